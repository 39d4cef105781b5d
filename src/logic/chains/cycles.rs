//! Sudoku Explainer's "forcing chains and cycles" (ratings 6.5 to 7.0 plus
//! the length bonus): from every candidate, a breadth-first walk of the
//! implications that do not change the grid, once with X-links only
//! (one digit), once with Y-links only (bivalue cells, for cycles), once
//! with both.
//!
//! - A cycle: the walk from "r c = d" comes back to it after 4 or more
//!   potentials. Either every "on" potential of the cycle is true or every
//!   "off" one is, so a candidate that sees an "on" and an "off" potential
//!   of its own digit (outside the cycle's cells) goes.
//! - A forcing chain: "r c = d" implies "r c <> d" (the candidate goes), or
//!   "r c <> d" implies "r c = d" (the digit is placed).
//!
//! Walks follow Sudoku Explainer's order and keep its quirks: the cycle walk
//! does not merge "off" potentials reached twice (only "on" ones), and skips
//! an "off" potential already on the path to the "on" one it comes from
//! (here the walk merges them and finds the same cycles: see
//! [`Walks::cycles`]). Every chain found at a walk's level has the same
//! length, so a walk stops as soon as its next level cannot beat the best
//! chain found so far.

use super::super::budget::{Budget, Exhausted};
use super::super::masks::digits;
use super::graph::Graph;
use super::grid::Cands;
use super::possible::{Pass, Possible};
use super::potential::{cell_of, difficulty, digit_of, is_on, negation, pot, Key, CANDS, POTS};
use super::reach::{Reach, Starts};
use super::unchanged::Unchanged;
use crate::geometry::{CELLS, PEER_SETS};

/// Bound on a walk's potentials: each candidate at most once "on" and
/// once "off", and the source.
const WALK_NODES: usize = POTS + 1;

/// Bound on a path of the walks, source first and the potential that ends
/// it last: no candidate is on it twice in the same state (the cycle walk
/// reaches each "on" potential once and skips an "off" one already on the
/// path; the chain walk reaches each potential once).
pub const PATH_NODES: usize = POTS + 1;

const ROOT: u16 = u16::MAX;

#[derive(Clone, Copy)]
struct Node {
    pot: u16,
    parent: u16,
    /// A [`Cause`](super::potential::Cause) as its number.
    cause: u8,
    /// In a cycle walk, the potentials closing the cycle (bits of
    /// [`CycleSpace::closer`]) on the path to this node.
    closers: u8,
}

/// The walks' memory.
pub struct CycleSpace {
    nodes: [Node; WALK_NODES],
    /// The candidates reached "on" and "off" (one bit per candidate).
    on_seen: [u64; 12],
    off_seen: [u64; 12],
    /// During a cycle walk, per candidate: a bit if its "off" potential
    /// implies the source (it can close the cycle), 0 otherwise.
    closer: [u8; CANDS],
    /// The "on" nodes of a level that make a closing potential off.
    closing: [u16; CANDS],
    pub graph: Graph,
    /// Which forcing chains exist, for the pass under way.
    pub possible: Possible,
    /// A path, source first, and the causes of its potentials.
    path: [u16; PATH_NODES],
    causes: [u8; PATH_NODES],
}

#[inline(always)]
fn test_and_set(set: &mut [u64; 12], cand: usize) -> bool {
    let (word, bit) = (cand >> 6, cand & 63);
    let was = set[word] >> bit & 1 != 0;
    set[word] |= 1 << bit;
    was
}

/// The kind of walk: which links, and Sudoku Explainer's ratings and sort
/// keys for what it finds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Links {
    X,
    Y,
    XY,
}

impl Links {
    fn y(self) -> bool {
        self != Links::X
    }
    fn x(self) -> bool {
        self != Links::Y
    }
    fn cycle_base(self) -> f64 {
        if self == Links::XY {
            7.0
        } else {
            6.5
        }
    }
    fn chain_base(self) -> f64 {
        if self == Links::XY {
            7.0
        } else {
            6.6
        }
    }
    fn sort_key(self) -> u8 {
        match self {
            Links::X => 2,
            Links::Y => 3,
            Links::XY => 4,
        }
    }
}

/// A cycle or forcing chain found, for the caller to keep or not.
pub struct Found<'a> {
    pub key: Key,
    pub links: Links,
    pub cycle: bool,
    /// Source first. A cycle ends with the source again; a forcing chain
    /// ends with the source's negation.
    pub path: &'a [u16],
    /// The cause of each potential of the path (0 for the source).
    pub causes: &'a [u8],
    /// What the step removes, per cell.
    pub removable: &'a [u16; CELLS],
}

