//! HoDoKu's scale (`sudoku::logic::hodoku`): the step table against the one
//! read from HoDoKu 2.2.0, the path against HoDoKu's on a committed sample,
//! and every step against the solution, checked by test-support.
//!
//! `cargo test --release --test hodoku -- --ignored --nocapture` measures
//! agreement on the 709 dev puzzles of ../shared/data/hodoku.

use std::collections::BTreeMap;
use std::path::Path;

use sudoku::logic::hodoku::{
    self, step_row, HodokuError, HodokuStep, Level, IMPLEMENTED, STEPS, VARIANTS,
};

/// One puzzle of a HoDoKu path file (hodoku_dev_steps.jsonl's format).
struct Expected {
    puzzle: [u8; 81],
    solution: [u8; 81],
    level: String,
    score: u32,
    /// Technique name, placements, eliminations (tokens sorted).
    steps: Vec<(String, Vec<String>, Vec<String>)>,
}

fn tokens(text: &str) -> Vec<String> {
    let mut tokens: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
    tokens.sort();
    tokens
}

fn read_paths(path: &Path) -> Vec<Expected> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            let grid = |key: &str| -> [u8; 81] {
                v[key]
                    .as_str()
                    .unwrap()
                    .as_bytes()
                    .try_into()
                    .expect("81 bytes")
            };
            Expected {
                puzzle: grid("puzzle"),
                solution: grid("solution"),
                level: v["level"].as_str().unwrap().to_owned(),
                score: v["score"].as_u64().unwrap() as u32,
                steps: v["steps"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|s| {
                        (
                            s["technique"].as_str().unwrap().to_owned(),
                            tokens(s["placements"].as_str().unwrap()),
                            tokens(s["eliminations"].as_str().unwrap()),
                        )
                    })
                    .collect(),
            }
        })
        .collect()
}

fn as_tokens(step: &HodokuStep) -> (String, Vec<String>, Vec<String>) {
    let list = |cands: &[hodoku::Candidate], placed: bool| {
        let mut out: Vec<String> = cands
            .iter()
            .map(|c| {
                let mut s = String::new();
                c.write(&mut s, placed).unwrap();
                s
            })
            .collect();
        out.sort();
        out
    };
    (
        step.name().to_owned(),
        list(&step.placements, true),
        list(&step.eliminations, false),
    )
}

/// Every step's placements are the solution's digits and its eliminations
/// never the solution's digit (the solution checked by test-support).
fn check_against_solution(expected: &Expected, steps: &[HodokuStep]) {
    sudoku_test_support::check_solution(&expected.puzzle, &expected.solution)
        .expect("the file's solution solves the puzzle");
    let solution = |cell: u8| expected.solution[cell as usize] - b'0';
    for step in steps {
        for p in &step.placements {
            assert_eq!(p.digit, solution(p.cell), "{step}");
        }
        for e in &step.eliminations {
            assert_ne!(e.digit, solution(e.cell), "{step}");
        }
    }
}

/// How far one puzzle agrees: steps equal before the first divergence,
/// whether the whole rating agrees, and the expected technique where the
/// paths part.
struct Agreement {
    matching_steps: usize,
    whole: bool,
    parted_at: Option<String>,
}

fn compare(expected: &Expected) -> Agreement {
    let (steps, rated) = match hodoku::rate(&expected.puzzle) {
        Ok(rating) => {
            let ok = rating.level.name() == expected.level && rating.score == expected.score;
            // The walk without the path rates alike.
            let score = hodoku::score_within(&expected.puzzle, 0).expect("rated with its path");
            assert_eq!(
                (score.level, score.score, score.hardest, score.steps),
                (
                    rating.level,
                    rating.score,
                    rating.hardest(),
                    rating.steps.len()
                ),
                "{}",
                String::from_utf8_lossy(&expected.puzzle)
            );
            (rating.steps, Some(ok))
        }
        Err(HodokuError::NotRated { steps, .. }) => (steps, None),
        Err(err) => panic!("{err}"),
    };
    check_against_solution(expected, &steps);
    let matching_steps = steps
        .iter()
        .zip(&expected.steps)
        .take_while(|(got, want)| as_tokens(got) == **want)
        .count();
    let whole = rated == Some(true)
        && matching_steps == expected.steps.len()
        && steps.len() == expected.steps.len();
    let parted_at = (!whole).then(|| {
        expected
            .steps
            .get(matching_steps)
            .map_or("(past the end)".to_owned(), |s| s.0.clone())
    });
    Agreement {
        matching_steps,
        whole,
        parted_at,
    }
}

