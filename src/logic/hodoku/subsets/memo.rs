//! What the subset searches remember from grid to grid: where each found
//! nothing, the closed-subset lists, and the houses' counts of cells with
//! few candidates.

use super::super::board::{ones, Board};
use super::closed::Lists;
use crate::geometry::{HOUSES, HOUSE_CELLS};

/// Per subset search and house, the board's [`Board::stamp`] when the
/// search found nothing there (0: not yet). A house's search reads only the
/// houses of [`CROSSING`](super::super::board::CROSSING) (naked) or the house itself (hidden), so while
/// none of those changed it finds nothing again and is skipped; the order
/// of the houses searched is unchanged.
pub(in super::super) struct Memo {
    /// Locked pair, locked triple, naked pair, triple, quadruple.
    pub(super) naked: [[u32; HOUSES]; 5],
    /// Hidden pair, triple, quadruple.
    pub(super) hidden: [[u32; HOUSES]; 3],
    /// Per naked search (as `naked`) and hidden search (as `hidden`), the
    /// [`Board::stamp`] of the last grid on which it found nothing in any
    /// house: see [`Memo::complement_none`].
    pub(super) naked_none: [u32; 5],
    pub(super) hidden_none: [u32; 3],
    /// The [`Board::stamp`] of the grid `small` was taken on (0: none).
    pub(super) small_at: u32,
    /// Per size 2-4 (index `size - 2`) and house, the positions in the
    /// house of the cells with `1..=size` candidates: taken once per grid
    /// for the five naked searches, which each scanned every house's cells
    /// (most of their time), and let a house with fewer such cells than
    /// the size go at once.
    pub(super) small: [[u16; HOUSES]; 3],
    /// Per house, the positions of its empty cells, and of its cells of one
    /// candidate, taken with `small`.
    pub(super) empty: [u16; HOUSES],
    pub(super) single: [u16; HOUSES],
    /// Per count `n` of empty cells (0..=9), the houses with `n` of them,
    /// as bits: taken with `small`, once per grid, for the searches that
    /// leave houses by their count (`small_lines`, `complement_none`).
    pub(super) with_empty: [u32; 10],
    /// Each house's closed cell subsets (naked) and digit subsets (hidden)
    /// of two and three members on the grid searched (boxed: about 4 KB each).
    pub(super) naked_lists: Box<Lists>,
    pub(super) hidden_lists: Box<Lists>,
}

impl Default for Memo {
    fn default() -> Memo {
        Memo {
            naked: [[0; HOUSES]; 5],
            hidden: [[0; HOUSES]; 3],
            naked_none: [0; 5],
            hidden_none: [0; 3],
            small_at: 0,
            small: [[0; HOUSES]; 3],
            empty: [0; HOUSES],
            single: [0; HOUSES],
            with_empty: [0; 10],
            naked_lists: Box::default(),
            hidden_lists: Box::default(),
        }
    }
}

/// Per candidate mask, bit 0 when it holds one or two digits, bit 10 one
/// to three, bit 20 one to four, bit 30 any, bit 40 one: shifted by a
/// cell's position in a house and ORed over the house, the house's `small`
/// for the three sizes, its empty cells and its cells of one candidate.
const SMALL: [u64; 512] = {
    let mut table = [0u64; 512];
    let mut mask = 1;
    while mask < 512 {
        let n = (mask as u32).count_ones();
        let mut size = 2;
        while size <= 4 {
            if n <= size {
                table[mask] |= 1 << (10 * (size - 2));
            }
            size += 1;
        }
        table[mask] |= 1 << 30;
        if n == 1 {
            table[mask] |= 1 << 40;
        }
        mask += 1;
    }
    table
};