/// Where found chains go.
pub trait Sink {
    /// Chains sorting at or after this key are not wanted.
    fn bound(&self) -> Key;
    fn offer(&mut self, found: &Found);
}

/// Where the walks of a search start.
pub enum Starting<'a> {
    /// From every candidate.
    Everywhere,
    /// Where a chain can use a link that `base`, a grid with no chain this
    /// one is a reduction of, lacks ([`Reach`]).
    NewLinks(&'a Cands, &'a mut Reach, &'a mut Starts),
    /// Where a walk can differ from its walk on the last grid whose search
    /// found nothing ([`Unchanged`]).
    Changed(&'a mut Unchanged),
}

/// Runs Sudoku Explainer's three passes (X, Y, XY), walking from the
/// candidates `starting` allows (found here first).
pub fn search_from(
    grid: &Cands,
    space: &mut CycleSpace,
    sink: &mut impl Sink,
    budget: &mut Budget,
    starting: Starting,
) -> Result<(), Exhausted> {
    // The top-level search walks from every candidate, where checking
    // reachability first pays; the nested ones walk from few.
    let check_reach = matches!(starting, Starting::Changed(_));
    let starts = match starting {
        Starting::NewLinks(base, reach, starts) => {
            if !reach.has_new_links(base, grid) {
                return Ok(());
            }
            space.graph.build(grid);
            reach.starts(&space.graph, starts);
            if starts.is_empty() {
                return Ok(());
            }
            Some(&*starts)
        }
        Starting::Changed(unchanged) => {
            space.graph.build(grid);
            if unchanged.compare(grid) {
                return Walks::new(grid, space, sink, budget).walk_passes(unchanged);
            }
            None
        }
        Starting::Everywhere => {
            space.graph.build(grid);
            None
        }
    };
    let mut walks = Walks::new(grid, space, sink, budget);
    for links in [Links::X, Links::Y, Links::XY] {
        let starts = PassStarts {
            allowed: starts,
            check_reach,
        };
        walks.links = links;
        walks.walk_pass(starts)?;
    }
    Ok(())
}

/// Where a pass's walks start.
struct PassStarts<'a> {
    /// Every candidate this allows (all, for None)...
    allowed: Option<&'a Starts>,
    /// ... and [`Possible`] does, if asked.
    check_reach: bool,
}

/// What every walk of one search reads and writes, passed as one value
/// (as regex-automata passes its `Cache`) so that each walk takes only its
/// own arguments.
struct Walks<'a, S> {
    grid: &'a Cands,
    space: &'a mut CycleSpace,
    sink: &'a mut S,
    budget: &'a mut Budget,
    /// The pass under way.
    links: Links,
    /// The number of the next chain or cycle found, across the passes:
    /// Sudoku Explainer's last sort key.
    seq: u32,
}

impl<'a, S: Sink> Walks<'a, S> {
    fn new(
        grid: &'a Cands,
        space: &'a mut CycleSpace,
        sink: &'a mut S,
        budget: &'a mut Budget,
    ) -> Self {
        Walks {
            grid,
            space,
            sink,
            budget,
            links: Links::X,
            seq: 0,
        }
    }

    /// The three passes, each from the starts `unchanged` finds for it.
    fn walk_passes(&mut self, unchanged: &mut Unchanged) -> Result<(), Exhausted> {
        for links in [Links::X, Links::Y, Links::XY] {
            let starts = unchanged.find_starts(&self.space.graph, links.y(), links.x());
            let starts = PassStarts {
                allowed: Some(starts),
                check_reach: true,
            };
            self.links = links;
            self.walk_pass(starts)?;
        }
        Ok(())
    }

