//! Forcing chains (contradiction and verity), found as HoDoKu 2.2.0 finds
//! them with its default settings: from implication tables.
//!
//! For every candidate, set ("on") and removed ("off"), a table lists what
//! follows from it through single links and group nodes, breadth first
//! (the direct consequences in HoDoKu's order, then theirs), at most 1,000
//! entries a table as in HoDoKu. A conclusion's chain length is its depth
//! in the table plus one.
//!
//! - **Contradiction:** a premise whose table holds its own opposite, a
//!   candidate both set and removed, two digits set in one cell, one digit
//!   set twice in a house, a cell left empty or a digit left with no place
//!   in a house, is false: a set premise is eliminated, a removed one
//!   placed.
//! - **Verity:** what both tables of a candidate (set and removed) hold, or
//!   the tables of every candidate of a cell, or of every place of a digit
//!   in a house, is true.
//!
//! One step is kept per conclusion and type (contradiction, verity): the
//! one with the shortest chains, the first found on a tie. The step taken
//! is the placement in the lowest cell (a contradiction before a verity,
//! the order found), else the elimination of the lowest candidate (cell,
//! then digit), the type with the shorter chains, a contradiction on a tie.

use super::board::{bit, digits_of, Board};
use super::group_nodes::{self, Group, Target};
use super::nice_loops::Walked;
use super::step::HodokuStep;
use super::table::numbers::{FORCING_CHAIN_CONTRADICTION, FORCING_CHAIN_VERITY};
use crate::geometry::{CellSet, CELLS, HOUSES_OF, HOUSE_SETS, PEER_SETS};
use crate::logic::budget::{Budget, Exhausted};

/// HoDoKu's limit on the entries of one table (the premise included).
pub(super) const MAX_TABLE_ENTRIES: usize = 1000;

/// Node numbers: a candidate's `(cell * 10 + digit) * 2 + on`; after
/// them, group `g`'s `CANDIDATE_NODES + g * 2 + on`.
const CANDIDATE_NODES: usize = CELLS * 10 * 2;

const fn candidate_node(cell: usize, digit: u8, on: bool) -> usize {
    (cell * 10 + digit as usize) * 2 + on as usize
}

const fn group_node(g: usize, on: bool) -> usize {
    CANDIDATE_NODES + g * 2 + on as usize
}

/// Per node, its direct consequences in HoDoKu's order: a candidate's own
/// links first, then the group nodes' links to it.
fn direct_consequences(board: &Board, groups: &[Group]) -> Vec<Vec<u32>> {
    let mut direct = vec![Vec::new(); CANDIDATE_NODES + 2 * groups.len()];
    let push_new = |list: &mut Vec<u32>, node: usize| {
        if !list.contains(&(node as u32)) {
            list.push(node as u32);
        }
    };
    for cell in 0..CELLS {
        let cands = board.cands[cell];
        if board.values[cell] != 0 {
            continue;
        }
        for digit in digits_of(cands) {
            let (mut when_on, mut when_off) = (Vec::new(), Vec::new());
            for other in digits_of(cands & !bit(digit)) {
                when_on.push(candidate_node(cell, other, false) as u32);
                if cands.count_ones() == 2 {
                    when_off.push(candidate_node(cell, other, true) as u32);
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
                    push_new(&mut when_on, candidate_node(peer, digit, false));
                }
                if count == 2 {
                    let partner = peers.first().expect("checked not empty");
                    push_new(&mut when_off, candidate_node(partner, digit, true));
                }
            }
            direct[candidate_node(cell, digit, true)] = when_on;
            direct[candidate_node(cell, digit, false)] = when_off;
        }
    }
    for g in 0..groups.len() {
        let digit = groups[g].digit;
        let node = |target: Target, on: bool| match target {
            Target::Place(cell) => candidate_node(cell, digit, on) as u32,
            Target::Group(other) => group_node(other, on) as u32,
        };
        let mut place_links = Vec::new();
        let links = group_nodes::links(board, groups, g, |cell, on| place_links.push((cell, on)));
        for (cell, on) in place_links {
            // A place set turns the group off; a place removed turns it on.
            direct[candidate_node(cell, digit, on)].push(group_node(g, !on) as u32);
        }
        direct[group_node(g, true)] = links.when_on.into_iter().map(|t| node(t, false)).collect();
        direct[group_node(g, false)] = links.when_off.into_iter().map(|t| node(t, true)).collect();
    }
    direct
}

