//! A rule set as data: the grid's size, its houses, its neighbour rules,
//! cages, thermometers and dots, plus what the engines derive from them
//! once (each cell's peers, the pair constraints, each cage's digit
//! combinations). Built by [`RulesBuilder`](super::RulesBuilder), which
//! validates it; immutable afterwards, and `Send + Sync`, so one rule set
//! serves many threads.
//!
//! Cells are numbered `row * size + column`, from 0, row by row. Digits are
//! 1..=size; a candidate set is a `u32` with bit `d - 1` for digit `d`.

use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

/// The smallest grid the engine takes.
pub const MIN_SIZE: usize = 4;
/// The largest grid the engine takes (digits must fit 32-bit sets).
pub const MAX_SIZE: usize = 25;

/// What makes a group of cells hold different digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseKind {
    Row,
    Column,
    /// A box, or a jigsaw region.
    Region,
    /// Top-left to bottom-right (f-puzzles `diagonal-`).
    MainDiagonal,
    /// Bottom-left to top-right (f-puzzles `diagonal+`).
    AntiDiagonal,
    /// One of windoku's four windows.
    Window,
    /// The cells at one position in every box.
    DisjointGroup,
    Asterisk,
    CentreDot,
    Girandola,
    /// A region the user listed.
    Extra,
    /// A killer cage (its sum, if any, is a rule of its own).
    Cage,
}

/// A group of cells whose digits all differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct House {
    pub kind: HouseKind,
    pub cells: Vec<usize>,
}

/// A killer cage: distinct digits, with an optional sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cage {
    pub cells: Vec<usize>,
    pub sum: Option<u32>,
}

/// A kropki dot's rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DotKind {
    /// White: the digits differ by this much.
    Difference(u32),
    /// Black: one digit is this many times the other.
    Ratio(u32),
}

/// A kropki dot between two cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dot {
    pub cells: [usize; 2],
    pub kind: DotKind,
}

/// A rule between two cells, the form the engine propagates thermometers,
/// dots and the negative and non-consecutive rules in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairKind {
    /// The first cell's digit is below the second's.
    Less,
    /// The digits differ by exactly this much.
    Difference(u32),
    /// One digit is this many times the other.
    Ratio(u32),
    /// The digits do not differ by this much. Only between orthogonal
    /// neighbours, which are peers: propagation relies on it.
    NotDifference(u32),
    /// Neither digit is this many times the other. Only between orthogonal
    /// neighbours, as `NotDifference`.
    NotRatio(u32),
}

/// Where a pair rule came from, for [`check`](super::check)'s report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairSource {
    /// Thermometer `index`, in the order given.
    Thermometer(usize),
    /// Dot `index`, in the order given.
    Dot(usize),
    NonConsecutive,
    /// The negative rule: every black dot is given.
    NegativeRatio,
    /// The negative rule: every white dot is given.
    NegativeDifference,
}

/// A rule between two cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    pub cells: [usize; 2],
    pub kind: PairKind,
    pub source: PairSource,
}

/// Neighbour rules, as flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Neighbours {
    pub anti_knight: bool,
    pub anti_king: bool,
    pub nonconsecutive: bool,
    /// f-puzzles `negative: ["ratio"]`.
    pub all_ratios_given: bool,
    /// f-puzzles `negative: ["difference"]`.
    pub all_differences_given: bool,
}

/// Cages whose digit combinations would take more than this many sets are
/// propagated by their sum's bounds only.
const MAX_COMBINATIONS: usize = 1 << 14;

/// A validated, immutable rule set. Its tables are shared: a clone is a
/// reference count, not a copy of the hundred or so vectors a rule set
/// holds (the generator returns the rules with every puzzle, and on 4x4
/// that copy was a large share of a puzzle's allocations,
/// docs/VARIANTS.md "Generating"). Reads go through `Deref` to
/// `RuleTables`.
#[derive(Clone)]
pub struct Rules(Arc<RuleTables>);

impl Deref for Rules {
    type Target = RuleTables;
    fn deref(&self) -> &RuleTables {
        &self.0
    }
}

