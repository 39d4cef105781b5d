//! Whether givens removed from a grid leave it the only solution, by an
//! exclusion search: a solution that differs from the grid on one of the
//! removed cells exists exactly when the puzzle has another solution. A
//! count to two first finds the grid itself and then looks for a second;
//! this skips the first half. Searches the open cell with the fewest
//! candidates for the weight of its houses' contradictions (dom/wdeg),
//! over the engine's board and propagation, trying the grid's
//! digit first: another solution usually differs from the grid on a few
//! cells only (an unavoidable set), so it is found near the grid.
//!
//! No search starts from a fresh board of every given (measured: a
//! quarter of 16x16's time, docs/VARIANTS.md). A board kept over the
//! whole removal pass holds the givens already tested and kept, which
//! stay to the end, propagated. A block board, built from it for the next
//! few removal steps, adds every given those steps cannot remove; each
//! search then places the few givens left on a copy and propagates only
//! what they wake.

use super::buffers::{copy_into, Buffers};
use super::house_walk::{HouseTables, HouseWalk, State};
use super::unavoidable::swap_holds;
use crate::variant::board::Board;
use crate::variant::propagate::propagate_with;
use crate::variant::rules::Rules;

/// What a digit with no place left in a full house adds to that house's
/// weight (the engine's search's weight, search.rs).
const HOUSE_FAILURE_WEIGHT: u32 = 3;

/// The answer of [`Excluder::other_solution_exists`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Exclusion {
    /// No solution differs from the grid on the removed cells.
    Unique,
    Several,
    BudgetExhausted,
}

/// The state kept over one removal pass on one grid. Its boards live in
/// `buffers` (buffers.rs): `kept`, the givens kept for good so far;
/// `block`, `kept` with the givens of the current block's puzzles outside
/// its cells (`start_block`), propagated; `common`, a search's start.
pub(super) struct Excluder<'a> {
    rules: &'a Rules,
    solution: &'a [u8],
    budget: u64,
    buffers: &'a mut Buffers,
    /// Givens narrowed on `kept` since it was last propagated: it is
    /// propagated only when a block board is made from it, once for every
    /// given kept in between (a call each was most of a 4x4 pass's
    /// propagation).
    kept_pending: bool,
    has_block: bool,
    /// Per full house: 1 plus the contradictions found in its cells, over
    /// the whole pass, so branching goes where searches keep failing
    /// (dom/wdeg, as the engine's search weighs on 12x12 and up): the
    /// houses where one search kept failing are where the next ones do
    /// too (measured on 16x16, docs/VARIANTS.md).
    house_weight: Vec<u32>,
    /// The rules as full houses alone, when they are (house_walk.rs): the
    /// walks then run there below their root.
    house_tables: Option<HouseTables>,
}

