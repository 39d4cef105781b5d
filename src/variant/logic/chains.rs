//! SukakuExplainer's "forcing chains and cycles" (6.5 to 7.4 and up): the
//! chains it tries right after the six strong links, learned from its
//! behaviour as documented in docs/VARIANT-LOGIC.md; none of its code.
//!
//! A candidate is a potential, on (the cell holds the digit) or off. From
//! each candidate of each cell of two or more candidates, assumed on (and,
//! for chains, also off), the implications spread breadth first:
//!
//! - on to off: the cell's other candidates (Y links), the digit's other
//!   places in each house of the cell, then in its other peers (a knight's
//!   or king's move), and the consecutive digits of its non-consecutive
//!   neighbours;
//! - off to on: the cell's last other candidate (Y links), the digit's last
//!   other place in a house (X links).
//!
//! A forcing chain reaches the assumption's opposite: the assumption is
//! false. A cycle comes back to its start (four or more potentials): a
//! candidate seen by an on potential and by an off potential of its digit
//! goes. Three searches run, X links only, Y links only (cycles from cells
//! of two candidates), both; every hint is collected and the easiest is
//! taken (then the shortest, then X before Y before both, then the first
//! found). A chain's difficulty is 6.6 (X or Y links only; cycles 6.5) or
//! 7.0 (both) plus a tenth per length step past 4, 6, 8, 12, 16, 24...
//! potentials (its own length less two).

use super::board::{bit, digits, LogicBoard};
use super::layout::{kind_rank, CellSet, Layout};
use super::step::{ChainLinks, Step, Technique};
use super::work::Work;

mod closure;
mod links;
use closure::Closure;

/// Potentials taken off the queues before the search gives up.
const EXPANSION_BUDGET: usize = 20_000_000;

pub(super) const NEEDS_BUDGET: &str = "a forcing chain search past its budget";

/// One rated chain hint.
pub(super) struct ChainHint {
    pub step: Step,
    pub difficulty: u8,
    complexity: usize,
    links: ChainLinks,
}

#[derive(Clone, Copy)]
struct Node {
    cell: usize,
    digit: u8,
    on: bool,
    parent: Option<usize>,
    /// The house whose rule made this potential, if a house did.
    house: Option<usize>,
}

fn key(n: usize, cell: usize, digit: u8, on: bool) -> usize {
    (cell * n + digit as usize - 1) * 2 + on as usize
}

struct Search<'a> {
    layout: &'a Layout,
    board: &'a LogicBoard,
    /// Per cell, its full houses in SukakuExplainer's order of house kinds.
    houses_of: Vec<Vec<usize>>,
    /// Per house and digit, the places left and the sum of their cells:
    /// with one place besides a cell, the sum less the cell names it.
    places: Vec<(u32, usize)>,
    /// Per cell, the cells an on potential turns off, in the order
    /// `on_to_off` gives them: its full houses' cells (each once, with the
    /// first house that reaches it), then its other peers, ascending.
    reach: Vec<Vec<(usize, Option<usize>)>>,
    /// Per cell and digit (`cell * size + digit - 1`), once asked, the
    /// potentials an on potential there turns off besides its cell's other
    /// candidates (its reach's places, then the non-consecutive
    /// neighbours' digits): the grid does not change during a search, so
    /// each is read once per search instead of once per walk. `off_lists`
    /// holds each one's range in `offs`.
    offs: Vec<(usize, u8, Option<usize>)>,
    off_lists: Vec<Option<(u32, u32)>>,
    /// The same for what an off potential turns on, per kind of links
    /// (`links_kind`): an off potential is expanded once per on potential
    /// that turns it off in a cycle walk.
    ons: Vec<(usize, u8, Option<usize>)>,
    on_lists: [Vec<Option<(u32, u32)>>; 4],
    /// Potentials seen by the current walk: `seen[key] == walk`.
    seen: Vec<u32>,
    walk: u32,
    /// The ancestors of the on potential being expanded by `cycles`
    /// (`ancestors[key] == ancestor_stamp`), marked once for all its offs.
    ancestors: Vec<u32>,
    ancestor_stamp: u32,
    expansions: usize,
    work: &'a Work,
    /// Lists kept from walk to walk (a walk per candidate, link kind and
    /// state): the arena, the two pending levels, the level being expanded
    /// and a potential's links.
    spare_arena: Vec<Node>,
    lists: [Vec<usize>; 3],
    next: Vec<Node>,
    /// A list for `ons_of` to list an off potential's ons in, at their
    /// first use in a cycle walk.
    spare_ons: Vec<Node>,
    /// What each potential reaches, without and with Y links (built at
    /// the first forcing walk of each kind), and the node of each
    /// candidate's potential in them (`key` to node; `u32::MAX`: none).
    closures: [Option<Closure>; 2],
    nodes: Vec<u32>,
    /// `cycle_hint`'s digits seen by the cycle's off and on potentials,
    /// per cell (all 0 between calls).
    cycle_seen: Vec<[u32; 2]>,
}

