//! Aligned pair exclusion: for two cells, try every pair of digits they
//! could hold together. A pair is impossible when the cells see each other
//! and the digits are equal, or when a bivalue cell seeing both would be
//! left empty. A candidate of either cell that no possible pair uses goes.

use super::board::Board;
use super::masks::{digits, Count};
use super::order::PEERS_BOX_ROW_COLUMN;
use super::step::{Step, StepKind};
use super::technique::Technique;
use crate::geometry::{sees, CellSet, CELLS};

/// The first aligned pair exclusion worth making, pairs of cells in Sudoku
/// Explainer's order.
pub fn aligned_pair(board: &Board) -> Option<Step> {
    // The cells that can take part, with the bivalue cells they see.
    let mut cells = [0usize; CELLS];
    let mut excluders = [CellSet::EMPTY; CELLS];
    let mut count = 0;
    for (cell, peers) in PEERS_BOX_ROW_COLUMN.iter().enumerate() {
        if board.candidates[cell].count() < 2 {
            continue;
        }
        let mut seen = CellSet::EMPTY;
        let mut naked_single = false;
        for &peer in peers {
            match board.candidates[peer as usize].count() {
                1 => naked_single = true,
                2 => seen.insert(peer as usize),
                _ => {}
            }
        }
        if !naked_single && !seen.is_empty() {
            cells[count] = cell;
            excluders[count] = seen;
            count += 1;
        }
    }
    for j in 1..count {
        for i in 0..j {
            let common = excluders[i].and(excluders[j]);
            if common.len() < 2 {
                continue;
            }
            if let Some(step) = exclude(board, cells[i], cells[j], common) {
                return Some(step);
            }
        }
    }
    None
}

/// The step excluding candidates of `a` and `b`, if any goes.
fn exclude(board: &Board, a: usize, b: usize, common: CellSet) -> Option<Step> {
    let (mask_a, mask_b) = (board.candidates[a], board.candidates[b]);
    let aligned = sees(a, b);
    // The digits of each cell used by at least one possible pair.
    let (mut used_a, mut used_b) = (0u16, 0u16);
    for da in digits(mask_a) {
        for db in digits(mask_b) {
            let pair = (1u16 << (da - 1)) | (1 << (db - 1));
            if da == db && aligned {
                continue;
            }
            if common
                .iter()
                .any(|cell| board.candidates[cell] & !pair == 0)
            {
                continue;
            }
            used_a |= 1 << (da - 1);
            used_b |= 1 << (db - 1);
        }
    }
    if mask_a & !used_a == 0 && mask_b & !used_b == 0 {
        return None;
    }
    let mut step = Step::of(StepKind::Elimination, Technique::AlignedPairExclusion);
    step.add_cell(a, mask_a);
    step.add_cell(b, mask_b);
    for cell in common {
        step.add_pattern(cell, board.candidates[cell]);
    }
    step.eliminations[a] = mask_a & !used_a;
    step.eliminations[b] = mask_b & !used_b;
    Some(step)
}
