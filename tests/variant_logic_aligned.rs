//! SukakuExplainer's aligned triplet exclusion on the variant logic
//! engine's SukakuExplainer scale: puzzles whose path takes one, each
//! checked to have one solution by test-support's counter, rated the same,
//! every step checked against that solution, and the exclusion steps the
//! ones its step list names.

// Only its rule-set JSON for the rated sets is used here.
#[allow(dead_code)]
mod variant_support;

use sudoku::variant::logic::{rate_sukaku_scale, LogicEngine, Step, SukakuVariant, Technique};
use variant_support::rated::read_unique;

fn check_step(step: &Step, solution: &[u8], what: &str) {
    for &(cell, digit) in &step.placements {
        assert_eq!(
            solution[cell], digit,
            "{what}: {step:?} places a wrong digit"
        );
    }
    for &(cell, digit) in &step.eliminations {
        assert_ne!(
            solution[cell], digit,
            "{what}: {step:?} removes the solution's digit"
        );
    }
    assert!(
        !step.placements.is_empty() || !step.eliminations.is_empty(),
        "{what}: {step:?} does nothing"
    );
}

/// The six dev puzzles (x, windoku, anti-knight; ER 8.4 to 9.2) whose
/// SukakuExplainer path takes an aligned triplet exclusion: rated the
/// same, every step checked, the exclusions on SukakuExplainer's cells in
/// its order. About 10 s of CPU in the test build; run with
/// `cargo test --test variant_logic_aligned -- --ignored`.
#[test]
#[ignore]
fn aligned_triplet_exclusion_rates_as_sukakuexplainer_rates_it() {
    let puzzles = read_unique("sukaku_aligned.tsv");
    assert_eq!(puzzles.len(), 6);
    let name = |c: usize| format!("r{}c{}", c / 9 + 1, c % 9 + 1);
    for p in &puzzles {
        let variant = SukakuVariant::from_name(&p.variant).unwrap();
        let rating = rate_sukaku_scale(variant, &p.givens, None)
            .unwrap_or_else(|e| panic!("{}: {e:?}", p.variant));
        assert_eq!([rating.er, rating.ep, rating.ed], p.rating, "{}", p.variant);
        let engine = LogicEngine::new(&variant.rules());
        let mut triplets = Vec::new();
        for (step, d) in &rating.steps {
            check_step(step, &p.solution, &p.variant);
            if step.technique != Technique::AlignedExclusion(3) {
                continue;
            }
            assert_eq!(*d, 75);
            let text = engine.explain(step);
            assert!(text.contains("all see"), "{text}");
            let base: Vec<String> = step.cells[..3].iter().map(|&c| name(c)).collect();
            triplets.push(base.join(","));
        }
        assert_eq!(
            triplets,
            p.extra[1].split(';').collect::<Vec<_>>(),
            "{}",
            p.variant
        );
    }
}

/// The step's words name the rule: the excluders every base cell sees, and
/// why two base cells see each other.
#[test]
fn an_aligned_exclusion_step_names_its_excluders() {
    let engine = LogicEngine::new(&SukakuVariant::AntiKnight.rules());
    // r1c9, r2c9, r3c9 with excluders r2c7, r3c8 and r6c9 (as on the
    // anti-knight puzzle above); r1c9 loses 4 and 6.
    let step = Step {
        technique: Technique::AlignedExclusion(3),
        placements: Vec::new(),
        eliminations: vec![(8, 4), (8, 6)],
        houses: Vec::new(),
        cells: vec![8, 17, 26, 15, 25, 53],
        digits: 1 << 3 | 1 << 5,
    };
    let text = engine.explain(&step);
    assert!(text.starts_with("Aligned Triplet Exclusion"), "{text}");
    assert!(
        text.contains("r1c9, r2c9, r3c9 all see r2c7 and r3c8 and r6c9"),
        "{text}"
    );
    assert!(text.contains("r1c9 sees r2c9 in box 3"), "{text}");
    assert!(text.contains("4 leaves r1c9"), "{text}");
}