impl<'a> Search<'a> {
    fn new(layout: &'a Layout, board: &'a LogicBoard, work: &'a Work) -> Search<'a> {
        let cells = layout.size * layout.size;
        let mut houses_of = vec![Vec::new(); cells];
        let mut order: Vec<usize> = (0..layout.houses.len())
            .filter(|&h| layout.houses[h].full)
            .collect();
        order.sort_by_key(|&h| kind_rank(layout.houses[h].kind));
        for h in order {
            for &c in &layout.houses[h].cells {
                houses_of[c].push(h);
            }
        }
        let reach = (0..cells)
            .map(|cell| {
                let mut list: Vec<(usize, Option<usize>)> = Vec::new();
                let mut added = vec![false; cells];
                added[cell] = true;
                for &h in &houses_of[cell] {
                    for &c in &layout.houses[h].cells {
                        if !added[c] {
                            added[c] = true;
                            list.push((c, Some(h)));
                        }
                    }
                }
                for c in layout.peers[cell].cells() {
                    if !added[c] {
                        added[c] = true;
                        list.push((c, None));
                    }
                }
                list
            })
            .collect();
        let n = layout.size;
        let mut places = vec![(0u32, 0usize); layout.houses.len() * n];
        for (h, house) in layout.houses.iter().enumerate() {
            for &c in &house.cells {
                if board.values[c] == 0 {
                    for d in digits(board.candidates[c]) {
                        let entry = &mut places[h * n + d as usize - 1];
                        entry.0 += 1;
                        entry.1 += c;
                    }
                }
            }
        }
        // The candidates' potentials numbered in key order, the order in
        // which `build_closure` lists them.
        let mut nodes = vec![u32::MAX; cells * n * 2];
        let mut count = 0;
        for cell in 0..cells {
            if board.values[cell] == 0 {
                for d in digits(board.candidates[cell]) {
                    for on in [false, true] {
                        nodes[key(n, cell, d, on)] = count;
                        count += 1;
                    }
                }
            }
        }
        Search {
            layout,
            board,
            houses_of,
            reach,
            places,
            offs: Vec::new(),
            off_lists: vec![None; cells * n],
            ons: Vec::new(),
            on_lists: Default::default(),
            seen: vec![0; cells * n * 2],
            walk: 0,
            ancestors: vec![0; cells * n * 2],
            ancestor_stamp: 0,
            expansions: 0,
            work,
            spare_arena: Vec::new(),
            lists: Default::default(),
            next: Vec::new(),
            spare_ons: Vec::new(),
            closures: [None, None],
            nodes,
            cycle_seen: Vec::new(),
        }
    }

    /// An empty arena, reusing the last one given back.
    fn arena(&mut self) -> Vec<Node> {
        let mut arena = std::mem::take(&mut self.spare_arena);
        arena.clear();
        arena
    }

    /// Three empty index lists and a potential list, from the last walk.
    fn walk_lists(&mut self) -> ([Vec<usize>; 3], Vec<Node>) {
        let mut lists = std::mem::take(&mut self.lists);
        for list in &mut lists {
            list.clear();
        }
        (lists, std::mem::take(&mut self.next))
    }

    /// Starts a walk with nothing seen.
    fn new_walk(&mut self) {
        self.walk += 1;
    }

    /// Marks a potential seen in this walk; whether it was new.
    fn see(&mut self, key: usize) -> bool {
        let fresh = self.seen[key] != self.walk;
        self.seen[key] = self.walk;
        fresh
    }

    fn cands(&self, cell: usize) -> u32 {
        if self.board.values[cell] != 0 {
            0
        } else {
            self.board.candidates[cell]
        }
    }

    fn spend(&mut self) -> Result<(), &'static str> {
        self.expansions += 1;
        if self.expansions > EXPANSION_BUDGET || !self.work.take() {
            Err(NEEDS_BUDGET)
        } else {
            Ok(())
        }
    }

