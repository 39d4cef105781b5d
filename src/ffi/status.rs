//! Status codes and their texts.

use std::ffi::{c_char, c_int, CStr};

use super::guarded;
use crate::generate::GenerateError;
use crate::grid::GridError;
use crate::logic::hodoku::HodokuError;
use crate::logic::LogicError;
use crate::solve::SolveError;
use crate::text::TextError;

/// A status code. 0 is success; the values are fixed and new codes are only
/// ever appended.
///
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=prefix:SUDOKU_
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Spelled as C sees them, SUDOKU_ prefix aside.
#[allow(non_camel_case_types)]
pub enum Status {
    /// Success. For a solve: the grid now holds the unique solution.
    OK = 0,
    /// A required pointer argument is NULL.
    NULL_POINTER = 1,
    /// A byte is none of '1'-'9', '.', '0' (or, for sudoku_parse, of the
    /// layout characters it accepts; for sudoku_rules_grid_from_text, not a
    /// value of the grid).
    INVALID_CHARACTER = 2,
    /// Two equal givens share a row, column or box.
    CONFLICTING_GIVENS = 3,
    /// The givens are consistent, but the puzzle has no solution.
    NO_SOLUTION = 4,
    /// The puzzle has more than one solution.
    MULTIPLE_SOLUTIONS = 5,
    /// A bug inside the library was caught before it reached the caller.
    /// This must never happen; please report it.
    INTERNAL_ERROR = 6,
    /// The budget ran out before the answer was known: the guess budget (of
    /// sudoku_options, or a `guess_budget` argument, which also bounds the
    /// chain search of the logic calls), or for the generator the attempt
    /// budget of sudoku_generate_options.
    BUDGET_EXHAUSTED = 7,
    /// The text given to sudoku_parse does not hold exactly 81 cells (or,
    /// given to sudoku_rules_grid_from_text, exactly N*N).
    INVALID_LENGTH = 8,
    /// An argument is out of its documented range (a limit of 0, a struct
    /// with a size too small, an unknown mode, a reserved field that is not
    /// 0, ...).
    INVALID_ARGUMENT = 9,
    /// The logic techniques the library implements ran out before the
    /// solution: the puzzle needs harder ones (sudoku_hint, sudoku_rate,
    /// sudoku_explain).
    TECHNIQUES_EXHAUSTED = 10,
    /// The player's grid (`current`) changes or clears a given of the puzzle.
    CURRENT_CONTRADICTS_PUZZLE = 11,
    /// A pencil-mark mask of an empty cell has bits above the ninth.
    INVALID_CANDIDATES = 12,
    /// The caller's array is too small for the result; the number needed is
    /// reported.
    CAPACITY_TOO_SMALL = 13,
    /// The player's grid is complete and right: there is no next step.
    ALREADY_SOLVED = 14,
    /// A symmetry value that is none of the SUDOKU_SYMMETRY_* constants.
    UNKNOWN_SYMMETRY = 15,
    /// A minimum is above its non-zero maximum (`min_givens` above
    /// `max_givens`, or `min_rating` above `max_rating`).
    MIN_ABOVE_MAX = 16,
    /// A pattern byte is neither 'x' nor '.'.
    INVALID_PATTERN = 17,
    /// The pattern gives some cells of a symmetric group but not the others.
    PATTERN_BREAKS_SYMMETRY = 18,
    /// The pattern's number of givens is outside `min_givens`..`max_givens`.
    PATTERN_OUTSIDE_GIVEN_BOUNDS = 19,
    /// sudoku_rules_from_text: the text is none of the formats it reads, or
    /// is malformed; the sudoku_rules_error report names what and where.
    PARSE_ERROR = 20,
    /// sudoku_rules_from_text: an f-puzzles field for a rule this library
    /// does not support (arrows, XV, ...), named in the report. Such rules
    /// are refused, never ignored.
    UNSUPPORTED_RULE = 21,
    /// A rule set refused as malformed before any search: a size outside
    /// 4..25, boxes that do not tile the grid, a cell off the grid or listed
    /// twice in one rule, an empty rule, too many rules of a kind, or a rule
    /// defined only on other grids (sudoku_rules_error names which).
    INVALID_RULES = 22,
    /// A well-formed rule set that no grid can satisfy, refused before any
    /// search: a jigsaw region of the wrong size, two regions that overlap,
    /// a cage or extra region with more cells than digits, a cage sum its
    /// cells cannot make, a thermometer longer than the digits, a dot value
    /// no two digits have (sudoku_rules_error names which).
    UNSATISFIABLE_RULES = 23,
    /// A variant grid holds a value above the rule set's size N (the report
    /// or violation names the cell).
    INVALID_VALUE = 24,
    /// A variant grid breaks a rule among its filled cells (the report or
    /// violation names the first cell and the rule).
    GRID_BREAKS_RULE = 25,
    /// sudoku_rules_generate: the rule set does not map onto itself under
    /// the symmetry asked for, or random cages, regions, dots or lines
    /// (which follow no symmetry) were asked for with one.
    SYMMETRY_BREAKS_RULES = 26,
    /// sudoku_rules_generate: the layout's options are impossible (cage or
    /// thermometer sizes, counts, a dot count with every dot, an unknown
    /// layout), or the rule set refuses the layout (jigsaw regions with
    /// windoku).
    INVALID_LAYOUT = 27,
    /// Not rated on the scale asked for: the path reaches a technique this
    /// version does not have yet for that scale (sudoku_rate_scale,
    /// sudoku_hint_hodoku); the rating's `hodoku_technique` names it.
    NOT_RATED = 28,
    /// sudoku_generate_hodoku cannot make puzzles for the technique asked
    /// for: this version does not implement it on HoDoKu's scale, HoDoKu
    /// has it off by default, or it is on fewer than 1% of random minimal
    /// puzzles' paths.
    NOT_TEACHABLE = 29,
    /// The scale asked for does not rate this rule set (sudoku_rules_rate,
    /// sudoku_rules_explain: SukakuExplainer's scale rates 9x9 with boxes
    /// and one of its variants' rules or none).
    RULES_NOT_ON_SCALE = 30,
}

