//! Uniqueness tests 1-6 and hidden rectangles: a rectangle of four cells
//! in two rows, two columns and two boxes that could all hold the same two
//! digits would give two solutions, so the puzzle's uniqueness forbids it.
//!
//! HoDoKu's search: from each bivalue cell (index order) with its digits,
//! a second cell of its box in its row or column, then the two cells
//! opposite; a digit counts as possible in a cell when no placed digit
//! forbids it, even if an elimination removed it. Each rectangle once; the
//! first rectangle giving a step of the wanted type wins.

use super::board::{bit, digits_of, ones, Board, ALL_DIGITS};
use super::step::HodokuStep;
use super::table::numbers::{
    HIDDEN_RECTANGLE, UNIQUENESS_1, UNIQUENESS_2, UNIQUENESS_3, UNIQUENESS_4, UNIQUENESS_5,
    UNIQUENESS_6,
};
use crate::geometry::{
    box_of, cell_at, col_of, row_of, CellSet, CELLS, HOUSE_CELLS, HOUSE_SETS, PEER_SETS,
};

/// Per digit, the empty cells no placed digit forbids it.
fn allowed(board: &Board) -> [CellSet; 10] {
    let empty: CellSet = (0..CELLS).filter(|&c| board.values[c] == 0).collect();
    let mut allowed = [empty; 10];
    for (&value, peers) in board.values.iter().zip(PEER_SETS.iter()) {
        let digit = value as usize;
        if digit != 0 {
            allowed[digit] = allowed[digit].minus(*peers);
        }
    }
    allowed
}

/// A rectangle: its cells in HoDoKu's order and its two digits.
type Rectangle = ([usize; 4], u8, u8);

/// The grid's rectangles in HoDoKu's order, each once, found by the first
/// of the seven searches of a step and read by the others (the grid does
/// not change between them).
#[derive(Default)]
pub(super) struct Rectangles(Option<Vec<Rectangle>>);

pub(super) fn find(
    board: &Board,
    technique: u32,
    rectangles: &mut Rectangles,
) -> Option<HodokuStep> {
    let rectangles = rectangles.0.get_or_insert_with(|| all_rectangles(board));
    rectangles.iter().find_map(|&(cells, d1, d2)| {
        Rect {
            board,
            cells,
            d1,
            d2,
        }
        .check(technique)
    })
}

fn all_rectangles(board: &Board) -> Vec<Rectangle> {
    let allowed = allowed(board);
    let mut seen: Vec<[usize; 4]> = Vec::new();
    let mut found = Vec::new();
    for i11 in 0..CELLS {
        let mask = board.cands[i11];
        if ones(mask) != 2 {
            continue;
        }
        // Two digits: the lowest set bit and the other.
        let d1 = mask.trailing_zeros() as u8 + 1;
        let d2 = (mask & (mask - 1)).trailing_zeros() as u8 + 1;
        let possible =
            |c: usize| allowed[d1 as usize].contains(c) && allowed[d2 as usize].contains(c);
        for &i12 in &HOUSE_CELLS[18 + box_of(i11)] {
            let i12 = i12 as usize;
            let same_row = row_of(i12) == row_of(i11);
            if i12 == i11 || (!same_row && col_of(i12) != col_of(i11)) {
                continue;
            }
            if board.values[i12] != 0 || !possible(i12) {
                continue;
            }
            // The lines through i11 and i12 across the shared one.
            let (line11, line12) = if same_row {
                (9 + col_of(i11), 9 + col_of(i12))
            } else {
                (row_of(i11), row_of(i12))
            };
            for (&i21, &i22) in HOUSE_CELLS[line11].iter().zip(&HOUSE_CELLS[line12]) {
                let (i21, i22) = (i21 as usize, i22 as usize);
                if box_of(i21) == box_of(i11) || board.values[i21] != 0 || board.values[i22] != 0 {
                    continue;
                }
                if !possible(i21) || !possible(i22) {
                    continue;
                }
                let mut key = [i11, i12, i21, i22];
                key.sort();
                if seen.contains(&key) {
                    continue;
                }
                seen.push(key);
                found.push(([i11, i12, i21, i22], d1, d2));
            }
        }
    }
    found
}

struct Rect<'a> {
    board: &'a Board,
    cells: [usize; 4],
    d1: u8,
    d2: u8,
}