    /// Marks the potentials `p` descends from (itself excluded), for
    /// `descends`.
    fn mark_ancestors(&mut self, arena: &[Node], p: usize) {
        self.ancestor_stamp = self.ancestor_stamp.wrapping_add(1);
        if self.ancestor_stamp == 0 {
            self.ancestors.fill(0);
            self.ancestor_stamp = 1;
        }
        let n = self.layout.size;
        let mut at = arena[p].parent;
        while let Some(i) = at {
            let a = &arena[i];
            self.ancestors[key(n, a.cell, a.digit, a.on)] = self.ancestor_stamp;
            at = a.parent;
        }
    }

    /// Whether the potential last given to `mark_ancestors` descends from
    /// `q`.
    fn descends(&self, q: &Node) -> bool {
        self.ancestors[key(self.layout.size, q.cell, q.digit, q.on)] == self.ancestor_stamp
    }
}

/// The potentials of a chain, from its end back to the assumption.
fn path(arena: &[Node], end: usize) -> Vec<Node> {
    let mut out = vec![arena[end]];
    let mut at = arena[end].parent;
    while let Some(i) = at {
        out.push(arena[i]);
        at = arena[i].parent;
    }
    out
}

/// A tenth per step of length past 4, 6, 8, 12, 16, 24, 32...
pub(super) fn length_tenths(complexity: usize) -> u8 {
    let length = complexity.saturating_sub(2);
    let (mut ceil, mut odd, mut added) = (4usize, false, 0u8);
    while length > ceil {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

fn sort_key(links: ChainLinks) -> u8 {
    match links {
        ChainLinks::X => 2,
        ChainLinks::Y => 3,
        // Not searched here (`nishio.rs`, `multiple_chains.rs`).
        _ => 4,
    }
}

/// Every forcing chain and cycle hint, the easiest first (None past the
/// budget).
pub(super) fn chain_hints(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
) -> Result<Vec<ChainHint>, &'static str> {
    let mut search = Search::new(layout, board, work);
    let mut hints = Vec::new();
    for (y, x, links) in [
        (false, true, ChainLinks::X),
        (true, false, ChainLinks::Y),
        (true, true, ChainLinks::Both),
    ] {
        for cell in 0..layout.size * layout.size {
            let cands = search.cands(cell);
            if cands.count_ones() < 2 || (!x && cands.count_ones() > 2) {
                continue;
            }
            for digit in digits(cands) {
                unary(&mut search, cell, digit, y, x, links, &mut hints)?;
            }
        }
    }
    // A stable sort keeps the order found among equals.
    hints.sort_by_key(|h| (h.difficulty, h.complexity, sort_key(h.links)));
    Ok(hints)
}

/// The forcing chain and cycle hints of one kind of links only, the
/// easiest first, within `budget` expansions (the project's own scale
/// tries the kinds one at a time and bounds each by the grid's size).
pub(super) fn chain_hints_of(
    layout: &Layout,
    board: &LogicBoard,
    links: ChainLinks,
    work: &Work,
    budget: usize,
) -> Result<Vec<ChainHint>, &'static str> {
    let mut search = Search::new(layout, board, work);
    // `spend` counts up to EXPANSION_BUDGET: start where `budget` is left.
    search.expansions = EXPANSION_BUDGET.saturating_sub(budget);
    let (y, x) = match links {
        ChainLinks::X => (false, true),
        ChainLinks::Y => (true, false),
        ChainLinks::Both => (true, true),
        // Nishio, cell and region chains are searched elsewhere.
        _ => return Ok(Vec::new()),
    };
    let mut hints = Vec::new();
    for cell in 0..layout.size * layout.size {
        let cands = search.cands(cell);
        if cands.count_ones() < 2 || (!x && cands.count_ones() > 2) {
            continue;
        }
        for digit in digits(cands) {
            unary(&mut search, cell, digit, y, x, links, &mut hints)?;
        }
    }
    hints.sort_by_key(|h| (h.difficulty, h.complexity));
    Ok(hints)
}

