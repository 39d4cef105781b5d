//! Whether givens removed from a grid leave it the only solution, by an
//! exclusion search: a solution that differs from the grid on one of the
//! removed cells exists exactly when the puzzle has another solution. A
//! count to two first finds the grid itself and then looks for a second;
//! this skips the first half. Searches the open cell with the fewest
//! candidates for the weight of its houses' contradictions (dom/wdeg),
//! over the engine's board and propagation, trying the grid's
//! digit first: another solution usually differs from the grid on a few
//! cells only (an unavoidable set), so it is found near the grid.

use crate::variant::board::Board;
use crate::variant::propagate::propagate;
use crate::variant::rules::Rules;

/// The answer of [`other_solution_exists`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Exclusion {
    /// No solution differs from the grid on the removed cells.
    Unique,
    Several,
    BudgetExhausted,
}

/// Whether `puzzle` (a subset of `solution`, with `removed` emptied) has a
/// solution other than `solution`, within `budget` guesses (0: none),
/// given that with `removed` filled from `solution` it had only that one
/// (as each step of the removal keeps it): any other solution then
/// differs on a removed cell. The
/// other solutions are split by the first removed cell that differs: for
/// cell `i`, the cells before it hold the grid's digits and cell `i` any
/// other.
pub(super) fn other_solution_exists(
    rules: &Rules,
    puzzle: &[u8],
    removed: &[usize],
    solution: &[u8],
    budget: u64,
    house_weight: &mut [u32],
) -> Exclusion {
    let mut walk = Walk {
        rules,
        solution,
        budget,
        guesses: 0,
        exhausted: false,
        found: false,
        house_weight,
    };
    let mut givens = puzzle.to_vec();
    for &cell in removed {
        let grid_digit = 1u32 << (solution[cell] - 1);
        if let Ok(mut board) = Board::new(rules, &givens) {
            if board.narrow(cell, rules.all_digits() & !grid_digit).is_ok() {
                walk.descend(board);
            }
        }
        if walk.found {
            return Exclusion::Several;
        }
        if walk.exhausted {
            return Exclusion::BudgetExhausted;
        }
        givens[cell] = solution[cell];
    }
    Exclusion::Unique
}

struct Walk<'a> {
    rules: &'a Rules,
    solution: &'a [u8],
    budget: u64,
    guesses: u64,
    exhausted: bool,
    found: bool,
    /// Per full house: 1 plus the contradictions found in its cells, over
    /// the caller's whole pass, so branching goes where searches keep
    /// failing (dom/wdeg, as the engine's search weighs on 12x12 and up).
    house_weight: &'a mut [u32],
}

impl Walk<'_> {
    /// The open cell with the fewest candidates for the weight of its
    /// houses (the lowest cell on ties).
    fn most_constrained(&self, board: &Board) -> Option<usize> {
        // (candidates, weight, cell): the smallest candidates / weight.
        let mut best: Option<(u64, u64, usize)> = None;
        for (cell, &candidates) in board.candidates.iter().enumerate() {
            let count = u64::from(candidates.count_ones());
            if count < 2 {
                continue;
            }
            let weight: u64 = self.rules.full_slots_of_cell[cell]
                .iter()
                .map(|&slot| u64::from(self.house_weight[slot as usize]))
                .sum::<u64>()
                .max(1);
            match best {
                Some((best_count, best_weight, _))
                    if count * best_weight >= best_count * weight => {}
                _ => best = Some((count, weight, cell)),
            }
        }
        best.map(|(_, _, cell)| cell)
    }

    fn descend(&mut self, mut board: Board) {
        if propagate(self.rules, &mut board).is_err() {
            for &slot in &self.rules.full_slots_of_cell[board.failed] {
                self.house_weight[slot as usize] += 1;
            }
            return;
        }
        // None open: every cell has one digit that propagation checked.
        let Some(cell) = self.most_constrained(&board) else {
            self.found = true;
            return;
        };
        // The grid's digit first, then the others in increasing order. The
        // order changes only how fast an answer comes, not which.
        let mut digits = board.candidates[cell];
        let grid_digit = 1u32 << (self.solution[cell] - 1) & digits;
        while digits != 0 {
            if self.found || self.exhausted {
                return;
            }
            if self.budget != 0 && self.guesses >= self.budget {
                self.exhausted = true;
                return;
            }
            self.guesses += 1;
            let digit = if digits & grid_digit != 0 {
                grid_digit
            } else {
                digits & digits.wrapping_neg()
            };
            digits &= !digit;
            let mut child = board.clone();
            if child.narrow(cell, digit).is_ok() {
                self.descend(child);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::rng::Rng;
    use crate::variant::{count, RulesBuilder};

    #[test]
    fn agrees_with_the_engines_count_to_two() {
        let rules = RulesBuilder::new(6).build().unwrap();
        let grid: Vec<u8> = (0..36)
            .map(|c| ((c / 6 * 3 + c / 12 + c % 6) % 6 + 1) as u8)
            .collect();
        assert!(crate::variant::check(&rules, &grid).is_ok());
        let (mut unique, mut several) = (0, 0);
        for seed in 0..60 {
            let mut rng = Rng::new(seed);
            let mut cells: Vec<usize> = (0..36).collect();
            rng.shuffle(&mut cells);
            let removed = &cells[..12 + seed as usize % 14];
            let mut puzzle = grid.clone();
            for &c in removed {
                puzzle[c] = 0;
            }
            // The last few removed cells as the group just emptied.
            let group = &removed[removed.len() - 1 - seed as usize % 3..];
            let expected = match count(&rules, &puzzle, 2, 0).0 {
                Ok(1) => Exclusion::Unique,
                _ => Exclusion::Several,
            };
            let got = {
                let mut weights = vec![1; rules.full_houses.len()];
                other_solution_exists(&rules, &puzzle, group, &grid, 0, &mut weights)
            };
            // Another solution may differ only outside the group, when the
            // givens left before this removal were already not unique.
            let before_unique = {
                let mut before = puzzle.clone();
                for &c in group {
                    before[c] = grid[c];
                }
                count(&rules, &before, 2, 0).0 == Ok(1)
            };
            if before_unique {
                assert_eq!(got, expected, "seed {seed}");
                if got == Exclusion::Unique {
                    unique += 1;
                } else {
                    several += 1;
                }
            }
        }
        assert!(
            unique > 0 && several > 0,
            "{unique} unique, {several} several"
        );
    }
}
