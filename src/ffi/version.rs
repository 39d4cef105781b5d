//! The library's version at run time.

use std::ffi::c_char;

use super::guarded;

/// The library's version, "MAJOR.MINOR.PATCH": compare it with
/// SUDOKU_VERSION_STRING to check that the header matches the library loaded.
///
/// @return a static NUL-terminated string, never NULL, never to be freed.
#[no_mangle]
pub extern "C" fn sudoku_version() -> *const c_char {
    guarded(|| concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast())
}
