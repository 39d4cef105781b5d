//! Directed guesses, for the searches that grow. Once a search has made
//! [`COUNT_AFTER`] guesses, propagation counts the houses where it meets
//! each contradiction ([`Conflicts`]). After [`DIRECT_AFTER`] guesses the
//! search starts over from the root (when it has found no solution yet,
//! which it would count again), probes the root (`probe.rs`), and from then
//! on guesses in the cell with the most contradictions in its houses for
//! its number of candidates: the "dom/wdeg" choice of constraint solvers
//! (Boussemart, Hemery, Lecoutre and Sais, 2004).
//!
//! Why: a sparse grid with no solution can hold its contradiction in a few
//! houses, say four digits that the givens of their rows and columns leave
//! three cells of a box for. No rule sees that until most of those cells
//! are decided, and the scored guesses of `guess.rs`, which aim at settling
//! much, settle cells elsewhere: the search fills the rest of a near-empty
//! grid in every way, millions of guesses, before each branch meets the
//! contradiction. Every branch fails in the same few houses, though, so the
//! counts point at them, and guesses there decide such a grid in a few
//! more. The switch waits because real puzzles are better served by the
//! scored guesses; counting from the first guess, or only from the switch,
//! did worse on the attack's grids (docs/ENGINE.md, "Hostile inputs").

use super::board::Board;
use super::guess::Guess;
use super::tables::{BOX_CELLS, ROW};

/// Guesses after which a search directs its guesses at its failures. No
/// puzzle of the standard sets takes more than 352 guesses, and nearly all
/// take far fewer: this leaves them to the scored guesses.
pub(super) const DIRECT_AFTER: u64 = 256;

/// Guesses after which a search counts its contradictions. Counting costs
/// a little at every contradiction, and most searches end long before they
/// could use the counts.
pub(super) const COUNT_AFTER: u64 = 128;

/// Contradictions met per house since counting began: rows 0-8, columns
/// 9-17, boxes 18-26, as in [`crate::geometry`].
#[derive(Clone, Copy)]
pub(super) struct Conflicts {
    houses: [u32; 27],
    /// Whether contradictions are counted; the rules ask before blaming.
    pub(super) counting: bool,
}

impl Conflicts {
    #[inline(always)]
    pub(super) fn new() -> Conflicts {
        Conflicts {
            houses: [0; 27],
            counting: false,
        }
    }

    #[inline(always)]
    fn blame(&mut self, house: usize) {
        // Saturating: a search without a budget may fail billions of times.
        self.houses[house] = self.houses[house].saturating_add(1);
    }

    #[inline(always)]
    fn blame_box(&mut self, band: usize, stack: usize) {
        self.blame(18 + 3 * band + stack);
    }

    /// The row, column and box of each of `cells` of `band`.
    #[inline(always)]
    pub(super) fn blame_cells(&mut self, band: usize, cells: u32) {
        let mut rest = cells;
        while rest != 0 {
            let bit = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            self.blame(3 * band + bit / 9);
            self.blame(9 + bit % 9);
            self.blame_box(band, bit % 9 / 3);
        }
    }

    /// A digit's `word` of `band` that the band rule found no placement
    /// for: its empty rows and boxes, or when none is empty (two rows left
    /// only the same box) the three boxes.
    #[inline(always)]
    pub(super) fn blame_word(&mut self, band: usize, word: u32) {
        let mut blamed = false;
        for k in 0..3 {
            if word & (ROW << (9 * k)) == 0 {
                self.blame(3 * band + k);
                blamed = true;
            }
            if word & BOX_CELLS[k] == 0 {
                self.blame_box(band, k);
                blamed = true;
            }
        }
        if !blamed {
            for k in 0..3 {
                self.blame_box(band, k);
            }
        }
    }

    /// Triplets (bit `3 * row + box`, bits 0-8) and box columns (bits
    /// 16-24) of `band` where the triad rule found too few or too many
    /// digits: their row or column, and their box.
    #[inline(always)]
    pub(super) fn blame_triads(&mut self, band: usize, places: u32) {
        let mut triplets = places & ROW;
        while triplets != 0 {
            let triplet = triplets.trailing_zeros() as usize;
            triplets &= triplets - 1;
            self.blame(3 * band + triplet / 3);
            self.blame_box(band, triplet % 3);
        }
        let mut columns = places >> 16 & ROW;
        while columns != 0 {
            let column = columns.trailing_zeros() as usize;
            columns &= columns - 1;
            self.blame(9 + column);
            self.blame_box(band, column / 3);
        }
    }

