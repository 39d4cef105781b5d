//! Random puzzles for the HoDoKu boards' unit tests: givens kept at random
//! from a solution grid with its digits relabelled (sound grids, with one
//! solution or many), some of them replaced by random digits (clashes and
//! contradictions).

use crate::geometry::CELLS;

const SOLUTION: &[u8; CELLS] =
    b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A xorshift stream: the same puzzles on every run.
pub(super) struct RandomPuzzles {
    seed: u64,
}

impl RandomPuzzles {
    pub(super) fn new(seed: u64) -> RandomPuzzles {
        RandomPuzzles { seed }
    }

    /// A number below `n`.
    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.seed ^= self.seed << 13;
        self.seed ^= self.seed >> 7;
        self.seed ^= self.seed << 17;
        self.seed % n
    }

    /// Each cell kept one time in 81 / `keep`, with the grid's digit
    /// shifted by a random amount; with `random_one_in` above 0, a kept
    /// cell takes a random digit instead one time in that many.
    pub(super) fn puzzle(&mut self, keep: u64, random_one_in: u64) -> [u8; CELLS] {
        let shift = self.below(9) as u8;
        let mut puzzle = [0u8; CELLS];
        for (cell, value) in puzzle.iter_mut().enumerate() {
            if self.below(81) < keep {
                let random = match random_one_in {
                    0 => false,
                    1 => true,
                    n => self.below(n) == 0,
                };
                *value = if random {
                    1 + self.below(9) as u8
                } else {
                    (SOLUTION[cell] - b'1' + shift) % 9 + 1
                };
            }
        }
        puzzle
    }
}

/// The solution grid `puzzle` was kept from, for a puzzle of
/// [`RandomPuzzles::puzzle`] with no random digits and a given: its shift
/// read off the first given.
#[cfg(test)]
pub(super) fn solution_of(puzzle: &[u8; CELLS]) -> [u8; CELLS] {
    let given = (0..CELLS).find(|&c| puzzle[c] != 0).expect("a given");
    let shift = (puzzle[given] - 1 + 9 - (SOLUTION[given] - b'1')) % 9;
    std::array::from_fn(|cell| (SOLUTION[cell] - b'1' + shift) % 9 + 1)
}

/// Hands `visit` each grid of the solver's path from `puzzle` (as for
/// [`solution_of`]), at most `grids` of them, while the path's steps keep
/// the solution: the grids the walk searches hold a solution's digits.
#[cfg(test)]
pub(super) fn along_sound_path(
    puzzle: &[u8; CELLS],
    grids: usize,
    mut visit: impl FnMut(&super::board::Board),
) {
    use super::board::Board;
    use super::solver::{apply, next_step};
    use crate::logic::budget::Budget;
    let solution = solution_of(puzzle);
    let mut board = Board::new(puzzle);
    for _ in 0..grids {
        visit(&board);
        let Ok(step) = next_step(&mut board, &mut Budget::new(0)) else {
            return;
        };
        let sound = (step.placements.iter()).all(|p| solution[p.cell as usize] == p.digit)
            && (step.eliminations.iter()).all(|e| solution[e.cell as usize] != e.digit);
        if !sound {
            return;
        }
        apply(&mut board, &step);
        if board.is_solved() {
            return;
        }
    }
}
