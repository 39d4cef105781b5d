//! Sets of cells of which a puzzle must keep at least one given, found
//! once per grid. Two parallel lines (two rows, or two columns) whose
//! digits on some positions are the same set can swap them there; when
//! the rules accept the swapped grid, it solves every puzzle with no given
//! on those cells. A removal that would leave such a set without a given
//! is refused with no search (the classic generator does the same,
//! docs/GENERATE.md, "Why it is fast"). The search would find that other
//! solution too, so the verdicts, and the puzzles, are the same.

use crate::variant::rules::Rules;

/// Swaps of at most this many positions are tried: the small sets are the
/// ones a removal pass empties, and each try costs a check of the grid.
const MAX_POSITIONS: usize = 4;

/// The sets, and for each cell the sets that hold it.
pub(super) struct UnavoidableSets {
    sets: Vec<Vec<usize>>,
    of_cell: Vec<Vec<u32>>,
}

impl UnavoidableSets {
    /// The line-pair swaps of `grid` (a solution of `rules`) that `rules`
    /// accept.
    pub(super) fn of_grid(rules: &Rules, grid: &[u8]) -> UnavoidableSets {
        let n = rules.size();
        let mut found = UnavoidableSets {
            sets: Vec::new(),
            of_cell: vec![Vec::new(); n * n],
        };
        let mut swapped = grid.to_vec();
        let mut position_in_b = vec![0usize; n + 1];
        let mut seen = vec![false; n];
        let mut positions = Vec::with_capacity(n);
        for transposed in [false, true] {
            let at = |line: usize, k: usize| {
                if transposed {
                    k * n + line
                } else {
                    line * n + k
                }
            };
            for a in 0..n {
                for b in a + 1..n {
                    for k in 0..n {
                        position_in_b[grid[at(b, k)] as usize] = k;
                    }
                    seen.fill(false);
                    for start in 0..n {
                        // The cycle of positions through `start`: line a's
                        // digit there sits in line b at the next position.
                        positions.clear();
                        let mut k = start;
                        while !seen[k] {
                            seen[k] = true;
                            positions.push(k);
                            k = position_in_b[grid[at(a, k)] as usize];
                        }
                        // One position would swap a digit with itself.
                        if !(2..=MAX_POSITIONS).contains(&positions.len()) {
                            continue;
                        }
                        let pairs = positions.iter().map(|&k| (at(a, k), at(b, k)));
                        if !pairs.clone().all(|(x, y)| same_houses_but_one(rules, x, y)) {
                            continue;
                        }
                        for (x, y) in pairs.clone() {
                            swapped.swap(x, y);
                        }
                        if crate::variant::check(rules, &swapped).is_ok() {
                            let cells: Vec<usize> =
                                pairs.clone().flat_map(|(x, y)| [x, y]).collect();
                            let index = found.sets.len() as u32;
                            for &cell in &cells {
                                found.of_cell[cell].push(index);
                            }
                            found.sets.push(cells);
                        }
                        for (x, y) in pairs {
                            swapped.swap(x, y);
                        }
                    }
                }
            }
        }
        found
    }

    /// True when a set holding one of `removed` has no given left in
    /// `puzzle`: another solution exists.
    pub(super) fn emptied(&self, puzzle: &[u8], removed: &[usize]) -> bool {
        removed.iter().any(|&cell| {
            self.of_cell[cell]
                .iter()
                .any(|&set| self.sets[set as usize].iter().all(|&c| puzzle[c] == 0))
        })
    }

    #[cfg(test)]
    pub(super) fn sets(&self) -> &[Vec<usize>] {
        &self.sets
    }
}

/// A cheap filter before the check: the two cells share every full house
/// but their own lines (a swap across boxes or regions breaks them).
fn same_houses_but_one(rules: &Rules, x: usize, y: usize) -> bool {
    let (sx, sy) = (&rules.full_slots_of_cell[x], &rules.full_slots_of_cell[y]);
    let shared = sx.iter().filter(|s| sy.contains(s)).count();
    shared + 1 == sx.len() && shared + 1 == sy.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::RulesBuilder;

    #[test]
    fn each_set_swapped_is_another_grid_of_the_rules() {
        let grid4 = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let rules = RulesBuilder::new(4).build().unwrap();
        let found = UnavoidableSets::of_grid(&rules, &grid4);
        // Rows 1-2 swap on columns 1-2 (digits 1 and 2) ... every 2x2
        // rectangle of two digits inside a band.
        assert!(!found.sets().is_empty());
        for set in found.sets() {
            assert!(set.len() >= 4 && set.len() % 2 == 0);
            // Another grid on the set: the digits of each line pair swapped.
            let mut other = grid4;
            for pair in set.chunks(2) {
                other.swap(pair[0], pair[1]);
            }
            assert_ne!(other, grid4);
            assert!(crate::variant::check(&rules, &other).is_ok());
            // Emptied, the set leaves two solutions.
            let mut puzzle = grid4.to_vec();
            for &cell in set {
                puzzle[cell] = 0;
            }
            assert!(found.emptied(&puzzle, &set[..1]));
            assert_eq!(crate::variant::count(&rules, &puzzle, 2, 0).0, Ok(2));
        }
        // Rules that forbid the swaps (both diagonals on this grid) give
        // only sets that hold there.
        let x = RulesBuilder::new(4)
            .extra(crate::variant::ExtraHouse::MainDiagonal)
            .build()
            .unwrap();
        if crate::variant::check(&x, &grid4).is_ok() {
            for set in UnavoidableSets::of_grid(&x, &grid4).sets() {
                let mut other = grid4;
                for pair in set.chunks(2) {
                    other.swap(pair[0], pair[1]);
                }
                assert!(crate::variant::check(&x, &other).is_ok());
            }
        }
    }
}
