//! The generator, checked from outside by a plain backtracking counter that
//! shares no code with the library's search: every puzzle has exactly one
//! solution, the one returned; minimal puzzles lose uniqueness when any
//! given (or symmetric group of givens) goes; symmetry, pattern and given
//! bounds hold. Also the golden outputs of fixed seeds and every error.

use sudoku::generate::{
    generate, generate_with_rater, random_solution, GenerateError, GenerateOptions, Generated,
    Symmetry,
};
use sudoku_test_support::{check_solution, count_solutions};

/// Solutions of an 81-byte puzzle up to `limit`, by the plain
/// backtracking counter of test-support.
fn count(puzzle: &[u8; 81], limit: usize) -> usize {
    count_solutions(puzzle, limit).expect("a well-formed puzzle")
}

/// The cells a symmetry ties to `cell`, from row and column arithmetic.
fn group(symmetry: Symmetry, cell: usize) -> Vec<usize> {
    let (r, c) = (cell / 9, cell % 9);
    let at = |r: usize, c: usize| 9 * r + c;
    let turns = [at(c, 8 - r), at(8 - r, 8 - c), at(8 - c, r)];
    let (left_right, top_bottom) = (at(r, 8 - c), at(8 - r, c));
    let (diagonal, anti) = (at(c, r), at(8 - c, 8 - r));
    let mut cells = vec![cell];
    match symmetry {
        Symmetry::None => {}
        Symmetry::Rotate180 => cells.push(turns[1]),
        Symmetry::Rotate90 => cells.extend(turns),
        Symmetry::MirrorLeftRight => cells.push(left_right),
        Symmetry::MirrorTopBottom => cells.push(top_bottom),
        Symmetry::Diagonal => cells.push(diagonal),
        Symmetry::AntiDiagonal => cells.push(anti),
        Symmetry::BothDiagonals => cells.extend([diagonal, anti, turns[1]]),
        Symmetry::BothMirrors => cells.extend([left_right, top_bottom, turns[1]]),
        Symmetry::Full => cells.extend(
            turns
                .into_iter()
                .chain([left_right, top_bottom, diagonal, anti]),
        ),
    }
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// Checks everything a generated puzzle promises under `options`.
fn check(generated: &Generated, options: &GenerateOptions) {
    let puzzle = &generated.puzzle;
    let text = String::from_utf8_lossy(puzzle).into_owned();
    assert!(
        puzzle
            .iter()
            .all(|&b| b == b'.' || (b'1'..=b'9').contains(&b)),
        "{text}"
    );
    if let Err(problem) = check_solution(puzzle, &generated.solution) {
        panic!("{text}: the solution does not solve it: {problem}");
    }
    assert_eq!(count(puzzle, 2), 1, "{text}: not unique");
    let givens: Vec<usize> = (0..81).filter(|&cell| puzzle[cell] != b'.').collect();
    assert_eq!(givens.len() as u32, generated.givens, "{text}");
    for &cell in &givens {
        for other in group(options.symmetry, cell) {
            assert_ne!(
                puzzle[other], b'.',
                "{text}: {:?} broken at {cell}",
                options.symmetry
            );
        }
    }
    if options.min_givens != 0 {
        assert!(generated.givens >= options.min_givens, "{text}");
    }
    if options.max_givens != 0 {
        assert!(generated.givens <= options.max_givens, "{text}");
    }
    if let Some(pattern) = &options.pattern {
        for cell in 0..81 {
            assert_eq!(
                pattern[cell] == b'x',
                puzzle[cell] != b'.',
                "{text} at {cell}"
            );
        }
    }
    if options.minimal {
        for &cell in &givens {
            let mut fewer = *puzzle;
            for other in group(options.symmetry, cell) {
                fewer[other] = b'.';
            }
            assert!(
                count(&fewer, 2) >= 2,
                "{text}: not minimal, the group of {cell} can go"
            );
        }
    }
}

fn options(seed: u64, symmetry: Symmetry) -> GenerateOptions {
    GenerateOptions {
        seed,
        symmetry,
        ..GenerateOptions::default()
    }
}

#[test]
fn minimal_puzzles_of_every_symmetry_are_unique_minimal_and_symmetric() {
    let per_symmetry = if cfg!(miri) { 1 } else { 25 };
    for symmetry in Symmetry::ALL {
        let mut total = 0;
        for seed in 0..per_symmetry {
            let options = options(seed, symmetry);
            let generated = generate(&options).unwrap();
            check(&generated, &options);
            assert_eq!(generated.attempts, 1);
            total += generated.givens;
        }
        // Fewer givens than any symmetric grid of 81: real removal happened.
        assert!(total < 50 * per_symmetry as u32, "{symmetry:?}: {total}");
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzle_and_others_differ() {
    let first = generate(&options(77, Symmetry::None)).unwrap();
    assert_eq!(generate(&options(77, Symmetry::None)).unwrap(), first);
    let mut seen = vec![first.puzzle];
    for seed in 78..88 {
        let puzzle = generate(&options(seed, Symmetry::None)).unwrap().puzzle;
        assert!(!seen.contains(&puzzle));
        seen.push(puzzle);
    }
}

/// tests/data/generate/golden.txt: pinned outputs, which an independent
/// Python implementation of docs/GENERATE.md reproduces too
/// (scripts/check-generate-reference.sh). A change here changes the puzzle
/// every user gets from a seed.
const GOLDEN: &str = include_str!("data/generate/golden.txt");

#[test]
fn golden_outputs_for_fixed_seeds() {
    let mut checked = 0;
    for line in GOLDEN
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let seed: u64 = fields[1].parse().unwrap();
        let number = |i: usize| fields[i].parse::<u32>().unwrap();
        if fields[0] == "grid" {
            let grid = random_solution(seed);
            assert_eq!(std::str::from_utf8(&grid).unwrap(), fields[2], "{line}");
        } else if fields[0] == "pattern" {
            let options = GenerateOptions {
                seed,
                symmetry: Symmetry::try_from(number(2)).unwrap(),
                minimal: number(3) == 1,
                pattern: Some(fields[5].as_bytes().try_into().unwrap()),
                attempt_budget: 100_000,
                ..GenerateOptions::default()
            };
            let generated = generate(&options).unwrap();
            assert_eq!(generated.attempts, u64::from(number(4)), "{line}");
            assert_eq!(
                std::str::from_utf8(&generated.puzzle).unwrap(),
                fields[6],
                "{line}"
            );
            check(&generated, &options);
        } else {
            let options = GenerateOptions {
                seed,
                symmetry: Symmetry::try_from(number(2)).unwrap(),
                minimal: number(3) == 1,
                min_givens: number(4),
                max_givens: number(5),
                ..GenerateOptions::default()
            };
            let generated = generate(&options).unwrap();
            assert_eq!(generated.attempts, u64::from(number(6)), "{line}");
            assert_eq!(
                std::str::from_utf8(&generated.puzzle).unwrap(),
                fields[7],
                "{line}"
            );
            check(&generated, &options);
        }
        checked += 1;
    }
    assert_eq!(checked, 23);
}

#[test]
fn random_solutions_are_valid_grids() {
    for seed in 0..if cfg!(miri) { 3 } else { 500 } {
        let grid = random_solution(seed);
        assert_eq!(check_solution(&[b'.'; 81], &grid), Ok(()), "seed {seed}");
    }
    assert_ne!(random_solution(1), random_solution(2));
}

#[test]
fn given_bounds_hold_for_minimal_and_non_minimal_puzzles() {
    for seed in 0..if cfg!(miri) { 1 } else { 10 } {
        // Minimal puzzles with few givens: some candidates are refused.
        let few = GenerateOptions {
            max_givens: 23,
            ..options(seed, Symmetry::None)
        };
        let generated = generate(&few).unwrap();
        check(&generated, &few);
        // Non-minimal: stops within the bounds.
        for (min, max) in [(30, 32), (40, 40), (60, 70)] {
            let loose = GenerateOptions {
                minimal: false,
                min_givens: min,
                max_givens: max,
                ..options(seed, Symmetry::Rotate180)
            };
            let generated = generate(&loose).unwrap();
            check(&generated, &loose);
        }
        // At least 30 givens, minimal: rare, but found within the budget.
        let many = GenerateOptions {
            min_givens: 30,
            ..options(seed, Symmetry::Rotate180)
        };
        let generated = generate(&many).unwrap();
        check(&generated, &many);
        assert!(generated.attempts >= 1);
    }
}

#[test]
fn tight_bounds_take_several_attempts() {
    let options = GenerateOptions {
        min_givens: 22,
        max_givens: 22,
        ..options(5, Symmetry::None)
    };
    let generated = generate(&options).unwrap();
    check(&generated, &options);
    assert!(generated.attempts > 1, "{}", generated.attempts);
}

#[test]
fn pattern_puzzles_have_givens_exactly_on_the_pattern() {
    for (seed, symmetry, minimal) in [
        (3, Symmetry::Rotate180, false),
        (4, Symmetry::None, false),
        (6, Symmetry::Rotate180, true),
    ] {
        // The positions of a puzzle generated before, which some grids fit.
        let base = generate(&GenerateOptions {
            minimal: false,
            max_givens: 30,
            ..options(seed + 100, symmetry)
        })
        .unwrap();
        let pattern = base.puzzle.map(|b| if b == b'.' { b'.' } else { b'x' });
        let options = GenerateOptions {
            pattern: Some(pattern),
            minimal,
            attempt_budget: 100_000,
            ..options(seed, symmetry)
        };
        let generated = generate(&options).unwrap();
        check(&generated, &options);
    }
}

#[test]
fn rating_bounds_hold_as_the_logic_engine_rates() {
    // The three bands of docs/GENERATE.md: 1.0-1.9, 2.0-3.9, 4.0-6.2.
    for (seed, low, high) in [(1, 10, 19), (2, 20, 39), (3, 40, 62)] {
        let options = GenerateOptions {
            min_rating: low,
            max_rating: high,
            attempt_budget: 100_000,
            ..options(seed, Symmetry::None)
        };
        let generated = generate(&options).unwrap();
        check(&generated, &options);
        let rating = sudoku::logic::rate(&generated.puzzle).unwrap();
        assert!(rating.solved);
        assert_eq!(generated.rating, u32::from(rating.er));
        assert!(
            (low..=high).contains(&generated.rating),
            "{}",
            generated.rating
        );
    }
    // Open above: at least 2.0.
    let options = GenerateOptions {
        min_rating: 20,
        ..options(4, Symmetry::Rotate180)
    };
    let generated = generate(&options).unwrap();
    check(&generated, &options);
    assert!(generated.rating >= 20);
}

#[test]
fn a_rater_filters_candidates() {
    // A stand-in rater: the number of givens, in tenths.
    let rater = |puzzle: &[u8; 81]| Some(puzzle.iter().filter(|&&b| b != b'.').count() as u32);
    let options = GenerateOptions {
        min_rating: 21,
        max_rating: 23,
        ..options(8, Symmetry::None)
    };
    let generated = generate_with_rater(&options, &rater).unwrap();
    check(&generated, &options);
    assert!((21..=23).contains(&generated.rating));
    assert_eq!(generated.rating, generated.givens);
    // A rater that rates nothing meets no bound.
    let never = |_: &[u8; 81]| None;
    let result = generate_with_rater(
        &GenerateOptions {
            attempt_budget: 5,
            ..options
        },
        &never,
    );
    assert_eq!(result, Err(GenerateError::BudgetExhausted { attempts: 5 }));
}

#[test]
fn every_bad_option_has_its_own_error() {
    let base = GenerateOptions::default();
    let fails = |options: GenerateOptions, error: GenerateError| {
        assert_eq!(generate(&options), Err(error), "{options:?}");
    };
    assert_eq!(
        Symmetry::try_from(10),
        Err(GenerateError::UnknownSymmetry { value: 10 })
    );
    assert_eq!(Symmetry::try_from(9), Ok(Symmetry::Full));
    fails(
        GenerateOptions {
            min_givens: 82,
            ..base
        },
        GenerateError::GivensOutOfRange { bound: 82 },
    );
    fails(
        GenerateOptions {
            max_givens: 100,
            ..base
        },
        GenerateError::GivensOutOfRange { bound: 100 },
    );
    fails(
        GenerateOptions {
            min_givens: 30,
            max_givens: 25,
            ..base
        },
        GenerateError::MinGivensAboveMax { min: 30, max: 25 },
    );
    fails(
        GenerateOptions {
            min_rating: 50,
            max_rating: 40,
            ..base
        },
        GenerateError::MinRatingAboveMax { min: 50, max: 40 },
    );
    let mut pattern = [b'.'; 81];
    pattern[..30].fill(b'x');
    pattern[12] = b'1';
    fails(
        GenerateOptions {
            pattern: Some(pattern),
            ..base
        },
        GenerateError::PatternInvalidByte { cell: 12 },
    );
    pattern[12] = b'x';
    fails(
        GenerateOptions {
            pattern: Some(pattern),
            symmetry: Symmetry::Rotate180,
            ..base
        },
        GenerateError::PatternBreaksSymmetry { cell: 0 },
    );
    fails(
        GenerateOptions {
            pattern: Some(pattern),
            max_givens: 25,
            ..base
        },
        GenerateError::PatternOutsideGivenBounds { givens: 30 },
    );
    fails(
        GenerateOptions {
            attempt_budget: 0,
            ..base
        },
        GenerateError::ZeroAttemptBudget,
    );
    // No 16-given puzzle exists (McGuire et al., 2012): the budget ends it.
    let mut sparse = [b'.'; 81];
    sparse[..16].fill(b'x');
    fails(
        GenerateOptions {
            pattern: Some(sparse),
            attempt_budget: 50,
            ..base
        },
        GenerateError::BudgetExhausted { attempts: 50 },
    );
    // Minimal puzzles with 60 givens do not exist either.
    fails(
        GenerateOptions {
            min_givens: 60,
            attempt_budget: 20,
            ..base
        },
        GenerateError::BudgetExhausted { attempts: 20 },
    );
    // Errors explain themselves.
    let message = GenerateError::PatternBreaksSymmetry { cell: 4 }.to_string();
    assert!(message.contains("cell 4"), "{message}");
}

#[test]
fn the_checks_catch_broken_puzzles() {
    // Without this, checks that cannot fail would pass every test above.
    let options = options(12, Symmetry::None);
    let good = generate(&options).unwrap();
    check(&good, &options);
    let fails = |broken: Generated, options: GenerateOptions| {
        let caught = std::panic::catch_unwind(|| check(&broken, &options));
        assert!(
            caught.is_err(),
            "{}",
            String::from_utf8_lossy(&broken.puzzle)
        );
    };
    let empty = good.puzzle.iter().position(|&b| b == b'.').unwrap();
    let given = good.puzzle.iter().position(|&b| b != b'.').unwrap();
    // One more given: still unique, no longer minimal.
    let mut extra = good;
    extra.puzzle[empty] = good.solution[empty];
    extra.givens += 1;
    fails(extra, options);
    // One given fewer: more than one solution (the puzzle was minimal).
    let mut fewer = good;
    fewer.puzzle[given] = b'.';
    fewer.givens -= 1;
    fails(fewer, options);
    // A wrong solution, a wrong count, a broken symmetry.
    let mut wrong = good;
    wrong.solution.swap(0, 1);
    fails(wrong, options);
    let mut miscounted = good;
    miscounted.givens += 1;
    fails(miscounted, options);
    fails(
        good,
        GenerateOptions {
            symmetry: Symmetry::Rotate180,
            ..options
        },
    );
}
