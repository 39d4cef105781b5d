//! The functions under attack, through the library's public API, and what
//! a call to each costs.
//!
//! The climb is steered by guesses, which depend on the grid and the engine
//! alone, so that a run replays from its seed: those of `solve` for the
//! solves and the batch call (which solves each record as `solve` does),
//! those of `count_solutions_within` for the counts. The calls timed are
//! the functions themselves.

use std::hint::black_box;
use std::time::{Duration, Instant};

use sudoku::ffi::{sudoku_solve_batch, Status};
use sudoku::{count_solutions, count_solutions_within, solve, SolveError, SolveMode, SolveOptions};

use super::grid::{text, Grid};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Function {
    SolveUnique,
    SolveFirst,
    /// `count_solutions` at this limit.
    Count(u32),
    /// `sudoku_solve_batch` with the grid as its one record.
    Batch,
}

impl Function {
    pub fn name(self) -> String {
        match self {
            Function::SolveUnique => "solve-unique".into(),
            Function::SolveFirst => "solve-first".into(),
            Function::Count(limit) => format!("count-{limit}"),
            Function::Batch => "batch".into(),
        }
    }

    pub fn parse(name: &str) -> Option<Function> {
        match name {
            "solve-unique" => Some(Function::SolveUnique),
            "solve-first" => Some(Function::SolveFirst),
            "batch" => Some(Function::Batch),
            _ => {
                let limit = name.strip_prefix("count-")?.parse().ok()?;
                (limit > 0).then_some(Function::Count(limit))
            }
        }
    }

    /// Every function: the counts at limits 1, 2 and `large_limit`.
    pub fn all(large_limit: u32) -> Vec<Function> {
        vec![
            Function::SolveUnique,
            Function::SolveFirst,
            Function::Count(1),
            Function::Count(2),
            Function::Count(large_limit),
            Function::Batch,
        ]
    }

    /// The guesses of this function's search on `grid`, giving up after
    /// `budget` (0: never), and what the search established.
    pub fn counted(self, grid: &Grid, budget: u64) -> Solved {
        match self {
            Function::SolveUnique | Function::Batch => {
                solve_counted(grid, SolveMode::Unique, budget)
            }
            Function::SolveFirst => solve_counted(grid, SolveMode::First, budget),
            Function::Count(limit) => {
                let (result, stats) = count_solutions_within(&text(grid), limit, budget);
                let kind = match result {
                    Ok(0) => Some(Kind::None),
                    Ok(1) if limit > 1 => Some(Kind::Unique),
                    Ok(n) if n > 1 => Some(Kind::Multiple),
                    _ => None,
                };
                Solved {
                    guesses: stats.guesses,
                    exhausted: result == Err(SolveError::BudgetExhausted),
                    kind,
                }
            }
        }
    }
}

/// How many solutions a grid has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    None,
    Unique,
    Multiple,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::None => "none",
            Kind::Unique => "unique",
            Kind::Multiple => "multiple",
        }
    }

    pub fn parse(name: &str) -> Option<Kind> {
        [Kind::None, Kind::Unique, Kind::Multiple]
            .into_iter()
            .find(|kind| kind.name() == name)
    }
}

/// A solve's guesses and what it established; `kind` is None when the
/// budget ran out first, or when first mode found a solution (one or more).
pub struct Solved {
    pub guesses: u64,
    pub exhausted: bool,
    pub kind: Option<Kind>,
}

/// `solve` in `mode`, giving up after `budget` guesses (0: never).
pub fn solve_counted(grid: &Grid, mode: SolveMode, budget: u64) -> Solved {
    let options = SolveOptions {
        mode,
        guess_budget: budget,
    };
    let (result, stats) = solve(&text(grid), options);
    let kind = match (result, mode) {
        (Ok(_), SolveMode::Unique) => Some(Kind::Unique),
        (Ok(_), SolveMode::First) => None,
        (Err(SolveError::NoSolution), _) => Some(Kind::None),
        (Err(SolveError::MultipleSolutions), _) => Some(Kind::Multiple),
        (Err(SolveError::BudgetExhausted), _) => None,
        (Err(SolveError::Grid(err)), _) => panic!("the attack made a refused grid: {err:?}"),
    };
    Solved {
        guesses: stats.guesses,
        exhausted: result == Err(SolveError::BudgetExhausted),
        kind,
    }
}

/// The call itself, as a user makes it; the result is only checked for
/// sanity, the time is what matters.
fn call(function: Function, grid: &[u8; 81]) {
    match function {
        Function::SolveUnique | Function::SolveFirst => {
            let mode = match function {
                Function::SolveUnique => SolveMode::Unique,
                _ => SolveMode::First,
            };
            let options = SolveOptions {
                mode,
                guess_budget: 0,
            };
            let _ = black_box(solve(black_box(grid), options));
        }
        Function::Count(limit) => {
            black_box(count_solutions(black_box(grid), limit).expect("a consistent grid"));
        }
        Function::Batch => {
            let mut record = *grid;
            let mut status = [Status::OK];
            // SAFETY: one 81-byte record and one status slot, both ours.
            let solved = unsafe {
                sudoku_solve_batch(record.as_mut_ptr().cast(), 1, status.as_mut_ptr(), 1)
            };
            black_box((solved, status));
        }
    }
}

/// The shortest of `runs` calls (fewer when a call takes long: past 100 ms,
/// noise matters little and repeats cost much).
pub fn best_time(function: Function, grid: &Grid, runs: usize) -> Duration {
    let grid = text(grid);
    let mut best = Duration::MAX;
    for run in 0..runs.max(1) {
        let start = Instant::now();
        call(function, &grid);
        best = best.min(start.elapsed());
        if run >= 1 && best > Duration::from_millis(100) {
            break;
        }
    }
    best
}

/// What a candidate grid costs, as the climb compares it.
pub struct Probe {
    /// Guesses; u64::MAX when the guess budget ran out.
    pub cost: u64,
    pub kind: Option<Kind>,
}

/// Probes `grid` for `function`: its guess count within `budget`.
/// `need_kind` asks for the kind even when the function's own search does
/// not tell it (a unique-mode solve then does).
pub fn probe(function: Function, grid: &Grid, budget: u64, need_kind: bool) -> Probe {
    let steer = function.counted(grid, budget);
    let mut kind = steer.kind;
    if need_kind && kind.is_none() && !steer.exhausted {
        kind = solve_counted(grid, SolveMode::Unique, budget).kind;
    }
    let cost = if steer.exhausted {
        u64::MAX
    } else {
        steer.guesses
    };
    Probe { cost, kind }
}
