//! Thermometers, partial kropki and minimal cage sets from the variant
//! generator, checked by test-support's independent rule-list counter
//! (test-support/src/variant.rs, no engine code): every puzzle unique and
//! minimal, every line, dot and cage true of the solution and of the shape
//! asked, and no two neighbouring cages of a minimal cage set mergeable.
//! 4x4 and 6x6 only (9x9 with 40 givens for the f-puzzles round trip): the
//! independent counter is a plain backtracking search.

use sudoku::variant::generate::{
    self, KillerOptions, KropkiOptions, Layout, ThermoOptions, VariantGenerateError,
    VariantGenerateOptions, VariantGenerated,
};
use sudoku::variant::{fpuzzles, DotKind, ExtraHouse, HouseKind, Rules, RulesBuilder};
use sudoku_test_support::variant as independent;

fn asked(seed: u64, layout: Layout) -> VariantGenerateOptions {
    VariantGenerateOptions {
        seed,
        layout,
        ..Default::default()
    }
}

fn independent_count(rules: &Rules, givens: &[u8]) -> usize {
    let list = independent::from_fpuzzles(&fpuzzles::to_json(rules, givens));
    independent::count_solutions(&list, 2)
}

/// One solution, the one returned, and every given needed.
fn check_unique_and_minimal(made: &VariantGenerated) {
    assert_eq!(independent_count(&made.rules, &made.puzzle), 1, "{made:?}");
    let list = independent::from_fpuzzles(&fpuzzles::to_json(&made.rules, &made.puzzle));
    independent::check_solution(&list, &made.solution).unwrap();
    assert_eq!(made.undecided, 0);
    for cell in (0..made.puzzle.len()).filter(|&c| made.puzzle[c] != 0) {
        let mut fewer = made.puzzle.clone();
        fewer[cell] = 0;
        assert!(
            independent_count(&made.rules, &fewer) >= 2,
            "cell {cell} removable"
        );
    }
}

#[test]
fn thermometers_follow_the_solution_and_the_puzzles_are_minimal() {
    for (n, thermo) in [
        (
            4,
            ThermoOptions {
                count: 2,
                min_length: 2,
                max_length: 4,
            },
        ),
        (6, ThermoOptions::default()),
        (
            6,
            ThermoOptions {
                count: 3,
                min_length: 4,
                max_length: 6,
            },
        ),
    ] {
        let rules = RulesBuilder::new(n).build().unwrap();
        for seed in 0..4 {
            let made = generate::generate(&rules, &asked(seed, Layout::Thermo(thermo))).unwrap();
            check_unique_and_minimal(&made);
            let lines = made.rules.thermometers();
            assert_eq!(lines.len(), thermo.count as usize);
            let mut seen = vec![false; n * n];
            for line in lines {
                let len = line.len() as u32;
                assert!((thermo.min_length..=thermo.max_length).contains(&len));
                for step in line.windows(2) {
                    let (a, b) = (step[0], step[1]);
                    assert!(made.solution[a] < made.solution[b], "{line:?}");
                    assert!((a / n).abs_diff(b / n) <= 1 && (a % n).abs_diff(b % n) <= 1);
                }
                for &c in line {
                    assert!(!seen[c], "cell {c} on two lines");
                    seen[c] = true;
                }
            }
        }
    }
}

#[test]
fn partial_kropki_gives_that_many_true_dots_and_no_negative_rule() {
    let rules = RulesBuilder::new(6).build().unwrap();
    for (dots, seed) in [(4u32, 0u64), (8, 1), (12, 2), (0, 3)] {
        let kropki = KropkiOptions {
            all_given: false,
            dots,
        };
        let made = generate::generate(&rules, &asked(seed, Layout::Kropki(kropki))).unwrap();
        check_unique_and_minimal(&made);
        let neighbours = made.rules.neighbours();
        assert!(!neighbours.all_ratios_given && !neighbours.all_differences_given);
        // Every dot of the solution, counted here by hand.
        let mut every = 0;
        for a in 0..36 {
            for b in [a + 1, a + 6] {
                if b >= 36 || (b == a + 1 && b % 6 == 0) {
                    continue;
                }
                let (x, y) = (made.solution[a], made.solution[b]);
                every += usize::from(x.abs_diff(y) == 1) + usize::from(x == 2 * y || y == 2 * x);
            }
        }
        let expected = if dots == 0 {
            every
        } else {
            every.min(dots as usize)
        };
        assert_eq!(made.rules.dots().len(), expected);
        for dot in made.rules.dots() {
            let [a, b] = dot.cells;
            assert!(a.abs_diff(b) == 1 || a.abs_diff(b) == 6);
            let (x, y) = (made.solution[a], made.solution[b]);
            match dot.kind {
                DotKind::Difference(v) => assert_eq!((v, x.abs_diff(y)), (1, 1)),
                DotKind::Ratio(v) => assert!(v == 2 && (x == 2 * y || y == 2 * x)),
            }
        }
    }
}

