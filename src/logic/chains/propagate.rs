//! Sudoku Explainer's propagation of an assumption (its `doChaining`): from
//! one potential, every potential that follows, each with the potentials it
//! follows from (its parents), until nothing more follows or a candidate
//! would be both on and off (a contradiction).
//!
//! "On" potentials are expanded before "off" ones, each in the order found.
//! In a *dynamic* propagation each "off" potential, once expanded, leaves
//! the grid, so later "off" to "on" links see the reduced grid; such a link
//! then also has as parents the potentials that removed the other
//! candidates of its cell or house (Sudoku Explainer's hidden parents).
//! Advanced propagations (levels 1 and up) call back for more "off"
//! potentials whenever the queues run dry.

use super::super::budget::{Budget, Exhausted};
use super::grid::Cands;
use super::links::{off_to_on, on_to_off};
use super::potential::{cell_of, digit_of, is_on, negation, pot, Cause, PotSet, CANDS, POTS};
use crate::geometry::HOUSE_CELLS;

/// Nodes of one propagation: each potential at most once, and the two of a
/// contradiction.
pub const RUN_NODES: usize = POTS + 2;
/// Parent links of one propagation. One parent each, plus the hidden ones
/// (at most 7 a node), plus an advanced potential's rule parents.
pub const RUN_PARENTS: usize = 16 * 1024;
/// Nested chains behind the advanced potentials of one propagation.
pub const RUN_NESTED: usize = 512;

/// A nested chain, as the potentials it gives count it: its identity (a
/// hash of its chains, as Sudoku Explainer compares them) and its
/// complexity.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct Nested {
    pub hash: u64,
    pub complexity: u32,
}

/// A potential found, with where its parents are.
#[derive(Clone, Copy)]
pub struct Node {
    pub pot: u16,
    /// A [`Cause`] as its number.
    pub cause: u8,
    /// The longest path from the assumption, counted in potentials: a
    /// lower bound of the ancestors.
    pub depth: u16,
    pub parent_count: u16,
    pub parents: u32,
    /// The nested chain behind an advanced potential: 1 + its index in the
    /// run's table (0: none).
    pub nested: u32,
}

/// What one propagation found.
pub struct Run {
    /// The node of each potential found (valid where `member` has it).
    slot: [u16; POTS],
    pub member: PotSet,
    pub nodes: [Node; RUN_NODES],
    pub len: usize,
    parents: [u16; RUN_PARENTS],
    parents_len: usize,
    pub nested: [Nested; RUN_NESTED],
    nested_len: usize,
    /// The propagation stopped at a contradiction between these two nodes
    /// ("on" first).
    pub conflict: bool,
    pub conflict_on: u16,
    pub conflict_off: u16,
    /// The parent links did not fit.
    pub overflow: bool,
}

/// A run as [`Run::export`] gives it: its nodes, parent links, nested
/// chains and conflict (whether, its "on" and its "off" potential).
pub type Exported<'a> = (&'a [Node], &'a [u16], &'a [Nested], (bool, u16, u16));

impl Run {
    /// The node of `pot`, if found.
    #[inline(always)]
    pub fn node_of(&self, pot: u16) -> Option<u16> {
        self.member.contains(pot).then(|| self.slot[pot as usize])
    }

    #[inline(always)]
    pub fn has(&self, pot: u16) -> bool {
        self.member.contains(pot)
    }

