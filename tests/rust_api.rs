//! The safe Rust API as a Rust program uses it: the batch function against
//! one call per puzzle, and the error types as std errors whose texts are
//! those the C library gives for the same status.

mod common;

use std::error::Error;
use std::ffi::CStr;

use common::{assert_solution_of, sample_puzzles};
use sudoku::ffi::{sudoku_status_str, Status};
use sudoku::{GridError, SolveError, SolveMode, SolveOptions, TextError};

#[test]
fn solve_batch_equals_solve_for_any_thread_count() {
    let puzzles = sample_puzzles(60);
    assert!(puzzles.len() > 400);
    for options in [
        SolveOptions::default(),
        SolveOptions {
            mode: SolveMode::First,
            guess_budget: 50,
        },
    ] {
        let serial: Vec<_> = puzzles
            .iter()
            .map(|p| sudoku::solve(p, options).0)
            .collect();
        for threads in [1, 2, 3, 0] {
            assert_eq!(sudoku::solve_batch(&puzzles, options, threads), serial);
        }
        let solved = serial.iter().filter(|r| r.is_ok()).count();
        assert!(solved > 100 && solved < puzzles.len(), "{solved}");
    }
    for (puzzle, result) in puzzles
        .iter()
        .zip(sudoku::solve_batch(&puzzles, Default::default(), 0))
    {
        if let Ok(solution) = result {
            assert_solution_of(puzzle, &solution);
        }
    }
    assert!(sudoku::solve_batch(&[], SolveOptions::default(), 0).is_empty());
}

/// The C library's text for a status.
fn c_text(status: Status) -> String {
    let text = sudoku_status_str(status as i32);
    // SAFETY: sudoku_status_str returns a static NUL-terminated string.
    unsafe { CStr::from_ptr(text) }
        .to_str()
        .unwrap()
        .to_string()
}

#[test]
fn error_texts_are_the_c_status_texts() {
    let cases: [(Box<dyn Error>, Status, &str); 7] = [
        (
            Box::new(GridError::InvalidCharacter { cell: 80 }),
            Status::INVALID_CHARACTER,
            " at cell 80 (row 9, column 9)",
        ),
        (
            Box::new(GridError::ConflictingGivens { cell: 10 }),
            Status::CONFLICTING_GIVENS,
            " at cell 10 (row 2, column 2)",
        ),
        (Box::new(SolveError::NoSolution), Status::NO_SOLUTION, ""),
        (
            Box::new(SolveError::MultipleSolutions),
            Status::MULTIPLE_SOLUTIONS,
            "",
        ),
        (
            Box::new(SolveError::BudgetExhausted),
            Status::BUDGET_EXHAUSTED,
            "",
        ),
        (
            Box::new(TextError::InvalidCharacter),
            Status::INVALID_CHARACTER,
            "",
        ),
        (
            Box::new(TextError::InvalidLength),
            Status::INVALID_LENGTH,
            "",
        ),
    ];
    for (err, status, suffix) in cases {
        assert_eq!(err.to_string(), format!("{}{suffix}", c_text(status)));
        assert!(err.source().is_none());
    }
    let wrapped = SolveError::from(GridError::ConflictingGivens { cell: 3 });
    assert_eq!(
        wrapped.to_string(),
        GridError::ConflictingGivens { cell: 3 }.to_string()
    );
}

#[test]
fn errors_work_with_the_question_mark_operator() {
    fn first_row(text: &str) -> Result<String, Box<dyn Error>> {
        let grid = sudoku::parse_text(text.as_bytes())?;
        let solution = sudoku::solve(&grid, SolveOptions::default()).0?;
        Ok(String::from_utf8(solution[..9].to_vec())?)
    }
    let puzzle =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    assert_eq!(first_row(puzzle).unwrap(), "534678912");
    assert_eq!(
        first_row("12").unwrap_err().to_string(),
        "the text does not hold exactly one value a cell (81 for 9x9)"
    );
    assert_eq!(
        first_row(&".".repeat(81)).unwrap_err().to_string(),
        "the puzzle has more than one solution"
    );
}
