//! The simple rules SukakuExplainer's "Dynamic Forcing Chains (+)" run on a
//! walk's working grid when its links run dry (learned from its source and
//! its step lists, none of its code): for the variants, generalised locking
//! (two to six places), hidden pairs, generalised naked pairs and X-wings;
//! for classic and non-consecutive, pointing and claiming, hidden pairs,
//! naked pairs and X-wings. The first rule that gives any removal gives
//! all of its removals, each an off potential whose parents are the
//! candidates the rule's pattern needed gone from the walk's grid (for
//! locking, the digit's places gone from the locked house; for a hidden
//! pair, the pair's digits gone from the house's other cells; for a naked
//! pair or an X-wing, the pair cells' other candidates, the digit's places
//! in the base lines outside the cover lines). A pattern that needed
//! nothing gone is left out: the grid already had it.
//!
//! The order of the removals decides which potential a later link finds
//! first, and so a chain's length: rules, houses, digits and pairs in
//! SukakuExplainer's order, and within a pattern its removals in the order
//! of its hash map of cells (Java's `HashMap`, keyed by cell index: by the
//! index modulo the table's size, then by insertion).
//!
//! A walk's grid only loses candidates, so a pattern whose places are as
//! they were when its rule last ran in this walk gives nothing new (what
//! it removed then is gone, and it removes only less), and one whose places
//! are as at the walk's start needed nothing gone: both are skipped
//! (`Changes`), which keeps every rule's removals and their order.

use super::super::rules::HouseKind;
use super::board::{bit, digits};
use super::layout::Layout;

/// The removals of one round, each with its parents: removal `i` is
/// `offs[i]` = (cell, digit, range into `parents`).
#[derive(Default)]
pub(super) struct Removals {
    pub offs: Vec<(usize, u8, std::ops::Range<usize>)>,
    pub parents: Vec<(usize, u8)>,
}

/// A rule set's houses as the (+) rules walk them.
pub(super) struct PlusRules {
    /// SukakuExplainer's variant rules (generalised locking and naked
    /// pairs, variant houses for the sets) or its classic ones.
    generalised: bool,
    /// Per house, its cells in SukakuExplainer's order.
    cells: Vec<Vec<usize>>,
    boxes: Vec<usize>,
    rows: Vec<usize>,
    columns: Vec<usize>,
    /// Hidden and naked pairs: boxes, columns, rows, then (variants) the
    /// variant houses by kind.
    set_houses: Vec<usize>,
    /// Generalised locking: every full house, boxes, rows, columns, then
    /// the variant houses by kind, grouped by kind.
    locking_kinds: Vec<Vec<usize>>,
    changes: Changes,
}

/// When, in the walk, each house and each house's digit last lost a place,
/// and when each rule last ran: a clock that ticks at every change, so that
/// stamps of earlier walks all fall before the current walk's start.
struct Changes {
    clock: u64,
    walk_start: u64,
    size: usize,
    /// Per cell, the houses it is in.
    houses_of: Vec<Vec<usize>>,
    house: Vec<u64>,
    house_digit: Vec<u64>,
    /// Per rule (locking, hidden pairs, naked pairs, X-wings), the clock
    /// when it last ran in this walk.
    rule_ran: [u64; 4],
}

impl Changes {
    /// The clock since which a rule's patterns must be read again.
    fn since(&self, rule: usize) -> u64 {
        self.rule_ran[rule].max(self.walk_start)
    }

    fn digit_changed(&self, h: usize, digit: u8, since: u64) -> bool {
        self.house_digit[h * self.size + digit as usize - 1] > since
    }
}

/// The variant house kinds in SukakuExplainer's order of region types.
const VARIANT_KINDS: [HouseKind; 7] = [
    HouseKind::DisjointGroup,
    HouseKind::Window,
    HouseKind::MainDiagonal,
    HouseKind::AntiDiagonal,
    HouseKind::Girandola,
    HouseKind::Asterisk,
    HouseKind::CentreDot,
];

/// A Java `HashMap` of this many entries: its table's size when filled
/// entry by entry (`copied`: when built as a copy of a filled map).
fn java_table_size(entries: usize, copied: bool) -> usize {
    if copied {
        // `new HashMap<>(map)`: the power of two at least size / 0.75 + 1.
        let wanted = (entries as f32 / 0.75 + 1.0) as usize;
        wanted.next_power_of_two().max(1)
    } else {
        let mut size = 16;
        while entries > size * 3 / 4 {
            size *= 2;
        }
        size
    }
}

