//! The own scale's last resort (src/variant/logic/own_guess.rs): where no
//! technique and no chain family finds a step, one cell takes its digit
//! from the puzzle's unique solution (rated 11.0), and logic goes on.
//!
//! - killer-030 of the shared dev killers
//!   (tests/data/variants/own_guess.jsonl), where the techniques stop at
//!   79 empty cells, is explained to the end with guesses, every step
//!   checked against the stored solution that test-support's rule checker
//!   verified first (its counter is left out: on a killer without givens
//!   it runs for minutes), the same through the C ABI (`guesses`, version
//!   2 of sudoku_rules_rating, and a version-1 caller's bytes past its
//!   size left alone). Seconds in a release build, so ignored:
//!   `cargo test --release --test own_scale_guess -- --ignored`.
//! - A puzzle with several solutions or none is still refused.

#[allow(dead_code)]
mod ffi_logic_support;
mod variant_support;

use ffi_logic_support::{explain, from_text, rate};
use sudoku::ffi::{sudoku_rules_rate, RulesRating, Scale, Status};
use sudoku::variant::fpuzzles;
use sudoku::variant::logic::{
    describe, rate_own_scale, Layout, OwnUnrated, StuckReason, Technique,
};
use sudoku::variant::RulesBuilder;
use sudoku_test_support::variant as independent;

const OWN: i32 = Scale::OWN as i32;

#[test]
#[ignore]
fn killer_030_is_explained_to_the_end_with_guesses_every_step_checked() {
    let samples = variant_support::read_set("own_guess.jsonl");
    assert_eq!(samples.len(), 1);
    let sample = &samples[0];
    let list = independent::from_fpuzzles(&sample.json);
    independent::check_solution(&list, &sample.solution).unwrap();
    let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
    let rating = rate_own_scale(&puzzle.rules, &puzzle.givens).unwrap();
    let layout = Layout::new(&puzzle.rules);
    let mut guesses = 0;
    for (k, (step, d)) in rating.steps.iter().enumerate() {
        assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
        for &(cell, digit) in &step.placements {
            assert_eq!(sample.solution[cell], digit, "step {k}: {step:?}");
        }
        for &(cell, digit) in &step.eliminations {
            assert_ne!(sample.solution[cell], digit, "step {k}: {step:?}");
        }
        if step.technique == Technique::Guess {
            guesses += 1;
            assert_eq!(*d, 110, "step {k}");
            assert_eq!(step.placements.len(), 1);
            let (cell, digit) = step.placements[0];
            assert_eq!(step.cells, [cell]);
            let text = describe(&layout, step);
            assert_eq!(
                text,
                format!(
                    "Guess: r{}c{} = {digit}, the solution's digit; no technique of the \
                     scale finds a step here",
                    cell / 9 + 1,
                    cell % 9 + 1
                )
            );
        } else {
            assert!(*d < 110, "step {k}: {step:?} rated {d}");
        }
    }
    // The techniques stop at 79 empty cells (36 steps) before the first.
    let first = rating
        .steps
        .iter()
        .position(|(s, _)| s.technique == Technique::Guess)
        .expect("a guess");
    assert_eq!(first, 36);
    assert!(guesses >= 1);
    assert_eq!(rating.guesses, guesses);
    assert_eq!(rating.er, 110);
    println!(
        "killer-030: {} steps, {guesses} guesses",
        rating.steps.len()
    );

    // The same through the C ABI, path and all.
    let (rules, givens) = from_text(&sample.json);
    let (status, c_rating) = rate(&rules, Some(&givens), None, OWN, 0);
    assert_eq!(status, Status::OK);
    assert_eq!(c_rating.guesses, guesses);
    assert_eq!(c_rating.er, 110);
    assert_eq!(c_rating.steps as usize, rating.steps.len());
    let (status, path, count) = explain(&rules, Some(&givens), None, OWN, 1000);
    assert_eq!(status, Status::OK);
    assert_eq!(count, rating.steps.len());
    for (c, (step, d)) in path.iter().zip(&rating.steps) {
        ffi_logic_support::same_step(c, step, "killer-030");
        assert_eq!(c.difficulty, u32::from(*d));
    }
    // A caller of version 1 gets no `guesses`: its bytes stay.
    let mut bytes = [0xEEu8; std::mem::size_of::<RulesRating>()];
    bytes[..4].copy_from_slice(&132u32.to_ne_bytes());
    // SAFETY: a live rule set, 81 givens, 136 writable bytes of which the
    // call may write its first 132.
    let status = unsafe {
        sudoku_rules_rate(
            rules.0,
            givens.as_ptr(),
            std::ptr::null(),
            OWN,
            0,
            bytes.as_mut_ptr().cast::<RulesRating>(),
        )
    };
    assert_eq!(status, Status::OK);
    assert_eq!(bytes[8..12], 110u32.to_ne_bytes());
    assert_eq!(bytes[132..], [0xEE; 4]);
}

#[test]
fn a_puzzle_with_several_solutions_or_none_is_still_refused() {
    // An empty 4x4: the techniques find nothing, and the count two
    // solutions.
    let rules = RulesBuilder::new(4).build().unwrap();
    match rate_own_scale(&rules, &[0; 16]) {
        Err(OwnUnrated::Stuck {
            after_steps: 0,
            empty_cells: 16,
            reason: StuckReason::SeveralSolutions,
        }) => {}
        other => panic!("{other:?}"),
    }
    // killer-001 without its sums: cages alone leave many solutions.
    let sample = variant_support::first_sample("killer-001");
    let open = sample.json.replace("\"value\":\"", "\"unused\":\"");
    let puzzle = fpuzzles::parse_json(&open).unwrap();
    match rate_own_scale(&puzzle.rules, &puzzle.givens) {
        Err(OwnUnrated::Stuck {
            reason: StuckReason::SeveralSolutions,
            ..
        }) => {}
        other => panic!("{other:?}"),
    }
    // A 4x4 whose givens break no rule but leave r1c3 no digit (1 and 2
    // in row 1, 3 below it in column 3, 4 in its box): no solution.
    let givens = [1, 2, 0, 0, 0, 0, 0, 4, 0, 0, 3, 0, 0, 0, 0, 0];
    assert_eq!(independent_count(4, &givens), 0);
    match rate_own_scale(&rules, &givens) {
        Err(OwnUnrated::Stuck {
            reason: StuckReason::NoSolution,
            ..
        })
        | Err(OwnUnrated::Board(_)) => {}
        other => panic!("{other:?}"),
    }
}

/// Solutions of a plain N x N grid with givens, by test-support's counter.
fn independent_count(n: usize, givens: &[u8]) -> usize {
    let grid: String = givens
        .iter()
        .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
        .collect();
    let json = format!(
        "{{\"size\":{n},\"grid\":[{}]}}",
        (0..n)
            .map(|r| format!(
                "[{}]",
                (0..n)
                    .map(|c| match grid.as_bytes()[r * n + c] {
                        b'.' => "{}".to_string(),
                        v => format!("{{\"value\":{},\"given\":true}}", v - b'0'),
                    })
                    .collect::<Vec<_>>()
                    .join(",")
            ))
            .collect::<Vec<_>>()
            .join(",")
    );
    independent::count_solutions(&independent::from_fpuzzles(&json), 2)
}
