//! The constant tables and small bit functions of the search, all built at
//! compile time. A band word holds one digit's candidates in three rows:
//! bit `9 * row + column`. A "triplet" is the three cells a row shares with
//! a box, numbered `3 * row + box` unless said otherwise.

pub(super) const ROW: u32 = 0x1ff;

/// For the nine cells of a band row, which of its three boxes hold any.
pub(super) const BOXES_OF_ROW: [u8; 512] = {
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
/// loads: this takes one load off it.
#[inline(always)]
pub(super) fn occupied_triplets(word: u32) -> usize {
    // Bit `9 * row + 3 * box` of `any` marks triplet (row, box); shifting
    // row r right by `8 * r` brings it to bit `3 * box + row`.
    let any = (word | word >> 1 | word >> 2) & 0o111_111_111;
    ((any | any >> 8 | any >> 16) & ROW) as usize
}

/// For the occupied triplets of a band ([`occupied_triplets`]), the cells
/// of the triplets that take part in at least one placement with one
/// triplet per row and per box; 0 when there is none.
pub(super) const CONSISTENT_CELLS: [u32; 512] = {
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
pub(super) const BOX_CELLS: [u32; 3] = [0o007_007_007, 0o070_070_070, 0o700_700_700];

/// For the occupied triplets of a band, as for [`CONSISTENT_CELLS`], those
/// that it keeps, as bit `3 * row + box`: the triplets that can still hold
/// the digit, which the triad rule counts over the nine digits.
pub(super) const ROW_TRIADS: [u16; 512] = {
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
pub(super) const SOLE_TRIPLET_CELLS: [u32; 512] = {
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
pub(super) fn alone_in_group(bits: u32) -> u32 {
    let marks = 0o111_111_111;
    let (first, second, third) = (bits & marks, (bits >> 1) & marks, (bits >> 2) & marks);
    let shared = (first & second) | (third & (first | second));
    bits & !(shared | shared << 1 | shared << 2)
}

/// The cells of each triplet of a band (`3 * row + box`).
pub(super) const TRIPLET_CELLS: [u32; 9] = {
    let mut table = [0u32; 9];
    let mut triplet = 0;
    while triplet < 9 {
        table[triplet] = 7 << (9 * (triplet / 3) + 3 * (triplet % 3));
        triplet += 1;
    }
    table
};

/// The other cells of each triplet's row and box.
pub(super) const TRIPLET_HOUSES: [u32; 9] = {
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
pub(super) const BAND_PEERS: [u32; 27] = {
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
pub(super) const CELL_HOUSES: [[u32; 3]; 27] = {
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
// scripts/check-inline.sh builds once with `--cfg sudoku_break_inline`, to
// show that its check catches a helper left out of line.
#[cfg_attr(not(sudoku_break_inline), inline(always))]
#[cfg_attr(sudoku_break_inline, inline(never))]
pub(super) fn peers_of(cells: u32) -> u32 {
    let mut peers = 0;
    let mut rest = cells;
    while rest != 0 {
        peers |= BAND_PEERS[rest.trailing_zeros() as usize];
        rest &= rest - 1;
    }
    peers
}

/// Whether `cells` holds exactly two cells.
#[inline(always)]
pub(super) fn has_two_cells(cells: u32) -> bool {
    cells.count_ones() == 2
}

/// The columns of `cells`, as cells of all three rows of a band.
#[inline(always)]
pub(super) fn columns_of(cells: u32) -> u32 {
    let cols = (cells | cells >> 9 | cells >> 18) & ROW;
    cols | cols << 9 | cols << 18
}

#[cfg(test)]
mod tests {
    use super::*;

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
