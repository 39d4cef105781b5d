//! The functions under attack, through the library's public API, and what
//! a call to each costs.
//!
//! The climb is steered by guesses, which depend on the grid and the engine
//! alone, so that a run replays from its seed. `count_solutions` reports no
//! guesses: at limits 1 and 2 it runs the very search of `solve` in first and
//! unique mode, whose guesses stand for it; at larger limits only its time
//! measures it, which makes those climbs depend on the machine.

use std::hint::black_box;
use std::time::{Duration, Instant};

use sudoku::ffi::{sudoku_solve_batch, Status};
use sudoku::{count_solutions, solve, SolveError, SolveMode, SolveOptions};

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

    /// The solve whose guesses count this function's search, if one does.
    pub fn guess_mode(self) -> Option<SolveMode> {
        match self {
            Function::SolveUnique | Function::Batch | Function::Count(2) => Some(SolveMode::Unique),
            Function::SolveFirst | Function::Count(1) => Some(SolveMode::First),
            Function::Count(_) => None,
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
            let mode = function.guess_mode().expect("solves have a mode");
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
    /// Guesses; for a count past limit 2, nanoseconds. u64::MAX when the
    /// guess budget ran out.
    pub cost: u64,
    pub kind: Option<Kind>,
}

/// Probes `grid` for `function`: its guess count within `budget`, or for
/// counts past limit 2 its time (after a unique-mode solve within `budget`,
/// which such a count always exceeds, keeps it from running away).
/// `need_kind` asks for the kind even when the steering solve does not
/// give it.
pub fn probe(function: Function, grid: &Grid, budget: u64, runs: usize, need_kind: bool) -> Probe {
    let unique = |grid| solve_counted(grid, SolveMode::Unique, budget);
    let steer = match function.guess_mode() {
        Some(mode) => solve_counted(grid, mode, budget),
        None => unique(grid),
    };
    let mut kind = steer.kind;
    if need_kind && kind.is_none() && !steer.exhausted {
        kind = unique(grid).kind;
    }
    let cost = if steer.exhausted {
        u64::MAX
    } else if function.guess_mode().is_some() {
        steer.guesses
    } else {
        best_time(function, grid, runs).as_nanos() as u64
    };
    Probe { cost, kind }
}
