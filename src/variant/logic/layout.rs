//! What the logic engine reads from a rule set, derived once: the houses in
//! a fixed kind order, each cell's peers as a bit set, each cell's houses,
//! the pair rules by cell, and each cage's digit combinations.

use std::sync::OnceLock;

use super::super::rules::{HouseKind, PairKind, Rules};
use super::{seen_order, strong_links};

/// Cells as a bit set: 25 x 25 = 625 cells fit ten words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct CellSet([u64; 10]);

impl CellSet {
    pub fn insert(&mut self, cell: usize) {
        self.0[cell / 64] |= 1 << (cell % 64);
    }
    pub fn remove(&mut self, cell: usize) {
        self.0[cell / 64] &= !(1 << (cell % 64));
    }
    pub fn contains(&self, cell: usize) -> bool {
        self.0[cell / 64] >> (cell % 64) & 1 == 1
    }
    pub fn intersect(&mut self, other: &CellSet) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a &= b;
        }
    }
    pub fn union(&mut self, other: &CellSet) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a |= b;
        }
    }
    /// Whether the two sets share a cell.
    pub fn meets(&self, other: &CellSet) -> bool {
        self.0.iter().zip(other.0.iter()).any(|(a, b)| a & b != 0)
    }
    /// The cells `64 * i` to `64 * i + 63`, bit by cell.
    #[inline(always)]
    pub(super) fn word(&self, i: usize) -> u64 {
        self.0[i]
    }
    /// The cells, ascending.
    pub fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        SetCells {
            words: &self.0[1..],
            base: 0,
            bits: self.0[0],
        }
    }
}

/// `CellSet::cells`: a word at a time, with no nested iterator (a peer
/// walk runs at every placement).
struct SetCells<'a> {
    /// The words after the current one.
    words: &'a [u64],
    /// The current word's first cell.
    base: usize,
    /// The current word's cells not yet given.
    bits: u64,
}

impl Iterator for SetCells<'_> {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        while self.bits == 0 {
            let (&word, rest) = self.words.split_first()?;
            self.words = rest;
            self.base += 64;
            self.bits = word;
        }
        let b = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(self.base + b)
    }
}

/// A house as the logic engine sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogicHouse {
    pub kind: HouseKind,
    pub cells: Vec<usize>,
    /// Holds every digit once (N cells): hidden singles, hidden sets,
    /// locking and fish may reason from it. A smaller house (a cage) only
    /// forbids repeats.
    pub full: bool,
}

/// A rule set, read for the logic engine.
#[derive(Clone, Debug)]
pub struct Layout {
    pub size: usize,
    pub houses: Vec<LogicHouse>,
    /// Each house's cells as a bit set, for "do these houses cross".
    pub house_sets: Vec<CellSet>,
    pub peers: Vec<CellSet>,
    /// Per cell: the other cell and the rule, for every pair rule it is in,
    /// oriented so that the cell is the rule's first cell.
    pub pairs_of_cell: Vec<Vec<(usize, OrientedPair)>>,
    /// Per cage with a sum: its cells and the digit sets that make the sum.
    pub cage_sums: Vec<(Vec<usize>, Vec<u32>)>,
    /// Every cage with a sum, however many combinations it has.
    pub cage_totals: Vec<CageTotal>,
    /// Per cell: the cells it may not be consecutive with (non-consecutive
    /// neighbours, or every white dot given), ascending.
    pub not_consecutive: Vec<Vec<usize>>,
    /// The houses of each kind, by `kind_rank`: every search walks houses
    /// kind by kind, many times a step.
    by_kind: Vec<Vec<usize>>,
    /// Per cell, the houses holding it, ascending.
    pub(super) houses_of_cell: Vec<Vec<usize>>,
    /// Per cell, each house holding it with the cell's position bit in
    /// that house (0 in a house of more than 32 cells): a rating keeps
    /// each house's places per digit as these bits, step by step. One
    /// list for every cell (`positions_start`), read at every change.
    positions: Vec<(usize, u32)>,
    positions_start: Vec<usize>,
    /// Per cell, the full houses holding it as `(kind_rank, house)`, by
    /// kind then house: the unique loop search walks them at every step.
    pub(super) ranked_full_houses: Vec<Vec<(usize, usize)>>,
    /// Per cell, its peers ascending, in one list (`peer_start`): a
    /// placement walks them, once per given and once per step, and a
    /// list reads faster than the ten words of a `CellSet`.
    peer_list: Vec<usize>,
    peer_start: Vec<usize>,
    /// Whether every cell's peers are the other cells of its houses and
    /// no pair rule holds: the givens' candidates then follow from the
    /// digits each house holds (`LogicBoard::from_givens`).
    pub(super) peers_by_houses: bool,
    /// Per pair of houses (`a * houses + b`), the positions of `a`'s cells
    /// that are in `b` as a bit set (empty when `a` has more than 32
    /// cells): "do they cross" and "are these places inside" in one read.
    house_overlap: Vec<u32>,
    /// Per kind and cell (`kind_rank * cells + cell`), the first house of
    /// the kind holding the cell (`usize::MAX` for none): direct pointing
    /// looks up the house of a kind through a place, many times a step.
    first_of_kind: Vec<usize>,
    /// Per cell, its peers through its row, column and box (or region):
    /// the wing searches walk these first, several times a step.
    pub(super) classic_peers: Vec<CellSet>,
    /// Per house, its cells in the order SukakuExplainer reads a house's
    /// strong links in (`link_order_of`): two strong links read every
    /// house's places in it, each step.
    link_order: Vec<Vec<usize>>,
    /// Per cell, the cells it sees in SukakuExplainer's order
    /// (`seen_order.rs`), built on first use: aligned exclusion reads it
    /// for each base cell at every step it is tried.
    seen_order: OnceLock<Vec<Vec<usize>>>,
    /// Per pair of cells (`a * cells + b`), the house two strong links
    /// name for them (`strong_links::shared_by_all`), `NO_SHARED_HOUSE`
    /// for none; built on first use, on grids of up to 128 cells: the
    /// strong-link searches ask it for most pairs of link ends they try.
    pair_share: OnceLock<Vec<u16>>,
}

