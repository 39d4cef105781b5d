//! The C ABI's pointer handling, exercised from Rust: NULLs, every status of
//! every function, buffers left alone on failure, report and options sizes,
//! unaligned pointers, reads and writes that stay inside what the contract
//! gives.
//!
//! Small enough for Miri (`scripts/check-miri.sh`), which then also checks
//! that no call reads or writes outside its buffers: every buffer here is
//! exactly as large as the contract says, or a guard byte follows it.

use std::ffi::{c_char, CStr};
use std::ptr::{self, NonNull};

use sudoku::ffi::*;
use sudoku_test_support::assert_solution_of;

/// An easy puzzle (singles suffice), its solution, and variants of it.
const PUZZLE: &[u8; 81] =
    b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &[u8; 81] =
    b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/// SOLUTION with a 2x2 rectangle of cells (rows 3-4, columns 5 and 8)
/// emptied: swapping its two digits gives the only other solution.
const TWO_SOLUTIONS: &[u8; 81] =
    b"53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179";
/// Consistent givens, but the top-left box has no place left for a 1.
const NO_SOLUTION: &[u8; 81] =
    b"...1...........1..234............................................................";
const EMPTY: &[u8; 81] = &[b'.'; 81];

/// PUZZLE with `byte` written at `cell`.
fn with(cell: usize, byte: u8) -> [u8; 81] {
    let mut grid = *PUZZLE;
    grid[cell] = byte;
    grid
}

/// A '5' at cell 2 repeats the given '5' at cell 0 in row 0.
fn conflicting() -> [u8; 81] {
    with(2, b'5')
}

/// An 'x' at cell 40.
fn invalid_character() -> [u8; 81] {
    with(40, b'x')
}

/// Bytes that must never change: put after a buffer to catch writes past it.
const GUARD: u8 = 0xA5;

/// 81 grid bytes followed by a guard byte.
fn guarded(grid: &[u8; 81]) -> [u8; 82] {
    let mut buf = [GUARD; 82];
    buf[..81].copy_from_slice(grid);
    buf
}

fn solve(buf: &mut [u8; 82]) -> Status {
    // SAFETY: 81 writable bytes (and a guard byte the library must not touch).
    unsafe { sudoku_solve(buf.as_mut_ptr().cast()) }
}

fn solve_ex(buf: &mut [u8; 82], options: Option<&Options>, report: Option<&mut Report>) -> Status {
    let options = options.map_or(ptr::null(), |o| o as *const Options);
    let report = report.map_or(ptr::null_mut(), |r| r as *mut Report);
    // SAFETY: 81 writable bytes; options and report are NULL or whole structs.
    unsafe { sudoku_solve_ex(buf.as_mut_ptr().cast(), options, report) }
}

fn fresh_report() -> Report {
    Report {
        size: std::mem::size_of::<Report>() as u32,
        // Values the library must overwrite.
        status: Status::INTERNAL_ERROR,
        cell: 1234,
        solutions: 77,
        guesses: 77,
    }
}

fn options(mode: i32, guess_budget: u64) -> Options {
    Options {
        mode,
        guess_budget,
        ..sudoku_options_default()
    }
}

#[test]
fn solve_gives_every_status_and_writes_only_on_success() {
    let mut buf = guarded(PUZZLE);
    assert_eq!(solve(&mut buf), Status::OK);
    assert_eq!(&buf[..81], SOLUTION);
    assert_eq!(buf[81], GUARD, "byte 81 was touched");

    // '0' is an empty cell too.
    let zeros: Vec<u8> = PUZZLE
        .iter()
        .map(|&b| if b == b'.' { b'0' } else { b })
        .collect();
    let mut buf = guarded(zeros.as_slice().try_into().unwrap());
    assert_eq!(solve(&mut buf), Status::OK);
    assert_eq!(&buf[..81], SOLUTION);

    for (grid, want) in [
        (invalid_character(), Status::INVALID_CHARACTER),
        (with(80, 0), Status::INVALID_CHARACTER),
        (with(0, b'a'), Status::INVALID_CHARACTER),
        (conflicting(), Status::CONFLICTING_GIVENS),
        (*NO_SOLUTION, Status::NO_SOLUTION),
        (*TWO_SOLUTIONS, Status::MULTIPLE_SOLUTIONS),
        (*EMPTY, Status::MULTIPLE_SOLUTIONS),
    ] {
        let mut buf = guarded(&grid);
        assert_eq!(solve(&mut buf), want);
        assert_eq!(buf, guarded(&grid), "buffer changed on {want:?}");
    }
}

