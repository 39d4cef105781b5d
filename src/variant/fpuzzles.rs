//! f-puzzles JSON, read into a [`Rules`] and givens, and written back.
//!
//! The fields and their meanings are those of the setters' tool f-puzzles
//! (see `docs/VARIANTS.md`). A field that carries a rule this engine does
//! not know is refused by name, since ignoring a rule gives wrong answers;
//! cosmetic fields (pencil marks, colours, lines, text) are skipped.
//!
//! The JSON is parsed by `serde_json` into a tree (its own depth limit
//! refuses deeply nested input), then read field by field.

use std::fmt;

use serde_json::{Map, Value};

use super::builder::{default_box_shape, ExtraHouse, RulesBuilder, RulesError};
use super::lzstring::{decompress_from_base64, LzError};
use super::rules::{DotKind, HouseKind, Rules};

/// A puzzle read from f-puzzles JSON.
#[derive(Clone, Debug)]
pub struct Puzzle {
    pub rules: Rules,
    /// N * N values, 0 empty.
    pub givens: Vec<u8>,
    /// The `solution` field, when present and complete.
    pub solution: Option<Vec<u8>>,
}

/// Why f-puzzles input was refused. `field` is the JSON field, `cell` the
/// cell as f-puzzles writes it (`R1C1`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FpuzzlesError {
    /// Not JSON: where it stops making sense (1-based line and column).
    Json {
        line: usize,
        column: usize,
        message: String,
    },
    /// The export string did not decompress.
    Export(LzError),
    /// A field for a rule this engine does not support.
    Unsupported { field: String },
    /// A field of the wrong type or value.
    Field { field: String, message: String },
    /// A field's problem at one cell.
    Cell {
        field: String,
        cell: String,
        message: String,
    },
    /// The rules read are impossible (see [`RulesError`]).
    Rules(RulesError),
}

impl fmt::Display for FpuzzlesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FpuzzlesError::Json {
                line,
                column,
                message,
            } => {
                write!(f, "not JSON at line {line}, column {column}: {message}")
            }
            FpuzzlesError::Export(err) => write!(f, "export string: {err}"),
            FpuzzlesError::Unsupported { field } => {
                write!(
                    f,
                    "field \"{field}\" is a rule this solver does not support"
                )
            }
            FpuzzlesError::Field { field, message } => write!(f, "field \"{field}\": {message}"),
            FpuzzlesError::Cell {
                field,
                cell,
                message,
            } => {
                write!(f, "field \"{field}\" at {cell}: {message}")
            }
            FpuzzlesError::Rules(err) => write!(f, "{err}"),
        }
    }
}

impl std::error::Error for FpuzzlesError {}

/// Fields read as rules or data.
const RULE_FIELDS: &[&str] = &[
    "size",
    "grid",
    "diagonal+",
    "diagonal-",
    "antiknight",
    "antiking",
    "disjointgroups",
    "nonconsecutive",
    "killercage",
    "extraregion",
    "thermometer",
    "difference",
    "ratio",
    "negative",
    "solution",
];
/// Fields that carry no rule.
const COSMETIC_FIELDS: &[&str] = &[
    "cage",
    "title",
    "author",
    "ruleset",
    "line",
    "rectangle",
    "circle",
    "text",
];
const CELL_FIELDS: &[&str] = &["value", "given", "region"];
const COSMETIC_CELL_FIELDS: &[&str] = &[
    "centerPencilMarks",
    "cornerPencilMarks",
    "c",
    "highlight",
    "candidates",
];

fn field_error(field: &str, message: impl Into<String>) -> FpuzzlesError {
    FpuzzlesError::Field {
        field: field.to_string(),
        message: message.into(),
    }
}

fn cell_error(field: &str, cell: &str, message: impl Into<String>) -> FpuzzlesError {
    FpuzzlesError::Cell {
        field: field.to_string(),
        cell: cell.to_string(),
        message: message.into(),
    }
}

/// Reads f-puzzles JSON, or its lz-string export string (told apart by the
/// leading `{`).
pub fn parse_any(text: &str) -> Result<Puzzle, FpuzzlesError> {
    if text.trim_start().starts_with('{') {
        parse_json(text)
    } else {
        parse_export(text)
    }
}

