//! Chains and forcing chains: Sudoku Explainer's rules past aligned pair
//! exclusion, in its order, and the memory and work they may use.
//!
//! Every rule here reasons on *potentials*: a candidate assumed true ("on")
//! or false ("off"), linked by the two implications of [`links`]. A rule
//! finds every chain of its kind, and the step taken is the first in Sudoku
//! Explainer's sort: lowest rating, then fewest potentials, then its kind,
//! then the order found ([`potential::Key`]). The rules:
//!
//! | order | rule (module) | SE rating |
//! |---:|---|---|
//! | 1 | X-, Y-, XY-cycles and forcing chains (`cycles`) | 6.5 / 6.6 / 7.0 + length |
//!
//! A chain search works in one [`Workspace`] on the heap, allocated (once
//! per call of the logic engine, fallibly) the first time a step needs
//! chains, so puzzles the simpler techniques solve never allocate. Its size
//! is fixed: see [`WORKSPACE_BYTES`]. The work a call may do is bounded by a
//! budget of potentials expanded ([`Budget`](super::budget::Budget)).

mod advanced;
mod allocate;
mod best;
mod cache;
mod closure;
mod cycles;
mod forcing;
mod graph;
mod grid;
mod links;
mod nested;
mod possible;
mod potential;
mod propagate;
mod reach;
mod unchanged;

use super::board::Board;
use super::budget::{Budget, Exhausted, CHAIN_UNITS_PER_GUESS};
use super::error::LogicError;
use super::exclusion::{self, ExclusionMemo};
use super::step::Step;
use allocate::{allocate, Zeroed};
use forcing::{Rule, Shortcuts};
use grid::Cands;
use propagate::Plain;

/// All the memory the chain rules use: plain integer arrays, so that
/// all-zero bytes are a valid value. The small parts are zeroed when it is
/// allocated, the large ones when first used ([`Zeroed`]): the cycles'
/// walks by the first chain step, the forcing chains' by the first step
/// past cycles and aligned triplets, the static closure by the first step
/// past Nishio chains, the nested ones' by the first step past the dynamic
/// chains.
pub struct Workspace {
    grid: Cands,
    best: best::BestCycle,
    best_forcing: best::BestForcing,
    pairs: ExclusionMemo,
    triplets: ExclusionMemo,
    nishio: forcing::NishioMemo,
    unchanged: unchanged::Unchanged,
    cycles: Zeroed<cycles::CycleSpace>,
    closure: Zeroed<closure::Closure>,
    forcing: Zeroed<forcing::ForcingSpace>,
    inner: Zeroed<nested::InnerSpace>,
    deep: Zeroed<nested::DeepSpace>,
}

/// The size of the one heap allocation a logic call makes when a step needs
/// chains.
pub const WORKSPACE_BYTES: usize = std::mem::size_of::<Workspace>();

/// The chain rules' state for one logic call: the workspace, once needed,
/// and the work left.
pub struct Chains<'a> {
    space: Option<Box<Workspace>>,
    budget: Budget,
    /// A puzzle whose uniqueness is still to be checked before chains are
    /// searched: on a grid with no solution or several, chains would search
    /// long for nothing.
    unchecked: Option<&'a [u8; crate::geometry::CELLS]>,
    /// [`Chains::next_step`] stopped for that check.
    check_due: bool,
    /// The guesses that check may take.
    guess_budget: u64,
    /// Rules rated above this (tenths) are not tried.
    ceiling: u8,
    /// A rule was not tried because of the ceiling.
    pub capped: bool,
}

impl<'a> Chains<'a> {
    /// No workspace yet, a call's `budget` (0: no limit; the chain search
    /// gets [`CHAIN_UNITS_PER_GUESS`] units for each). With `puzzle`, the
    /// first chain search first checks that it has one solution, within
    /// `budget` guesses (and fails with its error otherwise).
    pub fn new(budget: u64, puzzle: Option<&'a [u8; crate::geometry::CELLS]>) -> Chains<'a> {
        Chains {
            space: None,
            budget: Budget::new(budget.saturating_mul(CHAIN_UNITS_PER_GUESS)),
            guess_budget: budget,
            unchecked: puzzle,
            check_due: false,
            ceiling: u8::MAX,
            capped: false,
        }
    }

    /// Tries no rule whose steps all rate above `ceiling` (tenths): the
    /// search then stops, [`capped`](Chains::capped).
    pub fn with_ceiling(mut self, ceiling: u8) -> Chains<'a> {
        self.ceiling = ceiling;
        self
    }

