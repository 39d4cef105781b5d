//! A hint from a player's grid, for any rule set: a wrong entry first,
//! since every later hint depends on it, then a pencil mark the player
//! crossed off wrongly, then the engine's next step from the player's
//! state.

use std::fmt;

use super::board::{bit, full, LogicBoard};
use super::explain::cell_name;
use super::{LogicEngine, Step};
use crate::variant::{self, Rules, VariantError};

/// What a hint from a player's grid names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerHint {
    /// The first cell (in cell order) whose entry is not the solution's
    /// digit.
    WrongEntry { cell: usize, entry: u8 },
    /// The first empty cell whose pencil marks lack its solution digit.
    MissingMark { cell: usize, digit: u8 },
    /// The engine's next step from the player's entries and marks.
    Step(Step),
    /// Every cell filled, each with the solution's digit.
    Solved,
    /// No technique of the engine applies to the player's state.
    Stuck,
}

impl PlayerHint {
    /// The hint in words, as a player reads it ("Wrong entry: r3c4 is not
    /// 5", "Missing candidate: r1c3 can still be 4", or the step's
    /// sentence, [`LogicEngine::explain`]); `None` for
    /// [`PlayerHint::Solved`] and [`PlayerHint::Stuck`]. `engine` is the
    /// puzzle's rule set's.
    pub fn describe(&self, engine: &LogicEngine) -> Option<String> {
        let layout = engine.layout();
        match self {
            PlayerHint::WrongEntry { cell, entry } => Some(format!(
                "Wrong entry: {} is not {entry}",
                cell_name(layout, *cell)
            )),
            PlayerHint::MissingMark { cell, digit } => Some(format!(
                "Missing candidate: {} can still be {digit}",
                cell_name(layout, *cell)
            )),
            PlayerHint::Step(step) => Some(engine.explain(step)),
            PlayerHint::Solved | PlayerHint::Stuck => None,
        }
    }
}

/// Which of the caller's grids a [`PlayerError`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerGrid {
    Givens,
    Current,
    Marks,
}

impl fmt::Display for PlayerGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PlayerGrid::Givens => "the givens",
            PlayerGrid::Current => "the player's grid",
            PlayerGrid::Marks => "the pencil marks",
        })
    }
}

/// Why no hint could be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerError {
    /// A grid without N * N cells.
    Length {
        grid: PlayerGrid,
        expected: usize,
        found: usize,
    },
    /// A value above N in the givens or the player's grid.
    Value {
        grid: PlayerGrid,
        cell: usize,
        value: u8,
    },
    /// The player's grid changes or clears a given.
    GivenChanged { cell: usize },
    /// The marks of an empty cell name a digit above N.
    Marks { cell: usize },
    /// The givens break a rule, have no solution or several, or the budget
    /// ran out before their one solution was found.
    Puzzle(VariantError),
}

impl fmt::Display for PlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerError::Length {
                grid,
                expected,
                found,
            } => write!(f, "{grid} have {found} cells, not {expected}"),
            PlayerError::Value { grid, cell, value } => {
                write!(
                    f,
                    "cell {cell} of {grid} holds {value}, above the grid's size"
                )
            }
            PlayerError::GivenChanged { cell } => {
                write!(f, "the player's grid changes the given of cell {cell}")
            }
            PlayerError::Marks { cell } => {
                write!(
                    f,
                    "the pencil marks of cell {cell} name a digit above the grid's size"
                )
            }
            PlayerError::Puzzle(err) => write!(f, "{err}"),
        }
    }
}

impl std::error::Error for PlayerError {}

