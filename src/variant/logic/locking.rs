//! Where a digit is locked: pointing and claiming between two houses,
//! generalised locking through any peers, and fish over rows and columns.

use super::super::rules::HouseKind;
use super::board::{bit, digits, LogicBoard};
use super::board_changes::Recall;
use super::combinations::first_combination;
use super::layout::{CellSet, Layout};
use super::singles::{cells_at, crosses, places};
use super::step::{Step, Technique};

/// A digit whose places in a first house all lie in a second house leaves
/// the second house's other cells. `pairs` are (first kind, second kind).
pub(super) fn pointing_claiming(
    layout: &Layout,
    board: &LogicBoard,
    pairs: &[(HouseKind, HouseKind)],
    mut recall: Recall,
) -> Option<Step> {
    let (n, houses) = (layout.size, layout.houses.len());
    // A pick reads the digit's places in the first house; what it removes
    // only shrinks as the board loses candidates.
    // Past the keys by house: a (pair, digit) whose every house found
    // nothing on the same places of the digit (its stamp unchanged).
    let by_digit = pairs.len() * n * houses;
    for (p, &(kind1, kind2)) in pairs.iter().enumerate() {
        for digit in 1..=n as u8 {
            let digit_key = by_digit + p * n + digit as usize - 1;
            if recall.digit_unchanged(digit_key, digit) {
                continue;
            }
            for h1 in layout.houses_of_kinds(&[kind1]) {
                let key = (p * n + digit as usize - 1) * houses + h1;
                if !layout.houses[h1].full || recall.house_digit_unchanged(key, h1, digit) {
                    continue;
                }
                let at1 = match recall.changes() {
                    Some(changes) => changes.places(h1, digit),
                    None => places(layout, board, h1, digit),
                };
                if at1.count_ones() < 2 {
                    continue;
                }
                let cells1 = cells_at(layout, h1, at1);
                for h2 in layout.houses_of_kinds(&[kind2]) {
                    if !crosses(layout, h1, h2)
                        || !cells1.iter().all(|&c| layout.house_sets[h2].contains(c))
                    {
                        continue;
                    }
                    let eliminations: Vec<(usize, u8)> = layout.houses[h2]
                        .cells
                        .iter()
                        .filter(|&&c| {
                            !layout.house_sets[h1].contains(c)
                                && board.candidates[c] & bit(digit) != 0
                        })
                        .map(|&c| (c, digit))
                        .collect();
                    if eliminations.is_empty() {
                        continue;
                    }
                    let technique = if matches!(kind2, HouseKind::Row | HouseKind::Column) {
                        Technique::Pointing
                    } else {
                        Technique::Claiming
                    };
                    return Some(Step {
                        technique,
                        placements: Vec::new(),
                        eliminations,
                        houses: vec![h1, h2],
                        cells: cells1,
                        digits: bit(digit),
                    });
                }
                recall.nothing_in_house_digit(key, h1, digit);
            }
            recall.nothing_for_digit(digit_key, digit);
        }
    }
    None
}

/// A digit with 2..=`max_places` places in a house: every cell that sees
/// all of them loses it. Kinds in order, then digits, then houses.
pub(super) fn generalised_locking(
    layout: &Layout,
    board: &LogicBoard,
    kinds: &[HouseKind],
    max_places: u32,
    mut recall: Recall,
) -> Option<Step> {
    let n = layout.size;
    // Past the keys by house: a (kind, digit) whose every house found
    // nothing on the same places of the digit (its stamp unchanged).
    let by_digit = layout.houses.len() * n;
    // A house reads the digit's places in it; what they remove only
    // shrinks as the board loses candidates.
    for (k, &kind) in kinds.iter().enumerate() {
        for digit in 1..=n as u8 {
            let digit_key = by_digit + k * n + digit as usize - 1;
            if recall.digit_unchanged(digit_key, digit) {
                continue;
            }
            for house in layout.houses_of_kinds(&[kind]) {
                let key = house * n + digit as usize - 1;
                if !layout.houses[house].full || recall.house_digit_unchanged(key, house, digit) {
                    continue;
                }
                let at = match recall.changes() {
                    Some(changes) => changes.places(house, digit),
                    None => places(layout, board, house, digit),
                };
                if at.count_ones() < 2 || at.count_ones() > max_places {
                    continue;
                }
                // The places' common peers, read from the mask: most
                // houses find nothing, and then no list is built.
                let house_cells = &layout.houses[house].cells;
                let mut seen = CellSet::default();
                let mut rest = at;
                let mut first = true;
                while rest != 0 {
                    let c = house_cells[rest.trailing_zeros() as usize];
                    rest &= rest - 1;
                    if first {
                        seen = layout.peers[c];
                        first = false;
                    } else {
                        seen.intersect(&layout.peers[c]);
                    }
                }
                let mut victims = seen
                    .cells()
                    .filter(|&c| board.candidates[c] & bit(digit) != 0);
                if let Some(victim) = victims.next() {
                    // A place is no peer of itself, nor of the other places
                    // (they share the house): none is a victim.
                    let mut eliminations = vec![(victim, digit)];
                    eliminations.extend(victims.map(|c| (c, digit)));
                    return Some(Step {
                        technique: Technique::GeneralisedLocking,
                        placements: Vec::new(),
                        eliminations,
                        houses: vec![house],
                        cells: cells_at(layout, house, at),
                        digits: bit(digit),
                    });
                }
                recall.nothing_in_house_digit(key, house, digit);
            }
            recall.nothing_for_digit(digit_key, digit);
        }
    }
    None
}

