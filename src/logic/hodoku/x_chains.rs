//! Turbot fish and X-chains: chains of one digit alternating strong links
//! (a house with two places) and weak ones, starting and ending strong; a
//! cell seeing both ends cannot hold the digit. HoDoKu walks every chain
//! (turbot fish: 4 nodes; X-chains: 20) from every place of every digit,
//! keeps one step per set of eliminations and takes the best as for
//! XY-chains ([`super::xy_chains::best`]).

use super::board::{bit, Board};
use super::step::HodokuStep;
use super::table::numbers::{TURBOT_FISH, X_CHAIN};
use crate::geometry::{CellSet, CELLS, HOUSES_OF, HOUSE_SETS, PEER_SETS};

/// Per cell, its links for one digit: (other cell, strong), through the
/// row, the column, then the box (box cells in a shared line left out:
/// the line's link stands for them, strong or not). All cells' links in one
/// list, a cell's a range of it: one buffer for every digit of a search,
/// not a vector per cell and digit (their allocations were most of the
/// malloc and free in the 4.0-7.0 bands' profiles).
struct Links {
    /// Where each cell's links start in `list`; the last entry its end.
    starts: [u16; CELLS + 1],
    list: Vec<(u8, bool)>,
}

impl Links {
    fn new() -> Links {
        Links {
            starts: [0; CELLS + 1],
            // A cell has 20 peers at most.
            list: Vec::with_capacity(CELLS * 20),
        }
    }

    /// The links of `digit` on `board`, in place of the last digit's:
    /// per house the digit's other places as a set, so only the links are
    /// visited, not every cell of the three houses.
    fn fill(&mut self, board: &Board, digit: u8) {
        let places = board.digit_cells[digit as usize];
        self.list.clear();
        for (cell, houses) in HOUSES_OF.iter().enumerate() {
            self.starts[cell] = self.list.len() as u16;
            if !places.contains(cell) {
                continue;
            }
            let [row, col, _] = houses.map(|house| HOUSE_SETS[house as usize]);
            let others = places.minus(CellSet::single(cell));
            for (kind, &house) in houses.iter().enumerate() {
                let strong = board.free[house as usize][digit as usize] == 2;
                let mut linked = others.and(HOUSE_SETS[house as usize]);
                if kind == 2 {
                    linked = linked.minus(row).minus(col);
                }
                for other in linked {
                    self.list.push((other as u8, strong));
                }
            }
        }
        self.starts[CELLS] = self.list.len() as u16;
    }

    #[inline]
    fn of(&self, cell: usize) -> &[(u8, bool)] {
        &self.list[self.starts[cell] as usize..self.starts[cell + 1] as usize]
    }
}

struct Walk<'a> {
    digit: u8,
    max_nodes: usize,
    links: &'a Links,
    start: usize,
    start_peers: CellSet,
    chain: Vec<usize>,
    /// The chain's cells after the start.
    inner: CellSet,
    found: Vec<Chain>,
}

impl Walk<'_> {
    /// Extends the chain by a strong link (`strong`) or by any link taken
    /// as weak.
    fn extend(&mut self, strong: bool) {
        if self.chain.len() >= self.max_nodes {
            return;
        }
        let current = *self.chain.last().expect("a chain has a start");
        let links = self.links;
        for &(next, is_strong) in links.of(current) {
            let next = next as usize;
            if strong && !is_strong {
                continue;
            }
            let closes = next == self.start;
            if !closes && self.inner.contains(next) {
                continue;
            }
            self.chain.push(next);
            if !closes {
                self.inner.insert(next);
            }
            if strong && self.chain.len() > 2 {
                let gone = self.start_peers.and(PEER_SETS[next]);
                if !gone.is_empty() {
                    self.record(gone);
                }
            }
            if !closes {
                self.extend(!strong);
                self.inner.remove(next);
            }
            self.chain.pop();
        }
    }

    fn record(&mut self, gone: CellSet) {
        record(&mut self.found, 0, self.digit, gone, &self.chain);
    }
}

