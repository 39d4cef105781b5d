//! Sets of cells of which a puzzle must keep at least one given, found
//! once per grid. Two parallel lines (two rows, or two columns) whose
//! digits on some positions are the same set can swap them there; two
//! digits can swap on a part of their cells that holds both or neither in
//! every full house. When the rules accept the swapped grid, it solves
//! every puzzle with no given on those cells. A removal that would leave such a set without a given
//! is refused with no search (the classic generator does the same,
//! docs/GENERATE.md, "Why it is fast"). The search would find that other
//! solution too, so the verdicts, and the puzzles, are the same.

use crate::variant::rules::{PairKind, Rules};

/// Swaps of at most this many positions are tried: the small sets are the
/// ones a removal pass empties, and each try costs a check of the grid.
const MAX_POSITIONS: usize = 4;

/// Digit-pair parts (`add_digit_pairs`) of at most this many cells are
/// kept: larger ones are rarely emptied.
const MAX_DIGIT_PAIR_CELLS: usize = 12;

/// The sets, and for each cell the sets that hold it, each in one list
/// (a few allocations a grid rather than one a set and a cell: a small
/// grid's fixed cost, docs/VARIANTS.md).
pub(super) struct UnavoidableSets {
    /// Set `s` is `cells[starts[s]..starts[s + 1]]`.
    cells: Vec<usize>,
    starts: Vec<usize>,
    /// The sets holding cell `c`: `sets_of[of_cell[c]..of_cell[c + 1]]`.
    sets_of: Vec<u32>,
    of_cell: Vec<usize>,
}

