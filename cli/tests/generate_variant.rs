//! `sudoku generate` with variant flags (--size, --rules, --killer,
//! --jigsaw, --kropki, --dots, --thermo). Every puzzle printed as f-puzzles
//! JSON is read by test-support's own reader and counted by its
//! independent counter (test-support/src/variant.rs); compact lines are
//! checked against the JSON of the same seed.

mod common;

use common::{stdout, sudoku};
use sudoku_test_support::variant as independent;

/// Each line read independently: one solution, the size asked.
fn unique_lines(args: &[&str], n: usize) -> Vec<independent::RuleList> {
    let text = stdout(args, "");
    let lists: Vec<_> = text.lines().map(independent::from_fpuzzles).collect();
    for list in &lists {
        assert_eq!(list.size, n);
        assert_eq!(independent::count_solutions(list, 2), 1, "{args:?}");
    }
    lists
}

fn sums(list: &independent::RuleList) -> usize {
    list.constraints
        .iter()
        .filter(|c| matches!(c, independent::Constraint::Sum(..)))
        .count()
}

#[test]
fn each_layout_prints_unique_puzzles() {
    let fp = [
        "generate", "--format", "fpuzzles", "--size", "6", "--count", "2",
    ];
    let plain = unique_lines(&fp, 6);
    assert_eq!(plain.len(), 2);
    let killer = unique_lines(&[&fp[..], &["--killer", "--minimal-cages"]].concat(), 6);
    assert!(killer
        .iter()
        .all(|list| sums(list) > 0 && list.givens.iter().all(|&v| v == 0)));
    let thermo = unique_lines(
        &[&fp[..], &["--thermo", "3", "--thermo-length", "3-4"]].concat(),
        6,
    );
    for list in &thermo {
        let steps = list
            .constraints
            .iter()
            .filter(|c| matches!(c, independent::Constraint::Less(..)))
            .count();
        assert!((6..=9).contains(&steps), "{steps}");
    }
    unique_lines(&[&fp[..], &["--jigsaw"]].concat(), 6);
    unique_lines(&[&fp[..], &["--kropki"]].concat(), 6);
    unique_lines(&[&fp[..], &["--dots", "6"]].concat(), 6);
}

/// The ER `sudoku rate` gives a line, in tenths.
fn er_of(line: &str) -> u32 {
    let rated = stdout(&["rate"], &format!("{line}\n"));
    let er = rated.split('/').next().unwrap();
    let (whole, tenth) = er.split_once('.').unwrap();
    whole.parse::<u32>().unwrap() * 10 + tenth.parse::<u32>().unwrap()
}

#[test]
fn rating_bounds_hold_as_sudoku_rate_rates() {
    for (layout, bounds, (min, max)) in [
        ("--jigsaw", "2.0-3.0", (20, 30)),
        ("--killer", "2.5-4.0", (25, 40)),
    ] {
        let args = [
            "generate", "--format", "fpuzzles", "--size", "6", "--count", "2", layout, "--rating",
            bounds,
        ];
        unique_lines(&args, 6);
        for line in stdout(&args, "").lines() {
            let er = er_of(line);
            assert!((min..=max).contains(&er), "{layout} {bounds}: {er}");
        }
    }
}

#[test]
fn compact_lines_match_the_json_of_the_same_seed() {
    let compact = stdout(&["generate", "--size", "6", "--seed", "4"], "");
    let json = stdout(
        &[
            "generate", "--size", "6", "--seed", "4", "--format", "fpuzzles",
        ],
        "",
    );
    let list = independent::from_fpuzzles(json.trim());
    let letters: String = list
        .givens
        .iter()
        .map(|&v| if v == 0 { '.' } else { (b'0' + v) as char })
        .collect();
    assert_eq!(compact.trim(), format!("6 {letters}"));
}

#[test]
fn rules_come_from_a_file() {
    let dir = std::env::temp_dir().join(format!("sudoku-generate-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("x.txt");
    std::fs::write(&file, "6+x ....................................\n").unwrap();
    let path = file.to_str().unwrap();
    let lists = unique_lines(&["generate", "--rules", path, "--format", "fpuzzles"], 6);
    // The diagonals came along: the puzzle's rules hold both.
    let diagonal: Vec<usize> = (0..6).map(|i| i * 7).collect();
    assert!(lists[0]
        .constraints
        .contains(&independent::Constraint::AllDifferent(diagonal)));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_variant_flags_are_refused_before_any_puzzle() {
    for args in [
        &["generate", "--size", "6", "--killer", "--jigsaw"][..],
        &["generate", "--size", "6", "--kropki", "--format", "compact"],
        &[
            "generate",
            "--size",
            "6",
            "--thermo",
            "3",
            "--thermo-length",
            "1-3",
        ],
        &["generate", "--size", "6", "--cages", "2-3"],
        &["generate", "--size", "6", "--json"],
        &["generate", "--size", "6", "--symmetry", "diagonal"],
        &["generate", "--size", "30"],
        &["generate", "--size", "6", "--format", "xml"],
        &["generate", "--size", "6", "--rating", "3.0-2.0"],
        &["generate", "--size", "6", "--rating", "hard"],
    ] {
        let out = sudoku(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn a_removal_budget_says_which_puzzles_are_minimal_only_as_far_as_it_proved() {
    let args = [
        "generate",
        "--format",
        "fpuzzles",
        "--size",
        "6",
        "--count",
        "16",
        "--removal-budget",
        "1",
    ];
    // Every puzzle unique, by the independent counter.
    let lists = unique_lines(&args, 6);
    assert_eq!(lists.len(), 16);
    let out = sudoku(&args, "");
    assert!(out.status.success());
    let notes = String::from_utf8(out.stderr).unwrap();
    let cut = notes
        .lines()
        .filter(|line| line.contains("minimal as far as the budget proved"))
        .count();
    assert!((1..16).contains(&cut), "{notes}");
    // The same seeds with no budget of their own say nothing.
    let plain = sudoku(&args[..7], "");
    assert!(plain.status.success() && plain.stderr.is_empty());
}
