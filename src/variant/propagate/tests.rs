//! Propagation against brute force on small grids and known solutions on
//! the large ones.

use super::super::board::Board;
use super::super::rules::Rules;
use super::propagate;
use crate::variant::{check, ExtraHouse, RulesBuilder};

/// Every solution, by filling cells in order and asking check().
fn all_solutions(rules: &Rules, grid: &mut Vec<u8>, cell: usize, out: &mut Vec<Vec<u8>>) {
    if cell == grid.len() {
        out.push(grid.clone());
        return;
    }
    if grid[cell] != 0 {
        return all_solutions(rules, grid, cell + 1, out);
    }
    for d in 1..=rules.size() as u8 {
        grid[cell] = d;
        if check(rules, grid).is_ok() {
            all_solutions(rules, grid, cell + 1, out);
        }
    }
    grid[cell] = 0;
}

/// Propagation keeps every digit some solution has, and finds a
/// contradiction exactly when there is no solution (on 4x4 grids with
/// every kind of rule, random givens).
#[test]
fn propagation_keeps_every_solution_on_small_grids() {
    let mut seed = 99u64;
    let mut next = |m: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % m
    };
    let mut compared = 0;
    for round in 0..300 {
        let mut b = RulesBuilder::new(4);
        match round % 6 {
            0 => b = b.extra(ExtraHouse::MainDiagonal).anti_king(),
            1 => {
                b = b
                    .cage(vec![0, 1, 4], Some(6 + next(3) as u32))
                    .cage(vec![10, 11], Some(3 + next(5) as u32))
            }
            2 => {
                b = b
                    .thermometer(vec![0, 1, 5])
                    .thermometer(vec![0, 4])
                    .ratio(10, 11, None)
            }
            3 => b = b.nonconsecutive().difference(0, 1, None),
            4 => {
                b = b
                    .difference(5, 6, Some(2))
                    .ratio(9, 13, None)
                    .all_ratios_given()
            }
            _ => b = b.anti_knight().cage(vec![2, 3], None),
        }
        let rules = b.build().unwrap();
        let mut givens = vec![0u8; 16];
        for _ in 0..next(4) {
            givens[next(16) as usize] = 1 + next(4) as u8;
        }
        if check(&rules, &givens).is_err() {
            continue;
        }
        let mut solutions = Vec::new();
        all_solutions(&rules, &mut givens.clone(), 0, &mut solutions);
        let mut board = Board::new(&rules, &givens).unwrap();
        let result = propagate(&rules, &mut board);
        if solutions.is_empty() {
            // Propagation may miss that there is none; search finds it.
            continue;
        }
        assert_eq!(result, Ok(()), "round {round}: {givens:?}");
        for solution in &solutions {
            for (cell, &d) in solution.iter().enumerate() {
                assert!(
                    board.candidates[cell] >> (d - 1) & 1 == 1,
                    "round {round}: cell {cell} lost {d}"
                );
            }
        }
        let found = super::super::search::search(&rules, &givens, 1000, 0);
        assert_eq!(found.solutions as usize, solutions.len(), "round {round}");
        compared += 1;
    }
    assert!(compared >= 60, "{compared}");
}

/// On 12x12 and 16x16, where naked and hidden pairs run: propagation
/// from a solution's digits with most cells blanked keeps every digit
/// of that solution, and search finds solutions that check() accepts.
#[test]
fn propagation_with_house_pairs_keeps_a_known_solution() {
    let mut seed = 7u64;
    let mut next = |m: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % m
    };
    for (n, rows, cols) in [(12usize, 3usize, 4usize), (16, 4, 4)] {
        // A pattern solution, rows shifted by box widths.
        let solution: Vec<u8> = (0..n * n)
            .map(|cell| {
                let (r, c) = (cell / n, cell % n);
                ((cols * (r % rows) + r / rows + c) % n + 1) as u8
            })
            .collect();
        let rules = RulesBuilder::new(n).boxes(rows, cols).build().unwrap();
        assert!(rules.house_pairs_add);
        assert!(check(&rules, &solution).is_ok());
        for _ in 0..20 {
            let keep = 30 + next(40);
            let givens: Vec<u8> = solution
                .iter()
                .map(|&d| if next(100) < keep { d } else { 0 })
                .collect();
            let mut board = Board::new(&rules, &givens).unwrap();
            assert_eq!(propagate(&rules, &mut board), Ok(()));
            for (cell, &d) in solution.iter().enumerate() {
                assert!(
                    board.candidates[cell] >> (d - 1) & 1 == 1,
                    "{n}: cell {cell} lost {d}"
                );
            }
            let found = super::super::search::search(&rules, &givens, 1, 100_000);
            assert_eq!(found.solutions, 1);
            assert!(check(&rules, &found.first.unwrap()).is_ok());
        }
    }
}

/// Two cells of a 12x12 row narrowed to {1, 2}: naked pairs take 1 and
/// 2 from the rest of the row, which no other step would.
#[test]
fn a_naked_pair_clears_its_row_on_12x12() {
    let rules = RulesBuilder::new(12).boxes(3, 4).build().unwrap();
    let mut board = Board::new(&rules, &[0; 144]).unwrap();
    propagate(&rules, &mut board).unwrap();
    board.narrow(0, 0b11).unwrap();
    board.narrow(1, 0b11).unwrap();
    propagate(&rules, &mut board).unwrap();
    for cell in 2..12 {
        assert_eq!(board.candidates[cell] & 0b11, 0, "cell {cell}");
    }
    // The rest of the grid keeps them.
    assert_eq!(board.candidates[12 * 5 + 7] & 0b11, 0b11);
}

/// Non-consecutive 9x9 with 5's places in the first row down to its
/// first two cells: each is one place and beside the other, so neither
/// can hold 4 or 6 (that would leave 5 no place in the row).
#[test]
fn a_place_beside_the_others_loses_the_digits_next_to_it() {
    let rules = RulesBuilder::new(9).nonconsecutive().build().unwrap();
    let mut board = Board::new(&rules, &[0; 81]).unwrap();
    propagate(&rules, &mut board).unwrap();
    for cell in 2..9 {
        board.narrow(cell, !(1 << 4)).unwrap();
    }
    propagate(&rules, &mut board).unwrap();
    let next_to_five = 1 << 3 | 1 << 5;
    for cell in [0, 1] {
        assert_eq!(board.candidates[cell] & next_to_five, 0, "cell {cell}");
        assert_ne!(board.candidates[cell] & 1 << 4, 0, "cell {cell}");
    }
    // Cells that are not places keep them.
    assert_eq!(board.candidates[2] & next_to_five, next_to_five);
}
