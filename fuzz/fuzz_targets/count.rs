//! sudoku_count_solutions with limits 0 to 16: refusals write nothing, and
//! counts are consistent across limits (a count below its limit is the
//! total, so every higher limit finds the same).
//!
//! Input: 81 grid bytes, then a flags byte (bit 0: raw grid bytes) and the
//! limit.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::Status;
use sudoku_fuzz::{count, expected_solve_status, reference_check, split, tractable};

/// Large enough to see counts stop at their limit, small enough that
/// near-empty grids stay fast.
const MAX_LIMIT: u32 = 16;

fuzz_target!(|data: &[u8]| {
    let raw = data.get(81).is_some_and(|flags| flags & 1 != 0);
    let (grid, tail) = split(data, raw);
    let limit = u32::from(tail.byte(1)) % (MAX_LIMIT + 1);
    if !tractable(&grid) {
        return;
    }

    let (status, found) = count(&grid, limit);
    if let Some((refused, _)) = reference_check(&grid) {
        // An argument error and a grid error: either may be reported, but
        // never a count.
        assert!(status == refused || (limit == 0 && status == Status::INVALID_ARGUMENT));
        assert_eq!(found, None);
        return;
    }
    if limit == 0 {
        assert_eq!((status, found), (Status::INVALID_ARGUMENT, None));
        return;
    }
    assert_eq!(status, Status::OK);
    let found = found.expect("count written on OK");
    assert!(found <= limit);
    // Up to `limit`, the count is min(total, limit): the total is `found`
    // when below the limit, at least `limit` otherwise.
    for other in 1..=MAX_LIMIT.min(limit + 2) {
        let (s, n) = count(&grid, other);
        assert_eq!(s, Status::OK);
        let n = n.expect("count written on OK");
        if found < limit {
            assert_eq!(n, found.min(other), "limit {other}");
        } else {
            assert!(n >= found.min(other) && n <= other, "limit {other}");
        }
    }
    // And sudoku_solve agrees with the count.
    let want = match found.min(2) {
        0 => Status::NO_SOLUTION,
        1 if found < limit => Status::OK,
        1 => return, // limit 1: unique or not is unknown here
        _ => Status::MULTIPLE_SOLUTIONS,
    };
    assert_eq!(expected_solve_status(&grid), want);
});
