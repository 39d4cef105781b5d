//! SukakuExplainer's XYZ-wing family past the XYZ-wing, each an ALS-xz
//! whose smaller set is one cell: `k` cells that see each other (the wing)
//! hold `k + 1` digits between them, and a pivot cell of two candidates
//! {x, z} among those digits sees every wing cell that holds x (x is
//! "restricted": it cannot be in both the pivot and the wing). Were z in
//! neither the pivot nor the wing, the wing's `k` cells would have `k`
//! digits left and the pivot x, which the wing's x cells see: so z is in
//! one of them, and every cell that sees the pivot and all the wing's z
//! cells loses z. Three wing cells make a WXYZ-wing (5.5, 5.6), four a
//! VWXYZ-wing (6.2 to 6.4), five a UVWXYZ-wing (6.6), six a TUVWXYZ-wing
//! (7.5, tried after the forcing chains).
//!
//! When both x and z are restricted (doubly linked), the wing holds
//! exactly its other digits and one of x, z: each of the others leaves
//! every cell seeing all the wing cells that hold it, and x and z each
//! leave every cell seeing the pivot and the wing cells that hold it.
//!
//! "Seeing" is the rule set's: a shared house of any kind, or a neighbour
//! rule (a king's or knight's move). The search and the choice among
//! patterns follow SukakuExplainer's (learned from its behaviour and
//! description; none of its code is used): every pattern is collected and
//! the easiest taken, then the one with most eliminations, then the
//! greatest name (doubly linked or not, the wing's largest cell, the wing's
//! candidate count, compared as text), then the first found.

use super::board::{bit, digits, LogicBoard};
use super::layout::{CellSet, Layout};
use super::step::{Step, Technique};
use super::work::Work;

/// Wings (partial or whole) tried in one search before it gives up.
const WING_BUDGET: usize = 2_000_000;

pub(super) const NEEDS_BUDGET: &str = "a wing search (VWXYZ and larger) past its budget";

/// One wing with what SukakuExplainer sorts its hints by.
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
fn forward_peers(layout: &Layout, cell: usize) -> Vec<usize> {
    let later = |c: &usize| *c > cell;
    let (mut near, mut far): (Vec<usize>, Vec<usize>) = layout.peers[cell]
        .cells()
        .filter(later)
        .partition(|&c| layout.classic_peers[cell].contains(c));
    near.append(&mut far);
    near
}

/// The technique and difficulty (tenths) of a wing of `wing_cells` cells
/// whose largest cell has `largest` candidates: SukakuExplainer rates the
/// middle sizes hardest (WXYZ 5.5 to 5.6, VWXYZ 6.2 to 6.4), the larger
/// ones flat.
fn technique_and_difficulty(wing_cells: usize, largest: u32) -> (Technique, u8) {
    let from_middle = largest.abs_diff(3) as u8;
    match wing_cells {
        3 => (Technique::WxyzWing, 55 + 1u8.saturating_sub(from_middle)),
        4 => (Technique::VwxyzWing, 62 + 2u8.saturating_sub(from_middle)),
        5 => (Technique::UvwxyzWing, 66),
        _ => (Technique::TuvwxyzWing, 75),
    }
}

/// The search's fixed inputs.
struct Search<'a> {
    layout: &'a Layout,
    board: &'a LogicBoard,
    wing_cells: usize,
    budget: usize,
    work: &'a Work,
}

