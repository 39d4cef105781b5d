//! Variant logic through the C ABI (sudoku_rules_rate, sudoku_rules_hint,
//! sudoku_rules_explain, sudoku_rules_explain_text): ratings equal to the
//! Rust API's and to SukakuExplainer's on the committed sample, the
//! project's own scale equal to the Rust API's, each step's sentence, every hint and path step
//! checked against a solution that test-support verified rule by rule, and
//! caller memory left as it was on failure (bad input and refusals:
//! tests/ffi_variant_logic_refusals.rs).

#[allow(dead_code)]
mod ffi_logic_support;
mod variant_support;

use std::ffi::c_char;
use std::ptr;

use ffi_logic_support::*;
use sudoku::ffi::*;
use sudoku::variant::fpuzzles;
use sudoku::variant::logic::{
    rate_own_scale, rate_sukaku_scale, LogicEngine, OwnUnrated, Step, SukakuVariant, Unrated,
};
use sudoku_test_support::variant as independent;

#[test]
fn ratings_equal_the_rust_api_and_sukakuexplainer_on_the_committed_sample() {
    let (mut rated, mut refused) = (0, 0);
    for p in rated_sample() {
        let (rules, givens) = rated_rules(&p);
        assert_eq!(givens, p.givens);
        let kind = SukakuVariant::from_name(&p.variant).unwrap();
        let (status, out) = rate(&rules, Some(&givens), None, SUKAKU, 0);
        assert_eq!(out.scale, SUKAKU);
        if status == Status::OK {
            // SukakuExplainer's rating, which tests/variant_logic.rs holds
            // the Rust API to on the same file: rating each puzzle twice
            // here made this the slowest test of the file.
            let got = [out.er, out.ep, out.ed];
            assert_eq!(
                got,
                p.rating.map(u32::from),
                "{}: SukakuExplainer's rating",
                p.variant
            );
            assert!(out.steps > 0, "{}", p.variant);
            assert_eq!(out.solved, 1);
            assert_ne!(out.technique, RulesTechnique::NONE);
            assert_eq!(text_of(&out.needs), "");
            rated += 1;
            continue;
        }
        match rate_sukaku_scale(kind, &givens, None) {
            Ok(expected) => panic!(
                "{}: C gives {status:?}, the Rust API ER {}",
                p.variant, expected.er
            ),
            Err(Unrated::NeedsTechnique { needs, after_steps }) => {
                assert_eq!(status, Status::NOT_RATED, "{}", p.variant);
                assert_eq!(text_of(&out.needs), needs);
                assert_eq!(out.steps as usize, after_steps);
                assert_eq!([out.er, out.solved], [0, 0]);
                refused += 1;
            }
            Err(other) => panic!("{}: {other}", p.variant),
        }
    }
    // As measured when written (docs/VARIANT-LOGIC.md): 35 rated of 44;
    // all 44 since aligned triplet exclusion is rated (6 December 2026),
    // so the refusal branch above is no longer reached on this sample.
    assert!(
        rated >= 35 && rated + refused == 44,
        "{rated} rated, {refused} refused"
    );
}