/// Reads an export string (`LZString.compressToBase64` of the JSON), with or
/// without the link around it.
pub fn parse_export(text: &str) -> Result<Puzzle, FpuzzlesError> {
    let json = decompress_from_base64(text).map_err(FpuzzlesError::Export)?;
    parse_json(&json)
}

/// Reads f-puzzles JSON.
pub fn parse_json(text: &str) -> Result<Puzzle, FpuzzlesError> {
    let value: Value = serde_json::from_str(text).map_err(|err| FpuzzlesError::Json {
        line: err.line(),
        column: err.column(),
        message: err.to_string(),
    })?;
    let Value::Object(object) = value else {
        return Err(field_error("(top level)", "not a JSON object"));
    };
    read(&object)
}

fn read(object: &Map<String, Value>) -> Result<Puzzle, FpuzzlesError> {
    for key in object.keys() {
        if !RULE_FIELDS.contains(&key.as_str()) && !COSMETIC_FIELDS.contains(&key.as_str()) {
            return Err(FpuzzlesError::Unsupported { field: key.clone() });
        }
    }
    let size = object
        .get("size")
        .ok_or_else(|| field_error("size", "missing"))?
        .as_u64()
        .filter(|&n| (1..=64).contains(&n))
        .ok_or_else(|| field_error("size", "not a whole number from 1 to 64"))?
        as usize;
    let grid = object
        .get("grid")
        .ok_or_else(|| field_error("grid", "missing"))?;
    let (givens, regions) = read_grid(grid, size)?;
    let mut builder = RulesBuilder::new(size);
    if let Some(regions) = &regions {
        builder = builder.regions(regions.clone());
    }
    let flag = |name: &str| -> Result<bool, FpuzzlesError> {
        match object.get(name) {
            None | Some(Value::Null) => Ok(false),
            Some(Value::Bool(b)) => Ok(*b),
            Some(_) => Err(field_error(name, "not true or false")),
        }
    };
    if flag("diagonal+")? {
        builder = builder.extra(ExtraHouse::AntiDiagonal);
    }
    if flag("diagonal-")? {
        builder = builder.extra(ExtraHouse::MainDiagonal);
    }
    if flag("antiknight")? {
        builder = builder.anti_knight();
    }
    if flag("antiking")? {
        builder = builder.anti_king();
    }
    if flag("disjointgroups")? {
        builder = builder.extra(ExtraHouse::DisjointGroups);
    }
    if flag("nonconsecutive")? {
        builder = builder.nonconsecutive();
    }
    for item in list(object, "killercage")? {
        let cells = cells_of(item, "killercage", "cells", size)?;
        let sum = number_of(item, "killercage", &cells_text(item))?;
        builder = builder.cage(cells, sum);
    }
    let mut extra_regions = Vec::new();
    for item in list(object, "extraregion")? {
        extra_regions.push(cells_of(item, "extraregion", "cells", size)?);
    }
    let boxed_nine = size == 9 && regions.is_none();
    for house in named_houses(extra_regions, boxed_nine) {
        builder = match house {
            ReadHouse::Named(extra) => builder.extra(extra),
            ReadHouse::Listed(cells) => builder.extra_region(cells),
        };
    }
    for item in list(object, "thermometer")? {
        let lines = item
            .get("lines")
            .and_then(Value::as_array)
            .ok_or_else(|| field_error("thermometer", "an item without \"lines\""))?;
        for line in lines {
            builder = builder.thermometer(cell_list(line, "thermometer", size)?);
        }
    }
    for (field, black) in [("difference", false), ("ratio", true)] {
        for item in list(object, field)? {
            let cells = cells_of(item, field, "cells", size)?;
            if cells.len() != 2 {
                return Err(field_error(
                    field,
                    format!("a dot on {} cells, not 2", cells.len()),
                ));
            }
            let value = number_of(item, field, &cells_text(item))?;
            builder = if black {
                builder.ratio(cells[0], cells[1], value)
            } else {
                builder.difference(cells[0], cells[1], value)
            };
        }
    }
    for item in list(object, "negative")? {
        match item.as_str() {
            Some("ratio") => builder = builder.all_ratios_given(),
            Some("difference") => builder = builder.all_differences_given(),
            Some(other) => {
                return Err(FpuzzlesError::Unsupported {
                    field: format!("negative: {other}"),
                })
            }
            None => return Err(field_error("negative", "not a list of names")),
        }
    }
    let rules = builder.build().map_err(FpuzzlesError::Rules)?;
    let solution = read_solution(object.get("solution"), size);
    Ok(Puzzle {
        rules,
        givens,
        solution,
    })
}

