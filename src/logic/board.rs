//! The candidate grid a person sees: each cell's value or its pencil marks,
//! and for each house and digit the cells of the house that can still hold
//! the digit. Every technique reads this; only [`Board::place`] and
//! [`Board::eliminate`] change it, and both keep the tables in step.
//!
//! Digit masks are 9 bits, bit `d - 1` for digit `d`. A house's positions are
//! 9 bits too, bit `k` for the house's `k`-th cell in
//! [`HOUSE_CELLS`](crate::geometry::HOUSE_CELLS) order (a row left to right,
//! a column top to bottom, a box row by row).

use crate::geometry::{CellSet, CELLS, HOUSES, HOUSES_OF, HOUSE_CELLS, PEERS};

/// Every digit.
pub const ALL_DIGITS: u16 = 0x1FF;

/// The mask of one digit (1-9).
pub const fn digit_bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// How many bits a 9-bit mask has, by table: the library is built for
/// x86-64 without the popcount instruction, and the techniques count bits in
/// their innermost loops.
pub trait Count {
    fn count(self) -> u32;
}

static BIT_COUNTS: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut mask = 0;
    while mask < 512 {
        table[mask] = (mask as u16).count_ones() as u8;
        mask += 1;
    }
    table
};

impl Count for u16 {
    #[inline]
    fn count(self) -> u32 {
        u32::from(BIT_COUNTS[usize::from(self & ALL_DIGITS)])
    }
}

/// The lowest digit of a non-empty mask.
pub const fn first_digit(mask: u16) -> u8 {
    mask.trailing_zeros() as u8 + 1
}

/// The digits of a mask, lowest first.
pub fn digits(mask: u16) -> impl Iterator<Item = u8> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let digit = first_digit(rest);
        rest &= rest - 1;
        Some(digit)
    })
}

/// The place of each cell within its row, column and box, in the order of
/// [`HOUSES_OF`].
pub const INDEX_IN_HOUSE: [[u8; 3]; CELLS] = {
    let mut table = [[0u8; 3]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (row, col) = (cell / 9, cell % 9);
        table[cell] = [col as u8, row as u8, ((row % 3) * 3 + col % 3) as u8];
        cell += 1;
    }
    table
};

/// The grid a technique works on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Each cell's digit, 0 when empty.
    pub values: [u8; CELLS],
    /// Each empty cell's candidates; 0 for a filled cell.
    pub candidates: [u16; CELLS],
    /// `positions[house][digit - 1]`: where the digit can still go.
    pub positions: [[u16; 9]; HOUSES],
    /// Empty cells in each house.
    pub empty_in_house: [u8; HOUSES],
    /// The houses with one empty cell, bit `house`.
    pub last_empty: u32,
    /// The digits with one place left in each house.
    pub singles: [u16; HOUSES],
    /// The houses with such a digit, bit `house`.
    pub single_houses: u32,
    /// How many times each digit is placed (`placed[digit - 1]`).
    pub placed: [u8; 9],
    /// Empty cells in the grid.
    pub empty: u8,
}

impl Board {
    /// A board from cell values (0 for empty), each empty cell holding every
    /// digit that no peer holds.
    pub fn from_values(values: &[u8; CELLS]) -> Board {
        // The digits each house holds.
        let mut held = [0u16; HOUSES];
        for (cell, &value) in values.iter().enumerate() {
            if value != 0 {
                for &house in &HOUSES_OF[cell] {
                    held[house as usize] |= digit_bit(value);
                }
            }
        }
        let mut candidates = [0u16; CELLS];
        for (cell, mask) in candidates.iter_mut().enumerate() {
            if values[cell] == 0 {
                let [row, col, bx] = HOUSES_OF[cell].map(usize::from);
                *mask = ALL_DIGITS & !(held[row] | held[col] | held[bx]);
            }
        }
        Board::from_parts(values, &candidates)
    }

