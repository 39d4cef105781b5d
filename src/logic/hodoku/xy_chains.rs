//! Remote pairs and XY-chains: chains of bivalue cells, each cell's two
//! digits linked strongly inside it and weakly to the next cell through a
//! shared digit. HoDoKu walks every chain (at most 20 nodes, 10 cells) from
//! every bivalue cell and start digit, keeps one step per set of
//! eliminations, and takes the one eliminating most (ties: the smaller
//! weighted index sum of [`elimination_order`]).

use super::board::{bit, Board};
use super::step::{Candidate, HodokuStep};
use super::table::numbers::{REMOTE_PAIR, XY_CHAIN};
use crate::geometry::{CellSet, HOUSES_OF, HOUSE_SETS, PEER_SETS};

const MAX_NODES: usize = 20;

/// HoDoKu's order among steps eliminating equally many candidates: the
/// eliminations sorted by (digit, cell) and summed with growing weights.
pub(super) fn elimination_order(eliminations: &[Candidate]) -> u64 {
    // Most steps eliminate a few candidates: sorted on the stack.
    let mut keys = [0u16; 32];
    let mut heap = Vec::new();
    let keys = if eliminations.len() <= keys.len() {
        &mut keys[..eliminations.len()]
    } else {
        heap.resize(eliminations.len(), 0);
        &mut heap[..]
    };
    for (key, c) in keys.iter_mut().zip(eliminations) {
        *key = u16::from(c.digit) << 8 | u16::from(c.cell);
    }
    keys.sort_unstable();
    let mut total = 0u64;
    let mut weight = 1u64;
    for &key in keys.iter() {
        total += u64::from(key & 0xff) * weight + u64::from(key >> 8);
        weight += 80;
    }
    total
}

/// The step with the most eliminations, ties to the smaller weighted sum,
/// then to the first found.
pub(super) fn best(found: Vec<HodokuStep>) -> Option<HodokuStep> {
    found
        .into_iter()
        .enumerate()
        .min_by_key(|(i, step)| {
            (
                std::cmp::Reverse(step.eliminations.len()),
                elimination_order(&step.eliminations),
                *i,
            )
        })
        .map(|(_, step)| step)
}

struct Walk<'a> {
    board: &'a Board,
    remote: bool,
    start: usize,
    start_digit: u8,
    /// Cells that can hold the start digit and see the start cell.
    start_peers: CellSet,
    /// The cells a chain may step to: bivalue cells (for a remote pair,
    /// those with the start cell's two digits).
    pool: CellSet,
    /// Nodes: (cell, digit), two per cell.
    chain: Vec<(usize, u8)>,
    visited: CellSet,
    /// One step per elimination set (sorted), in order of first finding.
    found: Vec<(Vec<Candidate>, HodokuStep)>,
}

