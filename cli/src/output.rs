//! Writing answers: plain lines, or one JSON object a line (`--json`), and
//! the names scripts match on.

use std::fmt::Write as _;
use std::io::{self, BufWriter, StdoutLock, Write};

use sudoku::generate::GenerateError;
use sudoku::logic::LogicError;
use sudoku::{GridError, SolveError};

use crate::input::Unreadable;

/// Buffered standard output.
pub struct Out {
    writer: BufWriter<StdoutLock<'static>>,
}

impl Out {
    pub fn new() -> Out {
        Out {
            writer: BufWriter::new(io::stdout().lock()),
        }
    }

    pub fn line(&mut self, text: &str) -> io::Result<()> {
        self.writer.write_all(text.as_bytes())?;
        self.writer.write_all(b"\n")
    }

    pub fn flush(&mut self) -> io::Result<()> {
        self.writer.flush()
    }
}

/// One JSON object, built field by field.
pub struct Json {
    text: String,
}

impl Json {
    pub fn new() -> Json {
        Json {
            text: String::from("{"),
        }
    }

    fn key(&mut self, key: &str) {
        if self.text.len() > 1 {
            self.text.push(',');
        }
        push_string(&mut self.text, key);
        self.text.push(':');
    }

    pub fn string(mut self, key: &str, value: &str) -> Json {
        self.key(key);
        push_string(&mut self.text, value);
        self
    }

    pub fn number(mut self, key: &str, value: u64) -> Json {
        self.key(key);
        let _ = write!(self.text, "{value}");
        self
    }

    pub fn boolean(mut self, key: &str, value: bool) -> Json {
        self.key(key);
        self.text.push_str(if value { "true" } else { "false" });
        self
    }

    /// A rating in tenths as a JSON number with one decimal (23 is 2.3).
    pub fn tenths(mut self, key: &str, value: u32) -> Json {
        self.key(key);
        self.text.push_str(&tenths(value));
        self
    }

    /// A value already written as JSON (an array, an object).
    pub fn raw(mut self, key: &str, json: &str) -> Json {
        self.key(key);
        self.text.push_str(json);
        self
    }

    /// The `status` field, and `error` (and `cell`) when it is a failure.
    pub fn status(self, status: &Status) -> Json {
        let json = self.string("status", status.name);
        match &status.error {
            None => json,
            Some(message) => {
                let json = json.string("error", message);
                match status.cell {
                    Some(cell) => json.number("cell", cell as u64),
                    None => json,
                }
            }
        }
    }

    pub fn finish(mut self) -> String {
        self.text.push('}');
        self.text
    }
}

/// A rating in tenths as Sudoku Explainer writes it: 23 is "2.3".
pub fn tenths(value: u32) -> String {
    format!("{}.{}", value / 10, value % 10)
}

