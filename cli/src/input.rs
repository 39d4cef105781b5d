//! Reading puzzles: one 81-character line each, or grid-shaped (9 lines of
//! 9, a boxed layout with `|`, `-`, `+`), told apart line by line without a
//! flag. A UTF-8 byte order mark and CRLF line ends are accepted; `#` lines
//! are comments, and blank lines separate grid-shaped puzzles. A line that
//! starts with an 81-character puzzle may go on after a blank, `;` or `,`
//! (a name, a rating, a solution): that rest is kept, for the answer to
//! carry it. A variant puzzle (f-puzzles JSON, an export string or link, the
//! compact form) is told apart from these by `variant_input`.

use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::Path;

use sudoku::{TextError, CELLS};

use crate::args::Failure;
use crate::output::Json;
use crate::variant_input::{self, Form, Variant};

/// One puzzle as read.
pub struct Record {
    /// The line (from 1) where the puzzle starts.
    pub line: usize,
    /// The text as read: the line, or the lines of a grid joined by `\n`.
    pub text: Vec<u8>,
    /// The 81 bytes to hand to the library. A line of exactly 81 characters
    /// goes as it is, so that the library names a bad character and its
    /// cell; a grid-shaped puzzle is read with [`sudoku::parse_text`].
    pub grid: Result<[u8; CELLS], Unreadable>,
    /// What followed the puzzle on its line, from the separator on (`\t#
    /// name`, ` 3.4`); empty when nothing did.
    pub rest: String,
    /// A puzzle in a variant form: its rules and givens, or why they could
    /// not be read; None for a classic puzzle. `grid` then holds the 81
    /// bytes of a variant that is classic after all, and otherwise why the
    /// commands that read classic puzzles only refuse it.
    pub variant: Option<Result<Variant, Unreadable>>,
}

/// Why a puzzle could not be read, naming where.
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable {
    /// The C library's status name: INVALID_CHARACTER or INVALID_LENGTH.
    pub status: &'static str,
    pub message: String,
    /// The cell the offending character would fill, when it is one.
    pub cell: Option<usize>,
}

/// The most characters of a puzzle's text that --json repeats: a line of
/// megabytes is cut, and the object says so.
pub const ECHO_CAP: usize = 100;

impl Record {
    /// The puzzle as text: its 81 bytes when it has them, else what was read
    /// (a variant's text, always).
    pub fn puzzle_text(&self) -> String {
        match &self.grid {
            Ok(grid) if self.variant.is_none() => String::from_utf8_lossy(grid).into_owned(),
            _ => String::from_utf8_lossy(&self.text).into_owned(),
        }
    }

    /// The fields every --json answer starts with: `line`, `puzzle` (at
    /// most [`ECHO_CAP`] characters; when cut, `puzzle_cut` and
    /// `puzzle_chars`, the whole length) and `rest` when the line had one.
    pub fn echo(&self, json: Json) -> Json {
        let json = json.number("line", self.line as u64);
        let text = self.puzzle_text();
        let chars = text.chars().count();
        let mut json = if chars > ECHO_CAP {
            let cut: String = text.chars().take(ECHO_CAP).collect();
            json.string("puzzle", &cut)
                .boolean("puzzle_cut", true)
                .number("puzzle_chars", chars as u64)
        } else {
            json.string("puzzle", &text)
        };
        if !self.rest.is_empty() {
            let rest: String = self.rest.chars().take(ECHO_CAP).collect();
            json = json.string("rest", &rest);
        }
        json
    }
}

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl Unreadable {
    fn of_text(err: TextError, cells: usize) -> Unreadable {
        match err {
            TextError::InvalidCharacter => Unreadable {
                status: "INVALID_CHARACTER",
                message: err.to_string(),
                cell: None,
            },
            TextError::InvalidLength => Unreadable {
                status: "INVALID_LENGTH",
                message: format!("the grid holds {cells} cells, not 81"),
                cell: None,
            },
        }
    }
}

