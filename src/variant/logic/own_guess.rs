//! The own scale's last resort (`own_scale.rs`), as HoDoKu's "Brute
//! Force": when no technique and no chain family finds a step, one cell
//! takes its digit from the puzzle's unique solution, and logic goes on.
//! The solution comes from the search engine's count of the givens (two
//! solutions or none stop the rating), found once per rating.

use super::super::rules::Rules;
use super::board::{bit, LogicBoard};
use super::own_scale::StuckReason;
use super::step::{Step, Technique};
use super::work::Work;

/// The work one guess of the solution count costs, about its time in
/// search units, so that the scale's bound on a rating's work stays a
/// bound on its time: the count of killer-030 (no givens) takes 75,200
/// guesses in 0.29 s, about 4 us a guess, where a killer's search unit
/// takes 0.1 to 0.17 us (docs/VARIANT-LOGIC.md).
const WORK_PER_COUNTED_GUESS: u64 = 30;

/// The unique solution of `givens`, its count's guesses paid from `work`
/// (each [`WORK_PER_COUNTED_GUESS`] units, at most what is left); past
/// what is left, `work` runs out.
pub(super) fn unique_solution(
    rules: &Rules,
    givens: &[u8],
    work: &Work,
) -> Result<Vec<u8>, StuckReason> {
    let guesses = work.left() / WORK_PER_COUNTED_GUESS;
    if guesses == 0 {
        // Less than one guess's worth: the count may not start (a budget
        // of 0 would be no limit at all).
        work.spend(u64::MAX);
        return Err(StuckReason::WorkBound);
    }
    let (found, stats) = crate::variant::solve(rules, givens, guesses);
    work.spend(stats.guesses.saturating_mul(WORK_PER_COUNTED_GUESS));
    match found {
        Ok(solution) => Ok(solution),
        Err(crate::variant::VariantError::MultipleSolutions) => Err(StuckReason::SeveralSolutions),
        Err(crate::variant::VariantError::BudgetExhausted) => {
            work.spend(u64::MAX);
            Err(StuckReason::WorkBound)
        }
        // The board read the givens already, so only "none" is left.
        Err(_) => Err(StuckReason::NoSolution),
    }
}

/// The guess: the empty cell with the fewest candidates (the first in
/// cell order among equals) takes the solution's digit, as a player who
/// guesses picks the cell with the fewest choices.
pub(super) fn guess_step(board: &LogicBoard, solution: &[u8]) -> Step {
    let cell = (0..board.values().len())
        .filter(|&cell| board.value(cell) == 0)
        .min_by_key(|&cell| (board.candidates(cell).count_ones(), cell))
        .expect("a board that is not solved has an empty cell");
    let digit = solution[cell];
    // Every earlier step holds in every solution, so the solution's digit
    // is still a candidate.
    debug_assert!(board.candidates(cell) & bit(digit) != 0);
    Step::placing(Technique::Guess, cell, digit, Vec::new())
}
