//! Forcing nets (contradiction and verity), found as HoDoKu 2.2.0 finds
//! them with its default settings.
//!
//! A net's table for a premise (a candidate set, or removed) is grown on a
//! copy of the board: the premise is applied (a removal that leaves one
//! candidate sets it), then up to four rounds of singles are set, each
//! round taking every naked single of the copy's queue and then every
//! hidden single. Every setting records the digit set, the digit removed
//! from the peers that held it, and the cell's other candidates removed.
//! A single records what it rests on: a naked single the removals of its
//! cell's other candidates, a hidden single the removals of the digit from
//! the house with the fewest places (at most five). Group nodes link in as
//! for forcing chains; then each table takes in, entry by entry, the
//! direct entries of the tables of what it holds (HoDoKu's expansion), at
//! most 1,000 entries a table.
//!
//! The checks are the forcing chains' (see `forcing_chains.rs`). Each
//! conclusion's chains are followed back through the first thing each
//! entry rests on; what else a single rests on is followed back too, to
//! the main chain, as a branch. A conclusion with no branch is a forcing
//! chain, which HoDoKu leaves to that technique, so it is dropped. A
//! step's length is its chains' entries plus one per branch's entries
//! and marker. One step is kept per conclusion and type, the shortest
//! first found; the step taken is chosen as for forcing chains.

use super::board::{bit, digits_of, Board};
use super::group_nodes::{self, Group};
use super::step::HodokuStep;
use super::table::numbers::{FORCING_NET_CONTRADICTION, FORCING_NET_VERITY};
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

const fn candidate_node(cell: usize, digit: u8, on: bool) -> u32 {
    ((cell * 10 + digit as usize) * 2 + on as usize) as u32
}

const fn group_node(g: usize, on: bool) -> u32 {
    (CANDIDATE_NODES + g * 2 + on as usize) as u32
}

const fn is_group(node: u32) -> bool {
    node as usize >= CANDIDATE_NODES
}

const fn is_on(node: u32) -> bool {
    node % 2 == 1
}

/// One entry of a table: a node and what it rests on.
#[derive(Clone, Copy, Default)]
struct Entry {
    node: u32,
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
struct Table {
    entries: Vec<Entry>,
    /// Where each node stands in `entries`.
    at: Vec<u16>,
    on_sets: [CellSet; 10],
    off_sets: [CellSet; 10],
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

    fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn position(&self, node: u32) -> Option<usize> {
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

struct Nets {
    groups: Vec<Group>,
    /// Per node, its table (empty when the node has none).
    tables: Vec<Table>,
}

impl Nets {
    fn table_of(&self, node: u32) -> &Table {
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
    fn build(board: &Board, budget: &mut Budget) -> Result<Nets, Exhausted> {
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
    fn chain(&self, table: &Table, node: u32) -> Option<(u32, bool)> {
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

/// Per candidate, the shortest nets found for it, as a contradiction
/// (`[0]`) and as a verity (`[1]`).
type Lengths = [Option<u32>; 2];

struct Conclusions {
    placements: Vec<Lengths>,
    eliminations: Vec<Lengths>,
}

/// HoDoKu keeps at most this many chains in one step.
const MAX_CHAINS: usize = 9;

impl Conclusions {
    /// Records the conclusion (`place`, `cell`, `digit`) of a step whose
    /// chains end at `ends` (a table and a node each), if it is a net.
    fn add(
        &mut self,
        nets: &Nets,
        place: bool,
        cell: usize,
        digit: usize,
        verity: bool,
        ends: &[(&Table, u32)],
    ) {
        let (mut length, mut net) = (0, false);
        for &(table, node) in ends.iter().take(MAX_CHAINS) {
            if let Some((chain, branched)) = nets.chain(table, node) {
                length += chain;
                net |= branched;
            }
        }
        if !net {
            return;
        }
        let list = if place {
            &mut self.placements
        } else {
            &mut self.eliminations
        };
        let slot = &mut list[cell * 10 + digit][verity as usize];
        if slot.map_or(true, |old| old > length) {
            *slot = Some(length);
        }
    }
}

/// The premise of `table` (cell, digit, on).
fn premise(table: &Table) -> (usize, u8, bool) {
    let node = table.entries[0].node;
    ((node / 20) as usize, (node / 2 % 10) as u8, is_on(node))
}

fn check_one(
    nets: &Nets,
    table: &Table,
    board: &Board,
    allowed: &[CellSet; 10],
    found: &mut Conclusions,
) {
    if table.is_empty() {
        return;
    }
    let (cell, digit, on) = premise(table);
    let d = digit as usize;
    let mut false_premise = |ends: &[(&Table, u32)]| {
        found.add(nets, !on, cell, d, false, ends);
    };
    let opposite = if on {
        table.off_sets[d]
    } else {
        table.on_sets[d]
    };
    if opposite.contains(cell) {
        false_premise(&[(table, candidate_node(cell, digit, !on))]);
    }
    for x in 0..=9u8 {
        if let Some(at) = table.on_sets[x as usize]
            .and(table.off_sets[x as usize])
            .first()
        {
            false_premise(&[
                (table, candidate_node(at, x, false)),
                (table, candidate_node(at, x, true)),
            ]);
        }
    }
    for x in 1..=9u8 {
        for y in x + 1..=9u8 {
            if let Some(at) = table.on_sets[x as usize]
                .and(table.on_sets[y as usize])
                .first()
            {
                false_premise(&[
                    (table, candidate_node(at, x, true)),
                    (table, candidate_node(at, y, true)),
                ]);
            }
        }
    }
    for kind in 0..3 {
        for x in 1..=9u8 {
            for house in HOUSE_SETS.iter().skip(kind * 9).take(9) {
                let set = house.and(table.on_sets[x as usize]);
                if set.len() > 1 {
                    let ends: Vec<_> = set
                        .iter()
                        .map(|at| (table, candidate_node(at, x, true)))
                        .collect();
                    false_premise(&ends);
                }
            }
        }
    }
    let mut emptied = CellSet::ALL;
    for x in 1..=9 {
        emptied = emptied.and(table.off_sets[x].or(CellSet::ALL.minus(board.digit_cells[x])));
    }
    for x in 0..=9 {
        emptied = emptied.minus(table.on_sets[x]);
    }
    for at in emptied.iter().filter(|&at| board.values[at] == 0) {
        let ends: Vec<_> = digits_of(board.cands[at])
            .map(|x| (table, candidate_node(at, x, false)))
            .collect();
        false_premise(&ends);
    }
    for kind in 0..3 {
        for x in 1..=9u8 {
            for house in HOUSE_SETS.iter().skip(kind * 9).take(9) {
                let places = house.and(allowed[x as usize]);
                if !places.is_empty() && places.minus(table.off_sets[x as usize]).is_empty() {
                    let ends: Vec<_> = places
                        .iter()
                        .map(|at| (table, candidate_node(at, x, false)))
                        .collect();
                    false_premise(&ends);
                }
            }
        }
    }
}

/// What every table of `list` holds is true.
fn check_all(nets: &Nets, list: &[&Table], found: &mut Conclusions) {
    let Some(first) = list.first() else {
        return;
    };
    for x in 1..=9u8 {
        let d = x as usize;
        for on in [true, false] {
            let sets = |t: &Table| if on { t.on_sets[d] } else { t.off_sets[d] };
            let common = list.iter().fold(sets(first), |set, t| set.and(sets(t)));
            for at in common {
                let ends: Vec<_> = list
                    .iter()
                    .map(|&t| (t, candidate_node(at, x, on)))
                    .collect();
                found.add(nets, on, at, d, true, &ends);
            }
        }
    }
}

/// HoDoKu's forcing net step on `board`, or `None`.
pub(super) fn forcing_net(
    board: &Board,
    budget: &mut Budget,
) -> Result<Option<HodokuStep>, Exhausted> {
    let nets = Nets::build(board, budget)?;
    let mut found = Conclusions {
        placements: vec![[None; 2]; CELLS * 10],
        eliminations: vec![[None; 2]; CELLS * 10],
    };
    let mut empty = CellSet::EMPTY;
    for cell in (0..CELLS).filter(|&cell| board.values[cell] == 0) {
        empty.insert(cell);
    }
    let mut allowed = [empty; 10];
    for cell in (0..CELLS).filter(|&cell| board.values[cell] != 0) {
        let value = board.values[cell] as usize;
        allowed[value] = allowed[value].minus(PEER_SETS[cell]);
    }
    for index in 0..CELLS * 10 {
        for on in [true, false] {
            let table = nets.table_of((index * 2 + on as usize) as u32);
            check_one(&nets, table, board, &allowed, &mut found);
        }
    }
    for index in 0..CELLS * 10 {
        let on = nets.table_of((index * 2 + 1) as u32);
        let off = nets.table_of((index * 2) as u32);
        if on.is_empty() || off.is_empty() {
            continue;
        }
        let cell = index / 10;
        for sets_on in [true, false] {
            for x in 1..=9u8 {
                let d = x as usize;
                let of = |t: &Table| if sets_on { t.on_sets[d] } else { t.off_sets[d] };
                for at in of(on).and(of(off)).minus(CellSet::single(cell)) {
                    let node = candidate_node(at, x, sets_on);
                    found.add(&nets, sets_on, at, d, true, &[(on, node), (off, node)]);
                }
            }
        }
    }
    for cell in (0..CELLS).filter(|&cell| board.values[cell] == 0) {
        let list: Vec<&Table> = digits_of(board.cands[cell])
            .map(|x| nets.table_of(candidate_node(cell, x, true)))
            .collect();
        check_all(&nets, &list, &mut found);
    }
    for house in HOUSE_SETS {
        for x in 1..=9u8 {
            let list: Vec<&Table> = board.digit_cells[x as usize]
                .and(house)
                .iter()
                .map(|cell| nets.table_of(candidate_node(cell, x, true)))
                .collect();
            check_all(&nets, &list, &mut found);
        }
    }
    let first = |list: &[Lengths]| {
        list.iter()
            .position(|lengths| lengths.iter().any(Option::is_some))
            .map(|i| (i / 10, (i % 10) as u8, list[i]))
    };
    if let Some((cell, digit, [contradiction, _])) = first(&found.placements) {
        let technique = if contradiction.is_some() {
            FORCING_NET_CONTRADICTION
        } else {
            FORCING_NET_VERITY
        };
        return Ok(Some(HodokuStep::placing(technique, cell, digit)));
    }
    Ok(first(&found.eliminations).map(|(cell, digit, lengths)| {
        let technique = match lengths {
            [Some(contradiction), Some(verity)] if verity < contradiction => FORCING_NET_VERITY,
            [Some(_), _] => FORCING_NET_CONTRADICTION,
            _ => FORCING_NET_VERITY,
        };
        let mut step = HodokuStep::new(technique);
        step.cells.push(cell as u8);
        step.digits = bit(digit);
        step.eliminate(cell, digit);
        step
    }))
}

#[cfg(test)]
mod tests {
    use super::super::solver::{apply, next_step, walk};
    use super::*;

    /// The board of `puzzle` after the first `steps` steps of its path.
    fn board_after(puzzle: &[u8; CELLS], steps: usize) -> Board {
        let mut board = Board::new(&crate::grid::parse(puzzle).unwrap());
        let mut budget = Budget::new(0);
        for _ in 0..steps {
            let step = next_step(&mut board, &mut budget).expect("implemented");
            apply(&mut board, &step);
        }
        board
    }

    /// Each placement of `step` leaves `puzzle` one solution, each
    /// elimination's digit none (test-support's counter).
    fn confirm(step: &HodokuStep, puzzle: &[u8; CELLS]) {
        for (candidates, solutions) in [(&step.placements, 1), (&step.eliminations, 0)] {
            for c in candidates {
                let mut with = *puzzle;
                with[c.cell as usize] = b'0' + c.digit;
                let count = sudoku_test_support::count_solutions(&with, 2);
                assert_eq!(count, Some(solutions), "{step}");
            }
        }
    }

    /// Each placement of `step` is `solution`'s digit, no elimination
    /// removes it; `solution` checked by test-support.
    fn check(step: &HodokuStep, puzzle: &[u8; CELLS], solution: &[u8; CELLS]) {
        sudoku_test_support::check_solution(puzzle, solution).expect("the data's solution");
        for c in &step.placements {
            assert_eq!(solution[c.cell as usize], b'0' + c.digit, "{step}");
        }
        for c in &step.eliminations {
            assert_ne!(solution[c.cell as usize], b'0' + c.digit, "{step}");
        }
    }

    // Dev puzzles 558, 533, 542 and 539 (../shared/data/hodoku): the step
    // HoDoKu 2.2.0 took at their first forcing net, after the steps before
    // it (which this engine takes as HoDoKu does).
    #[test]
    fn the_first_forcing_nets_are_hodokus() {
        let cases: [(&[u8; CELLS], usize, &str); 4] = [
            (
                b".3..2.61.6.2......1..5....98..95...6..7.......9...8.5...4.7.3..2..3....1...4...6.",
                4,
                "Forcing Net Contradiction: r1c1<>4",
            ),
            (
                b"5....9....4.3.2.8.........7.38.....4...6...9..9.8..15...2..3..87...1.......5...4.",
                18,
                "Forcing Net Verity: r2c5=7",
            ),
            (
                b".2...7..4...98...29...2.5.....2.....34..6.7.9..6....4...95..836.7............1.5.",
                19,
                "Forcing Net Verity: r1c3<>1",
            ),
            (
                b"7..9....8.98..1......3...1.28.6...4...61.....5...3..2...5..7....7....48.....63.7.",
                14,
                "Forcing Net Contradiction: r2c9=4",
            ),
        ];
        for (puzzle, steps, expected) in cases {
            let board = board_after(puzzle, steps);
            let step = forcing_net(&board, &mut Budget::new(0))
                .unwrap()
                .expect("a forcing net");
            confirm(&step, puzzle);
            assert_eq!(step.to_string(), expected);
        }
    }

    /// A few dev puzzles' whole paths (tests/data/hodoku/forcing_nets.jsonl,
    /// its first line says how it was made): every step HoDoKu's.
    #[test]
    fn whole_paths_through_forcing_nets_are_hodokus() {
        let text = include_str!("../../../tests/data/hodoku/forcing_nets.jsonl");
        let mut nets = 0;
        for line in text.lines().filter(|line| line.starts_with('{')) {
            let value: serde_json::Value = serde_json::from_str(line).unwrap();
            let puzzle: [u8; CELLS] = value["puzzle"]
                .as_str()
                .unwrap()
                .as_bytes()
                .try_into()
                .unwrap();
            let solution: [u8; CELLS] = value["solution"]
                .as_str()
                .unwrap()
                .as_bytes()
                .try_into()
                .unwrap();
            let mut ours = Vec::new();
            walk(
                &crate::grid::parse(&puzzle).unwrap(),
                &mut Budget::new(0),
                |step| ours.push(step.clone()),
            )
            .expect("rated");
            let expected = value["steps"].as_array().unwrap();
            assert_eq!(ours.len(), expected.len());
            for (step, want) in ours.iter().zip(expected) {
                check(step, &puzzle, &solution);
                let sorted = |text: &str| {
                    let mut tokens: Vec<&str> = text.split_whitespace().collect();
                    tokens.sort();
                    tokens.join(" ")
                };
                let mut placements: Vec<String> = step
                    .placements
                    .iter()
                    .map(|c| format!("r{}c{}={}", c.cell / 9 + 1, c.cell % 9 + 1, c.digit))
                    .collect();
                placements.sort();
                let mut eliminations: Vec<String> = step
                    .eliminations
                    .iter()
                    .map(|c| format!("r{}c{}<>{}", c.cell / 9 + 1, c.cell % 9 + 1, c.digit))
                    .collect();
                eliminations.sort();
                assert_eq!(
                    (step.name(), placements.join(" "), eliminations.join(" ")),
                    (
                        want["technique"].as_str().unwrap(),
                        sorted(want["placements"].as_str().unwrap()),
                        sorted(want["eliminations"].as_str().unwrap())
                    )
                );
                nets += step.name().starts_with("Forcing Net") as usize;
            }
        }
        assert!(nets >= 3, "{nets} forcing net steps");
    }

    #[test]
    fn the_search_stops_when_the_budget_runs_out() {
        let puzzle =
            b"1..4..7...2..5..8...3..6..94..7..1...5..8..2...6..3..47..1..6...8..2..3...9..4..5";
        let board = board_after(puzzle, 4);
        assert!(forcing_net(&board, &mut Budget::new(1000)).is_err());
    }
}
