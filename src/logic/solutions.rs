//! The puzzle's solutions as the logic engine needs them: whether there is
//! exactly one, counted by the crate's solver within a guess budget. Below
//! both the chain rules (which check before searching) and the rating.

use super::error::LogicError;
use crate::geometry::CELLS;
use crate::SolveError;

/// `Ok` when the puzzle has exactly one solution, found within
/// `guess_budget` guesses (0: no limit).
pub fn check_unique(puzzle: &[u8; CELLS], guess_budget: u64) -> Result<(), LogicError> {
    match crate::solve::count_solutions_lean(puzzle, 2, guess_budget).0 {
        Ok(1) => Ok(()),
        Ok(0) | Err(SolveError::NoSolution) => Err(LogicError::NoSolution),
        Ok(_) | Err(SolveError::MultipleSolutions) => Err(LogicError::MultipleSolutions),
        Err(SolveError::Grid(err)) => Err(err.into()),
        Err(SolveError::BudgetExhausted) => Err(LogicError::BudgetExhausted),
    }
}
