//! Basic, finned and sashimi fish (X-Wing, Swordfish, Jellyfish): `size` rows (or columns)
//! whose places for a digit lie in `size` columns (or rows). HoDoKu tries
//! digits 1-9, for each rows before columns, the base lines in
//! lexicographic order among those with 2..=size places, and takes the
//! first fish that eliminates something.

use super::board::{bit, Board};
use super::step::HodokuStep;
use super::subsets::first_combination;
use super::table::numbers::{
    FINNED_JELLYFISH, FINNED_SWORDFISH, FINNED_X_WING, JELLYFISH, SASHIMI_JELLYFISH,
    SASHIMI_SWORDFISH, SASHIMI_X_WING, SWORDFISH, X_WING,
};
use crate::geometry::{CellSet, HOUSE_SETS, PEER_SETS};

pub(super) fn basic(board: &Board, size: usize) -> Option<HodokuStep> {
    for digit in 1..=9u8 {
        let places = board.digit_cells[digit as usize];
        if places.is_empty() {
            continue;
        }
        for (base_first, cover_first) in [(0, 9), (9, 0)] {
            let lines: Vec<usize> = (base_first..base_first + 9)
                .filter(|&h| (2..=size as u32).contains(&places.and(HOUSE_SETS[h]).len()))
                .collect();
            let found = first_combination(lines.len(), size, |picked| {
                let base = picked.iter().fold(CellSet::EMPTY, |m, &i| {
                    m.or(places.and(HOUSE_SETS[lines[i]]))
                });
                let covers: Vec<usize> = (cover_first..cover_first + 9)
                    .filter(|&h| !base.and(HOUSE_SETS[h]).is_empty())
                    .collect();
                if covers.len() != size {
                    return None;
                }
                let cover = covers
                    .iter()
                    .fold(CellSet::EMPTY, |m, &h| m.or(HOUSE_SETS[h]));
                let gone = places.and(cover).minus(base);
                if gone.is_empty() {
                    return None;
                }
                let mut step = HodokuStep::new(match size {
                    2 => X_WING,
                    3 => SWORDFISH,
                    _ => JELLYFISH,
                });
                step.digits = bit(digit);
                step.cells = base.iter().map(|c| c as u8).collect();
                for cell in gone {
                    step.eliminate(cell, digit);
                }
                Some(step)
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// Finned (`sashimi` false) or sashimi fish of `size` lines: base lines
/// (any with the digit) whose places lie in `size` cover lines but for
/// fins (at most 5); a cover cell seeing every fin loses the digit. It is
/// sashimi when a base line keeps at most one place inside the covers.
/// HoDoKu's order: digits, rows before columns, base lines then cover
/// lines in lexicographic order (at most `size + 3` lines hit); the first.
pub(super) fn finned(board: &Board, size: usize, sashimi: bool) -> Option<HodokuStep> {
    for digit in 1..=9u8 {
        let places = board.digit_cells[digit as usize];
        if places.is_empty() {
            continue;
        }
        for (base_first, cover_first) in [(0, 9), (9, 0)] {
            let lines: Vec<usize> = (base_first..base_first + 9)
                .filter(|&h| !places.and(HOUSE_SETS[h]).is_empty())
                .collect();
            let found = first_combination(lines.len(), size, |picked| {
                let base = picked.iter().fold(CellSet::EMPTY, |m, &i| {
                    m.or(places.and(HOUSE_SETS[lines[i]]))
                });
                let hit: Vec<usize> = (cover_first..cover_first + 9)
                    .filter(|&h| !base.and(HOUSE_SETS[h]).is_empty())
                    .collect();
                if hit.len() < size || hit.len() > size + 3 {
                    return None;
                }
                first_combination(hit.len(), size, |covers| {
                    let cover = covers
                        .iter()
                        .fold(CellSet::EMPTY, |m, &i| m.or(HOUSE_SETS[hit[i]]));
                    let fins = base.minus(cover);
                    if fins.is_empty() || fins.len() > 5 {
                        return None;
                    }
                    let seen_by_fins = fins.iter().fold(CellSet::ALL, |m, c| m.and(PEER_SETS[c]));
                    let gone = places.and(cover).and(seen_by_fins).minus(base);
                    if gone.is_empty() {
                        return None;
                    }
                    let is_sashimi = picked
                        .iter()
                        .any(|&i| places.and(HOUSE_SETS[lines[i]]).and(cover).len() <= 1);
                    if is_sashimi != sashimi {
                        return None;
                    }
                    let mut step = HodokuStep::new(match (size, sashimi) {
                        (2, false) => FINNED_X_WING,
                        (2, true) => SASHIMI_X_WING,
                        (3, false) => FINNED_SWORDFISH,
                        (3, true) => SASHIMI_SWORDFISH,
                        (_, false) => FINNED_JELLYFISH,
                        (_, true) => SASHIMI_JELLYFISH,
                    });
                    step.digits = bit(digit);
                    step.cells = base.iter().map(|c| c as u8).collect();
                    for cell in gone {
                        step.eliminate(cell, digit);
                    }
                    Some(step)
                })
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}