/// The links of a grid, to walk tables from (when the grouped nice-loop
/// search did not walk them on this grid).
struct Walk {
    direct: Vec<Vec<u32>>,
    seen: Vec<u32>,
    stamp: u32,
}

impl Walk {
    fn new(board: &Board) -> Walk {
        let groups = group_nodes::groups(board);
        let direct = direct_consequences(board, &groups);
        let seen = vec![0u32; direct.len()];
        Walk {
            direct,
            seen,
            stamp: 0,
        }
    }

    /// `premise`'s table into `queue`: node numbers and depths, breadth
    /// first, at most HoDoKu's 1,000 entries.
    fn table(&mut self, premise: usize, queue: &mut Vec<(u32, u16)>) {
        self.stamp += 1;
        let stamp = self.stamp;
        queue.clear();
        queue.push((premise as u32, 0));
        self.seen[premise] = stamp;
        let mut j = 0;
        while j < queue.len() && queue.len() < MAX_TABLE_ENTRIES {
            let (from, depth) = queue[j];
            for &node in &self.direct[from as usize] {
                if queue.len() >= MAX_TABLE_ENTRIES {
                    break;
                }
                if self.seen[node as usize] != stamp {
                    self.seen[node as usize] = stamp;
                    queue.push((node, depth + 1));
                }
            }
            j += 1;
        }
    }
}

/// What one premise implies.
struct Table {
    /// The premise's cell and digit, and whether it sets the digit.
    cell: usize,
    digit: u8,
    on: bool,
    /// Cells where each digit is set / removed.
    on_sets: [CellSet; 10],
    off_sets: [CellSet; 10],
    /// Its entries (node numbers and depths): a range of the grouped
    /// nice-loop search's (`walked`), or of [`Tables::own`].
    walked: bool,
    entries: (u32, u32),
}

/// Every premise's table.
struct Tables<'a> {
    tables: Vec<Table>,
    /// The table of each candidate node, if its candidate is open.
    of_node: Vec<Option<u32>>,
    walked: Option<&'a Walked>,
    /// The entries of the tables walked here.
    own: Vec<(u32, u16)>,
}

