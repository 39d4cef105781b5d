//! The report of a refused text or rule set: what is wrong and where.

use std::ffi::c_char;
use std::mem::offset_of;

use crate::ffi::{caller_size, write_versioned, Status, Versioned};
use crate::variant::compact::CompactError;
use crate::variant::fpuzzles::FpuzzlesError;
use crate::variant::lzstring::LzError;
use crate::variant::RulesError;

/// Bytes of sudoku_rules_error's `field`, its NUL included.
pub const SUDOKU_RULES_ERROR_FIELD_BYTES: usize = 32;
/// Bytes of sudoku_rules_error's `message`, its NUL included.
pub const SUDOKU_RULES_ERROR_MESSAGE_BYTES: usize = 192;

/// Why sudoku_rules_from_text or sudoku_rules_build refused, and where.
/// Set `size` to sizeof(sudoku_rules_error) before the call; the library
/// writes only the fields that fit in it, and never `size` itself. Fields
/// that do not apply are 0 (`line`, `cell_row`, `cell_column`), -1 (`byte`,
/// `cell`, `index`) or empty strings.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct RulesErrorReport {
    /// sizeof(sudoku_rules_error) as the caller compiled it.
    pub size: u32,
    /// The status the call returned (SUDOKU_OK when it succeeded).
    pub status: Status,
    /// The line of the text, from 1.
    pub line: i32,
    /// The cell, `row * N + column` from 0 (a cell off the grid is given as
    /// listed).
    pub cell: i32,
    /// The byte of the text, from 0 at its first byte.
    pub byte: i64,
    /// The cell's row, from 1.
    pub cell_row: i32,
    /// The cell's column, from 1.
    pub cell_column: i32,
    /// Which rule of its kind, from 0 in the order given (cage 0, region 3,
    /// dot 2, ...).
    pub index: i32,
    /// The f-puzzles field or the kind of rule ("killercage", "cage",
    /// "region", "size", "flag", ...), NUL-terminated.
    pub field: [c_char; SUDOKU_RULES_ERROR_FIELD_BYTES],
    /// An English sentence naming the problem, NUL-terminated, cut at a
    /// character boundary when longer than the buffer.
    pub message: [c_char; SUDOKU_RULES_ERROR_MESSAGE_BYTES],
}

impl Versioned for RulesErrorReport {
    const V1_SIZE: usize = 264;
}

const _: () = {
    assert!(offset_of!(RulesErrorReport, status) == 4);
    assert!(offset_of!(RulesErrorReport, line) == 8);
    assert!(offset_of!(RulesErrorReport, cell) == 12);
    assert!(offset_of!(RulesErrorReport, byte) == 16);
    assert!(offset_of!(RulesErrorReport, cell_row) == 24);
    assert!(offset_of!(RulesErrorReport, cell_column) == 28);
    assert!(offset_of!(RulesErrorReport, index) == 32);
    assert!(offset_of!(RulesErrorReport, field) == 36);
    assert!(offset_of!(RulesErrorReport, message) == 68);
    assert!(std::mem::size_of::<RulesErrorReport>() == RulesErrorReport::V1_SIZE);
};

impl RulesErrorReport {
    /// A report of `status` with nothing located yet.
    pub(crate) fn new(status: Status) -> Self {
        RulesErrorReport {
            size: 0,
            status,
            line: 0,
            cell: -1,
            byte: -1,
            cell_row: 0,
            cell_column: 0,
            index: -1,
            field: [0; SUDOKU_RULES_ERROR_FIELD_BYTES],
            message: [0; SUDOKU_RULES_ERROR_MESSAGE_BYTES],
        }
    }

    pub(crate) fn with_field(mut self, field: &str) -> Self {
        copy_text(&mut self.field, field);
        self
    }

    pub(crate) fn with_message(mut self, message: &str) -> Self {
        copy_text(&mut self.message, message);
        self
    }

    /// Names a cell of an N x N grid; a cell off the grid keeps its number
    /// only.
    pub(crate) fn with_cell(mut self, cell: usize, size: Option<usize>) -> Self {
        self.cell = i32::try_from(cell).unwrap_or(i32::MAX);
        if let Some(n) = size.filter(|&n| n > 0 && cell < n * n) {
            self.cell_row = (cell / n + 1) as i32;
            self.cell_column = (cell % n + 1) as i32;
        }
        self
    }

    pub(crate) fn with_index(mut self, index: usize) -> Self {
        self.index = i32::try_from(index).unwrap_or(i32::MAX);
        self
    }

    /// Places the problem at `byte` of `text` (and so on its line).
    pub(crate) fn at_byte(mut self, text: &[u8], byte: usize) -> Self {
        let byte = byte.min(text.len());
        self.byte = byte as i64;
        self.line = i32::try_from(1 + text[..byte].iter().filter(|&&b| b == b'\n').count())
            .unwrap_or(i32::MAX);
        self
    }
}

/// Copies `text` into a fixed buffer, NUL-terminated, cut at a UTF-8
/// character boundary when it does not fit.
fn copy_text(buffer: &mut [c_char], text: &str) {
    let mut end = text.len().min(buffer.len() - 1);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    for (slot, &b) in buffer.iter_mut().zip(&text.as_bytes()[..end]) {
        *slot = b as c_char;
    }
    buffer[end] = 0;
}