#[test]
fn the_rated_path_is_checked_step_by_step_against_the_solution() {
    for p in rated_sample().iter().filter(|p| p.rating[0] < 50) {
        let (rules, givens) = rated_rules(p);
        let (status, path, count) = explain(&rules, Some(&givens), None, SUKAKU, 729);
        let kind = SukakuVariant::from_name(&p.variant).unwrap();
        let Ok(expected) = rate_sukaku_scale(kind, &givens, None) else {
            assert_eq!(status, Status::NOT_RATED);
            continue;
        };
        assert_eq!(status, Status::OK);
        assert_eq!(count, expected.steps.len());
        let mut hardest = 0;
        for (k, (c, (rust, rated))) in path.iter().zip(&expected.steps).enumerate() {
            let what = format!("{} step {k}", p.variant);
            assert_eq!(c.size as usize, std::mem::size_of::<RulesStep>());
            assert_eq!(c.grid_size, 9);
            assert_eq!(c.difficulty, u32::from(*rated), "{what}");
            same_step(c, rust, &what);
            check_against_solution(c, &p.solution, &what);
            hardest = hardest.max(c.difficulty);
        }
        assert_eq!(
            hardest,
            u32::from(p.rating[0]),
            "{}: ER from the path",
            p.variant
        );
        // sudoku_rules_rate keeps no path (score_sukaku_scale): its step
        // count and hardest technique are the path's, the first step
        // rated ER.
        let (status, out) = rate(&rules, Some(&givens), None, SUKAKU, 0);
        assert_eq!(status, Status::OK);
        let first_hardest = path.iter().find(|c| c.difficulty == hardest).unwrap();
        assert_eq!(
            (out.steps as usize, out.technique, out.set_size),
            (count, first_hardest.technique, first_hardest.set_size),
            "{}: the rating's step count and technique",
            p.variant
        );
        // Too small an array: the length is reported, nothing written.
        if count > 1 {
            let (status, _, needed) = explain(&rules, Some(&givens), None, SUKAKU, count - 1);
            assert_eq!((status, needed), (Status::CAPACITY_TOO_SMALL, count));
        }
    }
}

#[test]
fn pencil_mark_puzzles_rate_as_the_rust_api_rates_them() {
    for p in rated_sample().iter().step_by(4) {
        let (rules, _) = rated_rules(p);
        let masks: Vec<u32> = p
            .givens
            .iter()
            .map(|&v| if v == 0 { 0x1FF } else { 1 << (v - 1) })
            .collect();
        let kind = SukakuVariant::from_name(&p.variant).unwrap();
        let (status, out) = rate(&rules, None, Some(&masks), SUKAKU, 0);
        match rate_sukaku_scale(kind, &[], Some(&masks)) {
            Ok(expected) => {
                assert_eq!(status, Status::OK);
                assert_eq!(
                    [out.er, out.ep, out.ed],
                    [expected.er, expected.ep, expected.ed].map(u32::from)
                );
            }
            Err(Unrated::NeedsTechnique { .. }) => assert_eq!(status, Status::NOT_RATED),
            Err(other) => panic!("{other}"),
        }
        let (status, step) = hint(&rules, None, Some(&masks));
        assert_eq!(status, Status::OK);
        check_against_solution(&step, &p.solution, &p.variant);
    }
}

#[test]
fn hints_and_engine_paths_on_every_committed_sample_agree_with_the_solution() {
    let mut solved = 0;
    let mut steps_checked = 0;
    for sample in variant_support::samples() {
        let list = independent::from_fpuzzles(&sample.json);
        independent::check_solution(&list, &sample.solution).unwrap();
        let (rules, givens) = from_text(&sample.json);
        let rust = fpuzzles::parse_json(&sample.json).unwrap();
        let engine = LogicEngine::new(&rust.rules);
        let board = engine.board(&givens).unwrap();

        let (status, step) = hint(&rules, Some(&givens), None);
        match engine.next_step(&board) {
            Some(expected) => {
                assert_eq!(status, Status::OK, "{}", sample.id);
                assert_eq!(step.difficulty, 0);
                same_step(&step, &expected, &sample.id);
                check_against_solution(&step, &sample.solution, &sample.id);
            }
            None => assert_eq!(status, Status::TECHNIQUES_EXHAUSTED, "{}", sample.id),
        }

        // In an array of exactly the path's length.
        let mut board = engine.board(&givens).unwrap();
        let expected: Vec<Step> = engine.steps(&mut board).collect();
        let (status, path, count) = explain(&rules, Some(&givens), None, UNRATED, expected.len());
        assert_eq!(count, expected.len(), "{}", sample.id);
        let want = if board.is_solved() {
            Status::OK
        } else {
            Status::TECHNIQUES_EXHAUSTED
        };
        assert_eq!(status, want, "{}", sample.id);
        for (k, (c, rust)) in path.iter().zip(&expected).enumerate() {
            let what = format!("{} step {k}", sample.id);
            same_step(c, rust, &what);
            check_against_solution(c, &sample.solution, &what);
        }
        steps_checked += path.len();
        solved += usize::from(status == Status::OK);

        // Other sizes, jigsaw, killer, thermometers and dots are not on
        // SukakuExplainer's scale.
        let off_scale = [
            "6x6", "12x12", "16x16", "jigsaw", "killer", "thermo", "kropki",
        ];
        if off_scale
            .iter()
            .any(|set| sample.id.starts_with(&format!("{set}-")))
        {
            let (status, _) = rate(&rules, Some(&givens), None, SUKAKU, 0);
            assert_eq!(status, Status::RULES_NOT_ON_SCALE, "{}", sample.id);
            let (status, _, _) = explain(&rules, Some(&givens), None, SUKAKU, 4);
            assert_eq!(status, Status::RULES_NOT_ON_SCALE, "{}", sample.id);
        }
    }
    // As measured when written (docs/VARIANT-LOGIC.md): 7 of 36 solved.
    assert!(
        steps_checked > 500 && solved >= 7,
        "{steps_checked} steps, {solved} solved"
    );
}

