//! Hints from a player's grid of a variant puzzle (`player_hint`): a wrong
//! entry and a wrongly crossed-off mark are named first, and a player who
//! follows the hints from a part-filled grid with their own marks reaches
//! the solution, every step checked against a solution that test-support
//! verified rule by rule.

mod variant_support;

use sudoku::variant::fpuzzles;
use sudoku::variant::logic::{player_hint, PlayerError, PlayerGrid, PlayerHint, Step};
use sudoku::variant::{Rules, RulesBuilder, VariantError};
use sudoku_test_support::variant as independent;
use variant_support::Sample;

/// A sample's rules and givens, its stored solution checked by
/// test-support's own reader and checker.
fn read(sample: &Sample) -> (Rules, Vec<u8>) {
    let list = independent::from_fpuzzles(&sample.json);
    independent::check_solution(&list, &sample.solution)
        .unwrap_or_else(|e| panic!("{}: stored solution: {e}", sample.id));
    let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
    (puzzle.rules, puzzle.givens)
}

fn size_of(solution: &[u8]) -> usize {
    (solution.len() as f64).sqrt() as usize
}

/// A digit other than the solution's, within 1..=N.
fn wrong_digit(right: u8, n: usize) -> u8 {
    right % n as u8 + 1
}

#[test]
fn the_first_wrong_entry_is_named_before_anything_else() {
    for sample in variant_support::samples() {
        let (rules, givens) = read(&sample);
        let solution = &sample.solution;
        let n = size_of(solution);
        let empty: Vec<usize> = (0..givens.len()).filter(|&c| givens[c] == 0).collect();
        let mut current = givens.clone();
        for &cell in empty.iter().step_by(3) {
            current[cell] = solution[cell];
        }
        // Two mistakes; the earlier cell is named, whatever the marks say.
        let (first, second) = (empty[1], empty[empty.len() - 1]);
        current[second] = wrong_digit(solution[second], n);
        current[first] = wrong_digit(solution[first], n);
        let no_marks = vec![0u32; givens.len()];
        let hint = player_hint(&rules, &givens, Some(&current), Some(&no_marks), 0);
        assert_eq!(
            hint,
            Ok(PlayerHint::WrongEntry {
                cell: first,
                entry: current[first]
            }),
            "{}",
            sample.id
        );
        // A complete grid with one mistake: the mistake, not "solved".
        let mut full = solution.clone();
        full[second] = wrong_digit(solution[second], n);
        assert_eq!(
            player_hint(&rules, &givens, Some(&full), None, 0),
            Ok(PlayerHint::WrongEntry {
                cell: second,
                entry: full[second]
            }),
            "{}",
            sample.id
        );
        assert_eq!(
            player_hint(&rules, &givens, Some(solution), None, 0),
            Ok(PlayerHint::Solved),
            "{}",
            sample.id
        );
    }
}

#[test]
fn a_mark_crossed_off_wrongly_is_named_with_the_solution_digit() {
    for sample in variant_support::samples() {
        let (rules, givens) = read(&sample);
        let solution = &sample.solution;
        let n = size_of(solution);
        let all = (1u32 << n) - 1;
        let empty: Vec<usize> = (0..givens.len()).filter(|&c| givens[c] == 0).collect();
        let mut marks = vec![all; givens.len()];
        let (first, second) = (empty[2], empty[empty.len() / 2]);
        for cell in [second, first] {
            marks[cell] &= !(1 << (solution[cell] - 1));
        }
        // Filled cells' marks are never read.
        for (cell, &given) in givens.iter().enumerate() {
            if given != 0 {
                marks[cell] = 0;
            }
        }
        assert_eq!(
            player_hint(&rules, &givens, None, Some(&marks), 0),
            Ok(PlayerHint::MissingMark {
                cell: first,
                digit: solution[first]
            }),
            "{}",
            sample.id
        );
    }
}

/// The step's placements agree with the solution and its eliminations
/// never remove the solution's digit; it removes only marks the player
/// still holds, so every hint makes progress.
fn check_player_step(step: &Step, solution: &[u8], current: &[u8], marks: &[u32], id: &str) {
    assert!(
        !step.placements.is_empty() || !step.eliminations.is_empty(),
        "{id}: {step:?} does nothing"
    );
    for &(cell, digit) in &step.placements {
        assert_eq!(solution[cell], digit, "{id}: {step:?} places a wrong digit");
        assert_eq!(current[cell], 0, "{id}: {step:?} places in a filled cell");
    }
    for &(cell, digit) in &step.eliminations {
        assert_ne!(
            solution[cell], digit,
            "{id}: {step:?} removes the solution's digit"
        );
        assert_ne!(
            marks[cell] & 1 << (digit - 1),
            0,
            "{id}: {step:?} removes a crossed-off mark"
        );
    }
}

