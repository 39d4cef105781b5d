//! Rule sets read from text, and grids to and from the letters of the
//! compact form.

use std::ffi::c_char;
use std::ptr;

use super::generate::RulesTextFormat;
use super::report::{check_report, compact_error, fill_report, fpuzzles_error, RulesErrorReport};
use super::rules::{into_raw, rules_ref, RulesHandle};
use crate::ffi::{guarded, Status};
use crate::variant::{compact, fpuzzles, lzstring, Rules, RulesBuilder};

/// What a text was read as.
enum Format {
    Json,
    Compact,
    Classic,
    Export,
}

/// Tells the formats apart by their first bytes: `{` opens JSON; a number
/// then `/`, `+` or a space opens a compact line; 81 cells of `1`-`9`, `.`
/// and `0` are a classic line; anything else is an export string or link.
fn format_of(body: &str) -> Format {
    let bytes = body.as_bytes();
    if bytes.first() == Some(&b'{') {
        return Format::Json;
    }
    let digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits > 0 && matches!(bytes.get(digits), Some(b'/' | b'+' | b' ')) {
        return Format::Compact;
    }
    if bytes.len() == 81 && bytes.iter().all(|b| matches!(b, b'1'..=b'9' | b'.' | b'0')) {
        return Format::Classic;
    }
    Format::Export
}

/// The grid size an f-puzzles text names, read again on the error path
/// only, to name cells by number.
fn fpuzzles_size(body: &str, json: bool) -> Option<usize> {
    let decompressed;
    let json_text = if json {
        body
    } else {
        decompressed = lzstring::decompress_from_base64(body).ok()?;
        &decompressed
    };
    let value: serde_json::Value = serde_json::from_str(json_text).ok()?;
    value.get("size")?.as_u64().map(|n| n as usize)
}

/// Reads one puzzle; `Err` carries the report. `text` is the whole input.
// The report is the error's whole point and is copied out once.
#[allow(clippy::result_large_err)]
fn read(text: &[u8]) -> Result<(Rules, Vec<u8>), RulesErrorReport> {
    let body = std::str::from_utf8(text).map_err(|err| {
        RulesErrorReport::new(Status::PARSE_ERROR)
            .with_field("text")
            .with_message("the text is not UTF-8")
            .at_byte(text, err.valid_up_to())
    })?;
    let bom = if body.starts_with('\u{feff}') { 3 } else { 0 };
    let trimmed = body[bom..].trim_start();
    let start = text.len() - trimmed.len();
    let body = trimmed.trim_end();
    if body.is_empty() {
        return Err(RulesErrorReport::new(Status::PARSE_ERROR)
            .with_field("text")
            .with_message("the text holds no puzzle"));
    }
    match format_of(body) {
        Format::Compact => {
            if let Some(at) = body.find('\n') {
                return Err(RulesErrorReport::new(Status::PARSE_ERROR)
                    .with_field("text")
                    .with_message("a compact puzzle is one line; give one puzzle a call")
                    .at_byte(text, start + at));
            }
            compact::parse(body).map_err(|err| compact_error(&err, text, start))
        }
        Format::Classic => {
            let rules = RulesBuilder::new(9)
                .build()
                .expect("classic 9x9 rules are valid");
            let givens = body
                .bytes()
                .map(|b| if b == b'.' { 0 } else { b - b'0' })
                .collect();
            Ok((rules, givens))
        }
        format => {
            let json = matches!(format, Format::Json);
            let read = if json {
                fpuzzles::parse_json(body)
            } else {
                fpuzzles::parse_export(body)
            };
            read.map(|puzzle| (puzzle.rules, puzzle.givens))
                .map_err(|err| {
                    let size = fpuzzles_size(body, json);
                    fpuzzles_error(&err, text, start, json, size)
                })
        }
    }
}