impl fmt::Debug for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// What a [`Rules`] holds: the rules as given, and the tables derived
/// from them once. Public only as the target of `Rules`' `Deref`; its
/// fields are the engine's.
#[derive(Debug)]
pub struct RuleTables {
    pub(super) size: usize,
    pub(super) box_shape: Option<(usize, usize)>,
    pub(super) region_of: Vec<Option<usize>>,
    pub(super) houses: Vec<House>,
    pub(super) neighbours: Neighbours,
    pub(super) cages: Vec<Cage>,
    pub(super) thermometers: Vec<Vec<usize>>,
    pub(super) dots: Vec<Dot>,
    // Derived once.
    pub(super) peers: Vec<Vec<usize>>,
    pub(super) pairs: Vec<Pair>,
    /// Houses of exactly `size` cells: each digit sits in each once.
    pub(super) full_houses: Vec<usize>,
    /// Per cage: the digit sets of its size with its sum (None: too many,
    /// or no sum).
    pub(super) cage_combinations: Vec<Option<Vec<u32>>>,
    /// Full house A and group B meeting in two or more cells: where a
    /// digit of A is locked into B, it leaves the rest of B.
    pub(super) intersections: Vec<Intersection>,
    /// Per full house: the range of its entries in `intersections`
    /// (they are listed house by house).
    pub(super) intersections_of_slot: Vec<std::ops::Range<usize>>,
    /// Per full house and position in its cell list, at `slot * size +
    /// position`: the house's intersections (bit `k` for the `k`-th of
    /// `intersections_of_slot[slot]`) whose shared cells hold that
    /// position, so a digit's lock is looked for only where its first
    /// place lies. Empty when some full house meets more than 64 groups.
    pub(super) meets_at_position: Vec<u64>,
    /// Words per cell set in `peer_bits` and `adjacent_bits`.
    pub(super) words: usize,
    /// Each cell's peers as a bit set of cells, `words` words a cell.
    pub(super) peer_bits: Vec<u64>,
    /// Each cell's partners in a "not consecutive" pair (non-consecutive,
    /// or every white dot given), as bit sets of cells.
    pub(super) adjacent_bits: Vec<u64>,
    /// Per cell: the pair rules (indices into `pairs`) it takes part in, so
    /// propagation revises only the pairs of cells that changed.
    pub(super) pairs_of_cell: Vec<Vec<u32>>,
    /// Per cell: the cages (indices into `cages`) that hold it.
    pub(super) cages_of_cell: Vec<Vec<u32>>,
    /// Per cell: the full houses that hold it, as positions in
    /// `full_houses`.
    pub(super) full_slots_of_cell: Vec<Vec<u32>>,
    /// Per cell, beside `full_slots_of_cell`: the cell's position in each
    /// of those houses' cell lists.
    pub(super) full_positions_of_cell: Vec<Vec<u8>>,
    /// Per cell: its peers that share no full house with it (cages, extra
    /// houses that are not full, anti-knight and anti-king cells). A
    /// placed digit leaves the peers in its full houses through the
    /// board's places of the digit there, and these through this list.
    pub(super) peers_outside_full_houses: Vec<Vec<u16>>,
    /// Whether "places seen" can find what intersections do not: false
    /// for boxes with rows and columns and nothing else, where a cell that
    /// sees every place of a digit in a house sees them through one house.
    pub(super) places_seen_adds: bool,
    /// Whether propagation looks for naked and hidden pairs: on 12x12 and
    /// larger, where they cut the guesses by a third or more; on 9x9
    /// non-consecutive they cut a tenth and cost as much (measured,
    /// docs/VARIANTS.md "Speed").
    pub(super) house_pairs_add: bool,
}

#[derive(Clone, Debug)]
pub(super) struct Intersection {
    /// The full house, as a position in `full_houses`: only its candidates
    /// decide what is locked.
    pub(super) full_slot: usize,
    /// The positions in the full house's cell list that lie in the other
    /// group, one bit each, to compare with the board's places.
    pub(super) inside_positions: u32,
    /// The other group's cells outside the full house.
    pub(super) rest_of_other: Vec<usize>,
    /// When the other group is a full house too: its slot, and the
    /// positions of `rest_of_other` in its cell list, so that only the
    /// cells the board's places there still list are narrowed (a few of
    /// 20 on 25x25). `u32::MAX` and 0 otherwise.
    pub(super) other_slot: u32,
    pub(super) rest_positions_in_other: u32,
}

