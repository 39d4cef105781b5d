//! Canonical forms and the grid's symmetries.

use std::ffi::c_char;
use std::ptr;

use super::{guarded, read_grid, write_grid, Status};
use crate::canon::{canonical, canonical_pattern, Canonical};
use crate::grid::GridError;
use crate::transform::Transform;

/// Bytes of a transform's encoding: byte 0 is 1 to transpose the grid
/// first, else 0; bytes 1-9 give the source row (0-8) of each row of the
/// result, bytes 10-18 the source column (0-8) of each column, both
/// orders keeping bands and stacks whole; bytes 19-27 give the new digit
/// (1-9) of each digit 1-9. Cell (r, c) of the result is cell
/// (rows[r], cols[c]) of the grid, or of its transpose.
pub const SUDOKU_TRANSFORM_BYTES: usize = 28;

const _: () = assert!(SUDOKU_TRANSFORM_BYTES == crate::transform::TRANSFORM_BYTES);

/// Writes a canonical form and its optional extras.
///
/// # Safety
/// As sudoku_canonical's contract for `form`, `automorphisms`, `transform`.
unsafe fn write_canonical(
    found: Result<Canonical, GridError>,
    form: *mut c_char,
    automorphisms: *mut u32,
    transform: *mut u8,
) -> Status {
    let canon = match found {
        Ok(canon) => canon,
        Err(err) => return err.into(),
    };
    // SAFETY: `form` is non-NULL (checked by the caller) and has 81
    // writable bytes; the optional pointers are NULL or writable for their
    // sizes, by contract.
    unsafe {
        write_grid(form, &canon.form);
        if !automorphisms.is_null() {
            automorphisms.write_unaligned(canon.automorphisms);
        }
        if !transform.is_null() {
            let bytes = canon.transform.to_bytes();
            ptr::copy_nonoverlapping(bytes.as_ptr(), transform, bytes.len());
        }
    }
    Status::OK
}

/// The canonical (minlex) form of a grid.
///
/// The form is the least 81-byte string, row by row, among the grid's
/// images under the 3,359,232 geometric transforms and the 9! relabellings,
/// with empty cells written '0' (so they come first): the community's
/// minlex form. Any 81 cells have one, whatever their number of solutions;
/// givens may even clash. Equivalent grids, and only they, have the same
/// form; it never depends on the machine or the thread.
///
/// @param grid 81 bytes: '1'-'9' for givens, '.' or '0' for empty cells.
/// @param form where the form goes, 81 bytes of '0'-'9' (no terminator);
///   may be `grid` itself. Written only on SUDOKU_OK.
/// @param automorphisms NULL, or where to write how many geometric
///   transforms (each with a suitable relabelling) map the grid onto its
///   form: 1 for most grids, 3,359,232 for the empty grid.
/// @param transform NULL, or SUDOKU_TRANSFORM_BYTES bytes for one transform
///   that maps the grid onto its form (sudoku_transform applies it,
///   sudoku_transform_invert undoes it).
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER (`grid` or `form`),
///   SUDOKU_INVALID_CHARACTER, SUDOKU_INTERNAL_ERROR. Nothing is written
///   unless SUDOKU_OK.
///
/// Cost: grows with the grid's symmetry. The empty grid is the worst case:
/// it visits all 3,359,232 geometric transforms and holds 559,872 partial
/// ones of 26 bytes (docs/CANON.md).
///
/// cbindgen:ptrs-as-arrays=[[grid; 81], [form; 81], [transform; 28]]
///
/// # Safety
/// `grid` is NULL or valid for 81 reads; `form` is NULL or valid for 81
/// writes; `automorphisms` is NULL or writable; `transform` is NULL or
/// valid for 28 writes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_canonical(
    grid: *const c_char,
    form: *mut c_char,
    automorphisms: *mut u32,
    transform: *mut u8,
) -> Status {
    guarded(|| {
        if grid.is_null() || form.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, 81 readable bytes by contract.
        let text = unsafe { read_grid(grid) };
        // SAFETY: as this function's contract; `form` checked non-NULL.
        unsafe { write_canonical(canonical(&text), form, automorphisms, transform) }
    })
}

