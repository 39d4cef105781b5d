//! Locked candidates: pointing (type 1: a box's places for a digit in one
//! line) and claiming (type 2: a line's places in one box). HoDoKu scans
//! boxes for type 1; rows, then columns for type 2; houses in order, digits
//! 1-9 within a house, and takes the first.
//!
//! Both read the grid as its 27 mini-rows and 27 mini-columns (a line's
//! three cells in a box): per segment, the digits its cells hold and the
//! digits two or more of them hold. A box points a digit along a line when
//! two or more of its places lie in one of its segments, none in its other
//! two, and the line holds the digit outside the box; a line claims when the
//! same holds with the roles swapped. Every house's digits are a few mask
//! operations, for all nine digits at once.

use super::board::{bit, Board};
use super::step::HodokuStep;
use super::table::numbers::{LOCKED_CANDIDATES_1, LOCKED_CANDIDATES_2};
use crate::geometry::{HOUSES_OF, HOUSE_CELLS};

/// Per line (rows 0-8, then columns 9-17) and box of its band or stack
/// (0-2 along the line), the digits the line's three cells in that box
/// hold (`any`) and those two or more of them hold (`twice`).
#[derive(Default)]
struct Segments {
    any: [[u16; 3]; 18],
    twice: [[u16; 3]; 18],
}

impl Segments {
    fn of(board: &Board) -> Segments {
        let mut segments = Segments {
            any: [[0; 3]; 18],
            twice: [[0; 3]; 18],
        };
        for (line, cells) in HOUSE_CELLS[..18].iter().enumerate() {
            for s in 0..3 {
                let [a, b, c] = [0, 1, 2].map(|k| board.cands[cells[3 * s + k] as usize]);
                segments.any[line][s] = a | b | c;
                segments.twice[line][s] = (a & b) | (a & c) | (b & c);
            }
        }
        segments
    }

    /// The digits a segment locks: held twice or more in it, nowhere else
    /// in the house it locks them in, somewhere in the house they leave.
    fn locked(twice: u16, rest_within: u16, beyond: u16) -> u16 {
        twice & !rest_within & beyond
    }
}

/// The segments of the grid a search last ran on, by [`Board::stamp`]:
/// claiming runs on pointing's grid when pointing found nothing.
#[derive(Default)]
pub(super) struct Memo {
    at: u32,
    segments: Segments,
}

impl Memo {
    fn segments(&mut self, board: &Board) -> &Segments {
        if self.at != board.stamp() {
            self.at = board.stamp();
            self.segments = Segments::of(board);
        }
        &self.segments
    }
}

/// Box `b`'s pointing digits along its rows (`k` 0) or columns (`k` 1):
/// per segment of the box (0-2), the digits.
fn pointing_in(segments: &Segments, b: usize, k: usize) -> [u16; 3] {
    let (band, stack) = (b / 3, b % 3);
    // The box's three segments along direction k, and their lines.
    let (first_line, along) = if k == 0 {
        (3 * band, stack)
    } else {
        (9 + 3 * stack, band)
    };
    let any = |i: usize| segments.any[first_line + i][along];
    std::array::from_fn(|i| {
        let line = first_line + i;
        let rest_of_box = any((i + 1) % 3) | any((i + 2) % 3);
        let rest_of_line =
            segments.any[line][(along + 1) % 3] | segments.any[line][(along + 2) % 3];
        Segments::locked(segments.twice[line][along], rest_of_box, rest_of_line)
    })
}

/// Line `line`'s claiming digits, per segment of the line (0-2).
fn claiming_in(segments: &Segments, line: usize) -> [u16; 3] {
    let (kind_first, index) = if line < 9 { (0, line) } else { (9, line - 9) };
    let band_first = kind_first + 3 * (index / 3);
    std::array::from_fn(|s| {
        let rest_of_line = segments.any[line][(s + 1) % 3] | segments.any[line][(s + 2) % 3];
        let rest_of_box = (0..3)
            .map(|i| band_first + i)
            .filter(|&other| other != line)
            .fold(0, |m, other| m | segments.any[other][s]);
        Segments::locked(segments.twice[line][s], rest_of_line, rest_of_box)
    })
}

pub(super) fn pointing(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    let segments = memo.segments(board);
    for b in 0..9 {
        let rows = pointing_in(segments, b, 0);
        let cols = pointing_in(segments, b, 1);
        let all = rows.iter().chain(&cols).fold(0, |m, &d| m | d);
        if all == 0 {
            continue;
        }
        // The smallest digit; one line at most holds it (two places or
        // more in a row and in a column would be one cell).
        let digit = all.trailing_zeros() as u8 + 1;
        let (band, stack) = (b / 3, b % 3);
        let line = match rows.iter().position(|&d| d & bit(digit) != 0) {
            Some(i) => 3 * band + i,
            None => {
                let j = cols.iter().position(|&d| d & bit(digit) != 0)?;
                9 + 3 * stack + j
            }
        };
        return Some(step(board, LOCKED_CANDIDATES_1, digit, 18 + b, line as u8));
    }
    None
}

pub(super) fn claiming(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    let segments = memo.segments(board);
    for line in 0..18 {
        let by_segment = claiming_in(segments, line);
        let all = by_segment.iter().fold(0, |m, &d| m | d);
        if all == 0 {
            continue;
        }
        let digit = all.trailing_zeros() as u8 + 1;
        let s = by_segment.iter().position(|&d| d & bit(digit) != 0)?;
        let index = line % 9;
        let the_box = if line < 9 {
            18 + 3 * (index / 3) + s
        } else {
            18 + 3 * s + index / 3
        };
        return Some(step(board, LOCKED_CANDIDATES_2, digit, line, the_box as u8));
    }
    None
}

/// The step: the places in `locked` are the pattern, the other places of
/// `target` go.
fn step(board: &Board, technique: u32, digit: u8, locked: usize, target: u8) -> HodokuStep {
    let mut step = HodokuStep::new(technique);
    step.digits = bit(digit);
    for &cell in &HOUSE_CELLS[target as usize] {
        let cell = cell as usize;
        if board.cands[cell] & bit(digit) == 0 {
            continue;
        }
        if HOUSES_OF[cell].contains(&(locked as u8)) {
            step.cells.push(cell as u8);
        } else {
            step.eliminate(cell, digit);
        }
    }
    step
}
