//! Which walks of a static search can find anything.
//!
//! The forcing-chain walk from a potential `s` is a breadth-first search of
//! the pass's implications for "not s"; when it is not reachable the walk
//! finds nothing. The cycle walk from "s on" closes only at an "off"
//! potential `x` implying "s on", made off by an "on" potential `u` other
//! than `s` that the walk reaches (the walk reaches every potential "on"
//! that `s` reaches: an "off" potential it skips was expanded earlier on
//! the path). By contrapositives, such an `x` makes "s off" imply "x on",
//! and `u` is among what "x on" makes off. What 64 starts reach is found at
//! once, one bit each, by a worklist walk: each potential holds the starts
//! that reach it and passes on what is new.

use super::graph::Graph;
use super::grid::Cands;
use super::potential::{PotSet, POTS};

/// Scratch of the reachability walks, and their answer.
pub struct Possible {
    /// Per potential, the starts of the batch (one bit each) reaching it.
    masks: [u64; POTS],
    queue: [u16; POTS],
    queued: PotSet,
    /// The potentials whose masks are set.
    touched: [u16; POTS],
    starts: [u16; POTS],
    /// The candidates whose "on" potential reaches its "off" one, the other
    /// way round, and whose cycle walk may close.
    pub from_on: [u64; 12],
    pub from_off: [u64; 12],
    pub cycles: [u64; 12],
}

/// Which walks to check, and with which links.
#[derive(Clone, Copy)]
pub struct Pass {
    pub y_links: bool,
    pub x_links: bool,
    pub chains: bool,
    pub cycles: bool,
}

impl Possible {
    /// Finds which walks of `pass` on `grid` (its implications listed in
    /// `graph`) may find something, from the candidates of cells with two
    /// or more that `wanted` allows (0: the cycle walk, 1: the chain from
    /// "on", 2: from "off").
    pub fn find(
        &mut self,
        grid: &Cands,
        graph: &Graph,
        pass: Pass,
        wanted: impl Fn(usize, usize) -> bool,
    ) {
        self.from_on = [0; 12];
        self.from_off = [0; 12];
        self.cycles = [0; 12];
        let mut n = 0;
        for cell in 0..grid.cand.len() {
            if grid.count(cell) < 2 {
                continue;
            }
            let mut digits = grid.cand[cell];
            while digits != 0 {
                let cand = cell * 9 + digits.trailing_zeros() as usize;
                digits &= digits - 1;
                let from_on = (pass.chains && wanted(cand, 1)) || (pass.cycles && wanted(cand, 0));
                if from_on {
                    self.starts[n] = (cand * 2 + 1) as u16;
                    n += 1;
                }
                if pass.chains && wanted(cand, 2) {
                    self.starts[n] = (cand * 2) as u16;
                    n += 1;
                }
            }
        }
        for batch in (0..n).step_by(64) {
            let end = n.min(batch + 64);
            let touched = self.spread(graph, pass, batch..end);
            for bit in 0..end - batch {
                let start = self.starts[batch + bit] as usize;
                let cand = start / 2;
                let word = &mut |set: &mut [u64; 12]| set[cand >> 6] |= 1 << (cand & 63);
                if pass.chains && self.masks[start ^ 1] >> bit & 1 != 0 {
                    word(if start & 1 != 0 {
                        &mut self.from_on
                    } else {
                        &mut self.from_off
                    });
                }
                if pass.cycles && start & 1 != 0 && self.may_close(graph, pass, cand, bit) {
                    word(&mut self.cycles);
                }
            }
            for &pot in &self.touched[..touched] {
                self.masks[pot as usize] = 0;
            }
        }
    }

    /// Whether the cycle walk from `cand` on, start `bit` of the batch, may
    /// close: some `x` with "x off" implying "cand on" is made off by an
    /// "on" potential the start reaches, other than itself.
    fn may_close(&self, graph: &Graph, pass: Pass, cand: usize, bit: usize) -> bool {
        graph
            .ons(cand, pass.y_links, pass.x_links)
            .0
            .iter()
            .any(|&x| {
                graph
                    .offs(x as usize, pass.y_links)
                    .0
                    .iter()
                    .any(|&u| u as usize != cand && self.masks[u as usize * 2 + 1] >> bit & 1 != 0)
            })
    }

