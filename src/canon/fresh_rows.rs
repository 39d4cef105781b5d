//! The least reading of a row whose digits all take fresh labels (the
//! first row with a given), looked up instead of searched.
//!
//! When no label is given yet and a row's digits are distinct, its reading
//! under a column order is its empty cells as `0` and its digits as 1, 2,
//! 3, ... in order: it depends only on which places hold a given. So the
//! least reading and the column orders that reach it depend only on the
//! row's 9-bit mask of givens, and a table over the 512 masks answers for
//! every such row.
//!
//! The orders reaching it are then searched with the next row, stack by
//! stack (`fresh_second`; `full_second` is its case of a full first row,
//! kept apart because it runs twice as fast on complete grids), or, when
//! that next row is in the last band, all kept (`fresh_orders`). Before
//! that search, only where the givens are is read: the next row must open
//! with the most empty cells any such pair of rows can
//! (`fresh_second_empty`), which skips most pairs and orders of puzzles.

use std::sync::OnceLock;

use super::masks::{leading_empties_under, ALIKE, FIRST_ALIKE};
use super::{Candidate, Sources, Verdict, COLUMN_ORDERS, PERMS3};

/// For each mask of source columns holding a given (bit c: column c), the
/// least output mask reachable (bit 8 - p: place p holds a given, so a
/// smaller number reads as a smaller string) and the column orders that
/// reach it, in increasing order.
pub(super) struct FreshRows {
    least: [u16; 512],
    /// `fits[m][k][stack]`, bit w: source stack `stack` in PERMS3[w] order
    /// at places 3k..3k+3 keeps `least[m]` there, its givens on the places
    /// of givens.
    fits: [[[u8; 3]; 3]; 512],
    /// `orders[starts[m]..starts[m + 1]]`: the orders reaching `least[m]`.
    starts: [u32; 513],
    orders: Vec<u16>,
}

impl FreshRows {
    /// The table, built on first use (512 masks under 1,296 orders).
    pub(super) fn get() -> &'static FreshRows {
        static TABLE: OnceLock<FreshRows> = OnceLock::new();
        TABLE.get_or_init(FreshRows::build)
    }

    fn build() -> FreshRows {
        let mut least = [u16::MAX; 512];
        let mut starts = [0u32; 513];
        let mut orders = Vec::new();
        for mask in 0..512usize {
            let start = orders.len();
            for (index, order) in COLUMN_ORDERS.iter().enumerate() {
                let out = output_mask(mask, order);
                if out < least[mask] {
                    least[mask] = out;
                    orders.truncate(start);
                }
                if out == least[mask] {
                    orders.push(index as u16);
                }
            }
            starts[mask + 1] = orders.len() as u32;
        }
        let fits = std::array::from_fn(|mask| {
            let given = |place: usize| least[mask] >> (8 - place) & 1 == 1;
            std::array::from_fn(|k| {
                std::array::from_fn(|stack| {
                    let mut fit = 0u8;
                    for (w, within) in PERMS3.iter().enumerate() {
                        let keeps = (0..3).all(|i| {
                            (mask >> (stack * 3 + within[i] as usize) & 1 == 1) == given(3 * k + i)
                        });
                        fit |= u8::from(keeps) << w;
                    }
                    fit
                })
            })
        });
        FreshRows {
            least,
            fits,
            starts,
            orders,
        }
    }

    /// The least output mask of source mask `mask`, and the orders that
    /// reach it.
    pub(super) fn least(&self, mask: usize) -> (u16, &[u16]) {
        let range = self.starts[mask] as usize..self.starts[mask + 1] as usize;
        (self.least[mask], &self.orders[range])
    }

    /// For each place k and source stack, the within-stack orders (bit w:
    /// PERMS3[w]) that keep the least reading of source mask `mask`.
    pub(super) fn fits(&self, mask: usize) -> &[[u8; 3]; 3] {
        &self.fits[mask]
    }
}

