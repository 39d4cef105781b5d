//! No panic crosses the C boundary: with the `panic-injection` feature the
//! library panics on demand inside each export, which must return its
//! documented fallback and leave caller memory as it was.
//!
//! A panic can also be made mid-way: in one record of a batch, or at any
//! step sudoku_explain writes.
//!
//! `cargo test --features panic-injection --test panic_boundary`

use std::ffi::CStr;
use std::ptr;
use std::sync::Mutex;

use sudoku::fault::panic_at;
use sudoku::ffi::*;

/// The injection point is global: one test at a time.
static SERIAL: Mutex<()> = Mutex::new(());

const PUZZLE: &[u8; 81] =
    b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Runs `call` with the next injection point armed, and disarms after.
fn with_panic<T>(call: impl FnOnce() -> T) -> T {
    panic_at(1);
    let result = call();
    panic_at(0);
    result
}

fn text(ptr: *const std::ffi::c_char) -> &'static str {
    // SAFETY: the library returns static NUL-terminated strings.
    unsafe { CStr::from_ptr(ptr) }.to_str().unwrap()
}

#[test]
fn every_status_export_returns_internal_error_and_writes_nothing() {
    let _serial = SERIAL.lock().unwrap();
    let mut grid = *PUZZLE;
    // SAFETY: 81 writable bytes.
    let status = with_panic(|| unsafe { sudoku_solve(grid.as_mut_ptr().cast()) });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert_eq!(&grid, PUZZLE);

    let options = sudoku_options_default();
    let mut report = Report {
        size: std::mem::size_of::<Report>() as u32,
        status: Status::OK,
        cell: 77,
        solutions: 77,
        guesses: 77,
    };
    // SAFETY: valid grid, options and report.
    let status =
        with_panic(|| unsafe { sudoku_solve_ex(grid.as_mut_ptr().cast(), &options, &mut report) });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert_eq!(&grid, PUZZLE);
    assert_eq!(
        (report.cell, report.solutions, report.guesses),
        (77, 77, 77)
    );

    let mut cell = 1234;
    // SAFETY: valid grid and cell.
    let status = with_panic(|| unsafe { sudoku_check(grid.as_ptr().cast(), &mut cell) });
    assert_eq!((status, cell), (Status::INTERNAL_ERROR, 1234));

    let mut count = 1234;
    // SAFETY: valid grid and count.
    let status =
        with_panic(|| unsafe { sudoku_count_solutions(grid.as_ptr().cast(), 2, &mut count) });
    assert_eq!((status, count), (Status::INTERNAL_ERROR, 1234));

    let mut out = [b'#'; 81];
    // SAFETY: 81 readable text bytes, 81 writable out bytes.
    let status = with_panic(|| unsafe {
        sudoku_parse(
            PUZZLE.as_ptr().cast(),
            PUZZLE.len(),
            out.as_mut_ptr().cast(),
        )
    });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert_eq!(out, [b'#'; 81]);

    // Disarmed, the same calls work: the fallback came from the injection.
    // SAFETY: as above.
    assert_eq!(
        unsafe { sudoku_solve(grid.as_mut_ptr().cast()) },
        Status::OK
    );
}

#[test]
fn other_exports_return_their_fallbacks() {
    let _serial = SERIAL.lock().unwrap();
    assert_eq!(
        text(with_panic(|| sudoku_status_str(0))),
        "internal error in libsudoku"
    );
    assert_eq!(
        text(with_panic(|| sudoku_version())),
        "internal error in libsudoku"
    );
    let options = with_panic(|| sudoku_options_default());
    assert_eq!(options.size as usize, std::mem::size_of::<Options>());
    assert_eq!((options.mode, options.guess_budget), (0, 0));
    assert_eq!(text(sudoku_status_str(0)), "success");
}

