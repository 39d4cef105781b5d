//! Kropki dots read from a complete grid: a white dot on every pair of
//! orthogonal neighbours that differ by 1, a black dot on every pair where
//! one is twice the other (both on a 1-2 pair), and both negative rules, so
//! that the missing dots say something too.

use crate::variant::rules::offset;
use crate::variant::RulesBuilder;

/// `base` with every dot `solution` has and both negative rules.
pub(super) fn with_dots(base: &RulesBuilder, solution: &[u8], n: usize) -> RulesBuilder {
    let mut builder = base.clone().all_ratios_given().all_differences_given();
    for a in 0..n * n {
        for (dr, dc) in [(0, 1), (1, 0)] {
            let Some(b) = offset(n, a, dr, dc) else {
                continue;
            };
            let (x, y) = (solution[a], solution[b]);
            if x.abs_diff(y) == 1 {
                builder = builder.difference(a, b, None);
            }
            if x == 2 * y || y == 2 * x {
                builder = builder.ratio(a, b, None);
            }
        }
    }
    builder
}
