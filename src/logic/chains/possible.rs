//! Which walks of a static search can find anything.
//!
//! The forcing-chain walk from a potential `s` is a breadth-first search of
//! the pass's implications for "not s"; when it is not reachable the walk
//! finds nothing. The cycle walk from "s on" closes only at an "off"
//! potential `x` implying "s on", made off by an "on" potential `u` other
//! than `s` that the walk reaches (the walk reaches every potential "on"
//! that `s` reaches: an "off" potential it skips was expanded earlier on
//! the path). By contrapositives, such an `x` makes "s off" imply "x on",
//! and `u` is among what "x on" makes off.
//!
//! What every start reaches is found from the strongly connected
//! components of the implications (Tarjan's algorithm, once a pass): every
//! potential of a component reaches the same ones, and the components come
//! out sinks first, so one sweep over them in the other order passes each
//! component's starts (64 at a time, one bit each) on to every component
//! it reaches, each implication read once a batch.

use super::graph::Graph;
use super::grid::Cands;
use super::potential::POTS;

/// A component no start reaches.
const NONE: u16 = u16::MAX;

/// Words of starts (one bit each) a sweep carries: nearly every pass's
/// starts in one.
const WORDS: usize = 4;
/// Starts a sweep carries.
const BATCH: usize = WORDS * 64;

