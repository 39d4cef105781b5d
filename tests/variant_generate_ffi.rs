//! sudoku_rules_generate through the C ABI: the puzzle's text read back by
//! test-support's own f-puzzles reader and counted by its independent
//! counter, the grids equal to the text's, the same bytes as the Rust
//! generator for the seed, every bad option its own status before any
//! work, and caller memory untouched on failure; sudoku_rules_generate_ex
//! reports the rating to either options version and keeps a report's
//! bytes past its version.

use std::ptr;

use sudoku::ffi::*;
use sudoku::variant::generate::{self, KillerOptions, Layout, VariantGenerateOptions};
use sudoku::variant::logic::rate_own_scale;
use sudoku::variant::{fpuzzles, RulesBuilder};
use sudoku_test_support::variant as independent;

mod variant_support;

use variant_support::ffi::Owned;

/// A rule set read from text.
fn rules(text: &str) -> Owned {
    variant_support::ffi::from_text(text).0
}

/// What one call wrote: status, text, puzzle, solution (0xEE where not
/// written).
struct Out {
    status: Status,
    len: usize,
    text: Vec<u8>,
    puzzle: Vec<u8>,
    solution: Vec<u8>,
}

fn call(
    rules: &Owned,
    options: Option<&RulesGenerateOptions>,
    format: u32,
    capacity: usize,
) -> Out {
    let mut text = vec![0xEEu8; capacity];
    let mut len = usize::MAX;
    let mut puzzle = vec![0xEEu8; 625];
    let mut solution = vec![0xEEu8; 625];
    // SAFETY: a live rule set, options or NULL, buffers of the sizes given.
    let status = unsafe {
        sudoku_rules_generate(
            rules.0,
            options.map_or(ptr::null(), ptr::from_ref),
            format,
            text.as_mut_ptr().cast(),
            capacity,
            &mut len,
            puzzle.as_mut_ptr(),
            solution.as_mut_ptr(),
        )
    };
    Out {
        status,
        len,
        text,
        puzzle,
        solution,
    }
}

fn with(change: impl FnOnce(&mut RulesGenerateOptions)) -> RulesGenerateOptions {
    let mut options = sudoku_rules_generate_options_default();
    change(&mut options);
    options
}

/// OK, and the text read back by test-support has one solution, the
/// grids written.
fn check_made(out: &Out, n: usize) -> independent::RuleList {
    assert_eq!(out.status, Status::OK);
    let text = std::str::from_utf8(&out.text[..out.len]).unwrap();
    assert!(out.text[out.len..].iter().all(|&b| b == 0xEE));
    let list = independent::from_fpuzzles(text);
    assert_eq!(list.size, n);
    assert_eq!(list.givens, out.puzzle[..n * n]);
    assert!(out.puzzle[n * n..].iter().all(|&b| b == 0xEE));
    independent::check_solution(&list, &out.solution[..n * n]).unwrap();
    for (&given, &digit) in out.puzzle.iter().zip(&out.solution).take(n * n) {
        assert!(given == 0 || given == digit);
    }
    if n <= 6 {
        assert_eq!(independent::count_solutions(&list, 2), 1);
    }
    list
}

#[test]
fn every_layout_gives_a_unique_puzzle_read_back_independently() {
    let six = rules("6 ....................................");
    for layout in 0..=4u32 {
        let options = with(|o| {
            o.layout = layout;
            o.seed = 3;
        });
        let out = call(&six, Some(&options), RulesTextFormat::FPUZZLES as u32, 8192);
        let list = check_made(&out, 6);
        let sums = list
            .constraints
            .iter()
            .filter(|c| matches!(c, independent::Constraint::Sum(..)))
            .count();
        assert_eq!(sums > 0, layout == LayoutKind::KILLER as u32, "{layout}");
    }
    // NULL options: the defaults.
    let out = call(&six, None, RulesTextFormat::FPUZZLES as u32, 8192);
    check_made(&out, 6);
}

