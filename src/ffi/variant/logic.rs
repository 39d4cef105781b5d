//! Variant logic from C: a puzzle's rating on SukakuExplainer's scale, the
//! next step as a hint, and the whole path, for any rule set the logic
//! engine (src/variant/logic/) reads.

use std::ptr;

use super::logic_types::{RulesRating, RulesStep};
use super::rules::{rules_ref, RulesHandle};
use super::search::{failure, read_cells};
use crate::ffi::hodoku::Scale;
use crate::ffi::{array_stride, caller_size, guarded, write_versioned, Status, Versioned};
use crate::variant::logic::{
    rate_own_scale_within, rate_sukaku_scale_within, score_sukaku_scale_within, BoardError,
    LogicBoard, LogicEngine, OwnRating, OwnUnrated, Step, StuckReason, SukakuRating, SukakuScore,
    SukakuVariant, Unrated, Work,
};
use crate::variant::{self, Rules};

/// The search work a variant rating's `guess_budget` allows per guess: a
/// budget of N allows N guesses to count solutions and N times this many
/// units of work to the rated path's searches (a unit: a potential a
/// forcing chain expands, a strong link, partial wing or aligned
/// exclusion's combination tried, a unique loop walk extended, a forcing
/// net's consequence derived).
pub const SUDOKU_RULES_WORK_PER_GUESS: u64 = 10_000;

/// A puzzle as the caller gave it.
pub(super) enum Puzzle {
    /// N*N values, 0 empty.
    Givens(Vec<u8>),
    /// N*N candidate masks, every cell unsolved.
    Marks(Vec<u32>),
}

/// The rule set and puzzle behind the caller's pointers, checked: exactly
/// one of `givens` and `candidates`, values and masks within N.
///
/// # Safety
/// `rules` is NULL or a live rule set; `givens` NULL or valid for N*N
/// reads; `candidates` NULL or valid for N*N * 4 reads.
pub(super) unsafe fn read_puzzle<'a>(
    rules: *const RulesHandle,
    givens: *const u8,
    candidates: *const u32,
) -> Result<(&'a Rules, Puzzle), Status> {
    // SAFETY: as this function's contract.
    let rules = unsafe { rules_ref(rules) }.ok_or(Status::NULL_POINTER)?;
    let n = rules.size();
    let cells = rules.cells();
    match (givens.is_null(), candidates.is_null()) {
        (true, true) => Err(Status::NULL_POINTER),
        (false, false) => Err(Status::INVALID_ARGUMENT),
        (false, true) => {
            // SAFETY: N*N readable bytes, by contract.
            let values = unsafe { read_cells(givens, cells) };
            if values.iter().any(|&v| usize::from(v) > n) {
                return Err(Status::INVALID_VALUE);
            }
            Ok((rules, Puzzle::Givens(values)))
        }
        (true, false) => {
            let masks: Vec<u32> = (0..cells)
                // SAFETY: N*N masks readable by contract, at any alignment.
                .map(|cell| unsafe { candidates.add(cell).read_unaligned() })
                .collect();
            if masks.iter().any(|&m| m >> n != 0) {
                return Err(Status::INVALID_CANDIDATES);
            }
            Ok((rules, Puzzle::Marks(masks)))
        }
    }
}

/// `Ok` when the givens have exactly one solution, found within
/// `guess_budget` guesses (0: no limit); else the status to return.
/// Pencil marks are not counted: the variant search starts from givens.
fn one_solution(rules: &Rules, puzzle: &Puzzle, guess_budget: u64) -> Result<(), Status> {
    let Puzzle::Givens(values) = puzzle else {
        return Ok(());
    };
    match variant::count(rules, values, 2, guess_budget).0 {
        Ok(1) => Ok(()),
        Ok(0) => Err(Status::NO_SOLUTION),
        Ok(_) => Err(Status::MULTIPLE_SOLUTIONS),
        Err(err) => Err(failure(&err).0),
    }
}

fn board_status(err: &BoardError) -> Status {
    match err {
        BoardError::Value { .. } => Status::INVALID_VALUE,
        BoardError::Contradiction { .. } => Status::GRID_BREAKS_RULE,
        // The grid is read N*N long from the rule set's size.
        BoardError::Length { .. } => Status::INTERNAL_ERROR,
    }
}

