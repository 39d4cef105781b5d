//! Canonical (minlex) forms: the least of all grids equivalent to a grid.
//!
//! Two grids are equivalent when one of the 3,359,232 geometric transforms
//! with one of the 9! relabellings ([`Transform`]) maps one onto the other.
//! The minlex form of a grid is the lexicographically least 81-character
//! string among its equivalents, read row by row with empty cells as `0`,
//! so empty cells come first: the community's form (as computed by the
//! MinLex programs). It is defined for any 81 cells: puzzles with any
//! number of solutions, complete grids, grids with no solution, even grids
//! whose givens clash.
//!
//! The search goes row by row and keeps only the partial transforms whose
//! rows so far equal the least rows seen (docs/CANON.md):
//! 1. The first row: only rows (of the grid or its transpose) that can
//!    open with the most empty cells can start the form; each is tried
//!    under the 1,296 column orders stack by stack, the digits relabelled
//!    by first appearance (for a fixed geometric transform that relabelling
//!    gives the least string), and compared cell by cell with the best row
//!    so far, stopping at the first greater cell. While the rows placed are
//!    all empty the column order stays open, and is chosen with the first
//!    row that has a given. That row's digits take fresh labels, so when
//!    they are distinct its least reading depends only on where its givens
//!    are, and is looked up (fresh_rows.rs); the order stays open still,
//!    and the next row picks it among the orders reaching that reading,
//!    stack by stack; pairs of such rows whose second cannot open with
//!    the most empty cells any pair can are skipped whole. A first row of nine different digits reads 123456789
//!    under every order, the same case.
//! 2. Rows 2-6: each kept candidate tries the rows it may take next (the
//!    rest of its band, or the first row of a new band); only ties of the
//!    least row survive.
//! 3. The last band: each survivor tries the six orders of the remaining
//!    three rows depth first, without storing them, which bounds memory
//!    for grids with huge symmetry (the empty grid keeps 559,872 survivors
//!    of 26 bytes after row 6).
//!
//! Every geometric transform that reaches the form is met exactly once,
//! so their number is the automorphism count.

use crate::geometry::CELLS;
use crate::grid::GridError;
use crate::transform::Transform;

mod fresh_rows;
mod masks;
use fresh_rows::{distinct_digits_mask, full_second_bound, stacks_of_digits, FreshRows};
use masks::{leading_empties_of, leading_empties_under, LEADING_EMPTIES};

/// The six orders of three things, in lexicographic order.
const PERMS3: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The 1,296 column orders that keep stacks whole, in lexicographic order:
/// order `216 s + 36 a + 6 b + c` takes the stacks in order PERMS3[s], and
/// the columns within the first, second and third of them in orders
/// PERMS3[a], PERMS3[b], PERMS3[c].
const COLUMN_ORDERS: [[u8; 9]; 1296] = {
    let mut orders = [[0u8; 9]; 1296];
    let mut i = 0;
    let mut stacks = 0;
    while stacks < 6 {
        let mut a = 0;
        while a < 6 {
            let mut b = 0;
            while b < 6 {
                let mut c = 0;
                while c < 6 {
                    let within = [PERMS3[a], PERMS3[b], PERMS3[c]];
                    let mut col = 0;
                    while col < 9 {
                        orders[i][col] = PERMS3[stacks][col / 3] * 3 + within[col / 3][col % 3];
                        col += 1;
                    }
                    i += 1;
                    c += 1;
                }
                b += 1;
            }
            a += 1;
        }
        stacks += 1;
    }
    orders
};

/// A grid's canonical form, with how it was reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Canonical {
    /// The form: 81 bytes, `0` for empty cells, `1`-`9` for digits.
    pub form: [u8; CELLS],
    /// How many of the 3,359,232 geometric transforms, each with a suitable
    /// relabelling, map the grid onto its form: 1 for most grids, 3,359,232
    /// for the empty grid. The identity counts.
    pub automorphisms: u32,
    /// One transform with `transform.apply(grid) == form` (up to writing
    /// empty cells as `0`): the first found, the same on every machine.
    pub transform: Transform,
}

