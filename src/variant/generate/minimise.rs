//! Removing givens from a complete grid while the solution stays unique,
//! one symmetric group at a time in a random order, as the classic
//! generator does (docs/GENERATE.md, "Generating"). Removed cells that
//! the givens force (naked or hidden singles) are decided without a
//! search, and so is a removal that empties one of the grid's unavoidable
//! sets (`unavoidable.rs`: another solution); otherwise
//! uniqueness is an exclusion search (`exclude.rs`) under a guess budget:
//! a removal the budget leaves undecided keeps its givens and is counted,
//! so a puzzle is only claimed minimal when no removal was undecided.

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
}

impl Remover<'_> {
    /// Starting from every cell of `solution` given, tries each group in a
    /// shuffled order. None when the givens end outside the bounds.
    pub(super) fn remove_givens(
        &self,
        solution: &[u8],
        rng: &mut Rng,
        buffers: &mut Buffers,
    ) -> Option<Removed> {
        let goal = self.goal;
        let mut order: Vec<usize> = (0..self.groups.len()).collect();
        rng.shuffle(&mut order);
        let mut puzzle = solution.to_vec();
        let mut givens = solution.len() as u32;
        let mut undecided = 0;
        let mut excluder = Excluder::new(self.rules, solution, self.guess_budget, buffers);
        let unavoidable = UnavoidableSets::of_grid(self.rules, solution);
        let mut prover = if PROVER_FROM_SIZE.is_some_and(|size| self.rules.size() >= size)
            && !self.propagation_only
        {
            Prover::of(self.rules, solution)
        } else {
            None
        };
        // Steps from here on need a new block board (exclude.rs).
        let mut block_end = 0;
        for (step, &group) in order.iter().enumerate() {
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
                if step >= block_end {
                    block_end = step + BLOCK_STEPS;
                    excluder.start_block(
                        &puzzle,
                        order[step..block_end.min(order.len())]
                            .iter()
                            .flat_map(|&later| &self.groups[later]),
                    );
                }
                match prover.as_mut() {
                    Some(prover) => self.proved(&puzzle, cells, solution, prover),
                    None => self.verdict(&puzzle, cells, &mut excluder),
                }
            };
            match verdict {
                Verdict::Unique => givens -= size,
                verdict => {
                    undecided += u32::from(verdict == Verdict::Undecided);
                    for &cell in cells {
                        puzzle[cell] = solution[cell];
                    }
                    // Removals only loosen the puzzle, so these stay given
                    // to the end.
                    excluder.keep(cells);
                    if let Some(prover) = prover.as_mut() {
                        prover.keep(cells, solution);
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

    fn proved(
        &self,
        puzzle: &[u8],
        removed: &[usize],
        solution: &[u8],
        prover: &mut Prover,
    ) -> Verdict {
        match prover.other_solution_exists(puzzle, solution, removed, self.guess_budget) {
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