/// `LEADING_EMPTY[p][w]`: how many places a stack whose givens are at
/// bits `p` (bit i: its column i) opens with empty in PERMS3[w] order.
const LEADING_EMPTY: [[u8; 6]; 8] = {
    let mut table = [[0u8; 6]; 8];
    let mut p = 0;
    while p < 8 {
        let mut w = 0;
        while w < 6 {
            let mut n = 0;
            while n < 3 && (p >> PERMS3[w][n]) & 1 == 0 {
                n += 1;
            }
            table[p][w] = n as u8;
            w += 1;
        }
        p += 1;
    }
    table
};

/// `MOST_LEADING_EMPTY[fit][p]`: the most of `LEADING_EMPTY[p][w]` over
/// the orders w allowed by `fit` (bit w: PERMS3[w]); 0 when none is.
const MOST_LEADING_EMPTY: [[u8; 8]; 64] = {
    let mut table = [[0u8; 8]; 64];
    let mut fit = 0;
    while fit < 64 {
        let mut p = 0;
        while p < 8 {
            let mut w = 0;
            while w < 6 {
                if (fit >> w) & 1 == 1 && LEADING_EMPTY[p][w] > table[fit][p] {
                    table[fit][p] = LEADING_EMPTY[p][w];
                }
                w += 1;
            }
            p += 1;
        }
        fit += 1;
    }
    table
};

/// The most empty cells a row with givens at `mask` (bit c: column c) can
/// open with under the column orders taking the stacks in order `stacks`
/// and, within them, orders allowed by `fits` (`FreshRows::fits` of the
/// row before); None when `fits` allows no such order.
#[inline(always)]
fn leading_empty_under(fits: &[[u8; 3]; 3], mask: usize, stacks: &[u8; 3]) -> Option<u8> {
    let mut total = 0;
    let mut open = true;
    for (k, &stack) in stacks.iter().enumerate() {
        let fit = fits[k][stack as usize];
        if fit == 0 {
            return None;
        }
        if open {
            let pattern = mask >> (3 * stack) & 0b111;
            let most = MOST_LEADING_EMPTY[fit as usize][pattern];
            total += most;
            open = most == 3;
        }
    }
    Some(total)
}

/// The output mask of source mask `mask` under `order`: bit 8 - p is set
/// when place p holds a given.
fn output_mask(mask: usize, order: &[u8; 9]) -> u16 {
    let mut out = 0u16;
    for (place, &column) in order.iter().enumerate() {
        out |= (((mask >> column) & 1) as u16) << (8 - place);
    }
    out
}

/// The reading of output mask `out`: `0` where empty, then 1, 2, 3, ...
pub(super) fn reading(out: u16) -> [u8; 9] {
    let mut row = [0u8; 9];
    let mut next = 1;
    for (place, cell) in row.iter_mut().enumerate() {
        if out >> (8 - place) & 1 == 1 {
            *cell = next;
            next += 1;
        }
    }
    row
}

impl Sources {
    /// Places a row of distinct digits, the first with a given, by table
    /// (fresh_rows.rs): its reading depends only on where its givens go.
    pub(super) fn fresh_orders(
        start: Candidate,
        source: &[u8],
        mask: usize,
        best: &mut [u8; 9],
        kept: &mut Vec<Candidate>,
    ) {
        let (least, orders) = FreshRows::get().least(mask);
        let row = reading(least);
        if row > *best {
            return;
        }
        if row < *best {
            *best = row;
            kept.clear();
        }
        for &index in orders {
            let mut candidate = start;
            candidate.column_order = index;
            for &column in &COLUMN_ORDERS[index as usize] {
                let value = source[column as usize] as usize;
                if value != 0 {
                    candidate.labels[value] = candidate.next_label;
                    candidate.next_label += 1;
                }
            }
            kept.push(candidate);
        }
    }

