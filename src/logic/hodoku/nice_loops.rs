//! Nice loops (continuous and discontinuous) and AICs, without group
//! nodes, found as HoDoKu finds them: from implication tables.
//!
//! For every candidate, set ("on") and removed ("off"), a table lists what
//! follows from it. Its direct consequences come first: set, the cell's
//! other digits and the digit's other places in the row, column and box
//! are off; off, the cell's other digit (a bivalue cell) and the digit's
//! other place in a house with two are on. The table then grows breadth
//! first, each entry pulling in its own direct consequences, so every
//! entry keeps the entry that first led to it: following those back gives
//! the chain.
//!
//! - A table entry in the premise's own cell closes a loop: discontinuous
//!   when the loop contradicts the premise (one elimination or placement
//!   at the start), continuous when it is consistent (eliminations along
//!   every weak link and at cells with two strong links).
//! - From an off premise, an on entry elsewhere is an AIC: with the same
//!   digit, cells seeing both ends lose it (HoDoKu asks for two or more);
//!   with two digits and ends that see each other, each end loses the
//!   other end's digit.
//!
//! A chain whose reconstruction revisits a cell (a lasso) is dropped. Of
//! all steps the one eliminating most wins, ties to the smaller weighted
//! index sum, then to the first found: loops from on tables, loops from
//! off tables, then AICs, tables in candidate order.

use super::board::{bit, digits_of, Board};
use super::forcing_chains::MAX_TABLE_ENTRIES;
use super::group_nodes::{self, Group, Target};
use super::step::HodokuStep;
use super::table::numbers::{
    AIC, CONTINUOUS_NICE_LOOP, DISCONTINUOUS_NICE_LOOP, GROUPED_AIC, GROUPED_CONTINUOUS_NICE_LOOP,
    GROUPED_DISCONTINUOUS_NICE_LOOP,
};
use super::xy_chains::best;
use crate::geometry::{CellSet, HOUSES_OF, HOUSE_SETS, PEER_SETS};

/// A node: candidate (cell, digit) set (`on`) or removed; or a group
/// node (`group` < `NORMAL`), named by its first cell.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Node {
    cell: u8,
    digit: u8,
    on: bool,
    group: u16,
}

const NORMAL: u16 = u16::MAX;

impl Node {
    const fn new(cell: usize, digit: u8, on: bool) -> Node {
        Node {
            cell: cell as u8,
            digit,
            on,
            group: NORMAL,
        }
    }
    fn of_group(groups: &[Group], g: usize, on: bool) -> Node {
        let group = groups[g];
        Node {
            cell: group.cells.first().expect("groups have cells") as u8,
            digit: group.digit,
            on,
            group: g as u16,
        }
    }
    const fn cell(self) -> usize {
        self.cell as usize
    }
    const fn digit(self) -> u8 {
        self.digit
    }
    const fn on(self) -> bool {
        self.on
    }
    const fn is_group(self) -> bool {
        self.group != NORMAL
    }
    const fn index(self) -> usize {
        if self.is_group() {
            CANDIDATE_NODES + self.group as usize * 2 + self.on as usize
        } else {
            (self.cell as usize * 10 + self.digit as usize) * 2 + self.on as usize
        }
    }
    /// Its cells (a group's all).
    fn cells(self, groups: &[Group]) -> CellSet {
        if self.is_group() {
            groups[self.group as usize].cells
        } else {
            CellSet::single(self.cell())
        }
    }
    /// The cells seeing all its cells.
    fn buddies(self, groups: &[Group]) -> CellSet {
        if self.is_group() {
            groups[self.group as usize].buddies
        } else {
            PEER_SETS[self.cell()]
        }
    }
}

const CANDIDATE_NODES: usize = 81 * 10 * 2;