impl PlusRules {
    pub fn new(layout: &Layout, generalised: bool) -> PlusRules {
        let cells = (0..layout.houses.len())
            .map(|h| layout.cells_in_sukaku_order(h))
            .collect();
        let full = |kind| -> Vec<usize> {
            layout
                .houses_of_kind(kind)
                .iter()
                .copied()
                .filter(|&h| layout.houses[h].full)
                .collect()
        };
        let (boxes, rows, columns) = (
            full(HouseKind::Region),
            full(HouseKind::Row),
            full(HouseKind::Column),
        );
        let variant: Vec<usize> = if generalised {
            VARIANT_KINDS.iter().flat_map(|&k| full(k)).collect()
        } else {
            Vec::new()
        };
        let set_houses = [&boxes, &columns, &rows, &variant]
            .into_iter()
            .flatten()
            .copied()
            .collect();
        // Kind by kind, in the locking order, each kind's houses in turn.
        let mut locking_kinds: Vec<Vec<usize>> = Vec::new();
        for &h in [&boxes, &rows, &columns, &variant].into_iter().flatten() {
            match locking_kinds.last_mut() {
                Some(g) if layout.houses[g[0]].kind == layout.houses[h].kind => g.push(h),
                _ => locking_kinds.push(vec![h]),
            }
        }
        let mut houses_of = vec![Vec::new(); layout.size * layout.size];
        for (h, house) in layout.houses.iter().enumerate() {
            for &c in &house.cells {
                houses_of[c].push(h);
            }
        }
        let changes = Changes {
            clock: 0,
            walk_start: 0,
            size: layout.size,
            houses_of,
            house: vec![0; layout.houses.len()],
            house_digit: vec![0; layout.houses.len() * layout.size],
            rule_ran: [0; 4],
        };
        PlusRules {
            generalised,
            cells,
            boxes,
            rows,
            columns,
            set_houses,
            locking_kinds,
            changes,
        }
    }

    /// A walk starts from the step's grid: no pattern needs reading yet.
    pub fn start_walk(&mut self) {
        self.changes.clock += 1;
        self.changes.walk_start = self.changes.clock;
    }

    /// The walk's grid lost `digit` at `cell`.
    pub fn note_gone(&mut self, cell: usize, digit: u8) {
        let ch = &mut self.changes;
        ch.clock += 1;
        for &h in &ch.houses_of[cell] {
            ch.house[h] = ch.clock;
            ch.house_digit[h * ch.size + digit as usize - 1] = ch.clock;
        }
    }

    /// The removals of the first rule that gives any on the walk's grid
    /// `work` (`source`: the grid the step started from, 0 for a solved
    /// cell; `placed`: per digit, its solved cells), into `out` (cleared).
    pub fn removals(
        &mut self,
        layout: &Layout,
        source: &[u32],
        work: &[u32],
        placed: &[usize],
        out: &mut Removals,
    ) {
        out.offs.clear();
        out.parents.clear();
        let grids = Grids { source, work };
        // Each rule that runs is stamped: its skipped patterns are known.
        for rule in 0..4 {
            let since = self.changes.since(rule);
            match rule {
                0 if self.generalised => self.generalised_locking(layout, grids, since, out),
                0 => self.pointing_claiming(layout, grids, since, out),
                1 => self.hidden_pairs(grids, since, out),
                2 => self.naked_pairs(layout, grids, since, out),
                _ => self.x_wings(layout, grids, placed, since, out),
            }
            self.changes.rule_ran[rule] = self.changes.clock;
            if !out.offs.is_empty() {
                break;
            }
        }
    }

    /// The digit's places in house `h` on the working grid, as positions
    /// in the house's order (bit `i`: `cells[h][i]`): counted and compared
    /// without building a list (the rules run whenever a walk runs dry).
    fn place_mask(&self, work: &[u32], h: usize, digit: u8) -> u32 {
        self.cells[h]
            .iter()
            .enumerate()
            .filter(|&(_, &c)| work[c] & bit(digit) != 0)
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// The cells at these positions of house `h`, in the house's order.
    fn cells_at(&self, h: usize, mask: u32) -> impl Iterator<Item = usize> + '_ {
        let cells = &self.cells[h];
        (0..cells.len())
            .filter(move |&i| mask >> i & 1 != 0)
            .map(move |i| cells[i])
    }

