//! The generator's per-removal budget (`removal_budget`) against
//! test-support's independent rule-list counter: a removal whose proof runs
//! out of the budget keeps its givens, so every puzzle is unique; one that
//! left a removal undecided says "minimal as far as the budget proved",
//! and one that says minimal is (each given removed gives two solutions).
//! The output is the seed's, whatever the thread count.

use sudoku::variant::generate::{self, Minimality, VariantGenerateOptions, VariantGenerated};
use sudoku::variant::{fpuzzles, ExtraHouse, Rules, RulesBuilder};
use sudoku_test_support::variant as independent;

fn budgeted(seed: u64, removal_budget: u64) -> VariantGenerateOptions {
    VariantGenerateOptions {
        seed,
        removal_budget,
        ..Default::default()
    }
}

fn independent_count(rules: &Rules, givens: &[u8]) -> usize {
    let list = independent::from_fpuzzles(&fpuzzles::to_json(rules, givens));
    independent::count_solutions(&list, 2)
}

/// Unique by the independent counter, the solution checked by its
/// checker, the givens and the minimality as reported; and, when it says
/// minimal, no given can go. Returns whether a removal was undecided.
fn check(made: &VariantGenerated) -> bool {
    assert_eq!(independent_count(&made.rules, &made.puzzle), 1, "{made:?}");
    let list = independent::from_fpuzzles(&fpuzzles::to_json(&made.rules, &made.puzzle));
    independent::check_solution(&list, &made.solution).unwrap();
    let givens = made.puzzle.iter().filter(|&&v| v != 0).count() as u32;
    assert_eq!(givens, made.givens);
    for (cell, &given) in made.puzzle.iter().enumerate() {
        assert!(given == 0 || given == made.solution[cell]);
    }
    if made.undecided == 0 {
        assert_eq!(made.minimality, Minimality::Minimal);
        for cell in (0..made.puzzle.len()).filter(|&c| made.puzzle[c] != 0) {
            let mut fewer = made.puzzle.clone();
            fewer[cell] = 0;
            assert_eq!(
                independent_count(&made.rules, &fewer),
                2,
                "cell {cell} removable"
            );
        }
        false
    } else {
        assert_eq!(made.minimality, Minimality::AsFarAsBudgetProved);
        true
    }
}

#[test]
fn a_removal_budget_keeps_puzzles_unique_and_says_how_far_they_are_minimal() {
    let six = RulesBuilder::new(6).build().unwrap();
    let x = RulesBuilder::new(9)
        .extra(ExtraHouse::MainDiagonal)
        .extra(ExtraHouse::AntiDiagonal)
        .build()
        .unwrap();
    let (mut cut, mut whole) = (0, 0);
    for (rules, seeds) in [(&six, 0..16), (&x, 0..4)] {
        for seed in seeds {
            let made = generate::generate(rules, &budgeted(seed, 1)).unwrap();
            if check(&made) {
                cut += 1;
            } else {
                whole += 1;
            }
        }
    }
    // A budget of one guess both cuts some proofs short and lets some
    // puzzles through whole: both branches of the check ran.
    assert!(cut > 0 && whole > 0, "{cut} cut, {whole} whole");
}

#[test]
fn a_budget_that_never_runs_out_gives_the_puzzles_of_no_budget() {
    let six = RulesBuilder::new(6).build().unwrap();
    for seed in 0..8 {
        let plain = generate::generate(&six, &budgeted(seed, 0)).unwrap();
        let roomy = generate::generate(&six, &budgeted(seed, 1_000_000)).unwrap();
        assert_eq!(plain.puzzle, roomy.puzzle, "seed {seed}");
        assert_eq!(plain.minimality, Minimality::Minimal);
        assert_eq!(roomy.minimality, Minimality::Minimal);
    }
    // Without `minimal`, none is claimed.
    let loose = VariantGenerateOptions {
        minimal: false,
        max_givens: 20,
        ..budgeted(3, 1)
    };
    let made = generate::generate(&six, &loose).unwrap();
    assert_eq!(made.minimality, Minimality::NotAsked);
    assert_eq!(independent_count(&made.rules, &made.puzzle), 1);
}

#[test]
fn budgeted_puzzles_are_the_seeds_whatever_the_thread_count() {
    let rules = RulesBuilder::new(9).anti_king().build().unwrap();
    let options = budgeted(40, 2);
    let serial: Vec<(Vec<u8>, u32)> = (0..6)
        .map(|i| {
            let made = generate::generate(&rules, &budgeted(40 + i, 2)).unwrap();
            (made.puzzle, made.undecided)
        })
        .collect();
    for threads in [1, 2, 3] {
        let batch = generate::generate_batch(&rules, &options, 6, threads);
        let made: Vec<(Vec<u8>, u32)> = batch
            .into_iter()
            .map(|r| {
                let made = r.unwrap();
                (made.puzzle, made.undecided)
            })
            .collect();
        assert_eq!(made, serial, "{threads} threads");
    }
    assert!(serial.iter().any(|(_, undecided)| *undecided > 0));
}
