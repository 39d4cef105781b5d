//! What the tests of the `sudoku` program share: running it as users do,
//! and checks that do not use the library.

#![allow(dead_code)] // each test file uses its own part

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
pub const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

pub fn sudoku(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .current_dir(repo())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sudoku starts");
    // A program that stops before reading all of it closes the pipe: not
    // an error here, its exit status tells.
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes());
    child.wait_with_output().expect("sudoku runs")
}

/// Standard output of a run that must succeed.
pub fn stdout(args: &[&str], stdin: &str) -> String {
    let out = sudoku(args, stdin);
    assert!(
        out.status.success(),
        "sudoku {args:?} failed: {}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

pub fn data_lines(path: &str) -> Vec<String> {
    std::fs::read_to_string(repo().join(path))
        .expect("data file")
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(String::from)
        .collect()
}

/// Every row, column and box holds 1-9 once, and the givens are kept.
pub fn is_solution_of(puzzle: &str, solution: &str) -> bool {
    let s = solution.as_bytes();
    if s.len() != 81 || !s.iter().all(|b| (b'1'..=b'9').contains(b)) {
        return false;
    }
    let full = |cells: &mut dyn Iterator<Item = usize>| {
        let mut seen = 0u16;
        for cell in cells {
            seen |= 1 << (s[cell] - b'0');
        }
        seen == 0b11_1111_1110
    };
    let units_ok = (0..9).all(|u| {
        full(&mut (0..9).map(|k| u * 9 + k))
            && full(&mut (0..9).map(|k| k * 9 + u))
            && full(&mut (0..9).map(|k| (u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3))
    });
    units_ok
        && puzzle
            .bytes()
            .zip(s)
            .all(|(p, &c)| p == b'.' || p == b'0' || p == c)
}
