//! Bivalue universal grave + 1: every empty cell but one has two
//! candidates, that one three, and one digit has three places in that
//! cell's row, column and box (every other digit two in every house). The
//! puzzle's uniqueness needs that digit there: the cell's others go.

use super::board::{bit, digits_of, ones, Board};
use super::step::HodokuStep;
use super::table::numbers::BUG_PLUS_1;
use crate::geometry::{CELLS, HOUSES, HOUSES_OF};

pub(super) fn bug_plus_1(board: &Board) -> Option<HodokuStep> {
    let mut three = None;
    for cell in 0..CELLS {
        match ones(board.cands[cell]) {
            0..=2 => {}
            3 if three.is_none() => three = Some(cell),
            _ => return None,
        }
    }
    let cell = three?;
    // The digit with three places, and the row, column and box holding them.
    let mut digit = None;
    let mut houses = [None; 3];
    for house in 0..HOUSES {
        for d in 1..=9u8 {
            match board.free[house][d as usize] {
                0..=2 => {}
                3 => {
                    let kind = house / 9;
                    if houses[kind].is_some() || digit.is_some_and(|x| x != d) {
                        return None;
                    }
                    digit = Some(d);
                    houses[kind] = Some(house as u8);
                }
                _ => return None,
            }
        }
    }
    let digit = digit?;
    if houses != HOUSES_OF[cell].map(Some) || board.cands[cell] & bit(digit) == 0 {
        return None;
    }
    let mut step = HodokuStep::new(BUG_PLUS_1);
    step.cells.push(cell as u8);
    step.digits = bit(digit);
    for other in digits_of(board.cands[cell] & !bit(digit)) {
        step.eliminate(cell, other);
    }
    Some(step)
}
