//! No panic crosses the C boundary: with the `panic-injection` feature the
//! library panics on demand inside each export, which must return its
//! documented fallback and leave caller memory as it was.
//!
//! `cargo test --features panic-injection --test panic_boundary`

use std::ffi::CStr;
use std::sync::Mutex;

use sudoku::fault::panic_at;
use sudoku::ffi::*;

/// The injection point is global: one test at a time.
static SERIAL: Mutex<()> = Mutex::new(());

const PUZZLE: &[u8; 81] =
    b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Runs `call` with the next injection point armed, and disarms after.
fn with_panic<T>(call: impl FnOnce() -> T) -> T {
    panic_at(1);
    let result = call();
    panic_at(0);
    result
}

fn text(ptr: *const std::ffi::c_char) -> &'static str {
    // SAFETY: the library returns static NUL-terminated strings.
    unsafe { CStr::from_ptr(ptr) }.to_str().unwrap()
}

#[test]
fn every_status_export_returns_internal_error_and_writes_nothing() {
    let _serial = SERIAL.lock().unwrap();
    let mut grid = *PUZZLE;
    // SAFETY: 81 writable bytes.
    let status = with_panic(|| unsafe { sudoku_solve(grid.as_mut_ptr().cast()) });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert_eq!(&grid, PUZZLE);

    let options = sudoku_options_default();
    let mut report = Report {
        size: std::mem::size_of::<Report>() as u32,
        status: Status::OK,
        cell: 77,
        solutions: 77,
        guesses: 77,
    };
    // SAFETY: valid grid, options and report.
    let status =
        with_panic(|| unsafe { sudoku_solve_ex(grid.as_mut_ptr().cast(), &options, &mut report) });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert_eq!(&grid, PUZZLE);
    assert_eq!(
        (report.cell, report.solutions, report.guesses),
        (77, 77, 77)
    );

    let mut cell = 1234;
    // SAFETY: valid grid and cell.
    let status = with_panic(|| unsafe { sudoku_check(grid.as_ptr().cast(), &mut cell) });
    assert_eq!((status, cell), (Status::INTERNAL_ERROR, 1234));

    let mut count = 1234;
    // SAFETY: valid grid and count.
    let status =
        with_panic(|| unsafe { sudoku_count_solutions(grid.as_ptr().cast(), 2, &mut count) });
    assert_eq!((status, count), (Status::INTERNAL_ERROR, 1234));

    let mut out = [b'#'; 81];
    // SAFETY: 81 readable text bytes, 81 writable out bytes.
    let status = with_panic(|| unsafe {
        sudoku_parse(
            PUZZLE.as_ptr().cast(),
            PUZZLE.len(),
            out.as_mut_ptr().cast(),
        )
    });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert_eq!(out, [b'#'; 81]);

    // Disarmed, the same calls work: the fallback came from the injection.
    // SAFETY: as above.
    assert_eq!(
        unsafe { sudoku_solve(grid.as_mut_ptr().cast()) },
        Status::OK
    );
}

#[test]
fn other_exports_return_their_fallbacks() {
    let _serial = SERIAL.lock().unwrap();
    assert_eq!(
        text(with_panic(|| sudoku_status_str(0))),
        "internal error in libsudoku"
    );
    assert_eq!(
        text(with_panic(|| sudoku_version())),
        "internal error in libsudoku"
    );
    let options = with_panic(|| sudoku_options_default());
    assert_eq!(options.size as usize, std::mem::size_of::<Options>());
    assert_eq!((options.mode, options.guess_budget), (0, 0));
    assert_eq!(text(sudoku_status_str(0)), "success");
}

#[test]
fn a_batch_reports_a_panic_in_one_record_and_solves_the_rest() {
    let _serial = SERIAL.lock().unwrap();
    for threads in [1, 2] {
        let count = 64;
        let mut grids = PUZZLE.repeat(count);
        let mut statuses = vec![Status::NO_SOLUTION; count];
        // The export's own guard is the first injection point, each record's
        // the next: the first record solved panics.
        panic_at(2);
        // SAFETY: `count` records and status slots.
        let solved = unsafe {
            sudoku_solve_batch(
                grids.as_mut_ptr().cast(),
                count,
                statuses.as_mut_ptr(),
                threads,
            )
        };
        panic_at(0);
        assert_eq!(solved, count - 1, "threads: {threads}");
        let failed: Vec<usize> = (0..count).filter(|&i| statuses[i] != Status::OK).collect();
        assert_eq!(failed.len(), 1);
        assert_eq!(statuses[failed[0]], Status::INTERNAL_ERROR);
        assert_eq!(&grids[81 * failed[0]..81 * failed[0] + 81], PUZZLE);

        // A panic in the export itself: 0, and no status written.
        let mut statuses = vec![Status::NO_SOLUTION; count];
        // SAFETY: as above.
        let solved = with_panic(|| unsafe {
            sudoku_solve_batch(
                grids.as_mut_ptr().cast(),
                count,
                statuses.as_mut_ptr(),
                threads,
            )
        });
        assert_eq!(solved, 0);
        assert!(statuses.iter().all(|&s| s == Status::NO_SOLUTION));
    }
}