impl Memo {
    /// `small` for `board`'s grid, taken if not yet.
    pub(super) fn small_of(&mut self, board: &Board) -> &[[u16; HOUSES]; 3] {
        if self.small_at != board.stamp() {
            let taken = self.small_at;
            self.small_at = board.stamp();
            // Branch free, house by house: the cells' sizes are unpredictable.
            for (house, cells) in HOUSE_CELLS.iter().enumerate() {
                // A house reads only its cells: as it was if unchanged.
                if board.unchanged_since(taken, &[house as u8]) {
                    continue;
                }
                let mut all = 0u64;
                for (j, &cell) in cells.iter().enumerate() {
                    all |= SMALL[board.cands[cell as usize] as usize] << j;
                }
                for (k, by_size) in self.small.iter_mut().enumerate() {
                    by_size[house] = (all >> (10 * k)) as u16 & 0x1ff;
                }
                self.empty[house] = (all >> 30) as u16 & 0x1ff;
                self.single[house] = (all >> 40) as u16 & 0x1ff;
            }
            self.with_empty = [0; 10];
            for (house, &empty) in self.empty.iter().enumerate() {
                self.with_empty[ones(empty) as usize] |= 1 << house;
            }
        }
        &self.small
    }

    /// The lines of `size` empty cells or fewer, as a mask of houses: a
    /// naked subset there is all the line's cells, so it eliminates only
    /// in their box, if they share one; the box, searched first, holds the
    /// same subset with the same eliminations.
    pub(super) fn small_lines(&mut self, board: &Board, size: usize) -> u32 {
        self.small_of(board);
        self.at_most_empty(size) & ((1 << 18) - 1)
    }

    /// The houses of `n` empty cells or fewer, on the grid `small` is of.
    pub(super) fn at_most_empty(&self, n: usize) -> u32 {
        self.with_empty[..=n]
            .iter()
            .fold(0, |houses, &with| houses | with)
    }

    /// The houses where a search for `size`-subsets of the other kind
    /// (`naked`: hidden ones, or the reverse) cannot eliminate on
    /// `board`'s grid, as a mask of houses, from what this grid's earlier
    /// searches found nothing of. In a house of `n` empty cells, a hidden
    /// subset of `size` digits is the naked subset of the `n - size` other
    /// cells (which hold only the other digits) and eliminates the same
    /// candidates, and the reverse: the other cells hold the other digits
    /// in the solution, so their union is all of them. The grids searched
    /// keep a solution's digits (or the walk ends in the uniqueness check's
    /// error whatever it finds). Naked pairs and triples come before the
    /// hidden ones in HoDoKu's order, the naked quadruple between the
    /// hidden triple and quadruple; so a house is left when its complement
    /// is of a size already searched on this grid without a step, or holds
    /// no cell (no elimination), or one cell, which holds one candidate
    /// (naked) or the one place of a digit (hidden), when the house has
    /// none such.
    pub(super) fn complement_none(&mut self, board: &Board, size: usize, naked: bool) -> u32 {
        let stamp = board.stamp();
        // Per complement size 2-4, whether its searches found nothing here.
        let none: [bool; 3] = if naked {
            [0, 1, 2].map(|k| self.hidden_none[k] == stamp)
        } else {
            [
                self.naked_none[0] == stamp && self.naked_none[2] == stamp,
                self.naked_none[1] == stamp && self.naked_none[3] == stamp,
                self.naked_none[4] == stamp,
            ]
        };
        self.small_of(board);
        // By the complement's size: none, one cell, two to four.
        let mut skip = self.at_most_empty(size);
        let mut one_more = self.with_empty[size + 1];
        while one_more != 0 {
            let house = one_more.trailing_zeros() as usize;
            one_more &= one_more - 1;
            // The complement of a hidden subset: a cell of one candidate;
            // of a naked one, a digit of one place.
            let left = if naked {
                !board.free[house][1..].contains(&1)
            } else {
                self.single[house] == 0
            };
            skip |= u32::from(left) << house;
        }
        for (other, &none) in (2..).zip(&none) {
            if none && size + other <= 9 {
                skip |= self.with_empty[size + other];
            }
        }
        skip
    }
}
