//! `sudoku rate`, `hint` and `explain` with `--scale hodoku`: levels,
//! scores and paths against HoDoKu 2.2.0's own
//! (tests/data/hodoku/sample.jsonl), hints and steps against each
//! puzzle's solution, checked by test-support.

mod common;

use common::{repo, stdout, sudoku, PUZZLE};
use serde_json::Value;
use sudoku_test_support::check_solution;

/// (puzzle, solution, HoDoKu's level, its score) of the committed sample.
fn sample() -> Vec<(String, String, String, u64)> {
    let text = std::fs::read_to_string(repo().join("tests/data/hodoku/sample.jsonl")).unwrap();
    text.lines()
        .filter(|line| line.starts_with('{'))
        .map(|line| {
            let v: Value = serde_json::from_str(line).unwrap();
            let field = |key: &str| v[key].as_str().unwrap().to_owned();
            (
                field("puzzle"),
                field("solution"),
                field("level"),
                v["score"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

#[test]
fn rate_gives_hodokus_level_and_score_or_not_rated() {
    let sample = sample();
    let input: String = sample.iter().map(|(p, ..)| format!("{p}\n")).collect();
    let json = json_lines(&stdout(&["rate", "--scale", "hodoku", "--json"], &input));
    let plain = stdout(&["rate", "--scale", "hodoku"], &input);
    assert_eq!(json.len(), sample.len());
    let mut rated = 0;
    for (((_, _, level, score), object), line) in sample.iter().zip(&json).zip(plain.lines()) {
        match object["status"].as_str().unwrap() {
            "OK" => {
                assert_eq!(object["level"], level.as_str(), "{object}");
                assert_eq!(object["score"], *score, "{object}");
                let technique = object["technique"].as_str().unwrap();
                assert_eq!(line, format!("{level} {score} {technique}"));
                rated += 1;
            }
            "NOT_RATED" => {
                assert!(line.starts_with("not rated on HoDoKu's scale: the path needs "))
            }
            other => panic!("{other}: {object}"),
        }
    }
    assert!(rated >= 40, "{rated} rated");
    // Sudoku Explainer's scale stays the default.
    assert_eq!(
        stdout(&["rate"], PUZZLE),
        stdout(&["rate", "--scale", "se"], PUZZLE)
    );
    let refused = sudoku(&["rate", "--scale", "hodokuu"], PUZZLE);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        stdout(&["rate", "--scale", "hodoku"], &".".repeat(81)),
        "the puzzle has more than one solution\n"
    );
}

#[test]
fn hints_at_each_level_tell_one_true_step() {
    for (puzzle, solution, ..) in sample().iter().step_by(4) {
        check_solution(puzzle.as_bytes().try_into().unwrap(), solution.as_bytes()).unwrap();
        let mut objects = Vec::new();
        for level in ["1", "2", "3"] {
            let args = ["hint", "--scale", "hodoku", "--level", level, "--json"];
            objects.push(json_lines(&stdout(&args, &format!("{puzzle}\n"))).remove(0));
        }
        if objects[2]["status"] == "NOT_RATED" {
            continue;
        }
        assert_eq!(objects[2]["status"], "OK", "{}", objects[2]);
        let technique = &objects[2]["technique"];
        assert!(objects.iter().all(|o| &o["technique"] == technique));
        assert!(objects[0]["text"]
            .as_str()
            .unwrap()
            .starts_with("Look for: "));
        // Level 3 in HoDoKu's notation: each rXcY=D is the solution's, each
        // rXcY<>D is not.
        let full = objects[2]["text"].as_str().unwrap();
        let (_, changes) = full.split_once(": ").unwrap();
        for change in changes.trim_end_matches('.').split(' ') {
            let b = change.as_bytes();
            let cell = usize::from(b[1] - b'1') * 9 + usize::from(b[3] - b'1');
            let digit = *b.last().unwrap();
            if change.contains("<>") {
                assert_ne!(solution.as_bytes()[cell], digit, "{full}");
            } else {
                assert_eq!(solution.as_bytes()[cell], digit, "{full}");
            }
        }
    }
    let (puzzle, solution, ..) = &sample()[0];
    // A wrong entry comes first.
    let cell = puzzle.find('.').unwrap();
    let wrong = if &solution[cell..=cell] == "9" {
        "1"
    } else {
        "9"
    };
    let current = format!("{}{}{}", &puzzle[..cell], wrong, &puzzle[cell + 1..]);
    assert_eq!(
        stdout(
            &[
                "hint",
                "--scale",
                "hodoku",
                "--level",
                "1",
                "--current",
                &current
            ],
            puzzle
        ),
        "One of the entries is wrong.\n"
    );
    // Sudoku Explainer's scale tells its hints at levels too.
    assert!(stdout(&["hint", "--level", "1"], puzzle).starts_with("Look for: "));
    let level_4 = ["hint", "--scale", "hodoku", "--level", "4"];
    assert_eq!(sudoku(&level_4, puzzle).status.code(), Some(2));
}

/// Each step's technique and its sorted placements and eliminations, in
/// HoDoKu's notation, from the sample's line (space-separated fields).
fn hodokus_steps(puzzle: &str) -> Vec<(String, Vec<String>, Vec<String>)> {
    let text = std::fs::read_to_string(repo().join("tests/data/hodoku/sample.jsonl")).unwrap();
    let line = text
        .lines()
        .filter(|line| line.starts_with('{'))
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .find(|v| v["puzzle"] == puzzle)
        .unwrap();
    let sorted = |field: &Value| {
        let mut tokens: Vec<String> = field
            .as_str()
            .unwrap()
            .split_whitespace()
            .map(str::to_owned)
            .collect();
        tokens.sort();
        tokens
    };
    line["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let technique = s["technique"].as_str().unwrap().to_owned();
            (
                technique,
                sorted(&s["placements"]),
                sorted(&s["eliminations"]),
            )
        })
        .collect()
}

/// The cell (0-80) and digit of `r1c2=5` or `r1c2<>5`.
fn cell_and_digit(change: &str) -> (usize, u8) {
    let b = change.as_bytes();
    let cell = usize::from(b[1] - b'1') * 9 + usize::from(b[3] - b'1');
    (cell, *b.last().unwrap())
}

#[test]
fn explain_gives_hodokus_whole_path() {
    for (puzzle, solution, level, score) in sample() {
        check_solution(puzzle.as_bytes().try_into().unwrap(), solution.as_bytes()).unwrap();
        let input = format!("{puzzle}\n");
        let object =
            json_lines(&stdout(&["explain", "--scale", "hodoku", "--json"], &input)).remove(0);
        assert_eq!(object["status"], "OK", "{object}");
        assert_eq!(object["level"], level.as_str(), "{object}");
        assert_eq!(object["score"], score, "{object}");
        let ours: Vec<(String, Vec<String>, Vec<String>)> = object["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                let tokens = |key: &str| {
                    let mut tokens: Vec<String> = s[key]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|t| t.as_str().unwrap().to_owned())
                        .collect();
                    tokens.sort();
                    tokens
                };
                let technique = s["technique"].as_str().unwrap().to_owned();
                (technique, tokens("placements"), tokens("eliminations"))
            })
            .collect();
        assert_eq!(ours, hodokus_steps(&puzzle), "{puzzle}");
        // Every step against the solution: placements are its digits,
        // eliminations never remove one.
        for (_, placements, eliminations) in &ours {
            for change in placements {
                let (cell, digit) = cell_and_digit(change);
                assert_eq!(solution.as_bytes()[cell], digit, "{puzzle}: {change}");
            }
            for change in eliminations {
                let (cell, digit) = cell_and_digit(change);
                assert_ne!(solution.as_bytes()[cell], digit, "{puzzle}: {change}");
            }
        }
        // The plain form: a numbered line a step, its score last, then the
        // level and score.
        let plain = stdout(&["explain", "--scale", "hodoku"], &input);
        let lines: Vec<&str> = plain.lines().collect();
        assert_eq!(lines.len(), ours.len() + 1, "{plain}");
        for (index, (line, step)) in lines
            .iter()
            .zip(object["steps"].as_array().unwrap())
            .enumerate()
        {
            let expected_start =
                format!("{}. {}: ", index + 1, step["technique"].as_str().unwrap());
            assert!(line.starts_with(&expected_start), "{line}");
            assert!(line.ends_with(&format!(" ({})", step["score"])), "{line}");
        }
        assert_eq!(
            *lines.last().unwrap(),
            format!("level {level}, score {score}")
        );
    }
    // Sudoku Explainer's scale stays the default; a bad scale is a usage
    // error; a puzzle with several solutions says so.
    assert_eq!(
        stdout(&["explain"], PUZZLE),
        stdout(&["explain", "--scale", "se"], PUZZLE)
    );
    assert_eq!(
        sudoku(&["explain", "--scale", "hodokuu"], PUZZLE)
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        stdout(&["explain", "--scale", "hodoku"], &".".repeat(81)),
        "the puzzle has more than one solution\n"
    );
}

