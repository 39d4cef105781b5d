//! Unique loops of type 3, as SukakuExplainer reads them (learned from its
//! behaviour and source, none of its code used): the loop's two extra
//! cells c1 and c2, sharing a house, cannot both lose their other digits,
//! so together they act as one cell holding those other digits. With
//! other cells of the house that makes a naked set (its digits leave every
//! cell that sees all of the set's cells holding them), or the loop's two
//! digits with others make a hidden set over c1 and other cells (those
//! cells keep only the set's digits).

use super::board::{bit, LogicBoard};
use super::layout::Layout;
use super::step::{Step, Technique};

/// One type-3 hint: the step, its difficulty, and whether it is the
/// hidden kind (SukakuExplainer keeps one hint of each kind per loop).
pub(super) struct SetHint {
    pub step: Step,
    pub difficulty: u8,
    pub hidden: bool,
}

/// The k-subsets of 0..n in SukakuExplainer's order (by their bit masks,
/// ascending), as bit masks: walked, not listed (a loop's type 3 tries
/// every subset of a house at each degree).
fn subsets(n: usize, k: usize) -> impl Iterator<Item = u32> {
    (0u32..(1 << n)).filter(move |m| m.count_ones() as usize == k)
}

/// The members of a subset (`subsets`), ascending.
fn members(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |&i| mask >> i & 1 != 0)
}

/// Every type-3 hint of a loop on digits `both` with extra cells c1, c2
/// (c1 first in the loop), in the order SukakuExplainer finds them:
/// degree 2 to 7, then the shared houses in order, naked before hidden.
#[allow(clippy::too_many_arguments)]
pub(super) fn type_3(
    layout: &Layout,
    board: &LogicBoard,
    shared: &[usize],
    lp: &[usize],
    both: u32,
    c1: usize,
    c2: usize,
    base: u8,
) -> Vec<SetHint> {
    let cand = |c: usize| board.candidates[c];
    let extra = (cand(c1) | cand(c2)) & !both;
    let n = layout.size;
    let mut out = Vec::new();
    for degree in 2..=7usize {
        for &h in shared {
            let cells = &layout.houses[h].cells;
            let empty = cells.iter().filter(|&&c| board.values[c] == 0).count();
            let i1 = cells.iter().position(|&c| c == c1).expect("shared");
            let i2 = cells.iter().position(|&c| c == c2).expect("shared");
            // The cells are the loop's alone (its length gives the
            // difficulty); the house names where the set lies.
            let step = |eliminations: Vec<(usize, u8)>, digits: u32| Step {
                technique: Technique::UniqueLoop(3),
                placements: Vec::new(),
                eliminations,
                houses: vec![h],
                cells: lp.to_vec(),
                digits,
            };
            if degree * 2 <= empty && degree >= extra.count_ones() as usize {
                for idx in subsets(cells.len(), degree) {
                    if idx >> i1 & 1 == 0 || idx >> i2 & 1 != 0 {
                        continue;
                    }
                    let other_cells = || members(idx & !(1 << i1)).map(|i| cells[i]);
                    let mut naked = extra & cand(c1) & cand(c2);
                    let mut union = extra;
                    let mut every_two = extra.count_ones() >= 2;
                    for c in other_cells() {
                        naked |= cand(c);
                        union |= cand(c);
                        every_two &= cand(c).count_ones() >= 2;
                    }
                    if naked.count_ones() as usize != degree
                        || !every_two
                        || union.count_ones() as usize != degree
                    {
                        continue;
                    }
                    let others: Vec<usize> = other_cells().collect();
                    let mut eliminations = Vec::new();
                    for d in (1..=n as u8).filter(|&d| union & bit(d) != 0) {
                        let holders: Vec<usize> = others
                            .iter()
                            .copied()
                            .chain([c1, c2])
                            .filter(|&c| cand(c) & bit(d) != 0)
                            .collect();
                        let mut seen = layout.peers[holders[0]];
                        for &c in &holders[1..] {
                            seen.intersect(&layout.peers[c]);
                        }
                        eliminations.extend(
                            seen.cells()
                                .filter(|&c| cand(c) & bit(d) != 0)
                                .map(|c| (c, d)),
                        );
                    }
                    if !eliminations.is_empty() {
                        eliminations.sort_unstable();
                        out.push(SetHint {
                            step: step(eliminations, both | union),
                            difficulty: base + degree as u8 - 1,
                            hidden: false,
                        });
                    }
                }
            }
            if degree * 2 < empty {
                let rest: Vec<u8> = (1..=n as u8)
                    .filter(|&d| (both | extra) & bit(d) == 0)
                    .collect();
                if degree - 2 > rest.len() {
                    continue;
                }
                for pick in subsets(rest.len(), degree - 2) {
                    let values = || {
                        members(pick)
                            .map(|i| rest[i])
                            .chain((1..=n as u8).filter(|&d| both & bit(d) != 0))
                    };
                    let mut positions = 0u32;
                    let mut all_placed = true;
                    for d in values() {
                        let p = cells
                            .iter()
                            .enumerate()
                            .filter(|&(i, &c)| i != i2 && cand(c) & bit(d) != 0)
                            .fold(0u32, |m, (i, _)| m | (1 << i));
                        all_placed &= p != 0;
                        positions |= p;
                    }
                    if !all_placed || positions.count_ones() as usize != degree {
                        continue;
                    }
                    let set_digits = values().fold(0u32, |m, d| m | bit(d));
                    let keep: Vec<usize> = (0..cells.len())
                        .filter(|&i| i != i1 && i != i2 && positions & (1 << i) != 0)
                        .map(|i| cells[i])
                        .collect();
                    let eliminations: Vec<(usize, u8)> = keep
                        .iter()
                        .flat_map(|&c| {
                            (1..=n as u8)
                                .filter(move |&d| set_digits & bit(d) == 0 && cand(c) & bit(d) != 0)
                                .map(move |d| (c, d))
                        })
                        .collect();
                    if !eliminations.is_empty() {
                        let difficulty = base + keep.len().saturating_sub(1) as u8;
                        out.push(SetHint {
                            step: step(eliminations, set_digits),
                            difficulty,
                            hidden: true,
                        });
                    }
                }
            }
        }
    }
    out
}
