//! WXYZ-wing as SukakuExplainer rates it (5.5 to 5.6): three cells that see
//! each other (the wing) hold four digits between them, and a fourth cell
//! of two candidates {x, z} among those digits sees every wing cell that
//! holds x (x is "restricted": it cannot be in both the fourth cell and
//! the wing). Were z in neither the fourth cell nor the wing, the wing's
//! three cells would have three digits left and the fourth cell x, which
//! the wing's x cells see: so z is in one of them, and every cell that
//! sees the fourth cell and all the wing's z cells loses z.
//!
//! When both x and z are restricted (doubly linked), the wing holds
//! exactly its two other digits and one of x, z: each of the two others
//! leaves every cell seeing all the wing cells that hold it, and x and z
//! each leave every cell seeing the fourth cell and the wing cells that
//! hold it.
//!
//! The search and the choice among patterns follow SukakuExplainer's
//! (learned from its behaviour and description; none of its code is used):
//! every pattern is collected and the easiest taken, then the one with most
//! eliminations, then the greatest name (doubly linked or not, the wing's
//! largest cell, the wing's candidate count, compared as text), then the
//! first found.

use super::super::rules::HouseKind;
use super::board::{bit, digits, LogicBoard};
use super::layout::{CellSet, Layout};
use super::step::{Step, Technique};

/// One WXYZ-wing with what SukakuExplainer sorts its hints by.
pub(super) struct WingHint {
    pub step: Step,
    /// Tenths on SukakuExplainer's scale.
    pub difficulty: u8,
    eliminations: usize,
    suffix: String,
}

/// Cells holding `digit` outside `pattern` that see every cell of `must_see`.
fn victims(
    layout: &Layout,
    board: &LogicBoard,
    must_see: &[usize],
    digit: u8,
    pattern: &[usize],
) -> Vec<(usize, u8)> {
    let Some((&first, rest)) = must_see.split_first() else {
        return Vec::new();
    };
    let mut seen: CellSet = layout.peers[first];
    for &c in rest {
        seen.intersect(&layout.peers[c]);
    }
    seen.cells()
        .filter(|&c| !pattern.contains(&c) && board.candidates[c] & bit(digit) != 0)
        .map(|c| (c, digit))
        .collect()
}

/// The peers after `cell` in the order SukakuExplainer walks them: those in
/// its row, column or box first, then those the variant adds, each by cell.
fn forward_peers(layout: &Layout, classic: &[CellSet], cell: usize) -> Vec<usize> {
    let later = |c: &usize| *c > cell;
    let (mut near, mut far): (Vec<usize>, Vec<usize>) = layout.peers[cell]
        .cells()
        .filter(later)
        .partition(|&c| classic[cell].contains(c));
    near.append(&mut far);
    near
}

/// Every cell's peers through its row, column and box (or region).
fn classic_peers(layout: &Layout) -> Vec<CellSet> {
    let cells = layout.peers.len();
    let mut result = vec![CellSet::default(); cells];
    for h in layout.houses_of_kinds(&[HouseKind::Row, HouseKind::Column, HouseKind::Region]) {
        for &a in &layout.houses[h].cells {
            for &b in &layout.houses[h].cells {
                if a != b {
                    result[a].insert(b);
                }
            }
        }
    }
    result
}

/// Every WXYZ-wing that removes something, sorted as SukakuExplainer sorts
/// them (the first is its choice).
pub(super) fn wxyz_wings(layout: &Layout, board: &LogicBoard) -> Vec<WingHint> {
    let cells = board.candidates.len();
    let open = |c: usize| board.values[c] == 0 && board.candidates[c].count_ones() > 1;
    let count = |c: usize| board.candidates[c].count_ones();
    let classic = classic_peers(layout);
    let mut found = Vec::new();
    for a in (0..cells).filter(|&c| open(c) && count(c) < 5) {
        let forward_a = forward_peers(layout, &classic, a);
        for &b in forward_a.iter().filter(|&&b| open(b)) {
            if (board.candidates[a] | board.candidates[b]).count_ones() > 4 {
                continue;
            }
            let forward_b = forward_peers(layout, &classic, b);
            let mut thirds: Vec<usize> = forward_a
                .iter()
                .copied()
                .filter(|c| forward_b.contains(c) && open(*c))
                .collect();
            thirds.sort_unstable();
            for c in thirds {
                let union = board.candidates[a] | board.candidates[b] | board.candidates[c];
                if union.count_ones() != 4 {
                    continue;
                }
                let wing = [a, b, c];
                let mut reach = layout.peers[a];
                reach.union(&layout.peers[b]);
                reach.union(&layout.peers[c]);
                for yz in reach.cells().filter(|y| !wing.contains(y)) {
                    let pair = board.candidates[yz];
                    if board.values[yz] != 0 || pair.count_ones() != 2 || pair & !union != 0 {
                        continue;
                    }
                    if let Some(hint) = wing_hint(layout, board, wing, yz, union) {
                        found.push(hint);
                    }
                }
            }
        }
    }
    // A stable sort keeps the order found among equals.
    found.sort_by(|p, q| {
        p.difficulty
            .cmp(&q.difficulty)
            .then(q.eliminations.cmp(&p.eliminations))
            .then(q.suffix.cmp(&p.suffix))
    });
    found
}