impl Rules {
    /// N: the grid is N x N, digits 1..=N.
    pub fn size(&self) -> usize {
        self.size
    }
    /// Number of cells, N * N.
    pub fn cells(&self) -> usize {
        self.size * self.size
    }
    /// The set of all digits.
    pub fn all_digits(&self) -> u32 {
        full_mask(self.size)
    }
    /// Box rows and columns, or None for jigsaw regions or none.
    pub fn box_shape(&self) -> Option<(usize, usize)> {
        self.box_shape
    }
    /// The region (box or jigsaw piece) of each cell, if any.
    pub fn region_of(&self, cell: usize) -> Option<usize> {
        self.region_of[cell]
    }
    /// Every group whose digits differ: rows, columns, regions, extra
    /// houses, cages.
    pub fn houses(&self) -> &[House] {
        &self.houses
    }
    /// The cells that may not share a digit with `cell`: its houses' cells
    /// and its anti-knight and anti-king neighbours.
    pub fn peers(&self, cell: usize) -> &[usize] {
        &self.peers[cell]
    }
    /// The neighbour rules.
    pub fn neighbours(&self) -> Neighbours {
        self.neighbours
    }
    /// Killer cages.
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }
    /// Thermometer lines, each from its bulb.
    pub fn thermometers(&self) -> &[Vec<usize>] {
        &self.thermometers
    }
    /// Kropki dots.
    pub fn dots(&self) -> &[Dot] {
        &self.dots
    }
    /// Every rule between two cells, derived from thermometers, dots and the
    /// non-consecutive and negative rules.
    pub fn pairs(&self) -> &[Pair] {
        &self.pairs
    }

    /// Classic 9x9: 3x3 boxes and no other rule. These go to the classic
    /// engine.
    pub fn is_classic(&self) -> bool {
        self.size == 9
            && self.box_shape == Some((3, 3))
            && self.houses.len() == 27
            && self.neighbours == Neighbours::default()
            && self.cages.is_empty()
            && self.thermometers.is_empty()
            && self.dots.is_empty()
    }
}

impl RuleTables {
    /// Derives peers, pairs, full houses, cage combinations and the
    /// intersections from the rules. The builder has validated them.
    pub(super) fn derive(mut self) -> Rules {
        let n = self.size;
        let cells = n * n;
        let mut peer_sets = vec![vec![false; cells]; cells];
        for house in &self.houses {
            for &a in &house.cells {
                for &b in &house.cells {
                    if a != b {
                        peer_sets[a][b] = true;
                    }
                }
            }
        }
        let mut moves: Vec<(isize, isize)> = Vec::new();
        if self.neighbours.anti_knight {
            moves.extend([
                (1, 2),
                (2, 1),
                (-1, 2),
                (-2, 1),
                (1, -2),
                (2, -1),
                (-1, -2),
                (-2, -1),
            ]);
        }
        if self.neighbours.anti_king {
            moves.extend([
                (1, 1),
                (1, -1),
                (-1, 1),
                (-1, -1),
                (0, 1),
                (1, 0),
                (0, -1),
                (-1, 0),
            ]);
        }
        for (cell, set) in peer_sets.iter_mut().enumerate() {
            for &(dr, dc) in &moves {
                if let Some(other) = offset(n, cell, dr, dc) {
                    set[other] = true;
                }
            }
        }
        self.peers = peer_sets
            .iter()
            .map(|set| (0..cells).filter(|&c| set[c]).collect())
            .collect();

        self.pairs = self.derive_pairs();
        self.full_houses = (0..self.houses.len())
            .filter(|&h| self.houses[h].cells.len() == n)
            .collect();
        self.cage_combinations = self
            .cages
            .iter()
            .map(|cage| {
                cage.sum
                    .and_then(|sum| combinations(n, cage.cells.len(), sum))
            })
            .collect();
        self.intersections = self.derive_intersections();
        self.intersections_of_slot = (0..self.full_houses.len())
            .map(|slot| {
                let start = self.intersections.partition_point(|m| m.full_slot < slot);
                let end = self.intersections.partition_point(|m| m.full_slot <= slot);
                start..end
            })
            .collect();
        self.meets_at_position = self.derive_meets_at_position();
        self.words = cells.div_ceil(64);
        self.peer_bits = vec![0; cells * self.words];
        self.adjacent_bits = vec![0; cells * self.words];
        for cell in 0..cells {
            for &peer in &self.peers[cell] {
                self.peer_bits[cell * self.words + peer / 64] |= 1 << (peer % 64);
            }
        }
        for pair in &self.pairs {
            if pair.kind == PairKind::NotDifference(1) {
                let [a, b] = pair.cells;
                self.adjacent_bits[a * self.words + b / 64] |= 1 << (b % 64);
                self.adjacent_bits[b * self.words + a / 64] |= 1 << (a % 64);
            }
        }
        let plain_boxes = self.box_shape.is_some()
            && self.houses.iter().all(|house| {
                matches!(
                    house.kind,
                    HouseKind::Row | HouseKind::Column | HouseKind::Region
                )
            })
            && !self.neighbours.anti_knight
            && !self.neighbours.anti_king;
        let any_adjacent = self.adjacent_bits.iter().any(|&w| w != 0);
        self.places_seen_adds = !plain_boxes || any_adjacent;
        self.house_pairs_add = n >= 12;
        self.pairs_of_cell = vec![Vec::new(); cells];
        for (index, pair) in self.pairs.iter().enumerate() {
            for cell in pair.cells {
                self.pairs_of_cell[cell].push(index as u32);
            }
        }
        self.cages_of_cell = vec![Vec::new(); cells];
        for (index, cage) in self.cages.iter().enumerate() {
            for &cell in &cage.cells {
                self.cages_of_cell[cell].push(index as u32);
            }
        }
        self.full_slots_of_cell = vec![Vec::new(); cells];
        self.full_positions_of_cell = vec![Vec::new(); cells];
        for (slot, &house) in self.full_houses.iter().enumerate() {
            for (position, &cell) in self.houses[house].cells.iter().enumerate() {
                self.full_slots_of_cell[cell].push(slot as u32);
                self.full_positions_of_cell[cell].push(position as u8);
            }
        }
        let mut mate = vec![false; cells];
        self.peers_outside_full_houses = (0..cells)
            .map(|cell| {
                let slots = &self.full_slots_of_cell[cell];
                for &slot in slots {
                    for &other in &self.houses[self.full_houses[slot as usize]].cells {
                        mate[other] = true;
                    }
                }
                let outside = self.peers[cell]
                    .iter()
                    .filter(|&&peer| !mate[peer])
                    .map(|&peer| peer as u16)
                    .collect();
                for &slot in slots {
                    for &other in &self.houses[self.full_houses[slot as usize]].cells {
                        mate[other] = false;
                    }
                }
                outside
            })
            .collect();
        Rules(Arc::new(self))
    }

