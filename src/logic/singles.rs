//! Singles: full houses, hidden singles and naked singles.

use super::board::{digit_bit, first_digit, Board, Count};
use super::step::Step;
use super::technique::Technique;
use crate::geometry::{house_kind, HouseKind, CELLS, HOUSE_CELLS};

/// The last empty cell of a house, boxes first, then columns, then rows.
pub fn full_house(board: &Board) -> Option<Step> {
    first_single(board, board.last_empty, Technique::FullHouse)
}

/// A digit with one place left in a house (not the house's last empty cell),
/// boxes first, then columns, then rows, digits in order.
pub fn hidden_single(board: &Board) -> Option<Step> {
    first_single(board, !board.last_empty, Technique::HiddenSingleBox)
}

/// The first digit with one place in a house among `houses`: boxes (houses
/// 18-26), then columns (9-17), then rows (0-8), digits in order.
fn first_single(board: &Board, houses: u32, technique: Technique) -> Option<Step> {
    let houses = houses & board.single_houses;
    for base in [18, 9, 0] {
        let found = (houses >> base) & 0x1FF;
        if found != 0 {
            let house = base + found.trailing_zeros() as usize;
            let digit = first_digit(board.singles[house]);
            let technique = match (technique, house_kind(house)) {
                (Technique::FullHouse, _) => Technique::FullHouse,
                (_, HouseKind::Box) => Technique::HiddenSingleBox,
                (_, HouseKind::Row) => Technique::HiddenSingleRow,
                (_, HouseKind::Column) => Technique::HiddenSingleColumn,
            };
            let positions = board.positions(house, digit);
            return Some(single(technique, house, positions, digit));
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
    let cell = (0..CELLS).find(|&cell| board.candidates[cell].count() == 1)?;
    let mask = board.candidates[cell];
    let mut step = Step::placement(Technique::NakedSingle, cell, first_digit(mask));
    step.add_cell(cell, mask);
    step.digits = mask;
    Some(step)
}