impl Status {
    /// The status with this value, if any.
    pub fn from_code(code: c_int) -> Option<Status> {
        Some(match code {
            0 => Status::OK,
            1 => Status::NULL_POINTER,
            2 => Status::INVALID_CHARACTER,
            3 => Status::CONFLICTING_GIVENS,
            4 => Status::NO_SOLUTION,
            5 => Status::MULTIPLE_SOLUTIONS,
            6 => Status::INTERNAL_ERROR,
            7 => Status::BUDGET_EXHAUSTED,
            8 => Status::INVALID_LENGTH,
            9 => Status::INVALID_ARGUMENT,
            10 => Status::TECHNIQUES_EXHAUSTED,
            11 => Status::CURRENT_CONTRADICTS_PUZZLE,
            12 => Status::INVALID_CANDIDATES,
            13 => Status::CAPACITY_TOO_SMALL,
            14 => Status::ALREADY_SOLVED,
            15 => Status::UNKNOWN_SYMMETRY,
            16 => Status::MIN_ABOVE_MAX,
            17 => Status::INVALID_PATTERN,
            18 => Status::PATTERN_BREAKS_SYMMETRY,
            19 => Status::PATTERN_OUTSIDE_GIVEN_BOUNDS,
            20 => Status::PARSE_ERROR,
            21 => Status::UNSUPPORTED_RULE,
            22 => Status::INVALID_RULES,
            23 => Status::UNSATISFIABLE_RULES,
            24 => Status::INVALID_VALUE,
            25 => Status::GRID_BREAKS_RULE,
            26 => Status::SYMMETRY_BREAKS_RULES,
            27 => Status::INVALID_LAYOUT,
            28 => Status::NOT_RATED,
            29 => Status::NOT_TEACHABLE,
            30 => Status::RULES_NOT_ON_SCALE,
            _ => return None,
        })
    }

    /// The English text of the status.
    pub fn message(self) -> &'static CStr {
        match self {
            Status::OK => c"success",
            Status::NULL_POINTER => c"a required pointer is NULL",
            Status::INVALID_CHARACTER => c"invalid character in grid",
            Status::CONFLICTING_GIVENS => c"two equal givens share a row, column or box",
            Status::NO_SOLUTION => c"the puzzle has no solution",
            Status::MULTIPLE_SOLUTIONS => c"the puzzle has more than one solution",
            Status::INTERNAL_ERROR => c"internal error in libsudoku",
            Status::BUDGET_EXHAUSTED => c"the guess budget ran out",
            Status::INVALID_LENGTH => {
                c"the text does not hold exactly one value a cell (81 for 9x9)"
            }
            Status::INVALID_ARGUMENT => c"an argument is out of range",
            Status::TECHNIQUES_EXHAUSTED => c"the techniques ran out before the solution",
            Status::CURRENT_CONTRADICTS_PUZZLE => c"the current grid changes a given of the puzzle",
            Status::INVALID_CANDIDATES => c"a candidate mask has bits above the ninth",
            Status::CAPACITY_TOO_SMALL => c"the array is too small for the result",
            Status::ALREADY_SOLVED => c"the grid is already solved",
            Status::UNKNOWN_SYMMETRY => c"unknown symmetry",
            Status::MIN_ABOVE_MAX => c"a minimum is above its maximum",
            Status::INVALID_PATTERN => c"a pattern byte is neither 'x' nor '.'",
            Status::PATTERN_BREAKS_SYMMETRY => c"the pattern breaks the symmetry asked for",
            Status::PATTERN_OUTSIDE_GIVEN_BOUNDS => {
                c"the pattern's number of givens is outside the given bounds"
            }
            Status::PARSE_ERROR => c"the puzzle text cannot be read",
            Status::UNSUPPORTED_RULE => c"the puzzle uses a rule this library does not support",
            Status::INVALID_RULES => c"the rule set is malformed",
            Status::UNSATISFIABLE_RULES => c"no grid can satisfy the rule set",
            Status::INVALID_VALUE => c"a grid value is above the grid's size",
            Status::GRID_BREAKS_RULE => c"the grid breaks a rule",
            Status::SYMMETRY_BREAKS_RULES => {
                c"the rules or layout do not keep the symmetry asked for"
            }
            Status::INVALID_LAYOUT => c"the generated layout's options are impossible",
            Status::NOT_RATED => {
                c"not rated on this scale: the path needs a technique not implemented yet"
            }
            Status::NOT_TEACHABLE => c"no puzzles can be generated for this technique",
            Status::RULES_NOT_ON_SCALE => c"the scale asked for does not rate this rule set",
        }
    }
}

