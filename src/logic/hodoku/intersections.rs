//! Locked candidates: pointing (type 1: a box's places for a digit in one
//! line) and claiming (type 2: a line's places in one box). HoDoKu scans
//! boxes for type 1; rows, then columns for type 2; houses in order, digits
//! 1-9 within a house, and takes the first.

use super::board::{bit, Board};
use super::step::HodokuStep;
use super::table::numbers::{LOCKED_CANDIDATES_1, LOCKED_CANDIDATES_2};
use crate::geometry::{HOUSES_OF, HOUSE_CELLS};

pub(super) fn pointing(board: &Board) -> Option<HodokuStep> {
    scan(board, 18)
}

pub(super) fn claiming(board: &Board) -> Option<HodokuStep> {
    scan(board, 0).or_else(|| scan(board, 9))
}

/// Houses `first..first + 9` (rows 0, columns 9, boxes 18).
fn scan(board: &Board, first: usize) -> Option<HodokuStep> {
    for (house, cells) in HOUSE_CELLS.iter().enumerate().skip(first).take(9) {
        for digit in 1..=9u8 {
            let places = board.free[house][digit as usize];
            if places != 2 && places != 3 {
                continue;
            }
            // Which of row, column, box all the places share.
            let mut shared: Option<[u8; 3]> = None;
            let mut same = [true; 3];
            for &cell in cells {
                if board.cands[cell as usize] & bit(digit) == 0 {
                    continue;
                }
                let houses = HOUSES_OF[cell as usize];
                match shared {
                    None => shared = Some(houses),
                    Some(first_houses) => {
                        for k in 0..3 {
                            same[k] &= first_houses[k] == houses[k];
                        }
                    }
                }
            }
            let Some(shared) = shared else { continue };
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
