//! Where a static chain on a reduced grid can start, when the grid it was
//! reduced from has none.
//!
//! A chain on the reduced grid uses only its links: the "on" to "off" ones
//! are all links of the unreduced grid too, and so are the "off" to "on"
//! ones except those the reduction made (a cell or house left with two
//! places). A chain that used no new link would be a chain of the unreduced
//! grid; so every chain uses a new link "u off implies v on". Every
//! implication has its contrapositive ("a implies b" gives "not b implies
//! not a"), so "s leads to u off" is "u on leads to not s". Hence a forcing
//! chain from `s` through that link needs "not s" reachable both from "u on"
//! and from "v on", and a cycle through `s` needs `s` reachable from "v on"
//! and "not s" from "u on". What the new links' ends reach on the reduced
//! grid is found at once, 64 ends at a time, one bit each.

use super::graph::Graph;
use super::grid::Cands;
use super::links::two_bits;
use super::potential::POTS;
use crate::geometry::{CELLS, HOUSES, HOUSE_CELLS};

/// New links kept; beyond these, every candidate may start a chain.
const MAX_LINKS: usize = 256;

/// The scratch of the reachability search.
pub struct Reach {
    /// Per potential, the ends (one bit each) that reach it.
    masks: [u64; POTS],
    queue: [u16; POTS],
    queued: [u64; 23],
    /// The new links, as (u, v) candidates: "u off implies v on".
    links: [(u16, u16); MAX_LINKS],
    count: usize,
    /// The potentials whose masks are set.
    touched: [u16; POTS],
}

/// The candidates (`cell * 9 + digit`) a static chain may start from.
pub struct Starts {
    pub cycles: [u64; 12],
    pub from_on: [u64; 12],
    pub from_off: [u64; 12],
}

impl Starts {
    #[inline(always)]
    pub fn has(set: &[u64; 12], cand: usize) -> bool {
        set[cand >> 6] >> (cand & 63) & 1 != 0
    }

    fn set(set: &mut [u64; 12], cand: usize) {
        set[cand >> 6] |= 1 << (cand & 63);
    }

    pub fn is_empty(&self) -> bool {
        self.cycles
            .iter()
            .chain(&self.from_on)
            .chain(&self.from_off)
            .all(|&w| w == 0)
    }
}

impl Reach {
    /// Whether `reduced` has links `base` lacks (then [`starts`] can tell
    /// where chains start).
    pub fn has_new_links(&mut self, base: &Cands, reduced: &Cands) -> bool {
        self.count = self.new_links(base, reduced);
        self.count > 0
    }

    /// The starts of chains on `reduced` (whose links `graph` lists), a
    /// reduction of `base`, which has no chains; after [`has_new_links`].
    pub fn starts(&mut self, graph: &Graph, starts: &mut Starts) {
        starts.cycles = [0; 12];
        starts.from_on = [0; 12];
        starts.from_off = [0; 12];
        let n = self.count;
        if n > MAX_LINKS {
            // Too many to follow: every candidate may start.
            starts.cycles = [!0; 12];
            starts.from_on = [!0; 12];
            starts.from_off = [!0; 12];
            return;
        }
        const EVEN: u64 = 0x5555_5555_5555_5555;
        for batch in (0..n).step_by(32) {
            let touched = self.spread(graph, batch..n.min(batch + 32));
            for &pot in &self.touched[..touched] {
                let pot = pot as usize;
                let mask = self.masks[pot];
                let cand = pot / 2;
                // Bit 2i: reached from link i's "u on"; bit 2i+1: from its
                // "v on".
                let (from_u, from_v) = (mask & EVEN, mask >> 1 & EVEN);
                if from_u & from_v != 0 {
                    if pot & 1 == 0 {
                        Starts::set(&mut starts.from_on, cand);
                    } else {
                        Starts::set(&mut starts.from_off, cand);
                    }
                }
                // A cycle through a link: s from its v, not s from its u.
                if pot & 1 != 0 && from_v & self.masks[pot - 1] != 0 {
                    Starts::set(&mut starts.cycles, cand);
                }
            }
            for &pot in &self.touched[..touched] {
                self.masks[pot as usize] = 0;
            }
        }
    }

    /// Lists the links of `reduced` that `base` lacks; returns how many
    /// there are (those beyond [`MAX_LINKS`] are counted, not kept).
    fn new_links(&mut self, base: &Cands, reduced: &Cands) -> usize {
        let mut n = 0;
        let mut push = |u: usize, v: usize, links: &mut [(u16, u16); MAX_LINKS]| {
            if n < MAX_LINKS {
                links[n] = (u as u16, v as u16);
            }
            n += 1;
        };
        for cell in 0..CELLS {
            let mask = reduced.cand[cell];
            if two_bits(mask) && base.cand[cell] != mask {
                let d = mask.trailing_zeros() as usize;
                let e = 15 - mask.leading_zeros() as usize;
                push(cell * 9 + d, cell * 9 + e, &mut self.links);
                push(cell * 9 + e, cell * 9 + d, &mut self.links);
            }
        }
        for (house, cells) in HOUSE_CELLS.iter().enumerate().take(HOUSES) {
            for digit in 0..9 {
                let places = reduced.pos[house][digit];
                if two_bits(places) && base.pos[house][digit] != places {
                    let a = cells[places.trailing_zeros() as usize] as usize;
                    let b = cells[15 - places.leading_zeros() as usize] as usize;
                    push(a * 9 + digit, b * 9 + digit, &mut self.links);
                    push(b * 9 + digit, a * 9 + digit, &mut self.links);
                }
            }
        }
        n
    }

    /// What the ends of the links in `links` reach: bit `2 i` for link `i`'s
    /// "u on", `2 i + 1` for its "v on" (`i` counted from the range's
    /// start). Returns how many potentials were reached, listed in
    /// `touched`; their masks are set (the others are 0).
    fn spread(&mut self, graph: &Graph, links: std::ops::Range<usize>) -> usize {
        let (mut head, mut tail) = (0usize, 0usize);
        let mut touched = 0;
        let start = links.start;
        for i in links {
            let (u, v) = self.links[i];
            let bit = 2 * (i - start);
            for (cand, b) in [(u, bit), (v, bit + 1)] {
                let pot = cand as usize * 2 + 1;
                if self.masks[pot] == 0 {
                    self.touched[touched] = pot as u16;
                    touched += 1;
                }
                self.masks[pot] |= 1 << b;
                if self.queued[pot >> 6] >> (pot & 63) & 1 == 0 {
                    self.queued[pot >> 6] |= 1 << (pot & 63);
                    self.queue[tail % POTS] = pot as u16;
                    tail += 1;
                }
            }
        }
        while head < tail {
            let pot = self.queue[head % POTS] as usize;
            head += 1;
            self.queued[pot >> 6] &= !(1 << (pot & 63));
            let mask = self.masks[pot];
            let cand = pot / 2;
            let (next, on) = if pot & 1 != 0 {
                (graph.offs(cand, true).0, 0)
            } else {
                (graph.ons(cand, true, true).0, 1)
            };
            for &q in next {
                let q = q as usize * 2 + on;
                let old = self.masks[q];
                let new = mask & !old;
                if new != 0 {
                    if old == 0 {
                        self.touched[touched] = q as u16;
                        touched += 1;
                    }
                    self.masks[q] = old | new;
                    if self.queued[q >> 6] >> (q & 63) & 1 == 0 {
                        self.queued[q >> 6] |= 1 << (q & 63);
                        self.queue[tail % POTS] = q as u16;
                        tail += 1;
                    }
                }
            }
        }
        touched
    }
}
