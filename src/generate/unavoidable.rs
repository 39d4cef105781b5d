//! Unavoidable sets of a complete grid: sets of cells whose digits can be
//! rearranged into another valid grid. A puzzle with no given in such a
//! set has two solutions at least, so a given that is the last one of a
//! set can never go: a proof without a search.
//!
//! Only the cheapest family is kept: two rows of one band (or two columns
//! of one stack) swapped on a set of columns (or rows) holding the same
//! digits in both, a cycle of the permutation that takes one line's digits
//! to the other's. Every 4-cell set (a "deadly rectangle") and the common
//! 6-cell ones are of this kind. Adding the sets that swap two digits on a
//! connected part of their cells saved searches but cost more to find than
//! the searches they saved (docs/GENERATE.md).

use crate::geometry::CellSet;
use crate::grid::Cells;

/// The most sets there can be: 18 pairs of lines, each with at most 4
/// cycles (a cycle takes two positions at least).
pub const MAX_SETS: usize = 18 * 4;

/// The sets found for one grid.
pub struct UnavoidableSets {
    sets: [CellSet; MAX_SETS],
    len: usize,
}

impl UnavoidableSets {
    /// The line-swap sets of `grid` (values 1-9).
    pub fn of(grid: &Cells) -> UnavoidableSets {
        let mut found = UnavoidableSets {
            sets: [CellSet::EMPTY; MAX_SETS],
            len: 0,
        };
        for band in 0..3 {
            for (first, second) in [(0, 1), (0, 2), (1, 2)] {
                let (first, second) = (3 * band + first, 3 * band + second);
                found.add_line_swaps(grid, |k, i| 9 * [first, second][k] + i);
                found.add_line_swaps(grid, |k, i| 9 * i + [first, second][k]);
            }
        }
        found
    }

    /// The sets.
    pub fn sets(&self) -> &[CellSet] {
        &self.sets[..self.len]
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
                i = position[grid[at(0, i)] as usize] % 9;
            }
            self.sets[self.len] = set;
            self.len += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::random_grid::random_grid;
    use crate::generate::rng::Rng;
    use crate::geometry::{CELLS, PEER_SETS};
    use crate::grid::is_solution_of;

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
        assert!(!found || is_solution_of(&[0; CELLS], &work));
        found
    }

    #[test]
    fn every_set_found_is_unavoidable() {
        let mut rng = Rng::new(17);
        for _ in 0..if cfg!(miri) { 2 } else { 100 } {
            let grid = random_grid(&mut rng);
            let found = UnavoidableSets::of(&grid);
            // Each pair of lines gives one cycle at least.
            assert!(found.sets().len() >= 18);
            for &set in found.sets() {
                assert!(set.len() >= 4 && set.len() % 2 == 0, "{set:?}");
                assert!(another_grid_outside(&grid, set), "{set:?}");
            }
        }
    }

    #[test]
    fn finds_every_deadly_rectangle() {
        // Two digits crosswise in two rows and two columns, in two boxes.
        let mut rng = Rng::new(23);
        let mut seen = 0;
        for _ in 0..if cfg!(miri) { 2 } else { 300 } {
            let grid = random_grid(&mut rng);
            let found = UnavoidableSets::of(&grid);
            for r1 in 0..9 {
                for r2 in r1 + 1..9 {
                    for c1 in 0..9 {
                        for c2 in c1 + 1..9 {
                            let two_boxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
                            let at = |r: usize, c: usize| grid[9 * r + c];
                            if two_boxes && at(r1, c1) == at(r2, c2) && at(r1, c2) == at(r2, c1) {
                                let rectangle: CellSet =
                                    [9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2]
                                        .into_iter()
                                        .collect();
                                assert!(found.sets().contains(&rectangle), "{rectangle:?}");
                                seen += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(seen > if cfg!(miri) { 2 } else { 100 }, "{seen}");
    }
}