fn board(engine: &LogicEngine, puzzle: &Puzzle) -> Result<LogicBoard, Status> {
    match puzzle {
        Puzzle::Givens(values) => engine.board(values),
        Puzzle::Marks(masks) => engine.board_from_candidates(masks),
    }
    .map_err(|err| board_status(&err))
}

/// The scale of a path, as the caller named it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum PathScale {
    Sukaku,
    Own,
    Unrated,
}

/// The caller's scale for `rules` and `puzzle`, once the givens are known
/// to have one solution (within `guess_budget`): SUDOKU_INVALID_ARGUMENT
/// for an unknown scale (or SUDOKU_SCALE_UNRATED where `unrated_allowed` is
/// false) and for pencil marks on the project's own scale;
/// SUDOKU_RULES_NOT_ON_SCALE for a rule set SukakuExplainer's does not
/// rate; then one_solution's statuses.
pub(super) fn checked_scale(
    rules: &Rules,
    puzzle: &Puzzle,
    scale: i32,
    unrated_allowed: bool,
    guess_budget: u64,
) -> Result<PathScale, Status> {
    let chosen = match scale {
        s if s == Scale::SUKAKU as i32 => PathScale::Sukaku,
        s if s == Scale::OWN as i32 => PathScale::Own,
        s if s == Scale::UNRATED as i32 && unrated_allowed => PathScale::Unrated,
        _ => return Err(Status::INVALID_ARGUMENT),
    };
    match chosen {
        PathScale::Sukaku if SukakuVariant::from_rules(rules).is_none() => {
            Err(Status::RULES_NOT_ON_SCALE)
        }
        // The own scale rates a solve from givens; pencil marks are a
        // sukaku, which SukakuExplainer's scale rates.
        PathScale::Own if matches!(puzzle, Puzzle::Marks(_)) => Err(Status::INVALID_ARGUMENT),
        _ => one_solution(rules, puzzle, guess_budget).map(|()| chosen),
    }
}

/// Why a scale gave no path.
pub(super) enum Refusal {
    /// The rule set or puzzle, with this status.
    Status(Status),
    /// SUDOKU_NOT_RATED: the path reaches a technique this version lacks.
    NotRated {
        needs: &'static str,
        after_steps: usize,
    },
}

/// What the project's own scale lacks when it stops: it guesses where its
/// techniques run out, so only its bound on work stops it.
const OWN_SCALE_NEEDS: &str = "more search work than the project's own scale allows a rating";

/// A path: each step with its difficulty in tenths (0 on no scale), and
/// SUDOKU_OK when it reaches the solution, SUDOKU_TECHNIQUES_EXHAUSTED when
/// the engine's techniques ran out first (SUDOKU_SCALE_UNRATED only).
pub(super) struct Path {
    pub(super) steps: Vec<(Step, u8)>,
    pub(super) status: Status,
}

/// The search work that `guess_budget` allows a rated path (0: no limit
/// but the searches' own).
pub(super) fn path_work(guess_budget: u64) -> Work {
    match guess_budget {
        0 => Work::unlimited(),
        n => Work::new(n.saturating_mul(SUDOKU_RULES_WORK_PER_GUESS)),
    }
}

/// The rating on SukakuExplainer's scale within `guess_budget`, with its
/// path, or why there is none.
fn sukaku_rating(
    rules: &Rules,
    puzzle: &Puzzle,
    guess_budget: u64,
) -> Result<SukakuRating, Refusal> {
    let kind =
        SukakuVariant::from_rules(rules).ok_or(Refusal::Status(Status::RULES_NOT_ON_SCALE))?;
    let work = path_work(guess_budget);
    let found = match puzzle {
        Puzzle::Givens(values) => rate_sukaku_scale_within(kind, values, None, &work),
        Puzzle::Marks(masks) => rate_sukaku_scale_within(kind, &[], Some(masks), &work),
    };
    found.map_err(sukaku_refusal)
}

/// `sukaku_rating` without the path (`sudoku_rules_rate` reads only the
/// ratings, the step count and the hardest technique).
fn sukaku_score(rules: &Rules, puzzle: &Puzzle, guess_budget: u64) -> Result<SukakuScore, Refusal> {
    let kind =
        SukakuVariant::from_rules(rules).ok_or(Refusal::Status(Status::RULES_NOT_ON_SCALE))?;
    let work = path_work(guess_budget);
    let found = match puzzle {
        Puzzle::Givens(values) => score_sukaku_scale_within(kind, values, None, &work),
        Puzzle::Marks(masks) => score_sukaku_scale_within(kind, &[], Some(masks), &work),
    };
    found.map_err(sukaku_refusal)
}