impl<'a> Excluder<'a> {
    /// No given kept yet; `solution` solves `rules`; `budget` guesses a
    /// search (0: none).
    pub(super) fn new(
        rules: &'a Rules,
        solution: &'a [u8],
        budget: u64,
        buffers: &'a mut Buffers,
    ) -> Excluder<'a> {
        buffers.fit(rules);
        match &mut buffers.kept {
            Some(kept) => kept.reset(rules, &[]),
            None => Board::new(rules, &[]).map(|board| buffers.kept = Some(board)),
        }
        .expect("an empty board has every candidate");
        buffers.completion.clear();
        buffers.completion.extend_from_slice(solution);
        Excluder {
            rules,
            solution,
            budget,
            buffers,
            kept_pending: true,
            has_block: false,
            house_weight: vec![1; rules.full_houses.len()],
            house_tables: HouseTables::of(rules),
        }
    }

    /// Searches from now on get `budget` guesses each (0: no limit): the
    /// removal pass's rounds (minimise.rs).
    pub(super) fn set_budget(&mut self, budget: u64) {
        self.budget = budget;
    }

    fn kept(&mut self) -> &mut Board {
        self.buffers.kept.as_mut().expect("made by new")
    }

    /// `cells` stay given to the end of the pass.
    pub(super) fn keep(&mut self, cells: &[usize]) {
        for &cell in cells {
            let digit = 1 << (self.solution[cell] - 1);
            self.kept()
                .narrow(cell, digit)
                .expect("the grid's digit is kept");
        }
        self.kept_pending = true;
    }

    /// `kept`, propagated.
    fn propagated_kept(&mut self) -> &Board {
        let buffers = &mut *self.buffers;
        let kept = buffers.kept.as_mut().expect("made by new");
        if self.kept_pending {
            propagate_with(self.rules, kept, &mut buffers.woken)
                .expect("the grid solves the kept givens");
            self.kept_pending = false;
        }
        kept
    }

    /// Until the next call, every puzzle searched holds every given of
    /// `puzzle` outside `cells` (the cells of the groups the next steps
    /// try). Sound propagation of a subset of a search's givens is a valid
    /// start for it, so the verdicts do not change.
    pub(super) fn start_block<'c>(
        &mut self,
        puzzle: &[u8],
        cells: impl Iterator<Item = &'c usize>,
    ) {
        let mut base = puzzle.to_vec();
        for &cell in cells {
            base[cell] = 0;
        }
        self.has_block = false;
        self.propagated_kept();
        self.board_of(&base);
        let buffers = &mut *self.buffers;
        let common = buffers.common.as_ref().expect("made by board_of");
        copy_into(&mut buffers.block, common);
        self.has_block = true;
    }

    /// The block board (or the kept one) with every given of `puzzle` (a
    /// subset of the solution, holding the block's givens) placed and
    /// propagated, in `buffers.common`.
    fn board_of(&mut self, puzzle: &[u8]) {
        self.givens_unpropagated(puzzle, Target::Common);
        let buffers = &mut *self.buffers;
        let board = buffers
            .common
            .as_mut()
            .expect("made by givens_unpropagated");
        propagate_with(self.rules, board, &mut buffers.woken).expect("the grid solves the givens");
    }

    /// The block board (or the kept one) with every given of `puzzle`
    /// narrowed, not yet propagated, in `target`.
    fn givens_unpropagated(&mut self, puzzle: &[u8], target: Target) {
        if !self.has_block {
            self.propagated_kept();
        }
        let buffers = &mut *self.buffers;
        let from = if self.has_block {
            buffers.block.as_ref()
        } else {
            buffers.kept.as_ref()
        };
        let from = from.expect("made before");
        let board = match target {
            Target::Common => copy_into(&mut buffers.common, from),
            Target::Root => match buffers.boards.first_mut() {
                Some(root) => {
                    root.clone_from(from);
                    root
                }
                None => {
                    buffers.boards.push(from.clone());
                    &mut buffers.boards[0]
                }
            },
        };
        for (cell, &given) in puzzle.iter().enumerate() {
            if given != 0 {
                board
                    .narrow(cell, 1 << (given - 1))
                    .expect("the grid's digit");
            }
        }
    }

    /// True when propagation alone, with no guess, places every digit of
    /// `puzzle`.
    pub(super) fn propagation_solves(&mut self, puzzle: &[u8]) -> bool {
        self.board_of(puzzle);
        self.buffers.common.as_ref().expect("made by board_of").open == 0
    }

    /// Whether `puzzle` (a subset of the solution holding the kept givens,
    /// with `removed` emptied) has a solution other than the grid, within
    /// the budget, given that with `removed` filled from the grid it had
    /// only that one (as each step of the removal keeps it): any other
    /// solution then differs on a removed cell. The other solutions are
    /// split by the first removed cell that differs: for cell `i`, the
    /// cells before it hold the grid's digits and cell `i` any other.
    pub(super) fn other_solution_exists(&mut self, puzzle: &[u8], removed: &[usize]) -> Exclusion {
        if let &[cell] = removed {
            return self.one_cell_excluded(puzzle, cell);
        }
        self.board_of(puzzle);
        let buffers = &mut *self.buffers;
        let common = buffers.common.as_ref().expect("made by board_of");
        if buffers.boards.is_empty() {
            buffers.boards.push(common.clone());
        }
        let mut walk = Walk {
            rules: self.rules,
            solution: self.solution,
            budget: self.budget,
            guesses: 0,
            exhausted: false,
            found: false,
            house_weight: &mut self.house_weight,
            house_tables: self.house_tables.as_ref(),
            states: &mut buffers.states,
            boards: &mut buffers.boards,
            woken: &mut buffers.woken,
            completion: &mut buffers.completion,
            changed: &mut buffers.changed,
        };
        for i in 0..removed.len() {
            if split(
                self.rules,
                self.solution,
                common,
                removed,
                i,
                &mut walk.boards[0],
            ) {
                walk.descend(0);
            }
            if walk.found {
                return Exclusion::Several;
            }
            if walk.exhausted {
                return Exclusion::BudgetExhausted;
            }
        }
        Exclusion::Unique
    }

    /// [`Excluder::other_solution_exists`] for one removed cell: its one
    /// search starts from the givens with the cell's grid digit taken out,
    /// all propagated in one call rather than the givens first and the
    /// split after (two calls, the second mostly the first's overhead
    /// again: most of a small grid's time, docs/VARIANTS.md).
    fn one_cell_excluded(&mut self, puzzle: &[u8], cell: usize) -> Exclusion {
        self.givens_unpropagated(puzzle, Target::Root);
        let buffers = &mut *self.buffers;
        let root = &mut buffers.boards[0];
        let grid_digit = 1 << (self.solution[cell] - 1);
        if root
            .narrow(cell, self.rules.all_digits() & !grid_digit)
            .is_err()
        {
            // The givens leave the cell its grid digit alone.
            return Exclusion::Unique;
        }
        let mut walk = Walk {
            rules: self.rules,
            solution: self.solution,
            budget: self.budget,
            guesses: 0,
            exhausted: false,
            found: false,
            house_weight: &mut self.house_weight,
            house_tables: self.house_tables.as_ref(),
            states: &mut buffers.states,
            boards: &mut buffers.boards,
            woken: &mut buffers.woken,
            completion: &mut buffers.completion,
            changed: &mut buffers.changed,
        };
        if let Some(tables) = walk.house_tables {
            walk.house_walk(tables, None);
        } else {
            walk.descend(0);
        }
        if walk.found {
            Exclusion::Several
        } else if walk.exhausted {
            Exclusion::BudgetExhausted
        } else {
            Exclusion::Unique
        }
    }
}

