//! A player's grid: its candidates, with the clashing entries beside them.

use std::ffi::c_char;

use super::{caller_size, guarded, read_grid, write_versioned, Status, Versioned};
use crate::geometry::CELLS;
use crate::logic;

/// The candidates of a player's grid and the entries left out of them,
/// from sudoku_player_candidates.
///
/// The struct only grows: set `size` to sizeof(sudoku_player_marks),
/// and the library writes only the fields that fit in it, never `size`
/// itself.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerMarks {
    /// sizeof(sudoku_player_marks) as the caller compiled it, set by
    /// the caller; these 4 bytes are always read.
    pub size: u32,
    /// How many entries were left out: the first `clash_count` elements of
    /// `clash_cells`, `clash_digits` and `clash_others` are meaningful, the
    /// rest 0.
    pub clash_count: u32,
    /// For each cell, as sudoku_candidates gives them for the givens and
    /// the entries taken: bit d-1 for digit d; a filled cell its own digit.
    pub candidates: [u16; 81],
    /// The cells (0-80) of the entries left out, in increasing order.
    pub clash_cells: [u8; 81],
    /// The digit (1-9) of each entry left out.
    pub clash_digits: [u8; 81],
    /// For each entry left out, the peer (0-80) holding the same digit: a
    /// given when one does, else an entry taken before it; the lowest such
    /// cell.
    pub clash_others: [u8; 81],
}

impl Versioned for PlayerMarks {
    /// The whole struct as first defined.
    const V1_SIZE: usize = 416;
}

const _: () = assert!(std::mem::size_of::<PlayerMarks>() == PlayerMarks::V1_SIZE);

impl PlayerMarks {
    fn from_logic(found: &logic::PlayerCandidates) -> PlayerMarks {
        let mut out = PlayerMarks {
            size: std::mem::size_of::<PlayerMarks>() as u32,
            clash_count: found.clash_count as u32,
            candidates: found.candidates,
            clash_cells: [0; CELLS],
            clash_digits: [0; CELLS],
            clash_others: [0; CELLS],
        };
        for (i, clash) in found.clashes().iter().enumerate() {
            out.clash_cells[i] = clash.cell;
            out.clash_digits[i] = clash.digit;
            out.clash_others[i] = clash.other;
        }
        out
    }
}

/// The candidates of a player's grid, which may hold mistakes: an entry
/// that clashes is reported beside the candidates rather than refused, so
/// that an app can draw pencil marks for the grid it asks a hint for.
///
/// The givens are binding. The entries are taken row by row; one that
/// repeats the digit of a given, or of an entry already taken, in its row,
/// column or box is left out and listed in `out` (so of two clashing
/// entries the later one is listed, as sudoku_check names the later of two
/// equal givens). The candidates are those of the givens and the entries
/// taken. No search: one pass over the 81 cells.
///
/// @param puzzle 81 bytes as for sudoku_solve: the givens; never written.
/// @param current 81 bytes: the givens, each kept, plus the player's
///   entries ('1'-'9'; '.' or '0' empty); never written.
/// @param out the result, its `size` set by the caller; written on
///   SUDOKU_OK only (the fields that fit in `size`, never `size` itself).
/// @return SUDOKU_OK; SUDOKU_NULL_POINTER; SUDOKU_INVALID_ARGUMENT
///   (`out->size` below 416, this struct's first size);
///   for the puzzle SUDOKU_INVALID_CHARACTER or SUDOKU_CONFLICTING_GIVENS;
///   for `current` SUDOKU_INVALID_CHARACTER or
///   SUDOKU_CURRENT_CONTRADICTS_PUZZLE (a given changed or cleared).
///   Checked in that order; sudoku_check on each grid names the cell.
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81], [current; 81]]
///
/// # Safety
/// `puzzle` and `current` are NULL or valid for 81 reads; `out` is NULL or
/// valid for reading and writing `out->size` bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_player_candidates(
    puzzle: *const c_char,
    current: *const c_char,
    out: *mut PlayerMarks,
) -> Status {
    guarded(|| {
        if puzzle.is_null() || current.is_null() || out.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, so `size` is readable by contract.
        if unsafe { caller_size(out) } < PlayerMarks::V1_SIZE {
            return Status::INVALID_ARGUMENT;
        }
        // SAFETY: non-NULL, 81 readable bytes each by contract.
        let (puzzle, current) = unsafe { (read_grid(puzzle), read_grid(current)) };
        match logic::player_candidates(&puzzle, &current) {
            Ok(found) => {
                // SAFETY: non-NULL, `size` bytes writable, checked above to
                // hold the first version.
                unsafe { write_versioned(out, &PlayerMarks::from_logic(&found)) };
                Status::OK
            }
            Err(err) => err.into(),
        }
    })
}
