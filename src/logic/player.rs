//! The candidates of a player's grid, which may hold mistakes: an app draws
//! pencil marks for the very grid it needs a hint for, so a clashing entry
//! is reported beside the candidates rather than instead of them.

use super::candidates::candidates_of_values;
use super::error::LogicError;
use super::hint::read_entries;
use crate::geometry::{CELLS, PEERS};

/// A player's entry left out of the candidates because it repeats a digit
/// of its row, column or box.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clash {
    /// The entry's cell (0-80).
    pub cell: u8,
    /// Its digit (1-9).
    pub digit: u8,
    /// The peer holding the same digit: a given when one does, else an
    /// entry taken before it; the lowest-numbered such cell.
    pub other: u8,
}

/// What [`player_candidates`] gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerCandidates {
    /// For each cell, as [`candidates`](super::candidates) gives them for
    /// the givens and the entries taken: bit `d - 1` for `d`; a filled cell
    /// its own digit.
    pub candidates: [u16; CELLS],
    /// The entries left out, in cell order; the first `clash_count` are
    /// meaningful.
    pub clashes: [Clash; CELLS],
    pub clash_count: usize,
}

impl PlayerCandidates {
    /// The entries left out, in cell order.
    pub fn clashes(&self) -> &[Clash] {
        &self.clashes[..self.clash_count]
    }
}

/// The candidates of a player's grid.
///
/// `puzzle` holds the givens, which must not clash; `current` the givens,
/// each kept, plus the player's entries (`1`-`9`; `.` or `0` empty). The
/// givens are binding. The entries are taken row by row; one that repeats
/// the digit of a given, or of an entry already taken, among its peers is
/// left out and reported as a [`Clash`] (so of two clashing entries the
/// later one is reported, as `check` names the later of two equal givens).
/// No search: one pass over the cells.
///
/// Errors, checked in this order: the puzzle's
/// [`InvalidCharacter`](LogicError::InvalidCharacter) or
/// [`ConflictingGivens`](LogicError::ConflictingGivens); `current`'s
/// `InvalidCharacter`; [`CurrentContradictsPuzzle`](LogicError::CurrentContradictsPuzzle)
/// when `current` changes or clears a given.
pub fn player_candidates(
    puzzle: &[u8; CELLS],
    current: &[u8; CELLS],
) -> Result<PlayerCandidates, LogicError> {
    let givens = crate::grid::parse(puzzle)?;
    let entries = read_entries(current, &givens)?;
    let mut taken = givens;
    let mut result = PlayerCandidates {
        candidates: [0; CELLS],
        clashes: [Clash::default(); CELLS],
        clash_count: 0,
    };
    for cell in 0..CELLS {
        let digit = entries[cell];
        if digit == 0 || givens[cell] != 0 {
            continue;
        }
        let peers = PEERS[cell].map(usize::from);
        // A given wins over an earlier entry, so the clash names what the
        // player cannot change when it can.
        let lowest_holding =
            |grid: &[u8; CELLS]| peers.into_iter().filter(|&p| grid[p] == digit).min();
        match lowest_holding(&givens).or_else(|| lowest_holding(&taken)) {
            None => taken[cell] = digit,
            Some(other) => {
                result.clashes[result.clash_count] = Clash {
                    cell: cell as u8,
                    digit,
                    other: other as u8,
                };
                result.clash_count += 1;
            }
        }
    }
    result.candidates = candidates_of_values(&taken);
    Ok(result)
}