    /// Places the second row of a FULL_FIRST candidate under every column
    /// order, stack by stack. A digit's label is the place (from 1) of its
    /// column in the first row, so a cell's label is known once that column
    /// is placed, and is bounded exactly until then (`hopeful`): an order
    /// is abandoned with the first stack that makes it worse than the best.
    pub(super) fn full_second(
        &self,
        start: Candidate,
        best: &mut [u8; 9],
        kept: &mut Vec<Candidate>,
    ) {
        const NONE: u8 = u8::MAX;
        let t = start.transposed as usize;
        let first = &self.0[t][start.rows[0] as usize * 9..][..9];
        let second = &self.0[t][start.rows[1] as usize * 9..][..9];
        // The first row's column of each digit.
        let mut column_of = [0u8; 10];
        for (column, &digit) in first.iter().enumerate() {
            column_of[digit as usize] = column as u8;
        }
        // The label of the second row's cell in `column`, if known.
        let label = |place_of: &[u8; 9], column: u8| -> Option<u8> {
            match second[column as usize] {
                0 => Some(0),
                digit => match place_of[column_of[digit as usize] as usize] {
                    NONE => None,
                    place => Some(place + 1),
                },
            }
        };
        // Whether an order whose first `placed` places are `order` may
        // still tie or beat the best. A column of the first row not placed
        // yet lies in a stack whose place (`stack_at`) is known, and that
        // stack's columns may still go in any order: giving them its
        // labels in order of first appearance reads the least of every
        // completion, an exact bound.
        let hopeful = |order: &[u8; 9],
                       place_of: &[u8; 9],
                       stack_at: &[u8; 3],
                       placed: usize,
                       best: &[u8; 9]| {
            let mut pending = [NONE; 9];
            let mut seen = [0u8; 3];
            for p in 0..placed {
                let l = match label(place_of, order[p]) {
                    Some(l) => l,
                    None => {
                        let target = column_of[second[order[p] as usize] as usize] as usize;
                        if pending[target] == NONE {
                            let k = stack_at[target / 3] as usize;
                            seen[k] += 1;
                            pending[target] = 3 * k as u8 + seen[k];
                        }
                        pending[target]
                    }
                };
                if l != best[p] {
                    return l < best[p];
                }
            }
            true
        };
        // Puts source stack `stack` in `within` order at places 3k..3k+3.
        let put =
            |order: &mut [u8; 9], place_of: &mut [u8; 9], k: usize, stack: u8, within: &[u8; 3]| {
                for &old in &order[3 * k..3 * k + 3] {
                    if old != NONE {
                        place_of[old as usize] = NONE;
                    }
                }
                for i in 0..3 {
                    let column = stack * 3 + within[i];
                    order[3 * k + i] = column;
                    place_of[column as usize] = (3 * k + i) as u8;
                }
            };
        let stack_of = stacks_of_digits(first);
        for (s, stacks) in PERMS3.iter().enumerate() {
            if first_stack_bound(&stack_of, second, stacks)[..] > best[..3] {
                continue;
            }
            let mut order = [NONE; 9];
            let mut place_of = [NONE; 9];
            let mut stack_at = [0u8; 3];
            for (k, &stack) in stacks.iter().enumerate() {
                stack_at[stack as usize] = k as u8;
            }
            for (a, x) in PERMS3.iter().enumerate() {
                put(&mut order, &mut place_of, 0, stacks[0], x);
                if !hopeful(&order, &place_of, &stack_at, 3, best) {
                    continue;
                }
                for (b, y) in PERMS3.iter().enumerate() {
                    put(&mut order, &mut place_of, 1, stacks[1], y);
                    if !hopeful(&order, &place_of, &stack_at, 6, best) {
                        continue;
                    }
                    for (c, z) in PERMS3.iter().enumerate() {
                        put(&mut order, &mut place_of, 2, stacks[2], z);
                        let row: [u8; 9] = std::array::from_fn(|p| {
                            label(&place_of, order[p]).expect("every column placed")
                        });
                        if row > *best {
                            continue;
                        }
                        if row < *best {
                            *best = row;
                            kept.clear();
                        }
                        let mut labels = [0u8; 10];
                        for (p, &column) in order.iter().enumerate() {
                            labels[first[column as usize] as usize] = p as u8 + 1;
                        }
                        kept.push(Candidate {
                            column_order: (216 * s + 36 * a + 6 * b + c) as u16,
                            labels,
                            next_label: 10,
                            ..start
                        });
                    }
                    // Places 6-8 are placed again by the next stack order.
                    for slot in &mut order[6..] {
                        place_of[*slot as usize] = NONE;
                        *slot = NONE;
                    }
                }
                for slot in &mut order[3..6] {
                    if *slot != NONE {
                        place_of[*slot as usize] = NONE;
                    }
                    *slot = NONE;
                }
            }
        }
    }

