//! The library does not allocate on the heap while solving, checking,
//! counting or parsing, nor while rating, hinting, explaining or listing
//! candidates: a counting global allocator sees no allocation during those
//! calls.
//!
//! Counts are per thread, so the test harness's own threads (and other tests
//! running at the same time) cannot disturb them.

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use common::{fresh_report, sample_puzzles};
use sudoku::ffi::*;

/// Passes everything to the system allocator, counting calls per thread.
struct Counting;

thread_local! {
    // `const` and without a destructor: using it never allocates and never
    // registers anything, so the allocator may touch it.
    static CALLS: Cell<u64> = const { Cell::new(0) };
    // Allocations (not frees) and the largest size asked for.
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
    static LARGEST: Cell<usize> = const { Cell::new(0) };
}

fn bump() {
    // `try_with`: during thread teardown the slot may be gone; such calls are
    // not ours to count.
    let _ = CALLS.try_with(|c| c.set(c.get() + 1));
}

fn note(layout: Layout) {
    let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
    let _ = LARGEST.try_with(|c| c.set(c.get().max(layout.size())));
}

// SAFETY: every method forwards to `System` unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        bump();
        note(layout);
        // SAFETY: forwarded as is.
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        bump();
        note(layout);
        // SAFETY: forwarded as is.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        bump();
        // SAFETY: forwarded as is.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        bump();
        // SAFETY: forwarded as is.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Allocator calls made by this thread while `body` runs.
fn calls_during(body: impl FnOnce()) -> u64 {
    let before = CALLS.with(Cell::get);
    body();
    CALLS.with(Cell::get) - before
}

/// Puzzles of every kind: easy, hard, several solutions, none, near-empty,
/// and refused ones (bad character, conflicting givens).
fn mix() -> Vec<[u8; 81]> {
    let mut all = sample_puzzles(60);
    let mut bad = all[0];
    bad[7] = b'?';
    all.push(bad);
    let mut clash = [b'.'; 81];
    clash[0] = b'4';
    clash[80] = b'4';
    clash[8] = b'4';
    all.push(clash);
    all
}

#[test]
fn the_counter_sees_allocations() {
    // Without this, a counter that never counts would pass every test.
    let calls = calls_during(|| {
        let boxed = std::hint::black_box(Box::new([0u8; 100]));
        drop(boxed);
    });
    assert_eq!(calls, 2);
}

#[test]
fn solving_checking_counting_and_parsing_allocate_nothing() {
    let all = mix();
    let nine_lines: Vec<Vec<u8>> = all
        .iter()
        .map(|p| {
            p.chunks(9)
                .flat_map(|r| r.iter().copied().chain(*b"\n"))
                .collect()
        })
        .collect();
    // Every result, kept in memory set aside before measuring.
    let mut statuses = vec![Status::INTERNAL_ERROR; all.len() * 8];
    let first = Options {
        mode: Mode::First as i32,
        ..sudoku_options_default()
    };
    let budget = Options {
        guess_budget: 3,
        ..sudoku_options_default()
    };
    let mut report = fresh_report();

    let calls = calls_during(|| {
        for (i, puzzle) in all.iter().enumerate() {
            let out = &mut statuses[i * 8..i * 8 + 8];
            let mut grid = *puzzle;
            let mut cell = 0;
            let mut count = 0;
            // SAFETY: 81-byte buffers and valid out-pointers throughout.
            unsafe {
                out[0] = sudoku_solve(grid.as_mut_ptr().cast());
                grid = *puzzle;
                out[1] = sudoku_solve_ex(grid.as_mut_ptr().cast(), &first, &mut report);
                grid = *puzzle;
                out[2] = sudoku_solve_ex(grid.as_mut_ptr().cast(), &budget, &mut report);
                out[3] = sudoku_check(puzzle.as_ptr().cast(), &mut cell);
                out[4] = sudoku_count_solutions(puzzle.as_ptr().cast(), 2, &mut count);
                out[5] = sudoku_count_solutions(puzzle.as_ptr().cast(), 50, &mut count);
                out[6] = sudoku_parse(
                    nine_lines[i].as_ptr().cast(),
                    nine_lines[i].len(),
                    grid.as_mut_ptr().cast(),
                );
                // A batch on the calling thread: no thread to start.
                grid = *puzzle;
                sudoku_solve_batch(grid.as_mut_ptr().cast(), 1, &mut out[7], 1);
            }
        }
    });
    assert_eq!(calls, 0, "the library allocated while solving");

    // The calls did real work: every kind of outcome came up.
    let solve_statuses: Vec<Status> = statuses.iter().step_by(8).copied().collect();
    for want in [
        Status::OK,
        Status::MULTIPLE_SOLUTIONS,
        Status::NO_SOLUTION,
        Status::INVALID_CHARACTER,
        Status::CONFLICTING_GIVENS,
    ] {
        assert!(solve_statuses.contains(&want), "no {want:?} in the mix");
    }
    assert!(statuses
        .iter()
        .skip(2)
        .step_by(8)
        .any(|&s| s == Status::BUDGET_EXHAUSTED));
    for chunk in statuses.chunks(8) {
        assert_eq!(chunk[7], chunk[0], "batch and sudoku_solve disagree");
        assert_ne!(chunk[6], Status::INTERNAL_ERROR);
    }
}