/// Reads a rule set, and its givens, from text in any of the formats
/// below, told apart without a flag:
/// - f-puzzles JSON (it starts with `{`), the fields of docs/VARIANTS.md;
/// - an f-puzzles export string (lz-string base64), or a whole link with
///   `?load=` in it;
/// - the compact line form, `<N>[/<rows>x<columns>][+flag...] <cells>`:
///   flags `x`, `diagonal+`, `diagonal-`, `windoku`, `disjoint`,
///   `asterisk`, `centredot`, `girandola`, `antiknight`, `antiking`,
///   `nonconsecutive`; cells `.` or `0` empty, `1`-`9`, then `A` = 10 to
///   `P` = 25 (either case);
/// - a classic line of 81 cells (`1`-`9`, `.`, `0`): classic 9x9 rules.
///
/// Whitespace around the puzzle and a UTF-8 byte order mark are skipped.
///
/// @param text the text; exactly `len` bytes are read, no NUL is needed.
/// @param len its length in bytes.
/// @param rules where the new rule set goes on SUDOKU_OK; free it with
///   sudoku_rules_free. Not written on any other status.
/// @param givens NULL, or `capacity` bytes for the givens: N*N values,
///   row-major, 0 for an empty cell, 1..N for a given. Written only on
///   SUDOKU_OK. SUDOKU_RULES_MAX_CELLS bytes fit every puzzle.
/// @param capacity the bytes at `givens` (ignored when it is NULL).
/// @param error NULL, or a report whose `size` the caller has set; filled
///   in on every status (but SUDOKU_INVALID_ARGUMENT for its own size):
///   the status, and for a refusal what and where (the line and byte of
///   the text, the field, the cell, the rule's index) and a sentence.
/// @return SUDOKU_OK; SUDOKU_NULL_POINTER (`text` or `rules`);
///   SUDOKU_INVALID_ARGUMENT (`error->size` too small);
///   SUDOKU_PARSE_ERROR (no format read it: not UTF-8, bad JSON, a bad
///   export string, a field of the wrong type or value, a bad header or
///   cell in a compact line); SUDOKU_UNSUPPORTED_RULE (an f-puzzles field
///   for a rule this library lacks); SUDOKU_INVALID_RULES and
///   SUDOKU_UNSATISFIABLE_RULES (as sudoku_rules_build);
///   SUDOKU_CAPACITY_TOO_SMALL (`capacity` below N*N; no rule set is
///   made); SUDOKU_INTERNAL_ERROR.
///
/// Memory: the text's JSON tree while reading (serde_json, whose depth
/// limit refuses deeply nested input), at most 16M UTF-16 units for a
/// decompressed export string, then the rule set (see sudoku_rules_build).
///
/// # Safety
/// `text` is NULL or valid for `len` reads; `rules` is NULL or writable;
/// `givens` is NULL or valid for `capacity` writes; `error` is NULL or
/// points to `error->size` readable and writable bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_from_text(
    text: *const c_char,
    len: usize,
    rules: *mut *mut RulesHandle,
    givens: *mut u8,
    capacity: usize,
    error: *mut RulesErrorReport,
) -> Status {
    guarded(|| {
        // SAFETY: `error` as this function's contract.
        if let Err(status) = unsafe { check_report(error) } {
            return status;
        }
        let report = if text.is_null() || rules.is_null() {
            RulesErrorReport::new(Status::NULL_POINTER)
        } else {
            // SAFETY: non-NULL and valid for `len` bytes, by contract.
            let text = unsafe { std::slice::from_raw_parts(text.cast::<u8>(), len) };
            match read(text) {
                Ok((read_rules, read_givens))
                    if !givens.is_null() && capacity < read_givens.len() =>
                {
                    drop(read_rules);
                    RulesErrorReport::new(Status::CAPACITY_TOO_SMALL).with_message(&format!(
                        "the givens need {} bytes, the buffer has {capacity}",
                        read_givens.len()
                    ))
                }
                Ok((read_rules, read_givens)) => {
                    if !givens.is_null() {
                        // SAFETY: `capacity` writable bytes, checked to hold
                        // the givens; the source is our vector.
                        unsafe {
                            ptr::copy_nonoverlapping(
                                read_givens.as_ptr(),
                                givens,
                                read_givens.len(),
                            )
                        };
                    }
                    // SAFETY: non-NULL and writable, by contract.
                    unsafe { rules.write_unaligned(into_raw(read_rules)) };
                    RulesErrorReport::new(Status::OK)
                }
                Err(report) => report,
            }
        };
        // SAFETY: checked above; writable by contract.
        unsafe { fill_report(error, &report) };
        report.status
    })
}

