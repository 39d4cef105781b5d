//! What libsudoku's tests, fuzz targets and benchmark use to check the
//! library without the library: a solution checker, a plain backtracking
//! solution counter, a brute-force minlex, and a reader for puzzle files. Deliberately simple and
//! independent of the library's code, so that a bug there cannot hide here.

use std::path::Path;

mod minlex;
pub use minlex::brute_force_minlex;
pub mod variant;

/// Whether `byte` is an empty cell of the 81-byte form.
fn is_empty(byte: u8) -> bool {
    byte == b'.' || byte == b'0'
}

/// Checks that `solution` is a complete valid grid keeping every given of
/// `puzzle`: 81 digits, every row, column and box a permutation of 1-9.
pub fn check_solution(puzzle: &[u8; 81], solution: &[u8]) -> Result<(), String> {
    if solution.len() != 81 {
        return Err(format!("{} bytes, not 81", solution.len()));
    }
    for (cell, (&p, &s)) in puzzle.iter().zip(solution).enumerate() {
        if !(b'1'..=b'9').contains(&s) {
            return Err(format!("cell {cell} is {:?}, not a digit", s as char));
        }
        if !is_empty(p) && p != s {
            return Err(format!("given {} at cell {cell} changed", p as char));
        }
    }
    for unit in 0..9 {
        let row: [usize; 9] = std::array::from_fn(|i| unit * 9 + i);
        let col: [usize; 9] = std::array::from_fn(|i| i * 9 + unit);
        let boxed: [usize; 9] =
            std::array::from_fn(|i| (unit / 3 * 3 + i / 3) * 9 + unit % 3 * 3 + i % 3);
        for (kind, cells) in [("row", row), ("column", col), ("box", boxed)] {
            let mut digits = cells.map(|c| solution[c]);
            digits.sort_unstable();
            if &digits != b"123456789" {
                return Err(format!("{kind} {unit} is not a permutation of 1-9"));
            }
        }
    }
    Ok(())
}

/// Panics unless [`check_solution`] accepts `solution`.
#[track_caller]
pub fn assert_solution_of(puzzle: &[u8; 81], solution: &[u8]) {
    if let Err(problem) = check_solution(puzzle, solution) {
        panic!(
            "not a solution of {}: {problem}\n{}",
            String::from_utf8_lossy(puzzle),
            String::from_utf8_lossy(solution)
        );
    }
}

/// What is wrong with a grid's text, as a validity check must report it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A byte that is none of `1`-`9`, `.`, `0`.
    InvalidCharacter,
    /// A given equal to an earlier one in its row, column or box.
    ConflictingGivens,
}

/// The first problem of `grid` in row-major order, with its cell: an
/// invalid byte, or the later cell of two equal givens in a house.
pub fn first_problem(grid: &[u8; 81]) -> Option<(Problem, usize)> {
    for (cell, &byte) in grid.iter().enumerate() {
        if is_empty(byte) {
            continue;
        }
        if !(b'1'..=b'9').contains(&byte) {
            return Some((Problem::InvalidCharacter, cell));
        }
        let (row, col) = (cell / 9, cell % 9);
        let clash = (0..cell).any(|earlier| {
            let (r, c) = (earlier / 9, earlier % 9);
            grid[earlier] == byte
                && (r == row || c == col || (r / 3 == row / 3 && c / 3 == col / 3))
        });
        if clash {
            return Some((Problem::ConflictingGivens, cell));
        }
    }
    None
}

/// Counts the solutions of `puzzle` up to `limit` by plain backtracking:
/// always in the empty cell with the fewest candidates. Slow on sparse
/// grids, but simple. None when the givens conflict or a byte is not a cell.
pub fn count_solutions(puzzle: &[u8; 81], limit: usize) -> Option<usize> {
    let mut grid = [0u8; 81];
    for (cell, &byte) in puzzle.iter().enumerate() {
        grid[cell] = match byte {
            b'1'..=b'9' => byte - b'0',
            _ if is_empty(byte) => 0,
            _ => return None,
        };
    }
    for cell in 0..81 {
        let digit = grid[cell];
        if digit != 0 {
            grid[cell] = 0;
            if free_digits(&grid, cell) & (1 << digit) == 0 {
                return None;
            }
            grid[cell] = digit;
        }
    }
    Some(count_from(&mut grid, limit))
}