    /// A board from values and the candidates of the empty cells, taken as
    /// they are (a filled cell's mask is ignored).
    pub fn from_parts(values: &[u8; CELLS], candidates: &[u16; CELLS]) -> Board {
        let mut board = Board {
            values: *values,
            candidates: [0; CELLS],
            positions: [[0; 9]; HOUSES],
            empty_in_house: [0; HOUSES],
            last_empty: 0,
            singles: [0; HOUSES],
            single_houses: 0,
            placed: [0; 9],
            empty: 0,
        };
        for cell in 0..CELLS {
            let value = values[cell];
            if value != 0 {
                board.placed[value as usize - 1] += 1;
                continue;
            }
            board.empty += 1;
            board.candidates[cell] = candidates[cell] & ALL_DIGITS;
            for (k, &house) in HOUSES_OF[cell].iter().enumerate() {
                board.empty_in_house[house as usize] += 1;
                let bit = 1 << INDEX_IN_HOUSE[cell][k];
                for digit in digits(board.candidates[cell]) {
                    board.positions[house as usize][digit as usize - 1] |= bit;
                }
            }
        }
        for house in 0..HOUSES {
            if board.empty_in_house[house] == 1 {
                board.last_empty |= 1 << house;
            }
            for (index, &positions) in board.positions[house].iter().enumerate() {
                if positions != 0 && positions & (positions - 1) == 0 {
                    board.singles[house] |= 1 << index;
                }
            }
            if board.singles[house] != 0 {
                board.single_houses |= 1 << house;
            }
        }
        board
    }

    /// Whether every cell is filled.
    pub fn is_solved(&self) -> bool {
        self.empty == 0
    }

    /// The cells of `house` that can hold `digit`, as a 9-bit mask.
    #[inline]
    pub fn positions(&self, house: usize, digit: u8) -> u16 {
        self.positions[house][digit as usize - 1]
    }

    /// The cells of `house` that can hold `digit`, as a cell set.
    pub fn position_cells(&self, house: usize, digit: u8) -> CellSet {
        house_cells(house, self.positions(house, digit))
    }

    /// Whether `cell` has `digit` as a candidate.
    #[inline]
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.candidates[cell] & digit_bit(digit) != 0
    }

    /// The empty cells that hold `digit` as a candidate, among `cells`.
    pub fn cells_with(&self, cells: CellSet, digit: u8) -> CellSet {
        cells.iter().filter(|&cell| self.has(cell, digit)).collect()
    }

    /// Removes the candidates `mask` from `cell`.
    pub fn eliminate(&mut self, cell: usize, mask: u16) {
        let gone = self.candidates[cell] & mask;
        if gone == 0 {
            return;
        }
        self.candidates[cell] &= !gone;
        for digit in digits(gone) {
            self.unplace(cell, digit as usize - 1);
        }
    }

    /// Takes digit `index + 1` out of the positions of `cell`'s houses and
    /// keeps the houses' singles up to date.
    #[inline]
    fn unplace(&mut self, cell: usize, index: usize) {
        for (k, &house) in HOUSES_OF[cell].iter().enumerate() {
            let house = house as usize;
            let positions = &mut self.positions[house][index];
            *positions &= !(1u16 << INDEX_IN_HOUSE[cell][k]);
            let single = *positions != 0 && *positions & (*positions - 1) == 0;
            let singles = &mut self.singles[house];
            *singles = *singles & !(1 << index) | u16::from(single) << index;
            if *singles == 0 {
                self.single_houses &= !(1 << house);
            } else {
                self.single_houses |= 1 << house;
            }
        }
    }

    /// Puts `digit` in the empty `cell` and removes it from the candidates
    /// of the cell's peers.
    pub fn place(&mut self, cell: usize, digit: u8) {
        debug_assert_eq!(self.values[cell], 0, "placing into a filled cell");
        self.eliminate(cell, ALL_DIGITS);
        self.values[cell] = digit;
        self.placed[digit as usize - 1] += 1;
        self.empty -= 1;
        for &house in &HOUSES_OF[cell] {
            let left = &mut self.empty_in_house[house as usize];
            *left -= 1;
            if *left == 1 {
                self.last_empty |= 1 << house;
            } else {
                self.last_empty &= !(1 << house);
            }
        }
        let bit = digit_bit(digit);
        for &peer in &PEERS[cell] {
            let peer = peer as usize;
            if self.candidates[peer] & bit != 0 {
                self.candidates[peer] &= !bit;
                self.unplace(peer, digit as usize - 1);
            }
        }
    }
}

