//! Writing answers: plain lines, or one JSON object a line (`--json`), and
//! the names scripts match on.

use std::fmt::Write as _;
use std::io::{self, BufWriter, StdoutLock, Write};

use sudoku::{GridError, SolveError, TextError};

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

/// A JSON string literal of `value`.
fn push_string(out: &mut String, value: &str) {
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

    pub fn of_text(err: &TextError) -> Status {
        let name = match err {
            TextError::InvalidCharacter => "INVALID_CHARACTER",
            TextError::InvalidLength => "INVALID_LENGTH",
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
    }
}
