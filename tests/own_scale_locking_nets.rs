//! The own scale's last family, forcing nets with locking inside
//! (src/variant/logic/forcing_nets.rs): the three shared development
//! puzzles where every earlier family stops (jigsaw-013 and -032 at 61 and
//! 64 empty cells, killer-031 at 78), in
//! tests/data/variants/own_locking_nets.jsonl, explained to the end, every
//! step checked against the stored solution that test-support's rule
//! checker verified first; and the committed 16x16 and anti-knight
//! samples the same family finishes (tests/variant_logic.rs leaves them
//! out of its own-scale test to keep it cheap). Seconds in a release
//! build, so ignored;
//! `cargo test --release --test own_scale_locking_nets -- --ignored`.

mod variant_support;

use sudoku::variant::fpuzzles;
use sudoku::variant::logic::{rate_own_scale, ChainLinks, OwnRating, Technique};
use sudoku_test_support::variant as independent;

/// Rates a sample to the end, checking its stored solution with
/// test-support first and every step against it.
fn rated_with_every_step_checked(sample: &variant_support::Sample) -> OwnRating {
    let list = independent::from_fpuzzles(&sample.json);
    independent::check_solution(&list, &sample.solution)
        .unwrap_or_else(|e| panic!("{}: stored solution: {e}", sample.id));
    let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
    let rating = rate_own_scale(&puzzle.rules, &puzzle.givens)
        .unwrap_or_else(|e| panic!("{}: {e}", sample.id));
    for (step, _) in &rating.steps {
        for &(cell, digit) in &step.placements {
            assert_eq!(sample.solution[cell], digit, "{}: {step:?}", sample.id);
        }
        for &(cell, digit) in &step.eliminations {
            assert_ne!(sample.solution[cell], digit, "{}: {step:?}", sample.id);
        }
        assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
    }
    rating
}

#[test]
#[ignore]
fn nets_with_locking_explain_the_puzzles_the_other_families_leave() {
    let samples = variant_support::read_set("own_locking_nets.jsonl");
    assert_eq!(samples.len(), 3);
    for sample in &samples {
        let rating = rated_with_every_step_checked(sample);
        // Locking inside a net rates 0.5 over the plain net (7.5 and up):
        // some net step rates 8.0 or more, and so does the puzzle.
        let net = Technique::ForcingChain(ChainLinks::Both);
        assert!(
            rating
                .steps
                .iter()
                .any(|(s, d)| s.technique == net && *d >= 80),
            "{}: {rating:?}",
            sample.id
        );
        assert!(rating.er >= 80, "{}: {}", sample.id, rating.er);
    }
}

/// The committed anti-knight samples and two of the 16x16 ones (16x16-001
/// still stops at 140 empty cells), explained to the end.
#[test]
#[ignore]
fn nets_with_locking_explain_the_committed_anti_knight_and_16x16_samples() {
    let wanted = [
        "antiknight-001",
        "antiknight-002",
        "antiknight-003",
        "16x16-002",
        "16x16-003",
    ];
    let samples: Vec<_> = variant_support::samples()
        .into_iter()
        .filter(|s| wanted.contains(&s.id.as_str()))
        .collect();
    assert_eq!(samples.len(), wanted.len());
    for sample in &samples {
        let rating = rated_with_every_step_checked(sample);
        assert!(rating.er >= 80, "{}: {}", sample.id, rating.er);
    }
}
