//! SukakuExplainer's aligned triplet exclusion on the variant logic
//! engine's SukakuExplainer scale: puzzles whose path takes one, each
//! checked to have one solution by test-support's counter, rated the same,
//! every step checked against that solution, and the exclusion steps the
//! ones its step list names.

// Only its rule-set JSON for the rated sets is used here.
#[allow(dead_code)]
mod variant_support;

use std::path::Path;

use sudoku::variant::logic::{rate_sukaku_scale, LogicEngine, Step, SukakuVariant, Technique};
use sudoku_test_support::variant as independent;

struct Rated {
    variant: String,
    givens: Vec<u8>,
    solution: Vec<u8>,
    /// ER, EP, ED in tenths.
    rating: [u8; 3],
    /// The base cells of each aligned triplet exclusion, in order.
    triplets: Vec<String>,
}

fn tenths(text: &str) -> u8 {
    (text.parse::<f64>().unwrap() * 10.0).round() as u8
}

/// The puzzles of tests/data/variants/sukaku_aligned.tsv, each with one
/// solution by test-support's counter, its stored solution checked rule by
/// rule.
fn read_aligned() -> Vec<Rated> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants/sukaku_aligned.tsv");
    let digits = |s: &str| -> Vec<u8> {
        s.bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect()
    };
    let puzzles: Vec<Rated> = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let r: Vec<u8> = f[3].split('/').map(tenths).collect();
            Rated {
                variant: f[0].to_string(),
                givens: digits(f[1]),
                solution: digits(f[2]),
                rating: [r[0], r[1], r[2]],
                triplets: f[5].split(';').map(str::to_string).collect(),
            }
        })
        .collect();
    for p in &puzzles {
        let list = independent::from_fpuzzles(&variant_support::sukaku_variant_json(
            &p.variant, &p.givens,
        ));
        assert_eq!(independent::count_solutions(&list, 2), 1, "{}", p.variant);
        independent::check_solution(&list, &p.solution)
            .unwrap_or_else(|e| panic!("{}: stored solution: {e}", p.variant));
    }
    puzzles
}

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
    let puzzles = read_aligned();
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
        assert_eq!(triplets, p.triplets, "{}", p.variant);
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
