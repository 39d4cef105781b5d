//! Two strong links on one digit joined by a weak link: skyscraper,
//! 2-string kite and turbot fish, in any houses of the rule set.
//!
//! A strong link is a full house where the digit has exactly two places:
//! one of them holds it. Two such links whose "bridge" ends share a house
//! (at most one of the bridges holds the digit) leave the digit in one of
//! the two far ends, so every cell that sees both far ends loses it. When
//! the far ends share a house too, the four cells make a loop and the
//! bridges' common peers lose it as well.
//!
//! Grouped links (a digit's places in a house split into two groups) are
//! not searched here: SukakuExplainer rates them 4.3, so the caller can
//! trust a plain link only when its rating is below that.

use super::super::rules::HouseKind;
use super::board::{bit, LogicBoard};
use super::layout::{kind_rank, CellSet, Layout};
use super::singles::{cells_at, places};
use super::step::{Step, Technique};

/// The house kinds a link may lie in: SukakuExplainer's region order, the
/// one locking searches too.
pub(crate) const LINK_KINDS: [HouseKind; 12] = super::LOCKING_KINDS;

/// The order in which the house shared by two bridge cells is chosen
/// (SukakuExplainer's: columns before rows before boxes).
const SHARE_KINDS: [HouseKind; 12] = [
    HouseKind::Column,
    HouseKind::Row,
    HouseKind::Region,
    HouseKind::DisjointGroup,
    HouseKind::Window,
    HouseKind::Girandola,
    HouseKind::Asterisk,
    HouseKind::CentreDot,
    HouseKind::MainDiagonal,
    HouseKind::AntiDiagonal,
    HouseKind::Extra,
    HouseKind::Cage,
];

/// One pattern found, with what SukakuExplainer sorts its hints by.
pub(super) struct LinkHint {
    pub step: Step,
    /// Tenths on SukakuExplainer's scale.
    pub difficulty: u8,
    /// Eliminations counted as SukakuExplainer counts them (a loop's two
    /// sides each count theirs).
    pub eliminations_counted: usize,
    /// The links' house types, as SukakuExplainer names the pattern.
    pub suffix: String,
}

/// Houses shaped like boxes, where two places in one line are no link
/// SukakuExplainer uses (pointing covers them).
fn box_shaped(kind: HouseKind) -> bool {
    matches!(
        kind,
        HouseKind::Region | HouseKind::DisjointGroup | HouseKind::Window
    )
}

fn same_line(size: usize, a: usize, b: usize) -> bool {
    a / size == b / size || a % size == b % size
}

/// The first house, in `SHARE_KINDS` order, holding both cells.
fn shared_house(layout: &Layout, a: usize, b: usize) -> Option<usize> {
    layout
        .houses_of_kinds(&SHARE_KINDS)
        .find(|&h| layout.house_sets[h].contains(a) && layout.house_sets[h].contains(b))
}

/// Cells seeing both `a` and `b` that hold `digit`, outside `excluded`.
fn common_victims(
    layout: &Layout,
    board: &LogicBoard,
    a: usize,
    b: usize,
    digit: u8,
    excluded: &[usize],
) -> Vec<usize> {
    let mut seen: CellSet = layout.peers[a];
    seen.intersect(&layout.peers[b]);
    seen.cells()
        .filter(|&c| {
            c != a
                && c != b
                && board.candidates[c] & bit(digit) != 0
                && !excluded.iter().any(|&h| layout.house_sets[h].contains(c))
        })
        .collect()
}

/// SukakuExplainer's name for the two links' house types ("11" for two
/// parallel lines, "12" for a row and a column, "01" for a box and a line):
/// rows and columns are interchangeable, the smaller spelling wins.
fn suffix(t1: usize, t2: usize) -> String {
    let spell = |v: &[usize]| v.iter().map(|t| t.to_string()).collect::<String>();
    let swap = |t: usize| match t {
        1 => 2,
        2 => 1,
        t => t,
    };
    let (a, b) = if t1 <= t2 { (t1, t2) } else { (t2, t1) };
    let original = spell(&[a, b]);
    let name = if a == 1 || b == 1 {
        let swapped = spell(&[swap(a), swap(b)]);
        let reversed = spell(&[swap(b), swap(a)]);
        original.min(swapped.min(reversed))
    } else {
        spell(&[if a == 2 { 1 } else { a }, if b == 2 { 1 } else { b }])
    };
    format!("0{name}")
}