impl<'a> Tables<'a> {
    /// Every open candidate's two tables, read from `walked` (the grouped
    /// nice-loop search's on this grid) when it has them, else walked here.
    fn build(
        board: &Board,
        budget: &mut Budget,
        walked: Option<&'a Walked>,
    ) -> Result<Tables<'a>, Exhausted> {
        let mut tables = Tables {
            tables: Vec::with_capacity(2 * CELLS * 9),
            of_node: vec![None; CANDIDATE_NODES],
            walked,
            own: Vec::new(),
        };
        let mut walk = None;
        let mut queue: Vec<(u32, u16)> = Vec::with_capacity(MAX_TABLE_ENTRIES);
        for cell in 0..CELLS {
            if board.values[cell] != 0 {
                continue;
            }
            for digit in digits_of(board.cands[cell]) {
                for on in [true, false] {
                    let premise = candidate_node(cell, digit, on);
                    let (entries, range) = match walked
                        .and_then(|walked| walked.range(premise).map(|r| (walked, r)))
                    {
                        Some((walked, range)) => (walked.slice(range), (true, range)),
                        None => {
                            let walk = walk.get_or_insert_with(|| Walk::new(board));
                            walk.table(premise, &mut queue);
                            let start = tables.own.len() as u32;
                            tables.own.extend_from_slice(&queue);
                            (&queue[..], (false, (start, tables.own.len() as u32)))
                        }
                    };
                    budget.spend(entries.len() as u64)?;
                    // Off, then on: indexed without a branch (which way
                    // an entry goes is a coin toss).
                    let mut sets = [[CellSet::EMPTY; 10]; 2];
                    for &(node, _) in entries {
                        let node = node as usize;
                        if node >= CANDIDATE_NODES {
                            continue;
                        }
                        let (place, node_on) = (node / 2, node % 2);
                        sets[node_on][place % 10].insert(place / 10);
                    }
                    tables.of_node[premise] = Some(tables.tables.len() as u32);
                    tables.tables.push(Table {
                        cell,
                        digit,
                        on,
                        on_sets: sets[1],
                        off_sets: sets[0],
                        walked: range.0,
                        entries: range.1,
                    });
                }
            }
        }
        Ok(tables)
    }

    fn table(&self, cell: usize, digit: u8, on: bool) -> Option<&Table> {
        self.of_node[candidate_node(cell, digit, on)].map(|t| &self.tables[t as usize])
    }

    /// The length of the chain from `table`'s premise to a candidate it
    /// holds: its depth plus one. Looked up in the table's entries: asked
    /// only for the few conclusions that can decide the step taken.
    fn chain(&self, table: &Table, cell: usize, digit: usize, on: bool) -> u32 {
        let entries = match (table.walked, self.walked) {
            (true, Some(walked)) => walked.slice(table.entries),
            _ => &self.own[table.entries.0 as usize..table.entries.1 as usize],
        };
        let node = candidate_node(cell, digit as u8, on) as u32;
        let depth = entries
            .iter()
            .find(|&&(n, _)| n == node)
            .map(|&(_, depth)| depth);
        debug_assert!(depth.is_some(), "chains end at entries of the table");
        u32::from(depth.unwrap_or(0)) + 1
    }
}

/// Per candidate, the shortest chains found for it, as a contradiction
/// (`[0]`) and as a verity (`[1]`): HoDoKu keeps one step per conclusion
/// and type. Forcing nets keep theirs the same way.
pub(super) type Lengths = [Option<u32>; 2];

/// The conclusions, per candidate: placements and eliminations.
struct Conclusions {
    placements: Vec<Lengths>,
    eliminations: Vec<Lengths>,
    /// The lowest candidate (`cell * 10 + digit`) with a placement found
    /// so far, and with an elimination: the step taken is one of these
    /// two (see [`chosen_step`]), so a conclusion past them cannot be it.
    first_placement: usize,
    first_elimination: usize,
}

impl Conclusions {
    fn new() -> Conclusions {
        Conclusions {
            placements: vec![[None; 2]; CELLS * 10],
            eliminations: vec![[None; 2]; CELLS * 10],
            first_placement: CELLS * 10,
            first_elimination: CELLS * 10,
        }
    }

    /// Records a conclusion whose chains are `length()` long. The length
    /// is worked out only where it can change the step taken:
    /// [`chosen_step`] takes the lowest placement, asking only which types
    /// found it, and only without placements the lowest elimination,
    /// comparing its types' lengths. Anything past those is skipped.
    /// Whether a conclusion on candidate `index` could still change the
    /// step taken.
    fn wanted(&self, place: bool, index: usize) -> bool {
        if place {
            index <= self.first_placement
        } else {
            self.first_placement == CELLS * 10 && index <= self.first_elimination
        }
    }

    fn add(
        &mut self,
        place: bool,
        cell: usize,
        digit: usize,
        technique: u32,
        length: impl FnOnce() -> u32,
    ) {
        let index = cell * 10 + digit;
        let verity = (technique == FORCING_CHAIN_VERITY) as usize;
        if !self.wanted(place, index) {
            return;
        }
        if place {
            // A placement's length is never compared.
            self.placements[index][verity].get_or_insert(0);
            self.first_placement = index;
            return;
        }
        let length = length();
        let slot = &mut self.eliminations[index][verity];
        // A shorter chain replaces; the first found wins a tie.
        if slot.map_or(true, |old| old > length) {
            *slot = Some(length);
        }
        self.first_elimination = index;
    }

