//! The two kinds of implication every chain is made of, in the order Sudoku
//! Explainer lists them (which decides which chain is found first):
//!
//! - "on" to "off": a candidate assumed true makes false the cell's other
//!   candidates (a Y-link; not used by X-chains) and the same digit in the
//!   cell's peers: the box row by row, then the rest of the row, then the
//!   rest of the column;
//! - "off" to "on": a candidate assumed false makes true the cell's other
//!   candidate when it has two (a Y-link), and the digit's other place in
//!   each of the cell's box, row and column that has two (an X-link).

use super::super::board::INDEX_IN_HOUSE;
use super::grid::Cands;
use super::potential::{pot, Cause};
use crate::geometry::{HOUSES_OF, HOUSE_CELLS};

/// Whether a mask has exactly two bits.
#[inline(always)]
pub fn two_bits(mask: u16) -> bool {
    let rest = mask & mask.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}

/// The potentials made off by `cell` holding `digit`, with their causes.
/// Stops when `f` returns true. (One call of `f`, in a loop, so that it is
/// inlined.)
#[inline(always)]
pub fn on_to_off(
    grid: &Cands,
    cell: usize,
    digit: usize,
    y_links: bool,
    mut f: impl FnMut(u16, Cause) -> bool,
) {
    let [row, col, bx] = HOUSES_OF[cell].map(usize::from);
    let [in_row, in_col, in_box] = INDEX_IN_HOUSE[cell];
    let others = if y_links {
        grid.cand[cell] & !(1 << digit)
    } else {
        0
    };
    // The cell's other candidates (house 27 here), the box row by row,
    // the rest of the row (without the box's third), the rest of the
    // column.
    let segments = [
        (others, 27, Cause::Cell),
        (grid.positions(bx, digit) & !(1 << in_box), bx, Cause::Box),
        (
            grid.positions(row, digit) & !(0b111 << (in_row / 3 * 3)),
            row,
            Cause::Row,
        ),
        (
            grid.positions(col, digit) & !(0b111 << (in_col / 3 * 3)),
            col,
            Cause::Column,
        ),
    ];
    for (mut places, house, cause) in segments {
        while places != 0 {
            let k = places.trailing_zeros() as usize;
            places &= places - 1;
            let off = if house == 27 {
                pot(cell, k, false)
            } else {
                pot(HOUSE_CELLS[house][k] as usize, digit, false)
            };
            if f(off, cause) {
                return;
            }
        }
    }
}

/// The potentials made on by `cell` not holding `digit`, with their causes
/// and the house of an X-link (27 for a Y-link): the cell's other
/// candidate, then the digit's other place in the box, the row and the
/// column. Each potential comes once, with the first cause. Stops when `f`
/// returns true.
#[inline(always)]
pub fn off_to_on(
    grid: &Cands,
    cell: usize,
    digit: usize,
    y_links: bool,
    x_links: bool,
    mut f: impl FnMut(u16, Cause, usize) -> bool,
) {
    if y_links {
        let mask = grid.cand[cell];
        if two_bits(mask) {
            let other = (mask & !(1 << digit)).trailing_zeros() as usize;
            if f(pot(cell, other, true), Cause::Cell, 27) {
                return;
            }
        }
    }
    if x_links {
        let [row, col, bx] = HOUSES_OF[cell];
        let [in_row, in_col, in_box] = INDEX_IN_HOUSE[cell];
        let mut before = [usize::MAX; 2];
        for (i, (house, at)) in [(bx, in_box), (row, in_row), (col, in_col)]
            .into_iter()
            .enumerate()
        {
            let house = house as usize;
            let places = grid.positions(house, digit);
            if two_bits(places) {
                let other = other_place(house, places, at);
                if before.contains(&other) {
                    continue;
                }
                if i < 2 {
                    before[i] = other;
                }
                if f(pot(other, digit, true), Cause::of_house(house), house) {
                    return;
                }
            }
        }
    }
}

/// The cell of the other place of two, `places`, in `house`, when the cell
/// at place `at` is one of them (otherwise the first).
#[inline(always)]
fn other_place(house: usize, places: u16, at: u8) -> usize {
    let bit = 1 << at;
    let rest = if places & bit != 0 {
        places & !bit
    } else {
        places
    };
    HOUSE_CELLS[house][rest.trailing_zeros() as usize] as usize
}
