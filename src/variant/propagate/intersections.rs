//! Intersections (pointing and claiming, for every house a full house
//! meets): a digit locked into the shared cells leaves the rest of the
//! other house.

use super::super::board::Board;
use super::super::rules::{Intersection, Rules};
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
    // Per intersection of the house (bit k of `touched`): the digits
    // locked into it.
    let mut locked = [0u32; 64];
    for (w, &word) in houses.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            let slot = w * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let meets = &rules.intersections[rules.intersections_of_slot[slot].clone()];
            if meets.is_empty() {
                continue;
            }
            if rules.meets_at_position.is_empty() {
                every_meet(rules, slot, meets, digits_of[slot], board)?;
                continue;
            }
            // A digit can be locked only into a group that holds its
            // first place: one lookup a digit instead of a test for
            // every group the house meets (ten on 25x25 for a box).
            let at = &rules.meets_at_position[slot * size..slot * size + size];
            let mut touched = 0u64;
            let mut digits = digits_of[slot];
            while digits != 0 {
                let index = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                let places = board.places[slot * size + index];
                if places == 0 {
                    continue;
                }
                let mut holding = at[places.trailing_zeros() as usize];
                while holding != 0 {
                    let k = holding.trailing_zeros() as usize;
                    holding &= holding - 1;
                    if places & !meets[k].inside_positions != 0 {
                        continue;
                    }
                    if touched >> k & 1 == 0 {
                        touched |= 1 << k;
                        locked[k] = 0;
                    }
                    locked[k] |= 1 << index;
                }
            }
            // In the intersections' order, as a test of every one did, so
            // the search meets the same contradictions.
            while touched != 0 {
                let k = touched.trailing_zeros() as usize;
                touched &= touched - 1;
                clear_rest(rules, &meets[k], locked[k], board)?;
            }
        }
    }
    Ok(())
}

/// The same for a house that meets more than 64 groups: every group
/// tested for every digit.
fn every_meet(
    rules: &Rules,
    slot: usize,
    meets: &[Intersection],
    digits: u32,
    board: &mut Board,
) -> Step {
    let size = rules.size;
    for meet in meets {
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
        clear_rest(rules, meet, locked, board)?;
    }
    Ok(())
}

/// The rest of `meet`'s other group loses the `locked` digits, cell by
/// cell in its order. Where that group is a full house, only the cells
/// its places of those digits list are narrowed: they hold every cell
/// that may still have one (the places lag, never miss), and in the
/// house's cell order, so the same cells change in the same order.
fn clear_rest(rules: &Rules, meet: &Intersection, locked: u32, board: &mut Board) -> Step {
    if meet.other_slot == u32::MAX {
        for &cell in &meet.rest_of_other {
            board.narrow(cell, !locked)?;
        }
        return Ok(());
    }
    let size = rules.size;
    let other = meet.other_slot as usize;
    let places = &board.places[other * size..other * size + size];
    let mut at = 0u32;
    let mut digits = locked;
    while digits != 0 {
        at |= places[digits.trailing_zeros() as usize];
        digits &= digits - 1;
    }
    at &= meet.rest_positions_in_other;
    let cells = &rules.houses[rules.full_houses[other]].cells;
    while at != 0 {
        let cell = cells[at.trailing_zeros() as usize];
        at &= at - 1;
        board.narrow(cell, !locked)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::woken::{absorb_changed, Woken};
    use super::*;
    use crate::variant::{ExtraHouse, RulesBuilder};

    /// The lookup by first place and the narrowing through the other
    /// house's places leave every board as testing every group for every
    /// digit and narrowing every cell of the rest does, with the same
    /// outcome, on random boards of box grids with diagonals, windows,
    /// disjoint groups and cages (whose groups are not full houses).
    #[test]
    fn the_lookup_narrows_as_a_test_of_every_group() {
        let mut seed = 11u64;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        let rule_sets = [
            RulesBuilder::new(9)
                .boxes(3, 3)
                .extra(ExtraHouse::MainDiagonal)
                .extra(ExtraHouse::Windoku)
                .cage(vec![0, 1, 9], Some(12))
                .build()
                .unwrap(),
            RulesBuilder::new(9)
                .boxes(3, 3)
                .extra(ExtraHouse::DisjointGroups)
                .build()
                .unwrap(),
            RulesBuilder::new(16).boxes(4, 4).build().unwrap(),
            RulesBuilder::new(25).boxes(5, 5).build().unwrap(),
        ];
        let mut locks = 0;
        for rules in &rule_sets {
            assert!(!rules.meets_at_position.is_empty());
            let n = rules.size;
            for _ in 0..60 {
                let mut board = Board::new(rules, &vec![0; n * n]).unwrap();
                // About three digits in four taken away at random, places
                // brought up to date.
                let all = rules.all_digits();
                for cell in 0..n * n {
                    let keep = all & next(1 << n) as u32 & next(1 << n) as u32;
                    if keep != 0 {
                        board.narrow(cell, keep).unwrap();
                    }
                }
                board.queue.clear();
                absorb_changed(rules, &mut board, &mut Woken::new(rules));
                let slots = rules.full_houses.len();
                let mut houses = vec![0u64; slots.div_ceil(64)];
                for slot in 0..slots {
                    houses[slot / 64] |= 1 << (slot % 64);
                }
                let digits = vec![all; rules.full_houses.len()];
                let mut fast = board.clone();
                let fast_result = intersections(rules, &houses, &digits, &mut fast);
                let mut slow = board.clone();
                let slow_result = (0..rules.full_houses.len()).try_for_each(|slot| {
                    let meets = &rules.intersections[rules.intersections_of_slot[slot].clone()];
                    every_meet(rules, slot, meets, all, &mut slow)
                });
                assert_eq!(fast_result, slow_result);
                assert_eq!(fast.candidates, slow.candidates);
                locks += usize::from(fast.candidates != board.candidates);
            }
        }
        // The boards are sparse enough that some digits lock.
        assert!(locks > 20, "only {locks} boards changed");
    }
}
