//! Neighbourhoods under a not-consecutive rule: a cell can hold `v` only
//! if its partners (its orthogonal neighbours) can take digits away from
//! `v - 1 ..= v + 1` that are different wherever two partners are peers
//! (left and right share a row, up and down a column, two in one box).
//! The pair rules see one partner at a time; this sees them together.

use super::super::board::Board;
use super::super::rules::Rules;
use super::Step;

/// Each cell's not-consecutive partners and the sets of them that are
/// pairwise peers, found once a search (from bit sets, no allocation a
/// cell, since the generator counts solutions thousands of times).
pub(in crate::variant) struct Neighbourhoods {
    cells: Vec<Neighbourhood>,
}

#[derive(Clone, Copy, Default)]
struct Neighbourhood {
    /// The cell's partners: at most 4 on a square grid (a cell with more
    /// is left out, with none).
    partners: [u16; 4],
    partner_count: u8,
    /// Each set of two or more partners that are pairwise peers, as a bit
    /// set of positions in `partners` (at most 11 of 4).
    cliques: [u8; 11],
    clique_count: u8,
}

impl Neighbourhoods {
    /// None when no pair rule is not-consecutive.
    pub(super) fn new(rules: &Rules) -> Option<Neighbourhoods> {
        let words = rules.words;
        if !rules.adjacent_bits.iter().any(|&w| w != 0) {
            return None;
        }
        let is_peer = |a: usize, b: usize| rules.peer_bits[a * words + b / 64] >> (b % 64) & 1 == 1;
        let mut cells = vec![Neighbourhood::default(); rules.cells()];
        for (cell, hood) in cells.iter_mut().enumerate() {
            let adjacent = &rules.adjacent_bits[cell * words..cell * words + words];
            if adjacent.iter().map(|w| w.count_ones()).sum::<u32>() > 4 {
                // Not a square grid's neighbours: leave the cell alone.
                continue;
            }
            for (w, &word) in adjacent.iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let other = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    hood.partners[usize::from(hood.partner_count)] = other as u16;
                    hood.partner_count += 1;
                }
            }
            let count = usize::from(hood.partner_count);
            for subset in 1u8..(1 << count) {
                if subset.count_ones() < 2 {
                    continue;
                }
                let clique = (0..count).all(|i| {
                    (i + 1..count).all(|j| {
                        subset >> i & 1 == 0
                            || subset >> j & 1 == 0
                            || is_peer(usize::from(hood.partners[i]), usize::from(hood.partners[j]))
                    })
                });
                if clique {
                    hood.cliques[usize::from(hood.clique_count)] = subset;
                    hood.clique_count += 1;
                }
            }
        }
        Some(Neighbourhoods { cells })
    }
}

/// Takes from `cell` each digit its partners could not all avoid (with
/// different digits where they are peers).
pub(super) fn revise_neighbourhood(hoods: &Neighbourhoods, cell: usize, board: &mut Board) -> Step {
    let hood = &hoods.cells[cell];
    let mut domains = [0u32; 4];
    for (domain, &partner) in domains
        .iter_mut()
        .zip(&hood.partners[..usize::from(hood.partner_count)])
    {
        *domain = board.candidates[usize::from(partner)];
    }
    // A set of k partners can fail only if the digits they have, less the
    // three within one of the cell's digit, number fewer than k: so only
    // sets whose candidates span fewer than k + 3 digits are looked at,
    // which leaves most cells with nothing to do.
    // (partners in the set, the digits they have)
    let mut tight = [(0u32, 0u32); 11];
    let mut tight_count = 0;
    for &subset in &hood.cliques[..usize::from(hood.clique_count)] {
        let mut union = 0u32;
        let mut bits = subset;
        while bits != 0 {
            union |= domains[bits.trailing_zeros() as usize];
            bits &= bits - 1;
        }
        if union.count_ones() < subset.count_ones() + 3 {
            tight[tight_count] = (subset.count_ones(), union);
            tight_count += 1;
        }
    }
    if tight_count == 0 {
        return Ok(());
    }
    let mut keep = 0u32;
    let mut digits = board.candidates[cell];
    while digits != 0 {
        let digit = digits & digits.wrapping_neg();
        digits &= digits - 1;
        let allowed = !(digit | digit << 1 | digit >> 1);
        // The partners' digits away from this one: too few for the set.
        let fits = tight[..tight_count]
            .iter()
            .all(|&(size, union)| (union & allowed).count_ones() >= size);
        if fits {
            keep |= digit;
        }
    }
    board.narrow(cell, keep)
}
