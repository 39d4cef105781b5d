//! The generator: options, one puzzle, random complete grids, and batches
//! on several threads.

use std::ffi::c_char;
use std::mem::offset_of;

use super::{guarded, read_grid, read_versioned, write_grid, Status, Versioned};
use crate::batch::{for_each_share, share_size, thread_count, MIN_RECORDS_PER_THREAD};
use crate::generate::{self, DEFAULT_ATTEMPT_BUDGET};
use crate::geometry::CELLS;

/// The symmetry of the positions of a generated puzzle's givens: the
/// `symmetry` of sudoku_generate_options. Values are fixed and only ever
/// appended. Under a symmetry the cells fall into groups (a cell and its
/// images), and a group is given whole or not at all.
///
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=prefix:SUDOKU_SYMMETRY_
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Spelled as C sees them, SUDOKU_SYMMETRY_ prefix aside.
#[allow(non_camel_case_types)]
pub enum Symmetry {
    /// Any positions (81 groups of one cell).
    NONE = 0,
    /// Unchanged by a half turn about the centre (41 groups).
    ROTATE_180 = 1,
    /// Unchanged by a quarter turn, so also by a half turn (21 groups).
    ROTATE_90 = 2,
    /// Unchanged by swapping left and right (45 groups).
    MIRROR_LEFT_RIGHT = 3,
    /// Unchanged by swapping top and bottom (45 groups).
    MIRROR_TOP_BOTTOM = 4,
    /// Unchanged by reflection in the main diagonal, top left to bottom
    /// right (45 groups).
    DIAGONAL = 5,
    /// Unchanged by reflection in the anti-diagonal, top right to bottom
    /// left (45 groups).
    ANTI_DIAGONAL = 6,
    /// Unchanged by reflection in either diagonal, so also by a half turn
    /// (25 groups).
    BOTH_DIAGONALS = 7,
    /// Unchanged by either mirror, so also by a half turn (25 groups).
    BOTH_MIRRORS = 8,
    /// Unchanged by every symmetry of the square: the quarter turns and the
    /// four reflections (15 groups).
    FULL = 9,
}

// The C values are the engine's.
const _: () = {
    use generate::Symmetry as S;
    assert!(Symmetry::NONE as u32 == S::None as u32);
    assert!(Symmetry::ROTATE_180 as u32 == S::Rotate180 as u32);
    assert!(Symmetry::ROTATE_90 as u32 == S::Rotate90 as u32);
    assert!(Symmetry::MIRROR_LEFT_RIGHT as u32 == S::MirrorLeftRight as u32);
    assert!(Symmetry::MIRROR_TOP_BOTTOM as u32 == S::MirrorTopBottom as u32);
    assert!(Symmetry::DIAGONAL as u32 == S::Diagonal as u32);
    assert!(Symmetry::ANTI_DIAGONAL as u32 == S::AntiDiagonal as u32);
    assert!(Symmetry::BOTH_DIAGONALS as u32 == S::BothDiagonals as u32);
    assert!(Symmetry::BOTH_MIRRORS as u32 == S::BothMirrors as u32);
    assert!(Symmetry::FULL as u32 == S::Full as u32);
    assert!(S::ALL.len() == 10);
};