/// The logic engine rates, hints and explains without allocating, when its
/// paths need no chains: on the same mix (solved, several solutions, none,
/// refused) without the puzzles that need chains, from the puzzle and from a
/// player's state with entries and pencil marks, paths written into a slice
/// set aside before, sentences into a buffer.
#[test]
fn rating_hinting_and_explaining_allocate_nothing() {
    use sudoku::logic::{
        candidates, explain, explain_each, hint, rate, rate_capped, true_candidates, LogicError,
        Step,
    };
    // Capped below the chains, a rating stops before them: a puzzle it
    // leaves unsolved needs them.
    let needs_chains = |puzzle: &[u8; 81]| rate_capped(puzzle, 62, 0).is_ok_and(|r| !r.solved);
    let all: Vec<[u8; 81]> = mix().into_iter().filter(|p| !needs_chains(p)).collect();
    let mut steps = vec![Step::default(); 200];
    let mut short = vec![Step::default(); 3];
    let mut text = [0u8; 512];
    // A player's state per puzzle: its first entries from the path, marks
    // of the peer-excluded kind, one mark removed and one entry wrong.
    let mut states = Vec::new();
    for puzzle in &all {
        let mut current = *puzzle;
        if let Ok(rating) = explain(puzzle, &mut steps) {
            for step in &steps[..rating.steps.min(10) as usize] {
                if let Some((cell, digit)) = step.placed() {
                    current[cell] = b'0' + digit;
                }
            }
        }
        let marks = candidates(&current).unwrap_or([0x1FF; 81]);
        let mut wrong = current;
        if let Some(cell) = wrong.iter().position(|&b| b == b'.') {
            wrong[cell] = b'1';
        }
        let mut missing = marks;
        if let Some(cell) = current.iter().position(|&b| b == b'.') {
            missing[cell] = 0;
        }
        states.push((current, marks, wrong, missing));
    }
    let mut outcomes: Vec<Option<Result<u32, LogicError>>> = vec![None; all.len() * 9];
    let mut lengths = vec![0usize; all.len()];

    let calls = calls_during(|| {
        for (i, puzzle) in all.iter().enumerate() {
            let (current, marks, wrong, missing) = &states[i];
            let out = &mut outcomes[i * 9..i * 9 + 9];
            out[0] = Some(rate(puzzle).map(|r| u32::from(r.er)));
            out[1] = Some(explain(puzzle, &mut steps).map(|r| r.steps));
            out[2] = Some(explain(puzzle, &mut short).map(|r| r.steps));
            let mut visited = 0;
            out[3] = Some(explain_each(puzzle, |_, _| visited += 1).map(|_| visited));
            let first = hint(puzzle, None, None);
            if let Ok(step) = &first {
                lengths[i] = step.write_text(&mut text);
            }
            out[4] = Some(first.map(|s| u32::from(s.technique.number())));
            out[5] = Some(
                hint(puzzle, Some(current), Some(marks)).map(|s| u32::from(s.technique.number())),
            );
            out[6] = Some(hint(puzzle, Some(wrong), None).map(|s| u32::from(s.cell)));
            out[7] = Some(
                hint(puzzle, Some(current), Some(missing)).map(|s| u32::from(s.technique.number())),
            );
            out[8] = Some(
                candidates(puzzle)
                    .and_then(|_| true_candidates(puzzle))
                    .map(|masks| masks.iter().map(|m| m.count_ones()).sum()),
            );
        }
    });
    assert_eq!(calls, 0, "the logic engine allocated");

    // The calls did real work: ratings, paths, hints of every kind, errors.
    let flat: Vec<Result<u32, LogicError>> = outcomes.into_iter().map(Option::unwrap).collect();
    assert!(flat.iter().step_by(9).filter(|r| r.is_ok()).count() > 40);
    for want in [
        LogicError::MultipleSolutions,
        LogicError::NoSolution,
        LogicError::InvalidCharacter { cell: 7 },
        LogicError::ConflictingGivens { cell: 8 },
    ] {
        assert!(flat.contains(&Err(want)), "no {want:?} in the mix");
    }
    assert!(flat
        .iter()
        .skip(2)
        .step_by(9)
        .any(|r| matches!(r, Err(LogicError::CapacityTooSmall { .. }))));
    assert!(
        flat.iter().skip(7).step_by(9).any(|r| *r == Ok(2)),
        "no missing mark named"
    );
    assert!(lengths.iter().any(|&n| n > 20), "no sentence written");
}