/// The direct consequences of every node in HoDoKu's order (with group
/// nodes, a place's links to groups after its own), flat: the tables'
/// breadth-first walks read them for every entry, and a list per node cost
/// an allocation each. Node number `n`'s are `to[start[n]..start[n + 1]]`,
/// as node numbers; `node_of` names each number's node.
struct Links {
    start: Vec<u32>,
    to: Vec<u32>,
    node_of: Vec<Node>,
}

impl Links {
    fn new(board: &Board, groups: &[Group]) -> Links {
        let count = CANDIDATE_NODES + 2 * groups.len();
        // (place's node, group's node), in the order HoDoKu links them.
        let mut place_links: Vec<(u32, u32)> = Vec::new();
        // Per group node (off, then on, group by group), its own list.
        let mut group_lists: Vec<Vec<u32>> = Vec::with_capacity(2 * groups.len());
        for g in 0..groups.len() {
            let digit = groups[g].digit;
            let number = |target: Target, on: bool| match target {
                Target::Place(cell) => Node::new(cell, digit, on).index() as u32,
                Target::Group(other) => Node::of_group(groups, other, on).index() as u32,
            };
            let links = group_nodes::links(board, groups, g, |cell, on| {
                // A place set turns the group off; a place removed turns it on.
                let place = Node::new(cell, digit, on).index() as u32;
                place_links.push((place, Node::of_group(groups, g, !on).index() as u32));
            });
            group_lists.push(
                links
                    .when_off
                    .into_iter()
                    .map(|t| number(t, true))
                    .collect(),
            );
            group_lists.push(
                links
                    .when_on
                    .into_iter()
                    .map(|t| number(t, false))
                    .collect(),
            );
        }
        // Stable: each place keeps its groups in HoDoKu's order.
        place_links.sort_by_key(|&(place, _)| place);
        let mut links = Links {
            start: Vec::with_capacity(count + 1),
            to: Vec::with_capacity(8 * CANDIDATE_NODES),
            node_of: Vec::with_capacity(count),
        };
        let mut next_place_link = 0;
        for n in 0..CANDIDATE_NODES {
            links.start.push(links.to.len() as u32);
            let (cell, digit, on) = (n / 20, (n / 2 % 10) as u8, n % 2 == 1);
            links.node_of.push(Node::new(cell, digit, on));
            if digit != 0 && board.values[cell] == 0 && board.cands[cell] & bit(digit) != 0 {
                own_links(board, cell, digit, on, &mut links.to);
            }
            while next_place_link < place_links.len() && place_links[next_place_link].0 == n as u32
            {
                links.to.push(place_links[next_place_link].1);
                next_place_link += 1;
            }
        }
        for (i, list) in group_lists.iter().enumerate() {
            links.start.push(links.to.len() as u32);
            links
                .node_of
                .push(Node::of_group(groups, i / 2, i % 2 == 1));
            links.to.extend_from_slice(list);
        }
        links.start.push(links.to.len() as u32);
        links
    }

    fn of(&self, n: u32) -> &[u32] {
        &self.to[self.start[n as usize] as usize..self.start[n as usize + 1] as usize]
    }
}

/// Appends a candidate's own direct consequences to `to`: set (`on`), the
/// cell's other digits and the digit's other places in its houses go off;
/// removed, the other digit of a bivalue cell and the digit's other place
/// in a house with two go on.
fn own_links(board: &Board, cell: usize, digit: u8, on: bool, to: &mut Vec<u32>) {
    let first = to.len();
    let push_new = |to: &mut Vec<u32>, node: Node| {
        let n = node.index() as u32;
        if !to[first..].contains(&n) {
            to.push(n);
        }
    };
    let cands = board.cands[cell];
    for other in digits_of(cands & !bit(digit)) {
        if on {
            to.push(Node::new(cell, other, false).index() as u32);
        } else if cands.count_ones() == 2 {
            to.push(Node::new(cell, other, true).index() as u32);
        }
    }
    let places = board.digit_cells[digit as usize].minus(CellSet::single(cell));
    for &house in &HOUSES_OF[cell] {
        let count = board.free[house as usize][digit as usize];
        let peers = places.and(HOUSE_SETS[house as usize]);
        if count < 2 || peers.is_empty() {
            continue;
        }
        if on {
            for peer in peers {
                push_new(to, Node::new(peer, digit, false));
            }
        } else if count == 2 {
            let partner = peers.first().expect("checked not empty");
            push_new(to, Node::new(partner, digit, true));
        }
    }
}

