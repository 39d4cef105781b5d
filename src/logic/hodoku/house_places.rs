//! Per house and digit, the digit's places as positions in the house (bit
//! `j`: the house's `j`-th cell), taken once per grid and house for the
//! hidden subsets and the basic fish, which each read them for every house
//! (or line) they search; a house's row is taken when first read, as a
//! search that finds its step early reads few.

use super::board::Board;
use crate::geometry::{HOUSES, HOUSE_CELLS};

/// A candidate mask spread so that digit `d` (0-8) sits at bit `9 * d`:
/// shifted by a cell's position and ORed over a house, it holds every
/// digit's positions there, nine bits apiece.
const SPREAD: [u128; 512] = {
    let mut table = [0u128; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut d = 0;
        while d < 9 {
            table[mask] |= ((mask >> d & 1) as u128) << (9 * d);
            d += 1;
        }
        mask += 1;
    }
    table
};

pub(super) struct HousePlaces {
    /// Per house, the [`Board::stamp`] of the grid its row of `of` was
    /// taken on (0: none).
    at: [u32; HOUSES],
    /// Per house and digit (index `digit - 1`), the digit's positions.
    of: [[u16; 9]; HOUSES],
}

impl Default for HousePlaces {
    fn default() -> HousePlaces {
        HousePlaces {
            at: [0; HOUSES],
            of: [[0; 9]; HOUSES],
        }
    }
}

impl HousePlaces {
    /// `house`'s digit positions on `board`'s grid, taken if not yet.
    #[inline]
    pub fn of(&mut self, board: &Board, house: usize) -> &[u16; 9] {
        if self.at[house] != board.stamp() {
            self.at[house] = board.stamp();
            let mut all = 0u128;
            for (j, &cell) in HOUSE_CELLS[house].iter().enumerate() {
                all |= SPREAD[board.cands[cell as usize] as usize] << j;
            }
            for (d, place) in self.of[house].iter_mut().enumerate() {
                *place = (all >> (9 * d)) as u16 & 0x1ff;
            }
        }
        &self.of[house]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::hodoku::board::bit;
    use crate::logic::hodoku::random_puzzles::RandomPuzzles;

    #[test]
    fn the_table_holds_each_digit_s_cells_in_each_house() {
        let mut puzzles = RandomPuzzles::new(0x5851_f42d_4c95_7f2d);
        let mut places = HousePlaces::default();
        for round in 0..300u32 {
            let keep = 20 + puzzles.below(40);
            let mut board = Board::new(&puzzles.puzzle(keep, 0));
            // A new grid: the table is taken again.
            board.epoch = round;
            for (house, cells) in HOUSE_CELLS.iter().enumerate() {
                let table = *places.of(&board, house);
                for digit in 1..=9u8 {
                    let slow = (0..9)
                        .filter(|&j| board.cands[cells[j] as usize] & bit(digit) != 0)
                        .fold(0u16, |m, j| m | 1 << j);
                    assert_eq!(table[digit as usize - 1], slow);
                }
            }
        }
    }
}
