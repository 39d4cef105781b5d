//! Guards for the techniques SukakuExplainer tries between the WXYZ-wings
//! and its forcing chains, which this engine does not rate: a BUG, four
//! strong links, VWXYZ- and UVWXYZ-wings and aligned pair exclusion (five
//! and six strong links and generalised naked sets of five and six cells
//! are off in its default settings). Each answers whether the
//! technique might remove something here, loosely on purpose (any peer
//! counts as seeing, a pattern's victim need only see the cells holding its
//! digit), so that where a guard says no, SukakuExplainer finds no such hint
//! either and the chains may be rated; where one says yes the puzzle is
//! refused with its name.

use super::board::{bit, digits, LogicBoard};
use super::layout::{CellSet, Layout};
use super::link_chains;

/// Combinations tried by one guard before it gives up and answers yes.
const GUARD_BUDGET: usize = 2_000_000;

/// The first technique between WXYZ-wings and the chains that might apply,
/// in SukakuExplainer's order.
pub(super) fn blocking_technique(layout: &Layout, board: &LogicBoard) -> Option<&'static str> {
    if bug_may_apply(layout, board) {
        return Some("a BUG (5.6 and up, after WXYZ-wings)");
    }
    if link_chains::links_may_apply(layout, board, 4) {
        return Some("four strong links (after a BUG)");
    }
    if wing_may_apply(layout, board, 4) {
        return Some("a VWXYZ-wing (6.2 to 6.4)");
    }
    if aligned_pair_may_apply(layout, board) {
        return Some("aligned pair exclusion (6.2)");
    }
    if wing_may_apply(layout, board, 5) {
        return Some("a UVWXYZ-wing (6.6)");
    }
    None
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

/// Whether some cell outside `group`, holding `digit`, sees every cell of
/// `group` that holds it (and there is one).
fn victim(layout: &Layout, board: &LogicBoard, group: &[usize], digit: u8) -> bool {
    let mut seen: Option<CellSet> = None;
    for &c in group.iter().filter(|&&c| cands(board, c) & bit(digit) != 0) {
        match &mut seen {
            None => seen = Some(layout.peers[c]),
            Some(s) => s.intersect(&layout.peers[c]),
        }
    }
    seen.is_some_and(|s| {
        s.cells()
            .any(|c| !group.contains(&c) && cands(board, c) & bit(digit) != 0)
    })
}

