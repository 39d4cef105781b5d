//! The placement rule: a digit takes one cell in every row, column and box
//! of the grid at once (a "template"), so a candidate that belongs to no
//! such placement of its digit can go. The band and stack rules see three
//! rows or three columns at a time; this sees the whole grid for one digit,
//! which covers every fish and single-digit chain.
//!
//! In a band, a placement of the digit takes one triplet per row and per
//! box (one of six ways, a permutation of the boxes over the rows) and one
//! column in each stack: a "column triple", one of 27, numbered
//! `c0 + 3 * c1 + 9 * c2` by the column within each stack. The three bands
//! of a placement use, in each stack, the three columns of the stack once
//! each. So the rule finds, per band, the triples the band's candidates
//! allow, keeps those that combine across the bands, and keeps the cells
//! of the kept triples.

use super::board::{changed_words, Board};
use super::rules::Scratch;

/// The six ways the rows of a band go to its boxes: for each, the row whose
/// triplet is in each box (stack).
const ROW_IN_STACK: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// For the columns allowed in each stack (three 3-bit masks, stack 0 in
/// bits 0-2), the column triples they allow, as bits 0-26.
const TRIPLES: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut allowed = 0;
    while allowed < 512 {
        let mut triple = 0;
        while triple < 27 {
            let (c0, c1, c2) = (triple % 3, triple / 3 % 3, triple / 9);
            if allowed >> c0 & 1 != 0
                && allowed >> (3 + c1) & 1 != 0
                && allowed >> (6 + c2) & 1 != 0
            {
                table[allowed] |= 1 << triple;
            }
            triple += 1;
        }
        allowed += 1;
    }
    table
};

/// For each column triple, the triples with another column in every stack.
const DISJOINT: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut a = 0;
    while a < 27 {
        let mut b = 0;
        while b < 27 {
            if a % 3 != b % 3 && a / 3 % 3 != b / 3 % 3 && a / 9 != b / 9 {
                table[a] |= 1 << b;
            }
            b += 1;
        }
        a += 1;
    }
    table
};

/// For two disjoint column triples `a` and `b`, at `27 * a + b`, the triple
/// of the columns they leave.
const THIRD: [u8; 729] = {
    let mut table = [0u8; 729];
    let mut a = 0;
    while a < 27 {
        let mut b = 0;
        while b < 27 {
            let (s0, s1, s2) = (a % 3 + b % 3, a / 3 % 3 + b / 3 % 3, a / 9 + b / 9);
            // Only disjoint pairs are looked up; the others keep 0.
            if DISJOINT[a] >> b & 1 != 0 {
                table[27 * a + b] = ((3 - s0) + 3 * (3 - s1) + 9 * (3 - s2)) as u8;
            }
            b += 1;
        }
        a += 1;
    }
    table
};

/// The triples with column `c` in stack `k`, at `3 * k + c`.
const WITH_COLUMN: [u32; 9] = {
    let mut table = [0u32; 9];
    let mut triple = 0;
    while triple < 27 {
        let columns = [triple % 3, triple / 3 % 3, triple / 9];
        let mut k = 0;
        while k < 3 {
            table[3 * k + columns[k]] |= 1 << triple;
            k += 1;
        }
        triple += 1;
    }
    table
};

/// For one band word: the triples each way of placing rows in boxes
/// allows.
#[inline(always)]
fn triples_by_way(word: u32) -> [u32; 6] {
    // The columns within their stack of each triplet: `3 * row + stack`.
    let mut triplet = [0usize; 9];
    for row in 0..3 {
        for stack in 0..3 {
            triplet[3 * row + stack] = (word >> (9 * row + 3 * stack) & 7) as usize;
        }
    }
    let mut ways = [0u32; 6];
    // Index loops: an iterator's fold is not always inlined (the inline
    // rule, src/search/mod.rs).
    for way in 0..6 {
        let rows = &ROW_IN_STACK[way];
        let allowed =
            triplet[3 * rows[0]] | triplet[3 * rows[1] + 1] << 3 | triplet[3 * rows[2] + 2] << 6;
        ways[way] = TRIPLES[allowed];
    }
    ways
}

