//! sudoku_solve_ex with arbitrary options and report structs: any size
//! field (each struct in a heap buffer of exactly that many bytes, at an odd
//! address), any mode, any guess budget, NULLs.
//!
//! Input: 81 grid bytes, then
//!   [0] flags: bit 0 raw grid bytes, bit 1 NULL options, bit 2 NULL report,
//!       bit 3 NULL grid
//!   [1] options size, 0..=40 (the first version is 16 bytes)
//!   [2..6] mode: when [2] < 128 it is [2] % 3 (0 and 1 valid, 2 not),
//!       else the four bytes as an i32
//!   [6..14] budget: when [6] < 128 it is [6] % 8 (small budgets run out),
//!       else the eight bytes as a u64
//!   [14] report size, 0..=48 (the first version is 24 bytes)
//!   [15..] bytes that fill the rest of the options struct
#![no_main]

use std::mem::size_of;
use std::ptr;

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::{self, Options, Report, Status};
use sudoku_fuzz::{
    assert_solution_of, expected_solve_status, reference_check, solve, split, tractable, Exact,
};

const OPTIONS_V1: usize = size_of::<Options>();
const REPORT_V1: usize = size_of::<Report>();
const FILL: u8 = 0xC3;

fuzz_target!(|data: &[u8]| {
    let flags = data.get(81).copied().unwrap_or(0);
    let (grid, tail) = split(data, flags & 1 != 0);
    if !tractable(&grid) {
        return;
    }
    let null_options = flags & 2 != 0;
    let null_report = flags & 4 != 0;
    let null_grid = flags & 8 != 0;

    let options_size = usize::from(tail.byte(1)) % 41;
    let mode = match tail.byte(2) {
        small @ 0..=127 => i32::from(small % 3),
        _ => tail.u32_at(2) as i32,
    };
    let budget = match tail.byte(6) {
        small @ 0..=127 => u64::from(small % 8),
        _ => tail.u64_at(6),
    };
    let report_size = usize::from(tail.byte(14)) % 49;

    // The options struct as the caller lays it out, cut or extended to its
    // size field (never below the 4 bytes of that field).
    let mut option_bytes: Vec<u8> = (0..options_size.max(4))
        .map(|i| tail.byte(15 + i))
        .collect();
    let mut v1 = [0u8; OPTIONS_V1];
    v1[0..4].copy_from_slice(&(options_size as u32).to_ne_bytes());
    v1[4..8].copy_from_slice(&mode.to_ne_bytes());
    v1[8..16].copy_from_slice(&budget.to_ne_bytes());
    let known = option_bytes.len().min(OPTIONS_V1);
    option_bytes[..known].copy_from_slice(&v1[..known]);
    let mut options = Exact::new(&option_bytes);

    let mut report_bytes = vec![FILL; report_size.max(4)];
    report_bytes[0..4].copy_from_slice(&(report_size as u32).to_ne_bytes());
    let mut report = Exact::new(&report_bytes);

    let mut buf = Exact::new(&grid);
    let grid_ptr = if null_grid {
        ptr::null_mut()
    } else {
        buf.ptr().cast()
    };
    let options_ptr = if null_options {
        ptr::null()
    } else {
        options.ptr().cast_const().cast::<Options>()
    };
    let report_ptr = if null_report {
        ptr::null_mut()
    } else {
        report.ptr().cast::<Report>()
    };
    // SAFETY: each pointer is NULL or covers what the contract asks: 81
    // bytes, and the size each struct's size field gives.
    let status = unsafe { ffi::sudoku_solve_ex(grid_ptr, options_ptr, report_ptr) };

    assert_eq!(options.bytes(), &option_bytes[..], "options written");
    let report_ok = null_report || report_size >= REPORT_V1;
    let options_ok = null_options || (options_size >= OPTIONS_V1 && (mode == 0 || mode == 1));
    let first = !null_options && mode == 1;
    let budget = if null_options { 0 } else { budget };
    let expected = if !report_ok {
        Some(Status::INVALID_ARGUMENT)
    } else if null_grid {
        Some(Status::NULL_POINTER)
    } else if !options_ok {
        Some(Status::INVALID_ARGUMENT)
    } else {
        None
    };
    let reference = reference_check(&grid);
    match expected {
        Some(want) => assert_eq!(status, want),
        None => match reference {
            Some((refused, _)) => assert_eq!(status, refused),
            None => {
                let unique = expected_solve_status(&grid);
                let want = match (first, unique) {
                    (true, Status::MULTIPLE_SOLUTIONS) => Status::OK,
                    (_, other) => other,
                };
                if budget != 0 && status == Status::BUDGET_EXHAUSTED {
                    // Allowed: the search may need more than the budget.
                } else {
                    assert_eq!(status, want, "first {first}, budget {budget}");
                }
            }
        },
    }

    // The grid: written only on success, with a solution of the puzzle, the
    // one sudoku_solve gives when it must be unique.
    if status == Status::OK {
        assert_solution_of(&grid, buf.bytes());
        if !first {
            assert_eq!(solve(&grid), (Status::OK, buf.bytes().try_into().unwrap()));
        }
    } else {
        assert_eq!(buf.bytes(), &grid[..], "grid written on {status:?}");
    }

    // The report: untouched when refused for its size, else the first
    // version's fields written and the caller's size and the rest left alone.
    if null_report {
        return;
    }
    if !report_ok {
        assert_eq!(report.bytes(), &report_bytes[..], "short report written");
        return;
    }
    let written = report.bytes();
    assert_eq!(&written[..4], &report_bytes[..4], "report size changed");
    assert_eq!(
        &written[REPORT_V1..],
        &report_bytes[REPORT_V1..],
        "bytes past the report written"
    );
    // SAFETY: the buffer holds at least a whole first-version report.
    let r = unsafe { report.ptr().cast::<Report>().read_unaligned() };
    assert_eq!(r.status, status);
    match reference {
        Some((refused, cell)) if refused == status => assert_eq!(r.cell, cell as i32),
        _ => assert_eq!(r.cell, -1),
    }
    match status {
        Status::OK if first => assert!(r.solutions >= 1),
        Status::OK => assert_eq!(r.solutions, 1),
        Status::MULTIPLE_SOLUTIONS => assert_eq!(r.solutions, 2),
        Status::NO_SOLUTION | Status::INVALID_CHARACTER | Status::CONFLICTING_GIVENS => {
            assert_eq!(r.solutions, 0)
        }
        Status::BUDGET_EXHAUSTED => assert!(budget != 0 && r.solutions <= 2),
        _ => assert_eq!(r.solutions, 0),
    }
    if budget != 0 && status != Status::BUDGET_EXHAUSTED && reference.is_none() && options_ok {
        // Finished within the budget.
        assert!(
            r.guesses <= budget,
            "{} guesses, budget {budget}",
            r.guesses
        );
    }
});
