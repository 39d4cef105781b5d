//! The planes engine against the general one: the same counts (to 2) and
//! the same solutions on every committed sample it accepts and on random
//! partial grids, each solution checked by test-support's own checker;
//! and the budget's bound.

use sudoku_test_support::variant::{check_solution, from_fpuzzles};

use super::super::fpuzzles;
use super::super::rules::HouseKind;
use super::super::search::{self, Found};
use super::super::{Rules, RulesBuilder};
use super::geometry::{Geometry, ALL};
use super::grid::Grid;
use super::{accepts, routes, search as planes_search};

/// The committed samples' f-puzzles JSON: the `puzzle` field of each
/// record, an object (cut at its closing brace; the crate has no JSON
/// reader of its own for whole records).
fn sample_puzzles() -> Vec<String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/variants/sample.jsonl"
    );
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|line| {
            let start = line.find("\"puzzle\":").expect("a puzzle field") + "\"puzzle\":".len();
            let mut depth = 0;
            let end = line[start..]
                .char_indices()
                .find_map(|(i, c)| {
                    depth += i32::from(c == '{') - i32::from(c == '}');
                    (depth == 0).then_some(start + i + 1)
                })
                .expect("a closed object");
            line[start..end].to_string()
        })
        .collect()
}

/// Counts and first solutions (to `limit`) agree, and each solution meets
/// every rule as test-support reads them from `json`.
fn assert_agree(rules: &Rules, givens: &[u8], json: &str, limit: u32, what: &str) -> Found {
    let general = search::search(rules, givens, limit, 0);
    let planes = planes_search(rules, givens, limit, 0);
    assert_eq!(planes.solutions, general.solutions, "{what}: counts");
    assert!(!planes.budget_exhausted, "{what}");
    assert_eq!(planes.first.is_some(), general.first.is_some(), "{what}");
    if let Some(solution) = &planes.first {
        let mut list = from_fpuzzles(json);
        list.givens = givens.to_vec();
        check_solution(&list, solution).unwrap_or_else(|e| panic!("{what}: {e}"));
        if general.solutions == 1 {
            assert_eq!(
                Some(solution),
                general.first.as_ref(),
                "{what}: the solution"
            );
        }
    }
    planes
}

#[test]
fn agrees_with_the_general_engine_on_every_accepted_sample() {
    let mut accepted = 0;
    let mut routed = [0usize; 5];
    for json in sample_puzzles() {
        let puzzle = fpuzzles::parse_json(&json).unwrap();
        if !accepts(&puzzle.rules) {
            continue;
        }
        accepted += 1;
        let found = assert_agree(&puzzle.rules, &puzzle.givens, &json, 2, &json[..60]);
        assert_eq!(found.solutions, 1);
        if routes(&puzzle.rules) {
            let neighbours = &puzzle.rules.neighbours;
            routed[0] += usize::from(neighbours.nonconsecutive);
            routed[1] += usize::from(neighbours.anti_knight);
            routed[2] += usize::from(neighbours.anti_king);
            for (i, kind) in [HouseKind::MainDiagonal, HouseKind::Window]
                .into_iter()
                .enumerate()
            {
                let has = puzzle.rules.houses.iter().any(|h| h.kind == kind);
                routed[3 + i] += usize::from(has);
            }
        }
    }
    // x, windoku, anti-knight, anti-king and non-consecutive: three each.
    assert!(accepted >= 15, "only {accepted} samples accepted");
    // Every rule Engine::Auto sends to the planes was compared here:
    // non-consecutive, anti-knight, anti-king, X, windoku.
    assert!(routed.iter().all(|&n| n >= 3), "{routed:?}");
}

#[test]
fn refuses_what_is_not_distinct_digits_or_non_consecutive() {
    let classic = || RulesBuilder::new(9);
    assert!(accepts(&classic().build().unwrap()));
    let neighbours = classic().anti_knight().anti_king().nonconsecutive();
    assert!(accepts(&neighbours.build().unwrap()));
    assert!(accepts(&classic().all_differences_given().build().unwrap()));
    assert!(!accepts(&classic().all_ratios_given().build().unwrap()));
    assert!(!accepts(&RulesBuilder::new(6).build().unwrap()));
    // Routed: the rule sets measured faster on the planes, not classic.
    assert!(routes(&classic().nonconsecutive().build().unwrap()));
    assert!(routes(&classic().anti_knight().build().unwrap()));
    assert!(!routes(&classic().build().unwrap()));
    assert!(!accepts(&classic().difference(0, 1, None).build().unwrap()));
    assert!(!accepts(
        &classic().cage(vec![0, 1], Some(3)).build().unwrap()
    ));
    assert!(!accepts(
        &classic().thermometer(vec![0, 1, 2]).build().unwrap()
    ));
}

/// A small generator, so the test needs no crate.
fn next(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *seed >> 33
}

