//! The general engine: any size from 4 to 25, boxes or jigsaw regions,
//! extra houses, neighbour rules, killer cages, thermometers and kropki
//! dots, in any combination.
//!
//! - `rules.rs`: a rule set as data, with what the engines derive from it
//!   once (peers, pair rules, cage combinations); `builder.rs` builds and
//!   validates it.
//! - `board.rs`: candidates as `u32` sets, one per cell.
//! - `propagate/`: singles, pair rules, cage combinations, intersections,
//!   house pairs and places seen, a file each.
//! - `search.rs`: depth-first guessing on the most constrained cell, under a
//!   guess budget.
//! - `planes/`: the same search for 9x9 with boxes, distinct-digit rules
//!   and non-consecutive, on one 81-cell bit set per digit; [`Engine::Auto`]
//!   sends it the rule sets where it was measured faster.
//! - `check.rs`: which rule a grid breaks, and where.
//! - `fpuzzles.rs`, `lzstring.rs`, `compact.rs`: the formats.
//!
//! Classic 9x9 with no other rule goes to the exact engine in `search/`
//! ([`Engine::Auto`]); both answer the same.
//!
//! ```
//! use sudoku::variant::{self, RulesBuilder};
//!
//! // A 4x4 with one killer cage and two givens.
//! let rules = RulesBuilder::new(4).cage(vec![0, 1], Some(3)).build().unwrap();
//! let mut givens = vec![0u8; 16];
//! givens[0] = 1;
//! givens[5] = 3;
//! let (count, _) = variant::count(&rules, &givens, 10, 0);
//! assert!(count.unwrap() >= 1);
//! ```

mod board;
mod builder;
mod check;
pub mod compact;
pub mod fpuzzles;
pub mod generate;
pub mod logic;
pub mod lzstring;
mod planes;
mod propagate;
mod rules;
mod search;

use std::fmt;

pub use builder::{default_box_shape, most_rules, ExtraHouse, RulesBuilder, RulesError};
pub use check::{check, BrokenRule, Violation};
pub use rules::{
    Cage, Dot, DotKind, House, HouseKind, Neighbours, Pair, PairKind, PairSource, Rules, MAX_SIZE,
    MIN_SIZE,
};

use crate::solve::{SolveError, SolveMode, SolveOptions};

/// Why a variant grid was not solved or counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// The grid does not have N * N cells.
    Length {
        expected: usize,
        found: usize,
    },
    /// A cell holds a value above N.
    Digit {
        cell: usize,
        value: u8,
    },
    /// The givens break a rule.
    Broken(Violation),
    NoSolution,
    MultipleSolutions,
    /// The guess budget ran out first.
    BudgetExhausted,
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::Length { expected, found } => {
                write!(f, "the grid has {found} cells, not {expected}")
            }
            VariantError::Digit { cell, value } => {
                write!(f, "cell {cell} holds {value}, above the grid's size")
            }
            VariantError::Broken(violation) => write!(f, "{violation}"),
            VariantError::NoSolution => write!(f, "the puzzle has no solution"),
            VariantError::MultipleSolutions => write!(f, "the puzzle has more than one solution"),
            VariantError::BudgetExhausted => write!(f, "the guess budget ran out"),
        }
    }
}

impl std::error::Error for VariantError {}

/// What a search did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VariantStats {
    /// Solutions found (up to the limit).
    pub solutions: u32,
    /// Guesses made (never more than the budget).
    pub guesses: u64,
}

/// Which engine answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Engine {
    /// Classic 9x9 to the exact engine; 9x9 with non-consecutive,
    /// anti-knight, anti-king, diagonals or windows (and no cage, dot or
    /// thermometer) to the planes engine, where it was measured faster;
    /// everything else to the general one. The counts, statuses and
    /// unique solutions are the same whichever answers.
    #[default]
    Auto,
    /// The general engine whatever the rules.
    General,
}

/// Solves `givens` (N * N values, 0 empty) under `rules`: its solution when
/// it has exactly one, within `budget` guesses (0: no limit).
pub fn solve(
    rules: &Rules,
    givens: &[u8],
    budget: u64,
) -> (Result<Vec<u8>, VariantError>, VariantStats) {
    let (found, stats) = run(rules, givens, 2, budget, Engine::Auto);
    let result = found.and_then(|(solutions, first, exhausted)| match (solutions, first) {
        (n, _) if n >= 2 => Err(VariantError::MultipleSolutions),
        _ if exhausted => Err(VariantError::BudgetExhausted),
        (1, Some(solution)) => Ok(solution),
        _ => Err(VariantError::NoSolution),
    });
    (result, stats)
}

/// Solves `givens` under `rules`: any one solution when it has several
/// (the first the search finds), within `budget` guesses (0: no limit).
pub fn solve_first(
    rules: &Rules,
    givens: &[u8],
    budget: u64,
) -> (Result<Vec<u8>, VariantError>, VariantStats) {
    let (found, stats) = run(rules, givens, 1, budget, Engine::Auto);
    let result = found.and_then(|(_, first, exhausted)| match first {
        Some(solution) => Ok(solution),
        None if exhausted => Err(VariantError::BudgetExhausted),
        None => Err(VariantError::NoSolution),
    });
    (result, stats)
}