    fn derive_pairs(&self) -> Vec<Pair> {
        let n = self.size;
        let mut pairs = Vec::new();
        for (index, line) in self.thermometers.iter().enumerate() {
            for step in line.windows(2) {
                pairs.push(Pair {
                    cells: [step[0], step[1]],
                    kind: PairKind::Less,
                    source: PairSource::Thermometer(index),
                });
            }
        }
        for (index, dot) in self.dots.iter().enumerate() {
            let kind = match dot.kind {
                DotKind::Difference(v) => PairKind::Difference(v),
                DotKind::Ratio(v) => PairKind::Ratio(v),
            };
            pairs.push(Pair {
                cells: dot.cells,
                kind,
                source: PairSource::Dot(index),
            });
        }
        let has_dot = |a: usize, b: usize, white: Option<bool>| {
            self.dots.iter().any(|dot| {
                let same = dot.cells == [a, b] || dot.cells == [b, a];
                let colour = matches!(
                    (white, dot.kind),
                    (None, _)
                        | (Some(true), DotKind::Difference(_))
                        | (Some(false), DotKind::Ratio(_))
                );
                same && colour
            })
        };
        let neighbours = self.neighbours;
        for a in 0..n * n {
            for (dr, dc) in [(0, 1), (1, 0)] {
                let Some(b) = offset(n, a, dr, dc) else {
                    continue;
                };
                // Setters' tools exempt a dotted pair from non-consecutive.
                if neighbours.nonconsecutive && !has_dot(a, b, None) {
                    pairs.push(Pair {
                        cells: [a, b],
                        kind: PairKind::NotDifference(1),
                        source: PairSource::NonConsecutive,
                    });
                }
                if neighbours.all_ratios_given && !has_dot(a, b, Some(false)) {
                    pairs.push(Pair {
                        cells: [a, b],
                        kind: PairKind::NotRatio(2),
                        source: PairSource::NegativeRatio,
                    });
                }
                if neighbours.all_differences_given && !has_dot(a, b, Some(true)) {
                    pairs.push(Pair {
                        cells: [a, b],
                        kind: PairKind::NotDifference(1),
                        source: PairSource::NegativeDifference,
                    });
                }
            }
        }
        pairs
    }

