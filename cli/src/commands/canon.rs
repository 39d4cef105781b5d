//! `sudoku canon`: each puzzle's canonical (minlex) form, or its pattern
//! form.

use sudoku::canon::{canonical_batch, Canonical};
use sudoku::{GridError, CELLS};

use crate::args::{Failure, Flag, Parsed, JSON};
use crate::commands::{answer_all, Command, INPUT, STATS};
use crate::input::Record;
use crate::output::{Json, Status};

pub const PATTERN: Flag = Flag {
    name: "pattern",
    value: None,
    help: "print the pattern form: the least arrangement of the givens' positions ('x')",
};
pub const THREADS: Flag = Flag {
    name: "threads",
    value: Some("N"),
    help: "work on N threads (0: one per core); the same output for any N",
};

pub const COMMAND: Command = Command {
    name: "canon",
    operands: INPUT,
    summary: "print each puzzle's canonical (minlex) form",
    details: "\nThe form is the least 81-character string among the puzzle's 3,359,232\n\
              geometric transforms and 9! relabellings, empty cells ('.') counted as\n\
              '0', so they come first: the community's minlex form. Equivalent puzzles\n\
              get the same form. Any grid has one, whatever its number of solutions.\n\
              --json adds the automorphism count and a transform onto the form.\n",
    flags: &[&PATTERN, &THREADS, &JSON, &STATS],
    run,
};

/// Puzzles per batch: enough to keep every thread busy, few enough to print
/// and show progress as it goes.
pub const BATCH: usize = 4096;

/// The form as printed: `.` for empty cells, and `x` for the pattern
/// form's givens.
pub fn form_text(form: &[u8; CELLS], pattern: bool) -> String {
    form.iter()
        .map(|&b| match b {
            b'0' => '.',
            b'1' if pattern => 'x',
            other => other as char,
        })
        .collect()
}

/// The forms of a chunk of records, one per record: Err for a record that
/// could not be read.
pub fn forms(records: &[Record], pattern: bool, threads: u32) -> Vec<Result<Canonical, Status>> {
    let grids: Vec<[u8; CELLS]> = records
        .iter()
        .filter_map(|r| r.grid.as_ref().ok().copied())
        .collect();
    let mut done = canonical_batch(&grids, pattern, threads).into_iter();
    records
        .iter()
        .map(|record| match &record.grid {
            Err(err) => Err(Status::of_unreadable(err)),
            Ok(_) => done
                .next()
                .expect("one form per grid")
                .map_err(|err: GridError| Status::of_grid(&err)),
        })
        .collect()
}

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let pattern = parsed.has(PATTERN.name);
    let threads: u32 = parsed.number(THREADS.name, 1)?;
    let json = parsed.has(JSON.name);
    answer_all(parsed, BATCH, |records| {
        forms(records, pattern, threads)
            .into_iter()
            .zip(records)
            .map(|(form, record)| answer(record, form, pattern, json))
            .collect()
    })
}

fn answer(record: &Record, form: Result<Canonical, Status>, pattern: bool, json: bool) -> String {
    if json {
        let line = Json::new()
            .number("line", record.line as u64)
            .string("puzzle", &record.puzzle_text());
        return match form {
            Ok(canon) => line
                .status(&Status::OK)
                .string("form", &form_text(&canon.form, pattern))
                .number("automorphisms", u64::from(canon.automorphisms))
                .string("transform", &transform_text(&canon))
                .finish(),
            Err(status) => line.status(&status).finish(),
        };
    }
    match form {
        Ok(canon) => form_text(&canon.form, pattern),
        Err(status) => status.error.unwrap_or_default(),
    }
}

/// The transform as 28 digits: transpose (0/1), the 9 source rows, the 9
/// source columns (0-8), and the 9 new digits.
fn transform_text(canon: &Canonical) -> String {
    canon
        .transform
        .to_bytes()
        .iter()
        .map(|&b| char::from(b'0' + b))
        .collect()
}
