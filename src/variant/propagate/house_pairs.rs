//! Naked and hidden pairs in full houses, a propagation step for the large
//! grids: two cells of a house with the same two candidates take those
//! digits from the rest of the house; two digits whose places in a house
//! are the same two cells leave those cells nothing else. Both start only
//! from what just changed (a digit down to two places, a cell down to two
//! candidates), since a sweep over every woken house cost more than the
//! guesses it saved on 25x25.

use super::super::board::{Board, Contradiction};
use super::super::rules::Rules;

type Step = Result<(), Contradiction>;

/// Of `digits`, each with two places left in full house `slot` and
/// another digit with the same two places: both cells keep only the two.
/// The places may hold stale positions, never miss a true one: two digits
/// shown in the same two places have at most those two, and both must be
/// placed there.
pub(super) fn hidden_pairs(rules: &Rules, slot: usize, mut digits: u32, board: &mut Board) -> Step {
    let size = rules.size;
    let cells = &rules.houses[rules.full_houses[slot]].cells;
    while digits != 0 {
        let index = digits.trailing_zeros() as usize;
        digits &= digits - 1;
        let places = board.places[slot * size + index];
        if places.count_ones() != 2 {
            continue;
        }
        // A digit whose places are these two lists both cells, so it is
        // a candidate of each or was taken from it since the places were
        // last brought up to date (`removed`): only those digits are
        // compared, in increasing order as a walk over every digit did.
        let (first, second) = (
            cells[places.trailing_zeros() as usize],
            cells[31 - places.leading_zeros() as usize],
        );
        let mut others = (board.candidates[first] | board.removed[first])
            & (board.candidates[second] | board.removed[second])
            & !(1u32 << index);
        debug_assert!(
            (0..size).all(|other| other == index
                || board.places[slot * size + other] != places
                || others >> other & 1 == 1),
            "a digit with the same two places left out"
        );
        while others != 0 {
            let other = others.trailing_zeros() as usize;
            others &= others - 1;
            if board.places[slot * size + other] != places {
                continue;
            }
            let keep = 1u32 << index | 1 << other;
            let mut at = places;
            while at != 0 {
                let cell = cells[at.trailing_zeros() as usize];
                at &= at - 1;
                board.narrow(cell, keep)?;
            }
        }
    }
    Ok(())
}

/// `cell`, with two candidates, and another cell of one of its full
/// houses with the same two: the rest of that house loses both digits.
/// The other cell is looked for among the places both digits share.
pub(super) fn naked_pairs(rules: &Rules, cell: usize, board: &mut Board) -> Step {
    let size = rules.size;
    let set = board.candidates[cell];
    if set.count_ones() != 2 {
        return Ok(());
    }
    let (a, b) = (
        set.trailing_zeros() as usize,
        31 - set.leading_zeros() as usize,
    );
    let slots = &rules.full_slots_of_cell[cell];
    let positions = &rules.full_positions_of_cell[cell];
    for (&slot, &position) in slots.iter().zip(positions) {
        let slot = slot as usize;
        let cells = &rules.houses[rules.full_houses[slot]].cells;
        let (places_a, places_b) = (board.places[slot * size + a], board.places[slot * size + b]);
        let mut both = places_a & places_b & !(1u32 << position);
        while both != 0 {
            let partner = both.trailing_zeros();
            both &= both - 1;
            if board.candidates[cells[partner as usize]] != set {
                continue;
            }
            let mut rest = (places_a | places_b) & !(1u32 << position | 1 << partner);
            while rest != 0 {
                let other = cells[rest.trailing_zeros() as usize];
                rest &= rest - 1;
                board.narrow(other, !set)?;
            }
            break;
        }
    }
    Ok(())
}
