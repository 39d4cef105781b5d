//! The strong links a house gives one digit, as SukakuExplainer reads them
//! for its two-strong-link patterns: two places (a plain link), or three to
//! six places split into two groups (a grouped link), one of which holds
//! the digit.
//!
//! A house's cells are taken in SukakuExplainer's order (row by row, except
//! windoku's two groups in columns 1, 5 and 9, which it takes column by
//! column). Box-shaped houses (boxes, disjoint groups, windows) are read as
//! 3x3 arrangements: an "empty rectangle" around a heart cell leaves the
//! places in the heart's row and column; boxes also try two rows or two
//! columns. Lines are cut into three runs of three: one run empty leaves
//! the other two as groups. Only the first shape that empties is tried, as
//! SukakuExplainer does.

use super::super::rules::HouseKind;
use super::board::{bit, LogicBoard};
use super::layout::{kind_rank, Layout};

/// One reading of a house as a strong link: one of `ends` holds the digit.
/// Each end is a group of cells, its first cell the one SukakuExplainer
/// names; a group may hold a cell without the digit (the heart), which only
/// makes every "sees the group" test stricter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct HouseLink {
    pub ends: [Vec<usize>; 2],
    /// Three places or more.
    pub grouped: bool,
    /// Places of the digit in neither end. SukakuExplainer's readings
    /// leave none (the heart joins a group whenever it may hold the
    /// digit); kept as a guard, so that a reading that is not a link can
    /// only be followed where its eliminations hold with these places added
    /// to one end or the other.
    pub missing: Vec<usize>,
}

/// Positions (0..9 in the house's order) with no place, per shape: the
/// nine empty rectangles around each heart, then two rows or two columns.
const EMPTY_AREA: [[u8; 4]; 15] = [
    [4, 5, 7, 8],
    [3, 5, 6, 8],
    [3, 4, 6, 7],
    [1, 2, 7, 8],
    [0, 2, 6, 8],
    [0, 1, 6, 7],
    [1, 2, 4, 5],
    [0, 2, 3, 5],
    [0, 1, 3, 4],
    [6, 7, 8, 9],
    [3, 4, 5, 9],
    [0, 1, 2, 9],
    [2, 5, 8, 9],
    [1, 4, 7, 9],
    [0, 3, 6, 9],
];

/// The two groups per shape: the heart's column and row without it, then
/// the two rows or columns left.
const BLADES: [([u8; 3], [u8; 3]); 15] = [
    ([3, 6, 9], [1, 2, 9]),
    ([4, 7, 9], [0, 2, 9]),
    ([5, 8, 9], [0, 1, 9]),
    ([0, 6, 9], [4, 5, 9]),
    ([1, 7, 9], [3, 5, 9]),
    ([2, 8, 9], [3, 4, 9]),
    ([0, 3, 9], [7, 8, 9]),
    ([1, 4, 9], [6, 8, 9]),
    ([2, 5, 9], [6, 7, 9]),
    ([0, 1, 2], [3, 4, 5]),
    ([0, 1, 2], [6, 7, 8]),
    ([3, 4, 5], [6, 7, 8]),
    ([0, 3, 6], [1, 4, 7]),
    ([0, 3, 6], [2, 5, 8]),
    ([1, 4, 7], [2, 5, 8]),
];

/// Positions as a mask, 9 meaning none.
fn mask(positions: &[u8]) -> u32 {
    positions
        .iter()
        .filter(|&&p| p < 9)
        .fold(0, |m, &p| m | 1 << p)
}

fn box_shaped(kind: HouseKind) -> bool {
    matches!(
        kind,
        HouseKind::Region | HouseKind::DisjointGroup | HouseKind::Window
    )
}

fn same_line(n: usize, a: usize, b: usize) -> bool {
    a / n == b / n || a % n == b % n
}

