//! Removing givens from a complete grid while the solution stays unique,
//! one symmetric group at a time in a random order, as the classic
//! generator does (docs/GENERATE.md, "Generating"). Removed cells that
//! the givens force (naked or hidden singles) are decided without a
//! search, and so is a removal that empties one of the grid's unavoidable
//! sets (`unavoidable.rs`: another solution); otherwise
//! uniqueness is an exclusion search (`exclude.rs`) under a guess budget:
//! a removal the budget leaves undecided keeps its givens and is counted,
//! so a puzzle is only claimed minimal when no removal was undecided.
//! The searches run in rounds of growing budget, each round trying again
//! the groups the one before left undecided: any order of removals gives
//! a minimal puzzle (a group refused stays refused as givens go), and the
//! cheap ones are then all made before a hard one spends the budget.

use crate::generate::rng::Rng;
use crate::variant::rules::Rules;

use super::buffers::Buffers;
use super::cdcl::Prover;
use super::exclude::{Excluder, Exclusion};
use super::symmetry::Groups;
use super::unavoidable::UnavoidableSets;

/// Removal steps one block board of the exclusion searches serves: each
/// search then places and propagates the givens of up to this many groups
/// on a copy, and each block costs one propagation of the others.
const BLOCK_STEPS: usize = 16;

/// Grids from this size prove uniqueness by clause learning (cdcl/) when
/// the rules allow it; None: never. Off: on the minimal 25x25 its late
/// proofs took 3,000-7,000 conflicts each at about 50 times a walk
/// guess's cost, slower than the walk's 10,000+ guesses (branch vgen14,
/// docs/VARIANTS.md "Generating > Measured").
const PROVER_FROM_SIZE: Option<usize> = None;

/// The first round's budget of a removal pass (guesses a removal), and
/// how much each later round multiplies it, up to the removal budget:
/// a removal the walk leaves undecided within a round is tried again in
/// the next, once the cheaper ones are done. On the minimal 25x25 (seed 0)
/// first rounds of 10 and 1,000 guesses (growing tenfold) ended with 109
/// and 72 removals undecided at the 100,000-guess budget, against 140 in
/// one pass (branch vgen16, docs/VARIANTS.md). Walks of more than 1,000
/// guesses are rare below 25x25 (the longest of a traced 16x16 round took
/// 593, branch vgen11), so smaller grids mostly keep one pass's puzzles.
pub(super) const FIRST_ROUND_BUDGET: u64 = 1_000;
const ROUND_GROWTH: u64 = 10;
/// Without a removal budget, the rounds stop growing here; the last has
/// no limit.
const LAST_BOUNDED_ROUND: u64 = 100_000;

/// How many givens to keep, and whether to remove all that can go.
#[derive(Clone, Copy, Debug)]
pub(super) struct Goal {
    pub(super) minimal: bool,
    pub(super) min_givens: u32,
    /// The cell count when unbounded.
    pub(super) max_givens: u32,
}

/// Whether removing a group kept one solution.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Unique,
    Several,
    Undecided,
}

/// A puzzle made from a grid, with the removals the budget left undecided.
pub(super) struct Removed {
    pub(super) puzzle: Vec<u8>,
    pub(super) givens: u32,
    pub(super) undecided: u32,
}

/// The scratch of one pass: the rules, the groups and the budget.
pub(super) struct Remover<'a> {
    pub(super) rules: &'a Rules,
    pub(super) groups: &'a Groups,
    pub(super) goal: Goal,
    pub(super) guess_budget: u64,
    /// Remove a group only when propagation alone still solves the puzzle.
    pub(super) propagation_only: bool,
    /// The first round's guesses a removal (`FIRST_ROUND_BUDGET`; 0: one
    /// round of `guess_budget`).
    pub(super) first_round_budget: u64,
}

