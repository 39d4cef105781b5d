//! Removing givens from a complete grid while the solution stays unique,
//! one symmetric group at a time in a random order, as the classic
//! generator does (docs/GENERATE.md, "Generating"). Removed cells that
//! the givens force (naked or hidden singles) are decided without a
//! search, and so is a removal that empties one of the grid's unavoidable
//! sets (`unavoidable.rs`: another solution); otherwise
//! uniqueness is the engine's count to two under a guess budget: a removal
//! the budget leaves undecided keeps its givens and is counted, so a
//! puzzle is only claimed minimal when no removal was undecided.

use crate::generate::rng::Rng;
use crate::variant::rules::Rules;
use crate::variant::{count_with, Engine};

use super::exclude::{other_solution_exists, Exclusion};
use super::unavoidable::UnavoidableSets;

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
    pub(super) groups: &'a [Vec<usize>],
    pub(super) goal: Goal,
    pub(super) guess_budget: u64,
    /// Remove a group only when propagation alone still solves the puzzle.
    pub(super) propagation_only: bool,
}

impl Remover<'_> {
    /// Starting from every cell of `solution` given, tries each group in a
    /// shuffled order. None when the givens end outside the bounds.
    pub(super) fn remove_givens(&self, solution: &[u8], rng: &mut Rng) -> Option<Removed> {
        let goal = self.goal;
        let mut order: Vec<usize> = (0..self.groups.len()).collect();
        rng.shuffle(&mut order);
        let mut puzzle = solution.to_vec();
        let mut givens = solution.len() as u32;
        let mut undecided = 0;
        // The exclusion searches' house weights, kept over the whole pass:
        // the houses where one search kept failing are where the next ones
        // do too (measured on 16x16, docs/VARIANTS.md).
        let mut house_weight = vec![1; self.rules.full_houses.len()];
        let unavoidable = UnavoidableSets::of_grid(self.rules, solution);
        for &group in &order {
            let cells = &self.groups[group];
            let size = cells.len() as u32;
            if !goal.minimal && givens <= goal.max_givens {
                break;
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
                self.verdict(&puzzle, cells, solution, &mut house_weight)
            };
            match verdict {
                Verdict::Unique => givens -= size,
                verdict => {
                    undecided += u32::from(verdict == Verdict::Undecided);
                    for &cell in cells {
                        puzzle[cell] = solution[cell];
                    }
                }
            }
        }
        (goal.min_givens..=goal.max_givens)
            .contains(&givens)
            .then_some(Removed {
                puzzle,
                givens,
                undecided,
            })
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

    fn verdict(
        &self,
        puzzle: &[u8],
        removed: &[usize],
        solution: &[u8],
        house_weight: &mut [u32],
    ) -> Verdict {
        if self.propagation_only {
            // No guess at all: propagation placed every digit.
            return match count_with(self.rules, puzzle, 2, 1, Engine::General) {
                (Ok(1), stats) if stats.guesses == 0 => Verdict::Unique,
                _ => Verdict::Several,
            };
        }
        // The exclusion search, not a count to two: the same verdict
        // without first finding the grid again.
        match other_solution_exists(
            self.rules,
            puzzle,
            removed,
            solution,
            self.guess_budget,
            house_weight,
        ) {
            Exclusion::Unique => Verdict::Unique,
            Exclusion::Several => Verdict::Several,
            Exclusion::BudgetExhausted => Verdict::Undecided,
        }
    }
}
