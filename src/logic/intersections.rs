//! Intersections: pointing (a box's candidates for a digit all in one line)
//! and claiming (a line's candidates all in one box), and their direct forms,
//! which Sudoku Explainer rates lower because they lead straight to a hidden
//! single.

use super::board::{house_cells, shared, Board};
use super::masks::{digit_bit, digits, Count};
use super::step::{Step, StepKind};
use super::technique::Technique;
use crate::geometry::{CellSet, HOUSE_SETS};

/// For a 9-bit position mask, the third (0-2) that holds every position
/// when there are two or more, 3 otherwise; thirds are `{0,1,2}`, `{3,4,5}`,
/// `{6,7,8}` (a line's three boxes, a box's three rows) or, for a box's
/// columns, `{0,3,6}`, `{1,4,7}`, `{2,5,8}`.
static THIRD: [[u8; 512]; 2] = {
    let mut table = [[3u8; 512]; 2];
    let groups = [
        [0b111, 0b111_000, 0b111_000_000],
        [0b001_001_001, 0b010_010_010, 0b100_100_100],
    ];
    let mut g = 0;
    while g < 2 {
        let mut mask = 0;
        while mask < 512 {
            let mut j = 0;
            while j < 3 {
                if mask & !groups[g][j] == 0 && (mask as u16).count_ones() >= 2 {
                    table[g][mask] = j as u8;
                }
                j += 1;
            }
            mask += 1;
        }
        g += 1;
    }
    table
};

/// The kinds of intersection in Sudoku Explainer's order: boxes with the
/// columns they cross, boxes with their rows (pointing), columns with the
/// boxes they cross, rows with their boxes (claiming). Houses: rows 0,
/// columns 9, boxes 18.
#[derive(Clone, Copy)]
enum Kind {
    BoxColumn,
    BoxRow,
    ColumnBox,
    RowBox,
}

impl Kind {
    /// The first house of each kind of the pair's first house.
    fn base(self) -> usize {
        match self {
            Kind::BoxColumn | Kind::BoxRow => 18,
            Kind::ColumnBox => 9,
            Kind::RowBox => 0,
        }
    }

    /// Which table of thirds splits the first house.
    fn thirds(self) -> usize {
        match self {
            Kind::BoxColumn => 1,
            _ => 0,
        }
    }

    /// The house crossing `house1` in its third `j`.
    fn crossing(self, house1: usize, j: usize) -> usize {
        let i = house1 - self.base();
        match self {
            Kind::BoxColumn => 9 + i % 3 * 3 + j,
            Kind::BoxRow => i / 3 * 3 + j,
            Kind::ColumnBox => 18 + j * 3 + i / 3,
            Kind::RowBox => 18 + i / 3 * 3 + j,
        }
    }
}

/// The first intersection, direct (leading to a hidden single, which is
/// what the step places) or not (an elimination worth making): houses in
/// order, then the crossing houses in order, then digits.
pub fn locking(board: &Board, direct: bool) -> Option<Step> {
    for kind in [Kind::BoxColumn, Kind::BoxRow, Kind::ColumnBox, Kind::RowBox] {
        let table = &THIRD[kind.thirds()];
        for house1 in kind.base()..kind.base() + 9 {
            // The digits locked in each third of the house.
            let mut locked_in = [0u16; 4];
            for (d, &positions) in board.positions[house1].iter().enumerate() {
                locked_in[table[positions as usize] as usize] |= 1 << d;
            }
            for (j, &locked_digits) in locked_in[..3].iter().enumerate() {
                let house2 = kind.crossing(house1, j);
                let outside = !shared(house2, house1);
                for digit in digits(locked_digits) {
                    // Nothing to remove: no elimination, and (the houses
                    // crossing house2 meet it only outside house1) no
                    // single follows.
                    if board.positions(house2, digit) & outside == 0 {
                        continue;
                    }
                    if direct {
                        if let Some((house3, cell)) = following_single(board, house1, house2, digit)
                        {
                            let mut step = locked(board, house1, house2, digit, true);
                            step.kind = StepKind::Placement;
                            step.cell = cell as u8;
                            step.digit = digit;
                            step.add_house(house3);
                            step.add_pattern(cell, digit_bit(digit));
                            return Some(step);
                        }
                    } else {
                        return Some(locked(board, house1, house2, digit, false));
                    }
                }
            }
        }
    }
    None
}

/// Whether a box and a line share cells.
fn crosses(a: usize, b: usize) -> bool {
    shared(a, b) != 0
}

/// After removing `digit` from `house2` outside `house1`, the first other
/// house of `house1`'s kind crossing `house2` that is left with one place
/// for the digit, and the place.
fn following_single(
    board: &Board,
    house1: usize,
    house2: usize,
    digit: u8,
) -> Option<(usize, usize)> {
    let base1 = house1 / 9 * 9;
    for house3 in (base1..base1 + 9).filter(|&h| h != house1 && crosses(h, house2)) {
        let found = board.positions(house3, digit);
        if found.count() < 2 {
            continue;
        }
        let left = found & !shared(house3, house2);
        if left.count() == 1 {
            return house_cells(house3, left).first().map(|cell| (house3, cell));
        }
    }
    None
}

/// The step of a locked digit: its candidates in `house1` lie in `house2`,
/// so the rest of `house2` loses it.
fn locked(board: &Board, house1: usize, house2: usize, digit: u8, direct: bool) -> Step {
    let pointing = house1 >= 18;
    let technique = match (pointing, direct) {
        (true, true) => Technique::DirectPointing,
        (false, true) => Technique::DirectClaiming,
        (true, false) => Technique::Pointing,
        (false, false) => Technique::Claiming,
    };
    let bit = digit_bit(digit);
    let mut step = Step::of(StepKind::Elimination, technique);
    step.add_house(house1);
    step.add_house(house2);
    step.digits = bit;
    for cell in board.position_cells(house1, digit) {
        step.add_cell(cell, bit);
    }
    let outside: CellSet = HOUSE_SETS[house2].minus(HOUSE_SETS[house1]);
    for cell in board.cells_with(outside, digit) {
        step.eliminations[cell] = bit;
    }
    step
}