impl Rect<'_> {
    fn step(&self, technique: u32) -> HodokuStep {
        let mut step = HodokuStep::new(technique);
        step.digits = bit(self.d1) | bit(self.d2);
        step.cells = self.cells.iter().map(|&c| c as u8).collect();
        step
    }

    fn finish(step: HodokuStep) -> Option<HodokuStep> {
        (!step.eliminations.is_empty()).then_some(step)
    }

    fn check(&self, technique: u32) -> Option<HodokuStep> {
        let board = self.board;
        let pair = bit(self.d1) | bit(self.d2);
        let extra = |c: usize| board.cands[c] & !pair & ALL_DIGITS;
        // The corners holding only the pair, and the others, in order.
        let (mut plain, mut more) = ([0; 4], [0; 4]);
        let (mut plain_count, mut more_count) = (0, 0);
        for &c in &self.cells {
            if extra(c) == 0 {
                plain[plain_count] = c;
                plain_count += 1;
            } else {
                more[more_count] = c;
                more_count += 1;
            }
        }
        let (plain, more) = (&plain[..plain_count], &more[..more_count]);
        match technique {
            UNIQUENESS_1 if plain.len() == 3 => {
                let mut step = self.step(UNIQUENESS_1);
                for d in [self.d1, self.d2] {
                    if board.cands[more[0]] & bit(d) != 0 {
                        step.eliminate(more[0], d);
                    }
                }
                Self::finish(step)
            }
            UNIQUENESS_2 | UNIQUENESS_5 if matches!(plain.len(), 1 | 2) => {
                let mut extras = 0u16;
                let mut seen_by_all = CellSet::ALL;
                for &c in more {
                    extras |= extra(c);
                    if extras.count_ones() > 1 {
                        return None;
                    }
                    seen_by_all = seen_by_all.and(PEER_SETS[c]);
                }
                let digit = extras.trailing_zeros() as u8 + 1;
                let rect: CellSet = self.cells.iter().copied().collect();
                let gone = board.digit_cells[digit as usize]
                    .and(seen_by_all)
                    .minus(rect);
                if gone.is_empty() {
                    return None;
                }
                let second = if more.len() > 1 { more[1] } else { plain[0] };
                let in_line =
                    row_of(more[0]) == row_of(second) || col_of(more[0]) == col_of(second);
                let kind = if more.len() <= 2 && in_line {
                    UNIQUENESS_2
                } else {
                    UNIQUENESS_5
                };
                if kind != technique {
                    return None;
                }
                let mut step = self.step(kind);
                for target in gone {
                    step.eliminate(target, digit);
                }
                Some(step)
            }
            UNIQUENESS_3 if plain.len() == 2 => self.type_3(more),
            UNIQUENESS_4 if plain.len() == 2 => {
                let (a, b) = (more[0], more[1]);
                if row_of(a) != row_of(b) && col_of(a) != col_of(b) {
                    return None;
                }
                let both = PEER_SETS[a].and(PEER_SETS[b]);
                let absent = |d: u8| board.digit_cells[d as usize].and(both).is_empty();
                let gone = if absent(self.d1) {
                    self.d2
                } else if absent(self.d2) {
                    self.d1
                } else {
                    return None;
                };
                let mut step = self.step(UNIQUENESS_4);
                for &c in more {
                    if board.cands[c] & bit(gone) != 0 {
                        step.eliminate(c, gone);
                    }
                }
                Self::finish(step)
            }
            UNIQUENESS_6 if plain.len() == 2 => {
                let (a, b) = (more[0], more[1]);
                if row_of(a) == row_of(b) || col_of(a) == col_of(b) {
                    return None;
                }
                let rect: CellSet = self.cells.iter().copied().collect();
                let lines = HOUSE_SETS[row_of(a)]
                    .or(HOUSE_SETS[row_of(b)])
                    .or(HOUSE_SETS[9 + col_of(a)])
                    .or(HOUSE_SETS[9 + col_of(b)])
                    .minus(rect);
                let absent = |d: u8| board.digit_cells[d as usize].and(lines).is_empty();
                let gone = if absent(self.d1) {
                    self.d1
                } else if absent(self.d2) {
                    self.d2
                } else {
                    return None;
                };
                let mut step = self.step(UNIQUENESS_6);
                let mut sorted = [0; 4];
                let sorted = &mut sorted[..more.len()];
                sorted.copy_from_slice(more);
                sorted.sort();
                for &mut c in sorted {
                    if board.cands[c] & bit(gone) != 0 {
                        step.eliminate(c, gone);
                    }
                }
                Self::finish(step)
            }
            HIDDEN_RECTANGLE if matches!(plain.len(), 1 | 2) => {
                if plain.len() == 2 {
                    let (a, b) = (plain[0], plain[1]);
                    if row_of(a) == row_of(b) || col_of(a) == col_of(b) {
                        return None;
                    }
                }
                plain.iter().find_map(|&corner| self.hidden(corner, more))
            }
            _ => None,
        }
    }

    /// Type 3: the two cells with extra digits and `k` more cells of a
    /// house they share hold `k` digits (besides the pair) between them: a
    /// naked subset that clears those digits from the house.
    fn type_3(&self, more: &[usize]) -> Option<HodokuStep> {
        let board = self.board;
        let pair = bit(self.d1) | bit(self.d2);
        let extras = more
            .iter()
            .fold(0, |m, &c| m | (board.cands[c] & !pair & ALL_DIGITS));
        let (a, b) = (more[0], more[1]);
        let shared = [
            (row_of(a) == row_of(b)).then_some(row_of(a)),
            (col_of(a) == col_of(b)).then_some(9 + col_of(a)),
            (box_of(a) == box_of(b)).then_some(18 + box_of(a)),
        ];
        for house in shared.into_iter().flatten() {
            let pool: Vec<usize> = HOUSE_CELLS[house]
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| {
                    !self.cells.contains(&c)
                        && board.values[c] == 0
                        && board.cands[c] & pair == 0
                        && board.cands[c] != 0
                })
                .collect();
            let mut picked = more.to_vec();
            if let Some(step) = self.type_3_from(house, &pool, 0, extras, &mut picked) {
                return Some(step);
            }
        }
        None
    }

    fn type_3_from(
        &self,
        house: usize,
        pool: &[usize],
        from: usize,
        digits: u16,
        picked: &mut Vec<usize>,
    ) -> Option<HodokuStep> {
        let board = self.board;
        for i in from..pool.len() {
            let digits = digits | board.cands[pool[i]];
            picked.push(pool[i]);
            let in_one_line = picked.iter().all(|&c| row_of(c) == row_of(picked[0]))
                || picked.iter().all(|&c| col_of(c) == col_of(picked[0]));
            // In a box, a subset in one line was found through the line.
            let checked = !(house >= 18 && in_one_line);
            if checked && digits.count_ones() as usize + 1 == picked.len() {
                let mut step = self.step(UNIQUENESS_3);
                let clear = |h: usize, step: &mut HodokuStep| {
                    for &c in &HOUSE_CELLS[h] {
                        let c = c as usize;
                        if board.values[c] != 0 || picked.contains(&c) {
                            continue;
                        }
                        for d in digits_of(board.cands[c] & digits) {
                            step.eliminate(c, d);
                        }
                    }
                };
                clear(house, &mut step);
                if house < 18 && picked.iter().all(|&c| box_of(c) == box_of(picked[0])) {
                    clear(18 + box_of(picked[0]), &mut step);
                }
                if !step.eliminations.is_empty() {
                    picked.pop();
                    return Some(step);
                }
            }
            let found = self.type_3_from(house, pool, i + 1, digits, picked);
            picked.pop();
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// Hidden rectangle from `corner`: if one digit of the pair has no
    /// place outside the rectangle in the row and column not through the
    /// corner, the other goes from the cell where they cross.
    fn hidden(&self, corner: usize, more: &[usize]) -> Option<HodokuStep> {
        let board = self.board;
        let (a, b) = (more[0], more[1]);
        let row = if row_of(a) != row_of(corner) {
            row_of(a)
        } else {
            row_of(b)
        };
        let col = if col_of(a) != col_of(corner) {
            col_of(a)
        } else {
            col_of(b)
        };
        let rect: CellSet = self.cells.iter().copied().collect();
        for (check, gone) in [(self.d1, self.d2), (self.d2, self.d1)] {
            let places = board.digit_cells[check as usize].minus(rect);
            if !places.and(HOUSE_SETS[row]).is_empty()
                || !places.and(HOUSE_SETS[9 + col]).is_empty()
            {
                continue;
            }
            let target = cell_at(row, col);
            if board.cands[target] & bit(gone) != 0 {
                let mut step = self.step(HIDDEN_RECTANGLE);
                step.eliminate(target, gone);
                return Some(step);
            }
        }
        None
    }
}
