//! `sudoku hint`: the next step of each puzzle, as a sentence.

use sudoku::logic::{self, HintLevel, Step};
use sudoku::CELLS;

use crate::args::{Failure, Flag, Parsed, JSON};
use crate::commands::{answer_all, Command, INPUT, LOGIC_BUDGET, STATS};
use crate::hodoku;
use crate::input::Record;
use crate::output::{Json, Status};
use crate::steps;
use crate::variant_current;
use crate::variant_input::{self, Variant};
use sudoku::variant::logic::{player_hint, LogicEngine, PlayerError, PlayerHint};

const CURRENT: Flag = Flag {
    name: "current",
    value: Some("GRID"),
    help: "the player's grid: 81 characters (givens and entries), or with pencil marks (below)",
};

pub const COMMAND: Command = Command {
    name: "hint",
    operands: INPUT,
    summary: "the next step of each puzzle, as a sentence a player can follow",
    details: "\nThe step is the one Sudoku Explainer would take: the simplest technique\n\
              that applies. With --current, the step is from the player's grid: a\n\
              wrong entry is named first. A puzzle must have exactly one solution.\n\
              \n\
              --current takes pencil marks in either of two forms: 729 characters, 9 a\n\
              cell (a digit for each candidate, '.' or '0' for none: Sudoku Explainer's\n\
              candidate form), or 81 fields separated by blanks, each the digits of a\n\
              cell ('.' or '0' for none); '|', '-' and '+' are skipped. A cell with one\n\
              digit is filled with it (a given, or the player's entry); the digits of\n\
              the others are its marks, and a mark missing from a cell is named.\n\
              \n\
              --level tells the step vaguely first: 1 the technique and its digits\n\
              (or that an entry is wrong), 2 also its cells (the wrong entry's cell), 3\n\
              (the default) the whole step. Every level tells the same step.\n\
              \n\
              With --scale hodoku, the step HoDoKu 2.2.0's solver takes, told at\n\
              --level 1, 2 or 3 as above; --current takes the same forms, and a missing\n\
              mark is named.\n\
              \n\
              A variant puzzle (f-puzzles JSON or the compact form) gets the variant\n\
              logic engine's next step, simplest technique first, in words that name\n\
              the houses and why cells see each other. With --current, its N*N cells\n\
              (values 1-9, then A = 10 to P = 25), N*N fields of digits, or N*N*N\n\
              characters (N a cell) are read as above: a wrong entry, then a missing\n\
              mark, is named first.\n",
    flags: &[
        &CURRENT,
        &LOGIC_BUDGET,
        &hodoku::SCALE,
        &hodoku::LEVEL,
        &JSON,
        &STATS,
    ],
    run,
};

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let budget: u64 = parsed.number(LOGIC_BUDGET.name, 0)?;
    let current_text = parsed.value(CURRENT.name);
    // A text that fits another size waits for the puzzle: a variant's
    // --current is read for its N.
    let current = match current_text.map(read_current) {
        None => None,
        Some(Ok(current)) => Some(Ok(current)),
        Some(Err(why)) if variant_current::fits_another_size(current_text.unwrap_or("")) => {
            Some(Err(why))
        }
        Some(Err(why)) => {
            return Err(Failure::Usage(format!(
                "{why} (a variant puzzle's takes N*N cells for its N)"
            )))
        }
    };
    let json = parsed.has(JSON.name);
    if hodoku::wants_hodoku(parsed)? {
        let level = hodoku::hint_level(parsed)?;
        return answer_all(parsed, 1, |records| {
            records
                .iter()
                .map(|record| {
                    let state = match (&record.grid, &current) {
                        (Ok(grid), Some(Ok(current))) => Some(state_of(grid, current)),
                        _ => None,
                    };
                    let (entries, marks) = match &state {
                        Some((entries, marks)) => (Some(entries), marks.as_ref()),
                        None => (None, None),
                    };
                    hodoku::hint_answer(record, entries, marks, level, budget, json)
                })
                .collect()
        });
    }
    let level = hodoku::hint_level(parsed)?;
    answer_all(parsed, 1, |records| {
        records
            .iter()
            .map(
                |record| match (&record.grid, &record.variant, current_text) {
                    (Err(_), Some(Ok(_)), _) if level != HintLevel::Step => {
                        let why =
                            "--level 1 and 2 are for classic puzzles: a variant's hint is whole";
                        let status = Status {
                            name: "INVALID_ARGUMENT",
                            error: Some(why.into()),
                            cell: None,
                        };
                        match json {
                            true => record.echo(Json::new()).status(&status).finish(),
                            false => why.into(),
                        }
                    }
                    (Err(_), Some(Ok(variant)), Some(text)) => {
                        variant_player_answer(record, variant, text, budget, json)
                    }
                    _ => answer(record, current.as_ref(), level, budget, json),
                },
            )
            .collect()
    })
}

