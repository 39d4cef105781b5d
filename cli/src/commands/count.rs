//! `sudoku count`: counts each puzzle's solutions, up to a limit.

use sudoku::variant;
use sudoku::{GridError, CELLS};

use crate::args::{Failure, Flag, Parsed, JSON};
use crate::commands::{answer_all, parallel_map, Command, INPUT, STATS};
use crate::input::{Record, Unreadable};
use crate::output::{Json, Status};
use crate::variant_input::{self, Variant};

const LIMIT: Flag = Flag {
    name: "limit",
    value: Some("N"),
    help: "stop counting at N solutions (N >= 1; default 2, which tells proper puzzles from the others)",
};

const THREADS: Flag = Flag {
    name: "threads",
    value: Some("N"),
    help: "count on N threads (0: one per core), puzzles in batches; same output",
};

/// Puzzles per batch with --threads.
const BATCH: usize = 4096;

pub const COMMAND: Command = Command {
    name: "count",
    operands: INPUT,
    summary: "count each puzzle's solutions, up to a limit",
    details: "\nPrints the number of solutions found, at most the limit: with the default\n\
              limit, 0 means none, 1 a proper puzzle, 2 two or more.\n",
    flags: &[&LIMIT, &THREADS, &JSON, &STATS],
    run,
};

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let limit: u32 = parsed.number(LIMIT.name, 2)?;
    if limit == 0 {
        return Err(Failure::Usage("--limit must be at least 1".into()));
    }
    let json = parsed.has(JSON.name);
    if !parsed.has(THREADS.name) {
        return answer_all(parsed, 1, |records| {
            records
                .iter()
                .map(|record| match &record.variant {
                    Some(read) => variant_answer(record, read, limit, json),
                    None => {
                        let counted = record
                            .grid
                            .as_ref()
                            .map(|grid| sudoku::count_solutions(grid, limit));
                        answer(record, counted, limit, json)
                    }
                })
                .collect()
        });
    }
    let threads: u32 = parsed.number(THREADS.name, 0)?;
    answer_all(parsed, BATCH, |records| {
        let grids: Vec<[u8; CELLS]> = records
            .iter()
            .filter(|r| r.variant.is_none())
            .filter_map(|r| r.grid.as_ref().ok().copied())
            .collect();
        let mut counted = sudoku::count_batch(&grids, limit, threads).into_iter();
        let variants: Vec<&Record> = records.iter().filter(|r| r.variant.is_some()).collect();
        let mut variant_answers = parallel_map(&variants, threads, |record| {
            let read = record.variant.as_ref().expect("a variant");
            variant_answer(record, read, limit, json)
        })
        .into_iter();
        records
            .iter()
            .map(|record| {
                if record.variant.is_some() {
                    return variant_answers.next().expect("one answer per variant");
                }
                let result = record
                    .grid
                    .as_ref()
                    .map(|_| counted.next().expect("one count per grid"));
                answer(record, result, limit, json)
            })
            .collect()
    })
}

/// The answer for a puzzle in a variant form.
fn variant_answer(
    record: &Record,
    read: &Result<Variant, Unreadable>,
    limit: u32,
    json: bool,
) -> String {
    let counted = match read {
        Err(err) => Err(Status::of_unreadable(err)),
        Ok(variant) => variant::count(&variant.rules, &variant.givens, limit, 0)
            .0
            .map_err(|err| variant_input::status_of(&variant.rules, &err)),
    };
    write_count(record, counted, limit, json)
}

fn answer(
    record: &Record,
    counted: Result<Result<u32, GridError>, &Unreadable>,
    limit: u32,
    json: bool,
) -> String {
    let counted = match counted {
        Err(err) => Err(Status::of_unreadable(err)),
        Ok(result) => result.map_err(|err| Status::of_grid(&err)),
    };
    write_count(record, counted, limit, json)
}

fn write_count(record: &Record, counted: Result<u32, Status>, limit: u32, json: bool) -> String {
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