    /// Places the row after a FRESH candidate's first row with a given
    /// (row A, at `depth - 1`) under every column order that keeps A's
    /// least reading, stack by stack. A's digits are labelled by the place
    /// of their column (the k-th given from the left takes k), so a cell of
    /// this row holding one of them is known once that column is placed,
    /// and bounded exactly until then (`hopeful`). Its other digits take
    /// the next labels in order of appearance. An order is abandoned with
    /// the first stack that makes it worse than the best. Of the orders
    /// that differ only in columns empty in both rows, which read both
    /// the same, only the first is searched (`ALIKE`).
    // Not inlined: its own loop amortizes the call, and inlined it slows
    // the search's main loop.
    #[inline(never)]
    pub(super) fn fresh_second(
        &self,
        start: Candidate,
        depth: usize,
        empty: u8,
        best: &mut [u8; 9],
        kept: &mut Vec<Candidate>,
    ) {
        const NONE: u8 = u8::MAX;
        let t = start.transposed as usize;
        let first = &self.0[t][start.rows[depth - 1] as usize * 9..][..9];
        let second = &self.0[t][start.rows[depth] as usize * 9..][..9];
        // A FRESH row's digits are distinct: its mask is that of
        // distinct_digits_mask.
        let mask = self.1[t][start.rows[depth - 1] as usize] as usize;
        let table = FreshRows::get();
        let (least, _) = table.least(mask);
        let second_mask = self.1[t][start.rows[depth] as usize] as usize;
        let givens = least.count_ones() as u8;
        // The label each place of A gives its digit (0: empty).
        let a_label: [u8; 9] = std::array::from_fn(|p| (least >> (8 - p)).count_ones() as u8);
        // A's column of each digit, and the label of the second row's
        // digits that A lacks, in order of appearance.
        let mut column_of = [NONE; 10];
        for (column, &digit) in first.iter().enumerate() {
            if digit != 0 {
                column_of[digit as usize] = column as u8;
            }
        }
        // Whether an order whose first `placed` places are `order` may
        // still tie or beat the best; new labels are given on the way.
        // A's digits in columns not placed yet lie in stacks whose place
        // (`stack_at`) is known, and whose columns holding givens may still
        // go in any order among that stack's places of givens: labelling
        // them in order of first appearance reads the least of every
        // completion, an exact bound. `before[k]`: A's givens before the
        // k-th stack.
        let before = [0, a_label[2], a_label[5]];
        let hopeful = |order: &[u8; 9],
                       place_of: &[u8; 9],
                       stack_at: &[u8; 3],
                       placed: usize,
                       best: &[u8; 9]| {
            let mut fresh = [0u8; 10];
            let mut next = givens + 1;
            let mut pending = [NONE; 9];
            let mut seen = [0u8; 3];
            for p in 0..placed {
                let digit = second[order[p] as usize] as usize;
                let label = if digit == 0 {
                    0
                } else if column_of[digit] == NONE {
                    if fresh[digit] == 0 {
                        fresh[digit] = next;
                        next += 1;
                    }
                    fresh[digit]
                } else {
                    let target = column_of[digit] as usize;
                    match place_of[target] {
                        NONE => {
                            if pending[target] == NONE {
                                let k = stack_at[target / 3] as usize;
                                seen[k] += 1;
                                pending[target] = before[k] + seen[k];
                            }
                            pending[target]
                        }
                        place => a_label[place as usize],
                    }
                };
                if label != best[p] {
                    return label < best[p];
                }
            }
            true
        };
        // The orders of each stack that keep A's least reading (its givens
        // on the places of givens), so the search below never tries an
        // order that loses it.
        let fits = table.fits(mask);
        // When this row is the second of its band, the third is forced: a
        // tie of this row is stored only if the third row opens under its
        // order with the most empty cells it does under this call's ties
        // (`most_third`), since the others read greater at the next row.
        // Most ties differ only in columns empty in both rows, and the
        // third row's givens tell many apart here, before they are stored.
        // (Reading the whole third row here cost more than it saved.)
        // `ties_from`: where this call's ties of the best row start in
        // `kept`.
        let third = (depth % 3 == 1).then(|| {
            let band = 0b111u16 << (3 * (start.rows[depth] / 3));
            (band & !start.used).trailing_zeros() as usize
        });
        let mut most_third = 0;
        let mut ties_from = kept.len();
        // Stores a tie of the best row, unless the band's third row opens
        // under its order with fewer empty cells than under the ties
        // stored before (which are then dropped, when it opens with more).
        let keep = |candidate: Candidate,
                    kept: &mut Vec<Candidate>,
                    most_third: &mut u8,
                    ties_from: usize| {
            if let Some(third) = third {
                let empties = leading_empties_under(self.1[t][third], candidate.column_order);
                if empties < *most_third {
                    return;
                }
                if empties > *most_third {
                    *most_third = empties;
                    kept.truncate(ties_from);
                }
            }
            kept.push(candidate);
        };
        // Columns with a given in A or in this row.
        let occupied = mask | second_mask;
        // Puts source stack `stack` in `within` order at places 3k..3k+3.
        let put =
            |order: &mut [u8; 9], place_of: &mut [u8; 9], k: usize, stack: u8, within: &[u8; 3]| {
                for slot in &mut order[3 * k..] {
                    if *slot != NONE {
                        place_of[*slot as usize] = NONE;
                        *slot = NONE;
                    }
                }
                for i in 0..3 {
                    let column = stack * 3 + within[i];
                    order[3 * k + i] = column;
                    place_of[column as usize] = (3 * k + i) as u8;
                }
            };
        for (s, stacks) in PERMS3.iter().enumerate() {
            // Stack orders that keep A's reading and open this row with
            // `empty` empty cells (the most any pair of these rows can).
            match leading_empty_under(fits, second_mask, stacks) {
                Some(n) if n >= empty => {}
                _ => continue,
            }
            // Within each stack, only the orders that keep A's reading and
            // keep this row's cells empty as far as `empty` needs.
            let fit: [u8; 3] = std::array::from_fn(|k| {
                let stack = stacks[k] as usize;
                let need = empty.saturating_sub(3 * k as u8).min(3);
                let pattern = second_mask >> (3 * stack) & 0b111;
                let mut fit = fits[k][stack];
                for (w, &leading) in LEADING_EMPTY[pattern].iter().enumerate() {
                    if leading < need {
                        fit &= !(1 << w);
                    }
                }
                fit
            });
            let mut order = [NONE; 9];
            let mut place_of = [NONE; 9];
            let mut stack_at = [0u8; 3];
            for (k, &stack) in stacks.iter().enumerate() {
                stack_at[stack as usize] = k as u8;
            }
            // Orders that move only columns empty in both rows read the
            // same: only the first of each class (`FIRST_ALIKE`) is
            // searched, and a tie stands for its whole class (`ALIKE`).
            let pattern: [usize; 3] = std::array::from_fn(|k| occupied >> (3 * stacks[k]) & 0b111);
            for a in set_bits(fit[0] & FIRST_ALIKE[pattern[0]]) {
                let x = &PERMS3[a];
                put(&mut order, &mut place_of, 0, stacks[0], x);
                if !hopeful(&order, &place_of, &stack_at, 3, best) {
                    continue;
                }
                for b in set_bits(fit[1] & FIRST_ALIKE[pattern[1]]) {
                    let y = &PERMS3[b];
                    put(&mut order, &mut place_of, 1, stacks[1], y);
                    if !hopeful(&order, &place_of, &stack_at, 6, best) {
                        continue;
                    }
                    for c in set_bits(fit[2] & FIRST_ALIKE[pattern[2]]) {
                        let z = &PERMS3[c];
                        put(&mut order, &mut place_of, 2, stacks[2], z);
                        // A's digits take the labels of their places,
                        // the second row's others the next labels in
                        // order of appearance, as place_cells gives them.
                        let mut candidate = Candidate {
                            labels: [0; 10],
                            next_label: givens + 1,
                            ..start
                        };
                        for (p, &column) in order.iter().enumerate() {
                            candidate.labels[first[column as usize] as usize] = a_label[p];
                        }
                        candidate.labels[0] = 0;
                        let columns = order.iter().map(|&column| column as usize);
                        match Self::place_cells(&mut candidate, second, columns, best) {
                            Verdict::Worse => continue,
                            Verdict::Better => {
                                kept.clear();
                                most_third = 0;
                                ties_from = 0;
                            }
                            Verdict::Tie => {}
                        }
                        for a in set_bits(fit[0] & ALIKE[pattern[0]][a]) {
                            for b in set_bits(fit[1] & ALIKE[pattern[1]][b]) {
                                for c in set_bits(fit[2] & ALIKE[pattern[2]][c]) {
                                    candidate.column_order = (216 * s + 36 * a + 6 * b + c) as u16;
                                    keep(candidate, kept, &mut most_third, ties_from);
                                }
                            }
                        }
                    }
                }
            }
        }
        // Back into the order of a search of every order, so that the
        // transform found first is the same.
        kept[ties_from..].sort_unstable_by_key(|candidate| candidate.column_order);
    }
}

