//! Solving many puzzles on several threads.

use std::ffi::c_char;

use super::{guarded, Status};
use crate::batch::{for_each_share, share_size, thread_count};
use crate::geometry::CELLS;
use crate::SolveOptions;

/// Solves many puzzles in place, on several threads.
///
/// Each record is solved exactly as sudoku_solve would, and its status stored
/// in `statuses[i]`; results do not depend on `threads`.
///
/// @param grids `count` consecutive 81-byte records (no separators).
/// @param count number of records.
/// @param statuses `count` status slots, all written; any alignment.
/// @param threads 0 for one thread per core, else the most threads to use.
///   Small batches run on fewer threads, or on the calling thread alone.
/// @return the number of records solved (SUDOKU_OK). When `grids` or
///   `statuses` is NULL, or `count * 81` overflows, nothing is read or
///   written and 0 is returned.
///
/// # Safety
/// `grids` is valid for `count * 81` reads and writes and `statuses` for
/// `count * sizeof(sudoku_status)` writes, and the two do not overlap.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_batch(
    grids: *mut c_char,
    count: usize,
    statuses: *mut Status,
    threads: u32,
) -> usize {
    guarded(|| {
        if count == 0 || grids.is_null() || statuses.is_null() {
            return 0;
        }
        let Some(bytes) = count.checked_mul(CELLS) else {
            return 0;
        };
        // SAFETY: valid, non-overlapping and ours for the call, by contract.
        // Both are viewed as bytes, so no alignment is assumed: a status is
        // written as the 4 bytes of its value.
        let (grids, statuses) = unsafe {
            (
                std::slice::from_raw_parts_mut(grids.cast::<u8>(), bytes),
                std::slice::from_raw_parts_mut(statuses.cast::<[u8; 4]>(), count),
            )
        };
        let threads = thread_count(threads, count);
        let per_share = share_size(count, threads);
        let shares = grids
            .chunks_mut(per_share * CELLS)
            .zip(statuses.chunks_mut(per_share));
        for_each_share(shares, threads, |(grids, statuses)| {
            for (grid, status) in grids.chunks_exact_mut(CELLS).zip(statuses.iter_mut()) {
                let grid: &mut [u8; CELLS] = grid.try_into().expect("chunks are 81 bytes");
                *status = (solve_record(grid) as i32).to_ne_bytes();
            }
        });
        statuses
            .iter()
            .filter(|&&s| s == (Status::OK as i32).to_ne_bytes())
            .count()
    })
}

/// Solves one record in place, as sudoku_solve would.
fn solve_record(grid: &mut [u8; CELLS]) -> Status {
    guarded(|| match crate::solve(grid, SolveOptions::default()).0 {
        Ok(solution) => {
            *grid = solution;
            Status::OK
        }
        Err(err) => err.into(),
    })
}
