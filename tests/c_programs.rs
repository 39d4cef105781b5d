//! The C and C++ programs: tests/c/test_api.c, tests/c/test_logic.c,
//! tests/c/test_generate.c, tests/c/test_canon.c, tests/c/test_variant.c,
//! tests/c/test_variant_logic.c,
//! tests/c/test_variant_generate.c,
//! tests/c/test_hodoku.c, tests/c/test_hodoku_path.c,
//! tests/c/test_cpp.cpp,
//! tests/cpp/test_hpp.cpp (the C++ wrapper), tests/cpp/test_rules_hpp.cpp
//! (its variant part),
//! tests/abi/test_abi_v1.c (built against the frozen 1.0.0 header) and the
//! examples/solve.c command, built against include/sudoku.h and this run's
//! libsudoku.so, and run. Also an independent check of
//! examples/puzzles.expected, which the solve.c test compares against.

mod common;

use std::ffi::CStr;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::sync::OnceLock;

use common::{assert_solution_of, build_c, build_cxx, lib_dir, out_dir, puzzles, repo, run};

const MULTIPLE_TEXT: &str = "the puzzle has more than one solution";
const NO_SOLUTION_TEXT: &str = "the puzzle has no solution";
const CONFLICT_TEXT: &str = "two equal givens share a row, column or box";
const INVALID_CHAR_TEXT: &str = "invalid character in grid";
const INVALID_LENGTH_TEXT: &str = "the text does not hold exactly one value a cell (81 for 9x9)";
const BUDGET_TEXT: &str = "the guess budget ran out";

fn stdout_of(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Panics with the program's output unless it exited with status 0.
fn assert_success(what: &str, out: &Output) {
    assert!(
        out.status.success(),
        "{what} failed ({}):\n{}{}",
        out.status,
        stdout_of(out),
        stderr_of(out)
    );
}

/// Checks a test program's closing line, "<name>: N passed, 0 failed".
fn assert_closing_line(name: &str, out: &Output) {
    let stdout = stdout_of(out);
    let last = stdout.lines().last().unwrap_or("");
    let counts = last
        .strip_prefix(&format!("{name}: "))
        .and_then(|rest| rest.strip_suffix(" passed, 0 failed"))
        .unwrap_or_else(|| panic!("bad closing line {last:?} in:\n{stdout}"));
    let passed: u32 = counts.parse().expect("a count of passed assertions");
    assert!(passed > 0, "no assertion ran");
    // Failed assertions print a line each; there must be none.
    assert!(!stdout.contains("FAILED"), "{stdout}");
}

#[test]
fn c_api_test_passes() {
    let exe = build_c(&["tests/c/test_api.c"], "test_api");
    let out = run(&exe, &[], None);
    assert_success("test_api", &out);
    assert_closing_line("c api", &out);
}

#[test]
fn c_logic_test_passes() {
    let exe = build_c(&["tests/c/test_logic.c"], "test_logic");
    let out = run(&exe, &[], None);
    assert_success("test_logic", &out);
    assert_closing_line("c logic", &out);
}

#[test]
fn c_generate_test_passes() {
    let exe = build_c(&["tests/c/test_generate.c"], "test_generate");
    let out = run(&exe, &[], None);
    assert_success("test_generate", &out);
    assert_closing_line("c generate", &out);
}

#[test]
fn c_canon_test_passes() {
    let exe = build_c(&["tests/c/test_canon.c"], "test_canon");
    let out = run(&exe, &[], None);
    assert_success("test_canon", &out);
    assert_closing_line("c canon", &out);
}

#[test]
fn c_variant_test_passes() {
    let exe = build_c(&["tests/c/test_variant.c"], "test_variant");
    let out = run(&exe, &[], None);
    assert_success("test_variant", &out);
    assert_closing_line("c variant", &out);
}

#[test]
fn c_variant_logic_test_passes() {
    let exe = build_c(&["tests/c/test_variant_logic.c"], "test_variant_logic");
    let out = run(&exe, &[], None);
    assert_success("test_variant_logic", &out);
    assert_closing_line("c variant logic", &out);
}

#[test]
fn c_variant_generate_test_passes() {
    let exe = build_c(
        &["tests/c/test_variant_generate.c"],
        "test_variant_generate",
    );
    let out = run(&exe, &[], None);
    assert_success("test_variant_generate", &out);
    assert_closing_line("c variant generate", &out);
}

#[test]
fn c_hodoku_test_passes() {
    let exe = build_c(&["tests/c/test_hodoku.c"], "test_hodoku");
    let out = run(&exe, &[], None);
    assert_success("test_hodoku", &out);
    assert_closing_line("c hodoku", &out);
}

#[test]
fn c_hodoku_path_test_passes() {
    let exe = build_c(&["tests/c/test_hodoku_path.c"], "test_hodoku_path");
    let out = run(&exe, &[], None);
    assert_success("test_hodoku_path", &out);
    assert_closing_line("c hodoku path", &out);
}

/// A program built against the frozen 1.0.0 header, run against this
/// library: old programs keep working.
#[test]
fn abi_v1_program_passes() {
    let exe = common::build(
        "CC",
        "cc",
        &["tests/abi/test_abi_v1.c"],
        "test_abi_v1",
        &["-std=c99", "-O1", "-g", "-Itests/abi"],
    );
    let out = run(&exe, &[], None);
    assert_success("test_abi_v1", &out);
    assert_closing_line("abi v1", &out);
}

/// The C++17 wrapper, include/sudoku.hpp, with exceptions and without (it
/// promises to work with -fno-exceptions; the test checks the flag took).
#[test]
fn cpp_wrapper_test_passes() {
    for (name, flags) in [
        ("test_hpp", &["-std=c++17", "-O1", "-g"][..]),
        (
            "test_hpp_no_exceptions",
            &[
                "-std=c++17",
                "-O1",
                "-g",
                "-fno-exceptions",
                "-DSUDOKU_TEST_NO_EXCEPTIONS",
            ][..],
        ),
    ] {
        let exe = common::build("CXX", "c++", &["tests/cpp/test_hpp.cpp"], name, flags);
        let out = run(&exe, &[], None);
        assert_success(name, &out);
        assert_closing_line("c++ wrapper", &out);
    }
}

/// The variant wrapper, include/sudoku_rules.hpp, with exceptions and
/// without, as sudoku.hpp.
#[test]
fn cpp_rules_wrapper_test_passes() {
    for (name, flags) in [
        ("test_rules_hpp", &["-std=c++17", "-O1", "-g"][..]),
        (
            "test_rules_hpp_no_exceptions",
            &[
                "-std=c++17",
                "-O1",
                "-g",
                "-fno-exceptions",
                "-DSUDOKU_TEST_NO_EXCEPTIONS",
            ][..],
        ),
    ] {
        let exe = common::build("CXX", "c++", &["tests/cpp/test_rules_hpp.cpp"], name, flags);
        let out = run(&exe, &[], None);
        assert_success(name, &out);
        assert_closing_line("c++ rules wrapper", &out);
    }
}

#[test]
fn cpp_api_test_passes() {
    let exe = build_cxx(&["tests/c/test_cpp.cpp"], "test_cpp", "-std=c++17");
    let out = run(&exe, &[], None);
    assert_success("test_cpp", &out);
    assert_closing_line("c++ api", &out);
}

// ---- examples/solve.c ----------------------------------------------------

/// Builds solve.c once for all the tests below, which run in parallel.
fn solve_exe() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| build_c(&["examples/solve.c"], "solve"))
}

