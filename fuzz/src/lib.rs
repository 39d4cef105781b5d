//! Shared by the fuzz targets: turning fuzzer bytes into grids, buffers that
//! end exactly where the C contract says (so AddressSanitizer catches any
//! access past them), and checks that do not trust the library.
//!
//! Input layout for the grid targets: the first 81 bytes are the grid, the
//! bytes after it the call's other arguments. A seed is then just a puzzle
//! line, and the fuzzer's mutations of it stay close to real puzzles.

use sudoku::ffi::{self, Status};

/// Bytes read from after the grid; missing ones read as 0.
pub struct Tail<'a>(pub &'a [u8]);

impl Tail<'_> {
    pub fn byte(&self, i: usize) -> u8 {
        self.0.get(i).copied().unwrap_or(0)
    }

    pub fn u32_at(&self, i: usize) -> u32 {
        u32::from_le_bytes([0, 1, 2, 3].map(|k| self.byte(i + k)))
    }

    pub fn u64_at(&self, i: usize) -> u64 {
        u64::from_le_bytes([0, 1, 2, 3, 4, 5, 6, 7].map(|k| self.byte(i + k)))
    }
}

/// Splits fuzzer input into an 81-byte grid and the bytes after it.
///
/// Unless `raw`, every byte that is not a grid character becomes one: below
/// 128 an empty cell, else a digit. Random bytes then make givens and
/// conflicts often enough for the solver, not only the validator, to run.
/// Short input is padded with empty cells.
pub fn split(data: &[u8], raw: bool) -> ([u8; 81], Tail<'_>) {
    let mut grid = [b'.'; 81];
    for (cell, &byte) in grid.iter_mut().zip(data) {
        *cell = match byte {
            _ if raw => byte,
            b'1'..=b'9' | b'.' | b'0' => byte,
            0..=127 => b'.',
            _ => b'1' + byte % 9,
        };
    }
    (grid, Tail(data.get(81..).unwrap_or(&[])))
}

/// A heap buffer of exactly `len` bytes starting at an odd address, so that
/// reading or writing past `len` is a heap overflow for AddressSanitizer and
/// nothing wider than a byte is aligned.
pub struct Exact {
    storage: Vec<u8>,
}

impl Exact {
    pub fn new(bytes: &[u8]) -> Exact {
        let mut storage = Vec::with_capacity(bytes.len() + 1);
        storage.push(0);
        storage.extend_from_slice(bytes);
        storage.shrink_to_fit();
        Exact { storage }
    }

    pub fn ptr(&mut self) -> *mut u8 {
        // Offset 1 of a malloc'd block: odd.
        self.storage[1..].as_mut_ptr()
    }

    pub fn bytes(&self) -> &[u8] {
        &self.storage[1..]
    }
}

pub use sudoku_test_support::assert_solution_of;

/// The first problem sudoku_check must report, worked out without the
/// library: an invalid byte, or the later cell of two equal givens.
pub fn reference_check(grid: &[u8; 81]) -> Option<(Status, usize)> {
    use sudoku_test_support::Problem;
    sudoku_test_support::first_problem(grid).map(|(problem, cell)| match problem {
        Problem::InvalidCharacter => (Status::INVALID_CHARACTER, cell),
        Problem::ConflictingGivens => (Status::CONFLICTING_GIVENS, cell),
    })
}

/// Guesses within which a grid counts as tractable: the targets make their
/// unbounded calls (sudoku_solve, counts, batches) only on such grids. A
/// sparse grid with no solution can need a search of a large tree: one
/// found by adding random givens took 540,000 guesses, a fifth of a second
/// per call, before the search could guess between the two cells of a
/// house, and no bound is proven; the count target makes up to 19 calls.
/// The hardest benchmark puzzles need a few thousand at most.
pub const TRACTABLE_GUESSES: u64 = 20_000;

/// Whether sudoku_solve_ex decides `grid` within [`TRACTABLE_GUESSES`];
/// grids it refuses count as tractable. When the budget runs out, the grid
/// must be left as it was.
pub fn tractable(grid: &[u8; 81]) -> bool {
    let mut buf = Exact::new(grid);
    let mut options = ffi::sudoku_options_default();
    options.guess_budget = TRACTABLE_GUESSES;
    // SAFETY: 81 readable and writable bytes; the options are a whole
    // struct; a NULL report is allowed.
    let status = unsafe { ffi::sudoku_solve_ex(buf.ptr().cast(), &options, std::ptr::null_mut()) };
    if status == Status::BUDGET_EXHAUSTED {
        assert_eq!(buf.bytes(), grid, "grid written when the budget ran out");
        return false;
    }
    true
}

/// The values of every status of the header, written here rather than
/// taken from the library.
pub const STATUS_CODES: std::ops::RangeInclusive<i32> = 0..=30;

/// Every status the library may return.
pub fn is_known(status: Status) -> bool {
    STATUS_CODES.contains(&(status as i32))
}

/// sudoku_solve on an exact 81-byte buffer: the status and the bytes after.
pub fn solve(grid: &[u8; 81]) -> (Status, [u8; 81]) {
    let mut buf = Exact::new(grid);
    // SAFETY: 81 readable and writable bytes.
    let status = unsafe { ffi::sudoku_solve(buf.ptr().cast()) };
    assert!(is_known(status));
    (status, buf.bytes().try_into().unwrap())
}

