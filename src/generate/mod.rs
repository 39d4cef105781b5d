//! The puzzle generator: random complete grids, then givens removed while
//! the solution stays unique, under a symmetry, a pattern, bounds on the
//! number of givens and on the Sudoku Explainer rating. Every puzzle
//! is a pure function of the options, seed included: the same on every
//! platform, build and thread count, and independent of how the search
//! engine searches. docs/GENERATE.md specifies the algorithm precisely
//! enough to reproduce it in another language (scripts/generate_reference.py
//! does, in Python).
//!
//! - [`rng`]: the random number generator (xoshiro256** seeded by SplitMix64).
//! - `random_grid`: random complete grids, and how random they are.
//! - [`symmetry`]: the symmetries and the groups of cells they tie.
//! - `minimise`: removing givens while the solution stays unique.
//! - `easy_removal`: the candidates of HoDoKu's Easy level, dropped as
//!   soon as they would need more than singles.
//! - `unavoidable`: sets of cells that must keep a given, found cheaply.
//! - `pattern`: puzzles with givens exactly where a pattern says.
//! - `rating`: the rating bounds' [`Rater`], by default the logic engine's.
//! - `uniqueness`: the questions put to the exact search engine.
//! - [`teach`]: puzzles of a HoDoKu level, or whose HoDoKu path needs a
//!   chosen technique.

mod easy_removal;
mod minimise;
mod pattern;
mod random_grid;
mod rating;
pub mod rng;
pub mod symmetry;
pub mod teach;
mod unavoidable;
mod uniqueness;

pub use rating::{LogicRater, Rater};
pub use symmetry::Symmetry;

use crate::geometry::{CellSet, CELLS};
use crate::grid::{self, Cells};
use minimise::Goal;
use rng::Rng;
use uniqueness::ValueSets;

/// What to generate. [`GenerateOptions::default`] asks for a minimal
/// puzzle with no other constraint, from seed 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateOptions {
    /// The seed: the same seed and options give the same puzzle.
    pub seed: u64,
    /// The symmetry of the positions of the givens.
    pub symmetry: Symmetry,
    /// True: removing any given (under a symmetry, any one group of
    /// givens) leaves more than one solution. False: givens stop being
    /// removed as soon as their count is within bounds.
    pub minimal: bool,
    /// At least this many givens (0: no bound).
    pub min_givens: u32,
    /// At most this many givens (0: no bound).
    pub max_givens: u32,
    /// `x` where a given must be, `.` where none may be; None for any
    /// positions.
    pub pattern: Option<[u8; CELLS]>,
    /// Sudoku Explainer rating bounds in tenths (0: no bound), as
    /// [`crate::logic::rate`] gives them (its ER); puzzles it cannot rate
    /// yet (those needing chains) are refused.
    pub min_rating: u32,
    pub max_rating: u32,
    /// Candidate puzzles (complete grids tried) before giving up with
    /// [`GenerateError::BudgetExhausted`]; at least 1.
    pub attempt_budget: u64,
}

/// The default [`GenerateOptions::attempt_budget`].
pub const DEFAULT_ATTEMPT_BUDGET: u64 = 10_000;

impl Default for GenerateOptions {
    fn default() -> GenerateOptions {
        GenerateOptions {
            seed: 0,
            symmetry: Symmetry::None,
            minimal: true,
            min_givens: 0,
            max_givens: 0,
            pattern: None,
            min_rating: 0,
            max_rating: 0,
            attempt_budget: DEFAULT_ATTEMPT_BUDGET,
        }
    }
}

/// A generated puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle: `1`-`9` givens, `.` empty cells.
    pub puzzle: [u8; CELLS],
    /// Its unique solution, 81 digits.
    pub solution: [u8; CELLS],
    /// Number of givens.
    pub givens: u32,
    /// Candidate puzzles tried, this one included.
    pub attempts: u64,
    /// Its rating in tenths when rating bounds were asked for, else 0.
    pub rating: u32,
}

