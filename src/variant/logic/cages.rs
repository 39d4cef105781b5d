//! Killer cages with sums: which digits a cage can still hold, and what a
//! digit every filling of a cage needs forbids outside it.
//!
//! - Cage combination: a candidate in no filling of the cage (distinct
//!   digits, one candidate per cell, adding up to the sum, and holding
//!   every digit that a full house can only place inside the cage).
//! - Cage pointing: a digit every filling uses, whose places in the cage
//!   all see a cell outside it, leaves that cell (a cage in one row that
//!   must hold a 9 takes the 9 from the rest of the row).

use super::board::{bit, digits, LogicBoard};
use super::layout::Layout;
use super::step::{Step, Technique};
use super::sum_groups::{empty_part, fillings, Fillings};

/// The digits the cage must hold because a full house can place them only
/// in its cells, and the houses that say so.
fn needed_by_houses(layout: &Layout, board: &LogicBoard, cells: &[usize]) -> (u32, Vec<usize>) {
    let mut needed = 0;
    let mut houses = Vec::new();
    for (index, house) in layout.houses.iter().enumerate() {
        if !house.full || !house.cells.iter().any(|c| cells.contains(c)) {
            continue;
        }
        let mut placed = 0;
        let mut outside = 0;
        let mut inside = 0;
        for &c in &house.cells {
            placed |= if board.values[c] != 0 {
                bit(board.values[c])
            } else {
                0
            };
            if cells.contains(&c) {
                inside |= board.candidates[c];
            } else {
                outside |= board.candidates[c];
            }
        }
        let here = inside & !outside & !placed;
        if here & !needed != 0 {
            needed |= here;
            houses.push(index);
        }
    }
    (needed, houses)
}

/// The fillings of a cage on this board, with the houses that forced
/// digits into it; None over budget or when the cage is full.
fn cage_fillings(
    layout: &Layout,
    board: &LogicBoard,
    cells: &[usize],
    sum: i32,
) -> Option<(Vec<usize>, Fillings, Vec<usize>)> {
    let (empty, left) = empty_part(board, cells, sum);
    if empty.is_empty() {
        return None;
    }
    let (needed, houses) = needed_by_houses(layout, board, cells);
    let placed: u32 = cells
        .iter()
        .filter(|&&c| board.values[c] != 0)
        .map(|&c| bit(board.values[c]))
        .sum();
    let found = fillings(layout, board, &empty, left, needed & !placed)?;
    // No filling means the board is already wrong; say nothing.
    if found.allowed.contains(&0) {
        return None;
    }
    Some((empty, found, houses))
}

/// A candidate of a cage that no filling of its sum allows.
pub(super) fn cage_combination(layout: &Layout, board: &LogicBoard) -> Option<Step> {
    for cage in &layout.cage_totals {
        let cells = &cage.cells;
        let Some((empty, found, houses)) = cage_fillings(layout, board, cells, cage.sum as i32)
        else {
            continue;
        };
        let eliminations: Vec<(usize, u8)> = empty
            .iter()
            .zip(&found.allowed)
            .flat_map(|(&c, &ok)| digits(board.candidates[c] & !ok).map(move |d| (c, d)))
            .collect();
        if !eliminations.is_empty() {
            let mut step_houses: Vec<usize> = cage.house.into_iter().collect();
            step_houses.extend(houses);
            return Some(Step {
                technique: Technique::CageCombination,
                placements: Vec::new(),
                eliminations,
                houses: step_houses,
                cells: cells.clone(),
                digits: found.allowed.iter().fold(0, |m, &a| m | a),
            });
        }
    }
    None
}

/// A digit every filling of a cage uses, whose places in the cage all see
/// a cell outside it: that cell cannot hold the digit.
pub(super) fn cage_pointing(layout: &Layout, board: &LogicBoard) -> Option<Step> {
    for cage in &layout.cage_totals {
        let cells = &cage.cells;
        let Some((empty, found, _)) = cage_fillings(layout, board, cells, cage.sum as i32) else {
            continue;
        };
        for d in digits(found.always) {
            let places: Vec<usize> = empty
                .iter()
                .zip(&found.allowed)
                .filter(|&(_, &ok)| ok & bit(d) != 0)
                .map(|(&c, _)| c)
                .collect();
            let mut seers = layout.peers[places[0]];
            for &p in &places[1..] {
                seers.intersect(&layout.peers[p]);
            }
            let eliminations: Vec<(usize, u8)> = seers
                .cells()
                .filter(|&c| !cells.contains(&c) && board.candidates[c] & bit(d) != 0)
                .map(|c| (c, d))
                .collect();
            if !eliminations.is_empty() {
                return Some(Step {
                    technique: Technique::CagePointing,
                    placements: Vec::new(),
                    eliminations,
                    houses: cage.house.into_iter().collect(),
                    cells: places,
                    digits: bit(d),
                });
            }
        }
    }
    None
}
