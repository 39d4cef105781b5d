//! Removing givens from a complete grid, one symmetric group of cells at a
//! time, while the solution stays unique.
//!
//! The groups are tried once each, in a random order. A group that cannot
//! go when tried can never go later: removing more givens only adds
//! solutions. So one pass leaves a puzzle from which no group can be
//! removed, a minimal one.

use super::rng::Rng;
use super::symmetry::Orbits;
use super::unavoidable::UnavoidableSets;
use super::uniqueness::{has_other_solution, ValueSets};
use crate::geometry::{CellSet, CELLS, HOUSES_OF, HOUSE_SETS, PEER_SETS};
use crate::grid::Cells;

/// What the removal aims at.
#[derive(Clone, Copy, Debug)]
pub struct Goal {
    /// Go on until no group can be removed; else stop once within bounds.
    pub minimal: bool,
    pub min_givens: u32,
    /// 81 when there is no upper bound.
    pub max_givens: u32,
}

/// The value sets of a complete grid.
pub fn sets_of(grid: &Cells) -> ValueSets {
    let mut sets = [CellSet::EMPTY; 10];
    for (cell, &value) in grid.iter().enumerate() {
        sets[value as usize].insert(cell);
    }
    sets
}

/// The group indices `0..count` in `buf`, shuffled: one [`Rng::shuffle`],
/// the random numbers both removal passes draw.
fn shuffled_order<'a>(buf: &'a mut [u8; CELLS], count: usize, rng: &mut Rng) -> &'a [u8] {
    for (i, slot) in buf.iter_mut().enumerate().take(count) {
        *slot = i as u8;
    }
    let order = &mut buf[..count];
    rng.shuffle(order);
    order
}

/// Removes groups of `orbits` from `solution` in a random order (one
/// [`Rng::shuffle`] of the group indices) while the puzzle keeps a unique
/// solution, as `goal` asks. None when the puzzle reached is outside the
/// bounds (or is sure to end outside them). Out of line, so that its
/// frame is gone when the caller rates the puzzle.
#[inline(never)]
pub fn remove_givens(
    solution: &Cells,
    orbits: &Orbits,
    goal: Goal,
    rng: &mut Rng,
) -> Option<ValueSets> {
    let groups = orbits.groups();
    let mut order = [0u8; CELLS];
    let order = shuffled_order(&mut order, groups.len(), rng);
    let mut sets = sets_of(solution);
    let unavoidable = UnavoidableSets::of(solution);
    let mut givens = CELLS as u32;
    // Cells of the groups not yet tried: at most this many can still go.
    let mut untried = CELLS as u32;
    for &index in order.iter() {
        if !goal.minimal && givens <= goal.max_givens {
            break;
        }
        if goal.minimal && givens - untried > goal.max_givens {
            return None;
        }
        let group = groups[index as usize];
        let size = group.len();
        untried -= size;
        if !goal.minimal && givens - size < goal.min_givens {
            continue;
        }
        if remove_if_unique(&mut sets, solution, group, &unavoidable) {
            givens -= size;
            if givens < goal.min_givens {
                return None;
            }
        }
    }
    (givens <= goal.max_givens).then_some(sets)
}

/// Removes the givens of `group` from `sets` if the solution stays unique;
/// returns whether it did.
pub fn remove_if_unique(
    sets: &mut ValueSets,
    solution: &Cells,
    group: CellSet,
    unavoidable: &UnavoidableSets,
) -> bool {
    take_out(sets, solution, group);
    if stays_unique(sets, solution, group, unavoidable) {
        return true;
    }
    put_back(sets, solution, group);
    false
}

/// Whether `smaller`, a unique puzzle with the givens of `group` removed,
/// still has one solution. Cheapest proofs first: every cell of the group
/// filled again by singles (unique); an unavoidable set left without a
/// given (not unique); and only then the search.
fn stays_unique(
    smaller: &ValueSets,
    solution: &Cells,
    group: CellSet,
    unavoidable: &UnavoidableSets,
) -> bool {
    // Cells that singles alone fill again may be given back for the search:
    // every solution has their digits.
    let mut refilled = None;
    let mut open = group;
    if group.len() == 1 {
        let cell = group.first().unwrap_or(0);
        if forced_by_a_single(smaller, cell, solution[cell] as usize) {
            return true;
        }
    } else {
        let mut work = *smaller;
        open = refill_by_singles(&mut work, solution, group);
        if open.is_empty() {
            return true;
        }
        refilled = Some(work);
    }
    if unavoidable.any_without_given(CellSet::ALL.minus(smaller[0])) {
        return false;
    }
    !has_other_solution(refilled.as_ref().unwrap_or(smaller), solution, open)
}

