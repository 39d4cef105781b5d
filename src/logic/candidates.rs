//! Candidates: the digits no peer excludes, and the digits some solution
//! actually has.

use super::board::Board;
use super::error::LogicError;
use super::masks::{digit_bit, digits};
use crate::geometry::CELLS;
use crate::{SolveMode, SolveOptions};

/// For each cell, the digits no peer holds (bit `d - 1` for `d`); a filled
/// cell has its own digit.
pub fn candidates(grid: &[u8; CELLS]) -> Result<[u16; CELLS], LogicError> {
    let values = crate::grid::parse(grid)?;
    let board = Board::from_values(&values);
    Ok(with_values(&board))
}

/// The board's candidates, with each filled cell's own digit.
fn with_values(board: &Board) -> [u16; CELLS] {
    let mut masks = board.candidates;
    for (mask, &value) in masks.iter_mut().zip(board.values.iter()) {
        if value != 0 {
            *mask = digit_bit(value);
        }
    }
    masks
}

/// For each cell, the digits it holds in at least one solution (a filled
/// cell: its own digit). Every solution found marks all its digits at once,
/// so grids with many solutions stay fast: at most one search per candidate
/// that no earlier solution used.
pub fn true_candidates(grid: &[u8; CELLS]) -> Result<[u16; CELLS], LogicError> {
    let values = crate::grid::parse(grid)?;
    let board = Board::from_values(&values);
    let mut text = crate::grid::format(&values);
    let mut found = [0u16; CELLS];
    if !mark_a_solution(&text, &mut found) {
        return Err(LogicError::NoSolution);
    }
    for cell in 0..CELLS {
        if values[cell] != 0 {
            continue;
        }
        for digit in digits(board.candidates[cell] & !found[cell]) {
            text[cell] = b'0' + digit;
            mark_a_solution(&text, &mut found);
        }
        text[cell] = b'.';
    }
    Ok(found)
}

/// Searches one solution of `text`; when there is one, marks its digits in
/// `found`.
fn mark_a_solution(text: &[u8; CELLS], found: &mut [u16; CELLS]) -> bool {
    let options = SolveOptions {
        mode: SolveMode::First,
        guess_budget: 0,
    };
    match crate::solve(text, options).0 {
        Ok(solution) => {
            for (mask, &byte) in found.iter_mut().zip(solution.iter()) {
                *mask |= digit_bit(byte - b'0');
            }
            true
        }
        Err(_) => false,
    }
}
