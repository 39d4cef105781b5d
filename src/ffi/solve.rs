//! Solving, checking and counting.

use std::ffi::c_char;
use std::mem::offset_of;
use std::ptr;

use super::{guarded, read_grid, read_versioned, write_grid, write_versioned, Status, Versioned};
use crate::{SolveError, SolveMode, SolveOptions};

/// What sudoku_solve_ex must establish.
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Succeed only when the puzzle has exactly one solution (as sudoku_solve).
    Unique = 0,
    /// Fill in any one solution, even when the puzzle has several.
    First = 1,
}

/// Options for sudoku_solve_ex. Get the defaults from
/// sudoku_options_default(), then change the fields you need. This struct
/// keeps its 1.0 layout for good (sudoku_options_default returns it by
/// value); `size` is checked all the same.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// sizeof(sudoku_options) as the caller compiled it. The library reads
    /// only the fields that fit in it; these 4 bytes are always read.
    pub size: u32,
    /// A sudoku_mode value: SUDOKU_MODE_UNIQUE (default) or SUDOKU_MODE_FIRST.
    pub mode: i32,
    /// Give up with SUDOKU_BUDGET_EXHAUSTED after this many guesses; 0 (the
    /// default) means no limit.
    pub guess_budget: u64,
}

/// What sudoku_solve_ex did. Set `size` to sizeof(sudoku_report) before the
/// call; the library writes only the fields that fit in it, and never
/// `size` itself.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Report {
    /// sizeof(sudoku_report) as the caller compiled it (set by the caller;
    /// these 4 bytes are always read).
    pub size: u32,
    /// The status the call returned.
    pub status: Status,
    /// For SUDOKU_INVALID_CHARACTER and SUDOKU_CONFLICTING_GIVENS, the index
    /// (0-80) of the first offending cell; -1 otherwise.
    pub cell: i32,
    /// Solutions seen: 0, 1, or 2 meaning "two or more".
    pub solutions: u32,
    /// Guesses the search made.
    pub guesses: u64,
}

impl Versioned for Options {
    /// size, mode, guess_budget.
    const V1_SIZE: usize = 16;
}

impl Versioned for Report {
    /// size, status, cell, solutions, guesses.
    const V1_SIZE: usize = 24;
}

// The first version's fields never move: programs compiled against 1.0
// rely on these offsets.
const _: () = {
    assert!(offset_of!(Options, size) == 0);
    assert!(offset_of!(Options, mode) == 4);
    assert!(offset_of!(Options, guess_budget) == 8);
    // sudoku_options_default returns the struct by value, and a larger
    // struct is returned another way: a 1.0 program would break. Options
    // for features to come go in structs of their own.
    assert!(std::mem::size_of::<Options>() == Options::V1_SIZE);
    assert!(offset_of!(Report, size) == 0);
    assert!(offset_of!(Report, status) == 4);
    assert!(offset_of!(Report, cell) == 8);
    assert!(offset_of!(Report, solutions) == 12);
    assert!(offset_of!(Report, guesses) == 16);
    assert!(std::mem::size_of::<Report>() >= Report::V1_SIZE);
};

/// Solves a puzzle in place.
///
/// @param grid 81 bytes, row-major: '1'-'9' for givens, '.' or '0' for empty
///   cells. Exactly these 81 bytes are read; byte 81 is never touched.
/// @return SUDOKU_OK when the puzzle has exactly one solution: `grid` then
///   holds it as 81 digits '1'-'9'. On any other status (SUDOKU_NULL_POINTER,
///   SUDOKU_INVALID_CHARACTER, SUDOKU_CONFLICTING_GIVENS, SUDOKU_NO_SOLUTION,
///   SUDOKU_MULTIPLE_SOLUTIONS, SUDOKU_INTERNAL_ERROR) the 81 bytes are left
///   exactly as they were.
///
/// Work: the slowest grids two 30-minute attacks found (sparse, with no
/// solution) take about 1,250 guesses (docs/ENGINE.md, "Probing at the
/// restart", which gives the times measured and the command). No bound is
/// proven, though: to bound a call, give sudoku_solve_ex a guess budget.
///
/// cbindgen:ptrs-as-arrays=[[grid; 81]]
///
/// # Safety
/// `grid` is NULL or valid for reading and writing 81 bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve(grid: *mut c_char) -> Status {
    // SAFETY: the caller's contract is the one sudoku_solve_ex needs; NULL
    // options and report are allowed.
    unsafe { sudoku_solve_ex(grid, ptr::null(), ptr::null_mut()) }
}

