//! The C ABI: the only module with `extern "C"`, raw pointers and the panic
//! boundary. Each export checks its pointers, calls the safe core, and maps
//! the result to a status. `include/sudoku.h` is generated from these files
//! by build.rs.
//!
//! Rules every export follows:
//! - Its whole body runs inside [`guarded`], so no panic crosses the
//!   boundary: a status export returns SUDOKU_INTERNAL_ERROR, others their
//!   documented fallback ([`Fallback`]).
//! - Caller memory is read and written only through the helpers below, byte
//!   by byte or unaligned, exactly as far as the header promises, and
//!   written only on success unless documented otherwise.
//! - Structs that cross the boundary start with a `u32 size` and only grow
//!   ([`Versioned`]): the library reads and writes only the fields that fit
//!   in the caller's `size`.

use std::ffi::c_char;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::ptr;

use crate::geometry::CELLS;

// In this order in the header.
mod batch;
mod canon;
mod generate;
mod hodoku;
mod hodoku_path;
mod logic;
mod player;
mod solve;
mod status;
mod step;
mod teach;
mod technique;
mod text;
mod variant;
mod version;

pub use batch::*;
pub use canon::*;
pub use generate::*;
pub use hodoku::*;
pub use hodoku_path::*;
pub use logic::*;
pub use player::*;
pub use solve::*;
pub use status::*;
pub use step::*;
pub use teach::*;
pub use technique::*;
pub use text::*;
pub use variant::*;
pub use version::*;

/// What an export returns when a panic was caught inside it.
pub trait Fallback {
    fn fallback() -> Self;
}

impl Fallback for Status {
    fn fallback() -> Status {
        Status::INTERNAL_ERROR
    }
}

impl Fallback for usize {
    fn fallback() -> usize {
        0
    }
}

impl Fallback for *const c_char {
    fn fallback() -> *const c_char {
        c"internal error in libsudoku".as_ptr()
    }
}

/// Runs an export's body, turning a panic into the return type's fallback.
pub(crate) fn guarded<T: Fallback>(body: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(|| {
        crate::fault::point();
        body()
    }))
    .unwrap_or_else(|_| T::fallback())
}

/// Copies the caller's 81 bytes.
///
/// # Safety
/// `grid` must be non-NULL and valid for 81 reads.
pub(crate) unsafe fn read_grid(grid: *const c_char) -> [u8; CELLS] {
    let mut bytes = [0u8; CELLS];
    // SAFETY: the caller guarantees 81 readable bytes at `grid`; `bytes` is a
    // distinct local array of the same size.
    unsafe { ptr::copy_nonoverlapping(grid.cast::<u8>(), bytes.as_mut_ptr(), CELLS) };
    bytes
}

/// Writes 81 bytes to the caller's grid.
///
/// # Safety
/// `grid` must be non-NULL and valid for 81 writes, and not overlap `cells`.
pub(crate) unsafe fn write_grid(grid: *mut c_char, cells: &[u8; CELLS]) {
    // SAFETY: the caller guarantees 81 writable bytes; `cells` is ours.
    unsafe { ptr::copy_nonoverlapping(cells.as_ptr(), grid.cast::<u8>(), CELLS) };
}

/// A struct that crosses the boundary: `#[repr(C)]`, a `u32 size` first,
/// fields only ever appended. `V1_SIZE` is the size of its first released
/// layout, a literal: a caller compiled against any later header passes a
/// larger `size`, one compiled against 1.0 passes exactly this.
pub(crate) trait Versioned: Copy {
    const V1_SIZE: usize;
}

/// The `size` field of a caller's versioned struct.
///
/// # Safety
/// `ptr` must be non-NULL and valid for reading its first 4 bytes.
pub(crate) unsafe fn caller_size<T: Versioned>(ptr: *const T) -> usize {
    // SAFETY: the caller guarantees the 4 bytes of `size`, at any alignment.
    unsafe { ptr.cast::<u32>().read_unaligned() as usize }
}

/// The stride of a caller's array of versioned structs: the `size` of its
/// first element, which every element shares; 0 for an empty array.
/// SUDOKU_INVALID_ARGUMENT when that size is below the first version's, or
/// when `capacity` elements of it would not fit in an address.
///
/// # Safety
/// When `capacity` > 0, `ptr` must be non-NULL and valid for reading its
/// first 4 bytes.
pub(crate) unsafe fn array_stride<T: Versioned>(
    ptr: *const T,
    capacity: usize,
) -> Result<usize, Status> {
    if capacity == 0 {
        return Ok(0);
    }
    // SAFETY: as this function's contract: a non-empty array's first size.
    let size = unsafe { caller_size(ptr) };
    if size < T::V1_SIZE || capacity.checked_mul(size).is_none() {
        return Err(Status::INVALID_ARGUMENT);
    }
    Ok(size)
}

/// Reads a caller's versioned struct: the fields that fit in its `size`,
/// the rest as in `defaults`. SUDOKU_INVALID_ARGUMENT when `size` is below
/// the first version's.
///
/// # Safety
/// `ptr` must be non-NULL and valid for reading `size` bytes (at least 4).
pub(crate) unsafe fn read_versioned<T: Versioned>(ptr: *const T, defaults: T) -> Result<T, Status> {
    // SAFETY: as this function's contract.
    let size = unsafe { caller_size(ptr) };
    if size < T::V1_SIZE {
        return Err(Status::INVALID_ARGUMENT);
    }
    let mut value = defaults;
    let known = size.min(std::mem::size_of::<T>());
    // SAFETY: the caller's struct has `size` readable bytes, of which we
    // copy at most our own struct's size into our local value, whose every
    // field is plain data for which any bytes are valid.
    unsafe {
        ptr::copy_nonoverlapping(
            ptr.cast::<u8>(),
            ptr::addr_of_mut!(value).cast::<u8>(),
            known,
        )
    };
    Ok(value)
}

/// Writes `value` into a caller's versioned struct: the fields that fit in
/// its `size`, leaving `size` itself and any later bytes as they were.
/// Nothing is written when `size` is below the first version's; returns
/// whether it wrote.
///
/// # Safety
/// `ptr` must be non-NULL and valid for reading and writing `size` bytes
/// (at least 4).
pub(crate) unsafe fn write_versioned<T: Versioned>(ptr: *mut T, value: &T) -> bool {
    // SAFETY: as this function's contract.
    let size = unsafe { caller_size(ptr) };
    if size < T::V1_SIZE {
        return false;
    }
    let known = size.min(std::mem::size_of::<T>());
    let skip = std::mem::size_of::<u32>();
    // SAFETY: bytes `skip..known` lie within both the caller's `size` bytes
    // and our value; the two do not overlap.
    unsafe {
        ptr::copy_nonoverlapping(
            ptr::from_ref(value).cast::<u8>().add(skip),
            ptr.cast::<u8>().add(skip),
            known - skip,
        )
    };
    true
}
