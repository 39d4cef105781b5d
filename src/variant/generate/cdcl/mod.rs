//! Uniqueness proofs of the removal pass by clause learning (solver.rs),
//! for rules whose every constraint is "these cells differ" (houses,
//! anti-knight, anti-king): no cage sums and no pair rules. One prover
//! serves one grid's whole removal pass: the givens and the excluded digit
//! of each proof are assumptions, so what one proof learns (clauses
//! implied by the rules alone) shortens the later ones. The exclusion
//! walk (exclude.rs) learns nothing, and on 25x25 late proofs took 10,000
//! guesses and more each (docs/VARIANTS.md, "Generating").
//!
//! The budget: `guess_budget` conflicts a removal, over its splits (a
//! conflict is a failed branch, the walk's failed guess).

mod heap;
mod solver;

use super::exclude::Exclusion;
use crate::variant::rules::Rules;
use solver::{positive, Lit, Outcome, Solver};

pub(super) struct Prover {
    solver: Solver,
    size: usize,
    assumptions: Vec<Lit>,
}

impl Prover {
    /// None when `rules` hold a constraint other than "cells differ".
    pub(super) fn of(rules: &Rules, solution: &[u8]) -> Option<Prover> {
        let differ_only = rules.cages.is_empty()
            && rules.pairs.is_empty()
            && rules.thermometers.is_empty()
            && rules.dots.is_empty();
        if !differ_only {
            return None;
        }
        let size = rules.size();
        let peers = (0..rules.cells())
            .map(|cell| rules.peers(cell).iter().map(|&p| p as u32).collect())
            .collect();
        let full_houses: Vec<Vec<usize>> = rules
            .full_houses
            .iter()
            .map(|&h| rules.houses[h].cells.clone())
            .collect();
        Some(Prover {
            solver: Solver::new(size, peers, &full_houses, solution),
            size,
            assumptions: Vec::new(),
        })
    }

    /// `cells` stay given to the end of the pass: facts of every later
    /// proof, no longer assumptions.
    pub(super) fn keep(&mut self, cells: &[usize], solution: &[u8]) {
        for &cell in cells {
            let digit = solution[cell] as usize - 1;
            self.solver.fix(positive(cell, digit, self.size));
        }
    }

    /// As [`Excluder::other_solution_exists`](super::exclude::Excluder):
    /// whether `puzzle` (the grid `solution` with `removed` among its
    /// emptied cells, unique with `removed` filled) has another solution,
    /// split by the first removed cell that differs from the grid.
    pub(super) fn other_solution_exists(
        &mut self,
        puzzle: &[u8],
        solution: &[u8],
        removed: &[usize],
        budget: u64,
    ) -> Exclusion {
        let start = self.solver.conflicts;
        for i in 0..removed.len() {
            let size = self.size;
            self.assumptions.clear();
            self.assumptions.extend(
                puzzle
                    .iter()
                    .enumerate()
                    .filter(|&(_, &given)| given != 0)
                    .map(|(cell, &given)| positive(cell, given as usize - 1, size)),
            );
            for &before in &removed[..i] {
                let digit = solution[before] as usize - 1;
                self.assumptions.push(positive(before, digit, size));
            }
            let cell = removed[i];
            let excluded = positive(cell, solution[cell] as usize - 1, size) ^ 1;
            self.assumptions.push(excluded);
            let spent = self.solver.conflicts - start;
            let left = match budget {
                0 => 0,
                _ if spent >= budget => return Exclusion::BudgetExhausted,
                _ => budget - spent,
            };
            match self.solver.solve(&self.assumptions, left) {
                Outcome::Satisfiable => return Exclusion::Several,
                Outcome::BudgetExhausted => return Exclusion::BudgetExhausted,
                Outcome::Unsatisfiable => {}
            }
        }
        Exclusion::Unique
    }

    /// Conflicts over every proof so far.
    #[cfg(test)]
    pub(super) fn conflicts(&self) -> u64 {
        self.solver.conflicts
    }

    /// The other solution the last `Several` found.
    #[cfg(test)]
    pub(super) fn last_solution(&self) -> &[u8] {
        self.solver.model()
    }
}

#[cfg(test)]
mod tests;