fn solve(args: &[&str], stdin: Option<&[u8]>) -> Output {
    run(solve_exe(), args, stdin)
}

/// Runs solve.c and returns its standard output, asserting exit status 0.
fn solve_ok(args: &[&str], stdin: Option<&[u8]>) -> String {
    let out = solve(args, stdin);
    assert_success(&format!("solve {args:?}"), &out);
    stdout_of(&out)
}

/// examples/puzzles.expected without its `#` lines.
fn expected_output() -> String {
    let text = std::fs::read_to_string(repo().join("examples/puzzles.expected"))
        .expect("read examples/puzzles.expected");
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect()
}

fn example_puzzles() -> Vec<[u8; 81]> {
    puzzles(&repo().join("examples/puzzles.txt"))
}

#[test]
fn solve_output_matches_expected_file() {
    let out = solve(&["examples/puzzles.txt"], None);
    assert_success("solve examples/puzzles.txt", &out);
    assert_eq!(stdout_of(&out), expected_output());
    // The summary: totals, speed, and a count for each status seen.
    let stderr = stderr_of(&out);
    assert!(stderr.contains("36 puzzles in "), "{stderr}");
    assert!(stderr.contains("puzzles/s"), "{stderr}");
    for line in [
        "25 success",
        "4 the puzzle has more than one solution",
        "3 the puzzle has no solution",
        "2 two equal givens share a row, column or box",
        "2 invalid character in grid",
    ] {
        assert!(
            stderr.lines().any(|l| l.trim() == line),
            "summary lacks {line:?}:\n{stderr}"
        );
    }
    // Not a terminal: no progress line.
    assert!(!stderr.contains('\r'), "{stderr:?}");
}

#[test]
fn solve_reads_standard_input() {
    let input = std::fs::read(repo().join("examples/puzzles.txt")).unwrap();
    let expected = expected_output();
    assert_eq!(solve_ok(&[], Some(&input)), expected);
    assert_eq!(solve_ok(&["-"], Some(&input)), expected);
    // CRLF line ends, comments and blank lines are fine too.
    let crlf = String::from_utf8(input).unwrap().replace('\n', "\r\n");
    assert_eq!(solve_ok(&[], Some(crlf.as_bytes())), expected);
}