impl Sources {
    /// The most empty cells the row after a FRESH candidate's first row
    /// with a given (at `depth - 1`) can open with, if it is source row
    /// `row`, under the orders keeping that first row's least reading. A
    /// row opening with fewer than another's most reads greater, so such
    /// pairs are skipped whole.
    pub(super) fn fresh_second_empty(&self, candidate: &Candidate, depth: usize, row: usize) -> u8 {
        let t = candidate.transposed as usize;
        // A FRESH row's digits are distinct: its mask is that of
        // distinct_digits_mask.
        let mask = self.1[t][candidate.rows[depth - 1] as usize] as usize;
        let fits = FreshRows::get().fits(mask);
        let second_mask = self.1[t][row] as usize;
        PERMS3
            .iter()
            .filter_map(|stacks| leading_empty_under(fits, second_mask, stacks))
            .max()
            .unwrap_or(0)
    }
}

/// The set bits of `bits`, lowest first: only the orders a mask allows
/// are visited, not a test of each of the six.
fn set_bits(bits: u8) -> impl Iterator<Item = usize> {
    std::iter::successors((bits != 0).then_some(bits), |&rest| {
        let rest = rest & (rest - 1);
        (rest != 0).then_some(rest)
    })
    .map(|rest| rest.trailing_zeros() as usize)
}