#[test]
fn following_the_hints_from_a_part_filled_grid_with_own_marks_reaches_the_solution() {
    let mut hints = 0;
    for sample in variant_support::samples() {
        if !["6x6-001", "jigsaw-001", "killer-001", "x-001", "thermo-001"].contains(&&*sample.id) {
            continue;
        }
        let (rules, givens) = read(&sample);
        let solution = &sample.solution;
        let n = size_of(solution);
        let mut current = givens.clone();
        let empty: Vec<usize> = (0..givens.len()).filter(|&c| givens[c] == 0).collect();
        for &cell in empty.iter().step_by(5) {
            current[cell] = solution[cell];
        }
        // The player has crossed off one wrong digit in every other cell,
        // beyond what the entries rule out.
        let mut marks = vec![(1u32 << n) - 1; givens.len()];
        for &cell in empty.iter().step_by(2) {
            marks[cell] &= !(1 << (wrong_digit(solution[cell], n) - 1));
        }
        let mut steps = 0;
        loop {
            let hint = player_hint(&rules, &givens, Some(&current), Some(&marks), 0);
            match hint {
                Ok(PlayerHint::Step(step)) => {
                    check_player_step(&step, solution, &current, &marks, &sample.id);
                    for &(cell, digit) in &step.placements {
                        current[cell] = digit;
                    }
                    for &(cell, digit) in &step.eliminations {
                        marks[cell] &= !(1 << (digit - 1));
                    }
                    steps += 1;
                }
                Ok(PlayerHint::Solved) => break,
                other => panic!("{}: after {steps} steps: {other:?}", sample.id),
            }
            assert!(steps <= n * n * n, "{}: no end", sample.id);
        }
        assert_eq!(&current, solution, "{}", sample.id);
        hints += steps;
    }
    assert!(hints > 100, "{hints} hints followed");
}

#[test]
fn bad_input_is_named_before_any_search() {
    // 4x4 with 2x2 boxes, one solution.
    let rules = RulesBuilder::new(4).build().unwrap();
    let givens = [1, 2, 0, 4, 0, 4, 1, 0, 2, 0, 4, 3, 0, 3, 0, 1];
    let mut changed = givens;
    changed[1] = 3;
    assert_eq!(
        player_hint(&rules, &givens, Some(&changed), None, 0),
        Err(PlayerError::GivenChanged { cell: 1 })
    );
    let mut cleared = givens;
    cleared[3] = 0;
    assert_eq!(
        player_hint(&rules, &givens, Some(&cleared), None, 0),
        Err(PlayerError::GivenChanged { cell: 3 })
    );
    let mut above = givens;
    above[2] = 5;
    assert_eq!(
        player_hint(&rules, &givens, Some(&above), None, 0),
        Err(PlayerError::Value {
            grid: PlayerGrid::Current,
            cell: 2,
            value: 5
        })
    );
    assert_eq!(
        player_hint(&rules, &above, None, None, 0),
        Err(PlayerError::Value {
            grid: PlayerGrid::Givens,
            cell: 2,
            value: 5
        })
    );
    let mut marks = [0b1111u32; 16];
    marks[4] = 0b1_0001;
    assert_eq!(
        player_hint(&rules, &givens, None, Some(&marks), 0),
        Err(PlayerError::Marks { cell: 4 })
    );
    // A filled cell's marks are not read.
    marks[4] = 0b1111;
    marks[0] = u32::MAX;
    assert!(matches!(
        player_hint(&rules, &givens, None, Some(&marks), 0),
        Ok(PlayerHint::Step(_))
    ));
    assert_eq!(
        player_hint(&rules, &givens[..15], None, None, 0),
        Err(PlayerError::Length {
            grid: PlayerGrid::Givens,
            expected: 16,
            found: 15
        })
    );
    assert_eq!(
        player_hint(&rules, &givens, Some(&givens[..3]), None, 0),
        Err(PlayerError::Length {
            grid: PlayerGrid::Current,
            expected: 16,
            found: 3
        })
    );
    let open = [0u8; 16];
    assert_eq!(
        player_hint(&rules, &open, None, None, 0),
        Err(PlayerError::Puzzle(VariantError::MultipleSolutions))
    );
    let mut clash = open;
    clash[0] = 1;
    clash[1] = 1;
    assert!(matches!(
        player_hint(&rules, &clash, None, None, 0),
        Err(PlayerError::Puzzle(VariantError::Broken(_)))
    ));
    // The messages say which grid and which cell.
    let message = PlayerError::Value {
        grid: PlayerGrid::Current,
        cell: 2,
        value: 5,
    }
    .to_string();
    assert_eq!(
        message,
        "cell 2 of the player's grid holds 5, above the grid's size"
    );
}

#[test]
fn entries_that_break_rules_are_mistakes_not_errors() {
    let rules = RulesBuilder::new(4).build().unwrap();
    let givens = [1, 2, 0, 4, 0, 4, 1, 0, 2, 0, 4, 3, 0, 3, 0, 1];
    // Cell 2's solution is 3; a 1 there repeats the row's given.
    let mut current = givens;
    current[2] = 1;
    assert_eq!(
        player_hint(&rules, &givens, Some(&current), None, 0),
        Ok(PlayerHint::WrongEntry { cell: 2, entry: 1 })
    );
}
