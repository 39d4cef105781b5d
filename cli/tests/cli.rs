//! The `sudoku` program run as users run it: arguments, standard input and
//! files in; standard output, standard error and the exit status checked.
//! Solutions are checked by a checker of this file, not by the library.

mod common;

use common::{data_lines, is_solution_of, repo, stdout, sudoku, PUZZLE, SOLUTION};

/// The status names that include/sudoku.h defines (without SUDOKU_).
fn header_status_names() -> Vec<String> {
    let header = std::fs::read_to_string(repo().join("include/sudoku.h")).expect("sudoku.h");
    header
        .lines()
        .filter_map(|line| {
            let name = line.trim().strip_prefix("SUDOKU_")?;
            let (name, value) = name.split_once(" = ")?;
            value.trim_end_matches(',').parse::<i32>().ok()?;
            Some(name.to_string())
        })
        .collect()
}

#[test]
fn solves_the_example_file_as_every_example_does() {
    let puzzles = data_lines("examples/puzzles.txt");
    let expected = data_lines("examples/puzzles.expected");
    let got = stdout(&["solve", "examples/puzzles.txt"], "");
    let got: Vec<&str> = got.lines().collect();
    assert_eq!(got.len(), expected.len());
    let mut solved = 0;
    for ((puzzle, want), line) in puzzles.iter().zip(&expected).zip(&got) {
        // A refused grid is also told where: "... at cell N (row R, column C)".
        let same = line == want || line.starts_with(&format!("{want} at cell "));
        assert!(same, "for {puzzle}: got {line:?}, expected {want:?}");
        if want.len() == 81 {
            assert!(is_solution_of(puzzle, line), "{puzzle} -> {line}");
            solved += 1;
        }
    }
    assert!(solved >= 20);
}

#[test]
fn threads_give_the_same_output() {
    for file in [
        "tests/data/magictour_top1465.txt",
        "tests/data/serg_multiple_solutions.txt",
        "examples/puzzles.txt",
    ] {
        let serial = stdout(&["solve", file], "");
        for threads in ["1", "2", "0"] {
            assert_eq!(
                stdout(&["solve", "--threads", threads, file], ""),
                serial,
                "{file}"
            );
        }
        assert!(serial.lines().count() >= 30);
    }
}

#[test]
fn reads_standard_input_with_bom_crlf_and_comments() {
    let input = format!("\u{feff}# one puzzle\r\n\r\n{PUZZLE}\r\n");
    assert_eq!(stdout(&["solve"], &input), format!("{SOLUTION}\n"));
    assert_eq!(stdout(&["solve", "-"], &input), format!("{SOLUTION}\n"));
}

#[test]
fn recognises_grid_shaped_input_without_a_flag() {
    let rows: String = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|row| format!("{}\r\n", std::str::from_utf8(row).unwrap()))
        .collect();
    let boxed = stdout(&["render", "--text"], PUZZLE);
    assert!(boxed.starts_with("+-------+"), "{boxed}");
    let input = format!("{rows}\n{boxed}\n{PUZZLE}\n");
    assert_eq!(
        stdout(&["solve"], &input),
        format!("{SOLUTION}\n").repeat(3)
    );
    // The solution drawn as a grid reads back as itself.
    let grid = stdout(&["solve", "--grid"], PUZZLE);
    assert_eq!(grid.lines().count(), 10);
    assert_eq!(stdout(&["solve"], &grid), format!("{SOLUTION}\n"));
}