impl Walk<'_> {
    fn record(&mut self, step: HodokuStep) {
        let mut key = step.eliminations.clone();
        key.sort();
        if !self.found.iter().any(|(k, _)| *k == key) {
            self.found.push((key, step));
        }
    }

    /// From the last node, the other digit of its cell (a strong link).
    fn strong(&mut self) {
        if self.chain.len() >= MAX_NODES {
            return;
        }
        let (cell, digit) = *self.chain.last().expect("a chain has a start");
        let other = (self.board.cands[cell] & !bit(digit)).trailing_zeros() as u8 + 1;
        self.chain.push((cell, other));
        if other == self.start_digit && self.chain.len() > 2 {
            let gone = self.start_peers.and(PEER_SETS[cell]);
            if !gone.is_empty() {
                if !self.remote {
                    let mut step = HodokuStep::new(XY_CHAIN);
                    step.digits = bit(self.start_digit);
                    for target in gone {
                        step.eliminate(target, self.start_digit);
                    }
                    self.record(step);
                } else if self.chain.len() >= 8 {
                    self.remote_pair();
                }
            }
        }
        self.weak();
        self.chain.pop();
    }

    /// From the last node, another bivalue cell holding its digit.
    fn weak(&mut self) {
        if self.chain.len() >= MAX_NODES {
            return;
        }
        let (cell, digit) = *self.chain.last().expect("a chain has a start");
        // Sets in place of a scan of each house's cells: the walk is
        // exponential and this is its inner loop. The order is the scan's
        // (houses row, column, box; cells in increasing order).
        let [row, col, cell_box] = HOUSES_OF[cell].map(|house| HOUSE_SETS[house as usize]);
        let reachable = self
            .pool
            .and(self.board.digit_cells[digit as usize])
            .minus(CellSet::single(cell))
            .minus(CellSet::single(self.start));
        // A box neighbour in the same line was met through the line.
        for house in [row, col, cell_box.minus(row).minus(col)] {
            for next in reachable.and(house) {
                if self.visited.contains(next) {
                    continue;
                }
                self.chain.push((next, digit));
                self.visited.insert(next);
                self.strong();
                self.chain.pop();
                self.visited.remove(next);
            }
        }
    }

    /// Cells at odd distance 3 or more along the chain hold opposite
    /// digits: a cell seeing two of them holds neither.
    fn remote_pair(&mut self) {
        let other_digit = self.chain[1].1;
        let places = |d: u8| self.board.digit_cells[d as usize];
        let (mut gone1, mut gone2) = (CellSet::EMPTY, CellSet::EMPTY);
        let n = self.chain.len();
        for i in (0..n).step_by(2) {
            for j in (i + 6..n).step_by(4) {
                let both = PEER_SETS[self.chain[i].0].and(PEER_SETS[self.chain[j].0]);
                gone1 = gone1.or(both.and(places(self.start_digit)));
                gone2 = gone2.or(both.and(places(other_digit)));
            }
        }
        if gone1.is_empty() && gone2.is_empty() {
            return;
        }
        let mut step = HodokuStep::new(REMOTE_PAIR);
        step.digits = bit(self.start_digit) | bit(other_digit);
        step.cells = self
            .chain
            .iter()
            .step_by(2)
            .map(|&(c, _)| c as u8)
            .collect();
        for target in gone1 {
            step.eliminate(target, self.start_digit);
        }
        for target in gone2 {
            step.eliminate(target, other_digit);
        }
        self.record(step);
    }
}

/// Per candidate mask of two digits, its index among the 36 such masks.
const PAIR_INDEX: [u8; 512] = {
    let mut index = [u8::MAX; 512];
    let mut next = 0;
    let mut mask = 0;
    while mask < 512 {
        if (mask as u32).count_ones() == 2 {
            index[mask] = next;
            next += 1;
        }
        mask += 1;
    }
    index
};

fn search(board: &Board, remote: bool) -> Option<HodokuStep> {
    let mut found = Vec::new();
    // One buffer for every start's walk.
    let mut chain = Vec::with_capacity(MAX_NODES + 1);
    // The bivalue cells, and per pair of digits those holding it: one pass
    // over the grid, not one per start cell.
    let mut bivalue = CellSet::EMPTY;
    let mut by_pair = [CellSet::EMPTY; 36];
    let mut counts = [0u8; 36];
    let mut crowded = false;
    for (cell, &mask) in board.cands.iter().enumerate() {
        let index = PAIR_INDEX[mask as usize] as usize;
        if index != u8::MAX as usize {
            bivalue.insert(cell);
            by_pair[index].insert(cell);
            counts[index] += 1;
            crowded |= counts[index] >= 4;
        }
    }
    // A remote pair eliminates from 8 nodes on: 4 cells of one pair at least.
    if remote && !crowded {
        return None;
    }
    for start in bivalue {
        let mask = board.cands[start];
        let pool = if remote {
            let index = PAIR_INDEX[mask as usize] as usize;
            if counts[index] < 4 {
                continue;
            }
            by_pair[index]
        } else {
            bivalue
        };
        let low = mask.trailing_zeros() as u8 + 1;
        let high = 16 - mask.leading_zeros() as u8;
        for (start_digit, other) in [(low, high), (high, low)] {
            let start_peers = board.digit_cells[start_digit as usize].and(PEER_SETS[start]);
            if start_peers.is_empty() {
                continue;
            }
            chain.clear();
            chain.extend([(start, start_digit), (start, other)]);
            let mut walk = Walk {
                board,
                remote,
                start,
                start_digit,
                start_peers,
                pool,
                chain,
                visited: CellSet::single(start),
                found,
            };
            walk.weak();
            found = walk.found;
            chain = walk.chain;
        }
    }
    best(found.into_iter().map(|(_, step)| step).collect())
}

pub(super) fn remote_pair(board: &Board) -> Option<HodokuStep> {
    search(board, true)
}

pub(super) fn xy_chain(board: &Board) -> Option<HodokuStep> {
    search(board, false)
}