/// The next hint from a player's state of a variant puzzle.
///
/// `givens` holds the puzzle (N * N values, 0 empty), which must have one
/// solution; `current` (or `None` for the puzzle itself) the givens, each
/// kept, and the player's entries, which may break rules (they are
/// mistakes, not errors); `marks` (or `None` to take every candidate the
/// entries allow) the player's pencil marks, bit `d - 1` for `d`, read for
/// the empty cells of `current` only. Marks that a filled cell rules out
/// are dropped without a step, as a player crossing them off would; an
/// extra mark is not a mistake. `budget` bounds the search for the
/// solution (0: no limit); the techniques do not search.
///
/// In order: [`PlayerHint::WrongEntry`], [`PlayerHint::Solved`],
/// [`PlayerHint::MissingMark`], then the engine's step
/// ([`LogicEngine::next_step`]) or [`PlayerHint::Stuck`].
pub fn player_hint(
    rules: &Rules,
    givens: &[u8],
    current: Option<&[u8]>,
    marks: Option<&[u32]>,
    budget: u64,
) -> Result<PlayerHint, PlayerError> {
    let entries = checked_entries(rules, givens, current, marks)?;
    let solution = variant::solve(rules, givens, budget)
        .0
        .map_err(PlayerError::Puzzle)?;
    if let Some(cell) = (0..entries.len()).find(|&c| entries[c] != 0 && entries[c] != solution[c]) {
        return Ok(PlayerHint::WrongEntry {
            cell,
            entry: entries[cell],
        });
    }
    if entries.iter().all(|&v| v != 0) {
        return Ok(PlayerHint::Solved);
    }
    if let Some(marks) = marks {
        let missing =
            (0..entries.len()).find(|&c| entries[c] == 0 && marks[c] & bit(solution[c]) == 0);
        if let Some(cell) = missing {
            return Ok(PlayerHint::MissingMark {
                cell,
                digit: solution[cell],
            });
        }
    }
    let engine = LogicEngine::new(rules);
    // The entries agree with the solution, so they leave every empty cell
    // its solution digit, and so do the marks checked above.
    let mut board = engine
        .board(&entries)
        .map_err(|_| PlayerError::Puzzle(VariantError::NoSolution))?;
    if let Some(marks) = marks {
        keep_marks(&mut board, marks);
    }
    Ok(match engine.next_step(&board) {
        Some(step) => PlayerHint::Step(step),
        None => PlayerHint::Stuck,
    })
}

/// The player's entries (the givens when `current` is `None`), after the
/// checks that need no search, in the order [`PlayerError`] lists them.
fn checked_entries(
    rules: &Rules,
    givens: &[u8],
    current: Option<&[u8]>,
    marks: Option<&[u32]>,
) -> Result<Vec<u8>, PlayerError> {
    let n = rules.size();
    let cells = n * n;
    let length = |grid, found| PlayerError::Length {
        grid,
        expected: cells,
        found,
    };
    if givens.len() != cells {
        return Err(length(PlayerGrid::Givens, givens.len()));
    }
    let entries = current.unwrap_or(givens);
    if entries.len() != cells {
        return Err(length(PlayerGrid::Current, entries.len()));
    }
    if let Some(marks) = marks {
        if marks.len() != cells {
            return Err(length(PlayerGrid::Marks, marks.len()));
        }
    }
    for (grid, values) in [(PlayerGrid::Givens, givens), (PlayerGrid::Current, entries)] {
        if let Some(cell) = values.iter().position(|&v| usize::from(v) > n) {
            return Err(PlayerError::Value {
                grid,
                cell,
                value: values[cell],
            });
        }
    }
    if let Some(cell) = (0..cells).find(|&c| givens[c] != 0 && entries[c] != givens[c]) {
        return Err(PlayerError::GivenChanged { cell });
    }
    if let Some(marks) = marks {
        if let Some(cell) = (0..cells).find(|&c| entries[c] == 0 && marks[c] & !full(n) != 0) {
            return Err(PlayerError::Marks { cell });
        }
    }
    Ok(entries.to_vec())
}

/// Narrows the empty cells' candidates to the player's marks.
fn keep_marks(board: &mut LogicBoard, marks: &[u32]) {
    for (cell, &mask) in marks.iter().enumerate() {
        if board.values[cell] == 0 {
            board.candidates[cell] &= mask;
        }
    }
}
