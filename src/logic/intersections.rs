//! Intersections: pointing (a box's candidates for a digit all in one line)
//! and claiming (a line's candidates all in one box), and their direct forms,
//! which Sudoku Explainer rates lower because they lead straight to a hidden
//! single.

use super::board::{digit_bit, house_cells, shared, Board};
use super::step::{Step, StepKind};
use super::technique::Technique;
use crate::geometry::{CellSet, HOUSE_SETS};

/// The pairs of house kinds tried, in Sudoku Explainer's order: box then
/// column, box then row (pointing), column then box, row then box
/// (claiming). The first of a pair holds the digit's candidates, the second
/// loses the digit elsewhere. Houses: rows 0, columns 9, boxes 18.
const KIND_PAIRS: [(usize, usize); 4] = [(18, 9), (18, 0), (9, 18), (0, 18)];

/// Whether two houses of different kinds share cells.
fn crosses(a: usize, b: usize) -> bool {
    shared(a, b) != 0
}

/// The first intersection, direct (leading to a hidden single, which is
/// what the step places) or not (an elimination worth making).
pub fn locking(board: &Board, direct: bool) -> Option<Step> {
    for (base1, base2) in KIND_PAIRS {
        for i1 in 0..9 {
            for i2 in 0..9 {
                let (house1, house2) = (base1 + i1, base2 + i2);
                if !crosses(house1, house2) {
                    continue;
                }
                let inside = shared(house1, house2);
                for digit in 1..=9 {
                    let found = board.positions(house1, digit);
                    if found.count_ones() < 2 || found & !inside != 0 {
                        continue;
                    }
                    let step = if direct {
                        following_single(board, base1, i1, house2, digit).map(|(house3, cell)| {
                            let mut step = locked(board, house1, house2, digit, true);
                            step.kind = StepKind::Placement;
                            step.cell = cell as u8;
                            step.digit = digit;
                            step.add_house(house3);
                            step.add_pattern(cell, digit_bit(digit));
                            step
                        })
                    } else {
                        Some(locked(board, house1, house2, digit, false))
                            .filter(|step| step.elimination_count() > 0)
                    };
                    if step.is_some() {
                        return step;
                    }
                }
            }
        }
    }
    None
}

/// After removing `digit` from `house2` outside house `base1 + i1`, the
/// first other house of that kind left with one place for the digit, and
/// the place.
fn following_single(
    board: &Board,
    base1: usize,
    i1: usize,
    house2: usize,
    digit: u8,
) -> Option<(usize, usize)> {
    for i3 in (0..9).filter(|&i3| i3 != i1) {
        let house3 = base1 + i3;
        if !crosses(house3, house2) {
            continue;
        }
        let found = board.positions(house3, digit);
        if found.count_ones() < 2 {
            continue;
        }
        let left = found & !shared(house3, house2);
        if left.count_ones() == 1 {
            return house_cells(house3, left).first().map(|cell| (house3, cell));
        }
    }
    None
}

/// The step of a locked digit: its candidates in `house1` lie in `house2`,
/// so the rest of `house2` loses it.
fn locked(board: &Board, house1: usize, house2: usize, digit: u8, direct: bool) -> Step {
    let pointing = house1 >= 18;
    let technique = match (pointing, direct) {
        (true, true) => Technique::DirectPointing,
        (false, true) => Technique::DirectClaiming,
        (true, false) => Technique::Pointing,
        (false, false) => Technique::Claiming,
    };
    let bit = digit_bit(digit);
    let mut step = Step::of(StepKind::Elimination, technique);
    step.add_house(house1);
    step.add_house(house2);
    step.digits = bit;
    for cell in board.position_cells(house1, digit) {
        step.add_cell(cell, bit);
    }
    let outside: CellSet = HOUSE_SETS[house2].minus(HOUSE_SETS[house1]);
    for cell in board.cells_with(outside, digit) {
        step.eliminations[cell] = bit;
    }
    step
}