    /// The run's nodes, parent links, nested chains and conflict, to keep.
    pub fn export(&self) -> Exported<'_> {
        (
            &self.nodes[..self.len],
            &self.parents[..self.parents_len],
            &self.nested[..self.nested_len],
            (self.conflict, self.conflict_on, self.conflict_off),
        )
    }

    /// Makes this run the one exported, whose potentials are `member`:
    /// every node but a conflict's second potential.
    pub fn import(&mut self, (nodes, parents, nested, conflict): Exported<'_>, member: &PotSet) {
        self.nodes[..nodes.len()].copy_from_slice(nodes);
        self.len = nodes.len();
        self.parents[..parents.len()].copy_from_slice(parents);
        self.parents_len = parents.len();
        self.nested[..nested.len()].copy_from_slice(nested);
        self.nested_len = nested.len();
        (self.conflict, self.conflict_on, self.conflict_off) = conflict;
        self.overflow = false;
        self.member = *member;
        // The conflict's node that is not a member is the last one.
        let members = nodes.len() - usize::from(self.conflict);
        for (i, node) in nodes[..members].iter().enumerate() {
            self.slot[node.pot as usize] = i as u16;
        }
    }

    /// The parents of node `index`.
    pub fn parents_of(&self, index: u16) -> &[u16] {
        let node = &self.nodes[index as usize];
        let start = node.parents as usize;
        &self.parents[start..start + node.parent_count as usize]
    }

    fn clear(&mut self) {
        self.member.clear();
        self.len = 0;
        self.parents_len = 0;
        self.nested_len = 0;
        self.conflict = false;
        self.overflow = false;
    }

    /// Appends a node with `parents`; returns its index.
    fn push(&mut self, pot: u16, cause: Cause, parents: &[u16], nested: u32) -> u16 {
        let index = self.len;
        let start = self.parents_len;
        let room = RUN_PARENTS - start;
        let kept = if parents.len() > room {
            self.overflow = true;
            room
        } else {
            parents.len()
        };
        self.parents[start..start + kept].copy_from_slice(&parents[..kept]);
        self.parents_len += kept;
        let depth = parents
            .iter()
            .map(|&p| self.nodes[p as usize].depth)
            .max()
            .unwrap_or(0)
            + 1;
        self.nodes[index] = Node {
            pot,
            cause: cause as u8,
            depth,
            parent_count: kept as u16,
            parents: start as u32,
            nested,
        };
        self.len += 1;
        index as u16
    }

    /// Adds a potential not yet found with one parent, node `parent`, of
    /// depth `depth` less one ([`Run::add`] with one parent, without the
    /// general copy).
    #[inline(always)]
    fn add_child(&mut self, pot: u16, cause: Cause, parent: u16, depth: u16) -> u16 {
        let index = self.len;
        let start = self.parents_len;
        let kept = if start < RUN_PARENTS {
            self.parents[start] = parent;
            self.parents_len += 1;
            1
        } else {
            self.overflow = true;
            0
        };
        self.nodes[index] = Node {
            pot,
            cause: cause as u8,
            depth,
            parent_count: kept,
            parents: start as u32,
            nested: 0,
        };
        self.len += 1;
        self.member.insert(pot);
        self.slot[pot as usize] = index as u16;
        index as u16
    }

    /// Adds a potential not yet found.
    fn add(&mut self, pot: u16, cause: Cause, parents: &[u16], nested: u32) -> u16 {
        let index = self.push(pot, cause, parents, nested);
        self.member.insert(pot);
        self.slot[pot as usize] = index;
        index
    }

    /// Adds an "off" potential a technique found on the reduced grid, unless
    /// the run has it already (the first cause found stands); a nested
    /// chain's potentials share its entry.
    pub fn add_advanced(&mut self, pot: u16, parents: &[u16], nested: Option<Nested>) {
        if self.has(pot) {
            return;
        }
        let mut index = 0;
        if let Some(chain) = nested {
            let known = self.nested[..self.nested_len]
                .iter()
                .position(|n| *n == chain);
            index = match known {
                Some(i) => i as u32 + 1,
                None if self.nested_len < RUN_NESTED => {
                    self.nested[self.nested_len] = chain;
                    self.nested_len += 1;
                    self.nested_len as u32
                }
                None => {
                    self.overflow = true;
                    0
                }
            };
        }
        self.add(pot, Cause::Advanced, parents, index);
    }

    /// The nested chain behind node `index`, if any.
    pub fn nested_of(&self, index: u16) -> Option<Nested> {
        match self.nodes[index as usize].nested {
            0 => None,
            i => Some(self.nested[i as usize - 1]),
        }
    }

    /// The number of distinct potentials node `index` follows from, itself
    /// included (Sudoku Explainer's ancestor count), using `seen` and
    /// `stack` as scratch; the nested chains met go into `nested`, each once.
    pub fn ancestors(
        &self,
        index: u16,
        seen: &mut PotSet,
        stack: &mut [u16],
        nested: &mut NestedList,
    ) -> u32 {
        seen.clear();
        let mut top = 0;
        let mut count = 0;
        stack[top] = index;
        top += 1;
        seen.insert(self.nodes[index as usize].pot);
        while top > 0 {
            top -= 1;
            let at = stack[top];
            count += 1;
            if let Some(chain) = self.nested_of(at) {
                nested.add(chain);
            }
            for &parent in self.parents_of(at) {
                let p = self.nodes[parent as usize].pot;
                if !seen.contains(p) {
                    seen.insert(p);
                    stack[top] = parent;
                    top += 1;
                }
            }
        }
        count
    }

    /// Marks in `marks` the nodes node `index` follows from, itself included.
    pub fn mark_ancestors(&self, index: u16, marks: &mut [bool], stack: &mut [u16]) {
        let mut top = 0;
        stack[top] = index;
        top += 1;
        marks[index as usize] = true;
        while top > 0 {
            top -= 1;
            let at = stack[top];
            for &parent in self.parents_of(at) {
                if !marks[parent as usize] {
                    marks[parent as usize] = true;
                    stack[top] = parent;
                    top += 1;
                }
            }
        }
    }
}

