//! Naked sets (within their house, or generalised to every cell that sees
//! the set's cells holding a digit) and hidden sets.

use super::super::rules::HouseKind;
use super::board::{bit, digits, LogicBoard};
use super::combinations::first_combination;
use super::layout::Layout;
use super::singles::{cells_at, empty_count, places};
use super::step::{Step, Technique};

/// The first naked set of `degree` cells, houses kind by kind. Searched in
/// houses with at least twice `degree` empty cells, as SukakuExplainer
/// does (in a smaller one the complementary hidden set is simpler).
/// `generalised`: eliminate through every peer, not only the house.
pub(super) fn naked_set(
    layout: &Layout,
    board: &LogicBoard,
    kinds: &[HouseKind],
    degree: usize,
    generalised: bool,
) -> Option<Step> {
    for house in layout.houses_of_kinds(kinds) {
        if empty_count(layout, board, house) < degree * 2 {
            continue;
        }
        let cells = &layout.houses[house].cells;
        let found = first_combination(cells.len(), degree, &mut |tuple: &[usize]| {
            let mut union = 0u32;
            for &i in tuple {
                let m = board.candidates[cells[i]];
                if m.count_ones() < 2 {
                    return None;
                }
                union |= m;
            }
            if union.count_ones() as usize != degree {
                return None;
            }
            let set: Vec<usize> = tuple.iter().map(|&i| cells[i]).collect();
            let mut eliminations = Vec::new();
            if generalised {
                for d in digits(union) {
                    let holders: Vec<usize> = set
                        .iter()
                        .copied()
                        .filter(|&c| board.candidates[c] & bit(d) != 0)
                        .collect();
                    let mut seen = layout.peers[holders[0]];
                    for &c in &holders[1..] {
                        seen.intersect(&layout.peers[c]);
                    }
                    for c in seen.cells() {
                        if !set.contains(&c) && board.candidates[c] & bit(d) != 0 {
                            eliminations.push((c, d));
                        }
                    }
                }
            } else {
                for &c in cells {
                    if set.contains(&c) {
                        continue;
                    }
                    for d in digits(board.candidates[c] & union) {
                        eliminations.push((c, d));
                    }
                }
            }
            (!eliminations.is_empty()).then_some((set, union, eliminations))
        });
        if let Some((set, union, eliminations)) = found {
            let technique = if generalised {
                Technique::GeneralisedNakedSet(degree as u8)
            } else {
                Technique::NakedSet(degree as u8)
            };
            return Some(Step {
                technique,
                placements: Vec::new(),
                eliminations,
                houses: vec![house],
                cells: set,
                digits: union,
            });
        }
    }
    None
}

/// The first hidden set of `degree` digits, in houses with more than twice
/// `degree` empty cells.
pub(super) fn hidden_set(
    layout: &Layout,
    board: &LogicBoard,
    kinds: &[HouseKind],
    degree: usize,
) -> Option<Step> {
    let n = layout.size;
    for house in layout.houses_of_kinds(kinds) {
        if !layout.houses[house].full || empty_count(layout, board, house) <= degree * 2 {
            continue;
        }
        let at: Vec<u32> = (1..=n as u8)
            .map(|d| places(layout, board, house, d))
            .collect();
        let found = first_combination(n, degree, &mut |tuple: &[usize]| {
            let mut union = 0u32;
            for &d in tuple {
                if at[d].count_ones() < 2 {
                    return None;
                }
                union |= at[d];
            }
            if union.count_ones() as usize != degree {
                return None;
            }
            let set: u32 = tuple.iter().map(|&d| 1u32 << d).sum();
            let cells = cells_at(layout, house, union);
            let eliminations: Vec<(usize, u8)> = cells
                .iter()
                .flat_map(|&c| digits(board.candidates[c] & !set).map(move |d| (c, d)))
                .collect();
            (!eliminations.is_empty()).then_some((cells, set, eliminations))
        });
        if let Some((cells, set, eliminations)) = found {
            return Some(Step {
                technique: Technique::HiddenSet(degree as u8),
                placements: Vec::new(),
                eliminations,
                houses: vec![house],
                cells,
                digits: set,
            });
        }
    }
    None
}
