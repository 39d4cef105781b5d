//! The board of the search, and the encoding it starts from: candidates
//! per digit and per band (three rows), 27 words of 27 bits, bit
//! `9 * row + column` of the band.

use super::lanes::{Lanes, Words, WORDS};
use super::tables::{columns_of, peers_of};
use crate::geometry::CELLS;
use crate::grid::Cells;

/// The cells of each value as bit masks, `[value][band]`, bit
/// `9 * row + column` within the band (three rows); value 0 holds the empty
/// cells. The solver's starting point.
pub(crate) type ValueMasks = [[u32; 3]; 10];

/// The value of each byte: 0 for an empty cell, 1-9 for a digit, 10 for
/// anything else.
const BYTE_VALUE: [u8; 256] = {
    let mut table = [10u8; 256];
    table[b'.' as usize] = 0;
    table[b'0' as usize] = 0;
    let mut digit = 1;
    while digit <= 9 {
        table[(b'0' + digit) as usize] = digit;
        digit += 1;
    }
    table
};

/// Reads 81 bytes into value masks. None when a byte is not a cell;
/// [`parse`] then tells which. Conflicts are not checked. Inlined: left out
/// of line (its caller has two copies), it cost the puzzles of
/// serg_multiple_solutions 0.6% more instructions.
#[inline(always)]
pub(crate) fn value_masks(text: &[u8; CELLS]) -> Option<ValueMasks> {
    #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
    return value_masks_sse2(text);
    #[cfg(not(all(target_arch = "x86_64", not(sudoku_portable))))]
    return value_masks_by_table(text);
}

/// One pass without branches: each byte sets its bit in its value's mask.
#[inline(always)]
#[cfg_attr(all(target_arch = "x86_64", not(sudoku_portable)), allow(dead_code))]
fn value_masks_by_table(text: &[u8; CELLS]) -> Option<ValueMasks> {
    // Row 10 collects the bytes that are not cells.
    let mut masks = [[0u32; 3]; 11];
    for band in 0..3 {
        for bit in 0..27 {
            masks[BYTE_VALUE[text[27 * band + bit] as usize] as usize][band] |= 1 << bit;
        }
    }
    let [valid @ .., invalid] = masks;
    (invalid == [0; 3]).then_some(valid)
}

/// A band's 27 bytes as two overlapping 16-byte vectors (cells 0-15 and
/// 11-26), each value's cells by a byte compare and a movemask: the table
/// pass's 81 read-modify-writes of the masks wait on each other whenever
/// neighbouring cells share a value.
#[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
#[inline(always)]
fn value_masks_sse2(text: &[u8; CELLS]) -> Option<ValueMasks> {
    use std::arch::x86_64::{_mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8};
    const ALL_CELLS: u32 = (1 << 27) - 1;
    let mut masks = [[0u32; 3]; 10];
    let mut complete_bands = 0;
    for band in 0..3 {
        let start = 27 * band;
        // SAFETY: SSE2 is part of every x86-64 CPU, and both 16-byte
        // unaligned loads lie inside the 81 bytes (the last ends at
        // 27 * 2 + 11 + 16 = 81).
        let cells_of = |byte: u8| unsafe {
            let low = _mm_loadu_si128(text.as_ptr().add(start).cast());
            let high = _mm_loadu_si128(text.as_ptr().add(start + 11).cast());
            let byte = _mm_set1_epi8(byte as i8);
            let low = _mm_movemask_epi8(_mm_cmpeq_epi8(low, byte)) as u32;
            let high = _mm_movemask_epi8(_mm_cmpeq_epi8(high, byte)) as u32;
            low | high << 11
        };
        masks[0][band] = cells_of(b'.') | cells_of(b'0');
        let mut seen = masks[0][band];
        for value in 1..10 {
            masks[value][band] = cells_of(b'0' + value as u8);
            seen |= masks[value][band];
        }
        complete_bands += (seen == ALL_CELLS) as u32;
    }
    (complete_bands == 3).then_some(masks)
}

/// Value masks of cells already parsed.
pub(crate) fn cells_to_masks(cells: &Cells) -> ValueMasks {
    let mut masks = [[0u32; 3]; 10];
    for (cell, &value) in cells.iter().enumerate() {
        masks[value as usize][cell / 27] |= 1 << (cell % 27);
    }
    masks
}

/// The state of a search: everything a guess must copy.
#[derive(Clone, Copy)]
pub(super) struct Board {
    /// Candidates of digit `d` in band `b` at index `3 * d + b`.
    pub(super) candidates: Words,
    /// Cells not yet decided, per band; the fourth is always 0.
    pub(super) open_cells: [u32; 4],
}

/// The words (of the first 27) that differ from what the band rule last
/// left, as a mask, compared a vector at a time: scanning them one by one
/// costs more than any rule.
#[inline(always)]
pub(super) fn changed_words(words: &Words, seen: &Words) -> u32 {
    let mut same = 0u32;
    for chunk in 0..WORDS / 4 {
        same |=
            Lanes::load(words, 4 * chunk).equal_lanes(Lanes::load(seen, 4 * chunk)) << (4 * chunk);
    }
    !same & ((1 << 27) - 1)
}

impl Board {
    /// The board with only the givens placed (no two may conflict), built in
    /// one go rather than given by given.
    #[inline(always)]
    pub(super) fn with_givens(givens: &ValueMasks) -> Option<Board> {
        let mut board = Board {
            candidates: [0; WORDS],
            open_cells: [givens[0][0], givens[0][1], givens[0][2], 0],
        };
        let mut conflicts = 0;
        for (digit, cells) in givens[1..].iter().enumerate() {
            for band in 0..3 {
                let peers = peers_of(cells[band]);
                let other_cols = columns_of(cells[(band + 1) % 3] | cells[(band + 2) % 3]);
                conflicts |= cells[band] & (peers | other_cols);
                board.candidates[3 * digit + band] =
                    (board.open_cells[band] & !(other_cols | peers)) | cells[band];
            }
        }
        (conflicts == 0).then_some(board)
    }

