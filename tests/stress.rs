//! Many threads at once, every function, puzzles of every class: each thread
//! gets exactly what a serial run gets, and so does sudoku_solve_batch
//! whatever its thread count. Run under ThreadSanitizer by
//! scripts/check-tsan.sh, which then also proves there is no data race.

mod common;

use std::sync::Barrier;

use common::sample_puzzles;
use sudoku::ffi::*;

const THREADS: usize = 8;
/// Puzzles taken from each sample file: 8 files, so thousands in all.
const PER_FILE: usize = 250;

/// Everything the library says about one puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Answer {
    solve: Status,
    grid: [u8; 81],
    first: Status,
    first_grid: [u8; 81],
    check: Status,
    cell: i32,
    count: Status,
    solutions: u32,
}

fn answer(puzzle: &[u8; 81]) -> Answer {
    let first_mode = Options {
        mode: Mode::First as i32,
        ..sudoku_options_default()
    };
    let mut grid = *puzzle;
    let mut first_grid = *puzzle;
    let mut cell = -1;
    let mut solutions = u32::MAX;
    // SAFETY: 81-byte buffers and valid out-pointers.
    unsafe {
        Answer {
            solve: sudoku_solve(grid.as_mut_ptr().cast()),
            grid,
            first: sudoku_solve_ex(
                first_grid.as_mut_ptr().cast(),
                &first_mode,
                std::ptr::null_mut(),
            ),
            first_grid,
            check: sudoku_check(puzzle.as_ptr().cast(), &mut cell),
            cell,
            count: sudoku_count_solutions(puzzle.as_ptr().cast(), 2, &mut solutions),
            solutions,
        }
    }
}

/// Puzzles of every class in the samples, plus refused ones.
fn all_puzzles() -> Vec<[u8; 81]> {
    let mut all = sample_puzzles(PER_FILE);
    // Refused puzzles: a bad byte, and a clash, in every 50th.
    for i in (0..all.len()).step_by(50) {
        let mut bad = all[i];
        bad[i % 81] = b'a' + (i % 26) as u8;
        all.push(bad);
        let mut clash = all[i];
        clash[0] = b'7';
        clash[1] = b'7';
        all.push(clash);
    }
    all
}

#[test]
fn threads_get_the_serial_answers() {
    let all = all_puzzles();
    assert!(all.len() >= 2000);
    let serial: Vec<Answer> = all.iter().map(answer).collect();
    for want in [
        Status::OK,
        Status::MULTIPLE_SOLUTIONS,
        Status::NO_SOLUTION,
        Status::INVALID_CHARACTER,
        Status::CONFLICTING_GIVENS,
    ] {
        assert!(serial.iter().any(|a| a.solve == want), "no {want:?}");
    }

    // All threads start together, each in its own order through the puzzles,
    // so different puzzles and functions run side by side.
    let start = Barrier::new(THREADS);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|t| {
                let (all, start) = (&all, &start);
                scope.spawn(move || {
                    let shift = t * all.len() / THREADS;
                    let order: Vec<usize> =
                        (0..all.len()).map(|i| (i + shift) % all.len()).collect();
                    let order: Vec<usize> = if t % 2 == 1 {
                        order.into_iter().rev().collect()
                    } else {
                        order
                    };
                    start.wait();
                    let mut got = vec![None; all.len()];
                    for i in order {
                        got[i] = Some(answer(&all[i]));
                    }
                    got
                })
            })
            .collect();
        for (t, handle) in handles.into_iter().enumerate() {
            let got = handle.join().expect("a solving thread panicked");
            for (i, (g, want)) in got.iter().zip(&serial).enumerate() {
                assert_eq!(g.as_ref(), Some(want), "thread {t}, puzzle {i}");
            }
        }
    });
}

#[test]
fn batch_gets_the_serial_answers_on_any_number_of_threads() {
    let all = all_puzzles();
    let serial: Vec<Answer> = all.iter().map(answer).collect();
    let solved = serial.iter().filter(|a| a.solve == Status::OK).count();
    for threads in [1, 2, 3, THREADS as u32, 0] {
        let mut grids: Vec<u8> = all.concat();
        let mut statuses = vec![Status::INTERNAL_ERROR; all.len()];
        // SAFETY: `grids` holds all.len() records, `statuses` as many slots.
        let returned = unsafe {
            sudoku_solve_batch(
                grids.as_mut_ptr().cast(),
                all.len(),
                statuses.as_mut_ptr(),
                threads,
            )
        };
        assert_eq!(returned, solved, "threads {threads}");
        for (i, want) in serial.iter().enumerate() {
            assert_eq!(statuses[i], want.solve, "threads {threads}, puzzle {i}");
            assert_eq!(
                grids[i * 81..i * 81 + 81],
                want.grid,
                "threads {threads}, puzzle {i}"
            );
        }
    }
}

#[test]
fn batches_on_several_threads_at_once() {
    // Batches that themselves start threads, from several threads.
    let all = all_puzzles();
    let serial: Vec<Status> = all.iter().map(|p| answer(p).solve).collect();
    std::thread::scope(|scope| {
        for t in 0..4 {
            let (all, serial) = (&all, &serial);
            scope.spawn(move || {
                let mut grids: Vec<u8> = all.concat();
                let mut statuses = vec![Status::INTERNAL_ERROR; all.len()];
                // SAFETY: as above.
                unsafe {
                    sudoku_solve_batch(
                        grids.as_mut_ptr().cast(),
                        all.len(),
                        statuses.as_mut_ptr(),
                        2 + t,
                    )
                };
                assert!(statuses == *serial, "batch on thread {t} disagrees");
            });
        }
    });
}
