//! Reading puzzles: one 81-character line each, or grid-shaped (9 lines of
//! 9, a boxed layout with `|`, `-`, `+`), told apart line by line without a
//! flag. A UTF-8 byte order mark and CRLF line ends are accepted; `#` lines
//! are comments, and blank lines separate grid-shaped puzzles.

use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::Path;

use sudoku::{TextError, CELLS};

use crate::args::Failure;

/// One puzzle as read.
pub struct Record {
    /// The line (from 1) where the puzzle starts.
    pub line: usize,
    /// The text as read: the line, or the lines of a grid joined by `\n`.
    pub text: Vec<u8>,
    /// The 81 bytes to hand to the library. A line of exactly 81 characters
    /// goes as it is, so that the library names a bad character and its
    /// cell; a grid-shaped puzzle is read with [`sudoku::parse_text`].
    pub grid: Result<[u8; CELLS], TextError>,
}

impl Record {
    /// The puzzle as text: its 81 bytes when it has them, else what was read.
    pub fn puzzle_text(&self) -> String {
        match &self.grid {
            Ok(grid) => String::from_utf8_lossy(grid).into_owned(),
            Err(_) => String::from_utf8_lossy(&self.text).into_owned(),
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
        };
        Some(Record {
            line: self.block_line,
            text,
            grid,
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
                return Ok(Some(line_record(number, line)));
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
                        text: line,
                        grid: Err(TextError::InvalidCharacter),
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

fn trim_start(line: &[u8]) -> &[u8] {
    let start = line.iter().position(|b| !b.is_ascii_whitespace());
    &line[start.unwrap_or(line.len())..]
}

/// A line of exactly 81 characters: its bytes, with the other empty-cell
/// marks (`_`, `*`, `x`) read as `.`, so that the library names any other
/// character and its cell.
fn line_record(number: usize, line: Vec<u8>) -> Record {
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

    fn read(text: &str) -> Vec<(usize, Result<String, TextError>)> {
        Puzzles::new(text.as_bytes())
            .map(|record| {
                let record = record.unwrap();
                let grid = record.grid.map(|g| String::from_utf8(g.to_vec()).unwrap());
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
                (1, Err(TextError::InvalidLength)),
                (10, Err(TextError::InvalidCharacter)),
                (11, Err(TextError::InvalidLength)),
                (12, Ok(PUZZLE.to_string())),
            ]
        );
    }
}