/// The stack (0-2) of each digit's column in full first row `first`.
pub(super) fn stacks_of_digits(first: &[u8]) -> [u8; 10] {
    let mut stack_of = [0u8; 10];
    for (column, &digit) in first.iter().enumerate() {
        stack_of[digit as usize] = column as u8 / 3;
    }
    stack_of
}

/// The least first three cells the second row of a full first row can
/// read under column orders taking the stacks in order `stacks`, for every
/// first-stack order at once: `[0, 0, 0]` (no bound) unless the second row
/// is full and its first stack's cells all hold digits of the first row's
/// later stacks (always in a complete grid). Those of the second stack
/// come first at best, as 4, 5, 6, then those of the third as 7, 8, 9.
/// `stack_of` is `stacks_of_digits` of the first row.
fn first_stack_bound(stack_of: &[u8; 10], second: &[u8], stacks: &[u8; 3]) -> [u8; 3] {
    if second.contains(&0) {
        return [0; 3];
    }
    first_stack_bound_of_full(stack_of, second, stacks)
}

/// `first_stack_bound` of a full second row.
#[inline(always)]
fn first_stack_bound_of_full(stack_of: &[u8; 10], second: &[u8], stacks: &[u8; 3]) -> [u8; 3] {
    let target_stack = |i: u8| stack_of[second[(stacks[0] * 3 + i) as usize] as usize];
    if (0..3).any(|i| target_stack(i) == stacks[0]) {
        return [0; 3];
    }
    match (0..3).filter(|&i| target_stack(i) == stacks[1]).count() {
        3 => [4, 5, 6],
        2 => [4, 5, 7],
        1 => [4, 7, 8],
        _ => [7, 8, 9],
    }
}

