//! Where a row's givens are, as a 9-bit mask (bit c: column c), and what
//! that alone decides: how many empty cells a row can open with, under
//! any column order or under one. A row that opens with fewer empty cells
//! than the best row at its place reads greater (its first given meets a
//! `0`), so these cheap counts reject most rows before any relabelling.
//! They also tell which orders of a stack's columns read rows the same:
//! those that differ only in columns empty in all of them.

use super::PERMS3;

/// `LEADING_EMPTIES[m]`: the most empty cells a row with givens at mask
/// `m` can open with under a column order: those of its empty stacks,
/// then those of its emptiest other stack (columns move only within
/// stacks, and stacks only as a whole). `000000123` beats `000001002`,
/// so counting a row's empty cells would not do.
pub(super) const LEADING_EMPTIES: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut whole = 0;
        let mut partial = 0;
        let mut stack = 0;
        while stack < 3 {
            let empty = 3 - ((mask >> (3 * stack)) & 0b111u32).count_ones() as u8;
            if empty == 3 {
                whole += 3;
            } else if empty > partial {
                partial = empty;
            }
            stack += 1;
        }
        table[mask as usize] = whole + partial;
        mask += 1;
    }
    table
};

/// `PLACED[w][p]`: a stack whose givens are at bits `p` (bit i: its
/// column i), in PERMS3[w] order, as 3 output bits (bit 2 - i: place i
/// holds a given).
const PLACED: [[u16; 8]; 6] = {
    let mut table = [[0u16; 8]; 6];
    let mut w = 0;
    while w < 6 {
        let mut p = 0;
        while p < 8 {
            let mut i = 0;
            while i < 3 {
                table[w][p] |= (((p >> PERMS3[w][i]) & 1) as u16) << (2 - i);
                i += 1;
            }
            p += 1;
        }
        w += 1;
    }
    table
};

/// `ALIKE[p][w]`, bit v: PERMS3[v] puts every occupied column of a stack
/// whose occupied columns are at bits `p` (bit i: its column i) where
/// PERMS3[w] does. The two orders differ only in columns empty in every
/// row occupied only there, so they read those rows the same.
pub(super) const ALIKE: [[u8; 6]; 8] = {
    let mut table = [[0u8; 6]; 8];
    let mut p = 0;
    while p < 8 {
        let mut w = 0;
        while w < 6 {
            let mut v = 0;
            while v < 6 {
                let mut same = true;
                let mut i = 0;
                while i < 3 {
                    let (x, y) = (PERMS3[v][i], PERMS3[w][i]);
                    if x != y && ((p >> x) & 1 == 1 || (p >> y) & 1 == 1) {
                        same = false;
                    }
                    i += 1;
                }
                if same {
                    table[p][w] |= 1 << v;
                }
                v += 1;
            }
            w += 1;
        }
        p += 1;
    }
    table
};

/// `FIRST_ALIKE[p]`, bit w: PERMS3[w] is the first order of its class in
/// `ALIKE[p]`.
pub(super) const FIRST_ALIKE: [u8; 8] = {
    let mut table = [0u8; 8];
    let mut p = 0;
    while p < 8 {
        let mut w = 0;
        while w < 6 {
            if ALIKE[p][w] & ((1 << w) - 1) == 0 {
                table[p] |= 1 << w;
            }
            w += 1;
        }
        p += 1;
    }
    table
};

/// How many empty cells a row with givens at `mask` opens with under
/// column order `order` (an index into COLUMN_ORDERS: `216 s + 36 a + 6 b
/// + c`).
#[inline(always)]
pub(super) fn leading_empties_under(mask: u16, order: u16) -> u8 {
    let order = order as usize;
    let stacks = &PERMS3[order / 216];
    let within = [order / 36 % 6, order / 6 % 6, order % 6];
    let mut out = 0u16;
    for k in 0..3 {
        let pattern = (mask >> (3 * stacks[k] as u16)) & 0b111;
        out |= PLACED[within[k]][pattern as usize] << (6 - 3 * k);
    }
    // Bit 8 is place 0: a u16's leading zeros count 7 more.
    (out.leading_zeros() - 7) as u8
}

/// How many empty cells a row read so far opens with; 0 for the unset
/// best row (all `u8::MAX`), which every row beats.
#[inline(always)]
pub(super) fn leading_empties_of(row: &[u8; 9]) -> u8 {
    row.iter().position(|&v| v != 0).unwrap_or(9) as u8
}

#[cfg(test)]
mod tests {
    use super::super::COLUMN_ORDERS;
    use super::*;

    /// Place by place, as the search reads a row.
    fn empties_read(mask: u16, order: &[u8; 9]) -> u8 {
        order.iter().take_while(|&&c| mask >> c & 1 == 0).count() as u8
    }

    #[test]
    fn alike_orders_are_those_reading_every_row_occupied_within_the_same() {
        for p in 0..8usize {
            // Every row of a stack holding values 0-3 in columns of `p` only.
            let rows: Vec<[u8; 3]> = (0..64usize)
                .map(|n| std::array::from_fn(|i| (n >> (2 * i) & 3) as u8))
                .filter(|row| (0..3).all(|i| p >> i & 1 == 1 || row[i] == 0))
                .collect();
            let read = |w: usize, row: &[u8; 3]| PERMS3[w].map(|column| row[column as usize]);
            for (w, &alike) in ALIKE[p].iter().enumerate() {
                for v in 0..6 {
                    let same = rows.iter().all(|row| read(v, row) == read(w, row));
                    assert_eq!(alike >> v & 1 == 1, same, "{p} {w} {v}");
                }
                // The first of each class, and only it, is marked.
                let first = alike.trailing_zeros() as usize;
                assert_eq!(FIRST_ALIKE[p] >> w & 1 == 1, first == w, "{p} {w}");
            }
        }
        // An empty stack: all six alike; a full one: each alone.
        assert_eq!(ALIKE[0][3], 0b11_1111);
        assert_eq!(FIRST_ALIKE[0b111], 0b11_1111);
    }

    #[test]
    fn counts_agree_with_reading_the_row_under_every_order() {
        for mask in 0..512u16 {
            let mut most = 0;
            for (index, order) in COLUMN_ORDERS.iter().enumerate() {
                let read = empties_read(mask, order);
                assert_eq!(
                    leading_empties_under(mask, index as u16),
                    read,
                    "{mask} {index}"
                );
                most = most.max(read);
            }
            assert_eq!(LEADING_EMPTIES[mask as usize], most, "{mask}");
        }
        assert_eq!(leading_empties_of(&[u8::MAX; 9]), 0);
        assert_eq!(leading_empties_of(&[0, 0, 0, 0, 0, 1, 0, 2, 3]), 5);
        assert_eq!(leading_empties_of(&[0; 9]), 9);
    }
}