/// The column order of a candidate whose rows so far are all empty: under
/// every order they read the same, so the order is chosen with the first
/// row that has a given, and the 1,296 orders are not carried along.
const UNDECIDED: u16 = u16::MAX;

/// The column order of a candidate whose first row holds nine different
/// digits: under every order it reads 123456789, so the order is chosen
/// with the second row, where it decides the labels. (FRESH would do, but
/// this special case runs twice as fast on complete grids.)
const FULL_FIRST: u16 = u16::MAX - 2;

/// The column order of a candidate whose last row is its first with a
/// given, of distinct digits: that row's least reading is known by table
/// (fresh_rows.rs), and the orders reaching it (all 1,296 for a full row)
/// are searched with the next row, which decides most of them.
const FRESH: u16 = u16::MAX - 1;

/// A partial transform that has produced the least rows so far.
#[derive(Clone, Copy)]
struct Candidate {
    /// 0: the grid as it is; 1: its transpose.
    transposed: u8,
    /// Index into COLUMN_ORDERS, or UNDECIDED.
    column_order: u16,
    /// Source rows of the rows placed so far.
    rows: [u8; 9],
    /// Bit r: source row r is placed.
    used: u16,
    /// Label (1-9) given to each source digit so far; 0: none yet.
    labels: [u8; 10],
    /// The next label to give.
    next_label: u8,
}

/// How a row compared with the best row at its place.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Worse,
    Tie,
    Better,
}

/// The grid's cells (0-9) and those of its transpose, and the givens
/// mask of each of their rows (bit c: column c).
struct Sources([[u8; CELLS]; 2], [[u16; 9]; 2]);

impl Sources {
    fn new(values: &[u8; CELLS]) -> Sources {
        let mut transposed = [0u8; CELLS];
        let mut masks = [[0u16; 9]; 2];
        // One pass, row by row, with no branch on the cells.
        for row in 0..9 {
            for column in 0..9 {
                let value = values[row * 9 + column];
                transposed[column * 9 + row] = value;
                let given = u16::from(value != 0);
                masks[0][row] |= given << column;
                masks[1][column] |= given << row;
            }
        }
        Sources([*values, transposed], masks)
    }

    /// Relabels the cells `columns` of `source`, placed at `best`'s
    /// places, extending the candidate's labels; compares them with
    /// `best` and writes them there when they are less.
    #[inline(always)]
    fn place_cells(
        candidate: &mut Candidate,
        source: &[u8],
        columns: impl Iterator<Item = usize>,
        best: &mut [u8],
    ) -> Verdict {
        Self::place_cells_after(candidate, source, columns, best, Verdict::Tie)
    }

    /// `place_cells` of cells after a start already compared, with that
    /// start's verdict (Tie or Better).
    #[inline(always)]
    fn place_cells_after(
        candidate: &mut Candidate,
        source: &[u8],
        columns: impl Iterator<Item = usize>,
        best: &mut [u8],
        mut verdict: Verdict,
    ) -> Verdict {
        for (place, column) in columns.enumerate() {
            // Without a branch on the cell (they mispredict): an empty
            // cell reads labels[0], always 0, and writes it back.
            let value = source[column] as usize;
            let old = candidate.labels[value];
            let fresh = value != 0 && old == 0;
            let label = if fresh { candidate.next_label } else { old };
            candidate.labels[value] = label;
            candidate.next_label += u8::from(fresh);
            if verdict == Verdict::Tie {
                if label > best[place] {
                    return Verdict::Worse;
                }
                if label < best[place] {
                    verdict = Verdict::Better;
                }
            }
            if verdict == Verdict::Better {
                best[place] = label;
            }
        }
        verdict
    }

