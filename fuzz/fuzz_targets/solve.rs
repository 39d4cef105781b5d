//! sudoku_solve, sudoku_check and sudoku_count_solutions on one grid must
//! agree, and each must keep its contract: no write on failure, a valid
//! solution keeping every given on success, the right offending cell.
//!
//! Input: 81 grid bytes, then a flags byte (bit 0: keep the grid's bytes raw
//! instead of mapping them to grid characters).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::Status;
use sudoku_fuzz::{assert_solution_of, check, count, reference_check, solve, split, tractable};

fuzz_target!(|data: &[u8]| {
    let raw = data.get(81).is_some_and(|flags| flags & 1 != 0);
    let (grid, _) = split(data, raw);

    // The check, against an independent one; the cell is written exactly
    // when there is a problem.
    let (checked, cell) = check(&grid);
    match reference_check(&grid) {
        Some((status, at)) => {
            assert_eq!(checked, status);
            assert_eq!(cell, Some(at as i32));
        }
        None => {
            assert_eq!(checked, Status::OK);
            assert_eq!(cell, None);
        }
    }

    if !tractable(&grid) {
        return;
    }
    let (solved, out) = solve(&grid);
    let (counted, found) = count(&grid, 2);
    if checked != Status::OK {
        // Refused grids: the same refusal everywhere, nothing written.
        assert_eq!(solved, checked);
        assert_eq!(counted, checked);
        assert_eq!(found, None);
        assert_eq!(out, grid);
        return;
    }
    assert_eq!(counted, Status::OK);
    let want = match found {
        Some(0) => Status::NO_SOLUTION,
        Some(1) => Status::OK,
        Some(2) => Status::MULTIPLE_SOLUTIONS,
        other => panic!("count up to 2 wrote {other:?}"),
    };
    assert_eq!(solved, want);
    if solved == Status::OK {
        assert_solution_of(&grid, &out);
        // A solution is its own unique solution.
        assert_eq!(solve(&out), (Status::OK, out));
        assert_eq!(count(&out, 5), (Status::OK, Some(1)));
    } else {
        assert_eq!(out, grid, "grid written on {solved:?}");
    }
});
