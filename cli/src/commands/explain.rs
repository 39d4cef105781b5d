//! `sudoku explain`: the whole path of each puzzle, one step a line.

use sudoku::logic::{self, LogicError, Rating};
use sudoku::{SolveError, CELLS};

use crate::args::{Failure, Parsed, JSON};
use crate::commands::{answer_all, Command, INPUT, LOGIC_BUDGET, STATS};
use crate::hodoku;
use crate::input::Record;
use crate::output::{tenths, Json, Status};
use crate::steps;

pub const COMMAND: Command = Command {
    name: "explain",
    operands: INPUT,
    summary: "the whole path of each puzzle, one step a line, with each step's rating",
    details: "\nEach line is 'N. sentence (rating)'; a blank line separates puzzles. The\n\
              path is the one 'sudoku rate' rates. When the techniques run out before\n\
              the solution, a last line says so. A puzzle must have exactly one solution.\n\n\
              With --scale hodoku, HoDoKu 2.2.0's path: each step in HoDoKu's notation\n\
              ('N. Naked Single: r7c2=7 (4)', the step's score last), then a line with\n\
              the level and score; a path that needs a technique not implemented yet\n\
              is shown as far as it goes, then a line names the technique.\n",
    flags: &[&LOGIC_BUDGET, &hodoku::SCALE, &JSON, &STATS],
    run,
};

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let budget: u64 = parsed.number(LOGIC_BUDGET.name, 0)?;
    let json = parsed.has(JSON.name);
    let on_hodoku = hodoku::wants_hodoku(parsed)?;
    let mut first = true;
    answer_all(parsed, 1, |records| {
        records
            .iter()
            .map(|record| {
                let text = match on_hodoku {
                    true => hodoku::explain_answer(record, budget, json),
                    false => answer(record, budget, json),
                };
                // Paths take several lines: a blank one between puzzles.
                let separated = if first || json {
                    text
                } else {
                    format!("\n{text}")
                };
                first = false;
                separated
            })
            .collect()
    })
}

/// The path of a puzzle: each step as `describe` gives it, and the rating.
fn path(
    grid: &[u8; CELLS],
    budget: u64,
    mut describe: impl FnMut(usize, &logic::Step),
) -> Result<Rating, LogicError> {
    // The solutions are counted first, within the budget: a path needs a
    // puzzle with one solution.
    match sudoku::count_solutions_within(grid, 2, budget).0 {
        Ok(1) => {}
        Ok(0) | Err(SolveError::NoSolution) => return Err(LogicError::NoSolution),
        Ok(_) | Err(SolveError::MultipleSolutions) => return Err(LogicError::MultipleSolutions),
        Err(SolveError::Grid(err)) => return Err(err.into()),
        Err(SolveError::BudgetExhausted) => return Err(LogicError::BudgetExhausted),
    }
    logic::explain_each(grid, |index, step| describe(index, step))
}

fn answer(record: &Record, budget: u64, json: bool) -> String {
    let grid = match &record.grid {
        Ok(grid) => grid,
        Err(err) => return failure(record, Status::of_unreadable(err), json),
    };
    let mut lines = Vec::new();
    let explained = path(grid, budget, |index, step| {
        lines.push(if json {
            steps::json(step)
        } else {
            format!("{}. {step} ({})", index + 1, tenths(step.difficulty.into()))
        });
    });
    let rating = match explained {
        Ok(rating) => rating,
        Err(err) => return failure(record, Status::of_logic(&err), json),
    };
    let status = if rating.solved {
        Status::OK
    } else {
        Status::of_logic(&LogicError::TechniquesExhausted)
    };
    if json {
        return record
            .echo(Json::new())
            .status(&status)
            .boolean("solved", rating.solved)
            .tenths("er", rating.er.into())
            .raw("steps", &format!("[{}]", lines.join(",")))
            .finish();
    }
    if lines.is_empty() && rating.solved {
        lines.push(
            Status::of_logic(&LogicError::Solved)
                .error
                .unwrap_or_default(),
        );
    }
    if let Some(why) = status.error {
        lines.push(why);
    }
    lines.join("\n")
}

fn failure(record: &Record, status: Status, json: bool) -> String {
    if json {
        return record.echo(Json::new()).status(&status).finish();
    }
    status.error.unwrap_or_default()
}
