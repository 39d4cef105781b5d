//! Unique loops (unique rectangles and longer loops), as SukakuExplainer's
//! "Unique Rectangle / Loop" reads them: learned from its behaviour and
//! source, none of its code used. A puzzle with one solution cannot end
//! in a loop of cells all holding the same two digits {a, b}, each house
//! the loop enters holding two of its cells (one at an even position, one
//! at an odd one): the two digits could be swapped around the loop. So
//! the cells with more than {a, b} (the loop's extra cells) cannot all
//! lose their other digits:
//!
//! - type 1, one extra cell: it is not a and not b;
//! - type 2, every extra cell's other digits are one digit z: one of them
//!   holds z, so every cell that sees them all loses z;
//! - type 4, two extra cells in a house where a has no other place: one
//!   of them is a, so neither is b (else both a and b would fill the
//!   loop's pattern);
//! - type 3 (`unique_loop_sets.rs`): two extra cells in a house act as
//!   one cell holding their other digits, in a naked or hidden set.
//!
//! Loops run through every house of the rule set, in
//! SukakuExplainer's order of house kinds. With anti-knight, anti-king or
//! non-consecutive rules, a loop none of whose cells' rule neighbours may
//! hold a or b (or a digit next to them, for non-consecutive) is the only
//! kind SukakuExplainer uses, since the rule could otherwise break the
//! swap.

#[cfg(test)]
use super::super::rules::HouseKind;
use super::board::{bit, LogicBoard};
use super::layout::Layout;
use super::step::{Step, Technique};
use super::unique_loop_sets;
use super::work::Work;

/// The loop walks tried before giving up (a budget on the search).
const WALK_BUDGET: usize = 400_000;

/// Why no step can be given.
pub(super) const NEEDS_BUDGET: &str = "a unique loop search past its budget";

struct Found {
    difficulty: u8,
    kind: u8,
    /// The hint's kind as SukakuExplainer tells them apart (type 3 naked
    /// and hidden differ), with the sorted cells: a second hint of the same
    /// kind on the same loop is dropped, as SukakuExplainer drops it.
    class: u8,
    key: Vec<usize>,
    step: Step,
}

/// A loop's difficulty in tenths: 4.5 for four cells, 4.6 for six, 4.7
/// for eight, 5.0 for ten and more.
pub(super) fn loop_difficulty(cells: usize) -> u8 {
    match cells {
        0..=4 => 45,
        5..=6 => 46,
        7..=8 => 47,
        _ => 50,
    }
}

/// SukakuExplainer's unique loop step: of every loop hint, the easiest,
/// then the lowest type, then the first found (start cells in cell order).
pub(super) fn unique_loop(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
) -> Result<Option<(Step, u8)>, &'static str> {
    let cells = board.candidates.len();
    // Each cell's houses, in SukakuExplainer's order of house kinds.
    let houses_of = &layout.ranked_full_houses;
    let mut found: Vec<Found> = Vec::new();
    let mut walks = 0usize;
    let limit = WALK_BUDGET.min(usize::try_from(work.left()).unwrap_or(usize::MAX));
    // The walk's path and its loops, refilled per start cell.
    let (mut path, mut loops) = (Vec::new(), Vec::new());
    for start in 0..cells {
        let both = board.candidates[start];
        if board.values[start] != 0 || both.count_ones() != 2 {
            continue;
        }
        path.clear();
        let mut walk = Walk {
            layout,
            board,
            houses_of,
            both,
            path: &mut path,
            loops: &mut loops,
            walks: &mut walks,
            limit,
        };
        walk.extend(start, 2, 0, None);
        if walks > limit {
            work.spend(walks as u64);
            return Err(NEEDS_BUDGET);
        }
        for lp in loops.drain(..) {
            if !valid(houses_of, &lp) || restricted(layout, board, houses_of, &lp, both) {
                continue;
            }
            for hint in hints(layout, board, houses_of, &lp, both) {
                let duplicate = found
                    .iter()
                    .any(|f| f.class == hint.class && f.key == hint.key);
                if !duplicate {
                    found.push(hint);
                }
            }
        }
    }
    // A stable sort keeps the order found among equals.
    found.sort_by_key(|f| (f.difficulty, f.kind));
    work.spend(walks as u64);
    Ok(found.into_iter().next().map(|f| (f.step, f.difficulty)))
}

