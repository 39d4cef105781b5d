//! Crafted worst cases (tests/data/adversarial.txt): every one is decided,
//! with the expected status and checked solutions, by every solving function,
//! on the test thread and again on a thread with only a 16 KiB stack, which
//! bounds the stack the library may use.
//!
//! How long they take is the benchmark's business, not a test's; but the
//! hostile grids carry a guess budget they must be decided within, so that
//! a search that grows long again fails fast.

mod common;

use common::{assert_solution_of, fresh_report, repo};
use sudoku::ffi::*;

/// The smallest stack every call must fit in, with room to spare for the test
/// code around it.
const SMALL_STACK: usize = 16 * 1024;

struct Case {
    line: usize,
    puzzle: [u8; 81],
    expect: Status,
    /// The exact number of solutions, when the file gives it.
    solutions: Option<u32>,
    /// What the first row of the solution must read, when the file says.
    first_row: Option<String>,
    /// The guesses within which the case must be decided, when the file
    /// gives them.
    budget: Option<u64>,
}

/// Reads the file: puzzles, with `# expect:`, `# solutions:`,
/// `# first row:` and `# guess budget:` directives.
fn cases() -> Vec<Case> {
    let path = repo().join("tests/data/adversarial.txt");
    let text = std::fs::read_to_string(&path).expect("read tests/data/adversarial.txt");
    let mut expect = None;
    let mut solutions = None;
    let mut first_row: Option<String> = None;
    let mut budget = None;
    let mut cases = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if let Some(what) = line.strip_prefix("# expect:") {
            expect = Some(match what.trim() {
                "unique" => Status::OK,
                "multiple" => Status::MULTIPLE_SOLUTIONS,
                "none" => Status::NO_SOLUTION,
                other => panic!("line {}: unknown expectation {other:?}", index + 1),
            });
            first_row = None;
            budget = None;
        } else if let Some(n) = line.strip_prefix("# solutions:") {
            solutions = Some(n.trim().parse().expect("a solution count"));
        } else if let Some(row) = line.strip_prefix("# first row:") {
            first_row = Some(row.trim().to_string());
        } else if let Some(n) = line.strip_prefix("# guess budget:") {
            budget = Some(n.trim().parse().expect("a number of guesses"));
        } else if !line.is_empty() && !line.starts_with('#') {
            let puzzle: [u8; 81] = line
                .as_bytes()
                .try_into()
                .unwrap_or_else(|_| panic!("line {}: not 81 cells", index + 1));
            cases.push(Case {
                line: index + 1,
                puzzle,
                expect: expect.expect("an '# expect:' line before the first puzzle"),
                solutions: solutions.take(),
                first_row: first_row.clone(),
                budget,
            });
        }
    }
    cases
}

fn count(puzzle: &[u8; 81], limit: u32) -> u32 {
    let mut found = u32::MAX;
    // SAFETY: 81 readable bytes; `found` is writable.
    let status = unsafe { sudoku_count_solutions(puzzle.as_ptr().cast(), limit, &mut found) };
    assert_eq!(status, Status::OK);
    found
}

/// The number of solutions a case's status says the search sees.
fn seen(expect: Status) -> u32 {
    match expect {
        Status::OK => 1,
        Status::MULTIPLE_SOLUTIONS => 2,
        _ => 0,
    }
}

/// Solves and counts within the case's guess budget, so that a search that
/// grows long again fails here, fast, rather than taking seconds below.
fn decide_within_budget(case: &Case, budget: u64, at: &str) {
    let puzzle = &case.puzzle;
    let options = Options {
        guess_budget: budget,
        ..sudoku_options_default()
    };
    let mut report = fresh_report();
    let mut grid = *puzzle;
    // SAFETY: 81 writable bytes; whole options and report structs.
    let status = unsafe { sudoku_solve_ex(grid.as_mut_ptr().cast(), &options, &mut report) };
    assert_eq!(
        status, case.expect,
        "{at}: sudoku_solve_ex within {budget} guesses"
    );
    assert!(report.guesses <= budget);
    let mut found = u32::MAX;
    let mut report = fresh_report();
    // SAFETY: 81 readable bytes; `found` and the report are writable.
    let status = unsafe {
        sudoku_count_solutions_ex(puzzle.as_ptr().cast(), 2, budget, &mut found, &mut report)
    };
    assert_eq!(status, Status::OK, "{at}: count within {budget} guesses");
    assert_eq!(
        found,
        seen(case.expect),
        "{at}: count within {budget} guesses"
    );
}

