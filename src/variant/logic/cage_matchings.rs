//! A cage's fillings from each cell's digits left, exactly: for each
//! combination of the cage's sum, the cells matched one to one with its
//! digits, each cell taking one of its own. This is the check a player
//! makes when re-reading a cage's combinations against its cells; the
//! forcing nets with cage fillings (`forcing_nets.rs`) make it at every
//! level, where the plain nets only ask that every cell meets the
//! combination and every digit of it has a cell (which lets two cells
//! left with 1 and 2 pass a combination 1 2 3 of three cells).

/// Per cell, the digits some filling gives it, written into `allowed`
/// (`masks.len()` long, zeroed first); false when no combination can fill
/// the cage. `combos` are digit masks of `masks.len()` digits each.
pub(super) fn filling_digits(masks: &[u32], combos: &[u32], allowed: &mut [u32]) -> bool {
    let k = masks.len();
    allowed.iter_mut().for_each(|a| *a = 0);
    let mut open = false;
    // Reached sets of the combination's digits (by index), forward from
    // the first cell and backward from the last.
    let mut forward = vec![false; 1 << k];
    let mut backward = vec![false; 1 << k];
    for &combo in combos {
        if masks.iter().any(|m| m & combo == 0) {
            continue;
        }
        // The combination's digits by index, and each cell's as indices.
        let digits: Vec<u32> = (0..32).filter(|b| combo >> b & 1 != 0).collect();
        if digits.len() != k {
            continue;
        }
        let local: Vec<u32> = masks
            .iter()
            .map(|&m| {
                digits
                    .iter()
                    .enumerate()
                    .filter(|&(_, &b)| m >> b & 1 != 0)
                    .fold(0, |acc, (i, _)| acc | 1 << i)
            })
            .collect();
        forward.iter_mut().for_each(|f| *f = false);
        backward.iter_mut().for_each(|b| *b = false);
        forward[0] = true;
        // A set of i digits is used by the first i cells.
        for used in 0..1usize << k {
            let i = used.count_ones() as usize;
            if !forward[used] || i == k {
                continue;
            }
            let mut free = local[i] & !(used as u32);
            while free != 0 {
                let d = free.trailing_zeros();
                free &= free - 1;
                forward[used | 1 << d] = true;
            }
        }
        let full = (1usize << k) - 1;
        if !forward[full] {
            continue;
        }
        open = true;
        backward[full] = true;
        for used in (0..full).rev() {
            let i = used.count_ones() as usize;
            let mut free = local[i] & !(used as u32);
            while free != 0 {
                let d = free.trailing_zeros();
                free &= free - 1;
                if backward[used | 1 << d] {
                    backward[used] = true;
                    if forward[used] {
                        allowed[i] |= 1 << digits[d as usize];
                    }
                }
            }
        }
    }
    open
}

#[cfg(test)]
mod tests {
    use super::filling_digits;

    #[test]
    fn cells_are_matched_one_to_one_with_a_combination() {
        // Three cells of a cage 6 (1 2 3 only): two cells left with 1 and
        // 2 leave the third only 3, though each meets the combination.
        let (one, two, three) = (0b001, 0b010, 0b100);
        let mut allowed = [0; 3];
        assert!(filling_digits(
            &[one | two, one | two, one | two | three],
            &[one | two | three],
            &mut allowed
        ));
        assert_eq!(allowed, [one | two, one | two, three]);
        // Three cells left with 1 and 2 only: no filling.
        assert!(!filling_digits(
            &[one | two, one | two, one | two],
            &[one | two | three],
            &mut allowed
        ));
        assert_eq!(allowed, [0, 0, 0]);
        // Two combinations of a cage 10 in two cells (1 9, 2 8, 3 7, 4 6):
        // the first cell 1 or 2, the second 8 or 9.
        let bit = |d: u32| 1u32 << (d - 1);
        let combos: Vec<u32> = [(1, 9), (2, 8), (3, 7), (4, 6)]
            .iter()
            .map(|&(a, b)| bit(a) | bit(b))
            .collect();
        let mut allowed = [0; 2];
        assert!(filling_digits(
            &[bit(1) | bit(2) | bit(5), bit(8) | bit(9) | bit(7)],
            &combos,
            &mut allowed
        ));
        assert_eq!(allowed, [bit(1) | bit(2), bit(8) | bit(9)]);
    }
}