/// Everything that follows from one premise, breadth first. Only node
/// numbers and parents are stored (the node is `links.node_of[number]`,
/// and HoDoKu's distance is only ever asked against 2, which is "led to
/// by the premise"): these two pushes are the walk's memory traffic.
#[derive(Default)]
struct Table {
    /// Each entry's node number (the first `len`; the buffer is longer).
    numbers: Vec<u32>,
    /// The entry that led to each (the premise: itself).
    parent: Vec<u16>,
    len: usize,
}

/// The nodes a table under construction already holds: those stamped
/// with the current table's number, so a new table clears nothing.
struct Seen {
    stamps: Vec<u32>,
    table: u32,
}

impl Seen {
    fn new(nodes: usize) -> Seen {
        Seen {
            stamps: vec![0; nodes],
            table: 0,
        }
    }
}

/// The start of every grouped table as the forcing chains build theirs:
/// the same links on the same grid, walked breadth first in the same
/// order, so theirs are these tables' first 1,000 distinct entries. The
/// grouped search keeps them for the forcing chains, tried later on the
/// same grid, which then walk nothing.
#[derive(Default)]
pub(super) struct Walked {
    /// Whether the tables are of the grid now searched (the walk clears
    /// it at every step).
    pub ready: bool,
    /// Per candidate node (a premise), its entries' range in `entries`.
    ranges: Vec<(u32, u32)>,
    /// Node numbers and depths (links from the premise).
    entries: Vec<(u32, u16)>,
    /// Scratch: the depth of each entry of the table being kept.
    depth: Vec<u16>,
}

impl Walked {
    fn clear(&mut self) {
        self.ranges.clear();
        self.ranges.resize(CANDIDATE_NODES, (0, 0));
        self.entries.clear();
        self.ready = false;
    }

    /// Keeps `table`'s first distinct entries with their depths.
    fn keep(&mut self, table: &Table) {
        let start = self.entries.len();
        self.depth.clear();
        for e in 0..table.len() {
            if self.entries.len() - start == MAX_TABLE_ENTRIES {
                break;
            }
            let parent = table.parent[e] as usize;
            let depth = match (e, parent) {
                (0, _) => 0,
                (_, 0) => 1,
                _ => self.depth[parent] + 1,
            };
            self.depth.push(depth);
            let n = table.numbers[e];
            // Only the premise's direct consequences may repeat (they all
            // enter), and they come first.
            if parent == 0 && table.numbers[..e].contains(&n) {
                continue;
            }
            self.entries.push((n, depth));
        }
        self.ranges[table.numbers[0] as usize] = (start as u32, self.entries.len() as u32);
    }

    /// Where the kept entries of the table of candidate node `premise`
    /// lie, if kept.
    pub fn range(&self, premise: usize) -> Option<(u32, u32)> {
        let (start, end) = *self.ranges.get(premise)?;
        (end > start).then_some((start, end))
    }

    /// The entries in `range` (from [`Walked::range`]).
    pub fn slice(&self, (start, end): (u32, u32)) -> &[(u32, u16)] {
        &self.entries[start as usize..end as usize]
    }
}

