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

use crate::geometry::{CellSet, CELLS, HOUSES, HOUSES_OF, HOUSE_SETS, PEER_SETS};

pub(super) const ALL_DIGITS: u16 = 0x1ff;

/// One digit as a candidate bit (`digit` in 1..=9).
#[inline]
pub(super) const fn bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// How many digits a candidate mask holds: a table, since the release
/// build targets baseline x86-64, where `count_ones` has no instruction.
#[inline]
pub(super) fn ones(mask: u16) -> u32 {
    const TABLE: [u8; 512] = {
        let mut table = [0u8; 512];
        let mut mask = 1;
        while mask < 512 {
            table[mask] = table[mask >> 1] + (mask & 1) as u8;
            mask += 1;
        }
        table
    };
    TABLE[(mask & ALL_DIGITS) as usize] as u32
}

/// Per house, the house and every house that meets it in two or three
/// cells (a line's three boxes, a box's three rows and three columns): what
/// a search for a pattern of two or more cells of the house reads.
pub(super) const CROSSING: [[u8; 7]; HOUSES] = {
    let mut reads = [[0u8; 7]; HOUSES];
    let mut house = 0;
    while house < HOUSES {
        reads[house][0] = house as u8;
        let mut k = 1;
        while k < 7 {
            // Repeats fill a line's unused slots: reading one twice is harmless.
            reads[house][k] = house as u8;
            k += 1;
        }
        if house < 9 {
            let band = house / 3;
            let mut j = 0;
            while j < 3 {
                reads[house][1 + j] = (18 + band * 3 + j) as u8;
                j += 1;
            }
        } else if house < 18 {
            let stack = (house - 9) / 3;
            let mut j = 0;
            while j < 3 {
                reads[house][1 + j] = (18 + stack + 3 * j) as u8;
                j += 1;
            }
        } else {
            let b = house - 18;
            let mut j = 0;
            while j < 3 {
                reads[house][1 + j] = ((b / 3) * 3 + j) as u8;
                reads[house][4 + j] = (9 + (b % 3) * 3 + j) as u8;
                j += 1;
            }
        }
        house += 1;
    }
    reads
};

/// A first-in first-out queue of (cell, digit) with room for every entry
/// a board can ever make (`N`), so it never allocates and never wraps:
/// the board pushes an entry on a transition that happens once at most
/// (a cell left with one candidate, a house's count of a digit reaching
/// one), and candidates are only ever removed.
#[derive(Clone)]
pub(super) struct Queue<const N: usize> {
    entries: [(u8, u8); N],
    head: usize,
    tail: usize,
}

impl<const N: usize> Queue<N> {
    const fn new() -> Self {
        Queue {
            entries: [(0, 0); N],
            head: 0,
            tail: 0,
        }
    }

    #[inline]
    fn push_back(&mut self, entry: (u8, u8)) {
        self.entries[self.tail] = entry;
        self.tail += 1;
    }

    #[inline]
    pub fn pop_front(&mut self) -> Option<(u8, u8)> {
        let entry = *self.entries[self.head..self.tail].first()?;
        self.head += 1;
        Some(entry)
    }

    /// The entries, oldest first.
    #[inline]
    pub fn entries(&self) -> &[(u8, u8)] {
        &self.entries[self.head..self.tail]
    }
}

impl<'a, const N: usize> IntoIterator for &'a Queue<N> {
    type Item = &'a (u8, u8);
    type IntoIter = std::slice::Iter<'a, (u8, u8)>;
    fn into_iter(self) -> Self::IntoIter {
        self.entries().iter()
    }
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
    /// Per house, the sum of its `free` counts (its candidates).
    pub house_candidates: [u8; HOUSES],
    /// The puzzle's givens (cells placed later are not).
    pub givens: CellSet,
    /// Cells left with one candidate, with that digit, oldest first (a
    /// cell enters once at most).
    pub naked_queue: Queue<CELLS>,
    /// (cell, digit) left as the digit's one place in a house, oldest
    /// first (once at most per house and digit).
    pub hidden_queue: Queue<{ HOUSES * 9 }>,
    /// How many cells are empty.
    empty: u8,
    /// The walk's step count: [`super::solver::apply`] raises it before
    /// applying a step, so a search can tell which houses changed since it
    /// last ran (see `touched`).
    pub epoch: u32,
    /// Per house, the epoch of the last change of its candidates.
    pub touched: [u32; HOUSES],
}