/// A call whose path needs chains makes one allocation, of the size the
/// library states, whatever it asks: a rating, a path, a hint at the first
/// chain of the path.
#[test]
fn chain_searches_allocate_once() {
    use sudoku::logic::{explain, explain_each, hint, rate, Family, Step, CHAIN_MEMORY_BYTES};
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/se_rated_dev.txt");
    let text = std::fs::read_to_string(data).unwrap();
    let chain_puzzles: Vec<[u8; 81]> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter(|l| l[82..].split('/').next().unwrap().parse::<f64>().unwrap() > 6.2)
        .step_by(25)
        .map(|l| l.as_bytes()[..81].try_into().unwrap())
        .collect();
    assert!(chain_puzzles.len() >= 10);
    let mut steps = vec![Step::default(); 400];
    let once = (1, CHAIN_MEMORY_BYTES);
    for puzzle in &chain_puzzles {
        assert_eq!(
            allocations_during(|| assert!(rate(puzzle).unwrap().solved)),
            once
        );
        assert_eq!(
            allocations_during(|| assert!(explain(puzzle, &mut steps).is_ok())),
            once
        );
        // The grid just before the path's first chain.
        let mut current = *puzzle;
        let mut stop = false;
        let found = allocations_during(|| {
            explain_each(puzzle, |_, step| {
                stop |= step.technique.family() == Family::Chains;
                if let (false, Some((cell, digit))) = (stop, step.placed()) {
                    current[cell] = b'0' + digit;
                }
            })
            .unwrap();
        });
        assert_eq!(found, once);
        let (allocations, largest) = allocations_during(|| {
            let _ = hint(puzzle, Some(&current), None).unwrap();
        });
        assert!(allocations <= 1 && (allocations == 0 || largest == CHAIN_MEMORY_BYTES));
    }
}

/// Allocations (not frees) this thread makes while `body` runs, and the
/// largest.
fn allocations_during(body: impl FnOnce()) -> (u64, usize) {
    let before = ALLOCATIONS.with(Cell::get);
    LARGEST.with(|c| c.set(0));
    body();
    (
        ALLOCATIONS.with(Cell::get) - before,
        LARGEST.with(Cell::get),
    )
}

#[test]
fn generating_allocates_nothing() {
    use sudoku::generate::{
        generate, generate_with_rater, random_solution, GenerateOptions, Symmetry,
    };
    let mut pattern = [b'.'; 81];
    let base = generate(&GenerateOptions {
        seed: 3,
        minimal: false,
        max_givens: 30,
        ..GenerateOptions::default()
    })
    .unwrap();
    for (cell, &byte) in base.puzzle.iter().enumerate() {
        if byte != b'.' {
            pattern[cell] = b'x';
        }
    }
    let all_options: Vec<GenerateOptions> = Symmetry::ALL
        .into_iter()
        .map(|symmetry| GenerateOptions {
            seed: symmetry as u64,
            symmetry,
            ..GenerateOptions::default()
        })
        .chain([
            GenerateOptions {
                min_givens: 22,
                max_givens: 22,
                ..GenerateOptions::default()
            },
            GenerateOptions {
                pattern: Some(pattern),
                minimal: false,
                attempt_budget: 100_000,
                ..GenerateOptions::default()
            },
            GenerateOptions {
                min_rating: 20,
                max_rating: 39,
                ..GenerateOptions::default()
            },
            GenerateOptions {
                attempt_budget: 0,
                ..GenerateOptions::default()
            },
        ])
        .collect();
    let mut results = Vec::with_capacity(all_options.len() + 1);
    let rater = |puzzle: &[u8; 81]| Some(puzzle.iter().filter(|&&b| b == b'.').count() as u32);
    let rated = GenerateOptions {
        min_rating: 55,
        ..GenerateOptions::default()
    };
    let mut grids = [[0u8; 81]; 4];
    let calls = calls_during(|| {
        for options in &all_options {
            results.push(generate(options));
        }
        results.push(generate_with_rater(&rated, &rater));
        for (seed, grid) in grids.iter_mut().enumerate() {
            *grid = random_solution(seed as u64);
        }
    });
    assert_eq!(calls, 0, "the generator allocated");
    // Real work was done: every call but the zero budget one succeeded.
    let failures = results.iter().filter(|r| r.is_err()).count();
    assert_eq!(failures, 1, "{results:?}");
    assert!(grids.iter().all(|g| g.iter().all(|b| b.is_ascii_digit())));
}