/// The least first three cells second row `second` can read after a full
/// first row (`stack_of`: its `stacks_of_digits`) under any column order:
/// the least of `first_stack_bound` over the six stack orders. Pairs of
/// first and second rows are searched in increasing order of it, so that
/// the best row's start is found first and the pairs that cannot reach it
/// are skipped whole.
pub(super) fn full_second_bound(stack_of: &[u8; 10], second: &[u8]) -> [u8; 3] {
    if second.contains(&0) {
        return [0; 3];
    }
    PERMS3
        .iter()
        .map(|stacks| first_stack_bound_of_full(stack_of, second, stacks))
        .min()
        .expect("six stack orders")
}

/// The mask of a row's givens (bit c: column c), if its digits are
/// distinct.
pub(super) fn distinct_digits_mask(row: &[u8]) -> Option<usize> {
    let mut mask = 0;
    let mut digits = 0u16;
    for (column, &value) in row.iter().enumerate() {
        if value != 0 {
            if digits & 1 << value != 0 {
                return None;
            }
            digits |= 1 << value;
            mask |= 1 << column;
        }
    }
    Some(mask)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mask_reaches_its_least_by_the_listed_orders_only() {
        let table = FreshRows::get();
        for mask in 0..512usize {
            let (least, orders) = table.least(mask);
            assert_eq!(least.count_ones(), mask.count_ones());
            let reaching: Vec<u16> = (0..1296u16)
                .filter(|&i| output_mask(mask, &COLUMN_ORDERS[i as usize]) == least)
                .collect();
            assert_eq!(orders, &reaching[..]);
            assert!((0..1296).all(|i| output_mask(mask, &COLUMN_ORDERS[i]) >= least));
        }
        // fits: an order keeps the least reading exactly when each of
        // its stacks is in an order the table allows at its place.
        for mask in 0..512usize {
            let (least, _) = table.least(mask);
            let fits = table.fits(mask);
            for (i, order) in COLUMN_ORDERS.iter().enumerate() {
                let (s, within) = (i / 216, [i / 36 % 6, i / 6 % 6, i % 6]);
                let allowed = (0..3).all(|k| fits[k][PERMS3[s][k] as usize] >> within[k] & 1 == 1);
                assert_eq!(allowed, output_mask(mask, order) == least, "{mask} {i}");
            }
        }
        // The empty row: every order; one given goes last.
        assert_eq!(table.least(0).1.len(), 1296);
        assert_eq!(table.least(1 << 4).0, 1);
        assert_eq!(reading(0b000_001_011), [0, 0, 0, 0, 0, 1, 0, 2, 3]);
    }

    #[test]
    fn leading_empty_cells_are_the_most_over_the_orders_keeping_the_first_row() {
        let table = FreshRows::get();
        for first in (0..512usize).step_by(7) {
            let (least, _) = table.least(first);
            for second in (0..512usize).step_by(5) {
                for (s, stacks) in PERMS3.iter().enumerate() {
                    let most = COLUMN_ORDERS[216 * s..216 * (s + 1)]
                        .iter()
                        .filter(|order| output_mask(first, order) == least)
                        .map(|order| output_mask(second, order).leading_zeros() as u8 - 7)
                        .max();
                    let got = leading_empty_under(table.fits(first), second, stacks);
                    assert_eq!(got, most, "{first} {second} {s}");
                }
            }
        }
    }
}
