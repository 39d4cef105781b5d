//! The exact engine: finds the solutions of a grid whose givens do not
//! conflict, up to a limit, within a guess budget. Knows nothing of C or
//! text; allocates nothing; no recursion. docs/ENGINE.md tells how it came
//! to be this way and what each part was measured to gain.
//!
//! # Representation (`board.rs`)
//! Candidates are kept per digit and per band (three rows): 27 words of 27
//! bits, bit `9 * row + column` within the band, at index `3 * digit +
//! band`, plus the open cells of each band. The nine row-box intersections
//! of a band are its "triplets".
//!
//! # The band rule (`rules.rs`)
//! A digit sits exactly once in each row and each box of a band, so of the
//! nine triplets only those that belong to some one-per-row, one-per-box
//! choice can hold it. One table lookup (`tables.rs`) applies that rule to
//! a whole band word: it covers hidden singles in rows and boxes and locked
//! candidates (pointing and claiming) at once.
//!
//! # Singles
//! A row of a band word left with one cell places the digit (a hidden
//! single, found beside the band rule). Naked singles come from counting
//! candidates per cell with bitwise adders over the nine digits.
//!
//! # The stack rule
//! When those stall, the band rule turned a quarter (stacks of three
//! columns, bands in the part of rows) adds locked candidates along columns
//! and hidden singles in columns. It works a digit's three bands in the
//! lanes of one vector (`lanes.rs`).
//!
//! # The triad rule
//! The three cells of a triplet, or of a column within a box, hold three
//! different digits: three digits that alone can sit there must, and three
//! that must leave no room for others. The band and stack rules record, as
//! they go, what it counts ([`rules::Triads`]).
//!
//! # The placement rule (`placement.rs`)
//! A digit takes one cell in every row, column and box of the grid at once,
//! so a candidate in no such placement of its digit goes. A thorough search
//! adds it once it has made a few guesses.
//!
//! # Guessing (`guess.rs`, `dfs.rs`)
//! When propagation (`propagate.rs`) stalls, the search guesses on a copy
//! of the board, so nothing is ever undone: in the two-candidate cell whose
//! branches settle most, or between the two cells of a house that alone
//! can hold a digit when those cells lie in no other such house.
//!
//! # Directed guesses (`directed.rs`)
//! A search that grows counts where its contradictions happen; after a few
//! hundred guesses it starts over from the root and guesses where they
//! happen most. Hostile sparse grids no longer take millions of guesses.
//!
//! # Modes
//! A thorough search runs every rule and scores its guesses; grids with
//! many givens get a light one (band rule and singles, a cheap guess),
//! which decides them faster. Both find the same solutions.
//!
//! # CPU copies (`dispatch.rs`)
//! The search is compiled three times on x86-64 (baseline, POPCNT, AVX2
//! with BMI) and the copy chosen at run time. aarch64 has NEON lanes (NEON
//! is baseline there); other targets, and builds with
//! `--cfg sudoku_portable`, use plain arrays for the lanes.
//!
//! **The inline rule.** A copy is wider only in the code compiled inside
//! its `#[target_feature]` function. So every function the search reaches
//! is `#[inline(always)]`: one left out of line would run, from every copy,
//! as baseline code. `scripts/check-inline.sh` disassembles the release
//! library and fails when a copy calls into a function of this module.

// Bands and digits index several parallel arrays at once: index loops read
// more plainly than zipped iterators here.
#![allow(clippy::needless_range_loop)]

mod board;
mod dfs;
mod directed;
mod dispatch;
mod guess;
mod lanes;
mod placement;
mod probe;
mod propagate;
mod rules;
mod tables;
mod trail;

pub(crate) use board::{cells_to_masks, value_masks, Solution, ValueMasks};
pub(crate) use dfs::Exclusions;
pub(crate) use dispatch::{search_masks, search_masks_excluding, search_masks_lean};

use crate::grid::Cells;

/// How far a search may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Stop after this many solutions (at least 1; 2 decides uniqueness).
    pub max_solutions: u32,
    /// Stop before making more than this many guesses; 0 means no limit.
    pub guess_budget: u64,
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Solutions found, at most `max_solutions`.
    pub solutions: u32,
    /// The first solution found; meaningful only when `solutions > 0`.
    pub first: Cells,
    /// Guesses made: the times the search had to choose between candidates.
    pub guesses: u64,
    /// The guess budget ran out before the search was complete.
    pub budget_exhausted: bool,
}

/// What a search found, inside the crate: an [`Outcome`] whose first
/// solution is still the board's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    pub(crate) solutions: u32,
    /// Meaningful only when `solutions > 0`.
    pub(crate) first: Solution,
    pub(crate) guesses: u64,
    pub(crate) budget_exhausted: bool,
}

impl Found {
    /// What a search of conflicting givens finds.
    pub(crate) const NOTHING: Found = Found {
        solutions: 0,
        first: Solution::NONE,
        guesses: 0,
        budget_exhausted: false,
    };

    pub(crate) fn outcome(&self) -> Outcome {
        Outcome {
            solutions: self.solutions,
            first: self.first.cells(),
            guesses: self.guesses,
            budget_exhausted: self.budget_exhausted,
        }
    }
}

/// Searches `givens` (no two may conflict) for up to `limits.max_solutions`
/// solutions.
pub fn search(givens: &Cells, limits: Limits) -> Outcome {
    search_masks(&cells_to_masks(givens), limits)
        .unwrap_or(Found::NOTHING)
        .outcome()
}
