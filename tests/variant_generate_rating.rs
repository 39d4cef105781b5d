//! The variant generator's rating bounds: every puzzle's ER, rated again
//! through the variant logic's public entry points (`rate_own_scale`,
//! `rate_sukaku_scale`) or the classic one (`sudoku::logic::rate`), lies
//! within the bounds asked; each is unique by test-support's independent
//! rule-list counter (test-support/src/variant.rs, no engine code); a
//! bound changes nothing else (a puzzle that meets it on the first attempt
//! is the unbounded one); batches equal serial output; bad bounds and
//! unmet bounds get their errors.

use sudoku::variant::generate::{
    self, rating_scale, KillerOptions, Layout, RatingScale, VariantGenerateError,
    VariantGenerateOptions, VariantGenerated,
};
use sudoku::variant::logic::{rate_own_scale, rate_sukaku_scale, SukakuVariant};
use sudoku::variant::{fpuzzles, Rules, RulesBuilder};
use sudoku_test_support::variant as independent;

fn bounded(
    seed: u64,
    layout: Layout,
    (min_rating, max_rating): (u32, u32),
) -> VariantGenerateOptions {
    VariantGenerateOptions {
        seed,
        layout,
        min_rating,
        max_rating,
        ..Default::default()
    }
}

/// One solution by the independent counter, and the returned solution is
/// it by the independent checker.
fn check_unique(made: &VariantGenerated) {
    let list = independent::from_fpuzzles(&fpuzzles::to_json(&made.rules, &made.puzzle));
    assert_eq!(independent::count_solutions(&list, 2), 1, "{made:?}");
    independent::check_solution(&list, &made.solution).unwrap();
}

/// The puzzle's ER on the scale of its rules, by the logic engines' public
/// entry points.
fn rated_again(made: &VariantGenerated) -> u32 {
    let er = match rating_scale(&made.rules) {
        RatingScale::Own => rate_own_scale(&made.rules, &made.puzzle).unwrap().er,
        RatingScale::SukakuExplainer(variant) => {
            rate_sukaku_scale(variant, &made.puzzle, None).unwrap().er
        }
        RatingScale::SudokuExplainer => {
            let text: Vec<u8> = made
                .puzzle
                .iter()
                .map(|&v| if v == 0 { b'.' } else { b'0' + v })
                .collect();
            sudoku::logic::rate(&text.try_into().unwrap()).unwrap().er
        }
    };
    u32::from(er)
}

fn check_within(made: &VariantGenerated, (min, max): (u32, u32)) {
    let er = rated_again(made);
    assert_eq!(made.rating, er, "{made:?}");
    assert!(
        er >= min && (max == 0 || er <= max),
        "ER {er} outside {min}..={max}"
    );
}

fn killer(max_cage: u32) -> Layout {
    Layout::Killer(KillerOptions {
        max_cage,
        ..KillerOptions::default()
    })
}

#[test]
fn own_scale_bounds_hold_on_6x6_jigsaw_and_killer() {
    let six = RulesBuilder::new(6).build().unwrap();
    let four = RulesBuilder::new(4).build().unwrap();
    // Bounds chosen so that most minimal puzzles miss them: 6x6 rates 1.2
    // on most seeds, 4x4 killers 2.4, 6x6 killers 2.4.
    let cases: [(&Rules, Layout, (u32, u32)); 5] = [
        (&six, Layout::Rules, (15, 0)),
        (&six, Layout::Jigsaw, (20, 30)),
        (&six, killer(5), (25, 40)),
        (&four, killer(4), (0, 20)),
        (&six, Layout::Rules, (0, 12)),
    ];
    let mut retried = false;
    for (rules, layout, bounds) in cases {
        for seed in 0..3 {
            let made = generate::generate(rules, &bounded(seed, layout, bounds)).unwrap();
            assert_eq!(rating_scale(&made.rules), RatingScale::Own);
            check_within(&made, bounds);
            check_unique(&made);
            retried |= made.attempts > 1;
        }
    }
    assert!(
        retried,
        "no bound refused a first attempt: the test shows nothing"
    );
}

