//! The candidates of HoDoKu's Easy level (a path of singles alone):
//! `minimise::remove_givens_singles_first`'s puzzles, decided with fewer
//! searches, and given up as soon as they cannot be Easy.
//!
//! After the first pass (the groups singles fill again) the puzzle is
//! solvable by singles. In the second pass a group whose removal leaves the
//! solution unique but the puzzle not solvable by singles ends the
//! candidate: the puzzle it would end as has fewer givens still, so it is
//! not solvable by singles either (a single stays a single as givens are
//! added) and HoDoKu's path would take a step harder than a single. The
//! groups that go are the same, so every candidate kept is
//! `remove_givens_singles_first`'s puzzle, and the others are not rated.

use super::minimise::{remove_if_unique, remove_refilled_by_singles, Goal, SinglesPass};
use super::rng::Rng;
use super::symmetry::Orbits;
use super::unavoidable::UnavoidableSets;
use super::uniqueness::ValueSets;
use crate::geometry::{CellSet, CELLS, PEER_SETS};
use crate::grid::Cells;

/// The first cell of each row (bit `9 r`), and the first cell of each box.
const FIRST_OF_ROWS: u128 = 0x0040_2010_0804_0201 | 1 << 72 | 1 << 63;
const FIRST_OF_BOXES: u128 = {
    let mut bits = 0u128;
    let mut k = 0;
    while k < 9 {
        bits |= 1 << (27 * (k / 3) + 3 * (k % 3));
        k += 1;
    }
    bits
};
/// A box's cells as offsets from its first cell.
const BOX_OFFSETS: [u32; 9] = [0, 1, 2, 9, 10, 11, 18, 19, 20];
const BOX_SPREAD: u128 = {
    let mut bits = 0u128;
    let mut k = 0;
    while k < 9 {
        bits |= 1 << BOX_OFFSETS[k];
        k += 1;
    }
    bits
};

/// The cells of `set` (one digit's candidates) alone in a row, a column or
/// a box: all houses at once, each position of a house in turn folded
/// into a count (none, one, more) per house.
fn hidden_singles(set: u128) -> u128 {
    // A row's bits are 9 apart from the next row's: one count per row at
    // its first cell, spread back over the row by a multiplication (the
    // products' bits never overlap, so nothing carries).
    let rows = exactly_once((0..9).map(|column| (set >> column) & FIRST_OF_ROWS));
    let columns = exactly_once((0..9).map(|row| (set >> (9 * row)) & 0x1ff));
    let boxes = exactly_once(BOX_OFFSETS.iter().map(|&k| (set >> k) & FIRST_OF_BOXES));
    set & ((rows * 0x1ff) | (columns * FIRST_OF_ROWS) | (boxes * BOX_SPREAD))
}

/// The bits set in exactly one of `slices`.
#[inline(always)]
fn exactly_once(slices: impl Iterator<Item = u128>) -> u128 {
    let (mut once, mut twice) = (0u128, 0u128);
    for slice in slices {
        twice |= once & slice;
        once |= slice;
    }
    once & !twice
}

/// The peers of each cell as plain words.
const PEER_BITS: [u128; CELLS] = {
    let mut bits = [0u128; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        bits[cell] = PEER_SETS[cell].0;
        cell += 1;
    }
    bits
};

/// As [`super::minimise::remove_givens_singles_first`] (the same random
/// numbers drawn, the same puzzle when it returns one), but None as soon
/// as the puzzle is sure to need more than singles: then HoDoKu would not
/// rate it Easy. None too when the number of givens is outside `goal`'s
/// bounds.
#[inline(never)]
pub fn remove_givens_for_singles(
    solution: &Cells,
    orbits: &Orbits,
    goal: Goal,
    rng: &mut Rng,
) -> Option<ValueSets> {
    let groups = orbits.groups();
    let SinglesPass {
        mut sets,
        mut givens,
        kept,
    } = remove_refilled_by_singles(solution, orbits, rng);
    let unavoidable = UnavoidableSets::of(solution);
    for &index in kept.as_slice() {
        let group = groups[index as usize];
        if !remove_if_unique(&mut sets, solution, group, &unavoidable) {
            continue;
        }
        // The solution stays unique: if singles no longer fill the puzzle,
        // the candidate cannot be Easy. (Tested only here: the removals
        // the search refuses are most of the second pass's, and a singles
        // walk over the grid costs more than the search.)
        if !solved_by_singles(&sets, solution, group) {
            return None;
        }
        givens -= group.len();
    }
    (goal.min_givens <= givens && givens <= goal.max_givens).then_some(sets)
}

