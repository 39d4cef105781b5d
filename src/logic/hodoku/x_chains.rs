//! Turbot fish and X-chains: chains of one digit alternating strong links
//! (a house with two places) and weak ones, starting and ending strong; a
//! cell seeing both ends cannot hold the digit. HoDoKu walks every chain
//! (turbot fish: 4 nodes; X-chains: 20) from every place of every digit,
//! keeps one step per set of eliminations and takes the best as for
//! XY-chains ([`super::xy_chains::best`]).

use super::board::{bit, Board};
use super::step::HodokuStep;
use super::table::numbers::{TURBOT_FISH, X_CHAIN};
use super::xy_chains::best;
use crate::geometry::{col_of, row_of, CellSet, CELLS, HOUSES_OF, HOUSE_CELLS, PEER_SETS};

/// Per cell, its links for one digit: (other cell, strong), through the
/// row, the column, then the box (box cells in a shared line left out:
/// the line's link stands for them, strong or not).
fn links(board: &Board, digit: u8) -> Vec<Vec<(usize, bool)>> {
    let places = board.digit_cells[digit as usize];
    let mut links = vec![Vec::new(); CELLS];
    for cell in places {
        for (kind, &house) in HOUSES_OF[cell].iter().enumerate() {
            let strong = board.free[house as usize][digit as usize] == 2;
            for &other in &HOUSE_CELLS[house as usize] {
                let other = other as usize;
                if other == cell || !places.contains(other) {
                    continue;
                }
                if kind == 2 && (row_of(other) == row_of(cell) || col_of(other) == col_of(cell)) {
                    continue;
                }
                links[cell].push((other, strong));
            }
        }
    }
    links
}

struct Walk<'a> {
    technique: u32,
    digit: u8,
    max_nodes: usize,
    links: &'a [Vec<(usize, bool)>],
    start: usize,
    start_peers: CellSet,
    chain: Vec<usize>,
    /// The chain's cells after the start.
    inner: CellSet,
    found: Vec<((u8, CellSet), HodokuStep)>,
}

impl Walk<'_> {
    /// Extends the chain by a strong link (`strong`) or by any link taken
    /// as weak.
    fn extend(&mut self, strong: bool) {
        if self.chain.len() >= self.max_nodes {
            return;
        }
        let current = *self.chain.last().expect("a chain has a start");
        for &(next, is_strong) in &self.links[current] {
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
        // One step per set of eliminations: the first chain found for it.
        // The set (one digit, cells ascending) is the key, so a chain met
        // again costs no step.
        let key = (self.digit, gone);
        if self.found.iter().any(|(k, _)| *k == key) {
            return;
        }
        let mut step = HodokuStep::new(self.technique);
        step.digits = bit(self.digit);
        step.cells = self.chain.iter().map(|&c| c as u8).collect();
        for target in gone {
            step.eliminate(target, self.digit);
        }
        self.found.push((key, step));
    }
}

/// Per search (turbot fish, X-chain) and digit, the digit's places on a
/// walk's earlier grid where the search found no chain with eliminations.
/// A digit's chains read only its places (its links and their strength),
/// so on the same places it finds none again.
#[derive(Default)]
pub(super) struct Memo([[Option<CellSet>; 10]; 2]);

fn search(
    board: &Board,
    technique: u32,
    max_nodes: usize,
    memo: &mut [Option<CellSet>; 10],
) -> Option<HodokuStep> {
    let mut found = Vec::new();
    for digit in 1..=9u8 {
        let places = board.digit_cells[digit as usize];
        if places.is_empty() || memo[digit as usize] == Some(places) {
            continue;
        }
        let found_before = found.len();
        let links = links(board, digit);
        for start in places {
            let start_peers = places.and(PEER_SETS[start]);
            if start_peers.is_empty() {
                continue;
            }
            for &(first, strong) in &links[start] {
                if !strong {
                    continue;
                }
                let mut walk = Walk {
                    technique,
                    digit,
                    max_nodes,
                    links: &links,
                    start,
                    start_peers,
                    chain: vec![start, first],
                    inner: CellSet::single(first),
                    found,
                };
                walk.extend(false);
                found = walk.found;
            }
        }
        if found.len() == found_before {
            memo[digit as usize] = Some(places);
        }
    }
    best(found.into_iter().map(|(_, step)| step).collect())
}

pub(super) fn turbot_fish(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    search(board, TURBOT_FISH, 4, &mut memo.0[0])
}

pub(super) fn x_chain(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    search(board, X_CHAIN, 20, &mut memo.0[1])
}
