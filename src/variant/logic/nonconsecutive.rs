//! Techniques of the non-consecutive rule (orthogonal neighbours never
//! differ by one), as SukakuExplainer rates them: a forcing cell and a
//! locked digit. Both read the neighbours from the rule set's "not
//! consecutive" pairs, so a pair exempted by a kropki dot is left out.

use super::super::rules::HouseKind;
use super::board::{bit, digits, LogicBoard};
use super::board_changes::Recall;
use super::layout::{CellSet, Layout};
use super::singles::{cells_at, places};
use super::step::{Step, Technique};

/// Digits that a cell holding `digit` forbids in a neighbour: itself (the
/// neighbours are peers) and its consecutive digits.
fn forbids(digit: u8, size: usize) -> u32 {
    let mut mask = bit(digit);
    if digit > 1 {
        mask |= bit(digit - 1);
    }
    if (digit as usize) < size {
        mask |= bit(digit + 1);
    }
    mask
}

/// A cell of 2 or 3 candidates: the digits every candidate forbids leave
/// all its neighbours. Cells in order.
pub(super) fn forcing_cell(layout: &Layout, board: &LogicBoard) -> Option<Step> {
    for cell in 0..board.values.len() {
        let mask = board.candidates[cell];
        if board.values[cell] != 0 || !(2..=3).contains(&mask.count_ones()) {
            continue;
        }
        let gone = digits(mask).fold(u32::MAX, |acc, d| acc & forbids(d, layout.size));
        if gone == 0 {
            continue;
        }
        let eliminations: Vec<(usize, u8)> = layout.not_consecutive[cell]
            .iter()
            .flat_map(|&n| digits(board.candidates[n] & gone).map(move |d| (n, d)))
            .collect();
        if !eliminations.is_empty() {
            return Some(Step {
                technique: Technique::NonConsecutiveForcingCell,
                placements: Vec::new(),
                eliminations,
                houses: Vec::new(),
                cells: vec![cell],
                digits: gone,
            });
        }
    }
    None
}

/// A digit whose places in a house (at most three in a line, five in a
/// box) all are or touch one cell: that cell cannot hold the digit's
/// consecutive digits. Digits in order, then columns, rows and boxes.
pub(super) fn locked(layout: &Layout, board: &LogicBoard, mut recall: Recall) -> Option<Step> {
    let kinds = [
        (HouseKind::Window, 5),
        (HouseKind::Column, 3),
        (HouseKind::Row, 3),
        (HouseKind::Region, 5),
    ];
    for digit in 1..=layout.size as u8 {
        let consecutive = forbids(digit, layout.size) & !bit(digit);
        for (kind, most) in kinds {
            for house in layout.houses_of_kinds(&[kind]) {
                // What a house removes reads the digit's places in it and
                // only shrinks as the board loses candidates.
                let key = house * layout.size + digit as usize - 1;
                if !layout.houses[house].full || recall.house_digit_unchanged(key, house, digit) {
                    continue;
                }
                let at = match recall.changes() {
                    Some(changes) => changes.places(house, digit),
                    None => places(layout, board, house, digit),
                };
                if at == 0 || at.count_ones() > most {
                    continue;
                }
                let cells = cells_at(layout, house, at);
                let touched = |c: usize| {
                    let mut set = CellSet::default();
                    set.insert(c);
                    for &n in &layout.not_consecutive[c] {
                        set.insert(n);
                    }
                    set
                };
                let mut victims = touched(cells[0]);
                for &c in &cells[1..] {
                    victims.intersect(&touched(c));
                }
                let eliminations: Vec<(usize, u8)> = victims
                    .cells()
                    .flat_map(|v| digits(board.candidates[v] & consecutive).map(move |d| (v, d)))
                    .collect();
                if !eliminations.is_empty() {
                    return Some(Step {
                        technique: Technique::LockedNonConsecutive,
                        placements: Vec::new(),
                        eliminations,
                        houses: vec![house],
                        cells,
                        digits: bit(digit),
                    });
                }
                recall.nothing_in_house_digit(key, house, digit);
            }
        }
    }
    None
}