/// The rating of a plain two-link pattern: 4.0 for two parallel lines,
/// 4.1 with a box or crossing lines, 4.3 with any other house.
fn difficulty(suffix: &str) -> u8 {
    let types = &suffix[1..];
    if types.bytes().any(|b| b > b'2') {
        43
    } else if !types.contains('0') && !types.contains('2') {
        40
    } else if types.contains('0') && types.contains('2') {
        42
    } else {
        41
    }
}

/// A found step's rating, from its two link houses.
pub(super) fn difficulty_of(layout: &Layout, step: &Step) -> u8 {
    let kind = |i: usize| kind_rank(layout.houses[step.houses[i]].kind);
    difficulty(&suffix(kind(0), kind(1)))
}

/// Every plain two-link pattern that eliminates something, sorted as
/// SukakuExplainer sorts them: easiest first, then most eliminations, then
/// by name, then in the order found.
pub(super) fn two_strong_links(layout: &Layout, board: &LogicBoard) -> Vec<LinkHint> {
    let kinds: Vec<HouseKind> = LINK_KINDS
        .iter()
        .copied()
        .filter(|&k| layout.houses.iter().any(|h| h.kind == k && h.full))
        .collect();
    let mut found = Vec::new();
    for (i1, &k1) in kinds.iter().enumerate() {
        for &k2 in &kinds[i1..] {
            for digit in 1..=layout.size as u8 {
                search_pair(layout, board, k1, k2, digit, &mut found);
            }
        }
    }
    found.sort_by(|a, b| {
        a.difficulty
            .cmp(&b.difficulty)
            .then(b.eliminations_counted.cmp(&a.eliminations_counted))
            .then(a.suffix.cmp(&b.suffix))
    });
    found
}

/// The two places of `digit` in `house` when they make a usable link.
fn link(layout: &Layout, board: &LogicBoard, house: usize, digit: u8) -> Option<[usize; 2]> {
    let h = &layout.houses[house];
    if !h.full {
        return None;
    }
    let at = places(layout, board, house, digit);
    if at.count_ones() != 2 {
        return None;
    }
    let cells = cells_at(layout, house, at);
    if box_shaped(h.kind) && same_line(layout.size, cells[0], cells[1]) {
        return None;
    }
    Some([cells[0], cells[1]])
}