fn sukaku_refusal(why: Unrated) -> Refusal {
    match why {
        Unrated::Board(err) => Refusal::Status(board_status(&err)),
        Unrated::NeedsTechnique { needs, after_steps } => Refusal::NotRated { needs, after_steps },
        Unrated::OutOfWork { .. } => Refusal::Status(Status::BUDGET_EXHAUSTED),
    }
}

/// The rating on the project's own scale (from givens) within
/// `guess_budget`, or why there is none.
fn own_rating(rules: &Rules, puzzle: &Puzzle, guess_budget: u64) -> Result<OwnRating, Refusal> {
    let Puzzle::Givens(values) = puzzle else {
        return Err(Refusal::Status(Status::INVALID_ARGUMENT));
    };
    rate_own_scale_within(rules, values, &path_work(guess_budget)).map_err(|why| match why {
        OwnUnrated::Board(err) => Refusal::Status(board_status(&err)),
        OwnUnrated::Stuck {
            after_steps,
            reason: StuckReason::WorkBound,
            ..
        } => Refusal::NotRated {
            needs: OWN_SCALE_NEEDS,
            after_steps,
        },
        // Counted before the rating (one_solution), so not met here.
        OwnUnrated::Stuck {
            reason: StuckReason::NoSolution,
            ..
        } => Refusal::Status(Status::NO_SOLUTION),
        OwnUnrated::Stuck {
            reason: StuckReason::SeveralSolutions,
            ..
        } => Refusal::Status(Status::MULTIPLE_SOLUTIONS),
        OwnUnrated::OutOfWork { .. } => Refusal::Status(Status::BUDGET_EXHAUSTED),
    })
}

/// The path on `scale`. On SUDOKU_SCALE_UNRATED, at most `max_steps`
/// steps (0: no limit); a rated path is found whole, since its rating
/// decides it.
pub(super) fn scale_path(
    rules: &Rules,
    puzzle: &Puzzle,
    scale: PathScale,
    max_steps: usize,
    guess_budget: u64,
) -> Result<Path, Refusal> {
    let steps = match scale {
        PathScale::Sukaku => sukaku_rating(rules, puzzle, guess_budget)?.steps,
        PathScale::Own => own_rating(rules, puzzle, guess_budget)?.steps,
        PathScale::Unrated => {
            return engine_path(rules, puzzle, max_steps).map_err(Refusal::Status)
        }
    };
    Ok(Path {
        steps,
        status: Status::OK,
    })
}

