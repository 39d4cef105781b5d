//! `sudoku hint`: the next step of each puzzle, as a sentence.

use sudoku::logic::{self, Step};
use sudoku::CELLS;

use crate::args::{Failure, Flag, Parsed, JSON};
use crate::commands::{answer_all, Command, INPUT, LOGIC_BUDGET, STATS};
use crate::input::Record;
use crate::output::{Json, Status};
use crate::steps;

const CURRENT: Flag = Flag {
    name: "current",
    value: Some("GRID"),
    help: "the player's grid (81 characters: the givens, kept, and their entries)",
};

pub const COMMAND: Command = Command {
    name: "hint",
    operands: INPUT,
    summary: "the next step of each puzzle, as a sentence a player can follow",
    details: "\nThe step is the one Sudoku Explainer would take: the simplest technique\n\
              that applies. With --current, the step is from the player's grid: a\n\
              wrong entry is named first. A puzzle must have exactly one solution.\n",
    flags: &[&CURRENT, &LOGIC_BUDGET, &JSON, &STATS],
    run,
};

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let budget: u64 = parsed.number(LOGIC_BUDGET.name, 0)?;
    let current = match parsed.value(CURRENT.name) {
        None => None,
        Some(text) => Some(<[u8; CELLS]>::try_from(text.as_bytes()).map_err(|_| {
            Failure::Usage(format!(
                "--current needs a grid of 81 characters, not {}",
                text.len()
            ))
        })?),
    };
    let json = parsed.has(JSON.name);
    answer_all(parsed, 1, |records| {
        records
            .iter()
            .map(|record| answer(record, current.as_ref(), budget, json))
            .collect()
    })
}

fn answer(record: &Record, current: Option<&[u8; CELLS]>, budget: u64, json: bool) -> String {
    let hinted: Result<Step, Status> = match &record.grid {
        Err(err) => Err(Status::of_text(err)),
        Ok(grid) => {
            logic::hint_within(grid, current, None, budget).map_err(|e| Status::of_logic(&e))
        }
    };
    if json {
        let line = Json::new()
            .number("line", record.line as u64)
            .string("puzzle", &record.puzzle_text());
        return match hinted {
            Ok(step) => line
                .status(&Status::OK)
                .raw("step", &steps::json(&step))
                .finish(),
            Err(status) => line.status(&status).finish(),
        };
    }
    match hinted {
        Ok(step) => step.to_string(),
        Err(status) => status.error.unwrap_or_default(),
    }
}