#[test]
fn json_lines_name_the_c_status_codes() {
    let names = header_status_names();
    assert!(
        names.contains(&"MULTIPLE_SOLUTIONS".to_string()),
        "{names:?}"
    );
    let out = stdout(&["solve", "--json", "examples/puzzles.txt"], "");
    let mut statuses = Vec::new();
    for line in out.lines() {
        assert!(
            line.starts_with("{\"line\":") && line.ends_with('}'),
            "{line}"
        );
        let status = line
            .split("\"status\":\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .expect("a status field");
        assert!(
            names.iter().any(|n| n == status),
            "{status} not in sudoku.h"
        );
        statuses.push(status.to_string());
    }
    for wanted in [
        "OK",
        "MULTIPLE_SOLUTIONS",
        "NO_SOLUTION",
        "CONFLICTING_GIVENS",
        "INVALID_CHARACTER",
    ] {
        assert!(statuses.iter().any(|s| s == wanted), "no {wanted}");
    }
    let one = stdout(&["solve", "--json"], PUZZLE);
    assert_eq!(
        one,
        format!("{{\"line\":1,\"puzzle\":\"{PUZZLE}\",\"status\":\"OK\",\"solution\":\"{SOLUTION}\"}}\n")
    );
    let conflict = format!("55{}", &PUZZLE[2..]);
    let checked = stdout(&["check", "--json"], &conflict);
    assert!(
        checked.contains("\"status\":\"CONFLICTING_GIVENS\""),
        "{checked}"
    );
    assert!(checked.ends_with(",\"cell\":1}\n"), "{checked}");
    let counted = stdout(&["count", "--json", "--limit", "3"], &".".repeat(81));
    assert!(
        counted.ends_with("\"status\":\"OK\",\"count\":3,\"limit\":3}\n"),
        "{counted}"
    );
}

#[test]
fn check_names_the_offending_cell() {
    let conflict = format!("55{}", &PUZZLE[2..]);
    let bad_char = format!("{}x?", &PUZZLE[..79]);
    let input = format!("{PUZZLE}\n{conflict}\n{bad_char}\n");
    assert_eq!(
        stdout(&["check"], &input),
        "ok\n\
         two equal givens share a row, column or box at cell 1 (row 1, column 2)\n\
         invalid character in grid at cell 80 (row 9, column 9)\n"
    );
}

#[test]
fn count_stops_at_the_limit() {
    let input = format!("{PUZZLE}\n{}\n", ".".repeat(81));
    assert_eq!(stdout(&["count"], &input), "1\n2\n");
    assert_eq!(stdout(&["count", "--limit", "7"], &input), "1\n7\n");
    assert_eq!(
        sudoku(&["count", "--limit", "0"], &input).status.code(),
        Some(2)
    );
}

#[test]
fn first_and_budget_change_how_a_puzzle_is_solved() {
    let empty = ".".repeat(81);
    assert_eq!(
        stdout(&["solve"], &empty),
        "the puzzle has more than one solution\n"
    );
    let any = stdout(&["solve", "--first"], &empty);
    assert!(is_solution_of(&empty, any.trim_end()), "{any}");
    // The hardest known for backtracking needs far more than one guess.
    let hard = "......7....71.9...68..7......1.6.9..84.....2.........43..2...5...8.1.6.......5..3";
    assert_eq!(
        stdout(&["solve", "--budget", "1"], hard),
        "the guess budget ran out\n"
    );
}

#[test]
fn render_draws_an_svg_with_every_digit() {
    let svg = stdout(&["render", "--svg"], PUZZLE);
    assert!(svg.starts_with("<?xml"), "{svg}");
    assert!(svg.trim_end().ends_with("</svg>"));
    let givens = PUZZLE.bytes().filter(u8::is_ascii_digit).count();
    assert_eq!(svg.matches("<text ").count(), givens);
    let with_solution = stdout(&["render", "--svg", "--solution"], PUZZLE);
    assert_eq!(with_solution.matches("<text ").count(), 81);
    // --number picks a later puzzle.
    let second = stdout(
        &["render", "--text", "--number", "2"],
        &format!("{PUZZLE}\n{SOLUTION}\n"),
    );
    assert_eq!(stdout(&["solve"], &second), format!("{SOLUTION}\n"));
    // A puzzle without a unique solution cannot be drawn solved.
    let out = sudoku(&["render", "--svg", "--solution"], &".".repeat(81));
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("more than one solution"));
    assert_eq!(sudoku(&["render"], PUZZLE).status.code(), Some(2));
}

#[test]
fn version_and_help() {
    let version = stdout(&["--version"], "");
    assert_eq!(
        version,
        format!("sudoku {0} (libsudoku {0})\n", env!("CARGO_PKG_VERSION"))
    );
    let overview = stdout(&["--help"], "");
    for command in [
        "solve", "check", "count", "generate", "rate", "hint", "explain", "render", "book",
        "canon", "dedupe",
    ] {
        assert!(overview.contains(&format!("\n  {command} ")), "{overview}");
        let help = stdout(&[command, "--help"], "");
        assert!(
            help.starts_with(&format!("usage: sudoku {command} ")),
            "{help}"
        );
    }
}

#[test]
fn bad_usage_and_unreadable_input_exit_2() {
    for args in [
        &["frobnicate"][..],
        &["solve", "--nope"],
        &["solve", "--threads", "many"],
        &["solve", "a.txt", "b.txt"],
        &["solve", "no/such/file.txt"],
        &[],
    ] {
        let out = sudoku(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?} says nothing");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

/// The man page documents every command and every flag the program has.
#[test]
fn man_page_covers_every_command_and_flag() {
    let page = std::fs::read_to_string(repo().join("cli/sudoku.1")).expect("cli/sudoku.1");
    assert!(page.contains(&format!("\"libsudoku {}\"", env!("CARGO_PKG_VERSION"))));
    let overview = stdout(&["--help"], "");
    let commands: Vec<&str> = overview
        .lines()
        .skip_while(|line| *line != "Commands:")
        .skip(1)
        .take_while(|line| !line.is_empty())
        .map(|line| line.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(
        commands,
        [
            "solve", "check", "count", "generate", "rate", "hint", "explain", "render", "book",
            "canon", "dedupe"
        ]
    );
    for command in commands {
        assert!(
            page.contains(&format!(".B {command}\n")),
            "{command} missing"
        );
        let help = stdout(&[command, "--help"], "");
        for flag in help
            .lines()
            .filter_map(|line| line.trim_start().strip_prefix("--"))
            .map(|rest| rest.split_whitespace().next().unwrap())
        {
            // Flags are written \-\-name in roff, every hyphen escaped.
            let spelled = format!("\\-\\-{}", flag.replace('-', "\\-"));
            assert!(
                page.contains(&spelled),
                "{command} --{flag} missing from sudoku.1"
            );
        }
    }
}