    /// SukakuExplainer's `Locking(false)`: a digit's places in a first house
    /// all in a crossing second house leave the second house's other cells;
    /// boxes against columns, boxes against rows, columns against boxes,
    /// rows against boxes.
    fn pointing_claiming(&self, layout: &Layout, g: Grids, since: u64, out: &mut Removals) {
        let pairs = [
            (&self.boxes, &self.columns),
            (&self.boxes, &self.rows),
            (&self.columns, &self.boxes),
            (&self.rows, &self.boxes),
        ];
        for (first, second) in pairs {
            for digit in 1..=layout.size as u8 {
                for &h1 in first {
                    if !self.changes.digit_changed(h1, digit, since) {
                        continue;
                    }
                    let mask = self.place_mask(g.work, h1, digit);
                    if mask.count_ones() < 2 {
                        continue;
                    }
                    let at: Vec<usize> = self.cells_at(h1, mask).collect();
                    for &h2 in second {
                        let set2 = &layout.house_sets[h2];
                        if !layout.house_sets[h1].meets(set2)
                            || !at.iter().all(|&c| set2.contains(c))
                        {
                            continue;
                        }
                        let set1 = &layout.house_sets[h1];
                        let removable: Vec<(usize, u32)> = self.cells[h2]
                            .iter()
                            .filter(|&&c| !set1.contains(c) && g.work[c] & bit(digit) != 0)
                            .map(|&c| (c, bit(digit)))
                            .collect();
                        let parents = self.cells[h1]
                            .iter()
                            .filter(|&&c| !set2.contains(c) && g.gone(c, digit))
                            .map(|&c| (c, digit));
                        add_pattern(out, parents, removable, false);
                    }
                }
            }
        }
    }

    /// SukakuExplainer's `VLocking`: a digit with two to six places in a
    /// house leaves every cell that sees them all; houses by kind, digits,
    /// then houses.
    fn generalised_locking(&self, layout: &Layout, g: Grids, since: u64, out: &mut Removals) {
        for houses in &self.locking_kinds {
            for digit in 1..=layout.size as u8 {
                for &h in houses {
                    if !self.changes.digit_changed(h, digit, since) {
                        continue;
                    }
                    let mask = self.place_mask(g.work, h, digit);
                    if !(2..=6).contains(&mask.count_ones()) {
                        continue;
                    }
                    let at: Vec<usize> = self.cells_at(h, mask).collect();
                    let mut seen = layout.peers[at[0]];
                    for &c in &at[1..] {
                        seen.intersect(&layout.peers[c]);
                    }
                    let removable: Vec<(usize, u32)> = seen
                        .cells()
                        .filter(|&c| !at.contains(&c) && g.work[c] & bit(digit) != 0)
                        .map(|c| (c, bit(digit)))
                        .collect();
                    let parents = self.cells[h]
                        .iter()
                        .filter(|&&c| g.gone(c, digit))
                        .map(|&c| (c, digit));
                    // Its hint hands out a copy of its map.
                    add_pattern(out, parents, removable, true);
                }
            }
        }
    }