/// The digits (bits 1-9) no peer of `cell` holds.
fn free_digits(grid: &[u8; 81], cell: usize) -> u16 {
    let (row, col) = (cell / 9, cell % 9);
    let mut free: u16 = 0b11_1111_1110;
    for i in 0..9 {
        let box_cell = (row / 3 * 3 + i / 3) * 9 + col / 3 * 3 + i % 3;
        for other in [row * 9 + i, i * 9 + col, box_cell] {
            if other != cell {
                free &= !(1 << grid[other]);
            }
        }
    }
    free
}

fn count_from(grid: &mut [u8; 81], limit: usize) -> usize {
    let mut best: Option<(usize, u16)> = None;
    for cell in (0..81).filter(|&c| grid[c] == 0) {
        let free = free_digits(grid, cell);
        if best.map_or(true, |(_, b)| free.count_ones() < b.count_ones()) {
            best = Some((cell, free));
        }
    }
    let Some((cell, free)) = best else {
        return 1; // a full grid
    };
    let mut found = 0;
    for digit in 1..=9u8 {
        if found >= limit {
            break;
        }
        if free & (1 << digit) != 0 {
            grid[cell] = digit;
            found += count_from(grid, limit - found);
            grid[cell] = 0;
        }
    }
    found
}

/// Reads a puzzle file: one 81-byte puzzle a line (any bytes: files of bad
/// grids are read too), or an 81-byte puzzle followed by whitespace and
/// notes, as in the rated files; blank lines and `#` comments skipped.
/// Panics on anything else, naming the file and line.
pub fn read_puzzles(path: &Path) -> Vec<[u8; 81]> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .enumerate()
        .map(|(number, line)| (number, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
        .map(|(number, line)| {
            let grid = match line.len() {
                81 => line,
                _ => line.split_whitespace().next().unwrap_or(line),
            };
            grid.as_bytes().try_into().unwrap_or_else(|_| {
                panic!(
                    "{}:{}: not 81 characters: {line}",
                    path.display(),
                    number + 1
                )
            })
        })
        .collect()
}

/// The stack to give a thread that checks a bound of `bytes`: `bytes`
/// itself, times `SUDOKU_TEST_STACK_FACTOR` when that is set. Instrumented
/// builds (AddressSanitizer's red zones) make every frame several times
/// larger than the library's real ones, so scripts/check-asan.sh sets a
/// factor; the plain test runs, which check the real bound, set none.
pub fn stack_bound(bytes: usize) -> usize {
    let factor = match std::env::var("SUDOKU_TEST_STACK_FACTOR") {
        Ok(text) => text
            .parse::<usize>()
            .unwrap_or_else(|_| panic!("SUDOKU_TEST_STACK_FACTOR={text:?} is not a number")),
        Err(_) => 1,
    };
    bytes * factor.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &[u8; 81] =
        b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLUTION: &[u8; 81] =
        b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn accepts_the_solution_and_refuses_near_misses() {
        assert_eq!(check_solution(PUZZLE, SOLUTION), Ok(()));
        let mut swapped = *SOLUTION;
        swapped.swap(0, 1);
        assert!(check_solution(PUZZLE, &swapped).is_err());
        // Valid grid, but given 5 at cell 0 replaced.
        let mut other = *PUZZLE;
        other[0] = b'6';
        assert!(check_solution(&other, SOLUTION).is_err());
        assert!(check_solution(PUZZLE, &SOLUTION[..80]).is_err());
        let mut dot = *SOLUTION;
        dot[40] = b'.';
        assert!(check_solution(PUZZLE, &dot).is_err());
    }

    #[test]
    fn counts_by_backtracking() {
        assert_eq!(count_solutions(PUZZLE, 10), Some(1));
        assert_eq!(count_solutions(&[b'.'; 81], 5), Some(5));
        // Rows 0 and 3, columns 3 and 4 of the solution hold 6 7 / 7 6: with
        // those four cells emptied, both ways round are solutions.
        let mut two = *SOLUTION;
        for cell in [3, 4, 30, 31] {
            two[cell] = b'.';
        }
        assert_eq!(count_solutions(&two, 10), Some(2));
        assert_eq!(count_solutions(&two, 1), Some(1));
        let mut conflict = *PUZZLE;
        conflict[1] = b'5';
        assert_eq!(count_solutions(&conflict, 2), None);
        let mut bad = *PUZZLE;
        bad[3] = b'x';
        assert_eq!(count_solutions(&bad, 2), None);
        assert_eq!(first_problem(&bad), Some((Problem::InvalidCharacter, 3)));
        assert_eq!(
            first_problem(&conflict),
            Some((Problem::ConflictingGivens, 1))
        );
        assert_eq!(first_problem(PUZZLE), None);
    }
}
