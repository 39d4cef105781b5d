//! The stack the exports need, as the header gives it: every call runs on a
//! thread of PTHREAD_STACK_MIN (16 KiB), the logic calls that search (true
//! candidates, and chain-rated calls among them) and the generator too. The
//! chain search itself works in one heap block (SUDOKU_CHAIN_MEMORY_BYTES).

use std::ptr;

use sudoku::ffi::*;

const PUZZLE: &[u8; 81] =
    b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// Needs the search: its path needs nested chains (10.3), which count its
/// solutions first.
const HARD: &[u8; 81] =
    b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

/// Runs `body` on a thread with a stack of `bytes`.
fn on_stack<T: Send>(bytes: usize, body: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(sudoku_test_support::stack_bound(bytes))
            .spawn_scoped(scope, body)
            .expect("start a thread")
            .join()
            .expect("the thread panicked")
    })
}

fn blank_rating() -> Rating {
    Rating {
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
    }
}

fn blank_step() -> Step {
    // SAFETY: a Step is plain integers, for which zero bytes are valid.
    let mut step: Step = unsafe { std::mem::zeroed() };
    step.size = std::mem::size_of::<Step>() as u32;
    step
}

/// A sparse grid with no solution whose search goes about 45 guesses deep.
const DEEP_NO_SOLUTION: &[u8; 81] =
    b"........7........85............5......4..671.........4758.4...................1..";

#[test]
fn solving_calls_run_on_16_kib() {
    let statuses = on_stack(16 * 1024, || {
        let mut grid = *HARD;
        let mut no_solution = *DEEP_NO_SOLUTION;
        let mut batch = [*HARD, *DEEP_NO_SOLUTION].concat();
        let mut statuses = [Status::INTERNAL_ERROR; 2];
        let (mut one, mut two) = (0, 0);
        let options = sudoku_options_default();
        // SAFETY: every buffer is as large as the contract says.
        let called = unsafe {
            [
                sudoku_solve(grid.as_mut_ptr().cast()),
                sudoku_solve_ex(no_solution.as_mut_ptr().cast(), &options, ptr::null_mut()),
                sudoku_count_solutions(HARD.as_ptr().cast(), 2, &mut one),
                sudoku_count_solutions_ex(
                    DEEP_NO_SOLUTION.as_ptr().cast(),
                    2,
                    0,
                    &mut two,
                    ptr::null_mut(),
                ),
            ]
        };
        // SAFETY: two grids and two statuses; one thread, this one.
        let solved =
            unsafe { sudoku_solve_batch(batch.as_mut_ptr().cast(), 2, statuses.as_mut_ptr(), 1) };
        (called, grid, one, two, solved, statuses)
    });
    let (called, grid, one, two, solved, batch) = statuses;
    assert_eq!(
        called,
        [Status::OK, Status::NO_SOLUTION, Status::OK, Status::OK]
    );
    sudoku_test_support::assert_solution_of(HARD, &grid);
    assert_eq!((one, two), (1, 0));
    assert_eq!((solved, batch), (1, [Status::OK, Status::NO_SOLUTION]));
}

#[test]
fn calls_that_do_not_search_run_on_16_kib() {
    // Found on the test thread; put in words on the small one.
    let mut step = blank_step();
    // SAFETY: 81 readable bytes; a whole step.
    let status =
        unsafe { sudoku_hint(PUZZLE.as_ptr().cast(), ptr::null(), ptr::null(), &mut step) };
    assert_eq!(status, Status::OK);
    let results = on_stack(16 * 1024, move || {
        let mut masks = [0u16; 81];
        let mut grid = [0u8; 81];
        let mut text = [0u8; 256];
        let mut rating = blank_rating();
        // SAFETY: every buffer is as large as the contract says.
        unsafe {
            (
                sudoku_candidates(PUZZLE.as_ptr().cast(), masks.as_mut_ptr()),
                sudoku_random_solution(9, grid.as_mut_ptr().cast()),
                sudoku_step_text(&step, text.as_mut_ptr().cast(), text.len()),
                sudoku_technique_name(101).is_null(),
                sudoku_generate_options_default().size,
                // Its path proves the solution unique: no search.
                sudoku_rate(PUZZLE.as_ptr().cast(), &mut rating),
                rating.solved,
            )
        }
    });
    assert_eq!(results.0, Status::OK);
    assert_eq!(results.1, Status::OK);
    assert!(results.2 > 20);
    assert!(!results.3);
    assert_eq!(results.4, 112);
    assert_eq!((results.5, results.6), (Status::OK, 1));
}

#[test]
fn logic_calls_that_search_and_the_generator_run_on_16_kib() {
    let statuses = on_stack(16 * 1024, || {
        let mut masks = [0u16; 81];
        let mut step = blank_step();
        let mut steps = vec![blank_step(); 729];
        let mut count = 0;
        let mut rating = blank_rating();
        let mut puzzle = [0u8; 81];
        let rated = GenerateOptions {
            min_rating: 40,
            ..sudoku_generate_options_default()
        };
        let h = HARD.as_ptr().cast();
        // SAFETY: every buffer is as large as the contract says.
        unsafe {
            [
                sudoku_true_candidates(h, masks.as_mut_ptr()),
                sudoku_hint(h, ptr::null(), ptr::null(), &mut step),
                // Chains: ER 10.3, to the solution.
                if sudoku_rate(h, &mut rating) == Status::OK && rating.er == 103 {
                    Status::OK
                } else {
                    Status::INTERNAL_ERROR
                },
                sudoku_explain(h, steps.as_mut_ptr(), steps.len(), &mut count),
                sudoku_generate(ptr::null(), puzzle.as_mut_ptr().cast(), ptr::null_mut()),
                sudoku_generate(&rated, puzzle.as_mut_ptr().cast(), ptr::null_mut()),
            ]
        }
    });
    assert_eq!(
        statuses,
        [
            Status::OK,
            Status::OK,
            Status::OK,
            Status::OK,
            Status::OK,
            Status::OK
        ]
    );
}

/// A puzzle of forum_hardest_1106 whose path needs nested chains of level
/// 4 (dynamic forcing chains inside dynamic chains): ER 11.8.
const LEVEL_4: &[u8; 81] =
    b"........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4";

#[test]
fn a_rating_with_nested_chains_of_level_4_runs_on_16_kib() {
    let (status, er) = on_stack(16 * 1024, || {
        let mut rating = blank_rating();
        // SAFETY: 81 readable bytes; a whole rating.
        let status = unsafe { sudoku_rate(LEVEL_4.as_ptr().cast(), &mut rating) };
        (status, rating.er)
    });
    assert_eq!((status, er), (Status::OK, 118));
}
