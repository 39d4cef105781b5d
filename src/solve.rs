//! The Rust API for solving: solve, check, count_solutions. Reads the
//! 81-byte text form and runs the search.

use crate::batch;
use crate::grid::{self, GridError, CELLS};
use crate::search::{self, Found, Limits, ValueMasks};

/// What a solve must establish.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SolveMode {
    /// Succeed only when the puzzle has exactly one solution.
    #[default]
    Unique,
    /// Succeed with any one solution, however many there are.
    First,
}

/// Settings for [`solve`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SolveOptions {
    pub mode: SolveMode,
    /// Give up after this many guesses; 0 means no limit.
    pub guess_budget: u64,
}

/// Why a solve did not succeed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The grid text was refused; see [`GridError`].
    Grid(GridError),
    /// The givens are consistent but no solution exists.
    NoSolution,
    /// More than one solution exists (in [`SolveMode::Unique`]).
    MultipleSolutions,
    /// The guess budget ran out first.
    BudgetExhausted,
}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            // The grid error says it all, cell included; it is therefore not
            // also given as the source.
            SolveError::Grid(err) => err.fmt(f),
            SolveError::NoSolution => f.write_str("the puzzle has no solution"),
            SolveError::MultipleSolutions => f.write_str("the puzzle has more than one solution"),
            SolveError::BudgetExhausted => f.write_str("the guess budget ran out"),
        }
    }
}

impl std::error::Error for SolveError {}

impl From<GridError> for SolveError {
    fn from(err: GridError) -> SolveError {
        SolveError::Grid(err)
    }
}

/// What a solve or a count did, whatever its result.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SolveStats {
    /// Solutions seen: for a solve 0, 1, or 2 for "two or more"; for a
    /// count, the solutions found.
    pub solutions: u32,
    /// Guesses made by the search.
    pub guesses: u64,
}

/// Solves an 81-byte grid (`1`-`9` givens, `.` or `0` empty) and returns the
/// solution as 81 digits.
///
/// ```
/// use sudoku::{SolveError, SolveMode, SolveOptions};
///
/// let empty = [b'.'; 81];
/// let unique = SolveOptions::default();
/// assert_eq!(sudoku::solve(&empty, unique).0, Err(SolveError::MultipleSolutions));
///
/// // Any one solution will do, within 1,000 guesses.
/// let first = SolveOptions { mode: SolveMode::First, guess_budget: 1_000 };
/// let (result, stats) = sudoku::solve(&empty, first);
/// assert!(result.is_ok());
/// assert!(stats.guesses <= 1_000);
/// ```
pub fn solve(
    text: &[u8; CELLS],
    options: SolveOptions,
) -> (Result<[u8; CELLS], SolveError>, SolveStats) {
    solve_by(text, options, search::search_masks)
}

/// As [`solve`], with a search that takes less stack, for the logic engine,
/// whose own frames sit above it.
pub(crate) fn solve_lean(
    text: &[u8; CELLS],
    options: SolveOptions,
) -> (Result<[u8; CELLS], SolveError>, SolveStats) {
    solve_by(text, options, search::search_masks_lean)
}

fn solve_by(
    text: &[u8; CELLS],
    options: SolveOptions,
    search_masks: impl Fn(&ValueMasks, Limits) -> Option<Found>,
) -> (Result<[u8; CELLS], SolveError>, SolveStats) {
    let max_solutions = match options.mode {
        SolveMode::Unique => 2,
        SolveMode::First => 1,
    };
    let limits = Limits {
        max_solutions,
        guess_budget: options.guess_budget,
    };
    let outcome = match search_text(text, limits, search_masks) {
        Ok(outcome) => outcome,
        Err(err) => return (Err(SolveError::Grid(err)), SolveStats::default()),
    };
    let stats = SolveStats {
        solutions: outcome.solutions,
        guesses: outcome.guesses,
    };
    let result = if outcome.solutions >= max_solutions {
        if max_solutions == 1 {
            Ok(outcome.first.text())
        } else {
            Err(SolveError::MultipleSolutions)
        }
    } else if outcome.budget_exhausted {
        Err(SolveError::BudgetExhausted)
    } else if outcome.solutions == 1 {
        Ok(outcome.first.text())
    } else {
        Err(SolveError::NoSolution)
    };
    (result, stats)
}

/// Reads and searches an 81-byte grid. The fast path reads the text
/// straight into the solver's masks; only a refused grid goes through
/// [`grid::parse`], which finds the offending cell.
fn search_text(
    text: &[u8; CELLS],
    limits: Limits,
    search_masks: impl Fn(&ValueMasks, Limits) -> Option<Found>,
) -> Result<Found, GridError> {
    if let Some(outcome) = search::value_masks(text).and_then(|masks| search_masks(&masks, limits))
    {
        return Ok(outcome);
    }
    let cells = grid::parse(text)?;
    // Not reached: the fast path refuses exactly what parse refuses.
    debug_assert!(false, "fast path refused a grid that parse accepts");
    Ok(search_masks(&search::cells_to_masks(&cells), limits).unwrap_or(Found::NOTHING))
}