/// Whether singles alone (naked and hidden, full houses among them) fill
/// the cells of `group` in the puzzle `sets`, whose solution is `solution`
/// (every empty cell keeps its solution's digit as a candidate, so a single
/// always places it). With `group` the empty cells, whether they solve it;
/// with the cells just taken from a puzzle singles solve, the same answer
/// (the rest follows as it did), found sooner.
pub fn solved_by_singles(sets: &ValueSets, solution: &Cells, group: CellSet) -> bool {
    let mut empty = sets[0].0;
    let mut candidates = [0u128; 9];
    for (digit, candidates) in candidates.iter_mut().enumerate() {
        let seen = sets[digit + 1]
            .into_iter()
            .fold(0u128, |seen, cell| seen | PEER_BITS[cell]);
        *candidates = empty & !seen;
    }
    while empty & group.0 != 0 {
        // Cells with one candidate: in none of the digits' sets twice.
        let (mut once, mut twice) = (0u128, 0u128);
        for &set in &candidates {
            twice |= once & set;
            once |= set;
        }
        let mut fill = empty & !twice;
        // Hidden singles only once the naked ones run out: their scan of
        // every house costs the most.
        if fill == 0 {
            for &set in &candidates {
                fill |= hidden_singles(set);
            }
            if fill == 0 {
                return false;
            }
        }
        empty &= !fill;
        for cell in CellSet(fill) {
            candidates[solution[cell] as usize - 1] &= !PEER_BITS[cell];
        }
        for set in &mut candidates {
            *set &= empty;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::minimise::remove_givens_singles_first;
    use crate::generate::random_grid::random_grid;
    use crate::generate::symmetry::Symmetry;
    use crate::logic::hodoku;

    fn text(sets: &ValueSets) -> [u8; CELLS] {
        let mut text = [b'.'; CELLS];
        for (digit, set) in sets.iter().enumerate().skip(1) {
            for cell in *set {
                text[cell] = b'0' + digit as u8;
            }
        }
        text
    }

    /// Whether HoDoKu's whole path (with its own uniqueness check) takes
    /// singles alone.
    fn only_singles(puzzle: &[u8; CELLS]) -> bool {
        let steps = hodoku::rate(puzzle).unwrap().steps;
        steps.iter().all(|s| [100, 200, 300].contains(&s.technique))
    }

    /// On classic minimal puzzles (some solvable by singles, most not) and
    /// the grids they come from with a given more or less, the singles test
    /// agrees with HoDoKu's path.
    #[test]
    fn solved_by_singles_agrees_with_hodoku_paths() {
        let goal = Goal {
            minimal: true,
            min_givens: 0,
            max_givens: 81,
        };
        let (mut yes, mut no) = (0, 0);
        for seed in 0..60 {
            let mut rng = Rng::new(seed);
            let grid = random_grid(&mut rng);
            let orbits = Symmetry::None.orbits();
            let sets =
                super::super::minimise::remove_givens(&grid, orbits, goal, &mut rng).unwrap();
            let mut variants = vec![sets];
            // And with one given put back.
            let empty = sets[0].first().unwrap();
            let mut more = sets;
            more[0].remove(empty);
            more[grid[empty] as usize].insert(empty);
            variants.push(more);
            for sets in variants {
                let answer = solved_by_singles(&sets, &grid, sets[0]);
                assert_eq!(answer, only_singles(&text(&sets)), "seed {seed}");
                if answer {
                    yes += 1;
                } else {
                    no += 1;
                }
            }
        }
        assert!(yes > 10 && no > 10, "{yes} {no}");
    }

    /// The all-houses-at-once scan finds exactly the cells alone in some
    /// house, against a house-by-house count on random sets.
    #[test]
    fn hidden_singles_are_the_cells_alone_in_a_house() {
        use crate::geometry::HOUSE_SETS;
        let mut rng = Rng::new(9);
        for round in 0..2000 {
            let mut set =
                (u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64())) & CellSet::ALL.0;
            // Sparse sets too, where most houses hold one cell or none.
            for _ in 0..round % 5 {
                set &= (u128::from(rng.next_u64()) << 64) | u128::from(rng.next_u64());
            }
            let expected = HOUSE_SETS
                .iter()
                .map(|house| set & house.0)
                .filter(|here| here.count_ones() == 1)
                .fold(0, |all, here| all | here);
            assert_eq!(hidden_singles(set), expected, "{set:x}");
        }
    }

    /// The same puzzles as `remove_givens_singles_first` whenever they are
    /// solvable by singles, None only when theirs are not; the same random
    /// numbers drawn either way.
    #[test]
    fn the_same_puzzles_as_singles_first_or_none_when_not_easy() {
        let goal = Goal {
            minimal: true,
            min_givens: 0,
            max_givens: 81,
        };
        let (mut kept, mut dropped) = (0, 0);
        for symmetry in [Symmetry::None, Symmetry::Rotate180] {
            let orbits = symmetry.orbits();
            for seed in 0..150 {
                let mut rng = Rng::new(seed);
                let grid = random_grid(&mut rng);
                let mut other_rng = rng.clone();
                let ours = remove_givens_for_singles(&grid, orbits, goal, &mut rng);
                let theirs =
                    remove_givens_singles_first(&grid, orbits, goal, &mut other_rng).unwrap();
                assert_eq!(rng.next_u64(), other_rng.next_u64());
                let singles = only_singles(&text(&theirs));
                match ours {
                    Some(sets) => {
                        assert_eq!(sets, theirs, "seed {seed}");
                        assert!(singles, "seed {seed}");
                        kept += 1;
                    }
                    None => {
                        assert!(!singles, "seed {seed}");
                        dropped += 1;
                    }
                }
            }
        }
        assert!(kept > 50 && dropped > 20, "{kept} {dropped}");
    }
}
