//! The worst grids found, per function, and the file they are written to:
//! one `GRID guesses µs function` a line, a comment giving the kind and
//! the givens after it.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

use super::grid::{givens, text_string, Grid};
use super::target::{best_time, solve_counted, Function, Kind};

pub struct Found {
    pub grid: Grid,
    pub function: Function,
    /// The guesses of the whole search, without a budget.
    pub guesses: u64,
    pub micros: f64,
    pub kind: Option<Kind>,
}

impl Found {
    /// Measures `grid` for `function` in full: guesses without a budget,
    /// and the best of `runs` timed calls of the function itself.
    pub fn measure(grid: &Grid, function: Function, runs: usize) -> Found {
        let unique = solve_counted(grid, sudoku::SolveMode::Unique, 0);
        Found {
            grid: *grid,
            function,
            guesses: function.counted(grid, 0).guesses,
            micros: best_time(function, grid, runs).as_secs_f64() * 1e6,
            kind: unique.kind,
        }
    }

    /// Larger is worse: guesses first, time among equals.
    fn key(&self) -> (u64, u64) {
        (self.guesses, (self.micros * 1000.0) as u64)
    }

    pub fn line(&self) -> String {
        let kind = self.kind.map_or("?", Kind::name);
        format!(
            "{} {} {:.1} {}  # {}, {} givens",
            text_string(&self.grid),
            self.guesses,
            self.micros,
            self.function.name(),
            kind,
            givens(&self.grid)
        )
    }
}

/// The distinct grids offered for each function; the `top` worst of each
/// are shown.
pub struct Records {
    top: usize,
    by_function: BTreeMap<Function, HashMap<Grid, Found>>,
}

impl Records {
    pub fn new(top: usize) -> Records {
        Records {
            top,
            by_function: BTreeMap::new(),
        }
    }

    pub fn offer(&mut self, found: Found) {
        let grids = self.by_function.entry(found.function).or_default();
        match grids.get_mut(&found.grid) {
            // The same grid again: keep its better time, as a best of more runs.
            Some(same) => same.micros = same.micros.min(found.micros),
            None => {
                grids.insert(found.grid, found);
            }
        }
    }

    /// The `top` worst of `function`, worst first; equal grids in text order.
    fn worst_of(&self, function: Function) -> Vec<&Found> {
        let mut list: Vec<&Found> = self
            .by_function
            .get(&function)
            .map_or(Vec::new(), |grids| grids.values().collect());
        list.sort_by(|a, b| b.key().cmp(&a.key()).then(a.grid.cmp(&b.grid)));
        list.truncate(self.top);
        list
    }

    pub fn worst(&self, function: Function) -> Option<&Found> {
        self.worst_of(function).first().copied()
    }

    pub fn render(&self, header: &str) -> String {
        let mut out = String::new();
        for line in header.lines() {
            let _ = writeln!(out, "# {line}");
        }
        for &function in self.by_function.keys() {
            for found in self.worst_of(function) {
                let _ = writeln!(out, "{}", found.line());
            }
        }
        out
    }
}