    /// The premise of `table` is false.
    fn contradiction(&mut self, table: &Table, length: impl FnOnce() -> u32) {
        let digit = table.digit as usize;
        self.add(
            !table.on,
            table.cell,
            digit,
            FORCING_CHAIN_CONTRADICTION,
            length,
        );
    }
}

/// Houses in HoDoKu's check order: rows, columns, boxes.
fn houses() -> impl Iterator<Item = CellSet> {
    HOUSE_SETS.iter().copied()
}

fn check_one(
    tables: &Tables,
    table: &Table,
    board: &Board,
    allowed: &[CellSet; 10],
    found: &mut Conclusions,
) {
    let (cell, digit) = (table.cell, table.digit as usize);
    // Every conclusion here is the premise's opposite.
    if !found.wanted(!table.on, cell * 10 + digit) {
        return;
    }
    // Its own opposite.
    if table.on && table.off_sets[digit].contains(cell) {
        found.contradiction(table, || tables.chain(table, cell, digit, false));
    }
    if !table.on && table.on_sets[digit].contains(cell) {
        found.contradiction(table, || tables.chain(table, cell, digit, true));
    }
    // A candidate set and removed.
    for d in 1..=9 {
        if let Some(at) = table.on_sets[d].and(table.off_sets[d]).first() {
            found.contradiction(table, || {
                tables.chain(table, at, d, false) + tables.chain(table, at, d, true)
            });
        }
    }
    // Two digits set in one cell.
    for d1 in 1..=9 {
        for d2 in d1 + 1..=9 {
            if let Some(at) = table.on_sets[d1].and(table.on_sets[d2]).first() {
                found.contradiction(table, || {
                    tables.chain(table, at, d1, true) + tables.chain(table, at, d2, true)
                });
            }
        }
    }
    // A digit set twice in a house: rows, then columns, then boxes. (The
    // order of one table's contradictions does not matter: they all
    // conclude its premise, and only the shortest is kept.)
    for kind in 0..3 {
        for d in (1..=9).filter(|&d| table.on_sets[d].len() > 1) {
            for house in houses().skip(kind * 9).take(9) {
                let set = house.and(table.on_sets[d]);
                if set.len() > 1 {
                    found.contradiction(table, || {
                        set.iter().map(|at| tables.chain(table, at, d, true)).sum()
                    });
                }
            }
        }
    }
    // A cell left with no candidate.
    let mut emptied = CellSet::ALL;
    for d in 1..=9u8 {
        emptied = emptied
            .and(table.off_sets[d as usize].or(CellSet::ALL.minus(board.digit_cells[d as usize])));
    }
    for d in 1..=9 {
        emptied = emptied.minus(table.on_sets[d]);
    }
    for at in emptied.iter().filter(|&at| board.values[at] == 0) {
        found.contradiction(table, || {
            digits_of(board.cands[at])
                .map(|d| tables.chain(table, at, d as usize, false))
                .sum()
        });
    }
    // A digit left with no place in a house (the places its placed copies
    // allow, as HoDoKu counts them).
    for kind in 0..3 {
        for (d, &allowed) in allowed.iter().enumerate().skip(1) {
            if table.off_sets[d].is_empty() {
                continue;
            }
            for house in houses().skip(kind * 9).take(9) {
                let places = house.and(allowed);
                if !places.is_empty() && places.minus(table.off_sets[d]).is_empty() {
                    found.contradiction(table, || {
                        places
                            .iter()
                            .map(|at| tables.chain(table, at, d, false))
                            .sum()
                    });
                }
            }
        }
    }
}

/// What every table of `list` holds is true.
fn check_all(tables: &Tables, list: &[&Table], found: &mut Conclusions) {
    let Some(first) = list.first() else {
        return;
    };
    for d in 1..=9 {
        let on = list
            .iter()
            .fold(first.on_sets[d], |set, t| set.and(t.on_sets[d]));
        for at in on {
            found.add(true, at, d, FORCING_CHAIN_VERITY, || {
                list.iter().map(|t| tables.chain(t, at, d, true)).sum()
            });
        }
        let off = list
            .iter()
            .fold(first.off_sets[d], |set, t| set.and(t.off_sets[d]));
        for at in off {
            found.add(false, at, d, FORCING_CHAIN_VERITY, || {
                list.iter().map(|t| tables.chain(t, at, d, false)).sum()
            });
        }
    }
}

