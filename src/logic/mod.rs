//! The logic engine: solving as a person does, with the techniques of
//! Sudoku Explainer through its nested forcing chains, to give hints,
//! explain a solution step by step and rate puzzles on the scale the puzzle
//! community uses.
//!
//! The engine keeps its own plain candidate grid ([`board`]: values, pencil
//! marks, and where each digit can go in each house) and one module per
//! family of techniques. At every step it applies the simplest technique
//! that works, in Sudoku Explainer's order ([`path`]); the ratings of the
//! steps give the puzzle's ER, EP and ED ([`Rating`]).
//!
//! Nothing here allocates: steps are fixed-size values ([`Step`]), paths are
//! written into the caller's slice, sentences into the caller's buffer. The
//! unique solution, where one is needed, comes from the crate's public
//! solving API. `docs/LOGIC.md` tells how it works and how closely it
//! agrees with Sudoku Explainer.

mod board;
mod budget;
mod bug;
mod candidates;
mod chains;
mod error;
mod exclusion;
mod fish;
mod hint;
mod hint_level;
pub mod hodoku;
mod intersections;
mod masks;
mod order;
mod path;
mod player;
mod rating;
mod singles;
mod solutions;
mod step;
mod subsets;
mod technique;
mod text;
mod uniqueness;
mod wings;

pub use candidates::{candidates, true_candidates, true_candidates_within};
pub use error::LogicError;
pub use player::{player_candidates, Clash, PlayerCandidates};

/// The bytes of the one heap allocation a call of the logic engine makes
/// when its path needs chains (made once per call, fallibly, and freed
/// before it returns; a call whose steps need no chains allocates nothing).
pub const CHAIN_MEMORY_BYTES: usize = chains::WORKSPACE_BYTES;
pub use budget::CHAIN_UNITS_PER_GUESS;
pub(crate) use hint::{answer_hint, ask_hint, HintQuestion};
pub use hint::{hint, hint_within};
pub use hint_level::HintLevel;
pub use rating::{
    explain, explain_each, explain_each_within, explain_within, rate, rate_capped, rate_within,
    Rating,
};
pub use step::{ChainLink, Step, StepKind, MAX_CHAIN_LINKS, NO_CELL};
pub use technique::{Family, Technique};
