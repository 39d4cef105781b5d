//! `sudoku rate`, `hint` and `explain` as users run them. Ratings are
//! checked against Sudoku Explainer's (tests/data/se_rated_dev.txt), hints
//! and paths against each puzzle's solution, checked by test-support's
//! checker, which shares no code with the library.

mod common;

use common::{repo, stdout, sudoku, PUZZLE, SOLUTION};
use serde_json::Value;
use sudoku_test_support::check_solution;

/// The hardest known for backtracking: its path stops early, and its
/// solution takes many guesses.
const HARD: &str =
    "......7....71.9...68..7......1.6.9..84.....2.........43..2...5...8.1.6.......5..3";

/// (puzzle, ER, EP, ED in tenths) of the dev set, as Sudoku Explainer
/// 1.2.1 rated them.
fn se_rated() -> Vec<(String, u32, u32, u32)> {
    let text = std::fs::read_to_string(repo().join("tests/data/se_rated_dev.txt")).unwrap();
    let rated: Vec<_> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let (puzzle, ratings) = line.split_once(' ').expect("puzzle and ratings");
            let tenths: Vec<u32> = ratings
                .split('/')
                .map(|r| (r.parse::<f64>().unwrap() * 10.0).round() as u32)
                .collect();
            (puzzle.to_string(), tenths[0], tenths[1], tenths[2])
        })
        .collect();
    assert!(rated.len() > 500);
    rated
}

fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

fn tenths(value: &Value) -> u32 {
    (value.as_f64().expect("a number") * 10.0).round() as u32
}

/// The solution of a puzzle with one (the dev puzzles), from the program,
/// checked here.
fn solution_of(puzzle: &str) -> String {
    let solution = stdout(&["solve"], puzzle).trim_end().to_string();
    let grid: [u8; 81] = puzzle.as_bytes().try_into().unwrap();
    check_solution(&grid, solution.as_bytes()).unwrap();
    solution
}

/// Checks a step (as JSON) against the solution: a placement puts the
/// solution's digit, an elimination removes only digits that are not it.
fn check_step(step: &Value, solution: &[u8]) {
    let text = step["text"].as_str().unwrap();
    for pair in step["eliminations"].as_array().unwrap() {
        let (cell, digit) = (pair[0].as_u64().unwrap(), pair[1].as_u64().unwrap());
        assert_ne!(
            u64::from(solution[cell as usize] - b'0'),
            digit,
            "{text}: removes the solution's digit"
        );
    }
    match step["kind"].as_str().unwrap() {
        "PLACEMENT" => {
            let cell = step["cell"].as_u64().unwrap() as usize;
            assert_eq!(
                u64::from(solution[cell] - b'0'),
                step["digit"].as_u64().unwrap(),
                "{text}"
            );
        }
        "ELIMINATION" => {
            assert!(step.get("cell").is_none(), "{text}");
            assert!(
                !step["eliminations"].as_array().unwrap().is_empty(),
                "{text}"
            );
        }
        other => panic!("{other} on a path"),
    }
}

