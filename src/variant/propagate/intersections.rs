//! Intersections (pointing and claiming, for every house a full house
//! meets): a digit locked into the shared cells leaves the rest of the
//! other house.

use super::super::board::Board;
use super::super::rules::Rules;
use super::Step;

/// Intersections whose full house is in `houses`, for the digits that
/// lost a place there: a digit whose places all lie in the other group
/// leaves the rest of that group. The places may hold stale ones, never
/// miss a true one, so a lock they show is a true lock.
pub(super) fn intersections(
    rules: &Rules,
    houses: &[u64],
    digits_of: &[u32],
    board: &mut Board,
) -> Step {
    let size = rules.size;
    for (w, &word) in houses.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            let slot = w * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let digits = digits_of[slot];
            for meet in &rules.intersections[rules.intersections_of_slot[slot].clone()] {
                let mut locked = 0u32;
                let mut rest = digits;
                while rest != 0 {
                    let index = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let places = board.places[slot * size + index];
                    if places != 0 && places & !meet.inside_positions == 0 {
                        locked |= 1 << index;
                    }
                }
                if locked == 0 {
                    continue;
                }
                for &cell in &meet.rest_of_other {
                    board.narrow(cell, !locked)?;
                }
            }
        }
    }
    Ok(())
}