fn unary(
    search: &mut Search,
    cell: usize,
    digit: u8,
    y: bool,
    x: bool,
    links: ChainLinks,
    hints: &mut Vec<ChainHint>,
) -> Result<(), &'static str> {
    let source = Node {
        cell,
        digit,
        on: true,
        parent: None,
        house: None,
    };
    let (arena, ends) = cycles(search, source, y, x)?;
    for end in ends {
        if let Some(hint) = cycle_hint(search, &arena, end, links) {
            hints.push(hint);
        }
    }
    search.spare_arena = arena;
    if x {
        let mut found: Vec<(Vec<Node>, usize)> = Vec::new();
        for start_on in [true, false] {
            let start = Node {
                on: start_on,
                ..source
            };
            forcing(search, start, y, &mut found)?;
        }
        for (arena, end) in found {
            hints.push(forcing_hint(&arena, end, links));
        }
    }
    Ok(())
}

/// Breadth first from `source` on; an off potential is expanded again for
/// each on potential it does not descend from, an on potential once.
/// Gives the walk's potentials and the indices of those that return to
/// the source.
fn cycles(
    search: &mut Search,
    source: Node,
    y: bool,
    x: bool,
) -> Result<(Vec<Node>, Vec<usize>), &'static str> {
    let n = search.layout.size;
    let mut arena = search.arena();
    arena.push(source);
    search.new_walk();
    search.see(key(n, source.cell, source.digit, true));
    // The level being expanded, swapped with the pending one so that no
    // level allocates a list of its own.
    let ([mut pending_on, unused, mut level], mut next) = search.walk_lists();
    pending_on.push(0);
    let mut ends = Vec::new();
    // The length of the on potentials being expanded; each off they turn
    // off is expanded right after them, in the order a level of offs
    // would be (so each on is first reached from the same off), and kept
    // only if it turns something on: most turn nothing on.
    let mut length = 1;
    let mut ons_out = std::mem::take(&mut search.spare_ons);
    while !pending_on.is_empty() {
        std::mem::swap(&mut level, &mut pending_on);
        for &p in &level {
            search.spend()?;
            let node = arena[p];
            next.clear();
            search.on_to_off(&node, p, y, &mut next);
            // The ancestors marked once for all the offs.
            search.mark_ancestors(&arena, p);
            for &off in &next {
                if search.descends(&off) {
                    continue;
                }
                search.spend()?;
                let (from, to) = search.ons_of(&off, y, x, &mut ons_out);
                let mut off_at = None;
                for i in from as usize..to as usize {
                    let (cell, digit, house) = search.ons[i];
                    let is_source = cell == source.cell && digit == source.digit;
                    let end = length + 1 >= 4 && is_source;
                    let fresh = search.see(key(n, cell, digit, true));
                    if !end && !fresh {
                        continue;
                    }
                    let at = *off_at.get_or_insert_with(|| {
                        arena.push(off);
                        arena.len() - 1
                    });
                    let on = Node {
                        cell,
                        digit,
                        on: true,
                        parent: Some(at),
                        house,
                    };
                    if end {
                        arena.push(on);
                        ends.push(arena.len() - 1);
                    }
                    if fresh {
                        arena.push(on);
                        pending_on.push(arena.len() - 1);
                    }
                }
            }
        }
        level.clear();
        length += 2;
    }
    search.spare_ons = ons_out;
    search.lists = [pending_on, unused, level];
    search.next = next;
    Ok((arena, ends))
}

