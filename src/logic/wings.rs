//! XY-Wing and XYZ-Wing: a pivot cell and two bivalue wings that see it;
//! whatever the pivot holds, one wing holds the shared digit z, so the cells
//! that see both wings (and, for XYZ, the pivot too) lose z.

use super::board::Board;
use super::masks::{first_digit, Count};
use super::order::PEERS_BOX_ROW_COLUMN;
use super::step::{Step, StepKind};
use super::technique::Technique;
use crate::geometry::PEER_SETS;

/// The first wing worth making: pivots row by row, wings in the order of the
/// pivot's peers (box, row, column), as Sudoku Explainer finds them.
pub fn wing(board: &Board, xyz: bool) -> Option<Step> {
    let pivot_size = if xyz { 3 } else { 2 };
    for (pivot, peers) in PEERS_BOX_ROW_COLUMN.iter().enumerate() {
        let xy = board.candidates[pivot];
        if xy.count() != pivot_size {
            continue;
        }
        for &wing1 in peers {
            let xz = board.candidates[wing1 as usize];
            if xz.count() != 2 || (xy & !xz).count() != 1 {
                continue;
            }
            for &wing2 in peers {
                let yz = board.candidates[wing2 as usize];
                if yz.count() != 2 || (xy | xz | yz).count() != 3 {
                    continue;
                }
                let common = (xy & xz & yz).count();
                if common != u32::from(xyz) {
                    continue;
                }
                let step = wing_step(board, pivot, wing1 as usize, wing2 as usize, xyz);
                if step.elimination_count() > 0 {
                    return Some(step);
                }
            }
        }
    }
    None
}

fn wing_step(board: &Board, pivot: usize, wing1: usize, wing2: usize, xyz: bool) -> Step {
    let technique = if xyz {
        Technique::XYZWing
    } else {
        Technique::XYWing
    };
    let z = board.candidates[wing1] & board.candidates[wing2];
    let mut step = Step::of(StepKind::Elimination, technique);
    step.digits = board.candidates[pivot] | z;
    for cell in [pivot, wing1, wing2] {
        step.add_cell(cell, board.candidates[cell]);
    }
    let mut victims = PEER_SETS[wing1].and(PEER_SETS[wing2]);
    if xyz {
        victims = victims.and(PEER_SETS[pivot]);
    }
    victims.remove(pivot);
    for cell in victims {
        step.eliminations[cell] = board.candidates[cell] & z;
    }
    debug_assert_eq!(z.count(), 1, "digit z {}", first_digit(z));
    step
}
