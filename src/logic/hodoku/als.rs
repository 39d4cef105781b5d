//! Almost locked sets: N cells of one house holding N+1 digits, so that
//! removing any one digit locks the rest. Two ALSes joined by a restricted
//! common digit x (every x of both sees every other) cannot both hold x;
//! ALS-XZ and ALS-XY-Wing build on that.
//!
//! HoDoKu's order decides which step is taken, so it is kept:
//! - ALSes are collected house by house (rows, columns, boxes), each
//!   house's cell sets grown depth first in cell order; a set already found
//!   in an earlier house is not collected again. A bivalue cell counts.
//! - Restricted commons join pairs (first, second) of ALSes in collection
//!   order, second after first, never overlapping; a pair has at most two
//!   (its smallest digits that qualify).
//! - ALS-XZ takes the first restricted common with eliminations;
//!   ALS-XY-Wing the first pair of restricted commons, in their order,
//!   that shares one ALS (the pivot) and eliminates.
//! - Eliminations are listed digit by digit, cells in index order, in the
//!   order the rules find them (a doubly linked pair can list one twice).

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use super::board::{bit, digits_of, Board};
use super::step::HodokuStep;
use super::table::numbers::{ALS_XY_WING, ALS_XZ};
use crate::geometry::{CellSet, HOUSE_CELLS, PEER_SETS};

/// One almost locked set and, per digit, its cells and their buddies.
pub(super) struct Als {
    pub cells: CellSet,
    pub digits: u16,
    /// Per digit (index 1-9): the set's cells holding it.
    cells_with: [CellSet; 10],
    /// Per digit: the cells outside the set holding it and seeing every
    /// one of the set's cells that does.
    seeing: [CellSet; 10],
    /// The union of `seeing`.
    seen: CellSet,
}

impl Als {
    fn new(board: &Board, cells: CellSet, digits: u16) -> Als {
        let mut als = Als {
            cells,
            digits,
            cells_with: [CellSet::EMPTY; 10],
            seeing: [CellSet::EMPTY; 10],
            seen: CellSet::EMPTY,
        };
        for digit in digits_of(digits) {
            let d = digit as usize;
            let with = cells.and(board.digit_cells[d]);
            let seeing = with
                .iter()
                .fold(CellSet::ALL, |acc, cell| acc.and(PEER_SETS[cell]))
                .minus(cells)
                .and(board.digit_cells[d]);
            als.cells_with[d] = with;
            als.seeing[d] = if with.is_empty() {
                CellSet::EMPTY
            } else {
                seeing
            };
            als.seen = als.seen.or(als.seeing[d]);
        }
        als
    }
}

/// A board's ALSes and restricted commons, collected once for the three
/// ALS techniques HoDoKu tries one after the other on the same grid.
pub(super) struct AlsSet {
    pub alses: Vec<Als>,
    pub commons: Vec<Restricted>,
}

impl AlsSet {
    pub fn of(board: &Board) -> AlsSet {
        let alses = collect(board);
        let commons = restricted_commons(&alses);
        AlsSet { alses, commons }
    }
}

/// Every ALS of the board, in HoDoKu's collection order.
fn collect(board: &Board) -> Vec<Als> {
    let mut collector = Collector {
        board,
        known: HashSet::default(),
        found: Vec::new(),
    };
    for house in &HOUSE_CELLS {
        let empty: Vec<usize> = house
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| board.values[c] == 0)
            .collect();
        collector.grow(&empty, 0, CellSet::EMPTY, 0);
    }
    collector.found
}

/// A cheap hash for cell sets (the standard one, made to resist chosen
/// keys, is most of the collection's time; these keys are the board's).
#[derive(Default)]
struct CellSetHasher(u64);

impl Hasher for CellSetHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(byte as u64);
        }
    }
    fn write_u128(&mut self, value: u128) {
        self.write_u64(value as u64);
        self.write_u64((value >> 64) as u64);
    }
    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn finish(&self) -> u64 {
        // The product's high bits are the mixed ones; fold them down for
        // the table's bucket index.
        self.0 ^ (self.0 >> 32)
    }
}

struct Collector<'a> {
    board: &'a Board,
    /// The cell sets already collected.
    known: HashSet<u128, BuildHasherDefault<CellSetHasher>>,
    found: Vec<Als>,
}

impl Collector<'_> {
    /// Depth first over the subsets of `empty` from `start` that extend
    /// `cells` (holding `digits`), keeping those with one digit more than
    /// cells (at most eight cells).
    fn grow(&mut self, empty: &[usize], start: usize, cells: CellSet, digits: u16) {
        let size = cells.len() + 1;
        if size > 8 {
            return;
        }
        for (i, &cell) in empty.iter().enumerate().skip(start) {
            let mut with = cells;
            with.insert(cell);
            let union = digits | self.board.cands[cell];
            if union.count_ones() == size + 1 && self.known.insert(with.0) {
                self.found.push(Als::new(self.board, with, union));
            }
            self.grow(empty, i + 1, with, union);
        }
    }
}