#[test]
fn solve_reports_lines_of_the_wrong_length() {
    let puzzle =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let solution =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let input = format!(
        "# comment\n\n{}\n{puzzle}\n{puzzle}5\n  {puzzle}  \n",
        &puzzle[1..]
    );
    assert_eq!(
        solve_ok(&[], Some(input.as_bytes())),
        format!("{INVALID_LENGTH_TEXT}\n{solution}\n{INVALID_LENGTH_TEXT}\n{solution}\n")
    );
}

/// The first problem a validity check must report, found independently.
fn first_problem(puzzle: &[u8; 81]) -> Option<(&'static str, usize)> {
    use sudoku_test_support::Problem;
    sudoku_test_support::first_problem(puzzle).map(|(problem, cell)| match problem {
        Problem::InvalidCharacter => (INVALID_CHAR_TEXT, cell),
        Problem::ConflictingGivens => (CONFLICT_TEXT, cell),
    })
}

#[test]
fn solve_check_validates_only() {
    let out = solve_ok(&["--check", "examples/puzzles.txt"], None);
    let lines: Vec<&str> = out.lines().collect();
    let puzzles = example_puzzles();
    assert_eq!(lines.len(), puzzles.len());
    for (puzzle, line) in puzzles.iter().zip(&lines) {
        let want = match first_problem(puzzle) {
            None => "ok".to_string(),
            Some((text, cell)) => format!("{text} at cell {cell}"),
        };
        assert_eq!(*line, want, "for {}", String::from_utf8_lossy(puzzle));
    }
    // Both kinds of problem occur in the file.
    assert!(lines.iter().any(|l| l.starts_with(CONFLICT_TEXT)));
    assert!(lines.iter().any(|l| l.starts_with(INVALID_CHAR_TEXT)));
    // A line of the wrong length has no cell to report.
    assert_eq!(
        solve_ok(&["--check"], Some(b"123\n")),
        format!("{INVALID_LENGTH_TEXT}\n")
    );
}

#[test]
fn solve_count_prints_solution_counts() {
    let out = solve_ok(&["--count", "3", "examples/puzzles.txt"], None);
    let expected = expected_output();
    let lines: Vec<&str> = out.lines().collect();
    let puzzles = example_puzzles();
    assert_eq!(lines.len(), puzzles.len());
    for ((puzzle, line), answer) in puzzles.iter().zip(&lines).zip(expected.lines()) {
        let want = match answer {
            CONFLICT_TEXT | INVALID_CHAR_TEXT => answer.to_string(),
            _ => {
                // The library's own count with the same limit, which must
                // agree with what the expected answer says.
                let mut count = u32::MAX;
                // SAFETY: `puzzle` is 81 readable bytes; `count` is writable.
                let status = unsafe {
                    sudoku::ffi::sudoku_count_solutions(puzzle.as_ptr().cast(), 3, &mut count)
                };
                assert_eq!(status, sudoku::ffi::Status::OK);
                match answer {
                    MULTIPLE_TEXT => assert!(count == 2 || count == 3, "{count}"),
                    NO_SOLUTION_TEXT => assert_eq!(count, 0),
                    _ => assert_eq!(count, 1),
                }
                count.to_string()
            }
        };
        assert_eq!(*line, want, "for {}", String::from_utf8_lossy(puzzle));
    }
    // The empty grid has far more than 3 solutions: the limit is applied.
    assert!(lines.contains(&"3"), "{out}");
    assert_ne!(
        solve(&["--count", "0", "examples/puzzles.txt"], None)
            .status
            .code(),
        Some(0)
    );
}

#[test]
fn solve_first_fills_in_any_solution() {
    let out = solve_ok(&["--first", "examples/puzzles.txt"], None);
    let expected = expected_output();
    let lines: Vec<&str> = out.lines().collect();
    let puzzles = example_puzzles();
    assert_eq!(lines.len(), puzzles.len());
    for ((puzzle, line), answer) in puzzles.iter().zip(&lines).zip(expected.lines()) {
        if answer == MULTIPLE_TEXT {
            let solution: [u8; 81] = line.as_bytes().try_into().expect("81 digits");
            assert_solution_of(puzzle, &solution);
        } else {
            // Unique puzzles get their one solution, the rest the same status.
            assert_eq!(*line, answer);
        }
    }
}

