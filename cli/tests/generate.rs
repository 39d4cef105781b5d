//! `sudoku generate` as users run it. Every puzzle is checked with
//! test-support's backtracking counter and solution checker, which share
//! no code with the library; the golden outputs of
//! tests/data/generate/golden.txt pin what each seed gives.

mod common;

use common::{repo, stdout, sudoku};
use serde_json::Value;
use sudoku_test_support::{check_solution, count_solutions};

const SYMMETRIES: [&str; 10] = [
    "none",
    "rotate-180",
    "rotate-90",
    "mirror-left-right",
    "mirror-top-bottom",
    "diagonal",
    "anti-diagonal",
    "both-diagonals",
    "both-mirrors",
    "full",
];

fn grid(text: &str) -> [u8; 81] {
    text.as_bytes()
        .try_into()
        .unwrap_or_else(|_| panic!("not 81 cells: {text}"))
}

/// The cells the symmetry named `symmetry` ties to `cell`, from row and
/// column arithmetic.
fn group(symmetry: &str, cell: usize) -> Vec<usize> {
    let (r, c) = (cell / 9, cell % 9);
    let at = |r: usize, c: usize| 9 * r + c;
    let turns = [at(c, 8 - r), at(8 - r, 8 - c), at(8 - c, r)];
    let (left_right, top_bottom) = (at(r, 8 - c), at(8 - r, c));
    let (diagonal, anti) = (at(c, r), at(8 - c, 8 - r));
    let mut cells = vec![cell];
    match symmetry {
        "none" => {}
        "rotate-180" => cells.push(turns[1]),
        "rotate-90" => cells.extend(turns),
        "mirror-left-right" => cells.push(left_right),
        "mirror-top-bottom" => cells.push(top_bottom),
        "diagonal" => cells.push(diagonal),
        "anti-diagonal" => cells.push(anti),
        "both-diagonals" => cells.extend([diagonal, anti, turns[1]]),
        "both-mirrors" => cells.extend([left_right, top_bottom, turns[1]]),
        "full" => cells.extend(
            turns
                .into_iter()
                .chain([left_right, top_bottom, diagonal, anti]),
        ),
        other => panic!("no symmetry {other}"),
    }
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// One solution, the symmetry kept, and (when asked) minimal: each group of
/// givens removed leaves two solutions or more.
fn check_puzzle(text: &str, symmetry: &str, minimal: bool) {
    let puzzle = grid(text);
    assert!(
        puzzle
            .iter()
            .all(|&b| b == b'.' || (b'1'..=b'9').contains(&b)),
        "{text}"
    );
    assert_eq!(count_solutions(&puzzle, 2), Some(1), "{text}: not unique");
    let givens: Vec<usize> = (0..81).filter(|&c| puzzle[c] != b'.').collect();
    for &cell in &givens {
        let broken = group(symmetry, cell)
            .into_iter()
            .find(|&o| puzzle[o] == b'.');
        assert_eq!(broken, None, "{text}: {symmetry} broken at {cell}");
        if minimal {
            let mut fewer = puzzle;
            for other in group(symmetry, cell) {
                fewer[other] = b'.';
            }
            assert!(
                count_solutions(&fewer, 2).unwrap() >= 2,
                "{text}: not minimal, the group of {cell} can go"
            );
        }
    }
}

fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

#[test]
fn minimal_puzzles_of_every_symmetry_are_unique_and_symmetric() {
    for symmetry in SYMMETRIES {
        let out = stdout(
            &["generate", "4", "--symmetry", symmetry, "--seed", "300"],
            "",
        );
        assert_eq!(out.lines().count(), 4);
        for line in out.lines() {
            check_puzzle(line, symmetry, true);
        }
    }
}

#[test]
fn with_solution_prints_the_solution_and_json_the_fields() {
    let out = stdout(&["generate", "--count", "5", "--with-solution"], "");
    for line in out.lines() {
        let (puzzle, solution) = line.split_once(' ').expect("puzzle solution");
        check_puzzle(puzzle, "none", true);
        check_solution(&grid(puzzle), solution.as_bytes()).unwrap();
    }
    let json = json_lines(&stdout(&["generate", "5", "--json", "--with-solution"], ""));
    for (i, (object, line)) in json.iter().zip(out.lines()).enumerate() {
        assert_eq!(object["seed"], i as u64);
        assert_eq!(object["status"], "OK");
        let puzzle = object["puzzle"].as_str().unwrap();
        assert_eq!(
            format!("{puzzle} {}", object["solution"].as_str().unwrap()),
            line
        );
        let givens = puzzle.bytes().filter(|&b| b != b'.').count() as u64;
        assert_eq!(object["givens"], givens);
        assert!(object["attempts"].as_u64().unwrap() >= 1);
        assert!(object.get("rating").is_none());
    }
    // The operand and --count are the same; the default is one puzzle.
    assert_eq!(stdout(&["generate", "--count", "5"], "").lines().count(), 5);
    assert_eq!(
        stdout(&["generate"], ""),
        stdout(&["generate", "1", "--seed", "0"], "")
    );
}

#[test]
fn the_output_is_the_same_for_any_thread_count() {
    let args = [
        "generate",
        "70",
        "--seed",
        "18446744073709551610",
        "--symmetry",
        "rotate-180",
    ];
    let serial = stdout(&args, "");
    assert_eq!(serial.lines().count(), 70);
    for threads in ["1", "2", "3", "0"] {
        let mut with = args.to_vec();
        with.extend(["--threads", threads]);
        assert_eq!(stdout(&with, ""), serial, "--threads {threads}");
    }
    for line in serial.lines() {
        check_puzzle(line, "rotate-180", false);
    }
    // Records that give up are in their place too.
    let tight = [
        "generate",
        "30",
        "--givens",
        "0-23",
        "--minimal",
        "--attempts",
        "2",
    ];
    // Those that give up are said on standard error, with their seed, and
    // the exit status says so; the output holds puzzles only.
    let serial = sudoku(&tight, "");
    assert_eq!(serial.status.code(), Some(3));
    let (out, err) = (
        String::from_utf8(serial.stdout).unwrap(),
        String::from_utf8(serial.stderr).unwrap(),
    );
    let mut with = tight.to_vec();
    with.extend(["--threads", "2", "--json"]);
    let threaded = sudoku(&with, "");
    assert_eq!(threaded.status.code(), Some(3));
    let json = json_lines(&String::from_utf8(threaded.stdout).unwrap());
    assert_eq!(json.len(), 30);
    let mut puzzles = out.lines();
    let mut failures = err.lines();
    for object in &json {
        let seed = object["seed"].as_u64().unwrap();
        if object["status"] == "OK" {
            let line = puzzles.next().expect("a puzzle line for each OK");
            assert_eq!(object["puzzle"], line);
            check_puzzle(line, "none", true);
            assert!(line.bytes().filter(|&b| b != b'.').count() <= 23);
        } else {
            assert_eq!(object["status"], "BUDGET_EXHAUSTED");
            let said = failures.next().expect("a message for each failure");
            assert_eq!(
                said,
                format!("sudoku: seed {seed}: {}", object["error"].as_str().unwrap())
            );
            assert_eq!(
                object["error"],
                "no puzzle met the constraints in 2 attempts"
            );
        }
    }
    assert_eq!(puzzles.next(), None);
    let not_made = json.iter().filter(|o| o["status"] != "OK").count();
    assert!(not_made > 0 && not_made < 30, "{not_made} of 30 not made");
    assert_eq!(
        failures.next(),
        Some(format!("sudoku: {not_made} puzzles not made").as_str())
    );
}

/// tests/data/generate/golden.txt, through the flags: the same puzzles as
/// the library's own golden test, and as scripts/generate_reference.py.
#[test]
fn golden_seeds_give_the_golden_puzzles() {
    let golden = std::fs::read_to_string(repo().join("tests/data/generate/golden.txt")).unwrap();
    let work = std::env::temp_dir().join(format!("sudoku-cli-golden-{}", std::process::id()));
    std::fs::create_dir_all(&work).unwrap();
    let mut checked = 0;
    for line in golden
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        if f[0] == "grid" {
            continue; // random complete grids have no command
        }
        let symmetry = SYMMETRIES[f[2].parse::<usize>().unwrap()];
        let minimal = f[3] == "1";
        let mut args = vec!["generate", "--json", "--seed", f[1], "--symmetry", symmetry];
        let (attempts, expected, givens);
        let pattern_file = work.join(format!("pattern-{checked}.txt"));
        if f[0] == "pattern" {
            (attempts, expected) = (f[4], f[6]);
            // One row a line, as a person would draw it.
            let rows: Vec<&str> = (0..9).map(|r| &f[5][r * 9..r * 9 + 9]).collect();
            std::fs::write(&pattern_file, rows.join("\n")).unwrap();
            args.extend(["--pattern", pattern_file.to_str().unwrap()]);
        } else {
            (attempts, expected) = (f[6], f[7]);
            let max = if f[5] == "0" { "81" } else { f[5] };
            givens = format!("{}-{max}", f[4]);
            if (f[4], f[5]) != ("0", "0") {
                args.extend(["--givens", &givens]);
            }
        }
        if minimal {
            args.push("--minimal");
        }
        args.extend(["--attempts", attempts]);
        let json = json_lines(&stdout(&args, ""));
        assert_eq!(json[0]["puzzle"], expected, "{line}");
        assert_eq!(
            json[0]["attempts"],
            attempts.parse::<u64>().unwrap(),
            "{line}"
        );
        check_puzzle(expected, symmetry, minimal);
        checked += 1;
    }
    std::fs::remove_dir_all(&work).unwrap();
    assert_eq!(checked, 19);
}