/// The cells of `house` picked by a 9-bit position mask.
pub fn house_cells(house: usize, mask: u16) -> CellSet {
    let mut set = CellSet::EMPTY;
    for (k, &cell) in HOUSE_CELLS[house].iter().enumerate() {
        if mask >> k & 1 != 0 {
            set.insert(cell as usize);
        }
    }
    set
}

/// `SHARED[a][b]`: the cells of house `a` that lie in house `b`, as a 9-bit
/// position mask of house `a`.
static SHARED: [[u16; HOUSES]; HOUSES] = {
    let mut table = [[0u16; HOUSES]; HOUSES];
    let mut a = 0;
    while a < HOUSES {
        let mut k = 0;
        while k < 9 {
            let cell = HOUSE_CELLS[a][k] as usize;
            let mut h = 0;
            while h < 3 {
                table[a][HOUSES_OF[cell][h] as usize] |= 1 << k;
                h += 1;
            }
            k += 1;
        }
        a += 1;
    }
    table
};

/// The cells of house `a` that lie in house `b`, as positions of `a`.
#[inline]
pub fn shared(a: usize, b: usize) -> u16 {
    SHARED[a][b]
}

/// The masks of `k` bits out of the low `n`, in increasing numeric order
/// (Gosper's hack); one empty mask when `k` is 0 and `n` is not.
pub fn masks_of(n: u32, k: u32) -> impl Iterator<Item = u32> {
    let end = 1u32 << n;
    let mut next = if n == 0 || k > n {
        end
    } else {
        (1u32 << k) - 1
    };
    std::iter::from_fn(move || {
        if next >= end {
            return None;
        }
        let mask = next;
        next = if mask == 0 {
            end
        } else {
            // The next larger number with as many bits set.
            let low = mask & mask.wrapping_neg();
            let ripple = mask + low;
            ripple | (((mask ^ ripple) >> 2) / low)
        };
        Some(mask)
    })
}

/// The `k`-bit subsets of a 9-bit `mask`, in increasing numeric order:
/// {1,2}, {1,3}, {2,3}, {1,4}, ... This is the order in which Sudoku
/// Explainer tries subsets and fish, which decides the step it takes first;
/// a technique passes the bits that can take part.
pub fn subsets_of(mask: u16, k: u32) -> impl Iterator<Item = u16> {
    let mut bits = [0u8; 9];
    let mut n = 0;
    for bit in 0..9 {
        if mask >> bit & 1 != 0 {
            bits[n] = bit;
            n += 1;
        }
    }
    masks_of(n as u32, k).map(move |picked| {
        (0..n)
            .filter(|j| picked >> j & 1 != 0)
            .fold(0u16, |out, j| out | 1 << bits[j])
    })
}

/// The houses a technique scans, in Sudoku Explainer's order for singles,
/// subsets and its other house-by-house rules: boxes, then columns, then rows.
pub const BOXES_COLUMNS_ROWS: [u8; HOUSES] = {
    let mut order = [0u8; HOUSES];
    let mut i = 0;
    while i < 9 {
        order[i] = 18 + i as u8;
        order[9 + i] = 9 + i as u8;
        order[18 + i] = i as u8;
        i += 1;
    }
    order
};

/// The three houses of a cell in Sudoku Explainer's region order: box, row,
/// column.
pub const fn box_row_column(cell: usize) -> [usize; 3] {
    let [row, col, bx] = HOUSES_OF[cell];
    [bx as usize, row as usize, col as usize]
}