#[test]
fn solve_budget_limits_guesses() {
    let expected = expected_output();
    // 0 is no limit; a generous budget changes nothing on these puzzles.
    assert_eq!(
        solve_ok(&["--budget", "0", "examples/puzzles.txt"], None),
        expected
    );
    assert_eq!(
        solve_ok(&["--budget=100000000", "examples/puzzles.txt"], None),
        expected
    );
    // One guess is not enough for the hardest puzzles; every other answer
    // stays as it was.
    let out = solve_ok(&["--budget", "1", "examples/puzzles.txt"], None);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), expected.lines().count());
    let mut ran_out = 0;
    for (line, answer) in lines.iter().zip(expected.lines()) {
        if *line == BUDGET_TEXT {
            ran_out += 1;
        } else {
            assert_eq!(*line, answer);
        }
    }
    assert!(ran_out > 0, "{out}");
}

#[test]
fn solve_threads_match_serial_output() {
    let expected = expected_output();
    for threads in ["0", "1", "2"] {
        assert_eq!(
            solve_ok(&["--threads", threads, "examples/puzzles.txt"], None),
            expected,
            "--threads {threads}"
        );
    }
    // Enough puzzles for the batch to really use two threads, some of them
    // with the wrong length, from standard input.
    let mut input = String::new();
    for file in ["kaggle_10k.txt", "unsolvable_10k.txt", "17_clue.txt"] {
        let text = std::fs::read_to_string(repo().join("tests/data").join(file)).unwrap();
        input.extend(text.lines().take(120).map(|l| format!("{l}\n")));
        input.push_str("12345\n");
    }
    let serial = solve_ok(&[], Some(input.as_bytes()));
    assert!(serial.contains(INVALID_LENGTH_TEXT));
    assert!(serial.contains(NO_SOLUTION_TEXT));
    assert_eq!(
        solve_ok(&["--threads", "2", "-"], Some(input.as_bytes())),
        serial
    );
}

#[test]
fn solve_format_reads_and_prints_grids() {
    let nine_lines = "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n\
                      7...2...6\n.6....28.\n...419..5\n....8..79\n";
    let boxed = "*-----------*\n\
                 |8..|...|...|\n|..3|6..|...|\n|.7.|.9.|2..|\n\
                 |---+---+---|\n\
                 |.5.|..7|...|\n|...|.45|7..|\n|...|1..|.3.|\n\
                 |---+---+---|\n\
                 |..1|...|.68|\n|..8|5..|.1.|\n|.9.|...|4..|\n\
                 *-----------*\n";
    let spaced_crlf = "5 3 _ | _ 7 x | * _ _\r\n6 0 0 | 1 9 5 | 0 0 0\r\n. 9 8 | . . . | . 6 .\r\n\
                       ------+-------+------\r\n\
                       8 . . | . 6 . | . . 3\r\n4 . . | 8 . 3 | . . 1\r\n7 . . | . 2 . | . . 6\r\n\
                       ------+-------+------\r\n\
                       . 6 . | . . . | 2 8 .\r\n. . . | 4 1 9 | . . 5\r\n. . . | . 8 . | . 7 9\r\n";
    let empty = ".........\n".repeat(9);
    let short = "123\n456\n";
    let input = format!(
        "# grid-shaped puzzles\n{nine_lines}\n{boxed}\n\n\n{spaced_crlf}\r\n{empty}\n{short}"
    );
    let path = out_dir().join("solve-format-input.txt");
    std::fs::write(&path, &input).unwrap();
    let path = path.to_str().unwrap();

    // The same puzzles, one line each, solved without --format.
    let lines: String = [nine_lines, boxed, spaced_crlf, &empty, short]
        .iter()
        .map(|grid| {
            let cells: String = grid
                .lines()
                .filter(|l| !l.contains("---"))
                .flat_map(|l| l.chars())
                .filter(|c| !matches!(c, ' ' | '|' | '\r'))
                .map(|c| if matches!(c, '_' | 'x' | '*') { '.' } else { c })
                .collect();
            format!("{cells}\n")
        })
        .collect();
    let flat = solve_ok(&[], Some(lines.as_bytes()));
    let flat: Vec<&str> = flat.lines().collect();
    assert_eq!(flat.len(), 5);
    for (answer, grid) in flat[..2].iter().zip(lines.lines()) {
        let solution: [u8; 81] = answer.as_bytes().try_into().expect("a solution");
        assert_solution_of(grid.as_bytes().try_into().unwrap(), &solution);
    }
    assert_eq!(
        flat[2..],
        [flat[0], MULTIPLE_TEXT, INVALID_LENGTH_TEXT],
        "{flat:?}"
    );

    // --format prints a solution as 9 lines of 9, a blank line between
    // answers.
    let as_grid = |answer: &str| -> String {
        if answer.len() == 81 && answer.bytes().all(|b| b.is_ascii_digit()) {
            answer
                .as_bytes()
                .chunks(9)
                .map(|row| format!("{}\n", std::str::from_utf8(row).unwrap()))
                .collect()
        } else {
            format!("{answer}\n")
        }
    };
    let want = flat
        .iter()
        .map(|a| as_grid(a))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(solve_ok(&["--format", path], None), want);
    assert_eq!(solve_ok(&["--format", "--threads", "2", path], None), want);
    assert_eq!(solve_ok(&["--format", "-"], Some(input.as_bytes())), want);
    let checked = solve_ok(&["--format", "--check", path], None);
    assert_eq!(
        checked,
        format!("ok\n\nok\n\nok\n\nok\n\n{INVALID_LENGTH_TEXT}\n")
    );
}

