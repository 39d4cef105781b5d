//! What each candidate's "on" potential implies through a grid's static
//! links (X and Y), for all candidates at once.
//!
//! A static propagation ([`propagate`](super::propagate) without
//! `dynamic`) expands every potential it reaches until it meets a
//! contradiction, and its links do not depend on what it has found. So when
//! what a start reaches holds no candidate both on and off, its potentials
//! are exactly that set, in whatever order they are found. Multiple forcing
//! chains need the potentials of every start but the chains of only the
//! few whose sets meet: the sets come from here, and the propagations with
//! their parents only for those.
//!
//! The sets come from the strongly connected components of the links
//! (Tarjan's, in [`Possible`]): every potential of a component reaches the
//! same ones, and the components come out sinks first, so each one's set
//! is its own potentials and the sets of the components it links to, all
//! made before it.

use super::super::budget::{Budget, Exhausted};
use super::graph::Graph;
use super::grid::Cands;
use super::possible::{Pass, Possible};
use super::potential::{PotSet, CANDS, POTS};

/// A candidate absent from the grid.
const ABSENT: u16 = u16::MAX;

/// The static links: X and Y.
const STATIC: Pass = Pass {
    y_links: true,
    x_links: true,
    chains: false,
    cycles: false,
};

/// What each component reaches, and where each candidate's "on" potential
/// is.
pub struct Closure {
    reach: [PotSet; POTS],
    /// Per component: it is one potential that implies nothing, so its set
    /// is that potential alone.
    alone: [bool; POTS],
    /// Per component: its set holds a candidate both on and off.
    conflict: [bool; POTS],
    /// The component of each candidate's "on" potential ([`ABSENT`]: not
    /// in the grid).
    of: [u16; CANDS],
}

impl Closure {
    /// Finds what each candidate of `grid` implies "on", its links listed
    /// in `graph`, using `possible`'s components. Costs a budget unit per
    /// potential reached, as a propagation does.
    pub fn build(
        &mut self,
        grid: &Cands,
        graph: &Graph,
        possible: &mut Possible,
        budget: &mut Budget,
    ) -> Result<(), Exhausted> {
        let (visited, components) = possible.all_components(grid, graph, STATIC);
        budget.spend(visited as u64)?;
        for c in 0..components {
            let mut set = PotSet([0; 23]);
            let members = possible.members(c);
            let mut alone = members.len() == 1;
            for &pot in members {
                set.insert(pot);
            }
            for &pot in members {
                let (next, on) = STATIC.next(graph, pot as usize);
                for &q in next {
                    let q = q as usize * 2 + on;
                    let d = possible.component(q);
                    if d == c {
                        continue;
                    }
                    alone = false;
                    if self.alone[d] {
                        set.insert(q as u16);
                    } else {
                        set.or_with(&self.reach[d]);
                    }
                }
            }
            self.reach[c] = set;
            self.alone[c] = alone;
            self.conflict[c] = set.has_both_states();
        }
        for (cand, of) in self.of.iter_mut().enumerate() {
            *of = if grid.has(cand / 9, cand % 9) {
                possible.component(cand * 2 + 1) as u16
            } else {
                ABSENT
            };
        }
        Ok(())
    }

    /// The potentials the static propagation of candidate `cand` "on"
    /// finds, unless it meets a contradiction (or `cand` is not in the
    /// grid).
    pub fn member(&self, cand: usize) -> Option<&PotSet> {
        let c = self.of[cand];
        (c != ABSENT && !self.conflict[c as usize]).then(|| &self.reach[c as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::super::allocate::allocate;
    use super::super::propagate::{Mode, Plain};
    use super::*;
    use crate::logic::board::Board;
    use crate::logic::chains::Chains;
    use crate::logic::path;
    use crate::logic::step::Step;

    /// Along a whole path, each candidate's set is the potentials its
    /// static propagation finds, and a candidate without a set is one whose
    /// propagation meets a contradiction.
    #[test]
    fn each_set_is_what_the_static_propagation_finds() {
        let puzzle =
            b"14...8.5..7.13....8.....3....47...65......49......5..87.........5...2.84....8.7..";
        let mut board = Board::from_values(&crate::grid::parse(puzzle).unwrap());
        let mut chains = Chains::new(0, None);
        let mut space = allocate().unwrap();
        let mut budget = Budget::new(0);
        let mode = Mode {
            y_links: true,
            dynamic: false,
        };
        let (mut step, mut grids, mut compared, mut conflicts) = (Step::default(), 0, 0, 0);
        while !board.is_solved() {
            let cycles = space.cycles.get();
            let closure = space.closure.get();
            let forcing = space.forcing.get();
            let (prop, run) = (&mut forcing.prop, &mut forcing.runs[0]);
            prop.source.set_from(&board);
            prop.work.set_from(&board);
            cycles.graph.build(&prop.source);
            closure
                .build(
                    &prop.source,
                    &cycles.graph,
                    &mut cycles.possible,
                    &mut budget,
                )
                .unwrap();
            for cand in 0..CANDS {
                if !prop.source.has(cand / 9, cand % 9) {
                    continue;
                }
                let start = (cand * 2 + 1) as u16;
                prop.propagate(run, start, mode, &mut Plain, &mut budget)
                    .unwrap();
                match closure.member(cand) {
                    Some(set) => {
                        assert!(!run.conflict);
                        assert!(*set == run.member);
                        compared += 1;
                    }
                    None => {
                        assert!(run.conflict);
                        conflicts += 1;
                    }
                }
            }
            grids += 1;
            assert!(path::next_step(&board, &mut chains, &mut step).unwrap());
            path::apply(&mut board, &step);
        }
        assert!(grids > 60 && compared > 5000, "{grids} {compared}");
        assert!(conflicts > 500, "{conflicts}");
    }
}