struct Walk<'a> {
    layout: &'a Layout,
    board: &'a LogicBoard,
    houses_of: &'a [Vec<(usize, usize)>],
    both: u32,
    path: &'a mut Vec<usize>,
    loops: &'a mut Vec<Vec<usize>>,
    walks: &'a mut usize,
    limit: usize,
}

impl Walk<'_> {
    /// Every closed walk through cells holding both digits, at most two
    /// of them with more (or any number whose other digits are one digit),
    /// never leaving a cell through a house of the kind it entered by.
    fn extend(&mut self, cell: usize, allowed_extra: i32, extra: u32, last_kind: Option<usize>) {
        *self.walks += 1;
        if *self.walks > self.limit {
            return;
        }
        self.path.push(cell);
        let houses_of = self.houses_of;
        for &(kind, house) in &houses_of[cell] {
            if Some(kind) == last_kind {
                continue;
            }
            let layout = self.layout;
            for &next in &layout.houses[house].cells {
                if next == self.path[0] && self.path.len() >= 4 {
                    self.loops.push(self.path.clone());
                } else {
                    // Whether the cell may join, before the longer test
                    // of whether the path holds it.
                    let p = self.board.candidates[next];
                    if self.board.values[next] != 0
                        || p & self.both != self.both
                        || self.path.contains(&next)
                    {
                        continue;
                    }
                    let new_extra = extra | (p & !self.both);
                    let more = p.count_ones() > 2;
                    if !more || new_extra.count_ones() == 1 || allowed_extra > 0 {
                        self.extend(next, allowed_extra - i32::from(more), new_extra, Some(kind));
                    }
                }
            }
        }
        self.path.pop();
    }
}

/// Each house the loop enters holds two of its cells, one at an even and
/// one at an odd position.
fn valid(houses_of: &[Vec<(usize, usize)>], lp: &[usize]) -> bool {
    let (mut even, mut odd) = (Vec::new(), Vec::new());
    for (i, &c) in lp.iter().enumerate() {
        let side = if i % 2 == 0 { &mut even } else { &mut odd };
        for &(_, h) in &houses_of[c] {
            if side.contains(&h) {
                return false;
            }
            side.push(h);
        }
    }
    even.sort_unstable();
    odd.sort_unstable();
    even == odd
}

/// Whether a neighbour rule (anti-knight, anti-king, non-consecutive)
/// touches the loop: a rule neighbour of a loop cell that may hold a or b
/// (or, for non-consecutive, a digit next to a or b).
fn restricted(
    layout: &Layout,
    board: &LogicBoard,
    houses_of: &[Vec<(usize, usize)>],
    lp: &[usize],
    both: u32,
) -> bool {
    let n = layout.size as u32;
    let next_to = ((both << 1) | (both >> 1)) & ((1u32 << n) - 1);
    lp.iter().any(|&c| {
        // A peer in no common full house is a rule neighbour; the
        // houses are compared only for a peer that may hold a or b.
        let rule_neighbour = layout.peers[c].cells().any(|p| {
            board.candidates[p] & both != 0
                && !houses_of[p]
                    .iter()
                    .any(|&(_, h)| houses_of[c].iter().any(|&(_, g)| g == h))
        });
        rule_neighbour
            || layout.not_consecutive[c]
                .iter()
                .any(|&p| board.candidates[p] & next_to != 0)
    })
}