/// Whether singles fill every cell of `group` (empty in `sets`) again; a
/// lone cell without copying the puzzle.
fn refilled_by_singles(sets: &ValueSets, solution: &Cells, group: CellSet) -> bool {
    if group.len() == 1 {
        let cell = group.first().unwrap_or(0);
        return forced_by_a_single(sets, cell, solution[cell] as usize);
    }
    let mut work = *sets;
    refill_by_singles(&mut work, solution, group).is_empty()
}

/// Gives the cells of `group` (empty in `sets`) back their digits as far
/// as singles go, one round after another; the cells left open.
fn refill_by_singles(sets: &mut ValueSets, solution: &Cells, group: CellSet) -> CellSet {
    let mut open = group;
    loop {
        let mut progress = false;
        for cell in open {
            if forced_by_a_single(sets, cell, solution[cell] as usize) {
                let digit = solution[cell] as usize;
                sets[0].remove(cell);
                sets[digit].insert(cell);
                open.remove(cell);
                progress = true;
            }
        }
        if open.is_empty() || !progress {
            return open;
        }
    }
}

/// As [`remove_givens`] for a minimal puzzle, in two passes over the same
/// random order: first only the groups that singles fill again (so the
/// puzzle stays solvable by singles, and unique, with no search), then
/// [`remove_if_unique`] on the groups left. Still minimal: a group kept in
/// the second pass stays unremovable as more givens go. Puzzles come out
/// easier than [`remove_givens`]'s, and cheaper (fewer searches): the
/// teaching generator's candidates for HoDoKu's Easy level. Same use of
/// `rng` as [`remove_givens`], so the next grid drawn is the same. None
/// when the number of givens is outside `goal`'s bounds. The generator
/// now uses `easy_removal::remove_givens_for_singles`, the same puzzles
/// with fewer searches; this stays as the reference its tests check.
#[cfg(test)]
pub fn remove_givens_singles_first(
    solution: &Cells,
    orbits: &Orbits,
    goal: Goal,
    rng: &mut Rng,
) -> Option<ValueSets> {
    let groups = orbits.groups();
    let mut pass = remove_refilled_by_singles(solution, orbits, rng);
    let unavoidable = UnavoidableSets::of(solution);
    for &index in pass.kept.as_slice() {
        let group = groups[index as usize];
        if remove_if_unique(&mut pass.sets, solution, group, &unavoidable) {
            pass.givens -= group.len();
        }
    }
    (goal.min_givens <= pass.givens && pass.givens <= goal.max_givens).then_some(pass.sets)
}

/// The puzzle after the first pass of the singles-first removal, and the
/// groups that pass kept, in the order the second pass tries them.
pub(super) struct SinglesPass {
    pub sets: ValueSets,
    pub givens: u32,
    pub kept: KeptGroups,
}

/// The indices (into `orbits.groups()`) of the groups still given.
pub(super) struct KeptGroups {
    indices: [u8; CELLS],
    count: usize,
}

impl KeptGroups {
    pub fn as_slice(&self) -> &[u8] {
        &self.indices[..self.count]
    }

    fn push(&mut self, index: u8) {
        self.indices[self.count] = index;
        self.count += 1;
    }
}

/// The first pass of the singles-first removal: over a random order of
/// the groups, remove each that singles fill again (the puzzle stays
/// solvable by singles, so unique, with no search).
pub(super) fn remove_refilled_by_singles(
    solution: &Cells,
    orbits: &Orbits,
    rng: &mut Rng,
) -> SinglesPass {
    let groups = orbits.groups();
    let mut order = [0u8; CELLS];
    let order = shuffled_order(&mut order, groups.len(), rng);
    let mut pass = SinglesPass {
        sets: sets_of(solution),
        givens: CELLS as u32,
        kept: KeptGroups {
            indices: [0u8; CELLS],
            count: 0,
        },
    };
    for &index in order.iter() {
        let group = groups[index as usize];
        take_out(&mut pass.sets, solution, group);
        if refilled_by_singles(&pass.sets, solution, group) {
            pass.givens -= group.len();
        } else {
            put_back(&mut pass.sets, solution, group);
            pass.kept.push(index);
        }
    }
    pass
}

fn take_out(sets: &mut ValueSets, solution: &Cells, group: CellSet) {
    for cell in group {
        sets[solution[cell] as usize].remove(cell);
        sets[0].insert(cell);
    }
}

fn put_back(sets: &mut ValueSets, solution: &Cells, group: CellSet) {
    for cell in group {
        sets[0].remove(cell);
        sets[solution[cell] as usize].insert(cell);
    }
}