/// A restricted common of ALSes `first` < `second`: `digit`, and
/// `second_digit` (0 for none) when the pair has two.
#[derive(Clone, Copy)]
pub(super) struct Restricted {
    pub first: usize,
    pub second: usize,
    pub digit: u8,
    pub second_digit: u8,
}

impl Restricted {
    pub fn digit_mask(&self) -> u16 {
        let second = if self.second_digit == 0 {
            0
        } else {
            bit(self.second_digit)
        };
        bit(self.digit) | second
    }
}

/// Every restricted common between non-overlapping ALSes, in HoDoKu's order.
fn restricted_commons(alses: &[Als]) -> Vec<Restricted> {
    let mut commons = Vec::new();
    // The pairs are many, and most share a cell, or no digit, or have no
    // cell of the second seen by the first (which a restricted common
    // needs): those tests read a compact copy, not the per-digit tables.
    let keys: Vec<(CellSet, CellSet, u16)> = alses
        .iter()
        .map(|als| (als.cells, als.seen, als.digits))
        .collect();
    for (i, first) in alses.iter().enumerate() {
        let (cells, seen, digits) = keys[i];
        for (j, &(other_cells, _, other_digits)) in keys.iter().enumerate().skip(i + 1) {
            if digits & other_digits == 0
                || !cells.and(other_cells).is_empty()
                || seen.and(other_cells).is_empty()
            {
                continue;
            }
            let second = &alses[j];
            let mut rc: Option<Restricted> = None;
            for digit in digits_of(digits & other_digits) {
                let d = digit as usize;
                // Every x of both sees every other: with the sets apart,
                // the second's x cells all see every x of the first (the
                // cells that do are the first's `seeing`), and then the
                // first's see the second's too.
                if !second.cells_with[d].minus(first.seeing[d]).is_empty() {
                    continue;
                }
                match rc.as_mut() {
                    None => {
                        rc = Some(Restricted {
                            first: i,
                            second: j,
                            digit,
                            second_digit: 0,
                        })
                    }
                    Some(rc) => {
                        rc.second_digit = digit;
                        break;
                    }
                }
            }
            commons.extend(rc);
        }
    }
    commons
}

/// The digits both ALSes hold, but not `excluded`, taken from every cell
/// that sees all of both sets' cells holding the digit.
pub(super) fn common_eliminations(step: &mut HodokuStep, a: &Als, b: &Als, excluded: u16) {
    let digits = a.digits & b.digits & !excluded;
    if digits == 0 || a.seen.and(b.seen).is_empty() {
        return;
    }
    for digit in digits_of(digits) {
        let d = digit as usize;
        for cell in a.seeing[d].and(b.seeing[d]) {
            step.eliminate(cell, digit);
        }
    }
}

/// Whether [`common_eliminations`] finds anything for `a`, `b` and
/// `excluded`.
fn shares_a_target(a: &Als, b: &Als, excluded: u16) -> bool {
    let digits = a.digits & b.digits & !excluded;
    digits != 0
        && !a.seen.and(b.seen).is_empty()
        && digits_of(digits).any(|d| !a.seeing[d as usize].and(b.seeing[d as usize]).is_empty())
}

/// Doubly linked: both restricted commons are placed in one of the two
/// ALSes, so each set minus them is locked on its other digits.
fn locked_eliminations(step: &mut HodokuStep, a: &Als, b: &Als, links: u16) {
    for digit in digits_of(a.digits & !links) {
        for cell in a.seeing[digit as usize].minus(b.cells) {
            step.eliminate(cell, digit);
        }
    }
}

pub(super) fn pattern_step(technique: u32, sets: &[&Als], links: u16) -> HodokuStep {
    let mut step = HodokuStep::new(technique);
    step.digits = links;
    for als in sets {
        step.cells.extend(als.cells.iter().map(|c| c as u8));
    }
    step
}

/// ALS-XZ: two ALSes with a restricted common x; a digit z both hold goes
/// from every cell seeing all their z's.
pub(super) fn als_xz(set: &AlsSet) -> Option<HodokuStep> {
    let alses = &set.alses;
    for &rc in &set.commons {
        let (a, b) = (&alses[rc.first], &alses[rc.second]);
        if rc.second_digit == 0 && !shares_a_target(a, b, bit(rc.digit)) {
            continue; // nothing to eliminate: spare building the step
        }
        let links = rc.digit_mask();
        let mut step = pattern_step(ALS_XZ, &[a, b], links);
        common_eliminations(&mut step, a, b, bit(rc.digit));
        if rc.second_digit != 0 {
            common_eliminations(&mut step, a, b, bit(rc.second_digit));
            locked_eliminations(&mut step, a, b, links);
            locked_eliminations(&mut step, b, a, links);
        }
        if !step.eliminations.is_empty() {
            return Some(step);
        }
    }
    None
}

