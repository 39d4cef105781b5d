//! Reading pasted text.

use std::ffi::c_char;

use super::{guarded, write_grid, Status};

/// Reads a grid from pasted text into the 81-byte form.
///
/// Accepts one line of 81 cells, 9 lines of 9, or a boxed layout drawn with
/// spaces, tabs, '|', '-' and '+' (border lines may also use '*' and '=').
/// Empty cells may be '.', '0', '_', '*', 'x' or 'X'.
///
/// @param text the text; exactly `len` bytes are read, no NUL is needed.
/// @param len its length in bytes.
/// @param out 81 bytes, written only on SUDOKU_OK: digits and '.' for empty
///   cells, ready for sudoku_solve.
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER (`text` or `out`; a NULL `text` is
///   refused even with `len` 0), SUDOKU_INVALID_CHARACTER, or
///   SUDOKU_INVALID_LENGTH when the text does not hold exactly 81 cells.
///   Givens are not checked for conflicts here: use sudoku_check.
///
/// cbindgen:ptrs-as-arrays=[[out; 81]]
///
/// # Safety
/// `text` is NULL or valid for `len` reads; `out` is NULL or valid for 81
/// writes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_parse(text: *const c_char, len: usize, out: *mut c_char) -> Status {
    guarded(|| {
        if text.is_null() || out.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL and valid for `len` bytes by contract; bytes have
        // no alignment.
        let text = unsafe { std::slice::from_raw_parts(text.cast::<u8>(), len) };
        match crate::text::parse_text(text) {
            Ok(cells) => {
                // SAFETY: non-NULL, 81 writable bytes by contract.
                unsafe { write_grid(out, &cells) };
                Status::OK
            }
            Err(err) => err.into(),
        }
    })
}