/// Keeps one chain per set of eliminations: the first found for it. The
/// set (one digit, cells ascending) is the key, so a chain met again costs
/// nothing; the step is built only for the best chain. Entries before
/// `from` are another digit's.
fn record(found: &mut Vec<Chain>, from: usize, digit: u8, gone: CellSet, chain: &[usize]) {
    if found[from..]
        .iter()
        .any(|known| known.gone == gone && known.digit == digit)
    {
        return;
    }
    let mut cells = [0u8; MAX_CHAIN];
    for (slot, &cell) in cells.iter_mut().zip(chain) {
        *slot = cell as u8;
    }
    found.push(Chain {
        digit,
        gone,
        cells,
        len: chain.len() as u8,
    });
}

/// The most nodes a chain has (an X-chain's 20).
const MAX_CHAIN: usize = 20;

/// A chain with eliminations, kept without a step's vectors.
struct Chain {
    digit: u8,
    gone: CellSet,
    cells: [u8; MAX_CHAIN],
    len: u8,
}

impl Chain {
    /// [`super::xy_chains::elimination_order`] of its eliminations: one
    /// digit, so (digit, cell) order is the cells' order.
    fn order(&self) -> u64 {
        let mut total = 0u64;
        let mut weight = 1u64;
        for cell in self.gone {
            total += cell as u64 * weight + u64::from(self.digit);
            weight += 80;
        }
        total
    }

    fn step(&self, technique: u32) -> HodokuStep {
        let mut step = HodokuStep::new(technique);
        step.digits = bit(self.digit);
        step.cells = self.cells[..self.len as usize].to_vec();
        for target in self.gone {
            step.eliminate(target, self.digit);
        }
        step
    }
}

/// [`super::xy_chains::best`] on chains: the most eliminations, ties to
/// the smaller weighted sum, then to the first found.
fn best(found: &[Chain], technique: u32) -> Option<HodokuStep> {
    found
        .iter()
        .enumerate()
        .min_by_key(|(i, chain)| (std::cmp::Reverse(chain.gone.len()), chain.order(), *i))
        .map(|(_, chain)| chain.step(technique))
}

/// What the chain searches keep across a walk's grids.
#[derive(Default)]
pub(super) struct Memo {
    /// Per search (turbot fish, X-chain) and digit, the digit's places on
    /// a walk's earlier grid where the search found no chain with
    /// eliminations. A digit's chains read only its places (its links and
    /// their strength), so on the same places it finds none again.
    nothing: [[Option<CellSet>; 10]; 2],
    /// The turbot loops' link table, kept for the walk's later grids.
    links: Option<Box<LinkSets>>,
}

fn search(
    board: &Board,
    technique: u32,
    max_nodes: usize,
    memo: &mut [Option<CellSet>; 10],
) -> Option<HodokuStep> {
    let mut found = Vec::new();
    // Built once the first digit needs them, then reused.
    let mut links: Option<Links> = None;
    let mut chain = Vec::with_capacity(max_nodes + 1);
    for digit in 1..=9u8 {
        let places = board.digit_cells[digit as usize];
        if places.is_empty() || memo[digit as usize] == Some(places) {
            continue;
        }
        let found_before = found.len();
        let links = links.get_or_insert_with(Links::new);
        links.fill(board, digit);
        for start in places {
            let start_peers = places.and(PEER_SETS[start]);
            if start_peers.is_empty() {
                continue;
            }
            for &(first, strong) in links.of(start) {
                if !strong {
                    continue;
                }
                let first = first as usize;
                chain.clear();
                chain.extend([start, first]);
                let mut walk = Walk {
                    digit,
                    max_nodes,
                    links,
                    start,
                    start_peers,
                    chain,
                    inner: CellSet::single(first),
                    found,
                };
                walk.extend(false);
                found = walk.found;
                chain = walk.chain;
            }
        }
        if found.len() == found_before {
            memo[digit as usize] = Some(places);
        }
    }
    best(&found, technique)
}

/// A digit's links per place, in [`Links`]'s order: the row's other
/// places, the column's, the box's outside both lines; bit `k` of
/// `strong` when the `k`-th of those houses holds two places. Taken once
/// per digit: the turbot loops read a node's links again for every chain
/// through it.
struct LinkSets {
    sets: [[CellSet; 3]; CELLS],
    strong: [u8; CELLS],
}

