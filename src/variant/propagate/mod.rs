//! Propagation to a fixed point, driven by the cells that changed, cheapest
//! rules first:
//! 1. naked singles: a placed digit leaves its peers;
//! 2. hidden singles: a digit with one place left in a full house;
//! 3. pair rules (thermometers, dots, non-consecutive, negative) and cage
//!    combinations (the digits of the sum-valid sets that fit the cage's
//!    candidates; a digit every such set needs, with one place left, goes
//!    there);
//! 4. intersections: a digit of a full house locked into its cells in
//!    another house leaves the rest of that house (pointing and claiming,
//!    and the same for every extra house and cage);
//! 5. places seen: a cell that sees every place left for a digit in a full
//!    house cannot hold it (anti-knight and anti-king peers included), and
//!    a cell beside every such place under a not-consecutive rule (or one
//!    of the places and beside all the others) cannot hold the digits next
//!    to it.
//!
//! Each step runs only once the ones before it have nothing left to do, and
//! only on what the cells narrowed since it last ran belong to: a house's
//! hidden singles, intersections and places depend on its own cells alone,
//! a pair rule on its two cells, a cage on its cells. A search node, one
//! cell narrowed from a board at a fixed point, so wakes a few houses and
//! pairs rather than sweeping the grid.

mod cages;
mod house_pairs;
mod intersections;
mod pair_rules;
mod places_seen;
mod singles;
#[cfg(test)]
mod tests;
mod woken;

use super::board::{Board, Contradiction};
use super::rules::Rules;
use cages::revise_cage;
use house_pairs::{hidden_pairs, naked_pairs};
use intersections::intersections;
use pair_rules::revise_partner;
use places_seen::places_seen;
use singles::{hidden_singles, place_singles};
pub(super) use woken::Woken;
use woken::{absorb_changed, any_bit, drain_bits};

type Step = Result<(), Contradiction>;

/// Runs every rule until none narrows a candidate.
// The generator now passes its own woken sets (generate/buffers.rs).
#[cfg_attr(not(test), allow(dead_code))]
pub(super) fn propagate(rules: &Rules, board: &mut Board) -> Step {
    propagate_with(rules, board, &mut Woken::new(rules))
}

/// `propagate` with the caller's `woken` sets, empty before and after, so
/// a search allocates them once rather than once a node.
pub(super) fn propagate_with(rules: &Rules, board: &mut Board, woken: &mut Woken) -> Step {
    let result = run_to_fixed_point(rules, board, woken);
    if result.is_err() {
        woken.clear();
    }
    debug_assert!(woken.is_empty(), "propagation left woken sets behind");
    result
}

fn run_to_fixed_point(rules: &Rules, board: &mut Board, woken: &mut Woken) -> Step {
    loop {
        place_singles(rules, board)?;
        absorb_changed(rules, board, woken);
        if any_bit(&woken.houses) {
            let house_digits = &mut woken.house_digits;
            drain_bits(&mut woken.houses, |slot| {
                let digits = std::mem::take(&mut house_digits[slot]);
                hidden_singles(rules, slot, digits, board)
            })?;
            if !board.queue.is_empty() {
                continue;
            }
        }
        if any_bit(&woken.pair_cells) || any_bit(&woken.cages) {
            drain_bits(&mut woken.pair_cells, |cell| {
                for &pair in &rules.pairs_of_cell[cell] {
                    revise_partner(&rules.pairs[pair as usize], cell, board)?;
                }
                Ok(())
            })?;
            drain_bits(&mut woken.cages, |cage| revise_cage(rules, cage, board))?;
            continue;
        }
        let before = board.changes;
        if any_bit(&woken.slow_houses) {
            intersections(rules, &woken.slow_houses, &woken.slow_digits, board)?;
            woken.slow_houses.fill(0);
            woken.slow_digits.fill(0);
            if board.changes != before {
                continue;
            }
        }
        if rules.house_pairs_add {
            let pair_digits = &mut woken.pair_digits;
            drain_bits(&mut woken.pair_houses, |slot| {
                let digits = std::mem::take(&mut pair_digits[slot]);
                hidden_pairs(rules, slot, digits, board)
            })?;
            drain_bits(&mut woken.bivalue_cells, |cell| {
                naked_pairs(rules, cell, board)
            })?;
            if board.changes != before {
                continue;
            }
        }
        if !any_bit(&woken.seen_houses) {
            return Ok(());
        }
        if rules.places_seen_adds {
            places_seen(rules, &woken.seen_houses, &woken.seen_digits, board)?;
        }
        woken.seen_houses.fill(0);
        woken.seen_digits.fill(0);
    }
}
