//! Naked sets (within their house, or generalised to every cell that sees
//! the set's cells holding a digit) and hidden sets.

use super::super::rules::HouseKind;
use super::board::{bit, digits, LogicBoard};
use super::board_changes::Recall;
use super::layout::Layout;
use super::singles::{all_places, cells_at, empty_count};
use super::step::{Step, Technique};

/// The largest set the walk below takes.
const MAX_DEGREE: usize = 8;

/// The first `k` of `items` (ascending), in lexicographic order, whose
/// masks' union has exactly `k` bits and for which `found` gives a value;
/// `found` gets the items and the union. A partial pick whose union already
/// has more than `k` bits is dropped with every extension of it (none can
/// come back to `k`), which is what makes it cheaper than trying every
/// k-subset; the first hit is the same.
pub(super) fn first_tight_set<T>(
    items: &[usize],
    masks: &[u32],
    k: usize,
    found: &mut dyn FnMut(&[usize], u32) -> Option<T>,
) -> Option<T> {
    fn walk<T>(
        items: &[usize],
        masks: &[u32],
        k: usize,
        pick: &mut ([usize; MAX_DEGREE], usize),
        union: u32,
        found: &mut dyn FnMut(&[usize], u32) -> Option<T>,
    ) -> Option<T> {
        if pick.1 == k {
            return if union.count_ones() as usize == k {
                found(&pick.0[..k], union)
            } else {
                None
            };
        }
        let need = k - pick.1;
        for (i, &item) in items.iter().enumerate() {
            if items.len() - i < need {
                break;
            }
            let u = union | masks[item];
            if u.count_ones() as usize > k {
                continue;
            }
            pick.0[pick.1] = item;
            pick.1 += 1;
            if let Some(t) = walk(&items[i + 1..], masks, k, pick, u, found) {
                return Some(t);
            }
            pick.1 -= 1;
        }
        None
    }
    if k == 0 || k > items.len() || k > MAX_DEGREE {
        return None;
    }
    walk(items, masks, k, &mut ([0; MAX_DEGREE], 0), 0, found)
}

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
    mut recall: Recall,
) -> Option<Step> {
    // A house's sets are its cells' alone, and what they remove only
    // shrinks as the board loses candidates.
    for house in layout.houses_of_kinds(kinds) {
        if recall.house_unchanged(house, house)
            || empty_count(layout, board, house, &recall) < degree * 2
        {
            continue;
        }
        let cells = &layout.houses[house].cells;
        let masks: Vec<u32> = cells.iter().map(|&c| board.candidates[c]).collect();
        // Cells of one candidate (or filled) take part in no naked set.
        let open: Vec<usize> = (0..cells.len())
            .filter(|&i| masks[i].count_ones() >= 2)
            .collect();
        let found = first_tight_set(&open, &masks, degree, &mut |tuple: &[usize], union: u32| {
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
        recall.nothing_in_house(house, house);
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
    mut recall: Recall,
) -> Option<Step> {
    let n = layout.size;
    for house in layout.houses_of_kinds(kinds) {
        if !layout.houses[house].full
            || recall.house_unchanged(house, house)
            || empty_count(layout, board, house, &recall) <= degree * 2
        {
            continue;
        }
        let read;
        let at: &[u32] = match recall.changes() {
            Some(changes) => changes.all_places(house),
            None => {
                read = all_places(layout, board, house);
                &read
            }
        };
        // Digits as indices (at most 32: a digit is a bit of a u32).
        let (mut spread, mut spread_len) = ([0usize; 32], 0);
        for d in (0..n).filter(|&d| at[d].count_ones() >= 2) {
            spread[spread_len] = d;
            spread_len += 1;
        }
        let spread = &spread[..spread_len];
        let found = first_tight_set(spread, at, degree, &mut |tuple: &[usize], union: u32| {
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
        recall.nothing_in_house(house, house);
    }
    None
}