/// The pattern of `wing` with the fourth cell `yz`, if one of yz's digits
/// is restricted and something is removed.
fn wing_hint(
    layout: &Layout,
    board: &LogicBoard,
    wing: [usize; 3],
    yz: usize,
    union: u32,
) -> Option<WingHint> {
    let pair = board.candidates[yz];
    let mut pair_digits = digits(pair);
    let (x, z) = (pair_digits.next()?, pair_digits.next()?);
    let holders = |d: u8| -> Vec<usize> {
        wing.iter()
            .copied()
            .filter(|&c| board.candidates[c] & bit(d) != 0)
            .collect()
    };
    let restricted = |d: u8| holders(d).iter().all(|&c| layout.peers[yz].contains(c));
    let pattern = [wing[0], wing[1], wing[2], yz];
    let with_yz = |d: u8| [vec![yz], holders(d)].concat();
    let (x_restricted, z_restricted) = (restricted(x), restricted(z));
    let (eliminations, doubly) = if x_restricted && z_restricted {
        let mut weak = Vec::new();
        for w in digits(union & !pair) {
            weak.extend(victims(layout, board, &holders(w), w, &pattern));
        }
        let strong_x = victims(layout, board, &with_yz(x), x, &pattern);
        let strong_z = victims(layout, board, &with_yz(z), z, &pattern);
        // Named doubly linked when the two other digits remove something,
        // or x and z both do.
        let doubly = !weak.is_empty() || (!strong_x.is_empty() && !strong_z.is_empty());
        ([weak, strong_x, strong_z].concat(), doubly)
    } else if x_restricted || z_restricted {
        let removed = if x_restricted { z } else { x };
        (
            victims(layout, board, &with_yz(removed), removed, &pattern),
            false,
        )
    } else {
        return None;
    };
    if eliminations.is_empty() {
        return None;
    }
    let largest = wing
        .iter()
        .map(|&c| board.candidates[c].count_ones())
        .max()?;
    let wing_size: u32 = wing.iter().map(|&c| board.candidates[c].count_ones()).sum();
    // Wings whose largest cell has three candidates are the hardest.
    let difficulty = if largest == 3 { 56 } else { 55 };
    Some(WingHint {
        step: Step {
            technique: Technique::WxyzWing,
            placements: Vec::new(),
            eliminations: eliminations.clone(),
            houses: Vec::new(),
            cells: pattern.to_vec(),
            digits: union,
        },
        difficulty,
        eliminations: eliminations.len(),
        suffix: format!("{}{largest}{wing_size}", if doubly { 2 } else { 1 }),
    })
}

#[cfg(test)]
mod tests {
    use super::super::super::builder::RulesBuilder;
    use super::super::board::LogicBoard;
    use super::super::layout::Layout;
    use super::*;

    fn board(layout: &Layout, marks: &[(usize, &[u8])]) -> LogicBoard {
        let mut masks = vec![0x1ffu32; 81];
        for &(cell, ds) in marks {
            masks[cell] = ds.iter().map(|&d| bit(d)).sum();
        }
        LogicBoard::from_candidates(layout, &masks).unwrap()
    }

    #[test]
    fn a_wing_in_a_row_with_a_fourth_cell_in_a_box_removes_z() {
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        // Wing r1c1 {1,2,4}, r1c2 {2,3}, r1c4 {1,3,4}: digits 1-4. Fourth
        // cell r2c3 {1,4} sees r1c1 and r1c2 through box 1 but not r1c4,
        // so 4 (in r1c1 and r1c4) is not restricted, 1 is not either...
        // Put the fourth cell at r2c1 {2,4}: it sees r1c1, r1c2 (box 1);
        // 2 is in r1c1 and r1c2 only, so 2 is restricted and 4 leaves
        // every cell seeing r2c1, r1c1 and r1c4.
        let marks: &[(usize, &[u8])] =
            &[(0, &[1, 2, 4]), (1, &[2, 3]), (3, &[1, 3, 4]), (9, &[2, 4])];
        let b = board(&layout, marks);
        let hints = wxyz_wings(&layout, &b);
        let hint = hints
            .iter()
            .find(|h| h.step.cells == vec![0, 1, 3, 9])
            .expect("the wing is found");
        // 4 leaves r1c3 and r1c5..r1c9? Only cells seeing r2c1, r1c1 and
        // r1c4: r1c3 (row 1 and box 1) and r1c2 is in the pattern.
        assert_eq!(hint.step.eliminations, vec![(2, 4)]);
        assert_eq!(hint.difficulty, 56);
        assert_eq!(hint.suffix, "138");
    }

    #[test]
    fn a_doubly_linked_wing_removes_every_digit_it_can() {
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        // Wing r1c1 {1,3}, r1c2 {2,3}, r1c3 {1,2,4}, fourth cell r2c2
        // {3,4}: all in box 1, so 3 and 4 are both restricted. The wing's
        // other digits 1 and 2 leave the rest of row 1 and of box 1
        // where every holder is seen; 3 and 4 leave box 1's other cells.
        let marks: &[(usize, &[u8])] =
            &[(0, &[1, 3]), (1, &[2, 3]), (2, &[1, 2, 4]), (10, &[3, 4])];
        let b = board(&layout, marks);
        let hint = wxyz_wings(&layout, &b)
            .into_iter()
            .find(|h| h.step.cells == vec![0, 1, 2, 10])
            .expect("the wing is found");
        assert!(hint.suffix.starts_with('2'));
        let removed = |cell: usize, d: u8| hint.step.eliminations.contains(&(cell, d));
        // 1 is in r1c1 and r1c3: seen by the rest of row 1 and box 1.
        assert!(removed(5, 1) && removed(9, 1));
        // 3 is in r1c1, r1c2 and r2c2: seen by box 1's other cells.
        assert!(removed(9, 3) && removed(20, 3));
        assert!(!removed(5, 3));
        // 4 is in r1c3 and r2c2: box 1.
        assert!(removed(11, 4) && !removed(5, 4));
    }
}
