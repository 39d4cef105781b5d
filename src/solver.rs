//! The search: finds solutions of a grid whose givens do not conflict.
//! Knows nothing of C; allocates nothing; recursion-free.
//!
//! Candidates are kept per digit and per band (three rows): 27 words of 27
//! bits, bit `9 * row + column` within the band. A digit must sit exactly
//! once in each row and each box of a band, so of the nine row-box
//! "triplets" of a band only those that belong to some one-per-row,
//! one-per-box choice can hold it. One table lookup applies that rule, which
//! covers hidden singles in rows and boxes and locked candidates (pointing
//! and claiming) for a whole band at once. Naked singles come from counting
//! candidates per cell with bitwise adders over the nine digits. When those
//! stall, the same rule turned a quarter (stacks of three columns, bands in
//! the part of rows) adds locked candidates along columns and hidden singles
//! in columns; it cut guesses on the hardest sets by about a third. Both
//! those passes work the three bands of a digit in the lanes of one SSE2
//! vector. Last, the triad rule looks across digits: the three cells of a
//! triplet, or of a column within a box, hold three different digits, so
//! three digits that alone can sit there must, and three that must sit
//! there leave no room for others. Both rules above record, as they go, what
//! it counts ([`Triads`]); it cut guesses by a quarter on magictour_top1465.
//! When logic stalls the search guesses, on a copy of the board: nothing is
//! ever undone. It guesses in a cell with two candidates, or between the two
//! cells of a house that alone can hold a digit ([`Guess`]). Grids with
//! many givens skip the stack rule, the triad rule and the scoring of
//! guesses (see [`MANY_GIVENS`]).

// Bands and digits index several parallel arrays at once: index loops read
// more plainly than zipped iterators here.
#![allow(clippy::needless_range_loop)]

use std::mem::MaybeUninit;

use crate::grid::{cells_to_masks, Cells, ValueMasks, CELLS};

/// How far a search may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Stop after this many solutions (at least 1; 2 decides uniqueness).
    pub max_solutions: u32,
    /// Stop before making more than this many guesses; 0 means no limit.
    pub guess_budget: u64,
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Solutions found, at most `max_solutions`.
    pub solutions: u32,
    /// The first solution found; meaningful only when `solutions > 0`.
    pub first: Cells,
    /// Guesses made: the times the search had to choose between candidates.
    pub guesses: u64,
    /// The guess budget ran out before the search was complete.
    pub budget_exhausted: bool,
}

const ROW: u32 = 0x1ff;

/// For the nine cells of a band row, which of its three boxes hold any.
const BOXES_OF_ROW: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        let mut k = 0;
        while k < 3 {
            if row & (7 << (3 * k)) != 0 {
                table[row] |= 1 << k;
            }
            k += 1;
        }
        row += 1;
    }
    table
};

/// The occupied triplets of a band word, as bit `3 * box + row`: the index
/// of [`CONSISTENT_CELLS`] and the tables built on it. Shifts rather than
/// lookups, because the band rule's loop is bound by its chain of dependent
/// loads: this takes one load off it (0.5% faster on the hard sets).
#[inline(always)]
fn occupied_triplets(word: u32) -> usize {
    // Bit `9 * row + 3 * box` of `any` marks triplet (row, box); shifting
    // row r right by `8 * r` brings it to bit `3 * box + row`.
    let any = (word | word >> 1 | word >> 2) & 0o111_111_111;
    ((any | any >> 8 | any >> 16) & ROW) as usize
}

/// For the occupied triplets of a band ([`occupied_triplets`]), the cells
/// of the triplets that take part in at least one placement with one
/// triplet per row and per box; 0 when there is none.
const CONSISTENT_CELLS: [u32; 512] = {
    const PERMUTATIONS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut table = [0u32; 512];
    let mut occupied = 0;
    while occupied < 512 {
        let mut cells = 0u32;
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let mut fits = true;
            let mut row = 0;
            while row < 3 {
                if occupied & (1 << (3 * perm[row] + row)) == 0 {
                    fits = false;
                }
                row += 1;
            }
            if fits {
                let mut row = 0;
                while row < 3 {
                    cells |= 7 << (9 * row + 3 * perm[row]);
                    row += 1;
                }
            }
            p += 1;
        }
        table[occupied] = cells;
        occupied += 1;
    }
    table
};

/// The cells of each box of a band.
const BOX_CELLS: [u32; 3] = [0o007_007_007, 0o070_070_070, 0o700_700_700];

/// For the occupied triplets of a band, as for [`CONSISTENT_CELLS`], those
/// that it keeps, as bit `3 * row + box`: the triplets that can still hold
/// the digit, which the triad rule counts over the nine digits.
const ROW_TRIADS: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut occupied = 0;
    while occupied < 512 {
        let cells = CONSISTENT_CELLS[occupied];
        let mut row = 0;
        while row < 3 {
            let in_row = BOXES_OF_ROW[((cells >> (9 * row)) & ROW) as usize] as u16;
            table[occupied] |= in_row << (3 * row);
            row += 1;
        }
        occupied += 1;
    }
    table
};

/// For the occupied triplets of a band, as for [`CONSISTENT_CELLS`]:
/// the cells of the triplets that are left alone in their row. A single
/// candidate in one of them is a hidden single of its row.
const SOLE_TRIPLET_CELLS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut occupied = 0;
    while occupied < 512 {
        let triplets = ROW_TRIADS[occupied] as u32;
        let mut row = 0;
        while row < 3 {
            let in_row = (triplets >> (3 * row)) & 7;
            if in_row.count_ones() == 1 {
                table[occupied] |= 7 << (9 * row + 3 * in_row.trailing_zeros());
            }
            row += 1;
        }
        occupied += 1;
    }
    table
};

/// Of bits in groups of three (bits `3k` to `3k + 2`), those alone in
/// their group: the cells of a word alone in their triplet; in nine bits, the
/// triplets alone in their row, or the columns alone in their box.
#[inline(always)]
fn alone_in_group(bits: u32) -> u32 {
    let marks = 0o111_111_111;
    let (first, second, third) = (bits & marks, (bits >> 1) & marks, (bits >> 2) & marks);
    let shared = (first & second) | (third & (first | second));
    bits & !(shared | shared << 1 | shared << 2)
}

/// The cells of each triplet of a band (`3 * row + box`).
const TRIPLET_CELLS: [u32; 9] = {
    let mut table = [0u32; 9];
    let mut triplet = 0;
    while triplet < 9 {
        table[triplet] = 7 << (9 * (triplet / 3) + 3 * (triplet % 3));
        triplet += 1;
    }
    table
};

/// The other cells of each triplet's row and box.
const TRIPLET_HOUSES: [u32; 9] = {
    let mut table = [0u32; 9];
    let mut triplet = 0;
    while triplet < 9 {
        table[triplet] =
            (ROW << (9 * (triplet / 3)) | BOX_CELLS[triplet % 3]) & !TRIPLET_CELLS[triplet];
        triplet += 1;
    }
    table
};

/// Within a band, the cells sharing a row or a box with each cell, the cell
/// itself excluded.
const BAND_PEERS: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut bit = 0;
    while bit < 27 {
        let [row, boxed, _] = CELL_HOUSES[bit];
        table[bit] = (row | boxed) & !(1 << bit);
        bit += 1;
    }
    table
};

/// For each cell of a band, the cells of its row, its box and its column
/// within the band: one lookup per scored cell rather than divisions by 9
/// and 3.
const CELL_HOUSES: [[u32; 3]; 27] = {
    let mut table = [[0u32; 3]; 27];
    let mut bit = 0;
    while bit < 27 {
        table[bit] = [
            ROW << (9 * (bit / 9)),
            BOX_CELLS[bit % 9 / 3],
            0o001_001_001 << (bit % 9),
        ];
        bit += 1;
    }
    table
};