impl Table {
    /// Rebuilds the table for `premise` in place (its buffers are reused
    /// from one premise to the next).
    fn build(&mut self, premise: Node, links: &Links, seen: &mut Seen) {
        let direct = links.of(premise.index() as u32);
        // Room for every entry (each node once, the premise's direct
        // consequences repeated) and one slot more: the walk below writes
        // every link's node at the end and keeps it only if new.
        let room = links.node_of.len() + direct.len() + 1;
        if self.numbers.len() < room {
            self.numbers.resize(room, 0);
            self.parent.resize(room, 0);
        }
        let (numbers, parent) = (&mut self.numbers[..], &mut self.parent[..]);
        numbers[0] = premise.index() as u32;
        parent[0] = 0;
        seen.table += 1;
        let stamp = seen.table;
        let stamps = &mut seen.stamps[..];
        stamps[premise.index()] = stamp;
        // The premise's direct consequences all enter, a repeated one too.
        let mut len = 1;
        for &n in direct {
            stamps[n as usize] = stamp;
            numbers[len] = n;
            parent[len] = 0;
            len += 1;
        }
        let (start, to) = (&links.start[..], &links.to[..]);
        let mut j = 1;
        while j < len {
            let from = numbers[j] as usize;
            for &n in &to[start[from] as usize..start[from + 1] as usize] {
                // Breadth first, so an entry met again is never nearer.
                // Without a branch: whether a node is new is about as
                // likely as not, and a mispredicted branch costs more than
                // the two stores.
                let new = stamps[n as usize] != stamp;
                stamps[n as usize] = stamp;
                numbers[len] = n;
                parent[len] = j as u16;
                len += new as usize;
            }
            j += 1;
        }
        self.len = len;
    }

    fn len(&self) -> usize {
        self.len
    }

    fn node(&self, entry: usize, links: &Links) -> Node {
        links.node_of[self.numbers[entry] as usize]
    }

    /// Whether entry `entry` is the premise or one of its direct
    /// consequences (HoDoKu's distance 2 or less).
    fn is_direct(&self, entry: usize) -> bool {
        self.parent[entry] == 0
    }

    /// The chain from the premise to entry `end`, or `None` for a lasso:
    /// a cell met again after leaving it (a nice loop may come back to
    /// the premise's cell at its end; an AIC may not). A nice loop must
    /// also reach its end from another cell.
    fn chain(
        &self,
        end: usize,
        nice_loop: bool,
        links: &Links,
        groups: &[Group],
    ) -> Option<Vec<Node>> {
        let mut backwards = vec![self.node(end, links)];
        let mut at = end;
        while at != 0 {
            at = self.parent[at] as usize;
            backwards.push(self.node(at, links));
        }
        if nice_loop && backwards[0].cell() == backwards[1].cell() {
            return None;
        }
        let start_cell = self.node(0, links).cell();
        let mut lasso = CellSet::EMPTY;
        let mut last: Option<Node> = None;
        let mut chain = Vec::with_capacity(backwards.len());
        // HoDoKu tests a node's first cell, and marks all a group's cells.
        for &node in backwards.iter().rev() {
            if lasso.contains(node.cell()) {
                return None;
            }
            if let Some(last) = last {
                if last.cell() != start_cell || !nice_loop {
                    lasso = lasso.or(last.cells(groups));
                }
            }
            last = Some(node);
            chain.push(node);
        }
        Some(chain)
    }
}

struct Search<'a> {
    board: &'a Board,
    groups: &'a [Group],
    links: &'a Links,
    found: Vec<HodokuStep>,
}