/// ALS-XY-Wing: ALSes A and B each joined to a pivot C by a restricted
/// common, the two not both the same single digit; a digit z A and B hold
/// (not one of the commons) goes from every cell seeing all their z's.
pub(super) fn als_xy_wing(set: &AlsSet) -> Option<HodokuStep> {
    let (alses, commons) = (&set.alses, &set.commons);
    // Per ALS, the restricted commons it is in, in order: the second
    // common of a wing shares an ALS with the first.
    let mut touching: Vec<Vec<usize>> = vec![Vec::new(); alses.len()];
    for (index, rc) in commons.iter().enumerate() {
        touching[rc.first].push(index);
        touching[rc.second].push(index);
    }
    let mut later = Vec::new();
    for (i, rc1) in commons.iter().enumerate() {
        later.clear();
        for &als in &[rc1.first, rc1.second] {
            later.extend(touching[als].iter().copied().filter(|&j| j > i));
        }
        later.sort_unstable();
        later.dedup();
        for &j in &later {
            let rc2 = &commons[j];
            if rc1.second_digit == 0 && rc2.second_digit == 0 && rc1.digit == rc2.digit {
                continue;
            }
            let Some((pivot, a, b)) = wing_of(rc1, rc2) else {
                continue;
            };
            let (a, b) = (&alses[a], &alses[b]);
            let union = a.cells.or(b.cells);
            if !a.cells.and(b.cells).is_empty() || union == a.cells || union == b.cells {
                continue;
            }
            let links = rc1.digit_mask() | rc2.digit_mask();
            let mut step = pattern_step(ALS_XY_WING, &[a, b, &alses[pivot]], links);
            common_eliminations(&mut step, a, b, links);
            if !step.eliminations.is_empty() {
                return Some(step);
            }
        }
    }
    None
}

/// The pivot (the ALS both commons join) and the two wings, in HoDoKu's
/// order of the four ways two pairs can share one ALS.
fn wing_of(rc1: &Restricted, rc2: &Restricted) -> Option<(usize, usize, usize)> {
    if rc1.first == rc2.first && rc1.second != rc2.second {
        Some((rc1.first, rc1.second, rc2.second))
    } else if rc1.first == rc2.second && rc1.second != rc2.first {
        Some((rc1.first, rc1.second, rc2.first))
    } else if rc1.second == rc2.first && rc1.first != rc2.second {
        Some((rc1.second, rc1.first, rc2.second))
    } else if rc1.second == rc2.second && rc1.first != rc2.first {
        Some((rc1.second, rc1.first, rc2.first))
    } else {
        None
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::solver::{apply, next_step};
    use super::*;
    use crate::logic::budget::Budget;

    /// The first step of `technique` on `puzzle`'s path, with its
    /// eliminations in HoDoKu's notation, each refuted by test-support's
    /// counter: the puzzle with the eliminated digit placed has no solution.
    pub(in super::super) fn first_step_of(puzzle: &str, technique: u32) -> (HodokuStep, String) {
        let puzzle: [u8; 81] = puzzle.as_bytes().try_into().unwrap();
        let values = crate::grid::parse(&puzzle).unwrap();
        let mut board = Board::new(&values);
        let mut budget = Budget::new(0);
        loop {
            let step = next_step(&mut board, &mut budget).expect("reached");
            if step.technique == technique {
                let mut text = Vec::new();
                for e in &step.eliminations {
                    let mut with = puzzle;
                    with[e.cell as usize] = b'0' + e.digit;
                    assert_eq!(
                        sudoku_test_support::count_solutions(&with, 1),
                        Some(0),
                        "{step}"
                    );
                    let mut s = String::new();
                    e.write(&mut s, false).unwrap();
                    text.push(s);
                }
                return (step, text.join(" "));
            }
            apply(&mut board, &step);
        }
    }

    pub(in super::super) fn cell_names(cells: &[u8]) -> String {
        let names: Vec<String> = cells
            .iter()
            .map(|&c| format!("r{}c{}", c / 9 + 1, c % 9 + 1))
            .collect();
        names.join(" ")
    }

    // Puzzles and steps from HoDoKu 2.2.0's paths (../shared/data/hodoku,
    // dev puzzles 661 and 650).
    #[test]
    fn als_xz_takes_hodokus_first_pair() {
        let (step, eliminations) = first_step_of(
            ".382..7..6....82......9.5.8...48.....8.72.6..4..9...82..3.1.....6.....2.8.9..2.5.",
            ALS_XZ,
        );
        assert_eq!(eliminations, "r4c8<>3 r4c9<>3");
        assert_eq!(
            cell_names(&step.cells),
            "r4c7 r6c7 r4c1 r4c2 r4c3 r5c3 r6c2 r6c3"
        );
    }

    #[test]
    fn als_xy_wing_takes_hodokus_first_wing() {
        let (step, eliminations) = first_step_of(
            ".......6.3.....5....7..4..3.82.6....4.69..1..9.....78.1.8.2.......5.9..7..4..6...",
            ALS_XY_WING,
        );
        assert_eq!(eliminations, "r5c5<>5 r5c6<>5");
        assert_eq!(
            cell_names(&step.cells),
            "r5c8 r5c9 r4c4 r4c6 r6c4 r6c5 r6c6 r4c1 r4c7 r4c8 r4c9"
        );
    }
}
