//! W-Wing, XY-Wing, XYZ-Wing, in HoDoKu's scan order (cells in index
//! order, the first step found).

use super::board::{ones, Board};
use super::step::HodokuStep;
use super::table::numbers::{W_WING, XYZ_WING, XY_WING};
use crate::geometry::{CellSet, HOUSE_SETS, PEER_SETS};

fn cells_with(board: &Board, count: u32) -> Vec<usize> {
    (0..board.cands.len())
        .filter(|&c| ones(board.cands[c]) == count)
        .collect()
}

fn sees(a: usize, b: usize) -> bool {
    PEER_SETS[a].contains(b)
}

/// Two bivalue cells with the same digits {a, b}, joined by a conjugate
/// pair of b (one end seeing each): a cell seeing both loses a.
pub(super) fn w_wing(board: &Board) -> Option<HodokuStep> {
    let pairs = cells_with(board, 2);
    for (i, &first) in pairs.iter().enumerate() {
        let mask = board.cands[first];
        let low = mask.trailing_zeros() as u8 + 1;
        let high = 16 - mask.leading_zeros() as u8;
        for &second in &pairs[i + 1..] {
            if board.cands[second] != mask {
                continue;
            }
            for (gone_digit, link_digit) in [(low, high), (high, low)] {
                let gone = board.digit_cells[gone_digit as usize]
                    .and(PEER_SETS[first])
                    .and(PEER_SETS[second]);
                if gone.is_empty() {
                    continue;
                }
                if let Some(link) = w_link(board, link_digit, first, second) {
                    let mut step = HodokuStep::new(W_WING);
                    step.digits = mask;
                    step.cells = vec![first as u8, second as u8, link.0 as u8, link.1 as u8];
                    for target in gone {
                        step.eliminate(target, gone_digit);
                    }
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The first conjugate pair of `digit` (houses in order) with one end
/// seeing `first` and the other `second`, neither end seeing both. A
/// house's two places are a set: a house holding `first` or `second`
/// among them has no pair left.
fn w_link(board: &Board, digit: u8, first: usize, second: usize) -> Option<(usize, usize)> {
    let places = board.digit_cells[digit as usize]
        .minus(CellSet::single(first))
        .minus(CellSet::single(second));
    for (house, &house_set) in HOUSE_SETS.iter().enumerate() {
        if board.free[house][digit as usize] != 2 {
            continue;
        }
        let mut ends = places.and(house_set).iter();
        let (Some(w1), Some(w2)) = (ends.next(), ends.next()) else {
            continue;
        };
        if (sees(w1, first) && sees(w1, second)) || (sees(w2, first) && sees(w2, second)) {
            continue;
        }
        if sees(w1, first) && sees(w2, second) {
            return Some((w1, w2));
        }
        if sees(w1, second) && sees(w2, first) {
            return Some((w2, w1));
        }
    }
    None
}

/// XY-Wing (`xyz` false: a bivalue pivot) or XYZ-Wing (a trivalue pivot):
/// the pivot sees two bivalue pincers sharing one digit z; z goes from the
/// cells seeing both pincers (and, for XYZ, the pivot).
pub(super) fn wing(board: &Board, xyz: bool) -> Option<HodokuStep> {
    let pairs = cells_with(board, 2);
    let pivots = if xyz {
        cells_with(board, 3)
    } else {
        pairs.clone()
    };
    for (pi, &pivot) in pivots.iter().enumerate() {
        let pivot_mask = board.cands[pivot];
        for (ji, &j) in pairs.iter().enumerate() {
            if (xyz && j == pivot) || (!xyz && ji <= pi) {
                continue;
            }
            let j_mask = board.cands[j];
            if ones(pivot_mask | j_mask) != 3 {
                continue;
            }
            for &k in &pairs[ji + 1..] {
                let k_mask = board.cands[k];
                if k == pivot
                    || ones(pivot_mask | j_mask | k_mask) != 3
                    || pivot_mask == j_mask
                    || j_mask == k_mask
                    || k_mask == pivot_mask
                {
                    continue;
                }
                // On the stack: this is the search's inner loop.
                let all = [(pivot, j, k), (j, pivot, k), (k, j, pivot)];
                let orders = if xyz { &all[..1] } else { &all[..] };
                for &(p, a, b) in orders {
                    if let Some(step) = wing_step(board, p, a, b, xyz) {
                        return Some(step);
                    }
                }
            }
        }
    }
    None
}

fn wing_step(board: &Board, pivot: usize, a: usize, b: usize, xyz: bool) -> Option<HodokuStep> {
    if !sees(pivot, a) || !sees(pivot, b) {
        return None;
    }
    let shared = board.cands[a] & board.cands[b];
    if ones(shared) != 1 {
        return None;
    }
    let z = shared.trailing_zeros() as u8 + 1;
    let mut gone = board.digit_cells[z as usize]
        .and(PEER_SETS[a])
        .and(PEER_SETS[b]);
    if xyz {
        gone = gone.and(PEER_SETS[pivot]);
    }
    let gone = gone.minus([pivot, a, b].into_iter().collect::<CellSet>());
    if gone.is_empty() {
        return None;
    }
    let mut step = HodokuStep::new(if xyz { XYZ_WING } else { XY_WING });
    step.digits = board.cands[pivot] | shared;
    step.cells = vec![pivot as u8, a as u8, b as u8];
    for target in gone {
        step.eliminate(target, z);
    }
    Some(step)
}