/// The value of a cell written as text: `.` or `0` empty, `1`-`9`, `A` = 10
/// to `Z` (either case).
fn cell_value(byte: u8) -> Option<u8> {
    match byte {
        b'.' | b'0' => Some(0),
        b'1'..=b'9' => Some(byte - b'0'),
        b'A'..=b'Z' => Some(byte - b'A' + 10),
        b'a'..=b'z' => Some(byte - b'a' + 10),
        _ => None,
    }
}

/// Reads a grid of a rule set's size from text: N*N cells, row-major, `.`
/// or `0` for empty, `1`-`9`, then `A` = 10 to `P` = 25 (either case), as
/// the compact form writes them. Whitespace between cells is skipped.
///
/// @param rules the rule set, for N.
/// @param text `len` bytes; no NUL is needed.
/// @param grid N*N bytes, written only on SUDOKU_OK: 0 for empty, 1..N.
/// @param byte NULL, or where the offset of the first bad byte of `text`
///   is written on SUDOKU_INVALID_CHARACTER (not written otherwise).
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER (`rules`, `text` or `grid`),
///   SUDOKU_INVALID_CHARACTER (a byte that is no value of this grid, such
///   as `G` on 9x9), SUDOKU_INVALID_LENGTH (not exactly N*N cells).
///
/// # Safety
/// `rules` is NULL or a live rule set; `text` is NULL or valid for `len`
/// reads; `grid` is NULL or valid for N*N writes; `byte` NULL or writable.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_grid_from_text(
    rules: *const RulesHandle,
    text: *const c_char,
    len: usize,
    grid: *mut u8,
    byte: *mut i64,
) -> Status {
    guarded(|| {
        // SAFETY: as this function's contract.
        let Some(rules) = (unsafe { rules_ref(rules) }) else {
            return Status::NULL_POINTER;
        };
        if text.is_null() || grid.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL and valid for `len` bytes, by contract.
        let text = unsafe { std::slice::from_raw_parts(text.cast::<u8>(), len) };
        let n = rules.size();
        let mut values = Vec::with_capacity(n * n);
        for (at, &b) in text.iter().enumerate() {
            if b.is_ascii_whitespace() {
                continue;
            }
            match cell_value(b).filter(|&v| v as usize <= n) {
                Some(value) if values.len() < n * n => values.push(value),
                Some(_) => return Status::INVALID_LENGTH,
                None => {
                    if !byte.is_null() {
                        // SAFETY: non-NULL and writable, by contract.
                        unsafe { byte.write_unaligned(at as i64) };
                    }
                    return Status::INVALID_CHARACTER;
                }
            }
        }
        if values.len() != n * n {
            return Status::INVALID_LENGTH;
        }
        // SAFETY: N*N writable bytes, by contract; `values` is ours.
        unsafe { ptr::copy_nonoverlapping(values.as_ptr(), grid, values.len()) };
        Status::OK
    })
}

/// Writes a grid of a rule set's size as text: N*N bytes, `.` for empty,
/// `1`-`9`, then `A` = 10 to `P` = 25, with no NUL.
///
/// @param rules the rule set, for N.
/// @param grid N*N values, 0 for empty.
/// @param text N*N bytes, written only on SUDOKU_OK; may be `grid` itself.
/// @param cell NULL, or where the first cell above N is written on
///   SUDOKU_INVALID_VALUE (not written otherwise).
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER, SUDOKU_INVALID_VALUE.
///
/// # Safety
/// `rules` is NULL or a live rule set; `grid` is NULL or valid for N*N
/// reads; `text` is NULL or valid for N*N writes; `cell` NULL or writable.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_grid_to_text(
    rules: *const RulesHandle,
    grid: *const u8,
    text: *mut c_char,
    cell: *mut i32,
) -> Status {
    guarded(|| {
        // SAFETY: as this function's contract.
        let Some(rules) = (unsafe { rules_ref(rules) }) else {
            return Status::NULL_POINTER;
        };
        if grid.is_null() || text.is_null() {
            return Status::NULL_POINTER;
        }
        let n = rules.size();
        // SAFETY: N*N readable bytes, by contract.
        let values = unsafe { super::search::read_cells(grid, n * n) };
        if let Some(at) = values.iter().position(|&v| v as usize > n) {
            if !cell.is_null() {
                // SAFETY: non-NULL and writable, by contract.
                unsafe { cell.write_unaligned(at as i32) };
            }
            return Status::INVALID_VALUE;
        }
        let letters: Vec<u8> = values
            .iter()
            .map(|&v| match v {
                0 => b'.',
                1..=9 => b'0' + v,
                _ => b'A' + v - 10,
            })
            .collect();
        // SAFETY: N*N writable bytes, by contract; `letters` is ours.
        unsafe { ptr::copy_nonoverlapping(letters.as_ptr(), text.cast::<u8>(), letters.len()) };
        Status::OK
    })
}