#[test]
fn a_batch_reports_a_panic_in_one_record_and_solves_the_rest() {
    let _serial = SERIAL.lock().unwrap();
    for threads in [1, 2] {
        let count = 64;
        let mut grids = PUZZLE.repeat(count);
        let mut statuses = vec![Status::NO_SOLUTION; count];
        // The export's own guard is the first injection point, each record's
        // the next: the first record solved panics.
        panic_at(2);
        // SAFETY: `count` records and status slots.
        let solved = unsafe {
            sudoku_solve_batch(
                grids.as_mut_ptr().cast(),
                count,
                statuses.as_mut_ptr(),
                threads,
            )
        };
        panic_at(0);
        assert_eq!(solved, count - 1, "threads: {threads}");
        let failed: Vec<usize> = (0..count).filter(|&i| statuses[i] != Status::OK).collect();
        assert_eq!(failed.len(), 1);
        assert_eq!(statuses[failed[0]], Status::INTERNAL_ERROR);
        assert_eq!(&grids[81 * failed[0]..81 * failed[0] + 81], PUZZLE);

        // A panic in the export itself: 0, and no status written.
        let mut statuses = vec![Status::NO_SOLUTION; count];
        // SAFETY: as above.
        let solved = with_panic(|| unsafe {
            sudoku_solve_batch(
                grids.as_mut_ptr().cast(),
                count,
                statuses.as_mut_ptr(),
                threads,
            )
        });
        assert_eq!(solved, 0);
        assert!(statuses.iter().all(|&s| s == Status::NO_SOLUTION));
    }
}

/// A step of zeros but its size, to be filled.
fn blank_step() -> Step {
    // SAFETY: a Step is plain integers, for which zero bytes are valid.
    let mut step: Step = unsafe { std::mem::zeroed() };
    step.size = std::mem::size_of::<Step>() as u32;
    step
}

#[test]
fn the_logic_exports_return_their_fallbacks_and_write_nothing() {
    let _serial = SERIAL.lock().unwrap();
    let p = PUZZLE.as_ptr().cast();
    let mut masks = [0xEEEEu16; 81];
    // SAFETY (all calls below): buffers as large as the contracts say.
    unsafe {
        assert_eq!(
            with_panic(|| sudoku_candidates(p, masks.as_mut_ptr())),
            Status::INTERNAL_ERROR
        );
        assert_eq!(
            with_panic(|| sudoku_true_candidates(p, masks.as_mut_ptr())),
            Status::INTERNAL_ERROR
        );
        assert_eq!(
            with_panic(|| sudoku_true_candidates_ex(p, 5, masks.as_mut_ptr())),
            Status::INTERNAL_ERROR
        );
        assert_eq!(masks, [0xEEEE; 81]);

        let mut marks = PlayerMarks {
            size: std::mem::size_of::<PlayerMarks>() as u32,
            clash_count: 7,
            candidates: [7; 81],
            clash_cells: [7; 81],
            clash_digits: [7; 81],
            clash_others: [7; 81],
        };
        let before = marks;
        assert_eq!(
            with_panic(|| sudoku_player_candidates(p, p, &mut marks)),
            Status::INTERNAL_ERROR
        );
        assert_eq!(marks, before);

        let mut step = blank_step();
        let before = step;
        assert_eq!(
            with_panic(|| sudoku_hint(p, p, ptr::null(), &mut step)),
            Status::INTERNAL_ERROR
        );
        assert_eq!(
            with_panic(|| sudoku_hint_ex(p, ptr::null(), ptr::null(), 9, &mut step)),
            Status::INTERNAL_ERROR
        );
        assert_eq!(
            with_panic(|| sudoku_hint_at_level(p, ptr::null(), ptr::null(), 1, 9, &mut step)),
            Status::INTERNAL_ERROR
        );
        assert_eq!(step, before);

        let mut rating = Rating {
            size: std::mem::size_of::<Rating>() as u32,
            er: 77,
            ep: 77,
            ed: 77,
            technique: 77,
            steps: 77,
            solved: 77,
            scale: 77,
            level: 77,
            score: 77,
            hodoku_technique: 77,
        };
        let before = rating;
        assert_eq!(
            with_panic(|| sudoku_rate(p, &mut rating)),
            Status::INTERNAL_ERROR
        );
        assert_eq!(
            with_panic(|| sudoku_rate_ex(p, 3, &mut rating)),
            Status::INTERNAL_ERROR
        );
        assert_eq!(rating, before);

        // A real step, then its text with a panic: 0, nothing written.
        assert_eq!(
            sudoku_hint(p, ptr::null(), ptr::null(), &mut step),
            Status::OK
        );
        let mut sentence = [b'#'; 64];
        let written = with_panic(|| sudoku_step_text(&step, sentence.as_mut_ptr().cast(), 64));
        assert_eq!((written, sentence), (0, [b'#'; 64]));
        assert!(sudoku_step_text(&step, sentence.as_mut_ptr().cast(), 64) > 0);
        sentence = [b'#'; 64];
        let written =
            with_panic(|| sudoku_step_text_at_level(&step, 1, sentence.as_mut_ptr().cast(), 64));
        assert_eq!((written, sentence), (0, [b'#'; 64]));
        assert!(sudoku_step_text_at_level(&step, 1, sentence.as_mut_ptr().cast(), 64) > 0);

        assert_eq!(
            text(with_panic(|| sudoku_technique_name(100))),
            "internal error in libsudoku"
        );
        assert_eq!(text(sudoku_technique_name(100)), "Full house");
    }
}

