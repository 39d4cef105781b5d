//! Rules between two cells (thermometer steps, dots, non-consecutive and
//! the negative rules): each cell keeps the digits with a partner in the
//! other.

use super::super::board::Board;
use super::super::rules::{Pair, PairKind};
use super::Step;

/// The digits of `set` that `kind` allows beside some digit of `other`.
/// Bit `d - 1` stands for digit `d`.
fn supported(kind: PairKind, set: u32, other: u32, first: bool) -> u32 {
    match kind {
        PairKind::Less => {
            if first {
                // Below the other's largest digit.
                let top = 31 - other.leading_zeros();
                set & ((1u32 << top) - 1)
            } else {
                // Above the other's smallest digit.
                let low = other.trailing_zeros();
                set & !((2u32 << low).wrapping_sub(1))
            }
        }
        PairKind::Difference(v) => set & ((other << v) | (other >> v)),
        PairKind::Ratio(r) => {
            let mut kept = 0;
            for_each_digit(set, |d| {
                let mut partners = 0u32;
                if d * r <= 32 {
                    partners |= 1 << (d * r - 1);
                }
                if d % r == 0 {
                    partners |= 1 << (d / r - 1);
                }
                if other & partners != 0 {
                    kept |= 1 << (d - 1);
                }
            });
            kept
        }
        PairKind::NotDifference(1) => {
            // Non-consecutive: a digit x loses its partners exactly when
            // every digit of `other` lies within one of it, that is from
            // other's largest minus one to its smallest plus one. No loop.
            if other == 0 {
                return 0;
            }
            let low = other.trailing_zeros() + 1;
            let high = 32 - other.leading_zeros();
            if high > low + 2 {
                return set;
            }
            // Digits high - 1 ..= low + 1 (bits high - 2 ..= low).
            let from = high.saturating_sub(2);
            let to = low;
            let removed = (u32::MAX >> (31 - to)) & !((1u32 << from) - 1);
            set & !removed
        }
        PairKind::NotDifference(_) | PairKind::NotRatio(_) => {
            // These pairs are orthogonal neighbours, so peers too: each digit
            // forbids at most three in the other cell (itself and two), and
            // with four candidates there every digit has a partner.
            if other.count_ones() > 3 {
                return set;
            }
            // The relation is symmetric: d loses its partners exactly when
            // every digit of `other` forbids it.
            let mut removed = u32::MAX;
            for_each_digit(other, |b| {
                removed &= forbidden_beside(kind, b) | 1 << (b - 1)
            });
            set & !removed
        }
    }
}

/// The digits a NotDifference / NotRatio rule forbids beside digit `d`.
fn forbidden_beside(kind: PairKind, d: u32) -> u32 {
    let bit = |x: u32| {
        if (1..=32).contains(&x) {
            1u32 << (x - 1)
        } else {
            0
        }
    };
    match kind {
        PairKind::NotDifference(v) => bit(d + v) | if d > v { bit(d - v) } else { 0 },
        PairKind::NotRatio(r) => bit(d * r) | if d % r == 0 { bit(d / r) } else { 0 },
        _ => 0,
    }
}

#[inline]
fn for_each_digit(mut set: u32, mut f: impl FnMut(u32)) {
    while set != 0 {
        f(set.trailing_zeros() + 1);
        set &= set - 1;
    }
}

/// Keeps the digits of `changed`'s partner in `pair` that have support in
/// `changed`. Only the partner: `changed` lost support only if the partner
/// changed too, and then the partner wakes this pair from its side. Half
/// the `supported` calls of revising both ways, the same fixed point.
pub(super) fn revise_partner(pair: &Pair, changed: usize, board: &mut Board) -> Step {
    let [a, b] = pair.cells;
    let (ca, cb) = (board.candidates[a], board.candidates[b]);
    if pair.kind == PairKind::NotDifference(1) {
        // Non-consecutive: a changed cell whose digits span more than
        // three (say 2 and 6) leaves every digit of its partner a partner
        // of its own, so the partner keeps all; most wakes end here,
        // without the call.
        let other = if changed == a { ca } else { cb };
        if 32 - other.leading_zeros() > other.trailing_zeros() + 3 {
            return Ok(());
        }
    }
    if changed == a {
        board.narrow(b, supported(pair.kind, cb, ca, false))
    } else {
        board.narrow(a, supported(pair.kind, ca, cb, true))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each pair rule's supported() against the rule written digit by digit.
    #[test]
    fn pair_support_matches_brute_force() {
        let kinds = [
            PairKind::Less,
            PairKind::Difference(1),
            PairKind::Difference(3),
            PairKind::Ratio(2),
            PairKind::Ratio(3),
            PairKind::NotDifference(1),
            PairKind::NotRatio(2),
        ];
        let holds = |kind: PairKind, a: u32, b: u32| match kind {
            PairKind::Less => a < b,
            PairKind::Difference(v) => a.abs_diff(b) == v,
            PairKind::Ratio(r) => a * r == b || b * r == a,
            // Always between peers (orthogonal neighbours).
            PairKind::NotDifference(v) => a != b && a.abs_diff(b) != v,
            PairKind::NotRatio(r) => a != b && a * r != b && b * r != a,
        };
        let mut seed = 12345u64;
        // 7 digits, and 25 with the other cell often down to a few
        // neighbouring digits, where non-consecutive's shortcut works.
        for (n, round) in (0..4000)
            .map(|r| (7u32, r))
            .chain((0..2000).map(|r| (25, r)))
        {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let a_set = (seed >> 20) as u32 & ((1 << n) - 1);
            let mut b_set = (seed >> 37) as u32 & ((1 << n) - 1);
            if n > 7 && round % 2 == 0 {
                b_set &= 0b111 << ((seed >> 8) as u32 % (n - 2));
            }
            if a_set == 0 || b_set == 0 {
                continue;
            }
            for kind in kinds {
                let mut want_a = 0;
                let mut want_b = 0;
                for a in 1..=n {
                    for b in 1..=n {
                        let both = a_set >> (a - 1) & 1 == 1 && b_set >> (b - 1) & 1 == 1;
                        if both && holds(kind, a, b) {
                            want_a |= 1 << (a - 1);
                            want_b |= 1 << (b - 1);
                        }
                    }
                }
                assert_eq!(
                    supported(kind, a_set, b_set, true),
                    want_a,
                    "{kind:?} a {a_set:b} b {b_set:b}"
                );
                assert_eq!(
                    supported(kind, b_set, a_set, false),
                    want_b,
                    "{kind:?} b {b_set:b} a {a_set:b}"
                );
            }
        }
    }
}
