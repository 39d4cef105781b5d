//! XY-wing: a cell of two candidates {x, y} (the pivot) sees a cell {x, z}
//! and a cell {y, z} (the pincers). Whichever the pivot holds, one pincer
//! holds z, so every cell that sees both pincers loses z. "Sees" is any
//! rule that forbids equal digits: a shared house, a knight's or king's
//! move.

use super::board::{bit, LogicBoard};
use super::layout::Layout;
use super::step::{Step, Technique};

/// The first XY-wing, pivots in cell order.
pub(super) fn xy_wing(layout: &Layout, board: &LogicBoard) -> Option<Step> {
    let cells = board.candidates.len();
    let pair = |c: usize| board.values[c] == 0 && board.candidates[c].count_ones() == 2;
    for pivot in (0..cells).filter(|&c| pair(c)) {
        let xy = board.candidates[pivot];
        let pincers: Vec<usize> = layout.peers[pivot]
            .cells()
            .filter(|&c| pair(c) && (board.candidates[c] & xy).count_ones() == 1)
            .collect();
        for (i, &a) in pincers.iter().enumerate() {
            for &b in &pincers[i + 1..] {
                let (ma, mb) = (board.candidates[a], board.candidates[b]);
                // The pincers share z, and each holds a different pivot digit.
                let z = ma & mb & !xy;
                if z.count_ones() != 1 || (ma & xy) == (mb & xy) {
                    continue;
                }
                let digit = z.trailing_zeros() as u8 + 1;
                let mut seen = layout.peers[a];
                seen.intersect(&layout.peers[b]);
                let eliminations: Vec<(usize, u8)> = seen
                    .cells()
                    .filter(|&c| c != pivot && board.candidates[c] & bit(digit) != 0)
                    .map(|c| (c, digit))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                return Some(Step {
                    technique: Technique::XyWing,
                    placements: Vec::new(),
                    eliminations,
                    houses: Vec::new(),
                    // The pincers first: the eliminated cells see them.
                    cells: vec![a, b, pivot],
                    digits: xy | z,
                });
            }
        }
    }
    None
}

/// The first XYZ-wing: a pivot of three candidates {x, y, z} sees a cell
/// {x, z} and a cell {y, z}; one of the three holds z, so every cell that
/// sees all three loses it. Pivots in cell order, then the first pincer,
/// then the second, each in cell order (SukakuExplainer's search).
pub(super) fn xyz_wing(layout: &Layout, board: &LogicBoard) -> Option<Step> {
    let cells = board.candidates.len();
    let open = |c: usize, k: u32| board.values[c] == 0 && board.candidates[c].count_ones() == k;
    for pivot in (0..cells).filter(|&c| open(c, 3)) {
        let xyz = board.candidates[pivot];
        // Pairs inside the pivot's three digits.
        let pincers: Vec<usize> = layout.peers[pivot]
            .cells()
            .filter(|&c| open(c, 2) && board.candidates[c] & !xyz == 0)
            .collect();
        for &a in &pincers {
            for &b in &pincers {
                let (ma, mb) = (board.candidates[a], board.candidates[b]);
                let z = ma & mb;
                if a == b || z.count_ones() != 1 {
                    continue;
                }
                let digit = z.trailing_zeros() as u8 + 1;
                let mut seen = layout.peers[a];
                seen.intersect(&layout.peers[b]);
                seen.intersect(&layout.peers[pivot]);
                let eliminations: Vec<(usize, u8)> = seen
                    .cells()
                    .filter(|&c| board.candidates[c] & bit(digit) != 0)
                    .map(|c| (c, digit))
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                return Some(Step {
                    technique: Technique::XyzWing,
                    placements: Vec::new(),
                    eliminations,
                    houses: Vec::new(),
                    // The eliminated cells see all three.
                    cells: vec![a, b, pivot],
                    digits: xyz,
                });
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::LogicEngine;
    use super::{xy_wing, xyz_wing};
    use crate::variant::RulesBuilder;

    #[test]
    fn an_xy_wing_clears_what_sees_both_pincers() {
        let rules = RulesBuilder::new(9).anti_knight().build().unwrap();
        let engine = LogicEngine::new(&rules);
        // Pivot r1c1 {1,2}; pincers r1c5 {1,3} (row 1) and r2c3 {2,3}
        // (box 1). r1c2 sees both (row 1, box 1): no 3.
        let mut masks = vec![0x1ffu32; 81];
        masks[0] = 0b011;
        masks[4] = 0b101;
        masks[11] = 0b110;
        let board = engine.board_from_candidates(&masks).unwrap();
        let step = xy_wing(engine.layout(), &board).expect("an XY-wing");
        assert_eq!(step.cells, vec![4, 11, 0]);
        assert!(step.eliminations.contains(&(1, 3)), "{step:?}");
        assert!(step.eliminations.iter().all(|&(_, d)| d == 3));
        let text = engine.explain(&step);
        assert!(
            text.contains("r1c2 sees r1c5 in row 1, r1c2 sees r2c3 in box 1"),
            "{text}"
        );
    }

    #[test]
    fn an_xyz_wing_clears_what_sees_all_three() {
        let rules = RulesBuilder::new(9).build().unwrap();
        let engine = LogicEngine::new(&rules);
        // Pivot r1c1 {1,2,3}; pincers r1c2 {1,3} (row 1) and r2c1 {2,3}
        // (column 1). Only box 1's other cells see all three: no 3 there.
        let mut masks = vec![0x1ffu32; 81];
        masks[0] = 0b111;
        masks[1] = 0b101;
        masks[9] = 0b110;
        let board = engine.board_from_candidates(&masks).unwrap();
        let step = xyz_wing(engine.layout(), &board).expect("an XYZ-wing");
        assert_eq!(step.cells, vec![1, 9, 0]);
        assert_eq!(
            step.eliminations,
            vec![(2, 3), (10, 3), (11, 3), (18, 3), (19, 3), (20, 3)]
        );
    }
}