/// HoDoKu's forcing chain step on `board`, or `None`.
///
/// `walked`: the grouped nice-loop search's tables on this grid, if it ran.
pub(super) fn forcing_chain(
    board: &Board,
    budget: &mut Budget,
    walked: Option<&Walked>,
) -> Result<Option<HodokuStep>, Exhausted> {
    let tables = Tables::build(board, budget, walked)?;
    let mut found = Conclusions::new();
    // Where each digit may go, counting only placed digits.
    let mut empty = CellSet::EMPTY;
    for cell in (0..CELLS).filter(|&cell| board.values[cell] == 0) {
        empty.insert(cell);
    }
    let mut allowed = [empty; 10];
    for cell in (0..CELLS).filter(|&cell| board.values[cell] != 0) {
        let value = board.values[cell] as usize;
        allowed[value] = allowed[value].minus(PEER_SETS[cell]);
    }
    for table in &tables.tables {
        check_one(&tables, table, board, &allowed, &mut found);
    }
    // Set and removed: both tables of one candidate.
    for pair in tables.tables.chunks(2) {
        let (on, off) = (&pair[0], &pair[1]);
        for sets_on in [true, false] {
            let set_of = |t: &Table, d: usize| if sets_on { t.on_sets[d] } else { t.off_sets[d] };
            for d in 1..=9 {
                let both = set_of(on, d)
                    .and(set_of(off, d))
                    .minus(CellSet::single(on.cell));
                for at in both {
                    found.add(sets_on, at, d, FORCING_CHAIN_VERITY, || {
                        tables.chain(on, at, d, sets_on) + tables.chain(off, at, d, sets_on)
                    });
                }
            }
        }
    }
    // Every candidate of a cell, then every place of a digit in a house.
    for cell in (0..CELLS).filter(|&cell| board.values[cell] == 0) {
        let list: Vec<&Table> = digits_of(board.cands[cell])
            .filter_map(|d| tables.table(cell, d, true))
            .collect();
        check_all(&tables, &list, &mut found);
    }
    for house in houses() {
        for d in 1..=9u8 {
            let list: Vec<&Table> = board.digit_cells[d as usize]
                .and(house)
                .iter()
                .filter_map(|cell| tables.table(cell, d, true))
                .collect();
            check_all(&tables, &list, &mut found);
        }
    }
    Ok(chosen_step(
        &found.placements,
        &found.eliminations,
        FORCING_CHAIN_CONTRADICTION,
        FORCING_CHAIN_VERITY,
    ))
}

/// The step HoDoKu takes from the conclusions of its forcing chains or
/// nets (per candidate, `cell * 10 + digit`): placements first, the lowest
/// cell first, a contradiction and a verity for one cell in the order
/// found; then eliminations, the lowest candidate first, the shorter chains
/// first, then as found.
pub(super) fn chosen_step(
    placements: &[Lengths],
    eliminations: &[Lengths],
    contradiction_technique: u32,
    verity_technique: u32,
) -> Option<HodokuStep> {
    let first = |list: &[Lengths]| {
        list.iter()
            .position(|lengths| lengths.iter().any(Option::is_some))
            .map(|i| (i / 10, (i % 10) as u8, list[i]))
    };
    if let Some((cell, digit, [contradiction, _])) = first(placements) {
        let technique = if contradiction.is_some() {
            contradiction_technique
        } else {
            verity_technique
        };
        return Some(HodokuStep::placing(technique, cell, digit));
    }
    first(eliminations).map(|(cell, digit, lengths)| {
        let technique = match lengths {
            [Some(contradiction), Some(verity)] if verity < contradiction => verity_technique,
            [Some(_), _] => contradiction_technique,
            _ => verity_technique,
        };
        let mut step = HodokuStep::new(technique);
        step.cells.push(cell as u8);
        step.digits = bit(digit);
        step.eliminate(cell, digit);
        step
    })
}