    /// The failures in the houses of cell `bit` of `band`.
    #[inline(always)]
    pub(super) fn around(&self, band: usize, bit: usize) -> u64 {
        let (row, column, boxed) = (3 * band + bit / 9, 9 + bit % 9, 18 + 3 * band + bit % 9 / 3);
        self.houses[row] as u64 + self.houses[column] as u64 + self.houses[boxed] as u64
    }
}

impl Board {
    /// The open cell with the highest ratio of failures in its houses (plus
    /// one) to candidates, the first among equals.
    #[inline(always)]
    pub(super) fn most_conflicted_cell(&self, conflicts: &Conflicts) -> Guess {
        // (failures + 1, candidates, band, bit) of the best cell so far.
        let mut best = (0u64, 1u64, 0usize, 0u32);
        for band in 0..3 {
            let counts = self.candidate_counts(band);
            let mut rest = self.open_cells[band];
            while rest != 0 {
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                let weight = 1 + conflicts.around(band, bit as usize);
                let candidates = u64::from(
                    (counts[0] >> bit & 1)
                        | (counts[1] >> bit & 1) << 1
                        | (counts[2] >> bit & 1) << 2
                        | (counts[3] >> bit & 1) << 3,
                );
                if weight * best.1 > best.0 * candidates {
                    best = (weight, candidates, band, bit);
                }
            }
        }
        Guess::Cell {
            band: best.2,
            bit: best.3,
        }
    }
}

impl Board {
    /// How many candidates each cell of `band` has, bit-sliced: bit `b` of
    /// word `k` is bit `k` of cell `b`'s count. The nine digits' words are
    /// added a bit plane at a time, cheaper than counting cell by cell.
    #[inline(always)]
    fn candidate_counts(&self, band: usize) -> [u32; 4] {
        let mut counts = [0u32; 4];
        for digit in 0..9 {
            let mut carry = self.candidates[3 * digit + band];
            for plane in counts.iter_mut() {
                let next = *plane & carry;
                *plane ^= carry;
                carry = next;
            }
        }
        counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidate_counts_agree_with_counting_cell_by_cell() {
        let text =
            b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        let givens = crate::search::board::cells_to_masks(&crate::grid::parse(text).unwrap());
        let board = Board::with_givens(&givens).unwrap();
        let mut empty = Board::with_givens(&[[0; 3]; 10]).unwrap();
        empty.open_cells = [(1 << 27) - 1; 4];
        for digit in 0..9 {
            for band in 0..3 {
                empty.candidates[3 * digit + band] = (1 << 27) - 1;
            }
        }
        for board in [board, empty] {
            for band in 0..3 {
                let counts = board.candidate_counts(band);
                for bit in 0..27 {
                    let sliced = (0..4).map(|k| (counts[k] >> bit & 1) << k).sum::<u32>();
                    assert_eq!(
                        sliced,
                        board.digits_at(band, bit).count_ones(),
                        "{band} {bit}"
                    );
                }
            }
        }
    }

    #[test]
    fn failures_land_in_the_houses_they_name() {
        let mut conflicts = Conflicts::new();
        // Band 1, bit 13: row 4, column 4, box 4.
        conflicts.blame_cells(1, 1 << 13);
        assert_eq!(conflicts.around(1, 13), 3);
        // A word of band 2 with nothing in its top row or its last box.
        let word = 0o077_077_000;
        conflicts.blame_word(2, word);
        assert_eq!(conflicts.houses[6], 1, "row 6");
        assert_eq!(conflicts.houses[18 + 8], 1, "box 8");
        assert_eq!(conflicts.houses.iter().sum::<u32>(), 5);
        // Triplet (row 1, box 2) and the box column of column 7, band 0.
        conflicts.blame_triads(0, 1 << 5 | 1 << (16 + 7));
        assert_eq!(conflicts.houses[1], 1, "row 1");
        assert_eq!(conflicts.houses[9 + 7], 1, "column 7");
        assert_eq!(conflicts.houses[18 + 2], 2, "box 2");
        // A word with every row and box but no placement: its three boxes.
        let mut conflicts = Conflicts::new();
        conflicts.blame_word(0, 0o001 | 0o001 << 9 | 0o770 << 18);
        assert_eq!(conflicts.houses[18..21], [1, 1, 1]);
        assert_eq!(conflicts.houses.iter().sum::<u32>(), 3);
    }
}
