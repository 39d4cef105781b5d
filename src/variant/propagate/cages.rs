//! Killer cages with a sum: the digits of the sum-valid sets that fit the
//! cage's candidates, and a digit every such set needs goes to its one
//! place left.

use super::super::board::{Board, Contradiction};
use super::super::rules::Rules;
use super::Step;

pub(super) fn revise_cage(rules: &Rules, index: usize, board: &mut Board) -> Step {
    let cage = &rules.cages[index];
    let Some(sum) = cage.sum else { return Ok(()) };
    let Some(sets) = &rules.cage_combinations[index] else {
        return cage_bounds(&cage.cells, sum, board);
    };
    let union = cage.cells.iter().fold(0, |u, &c| u | board.candidates[c]);
    let (mut possible, mut needed) = (0u32, u32::MAX);
    for &set in sets {
        if set & !union != 0 || cage.cells.iter().any(|&c| board.candidates[c] & set == 0) {
            continue;
        }
        possible |= set;
        needed &= set;
    }
    if possible == 0 {
        return Err(Contradiction);
    }
    for &cell in &cage.cells {
        board.narrow(cell, possible)?;
    }
    // A digit every valid set holds, with one cell left for it.
    let mut needed = needed
        & !cage
            .cells
            .iter()
            .filter(|&&c| board.is_placed(c))
            .fold(0, |u, &c| u | board.candidates[c]);
    while needed != 0 {
        let digit = needed & needed.wrapping_neg();
        needed &= needed - 1;
        let mut places = cage
            .cells
            .iter()
            .filter(|&&c| board.candidates[c] & digit != 0);
        match (places.next(), places.next()) {
            (None, _) => return Err(Contradiction),
            (Some(&cell), None) => board.narrow(cell, digit)?,
            _ => {}
        }
    }
    Ok(())
}

/// For cages with too many combinations to list: the sum lies between the
/// smallest and largest candidates' totals.
fn cage_bounds(cells: &[usize], sum: u32, board: &Board) -> Step {
    let (mut low, mut high) = (0, 0);
    for &cell in cells {
        let c = board.candidates[cell];
        low += c.trailing_zeros() + 1;
        high += 32 - c.leading_zeros();
    }
    if low <= sum && sum <= high {
        Ok(())
    } else {
        Err(Contradiction)
    }
}
