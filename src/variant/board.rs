//! The general engine's board: one candidate set (`u32`, bit `d - 1` for
//! digit `d`) per cell, which cells have been placed, and the queue of
//! cells narrowed to one digit whose peers have not yet lost it. The search
//! guesses on a copy, so nothing is ever undone.

use super::rules::Rules;

/// Propagation found a cell with no candidate left, or a rule no digits
/// can meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Contradiction;

#[derive(Clone, Debug)]
pub(super) struct Board {
    pub(super) candidates: Vec<u32>,
    pub(super) placed: Vec<bool>,
    /// Cells not yet placed.
    pub(super) open: usize,
    /// Cells with one candidate whose peers still need clearing.
    pub(super) queue: Vec<usize>,
    /// Counts every narrowing, so a pass can tell whether it did anything.
    pub(super) changes: u64,
    /// Cells narrowed since propagation last looked at them, one bit a
    /// cell: propagation wakes only the rules of these cells.
    pub(super) changed: Vec<u64>,
    /// The cell where propagation last found a contradiction, which the
    /// search weighs its houses by.
    pub(super) failed: usize,
    /// The full house (its slot) when the contradiction was a digit with
    /// no place left there rather than a cell with no digit: the search
    /// then weighs that house alone.
    pub(super) failed_house: Option<usize>,
    /// Per cell: the digits it lost since propagation last looked, which
    /// propagation takes out of `places`.
    pub(super) removed: Vec<u32>,
    /// Per full house (position in `Rules::full_houses`) and digit, at
    /// `slot * size + digit - 1`: the positions in the house's cell list
    /// that may still hold the digit, one bit each. Kept up to date by
    /// propagation from `removed`, so a hidden single costs one look at a
    /// word rather than a walk over the house. It may lag behind the
    /// candidates, never ahead: it always holds every true place.
    pub(super) places: Vec<u32>,
}

impl Board {
    /// Every cell open with every digit; then the givens (0 empty).
    pub(super) fn new(rules: &Rules, givens: &[u8]) -> Result<Board, Contradiction> {
        let cells = rules.cells();
        let mut board = Board {
            candidates: vec![rules.all_digits(); cells],
            placed: vec![false; cells],
            open: cells,
            queue: Vec::new(),
            changes: 0,
            changed: vec![0; cells.div_ceil(64)],
            failed: 0,
            failed_house: None,
            removed: vec![0; cells],
            places: vec![
                super::rules::full_mask(rules.size());
                rules.full_houses.len() * rules.size()
            ],
        };
        // Every rule has yet to be looked at once.
        for cell in 0..cells {
            board.changed[cell / 64] |= 1 << (cell % 64);
        }
        for (cell, &given) in givens.iter().enumerate() {
            if given != 0 {
                board.narrow(cell, 1 << (given - 1))?;
            }
        }
        Ok(board)
    }

    /// Keeps only the candidates of `cell` in `mask`.
    #[inline]
    pub(super) fn narrow(&mut self, cell: usize, mask: u32) -> Result<(), Contradiction> {
        let old = self.candidates[cell];
        let new = old & mask;
        if new == old {
            return Ok(());
        }
        if new == 0 {
            self.failed = cell;
            self.failed_house = None;
            return Err(Contradiction);
        }
        self.candidates[cell] = new;
        self.removed[cell] |= old & !new;
        self.changes += 1;
        self.changed[cell / 64] |= 1 << (cell % 64);
        if new.is_power_of_two() {
            self.queue.push(cell);
        }
        Ok(())
    }

    /// The digits, 1..=N, of a board with every cell placed.
    pub(super) fn digits(&self) -> Vec<u8> {
        self.candidates
            .iter()
            .map(|&c| c.trailing_zeros() as u8 + 1)
            .collect()
    }
}