#[test]
fn rating_bounds_hold_as_rate_gives_them() {
    for (bounds, low, high) in [("1.0-2.0", 10, 20), ("2.0-4", 20, 40), ("4.0-6.2", 40, 62)] {
        let json = json_lines(&stdout(
            &[
                "generate",
                "3",
                "--rating",
                bounds,
                "--attempts",
                "1000000",
                "--json",
            ],
            "",
        ));
        for object in &json {
            let puzzle = object["puzzle"].as_str().expect("a puzzle");
            check_puzzle(puzzle, "none", true);
            let rating = (object["rating"].as_f64().unwrap() * 10.0).round() as u32;
            assert!((low..=high).contains(&rating), "{object}");
            let rated = stdout(&["rate", "--json"], puzzle);
            let rated: Value = serde_json::from_str(rated.trim_end()).unwrap();
            assert_eq!(
                (rated["er"].as_f64().unwrap() * 10.0).round() as u32,
                rating
            );
            assert_eq!(rated["solved"], true);
        }
    }
}

#[test]
fn givens_and_patterns() {
    for line in stdout(
        &[
            "generate",
            "5",
            "--givens",
            "30-32",
            "--symmetry",
            "rotate-180",
        ],
        "",
    )
    .lines()
    {
        check_puzzle(line, "rotate-180", false);
        let givens = line.bytes().filter(|&b| b != b'.').count();
        assert!((30..=32).contains(&givens), "{line}");
    }
    // A boxed pattern file with digits for givens, 180-degree symmetric.
    // 180-degree symmetric, not mirror symmetric (the given positions of
    // a puzzle the generator once made).
    let half = "x.x.xx.xxxxx...xx..xx.xx.....xx......x..";
    let pattern = format!("{half}.{}", half.chars().rev().collect::<String>());
    let drawn: String = pattern
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let row = String::from_utf8_lossy(row).replace('x', "5");
            format!("| {} | {} | {} |\n", &row[..3], &row[3..6], &row[6..])
        })
        .collect();
    let file = std::env::temp_dir().join(format!("sudoku-cli-pattern-{}.txt", std::process::id()));
    std::fs::write(
        &file,
        format!("+-----+-----+-----+\n{drawn}+-----+-----+-----+\n"),
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let out = stdout(
        &[
            "generate",
            "3",
            "--pattern",
            path,
            "--symmetry",
            "rotate-180",
            "--attempts",
            "100000",
        ],
        "",
    );
    for line in out.lines() {
        check_puzzle(line, "rotate-180", false);
        let given: String = line
            .bytes()
            .map(|b| if b == b'.' { '.' } else { 'x' })
            .collect();
        assert_eq!(given, pattern);
    }
    // The pattern breaks mirror symmetry: refused before anything is made.
    let refused = sudoku(
        &[
            "generate",
            "--pattern",
            path,
            "--symmetry",
            "mirror-left-right",
        ],
        "",
    );
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("breaks the symmetry"));
    assert!(refused.stdout.is_empty());
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn bad_usage_exits_2_before_any_output() {
    for args in [
        &["generate", "--symmetry", "spiral"][..],
        &["generate", "--givens", "30-20"],
        &["generate", "--givens", "90"],
        &["generate", "--rating", "5-3"],
        &["generate", "--rating", "4.55-5"],
        &["generate", "--attempts", "0"],
        &["generate", "--count", "x"],
        &["generate", "3", "--count", "3"],
        &["generate", "3", "4"],
        &["generate", "--pattern", "no/such/file"],
        &["generate", "--threads", "-1"],
    ] {
        let out = sudoku(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?} says nothing");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}