/// The cells of a band that share a row or a box with any of `cells`.
#[inline(always)]
fn peers_of(cells: u32) -> u32 {
    let mut peers = 0;
    let mut rest = cells;
    while rest != 0 {
        peers |= BAND_PEERS[rest.trailing_zeros() as usize];
        rest &= rest - 1;
    }
    peers
}

/// Candidate words: 27, and one of padding so that they split into whole
/// 128-bit vectors. The padding word is never read as a candidate.
const WORDS: usize = 28;
type Words = [u32; WORDS];

/// The words (of the first 27) that differ from what the band rule last
/// left, as a mask. Scanning them one by one was the costliest part of the
/// search on hard puzzles (callgrind, forum_hardest_1106).
#[inline(always)]
fn changed_words(words: &Words, seen: &Words) -> u32 {
    let mut same = 0u32;
    for chunk in 0..WORDS / 4 {
        same |=
            Lanes::load(words, 4 * chunk).equal_lanes(Lanes::load(seen, 4 * chunk)) << (4 * chunk);
    }
    !same & ((1 << 27) - 1)
}

/// Four 32-bit lanes. Loaded from `words[3 * digit..]`, lanes 0 to 2 hold
/// the digit's three bands, so one operation serves all bands; lane 3 is
/// whatever word follows and is never written back.
///
/// SSE2 on x86-64; plain arrays elsewhere, or when built with
/// `--cfg sudoku_portable`, which the tests use to run that path here too
/// (it also turns off the POPCNT and AVX2 builds of the search).
#[derive(Clone, Copy)]
struct Lanes(
    #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))] std::arch::x86_64::__m128i,
    #[cfg(any(not(target_arch = "x86_64"), sudoku_portable))] [u32; 4],
);

#[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
impl Lanes {
    #[inline(always)]
    fn load(words: &Words, at: usize) -> Lanes {
        assert!(at + 4 <= WORDS);
        // SAFETY: the assertion keeps the 16-byte unaligned load inside the
        // array. SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_loadu_si128(words.as_ptr().add(at).cast()) })
    }

    /// Four 16-bit values from `halves[at..]`, one a lane.
    #[inline(always)]
    fn load_halves(halves: &[u16; WORDS], at: usize) -> Lanes {
        use std::arch::x86_64::{_mm_loadl_epi64, _mm_setzero_si128, _mm_unpacklo_epi16};
        assert!(at + 4 <= WORDS);
        // SAFETY: the assertion keeps the 8-byte unaligned load inside the
        // array. SSE2 is part of every x86-64 CPU.
        Lanes(unsafe {
            let low = _mm_loadl_epi64(halves.as_ptr().add(at).cast());
            _mm_unpacklo_epi16(low, _mm_setzero_si128())
        })
    }

    #[inline(always)]
    fn splat(value: u32) -> Lanes {
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_set1_epi32(value as i32) })
    }

    #[inline(always)]
    fn from_array(values: [u32; 4]) -> Lanes {
        // SAFETY: as in `load`, reading all 16 bytes of the array.
        Lanes(unsafe { std::arch::x86_64::_mm_loadu_si128(values.as_ptr().cast()) })
    }

    #[inline(always)]
    fn to_array(self) -> [u32; 4] {
        let mut values = [0u32; 4];
        // SAFETY: the store writes exactly the 16 bytes of `values`.
        unsafe { std::arch::x86_64::_mm_storeu_si128(values.as_mut_ptr().cast(), self.0) };
        values
    }

    #[inline(always)]
    fn and_not(self, other: Lanes) -> Lanes {
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_andnot_si128(other.0, self.0) })
    }

    #[inline(always)]
    fn shr<const BITS: i32>(self) -> Lanes {
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_srli_epi32::<BITS>(self.0) })
    }

    #[inline(always)]
    fn shl<const BITS: i32>(self) -> Lanes {
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_slli_epi32::<BITS>(self.0) })
    }

    /// Lane `b` gets lane `(b + 1) % 3`, for `b` below 3.
    #[inline(always)]
    fn next_band(self) -> Lanes {
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_shuffle_epi32::<0b11_00_10_01>(self.0) })
    }

    /// Lane `b` gets lane `(b + 2) % 3`, for `b` below 3.
    #[inline(always)]
    fn band_after_next(self) -> Lanes {
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { std::arch::x86_64::_mm_shuffle_epi32::<0b11_01_00_10>(self.0) })
    }

    /// Each lane less one, wrapping.
    #[inline(always)]
    fn minus_one(self) -> Lanes {
        use std::arch::x86_64::{_mm_add_epi32, _mm_set1_epi32};
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { _mm_add_epi32(self.0, _mm_set1_epi32(-1)) })
    }

    /// All ones in the lanes that are zero, zero in the others.
    #[inline(always)]
    fn zero_lanes(self) -> Lanes {
        use std::arch::x86_64::{_mm_cmpeq_epi32, _mm_setzero_si128};
        // SAFETY: SSE2 is part of every x86-64 CPU.
        Lanes(unsafe { _mm_cmpeq_epi32(self.0, _mm_setzero_si128()) })
    }

    /// Whether lanes 0 to 2 are all zero.
    #[inline(always)]
    fn bands_empty(self) -> bool {
        use std::arch::x86_64::{
            _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_movemask_ps, _mm_setzero_si128,
        };
        // SAFETY: SSE2 is part of every x86-64 CPU.
        let zero = unsafe {
            _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(
                self.0,
                _mm_setzero_si128(),
            )))
        };
        zero & 0b111 == 0b111
    }

    /// Bit `i` set where lane `i` equals that of `other`.
    #[inline(always)]
    fn equal_lanes(self, other: Lanes) -> u32 {
        use std::arch::x86_64::{_mm_castsi128_ps, _mm_cmpeq_epi32, _mm_movemask_ps};
        // SAFETY: SSE2 is part of every x86-64 CPU.
        unsafe { _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(self.0, other.0))) as u32 }
    }
}

#[cfg(any(not(target_arch = "x86_64"), sudoku_portable))]
impl Lanes {
    #[inline(always)]
    fn load(words: &Words, at: usize) -> Lanes {
        Lanes([words[at], words[at + 1], words[at + 2], words[at + 3]])
    }

    #[inline(always)]
    fn load_halves(halves: &[u16; WORDS], at: usize) -> Lanes {
        Lanes(std::array::from_fn(|lane| halves[at + lane] as u32))
    }

    #[inline(always)]
    fn splat(value: u32) -> Lanes {
        Lanes([value; 4])
    }

    #[inline(always)]
    fn from_array(values: [u32; 4]) -> Lanes {
        Lanes(values)
    }

    #[inline(always)]
    fn to_array(self) -> [u32; 4] {
        self.0
    }

    #[inline(always)]
    fn and_not(self, other: Lanes) -> Lanes {
        Lanes(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    #[inline(always)]
    fn shr<const BITS: i32>(self) -> Lanes {
        Lanes(self.0.map(|lane| lane >> BITS))
    }

    #[inline(always)]
    fn shl<const BITS: i32>(self) -> Lanes {
        Lanes(self.0.map(|lane| lane << BITS))
    }

    #[inline(always)]
    fn next_band(self) -> Lanes {
        let [a, b, c, d] = self.0;
        Lanes([b, c, a, d])
    }

    #[inline(always)]
    fn band_after_next(self) -> Lanes {
        let [a, b, c, d] = self.0;
        Lanes([c, a, b, d])
    }

    #[inline(always)]
    fn bands_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] == 0
    }

    #[inline(always)]
    fn minus_one(self) -> Lanes {
        Lanes(self.0.map(|lane| lane.wrapping_sub(1)))
    }

    #[inline(always)]
    fn zero_lanes(self) -> Lanes {
        Lanes(self.0.map(|lane| if lane == 0 { u32::MAX } else { 0 }))
    }

    #[inline(always)]
    fn equal_lanes(self, other: Lanes) -> u32 {
        let mut equal = 0;
        for lane in 0..4 {
            equal |= ((self.0[lane] == other.0[lane]) as u32) << lane;
        }
        equal
    }
}

