//! Guards for the techniques SukakuExplainer tries between the WXYZ-wings
//! and its forcing chains, which this engine does not rate: a BUG (before
//! four strong links and the VWXYZ-wings) and aligned pair exclusion
//! (between the VWXYZ- and UVWXYZ-wings; `als_wings.rs` rates those). Five
//! and six strong links and generalised naked sets of five and six cells
//! are off in its default settings). Each answers whether the
//! technique might remove something here, loosely on purpose (any peer
//! counts as seeing, a pattern's victim need only see the cells holding its
//! digit), so that where a guard says no, SukakuExplainer finds no such hint
//! either and the chains may be rated; where one says yes the puzzle is
//! refused with its name.

use super::board::{bit, digits, LogicBoard};
use super::layout::Layout;

pub(super) const NEEDS_ALIGNED_PAIR: &str = "aligned pair exclusion (6.2)";
pub(super) const NEEDS_ALIGNED_TRIPLET: &str =
    "aligned triplet exclusion (7.5, after TUVWXYZ-wings)";

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

/// Aligned pair exclusion: two cells with two or more common excluders (cells
/// of two candidates seeing both); a candidate of one of them that every
/// combination with the other's candidates excludes goes. Any peer counts,
/// so it finds at least what SukakuExplainer finds.
pub(super) fn aligned_pair_may_apply(layout: &Layout, board: &LogicBoard) -> bool {
    let cells = layout.size * layout.size;
    let bases: Vec<usize> = (0..cells)
        .filter(|&c| cands(board, c).count_ones() >= 2)
        .collect();
    let excluders = |c: usize| -> Vec<usize> {
        layout.peers[c]
            .cells()
            .filter(|&e| cands(board, e).count_ones() == 2)
            .collect()
    };
    let lists: Vec<Vec<usize>> = bases.iter().map(|&c| excluders(c)).collect();
    for i in 0..bases.len() {
        for j in i + 1..bases.len() {
            let common: Vec<usize> = lists[i]
                .iter()
                .copied()
                .filter(|e| lists[j].contains(e))
                .collect();
            if common.len() < 2 {
                continue;
            }
            let (a, b) = (bases[i], bases[j]);
            let (va, vb) = (cands(board, a), cands(board, b));
            let see = layout.peers[a].contains(b);
            // A pair of digits is excluded when the cells see each other
            // and the digits are equal, or when it empties an excluder.
            let excluded = |x: u8, y: u8| {
                (x == y && see)
                    || common
                        .iter()
                        .any(|&e| cands(board, e) & !(bit(x) | bit(y)) == 0)
            };
            let allowed = |x: u8, y: u8| !excluded(x, y);
            let a_removable = digits(va).any(|x| !digits(vb).any(|y| allowed(x, y)));
            let b_removable = digits(vb).any(|y| !digits(va).any(|x| allowed(x, y)));
            if a_removable || b_removable {
                return true;
            }
        }
    }
    false
}

/// Aligned triplet exclusion (after the TUVWXYZ-wings): three cells with
/// two or more common excluders (cells of two or three candidates seeing
/// all three), one of which has two or three candidates and sees another;
/// a candidate of one that no allowed combination of the three uses goes.
/// A combination is excluded when two cells that see each other share a
/// digit or when it covers an excluder's candidates. Any peer counts as
/// seeing, so it finds at least what SukakuExplainer finds.
pub(super) fn aligned_triplet_may_apply(layout: &Layout, board: &LogicBoard) -> bool {
    let cells = layout.size * layout.size;
    if cells > 128 {
        // The masks below hold 128 cells; SukakuExplainer rates 9x9 only.
        return false;
    }
    let peers: Vec<u128> = (0..cells)
        .map(|c| layout.peers[c].cells().fold(0u128, |m, p| m | 1 << p))
        .collect();
    let small: u128 = (0..cells)
        .filter(|&c| (2..=3).contains(&cands(board, c).count_ones()))
        .fold(0, |m, c| m | 1 << c);
    let bases: Vec<usize> = (0..cells)
        .filter(|&c| cands(board, c).count_ones() >= 2 && peers[c] & small != 0)
        .collect();
    let sees = |a: usize, b: usize| peers[a] >> b & 1 != 0;
    for (i, &a) in bases.iter().enumerate() {
        for (j, &b) in bases.iter().enumerate().skip(i + 1) {
            let pair = peers[a] & peers[b] & small;
            if pair.count_ones() < 2 {
                continue;
            }
            for &c in &bases[j + 1..] {
                let common = pair & peers[c];
                if common.count_ones() < 2 {
                    continue;
                }
                let trio = [a, b, c];
                let linked = trio
                    .iter()
                    .any(|&t| small >> t & 1 != 0 && trio.iter().any(|&u| u != t && sees(t, u)));
                if linked && triplet_removes(board, trio, common, &sees) {
                    return true;
                }
            }
        }
    }
    false
}

fn triplet_removes(
    board: &LogicBoard,
    trio: [usize; 3],
    common: u128,
    sees: &dyn Fn(usize, usize) -> bool,
) -> bool {
    let excluders: Vec<u32> = (0..128)
        .filter(|&e| common >> e & 1 != 0)
        .map(|e| cands(board, e))
        .collect();
    let v = trio.map(|c| cands(board, c));
    let mut used = [0u32; 3];
    for x in digits(v[0]) {
        for y in digits(v[1]) {
            if x == y && sees(trio[0], trio[1]) {
                continue;
            }
            for z in digits(v[2]) {
                if (z == x && sees(trio[0], trio[2])) || (z == y && sees(trio[1], trio[2])) {
                    continue;
                }
                let covered = bit(x) | bit(y) | bit(z);
                if excluders.iter().any(|&e| e & !covered == 0) {
                    continue;
                }
                used[0] |= bit(x);
                used[1] |= bit(y);
                used[2] |= bit(z);
            }
        }
    }
    (0..3).any(|i| v[i] & !used[i] != 0)
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
        assert!(!aligned_pair_may_apply(&layout, &b));
        assert!(!aligned_triplet_may_apply(&layout, &b));
        assert_eq!(bug_guard(&layout, &b), None);
    }
}
