//! The bivalue universal grave (BUG). If, without a few "BUG" candidates,
//! every empty cell had two candidates and every digit two places in each
//! house it still needs, the puzzle would have two solutions or none; so one
//! of the BUG candidates is true:
//! - type 1: one BUG cell; it keeps only its BUG digits;
//! - type 2: one BUG digit in several cells; cells seeing them all lose it;
//! - type 3: the BUG cells, seen as one cell holding one of the BUG digits,
//!   form a naked subset with other cells of a house they share;
//! - type 4: two BUG cells in one house sharing one other digit: it is the
//!   one they keep with their BUG digits.

use super::board::Board;
use super::masks::{digit_bit, masks_of, Count};
use super::order::{box_row_column, PEERS_BOX_ROW_COLUMN};
use super::step::{Step, StepKind};
use super::technique::Technique;
use crate::geometry::{CellSet, CELLS, HOUSES, HOUSE_CELLS, PEER_SETS};

/// The BUG cells found, with their BUG digits.
struct Grave {
    cells: [usize; CELLS],
    count: usize,
    /// BUG digits per cell.
    values: [u16; CELLS],
    /// Every BUG digit.
    all: u16,
    /// The cells that see every BUG cell (Sudoku Explainer's "common
    /// cells"); `None` before the first BUG cell.
    common: Option<CellSet>,
}

/// The first BUG step, if the grid is a BUG pattern.
pub fn bug(board: &Board) -> Option<Step> {
    let grave = find(board)?;
    let cells = &grave.cells[..grave.count];
    let common = grave.common.unwrap_or(CellSet::EMPTY);
    if grave.count == 1 {
        return Some(type1(board, &grave));
    }
    if grave.all.count() == 1 {
        if let Some(step) = type2(board, &grave, common) {
            return Some(step);
        }
        return if cells.len() == 2 {
            type4(board, &grave)
        } else {
            None
        };
    }
    if common.is_empty() {
        return None;
    }
    if cells.len() == 2 {
        if let Some(step) = type4(board, &grave) {
            return Some(step);
        }
    }
    type3(board, &grave, common)
}

/// Finds the BUG cells as Sudoku Explainer does: a digit with other than 0
/// or 2 places in a house must have exactly one of them in a cell with 3 or
/// more candidates (else the house says nothing, or, with none, there is no
/// BUG); then without the BUG digits the grid must be all pairs.
fn find(board: &Board) -> Option<Grave> {
    let mut grave = Grave {
        cells: [0; CELLS],
        count: 0,
        values: [0; CELLS],
        all: 0,
        common: None,
    };
    let mut rest = board.candidates;
    for kind in 0..3 {
        // Boxes, rows, columns.
        let base = [18, 0, 9][kind];
        for house in base..base + 9 {
            for digit in 1..=9u8 {
                let places = board.position_cells(house, digit);
                if places.is_empty() || places.len() == 2 {
                    continue;
                }
                let mut wide = places
                    .iter()
                    .filter(|&cell| board.candidates[cell].count() >= 3);
                let (first, second) = (wide.next(), wide.next());
                let cell = match (first, second) {
                    (None, _) => return None,
                    (Some(cell), None) => cell,
                    (Some(_), Some(_)) => continue,
                };
                if !grave.cells[..grave.count].contains(&cell) {
                    grave.cells[grave.count] = cell;
                    grave.count += 1;
                }
                grave.values[cell] |= digit_bit(digit);
                grave.all |= digit_bit(digit);
                rest[cell] &= !digit_bit(digit);
                let mut common = grave.common.unwrap_or(CellSet::ALL).and(PEER_SETS[cell]);
                for &bug_cell in &grave.cells[..grave.count] {
                    common.remove(bug_cell);
                }
                grave.common = Some(common);
                if grave.count > 1 && grave.all.count() > 1 && common.is_empty() {
                    return None;
                }
            }
        }
    }
    let all_pairs = (0..CELLS).all(|cell| board.values[cell] != 0 || rest[cell].count() == 2);
    let twice_everywhere = (0..HOUSES).all(|house| {
        (1..=9u8).all(|digit| {
            let count = HOUSE_CELLS[house]
                .iter()
                .filter(|&&cell| rest[cell as usize] & digit_bit(digit) != 0)
                .count();
            count == 0 || count == 2
        })
    });
    (all_pairs && twice_everywhere).then_some(grave)
}

