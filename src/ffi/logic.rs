//! The logic engine: candidates, hints, ratings and whole paths.

use std::ffi::{c_char, c_int};
use std::mem::offset_of;

use super::step::{write_step_sized, Step};
use super::technique::{c_technique, Technique};
use super::{array_stride, caller_size, guarded, read_grid, write_versioned, Status, Versioned};
use crate::geometry::CELLS;
use crate::logic;

/// The heap a logic call (sudoku_hint, sudoku_rate, sudoku_explain and
/// their _ex forms, and sudoku_generate with a rating bound) may use: one
/// block of at most this many bytes (this many on 64-bit targets, a little
/// less on 32-bit ones), allocated when its path first needs chains
/// (malloc through Rust's allocator) and freed before it returns. A call
/// whose path needs no chains allocates nothing. Its stack fits a 16 KiB
/// thread (this header's preamble says how that was measured).
pub const SUDOKU_CHAIN_MEMORY_BYTES: usize = 7_455_528;

const _: () = assert!(logic::CHAIN_MEMORY_BYTES <= SUDOKU_CHAIN_MEMORY_BYTES);

/// The chain-search units a logic call's `guess_budget` allows per guess:
/// a budget of N allows N guesses to count solutions and N times this many
/// potentials expanded by the chain search.
pub const SUDOKU_CHAIN_UNITS_PER_GUESS: u64 = 16;

const _: () = assert!(SUDOKU_CHAIN_UNITS_PER_GUESS == logic::CHAIN_UNITS_PER_GUESS);

/// A puzzle's difficulty on Sudoku Explainer's scale, from sudoku_rate.
/// Ratings are in tenths (23 means 2.3), of the path that applies at every
/// step the simplest technique that works, as Sudoku Explainer 1.2.1 does.
///
/// The struct only grows: set `size` to sizeof(sudoku_rating), and the
/// library writes only the fields that fit in it, never `size` itself.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// sizeof(sudoku_rating) as the caller compiled it, set by the caller;
    /// these 4 bytes are always read.
    pub size: u32,
    /// ER: the hardest step of the path (when the techniques ran out, of the
    /// path so far: the puzzle's rating is at least this).
    pub er: i32,
    /// EP: the hardest step up to and including the first placement; 0 when
    /// the path places nothing.
    pub ep: i32,
    /// ED: the rating of the first step.
    pub ed: i32,
    /// The technique (a SUDOKU_TECHNIQUE_* value) of the first step rated
    /// `er`; SUDOKU_TECHNIQUE_NONE when the path has no step.
    pub technique: i32,
    /// The number of steps of the path.
    pub steps: u32,
    /// 1 when the techniques reached the solution, 0 when they ran out.
    pub solved: u32,
    /// Since version 1.1: the SUDOKU_SCALE_* value the rating is on
    /// (sudoku_rate: SUDOKU_SCALE_SE). On SUDOKU_SCALE_HODOKU, `er`, `ep`
    /// and `ed` are 0 and `technique` is SUDOKU_TECHNIQUE_NONE.
    pub scale: i32,
    /// HoDoKu's level (a SUDOKU_HODOKU_LEVEL_* value); on Sudoku
    /// Explainer's scale, and when not rated, SUDOKU_HODOKU_LEVEL_NONE.
    pub level: i32,
    /// HoDoKu's score: the sum of its steps' base scores; 0 on Sudoku
    /// Explainer's scale and when not rated.
    pub score: u32,
    /// The HoDoKu step number (sudoku_hodoku_technique_name names it) of
    /// the hardest step: the first of the highest level with the highest
    /// base score. On SUDOKU_NOT_RATED, the technique the path needs. 0 on
    /// Sudoku Explainer's scale.
    pub hodoku_technique: i32,
}

impl Versioned for Rating {
    /// size, er, ep, ed, technique, steps, solved.
    const V1_SIZE: usize = 28;
}

