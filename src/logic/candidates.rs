//! Candidates: the digits no peer excludes, and the digits some solution
//! actually has.

use super::board::Board;
use super::error::LogicError;
use super::masks::{digit_bit, digits};
use crate::geometry::CELLS;
use crate::{SolveError, SolveMode, SolveOptions};

/// For each cell, the digits no peer holds (bit `d - 1` for `d`); a filled
/// cell has its own digit.
pub fn candidates(grid: &[u8; CELLS]) -> Result<[u16; CELLS], LogicError> {
    let values = crate::grid::parse(grid)?;
    Ok(candidates_of_values(&values))
}

/// For each cell of parsed values (0 empty), as [`candidates`] gives them.
pub(super) fn candidates_of_values(values: &[u8; CELLS]) -> [u16; CELLS] {
    with_values(&Board::from_values(values))
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
    true_candidates_within(grid, 0)
}

/// As [`true_candidates`], giving up with [`LogicError::BudgetExhausted`]
/// once its searches together need more than `guess_budget` guesses (0: no
/// limit).
pub fn true_candidates_within(
    grid: &[u8; CELLS],
    guess_budget: u64,
) -> Result<[u16; CELLS], LogicError> {
    let values = crate::grid::parse(grid)?;
    let candidates = candidates_of(&values);
    let mut text = crate::grid::format(&values);
    let mut found = [0u16; CELLS];
    let mut budget = Budget::new(guess_budget);
    if !mark_a_solution(&text, &mut found, &mut budget)? {
        return Err(LogicError::NoSolution);
    }
    for cell in 0..CELLS {
        if values[cell] != 0 {
            continue;
        }
        for digit in digits(candidates[cell] & !found[cell]) {
            text[cell] = b'0' + digit;
            mark_a_solution(&text, &mut found, &mut budget)?;
        }
        text[cell] = b'.';
    }
    Ok(found)
}

/// Each empty cell's candidates, as its peers leave them. Out of line: the
/// board it builds stays out of the frame that the searches run under.
#[inline(never)]
fn candidates_of(values: &[u8; CELLS]) -> [u16; CELLS] {
    Board::from_values(values).candidates
}

/// Guesses left for a series of searches.
struct Budget {
    /// The whole budget; 0 for no limit.
    total: u64,
    used: u64,
}

impl Budget {
    fn new(total: u64) -> Budget {
        Budget { total, used: 0 }
    }

    /// The budget for the next search. A search cannot be given none (0
    /// means no limit), so with none left it gets one, and [`Budget::spend`]
    /// refuses its answer if it used it.
    fn next(&self) -> u64 {
        match self.total {
            0 => 0,
            total => total.saturating_sub(self.used).max(1),
        }
    }

    /// Counts a search's guesses; an error when the budget is overspent.
    fn spend(&mut self, guesses: u64, exhausted: bool) -> Result<(), LogicError> {
        self.used = self.used.saturating_add(guesses);
        if self.total != 0 && (exhausted || self.used > self.total) {
            return Err(LogicError::BudgetExhausted);
        }
        Ok(())
    }
}

/// Searches one solution of `text`; when there is one, marks its digits in
/// `found`.
fn mark_a_solution(
    text: &[u8; CELLS],
    found: &mut [u16; CELLS],
    budget: &mut Budget,
) -> Result<bool, LogicError> {
    let options = SolveOptions {
        mode: SolveMode::First,
        guess_budget: budget.next(),
    };
    let (result, stats) = crate::solve::solve_lean(text, options);
    budget.spend(stats.guesses, result == Err(SolveError::BudgetExhausted))?;
    match result {
        Ok(solution) => {
            for (mask, &byte) in found.iter_mut().zip(solution.iter()) {
                *mask |= digit_bit(byte - b'0');
            }
            Ok(true)
        }
        Err(_) => Ok(false),
    }
}