/// The 20 peers of each cell in the order Sudoku Explainer lists a cell's
/// "house cells": the box row by row, then the rest of the row, then the rest
/// of the column. Wings, loops and exclusions scan peers in this order.
pub const PEERS_BOX_ROW_COLUMN: [[u8; 20]; CELLS] = {
    let mut table = [[0u8; 20]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let houses = box_row_column(cell);
        let mut n = 0;
        let mut h = 0;
        while h < 3 {
            let mut k = 0;
            while k < 9 {
                let other = HOUSE_CELLS[houses[h]][k] as usize;
                let mut seen = other == cell;
                let mut j = 0;
                while j < n {
                    if table[cell][j] as usize == other {
                        seen = true;
                    }
                    j += 1;
                }
                if !seen {
                    table[cell][n] = other as u8;
                    n += 1;
                }
                k += 1;
            }
            h += 1;
        }
        cell += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::PEER_SETS;

    const PUZZLE: &[u8; 81] =
        b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn values(text: &[u8; 81]) -> [u8; 81] {
        crate::grid::parse(text).unwrap()
    }

    /// Rebuilds every table from values and candidates alone.
    fn rebuilt(board: &Board) -> Board {
        Board::from_parts(&board.values, &board.candidates)
    }

    #[test]
    fn tables_follow_places_and_eliminations() {
        let mut board = Board::from_values(&values(PUZZLE));
        assert_eq!(
            board.candidates[2],
            digit_bit(1) | digit_bit(2) | digit_bit(4)
        );
        assert_eq!(board.empty, 51);
        board.place(2, 4);
        board.eliminate(3, digit_bit(6) | digit_bit(2));
        assert_eq!(board, rebuilt(&board));
        assert_eq!(board.placed[3], 3);
        assert!(!board.has(11, 4) && !board.has(2, 1));
        assert_eq!(board.empty_in_house[0], 5);
        let row0 = board.positions(0, 1);
        assert_eq!(house_cells(0, row0), board.cells_with(HOUSE_SETS_ROW0, 1));
    }

    const HOUSE_SETS_ROW0: CellSet = crate::geometry::HOUSE_SETS[0];

    #[test]
    fn masks_of_counts_every_subset_once_in_order() {
        for n in 0..=9u32 {
            for k in 0..=9u32 {
                let masks: Vec<u32> = masks_of(n, k).collect();
                let want: Vec<u32> = (0..1u32 << n)
                    .filter(|m| m.count_ones() == k && n > 0)
                    .collect();
                assert_eq!(masks, want, "{k} of {n}");
            }
        }
    }

    #[test]
    fn subsets_of_a_mask_keep_the_order_of_all_combinations() {
        for mask in [0u16, 0b1, 0b1_0110_1001, ALL_DIGITS] {
            for k in 2..=4 {
                let want: Vec<u16> = masks_of(9, k)
                    .map(|c| c as u16)
                    .filter(|c| c & !mask == 0)
                    .collect();
                assert_eq!(subsets_of(mask, k).collect::<Vec<_>>(), want);
            }
        }
    }

    #[test]
    fn peer_orders_hold_every_peer_once() {
        for cell in 0..CELLS {
            let set: CellSet = PEERS_BOX_ROW_COLUMN[cell]
                .iter()
                .map(|&c| c as usize)
                .collect();
            assert_eq!(set, PEER_SETS[cell]);
        }
        // Cell r2c2: the box first, then the row, then the column.
        assert_eq!(PEERS_BOX_ROW_COLUMN[10][..8], [0, 1, 2, 9, 11, 18, 19, 20]);
        assert_eq!(PEERS_BOX_ROW_COLUMN[10][8..14], [12, 13, 14, 15, 16, 17]);
        assert_eq!(BOXES_COLUMNS_ROWS[0], 18);
        assert_eq!(BOXES_COLUMNS_ROWS[26], 8);
    }
}