/// Solves a puzzle in place, with options and an optional report.
///
/// @param grid 81 bytes as for sudoku_solve; written only on SUDOKU_OK.
/// @param options NULL for the defaults (as sudoku_solve), or options from
///   sudoku_options_default() with fields changed. A `size` smaller than the
///   first version of the struct, or an unknown mode, gives
///   SUDOKU_INVALID_ARGUMENT.
/// @param report NULL, or a struct whose `size` the caller has set; filled in
///   on every status, except when `report->size` is smaller than the first
///   version of the struct (SUDOKU_INVALID_ARGUMENT, nothing written).
/// @return as sudoku_solve, plus SUDOKU_BUDGET_EXHAUSTED when the guess budget
///   ran out and SUDOKU_INVALID_ARGUMENT for bad options.
///
/// cbindgen:ptrs-as-arrays=[[grid; 81]]
///
/// # Safety
/// `grid` is NULL or valid for 81 reads and writes; `options` is NULL or
/// points to `options->size` readable bytes; `report` is NULL or points to
/// `report->size` readable and writable bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_ex(
    grid: *mut c_char,
    options: *const Options,
    report: *mut Report,
) -> Status {
    guarded(|| {
        // SAFETY: `report` is as this function's contract says, and so are
        // the pointers `solve_into` takes.
        unsafe { with_report(report, |out| solve_into(grid, options, out)) }
    })
}

/// Runs `body` with a fresh report to fill in, then gives its status and
/// copies the report to the caller's, when there is one. A caller's report
/// too small for the first version gives SUDOKU_INVALID_ARGUMENT before
/// `body` runs, and is not written.
///
/// # Safety
/// `report` is NULL or points to `report->size` readable and writable
/// bytes.
pub(super) unsafe fn with_report(
    report: *mut Report,
    body: impl FnOnce(&mut Report) -> Status,
) -> Status {
    // SAFETY: a non-NULL report has `size` readable bytes by contract.
    if !report.is_null() && unsafe { super::caller_size(report) } < Report::V1_SIZE {
        return Status::INVALID_ARGUMENT;
    }
    let mut out = Report {
        size: 0,
        status: Status::OK,
        cell: -1,
        solutions: 0,
        guesses: 0,
    };
    out.status = body(&mut out);
    if !report.is_null() {
        // SAFETY: checked above that the caller's struct holds at least the
        // first version; `size` bytes are writable by contract.
        unsafe { write_versioned(report, &out) };
    }
    out.status
}

/// The work of sudoku_solve_ex: solves `grid` in place with `options`,
/// filling in `out` but for its status.
///
/// # Safety
/// As sudoku_solve_ex's contract for `grid` and `options`.
unsafe fn solve_into(grid: *mut c_char, options: *const Options, out: &mut Report) -> Status {
    if grid.is_null() {
        return Status::NULL_POINTER;
    }
    // SAFETY: `options` is NULL or readable for its size, per contract.
    let options = match unsafe { solve_options(options) } {
        Ok(options) => options,
        Err(status) => return status,
    };
    // SAFETY: non-NULL, and 81 bytes by contract.
    let text = unsafe { read_grid(grid) };
    let (result, stats) = crate::solve(&text, options);
    out.solutions = stats.solutions;
    out.guesses = stats.guesses;
    match result {
        Ok(solution) => {
            // SAFETY: non-NULL, 81 writable bytes by contract.
            unsafe { write_grid(grid, &solution) };
            Status::OK
        }
        Err(err) => failure(err, out),
    }
}

/// The status of a failed solve or count, with the offending cell of a
/// refused grid in the report.
fn failure(err: SolveError, out: &mut Report) -> Status {
    if let SolveError::Grid(grid_err) = err {
        out.cell = grid_err.cell() as i32;
    }
    err.into()
}

/// Reads caller options, defaulting when NULL.
///
/// # Safety
/// `options` is NULL or points to `options->size` readable bytes.
pub(crate) unsafe fn solve_options(options: *const Options) -> Result<SolveOptions, Status> {
    if options.is_null() {
        return Ok(SolveOptions::default());
    }
    // SAFETY: non-NULL options have `size` readable bytes, per contract.
    let raw = unsafe { read_versioned(options, default_options()) }?;
    let mode = match raw.mode {
        m if m == Mode::Unique as i32 => SolveMode::Unique,
        m if m == Mode::First as i32 => SolveMode::First,
        _ => return Err(Status::INVALID_ARGUMENT),
    };
    Ok(SolveOptions {
        mode,
        guess_budget: raw.guess_budget,
    })
}

/// The default options: `size` set, SUDOKU_MODE_UNIQUE, no guess budget.
#[no_mangle]
pub extern "C" fn sudoku_options_default() -> Options {
    guarded(default_options)
}

fn default_options() -> Options {
    Options {
        size: std::mem::size_of::<Options>() as u32,
        mode: Mode::Unique as i32,
        guess_budget: 0,
    }
}

impl super::Fallback for Options {
    /// The defaults, which need nothing that could fail.
    fn fallback() -> Options {
        default_options()
    }
}

