//! A hint from a player's grid of a variant puzzle: a wrong entry or a
//! wrongly crossed-off mark first, then the logic engine's next step.

use std::ffi::c_char;
use std::ptr;

use super::logic_types::{RulesStep, RulesTechnique};
use super::rules::{rules_ref, RulesHandle};
use super::search::{failure, read_cells};
use crate::ffi::{caller_size, guarded, write_versioned, Status, Versioned};
use crate::variant::logic::{player_hint, LogicEngine, PlayerError, PlayerHint};
use crate::variant::Rules;

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
        if rules.is_null() || givens.is_null() || step.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, so `size` is readable by contract.
        if unsafe { caller_size(step) } < RulesStep::V1_SIZE {
            return Status::INVALID_ARGUMENT;
        }
        // SAFETY: the pointers as this function's contract.
        let (rules, hint) = match unsafe { ask(rules, givens, current, candidates, guess_budget) } {
            Ok(asked) => asked,
            Err(status) => return status,
        };
        let n = rules.size();
        let out = match hint {
            PlayerHint::WrongEntry { cell, entry } => {
                RulesStep::mistake(RulesTechnique::WRONG_ENTRY, "Wrong Entry", cell, entry, n)
            }
            PlayerHint::MissingMark { cell, digit } => RulesStep::mistake(
                RulesTechnique::MISSING_CANDIDATE,
                "Missing Candidate",
                cell,
                digit,
                n,
            ),
            PlayerHint::Step(found) => RulesStep::from_logic(&found, n, 0),
            PlayerHint::Solved => return Status::ALREADY_SOLVED,
            PlayerHint::Stuck => return Status::TECHNIQUES_EXHAUSTED,
        };
        // SAFETY: non-NULL, `size` bytes writable, checked above.
        unsafe { write_versioned(step, &out) };
        Status::OK
    })
}

/// The hint from a player's grid, as sudoku_rules_hint_player describes
/// it, or the status to return.
///
/// # Safety
/// As sudoku_rules_hint_player's `rules`, `givens`, `current` and
/// `candidates`.
unsafe fn ask<'a>(
    rules: *const RulesHandle,
    givens: *const u8,
    current: *const u8,
    candidates: *const u32,
    guess_budget: u64,
) -> Result<(&'a Rules, PlayerHint), Status> {
    // SAFETY: `rules` NULL or live, by contract.
    let rules = unsafe { rules_ref(rules) }.ok_or(Status::NULL_POINTER)?;
    if givens.is_null() {
        return Err(Status::NULL_POINTER);
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
    )
    .map_err(|err| player_status(&err))?;
    Ok((rules, hint))
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

/// The hint of sudoku_rules_hint_player in words, one line ending in a
/// newline: "Wrong entry: r3c4 is not 5", "Missing candidate: r1c3 can
/// still be 4", or the step's sentence as sudoku_rules_explain_text gives
/// it, naming the rule at work.
///
/// @param rules, givens, current, candidates, guess_budget as for
///   sudoku_rules_hint_player.
/// @param text `capacity` bytes for the line and its NUL; NULL only when
///   `capacity` is 0 (to ask the length).
/// @param length written on SUDOKU_OK and SUDOKU_CAPACITY_TOO_SMALL: the
///   line's length in bytes, without the NUL.
/// @return SUDOKU_OK; SUDOKU_CAPACITY_TOO_SMALL (`*length` + 1 bytes are
///   needed; `text` not written); SUDOKU_NULL_POINTER (`rules`, `givens`,
///   `length`, or `text` with a `capacity` above 0); and the statuses of
///   sudoku_rules_hint_player for the puzzle and the player's grid, in its
///   order. On those nothing is written.
///
/// # Safety
/// As sudoku_rules_hint_player, with `text` NULL or valid for `capacity`
/// writes, and `length` NULL or writable.
#[must_use]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn sudoku_rules_hint_player_text(
    rules: *const RulesHandle,
    givens: *const u8,
    current: *const u8,
    candidates: *const u32,
    guess_budget: u64,
    text: *mut c_char,
    capacity: usize,
    length: *mut usize,
) -> Status {
    guarded(|| {
        if length.is_null() || (text.is_null() && capacity > 0) {
            return Status::NULL_POINTER;
        }
        // SAFETY: the pointers as this function's contract.
        let (rules, hint) = match unsafe { ask(rules, givens, current, candidates, guess_budget) } {
            Ok(asked) => asked,
            Err(status) => return status,
        };
        let line = match hint.describe(&LogicEngine::new(rules)) {
            // A sentence never breaks the line.
            Some(sentence) => sentence.replace('\n', " ") + "\n",
            None if hint == PlayerHint::Solved => return Status::ALREADY_SOLVED,
            None => return Status::TECHNIQUES_EXHAUSTED,
        };
        let status = if line.len() >= capacity {
            Status::CAPACITY_TOO_SMALL
        } else {
            // SAFETY: `line.len() + 1 <= capacity` bytes, writable by
            // contract; a String does not overlap the caller's buffer.
            unsafe {
                ptr::copy_nonoverlapping(line.as_ptr(), text.cast::<u8>(), line.len());
                text.add(line.len()).write(0);
            }
            Status::OK
        };
        // SAFETY: non-NULL and writable by contract.
        unsafe { length.write_unaligned(line.len()) };
        status
    })
}
