//! Places seen: a cell that sees every place left for a digit in a full
//! house loses it, and one beside every place (or on one and beside the
//! rest) under a not-consecutive rule loses the digits next to it.

use super::super::board::Board;
use super::super::rules::Rules;
use super::woken::has_bit;
use super::Step;

/// `cell`'s bit in word `w` of a cell set (0 if it lies in another word).
#[inline]
fn own_bit(cell: usize, w: usize) -> u64 {
    u64::from(cell / 64 == w) << (cell % 64)
}

/// Cells that see every place of a digit in a full house lose it; cells
/// beside or on every place (not consecutive) lose its neighbours.
pub(super) fn places_seen(
    rules: &Rules,
    houses: &[u64],
    digits_of: &[u32],
    board: &mut Board,
) -> Step {
    const MOST_PLACES: usize = 4;
    let words = rules.words;
    let size = rules.size;
    let mut seen = [0u64; 10];
    let mut beside = [0u64; 10];
    let any_adjacent = rules.neighbours.nonconsecutive || rules.neighbours.all_differences_given;
    for (slot, &house) in rules.full_houses.iter().enumerate() {
        if !has_bit(houses, slot) {
            continue;
        }
        let cells = &rules.houses[house].cells;
        // Only digits that lost a place can tell something new. The
        // places may hold stale ones: a cell that sees every one of them
        // still sees every true place.
        let mut digits = digits_of[slot];
        while digits != 0 {
            let index = digits.trailing_zeros() as usize;
            let digit = 1u32 << index;
            digits &= digits - 1;
            let mut positions = board.places[slot * size + index];
            let count = positions.count_ones() as usize;
            // Hidden singles deal with one or none left.
            if !(2..=MOST_PLACES).contains(&count) {
                continue;
            }
            let mut places = [0usize; MOST_PLACES];
            for place in places.iter_mut().take(count) {
                *place = cells[positions.trailing_zeros() as usize];
                positions &= positions - 1;
            }
            let first = places[0] * words;
            seen[..words].copy_from_slice(&rules.peer_bits[first..first + words]);
            // A place counts as beside itself: a cell that is one place and
            // beside all the others, holding a digit next to this one,
            // would leave the digit no place (it takes its own cell and its
            // neighbours). Measured: it halved non-consecutive's guesses.
            beside[..words].copy_from_slice(&rules.adjacent_bits[first..first + words]);
            beside[places[0] / 64] |= 1 << (places[0] % 64);
            for &place in &places[1..count] {
                let at = place * words;
                for w in 0..words {
                    seen[w] &= rules.peer_bits[at + w];
                    beside[w] &= rules.adjacent_bits[at + w] | own_bit(place, w);
                }
            }
            for w in 0..words {
                let mut bits = seen[w];
                while bits != 0 {
                    let cell = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    board.narrow(cell, !digit)?;
                }
                if !any_adjacent {
                    continue;
                }
                let mut bits = beside[w];
                while bits != 0 {
                    let cell = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    board.narrow(cell, !((digit << 1) | (digit >> 1)))?;
                }
            }
        }
    }
    Ok(())
}