/// `hint --scale hodoku --current` with pencil marks, in the 729-character
/// form: a missing mark is named, and full marks give the plain hint.
#[test]
fn hints_read_pencil_marks() {
    let (puzzle, solution, ..) = &sample()[0];
    let marks = |drop: Option<usize>| -> String {
        (0..81)
            .flat_map(|cell| {
                let given = puzzle.as_bytes()[cell];
                (b'1'..=b'9').map(move |d| match (given, drop) {
                    (b'.', Some(c)) if c == cell && d == solution.as_bytes()[cell] => '.',
                    (b'.', _) => d as char,
                    (g, _) if g == d => d as char,
                    _ => '.',
                })
            })
            .collect()
    };
    let hint = |current: &str| {
        stdout(
            &[
                "hint",
                "--scale",
                "hodoku",
                "--level",
                "3",
                "--current",
                current,
            ],
            puzzle,
        )
    };
    assert_eq!(
        hint(&marks(None)),
        stdout(&["hint", "--scale", "hodoku"], puzzle)
    );
    let cell = puzzle.find('.').unwrap();
    assert_eq!(
        hint(&marks(Some(cell))),
        format!(
            "The pencil marks of r{}c{} lack {}.\n",
            cell / 9 + 1,
            cell % 9 + 1,
            &solution[cell..=cell]
        )
    );
}

