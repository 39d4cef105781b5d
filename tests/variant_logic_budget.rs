//! The work bound on both rated scales: a rating whose searches need more
//! units than the caller allows stops, says so (Unrated::OutOfWork,
//! OwnUnrated::OutOfWork, SUDOKU_BUDGET_EXHAUSTED) and writes nothing; with
//! exactly enough it is the unbounded rating. The puzzles are the committed sample's, each
//! stored solution verified by test-support's rule checker first.

// Its rule-set JSON for the rated sets and its committed samples are used
// here.
#[allow(dead_code)]
mod variant_support;

use std::path::Path;
use std::ptr;

use sudoku::ffi::*;
use sudoku::variant::fpuzzles;
use sudoku::variant::logic::{
    rate_own_scale_within, rate_sukaku_scale_within, OwnUnrated, SukakuVariant, Unrated, Work,
};
use sudoku_test_support::variant as independent;

struct Sample {
    variant: String,
    givens: Vec<u8>,
}

/// The puzzles of tests/data/variants/sukaku_rated.tsv that
/// SukakuExplainer rates from 6.2 to 7.4: past the cheap techniques, and
/// quick enough for a debug build.
fn middle_samples() -> Vec<Sample> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants/sukaku_rated.tsv");
    let digits = |s: &str| -> Vec<u8> {
        s.bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect()
    };
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let er: f64 = f[3].split('/').next()?.parse().ok()?;
            if !(6.2..7.5).contains(&er) {
                return None;
            }
            let sample = Sample {
                variant: f[0].to_string(),
                givens: digits(f[1]),
            };
            let list = independent::from_fpuzzles(&variant_support::sukaku_variant_json(
                &sample.variant,
                &sample.givens,
            ));
            independent::check_solution(&list, &digits(f[2])).unwrap();
            Some(sample)
        })
        .collect()
}

/// The first middle sample whose rating spends more than two guesses'
/// worth of work, with the units it spends and its ER.
fn costly_sample() -> (Sample, u64, u8) {
    for sample in middle_samples() {
        let variant = SukakuVariant::from_name(&sample.variant).unwrap();
        let work = Work::unlimited();
        let Ok(rating) = rate_sukaku_scale_within(variant, &sample.givens, None, &work) else {
            continue;
        };
        let used = u64::MAX - work.left();
        if used > 2 * SUDOKU_RULES_WORK_PER_GUESS {
            return (sample, used, rating.er);
        }
    }
    panic!("no sample rated from 6.2 to 7.4 spends two guesses' worth of work");
}

#[test]
fn a_rating_stops_one_unit_short_and_is_unchanged_with_exactly_enough() {
    let (sample, used, er) = costly_sample();
    let variant = SukakuVariant::from_name(&sample.variant).unwrap();
    let short = Work::new(used - 1);
    match rate_sukaku_scale_within(variant, &sample.givens, None, &short) {
        Err(Unrated::OutOfWork { .. }) => assert!(short.ran_out()),
        other => panic!(
            "{}: {used} units needed, one fewer gave {other:?}",
            sample.variant
        ),
    }
    let exact = Work::new(used);
    let rating = rate_sukaku_scale_within(variant, &sample.givens, None, &exact).unwrap();
    assert_eq!(rating.er, er);
    assert_eq!(exact.left(), 0);
    assert!(!exact.ran_out());
}

/// The rule set of a sample, from the compact form.
fn rules_of(sample: &Sample) -> *mut RulesHandle {
    let grid: String = sample
        .givens
        .iter()
        .map(|&v| char::from(b'0' + v))
        .collect();
    rules_of_text(&format!("9+{} {grid}", sample.variant))
}

