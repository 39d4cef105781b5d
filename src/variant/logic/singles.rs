//! Singles and the "direct" techniques that end in one: hidden and naked
//! singles, direct pointing and direct hidden sets.

use super::super::rules::HouseKind;
use super::board::{bit, LogicBoard};
use super::combinations::first_combination;
use super::layout::Layout;
use super::step::{Step, Technique};

/// Bit `i` for each position `i` of the house whose cell has `digit` as a
/// candidate.
pub(super) fn places(layout: &Layout, board: &LogicBoard, house: usize, digit: u8) -> u32 {
    let mut mask = 0;
    for (i, &cell) in layout.houses[house].cells.iter().enumerate() {
        if board.candidates[cell] & bit(digit) != 0 {
            mask |= 1 << i;
        }
    }
    mask
}

pub(super) fn empty_count(layout: &Layout, board: &LogicBoard, house: usize) -> usize {
    let cells = &layout.houses[house].cells;
    cells.iter().filter(|&&c| board.values[c] == 0).count()
}

/// Usable for reasoning about where a digit goes: every digit is in it.
fn full_house(layout: &Layout, house: usize) -> bool {
    layout.houses[house].full && layout.houses[house].cells.len() <= 32
}

/// The first hidden single, houses kind by kind in `kinds` order. With
/// `last_only`, only the last empty cell of a house; otherwise only singles
/// that are not.
pub(super) fn hidden_single(
    layout: &Layout,
    board: &LogicBoard,
    kinds: &[HouseKind],
    last_only: bool,
) -> Option<Step> {
    for house in layout.houses_of_kinds(kinds) {
        if !full_house(layout, house) {
            continue;
        }
        // One pass over the cells: the digits with one place, and the
        // empty cells, instead of a pass per digit.
        let (mut once, mut twice, mut empty) = (0u32, 0u32, 0usize);
        for &c in &layout.houses[house].cells {
            let m = board.candidates[c];
            twice |= once & m;
            once |= m;
            empty += (board.values[c] == 0) as usize;
        }
        let last = empty == 1;
        if last != last_only {
            continue;
        }
        let single = once & !twice;
        if single != 0 {
            let digit = single.trailing_zeros() as u8 + 1;
            let cell = layout.houses[house]
                .cells
                .iter()
                .copied()
                .find(|&c| board.candidates[c] & bit(digit) != 0)
                .expect("the digit has a place");
            let technique = if last {
                Technique::LastInHouse
            } else {
                Technique::HiddenSingle
            };
            return Some(Step::placing(technique, cell, digit, vec![house]));
        }
    }
    None
}

/// The first cell, in cell order, with one candidate.
pub(super) fn naked_single(board: &LogicBoard) -> Option<Step> {
    (0..board.values.len())
        .find(|&c| board.values[c] == 0 && board.candidates[c].count_ones() == 1)
        .map(|cell| {
            let digit = board.candidates[cell].trailing_zeros() as u8 + 1;
            Step::placing(Technique::NakedSingle, cell, digit, Vec::new())
        })
}

/// Whether the houses share a cell.
pub(super) fn crosses(layout: &Layout, a: usize, b: usize) -> bool {
    a != b
        && layout.houses[a]
            .cells
            .iter()
            .any(|&c| layout.house_sets[b].contains(c))
}

/// The cells of `house` at the positions in `mask`.
pub(super) fn cells_at(layout: &Layout, house: usize, mask: u32) -> Vec<usize> {
    let cells = &layout.houses[house].cells;
    (0..cells.len())
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| cells[i])
        .collect()
}

/// A digit locked in the crossing of a first house with a second leaves one
/// place in a third house of the first house's kind: that place. `pairs`
/// are (first kind, second kind), searched in order, digit by digit.
pub(super) fn direct_pointing(
    layout: &Layout,
    board: &LogicBoard,
    pairs: &[(HouseKind, HouseKind)],
) -> Option<Step> {
    for &(kind1, kind2) in pairs {
        for digit in 1..=layout.size as u8 {
            for h1 in layout.houses_of_kinds(&[kind1]) {
                if !full_house(layout, h1) {
                    continue;
                }
                let at1 = places(layout, board, h1, digit);
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
                    for h3 in layout.houses_of_kinds(&[kind1]) {
                        if h3 == h1 || !full_house(layout, h3) || !crosses(layout, h3, h2) {
                            continue;
                        }
                        let cells3 = cells_at(layout, h3, places(layout, board, h3, digit));
                        if cells3.len() < 2 {
                            continue;
                        }
                        let left: Vec<usize> = cells3
                            .into_iter()
                            .filter(|&c| !layout.house_sets[h2].contains(c))
                            .collect();
                        if left.len() == 1 {
                            let mut step = Step::placing(
                                Technique::DirectPointing,
                                left[0],
                                digit,
                                vec![h1, h2, h3],
                            );
                            step.cells = cells1.clone();
                            step.cells.push(left[0]);
                            return Some(step);
                        }
                    }
                }
            }
        }
    }
    None
}

/// A hidden set of `degree` digits in a house leaves a single place for
/// another digit of that house: that place.
pub(super) fn direct_hidden_set(
    layout: &Layout,
    board: &LogicBoard,
    kinds: &[HouseKind],
    degree: usize,
) -> Option<Step> {
    let n = layout.size;
    for house in layout.houses_of_kinds(kinds) {
        if !full_house(layout, house) || empty_count(layout, board, house) <= degree {
            continue;
        }
        let at: Vec<u32> = (1..=n as u8)
            .map(|d| places(layout, board, house, d))
            .collect();
        let found = first_combination(n, degree, &mut |tuple: &[usize]| {
            let mut union = 0;
            for &d in tuple {
                if at[d].count_ones() < 2 {
                    return None;
                }
                union |= at[d];
            }
            if union.count_ones() as usize != degree {
                return None;
            }
            let set: u32 = tuple.iter().map(|&d| 1u32 << d).sum();
            (0..n).filter(|d| set >> d & 1 == 0).find_map(|d| {
                let rest = at[d] & !union;
                (at[d].count_ones() > 1 && rest.count_ones() == 1).then_some((d, rest, set, union))
            })
        });
        if let Some((d, rest, set, union)) = found {
            let cell = layout.houses[house].cells[rest.trailing_zeros() as usize];
            let digit = d as u8 + 1;
            let mut step = Step::placing(
                Technique::DirectHiddenSet(degree as u8),
                cell,
                digit,
                vec![house],
            );
            step.cells = cells_at(layout, house, union);
            step.cells.push(cell);
            step.digits = set | bit(digit);
            return Some(step);
        }
    }
    None
}
