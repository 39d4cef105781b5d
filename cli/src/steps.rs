//! Steps of the logic engine as `hint` and `explain` print them: the
//! sentence, and a JSON object with the fields a program highlights.

use sudoku::logic::{HintLevel, Step, StepKind, NO_CELL};

use crate::output::Json;

/// The C name of a step's kind (`SUDOKU_STEP_` without the prefix).
pub fn kind_name(kind: StepKind) -> &'static str {
    match kind {
        StepKind::Placement => "PLACEMENT",
        StepKind::Elimination => "ELIMINATION",
        StepKind::Mistake => "MISTAKE",
        StepKind::MissingCandidate => "MISSING_CANDIDATE",
    }
}

/// The step as a JSON object: kind, technique (name and C number),
/// difficulty, cell and digit (when it has them), the eliminated and the
/// pattern's candidates as `[cell, digit]` pairs, the pattern's cells and
/// houses, and the sentence. Cells are 0-80 row by row, houses 0-26 (rows,
/// columns, boxes).
pub fn json(step: &Step) -> String {
    json_at(step, HintLevel::Step)
}

/// [`json`] for a step told at `level` (`Step::told_at`): its fields, and
/// the level's sentence.
pub fn json_at(step: &Step, level: HintLevel) -> String {
    let mut line = Json::new()
        .string("kind", kind_name(step.kind))
        .string("technique", step.technique.name())
        .number("technique_number", u64::from(step.technique.number()))
        .tenths("difficulty", u32::from(step.difficulty));
    if step.cell != NO_CELL {
        line = line
            .number("cell", u64::from(step.cell))
            .number("digit", u64::from(step.digit));
    }
    let houses: Vec<usize> = (0..27).filter(|h| step.houses >> h & 1 == 1).collect();
    line.raw("eliminations", &pairs(&step.eliminations))
        .raw("pattern", &pairs(&step.pattern))
        .raw("cells", &list(step.cells.iter()))
        .raw("houses", &list(houses))
        .string("text", &step.text_at(level).to_string())
        .finish()
}

/// `[[cell,digit],...]` for every candidate of 81 masks.
fn pairs(masks: &[u16; 81]) -> String {
    let items: Vec<String> = masks
        .iter()
        .enumerate()
        .flat_map(|(cell, &mask)| {
            (1..=9)
                .filter(move |d| mask >> (d - 1) & 1 == 1)
                .map(move |d| format!("[{cell},{d}]"))
        })
        .collect();
    format!("[{}]", items.join(","))
}

fn list(items: impl IntoIterator<Item = usize>) -> String {
    let items: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    format!("[{}]", items.join(","))
}