    fn derive_meets_at_position(&self) -> Vec<u64> {
        let n = self.size;
        if self
            .intersections_of_slot
            .iter()
            .any(|range| range.len() > 64)
        {
            return Vec::new();
        }
        let mut meets = vec![0u64; self.full_houses.len() * n];
        for (slot, range) in self.intersections_of_slot.iter().enumerate() {
            for (k, meet) in self.intersections[range.clone()].iter().enumerate() {
                let mut inside = meet.inside_positions;
                while inside != 0 {
                    let position = inside.trailing_zeros() as usize;
                    inside &= inside - 1;
                    meets[slot * n + position] |= 1 << k;
                }
            }
        }
        meets
    }

    fn derive_intersections(&self) -> Vec<Intersection> {
        let mut found = Vec::new();
        for (full_slot, &full) in self.full_houses.iter().enumerate() {
            let a = &self.houses[full].cells;
            for (index, other) in self.houses.iter().enumerate() {
                if index == full {
                    continue;
                }
                let b = &other.cells;
                let inside: Vec<usize> = a.iter().copied().filter(|c| b.contains(c)).collect();
                let rest_of_other: Vec<usize> =
                    b.iter().copied().filter(|c| !a.contains(c)).collect();
                if inside.len() < 2 || rest_of_other.is_empty() {
                    continue;
                }
                let inside_positions = a
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| b.contains(c))
                    .fold(0u32, |bits, (position, _)| bits | 1 << position);
                let other_slot = self.full_houses.iter().position(|&h| h == index);
                let rest_positions_in_other = match other_slot {
                    Some(_) => b
                        .iter()
                        .enumerate()
                        .filter(|(_, c)| !a.contains(c))
                        .fold(0u32, |bits, (position, _)| bits | 1 << position),
                    None => 0,
                };
                found.push(Intersection {
                    full_slot,
                    inside_positions,
                    rest_of_other,
                    other_slot: other_slot.map_or(u32::MAX, |slot| slot as u32),
                    rest_positions_in_other,
                });
            }
        }
        found
    }
}

/// The set of digits 1..=size.
pub const fn full_mask(size: usize) -> u32 {
    if size >= 32 {
        u32::MAX
    } else {
        (1u32 << size) - 1
    }
}

/// The cell `dr` rows and `dc` columns from `cell`, if on the grid.
pub(super) fn offset(size: usize, cell: usize, dr: isize, dc: isize) -> Option<usize> {
    let row = (cell / size) as isize + dr;
    let col = (cell % size) as isize + dc;
    let inside = |v: isize| v >= 0 && v < size as isize;
    (inside(row) && inside(col)).then(|| row as usize * size + col as usize)
}

/// The smallest and largest sums of `count` different digits of 1..=size.
pub fn sum_range(size: usize, count: usize) -> (u32, u32) {
    let (n, k) = (size as u32, count as u32);
    let low = k * (k + 1) / 2;
    let high = k * (2 * n - k + 1) / 2;
    (low, high)
}

/// Every set of `count` different digits of 1..=size summing to `sum`, or
/// None when there are too many to keep.
fn combinations(size: usize, count: usize, sum: u32) -> Option<Vec<u32>> {
    fn walk(next: u32, size: u32, left: usize, sum: u32, set: u32, out: &mut Vec<u32>) -> bool {
        if left == 0 {
            if sum == 0 {
                if out.len() == MAX_COMBINATIONS {
                    return false;
                }
                out.push(set);
            }
            return true;
        }
        let mut digit = next;
        while digit <= size && digit <= sum {
            if !walk(
                digit + 1,
                size,
                left - 1,
                sum - digit,
                set | 1 << (digit - 1),
                out,
            ) {
                return false;
            }
            digit += 1;
        }
        true
    }
    let mut out = Vec::new();
    walk(1, size as u32, count, sum, 0, &mut out).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_of_a_killer_cage() {
        // 3 cells summing to 7 in 9x9: {1,2,4} only.
        assert_eq!(combinations(9, 3, 7), Some(vec![0b1011]));
        // 2 cells summing to 10: 1+9, 2+8, 3+7, 4+6.
        assert_eq!(combinations(9, 2, 10).map(|c| c.len()), Some(4));
        assert_eq!(sum_range(9, 9), (45, 45));
        assert_eq!(sum_range(9, 2), (3, 17));
    }

    #[test]
    fn offsets_stay_on_the_grid() {
        assert_eq!(offset(9, 0, -1, 0), None);
        assert_eq!(offset(9, 8, 0, 1), None);
        assert_eq!(offset(9, 0, 2, 1), Some(19));
    }
}
