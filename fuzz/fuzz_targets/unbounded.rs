//! Every search-based call without a budget, on any grid: sudoku_solve,
//! sudoku_solve_ex in first mode, sudoku_count_solutions at limits 1, 2 and
//! 3, a batch of one record, and the logic engine's sudoku_true_candidates;
//! then sudoku_hint, sudoku_rate and sudoku_explain within a guess budget
//! (LOGIC_BUDGET), since chains cost by nature what the budget bounds: a
//! forum-hardest rating takes half a second. No grid is filtered out as too
//! costly: the library must decide every grid quickly, and
//! scripts/check-fuzz.sh runs this target with a 1 s timeout, so a slow
//! grid is a finding.
//!
//! Input: 81 grid bytes, then a flags byte (bit 0: keep the grid's bytes raw
//! instead of mapping them to grid characters).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::{self, Status};
use sudoku_fuzz::{assert_solution_of, count, solve, split, Exact};

fuzz_target!(|data: &[u8]| {
    let raw = data.get(81).is_some_and(|flags| flags & 1 != 0);
    let (grid, _) = split(data, raw);

    let (solved, out) = solve(&grid);
    let counts = [1, 2, 3].map(|limit| count(&grid, limit));
    match solved {
        Status::OK => {
            assert_solution_of(&grid, &out);
            assert_eq!(counts, [1, 1, 1].map(|n| (Status::OK, Some(n))));
        }
        Status::MULTIPLE_SOLUTIONS => {
            assert_eq!(counts[0], (Status::OK, Some(1)));
            assert_eq!(counts[1], (Status::OK, Some(2)));
            assert!(matches!(counts[2], (Status::OK, Some(2 | 3))));
        }
        Status::NO_SOLUTION => {
            assert_eq!(counts, [(Status::OK, Some(0)); 3]);
        }
        refused => {
            assert!(matches!(
                refused,
                Status::INVALID_CHARACTER | Status::CONFLICTING_GIVENS
            ));
            assert_eq!(counts, [(refused, None); 3]);
        }
    }
    if solved != Status::OK {
        assert_eq!(out, grid, "grid written on {solved:?}");
    }

    // First mode: a solution whenever there is one.
    let mut buf = Exact::new(&grid);
    let mut options = ffi::sudoku_options_default();
    options.mode = ffi::Mode::First as i32;
    // SAFETY: 81 readable and writable bytes; whole options; NULL report.
    let first = unsafe { ffi::sudoku_solve_ex(buf.ptr().cast(), &options, std::ptr::null_mut()) };
    match solved {
        Status::OK | Status::MULTIPLE_SOLUTIONS => {
            assert_eq!(first, Status::OK);
            assert_solution_of(&grid, buf.bytes());
        }
        other => assert_eq!(first, other),
    }

    // A batch of one record: as sudoku_solve.
    let mut record = Exact::new(&grid);
    let mut status = [0xEEu8; 4];
    // SAFETY: 81 bytes of record and 4 bytes of status, any alignment.
    let done =
        unsafe { ffi::sudoku_solve_batch(record.ptr().cast(), 1, status.as_mut_ptr().cast(), 1) };
    assert_eq!(i32::from_ne_bytes(status), solved as i32);
    assert_eq!(done, usize::from(solved == Status::OK));
    assert_eq!(record.bytes(), &out[..]);

    check_logic(&grid, solved);
});

/// The logic engine's search-based calls, each consistent with the solve.
/// The guess budget of the logic calls: with the chain-search units it
/// allows (SUDOKU_CHAIN_UNITS_PER_GUESS a guess), about 20 ms of a release
/// build, well inside the timeout in this instrumented one.
const LOGIC_BUDGET: u64 = 2_000;

fn check_logic(grid: &[u8; 81], solved: Status) {
    let p = grid.as_ptr().cast();
    let mut masks = [0u16; 81];
    // SAFETY: an empty step, then filled (plain integers).
    let mut step: ffi::Step = unsafe { std::mem::zeroed() };
    step.size = std::mem::size_of::<ffi::Step>() as u32;
    // SAFETY: a rating is plain integers, for which zero bytes are valid.
    let mut rating: ffi::Rating = unsafe { std::mem::zeroed() };
    rating.size = std::mem::size_of::<ffi::Rating>() as u32;
    let mut count = 0usize;
    // SAFETY: 81 readable bytes, 81 masks, a whole step and rating, a count.
    let (candidates, hint, rated, explained) = unsafe {
        (
            ffi::sudoku_true_candidates(p, masks.as_mut_ptr()),
            ffi::sudoku_hint_ex(
                p,
                std::ptr::null(),
                std::ptr::null(),
                LOGIC_BUDGET,
                &mut step,
            ),
            ffi::sudoku_rate_ex(p, LOGIC_BUDGET, &mut rating),
            ffi::sudoku_explain_ex(p, LOGIC_BUDGET, std::ptr::null_mut(), 0, &mut count),
        )
    };
    // A budget that runs out is an answer too, never a wrong one.
    let exhausted = Status::BUDGET_EXHAUSTED;
    match solved {
        Status::OK => {
            assert_eq!(candidates, Status::OK);
            assert!(matches!(
                hint,
                Status::OK
                    | Status::ALREADY_SOLVED
                    | Status::TECHNIQUES_EXHAUSTED
                    | Status::BUDGET_EXHAUSTED
            ));
            assert!(matches!(
                rated,
                Status::OK | Status::TECHNIQUES_EXHAUSTED | Status::BUDGET_EXHAUSTED
            ));
            if rated != exhausted && explained != exhausted {
                let want = if rating.steps == 0 {
                    rated
                } else {
                    Status::CAPACITY_TOO_SMALL
                };
                assert_eq!(explained, want);
                assert_eq!(count, rating.steps as usize);
            }
        }
        Status::MULTIPLE_SOLUTIONS | Status::NO_SOLUTION => {
            assert_eq!(
                candidates,
                if solved == Status::NO_SOLUTION {
                    solved
                } else {
                    Status::OK
                }
            );
            for status in [hint, rated, explained] {
                assert!(
                    status == solved || status == exhausted,
                    "{status:?} for {solved:?}"
                );
            }
        }
        other => assert_eq!([candidates, hint, rated, explained], [other; 4]),
    }
}
