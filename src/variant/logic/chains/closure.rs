//! What each potential reaches on one grid, for the forcing chains' walks: a forcing walk that does not reach its assumption's
//! opposite finds nothing and expands every potential it reaches, once
//! each, so both its answer and its cost are read from the closure of the
//! implication graph instead of walking it. The graph is fixed for a
//! search (the grid does not change during one), and one closure serves
//! every candidate's two walks.
//!
//! Built by Tarjan's strongly connected components: every potential of a
//! component reaches the same set, and a component is finished after every
//! component it reaches, so its set is its own potentials and the sets of
//! the components its edges lead to.

use super::super::board::digits;
use super::{key, Node, Search, EXPANSION_BUDGET, NEEDS_BUDGET};

const UNVISITED: u32 = u32::MAX;

/// The potentials each potential reaches, itself included.
pub(super) struct Closure {
    /// 64-bit words per set.
    words: usize,
    /// Per node, its component (`UNVISITED` for a node not asked about
    /// and reached from none that was).
    component: Vec<u32>,
    /// Per component, its reached set (`words` words each) and its size.
    sets: Vec<u64>,
    sizes: Vec<u32>,
}

/// A graph as lists of successors: node `v`'s are
/// `targets[starts[v]..starts[v + 1]]`.
struct Graph {
    starts: Vec<u32>,
    targets: Vec<u32>,
}

impl Graph {
    fn successors(&self, v: usize) -> &[u32] {
        &self.targets[self.starts[v] as usize..self.starts[v + 1] as usize]
    }
}

impl Closure {
    /// The closure of every node reached from `roots`.
    fn new(graph: &Graph, roots: impl Iterator<Item = usize>) -> Closure {
        let nodes = graph.starts.len() - 1;
        let words = nodes.div_ceil(64);
        let mut closure = Closure {
            words,
            component: vec![UNVISITED; nodes],
            sets: Vec::new(),
            sizes: Vec::new(),
        };
        let mut order = vec![UNVISITED; nodes];
        let mut low = vec![0u32; nodes];
        let mut on_stack = vec![false; nodes];
        let mut stack: Vec<u32> = Vec::new();
        // The depth-first path: a node and the next of its edges to follow.
        let mut path: Vec<(u32, u32)> = Vec::new();
        // The component whose set last took each component's (one union
        // per pair, however many edges join them).
        let mut merged_into: Vec<u32> = Vec::new();
        let mut visited = 0u32;
        for root in roots {
            if order[root] != UNVISITED {
                continue;
            }
            order[root] = visited;
            low[root] = visited;
            visited += 1;
            stack.push(root as u32);
            on_stack[root] = true;
            path.push((root as u32, 0));
            while let Some(&(v, next)) = path.last() {
                let v = v as usize;
                if let Some(&w) = graph.successors(v).get(next as usize) {
                    if let Some(top) = path.last_mut() {
                        top.1 += 1;
                    }
                    let w = w as usize;
                    if order[w] == UNVISITED {
                        order[w] = visited;
                        low[w] = visited;
                        visited += 1;
                        stack.push(w as u32);
                        on_stack[w] = true;
                        path.push((w as u32, 0));
                    } else if on_stack[w] {
                        low[v] = low[v].min(order[w]);
                    }
                    continue;
                }
                path.pop();
                if let Some(&(parent, _)) = path.last() {
                    let parent = parent as usize;
                    low[parent] = low[parent].min(low[v]);
                }
                if low[v] == order[v] {
                    closure.finish(graph, v, &mut stack, &mut on_stack, &mut merged_into);
                }
            }
        }
        closure
    }

    /// Pops the component rooted at `v` off `stack` and makes its set.
    fn finish(
        &mut self,
        graph: &Graph,
        v: usize,
        stack: &mut Vec<u32>,
        on_stack: &mut [bool],
        merged_into: &mut Vec<u32>,
    ) {
        let id = self.sizes.len() as u32;
        let from = self.sets.len();
        self.sets.resize(from + self.words, 0);
        merged_into.push(id);
        let top = stack
            .iter()
            .rposition(|&u| u as usize == v)
            .expect("the root is on the stack");
        for &u in &stack[top..] {
            let u = u as usize;
            on_stack[u] = false;
            self.component[u] = id;
            self.sets[from + u / 64] |= 1 << (u % 64);
        }
        for &member in &stack[top..] {
            for &w in graph.successors(member as usize) {
                let c = self.component[w as usize];
                if c == id || merged_into[c as usize] == id {
                    continue;
                }
                merged_into[c as usize] = id;
                let other = c as usize * self.words;
                for k in 0..self.words {
                    self.sets[from + k] |= self.sets[other + k];
                }
            }
        }
        stack.truncate(top);
        let size: u32 = self.sets[from..].iter().map(|w| w.count_ones()).sum();
        self.sizes.push(size);
    }