/// `Layout::pair_share`'s entry for two cells in no common house.
const NO_SHARED_HOUSE: u16 = u16::MAX;

/// A killer cage with a sum, and its house in the layout's house list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CageTotal {
    pub cells: Vec<usize>,
    pub sum: u32,
    /// The cage's house (kind `Cage`), for step text.
    pub house: Option<usize>,
}

/// A pair rule seen from one of its cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OrientedPair {
    pub kind: PairKind,
    /// Whether this cell is the rule's second cell (matters for `Less`).
    pub second: bool,
}

impl OrientedPair {
    /// Whether this cell holding `mine` and the other holding `theirs` keep
    /// the rule.
    pub fn allows(&self, mine: u32, theirs: u32) -> bool {
        let (a, b) = if self.second {
            (theirs, mine)
        } else {
            (mine, theirs)
        };
        match self.kind {
            PairKind::Less => a < b,
            PairKind::Difference(k) => a.abs_diff(b) == k,
            PairKind::Ratio(k) => a == b * k || b == a * k,
            PairKind::NotDifference(k) => a.abs_diff(b) != k,
            PairKind::NotRatio(k) => a != b * k && b != a * k,
        }
    }
}

/// SukakuExplainer's anti-king then anti-knight offsets as its source
/// lists them (`ferzCellIndex`, `knightCellIndex`): its visible-cell lists
/// read each pair as (rows down, columns right), its chains as (columns
/// right, rows down), so the two walk a cell's neighbours in different
/// orders (`aligned_exclusion.rs` follows the first, `nishio.rs` the
/// second).
pub(crate) const SUKAKU_LEAPS: [(isize, isize); 12] = [
    (1, 1),
    (-1, 1),
    (-1, -1),
    (1, -1),
    (1, 2),
    (-1, 2),
    (1, -2),
    (-1, -2),
    (2, 1),
    (-2, 1),
    (2, -1),
    (-2, -1),
];

/// How many ranks `kind_rank` gives.
const KIND_COUNT: usize = 12;

/// The order houses are searched in: SukakuExplainer's region types
/// (boxes, rows, columns, disjoint groups, windows, diagonals, girandola,
/// asterisk, centre dot), then the user's regions and cages.
pub const fn kind_rank(kind: HouseKind) -> usize {
    // Keep KIND_COUNT in step.
    match kind {
        HouseKind::Region => 0,
        HouseKind::Row => 1,
        HouseKind::Column => 2,
        HouseKind::DisjointGroup => 3,
        HouseKind::Window => 4,
        HouseKind::MainDiagonal => 5,
        HouseKind::AntiDiagonal => 6,
        HouseKind::Girandola => 7,
        HouseKind::Asterisk => 8,
        HouseKind::CentreDot => 9,
        HouseKind::Extra => 10,
        HouseKind::Cage => 11,
    }
}