impl Board {
    /// The puzzle's board, its givens placed in cell order.
    pub fn new(puzzle: &[u8; CELLS]) -> Board {
        let mut board = Board {
            values: [0; CELLS],
            cands: [ALL_DIGITS; CELLS],
            digit_cells: [CellSet::ALL; 10],
            free: [[9; 10]; HOUSES],
            house_candidates: [81; HOUSES],
            naked_queue: Queue::new(),
            hidden_queue: Queue::new(),
            empty: CELLS as u8,
            givens: CellSet::EMPTY,
            epoch: 0,
            touched: [0; HOUSES],
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
        self.empty == 0
    }

    /// The cell of `house` that can hold `digit`, when there is one left.
    fn last_place(&self, house: usize, digit: u8) -> Option<usize> {
        self.digit_cells[digit as usize]
            .and(HOUSE_SETS[house])
            .first()
    }

    /// Removes `digit` from `cell`'s candidates (nothing if it is not one).
    #[inline]
    pub fn eliminate(&mut self, cell: usize, digit: u8) {
        if self.cands[cell] & bit(digit) != 0 {
            self.remove_candidate(cell, digit);
        }
    }

    /// Removes `digit`, one of `cell`'s candidates, from them.
    fn remove_candidate(&mut self, cell: usize, digit: u8) {
        self.cands[cell] &= !bit(digit);
        self.digit_cells[digit as usize].remove(cell);
        for &house in &HOUSES_OF[cell] {
            let house = house as usize;
            self.touched[house] = self.epoch;
            self.house_candidates[house] -= 1;
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
        if self.values[cell] == 0 {
            self.empty -= 1;
        }
        self.values[cell] = value;
        // Only the peers holding the candidate, still in cell order.
        for peer in PEER_SETS[cell].and(self.digit_cells[value as usize]) {
            self.remove_candidate(peer, value);
        }
        let old = self.cands[cell];
        self.cands[cell] = 0;
        let mut rest = old;
        while rest != 0 {
            let digit = rest.trailing_zeros() as u8 + 1;
            rest &= rest - 1;
            self.digit_cells[digit as usize].remove(cell);
            for &house in &HOUSES_OF[cell] {
                let house = house as usize;
                self.touched[house] = self.epoch;
                self.house_candidates[house] -= 1;
                self.free[house][digit as usize] -= 1;
                if self.free[house][digit as usize] == 1 && digit != value {
                    if let Some(last) = self.last_place(house, digit) {
                        self.hidden_queue.push_back((last as u8, digit));
                    }
                }
            }
        }
    }

    /// What a search records when it found nothing in a house, for
    /// [`Board::unchanged_since`]: the epoch + 1, so 0 is "not yet".
    #[inline]
    pub fn stamp(&self) -> u32 {
        self.epoch + 1
    }

    /// Whether `stamp` was taken and none of `houses` changed after it.
    #[inline]
    pub fn unchanged_since(&self, stamp: u32, houses: &[u8]) -> bool {
        stamp != 0 && houses.iter().all(|&h| self.touched[h as usize] < stamp)
    }

    /// Whether `house` has no candidate left but `digit`'s.
    #[inline]
    pub fn only_digit_left(&self, house: usize, digit: u8) -> bool {
        self.house_candidates[house] == self.free[house][digit as usize]
    }

    /// Drops the naked-single queue's oldest entries whose cells are
    /// filled: every reader skips those, and a cell never empties again.
    #[inline]
    pub fn drop_filled_naked(&mut self) {
        while let Some(&(cell, _)) = self.naked_queue.entries().first() {
            if self.values[cell as usize] == 0 {
                break;
            }
            self.naked_queue.head += 1;
        }
    }
}
