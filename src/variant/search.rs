//! Depth-first search over the general board: propagate, then guess each
//! digit of the open cell with the fewest candidates (for the weight of its
//! houses' contradictions, where the rules have pair rules and no cages) on
//! a copy of the board. Counts guesses and never makes more than the budget
//! allows.

use super::board::Board;
use super::propagate::{propagate_with, Woken};
use super::rules::Rules;

/// What a search found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Found {
    pub(super) solutions: u32,
    pub(super) first: Option<Vec<u8>>,
    pub(super) guesses: u64,
    pub(super) budget_exhausted: bool,
}

/// What a digit with no place left in a full house adds to that house's
/// weight.
const HOUSE_FAILURE_WEIGHT: u64 = 3;

/// The walk's context: the rules, its limits and what it found so far.
struct Walk<'a> {
    rules: &'a Rules,
    limit: u32,
    budget: u64,
    found: Found,
    /// Per cell: the sum over its full houses of 1 plus the contradictions
    /// found there, so branching goes where the search keeps failing
    /// (dom/wdeg). Kept per cell, updated when a house's weight grows,
    /// since choosing a cell reads it for every open cell on every node.
    cell_weight: Vec<u64>,
    weighted: bool,
    /// Propagation's woken sets, allocated once for the whole walk.
    woken: Woken,
    /// The boards of the current path, one a depth, each copied into from
    /// the one above with `clone_from`, so a guess reuses a board's
    /// buffers rather than allocating six (vspeed12).
    path: Vec<Board>,
}

/// Searches `givens` (which break no rule) for up to `limit` solutions
/// within `budget` guesses (0: no limit).
pub(super) fn search(rules: &Rules, givens: &[u8], limit: u32, budget: u64) -> Found {
    let mut walk = Walk {
        rules,
        limit: limit.max(1),
        budget,
        found: Found::default(),
        woken: Woken::new(rules),
        cell_weight: rules
            .full_slots_of_cell
            .iter()
            .map(|slots| slots.len() as u64)
            .collect(),
        // Measured: it cut non-consecutive and kropki guesses by a third
        // to two thirds, 16x16's and 25x25's (with house pairs) by a
        // third, and left killer with tails 40 times longer.
        weighted: rules.cages.is_empty() && (!rules.pairs.is_empty() || rules.size >= 12),
        path: Vec::new(),
    };
    if let Ok(board) = Board::new(rules, givens) {
        walk.path.push(board);
        walk.descend(0);
    }
    walk.found
}

impl Walk<'_> {
    fn done(&self) -> bool {
        self.found.solutions >= self.limit || self.found.budget_exhausted
    }

    /// Adds `by` to full house `slot`'s weight, in each of its cells.
    fn weigh(&mut self, slot: usize, by: u64) {
        for &cell in &self.rules.houses[self.rules.full_houses[slot]].cells {
            self.cell_weight[cell] += by;
        }
    }

    /// Propagates the board at `depth` of the path, then guesses on the
    /// board below it. The last digit of a cell is tried on the board
    /// itself, as the parent has no use for it after.
    fn descend(&mut self, depth: usize) {
        let board = &mut self.path[depth];
        if propagate_with(self.rules, board, &mut self.woken).is_err() {
            // A digit with no place in a house weighs that house by what a
            // failed cell adds over its houses (three on box grids), not
            // the houses of the house's first cell. Measured: guesses a
            // puzzle on 25x25 1,621 to 1,097, non-consecutive 13,801 to
            // 13,076, 16x16 289 to 273; a weight of 1, 2, 5 or 9 did less.
            if let Some(slot) = board.failed_house {
                self.weigh(slot, HOUSE_FAILURE_WEIGHT);
                return;
            }
            let failed = board.failed;
            for &slot in &self.rules.full_slots_of_cell[failed] {
                self.weigh(slot as usize, 1);
            }
            return;
        }
        let board = &self.path[depth];
        if board.open == 0 {
            self.found.solutions += 1;
            if self.found.first.is_none() {
                self.found.first = Some(board.digits());
            }
            return;
        }
        let cell = if self.weighted {
            most_constrained_weighted(self.rules, board, &self.cell_weight)
        } else {
            most_constrained(self.rules, board)
        };
        let mut digits = board.candidates[cell];
        while digits != 0 {
            if self.done() {
                return;
            }
            if self.budget != 0 && self.found.guesses >= self.budget {
                self.found.budget_exhausted = true;
                return;
            }
            self.found.guesses += 1;
            let digit = digits & digits.wrapping_neg();
            digits &= digits - 1;
            let at = if digits == 0 {
                depth
            } else {
                if self.path.len() == depth + 1 {
                    self.path.push(self.path[depth].clone());
                } else {
                    let (above, below) = self.path.split_at_mut(depth + 1);
                    below[0].clone_from(&above[depth]);
                }
                depth + 1
            };
            if self.path[at].narrow(cell, digit).is_ok() {
                self.descend(at);
            }
        }
    }
}

/// The open cell with the fewest candidates; among those, the one with
/// the most open peers.
fn most_constrained(rules: &Rules, board: &Board) -> usize {
    let open_cells = board.open_cells;
    let mut best = (u32::MAX, 0u32, 0usize);
    for (cell, &c) in board.candidates.iter().enumerate() {
        if board.is_placed(cell) {
            continue;
        }
        let count = c.count_ones();
        if count > best.0 {
            continue;
        }
        let open = open_peers(rules, &open_cells, cell);
        if count < best.0 || open > best.1 {
            best = (count, open, cell);
        }
    }
    best.2
}

/// The open cell with the fewest candidates for the weight of its houses
/// (dom/wdeg); ties to the cell with the most open peers.
fn most_constrained_weighted(rules: &Rules, board: &Board, cell_weight: &[u64]) -> usize {
    // (candidates, weight, open peers, cell)
    let open_cells = board.open_cells;
    let mut best = (u64::MAX, 1u64, 0u32, 0usize);
    // Over the open cells' bits, lowest first: most cells of a large grid
    // are placed at a search node.
    for (w, &word) in open_cells.iter().enumerate().take(rules.words) {
        let mut bits = word;
        while bits != 0 {
            let cell = w * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let count = u64::from(board.candidates[cell].count_ones());
            let weight = cell_weight[cell].max(1);
            // count / weight against best.0 / best.1.
            let (left, right) = (count * best.1, best.0.saturating_mul(weight));
            if left > right {
                continue;
            }
            let open = open_peers(rules, &open_cells, cell);
            if left < right || open > best.2 {
                best = (count, weight, open, cell);
            }
        }
    }
    best.3
}

/// How many of `cell`'s peers are open: one AND and count a word of the
/// peer bit set, where a walk over the peer list took most of the
/// choice's time on 25x25 (72 peers a cell).
#[inline]
fn open_peers(rules: &Rules, open: &[u64; 10], cell: usize) -> u32 {
    let words = rules.words;
    rules.peer_bits[cell * words..cell * words + words]
        .iter()
        .zip(open)
        .map(|(&peers, &open)| (peers & open).count_ones())
        .sum()
}
