//! `--transform SEED`: each puzzle relabelled and moved by a random symmetry
//! of the Sudoku grid, so that the benchmark also measures the sets away
//! from the canonical forms their files happen to be written in. A solver
//! tuned to those forms (a fixed cell order that suits them, say) shows up
//! as a difference between the canonical and the transformed runs.
//!
//! The symmetries are the library's (`sudoku::transform`): an order of the
//! bands, of the rows within each band, of the stacks, of the columns
//! within each stack, and a transpose or not; with a permutation of the
//! nine digits on top. The draws are the benchmark's own SplitMix64 stream,
//! the same transforms for the same seed as before the vocabulary moved
//! into the library.

use sudoku::transform::Transform;

use crate::data::PuzzleSet;

/// SplitMix64: small, fast, and good enough to draw permutations; its own
/// code so that the benchmark's transforms never change with a dependency.
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n`, by the high half of a 64 x 64-bit product
    /// (unbiased enough for n of at most 9).
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next() as u128 * n as u128) >> 64) as usize
    }
}

/// A transform drawn from `random`: the library's vocabulary
/// ([`Transform::draw`]), the benchmark's own stream of numbers.
pub fn draw(random: &mut SplitMix64) -> Transform {
    Transform::draw(|n| random.below(n))
}

/// FNV-1a of the set's name, so that each set gets its own stream of
/// transforms and `--only` or `--limit` never changes which puzzle gets
/// which.
fn name_hash(name: &str) -> u64 {
    name.bytes().fold(0xCBF2_9CE4_8422_2325, |hash, byte| {
        (hash ^ byte as u64).wrapping_mul(0x0000_0100_0000_01B3)
    })
}

/// Every puzzle of `set` under its own transform, drawn from `seed` and the
/// set's name.
pub fn transform_set(set: &mut PuzzleSet, seed: u64) {
    let mut random = SplitMix64(seed ^ name_hash(&set.name));
    set.map_grids(|grid| draw(&mut random).apply(grid));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solvers::{self, Decision};
    use std::path::Path;
    use sudoku_test_support::{check_solution, count_solutions, read_puzzles};

    fn sample(file: &str, count: usize) -> Vec<[u8; 81]> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/data")
            .join(file);
        read_puzzles(&path).into_iter().take(count).collect()
    }

    #[test]
    fn same_seed_same_transforms_other_seed_others() {
        let drawn = |seed| draw(&mut SplitMix64(seed));
        assert_eq!(drawn(1), drawn(1));
        assert_ne!(drawn(1), drawn(2));
    }

    #[test]
    fn keeps_the_solution_count_and_moves_the_solution_along() {
        let mut random = SplitMix64(2024);
        let puzzles = [
            sample("kaggle_10k.txt", 40),
            sample("serg_multiple_solutions.txt", 20),
            sample("unsolvable_10k.txt", 20),
        ];
        let mut counted = [0usize; 3];
        for puzzle in puzzles.iter().flatten() {
            let transform = draw(&mut random);
            let moved = transform.apply(puzzle);
            let count = count_solutions(puzzle, 2);
            assert_eq!(count_solutions(&moved, 2), count, "{puzzle:?}");
            counted[count.unwrap_or(0).min(2)] += 1;
            if count == Some(1) {
                let (mut solution, mut moved_solution) = (*puzzle, moved);
                assert_eq!(solvers::lib(&mut solution), Decision::Unique);
                assert_eq!(solvers::lib(&mut moved_solution), Decision::Unique);
                check_solution(puzzle, &solution).unwrap();
                check_solution(&moved, &moved_solution).unwrap();
                assert_eq!(transform.apply(&solution), moved_solution);
            }
        }
        // Each kind of answer was met, so each comparison above ran.
        assert!(counted.iter().all(|&n| n >= 20), "{counted:?}");
    }

    #[test]
    fn transforms_a_set_by_seed_and_name() {
        let puzzles = sample("kaggle_10k.txt", 50);
        let text: String = puzzles
            .iter()
            .map(|p| String::from_utf8_lossy(p).into_owned() + "\n")
            .collect();
        let dir = std::env::temp_dir().join(format!("sudoku-bench-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("kaggle_10k.txt");
        std::fs::write(&path, text).unwrap();
        let set = crate::data::load_file(&path).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();

        let mut first = set.clone();
        transform_set(&mut first, 5);
        let mut again = set.clone();
        transform_set(&mut again, 5);
        let mut other = set.clone();
        transform_set(&mut other, 6);
        assert_eq!(first.records(50), again.records(50));
        assert_ne!(first.records(50), other.records(50));
        let mut random = SplitMix64(5 ^ name_hash("kaggle_10k"));
        for (i, puzzle) in puzzles.iter().enumerate() {
            let expected = draw(&mut random).apply(puzzle);
            assert_eq!(first.grid(i), &expected);
            assert_ne!(first.grid(i), puzzle);
        }
    }
}
