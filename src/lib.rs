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
//! - [`batch`]: many puzzles on several threads.

#![forbid(unsafe_op_in_unsafe_fn)]

pub mod batch;
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

pub use grid::{GridError, CELLS};
pub use search::{search, Limits, Outcome};
pub use solve::{
    check, count_solutions, count_solutions_within, solve, SolveError, SolveMode, SolveOptions,
    SolveStats,
};
pub use text::{parse_text, TextError};
