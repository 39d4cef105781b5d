//! HoDoKu's whole path from C: every step of the path sudoku_rate_scale
//! rates, each as a level-3 sudoku_hodoku_hint.

use std::ffi::c_char;
use std::mem::size_of;
use std::ptr;

use super::hodoku::HodokuHint;
use super::{array_stride, guarded, read_grid, Status};
use crate::logic::hodoku::{self, HintLevel, HodokuNext, HodokuStep};

/// `step` as a level-3 hint, its `size` set to `stride`.
fn path_element(step: &HodokuStep, stride: usize) -> HodokuHint {
    let whole = hodoku::HodokuHint::new(&HodokuNext::Step(step.clone()), HintLevel::Step);
    let mut element = HodokuHint::from_hodoku(&whole);
    element.size = stride as u32;
    element
}

/// Writes `steps` to the caller's array, element `k` at `k * stride`.
///
/// # Safety
/// `base` is valid for writing `steps.len() * stride` bytes, and `stride`
/// is at least the first version's size.
unsafe fn write_path(base: *mut u8, stride: usize, steps: &[HodokuStep]) {
    let known = stride.min(size_of::<HodokuHint>());
    for (index, step) in steps.iter().enumerate() {
        let element = path_element(step, stride);
        // SAFETY: element `index` lies within the caller's bytes, by
        // contract; `known` bytes lie within both; they do not overlap.
        unsafe {
            ptr::copy_nonoverlapping(
                ptr::from_ref(&element).cast::<u8>(),
                base.add(index * stride),
                known,
            )
        };
    }
}

/// The whole path of a puzzle on HoDoKu 2.2.0's scale (the path
/// sudoku_rate_scale rates with SUDOKU_SCALE_HODOKU), step by step, each
/// step as a level-3 sudoku_hodoku_hint (technique, digits, cells,
/// placements and eliminations; sudoku_hodoku_hint_text writes its
/// sentence).
///
/// @param puzzle 81 bytes as for sudoku_solve; never written.
/// @param guess_budget 0 for no limit; N allows N guesses to count the
///   solutions, then N technique searches along the path.
/// @param steps an array of `capacity` hints; NULL only when `capacity` is
///   0. Set `steps[0].size` to sizeof(sudoku_hodoku_hint): that is the size
///   of every element (the array's stride), and the library sets the
///   `size` of each element it writes to it.
/// @param capacity the number of elements of `steps`.
/// @param count where the number of steps is written on SUDOKU_OK,
///   SUDOKU_NOT_RATED and SUDOKU_CAPACITY_TOO_SMALL only.
/// @return SUDOKU_OK: the path, `*count` steps in `steps[0]` on.
///   SUDOKU_NOT_RATED: the path reaches a technique this version does not
///   have for HoDoKu; `steps` holds the `*count` steps before it
///   (sudoku_rate_scale names the technique). SUDOKU_CAPACITY_TOO_SMALL:
///   `*count` is the number of elements needed; no step is written.
///   SUDOKU_NULL_POINTER (`puzzle`, `count`, or `steps` with a `capacity`
///   above 0); SUDOKU_INVALID_ARGUMENT (`steps[0].size` too small, or
///   `capacity` times it beyond the address space);
///   SUDOKU_INVALID_CHARACTER; SUDOKU_CONFLICTING_GIVENS;
///   SUDOKU_NO_SOLUTION; SUDOKU_MULTIPLE_SOLUTIONS;
///   SUDOKU_BUDGET_EXHAUSTED. On these nothing is written.
///
/// A path has at most 729 steps (at most 81 placements; every other step
/// removes at least one of the 648 candidates that are not the
/// solution's), so an array of 729 always suffices. The path is found
/// whole before anything is written. Allocates, and is outside the 16 KiB
/// stack promise, as sudoku_rate_scale on HoDoKu's scale.
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81]]
///
/// # Safety
/// `puzzle` is NULL or valid for 81 reads; `steps` NULL or valid for
/// reading and writing `capacity * steps[0].size` bytes; `count` NULL or
/// writable.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_explain_hodoku(
    puzzle: *const c_char,
    guess_budget: u64,
    steps: *mut HodokuHint,
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
        let (path, status) = match hodoku::rate_within(&text, guess_budget) {
            Ok(rating) => (rating.steps, Status::OK),
            Err(hodoku::HodokuError::NotRated { steps, .. }) => (steps, Status::NOT_RATED),
            Err(hodoku::HodokuError::Logic(err)) => return err.into(),
        };
        let status = if path.len() > capacity {
            Status::CAPACITY_TOO_SMALL
        } else {
            // SAFETY: `path.len() <= capacity` elements of `stride` bytes,
            // within the caller's array (checked not to overflow).
            unsafe { write_path(steps.cast::<u8>(), stride, &path) };
            status
        };
        // SAFETY: non-NULL and writable by contract.
        unsafe { count.write_unaligned(path.len()) };
        status
    })
}
