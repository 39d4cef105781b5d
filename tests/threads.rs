//! Many threads solving at once get exactly what one thread gets.

mod common;

use common::sample_puzzles;
use sudoku::ffi::{sudoku_solve, Status};

fn solve_all(puzzles: &[[u8; 81]]) -> Vec<(Status, [u8; 81])> {
    puzzles
        .iter()
        .map(|p| {
            let mut grid = *p;
            // SAFETY: `grid` is 81 writable bytes.
            let status = unsafe { sudoku_solve(grid.as_mut_ptr().cast()) };
            (status, grid)
        })
        .collect()
}

#[test]
fn threads_agree_with_one_thread() {
    let all = sample_puzzles(300);
    let serial = solve_all(&all);
    assert!(serial.iter().any(|(s, _)| *s == Status::OK));
    assert!(serial.iter().any(|(s, _)| *s == Status::NO_SOLUTION));
    assert!(serial.iter().any(|(s, _)| *s == Status::MULTIPLE_SOLUTIONS));
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..8)
            .map(|t| {
                let mut mine = all.clone();
                // Each thread takes the puzzles in its own order.
                mine.rotate_left(t * all.len() / 8);
                scope.spawn(move || (t, solve_all(&mine)))
            })
            .collect();
        for handle in handles {
            let (t, mut results) = handle.join().expect("thread panicked");
            results.rotate_right(t * all.len() / 8);
            assert!(
                results == serial,
                "thread {t} disagrees with the serial run"
            );
        }
    });
}