/// Rates a variant puzzle on the scale the caller names.
///
/// SUDOKU_SCALE_SUKAKU is SukakuExplainer's (serate 1.18.1, default
/// settings; docs/VARIANT-LOGIC.md): it rates 9x9 with boxes and exactly
/// one of its variants' rules (X, windoku, disjoint groups, anti-king,
/// anti-knight, non-consecutive, asterisk, centre dot, girandola) or none,
/// from givens or from pencil marks (a sukaku). The path takes at every
/// step the first technique of SukakuExplainer's order that applies; where
/// that order reaches a technique this version lacks, the puzzle is
/// refused (SUDOKU_NOT_RATED), never given a number that could be wrong.
///
/// SUDOKU_SCALE_OWN is the project's own (docs/VARIANT-LOGIC.md, "The
/// project's own scale"), for every rule set and size, from givens: its
/// techniques in a fixed order, easiest first, each with a fixed
/// difficulty; where none finds a step, a guess (its last resort,
/// SUDOKU_RULES_TECHNIQUE_GUESS, rated 11.0): the empty cell with the
/// fewest candidates (the first in cell order among equals) takes the
/// digit of the puzzle's unique solution, and the techniques go on;
/// `guesses` (version 2 of sudoku_rules_rating) counts them. Whatever
/// `guess_budget` says, each of its searches keeps a bound of its own (a
/// search past it finds nothing), and the whole path stops, unfinished
/// and without guessing (SUDOKU_NOT_RATED), at 40,000,000 units of search
/// work on 9x9 (times (N*N/81)^2 on other sizes; the count behind a guess
/// spends 30 units a guess of its search, about its time): the same on
/// every machine.
///
/// @param rules the rule set.
/// @param givens N*N values (0 empty, 1..N), or NULL with `candidates`.
/// @param candidates NULL with `givens`, or N*N candidate masks (bit d-1
///   for digit d, any alignment): a pencil-mark puzzle, every cell
///   unsolved. Not counted for solutions: one with several is refused
///   where the techniques stop (SUDOKU_NOT_RATED).
/// @param scale SUDOKU_SCALE_SUKAKU or SUDOKU_SCALE_OWN (classic puzzles
///   on Sudoku Explainer's or HoDoKu's scale go to sudoku_rate_scale).
/// @param guess_budget 0 for no limit; N allows N guesses to count the
///   solutions of `givens` and N times SUDOKU_RULES_WORK_PER_GUESS units
///   of search work to the path's searches (strong-link chains, wings,
///   unique loops, aligned exclusion, forcing chains, forcing nets), past
///   which the call returns SUDOKU_BUDGET_EXHAUSTED.
/// @param rating its `size` set by the caller; written (the fields that fit
///   in `size`, never `size` itself) on SUDOKU_OK and SUDOKU_NOT_RATED
///   only.
/// @return SUDOKU_OK; SUDOKU_NOT_RATED (`steps` and `needs` say where and
///   what the path lacks); SUDOKU_RULES_NOT_ON_SCALE (the scale does not
///   rate this rule set); SUDOKU_NULL_POINTER (`rules`, `rating`, or both
///   `givens` and `candidates`); SUDOKU_INVALID_ARGUMENT (both `givens`
///   and `candidates`, an unknown scale, `candidates` on
///   SUDOKU_SCALE_OWN, or `rating->size` too small);
///   SUDOKU_INVALID_VALUE (a value above N); SUDOKU_INVALID_CANDIDATES (a
///   mask with a bit above N); SUDOKU_GRID_BREAKS_RULE (the givens break a
///   rule, or the marks leave a cell or house without a digit);
///   SUDOKU_NO_SOLUTION; SUDOKU_MULTIPLE_SOLUTIONS;
///   SUDOKU_BUDGET_EXHAUSTED.
///
/// Allocates, and needs the default stack, as every variant call.
///
/// # Safety
/// `rules` is NULL or a live rule set; `givens` NULL or valid for N*N
/// reads; `candidates` NULL or valid for N*N * 4 reads; `rating` NULL or
/// valid for reading and writing `rating->size` bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_rate(
    rules: *const RulesHandle,
    givens: *const u8,
    candidates: *const u32,
    scale: i32,
    guess_budget: u64,
    rating: *mut RulesRating,
) -> Status {
    guarded(|| {
        if rating.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: the pointers as this function's contract.
        let (rules, puzzle) = match unsafe { read_puzzle(rules, givens, candidates) } {
            Ok(read) => read,
            Err(status) => return status,
        };
        // SAFETY: non-NULL, so `size` is readable by contract.
        if unsafe { caller_size(rating) } < RulesRating::V1_SIZE {
            return Status::INVALID_ARGUMENT;
        }
        let chosen = match checked_scale(rules, &puzzle, scale, false, guess_budget) {
            Ok(chosen) => chosen,
            Err(status) => return status,
        };
        let found = match chosen {
            PathScale::Own => own_rating(rules, &puzzle, guess_budget)
                .map(|r| RulesRating::solved(scale, [r.er, r.ep, r.ed], &r.steps)),
            _ => sukaku_score(rules, &puzzle, guess_budget)
                .map(|r| RulesRating::scored(scale, [r.er, r.ep, r.ed], r.steps, r.hardest)),
        };
        let (found, status) = match found {
            Ok(rating) => (rating, Status::OK),
            Err(Refusal::NotRated { needs, after_steps }) => (
                RulesRating::needing(scale, needs, after_steps),
                Status::NOT_RATED,
            ),
            Err(Refusal::Status(status)) => return status,
        };
        // SAFETY: non-NULL, `size` bytes writable, checked above to hold
        // the first version.
        unsafe { write_versioned(rating, &found) };
        status
    })
}