#[test]
fn a_4x4_grid_is_not_on_sukakuexplainers_scale_but_gets_hints() {
    // The Rust API's doc example: the first box's last cell is 3.
    let (rules, givens) = from_text("4 12.4.41.2.43.3.1");
    assert_eq!(
        rate(&rules, Some(&givens), None, SUKAKU, 0).0,
        Status::RULES_NOT_ON_SCALE
    );
    let (status, step) = hint(&rules, Some(&givens), None);
    assert_eq!(status, Status::OK);
    assert_eq!(step.grid_size, 4);
    assert_eq!(step.technique, RulesTechnique::LAST_IN_HOUSE);
    assert_eq!(candidates_of(&step), (vec![(4, 3)], vec![]));
    let (status, path, _) = explain(&rules, Some(&givens), None, UNRATED, 64);
    assert_eq!((status, path.len()), (Status::OK, 6));
}

const OWN: i32 = Scale::OWN as i32;

#[test]
fn own_scale_ratings_and_paths_equal_the_rust_api_on_the_quick_samples() {
    let (mut rated, mut refused, mut guessed) = (0, 0, 0);
    // The samples this scale rates or refuses in under 0.1 s each (debug
    // build, 6 December; nonconsecutive-003, rated since with guesses,
    // about 1 s: the test took 1.4 s of user CPU, 0.4 s before): chains
    // and forcing nets take up to seconds on the others, which
    // tests/variant_logic.rs walks, and this test also runs under qemu and
    // the sanitizers.
    let quick = [
        "6x6-001",
        "6x6-002",
        "6x6-003",
        "12x12-003",
        "jigsaw-003",
        "killer-001",
        "killer-002",
        "killer-003",
        "windoku-002",
        "windoku-003",
        "antiking-001",
        "antiking-003",
        "nonconsecutive-003",
        "thermo-002",
        "kropki-002",
    ];
    let samples = variant_support::samples();
    for sample in samples.iter().filter(|s| quick.contains(&s.id.as_str())) {
        let list = independent::from_fpuzzles(&sample.json);
        independent::check_solution(&list, &sample.solution).unwrap();
        let (rules, givens) = from_text(&sample.json);
        let rust = fpuzzles::parse_json(&sample.json).unwrap();
        let (status, rating) = rate(&rules, Some(&givens), None, OWN, 0);
        let (path_status, path, count) = explain(&rules, Some(&givens), None, OWN, 1000);
        assert_eq!(rating.scale, OWN, "{}", sample.id);
        match rate_own_scale(&rust.rules, &givens) {
            Ok(expected) => {
                assert_eq!(status, Status::OK, "{}", sample.id);
                let tenths = [expected.er, expected.ep, expected.ed].map(u32::from);
                assert_eq!([rating.er, rating.ep, rating.ed], tenths, "{}", sample.id);
                assert_eq!(rating.steps as usize, expected.steps.len(), "{}", sample.id);
                assert_eq!(rating.solved, 1);
                assert_eq!(rating.guesses, expected.guesses, "{}", sample.id);
                guessed += usize::from(expected.guesses > 0);
                assert_eq!(path_status, Status::OK, "{}", sample.id);
                assert_eq!(count, expected.steps.len(), "{}", sample.id);
                for (k, (c, (rust_step, d))) in path.iter().zip(&expected.steps).enumerate() {
                    let what = format!("{} own-scale step {k}", sample.id);
                    same_step(c, rust_step, &what);
                    assert_eq!(c.difficulty, u32::from(*d), "{what}");
                    check_against_solution(c, &sample.solution, &what);
                }
                rated += 1;
            }
            Err(OwnUnrated::Stuck { after_steps, .. }) => {
                assert_eq!(status, Status::NOT_RATED, "{}", sample.id);
                assert_eq!(rating.steps as usize, after_steps, "{}", sample.id);
                assert!(!text_of(&rating.needs).is_empty(), "{}", sample.id);
                assert_eq!(path_status, Status::NOT_RATED, "{}", sample.id);
                refused += 1;
            }
            Err(other) => panic!("{}: {other}", sample.id),
        }
    }
    // Every one is rated, some only with the own scale's guesses
    // (docs/VARIANT-LOGIC.md: the techniques finish killer, jigsaw and 6x6
    // puzzles, most non-consecutive ones need a guess).
    assert!(
        rated == quick.len() && refused == 0 && guessed >= 1,
        "{rated} rated ({guessed} with guesses), {refused} refused"
    );

    // The own scale rates a solve from givens, not pencil marks.
    let (rules, _) = from_text(&variant_support::first_sample("killer-").json);
    let masks = vec![0x1FFu32; 81];
    let (status, _) = rate(&rules, None, Some(&masks), OWN, 0);
    assert_eq!(status, Status::INVALID_ARGUMENT);
    let (status, _, _) = explain(&rules, None, Some(&masks), OWN, 4);
    assert_eq!(status, Status::INVALID_ARGUMENT);
}