#[test]
fn rate_agrees_with_sudoku_explainer_on_the_dev_set() {
    let rated = se_rated();
    let input: String = rated.iter().map(|(p, ..)| format!("{p}\n")).collect();
    let plain = stdout(&["rate"], &input);
    let json = json_lines(&stdout(&["rate", "--json"], &input));
    assert_eq!(plain.lines().count(), rated.len());
    assert_eq!(json.len(), rated.len());
    let (mut low, mut er_same, mut ep_same, mut ed_same) = (0, 0, 0, 0);
    for (((puzzle, er, ep, ed), line), object) in rated.iter().zip(plain.lines()).zip(&json) {
        assert_eq!(object["puzzle"], puzzle.as_str());
        let got = (
            tenths(&object["er"]),
            tenths(&object["ep"]),
            tenths(&object["ed"]),
        );
        let solved = object["solved"].as_bool().unwrap();
        // The plain line says the same: "ER/EP/ED technique", "ER+/..." when
        // the techniques ran out.
        let spelled = |t: u32| format!("{}.{}", t / 10, t % 10);
        let head = format!(
            "{}{}/{}/{} ",
            spelled(got.0),
            if solved { "" } else { "+" },
            spelled(got.1),
            spelled(got.2)
        );
        assert!(line.starts_with(&head), "{line} for {object}");
        if solved {
            assert_eq!(object["status"], "OK");
            assert!(
                line.ends_with(object["technique"].as_str().unwrap()),
                "{line}"
            );
        } else {
            assert_eq!(object["status"], "TECHNIQUES_EXHAUSTED");
            assert!(line.ends_with("the techniques ran out before the solution"));
        }
        if *er <= 62 {
            assert!(solved, "{puzzle}: SE rates it {er}, the techniques ran out");
            low += 1;
            er_same += usize::from(got.0 == *er);
            ep_same += usize::from(got.1 == *ep);
            ed_same += usize::from(got.2 == *ed);
        } else {
            // Above 6.2: never above Sudoku Explainer while running out.
            assert!(
                solved || got.0 <= *er,
                "{puzzle}: {} above SE's {er}",
                got.0
            );
        }
    }
    assert!(low > 400);
    // The targets of the logic engine (issue 14).
    assert!(er_same * 100 >= low * 98, "ER equal on {er_same} of {low}");
    assert!(ep_same * 100 >= low * 95, "EP equal on {ep_same} of {low}");
    assert!(ed_same * 100 >= low * 95, "ED equal on {ed_same} of {low}");
}