#[test]
fn solve_help_describes_every_flag() {
    let help = solve_ok(&["--help"], None);
    for flag in [
        "--check",
        "--count",
        "--first",
        "--budget",
        "--threads",
        "--format",
        "--hint",
        "--explain",
        "--rate",
        "--generate",
        "--seed",
        "--symmetry",
        "--givens",
        "--rating",
        "--pattern",
        "--attempts",
        "--with-solution",
        "--help",
    ] {
        assert!(help.contains(flag), "--help does not mention {flag}");
    }
}

#[test]
fn solve_fails_on_unreadable_input_and_bad_usage() {
    let out = solve(&["examples/no-such-file.txt"], None);
    assert_eq!(out.status.code(), Some(2), "{}", stderr_of(&out));
    assert!(out.stdout.is_empty());
    assert!(stderr_of(&out).contains("no-such-file.txt"));
    for args in [
        &["--no-such-flag"][..],
        &["--count"],
        &["--count", "x", "examples/puzzles.txt"],
        &["--budget", "-1", "examples/puzzles.txt"],
        &["--check", "--count", "2", "examples/puzzles.txt"],
        &["--threads", "2", "--first", "examples/puzzles.txt"],
        &["examples/puzzles.txt", "examples/puzzles.txt"],
        &["--hint", "--rate", "examples/puzzles.txt"],
        &["--explain", "--check", "examples/puzzles.txt"],
        &["--hint", "--first", "examples/puzzles.txt"],
        &["--rate", "--threads", "2", "examples/puzzles.txt"],
        &["--seed", "3", "examples/puzzles.txt"],
        &["--generate"],
        &["--generate", "x"],
        &["--generate", "2", "examples/puzzles.txt"],
        &["--generate", "2", "--format"],
        &["--generate", "2", "--symmetry", "sideways"],
        &["--generate", "2", "--givens", "30"],
        &["--generate", "2", "--givens", "30-20"],
        &["--generate", "2", "--givens", "20-90"],
        &["--generate", "2", "--rating", "4.0-2.0"],
        &["--generate", "2", "--rating", "4.55-5"],
        &["--generate", "2", "--attempts", "0"],
        &["--generate", "2", "--pattern", "examples/no-such-file.txt"],
        &["--generate", "2", "--pattern", "examples/solve.c"],
        &["--generate", "2", "--first"],
    ] {
        let out = solve(args, None);
        assert_eq!(out.status.code(), Some(2), "solve {args:?}");
        assert!(out.stdout.is_empty(), "solve {args:?}");
    }
}

// ---- examples/solve.c: hints, paths, ratings --------------------------------

/// The rated dev puzzles of tests/data, as (puzzle, "ER/EP/ED") pairs.
fn rated_puzzles(every: usize) -> Vec<([u8; 81], String)> {
    let text = std::fs::read_to_string(repo().join("tests/data/se_rated_dev.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .step_by(every)
        .map(|l| {
            let mut parts = l.split_whitespace();
            let puzzle = parts.next().unwrap().as_bytes().try_into().unwrap();
            (puzzle, parts.next().unwrap().to_string())
        })
        .collect()
}

fn tenths(text: &str) -> u32 {
    let (whole, tenth) = text.split_once('.').expect("a rating like 4.5");
    whole.parse::<u32>().unwrap() * 10 + tenth.parse::<u32>().unwrap()
}

fn lines_of(puzzles: &[[u8; 81]]) -> String {
    puzzles
        .iter()
        .map(|p| format!("{}\n", std::str::from_utf8(p).unwrap()))
        .collect()
}

#[test]
fn solve_rate_prints_sudoku_explainers_ratings() {
    // 36 puzzles rated 1.2 to 9.3: the C program's output is at stake here,
    // and under valgrind and qemu every puzzle counts; tests/logic_agreement.rs
    // checks the ratings of the whole file.
    let rated = rated_puzzles(20);
    let input = lines_of(&rated.iter().map(|r| r.0).collect::<Vec<_>>());
    let out = solve_ok(&["--rate"], Some(input.as_bytes()));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), rated.len());
    for ((puzzle, theirs), line) in rated.iter().zip(&lines) {
        let (ratings, rest) = line.split_once(' ').expect("ratings and a name");
        let se_er = tenths(theirs.split('/').next().unwrap());
        // Every puzzle is rated to its solution: the library's rating, and
        // up to 6.2 Sudoku Explainer's own numbers (above it, mostly).
        let ours = sudoku::logic::rate(puzzle).expect("a rating");
        assert!(ours.solved);
        let tenth = |t: u8| format!("{}.{}", t / 10, t % 10);
        assert_eq!(
            ratings,
            format!("{}/{}/{}", tenth(ours.er), tenth(ours.ep), tenth(ours.ed))
        );
        if se_er <= 62 {
            assert_eq!(ratings, theirs, "{}", String::from_utf8_lossy(puzzle));
        }
        assert!(!rest.is_empty() && rest != "unknown technique");
        assert_ne!(rest, "the techniques ran out before the solution");
    }
}