const _: () = {
    assert!(offset_of!(Rating, size) == 0);
    assert!(offset_of!(Rating, er) == 4);
    assert!(offset_of!(Rating, ep) == 8);
    assert!(offset_of!(Rating, ed) == 12);
    assert!(offset_of!(Rating, technique) == 16);
    assert!(offset_of!(Rating, steps) == 20);
    assert!(offset_of!(Rating, solved) == 24);
    assert!(std::mem::size_of::<Rating>() >= Rating::V1_SIZE);
    // Version 1.1 appends the scale's fields.
    assert!(offset_of!(Rating, scale) == Rating::V1_SIZE);
    assert!(offset_of!(Rating, level) == 32);
    assert!(offset_of!(Rating, score) == 36);
    assert!(offset_of!(Rating, hodoku_technique) == 40);
    assert!(std::mem::size_of::<Rating>() == 44);
};

impl Rating {
    pub(crate) fn from_logic(rating: &logic::Rating) -> Rating {
        Rating {
            size: 0,
            er: i32::from(rating.er),
            ep: i32::from(rating.ep),
            ed: i32::from(rating.ed),
            technique: rating.technique.map_or(Technique::NONE, c_technique) as i32,
            steps: rating.steps,
            solved: u32::from(rating.solved),
            scale: super::hodoku::Scale::SE as i32,
            level: super::hodoku::HodokuLevel::NONE as i32,
            score: 0,
            hodoku_technique: 0,
        }
    }
}

/// Reads the caller's 81 candidate masks, at any alignment.
///
/// # Safety
/// `masks` is non-NULL and valid for 162 reads.
unsafe fn read_masks(masks: *const u16) -> [u16; CELLS] {
    // SAFETY: 162 readable bytes by contract; read without alignment.
    unsafe { masks.cast::<[u16; CELLS]>().read_unaligned() }
}

/// Writes 81 candidate masks to the caller's array, at any alignment.
///
/// # Safety
/// `masks` is non-NULL and valid for 162 writes.
unsafe fn write_masks(out: *mut u16, masks: &[u16; CELLS]) {
    // SAFETY: 162 writable bytes by contract; written without alignment.
    unsafe { out.cast::<[u16; CELLS]>().write_unaligned(*masks) }
}

/// The candidates of every cell: the digits that no given or entry of its
/// row, column or box holds.
///
/// @param grid 81 bytes as for sudoku_solve; never written.
/// @param candidates 81 masks, written on SUDOKU_OK only: for each cell, bit
///   d-1 set for each digit d no peer holds; a filled cell gets its own
///   digit's bit. Any alignment.
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER, SUDOKU_INVALID_CHARACTER or
///   SUDOKU_CONFLICTING_GIVENS. No search: one pass over the 81 cells.
///
/// cbindgen:ptrs-as-arrays=[[grid; 81], [candidates; 81]]
///
/// # Safety
/// `grid` is NULL or valid for 81 reads; `candidates` is NULL or valid for
/// 81 * 2 writes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_candidates(grid: *const c_char, candidates: *mut u16) -> Status {
    guarded(|| {
        if grid.is_null() || candidates.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, 81 readable bytes by contract.
        let text = unsafe { read_grid(grid) };
        match logic::candidates(&text) {
            Ok(masks) => {
                // SAFETY: non-NULL, 162 writable bytes by contract.
                unsafe { write_masks(candidates, &masks) };
                Status::OK
            }
            Err(err) => err.into(),
        }
    })
}

