//! Digit and position masks: 9 bits, bit `d - 1` for digit `d` (or bit `k`
//! for a house's `k`-th cell), how to count them fast, and the subsets the
//! techniques try, in Sudoku Explainer's order.

/// Every digit.
pub const ALL_DIGITS: u16 = 0x1FF;

/// The mask of one digit (1-9).
pub const fn digit_bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// How many bits a 9-bit mask has, by table: the library is built for
/// x86-64 without the popcount instruction, and the techniques count bits in
/// their innermost loops.
pub trait Count {
    fn count(self) -> u32;
}

static BIT_COUNTS: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut mask = 0;
    while mask < 512 {
        table[mask] = (mask as u16).count_ones() as u8;
        mask += 1;
    }
    table
};

impl Count for u16 {
    #[inline]
    fn count(self) -> u32 {
        u32::from(BIT_COUNTS[usize::from(self & ALL_DIGITS)])
    }
}

/// The lowest digit of a non-empty mask.
pub const fn first_digit(mask: u16) -> u8 {
    mask.trailing_zeros() as u8 + 1
}

/// The digits of a mask, lowest first.
pub fn digits(mask: u16) -> impl Iterator<Item = u8> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let digit = first_digit(rest);
        rest &= rest - 1;
        Some(digit)
    })
}

/// The masks of `k` bits out of the low `n`, in increasing numeric order
/// (Gosper's hack); one empty mask when `k` is 0 and `n` is not.
pub fn masks_of(n: u32, k: u32) -> impl Iterator<Item = u32> {
    let end = 1u32 << n;
    let mut next = if n == 0 || k > n {
        end
    } else {
        (1u32 << k) - 1
    };
    std::iter::from_fn(move || {
        if next >= end {
            return None;
        }
        let mask = next;
        next = if mask == 0 {
            end
        } else {
            // The next larger number with as many bits set.
            let low = mask & mask.wrapping_neg();
            let ripple = mask + low;
            ripple | (((mask ^ ripple) >> 2) / low)
        };
        Some(mask)
    })
}

/// The `k`-bit subsets of a 9-bit `mask`, in increasing numeric order:
/// {1,2}, {1,3}, {2,3}, {1,4}, ... This is the order in which Sudoku
/// Explainer tries subsets and fish, which decides the step it takes first;
/// a technique passes the bits that can take part.
pub fn subsets_of(mask: u16, k: u32) -> impl Iterator<Item = u16> {
    // Every submask in increasing order, by the borrow trick, kept when it
    // has `k` bits.
    let mut sub = 0u16;
    std::iter::from_fn(move || loop {
        sub = sub.wrapping_sub(mask) & mask;
        if sub == 0 {
            return None;
        }
        if sub.count() == k {
            return Some(sub);
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_of_counts_every_subset_once_in_order() {
        for n in 0..=9u32 {
            for k in 0..=9u32 {
                let masks: Vec<u32> = masks_of(n, k).collect();
                let want: Vec<u32> = (0..1u32 << n)
                    .filter(|m| m.count_ones() == k && n > 0)
                    .collect();
                assert_eq!(masks, want, "{k} of {n}");
            }
        }
    }

    #[test]
    fn subsets_of_a_mask_keep_the_order_of_all_combinations() {
        for mask in [0u16, 0b1, 0b1_0110_1001, ALL_DIGITS] {
            for k in 2..=4 {
                let want: Vec<u16> = masks_of(9, k)
                    .map(|c| c as u16)
                    .filter(|c| c & !mask == 0)
                    .collect();
                assert_eq!(subsets_of(mask, k).collect::<Vec<_>>(), want);
            }
        }
    }
}
