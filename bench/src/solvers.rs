//! The three solvers behind one signature, each deciding the same question:
//! does the puzzle have no, one, or several solutions?

use std::fmt;

use sudoku::ffi::{sudoku_solve, sudoku_solve_ex, Report, Status};

use crate::naive;

/// A solver's answer for one puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    None,
    Unique,
    Multiple,
    /// The naive baseline hit its step cap: no answer, not a disagreement.
    Capped,
    /// The solver refused the grid as malformed.
    Invalid,
    /// A libsudoku status that answers nothing (an internal error): it never
    /// matches.
    Error(i32),
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Decision::None => f.write_str("none"),
            Decision::Unique => f.write_str("unique"),
            Decision::Multiple => f.write_str("multiple"),
            Decision::Capped => f.write_str("capped"),
            Decision::Invalid => f.write_str("invalid grid"),
            Decision::Error(code) => write!(f, "error {code}"),
        }
    }
}

/// What a libsudoku status says about the solution count. Conflicting givens
/// mean no solution, as the other solvers report it.
pub fn from_status(status: Status) -> Decision {
    match status {
        Status::OK => Decision::Unique,
        Status::MULTIPLE_SOLUTIONS => Decision::Multiple,
        Status::NO_SOLUTION | Status::CONFLICTING_GIVENS => Decision::None,
        Status::INVALID_CHARACTER => Decision::Invalid,
        other => Decision::Error(other as i32),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solver {
    Lib,
    Crate,
    Naive,
}

impl Solver {
    pub fn name(self) -> &'static str {
        match self {
            Solver::Lib => "libsudoku",
            Solver::Crate => "sudoku crate",
            Solver::Naive => "naive",
        }
    }
}

/// libsudoku through its C ABI, as a C caller would use it: solve in place.
#[inline(always)]
pub fn lib(grid: &mut [u8; 81]) -> Decision {
    // SAFETY: `grid` is 81 bytes, readable and writable.
    from_status(unsafe { sudoku_solve(grid.as_mut_ptr().cast()) })
}

/// libsudoku with a report, for the untimed pass that counts guesses.
pub fn lib_with_report(grid: &[u8; 81]) -> (Decision, u64) {
    let mut grid = *grid;
    let mut report = Report {
        size: std::mem::size_of::<Report>() as u32,
        status: Status::OK,
        cell: -1,
        solutions: 0,
        guesses: 0,
    };
    // SAFETY: 81 bytes of grid; NULL options mean the defaults; `report` is a
    // whole struct with its size set.
    let status =
        unsafe { sudoku_solve_ex(grid.as_mut_ptr().cast(), std::ptr::null(), &mut report) };
    (from_status(status), report.guesses)
}

/// The `sudoku` crate making the same decision: parse the line, then count
/// solutions up to 2.
#[inline(always)]
pub fn jcz(line: &str) -> Decision {
    match jcz::Sudoku::from_str_line(line) {
        Ok(puzzle) => match puzzle.solutions_count_up_to(2) {
            0 => Decision::None,
            1 => Decision::Unique,
            _ => Decision::Multiple,
        },
        Err(_) => Decision::Invalid,
    }
}

#[inline(always)]
pub fn naive(grid: &[u8; 81], cap: u64) -> Decision {
    match naive::count_up_to_2(grid, cap) {
        naive::Outcome::Solutions(0) => Decision::None,
        naive::Outcome::Solutions(1) => Decision::Unique,
        naive::Outcome::Solutions(_) => Decision::Multiple,
        naive::Outcome::Capped => Decision::Capped,
        naive::Outcome::Invalid => Decision::Invalid,
    }
}