/// A rule set from any text sudoku_rules_from_text reads.
fn rules_of_text(line: &str) -> *mut RulesHandle {
    let mut rules = ptr::null_mut();
    // SAFETY: the line's bytes; a writable out pointer; NULL givens and
    // report are allowed.
    let status = unsafe {
        sudoku_rules_from_text(
            line.as_ptr().cast(),
            line.len(),
            &mut rules,
            ptr::null_mut(),
            0,
            ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::OK, "{line}");
    rules
}

#[test]
fn the_c_calls_return_budget_exhausted_and_write_nothing_below_the_work_needed() {
    let (sample, used, er) = costly_sample();
    let rules = rules_of(&sample);
    let sukaku = Scale::SUKAKU as i32;
    let rate = |budget: u64| {
        // SAFETY: plain data; `size` set below before the call.
        let mut rating: RulesRating = unsafe { std::mem::zeroed() };
        rating.size = std::mem::size_of::<RulesRating>() as u32;
        rating.er = 0xEE;
        // SAFETY: a live rule set, 81 givens, a sized rating.
        let status = unsafe {
            sudoku_rules_rate(
                rules,
                sample.givens.as_ptr(),
                ptr::null(),
                sukaku,
                budget,
                &mut rating,
            )
        };
        (status, rating.er)
    };
    // One guess allows less work than the path needs: refused, untouched.
    assert_eq!(rate(1), (Status::BUDGET_EXHAUSTED, 0xEE));
    // Enough guesses for the path's units (and the few the count needs).
    let enough = used.div_ceil(SUDOKU_RULES_WORK_PER_GUESS) + 1;
    assert_eq!(rate(enough), (Status::OK, u32::from(er)));
    assert_eq!(rate(0), (Status::OK, u32::from(er)));

    let mut count = 0xEEEE_usize;
    // SAFETY: NULL steps with capacity 0; a writable count.
    let status = unsafe {
        sudoku_rules_explain(
            rules,
            sample.givens.as_ptr(),
            ptr::null(),
            sukaku,
            1,
            ptr::null_mut(),
            0,
            &mut count,
        )
    };
    assert_eq!((status, count), (Status::BUDGET_EXHAUSTED, 0xEEEE));
    // SAFETY: live, freed once.
    unsafe { sudoku_rules_free(rules) };
}

/// The work each shared dev puzzle's rating spends, with its time: the
/// figures docs/VARIANT-LOGIC.md quotes for SUDOKU_RULES_WORK_PER_GUESS.
/// Needs ../shared; run in release.
#[test]
#[ignore]
fn work_on_the_shared_dev_sets() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/variants");
    let mut rows: Vec<(u64, f64, String)> = Vec::new();
    for file in ["rated_dev.tsv", "rated_extra_dev.tsv"] {
        let text = std::fs::read_to_string(shared.join(file)).unwrap();
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            let f: Vec<&str> = line.split('\t').collect();
            let Some(variant) = SukakuVariant::from_name(f[0]) else {
                continue;
            };
            let givens: Vec<u8> = f[1]
                .bytes()
                .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
                .collect();
            let work = Work::unlimited();
            let start = std::time::Instant::now();
            let _ = rate_sukaku_scale_within(variant, &givens, None, &work);
            let ms = start.elapsed().as_secs_f64() * 1e3;
            rows.push((u64::MAX - work.left(), ms, format!("{} SE {}", f[0], f[3])));
        }
    }
    assert!(!rows.is_empty());
    rows.sort_by_key(|r| r.0);
    let (units, ms) = rows
        .iter()
        .fold((0u64, 0f64), |(u, t), r| (u + r.0, t + r.1));
    println!("{} puzzles, {units} units in {ms:.0} ms", rows.len());
    for q in [50, 90, 99, 100] {
        let (u, t, what) = &rows[(rows.len() * q / 100).min(rows.len() - 1)];
        let guesses = u.div_ceil(SUDOKU_RULES_WORK_PER_GUESS);
        println!("{q}th percentile: {u} units ({guesses} guesses' worth), {t:.1} ms, {what}");
    }
}

/// The committed samples the project's own scale rates quickly (as
/// tests/ffi_variant_logic.rs lists them) with the units each spends.
fn own_scale_units() -> Vec<(variant_support::Sample, u64)> {
    let quick = [
        "jigsaw-003",
        "killer-001",
        "killer-002",
        "killer-003",
        "12x12-003",
    ];
    variant_support::samples()
        .into_iter()
        .filter(|s| quick.contains(&s.id.as_str()))
        .map(|sample| {
            let rules = fpuzzles::parse_json(&sample.json).unwrap();
            let work = Work::unlimited();
            let _ = rate_own_scale_within(&rules.rules, &rules.givens, &work);
            (sample, u64::MAX - work.left())
        })
        .collect()
}

#[test]
fn the_own_scale_stops_one_unit_short_and_through_c_below_the_work_needed() {
    let (sample, used) = own_scale_units()
        .into_iter()
        .find(|(_, used)| *used > 2 * SUDOKU_RULES_WORK_PER_GUESS)
        .expect("a quick sample whose own-scale path searches");
    independent::check_solution(&independent::from_fpuzzles(&sample.json), &sample.solution)
        .unwrap();
    let parsed = fpuzzles::parse_json(&sample.json).unwrap();
    let rate = |work: &Work| rate_own_scale_within(&parsed.rules, &parsed.givens, work);
    let unbounded = rate(&Work::unlimited());
    match rate(&Work::new(used - 1)) {
        Err(OwnUnrated::OutOfWork { .. }) => {}
        other => panic!(
            "{}: {used} units needed, one fewer gave {other:?}",
            sample.id
        ),
    }
    assert_eq!(rate(&Work::new(used)), unbounded, "{}", sample.id);

    let rules = rules_of_text(&sample.json);
    let own = Scale::OWN as i32;
    let rate_c = |budget: u64| {
        // SAFETY: plain data; `size` set below before the call.
        let mut rating: RulesRating = unsafe { std::mem::zeroed() };
        rating.size = std::mem::size_of::<RulesRating>() as u32;
        rating.er = 0xEE;
        // SAFETY: a live rule set, N*N givens, a sized rating.
        let status = unsafe {
            sudoku_rules_rate(
                rules,
                parsed.givens.as_ptr(),
                ptr::null(),
                own,
                budget,
                &mut rating,
            )
        };
        (status, rating.er)
    };
    assert_eq!(rate_c(1), (Status::BUDGET_EXHAUSTED, 0xEE));
    let enough = used.div_ceil(SUDOKU_RULES_WORK_PER_GUESS) + 1;
    assert_eq!(rate_c(enough), rate_c(0), "{}", sample.id);
    assert_ne!(rate_c(0).0, Status::BUDGET_EXHAUSTED);
    // SAFETY: live, freed once.
    unsafe { sudoku_rules_free(rules) };
}