/// What to generate. Get the defaults from sudoku_generate_options_default(),
/// then change the fields you need.
///
/// sudoku_generate_options_default returns this struct by value, so it can
/// never change size: it keeps this layout for good, and later versions
/// give meaning to fields of `reserved` instead, with 0 meaning what this
/// version does. Leave `reserved` as the defaults have it (all 0): this
/// version refuses a non-zero reserved field with SUDOKU_INVALID_ARGUMENT,
/// so a program that sets a later field learns when the library loaded is
/// too old for it.
///
/// Invalid options are refused before anything is generated, checked in
/// this order: `size` below this struct's (SUDOKU_INVALID_ARGUMENT);
/// `minimal` other than 0 or 1, or a reserved field not 0
/// (SUDOKU_INVALID_ARGUMENT); `symmetry` (SUDOKU_UNKNOWN_SYMMETRY);
/// `min_givens` or `max_givens` above 81 (SUDOKU_INVALID_ARGUMENT);
/// `min_givens` above a non-zero `max_givens`, then `min_rating` above a
/// non-zero `max_rating` (SUDOKU_MIN_ABOVE_MAX); a pattern byte other than
/// 'x' and '.' (SUDOKU_INVALID_PATTERN); a pattern that gives part of a
/// symmetric group (SUDOKU_PATTERN_BREAKS_SYMMETRY); a pattern whose count
/// of 'x' is outside the given bounds (SUDOKU_PATTERN_OUTSIDE_GIVEN_BOUNDS);
/// `attempt_budget` 0 (SUDOKU_INVALID_ARGUMENT).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct GenerateOptions {
    /// sizeof(sudoku_generate_options), as the defaults set it; these 4
    /// bytes are always read.
    pub size: u32,
    /// A SUDOKU_SYMMETRY_* value; SUDOKU_SYMMETRY_NONE by default.
    pub symmetry: u32,
    /// The seed: the same seed and options give the same puzzle on every
    /// platform, build, thread count and language binding, for as long as
    /// the major version stays (with rating bounds, as long as the ratings
    /// stay: a version whose techniques rate more puzzles can change them).
    /// 0 by default.
    pub seed: u64,
    /// NULL (the default) for givens anywhere, or 81 bytes, read when the
    /// options are: 'x' where a given must be, '.' where none may be. The
    /// puzzle then has givens exactly there (its count of givens is the
    /// pattern's). Sparse patterns need many attempts: raise
    /// `attempt_budget`, and set `minimal` to 0 unless minimal puzzles are
    /// needed, since few patterns carry one.
    pub pattern: *const c_char,
    /// Give up with SUDOKU_BUDGET_EXHAUSTED after this many candidate
    /// puzzles (each a new random complete grid); at least 1, 10000 by
    /// default. A combination that cannot be met ends by this, never runs
    /// forever.
    pub attempt_budget: u64,
    /// 1 (the default): removing any given (under a symmetry, any one group
    /// of givens) leaves more than one solution. 0: givens stop being
    /// removed as soon as their count is within bounds.
    pub minimal: u32,
    /// At least this many givens (0 to 81; 0, the default, means no bound).
    pub min_givens: u32,
    /// At most this many givens (0 to 81; 0, the default, means no bound).
    pub max_givens: u32,
    /// The least Sudoku Explainer rating, in tenths, as sudoku_rate gives it
    /// (its `er`); 0 (the default) means no bound. Every puzzle with one
    /// solution has a rating (sudoku_rate), so a bound refuses puzzles only
    /// for their rating; ratings rare among random minimal puzzles need a
    /// large `attempt_budget`.
    pub min_rating: u32,
    /// The greatest rating, in tenths; 0 (the default) means no bound.
    pub max_rating: u32,
    /// Room for later versions; all 0.
    pub reserved: [u32; 15],
}

impl Versioned for GenerateOptions {
    /// The whole struct, which never grows. 112 bytes where uint64_t is
    /// 8-aligned (64-bit targets, wasm32, 32-bit ARM); 108 on 32-bit x86,
    /// which aligns it to 4.
    const V1_SIZE: usize = if cfg!(target_arch = "x86") { 108 } else { 112 };
}

// The layout never changes: sudoku_generate_options_default returns the
// struct by value, and a larger struct is returned another way.
const _: () = {
    assert!(std::mem::size_of::<GenerateOptions>() == GenerateOptions::V1_SIZE);
    assert!(offset_of!(GenerateOptions, size) == 0);
    assert!(offset_of!(GenerateOptions, symmetry) == 4);
    assert!(offset_of!(GenerateOptions, seed) == 8);
    assert!(offset_of!(GenerateOptions, pattern) == 16);
};
#[cfg(not(target_arch = "x86"))]
const _: () = {
    assert!(offset_of!(GenerateOptions, attempt_budget) == 24);
    assert!(offset_of!(GenerateOptions, minimal) == 32);
    assert!(offset_of!(GenerateOptions, min_givens) == 36);
    assert!(offset_of!(GenerateOptions, max_givens) == 40);
    assert!(offset_of!(GenerateOptions, min_rating) == 44);
    assert!(offset_of!(GenerateOptions, max_rating) == 48);
    assert!(offset_of!(GenerateOptions, reserved) == 52);
};

/// The default options: `size` set, no symmetry, seed 0, no pattern, 10000
/// attempts, minimal, no bound on givens or rating, `reserved` all 0.
#[no_mangle]
pub extern "C" fn sudoku_generate_options_default() -> GenerateOptions {
    guarded(default_options)
}

fn default_options() -> GenerateOptions {
    GenerateOptions {
        size: std::mem::size_of::<GenerateOptions>() as u32,
        symmetry: Symmetry::NONE as u32,
        seed: 0,
        pattern: std::ptr::null(),
        attempt_budget: DEFAULT_ATTEMPT_BUDGET,
        minimal: 1,
        min_givens: 0,
        max_givens: 0,
        min_rating: 0,
        max_rating: 0,
        reserved: [0; 15],
    }
}

impl super::Fallback for GenerateOptions {
    /// The defaults, which need nothing that could fail.
    fn fallback() -> GenerateOptions {
        default_options()
    }
}