/// The loop's hints: type 1, 2 and 4 as steps, a possible type 3 as a
/// placeholder ranked by the lowest difficulty it could have.
fn hints(
    layout: &Layout,
    board: &LogicBoard,
    houses_of: &[Vec<(usize, usize)>],
    lp: &[usize],
    both: u32,
) -> Vec<Found> {
    let difficulty = loop_difficulty(lp.len());
    let mut key = lp.to_vec();
    key.sort_unstable();
    let extra: Vec<usize> = lp
        .iter()
        .copied()
        .filter(|&c| board.candidates[c].count_ones() > 2)
        .collect();
    let others = extra.iter().fold(0u32, |m, &c| m | board.candidates[c]) & !both;
    let step = |kind: u8, eliminations: Vec<(usize, u8)>, houses: Vec<usize>, digits: u32| Found {
        difficulty,
        kind,
        class: kind,
        key: key.clone(),
        step: Step {
            technique: Technique::UniqueLoop(kind),
            placements: Vec::new(),
            eliminations,
            houses,
            cells: lp.to_vec(),
            digits,
        },
    };
    let pair: Vec<u8> = (1..=layout.size as u8)
        .filter(|&d| both & bit(d) != 0)
        .collect();
    let mut out = Vec::new();
    match extra.len() {
        0 => {}
        1 => out.push(step(
            1,
            pair.iter().map(|&d| (extra[0], d)).collect(),
            Vec::new(),
            both,
        )),
        _ if others.count_ones() == 1 => {
            let z = others.trailing_zeros() as u8 + 1;
            let mut seen = layout.peers[extra[0]];
            for &c in &extra[1..] {
                seen.intersect(&layout.peers[c]);
            }
            let eliminations: Vec<(usize, u8)> = seen
                .cells()
                .filter(|&c| !extra.contains(&c) && board.candidates[c] & bit(z) != 0)
                .map(|c| (c, z))
                .collect();
            if !eliminations.is_empty() {
                out.push(step(2, eliminations, Vec::new(), both | others));
            }
        }
        _ => {}
    }
    if extra.len() == 2 {
        let (c1, c2) = (extra[0], extra[1]);
        let common: Vec<usize> = houses_of[c1]
            .iter()
            .filter(|&&(_, h)| houses_of[c2].iter().any(|&(_, g)| g == h))
            .map(|&(_, h)| h)
            .collect();
        if others.count_ones() >= 2 {
            for hint in
                unique_loop_sets::type_3(layout, board, &common, lp, both, c1, c2, difficulty)
            {
                out.push(Found {
                    difficulty: hint.difficulty,
                    kind: 3,
                    class: if hint.hidden { 6 } else { 5 },
                    key: key.clone(),
                    step: hint.step,
                });
            }
        }
        // The last house (in order) where a digit has no place but c1, c2.
        let locked = |d: u8| {
            common.iter().copied().rev().find(|&h| {
                layout.houses[h]
                    .cells
                    .iter()
                    .all(|&c| c == c1 || c == c2 || board.candidates[c] & bit(d) == 0)
            })
        };
        let (a, b) = (pair[0], pair[1]);
        let type4 = match (locked(a), locked(b)) {
            (Some(h), _) => Some((h, a, b)),
            (None, Some(h)) => Some((h, b, a)),
            _ => None,
        };
        if let Some((house, lock, remove)) = type4 {
            out.push(step(
                4,
                vec![(c1, remove), (c2, remove)],
                vec![house],
                bit(lock) | bit(remove),
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::sukaku_scale::SukakuVariant;
    use super::*;

    /// Cell index of row r, column c (1-based).
    fn rc(r: usize, c: usize) -> usize {
        (r - 1) * 9 + c - 1
    }

    const NO_ONE_TWO: u32 = 0b1_1111_1100;

    /// A rectangle on {1, 2} at r1c1, r2c1, r1c4, r2c4 (boxes 1 and 2);
    /// every other cell holds 3..9 unless set.
    fn board(layout: &Layout, set: &[(usize, u32)]) -> LogicBoard {
        let mut masks = vec![NO_ONE_TWO; 81];
        for &(c, m) in set {
            masks[c] = m;
        }
        LogicBoard::from_candidates(layout, &masks).unwrap()
    }

    #[test]
    fn type_1_removes_the_pair_from_the_one_extra_cell() {
        let layout = Layout::new(&SukakuVariant::Classic.rules());
        let b = board(
            &layout,
            &[
                (rc(1, 1), 0b11),
                (rc(2, 1), 0b11),
                (rc(1, 4), 0b11),
                (rc(2, 4), 0b111),
            ],
        );
        let (step, d) = unique_loop(&layout, &b, &Work::unlimited())
            .unwrap()
            .unwrap();
        assert_eq!(step.technique, Technique::UniqueLoop(1));
        assert_eq!(d, 45);
        assert_eq!(step.eliminations, vec![(rc(2, 4), 1), (rc(2, 4), 2)]);
        let mut cells = step.cells.clone();
        cells.sort_unstable();
        assert_eq!(cells, vec![rc(1, 1), rc(1, 4), rc(2, 1), rc(2, 4)]);
    }

    #[test]
    fn type_2_removes_the_extra_digit_from_cells_seeing_both_extra_cells() {
        let layout = Layout::new(&SukakuVariant::Classic.rules());
        let b = board(
            &layout,
            &[
                (rc(1, 1), 0b11),
                (rc(2, 1), 0b11),
                (rc(1, 4), 0b111),
                (rc(2, 4), 0b111),
            ],
        );
        let (step, _) = unique_loop(&layout, &b, &Work::unlimited())
            .unwrap()
            .unwrap();
        assert_eq!(step.technique, Technique::UniqueLoop(2));
        // Column 4 and box 2 less the two extra cells: 7 + 7 cells, r3c4
        // in both.
        assert_eq!(step.eliminations.len(), 13);
        assert!(step.eliminations.iter().all(|&(c, d)| d == 3
            && c != rc(1, 4)
            && c != rc(2, 4)
            && (c % 9 == 3 || (c / 27 == 0 && (3..6).contains(&(c % 9))))));
    }

    #[test]
    fn type_4_when_type_2_has_nothing_to_remove() {
        let layout = Layout::new(&SukakuVariant::Classic.rules());
        // No 3 in column 4 or box 2 but the extra cells: type 2 is empty.
        let mut set = vec![
            (rc(1, 1), 0b11),
            (rc(2, 1), 0b11),
            (rc(1, 4), 0b111),
            (rc(2, 4), 0b111),
        ];
        for c in 0..81 {
            let in_col_4 = c % 9 == 3;
            let in_box_2 = c / 27 == 0 && (3..6).contains(&(c % 9));
            if (in_col_4 || in_box_2) && !set.iter().any(|&(s, _)| s == c) {
                set.push((c, NO_ONE_TWO & !0b100));
            }
        }
        let b = board(&layout, &set);
        let (step, d) = unique_loop(&layout, &b, &Work::unlimited())
            .unwrap()
            .unwrap();
        assert_eq!(step.technique, Technique::UniqueLoop(4));
        assert_eq!(d, 45);
        // 1 has no place in column 4 (the last shared house in order) but
        // the extra cells: one of them is 1, so neither is 2.
        let mut removed = step.eliminations.clone();
        removed.sort_unstable();
        assert_eq!(removed, vec![(rc(1, 4), 2), (rc(2, 4), 2)]);
        assert_eq!(layout.houses[step.houses[0]].kind, HouseKind::Column);
    }

    #[test]
    fn anti_knight_drops_a_loop_whose_rule_neighbour_may_hold_its_digits() {
        let set = [
            (rc(1, 1), 0b11),
            (rc(2, 1), 0b11),
            (rc(1, 4), 0b11),
            (rc(2, 4), 0b111),
        ];
        let layout = Layout::new(&SukakuVariant::AntiKnight.rules());
        assert!(
            unique_loop(&layout, &board(&layout, &set), &Work::unlimited())
                .unwrap()
                .is_some()
        );
        // r2c2 is a knight's move from r1c4 and shares no house with it.
        let mut touched = set.to_vec();
        touched.push((rc(2, 2), NO_ONE_TWO | 0b1));
        assert_eq!(
            unique_loop(&layout, &board(&layout, &touched), &Work::unlimited()),
            Ok(None)
        );
        // Without the rule the same loop stands.
        let classic = Layout::new(&SukakuVariant::Classic.rules());
        assert!(
            unique_loop(&classic, &board(&classic, &touched), &Work::unlimited())
                .unwrap()
                .is_some()
        );
    }

    #[test]
    fn type_3_hidden_pair_with_the_loop_digits() {
        let layout = Layout::new(&SukakuVariant::Classic.rules());
        // c1 = r2c4 {1,2,4}, c2 = r1c4 {1,2,3}; in box 2, 1 and 2 have one
        // other place, r3c5, so {1, 2} is a hidden pair over r3c5 and
        // whichever extra cell holds neither 3 nor 4: r3c5 loses 5. Other
        // places of 1 and 2 in column 4 (r5c4) and box 2 (r3c5) rule out
        // type 4.
        let b = board(
            &layout,
            &[
                (rc(1, 1), 0b11),
                (rc(2, 1), 0b11),
                (rc(1, 4), 0b111),
                (rc(2, 4), 0b1011),
                (rc(3, 4), 0b1100),
                (rc(3, 5), 0b1_0011),
                (rc(5, 4), 0b1_0011),
            ],
        );
        let (step, d) = unique_loop(&layout, &b, &Work::unlimited())
            .unwrap()
            .unwrap();
        assert_eq!(step.technique, Technique::UniqueLoop(3));
        assert_eq!(d, 45);
        assert_eq!(step.eliminations, vec![(rc(3, 5), 5)]);
        assert_eq!(layout.houses[step.houses[0]].kind, HouseKind::Region);
    }

    #[test]
    fn loop_difficulty_by_length() {
        let ds: Vec<u8> = [4, 6, 8, 10, 12].map(loop_difficulty).to_vec();
        assert_eq!(ds, vec![45, 46, 47, 50, 50]);
    }
}