/// Scratch of the reachability, and its answer.
pub struct Possible {
    /// Tarjan's numbering of the potentials visited, from 1 (0: not
    /// visited), and the lowest number each reaches on the stack.
    index: [u16; POTS],
    low: [u16; POTS],
    /// The component of each visited potential ([`NONE`] while on the
    /// stack), numbered as found: sinks first.
    comp: [u16; POTS],
    /// The visited potentials, component by component in the order found:
    /// component `c` is `members[comp_start[c]..comp_start[c + 1]]`.
    members: [u16; POTS],
    comp_start: [u16; POTS + 1],
    /// Tarjan's stack, and the depth-first walk's (potential, next
    /// implication to read).
    stack: [u16; POTS],
    calls: [(u16, u16); POTS],
    /// Per component, the starts of the batch (one bit each) reaching it.
    masks: [[u64; WORDS]; POTS],
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

impl Pass {
    /// The potentials `pot` implies, as candidates, and whether they are
    /// "on".
    #[inline(always)]
    pub fn next<'a>(&self, graph: &'a Graph, pot: usize) -> (&'a [u16], usize) {
        if pot & 1 != 0 {
            (graph.offs(pot / 2, self.y_links).0, 0)
        } else {
            (graph.ons(pot / 2, self.y_links, self.x_links).0, 1)
        }
    }
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
        let (visited, components) = self.components(graph, pass, n);
        for batch in (0..n).step_by(BATCH) {
            let end = n.min(batch + BATCH);
            self.masks[..components].fill([0; WORDS]);
            for bit in 0..end - batch {
                let start = self.starts[batch + bit] as usize;
                self.masks[self.comp[start] as usize][bit / 64] |= 1 << (bit % 64);
            }
            self.sweep(graph, pass, components);
            for bit in 0..end - batch {
                let start = self.starts[batch + bit] as usize;
                let cand = start / 2;
                let word = &mut |set: &mut [u64; 12]| set[cand >> 6] |= 1 << (cand & 63);
                if pass.chains && self.reached(start ^ 1, bit) {
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
        }
        for &pot in &self.members[..visited] {
            self.index[pot as usize] = 0;
        }
    }

    /// The strongly connected components of all that the "on" potentials
    /// of `grid`'s candidates reach by `pass`'s implications (listed in
    /// `graph`), sinks first: returns how many potentials that is and how
    /// many components. [`Possible::component`] and [`Possible::members`]
    /// then read them.
    pub fn all_components(&mut self, grid: &Cands, graph: &Graph, pass: Pass) -> (usize, usize) {
        let mut n = 0;
        for (cell, &mask) in grid.cand.iter().enumerate() {
            let mut digits = mask;
            while digits != 0 {
                self.starts[n] = ((cell * 9 + digits.trailing_zeros() as usize) * 2 + 1) as u16;
                digits &= digits - 1;
                n += 1;
            }
        }
        let (visited, components) = self.components(graph, pass, n);
        for &pot in &self.members[..visited] {
            self.index[pot as usize] = 0;
        }
        (visited, components)
    }

    /// The component of `pot`, which the last [`Possible::all_components`]
    /// reached.
    #[inline(always)]
    pub fn component(&self, pot: usize) -> usize {
        self.comp[pot] as usize
    }

    /// The potentials of component `c` of the last
    /// [`Possible::all_components`].
    pub fn members(&self, c: usize) -> &[u16] {
        &self.members[self.comp_start[c] as usize..self.comp_start[c + 1] as usize]
    }

    /// Whether start `bit` of the batch reaches `pot`.
    #[inline(always)]
    fn reached(&self, pot: usize, bit: usize) -> bool {
        self.index[pot] != 0 && self.masks[self.comp[pot] as usize][bit / 64] >> (bit % 64) & 1 != 0
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
                    .any(|&u| u as usize != cand && self.reached(u as usize * 2 + 1, bit))
            })
    }

    /// The strongly connected components of what the first `n` starts
    /// reach (Tarjan's algorithm, without recursion); returns how many
    /// potentials were visited and how many components they make.
    fn components(&mut self, graph: &Graph, pass: Pass, n: usize) -> (usize, usize) {
        let (mut number, mut top, mut visited, mut components) = (0u16, 0, 0, 0);
        self.comp_start[0] = 0;
        for i in 0..n {
            let root = self.starts[i];
            if self.index[root as usize] != 0 {
                continue;
            }
            number += 1;
            self.index[root as usize] = number;
            self.low[root as usize] = number;
            self.comp[root as usize] = NONE;
            self.stack[top] = root;
            top += 1;
            self.calls[0] = (root, 0);
            let mut depth = 1;
            'calls: while depth > 0 {
                let (v, mut at) = self.calls[depth - 1];
                let v = v as usize;
                let (next, on) = pass.next(graph, v);
                while (at as usize) < next.len() {
                    let w = next[at as usize] as usize * 2 + on;
                    at += 1;
                    if self.index[w] == 0 {
                        self.calls[depth - 1].1 = at;
                        number += 1;
                        self.index[w] = number;
                        self.low[w] = number;
                        self.comp[w] = NONE;
                        self.stack[top] = w as u16;
                        top += 1;
                        self.calls[depth] = (w as u16, 0);
                        depth += 1;
                        continue 'calls;
                    }
                    if self.comp[w] == NONE && self.index[w] < self.low[v] {
                        self.low[v] = self.index[w];
                    }
                }
                depth -= 1;
                if self.low[v] == self.index[v] {
                    loop {
                        top -= 1;
                        let w = self.stack[top];
                        self.comp[w as usize] = components as u16;
                        self.members[visited] = w;
                        visited += 1;
                        if w as usize == v {
                            break;
                        }
                    }
                    components += 1;
                    self.comp_start[components] = visited as u16;
                }
                if depth > 0 {
                    let parent = self.calls[depth - 1].0 as usize;
                    if self.low[v] < self.low[parent] {
                        self.low[parent] = self.low[v];
                    }
                }
            }
        }
        (visited, components)
    }

    /// Passes each component's starts on to every component it reaches:
    /// those found before it, so sources first means one sweep.
    fn sweep(&mut self, graph: &Graph, pass: Pass, components: usize) {
        for c in (0..components).rev() {
            let mask = self.masks[c];
            if mask.iter().all(|&w| w == 0) {
                continue;
            }
            let members = self.comp_start[c] as usize..self.comp_start[c + 1] as usize;
            for &pot in &self.members[members] {
                let (next, on) = pass.next(graph, pot as usize);
                for &q in next {
                    let d = self.comp[q as usize * 2 + on] as usize;
                    if d != c {
                        for (to, from) in self.masks[d].iter_mut().zip(mask) {
                            *to |= from;
                        }
                    }
                }
            }
        }
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
