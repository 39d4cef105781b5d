//! The candidate grid a person sees: each cell's value or its pencil marks,
//! and for each house and digit the cells of the house that can still hold
//! the digit. Every technique reads this; only [`Board::place`] and
//! [`Board::eliminate`] change it, and both keep the tables in step.
//!
//! Digit masks are 9 bits, bit `d - 1` for digit `d`. A house's positions are
//! 9 bits too, bit `k` for the house's `k`-th cell in
//! [`HOUSE_CELLS`](crate::geometry::HOUSE_CELLS) order (a row left to right,
//! a column top to bottom, a box row by row).

use super::masks::{digit_bit, digits, Count, ALL_DIGITS};
use crate::geometry::{CellSet, CELLS, HOUSES, HOUSES_OF, HOUSE_CELLS};

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

/// A set of thirds (bits 0-2) as positions: third `j` is `{3j, 3j+1, 3j+2}`,
/// the three cells of a line in box `j` of its band or stack, or the cells of
/// a box in its row `j`.
const SPREAD_THIRDS: [u16; 8] = {
    let mut table = [0u16; 8];
    let mut m = 0;
    while m < 8 {
        let mut j = 0;
        while j < 3 {
            if m >> j & 1 != 0 {
                table[m] |= 0b111 << (3 * j);
            }
            j += 1;
        }
        m += 1;
    }
    table
};

/// A set of a box's columns (bits 0-2) as positions of the box.
const SPREAD_COLUMNS: [u16; 8] = {
    let mut table = [0u16; 8];
    let mut m = 0;
    while m < 8 {
        let mut j = 0;
        while j < 3 {
            if m >> j & 1 != 0 {
                table[m] |= 0b001_001_001 << j;
            }
            j += 1;
        }
        m += 1;
    }
    table
};

/// Each cell's houses, with the cell's bit in the house's positions.
const HOUSE_AND_BIT: [[(u8, u16); 3]; CELLS] = {
    let mut table = [[(0u8, 0u16); 3]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut k = 0;
        while k < 3 {
            table[cell][k] = (HOUSES_OF[cell][k], 1 << INDEX_IN_HOUSE[cell][k]);
            k += 1;
        }
        cell += 1;
    }
    table
};

/// Where the given digits are, house by house.
struct Givens {
    /// `held[kind][digit - 1]`: the rows (kind 0), columns (1) and boxes (2)
    /// holding the digit, 9 bits each.
    held: [[u16; 9]; 3],
    /// The digits each house holds.
    digits_held: [u16; HOUSES],
    /// The empty cells of each house, as positions.
    open: [u16; HOUSES],
}

impl Givens {
    fn of(values: &[u8; CELLS]) -> Givens {
        let mut givens = Givens {
            held: [[0; 9]; 3],
            digits_held: [0; HOUSES],
            open: [0; HOUSES],
        };
        for (cell, &value) in values.iter().enumerate() {
            if value == 0 {
                for (house, bit) in HOUSE_AND_BIT[cell] {
                    givens.open[house as usize] |= bit;
                }
            } else {
                for (kind, &house) in HOUSES_OF[cell].iter().enumerate() {
                    givens.held[kind][value as usize - 1] |= 1 << (house % 9);
                    givens.digits_held[house as usize] |= digit_bit(value);
                }
            }
        }
        givens
    }

