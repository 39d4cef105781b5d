//! Singles and the "direct" techniques that end in one: hidden and naked
//! singles, direct pointing and direct hidden sets.

use super::super::rules::HouseKind;
use super::board::{bit, LogicBoard};
use super::board_changes::{BoardChanges, Recall};
use super::layout::Layout;
use super::pointing_table::PointingTable;
use super::step::{Placing, Step, Technique};
use super::subsets::first_tight_set;

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

/// Every digit's places in a house (`places` for digits 1..=N, at index
/// `d - 1`), in one pass over its cells.
pub(super) fn all_places(layout: &Layout, board: &LogicBoard, house: usize) -> Vec<u32> {
    let mut at = vec![0u32; layout.size];
    for (i, &cell) in layout.houses[house].cells.iter().enumerate() {
        let mut rest = board.candidates[cell];
        while rest != 0 {
            at[rest.trailing_zeros() as usize] |= 1 << i;
            rest &= rest - 1;
        }
    }
    at
}

/// The house's empty cells, from the rating's counts when it keeps them.
pub(super) fn empty_count(
    layout: &Layout,
    board: &LogicBoard,
    house: usize,
    recall: &Recall,
) -> usize {
    if let Some(changes) = recall.changes() {
        return changes.empty(house);
    }
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

/// `hidden_single` with `last_only`, else without, from the sets of
/// houses with a single that `changes` keeps: a word per kind of house
/// instead of a pass over the houses (the same step).
pub(super) fn hidden_single_counted(
    layout: &Layout,
    changes: &BoardChanges,
    kinds: &[HouseKind],
) -> Option<Placing> {
    for last in [true, false] {
        if !changes.any_single(last) {
            continue;
        }
        for &kind in kinds {
            if let Some(house) = changes.first_single(layout.houses_of_kind(kind), last) {
                let single = changes.single(house);
                return Some(counted_single(layout, changes, house, single, last));
            }
        }
    }
    None
}

/// The step placing the first of `single`'s digits in its place in `house`.
fn counted_single(
    layout: &Layout,
    changes: &BoardChanges,
    house: usize,
    single: u32,
    last: bool,
) -> Placing {
    let digit = single.trailing_zeros() as u8 + 1;
    let at = changes.places(house, digit);
    let cell = layout.houses[house].cells[at.trailing_zeros() as usize];
    let technique = if last {
        Technique::LastInHouse
    } else {
        Technique::HiddenSingle
    };
    Placing::new(technique, cell, digit, &[house])
}

/// The first cell, in cell order, with one candidate.
pub(super) fn naked_single(board: &LogicBoard) -> Option<Step> {
    naked_single_placing(board)
        .map(|found| Step::placing(Technique::NakedSingle, found.cell, found.digit, Vec::new()))
}

/// `naked_single` as a `Placing`.
pub(super) fn naked_single_placing(board: &LogicBoard) -> Option<Placing> {
    (0..board.values.len())
        .find(|&c| board.values[c] == 0 && board.candidates[c].count_ones() == 1)
        .map(|cell| {
            let digit = board.candidates[cell].trailing_zeros() as u8 + 1;
            Placing::new(Technique::NakedSingle, cell, digit, &[])
        })
}

/// `naked_single_placing` from the cells with one candidate that
/// `changes` keeps (the same step).
pub(super) fn naked_single_counted(changes: &BoardChanges) -> Option<Placing> {
    changes
        .first_naked_single()
        .map(|(cell, digit)| Placing::new(Technique::NakedSingle, cell, digit, &[]))
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
/// are (first kind, second kind), searched in order, digit by digit;
/// `table` is `PointingTable::new(layout, pairs)`.
pub(super) fn direct_pointing(
    layout: &Layout,
    board: &LogicBoard,
    pairs: &[(HouseKind, HouseKind)],
    table: &PointingTable,
    mut recall: Recall,
) -> Option<Placing> {
    let n = layout.size;
    // Every full house's places, digit by digit, kept by the rating or
    // read once per call rather than once per pick of three houses.
    let read;
    let at: &[u32] = match recall.changes() {
        Some(changes) => changes.every_place(),
        None => {
            let mut table = vec![0u32; layout.houses.len() * n];
            for h in (0..layout.houses.len()).filter(|&h| full_house(layout, h)) {
                for (i, &cell) in layout.houses[h].cells.iter().enumerate() {
                    let mut rest = board.candidates[cell];
                    while rest != 0 {
                        table[h * n + rest.trailing_zeros() as usize] |= 1 << i;
                        rest &= rest - 1;
                    }
                }
            }
            read = table;
            &read
        }
    };
    // A pick reads one digit's places alone: a (pair, digit) that found
    // nothing on the same places finds nothing again.
    for p in 0..pairs.len() {
        for digit in 1..=n as u8 {
            let key = p * n + digit as usize - 1;
            if recall.digit_unchanged(key, digit) {
                continue;
            }
            if let Some(step) = direct_pointing_of(layout, at, table, p, digit) {
                return Some(step);
            }
            recall.nothing_for_digit(key, digit);
        }
    }
    None
}

/// `direct_pointing` for the `p`th pair of kinds and one digit; `at` holds
/// every full house's places per digit.
fn direct_pointing_of(
    layout: &Layout,
    at: &[u32],
    table: &PointingTable,
    p: usize,
    digit: u8,
) -> Option<Placing> {
    let n = layout.size;
    let d = digit as usize - 1;
    for &first in table.firsts(p) {
        let h1 = first.house;
        let at1 = at[h1 * n + d];
        if at1 & at1.wrapping_sub(1) == 0 {
            continue;
        }
        // Only a house holding h1's first place can hold them all: its
        // house of the second kind (one: the kinds paired here tile the
        // grid). The places of h1 all in it, and it crossing h1 (else
        // `inside` is 0).
        let position = at1.trailing_zeros() as usize;
        if at1 & !table.inside(first, position) != 0 {
            continue;
        }
        let lock = table.lock(first, position);
        let h2 = lock.second;
        // A third house (of h1's kind, so apart from h1: the kinds paired
        // here tile the grid) keeps one place only if the lock removes one
        // of its places, in h2 outside h1: none when h2 holds the digit
        // nowhere there (read for a full h2, whose places `at` holds).
        if lock.second_full && at[h2 * n + d] & !lock.second_inside == 0 {
            continue;
        }
        for third in table.thirds(lock) {
            let at3 = at[third.house * n + d];
            let left = at3 & !third.crossing;
            if (at3.count_ones() >= 2) & (left.count_ones() == 1) {
                let h3 = third.house;
                let cell = layout.houses[h3].cells[left.trailing_zeros() as usize];
                let found = Placing::new(Technique::DirectPointing, cell, digit, &[h1, h2, h3]);
                return Some(found.with_pattern(at1, bit(digit)));
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
    mut recall: Recall,
) -> Option<Placing> {
    let n = layout.size;
    for house in layout.houses_of_kinds(kinds) {
        if !full_house(layout, house)
            || recall.house_unchanged(house, house)
            || empty_count(layout, board, house, &recall) <= degree
        {
            continue;
        }
        let read;
        let at: &[u32] = match recall.changes() {
            Some(changes) => changes.all_places(house),
            None => {
                read = all_places(layout, board, house);
                &read
            }
        };
        // Digits as indices (at most 32: a digit is a bit of a u32).
        let (mut spread, mut spread_len) = ([0usize; 32], 0);
        for d in (0..n).filter(|&d| at[d].count_ones() >= 2) {
            spread[spread_len] = d;
            spread_len += 1;
        }
        let spread = &spread[..spread_len];
        let found = first_tight_set(spread, at, degree, &mut |tuple: &[usize], union: u32| {
            let set: u32 = tuple.iter().map(|&d| 1u32 << d).sum();
            (0..n).filter(|d| set >> d & 1 == 0).find_map(|d| {
                let rest = at[d] & !union;
                (at[d].count_ones() > 1 && rest.count_ones() == 1).then_some((d, rest, set, union))
            })
        });
        if let Some((d, rest, set, union)) = found {
            let cell = layout.houses[house].cells[rest.trailing_zeros() as usize];
            let digit = d as u8 + 1;
            let found = Placing::new(
                Technique::DirectHiddenSet(degree as u8),
                cell,
                digit,
                &[house],
            );
            return Some(found.with_pattern(union, set | bit(digit)));
        }
        recall.nothing_in_house(house, house);
    }
    None
}