/// The cells of a band word's placements whose column triples are in
/// `kept`, given the triples of each way ([`triples_by_way`]).
#[inline(always)]
fn cells_of(ways: &[u32; 6], kept: u32) -> u32 {
    let mut cells = 0;
    for way in 0..6 {
        let rows = &ROW_IN_STACK[way];
        let triples = ways[way] & kept;
        if triples == 0 {
            continue;
        }
        for stack in 0..3 {
            let mut columns = 0;
            for column in 0..3 {
                if triples & WITH_COLUMN[3 * stack + column] != 0 {
                    columns |= 1 << column;
                }
            }
            cells |= columns << (9 * rows[stack] + 3 * stack);
        }
    }
    cells
}

/// Of the column triples each band of a digit allows (`allowed`), those
/// that combine with triples of the other two bands into a placement of
/// the digit: per stack, the three bands take its three columns.
#[inline(always)]
fn combining_triples(allowed: [u32; 3]) -> [u32; 3] {
    // The pairs tried are those of the first band's triples with the
    // second's; any band can be first, as a placement is the same whatever
    // the order, so the one with the fewest triples is.
    let counts = allowed.map(u32::count_ones);
    let first = if counts[0] <= counts[1] && counts[0] <= counts[2] {
        0
    } else if counts[1] <= counts[2] {
        1
    } else {
        2
    };
    let (second, third) = ((first + 1) % 3, (first + 2) % 3);
    let mut kept = [0u32; 3];
    let mut firsts = allowed[first];
    while firsts != 0 {
        let a = firsts.trailing_zeros() as usize;
        firsts &= firsts - 1;
        let mut seconds = allowed[second] & DISJOINT[a];
        // Without a branch on whether the third band allows `c`: which do
        // is as good as random, and the mispredicts cost more than the
        // stores.
        let mut any = 0;
        while seconds != 0 {
            let b = seconds.trailing_zeros();
            seconds &= seconds - 1;
            let c = u32::from(THIRD[27 * a + b as usize]);
            let hit = allowed[third] >> c & 1;
            any |= hit;
            kept[second] |= hit << b;
            kept[third] |= hit << c;
        }
        kept[first] |= any << a;
    }
    kept
}

