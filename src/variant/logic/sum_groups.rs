//! Which candidates of a group of cells with a known total can take part in
//! some filling of the group: the arithmetic behind cage combinations and
//! the 45 rule. Cells that see each other get different digits; cells that
//! do not may repeat one (an innie group spread over two rows may hold a
//! digit twice).

use super::board::{bit, LogicBoard};
use super::layout::Layout;

/// A filling search stops after this many assignments tried; a group that
/// large gives no eliminations rather than a slow step.
const NODE_BUDGET: u32 = 200_000;

/// What the fillings of a group allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Fillings {
    /// Per cell (in the order given), the digits some filling puts there.
    pub allowed: Vec<u32>,
    /// The digits every filling uses somewhere in the group.
    pub always: u32,
}

/// The fillings of the empty `cells` that add up to `target`, each cell
/// taking one of its candidates, cells that are peers taking different
/// digits, and every digit of `required` used somewhere. None when the
/// search ran past its budget; `allowed` all zero when no filling exists
/// (a contradiction, which the caller must not turn into eliminations).
pub(super) fn fillings(
    layout: &Layout,
    board: &LogicBoard,
    cells: &[usize],
    target: i32,
    required: u32,
) -> Option<Fillings> {
    signed_fillings(
        layout,
        board,
        cells,
        &vec![1; cells.len()],
        target,
        required,
    )
}

/// As `fillings`, for a total with signs: each cell's digit counts `sign`
/// times (1 or -1), as in "the innies less the outies make 3".
pub(super) fn signed_fillings(
    layout: &Layout,
    board: &LogicBoard,
    cells: &[usize],
    signs: &[i32],
    target: i32,
    required: u32,
) -> Option<Fillings> {
    let mut walk = Walk {
        cells,
        signs,
        candidates: cells.iter().map(|&c| board.candidates[c]).collect(),
        peer_before: cells
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                (0..i)
                    .filter(|&j| layout.peers[c].contains(cells[j]))
                    .collect()
            })
            .collect(),
        chosen: vec![0; cells.len()],
        allowed: vec![0; cells.len()],
        always: u32::MAX,
        required,
        nodes: 0,
    };
    if !walk.fill(0, target) {
        return None;
    }
    let any = walk.allowed.iter().any(|&m| m != 0);
    Some(Fillings {
        allowed: walk.allowed,
        always: if any { walk.always } else { 0 },
    })
}

struct Walk<'a> {
    cells: &'a [usize],
    signs: &'a [i32],
    candidates: Vec<u32>,
    /// For each position, the earlier positions whose cells it sees.
    peer_before: Vec<Vec<usize>>,
    chosen: Vec<u8>,
    allowed: Vec<u32>,
    always: u32,
    required: u32,
    nodes: u32,
}

impl Walk<'_> {
    /// Fills positions `at..` to make `left`; false once over budget.
    fn fill(&mut self, at: usize, left: i32) -> bool {
        self.nodes += 1;
        if self.nodes > NODE_BUDGET {
            return false;
        }
        if at == self.cells.len() {
            let used: u32 = self.chosen.iter().fold(0, |m, &d| m | bit(d));
            if left == 0 && used & self.required == self.required {
                for (a, &d) in self.allowed.iter_mut().zip(&self.chosen) {
                    *a |= bit(d);
                }
                self.always &= used;
            }
            return true;
        }
        // The rest must be reachable with each remaining cell's smallest
        // and largest candidate.
        let (mut low, mut high) = (0, 0);
        for (&m, &sign) in self.candidates[at + 1..].iter().zip(&self.signs[at + 1..]) {
            let (small, big) = (m.trailing_zeros() as i32 + 1, 32 - m.leading_zeros() as i32);
            if sign > 0 {
                low += small;
                high += big;
            } else {
                low -= big;
                high -= small;
            }
        }
        let mut mask = self.candidates[at];
        for &j in &self.peer_before[at] {
            mask &= !bit(self.chosen[j]);
        }
        while mask != 0 {
            let d = mask.trailing_zeros() as u8 + 1;
            mask &= mask - 1;
            let after = left - self.signs[at] * d as i32;
            if after < low || after > high {
                continue;
            }
            self.chosen[at] = d;
            if !self.fill(at + 1, after) {
                return false;
            }
        }
        true
    }
}

/// The group's empty cells and what its total leaves for them once the
/// placed cells' values are taken off.
pub(super) fn empty_part(board: &LogicBoard, cells: &[usize], total: i32) -> (Vec<usize>, i32) {
    let mut left = total;
    let mut empty = Vec::new();
    for &c in cells {
        match board.values[c] {
            0 => empty.push(c),
            v => left -= v as i32,
        }
    }
    (empty, left)
}

#[cfg(test)]
mod tests {
    use super::super::super::builder::RulesBuilder;
    use super::super::LogicEngine;
    use super::fillings;

    #[test]
    fn peers_differ_and_other_cells_may_repeat() {
        let rules = RulesBuilder::new(4).build().unwrap();
        let engine = LogicEngine::new(&rules);
        let board = engine.board(&[0; 16]).unwrap();
        // r1c1 and r1c2 are peers: 4 = 1 + 3 or 3 + 1 only.
        let f = fillings(engine.layout(), &board, &[0, 1], 4, 0).unwrap();
        assert_eq!(f.allowed, vec![0b0101, 0b0101]);
        assert_eq!(f.always, 0b0101);
        // r1c1 and r2c3 are not: 2 + 2 is allowed too.
        let f = fillings(engine.layout(), &board, &[0, 6], 4, 0).unwrap();
        assert_eq!(f.allowed, vec![0b0111, 0b0111]);
        // A required digit: 5 with a 4 somewhere is 1 + 4 or 4 + 1.
        let f = fillings(engine.layout(), &board, &[0, 1], 5, 0b1000).unwrap();
        assert_eq!(f.allowed, vec![0b1001, 0b1001]);
        // r1c1 less r1c2 makes 3: 4 - 1 only.
        let f = super::signed_fillings(engine.layout(), &board, &[0, 1], &[1, -1], 3, 0).unwrap();
        assert_eq!(f.allowed, vec![0b1000, 0b0001]);
        // No filling: nothing allowed, nothing always used.
        let f = fillings(engine.layout(), &board, &[0, 1], 8, 0).unwrap();
        assert_eq!(f.allowed, vec![0, 0]);
        assert_eq!(f.always, 0);
    }
}
