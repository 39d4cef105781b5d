//! Complete grids by depth-first search over the engine's board and
//! propagation, trying each cell's digits in an order the caller gives.
//!
//! In cell order (the first open cell, by number), the grid found is the
//! first solution in the lexicographic order the digit orders define: cell
//! 0's digit ranked highest, then cell 1's, and so on. Propagation only
//! removes digits that lead to no solution, so that grid is the same
//! however strong propagation is: it depends on the rules and the orders
//! alone, unless the guess budget runs out first.

use crate::variant::board::Board;
use crate::variant::propagate::propagate;
use crate::variant::rules::Rules;

/// Which open cell to guess on.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Branch {
    /// The open cell with the lowest number: the lexicographic first
    /// solution (random grids).
    InCellOrder,
    /// The open cell with the fewest candidates, lowest number first:
    /// faster, for finding any other solution.
    FewestCandidates,
}

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
    branch: Branch,
    /// A solution to pass over.
    skip: Option<&'a [u8]>,
    budget: u64,
    guesses: u64,
    exhausted: bool,
    found: Option<Vec<u8>>,
}

/// The first solution of `givens` under `rules` in the walk `order` and
/// `branch` define, other than `skip`, within `budget` guesses (0: none).
pub(super) fn first_solution(
    rules: &Rules,
    givens: &[u8],
    order: &[u8],
    branch: Branch,
    skip: Option<&[u8]>,
    budget: u64,
) -> Outcome {
    let mut walk = Walk {
        rules,
        order,
        branch,
        skip,
        budget,
        guesses: 0,
        exhausted: false,
        found: None,
    };
    if let Ok(board) = Board::new(rules, givens) {
        walk.descend(board);
    }
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

    fn descend(&mut self, mut board: Board) {
        if propagate(self.rules, &mut board).is_err() {
            return;
        }
        let Some(cell) = self.open_cell(&board) else {
            let grid = board.digits();
            if self.skip != Some(&grid[..]) {
                self.found = Some(grid);
            }
            return;
        };
        let n = self.rules.size();
        for &digit in &self.order[cell * n..(cell + 1) * n] {
            let bit = 1u32 << (digit - 1);
            if board.candidates[cell] & bit == 0 {
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
            let mut child = board.clone();
            if child.narrow(cell, bit).is_ok() {
                self.descend(child);
            }
        }
    }

    /// Cells with one candidate left count as filled: propagation has
    /// cleared their digit from their peers.
    fn open_cell(&self, board: &Board) -> Option<usize> {
        let open = |c: &u32| c.count_ones() > 1;
        match self.branch {
            Branch::InCellOrder => board.candidates.iter().position(open),
            Branch::FewestCandidates => board
                .candidates
                .iter()
                .enumerate()
                .filter(|(_, c)| open(c))
                .min_by_key(|&(cell, c)| (c.count_ones(), cell))
                .map(|(cell, _)| cell),
        }
    }
}