#[test]
fn sukakuexplainer_bounds_hold_on_windoku() {
    let rules = SukakuVariant::Windoku.rules();
    let bounds = (40, 44);
    for seed in 0..2 {
        let made = generate::generate(&rules, &bounded(seed, Layout::Rules, bounds)).unwrap();
        assert_eq!(
            rating_scale(&made.rules),
            RatingScale::SukakuExplainer(SukakuVariant::Windoku)
        );
        check_within(&made, bounds);
        check_unique(&made);
    }
}

#[test]
fn classic_rules_take_the_classic_generators_rating_bounds() {
    let rules = RulesBuilder::new(9).build().unwrap();
    let bounds = (25, 40);
    for seed in 0..2 {
        let made = generate::generate(&rules, &bounded(seed, Layout::Rules, bounds)).unwrap();
        let classic = sudoku::generate::generate(&sudoku::generate::GenerateOptions {
            seed,
            min_rating: bounds.0,
            max_rating: bounds.1,
            ..Default::default()
        })
        .unwrap();
        let digits: Vec<u8> = classic
            .puzzle
            .iter()
            .map(|&b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        assert_eq!(made.puzzle, digits);
        assert_eq!(made.rating, classic.rating);
        check_within(&made, bounds);
    }
}

#[test]
fn a_bound_met_at_once_changes_nothing() {
    // Rating draws no random number: when the first attempt is within the
    // bounds, the puzzle is the unbounded one, and without bounds the
    // rating is left 0.
    let six = RulesBuilder::new(6).build().unwrap();
    let mut met = 0;
    for seed in 0..6 {
        let free = generate::generate(&six, &bounded(seed, Layout::Rules, (0, 0))).unwrap();
        assert_eq!(free.rating, 0);
        let made = generate::generate(&six, &bounded(seed, Layout::Rules, (0, 12))).unwrap();
        if made.attempts == 1 {
            assert_eq!(made.puzzle, free.puzzle);
            met += 1;
        } else {
            assert_ne!(made.puzzle, free.puzzle);
        }
    }
    assert!(met > 0);
}

#[test]
fn rated_batches_equal_serial_output() {
    let six = RulesBuilder::new(6).build().unwrap();
    let options = bounded(40, Layout::Jigsaw, (20, 0));
    let serial: Vec<Vec<u8>> = (0..6)
        .map(|i| {
            let seeded = VariantGenerateOptions {
                seed: 40 + i,
                ..options
            };
            generate::generate(&six, &seeded).unwrap().puzzle
        })
        .collect();
    for threads in [1, 3] {
        let batch = generate::generate_batch(&six, &options, 6, threads);
        let puzzles: Vec<Vec<u8>> = batch.into_iter().map(|r| r.unwrap().puzzle).collect();
        assert_eq!(puzzles, serial, "{threads} threads");
    }
}

#[test]
fn bounds_no_puzzle_meets_exhaust_the_budget() {
    let four = RulesBuilder::new(4).build().unwrap();
    let options = VariantGenerateOptions {
        attempt_budget: 5,
        ..bounded(0, Layout::Rules, (200, 0))
    };
    assert_eq!(
        generate::generate(&four, &options).unwrap_err(),
        VariantGenerateError::BudgetExhausted { attempts: 5 }
    );
}

#[test]
fn min_rating_above_max_is_refused_before_any_work() {
    // Checked before the attempt budget, which would refuse it too.
    for rules in [
        RulesBuilder::new(6).build().unwrap(),
        RulesBuilder::new(9).build().unwrap(),
    ] {
        let options = VariantGenerateOptions {
            attempt_budget: 0,
            ..bounded(0, Layout::Rules, (30, 20))
        };
        assert_eq!(
            generate::generate(&rules, &options).unwrap_err(),
            VariantGenerateError::MinRatingAboveMax { min: 30, max: 20 }
        );
    }
}