/// The true candidates of every cell: the digits it holds in at least one
/// solution. On a puzzle with one solution, the solution itself.
///
/// Every solution found marks all its digits at once, so grids with many
/// solutions (even the empty grid) stay fast: at most one search for each
/// candidate no earlier solution used.
///
/// @param grid 81 bytes as for sudoku_solve; never written.
/// @param candidates 81 masks as for sudoku_candidates, written on SUDOKU_OK
///   only.
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER, SUDOKU_INVALID_CHARACTER,
///   SUDOKU_CONFLICTING_GIVENS or SUDOKU_NO_SOLUTION. Its searches have no
///   bound: to bound them, use sudoku_true_candidates_ex.
///
/// cbindgen:ptrs-as-arrays=[[grid; 81], [candidates; 81]]
///
/// # Safety
/// As sudoku_candidates.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_true_candidates(
    grid: *const c_char,
    candidates: *mut u16,
) -> Status {
    // SAFETY: the same contract, with no budget.
    unsafe { sudoku_true_candidates_ex(grid, 0, candidates) }
}

/// sudoku_true_candidates within a guess budget.
///
/// @param guess_budget give up with SUDOKU_BUDGET_EXHAUSTED once the
///   searches together need more than this many guesses; 0 means no limit.
/// @return as sudoku_true_candidates, plus SUDOKU_BUDGET_EXHAUSTED
///   (nothing written).
///
/// A budget of N guesses bounds the searches to N guesses; what a guess
/// costs on one machine is measured in docs/ENGINE.md ("Before and after"),
/// with the command that measures it.
///
/// cbindgen:ptrs-as-arrays=[[grid; 81], [candidates; 81]]
///
/// # Safety
/// As sudoku_candidates.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_true_candidates_ex(
    grid: *const c_char,
    guess_budget: u64,
    candidates: *mut u16,
) -> Status {
    guarded(|| {
        if grid.is_null() || candidates.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, 81 readable bytes by contract.
        let text = unsafe { read_grid(grid) };
        match logic::true_candidates_within(&text, guess_budget) {
            Ok(masks) => {
                // SAFETY: non-NULL, 162 writable bytes by contract.
                unsafe { write_masks(candidates, &masks) };
                Status::OK
            }
            Err(err) => err.into(),
        }
    })
}

/// The next step from a player's state, as a hint: a mistake first (every
/// later hint depends on it), then the step Sudoku Explainer would take.
///
/// In this order: the first cell (row by row) whose entry is not the
/// solution's digit (SUDOKU_STEP_MISTAKE, technique
/// SUDOKU_TECHNIQUE_WRONG_ENTRY); with pencil marks, the first empty cell
/// whose marks lack its solution digit (SUDOKU_STEP_MISSING_CANDIDATE,
/// SUDOKU_TECHNIQUE_MISSING_CANDIDATE); then the simplest technique that
/// applies to that state (a SUDOKU_STEP_PLACEMENT or
/// SUDOKU_STEP_ELIMINATION). Marks that a filled peer rules out are dropped
/// silently, as a player crossing them off would; an extra mark is not a
/// mistake.
///
/// @param puzzle 81 bytes as for sudoku_solve: the givens. It must have
///   exactly one solution.
/// @param current NULL for the puzzle itself, or 81 bytes: the givens, each
///   kept, plus the player's entries ('1'-'9'; '.' or '0' empty). Entries
///   may clash with each other: they are mistakes, not errors.
/// @param candidates NULL to use the candidates of `current` (as
///   sudoku_candidates gives them), or the player's 81 pencil-mark masks,
///   any alignment; read for the empty cells of `current` only.
/// @param step the hint, its `size` set by the caller; written on SUDOKU_OK
///   only (the fields that fit in `size`, never `size` itself).
/// @return SUDOKU_OK; SUDOKU_NULL_POINTER (`puzzle` or `step`);
///   SUDOKU_INVALID_ARGUMENT (`step->size` too small); for the puzzle
///   SUDOKU_INVALID_CHARACTER or SUDOKU_CONFLICTING_GIVENS; for `current`
///   SUDOKU_INVALID_CHARACTER or SUDOKU_CURRENT_CONTRADICTS_PUZZLE (a given
///   changed or cleared); SUDOKU_INVALID_CANDIDATES (a mask of an empty cell
///   with bits above the ninth); SUDOKU_NO_SOLUTION or
///   SUDOKU_MULTIPLE_SOLUTIONS for the puzzle; SUDOKU_ALREADY_SOLVED when
///   `current` is complete and right; SUDOKU_TECHNIQUES_EXHAUSTED if no
///   technique applied (kept for callers of earlier versions: in this one
///   the brute-force step, SUDOKU_TECHNIQUE_BRUTE_FORCE, applies to every
///   state of a puzzle with one solution). Checked in that order. One search (to find the solution) has no bound: to bound
///   it, use sudoku_hint_ex.
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81]]
///
/// # Safety
/// `puzzle` is NULL or valid for 81 reads; `current` NULL or valid for 81
/// reads; `candidates` NULL or valid for 81 * 2 reads; `step` NULL or
/// valid for reading and writing `step->size` bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint(
    puzzle: *const c_char,
    current: *const c_char,
    candidates: *const u16,
    step: *mut Step,
) -> Status {
    // SAFETY: the same contract, with no budget.
    unsafe { sudoku_hint_ex(puzzle, current, candidates, 0, step) }
}

