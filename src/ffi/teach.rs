//! Puzzles that teach, from C: generated as sudoku_generate's options ask,
//! kept when HoDoKu's path has the level asked for or needs the technique
//! asked for.

use std::ffi::{c_char, c_int};

use super::generate::{engine_options, write_generated, GenerateOptions};
use super::{guarded, Status};
use crate::generate::teach::{self, HodokuTarget, TeachError};
use crate::logic::hodoku::Level;

impl From<TeachError> for Status {
    fn from(err: TeachError) -> Status {
        match err {
            TeachError::Generate(err) => err.into(),
            TeachError::UnknownTechnique { .. } | TeachError::UnknownLevel => {
                Status::INVALID_ARGUMENT
            }
            TeachError::NotTeachable { .. } => Status::NOT_TEACHABLE,
        }
    }
}

/// The level a SUDOKU_HODOKU_LEVEL_* value names; `Some(None)` for
/// SUDOKU_HODOKU_LEVEL_NONE (any level), `None` for other values.
fn level_of(value: c_int) -> Option<Option<Level>> {
    Some(match value {
        0 => None,
        1 => Some(Level::Easy),
        2 => Some(Level::Medium),
        3 => Some(Level::Hard),
        4 => Some(Level::Unfair),
        5 => Some(Level::Extreme),
        _ => return None,
    })
}

/// The target the arguments name, or SUDOKU_INVALID_ARGUMENT.
fn target(level: c_int, technique: c_int, hardest: c_int) -> Result<HodokuTarget, Status> {
    let level = level_of(level).ok_or(Status::INVALID_ARGUMENT)?;
    let technique = match technique {
        0 => None,
        number => Some(u32::try_from(number).map_err(|_| Status::INVALID_ARGUMENT)?),
    };
    let hardest = match (hardest, technique) {
        (0, _) => false,
        (1, Some(_)) => true,
        _ => return Err(Status::INVALID_ARGUMENT),
    };
    Ok(HodokuTarget {
        level,
        technique,
        hardest,
    })
}

/// Generates a puzzle that teaches on HoDoKu 2.2.0's scale: as
/// sudoku_generate does with the same options (seed, symmetry, given
/// bounds, pattern, Sudoku Explainer rating bounds), keeping only a
/// candidate whose HoDoKu path (as sudoku_rate_scale rates it) has the
/// level asked for and takes the technique asked for. A candidate whose
/// path needs a technique this version does not have for HoDoKu is
/// refused: its level is unknown.
///
/// The same seed and arguments give the same puzzle everywhere, for as
/// long as HoDoKu's ratings in this library stay (a version with more
/// techniques rates more candidates, and can change them).
///
/// @param options NULL for the defaults, or as for sudoku_generate;
///   `attempt_budget` counts the candidates, each rated on HoDoKu's scale.
/// @param level a SUDOKU_HODOKU_LEVEL_* value: EASY to EXTREME, or NONE
///   for any level.
/// @param technique 0 for any, or a HoDoKu step number
///   (sudoku_hodoku_technique_at): a row of the table, met by any step
///   reported under it (5600 by an AIC), or a technique reported under a
///   row (5602 "AIC": only it).
/// @param hardest 1: no step of the path is harder than `technique` (a
///   higher level, or the same level and a higher base score), so a
///   learner meets it with nothing harder around it; 0: any path that
///   takes it. 1 needs a `technique`.
/// @param puzzle 81 bytes, written on SUDOKU_OK only: '1'-'9' givens, '.'
///   empty cells.
/// @param solution NULL, or 81 bytes written on SUDOKU_OK only. Must not
///   overlap `puzzle`.
/// @return SUDOKU_OK; SUDOKU_NULL_POINTER (`puzzle`);
///   SUDOKU_INVALID_ARGUMENT (`level` not 0-5, `technique` no step
///   number, `hardest` not 0 or 1, or 1 with no technique); the options'
///   statuses as sudoku_generate; SUDOKU_NOT_TEACHABLE (a
///   technique this version does not implement on HoDoKu's scale, off by
///   default in HoDoKu, or on fewer than 1% of random minimal puzzles'
///   paths); SUDOKU_BUDGET_EXHAUSTED when no candidate of `attempt_budget`
///   met the target. All checked before anything is drawn but the last.
///
/// Work: per candidate, one attempt of sudoku_generate and one HoDoKu
/// rating. Allocates, and is outside the 16 KiB stack promise, as
/// sudoku_rate_scale on HoDoKu's scale. Rates measured, per level and
/// technique, with the command that measures them: docs/HODOKU.md.
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81], [solution; 81]]
///
/// # Safety
/// As sudoku_generate.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_hodoku(
    options: *const GenerateOptions,
    level: c_int,
    technique: c_int,
    hardest: c_int,
    puzzle: *mut c_char,
    solution: *mut c_char,
) -> Status {
    guarded(|| {
        if puzzle.is_null() {
            return Status::NULL_POINTER;
        }
        let target = match target(level, technique, hardest) {
            Ok(target) => target,
            Err(status) => return status,
        };
        // SAFETY: `options` is as the contract says.
        let options = match unsafe { engine_options(options) } {
            Ok(options) => options,
            Err(status) => return status,
        };
        // SAFETY: `puzzle` is non-NULL (checked above); both are as the
        // contract says.
        unsafe { write_generated(teach::generate_hodoku(&options, &target), puzzle, solution) }
    })
}
