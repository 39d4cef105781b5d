//! Potentials (a candidate assumed true, "on", or false, "off"), the sets of
//! them a chain search keeps, and how Sudoku Explainer orders the chains it
//! finds: by rating, then by length, then by kind, then as found.
//!
//! A candidate is `cell * 9 + digit` (digit 0-based), 729 of them; a
//! potential is `candidate * 2 + on`, 1458 of them.

use crate::geometry::CELLS;

/// Candidates in the grid: 81 cells times 9 digits.
pub const CANDS: usize = CELLS * 9;
/// Potentials: every candidate on and off.
pub const POTS: usize = CANDS * 2;

#[inline(always)]
pub const fn pot(cell: usize, digit: usize, on: bool) -> u16 {
    ((cell * 9 + digit) * 2 + on as usize) as u16
}

#[inline(always)]
pub const fn cell_of(pot: u16) -> usize {
    pot as usize / 18
}

#[inline(always)]
pub const fn digit_of(pot: u16) -> usize {
    pot as usize / 2 % 9
}

#[inline(always)]
pub const fn is_on(pot: u16) -> bool {
    pot & 1 != 0
}

/// The same candidate with the other state.
#[inline(always)]
pub const fn negation(pot: u16) -> u16 {
    pot ^ 1
}

/// Why a potential follows from its parents. Sudoku Explainer uses the
/// cause to tell which removed candidates a chain relied on.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The assumption a chain starts from.
    Assumed = 0,
    /// A cell's only other candidate, or a candidate of a cell set on.
    Cell = 1,
    /// The only other place in a box, or a peer in the box.
    Box = 2,
    /// The only other place in a row, or a peer in the row.
    Row = 3,
    /// The only other place in a column, or a peer in the column.
    Column = 4,
    /// A technique (intersection, subset, fish, or a nested chain) on the
    /// grid the chain has reduced so far.
    Advanced = 5,
}

impl Cause {
    /// The cause of a link through `house` (rows 0-8, columns 9-17, boxes
    /// 18-26).
    pub const fn of_house(house: usize) -> Cause {
        match house / 9 {
            0 => Cause::Row,
            1 => Cause::Column,
            _ => Cause::Box,
        }
    }
}

/// A set of potentials.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PotSet(pub [u64; 23]);

impl PotSet {
    #[inline(always)]
    pub fn contains(&self, pot: u16) -> bool {
        self.0[pot as usize >> 6] >> (pot & 63) & 1 != 0
    }

    /// The states of `off`'s candidate in the set: bit 0 "off" (`off`
    /// itself, an even potential), bit 1 "on".
    #[inline(always)]
    pub fn states(&self, off: u16) -> u64 {
        debug_assert!(off & 1 == 0);
        self.0[off as usize >> 6] >> (off & 63) & 3
    }

    #[inline(always)]
    pub fn insert(&mut self, pot: u16) {
        self.0[pot as usize >> 6] |= 1 << (pot & 63);
    }

    pub fn clear(&mut self) {
        self.0 = [0; 23];
    }

    pub fn and_with(&mut self, other: &PotSet) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a &= b;
        }
    }

    pub fn or_with(&mut self, other: &PotSet) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a |= b;
        }
    }

    /// Whether some candidate is in the set both "on" and "off".
    pub fn has_both_states(&self) -> bool {
        // A candidate's two potentials are bits 2k and 2k + 1 of a word.
        const OFF_BITS: u64 = 0x5555_5555_5555_5555;
        self.0.iter().any(|&w| w & (w >> 1) & OFF_BITS != 0)
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
}

/// Sudoku Explainer's length bonus: 0.1 for each of the thresholds 4, 6, 8,
/// 12, 16, 24, 32, 48, ... that the chain's complexity less 2 exceeds, added
/// in floating point as it does (ratings that look equal may then differ,
/// and it sorts by the values it computes).
pub fn difficulty(base: f64, complexity: u32) -> f64 {
    let length = complexity as i64 - 2;
    let mut added = 0.0;
    let mut ceiling: i64 = 4;
    let mut odd = false;
    while length > ceiling {
        added += 0.1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    base + added
}

/// A rating in tenths, rounded as serate prints it.
pub fn tenths(difficulty: f64) -> u8 {
    ((difficulty + 0.05) * 10.0) as u8
}

/// Where a chain stands in Sudoku Explainer's sorted list: rating, then
/// complexity (the potentials on its chains), then its kind's sort key, then
/// the order in which it was found. Smaller comes first.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Key {
    pub difficulty: f64,
    pub complexity: u32,
    pub sort_key: u8,
    pub seq: u32,
}

impl Key {
    /// Later than every real key.
    pub const WORST: Key = Key {
        difficulty: f64::MAX,
        complexity: u32::MAX,
        sort_key: u8::MAX,
        seq: u32::MAX,
    };

    /// Whether `self` sorts before `other`.
    pub fn before(&self, other: &Key) -> bool {
        if self.difficulty != other.difficulty {
            return self.difficulty < other.difficulty;
        }
        (self.complexity, self.sort_key, self.seq) < (other.complexity, other.sort_key, other.seq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_bonus_follows_the_thresholds() {
        // Complexity less 2 must exceed 4, 6, 8, 12, 16, 24, 32, 48, ...
        let bonus = |c| tenths(difficulty(6.5, c)) - 65;
        assert_eq!(bonus(6), 0);
        assert_eq!(bonus(7), 1);
        assert_eq!(bonus(8), 1);
        assert_eq!(bonus(9), 2);
        assert_eq!(bonus(11), 3);
        assert_eq!(bonus(14), 3);
        assert_eq!(bonus(15), 4);
        assert_eq!(bonus(19), 5);
        assert_eq!(bonus(27), 6);
        assert_eq!(bonus(35), 7);
        assert_eq!(bonus(51), 8);
        // Sums in floating point as Sudoku Explainer makes them: 6.5 + 0.2
        // sorts after 6.6 + 0.1, though both print 6.7.
        assert!(difficulty(6.6, 7) < difficulty(6.5, 9));
        assert_eq!(tenths(difficulty(6.6, 7)), tenths(difficulty(6.5, 9)));
    }

    #[test]
    fn potentials_encode_cell_digit_and_state() {
        let p = pot(80, 8, true);
        assert_eq!((cell_of(p), digit_of(p), is_on(p)), (80, 8, true));
        assert_eq!(negation(p), pot(80, 8, false));
        assert!((p as usize) < POTS);
        let mut set = PotSet([0; 23]);
        set.insert(p);
        set.insert(3);
        assert!(set.contains(p) && set.contains(3) && !set.contains(4));
    }
}
