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

use super::grid::{other_position, Cands};
use super::potential::{pot, Cause};
use crate::geometry::{box_of, col_of, row_of, HOUSE_CELLS};

/// Whether a mask has exactly two bits.
#[inline(always)]
pub fn two_bits(mask: u16) -> bool {
    let rest = mask & mask.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}

/// Calls `f` with each cell of `house` in `places` (bit `k` for its `k`-th
/// cell), in order.
#[inline(always)]
fn each_place(house: usize, mut places: u16, mut f: impl FnMut(usize)) {
    while places != 0 {
        let k = places.trailing_zeros() as usize;
        places &= places - 1;
        f(HOUSE_CELLS[house][k] as usize);
    }
}

/// The potentials made off by `cell` holding `digit`, with their causes.
#[inline(always)]
pub fn on_to_off(
    grid: &Cands,
    cell: usize,
    digit: usize,
    y_links: bool,
    mut f: impl FnMut(u16, Cause),
) {
    if y_links {
        let mut others = grid.cand[cell] & !(1 << digit);
        while others != 0 {
            let other = others.trailing_zeros() as usize;
            others &= others - 1;
            f(pot(cell, other, false), Cause::Cell);
        }
    }
    // The box row by row, then the rest of the row, then the rest of the
    // column.
    let (row, col) = (row_of(cell), col_of(cell));
    let bx = 18 + box_of(cell);
    let in_box = grid.positions(bx, digit) & !(1 << (row % 3 * 3 + col % 3));
    each_place(bx, in_box, |peer| f(pot(peer, digit, false), Cause::Box));
    let in_row = grid.positions(row, digit) & !(0b111 << (col / 3 * 3));
    each_place(row, in_row, |peer| f(pot(peer, digit, false), Cause::Row));
    let in_col = grid.positions(9 + col, digit) & !(0b111 << (row / 3 * 3));
    each_place(9 + col, in_col, |peer| {
        f(pot(peer, digit, false), Cause::Column)
    });
}

/// The potentials made on by `cell` not holding `digit`, with their causes
/// and the house of an X-link (27 for a Y-link). Each potential comes once,
/// with the first cause.
#[inline(always)]
pub fn off_to_on(
    grid: &Cands,
    cell: usize,
    digit: usize,
    y_links: bool,
    x_links: bool,
    mut f: impl FnMut(u16, Cause, usize),
) {
    if y_links {
        let mask = grid.cand[cell];
        if two_bits(mask) {
            let other = (mask & !(1 << digit)).trailing_zeros() as usize;
            f(pot(cell, other, true), Cause::Cell, 27);
        }
    }
    if x_links {
        let houses = [18 + box_of(cell), row_of(cell), 9 + col_of(cell)];
        let mut found = [usize::MAX; 3];
        for (i, &house) in houses.iter().enumerate() {
            let places = grid.positions(house, digit);
            if two_bits(places) {
                let other = other_position(house, places, cell);
                if found[..i].contains(&other) {
                    continue;
                }
                found[i] = other;
                f(pot(other, digit, true), Cause::of_house(house), house);
            }
        }
    }
}