/// Reads caller options, defaulting when NULL, and checks what the engine
/// does not (the struct's own fields); the engine checks the rest when it
/// runs.
///
/// # Safety
/// `options` is NULL or points to `options->size` readable bytes, and its
/// `pattern` is NULL or valid for 81 reads.
pub(super) unsafe fn engine_options(
    options: *const GenerateOptions,
) -> Result<generate::GenerateOptions, Status> {
    let raw = if options.is_null() {
        default_options()
    } else {
        // SAFETY: non-NULL options have `size` readable bytes, per contract.
        unsafe { read_versioned(options, default_options()) }?
    };
    if raw.minimal > 1 || raw.reserved.iter().any(|&r| r != 0) {
        return Err(Status::INVALID_ARGUMENT);
    }
    let symmetry = generate::Symmetry::try_from(raw.symmetry).map_err(Status::from)?;
    let pattern = (!raw.pattern.is_null()).then(|| {
        // SAFETY: a non-NULL pattern has 81 readable bytes, per contract.
        unsafe { read_grid(raw.pattern) }
    });
    Ok(generate::GenerateOptions {
        seed: raw.seed,
        symmetry,
        minimal: raw.minimal == 1,
        min_givens: raw.min_givens,
        max_givens: raw.max_givens,
        pattern,
        min_rating: raw.min_rating,
        max_rating: raw.max_rating,
        attempt_budget: raw.attempt_budget,
    })
}

/// Generates a puzzle with exactly one solution, as the options ask.
///
/// The same seed and options give the same puzzle everywhere (see `seed`).
/// The algorithm is one pass: a random complete grid (from the seed, by
/// SplitMix64 seeding xoshiro256**), then its groups of cells tried for
/// removal in a random order, each removed when the solution stays unique;
/// a candidate that misses the bounds is dropped and the next grid drawn.
/// docs/GENERATE.md specifies every step, precisely enough to reproduce
/// the puzzles in another language.
///
/// @param options NULL for the defaults, or options from
///   sudoku_generate_options_default() with fields changed.
/// @param puzzle 81 bytes, written on SUDOKU_OK only: '1'-'9' givens, '.'
///   empty cells.
/// @param solution NULL, or 81 bytes written on SUDOKU_OK only with the
///   puzzle's solution. Must not overlap `puzzle`.
/// @return SUDOKU_OK; SUDOKU_NULL_POINTER (`puzzle`); for invalid options
///   the statuses listed at sudoku_generate_options (checked before
///   anything is drawn); SUDOKU_BUDGET_EXHAUSTED when no candidate of
///   `attempt_budget` met the options.
///
/// Work: one attempt (a random grid, a minimisation) per candidate; rating
/// bounds, patterns and given bounds cost one attempt for each candidate
/// refused, so `attempt_budget` bounds the call. Times measured on one
/// machine, with the command that measures them: docs/GENERATE.md
/// ("Measured").
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81], [solution; 81]]
///
/// # Safety
/// `options` is NULL or points to `options->size` readable bytes whose
/// `pattern` is NULL or valid for 81 reads; `puzzle` is NULL or valid for
/// 81 writes; `solution` NULL or valid for 81 writes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate(
    options: *const GenerateOptions,
    puzzle: *mut c_char,
    solution: *mut c_char,
) -> Status {
    guarded(|| {
        if puzzle.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: `options` is as the contract says.
        let options = match unsafe { engine_options(options) } {
            Ok(options) => options,
            Err(status) => return status,
        };
        // SAFETY: `puzzle` is non-NULL (checked above); both are as the
        // contract says.
        unsafe { write_generated(generate::generate(&options), puzzle, solution) }
    })
}

/// Writes a generated puzzle, and its solution when `solution` is not NULL,
/// and returns SUDOKU_OK; on an error writes nothing and returns its status.
///
/// # Safety
/// `puzzle` must be non-NULL and valid for 81 writes; `solution` NULL or
/// valid for 81 writes.
pub(super) unsafe fn write_generated<E: Into<Status>>(
    made: Result<generate::Generated, E>,
    puzzle: *mut c_char,
    solution: *mut c_char,
) -> Status {
    match made {
        Ok(made) => {
            // SAFETY: as this function's contract.
            unsafe {
                write_grid(puzzle, &made.puzzle);
                if !solution.is_null() {
                    write_grid(solution, &made.solution);
                }
            }
            Status::OK
        }
        Err(err) => err.into(),
    }
}

