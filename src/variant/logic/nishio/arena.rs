//! What a walk of the Nishio and dynamic searches records: its potentials,
//! each with the ones that made it, and a plain dynamic walk kept for the
//! (+) search of the same step.

#[derive(Clone, Copy)]
pub(crate) struct Potential {
    pub cell: usize,
    pub digit: u8,
    pub on: bool,
    /// The house whose rule made this potential, if a house did.
    pub house: Option<usize>,
}

/// The potentials of one assumption and their parents (the first is the
/// one that made it; for a "last place" link, the places that had to be
/// gone follow).
pub(crate) struct Arena {
    pub nodes: Vec<Potential>,
    /// Every node's parents one after another (one allocation per walk,
    /// not one per node); node `i`'s are `parents[ends[i - 1]..ends[i]]`.
    parents: Vec<usize>,
    ends: Vec<usize>,
}

impl Arena {
    pub(crate) fn empty() -> Arena {
        Arena {
            nodes: Vec::new(),
            parents: Vec::new(),
            ends: Vec::new(),
        }
    }

    /// Empties the arena, keeping its allocations for the next walk.
    pub(crate) fn clear(&mut self) {
        self.nodes.clear();
        self.parents.clear();
        self.ends.clear();
    }

    pub(crate) fn push(&mut self, p: Potential, parents: &[usize]) -> usize {
        self.nodes.push(p);
        self.parents.extend_from_slice(parents);
        self.ends.push(self.parents.len());
        self.nodes.len() - 1
    }

    pub(crate) fn parents(&self, i: usize) -> &[usize] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.parents[start..self.ends[i]]
    }
}

/// An `index` entry for a potential the walk did not reach (entries are
/// arena positions, fewer than the potentials: 4 bytes each, half a
/// `usize`, since the cell and region chains keep an index per outcome).
pub(crate) const UNREACHED: u32 = u32::MAX;

/// A walk's potentials and, if it met one, its conflict: the arena
/// entries of the potential found on and found off.
pub(crate) type Spread = (Arena, Option<(usize, usize)>);

/// A plain dynamic walk kept for the (+) search of the same step
/// (`Search::resume`).
pub(crate) struct KeptWalk {
    pub arena: Arena,
    /// Per potential key, its arena entry, or `UNREACHED`.
    pub index: Vec<u32>,
    pub conflict: Option<(usize, usize)>,
    /// The working grid where a walk without a conflict ran dry (empty
    /// after a conflict).
    pub grid: Vec<u32>,
    /// The units the walk was charged.
    pub expansions: usize,
}