fn bug_step(technique: Technique, difficulty: u8, grave: &Grave) -> Step {
    let mut step = Step::new(StepKind::Elimination, technique, difficulty);
    step.digits = grave.all;
    for &cell in &grave.cells[..grave.count] {
        step.add_cell(cell, grave.values[cell]);
    }
    step
}

fn type1(board: &Board, grave: &Grave) -> Step {
    let cell = grave.cells[0];
    let mut step = bug_step(Technique::BugType1, 56, grave);
    step.eliminations[cell] = board.candidates[cell] & !grave.all;
    step
}

fn type2(board: &Board, grave: &Grave, common: CellSet) -> Option<Step> {
    let mut step = bug_step(Technique::BugType2, 57, grave);
    for cell in common {
        step.eliminations[cell] = board.candidates[cell] & grave.all;
    }
    (step.elimination_count() > 0).then_some(step)
}

/// The house of kind `kind` (box, row, column) holding every BUG cell.
fn shared_house(grave: &Grave, kind: usize) -> Option<usize> {
    let cells = &grave.cells[..grave.count];
    let house = box_row_column(cells[0])[kind];
    cells
        .iter()
        .all(|&cell| box_row_column(cell)[kind] == house)
        .then_some(house)
}

fn type4(board: &Board, grave: &Grave) -> Option<Step> {
    let (c1, c2) = (grave.cells[0], grave.cells[1]);
    let shared = board.candidates[c1] & board.candidates[c2] & !grave.all;
    if shared.count() != 1 {
        return None;
    }
    let house = (0..3).find_map(|kind| shared_house(grave, kind))?;
    let mut step = bug_step(Technique::BugType4, 57, grave);
    step.add_house(house);
    for cell in [c1, c2] {
        step.add_pattern(cell, shared);
        step.eliminations[cell] = board.candidates[cell] & !grave.values[cell] & !shared;
    }
    Some(step)
}

fn type3(board: &Board, grave: &Grave, common: CellSet) -> Option<Step> {
    let first = grave.cells[0];
    for kind in 0..3 {
        let Some(house) = shared_house(grave, kind) else {
            continue;
        };
        // The common cells of the house, in the order Sudoku Explainer keeps
        // them: the first BUG cell's peers, box, row, column.
        let mut region = [0usize; 20];
        let mut len = 0;
        for &cell in &PEERS_BOX_ROW_COLUMN[first] {
            let cell = cell as usize;
            if common.contains(cell) && crate::geometry::HOUSE_SETS[house].contains(cell) {
                region[len] = cell;
                len += 1;
            }
        }
        let region = &region[..len];
        for degree in 2..=6u32 {
            if (len as u32) < degree {
                continue;
            }
            for pick in masks_of(len as u32, degree - 1) {
                if let Some(step) = type3_subset(board, grave, house, region, pick, degree) {
                    return Some(step);
                }
            }
        }
    }
    None
}

fn type3_subset(
    board: &Board,
    grave: &Grave,
    house: usize,
    region: &[usize],
    pick: u32,
    degree: u32,
) -> Option<Step> {
    let chosen = |i: usize| pick >> i & 1 != 0;
    let mut union = 0u16;
    let mut every_two = grave.all.count() >= 2;
    for (i, &cell) in region.iter().enumerate() {
        if chosen(i) {
            union |= board.candidates[cell];
            every_two &= board.candidates[cell].count() >= 2;
        }
    }
    if union.count() != degree || !every_two || (union | grave.all).count() != degree {
        return None;
    }
    let subset = union | grave.all;
    let mut step = bug_step(Technique::BugType3, 57 + degree as u8 - 1, grave);
    step.add_house(house);
    let mut any_target = false;
    for (i, &cell) in region.iter().enumerate() {
        if chosen(i) {
            step.add_pattern(cell, board.candidates[cell]);
        } else {
            any_target = true;
            step.eliminations[cell] = board.candidates[cell] & subset;
        }
    }
    (any_target && step.elimination_count() > 0).then_some(step)
}