    /// SukakuExplainer's `HiddenSet(2, false)`: two digits with the same
    /// two places in a house (of more than four empty cells) leave those
    /// cells' other candidates; houses, then digit pairs (1-2, 1-3, 2-3,
    /// 1-4...).
    fn hidden_pairs(&self, g: Grids, since: u64, out: &mut Removals) {
        for &h in &self.set_houses {
            if self.changes.house[h] <= since {
                continue;
            }
            let cells = &self.cells[h];
            let empty = cells.iter().filter(|&&c| g.source[c] != 0).count();
            if empty <= 4 {
                continue;
            }
            let n = cells.len() as u8;
            // Each digit's places once per house, not once per pair.
            let masks: Vec<u32> = (1..=n).map(|d| self.place_mask(g.work, h, d)).collect();
            for (a, b) in pairs_in_order(n) {
                let (da, db) = (a + 1, b + 1);
                let (mask_a, mask_b) = (masks[a as usize], masks[b as usize]);
                if mask_a != mask_b || mask_a.count_ones() != 2 {
                    continue;
                }
                let at_a: Vec<usize> = self.cells_at(h, mask_a).collect();
                let pair = bit(da) | bit(db);
                let removable: Vec<(usize, u32)> = at_a
                    .iter()
                    .map(|&c| (c, g.work[c] & !pair))
                    .filter(|&(_, m)| m != 0)
                    .collect();
                let parents = cells.iter().filter(|c| !at_a.contains(c)).flat_map(|&c| {
                    [da, db]
                        .into_iter()
                        .filter(move |&d| g.source[c] & bit(d) != 0)
                        .map(move |d| (c, d))
                });
                add_pattern(out, parents, removable, false);
            }
        }
    }

    /// SukakuExplainer's `NakedSet(2)` (classic: the house's other cells
    /// lose the pair's digits) or `NakedSetGen(2)` (variants: every cell
    /// that sees the pair's places of a digit loses it); houses of four or
    /// more empty cells, then cell pairs by their places in the house.
    fn naked_pairs(&self, layout: &Layout, g: Grids, since: u64, out: &mut Removals) {
        for &h in &self.set_houses {
            if self.changes.house[h] <= since {
                continue;
            }
            let cells = &self.cells[h];
            let empty = cells.iter().filter(|&&c| g.source[c] != 0).count();
            if empty < 4 {
                continue;
            }
            for (a, b) in pairs_in_order(cells.len() as u8) {
                let (ca, cb) = (cells[a as usize], cells[b as usize]);
                let (ma, mb) = (g.work[ca], g.work[cb]);
                if ma.count_ones() < 2 || mb.count_ones() < 2 || (ma | mb).count_ones() != 2 {
                    continue;
                }
                let pair = ma | mb;
                let mut removable: Vec<(usize, u32)> = Vec::new();
                if self.generalised {
                    for d in digits(pair) {
                        let holding: Vec<usize> = [ca, cb]
                            .into_iter()
                            .filter(|&c| g.work[c] & bit(d) != 0)
                            .collect();
                        let mut seen = layout.peers[holding[0]];
                        for &c in &holding[1..] {
                            seen.intersect(&layout.peers[c]);
                        }
                        for c in seen.cells().filter(|&c| g.work[c] & bit(d) != 0) {
                            match removable.iter_mut().find(|(x, _)| *x == c) {
                                Some((_, m)) => *m |= bit(d),
                                None => removable.push((c, bit(d))),
                            }
                        }
                    }
                } else {
                    removable = cells
                        .iter()
                        .filter(|&&c| c != ca && c != cb && g.work[c] & pair != 0)
                        .map(|&c| (c, g.work[c] & pair))
                        .collect();
                }
                let parents = [ca, cb]
                    .into_iter()
                    .flat_map(|c| digits(g.source[c] & !pair).map(move |d| (c, d)));
                add_pattern(out, parents, removable, false);
            }
        }
    }

