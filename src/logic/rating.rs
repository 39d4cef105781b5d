//! Rating a puzzle as Sudoku Explainer does, and the whole path behind it.

use super::board::Board;
use super::error::LogicError;
use super::path;
use super::step::{Step, StepKind};
use super::technique::{Family, Technique};
use crate::geometry::CELLS;
use crate::SolveError;

/// A puzzle's difficulty on Sudoku Explainer's scale, in tenths.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rating {
    /// ER: the hardest step of the path (or of the path so far, when the
    /// techniques ran out).
    pub er: u8,
    /// EP: the hardest step up to and including the first placement; 0 when
    /// no placement was made.
    pub ep: u8,
    /// ED: the rating of the first step.
    pub ed: u8,
    /// The technique of the first step rated `er`.
    pub technique: Option<Technique>,
    /// Steps on the path.
    pub steps: u32,
    /// Whether the techniques reached the solution. When false the puzzle
    /// needs chains (or harder), and `er` is a lower bound of its rating.
    pub solved: bool,
}

/// Keeps the rating up to date as the path goes.
#[derive(Default)]
struct Tally {
    rating: Rating,
    placed: bool,
    /// A step assumed the puzzle has one solution.
    assumed_unique: bool,
}

impl Tally {
    fn record(&mut self, technique: Technique, difficulty: u8, kind: StepKind) {
        let rating = &mut self.rating;
        if rating.steps == 0 || difficulty > rating.er {
            rating.er = difficulty;
            rating.technique = Some(technique);
        }
        rating.steps += 1;
        if !self.placed {
            if rating.steps == 1 {
                rating.ed = rating.er;
            }
            if kind == StepKind::Placement {
                rating.ep = rating.er;
                self.placed = true;
            }
        }
        self.assumed_unique |= technique.family() == Family::Uniqueness;
    }
}

/// Rates an 81-byte puzzle (`1`-`9` givens, `.` or `0` empty).
///
/// A path that reaches the solution without uniqueness techniques proves
/// the solution unique by itself; otherwise the solutions are counted.
pub fn rate(puzzle: &[u8; CELLS]) -> Result<Rating, LogicError> {
    rate_within(puzzle, 0)
}

/// As [`rate`], giving up with [`LogicError::BudgetExhausted`] when counting
/// the solutions needs more than `guess_budget` guesses (0: no limit).
pub fn rate_within(puzzle: &[u8; CELLS], guess_budget: u64) -> Result<Rating, LogicError> {
    let values = crate::grid::parse(puzzle)?;
    let mut board = Board::from_values(&values);
    let mut tally = Tally::default();
    let solved = path::walk_ratings(&mut board, |technique, difficulty, kind| {
        tally.record(technique, difficulty, kind)
    });
    tally.finish(puzzle, solved, guess_budget)
}

/// The path of an 81-byte puzzle: each step written to `steps` in order, and
/// the rating. When `steps` is too short, the error gives the length needed
/// and `steps` holds the path's beginning. (`Step::default()` fills a
/// buffer.)
pub fn explain(puzzle: &[u8; CELLS], steps: &mut [Step]) -> Result<Rating, LogicError> {
    let capacity = steps.len();
    let rating = explain_each(puzzle, |i, step| {
        if let Some(slot) = steps.get_mut(i) {
            *slot = *step;
        }
    })?;
    let needed = rating.steps as usize;
    if needed > capacity {
        return Err(LogicError::CapacityTooSmall { needed });
    }
    Ok(rating)
}

/// The path of an 81-byte puzzle, step by step: `visit` gets each step's
/// index and the step, before the solutions are counted (when the path needs
/// them counted, an error may still follow). Returns the rating.
pub fn explain_each(
    puzzle: &[u8; CELLS],
    visit: impl FnMut(usize, &Step),
) -> Result<Rating, LogicError> {
    walk(puzzle, visit)
}

/// Walks the path, calling `visit` with each step and its index.
fn walk(puzzle: &[u8; CELLS], mut visit: impl FnMut(usize, &Step)) -> Result<Rating, LogicError> {
    let values = crate::grid::parse(puzzle)?;
    let mut board = Board::from_values(&values);
    let mut tally = Tally::default();
    let solved = path::walk(&mut board, |step| {
        visit(tally.rating.steps as usize, step);
        tally.record(step.technique, step.difficulty, step.kind);
    });
    tally.finish(puzzle, solved, 0)
}

impl Tally {
    /// The rating, once the solutions are counted when the path did not
    /// prove them one.
    fn finish(
        mut self,
        puzzle: &[u8; CELLS],
        solved: bool,
        guess_budget: u64,
    ) -> Result<Rating, LogicError> {
        self.rating.solved = solved;
        if !solved || self.assumed_unique {
            check_unique(puzzle, guess_budget)?;
        }
        Ok(self.rating)
    }
}

/// `Ok` when the puzzle has exactly one solution, found within
/// `guess_budget` guesses (0: no limit).
pub(crate) fn check_unique(puzzle: &[u8; CELLS], guess_budget: u64) -> Result<(), LogicError> {
    match crate::count_solutions_within(puzzle, 2, guess_budget).0 {
        Ok(1) => Ok(()),
        Ok(0) | Err(SolveError::NoSolution) => Err(LogicError::NoSolution),
        Ok(_) | Err(SolveError::MultipleSolutions) => Err(LogicError::MultipleSolutions),
        Err(SolveError::Grid(err)) => Err(err.into()),
        Err(SolveError::BudgetExhausted) => Err(LogicError::BudgetExhausted),
    }
}