/// The distinct nested chains a chain relies on, for its complexity.
pub struct NestedList {
    items: [Nested; 64],
    len: usize,
}

impl NestedList {
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Adds a chain unless it is there (beyond 64 chains, the rest are not
    /// counted).
    pub fn add(&mut self, chain: Nested) {
        if self.len < self.items.len() && !self.items[..self.len].contains(&chain) {
            self.items[self.len] = chain;
            self.len += 1;
        }
    }

    /// Their complexities together.
    pub fn complexity(&self) -> u32 {
        self.items[..self.len].iter().map(|n| n.complexity).sum()
    }
}

/// How a propagation links potentials.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Mode {
    /// Y-links (a cell's other candidates); Nishio chains go without.
    pub y_links: bool,
    /// "Off" potentials leave the grid as they are expanded.
    pub dynamic: bool,
}

/// More "off" potentials from techniques on the reduced grid (levels 1 and
/// up): called when the queues run dry, it adds potentials to the run (with
/// [`Run::add_advanced`]) and returns whether it added any.
pub trait Advanced {
    fn more(
        &mut self,
        reduced: &Cands,
        source: &Cands,
        run: &mut Run,
        budget: &mut Budget,
    ) -> Result<bool, Exhausted>;
}

/// No advanced potentials (levels 0).
pub struct Plain;

impl Advanced for Plain {
    fn more(
        &mut self,
        _: &Cands,
        _: &Cands,
        _: &mut Run,
        _: &mut Budget,
    ) -> Result<bool, Exhausted> {
        Ok(false)
    }
}

/// The grids and queues of propagations.
pub struct Propagator {
    /// The grid the propagations start from.
    pub source: Cands,
    /// The grid a dynamic propagation reduces (equal to `source` between
    /// propagations).
    pub work: Cands,
    on_queue: [u16; CANDS + 1],
    off_queue: [u16; CANDS + 1],
    on_head: usize,
    on_tail: usize,
    off_head: usize,
    off_tail: usize,
    /// Scratch for the parents of a link.
    scratch: [u16; 16],
}

impl Propagator {
    /// Propagates `start` into `run`.
    pub fn propagate(
        &mut self,
        run: &mut Run,
        start: u16,
        mode: Mode,
        advanced: &mut impl Advanced,
        budget: &mut Budget,
    ) -> Result<(), Exhausted> {
        run.clear();
        self.on_head = 0;
        self.on_tail = 0;
        self.off_head = 0;
        self.off_tail = 0;
        let index = run.add(start, Cause::Assumed, &[], 0);
        self.enqueue(start, index);
        let result = self.expand_all(run, mode, advanced, budget);
        if mode.dynamic {
            self.work.clone_from(&self.source);
        }
        result
    }

    fn enqueue(&mut self, pot: u16, index: u16) {
        if is_on(pot) {
            self.on_queue[self.on_tail] = index;
            self.on_tail += 1;
        } else {
            self.off_queue[self.off_tail] = index;
            self.off_tail += 1;
        }
    }

    fn expand_all(
        &mut self,
        run: &mut Run,
        mode: Mode,
        advanced: &mut impl Advanced,
        budget: &mut Budget,
    ) -> Result<(), Exhausted> {
        loop {
            if self.on_head < self.on_tail {
                let index = self.on_queue[self.on_head];
                self.on_head += 1;
                budget.spend(1)?;
                if self.expand_on(run, index, mode) {
                    return Ok(());
                }
            } else if self.off_head < self.off_tail {
                let index = self.off_queue[self.off_head];
                self.off_head += 1;
                budget.spend(1)?;
                if self.expand_off(run, index, mode) {
                    return Ok(());
                }
            } else {
                return Ok(());
            }
            if self.on_head == self.on_tail && self.off_head == self.off_tail {
                let before = run.len;
                if advanced.more(&self.work, &self.source, run, budget)? {
                    for index in before..run.len {
                        self.off_queue[self.off_tail] = index as u16;
                        self.off_tail += 1;
                    }
                }
            }
        }
    }