impl Remover<'_> {
    /// Starting from every cell of `solution` given, tries each group in a
    /// shuffled order, round after round (`round_budgets`). None when the
    /// givens end outside the bounds.
    pub(super) fn remove_givens(
        &self,
        solution: &[u8],
        rng: &mut Rng,
        buffers: &mut Buffers,
    ) -> Option<Removed> {
        let goal = self.goal;
        let mut pending: Vec<usize> = (0..self.groups.len()).collect();
        rng.shuffle(&mut pending);
        let mut puzzle = solution.to_vec();
        let mut givens = solution.len() as u32;
        let mut undecided = 0;
        let budgets = self.round_budgets();
        let mut excluder = Excluder::new(self.rules, solution, budgets[0], buffers);
        let unavoidable = UnavoidableSets::of_grid(self.rules, solution);
        let mut prover = if PROVER_FROM_SIZE.is_some_and(|size| self.rules.size() >= size)
            && !self.propagation_only
        {
            Prover::of(self.rules, solution)
        } else {
            None
        };
        'rounds: for (round, &budget) in budgets.iter().enumerate() {
            let last_round = round + 1 == budgets.len();
            excluder.set_budget(budget);
            let mut deferred = Vec::new();
            // Steps from here on need a new block board (exclude.rs).
            let mut block_end = 0;
            for (step, &group) in pending.iter().enumerate() {
                let cells = &self.groups[group];
                let size = cells.len() as u32;
                if !goal.minimal && givens <= goal.max_givens {
                    break 'rounds;
                }
                if !goal.minimal && givens - size < goal.min_givens {
                    continue;
                }
                for &cell in cells {
                    puzzle[cell] = 0;
                }
                let verdict = if self.forced_by_peers(&mut puzzle, cells, solution) {
                    Verdict::Unique
                } else if unavoidable.emptied(&puzzle, cells) {
                    Verdict::Several
                } else {
                    if step >= block_end {
                        block_end = step + BLOCK_STEPS;
                        excluder.start_block(
                            &puzzle,
                            pending[step..block_end.min(pending.len())]
                                .iter()
                                .flat_map(|&later| &self.groups[later]),
                        );
                    }
                    match prover.as_mut() {
                        Some(prover) => self.proved(&puzzle, cells, solution, prover, budget),
                        None => self.verdict(&puzzle, cells, &mut excluder),
                    }
                };
                match verdict {
                    Verdict::Unique => givens -= size,
                    Verdict::Undecided if !last_round => {
                        // Tried again next round, on the puzzle as it is
                        // then, with a larger budget; given until then.
                        for &cell in cells {
                            puzzle[cell] = solution[cell];
                        }
                        deferred.push(group);
                    }
                    verdict => {
                        undecided += u32::from(verdict == Verdict::Undecided);
                        for &cell in cells {
                            puzzle[cell] = solution[cell];
                        }
                        // Removals only loosen the puzzle, so these stay
                        // given to the end.
                        excluder.keep(cells);
                        if let Some(prover) = prover.as_mut() {
                            prover.keep(cells, solution);
                        }
                    }
                }
            }
            if deferred.is_empty() {
                break;
            }
            pending = deferred;
        }
        (goal.min_givens..=goal.max_givens)
            .contains(&givens)
            .then_some(Removed {
                puzzle,
                givens,
                undecided,
            })
    }

    /// The budget of each round of the pass: `FIRST_ROUND_BUDGET`, times
    /// `ROUND_GROWTH` each round, the last the removal budget (0: none).
    /// One round when that budget is no larger than the first's, or with
    /// `propagation_only` (no search).
    fn round_budgets(&self) -> Vec<u64> {
        round_budgets(self.guess_budget, self.first_round_budget)
    }

    /// True when each removed cell, filled in turn, is forced by the
    /// givens: the only digit its given peers leave (a naked single), or
    /// the only place left for its digit in one of its full houses (a
    /// hidden single: every other cell there is given or sees a given of
    /// that digit). Every solution then has the grid's digits there, so
    /// the puzzle is still unique, with no search. Leaves `puzzle` as it
    /// found it.
    fn forced_by_peers(&self, puzzle: &mut [u8], cells: &[usize], solution: &[u8]) -> bool {
        let mut filled = 0;
        let forced = cells.iter().all(|&cell| {
            let single = self.naked_single(puzzle, cell, solution[cell])
                || self.hidden_single(puzzle, cell, solution[cell]);
            if single {
                puzzle[cell] = solution[cell];
                filled += 1;
            }
            single
        });
        for &cell in &cells[..filled] {
            puzzle[cell] = 0;
        }
        forced
    }

    fn naked_single(&self, puzzle: &[u8], cell: usize, digit: u8) -> bool {
        let seen = self.rules.peers(cell).iter().fold(0u32, |seen, &peer| {
            if puzzle[peer] == 0 {
                seen
            } else {
                seen | 1 << (puzzle[peer] - 1)
            }
        });
        self.rules.all_digits() & !seen == 1 << (digit - 1)
    }

    fn hidden_single(&self, puzzle: &[u8], cell: usize, digit: u8) -> bool {
        let rules = self.rules;
        let sees_digit = |other: usize| rules.peers(other).iter().any(|&p| puzzle[p] == digit);
        rules.full_slots_of_cell[cell].iter().any(|&slot| {
            let house = &rules.houses[rules.full_houses[slot as usize]];
            house
                .cells
                .iter()
                .all(|&other| other == cell || puzzle[other] != 0 || sees_digit(other))
        })
    }

    fn proved(
        &self,
        puzzle: &[u8],
        removed: &[usize],
        solution: &[u8],
        prover: &mut Prover,
        budget: u64,
    ) -> Verdict {
        match prover.other_solution_exists(puzzle, solution, removed, budget) {
            Exclusion::Unique => Verdict::Unique,
            Exclusion::Several => Verdict::Several,
            Exclusion::BudgetExhausted => Verdict::Undecided,
        }
    }

    fn verdict(&self, puzzle: &[u8], removed: &[usize], excluder: &mut Excluder) -> Verdict {
        if self.propagation_only {
            // No guess at all: propagation placed every digit.
            return if excluder.propagation_solves(puzzle) {
                Verdict::Unique
            } else {
                Verdict::Several
            };
        }
        // The exclusion search, not a count to two: the same verdict
        // without first finding the grid again.
        match excluder.other_solution_exists(puzzle, removed) {
            Exclusion::Unique => Verdict::Unique,
            Exclusion::Several => Verdict::Several,
            Exclusion::BudgetExhausted => Verdict::Undecided,
        }
    }
}

