//! The generator's questions to the exact search engine, and the only file
//! that knows the engine's entry points: when the engine moves, only this
//! file changes.
//!
//! The answers are facts about the puzzle (is there a solution other than
//! the known one?), never which solution the engine found first, so the
//! generator's output does not depend on how the engine searches.

use crate::geometry::{CellSet, CELLS};
use crate::search::ValueMasks;
use crate::search::{search_masks_excluding, Exclusions, Limits};

/// A partial grid as the set of cells of each value (0 for the empty
/// cells), the form the generator works in.
pub type ValueSets = [CellSet; 10];

/// The engine's value masks of `sets`: band `b` is bits `27 b ..` of each set.
fn to_masks(sets: &ValueSets) -> ValueMasks {
    sets.map(|set| {
        let bits = set.0;
        [0, 1, 2].map(|band| (bits >> (27 * band)) as u32 & ((1 << 27) - 1))
    })
}

/// Whether the puzzle `sets` has a solution other than `solution` (values
/// 1-9), which is one of its solutions and its only one once the cells of
/// `removed` (empty in `sets`) are given their digits.
///
/// Any other solution differs from `solution` in some removed cell: asks,
/// for each removed cell in turn, for a solution with another digit there
/// and the cells before it given theirs. Each is a search for a first
/// solution, which fails fast where counting to two would go on to prove
/// the known solution complete.
pub fn has_other_solution(sets: &ValueSets, solution: &[u8; CELLS], removed: CellSet) -> bool {
    let limits = Limits {
        max_solutions: 1,
        guess_budget: 0,
    };
    let mut givens = to_masks(sets);
    for cell in removed {
        let (digit, band, bit) = (solution[cell] as usize, cell / 27, 1u32 << (cell % 27));
        let mut excluded: Exclusions = [[0; 3]; 9];
        excluded[digit - 1][band] = bit;
        if search_masks_excluding(&givens, &excluded, limits).is_some_and(|o| o.solutions > 0) {
            return true;
        }
        givens[0][band] &= !bit;
        givens[digit][band] |= bit;
    }
    false
}
