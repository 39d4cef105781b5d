//! Singles: full houses, hidden singles and naked singles.

use super::board::Board;
use super::masks::{digit_bit, first_digit, Count};
use super::step::Step;
use super::technique::Technique;
use crate::geometry::{house_kind, HouseKind, CELLS, HOUSE_CELLS};

/// A single found: the technique, its house, the cell and the digit.
#[derive(Clone, Copy)]
pub struct Single {
    pub technique: Technique,
    pub house: usize,
    pub cell: usize,
    pub digit: u8,
}

impl Single {
    pub fn step(self) -> Step {
        let mut step = Step::placement(self.technique, self.cell, self.digit);
        step.add_cell(self.cell, digit_bit(self.digit));
        step.add_house(self.house);
        step.digits = digit_bit(self.digit);
        step
    }
}

/// The last empty cell of a house, boxes first, then columns, then rows.
pub fn full_house(board: &Board) -> Option<Step> {
    first_single(board, board.last_empty).map(Single::step)
}

/// A digit with one place left in a house (not the house's last empty cell),
/// boxes first, then columns, then rows, digits in order.
pub fn hidden_single(board: &Board) -> Option<Step> {
    first_single(board, !board.last_empty).map(Single::step)
}

/// The first full house, else the first hidden single: the step Sudoku
/// Explainer takes whenever there is one, without building a [`Step`].
pub fn first_of_singles(board: &Board) -> Option<Single> {
    first_single(board, board.last_empty).or_else(|| first_single(board, !board.last_empty))
}

/// The first digit with one place in a house among `houses` (full houses
/// when `houses` are those with one empty cell): boxes (houses 18-26), then
/// columns (9-17), then rows (0-8), digits in order.
fn first_single(board: &Board, houses: u32) -> Option<Single> {
    let full = houses == board.last_empty;
    let houses = houses & board.single_houses;
    for base in [18, 9, 0] {
        let found = (houses >> base) & 0x1FF;
        if found != 0 {
            let house = base + found.trailing_zeros() as usize;
            let digit = first_digit(board.by_count[house][1]);
            let technique = match (full, house_kind(house)) {
                (true, _) => Technique::FullHouse,
                (_, HouseKind::Box) => Technique::HiddenSingleBox,
                (_, HouseKind::Row) => Technique::HiddenSingleRow,
                (_, HouseKind::Column) => Technique::HiddenSingleColumn,
            };
            let positions = board.positions(house, digit);
            let cell = HOUSE_CELLS[house][positions.trailing_zeros() as usize] as usize;
            return Some(Single {
                technique,
                house,
                cell,
                digit,
            });
        }
    }
    None
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