#[test]
fn solve_refuses_null() {
    // SAFETY: NULL is allowed and must be refused.
    assert_eq!(
        unsafe { sudoku_solve(ptr::null_mut()) },
        Status::NULL_POINTER
    );
}

#[test]
fn solve_accepts_an_unaligned_grid() {
    let mut storage = [GUARD; 83];
    storage[1..82].copy_from_slice(PUZZLE);
    // SAFETY: 81 writable bytes at offset 1 (odd, so unaligned for anything
    // wider than a byte).
    let status = unsafe { sudoku_solve(storage.as_mut_ptr().add(1).cast()) };
    assert_eq!(status, Status::OK);
    assert_eq!(&storage[1..82], SOLUTION);
    assert_eq!((storage[0], storage[82]), (GUARD, GUARD));
}

#[test]
fn options_default_is_unique_mode_without_budget() {
    let o = sudoku_options_default();
    assert_eq!(o.size as usize, std::mem::size_of::<Options>());
    assert_eq!(o.mode, Mode::Unique as i32);
    assert_eq!(o.guess_budget, 0);
}

#[test]
fn solve_ex_reports_every_status() {
    // (grid, status, offending cell, solutions seen)
    let cases = [
        (*PUZZLE, Status::OK, -1, 1),
        (invalid_character(), Status::INVALID_CHARACTER, 40, 0),
        (conflicting(), Status::CONFLICTING_GIVENS, 2, 0),
        (*NO_SOLUTION, Status::NO_SOLUTION, -1, 0),
        (*TWO_SOLUTIONS, Status::MULTIPLE_SOLUTIONS, -1, 2),
    ];
    for (grid, want, cell, solutions) in cases {
        for opts in [None, Some(sudoku_options_default())] {
            let mut buf = guarded(&grid);
            let mut report = fresh_report();
            let status = solve_ex(&mut buf, opts.as_ref(), Some(&mut report));
            assert_eq!(status, want);
            assert_eq!(report.status, want);
            assert_eq!(report.size as usize, std::mem::size_of::<Report>());
            assert_eq!(report.cell, cell, "{want:?}");
            assert_eq!(report.solutions, solutions, "{want:?}");
            if want == Status::OK {
                assert_eq!(&buf[..81], SOLUTION);
                assert_eq!(buf[81], GUARD);
            } else {
                assert_eq!(buf, guarded(&grid), "buffer changed on {want:?}");
            }
            if want == Status::MULTIPLE_SOLUTIONS {
                // Two solutions cannot be found without trying two branches.
                assert!(report.guesses >= 1);
            }
            // The same call without a report gives the same status.
            let mut buf = guarded(&grid);
            assert_eq!(solve_ex(&mut buf, opts.as_ref(), None), want);
        }
    }
}

#[test]
fn solve_ex_with_null_grid_still_fills_the_report() {
    let mut report = fresh_report();
    // SAFETY: NULL grid and options are allowed; the report is a whole struct.
    let status = unsafe { sudoku_solve_ex(ptr::null_mut(), ptr::null(), &mut report) };
    assert_eq!(status, Status::NULL_POINTER);
    assert_eq!(report.status, Status::NULL_POINTER);
    assert_eq!(report.cell, -1);
    assert_eq!(report.solutions, 0);
    // SAFETY: all NULL is allowed.
    let status = unsafe { sudoku_solve_ex(ptr::null_mut(), ptr::null(), ptr::null_mut()) };
    assert_eq!(status, Status::NULL_POINTER);
}

#[test]
fn solve_ex_refuses_a_short_report_and_writes_nothing() {
    let full = std::mem::size_of::<Report>() as u32;
    for size in [0, 4, 8, full - 1] {
        let mut report = fresh_report();
        report.size = size;
        let mut buf = guarded(PUZZLE);
        let status = solve_ex(&mut buf, None, Some(&mut report));
        assert_eq!(status, Status::INVALID_ARGUMENT, "size {size}");
        assert_eq!(buf, guarded(PUZZLE), "grid written with a short report");
        assert_eq!(report.size, size);
        assert_eq!(report.status, Status::INTERNAL_ERROR, "report written");
        assert_eq!((report.cell, report.solutions), (1234, 77));
    }
    // A caller whose struct is only the size field: exactly 4 bytes exist,
    // and under Miri reading or writing any more is an error.
    let mut tiny = Box::new(4u32);
    let mut buf = guarded(PUZZLE);
    // SAFETY: the report points to `size` (4) bytes, as the contract allows.
    let status = unsafe {
        sudoku_solve_ex(
            buf.as_mut_ptr().cast(),
            ptr::null(),
            (&mut *tiny as *mut u32).cast(),
        )
    };
    assert_eq!(status, Status::INVALID_ARGUMENT);
    assert_eq!(*tiny, 4);
    assert_eq!(buf, guarded(PUZZLE));
}