/// The next step of a variant puzzle, as a hint: the simplest technique of
/// the logic engine that applies (last cells and hidden singles first, then
/// naked singles, pair rules, cage combinations, locking, sets, fish,
/// strong links, wings), for any rule set and size.
///
/// @param rules the rule set.
/// @param givens N*N values: the puzzle's givens, plus any digits placed
///   since (they must keep one solution), or NULL with `candidates`.
/// @param candidates NULL with `givens`, or N*N pencil-mark masks as for
///   sudoku_rules_rate.
/// @param guess_budget 0 for no limit; N allows N guesses to count the
///   solutions of `givens`. The techniques do not search.
/// @param step its `size` set by the caller; written on SUDOKU_OK only
///   (the fields that fit in `size`, never `size` itself), `difficulty` 0.
/// @return SUDOKU_OK; SUDOKU_ALREADY_SOLVED (every cell filled);
///   SUDOKU_TECHNIQUES_EXHAUSTED (no technique of the engine applies);
///   SUDOKU_NULL_POINTER; SUDOKU_INVALID_ARGUMENT (both `givens` and
///   `candidates`, or `step->size` too small); SUDOKU_INVALID_VALUE;
///   SUDOKU_INVALID_CANDIDATES; SUDOKU_GRID_BREAKS_RULE;
///   SUDOKU_NO_SOLUTION; SUDOKU_MULTIPLE_SOLUTIONS;
///   SUDOKU_BUDGET_EXHAUSTED, as for sudoku_rules_rate.
///
/// # Safety
/// As sudoku_rules_rate, with `step` NULL or valid for reading and writing
/// `step->size` bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_hint(
    rules: *const RulesHandle,
    givens: *const u8,
    candidates: *const u32,
    guess_budget: u64,
    step: *mut RulesStep,
) -> Status {
    guarded(|| {
        if step.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: the pointers as this function's contract.
        let (rules, puzzle) = match unsafe { read_puzzle(rules, givens, candidates) } {
            Ok(read) => read,
            Err(status) => return status,
        };
        // SAFETY: non-NULL, so `size` is readable by contract.
        if unsafe { caller_size(step) } < RulesStep::V1_SIZE {
            return Status::INVALID_ARGUMENT;
        }
        let engine = LogicEngine::new(rules);
        let board = match board(&engine, &puzzle) {
            Ok(board) => board,
            Err(status) => return status,
        };
        if let Err(status) = one_solution(rules, &puzzle, guess_budget) {
            return status;
        }
        if board.is_solved() {
            return Status::ALREADY_SOLVED;
        }
        let Some(found) = engine.next_step(&board) else {
            return Status::TECHNIQUES_EXHAUSTED;
        };
        let out = RulesStep::from_logic(&found, rules.size(), 0);
        // SAFETY: non-NULL, `size` bytes writable, checked above.
        unsafe { write_versioned(step, &out) };
        Status::OK
    })
}

