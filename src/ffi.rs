//! The C ABI: the only module with `extern "C"`, raw pointers and the panic
//! boundary. Each function checks its pointers, calls the safe core, and maps
//! the result to a status. `include/sudoku.h` is generated from this file.

use std::ffi::{c_char, c_int};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::ptr;

use crate::grid::{GridError, TextError, CELLS};
use crate::{SolveError, SolveMode, SolveOptions};

/// A status code. 0 is success; the values are fixed and new codes are only
/// ever appended.
///
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=prefix:SUDOKU_
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Spelled as C sees them, SUDOKU_ prefix aside.
#[allow(non_camel_case_types)]
pub enum Status {
    /// Success. For a solve: the grid now holds the unique solution.
    OK = 0,
    /// A required pointer argument is NULL.
    NULL_POINTER = 1,
    /// A byte is none of '1'-'9', '.', '0' (or, for sudoku_parse, of the
    /// layout characters it accepts).
    INVALID_CHARACTER = 2,
    /// Two equal givens share a row, column or box.
    CONFLICTING_GIVENS = 3,
    /// The givens are consistent, but the puzzle has no solution.
    NO_SOLUTION = 4,
    /// The puzzle has more than one solution.
    MULTIPLE_SOLUTIONS = 5,
    /// A bug inside the library was caught before it reached the caller.
    /// This must never happen; please report it.
    INTERNAL_ERROR = 6,
    /// The guess budget set in sudoku_options ran out before the answer was
    /// known.
    BUDGET_EXHAUSTED = 7,
    /// The text given to sudoku_parse does not hold exactly 81 cells.
    INVALID_LENGTH = 8,
    /// An argument is out of its documented range (a limit of 0, an options
    /// or report struct with a size too small, an unknown mode).
    INVALID_ARGUMENT = 9,
}

impl Status {
    fn message(self) -> &'static [u8] {
        match self {
            Status::OK => b"success\0",
            Status::NULL_POINTER => b"a required pointer is NULL\0",
            Status::INVALID_CHARACTER => b"invalid character in grid\0",
            Status::CONFLICTING_GIVENS => b"two equal givens share a row, column or box\0",
            Status::NO_SOLUTION => b"the puzzle has no solution\0",
            Status::MULTIPLE_SOLUTIONS => b"the puzzle has more than one solution\0",
            Status::INTERNAL_ERROR => b"internal error in libsudoku\0",
            Status::BUDGET_EXHAUSTED => b"the guess budget ran out\0",
            Status::INVALID_LENGTH => b"the text does not hold exactly 81 cells\0",
            Status::INVALID_ARGUMENT => b"an argument is out of range\0",
        }
    }

    const ALL: [Status; 10] = [
        Status::OK,
        Status::NULL_POINTER,
        Status::INVALID_CHARACTER,
        Status::CONFLICTING_GIVENS,
        Status::NO_SOLUTION,
        Status::MULTIPLE_SOLUTIONS,
        Status::INTERNAL_ERROR,
        Status::BUDGET_EXHAUSTED,
        Status::INVALID_LENGTH,
        Status::INVALID_ARGUMENT,
    ];
}

impl From<GridError> for Status {
    fn from(err: GridError) -> Status {
        match err {
            GridError::InvalidCharacter { .. } => Status::INVALID_CHARACTER,
            GridError::ConflictingGivens { .. } => Status::CONFLICTING_GIVENS,
        }
    }
}

impl From<SolveError> for Status {
    fn from(err: SolveError) -> Status {
        match err {
            SolveError::Grid(err) => err.into(),
            SolveError::NoSolution => Status::NO_SOLUTION,
            SolveError::MultipleSolutions => Status::MULTIPLE_SOLUTIONS,
            SolveError::BudgetExhausted => Status::BUDGET_EXHAUSTED,
        }
    }
}

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
/// sudoku_options_default(), then change the fields you need: that keeps
/// `size` right when later versions append fields.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// sizeof(sudoku_options) as the caller compiled it. The library reads
    /// only the fields that fit in it.
    pub size: u32,
    /// A sudoku_mode value: SUDOKU_MODE_UNIQUE (default) or SUDOKU_MODE_FIRST.
    pub mode: i32,
    /// Give up with SUDOKU_BUDGET_EXHAUSTED after this many guesses; 0 (the
    /// default) means no limit.
    pub guess_budget: u64,
}

/// What sudoku_solve_ex did. Set `size` to sizeof(sudoku_report) before the
/// call; the library writes only the fields that fit in it.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Report {
    /// sizeof(sudoku_report) as the caller compiled it (set by the caller).
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

const OPTIONS_V1_SIZE: usize = std::mem::size_of::<Options>();
const REPORT_V1_SIZE: usize = std::mem::size_of::<Report>();