impl From<GridError> for Status {
    fn from(err: GridError) -> Status {
        match err {
            GridError::InvalidCharacter { .. } => Status::INVALID_CHARACTER,
            GridError::ConflictingGivens { .. } => Status::CONFLICTING_GIVENS,
        }
    }
}

impl From<SolveError> for Status {
    fn from(err: SolveError) -> Status {
        match err {
            SolveError::Grid(err) => err.into(),
            SolveError::NoSolution => Status::NO_SOLUTION,
            SolveError::MultipleSolutions => Status::MULTIPLE_SOLUTIONS,
            SolveError::BudgetExhausted => Status::BUDGET_EXHAUSTED,
        }
    }
}

impl From<LogicError> for Status {
    fn from(err: LogicError) -> Status {
        match err {
            LogicError::InvalidCharacter { .. } => Status::INVALID_CHARACTER,
            LogicError::ConflictingGivens { .. } => Status::CONFLICTING_GIVENS,
            LogicError::CurrentContradictsPuzzle { .. } => Status::CURRENT_CONTRADICTS_PUZZLE,
            LogicError::InvalidCandidates { .. } => Status::INVALID_CANDIDATES,
            LogicError::NoSolution => Status::NO_SOLUTION,
            LogicError::MultipleSolutions => Status::MULTIPLE_SOLUTIONS,
            LogicError::TechniquesExhausted => Status::TECHNIQUES_EXHAUSTED,
            LogicError::Solved => Status::ALREADY_SOLVED,
            LogicError::CapacityTooSmall { .. } => Status::CAPACITY_TOO_SMALL,
            LogicError::BudgetExhausted => Status::BUDGET_EXHAUSTED,
            // The chain search's one allocation failed: no status of its
            // own in this version.
            LogicError::OutOfMemory => Status::INTERNAL_ERROR,
        }
    }
}

impl From<HodokuError> for Status {
    fn from(err: HodokuError) -> Status {
        match err {
            HodokuError::Logic(err) => err.into(),
            HodokuError::NotRated { .. } => Status::NOT_RATED,
        }
    }
}

impl From<GenerateError> for Status {
    fn from(err: GenerateError) -> Status {
        match err {
            GenerateError::UnknownSymmetry { .. } => Status::UNKNOWN_SYMMETRY,
            GenerateError::GivensOutOfRange { .. } | GenerateError::ZeroAttemptBudget => {
                Status::INVALID_ARGUMENT
            }
            GenerateError::MinGivensAboveMax { .. } | GenerateError::MinRatingAboveMax { .. } => {
                Status::MIN_ABOVE_MAX
            }
            GenerateError::PatternInvalidByte { .. } => Status::INVALID_PATTERN,
            GenerateError::PatternBreaksSymmetry { .. } => Status::PATTERN_BREAKS_SYMMETRY,
            GenerateError::PatternOutsideGivenBounds { .. } => Status::PATTERN_OUTSIDE_GIVEN_BOUNDS,
            GenerateError::BudgetExhausted { .. } => Status::BUDGET_EXHAUSTED,
        }
    }
}

impl From<TextError> for Status {
    fn from(err: TextError) -> Status {
        match err {
            TextError::InvalidCharacter => Status::INVALID_CHARACTER,
            TextError::InvalidLength => Status::INVALID_LENGTH,
        }
    }
}

/// A readable text for a status.
///
/// @param status any value; it is an int so that every value is safe.
/// @return a static NUL-terminated English string, never NULL, never to be
///   freed. Values that are not a sudoku_status give "unknown status".
#[no_mangle]
pub extern "C" fn sudoku_status_str(status: c_int) -> *const c_char {
    guarded(|| {
        Status::from_code(status)
            .map_or(c"unknown status", Status::message)
            .as_ptr()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_have_distinct_texts() {
        let mut texts = Vec::new();
        let mut code = 0;
        while let Some(status) = Status::from_code(code) {
            assert_eq!(status as c_int, code);
            texts.push(status.message());
            code += 1;
        }
        assert_eq!(code, Status::RULES_NOT_ON_SCALE as c_int + 1);
        let count = texts.len();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), count);
        assert_eq!(Status::from_code(-1), None);
    }
}
