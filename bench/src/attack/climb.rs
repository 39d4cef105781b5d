//! The hill-climb: from a starting grid, mutate one step at a time and keep
//! the mutation when the cost does not drop, until `patience` steps pass
//! without a new best.

use std::time::Instant;

use super::grid::{self, Grid};
use super::rng::Rng;
use super::target::{probe, Function, Kind, Probe};

pub struct Climb {
    pub function: Function,
    /// The kind of grid to stay within; None for any.
    pub kind: Option<Kind>,
    /// The guess budget of each probe: a grid that exhausts it is as bad as
    /// a probe can tell.
    pub budget: u64,
    pub patience: u64,
}

pub struct Climbed {
    pub best: Grid,
    pub cost: u64,
    pub steps: u64,
}

impl Climb {
    fn probe(&self, grid: &Grid) -> Probe {
        probe(self.function, grid, self.budget, self.kind.is_some())
    }

    /// Whether a probe stays within the wanted kind; a grid whose kind the
    /// budget left unknown is kept, being as bad as can be.
    fn fits(&self, probe: &Probe) -> bool {
        match (self.kind, probe.kind) {
            (None, _) => true,
            (Some(_), None) => probe.cost == u64::MAX,
            (Some(want), Some(kind)) => want == kind,
        }
    }

    /// Walks `grid` to the wanted kind: adds givens towards no solution,
    /// removes them towards several; for one solution, adds givens while
    /// there are several. None when the walk overshoots or stalls.
    pub fn reach_kind(&self, grid: &Grid, rng: &mut Rng) -> Option<Grid> {
        let mut grid = *grid;
        for _ in 0..81 {
            let probe = self.probe(&grid);
            if self.fits(&probe) {
                return Some(grid);
            }
            let edited = match (self.kind?, probe.kind?) {
                (Kind::Multiple, _) => grid::remove_given(&mut grid, rng),
                (Kind::None, _) | (Kind::Unique, Kind::Multiple) => {
                    (0..20).any(|_| grid::add_given(&mut grid, rng))
                }
                (Kind::Unique, _) => false,
            };
            if !edited {
                return None;
            }
        }
        None
    }

    fn mutate(grid: &mut Grid, rng: &mut Rng) {
        loop {
            let done = match rng.below(20) {
                0..=4 => grid::add_given(grid, rng),
                5..=8 => grid::remove_given(grid, rng),
                9..=14 => grid::change_given(grid, rng),
                15..=17 => grid::move_given(grid, rng),
                _ => {
                    grid::transform(grid, rng);
                    true
                }
            };
            if done {
                return;
            }
        }
    }

    /// Climbs from `start` (already of the wanted kind) until patience runs
    /// out, the deadline passes, or `max_steps` are taken.
    pub fn run(
        &self,
        start: &Grid,
        rng: &mut Rng,
        deadline: Option<Instant>,
        max_steps: u64,
    ) -> Climbed {
        let mut current = *start;
        let mut current_cost = self.probe(&current).cost;
        let mut climbed = Climbed {
            best: current,
            cost: current_cost,
            steps: 0,
        };
        let mut since_best = 0;
        while since_best < self.patience && climbed.steps < max_steps {
            if deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
            climbed.steps += 1;
            since_best += 1;
            let mut candidate = current;
            Self::mutate(&mut candidate, rng);
            let probe = self.probe(&candidate);
            if !self.fits(&probe) || probe.cost < current_cost {
                continue;
            }
            current = candidate;
            current_cost = probe.cost;
            if current_cost > climbed.cost {
                climbed.best = current;
                climbed.cost = current_cost;
                since_best = 0;
            }
        }
        climbed
    }
}
