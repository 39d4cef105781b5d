//! Hints that never lie, checked without Sudoku Explainer and without the
//! library's solver: every step of every path is true to the unique solution
//! (found by the tests' own backtracking) and follows from its own pattern
//! (re-derived by the tests' own search over the pattern's cells); hints from
//! a player's state reach the solution, and name a player's mistake first.

mod logic_support;

use std::collections::BTreeSet;

use logic_support::{check_step, load_rated, solution, Rated, Replay, CELLS};
use sudoku::logic::{explain_each, hint, LogicError, Step, StepKind, Technique};

fn all_samples() -> Vec<Rated> {
    let mut all = load_rated("se_rated_dev.txt");
    all.extend(load_rated("logic_techniques.txt"));
    all.extend(load_rated("chain_techniques.txt"));
    all
}

/// Techniques no sample's path meets: the deepest nesting levels, which
/// not even the hardest known puzzles (none of the first 48 of the
/// forum_hardest_1905_11plus sample) need, one level-3 form, and brute
/// force past every rule, which no known puzzle reaches.
const NEVER_MET: [Technique; 10] = [
    Technique::NestedDoubleChains3,
    Technique::NestedContradictionChains4,
    Technique::NestedDoubleChains4,
    Technique::NestedCellChains4,
    Technique::NestedRegionChains4,
    Technique::NestedContradictionChains5,
    Technique::NestedDoubleChains5,
    Technique::NestedCellChains5,
    Technique::NestedRegionChains5,
    Technique::BruteForce,
];

#[test]
fn every_step_is_true_and_follows_from_its_pattern() {
    let mut verified = BTreeSet::new();
    let mut problems = Vec::new();
    for entry in all_samples() {
        let answer = solution(&entry.puzzle);
        let mut replay = Replay::new(&entry.puzzle);
        let name = String::from_utf8_lossy(&entry.puzzle).into_owned();
        explain_each(&entry.puzzle, |i, step| {
            if let Err(why) = check_step(&replay, step) {
                problems.push(format!("{name} step {i} {}: {why}", step.technique));
            }
            if let Some((cell, digit)) = step.placed() {
                if answer[cell] != digit {
                    problems.push(format!("{name} step {i}: places {digit} in cell {cell}"));
                }
            }
            for (cell, digit) in step.eliminated() {
                if answer[cell] == digit {
                    problems.push(format!("{name} step {i}: removes the solution {digit}"));
                }
            }
            verified.insert(step.technique);
            replay.apply(step);
        })
        .expect("samples have one solution");
        if replay.is_solved() && replay.values != answer {
            problems.push(format!("{name}: the path ends on another grid"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Every technique of the path was met and checked, but direct claiming:
    // Sudoku Explainer's order finds a simpler step wherever it applies
    // (docs/LOGIC.md), the two player checks, tested below, and those no
    // sample needs.
    let missing: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|t| !verified.contains(t))
        .filter(|t| {
            !matches!(
                t,
                Technique::DirectClaiming | Technique::WrongEntry | Technique::MissingCandidate
            )
        })
        .filter(|t| !NEVER_MET.contains(t))
        .collect();
    assert!(missing.is_empty(), "never checked: {missing:?}");
}

/// Puzzles spread over a standard set's sample in tests/data, `n` of them.
fn spread(file: &str, n: usize) -> Vec<[u8; CELLS]> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file);
    let text = std::fs::read_to_string(path).expect("a sample file");
    let all: Vec<[u8; CELLS]> = text
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() >= CELLS)
        .map(|l| l.as_bytes()[..CELLS].try_into().unwrap())
        .collect();
    all.iter().step_by(all.len() / n).take(n).copied().collect()
}

