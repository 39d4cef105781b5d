//! Which walks of a static chain search (cycles and forcing chains, rated
//! 6.5 to 7.x) can find anything, when the search found nothing on a grid
//! this one is a reduction of.
//!
//! A walk from a candidate reads the implication lists of the potentials it
//! expands, and a candidate's lists depend only on its cell's candidates and
//! its digit's places in its three houses. A candidate where neither
//! changed since the remembered grid is *clean*: its lists are the same, in
//! the same order. A walk that expands only clean potentials is the walk it
//! was on the remembered grid, step for step; there it offered nothing (the
//! whole search found nothing, so nothing cut it short either), and here it
//! offers nothing either, since what a cycle or chain removes is only fewer
//! candidates of a smaller grid. So only walks that can reach an unclean
//! potential need walking: those whose start reaches one. Every implication
//! has its contrapositive ("a implies b" gives "not b implies not a"), so
//! the potentials that reach the unclean ones are the negations of those
//! the unclean ones reach, found for each pass (X-links, Y-links, both) by
//! one walk from all of them at once.

use super::graph::Graph;
use super::grid::Cands;
use super::potential::{PotSet, CANDS, POTS};
use super::reach::Starts;
use crate::geometry::HOUSES_OF;

/// The last grid whose static search found nothing, and the scratch to
/// compare a later grid with it.
pub struct Unchanged {
    base: Cands,
    known: bool,
    /// The potentials of the unclean candidates.
    unclean: [u16; POTS],
    unclean_len: usize,
    reached: PotSet,
    queue: [u16; POTS],
    pub starts: Starts,
}

impl Unchanged {
    /// A static search of `grid` found nothing.
    pub fn remember(&mut self, grid: &Cands) {
        self.base.clone_from(grid);
        self.known = true;
    }

    /// Lists the unclean candidates of `grid`: false when every walk may
    /// find something (no grid remembered, or `grid` is not a reduction of
    /// it).
    pub fn compare(&mut self, grid: &Cands) -> bool {
        if !self.known {
            return false;
        }
        for (&now, &then) in grid.cand.iter().zip(&self.base.cand) {
            if now & !then != 0 {
                return false;
            }
        }
        self.unclean_len = 0;
        for (cell, houses) in HOUSES_OF.iter().enumerate() {
            let cell_changed = grid.cand[cell] != self.base.cand[cell];
            let houses = houses.map(usize::from);
            let mut digits = grid.cand[cell];
            while digits != 0 {
                let digit = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                let places_changed = houses
                    .iter()
                    .any(|&h| grid.pos[h][digit] != self.base.pos[h][digit]);
                if cell_changed || places_changed {
                    let cand = cell * 9 + digit;
                    for pot in [cand * 2, cand * 2 + 1] {
                        self.unclean[self.unclean_len] = pot as u16;
                        self.unclean_len += 1;
                    }
                }
            }
        }
        true
    }

    /// Sets [`Unchanged::starts`] to the candidates whose walks of one pass
    /// (Y-links, X-links: as the pass uses them) on the grid last compared
    /// may find something, its implications listed in `graph`.
    pub fn find_starts(&mut self, graph: &Graph, y_links: bool, x_links: bool) -> &Starts {
        self.spread(graph, y_links, x_links);
        let starts = &mut self.starts;
        starts.cycles = [0; 12];
        starts.from_on = [0; 12];
        starts.from_off = [0; 12];
        for cand in 0..CANDS {
            let (off, on) = ((cand * 2) as u16, (cand * 2 + 1) as u16);
            // "cand on" reaches an unclean potential when "cand off" is
            // reached from one, and the other way round.
            if self.reached.contains(off) {
                starts.cycles[cand >> 6] |= 1 << (cand & 63);
                starts.from_on[cand >> 6] |= 1 << (cand & 63);
            }
            if self.reached.contains(on) {
                starts.from_off[cand >> 6] |= 1 << (cand & 63);
            }
        }
        &self.starts
    }

    /// Marks in `reached` the unclean potentials and all they reach.
    fn spread(&mut self, graph: &Graph, y_links: bool, x_links: bool) {
        self.reached.clear();
        let mut tail = self.unclean_len;
        self.queue[..tail].copy_from_slice(&self.unclean[..tail]);
        for &pot in &self.unclean[..tail] {
            self.reached.insert(pot);
        }
        let mut head = 0;
        while head < tail {
            let pot = self.queue[head] as usize;
            head += 1;
            let cand = pot / 2;
            let (next, on) = if pot & 1 != 0 {
                (graph.offs(cand, y_links).0, 0)
            } else {
                (graph.ons(cand, y_links, x_links).0, 1)
            };
            for &q in next {
                let q = (q as usize * 2 + on) as u16;
                if !self.reached.contains(q) {
                    self.reached.insert(q);
                    self.queue[tail] = q;
                    tail += 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{allocate::allocate, best};
    use crate::logic::board::Board;
    use crate::logic::budget::Budget;
    use crate::logic::chains::Chains;
    use crate::logic::path;
    use crate::logic::step::Step;

    /// Along whole paths, the cycles and forcing chains found with the
    /// remembered grid carried from step to step are those found without.
    #[test]
    fn remembering_changes_no_static_search() {
        let puzzles: [&[u8; 81]; 3] = [
            b"14...8.5..7.13....8.....3....47...65......49......5..87.........5...2.84....8.7..",
            b".16.....8...9.........32.7.....6.4.34..7..8......2..1..6........251.7...148.....9",
            b"7.9..8..1.5......2..64..3..6.....71.....47......5....9.4.....2...8.....7...395...",
        ];
        let (mut carried, mut fresh) = (allocate().unwrap(), allocate().unwrap());
        let mut budget = Budget::new(0);
        let (mut with, mut without, mut step) = (Step::default(), Step::default(), Step::default());
        let (mut searches, mut remembered) = (0, 0);
        for puzzle in puzzles {
            let mut board = Board::from_values(&crate::grid::parse(puzzle).unwrap());
            let mut chains = Chains::new(0, None);
            carried.unchanged.known = false;
            while !board.is_solved() {
                carried.grid.set_from(&board);
                fresh.grid.set_from(&board);
                fresh.unchanged.known = false;
                remembered += usize::from(carried.unchanged.known);
                let found = best::cycles_and_forcing_chains(&mut fresh, &mut budget, &mut without);
                let again = best::cycles_and_forcing_chains(&mut carried, &mut budget, &mut with);
                assert_eq!(found.unwrap(), again.unwrap());
                assert_eq!(with, without);
                searches += 1;
                assert!(path::next_step(&board, &mut chains, &mut step).unwrap());
                path::apply(&mut board, &step);
            }
        }
        assert!(searches > 100 && remembered > 50, "{searches} {remembered}");
    }
}
