//! Forcing nets' tables, grown as HoDoKu 2.2.0 grows them with its
//! default settings, and the length of a chain through them.
//!
//! A premise's table (a candidate set, or removed) is grown on a copy of
//! the board: the premise is applied (a removal that leaves one candidate
//! sets it), then up to four rounds of singles, each round setting every
//! naked single of the copy's queue and then every hidden single. Every
//! setting records the digit set, the digit removed from the peers that
//! held it, and the cell's other candidates removed. A single records what
//! it rests on: a naked single the removals of its cell's other
//! candidates, a hidden single the removals of the digit in the house with
//! the fewest places (at most five). Group nodes link in as for forcing
//! chains; then each table takes in, entry by entry, the direct entries of
//! the tables of what it holds (HoDoKu's expansion), at most 1,000 entries
//! a table.
//!
//! A chain is followed back through the first thing each entry rests on;
//! what else a single rests on is followed back too, to the main chain, as
//! a branch. Its length counts its entries and each branch's entries and
//! marker.

use super::board::{bit, digits_of, Board};
use super::group_nodes::{self, Group};
use crate::geometry::{CellSet, CELLS, HOUSES_OF, HOUSE_SETS, PEER_SETS};
use crate::logic::budget::{Budget, Exhausted};

/// HoDoKu's limit on the entries of one table (the premise included).
const MAX_ENTRIES: usize = 1000;
/// Rounds of singles a net table follows.
const LOOK_AHEAD: usize = 4;
/// HoDoKu keeps at most this many branches per chain.
const MAX_BRANCHES: usize = 200;
/// Distances are kept in nine bits, as in HoDoKu.
const DISTANCE_MASK: u16 = 0x1ff;

/// Candidate nodes: `(cell * 10 + digit) * 2 + on`; group `g`'s nodes
/// follow: `CANDIDATE_NODES + g * 2 + on`.
const CANDIDATE_NODES: usize = CELLS * 10 * 2;

pub(super) const fn candidate_node(cell: usize, digit: u8, on: bool) -> u32 {
    ((cell * 10 + digit as usize) * 2 + on as usize) as u32
}

const fn group_node(g: usize, on: bool) -> u32 {
    (CANDIDATE_NODES + g * 2 + on as usize) as u32
}

const fn is_group(node: u32) -> bool {
    node as usize >= CANDIDATE_NODES
}

pub(super) const fn is_on(node: u32) -> bool {
    node % 2 == 1
}

/// One entry of a table: a node and what it rests on.
#[derive(Clone, Copy, Default)]
pub(super) struct Entry {
    pub(super) node: u32,
    /// For a direct entry, the entries of this table it rests on (the
    /// largest first, as HoDoKu packs them; 0 for none); for an entry taken
    /// from another table, `rests[0]` names that table in HoDoKu's
    /// numbering (a candidate's `cell * 10 + digit`, a group's own index).
    rests: [u16; 5],
    expanded: bool,
    from_on: bool,
    from_group: bool,
    distance: u16,
}

#[derive(Default)]
pub(super) struct Table {
    pub(super) entries: Vec<Entry>,
    /// Where each node stands in `entries`.
    at: Vec<u16>,
    pub(super) on_sets: [CellSet; 10],
    pub(super) off_sets: [CellSet; 10],
}

const ABSENT: u16 = u16::MAX;

