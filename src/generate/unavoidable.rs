//! Unavoidable sets of a complete grid: sets of cells whose digits can be
//! rearranged into another valid grid. A puzzle with no given in such a
//! set has two solutions at least, so a given that is the last of one in a
//! set can never go: a proof without a search.
//!
//! Three cheap families, each a rearrangement that keeps every house's
//! digits:
//! - two digits swapped on a set of their cells that takes both or neither
//!   of the two cells in each house (a connected part of their 18 cells);
//! - two rows of one band swapped on a set of columns whose digits are the
//!   same in both rows (a cycle of the permutation taking one row's digits
//!   to the other's);
//! - two columns of one stack, likewise.

use crate::geometry::{CellSet, CELLS, PEER_SETS};
use crate::grid::Cells;

/// At most this many sets are kept: 36 digit pairs, 18 row or column
/// pairs, each with at most 4 parts of 4 cells or more (two cells never
/// make one), rounded up.
pub const MAX_SETS: usize = 256;

/// The sets found for one grid.
pub struct UnavoidableSets {
    sets: [CellSet; MAX_SETS],
    len: usize,
}

impl UnavoidableSets {
    /// The sets of the three families for `grid` (values 1-9).
    pub fn of(grid: &Cells) -> UnavoidableSets {
        let mut found = UnavoidableSets {
            sets: [CellSet::EMPTY; MAX_SETS],
            len: 0,
        };
        let mut digit_cells = [CellSet::EMPTY; 10];
        for (cell, &digit) in grid.iter().enumerate() {
            digit_cells[digit as usize].insert(cell);
        }
        for a in 1..=9 {
            for b in a + 1..=9 {
                found.add_parts(digit_cells[a].or(digit_cells[b]));
            }
        }
        for band in 0..3 {
            for (first, second) in [(0, 1), (0, 2), (1, 2)] {
                let rows = (3 * band + first, 3 * band + second);
                found.add_line_swaps(grid, |k, i| 9 * [rows.0, rows.1][k] + i);
                let cols = (3 * band + first, 3 * band + second);
                found.add_line_swaps(grid, |k, i| 9 * i + [cols.0, cols.1][k]);
            }
        }
        found
    }

    /// The sets.
    pub fn sets(&self) -> &[CellSet] {
        &self.sets[..self.len]
    }

    fn push(&mut self, set: CellSet) {
        if self.len < MAX_SETS {
            self.sets[self.len] = set;
            self.len += 1;
        }
    }

    /// The parts of the cells of two digits that share no house with the
    /// rest.
    fn add_parts(&mut self, cells: CellSet) {
        let mut rest = cells;
        while let Some(start) = rest.first() {
            // Each cell's peers are looked up once, when it first joins.
            let mut part = CellSet::single(start);
            let mut joined = part;
            while !joined.is_empty() {
                let mut reach = CellSet::EMPTY;
                for cell in joined {
                    reach = reach.or(PEER_SETS[cell].and(cells));
                }
                joined = reach.minus(part);
                part = part.or(joined);
            }
            self.push(part);
            rest = rest.minus(part);
        }
    }

    /// The cycles of two parallel lines of one band or stack, `at(k, i)`
    /// being cell `i` of line `k`.
    fn add_line_swaps(&mut self, grid: &Cells, at: impl Fn(usize, usize) -> usize) {
        // Where each digit sits in the second line.
        let mut position = [0usize; 10];
        for i in 0..9 {
            position[grid[at(1, i)] as usize] = i;
        }
        let mut seen = 0u16;
        for start in 0..9 {
            if seen >> start & 1 != 0 {
                continue;
            }
            let mut set = CellSet::EMPTY;
            let mut i = start;
            while seen >> i & 1 == 0 {
                seen |= 1 << i;
                set.insert(at(0, i));
                set.insert(at(1, i));
                i = position[grid[at(0, i)] as usize];
            }
            self.push(set);
        }
    }
}

const _: () = assert!(CELLS <= 128);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::is_solution_of;

    const SOLUTION: &[u8; 81] =
        b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    /// Whether another valid grid keeps `grid` outside `set`: a plain
    /// backtracking search over the cells of the set.
    fn another_grid_outside(grid: &Cells, set: CellSet) -> bool {
        fn fill(grid: &mut Cells, cells: &[usize], original: &Cells) -> bool {
            let Some((&cell, rest)) = cells.split_first() else {
                return grid != original;
            };
            for digit in 1..=9u8 {
                let clash = PEER_SETS[cell].iter().any(|peer| grid[peer] == digit);
                if !clash {
                    grid[cell] = digit;
                    if fill(grid, rest, original) {
                        return true;
                    }
                }
            }
            grid[cell] = 0;
            false
        }
        let mut work = *grid;
        let cells: Vec<usize> = set.iter().collect();
        for &cell in &cells {
            work[cell] = 0;
        }
        let found = fill(&mut work, &cells, grid);
        assert!(!found || is_solution_of(&[0; 81], &work));
        found
    }

    #[test]
    fn every_set_found_is_unavoidable() {
        let grid = SOLUTION.map(|b| b - b'0');
        let found = UnavoidableSets::of(&grid);
        assert!(found.sets().len() > 54, "{}", found.sets().len());
        for &set in found.sets() {
            assert!(set.len() >= 4, "{set:?}");
            assert!(another_grid_outside(&grid, set), "{set:?}");
        }
    }
}
