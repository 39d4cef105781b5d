//! The candidate grid a chain search reads and, for dynamic chains, changes:
//! each cell's candidates and, for each house and digit, the cells of the
//! house that can hold it. A copy of the board's, without the tables the
//! other techniques keep, so that a chain can take candidates out and put
//! them back cheaply.

use super::super::board::{Board, INDEX_IN_HOUSE};
use super::super::masks::Count;
use crate::geometry::{CELLS, HOUSES, HOUSES_OF, HOUSE_CELLS};

/// Candidates by cell and positions by house, bit `d` for digit `d + 1`
/// (digits are 0-based here) and bit `k` for a house's `k`-th cell.
#[derive(Clone, PartialEq, Eq)]
pub struct Cands {
    pub cand: [u16; CELLS],
    pub pos: [[u16; 9]; HOUSES],
}

impl Cands {
    /// The board's candidates.
    pub fn set_from(&mut self, board: &Board) {
        self.cand = board.candidates;
        self.pos = board.positions;
    }

    #[inline(always)]
    pub fn has(&self, cell: usize, digit: usize) -> bool {
        self.cand[cell] >> digit & 1 != 0
    }

    #[inline(always)]
    pub fn count(&self, cell: usize) -> u32 {
        self.cand[cell].count()
    }

    /// Positions of `digit` in `house`.
    #[inline(always)]
    pub fn positions(&self, house: usize, digit: usize) -> u16 {
        self.pos[house][digit]
    }

    /// Takes candidate `digit` out of `cell` (it must be there).
    #[inline(always)]
    pub fn remove(&mut self, cell: usize, digit: usize) {
        debug_assert!(self.has(cell, digit));
        self.cand[cell] &= !(1 << digit);
        for k in 0..3 {
            let house = HOUSES_OF[cell][k] as usize;
            self.pos[house][digit] &= !(1 << INDEX_IN_HOUSE[cell][k]);
        }
    }
}

/// The other cell of a house whose positions for a digit are `cell` and
/// one more.
#[inline(always)]
pub fn other_position(house: usize, positions: u16, cell: usize) -> usize {
    let first = positions.trailing_zeros() as usize;
    let a = HOUSE_CELLS[house][first] as usize;
    if a != cell {
        return a;
    }
    let second = (positions & (positions - 1)).trailing_zeros() as usize;
    HOUSE_CELLS[house][second] as usize
}
