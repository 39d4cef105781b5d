//! Kropki dots read from a complete grid: a white dot on pairs of
//! orthogonal neighbours that differ by 1, a black dot on pairs where one
//! is twice the other. Either every dot with both negative rules (so the
//! missing dots say something too), or some of the dots without them.

use crate::generate::rng::Rng;
use crate::variant::rules::offset;
use crate::variant::RulesBuilder;

/// A dot of the solution: its two cells and whether it is black.
type Dot = (usize, usize, bool);

/// Every dot of `solution`: each cell in order, its right then lower
/// neighbour, white before black (a 1-2 pair has both).
fn every_dot(solution: &[u8], n: usize) -> Vec<Dot> {
    let mut dots = Vec::new();
    for a in 0..n * n {
        for (dr, dc) in [(0, 1), (1, 0)] {
            let Some(b) = offset(n, a, dr, dc) else {
                continue;
            };
            let (x, y) = (solution[a], solution[b]);
            if x.abs_diff(y) == 1 {
                dots.push((a, b, false));
            }
            if x == 2 * y || y == 2 * x {
                dots.push((a, b, true));
            }
        }
    }
    dots
}

fn add(mut builder: RulesBuilder, dots: &[Dot]) -> RulesBuilder {
    for &(a, b, black) in dots {
        builder = if black {
            builder.ratio(a, b, None)
        } else {
            builder.difference(a, b, None)
        };
    }
    builder
}

/// `base` with every dot `solution` has and both negative rules.
pub(super) fn with_every_dot(base: &RulesBuilder, solution: &[u8], n: usize) -> RulesBuilder {
    let builder = base.clone().all_ratios_given().all_differences_given();
    add(builder, &every_dot(solution, n))
}

/// `base` with `count` of the dots `solution` has (all when it has fewer),
/// chosen by a shuffle of the list in `every_dot`'s order, and no negative
/// rule.
pub(super) fn with_some_dots(
    base: &RulesBuilder,
    solution: &[u8],
    n: usize,
    count: usize,
    rng: &mut Rng,
) -> RulesBuilder {
    let mut dots = every_dot(solution, n);
    rng.shuffle(&mut dots);
    dots.truncate(count);
    dots.sort_unstable();
    add(base.clone(), &dots)
}