#[test]
fn rate_a_known_puzzle_and_the_errors() {
    assert_eq!(
        stdout(&["rate"], PUZZLE),
        "1.2/1.2/1.2 Hidden single in a box\n"
    );
    let input = format!("{}\n{}a\n", ".".repeat(81), &PUZZLE[..80]);
    assert_eq!(
        stdout(&["rate"], &input),
        "the puzzle has more than one solution\n\
         invalid character in grid at cell 80 (row 9, column 9)\n"
    );
    assert_eq!(
        stdout(&["rate", "--budget", "1"], HARD),
        "the guess budget ran out\n"
    );
    let json = json_lines(&stdout(&["rate", "--json"], &format!("{input}{HARD}\n")));
    let statuses: Vec<&str> = json.iter().map(|o| o["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["MULTIPLE_SOLUTIONS", "INVALID_CHARACTER", "OK"]);
    assert_eq!(json[2]["solved"], true);
    assert_eq!(json[1]["cell"], 80);
    assert_eq!(
        sudoku(&["rate", "--budget", "x"], PUZZLE).status.code(),
        Some(2)
    );
}

#[test]
fn hints_are_true_to_the_solution() {
    let rated = se_rated();
    let sample: Vec<&str> = rated.iter().step_by(7).map(|(p, ..)| p.as_str()).collect();
    let input: String = sample.iter().map(|p| format!("{p}\n")).collect();
    let json = json_lines(&stdout(&["hint", "--json"], &input));
    let plain = stdout(&["hint"], &input);
    assert_eq!(json.len(), sample.len());
    for ((puzzle, object), line) in sample.iter().zip(&json).zip(plain.lines()) {
        assert_eq!(object["status"], "OK", "{object}");
        let step = &object["step"];
        check_step(step, solution_of(puzzle).as_bytes());
        assert_eq!(step["text"], line);
        let name = step["technique"].as_str().unwrap();
        assert!(line.starts_with(name.split(' ').next().unwrap()), "{line}");
    }
    assert_eq!(
        stdout(&["hint"], PUZZLE),
        "Hidden single in box 2: r1c6 is the only place for 8\n"
    );
}

#[test]
fn hints_at_each_level_tell_the_same_step_vaguely_first() {
    let rated = se_rated();
    let sample: Vec<&str> = rated.iter().step_by(9).map(|(p, ..)| p.as_str()).collect();
    let input: String = sample.iter().map(|p| format!("{p}\n")).collect();
    let whole = json_lines(&stdout(&["hint", "--json"], &input));
    let levels: Vec<Vec<Value>> = ["1", "2", "3"]
        .iter()
        .map(|level| json_lines(&stdout(&["hint", "--json", "--level", level], &input)))
        .collect();
    for (i, whole) in whole.iter().enumerate() {
        let whole = &whole["step"];
        for (level, objects) in levels.iter().enumerate() {
            assert_eq!(objects[i]["level"], level + 1);
            let told = &objects[i]["step"];
            assert_eq!(told["technique"], whole["technique"], "{told}");
            assert_eq!(told["kind"], whole["kind"], "{told}");
        }
        let (vague, pattern) = (&levels[0][i]["step"], &levels[1][i]["step"]);
        assert!(
            vague["cell"].is_null() && vague["digit"].is_null(),
            "{vague}"
        );
        assert_eq!(vague["eliminations"], Value::Array(vec![]));
        assert_eq!(vague["cells"], Value::Array(vec![]));
        let name = whole["technique"].as_str().unwrap();
        let vague_text = vague["text"].as_str().unwrap();
        let pattern_text = pattern["text"].as_str().unwrap();
        assert!(
            vague_text.starts_with(&format!("Look for: {name}")),
            "{vague_text}"
        );
        assert!(pattern_text.starts_with(name), "{pattern_text}");
        assert!(!vague_text.contains(", in "), "{vague_text}");
        assert!(pattern["cell"].is_null(), "{pattern}");
        assert_eq!(pattern["eliminations"], Value::Array(vec![]));
        assert_eq!(levels[2][i]["step"], *whole);
    }
    // Plain text, a wrong entry told vaguely, bad levels.
    assert_eq!(
        stdout(&["hint", "--level", "1"], PUZZLE),
        "Look for: Hidden single in a box on digit 8.\n"
    );
    assert_eq!(
        stdout(&["hint", "--level", "2"], PUZZLE),
        "Hidden single in a box on digit 8, in box 2.\n"
    );
    let wrong = format!("{}9{}", &PUZZLE[..2], &PUZZLE[3..]);
    assert_eq!(
        stdout(&["hint", "--level", "1", "--current", &wrong], PUZZLE),
        "One of the entries is wrong.\n"
    );
    assert_eq!(
        stdout(&["hint", "--level", "2", "--current", &wrong], PUZZLE),
        "The entry in r1c3 is wrong.\n"
    );
    assert_eq!(
        sudoku(&["hint", "--level", "4"], PUZZLE).status.code(),
        Some(2)
    );
    // A variant's hint is told whole only.
    let knight = "9+antiknight 6..87...4.1....62..5.6..8....6..8.4....9...6..................28.....4.....4....7\n";
    assert_eq!(
        stdout(&["hint", "--level", "1"], knight),
        "--level 1 and 2 are for classic puzzles: a variant's hint is whole\n"
    );
    assert_eq!(
        stdout(&["hint", "--level", "3"], knight),
        stdout(&["hint"], knight)
    );
}

#[test]
fn hint_from_the_players_grid() {
    // A wrong entry at cell 2 (its solution digit is 4) is named first.
    let wrong = format!("{}9{}", &PUZZLE[..2], &PUZZLE[3..]);
    assert_ne!(&SOLUTION[2..3], "9");
    let json = json_lines(&stdout(&["hint", "--json", "--current", &wrong], PUZZLE));
    let step = &json[0]["step"];
    assert_eq!(step["kind"], "MISTAKE");
    assert_eq!(
        (step["cell"].as_u64(), step["digit"].as_u64()),
        (Some(2), Some(9))
    );
    // The player's placements move the hint on.
    let placed = format!("{}8{}", &PUZZLE[..5], &PUZZLE[6..]);
    let next = stdout(&["hint", "--current", &placed], PUZZLE);
    assert_ne!(next, stdout(&["hint"], PUZZLE));
    assert_eq!(
        stdout(&["hint", "--current", SOLUTION], PUZZLE),
        "the grid is already solved\n"
    );
    let cleared = format!("{}.{}", &PUZZLE[..1], &PUZZLE[2..]);
    assert_eq!(
        stdout(&["hint", "--current", &cleared], PUZZLE),
        "the current grid changes a given of the puzzle at cell 1 (row 1, column 2)\n"
    );
    let out = sudoku(&["hint", "--current", "123"], PUZZLE);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("81 characters"));
    assert_eq!(
        stdout(&["hint", "--budget", "1"], HARD),
        "the guess budget ran out\n"
    );
}

#[test]
fn explain_walks_to_the_solution_and_never_lies() {
    let rated = se_rated();
    let sample: Vec<&(String, u32, u32, u32)> = rated.iter().step_by(11).collect();
    let input: String = sample.iter().map(|(p, ..)| format!("{p}\n")).collect();
    let json = json_lines(&stdout(&["explain", "--json"], &input));
    let plain = stdout(&["explain"], &input);
    let blocks: Vec<&str> = plain.split("\n\n").collect();
    assert_eq!(json.len(), sample.len());
    assert_eq!(blocks.len(), sample.len());
    let ratings = json_lines(&stdout(&["rate", "--json"], &input));
    for (((entry, object), block), rating) in sample.iter().zip(&json).zip(&blocks).zip(&ratings) {
        let puzzle = entry.0.as_str();
        let solution = solution_of(puzzle);
        let steps = object["steps"].as_array().unwrap();
        let solved = object["solved"].as_bool().unwrap();
        assert_eq!(solved, rating["solved"].as_bool().unwrap());
        assert_eq!(steps.len() as u64, rating["steps"].as_u64().unwrap());
        let hardest = steps
            .iter()
            .map(|s| tenths(&s["difficulty"]))
            .max()
            .unwrap();
        assert_eq!(hardest, tenths(&rating["er"]), "{puzzle}");
        let mut grid = puzzle.as_bytes().to_vec();
        let lines: Vec<&str> = block.lines().collect();
        for (i, step) in steps.iter().enumerate() {
            check_step(step, solution.as_bytes());
            if step["kind"] == "PLACEMENT" {
                grid[step["cell"].as_u64().unwrap() as usize] =
                    b'0' + step["digit"].as_u64().unwrap() as u8;
            }
            let d = tenths(&step["difficulty"]);
            let expected = format!(
                "{}. {} ({}.{})",
                i + 1,
                step["text"].as_str().unwrap(),
                d / 10,
                d % 10
            );
            assert_eq!(lines[i], expected);
        }
        if solved {
            assert_eq!(
                grid,
                solution.as_bytes(),
                "{puzzle}: the path does not solve it"
            );
            assert_eq!(lines.len(), steps.len());
        } else {
            assert_eq!(lines.len(), steps.len() + 1);
            assert_eq!(
                lines.last(),
                Some(&"the techniques ran out before the solution")
            );
        }
    }
    // With chains, every path of the sample reaches the solution.
    assert!(json.iter().all(|o| o["solved"] == true));
}

#[test]
fn explain_refusals() {
    let input = format!("{}\n{SOLUTION}\n", ".".repeat(81));
    assert_eq!(
        stdout(&["explain"], &input),
        "the puzzle has more than one solution\n\
         \n\
         the grid is already solved\n"
    );
    assert_eq!(
        stdout(&["explain", "--budget", "1"], HARD),
        "the guess budget ran out\n"
    );
    let json = json_lines(&stdout(&["explain", "--json"], &format!("{input}{HARD}\n")));
    assert_eq!(json[0]["status"], "MULTIPLE_SOLUTIONS");
    assert_eq!(json[1]["status"], "OK");
    assert_eq!(json[1]["steps"], Value::Array(vec![]));
    // Chains take it to the solution.
    assert_eq!(json[2]["status"], "OK");
    assert_eq!(json[2]["solved"], true);
}