/// The whole path of a variant puzzle, step by step.
///
/// @param rules, givens, candidates, guess_budget as for sudoku_rules_rate.
/// @param scale SUDOKU_SCALE_SUKAKU or SUDOKU_SCALE_OWN: the path
///   sudoku_rules_rate rates, each step with its `difficulty`;
///   SUDOKU_SCALE_UNRATED: the logic
///   engine's own path (each step sudoku_rules_hint's), for any rule set
///   and size, `difficulty` 0.
/// @param steps an array of `capacity` steps; NULL only when `capacity` is
///   0. Set `steps[0].size` to sizeof(sudoku_rules_step): that is the size
///   of every element (the array's stride), and the library sets the
///   `size` of each element it writes to it.
/// @param capacity the number of elements of `steps`.
/// @param count written on SUDOKU_OK, SUDOKU_TECHNIQUES_EXHAUSTED and
///   SUDOKU_CAPACITY_TOO_SMALL only: the path's length.
/// @return SUDOKU_OK: the path reaches the solution, `*count` steps in
///   `steps[0]` on. SUDOKU_TECHNIQUES_EXHAUSTED (SUDOKU_SCALE_UNRATED):
///   the engine's techniques ran out; the `*count` steps before are
///   written. SUDOKU_CAPACITY_TOO_SMALL: `*count` elements are needed; no
///   step is written. SUDOKU_NOT_RATED (a rated scale): the path
///   reaches a technique this version lacks (sudoku_rules_rate says
///   which); nothing written. SUDOKU_NULL_POINTER (`rules`, `count`, both
///   `givens` and `candidates`, or `steps` with a `capacity` above 0);
///   SUDOKU_INVALID_ARGUMENT (both `givens` and `candidates`, an unknown
///   scale, `candidates` on SUDOKU_SCALE_OWN, `steps[0].size` too small,
///   or `capacity` times it beyond the address space); and the statuses of sudoku_rules_rate for the rule
///   set and puzzle. On these nothing is written.
///
/// A path has at most N*N*N steps (each places a digit or removes a
/// candidate), so an array that long always suffices. The path is found
/// whole before anything is written.
///
/// # Safety
/// As sudoku_rules_rate, with `steps` NULL or valid for reading and
/// writing `capacity * steps[0].size` bytes, and `count` NULL or writable.
#[must_use]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn sudoku_rules_explain(
    rules: *const RulesHandle,
    givens: *const u8,
    candidates: *const u32,
    scale: i32,
    guess_budget: u64,
    steps: *mut RulesStep,
    capacity: usize,
    count: *mut usize,
) -> Status {
    guarded(|| {
        if count.is_null() || (steps.is_null() && capacity > 0) {
            return Status::NULL_POINTER;
        }
        // SAFETY: the pointers as this function's contract.
        let (rules, puzzle) = match unsafe { read_puzzle(rules, givens, candidates) } {
            Ok(read) => read,
            Err(status) => return status,
        };
        // SAFETY: non-NULL when capacity > 0 (checked above), so its first
        // element's `size` is readable by contract.
        let stride = match unsafe { array_stride(steps.cast_const(), capacity) } {
            Ok(stride) => stride,
            Err(status) => return status,
        };
        let chosen = match checked_scale(rules, &puzzle, scale, true, guess_budget) {
            Ok(chosen) => chosen,
            Err(status) => return status,
        };
        let (path, status) = match scale_path(rules, &puzzle, chosen, 0, guess_budget) {
            Ok(found) => {
                let n = rules.size();
                let steps: Vec<RulesStep> = found
                    .steps
                    .iter()
                    .map(|(step, rated)| RulesStep::from_logic(step, n, *rated))
                    .collect();
                (steps, found.status)
            }
            Err(Refusal::NotRated { .. }) => return Status::NOT_RATED,
            Err(Refusal::Status(status)) => return status,
        };
        let status = if path.len() > capacity {
            Status::CAPACITY_TOO_SMALL
        } else {
            // SAFETY: `path.len() <= capacity` elements of `stride` bytes,
            // within the caller's array (checked not to overflow).
            unsafe { write_path(steps.cast::<u8>(), stride, &path) };
            status
        };
        // SAFETY: non-NULL and writable by contract.
        unsafe { count.write_unaligned(path.len()) };
        status
    })
}

/// The logic engine's path, at most `max_steps` steps (0: no limit), and
/// whether it reached the solution.
fn engine_path(rules: &Rules, puzzle: &Puzzle, max_steps: usize) -> Result<Path, Status> {
    let engine = LogicEngine::new(rules);
    let mut board = board(&engine, puzzle)?;
    let limit = if max_steps == 0 {
        usize::MAX
    } else {
        max_steps
    };
    let steps: Vec<(Step, u8)> = engine
        .steps(&mut board)
        .take(limit)
        .map(|s| (s, 0))
        .collect();
    // Stopped at the limit: the steps asked for are all there.
    let status = if board.is_solved() || steps.len() == limit {
        Status::OK
    } else {
        Status::TECHNIQUES_EXHAUSTED
    };
    Ok(Path { steps, status })
}

/// Writes `path` to the caller's array, element `k` at `k * stride`, each
/// element's `size` set to `stride`.
///
/// # Safety
/// `base` is valid for writing `path.len() * stride` bytes, and `stride`
/// is at least the first version's size.
unsafe fn write_path(base: *mut u8, stride: usize, path: &[RulesStep]) {
    let known = stride.min(std::mem::size_of::<RulesStep>());
    for (index, step) in path.iter().enumerate() {
        let mut element = *step;
        element.size = stride as u32;
        // SAFETY: element `index` lies within the caller's bytes, by
        // contract; `known` bytes lie within both; they do not overlap.
        unsafe {
            ptr::copy_nonoverlapping(
                ptr::from_ref(&element).cast::<u8>(),
                base.add(index * stride),
                known,
            )
        };
    }
}