/// `first`, `first * ROUND_GROWTH`, ... below `full`, then `full` (0: no
/// limit, after the rounds up to `LAST_BOUNDED_ROUND`); `full` alone when
/// `first` is 0 or not below it.
fn round_budgets(full: u64, first: u64) -> Vec<u64> {
    if first == 0 || (full != 0 && full <= first) {
        return vec![full];
    }
    let mut budgets = Vec::new();
    let mut budget = first;
    while (full == 0 && budget <= LAST_BOUNDED_ROUND) || (full != 0 && budget < full) {
        budgets.push(budget);
        budget = budget.saturating_mul(ROUND_GROWTH);
    }
    budgets.push(full);
    budgets
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Symmetry;
    use crate::variant::generate::symmetry::groups;
    use crate::variant::{check, fpuzzles, RulesBuilder};
    use sudoku_test_support::variant as independent;

    #[test]
    fn rounds_grow_to_the_removal_budget() {
        assert_eq!(round_budgets(100_000, 1_000), [1_000, 10_000, 100_000]);
        assert_eq!(round_budgets(5_000, 1_000), [1_000, 5_000]);
        assert_eq!(round_budgets(10, 1_000), [10]);
        assert_eq!(round_budgets(1_000, 1_000), [1_000]);
        assert_eq!(round_budgets(0, 1_000), [1_000, 10_000, 100_000, 0]);
        assert_eq!(round_budgets(100_000, 0), [100_000]);
    }

    fn independent_count(rules: &Rules, givens: &[u8]) -> usize {
        let list = independent::from_fpuzzles(&fpuzzles::to_json(rules, givens));
        independent::count_solutions(&list, 2)
    }

    /// A grid of `rules` from a shuffled first row (every rule set here
    /// allows any first row).
    fn grid_of(rules: &Rules, seed: u64) -> Vec<u8> {
        let size = rules.size();
        let mut givens = vec![0u8; rules.cells()];
        let mut digits: Vec<u8> = (1..=size as u8).collect();
        Rng::new(seed).shuffle(&mut digits);
        givens[..size].copy_from_slice(&digits);
        crate::variant::solve_first(rules, &givens, 0)
            .0
            .expect("a first row extends")
    }

    fn pass(rules: &Rules, grid: &[u8], seed: u64, first_round_budget: u64) -> Removed {
        let groups = groups(Symmetry::None, rules.size());
        let cells = rules.cells() as u32;
        let remover = Remover {
            rules,
            groups: &groups,
            goal: Goal {
                minimal: true,
                min_givens: 0,
                max_givens: cells,
            },
            guess_budget: 0,
            propagation_only: false,
            first_round_budget,
        };
        remover
            .remove_givens(grid, &mut Rng::new(seed), &mut Buffers::new(rules))
            .expect("no bounds")
    }

    #[test]
    fn removals_deferred_by_a_one_guess_round_still_give_minimal_puzzles() {
        // A first round of one guess defers nearly every removal that needs
        // a search; the later rounds decide them on sparser puzzles. Each
        // puzzle is unique and minimal by test-support's counter, and some
        // differ from the one pass's (so deferral came into play).
        // 6x6 alone: test-support's counter takes seconds a minimal X 9x9
        // in a debug build, and 60 seeds of 6x6 defer enough removals.
        let rules = &RulesBuilder::new(6).build().unwrap();
        let mut changed = 0;
        for seed in 0..60 {
            let grid = grid_of(rules, seed);
            assert!(check(rules, &grid).is_ok());
            let made = pass(rules, &grid, seed, 1);
            assert_eq!(made.undecided, 0, "the last round has no limit");
            assert_eq!(independent_count(rules, &made.puzzle), 1, "seed {seed}");
            let givens = made.puzzle.iter().filter(|&&d| d != 0).count();
            assert_eq!(givens as u32, made.givens);
            for cell in (0..made.puzzle.len()).filter(|&c| made.puzzle[c] != 0) {
                assert_eq!(made.puzzle[cell], grid[cell]);
                let mut fewer = made.puzzle.clone();
                fewer[cell] = 0;
                assert_eq!(
                    independent_count(rules, &fewer),
                    2,
                    "seed {seed}: cell {cell} removable"
                );
            }
            if made.puzzle != pass(rules, &grid, seed, 0).puzzle {
                changed += 1;
            }
        }
        assert!(changed > 0, "no removal was deferred");
    }
}
