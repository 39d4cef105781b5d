//! Propagation: the rules of `rules.rs` in turn, cheapest first, until none
//! changes the board.

use super::board::{changed_words, Board};
use super::rules::Scratch;

impl Board {
    /// Applies the band rule and singles, and in a `thorough` search the
    /// stack and triad rules, until nothing changes. `known_changes`, when
    /// given, is the set of words changed since the band rule last ran,
    /// which spares comparing them all. Returns false on a contradiction;
    /// otherwise `scratch.pairs` holds the open cells with two candidates.
    #[inline(always)]
    pub(super) fn propagate(
        &mut self,
        scratch: &mut Scratch,
        known_changes: Option<u32>,
        thorough: bool,
    ) -> bool {
        let mut known_changes = known_changes;
        loop {
            let changed = match known_changes.take() {
                Some(changed) => changed,
                None => changed_words(&self.candidates, &scratch.seen),
            };
            if let Err((index, word)) = self.apply_band_rule(scratch, changed) {
                if scratch.conflicts.counting {
                    scratch.conflicts.blame_word(index % 3, word);
                }
                return false;
            }
            match self.place_naked_singles(&mut scratch.pairs) {
                Err(cells) => {
                    if scratch.conflicts.counting {
                        for band in 0..3 {
                            scratch.conflicts.blame_cells(band, cells[band]);
                        }
                    }
                    return false;
                }
                Ok(true) => continue,
                Ok(false) => {}
            }
            // Singles alone finish most easy puzzles: no need for the
            // costlier stack rule then.
            if !thorough || self.solved() {
                return true;
            }
            let Some(stack_changed) = self.apply_stack_rules(scratch) else {
                return false;
            };
            if !stack_changed {
                // Every word is now as both rules last left it, and so are
                // the triads they recorded.
                match self.apply_triad_rule(&scratch.triads, &mut scratch.conflicts) {
                    None => return false,
                    Some(false) => return true,
                    Some(true) => {}
                }
            }
        }
    }
}
