//! The sentences of a variant puzzle's path from C: each step as a player
//! reads it, naming the rule at work ("r3c4 sees r5c5 by a knight's
//! move"). The text depends on the rule set's houses and the step's
//! pattern, which a sudoku_rules_step does not carry, so it comes from the
//! same call that finds the path, one line a step.

use std::ffi::c_char;
use std::ptr;

use super::logic::{checked_scale, read_puzzle, scale_path, Refusal};
use super::rules::RulesHandle;
use crate::ffi::{guarded, Status};
use crate::variant::logic::LogicEngine;

/// The text of a variant puzzle's path: one line a step, each ending in a
/// newline, line k the sentence of element k of sudoku_rules_explain's
/// path on the same scale, then a NUL. The sentence names the technique,
/// its cells and digits, and why each removed candidate goes ("r1c5 sees
/// r9c5 in column 5", "cage 17 in 2 cells holds only 8 and 9"). A line
/// holds no newline of its own; its length has no fixed bound (it grows
/// with the cells a step names).
///
/// A hint's text is the first line on SUDOKU_SCALE_UNRATED with
/// `max_steps` 1: sudoku_rules_hint's step is that path's first.
///
/// @param rules, givens, candidates, guess_budget as for
///   sudoku_rules_explain.
/// @param scale as for sudoku_rules_explain: SUDOKU_SCALE_SUKAKU,
///   SUDOKU_SCALE_OWN or SUDOKU_SCALE_UNRATED.
/// @param max_steps the number of steps wanted from the start of the
///   path; 0 for all. On SUDOKU_SCALE_UNRATED only those are looked for; a
///   rated path is found whole, since its rating decides it.
/// @param text a buffer of `capacity` bytes; NULL only when `capacity` is
///   0.
/// @param capacity the bytes of `text`, the NUL included.
/// @param length written on SUDOKU_OK, SUDOKU_TECHNIQUES_EXHAUSTED and
///   SUDOKU_CAPACITY_TOO_SMALL only: the text's bytes without the NUL, so
///   `*length + 1` bytes always suffice.
/// @return SUDOKU_OK: the text of the path's first `max_steps` steps (all
///   of them when 0, or when the path is shorter and reaches the
///   solution) is in `text`. SUDOKU_TECHNIQUES_EXHAUSTED
///   (SUDOKU_SCALE_UNRATED): the engine's techniques ran out first; the
///   lines of the steps before are written. SUDOKU_CAPACITY_TOO_SMALL:
///   `*length + 1` bytes are needed; nothing is written to `text`.
///   SUDOKU_NULL_POINTER (`rules`, `length`, both `givens` and
///   `candidates`, or `text` with a `capacity` above 0); and the other
///   statuses of sudoku_rules_explain, on which nothing is written. A
///   solved grid has the empty path: SUDOKU_OK, `*length` 0.
///
/// # Safety
/// As sudoku_rules_rate, with `text` NULL or valid for writing `capacity`
/// bytes, and `length` NULL or writable.
#[must_use]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn sudoku_rules_explain_text(
    rules: *const RulesHandle,
    givens: *const u8,
    candidates: *const u32,
    scale: i32,
    guess_budget: u64,
    max_steps: usize,
    text: *mut c_char,
    capacity: usize,
    length: *mut usize,
) -> Status {
    guarded(|| {
        if length.is_null() || (text.is_null() && capacity > 0) {
            return Status::NULL_POINTER;
        }
        // SAFETY: the pointers as this function's contract.
        let (rules, puzzle) = match unsafe { read_puzzle(rules, givens, candidates) } {
            Ok(read) => read,
            Err(status) => return status,
        };
        let chosen = match checked_scale(rules, &puzzle, scale, true, guess_budget) {
            Ok(chosen) => chosen,
            Err(status) => return status,
        };
        let path = match scale_path(rules, &puzzle, chosen, max_steps, guess_budget) {
            Ok(path) => path,
            Err(Refusal::NotRated { .. }) => return Status::NOT_RATED,
            Err(Refusal::Status(status)) => return status,
        };
        let engine = LogicEngine::new(rules);
        let wanted = if max_steps == 0 {
            path.steps.len()
        } else {
            max_steps.min(path.steps.len())
        };
        let mut lines = String::new();
        for (step, _) in &path.steps[..wanted] {
            // A sentence never breaks a line: the lines are the steps.
            lines.push_str(&engine.explain(step).replace('\n', " "));
            lines.push('\n');
        }
        let status = if lines.len() >= capacity {
            Status::CAPACITY_TOO_SMALL
        } else {
            // SAFETY: `lines.len() + 1 <= capacity` bytes, writable by
            // contract; a String does not overlap the caller's buffer.
            unsafe {
                ptr::copy_nonoverlapping(lines.as_ptr(), text.cast::<u8>(), lines.len());
                text.add(lines.len()).write(0);
            }
            path.status
        };
        // SAFETY: non-NULL and writable by contract.
        unsafe { length.write_unaligned(lines.len()) };
        status
    })
}