    /// Expands an "on" potential; true at a contradiction.
    fn expand_on(&mut self, run: &mut Run, index: u16, mode: Mode) -> bool {
        let p = run.nodes[index as usize].pot;
        let depth = run.nodes[index as usize].depth + 1;
        let mut conflict = None;
        let (off_queue, off_tail) = (&mut self.off_queue, &mut self.off_tail);
        on_to_off(
            &self.work,
            cell_of(p),
            digit_of(p),
            mode.y_links,
            |off, cause| match run.member.states(off) {
                0 => {
                    off_queue[*off_tail] = run.add_child(off, cause, index, depth);
                    *off_tail += 1;
                    false
                }
                1 => false,
                _ => {
                    conflict = Some((off, cause));
                    true
                }
            },
        );
        match conflict {
            Some((off, cause)) => {
                let on = run.slot[negation(off) as usize];
                let fresh = run.push(off, cause, &[index], 0);
                run.conflict = true;
                run.conflict_on = on;
                run.conflict_off = fresh;
                true
            }
            None => false,
        }
    }

    /// Expands an "off" potential; true at a contradiction.
    fn expand_off(&mut self, run: &mut Run, index: u16, mode: Mode) -> bool {
        let p = run.nodes[index as usize].pot;
        let (cell, digit) = (cell_of(p), digit_of(p));
        let Propagator {
            source,
            work,
            on_queue,
            on_tail,
            scratch,
            ..
        } = self;
        // The links read the grid before it loses p.
        let mut conflict = false;
        off_to_on(work, cell, digit, mode.y_links, true, |on, cause, house| {
            // A run never holds both states of a candidate (that is a
            // contradiction, which ends it), so a found "on" is no news;
            // most links lead to one, and the rest is out of line.
            if run.has(on) {
                return false;
            }
            let (grids, queue) = ((&*source, &*work), (&mut *on_queue, &mut *on_tail));
            conflict = add_on(
                grids,
                queue,
                scratch,
                run,
                (index, on, cause, house),
                mode.dynamic,
            );
            conflict
        });
        if mode.dynamic {
            self.work.remove(cell, digit);
        }
        conflict
    }
}

/// Adds `on`, which node `index` ("off") makes on through `house` with
/// `cause`, to the run and the queue; true when its candidate is off in
/// the run (a contradiction, which ends it).
#[inline(never)]
fn add_on(
    (source, work): (&Cands, &Cands),
    (on_queue, on_tail): (&mut [u16; CANDS + 1], &mut usize),
    scratch: &mut [u16; 16],
    run: &mut Run,
    (index, on, cause, house): (u16, u16, Cause, usize),
    dynamic: bool,
) -> bool {
    let parents = link_parents((source, work), scratch, run, index, on, house, dynamic);
    let parents = &scratch[..parents];
    if run.has(negation(on)) {
        let off = run.slot[negation(on) as usize];
        let fresh = run.push(on, cause, parents, 0);
        run.conflict = true;
        run.conflict_on = fresh;
        run.conflict_off = off;
        return true;
    }
    on_queue[*on_tail] = run.add(on, cause, parents, 0);
    *on_tail += 1;
    false
}

/// Writes the parents of an "off" to "on" link into `scratch`: the "off"
/// potential (node `index`), then (dynamic) those that removed the cell's
/// or the house's other candidates from `source` to `work`. Returns their
/// number.
#[inline(always)]
fn link_parents(
    (source, work): (&Cands, &Cands),
    scratch: &mut [u16; 16],
    run: &Run,
    index: u16,
    on: u16,
    house: usize,
    dynamic: bool,
) -> usize {
    scratch[0] = index;
    let mut n = 1;
    if !dynamic {
        return n;
    }
    let (cell, digit) = (cell_of(on), digit_of(on));
    if house == 27 {
        let mut gone = source.cand[cell] & !work.cand[cell];
        while gone != 0 {
            let d = gone.trailing_zeros() as usize;
            gone &= gone - 1;
            if let Some(parent) = run.node_of(pot(cell, d, false)) {
                scratch[n] = parent;
                n += 1;
            }
        }
    } else {
        let mut gone = source.pos[house][digit] & !work.pos[house][digit];
        while gone != 0 {
            let k = gone.trailing_zeros() as usize;
            gone &= gone - 1;
            let other = HOUSE_CELLS[house][k] as usize;
            if let Some(parent) = run.node_of(pot(other, digit, false)) {
                scratch[n] = parent;
                n += 1;
            }
        }
    }
    n
}
