//! `sudoku rate`: each puzzle's Sudoku Explainer rating, ER/EP/ED.

use sudoku::ffi::SUDOKU_RULES_WORK_PER_GUESS;
use sudoku::logic::{self, Rating};
use sudoku::variant::logic::{
    rate_own_scale_within, score_sukaku_scale, OwnRating, OwnUnrated, SukakuScore, SukakuVariant,
    Unrated, Work,
};

use crate::args::{Failure, Parsed, JSON};
use crate::commands::{answer_all, Command, INPUT, LOGIC_BUDGET, STATS};
use crate::hodoku;
use crate::input::Record;
use crate::output::{tenths, Json, Status};
use crate::variant_input::{self, Variant};

pub const COMMAND: Command = Command {
    name: "rate",
    operands: INPUT,
    summary: "rate each puzzle on Sudoku Explainer's scale (ER/EP/ED and the hardest technique), or HoDoKu's",
    details: "\nER is the hardest step of the path that takes the simplest technique at\n\
              every step, EP the hardest up to the first placement, ED the first step,\n\
              as Sudoku Explainer 1.2.1 rates them; every puzzle with one solution is\n\
              rated to its solution. A complete grid is answered 'the grid is already\n\
              solved'.\n\
              \n\
              With --scale hodoku, HoDoKu 2.2.0's level, score and hardest technique\n\
              (\"HARD 730 XY-Wing\"); a puzzle whose path needs a technique not\n\
              implemented yet is answered 'not rated', never given a guessed level.\n\
              \n\
              A variant that SukakuExplainer rates (X, windoku, disjoint groups,\n\
              anti-king, anti-knight, non-consecutive, asterisk, centre dot,\n\
              girandola), given as f-puzzles JSON or the compact form, is rated on\n\
              SukakuExplainer 1.18.1's scale; where its path needs a technique not\n\
              implemented yet the answer is 'not rated' and names it. Any other\n\
              variant (killer, jigsaw, other sizes, thermometers, dots) is rated on\n\
              the project's own scale (docs/VARIANT-LOGIC.md); where its\n\
              techniques cannot go on it guesses (a cell takes the solution's\n\
              digit, rated 11.0) and says how many guesses it took ('3 guesses').\n",
    flags: &[&LOGIC_BUDGET, &hodoku::SCALE, &JSON, &STATS],
    run,
};

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let budget: u64 = parsed.number(LOGIC_BUDGET.name, 0)?;
    let json = parsed.has(JSON.name);
    let on_hodoku = hodoku::wants_hodoku(parsed)?;
    answer_all(parsed, 1, |records| {
        records
            .iter()
            .map(|record| match on_hodoku {
                true => hodoku::rate_answer(record, budget, json),
                false => answer(record, budget, json),
            })
            .collect()
    })
}

/// The status of a rating: OK, or TECHNIQUES_EXHAUSTED when the path
/// stopped short of the solution.
fn status_of(rating: &Rating) -> Status {
    if rating.solved {
        Status::OK
    } else {
        Status::of_logic(&logic::LogicError::TechniquesExhausted)
    }
}

fn answer(record: &Record, budget: u64, json: bool) -> String {
    if let (Err(_), Some(Ok(variant))) = (&record.grid, &record.variant) {
        if let Some(kind) = SukakuVariant::from_rules(&variant.rules) {
            return variant_answer(record, kind, variant, json);
        }
        return own_scale_answer(record, variant, budget, json);
    }
    let rated: Result<Rating, Status> = match &record.grid {
        Err(err) => Err(Status::of_unreadable(err)),
        Ok(grid) => match logic::rate_within(grid, budget) {
            // A complete grid has no step to rate: say so, as hint does,
            // rather than rate it 0.0.
            Ok(rating) if rating.steps == 0 => Err(Status::of_logic(&logic::LogicError::Solved)),
            rated => rated.map_err(|e| Status::of_logic(&e)),
        },
    };
    let technique = |rating: &Rating| rating.technique.map_or("none", |t| t.name());
    if json {
        let line = record.echo(Json::new());
        return match rated {
            Ok(rating) => line
                .status(&status_of(&rating))
                .tenths("er", rating.er.into())
                .tenths("ep", rating.ep.into())
                .tenths("ed", rating.ed.into())
                .string("technique", technique(&rating))
                .number("steps", rating.steps.into())
                .boolean("solved", rating.solved)
                .finish(),
            Err(status) => line.status(&status).finish(),
        };
    }
    match rated {
        Ok(rating) => {
            let er = tenths(rating.er.into());
            let (ep, ed) = (tenths(rating.ep.into()), tenths(rating.ed.into()));
            if rating.solved {
                format!("{er}/{ep}/{ed} {}", technique(&rating))
            } else {
                let why = status_of(&rating).error.unwrap_or_default();
                format!("{er}+/{ep}/{ed} {why}")
            }
        }
        Err(status) => status.error.unwrap_or_default(),
    }
}