/// Breadth first from `start`; records the first chain that reaches its
/// opposite.
fn forcing(
    search: &mut Search,
    start: Node,
    y: bool,
    found: &mut Vec<(Vec<Node>, usize)>,
) -> Result<(), &'static str> {
    let n = search.layout.size;
    // A walk that cannot reach the opposite expands every potential it
    // reaches once and finds nothing: charged as walked, not walked.
    let from = search.node(start.cell, start.digit, start.on);
    let to = search.node(start.cell, start.digit, !start.on);
    let closure = search.closure(y);
    if !closure.reaches(from, to) {
        let reached = closure.size(from);
        return search.spend_many(reached);
    }
    let mut arena = search.arena();
    arena.push(start);
    search.new_walk();
    search.see(key(n, start.cell, start.digit, start.on));
    let ([mut pending_on, mut pending_off, mut level], mut next) = search.walk_lists();
    if start.on {
        pending_on.push(0);
    } else {
        pending_off.push(0);
    }
    let mut end = None;
    // The first chain found in queue order is the one kept, so the search
    // may stop there.
    while end.is_none() && (!pending_on.is_empty() || !pending_off.is_empty()) {
        std::mem::swap(&mut level, &mut pending_on);
        for &p in &level {
            search.spend()?;
            let node = arena[p];
            next.clear();
            search.on_to_off(&node, p, y, &mut next);
            for &q in &next {
                let opposite = q.cell == start.cell && q.digit == start.digit && q.on != start.on;
                let fresh = search.see(key(n, q.cell, q.digit, false));
                if (opposite && end.is_none()) || fresh {
                    arena.push(q);
                    let i = arena.len() - 1;
                    if opposite && end.is_none() {
                        end = Some(i);
                    }
                    if fresh {
                        pending_off.push(i);
                    }
                }
            }
        }
        level.clear();
        std::mem::swap(&mut level, &mut pending_off);
        for &p in &level {
            search.spend()?;
            let node = arena[p];
            next.clear();
            search.off_to_on(&node, p, y, true, &mut next);
            for &q in &next {
                let opposite = q.cell == start.cell && q.digit == start.digit && q.on != start.on;
                let fresh = search.see(key(n, q.cell, q.digit, true));
                if (opposite && end.is_none()) || fresh {
                    arena.push(q);
                    let i = arena.len() - 1;
                    if opposite && end.is_none() {
                        end = Some(i);
                    }
                    if fresh {
                        pending_on.push(i);
                    }
                }
            }
        }
        level.clear();
    }
    search.lists = [pending_on, pending_off, level];
    search.next = next;
    match end {
        Some(e) => found.push((arena, e)),
        None => search.spare_arena = arena,
    }
    Ok(())
}

fn chain_step(technique: Technique, chain: &[Node], digit_mask: u32) -> Step {
    let mut cells = Vec::new();
    let mut houses = Vec::new();
    for node in chain.iter().rev() {
        if cells.last() != Some(&node.cell) {
            cells.push(node.cell);
        }
        if let Some(h) = node.house {
            if !houses.contains(&h) {
                houses.push(h);
            }
        }
    }
    Step {
        technique,
        placements: Vec::new(),
        eliminations: Vec::new(),
        houses,
        cells,
        digits: digit_mask,
    }
}

fn forcing_hint(arena: &[Node], end: usize, links: ChainLinks) -> ChainHint {
    let chain = path(arena, end);
    let target = chain[0];
    let complexity = chain.len();
    let mask = chain.iter().fold(0, |m, p| m | bit(p.digit));
    let mut step = chain_step(Technique::ForcingChain(links), &chain, mask);
    if target.on {
        step.placements.push((target.cell, target.digit));
    } else {
        step.eliminations.push((target.cell, target.digit));
    }
    let base = if links == ChainLinks::Both { 70 } else { 66 };
    ChainHint {
        step,
        difficulty: base + length_tenths(complexity),
        complexity,
        links,
    }
}