/// An extra region as read: a named rule, or cells of the setter's own.
enum ReadHouse {
    Named(ExtraHouse),
    Listed(Vec<usize>),
}

/// The named 9x9 rules that f-puzzles can only write as extra regions.
const NAMED_BY_REGIONS: [ExtraHouse; 4] = [
    ExtraHouse::Windoku,
    ExtraHouse::Asterisk,
    ExtraHouse::CentreDot,
    ExtraHouse::Girandola,
];

/// The extra regions, with every group of windoku (all four windows),
/// asterisk, centre dot and girandola read back as that rule, on a 9x9
/// with 3x3 boxes. f-puzzles has no field for them, so `to_json` writes
/// them as extra regions; read as plain regions they would solve alike but
/// lose their name, and with it the rating scale (SukakuExplainer's treats
/// windoku's five leftover groups as houses). A named rule takes the place
/// of its first group, keeping the order the houses were written in.
fn named_houses(regions: Vec<Vec<usize>>, boxed_nine: bool) -> Vec<ReadHouse> {
    let sorted = |cells: &[usize]| {
        let mut cells = cells.to_vec();
        cells.sort_unstable();
        cells
    };
    let read: Vec<Vec<usize>> = regions.iter().map(|r| sorted(r)).collect();
    // Per region: the named rule it is a group of, when every group of
    // that rule is among the regions.
    let mut named: Vec<Option<ExtraHouse>> = vec![None; regions.len()];
    if boxed_nine {
        for extra in NAMED_BY_REGIONS {
            let Ok(rules) = RulesBuilder::new(9).extra(extra).build() else {
                continue;
            };
            let groups: Vec<Vec<usize>> = rules.houses()[27..]
                .iter()
                .map(|h| sorted(&h.cells))
                .collect();
            let places: Vec<Option<usize>> = groups
                .iter()
                .map(|g| (0..read.len()).find(|&i| named[i].is_none() && read[i] == *g))
                .collect();
            if places.iter().all(Option::is_some) {
                for place in places.into_iter().flatten() {
                    named[place] = Some(extra);
                }
            }
        }
    }
    let mut houses = Vec::new();
    let mut added: Vec<ExtraHouse> = Vec::new();
    for (cells, name) in regions.into_iter().zip(named) {
        match name {
            Some(extra) if added.contains(&extra) => {}
            Some(extra) => {
                added.push(extra);
                houses.push(ReadHouse::Named(extra));
            }
            None => houses.push(ReadHouse::Listed(cells)),
        }
    }
    houses
}

fn list<'a>(object: &'a Map<String, Value>, field: &str) -> Result<&'a [Value], FpuzzlesError> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(&[]),
        Some(Value::Array(items)) => Ok(items),
        Some(_) => Err(field_error(field, "not a list")),
    }
}

fn cells_text(item: &Value) -> String {
    item.get("cells")
        .and_then(Value::as_array)
        .and_then(|cells| cells.first())
        .and_then(Value::as_str)
        .unwrap_or("?")
        .to_string()
}

/// An item's optional `value`, a number written as a string (or a number).
fn number_of(item: &Value, field: &str, cell: &str) -> Result<Option<u32>, FpuzzlesError> {
    match item.get("value") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(Value::String(s)) => s
            .trim()
            .parse()
            .map(Some)
            .map_err(|_| cell_error(field, cell, format!("value \"{s}\" is not a number"))),
        Some(Value::Number(n)) => n
            .as_u64()
            .and_then(|v| u32::try_from(v).ok())
            .map(Some)
            .ok_or_else(|| cell_error(field, cell, "value is not a whole number")),
        Some(_) => Err(cell_error(field, cell, "value is not a number")),
    }
}

fn cells_of(
    item: &Value,
    field: &str,
    key: &str,
    size: usize,
) -> Result<Vec<usize>, FpuzzlesError> {
    let cells = item
        .get(key)
        .ok_or_else(|| field_error(field, format!("an item without \"{key}\"")))?;
    cell_list(cells, field, size)
}

