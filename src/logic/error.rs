//! Why a logic call did not give its answer.

use crate::grid::GridError;

/// Why a call to the logic engine did not give its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LogicError {
    /// A byte of a grid is none of `1`-`9`, `.`, `0`.
    InvalidCharacter { cell: usize },
    /// A given repeats an earlier given in its row, column or box.
    ConflictingGivens { cell: usize },
    /// The player's grid changes or clears a given of the puzzle.
    CurrentContradictsPuzzle { cell: usize },
    /// A pencil-mark mask of an empty cell has bits above the ninth.
    InvalidCandidates { cell: usize },
    /// The givens are consistent but no solution exists.
    NoSolution,
    /// More than one solution exists.
    MultipleSolutions,
    /// None of the techniques applies. Past Sudoku Explainer's rules a
    /// brute-force step always applies to a grid with one solution, so a
    /// hint never gives this for a valid state.
    TechniquesExhausted,
    /// The player's grid is complete and right: there is no next step.
    Solved,
    /// The caller's buffer holds fewer steps than the path: `needed` would do.
    CapacityTooSmall { needed: usize },
    /// The budget of a `_within` call (guesses, or chain search) ran out
    /// before its answer.
    BudgetExhausted,
    /// The chain search's memory could not be allocated.
    OutOfMemory,
}

impl From<GridError> for LogicError {
    fn from(err: GridError) -> LogicError {
        match err {
            GridError::InvalidCharacter { cell } => LogicError::InvalidCharacter { cell },
            GridError::ConflictingGivens { cell } => LogicError::ConflictingGivens { cell },
        }
    }
}

impl std::fmt::Display for LogicError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            LogicError::InvalidCharacter { cell } => write!(f, "invalid character at cell {cell}"),
            LogicError::ConflictingGivens { cell } => write!(f, "conflicting given at cell {cell}"),
            LogicError::CurrentContradictsPuzzle { cell } => {
                write!(f, "the current grid changes the given at cell {cell}")
            }
            LogicError::InvalidCandidates { cell } => {
                write!(f, "candidate mask with bits above 9 at cell {cell}")
            }
            LogicError::NoSolution => f.write_str("no solution"),
            LogicError::MultipleSolutions => f.write_str("more than one solution"),
            LogicError::TechniquesExhausted => f.write_str("the techniques ran out"),
            LogicError::Solved => f.write_str("the grid is already solved"),
            LogicError::CapacityTooSmall { needed } => {
                write!(f, "room for {needed} steps is needed")
            }
            LogicError::BudgetExhausted => f.write_str("the work budget ran out"),
            LogicError::OutOfMemory => f.write_str("no memory for the chain search"),
        }
    }
}

impl std::error::Error for LogicError {}
