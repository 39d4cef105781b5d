//! Propagation: the rules of `rules.rs` and `placement.rs` in turn,
//! cheapest first, until none changes the board.

use super::board::{changed_words, Board};
use super::rules::Scratch;

/// Which rules propagation applies, each adding to those before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Rules {
    /// The band rule and singles: grids with many givens.
    Light,
    /// And the stack and triad rules.
    Thorough,
    /// And the placement rule, once a search has grown.
    Placement,
}

impl Board {
    /// Applies `rules` until nothing changes. `known_changes`, when given,
    /// is the set of words changed since the band rule last ran, which
    /// spares comparing them all. Returns false on a contradiction
    /// (counted in `scratch.conflicts` when it counts); otherwise
    /// `scratch.pairs` holds the open cells with two candidates.
    #[inline(always)]
    pub(super) fn propagate(
        &mut self,
        scratch: &mut Scratch,
        known_changes: Option<u32>,
        rules: Rules,
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
            if rules == Rules::Light || self.solved() {
                return true;
            }
            let Some(stack_changed) = self.apply_stack_rules(scratch) else {
                return false;
            };
            if stack_changed {
                continue;
            }
            // Every word is now as both rules last left it, and so are the
            // triads they recorded.
            match self.apply_triad_rule(&scratch.triads, &mut scratch.conflicts) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            if rules < Rules::Placement {
                return true;
            }
            match self.apply_placement_rule(scratch) {
                None => return false,
                Some(true) => {}
                Some(false) => return true,
            }
        }
    }
}