/// Where [`Excluder::givens_unpropagated`] builds its board.
#[derive(Clone, Copy)]
enum Target {
    /// `buffers.common`, the start of each split of a group.
    Common,
    /// `buffers.boards[0]`, the root of the one search of a single cell.
    Root,
}

/// `board` set to `common` with `removed[..i]` set to the grid's digits
/// and `removed[i]` to any other; false on a contradiction.
fn split(
    rules: &Rules,
    solution: &[u8],
    common: &Board,
    removed: &[usize],
    i: usize,
    board: &mut Board,
) -> bool {
    board.clone_from(common);
    let digit = |cell: usize| 1u32 << (solution[cell] - 1);
    let before_ok = removed[..i]
        .iter()
        .all(|&before| board.narrow(before, digit(before)).is_ok());
    let cell = removed[i];
    before_ok
        && board
            .narrow(cell, rules.all_digits() & !digit(cell))
            .is_ok()
}

struct Walk<'a> {
    rules: &'a Rules,
    solution: &'a [u8],
    budget: u64,
    guesses: u64,
    exhausted: bool,
    found: bool,
    house_weight: &'a mut [u32],
    house_tables: Option<&'a HouseTables>,
    states: &'a mut Vec<State>,
    /// `boards[d]`: the board at depth `d`, reused from search to search.
    boards: &'a mut Vec<Board>,
    /// Propagation's woken sets, one allocation for the pass.
    woken: &'a mut crate::variant::propagate::Woken,
    /// The solution, but between calls of `completes_with_grid`.
    completion: &'a mut Vec<u8>,
    changed: &'a mut Vec<usize>,
}