/// sudoku_hint within a guess budget.
///
/// @param guess_budget give up with SUDOKU_BUDGET_EXHAUSTED (as for
///   sudoku_rate_ex, chains included) when finding the
///   puzzle's solution needs more than this many guesses; 0 means no limit.
/// @return as sudoku_hint, plus SUDOKU_BUDGET_EXHAUSTED (in place of the
///   solution's statuses; nothing written).
///
/// A budget of N guesses bounds the searches to N guesses and the chain
/// search to SUDOKU_CHAIN_UNITS_PER_GUESS times N potentials; the rest of a
/// hint is the techniques' work, which does not search. Times measured on
/// one machine: docs/ENGINE.md and docs/LOGIC.md.
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81]]
///
/// # Safety
/// As sudoku_hint.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint_ex(
    puzzle: *const c_char,
    current: *const c_char,
    candidates: *const u16,
    guess_budget: u64,
    step: *mut Step,
) -> Status {
    guarded(|| {
        if puzzle.is_null() || step.is_null() {
            return Status::NULL_POINTER;
        }
        let level = logic::HintLevel::Step;
        // SAFETY: non-NULL, and readable and writable as the contract says.
        unsafe { hint_told(puzzle, current, candidates, level, guess_budget, step) }
    })
}

/// sudoku_hint_ex's work once `puzzle` and `step` are known non-NULL: the
/// step's size checked, the grids read, the hint found and written told at
/// `level`.
///
/// # Safety
/// `puzzle` and `step` non-NULL, every pointer valid as sudoku_hint says.
unsafe fn hint_told(
    puzzle: *const c_char,
    current: *const c_char,
    candidates: *const u16,
    level: logic::HintLevel,
    guess_budget: u64,
    step: *mut Step,
) -> Status {
    // SAFETY: non-NULL, so `size` is readable by contract.
    if unsafe { caller_size(step) } < Step::V1_SIZE {
        return Status::INVALID_ARGUMENT;
    }
    // SAFETY: non-NULL pointers are readable as the contract says.
    let (puzzle, current, marks) = unsafe {
        (
            read_grid(puzzle),
            (!current.is_null()).then(|| read_grid(current)),
            (!candidates.is_null()).then(|| read_masks(candidates)),
        )
    };
    // In two halves, so that no step is on the stack during the search.
    match logic::ask_hint(&puzzle, current.as_ref(), marks.as_ref(), guess_budget) {
        // SAFETY: non-NULL, `size` bytes writable, checked above to hold
        // the first version.
        Ok(question) => unsafe { write_hint(&question, level, step) },
        Err(err) => err.into(),
    }
}