#[test]
fn the_hodoku_exports_return_their_fallbacks_and_write_nothing() {
    let _serial = SERIAL.lock().unwrap();
    let p = PUZZLE.as_ptr().cast();
    // SAFETY: a Rating and a HodokuHint are plain integers.
    let mut rating: Rating = unsafe { std::mem::zeroed() };
    rating.size = std::mem::size_of::<Rating>() as u32;
    rating.score = 77;
    let before = rating;
    // SAFETY: 81 readable bytes; a whole rating.
    let status =
        with_panic(|| unsafe { sudoku_rate_scale(p, Scale::HODOKU as i32, 0, &mut rating) });
    assert_eq!((status, rating), (Status::INTERNAL_ERROR, before));

    // SAFETY: as above.
    let mut hint: HodokuHint = unsafe { std::mem::zeroed() };
    hint.size = std::mem::size_of::<HodokuHint>() as u32;
    hint.digits = 77;
    let before = hint;
    // SAFETY: 81 readable bytes; a whole hint.
    let status = with_panic(|| unsafe { sudoku_hint_hodoku(p, ptr::null(), 3, 0, &mut hint) });
    assert_eq!((status, hint), (Status::INTERNAL_ERROR, before));
    // SAFETY: as above.
    assert_eq!(
        unsafe { sudoku_hint_hodoku(p, ptr::null(), 3, 0, &mut hint) },
        Status::OK
    );

    // The whole path and the teaching generator.
    let mut steps = [hint; 2];
    let mut count = 77usize;
    // SAFETY: 81 readable bytes; two whole hints, the first's size set.
    let status =
        with_panic(|| unsafe { sudoku_explain_hodoku(p, 0, steps.as_mut_ptr(), 2, &mut count) });
    assert_eq!(
        (status, count, steps),
        (Status::INTERNAL_ERROR, 77, [hint; 2])
    );
    let options = sudoku_generate_options_default();
    let mut made = [7u8; 81];
    // SAFETY: defaults; 81 writable bytes.
    let status = with_panic(|| unsafe {
        sudoku_generate_hodoku(&options, 1, 0, 0, made.as_mut_ptr().cast(), ptr::null_mut())
    });
    assert_eq!((status, made), (Status::INTERNAL_ERROR, [7u8; 81]));

    let mut sentence = [7u8; 64];
    // SAFETY: a whole hint; 64 writable bytes.
    let written =
        with_panic(|| unsafe { sudoku_hodoku_hint_text(&hint, sentence.as_mut_ptr().cast(), 64) });
    assert_eq!((written, sentence), (0, [7u8; 64]));
    assert_eq!(with_panic(|| sudoku_hodoku_technique_at(0)), 0);
    assert_eq!(
        text(with_panic(|| sudoku_hodoku_technique_name(100))),
        "internal error in libsudoku"
    );
    assert_eq!(text(sudoku_hodoku_technique_name(100)), "Full House");
}