    /// Places row `depth` of a candidate whose column order is undecided:
    /// an empty row keeps it undecided; a row of distinct digits reads its
    /// least by table, and leaves the order to the next row (FRESH) or
    /// takes every order reaching it; any other row is tried under every
    /// order.
    fn place_any(
        &self,
        start: Candidate,
        depth: usize,
        best: &mut [u8; 9],
        kept: &mut Vec<Candidate>,
    ) {
        let row = start.rows[depth] as usize;
        let source = &self.0[start.transposed as usize][row * 9..row * 9 + 9];
        if source.iter().all(|&v| v == 0) {
            if *best != [0; 9] {
                *best = [0; 9];
                kept.clear();
            }
            kept.push(start);
        } else if depth == 0 && source.iter().fold(0u16, |seen, &v| seen | 1 << v) == 0b11_1111_1110
        {
            const COUNTING: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
            if *best < COUNTING {
                return;
            }
            if *best > COUNTING {
                *best = COUNTING;
                kept.clear();
            }
            kept.push(Candidate {
                column_order: FULL_FIRST,
                ..start
            });
        } else if let Some(mask) = distinct_digits_mask(source) {
            if depth < 5 {
                // The next row, placed in the loop of rows 2-6, picks the
                // orders (fresh_second).
                let row = fresh_rows::reading(FreshRows::get().least(mask).0);
                if row > *best {
                    return;
                }
                if row < *best {
                    *best = row;
                    kept.clear();
                }
                kept.push(Candidate {
                    column_order: FRESH,
                    ..start
                });
            } else {
                Self::fresh_orders(start, source, mask, best, kept);
            }
        } else {
            self.all_orders(start, depth, best, kept);
        }
    }

    /// Places the candidate's row `depth` (the first with a given) under
    /// every column order, stack by stack: an order is abandoned with its
    /// first stack that is worse than the best, so the 1,296 orders share
    /// their prefixes. Ties are added to `kept`.
    fn all_orders(
        &self,
        start: Candidate,
        depth: usize,
        best: &mut [u8; 9],
        kept: &mut Vec<Candidate>,
    ) {
        let row = start.rows[depth] as usize;
        let source = &self.0[start.transposed as usize][row * 9..row * 9 + 9];
        // Places the columns of source stack `stack` in `within` order at
        // places `3 * at..3 * at + 3`; a better result forgets every later
        // place of the best and every tie kept so far.
        let place = |candidate: &mut Candidate,
                     at: usize,
                     stack: u8,
                     within: &[u8; 3],
                     best: &mut [u8; 9],
                     kept: &mut Vec<Candidate>| {
            let columns = within.iter().map(|&c| (stack * 3 + c) as usize);
            let verdict =
                Self::place_cells(candidate, source, columns, &mut best[3 * at..3 * at + 3]);
            if verdict == Verdict::Better {
                best[3 * at + 3..].fill(u8::MAX);
                kept.clear();
            }
            verdict != Verdict::Worse
        };
        for (s, stacks) in PERMS3.iter().enumerate() {
            for (a, first) in PERMS3.iter().enumerate() {
                let mut one = start;
                if !place(&mut one, 0, stacks[0], first, best, kept) {
                    continue;
                }
                for (b, second) in PERMS3.iter().enumerate() {
                    let mut two = one;
                    if !place(&mut two, 1, stacks[1], second, best, kept) {
                        continue;
                    }
                    for (c, third) in PERMS3.iter().enumerate() {
                        let mut three = two;
                        if !place(&mut three, 2, stacks[2], third, best, kept) {
                            continue;
                        }
                        three.column_order = (216 * s + 36 * a + 6 * b + c) as u16;
                        kept.push(three);
                    }
                }
            }
        }
    }

    /// Relabels source row `row` under `order`, extending the candidate's
    /// labels, and compares the result with `best`, which it replaces when
    /// it is less. Stops at the first greater cell. The row opens with
    /// `empties` empty cells under `order` and `best` with `best_empties`
    /// (no more: fewer would read greater), so the cells before
    /// `empties` are not read: they are equal, or this row is less.
    #[inline(always)]
    fn place_row(
        &self,
        candidate: &mut Candidate,
        row: usize,
        order: &[u8; 9],
        best: &mut [u8; 9],
        empties: u8,
        best_empties: u8,
    ) -> Verdict {
        debug_assert!(empties >= best_empties);
        let source = &self.0[candidate.transposed as usize][row * 9..row * 9 + 9];
        let from = empties as usize;
        let verdict = if empties > best_empties {
            best[..from].fill(0);
            Verdict::Better
        } else {
            Verdict::Tie
        };
        Self::place_cells_after(
            candidate,
            source,
            order[from..].iter().map(|&c| c as usize),
            &mut best[from..],
            verdict,
        )
    }