/// Runs `body`, turning a panic into SUDOKU_INTERNAL_ERROR.
fn guarded(body: impl FnOnce() -> Status) -> Status {
    catch_unwind(AssertUnwindSafe(body)).unwrap_or(Status::INTERNAL_ERROR)
}

/// Copies the caller's 81 bytes.
///
/// # Safety
/// `grid` must be non-NULL and valid for 81 reads.
unsafe fn read_grid(grid: *const c_char) -> [u8; CELLS] {
    let mut bytes = [0u8; CELLS];
    // SAFETY: the caller guarantees 81 readable bytes at `grid`; `bytes` is a
    // distinct local array of the same size.
    unsafe { ptr::copy_nonoverlapping(grid.cast::<u8>(), bytes.as_mut_ptr(), CELLS) };
    bytes
}

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
/// Time: microseconds for most puzzles, under half a millisecond for the
/// hardest published ones and for the worst sparse grid with no solution
/// known. No bound is proven, though: to bound a call, give
/// sudoku_solve_ex a guess budget.
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
/// `report->size` writable bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_ex(
    grid: *mut c_char,
    options: *const Options,
    report: *mut Report,
) -> Status {
    guarded(|| {
        if !report.is_null() {
            // SAFETY: a non-NULL report points to at least its size field.
            let size = unsafe { ptr::addr_of!((*report).size).read_unaligned() } as usize;
            if size < REPORT_V1_SIZE {
                return Status::INVALID_ARGUMENT;
            }
        }
        let mut out = Report {
            size: REPORT_V1_SIZE as u32,
            status: Status::OK,
            cell: -1,
            solutions: 0,
            guesses: 0,
        };
        let status = (|| {
            if grid.is_null() {
                return Status::NULL_POINTER;
            }
            // SAFETY: `options` is NULL or readable for its size, per contract.
            let options = match unsafe { read_options(options) } {
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
                    // SAFETY: 81 writable bytes by contract; `solution` is a
                    // local array.
                    unsafe {
                        ptr::copy_nonoverlapping(solution.as_ptr(), grid.cast::<u8>(), CELLS)
                    };
                    Status::OK
                }
                Err(err) => {
                    if let SolveError::Grid(grid_err) = err {
                        out.cell = grid_err.cell() as i32;
                    }
                    err.into()
                }
            }
        })();
        if !report.is_null() {
            out.status = status;
            // SAFETY: checked above that the caller's struct holds at least
            // the first version's fields, which is all that is written.
            unsafe {
                let keep_size = ptr::addr_of!((*report).size).read_unaligned();
                out.size = keep_size;
                report.write_unaligned(out);
            }
        }
        status
    })
}

