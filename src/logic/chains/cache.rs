//! The "on" propagations of one forcing-chain search, kept for reuse: the
//! propagation of "r c = d" serves the cell's own chains and, earlier, the
//! region chains of every house whose first place for d comes before it.
//! Kept in one arena while room lasts; a propagation that does not fit is
//! simply made again when needed. A static search keeps every start's
//! potentials from the start (found by its closure), and a propagation's
//! nodes only once a chain needs them.

use super::potential::{PotSet, CANDS};
use super::propagate::{Nested, Node, Run};

const CACHE_NODES: usize = 64 * 1024;
const CACHE_PARENTS: usize = 128 * 1024;
const CACHE_NESTED: usize = 8 * 1024;

#[derive(Clone, Copy)]
struct Entry {
    /// The search this entry belongs to (0: none yet).
    generation: u32,
    nodes: u32,
    node_len: u16,
    parents: u32,
    parent_len: u32,
    nested: u32,
    nested_len: u16,
    /// Its nodes are kept, not only its potentials.
    whole: bool,
}

/// Propagations kept for the search under way.
pub struct RunCache {
    generation: u32,
    entries: [Entry; CANDS],
    nodes: [Node; CACHE_NODES],
    nodes_len: usize,
    parents: [u16; CACHE_PARENTS],
    parents_len: usize,
    nested: [Nested; CACHE_NESTED],
    nested_len: usize,
    /// Each propagation's conflict, by entry.
    conflicts: [(bool, u16, u16); CANDS],
    /// Each propagation's potentials, by entry: whether chains may meet
    /// is known without copying it out.
    members: [PotSet; CANDS],
}

impl RunCache {
    /// Forgets every kept propagation: a new search begins.
    pub fn reset(&mut self) {
        self.generation = self.generation.wrapping_add(1).max(1);
        self.nodes_len = 0;
        self.parents_len = 0;
        self.nested_len = 0;
    }

    /// Whether the propagation of candidate `cand` is kept.
    pub fn has(&self, cand: usize) -> bool {
        self.entries[cand].generation == self.generation
    }

    /// The potentials of the kept propagation of candidate `cand`.
    pub fn member(&self, cand: usize) -> &PotSet {
        debug_assert!(self.has(cand));
        &self.members[cand]
    }

    /// Whether the kept propagation of candidate `cand` met a
    /// contradiction.
    pub fn conflict(&self, cand: usize) -> bool {
        debug_assert!(self.has(cand));
        self.conflicts[cand].0
    }

    /// Copies the kept propagation of candidate `cand` into `run`, if kept
    /// whole (not only its potentials).
    pub fn load(&self, cand: usize, run: &mut Run) -> bool {
        let entry = self.entries[cand];
        if entry.generation != self.generation || !entry.whole {
            return false;
        }
        let nodes = &self.nodes[entry.nodes as usize..][..entry.node_len as usize];
        let parents = &self.parents[entry.parents as usize..][..entry.parent_len as usize];
        let nested = &self.nested[entry.nested as usize..][..entry.nested_len as usize];
        run.import(
            (nodes, parents, nested, self.conflicts[cand]),
            &self.members[cand],
        );
        true
    }

    /// Keeps the potentials of the propagation of candidate `cand`, which
    /// met no contradiction, without its nodes.
    pub fn keep_member(&mut self, cand: usize, member: &PotSet) {
        self.entries[cand] = Entry {
            generation: self.generation,
            nodes: 0,
            node_len: 0,
            parents: 0,
            parent_len: 0,
            nested: 0,
            nested_len: 0,
            whole: false,
        };
        self.conflicts[cand] = (false, 0, 0);
        self.members[cand] = *member;
    }

    /// Keeps the propagation `run` of candidate `cand`, if there is room.
    pub fn store(&mut self, cand: usize, run: &Run) {
        let (nodes, parents, nested, conflict) = run.export();
        if run.overflow
            || self.nodes_len + nodes.len() > CACHE_NODES
            || self.parents_len + parents.len() > CACHE_PARENTS
            || self.nested_len + nested.len() > CACHE_NESTED
        {
            return;
        }
        self.entries[cand] = Entry {
            generation: self.generation,
            nodes: self.nodes_len as u32,
            node_len: nodes.len() as u16,
            parents: self.parents_len as u32,
            parent_len: parents.len() as u32,
            nested: self.nested_len as u32,
            nested_len: nested.len() as u16,
            whole: true,
        };
        self.nodes[self.nodes_len..][..nodes.len()].copy_from_slice(nodes);
        self.nodes_len += nodes.len();
        self.parents[self.parents_len..][..parents.len()].copy_from_slice(parents);
        self.parents_len += parents.len();
        self.nested[self.nested_len..][..nested.len()].copy_from_slice(nested);
        self.nested_len += nested.len();
        self.conflicts[cand] = conflict;
        self.members[cand] = run.member;
    }
}
