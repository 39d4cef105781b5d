//! SukakuExplainer's BUG (bivalue universal grave), rated (types 1 to 4,
//! 5.6 to 6.2), tried after the WXYZ-wings; learned from its source (the
//! lkSudoku reading, its default) and step lists, none of its code.
//!
//! House by house (boxes, rows, columns, then the variant houses), digit by
//! digit: a digit with other than zero or two places in a house must have
//! a place in a cell of three or more candidates, else there is no BUG; if
//! it has exactly one such place, that cell is a BUG cell and the digit
//! one of its BUG digits (removed from a copy of the grid). When every
//! such digit is one digit, every cell of three or more candidates holding
//! it is a BUG cell. Two or more BUG cells with two or more BUG digits
//! need a cell outside them seeing them all. With the BUG digits removed,
//! every empty cell must hold two candidates and every digit zero or two
//! places in each house; and with anti-king, anti-knight or
//! non-consecutive, no such cell may have a rule neighbour outside its
//! houses that could hold one of them (for non-consecutive, a digit next
//! to one). Then, the first that applies:
//!
//! - type 1 (5.6): one BUG cell keeps only its BUG digits;
//! - type 2 (5.7): one BUG digit leaves every cell seeing all BUG cells;
//! - type 4 (5.7): two BUG cells in one house sharing one other digit
//!   lose everything but it and their BUG digits;
//! - type 3 (5.7 plus a tenth per set cell past the first): the BUG
//!   digits with cells of a house seeing every BUG cell form a naked set,
//!   whose digits leave the house's other cells (for variants, every cell
//!   seeing the set's places of a digit); sets of two cells first.

use super::super::rules::HouseKind;
use super::board::{bit, digits, LogicBoard};
use super::layout::{CellSet, Layout};
use super::step::{Step, Technique};