/// Cages cover the grid, within bounds, with different digits and the
/// solution's sums; no two that touch can merge (within `max`, different
/// digits) and keep one solution, by the independent counter. Returns
/// the merges tried.
fn check_minimal_cages(made: &VariantGenerated, (min, max): (usize, usize)) -> usize {
    let n = made.rules.size();
    let cages = made.rules.cages();
    let mut cage_of = vec![usize::MAX; n * n];
    for (index, cage) in cages.iter().enumerate() {
        assert!((min..=max).contains(&cage.cells.len()), "{cage:?}");
        let sum: u32 = cage.cells.iter().map(|&c| made.solution[c] as u32).sum();
        assert_eq!(cage.sum, Some(sum));
        for &c in &cage.cells {
            assert_eq!(cage_of[c], usize::MAX);
            cage_of[c] = index;
        }
    }
    assert!(cage_of.iter().all(|&i| i != usize::MAX));
    let digits = |cells: &[usize]| cells.iter().fold(0u32, |m, &c| m | 1 << made.solution[c]);
    let mut tried = 0;
    for cell in 0..n * n {
        for other in [cell + 1, cell + n] {
            if other >= n * n || (other == cell + 1 && other % n == 0) {
                continue;
            }
            let (a, b) = (cage_of[cell], cage_of[other]);
            let (ca, cb) = (&cages[a].cells, &cages[b].cells);
            if a == b || ca.len() + cb.len() > max || digits(ca) & digits(cb) != 0 {
                continue;
            }
            // The puzzle again with a and b as one cage, by hand.
            let mut builder = RulesBuilder::new(n);
            for (i, cage) in cages.iter().enumerate() {
                if i == a {
                    let mut both = ca.clone();
                    both.extend(cb);
                    builder = builder.cage(both, Some(cage.sum.unwrap() + cages[b].sum.unwrap()));
                } else if i != b {
                    builder = builder.cage(cage.cells.clone(), cage.sum);
                }
            }
            let merged = builder.build().unwrap();
            assert!(
                independent_count(&merged, &made.puzzle) >= 2,
                "cages {ca:?} and {cb:?} could merge"
            );
            tried += 1;
        }
    }
    tried
}

#[test]
fn minimal_cage_sets_cannot_merge_any_two_neighbours() {
    for (n, max, givens, seeds) in [(4, 4, false, 0..4), (6, 5, false, 0..3), (6, 5, true, 0..2)] {
        let rules = RulesBuilder::new(n).build().unwrap();
        let killer = KillerOptions {
            max_cage: max,
            givens,
            minimal_cages: true,
            ..KillerOptions::default()
        };
        let mut tried = 0;
        for seed in seeds {
            let made = generate::generate(&rules, &asked(seed, Layout::Killer(killer))).unwrap();
            check_unique_and_minimal(&made);
            tried += check_minimal_cages(&made, (2, max as usize));
            // Merging only ever removes cages.
            let plain = KillerOptions {
                minimal_cages: false,
                ..killer
            };
            let before = generate::generate(&rules, &asked(seed, Layout::Killer(plain))).unwrap();
            assert!(made.rules.cages().len() <= before.rules.cages().len());
            assert_eq!(made.solution, before.solution);
        }
        // Merges were possible by size and digits, and were refused.
        assert!(tried > 0, "{n}x{n}: no merge to try");
    }
}