#[test]
fn explain_stops_at_a_panic_anywhere_on_the_path() {
    let _serial = SERIAL.lock().unwrap();
    let p = PUZZLE.as_ptr().cast();
    let mut steps = vec![blank_step(); 100];
    let mut count = 0usize;
    // SAFETY: 100 steps and a count.
    let full = unsafe { sudoku_explain(p, steps.as_mut_ptr(), 100, &mut count) };
    assert_eq!(full, Status::OK);
    let path = steps[..count].to_vec();
    for at in [1, 2, 5] {
        let mut steps = vec![blank_step(); 100];
        let mut count = usize::MAX;
        // The export's guard is point 1, each step written the next.
        panic_at(at);
        // SAFETY: as above.
        let status = unsafe { sudoku_explain_ex(p, 0, steps.as_mut_ptr(), 100, &mut count) };
        panic_at(0);
        assert_eq!(
            (status, count),
            (Status::INTERNAL_ERROR, usize::MAX),
            "at {at}"
        );
        // The steps before the panic are the path's; none after is written.
        let written = (at as usize).saturating_sub(2);
        assert_eq!(steps[..written], path[..written]);
        assert!(
            steps[written..].iter().all(|s| *s == blank_step()),
            "at {at}"
        );
    }
}

#[test]
fn the_generator_exports_return_their_fallbacks_and_write_nothing() {
    let _serial = SERIAL.lock().unwrap();
    let defaults = sudoku_generate_options_default();
    let options = with_panic(|| sudoku_generate_options_default());
    assert_eq!(
        (options.size, options.minimal, options.attempt_budget),
        (defaults.size, 1, 10_000)
    );
    let mut puzzle = [b'#'; 81];
    let mut solution = [b'#'; 81];
    // SAFETY: 81 writable bytes each.
    unsafe {
        let status = with_panic(|| {
            sudoku_generate(
                &defaults,
                puzzle.as_mut_ptr().cast(),
                solution.as_mut_ptr().cast(),
            )
        });
        assert_eq!(status, Status::INTERNAL_ERROR);
        let status = with_panic(|| sudoku_random_solution(3, puzzle.as_mut_ptr().cast()));
        assert_eq!(status, Status::INTERNAL_ERROR);
    }
    assert_eq!((puzzle, solution), ([b'#'; 81], [b'#'; 81]));

    for threads in [1, 2] {
        let count = 20;
        let mut puzzles = vec![b'#'; count * 81];
        let mut statuses = vec![Status::NO_SOLUTION; count];
        // The export's guard is point 1, each record's the next.
        panic_at(2);
        // SAFETY: `count` records and status slots.
        let made = unsafe {
            sudoku_generate_batch(
                &defaults,
                count,
                puzzles.as_mut_ptr().cast(),
                statuses.as_mut_ptr(),
                threads,
            )
        };
        panic_at(0);
        assert_eq!(made, count - 1, "threads: {threads}");
        let failed: Vec<usize> = (0..count).filter(|&i| statuses[i] != Status::OK).collect();
        assert_eq!(failed.len(), 1);
        assert_eq!(statuses[failed[0]], Status::INTERNAL_ERROR);
        assert_eq!(
            &puzzles[81 * failed[0]..81 * failed[0] + 81],
            &[b'#'; 81][..]
        );

        let mut statuses = vec![Status::NO_SOLUTION; count];
        let mut puzzles = vec![b'#'; count * 81];
        // SAFETY: as above.
        let made = with_panic(|| unsafe {
            sudoku_generate_batch(
                &defaults,
                count,
                puzzles.as_mut_ptr().cast(),
                statuses.as_mut_ptr(),
                threads,
            )
        });
        assert_eq!(made, 0);
        assert!(statuses.iter().all(|&s| s == Status::NO_SOLUTION));
        assert!(puzzles.iter().all(|&b| b == b'#'));
    }
}

