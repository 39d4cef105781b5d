//! The next hint from a player's grid: a mistake first, since every later
//! hint depends on it, then the step Sudoku Explainer would take.

use super::board::Board;
use super::chains::Chains;
use super::error::LogicError;
use super::masks::{digit_bit, ALL_DIGITS};
use super::path;
use super::step::{Step, StepKind};
use super::technique::Technique;
use crate::geometry::{CELLS, PEERS};
use crate::{SolveError, SolveMode, SolveOptions};

/// The next step from the player's state.
///
/// `puzzle` holds the givens; `current` (or `None` for the puzzle itself)
/// the givens and the player's entries; `marks` (or `None` to compute them
/// from `current`) the player's pencil marks, bit `d - 1` for `d`, read for
/// empty cells only. Marks that a filled peer rules out are dropped without
/// a step, as a player crossing them off would.
///
/// In order: a wrong entry (the first cell, row by row, whose digit is not
/// the solution's), then a missing pencil mark (the first empty cell whose
/// marks lack its solution digit), then the technique step.
pub fn hint(
    puzzle: &[u8; CELLS],
    current: Option<&[u8; CELLS]>,
    marks: Option<&[u16; CELLS]>,
) -> Result<Step, LogicError> {
    hint_within(puzzle, current, marks, 0)
}

/// As [`hint`], giving up with [`LogicError::BudgetExhausted`] when finding
/// the puzzle's solution needs more than `budget` guesses or the chain
/// search more than its share of `budget` (0: no limit; see
/// [`rate_within`](super::rate_within)).
pub fn hint_within(
    puzzle: &[u8; CELLS],
    current: Option<&[u8; CELLS]>,
    marks: Option<&[u16; CELLS]>,
    budget: u64,
) -> Result<Step, LogicError> {
    let question = ask_hint(puzzle, current, marks, budget)?;
    let mut step = Step::default();
    answer_hint(&question, &mut step)?;
    Ok(step)
}

/// A hint asked for, checked, with the puzzle's solution found: the first
/// half of [`hint_within`], for a caller that must not hold a step on the
/// stack while the solution is searched for (the C boundary, which may run
/// on a small stack). [`answer_hint`] gives the step.
pub(crate) struct HintQuestion {
    entries: [u8; CELLS],
    marks: Option<[u16; CELLS]>,
    solution: [u8; CELLS],
    budget: u64,
}

/// [`hint_within`]'s checks and search, without the step.
pub(crate) fn ask_hint(
    puzzle: &[u8; CELLS],
    current: Option<&[u8; CELLS]>,
    marks: Option<&[u16; CELLS]>,
    budget: u64,
) -> Result<HintQuestion, LogicError> {
    let givens = crate::grid::parse(puzzle)?;
    let entries = match current {
        Some(text) => read_entries(text, &givens)?,
        None => givens,
    };
    if let Some(marks) = marks {
        if let Some(cell) = (0..CELLS).find(|&c| entries[c] == 0 && marks[c] & !ALL_DIGITS != 0) {
            return Err(LogicError::InvalidCandidates { cell });
        }
    }
    Ok(HintQuestion {
        entries,
        marks: marks.copied(),
        solution: solution_of(puzzle, budget)?,
        budget,
    })
}

/// The step of a hint asked with [`ask_hint`], written into `step`.
pub(crate) fn answer_hint(question: &HintQuestion, step: &mut Step) -> Result<(), LogicError> {
    hint_for(
        &question.entries,
        question.marks.as_ref(),
        &question.solution,
        question.budget,
        step,
    )
}

/// The hint for the player's `entries` and `marks`, given the puzzle's
/// solution, into `step`. Out of line: its frame is not under the search
/// for the solution.
#[inline(never)]
fn hint_for(
    entries: &[u8; CELLS],
    marks: Option<&[u16; CELLS]>,
    solution: &[u8; CELLS],
    budget: u64,
    step: &mut Step,
) -> Result<(), LogicError> {
    if let Some(cell) = (0..CELLS).find(|&c| entries[c] != 0 && entries[c] != solution[c]) {
        *step = Step::of(StepKind::Mistake, Technique::WrongEntry);
        step.cell = cell as u8;
        step.digit = entries[cell];
        step.add_cell(cell, digit_bit(entries[cell]));
        return Ok(());
    }
    if entries.iter().all(|&v| v != 0) {
        return Err(LogicError::Solved);
    }
    let board = match marks {
        Some(marks) => {
            let missing =
                (0..CELLS).find(|&c| entries[c] == 0 && marks[c] & digit_bit(solution[c]) == 0);
            if let Some(cell) = missing {
                *step = Step::of(StepKind::MissingCandidate, Technique::MissingCandidate);
                step.cell = cell as u8;
                step.digit = solution[cell];
                step.add_cell(cell, digit_bit(solution[cell]));
                return Ok(());
            }
            Board::from_parts(entries, &allowed(entries, marks))
        }
        None => Board::from_values(entries),
    };
    // The puzzle's solution above proved it unique.
    let mut chains = Chains::new(budget, None);
    if path::next_step(&board, &mut chains, step)? {
        Ok(())
    } else {
        Err(LogicError::TechniquesExhausted)
    }
}

/// Reads the player's grid: digits and empty cells, conflicts allowed (they
/// are mistakes, reported as such), every given kept.
pub(crate) fn read_entries(
    text: &[u8; CELLS],
    givens: &[u8; CELLS],
) -> Result<[u8; CELLS], LogicError> {
    let mut entries = [0u8; CELLS];
    for cell in 0..CELLS {
        entries[cell] = match text[cell] {
            b'1'..=b'9' => text[cell] - b'0',
            b'.' | b'0' => 0,
            _ => return Err(LogicError::InvalidCharacter { cell }),
        };
    }
    match (0..CELLS).find(|&c| givens[c] != 0 && entries[c] != givens[c]) {
        Some(cell) => Err(LogicError::CurrentContradictsPuzzle { cell }),
        None => Ok(entries),
    }
}

/// The puzzle's unique solution, as digits.
pub(crate) fn solution_of(
    puzzle: &[u8; CELLS],
    guess_budget: u64,
) -> Result<[u8; CELLS], LogicError> {
    let options = SolveOptions {
        mode: SolveMode::Unique,
        guess_budget,
    };
    match crate::solve::solve_lean(puzzle, options).0 {
        Ok(text) => Ok(text.map(|b| b - b'0')),
        Err(SolveError::Grid(err)) => Err(err.into()),
        Err(SolveError::MultipleSolutions) => Err(LogicError::MultipleSolutions),
        Err(SolveError::NoSolution) => Err(LogicError::NoSolution),
        Err(SolveError::BudgetExhausted) => Err(LogicError::BudgetExhausted),
    }
}

/// The player's marks of each empty cell without the digits its filled
/// peers hold.
fn allowed(entries: &[u8; CELLS], marks: &[u16; CELLS]) -> [u16; CELLS] {
    let mut masks = [0u16; CELLS];
    for cell in 0..CELLS {
        if entries[cell] != 0 {
            continue;
        }
        let taken = PEERS[cell]
            .iter()
            .map(|&p| entries[p as usize])
            .filter(|&v| v != 0)
            .fold(0, |m, v| m | digit_bit(v));
        masks[cell] = marks[cell] & ALL_DIGITS & !taken;
    }
    masks
}