#[test]
fn the_c_call_makes_the_rust_generators_puzzle() {
    let six = rules("6 ....................................");
    let options = with(|o| {
        o.layout = LayoutKind::KILLER as u32;
        o.seed = 11;
        o.minimal_cages = 1;
    });
    let out = call(&six, Some(&options), RulesTextFormat::FPUZZLES as u32, 8192);
    check_made(&out, 6);
    let made = generate::generate(
        &RulesBuilder::new(6).build().unwrap(),
        &VariantGenerateOptions {
            seed: 11,
            layout: Layout::Killer(KillerOptions {
                minimal_cages: true,
                ..KillerOptions::default()
            }),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(
        &out.text[..out.len],
        fpuzzles::to_json(&made.rules, &made.puzzle).as_bytes()
    );
    assert_eq!(out.solution[..36], made.solution[..]);
}

#[test]
fn the_compact_form_writes_a_line_the_library_reads_back() {
    let x = rules("6+x ....................................");
    let options = with(|o| o.seed = 2);
    let out = call(&x, Some(&options), RulesTextFormat::COMPACT as u32, 64);
    assert_eq!(out.status, Status::OK);
    let line = std::str::from_utf8(&out.text[..out.len])
        .unwrap()
        .to_string();
    let (header, cells) = line.split_once(' ').unwrap();
    assert!(
        header.starts_with("6+") && header.contains("diagonal"),
        "{line}"
    );
    let letters: Vec<u8> = out.puzzle[..36]
        .iter()
        .map(|&v| if v == 0 { b'.' } else { b'0' + v })
        .collect();
    assert_eq!(cells.as_bytes(), &letters[..]);
    // Read back: the same diagonals, so the solution stays unique by the
    // independent counter on the X rules.
    let again = rules(&line);
    let x_json = r#"{"size":6,"diagonal+":true,"diagonal-":true,"grid":[]}"#;
    let mut list = independent::from_fpuzzles(x_json);
    list.givens = out.puzzle[..36].to_vec();
    assert_eq!(independent::count_solutions(&list, 2), 1);
    independent::check_solution(&list, &out.solution[..36]).unwrap();
    drop(again);
    // The compact form cannot say cages: refused before any work.
    let killer = with(|o| o.layout = LayoutKind::KILLER as u32);
    let out = call(&x, Some(&killer), RulesTextFormat::COMPACT as u32, 64);
    assert_eq!(out.status, Status::INVALID_ARGUMENT);
    assert!(out.text.iter().all(|&b| b == 0xEE) && out.len == usize::MAX);
}

#[test]
fn bad_options_get_their_own_statuses_and_write_nothing() {
    let six = rules("6 ....................................");
    let fp = RulesTextFormat::FPUZZLES as u32;
    let cases: Vec<(RulesGenerateOptions, u32, Status)> = vec![
        (with(|o| o.size = 40), fp, Status::INVALID_ARGUMENT),
        (with(|o| o.minimal = 2), fp, Status::INVALID_ARGUMENT),
        (with(|o| o.max_givens = 37), fp, Status::INVALID_ARGUMENT),
        (with(|o| o.attempt_budget = 0), fp, Status::INVALID_ARGUMENT),
        (with(|_| {}), 7, Status::INVALID_ARGUMENT),
        (with(|o| o.symmetry = 99), fp, Status::UNKNOWN_SYMMETRY),
        (
            with(|o| (o.min_givens, o.max_givens) = (20, 10)),
            fp,
            Status::MIN_ABOVE_MAX,
        ),
        (
            with(|o| o.symmetry = Symmetry::DIAGONAL as u32),
            fp,
            Status::SYMMETRY_BREAKS_RULES,
        ),
        (
            with(|o| {
                o.layout = LayoutKind::JIGSAW as u32;
                o.symmetry = Symmetry::ROTATE_180 as u32;
            }),
            fp,
            Status::SYMMETRY_BREAKS_RULES,
        ),
        (with(|o| o.layout = 5), fp, Status::INVALID_LAYOUT),
        (
            with(|o| {
                o.layout = LayoutKind::KILLER as u32;
                o.max_cage = 7;
            }),
            fp,
            Status::INVALID_LAYOUT,
        ),
        (
            with(|o| {
                o.layout = LayoutKind::KILLER as u32;
                o.minimal_cages = 3;
            }),
            fp,
            Status::INVALID_ARGUMENT,
        ),
        (
            with(|o| {
                o.layout = LayoutKind::KROPKI as u32;
                o.dots = 4;
            }),
            fp,
            Status::INVALID_LAYOUT,
        ),
        (
            with(|o| {
                o.layout = LayoutKind::THERMO as u32;
                o.min_thermometer = 1;
            }),
            fp,
            Status::INVALID_LAYOUT,
        ),
        (
            with(|o| {
                o.layout = LayoutKind::THERMO as u32;
                o.thermometers = 0;
            }),
            fp,
            Status::INVALID_LAYOUT,
        ),
        (
            with(|o| {
                o.max_givens = 3;
                o.attempt_budget = 3;
            }),
            fp,
            Status::BUDGET_EXHAUSTED,
        ),
        (
            with(|o| (o.min_rating, o.max_rating) = (30, 20)),
            fp,
            Status::MIN_ABOVE_MAX,
        ),
        (
            // Before the attempt budget, which would refuse it too.
            with(|o| {
                (o.min_rating, o.max_rating) = (30, 20);
                o.attempt_budget = 0;
            }),
            fp,
            Status::MIN_ABOVE_MAX,
        ),
        (
            // No 6x6 rates 20.0: the budget runs out.
            with(|o| {
                o.min_rating = 200;
                o.attempt_budget = 3;
            }),
            fp,
            Status::BUDGET_EXHAUSTED,
        ),
    ];
    for (options, format, status) in cases {
        let out = call(&six, Some(&options), format, 8192);
        assert_eq!(out.status, status, "{options:?}");
        assert_eq!(out.len, usize::MAX);
        assert!(out.text.iter().all(|&b| b == 0xEE));
        assert!(out.puzzle.iter().all(|&b| b == 0xEE));
        assert!(out.solution.iter().all(|&b| b == 0xEE));
    }
}

#[test]
fn rating_bounds_hold_on_the_text_read_back() {
    let six = rules("6 ....................................");
    for seed in 0..3 {
        let options = with(|o| {
            o.layout = LayoutKind::JIGSAW as u32;
            o.seed = seed;
            (o.min_rating, o.max_rating) = (20, 30);
        });
        let out = call(&six, Some(&options), RulesTextFormat::FPUZZLES as u32, 8192);
        check_made(&out, 6);
        // Rated again through the variant logic's own entry point, on the
        // rules read back from the text.
        let text = std::str::from_utf8(&out.text[..out.len]).unwrap();
        let read = fpuzzles::parse_any(text).unwrap();
        let er = rate_own_scale(&read.rules, &read.givens).unwrap().er;
        assert!((20..=30).contains(&er), "ER {er}");
        let made = generate::generate(
            &RulesBuilder::new(6).build().unwrap(),
            &VariantGenerateOptions {
                seed,
                layout: Layout::Jigsaw,
                min_rating: 20,
                max_rating: 30,
                ..Default::default()
            },
        )
        .unwrap();
        assert_eq!(
            text.as_bytes(),
            fpuzzles::to_json(&made.rules, &made.puzzle).as_bytes()
        );
    }
}

#[test]
fn a_version_1_caller_gets_no_rating_bound() {
    // An 88-byte struct (before the rating bounds): the bytes after it are
    // not read, whatever they hold.
    let six = rules("6 ....................................");
    let old = with(|o| {
        o.size = 88;
        o.seed = 5;
        (o.min_rating, o.max_rating) = (30, 20);
    });
    let fresh = with(|o| o.seed = 5);
    let fp = RulesTextFormat::FPUZZLES as u32;
    let (a, b) = (
        call(&six, Some(&old), fp, 8192),
        call(&six, Some(&fresh), fp, 8192),
    );
    check_made(&a, 6);
    assert_eq!(a.text, b.text);
    assert_eq!(
        std::mem::size_of::<RulesGenerateOptions>(),
        104,
        "the struct grows by appending only"
    );
}

#[test]
fn null_pointers_and_a_short_buffer() {
    let six = rules("6 ....................................");
    let mut text = [0xEEu8; 8];
    let mut len = usize::MAX;
    // SAFETY: NULL where refused, valid buffers elsewhere.
    unsafe {
        let fp = RulesTextFormat::FPUZZLES as u32;
        let t = text.as_mut_ptr().cast();
        let null_rules = sudoku_rules_generate(
            ptr::null(),
            ptr::null(),
            fp,
            t,
            8,
            &mut len,
            ptr::null_mut(),
            ptr::null_mut(),
        );
        assert_eq!(null_rules, Status::NULL_POINTER);
        let null_text = sudoku_rules_generate(
            six.0,
            ptr::null(),
            fp,
            ptr::null_mut(),
            8,
            &mut len,
            ptr::null_mut(),
            ptr::null_mut(),
        );
        assert_eq!(null_text, Status::NULL_POINTER);
        let null_len = sudoku_rules_generate(
            six.0,
            ptr::null(),
            fp,
            t,
            8,
            ptr::null_mut(),
            ptr::null_mut(),
            ptr::null_mut(),
        );
        assert_eq!(null_len, Status::NULL_POINTER);
        assert_eq!(len, usize::MAX);
    }
    assert_eq!(text, [0xEE; 8]);
    // Too small: the length needed, nothing else written; then that length
    // is enough, and NULL grids are allowed.
    let out = call(&six, None, RulesTextFormat::FPUZZLES as u32, 8);
    assert_eq!(out.status, Status::CAPACITY_TOO_SMALL);
    assert!(out.len > 8);
    assert!(out.text.iter().all(|&b| b == 0xEE));
    assert!(out.puzzle.iter().all(|&b| b == 0xEE));
    let mut exact = vec![0u8; out.len];
    let mut len = 0usize;
    // SAFETY: a live rule set and a buffer of `exact.len()` bytes.
    let status = unsafe {
        sudoku_rules_generate(
            six.0,
            ptr::null(),
            RulesTextFormat::FPUZZLES as u32,
            exact.as_mut_ptr().cast(),
            exact.len(),
            &mut len,
            ptr::null_mut(),
            ptr::null_mut(),
        )
    };
    assert_eq!((status, len), (Status::OK, exact.len()));
    let list = independent::from_fpuzzles(std::str::from_utf8(&exact).unwrap());
    assert_eq!(independent::count_solutions(&list, 2), 1);
}

/// A caller's sudoku_rules_generated of `size` bytes (any size, as a
/// caller compiled against another header has), 0xEE after `size`.
#[repr(C, align(8))]
struct Report([u8; 40]);

impl Report {
    fn of_size(size: u32) -> Report {
        let mut bytes = [0xEEu8; 40];
        bytes[..4].copy_from_slice(&size.to_ne_bytes());
        Report(bytes)
    }
    fn field(&self, at: usize) -> u32 {
        u32::from_ne_bytes(self.0[at..at + 4].try_into().unwrap())
    }
    fn attempts(&self) -> u64 {
        u64::from_ne_bytes(self.0[16..24].try_into().unwrap())
    }
}

/// sudoku_rules_generate_ex with a report: the status and what one call
/// wrote.
fn call_ex(rules: &Owned, options: &RulesGenerateOptions, report: &mut Report) -> Out {
    let mut text = vec![0xEEu8; 8192];
    let mut len = usize::MAX;
    let mut puzzle = vec![0xEEu8; 625];
    let mut solution = vec![0xEEu8; 625];
    // SAFETY: a live rule set, options, buffers of the sizes given, and a
    // report of 40 bytes whose `size` is at most 40.
    let status = unsafe {
        sudoku_rules_generate_ex(
            rules.0,
            options,
            RulesTextFormat::FPUZZLES as u32,
            text.as_mut_ptr().cast(),
            text.len(),
            &mut len,
            puzzle.as_mut_ptr(),
            solution.as_mut_ptr(),
            report.0.as_mut_ptr().cast(),
        )
    };
    Out {
        status,
        len,
        text,
        puzzle,
        solution,
    }
}

#[test]
fn the_ex_call_reports_the_rating_to_either_options_version() {
    assert_eq!(std::mem::size_of::<RulesGenerated>(), 32);
    let six = rules("6 ....................................");
    let rated = with(|o| {
        o.layout = LayoutKind::JIGSAW as u32;
        o.seed = 4;
        (o.min_rating, o.max_rating) = (20, 30);
    });
    // Version 2 options with bounds: the rating, as the variant logic's own
    // entry point gives it on the rules read back from the text.
    let mut report = Report::of_size(24);
    let out = call_ex(&six, &rated, &mut report);
    check_made(&out, 6);
    let read = fpuzzles::parse_any(std::str::from_utf8(&out.text[..out.len]).unwrap()).unwrap();
    let er = u32::from(rate_own_scale(&read.rules, &read.givens).unwrap().er);
    assert!((20..=30).contains(&er), "ER {er}");
    assert_eq!(report.field(0), 24, "size kept");
    assert_eq!(report.field(4), er);
    let givens = read.givens.iter().filter(|&&v| v != 0).count() as u32;
    assert_eq!((report.field(8), report.field(12)), (givens, 0));
    assert!(report.attempts() >= 1);
    assert!(report.0[24..].iter().all(|&b| b == 0xEE));
    // The same puzzle as sudoku_rules_generate makes.
    let plain = call(&six, Some(&rated), RulesTextFormat::FPUZZLES as u32, 8192);
    assert_eq!(plain.text, out.text);
    // Version 1 options (88 bytes, the bounds' bytes not read): no bound,
    // no rating; a report from a later header (40 bytes) keeps its tail.
    let old = with(|o| {
        o.size = 88;
        o.layout = LayoutKind::JIGSAW as u32;
        o.seed = 4;
        (o.min_rating, o.max_rating) = (30, 20);
    });
    let mut report = Report::of_size(40);
    let out = call_ex(&six, &old, &mut report);
    let list = check_made(&out, 6);
    let givens = list.givens.iter().filter(|&&v| v != 0).count() as u32;
    assert_eq!((report.field(0), report.field(4)), (40, 0));
    assert_eq!(report.field(8), givens);
    assert_eq!(report.field(24), MinimalityKind::MINIMAL as u32);
    assert_eq!(report.field(28), 0);
    assert!(report.0[32..].iter().all(|&b| b == 0xEE));
}

#[test]
fn the_ex_call_refuses_a_short_report_and_writes_nothing_on_failure() {
    let six = rules("6 ....................................");
    let options = with(|o| o.seed = 1);
    // Below the first version's 24 bytes: refused before any work.
    let mut short = Report::of_size(20);
    let out = call_ex(&six, &options, &mut short);
    assert_eq!(out.status, Status::INVALID_ARGUMENT);
    assert_eq!(out.len, usize::MAX);
    assert!(out.text.iter().all(|&b| b == 0xEE));
    assert!(short.0[4..].iter().all(|&b| b == 0xEE));
    // Bad options, a short text buffer: the report untouched.
    let bad = with(|o| (o.min_rating, o.max_rating) = (30, 20));
    let mut report = Report::of_size(24);
    assert_eq!(
        call_ex(&six, &bad, &mut report).status,
        Status::MIN_ABOVE_MAX
    );
    assert!(report.0[4..].iter().all(|&b| b == 0xEE));
    let mut len = usize::MAX;
    let mut text = [0xEEu8; 8];
    // SAFETY: a live rule set, 8 bytes of text, a 40-byte report.
    let status = unsafe {
        sudoku_rules_generate_ex(
            six.0,
            &options,
            RulesTextFormat::FPUZZLES as u32,
            text.as_mut_ptr().cast(),
            text.len(),
            &mut len,
            ptr::null_mut(),
            ptr::null_mut(),
            report.0.as_mut_ptr().cast(),
        )
    };
    assert_eq!(status, Status::CAPACITY_TOO_SMALL);
    assert!(len > 8 && text == [0xEE; 8]);
    assert!(report.0[4..].iter().all(|&b| b == 0xEE));
    // NULL rules with a report: NULL_POINTER, nothing written; a NULL
    // report: as sudoku_rules_generate.
    // SAFETY: NULL rules are refused first.
    let status = unsafe {
        sudoku_rules_generate_ex(
            ptr::null(),
            &options,
            RulesTextFormat::FPUZZLES as u32,
            text.as_mut_ptr().cast(),
            text.len(),
            &mut len,
            ptr::null_mut(),
            ptr::null_mut(),
            report.0.as_mut_ptr().cast(),
        )
    };
    assert_eq!(status, Status::NULL_POINTER);
    assert!(report.0[4..].iter().all(|&b| b == 0xEE));
    let mut big = vec![0u8; 8192];
    // SAFETY: a live rule set, 8192 bytes of text, no report.
    let status = unsafe {
        sudoku_rules_generate_ex(
            six.0,
            &options,
            RulesTextFormat::FPUZZLES as u32,
            big.as_mut_ptr().cast(),
            big.len(),
            &mut len,
            ptr::null_mut(),
            ptr::null_mut(),
            ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::OK);
    let plain = call(&six, Some(&options), RulesTextFormat::FPUZZLES as u32, 8192);
    assert_eq!(big[..len], plain.text[..plain.len]);
}

#[test]
fn a_removal_budget_is_reported_as_minimal_as_far_as_the_budget_proved() {
    let six = rules("6 ....................................");
    let (mut cut, mut whole, mut first_cut) = (0, 0, None);
    for seed in 0..16 {
        let budgeted = with(|o| {
            o.seed = seed;
            o.removal_budget = 1;
        });
        let mut report = Report::of_size(32);
        let out = call_ex(&six, &budgeted, &mut report);
        // Unique by test-support's counter, whatever the budget cut.
        check_made(&out, 6);
        // The same puzzle as the Rust call with the same options.
        let rust = generate::generate(
            &RulesBuilder::new(6).build().unwrap(),
            &VariantGenerateOptions {
                seed,
                removal_budget: 1,
                ..Default::default()
            },
        )
        .unwrap();
        assert_eq!(out.puzzle[..36], rust.puzzle[..]);
        let undecided = report.field(12);
        assert_eq!(undecided, rust.undecided);
        if undecided > 0 {
            assert_eq!(
                report.field(24),
                MinimalityKind::AS_FAR_AS_BUDGET_PROVED as u32
            );
            cut += 1;
            first_cut.get_or_insert(seed);
        } else {
            assert_eq!(report.field(24), MinimalityKind::MINIMAL as u32);
            whole += 1;
        }
        assert_eq!(report.field(28), 0);
        assert!(report.0[32..].iter().all(|&b| b == 0xEE));
    }
    assert!(cut > 0 && whole > 0, "{cut} cut, {whole} whole");
    // A version 2 struct (96 bytes) reads no removal budget: on a seed the
    // budget cut, nothing is undecided and the puzzle is the unbudgeted
    // one.
    let seed = first_cut.expect("a seed the budget cut");
    let old = with(|o| {
        o.size = 96;
        o.seed = seed;
        o.removal_budget = 1;
    });
    let mut report = Report::of_size(32);
    let out = call_ex(&six, &old, &mut report);
    let fresh = call(
        &six,
        Some(&with(|o| o.seed = seed)),
        RulesTextFormat::FPUZZLES as u32,
        8192,
    );
    assert_eq!(out.text, fresh.text);
    assert_eq!(report.field(12), 0);
    assert_eq!(report.field(24), MinimalityKind::MINIMAL as u32);
}
