//! Skyscraper, 2-string kite and empty rectangle: patterns of one digit
//! built on conjugate pairs (houses where the digit has two places).
//! HoDoKu's scan orders: skyscrapers in rows for digits 1-9, then in
//! columns; kites and empty rectangles digit by digit; the first found.

use super::board::{bit, Board};
use super::step::HodokuStep;
use super::table::numbers::{EMPTY_RECTANGLE, SKYSCRAPER, TWO_STRING_KITE};
use crate::geometry::{box_of, cell_at, col_of, row_of, CellSet, HOUSE_SETS, PEER_SETS};

/// The conjugate pairs of `digit` in houses `first..first + 9`, each as its
/// two cells in house order: (pairs, how many). On the stack: each search
/// asks for them per digit on every grid it runs on.
fn conjugate_pairs(board: &Board, first: usize, digit: u8) -> ([(usize, usize); 9], usize) {
    let mut pairs = [(0, 0); 9];
    let mut count = 0;
    for (house, &house_set) in HOUSE_SETS.iter().enumerate().skip(first).take(9) {
        if board.free[house][digit as usize] != 2 {
            continue;
        }
        let mut cells = board.digit_cells[digit as usize].and(house_set).iter();
        if let (Some(a), Some(b)) = (cells.next(), cells.next()) {
            pairs[count] = (a, b);
            count += 1;
        }
    }
    (pairs, count)
}

/// Per search (skyscraper in rows, in columns, 2-string kite, empty
/// rectangle) and digit, the digit's places on a walk's earlier grid where
/// the search found nothing. Each reads only the digit's places, so on the
/// same places it finds nothing again.
#[derive(Default)]
pub(super) struct Memo([[Option<CellSet>; 10]; 4]);

impl Memo {
    /// Whether search `kind` found nothing on `digit`'s places as they are.
    fn known_empty(&self, kind: usize, board: &Board, digit: u8) -> bool {
        self.0[kind][digit as usize] == Some(board.digit_cells[digit as usize])
    }

    fn found_nothing(&mut self, kind: usize, board: &Board, digit: u8) {
        self.0[kind][digit as usize] = Some(board.digit_cells[digit as usize]);
    }
}

fn step_with(technique: u32, digit: u8, cells: &[usize], gone: CellSet) -> HodokuStep {
    let mut step = HodokuStep::new(technique);
    step.digits = bit(digit);
    step.cells = cells.iter().map(|&c| c as u8).collect();
    for cell in gone {
        step.eliminate(cell, digit);
    }
    step
}

/// Two conjugate pairs in parallel lines, one end of each in a shared
/// crossing line: a cell seeing both other ends cannot hold the digit.
pub(super) fn skyscraper(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    for rows in [true, false] {
        // The crossing line of a cell, and the kind the pairs lie in.
        let crossing = |cell: usize| if rows { col_of(cell) } else { row_of(cell) };
        let kind = usize::from(!rows);
        for digit in 1..=9u8 {
            if memo.known_empty(kind, board, digit) {
                continue;
            }
            let (pairs, count) = conjugate_pairs(board, if rows { 0 } else { 9 }, digit);
            let pairs = &pairs[..count];
            for (i, &a) in pairs.iter().enumerate() {
                for &b in &pairs[i + 1..] {
                    let (free_a, free_b, linked_a, linked_b) = if crossing(a.0) == crossing(b.0) {
                        (a.1, b.1, a.0, b.0)
                    } else if crossing(a.1) == crossing(b.1) {
                        (a.0, b.0, a.1, b.1)
                    } else {
                        continue;
                    };
                    if crossing(free_a) == crossing(free_b) {
                        continue; // an X-Wing
                    }
                    let gone = board.digit_cells[digit as usize]
                        .and(PEER_SETS[free_a])
                        .and(PEER_SETS[free_b]);
                    if !gone.is_empty() {
                        let cells = [free_a, free_b, linked_a, linked_b];
                        return Some(step_with(SKYSCRAPER, digit, &cells, gone));
                    }
                }
            }
            memo.found_nothing(kind, board, digit);
        }
    }
    None
}

