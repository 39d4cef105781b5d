//! The worst grids found, per function, and the file they are written to:
//! one `GRID guesses µs function` a line, a comment giving the kind and
//! the givens after it.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::grid::{givens, text_string, Grid};
use super::target::{best_time, solve_counted, Function, Kind};

pub struct Found {
    pub grid: Grid,
    pub function: Function,
    /// The guesses of the whole search, without a budget; None for counts
    /// past limit 2, which report none.
    pub guesses: Option<u64>,
    pub micros: f64,
    pub kind: Option<Kind>,
}

impl Found {
    /// Measures `grid` for `function` in full: guesses without a budget,
    /// and the best of `runs` timed calls of the function itself.
    pub fn measure(grid: &Grid, function: Function, runs: usize) -> Found {
        let unique = solve_counted(grid, sudoku::SolveMode::Unique, 0);
        let guesses = match function.guess_mode() {
            Some(sudoku::SolveMode::Unique) => Some(unique.guesses),
            Some(mode) => Some(solve_counted(grid, mode, 0).guesses),
            None => None,
        };
        Found {
            grid: *grid,
            function,
            guesses,
            micros: best_time(function, grid, runs).as_secs_f64() * 1e6,
            kind: unique.kind,
        }
    }

    /// Larger is worse: guesses first, time among equals.
    fn key(&self) -> (u64, u64) {
        (self.guesses.unwrap_or(0), (self.micros * 1000.0) as u64)
    }

    pub fn line(&self) -> String {
        let guesses = self.guesses.map_or("-".to_string(), |g| g.to_string());
        let kind = self.kind.map_or("?", Kind::name);
        format!(
            "{} {} {:.1} {}  # {}, {} givens",
            text_string(&self.grid),
            guesses,
            self.micros,
            self.function.name(),
            kind,
            givens(&self.grid)
        )
    }
}

/// The `top` worst distinct grids of each function.
pub struct Records {
    top: usize,
    by_function: BTreeMap<Function, Vec<Found>>,
}

impl Records {
    pub fn new(top: usize) -> Records {
        Records {
            top,
            by_function: BTreeMap::new(),
        }
    }

    pub fn offer(&mut self, found: Found) {
        let list = self.by_function.entry(found.function).or_default();
        if let Some(same) = list.iter_mut().find(|f| f.grid == found.grid) {
            // The same grid again: keep its better time, as a best of more runs.
            same.micros = same.micros.min(found.micros);
        } else {
            list.push(found);
        }
        list.sort_by_key(|f| std::cmp::Reverse(f.key()));
        list.truncate(self.top);
    }

    pub fn worst(&self, function: Function) -> Option<&Found> {
        self.by_function
            .get(&function)
            .and_then(|list| list.first())
    }

    pub fn render(&self, header: &str) -> String {
        let mut out = String::new();
        for line in header.lines() {
            let _ = writeln!(out, "# {line}");
        }
        for list in self.by_function.values() {
            for found in list {
                let _ = writeln!(out, "{}", found.line());
            }
        }
        out
    }
}
