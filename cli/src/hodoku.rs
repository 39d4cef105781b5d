//! HoDoKu's scale in the command: `--scale hodoku` for `rate`, `hint` and
//! `explain`; and `--level`, a hint's level on either scale. Sudoku Explainer's scale stays the
//! default; these answer only when HoDoKu's is asked for.

use sudoku::logic::hodoku::{self, HintKind, HintLevel, HodokuError};
use sudoku::CELLS;

use crate::args::{Failure, Flag, Parsed};
use crate::input::Record;
use crate::output::{Json, Status};

pub const SCALE: Flag = Flag {
    name: "scale",
    value: Some("NAME"),
    help: "the scale: 'se' (Sudoku Explainer 1.2.1, the default) or 'hodoku' (HoDoKu 2.2.0)",
};

pub const LEVEL: Flag = Flag {
    name: "level",
    value: Some("N"),
    help: "how much a hint tells: 1 the technique and its digits, 2 also its cells, 3 (default) the whole step",
};

/// Whether --scale asks for HoDoKu's scale.
pub fn wants_hodoku(parsed: &Parsed) -> Result<bool, Failure> {
    match parsed.value(SCALE.name) {
        None | Some("se") => Ok(false),
        Some("hodoku") => Ok(true),
        Some(other) => Err(Failure::Usage(format!(
            "--scale {other:?}: the scales are 'se' and 'hodoku'"
        ))),
    }
}

/// --level, 1 to 3 (3 when absent).
pub fn hint_level(parsed: &Parsed) -> Result<HintLevel, Failure> {
    let number: u32 = parsed.number(LEVEL.name, 3)?;
    HintLevel::from_number(number)
        .ok_or_else(|| Failure::Usage(format!("--level {number}: the levels are 1, 2 and 3")))
}

fn status_of(err: &HodokuError) -> Status {
    match err {
        HodokuError::Logic(err) => Status::of_logic(err),
        HodokuError::NotRated { needs, steps } => Status {
            name: "NOT_RATED",
            error: Some(format!(
                "not rated on HoDoKu's scale: the path needs {} (after {} steps), not implemented yet",
                needs.name,
                steps.len()
            )),
            cell: None,
        },
    }
}

/// `sudoku rate --scale hodoku`'s answer for one record: "HARD 730 XY-Wing"
/// (level, score, hardest technique), or a JSON line.
pub fn rate_answer(record: &Record, budget: u64, json: bool) -> String {
    let rated = match &record.grid {
        Err(err) => Err(Status::of_unreadable(err)),
        Ok(grid) if grid.iter().all(|b| b.is_ascii_digit() && *b != b'0') => {
            Err(Status::of_logic(&sudoku::logic::LogicError::Solved))
        }
        Ok(grid) => hodoku::rate_within(grid, budget).map_err(|e| status_of(&e)),
    };
    let hardest = |rating: &hodoku::HodokuRating| rating.hardest().map_or("none", |row| row.name);
    if json {
        let line = record.echo(Json::new());
        return match rated {
            Ok(rating) => line
                .status(&Status::OK)
                .string("scale", "hodoku")
                .string("level", rating.level.name())
                .number("score", rating.score.into())
                .string("technique", hardest(&rating))
                .number("steps", rating.steps.len() as u64)
                .finish(),
            Err(status) => line.status(&status).finish(),
        };
    }
    match rated {
        Ok(rating) => format!(
            "{} {} {}",
            rating.level.name(),
            rating.score,
            hardest(&rating)
        ),
        Err(status) => status.error.unwrap_or_default(),
    }
}