fn cycle_hint(
    search: &mut Search,
    arena: &[Node],
    end: usize,
    links: ChainLinks,
) -> Option<ChainHint> {
    // The cycle's body: `end` (the return) and its ancestors but the
    // assumption itself (the walk's first potential, the only one without
    // a parent), read in place: most cycles remove nothing.
    let body = |visit: &mut dyn FnMut(&Node)| {
        let mut at = Some(end);
        while let Some(i) = at {
            let p = &arena[i];
            if p.parent.is_none() {
                break;
            }
            visit(p);
            at = p.parent;
        }
    };
    let mut in_chain = CellSet::default();
    body(&mut |p| in_chain.insert(p.cell));
    // Per cell, the digits an on potential (forward) and an off one (back)
    // of the cycle see there: kept by the search, cleared after use.
    let mut seen = std::mem::take(&mut search.cycle_seen);
    seen.resize(search.layout.size * search.layout.size, [0; 2]);
    body(&mut |p| {
        for c in search.layout.peers[p.cell].cells() {
            if !in_chain.contains(c) {
                seen[c][p.on as usize] |= search.cands(c) & bit(p.digit);
            }
        }
    });
    let removed: Vec<(usize, u8)> = seen
        .iter()
        .enumerate()
        .flat_map(|(c, s)| digits(s[0] & s[1]).map(move |d| (c, d)))
        .collect();
    seen.fill([0; 2]);
    search.cycle_seen = seen;
    if removed.is_empty() {
        return None;
    }
    let chain = path(arena, end);
    // The last potential is the assumption itself, the first its return.
    let body = &chain[..chain.len() - 1];
    let complexity = body.len();
    let mask = body.iter().fold(0, |m, p| m | bit(p.digit));
    let mut step = chain_step(Technique::BidirectionalCycle(links), body, mask);
    step.eliminations = removed;
    let base = if links == ChainLinks::Both { 70 } else { 65 };
    Some(ChainHint {
        step,
        difficulty: base + length_tenths(complexity),
        complexity,
        links,
    })
}

#[cfg(test)]
mod tests {
    use super::super::super::builder::RulesBuilder;
    use super::*;

    #[test]
    fn length_steps_follow_the_scale() {
        // Lengths (potentials less two) up to 4 add nothing, 5-6 a tenth,
        // 7-8 two, 9-12 three, 13-16 four, 17-24 five.
        let added: Vec<u8> = [4, 6, 7, 8, 9, 10, 11, 14, 15, 18, 19, 26, 27]
            .iter()
            .map(|&c| length_tenths(c))
            .collect();
        assert_eq!(added, vec![0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
    }

    #[test]
    fn an_x_cycle_of_four_cells_removes_what_both_colours_see() {
        // A solved grid (r, c) = (3r + r/3 + c) mod 9 + 1, each cell left
        // with its own digit as candidate, and digit 1 added at r1c4 and
        // r3c1 (an X-wing on rows 1 and 3 with r1c1 and r3c4) and at r6c1,
        // which sees both ends of column 1's side of the cycle.
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        let mut masks: Vec<u32> = (0..81)
            .map(|cell| {
                let (r, c) = (cell / 9, cell % 9);
                1 << ((3 * r + r / 3 + c) % 9)
            })
            .collect();
        for cell in [3, 18, 45] {
            masks[cell] |= 1;
        }
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        let hints = chain_hints(&layout, &board, &Work::unlimited()).unwrap();
        let first = hints.first().expect("a cycle");
        assert_eq!(
            first.step.technique,
            Technique::BidirectionalCycle(ChainLinks::X)
        );
        assert_eq!(first.difficulty, 65);
        assert_eq!(first.step.eliminations, vec![(45, 1)]);
        assert_eq!(first.step.cells.len(), 4);
        // Assuming r6c1 holds 1 empties rows 1 and 3 of it in columns 1
        // and 4 alike: a forcing X-chain of six potentials removes it too.
        let turbot = hints
            .iter()
            .find(|h| h.step.technique == Technique::ForcingChain(ChainLinks::X))
            .expect("a forcing X-chain");
        assert_eq!(turbot.step.eliminations, vec![(45, 1)]);
        assert_eq!(turbot.difficulty, 66);
    }
}