impl Walk<'_> {
    /// The open cell with the fewest candidates for the weight of its
    /// houses (the lowest cell on ties).
    fn most_constrained(&self, board: &Board) -> Option<usize> {
        // (candidates, weight, cell): the smallest candidates / weight.
        let mut best: Option<(u64, u64, usize)> = None;
        for (cell, &candidates) in board.candidates.iter().enumerate() {
            let count = u64::from(candidates.count_ones());
            if count < 2 {
                continue;
            }
            let weight: u64 = self.rules.full_slots_of_cell[cell]
                .iter()
                .map(|&slot| u64::from(self.house_weight[slot as usize]))
                .sum::<u64>()
                .max(1);
            match best {
                Some((best_count, best_weight, _))
                    if count * best_weight >= best_count * weight => {}
                _ => best = Some((count, weight, cell)),
            }
        }
        best.map(|(_, _, cell)| cell)
    }

    /// True when the board's placed digits with the grid's digit in every
    /// open cell (each still a candidate there) are a solution: another
    /// one, since the search's removed cell has lost its grid digit. The
    /// dive with the grid's digit first would reach it one propagation a
    /// level, 20 levels and more on 16x16, once the cells where the other
    /// solution differs are placed; this scan and a check of the changed
    /// cells' rules stop it there (docs/VARIANTS.md, branch vgen11).
    fn completes_with_grid(&mut self, depth: usize) -> bool {
        let board = &self.boards[depth];
        self.changed.clear();
        for (cell, &candidates) in board.candidates.iter().enumerate() {
            let grid_digit = 1u32 << (self.solution[cell] - 1);
            if candidates & grid_digit != 0 {
                continue;
            }
            if candidates.count_ones() != 1 {
                return false;
            }
            self.changed.push(cell);
        }
        for &cell in self.changed.iter() {
            self.completion[cell] = board.candidates[cell].trailing_zeros() as u8 + 1;
        }
        let holds =
            !self.changed.is_empty() && swap_holds(self.rules, self.completion, self.changed);
        for &cell in self.changed.iter() {
            self.completion[cell] = self.solution[cell];
        }
        holds
    }

    /// Goes on in house_walk.rs from `boards[depth]` when propagated
    /// (`Some`), else from `boards[0]` narrowed, its propagation there too.
    fn house_walk(&mut self, tables: &HouseTables, propagated: Option<usize>) {
        let mut walk = HouseWalk {
            tables,
            rules: self.rules,
            solution: self.solution,
            budget: self.budget,
            guesses: &mut self.guesses,
            exhausted: false,
            found: false,
            house_weight: self.house_weight,
            states: self.states,
            completion: self.completion,
            changed: self.changed,
        };
        match propagated {
            Some(depth) => {
                if walk.states.is_empty() {
                    walk.states.push(State::new());
                }
                walk.states[0].load(&self.boards[depth], tables);
                walk.branch(0);
            }
            None => walk.walk_from_root(&self.boards[0]),
        }
        self.found = walk.found;
        self.exhausted = walk.exhausted;
    }

    /// Walks from `boards[depth]`.
    fn descend(&mut self, depth: usize) {
        let board = &mut self.boards[depth];
        if propagate_with(self.rules, board, self.woken).is_err() {
            // A digit with no place left in a house weighs that house
            // alone, by 3, as the engine's search does: on the minimal
            // 25x25 (seed 0) 55 removals undecided against 72 with the
            // failed cell's houses (branch vgen16, docs/VARIANTS.md).
            match board.failed_house {
                Some(slot) => self.house_weight[slot] += HOUSE_FAILURE_WEIGHT,
                None => {
                    for &slot in &self.rules.full_slots_of_cell[board.failed] {
                        self.house_weight[slot as usize] += 1;
                    }
                }
            }
            return;
        }
        if let Some(tables) = self.house_tables {
            self.house_walk(tables, Some(depth));
            return;
        }
        // None open: every cell has one digit that propagation checked.
        if self.completes_with_grid(depth) {
            self.found = true;
            return;
        }
        let board = &self.boards[depth];
        let Some(cell) = self.most_constrained(board) else {
            self.found = true;
            return;
        };
        // The grid's digit first, then the others in increasing order. The
        // order changes only how fast an answer comes, not which.
        let mut digits = board.candidates[cell];
        let grid_digit = 1u32 << (self.solution[cell] - 1) & digits;
        while digits != 0 {
            if self.found || self.exhausted {
                return;
            }
            if self.budget != 0 && self.guesses >= self.budget {
                self.exhausted = true;
                return;
            }
            self.guesses += 1;
            let digit = if digits & grid_digit != 0 {
                grid_digit
            } else {
                digits & digits.wrapping_neg()
            };
            digits &= !digit;
            if self.boards.len() <= depth + 1 {
                let copy = self.boards[depth].clone();
                self.boards.push(copy);
            }
            let (low, high) = self.boards.split_at_mut(depth + 1);
            let child = &mut high[0];
            child.clone_from(&low[depth]);
            if child.narrow(cell, digit).is_ok() {
                self.descend(depth + 1);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::rng::Rng;
    use crate::variant::{count, RulesBuilder};

    #[test]
    fn agrees_with_the_engines_count_to_two() {
        let rules = RulesBuilder::new(6).build().unwrap();
        let grid: Vec<u8> = (0..36)
            .map(|c| ((c / 6 * 3 + c / 12 + c % 6) % 6 + 1) as u8)
            .collect();
        assert!(crate::variant::check(&rules, &grid).is_ok());
        let (mut unique, mut several) = (0, 0);
        for seed in 0..60 {
            let mut rng = Rng::new(seed);
            let mut cells: Vec<usize> = (0..36).collect();
            rng.shuffle(&mut cells);
            let removed = &cells[..12 + seed as usize % 14];
            let mut puzzle = grid.clone();
            for &c in removed {
                puzzle[c] = 0;
            }
            // The last few removed cells as the group just emptied.
            let group = &removed[removed.len() - 1 - seed as usize % 3..];
            let expected = match count(&rules, &puzzle, 2, 0).0 {
                Ok(1) => Exclusion::Unique,
                _ => Exclusion::Several,
            };
            let got = Excluder::new(&rules, &grid, 0, &mut Buffers::new(&rules))
                .other_solution_exists(&puzzle, group);
            // Another solution may differ only outside the group, when the
            // givens left before this removal were already not unique.
            let before_unique = {
                let mut before = puzzle.clone();
                for &c in group {
                    before[c] = grid[c];
                }
                count(&rules, &before, 2, 0).0 == Ok(1)
            };
            if before_unique {
                assert_eq!(got, expected, "seed {seed}");
                if got == Exclusion::Unique {
                    unique += 1;
                } else {
                    several += 1;
                }
            }
        }
        assert!(
            unique > 0 && several > 0,
            "{unique} unique, {several} several"
        );
    }

    #[test]
    fn a_removal_pass_on_the_kept_board_agrees_with_the_count() {
        // Each step's verdict from the board of the givens kept so far and
        // of the block's, against the engine's count to two of the whole
        // puzzle.
        let rules = RulesBuilder::new(6).build().unwrap();
        let grid: Vec<u8> = (0..36)
            .map(|c| ((c / 6 * 3 + c / 12 + c % 6) % 6 + 1) as u8)
            .collect();
        let (mut unique, mut several) = (0, 0);
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let mut cells: Vec<usize> = (0..36).collect();
            rng.shuffle(&mut cells);
            let mut buffers = Buffers::new(&rules);
            let mut excluder = Excluder::new(&rules, &grid, 0, &mut buffers);
            let mut puzzle = grid.clone();
            for (step, &cell) in cells.iter().enumerate() {
                // Blocks of 1 to 7 steps, as the removal pass makes them.
                let block = 1 + seed as usize % 7;
                if step % block == 0 {
                    let end = (step + block).min(cells.len());
                    excluder.start_block(&puzzle, cells[step..end].iter());
                }
                puzzle[cell] = 0;
                let expected = count(&rules, &puzzle, 2, 0).0 == Ok(1);
                let got = excluder.other_solution_exists(&puzzle, &[cell]);
                assert_eq!(got == Exclusion::Unique, expected, "seed {seed}");
                assert_ne!(got, Exclusion::BudgetExhausted);
                let solves = crate::variant::count_with(
                    &rules,
                    &puzzle,
                    2,
                    1,
                    crate::variant::Engine::General,
                );
                let by_propagation = matches!(solves, (Ok(1), stats) if stats.guesses == 0);
                assert_eq!(excluder.propagation_solves(&puzzle), by_propagation);
                if expected {
                    unique += 1;
                } else {
                    several += 1;
                    puzzle[cell] = grid[cell];
                    excluder.keep(&[cell]);
                }
            }
        }
        assert!(unique > 0 && several > 0);
    }
}