fn search_pair(
    layout: &Layout,
    board: &LogicBoard,
    k1: HouseKind,
    k2: HouseKind,
    digit: u8,
    found: &mut Vec<LinkHint>,
) {
    let houses1: Vec<usize> = layout.houses_of_kinds(&[k1]).collect();
    let houses2: Vec<usize> = layout.houses_of_kinds(&[k2]).collect();
    let tag = suffix(kind_rank(k1), kind_rank(k2));
    let rating = difficulty(&tag);
    for (n1, &h1) in houses1.iter().enumerate() {
        let Some(link1) = link(layout, board, h1, digit) else {
            continue;
        };
        let start2 = if k1 == k2 { n1 + 1 } else { 0 };
        for &h2 in &houses2[start2.min(houses2.len())..] {
            let Some(link2) = link(layout, board, h2, digit) else {
                continue;
            };
            if link1.iter().any(|c| link2.contains(c)) {
                continue;
            }
            for (u1, u2) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                let (start, bridge1) = (link1[u1], link1[1 - u1]);
                let (bridge2, end) = (link2[u2], link2[1 - u2]);
                let Some(share) = shared_house(layout, bridge1, bridge2) else {
                    continue;
                };
                let loop_house = shared_house(layout, start, end);
                let (eliminated, counted) = if loop_house.is_some() {
                    // A loop is reported once, from its first orientation.
                    if u1 != 0 {
                        continue;
                    }
                    let mut a = common_victims(layout, board, start, end, digit, &[h1, h2]);
                    let b = common_victims(layout, board, bridge1, bridge2, digit, &[h1, h2]);
                    let counted = a.len() + b.len();
                    a.extend(b);
                    a.sort_unstable();
                    a.dedup();
                    (a, counted)
                } else {
                    let a = common_victims(layout, board, start, end, digit, &[h1, h2, share]);
                    let counted = a.len();
                    (a, counted)
                };
                if eliminated.is_empty() {
                    continue;
                }
                let technique =
                    match (k1, k2) {
                        (HouseKind::Row, HouseKind::Row)
                        | (HouseKind::Column, HouseKind::Column) => Technique::Skyscraper,
                        (HouseKind::Row, HouseKind::Column)
                        | (HouseKind::Column, HouseKind::Row) => Technique::TwoStringKite,
                        _ => Technique::TurbotFish,
                    };
                let mut houses = vec![h1, h2, share];
                houses.extend(loop_house);
                found.push(LinkHint {
                    step: Step {
                        technique,
                        placements: Vec::new(),
                        eliminations: eliminated.iter().map(|&c| (c, digit)).collect(),
                        houses,
                        cells: vec![start, bridge1, bridge2, end],
                        digits: bit(digit),
                    },
                    difficulty: rating,
                    eliminations_counted: counted,
                    suffix: tag.clone(),
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::LogicBoard;
    use super::super::layout::Layout;
    use super::super::step::Technique;
    use super::{difficulty, suffix, two_strong_links};
    use crate::variant::RulesBuilder;

    #[test]
    fn a_skyscraper_clears_the_cells_that_see_both_tops() {
        let rules = RulesBuilder::new(9).build().unwrap();
        let layout = Layout::new(&rules);
        // Digit 1 has two places in column 1 (r1, r6) and in column 5
        // (r2, r6): the bottoms share row 6, so r1c1 or r2c5 holds 1.
        let mut masks = vec![0x1ff; 81];
        for r in 0..9 {
            if r != 0 && r != 5 {
                masks[r * 9] &= !1;
            }
            if r != 1 && r != 5 {
                masks[r * 9 + 4] &= !1;
            }
        }
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        let hints = two_strong_links(&layout, &board);
        assert_eq!(hints.len(), 1);
        let step = &hints[0].step;
        assert_eq!(step.technique, Technique::Skyscraper);
        assert_eq!(hints[0].difficulty, 40);
        assert_eq!(step.cells, vec![0, 45, 49, 13]);
        // r1c4, r1c6 (row 1 and box 2) and r2c2, r2c3 (row 2 and box 1).
        assert_eq!(step.eliminations, vec![(3, 1), (5, 1), (10, 1), (11, 1)]);
        let text = super::super::describe(&layout, step);
        assert!(
            text.starts_with("Skyscraper in column 1, column 5, row 6 on 1"),
            "{text}"
        );
        assert!(
            text.contains("r1c4 sees r1c1 in row 1, r1c4 sees r2c5 in box 2"),
            "{text}"
        );
    }

    #[test]
    fn pattern_names_and_ratings_follow_the_link_houses() {
        // Two rows or two columns: a skyscraper, 4.0.
        assert_eq!(suffix(1, 1), "011");
        assert_eq!(suffix(2, 2), "011");
        assert_eq!(difficulty("011"), 40);
        // A row and a column: a kite, 4.1.
        assert_eq!(suffix(1, 2), "012");
        assert_eq!(difficulty("012"), 41);
        // A box with a line or a box: 4.1.
        assert_eq!(suffix(0, 1), "001");
        assert_eq!(suffix(0, 2), "001");
        assert_eq!(suffix(0, 0), "000");
        assert_eq!(difficulty("001"), 41);
        // Any variant house: 4.3.
        assert_eq!(difficulty(&suffix(1, 5)), 43);
        assert_eq!(difficulty(&suffix(0, 3)), 43);
    }
}