    /// Sets the masks of what the starts `batch` reach; returns how many
    /// potentials were reached, listed in `touched`.
    fn spread(&mut self, graph: &Graph, pass: Pass, batch: std::ops::Range<usize>) -> usize {
        // A ring: each potential is queued at most once at a time.
        let (mut head, mut tail, mut queued, mut touched) = (0usize, 0usize, 0usize, 0usize);
        let first = batch.start;
        for i in batch {
            let pot = self.starts[i] as usize;
            if self.masks[pot] == 0 {
                self.touched[touched] = pot as u16;
                touched += 1;
            }
            self.masks[pot] |= 1 << (i - first);
            if !self.queued.contains(pot as u16) {
                self.queued.insert(pot as u16);
                self.queue[tail] = pot as u16;
                tail += 1;
                queued += 1;
            }
        }
        while queued > 0 {
            let pot = self.queue[head] as usize;
            head = if head + 1 == POTS { 0 } else { head + 1 };
            queued -= 1;
            self.queued.0[pot >> 6] &= !(1 << (pot & 63));
            let mask = self.masks[pot];
            let cand = pot / 2;
            let (next, on) = if pot & 1 != 0 {
                (graph.offs(cand, pass.y_links).0, 0)
            } else {
                (graph.ons(cand, pass.y_links, pass.x_links).0, 1)
            };
            for &q in next {
                let q = q as usize * 2 + on;
                let old = self.masks[q];
                if mask & !old == 0 {
                    continue;
                }
                if old == 0 {
                    self.touched[touched] = q as u16;
                    touched += 1;
                }
                self.masks[q] = old | mask;
                if !self.queued.contains(q as u16) {
                    self.queued.insert(q as u16);
                    self.queue[tail] = q as u16;
                    tail = if tail + 1 == POTS { 0 } else { tail + 1 };
                    queued += 1;
                }
            }
        }
        touched
    }
}

#[cfg(test)]
mod tests {
    use super::super::allocate::allocate;
    use super::*;
    use crate::logic::board::Board;
    use crate::logic::chains::Chains;
    use crate::logic::path;
    use crate::logic::step::Step;

    /// Whether `to` is reachable from `from`, by a plain breadth-first
    /// search.
    fn reachable(graph: &Graph, y_links: bool, from: usize, to: usize) -> bool {
        let mut seen = vec![false; POTS];
        let mut queue = vec![from];
        seen[from] = true;
        while let Some(pot) = queue.pop() {
            if pot == to {
                return true;
            }
            let (next, on) = if pot & 1 != 0 {
                (graph.offs(pot / 2, y_links).0, 0)
            } else {
                (graph.ons(pot / 2, y_links, true).0, 1)
            };
            for &q in next {
                let q = q as usize * 2 + on;
                if !seen[q] {
                    seen[q] = true;
                    queue.push(q);
                }
            }
        }
        false
    }

    #[test]
    fn the_chains_found_to_exist_are_those_a_search_reaches() {
        let puzzle =
            b"14...8.5..7.13....8.....3....47...65......49......5..87.........5...2.84....8.7..";
        let mut board = Board::from_values(&crate::grid::parse(puzzle).unwrap());
        let mut chains = Chains::new(0, None);
        let mut space = allocate().unwrap();
        let (mut step, mut exist, mut grids) = (Step::default(), 0, 0);
        while !board.is_solved() {
            let cycles = space.cycles.get();
            let mut grid = space.grid.clone();
            grid.set_from(&board);
            cycles.graph.build(&grid);
            for y_links in [false, true] {
                let possible = &mut cycles.possible;
                let pass = Pass {
                    y_links,
                    x_links: true,
                    chains: true,
                    cycles: false,
                };
                possible.find(&grid, &cycles.graph, pass, |_, _| true);
                for cand in (0..729).filter(|&c| grid.has(c / 9, c % 9) && grid.count(c / 9) > 1) {
                    let (on, off) = (cand * 2 + 1, cand * 2);
                    let has = |set: &[u64; 12]| set[cand >> 6] >> (cand & 63) & 1 != 0;
                    let graph = &cycles.graph;
                    assert_eq!(has(&possible.from_on), reachable(graph, y_links, on, off));
                    assert_eq!(has(&possible.from_off), reachable(graph, y_links, off, on));
                    exist += usize::from(has(&possible.from_on));
                }
            }
            grids += 1;
            assert!(path::next_step(&board, &mut chains, &mut step).unwrap());
            path::apply(&mut board, &step);
        }
        assert!(grids > 30 && exist > 0, "{grids} {exist}");
    }
}