impl UnavoidableSets {
    /// The line-pair swaps of `grid` (a solution of `rules`) that `rules`
    /// accept.
    pub(super) fn of_grid(rules: &Rules, grid: &[u8]) -> UnavoidableSets {
        let n = rules.size();
        let mut found = UnavoidableSets {
            cells: Vec::new(),
            starts: vec![0],
            sets_of: Vec::new(),
            of_cell: Vec::new(),
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
                        let start = found.cells.len();
                        found.cells.extend(pairs.clone().flat_map(|(x, y)| [x, y]));
                        if swap_holds(rules, &swapped, &found.cells[start..]) {
                            found.starts.push(found.cells.len());
                        } else {
                            found.cells.truncate(start);
                        }
                        for (x, y) in pairs {
                            swapped.swap(x, y);
                        }
                    }
                }
            }
        }
        found.add_digit_pairs(rules, grid, &mut swapped);
        found.index_cells(n * n);
        found
    }

    /// The parts of each pair of digits `a`, `b` that swap alone: joining
    /// the `a` and the `b` of every full house, each connected part holds
    /// both or neither of them in every full house, so swapping the two
    /// digits on it leaves every full house whole. Kept from 6 to
    /// `MAX_DIGIT_PAIR_CELLS` cells (4 are the line pairs' rectangles,
    /// found above), when the rules accept the swap. Stored as pairs of
    /// one row, as the line pairs are.
    fn add_digit_pairs(&mut self, rules: &Rules, grid: &[u8], swapped: &mut [u8]) {
        let n = rules.size();
        // cell_of[slot * n + d - 1]: the cell of digit d in full house slot.
        let mut cell_of = vec![0usize; rules.full_houses.len() * n];
        for (slot, &house) in rules.full_houses.iter().enumerate() {
            for &cell in &rules.houses[house].cells {
                cell_of[slot * n + grid[cell] as usize - 1] = cell;
            }
        }
        let mut in_row = vec![0usize; n * n];
        for (cell, &digit) in grid.iter().enumerate() {
            in_row[cell / n * n + digit as usize - 1] = cell;
        }
        let mut parent: Vec<usize> = (0..n * n).collect();
        let root = |parent: &mut Vec<usize>, mut x: usize| {
            while parent[x] != x {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            x
        };
        let mut part = Vec::with_capacity(2 * n);
        for a in 0..n {
            for b in a + 1..n {
                let digit_cells = |row: usize| [in_row[row * n + a], in_row[row * n + b]];
                for row in 0..n {
                    for cell in digit_cells(row) {
                        parent[cell] = cell;
                    }
                }
                for slot in 0..rules.full_houses.len() {
                    let x = root(&mut parent, cell_of[slot * n + a]);
                    let y = root(&mut parent, cell_of[slot * n + b]);
                    parent[x] = y;
                }
                for row in 0..n {
                    let [x, y] = digit_cells(row);
                    let top = root(&mut parent, x);
                    // Each part once, from its first row.
                    if root(&mut parent, y) != top
                        || (0..row).any(|before| root(&mut parent, in_row[before * n + a]) == top)
                    {
                        continue;
                    }
                    part.clear();
                    for later in row..n {
                        let [x, y] = digit_cells(later);
                        let (rx, ry) = (root(&mut parent, x), root(&mut parent, y));
                        if rx == top || ry == top {
                            part.extend([x, y]);
                            if rx != ry {
                                part.push(usize::MAX);
                            }
                        }
                    }
                    if !(6..=MAX_DIGIT_PAIR_CELLS).contains(&part.len())
                        || part.contains(&usize::MAX)
                    {
                        continue;
                    }
                    for pair in part.chunks(2) {
                        swapped.swap(pair[0], pair[1]);
                    }
                    if swap_holds(rules, swapped, &part) {
                        self.cells.extend_from_slice(&part);
                        self.starts.push(self.cells.len());
                    }
                    for pair in part.chunks(2) {
                        swapped.swap(pair[0], pair[1]);
                    }
                }
            }
        }
    }

    /// `of_cell` and `sets_of` from the sets.
    fn index_cells(&mut self, cells: usize) {
        let mut count = vec![0usize; cells + 1];
        for &cell in &self.cells {
            count[cell + 1] += 1;
        }
        for c in 0..cells {
            count[c + 1] += count[c];
        }
        self.of_cell = count.clone();
        self.sets_of = vec![0; self.cells.len()];
        for set in 0..self.starts.len() - 1 {
            for &cell in &self.cells[self.starts[set]..self.starts[set + 1]] {
                self.sets_of[count[cell]] = set as u32;
                count[cell] += 1;
            }
        }
    }

    fn set(&self, set: usize) -> &[usize] {
        &self.cells[self.starts[set]..self.starts[set + 1]]
    }

    /// True when a set holding one of `removed` has no given left in
    /// `puzzle`: another solution exists.
    pub(super) fn emptied(&self, puzzle: &[u8], removed: &[usize]) -> bool {
        removed.iter().any(|&cell| {
            self.sets_of[self.of_cell[cell]..self.of_cell[cell + 1]]
                .iter()
                .any(|&set| self.set(set as usize).iter().all(|&c| puzzle[c] == 0))
        })
    }

    #[cfg(test)]
    pub(super) fn sets(&self) -> Vec<Vec<usize>> {
        (0..self.starts.len() - 1)
            .map(|set| self.set(set).to_vec())
            .collect()
    }
}