/// SukakuExplainer's BUG step, with its difficulty in tenths, if one
/// applies. `generalised`: its variant technique set (type 3 removes
/// through every cell that sees the set).
pub(super) fn bug(layout: &Layout, board: &LogicBoard, generalised: bool) -> Option<(Step, u8)> {
    let n = layout.size;
    let cells = n * n;
    let grid: Vec<u32> = (0..cells)
        .map(|c| {
            if board.values[c] != 0 {
                0
            } else {
                board.candidates[c]
            }
        })
        .collect();
    let houses: Vec<usize> = (0..layout.houses.len())
        .filter(|&h| layout.houses[h].full)
        .collect();
    let mut temp = grid.clone();
    let mut bug_cells: Vec<usize> = Vec::new();
    let mut bug_values = vec![0u32; cells];
    let mut all_bug_values = 0u32;
    let mut common: Option<CellSet> = None;
    let mut extra: Option<(CellSet, u8)> = None;
    let mut one_value = true;
    // Adds a BUG cell; false when its cells leave no cell seeing them all
    // and two or more digits.
    let add_cell = |c: usize,
                    bug_cells: &mut Vec<usize>,
                    common: &mut Option<CellSet>,
                    all_bug_values: u32|
     -> bool {
        if !bug_cells.contains(&c) {
            bug_cells.push(c);
        }
        let mut seen = match common.take() {
            None => layout.peers[c],
            Some(mut s) => {
                s.intersect(&layout.peers[c]);
                s
            }
        };
        for &b in bug_cells.iter() {
            seen.remove(b);
        }
        let empty = seen.cells().next().is_none();
        *common = Some(seen);
        !(bug_cells.len() > 1 && all_bug_values.count_ones() > 1 && empty)
    };
    for &h in &houses {
        let order = layout.cells_in_sukaku_order(h);
        for d in 1..=n as u8 {
            let places: Vec<usize> = order
                .iter()
                .copied()
                .filter(|&c| grid[c] & bit(d) != 0)
                .collect();
            if places.is_empty() || places.len() == 2 {
                continue;
            }
            let big: Vec<usize> = places
                .iter()
                .copied()
                .filter(|&c| grid[c].count_ones() >= 3)
                .collect();
            match &mut extra {
                None => {
                    let mut set = CellSet::default();
                    for &c in &big {
                        set.insert(c);
                    }
                    extra = Some((set, d));
                }
                Some((set, only)) if one_value => {
                    if *only == d {
                        for &c in &big {
                            set.insert(c);
                        }
                    } else {
                        one_value = false;
                    }
                }
                Some(_) => {}
            }
            if big.len() == 1 {
                let c = big[0];
                bug_values[c] |= bit(d);
                all_bug_values |= bit(d);
                temp[c] &= !bit(d);
                if !add_cell(c, &mut bug_cells, &mut common, all_bug_values) {
                    return None;
                }
            }
            if big.is_empty() {
                return None;
            }
        }
    }
    if let (true, Some((set, only))) = (one_value, extra) {
        if set.cells().count() > bug_cells.len() {
            let more: Vec<usize> = set.cells().filter(|c| !bug_cells.contains(c)).collect();
            for c in more {
                bug_values[c] = bit(only);
                temp[c] &= !bit(only);
                if !add_cell(c, &mut bug_cells, &mut common, all_bug_values) {
                    return None;
                }
            }
        }
    }
    if (0..cells).any(|c| board.values[c] == 0 && temp[c].count_ones() != 2) {
        return None;
    }
    for &h in &houses {
        for d in 1..=n as u8 {
            let count = layout.houses[h]
                .cells
                .iter()
                .filter(|&&c| temp[c] & bit(d) != 0)
                .count();
            if count != 0 && count != 2 {
                return None;
            }
        }
    }
    if (0..cells).any(|c| {
        board.values[c] == 0 && temp[c].count_ones() == 2 && restricted(layout, &grid, c, temp[c])
    }) {
        return None;
    }
    let common = common.unwrap_or_default();
    let common_cells: Vec<usize> = common.cells().collect();
    let step = |kind: u8, eliminations: Vec<(usize, u8)>, cells: Vec<usize>, houses, mask| Step {
        technique: Technique::Bug(kind),
        placements: Vec::new(),
        eliminations,
        houses,
        cells,
        digits: mask,
    };
    if bug_cells.len() == 1 {
        let c = bug_cells[0];
        let gone = digits(grid[c] & !all_bug_values).map(|d| (c, d)).collect();
        return Some((step(1, gone, bug_cells, Vec::new(), all_bug_values), 56));
    }
    let type4 = || -> Option<(Step, u8)> {
        let (c1, c2) = (bug_cells[0], bug_cells[1]);
        let shared = grid[c1] & grid[c2] & !all_bug_values;
        if shared.count_ones() != 1 {
            return None;
        }
        let h = houses.iter().copied().find(|&h| {
            let set = &layout.house_sets[h];
            set.contains(c1) && set.contains(c2)
        })?;
        let mut gone = Vec::new();
        for c in [c1, c2] {
            gone.extend(digits(grid[c] & !bug_values[c] & !shared).map(|d| (c, d)));
        }
        Some((step(4, gone, vec![c1, c2], vec![h], shared), 57))
    };
    if all_bug_values.count_ones() == 1 {
        let d = digits(all_bug_values).next().expect("one digit");
        let gone: Vec<(usize, u8)> = common_cells
            .iter()
            .filter(|&&c| grid[c] & bit(d) != 0)
            .map(|&c| (c, d))
            .collect();
        if !gone.is_empty() {
            return Some((step(2, gone, bug_cells, Vec::new(), all_bug_values), 57));
        }
        return if bug_cells.len() == 2 { type4() } else { None };
    }
    if common_cells.is_empty() {
        return None;
    }
    if bug_cells.len() == 2 {
        if let Some(found) = type4() {
            return Some(found);
        }
    }
    type3(
        layout,
        &grid,
        &houses,
        &bug_cells,
        all_bug_values,
        &common_cells,
        generalised,
    )
    .map(|(gone, set_cells, h, set)| {
        let size = set.count_ones() as u8;
        let mut cells = bug_cells.clone();
        cells.extend(set_cells);
        (step(3, gone, cells, vec![h], set), 56 + size)
    })
}

/// A BUG type 3: its eliminations, the set's other cells, its house and
/// its digits.
type Type3 = (Vec<(usize, u8)>, Vec<usize>, usize, u32);