/// sudoku_hint_ex told at a level, vague first: the same step, with the
/// fields past `level` left empty, for a player who wants a nudge before
/// the answer. Level 1 keeps `kind`, `technique`, `difficulty` and `digits`
/// (the technique and where to look); level 2 also `cells`, `pattern`,
/// `houses` and a chain's links; level 3 is sudoku_hint_ex's whole step.
/// Below level 3, `cell` is -1 and `digit` 0 and `eliminations` empty; a
/// mistake or a missing mark tells only its kind at level 1 and its cell
/// (`cell` and `cells`) at level 2. Every level of one state tells the
/// same step. sudoku_step_text_at_level gives the sentence for a level.
///
/// @param level 1, 2 or 3.
/// @return as sudoku_hint_ex, and SUDOKU_INVALID_ARGUMENT for a `level`
///   other than 1-3 (checked before the puzzle; nothing written).
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81]]
///
/// # Safety
/// As sudoku_hint.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint_at_level(
    puzzle: *const c_char,
    current: *const c_char,
    candidates: *const u16,
    level: c_int,
    guess_budget: u64,
    step: *mut Step,
) -> Status {
    guarded(|| {
        if puzzle.is_null() || step.is_null() {
            return Status::NULL_POINTER;
        }
        let Some(level) = u32::try_from(level)
            .ok()
            .and_then(logic::HintLevel::from_number)
        else {
            return Status::INVALID_ARGUMENT;
        };
        // SAFETY: non-NULL, and readable and writable as the contract says.
        unsafe { hint_told(puzzle, current, candidates, level, guess_budget, step) }
    })
}

/// Writes the step that answers `question` to `step`, told at `level`.
///
/// # Safety
/// `step` is valid for writing `step->size` bytes, at least the first
/// version's.
#[inline(never)]
unsafe fn write_hint(
    question: &logic::HintQuestion,
    level: logic::HintLevel,
    step: *mut Step,
) -> Status {
    let mut found = logic::Step::default();
    match logic::answer_hint(question, &mut found) {
        Ok(()) => {
            if level != logic::HintLevel::Step {
                found = found.told_at(level);
            }
            // SAFETY: as the caller promises.
            unsafe { write_step(step, &found) };
            Status::OK
        }
        Err(err) => err.into(),
    }
}

/// Writes `found` to the caller's `step`, converted; out of line, so that
/// the converted copy is on the stack only here.
///
/// # Safety
/// As [`write_hint`].
#[inline(never)]
unsafe fn write_step(step: *mut Step, found: &logic::Step) {
    // SAFETY: as the caller promises.
    unsafe { write_versioned(step, &Step::from_logic(found)) };
}

/// Rates a puzzle on Sudoku Explainer's scale: the path that applies at
/// every step the simplest technique that works (Sudoku Explainer 1.2.1's
/// rules and order, through the nested forcing chains), and its ER, EP and
/// ED. Every puzzle with one solution is rated to its solution: past every
/// rule, a SUDOKU_TECHNIQUE_BRUTE_FORCE step (rated 20.0, as Sudoku
/// Explainer rates a puzzle its rules cannot finish) places a digit.
///
/// @param puzzle 81 bytes as for sudoku_solve; never written.
/// @param rating its `size` set by the caller; written on SUDOKU_OK and
///   SUDOKU_TECHNIQUES_EXHAUSTED only (the fields that fit in `size`).
/// @return SUDOKU_OK when the path reaches the solution (always, for a
///   puzzle with one solution, in this version);
///   SUDOKU_TECHNIQUES_EXHAUSTED if the techniques ever ran out first (kept
///   for callers of earlier versions: `er` would be the hardest step
///   before, a lower bound, and `solved` 0); SUDOKU_NULL_POINTER;
///   SUDOKU_INVALID_ARGUMENT
///   (`rating->size` too small); SUDOKU_INVALID_CHARACTER;
///   SUDOKU_CONFLICTING_GIVENS; SUDOKU_NO_SOLUTION or
///   SUDOKU_MULTIPLE_SOLUTIONS (a puzzle must have one solution). A path
///   that reaches the solution without uniqueness techniques proves it
///   unique; otherwise one search counts the solutions, with no bound: to
///   bound it, use sudoku_rate_ex.
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81]]
///
/// # Safety
/// `puzzle` is NULL or valid for 81 reads; `rating` NULL or valid for
/// reading and writing `rating->size` bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rate(puzzle: *const c_char, rating: *mut Rating) -> Status {
    // SAFETY: the same contract, with no budget.
    unsafe { sudoku_rate_ex(puzzle, 0, rating) }
}

