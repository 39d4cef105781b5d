//! The implications of a grid that does not change, listed once: what each
//! candidate "on" makes off and each candidate "off" makes on, in the order
//! of [`links`](super::links), so that the many walks of a static chain
//! search read lists instead of scanning houses.

use super::grid::{other_position, Cands};
use super::links::two_bits;
use super::potential::{Cause, CANDS};
use crate::geometry::{box_of, col_of, row_of, CELLS, HOUSE_CELLS};

/// At most 28 "off" candidates for each "on" one (8 in its cell, 20 peers).
const ON_LIST: usize = CANDS * 28;
/// At most 4 "on" candidates for each "off" one (its cell's other, and the
/// other place in each of its three houses).
const OFF_LIST: usize = CANDS * 4;

/// The implication lists of one grid. Candidates are `cell * 9 + digit`.
pub struct Graph {
    /// `on_list[on_start[c]..on_start[c + 1]]`: what `c` on makes off, the
    /// cell's other candidates first (`on_cell[c]` of them, Y-links).
    on_start: [u16; CANDS + 1],
    on_cell: [u8; CANDS],
    on_list: [u16; ON_LIST],
    on_cause: [u8; ON_LIST],
    /// `off_list[off_start[c]..off_start[c + 1]]`: what `c` off makes on,
    /// the cell's other candidate first when it has two (`off_cell[c]` is
    /// then 1), with the cause of each.
    off_start: [u16; CANDS + 1],
    off_cell: [u8; CANDS],
    off_list: [u16; OFF_LIST],
    off_cause: [u8; OFF_LIST],
}

impl Graph {
    /// Lists the implications of `grid`.
    pub fn build(&mut self, grid: &Cands) {
        let mut on_len = 0usize;
        let mut off_len = 0usize;
        for cell in 0..CELLS {
            let mask = grid.cand[cell];
            let (row, col, bx) = (row_of(cell), col_of(cell), 18 + box_of(cell));
            let bivalue = two_bits(mask);
            for digit in 0..9 {
                let cand = cell * 9 + digit;
                self.on_start[cand] = on_len as u16;
                self.off_start[cand] = off_len as u16;
                self.on_cell[cand] = 0;
                self.off_cell[cand] = 0;
                if mask >> digit & 1 == 0 {
                    continue;
                }
                let mut others = mask & !(1 << digit);
                self.on_cell[cand] = others.count_ones() as u8;
                while others != 0 {
                    let other = others.trailing_zeros() as usize;
                    others &= others - 1;
                    self.on_list[on_len] = (cell * 9 + other) as u16;
                    self.on_cause[on_len] = Cause::Cell as u8;
                    on_len += 1;
                }
                // The box row by row, then the rest of the row, then the
                // rest of the column.
                let peers = [
                    (
                        bx,
                        grid.positions(bx, digit) & !(1 << (row % 3 * 3 + col % 3)),
                        Cause::Box,
                    ),
                    (
                        row,
                        grid.positions(row, digit) & !(0b111 << (col / 3 * 3)),
                        Cause::Row,
                    ),
                    (
                        9 + col,
                        grid.positions(9 + col, digit) & !(0b111 << (row / 3 * 3)),
                        Cause::Column,
                    ),
                ];
                for (house, mut places, cause) in peers {
                    while places != 0 {
                        let k = places.trailing_zeros() as usize;
                        places &= places - 1;
                        self.on_list[on_len] = (HOUSE_CELLS[house][k] as usize * 9 + digit) as u16;
                        self.on_cause[on_len] = cause as u8;
                        on_len += 1;
                    }
                }
                if bivalue {
                    let other = (mask & !(1 << digit)).trailing_zeros() as usize;
                    self.off_list[off_len] = (cell * 9 + other) as u16;
                    self.off_cause[off_len] = Cause::Cell as u8;
                    off_len += 1;
                    self.off_cell[cand] = 1;
                }
                let first = off_len;
                for house in [bx, row, 9 + col] {
                    let places = grid.positions(house, digit);
                    if two_bits(places) {
                        let other = (other_position(house, places, cell) * 9 + digit) as u16;
                        if self.off_list[first..off_len].contains(&other) {
                            continue;
                        }
                        self.off_list[off_len] = other;
                        self.off_cause[off_len] = Cause::of_house(house) as u8;
                        off_len += 1;
                    }
                }
            }
        }
        self.on_start[CANDS] = on_len as u16;
        self.off_start[CANDS] = off_len as u16;
    }

    /// What candidate `cand` on makes off, with or without Y-links, and
    /// the causes.
    #[inline(always)]
    pub fn offs(&self, cand: usize, y_links: bool) -> (&[u16], &[u8]) {
        let start = self.on_start[cand] as usize
            + if y_links {
                0
            } else {
                self.on_cell[cand] as usize
            };
        let end = self.on_start[cand + 1] as usize;
        (&self.on_list[start..end], &self.on_cause[start..end])
    }

    /// What candidate `cand` off makes on, with the causes: Y-links, X-links
    /// or both.
    #[inline(always)]
    pub fn ons(&self, cand: usize, y_links: bool, x_links: bool) -> (&[u16], &[u8]) {
        let start = self.off_start[cand] as usize;
        let end = self.off_start[cand + 1] as usize;
        let cell = self.off_cell[cand] as usize;
        let (from, to) = match (y_links, x_links) {
            (true, true) => (start, end),
            (true, false) => (start, start + cell),
            _ => (start + cell, end),
        };
        (&self.off_list[from..to], &self.off_cause[from..to])
    }
}
