//! `sudoku count`: counts each puzzle's solutions, up to a limit.

use crate::args::{Failure, Flag, Parsed, JSON};
use crate::commands::{answer_all, Command, INPUT, STATS};
use crate::input::Record;
use crate::output::{Json, Status};

const LIMIT: Flag = Flag {
    name: "limit",
    value: Some("N"),
    help: "stop counting at N solutions (N >= 1; default 2, which tells proper puzzles from the others)",
};

pub const COMMAND: Command = Command {
    name: "count",
    operands: INPUT,
    summary: "count each puzzle's solutions, up to a limit",
    details: "\nPrints the number of solutions found, at most the limit: with the default\n\
              limit, 0 means none, 1 a proper puzzle, 2 two or more.\n",
    flags: &[&LIMIT, &JSON, &STATS],
    run,
};

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let limit: u32 = parsed.number(LIMIT.name, 2)?;
    if limit == 0 {
        return Err(Failure::Usage("--limit must be at least 1".into()));
    }
    let json = parsed.has(JSON.name);
    answer_all(parsed, 1, |records| {
        records
            .iter()
            .map(|record| answer(record, limit, json))
            .collect()
    })
}

fn answer(record: &Record, limit: u32, json: bool) -> String {
    let counted = match &record.grid {
        Err(err) => Err(Status::of_unreadable(err)),
        Ok(grid) => sudoku::count_solutions(grid, limit).map_err(|err| Status::of_grid(&err)),
    };
    if json {
        let line = record.echo(Json::new());
        return match counted {
            Ok(count) => line
                .status(&Status::OK)
                .number("count", u64::from(count))
                .number("limit", u64::from(limit))
                .finish(),
            Err(status) => line.status(&status).finish(),
        };
    }
    match counted {
        Ok(count) => count.to_string(),
        Err(status) => status.error.unwrap_or_default(),
    }
}
