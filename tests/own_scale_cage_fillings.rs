//! The own scale's last family for killers, forcing nets with locking
//! whose cages are matched exactly with their combinations at every level
//! (src/variant/logic/forcing_nets.rs, cage_matchings.rs): three held-out
//! killers with cages of 3 to 5 and 3 to 6 cells, made by the project's
//! generator (tests/data/variants/own_cage_fillings.jsonl, each record
//! saying how), where every earlier family stops at 80, 81 and 74 empty
//! cells, explained to the end, every step checked against the stored
//! solution that test-support's rule checker verified first (its counter
//! is left out: on a killer without givens it ran for minutes; a rating
//! to the end proves the solution unique anyway). Seconds in a
//! release build, so ignored;
//! `cargo test --release --test own_scale_cage_fillings -- --ignored`.

mod variant_support;

use sudoku::variant::fpuzzles;
use sudoku::variant::logic::{rate_own_scale, ChainLinks, Technique};
use sudoku_test_support::variant as independent;

#[test]
#[ignore]
fn nets_with_cage_fillings_explain_held_out_killers_with_big_cages() {
    let samples = variant_support::read_set("own_cage_fillings.jsonl");
    assert_eq!(samples.len(), 3);
    for sample in &samples {
        let list = independent::from_fpuzzles(&sample.json);
        independent::check_solution(&list, &sample.solution)
            .unwrap_or_else(|e| panic!("{}: stored solution: {e}", sample.id));
        let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
        assert!(puzzle.givens.iter().all(|&g| g == 0), "{}", sample.id);
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
        // A net through a cage and locking rates 8.2 and up (7.5 + 0.2 +
        // 0.5): the family's steps are such nets.
        let net = Technique::ForcingChain(ChainLinks::Both);
        assert!(
            rating
                .steps
                .iter()
                .any(|(s, d)| s.technique == net && *d >= 82),
            "{}: {rating:?}",
            sample.id
        );
        assert!(rating.er >= 82, "{}: {}", sample.id, rating.er);
    }
}