/// sudoku_rules_explain_text into a buffer of `capacity` bytes (poisoned),
/// checking that nothing is written to it unless the text fits.
fn explain_text(
    rules: &Owned,
    givens: Option<&[u8]>,
    scale: i32,
    max_steps: usize,
    capacity: usize,
) -> (Status, String, usize) {
    let mut buffer = vec![0xEEu8 as c_char; capacity.max(1)];
    let mut length = 0xEEEE_usize;
    // SAFETY: a live rule set, N*N values, a buffer of `capacity` bytes.
    let status = unsafe {
        sudoku_rules_explain_text(
            rules.0,
            givens.map_or(ptr::null(), <[u8]>::as_ptr),
            ptr::null(),
            scale,
            0,
            max_steps,
            buffer.as_mut_ptr(),
            capacity,
            &mut length,
        )
    };
    if matches!(status, Status::OK | Status::TECHNIQUES_EXHAUSTED) {
        assert_eq!(buffer[length], 0, "NUL after the text");
        return (status, text_of(&buffer), length);
    }
    assert!(
        buffer.iter().all(|&b| b == 0xEEu8 as c_char),
        "text written on {status:?}"
    );
    if status != Status::CAPACITY_TOO_SMALL {
        assert_eq!(length, 0xEEEE, "length written on {status:?}");
    }
    (status, String::new(), length)
}

