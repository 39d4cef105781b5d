//! SukakuExplainer's last two rated techniques on the variant logic
//! engine's SukakuExplainer scale: dynamic forcing chains (+) and the BUG
//! (types 1 and 2 here). Grids it rates through them, given as givens or
//! as pencil marks, each checked by test-support's counter to have one
//! solution (the stored one), rated the same (ER, EP and ED), every step
//! checked against that solution, and the steps of those two techniques
//! the ones its step list names, in order.

// Only its rule-set JSON for the rated sets is used here.
#[allow(dead_code)]
mod variant_support;

use std::path::Path;

use sudoku::variant::logic::{
    parse_pencil_marks, rate_sukaku_scale, ChainLinks, LogicEngine, Step, SukakuVariant, Technique,
};
use sudoku_test_support::variant as independent;

fn tenths(text: &str) -> u8 {
    (text.parse::<f64>().unwrap() * 10.0).round() as u8
}

fn name(cell: usize) -> String {
    format!("r{}c{}", cell / 9 + 1, cell % 9 + 1)
}

/// The step as SukakuExplainer's step list shows it (difficulty, kind and
/// target; a BUG's type and cells), or None for other techniques.
fn as_listed(step: &Step, difficulty: u8) -> Option<String> {
    let d = format!("{}.{}", difficulty / 10, difficulty % 10);
    match step.technique {
        Technique::ForcingChainPlus(links) => {
            let kind = match links {
                ChainLinks::Cell => "Cell",
                ChainLinks::Region => "Region",
                ChainLinks::Contradiction => "Contradiction",
                ChainLinks::Double => "Double",
                other => panic!("{other:?}"),
            };
            let target = match (step.placements.first(), step.eliminations.first()) {
                (Some(&(c, v)), None) => format!("{}.{v} on", name(c)),
                (None, Some(&(c, v))) => format!("{}.{v} off", name(c)),
                _ => panic!("{step:?}"),
            };
            Some(format!("{d} {kind} {target}"))
        }
        Technique::Bug(k) => {
            let cells: Vec<String> = step.cells.iter().map(|&c| name(c)).collect();
            Some(format!("{d} BUG type {k}: {}", cells.join(",")))
        }
        _ => None,
    }
}

#[test]
fn dynamic_chains_plus_and_bugs_rate_as_sukakuexplainer_rates_them() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants/sukaku_plus_bug.tsv");
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(lines.len(), 7);
    let (mut plus_steps, mut bug_types) = (0, Vec::new());
    for (i, line) in lines.iter().enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        let what = format!("line {i} ({})", f[0]);
        let variant = SukakuVariant::from_name(f[0]).unwrap();
        let solution: Vec<u8> = f[2].bytes().map(|b| b - b'0').collect();
        let (givens, masks): (Vec<u8>, Option<Vec<u32>>) = if f[1].len() == 729 {
            (vec![0; 81], Some(parse_pencil_marks(f[1], 9).unwrap()))
        } else {
            let g = f[1]
                .bytes()
                .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
                .collect();
            (g, None)
        };
        let list = independent::from_fpuzzles(&variant_support::sukaku_variant_json(f[0], &givens));
        independent::check_solution(&list, &solution).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(
            independent::count_solutions_within(&list, masks.as_deref(), 2),
            1,
            "{what}: not one solution"
        );
        let rating = rate_sukaku_scale(variant, &givens, masks.as_deref())
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        let expected: Vec<u8> = f[3].split('/').map(tenths).collect();
        assert_eq!([rating.er, rating.ep, rating.ed], expected[..], "{what}");
        let engine = LogicEngine::new(&variant.rules());
        let mut listed = Vec::new();
        for (step, d) in &rating.steps {
            for &(cell, digit) in &step.placements {
                assert_eq!(solution[cell], digit, "{what}: {step:?}");
            }
            for &(cell, digit) in &step.eliminations {
                assert_ne!(solution[cell], digit, "{what}: {step:?}");
            }
            assert!(!step.placements.is_empty() || !step.eliminations.is_empty());
            if let Some(shown) = as_listed(step, *d) {
                match step.technique {
                    Technique::ForcingChainPlus(_) => {
                        plus_steps += 1;
                        assert!(*d >= 90, "{what}: {shown}");
                        assert!(engine.explain(step).contains("X-wings"), "{what}");
                    }
                    Technique::Bug(k) => bug_types.push(k),
                    _ => {}
                }
                listed.push(shown);
            }
        }
        let names: Vec<&str> = f[4].split(';').collect();
        assert_eq!(listed, names, "{what}");
    }
    assert!(plus_steps >= 1);
    for k in [1, 2] {
        assert!(bug_types.contains(&k), "{bug_types:?}");
    }
}
