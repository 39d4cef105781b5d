//! A 9x9 engine on digit planes, beside the general one: one 81-bit set
//! of cells (`u128`) per digit, so that placing a digit clears it from
//! every peer (houses, diagonals, windows, anti-knight, anti-king) with one
//! AND of a precomputed mask, naked singles come from a few ORs and ANDs
//! over the nine planes, hidden singles from one AND a house and digit, and
//! non-consecutive from shifts of whole planes. It takes 9x9 grids with
//! 3x3 boxes whose rules are all "distinct digits over a set of cells"
//! (any houses, anti-knight, anti-king) plus non-consecutive (or every
//! white dot given, the same rule); cages, thermometers, dots and the
//! ratio rule stay on the general engine ([`accepts`]).
//!
//! It answers as the general engine does: the same counts to a limit, the
//! same statuses, the same solution when there is one. The budget counts
//! the same unit, guesses (each digit tried in a chosen cell), and is
//! never exceeded; the number of guesses a puzzle takes differs, since
//! propagation differs (no house pairs; places seen on houses with two to
//! four places only, and under non-consecutive on plain rows, columns and
//! boxes only its "beside" part on rows and columns). Where a puzzle has
//! several solutions, the first one found may differ from the general
//! engine's. docs/VARIANTS.md "A 9x9 digit-plane engine (branch vspeed9)".
//!
//! - `geometry.rs`: the masks derived once from the rules.
//! - `grid.rs`: the planes and their propagation.
//! - `bands.rs`: hidden singles and locked candidates of rows, columns
//!   and boxes over a whole plane (vspeed10).
//! - `walk.rs`: depth-first guessing under the budget.

mod bands;
mod geometry;
mod grid;
#[cfg(test)]
mod tests;
mod walk;

use super::rules::{HouseKind, PairKind, Rules};
use super::search::Found;

/// Whether the planes engine can take `rules`: 9x9 with 3x3 boxes, no
/// cage, thermometer or dot, and every pair rule "not consecutive"
/// between orthogonal neighbours (with no dot, those are all of them, so
/// whole-plane shifts find each cell's partners).
pub(super) fn accepts(rules: &Rules) -> bool {
    rules.size == 9
        && rules.box_shape == Some((3, 3))
        && rules.cages.is_empty()
        && rules.thermometers.is_empty()
        && rules.dots.is_empty()
        && rules
            .pairs
            .iter()
            .all(|pair| pair.kind == PairKind::NotDifference(1))
}

/// Searches `givens` (which break no rule) for up to `limit` solutions
/// within `budget` guesses (0: no limit). `rules` must be accepted.
pub(super) fn search(rules: &Rules, givens: &[u8], limit: u32, budget: u64) -> Found {
    debug_assert!(accepts(rules));
    walk::search(rules, givens, limit, budget)
}

/// Whether [`Engine::Auto`](super::Engine::Auto) sends `rules` here: the
/// rule sets where the planes were measured faster, every one tried
/// (branch vspeed10, thread CPU time a puzzle against the general
/// engine's, two runs each alternated): non-consecutive 0.66 times,
/// anti-knight 0.64, X 0.72; anti-king and windoku (vspeed9) again
/// faster. Houses of other kinds (disjoint groups, asterisk, centre dot)
/// were not measured, so they stay. docs/VARIANTS.md, "Band-wise
/// singles and locked candidates (branch vspeed10)".
pub(super) fn routes(rules: &Rules) -> bool {
    let measured_houses = rules.houses.iter().all(|house| {
        matches!(
            house.kind,
            HouseKind::Row
                | HouseKind::Column
                | HouseKind::Region
                | HouseKind::MainDiagonal
                | HouseKind::AntiDiagonal
                | HouseKind::Window
        )
    });
    let variant = rules.houses.iter().any(|house| {
        matches!(
            house.kind,
            HouseKind::MainDiagonal | HouseKind::AntiDiagonal | HouseKind::Window
        )
    }) || !rules.pairs.is_empty()
        || rules.neighbours.anti_knight
        || rules.neighbours.anti_king;
    accepts(rules) && measured_houses && variant
}
