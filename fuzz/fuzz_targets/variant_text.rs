//! sudoku_rules_from_text on arbitrary text (f-puzzles JSON, export
//! strings, compact and classic lines, and anything else), in a heap buffer
//! of exactly its length: a known status, a report with terminated texts,
//! nothing written on failure, the givens written only up to N*N; then the
//! rule set read is solved and counted within a small budget.
//!
//! Input: the text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::{self, Status, SUDOKU_RULES_MAX_CELLS};
use sudoku_fuzz::{assert_rules_report, is_known, rules_error_report, solve_and_count, Exact};

fuzz_target!(|data: &[u8]| {
    let mut text = Exact::new(data);
    let mut givens = Exact::new(&[0xEE; SUDOKU_RULES_MAX_CELLS]);
    let mut rules: *mut ffi::RulesHandle = std::ptr::null_mut();
    let mut report = rules_error_report();
    // SAFETY: `text` holds data.len() bytes, `givens` the capacity given.
    let status = unsafe {
        ffi::sudoku_rules_from_text(
            text.ptr().cast(),
            data.len(),
            &mut rules,
            givens.ptr(),
            SUDOKU_RULES_MAX_CELLS,
            &mut report,
        )
    };
    assert!(is_known(status));
    assert_rules_report(&report, status);
    assert_eq!(text.bytes(), data, "text written");
    if status != Status::OK {
        assert!(rules.is_null(), "rules written on {status:?}");
        assert!(
            givens.bytes().iter().all(|&b| b == 0xEE),
            "givens written on {status:?}"
        );
        return;
    }
    // SAFETY: a live rule set.
    let n = unsafe { ffi::sudoku_rules_size(rules) } as usize;
    assert!((4..=25).contains(&n));
    let (read, rest) = givens.bytes().split_at(n * n);
    assert!(read.iter().all(|&v| v as usize <= n));
    assert!(rest.iter().all(|&b| b == 0xEE), "wrote past N*N");
    // SAFETY: a live rule set of size N and N*N givens.
    unsafe { solve_and_count(rules, read, 64) };
    // SAFETY: live, freed once.
    unsafe { ffi::sudoku_rules_free(rules) };
});
