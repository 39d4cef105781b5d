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

/// The pairs of parallel lines of one band or stack: 18, each two line
/// numbers, 0-8 for the rows and 9-17 for the columns.
const LINE_PAIRS: [[usize; 2]; 18] = {
    let mut pairs = [[0; 2]; 18];
    let mut k = 0;
    while k < 9 {
        let (band, pair) = (k / 3, k % 3);
        let (first, second) = [(0, 1), (0, 2), (1, 2)][pair];
        pairs[2 * k] = [3 * band + first, 3 * band + second];
        pairs[2 * k + 1] = [9 + 3 * band + first, 9 + 3 * band + second];
        k += 1;
    }
    pairs
};

/// Four 16-bit lanes, one per lane.
const LANES: u64 = 0x0001_0001_0001_0001;

/// The sets found for one grid: for each pair of lines, the positions along
/// them (bits 0-8) of each cycle, in four 16-bit lanes. A pair has two to
/// four cycles (each takes two positions at least); lanes left over repeat
/// the first. 144 bytes, against 1,152 as cell sets: they stay on the stack
/// under every search of the generator.
pub struct UnavoidableSets {
    cycles: [u64; 18],
}

impl UnavoidableSets {
    /// The line-swap sets of `grid` (values 1-9).
    pub fn of(grid: &Cells) -> UnavoidableSets {
        let cell = |line: usize, position: usize| {
            if line < 9 {
                9 * line + position
            } else {
                9 * position + line - 9
            }
        };
        let cycles = LINE_PAIRS.map(|lines| line_swaps(grid, |k, i| cell(lines[k], i)));
        UnavoidableSets { cycles }
    }

    /// Whether some set has no cell in `givens`: then the puzzle of those
    /// givens has another solution.
    pub fn any_without_given(&self, givens: CellSet) -> bool {
        let lines = line_masks(givens);
        LINE_PAIRS
            .iter()
            .zip(&self.cycles)
            .any(|(&[first, second], &cycles)| {
                let given = u64::from(lines[first] | lines[second]) * LANES;
                // Lanes of cycles without a given are zero; lanes are below
                // 0x8000, so the borrow trick flags exactly those (and, past a
                // zero lane, maybe others, which cannot change the answer).
                let hit = cycles & given;
                hit.wrapping_sub(LANES) & !hit & (LANES << 15) != 0
            })
    }

    /// The sets as cells.
    #[cfg(test)]
    fn cell_sets(&self) -> Vec<CellSet> {
        let mut sets = Vec::new();
        for (lines, &cycles) in LINE_PAIRS.iter().zip(&self.cycles) {
            for lane in 0..4 {
                let positions = (cycles >> (16 * lane)) as u16;
                let mut cells = CellSet::EMPTY;
                for position in (0..9).filter(|p| positions >> p & 1 != 0) {
                    for &line in lines {
                        cells.insert(if line < 9 {
                            9 * line + position
                        } else {
                            9 * position + line - 9
                        });
                    }
                }
                if !sets.contains(&cells) {
                    sets.push(cells);
                }
            }
        }
        sets
    }
}

/// The cycles of two parallel lines of one band or stack, `at(k, i)` being
/// cell `i` of line `k`, as [`UnavoidableSets`] keeps them.
fn line_swaps(grid: &Cells, at: impl Fn(usize, usize) -> usize) -> u64 {
    // Where each digit sits in the second line.
    let mut position = [0usize; 10];
    for i in 0..9 {
        position[grid[at(1, i)] as usize] = i;
    }
    let mut seen = 0u16;
    let mut cycles = [0u16; 4];
    let mut count = 0;
    for start in 0..9 {
        if seen >> start & 1 != 0 {
            continue;
        }
        let mut positions = 0u16;
        let mut i = start;
        while seen >> i & 1 == 0 {
            seen |= 1 << i;
            positions |= 1 << i;
            i = position[grid[at(0, i)] as usize] % 9;
        }
        cycles[count] = positions;
        count += 1;
    }
    for lane in count..4 {
        cycles[lane] = cycles[0];
    }
    cycles
        .iter()
        .enumerate()
        .fold(0, |packed, (lane, &c)| packed | u64::from(c) << (16 * lane))
}

/// The cells of `cells` in each line, as positions along it: rows 0-8
/// (bit `c` for column `c`), then columns (bit `r` for row `r`).
fn line_masks(cells: CellSet) -> [u16; 18] {
    // Bit 9r of the first column's cells, times this, lands at bit 64 + r;
    // no two of the products share a bit, so nothing carries into them.
    const FIRST_COLUMN: u128 = {
        let mut bits = 0;
        let mut row = 0;
        while row < 9 {
            bits |= 1 << (9 * row);
            row += 1;
        }
        bits
    };
    const GATHER: u128 = {
        let mut factor = 0;
        let mut row = 0;
        while row < 9 {
            factor |= 1 << (64 - 8 * row);
            row += 1;
        }
        factor
    };
    let mut lines = [0u16; 18];
    for i in 0..9 {
        lines[i] = (cells.0 >> (9 * i)) as u16 & 0x1ff;
        let column = (cells.0 >> i) & FIRST_COLUMN;
        lines[9 + i] = (column.wrapping_mul(GATHER) >> 64) as u16 & 0x1ff;
    }
    lines
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
    fn line_masks_give_each_row_and_column() {
        let mut rng = Rng::new(5);
        for _ in 0..200 {
            let cells = CellSet(
                (u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())) & CellSet::ALL.0,
            );
            let lines = line_masks(cells);
            for cell in 0..CELLS {
                let (row, column) = (cell / 9, cell % 9);
                let inside = cells.contains(cell);
                assert_eq!(lines[row] >> column & 1 == 1, inside);
                assert_eq!(lines[9 + column] >> row & 1 == 1, inside);
            }
        }
    }

    #[test]
    fn a_set_with_a_given_is_kept_and_one_without_is_found() {
        let grid = random_grid(&mut Rng::new(3));
        let found = UnavoidableSets::of(&grid);
        for set in found.cell_sets() {
            assert!(found.any_without_given(CellSet::ALL.minus(set)));
        }
        assert!(!found.any_without_given(CellSet::ALL));
    }

    #[test]
    fn every_set_found_is_unavoidable() {
        let mut rng = Rng::new(17);
        for _ in 0..if cfg!(miri) { 2 } else { 100 } {
            let grid = random_grid(&mut rng);
            let found = UnavoidableSets::of(&grid);
            // Each pair of lines gives one cycle at least.
            let sets = found.cell_sets();
            assert!(sets.len() >= 18);
            for &set in &sets {
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
            let found = UnavoidableSets::of(&grid).cell_sets();
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
                                assert!(found.contains(&rectangle), "{rectangle:?}");
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
