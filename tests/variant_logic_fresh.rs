//! A fresh set rated by SukakuExplainer, made as the shared dev sets were
//! but after the engine was matched to them (tests/data/variants/
//! sukaku_fresh.tsv): every stored solution checked rule by rule by
//! test-support, every step of each path checked against it, and ER, EP and
//! ED compared.

#[allow(dead_code)]
mod variant_support;

use std::path::Path;

use sudoku::variant::logic::{rate_sukaku_scale, SukakuVariant};
use sudoku_test_support::variant as independent;
use variant_support::rated::{self, independent_rules, read_committed, read_unique, Rated};

/// How many of a variant's puzzles have SukakuExplainer's ER, EP and ED.
#[derive(Debug, Default, PartialEq)]
struct Equal {
    puzzles: usize,
    er: usize,
    ep: usize,
    ed: usize,
}

/// Rates each puzzle, checking every step against the stored solution;
/// returns the tallies per variant, in first-seen order, and the lines whose
/// rating differs ("variant puzzle ours expected").
fn compare(puzzles: &[&Rated]) -> (Vec<(String, Equal)>, Vec<String>) {
    let mut tallies: Vec<(String, Equal)> = Vec::new();
    let mut differing = Vec::new();
    for p in puzzles {
        let givens: String = p.givens.iter().map(|d| d.to_string()).collect();
        let what = format!("{} {givens}", p.variant);
        let variant = SukakuVariant::from_name(&p.variant).unwrap();
        let rating =
            rate_sukaku_scale(variant, &p.givens, None).unwrap_or_else(|e| panic!("{what}: {e:?}"));
        for (step, _) in &rating.steps {
            for &(cell, digit) in &step.placements {
                assert_eq!(p.solution[cell], digit, "{what}: {step:?}");
            }
            for &(cell, digit) in &step.eliminations {
                assert_ne!(p.solution[cell], digit, "{what}: {step:?}");
            }
            assert!(
                !step.placements.is_empty() || !step.eliminations.is_empty(),
                "{what}: {step:?} does nothing"
            );
        }
        if !tallies.iter().any(|(v, _)| *v == p.variant) {
            tallies.push((p.variant.clone(), Equal::default()));
        }
        let tally = &mut tallies.iter_mut().find(|(v, _)| *v == p.variant).unwrap().1;
        let ours = [rating.er, rating.ep, rating.ed];
        tally.puzzles += 1;
        tally.er += usize::from(ours[0] == p.rating[0]);
        tally.ep += usize::from(ours[1] == p.rating[1]);
        tally.ed += usize::from(ours[2] == p.rating[2]);
        if ours != p.rating {
            differing.push(format!("{what} {ours:?} expected {:?}", p.rating));
        }
    }
    (tallies, differing)
}

/// The puzzles below ER 7.0 (the chains above take seconds each in a debug
/// build).
#[test]
fn fresh_puzzles_below_7_rate_as_sukakuexplainer_rates_them() {
    let puzzles = read_committed("sukaku_fresh.tsv");
    let easier: Vec<&Rated> = puzzles.iter().filter(|p| p.rating[0] < 70).collect();
    assert!(easier.len() >= 30, "{}", easier.len());
    // test-support's plain counter is slow on the sparse harder puzzles in a
    // debug build: only these are counted here.
    for p in &easier {
        let n = independent::count_solutions(&independent_rules(p), 2);
        assert_eq!(n, 1, "{} puzzle: {n} solutions", p.variant);
    }
    let (tallies, differing) = compare(&easier);
    assert_eq!(differing, Vec::<String>::new());
    assert_eq!(tallies.len(), 9, "{tallies:?}");
}

/// Every puzzle of the committed file, or of `SUKAKU_FRESH_TSV` (a file of
/// the same lines, each stored solution checked rule by rule), with the
/// per-variant table; run with `cargo test --release --test
/// variant_logic_fresh -- --ignored --nocapture`.
#[test]
#[ignore]
fn all_fresh_puzzles_rate_as_sukakuexplainer_rates_them() {
    let puzzles = match std::env::var_os("SUKAKU_FRESH_TSV") {
        Some(path) => {
            let puzzles = rated::read_path(Path::new(&path));
            for p in &puzzles {
                independent::check_solution(&independent_rules(p), &p.solution)
                    .unwrap_or_else(|e| panic!("{}: stored solution: {e}", p.variant));
            }
            puzzles
        }
        None => read_unique("sukaku_fresh.tsv"),
    };
    let all: Vec<&Rated> = puzzles.iter().collect();
    let (tallies, differing) = compare(&all);
    println!("| variant | puzzles | ER equal | EP equal | ED equal |");
    println!("|---|---:|---:|---:|---:|");
    for (v, t) in &tallies {
        println!("| {v} | {} | {} | {} | {} |", t.puzzles, t.er, t.ep, t.ed);
    }
    for line in &differing {
        println!("differs: {line}");
    }
    assert_eq!(differing, Vec::<String>::new());
}