/// sudoku_rate within a guess budget.
///
/// @param guess_budget give up with SUDOKU_BUDGET_EXHAUSTED when counting
///   the solutions needs more than this many guesses, or the chain search
///   more than SUDOKU_CHAIN_UNITS_PER_GUESS times this many potentials; 0
///   means no limit.
/// @return as sudoku_rate, plus SUDOKU_BUDGET_EXHAUSTED (nothing written).
///
/// A budget of N bounds the count of solutions to N guesses and the chain
/// search to SUDOKU_CHAIN_UNITS_PER_GUESS times N potentials; the path up
/// to the chains does not search, and the chains are what the budget
/// bounds. Times measured on one machine: docs/ENGINE.md and docs/LOGIC.md.
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81]]
///
/// # Safety
/// As sudoku_rate.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rate_ex(
    puzzle: *const c_char,
    guess_budget: u64,
    rating: *mut Rating,
) -> Status {
    guarded(|| {
        if puzzle.is_null() || rating.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, so `size` is readable by contract.
        if unsafe { caller_size(rating) } < Rating::V1_SIZE {
            return Status::INVALID_ARGUMENT;
        }
        // SAFETY: non-NULL, 81 readable bytes by contract.
        let text = unsafe { read_grid(puzzle) };
        match logic::rate_within(&text, guess_budget) {
            Ok(found) => {
                // SAFETY: non-NULL, `size` bytes writable, checked above to
                // hold the first version.
                unsafe { write_versioned(rating, &Rating::from_logic(&found)) };
                if found.solved {
                    Status::OK
                } else {
                    Status::TECHNIQUES_EXHAUSTED
                }
            }
            Err(err) => err.into(),
        }
    })
}

/// The whole path of a puzzle, step by step, as Sudoku Explainer would take
/// it (the path sudoku_rate rates).
///
/// @param puzzle 81 bytes as for sudoku_solve; never written.
/// @param steps an array of `capacity` steps; NULL only when `capacity` is
///   0. Set `steps[0].size` to sizeof(sudoku_step): that is the size of
///   every element (the array's stride), and the library sets the `size` of
///   each element it writes to it.
/// @param capacity the number of elements of `steps`.
/// @param count where the number of steps is written: on SUDOKU_OK and
///   SUDOKU_TECHNIQUES_EXHAUSTED the length of the path, whose steps fill
///   `steps[0]` to `steps[*count - 1]`; on SUDOKU_CAPACITY_TOO_SMALL the
///   number of elements needed (the first `capacity` steps of the path are
///   written; call again with that many). Not written on other statuses.
/// @return SUDOKU_OK (the path reaches the solution);
///   SUDOKU_TECHNIQUES_EXHAUSTED (it stops where the techniques ran out);
///   SUDOKU_CAPACITY_TOO_SMALL; SUDOKU_NULL_POINTER (`puzzle`, `count`, or
///   `steps` with a `capacity` above 0); SUDOKU_INVALID_ARGUMENT
///   (`steps[0].size` too small, or `capacity` times it beyond the address
///   space); SUDOKU_INVALID_CHARACTER; SUDOKU_CONFLICTING_GIVENS;
///   SUDOKU_NO_SOLUTION or SUDOKU_MULTIPLE_SOLUTIONS (a puzzle must have one
///   solution; decided before any step is written);
///   SUDOKU_INTERNAL_ERROR (a bug caught, never expected: `count` is not
///   written, and `steps` may hold part of the path). One search counts the
///   solutions first, with no bound: to bound it, use sudoku_explain_ex.
///
/// A path has at most 729 steps (at most 81 placements; every other step
/// removes at least one of the 648 candidates that are not the solution's),
/// so an array of 729 always suffices;
/// the longest path of 8,307 test puzzles had 85.
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81]]
///
/// # Safety
/// `puzzle` is NULL or valid for 81 reads; `steps` NULL or valid for
/// reading and writing `capacity * steps[0].size` bytes; `count` NULL or
/// writable.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_explain(
    puzzle: *const c_char,
    steps: *mut Step,
    capacity: usize,
    count: *mut usize,
) -> Status {
    // SAFETY: the same contract, with no budget.
    unsafe { sudoku_explain_ex(puzzle, 0, steps, capacity, count) }
}