/// Opens FILE, or standard input for None.
pub fn open(path: Option<&std::ffi::OsString>) -> Result<Puzzles<Box<dyn BufRead>>, Failure> {
    let reader: Box<dyn BufRead> = match path {
        None => Box::new(BufReader::new(io::stdin())),
        Some(path) => {
            let file = File::open(path).map_err(|err| {
                Failure::Input(format!("cannot open {}: {err}", Path::new(path).display()))
            })?;
            Box::new(BufReader::new(file))
        }
    };
    Ok(Puzzles::new(reader))
}

/// The puzzles of a text, in order.
pub struct Puzzles<R> {
    reader: R,
    line_number: usize,
    line: Vec<u8>,
    /// A grid-shaped puzzle being read: its lines, first line, cells so far.
    block: Vec<u8>,
    block_line: usize,
    block_cells: usize,
    /// A line read while a block was open that starts something else.
    pending: Option<(usize, Vec<u8>)>,
    at_end: bool,
}

impl<R: BufRead> Puzzles<R> {
    pub fn new(reader: R) -> Puzzles<R> {
        Puzzles {
            reader,
            line_number: 0,
            line: Vec::new(),
            block: Vec::new(),
            block_line: 0,
            block_cells: 0,
            pending: None,
            at_end: false,
        }
    }