// The example file's lines that have no rating (each status), and its six
// easy puzzles, which do: not its hardest puzzles (ER 10-11.3), whose
// ratings took 400 s under valgrind, the longest test of that check, and
// whose ratings the test above and tests/logic_agreement.rs check.
#[test]
fn solve_rate_gives_the_status_of_puzzles_it_cannot_rate() {
    let statuses = [
        MULTIPLE_TEXT,
        NO_SOLUTION_TEXT,
        CONFLICT_TEXT,
        INVALID_CHAR_TEXT,
    ];
    let file = std::fs::read_to_string(repo().join("examples/puzzles.txt"))
        .expect("read examples/puzzles.txt");
    let puzzle_lines = file
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    let expected = expected_output();
    let mut input = String::new();
    let mut answers = Vec::new();
    for (index, (puzzle, answer)) in puzzle_lines.zip(expected.lines()).enumerate() {
        if index < 6 || statuses.contains(&answer) {
            input.push_str(puzzle);
            input.push('\n');
            answers.push(answer);
        }
    }
    assert!(answers.len() > 6 + 8, "{answers:?}");
    let out = solve_ok(&["--rate"], Some(input.as_bytes()));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), answers.len(), "{out}");
    for (line, answer) in lines.iter().zip(&answers) {
        if statuses.contains(answer) {
            assert_eq!(line, answer);
        } else {
            assert!(line.contains('/'), "{line}");
        }
    }
}

#[test]
fn solve_explain_prints_the_path_one_step_a_line() {
    let rated = rated_puzzles(25);
    let input = lines_of(&rated.iter().map(|r| r.0).collect::<Vec<_>>());
    let rates = solve_ok(&["--rate"], Some(input.as_bytes()));
    let out = solve_ok(&["--explain"], Some(input.as_bytes()));
    let blocks: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(blocks.len(), rated.len());
    for ((block, rate), (puzzle, _)) in blocks.iter().zip(rates.lines()).zip(&rated) {
        let er = tenths(rate.split('/').next().unwrap().trim_end_matches('+'));
        let mut hardest = 0;
        let mut steps = 0;
        for line in block.lines() {
            if line == "the techniques ran out before the solution" {
                assert!(rate.contains("+/"));
                continue;
            }
            steps += 1;
            let (number, rest) = line.split_once(". ").expect("N. sentence (rating)");
            assert_eq!(number.parse::<usize>().unwrap(), steps, "{line}");
            let rating = rest.rsplit_once(" (").unwrap().1.trim_end_matches(')');
            hardest = hardest.max(tenths(rating));
        }
        assert_eq!(hardest, er, "{}", String::from_utf8_lossy(puzzle));
        assert!(steps > 0 || er == 0);
    }
}

#[test]
fn solve_hint_names_the_next_step() {
    let rated = rated_puzzles(20);
    let puzzles: Vec<[u8; 81]> = rated.iter().map(|r| r.0).collect();
    let out = solve_ok(&["--hint"], Some(lines_of(&puzzles).as_bytes()));
    let explained = solve_ok(&["--explain"], Some(lines_of(&puzzles).as_bytes()));
    // The hint is the first step of the path, without its number and rating.
    for (line, block) in out.lines().zip(explained.split("\n\n")) {
        let first = block.lines().next().unwrap();
        let sentence = first
            .split_once(". ")
            .unwrap()
            .1
            .rsplit_once(" (")
            .unwrap()
            .0;
        assert_eq!(line, sentence);
    }
    assert_eq!(out.lines().count(), puzzles.len());
    // A complete grid has no next step; --budget bounds the search.
    let solution =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179\n";
    assert_eq!(
        solve_ok(&["--hint"], Some(solution.as_bytes())),
        "the grid is already solved\n"
    );
    let hard =
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3\n";
    assert_eq!(
        solve_ok(&["--hint", "--budget", "1"], Some(hard.as_bytes())),
        format!("{BUDGET_TEXT}\n")
    );
}

// ---- examples/solve.c: generating --------------------------------------------

