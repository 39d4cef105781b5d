//! Variant puzzles in the input: which lines are one, and reading them.
//!
//! Three forms, told apart from the classic ones without a flag:
//! - f-puzzles JSON: a line that starts with `{` (the object may go on over
//!   the following lines, as pretty-printed files do; `input` gathers them);
//! - an f-puzzles export string (lz-string base64), or a whole link with
//!   `?load=`: a word of base64 characters with a letter other than the
//!   empty-cell mark `x`, which no classic puzzle has;
//! - the compact form (docs/VARIANTS.md): a header of one or two digits,
//!   then `/RxC` and `+flag`s, a space and the cells. A classic
//!   grid-shaped row (`5 3 . | . 7 .`) has no word longer than 9 after its
//!   first, so a header alone followed by 10 or more cells is compact.
//!
//! Whatever the library says is wrong (the field and the cell, the byte of
//! the line) is passed through, after the form's name.

use sudoku::variant::{compact, fpuzzles, Rules, RulesError, VariantError};

use crate::input::Unreadable;
use crate::output::Status;

/// The forms a variant puzzle comes in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    Json,
    Export,
    Compact,
}

/// A variant puzzle as read: its rules and givens (N * N values, 0 empty).
#[derive(Clone, Debug)]
pub struct Variant {
    pub rules: Rules,
    pub givens: Vec<u8>,
}

/// The status names of a variant that cannot be read, as the C library's
/// `sudoku_rules_from_text` gives them.
pub const PARSE_ERROR: &str = "PARSE_ERROR";
pub const UNSUPPORTED_RULE: &str = "UNSUPPORTED_RULE";

/// A rule set refused as malformed (INVALID_RULES) or as one no grid can
/// satisfy (UNSATISFIABLE_RULES), as the C library splits them.
fn rules_status(err: &RulesError) -> &'static str {
    use RulesError::*;
    match err {
        RegionSize { .. }
        | RegionsOverlap { .. }
        | GroupTooLarge { .. }
        | CageSum { .. }
        | ThermometerTooLong { .. }
        | DotValue { .. } => "UNSATISFIABLE_RULES",
        _ => "INVALID_RULES",
    }
}

/// The form of a line (of a record's first line, for JSON), or None for a
/// line that is not a variant. A classic line is told in one pass at most,
/// stopping at its first `.`: this runs on every line read.
pub fn form_of(line: &[u8]) -> Option<Form> {
    let start = line.iter().position(|b| !b.is_ascii_whitespace())?;
    let line = &line[start..];
    match line[0] {
        b'{' => return Some(Form::Json),
        b'0'..=b'9' if is_compact(line) => return Some(Form::Compact),
        _ => {}
    }
    // An export string or link: one word, alone on its line.
    let end = line
        .iter()
        .position(|b| b.is_ascii_whitespace())
        .unwrap_or(line.len());
    if line.starts_with(b"http") {
        let link = line.starts_with(b"http://") || line.starts_with(b"https://");
        let alone = trim_end(line).len() == end;
        return (link && alone && contains(&line[..end], b"load=")).then_some(Form::Export);
    }
    let mut letter = false;
    for &byte in &line[..end] {
        match byte {
            b'x' | b'X' | b'0'..=b'9' | b'+' | b'/' | b'=' => {}
            b'a'..=b'z' | b'A'..=b'Z' => letter = true,
            _ => return None,
        }
    }
    (letter && end >= 20 && trim_end(line).len() == end).then_some(Form::Export)
}