    /// Places the second row of every FULL_FIRST candidate, pairs of first
    /// and second rows in increasing order of the least start the second
    /// can read (`full_second_bound`): the best start is then met first,
    /// and a pair whose bound is worse than the best row is skipped whole.
    fn place_full_seconds(
        &self,
        kept: &[Candidate],
        depth: usize,
        best: &mut [u8; 9],
        next_kept: &mut Vec<Candidate>,
    ) {
        let mut pairs: Vec<([u8; 3], Candidate)> = Vec::new();
        for candidate in kept.iter().filter(|c| c.column_order == FULL_FIRST) {
            let t = candidate.transposed as usize;
            let stack_of = stacks_of_digits(&self.0[t][candidate.rows[0] as usize * 9..][..9]);
            for row in next_rows(candidate, depth) {
                let mut next = *candidate;
                next.rows[depth] = row as u8;
                next.used |= 1 << row;
                let bound = full_second_bound(&stack_of, &self.0[t][row * 9..][..9]);
                pairs.push((bound, next));
            }
        }
        // Stable: ties keep the order of the search, so the transform
        // found first is the same on every machine.
        pairs.sort_by_key(|&(bound, _)| bound);
        for (bound, next) in pairs {
            if bound[..] > best[..3] {
                break;
            }
            self.full_second(next, best, next_kept);
        }
    }
}

/// Rows `candidate` may place at position `depth` (1-8): the unused rows of
/// its current band, or at the start of a band the rows of unused bands.
fn next_rows(candidate: &Candidate, depth: usize) -> impl Iterator<Item = usize> {
    let free = if depth % 3 == 0 {
        // Whole bands not yet used.
        let mut free = 0u16;
        for band in 0..3 {
            if candidate.used & (0b111 << (3 * band)) == 0 {
                free |= 0b111 << (3 * band);
            }
        }
        free
    } else {
        let band = candidate.rows[depth - 1] / 3;
        (0b111u16 << (3 * band)) & !candidate.used
    };
    // The set bits only, not a test of each of the nine rows.
    std::iter::successors((free != 0).then_some(free), |&rest| {
        let rest = rest & (rest - 1);
        (rest != 0).then_some(rest)
    })
    .map(|rest| rest.trailing_zeros() as usize)
}

/// The least rows found, the ties that reach them, and the first of those.
struct LastBand<'a> {
    sources: &'a Sources,
    best: [[u8; 9]; 9],
    ties: u32,
    first: Option<Candidate>,
}

impl LastBand<'_> {
    /// Places rows `depth..9` depth first.
    fn finish(&mut self, candidate: &Candidate, depth: usize) {
        if depth == 9 {
            self.ties += 1;
            if self.first.is_none() {
                self.first = Some(*candidate);
            }
            return;
        }
        let order = &COLUMN_ORDERS[candidate.column_order as usize];
        let masks = &self.sources.1[candidate.transposed as usize];
        for row in next_rows(candidate, depth) {
            // A row opening with fewer empty cells than the best reads
            // greater: rejected before any relabelling.
            let empties = leading_empties_under(masks[row], candidate.column_order);
            let best_empties = leading_empties_of(&self.best[depth]);
            if empties < best_empties {
                continue;
            }
            let mut next = *candidate;
            next.rows[depth] = row as u8;
            next.used |= 1 << row;
            match self.sources.place_row(
                &mut next,
                row,
                order,
                &mut self.best[depth],
                empties,
                best_empties,
            ) {
                Verdict::Worse => continue,
                Verdict::Better => {
                    // Every later row must be found again.
                    for later in &mut self.best[depth + 1..] {
                        *later = [u8::MAX; 9];
                    }
                    self.ties = 0;
                    self.first = None;
                }
                Verdict::Tie => {}
            }
            self.finish(&next, depth + 1);
        }
    }
}

