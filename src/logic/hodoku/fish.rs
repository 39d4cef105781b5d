//! Basic fish (X-Wing, Swordfish, Jellyfish): `size` rows (or columns)
//! whose places for a digit lie in `size` columns (or rows). HoDoKu tries
//! digits 1-9, for each rows before columns, the base lines in
//! lexicographic order among those with 2..=size places, and takes the
//! first fish that eliminates something.

use super::board::{bit, Board};
use super::step::HodokuStep;
use super::subsets::first_combination;
use super::table::numbers::{JELLYFISH, SWORDFISH, X_WING};
use crate::geometry::{CellSet, HOUSE_SETS};

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