fn cell_list(cells: &Value, field: &str, size: usize) -> Result<Vec<usize>, FpuzzlesError> {
    let cells = cells
        .as_array()
        .ok_or_else(|| field_error(field, "cells are not a list"))?;
    cells
        .iter()
        .map(|cell| {
            let text = cell
                .as_str()
                .ok_or_else(|| field_error(field, "a cell is not a string"))?;
            parse_cell(text, size).ok_or_else(|| cell_error(field, text, "not a cell of the grid"))
        })
        .collect()
}

/// `R<row>C<col>`, 1-based, as a cell number.
pub fn parse_cell(text: &str, size: usize) -> Option<usize> {
    let rest = text.strip_prefix(['R', 'r'])?;
    let at = rest.find(['C', 'c'])?;
    let (row, col) = (&rest[..at], &rest[at + 1..]);
    let digits = |s: &str| !s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(row) || !digits(col) {
        return None;
    }
    let (row, col): (usize, usize) = (row.parse().ok()?, col.parse().ok()?);
    ((1..=size).contains(&row) && (1..=size).contains(&col)).then(|| (row - 1) * size + col - 1)
}

/// The name f-puzzles gives a cell.
pub fn cell_name(cell: usize, size: usize) -> String {
    format!("R{}C{}", cell / size + 1, cell % size + 1)
}

#[allow(clippy::type_complexity)]
fn read_grid(
    grid: &Value,
    size: usize,
) -> Result<(Vec<u8>, Option<Vec<Vec<usize>>>), FpuzzlesError> {
    let rows = grid
        .as_array()
        .filter(|rows| rows.len() == size)
        .ok_or_else(|| field_error("grid", format!("not a list of {size} rows")))?;
    let mut givens = vec![0u8; size * size];
    let boxes = default_box_shape(size);
    let mut region_of: Vec<Option<usize>> = (0..size * size)
        .map(|cell| boxes.map(|(h, w)| (cell / size / h) * h + (cell % size) / w))
        .collect();
    let mut overridden = false;
    for (r, row) in rows.iter().enumerate() {
        let row = row
            .as_array()
            .filter(|row| row.len() == size)
            .ok_or_else(|| {
                field_error(
                    "grid",
                    format!("row {} is not a list of {size} cells", r + 1),
                )
            })?;
        for (c, cell) in row.iter().enumerate() {
            let index = r * size + c;
            let name = cell_name(index, size);
            let Value::Object(cell) = cell else {
                return Err(cell_error("grid", &name, "not an object"));
            };
            for key in cell.keys() {
                if !CELL_FIELDS.contains(&key.as_str())
                    && !COSMETIC_CELL_FIELDS.contains(&key.as_str())
                {
                    return Err(FpuzzlesError::Unsupported {
                        field: format!("grid: {key}"),
                    });
                }
            }
            let given = matches!(cell.get("given"), Some(Value::Bool(true)));
            if let (true, Some(value)) = (given, cell.get("value")) {
                let digit = value
                    .as_u64()
                    .filter(|&v| (1..=size as u64).contains(&v))
                    .ok_or_else(|| {
                        cell_error("grid", &name, format!("value is not a digit 1..{size}"))
                    })?;
                givens[index] = digit as u8;
            }
            match cell.get("region") {
                None => {}
                Some(Value::Null) => {
                    overridden = true;
                    region_of[index] = None;
                }
                Some(value) => {
                    let region = value.as_u64().filter(|&v| v < size as u64).ok_or_else(|| {
                        cell_error("grid", &name, format!("region is not 0..{}", size - 1))
                    })?;
                    overridden |= region_of[index] != Some(region as usize);
                    region_of[index] = Some(region as usize);
                }
            }
        }
    }
    if !overridden {
        return Ok((givens, None));
    }
    let mut regions = vec![Vec::new(); size];
    for (cell, region) in region_of.iter().enumerate() {
        if let Some(region) = region {
            regions[*region].push(cell);
        }
    }
    // A region no cell is in, from a grid with fewer regions: not a rule.
    regions.retain(|r| !r.is_empty());
    Ok((givens, Some(regions)))
}

fn read_solution(value: Option<&Value>, size: usize) -> Option<Vec<u8>> {
    let values = value?.as_array()?;
    if values.len() != size * size {
        return None;
    }
    values
        .iter()
        .map(|v| {
            v.as_u64()
                .filter(|&d| (1..=size as u64).contains(&d))
                .map(|d| d as u8)
        })
        .collect()
}