/// Counts the solutions of `givens`, stopping at `limit` (at least 1),
/// within `budget` guesses (0: no limit).
pub fn count(
    rules: &Rules,
    givens: &[u8],
    limit: u32,
    budget: u64,
) -> (Result<u32, VariantError>, VariantStats) {
    count_with(rules, givens, limit, budget, Engine::Auto)
}

/// As [`count`], choosing the engine.
pub fn count_with(
    rules: &Rules,
    givens: &[u8],
    limit: u32,
    budget: u64,
    engine: Engine,
) -> (Result<u32, VariantError>, VariantStats) {
    let limit = limit.max(1);
    let (found, stats) = run(rules, givens, limit, budget, engine);
    let result = found.and_then(|(solutions, _, exhausted)| {
        // Reaching the limit decides the count even if the budget ran out.
        if exhausted && solutions < limit {
            Err(VariantError::BudgetExhausted)
        } else {
            Ok(solutions)
        }
    });
    (result, stats)
}

type Outcome = Result<(u32, Option<Vec<u8>>, bool), VariantError>;

fn run(
    rules: &Rules,
    givens: &[u8],
    limit: u32,
    budget: u64,
    engine: Engine,
) -> (Outcome, VariantStats) {
    if let Err(err) = check(rules, givens) {
        return (Err(err), VariantStats::default());
    }
    if engine == Engine::Auto && rules.is_classic() {
        return run_classic(givens, limit, budget);
    }
    let found = if engine == Engine::Auto && planes::routes(rules) {
        planes::search(rules, givens, limit, budget)
    } else {
        search::search(rules, givens, limit, budget)
    };
    let stats = VariantStats {
        solutions: found.solutions,
        guesses: found.guesses,
    };
    (
        Ok((found.solutions, found.first, found.budget_exhausted)),
        stats,
    )
}

/// Classic 9x9 through the exact engine's public API.
fn run_classic(givens: &[u8], limit: u32, budget: u64) -> (Outcome, VariantStats) {
    let mut text = [b'.'; 81];
    for (t, &g) in text.iter_mut().zip(givens) {
        if g != 0 {
            *t = b'0' + g;
        }
    }
    let digits = |s: [u8; 81]| s.iter().map(|b| b - b'0').collect::<Vec<u8>>();
    if limit <= 2 {
        // Solve finds the solution as well as the count.
        let mode = if limit == 1 {
            SolveMode::First
        } else {
            SolveMode::Unique
        };
        let (result, stats) = crate::solve(
            &text,
            SolveOptions {
                mode,
                guess_budget: budget,
            },
        );
        let stats = VariantStats {
            solutions: stats.solutions,
            guesses: stats.guesses,
        };
        let outcome = match result {
            Ok(solution) => Ok((stats.solutions.max(1), Some(digits(solution)), false)),
            Err(SolveError::MultipleSolutions) => Ok((2, None, false)),
            Err(SolveError::NoSolution) => Ok((0, None, false)),
            Err(SolveError::BudgetExhausted) => Ok((stats.solutions, None, true)),
            // check() has refused every grid the classic parser refuses.
            Err(SolveError::Grid(_)) => Ok((0, None, false)),
        };
        return (outcome, stats);
    }
    let (result, stats) = crate::count_solutions_within(&text, limit, budget);
    let stats = VariantStats {
        solutions: stats.solutions,
        guesses: stats.guesses,
    };
    let outcome = match result {
        Ok(n) => Ok((n, None, false)),
        Err(_) => Ok((stats.solutions, None, true)),
    };
    (outcome, stats)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solve_first_takes_any_of_several() {
        let rules = RulesBuilder::new(4).build().unwrap();
        let empty = [0u8; 16];
        assert_eq!(
            solve(&rules, &empty, 0).0,
            Err(VariantError::MultipleSolutions)
        );
        let solution = solve_first(&rules, &empty, 0).0.unwrap();
        // Each row, column and 2x2 box holds 1-4 once.
        let full = |cells: [usize; 4]| {
            let mut seen: Vec<u8> = cells.iter().map(|&c| solution[c]).collect();
            seen.sort_unstable();
            seen == [1, 2, 3, 4]
        };
        for i in 0..4 {
            assert!(full([i * 4, i * 4 + 1, i * 4 + 2, i * 4 + 3]));
            assert!(full([i, i + 4, i + 8, i + 12]));
            let corner = (i / 2) * 8 + (i % 2) * 2;
            assert!(full([corner, corner + 1, corner + 4, corner + 5]));
        }
        // Row 1 holds 1 and 2, column 3 holds 3 and 4: R1C3 has no digit.
        let mut none = [0u8; 16];
        none[0] = 1;
        none[1] = 2;
        none[6] = 3;
        none[10] = 4;
        assert_eq!(
            solve_first(&rules, &none, 0).0,
            Err(VariantError::NoSolution)
        );
    }
}
