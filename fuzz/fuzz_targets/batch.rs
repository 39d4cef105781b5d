//! sudoku_solve_batch on a few records (one thread): each record gets
//! exactly what sudoku_solve gives it, every status slot is written, the
//! return value counts the successes, and nothing past the buffers is
//! touched.
//!
//! Input: up to 4 records of 81 bytes, mapped to grid characters like the
//! other targets' grids (raw when the byte after them has bit 0 set).
#![no_main]

use std::mem::size_of;

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::{self, Status};
use sudoku_fuzz::{solve, split, tractable, Exact};

const MAX_RECORDS: usize = 4;

fuzz_target!(|data: &[u8]| {
    let records = data.len().div_ceil(81).clamp(1, MAX_RECORDS);
    let raw = data.get(records * 81).is_some_and(|flags| flags & 1 != 0);
    let grids: Vec<[u8; 81]> = (0..records)
        .map(|r| split(data.get(r * 81..).unwrap_or(&[]), raw).0)
        .collect();
    if !grids.iter().all(tractable) {
        return;
    }

    let mut bytes = Exact::new(&grids.concat());
    let unwritten = [0xEEu8; size_of::<Status>() * MAX_RECORDS];
    let mut statuses = Exact::new(&unwritten[..size_of::<Status>() * records]);
    // The status slots must be aligned, as any C array of them is.
    let mut aligned = vec![Status::INTERNAL_ERROR; records];
    // SAFETY: `bytes` holds records * 81 bytes and `aligned` records slots.
    let solved =
        unsafe { ffi::sudoku_solve_batch(bytes.ptr().cast(), records, aligned.as_mut_ptr(), 1) };
    let mut want_solved = 0;
    for (r, grid) in grids.iter().enumerate() {
        let (status, out) = solve(grid);
        assert_eq!(aligned[r], status, "record {r}");
        assert_eq!(&bytes.bytes()[r * 81..r * 81 + 81], &out[..], "record {r}");
        want_solved += usize::from(status == Status::OK);
    }
    assert_eq!(solved, want_solved);

    // A NULL among the pointers: 0, and nothing read or written.
    let before = bytes.bytes().to_vec();
    // SAFETY: NULL is allowed and refused before any access.
    unsafe {
        assert_eq!(
            ffi::sudoku_solve_batch(bytes.ptr().cast(), records, std::ptr::null_mut(), 1),
            0
        );
        assert_eq!(
            ffi::sudoku_solve_batch(std::ptr::null_mut(), records, statuses.ptr().cast(), 1),
            0
        );
    }
    assert_eq!(bytes.bytes(), &before[..]);
    assert_eq!(
        statuses.bytes(),
        &unwritten[..size_of::<Status>() * records]
    );
});