    /// The next line without its end (`\n` or `\r\n`) and, on line 1, without
    /// a byte order mark; None at the end.
    fn next_line(&mut self) -> io::Result<Option<(usize, Vec<u8>)>> {
        if let Some(pending) = self.pending.take() {
            return Ok(Some(pending));
        }
        if self.at_end {
            return Ok(None);
        }
        self.line.clear();
        if self.reader.read_until(b'\n', &mut self.line)? == 0 {
            self.at_end = true;
            return Ok(None);
        }
        self.line_number += 1;
        let mut line = self.line.as_slice();
        if self.line_number == 1 {
            line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line);
        }
        line = line.strip_suffix(b"\n").unwrap_or(line);
        line = line.strip_suffix(b"\r").unwrap_or(line);
        Ok(Some((self.line_number, line.to_vec())))
    }

    /// Ends the open block: a record, complete or not, or None for a block
    /// of border lines only (the bottom border of the grid before it).
    fn take_block(&mut self) -> Option<Record> {
        let text = std::mem::take(&mut self.block);
        let cells = std::mem::take(&mut self.block_cells);
        let grid = match cells {
            0 => return None,
            CELLS => sudoku::parse_text(&text),
            _ => Err(TextError::InvalidLength),
        }
        .map_err(|err| Unreadable::of_text(err, cells));
        Some(Record {
            line: self.block_line,
            text,
            grid,
            rest: String::new(),
            variant: None,
        })
    }

    fn add_to_block(&mut self, number: usize, line: &[u8], cells: usize) {
        if self.block.is_empty() {
            self.block_line = number;
        } else {
            self.block.push(b'\n');
        }
        self.block.extend_from_slice(line);
        self.block_cells += cells;
    }

    fn block_open(&self) -> bool {
        !self.block.is_empty()
    }

    /// A variant puzzle that starts on line `number`: a JSON object goes on
    /// over the lines that follow until its braces close (or a blank line,
    /// or the end); a compact line may have a rest.
    fn variant_record(&mut self, form: Form, number: usize, line: Vec<u8>) -> io::Result<Record> {
        let (text, rest) = match form {
            Form::Json => {
                let mut text = line;
                let mut depth = JsonDepth::default();
                depth.scan(&text);
                while depth.open() {
                    match self.next_line()? {
                        Some((_, next)) if !next.iter().all(u8::is_ascii_whitespace) => {
                            depth.scan(&next);
                            text.push(b'\n');
                            text.extend_from_slice(&next);
                        }
                        _ => break,
                    }
                }
                (text, Vec::new())
            }
            Form::Export => (
                variant_input::trim_end(trim_start(&line)).to_vec(),
                Vec::new(),
            ),
            Form::Compact => {
                let (puzzle, rest) = variant_input::split_compact(&line);
                (puzzle.to_vec(), rest.to_vec())
            }
        };
        let variant = variant_input::read(form, &text, number);
        let grid = match &variant {
            Ok(variant) => variant_input::as_classic(variant)
                .ok_or_else(|| variant_input::not_classic(variant)),
            Err(err) => Err(err.clone()),
        };
        Ok(Record {
            line: number,
            text,
            grid,
            rest: String::from_utf8_lossy(&rest).into_owned(),
            variant: Some(variant),
        })
    }

    fn read_record(&mut self) -> io::Result<Option<Record>> {
        loop {
            let Some((number, line)) = self.next_line()? else {
                return Ok(self.take_block());
            };
            let trimmed = trim_start(&line);
            if trimmed.iter().all(u8::is_ascii_whitespace) {
                if let Some(record) = self.take_block() {
                    return Ok(Some(record));
                }
                continue;
            }
            if trimmed.starts_with(b"#") {
                continue;
            }
            if let Some(form) = variant_input::form_of(&line) {
                if self.block_open() {
                    // The grid before it is incomplete; the line is read again.
                    self.pending = Some((number, line));
                    match self.take_block() {
                        Some(record) => return Ok(Some(record)),
                        None => continue,
                    }
                }
                return self.variant_record(form, number, line).map(Some);
            }
            let cells = grid_cells(&line);
            if self.block_open() {
                match cells {
                    Some(n) if self.block_cells + n <= CELLS => {
                        self.add_to_block(number, &line, n);
                        if self.block_cells == CELLS {
                            return Ok(self.take_block());
                        }
                        continue;
                    }
                    // Not part of this grid: the grid is incomplete, and the
                    // line is read again as the start of what follows.
                    _ => {
                        self.pending = Some((number, line));
                        match self.take_block() {
                            Some(record) => return Ok(Some(record)),
                            None => continue,
                        }
                    }
                }
            }
            if line.len() == CELLS {
                return Ok(Some(line_record(number, line, Vec::new())));
            }
            if let Some((puzzle, rest)) = puzzle_then_rest(&line) {
                return Ok(Some(line_record(number, puzzle.to_vec(), rest.to_vec())));
            }
            if let Some(length) = one_line_puzzle_length(&line) {
                return Ok(Some(Record {
                    line: number,
                    grid: Err(Unreadable {
                        status: "INVALID_LENGTH",
                        message: format!(
                            "the puzzle has {length} characters; a puzzle on one line has 81"
                        ),
                        cell: None,
                    }),
                    text: line,
                    rest: String::new(),
                    variant: None,
                }));
            }
            match cells {
                Some(n) => {
                    self.add_to_block(number, &line, n);
                    if self.block_cells == CELLS {
                        return Ok(self.take_block());
                    }
                }
                // A character that is neither a cell nor layout.
                None => {
                    return Ok(Some(Record {
                        line: number,
                        grid: Err(bad_character(&line)),
                        text: line,
                        rest: String::new(),
                        variant: None,
                    }));
                }
            }
        }
    }
}

impl<R: BufRead> Iterator for Puzzles<R> {
    type Item = io::Result<Record>;

    fn next(&mut self) -> Option<io::Result<Record>> {
        self.read_record().transpose()
    }
}

/// How deep a JSON text is in braces and brackets, outside its strings.
#[derive(Default)]
struct JsonDepth {
    depth: usize,
    in_string: bool,
    escaped: bool,
}

impl JsonDepth {
    fn scan(&mut self, text: &[u8]) {
        for &byte in text {
            if self.in_string {
                match byte {
                    _ if self.escaped => self.escaped = false,
                    b'\\' => self.escaped = true,
                    b'"' => self.in_string = false,
                    _ => {}
                }
                continue;
            }
            match byte {
                b'"' => self.in_string = true,
                b'{' | b'[' => self.depth += 1,
                b'}' | b']' => self.depth = self.depth.saturating_sub(1),
                _ => {}
            }
        }
    }

