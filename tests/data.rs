//! Correctness over real puzzle sets: the samples in tests/data (taken from
//! ../shared/data by scripts/sample-data.py), solved through the C ABI.

mod common;

use common::{assert_solution_of, puzzles, repo};
use sudoku::ffi::{sudoku_solve, Status};

/// The status every puzzle of a file must get.
fn expected_status(file: &str) -> Status {
    match file {
        "serg_multiple_solutions.txt" => Status::MULTIPLE_SOLUTIONS,
        "unsolvable_10k.txt" => Status::NO_SOLUTION,
        _ => Status::OK,
    }
}

fn check_file(file: &str, at_least: usize) {
    let path = repo().join("tests/data").join(file);
    let all = puzzles(&path);
    assert!(all.len() >= at_least, "{file}: only {} puzzles", all.len());
    let want = expected_status(file);
    for (line, puzzle) in all.iter().enumerate() {
        let mut grid = *puzzle;
        // SAFETY: `grid` is 81 writable bytes.
        let status = unsafe { sudoku_solve(grid.as_mut_ptr().cast()) };
        let text = String::from_utf8_lossy(puzzle);
        assert_eq!(status, want, "{file} puzzle {line}: {text}");
        if status == Status::OK {
            assert_solution_of(puzzle, &grid);
        } else {
            assert_eq!(&grid, puzzle, "{file} puzzle {line} changed on failure");
        }
    }
}

#[test]
fn kaggle() {
    check_file("kaggle_10k.txt", 1000);
}

#[test]
fn minimal() {
    check_file("minimal_100k.txt", 1000);
}

#[test]
fn seventeen_clue() {
    check_file("17_clue.txt", 1000);
}

#[test]
fn magictour() {
    check_file("magictour_top1465.txt", 1000);
}

#[test]
fn forum_hardest_11plus() {
    check_file("forum_hardest_1905_11plus.txt", 1000);
}

#[test]
fn forum_hardest_1106_all() {
    check_file("forum_hardest_1106.txt", 375);
}

#[test]
fn multiple_solutions() {
    check_file("serg_multiple_solutions.txt", 1000);
}

#[test]
fn unsolvable() {
    check_file("unsolvable_10k.txt", 1000);
}