impl Table {
    fn new(nodes: usize) -> Table {
        Table {
            entries: Vec::new(),
            at: vec![ABSENT; nodes],
            on_sets: [CellSet::EMPTY; 10],
            off_sets: [CellSet::EMPTY; 10],
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub(super) fn position(&self, node: u32) -> Option<usize> {
        self.at
            .get(node as usize)
            .filter(|&&at| at != ABSENT)
            .map(|&at| at as usize)
    }

    /// The entry at `index`; a slot never written reads as HoDoKu's
    /// zeroed one.
    fn entry(&self, index: usize) -> Entry {
        self.entries.get(index).copied().unwrap_or_default()
    }

    /// Adds `node`, resting on `rests`; false when the table is full or
    /// already holds the candidate.
    fn add(&mut self, node: u32, rests: &[u16]) -> bool {
        if self.entries.len() >= MAX_ENTRIES {
            return false;
        }
        let (cell, digit) = ((node / 20) as usize, (node / 2 % 10) as usize);
        if !is_group(node) {
            let sets = if is_on(node) {
                &mut self.on_sets
            } else {
                &mut self.off_sets
            };
            if sets[digit].contains(cell) {
                return false;
            }
            sets[digit].insert(cell);
        }
        let mut packed = [0u16; 5];
        packed[..rests.len()].copy_from_slice(rests);
        for i in 1..5 {
            if packed[i] > packed[0] {
                packed.swap(0, i);
            }
        }
        let first = rests.first().copied().unwrap_or(0) as usize;
        let distance = (self.entry(first).distance + 1) & DISTANCE_MASK;
        self.at[node as usize] = self.entries.len() as u16;
        self.entries.push(Entry {
            node,
            rests: packed,
            distance,
            ..Entry::default()
        });
        true
    }
}

pub(super) struct Nets {
    groups: Vec<Group>,
    /// Per node, its table (empty when the node has none).
    tables: Vec<Table>,
}

impl Nets {
    pub(super) fn table_of(&self, node: u32) -> &Table {
        &self.tables[node as usize]
    }

    /// The table an expanded entry was taken from.
    fn source(&self, index: u16, from_on: bool, from_group: bool) -> u32 {
        let index = index as usize;
        if from_group {
            group_node(index / 2, index % 2 == 0)
        } else {
            (index * 2 + from_on as usize) as u32
        }
    }

    /// HoDoKu's number for `node`'s table.
    fn table_number(node: u32) -> u16 {
        if is_group(node) {
            let g = (node as usize - CANDIDATE_NODES) / 2;
            (g * 2 + !is_on(node) as usize) as u16
        } else {
            (node / 2) as u16
        }
    }

    fn cells_of(&self, node: u32) -> CellSet {
        if is_group(node) {
            self.groups[(node as usize - CANDIDATE_NODES) / 2].cells
        } else {
            CellSet::single((node / 20) as usize)
        }
    }

    /// The cell HoDoKu names a node by: a group's first.
    fn cell_of(&self, node: u32) -> usize {
        self.cells_of(node).first().unwrap_or(0)
    }
}

/// Sets `digit` in `cell` on the copy `grid`, recording it in `table`;
/// `single` tells a single of the look-ahead (naked or not) whose reasons
/// are recorded.
fn set_cell(
    table: &mut Table,
    grid: &mut Board,
    saved: &Board,
    cell: usize,
    digit: u8,
    single: Option<bool>,
) {
    let peers = saved.digit_cells[digit as usize]
        .and(PEER_SETS[cell])
        .minus(CellSet::single(cell));
    let others = grid.cands[cell];
    let mut rests = Vec::with_capacity(5);
    match single {
        Some(true) => {
            for other in digits_of(saved.cands[cell] & !bit(digit)).take(5) {
                let at = table.position(candidate_node(cell, other, false));
                rests.push(at.unwrap_or(0) as u16);
            }
        }
        Some(false) => {
            let mut best = HOUSES_OF[cell][0] as usize;
            for &house in &HOUSES_OF[cell] {
                if grid.free[house as usize][digit as usize] < grid.free[best][digit as usize] {
                    best = house as usize;
                }
            }
            let places = saved.digit_cells[digit as usize]
                .and(HOUSE_SETS[best])
                .minus(CellSet::single(cell));
            for place in places.iter().take(5) {
                let at = table.position(candidate_node(place, digit, false));
                rests.push(at.unwrap_or(0) as u16);
            }
        }
        None => rests.push(0),
    }
    if rests.is_empty() {
        rests.push(0);
    }
    let setting = table.entries.len() as u16;
    grid.place(cell, digit);
    table.add(candidate_node(cell, digit, true), &rests);
    for peer in peers {
        table.add(candidate_node(peer, digit, false), &[setting]);
    }
    for other in digits_of(others & !bit(digit)) {
        table.add(candidate_node(cell, other, false), &[setting]);
    }
}

/// The singles of `grid`'s queues: naked (`true`) first, then hidden.
fn singles(grid: &Board) -> Vec<(usize, u8, bool)> {
    let mut found = Vec::new();
    for &(cell, digit) in &grid.naked_queue {
        if grid.values[cell as usize] == 0 {
            found.push((cell as usize, digit, true));
        }
    }
    let mut hidden = CellSet::EMPTY;
    for &(cell, digit) in &grid.hidden_queue {
        let cell = cell as usize;
        if grid.values[cell] != 0 || hidden.contains(cell) || grid.cands[cell] & bit(digit) == 0 {
            continue;
        }
        if HOUSES_OF[cell]
            .iter()
            .any(|&house| grid.free[house as usize][digit as usize] == 1)
        {
            found.push((cell, digit, false));
            hidden.insert(cell);
        }
    }
    found
}

/// The net table of the premise (`cell`, `digit`, set when `on`).
fn net_table(board: &Board, nodes: usize, cell: usize, digit: u8, on: bool) -> Table {
    let mut table = Table::new(nodes);
    let mut grid = board.clone();
    if on {
        set_cell(&mut table, &mut grid, board, cell, digit, None);
    } else {
        grid.eliminate(cell, digit);
        table.add(candidate_node(cell, digit, false), &[0]);
        let left = grid.cands[cell];
        if left != 0 && left & (left - 1) == 0 {
            let last = left.trailing_zeros() as u8 + 1;
            set_cell(&mut table, &mut grid, board, cell, last, None);
        }
    }
    for _ in 0..LOOK_AHEAD {
        let found = singles(&grid);
        if found.is_empty() {
            break;
        }
        for (cell, digit, naked) in found {
            set_cell(&mut table, &mut grid, board, cell, digit, Some(naked));
        }
    }
    table
}

impl Nets {
    pub(super) fn build(board: &Board, budget: &mut Budget) -> Result<Nets, Exhausted> {
        let groups = group_nodes::groups(board);
        let nodes = CANDIDATE_NODES + 2 * groups.len();
        let mut tables: Vec<Table> = (0..nodes).map(|_| Table::default()).collect();
        for cell in (0..CELLS).filter(|&cell| board.values[cell] == 0) {
            for digit in digits_of(board.cands[cell]) {
                for on in [true, false] {
                    let table = net_table(board, nodes, cell, digit, on);
                    budget.spend(table.entries.len() as u64)?;
                    tables[candidate_node(cell, digit, on) as usize] = table;
                }
            }
        }
        // Group nodes: their own tables, and links from the candidates'.
        for g in 0..groups.len() {
            let digit = groups[g].digit;
            let mut on_table = Table::new(nodes);
            let mut off_table = Table::new(nodes);
            on_table.add(group_node(g, true), &[0]);
            off_table.add(group_node(g, false), &[0]);
            let mut place_links = Vec::new();
            let links =
                group_nodes::links(board, &groups, g, |cell, on| place_links.push((cell, on)));
            for (cell, on) in place_links {
                tables[candidate_node(cell, digit, on) as usize].add(group_node(g, !on), &[0]);
            }
            let node = |target: group_nodes::Target, on: bool| match target {
                group_nodes::Target::Place(cell) => candidate_node(cell, digit, on),
                group_nodes::Target::Group(other) => group_node(other, on),
            };
            for target in links.when_on {
                on_table.add(node(target, false), &[0]);
            }
            for target in links.when_off {
                off_table.add(node(target, true), &[0]);
            }
            tables[group_node(g, true) as usize] = on_table;
            tables[group_node(g, false) as usize] = off_table;
        }
        let mut nets = Nets { groups, tables };
        for on in [true, false] {
            for index in 0..CELLS * 10 {
                let node = (index * 2 + on as usize) as u32;
                nets.expand(node);
                budget.spend(nets.tables[node as usize].entries.len() as u64)?;
            }
        }
        Ok(nets)
    }

    /// HoDoKu's expansion of one table: entry by entry (those added too),
    /// the direct entries of the entry's own table join it.
    fn expand(&mut self, node: u32) {
        let mut dest = std::mem::take(&mut self.tables[node as usize]);
        let mut j = 1;
        while j < dest.entries.len() && dest.entries.len() < MAX_ENTRIES {
            let from = dest.entries[j].node;
            let src = &self.tables[from as usize];
            if src.is_empty() {
                j += 1;
                continue;
            }
            let (from_group, from_on) = (is_group(from), !is_group(from) && is_on(from));
            let number = Nets::table_number(from);
            let base = dest.entries[j].distance;
            for k in 1..src.entries.len() {
                let entry = src.entries[k];
                if entry.expanded {
                    continue;
                }
                let distance = base + entry.distance;
                match dest.position(entry.node) {
                    Some(old) => {
                        let old = &mut dest.entries[old];
                        if old.expanded && old.distance > distance {
                            *old = Entry {
                                node: old.node,
                                rests: [number, 0, 0, 0, 0],
                                expanded: true,
                                from_on,
                                from_group,
                                distance: distance & DISTANCE_MASK,
                            };
                        }
                    }
                    None => {
                        dest.add(entry.node, &[number]);
                        // A full table marks its last entry, as HoDoKu does.
                        let last = dest.entries.last_mut().expect("a premise");
                        last.expanded = true;
                        last.from_group |= from_group;
                        last.from_on |= from_on && !from_group;
                        last.distance = distance & DISTANCE_MASK;
                    }
                }
            }
            j += 1;
        }
        self.tables[node as usize] = dest;
    }

    /// Follows `index` of table `org` back to its premise: the nodes met,
    /// the conclusion first. The main chain (`branch` None) records its
    /// cells and the branches it meets; a branch stops at the main chain.
    fn walk(
        &self,
        org: &Table,
        start: usize,
        branch: Option<(&[u32], CellSet)>,
        cells: &mut CellSet,
        branches: &mut Vec<u32>,
    ) -> Vec<u32> {
        let mut chain = vec![org.entry(start).node];
        let mut table = org;
        let mut index = start;
        let mut jumped = false;
        while index != 0 && chain.len() < MAX_ENTRIES {
            let here = table.entry(index);
            if here.expanded {
                let origin = org.entry(index);
                let source = self.source(origin.rests[0], here.from_on, here.from_group);
                table = self.table_of(source);
                jumped = true;
                match table.position(origin.node) {
                    Some(at) => index = at,
                    None => break,
                }
            }
            let entry = table.entry(index);
            for (i, &rest) in entry.rests.iter().enumerate() {
                let rest = rest as usize;
                if i == 0 {
                    index = rest;
                    let node = table.entry(rest).node;
                    chain.push(node);
                    match branch {
                        None => *cells = cells.or(self.cells_of(node)),
                        Some((main, main_cells)) => {
                            if main_cells.contains(self.cell_of(node)) && main.contains(&node) {
                                return chain;
                            }
                        }
                    }
                } else if rest != 0 && branch.is_none() && branches.len() < MAX_BRANCHES {
                    branches.push(table.entry(rest).node);
                }
            }
            if jumped && index == 0 {
                let back = table.entry(0).node;
                table = org;
                match org.position(back) {
                    Some(at) => index = at,
                    None => break,
                }
                jumped = false;
            }
        }
        chain
    }

    /// The length of the chain from `table`'s premise to `node`, with its
    /// branches, and whether it has any; `None` when the table lacks it.
    pub(super) fn chain(&self, table: &Table, node: u32) -> Option<(u32, bool)> {
        let start = table.position(node)?;
        let mut cells = CellSet::EMPTY;
        let mut starts = Vec::new();
        let main = self.walk(table, start, None, &mut cells, &mut starts);
        let mut length = main.len() as u32;
        let mut net = false;
        let (mut unused, mut no_cells) = (Vec::new(), CellSet::EMPTY);
        let branches: Vec<Vec<u32>> = starts
            .iter()
            .map(|&node| match table.position(node) {
                Some(at) => self.walk(table, at, Some((&main, cells)), &mut no_cells, &mut unused),
                None => vec![node],
            })
            .collect();
        for &node in &main {
            for branch in &branches {
                if branch.last() == Some(&node) {
                    // The branch's own entries, then its marker.
                    length += branch.len() as u32;
                    net = true;
                }
            }
        }
        Some((length, net))
    }
}
