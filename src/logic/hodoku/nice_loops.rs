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

/// Per node, its direct consequences in HoDoKu's order (with `groups`,
/// the group nodes' links after the candidates' own).
fn direct_consequences(board: &Board, groups: &[Group]) -> Vec<Vec<Node>> {
    let mut direct = vec![Vec::new(); CANDIDATE_NODES + 2 * groups.len()];
    for cell in 0..81 {
        let cands = board.cands[cell];
        if board.values[cell] != 0 {
            continue;
        }
        for digit in digits_of(cands) {
            let mut when_on: Vec<Node> = Vec::new();
            let mut when_off: Vec<Node> = Vec::new();
            for other in digits_of(cands & !bit(digit)) {
                when_on.push(Node::new(cell, other, false));
                if cands.count_ones() == 2 {
                    when_off.push(Node::new(cell, other, true));
                }
            }
            let places = board.digit_cells[digit as usize].minus(CellSet::single(cell));
            for &house in &HOUSES_OF[cell] {
                let count = board.free[house as usize][digit as usize];
                let peers = places.and(HOUSE_SETS[house as usize]);
                if count < 2 || peers.is_empty() {
                    continue;
                }
                for peer in peers {
                    push_new(&mut when_on, Node::new(peer, digit, false));
                }
                if count == 2 {
                    let partner = peers.first().expect("checked not empty");
                    push_new(&mut when_off, Node::new(partner, digit, true));
                }
            }
            direct[Node::new(cell, digit, true).index()] = when_on;
            direct[Node::new(cell, digit, false).index()] = when_off;
        }
    }
    for g in 0..groups.len() {
        let node = |target: Target, on: bool| match target {
            Target::Place(cell) => Node::new(cell, groups[g].digit, on),
            Target::Group(other) => Node::of_group(groups, other, on),
        };
        let mut place_links = Vec::new();
        let links = group_nodes::links(board, groups, g, |cell, on| place_links.push((cell, on)));
        for (cell, on) in place_links {
            // A place set turns the group off; a place removed turns it on.
            let place = Node::new(cell, groups[g].digit, on);
            direct[place.index()].push(Node::of_group(groups, g, !on));
        }
        direct[Node::of_group(groups, g, true).index()] =
            links.when_on.into_iter().map(|t| node(t, false)).collect();
        direct[Node::of_group(groups, g, false).index()] =
            links.when_off.into_iter().map(|t| node(t, true)).collect();
    }
    direct
}

fn push_new(list: &mut Vec<Node>, node: Node) {
    if !list.contains(&node) {
        list.push(node);
    }
}

/// Everything that follows from one premise, breadth first.
#[derive(Clone, Default)]
struct Table {
    nodes: Vec<Node>,
    /// The entry that led to each (the premise: itself).
    parent: Vec<u16>,
    /// HoDoKu's distance: 1 for the premise, 2 for direct consequences,
    /// two more per step beyond.
    distance: Vec<u16>,
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

impl Table {
    /// Rebuilds the table for `premise` in place (its buffers are reused
    /// from one premise to the next).
    fn build(&mut self, premise: Node, direct: &[Vec<Node>], seen: &mut Seen) {
        self.nodes.clear();
        self.parent.clear();
        self.distance.clear();
        self.nodes.push(premise);
        self.parent.push(0);
        self.distance.push(1);
        seen.table += 1;
        let stamp = seen.table;
        seen.stamps[premise.index()] = stamp;
        for &node in &direct[premise.index()] {
            seen.stamps[node.index()] = stamp;
            self.nodes.push(node);
            self.parent.push(0);
            self.distance.push(2);
        }
        let mut j = 1;
        while j < self.nodes.len() {
            let from = self.nodes[j];
            let distance = self.distance[j] + 2;
            for &node in &direct[from.index()] {
                // Breadth first, so an entry met again is never nearer.
                if seen.stamps[node.index()] != stamp {
                    seen.stamps[node.index()] = stamp;
                    self.nodes.push(node);
                    self.parent.push(j as u16);
                    self.distance.push(distance);
                }
            }
            j += 1;
        }
    }

    /// The chain from the premise to entry `end`, or `None` for a lasso:
    /// a cell met again after leaving it (a nice loop may come back to
    /// the premise's cell at its end; an AIC may not). A nice loop must
    /// also reach its end from another cell.
    fn chain(&self, end: usize, nice_loop: bool, groups: &[Group]) -> Option<Vec<Node>> {
        let mut backwards = vec![self.nodes[end]];
        let mut at = end;
        while at != 0 {
            at = self.parent[at] as usize;
            backwards.push(self.nodes[at]);
        }
        if nice_loop && backwards[0].cell() == backwards[1].cell() {
            return None;
        }
        let start_cell = self.nodes[0].cell();
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
    found: Vec<HodokuStep>,
}

impl Search<'_> {
    fn nice_loop(&mut self, table: &Table, end: usize) {
        if table.distance[end] <= 2 {
            return;
        }
        let Some(chain) = table.chain(end, true, self.groups) else {
            return;
        };
        if chain[0].cell() == chain[1].cell() {
            return;
        }
        let premise = table.nodes[0];
        let last = table.nodes[end];
        // HoDoKu reads the first link from the table's first consequence.
        let first_strong = table.nodes[1].on();
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
        if table.distance[end] <= 2 {
            return;
        }
        let (first, last) = (table.nodes[0], table.nodes[end]);
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
        let Some(chain) = table.chain(end, false, self.groups) else {
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
pub(super) fn nice_loop_or_aic(board: &Board, grouped: bool) -> Option<HodokuStep> {
    let groups = if grouped {
        group_nodes::groups(board)
    } else {
        Vec::new()
    };
    let direct = direct_consequences(board, &groups);
    let mut seen = Seen::new(direct.len());
    let premises = |on: bool| {
        (0..81usize).flat_map(move |cell| {
            digits_of(board.cands[cell]).map(move |digit| Node::new(cell, digit, on))
        })
    };
    let mut table = Table::default();
    // Kept for the loops and AICs read after the on tables; a clone holds
    // just its entries.
    let off_tables: Vec<Table> = premises(false)
        .map(|p| {
            table.build(p, &direct, &mut seen);
            table.clone()
        })
        .collect();
    let mut search = Search {
        board,
        groups: &groups,
        found: Vec::new(),
    };
    for premise in premises(true) {
        table.build(premise, &direct, &mut seen);
        loops_in(&mut search, &table);
    }
    for table in &off_tables {
        loops_in(&mut search, table);
    }
    for table in &off_tables {
        let first = table.nodes[0];
        for end in 1..table.nodes.len() {
            let last = table.nodes[end];
            if last.on()
                && !last.is_group()
                && last.cell() != first.cell()
                && search.aic_candidate(first, last)
            {
                search.aic(table, end);
            }
        }
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
    let start = table.nodes[0].cell();
    for end in 1..table.nodes.len() {
        if !table.nodes[end].is_group() && table.nodes[end].cell() == start {
            search.nice_loop(table, end);
        }
    }
}