impl LinkSets {
    fn new() -> LinkSets {
        LinkSets {
            sets: [[CellSet::EMPTY; 3]; CELLS],
            strong: [0; CELLS],
        }
    }

    /// The links of `digit` (places `places`), for its places only.
    fn fill(&mut self, board: &Board, digit: u8, places: CellSet) {
        for cell in places {
            let houses = HOUSES_OF[cell];
            let [row, col, cell_box] = houses.map(|house| HOUSE_SETS[house as usize]);
            let others = places.minus(CellSet::single(cell));
            self.sets[cell] = [
                others.and(row),
                others.and(col),
                others.and(cell_box).minus(row).minus(col),
            ];
            let mut strong = 0;
            for (k, &house) in houses.iter().enumerate() {
                strong |= u8::from(board.free[house as usize][digit as usize] == 2) << k;
            }
            self.strong[cell] = strong;
        }
    }

    /// `cell`'s strong links, house by house (empty where weak).
    #[inline]
    fn strong_of(&self, cell: usize) -> [CellSet; 3] {
        let strong = self.strong[cell];
        let sets = &self.sets[cell];
        [0, 1, 2].map(|k| {
            if strong >> k & 1 != 0 {
                sets[k]
            } else {
                CellSet::EMPTY
            }
        })
    }
}

/// [`search`]'s chains of four nodes (start, strong, weak, strong) as
/// three loops over link sets, in the walk's order: the walk filled every
/// place's link list per digit and recursed for each node.
pub(super) fn turbot_fish(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    let Memo { nothing, links } = memo;
    let memo = &mut nothing[0];
    let mut found = Vec::new();
    for digit in 1..=9u8 {
        let places = board.digit_cells[digit as usize];
        if places.is_empty() || memo[digit as usize] == Some(places) {
            continue;
        }
        // Filled per digit for its places only (no other entry is read).
        let links = links.get_or_insert_with(|| Box::new(LinkSets::new()));
        links.fill(board, digit, places);
        let found_before = found.len();
        for start in places {
            let start_peers = places.and(PEER_SETS[start]);
            if start_peers.is_empty() {
                continue;
            }
            for firsts in links.strong_of(start) {
                for first in firsts {
                    for seconds in links.sets[first] {
                        // A chain back to its start closes without a third link.
                        for second in seconds.minus(CellSet::single(start)) {
                            for ends in links.strong_of(second) {
                                for end in ends.minus(CellSet::single(first)) {
                                    // `end` may be the start: its peers all go.
                                    let gone = start_peers.and(PEER_SETS[end]);
                                    if !gone.is_empty() {
                                        let chain = [start, first, second, end];
                                        record(&mut found, found_before, digit, gone, &chain);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        if found.len() == found_before {
            memo[digit as usize] = Some(places);
        }
    }
    best(&found, TURBOT_FISH)
}

pub(super) fn x_chain(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    search(board, X_CHAIN, 20, &mut memo.nothing[1])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::hodoku::random_puzzles::RandomPuzzles;
    use crate::logic::hodoku::solver::apply;

    #[test]
    fn turbot_fish_finds_the_walk_s_step() {
        // The loops against the generic walk of four nodes, on random grids
        // and on the grids after each step either takes.
        let mut puzzles = RandomPuzzles::new(0x3c6e_f372_fe94_f82b);
        let (mut steps, mut grids) = (0, 0);
        for _ in 0..400 {
            let keep = 18 + puzzles.below(30);
            let random_one_in = if puzzles.below(4) == 0 { 5 } else { 0 };
            let mut board = Board::new(&puzzles.puzzle(keep, random_one_in));
            // One memo for the puzzle's grids, as a walk keeps it: its link
            // table holds the last grid's entries for cells no longer places.
            let mut memo = Memo::default();
            for _ in 0..6 {
                grids += 1;
                let fast = turbot_fish(&board, &mut memo);
                let slow = search(&board, TURBOT_FISH, 4, &mut [None; 10]);
                assert_eq!(fast, slow);
                let Some(step) = fast else { break };
                steps += 1;
                apply(&mut board, &step);
            }
        }
        assert!(
            steps > 200 && grids > steps,
            "{steps} steps on {grids} grids"
        );
    }
}