    /// One pass's walks, from the candidates `starts` allows.
    fn walk_pass(&mut self, starts: PassStarts) -> Result<(), Exhausted> {
        let (grid, links) = (self.grid, self.links);
        let allowed = |set: fn(&Starts) -> &[u64; 12], cand: usize| {
            starts.allowed.map_or(true, |s| Starts::has(set(s), cand))
        };
        // The reachability is worth finding only while a chain or a cycle
        // could still beat the best found: otherwise the walks stop at once.
        let seq = self.seq;
        let shortest = |base: f64, complexity: u32| Key {
            difficulty: difficulty(base, complexity),
            complexity,
            sort_key: links.sort_key(),
            seq,
        };
        let bound = self.sink.bound();
        // Y-cycles start only from bivalue cells and their walks are short:
        // finding which may close costs more than the walks it saves.
        let pass = Pass {
            y_links: links.y(),
            x_links: links.x(),
            chains: starts.check_reach
                && links.x()
                && shortest(links.chain_base(), 2).before(&bound),
            cycles: starts.check_reach
                && links.x()
                && shortest(links.cycle_base(), 4).before(&bound),
        };
        if pass.chains || pass.cycles {
            let kinds: [fn(&Starts) -> &[u64; 12]; 3] =
                [|s| &s.cycles, |s| &s.from_on, |s| &s.from_off];
            let wanted = |cand, kind: usize| allowed(kinds[kind], cand);
            let space = &mut *self.space;
            space.possible.find(grid, &space.graph, pass, wanted);
        }
        for cell in 0..CELLS {
            let count = grid.count(cell);
            if count < 2 || (count > 2 && !links.x()) {
                continue;
            }
            for digit in digits(grid.cand[cell]) {
                let digit = digit as usize - 1;
                let cand = cell * 9 + digit;
                let source = pot(cell, digit, true);
                let possible = &self.space.possible;
                let may = |set: &[u64; 12], checked: bool| !checked || Starts::has(set, cand);
                if allowed(|s| &s.cycles, cand) && may(&possible.cycles, pass.cycles) {
                    self.cycles(source)?;
                }
                if links.x() {
                    let possible = &self.space.possible;
                    let may = |set: &[u64; 12], checked: bool| !checked || Starts::has(set, cand);
                    if allowed(|s| &s.from_on, cand) && may(&possible.from_on, pass.chains) {
                        self.chain(source)?;
                    }
                    let possible = &self.space.possible;
                    let may = |set: &[u64; 12], checked: bool| !checked || Starts::has(set, cand);
                    if allowed(|s| &s.from_off, cand) && may(&possible.from_off, pass.chains) {
                        self.chain(negation(source))?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Sudoku Explainer's cycle walk from the "on" potential `source`.
    ///
    /// Its walk does not merge "off" potentials: each "on" one makes its own,
    /// but for those on its path. Merging them changes no "on" potential
    /// found, nor its parent, nor their order: an "off" potential met again
    /// was expanded where first met, so the "on" ones it makes are all known.
    /// What it changes is where the cycle closes, at an "off" potential `x`
    /// implying the source: at every "on" potential `u` making `x` off, with
    /// `x` not on the path to `u`. So each "on" node carries which such `x`
    /// are on its path, and the closings are read from the "on" potentials, in
    /// the walk's order: by `u`, then by `x`'s place in what `u` makes off.
    fn cycles(&mut self, source: u16) -> Result<(), Exhausted> {
        let links = self.links;
        let (y, x) = (links.y(), links.x());
        let source_cand = source as usize / 2;
        // The "off" potentials implying "source on" are, by contrapositives,
        // those "source off" makes on.
        let closers = self.space.graph.ons(source_cand, y, x).0;
        for (i, &c) in closers.iter().enumerate() {
            self.space.closer[c as usize] = 1 << i;
        }
        let result = self.cycle_walk(source);
        for &c in self.space.graph.ons(source_cand, y, x).0 {
            self.space.closer[c as usize] = 0;
        }
        result
    }

    /// [`Walks::cycles`] once the closing potentials are marked.
    fn cycle_walk(&mut self, source: u16) -> Result<(), Exhausted> {
        let links = self.links;
        let (y, x) = (links.y(), links.x());
        self.space.on_seen = [0; 12];
        self.space.off_seen = [0; 12];
        test_and_set(&mut self.space.on_seen, source as usize / 2);
        self.space.nodes[0] = Node {
            pot: source,
            parent: ROOT,
            cause: 0,
            closers: 0,
        };
        let mut len = 1usize;
        let mut ons = 0..1usize;
        let mut length = 0u32;
        while !ons.is_empty() {
            length += 2;
            // Cycles are found when the walk comes back, from `length` 4 on.
            if length >= 4 {
                let least = Key {
                    difficulty: difficulty(links.cycle_base(), length),
                    complexity: length,
                    sort_key: links.sort_key(),
                    seq: self.seq,
                };
                if !least.before(&self.sink.bound()) {
                    return Ok(());
                }
            }
            self.budget.spend(ons.len() as u64)?;
            let offs_start = len;
            let mut closing = 0;
            for index in ons.clone() {
                let node = self.space.nodes[index];
                let (offs, causes) = self.space.graph.offs(node.pot as usize / 2, y);
                let mut closes = 0;
                for (&off, &cause) in offs.iter().zip(causes) {
                    let off = off as usize;
                    let closer = self.space.closer[off];
                    closes |= closer;
                    if !test_and_set(&mut self.space.off_seen, off) {
                        self.space.nodes[len] = Node {
                            pot: (off * 2) as u16,
                            parent: index as u16,
                            cause,
                            closers: node.closers | closer,
                        };
                        len += 1;
                    }
                }
                if closes & !node.closers != 0 && length >= 4 {
                    self.space.closing[closing] = index as u16;
                    closing += 1;
                }
            }
            let offs = offs_start..len;
            self.budget.spend(offs.len() as u64)?;
            let ons_start = len;
            for index in offs {
                let node = self.space.nodes[index];
                let (ons_of, causes) = self.space.graph.ons(node.pot as usize / 2, y, x);
                for (&on, &cause) in ons_of.iter().zip(causes) {
                    if !test_and_set(&mut self.space.on_seen, on as usize) {
                        self.space.nodes[len] = Node {
                            pot: on * 2 + 1,
                            parent: index as u16,
                            cause,
                            closers: node.closers,
                        };
                        len += 1;
                    }
                }
            }
            for i in 0..closing {
                let at = self.space.closing[i];
                self.close_at(at, length);
            }
            ons = ons_start..len;
        }
        Ok(())
    }

    /// Offers the cycles closing after "on" node `at`: through each `x` it
    /// makes off that implies the source and is not on its path, in the order
    /// it makes them off.
    fn close_at(&mut self, at: u16, length: u32) {
        let links = self.links;
        let (y, x) = (links.y(), links.x());
        let node = self.space.nodes[at as usize];
        let source = self.space.nodes[0].pot;
        let cand = node.pot as usize / 2;
        for i in 0..self.space.graph.offs(cand, y).0.len() {
            let (offs, causes) = self.space.graph.offs(cand, y);
            let (off, cause) = (offs[i], causes[i]);
            if self.space.closer[off as usize] & !node.closers == 0 {
                continue;
            }
            let (ons, close_causes) = self.space.graph.ons(off as usize, y, x);
            let close = ons
                .iter()
                .position(|&on| on == source / 2)
                .map_or(0, |i| close_causes[i]);
            self.offer_cycle(at, [(off * 2, cause), (source, close)], length);
        }
    }

    /// Sudoku Explainer's eliminations of a cycle whose path is that to "on"
    /// node `last`, then `close` (the "off" potential closing it and the
    /// source): candidates outside the cycle's cells that see an "on"
    /// potential of their digit and an "off" one.
    fn offer_cycle(&mut self, last: u16, close: [(u16, u8); 2], length: u32) {
        let (grid, links) = (self.grid, self.links);
        let len = write_path(
            &self.space.nodes,
            &mut self.space.path,
            &mut self.space.causes,
            last,
            &close,
        );
        let path = &self.space.path[..len];
        let mut cells = crate::geometry::CellSet::EMPTY;
        for &p in path {
            cells.insert(cell_of(p));
        }
        let mut seen_on = [crate::geometry::CellSet::EMPTY; 9];
        let mut seen_off = [crate::geometry::CellSet::EMPTY; 9];
        for &p in &path[1..] {
            let digit = digit_of(p);
            let seen = if is_on(p) {
                &mut seen_on[digit]
            } else {
                &mut seen_off[digit]
            };
            *seen = seen.or(PEER_SETS[cell_of(p)]);
        }
        let mut removable = [0u16; CELLS];
        let mut any = false;
        for digit in 0..9 {
            for cell in seen_on[digit].and(seen_off[digit]).minus(cells) {
                if grid.has(cell, digit) {
                    removable[cell] |= 1 << digit;
                    any = true;
                }
            }
        }
        if !any {
            return;
        }
        let key = Key {
            difficulty: difficulty(links.cycle_base(), length),
            complexity: length,
            sort_key: links.sort_key(),
            seq: self.seq,
        };
        self.seq += 1;
        if key.before(&self.sink.bound()) {
            self.sink.offer(&Found {
                key,
                links,
                cycle: true,
                path,
                causes: &self.space.causes[..len],
                removable: &removable,
            });
        }
    }

    /// Sudoku Explainer's forcing-chain walk from `source` to its negation; it
    /// keeps the first chain found, so the walk stops there.
    fn chain(&mut self, source: u16) -> Result<(), Exhausted> {
        let links = self.links;
        let y = links.y();
        let target = negation(source);
        self.space.on_seen = [0; 12];
        self.space.off_seen = [0; 12];
        let seen = if is_on(source) {
            &mut self.space.on_seen
        } else {
            &mut self.space.off_seen
        };
        test_and_set(seen, source as usize / 2);
        self.space.nodes[0] = Node {
            pot: source,
            parent: ROOT,
            cause: 0,
            closers: 0,
        };
        let mut len = 1usize;
        let mut level = 0..1usize;
        let mut depth = 0u32;
        let mut from_on = is_on(source);
        while !level.is_empty() {
            depth += 1;
            let least = Key {
                difficulty: difficulty(links.chain_base(), depth + 1),
                complexity: depth + 1,
                sort_key: links.sort_key(),
                seq: self.seq,
            };
            if !least.before(&self.sink.bound()) {
                return Ok(());
            }
            self.budget.spend(level.len() as u64)?;
            let next = len;
            let mut reached = None;
            let mut reached_cause = 0;
            // The target is off when the source is on: found among the "off"
            // potentials an "on" level makes, or the other way round.
            let target_cand = if from_on == is_on(source) {
                target as usize / 2
            } else {
                usize::MAX
            };
            for index in level.clone() {
                let cand = self.space.nodes[index].pot as usize / 2;
                let ((next_cands, causes), seen, on) = if from_on {
                    (self.space.graph.offs(cand, y), &mut self.space.off_seen, 0)
                } else {
                    (
                        self.space.graph.ons(cand, y, true),
                        &mut self.space.on_seen,
                        1,
                    )
                };
                for (&q, &cause) in next_cands.iter().zip(causes) {
                    let q = q as usize;
                    if q == target_cand {
                        reached = Some(index as u16);
                        reached_cause = cause;
                        break;
                    }
                    if !test_and_set(seen, q) {
                        self.space.nodes[len] = Node {
                            pot: (q * 2 + on) as u16,
                            parent: index as u16,
                            cause,
                            closers: 0,
                        };
                        len += 1;
                    }
                }
                if reached.is_some() {
                    break;
                }
            }
            if let Some(last) = reached {
                self.offer_chain(last, (target, reached_cause), depth + 1);
                return Ok(());
            }
            level = next..len;
            from_on = !from_on;
        }
        Ok(())
    }

    fn offer_chain(&mut self, last: u16, (target, cause): (u16, u8), complexity: u32) {
        let (grid, links) = (self.grid, self.links);
        let len = write_path(
            &self.space.nodes,
            &mut self.space.path,
            &mut self.space.causes,
            last,
            &[(target, cause)],
        );
        let (cell, digit) = (cell_of(target), digit_of(target));
        let mut removable = [0u16; CELLS];
        removable[cell] = if is_on(target) {
            grid.cand[cell] & !(1 << digit)
        } else {
            1 << digit
        };
        if removable[cell] == 0 {
            return;
        }
        let key = Key {
            difficulty: difficulty(links.chain_base(), complexity),
            complexity,
            sort_key: links.sort_key(),
            seq: self.seq,
        };
        self.seq += 1;
        if key.before(&self.sink.bound()) {
            self.sink.offer(&Found {
                key,
                links,
                cycle: false,
                path: &self.space.path[..len],
                causes: &self.space.causes[..len],
                removable: &removable,
            });
        }
    }
}

fn write_path(
    nodes: &[Node],
    path: &mut [u16],
    causes: &mut [u8],
    last: u16,
    extra: &[(u16, u8)],
) -> usize {
    let mut len = 0;
    let mut at = last;
    while at != ROOT {
        path[len] = nodes[at as usize].pot;
        causes[len] = nodes[at as usize].cause;
        len += 1;
        at = nodes[at as usize].parent;
    }
    path[..len].reverse();
    causes[..len].reverse();
    for &(p, cause) in extra {
        path[len] = p;
        causes[len] = cause;
        len += 1;
    }
    len
}
#[cfg(test)]
#[path = "cycles_tests.rs"]
mod tests;