/// On samples of every standard set (the hardest known included), each
/// path reaches the solution (the techniques never run out) and every step
/// is true and follows from its pattern, chains link by link.
#[test]
fn paths_of_every_standard_set_reach_the_solution_and_never_lie() {
    let mut problems = Vec::new();
    let sets = [
        ("kaggle_10k.txt", 10),
        ("minimal_100k.txt", 20),
        ("17_clue.txt", 20),
        ("magictour_top1465.txt", 12),
        ("forum_hardest_1106.txt", 4),
        ("forum_hardest_1905_11plus.txt", 4),
    ];
    let mut checked = 0;
    for (file, n) in sets {
        for puzzle in spread(file, n) {
            let answer = solution(&puzzle);
            let mut replay = Replay::new(&puzzle);
            let name = String::from_utf8_lossy(&puzzle).into_owned();
            let rating = explain_each(&puzzle, |i, step| {
                if let Err(why) = check_step(&replay, step) {
                    problems.push(format!("{name} step {i} {}: {why}", step.technique));
                }
                if step
                    .placed()
                    .is_some_and(|(cell, digit)| answer[cell] != digit)
                    || step.eliminated().any(|(cell, digit)| answer[cell] == digit)
                {
                    problems.push(format!("{name} step {i}: not true to the solution"));
                }
                replay.apply(step);
            })
            .expect("samples have one solution");
            if !rating.solved || !replay.is_solved() || replay.values != answer {
                problems.push(format!(
                    "{file} {name}: the path does not reach the solution"
                ));
            }
            checked += 1;
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert_eq!(checked, 70);
}

/// Marks the player keeps: the digit leaves the peers of a placed cell.
fn place(current: &mut [u8; CELLS], marks: &mut [u16; CELLS], cell: usize, digit: u8) {
    current[cell] = b'0' + digit;
    marks[cell] = 0;
    for (other, mask) in marks.iter_mut().enumerate() {
        if logic_support::sees(cell, other) {
            *mask &= !(1 << (digit - 1));
        }
    }
}

fn start(puzzle: &[u8; CELLS]) -> ([u8; CELLS], [u16; CELLS]) {
    let replay = Replay::new(puzzle);
    (*puzzle, replay.candidates)
}

/// Follows the hints from the puzzle, as a player would: places what they
/// place and crosses off what they eliminate (direct techniques' too).
#[test]
fn hints_from_the_puzzle_reach_the_solution() {
    let mut followed = 0;
    for entry in load_rated("se_rated_dev.txt").iter().filter(|e| e.er <= 62) {
        let answer = solution(&entry.puzzle);
        let (mut current, mut marks) = start(&entry.puzzle);
        let name = String::from_utf8_lossy(&entry.puzzle).into_owned();
        for _ in 0..400 {
            let step = match hint(&entry.puzzle, Some(&current), Some(&marks)) {
                Ok(step) => step,
                Err(LogicError::Solved) => break,
                Err(err) => panic!("{name}: {err}"),
            };
            for (cell, digit) in step.eliminated() {
                assert_ne!(answer[cell], digit, "{name}: {step:?}");
                marks[cell] &= !(1 << (digit - 1));
            }
            match step.kind {
                StepKind::Placement => {
                    let (cell, digit) = step.placed().unwrap();
                    assert_eq!(answer[cell], digit, "{name}");
                    place(&mut current, &mut marks, cell, digit);
                }
                StepKind::Elimination => {}
                _ => panic!("{name}: a mistake where there is none: {step:?}"),
            }
        }
        let digits: Vec<u8> = current.iter().map(|b| b - b'0').collect();
        assert_eq!(
            digits, answer,
            "{name}: the hints did not reach the solution"
        );
        followed += 1;
    }
    assert_eq!(followed, 434);
}

/// A state partway along the path: the puzzle with its first `placed`
/// placements made.
fn partway(puzzle: &[u8; CELLS], answer: &[u8; CELLS], placed: usize) -> [u8; CELLS] {
    let mut current = *puzzle;
    let mut count = 0;
    let _ = explain_each(puzzle, |_, step: &Step| {
        if let Some((cell, digit)) = step.placed() {
            if count < placed {
                assert_eq!(answer[cell], digit);
                current[cell] = b'0' + digit;
            }
            count += 1;
        }
    });
    current
}

#[test]
fn a_wrong_entry_is_named_first() {
    let samples = load_rated("se_rated_dev.txt");
    for (n, entry) in samples.iter().enumerate().step_by(7) {
        let answer = solution(&entry.puzzle);
        let current = partway(&entry.puzzle, &answer, 5 + n % 20);
        let empty: Vec<usize> = (0..CELLS).filter(|&c| current[c] == b'.').collect();
        // One wrong entry, then two: the first in row order is named.
        let first = empty[n % empty.len()];
        let second = empty[(n * 7 + 3) % empty.len()];
        let mut wrong = current;
        wrong[first] = b'1' + answer[first] % 9; // the next digit: never the answer
        let step = hint(&entry.puzzle, Some(&wrong), None).unwrap();
        assert_eq!(step.kind, StepKind::Mistake);
        assert_eq!(step.technique, Technique::WrongEntry);
        assert_eq!(
            (step.cell as usize, step.digit),
            (first, wrong[first] - b'0')
        );
        if second != first {
            wrong[second] = b'1' + answer[second] % 9;
            let (_, marks) = start(&entry.puzzle);
            let step = hint(&entry.puzzle, Some(&wrong), Some(&marks)).unwrap();
            assert_eq!(step.cell as usize, first.min(second));
        }
    }
}

#[test]
fn a_missing_pencil_mark_is_named_first() {
    let samples = load_rated("se_rated_dev.txt");
    for (n, entry) in samples.iter().enumerate().step_by(7) {
        let answer = solution(&entry.puzzle);
        let current = partway(&entry.puzzle, &answer, n % 30);
        let replay = Replay::new(&current);
        let mut marks = replay.candidates;
        let empty: Vec<usize> = (0..CELLS).filter(|&c| current[c] == b'.').collect();
        let cell = empty[(n * 5) % empty.len()];
        marks[cell] &= !(1 << (answer[cell] - 1));
        let step = hint(&entry.puzzle, Some(&current), Some(&marks)).unwrap();
        assert_eq!(step.kind, StepKind::MissingCandidate);
        assert_eq!((step.cell as usize, step.digit), (cell, answer[cell]));
        // A mark too many is no mistake: the hint is a technique step.
        let mut extra = replay.candidates;
        extra[cell] |= 0x1FF;
        let step = hint(&entry.puzzle, Some(&current), Some(&extra));
        assert!(matches!(
            step.map(|s| s.kind),
            Ok(StepKind::Placement | StepKind::Elimination) | Err(LogicError::TechniquesExhausted)
        ));
    }
}

/// The checker is no rubber stamp: a step made false (an elimination of a
/// solution digit added, or a placement moved to another candidate) is
/// refused, for every technique that has such a variant.
#[test]
fn the_checker_refuses_false_steps() {
    let mut refused = BTreeSet::new();
    for entry in all_samples() {
        let answer = solution(&entry.puzzle);
        let mut replay = Replay::new(&entry.puzzle);
        explain_each(&entry.puzzle, |_, step| {
            if !refused.contains(&step.technique) {
                let mut false_step = *step;
                match step.placed() {
                    Some((cell, digit)) => {
                        let others = replay.candidates[cell] & !(1 << (digit - 1));
                        if others != 0 {
                            false_step.digit = others.trailing_zeros() as u8 + 1;
                        }
                    }
                    None => {
                        // A cell of the pattern or a target, with more than
                        // one candidate: its solution digit cannot go.
                        let cell = (0..CELLS).find(|&c| {
                            (step.pattern[c] | step.eliminations[c]) != 0
                                && replay.candidates[c].count_ones() > 1
                                && replay.candidates[c] >> (answer[c] - 1) & 1 != 0
                        });
                        if let Some(cell) = cell {
                            false_step.eliminations[cell] |= 1 << (answer[cell] - 1);
                        }
                    }
                }
                if false_step != *step {
                    assert!(
                        check_step(&replay, &false_step).is_err(),
                        "accepted a false {}",
                        step.technique
                    );
                    refused.insert(step.technique);
                }
            }
            replay.apply(step);
        })
        .unwrap();
    }
    // Full houses and naked singles have no other candidate to move to.
    let untried: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|t| !refused.contains(t) && !NEVER_MET.contains(t))
        .collect();
    assert_eq!(
        untried,
        [
            Technique::WrongEntry,
            Technique::MissingCandidate,
            Technique::FullHouse,
            Technique::NakedSingle,
            Technique::DirectClaiming
        ]
    );
}

/// Pencil marks with arbitrary extra digits (the solution's always kept):
/// every hint is still true to the solution, whatever odd state the
/// techniques meet, following up to 30 hints from there as a player would.
#[test]
fn hints_from_arbitrary_marks_are_true() {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut random = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed & 0x1FF) as u16
    };
    let mut checked = 0;
    let mut techniques = BTreeSet::new();
    for entry in load_rated("se_rated_dev.txt").iter().step_by(3) {
        let answer = solution(&entry.puzzle);
        for placed in [0, 10, 25] {
            let mut current = partway(&entry.puzzle, &answer, placed);
            let mut marks = Replay::new(&current).candidates;
            for (cell, mask) in marks.iter_mut().enumerate() {
                if current[cell] == b'.' {
                    *mask |= random() & random();
                    *mask |= 1 << (answer[cell] - 1);
                }
            }
            for _ in 0..30 {
                let step = match hint(&entry.puzzle, Some(&current), Some(&marks)) {
                    Ok(step) => step,
                    Err(LogicError::TechniquesExhausted | LogicError::Solved) => break,
                    Err(err) => panic!("{err}"),
                };
                for (cell, digit) in step.eliminated() {
                    assert_ne!(answer[cell], digit, "{step:?}");
                    marks[cell] &= !(1 << (digit - 1));
                }
                if let Some((cell, digit)) = step.placed() {
                    assert_eq!(answer[cell], digit, "{step:?}");
                    place(&mut current, &mut marks, cell, digit);
                }
                techniques.insert(step.technique);
                checked += 1;
            }
        }
    }
    assert!(checked > 5000, "{checked}");
    assert!(techniques.len() > 20, "{techniques:?}");
}
