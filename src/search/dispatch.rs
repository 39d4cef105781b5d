//! The copies of the search compiled for wider x86-64 CPUs, and the choice
//! among them at run time. Each copy is the same code, `dfs::search_givens`,
//! compiled with more instructions allowed; `is_x86_feature_detected!`
//! caches what the CPU has, so choosing costs a load and a branch.

use super::board::ValueMasks;
use super::dfs::{search_givens, Exclusions};
use super::trail::{WholeLevel, WholeLevels, LEAN_WHOLE_LEVELS, WHOLE_LEVELS};
use super::{Found, Limits};

/// Searches the givens as value masks; None when two givens conflict. Runs
/// the widest copy of the search that this CPU can.
pub(crate) fn search_masks(givens: &ValueMasks, limits: Limits) -> Option<Found> {
    search_with_room::<WHOLE_LEVELS>(givens, None, limits)
}

/// As [`search_masks`], in 1.4 KB less stack, for callers with deep frames
/// of their own (the logic engine): deep searches re-walk more.
pub(crate) fn search_masks_lean(givens: &ValueMasks, limits: Limits) -> Option<Found> {
    search_with_room::<LEAN_WHOLE_LEVELS>(givens, None, limits)
}

/// As [`search_masks`], for the solutions without the `excluded`
/// candidates, all of empty cells. The generator asks this whether any
/// solution puts another digit in a cell: one search for a first solution,
/// rather than counting to two. Always the light search (see
/// `dfs::search_givens`), in the lean search's stack: the generator's
/// frames sit above it, and its searches are shallow.
pub(crate) fn search_masks_excluding(
    givens: &ValueMasks,
    excluded: &Exclusions,
    limits: Limits,
) -> Option<Found> {
    search_with_room::<LEAN_WHOLE_LEVELS>(givens, Some(excluded), limits)
}

/// The trail's whole levels in a frame of their own: inlined into a caller
/// that can take either room, both would sit in its frame.
#[inline(never)]
fn search_with_room<const WHOLE: usize>(
    givens: &ValueMasks,
    excluded: Option<&Exclusions>,
    limits: Limits,
) -> Option<Found> {
    search_masks_dispatch(
        givens,
        excluded,
        limits,
        WholeLevels::<WHOLE>::new().levels(),
    )
}

fn search_masks_dispatch(
    givens: &ValueMasks,
    excluded: Option<&Exclusions>,
    limits: Limits,
    whole: &mut [WholeLevel],
) -> Option<Found> {
    #[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
    {
        use std::arch::is_x86_feature_detected as has;
        if has!("avx2") && has!("bmi1") && has!("bmi2") && has!("popcnt") {
            // SAFETY: the CPU has every feature the copy is compiled for,
            // checked just above.
            return unsafe { search_masks_avx2(givens, excluded, limits, whole) };
        }
        if has!("popcnt") {
            // SAFETY: the CPU has POPCNT, checked just above.
            return unsafe { search_masks_popcnt(givens, excluded, limits, whole) };
        }
    }
    search_masks_baseline(givens, excluded, limits, whole)
}

/// The search for any CPU of the target, out of line like the wider
/// copies: inlined in the dispatch above, its frame would be set up before
/// the choice and sit under a wider copy's, doubling the stack a search
/// takes.
#[inline(never)]
fn search_masks_baseline(
    givens: &ValueMasks,
    excluded: Option<&Exclusions>,
    limits: Limits,
    whole: &mut [WholeLevel],
) -> Option<Found> {
    search_givens(givens, excluded, limits, whole)
}

/// The search compiled for x86-64 CPUs from about 2013 on (Haswell, and AMD
/// since Excavator): three-operand vector instructions, which spare
/// register copies, and BMI's bit instructions.
#[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
unsafe fn search_masks_avx2(
    givens: &ValueMasks,
    excluded: Option<&Exclusions>,
    limits: Limits,
    whole: &mut [WholeLevel],
) -> Option<Found> {
    search_givens(givens, excluded, limits, whole)
}

/// The search compiled for CPUs with the POPCNT instruction, which the
/// scoring of guesses leans on; every x86-64 CPU since about 2008.
#[cfg(all(target_arch = "x86_64", not(sudoku_portable)))]
#[target_feature(enable = "popcnt")]
unsafe fn search_masks_popcnt(
    givens: &ValueMasks,
    excluded: Option<&Exclusions>,
    limits: Limits,
    whole: &mut [WholeLevel],
) -> Option<Found> {
    search_givens(givens, excluded, limits, whole)
}

// Only x86-64 has more than one copy to compare.
#[cfg(all(test, target_arch = "x86_64", not(sudoku_portable)))]
mod tests {
    use super::*;
    use crate::grid::parse;
    use crate::search::board::cells_to_masks;

    /// The copies of the search compiled for different CPU features are
    /// the same code; this checks they also find the same, guess for guess.
    #[test]
    fn every_compiled_copy_of_the_search_agrees() {
        use std::arch::is_x86_feature_detected as has;
        let grids: [&[u8; 81]; 4] = [
            b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            b"8.........95.......76.........426798...571243...893165......916....3.487....1.532",
            b"..............2..5..0............3...2.5.7........39.......1..2..3..............7",
            &[b'.'; 81],
        ];
        // A budget, because the light search that exclusions take lacks
        // the triad rule that refutes the third grid at the root: without
        // it, proving that grid has no solution takes millions of guesses.
        let limits = Limits {
            max_solutions: if cfg!(miri) { 10 } else { 100 },
            guess_budget: if cfg!(miri) { 100 } else { 20_000 },
        };
        for text in grids {
            let givens = cells_to_masks(&parse(text).unwrap());
            // One candidate of the first empty cell excluded, and none.
            let mut excluded = [[0u32; 3]; 9];
            let first_empty = givens[0][0].trailing_zeros();
            excluded[0][0] = 1u32.checked_shl(first_empty).unwrap_or(0);
            for excluded in [None, Some(&excluded)] {
                let mut room = WholeLevels::<WHOLE_LEVELS>::new();
                let baseline = search_givens(&givens, excluded, limits, room.levels());
                if has!("popcnt") {
                    // SAFETY: the CPU has POPCNT, checked just above.
                    let popcnt =
                        unsafe { search_masks_popcnt(&givens, excluded, limits, room.levels()) };
                    assert_eq!(popcnt, baseline);
                }
                if has!("avx2") && has!("bmi1") && has!("bmi2") && has!("popcnt") {
                    // SAFETY: the CPU has every feature, checked just above.
                    let avx2 =
                        unsafe { search_masks_avx2(&givens, excluded, limits, room.levels()) };
                    assert_eq!(avx2, baseline);
                }
            }
        }
    }
}
