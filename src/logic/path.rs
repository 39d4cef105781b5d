//! The solution path: at every step, the simplest technique that applies, in
//! Sudoku Explainer's order, and within a technique the first instance in
//! its scanning order. Which step is taken first decides the path, and so
//! the rating.

use super::board::Board;
use super::chains::Chains;
use super::error::LogicError;
use super::step::{Step, StepKind};
use super::technique::Technique;
use super::{bug, fish, intersections, singles, subsets, uniqueness, wings};

type Rule = fn(&Board) -> Option<Step>;

/// Sudoku Explainer's rules below chains, in the order it tries them, but
/// the last, aligned pair exclusion ([`Chains::aligned_pair`]). The order
/// is not quite by rating: direct hidden pairs (2.0) come before naked
/// singles (2.3), unique loops (4.5 and up) before naked quads (5.0).
const RULES: [Rule; 20] = [
    singles::full_house,
    singles::hidden_single,
    |b| intersections::locking(b, true),
    |b| subsets::hidden(b, 2, true),
    singles::naked_single,
    |b| subsets::hidden(b, 3, true),
    |b| intersections::locking(b, false),
    |b| subsets::naked(b, 2),
    |b| fish::fish(b, 2),
    |b| subsets::hidden(b, 2, false),
    |b| subsets::naked(b, 3),
    |b| fish::fish(b, 3),
    |b| subsets::hidden(b, 3, false),
    |b| wings::wing(b, false),
    |b| wings::wing(b, true),
    uniqueness::unique_loop,
    |b| subsets::naked(b, 4),
    |b| fish::fish(b, 4),
    |b| subsets::hidden(b, 4, false),
    bug::bug,
];

/// The step Sudoku Explainer would take next, if any of its rules applies:
/// the rules up to aligned pair exclusion, then the chains.
pub fn next_step(board: &Board, chains: &mut Chains, step: &mut Step) -> Result<bool, LogicError> {
    find_step(board, &RULES, chains, step)
}

/// The first step of `rules`, then of aligned pairs and the chains,
/// written into `step`:
/// whether one was found. Every rule's step passes through one slot here,
/// and the chains write straight into `step`, so that the walks keep a
/// single step on the stack.
#[inline(never)]
fn find_step(
    board: &Board,
    rules: &[Rule],
    chains: &mut Chains,
    step: &mut Step,
) -> Result<bool, LogicError> {
    if first_rule_step(board, rules, step) || chains.aligned_pair(board, step) {
        return Ok(true);
    }
    chains.next_step(board, step)
}

/// The first step of `rules`, into `step`. Out of line: the step a rule
/// returns lives in this frame, gone when the chains run.
#[inline(never)]
fn first_rule_step(board: &Board, rules: &[Rule], step: &mut Step) -> bool {
    for rule in rules {
        if let Some(found) = rule(board) {
            *step = found;
            return true;
        }
    }
    false
}

/// Applies a step as Sudoku Explainer does: a placement only places (the
/// eliminations a direct technique lists are not made), an elimination
/// removes its candidates.
pub fn apply(board: &mut Board, step: &Step) {
    match step.kind {
        StepKind::Placement => board.place(step.cell as usize, step.digit),
        StepKind::Elimination => {
            for (cell, &mask) in step.eliminations.iter().enumerate() {
                if mask != 0 {
                    board.eliminate(cell, mask);
                }
            }
        }
        StepKind::Mistake | StepKind::MissingCandidate => {}
    }
}

/// Walks the path from `board` as [`walk`] does, but gives `record` only
/// what a rating needs (technique, rating, kind): singles, most of the path,
/// are then found and made without building a [`Step`]. Stops (unsolved)
/// after the first step rated above `ceiling` (tenths), and when
/// [`Chains::check_due`]: out of line, so that its steps' frame is gone
/// when the caller counts solutions.
#[inline(never)]
pub fn walk_ratings(
    board: &mut Board,
    chains: &mut Chains<'_>,
    ceiling: u8,
    mut record: impl FnMut(Technique, u8, StepKind),
) -> Result<bool, LogicError> {
    let mut step = Step::default();
    while !board.is_solved() {
        if let Some(single) = singles::first_of_singles(board) {
            record(
                single.technique,
                single.technique.difficulty(),
                StepKind::Placement,
            );
            board.place(single.cell, single.digit);
            continue;
        }
        // Past the singles (the first two rules, which found nothing).
        if !find_step(board, &RULES[2..], chains, &mut step)? {
            return Ok(false);
        }
        record(step.technique, step.difficulty, step.kind);
        if step.difficulty > ceiling {
            return Ok(false);
        }
        apply(board, &step);
    }
    Ok(true)
}

/// Walks the path from `board`, calling `visit` with each step before it is
/// applied, until the grid is solved or no rule applies. Returns whether the
/// grid was solved. Stops too when [`Chains::check_due`], out of line as
/// [`walk_ratings`] is.
#[inline(never)]
pub fn walk(
    board: &mut Board,
    chains: &mut Chains<'_>,
    mut visit: impl FnMut(&Step),
) -> Result<bool, LogicError> {
    let mut step = Step::default();
    while !board.is_solved() {
        if !find_step(board, &RULES, chains, &mut step)? {
            return Ok(false);
        }
        visit(&step);
        apply(board, &step);
    }
    Ok(true)
}