/// The pattern form of a grid: the canonical form of the positions of its
/// givens alone, '1' for a given and '0' for an empty cell.
///
/// As sudoku_canonical, but the digits are forgotten: grids whose givens
/// lie on equivalent patterns get the same form. The transform written is
/// geometric (its digit bytes are 1-9 in order): applied to the grid, it
/// puts the givens on the pattern form.
///
/// cbindgen:ptrs-as-arrays=[[grid; 81], [form; 81], [transform; 28]]
///
/// # Safety
/// As sudoku_canonical.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_canonical_pattern(
    grid: *const c_char,
    form: *mut c_char,
    automorphisms: *mut u32,
    transform: *mut u8,
) -> Status {
    guarded(|| {
        if grid.is_null() || form.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, 81 readable bytes by contract.
        let text = unsafe { read_grid(grid) };
        // SAFETY: as this function's contract; `form` checked non-NULL.
        unsafe { write_canonical(canonical_pattern(&text), form, automorphisms, transform) }
    })
}

/// Reads a caller's transform bytes.
///
/// # Safety
/// `transform` is non-NULL and valid for 28 reads.
unsafe fn read_transform(transform: *const u8) -> Result<Transform, Status> {
    let mut bytes = [0u8; SUDOKU_TRANSFORM_BYTES];
    // SAFETY: 28 readable bytes by contract; `bytes` is a local array.
    unsafe { ptr::copy_nonoverlapping(transform, bytes.as_mut_ptr(), bytes.len()) };
    Transform::from_bytes(&bytes).map_err(|_| Status::INVALID_ARGUMENT)
}

/// Applies a transform to a grid.
///
/// The result has as many solutions as the grid, each the transform of one
/// of the grid's. Digits are relabelled; empty cells ('.' or '0') move as
/// they are.
///
/// @param grid 81 bytes as for sudoku_solve (givens may clash).
/// @param transform SUDOKU_TRANSFORM_BYTES bytes, as sudoku_canonical
///   writes them.
/// @param out where the result goes, 81 bytes; may be `grid` itself.
///   Written only on SUDOKU_OK.
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER, SUDOKU_INVALID_CHARACTER (a byte
///   of `grid`), SUDOKU_INVALID_ARGUMENT (bytes that are not a transform:
///   a transpose byte other than 0 or 1, orders that tear bands or stacks
///   apart or repeat a line, digits that are not a permutation of 1-9),
///   SUDOKU_INTERNAL_ERROR.
///
/// cbindgen:ptrs-as-arrays=[[grid; 81], [transform; 28], [out; 81]]
///
/// # Safety
/// `grid` is NULL or valid for 81 reads, `transform` NULL or valid for 28
/// reads, `out` NULL or valid for 81 writes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_transform(
    grid: *const c_char,
    transform: *const u8,
    out: *mut c_char,
) -> Status {
    guarded(|| {
        if grid.is_null() || transform.is_null() || out.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, 81 readable bytes by contract.
        let text = unsafe { read_grid(grid) };
        if let Some(cell) = text
            .iter()
            .position(|&b| !matches!(b, b'1'..=b'9' | b'.' | b'0'))
        {
            return GridError::InvalidCharacter { cell }.into();
        }
        // SAFETY: non-NULL, 28 readable bytes by contract.
        let transform = match unsafe { read_transform(transform) } {
            Ok(transform) => transform,
            Err(status) => return status,
        };
        // SAFETY: non-NULL, 81 writable bytes by contract; the result is a
        // local array.
        unsafe { write_grid(out, &transform.apply(&text)) };
        Status::OK
    })
}

/// The transform that undoes another: applying `transform`, then
/// `inverse`, gives back the grid.
///
/// @param transform SUDOKU_TRANSFORM_BYTES bytes.
/// @param inverse where the inverse goes, SUDOKU_TRANSFORM_BYTES bytes; may
///   be `transform` itself. Written only on SUDOKU_OK.
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER, SUDOKU_INVALID_ARGUMENT (as
///   sudoku_transform), SUDOKU_INTERNAL_ERROR.
///
/// cbindgen:ptrs-as-arrays=[[transform; 28], [inverse; 28]]
///
/// # Safety
/// `transform` is NULL or valid for 28 reads, `inverse` NULL or valid for
/// 28 writes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_transform_invert(transform: *const u8, inverse: *mut u8) -> Status {
    guarded(|| {
        if transform.is_null() || inverse.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, 28 readable bytes by contract.
        let transform = match unsafe { read_transform(transform) } {
            Ok(transform) => transform,
            Err(status) => return status,
        };
        let bytes = transform.inverse().to_bytes();
        // SAFETY: non-NULL, 28 writable bytes by contract; `bytes` is local.
        unsafe { ptr::copy_nonoverlapping(bytes.as_ptr(), inverse, bytes.len()) };
        Status::OK
    })
}