/// BUG type 3, if one removes something.
fn type3(
    layout: &Layout,
    grid: &[u32],
    houses: &[usize],
    bug_cells: &[usize],
    all_bug_values: u32,
    common_cells: &[usize],
    generalised: bool,
) -> Option<Type3> {
    let mut kinds: Vec<HouseKind> = Vec::new();
    for &h in houses {
        if !kinds.contains(&layout.houses[h].kind) {
            kinds.push(layout.houses[h].kind);
        }
    }
    for degree in 2..=6usize {
        for &kind in &kinds {
            // The house of this kind holding every BUG cell, if any.
            let Some(h) = houses.iter().copied().find(|&h| {
                layout.houses[h].kind == kind
                    && bug_cells.iter().all(|&c| layout.house_sets[h].contains(c))
            }) else {
                continue;
            };
            let region: Vec<usize> = common_cells
                .iter()
                .copied()
                .filter(|&c| layout.house_sets[h].contains(c))
                .collect();
            if region.len() < degree {
                continue;
            }
            for pick in picks(region.len(), degree - 1) {
                let set_cells: Vec<usize> = pick.iter().map(|&i| region[i]).collect();
                let union = set_cells.iter().fold(0, |m, &c| m | grid[c]);
                if union.count_ones() as usize != degree
                    || set_cells.iter().any(|&c| grid[c].count_ones() < 2)
                    || all_bug_values.count_ones() < 2
                    || (union | all_bug_values).count_ones() as usize != degree
                {
                    continue;
                }
                let set = union;
                let mut gone: Vec<(usize, u8)> = Vec::new();
                if generalised {
                    for d in digits(set) {
                        let mut seen: Option<CellSet> = None;
                        for &c in set_cells.iter().chain(bug_cells) {
                            if grid[c] & bit(d) != 0 {
                                seen = Some(match seen {
                                    None => layout.peers[c],
                                    Some(mut s) => {
                                        s.intersect(&layout.peers[c]);
                                        s
                                    }
                                });
                            }
                        }
                        if let Some(seen) = seen {
                            gone.extend(
                                seen.cells()
                                    .filter(|&c| grid[c] & bit(d) != 0)
                                    .map(|c| (c, d)),
                            );
                        }
                    }
                } else {
                    for &c in &region {
                        if !set_cells.contains(&c) && !bug_cells.contains(&c) {
                            gone.extend(digits(grid[c] & set).map(|d| (c, d)));
                        }
                    }
                }
                if !gone.is_empty() {
                    gone.sort_unstable();
                    gone.dedup();
                    return Some((gone, set_cells, h, set));
                }
            }
        }
    }
    None
}

/// The ways to pick `k` of `n` indices, in SukakuExplainer's order (the
/// binary numbers of `k` ones, ascending).
fn picks(n: usize, k: usize) -> Vec<Vec<usize>> {
    (0u64..1 << n)
        .filter(|m| m.count_ones() as usize == k)
        .map(|m| (0..n).filter(|i| m >> i & 1 == 1).collect())
        .collect()
}

/// Whether a rule neighbour of `cell` outside its houses may hold one of
/// `pair` (for non-consecutive neighbours, a digit next to one): such a
/// cell cannot be part of the deadly pattern.
fn restricted(layout: &Layout, grid: &[u32], cell: usize, pair: u32) -> bool {
    let full = |h: &usize| layout.houses[*h].full;
    let in_a_house = |other: usize| {
        (0..layout.houses.len())
            .filter(full)
            .any(|h| layout.house_sets[h].contains(cell) && layout.house_sets[h].contains(other))
    };
    let rule_peer = layout.peers[cell]
        .cells()
        .any(|o| grid[o] & pair != 0 && !in_a_house(o));
    let next_to = (pair << 1 | pair >> 1) & ((1 << layout.size) - 1);
    rule_peer
        || layout.not_consecutive[cell]
            .iter()
            .any(|&o| grid[o] & next_to != 0)
}

#[cfg(test)]
mod tests {
    use super::super::super::builder::RulesBuilder;
    use super::super::tests::solved_plus as board;
    use super::*;

    #[test]
    fn no_bug_on_a_grid_of_single_candidates() {
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        let b = board(&layout, &[]);
        assert_eq!(bug(&layout, &b, false), None);
    }

    #[test]
    fn picks_come_in_permutation_order() {
        assert_eq!(picks(3, 2), vec![vec![0, 1], vec![0, 2], vec![1, 2]]);
    }
}