    /// The places of each digit in each house: the house's empty cells
    /// whose other houses do not hold the digit, found for a house at once
    /// from where the digit is held.
    fn positions(&self) -> [[u16; 9]; HOUSES] {
        let mut positions = [[0u16; 9]; HOUSES];
        let [in_rows, in_cols, in_boxes] = self.held;
        let open = &self.open;
        for index in 0..9 {
            let (rows, cols, boxes) = (in_rows[index], in_cols[index], in_boxes[index]);
            for i in 0..9 {
                // Row i: its cells lose the columns and the boxes (three
                // columns each, in its band) that hold the digit.
                if rows >> i & 1 == 0 {
                    let band_boxes = boxes >> (i / 3 * 3) & 7;
                    positions[i][index] = open[i] & !cols & !SPREAD_THIRDS[band_boxes as usize];
                }
                // Column i: likewise with rows and the boxes of its stack.
                if cols >> i & 1 == 0 {
                    let stack = i / 3;
                    let stack_boxes = (boxes >> stack & 1)
                        | (boxes >> (stack + 3) & 1) << 1
                        | (boxes >> (stack + 6) & 1) << 2;
                    positions[9 + i][index] =
                        open[9 + i] & !rows & !SPREAD_THIRDS[stack_boxes as usize];
                }
                // Box i: its rows and columns that hold the digit.
                if boxes >> i & 1 == 0 {
                    let box_rows = rows >> (i / 3 * 3) & 7;
                    let box_cols = cols >> (i % 3 * 3) & 7;
                    positions[18 + i][index] = open[18 + i]
                        & !SPREAD_THIRDS[box_rows as usize]
                        & !SPREAD_COLUMNS[box_cols as usize];
                }
            }
        }
        positions
    }
}

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
    /// `by_count[house][n]`: the digits with `n` places left in the house.
    pub by_count: [[u16; 10]; HOUSES],
    /// The houses with a digit that has one place left, bit `house`.
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
        let mut board = Board::empty(values);
        let givens = Givens::of(values);
        board.positions = givens.positions();
        for cell in 0..CELLS {
            if values[cell] == 0 {
                let [row, col, bx] = HOUSES_OF[cell].map(usize::from);
                let held = &givens.digits_held;
                board.candidates[cell] = ALL_DIGITS & !(held[row] | held[col] | held[bx]);
            }
        }
        board.empty_in_house = givens.open.map(|places| places.count() as u8);
        board.placed = givens.held[0].map(|rows| rows.count() as u8);
        board.empty = values.iter().filter(|&&v| v == 0).count() as u8;
        board.count_places();
        board
    }

    /// A board with `values` and nothing else filled in.
    fn empty(values: &[u8; CELLS]) -> Board {
        Board {
            values: *values,
            candidates: [0; CELLS],
            positions: [[0; 9]; HOUSES],
            empty_in_house: [0; HOUSES],
            last_empty: 0,
            by_count: [[0; 10]; HOUSES],
            single_houses: 0,
            placed: [0; 9],
            empty: 0,
        }
    }

    /// A board from values and the candidates of the empty cells, taken as
    /// they are (a filled cell's mask is ignored).
    pub fn from_parts(values: &[u8; CELLS], candidates: &[u16; CELLS]) -> Board {
        let mut board = Board::empty(values);
        for cell in 0..CELLS {
            let value = values[cell];
            if value != 0 {
                board.placed[value as usize - 1] += 1;
                continue;
            }
            board.empty += 1;
            let mask = candidates[cell] & ALL_DIGITS;
            board.candidates[cell] = mask;
            for (house, bit) in HOUSE_AND_BIT[cell] {
                let house = house as usize;
                board.empty_in_house[house] += 1;
                let mut rest = mask;
                while rest != 0 {
                    let index = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    board.positions[house][index] |= bit;
                }
            }
        }
        board.count_places();
        board
    }

    /// Fills in the tables counted from the positions.
    fn count_places(&mut self) {
        for house in 0..HOUSES {
            if self.empty_in_house[house] == 1 {
                self.last_empty |= 1 << house;
            }
            for (index, &positions) in self.positions[house].iter().enumerate() {
                self.by_count[house][positions.count() as usize] |= 1 << index;
            }
            if self.by_count[house][1] != 0 {
                self.single_houses |= 1 << house;
            }
        }
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
    #[inline(always)]
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

    /// Takes digit `index + 1`, a candidate of `cell`, out of the positions
    /// of the cell's houses, and keeps the counts up to date.
    #[inline(always)]
    fn unplace(&mut self, cell: usize, index: usize) {
        let digit = 1u16 << index;
        for (house, bit) in HOUSE_AND_BIT[cell] {
            let house = house as usize;
            let positions = self.positions[house][index] & !bit;
            self.positions[house][index] = positions;
            let left = positions.count() as usize;
            let by_count = &mut self.by_count[house];
            by_count[left + 1] &= !digit;
            by_count[left] |= digit;
            self.single_houses =
                self.single_houses & !(1 << house) | u32::from(by_count[1] != 0) << house;
        }
    }

    /// The digits with `least` to `most` places left in `house`.
    #[inline]
    pub fn digits_with_places(&self, house: usize, least: u32, most: u32) -> u16 {
        self.by_count[house][least as usize..=most as usize]
            .iter()
            .fold(0, |m, &d| m | d)
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
        // The peers still holding the digit: their places in the cell's box,
        // row and column (each taken out of all three as it goes).
        let index = digit as usize - 1;
        let bit = digit_bit(digit);
        let [row, col, bx] = HOUSES_OF[cell].map(usize::from);
        for house in [bx, row, col] {
            let mut places = self.positions[house][index];
            while places != 0 {
                let peer = HOUSE_CELLS[house][places.trailing_zeros() as usize] as usize;
                places &= places - 1;
                if self.candidates[peer] & bit != 0 {
                    self.candidates[peer] &= !bit;
                    self.unplace(peer, index);
                }
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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn boards_from_values_and_from_candidates_agree() {
        for text in [PUZZLE, &[b'.'; 81]] {
            let board = Board::from_values(&values(text));
            assert_eq!(board, rebuilt(&board));
        }
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
}
