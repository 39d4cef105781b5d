//! Singles: full houses, hidden singles and naked singles.

use super::board::{digit_bit, first_digit, Board, BOXES_COLUMNS_ROWS};
use super::step::Step;
use super::technique::Technique;
use crate::geometry::{house_kind, HouseKind, CELLS, HOUSE_CELLS};

/// The last empty cell of a house, boxes first, then columns, then rows.
pub fn full_house(board: &Board) -> Option<Step> {
    for &house in &BOXES_COLUMNS_ROWS {
        let house = house as usize;
        if board.empty_in_house[house] != 1 {
            continue;
        }
        for digit in 1..=9 {
            let positions = board.positions(house, digit);
            if positions.count_ones() == 1 {
                return Some(single(Technique::FullHouse, house, positions, digit));
            }
        }
    }
    None
}

/// A digit with one place left in a house (not the house's last empty cell),
/// boxes first, then columns, then rows, digits in order.
pub fn hidden_single(board: &Board) -> Option<Step> {
    for &house in &BOXES_COLUMNS_ROWS {
        let house = house as usize;
        if board.empty_in_house[house] <= 1 {
            continue;
        }
        for digit in 1..=9 {
            let positions = board.positions(house, digit);
            if positions.count_ones() == 1 {
                let technique = match house_kind(house) {
                    HouseKind::Box => Technique::HiddenSingleBox,
                    HouseKind::Row => Technique::HiddenSingleRow,
                    HouseKind::Column => Technique::HiddenSingleColumn,
                };
                return Some(single(technique, house, positions, digit));
            }
        }
    }
    None
}

fn single(technique: Technique, house: usize, positions: u16, digit: u8) -> Step {
    let cell = HOUSE_CELLS[house][positions.trailing_zeros() as usize] as usize;
    let mut step = Step::placement(technique, cell, digit);
    step.add_cell(cell, digit_bit(digit));
    step.add_house(house);
    step.digits = digit_bit(digit);
    step
}

/// A cell with one candidate, row by row.
pub fn naked_single(board: &Board) -> Option<Step> {
    let cell = (0..CELLS).find(|&cell| board.candidates[cell].count_ones() == 1)?;
    let mask = board.candidates[cell];
    let mut step = Step::placement(Technique::NakedSingle, cell, first_digit(mask));
    step.add_cell(cell, mask);
    step.digits = mask;
    Some(step)
}