/// Reads caller options, defaulting when NULL.
///
/// # Safety
/// `options` is NULL or points to `options->size` readable bytes.
unsafe fn read_options(options: *const Options) -> Result<SolveOptions, Status> {
    if options.is_null() {
        return Ok(SolveOptions::default());
    }
    // SAFETY: non-NULL options point at least to their size field.
    let size = unsafe { ptr::addr_of!((*options).size).read_unaligned() } as usize;
    if size < OPTIONS_V1_SIZE {
        return Err(Status::INVALID_ARGUMENT);
    }
    // SAFETY: the caller's struct holds every field of the first version.
    let raw = unsafe { options.read_unaligned() };
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
    Options {
        size: OPTIONS_V1_SIZE as u32,
        mode: Mode::Unique as i32,
        guess_budget: 0,
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

/// Reads a grid from pasted text into the 81-byte form.
///
/// Accepts one line of 81 cells, 9 lines of 9, or a boxed layout drawn with
/// spaces, '|', '-' and '+' (border lines may also use '*' and '=').
/// Empty cells may be '.', '0', '_', '*' or 'x'.
///
/// @param text the text; exactly `len` bytes are read, no NUL is needed.
/// @param len its length in bytes.
/// @param out 81 bytes, written only on SUDOKU_OK: digits and '.' for empty
///   cells, ready for sudoku_solve.
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER (`text` or `out`; a NULL `text` is
///   refused even with `len` 0), SUDOKU_INVALID_CHARACTER, or
///   SUDOKU_INVALID_LENGTH when the text does not hold exactly 81 cells.
///   Givens are not checked for conflicts here: use sudoku_check.
///
/// cbindgen:ptrs-as-arrays=[[out; 81]]
///
/// # Safety
/// `text` is NULL or valid for `len` reads; `out` is NULL or valid for 81
/// writes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_parse(text: *const c_char, len: usize, out: *mut c_char) -> Status {
    guarded(|| {
        if text.is_null() || out.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL and valid for `len` bytes by contract.
        let text = unsafe { std::slice::from_raw_parts(text.cast::<u8>(), len) };
        match crate::parse_text(text) {
            Ok(cells) => {
                // SAFETY: 81 writable bytes by contract.
                unsafe { ptr::copy_nonoverlapping(cells.as_ptr(), out.cast::<u8>(), CELLS) };
                Status::OK
            }
            Err(TextError::InvalidCharacter) => Status::INVALID_CHARACTER,
            Err(TextError::InvalidLength) => Status::INVALID_LENGTH,
        }
    })
}

/// Below this many puzzles per thread, starting a thread costs more than it
/// saves.
const MIN_PUZZLES_PER_THREAD: usize = 16;

/// Solves many puzzles in place, on several threads.
///
/// Each record is solved exactly as sudoku_solve would, and its status stored
/// in `statuses[i]`; results do not depend on `threads`.
///
/// @param grids `count` consecutive 81-byte records (no separators).
/// @param count number of records.
/// @param statuses `count` status slots, all written.
/// @param threads 0 for one thread per core, else the most threads to use.
///   Small batches run on fewer threads, or on the calling thread alone.
/// @return the number of records solved (SUDOKU_OK). When `grids` or
///   `statuses` is NULL, or `count * 81` overflows, nothing is read or
///   written and 0 is returned.
///
/// # Safety
/// `grids` is valid for `count * 81` reads and writes and `statuses` for
/// `count` writes, and the two do not overlap.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_batch(
    grids: *mut c_char,
    count: usize,
    statuses: *mut Status,
    threads: u32,
) -> usize {
    if count == 0 || grids.is_null() || statuses.is_null() {
        return 0;
    }
    let Some(bytes) = count.checked_mul(CELLS) else {
        return 0;
    };
    // SAFETY: valid, non-overlapping and exclusively ours for the call, by
    // contract; the lengths are those the contract gives.
    let (grids, statuses) = unsafe {
        (
            std::slice::from_raw_parts_mut(grids.cast::<u8>(), bytes),
            std::slice::from_raw_parts_mut(statuses, count),
        )
    };
    let solve_one = |grid: &mut [u8], status: &mut Status| {
        *status = guarded(|| {
            let text: &mut [u8; CELLS] = grid.try_into().expect("chunks are 81 bytes");
            match crate::solve(text, SolveOptions::default()).0 {
                Ok(solution) => {
                    *text = solution;
                    Status::OK
                }
                Err(err) => err.into(),
            }
        });
    };
    let wanted = match threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n as usize,
    };
    let workers = wanted.min(count / MIN_PUZZLES_PER_THREAD).max(1);
    if workers == 1 {
        for (grid, status) in grids.chunks_exact_mut(CELLS).zip(statuses.iter_mut()) {
            solve_one(grid, status);
        }
    } else {
        // Contiguous shares, one per thread; puzzles vary in cost, so use
        // several shares per thread and let threads take them in turn.
        let shares = (workers * 8).min(count);
        let per_share = count.div_ceil(shares);
        let next = std::sync::Mutex::new(
            grids
                .chunks_mut(per_share * CELLS)
                .zip(statuses.chunks_mut(per_share)),
        );
        let work = || loop {
            let share = next.lock().map(|mut it| it.next()).unwrap_or(None);
            let Some((grids, statuses)) = share else {
                break;
            };
            for (grid, status) in grids.chunks_exact_mut(CELLS).zip(statuses.iter_mut()) {
                solve_one(grid, status);
            }
        };
        std::thread::scope(|scope| {
            for _ in 1..workers {
                // A thread that cannot be started leaves its shares to the
                // others: the calling thread works through them all anyway.
                let _ = std::thread::Builder::new().spawn_scoped(scope, work);
            }
            work();
        });
    }
    statuses.iter().filter(|&&s| s == Status::OK).count()
}

/// A readable text for a status.
///
/// @param status any value; it is an int so that every value is safe.
/// @return a static NUL-terminated English string, never NULL, never to be
///   freed. Values that are not a sudoku_status give "unknown status".
#[no_mangle]
pub extern "C" fn sudoku_status_str(status: c_int) -> *const c_char {
    let text: &'static [u8] = Status::ALL
        .iter()
        .find(|s| **s as c_int == status)
        .map_or(b"unknown status\0", |s| s.message());
    text.as_ptr().cast()
}

/// The library's version, "MAJOR.MINOR.PATCH": compare it with
/// SUDOKU_VERSION_STRING to check that the header matches the library loaded.
///
/// @return a static NUL-terminated string, never NULL, never to be freed.
#[no_mangle]
pub extern "C" fn sudoku_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}