/// The player's state as --current gives it.
enum Current {
    /// 81 characters: givens and entries, no marks.
    Entries([u8; CELLS]),
    /// Pencil marks: each cell's digits as a mask (bit d-1 for digit d).
    Marks([u16; CELLS]),
}

/// Reads --current: 81 characters, 729 (9 a cell), or 81 fields of digits.
fn read_current(text: &str) -> Result<Current, String> {
    let bytes = text.as_bytes();
    if let Ok(grid) = <[u8; CELLS]>::try_from(bytes) {
        return Ok(Current::Entries(grid));
    }
    let mask_of = |cell: &[u8]| -> Result<u16, String> {
        cell.iter().try_fold(0u16, |mask, &b| match b {
            b'1'..=b'9' => Ok(mask | 1 << (b - b'1')),
            b'.' | b'0' => Ok(mask),
            _ => Err(format!(
                "--current: {:?} is not a digit, '.' or '0'",
                b as char
            )),
        })
    };
    let mut masks = [0u16; CELLS];
    if bytes.len() == CELLS * 9 && !bytes.iter().any(u8::is_ascii_whitespace) {
        for (cell, chunk) in bytes.chunks(9).enumerate() {
            masks[cell] = mask_of(chunk)?;
        }
        return Ok(Current::Marks(masks));
    }
    let fields: Vec<&str> = text
        .split_ascii_whitespace()
        .filter(|field| !field.bytes().all(|b| matches!(b, b'|' | b'-' | b'+')))
        .collect();
    if fields.len() != CELLS {
        return Err(format!(
            "--current needs 81 characters, 729 (9 a cell) or 81 fields of digits, not {} \
             characters in {} fields",
            text.chars().count(),
            fields.len()
        ));
    }
    for (cell, field) in fields.iter().enumerate() {
        masks[cell] = mask_of(field.as_bytes())?;
    }
    Ok(Current::Marks(masks))
}

/// The current grid and marks for one puzzle: a cell with one digit is
/// filled with it; a given's cell keeps the given when its digits hold it
/// (then a mark form that lists a given's digit among others is read as
/// meant).
fn state_of(puzzle: &[u8; CELLS], current: &Current) -> ([u8; CELLS], Option<[u16; CELLS]>) {
    match current {
        Current::Entries(grid) => (*grid, None),
        Current::Marks(masks) => {
            let mut grid = [b'.'; CELLS];
            for cell in 0..CELLS {
                let given = puzzle[cell];
                let mask = masks[cell];
                if given.is_ascii_digit() && given != b'0' && mask & 1 << (given - b'1') != 0 {
                    grid[cell] = given;
                } else if mask.count_ones() == 1 {
                    grid[cell] = b'1' + mask.trailing_zeros() as u8;
                }
            }
            (grid, Some(*masks))
        }
    }
}

fn answer(
    record: &Record,
    current: Option<&Result<Current, String>>,
    level: HintLevel,
    budget: u64,
    json: bool,
) -> String {
    if let (Err(_), Some(Ok(variant)), None) = (&record.grid, &record.variant, current) {
        return variant_answer(record, variant, json);
    }
    let hinted: Result<Step, Status> = match (&record.grid, current) {
        (Err(err), _) => Err(Status::of_unreadable(err)),
        (Ok(_), Some(Err(why))) => Err(Status {
            name: "INVALID_ARGUMENT",
            error: Some(why.clone()),
            cell: None,
        }),
        (Ok(grid), current) => {
            let current = current.and_then(|c| c.as_ref().ok());
            let state = current.map(|current| state_of(grid, current));
            let (entries, marks) = match &state {
                Some((entries, marks)) => (Some(entries), marks.as_ref()),
                None => (None, None),
            };
            logic::hint_within(grid, entries, marks, budget)
                .map(|step| step.told_at(level))
                .map_err(|e| Status::of_logic(&e))
        }
    };
    if json {
        let line = record.echo(Json::new());
        return match hinted {
            Ok(step) => line
                .status(&Status::OK)
                .number("level", level as u64)
                .raw("step", &steps::json_at(&step, level))
                .finish(),
            Err(status) => line.status(&status).finish(),
        };
    }
    match hinted {
        Ok(step) => step.text_at(level).to_string(),
        Err(status) => status.error.unwrap_or_default(),
    }
}

