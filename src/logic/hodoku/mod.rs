//! HoDoKu 2.2.0's scale, as a second logic engine: its default step table
//! ([`STEPS`]), its solver loop (the first step found in priority order,
//! with HoDoKu's choice among several of one technique), and its level and
//! score. It shares the crate's grid, houses and budget; its steps are its
//! own ([`HodokuStep`]), named by HoDoKu step number.
//!
//! Every enabled row of the priority order but the last, "Give Up", is
//! implemented ([`IMPLEMENTED`]); a puzzle whose path reaches an enabled
//! technique not implemented is refused with
//! [`HodokuError::NotRated`], never given a wrong level. `docs/HODOKU.md`
//! tells what agrees with HoDoKu and how that was measured.

mod als;
mod als_chain;
mod avoidable;
mod bit_singles;
mod board;
mod brute_force;
mod bug;
mod coloring;
mod fish;
mod forcing_chains;
mod forcing_nets;
mod franken;
mod group_nodes;
mod hint;
mod house_places;
mod intersections;
mod net_tables;
mod nice_loops;
#[cfg(test)]
mod random_puzzles;
mod rating;
mod single_digit;
mod singles;
mod solver;
mod step;
mod subsets;
mod sue_de_coq;
mod table;
mod uniqueness;
mod wings;
mod x_chains;
mod xy_chains;

pub use hint::{hint_within, next_step_within, HintKind, HintLevel, HodokuHint, HodokuNext};
pub use solver::IMPLEMENTED;
pub use step::{Candidate, HodokuStep};
pub use table::{numbers, step_row, technique_name, Level, StepRow, STEPS, VARIANTS};

use super::budget::Budget;
use super::error::LogicError;
use super::solutions::check_unique;
use crate::geometry::CELLS;
use std::cell::Cell;

/// A puzzle's HoDoKu rating and path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HodokuRating {
    pub level: Level,
    /// The sum of the steps' base scores.
    pub score: u32,
    pub steps: Vec<HodokuStep>,
}

/// A puzzle's HoDoKu rating without its path: what [`score_within`] returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HodokuScore {
    pub level: Level,
    /// The sum of the steps' base scores.
    pub score: u32,
    /// The hardest step's technique, as [`HodokuRating::hardest`].
    pub hardest: Option<&'static StepRow>,
    /// How many steps the path has.
    pub steps: usize,
}

/// Why a puzzle got no HoDoKu rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HodokuError {
    /// The puzzle is unreadable, has no solution or several, or the budget
    /// ran out.
    Logic(LogicError),
    /// Not rated: the path needs `needs` (a row of the table), which this
    /// engine does not have yet; `steps` are the path's steps before it.
    NotRated {
        needs: &'static StepRow,
        steps: Vec<HodokuStep>,
    },
}

impl HodokuRating {
    /// The hardest step's technique: the first step of the highest level
    /// with the highest base score; `None` for an empty path.
    pub fn hardest(&self) -> Option<&'static StepRow> {
        let mut hardest: Option<&'static StepRow> = None;
        for row in self.steps.iter().map(HodokuStep::row) {
            if hardest.map_or(true, |h| (row.level, row.score) > (h.level, h.score)) {
                hardest = Some(row);
            }
        }
        hardest
    }
}

impl From<LogicError> for HodokuError {
    fn from(err: LogicError) -> HodokuError {
        HodokuError::Logic(err)
    }
}

impl std::fmt::Display for HodokuError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HodokuError::Logic(err) => err.fmt(f),
            HodokuError::NotRated { needs, steps } => write!(
                f,
                "not rated: needs {} (after {} steps)",
                needs.name,
                steps.len()
            ),
        }
    }
}

impl std::error::Error for HodokuError {}

// Where `rate_within` gathers a path's steps, kept between calls. A path's
// buffer allocated up front is a large block (80 bytes a step), and glibc's
// malloc, asked for a large block while its fast bins hold chunks (the
// last path's steps, freed by the caller), first merges them all, so each
// step's two small vectors then take its slow path. Gathered here and
// copied into a buffer of their own at the end, the steps take those
// chunks first (docs/HODOKU.md, hodokuspeed22). A `Vec` is boxed already:
// its static TLS is three words.
thread_local! {
    static PATH_SCRATCH: Cell<Vec<HodokuStep>> = const { Cell::new(Vec::new()) };
}

/// The puzzle's (81 bytes, `1`-`9`, `.` or `0`) HoDoKu rating, with no
/// work limit.
pub fn rate(puzzle: &[u8; CELLS]) -> Result<HodokuRating, HodokuError> {
    rate_within(puzzle, 0)
}