impl std::ops::BitAnd for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn bitand(self, other: Lanes) -> Lanes {
        #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
        // SAFETY: SSE2 is part of every x86-64 CPU.
        return Lanes(unsafe { std::arch::x86_64::_mm_and_si128(self.0, other.0) });
        #[cfg(any(not(target_arch = "x86_64"), sudoku_portable))]
        return Lanes(std::array::from_fn(|i| self.0[i] & other.0[i]));
    }
}

impl std::ops::BitOr for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn bitor(self, other: Lanes) -> Lanes {
        #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
        // SAFETY: SSE2 is part of every x86-64 CPU.
        return Lanes(unsafe { std::arch::x86_64::_mm_or_si128(self.0, other.0) });
        #[cfg(any(not(target_arch = "x86_64"), sudoku_portable))]
        return Lanes(std::array::from_fn(|i| self.0[i] | other.0[i]));
    }
}

impl std::ops::BitXor for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn bitxor(self, other: Lanes) -> Lanes {
        #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
        // SAFETY: SSE2 is part of every x86-64 CPU.
        return Lanes(unsafe { std::arch::x86_64::_mm_xor_si128(self.0, other.0) });
        #[cfg(any(not(target_arch = "x86_64"), sudoku_portable))]
        return Lanes(std::array::from_fn(|i| self.0[i] ^ other.0[i]));
    }
}

impl Lanes {
    /// Whether lanes 0 to 2 equal those of `other`.
    #[inline(always)]
    fn bands_equal(self, other: Lanes) -> bool {
        self.equal_lanes(other) & 0b111 == 0b111
    }
}

/// All ones in the lanes holding exactly two bits, zero in the others.
#[inline(always)]
fn exactly_two(bits: Lanes) -> Lanes {
    let rest = bits & bits.minus_one();
    (rest & rest.minus_one())
        .zero_lanes()
        .and_not(rest.zero_lanes())
}

/// Spreads nine column bits over the three rows of a band.
#[inline(always)]
fn to_rows(cols: Lanes) -> Lanes {
    cols | cols.shl::<9>() | cols.shl::<18>()
}

/// The columns of each lane's cells.
#[inline(always)]
fn to_cols(cells: Lanes) -> Lanes {
    (cells | cells.shr::<9>() | cells.shr::<18>()) & Lanes::splat(ROW)
}

/// The state of a search: everything a guess must copy.
#[derive(Clone, Copy)]
struct Board {
    /// Candidates of digit `d` in band `b` at index `3 * d + b`.
    candidates: Words,
    /// Cells not yet decided, per band; the fourth is always 0.
    open_cells: [u32; 4],
}

/// What the triad rule counts, per candidate word, kept beside the board
/// rather than in it: a guess then copies it only in a thorough search, and
/// the board stays small enough to be copied inline.
#[derive(Clone, Copy)]
struct Triads {
    /// As the band rule last left each word: the triplets that can hold the
    /// digit ([`ROW_TRIADS`]).
    rows: [u16; WORDS],
    /// As the stack rule last left each word: the columns that can hold the
    /// digit.
    columns: [u16; WORDS],
}

/// Whether `cells` holds exactly two cells.
#[inline(always)]
fn has_two_cells(cells: u32) -> bool {
    cells.count_ones() == 2
}

/// The columns of `cells`, as cells of all three rows of a band.
#[inline(always)]
fn columns_of(cells: u32) -> u32 {
    let cols = (cells | cells >> 9 | cells >> 18) & ROW;
    cols | cols << 9 | cols << 18
}