#[test]
fn solve_ex_leaves_the_tail_of_a_larger_report_alone() {
    // A report from a later version of the header: larger, with fields this
    // library does not know.
    #[repr(C)]
    struct Later {
        report: Report,
        tail: [u8; 40],
    }
    let mut later = Later {
        report: fresh_report(),
        tail: [GUARD; 40],
    };
    later.report.size = std::mem::size_of::<Later>() as u32;
    let mut buf = guarded(PUZZLE);
    // SAFETY: the report points to `size` writable bytes.
    let status =
        unsafe { sudoku_solve_ex(buf.as_mut_ptr().cast(), ptr::null(), &mut later.report) };
    assert_eq!(status, Status::OK);
    assert_eq!(later.report.status, Status::OK);
    assert_eq!(later.report.size as usize, std::mem::size_of::<Later>());
    assert_eq!(later.tail, [GUARD; 40]);
}

#[test]
fn solve_ex_refuses_bad_options() {
    let full = std::mem::size_of::<Options>() as u32;
    let mut bad = Vec::new();
    for size in [0, 4, full - 1] {
        bad.push(Options {
            size,
            ..sudoku_options_default()
        });
    }
    for mode in [2, -1, i32::MIN, i32::MAX] {
        bad.push(options(mode, 0));
    }
    for opts in bad {
        let mut buf = guarded(PUZZLE);
        let mut report = fresh_report();
        let status = solve_ex(&mut buf, Some(&opts), Some(&mut report));
        assert_eq!(status, Status::INVALID_ARGUMENT, "{opts:?}");
        assert_eq!(report.status, Status::INVALID_ARGUMENT);
        assert_eq!(buf, guarded(PUZZLE));
    }
    // Options that are only the size field: 4 bytes exist, no more is read.
    let tiny = Box::new(4u32);
    let mut buf = guarded(PUZZLE);
    // SAFETY: the options point to `size` (4) readable bytes.
    let status = unsafe {
        sudoku_solve_ex(
            buf.as_mut_ptr().cast(),
            (&*tiny as *const u32).cast(),
            ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::INVALID_ARGUMENT);
    assert_eq!(buf, guarded(PUZZLE));
}

#[test]
fn solve_ex_reads_only_the_known_part_of_larger_options() {
    #[repr(C)]
    struct Later {
        options: Options,
        tail: [u8; 24],
    }
    let mut later = Later {
        options: options(Mode::First as i32, 0),
        // Whatever a later version puts here must not matter.
        tail: [0xFF; 24],
    };
    later.options.size = std::mem::size_of::<Later>() as u32;
    let mut buf = guarded(TWO_SOLUTIONS);
    // SAFETY: the options point to `size` readable bytes.
    let status =
        unsafe { sudoku_solve_ex(buf.as_mut_ptr().cast(), &later.options, ptr::null_mut()) };
    assert_eq!(status, Status::OK);
    assert_solution_of(TWO_SOLUTIONS, &buf[..81]);
}

#[test]
fn solve_ex_first_mode() {
    let first = options(Mode::First as i32, 0);
    for grid in [TWO_SOLUTIONS, PUZZLE] {
        let mut buf = guarded(grid);
        let mut report = fresh_report();
        assert_eq!(
            solve_ex(&mut buf, Some(&first), Some(&mut report)),
            Status::OK
        );
        assert_solution_of(grid, &buf[..81]);
        assert_eq!(buf[81], GUARD);
        assert_eq!(report.status, Status::OK);
        assert!(report.solutions >= 1);
    }
    for (grid, want) in [
        (*NO_SOLUTION, Status::NO_SOLUTION),
        (conflicting(), Status::CONFLICTING_GIVENS),
    ] {
        let mut buf = guarded(&grid);
        assert_eq!(solve_ex(&mut buf, Some(&first), None), want);
        assert_eq!(buf, guarded(&grid));
    }
}

#[test]
fn solve_ex_guess_budget() {
    // Proving the empty grid has two solutions takes many guesses.
    let mut buf = guarded(EMPTY);
    let mut report = fresh_report();
    let status = solve_ex(&mut buf, Some(&options(0, 1)), Some(&mut report));
    assert_eq!(status, Status::BUDGET_EXHAUSTED);
    assert_eq!(report.status, Status::BUDGET_EXHAUSTED);
    assert_eq!(buf, guarded(EMPTY));
    // Singles solve PUZZLE without a guess: a budget of 1 is enough, and the
    // largest budget is not mistaken for "exhausted".
    for budget in [1, u64::MAX] {
        let mut buf = guarded(PUZZLE);
        assert_eq!(
            solve_ex(&mut buf, Some(&options(0, budget)), None),
            Status::OK
        );
        assert_eq!(&buf[..81], SOLUTION);
    }
}

#[test]
fn solve_ex_accepts_unaligned_options_and_report() {
    // Options, report and grid at odd offsets inside byte buffers.
    let mut opt_bytes = [0u8; 1 + std::mem::size_of::<Options>()];
    let mut rep_bytes = [GUARD; 1 + std::mem::size_of::<Report>() + 1];
    let mut grid = [GUARD; 83];
    grid[1..82].copy_from_slice(TWO_SOLUTIONS);
    let opts = opt_bytes.as_mut_ptr().wrapping_add(1).cast::<Options>();
    let report = rep_bytes.as_mut_ptr().wrapping_add(1).cast::<Report>();
    // SAFETY: each pointer has room for its whole struct inside its buffer;
    // the writes are unaligned on purpose.
    let status = unsafe {
        opts.write_unaligned(options(Mode::First as i32, 0));
        ptr::addr_of_mut!((*report).size).write_unaligned(std::mem::size_of::<Report>() as u32);
        sudoku_solve_ex(grid.as_mut_ptr().add(1).cast(), opts, report)
    };
    assert_eq!(status, Status::OK);
    assert_solution_of(TWO_SOLUTIONS, &grid[1..82]);
    // SAFETY: as above.
    let written = unsafe { report.read_unaligned() };
    assert_eq!(written.status, Status::OK);
    assert_eq!(written.cell, -1);
    assert_eq!(rep_bytes[0], GUARD);
    assert_eq!(*rep_bytes.last().unwrap(), GUARD);
    assert_eq!((grid[0], grid[82]), (GUARD, GUARD));
}

fn check(grid: &[u8; 81], cell: Option<&mut i32>) -> Status {
    let cell = cell.map_or(ptr::null_mut(), |c| c as *mut i32);
    // SAFETY: 81 readable bytes; `cell` is NULL or writable.
    unsafe { sudoku_check(grid.as_ptr().cast(), cell) }
}

#[test]
fn check_gives_every_status() {
    for (grid, want, at) in [
        (*PUZZLE, Status::OK, None),
        (*SOLUTION, Status::OK, None),
        (*EMPTY, Status::OK, None),
        (*NO_SOLUTION, Status::OK, None),
        (*TWO_SOLUTIONS, Status::OK, None),
        (invalid_character(), Status::INVALID_CHARACTER, Some(40)),
        (with(0, b' '), Status::INVALID_CHARACTER, Some(0)),
        (conflicting(), Status::CONFLICTING_GIVENS, Some(2)),
    ] {
        let mut cell = -7;
        let copy = grid;
        assert_eq!(check(&grid, Some(&mut cell)), want);
        assert_eq!(grid, copy);
        // The cell is written exactly when there is an offending one.
        assert_eq!(cell, at.unwrap_or(-7), "{want:?}");
        assert_eq!(check(&grid, None), want);
    }
    // SAFETY: NULL grid is allowed and refused; the cell stays unwritten.
    let mut cell = -7;
    assert_eq!(
        unsafe { sudoku_check(ptr::null(), &mut cell) },
        Status::NULL_POINTER
    );
    assert_eq!(cell, -7);
}

#[test]
fn check_reports_the_later_cell_of_a_clash_through_an_unaligned_pointer() {
    let mut grid = *EMPTY;
    grid[8] = b'7';
    grid[71] = b'7'; // column 8, after cell 8
    let mut storage = [GUARD; 6];
    let cell = storage.as_mut_ptr().wrapping_add(1).cast::<i32>();
    // SAFETY: 81 readable bytes; 4 writable bytes at `cell`, unaligned.
    let status = unsafe { sudoku_check(grid.as_ptr().cast(), cell) };
    assert_eq!(status, Status::CONFLICTING_GIVENS);
    // SAFETY: as above.
    assert_eq!(unsafe { cell.read_unaligned() }, 71);
    assert_eq!((storage[0], storage[5]), (GUARD, GUARD));
}

fn count(grid: &[u8; 81], limit: u32) -> (Status, u32) {
    let mut found = 999;
    // SAFETY: 81 readable bytes; `found` is writable.
    let status = unsafe { sudoku_count_solutions(grid.as_ptr().cast(), limit, &mut found) };
    (status, found)
}

#[test]
fn count_solutions_gives_every_status() {
    for (grid, limit, want) in [
        (*PUZZLE, 1, (Status::OK, 1)),
        (*PUZZLE, 2, (Status::OK, 1)),
        (*PUZZLE, u32::MAX, (Status::OK, 1)),
        (*SOLUTION, 2, (Status::OK, 1)),
        (*NO_SOLUTION, 2, (Status::OK, 0)),
        (*TWO_SOLUTIONS, 1, (Status::OK, 1)),
        (*TWO_SOLUTIONS, 2, (Status::OK, 2)),
        (*TWO_SOLUTIONS, 3, (Status::OK, 2)),
        (*TWO_SOLUTIONS, u32::MAX, (Status::OK, 2)),
        (*EMPTY, 3, (Status::OK, 3)),
        // Refusals leave the count alone.
        (*PUZZLE, 0, (Status::INVALID_ARGUMENT, 999)),
        (invalid_character(), 2, (Status::INVALID_CHARACTER, 999)),
        (conflicting(), 2, (Status::CONFLICTING_GIVENS, 999)),
    ] {
        let copy = grid;
        assert_eq!(count(&grid, limit), want, "limit {limit}");
        assert_eq!(grid, copy, "grid written");
    }
    let mut found = 999;
    // SAFETY: NULLs are allowed and refused.
    unsafe {
        assert_eq!(
            sudoku_count_solutions(ptr::null(), 2, &mut found),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_count_solutions(PUZZLE.as_ptr().cast(), 2, ptr::null_mut()),
            Status::NULL_POINTER
        );
    }
    assert_eq!(found, 999);
}

#[test]
fn count_solutions_writes_an_unaligned_count() {
    let mut storage = [GUARD; 6];
    let found = storage.as_mut_ptr().wrapping_add(1).cast::<u32>();
    // SAFETY: 81 readable bytes; 4 writable bytes at `found`, unaligned.
    let status = unsafe { sudoku_count_solutions(TWO_SOLUTIONS.as_ptr().cast(), 5, found) };
    assert_eq!(status, Status::OK);
    // SAFETY: as above.
    assert_eq!(unsafe { found.read_unaligned() }, 2);
    assert_eq!((storage[0], storage[5]), (GUARD, GUARD));
}

fn count_ex(grid: &[u8; 81], limit: u32, budget: u64) -> (Status, u32, Report) {
    let mut found = 999;
    let mut report = fresh_report();
    // SAFETY: 81 readable bytes; `found` and the report are writable.
    let status = unsafe {
        sudoku_count_solutions_ex(grid.as_ptr().cast(), limit, budget, &mut found, &mut report)
    };
    assert_eq!(report.status, status);
    (status, found, report)
}

#[test]
fn count_solutions_ex_counts_within_a_budget() {
    // Without a budget, as sudoku_count_solutions.
    for (grid, limit) in [
        (*PUZZLE, 2),
        (*TWO_SOLUTIONS, 5),
        (*NO_SOLUTION, 2),
        (*EMPTY, 4),
    ] {
        let (status, found, report) = count_ex(&grid, limit, 0);
        assert_eq!((status, found), count(&grid, limit));
        assert_eq!((report.solutions, report.cell), (found, -1));
    }
    // The empty grid needs a guess per solution: one guess is not enough
    // for 1,000, and the count is not written.
    let (status, found, report) = count_ex(EMPTY, 1000, 1);
    assert_eq!((status, found), (Status::BUDGET_EXHAUSTED, 999));
    assert_eq!(report.guesses, 1);
    assert!(report.solutions < 1000);
    // A budget that suffices changes nothing.
    let (status, found, _) = count_ex(TWO_SOLUTIONS, 5, 1_000_000);
    assert_eq!((status, found), (Status::OK, 2));
    // Refusals: the report says why and where.
    let (status, found, report) = count_ex(&conflicting(), 2, 10);
    assert_eq!(
        (status, found, report.cell),
        (Status::CONFLICTING_GIVENS, 999, 2)
    );
    let (status, found, _) = count_ex(PUZZLE, 0, 10);
    assert_eq!((status, found), (Status::INVALID_ARGUMENT, 999));
    let mut found = 999;
    let mut short = fresh_report();
    short.size = 23;
    // SAFETY: NULLs are allowed and refused; the short report is a whole
    // struct that must not be written.
    unsafe {
        assert_eq!(
            sudoku_count_solutions_ex(ptr::null(), 2, 0, &mut found, ptr::null_mut()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_count_solutions_ex(
                PUZZLE.as_ptr().cast(),
                2,
                0,
                ptr::null_mut(),
                ptr::null_mut()
            ),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_count_solutions_ex(PUZZLE.as_ptr().cast(), 2, 0, &mut found, &mut short),
            Status::INVALID_ARGUMENT
        );
    }
    assert_eq!(found, 999);
    assert_eq!((short.status, short.guesses), (Status::INTERNAL_ERROR, 77));
}

/// Parses `text` from a heap buffer of exactly its length, so that Miri
/// catches any read past `len`.
fn parse(text: &[u8]) -> (Status, [u8; 82]) {
    let exact: Box<[u8]> = text.into();
    let mut out = [GUARD; 82];
    // SAFETY: `exact` holds `len` readable bytes; `out` 81 writable ones and
    // a guard byte.
    let status = unsafe {
        sudoku_parse(
            exact.as_ptr().cast::<c_char>(),
            exact.len(),
            out.as_mut_ptr().cast(),
        )
    };
    (status, out)
}

#[test]
fn parse_reads_each_layout() {
    let nine_lines: Vec<u8> = PUZZLE
        .chunks(9)
        .flat_map(|row| row.iter().copied().chain(*b"\n"))
        .collect();
    let mut boxed = b"+-------+-------+-------+\n".to_vec();
    for (r, row) in PUZZLE.chunks(9).enumerate() {
        for (i, &b) in row.iter().enumerate() {
            boxed.extend(if i % 3 == 0 { &b"| "[..] } else { &b""[..] });
            boxed.push(if b == b'.' { b'_' } else { b });
            boxed.push(b' ');
        }
        boxed.extend(b"|\n");
        if r % 3 == 2 {
            boxed.extend(b"+=======+=======+=======+\n");
        }
    }
    for text in [&PUZZLE[..], &nine_lines, &boxed] {
        let (status, out) = parse(text);
        assert_eq!(status, Status::OK, "{}", String::from_utf8_lossy(text));
        assert_eq!(&out[..81], PUZZLE);
        assert_eq!(out[81], GUARD);
    }
    // '0' and the other empty-cell spellings come out as '.'.
    let zeros: Vec<u8> = SOLUTION
        .iter()
        .enumerate()
        .map(|(i, &b)| [b, b'0', b'_', b'*', b'x'][i % 5])
        .collect();
    let (status, out) = parse(&zeros);
    assert_eq!(status, Status::OK);
    for (i, (&o, &s)) in out[..81].iter().zip(SOLUTION).enumerate() {
        assert_eq!(o, if i % 5 == 0 { s } else { b'.' }, "cell {i}");
    }
}

#[test]
fn parse_reads_exactly_len_bytes() {
    // The byte after `len` would make 82 cells if it were read.
    let mut longer = PUZZLE.to_vec();
    longer.push(b'5');
    let mut out = [GUARD; 81];
    // SAFETY: `longer` has at least 81 readable bytes; `out` 81 writable.
    let status = unsafe { sudoku_parse(longer.as_ptr().cast(), 81, out.as_mut_ptr().cast()) };
    assert_eq!(status, Status::OK);
    assert_eq!(&out, PUZZLE);
}

#[test]
fn parse_gives_every_status_and_writes_only_on_success() {
    let mut long = PUZZLE.to_vec();
    long.push(b'1');
    let mut bad = PUZZLE.to_vec();
    bad[10] = b'a';
    let mut nul = PUZZLE.to_vec();
    nul[80] = 0;
    for (text, want) in [
        (&b""[..], Status::INVALID_LENGTH),
        (&PUZZLE[..80], Status::INVALID_LENGTH),
        (&long[..], Status::INVALID_LENGTH),
        (&b"\n\n | - + \r\t"[..], Status::INVALID_LENGTH),
        (&bad[..], Status::INVALID_CHARACTER),
        (&nul[..], Status::INVALID_CHARACTER),
    ] {
        let (status, out) = parse(text);
        assert_eq!(status, want, "{}", String::from_utf8_lossy(text));
        assert_eq!(out, [GUARD; 82], "out written on {want:?}");
    }
    // A zero-length text at a valid, dangling pointer: nothing to read.
    let mut out = [GUARD; 81];
    let dangling = NonNull::<c_char>::dangling().as_ptr();
    // SAFETY: no byte is read from a zero-length text; `out` is writable.
    let status = unsafe { sudoku_parse(dangling, 0, out.as_mut_ptr().cast()) };
    assert_eq!(status, Status::INVALID_LENGTH);
    assert_eq!(out, [GUARD; 81]);
    // SAFETY: NULLs are allowed and refused, even with a zero length.
    unsafe {
        assert_eq!(
            sudoku_parse(ptr::null(), 0, out.as_mut_ptr().cast()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_parse(ptr::null(), 81, out.as_mut_ptr().cast()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_parse(PUZZLE.as_ptr().cast(), 81, ptr::null_mut()),
            Status::NULL_POINTER
        );
    }
    assert_eq!(out, [GUARD; 81]);
}

/// Solves `grids` (81-byte records) with sudoku_solve_batch.
fn batch(grids: &[[u8; 81]], threads: u32) -> (usize, Vec<u8>, Vec<Status>) {
    let mut bytes: Vec<u8> = grids.concat();
    let mut statuses = vec![Status::INTERNAL_ERROR; grids.len()];
    // SAFETY: `bytes` holds len * 81 bytes and `statuses` len slots.
    let solved = unsafe {
        sudoku_solve_batch(
            bytes.as_mut_ptr().cast(),
            grids.len(),
            statuses.as_mut_ptr(),
            threads,
        )
    };
    (solved, bytes, statuses)
}

/// What sudoku_solve does with each grid, one at a time.
fn one_by_one(grids: &[[u8; 81]]) -> (usize, Vec<u8>, Vec<Status>) {
    let mut bytes = Vec::new();
    let mut statuses = Vec::new();
    for grid in grids {
        let mut buf = guarded(grid);
        statuses.push(solve(&mut buf));
        bytes.extend_from_slice(&buf[..81]);
    }
    let solved = statuses.iter().filter(|&&s| s == Status::OK).count();
    (solved, bytes, statuses)
}

fn mixed() -> Vec<[u8; 81]> {
    vec![
        *PUZZLE,
        invalid_character(),
        conflicting(),
        *NO_SOLUTION,
        *TWO_SOLUTIONS,
        *SOLUTION,
    ]
}

#[test]
fn batch_matches_sudoku_solve() {
    let grids = mixed();
    let want = one_by_one(&grids);
    assert_eq!(want.0, 2);
    assert_eq!(batch(&grids, 1), want);
    assert_eq!(batch(&grids, 4), want);
}

#[test]
fn batch_on_several_threads_matches_sudoku_solve() {
    // Enough records for the library to start a second thread; mostly solved
    // grids, which are cheap under Miri.
    let mut grids = vec![*SOLUTION; 40];
    for (i, grid) in mixed().into_iter().enumerate() {
        grids[i * 7] = grid;
    }
    let want = one_by_one(&grids);
    assert_eq!(batch(&grids, 2), want);
}

#[test]
fn batch_with_one_thread_per_core_matches_sudoku_solve() {
    let mut grids = vec![*SOLUTION; 40];
    grids[3] = *TWO_SOLUTIONS;
    let want = one_by_one(&grids);
    assert_eq!(batch(&grids, 0), want);
}

#[test]
fn batch_refuses_null_empty_and_overflowing_batches() {
    let mut bytes = *PUZZLE;
    let mut statuses = [Status::INTERNAL_ERROR; 1];
    let grids = bytes.as_mut_ptr().cast::<c_char>();
    // SAFETY: every call is refused before reading or writing anything; the
    // overflowing counts are far larger than the buffers, so any access
    // would be out of bounds (and caught by Miri).
    unsafe {
        assert_eq!(
            sudoku_solve_batch(ptr::null_mut(), 1, statuses.as_mut_ptr(), 1),
            0
        );
        assert_eq!(sudoku_solve_batch(grids, 1, ptr::null_mut(), 1), 0);
        assert_eq!(sudoku_solve_batch(grids, 0, statuses.as_mut_ptr(), 1), 0);
        for count in [usize::MAX, usize::MAX / 81 + 1] {
            assert_eq!(
                sudoku_solve_batch(grids, count, statuses.as_mut_ptr(), 1),
                0
            );
        }
    }
    assert_eq!(&bytes, PUZZLE);
    assert_eq!(statuses, [Status::INTERNAL_ERROR]);
}

/// Solves `grids` with sudoku_solve_batch_ex, the statuses written to an
/// odd address: nothing may assume they are aligned.
fn batch_ex(grids: &[[u8; 81]], threads: u32, options: &Options) -> (usize, Vec<u8>, Vec<Status>) {
    let mut bytes: Vec<u8> = grids.concat();
    let slot = std::mem::size_of::<Status>();
    let mut storage = vec![GUARD; grids.len() * slot + 2];
    let statuses = storage[1..].as_mut_ptr().cast::<Status>();
    // SAFETY: `bytes` holds len * 81 bytes and `storage` room for len
    // statuses after its first byte; the options are a whole struct.
    let solved = unsafe {
        sudoku_solve_batch_ex(
            bytes.as_mut_ptr().cast(),
            grids.len(),
            statuses,
            threads,
            options,
        )
    };
    assert_eq!((storage[0], storage[storage.len() - 1]), (GUARD, GUARD));
    let statuses = storage[1..1 + grids.len() * slot]
        .chunks_exact(slot)
        .map(|b| Status::from_code(i32::from_ne_bytes(b.try_into().unwrap())).expect("a status"))
        .collect();
    (solved, bytes, statuses)
}

#[test]
fn batch_ex_applies_its_options_to_every_record() {
    let grids = mixed();
    // The defaults: as sudoku_solve.
    let default = sudoku_options_default();
    assert_eq!(batch_ex(&grids, 1, &default), one_by_one(&grids));
    assert_eq!(batch_ex(&grids, 4, &default), one_by_one(&grids));
    // First mode solves the grid with two solutions too.
    let (solved, bytes, statuses) = batch_ex(&grids, 2, &options(Mode::First as i32, 0));
    assert_eq!((solved, statuses[4]), (3, Status::OK));
    assert_solution_of(TWO_SOLUTIONS, &bytes[4 * 81..5 * 81]);
    // A budget of one guess: the grid that needs guesses gives up, as
    // sudoku_solve_ex would, and keeps its bytes.
    let hard: &[u8; 81] =
        b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    let (solved, bytes, statuses) =
        batch_ex(&[*hard, *PUZZLE], 1, &options(Mode::Unique as i32, 1));
    assert_eq!(
        (solved, statuses[0], statuses[1]),
        (1, Status::BUDGET_EXHAUSTED, Status::OK)
    );
    assert_eq!(&bytes[..81], hard);
}

#[test]
fn batch_ex_refuses_bad_options_in_every_status() {
    let grids = mixed();
    let bad_mode = options(7, 0);
    let mut short = sudoku_options_default();
    short.size = 15;
    for bad in [bad_mode, short] {
        let (solved, bytes, statuses) = batch_ex(&grids, 2, &bad);
        assert_eq!(solved, 0);
        assert_eq!(bytes, grids.concat());
        assert!(statuses.iter().all(|&s| s == Status::INVALID_ARGUMENT));
    }
}

fn text(ptr: *const c_char) -> &'static str {
    assert!(!ptr.is_null());
    // SAFETY: the library returns static NUL-terminated strings.
    unsafe { CStr::from_ptr(ptr) }.to_str().expect("ASCII text")
}

#[test]
fn status_str_names_every_status_and_any_other_int() {
    let all = [
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
        Status::TECHNIQUES_EXHAUSTED,
        Status::CURRENT_CONTRADICTS_PUZZLE,
        Status::INVALID_CANDIDATES,
        Status::CAPACITY_TOO_SMALL,
        Status::ALREADY_SOLVED,
        Status::UNKNOWN_SYMMETRY,
        Status::MIN_ABOVE_MAX,
        Status::INVALID_PATTERN,
        Status::PATTERN_BREAKS_SYMMETRY,
        Status::PATTERN_OUTSIDE_GIVEN_BOUNDS,
        Status::PARSE_ERROR,
        Status::UNSUPPORTED_RULE,
        Status::INVALID_RULES,
        Status::UNSATISFIABLE_RULES,
        Status::INVALID_VALUE,
        Status::GRID_BREAKS_RULE,
        Status::SYMMETRY_BREAKS_RULES,
        Status::INVALID_LAYOUT,
        Status::NOT_RATED,
        Status::NOT_TEACHABLE,
        Status::RULES_NOT_ON_SCALE,
    ];
    let mut seen = Vec::new();
    for (value, status) in all.iter().enumerate() {
        assert_eq!(*status as i32, value as i32, "codes are fixed");
        let name = text(sudoku_status_str(value as i32));
        assert!(!name.is_empty() && name != "unknown status", "{status:?}");
        assert!(!seen.contains(&name), "two statuses share {name:?}");
        seen.push(name);
    }
    for other in [-1, 31, 32, 7000, i32::MIN, i32::MAX] {
        assert_eq!(text(sudoku_status_str(other)), "unknown status");
    }
}

#[test]
fn version_is_the_package_version() {
    assert_eq!(text(sudoku_version()), env!("CARGO_PKG_VERSION"));
}