#[test]
fn canonical_forms_and_transforms_write_nothing_on_a_panic() {
    let _serial = SERIAL.lock().unwrap();
    let mut form = [b'#'; 81];
    let mut automorphisms = 77u32;
    let mut transform = [0xA5u8; SUDOKU_TRANSFORM_BYTES];
    for call in [sudoku_canonical, sudoku_canonical_pattern] {
        // SAFETY: 81 readable, 81 and 28 writable bytes, a writable u32.
        let status = with_panic(|| unsafe {
            call(
                PUZZLE.as_ptr().cast(),
                form.as_mut_ptr().cast(),
                &mut automorphisms,
                transform.as_mut_ptr(),
            )
        });
        assert_eq!(status, Status::INTERNAL_ERROR);
        assert_eq!((form, automorphisms), ([b'#'; 81], 77));
        assert_eq!(transform, [0xA5; SUDOKU_TRANSFORM_BYTES]);
    }
    // SAFETY: as above, disarmed: a real transform to use below.
    let status = unsafe {
        sudoku_canonical(
            PUZZLE.as_ptr().cast(),
            form.as_mut_ptr().cast(),
            &mut automorphisms,
            transform.as_mut_ptr(),
        )
    };
    assert_eq!(status, Status::OK);
    let mut out = [b'#'; 81];
    // SAFETY: 81 readable, 28 readable, 81 writable bytes.
    let status = with_panic(|| unsafe {
        sudoku_transform(
            PUZZLE.as_ptr().cast(),
            transform.as_ptr(),
            out.as_mut_ptr().cast(),
        )
    });
    assert_eq!((status, out), (Status::INTERNAL_ERROR, [b'#'; 81]));
    let mut inverse = [0xA5u8; SUDOKU_TRANSFORM_BYTES];
    // SAFETY: 28 readable and 28 writable bytes.
    let status =
        with_panic(|| unsafe { sudoku_transform_invert(transform.as_ptr(), inverse.as_mut_ptr()) });
    assert_eq!(
        (status, inverse),
        (Status::INTERNAL_ERROR, [0xA5; SUDOKU_TRANSFORM_BYTES])
    );
}

#[test]
fn a_count_batch_reports_a_panic_in_one_record_and_counts_the_rest() {
    let _serial = SERIAL.lock().unwrap();
    for threads in [1, 2] {
        let count = 64;
        let grids = PUZZLE.repeat(count);
        let mut found = vec![99u32; count];
        let mut statuses = vec![Status::NO_SOLUTION; count];
        panic_at(2);
        // SAFETY: `count` records, count slots and status slots.
        let counted = unsafe {
            sudoku_count_batch(
                grids.as_ptr().cast(),
                count,
                2,
                found.as_mut_ptr(),
                statuses.as_mut_ptr(),
                threads,
            )
        };
        panic_at(0);
        assert_eq!(counted, count - 1, "threads: {threads}");
        let failed: Vec<usize> = (0..count).filter(|&i| statuses[i] != Status::OK).collect();
        assert_eq!(failed.len(), 1);
        assert_eq!(statuses[failed[0]], Status::INTERNAL_ERROR);
        assert_eq!(found[failed[0]], 99);
        assert!((0..count).all(|i| i == failed[0] || found[i] == 1));
    }
}