    fn open(&self) -> bool {
        self.depth > 0
    }
}

fn trim_start(line: &[u8]) -> &[u8] {
    let start = line.iter().position(|b| !b.is_ascii_whitespace());
    &line[start.unwrap_or(line.len())..]
}

/// A line of exactly 81 characters: its bytes, with the other empty-cell
/// marks (`_`, `*`, `x`) read as `.`, so that the library names any other
/// character and its cell; `rest` is what followed them on the line.
fn line_record(number: usize, line: Vec<u8>, rest: Vec<u8>) -> Record {
    let mut grid: [u8; CELLS] = line.as_slice().try_into().expect("81 bytes");
    for byte in &mut grid {
        if matches!(byte, b'_' | b'*' | b'x' | b'X') {
            *byte = b'.';
        }
    }
    Record {
        line: number,
        text: line,
        grid: Ok(grid),
        rest: String::from_utf8_lossy(&rest).into_owned(),
        variant: None,
    }
}

/// What separates a puzzle from the rest of its line.
fn is_separator(byte: u8) -> bool {
    byte.is_ascii_whitespace() || byte == b';' || byte == b','
}

fn is_cell(byte: u8) -> bool {
    matches!(byte, b'1'..=b'9' | b'.' | b'0' | b'_' | b'*' | b'x' | b'X')
}

/// A line that starts with 81 characters without a separator among them,
/// then a separator: those 81, and the rest from the separator on (None
/// when the rest is only blanks: the line is a puzzle alone).
fn puzzle_then_rest(line: &[u8]) -> Option<(&[u8], &[u8])> {
    if line.len() <= CELLS || !is_separator(line[CELLS]) {
        return None;
    }
    let (puzzle, rest) = line.split_at(CELLS);
    if puzzle.iter().any(|&b| is_separator(b)) || rest.iter().all(u8::is_ascii_whitespace) {
        return None;
    }
    Some((puzzle, rest))
}

/// The length of a line's first word when it is made of cells alone and
/// too long for a row of a grid-shaped puzzle but not 81: a one-line
/// puzzle with characters missing or extra.
fn one_line_puzzle_length(line: &[u8]) -> Option<usize> {
    let word = line.split(|&b| is_separator(b)).next().unwrap_or_default();
    let cells_only = word.iter().all(|&b| is_cell(b));
    (cells_only && word.len() > 9 && word.len() != CELLS).then_some(word.len())
}

/// A line with a byte that is neither a cell nor layout: the first such
/// character, where it is on the line, and the cell it would fill.
fn bad_character(line: &[u8]) -> Unreadable {
    let at = line
        .iter()
        .position(|&b| !(is_cell(b) || matches!(b, b' ' | b'\t' | b'\r' | b'|' | b'-' | b'+')))
        .unwrap_or(0);
    let shown = match std::str::from_utf8(&line[at..]) {
        Ok(text) => text.chars().next(),
        Err(err) => std::str::from_utf8(&line[at..at + err.valid_up_to()])
            .ok()
            .and_then(|text| text.chars().next()),
    };
    let character = match shown {
        Some(c) if !c.is_control() => format!("{c:?}"),
        _ => format!("byte 0x{:02X}", line[at]),
    };
    let cell = line[..at].iter().filter(|&&b| is_cell(b)).count();
    let (message, cell) = if cell < CELLS {
        let message = format!(
            "invalid character {character} at cell {cell} (row {}, column {}), byte {} of the line",
            cell / 9 + 1,
            cell % 9 + 1,
            at + 1
        );
        (message, Some(cell))
    } else {
        let message = format!(
            "invalid character {character} after 81 cells, byte {} of the line",
            at + 1
        );
        (message, None)
    };
    Unreadable {
        status: "INVALID_CHARACTER",
        message,
        cell,
    }
}