impl Search<'_> {
    fn open(&self, c: usize) -> bool {
        self.board.values[c] == 0 && self.board.candidates[c].count_ones() > 1
    }

    /// Grows `wing` by cells that see all of it, in SukakuExplainer's
    /// order; false once over budget.
    fn grow(&mut self, wing: &mut Vec<usize>, union: u32, found: &mut Vec<WingHint>) -> bool {
        if self.budget == 0 || !self.work.take() {
            return false;
        }
        self.budget -= 1;
        let limit = self.wing_cells as u32 + 1;
        if wing.len() == self.wing_cells {
            if union.count_ones() == limit {
                self.pivots(wing, union, found);
            }
            return true;
        }
        match wing.as_slice() {
            [] => {
                let next: Vec<usize> = (0..self.board.candidates.len())
                    .filter(|&c| self.board.candidates[c].count_ones() <= limit)
                    .collect();
                self.grow_by(next, wing, union, found)
            }
            [a] => {
                let next = forward_peers(self.layout, *a);
                self.grow_by(next, wing, union, found)
            }
            [.., last] => {
                // The deepest level, walked most: the common peers are read
                // from a set, not collected into a list first.
                let last = *last;
                let mut common = self.layout.peers[last];
                for &w in wing.iter() {
                    common.intersect(&self.layout.peers[w]);
                }
                self.grow_by(common.cells().filter(|&c| c > last), wing, union, found)
            }
        }
    }

    /// `grow` through each of `next` that may join the wing, in order.
    fn grow_by(
        &mut self,
        next: impl IntoIterator<Item = usize>,
        wing: &mut Vec<usize>,
        union: u32,
        found: &mut Vec<WingHint>,
    ) -> bool {
        let limit = self.wing_cells as u32 + 1;
        for c in next {
            let joined = union | self.board.candidates[c];
            if !self.open(c) || joined.count_ones() > limit {
                continue;
            }
            wing.push(c);
            let within = self.grow(wing, joined, found);
            wing.pop();
            if !within {
                return false;
            }
        }
        true
    }

    /// Every pivot of two of the wing's digits among the cells that see a
    /// wing cell, by cell.
    fn pivots(&self, wing: &[usize], union: u32, found: &mut Vec<WingHint>) {
        let board = self.board;
        let mut reach = CellSet::default();
        for &w in wing {
            reach.union(&self.layout.peers[w]);
        }
        for yz in reach.cells().filter(|y| !wing.contains(y)) {
            let pair = board.candidates[yz];
            if board.values[yz] != 0 || pair.count_ones() != 2 || pair & !union != 0 {
                continue;
            }
            if let Some(hint) = wing_hint(self.layout, board, wing, yz, union) {
                found.push(hint);
            }
        }
    }
}

/// Every wing of `wing_cells` cells (3 to 6) that removes something,
/// sorted as SukakuExplainer sorts them (the first is its choice), or
/// `NEEDS_BUDGET` when the search runs past its budget.
pub(super) fn wings(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    wing_cells: usize,
) -> Result<Vec<WingHint>, &'static str> {
    wings_within(layout, board, work, wing_cells, WING_BUDGET)
}

/// The same within `budget` partial wings (the project's own scale bounds
/// the search by the grid's size).
pub(super) fn wings_within(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    wing_cells: usize,
    budget: usize,
) -> Result<Vec<WingHint>, &'static str> {
    let mut search = Search {
        layout,
        board,
        wing_cells,
        budget,
        work,
    };
    let mut found = Vec::new();
    if !search.grow(&mut Vec::with_capacity(wing_cells), 0, &mut found) {
        return Err(NEEDS_BUDGET);
    }
    // A stable sort keeps the order found among equals.
    found.sort_by(|p, q| {
        p.difficulty
            .cmp(&q.difficulty)
            .then(q.eliminations.cmp(&p.eliminations))
            .then(q.suffix.cmp(&p.suffix))
    });
    Ok(found)
}