    /// The step Sudoku Explainer's chain rules take next, if one applies,
    /// written into `step` (a step is large, and the call may run on a
    /// small stack): whether one did. False too when the puzzle's solutions
    /// must be counted first ([`Chains::check_due`]).
    pub fn next_step(&mut self, board: &Board, step: &mut Step) -> Result<bool, LogicError> {
        if self.ceiling < RULE_RATINGS[0] {
            self.capped = true;
            return Ok(false);
        }
        if self.unchecked.is_some() {
            self.check_due = true;
            return Ok(false);
        }
        self.search_rules(board, step)
    }

    /// Sudoku Explainer's last rule before chains, aligned pair exclusion,
    /// into `step`: whether it applies. Once a step has needed chains, the
    /// workspace remembers the last grid where no pair excluded, and only
    /// the pairs that changed since are tried.
    #[inline(never)]
    pub fn aligned_pair(&mut self, board: &Board, step: &mut Step) -> bool {
        let memo = self.space.as_deref_mut().map(|space| &mut space.pairs);
        match exclusion::aligned_pair_since(board, memo) {
            Some(found) => {
                *step = found;
                true
            }
            None => false,
        }
    }

    /// Whether [`Chains::next_step`] stopped because the puzzle given to
    /// [`Chains::new`] is yet to be proved unique. The caller then calls
    /// [`Chains::check_uniqueness`] and asks for the step again. The count
    /// runs from the caller's frame, not from under the path's, so that a
    /// logic call fits a small stack.
    pub fn check_due(&self) -> bool {
        self.check_due
    }

    /// Counts the solutions of the puzzle given to [`Chains::new`], within
    /// its guess budget: `Ok` when it has one, after which chains are
    /// searched.
    pub fn check_uniqueness(&mut self) -> Result<(), LogicError> {
        self.check_due = false;
        match self.unchecked.take() {
            Some(puzzle) => super::solutions::check_unique(puzzle, self.guess_budget),
            None => Ok(()),
        }
    }

    /// The chain rules on `board`, in the heap workspace, into `step`.
    #[inline(never)]
    fn search_rules(&mut self, board: &Board, step: &mut Step) -> Result<bool, LogicError> {
        if self.space.is_none() {
            self.space = Some(allocate()?);
        }
        let space = self.space.as_deref_mut().expect("allocated above");
        // The rules build their step from a blank one.
        *step = Step::default();
        match rules(board, space, &mut self.budget, step, self.ceiling) {
            Ok(Outcome::Found) => Ok(true),
            Ok(Outcome::Capped) => {
                self.capped = true;
                Ok(false)
            }
            Ok(Outcome::Nothing) => Ok(false),
            Err(Exhausted) => Err(LogicError::BudgetExhausted),
        }
    }
}

/// The lowest rating (tenths) of each rule group, in order: cycles and
/// forcing chains, aligned triplets and Nishio chains, multiple chains,
/// dynamic chains, "(+)", nested levels 2 to 5, brute force.
const RULE_RATINGS: [u8; 10] = [65, 75, 80, 85, 90, 95, 100, 105, 110, 200];

enum Outcome {
    Found,
    /// The next rule rates above the ceiling.
    Capped,
    /// Brute force found no single solution to the grid.
    Nothing,
}

/// Sudoku Explainer's chain rules in its order; the first that finds a
/// step writes it into `step`. Past every rule, brute force.
fn rules(
    board: &Board,
    space: &mut Workspace,
    budget: &mut Budget,
    step: &mut Step,
    ceiling: u8,
) -> Result<Outcome, Exhausted> {
    use Outcome::{Capped, Found};
    let above = |group: usize| ceiling < RULE_RATINGS[group];
    space.grid.set_from(board);
    if best::cycles_and_forcing_chains(space, budget, step)? {
        return Ok(Found);
    }
    if above(1) {
        return Ok(Capped);
    }
    if exclusion::aligned_triplet(board, step, &mut space.triplets) {
        return Ok(Found);
    }
    let Workspace {
        forcing,
        best_forcing,
        inner,
        deep,
        nishio,
        cycles,
        closure,
        ..
    } = space;
    let forcing = forcing.get();
    forcing.prop.source.set_from(board);
    forcing.prop.work.set_from(board);
    for (group, rule) in [
        (1, Rule::NISHIO),
        (2, Rule::MULTIPLE),
        (3, Rule::dynamic(0)),
    ] {
        if above(group) {
            return Ok(Capped);
        }
        let digits = if rule.nishio {
            nishio.digits_to_search(&forcing.prop.source)
        } else {
            Shortcuts::NONE.digits
        };
        let closure = if rule.dynamic {
            None
        } else {
            // The cycles' graph is this grid's: their search above built it.
            let (closure, cycles) = (closure.get(), cycles.get());
            let grid = &forcing.prop.source;
            closure.build(grid, &cycles.graph, &mut cycles.possible, budget)?;
            Some(&*closure)
        };
        if best::forcing_chains(
            forcing,
            best_forcing,
            rule,
            &mut Plain,
            budget,
            step,
            Shortcuts { digits, closure },
        )? {
            return Ok(Found);
        }
        if rule.nishio {
            nishio.remember(&forcing.prop.source);
        }
    }
    if above(4) {
        return Ok(Capped);
    }
    let counts = advanced::Counts {
        empty_in_house: board.empty_in_house,
        placed: board.placed,
    };
    let mut plus = advanced::Plus::new(counts);
    if best::forcing_chains(
        forcing,
        best_forcing,
        Rule::dynamic(1),
        &mut plus,
        budget,
        step,
        Shortcuts::NONE,
    )? {
        return Ok(Found);
    }
    for level in 2..=5 {
        if above(level as usize + 3) {
            return Ok(Capped);
        }
        let mut nest = nested::Nest {
            level,
            plus: advanced::Plus::new(counts),
            inner: inner.get(),
            deep: deep.get(),
        };
        if best::forcing_chains(
            forcing,
            best_forcing,
            Rule::dynamic(level),
            &mut nest,
            budget,
            step,
            Shortcuts::NONE,
        )? {
            return Ok(Found);
        }
    }
    if above(9) {
        return Ok(Capped);
    }
    if brute_force(board, step) {
        Ok(Found)
    } else {
        Ok(Outcome::Nothing)
    }
}

