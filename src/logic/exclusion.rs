//! Aligned pair exclusion: for two cells, try every pair of digits they
//! could hold together. A pair is impossible when the cells see each other
//! and the digits are equal, or when a bivalue cell seeing both would be
//! left empty. A candidate of either cell that no possible pair uses goes.

use super::board::Board;
use super::masks::{digits, Count, ALL_DIGITS};
use super::order::PEERS_BOX_ROW_COLUMN;
use super::step::{Step, StepKind};
use super::technique::Technique;
use crate::geometry::{sees, CellSet, CELLS, PEER_SETS};

/// The first aligned pair exclusion worth making, pairs of cells in Sudoku
/// Explainer's order. With a `memo`, only the pairs that changed since the
/// grid it keeps are tried (and it keeps this one when none excludes).
pub fn aligned_pair_since(board: &Board, mut memo: Option<&mut ExclusionMemo>) -> Option<Step> {
    let changed = memo
        .as_ref()
        .map_or(CellSet::ALL, |memo| memo.changed(board));
    // The cells that can take part, with the bivalue cells they see.
    let mut cells = [0usize; CELLS];
    let mut excluders = [CellSet::EMPTY; CELLS];
    let mut count = 0;
    for (cell, peers) in PEERS_BOX_ROW_COLUMN.iter().enumerate() {
        if board.candidates[cell].count() < 2 {
            continue;
        }
        let mut seen = CellSet::EMPTY;
        let mut naked_single = false;
        for &peer in peers {
            match board.candidates[peer as usize].count() {
                1 => naked_single = true,
                2 => seen.insert(peer as usize),
                _ => {}
            }
        }
        if !naked_single && !seen.is_empty() {
            cells[count] = cell;
            excluders[count] = seen;
            count += 1;
        }
    }
    for j in 1..count {
        for i in 0..j {
            let common = excluders[i].and(excluders[j]);
            if common.len() < 2 {
                continue;
            }
            let (a, b) = (cells[i], cells[j]);
            if !changed.contains(a) && !changed.contains(b) && common.and(changed).is_empty() {
                continue;
            }
            if let Some(step) = exclude(board, a, b, common) {
                return Some(step);
            }
        }
    }
    if let Some(memo) = memo.as_mut() {
        memo.remember(board);
    }
    None
}

/// The step excluding candidates of `a` and `b`, if any goes.
fn exclude(board: &Board, a: usize, b: usize, common: CellSet) -> Option<Step> {
    let (mask_a, mask_b) = (board.candidates[a], board.candidates[b]);
    let aligned = sees(a, b);
    // The digits of each cell used by at least one possible pair.
    let (mut used_a, mut used_b) = (0u16, 0u16);
    for da in digits(mask_a) {
        for db in digits(mask_b) {
            let pair = (1u16 << (da - 1)) | (1 << (db - 1));
            if da == db && aligned {
                continue;
            }
            if common
                .iter()
                .any(|cell| board.candidates[cell] & !pair == 0)
            {
                continue;
            }
            used_a |= 1 << (da - 1);
            used_b |= 1 << (db - 1);
        }
    }
    if mask_a & !used_a == 0 && mask_b & !used_b == 0 {
        return None;
    }
    let mut step = Step::of(StepKind::Elimination, Technique::AlignedPairExclusion);
    step.add_cell(a, mask_a);
    step.add_cell(b, mask_b);
    for cell in common {
        step.add_pattern(cell, board.candidates[cell]);
    }
    step.eliminations[a] = mask_a & !used_a;
    step.eliminations[b] = mask_b & !used_b;
    Some(step)
}

/// The candidates of the last grid where no pair (or, for the triplets'
/// memo, no trio) excluded anything. A path only takes candidates out, and
/// cells whose candidates and common excluders kept their candidates since
/// cannot exclude now either: they were tried then, with as many excluders
/// or more (cells lose candidates, and so become excluders, but do not
/// gain them), and more excluders only lock more combinations. So the
/// search needs to try only the pairs or trios with a cell that changed.
pub struct ExclusionMemo {
    base: [u16; CELLS],
    known: bool,
}

impl ExclusionMemo {
    /// The cells whose candidates changed since the remembered grid:
    /// every cell when there is none, or when `board` is not a reduction of
    /// it (a path walked again from its start).
    fn changed(&self, board: &Board) -> CellSet {
        let mut changed = CellSet::EMPTY;
        for (cell, (&now, &then)) in board.candidates.iter().zip(&self.base).enumerate() {
            if now & !then != 0 || !self.known {
                return CellSet::ALL;
            }
            if now != then {
                changed.insert(cell);
            }
        }
        changed
    }

    /// No pair or trio of `board` excludes anything.
    fn remember(&mut self, board: &Board) {
        // A naked single keeps cells off the list; the memo's argument
        // needs every cell with two candidates or more listed.
        self.known = board.candidates.iter().all(|&m| m.count() != 1);
        self.base = board.candidates;
    }
}

