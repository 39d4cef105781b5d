//! Avoidable rectangles, types 1 and 2: a rectangle like a unique
//! rectangle's whose corners are partly cells the solver placed (never
//! givens). Were the other corners to complete it with the same two
//! digits, the placed cells could swap: a second solution.
//!
//! HoDoKu's search: from each placed non-given cell (index order), a
//! second one in its box and row or column, then the two cells opposite;
//! each rectangle once; the first step of the wanted type wins.

use super::board::{bit, digits_of, ones, Board};
use super::step::HodokuStep;
use super::table::numbers::{AVOIDABLE_RECTANGLE_1, AVOIDABLE_RECTANGLE_2};
use crate::geometry::{box_of, col_of, row_of, CELLS, HOUSE_CELLS, PEER_SETS};

pub(super) fn find(board: &Board, technique: u32) -> Option<HodokuStep> {
    let placed = |c: usize| board.values[c] != 0 && !board.givens.contains(c);
    // An empty cell with two candidates, one of them `digit`.
    let open_with = |c: usize, digit: u8| {
        board.values[c] == 0 && board.cands[c] & bit(digit) != 0 && ones(board.cands[c]) == 2
    };
    let mut seen: Vec<[usize; 4]> = Vec::new();
    for i11 in (0..CELLS).filter(|&c| placed(c)) {
        let d1 = board.values[i11];
        for &i12 in &HOUSE_CELLS[18 + box_of(i11)] {
            let i12 = i12 as usize;
            let same_row = row_of(i12) == row_of(i11);
            if i12 == i11 || (!same_row && col_of(i12) != col_of(i11)) || !placed(i12) {
                continue;
            }
            let d2 = board.values[i12];
            let (line11, line12) = if same_row {
                (9 + col_of(i11), 9 + col_of(i12))
            } else {
                (row_of(i11), row_of(i12))
            };
            for (&i21, &i22) in HOUSE_CELLS[line11].iter().zip(&HOUSE_CELLS[line12]) {
                let (i21, i22) = (i21 as usize, i22 as usize);
                if box_of(i21) == box_of(i11) {
                    continue;
                }
                let placed_21 = board.values[i21] == d2 && placed(i21) && open_with(i22, d1);
                let placed_22 = board.values[i22] == d1 && placed(i22) && open_with(i21, d2);
                let both_open = open_with(i21, d2) && open_with(i22, d1);
                if !(placed_21 || placed_22 || both_open) {
                    continue;
                }
                let mut key = [i11, i12, i21, i22];
                key.sort();
                if seen.contains(&key) {
                    continue;
                }
                seen.push(key);
                let mut step = HodokuStep::new(technique);
                step.digits = bit(d1) | bit(d2);
                step.cells = vec![i11 as u8, i12 as u8, i21 as u8, i22 as u8];
                if board.values[i21] != 0 || board.values[i22] != 0 {
                    if technique != AVOIDABLE_RECTANGLE_1 {
                        continue;
                    }
                    // The open corner cannot take the digit that completes it.
                    let (open, digit) = if board.values[i21] != 0 {
                        (i22, d1)
                    } else {
                        (i21, d2)
                    };
                    if board.cands[open] & bit(digit) != 0 {
                        step.eliminate(open, digit);
                        return Some(step);
                    }
                } else {
                    if technique != AVOIDABLE_RECTANGLE_2 {
                        continue;
                    }
                    // Both open corners hold one more digit, the same: one
                    // of them is it, so a cell seeing both is not.
                    let extra = digits_of(board.cands[i21] & !bit(d2)).next()?;
                    if board.cands[i22] & bit(extra) == 0 {
                        continue;
                    }
                    let gone = board.digit_cells[extra as usize]
                        .and(PEER_SETS[i21])
                        .and(PEER_SETS[i22]);
                    if gone.is_empty() {
                        continue;
                    }
                    for target in gone {
                        step.eliminate(target, extra);
                    }
                    return Some(step);
                }
            }
        }
    }
    None
}
