//! The orders in which Sudoku Explainer scans houses and peers. Where
//! several steps apply, the first found is the one taken, so matching its
//! path means scanning as it does.

use crate::geometry::{CELLS, HOUSES, HOUSES_OF, HOUSE_CELLS};

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
    use crate::geometry::{CellSet, PEER_SETS};

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
