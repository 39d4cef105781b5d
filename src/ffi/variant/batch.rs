//! Solving and counting many grids under one rule set, on several threads,
//! through the classic batch calls' pool (src/batch.rs).

use super::rules::rules_ref;
use super::rules::RulesHandle;
use super::search::failure;
use crate::batch::{for_each_share, share_size, thread_count};
use crate::ffi::{guarded, Status};
use crate::variant::{self, Rules};

/// A status as the 4 bytes a caller's unaligned slot holds.
fn bytes_of(status: Status) -> [u8; 4] {
    (status as i32).to_ne_bytes()
}

/// How many records came out SUDOKU_OK.
fn successes(statuses: &[[u8; 4]]) -> usize {
    statuses
        .iter()
        .filter(|&&s| s == bytes_of(Status::OK))
        .count()
}

/// Solves many grids under one rule set, in place, on several threads.
///
/// Each record is solved exactly as sudoku_rules_solve would with
/// `guess_budget`, and its status stored in `statuses[i]`; results do not
/// depend on `threads`.
///
/// @param rules the rule set (N from sudoku_rules_size).
/// @param grids `count` consecutive records of N*N values (no separators):
///   0 empty, 1..N given. Record i is replaced by its solution only when
///   `statuses[i]` is SUDOKU_OK, and left as it was otherwise.
/// @param count number of records.
/// @param guess_budget each record's budget, as for sudoku_rules_solve (0:
///   no limit); the whole call makes at most `count` times as many guesses.
/// @param statuses `count` status slots, all written; any alignment.
/// @param threads 0 for one thread per core, else the most threads to use.
///   Small batches run on fewer threads, or on the calling thread alone.
/// @return the number of records solved (SUDOKU_OK). When `rules`, `grids`
///   or `statuses` is NULL, or `count * N * N` overflows, nothing is read or
///   written and 0 is returned.
///
/// # Safety
/// `rules` is NULL or a live rule set; `grids` is valid for `count * N * N`
/// reads and writes and `statuses` for `count * sizeof(sudoku_status)`
/// writes, and the two do not overlap.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_solve_batch(
    rules: *const RulesHandle,
    grids: *mut u8,
    count: usize,
    guess_budget: u64,
    statuses: *mut Status,
    threads: u32,
) -> usize {
    guarded(|| {
        // SAFETY: NULL or a live rule set, by contract.
        let Some(rules) = (unsafe { rules_ref(rules) }) else {
            return 0;
        };
        let cells = rules.cells();
        if count == 0 || grids.is_null() || statuses.is_null() {
            return 0;
        }
        let Some(bytes) = count.checked_mul(cells) else {
            return 0;
        };
        // SAFETY: valid, non-overlapping and ours for the call, by contract.
        // Statuses are viewed as bytes, so no alignment is assumed.
        let (grids, statuses) = unsafe {
            (
                std::slice::from_raw_parts_mut(grids, bytes),
                std::slice::from_raw_parts_mut(statuses.cast::<[u8; 4]>(), count),
            )
        };
        let threads = thread_count(threads, count);
        let per_share = share_size(count, threads);
        let shares = grids
            .chunks_mut(per_share * cells)
            .zip(statuses.chunks_mut(per_share));
        for_each_share(shares, threads, |(grids, statuses)| {
            for (grid, status) in grids.chunks_exact_mut(cells).zip(statuses.iter_mut()) {
                *status = bytes_of(solve_record(rules, grid, guess_budget));
            }
        });
        successes(statuses)
    })
}

/// Solves one record in place, as sudoku_rules_solve would.
fn solve_record(rules: &Rules, grid: &mut [u8], budget: u64) -> Status {
    guarded(|| match variant::solve(rules, grid, budget).0 {
        Ok(solution) => {
            grid.copy_from_slice(&solution);
            Status::OK
        }
        Err(err) => failure(&err).0,
    })
}

/// Counts the solutions of many grids under one rule set, on several
/// threads.
///
/// Each record is counted exactly as sudoku_rules_count would with `limit`
/// and `guess_budget`; results do not depend on `threads`.
///
/// @param rules the rule set.
/// @param grids `count` consecutive records of N*N values; never written.
/// @param count number of records.
/// @param limit stop counting each record at this many solutions, at least
///   1; with 0 every status is SUDOKU_INVALID_ARGUMENT and 0 is returned.
/// @param guess_budget each record's budget, as for sudoku_rules_count (0:
///   no limit).
/// @param solutions `count` slots; slot i is written with the number found
///   (0 to `limit`) only when `statuses[i]` is SUDOKU_OK. Any alignment.
/// @param statuses `count` status slots, all written; any alignment.
/// @param threads 0 for one thread per core, else the most threads to use.
/// @return the number of records counted (SUDOKU_OK). When `rules`,
///   `grids`, `solutions` or `statuses` is NULL, or `count * N * N`
///   overflows, nothing is read or written and 0 is returned.
///
/// # Safety
/// `rules` is NULL or a live rule set; `grids` is valid for `count * N * N`
/// reads, `solutions` for `count * sizeof(uint32_t)` writes and `statuses`
/// for `count * sizeof(sudoku_status)` writes; `solutions` and `statuses`
/// do not overlap each other or `grids`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_count_batch(
    rules: *const RulesHandle,
    grids: *const u8,
    count: usize,
    limit: u32,
    guess_budget: u64,
    solutions: *mut u32,
    statuses: *mut Status,
    threads: u32,
) -> usize {
    guarded(|| {
        // SAFETY: NULL or a live rule set, by contract.
        let Some(rules) = (unsafe { rules_ref(rules) }) else {
            return 0;
        };
        let cells = rules.cells();
        if count == 0 || grids.is_null() || solutions.is_null() || statuses.is_null() {
            return 0;
        }
        let Some(bytes) = count.checked_mul(cells) else {
            return 0;
        };
        // SAFETY: valid, non-overlapping and ours for the call, by contract;
        // counts and statuses are viewed as bytes, so no alignment is
        // assumed.
        let (grids, solutions, statuses) = unsafe {
            (
                std::slice::from_raw_parts(grids, bytes),
                std::slice::from_raw_parts_mut(solutions.cast::<[u8; 4]>(), count),
                std::slice::from_raw_parts_mut(statuses.cast::<[u8; 4]>(), count),
            )
        };
        if limit == 0 {
            statuses.fill(bytes_of(Status::INVALID_ARGUMENT));
            return 0;
        }
        let threads = thread_count(threads, count);
        let per_share = share_size(count, threads);
        let shares = grids
            .chunks(per_share * cells)
            .zip(solutions.chunks_mut(per_share))
            .zip(statuses.chunks_mut(per_share));
        for_each_share(shares, threads, |((grids, solutions), statuses)| {
            let records = grids.chunks_exact(cells).zip(solutions).zip(statuses);
            for ((grid, found), status) in records {
                *status = bytes_of(count_record(rules, grid, limit, guess_budget, found));
            }
        });
        successes(statuses)
    })
}

/// Counts one record, as sudoku_rules_count would, writing the number only
/// on success.
fn count_record(
    rules: &Rules,
    grid: &[u8],
    limit: u32,
    budget: u64,
    found: &mut [u8; 4],
) -> Status {
    guarded(|| match variant::count(rules, grid, limit, budget).0 {
        Ok(n) => {
            *found = n.to_ne_bytes();
            Status::OK
        }
        Err(err) => failure(&err).0,
    })
}