/// The pattern of `wing` with the pivot `yz`, if one of yz's digits is
/// restricted and something is removed.
fn wing_hint(
    layout: &Layout,
    board: &LogicBoard,
    wing: &[usize],
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
    let pattern = [wing, &[yz]].concat();
    let with_yz = |d: u8| [vec![yz], holders(d)].concat();
    let (x_restricted, z_restricted) = (restricted(x), restricted(z));
    let (eliminations, doubly) = if x_restricted && z_restricted {
        let mut weak = Vec::new();
        for w in digits(union & !pair) {
            weak.extend(victims(layout, board, &holders(w), w, &pattern));
        }
        let strong_x = victims(layout, board, &with_yz(x), x, &pattern);
        let strong_z = victims(layout, board, &with_yz(z), z, &pattern);
        // Named doubly linked when the other digits remove something, or x
        // and z both do.
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
    let (technique, difficulty) = technique_and_difficulty(wing.len(), largest);
    Some(WingHint {
        step: Step {
            technique,
            placements: Vec::new(),
            eliminations: eliminations.clone(),
            houses: Vec::new(),
            cells: pattern,
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
    use super::super::tests::solved_plus;
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
        let hints = wings(&layout, &b, &Work::unlimited(), 3).unwrap();
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
        let hint = wings(&layout, &b, &Work::unlimited(), 3)
            .unwrap()
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

    #[test]
    fn a_vwxyz_wing_removes_the_unrestricted_digit() {
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        // Wing r1c1 {1,5}, r1c2 {1,2}, r1c3 {1,3}, r2c1 {1,4} (box 1, five
        // digits); pivot r2c2 {1,5}: 5 is in r1c1 only, which sees the
        // pivot (restricted), so 1 leaves r3c1 {1,7}, which sees them all.
        let extra = [(0, 5), (1, 1), (2, 1), (9, 1), (10, 1), (18, 1)];
        let b = solved_plus(&layout, &extra);
        let hints = wings(&layout, &b, &Work::unlimited(), 4).unwrap();
        let hint = hints
            .iter()
            .find(|h| h.step.cells == vec![0, 1, 2, 9, 10])
            .expect("the wing is found");
        assert_eq!(hint.step.technique, Technique::VwxyzWing);
        assert_eq!(hint.step.eliminations, vec![(18, 1)]);
        // Largest wing cell of two candidates: 6.3.
        assert_eq!(hint.difficulty, 63);
        assert_eq!(hint.suffix, "128");
        // Without the victim's 1, nothing is removed.
        let b = solved_plus(&layout, &extra[..5]);
        assert!(wings(&layout, &b, &Work::unlimited(), 4)
            .unwrap()
            .is_empty());
        // Adding r3c1 to the wing leaves no 1 outside the pattern.
        let b = solved_plus(&layout, &extra);
        assert!(wings(&layout, &b, &Work::unlimited(), 5)
            .unwrap()
            .is_empty());
    }

    #[test]
    fn a_kings_move_restricts_the_pivot_digit() {
        // Wing r1c1 {1,2}, r1c2 {2,3}, r1c3 {3,8}, r1c4 {3,4} (row 1, five
        // digits); pivot r2c4 {1,8}. 8 is in r1c3 only, a king's move from
        // the pivot: restricted under the anti-king rule, so 1 leaves r2c2
        // {1,5}, which sees the pivot (row 2) and r1c1 (box 1), the wing's
        // only 1. Without the rule 8 is not restricted (nor 1), and the
        // pattern removes nothing.
        let marks: &[(usize, &[u8])] = &[
            (0, &[1, 2]),
            (1, &[2, 3]),
            (2, &[3, 8]),
            (3, &[3, 4]),
            (12, &[1, 8]),
            (10, &[1, 5]),
        ];
        let wing_of = |layout: &Layout| {
            let mut masks: Vec<u32> = (0..81)
                .map(|cell| {
                    let (r, c) = (cell / 9, cell % 9);
                    1 << ((3 * r + r / 3 + c) % 9)
                })
                .collect();
            for &(cell, ds) in marks {
                masks[cell] = ds.iter().map(|&d| bit(d)).sum();
            }
            let b = LogicBoard::from_candidates(layout, &masks).unwrap();
            wings(layout, &b, &Work::unlimited(), 4)
                .unwrap()
                .into_iter()
                .find(|h| h.step.cells == vec![0, 1, 2, 3, 12])
        };
        let anti_king = Layout::new(&RulesBuilder::new(9).anti_king().build().unwrap());
        let hint = wing_of(&anti_king).expect("the wing is found");
        assert_eq!(hint.step.eliminations, vec![(10, 1)]);
        assert_eq!(hint.difficulty, 63);
        let classic = Layout::new(&RulesBuilder::new(9).build().unwrap());
        assert!(wing_of(&classic).is_none());
    }
}