/// The whole path, level and score are HoDoKu's (and every step true of
/// the solution).
fn assert_whole(expected: &Expected) {
    let agreement = compare(expected);
    assert!(
        agreement.whole,
        "{}: parted at step {} ({:?})",
        String::from_utf8_lossy(&expected.puzzle),
        agreement.matching_steps,
        agreement.parted_at
    );
}

/// Whether HoDoKu's path uses only techniques of the implemented prefix
/// of the priority order (the enabled rows before the first enabled one
/// not implemented): those the engine can reach.
fn within_implemented(expected: &Expected) -> bool {
    let rows: Vec<u32> = STEPS
        .iter()
        .filter(|row| row.enabled)
        .take_while(|row| IMPLEMENTED.contains(&row.number))
        .map(|row| row.number)
        .collect();
    // A variant (Simple Colors Wrap...) is reached with its row.
    let variants = VARIANTS
        .iter()
        .filter(|variant| rows.contains(&variant.2))
        .map(|variant| variant.1);
    let prefix: Vec<&str> = rows
        .iter()
        .map(|&number| step_row(number).unwrap().name)
        .chain(variants)
        .collect();
    expected
        .steps
        .iter()
        .all(|(name, _, _)| prefix.contains(&name.as_str()))
}

#[test]
fn the_step_table_is_hodokus() {
    let text = std::fs::read_to_string("tests/data/hodoku/steps.tsv").unwrap();
    let rows: Vec<Vec<&str>> = text
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_digit()))
        .map(|line| line.split('\t').collect())
        .collect();
    assert_eq!(rows.len(), STEPS.len());
    for (row, ours) in rows.iter().zip(STEPS.iter()) {
        assert_eq!(row[0].parse::<u32>().unwrap(), ours.number);
        assert_eq!(row[1], ours.name);
        assert_eq!(row[7].to_uppercase(), ours.level.name());
        assert_eq!(row[8].parse::<u32>().unwrap(), ours.score);
        assert_eq!(row[9] == "1", ours.enabled, "{}", ours.name);
    }
}

#[test]
fn the_sample_agrees_with_hodoku_where_its_techniques_are_implemented() {
    let sample = read_paths(Path::new("tests/data/hodoku/sample.jsonl"));
    let mut whole = 0;
    for expected in &sample {
        if within_implemented(expected) {
            assert_whole(expected);
            whole += 1;
        } else {
            // Its steps so far are still checked against the solution.
            compare(expected);
            // A path needing more must be refused, not given a level.
            let refused = matches!(
                hodoku::rate(&expected.puzzle),
                Err(HodokuError::NotRated { .. })
            );
            assert!(refused, "{}", String::from_utf8_lossy(&expected.puzzle));
        }
    }
    assert!(whole >= sample.len() / 2, "only {whole} fully rated");
}

/// A fresh set, drawn as the held-out set is and solved by the HoDoKu
/// jar itself (the file's header says how): every path whole, every step
/// checked against the solution.
#[test]
fn a_fresh_set_solved_by_the_jar_agrees_step_for_step() {
    let fresh = read_paths(Path::new("tests/data/hodoku/fresh_sample.jsonl"));
    assert!(fresh.len() >= 30, "{} puzzles", fresh.len());
    for level in ["EASY", "MEDIUM", "HARD", "UNFAIR", "EXTREME"] {
        assert!(fresh.iter().any(|e| e.level == level), "no {level} puzzle");
    }
    for expected in &fresh {
        assert_whole(expected);
    }
}

#[test]
fn bad_puzzles_get_the_logic_engines_errors() {
    let mut puzzle = [b'.'; 81];
    assert!(matches!(
        hodoku::rate(&puzzle),
        Err(HodokuError::Logic(
            sudoku::logic::LogicError::MultipleSolutions
        ))
    ));
    puzzle[3] = b'x';
    assert!(matches!(
        hodoku::rate(&puzzle),
        Err(HodokuError::Logic(
            sudoku::logic::LogicError::InvalidCharacter { cell: 3 }
        ))
    ));
}

