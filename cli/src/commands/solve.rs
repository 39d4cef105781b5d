//! `sudoku solve`: solves puzzles, one answer line each.

use sudoku::variant::{self, VariantError};
use sudoku::{SolveError, SolveMode, SolveOptions, CELLS};

use crate::args::{Failure, Flag, Parsed, JSON};
use crate::commands::{answer_all, parallel_map, Command, INPUT, STATS};
use crate::input::{Record, Unreadable};
use crate::output::{Json, Status};
use crate::variant_input::{self, Variant};

const FIRST: Flag = Flag {
    name: "first",
    value: None,
    help: "accept any one solution of a puzzle that has several",
};
const BUDGET: Flag = Flag {
    name: "budget",
    value: Some("N"),
    help: "give up on a puzzle after N guesses (0, the default: no limit)",
};
const THREADS: Flag = Flag {
    name: "threads",
    value: Some("N"),
    help: "solve on N threads (0: one per core), puzzles in batches; same output",
};
const GRID: Flag = Flag {
    name: "grid",
    value: None,
    help: "print each solution as 9 lines of 9 (N of N for a variant), with a blank line after it",
};

pub const COMMAND: Command = Command {
    name: "solve",
    operands: INPUT,
    summary: "solve puzzles: the solution, or why there is none",
    details: "\nWithout --first a puzzle must have exactly one solution: one with several\n\
              is answered 'the puzzle has more than one solution'.\n\
              A variant's solution is its N * N cells on one line, 1-9 then A = 10 ...\n\
              P = 25, as the compact form writes them; with --json, an array of\n\
              numbers, row by row.\n",
    flags: &[&FIRST, &BUDGET, &THREADS, &GRID, &JSON, &STATS],
    run,
};

/// Puzzles per batch with --threads: enough to keep every thread busy, few
/// enough to print and show progress as it goes.
const BATCH: usize = 4096;

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let options = SolveOptions {
        mode: if parsed.has(FIRST.name) {
            SolveMode::First
        } else {
            SolveMode::Unique
        },
        guess_budget: parsed.number(BUDGET.name, 0)?,
    };
    let shape = Shape {
        json: parsed.has(JSON.name),
        grid: parsed.has(GRID.name),
    };
    if !parsed.has(THREADS.name) {
        return answer_all(parsed, 1, |records| {
            records
                .iter()
                .map(|record| match &record.variant {
                    Some(read) => shape.variant_answer(record, read, options),
                    None => {
                        let result = record
                            .grid
                            .as_ref()
                            .map(|grid| sudoku::solve(grid, options).0);
                        shape.answer(record, result)
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
        let mut solved = sudoku::solve_batch(&grids, options, threads).into_iter();
        let variants: Vec<&Record> = records.iter().filter(|r| r.variant.is_some()).collect();
        let mut variant_answers = parallel_map(&variants, threads, |record| {
            let read = record.variant.as_ref().expect("a variant");
            shape.variant_answer(record, read, options)
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
                    .map(|_| solved.next().expect("one result per grid"));
                shape.answer(record, result)
            })
            .collect()
    })
}

/// How answers are written.
#[derive(Clone, Copy)]
struct Shape {
    json: bool,
    grid: bool,
}

/// A variant's solution under `options`: the only one, or with --first any.
fn solve_variant(variant: &Variant, options: SolveOptions) -> Result<Vec<u8>, VariantError> {
    let (rules, givens, budget) = (&variant.rules, &variant.givens, options.guess_budget);
    match options.mode {
        SolveMode::First => variant::solve_first(rules, givens, budget).0,
        _ => variant::solve(rules, givens, budget).0,
    }
}

impl Shape {
    /// The answer for a puzzle in a variant form.
    fn variant_answer(
        self,
        record: &Record,
        read: &Result<Variant, Unreadable>,
        options: SolveOptions,
    ) -> String {
        let (status, solution) = match read {
            Err(err) => (Status::of_unreadable(err), None),
            Ok(variant) => match solve_variant(variant, options) {
                Ok(solution) => (Status::OK, Some((variant.rules.size(), solution))),
                Err(err) => (variant_input::status_of(&variant.rules, &err), None),
            },
        };
        if self.json {
            let line = record.echo(Json::new()).status(&status);
            return match solution {
                Some((_, solution)) => line
                    .raw("solution", &variant_input::json_array(&solution))
                    .finish(),
                None => line.finish(),
            };
        }
        match (solution, self.grid) {
            (Some((n, solution)), true) => {
                let rows: Vec<String> = solution.chunks(n).map(variant_input::cells_text).collect();
                format!("{}\n", rows.join("\n"))
            }
            (Some((_, solution)), false) => variant_input::cells_text(&solution),
            (None, true) => format!("{}\n", status.error.unwrap_or_default()),
            (None, false) => status.error.unwrap_or_default(),
        }
    }

    /// The answer line for a puzzle that was read (`Ok`) and solved or not,
    /// or could not be read (`Err`).
    fn answer(
        self,
        record: &Record,
        result: Result<Result<[u8; CELLS], SolveError>, &Unreadable>,
    ) -> String {
        let (status, solution) = match result {
            Err(err) => (Status::of_unreadable(err), None),
            Ok(Ok(solution)) => (Status::OK, Some(solution)),
            Ok(Err(err)) => (Status::of_solve(&err), None),
        };
        if self.json {
            let line = record.echo(Json::new()).status(&status);
            return match solution {
                Some(solution) => line
                    .string("solution", &String::from_utf8_lossy(&solution))
                    .finish(),
                None => line.finish(),
            };
        }
        match (solution, self.grid) {
            (Some(solution), true) => {
                let rows: Vec<&str> = solution
                    .chunks(9)
                    .map(|row| std::str::from_utf8(row).expect("digits"))
                    .collect();
                format!("{}\n", rows.join("\n"))
            }
            (Some(solution), false) => String::from_utf8_lossy(&solution).into_owned(),
            (None, true) => format!("{}\n", status.error.unwrap_or_default()),
            (None, false) => status.error.unwrap_or_default(),
        }
    }
}