/// The C exports of the logic engine and the generator: one puzzle
/// generated, then rated, hinted, explained, put in words and its
/// candidates listed, with every buffer set aside before.
#[test]
fn the_logic_and_generator_exports_allocate_nothing() {
    // Puzzles whose paths need chains allocate once a call (tested above):
    // left out here, as the refusals are kept.
    let all: Vec<[u8; 81]> = mix()
        .into_iter()
        .filter(|p| !matches!(sudoku::logic::rate_capped(p, 62, 0), Ok(r) if !r.solved))
        .collect();
    assert!(all.len() > 40);
    let blank_step = || {
        let mut step: Step = zeroed_step();
        step.size = std::mem::size_of::<Step>() as u32;
        step
    };
    let mut steps = vec![blank_step(); 729];
    let mut hint = blank_step();
    let mut rating = Rating {
        size: std::mem::size_of::<Rating>() as u32,
        er: 0,
        ep: 0,
        ed: 0,
        technique: 0,
        steps: 0,
        solved: 0,
        scale: 0,
        level: 0,
        score: 0,
        hodoku_technique: 0,
    };
    let mut text = [0u8; 512];
    let mut masks = [0u16; 81];
    let mut outcomes = vec![Status::INTERNAL_ERROR; (all.len() + 1) * 6];
    let mut lengths = vec![0usize; all.len() + 1];
    let options = sudoku_generate_options_default();
    let mut generated = [0u8; 81];
    let mut solution = [0u8; 81];
    let mut batch_statuses = [Status::INTERNAL_ERROR; 2];
    let mut batch_puzzles = [0u8; 162];
    let mut grid = [0u8; 81];
    let mut count = 0usize;

    let calls = calls_during(|| {
        // SAFETY: every buffer is as large as the contract says.
        unsafe {
            let status = sudoku_generate(
                &options,
                generated.as_mut_ptr().cast(),
                solution.as_mut_ptr().cast(),
            );
            assert_eq!(status, Status::OK);
            assert_eq!(
                sudoku_random_solution(7, grid.as_mut_ptr().cast()),
                Status::OK
            );
            // A batch small enough to stay on the calling thread.
            sudoku_generate_batch(
                &options,
                2,
                batch_puzzles.as_mut_ptr().cast(),
                batch_statuses.as_mut_ptr(),
                1,
            );
            for (i, puzzle) in all.iter().chain([&generated]).enumerate() {
                let p = puzzle.as_ptr().cast();
                let out = &mut outcomes[i * 6..i * 6 + 6];
                out[0] = sudoku_rate(p, &mut rating);
                out[1] = sudoku_hint(p, std::ptr::null(), std::ptr::null(), &mut hint);
                if out[1] == Status::OK {
                    lengths[i] = sudoku_step_text(&hint, text.as_mut_ptr().cast(), text.len());
                }
                out[2] = sudoku_explain(p, steps.as_mut_ptr(), steps.len(), &mut count);
                out[3] = sudoku_explain(p, steps.as_mut_ptr(), 2, &mut count);
                out[4] = sudoku_candidates(p, masks.as_mut_ptr());
                out[5] = sudoku_true_candidates(p, masks.as_mut_ptr());
                sudoku_technique_name(hint.technique);
            }
        }
    });
    assert_eq!(calls, 0, "the logic or generator exports allocated");

    // Real work was done: generated puzzles, steps, texts, every kind of
    // outcome.
    assert_eq!(batch_statuses, [Status::OK; 2]);
    assert!(grid.iter().all(u8::is_ascii_digit));
    assert_eq!(
        outcomes[all.len() * 6],
        Status::OK,
        "the generated puzzle is not rated"
    );
    for want in [
        Status::OK,
        Status::MULTIPLE_SOLUTIONS,
        Status::NO_SOLUTION,
        Status::INVALID_CHARACTER,
        Status::CONFLICTING_GIVENS,
    ] {
        assert!(
            outcomes.iter().step_by(6).any(|&s| s == want),
            "no {want:?} rating"
        );
    }
    assert!(outcomes
        .iter()
        .skip(3)
        .step_by(6)
        .any(|&s| s == Status::CAPACITY_TOO_SMALL));
    assert!(lengths.iter().filter(|&&n| n > 20).count() > 40);
}

/// A step of zeros, to fill buffers.
fn zeroed_step() -> Step {
    // SAFETY: a Step is plain integers, for which zero bytes are valid.
    unsafe { std::mem::zeroed() }
}
