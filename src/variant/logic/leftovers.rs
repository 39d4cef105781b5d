//! The law of leftovers (jigsaw): k consecutive rows (or columns) hold each
//! digit k times, and so do the k regions that overlap them most. Taking
//! the shared cells from both, the rows' cells outside those regions hold
//! the same digits, counted with repeats, as the regions' cells outside
//! the rows. A digit that one side can hold more often than the other side
//! can leaves it.

use super::super::rules::HouseKind;
use super::board::{bit, LogicBoard};
use super::house_unions::{lines, runs};
use super::layout::Layout;
use super::step::{Step, Technique};

/// Leftover sides with more cells than this say little a player could use.
const MAX_SIDE: usize = 5;

pub(super) fn law_of_leftovers(layout: &Layout, board: &LogicBoard) -> Option<Step> {
    let regions = lines(layout, HouseKind::Region);
    if regions.is_empty() {
        return None;
    }
    let n = layout.size;
    for length in 1..n {
        for kind in [HouseKind::Row, HouseKind::Column] {
            for run in runs(layout, kind, length) {
                // The `length` regions with most cells in the run.
                let mut by_overlap: Vec<(usize, usize)> = regions
                    .iter()
                    .map(|&r| {
                        let inside = layout.houses[r]
                            .cells
                            .iter()
                            .filter(|&&c| run.cells.contains(c))
                            .count();
                        (inside, r)
                    })
                    .collect();
                by_overlap.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
                let chosen: Vec<usize> = by_overlap[..length].iter().map(|&(_, r)| r).collect();
                let in_chosen = |c: usize| chosen.iter().any(|&r| layout.house_sets[r].contains(c));
                let lines_side: Vec<usize> = run
                    .cell_list
                    .iter()
                    .copied()
                    .filter(|&c| !in_chosen(c))
                    .collect();
                if lines_side.is_empty() || lines_side.len() > MAX_SIDE {
                    continue;
                }
                let mut regions_side: Vec<usize> = chosen
                    .iter()
                    .flat_map(|&r| layout.houses[r].cells.iter().copied())
                    .filter(|&c| !run.cells.contains(c))
                    .collect();
                regions_side.sort_unstable();
                let eliminations = uneven(layout, board, &lines_side, &regions_side);
                if !eliminations.is_empty() {
                    let mut houses = run.houses.clone();
                    houses.extend(&chosen);
                    let mut cells = lines_side;
                    cells.extend(regions_side);
                    return Some(Step {
                        technique: Technique::LawOfLeftovers(length as u8),
                        placements: Vec::new(),
                        digits: eliminations.iter().fold(0, |m, &(_, d)| m | bit(d)),
                        eliminations,
                        houses,
                        cells,
                    });
                }
            }
        }
    }
    None
}

/// Candidates on either side that would make it hold a digit more often
/// than the other side can. The other side's cells that see the candidate's
/// cell cannot supply the match.
fn uneven(layout: &Layout, board: &LogicBoard, a: &[usize], b: &[usize]) -> Vec<(usize, u8)> {
    let mut out = Vec::new();
    for (this, other) in [(a, b), (b, a)] {
        for d in 1..=board.size as u8 {
            let placed = |cells: &[usize]| cells.iter().filter(|&&c| board.values[c] == d).count();
            let open = |c: usize| board.values[c] == 0 && board.candidates[c] & bit(d) != 0;
            for &cell in this.iter().filter(|&&c| open(c)) {
                let matches = other
                    .iter()
                    .filter(|&&c| open(c) && !layout.peers[cell].contains(c))
                    .count();
                // One more d here needs one more d there.
                if placed(this) + 1 > placed(other) + matches {
                    out.push((cell, d));
                }
            }
        }
    }
    out.sort_unstable();
    out
}