/// The status and report of a refused rule set. `size` is the grid's, when
/// known, to name cells by row and column.
pub(crate) fn rules_error(err: &RulesError, size: Option<usize>) -> RulesErrorReport {
    use RulesError::*;
    let invalid = RulesErrorReport::new(Status::INVALID_RULES);
    let unsatisfiable = RulesErrorReport::new(Status::UNSATISFIABLE_RULES);
    let report = match *err {
        SizeOutOfRange { .. } => invalid.with_field("size"),
        BoxShape { .. } | NoDefaultBoxes { .. } => invalid.with_field("boxes"),
        CellOutOfRange { what, index, cell } | CellRepeated { what, index, cell } => invalid
            .with_field(what)
            .with_index(index)
            .with_cell(cell, size),
        NeedsShape { what, .. } => invalid.with_field(what),
        Empty { what, index } => invalid.with_field(what).with_index(index),
        TooMany { what, .. } => invalid.with_field(what),
        RegionSize { region, .. } => unsatisfiable.with_field("region").with_index(region),
        RegionsOverlap { cell } => unsatisfiable.with_field("region").with_cell(cell, size),
        GroupTooLarge { what, index, .. } => unsatisfiable.with_field(what).with_index(index),
        CageSum { cage, .. } => unsatisfiable.with_field("cage").with_index(cage),
        ThermometerTooLong { thermometer, .. } => unsatisfiable
            .with_field("thermometer")
            .with_index(thermometer),
        DotValue { dot, .. } => unsatisfiable.with_field("dot").with_index(dot),
    };
    report.with_message(&err.to_string())
}

/// The report of a refused compact line that starts at byte `start` of
/// `text`.
pub(crate) fn compact_error(err: &CompactError, text: &[u8], start: usize) -> RulesErrorReport {
    let parse = RulesErrorReport::new(Status::PARSE_ERROR);
    let report = match err {
        CompactError::NoCells => parse.with_field("cells").at_byte(text, start),
        CompactError::Size { byte } => parse.with_field("size").at_byte(text, start + byte),
        CompactError::BoxShape { byte } => parse.with_field("boxes").at_byte(text, start + byte),
        CompactError::Flag { byte, .. } => parse.with_field("flag").at_byte(text, start + byte),
        CompactError::Length { .. } => parse.with_field("cells").at_byte(text, start),
        CompactError::Cell { byte } => parse.with_field("cells").at_byte(text, start + byte),
        CompactError::Rules(err) => return rules_error(err, None),
    };
    report.with_message(&err.to_string())
}

/// The report of refused f-puzzles text, JSON when `json` (else an export
/// string), which is `text[start..]`. `size` is the puzzle's, when known.
pub(crate) fn fpuzzles_error(
    err: &FpuzzlesError,
    text: &[u8],
    start: usize,
    json: bool,
    size: Option<usize>,
) -> RulesErrorReport {
    let parse = RulesErrorReport::new(Status::PARSE_ERROR);
    let report = match err {
        FpuzzlesError::Json { line, column, .. } if json => parse
            .with_field("json")
            .at_byte(text, start + json_byte(&text[start..], *line, *column)),
        // The JSON inside an export string: its line and column, in the
        // message, are of the decompressed text.
        FpuzzlesError::Json { .. } => parse.with_field("json"),
        FpuzzlesError::Export(LzError::Character { byte }) => {
            parse.with_field("export").at_byte(text, start + byte)
        }
        FpuzzlesError::Export(_) => parse.with_field("export"),
        FpuzzlesError::Unsupported { field } => {
            RulesErrorReport::new(Status::UNSUPPORTED_RULE).with_field(field)
        }
        FpuzzlesError::Field { field, .. } => parse.with_field(field),
        FpuzzlesError::Cell { field, cell, .. } => {
            let mut report = parse.with_field(field);
            if let Some((row, column)) = row_column(cell) {
                report.cell_row = row;
                report.cell_column = column;
                if let Some(n) = size.filter(|&n| row as usize <= n && column as usize <= n) {
                    report.cell = (row - 1) * n as i32 + column - 1;
                }
            }
            report
        }
        FpuzzlesError::Rules(err) => return rules_error(err, size),
    };
    report.with_message(&err.to_string())
}

/// `R<row>C<column>` read as 1-based numbers, whatever the grid.
fn row_column(name: &str) -> Option<(i32, i32)> {
    let rest = name.strip_prefix(['R', 'r'])?;
    let (row, column) = rest.split_once(['C', 'c'])?;
    let number = |s: &str| {
        (!s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<i32>().ok())
            .flatten()
            .filter(|&v| v >= 1)
    };
    Some((number(row)?, number(column)?))
}

/// The byte offset of serde_json's 1-based line and column (a byte count).
fn json_byte(text: &[u8], line: usize, column: usize) -> usize {
    let line_start = if line <= 1 {
        0
    } else {
        text.iter()
            .enumerate()
            .filter(|&(_, &b)| b == b'\n')
            .nth(line - 2)
            .map_or(text.len(), |(at, _)| at + 1)
    };
    (line_start + column.saturating_sub(1)).min(text.len())
}

/// Checks a caller's report before any work: NULL is fine, a `size` below
/// the first version's is SUDOKU_INVALID_ARGUMENT.
///
/// # Safety
/// `report` is NULL or points to `report->size` readable bytes.
pub(crate) unsafe fn check_report(report: *mut RulesErrorReport) -> Result<(), Status> {
    // SAFETY: a non-NULL report has its 4 size bytes readable, by contract.
    if !report.is_null() && unsafe { caller_size(report) } < RulesErrorReport::V1_SIZE {
        return Err(Status::INVALID_ARGUMENT);
    }
    Ok(())
}

/// Writes `value` to the caller's report, if there is one.
///
/// # Safety
/// `report` is NULL or checked by [`check_report`], with `size` writable
/// bytes.
pub(crate) unsafe fn fill_report(report: *mut RulesErrorReport, value: &RulesErrorReport) {
    if !report.is_null() {
        // SAFETY: as this function's contract.
        unsafe { write_versioned(report, value) };
    }
}