/// Why no puzzle was generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// A symmetry value that names no [`Symmetry`] (from the C API).
    UnknownSymmetry { value: u32 },
    /// `min_givens` or `max_givens` above 81.
    GivensOutOfRange { bound: u32 },
    /// `min_givens` above a non-zero `max_givens`.
    MinGivensAboveMax { min: u32, max: u32 },
    /// `min_rating` above a non-zero `max_rating`.
    MinRatingAboveMax { min: u32, max: u32 },
    /// The pattern holds a byte other than `x` and `.` at `cell`.
    PatternInvalidByte { cell: usize },
    /// The pattern gives `cell` but not another cell of its symmetric
    /// group, or the other way round.
    PatternBreaksSymmetry { cell: usize },
    /// The pattern's number of givens is outside the given bounds.
    PatternOutsideGivenBounds { givens: u32 },
    /// `attempt_budget` is 0.
    ZeroAttemptBudget,
    /// Every candidate of the budget failed the constraints.
    BudgetExhausted { attempts: u64 },
}

impl std::fmt::Display for GenerateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            GenerateError::UnknownSymmetry { value } => write!(f, "unknown symmetry {value}"),
            GenerateError::GivensOutOfRange { bound } => {
                write!(f, "given bound {bound} is above 81")
            }
            GenerateError::MinGivensAboveMax { min, max } => {
                write!(f, "min_givens {min} is above max_givens {max}")
            }
            GenerateError::MinRatingAboveMax { min, max } => {
                write!(f, "min_rating {min} is above max_rating {max}")
            }
            GenerateError::PatternInvalidByte { cell } => {
                write!(f, "pattern byte at cell {cell} is neither 'x' nor '.'")
            }
            GenerateError::PatternBreaksSymmetry { cell } => {
                write!(f, "pattern breaks the symmetry at cell {cell}")
            }
            GenerateError::PatternOutsideGivenBounds { givens } => {
                write!(f, "pattern has {givens} givens, outside the given bounds")
            }
            GenerateError::ZeroAttemptBudget => f.write_str("attempt_budget is 0"),
            GenerateError::BudgetExhausted { attempts } => {
                write!(f, "no puzzle met the constraints in {attempts} attempts")
            }
        }
    }
}

impl std::error::Error for GenerateError {}

impl TryFrom<u32> for Symmetry {
    type Error = GenerateError;
    fn try_from(value: u32) -> Result<Symmetry, GenerateError> {
        Symmetry::from_u32(value).ok_or(GenerateError::UnknownSymmetry { value })
    }
}

/// A random complete grid, 81 digits, drawn from `seed`. Every valid grid
/// can come out, and grids equivalent under relabelling, row, column, band
/// and stack orders and transposition are exactly equally likely; across
/// the classes of equivalent grids the output is not exactly uniform
/// (docs/GENERATE.md).
pub fn random_solution(seed: u64) -> [u8; CELLS] {
    grid::format(&random_grid::random_grid(&mut Rng::new(seed)))
}

/// Generates a puzzle as `options` ask, rating candidates with the logic
/// engine ([`LogicRater`]) when rating bounds are set.
pub fn generate(options: &GenerateOptions) -> Result<Generated, GenerateError> {
    generate_with_rater(options, &LogicRater)
}

/// As [`generate`], rating candidates with `rater` when rating bounds are
/// set.
pub fn generate_with_rater(
    options: &GenerateOptions,
    rater: &dyn Rater,
) -> Result<Generated, GenerateError> {
    generate_where(options, rater, Removal::Classic, &mut |_| true)
}

/// How [`generate_where`] removes givens when no pattern places them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Removal {
    /// One pass in random order, each group removed if the solution stays
    /// unique (docs/GENERATE.md): [`generate`]'s.
    Classic,
    /// For minimal puzzles, first the groups singles fill again, then the
    /// rest (`easy_removal::remove_givens_for_singles`): easier puzzles,
    /// fewer searches, and a candidate that would need more than singles
    /// is dropped as soon as that is sure (HoDoKu's Easy level only). Not
    /// minimal puzzles are removed as by `Classic`.
    SinglesFirst,
}