impl Search<'_> {
    fn nice_loop(&mut self, table: &Table, end: usize) {
        if table.is_direct(end) {
            return;
        }
        let Some(chain) = table.chain(end, true, self.links, self.groups) else {
            return;
        };
        if chain[0].cell() == chain[1].cell() {
            return;
        }
        let premise = table.node(0, self.links);
        let last = table.node(end, self.links);
        // HoDoKu reads the first link from the table's first consequence.
        let first_strong = table.node(1, self.links).on();
        let last_strong = last.on();
        let (start, start_digit, end_digit) = (premise.cell(), premise.digit(), last.digit());
        let same_digit = start_digit == end_digit;
        let mut step = HodokuStep::new(DISCONTINUOUS_NICE_LOOP);
        if !first_strong && !last_strong && same_digit {
            step.eliminate(start, start_digit);
        } else if first_strong && last_strong && same_digit {
            for digit in digits_of(self.board.cands[start] & !bit(start_digit)) {
                step.eliminate(start, digit);
            }
        } else if first_strong != last_strong && !same_digit {
            let weak_digit = if first_strong { end_digit } else { start_digit };
            step.eliminate(start, weak_digit);
        } else if (!first_strong && !last_strong && self.board.cands[start].count_ones() == 2)
            || (first_strong && last_strong)
            || first_strong != last_strong
        {
            step.technique = CONTINUOUS_NICE_LOOP;
            self.continuous(&mut step, &chain, first_strong && last_strong);
        } else {
            return;
        }
        if !step.eliminations.is_empty() {
            if chain.iter().any(|node| node.is_group()) {
                step.technique = if step.technique == CONTINUOUS_NICE_LOOP {
                    GROUPED_CONTINUOUS_NICE_LOOP
                } else {
                    GROUPED_DISCONTINUOUS_NICE_LOOP
                };
            }
            step.digits = bit(start_digit);
            step.cells = chain.iter().map(|n| n.cell() as u8).collect();
            self.found.push(step);
        }
    }

    /// A continuous loop's eliminations: at each cell with two strong
    /// links, its other digits; along each weak link between two cells,
    /// the digit from cells seeing both (outside the loop).
    fn continuous(&self, step: &mut HodokuStep, chain: &[Node], start_two_strong: bool) {
        let n = chain.len();
        let start = chain[0].cell();
        let loop_cells = chain.iter().fold(CellSet::EMPTY, |cells, node| {
            cells.or(node.cells(self.groups))
        });
        for i in 0..n {
            let node = chain[i];
            let two_strong = if i == 0 {
                start_two_strong.then(|| (chain[0].digit(), chain[n - 1].digit()))
            } else if node.on()
                && i + 2 < n
                && chain[i - 1].cell() != node.cell()
                && !chain[i + 1].on()
                && node.cell() == chain[i + 1].cell()
                && chain[i + 2].on()
                && chain[i + 1].cell() != chain[i + 2].cell()
            {
                Some((node.digit(), chain[i + 2].digit()))
            } else {
                None
            };
            if let Some((d1, d2)) = two_strong {
                let cell = node.cell();
                for digit in digits_of(self.board.cands[cell] & !bit(d1) & !bit(d2)) {
                    step.eliminate(cell, digit);
                }
            }
            if i > 0 && !node.on() && chain[i - 1].cell() != node.cell() {
                let digit = node.digit();
                let seen = chain[i - 1]
                    .buddies(self.groups)
                    .and(node.buddies(self.groups))
                    .and(self.board.digit_cells[digit as usize])
                    .minus(loop_cells)
                    .minus(CellSet::single(start));
                for cell in seen {
                    step.eliminate(cell, digit);
                }
            }
        }
    }

    fn aic(&mut self, table: &Table, end: usize) {
        if table.is_direct(end) {
            return;
        }
        let (first, last) = (table.node(0, self.links), table.node(end, self.links));
        let (start, end_cell) = (first.cell(), last.cell());
        let mut step = HodokuStep::new(AIC);
        if first.digit() == last.digit() {
            let digit = first.digit();
            let seen = PEER_SETS[start]
                .and(PEER_SETS[end_cell])
                .and(self.board.digit_cells[digit as usize]);
            if seen.len() > 1 {
                for cell in seen {
                    step.eliminate(cell, digit);
                }
            }
        } else {
            if self.board.cands[start] & bit(last.digit()) != 0 {
                step.eliminate(start, last.digit());
            }
            if self.board.cands[end_cell] & bit(first.digit()) != 0 {
                step.eliminate(end_cell, first.digit());
            }
        }
        if step.eliminations.is_empty() {
            return;
        }
        let Some(chain) = table.chain(end, false, self.links, self.groups) else {
            return;
        };
        if chain.iter().any(|node| node.is_group()) {
            step.technique = GROUPED_AIC;
        }
        step.digits = bit(first.digit()) | bit(last.digit());
        step.cells = chain.iter().map(|n| n.cell() as u8).collect();
        self.found.push(step);
    }

    /// Whether an off-premise table's on entry `end` is worth an AIC.
    fn aic_candidate(&self, first: Node, last: Node) -> bool {
        let (start, end) = (first.cell(), last.cell());
        if first.digit() == last.digit() {
            let seen = PEER_SETS[start]
                .and(PEER_SETS[end])
                .and(self.board.digit_cells[first.digit() as usize]);
            seen.len() >= 2
        } else {
            PEER_SETS[start].contains(end)
                && self.board.cands[end] & bit(first.digit()) != 0
                && self.board.cands[start] & bit(last.digit()) != 0
        }
    }
}