/// The minlex form of `values` (0 for empty, 1-9 for digits, any
/// arrangement).
pub fn canonical_values(values: &[u8; CELLS]) -> Canonical {
    let sources = Sources::new(values);
    let mut best = [[u8::MAX; 9]; 9];

    // Row 1: only rows that can open with the most empty cells can start
    // the form.
    let empties: [[u8; 9]; 2] =
        std::array::from_fn(|t| sources.1[t].map(|mask| LEADING_EMPTIES[mask as usize]));
    let most = empties.iter().flatten().copied().max().unwrap_or(0);
    // Sized for most puzzles' ties (up to 144 after the second row with a
    // given), so that they grow once, not eight times.
    let mut kept: Vec<Candidate> = Vec::with_capacity(160);
    for transposed in 0..2u8 {
        for (row, &empty) in empties[transposed as usize].iter().enumerate() {
            if empty != most {
                continue;
            }
            let start = Candidate {
                transposed,
                column_order: UNDECIDED,
                rows: [row as u8, 0, 0, 0, 0, 0, 0, 0, 0],
                used: 1 << row,
                labels: [0; 10],
                next_label: 1,
            };
            sources.place_any(start, 0, &mut best[0], &mut kept);
        }
    }

    // Rows 2-6, breadth first.
    let mut next_kept = Vec::with_capacity(160);
    let mut fresh_empties: Vec<u8> = Vec::new();
    for (depth, best_row) in best.iter_mut().enumerate().take(6).skip(1) {
        next_kept.clear();
        sources.place_full_seconds(&kept, depth, best_row, &mut next_kept);
        // The most empty cells a FRESH candidate's next row can open with:
        // pairs of rows that open with fewer cannot tie the best.
        // Each pair's bound is kept, in the order of the loop below.
        fresh_empties.clear();
        fresh_empties.extend(
            kept.iter()
                .filter(|c| c.column_order == FRESH)
                .flat_map(|c| {
                    next_rows(c, depth).map(|row| sources.fresh_second_empty(c, depth, row))
                }),
        );
        let fresh_empty = fresh_empties.iter().copied().max().unwrap_or(0);
        let mut fresh_pair = fresh_empties.iter();
        for candidate in &kept {
            if candidate.column_order == FULL_FIRST {
                continue;
            }
            if candidate.column_order == FRESH {
                for row in next_rows(candidate, depth) {
                    if *fresh_pair.next().expect("one bound a pair") < fresh_empty {
                        continue;
                    }
                    let mut next = *candidate;
                    next.rows[depth] = row as u8;
                    next.used |= 1 << row;
                    sources.fresh_second(next, depth, fresh_empty, best_row, &mut next_kept);
                }
                continue;
            }
            if candidate.column_order == UNDECIDED {
                for row in next_rows(candidate, depth) {
                    let mut next = *candidate;
                    next.rows[depth] = row as u8;
                    next.used |= 1 << row;
                    sources.place_any(next, depth, best_row, &mut next_kept);
                }
                continue;
            }
            let order = &COLUMN_ORDERS[candidate.column_order as usize];
            let masks = &sources.1[candidate.transposed as usize];
            // A row opening with fewer empty cells than the best reads
            // greater: rejected before any relabelling.
            let mut best_empties = leading_empties_of(best_row);
            for row in next_rows(candidate, depth) {
                let empties = leading_empties_under(masks[row], candidate.column_order);
                if empties < best_empties {
                    continue;
                }
                let mut next = *candidate;
                next.rows[depth] = row as u8;
                next.used |= 1 << row;
                match sources.place_row(&mut next, row, order, best_row, empties, best_empties) {
                    Verdict::Worse => continue,
                    Verdict::Better => {
                        next_kept.clear();
                        best_empties = leading_empties_of(best_row);
                    }
                    Verdict::Tie => {}
                }
                next_kept.push(next);
            }
        }
        std::mem::swap(&mut kept, &mut next_kept);
    }

    // Six empty rows leave the column order open: every one ties.
    if kept.iter().any(|c| c.column_order == UNDECIDED) {
        kept = kept
            .iter()
            .flat_map(|&c| {
                let orders = if c.column_order == UNDECIDED {
                    0..1296
                } else {
                    0..0
                };
                orders.map(move |order| Candidate {
                    column_order: order as u16,
                    ..c
                })
            })
            .chain(kept.iter().copied().filter(|c| c.column_order != UNDECIDED))
            .collect();
    }

    // The last band, depth first.
    let mut last = LastBand {
        sources: &sources,
        best,
        ties: 0,
        first: None,
    };
    for candidate in &kept {
        last.finish(candidate, 6);
    }
    let first = last.first.expect("some transform reaches the least rows");
    let mut form = [b'0'; CELLS];
    for (cell, byte) in form.iter_mut().enumerate() {
        *byte = b'0' + last.best[cell / 9][cell % 9];
    }
    Canonical {
        form,
        automorphisms: last.ties,
        transform: transform_of(&first),
    }
}

