//! The prover's verdicts over whole removal passes, its learned clauses
//! kept from one proof to the next, against test-support's independent
//! counter (9x9, 16x16 while it is quick), the engine's count to two and
//! the exclusion walk (exclude.rs); every other solution it reports is
//! checked to be one.

use super::*;
use crate::generate::rng::Rng;
use crate::variant::generate::buffers::Buffers;
use crate::variant::generate::exclude::Excluder;
use crate::variant::{check, count, fpuzzles, ExtraHouse, RulesBuilder};
use sudoku_test_support::variant as independent;

/// A grid of `rules`: the engine's first solution of a few givens drawn
/// from a pattern grid's rows, so that each seed gives another grid.
fn grid_of(rules: &Rules, seed: u64) -> Vec<u8> {
    let mut rng = Rng::new(seed);
    let size = rules.size();
    let mut givens = vec![0u8; rules.cells()];
    let mut digits: Vec<u8> = (1..=size as u8).collect();
    rng.shuffle(&mut digits);
    // The first row, shuffled: every rule set here allows any first row
    // but anti-knight and anti-king, which only see other rows.
    givens[..size].copy_from_slice(&digits);
    crate::variant::solve_first(rules, &givens, 0)
        .0
        .expect("a first row extends")
}

/// One removal pass in a random order, groups of one to three cells: each
/// verdict of the prover against the engine's count (and the independent
/// counter while at least `independent_from` givens are left), the
/// exclusion walk beside it. Returns (unique, several).
fn pass_agrees(rules: &Rules, seed: u64, independent_from: usize, removals: usize) -> (u32, u32) {
    let grid = grid_of(rules, seed);
    assert!(check(rules, &grid).is_ok());
    let mut rng = Rng::new(seed + 100);
    let mut cells: Vec<usize> = (0..rules.cells()).collect();
    rng.shuffle(&mut cells);
    let mut prover = Prover::of(rules, &grid).expect("cells-differ rules");
    let mut buffers = Buffers::new(rules);
    let mut walk = Excluder::new(rules, &grid, 0, &mut buffers);
    let mut puzzle = grid.clone();
    let (mut unique, mut several) = (0, 0);
    let group_sizes = [1usize, 2, 1, 3];
    let mut at = 0;
    let mut step = 0;
    while at < cells.len().min(removals) {
        let group = &cells[at..(at + group_sizes[step % 4]).min(cells.len())];
        at += group.len();
        step += 1;
        for &c in group {
            puzzle[c] = 0;
        }
        walk.start_block(&puzzle, group.iter());
        let got = prover.other_solution_exists(&puzzle, &grid, group, 0);
        let by_walk = walk.other_solution_exists(&puzzle, group);
        let counted = count(rules, &puzzle, 2, 0).0;
        assert_eq!(
            got == Exclusion::Unique,
            counted == Ok(1),
            "seed {seed} step {step}"
        );
        assert_eq!(got, by_walk, "seed {seed} step {step}");
        let givens = puzzle.iter().filter(|&&g| g != 0).count();
        if givens >= independent_from {
            let list = independent::from_fpuzzles(&fpuzzles::to_json(rules, &puzzle));
            let solutions = independent::count_solutions(&list, 2);
            assert_eq!(
                got == Exclusion::Unique,
                solutions == 1,
                "seed {seed} step {step}"
            );
        }
        if got == Exclusion::Several {
            let other = prover.last_solution();
            assert!(check(rules, other).is_ok(), "seed {seed} step {step}");
            assert!(puzzle.iter().zip(other).all(|(&g, &o)| g == 0 || g == o));
            assert!(group.iter().any(|&c| other[c] != grid[c]));
            several += 1;
            for &c in group {
                puzzle[c] = grid[c];
            }
            prover.keep(group, &grid);
            walk.keep(group);
        } else {
            unique += 1;
        }
    }
    (unique, several)
}

#[test]
fn nine_by_nine_passes_agree_with_the_independent_counter() {
    let rule_sets = [
        RulesBuilder::new(9).build().unwrap(),
        RulesBuilder::new(9)
            .extra(ExtraHouse::MainDiagonal)
            .extra(ExtraHouse::AntiDiagonal)
            .build()
            .unwrap(),
        RulesBuilder::new(9)
            .extra(ExtraHouse::Windoku)
            .build()
            .unwrap(),
        RulesBuilder::new(9).anti_knight().build().unwrap(),
        RulesBuilder::new(9).anti_king().build().unwrap(),
    ];
    for (i, rules) in rule_sets.iter().enumerate() {
        // The independent counter is slow on sparse puzzles (minutes in a
        // debug build): it checks each verdict down to 24 givens, the
        // engine's count and the walk every one.
        for seed in 0..2 {
            let (unique, several) = pass_agrees(rules, seed + 10 * i as u64, 24, 81);
            assert!(
                unique > 10 && several > 5,
                "rules {i}: {unique} / {several}"
            );
        }
    }
}

#[test]
fn sixteen_by_sixteen_passes_agree_with_the_count_and_the_walk() {
    let rules = RulesBuilder::new(16).build().unwrap();
    for seed in 0..2 {
        let (unique, several) = pass_agrees(&rules, seed, 200, 256);
        assert!(unique > 50 && several > 20, "{unique} / {several}");
    }
}

#[test]
fn twenty_five_by_twenty_five_with_few_blanks_agrees() {
    let rules = RulesBuilder::new(25).build().unwrap();
    let (unique, several) = pass_agrees(&rules, 3, 625, 220);
    assert!(unique > 50, "{unique} / {several}");
}

#[test]
fn a_budget_of_conflicts_bounds_each_proof() {
    // A budget of one conflict a removal: a proof stops at its first
    // conflict, and a verdict it reaches is still the count's.
    let rules = RulesBuilder::new(16).build().unwrap();
    let grid = grid_of(&rules, 5);
    let mut rng = Rng::new(5);
    let mut cells: Vec<usize> = (0..rules.cells()).collect();
    rng.shuffle(&mut cells);
    let mut prover = Prover::of(&rules, &grid).unwrap();
    let mut puzzle = grid.clone();
    let mut exhausted = 0;
    for &cell in &cells {
        puzzle[cell] = 0;
        let before = prover.conflicts();
        let got = prover.other_solution_exists(&puzzle, &grid, &[cell], 1);
        assert!(prover.conflicts() - before <= 1);
        if got == Exclusion::BudgetExhausted {
            exhausted += 1;
        } else {
            assert_eq!(
                got == Exclusion::Unique,
                count(&rules, &puzzle, 2, 0).0 == Ok(1)
            );
        }
        if got != Exclusion::Unique {
            puzzle[cell] = grid[cell];
            prover.keep(&[cell], &grid);
        }
    }
    assert!(exhausted > 0, "some proof needs more than one conflict");
}

#[test]
fn rules_beyond_cells_differ_are_left_to_the_walk() {
    let grid = grid_of(&RulesBuilder::new(9).build().unwrap(), 1);
    let caged = RulesBuilder::new(9).cage(vec![0, 1], None).build().unwrap();
    assert!(Prover::of(&caged, &grid).is_none());
    let nonconsecutive = RulesBuilder::new(9).nonconsecutive().build().unwrap();
    assert!(Prover::of(&nonconsecutive, &grid).is_none());
}