/// Position of a cell along a line of `kind`: its column in a row, its row
/// in a column.
fn along(n: usize, kind: HouseKind, cell: usize) -> usize {
    if kind == HouseKind::Row {
        cell % n
    } else {
        cell / n
    }
}

/// Basic fish of `degree` lines: base lines of the first kind whose places
/// for a digit lie in `degree` cover lines of the other. Columns as base
/// first, then rows, as SukakuExplainer searches.
pub(super) fn fish(
    layout: &Layout,
    board: &LogicBoard,
    degree: usize,
    mut recall: Recall,
) -> Option<Step> {
    let n = layout.size;
    for (b, (base_kind, cover_kind)) in [
        (HouseKind::Column, HouseKind::Row),
        (HouseKind::Row, HouseKind::Column),
    ]
    .into_iter()
    .enumerate()
    {
        let base = layout.houses_of_kind(base_kind);
        let cover = layout.houses_of_kind(cover_kind);
        if base.len() != n || cover.len() != n {
            continue;
        }
        // A digit's fish read its places alone (its placements too: a
        // placement changes them), so a digit that found nothing in any
        // pick of lines is left out while they stay the same.
        let mut placed = vec![0usize; n + 1];
        for &v in &board.values {
            placed[v as usize] += 1;
        }
        let mut open = 0u32;
        for digit in 1..=n as u8 {
            let key = b * n + digit as usize - 1;
            if placed[digit as usize] + degree * 2 <= n && !recall.digit_unchanged(key, digit) {
                open |= bit(digit);
            }
        }
        if open == 0 {
            continue;
        }
        // Each base line's places by digit (`(digit - 1) * n + line`), as
        // positions along the line.
        let mut line_places = vec![0u32; n * n];
        for (line, &h) in base.iter().enumerate() {
            for &c in &layout.houses[h].cells {
                for d in digits(board.candidates[c] & open) {
                    line_places[(d as usize - 1) * n + line] |= 1 << along(n, base_kind, c);
                }
            }
        }
        let found = first_combination(n, degree, &mut |tuple: &[usize]| {
            for digit in digits(open) {
                let at_line = &line_places[(digit as usize - 1) * n..digit as usize * n];
                let mut union = 0u32;
                let mut ok = true;
                for &line in tuple {
                    let at = at_line[line];
                    if at.count_ones() < 2 {
                        ok = false;
                        break;
                    }
                    union |= at;
                }
                if !ok || union.count_ones() as usize != degree {
                    continue;
                }
                let mut in_base = CellSet::default();
                for &line in tuple {
                    for &c in &layout.houses[base[line]].cells {
                        in_base.insert(c);
                    }
                }
                let covers: Vec<usize> = (0..n)
                    .filter(|i| union >> i & 1 == 1)
                    .map(|i| cover[i])
                    .collect();
                let eliminations: Vec<(usize, u8)> = covers
                    .iter()
                    .flat_map(|&h| layout.houses[h].cells.iter().copied())
                    .filter(|&c| !in_base.contains(c) && board.candidates[c] & bit(digit) != 0)
                    .map(|c| (c, digit))
                    .collect();
                if !eliminations.is_empty() {
                    let mut houses: Vec<usize> = tuple.iter().map(|&l| base[l]).collect();
                    houses.extend(&covers);
                    let cells = in_base
                        .cells()
                        .filter(|&c| board.candidates[c] & bit(digit) != 0)
                        .collect();
                    return Some(Step {
                        technique: Technique::Fish(degree as u8),
                        placements: Vec::new(),
                        eliminations,
                        houses,
                        cells,
                        digits: bit(digit),
                    });
                }
            }
            None
        });
        if found.is_some() {
            return found;
        }
        for digit in digits(open) {
            recall.nothing_for_digit(b * n + digit as usize - 1, digit);
        }
    }
    None
}