impl Layout {
    pub fn new(rules: &Rules) -> Layout {
        let size = rules.size();
        let cells = rules.cells();
        let mut houses: Vec<LogicHouse> = Vec::new();
        let windows: Vec<&Vec<usize>> = rules
            .houses()
            .iter()
            .filter(|h| h.kind == HouseKind::Window)
            .map(|h| &h.cells)
            .collect();
        for house in rules.houses() {
            if house.kind == HouseKind::Window && size == 9 && windows.len() == 4 {
                continue;
            }
            houses.push(LogicHouse {
                kind: house.kind,
                cells: house.cells.clone(),
                full: house.cells.len() == size,
            });
        }
        if size == 9 && windows.len() == 4 {
            houses.extend(windoku_groups());
        }
        houses.sort_by_key(|h| kind_rank(h.kind));
        let mut peers = vec![CellSet::default(); cells];
        for (cell, set) in peers.iter_mut().enumerate() {
            for &p in rules.peers(cell) {
                set.insert(p);
            }
        }
        // The implied window groups are houses too.
        for house in houses.iter().filter(|h| h.kind == HouseKind::Window) {
            for &a in &house.cells {
                for &b in &house.cells {
                    if a != b {
                        peers[a].insert(b);
                    }
                }
            }
        }
        let mut pairs_of_cell = vec![Vec::new(); cells];
        for pair in rules.pairs() {
            let [a, b] = pair.cells;
            pairs_of_cell[a].push((
                b,
                OrientedPair {
                    kind: pair.kind,
                    second: false,
                },
            ));
            pairs_of_cell[b].push((
                a,
                OrientedPair {
                    kind: pair.kind,
                    second: true,
                },
            ));
        }
        let mut not_consecutive: Vec<Vec<usize>> = (0..cells)
            .map(|c| {
                pairs_of_cell[c]
                    .iter()
                    .filter(|(_, rule)| rule.kind == PairKind::NotDifference(1))
                    .map(|&(other, _)| other)
                    .collect()
            })
            .collect();
        for list in &mut not_consecutive {
            list.sort_unstable();
            list.dedup();
        }
        let cage_sums = rules
            .cages()
            .iter()
            .zip(rules.cage_combinations.iter())
            .filter_map(|(cage, combos)| match (cage.sum, combos) {
                (Some(_), Some(combos)) => Some((cage.cells.clone(), combos.clone())),
                _ => None,
            })
            .collect();
        let cage_totals = rules
            .cages()
            .iter()
            .filter_map(|cage| {
                let mut sorted = cage.cells.clone();
                sorted.sort_unstable();
                let house = houses.iter().position(|h| {
                    let mut cells = h.cells.clone();
                    cells.sort_unstable();
                    h.kind == HouseKind::Cage && cells == sorted
                });
                cage.sum.map(|sum| CageTotal {
                    cells: cage.cells.clone(),
                    sum,
                    house,
                })
            })
            .collect();
        let house_sets = houses
            .iter()
            .map(|h| {
                let mut set = CellSet::default();
                for &c in &h.cells {
                    set.insert(c);
                }
                set
            })
            .collect();
        let mut by_kind = vec![Vec::new(); KIND_COUNT];
        for (i, h) in houses.iter().enumerate() {
            by_kind[kind_rank(h.kind)].push(i);
        }
        let mut houses_of_cell = vec![Vec::new(); cells];
        for (i, h) in houses.iter().enumerate() {
            for &c in &h.cells {
                houses_of_cell[c].push(i);
            }
        }
        let mut first_of_kind = vec![usize::MAX; KIND_COUNT * cells];
        for (i, h) in houses.iter().enumerate().rev() {
            for &c in &h.cells {
                first_of_kind[kind_rank(h.kind) * cells + c] = i;
            }
        }
        let mut positions_of_cell = vec![Vec::new(); cells];
        for (i, h) in houses.iter().enumerate() {
            for (at, &c) in h.cells.iter().enumerate() {
                let bit = if h.cells.len() <= 32 { 1 << at } else { 0 };
                positions_of_cell[c].push((i, bit));
            }
        }
        let ranked_full_houses = houses_of_cell
            .iter()
            .map(|of_cell| {
                let mut ranked: Vec<(usize, usize)> = of_cell
                    .iter()
                    .filter(|&&h| houses[h].full)
                    .map(|&h| (kind_rank(houses[h].kind), h))
                    .collect();
                ranked.sort_unstable();
                ranked
            })
            .collect();
        let (positions, positions_start) = flatten(&positions_of_cell);
        let peer_lists: Vec<Vec<usize>> = peers.iter().map(|p| p.cells().collect()).collect();
        let (peer_list, peer_start) = flatten(&peer_lists);
        let mut house_overlap = vec![0u32; houses.len() * houses.len()];
        for (a, h) in houses
            .iter()
            .enumerate()
            .filter(|(_, h)| h.cells.len() <= 32)
        {
            for (i, &c) in h.cells.iter().enumerate() {
                for &b in &houses_of_cell[c] {
                    house_overlap[a * houses.len() + b] |= 1 << i;
                }
            }
        }
        let mut classic_peers = vec![CellSet::default(); cells];
        let classic_kinds = [HouseKind::Row, HouseKind::Column, HouseKind::Region];
        for house in houses.iter().filter(|h| classic_kinds.contains(&h.kind)) {
            for &a in &house.cells {
                for &b in &house.cells {
                    if a != b {
                        classic_peers[a].insert(b);
                    }
                }
            }
        }
        let peers_by_houses = pairs_of_cell.iter().all(Vec::is_empty)
            && peers.iter().enumerate().all(|(cell, set)| {
                let mut through_houses = CellSet::default();
                for &h in &houses_of_cell[cell] {
                    for &other in houses[h].cells.iter().filter(|&&other| other != cell) {
                        through_houses.insert(other);
                    }
                }
                through_houses == *set
            });
        let link_order = houses.iter().map(|h| link_order_of(size, h)).collect();
        Layout {
            size,
            link_order,
            seen_order: OnceLock::new(),
            pair_share: OnceLock::new(),
            by_kind,
            houses_of_cell,
            ranked_full_houses,
            positions,
            positions_start,
            peer_list,
            peer_start,
            peers_by_houses,
            classic_peers,
            house_overlap,
            first_of_kind,
            houses,
            house_sets,
            peers,
            pairs_of_cell,
            cage_sums,
            cage_totals,
            not_consecutive,
        }
    }