/// Checks a grid without solving it.
///
/// @param grid 81 bytes as for sudoku_solve; never written.
/// @param cell NULL, or where to write the index (0-80) of the first
///   offending cell on SUDOKU_INVALID_CHARACTER or SUDOKU_CONFLICTING_GIVENS.
///   For two clashing givens it is the later of the two in row-major order.
///   Not written on any other status.
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER (grid), SUDOKU_INVALID_CHARACTER or
///   SUDOKU_CONFLICTING_GIVENS.
///
/// cbindgen:ptrs-as-arrays=[[grid; 81]]
///
/// # Safety
/// `grid` is NULL or valid for 81 reads; `cell` is NULL or writable.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_check(grid: *const c_char, cell: *mut i32) -> Status {
    guarded(|| {
        if grid.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, and 81 bytes by contract.
        let text = unsafe { read_grid(grid) };
        match crate::check(&text) {
            Ok(()) => Status::OK,
            Err(err) => {
                if !cell.is_null() {
                    // SAFETY: a non-NULL `cell` is writable by contract.
                    unsafe { cell.write_unaligned(err.cell() as i32) };
                }
                err.into()
            }
        }
    })
}

/// Counts the solutions of a grid, up to a limit.
///
/// @param grid 81 bytes as for sudoku_solve; never written.
/// @param limit stop counting at this many solutions; at least 1 (0 gives
///   SUDOKU_INVALID_ARGUMENT). Use 2 to decide uniqueness. A large limit on a
///   grid with few givens can take very long.
/// @param count where the number found (0 to `limit`) is written on SUDOKU_OK.
/// @return SUDOKU_OK (including when the count is 0), SUDOKU_NULL_POINTER,
///   SUDOKU_INVALID_ARGUMENT, SUDOKU_INVALID_CHARACTER or
///   SUDOKU_CONFLICTING_GIVENS.
///
/// cbindgen:ptrs-as-arrays=[[grid; 81]]
///
/// # Safety
/// `grid` is NULL or valid for 81 reads; `count` is NULL or writable.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_solutions(
    grid: *const c_char,
    limit: u32,
    count: *mut u32,
) -> Status {
    guarded(|| {
        if grid.is_null() || count.is_null() {
            return Status::NULL_POINTER;
        }
        if limit == 0 {
            return Status::INVALID_ARGUMENT;
        }
        // SAFETY: non-NULL, and 81 bytes by contract.
        let text = unsafe { read_grid(grid) };
        match crate::count_solutions(&text, limit) {
            Ok(found) => {
                // SAFETY: non-NULL and writable by contract.
                unsafe { count.write_unaligned(found) };
                Status::OK
            }
            Err(err) => err.into(),
        }
    })
}

/// Counts the solutions of a grid, up to a limit, within a guess budget.
///
/// @param grid 81 bytes as for sudoku_solve; never written.
/// @param limit stop counting at this many solutions; at least 1 (0 gives
///   SUDOKU_INVALID_ARGUMENT).
/// @param guess_budget give up with SUDOKU_BUDGET_EXHAUSTED after this many
///   guesses; 0 means no limit (as sudoku_count_solutions).
/// @param count where the number found (0 to `limit`) is written on
///   SUDOKU_OK; not written on any other status.
/// @param report NULL, or a struct whose `size` the caller has set, filled
///   in on every status as by sudoku_solve_ex, with `solutions` the number
///   of solutions found (up to `limit`; when the budget ran out, those
///   found before it did).
/// @return SUDOKU_OK (including when the count is 0), SUDOKU_NULL_POINTER
///   (`grid` or `count`), SUDOKU_INVALID_ARGUMENT (`limit` 0, or a report
///   too small), SUDOKU_INVALID_CHARACTER, SUDOKU_CONFLICTING_GIVENS or
///   SUDOKU_BUDGET_EXHAUSTED.
///
/// cbindgen:ptrs-as-arrays=[[grid; 81]]
///
/// # Safety
/// `grid` is NULL or valid for 81 reads; `count` is NULL or writable;
/// `report` is NULL or points to `report->size` readable and writable bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_solutions_ex(
    grid: *const c_char,
    limit: u32,
    guess_budget: u64,
    count: *mut u32,
    report: *mut Report,
) -> Status {
    guarded(|| {
        // SAFETY: `report` is as this function's contract says.
        unsafe {
            with_report(report, |out| {
                count_into(grid, limit, guess_budget, count, out)
            })
        }
    })
}

/// The work of sudoku_count_solutions_ex, filling in `out` but for its
/// status.
///
/// # Safety
/// As sudoku_count_solutions_ex's contract for `grid` and `count`.
unsafe fn count_into(
    grid: *const c_char,
    limit: u32,
    guess_budget: u64,
    count: *mut u32,
    out: &mut Report,
) -> Status {
    if grid.is_null() || count.is_null() {
        return Status::NULL_POINTER;
    }
    if limit == 0 {
        return Status::INVALID_ARGUMENT;
    }
    // SAFETY: non-NULL, and 81 bytes by contract.
    let text = unsafe { read_grid(grid) };
    let (result, stats) = crate::count_solutions_within(&text, limit, guess_budget);
    out.solutions = stats.solutions;
    out.guesses = stats.guesses;
    match result {
        Ok(found) => {
            // SAFETY: non-NULL and writable by contract.
            unsafe { count.write_unaligned(found) };
            Status::OK
        }
        Err(err) => failure(err, out),
    }
}