/// Checks an 81-byte grid without solving it.
///
/// ```
/// use sudoku::GridError;
///
/// let mut grid = [b'.'; 81];
/// assert_eq!(sudoku::check(&grid), Ok(()));
/// grid[40] = b'x';
/// assert_eq!(sudoku::check(&grid), Err(GridError::InvalidCharacter { cell: 40 }));
/// ```
pub fn check(text: &[u8; CELLS]) -> Result<(), GridError> {
    grid::parse(text).map(|_| ())
}

/// Counts the solutions of an 81-byte grid, stopping at `limit` (at least 1).
/// No bound on time: see [`count_solutions_within`].
///
/// ```
/// // Use a limit of 2 to tell a proper puzzle (1) from the others.
/// let puzzle = b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// assert_eq!(sudoku::count_solutions(puzzle, 2), Ok(1));
/// assert_eq!(sudoku::count_solutions(&[b'.'; 81], 5), Ok(5));
/// ```
pub fn count_solutions(text: &[u8; CELLS], limit: u32) -> Result<u32, GridError> {
    let limits = Limits {
        max_solutions: limit.max(1),
        guess_budget: 0,
    };
    Ok(search_text(text, limits, search::search_masks)?.solutions)
}

/// Counts the solutions of an 81-byte grid, stopping at `limit` (at least
/// 1), giving up with [`SolveError::BudgetExhausted`] after `guess_budget`
/// guesses (0: no limit). The stats count the solutions found either way.
pub fn count_solutions_within(
    text: &[u8; CELLS],
    limit: u32,
    guess_budget: u64,
) -> (Result<u32, SolveError>, SolveStats) {
    count_by(text, limit, guess_budget, search::search_masks)
}

/// As [`count_solutions_within`], with a search that takes less stack, for
/// the logic engine.
pub(crate) fn count_solutions_lean(
    text: &[u8; CELLS],
    limit: u32,
    guess_budget: u64,
) -> (Result<u32, SolveError>, SolveStats) {
    count_by(text, limit, guess_budget, search::search_masks_lean)
}

fn count_by(
    text: &[u8; CELLS],
    limit: u32,
    guess_budget: u64,
    search_masks: impl Fn(&ValueMasks, Limits) -> Option<Found>,
) -> (Result<u32, SolveError>, SolveStats) {
    let limits = Limits {
        max_solutions: limit.max(1),
        guess_budget,
    };
    let outcome = match search_text(text, limits, search_masks) {
        Ok(outcome) => outcome,
        Err(err) => return (Err(SolveError::Grid(err)), SolveStats::default()),
    };
    let stats = SolveStats {
        solutions: outcome.solutions,
        guesses: outcome.guesses,
    };
    // Reaching the limit decides the count even when the budget ran out on
    // the same step.
    if outcome.budget_exhausted && outcome.solutions < limits.max_solutions {
        (Err(SolveError::BudgetExhausted), stats)
    } else {
        (Ok(outcome.solutions), stats)
    }
}

/// Solves many puzzles on up to `threads` threads (0: one per core) and
/// returns one result per puzzle, in order: the same results as calling
/// [`solve`] on each, whatever the number of threads.
///
/// ```
/// let puzzles = [
///     *b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
///     [b'.'; 81],
/// ];
/// let results = sudoku::solve_batch(&puzzles, Default::default(), 0);
/// assert_eq!(&results[0].unwrap()[..9], b"534678912");
/// assert_eq!(results[1], Err(sudoku::SolveError::MultipleSolutions));
/// ```
pub fn solve_batch(
    puzzles: &[[u8; CELLS]],
    options: SolveOptions,
    threads: u32,
) -> Vec<Result<[u8; CELLS], SolveError>> {
    let mut results = vec![Err(SolveError::NoSolution); puzzles.len()];
    let threads = batch::thread_count(threads, puzzles.len());
    let size = batch::share_size(puzzles.len(), threads);
    let shares = puzzles.chunks(size).zip(results.chunks_mut(size));
    batch::for_each_share(shares, threads, |(puzzles, results)| {
        for (puzzle, result) in puzzles.iter().zip(results) {
            *result = solve(puzzle, options).0;
        }
    });
    results
}

/// Counts the solutions of many puzzles on `threads` threads (0: one per
/// core), each as [`count_solutions`] with `limit` would: one result per
/// puzzle, in order, whatever the number of threads.
///
/// ```
/// let puzzles = [
///     *b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
///     [b'.'; 81],
/// ];
/// assert_eq!(sudoku::count_batch(&puzzles, 2, 0), [Ok(1), Ok(2)]);
/// ```
pub fn count_batch(
    puzzles: &[[u8; CELLS]],
    limit: u32,
    threads: u32,
) -> Vec<Result<u32, GridError>> {
    let mut results = vec![Ok(0); puzzles.len()];
    let threads = batch::thread_count(threads, puzzles.len());
    let size = batch::share_size(puzzles.len(), threads);
    let shares = puzzles.chunks(size).zip(results.chunks_mut(size));
    batch::for_each_share(shares, threads, |(puzzles, results)| {
        for (puzzle, result) in puzzles.iter().zip(results) {
            *result = count_solutions(puzzle, limit);
        }
    });
    results
}