#[test]
fn the_minimal_cage_check_catches_a_mergeable_pair() {
    // Not vacuous: a 4x4 killer with every cage of two cells cut from a
    // known grid has pairs that merge and stay unique once all the digits
    // are given.
    let solution = [1u8, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    let mut builder = RulesBuilder::new(4);
    for row in 0..4 {
        for half in [0, 2] {
            let cells = vec![row * 4 + half, row * 4 + half + 1];
            let sum = cells.iter().map(|&c| solution[c] as u32).sum();
            builder = builder.cage(cells, Some(sum));
        }
    }
    let made = VariantGenerated {
        rules: builder.build().unwrap(),
        puzzle: solution.to_vec(),
        solution: solution.to_vec(),
        givens: 16,
        attempts: 1,
        undecided: 0,
        minimality: generate::Minimality::Minimal,
        rating: 0,
    };
    let caught = std::panic::catch_unwind(|| check_minimal_cages(&made, (2, 4)));
    assert!(caught.is_err());
}

#[test]
fn golden_seeds_for_thermometers_and_partial_kropki() {
    // Regression anchors (docs/VARIANTS.md's algorithm, integer arithmetic
    // only): a change here changes every seed's puzzle.
    let six = RulesBuilder::new(6).build().unwrap();
    let thermo =
        generate::generate(&six, &asked(1, Layout::Thermo(ThermoOptions::default()))).unwrap();
    assert_eq!(
        format!("{:?}", thermo.rules.thermometers()),
        "[[30, 31, 26, 25], [19, 12, 6], [13, 14, 15], [29, 34, 28, 35], [9, 3, 4]]"
    );
    let kropki = KropkiOptions {
        all_given: false,
        dots: 6,
    };
    let dots = generate::generate(&six, &asked(1, Layout::Kropki(kropki))).unwrap();
    let dots: Vec<_> = dots
        .rules
        .dots()
        .iter()
        .map(|d| (d.cells, d.kind))
        .collect();
    assert_eq!(
        format!("{dots:?}"),
        "[([4, 5], Ratio(2)), ([10, 16], Difference(1)), ([14, 15], Ratio(2)), \
         ([20, 21], Ratio(2)), ([24, 30], Difference(1)), ([30, 31], Ratio(2))]"
    );
}

#[test]
fn bad_thermometer_and_kropki_options_get_their_own_errors() {
    let six = RulesBuilder::new(6).build().unwrap();
    let err = |layout| generate::generate(&six, &asked(0, layout)).unwrap_err();
    for (min_length, max_length) in [(1, 3), (4, 3), (2, 7)] {
        let thermo = ThermoOptions {
            min_length,
            max_length,
            ..ThermoOptions::default()
        };
        assert_eq!(
            err(Layout::Thermo(thermo)),
            VariantGenerateError::ThermoLengths {
                min: min_length,
                max: max_length,
                size: 6
            }
        );
    }
    for count in [0, 19] {
        let thermo = ThermoOptions {
            count,
            min_length: 2,
            max_length: 3,
        };
        assert_eq!(
            err(Layout::Thermo(thermo)),
            VariantGenerateError::ThermoCount {
                count,
                min_length: 2,
                cells: 36
            }
        );
    }
    let kropki = KropkiOptions {
        all_given: true,
        dots: 5,
    };
    assert_eq!(
        err(Layout::Kropki(kropki)),
        VariantGenerateError::DotCountWithEveryDot { dots: 5 }
    );
}

/// The rules' houses as a sorted list of (kind, sorted cells): the
/// f-puzzles fields come back in their own order (diagonals before
/// windows), which does not change what the rules mean.
fn house_set(rules: &Rules) -> Vec<(String, Vec<usize>)> {
    let mut houses: Vec<(String, Vec<usize>)> = rules
        .houses()
        .iter()
        .map(|h| {
            let mut cells = h.cells.clone();
            cells.sort_unstable();
            (format!("{:?}", h.kind), cells)
        })
        .collect();
    houses.sort();
    houses
}

/// Every rule set the generator makes, written to f-puzzles JSON and read
/// back: the same houses (windoku's windows as windows, not plain extra
/// regions), cages, lines, dots and neighbour rules, so the same rating
/// scale; the read puzzle is unique by the independent counter and its
/// solution the one made. 9x9 puzzles stop at 40 givens (not minimal),
/// where the independent counter is quick.
#[test]
fn every_generated_rule_set_reads_back_from_fpuzzles_json_with_its_scale() {
    let nine = |b: RulesBuilder| b.build().unwrap();
    let six = RulesBuilder::new(6).build().unwrap();
    let nine_at_40 = |seed| VariantGenerateOptions {
        seed,
        minimal: false,
        max_givens: 40,
        ..Default::default()
    };
    let cases: Vec<(Rules, VariantGenerateOptions)> = vec![
        (
            RulesBuilder::new(4).build().unwrap(),
            asked(1, Layout::Rules),
        ),
        (six.clone(), asked(2, Layout::Rules)),
        (six.clone(), asked(3, Layout::Jigsaw)),
        (
            six.clone(),
            asked(4, Layout::Killer(KillerOptions::default())),
        ),
        (
            six.clone(),
            asked(5, Layout::Kropki(KropkiOptions::default())),
        ),
        (
            six.clone(),
            asked(
                6,
                Layout::Kropki(KropkiOptions {
                    all_given: false,
                    dots: 6,
                }),
            ),
        ),
        (
            six.clone(),
            asked(7, Layout::Thermo(ThermoOptions::default())),
        ),
        (
            nine(RulesBuilder::new(9).extra(ExtraHouse::Windoku)),
            nine_at_40(8),
        ),
        (
            nine(
                RulesBuilder::new(9)
                    .extra(ExtraHouse::Windoku)
                    .extra(ExtraHouse::MainDiagonal)
                    .extra(ExtraHouse::AntiDiagonal),
            ),
            nine_at_40(9),
        ),
        (
            nine(RulesBuilder::new(9).extra(ExtraHouse::Asterisk)),
            nine_at_40(10),
        ),
        (
            nine(RulesBuilder::new(9).extra(ExtraHouse::CentreDot)),
            nine_at_40(11),
        ),
        (
            nine(RulesBuilder::new(9).extra(ExtraHouse::Girandola)),
            nine_at_40(12),
        ),
        (
            nine(RulesBuilder::new(9).extra(ExtraHouse::DisjointGroups)),
            nine_at_40(13),
        ),
        (nine(RulesBuilder::new(9).anti_king()), nine_at_40(14)),
        (nine(RulesBuilder::new(9).anti_knight()), nine_at_40(15)),
        (nine(RulesBuilder::new(9).nonconsecutive()), nine_at_40(16)),
    ];
    for (rules, options) in &cases {
        let made = generate::generate(rules, options).unwrap();
        let json = fpuzzles::to_json(&made.rules, &made.puzzle);
        let back = fpuzzles::parse_json(&json).unwrap_or_else(|e| panic!("{e}\n{json}"));
        assert_eq!(back.givens, made.puzzle, "{json}");
        assert_eq!(house_set(&back.rules), house_set(&made.rules), "{json}");
        assert_eq!(back.rules.neighbours(), made.rules.neighbours(), "{json}");
        assert_eq!(back.rules.cages(), made.rules.cages(), "{json}");
        assert_eq!(back.rules.thermometers(), made.rules.thermometers());
        // White dots are written before black ones; the pair rules follow
        // from the dots, lines and neighbour rules compared here.
        let dots = |rules: &Rules| {
            let mut dots: Vec<String> = rules.dots().iter().map(|d| format!("{d:?}")).collect();
            dots.sort();
            dots
        };
        assert_eq!(dots(&back.rules), dots(&made.rules), "{json}");
        assert_eq!(
            generate::rating_scale(&back.rules),
            generate::rating_scale(&made.rules),
            "{json}"
        );
        let list = independent::from_fpuzzles(&json);
        assert_eq!(independent::count_solutions(&list, 2), 1, "{json}");
        independent::check_solution(&list, &made.solution).unwrap();
    }
}

/// Four windows written by hand as f-puzzles extra regions (the only way
/// f-puzzles has) are windoku, on SukakuExplainer's scale; three of them
/// stay plain regions.
#[test]
fn windows_as_extra_regions_read_as_windoku() {
    use sudoku::variant::logic::SukakuVariant;
    let windoku = RulesBuilder::new(9)
        .extra(ExtraHouse::Windoku)
        .build()
        .unwrap();
    let json = fpuzzles::to_json(&windoku, &[0; 81]);
    assert!(json.contains("extraregion"), "{json}");
    let back = fpuzzles::parse_json(&json).unwrap();
    assert_eq!(
        generate::rating_scale(&back.rules),
        generate::RatingScale::SukakuExplainer(SukakuVariant::Windoku)
    );
    let windows: Vec<Vec<usize>> = windoku.houses()[27..]
        .iter()
        .map(|h| h.cells.clone())
        .collect();
    let three = windows[..3]
        .iter()
        .fold(RulesBuilder::new(9), |b, w| b.extra_region(w.clone()))
        .build()
        .unwrap();
    let back = fpuzzles::parse_json(&fpuzzles::to_json(&three, &[0; 81])).unwrap();
    assert!(back.rules.houses()[27..]
        .iter()
        .all(|h| h.kind == HouseKind::Extra));
    assert_eq!(
        generate::rating_scale(&back.rules),
        generate::RatingScale::Own
    );
}
