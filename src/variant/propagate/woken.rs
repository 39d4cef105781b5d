//! What the cells narrowed since each propagation step last ran woke: the
//! full houses, pair rules and cages of those cells, and per full house the
//! digits that lost a place there, with the board's places kept in step.

use super::super::board::Board;
use super::super::rules::Rules;
use super::Step;

/// What the cells narrowed since each step last ran woke, one bit each.
pub(in crate::variant) struct Woken {
    /// Full houses (positions in `full_houses`) for hidden singles.
    pub(super) houses: Vec<u64>,
    /// Per full house: the digits that lost a place there, the only ones
    /// that can have become hidden singles.
    pub(super) house_digits: Vec<u32>,
    /// Full houses for intersections.
    pub(super) slow_houses: Vec<u64>,
    /// Per full house: the digits that lost a place there since
    /// intersections last ran, the only ones whose places can tell them
    /// something new.
    pub(super) slow_digits: Vec<u32>,
    /// Full houses for hidden pairs, with the digits that lost a place
    /// there since.
    pub(super) pair_houses: Vec<u64>,
    pub(super) pair_digits: Vec<u32>,
    /// Cells narrowed to two candidates, for naked pairs.
    pub(super) bivalue_cells: Vec<u64>,
    /// Full houses and digits for places seen, as `slow_*`. Each late step
    /// keeps its own set and empties it when it runs, so a house is looked
    /// at once a change, not again on every round the steps before find
    /// something elsewhere.
    pub(super) seen_houses: Vec<u64>,
    pub(super) seen_digits: Vec<u32>,
    /// Cells whose pair rules need revising.
    pub(super) pair_cells: Vec<u64>,
    pub(super) cages: Vec<u64>,
    /// Full houses and the digits they lost within one call of
    /// `absorb_changed`, handed to the sets above once a house rather
    /// than once a changed cell of it.
    absorbed: Vec<u64>,
    absorbed_digits: Vec<u32>,
}

#[inline]
pub(super) fn set_bit(bits: &mut [u64], index: usize) {
    bits[index / 64] |= 1 << (index % 64);
}

#[inline]
pub(super) fn has_bit(bits: &[u64], index: usize) -> bool {
    bits[index / 64] >> (index % 64) & 1 == 1
}

/// Takes the set bits out of `bits`, lowest first, calling `f` on each.
#[inline]
pub(super) fn drain_bits(bits: &mut [u64], mut f: impl FnMut(usize) -> Step) -> Step {
    for (w, word) in bits.iter_mut().enumerate() {
        while *word != 0 {
            let bit = word.trailing_zeros() as usize;
            *word &= *word - 1;
            f(w * 64 + bit)?;
        }
    }
    Ok(())
}

pub(super) fn any_bit(bits: &[u64]) -> bool {
    bits.iter().any(|&w| w != 0)
}

/// Moves the board's changed cells into what they wake, and takes the
/// digits they lost out of their full houses' places.
pub(super) fn absorb_changed(rules: &Rules, board: &mut Board, woken: &mut Woken) {
    let size = rules.size;
    for w in 0..board.changed.len() {
        let mut bits = std::mem::take(&mut board.changed[w]);
        while bits != 0 {
            let cell = w * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let lost = std::mem::take(&mut board.removed[cell]);
            let slots = &rules.full_slots_of_cell[cell];
            let positions = &rules.full_positions_of_cell[cell];
            for (&slot, &position) in slots.iter().zip(positions) {
                let slot = slot as usize;
                if lost == 0 {
                    continue;
                }
                set_bit(&mut woken.absorbed, slot);
                woken.absorbed_digits[slot] |= lost;
                let places = &mut board.places[slot * size..slot * size + size];
                let keep = !(1u32 << position);
                let mut digits = lost;
                while digits != 0 {
                    places[digits.trailing_zeros() as usize] &= keep;
                    digits &= digits - 1;
                }
            }
            if rules.house_pairs_add && lost != 0 && board.candidates[cell].count_ones() == 2 {
                set_bit(&mut woken.bivalue_cells, cell);
            }
            if !rules.pairs_of_cell[cell].is_empty() {
                set_bit(&mut woken.pair_cells, cell);
            }
            for &cage in &rules.cages_of_cell[cell] {
                set_bit(&mut woken.cages, cage as usize);
            }
        }
    }
    for w in 0..woken.absorbed.len() {
        let bits = std::mem::take(&mut woken.absorbed[w]);
        woken.slow_houses[w] |= bits;
        if rules.house_pairs_add {
            woken.pair_houses[w] |= bits;
        }
        woken.seen_houses[w] |= bits;
        woken.houses[w] |= bits;
        let mut rest = bits;
        while rest != 0 {
            let slot = w * 64 + rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let lost = std::mem::take(&mut woken.absorbed_digits[slot]);
            woken.slow_digits[slot] |= lost;
            if rules.house_pairs_add {
                woken.pair_digits[slot] |= lost;
            }
            woken.seen_digits[slot] |= lost;
            woken.house_digits[slot] |= lost;
        }
    }
}

impl Woken {
    /// Nothing woken, sized for `rules`.
    pub(in crate::variant) fn new(rules: &Rules) -> Woken {
        let house_words = rules.full_houses.len().div_ceil(64);
        let cell_words = rules.cells().div_ceil(64);
        Woken {
            houses: vec![0; house_words],
            house_digits: vec![0; rules.full_houses.len()],
            slow_houses: vec![0; house_words],
            slow_digits: vec![0; rules.full_houses.len()],
            pair_houses: vec![0; house_words],
            pair_digits: vec![0; rules.full_houses.len()],
            bivalue_cells: vec![0; cell_words],
            seen_houses: vec![0; house_words],
            seen_digits: vec![0; rules.full_houses.len()],
            pair_cells: vec![0; cell_words],
            cages: vec![0; rules.cages.len().div_ceil(64)],
            absorbed: vec![0; house_words],
            absorbed_digits: vec![0; rules.full_houses.len()],
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        [
            &self.houses,
            &self.slow_houses,
            &self.pair_houses,
            &self.bivalue_cells,
            &self.seen_houses,
            &self.pair_cells,
            &self.cages,
        ]
        .iter()
        .all(|bits| !any_bit(bits))
            && [
                &self.house_digits,
                &self.slow_digits,
                &self.pair_digits,
                &self.seen_digits,
            ]
            .iter()
            .all(|digits| digits.iter().all(|&d| d == 0))
    }

    /// Wakes nothing again, after a contradiction left some sets mid-way.
    pub(super) fn clear(&mut self) {
        for bits in [
            &mut self.houses,
            &mut self.slow_houses,
            &mut self.pair_houses,
            &mut self.bivalue_cells,
            &mut self.seen_houses,
            &mut self.pair_cells,
            &mut self.cages,
        ] {
            bits.fill(0);
        }
        for digits in [
            &mut self.house_digits,
            &mut self.slow_digits,
            &mut self.pair_digits,
            &mut self.seen_digits,
        ] {
            digits.fill(0);
        }
    }
}