/// The variant logic engine's next step for a variant puzzle with one
/// solution, in words.
fn variant_answer(record: &Record, variant: &Variant, json: bool) -> String {
    let engine = LogicEngine::new(&variant.rules);
    let hinted: Result<String, Status> =
        match sudoku::variant::solve(&variant.rules, &variant.givens, 0).0 {
            Err(e) => Err(variant_input::status_of(&variant.rules, &e)),
            Ok(_) => match engine.board(&variant.givens) {
                Ok(board) if board.is_solved() => Err(Status::of_logic(&logic::LogicError::Solved)),
                Ok(board) => engine
                    .next_step(&board)
                    .map(|step| engine.explain(&step))
                    .ok_or(Status {
                        name: "TECHNIQUES_EXHAUSTED",
                        error: Some("no technique of the variant logic engine applies here".into()),
                        cell: None,
                    }),
                Err(e) => Err(Status {
                    name: "NO_SOLUTION",
                    error: Some(e.to_string()),
                    cell: None,
                }),
            },
        };
    match (hinted, json) {
        (Ok(text), true) => record
            .echo(Json::new())
            .status(&Status::OK)
            .string("text", &text)
            .finish(),
        (Ok(text), false) => text,
        (Err(status), true) => record.echo(Json::new()).status(&status).finish(),
        (Err(status), false) => status.error.unwrap_or_default(),
    }
}

/// The hint from the player's grid of a variant puzzle (--current read for
/// its N): a wrong entry, then a mark crossed off wrongly, then the variant
/// logic engine's next step, in words.
fn variant_player_answer(
    record: &Record,
    variant: &Variant,
    current: &str,
    budget: u64,
    json: bool,
) -> String {
    let rules = &variant.rules;
    let n = rules.size();
    let at = |cell: usize| {
        format!(
            " at cell {cell} (row {}, column {})",
            cell / n + 1,
            cell % n + 1
        )
    };
    let hinted: Result<PlayerHint, Status> =
        match variant_current::read(current, n, &variant.givens) {
            Err(why) => Err(Status {
                name: "INVALID_ARGUMENT",
                error: Some(why),
                cell: None,
            }),
            Ok(state) => player_hint(
                rules,
                &variant.givens,
                Some(&state.entries),
                state.marks.as_deref(),
                budget,
            )
            .map_err(|err| match err {
                PlayerError::Puzzle(e) => variant_input::status_of(rules, &e),
                PlayerError::Value { cell, .. } => Status {
                    name: "INVALID_VALUE",
                    error: Some(format!("{err}{}", at(cell))),
                    cell: Some(cell),
                },
                PlayerError::GivenChanged { cell } => Status {
                    name: "CURRENT_CONTRADICTS_PUZZLE",
                    error: Some(format!(
                        "the current grid changes a given of the puzzle{}",
                        at(cell)
                    )),
                    cell: Some(cell),
                },
                PlayerError::Marks { cell } => Status {
                    name: "INVALID_CANDIDATES",
                    error: Some(format!("{err}{}", at(cell))),
                    cell: Some(cell),
                },
                PlayerError::Length { .. } => Status {
                    name: "INVALID_LENGTH",
                    error: Some(err.to_string()),
                    cell: None,
                },
            }),
        };
    let engine = LogicEngine::new(rules);
    let answered: Result<Said, Status> = match hinted {
        Err(status) => Err(status),
        Ok(PlayerHint::Solved) => Err(Status::of_logic(&logic::LogicError::Solved)),
        Ok(PlayerHint::Stuck) => Err(Status {
            name: "TECHNIQUES_EXHAUSTED",
            error: Some("no technique of the variant logic engine applies here".into()),
            cell: None,
        }),
        Ok(hint) => {
            let text = hint.describe(&engine).unwrap_or_default();
            let (kind, about) = match hint {
                PlayerHint::WrongEntry { cell, entry } => ("MISTAKE", Some((cell, entry))),
                PlayerHint::MissingMark { cell, digit } => {
                    ("MISSING_CANDIDATE", Some((cell, digit)))
                }
                _ => ("STEP", None),
            };
            Ok(Said { text, kind, about })
        }
    };
    match (answered, json) {
        (Ok(Said { text, kind, about }), true) => {
            let line = record
                .echo(Json::new())
                .status(&Status::OK)
                .string("kind", kind);
            let line = match about {
                Some((cell, digit)) => line
                    .number("cell", cell as u64)
                    .number("digit", digit as u64),
                None => line,
            };
            line.string("text", &text).finish()
        }
        (Ok(Said { text, .. }), false) => text,
        (Err(status), true) => record.echo(Json::new()).status(&status).finish(),
        (Err(status), false) => status.error.unwrap_or_default(),
    }
}

/// A player's hint as told: its sentence, its JSON kind, and for a mistake
/// or a missing mark its cell and digit.
struct Said {
    text: String,
    kind: &'static str,
    about: Option<(usize, u8)>,
}
