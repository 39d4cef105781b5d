//! Brute Force, HoDoKu's last resort: it places the solution's digit in
//! the middle one of the empty cells (cell order, the one at index
//! count / 2), one cell a step.

use super::board::Board;
use super::step::HodokuStep;
use super::table::numbers::BRUTE_FORCE;
use crate::geometry::CELLS;

/// The brute force step on `board`; `None` when the board is full or has
/// no unique solution (a board of HoDoKu's path always has one).
pub(super) fn brute_force(board: &Board) -> Option<HodokuStep> {
    let empty: Vec<usize> = (0..CELLS).filter(|&c| board.values[c] == 0).collect();
    let cell = *empty.get(empty.len() / 2)?;
    let mut text = [b'.'; CELLS];
    for (byte, &value) in text.iter_mut().zip(board.values.iter()) {
        if value != 0 {
            *byte = b'0' + value;
        }
    }
    let options = crate::SolveOptions {
        mode: crate::SolveMode::Unique,
        guess_budget: 0,
    };
    let solution = crate::solve::solve_lean(&text, options).0.ok()?;
    Some(HodokuStep::placing(
        BRUTE_FORCE,
        cell,
        solution[cell] - b'0',
    ))
}

#[cfg(test)]
mod tests {
    use super::super::solver::{apply, next_step};
    use super::*;
    use crate::logic::budget::Budget;

    // Dev puzzles 705-708 (../shared/data/hodoku): HoDoKu 2.2.0's forcing
    // chains and nets found nothing after these steps, and it placed these.
    // test-support's counter confirms each placement.
    #[test]
    fn brute_force_places_hodokus_cell() {
        let cases = [
            (
                "9............2.43...86....18..7....5.67.......15.......8.5....6.....32......4..9.",
                2,
                "Brute Force: r5c7=1",
            ),
            (
                "61............63....45....7....57..2...2..49...2........79....4.......8.83..1....",
                4,
                "Brute Force: r5c6=8",
            ),
            (
                "....368....8..5......8...254..........53..6...7...1..4.......9...35..2..91..7....",
                2,
                "Brute Force: r5c5=9",
            ),
            (
                ".6.5..1..4..29......9.......8...5..2...8...17.7..2.5.8..3....6..2.6..7.1.........",
                1,
                "Brute Force: r5c5=6",
            ),
        ];
        for (puzzle, steps, expected) in cases {
            let puzzle: [u8; 81] = puzzle.as_bytes().try_into().unwrap();
            let mut board = Board::new(&crate::grid::parse(&puzzle).unwrap());
            for _ in 0..steps {
                let step = next_step(&mut board, &mut Budget::new(0)).unwrap();
                apply(&mut board, &step);
            }
            let step = brute_force(&board).expect("an empty cell");
            assert_eq!(step.to_string(), expected);
            let mut with = puzzle;
            let placed = step.placements[0];
            with[placed.cell as usize] = b'0' + placed.digit;
            assert_eq!(sudoku_test_support::count_solutions(&with, 2), Some(1));
        }
    }

    #[test]
    fn a_full_board_has_no_brute_force_step() {
        let solved =
            b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let board = Board::new(&crate::grid::parse(solved).unwrap());
        assert!(brute_force(&board).is_none());
    }
}