/// The number of cells on a line that can be part of a grid-shaped puzzle
/// (cells, spaces and `|`, `-`, `+`; a border line holds none), or None for
/// a line with any other character. Follows what `sudoku::parse_text` reads.
fn grid_cells(line: &[u8]) -> Option<usize> {
    let border = line.iter().any(|&b| b == b'-' || b == b'=')
        && line
            .iter()
            .all(|&b| matches!(b, b'-' | b'=' | b'+' | b'|' | b'*' | b' ' | b'\t' | b'\r'));
    if border {
        return Some(0);
    }
    let mut cells = 0;
    for &byte in line {
        match byte {
            b'1'..=b'9' | b'.' | b'0' | b'_' | b'*' | b'x' | b'X' => cells += 1,
            b' ' | b'\t' | b'\r' | b'|' | b'-' | b'+' => {}
            _ => return None,
        }
    }
    Some(cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn records(text: &[u8]) -> Vec<Record> {
        Puzzles::new(text).map(Result::unwrap).collect()
    }

    /// Each puzzle's line, and its grid or the status of why it is unread.
    fn read(text: &str) -> Vec<(usize, Result<String, &'static str>)> {
        records(text.as_bytes())
            .into_iter()
            .map(|record| {
                let grid = record
                    .grid
                    .map(|g| String::from_utf8(g.to_vec()).unwrap())
                    .map_err(|err| err.status);
                (record.line, grid)
            })
            .collect()
    }

    fn as_rows(puzzle: &str) -> String {
        puzzle
            .as_bytes()
            .chunks(9)
            .map(|row| format!("{}\n", std::str::from_utf8(row).unwrap()))
            .collect()
    }

    #[test]
    fn lines_comments_blanks_bom_and_crlf() {
        let text = format!("\u{feff}# a comment\r\n\r\n{PUZZLE}\r\n  \n{PUZZLE}");
        assert_eq!(
            read(&text),
            vec![(3, Ok(PUZZLE.to_string())), (5, Ok(PUZZLE.to_string()))]
        );
    }

    #[test]
    fn a_bad_81_character_line_goes_to_the_library_as_it_is() {
        let bad = format!("{}a", &PUZZLE[..80]);
        assert_eq!(read(&bad), vec![(1, Ok(bad.clone()))]);
        let spaced = format!("{} {}", &PUZZLE[..40], &PUZZLE[41..]);
        assert_eq!(read(&spaced), vec![(1, Ok(spaced.clone()))]);
    }

    #[test]
    fn other_empty_cell_marks_on_a_line() {
        let underscores = PUZZLE.replace('.', "_");
        assert_eq!(read(&underscores), vec![(1, Ok(PUZZLE.to_string()))]);
    }

    #[test]
    fn grid_shaped_puzzles_without_a_flag() {
        let boxed = "\
+-------+-------+-------+
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
+-------+-------+-------+
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
+-------+-------+-------+
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
+-------+-------+-------+
";
        let text = format!("{}\n{boxed}\r\n{PUZZLE}\n", as_rows(PUZZLE));
        assert_eq!(
            read(&text),
            vec![
                (1, Ok(PUZZLE.to_string())),
                (11, Ok(PUZZLE.to_string())),
                (25, Ok(PUZZLE.to_string())),
            ]
        );
        // Grids one after another need no blank line between them.
        let two = format!("{}{}", as_rows(PUZZLE), as_rows(PUZZLE));
        assert_eq!(read(&two).len(), 2);
        // Cells separated by spaces on one line.
        let spaced: String = PUZZLE.chars().flat_map(|c| [c, ' ']).collect();
        assert_eq!(read(&spaced), vec![(1, Ok(PUZZLE.to_string()))]);
    }

    #[test]
    fn incomplete_and_foreign_input_is_reported_and_reading_goes_on() {
        let rows = as_rows(PUZZLE);
        let eight_rows: String = rows.lines().take(8).map(|l| format!("{l}\n")).collect();
        let text = format!("{eight_rows}\nhello\n{}\n{PUZZLE}\n", &PUZZLE[..80]);
        assert_eq!(
            read(&text),
            vec![
                (1, Err("INVALID_LENGTH")),
                (10, Err("INVALID_CHARACTER")),
                (11, Err("INVALID_LENGTH")),
                (12, Ok(PUZZLE.to_string())),
            ]
        );
    }

    #[test]
    fn what_follows_a_puzzle_on_its_line_is_kept() {
        for rest in ["\t# name", " 3.4", " some name", ";source", ",1,2"] {
            let read = records(format!("{PUZZLE}{rest}\n").as_bytes());
            assert_eq!(read.len(), 1, "{rest:?}");
            assert_eq!(
                read[0].grid.as_ref().ok(),
                Some(&<[u8; CELLS]>::try_from(PUZZLE.as_bytes()).unwrap())
            );
            assert_eq!(read[0].rest, rest);
        }
        // Blanks alone after a puzzle are no rest.
        let read = records(format!("{PUZZLE}  \t\n").as_bytes());
        assert_eq!((read[0].grid.is_ok(), read[0].rest.as_str()), (true, ""));
        // generate --with-solution: the puzzle, and its solution as the rest.
        let solution =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let read = records(format!("{PUZZLE} {solution}\n").as_bytes());
        assert_eq!(read[0].rest, format!(" {solution}"));
    }

    #[test]
    fn a_puzzle_too_long_or_short_says_its_length() {
        for (line, length) in [
            (format!("{PUZZLE}1"), 82),
            (format!("{PUZZLE}1 a name"), 82),
            (PUZZLE[..80].to_string(), 80),
            ("1".repeat(5000), 5000),
        ] {
            let read = records(line.as_bytes());
            let err = read[0].grid.as_ref().unwrap_err();
            assert_eq!(err.status, "INVALID_LENGTH");
            assert!(
                err.message.contains(&format!("has {length} characters")),
                "{}",
                err.message
            );
        }
    }

    #[test]
    fn a_foreign_byte_is_named_with_its_cell() {
        let read = records(b"53.\x8f\xff..7 rest\n\xc3\xa9\n");
        let err = read[0].grid.as_ref().unwrap_err();
        assert_eq!((err.status, err.cell), ("INVALID_CHARACTER", Some(3)));
        assert!(
            err.message
                .contains("byte 0x8F at cell 3 (row 1, column 4), byte 4"),
            "{}",
            err.message
        );
        let err = read[1].grid.as_ref().unwrap_err();
        assert!(err.message.contains("'é' at cell 0"), "{}", err.message);
    }

    #[test]
    fn a_variant_line_ends_an_open_grid_and_json_may_span_lines() {
        let rows = as_rows(PUZZLE);
        let four_rows: String = rows.lines().take(4).map(|l| format!("{l}\n")).collect();
        let text = format!(
            "{four_rows}4 1...............\n{{\"size\": 4,\n \"grid\": \"x{{[\"\n}}\n{PUZZLE}\n"
        );
        let read = records(text.as_bytes());
        let summary: Vec<(usize, bool)> =
            read.iter().map(|r| (r.line, r.variant.is_some())).collect();
        assert_eq!(summary, [(1, false), (5, true), (6, true), (9, false)]);
        assert_eq!(read[0].grid.as_ref().unwrap_err().status, "INVALID_LENGTH");
        assert!(read[1].variant.as_ref().unwrap().is_ok());
        // The braces inside the string do not count: the object ends on line 8.
        assert_eq!(
            read[2].text,
            b"{\"size\": 4,\n \"grid\": \"x{[\"\n}".to_vec()
        );
        assert_eq!(
            read[3].grid,
            Ok(<[u8; CELLS]>::try_from(PUZZLE.as_bytes()).unwrap())
        );
    }
}
