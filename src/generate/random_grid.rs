//! Random complete grids: a randomised backtracking fill, then a random
//! relayout of rows, columns and the diagonal.
//!
//! Which grids come out, and how often (the argument is in
//! docs/GENERATE.md):
//! - Every one of the 6,670,903,752,021,072,936,960 grids can come out:
//!   the fill reaches any grid by choosing its digits, which never dead-end.
//! - The fill is blind to digit names, so relabelling the digits of a grid
//!   never changes its probability; the relayout then makes every row,
//!   column, band and stack order and the transpose equally likely. So
//!   grids equivalent under those operations are exactly equally likely.
//! - Across the 5,472,730,538 classes of equivalent grids the weights are
//!   those of the backtracking fill, not exactly the class sizes: the
//!   output is not exactly uniform over all grids.

use super::rng::Rng;
use crate::geometry::{box_of, col_of, row_of, CELLS};
use crate::grid::Cells;

const ALL_DIGITS: u16 = 0x1ff;

/// A random complete grid (values 1-9), drawn from `rng`.
pub fn random_grid(rng: &mut Rng) -> Cells {
    relayout(&fill(rng), rng)
}

/// Fills the cells in row-major order, each with a digit drawn uniformly
/// from those its row, column and box still allow and not yet tried there;
/// a cell with none left sends the fill back to the cell before it.
fn fill(rng: &mut Rng) -> Cells {
    let mut rows = [0u16; 9];
    let mut cols = [0u16; 9];
    let mut boxes = [0u16; 9];
    let mut untried = [0u16; CELLS];
    let mut digit = [0u8; CELLS];
    let mut cell = 0;
    untried[0] = ALL_DIGITS;
    loop {
        let (r, c, b) = (row_of(cell), col_of(cell), box_of(cell));
        let left = untried[cell];
        if left == 0 {
            // Never below cell 0: the first cell alone always fits.
            cell -= 1;
            let bit = !(1u16 << digit[cell]);
            rows[row_of(cell)] &= bit;
            cols[col_of(cell)] &= bit;
            boxes[box_of(cell)] &= bit;
            continue;
        }
        let chosen = nth_bit(left, rng.below(left.count_ones()));
        untried[cell] = left & !(1 << chosen);
        digit[cell] = chosen as u8;
        rows[r] |= 1 << chosen;
        cols[c] |= 1 << chosen;
        boxes[b] |= 1 << chosen;
        cell += 1;
        if cell == CELLS {
            return digit.map(|d| d + 1);
        }
        untried[cell] =
            ALL_DIGITS & !(rows[row_of(cell)] | cols[col_of(cell)] | boxes[box_of(cell)]);
    }
}

/// The position of the `n`-th lowest set bit of `bits` (0 for the lowest).
fn nth_bit(bits: u16, n: u32) -> u32 {
    let mut rest = bits;
    for _ in 0..n {
        rest &= rest - 1;
    }
    rest.trailing_zeros()
}

/// A uniformly random order of 0, 1, 2: [`Rng::shuffle`] of `[0, 1, 2]`.
fn order_of_three(rng: &mut Rng) -> [usize; 3] {
    let mut order = [0, 1, 2];
    rng.shuffle(&mut order);
    order
}

/// Nine lines (rows or columns) in a random order that keeps bands (or
/// stacks) together: the order of the three groups, then within each
/// group, in the new order, the order of its lines.
fn line_order(rng: &mut Rng) -> [usize; 9] {
    let groups = order_of_three(rng);
    let mut lines = [0; 9];
    for (slot, &group) in groups.iter().enumerate() {
        let within = order_of_three(rng);
        for k in 0..3 {
            lines[3 * slot + k] = 3 * group + within[k];
        }
    }
    lines
}

/// `grid` with its rows, then its columns, in random orders that keep it
/// valid, then transposed or not (one more draw, `below(2)`).
fn relayout(grid: &Cells, rng: &mut Rng) -> Cells {
    let rows = line_order(rng);
    let cols = line_order(rng);
    let transpose = rng.below(2) == 1;
    let mut out = [0u8; CELLS];
    for r in 0..9 {
        for c in 0..9 {
            let (row, col) = if transpose { (c, r) } else { (r, c) };
            out[9 * r + c] = grid[9 * rows[row] + cols[col]];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::is_solution_of;

    #[test]
    fn random_grids_are_complete_and_valid() {
        let mut rng = Rng::new(3);
        for _ in 0..if cfg!(miri) { 5 } else { 2000 } {
            let grid = random_grid(&mut rng);
            assert!(is_solution_of(&[0; CELLS], &grid));
        }
    }

    #[test]
    fn relayout_keeps_grids_valid_and_moves_every_cell_somewhere() {
        let mut rng = Rng::new(11);
        let grid = fill(&mut rng);
        let mut moved = [false; CELLS];
        for _ in 0..200 {
            let out = relayout(&grid, &mut rng);
            assert!(is_solution_of(&[0; CELLS], &out));
            for cell in 0..CELLS {
                moved[cell] |= out[cell] != grid[cell];
            }
        }
        assert!(moved.iter().all(|&m| m));
    }

    #[test]
    fn line_orders_keep_groups_together() {
        let mut rng = Rng::new(5);
        for _ in 0..500 {
            let lines = line_order(&mut rng);
            let mut sorted = lines;
            sorted.sort_unstable();
            assert_eq!(sorted, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
            for slot in 0..3 {
                let group = lines[3 * slot] / 3;
                assert!(lines[3 * slot..3 * slot + 3]
                    .iter()
                    .all(|&l| l / 3 == group));
            }
        }
    }

    #[test]
    fn first_cell_digits_are_equally_likely() {
        // The fill is blind to digit names: each digit is as likely in any
        // one cell. 18,000 grids, 2,000 expected per digit, sd about 42.
        let mut rng = Rng::new(9);
        let mut counts = [0u32; 9];
        for _ in 0..if cfg!(miri) { 9 } else { 18_000 } {
            counts[random_grid(&mut rng)[40] as usize - 1] += 1;
        }
        if !cfg!(miri) {
            for count in counts {
                assert!((1_790..=2_210).contains(&count), "{counts:?}");
            }
        }
    }

    #[test]
    fn nth_bit_counts_from_the_lowest() {
        assert_eq!(nth_bit(0b1011_0100, 0), 2);
        assert_eq!(nth_bit(0b1011_0100, 1), 4);
        assert_eq!(nth_bit(0b1011_0100, 3), 7);
    }
}
