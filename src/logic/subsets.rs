//! Subsets: naked and hidden pairs, triples and quads, and the direct hidden
//! pair and triple (a hidden subset whose eliminations leave a hidden single
//! in the same house).

use super::board::Board;
use super::masks::{digit_bit, digits, subsets_of, Count, ALL_DIGITS};
use super::order::BOXES_COLUMNS_ROWS;
use super::step::{Step, StepKind};
use super::technique::Technique;
use crate::geometry::HOUSE_CELLS;

/// `degree` cells of a house whose candidates together are `degree` digits:
/// the rest of the house loses those digits. Houses with fewer than
/// `2 * degree` empty cells are skipped, as Sudoku Explainer does (the
/// complementary hidden subset is simpler there).
pub fn naked(board: &Board, degree: u32) -> Option<Step> {
    for &house in &BOXES_COLUMNS_ROWS {
        let house = house as usize;
        if (board.empty_in_house[house] as u32) < 2 * degree {
            continue;
        }
        let cells = &HOUSE_CELLS[house];
        // Only cells with 2 to `degree` candidates can be in the subset.
        let mut eligible = 0u16;
        for (k, &cell) in cells.iter().enumerate() {
            let count = board.candidates[cell as usize].count();
            if (2..=degree).contains(&count) {
                eligible |= 1 << k;
            }
        }
        if eligible.count() < degree {
            continue;
        }
        for combo in subsets_of(eligible, degree) {
            let union = subset_cells(combo).fold(0, |m, k| m | board.candidates[cells[k] as usize]);
            if union.count() != degree {
                continue;
            }
            let step = naked_step(board, house, combo, union, degree);
            if step.elimination_count() > 0 {
                return Some(step);
            }
        }
    }
    None
}

/// The positions (0-8) set in a mask.
fn subset_cells(mask: u16) -> impl Iterator<Item = usize> {
    (0..9).filter(move |k| mask >> k & 1 != 0)
}

fn naked_step(board: &Board, house: usize, combo: u16, union: u16, degree: u32) -> Step {
    let technique = match degree {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    };
    let mut step = Step::of(StepKind::Elimination, technique);
    step.add_house(house);
    step.digits = union;
    for (k, &cell) in HOUSE_CELLS[house].iter().enumerate() {
        let cell = cell as usize;
        if combo >> k & 1 != 0 {
            step.add_cell(cell, board.candidates[cell]);
        } else {
            step.eliminations[cell] = board.candidates[cell] & union;
        }
    }
    step
}

/// `degree` digits of a house that can only go in the same `degree` cells:
/// those cells lose their other candidates. Direct: the subset counts only
/// if its eliminations leave another digit a single place in the house,
/// which the step places.
pub fn hidden(board: &Board, degree: u32, direct: bool) -> Option<Step> {
    for &house in &BOXES_COLUMNS_ROWS {
        let house = house as usize;
        let empty = board.empty_in_house[house] as u32;
        let big_enough = if direct {
            empty > degree
        } else {
            empty > 2 * degree
        };
        if !big_enough {
            continue;
        }
        let eligible = board.digits_with_places(house, 2, degree);
        if eligible.count() < degree {
            continue;
        }
        for combo in subsets_of(eligible, degree) {
            let places = digits(combo).fold(0, |m, d| m | board.positions(house, d));
            if places.count() != degree {
                continue;
            }
            let mut step = hidden_step(board, house, combo, places, degree, direct);
            if direct {
                if let Some((cell, digit)) = following_single(board, house, combo, places) {
                    step.kind = StepKind::Placement;
                    step.cell = cell as u8;
                    step.digit = digit;
                    step.add_pattern(cell, digit_bit(digit));
                    return Some(step);
                }
            } else if step.elimination_count() > 0 {
                return Some(step);
            }
        }
    }
    None
}

/// The first digit outside the subset that, once the subset's cells lose it,
/// has one place left in the house.
fn following_single(board: &Board, house: usize, combo: u16, places: u16) -> Option<(usize, u8)> {
    digits(ALL_DIGITS & !combo).find_map(|digit| {
        let found = board.positions(house, digit);
        let left = found & !places;
        (found.count() > 1 && left.count() == 1).then(|| {
            (
                HOUSE_CELLS[house][left.trailing_zeros() as usize] as usize,
                digit,
            )
        })
    })
}

fn hidden_step(
    board: &Board,
    house: usize,
    combo: u16,
    places: u16,
    degree: u32,
    direct: bool,
) -> Step {
    let technique = match (degree, direct) {
        (2, true) => Technique::DirectHiddenPair,
        (_, true) => Technique::DirectHiddenTriple,
        (2, false) => Technique::HiddenPair,
        (3, false) => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    };
    let mut step = Step::of(StepKind::Elimination, technique);
    step.add_house(house);
    step.digits = combo;
    for k in subset_cells(places) {
        let cell = HOUSE_CELLS[house][k] as usize;
        step.add_cell(cell, board.candidates[cell] & combo);
        step.eliminations[cell] = board.candidates[cell] & !combo;
    }
    step
}
