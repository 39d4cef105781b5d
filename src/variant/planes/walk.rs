//! Depth-first search over the planes, with the general engine's policy
//! (search.rs): guess each digit, lowest first, of the open cell with the
//! fewest candidates (for its houses' weights under non-consecutive,
//! dom/wdeg, the same weights), ties to the most open peers. The grids of
//! the path live in one vector, so a recursion level keeps a few words on
//! the stack, not a 160-byte grid (the C tests run on 16 KiB threads).

use super::super::rules::Rules;
use super::super::search::Found;
use super::geometry::{Geometry, ALL};
use super::grid::{Failure, Grid};

/// What a digit with no place left in a full house adds to that house's
/// weight, as in search.rs.
const HOUSE_FAILURE_WEIGHT: u64 = 3;

struct Walk {
    geometry: Geometry,
    limit: u32,
    budget: u64,
    found: Found,
    /// The grid at each depth of the current path.
    path: Vec<Grid>,
    /// Per cell: the sum over its full houses of 1 plus the contradictions
    /// found there (search.rs).
    cell_weight: Vec<u64>,
    weighted: bool,
}

pub(super) fn search(rules: &Rules, givens: &[u8], limit: u32, budget: u64) -> Found {
    let geometry = Geometry::new(rules);
    let mut walk = Walk {
        cell_weight: geometry
            .full_houses_of_cell
            .iter()
            .map(|houses| houses.len() as u64)
            .collect(),
        // As search.rs: weights where there are pair rules.
        weighted: geometry.nonconsecutive,
        geometry,
        limit: limit.max(1),
        budget,
        found: Found::default(),
        path: vec![Grid::new(givens)],
    };
    walk.descend(0, ALL);
    walk.found
}

impl Walk {
    fn done(&self) -> bool {
        self.found.solutions >= self.limit || self.found.budget_exhausted
    }

    /// Adds `by` to the weight of each cell of `cells`.
    fn weigh(&mut self, mut cells: u128, by: u64) {
        while cells != 0 {
            self.cell_weight[cells.trailing_zeros() as usize] += by;
            cells &= cells - 1;
        }
    }

    /// Propagates the grid at `depth`, whose cells `dirty` changed since
    /// it was last at a fixed point, then guesses.
    fn descend(&mut self, depth: usize, dirty: u128) {
        if let Err(failure) = self.path[depth].propagate(&self.geometry, dirty) {
            match failure {
                Failure::House(house) => self.weigh(house, HOUSE_FAILURE_WEIGHT),
                Failure::Cell(cell) => {
                    for i in 0..self.geometry.full_houses_of_cell[cell].len() {
                        let house = self.geometry.full_houses_of_cell[cell][i];
                        self.weigh(self.geometry.full_houses[usize::from(house)], 1);
                    }
                }
            }
            return;
        }
        // Grids stay in `path`: a copy in this frame would cost 160 bytes a
        // level of recursion.
        let grid = &self.path[depth];
        if grid.placed == ALL {
            self.found.solutions += 1;
            if self.found.first.is_none() {
                self.found.first = Some(grid.digits());
            }
            return;
        }
        let cell = self.choose(grid);
        let mut digits = grid.candidates(cell);
        if self.path.len() == depth + 1 {
            self.path.push(self.path[depth]);
        }
        while digits != 0 {
            if self.done() {
                return;
            }
            if self.budget != 0 && self.found.guesses >= self.budget {
                self.found.budget_exhausted = true;
                return;
            }
            self.found.guesses += 1;
            let index = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            self.path.copy_within(depth..depth + 1, depth + 1);
            self.path[depth + 1].keep(cell, index);
            self.descend(depth + 1, 1 << cell);
        }
    }

    /// The open cell with the fewest candidates (for its weight, where
    /// weighted), ties to the one with the most open peers: search.rs's
    /// `most_constrained` and `most_constrained_weighted`.
    fn choose(&self, grid: &Grid) -> usize {
        let [b0, b1, b2, b3] = grid.counts();
        let open = ALL & !grid.placed;
        // (candidates, weight, open peers, cell)
        let mut best = (u64::MAX, 1u64, 0u32, 0usize);
        let mut cells = open;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let bit = |plane: u128, k: u32| ((plane >> cell) as u64 & 1) << k;
            let count = bit(b0, 0) | bit(b1, 1) | bit(b2, 2) | bit(b3, 3);
            let weight = if self.weighted {
                self.cell_weight[cell].max(1)
            } else {
                1
            };
            let (left, right) = (count * best.1, best.0.saturating_mul(weight));
            if left > right {
                continue;
            }
            let open_peers = (self.geometry.peers[cell] & open).count_ones();
            if left < right || open_peers > best.2 {
                best = (count, weight, open_peers, cell);
            }
        }
        best.3
    }
}