/// Random partial grids: a sample's solution with most cells emptied and a
/// few digits changed, so that some have no solution, some one and some
/// many, under each accepted sample's rules.
#[test]
fn agrees_with_the_general_engine_on_random_partial_grids() {
    let mut seed = 99u64;
    let mut outcomes = [0usize; 3];
    for json in sample_puzzles() {
        let puzzle = fpuzzles::parse_json(&json).unwrap();
        if !accepts(&puzzle.rules) {
            continue;
        }
        let solution = search::search(&puzzle.rules, &puzzle.givens, 1, 0)
            .first
            .unwrap();
        for round in 0..12 {
            let keep = 18 + next(&mut seed) as usize % 20;
            let mut givens = vec![0u8; 81];
            for _ in 0..keep {
                let cell = next(&mut seed) as usize % 81;
                givens[cell] = solution[cell];
            }
            if round % 3 == 0 {
                let cell = next(&mut seed) as usize % 81;
                givens[cell] = 1 + next(&mut seed) as u8 % 9;
            }
            if super::super::check(&puzzle.rules, &givens).is_err() {
                continue;
            }
            let what = format!("{} round {round}", &json[..40]);
            let found = assert_agree(&puzzle.rules, &givens, &json, 2, &what);
            outcomes[found.solutions as usize] += 1;
        }
    }
    // Each outcome met, so the comparison covered them all.
    assert!(outcomes.iter().all(|&n| n > 0), "{outcomes:?}");
}

/// The budget is never exceeded, and a budget that runs out says so,
/// unless the limit was reached first.
#[test]
fn never_guesses_beyond_the_budget() {
    let puzzles = sample_puzzles();
    let mut exhausted = 0;
    for json in &puzzles {
        let puzzle = fpuzzles::parse_json(json).unwrap();
        if !accepts(&puzzle.rules) || !puzzle.rules.neighbours.nonconsecutive {
            continue;
        }
        let full = planes_search(&puzzle.rules, &puzzle.givens, 2, 0);
        for budget in [1, 2, 5, full.guesses / 2, full.guesses] {
            if budget == 0 {
                continue;
            }
            let found = planes_search(&puzzle.rules, &puzzle.givens, 2, budget);
            assert!(found.guesses <= budget, "{} > {budget}", found.guesses);
            if budget < full.guesses {
                assert!(found.budget_exhausted);
                exhausted += 1;
            } else {
                assert_eq!(found, full);
            }
        }
    }
    assert!(exhausted > 0);
}

/// Non-consecutive, now routed here, searches deepest of the accepted
/// rules; the C tests run searches on 16 KiB threads.
#[test]
fn a_non_consecutive_search_runs_on_16_kib() {
    let json = sample_puzzles()
        .into_iter()
        .find(|json| {
            let rules = fpuzzles::parse_json(json).unwrap().rules;
            routes(&rules) && rules.neighbours.nonconsecutive
        })
        .expect("a non-consecutive sample");
    let found = std::thread::Builder::new()
        .stack_size(16 * 1024)
        .spawn(move || {
            let puzzle = fpuzzles::parse_json(&json).unwrap();
            planes_search(&puzzle.rules, &puzzle.givens, 2, 0)
        })
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(found.solutions, 1);
    assert!(found.guesses > 0, "the search went below the root");
}

/// Propagation looks only at the digits and houses changed since each
/// step last ran; down random paths of guesses from every accepted
/// sample, each fixed point it reaches is one where every step, run on
/// every digit and house, removes nothing.
#[test]
fn propagation_from_the_changes_reaches_the_full_fixed_point() {
    let mut seed = 5u64;
    let (mut checked, mut contradictions) = (0, 0);
    for json in sample_puzzles() {
        let puzzle = fpuzzles::parse_json(&json).unwrap();
        if !accepts(&puzzle.rules) {
            continue;
        }
        let geometry = Geometry::new(&puzzle.rules);
        for _ in 0..20 {
            let mut grid = Grid::new(&puzzle.givens);
            let mut dirty = ALL;
            loop {
                if grid.propagate(&geometry, dirty).is_err() {
                    contradictions += 1;
                    break;
                }
                assert!(grid.at_fixed_point(&geometry), "{}", &json[..60]);
                checked += 1;
                let open: Vec<usize> = (0..81).filter(|&c| grid.placed >> c & 1 == 0).collect();
                if open.is_empty() {
                    break;
                }
                let cell = open[next(&mut seed) as usize % open.len()];
                let digits = grid.candidates(cell);
                let mut pick = next(&mut seed) as usize % digits.count_ones() as usize;
                let mut rest = digits;
                while pick > 0 {
                    rest &= rest - 1;
                    pick -= 1;
                }
                grid.keep(cell, rest.trailing_zeros() as usize);
                dirty = 1 << cell;
            }
        }
    }
    // Many fixed points below the root, and paths that ended in a
    // contradiction.
    assert!(
        checked > 300 && contradictions > 0,
        "{checked} {contradictions}"
    );
}