    /// Whether two layouts reason alike: the same houses, peers, pair rules
    /// and cage sums.
    pub fn same_logic(&self, other: &Layout) -> bool {
        self.size == other.size
            && self.houses == other.houses
            && self.peers == other.peers
            && self.pairs_of_cell == other.pairs_of_cell
            && self.cage_sums == other.cage_sums
    }

    /// Houses of the given kinds, kind by kind in the order given.
    pub fn houses_of_kinds<'a>(
        &'a self,
        kinds: &'a [HouseKind],
    ) -> impl Iterator<Item = usize> + 'a {
        kinds
            .iter()
            .flat_map(move |&k| self.by_kind[kind_rank(k)].iter().copied())
    }

    /// The houses of one kind, in order.
    pub fn houses_of_kind(&self, kind: HouseKind) -> &[usize] {
        &self.by_kind[kind_rank(kind)]
    }

    /// A house's cells in SukakuExplainer's order: ascending, except the
    /// window groups in the columns between the windows (1, 5 and 9),
    /// which it lists column by column.
    pub(crate) fn cells_in_sukaku_order(&self, h: usize) -> Vec<usize> {
        let n = self.size;
        let house = &self.houses[h];
        let mut cells = house.cells.clone();
        let between = |c: &usize| n == 9 && [0, 4, 8].contains(&(c % n));
        if house.kind == HouseKind::Window && house.cells.iter().all(between) {
            cells.sort_by_key(|&c| (c % n, c / n));
        } else {
            cells.sort_unstable();
        }
        cells
    }

    /// The house's cells in SukakuExplainer's order for its strong links
    /// (see `link_order_of`).
    pub(super) fn link_order(&self, house: usize) -> &[usize] {
        &self.link_order[house]
    }

    /// The houses holding `cell`, each with the cell's position bit in it
    /// (0 in a house of more than 32 cells).
    #[inline]
    pub(super) fn positions_of_cell(&self, cell: usize) -> &[(usize, u32)] {
        &self.positions[self.positions_start[cell]..self.positions_start[cell + 1]]
    }

    /// The cell's peers, ascending (`peers[cell].cells()` as a list).
    #[inline]
    pub(super) fn peer_list(&self, cell: usize) -> &[usize] {
        &self.peer_list[self.peer_start[cell]..self.peer_start[cell + 1]]
    }

    /// The cells `cell` sees, in SukakuExplainer's order (see
    /// `seen_order.rs`), kept from the first call on.
    pub(super) fn seen_in_order(&self, cell: usize) -> &[usize] {
        let all = self.seen_order.get_or_init(|| {
            (0..self.peers.len())
                .map(|c| seen_order::seen_in_order(self, c))
                .collect()
        });
        &all[cell]
    }

    /// The house two strong links name for cells `a` and `b`
    /// (`strong_links::shared_by_all` of the two), kept from the first
    /// call on for grids of up to 128 cells.
    pub(super) fn pair_share(&self, a: usize, b: usize) -> Option<usize> {
        let cells = self.peers.len();
        if cells > 128 {
            return strong_links::shared_by_all(self, &[a, b]);
        }
        let table = self.pair_share.get_or_init(|| {
            // Each house offered to its pairs of cells, the preferred one
            // (`strong_links::share_rank`, then the lower number) kept.
            let mut table = vec![NO_SHARED_HOUSE; cells * cells];
            let rank = |h: u16| {
                (
                    strong_links::share_rank(self.houses[usize::from(h)].kind),
                    h,
                )
            };
            for (h, house) in self.houses.iter().enumerate() {
                let h = h as u16;
                for &x in &house.cells {
                    for &y in &house.cells {
                        let entry = &mut table[x * cells + y];
                        if *entry == NO_SHARED_HOUSE || rank(h) < rank(*entry) {
                            *entry = h;
                        }
                    }
                }
            }
            table
        });
        match table[a * cells + b] {
            NO_SHARED_HOUSE => None,
            h => Some(usize::from(h)),
        }
    }

    /// The positions of house `a`'s cells that lie in house `b`, as a bit
    /// set (bit `i` for `a`'s cell `i`); for houses of at most 32 cells.
    pub(super) fn overlap(&self, a: usize, b: usize) -> u32 {
        self.house_overlap[a * self.houses.len() + b]
    }

    /// The first house of `kind` (in the kind's order) holding `cell`.
    pub(super) fn first_house_of_kind(&self, kind: HouseKind, cell: usize) -> Option<usize> {
        let cells = self.houses_of_cell.len();
        let house = self.first_of_kind[kind_rank(kind) * cells + cell];
        (house != usize::MAX).then_some(house)
    }
}