    /// Places `digit` at `cells` of `band` (one cell per row and box):
    /// removes it from their rows, boxes and columns, and the cells' other
    /// candidates.
    /// Returns false when two of the cells see each other.
    #[inline(always)]
    pub(super) fn place(&mut self, digit: usize, band: usize, cells: u32) -> bool {
        assert!(digit < 9 && band < 3);
        let own = 3 * digit + band;
        let peers = peers_of(cells);
        let kept = self.candidates[own] & !peers;
        self.settle(digit, band, cells);
        self.candidates[own] = kept;
        peers & cells == 0
    }

    /// Places `digit` at `cells` of `band`, cells where it is the last
    /// candidate: as [`Board::place`], without clearing other digits that the
    /// cells do not have. Returns false when two of the cells see each other.
    #[inline(always)]
    pub(super) fn place_last_digit(&mut self, digit: usize, band: usize, cells: u32) -> bool {
        assert!(digit < 9 && band < 3);
        let own = 3 * digit + band;
        let peers = peers_of(cells);
        self.candidates[own] &= !peers;
        let cols = columns_of(cells);
        self.candidates[3 * digit + (band + 1) % 3] &= !cols;
        self.candidates[3 * digit + (band + 2) % 3] &= !cols;
        self.open_cells[band] &= !cells;
        peers & cells == 0
    }

    /// Marks `cells` of `band` decided for `digit`, whose word already has
    /// no other candidate in their rows and boxes: removes the cells from
    /// the other digits and their columns from the digit's other bands.
    #[inline(always)]
    pub(super) fn settle(&mut self, digit: usize, band: usize, cells: u32) {
        // Lets the compiler drop the bounds checks below.
        assert!(digit < 9 && band < 3);
        let own = 3 * digit + band;
        let kept = self.candidates[own];
        for other in 0..9 {
            self.candidates[3 * other + band] &= !cells;
        }
        self.candidates[own] = kept;
        let cols = columns_of(cells);
        self.candidates[3 * digit + (band + 1) % 3] &= !cols;
        self.candidates[3 * digit + (band + 2) % 3] &= !cols;
        self.open_cells[band] &= !cells;
    }

    #[inline(always)]
    pub(super) fn solved(&self) -> bool {
        self.open_cells[0] | self.open_cells[1] | self.open_cells[2] == 0
    }

    /// The candidates of cell `bit` of `band`, as bits 0-8.
    #[inline(always)]
    pub(super) fn digits_at(&self, band: usize, bit: u32) -> u32 {
        let mut digits = 0u32;
        for digit in 0..9 {
            digits |= (self.candidates[3 * digit + band] >> bit & 1) << digit;
        }
        digits
    }

    /// The board as a solution, once solved.
    #[inline(always)]
    pub(super) fn solution(&self) -> Solution {
        Solution(self.candidates)
    }
}

/// A solved board's words: each digit's cells, per band. Kept as they are
/// until a caller asks for the digits, since most searches that find a
/// first solution never give it out (a count, a grid with several
/// solutions), and writing out 81 cells inside the search cost
/// serg_multiple_solutions 7-12% of its time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Solution(Words);

impl Solution {
    /// No solution: every word empty.
    pub(super) const NONE: Solution = Solution([0; WORDS]);

    /// The value of each cell, 1-9 (0 where no digit is placed).
    pub(crate) fn cells(&self) -> Cells {
        let mut cells = [0u8; CELLS];
        self.write(&mut cells, 1);
        cells
    }

    /// The solution as 81 digits '1'-'9' (a '.' where no digit is placed,
    /// as [`crate::grid::format`] writes an empty cell).
    pub(crate) fn text(&self) -> [u8; CELLS] {
        let mut text = [b'.'; CELLS];
        self.write(&mut text, b'1');
        text
    }

    /// Writes `first + digit` in the cells of each digit (numbered from 0).
    fn write(&self, cells: &mut [u8; CELLS], first: u8) {
        for digit in 0..9 {
            for band in 0..3 {
                let mut word = self.0[3 * digit + band];
                while word != 0 {
                    let bit = word.trailing_zeros() as usize;
                    word &= word - 1;
                    cells[27 * band + bit] = first + digit as u8;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse;

    const PUZZLE: &[u8; 81] =
        b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn value_masks_agree_with_parse() {
        let masks = value_masks(PUZZLE).unwrap();
        assert_eq!(masks, cells_to_masks(&parse(PUZZLE).unwrap()));
        // Cell 0 is a 5, cell 2 is empty; cell 80 (band 2, bit 26) a 9.
        assert_eq!(masks[5][0] & 1, 1);
        assert_eq!(masks[0][0] & 4, 4);
        assert_eq!(masks[9][2] >> 26, 1);
        let mut text = *PUZZLE;
        text[7] = b'x';
        assert_eq!(value_masks(&text), None);
    }

    #[test]
    #[cfg_attr(miri, ignore = "20,736 reads; the test above takes the same path")]
    fn value_masks_agree_with_the_table_on_every_byte_in_every_cell() {
        let mut text = *PUZZLE;
        for cell in 0..CELLS {
            for byte in 0..=255u8 {
                text[cell] = byte;
                assert_eq!(
                    value_masks(&text),
                    value_masks_by_table(&text),
                    "cell {cell}, byte {byte}"
                );
            }
            text[cell] = PUZZLE[cell];
        }
    }
}