/// `generate --scale hodoku`: puzzles of a level and puzzles whose path
/// takes a technique, each with one solution (test-support's counter) and
/// rated by `rate --scale hodoku`; the same seed, the same puzzles.
#[test]
fn generate_makes_puzzles_that_teach() {
    let args = [
        "generate",
        "--scale",
        "hodoku",
        "--technique",
        "x-wing",
        "--hardest",
        "--symmetry",
        "rotate-180",
        "--seed",
        "3",
        "2",
    ];
    let text = stdout(&args, "");
    assert_eq!(text.lines().count(), 2);
    for line in text.lines() {
        let puzzle: [u8; 81] = line.as_bytes().try_into().unwrap();
        assert_eq!(sudoku_test_support::count_solutions(&puzzle, 2), Some(1));
        let rated = stdout(&["rate", "--scale", "hodoku"], line);
        assert!(
            rated.starts_with("HARD") || rated.starts_with("UNFAIR"),
            "{rated}"
        );
    }
    assert_eq!(stdout(&args, ""), text);
    let line = stdout(&["generate", "--scale", "hodoku", "--level", "medium"], "");
    assert!(stdout(&["rate", "--scale", "hodoku"], line.trim()).starts_with("MEDIUM"));
    for (refused, words) in [
        (
            vec!["--scale", "hodoku", "--technique", "jellyfish"],
            "fewer than 1%",
        ),
        (
            vec!["--scale", "hodoku", "--technique", "no such"],
            "no HoDoKu technique",
        ),
        (vec!["--scale", "hodoku", "--hardest"], "needs --technique"),
        (vec!["--technique", "x-wing"], "need --scale hodoku"),
        (
            vec!["--scale", "hodoku", "--level", "hardest"],
            "the levels are",
        ),
    ] {
        let mut args = vec!["generate"];
        args.extend(refused);
        let out = sudoku(&args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(words), "{args:?}: {err}");
    }
}