/// The golden file's lines of one kind, split into words.
fn golden(kind: &str) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(repo().join("tests/data/generate/golden.txt")).unwrap();
    text.lines()
        .filter(|l| l.split_whitespace().next() == Some(kind))
        .map(|l| l.split_whitespace().skip(1).map(String::from).collect())
        .collect()
}

fn count_of(puzzle: &str) -> usize {
    let grid: [u8; 81] = puzzle.as_bytes().try_into().expect("81 cells");
    sudoku_test_support::count_solutions(&grid, 2).expect("a well-formed puzzle")
}

#[test]
fn solve_generate_gives_the_golden_puzzles() {
    // Seeds 0 and 1 with the defaults are golden lines.
    let want: Vec<String> = golden("puzzle")
        .into_iter()
        .filter(|w| w[1..6] == ["0", "1", "0", "0", "1"] && (w[0] == "0" || w[0] == "1"))
        .map(|w| w[6].clone())
        .collect();
    assert_eq!(want.len(), 2);
    let out = solve_ok(&["--generate", "2"], None);
    assert_eq!(out.lines().collect::<Vec<_>>(), want);
    // With their solutions, checked here.
    let out = solve_ok(&["--generate", "2", "--with-solution"], None);
    for (line, puzzle) in out.lines().zip(&want) {
        let (p, s) = line.split_once(' ').unwrap();
        assert_eq!(p, puzzle);
        assert_solution_of(p.as_bytes().try_into().unwrap(), s.as_bytes());
    }
    // A golden pattern puzzle: seed 3, 180-degree symmetry, minimal.
    let line = golden("pattern").into_iter().find(|w| w[0] == "3").unwrap();
    assert_eq!(line[1..3], ["1", "1"]);
    let path = out_dir().join("pattern-3.txt");
    // Any layout: nine lines of nine.
    let nine: String = line[4]
        .as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", std::str::from_utf8(r).unwrap()))
        .collect();
    std::fs::write(&path, nine).unwrap();
    let out = solve_ok(
        &[
            "--generate",
            "1",
            "--seed",
            "3",
            "--symmetry",
            "rotate-180",
            "--pattern",
            path.to_str().unwrap(),
            "--attempts",
            "100000",
        ],
        None,
    );
    assert_eq!(out, format!("{}\n", line[5]));
}

