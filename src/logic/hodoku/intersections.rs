//! Locked candidates: pointing (type 1: a box's places for a digit in one
//! line) and claiming (type 2: a line's places in one box). HoDoKu scans
//! boxes for type 1; rows, then columns for type 2; houses in order, digits
//! 1-9 within a house, and takes the first.

use super::board::{bit, Board, CROSSING};
use super::step::HodokuStep;
use super::table::numbers::{LOCKED_CANDIDATES_1, LOCKED_CANDIDATES_2};
use crate::geometry::{HOUSES, HOUSES_OF, HOUSE_CELLS, HOUSE_SETS};

/// Per house, the board's [`Board::stamp`] when the scan found nothing
/// there (0: not yet): a house's scan reads only the house and the houses
/// crossing it, so while none of those changed it is skipped. Boxes are
/// pointing's, lines claiming's.
pub(super) struct Memo([u32; HOUSES]);

impl Default for Memo {
    fn default() -> Memo {
        Memo([0; HOUSES])
    }
}

pub(super) fn pointing(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    scan(board, 18, memo)
}

pub(super) fn claiming(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    scan(board, 0, memo).or_else(|| scan(board, 9, memo))
}

/// Houses `first..first + 9` (rows 0, columns 9, boxes 18).
fn scan(board: &Board, first: usize, memo: &mut Memo) -> Option<HodokuStep> {
    for (house, &house_set) in HOUSE_SETS.iter().enumerate().skip(first).take(9) {
        if board.unchanged_since(memo.0[house], &CROSSING[house]) {
            continue;
        }
        for digit in 1..=9u8 {
            let places = board.free[house][digit as usize];
            if places != 2 && places != 3 {
                continue;
            }
            // Which of row, column, box all the places share.
            let places_set = board.digit_cells[digit as usize].and(house_set);
            let Some(first_place) = places_set.first() else {
                continue;
            };
            let shared = HOUSES_OF[first_place];
            let same: [bool; 3] =
                std::array::from_fn(|k| places_set.0 & !HOUSE_SETS[shared[k] as usize].0 == 0);
            let wider =
                |k: usize| same[k] && board.free[shared[k] as usize][digit as usize] > places;
            if first == 18 {
                for (k, &line) in shared.iter().enumerate().take(2) {
                    if wider(k) {
                        return Some(step(board, LOCKED_CANDIDATES_1, digit, house, line));
                    }
                }
            } else if wider(2) {
                return Some(step(board, LOCKED_CANDIDATES_2, digit, house, shared[2]));
            }
        }
        memo.0[house] = board.stamp();
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
