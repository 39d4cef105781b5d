//! Eliminations that come from pair rules (thermometers, kropki dots,
//! non-consecutive); cage sums are in `cages.rs`.

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