#[test]
fn solve_generate_holds_symmetry_bounds_and_ratings() {
    let out = solve_ok(
        &[
            "--generate",
            "4",
            "--seed",
            "77",
            "--symmetry",
            "mirror-left-right",
        ],
        None,
    );
    for line in out.lines() {
        assert_eq!(count_of(line), 1, "{line}");
        let b = line.as_bytes();
        for cell in 0..81 {
            let (r, c) = (cell / 9, cell % 9);
            assert_eq!(b[cell] == b'.', b[9 * r + 8 - c] == b'.', "{line}");
        }
    }
    let out = solve_ok(&["--generate", "4", "--givens", "30-32"], None);
    for line in out.lines() {
        let givens = line.bytes().filter(|&b| b != b'.').count();
        assert!((30..=32).contains(&givens), "{line}");
        assert_eq!(count_of(line), 1);
    }
    let out = solve_ok(&["--generate", "3", "--rating", "2.0-3.9"], None);
    let rates = solve_ok(&["--rate"], Some(out.as_bytes()));
    for rate in rates.lines() {
        let er = tenths(rate.split('/').next().unwrap());
        assert!((20..=39).contains(&er), "{rate}");
    }
    // An impossible request runs out of attempts, one line per puzzle.
    let out = solve_ok(
        &["--generate", "2", "--givens", "0-17", "--attempts", "2"],
        None,
    );
    assert_eq!(out, format!("{BUDGET_TEXT}\n{BUDGET_TEXT}\n"));
    // Options the library refuses stop the run: a pattern against the symmetry.
    let path = out_dir().join("pattern-broken.txt");
    std::fs::write(&path, format!("x{}\n", ".".repeat(80))).unwrap();
    let run = solve(
        &[
            "--generate",
            "2",
            "--symmetry",
            "full",
            "--pattern",
            path.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(run.status.code(), Some(2));
    assert!(stderr_of(&run).contains("the pattern breaks the symmetry asked for"));
}

#[test]
fn solve_generate_threads_match_serial_output() {
    // 100 puzzles over 8 threads: each thread takes several, out of order.
    let serial = solve_ok(
        &["--generate", "100", "--seed", "9", "--with-solution"],
        None,
    );
    assert_eq!(serial.lines().count(), 100);
    for threads in ["1", "2", "8"] {
        let out = solve_ok(
            &[
                "--generate",
                "100",
                "--seed",
                "9",
                "--with-solution",
                "--threads",
                threads,
            ],
            None,
        );
        assert_eq!(out, serial, "--threads {threads}");
    }
    let run = solve(&["--generate", "5"], None);
    let stderr = stderr_of(&run);
    assert!(
        stderr.contains("5 puzzles in ") && stderr.contains("5 success"),
        "{stderr}"
    );
}

/// On a terminal, a progress line is rewritten about once a second; `script`
/// gives the program one. The run must last a few seconds for a line to be
/// due, and how many puzzles that takes depends on the runner (valgrind and
/// qemu are tens of times slower): the count grows until a run lasts long
/// enough, so that no runner pays for a native-sized run.
#[test]
fn solve_generate_shows_progress_on_a_terminal() {
    let script = std::path::Path::new("/usr/bin/script");
    assert!(
        script.exists(),
        "the test needs util-linux's script to make a terminal"
    );
    for count in [2_000, 8_000, 32_000, 128_000] {
        let mut words = common::runner();
        words.push(solve_exe().display().to_string());
        let command = format!(
            "{} --generate {count} --seed 1 > /dev/null",
            words.join(" ")
        );
        let started = std::time::Instant::now();
        let out = std::process::Command::new(script)
            .args(["-qec", &command, "/dev/null"])
            .env("LD_LIBRARY_PATH", lib_dir())
            .current_dir(repo())
            .output()
            .expect("run script");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let terminal = String::from_utf8_lossy(&out.stdout);
        assert!(
            terminal.contains(&format!("{count} puzzles in ")),
            "{terminal:?}"
        );
        if started.elapsed() < std::time::Duration::from_secs(3) {
            continue;
        }
        assert!(
            terminal.contains("\rsolve: "),
            "no progress line: {terminal:?}"
        );
        assert!(terminal.contains("puzzles/s"));
        return;
    }
    panic!("128,000 puzzles took under 3 seconds: no progress line was due");
}

// ---- examples/puzzles.expected, checked without the library ---------------

#[test]
fn expected_file_is_right() {
    let text = std::fs::read_to_string(repo().join("examples/puzzles.txt")).unwrap();
    let expected = expected_output();
    let mut answers = expected.lines();
    let mut group = "";
    let mut seen = 0;
    for line in text.lines().map(str::trim) {
        if line.starts_with('#') {
            group = line;
            continue;
        }
        if line.is_empty() {
            continue;
        }
        seen += 1;
        let puzzle: [u8; 81] = line.as_bytes().try_into().expect("81 characters");
        let answer = answers.next().expect("an answer for every puzzle");
        // What each comment group promises.
        let want = if group.contains("Several solutions") {
            Some(MULTIPLE_TEXT)
        } else if group.contains("No solution") {
            Some(NO_SOLUTION_TEXT)
        } else if group.contains("Conflicting givens") {
            Some(CONFLICT_TEXT)
        } else if group.contains("Bad characters") {
            Some(INVALID_CHAR_TEXT)
        } else {
            None
        };
        assert_eq!(
            first_problem(&puzzle).map(|p| p.0),
            want.filter(|w| { *w == CONFLICT_TEXT || *w == INVALID_CHAR_TEXT }),
            "{group}: {line}"
        );
        match want {
            None => {
                let solution: [u8; 81] = answer.as_bytes().try_into().expect("81 digits");
                assert_solution_of(&puzzle, &solution);
            }
            Some(status_text) => {
                assert_eq!(answer, status_text, "{group}: {line}");
                if status_text == MULTIPLE_TEXT || status_text == NO_SOLUTION_TEXT {
                    let count = sudoku_test_support::count_solutions(&puzzle, 2)
                        .expect("a grid without problems");
                    assert_eq!(
                        count,
                        usize::from(status_text == MULTIPLE_TEXT) * 2,
                        "{line}"
                    );
                }
            }
        }
    }
    assert_eq!(answers.next(), None, "more answers than puzzles");
    assert_eq!(seen, 36);
    // The texts in the file are the library's own.
    for (status, text) in [
        (sudoku::ffi::Status::MULTIPLE_SOLUTIONS, MULTIPLE_TEXT),
        (sudoku::ffi::Status::NO_SOLUTION, NO_SOLUTION_TEXT),
        (sudoku::ffi::Status::CONFLICTING_GIVENS, CONFLICT_TEXT),
        (sudoku::ffi::Status::INVALID_CHARACTER, INVALID_CHAR_TEXT),
        (sudoku::ffi::Status::INVALID_LENGTH, INVALID_LENGTH_TEXT),
        (sudoku::ffi::Status::BUDGET_EXHAUSTED, BUDGET_TEXT),
    ] {
        // SAFETY: sudoku_status_str returns a static NUL-terminated string.
        let library = unsafe { CStr::from_ptr(sudoku::ffi::sudoku_status_str(status as i32)) };
        assert_eq!(library.to_str().unwrap(), text);
    }
}
