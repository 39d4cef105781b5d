//! A hint from a player's grid of a variant puzzle: a wrong entry or a
//! wrongly crossed-off mark first, then the logic engine's next step.

use super::logic_types::{RulesStep, RulesTechnique};
use super::rules::{rules_ref, RulesHandle};
use super::search::{failure, read_cells};
use crate::ffi::{caller_size, guarded, write_versioned, Status, Versioned};
use crate::variant::logic::{player_hint, PlayerError, PlayerHint};

/// The next step from a player's state of a variant puzzle, as a hint: a
/// mistake first (every later hint depends on it), then the simplest
/// technique of the logic engine that applies, as sudoku_rules_hint, for
/// any rule set and size.
///
/// In this order: the first cell (`row * N + column`) whose entry is not
/// the solution's digit (technique SUDOKU_RULES_TECHNIQUE_WRONG_ENTRY,
/// `cells` the cell, `digits` the wrong digit); with pencil marks, the
/// first empty cell whose marks lack its solution digit
/// (SUDOKU_RULES_TECHNIQUE_MISSING_CANDIDATE, `cells` the cell, `digits`
/// that digit); then the engine's step from the player's entries and
/// marks. Marks that a filled cell rules out are dropped silently, as a
/// player crossing them off would; an extra mark is not a mistake.
///
/// @param rules the rule set.
/// @param givens N*N values: the puzzle's givens (0 empty). They must have
///   exactly one solution.
/// @param current NULL for the puzzle itself, or N*N values: the givens,
///   each kept, plus the player's entries (0 empty). Entries may break
///   rules: they are mistakes, not errors.
/// @param candidates NULL to take every candidate the entries allow, or
///   the player's N*N pencil-mark masks (bit d-1 for digit d, any
///   alignment), read for the empty cells of `current` only.
/// @param guess_budget 0 for no limit; N allows N guesses to find the
///   solution of `givens`. The techniques do not search.
/// @param step the hint, its `size` set by the caller; written on SUDOKU_OK
///   only (the fields that fit in `size`, never `size` itself),
///   `difficulty` 0.
/// @return SUDOKU_OK; SUDOKU_NULL_POINTER (`rules`, `givens` or `step`);
///   SUDOKU_INVALID_ARGUMENT (`step->size` too small);
///   SUDOKU_INVALID_VALUE (a value above N in `givens` or `current`);
///   SUDOKU_CURRENT_CONTRADICTS_PUZZLE (`current` changes or clears a
///   given); SUDOKU_INVALID_CANDIDATES (the mask of an empty cell with a
///   bit for a digit above N); for the givens SUDOKU_GRID_BREAKS_RULE,
///   SUDOKU_NO_SOLUTION, SUDOKU_MULTIPLE_SOLUTIONS or
///   SUDOKU_BUDGET_EXHAUSTED; SUDOKU_ALREADY_SOLVED (`current` complete
///   and right); SUDOKU_TECHNIQUES_EXHAUSTED (no technique of the engine
///   applies to the player's state). Checked in that order.
///
/// # Safety
/// `rules` is NULL or a live rule set; `givens` NULL or valid for N*N
/// reads; `current` NULL or valid for N*N reads; `candidates` NULL or
/// valid for N*N * 4 reads; `step` NULL or valid for reading and writing
/// `step->size` bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_hint_player(
    rules: *const RulesHandle,
    givens: *const u8,
    current: *const u8,
    candidates: *const u32,
    guess_budget: u64,
    step: *mut RulesStep,
) -> Status {
    guarded(|| {
        // SAFETY: `rules` NULL or live, by contract.
        let Some(rules) = (unsafe { rules_ref(rules) }) else {
            return Status::NULL_POINTER;
        };
        if givens.is_null() || step.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, so `size` is readable by contract.
        if unsafe { caller_size(step) } < RulesStep::V1_SIZE {
            return Status::INVALID_ARGUMENT;
        }
        let cells = rules.cells();
        // SAFETY: N*N readable bytes, by contract.
        let givens = unsafe { read_cells(givens, cells) };
        // SAFETY: NULL or N*N readable bytes, by contract.
        let current = (!current.is_null()).then(|| unsafe { read_cells(current, cells) });
        let marks = (!candidates.is_null()).then(|| {
            (0..cells)
                // SAFETY: N*N masks readable by contract, at any alignment.
                .map(|cell| unsafe { candidates.add(cell).read_unaligned() })
                .collect::<Vec<u32>>()
        });
        let hint = player_hint(
            rules,
            &givens,
            current.as_deref(),
            marks.as_deref(),
            guess_budget,
        );
        let n = rules.size();
        let out = match hint {
            Ok(PlayerHint::WrongEntry { cell, entry }) => {
                RulesStep::mistake(RulesTechnique::WRONG_ENTRY, "Wrong Entry", cell, entry, n)
            }
            Ok(PlayerHint::MissingMark { cell, digit }) => RulesStep::mistake(
                RulesTechnique::MISSING_CANDIDATE,
                "Missing Candidate",
                cell,
                digit,
                n,
            ),
            Ok(PlayerHint::Step(found)) => RulesStep::from_logic(&found, n, 0),
            Ok(PlayerHint::Solved) => return Status::ALREADY_SOLVED,
            Ok(PlayerHint::Stuck) => return Status::TECHNIQUES_EXHAUSTED,
            Err(err) => return player_status(&err),
        };
        // SAFETY: non-NULL, `size` bytes writable, checked above.
        unsafe { write_versioned(step, &out) };
        Status::OK
    })
}

fn player_status(err: &PlayerError) -> Status {
    match err {
        PlayerError::Value { .. } => Status::INVALID_VALUE,
        PlayerError::GivenChanged { .. } => Status::CURRENT_CONTRADICTS_PUZZLE,
        PlayerError::Marks { .. } => Status::INVALID_CANDIDATES,
        PlayerError::Puzzle(err) => failure(err).0,
        // Every grid is read N*N long from the rule set's size.
        PlayerError::Length { .. } => Status::INTERNAL_ERROR,
    }
}