#[test]
fn explain_text_gives_each_step_its_sentence_and_writes_nothing_on_failure() {
    let mut rule_named = false;
    for (index, sample) in variant_support::samples().into_iter().enumerate() {
        let (rules, givens) = from_text(&sample.json);
        let rust = fpuzzles::parse_json(&sample.json).unwrap();
        let engine = LogicEngine::new(&rust.rules);
        let mut board = engine.board(&givens).unwrap();
        let steps: Vec<Step> = engine.steps(&mut board).collect();
        let sentences: Vec<String> = steps.iter().map(|s| engine.explain(s)).collect();

        // Too small, and too small by one byte (the NUL): the length,
        // nothing written. Each call walks the whole path, so the first
        // sample of each set (three a set, in order) is enough.
        let exact: usize = sentences.iter().map(|s| s.len() + 1).sum();
        if exact > 0 && index % 3 == 0 {
            let (status, _, length) = explain_text(&rules, Some(&givens), UNRATED, 0, 1);
            assert_eq!(status, Status::CAPACITY_TOO_SMALL, "{}", sample.id);
            assert_eq!(length, exact, "{}", sample.id);
            let (status, _, _) = explain_text(&rules, Some(&givens), UNRATED, 0, exact);
            assert_eq!(status, Status::CAPACITY_TOO_SMALL, "{}", sample.id);
        }
        let (status, text, length) = explain_text(&rules, Some(&givens), UNRATED, 0, exact + 1);
        let want = if board.is_solved() {
            Status::OK
        } else {
            Status::TECHNIQUES_EXHAUSTED
        };
        assert_eq!((status, length), (want, exact), "{}", sample.id);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines, sentences, "{}", sample.id);
        rule_named |= sample.id.starts_with("antiknight-") && text.contains("knight's move");

        // The hint's sentence: the first line alone.
        if let Some(first) = sentences.first() {
            let (status, text, _) = explain_text(&rules, Some(&givens), UNRATED, 1, 4096);
            assert_eq!(status, Status::OK, "{}", sample.id);
            assert_eq!(text, format!("{first}\n"), "{}", sample.id);
        }
    }
    assert!(rule_named, "no anti-knight step named the knight's move");

    // A rated path's sentences, on SukakuExplainer's scale.
    let p = &rated_sample()[0];
    let (rules, givens) = rated_rules(p);
    let rust = fpuzzles::parse_json(&variant_support::sukaku_variant_json(&p.variant, &p.givens))
        .unwrap()
        .rules;
    let kind = SukakuVariant::from_rules(&rust).unwrap();
    let rating = rate_sukaku_scale(kind, &givens, None).unwrap();
    let engine = LogicEngine::new(&rust);
    let sentences: Vec<String> = rating
        .steps
        .iter()
        .map(|(s, _)| engine.explain(s))
        .collect();
    let (status, text, _) = explain_text(&rules, Some(&givens), SUKAKU, 0, 1 << 20);
    assert_eq!(status, Status::OK);
    assert_eq!(text.lines().collect::<Vec<_>>(), sentences);

    // Refusals: the text is left alone.
    let (status, _, _) = explain_text(&rules, Some(&givens), 99, 0, 64);
    assert_eq!(status, Status::INVALID_ARGUMENT);
    let (killer, killer_givens) = from_text(&variant_support::first_sample("killer-").json);
    let (status, _, _) = explain_text(&killer, Some(&killer_givens), SUKAKU, 0, 64);
    assert_eq!(status, Status::RULES_NOT_ON_SCALE);
    let mut bad = killer_givens.clone();
    bad[0] = 10;
    let (status, _, _) = explain_text(&killer, Some(&bad), UNRATED, 0, 64);
    assert_eq!(status, Status::INVALID_VALUE);
    let mut length = 0;
    // NULL text with capacity 0 asks the length; a NULL `length`, or a
    // NULL text with room, is refused before anything is read.
    let text_call = |capacity: usize, length: *mut usize| {
        // SAFETY: a live rule set, 81 givens; NULL text, `length` NULL or
        // ours.
        unsafe {
            sudoku_rules_explain_text(
                killer.0,
                killer_givens.as_ptr(),
                ptr::null(),
                UNRATED,
                0,
                0,
                ptr::null_mut(),
                capacity,
                length,
            )
        }
    };
    assert_eq!(text_call(0, &mut length), Status::CAPACITY_TOO_SMALL);
    assert!(length > 0);
    assert_eq!(text_call(8, &mut length), Status::NULL_POINTER);
    assert_eq!(text_call(0, ptr::null_mut()), Status::NULL_POINTER);
}