/// Every solving function on one case, with independent checks.
fn decide(case: &Case) {
    let at = format!("adversarial.txt line {}", case.line);
    let puzzle = &case.puzzle;
    // SAFETY (all calls below): 81-byte buffers, valid out-pointers, NULL
    // where allowed.
    let mut cell = -1;
    assert_eq!(
        unsafe { sudoku_check(puzzle.as_ptr().cast(), &mut cell) },
        Status::OK,
        "{at}: givens must be consistent"
    );
    if let Some(budget) = case.budget {
        decide_within_budget(case, budget, &at);
    }

    let mut grid = *puzzle;
    let status = unsafe { sudoku_solve(grid.as_mut_ptr().cast()) };
    assert_eq!(status, case.expect, "{at}: sudoku_solve");
    if status == Status::OK {
        assert_solution_of(puzzle, &grid);
        if let Some(row) = &case.first_row {
            assert_eq!(&grid[..9], row.as_bytes(), "{at}: first row");
        }
    } else {
        assert_eq!(&grid, puzzle, "{at}: grid changed on {status:?}");
    }
    let unique_solution = grid;

    let mut report = fresh_report();
    let mut grid = *puzzle;
    let status =
        unsafe { sudoku_solve_ex(grid.as_mut_ptr().cast(), std::ptr::null(), &mut report) };
    assert_eq!(status, case.expect, "{at}: sudoku_solve_ex");
    assert_eq!(report.status, status);
    assert_eq!(report.cell, -1);
    let seen = seen(case.expect);
    assert_eq!(report.solutions, seen, "{at}: report.solutions");
    assert_eq!(grid, unique_solution, "{at}: sudoku_solve_ex differs");

    // Any one solution, when there is one.
    let first = Options {
        mode: Mode::First as i32,
        ..sudoku_options_default()
    };
    let mut grid = *puzzle;
    let status = unsafe { sudoku_solve_ex(grid.as_mut_ptr().cast(), &first, std::ptr::null_mut()) };
    if case.expect == Status::NO_SOLUTION {
        assert_eq!(status, Status::NO_SOLUTION, "{at}: first mode");
        assert_eq!(&grid, puzzle);
    } else {
        assert_eq!(status, Status::OK, "{at}: first mode");
        assert_solution_of(puzzle, &grid);
    }

    assert_eq!(count(puzzle, 2), seen, "{at}: count up to 2");
    if let Some(n) = case.solutions {
        // The count stops at the limit, and finds them all past it.
        assert_eq!(count(puzzle, n), n, "{at}: count up to {n}");
        assert_eq!(count(puzzle, n + 1), n, "{at}: count up to {}", n + 1);
        assert_eq!(count(puzzle, n / 2), n / 2, "{at}: count up to {}", n / 2);
    }
}

#[test]
fn file_holds_every_kind_of_case() {
    let cases = cases();
    let givens = |c: &Case| c.puzzle.iter().filter(|&&b| b != b'.').count();
    // The worst orders for a backtracking solver.
    assert!(cases
        .iter()
        .any(|c| c.first_row.as_deref() == Some("987654321") && c.puzzle[..9] == [b'.'; 9]));
    // The empty grid and near-empty ones, solvable and not.
    assert!(cases.iter().any(|c| givens(c) == 0));
    for n in 1..=5 {
        assert!(
            cases
                .iter()
                .any(|c| givens(c) == n && c.expect == Status::MULTIPLE_SOLUTIONS),
            "no near-empty grid with {n} givens"
        );
    }
    assert!(cases
        .iter()
        .any(|c| givens(c) <= 5 && c.expect == Status::NO_SOLUTION));
    // Thousands of solutions.
    assert!(cases.iter().any(|c| c.solutions.is_some_and(|n| n >= 1000)));
    assert!(cases.iter().filter(|c| c.expect == Status::OK).count() >= 10);
    // Hostile grids, bounded: with no solution, and with several.
    for expect in [Status::NO_SOLUTION, Status::MULTIPLE_SOLUTIONS] {
        assert!(cases
            .iter()
            .any(|c| c.budget.is_some() && c.expect == expect));
    }
}

#[test]
fn every_case_is_decided() {
    for case in cases() {
        decide(&case);
    }
}

#[test]
fn every_case_is_decided_on_a_16_kib_stack() {
    let cases = cases();
    std::thread::Builder::new()
        .name("small-stack".into())
        .stack_size(sudoku_test_support::stack_bound(SMALL_STACK))
        .spawn(move || {
            for case in &cases {
                decide(case);
            }
        })
        .expect("spawn a thread with a 16 KiB stack")
        .join()
        .expect("a case failed, or overflowed the 16 KiB stack");
}

/// A sparse grid with no solution: of about 800,000 grids built by adding
/// random givens until none was left, the one whose search took the most
/// guesses, about 650; the search now starts over after 256 and decides it
/// there.
const LONG_SEARCH_NO_SOLUTION: &[u8; 81] =
    b"87...4.....5..6.4..........468...7.2....7..............3.1.....6.7..2.....2...86.";

/// A grid found the same way that took a search of 541,583 guesses before
/// the search could guess between the two cells of a house; it now takes
/// one.
const ONCE_LONG_NO_SOLUTION: &[u8; 81] =
    b"......2........1..............36.4........5...8...1.....5.14..........2.........6";

/// A sparse grid with no solution that fuzzing found, which once took a
/// search of 3 million guesses; the triad rule now refutes it at once.
const FUZZED_NO_SOLUTION: &[u8; 81] =
    b"..............2..5..0............3...2.5.7........39.......1..2..3..............7";

#[test]
fn a_guess_budget_bounds_a_long_search() {
    let mut grid = *LONG_SEARCH_NO_SOLUTION;
    let mut options = sudoku_options_default();
    options.guess_budget = 100;
    let mut report = fresh_report();
    // SAFETY: 81 writable bytes; whole options and report structs.
    let status = unsafe { sudoku_solve_ex(grid.as_mut_ptr().cast(), &options, &mut report) };
    assert_eq!(status, Status::BUDGET_EXHAUSTED);
    assert_eq!(report.status, Status::BUDGET_EXHAUSTED);
    assert_eq!(report.guesses, 100);
    assert_eq!(
        &grid, LONG_SEARCH_NO_SOLUTION,
        "grid written on a run-out budget"
    );
}

#[test]
fn a_long_search_decides_a_sparse_grid_with_no_solution() {
    for puzzle in [
        LONG_SEARCH_NO_SOLUTION,
        ONCE_LONG_NO_SOLUTION,
        FUZZED_NO_SOLUTION,
    ] {
        let mut grid = *puzzle;
        // SAFETY: 81 writable bytes.
        let status = unsafe { sudoku_solve(grid.as_mut_ptr().cast()) };
        assert_eq!(status, Status::NO_SOLUTION);
        assert_eq!(&grid, puzzle, "grid written on no solution");
    }
}