/// As [`generate_with_rater`], removing givens as `removal` says and keeping
/// only candidates that also pass `accept` (asked after the rating bounds,
/// once per candidate).
pub(crate) fn generate_where(
    options: &GenerateOptions,
    rater: &dyn Rater,
    removal: Removal,
    accept: &mut dyn FnMut(&[u8; CELLS]) -> bool,
) -> Result<Generated, GenerateError> {
    let plan = plan(options)?;
    let mut rng = Rng::new(options.seed);
    for attempt in 1..=options.attempt_budget {
        let solution = random_grid::random_grid(&mut rng);
        let candidate = match plan.pattern {
            Some(cells) => {
                pattern::puzzle_on_pattern(&solution, cells, plan.orbits, plan.goal.minimal)
            }
            None if removal == Removal::SinglesFirst && plan.goal.minimal => {
                easy_removal::remove_givens_for_singles(&solution, plan.orbits, plan.goal, &mut rng)
            }
            None => minimise::remove_givens(&solution, plan.orbits, plan.goal, &mut rng),
        };
        let Some(sets) = candidate else { continue };
        let puzzle = puzzle_text(&sets);
        let rating = match plan.rating {
            Some((low, high)) => match rater.rate_bounded(&puzzle, low, high) {
                Some(rating) => rating,
                None => continue,
            },
            None => 0,
        };
        if !accept(&puzzle) {
            continue;
        }
        return Ok(Generated {
            puzzle,
            solution: grid::format(&solution),
            givens: CELLS as u32 - sets[0].len(),
            attempts: attempt,
            rating,
        });
    }
    Err(GenerateError::BudgetExhausted {
        attempts: options.attempt_budget,
    })
}

/// The options checked and put in the form the generation loop uses.
struct Plan {
    orbits: &'static symmetry::Orbits,
    goal: Goal,
    pattern: Option<CellSet>,
    /// Rating bounds, the upper one `u32::MAX` when open; None when unrated.
    rating: Option<(u32, u32)>,
}

fn plan(options: &GenerateOptions) -> Result<Plan, GenerateError> {
    let (min, max) = (options.min_givens, options.max_givens);
    if let Some(bound) = [min, max].into_iter().find(|&bound| bound > CELLS as u32) {
        return Err(GenerateError::GivensOutOfRange { bound });
    }
    if max != 0 && min > max {
        return Err(GenerateError::MinGivensAboveMax { min, max });
    }
    let (min_rating, max_rating) = (options.min_rating, options.max_rating);
    if max_rating != 0 && min_rating > max_rating {
        return Err(GenerateError::MinRatingAboveMax {
            min: min_rating,
            max: max_rating,
        });
    }
    let goal = Goal {
        minimal: options.minimal,
        min_givens: min,
        max_givens: if max == 0 { CELLS as u32 } else { max },
    };
    let orbits = options.symmetry.orbits();
    let pattern = match &options.pattern {
        None => None,
        Some(bytes) => {
            let cells = pattern::read_pattern(bytes, orbits)?;
            let givens = cells.len();
            if givens < goal.min_givens || givens > goal.max_givens {
                return Err(GenerateError::PatternOutsideGivenBounds { givens });
            }
            Some(cells)
        }
    };
    let rating = if min_rating == 0 && max_rating == 0 {
        None
    } else {
        let max = if max_rating == 0 {
            u32::MAX
        } else {
            max_rating
        };
        Some((min_rating, max))
    };
    if options.attempt_budget == 0 {
        return Err(GenerateError::ZeroAttemptBudget);
    }
    Ok(Plan {
        orbits,
        goal,
        pattern,
        rating,
    })
}

/// The text of a puzzle given as value sets.
fn puzzle_text(sets: &ValueSets) -> [u8; CELLS] {
    let mut cells: Cells = [0; CELLS];
    for (value, set) in sets.iter().enumerate().skip(1) {
        for cell in *set {
            cells[cell] = value as u8;
        }
    }
    grid::format(&cells)
}
