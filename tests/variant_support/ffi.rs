//! The variant C ABI's rule sets, as every FFI test of it opens them: an
//! owned handle freed on drop, a rule set and its givens from text, and a
//! NUL-terminated text field read back.

use std::ffi::c_char;
use std::ptr;

use sudoku::ffi::*;

/// A rule set, freed on drop.
pub struct Owned(pub *mut RulesHandle);

impl Drop for Owned {
    fn drop(&mut self) {
        // SAFETY: a live handle from the library, freed once.
        unsafe { sudoku_rules_free(self.0) };
    }
}

// The C API promises rule sets may be shared between threads.
unsafe impl Send for Owned {}
unsafe impl Sync for Owned {}

/// A rule set and its givens (N×N, row by row) from any text
/// sudoku_rules_from_text reads; the text must be accepted.
pub fn from_text(text: &str) -> (Owned, Vec<u8>) {
    let mut rules: *mut RulesHandle = ptr::null_mut();
    let mut givens = vec![0u8; SUDOKU_RULES_MAX_CELLS];
    // SAFETY: `text.len()` readable bytes, a handle out, a buffer of
    // SUDOKU_RULES_MAX_CELLS writable bytes; no report.
    let status = unsafe {
        sudoku_rules_from_text(
            text.as_ptr().cast(),
            text.len(),
            &mut rules,
            givens.as_mut_ptr(),
            givens.len(),
            ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::OK, "{text}");
    let rules = Owned(rules);
    // SAFETY: a live handle.
    let n = unsafe { sudoku_rules_size(rules.0) } as usize;
    givens.truncate(n * n);
    (rules, givens)
}

/// A C text field up to its NUL, which must be inside the field.
pub fn text_of(field: &[c_char]) -> String {
    let bytes: Vec<u8> = field
        .iter()
        .take_while(|&&c| c != 0)
        .map(|&c| c as u8)
        .collect();
    assert!(bytes.len() < field.len(), "NUL-terminated");
    String::from_utf8(bytes).expect("UTF-8")
}
