//! SukakuExplainer's cell and region forcing chains (8.0 and up, its
//! "multiple forcing chains"), tried after the Nishio chains; learned from
//! its behaviour as documented in docs/VARIANT-LOGIC.md, none of its code.
//!
//! Each candidate assumed on spreads, static (the grid as it stands), with
//! X and Y links (`nishio.rs`'s walk): on turns off the cell's other
//! candidates, the digit's other places in the cell's houses and peers and
//! the consecutive digits of its non-consecutive neighbours; off turns on a
//! cell's last candidate and a digit's last place in a house. A walk stops
//! at its first potential both on and off, keeping what it reached.
//!
//! - Cell forcing chains: for a cell of three or more candidates, a
//!   potential every one of its candidates reaches holds.
//! - Region forcing chains: for such a cell, each digit and each of its
//!   houses where the digit has two or more places, the cell being the
//!   first of them (in SukakuExplainer's order of the house's cells), a
//!   potential every place reaches holds.
//!
//! Difficulty: 8.0 plus the chains' length tenths, the length being the
//! sum over the chains of the potentials behind the target. Every hint is
//! collected and the easiest taken, then the shortest, then cell before
//! region chains, then the first found (cell order; per cell, region
//! chains by digit and house, then cell chains; ons before offs).

use super::board::{bit, digits, LogicBoard};
use super::chains::length_tenths;
use super::layout::Layout;
use super::nishio::{Arena, Potential, Search};
use super::step::{ChainLinks, Step, Technique};
use crate::variant::rules::HouseKind;

/// The base difficulty of a cell or region forcing chain, in tenths.
const MULTIPLE_BASE: u8 = 80;

/// One rated cell or region forcing chain hint.
pub(super) struct MultipleChainHint {
    pub step: Step,
    pub difficulty: u8,
    complexity: usize,
    /// Cell chains before region chains among equals.
    sort_key: u8,
}

/// What one candidate assumed on reaches.
struct Outcome {
    arena: Arena,
    /// Per potential key, its arena entry, or `usize::MAX`.
    index: Vec<usize>,
}

/// Every cell and region forcing chain hint, the easiest first (an error
/// past the budget, which the walk counts).
pub(super) fn multiple_chain_hints(
    layout: &Layout,
    board: &LogicBoard,
) -> Result<Vec<MultipleChainHint>, &'static str> {
    let mut search = Search::new(layout, board, false);
    let size = layout.size;
    let cells = size * size;
    let mut outcomes: Vec<Option<Outcome>> = (0..cells * size).map(|_| None).collect();
    let mut scratch = vec![usize::MAX; cells * size * 2];
    let mut hints = Vec::new();
    for cell in 0..cells {
        let cands = search.source[cell];
        if cands.count_ones() < 3 {
            continue;
        }
        for digit in digits(cands) {
            reach(&mut search, &mut outcomes, &mut scratch, cell, digit)?;
            for h in search.houses_of[cell].clone() {
                let places = places_in_order(layout, &search, h, digit);
                if places.len() < 2 || places[0] != cell {
                    continue;
                }
                for &c in &places {
                    reach(&mut search, &mut outcomes, &mut scratch, c, digit)?;
                }
                let sources: Vec<&Outcome> = places
                    .iter()
                    .map(|&c| {
                        outcomes[c * size + digit as usize - 1]
                            .as_ref()
                            .expect("reached")
                    })
                    .collect();
                for (target, complexity) in common_targets(&search, &sources) {
                    hints.push(hint(
                        target,
                        complexity,
                        ChainLinks::Region,
                        &places,
                        Some(h),
                        bit(digit),
                    ));
                }
            }
        }
        let sources: Vec<&Outcome> = digits(cands)
            .map(|d| {
                outcomes[cell * size + d as usize - 1]
                    .as_ref()
                    .expect("reached")
            })
            .collect();
        for (target, complexity) in common_targets(&search, &sources) {
            hints.push(hint(
                target,
                complexity,
                ChainLinks::Cell,
                &[cell],
                None,
                cands,
            ));
        }
    }
    // A stable sort keeps the order found among equals.
    hints.sort_by_key(|h| (h.difficulty, h.complexity, h.sort_key));
    Ok(hints)
}

/// Walks `digit` at `cell` assumed on, once per step.
fn reach(
    search: &mut Search,
    outcomes: &mut [Option<Outcome>],
    scratch: &mut [usize],
    cell: usize,
    digit: u8,
) -> Result<(), &'static str> {
    let size = scratch.len() / 2 / search.source.len();
    let slot = cell * size + digit as usize - 1;
    if outcomes[slot].is_some() {
        return Ok(());
    }
    let start = Potential {
        cell,
        digit,
        on: true,
        house: None,
    };
    let (arena, _) = search.spread(start, scratch)?;
    outcomes[slot] = Some(Outcome {
        arena,
        index: scratch.to_vec(),
    });
    Ok(())
}