impl Board {
    /// The board with only the givens placed (no two may conflict), built in
    /// one go rather than given by given.
    #[inline(always)]
    fn with_givens(givens: &ValueMasks) -> Option<Board> {
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
    fn place(&mut self, digit: usize, band: usize, cells: u32) -> bool {
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
    fn place_last_digit(&mut self, digit: usize, band: usize, cells: u32) -> bool {
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

    /// The stack rule, the band rule turned a quarter: in each stack the
    /// digit takes one column per box and one box per column. Also places
    /// the digit where it is the last in its column. Returns None on a
    /// contradiction, else whether anything changed. All three bands are
    /// worked in the lanes of one vector.
    #[inline(always)]
    fn apply_stack_rule(
        &mut self,
        digit: usize,
        words: Lanes,
        stack_seen: &mut Words,
        triads: &mut Triads,
    ) -> Option<bool> {
        assert!(digit < 9);
        // Bands play rows and the three columns of each stack play boxes;
        // rotating columns within their stacks lines up the alternatives.
        let cols = to_cols(words);
        let next = (cols.shr::<1>() & Lanes::splat(0b011_011_011))
            | (cols.shl::<2>() & Lanes::splat(0b100_100_100));
        let after = (cols.shr::<2>() & Lanes::splat(0b001_001_001))
            | (cols.shl::<1>() & Lanes::splat(0b110_110_110));
        // A stack with no placement empties a box of every band, which the
        // band rule then reports.
        let keep = cols
            & ((next.next_band() & after.band_after_next())
                | (after.next_band() & next.band_after_next()));
        let kept = words & to_rows(keep);
        // Columns holding the digit in exactly one of their nine cells.
        let (top, middle, bottom) = (
            kept & Lanes::splat(ROW),
            kept.shr::<9>() & Lanes::splat(ROW),
            kept.shr::<18>(),
        );
        let once = top | middle | bottom;
        let twice = (top & middle) | ((top | middle) & bottom);
        let (once_next, once_after) = (once.next_band(), once.band_after_next());
        let twice = twice
            | twice.next_band()
            | twice.band_after_next()
            | (once & (once_next | once_after))
            | (once_next & once_after);
        let lone = (once | once_next | once_after).and_not(twice);
        let singles = kept & to_rows(lone) & Lanes::from_array(self.open_cells);
        let changed = !kept.bands_equal(words);
        let kept = kept.to_array();
        self.candidates[3 * digit..3 * digit + 3].copy_from_slice(&kept[..3]);
        if singles.bands_empty() {
            let columns = (cols & keep).to_array();
            for band in 0..3 {
                triads.columns[3 * digit + band] = columns[band] as u16;
            }
            stack_seen[3 * digit..3 * digit + 3].copy_from_slice(&kept[..3]);
            return Some(changed);
        }
        // Placing changes the words again: leaving `stack_seen` as it was
        // brings the digit back to this rule, which then records its
        // column triads.
        let singles = singles.to_array();
        for band in 0..3 {
            if singles[band] != 0 && !self.place(digit, band, singles[band]) {
                return None;
            }
        }
        Some(true)
    }

    /// The triad rule. The three cells of a triplet, or of a column within
    /// a box, hold three different digits. So where only three digits can
    /// sit there, each must: it leaves the rest of the triplet's row and
    /// box, or of the column and the box. And where three digits must sit
    /// there, no other can. Counts the [`Triads`] over the digits with
    /// bitwise adders, in
    /// the lanes of one vector. Returns None on a contradiction (fewer than
    /// three digits can sit in a triplet, or more than three must), else
    /// whether anything changed.
    #[inline(always)]
    fn apply_triad_rule(&mut self, triads: &Triads) -> Option<bool> {
        // Triplets in bits 0-8, columns in bits 16-24.
        let zero = Lanes::splat(0);
        let (mut can_once, mut can_twice, mut can_thrice, mut can_more) = (zero, zero, zero, zero);
        let (mut must_once, mut must_twice, mut must_thrice, mut must_more) =
            (zero, zero, zero, zero);
        let marks = Lanes::splat(0o111 | 0o111 << 16);
        for digit in 0..9 {
            let can = Lanes::load_halves(&triads.rows, 3 * digit)
                | Lanes::load_halves(&triads.columns, 3 * digit).shl::<16>();
            let (first, second, third) =
                (can & marks, can.shr::<1>() & marks, can.shr::<2>() & marks);
            let shared = (first & second) | (third & (first | second));
            let must = can.and_not(shared | shared.shl::<1>() | shared.shl::<2>());
            can_more = can_more | (can_thrice & can);
            can_thrice = can_thrice | (can_twice & can);
            can_twice = can_twice | (can_once & can);
            can_once = can_once | can;
            must_more = must_more | (must_thrice & must);
            must_thrice = must_thrice | (must_twice & must);
            must_twice = must_twice | (must_once & must);
            must_once = must_once | must;
        }
        let all = Lanes::splat(ROW | ROW << 16);
        if !(all.and_not(can_thrice) | must_more).bands_empty() {
            return None;
        }
        // Exactly three can, fewer than three must yet; three must, more can.
        let confine = can_thrice.and_not(can_more).and_not(must_thrice);
        let exclude = must_thrice & can_more;
        if (confine | exclude).bands_empty() {
            return Some(false);
        }
        let (confine, exclude) = (confine.to_array(), exclude.to_array());
        let rows_confine = confine.map(|lane| lane & ROW);
        let rows_exclude = exclude.map(|lane| lane & ROW);
        let cols_confine = confine.map(|lane| lane >> 16);
        let cols_exclude = exclude.map(|lane| lane >> 16);
        let mut changed = false;
        for digit in 0..9 {
            let mut remove = [0u32; 3];
            for band in 0..3 {
                let row = triads.rows[3 * digit + band] as u32;
                let free = row & !alone_in_group(row);
                let mut confine = free & rows_confine[band];
                while confine != 0 {
                    remove[band] |= TRIPLET_HOUSES[confine.trailing_zeros() as usize];
                    confine &= confine - 1;
                }
                let mut exclude = free & rows_exclude[band];
                while exclude != 0 {
                    remove[band] |= TRIPLET_CELLS[exclude.trailing_zeros() as usize];
                    exclude &= exclude - 1;
                }
                let column = triads.columns[3 * digit + band] as u32;
                let free = column & !alone_in_group(column);
                let mut confine = free & cols_confine[band];
                while confine != 0 {
                    let column = confine.trailing_zeros();
                    confine &= confine - 1;
                    let column_cells = 0o001_001_001 << column;
                    remove[band] |= BOX_CELLS[column as usize / 3] & !column_cells;
                    remove[(band + 1) % 3] |= column_cells;
                    remove[(band + 2) % 3] |= column_cells;
                }
                // Column bits are cells of the top row: `columns_of` spreads them.
                remove[band] |= columns_of(free & cols_exclude[band]);
            }
            for band in 0..3 {
                let word = self.candidates[3 * digit + band];
                if word & remove[band] != 0 {
                    self.candidates[3 * digit + band] = word & !remove[band];
                    changed = true;
                }
            }
        }
        Some(changed)
    }

    /// Marks `cells` of `band` decided for `digit`, whose word already has
    /// no other candidate in their rows and boxes: removes the cells from
    /// the other digits and their columns from the digit's other bands.
    #[inline(always)]
    fn settle(&mut self, digit: usize, band: usize, cells: u32) {
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

    /// Applies the band rule and singles, and in a `thorough` search the
    /// stack and triad rules, until nothing changes. `seen` holds
    /// each word as the band rule last left it, so unchanged words are
    /// skipped. Returns false on a contradiction; otherwise `pairs` is left
    /// holding the open cells with two candidates.
    #[inline(always)]
    fn propagate(
        &mut self,
        seen: &mut Words,
        stack_seen: &mut Words,
        pairs: &mut [u32; 4],
        known_changes: Option<u32>,
        thorough: bool,
        triads: &mut Triads,
    ) -> bool {
        let mut known_changes = known_changes;
        loop {
            let mut changed = match known_changes.take() {
                Some(changed) => changed,
                None => changed_words(&self.candidates, seen),
            };
            while changed != 0 {
                // Only placing singles changes other words: without any,
                // every word is as the band rule left it, and comparing
                // them again is costly right after the stores.
                let mut settled = false;
                while changed != 0 {
                    let index = changed.trailing_zeros() as usize;
                    // `changed` has only the low 27 bits: this never fails,
                    // and spares the bounds checks below.
                    assert!(index < 27);
                    changed &= changed - 1;
                    let word = self.candidates[index];
                    let unfiltered = word;
                    let occupied = occupied_triplets(word);
                    let word = word & CONSISTENT_CELLS[occupied];
                    if word == 0 {
                        return false;
                    }
                    self.candidates[index] = word;
                    triads.rows[index] = ROW_TRIADS[occupied];
                    seen[index] = word;
                    let (digit, band) = (index / 3, index % 3);
                    // Rows down to one cell place the digit there: the cell
                    // alone in the only triplet left in its row. Taken from
                    // the word as it came, beside the band rule's lookups
                    // rather than after them, which shortens the chain of
                    // dependent loads that bounds this loop.
                    let singles = SOLE_TRIPLET_CELLS[occupied]
                        & alone_in_group(unfiltered)
                        & self.open_cells[band];
                    if singles != 0 {
                        // The band rule already cleared their rows and boxes.
                        self.settle(digit, band, singles);
                        settled = true;
                    }
                }
                changed = if settled {
                    changed_words(&self.candidates, seen)
                } else {
                    0
                };
            }
            // Naked singles, cells left with no candidate, and cells with
            // two candidates for the guess to come.
            let zero = Lanes::splat(0);
            let (mut once, mut twice, mut thrice) = (zero, zero, zero);
            for digit in 0..9 {
                let words = Lanes::load(&self.candidates, 3 * digit);
                thrice = thrice | (twice & words);
                twice = twice | (once & words);
                once = once | words;
            }
            let open = Lanes::from_array(self.open_cells);
            if !open.and_not(once).bands_empty() {
                return false;
            }
            let singles = open.and_not(twice);
            let placed = !singles.bands_empty();
            if placed {
                let singles = singles.to_array();
                for band in 0..3 {
                    if singles[band] == 0 {
                        continue;
                    }
                    for digit in 0..9 {
                        let cells = singles[band] & self.candidates[3 * digit + band];
                        if cells != 0 && !self.place_last_digit(digit, band, cells) {
                            return false;
                        }
                    }
                }
            } else {
                *pairs = (open & twice).and_not(thrice).to_array();
            }
            if placed {
                continue;
            }
            // Singles alone finish most easy puzzles: no need for the
            // costlier stack rule then.
            if !thorough || self.solved() {
                return true;
            }
            let mut stack_changed = false;
            // The digits with a word changed since the stack rule last saw
            // them, found at once: testing digit by digit mispredicted a
            // third of the time.
            let changed = changed_words(&self.candidates, stack_seen);
            let mut digits = (changed | changed >> 1 | changed >> 2) & 0o111_111_111;
            while digits != 0 {
                let digit = digits.trailing_zeros() as usize / 3;
                digits &= digits - 1;
                let words = Lanes::load(&self.candidates, 3 * digit);
                match self.apply_stack_rule(digit, words, stack_seen, triads) {
                    None => return false,
                    Some(changed) => stack_changed |= changed,
                }
            }
            if !stack_changed {
                // Every word is now as both rules last left it, and so are
                // the triads they recorded.
                match self.apply_triad_rule(triads) {
                    None => return false,
                    Some(false) => return true,
                    Some(true) => {}
                }
            }
        }
    }

    #[inline(always)]
    fn solved(&self) -> bool {
        self.open_cells[0] | self.open_cells[1] | self.open_cells[2] == 0
    }

    /// What to guess: in a thorough search, an isolated link
    /// ([`Board::isolated_link`]) when the best two-candidate cell scores
    /// below [`LINK_SCORE`]; else the cell that [`Board::guess_cell`] picks.
    #[inline(always)]
    fn choose_guess(&self, pairs: &[u32; 4], thorough: bool) -> Guess {
        let (band, bit, score) = self.guess_cell(pairs, thorough);
        if thorough && score < LINK_SCORE {
            if let Some(link) = self.isolated_link() {
                return link;
            }
        }
        Guess::Cell { band, bit }
    }

    /// A house where a digit has exactly two open cells, neither of which
    /// lies in another such house of the digit (a row, box or column where
    /// it has two cells too), as a [`Guess::Link`]. Digits with more open
    /// cells come first: their links took 6-9% fewer guesses than those of
    /// the first digit with one, on the hard sets relabelled. Then rows and
    /// boxes before columns. Worked a digit at a time in the lanes of one
    /// vector: scanning house by house cost more than the guesses saved.
    #[inline(always)]
    fn isolated_link(&self) -> Option<Guess> {
        let open = Lanes::from_array(self.open_cells);
        let zero = Lanes::splat(0);
        let rows = Lanes::splat(ROW);
        // Open cells above, the digit reversed below: the largest key is the
        // digit to try next, the lower digit among equals. Every key is at
        // least 7, so a digit already tried (key 0) is never taken again.
        let mut keys: [u32; 9] = std::array::from_fn(|digit| {
            let cells = (0..3)
                .map(|band| {
                    (self.candidates[3 * digit + band] & self.open_cells[band]).count_ones()
                })
                .sum::<u32>();
            cells << 4 | (15 - digit as u32)
        });
        for _ in 0..9 {
            let key = keys.iter().copied().max().unwrap_or(0);
            let digit = (15 - (key & 15)).min(8) as usize;
            keys[digit] = 0;
            let words = Lanes::load(&self.candidates, 3 * digit) & open;
            // The columns with exactly two cells over the three bands, as
            // for the stack rule: how many in this band, then in the others.
            let (top, middle, bottom) = (words & rows, words.shr::<9>() & rows, words.shr::<18>());
            let once = top | middle | bottom;
            let twice = (top & middle) | ((top | middle) & bottom);
            let thrice = top & middle & bottom;
            let (one, two, none) = (
                once.and_not(twice),
                twice.and_not(thrice),
                rows.and_not(once),
            );
            let (one_next, two_next, none_next) =
                (one.next_band(), two.next_band(), none.next_band());
            let (one_after, two_after, none_after) = (
                one.band_after_next(),
                two.band_after_next(),
                none.band_after_next(),
            );
            let two_columns = (two & none_next & none_after)
                | (none & ((two_next & none_after) | (none_next & two_after)))
                | (one & ((one_next & none_after) | (none_next & one_after)))
                | (none & one_next & one_after);
            let in_two_column = words & to_rows(two_columns);
            let (mut in_two_row, mut in_two_box) = (zero, zero);
            for k in 0..3 {
                let row = words & Lanes::splat(ROW << (9 * k));
                in_two_row = in_two_row | (row & exactly_two(row));
                let boxed = words & Lanes::splat(BOX_CELLS[k]);
                in_two_box = in_two_box | (boxed & exactly_two(boxed));
            }
            // Cells in exactly one house of two.
            let (r, b, c) = (in_two_row, in_two_box, in_two_column);
            let not_lone = words.and_not((r ^ b ^ c).and_not(r & b & c));
            let mut isolated = zero;
            for k in 0..3 {
                let row = in_two_row & Lanes::splat(ROW << (9 * k));
                isolated = isolated | (row & (row & not_lone).zero_lanes());
                let boxed = in_two_box & Lanes::splat(BOX_CELLS[k]);
                isolated = isolated | (boxed & (boxed & not_lone).zero_lanes());
            }
            if !isolated.bands_empty() {
                let (isolated, in_two_row) = (isolated.to_array(), in_two_row.to_array());
                let band = (0..3).find(|&band| isolated[band] != 0).unwrap_or(2);
                let first = isolated[band].trailing_zeros();
                // A lone cell lies in one house of two: its row, or its box.
                let house = if in_two_row[band] >> first & 1 != 0 {
                    ROW << (9 * (first / 9))
                } else {
                    BOX_CELLS[first as usize % 9 / 3]
                };
                let second = 31 - (isolated[band] & house).leading_zeros();
                return Some(Guess::Link {
                    digit,
                    first: (band, first),
                    second: (band, second),
                });
            }
            let shared = to_cols(in_two_column & not_lone);
            let shared = shared | shared.next_band() | shared.band_after_next();
            let columns = two_columns.and_not(shared).to_array()[0];
            if columns != 0 {
                let cells = 0o001_001_001u32 << columns.trailing_zeros();
                let words = words.to_array();
                let mut ends = [(0usize, 0u32); 2];
                let mut found = 0;
                for band in 0..3 {
                    let mut here = words[band] & cells;
                    while here != 0 && found < 2 {
                        ends[found] = (band, here.trailing_zeros());
                        found += 1;
                        here &= here - 1;
                    }
                }
                return Some(Guess::Link {
                    digit,
                    first: ends[0],
                    second: ends[1],
                });
            }
        }
        None
    }

    /// The candidates of cell `bit` of `band`, as bits 0-8.
    #[inline(always)]
    fn digits_at(&self, band: usize, bit: u32) -> u32 {
        let mut digits = 0u32;
        for digit in 0..9 {
            digits |= (self.candidates[3 * digit + band] >> bit & 1) << digit;
        }
        digits
    }

    /// The cell to guess at, as (band, bit, score): a cell with two
    /// candidates, failing that a cell with three candidates, else the first
    /// open cell. The score is that of [`Board::pair_score`], or `i32::MAX`
    /// when not scored and `i32::MIN` for a cell with more candidates.
    ///
    /// With `score`, each two-candidate cell is scored by how much its two
    /// branches would settle at once (see [`Board::pair_score`]). Before the
    /// triad rule, that cut guesses per puzzle from 171 to 127 on
    /// forum_hardest_1106, 100 to 75 on forum_hardest_1905_11plus and 12.5
    /// to 8.2 on magictour_top1465.
    /// Without, the cheap choice is a two-candidate cell in the box with the
    /// most open cells.
    #[inline(always)]
    fn guess_cell(&self, pairs: &[u32; 4], score: bool) -> (usize, u32, i32) {
        let mut best = None;
        if score {
            // The highest score, and the first cell among equals, kept as
            // one key (score above, cell reversed below) so that a `max`
            // replaces a branch per cell: that comparison mispredicted
            // often, and dropping it made the hard sets 2-3% faster.
            let mut best_key = 0u32;
            for band in 0..3 {
                let mut rest = pairs[band];
                while rest != 0 {
                    let bit = rest.trailing_zeros();
                    rest &= rest - 1;
                    let score = self.pair_score(pairs, band, bit as usize);
                    // Scores lie within -30..=369: the offset keeps them positive.
                    debug_assert!((-1024..1 << 24).contains(&score));
                    let cell = 32 * band as u32 + bit;
                    best_key = best_key.max(((score + 1024) as u32) << 7 | (127 - cell));
                }
            }
            if best_key != 0 {
                let cell = 127 - (best_key & 127);
                let score = (best_key >> 7) as i32 - 1024;
                return ((cell / 32) as usize, cell % 32, score);
            }
        } else {
            let mut most_open = 0;
            for band in 0..3 {
                for box_cells in BOX_CELLS {
                    let here = pairs[band] & box_cells;
                    if here != 0 {
                        let open_here = (self.open_cells[band] & box_cells).count_ones();
                        if open_here > most_open {
                            most_open = open_here;
                            best = Some((band, here.trailing_zeros()));
                        }
                    }
                }
            }
        }
        if let Some((band, bit)) = best {
            return (band, bit, i32::MAX);
        }
        let mut first_open = None;
        for band in 0..3 {
            let (mut one, mut two, mut three, mut four) = (0u32, 0u32, 0u32, 0u32);
            for digit in 0..9 {
                let word = self.candidates[3 * digit + band];
                four |= three & word;
                three |= two & word;
                two |= one & word;
                one |= word;
            }
            let open = self.open_cells[band];
            let triples = open & three & !four;
            if triples != 0 {
                return (band, triples.trailing_zeros(), i32::MIN);
            }
            if first_open.is_none() && open != 0 {
                first_open = Some((band, open.trailing_zeros()));
            }
        }
        let (band, bit) = first_open.expect("an unsolved board has an open cell");
        (band, bit, i32::MIN)
    }

    /// How much guessing at the two-candidate cell `bit` of `band` would
    /// settle: the open cells of its box, and for each of its two digits
    /// nine per two-candidate peer holding the digit (the branch placing
    /// the digit leaves that peer one candidate), less five per house where
    /// the digit has just this cell and one other. The weights were tuned
    /// on the guess counts of the hard sets: with the triad rule, 9 and 5
    /// took 3-5% fewer guesses than the 3 and 1 tuned before it.
    #[inline(always)]
    fn pair_score(&self, pairs: &[u32; 4], band: usize, bit: usize) -> i32 {
        assert!(band < 3 && bit < 27);
        let (next, after) = ((band + 1) % 3, (band + 2) % 3);
        let digits = self.digits_at(band, bit as u32);
        let [row_cells, box_cells, col_cells] = CELL_HOUSES[bit];
        let mut score = (self.open_cells[band] & box_cells).count_ones() as i32;
        for digit in [
            digits.trailing_zeros(),
            (digits & digits.wrapping_sub(1)).trailing_zeros(),
        ] {
            // A two-candidate cell has two digits; `min` spares bounds checks.
            let digit = digit.min(8) as usize;
            let word = self.candidates[3 * digit + band];
            let (word_next, word_after) = (
                self.candidates[3 * digit + next],
                self.candidates[3 * digit + after],
            );
            let in_band = BAND_PEERS[bit] & pairs[band] & word;
            let in_column = (col_cells & pairs[next] & word_next)
                | (col_cells & pairs[after] & word_after) << 1;
            let forced = (in_band as u64 | (in_column as u64) << 32).count_ones() as i32;
            let column =
                (word & col_cells) | (word_next & col_cells) << 1 | (word_after & col_cells) << 2;
            let bilocal = has_two_cells(word & row_cells) as i32
                + has_two_cells(word & box_cells) as i32
                + has_two_cells(column) as i32;
            score += 9 * forced - 5 * bilocal;
        }
        score
    }

    fn cells(&self) -> Cells {
        let mut cells = [0u8; CELLS];
        for digit in 0..9 {
            for band in 0..3 {
                let mut word = self.candidates[3 * digit + band];
                while word != 0 {
                    let bit = word.trailing_zeros() as usize;
                    word &= word - 1;
                    cells[27 * band + bit] = digit as u8 + 1;
                }
            }
        }
        cells
    }
}

/// The words that [`Board::place`] may change when it puts `digit` in one
/// cell of `band` whose candidates are `digits` (bits 0-8): the digit's
/// three words and the cell's band word of each candidate. Passing them on
/// spares comparing all 27 words.
#[inline(always)]
fn words_placing_changes(digit: usize, band: usize, digits: u32) -> u32 {
    let mut words = 7 << (3 * digit);
    let mut rest = digits;
    while rest != 0 {
        words |= 1 << (3 * rest.trailing_zeros() as usize + band);
        rest &= rest - 1;
    }
    words
}

/// A choice the search makes when logic stalls. Both kinds split the
/// solutions in two or more parts, tried one after the other.
enum Guess {
    /// Each candidate of one cell in turn.
    Cell { band: usize, bit: u32 },
    /// `digit` at the first cell, then at the second: the two cells of a
    /// house that alone can hold it, as (band, bit). Such a link, when its
    /// cells lie in no other house where the digit has two cells, often
    /// splits better than any two-candidate cell. Taking them cut guesses
    /// by a fifth on forum_hardest_1905_11plus (66.1 to 52.7) and a quarter
    /// on forum_hardest_1106 (108.9 to 82.5), and as much on samples of both
    /// with the puzzles relabelled and transformed.
    Link {
        digit: usize,
        first: (usize, u32),
        second: (usize, u32),
    },
}

/// Isolated links score this much against the two-candidate cells of
/// [`Board::pair_score`]: a link is taken when the best cell scores less.
/// Tuned on the guess counts of the hard sets (16 to 20 all did well).
const LINK_SCORE: i32 = 18;

/// A guess to come back to: the board before it, and what is left to try:
/// for a cell, its candidates not yet tried; for a link, its second cell.
struct Pending {
    board: Board,
    /// The guessed cell, or the link's second cell, as a bit of `band`.
    band: usize,
    cell: u32,
    /// The digit tried first.
    digit: usize,
    /// The cell's other candidates, as bits 0-8; 0 for a link, whose
    /// `digit` goes to `cell` next.
    others: u32,
}

/// Grids with at least this many givens are searched with the band rule and
/// singles alone, guessing in the box with the most open cells. With so many
/// givens, singles decide the grid or it has many solutions, and the stack
/// rule and the scoring of guesses cost more than they save: on
/// serg_multiple_solutions (34 and 35 givens) they took a quarter of the
/// time. Below this, even minimal puzzles with 27 givens were slower
/// without them.
const MANY_GIVENS: u32 = 30;

/// Searches `givens` (no two may conflict) for up to `limits.max_solutions`
/// solutions.
pub fn search(givens: &Cells, limits: Limits) -> Outcome {
    search_masks(&cells_to_masks(givens), limits).unwrap_or(Outcome {
        solutions: 0,
        first: [0; CELLS],
        guesses: 0,
        budget_exhausted: false,
    })
}

/// As [`search`], from value masks; None when two givens conflict.
pub(crate) fn search_masks(givens: &ValueMasks, limits: Limits) -> Option<Outcome> {
    #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
    {
        use std::arch::is_x86_feature_detected as has;
        if has!("avx2") && has!("bmi1") && has!("bmi2") && has!("popcnt") {
            // SAFETY: the CPU has every feature the copy is compiled for,
            // checked just above.
            return unsafe { search_masks_avx2(givens, limits) };
        }
        if has!("popcnt") {
            // SAFETY: the CPU has POPCNT, checked just above.
            return unsafe { search_masks_popcnt(givens, limits) };
        }
    }
    search_masks_anywhere(givens, limits)
}

/// [`search_masks`] compiled for x86-64 CPUs from about 2013 on (Haswell,
/// and AMD since Excavator): the same code, but with three-operand vector
/// instructions, which spare register copies, and BMI's bit instructions.
/// 5-8% fewer instructions, 2-4% faster than the POPCNT copy on most sets.
#[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
unsafe fn search_masks_avx2(givens: &ValueMasks, limits: Limits) -> Option<Outcome> {
    search_masks_anywhere(givens, limits)
}

/// [`search_masks`] compiled for CPUs with the POPCNT instruction, which
/// the scoring of guesses leans on; every x86-64 CPU since about 2008.
#[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
#[target_feature(enable = "popcnt")]
unsafe fn search_masks_popcnt(givens: &ValueMasks, limits: Limits) -> Option<Outcome> {
    search_masks_anywhere(givens, limits)
}

#[inline(always)]
fn search_masks_anywhere(givens: &ValueMasks, limits: Limits) -> Option<Outcome> {
    let board = Board::with_givens(givens)?;
    let open_cells = givens[0]
        .iter()
        .map(|cells| cells.count_ones())
        .sum::<u32>();
    let thorough = CELLS as u32 - open_cells < MANY_GIVENS;
    Some(search_board(board, limits, thorough))
}

/// The search from `board`; `thorough` adds the stack and triad rules and
/// the scoring of guesses.
#[inline(always)]
fn search_board(board: Board, limits: Limits, thorough: bool) -> Outcome {
    let mut board = board;
    let mut outcome = Outcome {
        solutions: 0,
        first: [0; CELLS],
        guesses: 0,
        budget_exhausted: false,
    };
    let max_solutions = limits.max_solutions.max(1);
    // Each word as the band rule last left it; u32::MAX matches no word, so
    // everything is examined once.
    let mut seen = [u32::MAX; WORDS];
    let mut stack_seen = [u32::MAX; WORDS];
    let mut pairs = [0u32; 4];
    // Boards to come back to, deepest last, each with the branch not taken.
    // Each guess decides at least one more cell, so there are never more
    // than 81.
    //
    // Left uninitialised: filling 12 KiB on every call cost as much as
    // solving an easy puzzle (measured with callgrind on kaggle_10k).
    let mut pending = [const { MaybeUninit::<Pending>::uninit() }; CELLS];
    // Each level's triads, saved only in a thorough search.
    let mut triads = Triads {
        rows: [0; WORDS],
        columns: [0; WORDS],
    };
    let mut pending_triads = [const { MaybeUninit::<Triads>::uninit() }; CELLS];
    let mut depth = 0;
    let mut known_changes = None;
    loop {
        if board.propagate(
            &mut seen,
            &mut stack_seen,
            &mut pairs,
            known_changes,
            thorough,
            &mut triads,
        ) {
            if !board.solved() {
                if limits.guess_budget != 0 && outcome.guesses >= limits.guess_budget {
                    outcome.budget_exhausted = true;
                    return outcome;
                }
                outcome.guesses += 1;
                // What to place now (with the cell's candidates), and what
                // to leave for later.
                let guess = board.choose_guess(&pairs, thorough);
                let (digit, (band, bit), digits, later) = match guess {
                    Guess::Cell { band, bit } => {
                        let digits = board.digits_at(band, bit);
                        assert!(
                            digits != 0,
                            "an open cell has a candidate after propagation"
                        );
                        let digit = digits.trailing_zeros() as usize;
                        let later = (band, bit, digits & (digits - 1));
                        (digit, (band, bit), digits, later)
                    }
                    Guess::Link {
                        digit,
                        first,
                        second,
                    } => {
                        let digits = board.digits_at(first.0, first.1);
                        (digit, first, digits, (second.0, second.1, 0))
                    }
                };
                pending[depth].write(Pending {
                    board,
                    band: later.0,
                    cell: 1 << later.1,
                    digit,
                    others: later.2,
                });
                if thorough {
                    pending_triads[depth].write(triads);
                }
                depth += 1;
                let placed = board.place(digit, band, 1 << bit);
                debug_assert!(placed, "a single cell never sees itself");
                known_changes = Some(words_placing_changes(digit, band, digits));
                continue;
            }
            if outcome.solutions == 0 {
                outcome.first = board.cells();
            }
            outcome.solutions += 1;
            if outcome.solutions >= max_solutions {
                return outcome;
            }
        }
        if depth == 0 {
            return outcome;
        }
        depth -= 1;
        // SAFETY: every level below `depth` was written when it was pushed,
        // and `depth` only decreases here.
        let branch = unsafe { pending[depth].assume_init_read() };
        board = branch.board;
        if thorough {
            // SAFETY: as for `pending`: written at this depth when pushed in
            // a thorough search.
            triads = unsafe { pending_triads[depth].assume_init_read() };
        }
        // The saved board was at a fixed point: only what we change now needs
        // the rules again.
        seen = board.candidates;
        stack_seen = board.candidates;
        if branch.others == 0 {
            // A link: the digit goes to its second cell.
            let bit = branch.cell.trailing_zeros();
            let digits = board.digits_at(branch.band, bit);
            let placed = board.place(branch.digit, branch.band, branch.cell);
            debug_assert!(placed, "a single cell never sees itself");
            known_changes = Some(words_placing_changes(branch.digit, branch.band, digits));
        } else if branch.others.count_ones() == 1 {
            // The cell's last candidate: place it now rather than leave it to
            // a pass of naked singles (2.5% faster on the hard sets).
            let digit = branch.others.trailing_zeros() as usize;
            let placed = board.place(digit, branch.band, branch.cell);
            debug_assert!(placed, "a single cell never sees itself");
            known_changes = Some(words_placing_changes(
                digit,
                branch.band,
                branch.others | 1 << branch.digit,
            ));
        } else {
            let index = 3 * branch.digit + branch.band;
            board.candidates[index] &= !branch.cell;
            // Only that word differs from `seen`: no need to compare them all.
            known_changes = Some(1 << index);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{is_solution_of, parse};

    fn outcome(text: &[u8; 81], max_solutions: u32) -> Outcome {
        search(
            &parse(text).unwrap(),
            Limits {
                max_solutions,
                guess_budget: 0,
            },
        )
    }

    #[test]
    fn solves_a_hard_puzzle_and_proves_it_unique() {
        let text =
            b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        let found = outcome(text, 2);
        assert_eq!(found.solutions, 1);
        assert!(found.guesses > 0);
        assert!(is_solution_of(&parse(text).unwrap(), &found.first));
    }

    #[test]
    fn counts_solutions_of_the_empty_grid_up_to_the_limit() {
        let empty = [b'.'; 81];
        for limit in [1, 2, 7, 100] {
            let found = outcome(&empty, limit);
            assert_eq!(found.solutions, limit);
            assert!(is_solution_of(&[0; 81], &found.first));
        }
    }

    #[test]
    fn finds_no_solution_when_none_exists() {
        // Consistent givens, but row 0 leaves cell 8 no digit: 1-8 in the row
        // and 9 in its column.
        let mut text = [b'.'; 81];
        text[..8].copy_from_slice(b"12345678");
        text[9 * 4 + 8] = b'9';
        let found = outcome(&text, 2);
        assert_eq!(found.solutions, 0);
    }

    #[test]
    fn stops_at_the_guess_budget() {
        let text =
            b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        let found = search(
            &parse(text).unwrap(),
            Limits {
                max_solutions: 2,
                guess_budget: 1,
            },
        );
        assert!(found.budget_exhausted);
        assert_eq!(found.guesses, 1);
    }

    #[test]
    fn light_and_thorough_searches_agree() {
        let mut no_solution = [b'.'; 81];
        no_solution[..8].copy_from_slice(b"12345678");
        no_solution[9 * 4 + 8] = b'9';
        // Each grid with its number of solutions, up to 1,000.
        let grids: [(&[u8; 81], u32); 4] = [
            // 35 givens (serg_multiple_solutions).
            (
                b"8.........95.......76.........426798...571243...893165......916....3.487....1.532",
                872,
            ),
            // 24 givens (forum_hardest_1106).
            (
                b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
                1,
            ),
            // 27 givens, the top band of a solution: far more solutions.
            (
                b"123456789456789123789123456......................................................",
                1000,
            ),
            // Consistent givens, but row 0 leaves cell 8 no digit.
            (&no_solution, 0),
        ];
        // Miri interprets each step: counting a thousand solutions there
        // would take minutes, so it counts fewer.
        let max_solutions = if cfg!(miri) { 20 } else { 1000 };
        let limits = Limits {
            max_solutions,
            guess_budget: 0,
        };
        for (text, solutions) in grids {
            let solutions = solutions.min(max_solutions);
            let cells = parse(text).unwrap();
            let givens = cells_to_masks(&cells);
            for thorough in [false, true] {
                let found = search_board(Board::with_givens(&givens).unwrap(), limits, thorough);
                assert_eq!(found.solutions, solutions, "thorough: {thorough}");
                if solutions > 0 {
                    assert!(is_solution_of(&cells, &found.first));
                }
            }
        }
    }

    #[test]
    fn the_triad_rule_refutes_a_grid_without_guessing() {
        // Found by fuzzing: with the band and stack rules alone, only a
        // search of about 3 million guesses shows it has no solution. With
        // the triad rule, propagation at the root refutes it.
        let text =
            b"..............2..5..0............3...2.5.7........39.......1..2..3..............7";
        let givens = cells_to_masks(&parse(text).unwrap());
        let limits = Limits {
            max_solutions: 2,
            guess_budget: 1,
        };
        let found = search_board(Board::with_givens(&givens).unwrap(), limits, true);
        assert_eq!(found.solutions, 0);
        assert_eq!(found.guesses, 0);
        assert!(!found.budget_exhausted);
    }

    /// The copies of the search compiled for different CPU features are
    /// the same code; this checks they also find the same, guess for guess.
    #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
    #[test]
    fn every_compiled_copy_of_the_search_agrees() {
        use std::arch::is_x86_feature_detected as has;
        let grids: [&[u8; 81]; 4] = [
            b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            b"8.........95.......76.........426798...571243...893165......916....3.487....1.532",
            b"..............2..5..0............3...2.5.7........39.......1..2..3..............7",
            &[b'.'; 81],
        ];
        let limits = Limits {
            max_solutions: if cfg!(miri) { 10 } else { 100 },
            guess_budget: 0,
        };
        for text in grids {
            let givens = cells_to_masks(&parse(text).unwrap());
            let baseline = search_masks_anywhere(&givens, limits);
            if has!("popcnt") {
                // SAFETY: the CPU has POPCNT, checked just above.
                assert_eq!(unsafe { search_masks_popcnt(&givens, limits) }, baseline);
            }
            if has!("avx2") && has!("bmi1") && has!("bmi2") && has!("popcnt") {
                // SAFETY: the CPU has every feature, checked just above.
                assert_eq!(unsafe { search_masks_avx2(&givens, limits) }, baseline);
            }
        }
    }

    /// A link as (digit, the two cells as (band, bit), in order).
    type Link = (usize, (usize, u32), (usize, u32));

    /// Every isolated link of `board`, found house by house.
    fn isolated_links_one_by_one(board: &Board) -> Vec<Link> {
        let mut links = Vec::new();
        for digit in 0..9 {
            let has = |band: usize, bit: u32| {
                (board.candidates[3 * digit + band] & board.open_cells[band]) >> bit & 1 != 0
            };
            // Each house as its nine cells: rows, boxes, columns.
            let mut houses: Vec<Vec<(usize, u32)>> = Vec::new();
            for band in 0..3 {
                for k in 0..3u32 {
                    houses.push((0..9).map(|i| (band, 9 * k + i)).collect());
                    let in_box = |i: u32| (band, 9 * (i / 3) + 3 * k + i % 3);
                    houses.push((0..9).map(in_box).collect());
                }
            }
            for column in 0..9u32 {
                let in_column = |i: u32| (i as usize / 3, 9 * (i % 3) + column);
                houses.push((0..9).map(in_column).collect());
            }
            let twos: Vec<Vec<(usize, u32)>> = houses
                .iter()
                .map(|house| house.iter().copied().filter(|&(b, c)| has(b, c)).collect())
                .filter(|cells: &Vec<_>| cells.len() == 2)
                .collect();
            for cells in &twos {
                let lone = |cell| twos.iter().filter(|other| other.contains(&cell)).count() == 1;
                if lone(cells[0]) && lone(cells[1]) {
                    links.push((digit, cells[0].min(cells[1]), cells[0].max(cells[1])));
                }
            }
        }
        links
    }

    #[test]
    fn isolated_link_finds_what_a_house_by_house_scan_finds() {
        // Boards of random words: sparse ones have many houses with two
        // cells of a digit, some of them isolated; dense ones have few.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut random = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut with_link, mut without) = (0, 0);
        for _ in 0..if cfg!(miri) { 20 } else { 3000 } {
            let mut board = Board {
                candidates: [0; WORDS],
                open_cells: [0; 4],
            };
            for band in 0..3 {
                board.open_cells[band] = !(random() as u32 & random() as u32 & random() as u32);
                board.open_cells[band] &= (1 << 27) - 1;
            }
            // One cell in eight, four, or three in four.
            let density = random() % 3;
            for word in &mut board.candidates[..27] {
                let bits = match density {
                    0 => random() & random() & random(),
                    1 => random() & random(),
                    _ => random() | random(),
                };
                *word = bits as u32 & ((1 << 27) - 1);
            }
            let expected = isolated_links_one_by_one(&board);
            match board.isolated_link() {
                None => {
                    assert_eq!(expected, []);
                    without += 1;
                }
                Some(Guess::Link {
                    digit,
                    first,
                    second,
                }) => {
                    let link = (digit, first.min(second), first.max(second));
                    assert!(expected.contains(&link), "{link:?} not in {expected:?}");
                    // The digit with the most open cells among those with
                    // a link, the lowest among equals.
                    let open_cells = |digit: usize| -> u32 {
                        (0..3)
                            .map(|b| {
                                (board.candidates[3 * digit + b] & board.open_cells[b]).count_ones()
                            })
                            .sum()
                    };
                    let best = expected
                        .iter()
                        .map(|&(digit, _, _)| (open_cells(digit), std::cmp::Reverse(digit)))
                        .max()
                        .map(|(_, digit)| digit.0);
                    assert_eq!(best, Some(digit));
                    with_link += 1;
                }
                Some(Guess::Cell { .. }) => panic!("isolated_link returned a cell"),
            }
        }
        // Both outcomes were exercised.
        assert!(with_link > 0 && without > 0, "{with_link} {without}");
    }

    #[test]
    fn occupied_triplets_marks_each_triplet_with_a_cell() {
        // Every set of triplets (bit `3 * row + box`), each occupied by
        // each one of its three cells in turn.
        for triplets in 0..512u32 {
            let mut expected = 0;
            for triplet in 0..9 {
                if triplets & (1 << triplet) != 0 {
                    expected |= 1 << (3 * (triplet % 3) + triplet / 3);
                }
            }
            for cell in 0..3 {
                let mut word = 0;
                for triplet in 0..9 {
                    if triplets & (1 << triplet) != 0 {
                        word |= TRIPLET_CELLS[triplet] & (0o111_111_111 << cell);
                    }
                }
                assert_eq!(occupied_triplets(word), expected, "{word:#o}");
            }
        }
    }

    #[test]
    fn band_rule_tables_are_consistent() {
        let all = (1 << 27) - 1;
        let consistent = |word: u32| CONSISTENT_CELLS[occupied_triplets(word)];
        let triads = |word: u32| ROW_TRIADS[occupied_triplets(word)];
        // All nine triplets present: every cell may hold the digit.
        assert_eq!(consistent(all), all);
        // Rows 0 and 1 both only in box 0: no placement exists.
        let rows_in_one_box = 0o001 | 0o004 << 9 | 0o777 << 18;
        assert_eq!(consistent(rows_in_one_box), 0);
        // A diagonal of triplets is one placement, kept as it is.
        let diagonal = 7 | 7 << 12 | 7 << 24;
        assert_eq!(consistent(diagonal), diagonal);
        assert_eq!(BOXES_OF_ROW[0b100_000_001], 0b101);
        // Triads: all nine triplets possible, and none alone in its row; a
        // diagonal alone in every row; a band with no placement has none.
        let diagonal_triplets = 1 | 1 << 4 | 1 << 8;
        assert_eq!(triads(all), 0x1ff);
        assert_eq!(alone_in_group(0x1ff), 0);
        assert_eq!(triads(diagonal), diagonal_triplets);
        assert_eq!(
            alone_in_group(diagonal_triplets as u32),
            diagonal_triplets as u32
        );
        assert_eq!(triads(rows_in_one_box), 0);
        // Hidden singles: the triplets left alone in their rows, and the
        // cells alone in their triplets.
        assert_eq!(SOLE_TRIPLET_CELLS[occupied_triplets(all)], 0);
        assert_eq!(SOLE_TRIPLET_CELLS[occupied_triplets(diagonal)], diagonal);
        assert_eq!(alone_in_group(0b110_001), 0b001);
        assert_eq!(alone_in_group(0b111 << 9 | 0b100 << 21), 0b100 << 21);
        // Rows 0 and 1 share boxes 0 and 1, so row 2 must take box 2.
        assert_eq!(triads(0o077 | 0o077 << 9 | 0o777 << 18), 0b100_011_011);
        assert_eq!(TRIPLET_HOUSES[4], (0o777 << 9 | BOX_CELLS[1]) & !(7 << 12));
        assert_eq!(BAND_PEERS[0].count_ones(), 8 + 6);
    }
}