/// Lists per cell as one list and where each cell's starts (with the end
/// last).
fn flatten<T: Copy>(lists: &[Vec<T>]) -> (Vec<T>, Vec<usize>) {
    let mut start = Vec::with_capacity(lists.len() + 1);
    let mut all = Vec::with_capacity(lists.iter().map(Vec::len).sum());
    for list in lists {
        start.push(all.len());
        all.extend_from_slice(list);
    }
    start.push(all.len());
    (all, start)
}

/// A house's cells in the order SukakuExplainer reads its strong links in:
/// row by row, except windoku's two groups in columns 1, 5 and 9 outside
/// rows 1, 5 and 9, which it takes column by column.
fn link_order_of(n: usize, house: &LogicHouse) -> Vec<usize> {
    let mut cells = house.cells.clone();
    cells.sort_unstable();
    let outer = |i: usize| i == 0 || i == n / 2 || i == n - 1;
    if house.kind == HouseKind::Window
        && n == 9
        && cells.iter().all(|&c| outer(c % n))
        && !cells.iter().all(|&c| outer(c / n))
    {
        cells.sort_unstable_by_key(|&c| (c % n, c / n));
    }
    cells
}

/// Windoku's nine groups: the four windows and the five groups of cells
/// they leave, each of which also holds every digit (a row band without its
/// windows' cells holds what the windows do not). Numbered as
/// SukakuExplainer numbers them, so that its search order is kept.
fn windoku_groups() -> Vec<LogicHouse> {
    // Per row (or column): 0 for the lines outside every window (1, 5, 9),
    // 1 for the first window's lines, 2 for the second's.
    let band = |i: usize| match i {
        0 | 4 | 8 => 0,
        1..=3 => 1,
        _ => 2,
    };
    let group_of = |r: usize, c: usize| match (band(r), band(c)) {
        (0, 0) => 0,
        (1, 1) => 1,
        (1, 2) => 2,
        (2, 1) => 3,
        (2, 2) => 4,
        (0, 1) => 5,
        (0, 2) => 6,
        (1, 0) => 7,
        _ => 8,
    };
    let mut groups = vec![Vec::new(); 9];
    for r in 0..9 {
        for c in 0..9 {
            groups[group_of(r, c)].push(r * 9 + c);
        }
    }
    groups
        .into_iter()
        .map(|cells| LogicHouse {
            kind: HouseKind::Window,
            cells,
            full: true,
        })
        .collect()
}