/// The digit's places in house `h`, in SukakuExplainer's order of the
/// house's cells: ascending, except its window groups that lie in the
/// columns between the windows (columns 1, 5 and 9), which it lists column
/// by column. The first place decides which cell's search reads the house.
fn places_in_order(layout: &Layout, search: &Search, h: usize, digit: u8) -> Vec<usize> {
    let n = layout.size;
    let house = &layout.houses[h];
    let mut places: Vec<usize> = house
        .cells
        .iter()
        .copied()
        .filter(|&c| search.source[c] & bit(digit) != 0)
        .collect();
    let between_windows = |c: usize| n == 9 && [0, 4, 8].contains(&(c % n));
    if house.kind == HouseKind::Window && house.cells.iter().all(|&c| between_windows(c)) {
        places.sort_by_key(|&c| (c % n, c / n));
    } else {
        places.sort_unstable();
    }
    places
}

/// The potentials every outcome reaches, in the first outcome's order,
/// each with the sum of its ancestors over the outcomes, ons before offs.
fn common_targets(search: &Search, sources: &[&Outcome]) -> Vec<(Potential, usize)> {
    let first = sources[0];
    let mut out = Vec::new();
    for on in [true, false] {
        for (i, p) in first.arena.nodes.iter().enumerate() {
            if p.on != on {
                continue;
            }
            let key = search.key(p.cell, p.digit, p.on);
            if first.index[key] != i {
                // A conflict's last potential, not reached.
                continue;
            }
            if !worth(search, p) || sources.iter().any(|o| o.index[key] == usize::MAX) {
                continue;
            }
            let complexity = sources
                .iter()
                .map(|o| search.ancestors(&o.arena, o.index[key]))
                .sum();
            out.push((*p, complexity));
        }
    }
    out
}

/// Whether the target removes something: an on one from a cell with other
/// candidates (an off one is a candidate the grid holds).
fn worth(search: &Search, p: &Potential) -> bool {
    !p.on || search.source[p.cell] & !bit(p.digit) != 0
}

fn hint(
    target: Potential,
    complexity: usize,
    links: ChainLinks,
    starts: &[usize],
    house: Option<usize>,
    mask: u32,
) -> MultipleChainHint {
    let mut cells = starts.to_vec();
    if !cells.contains(&target.cell) {
        cells.push(target.cell);
    }
    let mut step = Step {
        technique: Technique::ForcingChain(links),
        placements: Vec::new(),
        eliminations: Vec::new(),
        houses: house.into_iter().collect(),
        cells,
        // The cell's candidates, or the house's digit.
        digits: mask,
    };
    if target.on {
        step.placements.push((target.cell, target.digit));
    } else {
        step.eliminations.push((target.cell, target.digit));
    }
    MultipleChainHint {
        step,
        difficulty: MULTIPLE_BASE + length_tenths(complexity),
        complexity,
        sort_key: if links == ChainLinks::Cell { 5 } else { 6 },
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::builder::RulesBuilder;
    use super::*;

    #[test]
    fn every_hint_keeps_the_solution() {
        // A solved grid (r, c) = (3r + r/3 + c) mod 9 + 1 with wrong
        // candidates added to half its cells by a fixed generator: every
        // cell or region chain found must keep each cell's own digit.
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        let solution = |cell: usize| ((3 * (cell / 9) + cell / 27 + cell % 9) % 9 + 1) as u8;
        let mut seed = 12345u32;
        let mut next = || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (seed >> 16) as usize
        };
        let mut masks: Vec<u32> = (0..81).map(|c| bit(solution(c))).collect();
        for _ in 0..60 {
            let cell = next() % 81;
            masks[cell] |= bit((next() % 9) as u8 + 1);
        }
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        let hints = multiple_chain_hints(&layout, &board).unwrap();
        assert!(!hints.is_empty(), "some chain applies");
        for h in &hints {
            assert!(matches!(
                h.step.technique,
                Technique::ForcingChain(ChainLinks::Cell | ChainLinks::Region)
            ));
            assert!(h.difficulty >= MULTIPLE_BASE);
            for &(c, d) in &h.step.eliminations {
                assert_ne!(d, solution(c), "r{}c{} loses {d}", c / 9 + 1, c % 9 + 1);
            }
            for &(c, d) in &h.step.placements {
                assert_eq!(d, solution(c), "r{}c{} gets {d}", c / 9 + 1, c % 9 + 1);
            }
        }
        // Easiest first.
        assert!(hints.windows(2).all(|w| w[0].difficulty <= w[1].difficulty));
    }
}