/// A conjugate pair in a row and one in a column with an end of each in
/// one box: the cell in the row of the column's other end and the column
/// of the row's other end cannot hold the digit.
pub(super) fn two_string_kite(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    for digit in 1..=9u8 {
        if memo.known_empty(2, board, digit) {
            continue;
        }
        let (row_pairs, rows) = conjugate_pairs(board, 0, digit);
        let (col_pairs, cols) = conjugate_pairs(board, 9, digit);
        for &(r0, r1) in &row_pairs[..rows] {
            for &(c0, c1) in &col_pairs[..cols] {
                // Name the ends so (row_box, col_box) share a box.
                let (row_box, row_free, col_box, col_free) = if box_of(r0) == box_of(c0) {
                    (r0, r1, c0, c1)
                } else if box_of(r0) == box_of(c1) {
                    (r0, r1, c1, c0)
                } else if box_of(r1) == box_of(c0) {
                    (r1, r0, c0, c1)
                } else if box_of(r1) == box_of(c1) {
                    (r1, r0, c1, c0)
                } else {
                    continue;
                };
                if [r0, r1].iter().any(|&r| r == c0 || r == c1) {
                    continue;
                }
                let cross = cell_at(row_of(col_free), col_of(row_free));
                if board.cands[cross] & bit(digit) != 0 {
                    let cells = [row_free, col_free, row_box, col_box];
                    return Some(step_with(
                        TWO_STRING_KITE,
                        digit,
                        &cells,
                        CellSet::single(cross),
                    ));
                }
            }
        }
        memo.found_nothing(2, board, digit);
    }
    None
}

/// A box whose places for the digit lie in one row and one column (the
/// others, four cells off that cross, empty of it), with a conjugate pair
/// leaving from the cross: the pair's far end's line loses the digit where
/// it meets the cross's other line.
pub(super) fn empty_rectangle(board: &Board, memo: &mut Memo) -> Option<HodokuStep> {
    let places = |digit: u8| board.digit_cells[digit as usize];
    for digit in 1..=9u8 {
        if memo.known_empty(3, board, digit) {
            continue;
        }
        for block in 0..9 {
            let count = board.free[18 + block][digit as usize];
            if !(2..=5).contains(&count) {
                continue;
            }
            let in_box = places(digit).and(HOUSE_SETS[18 + block]);
            let (top, left) = (3 * (block / 3), 3 * (block % 3));
            // The cross's row and column, bottom-right first as HoDoKu
            // numbers its nine patterns.
            for pattern in 0..9 {
                let row = top + 2 - pattern / 3;
                let col = left + 2 - pattern % 3;
                let off_cross = HOUSE_SETS[18 + block]
                    .minus(HOUSE_SETS[row])
                    .minus(HOUSE_SETS[9 + col]);
                if !in_box.and(off_cross).is_empty() {
                    continue;
                }
                let row_part = in_box.and(HOUSE_SETS[row]).minus(HOUSE_SETS[9 + col]);
                let col_part = in_box.and(HOUSE_SETS[9 + col]).minus(HOUSE_SETS[row]);
                if row_part.is_empty() || col_part.is_empty() {
                    continue;
                }
                let found = empty_rectangle_from(board, digit, block, in_box, row, col, false)
                    .or_else(|| empty_rectangle_from(board, digit, block, in_box, row, col, true));
                if found.is_some() {
                    return found;
                }
            }
        }
        memo.found_nothing(3, board, digit);
    }
    None
}

/// Walks the cross's row (`along_col` false: conjugate pairs in columns)
/// or its column (true: pairs in rows) outside the box.
fn empty_rectangle_from(
    board: &Board,
    digit: u8,
    block: usize,
    in_box: CellSet,
    row: usize,
    col: usize,
    along_col: bool,
) -> Option<HodokuStep> {
    let places = board.digit_cells[digit as usize];
    let walked = if along_col {
        HOUSE_SETS[9 + col]
    } else {
        HOUSE_SETS[row]
    };
    for cell in walked.and(places) {
        if box_of(cell) == block {
            continue;
        }
        let pair_house = if along_col {
            row_of(cell)
        } else {
            9 + col_of(cell)
        };
        let pair = places.and(HOUSE_SETS[pair_house]);
        if pair.len() != 2 {
            continue;
        }
        let far = pair.minus(CellSet::single(cell)).first()?;
        let far_line = if along_col {
            9 + col_of(far)
        } else {
            row_of(far)
        };
        for target in places.and(HOUSE_SETS[far_line]) {
            if box_of(target) == block {
                continue;
            }
            let meets = if along_col {
                row_of(target) == row
            } else {
                col_of(target) == col
            };
            if meets {
                let mut step = HodokuStep::new(EMPTY_RECTANGLE);
                step.digits = bit(digit);
                step.cells = vec![cell as u8, far as u8];
                step.cells.extend(in_box.iter().map(|c| c as u8));
                step.eliminate(target, digit);
                return Some(step);
            }
        }
    }
    None
}
