//! The grid as HoDoKu's solver keeps it: values, candidates, per digit the
//! cells that can hold it, per house and digit how many cells can, and the
//! two queues of singles that elimination fills.
//!
//! The queues decide which single HoDoKu takes next, so they are kept as it
//! keeps them: a cell enters the naked-single queue when an elimination
//! leaves it one candidate, a (cell, digit) enters the hidden-single queue
//! when an elimination or placement leaves the digit one place in a house.
//! Givens are placed one by one on a grid full of candidates, so loading a
//! puzzle fills the queues too.

use std::collections::VecDeque;

use crate::geometry::{CellSet, CELLS, HOUSES, HOUSES_OF, HOUSE_SETS, PEER_SETS};

pub(super) const ALL_DIGITS: u16 = 0x1ff;

/// One digit as a candidate bit (`digit` in 1..=9).
#[inline]
pub(super) const fn bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// The digits of a candidate mask, smallest first.
pub(super) fn digits_of(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |&d| mask & bit(d) != 0)
}

#[derive(Clone)]
pub(super) struct Board {
    /// 0 for an empty cell.
    pub values: [u8; CELLS],
    /// Candidate bits of the empty cells; 0 for a filled cell.
    pub cands: [u16; CELLS],
    /// Per digit (index 1-9), the empty cells that can hold it.
    pub digit_cells: [CellSet; 10],
    /// Per house and digit, how many empty cells of the house can hold it.
    pub free: [[u8; 10]; HOUSES],
    /// The puzzle's givens (cells placed later are not).
    pub givens: CellSet,
    /// Cells left with one candidate, with that digit, oldest first.
    pub naked_queue: VecDeque<(u8, u8)>,
    /// (cell, digit) left as the digit's one place in a house, oldest first.
    pub hidden_queue: VecDeque<(u8, u8)>,
}

impl Board {
    /// The puzzle's board, its givens placed in cell order.
    pub fn new(puzzle: &[u8; CELLS]) -> Board {
        let mut board = Board {
            values: [0; CELLS],
            cands: [ALL_DIGITS; CELLS],
            digit_cells: [CellSet::ALL; 10],
            free: [[9; 10]; HOUSES],
            naked_queue: VecDeque::new(),
            hidden_queue: VecDeque::new(),
            givens: CellSet::EMPTY,
        };
        for (cell, &value) in puzzle.iter().enumerate() {
            if value != 0 {
                board.place(cell, value);
                board.givens.insert(cell);
            }
        }
        board
    }

    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// The cell of `house` that can hold `digit`, when there is one left.
    fn last_place(&self, house: usize, digit: u8) -> Option<usize> {
        self.digit_cells[digit as usize]
            .and(HOUSE_SETS[house])
            .first()
    }

    /// Removes `digit` from `cell`'s candidates (nothing if it is not one).
    pub fn eliminate(&mut self, cell: usize, digit: u8) {
        if self.cands[cell] & bit(digit) == 0 {
            return;
        }
        self.cands[cell] &= !bit(digit);
        self.digit_cells[digit as usize].remove(cell);
        for &house in &HOUSES_OF[cell] {
            let house = house as usize;
            self.free[house][digit as usize] -= 1;
            if self.free[house][digit as usize] == 1 {
                if let Some(last) = self.last_place(house, digit) {
                    self.hidden_queue.push_back((last as u8, digit));
                }
            }
        }
        let left = self.cands[cell];
        if left != 0 && left & (left - 1) == 0 {
            self.naked_queue
                .push_back((cell as u8, left.trailing_zeros() as u8 + 1));
        }
    }

    /// Places `value` in `cell`: removes it from the peers (in cell order),
    /// then clears the cell's own candidates.
    pub fn place(&mut self, cell: usize, value: u8) {
        if self.values[cell] == value {
            return;
        }
        self.values[cell] = value;
        for peer in PEER_SETS[cell] {
            self.eliminate(peer, value);
        }
        let old = self.cands[cell];
        self.cands[cell] = 0;
        for digit in digits_of(old) {
            self.digit_cells[digit as usize].remove(cell);
            for &house in &HOUSES_OF[cell] {
                let house = house as usize;
                self.free[house][digit as usize] -= 1;
                if self.free[house][digit as usize] == 1 && digit != value {
                    if let Some(last) = self.last_place(house, digit) {
                        self.hidden_queue.push_back((last as u8, digit));
                    }
                }
            }
        }
    }
}