/// `sudoku hint --scale hodoku`'s answer for one record: the sentence of
/// the hint at `level`, or a JSON line. `current` and `marks` are the
/// player's grid and pencil marks, when given.
pub fn hint_answer(
    record: &Record,
    current: Option<&[u8; CELLS]>,
    marks: Option<&[u16; CELLS]>,
    level: HintLevel,
    budget: u64,
    json: bool,
) -> String {
    let hinted = match &record.grid {
        Err(err) => Err(Status::of_unreadable(err)),
        Ok(grid) => {
            hodoku::hint_within(grid, current, marks, level, budget).map_err(|e| status_of(&e))
        }
    };
    if json {
        let line = record.echo(Json::new());
        return match hinted {
            Ok(hint) => {
                let kind = match hint.kind {
                    HintKind::Placement => "placement",
                    HintKind::Elimination => "elimination",
                    HintKind::Mistake => "mistake",
                    HintKind::MissingCandidate => "missing-candidate",
                };
                let technique = hodoku::step_row(hint.technique).map_or("", |row| row.name);
                line.status(&Status::OK)
                    .string("scale", "hodoku")
                    .number("level", level as u64)
                    .string("kind", kind)
                    .string("technique", technique)
                    .string("text", &hint.to_string())
                    .finish()
            }
            Err(status) => line.status(&status).finish(),
        };
    }
    match hinted {
        Ok(hint) => hint.to_string(),
        Err(status) => status.error.unwrap_or_default(),
    }
}

/// `sudoku explain --scale hodoku`'s answer for one record: HoDoKu's whole
/// path, a step a line in HoDoKu's notation with the step's score, then
/// the level and score; or a JSON line with every step's technique,
/// placements and eliminations.
pub fn explain_answer(record: &Record, budget: u64, json: bool) -> String {
    let explained = match &record.grid {
        Err(err) => Err((Status::of_unreadable(err), Vec::new())),
        Ok(grid) if grid.iter().all(|b| b.is_ascii_digit() && *b != b'0') => Err((
            Status::of_logic(&sudoku::logic::LogicError::Solved),
            Vec::new(),
        )),
        Ok(grid) => hodoku::rate_within(grid, budget).map_err(|err| {
            // A path that stops at a technique not implemented is shown
            // as far as it goes, as Sudoku Explainer's scale shows one
            // whose techniques run out.
            let steps = match &err {
                HodokuError::NotRated { steps, .. } => steps.clone(),
                HodokuError::Logic(_) => Vec::new(),
            };
            (status_of(&err), steps)
        }),
    };
    let (status, steps, level_and_score) = match explained {
        Ok(rating) => (
            Status::OK,
            rating.steps,
            Some((rating.level.name(), rating.score)),
        ),
        Err((status, steps)) => (status, steps, None),
    };
    if json {
        let objects: Vec<String> = steps.iter().map(step_json).collect();
        let mut line = record.echo(Json::new()).status(&status);
        if let Some((level, score)) = level_and_score {
            line = line
                .string("scale", "hodoku")
                .string("level", level)
                .number("score", score.into());
        }
        if !steps.is_empty() || level_and_score.is_some() {
            line = line.raw("steps", &format!("[{}]", objects.join(",")));
        }
        return line.finish();
    }
    let mut lines: Vec<String> = steps
        .iter()
        .enumerate()
        .map(|(index, step)| format!("{}. {step} ({})", index + 1, step.row().score))
        .collect();
    match level_and_score {
        Some((level, score)) => lines.push(format!("level {level}, score {score}")),
        None => lines.push(status.error.unwrap_or_default()),
    }
    lines.join("\n")
}

/// One step of a HoDoKu path as JSON: the technique's name and step
/// number, its score, and its placements and eliminations in HoDoKu's
/// notation (`r1c2=5`, `r1c2<>5`).
fn step_json(step: &hodoku::HodokuStep) -> String {
    let notation = |candidates: &[hodoku::Candidate], placed: bool| {
        let written: Vec<String> = candidates
            .iter()
            .map(|candidate| {
                let mut text = String::new();
                let _ = candidate.write(&mut text, placed);
                let mut quoted = String::new();
                crate::output::push_string(&mut quoted, &text);
                quoted
            })
            .collect();
        format!("[{}]", written.join(","))
    };
    Json::new()
        .string("technique", step.name())
        .number("number", step.technique.into())
        .number("score", step.row().score.into())
        .raw("placements", &notation(&step.placements, true))
        .raw("eliminations", &notation(&step.eliminations, false))
        .finish()
}