    fn set(&self, node: usize) -> &[u64] {
        let c = self.component[node] as usize;
        &self.sets[c * self.words..(c + 1) * self.words]
    }

    /// Whether `from` (a root or reached from one) reaches `to`.
    pub fn reaches(&self, from: usize, to: usize) -> bool {
        self.set(from)[to / 64] & (1 << (to % 64)) != 0
    }

    /// How many nodes `from` reaches, itself included.
    pub fn size(&self, from: usize) -> usize {
        self.sizes[self.component[from] as usize] as usize
    }
}

impl Search<'_> {
    /// The closure of the forcing walks' links (X links, and Y links if
    /// `y`), built at its first call.
    pub(super) fn closure(&mut self, y: bool) -> &Closure {
        if self.closures[y as usize].is_none() {
            let closure = self.build_closure(y);
            self.closures[y as usize] = Some(closure);
        }
        self.closures[y as usize].as_ref().expect("built")
    }

    /// The implication graph of every candidate's potentials, with the
    /// links `forcing` follows, and its closure.
    fn build_closure(&mut self, y: bool) -> Closure {
        let n = self.layout.size;
        let mut graph = Graph {
            starts: vec![0],
            targets: Vec::new(),
        };
        let mut out = std::mem::take(&mut self.next);
        for cell in 0..n * n {
            for digit in digits(self.cands(cell)) {
                for on in [false, true] {
                    let node = Node {
                        cell,
                        digit,
                        on,
                        parent: None,
                        house: None,
                    };
                    out.clear();
                    if on {
                        self.on_to_off(&node, 0, y, &mut out);
                    } else {
                        self.off_to_on(&node, 0, y, true, &mut out);
                    }
                    for q in &out {
                        graph
                            .targets
                            .push(self.nodes[key(n, q.cell, q.digit, q.on)]);
                    }
                    graph.starts.push(graph.targets.len() as u32);
                }
            }
        }
        self.next = out;
        let nodes = graph.starts.len() - 1;
        Closure::new(&graph, 0..nodes)
    }

    /// Charges `units` expansions at once, as `spend` would one by one:
    /// the expansions up to the budget's end, then the refusal.
    pub(super) fn spend_many(&mut self, units: usize) -> Result<(), &'static str> {
        let allowed = EXPANSION_BUDGET.saturating_sub(self.expansions);
        if units > allowed {
            self.work.spend(allowed as u64);
            self.expansions = EXPANSION_BUDGET + 1;
            return Err(NEEDS_BUDGET);
        }
        self.expansions += units;
        if self.work.spend(units as u64) {
            Ok(())
        } else {
            Err(NEEDS_BUDGET)
        }
    }

    /// A candidate's potential's node in the closures.
    pub(super) fn node(&self, cell: usize, digit: u8, on: bool) -> usize {
        self.nodes[key(self.layout.size, cell, digit, on)] as usize
    }
}

#[cfg(test)]
mod tests {
    use super::{Closure, Graph};

    fn graph(nodes: usize, edges: &[(u32, u32)]) -> Graph {
        let mut starts = vec![0u32; nodes + 1];
        let mut targets = Vec::new();
        for v in 0..nodes {
            targets.extend(edges.iter().filter(|e| e.0 as usize == v).map(|e| e.1));
            starts[v + 1] = targets.len() as u32;
        }
        Graph { starts, targets }
    }

    /// Breadth first from `from`: the reference the closure must match.
    fn walked(g: &Graph, from: usize) -> Vec<bool> {
        let mut seen = vec![false; g.starts.len() - 1];
        let mut queue = vec![from];
        seen[from] = true;
        while let Some(v) = queue.pop() {
            for &w in g.successors(v) {
                if !seen[w as usize] {
                    seen[w as usize] = true;
                    queue.push(w as usize);
                }
            }
        }
        seen
    }

    #[test]
    fn every_node_reaches_what_a_walk_reaches() {
        // Two cycles joined one way, a tail, a self-loop and an isolated
        // node; then a pseudo-random graph past one word of nodes.
        let small = graph(
            8,
            &[
                (0, 1),
                (1, 2),
                (2, 0),
                (2, 3),
                (3, 4),
                (4, 3),
                (4, 5),
                (6, 6),
                (5, 4),
            ],
        );
        let mut seed = 7u32;
        let mut next = |m: u32| {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (seed >> 16) % m
        };
        let edges: Vec<(u32, u32)> = (0..300).map(|_| (next(150), next(150))).collect();
        let large = graph(150, &edges);
        for g in [small, large] {
            let nodes = g.starts.len() - 1;
            let closure = Closure::new(&g, 0..nodes);
            for from in 0..nodes {
                let seen = walked(&g, from);
                for (to, &s) in seen.iter().enumerate() {
                    assert_eq!(closure.reaches(from, to), s, "{from} -> {to}");
                }
                assert_eq!(closure.size(from), seen.iter().filter(|&&s| s).count());
            }
        }
    }
}
