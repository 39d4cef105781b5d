//! `sudoku canon`, `sudoku dedupe` and `sudoku count --threads`: forms
//! checked against test-support's brute-force minlex, classes found across
//! relabelled and transposed copies, and the same output for any thread
//! count.

mod common;

use common::{data_lines, stdout, sudoku, PUZZLE};
use sudoku_test_support::brute_force_minlex;

/// `puzzle` with its digits relabelled (d -> 10 - d) and transposed: an
/// equivalent puzzle, made without the library.
fn moved(puzzle: &str) -> String {
    let bytes = puzzle.as_bytes();
    (0..81)
        .map(|i| match bytes[i % 9 * 9 + i / 9] {
            d @ b'1'..=b'9' => char::from(b'9' + b'1' - d),
            other => char::from(other),
        })
        .collect()
}

#[test]
fn canon_prints_the_brute_force_form_with_dots() {
    let (form, _) = brute_force_minlex(PUZZLE.as_bytes().try_into().unwrap());
    let want: String = form
        .iter()
        .map(|&b| if b == b'0' { '.' } else { char::from(b) })
        .collect();
    let input = format!("{PUZZLE}\n{}\n", moved(PUZZLE));
    assert_eq!(stdout(&["canon"], &input), format!("{want}\n{want}\n"));
    let pattern = stdout(&["canon", "--pattern"], &input);
    let lines: Vec<&str> = pattern.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0], lines[1]);
    assert!(lines[0].chars().all(|c| c == '.' || c == 'x'));
    let json = stdout(&["canon", "--json"], &format!("{PUZZLE}\n"));
    assert!(json.contains("\"automorphisms\":1"), "{json}");
    let bad = stdout(&["canon"], &format!("{}?\n", &PUZZLE[..80]));
    assert!(
        bad.starts_with("invalid character in grid at cell 80"),
        "{bad}"
    );
}

#[test]
fn dedupe_keeps_the_first_of_each_class_for_any_thread_count() {
    let puzzles = data_lines("tests/data/17_clue.txt");
    let puzzles = &puzzles[..60];
    // Every third puzzle again, moved, after all the originals.
    let mut input: Vec<String> = puzzles.to_vec();
    input.extend(puzzles.iter().step_by(3).map(|p| moved(p)));
    input.push(PUZZLE.to_string());
    let text = input.join("\n") + "\n";
    let serial = sudoku(&["dedupe"], &text);
    assert!(serial.status.success());
    let kept = String::from_utf8(serial.stdout.clone()).unwrap();
    let want = puzzles.join("\n") + "\n" + PUZZLE + "\n";
    assert_eq!(kept, want);
    let report = String::from_utf8(serial.stderr.clone()).unwrap();
    assert_eq!(
        report.trim(),
        "81 puzzles, 61 classes: 41 of size 1, 20 of size 2"
    );
    for threads in ["0", "2", "3"] {
        let out = sudoku(&["dedupe", "--threads", threads], &text);
        assert_eq!(
            (out.stdout, out.stderr),
            (serial.stdout.clone(), serial.stderr.clone())
        );
    }
}

#[test]
fn count_threads_prints_what_count_prints() {
    let mut lines = data_lines("tests/data/serg_multiple_solutions.txt")[..50].to_vec();
    lines.extend_from_slice(&data_lines("tests/data/17_clue.txt")[..50]);
    lines.push(format!("{}?", &PUZZLE[..80]));
    let text = lines.join("\n") + "\n";
    let serial = stdout(&["count", "--limit", "3"], &text);
    assert!(serial.contains("3\n") && serial.contains("1\n"));
    for threads in ["0", "1", "2"] {
        assert_eq!(
            stdout(&["count", "--limit", "3", "--threads", threads], &text),
            serial
        );
    }
}

#[test]
fn dedupe_keeps_what_follows_a_kept_puzzle_on_its_line() {
    // The duplicate comes first here, so the kept line is the second one
    // of the input only if rests were attached to the wrong puzzles.
    let input = format!("{PUZZLE}\t# first\n{} # second\n", moved(PUZZLE));
    let out = sudoku(&["dedupe"], &input);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("{PUZZLE}\t# first\n")
    );
}
