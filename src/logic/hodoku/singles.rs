//! Full house, naked single, hidden single, read from the board's queues
//! in HoDoKu's way: the oldest entry first. Each answers the cell and digit
//! to place, so a walk that only rates builds no step for them.

use super::board::Board;
use crate::geometry::HOUSES_OF;

/// The first queued naked single whose cell is the last empty one of a
/// house. The queue is read, not consumed (only its filled cells go).
pub(super) fn full_house(board: &mut Board) -> Option<(u8, u8)> {
    board.drop_filled_naked();
    for &(cell, digit) in &board.naked_queue {
        let cell = cell as usize;
        if board.values[cell] != 0 {
            continue;
        }
        for &house in &HOUSES_OF[cell] {
            if board.only_digit_left(house as usize, digit) {
                return Some((cell as u8, digit));
            }
        }
    }
    None
}

/// The oldest queued naked single whose cell is still empty; older entries
/// are dropped.
pub(super) fn naked_single(board: &mut Board) -> Option<(u8, u8)> {
    while let Some((cell, digit)) = board.naked_queue.pop_front() {
        if board.values[cell as usize] == 0 {
            return Some((cell, digit));
        }
    }
    None
}

/// The oldest queued hidden single whose cell is still empty, if the digit
/// still has one place in one of its houses. HoDoKu gives up for this round
/// on the first entry with an empty cell that no longer holds, having
/// consumed it.
pub(super) fn hidden_single(board: &mut Board) -> Option<(u8, u8)> {
    while let Some((cell, digit)) = board.hidden_queue.pop_front() {
        let cell = cell as usize;
        if board.values[cell] != 0 {
            continue;
        }
        let still_single = HOUSES_OF[cell]
            .iter()
            .any(|&house| board.free[house as usize][digit as usize] == 1);
        return still_single.then_some((cell as u8, digit));
    }
    None
}
