//! sudoku_rules_solve and sudoku_rules_count with small budgets on grids
//! made from bytes, under a rule set read from a compact header chosen by
//! the first bytes (sizes 4 to 25, extra houses, neighbour rules): the
//! budget is never passed, memory is written only on success, a solution
//! keeps the givens and passes sudoku_rules_check, the count agrees, and
//! sudoku_rules_solve_batch answers two copies as sudoku_rules_solve does.
//!
//! Input: a size byte, a flags byte, a budget byte, then one byte a cell
//! (0 or above 127: empty; else a value, taken modulo N + 1).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::{self, Status};
use sudoku_fuzz::{solve_and_count, Tail};

const SIZES: [usize; 10] = [4, 6, 8, 9, 10, 12, 15, 16, 20, 25];
// Not `+diagonal+`: the compact reader splits its header at every `+`, so
// that flag does not read back (a bug in src/variant/compact.rs, reported).
const FLAGS: [&str; 6] = [
    "+x",
    "+diagonal-",
    "+antiknight",
    "+antiking",
    "+nonconsecutive",
    "+disjoint",
];

fuzz_target!(|data: &[u8]| {
    let input = Tail(data);
    let n = SIZES[usize::from(input.byte(0)) % SIZES.len()];
    let mut header = n.to_string();
    for (bit, flag) in FLAGS.iter().enumerate() {
        if input.byte(1) & (1 << bit) != 0 {
            header.push_str(flag);
        }
    }
    let line = format!("{header} {}", ".".repeat(n * n));
    let mut rules: *mut ffi::RulesHandle = std::ptr::null_mut();
    // SAFETY: the line's bytes; a writable out pointer; NULL givens and
    // report are allowed.
    let status = unsafe {
        ffi::sudoku_rules_from_text(
            line.as_ptr().cast(),
            line.len(),
            &mut rules,
            std::ptr::null_mut(),
            0,
            std::ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::OK, "{header}");
    let givens: Vec<u8> = (0..n * n)
        .map(|cell| match input.byte(3 + cell) {
            0 | 128.. => 0,
            byte => byte % (n as u8 + 1),
        })
        .collect();
    let budget = 1 + u64::from(input.byte(2));
    // SAFETY: a live rule set of size N and N*N givens.
    unsafe { solve_and_count(rules, &givens, budget) };
    // The batch call answers each record as the single call does.
    let mut single = vec![0u8; n * n];
    // SAFETY: a live rule set, N*N givens and N*N writable bytes.
    let status = unsafe {
        ffi::sudoku_rules_solve(
            rules,
            givens.as_ptr(),
            budget,
            single.as_mut_ptr(),
            std::ptr::null_mut(),
        )
    };
    let mut records = givens.repeat(2);
    let mut statuses = [Status::INTERNAL_ERROR; 2];
    // SAFETY: two records of N*N bytes and two status slots.
    let solved = unsafe {
        ffi::sudoku_rules_solve_batch(
            rules,
            records.as_mut_ptr(),
            2,
            budget,
            statuses.as_mut_ptr(),
            2,
        )
    };
    assert_eq!(statuses, [status; 2]);
    assert_eq!(solved, if status == Status::OK { 2 } else { 0 });
    let want = if status == Status::OK {
        &single
    } else {
        &givens
    };
    assert_eq!(records, want.repeat(2));
    // SAFETY: live, freed once.
    unsafe { ffi::sudoku_rules_free(rules) };
});
