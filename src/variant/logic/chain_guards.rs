//! The guard for a technique SukakuExplainer tries after the WXYZ-wings
//! that this engine does not rate: a BUG (before four strong links and the
//! VWXYZ-wings). It answers whether a BUG might remove something here,
//! loosely on purpose (any peer counts as seeing), so that where it says
//! no, SukakuExplainer finds no BUG either and the search may go on; where
//! it says yes the puzzle is refused with its name. (Aligned pair and
//! triplet exclusion, guarded here until 6 December 2026, are rated by
//! `aligned_exclusion.rs`.)

use super::board::{bit, LogicBoard};
use super::layout::Layout;

/// A BUG, tried first after the WXYZ-wings, if one might apply.
pub(super) fn bug_guard(layout: &Layout, board: &LogicBoard) -> Option<&'static str> {
    bug_may_apply(layout, board).then_some("a BUG (5.6 and up, after WXYZ-wings)")
}

fn cands(board: &LogicBoard, cell: usize) -> u32 {
    if board.values[cell] != 0 {
        0
    } else {
        board.candidates[cell]
    }
}

fn full_houses(layout: &Layout) -> impl Iterator<Item = usize> + '_ {
    (0..layout.houses.len()).filter(|&h| layout.houses[h].full)
}

/// A BUG is possible only if removing, for each house and digit with other
/// than zero or two places, the digit from its one place in a cell of three
/// or more candidates (or, when every such digit is one digit, from all
/// such places) leaves every empty cell with two candidates and every digit
/// with zero or two places in each house. SukakuExplainer also gives up
/// when those one-place cells are two or more, with two or more digits, and
/// no cell sees them all (the rule set's peers, at least its own), and,
/// with anti-king, anti-knight or non-consecutive, when a cell left with
/// two candidates has a rule neighbour outside its houses (for
/// non-consecutive, an orthogonal one) that may hold one of them (for
/// non-consecutive, a digit next to one). With three or more one-place
/// cells and two or more digits, only its type 3 remains, which needs a
/// house holding them all.
pub(super) fn bug_may_apply(layout: &Layout, board: &LogicBoard) -> bool {
    let cells = layout.size * layout.size;
    let mut temp: Vec<u32> = (0..cells).map(|c| cands(board, c)).collect();
    let mut odd_digits = 0u32;
    let mut extra: Vec<(usize, u8)> = Vec::new();
    let (mut bug_cells, mut bug_digits) = (Vec::new(), 0u32);
    for h in full_houses(layout) {
        for d in 1..=layout.size as u8 {
            let places: Vec<usize> = layout.houses[h]
                .cells
                .iter()
                .copied()
                .filter(|&c| cands(board, c) & bit(d) != 0)
                .collect();
            if places.is_empty() || places.len() == 2 {
                continue;
            }
            let big: Vec<usize> = places
                .iter()
                .copied()
                .filter(|&c| cands(board, c).count_ones() >= 3)
                .collect();
            if big.is_empty() {
                return false;
            }
            odd_digits |= bit(d);
            if big.len() == 1 {
                temp[big[0]] &= !bit(d);
                if !bug_cells.contains(&big[0]) {
                    bug_cells.push(big[0]);
                }
                bug_digits |= bit(d);
            }
            extra.extend(big.iter().map(|&c| (c, d)));
        }
    }
    if bug_cells.len() > 1 && bug_digits.count_ones() > 1 {
        let mut common = layout.peers[bug_cells[0]];
        for &c in &bug_cells[1..] {
            common.intersect(&layout.peers[c]);
        }
        if common.cells().all(|c| bug_cells.contains(&c)) {
            return false;
        }
        // Three or more such cells with two or more digits: only a type 3
        // could remove something, through a house holding them all.
        let shared = full_houses(layout)
            .any(|h| bug_cells.iter().all(|c| layout.houses[h].cells.contains(c)));
        if bug_cells.len() > 2 && !shared {
            return false;
        }
    }
    if odd_digits.count_ones() == 1 {
        for (c, d) in extra {
            temp[c] &= !bit(d);
        }
    }
    if (0..cells).any(|c| temp[c].count_ones() == 2 && restricted(layout, board, c, temp[c])) {
        return false;
    }
    if (0..cells).any(|c| board.values[c] == 0 && temp[c].count_ones() != 2) {
        return false;
    }
    !full_houses(layout).any(|h| {
        (1..=layout.size as u8).any(|d| {
            let n = layout.houses[h]
                .cells
                .iter()
                .filter(|&&c| temp[c] & bit(d) != 0)
                .count();
            n != 0 && n != 2
        })
    })
}

/// Whether a rule neighbour of `cell` outside its houses may hold one of
/// `pair` (for non-consecutive neighbours, a digit next to one): such a
/// cell cannot be part of the deadly pattern.
fn restricted(layout: &Layout, board: &LogicBoard, cell: usize, pair: u32) -> bool {
    let in_a_house = |other: usize| {
        full_houses(layout).any(|h| {
            let cs = &layout.houses[h].cells;
            cs.contains(&cell) && cs.contains(&other)
        })
    };
    let rule_peer = layout.peers[cell]
        .cells()
        .any(|o| cands(board, o) & pair != 0 && !in_a_house(o));
    let next_to = (pair << 1 | pair >> 1) & ((1 << layout.size) - 1);
    rule_peer
        || layout.not_consecutive[cell]
            .iter()
            .any(|&o| cands(board, o) & next_to != 0)
}

#[cfg(test)]
mod tests {
    use super::super::super::builder::RulesBuilder;
    use super::super::tests::solved_plus as board;
    use super::*;

    #[test]
    fn nothing_blocks_on_a_grid_of_single_candidates() {
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        let b = board(&layout, &[]);
        assert!(!bug_may_apply(&layout, &b));
        assert_eq!(bug_guard(&layout, &b), None);
    }
}
