//! Naked and hidden singles: a placed digit leaves its peers; a digit with
//! one place left in a full house goes there.

use super::super::board::{Board, Contradiction};
use super::super::rules::Rules;
use super::woken::set_bit;
use super::Step;

/// Clears each newly single cell's digit from its peers. In each of its
/// full houses only the digit's places there are looked at, which hold
/// every cell of the house that may still have it (a few of 24 on 25x25,
/// where a walk over all 72 peers took most of the time); the peers
/// outside its full houses are added one by one. The cells are cleared in
/// increasing order, as the walk over the sorted peer list did, so the
/// search meets the same contradictions and makes the same guesses.
pub(super) fn place_singles(rules: &Rules, board: &mut Board) -> Step {
    let size = rules.size;
    let words = rules.words;
    let mut hits = [0u64; 10];
    while let Some(cell) = board.queue.pop() {
        if board.is_placed(cell) {
            continue;
        }
        board.open -= 1;
        board.open_cells[cell / 64] &= !(1 << (cell % 64));
        let digit = board.candidates[cell];
        let index = digit.trailing_zeros() as usize;
        let slots = &rules.full_slots_of_cell[cell];
        let positions = &rules.full_positions_of_cell[cell];
        for (&slot, &position) in slots.iter().zip(positions) {
            let slot = slot as usize;
            let cells = &rules.houses[rules.full_houses[slot]].cells;
            let mut others = board.places[slot * size + index] & !(1u32 << position);
            while others != 0 {
                let peer = cells[others.trailing_zeros() as usize];
                others &= others - 1;
                set_bit(&mut hits, peer);
            }
        }
        for &peer in &rules.peers_outside_full_houses[cell] {
            set_bit(&mut hits, usize::from(peer));
        }
        for (w, word) in hits.iter_mut().enumerate().take(words) {
            let mut bits = std::mem::take(word);
            while bits != 0 {
                let peer = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                board.narrow(peer, !digit)?;
            }
        }
    }
    Ok(())
}

/// Of `digits`, one with one place left in full house `slot` goes there;
/// one with none is a contradiction. Reads the places, which hold every
/// true place: one left there is the only one, none there means none.
pub(super) fn hidden_singles(
    rules: &Rules,
    slot: usize,
    mut digits: u32,
    board: &mut Board,
) -> Step {
    let size = rules.size;
    let cells = &rules.houses[rules.full_houses[slot]].cells;
    while digits != 0 {
        let index = digits.trailing_zeros() as usize;
        digits &= digits - 1;
        let places = board.places[slot * size + index];
        if places == 0 {
            board.failed = cells[0];
            board.failed_house = Some(slot);
            return Err(Contradiction);
        }
        if places.is_power_of_two() {
            board.narrow(cells[places.trailing_zeros() as usize], 1 << index)?;
        }
    }
    Ok(())
}