/// sudoku_explain within a guess budget.
///
/// @param guess_budget give up with SUDOKU_BUDGET_EXHAUSTED when counting
///   the solutions needs more than this many guesses, or the chain search
///   more than SUDOKU_CHAIN_UNITS_PER_GUESS times this many potentials; 0
///   means no limit.
/// @return as sudoku_explain, plus SUDOKU_BUDGET_EXHAUSTED (`count` not
///   written; when the chain search ran out, `steps` may hold the path's
///   beginning).
///
/// A budget of N bounds the count of solutions to N guesses and the chain
/// search to SUDOKU_CHAIN_UNITS_PER_GUESS times N potentials; the path up
/// to the chains does not search, and the chains are what the budget
/// bounds. Times measured on one machine: docs/ENGINE.md and docs/LOGIC.md.
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81]]
///
/// # Safety
/// As sudoku_explain.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_explain_ex(
    puzzle: *const c_char,
    guess_budget: u64,
    steps: *mut Step,
    capacity: usize,
    count: *mut usize,
) -> Status {
    guarded(|| {
        if puzzle.is_null() || count.is_null() || (steps.is_null() && capacity > 0) {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL when capacity > 0 (checked above), so its first
        // element's `size` is readable by contract.
        let stride = match unsafe { array_stride(steps.cast_const(), capacity) } {
            Ok(stride) => stride,
            Err(status) => return status,
        };
        // SAFETY: non-NULL, 81 readable bytes by contract.
        let text = unsafe { read_grid(puzzle) };
        if let Err(status) = one_solution(&text, guess_budget) {
            return status;
        }
        let base = steps.cast::<u8>();
        let explained = logic::explain_each_within(&text, guess_budget, |index, step| {
            // Lets the panic test stop a path half written.
            crate::fault::point();
            if index < capacity {
                // SAFETY: element `index` lies within the caller's
                // `capacity * stride` bytes, checked not to overflow.
                unsafe {
                    write_step_sized(base.add(index * stride), &Step::from_logic(step), stride)
                };
            }
        });
        let (status, written) = match explained {
            Ok(rating) if rating.steps as usize > capacity => {
                (Status::CAPACITY_TOO_SMALL, rating.steps as usize)
            }
            Ok(rating) if rating.solved => (Status::OK, rating.steps as usize),
            Ok(rating) => (Status::TECHNIQUES_EXHAUSTED, rating.steps as usize),
            // The puzzle was checked above: the chain search's budget ran
            // out (or its memory), with part of the path written.
            Err(err) => return err.into(),
        };
        // SAFETY: non-NULL and writable by contract.
        unsafe { count.write_unaligned(written) };
        status
    })
}

/// `Ok` when `puzzle` is well formed and has exactly one solution, decided
/// within `guess_budget` guesses (0: no limit); else the status to return.
fn one_solution(puzzle: &[u8; CELLS], guess_budget: u64) -> Result<(), Status> {
    match crate::count_solutions_within(puzzle, 2, guess_budget).0 {
        Ok(1) => Ok(()),
        Ok(0) => Err(Status::NO_SOLUTION),
        Ok(_) => Err(Status::MULTIPLE_SOLUTIONS),
        Err(err) => Err(err.into()),
    }
}
