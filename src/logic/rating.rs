//! Rating a puzzle as Sudoku Explainer does, and the whole path behind it.

use super::board::Board;
use super::chains::Chains;
use super::error::LogicError;
use super::path;
use super::solutions::check_unique;
use super::step::{Step, StepKind};
use super::technique::{Family, Technique};
use crate::geometry::CELLS;

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
    /// Whether the path reached the solution. It always does for a puzzle
    /// with one solution (past Sudoku Explainer's rules, a brute-force step
    /// finishes it), except when [`rate_capped`] stopped it: `er` is then a
    /// lower bound of the puzzle's rating.
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

/// Rates an 81-byte puzzle (`1`-`9` givens, `.` or `0` empty), with no
/// limit on the work; see [`rate_within`].
pub fn rate(puzzle: &[u8; CELLS]) -> Result<Rating, LogicError> {
    rate_within(puzzle, 0)
}

/// Rates an 81-byte puzzle, giving up with
/// [`LogicError::BudgetExhausted`] once the work passes `budget` (0: no
/// limit): counting the solutions may take `budget` guesses, and the chain
/// search as much again, counted in potentials expanded (see
/// [`CHAIN_UNITS_PER_GUESS`](super::CHAIN_UNITS_PER_GUESS)). Either is
/// about a microsecond a unit of `budget`.
///
/// A path that reaches the solution without uniqueness techniques proves
/// the solution unique by itself; otherwise the solutions are counted.
pub fn rate_within(puzzle: &[u8; CELLS], budget: u64) -> Result<Rating, LogicError> {
    rate_capped(puzzle, u8::MAX, budget)
}

/// As [`rate_within`], but stops once the rating is known to exceed
/// `max_er` (tenths): at the first step rated above it, or before searching
/// for chains whose ratings all are. The rating then has `solved` false and
/// `er` above `max_er` (a lower bound of the puzzle's ER). For a caller
/// that only wants puzzles up to some rating, this saves the search for the
/// hard steps, and puzzles that need no chains below the cap are rated
/// without allocating.
pub fn rate_capped(puzzle: &[u8; CELLS], max_er: u8, budget: u64) -> Result<Rating, LogicError> {
    let values = crate::grid::parse(puzzle)?;
    let mut chains = Chains::new(budget, Some(puzzle)).with_ceiling(max_er);
    let (mut tally, solved) = loop {
        let walked = rating_path(&values, &mut chains, max_er);
        if !chains.check_due() {
            break walked;
        }
        // Counted here, with the path's frame gone (a call may run on a
        // small stack); then the same path is walked again, to the chains.
        chains.check_uniqueness()?;
    };
    if chains.capped {
        tally.rating.er = tally.rating.er.max(max_er.saturating_add(1));
    }
    tally.finish(puzzle, solved, budget)
}

/// The path of an 81-byte puzzle: each step written to `steps` in order, and
/// the rating. When `steps` is too short, the error gives the length needed
/// and `steps` holds the path's beginning. (`Step::default()` fills a
/// buffer.) No limit on the work; see [`explain_within`].
pub fn explain(puzzle: &[u8; CELLS], steps: &mut [Step]) -> Result<Rating, LogicError> {
    explain_within(puzzle, steps, 0)
}

/// As [`explain`], giving up once the work passes `budget` (0: no
/// limit), as [`rate_within`] does.
pub fn explain_within(
    puzzle: &[u8; CELLS],
    steps: &mut [Step],
    budget: u64,
) -> Result<Rating, LogicError> {
    let capacity = steps.len();
    let rating = explain_each_within(puzzle, budget, |i, step| {
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
    explain_each_within(puzzle, 0, visit)
}

/// As [`explain_each`], giving up once the work passes `budget` (0: no
/// limit), as [`rate_within`] does.
pub fn explain_each_within(
    puzzle: &[u8; CELLS],
    budget: u64,
    mut visit: impl FnMut(usize, &Step),
) -> Result<Rating, LogicError> {
    let values = crate::grid::parse(puzzle)?;
    let mut chains = Chains::new(budget, Some(puzzle));
    // Steps already visited, when the path is walked again.
    let mut visited = 0;
    let (tally, solved) = loop {
        let walked = explained_path(&values, &mut chains, &mut |index, step| {
            if index >= visited {
                visit(index, step);
                visited = index + 1;
            }
        });
        if !chains.check_due() {
            break walked;
        }
        // As in `rate_capped`.
        chains.check_uniqueness()?;
    };
    tally.finish(puzzle, solved, budget)
}

/// The rating path from the puzzle's `values`, tallied. Out of line, with
/// its board, so that none of it is on the stack when the solutions are
/// counted.
#[inline(never)]
fn rating_path(
    values: &[u8; CELLS],
    chains: &mut Chains<'_>,
    max_er: u8,
) -> (Tally, Result<bool, LogicError>) {
    let mut board = Board::from_values(values);
    let mut tally = Tally::default();
    let solved = path::walk_ratings(&mut board, chains, max_er, |technique, difficulty, kind| {
        tally.record(technique, difficulty, kind)
    });
    (tally, solved)
}

/// The path from the puzzle's `values`, each step given to `visit` with its
/// index, tallied; out of line as [`rating_path`] is.
#[inline(never)]
fn explained_path(
    values: &[u8; CELLS],
    chains: &mut Chains<'_>,
    visit: &mut impl FnMut(usize, &Step),
) -> (Tally, Result<bool, LogicError>) {
    let mut board = Board::from_values(values);
    let mut tally = Tally::default();
    let solved = path::walk(&mut board, chains, |step| {
        visit(tally.rating.steps as usize, step);
        tally.record(step.technique, step.difficulty, step.kind);
    });
    (tally, solved)
}

impl Tally {
    /// The rating, once the solutions are counted when the path did not
    /// prove them one.
    fn finish(
        mut self,
        puzzle: &[u8; CELLS],
        solved: Result<bool, LogicError>,
        budget: u64,
    ) -> Result<Rating, LogicError> {
        let solved = match solved {
            Ok(solved) => solved,
            // A puzzle without one solution is refused as such, whatever
            // stopped its path.
            Err(err) => {
                check_unique(puzzle, budget)?;
                return Err(err);
            }
        };
        self.rating.solved = solved;
        if !solved || self.assumed_unique {
            check_unique(puzzle, budget)?;
        }
        Ok(self.rating)
    }
}