#[test]
fn the_variant_exports_return_their_fallbacks_and_write_nothing() {
    let _serial = SERIAL.lock().unwrap();
    let line = "4 1...............";
    let mut rules: *mut RulesHandle = ptr::null_mut();
    let mut givens = [0xEEu8; 16];
    // SAFETY: valid text, out pointer and buffer; a NULL report is allowed.
    let status = with_panic(|| unsafe {
        sudoku_rules_from_text(
            line.as_ptr().cast(),
            line.len(),
            &mut rules,
            givens.as_mut_ptr(),
            16,
            ptr::null_mut(),
        )
    });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert!(rules.is_null() && givens == [0xEE; 16]);
    // SAFETY: as above, without the panic.
    let status = unsafe {
        sudoku_rules_from_text(
            line.as_ptr().cast(),
            line.len(),
            &mut rules,
            givens.as_mut_ptr(),
            16,
            ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::OK);

    let mut solution = [0xEEu8; 16];
    let mut count = 1234u32;
    let mut byte = -7i64;
    let mut text_out = [0xEEu8; 16];
    // SAFETY: a live rule set and N*N-byte buffers.
    unsafe {
        assert_eq!(with_panic(|| sudoku_rules_size(rules)), 0);
        assert_eq!(
            with_panic(|| sudoku_rules_solve(
                rules,
                givens.as_ptr(),
                0,
                solution.as_mut_ptr(),
                ptr::null_mut()
            )),
            Status::INTERNAL_ERROR
        );
        assert_eq!(
            with_panic(|| sudoku_rules_count(
                rules,
                givens.as_ptr(),
                2,
                0,
                &mut count,
                ptr::null_mut()
            )),
            Status::INTERNAL_ERROR
        );
        assert_eq!(
            with_panic(|| sudoku_rules_check(rules, givens.as_ptr(), ptr::null_mut())),
            Status::INTERNAL_ERROR
        );
        assert_eq!(
            with_panic(|| sudoku_rules_grid_from_text(
                rules,
                line[2..].as_ptr().cast(),
                16,
                solution.as_mut_ptr(),
                &mut byte
            )),
            Status::INTERNAL_ERROR
        );
        assert_eq!(
            with_panic(|| sudoku_rules_grid_to_text(
                rules,
                givens.as_ptr(),
                text_out.as_mut_ptr().cast(),
                ptr::null_mut()
            )),
            Status::INTERNAL_ERROR
        );
        let mut text_len = 1234usize;
        assert_eq!(
            with_panic(|| sudoku_rules_to_text(
                rules,
                givens.as_ptr(),
                1,
                text_out.as_mut_ptr().cast(),
                text_out.len(),
                &mut text_len
            )),
            Status::INTERNAL_ERROR
        );
        assert_eq!(text_len, 1234);
        let mut builder: *mut RulesBuilderHandle = ptr::null_mut();
        assert_eq!(
            with_panic(|| sudoku_rules_builder_new(4, 0, 0, &mut builder)),
            Status::INTERNAL_ERROR
        );
        assert!(builder.is_null());
        assert_eq!(sudoku_rules_builder_new(4, 0, 0, &mut builder), Status::OK);
        assert_eq!(
            with_panic(|| sudoku_rules_builder_add_cage(builder, [0u16, 1].as_ptr(), 2, 3)),
            Status::INTERNAL_ERROR
        );
        assert_eq!(
            with_panic(|| sudoku_rules_builder_add_flags(builder, 0)),
            Status::INTERNAL_ERROR
        );
        let mut built: *mut RulesHandle = ptr::null_mut();
        assert_eq!(
            with_panic(|| sudoku_rules_build(builder, &mut built, ptr::null_mut())),
            Status::INTERNAL_ERROR
        );
        assert!(built.is_null());
        sudoku_rules_builder_free(builder);
        let options = with_panic(|| sudoku_rules_generate_options_default());
        assert_eq!(
            options.size as usize,
            std::mem::size_of::<RulesGenerateOptions>()
        );
        let mut len = usize::MAX;
        let mut made_text = [0xEEu8; 4096];
        assert_eq!(
            with_panic(|| sudoku_rules_generate(
                rules,
                &options,
                RulesTextFormat::FPUZZLES as u32,
                made_text.as_mut_ptr().cast(),
                made_text.len(),
                &mut len,
                solution.as_mut_ptr(),
                ptr::null_mut()
            )),
            Status::INTERNAL_ERROR
        );
        assert!(len == usize::MAX && made_text.iter().all(|&b| b == 0xEE));
        let mut generated = RulesGenerated {
            size: std::mem::size_of::<RulesGenerated>() as u32,
            rating: 77,
            givens: 77,
            undecided: 77,
            attempts: 77,
            minimality: 77,
            reserved: 77,
        };
        assert_eq!(
            with_panic(|| sudoku_rules_generate_ex(
                rules,
                &options,
                RulesTextFormat::FPUZZLES as u32,
                made_text.as_mut_ptr().cast(),
                made_text.len(),
                &mut len,
                solution.as_mut_ptr(),
                ptr::null_mut(),
                &mut generated
            )),
            Status::INTERNAL_ERROR
        );
        assert!(len == usize::MAX && made_text.iter().all(|&b| b == 0xEE));
        assert_eq!(
            (generated.rating, generated.givens, generated.attempts),
            (77, 77, 77)
        );
        sudoku_rules_free(rules);
    }
    assert_eq!(
        (solution, count, byte, text_out),
        ([0xEE; 16], 1234, -7, [0xEE; 16])
    );
}

#[test]
fn a_rules_batch_reports_a_panic_in_one_record_and_answers_the_rest() {
    let _serial = SERIAL.lock().unwrap();
    let line = "4 1...............";
    let mut rules: *mut RulesHandle = ptr::null_mut();
    let mut givens = [0u8; 16];
    // SAFETY: valid text, out pointer and buffer; a NULL report is allowed.
    let status = unsafe {
        sudoku_rules_from_text(
            line.as_ptr().cast(),
            line.len(),
            &mut rules,
            givens.as_mut_ptr(),
            16,
            ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::OK);
    for threads in [1, 2] {
        let count = 64;
        let mut grids = givens.repeat(count);
        let mut found = vec![99u32; count];
        let mut statuses = vec![Status::NO_SOLUTION; count];
        panic_at(2);
        // SAFETY: a live rule set, `count` records, count and status slots.
        let counted = unsafe {
            sudoku_rules_count_batch(
                rules,
                grids.as_ptr(),
                count,
                2,
                0,
                found.as_mut_ptr(),
                statuses.as_mut_ptr(),
                threads,
            )
        };
        panic_at(0);
        assert_eq!(counted, count - 1, "threads: {threads}");
        let failed: Vec<usize> = (0..count).filter(|&i| statuses[i] != Status::OK).collect();
        assert_eq!(failed.len(), 1);
        assert_eq!(statuses[failed[0]], Status::INTERNAL_ERROR);
        assert_eq!(found[failed[0]], 99);
        assert!((0..count).all(|i| i == failed[0] || found[i] == 2));

        // Solving: the 4x4 grid has 12 solutions, so every record but the
        // one that panicked is refused, and none is written.
        panic_at(2);
        // SAFETY: as above, with writable records.
        let solved = unsafe {
            sudoku_rules_solve_batch(
                rules,
                grids.as_mut_ptr(),
                count,
                0,
                statuses.as_mut_ptr(),
                threads,
            )
        };
        panic_at(0);
        assert_eq!(solved, 0);
        let failed: Vec<usize> = (0..count)
            .filter(|&i| statuses[i] != Status::MULTIPLE_SOLUTIONS)
            .collect();
        assert_eq!(failed.len(), 1);
        assert_eq!(statuses[failed[0]], Status::INTERNAL_ERROR);
        assert_eq!(grids, givens.repeat(count));
    }
    // SAFETY: a live rule set, freed once.
    unsafe { sudoku_rules_free(rules) };
}

#[test]
fn variant_logic_exports_return_internal_error_and_write_nothing() {
    let _serial = SERIAL.lock().unwrap();
    let line = "4 12.4.41.2.43.3.1";
    let mut rules: *mut RulesHandle = ptr::null_mut();
    let mut givens = [0u8; 16];
    // SAFETY: valid text, out pointer and buffer; a NULL report is allowed.
    let status = unsafe {
        sudoku_rules_from_text(
            line.as_ptr().cast(),
            line.len(),
            &mut rules,
            givens.as_mut_ptr(),
            16,
            ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::OK);
    // SAFETY: plain C data, zeroed, then sized.
    let mut rating: RulesRating = unsafe { std::mem::zeroed() };
    rating.size = std::mem::size_of::<RulesRating>() as u32;
    let before = rating;
    // SAFETY: a live rule set, 16 givens, a sized rating.
    let status = with_panic(|| unsafe {
        sudoku_rules_rate(rules, givens.as_ptr(), ptr::null(), 2, 0, &mut rating)
    });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert_eq!(
        (rating.er, rating.steps, rating.size),
        (before.er, before.steps, before.size)
    );
    // SAFETY: as above.
    let mut step: Box<RulesStep> = Box::new(unsafe { std::mem::zeroed() });
    step.size = std::mem::size_of::<RulesStep>() as u32;
    // SAFETY: a live rule set, 16 givens, a sized step.
    let status = with_panic(|| unsafe {
        sudoku_rules_hint(rules, givens.as_ptr(), ptr::null(), 0, &mut *step)
    });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert_eq!((step.placement_count, step.grid_size), (0, 0));
    // SAFETY: a live rule set, 16 givens as the player's grid too, a sized
    // step.
    let status = with_panic(|| unsafe {
        sudoku_rules_hint_player(
            rules,
            givens.as_ptr(),
            givens.as_ptr(),
            ptr::null(),
            0,
            &mut *step,
        )
    });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert_eq!((step.placement_count, step.grid_size), (0, 0));
    let mut count = 77usize;
    // SAFETY: a live rule set, 16 givens, one sized step, a count.
    let status = with_panic(|| unsafe {
        sudoku_rules_explain(
            rules,
            givens.as_ptr(),
            ptr::null(),
            3,
            0,
            &mut *step,
            1,
            &mut count,
        )
    });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert_eq!((count, step.grid_size), (77, 0));
    let mut text = [0x7F_u8; 64];
    // SAFETY: a live rule set, 16 givens, 64 writable bytes, a length.
    let status = with_panic(|| unsafe {
        sudoku_rules_explain_text(
            rules,
            givens.as_ptr(),
            ptr::null(),
            3,
            0,
            1,
            text.as_mut_ptr().cast(),
            text.len(),
            &mut count,
        )
    });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert_eq!(count, 77);
    assert!(text.iter().all(|&b| b == 0x7F));
    // SAFETY: a live rule set, 16 givens, 64 writable bytes, a length.
    let status = with_panic(|| unsafe {
        sudoku_rules_hint_player_text(
            rules,
            givens.as_ptr(),
            ptr::null(),
            ptr::null(),
            0,
            text.as_mut_ptr().cast(),
            text.len(),
            &mut count,
        )
    });
    assert_eq!(status, Status::INTERNAL_ERROR);
    assert_eq!(count, 77);
    assert!(text.iter().all(|&b| b == 0x7F));
    // Unarmed, the same calls work.
    // SAFETY: as above.
    let status = unsafe { sudoku_rules_hint(rules, givens.as_ptr(), ptr::null(), 0, &mut *step) };
    assert_eq!((status, step.grid_size), (Status::OK, 4));
    // SAFETY: as above.
    let status = unsafe {
        sudoku_rules_hint_player(
            rules,
            givens.as_ptr(),
            ptr::null(),
            ptr::null(),
            0,
            &mut *step,
        )
    };
    assert_eq!((status, step.grid_size), (Status::OK, 4));
    // SAFETY: a live handle, freed once.
    unsafe { sudoku_rules_free(rules) };
}
