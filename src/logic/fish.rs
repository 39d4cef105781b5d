//! Basic fish: X-Wing, Swordfish, Jellyfish. In `degree` lines a digit can
//! only go in the same `degree` cross lines, so those cross lines lose it
//! everywhere else.

use super::board::Board;
use super::masks::{digit_bit, digits, subsets_of, Count};
use super::step::{Step, StepKind};
use super::technique::Technique;
use crate::geometry::cell_at;

/// The first fish of `degree` lines worth making: base columns first (the
/// rows lose the digit), then base rows, line sets in increasing order and,
/// for each, digits in order.
pub fn fish(board: &Board, degree: u32) -> Option<Step> {
    // Houses: rows 0-8, columns 9-17.
    for (base, cover) in [(9, 0), (0, 9)] {
        // Per digit, the base lines where the digit has 2 to `degree` places.
        // A fish needs at least 2 * degree open places for the digit.
        let mut open = 0u16;
        for digit in 1..=9u8 {
            if board.placed[digit as usize - 1] as u32 + 2 * degree <= 9 {
                open |= digit_bit(digit);
            }
        }
        let mut eligible = [0u16; 9];
        for line in 0..9 {
            for digit in digits(board.digits_with_places(base + line, 2, degree) & open) {
                eligible[digit as usize - 1] |= 1 << line;
            }
        }
        // Sudoku Explainer tries line sets in increasing order and, for each,
        // digits in order: the first fish is the one with the smallest line
        // set, then the smallest digit, among each digit's first.
        let mut first: Option<(u16, Step)> = None;
        for digit in 1..=9u8 {
            for lines in subsets_of(eligible[digit as usize - 1], degree) {
                if first.as_ref().is_some_and(|(best, _)| *best <= lines) {
                    break;
                }
                let covers = (0..9)
                    .filter(|line| lines >> line & 1 != 0)
                    .fold(0, |m, line| m | board.positions(base + line, digit));
                if covers.count() != degree {
                    continue;
                }
                let step = fish_step(board, base, cover, lines, covers, digit, degree);
                if step.elimination_count() > 0 {
                    first = Some((lines, step));
                    break;
                }
            }
        }
        if let Some((_, step)) = first {
            return Some(step);
        }
    }
    None
}

fn fish_step(
    board: &Board,
    base: usize,
    cover: usize,
    lines: u16,
    covers: u16,
    digit: u8,
    degree: u32,
) -> Step {
    let technique = match degree {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    let bit = digit_bit(digit);
    let mut step = Step::of(StepKind::Elimination, technique);
    step.digits = bit;
    // The cell where base line `b` meets cover line `c`.
    let at = |b: usize, c: usize| {
        if base == 0 {
            cell_at(b, c)
        } else {
            cell_at(c, b)
        }
    };
    for b in (0..9).filter(|b| lines >> b & 1 != 0) {
        step.add_house(base + b);
    }
    for c in (0..9).filter(|c| covers >> c & 1 != 0) {
        step.add_house(cover + c);
        for b in 0..9 {
            let cell = at(b, c);
            if !board.has(cell, digit) {
                continue;
            }
            if lines >> b & 1 != 0 {
                step.add_cell(cell, bit);
            } else {
                step.eliminations[cell] = bit;
            }
        }
    }
    step
}