/// As [`rate`], within `budget` units (0: no limit): guesses of the
/// uniqueness check, then one unit per technique tried and one per link an
/// ALS chain tries.
pub fn rate_within(puzzle: &[u8; CELLS], budget: u64) -> Result<HodokuRating, HodokuError> {
    let values = crate::grid::parse(puzzle).map_err(LogicError::from)?;
    // With a budget the check runs first, as its guesses count against
    // it; without, only when the path does not show the solution unique
    // (see `solver::Uniqueness`): the same errors either way.
    if budget != 0 {
        check_unique(puzzle, budget)?;
    }
    let mut unique = solver::Uniqueness {
        known: budget != 0,
        check: &mut || check_unique(puzzle, 0),
    };
    let mut gathered = PATH_SCRATCH.with(Cell::take);
    let mut budget = Budget::new(budget);
    let walked = solver::walk_checking(&values, &mut budget, &mut unique, None, |step| {
        gathered.push(step);
        true
    });
    // The path's own buffer, of its exact length, allocated after every
    // step's (see `PATH_SCRATCH`); the kept one goes back empty.
    let mut steps = Vec::with_capacity(gathered.len());
    steps.append(&mut gathered);
    PATH_SCRATCH.with(|scratch| scratch.set(gathered));
    match walked {
        Ok(()) => {}
        Err(solver::Stop::Needs(needs)) => return Err(HodokuError::NotRated { needs, steps }),
        Err(solver::Stop::Budget(_)) => return Err(LogicError::BudgetExhausted.into()),
        Err(solver::Stop::Logic(err)) => return Err(err.into()),
        Err(solver::Stop::Ceiling) => unreachable!("a rating's walk has no ceiling"),
    }
    let (level, score) = rating::level_and_score(&steps);
    Ok(HodokuRating {
        level,
        score,
        steps,
    })
}

/// As [`rate_within`], without the path: the same level, score, hardest
/// technique and step count, for callers that need no steps (a single
/// builds none). A refused puzzle gets [`rate_within`]'s error, with the
/// steps before the technique it needs.
pub fn score_within(puzzle: &[u8; CELLS], budget: u64) -> Result<HodokuScore, HodokuError> {
    let values = crate::grid::parse(puzzle).map_err(LogicError::from)?;
    if budget != 0 {
        check_unique(puzzle, budget)?;
    }
    let mut unique = solver::Uniqueness {
        known: budget != 0,
        check: &mut || check_unique(puzzle, 0),
    };
    let mut tally = rating::Tally::default();
    let walked = solver::walk_found(
        &values,
        &mut Budget::new(budget),
        &mut unique,
        None,
        |found| {
            tally.add(found.technique());
            true
        },
    );
    match walked {
        Ok(()) => {}
        Err(solver::Stop::Needs(_)) => {
            // Rare (no dev puzzle is refused): the same walk again, keeping
            // its steps for the error.
            return match rate_within(puzzle, budget) {
                Err(err) => Err(err),
                Ok(_) => unreachable!("the same walk needs the same technique"),
            };
        }
        Err(solver::Stop::Budget(_)) => return Err(LogicError::BudgetExhausted.into()),
        Err(solver::Stop::Logic(err)) => return Err(err.into()),
        Err(solver::Stop::Ceiling) => unreachable!("a rating's walk has no ceiling"),
    }
    Ok(HodokuScore {
        level: tally.level(),
        score: tally.score,
        hardest: tally.hardest,
        steps: tally.steps,
    })
}

/// The HoDoKu rating of `puzzle`, which must have one solution (the
/// generator's candidates: it is not checked), if no step of its path is
/// above `level` or harder than `hardest` (a higher level, or the same
/// level and a higher base score) and its score stays within `level`'s
/// maximum; `None` otherwise, or when the path needs a technique not
/// implemented. The walk stops at the first step past the bounds, so a
/// candidate too hard costs none of the searches beyond them. A rating
/// returned is [`rate`]'s: the walk is the same up to the bounds.
pub(crate) fn rate_unique_under(
    puzzle: &[u8; CELLS],
    level: Level,
    hardest: Option<&'static StepRow>,
) -> Option<HodokuRating> {
    let values = crate::grid::parse(puzzle).ok()?;
    let ceiling = solver::Ceiling::new(level, hardest);
    let mut steps = Vec::with_capacity(values.iter().filter(|&&v| v == 0).count());
    let mut score = 0;
    let mut unique = solver::Uniqueness {
        known: true,
        check: &mut || Ok(()),
    };
    let walked = solver::walk_checking(
        &values,
        &mut Budget::new(0),
        &mut unique,
        Some(&ceiling),
        |step| {
            score += step.row().score;
            steps.push(step);
            score <= level.max_score()
        },
    );
    walked.ok()?;
    let (level, score) = rating::level_and_score(&steps);
    Some(HodokuRating {
        level,
        score,
        steps,
    })
}