/// The text of a rule set and grid in `format`, or None when the compact
/// form cannot say the rules.
pub(super) fn rules_text(format: RulesTextFormat, rules: &Rules, grid: &[u8]) -> Option<String> {
    match format {
        RulesTextFormat::FPUZZLES => Some(fpuzzles::to_json(rules, grid)),
        RulesTextFormat::COMPACT => compact::write(rules, grid),
    }
}

/// Writes a rule set and a grid as text that sudoku_rules_from_text reads
/// back to the same rules and givens: f-puzzles JSON for any rule set (a
/// rule set made by a builder becomes a puzzle setters' tools open), or the
/// compact line.
///
/// @param rules the rule set.
/// @param grid NULL for an empty grid, or N*N values (0 empty, 1..N), the
///   givens written with the rules.
/// @param format a sudoku_rules_text value: SUDOKU_RULES_TEXT_FPUZZLES, or
///   SUDOKU_RULES_TEXT_COMPACT (refused with SUDOKU_INVALID_ARGUMENT for a
///   rule set it cannot say: cages, thermometers, dots, jigsaw regions or
///   extra regions).
/// @param text `capacity` bytes for the text (no NUL), written on
///   SUDOKU_OK only; NULL only when `capacity` is 0 (to ask the length).
/// @param len where the text's length is written on SUDOKU_OK, and the
///   length needed on SUDOKU_CAPACITY_TOO_SMALL.
/// @return SUDOKU_OK; SUDOKU_NULL_POINTER (`rules`, `len`, or `text` with a
///   `capacity` above 0); SUDOKU_INVALID_ARGUMENT (an unknown format);
///   SUDOKU_INVALID_VALUE (a value above N in `grid`);
///   SUDOKU_INVALID_ARGUMENT (the compact form for rules it cannot say);
///   SUDOKU_CAPACITY_TOO_SMALL. Checked in that order.
///
/// # Safety
/// `rules` is NULL or a live rule set; `grid` NULL or valid for N*N reads;
/// `text` NULL or valid for `capacity` writes; `len` NULL or writable.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_to_text(
    rules: *const RulesHandle,
    grid: *const u8,
    format: u32,
    text: *mut c_char,
    capacity: usize,
    len: *mut usize,
) -> Status {
    guarded(|| {
        // SAFETY: as this function's contract.
        let Some(rules) = (unsafe { rules_ref(rules) }) else {
            return Status::NULL_POINTER;
        };
        if len.is_null() || (text.is_null() && capacity > 0) {
            return Status::NULL_POINTER;
        }
        let format = match format {
            0 => RulesTextFormat::FPUZZLES,
            1 => RulesTextFormat::COMPACT,
            _ => return Status::INVALID_ARGUMENT,
        };
        let cells = rules.cells();
        let values = if grid.is_null() {
            vec![0; cells]
        } else {
            // SAFETY: N*N readable bytes, by contract.
            unsafe { super::search::read_cells(grid, cells) }
        };
        if values.iter().any(|&v| usize::from(v) > rules.size()) {
            return Status::INVALID_VALUE;
        }
        let Some(written) = rules_text(format, rules, &values) else {
            return Status::INVALID_ARGUMENT;
        };
        // SAFETY: `len` is writable, by contract.
        unsafe { len.write_unaligned(written.len()) };
        if written.len() > capacity {
            return Status::CAPACITY_TOO_SMALL;
        }
        // SAFETY: `capacity` >= the text's length writable bytes at `text`,
        // by contract; the source is ours.
        unsafe { ptr::copy_nonoverlapping(written.as_ptr(), text.cast::<u8>(), written.len()) };
        Status::OK
    })
}