/// A random complete grid: 81 digits '1'-'9', a valid Sudoku solution.
///
/// The same seed gives the same grid everywhere. How random: every one of
/// the 6.67e21 valid grids can come out, and grids that differ only by a
/// relabelling of the digits, an order of the bands, of the rows within a
/// band, of the stacks, of the columns within a stack, or a transposition
/// are exactly equally likely. Across the 5,472,730,538 classes of grids
/// equivalent that way the draw is not exactly uniform: a backtracking fill
/// weights each class by how its fill runs, a bias not measured
/// (docs/GENERATE.md).
///
/// @param seed any value.
/// @param grid 81 bytes, written on SUDOKU_OK.
/// @return SUDOKU_OK or SUDOKU_NULL_POINTER. No search: one backtracking
///   fill (its speed, measured: docs/GENERATE.md, "Measured").
///
/// cbindgen:ptrs-as-arrays=[[grid; 81]]
///
/// # Safety
/// `grid` is NULL or valid for 81 writes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_random_solution(seed: u64, grid: *mut c_char) -> Status {
    guarded(|| {
        if grid.is_null() {
            return Status::NULL_POINTER;
        }
        let cells = generate::random_solution(seed);
        // SAFETY: non-NULL, 81 writable bytes by contract.
        unsafe { write_grid(grid, &cells) };
        Status::OK
    })
}

/// Generates many puzzles on several threads.
///
/// Puzzle i is exactly what sudoku_generate gives for the same options with
/// seed `options->seed + i` (wrapping), whatever the number of threads.
///
/// @param options NULL for the defaults, or options as for sudoku_generate.
///   When they are invalid, every status is the refusal sudoku_generate
///   would give, no puzzle is written, and 0 is returned.
/// @param count number of puzzles.
/// @param puzzles `count` consecutive 81-byte records (no separators);
///   record i is written only when `statuses[i]` is SUDOKU_OK.
/// @param statuses `count` status slots, all written (SUDOKU_OK,
///   SUDOKU_BUDGET_EXHAUSTED, or the refusal of invalid options); any
///   alignment.
/// @param threads 0 for one thread per core, else the most threads to use;
///   never more threads than puzzles. The pool is sudoku_solve_batch's.
/// @return the number of puzzles generated (SUDOKU_OK). When `puzzles` or
///   `statuses` is NULL, or `count * 81` overflows, nothing is read or
///   written and 0 is returned.
///
/// # Safety
/// `options` as for sudoku_generate; `puzzles` is valid for `count * 81`
/// writes and `statuses` for `count * sizeof(sudoku_status)` writes, and
/// the two do not overlap.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_batch(
    options: *const GenerateOptions,
    count: usize,
    puzzles: *mut c_char,
    statuses: *mut Status,
    threads: u32,
) -> usize {
    guarded(|| {
        if count == 0 || puzzles.is_null() || statuses.is_null() {
            return 0;
        }
        let Some(bytes) = count.checked_mul(CELLS) else {
            return 0;
        };
        // SAFETY: valid, non-overlapping and ours for the call, by contract.
        // Both are viewed as bytes, so no alignment is assumed: a status is
        // written as the 4 bytes of its value.
        let (puzzles, statuses) = unsafe {
            (
                std::slice::from_raw_parts_mut(puzzles.cast::<u8>(), bytes),
                std::slice::from_raw_parts_mut(statuses.cast::<[u8; 4]>(), count),
            )
        };
        // SAFETY: `options` is as the contract says.
        let options = match unsafe { engine_options(options) } {
            Ok(options) => options,
            Err(status) => {
                statuses.fill((status as i32).to_ne_bytes());
                return 0;
            }
        };
        // One generated puzzle costs as much as hundreds of solves: each is
        // worth a thread of its own, unlike the records of a solve batch.
        let threads = thread_count(threads, count.saturating_mul(MIN_RECORDS_PER_THREAD));
        let per_share = share_size(count, threads);
        let shares = puzzles
            .chunks_mut(per_share * CELLS)
            .zip(statuses.chunks_mut(per_share))
            .enumerate();
        for_each_share(shares, threads, |(share, (puzzles, statuses))| {
            let first = share * per_share;
            for (i, (puzzle, status)) in puzzles
                .chunks_exact_mut(CELLS)
                .zip(statuses.iter_mut())
                .enumerate()
            {
                let seed = options.seed.wrapping_add((first + i) as u64);
                let puzzle: &mut [u8; CELLS] = puzzle.try_into().expect("chunks are 81 bytes");
                *status = (generate_record(&options, seed, puzzle) as i32).to_ne_bytes();
            }
        });
        statuses
            .iter()
            .filter(|&&s| s == (Status::OK as i32).to_ne_bytes())
            .count()
    })
}

/// Generates one record of a batch in place, as sudoku_generate would.
fn generate_record(
    options: &generate::GenerateOptions,
    seed: u64,
    puzzle: &mut [u8; CELLS],
) -> Status {
    guarded(|| {
        let options = generate::GenerateOptions { seed, ..*options };
        match generate::generate(&options) {
            Ok(made) => {
                *puzzle = made.puzzle;
                Status::OK
            }
            Err(err) => err.into(),
        }
    })
}
