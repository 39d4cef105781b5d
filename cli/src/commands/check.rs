//! `sudoku check`: validates puzzles without solving them.

use crate::args::{Failure, Parsed, JSON};
use crate::commands::{answer_all, Command, INPUT, STATS};
use crate::input::Record;
use crate::output::{Json, Status};
use crate::variant_input;

pub const COMMAND: Command = Command {
    name: "check",
    operands: INPUT,
    summary: "validate puzzles without solving: 'ok', or the problem and its cell",
    details: "\nCells are numbered 0-80 row by row; for two equal givens the later one\n\
              is named. A puzzle that checks ok may still have no solution, or many.\n\
              A variant is checked against all its rules: the first cell, in cell order,\n\
              that completes a broken rule is named, with the rule.\n",
    flags: &[&JSON, &STATS],
    run,
};

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let json = parsed.has(JSON.name);
    answer_all(parsed, 1, |records| {
        records.iter().map(|record| answer(record, json)).collect()
    })
}

fn answer(record: &Record, json: bool) -> String {
    let status = match (&record.variant, &record.grid) {
        (Some(Err(err)), _) => Status::of_unreadable(err),
        (Some(Ok(variant)), _) => match sudoku::variant::check(&variant.rules, &variant.givens) {
            Ok(()) => Status::OK,
            Err(err) => variant_input::status_of(&variant.rules, &err),
        },
        (None, Err(err)) => Status::of_unreadable(err),
        (None, Ok(grid)) => match sudoku::check(grid) {
            Ok(()) => Status::OK,
            Err(err) => Status::of_grid(&err),
        },
    };
    if json {
        return record.echo(Json::new()).status(&status).finish();
    }
    status.error.unwrap_or_else(|| "ok".to_string())
}