/// The transform a finished candidate stands for; digits the grid lacks
/// take the unused labels in increasing order.
fn transform_of(candidate: &Candidate) -> Transform {
    let mut digits = [0u8; 9];
    let mut next = candidate.next_label;
    for (digit, label) in digits.iter_mut().enumerate() {
        *label = candidate.labels[digit + 1];
        if *label == 0 {
            *label = next;
            next += 1;
        }
    }
    Transform {
        transpose: candidate.transposed == 1,
        rows: candidate.rows,
        cols: COLUMN_ORDERS[candidate.column_order as usize],
        digits,
    }
}

/// Reads 81 bytes as cell values: `1`-`9` digits, `.` and `0` empty. Givens
/// may clash: every 81-cell grid has a form.
fn values_of(grid: &[u8; CELLS]) -> Result<[u8; CELLS], GridError> {
    // Without a branch on each byte (the compiler vectorizes it): a
    // match per byte mispredicted on puzzles and cost 5-6% of a search.
    let mut values = [0u8; CELLS];
    let mut refused = false;
    for (value, &byte) in values.iter_mut().zip(grid) {
        let digit = byte.wrapping_sub(b'0');
        let dot = byte == b'.';
        refused |= digit > 9 && !dot;
        *value = if dot { 0 } else { digit };
    }
    if refused {
        let cell = grid
            .iter()
            .position(|&byte| !matches!(byte, b'0'..=b'9' | b'.'))
            .expect("a byte was refused");
        return Err(GridError::InvalidCharacter { cell });
    }
    Ok(values)
}

/// The minlex form of an 81-byte grid (`1`-`9`, `.` or `0` for empty), its
/// automorphism count and one transform that maps the grid onto it. Only
/// a byte outside those is refused.
pub fn canonical(grid: &[u8; CELLS]) -> Result<Canonical, GridError> {
    Ok(canonical_values(&values_of(grid)?))
}

/// The pattern form: the minlex form of the positions of the givens alone,
/// `1` for a given and `0` for an empty cell. Its transform is geometric
/// (its digits are the identity): applied to the grid, it gives a grid
/// whose givens lie on the pattern form.
pub fn canonical_pattern(grid: &[u8; CELLS]) -> Result<Canonical, GridError> {
    let values = values_of(grid)?.map(|v| u8::from(v != 0));
    let mut pattern = canonical_values(&values);
    pattern.transform.digits = Transform::IDENTITY.digits;
    Ok(pattern)
}

/// The form (or, with `pattern`, the pattern form) of each grid, on
/// `threads` threads (0: one per core) of the [`crate::batch`] pool: the
/// same answers, in the same order, for any thread count.
pub fn canonical_batch(
    grids: &[[u8; CELLS]],
    pattern: bool,
    threads: u32,
) -> Vec<Result<Canonical, GridError>> {
    use crate::batch::{for_each_share, share_size, thread_count};
    let one = |grid: &[u8; CELLS]| {
        if pattern {
            canonical_pattern(grid)
        } else {
            canonical(grid)
        }
    };
    let mut results = vec![Err(GridError::InvalidCharacter { cell: 0 }); grids.len()];
    let threads = thread_count(threads, grids.len());
    let per_share = share_size(grids.len(), threads);
    let shares = grids.chunks(per_share).zip(results.chunks_mut(per_share));
    for_each_share(shares, threads, |(grids, results)| {
        for (grid, result) in grids.iter().zip(results) {
            *result = one(grid);
        }
    });
    results
}

#[cfg(test)]
mod tests;