/// A BUG is possible only if removing, for each house and digit with other
/// than zero or two places, the digit from its one place in a cell of three
/// or more candidates (or, when every such digit is one digit, from all
/// such places) leaves every empty cell with two candidates and every digit
/// with zero or two places in each house.
pub(super) fn bug_may_apply(layout: &Layout, board: &LogicBoard) -> bool {
    let cells = layout.size * layout.size;
    let mut temp: Vec<u32> = (0..cells).map(|c| cands(board, c)).collect();
    let mut odd_digits = 0u32;
    let mut extra: Vec<(usize, u8)> = Vec::new();
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
            }
            extra.extend(big.iter().map(|&c| (c, d)));
        }
    }
    if odd_digits.count_ones() == 1 {
        for (c, d) in extra {
            temp[c] &= !bit(d);
        }
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

/// A wing of `k` cells that see each other (two or more candidates each)
/// holding `k + 1` digits, and a pivot cell of two of them, {x, z}, where
/// every wing cell holding x sees the pivot (x is restricted): z leaves a
/// cell seeing the pivot and every wing cell holding z; when z is
/// restricted too, any digit of the wing leaves a cell seeing every
/// pattern cell holding it.
pub(super) fn wing_may_apply(layout: &Layout, board: &LogicBoard, k: usize) -> bool {
    let empty: Vec<usize> = (0..layout.size * layout.size)
        .filter(|&c| cands(board, c).count_ones() >= 2)
        .collect();
    let pivots: Vec<usize> = empty
        .iter()
        .copied()
        .filter(|&c| cands(board, c).count_ones() == 2)
        .collect();
    let mut budget = GUARD_BUDGET;
    let mut wing = Vec::with_capacity(k);
    grow_wing(
        layout,
        board,
        &empty,
        &pivots,
        k,
        0,
        0,
        &mut wing,
        &mut budget,
    )
}

/// Whether the wing and `pivot` remove something, read either way round.
fn wing_removes(
    layout: &Layout,
    board: &LogicBoard,
    wing: &[usize],
    pivot: usize,
    union: u32,
) -> bool {
    let pc = cands(board, pivot);
    if pc & !union != 0 {
        return false;
    }
    let restricted = |d: u8| {
        wing.iter()
            .filter(|&&w| cands(board, w) & bit(d) != 0)
            .all(|&w| layout.peers[pivot].contains(w))
    };
    let mut group = wing.to_vec();
    group.push(pivot);
    let ds: Vec<u8> = digits(pc).collect();
    [(ds[0], ds[1]), (ds[1], ds[0])].iter().any(|&(x, z)| {
        restricted(x)
            && (victim(layout, board, &group, z)
                || (restricted(z) && digits(union).any(|d| victim(layout, board, &group, d))))
    })
}

#[allow(clippy::too_many_arguments)]
fn grow_wing(
    layout: &Layout,
    board: &LogicBoard,
    empty: &[usize],
    pivots: &[usize],
    k: usize,
    from: usize,
    union: u32,
    wing: &mut Vec<usize>,
    budget: &mut usize,
) -> bool {
    if *budget == 0 {
        return true;
    }
    *budget -= 1;
    if union.count_ones() as usize > k + 1 {
        return false;
    }
    if wing.len() == k {
        if union.count_ones() as usize != k + 1 {
            return false;
        }
        return pivots
            .iter()
            .any(|&p| !wing.contains(&p) && wing_removes(layout, board, wing, p, union));
    }
    for i in from..empty.len() {
        let c = empty[i];
        if !wing.iter().all(|&w| layout.peers[w].contains(c)) {
            continue;
        }
        wing.push(c);
        let found = grow_wing(
            layout,
            board,
            empty,
            pivots,
            k,
            i + 1,
            union | cands(board, c),
            wing,
            budget,
        );
        wing.pop();
        if found {
            return true;
        }
    }
    false
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

#[cfg(test)]
mod tests {
    use super::super::super::builder::RulesBuilder;
    use super::*;

    /// A solved grid, (r, c) = (3r + r/3 + c) mod 9 + 1, each cell left
    /// with its own digit as its one candidate, plus `extra` candidates.
    fn board(layout: &Layout, extra: &[(usize, u8)]) -> LogicBoard {
        let mut masks: Vec<u32> = (0..81)
            .map(|cell| {
                let (r, c) = (cell / 9, cell % 9);
                1 << ((3 * r + r / 3 + c) % 9)
            })
            .collect();
        for &(cell, d) in extra {
            masks[cell] |= bit(d);
        }
        LogicBoard::from_candidates(layout, &masks).unwrap()
    }

    #[test]
    fn nothing_blocks_on_a_grid_of_single_candidates() {
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        let b = board(&layout, &[]);
        assert!(!bug_may_apply(&layout, &b));
        assert!(!wing_may_apply(&layout, &b, 4));
        assert!(!aligned_pair_may_apply(&layout, &b));
        assert_eq!(blocking_technique(&layout, &b), None);
    }

    #[test]
    fn a_wing_with_a_restricted_digit_is_seen() {
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        // Wing r1c1 {1,5}, r1c2 {1,2}, r1c3 {1,3}, r2c1 {1,4} (box 1, five
        // digits); pivot r2c2 {1,5}: 5 is in r1c1 only, which sees the
        // pivot (restricted), so 1 leaves r3c1, which sees them all.
        let extra = [(0, 5), (1, 1), (2, 1), (9, 1), (10, 1), (18, 1)];
        let b = board(&layout, &extra);
        assert!(wing_may_apply(&layout, &b, 4));
        // Without the victim's 1, nothing is removed.
        let b = board(&layout, &extra[..5]);
        assert!(!wing_may_apply(&layout, &b, 4));
    }
}
