//! Simple colors and multi-colors. For one digit, the cells joined by
//! conjugate pairs (a house with two places) split into clusters, each
//! coloured in two alternating colours: one colour is the digit's places.
//!
//! - Wrap: two cells of one colour see each other, so that colour is false.
//! - Trap: a cell seeing both colours of a cluster cannot hold the digit.
//! - Multi-colors 2: a colour of cluster A seeing both colours of cluster B
//!   is false.
//! - Multi-colors 1: a colour of A sees a colour of B, so one of the other
//!   two is true: a cell seeing both of those cannot hold the digit.
//!
//! HoDoKu's order: digits 1-9; clusters from the lowest cell left,
//! coloured depth first through the row, column, then box; per cluster
//! wrap before trap; per ordered pair of clusters type 2 before type 1.

use super::board::{bit, Board};
use super::step::HodokuStep;
use super::table::numbers::{
    MULTI_COLORS_1, MULTI_COLORS_2, SIMPLE_COLORS_TRAP, SIMPLE_COLORS_WRAP,
};
use crate::geometry::{CellSet, HOUSES_OF, HOUSE_SETS, PEER_SETS};

/// One cluster's two colours.
type Cluster = (CellSet, CellSet);

/// The digit's clusters, in HoDoKu's order.
fn clusters(board: &Board, digit: u8) -> Vec<Cluster> {
    let places = board.digit_cells[digit as usize];
    let linked = |cell: usize| {
        HOUSES_OF[cell]
            .iter()
            .any(|&h| board.free[h as usize][digit as usize] == 2)
    };
    let mut left: CellSet = places.iter().filter(|&c| linked(c)).collect();
    let mut clusters = Vec::new();
    while let Some(seed) = left.first() {
        let mut colors = (CellSet::EMPTY, CellSet::EMPTY);
        paint(board, digit, seed, true, &mut left, &mut colors);
        clusters.push(colors);
    }
    clusters
}

fn paint(
    board: &Board,
    digit: u8,
    cell: usize,
    first: bool,
    left: &mut CellSet,
    colors: &mut Cluster,
) {
    if !left.contains(cell) {
        return;
    }
    left.remove(cell);
    if first {
        colors.0.insert(cell);
    } else {
        colors.1.insert(cell);
    }
    for &house in &HOUSES_OF[cell] {
        let house = house as usize;
        if board.free[house][digit as usize] != 2 {
            continue;
        }
        let pair = board.digit_cells[digit as usize].and(HOUSE_SETS[house]);
        if let Some(partner) = pair.minus(CellSet::single(cell)).first() {
            paint(board, digit, partner, !first, left, colors);
        }
    }
}

/// The cells any cell of `color` sees.
fn seen_by(color: CellSet) -> CellSet {
    color
        .iter()
        .fold(CellSet::EMPTY, |seen, cell| seen.or(PEER_SETS[cell]))
}

fn step(technique: u32, digit: u8, gone: CellSet, colors: &[CellSet]) -> HodokuStep {
    let mut step = HodokuStep::new(technique);
    step.digits = bit(digit);
    let mut pattern = CellSet::EMPTY;
    for &color in colors {
        pattern = pattern.or(color);
    }
    step.cells = pattern.iter().map(|c| c as u8).collect();
    for cell in gone {
        step.eliminate(cell, digit);
    }
    step
}

/// The places of the digit that see both `a` and `b`, not in either.
fn trapped(board: &Board, digit: u8, a: CellSet, b: CellSet) -> CellSet {
    board.digit_cells[digit as usize]
        .and(seen_by(a))
        .and(seen_by(b))
        .minus(a)
        .minus(b)
}

/// Per search (simple colors, multi-colors) and digit, the digit's places
/// on a walk's earlier grid where the search found nothing: both read only
/// the digit's places, so on the same places they find nothing again.
#[derive(Default)]
pub(super) struct Memo([[Option<CellSet>; 10]; 2]);

pub(super) fn simple_colors(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    let memo = &mut memo.0[0];
    for digit in 1..=9u8 {
        let places = board.digit_cells[digit as usize];
        if memo[digit as usize] == Some(places) {
            continue;
        }
        for (c1, c2) in clusters(board, digit) {
            let clashes =
                |color: CellSet| color.iter().any(|c| !PEER_SETS[c].and(color).is_empty());
            let wrong = [c1, c2].into_iter().find(|&color| clashes(color));
            if let Some(wrong) = wrong {
                return Some(step(SIMPLE_COLORS_WRAP, digit, wrong, &[c1, c2]));
            }
            let gone = trapped(board, digit, c1, c2);
            if !gone.is_empty() {
                return Some(step(SIMPLE_COLORS_TRAP, digit, gone, &[c1, c2]));
            }
        }
        memo[digit as usize] = Some(places);
    }
    None
}

pub(super) fn multi_colors(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    let memo = &mut memo.0[1];
    for digit in 1..=9u8 {
        let places = board.digit_cells[digit as usize];
        if memo[digit as usize] == Some(places) {
            continue;
        }
        let clusters = clusters(board, digit);
        for (i, &(a1, a2)) in clusters.iter().enumerate() {
            for (j, &(b1, b2)) in clusters.iter().enumerate() {
                if i == j {
                    continue;
                }
                let colors = [a1, a2, b1, b2];
                let (see_b1, see_b2) = (seen_by(b1), seen_by(b2));
                let mut false_colors = CellSet::EMPTY;
                for a in [a1, a2] {
                    if !a.and(see_b1).is_empty() && !a.and(see_b2).is_empty() {
                        false_colors = false_colors.or(a);
                    }
                }
                if !false_colors.is_empty() {
                    return Some(step(MULTI_COLORS_2, digit, false_colors, &colors));
                }
                let mut gone = CellSet::EMPTY;
                for (a, b, other_a, other_b) in [
                    (a1, b1, a2, b2),
                    (a1, b2, a2, b1),
                    (a2, b1, a1, b2),
                    (a2, b2, a1, b1),
                ] {
                    if !a.and(seen_by(b)).is_empty() {
                        gone = gone.or(trapped(board, digit, other_a, other_b));
                    }
                }
                if !gone.is_empty() {
                    return Some(step(MULTI_COLORS_1, digit, gone, &colors));
                }
            }
        }
        memo[digit as usize] = Some(places);
    }
    None
}
