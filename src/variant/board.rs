//! The general engine's board: one candidate set (`u32`, bit `d - 1` for
//! digit `d`) per cell, which cells have been placed, and the queue of
//! cells narrowed to one digit whose peers have not yet lost it. The search
//! guesses on a copy, so nothing is ever undone.

use super::rules::Rules;

/// Propagation found a cell with no candidate left, or a rule no digits
/// can meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Contradiction;

#[derive(Debug)]
pub(super) struct Board {
    pub(super) candidates: Vec<u32>,
    /// Cells not yet placed.
    pub(super) open: usize,
    /// The cells not yet placed, one bit a cell (at most 625 cells), so
    /// that choosing a cell reads a few words rather than rebuilding the
    /// set from 625 flags at every node.
    pub(super) open_cells: [u64; 10],
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

impl Clone for Board {
    fn clone(&self) -> Board {
        Board {
            candidates: self.candidates.clone(),
            open: self.open,
            open_cells: self.open_cells,
            queue: self.queue.clone(),
            changes: self.changes,
            changed: self.changed.clone(),
            failed: self.failed,
            failed_house: self.failed_house,
            removed: self.removed.clone(),
            places: self.places.clone(),
        }
    }

    /// Field by field, so that a search that copies a board into one it
    /// keeps a depth reuses that board's buffers rather than allocating
    /// six new ones a guess (measured: allocation was a third of a 4x4
    /// puzzle's time, docs/VARIANTS.md "Generating").
    fn clone_from(&mut self, source: &Board) {
        self.candidates.clone_from(&source.candidates);
        self.open = source.open;
        self.open_cells = source.open_cells;
        self.queue.clone_from(&source.queue);
        self.changes = source.changes;
        self.changed.clone_from(&source.changed);
        self.failed = source.failed;
        self.failed_house = source.failed_house;
        self.removed.clone_from(&source.removed);
        self.places.clone_from(&source.places);
    }
}

impl Board {
    /// Every cell open with every digit; then the givens (0 empty).
    pub(super) fn new(rules: &Rules, givens: &[u8]) -> Result<Board, Contradiction> {
        let mut board = Board {
            candidates: Vec::new(),
            open: 0,
            open_cells: [0; 10],
            queue: Vec::new(),
            changes: 0,
            changed: Vec::new(),
            failed: 0,
            failed_house: None,
            removed: Vec::new(),
            places: Vec::new(),
        };
        board.reset(rules, givens)?;
        Ok(board)
    }

    /// [`Board::new`] in place, keeping the buffers (the generator makes
    /// many boards a puzzle, docs/VARIANTS.md "Generating").
    pub(super) fn reset(&mut self, rules: &Rules, givens: &[u8]) -> Result<(), Contradiction> {
        let cells = rules.cells();
        let refill = |v: &mut Vec<u32>, len: usize, value: u32| {
            v.clear();
            v.resize(len, value);
        };
        refill(&mut self.candidates, cells, rules.all_digits());
        self.open = cells;
        self.open_cells = [0; 10];
        for cell in 0..cells {
            self.open_cells[cell / 64] |= 1 << (cell % 64);
        }
        self.queue.clear();
        self.changes = 0;
        // Every rule has yet to be looked at once.
        self.changed.clear();
        self.changed.resize(cells.div_ceil(64), 0);
        for cell in 0..cells {
            self.changed[cell / 64] |= 1 << (cell % 64);
        }
        self.failed = 0;
        self.failed_house = None;
        refill(&mut self.removed, cells, 0);
        refill(
            &mut self.places,
            rules.full_houses.len() * rules.size(),
            super::rules::full_mask(rules.size()),
        );
        for (cell, &given) in givens.iter().enumerate() {
            if given != 0 {
                self.narrow(cell, 1 << (given - 1))?;
            }
        }
        Ok(())
    }

    /// Keeps only the candidates of `cell` in `mask`.
    // Always inlined: the compiler kept it out of line, and most calls
    // change nothing (measured: a call a peer of each placed cell).
    #[inline(always)]
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

    /// Whether `cell` has been placed (its digit cleared from its peers).
    #[inline]
    pub(super) fn is_placed(&self, cell: usize) -> bool {
        self.open_cells[cell / 64] >> (cell % 64) & 1 == 0
    }

    /// The digits, 1..=N, of a board with every cell placed.
    pub(super) fn digits(&self) -> Vec<u8> {
        self.candidates
            .iter()
            .map(|&c| c.trailing_zeros() as u8 + 1)
            .collect()
    }
}