/// Every reading of `house` as a link on `digit`, in SukakuExplainer's
/// order. Empty when the house has fewer than two or more than six places
/// (more than two past 9x9), or its places fit no shape. The searches
/// read `links_of_places` through `strong_links::LinkReadings`.
#[cfg(test)]
pub(super) fn house_links(
    layout: &Layout,
    board: &LogicBoard,
    house: usize,
    digit: u8,
) -> Vec<HouseLink> {
    if !layout.houses[house].full {
        return Vec::new();
    }
    links_of_places(layout, house, ordered_places(layout, board, house, digit))
}

/// The digit's places in the house as positions in SukakuExplainer's
/// order (`Layout::link_order`): all `links_of_places` reads of the board.
pub(super) fn ordered_places(layout: &Layout, board: &LogicBoard, house: usize, digit: u8) -> u32 {
    layout
        .link_order(house)
        .iter()
        .enumerate()
        .filter(|&(_, &c)| board.candidates[c] & bit(digit) != 0)
        .fold(0, |m, (i, _)| m | 1 << i)
}

/// `house_links` of a full house from its places (`ordered_places`).
pub(super) fn links_of_places(layout: &Layout, house: usize, at: u32) -> Vec<HouseLink> {
    let n = layout.size;
    let kind = layout.houses[house].kind;
    let cells = layout.link_order(house);
    // The count of places decides most houses. Groups are read on 9x9
    // only, the one size SukakuExplainer rates.
    let count = at.count_ones() as usize;
    if !(2..=6).contains(&count) || (count > 2 && n != 9) {
        return Vec::new();
    }
    let boxy = box_shaped(kind);
    let of = |m: u32| -> Vec<usize> {
        (0..n)
            .filter(|i| m >> i & 1 == 1)
            .map(|i| cells[i])
            .collect()
    };
    if count == 2 {
        let first = cells[at.trailing_zeros() as usize];
        let second = cells[31 - at.leading_zeros() as usize];
        if boxy && same_line(n, first, second) {
            return Vec::new();
        }
        return vec![HouseLink {
            ends: [vec![first], vec![second]],
            grouped: false,
            missing: Vec::new(),
        }];
    }
    // The first shape whose empty area holds no place.
    let shapes = if kind_rank(kind) == 0 { 15 } else { 3 };
    let mut found = None;
    for e in 0..shapes {
        if e > 8 && count < 4 {
            continue;
        }
        let (empty, b1, b2) = if boxy {
            (mask(&EMPTY_AREA[e]), mask(&BLADES[e].0), mask(&BLADES[e].1))
        } else {
            let run = |k: usize| 0b111u32 << (3 * k);
            let others: Vec<usize> = (0..3).filter(|&k| k != e).collect();
            (run(e), run(others[0]), run(others[1]))
        };
        if at & empty == 0 {
            if at & b1 != 0 && at & b2 != 0 {
                found = Some((e, at & b1, at & b2));
            }
            break;
        }
    }
    let Some((e, blade1, blade2)) = found else {
        return Vec::new();
    };
    let (b1, b2) = (of(blade1), of(blade2));
    let heart = (boxy && e < 9).then_some(cells[e.min(8)]);
    let heart_holds = boxy && e < 9 && at >> e & 1 == 1;
    let mut readings: Vec<[Vec<usize>; 2]> = Vec::new();
    if b1.len() == 1 || b2.len() == 1 {
        // One arm is a single cell: it against the other arm (with the
        // heart, in a box shape).
        let against = |single: usize, arm: &[usize]| -> [Vec<usize>; 2] {
            let mut group = vec![arm[0]];
            if boxy {
                group.extend(heart);
                group.extend(arm.get(1));
            } else {
                group.extend(&arm[1..]);
            }
            [vec![single], group]
        };
        if b1.len() == 1 && b2.len() == 1 {
            // Both arms single (an L): SukakuExplainer ends on the second
            // arm's cell against the first with the heart.
            readings.push(against(b2[0], &b1));
        } else {
            if b1.len() == 1 {
                readings.push(against(b1[0], &b2));
            }
            if b2.len() == 1 {
                readings.push(against(b2[0], &b1));
            }
        }
        if heart.is_none() && boxy {
            // SukakuExplainer has no heart for the row and column shapes:
            // such a reading cannot be followed here.
            return Vec::new();
        }
    } else {
        let two_by_two =
            e > 8 && count == 4 && same_line(n, b1[1], b2[1]) && same_line(n, b1[0], b2[0]);
        let (mut g1, mut g2) = (b1.clone(), b2.clone());
        if !two_by_two && heart_holds {
            if b1.len() == 2 {
                g1.extend(heart);
            }
            if b2.len() == 2 {
                g2.extend(heart);
            }
        }
        readings.push([g1, g2]);
        if two_by_two {
            // Four places in a rectangle: by rows or by columns.
            readings.push([vec![b1[0], b2[0]], vec![b1[1], b2[1]]]);
        }
    }
    let all = of(at);
    readings
        .into_iter()
        .map(|ends| HouseLink {
            missing: all
                .iter()
                .copied()
                .filter(|c| !ends[0].contains(c) && !ends[1].contains(c))
                .collect(),
            ends,
            grouped: true,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::board::LogicBoard;
    use super::super::layout::Layout;
    use super::house_links;
    use crate::variant::RulesBuilder;

    /// A classic board where digit 1 stays only in `cells`.
    fn board_with_ones(layout: &Layout, cells: &[usize]) -> LogicBoard {
        let mut masks = vec![0x1feu32; 81];
        for &c in cells {
            masks[c] = 0x1ff;
        }
        LogicBoard::from_candidates(layout, &masks).unwrap()
    }

    #[test]
    fn a_cross_in_a_box_splits_into_its_row_and_its_column() {
        let rules = RulesBuilder::new(9).build().unwrap();
        let layout = Layout::new(&rules);
        // Box 1 holds 1 at r1c2, r2c1, r3c1 (no r1c1): the heart r1c1 leaves
        // r1c2 alone against column 1's two cells, with the heart.
        let board = board_with_ones(&layout, &[1, 9, 18]);
        let links = house_links(&layout, &board, 0, 1);
        assert_eq!(links.len(), 1);
        assert_eq!(links[0].ends, [vec![1], vec![9, 0, 18]]);
        assert!(links[0].grouped);
        assert!(links[0].missing.is_empty());
    }

    #[test]
    fn an_l_is_read_as_one_arm_against_the_other_with_the_corner() {
        let rules = RulesBuilder::new(9).build().unwrap();
        let layout = Layout::new(&rules);
        // r1c1 (the corner), r1c2 and r2c1: r1c2 against r2c1 with r1c1.
        let board = board_with_ones(&layout, &[0, 1, 9]);
        let links = house_links(&layout, &board, 0, 1);
        assert_eq!(links.len(), 1);
        assert_eq!(links[0].ends, [vec![1], vec![9, 0]]);
        assert!(links[0].missing.is_empty());
    }

    #[test]
    fn a_line_with_one_empty_run_splits_into_the_other_two() {
        let rules = RulesBuilder::new(9).build().unwrap();
        let layout = Layout::new(&rules);
        let row1 = (0..layout.houses.len())
            .find(|&h| layout.houses[h].cells == (0..9).collect::<Vec<_>>())
            .unwrap();
        // Row 1: c1, c2 and c9; the middle run (c4-c6) is empty.
        let board = board_with_ones(&layout, &[0, 1, 8]);
        let links = house_links(&layout, &board, row1, 1);
        assert_eq!(links.len(), 1);
        assert_eq!(links[0].ends, [vec![8], vec![0, 1]]);
        assert!(links[0].grouped && links[0].missing.is_empty());
        // Places in all three runs make no link.
        let board = board_with_ones(&layout, &[0, 4, 8]);
        assert!(house_links(&layout, &board, row1, 1).is_empty());
    }
}
