//! Eliminations that come from rules other than houses: pair rules
//! (thermometers, kropki dots, non-consecutive) and killer cage sums.

use super::board::{bit, digits, LogicBoard};
use super::layout::Layout;
use super::step::{Step, Technique};

/// A candidate that no candidate of a pair-rule partner allows.
pub(super) fn pair_rule(layout: &Layout, board: &LogicBoard) -> Option<Step> {
    for cell in 0..board.values.len() {
        if board.values[cell] != 0 {
            continue;
        }
        for &(other, rule) in &layout.pairs_of_cell[cell] {
            let theirs = if board.values[other] != 0 {
                bit(board.values[other])
            } else {
                board.candidates[other]
            };
            let dead: Vec<(usize, u8)> = digits(board.candidates[cell])
                .filter(|&d| !digits(theirs).any(|t| rule.allows(d as u32, t as u32)))
                .map(|d| (cell, d))
                .collect();
            if !dead.is_empty() {
                return Some(Step {
                    technique: Technique::PairRule,
                    placements: Vec::new(),
                    digits: dead.iter().map(|&(_, d)| bit(d)).sum(),
                    eliminations: dead,
                    houses: Vec::new(),
                    cells: vec![cell, other],
                });
            }
        }
    }
    None
}

/// A candidate of a cage cell that is in no digit combination of the
/// cage's sum still possible: a combination must hold the cage's placed
/// digits and a candidate of each empty cell.
pub(super) fn cage_combination(layout: &Layout, board: &LogicBoard) -> Option<Step> {
    for (cells, combos) in &layout.cage_sums {
        let placed: u32 = cells
            .iter()
            .filter(|&&c| board.values[c] != 0)
            .map(|&c| bit(board.values[c]))
            .sum();
        let mut allowed = 0u32;
        for &combo in combos {
            if combo & placed != placed {
                continue;
            }
            let free = combo & !placed;
            let fits = cells
                .iter()
                .filter(|&&c| board.values[c] == 0)
                .all(|&c| board.candidates[c] & free != 0);
            if fits {
                allowed |= free;
            }
        }
        let eliminations: Vec<(usize, u8)> = cells
            .iter()
            .filter(|&&c| board.values[c] == 0)
            .flat_map(|&c| digits(board.candidates[c] & !allowed).map(move |d| (c, d)))
            .collect();
        if !eliminations.is_empty() {
            return Some(Step {
                technique: Technique::CageCombination,
                placements: Vec::new(),
                eliminations,
                houses: Vec::new(),
                cells: cells.clone(),
                digits: allowed,
            });
        }
    }
    None
}