/// `line` without the blanks at its end.
pub fn trim_end(line: &[u8]) -> &[u8] {
    let end = line.iter().rposition(|b| !b.is_ascii_whitespace());
    &line[..end.map_or(0, |at| at + 1)]
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

/// A compact header (`9`, `6/3x2`, `9+x+antiknight`), a space, then a word
/// that no classic grid-shaped row has: see the module's docs. A classic
/// line is told by its first three bytes.
fn is_compact(line: &[u8]) -> bool {
    let digits = line
        .iter()
        .take(3)
        .take_while(|b| b.is_ascii_digit())
        .count();
    if !(1..=2).contains(&digits) {
        return false;
    }
    let shaped = match line.get(digits) {
        Some(b'/' | b'+') => true,
        Some(b' ') => false,
        _ => return false,
    };
    let Some(space) = line.iter().position(|&b| b == b' ') else {
        return false;
    };
    let cells = line[space + 1..]
        .split(|&b| b == b' ')
        .next()
        .unwrap_or_default();
    shaped || cells.len() > 9
}

/// The cells of a compact line, and what follows them after a blank (kept
/// as the line's rest, as for classic lines): (puzzle, rest).
pub fn split_compact(line: &[u8]) -> (&[u8], &[u8]) {
    let start = line
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(0);
    let Some(space) = line[start..].iter().position(|&b| b == b' ') else {
        return (&line[start..], &[]);
    };
    let cells_at = start + space + 1;
    let end = line[cells_at..]
        .iter()
        .position(|b| b.is_ascii_whitespace())
        .map_or(line.len(), |at| cells_at + at);
    let rest = &line[end..];
    if rest.iter().all(u8::is_ascii_whitespace) {
        (&line[start..end], &[])
    } else {
        (&line[start..end], rest)
    }
}

/// Reads `text` in `form`; `first_line` is the line of the input where it
/// starts, so that bad JSON is named by the input's line, not the object's.
pub fn read(form: Form, text: &[u8], first_line: usize) -> Result<Variant, Unreadable> {
    let text = std::str::from_utf8(text).map_err(|err| Unreadable {
        status: PARSE_ERROR,
        message: format!("not UTF-8 at byte {} of the puzzle", err.valid_up_to() + 1),
        cell: None,
    })?;
    match form {
        Form::Compact => compact::parse(text)
            .map(|(rules, givens)| Variant { rules, givens })
            .map_err(|err| {
                let status = match &err {
                    compact::CompactError::Rules(err) => rules_status(err),
                    _ => PARSE_ERROR,
                };
                unreadable(status, "compact form", &err)
            }),
        Form::Json | Form::Export => {
            let name = if form == Form::Json {
                "f-puzzles JSON"
            } else {
                "f-puzzles export string"
            };
            let read = if form == Form::Json {
                fpuzzles::parse_json(text)
            } else {
                fpuzzles::parse_export(text)
            };
            read.map(|puzzle| Variant {
                rules: puzzle.rules,
                givens: puzzle.givens,
            })
            .map_err(|err| {
                if let (
                    Form::Json,
                    fpuzzles::FpuzzlesError::Json {
                        line,
                        column,
                        message,
                    },
                ) = (form, &err)
                {
                    let line = first_line + line - 1;
                    let message = format!("not JSON at line {line}, column {column}: {message}");
                    return unreadable(PARSE_ERROR, name, &message);
                }
                let status = match &err {
                    fpuzzles::FpuzzlesError::Unsupported { .. } => UNSUPPORTED_RULE,
                    fpuzzles::FpuzzlesError::Rules(err) => rules_status(err),
                    _ => PARSE_ERROR,
                };
                unreadable(status, name, &err)
            })
        }
    }
}

fn unreadable(status: &'static str, form: &str, err: &dyn std::fmt::Display) -> Unreadable {
    Unreadable {
        status,
        message: format!("{form}: {err}"),
        cell: None,
    }
}

/// What a classic-only command says of a variant it was given: its rules
/// are ones the command does not support.
pub fn not_classic(variant: &Variant) -> Unreadable {
    let n = variant.rules.size();
    Unreadable {
        status: UNSUPPORTED_RULE,
        message: format!(
            "a {n}x{n} variant puzzle: this command reads classic puzzles only \
             (solve, check, count and render read variants)"
        ),
        cell: None,
    }
}

/// The 81 bytes of a variant that is classic 9x9 after all (3x3 boxes and
/// no other rule), for the commands that read classic puzzles only.
pub fn as_classic(variant: &Variant) -> Option<[u8; 81]> {
    if !variant.rules.is_classic() {
        return None;
    }
    let mut grid = [b'.'; 81];
    for (byte, &value) in grid.iter_mut().zip(&variant.givens) {
        if value != 0 {
            *byte = b'0' + value;
        }
    }
    Some(grid)
}

/// A value as the compact form writes it: `1`-`9`, then `A` = 10 ... `P` = 25.
pub fn value_char(value: u8) -> char {
    match value {
        0 => '.',
        1..=9 => (b'0' + value) as char,
        _ => (b'A' + value - 10) as char,
    }
}

/// A grid's cells on one line, as the compact form writes them.
pub fn cells_text(grid: &[u8]) -> String {
    grid.iter().map(|&v| value_char(v)).collect()
}

/// A grid as a JSON array of numbers, row by row.
pub fn json_array(grid: &[u8]) -> String {
    let values: Vec<String> = grid.iter().map(u8::to_string).collect();
    format!("[{}]", values.join(","))
}

/// The status of a variant that was not solved, counted or checked, named
/// as the C library's variant functions name it.
pub fn status_of(rules: &Rules, err: &VariantError) -> Status {
    let n = rules.size();
    let (name, cell) = match err {
        VariantError::Length { .. } => ("INVALID_LENGTH", None),
        VariantError::Digit { cell, .. } => ("INVALID_VALUE", Some(*cell)),
        VariantError::Broken(violation) => {
            return Status {
                name: "GRID_BREAKS_RULE",
                error: Some(crate::variant_rules::describe(rules, violation)),
                cell: Some(violation.cell),
            }
        }
        VariantError::NoSolution => ("NO_SOLUTION", None),
        VariantError::MultipleSolutions => ("MULTIPLE_SOLUTIONS", None),
        VariantError::BudgetExhausted => ("BUDGET_EXHAUSTED", None),
    };
    let error = match cell {
        Some(cell) => format!("{err} (row {}, column {})", cell / n + 1, cell % n + 1),
        None => err.to_string(),
    };
    Status {
        name,
        error: Some(error),
        cell,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_told_apart_from_classic_lines() {
        let classic =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        for line in [
            classic,
            "5 3 . | . 7 . | . . .",
            "123 456 789",
            "1 234567890",
            "hello",
            "xxxxxxxxxxxxxxxxxxxxxxxxx",
            "+-------+-------+-------+",
            "",
        ] {
            assert_eq!(form_of(line.as_bytes()), None, "{line}");
        }
        let spaced = format!("{classic} a name");
        assert_eq!(form_of(spaced.as_bytes()), None);
        for (line, form) in [
            ("{\"size\":4}", Form::Json),
            ("  {", Form::Json),
            (
                "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQ",
                Form::Export,
            ),
            ("https://f-puzzles.com/?load=N4IgzglgXg", Form::Export),
            ("4 ................", Form::Compact),
            ("9+x 5..", Form::Compact),
            ("6/3x2 1.", Form::Compact),
            ("16 1...............G name", Form::Compact),
        ] {
            assert_eq!(form_of(line.as_bytes()), Some(form), "{line}");
        }
    }

    #[test]
    fn a_compact_line_keeps_its_rest() {
        let (puzzle, rest) = split_compact(b"4 1............... # a name");
        assert_eq!(
            (puzzle, rest),
            (&b"4 1..............."[..], &b" # a name"[..])
        );
        let (puzzle, rest) = split_compact(b"4 1...............  ");
        assert_eq!((puzzle, rest), (&b"4 1..............."[..], &b""[..]));
    }

    #[test]
    fn errors_name_the_form_and_pass_the_parser_through() {
        let err = read(Form::Compact, b"9+zz .", 1).unwrap_err();
        assert_eq!(err.status, PARSE_ERROR);
        assert_eq!(err.message, "compact form: byte 2: unknown flag \"zz\"");
        let err = read(Form::Compact, b"4 ...", 1).unwrap_err();
        assert_eq!(err.status, PARSE_ERROR);
        let err = read(Form::Compact, b"6+windoku ....", 1).unwrap_err();
        assert_eq!(err.status, "INVALID_RULES", "{}", err.message);
        let cage = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"killercage":[{"cells":["R1C1","R1C2"],"value":"30"}]}"#;
        let err = read(Form::Json, cage.as_bytes(), 1).unwrap_err();
        assert_eq!(err.status, "UNSATISFIABLE_RULES", "{}", err.message);
        let json = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"arrow":[]}"#;
        let err = read(Form::Json, json.as_bytes(), 1).unwrap_err();
        assert_eq!(err.status, UNSUPPORTED_RULE);
        assert!(
            err.message.starts_with("f-puzzles JSON: field \"arrow\""),
            "{}",
            err.message
        );
        let err = read(Form::Export, b"N4Ig!!!!!!!!!!!!!!!!!!!!", 1).unwrap_err();
        assert!(
            err.message.starts_with("f-puzzles export string: "),
            "{}",
            err.message
        );
        let err = read(Form::Json, b"{\"size\":4,\n\"grid\": ]", 7).unwrap_err();
        assert!(
            err.message
                .starts_with("f-puzzles JSON: not JSON at line 8, column 9"),
            "{}",
            err.message
        );
    }

    #[test]
    fn values_above_nine_are_letters() {
        assert_eq!(cells_text(&[0, 1, 9, 10, 16, 25]), ".19AGP");
        assert_eq!(json_array(&[1, 16]), "[1,16]");
    }
}