/// sudoku_check with the cell written to an exact, unaligned 4-byte buffer:
/// the status and the cell when written.
pub fn check(grid: &[u8; 81]) -> (Status, Option<i32>) {
    let mut buf = Exact::new(grid);
    let untouched = [0xEE; 4];
    let mut cell = Exact::new(&untouched);
    // SAFETY: 81 readable bytes; 4 writable bytes for the cell.
    let status = unsafe { ffi::sudoku_check(buf.ptr().cast(), cell.ptr().cast()) };
    assert_eq!(buf.bytes(), grid, "sudoku_check wrote the grid");
    let written =
        (cell.bytes() != untouched).then(|| i32::from_ne_bytes(cell.bytes().try_into().unwrap()));
    (status, written)
}

/// sudoku_count_solutions with exact buffers: the status and the count when
/// written.
pub fn count(grid: &[u8; 81], limit: u32) -> (Status, Option<u32>) {
    let mut buf = Exact::new(grid);
    let untouched = [0xEE; 4];
    let mut found = Exact::new(&untouched);
    // SAFETY: 81 readable bytes; 4 writable bytes for the count.
    let status =
        unsafe { ffi::sudoku_count_solutions(buf.ptr().cast(), limit, found.ptr().cast()) };
    assert_eq!(buf.bytes(), grid, "sudoku_count_solutions wrote the grid");
    let written =
        (found.bytes() != untouched).then(|| u32::from_ne_bytes(found.bytes().try_into().unwrap()));
    (status, written)
}

/// What sudoku_solve must answer, given the check and a count up to 2.
pub fn expected_solve_status(grid: &[u8; 81]) -> Status {
    if let Some((status, _)) = reference_check(grid) {
        return status;
    }
    match count(grid, 2) {
        (Status::OK, Some(0)) => Status::NO_SOLUTION,
        (Status::OK, Some(1)) => Status::OK,
        (Status::OK, Some(2)) => Status::MULTIPLE_SOLUTIONS,
        other => panic!("count up to 2 gave {other:?}"),
    }
}

/// A report of sudoku_rules_from_text or sudoku_rules_build with `size` set
/// and every other byte 0xEE, so that what the library writes shows.
pub fn rules_error_report() -> ffi::RulesErrorReport {
    // SAFETY: plain data, for which any bytes are valid.
    let mut report: ffi::RulesErrorReport = unsafe { std::mem::transmute([0xEEu8; 264]) };
    report.size = std::mem::size_of::<ffi::RulesErrorReport>() as u32;
    report
}

/// Checks a filled rules report: its status is the call's, and both texts
/// are NUL-terminated inside their buffers.
pub fn assert_rules_report(report: &ffi::RulesErrorReport, status: Status) {
    assert_eq!(report.status, status);
    assert!(report.field.contains(&0), "field not NUL-terminated");
    assert!(report.message.contains(&0), "message not NUL-terminated");
    if status != Status::OK {
        assert_ne!(report.message[0], 0, "no message for {status:?}");
    }
}

/// Solves and counts `givens` under `rules` within `budget` guesses, and
/// checks what the calls promise: no more guesses than the budget, caller
/// memory written only on success, a solution that keeps the givens and
/// passes sudoku_rules_check, and a count that agrees with the solve.
///
/// # Safety
/// `rules` is a live rule set of size N and `givens` holds N*N values.
pub unsafe fn solve_and_count(rules: *const ffi::RulesHandle, givens: &[u8], budget: u64) {
    let n = givens.len();
    let mut solution = Exact::new(&vec![0xEE; n]);
    let mut report = ffi::Report {
        size: std::mem::size_of::<ffi::Report>() as u32,
        status: Status::INTERNAL_ERROR,
        cell: 0,
        solutions: 0,
        guesses: 0,
    };
    let mut copy = Exact::new(givens);
    // SAFETY: `copy` and `solution` hold N*N bytes; `rules` is live.
    let solved =
        unsafe { ffi::sudoku_rules_solve(rules, copy.ptr(), budget, solution.ptr(), &mut report) };
    assert!(is_known(solved));
    assert_eq!(report.status, solved);
    assert!(
        budget == 0 || report.guesses <= budget,
        "{} guesses, budget {budget}",
        report.guesses
    );
    assert_eq!(copy.bytes(), givens, "givens written");
    if solved == Status::OK {
        let found = solution.bytes().to_vec();
        for (g, s) in givens.iter().zip(&found) {
            assert!(*g == 0 || g == s, "a given changed");
        }
        // SAFETY: N*N readable bytes; a NULL violation is allowed.
        let checked =
            unsafe { ffi::sudoku_rules_check(rules, found.as_ptr(), std::ptr::null_mut()) };
        assert_eq!(checked, Status::OK, "the solution breaks a rule");
        assert!(found.iter().all(|&v| v >= 1));
    } else {
        assert!(
            solution.bytes().iter().all(|&b| b == 0xEE),
            "solution written on {solved:?}"
        );
    }
    let mut count = Exact::new(&[0xEE; 4]);
    // SAFETY: N*N readable bytes; 4 writable count bytes at any alignment.
    let counted = unsafe {
        ffi::sudoku_rules_count(
            rules,
            copy.ptr(),
            2,
            budget,
            count.ptr().cast(),
            std::ptr::null_mut(),
        )
    };
    assert!(is_known(counted));
    let found = u32::from_le_bytes(count.bytes().try_into().unwrap());
    match (solved, counted) {
        (Status::OK, Status::OK) => assert_eq!(found, 1),
        (Status::MULTIPLE_SOLUTIONS, Status::OK) => assert_eq!(found, 2),
        (Status::NO_SOLUTION, Status::OK) => assert_eq!(found, 0),
        (Status::INVALID_VALUE | Status::GRID_BREAKS_RULE, _) => assert_eq!(counted, solved),
        (_, Status::OK) => assert!(found <= 2),
        _ => assert_eq!(count.bytes(), &[0xEE; 4], "count written on {counted:?}"),
    }
}