/// Whether `swapped`, a solution of `rules` with the digits of `changed`
/// moved, is still one: only the rules on a changed cell can break, so
/// those alone are looked at (its peers, its pair rules, its cages' sums),
/// the same verdict as `variant::check` on the whole grid at a fraction
/// of its cost (a full check a cycle was 8% of a 4x4 puzzle).
pub(super) fn swap_holds(rules: &Rules, swapped: &[u8], changed: &[usize]) -> bool {
    changed.iter().all(|&cell| {
        let digit = swapped[cell];
        let peers_differ = rules.peers[cell].iter().all(|&p| swapped[p] != digit);
        let pairs_hold = rules.pairs_of_cell[cell].iter().all(|&index| {
            let pair = &rules.pairs[index as usize];
            let [a, b] = pair.cells;
            let (x, y) = (u32::from(swapped[a]), u32::from(swapped[b]));
            match pair.kind {
                PairKind::Less => x < y,
                PairKind::Difference(v) => x.abs_diff(y) == v,
                PairKind::Ratio(r) => x * r == y || y * r == x,
                PairKind::NotDifference(v) => x.abs_diff(y) != v,
                PairKind::NotRatio(r) => x * r != y && y * r != x,
            }
        });
        let sums_hold = rules.cages_of_cell[cell].iter().all(|&index| {
            let cage = &rules.cages[index as usize];
            cage.sum.map_or(true, |sum| {
                cage.cells
                    .iter()
                    .map(|&c| u32::from(swapped[c]))
                    .sum::<u32>()
                    == sum
            })
        });
        peers_differ && pairs_hold && sums_hold
    })
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
        for set in &found.sets() {
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
            for set in &UnavoidableSets::of_grid(&x, &grid4).sets() {
                let mut other = grid4;
                for pair in set.chunks(2) {
                    other.swap(pair[0], pair[1]);
                }
                assert!(crate::variant::check(&x, &other).is_ok());
            }
        }
    }

    #[test]
    fn digit_pair_parts_swap_to_other_grids() {
        // Classic 9x9 grids of the classic generator: their parts of 6 to
        // 12 cells on two digits, swapped, are grids of the rules, and
        // emptied leave two solutions.
        let rules = RulesBuilder::new(9).build().unwrap();
        let mut parts = 0;
        for seed in 0..6 {
            let options = crate::generate::GenerateOptions {
                seed,
                ..Default::default()
            };
            let made = crate::generate::generate(&options).unwrap();
            let grid: Vec<u8> = made.solution.iter().map(|&b| b - b'0').collect();
            for set in UnavoidableSets::of_grid(&rules, &grid).sets() {
                let mut digits: Vec<u8> = set.iter().map(|&c| grid[c]).collect();
                digits.sort_unstable();
                digits.dedup();
                if set.len() < 6 || digits.len() != 2 {
                    continue;
                }
                parts += 1;
                assert!(set.len() <= MAX_DIGIT_PAIR_CELLS);
                let mut other = grid.clone();
                for pair in set.chunks(2) {
                    other.swap(pair[0], pair[1]);
                }
                assert!(crate::variant::check(&rules, &other).is_ok());
                let mut puzzle = grid.clone();
                for &cell in &set {
                    puzzle[cell] = 0;
                }
                assert_eq!(crate::variant::count(&rules, &puzzle, 2, 0).0, Ok(2));
            }
        }
        assert!(parts > 0);
    }

    #[test]
    fn the_local_check_of_a_swap_agrees_with_the_whole_grids() {
        // grid4 with rules it meets: a cage with its sum, a thermometer,
        // white and black dots, an extra region across boxes.
        let grid4: [u8; 16] = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let rule_sets = [
            RulesBuilder::new(4).cage(vec![0, 1, 4], Some(6)).build(),
            RulesBuilder::new(4).thermometer(vec![0, 1, 2]).build(),
            RulesBuilder::new(4)
                .difference(0, 1, None)
                .ratio(6, 7, None)
                .build(),
            RulesBuilder::new(4).extra_region(vec![0, 5, 2]).build(),
        ];
        let mut disagreements = 0;
        let (mut holds, mut breaks) = (0, 0);
        for rules in rule_sets {
            let rules = rules.unwrap();
            assert!(crate::variant::check(&rules, &grid4).is_ok());
            // Every swap of two cells and of two pairs of cells.
            for x in 0..16 {
                for y in x + 1..16 {
                    let mut swapped = grid4;
                    swapped.swap(x, y);
                    let whole = crate::variant::check(&rules, &swapped).is_ok();
                    let local = swap_holds(&rules, &swapped, &[x, y]);
                    disagreements += usize::from(whole != local);
                    if whole {
                        holds += 1;
                    } else {
                        breaks += 1;
                    }
                }
            }
        }
        assert_eq!(disagreements, 0);
        assert!(holds > 0 && breaks > 0, "{holds} hold, {breaks} break");
    }
}