/// The first aligned triplet exclusion worth making, in Sudoku Explainer's
/// order: every pair of cells that can take part, then each third cell
/// seen by a bivalue or trivalue cell that sees one of the pair; three
/// cells with two or more such cells in common. Written into `step`:
/// whether one was found. `memo` keeps the last grid with none.
#[inline(never)]
pub fn aligned_triplet(board: &Board, step: &mut Step, memo: &mut ExclusionMemo) -> bool {
    // Cells as bytes: the frame stays small for small stacks.
    let mut cells = [0u8; CELLS];
    let mut excluders = [CellSet::EMPTY; CELLS];
    let mut count = 0;
    let mut listed = CellSet::EMPTY;
    for (cell, peers) in PEERS_BOX_ROW_COLUMN.iter().enumerate() {
        if board.candidates[cell].count() < 2 {
            continue;
        }
        let mut seen = CellSet::EMPTY;
        let mut naked_single = false;
        for &peer in peers {
            match board.candidates[peer as usize].count() {
                1 => naked_single = true,
                2 | 3 => seen.insert(peer as usize),
                _ => {}
            }
        }
        if !naked_single && !seen.is_empty() {
            cells[count] = cell as u8;
            excluders[count] = seen;
            listed.insert(cell);
            count += 1;
        }
    }
    let mut index_of = [u8::MAX; CELLS];
    for (i, &cell) in cells[..count].iter().enumerate() {
        index_of[cell as usize] = i as u8;
    }
    // Exclusions are rare: first look for any, each trio once; only then
    // for the first in Sudoku Explainer's order.
    let changed = memo.changed(board);
    let trios = (&cells[..count], &excluders[..count], listed);
    if !any_triplet(board, trios, &index_of, changed) {
        memo.remember(board);
        return false;
    }
    for j in 1..count {
        for i in 0..j {
            let (a, b) = (cells[i] as usize, cells[j] as usize);
            // Three cells need two common excluders, so the pair does.
            let pair_common = excluders[i].and(excluders[j]);
            if pair_common.len() < 2 {
                continue;
            }
            // The third cells, in Sudoku Explainer's order: the first
            // cell's excluders, then the second's, as listed among its
            // house cells.
            let mut twins = CellSet::EMPTY;
            for first in [a, b] {
                let seen = excluders[index_of[first] as usize];
                for &peer in &PEERS_BOX_ROW_COLUMN[first] {
                    let peer = peer as usize;
                    if !seen.contains(peer) || !listed.contains(peer) || peer == a || peer == b {
                        continue;
                    }
                    if twins.contains(peer) {
                        continue;
                    }
                    twins.insert(peer);
                    let common = pair_common.and(excluders[index_of[peer] as usize]);
                    if common.len() < 2 {
                        continue;
                    }
                    if let Some(used) = triplet_exclusion(board, [a, b, peer], common) {
                        write_triplet_step(board, [a, b, peer], common, used, step);
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// Whether some trio of `cells` that Sudoku Explainer tries excludes a
/// candidate. It tries three cells when two common excluders see them all
/// and one of the three is an excluder of another. Only trios with a cell
/// in `changed` (among the three and their common excluders) are tried.
fn any_triplet(
    board: &Board,
    (cells, excluders, listed): (&[u8], &[CellSet], CellSet),
    index_of: &[u8; CELLS],
    changed: CellSet,
) -> bool {
    for j in 1..cells.len() {
        for i in 0..j {
            let common = excluders[i].and(excluders[j]);
            if common.len() < 2 {
                continue;
            }
            let (a, b) = (usize::from(cells[i]), usize::from(cells[j]));
            // The third cells: later listed cells seeing two or more of the
            // pair's common excluders (which have 2 or 3 candidates, so a
            // cell sees them exactly when they are its excluders).
            let mut thirds = CellSet::EMPTY;
            let mut ones = CellSet::EMPTY;
            for c in common {
                thirds = thirds.or(ones.and(PEER_SETS[c]));
                ones = ones.or(PEER_SETS[c]);
            }
            let later = CellSet(!((1u128 << (b + 1)) - 1));
            let mut candidates = thirds.and(listed).and(later);
            let pair_changed =
                changed.contains(a) || changed.contains(b) || !common.and(changed).is_empty();
            if !pair_changed {
                candidates = candidates.and(changed);
            }
            let pair_linked = excluders[i].contains(b) || excluders[j].contains(a);
            for c in candidates {
                let k = usize::from(index_of[c]);
                let trio_common = common.and(excluders[k]);
                if trio_common.len() < 2 {
                    continue;
                }
                let linked = pair_linked
                    || excluders[i].contains(c)
                    || excluders[j].contains(c)
                    || excluders[k].contains(a)
                    || excluders[k].contains(b);
                let mut involved = trio_common;
                for cell in [a, b, c] {
                    involved.insert(cell);
                }
                if linked
                    && !involved.and(changed).is_empty()
                    && triplet_exclusion(board, [a, b, c], trio_common).is_some()
                {
                    return true;
                }
            }
        }
    }
    false
}

/// Whether a candidate of three cells goes, and if so the candidates each
/// keeps: a candidate goes when no possible combination of the three cells'
/// digits uses it. A combination is impossible when two cells that see each
/// other hold the same digit, or when a common excluder would be left
/// without a candidate.
fn triplet_exclusion(board: &Board, trio: [usize; 3], common: CellSet) -> Option<[u16; 3]> {
    let masks = trio.map(|cell| board.candidates[cell]);
    let see = [
        sees(trio[0], trio[1]),
        sees(trio[0], trio[2]),
        sees(trio[1], trio[2]),
    ];
    // Only excluders whose candidates all lie among the trio's can lock.
    let union = masks[0] | masks[1] | masks[2];
    // The common excluders are peers of the first cell: 20 at most.
    let mut locks = [0u16; 20];
    let mut locking = 0;
    for cell in common {
        let lock = board.candidates[cell];
        if lock & !union == 0 {
            locks[locking] = lock;
            locking += 1;
        }
    }
    let locks = &locks[..locking];
    // For each digit pair of the second and third cells, the digits of the
    // first that complete a possible combination.
    let mut used = [0u16; 3];
    for b in digits(masks[1]) {
        let b_bit = 1u16 << (b - 1);
        for c in digits(masks[2]) {
            let c_bit = 1u16 << (c - 1);
            if b == c && see[2] {
                continue;
            }
            let mut blocked = 0u16;
            if see[0] {
                blocked |= b_bit;
            }
            if see[1] {
                blocked |= c_bit;
            }
            for &lock in locks {
                // The lock is left empty when its digits are the pair's and
                // at most one more, the first cell's.
                let rest = lock & !(b_bit | c_bit);
                if rest == 0 {
                    blocked = ALL_DIGITS;
                    break;
                }
                if rest & (rest - 1) == 0 {
                    blocked |= rest;
                }
            }
            let firsts = masks[0] & !blocked;
            if firsts != 0 {
                used[0] |= firsts;
                used[1] |= b_bit;
                used[2] |= c_bit;
            }
        }
        if used == masks {
            return None;
        }
    }
    if (0..3).all(|k| masks[k] & !used[k] == 0) {
        return None;
    }
    Some(used)
}

/// The step of [`triplet_exclusion`]'s answer `used`, into `step`.
fn write_triplet_step(
    board: &Board,
    trio: [usize; 3],
    common: CellSet,
    used: [u16; 3],
    step: &mut Step,
) {
    *step = Step::of(StepKind::Elimination, Technique::AlignedTripletExclusion);
    for (k, &cell) in trio.iter().enumerate() {
        let mask = board.candidates[cell];
        step.add_cell(cell, mask);
        step.eliminations[cell] = mask & !used[k];
    }
    for cell in common {
        step.add_pattern(cell, board.candidates[cell]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::chains::Chains;
    use crate::logic::path;

    /// Along whole paths, the searches with the memos carried from step to
    /// step find what searches without find.
    #[test]
    fn the_memos_change_no_search() {
        let puzzles: [&[u8; 81]; 3] = [
            b"14...8.5..7.13....8.....3....47...65......49......5..87.........5...2.84....8.7..",
            b".16.....8...9.........32.7.....6.4.34..7..8......2..1..6........251.7...148.....9",
            b"7.9..8..1.5......2..64..3..6.....71.....47......5....9.4.....2...8.....7...395...",
        ];
        let (mut searched, mut pairs_found) = (0, false);
        for puzzle in puzzles {
            let mut board = Board::from_values(&crate::grid::parse(puzzle).unwrap());
            let mut chains = Chains::new(0, None);
            let mut carried = ExclusionMemo {
                base: [0; CELLS],
                known: false,
            };
            let mut carried_pairs = ExclusionMemo {
                base: [0; CELLS],
                known: false,
            };
            let (mut step, mut with_memo, mut without) =
                (Step::default(), Step::default(), Step::default());
            let mut found_one = false;
            while !board.is_solved() {
                let mut fresh = ExclusionMemo {
                    base: [0; CELLS],
                    known: false,
                };
                let found = aligned_triplet(&board, &mut without, &mut fresh);
                assert_eq!(aligned_triplet(&board, &mut with_memo, &mut carried), found);
                let pair = aligned_pair_since(&board, None);
                assert_eq!(aligned_pair_since(&board, Some(&mut carried_pairs)), pair);
                pairs_found |= pair.is_some();
                if found {
                    assert_eq!(with_memo, without);
                    found_one = true;
                }
                searched += 1;
                assert!(path::next_step(&board, &mut chains, &mut step).unwrap());
                path::apply(&mut board, &step);
            }
            assert!(found_one, "no aligned triplet on the path");
        }
        assert!(searched > 100 && pairs_found);
    }
}