/// `rate` checks uniqueness only when the path does not prove it (see
/// `solver::Uniqueness`): puzzles with several solutions or none still get
/// the check's error, with or without a budget (with one, the check runs
/// first). test-support's counter confirms each count.
#[test]
fn puzzles_without_one_solution_get_the_checks_error() {
    use sudoku::logic::LogicError;
    let cases: [(&[u8; 81], usize, LogicError); 6] = [
        // A solution with a unique rectangle's four cells emptied: no
        // technique before the uniqueness tests finds a step.
        (
            b"534..8912672195348198342567859..1423426853791713924856961537284287419635345286179",
            2,
            LogicError::MultipleSolutions,
        ),
        // The same with more cells emptied: singles first, then stuck.
        (
            b".34...91.672195...1983.25678.9..142..268.37917139....6961537284..74.963.345.86179",
            2,
            LogicError::MultipleSolutions,
        ),
        (
            b"53...8.126721.53.8....4...7859..142..2..5.7917...248....1...2.4........5..528.1..",
            2,
            LogicError::MultipleSolutions,
        ),
        // r1c9 has no candidate from the start.
        (
            b"12345678.........9...............................................................",
            0,
            LogicError::NoSolution,
        ),
        // A unique puzzle with one given changed (no clash): the walk
        // meets a contradiction or the uniqueness rows.
        (
            b"23..7..1.6...95..81.83.256.8.9...4...268.3....13.......6..37......4...3......617.",
            0,
            LogicError::NoSolution,
        ),
        (
            b"5.468.9....2.9...81.8.4.5..8.9.61.2....8.....7.3924..6.6.....8.2.7....35......1..",
            0,
            LogicError::NoSolution,
        ),
    ];
    for (puzzle, solutions, error) in cases {
        let text = String::from_utf8_lossy(puzzle);
        assert_eq!(
            sudoku_test_support::count_solutions(puzzle, 3),
            Some(solutions),
            "{text}"
        );
        for budget in [0, 1_000_000] {
            match hodoku::rate_within(puzzle, budget) {
                Err(HodokuError::Logic(got)) => assert_eq!(got, error, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
            match hodoku::score_within(puzzle, budget) {
                Err(HodokuError::Logic(got)) => assert_eq!(got, error, "{text}"),
                other => panic!("{text}: {other:?}"),
            }
        }
    }
}

#[test]
fn levels_order_from_easy_to_extreme() {
    assert!(Level::Easy < Level::Medium && Level::Unfair < Level::Extreme);
}

#[test]
#[ignore = "reads ../shared; measures agreement on the 709 dev puzzles"]
fn agreement_on_the_dev_set() {
    let dev = read_paths(Path::new("../shared/data/hodoku/hodoku_dev_steps.jsonl"));
    let (mut whole, mut steps_matched, mut steps_total, mut rated) = (0, 0, 0, 0);
    let mut parted: BTreeMap<String, usize> = BTreeMap::new();
    let mut covered = (0, 0);
    for expected in &dev {
        let agreement = compare(expected);
        steps_total += expected.steps.len();
        steps_matched += agreement.matching_steps;
        whole += agreement.whole as usize;
        rated += hodoku::rate(&expected.puzzle).is_ok() as usize;
        if within_implemented(expected) {
            covered.0 += 1;
            covered.1 += agreement.whole as usize;
        }
        if let Some(name) = agreement.parted_at {
            *parted.entry(name).or_default() += 1;
        }
    }
    println!("puzzles: {}", dev.len());
    println!("rated (not refused): {rated}");
    println!("whole path, level and score equal: {whole}");
    println!(
        "paths within the implemented techniques: {} ({} of them equal)",
        covered.0, covered.1
    );
    println!("steps equal before the first divergence: {steps_matched} of {steps_total}");
    let mut parted: Vec<_> = parted.into_iter().collect();
    parted.sort_by_key(|entry| std::cmp::Reverse(entry.1));
    for (name, count) in parted {
        println!("  first divergence at {name}: {count}");
    }
}