/// A JSON string literal of `value`.
pub fn push_string(out: &mut String, value: &str) {
    out.push('"');
    for ch in value.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// An answer's status: the name of the C library's status code (without
/// its `SUDOKU_` prefix), and for a failure its text and offending cell.
pub struct Status {
    pub name: &'static str,
    pub error: Option<String>,
    pub cell: Option<usize>,
}

impl Status {
    pub const OK: Status = Status {
        name: "OK",
        error: None,
        cell: None,
    };

    pub fn of_solve(err: &SolveError) -> Status {
        let name = match err {
            SolveError::Grid(grid) => return Status::of_grid(grid),
            SolveError::NoSolution => "NO_SOLUTION",
            SolveError::MultipleSolutions => "MULTIPLE_SOLUTIONS",
            SolveError::BudgetExhausted => "BUDGET_EXHAUSTED",
        };
        Status::failure(name, err, None)
    }

    pub fn of_grid(err: &GridError) -> Status {
        let name = match err {
            GridError::InvalidCharacter { .. } => "INVALID_CHARACTER",
            GridError::ConflictingGivens { .. } => "CONFLICTING_GIVENS",
        };
        Status::failure(name, err, Some(err.cell()))
    }

    /// The status of a puzzle that could not be read.
    pub fn of_unreadable(err: &Unreadable) -> Status {
        Status {
            name: err.status,
            error: Some(err.message.clone()),
            cell: err.cell,
        }
    }

    /// The status of a logic call, with the texts of the C statuses.
    pub fn of_logic(err: &LogicError) -> Status {
        let (name, text, cell) = match *err {
            LogicError::InvalidCharacter { cell } => {
                return Status::of_grid(&GridError::InvalidCharacter { cell })
            }
            LogicError::ConflictingGivens { cell } => {
                return Status::of_grid(&GridError::ConflictingGivens { cell })
            }
            LogicError::NoSolution => return Status::of_solve(&SolveError::NoSolution),
            LogicError::MultipleSolutions => {
                return Status::of_solve(&SolveError::MultipleSolutions)
            }
            LogicError::BudgetExhausted => return Status::of_solve(&SolveError::BudgetExhausted),
            LogicError::CurrentContradictsPuzzle { cell } => (
                "CURRENT_CONTRADICTS_PUZZLE",
                "the current grid changes a given of the puzzle",
                Some(cell),
            ),
            LogicError::InvalidCandidates { cell } => (
                "INVALID_CANDIDATES",
                "a candidate mask has bits above the ninth",
                Some(cell),
            ),
            LogicError::TechniquesExhausted => (
                "TECHNIQUES_EXHAUSTED",
                "the techniques ran out before the solution",
                None,
            ),
            LogicError::Solved => ("ALREADY_SOLVED", "the grid is already solved", None),
            LogicError::OutOfMemory => ("INTERNAL_ERROR", "no memory for the chain search", None),
            LogicError::CapacityTooSmall { .. } => (
                "CAPACITY_TOO_SMALL",
                "the array is too small for the result",
                None,
            ),
        };
        let error = match cell {
            Some(cell) => format!(
                "{text} at cell {cell} (row {}, column {})",
                cell / 9 + 1,
                cell % 9 + 1
            ),
            None => text.to_string(),
        };
        Status {
            name,
            error: Some(error),
            cell,
        }
    }

    /// The status of a puzzle the generator did not make.
    pub fn of_generate(err: &GenerateError) -> Status {
        let name = match err {
            GenerateError::UnknownSymmetry { .. } => "UNKNOWN_SYMMETRY",
            GenerateError::GivensOutOfRange { .. } | GenerateError::ZeroAttemptBudget => {
                "INVALID_ARGUMENT"
            }
            GenerateError::MinGivensAboveMax { .. } | GenerateError::MinRatingAboveMax { .. } => {
                "MIN_ABOVE_MAX"
            }
            GenerateError::PatternInvalidByte { .. } => "INVALID_PATTERN",
            GenerateError::PatternBreaksSymmetry { .. } => "PATTERN_BREAKS_SYMMETRY",
            GenerateError::PatternOutsideGivenBounds { .. } => "PATTERN_OUTSIDE_GIVEN_BOUNDS",
            GenerateError::BudgetExhausted { .. } => "BUDGET_EXHAUSTED",
        };
        Status::failure(name, err, None)
    }

    fn failure(name: &'static str, err: &dyn std::fmt::Display, cell: Option<usize>) -> Status {
        Status {
            name,
            error: Some(err.to_string()),
            cell,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_escapes_and_orders_fields() {
        let line = Json::new()
            .number("line", 3)
            .string("puzzle", "a\"b\\c\u{1}\n")
            .status(&Status::of_grid(&GridError::ConflictingGivens { cell: 1 }))
            .finish();
        assert_eq!(
            line,
            r#"{"line":3,"puzzle":"a\"b\\c\u0001\n","status":"CONFLICTING_GIVENS","error":"two equal givens share a row, column or box at cell 1 (row 1, column 2)","cell":1}"#
        );
        assert_eq!(
            Json::new().status(&Status::OK).finish(),
            r#"{"status":"OK"}"#
        );
        let line = Json::new()
            .tenths("er", 62)
            .tenths("ed", 0)
            .boolean("solved", false)
            .raw("cells", "[1,2]")
            .finish();
        assert_eq!(line, r#"{"er":6.2,"ed":0.0,"solved":false,"cells":[1,2]}"#);
    }

    /// The C library's text for the status a logic error becomes there.
    fn c_text(err: LogicError) -> String {
        let code = sudoku::ffi::Status::from(err) as i32;
        let text = sudoku::ffi::sudoku_status_str(code);
        // SAFETY: sudoku_status_str returns a static NUL-terminated string.
        unsafe { std::ffi::CStr::from_ptr(text) }
            .to_string_lossy()
            .into_owned()
    }

    #[test]
    fn logic_errors_have_the_c_names_and_texts() {
        for err in [
            LogicError::InvalidCharacter { cell: 3 },
            LogicError::ConflictingGivens { cell: 4 },
            LogicError::CurrentContradictsPuzzle { cell: 5 },
            LogicError::InvalidCandidates { cell: 6 },
            LogicError::NoSolution,
            LogicError::MultipleSolutions,
            LogicError::TechniquesExhausted,
            LogicError::Solved,
            LogicError::CapacityTooSmall { needed: 9 },
            LogicError::BudgetExhausted,
        ] {
            let status = Status::of_logic(&err);
            assert_eq!(
                status.name,
                format!("{:?}", sudoku::ffi::Status::from(err)),
                "{err:?}"
            );
            let error = status.error.expect("a failure");
            assert!(error.starts_with(&c_text(err)), "{error}");
            match status.cell {
                Some(cell) => {
                    assert!(error.ends_with(&format!("at cell {cell} (row 1, column {})", cell + 1)))
                }
                None => assert_eq!(error, c_text(err)),
            }
        }
    }
}