/// Writes a rule set and its givens as f-puzzles JSON, which [`parse_json`]
/// reads back to the same rules. Rules f-puzzles has no field for
/// (asterisk, centre dot, girandola, windows) are written as extra regions,
/// which `parse_json` reads back as those rules.
pub fn to_json(rules: &Rules, givens: &[u8]) -> String {
    let n = rules.size();
    let mut object = Map::new();
    object.insert("size".into(), n.into());
    let jigsaw = rules.box_shape().is_none();
    let default = default_box_shape(n);
    let grid: Vec<Value> = (0..n)
        .map(|r| {
            Value::Array(
                (0..n)
                    .map(|c| {
                        let cell = r * n + c;
                        let mut fields = Map::new();
                        if let Some(&v) = givens.get(cell).filter(|&&v| v != 0) {
                            fields.insert("value".into(), v.into());
                            fields.insert("given".into(), true.into());
                        }
                        let region = rules.region_of(cell);
                        let boxed = default.map(|(h, w)| (cell / n / h) * h + (cell % n) / w);
                        if jigsaw && region != boxed {
                            fields.insert("region".into(), region.map_or(Value::Null, Value::from));
                        }
                        Value::Object(fields)
                    })
                    .collect(),
            )
        })
        .collect();
    object.insert("grid".into(), Value::Array(grid));
    let name = |cell: &usize| Value::String(cell_name(*cell, n));
    let mut extra = Vec::new();
    for house in rules.houses() {
        match house.kind {
            HouseKind::MainDiagonal => {
                object.insert("diagonal-".into(), true.into());
            }
            HouseKind::AntiDiagonal => {
                object.insert("diagonal+".into(), true.into());
            }
            HouseKind::DisjointGroup => {
                object.insert("disjointgroups".into(), true.into());
            }
            HouseKind::Window
            | HouseKind::Asterisk
            | HouseKind::CentreDot
            | HouseKind::Girandola
            | HouseKind::Extra => {
                let cells: Vec<Value> = house.cells.iter().map(name).collect();
                extra.push(serde_json::json!({ "cells": cells }));
            }
            HouseKind::Row | HouseKind::Column | HouseKind::Region | HouseKind::Cage => {}
        }
    }
    let neighbours = rules.neighbours();
    for (flag, field) in [
        (neighbours.anti_knight, "antiknight"),
        (neighbours.anti_king, "antiking"),
        (neighbours.nonconsecutive, "nonconsecutive"),
    ] {
        if flag {
            object.insert(field.into(), true.into());
        }
    }
    if !extra.is_empty() {
        object.insert("extraregion".into(), Value::Array(extra));
    }
    let cages: Vec<Value> = rules
        .cages()
        .iter()
        .map(|cage| {
            let cells: Vec<Value> = cage.cells.iter().map(name).collect();
            match cage.sum {
                Some(sum) => serde_json::json!({ "cells": cells, "value": sum.to_string() }),
                None => serde_json::json!({ "cells": cells }),
            }
        })
        .collect();
    if !cages.is_empty() {
        object.insert("killercage".into(), Value::Array(cages));
    }
    let thermos: Vec<Value> = rules
        .thermometers()
        .iter()
        .map(|line| serde_json::json!({ "lines": [line.iter().map(name).collect::<Vec<_>>()] }))
        .collect();
    if !thermos.is_empty() {
        object.insert("thermometer".into(), Value::Array(thermos));
    }
    let (mut white, mut black) = (Vec::new(), Vec::new());
    for dot in rules.dots() {
        let cells: Vec<Value> = dot.cells.iter().map(name).collect();
        match dot.kind {
            DotKind::Difference(v) => {
                white.push(serde_json::json!({ "cells": cells, "value": v.to_string() }))
            }
            DotKind::Ratio(v) => {
                black.push(serde_json::json!({ "cells": cells, "value": v.to_string() }))
            }
        }
    }
    if !white.is_empty() {
        object.insert("difference".into(), Value::Array(white));
    }
    if !black.is_empty() {
        object.insert("ratio".into(), Value::Array(black));
    }
    let mut negative = Vec::new();
    if neighbours.all_ratios_given {
        negative.push(Value::from("ratio"));
    }
    if neighbours.all_differences_given {
        negative.push(Value::from("difference"));
    }
    if !negative.is_empty() {
        object.insert("negative".into(), Value::Array(negative));
    }
    Value::Object(object).to_string()
}