/// A variant on SukakuExplainer's scale: "ER/EP/ED technique", or why it
/// is not rated. Like SukakuExplainer, only a puzzle with one solution is
/// rated.
fn variant_answer(record: &Record, kind: SukakuVariant, variant: &Variant, json: bool) -> String {
    let rated: Result<SukakuScore, Status> =
        match sudoku::variant::solve(&variant.rules, &variant.givens, 0).0 {
            Err(e) => Err(variant_input::status_of(&variant.rules, &e)),
            Ok(_) => score_sukaku_scale(kind, &variant.givens, None).map_err(|why| Status {
                name: match why {
                    Unrated::Board(_) => "NO_SOLUTION",
                    Unrated::NeedsTechnique { .. } => "TECHNIQUES_EXHAUSTED",
                    Unrated::OutOfWork { .. } => "BUDGET_EXHAUSTED",
                },
                error: Some(why.to_string()),
                cell: None,
            }),
        };
    let hardest = |rating: &SukakuScore| rating.hardest.map_or("none".to_string(), |t| t.name());
    match (rated, json) {
        (Ok(rating), true) => record
            .echo(Json::new())
            .status(&Status::OK)
            .string("scale", "sukakuexplainer")
            .string("variant", kind.name())
            .tenths("er", rating.er.into())
            .tenths("ep", rating.ep.into())
            .tenths("ed", rating.ed.into())
            .string("technique", &hardest(&rating))
            .number("steps", rating.steps as u64)
            .finish(),
        (Ok(rating), false) => format!(
            "{}/{}/{} {} (SukakuExplainer's scale, {})",
            tenths(rating.er.into()),
            tenths(rating.ep.into()),
            tenths(rating.ed.into()),
            hardest(&rating),
            kind.name()
        ),
        (Err(status), true) => record.echo(Json::new()).status(&status).finish(),
        (Err(status), false) => status.error.unwrap_or_default(),
    }
}

/// Any other variant on the project's own scale: "ER/EP/ED technique", or
/// why it is not rated. `budget` (0: none) bounds the solve and the
/// rating's searches, as the C ABI's guess budget does.
fn own_scale_answer(record: &Record, variant: &Variant, budget: u64, json: bool) -> String {
    let work = match budget {
        0 => Work::unlimited(),
        n => Work::new(n.saturating_mul(SUDOKU_RULES_WORK_PER_GUESS)),
    };
    let rated: Result<OwnRating, Status> =
        match sudoku::variant::solve(&variant.rules, &variant.givens, budget).0 {
            Err(e) => Err(variant_input::status_of(&variant.rules, &e)),
            Ok(_) => rate_own_scale_within(&variant.rules, &variant.givens, &work).map_err(|why| {
                Status {
                    name: match why {
                        OwnUnrated::Board(_) => "NO_SOLUTION",
                        OwnUnrated::Stuck { .. } => "TECHNIQUES_EXHAUSTED",
                        OwnUnrated::OutOfWork { .. } => "BUDGET_EXHAUSTED",
                    },
                    error: Some(why.to_string()),
                    cell: None,
                }
            }),
        };
    let hardest = |rating: &OwnRating| {
        rating
            .steps
            .iter()
            .find(|(_, d)| *d == rating.er)
            .map_or("none".to_string(), |(step, _)| step.technique.name())
    };
    match (rated, json) {
        (Ok(rating), true) => record
            .echo(Json::new())
            .status(&Status::OK)
            .string("scale", "own")
            .tenths("er", rating.er.into())
            .tenths("ep", rating.ep.into())
            .tenths("ed", rating.ed.into())
            .string("technique", &hardest(&rating))
            .number("steps", rating.steps.len() as u64)
            .number("guesses", rating.guesses.into())
            .finish(),
        (Ok(rating), false) => format!(
            "{}/{}/{} {} (the project's own scale{})",
            tenths(rating.er.into()),
            tenths(rating.ep.into()),
            tenths(rating.ed.into()),
            hardest(&rating),
            match rating.guesses {
                0 => String::new(),
                1 => ", 1 guess".to_string(),
                n => format!(", {n} guesses"),
            }
        ),
        (Err(status), true) => record.echo(Json::new()).status(&status).finish(),
        (Err(status), false) => status.error.unwrap_or_default(),
    }
}
