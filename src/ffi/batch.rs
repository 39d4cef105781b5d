//! Solving many puzzles on several threads.

use std::ffi::c_char;

use super::solve::{solve_options, Options};
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
    // SAFETY: the caller's contract is sudoku_solve_batch_ex's, with NULL
    // options.
    unsafe { sudoku_solve_batch_ex(grids, count, statuses, threads, std::ptr::null()) }
}

/// Solves many puzzles in place, on several threads, with options.
///
/// As sudoku_solve_batch, but each record is solved as sudoku_solve_ex
/// would with `options`: its mode, and its guess budget for each record,
/// which bounds the whole call.
///
/// @param options NULL for the defaults, or options from
///   sudoku_options_default() with fields changed. When they are invalid (a
///   `size` too small, an unknown mode), every status is
///   SUDOKU_INVALID_ARGUMENT, no grid is written, and 0 is returned.
/// @return as sudoku_solve_batch.
///
/// # Safety
/// As sudoku_solve_batch; `options` is NULL or points to `options->size`
/// readable bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_batch_ex(
    grids: *mut c_char,
    count: usize,
    statuses: *mut Status,
    threads: u32,
    options: *const Options,
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
        // SAFETY: `options` is NULL or readable for its size, by contract.
        let options = match unsafe { solve_options(options) } {
            Ok(options) => options,
            Err(status) => {
                statuses.fill((status as i32).to_ne_bytes());
                return 0;
            }
        };
        let threads = thread_count(threads, count);
        let per_share = share_size(count, threads);
        let shares = grids
            .chunks_mut(per_share * CELLS)
            .zip(statuses.chunks_mut(per_share));
        for_each_share(shares, threads, |(grids, statuses)| {
            for (grid, status) in grids.chunks_exact_mut(CELLS).zip(statuses.iter_mut()) {
                let grid: &mut [u8; CELLS] = grid.try_into().expect("chunks are 81 bytes");
                *status = (solve_record(grid, options) as i32).to_ne_bytes();
            }
        });
        statuses
            .iter()
            .filter(|&&s| s == (Status::OK as i32).to_ne_bytes())
            .count()
    })
}

/// Solves one record in place, as sudoku_solve_ex would.
fn solve_record(grid: &mut [u8; CELLS], options: SolveOptions) -> Status {
    guarded(|| match crate::solve(grid, options).0 {
        Ok(solution) => {
            *grid = solution;
            Status::OK
        }
        Err(err) => err.into(),
    })
}

/// Counts the solutions of many puzzles, on several threads.
///
/// Each record is counted exactly as sudoku_count_solutions would with
/// `limit`; results do not depend on `threads`.
///
/// @param grids `count` consecutive 81-byte records (no separators); never
///   written.
/// @param count number of records.
/// @param limit stop counting each record at this many solutions, at
///   least 1; with 0 every status is SUDOKU_INVALID_ARGUMENT and 0 is
///   returned.
/// @param solutions `count` slots; slot i is written with the number found
///   (0 to `limit`) only when `statuses[i]` is SUDOKU_OK. Any alignment.
/// @param statuses `count` status slots, all written; any alignment.
/// @param threads 0 for one thread per core, else the most threads to use.
/// @return the number of records counted (SUDOKU_OK). When `grids`,
///   `solutions` or `statuses` is NULL, or `count * 81` overflows, nothing
///   is read or written and 0 is returned.
///
/// # Safety
/// `grids` is valid for `count * 81` reads, `solutions` for `count *
/// sizeof(uint32_t)` writes and `statuses` for `count *
/// sizeof(sudoku_status)` writes; `solutions` and `statuses` do not
/// overlap each other or `grids`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_batch(
    grids: *const c_char,
    count: usize,
    limit: u32,
    solutions: *mut u32,
    statuses: *mut Status,
    threads: u32,
) -> usize {
    guarded(|| {
        if count == 0 || grids.is_null() || solutions.is_null() || statuses.is_null() {
            return 0;
        }
        let Some(bytes) = count.checked_mul(CELLS) else {
            return 0;
        };
        // SAFETY: valid, non-overlapping and ours for the call, by contract;
        // counts and statuses are viewed as bytes, so no alignment is
        // assumed.
        let (grids, solutions, statuses) = unsafe {
            (
                std::slice::from_raw_parts(grids.cast::<u8>(), bytes),
                std::slice::from_raw_parts_mut(solutions.cast::<[u8; 4]>(), count),
                std::slice::from_raw_parts_mut(statuses.cast::<[u8; 4]>(), count),
            )
        };
        if limit == 0 {
            statuses.fill((Status::INVALID_ARGUMENT as i32).to_ne_bytes());
            return 0;
        }
        let threads = thread_count(threads, count);
        let per_share = share_size(count, threads);
        let shares = grids
            .chunks(per_share * CELLS)
            .zip(solutions.chunks_mut(per_share))
            .zip(statuses.chunks_mut(per_share));
        for_each_share(shares, threads, |((grids, solutions), statuses)| {
            let records = grids.chunks_exact(CELLS).zip(solutions).zip(statuses);
            for ((grid, found), status) in records {
                let grid: &[u8; CELLS] = grid.try_into().expect("chunks are 81 bytes");
                *status = (count_record(grid, limit, found) as i32).to_ne_bytes();
            }
        });
        statuses
            .iter()
            .filter(|&&s| s == (Status::OK as i32).to_ne_bytes())
            .count()
    })
}

/// Counts one record, as sudoku_count_solutions would, writing the number
/// only on success.
fn count_record(grid: &[u8; CELLS], limit: u32, found: &mut [u8; 4]) -> Status {
    guarded(|| match crate::count_solutions(grid, limit) {
        Ok(n) => {
            *found = n.to_ne_bytes();
            Status::OK
        }
        Err(err) => err.into(),
    })
}