impl Board {
    /// The placement rule for every digit with a word changed since the
    /// rule last saw it (`scratch.placement_seen`), on words as the band
    /// rule leaves them (it skips a band whose triples all combine, whose
    /// cells the band rule has already kept to its placements). Returns
    /// None when a digit has no placement left, else whether it removed any
    /// candidate.
    #[inline(always)]
    pub(super) fn apply_placement_rule(&mut self, scratch: &mut Scratch) -> Option<bool> {
        let mut changed_any = false;
        let changed = changed_words(&self.candidates, &scratch.placement_seen);
        let mut digits = (changed | changed >> 1 | changed >> 2) & 0o111_111_111;
        while digits != 0 {
            let digit = digits.trailing_zeros() as usize / 3;
            digits &= digits - 1;
            let at = 3 * digit;
            let words = [
                self.candidates[at],
                self.candidates[at + 1],
                self.candidates[at + 2],
            ];
            // Plain arrays rather than `map`, which is not always inlined.
            let ways = [
                triples_by_way(words[0]),
                triples_by_way(words[1]),
                triples_by_way(words[2]),
            ];
            let any = |w: &[u32; 6]| w[0] | w[1] | w[2] | w[3] | w[4] | w[5];
            let allowed = [any(&ways[0]), any(&ways[1]), any(&ways[2])];
            let kept = combining_triples(allowed);
            if kept[0] == 0 {
                return None;
            }
            for band in 0..3 {
                if kept[band] != allowed[band] {
                    let word = words[band] & cells_of(&ways[band], kept[band]);
                    changed_any |= word != words[band];
                    self.candidates[at + band] = word;
                }
            }
            scratch.placement_seen[at..at + 3].copy_from_slice(&self.candidates[at..at + 3]);
        }
        Some(changed_any)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tables::{occupied_triplets, CONSISTENT_CELLS};

    #[test]
    fn tables_agree_with_their_definitions() {
        // Every column allowed: all 27 triples; none in a stack: none.
        assert_eq!(TRIPLES[511], (1 << 27) - 1);
        assert_eq!(TRIPLES[0o770], 0);
        // Column 1 of stack 0, 0 of stack 1, 2 of stack 2: triple 1 + 0 + 18.
        assert_eq!(TRIPLES[0o412], 1 << 19);
        assert_eq!(DISJOINT[0].count_ones(), 8);
        // Triples 0 (columns 0, 0, 0) and 13 (1, 1, 1) leave 26 (2, 2, 2).
        assert_eq!(THIRD[13], 26);
        assert_eq!(WITH_COLUMN[3 + 2].count_ones(), 9);
        // A band word of one placement (rows in boxes 0, 1, 2; columns 0,
        // 4, 8) keeps exactly its cells.
        let word = 1 | 1 << (9 + 4) | 1 << (18 + 8);
        let ways = triples_by_way(word);
        assert_eq!(ways, [1 << 21, 0, 0, 0, 0, 0]);
        assert_eq!(cells_of(&ways, ways[0]), word);
        assert_eq!(cells_of(&ways, 0), 0);
    }

    /// Every placement of a digit over the grid, as its three band words.
    fn all_placements() -> Vec<[u32; 3]> {
        let mut found = Vec::new();
        let mut columns = [0usize; 9];
        fn extend(row: usize, used: u32, columns: &mut [usize; 9], found: &mut Vec<[u32; 3]>) {
            if row == 9 {
                let mut words = [0u32; 3];
                for (r, &c) in columns.iter().enumerate() {
                    words[r / 3] |= 1 << (9 * (r % 3) + c);
                }
                found.push(words);
                return;
            }
            for c in 0..9 {
                // Column c taken, or the box taken by an earlier row of the band.
                let taken =
                    used >> c & 1 != 0 || (row / 3 * 3..row).any(|r| columns[r] / 3 == c / 3);
                if !taken {
                    columns[row] = c;
                    extend(row + 1, used | 1 << c, columns, found);
                }
            }
        }
        extend(0, 0, &mut columns, &mut found);
        found
    }

    #[test]
    #[cfg_attr(miri, ignore = "enumerates 46,656 placements")]
    fn the_rule_keeps_exactly_the_cells_of_some_placement() {
        let placements = all_placements();
        assert_eq!(placements.len(), 46_656);
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut random = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut refuted, mut narrowed, mut kept) = (0, 0, 0);
        for _ in 0..400 {
            // Dense words (few cells removed) to sparse ones.
            let density = random() % 4;
            let mut words = [0u32; 3];
            for word in &mut words {
                let mut bits = (1u64 << 27) - 1;
                for _ in 0..=density {
                    bits &= random() | random();
                }
                // As the band rule leaves words, which the rule expects.
                *word = bits as u32 & CONSISTENT_CELLS[occupied_triplets(bits as u32)];
            }
            let mut expected = [0u32; 3];
            for placement in &placements {
                if (0..3).all(|b| placement[b] & !words[b] == 0) {
                    for b in 0..3 {
                        expected[b] |= placement[b];
                    }
                }
            }
            // The other digits may go anywhere: only digit 0 is at stake.
            let mut board = Board {
                candidates: [(1 << 27) - 1; 28],
                open_cells: [(1 << 27) - 1; 4],
            };
            board.candidates[..3].copy_from_slice(&words);
            let mut scratch = Scratch::new();
            match board.apply_placement_rule(&mut scratch) {
                None => {
                    assert_eq!(expected, [0; 3], "{words:?}");
                    refuted += 1;
                }
                Some(changed) => {
                    assert_eq!(board.candidates[..3], expected, "{words:?}");
                    assert_eq!(changed, expected != words);
                    if changed {
                        narrowed += 1;
                    } else {
                        kept += 1;
                    }
                }
            }
        }
        // Every outcome was exercised.
        assert!(
            refuted > 0 && narrowed > 0 && kept > 0,
            "{refuted} {narrowed} {kept}"
        );
    }
}