#[cfg(test)]
mod tests {
    use super::super::solver::{apply, next_step};
    use super::*;

    /// The board of `puzzle` after the first `steps` steps of its path.
    fn board_after(puzzle: &str, steps: usize) -> Board {
        let puzzle: [u8; 81] = puzzle.as_bytes().try_into().unwrap();
        let mut board = Board::new(&crate::grid::parse(&puzzle).unwrap());
        let mut budget = Budget::new(0);
        for _ in 0..steps {
            let step = next_step(&mut board, &mut budget).expect("implemented");
            apply(&mut board, &step);
        }
        board
    }

    /// The forcing chain step after `steps` steps, in HoDoKu's notation,
    /// each placement and elimination checked by test-support's counter.
    fn step_after(puzzle: &str, steps: usize) -> String {
        let board = board_after(puzzle, steps);
        let step = forcing_chain(&board, &mut Budget::new(0), None)
            .unwrap()
            .expect("a forcing chain");
        let puzzle: [u8; 81] = puzzle.as_bytes().try_into().unwrap();
        for (candidates, solutions) in [(&step.placements, 1), (&step.eliminations, 0)] {
            for c in candidates {
                let mut with = puzzle;
                with[c.cell as usize] = b'0' + c.digit;
                let count = sudoku_test_support::count_solutions(&with, 2);
                assert_eq!(count, Some(solutions), "{step}");
            }
        }
        step.to_string()
    }

    // Dev puzzles 639, 208, 625 and 578 (../shared/data/hodoku) and the
    // step HoDoKu 2.2.0 took at their first forcing chain: a contradiction
    // and a verity, each placing and eliminating.
    #[test]
    fn the_first_forcing_chains_are_hodokus() {
        let cases = [
            (
                "6....7..2.4......85...2..3....4.......6..13....9.8..5.3......4.7..39..2..15...6..",
                7,
                "Forcing Chain Contradiction: r1c7<>1",
            ),
            (
                "4.7...5.3.953...4..............8..6.7.94...8..8.73.2..2..6....1.7.........8..29..",
                9,
                "Forcing Chain Contradiction: r5c7=3",
            ),
            (
                ".....91.3...6......31.......62..5.....8...4..5..9...8.2....65..4...7...2....8..9.",
                12,
                "Forcing Chain Verity: r7c3=7",
            ),
            (
                "91.7..4...6..1.2....8..6.....71.5..65......8...1.3.5......6..14......8....29.3...",
                15,
                "Forcing Chain Verity: r3c1<>7",
            ),
        ];
        for (puzzle, steps, expected) in cases {
            assert_eq!(step_after(puzzle, steps), expected);
        }
    }

    // Dev puzzles 528 and 568: a verity places the same digit with shorter
    // chains, yet HoDoKu's sort keeps the contradiction found first.
    #[test]
    fn a_placement_is_a_contradiction_when_both_find_it() {
        let cases = [
            (
                "....1...6..1..2...86.3.......3...4.845.9....1..2....7.2...8.......4...957..2.5...",
                29,
                "Forcing Chain Contradiction: r6c1=6",
            ),
            (
                "..9.....584...5.2...2...6.42.6...3..5..1.........32....1.3...9....5.67......89...",
                38,
                "Forcing Chain Contradiction: r2c4=7",
            ),
        ];
        for (puzzle, steps, expected) in cases {
            assert_eq!(step_after(puzzle, steps), expected);
        }
    }

    #[test]
    fn the_search_stops_when_the_budget_runs_out() {
        let board = board_after(
            "6....7..2.4......85...2..3....4.......6..13....9.8..5.3......4.7..39..2..15...6..",
            7,
        );
        assert!(forcing_chain(&board, &mut Budget::new(50), None).is_err());
        assert!(forcing_chain(&board, &mut Budget::new(0), None)
            .unwrap()
            .is_some());
    }
}