/// Past every rule: the first empty cell with the fewest candidates gets
/// the digit of the grid's solution. Sudoku Explainer rates a puzzle its
/// rules cannot finish 20.0; this step carries that rating so the path
/// still reaches the solution. False when the grid has no single solution
/// (a sound path from a puzzle with one solution always has one).
#[inline(never)]
fn brute_force(board: &Board, step: &mut Step) -> bool {
    use super::technique::Technique;
    let mut text = [b'.'; crate::geometry::CELLS];
    for (byte, &value) in text.iter_mut().zip(board.values.iter()) {
        if value != 0 {
            *byte = b'0' + value;
        }
    }
    let options = crate::SolveOptions {
        mode: crate::SolveMode::Unique,
        guess_budget: 0,
    };
    let Ok(solution) = crate::solve::solve_lean(&text, options).0 else {
        return false;
    };
    let Some(cell) = (0..crate::geometry::CELLS)
        .filter(|&c| board.values[c] == 0)
        .min_by_key(|&c| board.candidates[c].count_ones())
    else {
        return false;
    };
    let digit = solution[cell] - b'0';
    *step = Step::placement(Technique::BruteForce, cell, digit);
    step.eliminations[cell] = board.candidates[cell] & !(1 << (digit - 1));
    step.add_cell(cell, board.candidates[cell]);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts the solutions of `puzzle` with `digit` in `cell`, by the
    /// tests' own backtracking, not the library's search.
    fn solutions_with(puzzle: &[u8; 81], cell: usize, digit: u8) -> Option<usize> {
        let mut text = *puzzle;
        text[cell] = b'0' + digit;
        sudoku_test_support::count_solutions(&text, 2)
    }

    #[test]
    fn brute_force_places_the_solutions_digit_in_a_fewest_candidates_cell() {
        let puzzle =
            b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        let board = Board::from_values(&crate::grid::parse(puzzle).unwrap());
        let mut step = Step::default();
        assert!(brute_force(&board, &mut step));
        assert_eq!(
            step.technique,
            super::super::technique::Technique::BruteForce
        );
        let (cell, digit) = (usize::from(step.cell), step.digit);
        let fewest = (0..81)
            .filter(|&c| board.values[c] == 0)
            .map(|c| board.candidates[c].count_ones())
            .min();
        assert_eq!(Some(board.candidates[cell].count_ones()), fewest);
        assert_eq!(solutions_with(puzzle, cell, digit), Some(1));
        // Every other candidate it takes out has no solution.
        for other in 1..=9u8 {
            let bit = 1 << (other - 1);
            if step.eliminations[cell] & bit != 0 {
                assert_eq!(solutions_with(puzzle, cell, other), Some(0), "{other}");
            }
        }
        assert_eq!(
            step.eliminations[cell],
            board.candidates[cell] & !(1 << (digit - 1))
        );
    }

    #[test]
    fn brute_force_makes_no_step_without_one_solution() {
        // The empty grid has every solution.
        let several = [b'.'; 81];
        let board = Board::from_values(&crate::grid::parse(&several).unwrap());
        let mut step = Step::default();
        assert!(!brute_force(&board, &mut step));
    }
}

#[cfg(test)]
mod nested_tests;
