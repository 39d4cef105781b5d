//! What the program says when something is wrong, or when there is nothing
//! to do: each message names what it found and where.

mod common;

use common::{stdout, sudoku, PUZZLE, SOLUTION};

fn stderr_of(args: &[&str], stdin: &str) -> (Option<i32>, String) {
    let out = sudoku(args, stdin);
    (out.status.code(), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn a_line_too_long_says_how_long() {
    for (line, length) in [(format!("{PUZZLE}1"), 82), (PUZZLE[..80].to_string(), 80)] {
        let said = stdout(&["check"], &line);
        assert_eq!(
            said.trim_end(),
            format!("the puzzle has {length} characters; a puzzle on one line has 81")
        );
    }
}

#[test]
fn binary_garbage_names_the_cell() {
    let out = sudoku(&["check", "--json"], "53.\u{1}\u{7f}..\n");
    let object: serde_json::Value =
        serde_json::from_str(String::from_utf8(out.stdout).unwrap().trim()).unwrap();
    assert_eq!(object["status"], "INVALID_CHARACTER");
    assert_eq!(object["cell"], 3);
    let error = object["error"].as_str().unwrap();
    assert!(
        error.contains("byte 0x01 at cell 3 (row 1, column 4)"),
        "{error}"
    );
}

#[test]
fn render_of_an_empty_input_says_there_is_no_puzzle() {
    let (code, said) = stderr_of(&["render", "--svg"], "");
    assert_eq!(code, Some(2));
    assert_eq!(said, "sudoku: the input holds no puzzle\n");
    let (_, said) = stderr_of(
        &["render", "--text", "--number", "3"],
        &format!("{PUZZLE}\n"),
    );
    assert!(
        said.contains("the input holds 1 puzzle; --number 3 asks for puzzle 3"),
        "{said}"
    );
}

#[test]
fn bounds_the_wrong_way_round_say_so() {
    let (code, said) = stderr_of(&["generate", "--rating", "7-5"], "");
    assert_eq!(code, Some(2));
    assert!(
        said.contains("--rating 7-5: the minimum 7.0 is above the maximum 5.0"),
        "{said}"
    );
    let (_, said) = stderr_of(&["generate", "--givens", "30-25"], "");
    assert!(
        said.contains("the minimum 30 is above the maximum 25"),
        "{said}"
    );
}

#[test]
fn a_flag_mistake_points_to_the_commands_help() {
    for (args, command) in [
        (&["solve", "--frob"][..], "solve"),
        (&["count", "--limit", "many"], "count"),
        (&["generate", "--symmetry", "sideways"], "generate"),
    ] {
        let (code, said) = stderr_of(args, PUZZLE);
        assert_eq!(code, Some(2), "{args:?}");
        assert!(
            said.ends_with(&format!("Run 'sudoku {command} --help' for its flags.\n")),
            "{args:?}: {said}"
        );
    }
}

#[test]
fn json_cuts_the_echo_of_a_huge_line_and_says_so() {
    let huge = "7".repeat(1_000_000);
    let said = stdout(&["solve", "--json"], &huge);
    assert!(said.len() < 1000, "{} bytes echoed", said.len());
    let object: serde_json::Value = serde_json::from_str(said.trim()).unwrap();
    assert_eq!(object["puzzle"], "7".repeat(100));
    assert_eq!(object["puzzle_cut"], true);
    assert_eq!(object["puzzle_chars"], 1_000_000);
    assert_eq!(object["status"], "INVALID_LENGTH");
}

#[test]
fn rate_of_a_solved_grid_says_it_is_solved() {
    assert_eq!(stdout(&["rate"], SOLUTION), "the grid is already solved\n");
    let said = stdout(&["rate", "--json"], SOLUTION);
    assert!(said.contains("\"status\":\"ALREADY_SOLVED\""), "{said}");
}

/// The candidates of each cell of PUZZLE, computed here: the digits no
/// given of its row, column or box holds (a given's cell: the given).
fn marks_of(puzzle: &str) -> Vec<String> {
    let p = puzzle.as_bytes();
    (0..81)
        .map(|cell| {
            if p[cell].is_ascii_digit() && p[cell] != b'0' {
                return (p[cell] as char).to_string();
            }
            let (row, col) = (cell / 9, cell % 9);
            let seen = |d: u8| {
                (0..81).any(|other| {
                    let (r, c) = (other / 9, other % 9);
                    let peer = r == row || c == col || (r / 3 == row / 3 && c / 3 == col / 3);
                    peer && other != cell && p[other] == d
                })
            };
            (b'1'..=b'9')
                .filter(|&d| !seen(d))
                .map(char::from)
                .collect()
        })
        .collect()
}

fn as_729(marks: &[String]) -> String {
    marks
        .iter()
        .map(|cell| {
            (b'1'..=b'9')
                .map(|d| {
                    if cell.contains(d as char) {
                        d as char
                    } else {
                        '.'
                    }
                })
                .collect::<String>()
        })
        .collect()
}

#[test]
fn hint_takes_pencil_marks_in_both_forms() {
    let marks = marks_of(PUZZLE);
    let plain = stdout(&["hint"], PUZZLE);
    let fields = marks.join(" ");
    for form in [as_729(&marks), fields] {
        assert_eq!(stdout(&["hint", "--current", &form], PUZZLE), plain);
    }
    // Cell 2 (r1c3) is 4 in the solution: without that mark, the hint names
    // the missing candidate, in both forms.
    let mut missing = marks.clone();
    missing[2] = missing[2].replace('4', "");
    assert_eq!(SOLUTION.as_bytes()[2], b'4');
    for form in [as_729(&missing), missing.join(" ")] {
        let said = stdout(&["hint", "--current", &form], PUZZLE);
        assert_eq!(said, "Missing candidate: r1c3 can still be 4\n");
    }
    // A cell with one digit is filled: a wrong one is named as a mistake.
    let mut wrong = marks.clone();
    wrong[2] = "1".into();
    let said = stdout(&["hint", "--current", &wrong.join(" ")], PUZZLE);
    assert!(said.contains("r1c3"), "{said}");
    let (code, said) = stderr_of(&["hint", "--current", "12 3"], PUZZLE);
    assert_eq!(code, Some(2));
    assert!(said.contains("not 4 characters in 2 fields"), "{said}");
}

#[test]
fn symmetry_names_in_both_spellings_and_a_refusal_lists_them() {
    let hyphen = stdout(
        &["generate", "2", "--seed", "4", "--symmetry", "rotate-180"],
        "",
    );
    let underscore = stdout(
        &["generate", "2", "--seed", "4", "--symmetry", "rotate_180"],
        "",
    );
    assert_eq!(hyphen, underscore);
    let (code, said) = stderr_of(&["generate", "--symmetry", "spiral"], "");
    assert_eq!(code, Some(2));
    for name in ["none", "rotate-180", "both-mirrors", "full"] {
        assert!(said.contains(name), "{said}");
    }
}