/// HoDoKu's nice loop and AIC search, with group nodes when `grouped`:
/// the best step. The grouped search finds plain loops too (their tables
/// differ).
///
/// With `walked`, the grouped search keeps its tables' starts there for
/// the forcing chains.
pub(super) fn nice_loop_or_aic(
    board: &Board,
    grouped: bool,
    mut walked: Option<&mut Walked>,
) -> Option<HodokuStep> {
    if let Some(walked) = walked.as_deref_mut() {
        walked.clear();
    }
    let groups = if grouped {
        group_nodes::groups(board)
    } else {
        Vec::new()
    };
    let links = Links::new(board, &groups);
    let mut seen = Seen::new(links.node_of.len());
    let premises = |on: bool| {
        (0..81usize).flat_map(move |cell| {
            digits_of(board.cands[cell]).map(move |digit| Node::new(cell, digit, on))
        })
    };
    let mut table = Table::default();
    let mut search = Search {
        board,
        groups: &groups,
        links: &links,
        found: Vec::new(),
    };
    for premise in premises(true) {
        table.build(premise, &links, &mut seen);
        if let Some(walked) = walked.as_deref_mut() {
            walked.keep(&table);
        }
        loops_in(&mut search, &table);
    }
    // Each off table is read once, for its loops and its AICs; the AICs
    // are set aside to keep HoDoKu's order of finding (every loop first).
    let mut aics = Vec::new();
    for premise in premises(false) {
        table.build(premise, &links, &mut seen);
        if let Some(walked) = walked.as_deref_mut() {
            walked.keep(&table);
        }
        loops_in(&mut search, &table);
        let loops = search.found.len();
        let first = table.node(0, &links);
        for end in 1..table.len() {
            // An on candidate node (odd, below the group nodes) first.
            let n = table.numbers[end] as usize;
            if n >= CANDIDATE_NODES || n % 2 == 0 {
                continue;
            }
            let last = table.node(end, &links);
            if last.cell() != first.cell() && search.aic_candidate(first, last) {
                search.aic(&table, end);
            }
        }
        aics.extend(search.found.drain(loops..));
    }
    search.found.extend(aics);
    if let Some(walked) = walked {
        walked.ready = true;
    }
    // HoDoKu sorts a chain step's eliminations by digit, then cell (when
    // keying it), and applies them in that order, which orders the
    // naked-single queue.
    for step in &mut search.found {
        step.eliminations.sort_by_key(|c| (c.digit, c.cell));
    }
    best(search.found)
}

fn loops_in(search: &mut Search, table: &Table) {
    // A candidate node's number holds its cell: `(cell * 10 + digit) * 2
    // + on`, group nodes after them all.
    let start = table.node(0, search.links).cell() as u32;
    for end in 1..table.len() {
        let n = table.numbers[end];
        if (n as usize) < CANDIDATE_NODES && n / 20 == start {
            search.nice_loop(table, end);
        }
    }
}
