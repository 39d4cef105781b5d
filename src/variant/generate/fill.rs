//! Complete grids by depth-first search over the engine's board and
//! propagation, branching on the lowest open cell and trying its digits in
//! an order the caller gives.
//!
//! The grid found is the first solution in the lexicographic order the
//! digit orders define: cell 0's digit ranked highest, then cell 1's, and
//! so on. Propagation only
//! removes digits that lead to no solution, so that grid is the same
//! however strong propagation is: it depends on the rules and the orders
//! alone, unless the guess budget runs out first.

use super::buffers::Buffers;
use crate::variant::board::Board;
use crate::variant::propagate::propagate_with;
use crate::variant::rules::Rules;

/// What a walk found.
pub(super) enum Outcome {
    Found(Vec<u8>),
    /// No solution (other than the one skipped).
    None,
    BudgetExhausted,
}

/// The walk's scratch: the rules, the orders and what it found.
struct Walk<'a> {
    rules: &'a Rules,
    /// `order[cell * n + i]`: the digit cell tries `i`-th (1..=n).
    order: &'a [u8],
    /// A solution to pass over.
    skip: Option<&'a [u8]>,
    budget: u64,
    guesses: u64,
    exhausted: bool,
    found: Option<Vec<u8>>,
    buffers: &'a mut Buffers,
}

/// The first solution of `givens` under `rules` in the lexicographic order
/// `order` defines, other than `skip`, within `budget` guesses (0: none).
pub(super) fn first_solution(
    rules: &Rules,
    givens: &[u8],
    order: &[u8],
    skip: Option<&[u8]>,
    budget: u64,
    buffers: &mut Buffers,
) -> Outcome {
    buffers.fit(rules);
    if buffers.first(rules, givens).is_err() {
        return Outcome::None;
    }
    let mut walk = Walk {
        rules,
        order,
        skip,
        budget,
        guesses: 0,
        exhausted: false,
        found: None,
        buffers,
    };
    walk.descend(0);
    match (walk.found, walk.exhausted) {
        (Some(grid), _) => Outcome::Found(grid),
        (None, true) => Outcome::BudgetExhausted,
        (None, false) => Outcome::None,
    }
}

impl Walk<'_> {
    fn done(&self) -> bool {
        self.found.is_some() || self.exhausted
    }

    /// Walks from `buffers.boards[depth]`.
    fn descend(&mut self, depth: usize) {
        let buffers = &mut *self.buffers;
        let board = &mut buffers.boards[depth];
        if propagate_with(self.rules, board, &mut buffers.woken).is_err() {
            return;
        }
        let Some(cell) = open_cell(board) else {
            let grid = board.digits();
            if self.skip != Some(&grid[..]) {
                self.found = Some(grid);
            }
            return;
        };
        let candidates = board.candidates[cell];
        let n = self.rules.size();
        for &digit in &self.order[cell * n..(cell + 1) * n] {
            let bit = 1u32 << (digit - 1);
            if candidates & bit == 0 {
                continue;
            }
            if self.done() {
                return;
            }
            if self.budget != 0 && self.guesses >= self.budget {
                self.exhausted = true;
                return;
            }
            self.guesses += 1;
            let (board, child) = self.buffers.pair(depth);
            child.clone_from(board);
            if child.narrow(cell, bit).is_ok() {
                self.descend(depth + 1);
            }
        }
    }
}

/// The lowest open cell. Cells with one candidate left count as filled:
/// propagation has cleared their digit from their peers.
fn open_cell(board: &Board) -> Option<usize> {
    board.candidates.iter().position(|c| c.count_ones() > 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::rng::Rng;
    use crate::variant::RulesBuilder;

    /// Plain backtracking in cell order, digits in `order`, checking rows,
    /// columns and 2x2 boxes of a 4x4 only as cells fill: no propagation.
    fn naive_first(order: &[u8], grid: &mut [u8; 16], cell: usize) -> bool {
        if cell == 16 {
            return true;
        }
        let (r, c) = (cell / 4, cell % 4);
        for &d in &order[cell * 4..cell * 4 + 4] {
            let clash = (0..cell).any(|o| {
                let (r2, c2) = (o / 4, o % 4);
                grid[o] == d && (r2 == r || c2 == c || (r2 / 2 == r / 2 && c2 / 2 == c / 2))
            });
            if !clash {
                grid[cell] = d;
                if naive_first(order, grid, cell + 1) {
                    return true;
                }
            }
        }
        grid[cell] = 0;
        false
    }

    #[test]
    fn the_grid_is_the_lexicographic_first_whatever_the_propagation() {
        let rules = RulesBuilder::new(4).build().unwrap();
        let mut buffers = Buffers::new(&rules);
        for seed in 0..50 {
            let mut rng = Rng::new(seed);
            let mut order = Vec::new();
            for _ in 0..16 {
                let start = order.len();
                order.extend(1..=4u8);
                rng.shuffle(&mut order[start..]);
            }
            let mut expected = [0u8; 16];
            assert!(naive_first(&order, &mut expected, 0));
            let Outcome::Found(grid) =
                first_solution(&rules, &[0; 16], &order, None, 0, &mut buffers)
            else {
                panic!("no grid for seed {seed}");
            };
            assert_eq!(grid, expected, "seed {seed}");
            // The next one in the same order differs, and is found by
            // skipping the first.
            let Outcome::Found(next) =
                first_solution(&rules, &[0; 16], &order, Some(&grid), 0, &mut buffers)
            else {
                panic!("no second grid for seed {seed}");
            };
            assert_ne!(next, grid);
        }
    }
}