/// Whether the empty `cell` of `sets` must hold `digit`: the only digit
/// its peers leave (a naked single), or the only cell of one of its houses
/// left for the digit (a hidden single). The digit must be one the cell's
/// peers allow, as the solution's digit always is.
fn forced_by_a_single(sets: &ValueSets, cell: usize, digit: usize) -> bool {
    let peers = PEER_SETS[cell];
    if (1..=9).all(|other| other == digit || !peers.and(sets[other]).is_empty()) {
        return true;
    }
    // Cells that cannot take the digit: the givens and the cells that see
    // one of its givens.
    let mut blocked = CellSet::ALL.minus(sets[0]);
    for given in sets[digit] {
        blocked = blocked.or(PEER_SETS[given]);
    }
    let others = CellSet::ALL.minus(CellSet::single(cell)).minus(blocked);
    HOUSES_OF[cell]
        .iter()
        .any(|&house| HOUSE_SETS[house as usize].and(others).is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::symmetry::Symmetry;

    const SOLUTION: &[u8; 81] =
        b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn solution() -> Cells {
        SOLUTION.map(|b| b - b'0')
    }

    #[test]
    fn a_lone_hole_is_a_naked_single() {
        let grid = solution();
        let mut sets = sets_of(&grid);
        sets[grid[40] as usize].remove(40);
        sets[0].insert(40);
        assert!(forced_by_a_single(&sets, 40, grid[40] as usize));
    }

    #[test]
    fn a_hidden_single_is_found_where_no_naked_single_is() {
        // Four 1s leave cell 0 the only place for a 1 in row 0: (1, 3) and
        // (2, 6) block boxes 1 and 2, (4, 1) and (7, 2) columns 1 and 2.
        let mut sets = [CellSet::EMPTY; 10];
        sets[0] = CellSet::ALL;
        for cell in [12, 24, 37, 65] {
            sets[0].remove(cell);
            sets[1].insert(cell);
        }
        assert!(forced_by_a_single(&sets, 0, 1));
        assert!(!forced_by_a_single(&sets, 0, 2));
        assert!(!forced_by_a_single(&sets, 80, 1));
    }

    #[test]
    fn removal_gives_a_minimal_unique_puzzle_within_bounds() {
        let grid = solution();
        let mut rng = Rng::new(1);
        let goal = Goal {
            minimal: true,
            min_givens: 0,
            max_givens: 81,
        };
        let sets = remove_givens(&grid, Symmetry::None.orbits(), goal, &mut rng).unwrap();
        let givens = CELLS as u32 - sets[0].len();
        assert!(givens < 40, "{givens}");
    }

    fn text(sets: &ValueSets) -> [u8; CELLS] {
        let mut text = [b'.'; CELLS];
        for (digit, set) in sets.iter().enumerate().skip(1) {
            for cell in *set {
                text[cell] = b'0' + digit as u8;
            }
        }
        text
    }

    /// Singles-first puzzles are unique and minimal (the test-support
    /// counter finds one solution, and two once any symmetric group of
    /// givens goes), leave the random stream where `remove_givens` does,
    /// and need more than singles less often than `remove_givens`'s.
    #[test]
    fn singles_first_removal_gives_minimal_unique_puzzles() {
        use sudoku_test_support::count_solutions;
        let goal = Goal {
            minimal: true,
            min_givens: 0,
            max_givens: 81,
        };
        let only_singles = |puzzle: &[u8; CELLS]| {
            let steps = crate::logic::hodoku::rate(puzzle).unwrap().steps;
            usize::from(steps.iter().all(|s| [100, 200, 300].contains(&s.technique)))
        };
        let (mut singles_first, mut classic) = (0, 0);
        for symmetry in [Symmetry::None, Symmetry::Rotate180] {
            let orbits = symmetry.orbits();
            for seed in 0..20 {
                let mut rng = Rng::new(seed);
                let grid = super::super::random_grid::random_grid(&mut rng);
                let mut classic_rng = rng.clone();
                let sets = remove_givens_singles_first(&grid, orbits, goal, &mut rng).unwrap();
                let other = remove_givens(&grid, orbits, goal, &mut classic_rng).unwrap();
                assert_eq!(rng.next_u64(), classic_rng.next_u64());
                let puzzle = text(&sets);
                singles_first += only_singles(&puzzle);
                classic += only_singles(&text(&other));
                assert_eq!(count_solutions(&puzzle, 2), Some(1), "seed {seed}");
                for &group in orbits.groups() {
                    if group.into_iter().any(|cell| puzzle[cell] == b'.') {
                        continue;
                    }
                    let mut smaller = puzzle;
                    for cell in group {
                        smaller[cell] = b'.';
                    }
                    assert_eq!(count_solutions(&smaller, 2), Some(2), "seed {seed}");
                }
            }
        }
        assert!(singles_first > classic, "{singles_first} vs {classic}");
    }
}
