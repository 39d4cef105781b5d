//! The `sudoku-variants` crate as an anchor for `--variants --crate N`:
//! its fastest exact solver (StrategicBacktrackingSolver with naked and
//! hidden singles, the crate's NakedSingle and OnlyCell strategies; its
//! plain BacktrackingSolver took seconds an X puzzle) on the puzzles whose rules it has (sizes with
//! default boxes, both diagonals together, anti-knight, anti-king,
//! non-consecutive without dots); None for any other.

use serde_json::Value;
use sudoku_variants::constraint::{
    AdjacentConsecutiveConstraint, DefaultConstraint, DiagonalsConstraint, DynamicConstraint,
    KingsMoveConstraint, KnightsMoveConstraint,
};
use sudoku_variants::solver::strategy::{
    CompositeStrategy, NakedSingleStrategy, OnlyCellStrategy, StrategicBacktrackingSolver,
};
use sudoku_variants::solver::{Solution, Solver};
use sudoku_variants::{Sudoku, SudokuGrid};

use crate::generate::thread_cpu_seconds;

/// Box shapes, rows x columns, as f-puzzles draws them by default.
const BOXES: [(usize, usize, usize); 10] = [
    (4, 2, 2),
    (6, 2, 3),
    (8, 2, 4),
    (9, 3, 3),
    (10, 2, 5),
    (12, 3, 4),
    (15, 3, 5),
    (16, 4, 4),
    (20, 4, 5),
    (25, 5, 5),
];

/// Fields that carry no rule.
const COSMETIC: [&str; 9] = [
    "size", "grid", "title", "author", "ruleset", "solution", "cage", "line", "text",
];

/// The crate's solve of `puzzle` (f-puzzles JSON) timed on this thread's
/// CPU clock, or None when the puzzle has a rule the crate lacks. An answer
/// other than the stored solution is an error.
pub fn time(puzzle: &Value, stored: &[u8]) -> Option<Result<f64, String>> {
    let object = puzzle.as_object()?;
    let n = object.get("size")?.as_u64()? as usize;
    let &(_, rows, cols) = BOXES.iter().find(|b| b.0 == n)?;
    let mut constraint = DynamicConstraint::new();
    constraint.add(DefaultConstraint);
    let (main, anti) = (
        object.contains_key("diagonal-"),
        object.contains_key("diagonal+"),
    );
    for (field, _) in object {
        match field.as_str() {
            f if COSMETIC.contains(&f) => {}
            "diagonal-" | "diagonal+" if main && anti => {}
            "antiknight" => constraint.add(KnightsMoveConstraint),
            "antiking" => constraint.add(KingsMoveConstraint),
            "nonconsecutive" => constraint.add(AdjacentConsecutiveConstraint),
            _ => return None,
        }
    }
    if main && anti {
        constraint.add(DiagonalsConstraint);
    }
    let mut grid = SudokuGrid::new(cols, rows).ok()?;
    for (r, row) in object.get("grid")?.as_array()?.iter().enumerate() {
        for (c, cell) in row.as_array()?.iter().enumerate() {
            if cell.get("region").is_some() {
                return None;
            }
            if cell.get("given").and_then(Value::as_bool) == Some(true) {
                let value = cell.get("value")?.as_u64()? as usize;
                grid.set_cell(c, r, value).ok()?;
            }
        }
    }
    let sudoku = Sudoku::new_with_grid(grid, constraint);
    let start = thread_cpu_seconds();
    let solver = StrategicBacktrackingSolver::new(CompositeStrategy::new(
        NakedSingleStrategy,
        OnlyCellStrategy,
    ));
    let solution = solver.solve(&sudoku);
    let seconds = thread_cpu_seconds() - start;
    let Solution::Unique(found) = solution else {
        return Some(Err("the crate found no unique solution".to_string()));
    };
    let cells: Vec<u8> = found
        .cells()
        .iter()
        .map(|v| v.map_or(0, |v| v as u8))
        .collect();
    if cells != stored {
        return Some(Err("the crate's solution is not the stored one".to_string()));
    }
    Some(Ok(seconds))
}
