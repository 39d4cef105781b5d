//! The variant engine's C API (src/variant/): rule sets of any size from 4
//! to 25, built from text or from a builder, and solving, counting and
//! checking under them.
//!
//! - `rules.rs`: the opaque `sudoku_rules`, its `_free` and accessors;
//! - `report.rs`: the `sudoku_rules_error` report of a refused text or rule
//!   set;
//! - `text.rs`: `sudoku_rules_from_text` and the grid text helpers;
//! - `builder.rs`: `sudoku_rules_builder` and its calls;
//! - `search.rs`: solve, count and check;
//! - `generate.rs`: `sudoku_rules_generate`, puzzles made to order.
//! - `logic.rs` (with `logic_types.rs`, its structs and technique
//!   numbers): ratings, hints and whole paths from the variant logic
//!   engine.
//! - `logic_text.rs`: the sentences of those paths' steps.
//! - `player.rs`: a hint from a player's grid, mistakes first.
//! - `batch.rs`: solve and count many grids under one rule set, on
//!   several threads.

mod batch;
mod builder;
mod generate;
mod logic;
mod logic_text;
mod logic_types;
mod player;
mod report;
mod rules;
mod search;
mod text;

pub use batch::*;
pub use builder::*;
pub use generate::*;
pub use logic::*;
pub use logic_text::*;
pub use logic_types::*;
pub use player::*;
pub use report::*;
pub use rules::*;
pub use search::*;
pub use text::*;