    /// SukakuExplainer's `Fisherman(2)`: a digit (solved five times or
    /// fewer) with the same two places in two base lines leaves the cover
    /// lines' other cells; base columns first, then base rows, by line
    /// pairs (1-2, 1-3, 2-3...), then digits.
    fn x_wings(&self, layout: &Layout, g: Grids, placed: &[usize], since: u64, out: &mut Removals) {
        let n = layout.size;
        for (bases, covers) in [(&self.columns, &self.rows), (&self.rows, &self.columns)] {
            if bases.len() != n || covers.len() != n {
                continue;
            }
            for (a, b) in pairs_in_order(n as u8) {
                let (ba, bb) = (bases[a as usize], bases[b as usize]);
                for digit in 1..=n as u8 {
                    if placed[digit as usize - 1] + 4 > n
                        || !(self.changes.digit_changed(ba, digit, since)
                            || self.changes.digit_changed(bb, digit, since))
                    {
                        continue;
                    }
                    // Positions along a line: a cell's place in it.
                    let along = |h: usize| -> u32 {
                        self.cells[h]
                            .iter()
                            .enumerate()
                            .filter(|&(_, &c)| g.work[c] & bit(digit) != 0)
                            .fold(0, |m, (i, _)| m | 1 << i)
                    };
                    let (pa, pb) = (along(ba), along(bb));
                    if pa.count_ones() < 2 || pb.count_ones() < 2 || (pa | pb).count_ones() != 2 {
                        continue;
                    }
                    let cover_lines = pa | pb;
                    let base_lines = 1u32 << a | 1 << b;
                    let mut removable = Vec::new();
                    for (i, &cover) in covers.iter().enumerate() {
                        if cover_lines >> i & 1 == 0 {
                            continue;
                        }
                        for (j, &c) in self.cells[cover].iter().enumerate() {
                            if base_lines >> j & 1 == 0 && g.work[c] & bit(digit) != 0 {
                                removable.push((c, bit(digit)));
                            }
                        }
                    }
                    let parents = [ba, bb].into_iter().flat_map(|base| {
                        self.cells[base]
                            .iter()
                            .enumerate()
                            .filter(move |&(j, &c)| cover_lines >> j & 1 == 0 && g.gone(c, digit))
                            .map(move |(_, &c)| (c, digit))
                    });
                    add_pattern(out, parents, removable, false);
                }
            }
        }
    }
}

#[derive(Clone, Copy)]
struct Grids<'a> {
    source: &'a [u32],
    work: &'a [u32],
}

impl Grids<'_> {
    /// Whether the walk removed `digit` from `cell`.
    fn gone(&self, cell: usize, digit: u8) -> bool {
        self.source[cell] & bit(digit) != 0 && self.work[cell] & bit(digit) == 0
    }
}

/// Index pairs (a, b), a < b < n, as SukakuExplainer's `Permutations`
/// gives them: by the larger index, then the smaller (0-1, 0-2, 1-2...).
fn pairs_in_order(n: u8) -> impl Iterator<Item = (u8, u8)> {
    (1..n).flat_map(|b| (0..b).map(move |a| (a, b)))
}

/// Adds one pattern's removals (cells in insertion order, each with its
/// digits) in the order of Java's hash map of them, unless the pattern
/// needed nothing gone (`parents` empty) or removes nothing.
fn add_pattern(
    out: &mut Removals,
    parents: impl Iterator<Item = (usize, u8)>,
    mut removable: Vec<(usize, u32)>,
    copied: bool,
) {
    if removable.is_empty() {
        return;
    }
    let start = out.parents.len();
    out.parents.extend(parents);
    if out.parents.len() == start {
        return;
    }
    let range = start..out.parents.len();
    let table = java_table_size(removable.len(), copied);
    // A stable sort keeps the insertion order within a bucket.
    removable.sort_by_key(|&(c, _)| c & (table - 1));
    for (cell, mask) in removable {
        for d in digits(mask) {
            out.offs.push((cell, d, range.clone()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn java_tables_grow_as_java_grows_them() {
        assert_eq!(java_table_size(1, false), 16);
        assert_eq!(java_table_size(12, false), 16);
        assert_eq!(java_table_size(13, false), 32);
        assert_eq!(java_table_size(11, true), 16);
        assert_eq!(java_table_size(12, true), 32);
        assert_eq!(java_table_size(24, true), 64);
    }

    #[test]
    fn pairs_come_in_permutation_order() {
        let pairs: Vec<(u8, u8)> = pairs_in_order(4).collect();
        assert_eq!(pairs, vec![(0, 1), (0, 2), (1, 2), (0, 3), (1, 3), (2, 3)]);
    }

    #[test]
    fn removals_follow_the_hash_order() {
        let mut out = Removals::default();
        add_pattern(
            &mut out,
            [(0, 1)].into_iter(),
            vec![(5, bit(2)), (17, bit(2) | bit(3))],
            false,
        );
        let order: Vec<(usize, u8)> = out.offs.iter().map(|&(c, d, _)| (c, d)).collect();
        // 17 is in bucket 1, before 5's bucket 5.
        assert_eq!(order, vec![(17, 2), (17, 3), (5, 2)]);
        // A pattern that needed nothing gone adds nothing.
        let mut none = Removals::default();
        add_pattern(&mut none, std::iter::empty(), vec![(5, bit(2))], false);
        assert!(none.offs.is_empty());
    }
}
