//! libsudoku: a fast 9x9 Sudoku solver.
//!
//! The product is the C ABI in [`ffi`] and its generated header
//! `include/sudoku.h`. The rest of the crate is the safe Rust core behind
//! it, usable directly from Rust: it knows nothing of C.
//!
//! - [`geometry`]: cells, houses and peers, the vocabulary of every engine.
//! - [`grid`]: the 81-byte text form and its errors; [`text`]: pasted layouts.
//! - [`solve()`], [`check`], [`count_solutions`]: solving, on the exact
//!   engine in `search` (private).
//! - [`canon`]: canonical (minlex) forms; [`transform`]: the grid's symmetries.
//! - [`batch`]: many puzzles on several threads; [`solve_batch`] solves them.
//! - [`variant`]: other sizes (4x4 to 25x25), jigsaw, killer and variant
//!   rules, f-puzzles JSON and export strings (docs/VARIANTS.md).
//!
//! A grid is 81 bytes, row by row: `1`-`9` for givens, `.` or `0` for empty
//! cells.
//!
//! ```
//! let puzzle = b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
//! let (result, stats) = sudoku::solve(puzzle, sudoku::SolveOptions::default());
//! let solution = result.expect("a proper puzzle has one solution");
//! assert_eq!(&solution[..9], b"534678912");
//! assert_eq!(stats.solutions, 1);
//! ```
//!
//! Errors implement [`std::error::Error`], with the texts of the C library's
//! `sudoku_status_str` (plus the cell, for a refused grid):
//!
//! ```
//! let mut puzzle = *b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
//! puzzle[1] = b'5'; // a second 5 in the first row
//! let err = sudoku::solve(&puzzle, Default::default()).0.unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "two equal givens share a row, column or box at cell 1 (row 1, column 2)"
//! );
//! ```
//!
//! From a Rust program, depend on the crate without its default `header`
//! feature (`default-features = false`): that feature only regenerates the
//! committed C header, and brings cbindgen into the build.

#![forbid(unsafe_op_in_unsafe_fn)]

// The crate's own unit tests share tests/logic_support with the integration
// tests, which name the crate `sudoku`.
#[cfg(test)]
extern crate self as sudoku;

pub mod batch;
pub mod canon;
#[doc(hidden)]
pub mod fault;
pub mod ffi;
pub mod generate;
pub mod geometry;
pub mod grid;
pub mod logic;
mod search;
mod solve;
pub mod text;
pub mod transform;
pub mod variant;

pub use grid::{GridError, CELLS};
pub use search::{search, Limits, Outcome};
pub use solve::{
    check, count_batch, count_solutions, count_solutions_within, solve, solve_batch, SolveError,
    SolveMode, SolveOptions, SolveStats,
};
pub use text::{parse_text, TextError};

/// The library's version, "MAJOR.MINOR.PATCH" (what `sudoku_version()`
/// returns to C).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
