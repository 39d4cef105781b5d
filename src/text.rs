//! Reading what people paste: one 81-character line, 9 lines of 9, or a
//! boxed layout, into the 81-byte form.

use crate::geometry::CELLS;

/// Reads what people paste: one 81-character line, 9 lines of 9, or a boxed
/// layout drawn with spaces, `|`, `-`, `+` (and `*` or `=` in border lines).
///
/// Empty cells may be written `.`, `0`, `_`, `*` or `x`. Never looks past
/// `text`.
///
/// ```
/// let text = "\
/// 53. .7. ...
/// 6.. 195 ...
/// .98 ... .6.
/// 8.. .6. ..3
/// 4.. 8.3 ..1
/// 7.. .2. ..6
/// .6. ... 28.
/// ... 419 ..5
/// ... .8. .79
/// ";
/// let grid = sudoku::parse_text(text.as_bytes()).unwrap();
/// assert_eq!(&grid[..9], b"53..7....");
/// assert_eq!(sudoku::parse_text(b"123"), Err(sudoku::TextError::InvalidLength));
/// ```
pub fn parse_text(text: &[u8]) -> Result<[u8; CELLS], TextError> {
    let mut out = [b'.'; CELLS];
    let mut count = 0usize;
    for line in text.split(|&b| b == b'\n') {
        if is_border_line(line) {
            continue;
        }
        for &byte in line {
            let value = match byte {
                b'1'..=b'9' => byte,
                b'.' | b'0' | b'_' | b'*' | b'x' | b'X' => b'.',
                b' ' | b'\t' | b'\r' | b'|' | b'-' | b'+' => continue,
                _ => return Err(TextError::InvalidCharacter),
            };
            if count < CELLS {
                out[count] = value;
            }
            count += 1;
        }
    }
    if count == CELLS {
        Ok(out)
    } else {
        Err(TextError::InvalidLength)
    }
}

/// Why [`parse_text`] refused its input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextError {
    /// A byte that is neither a cell nor layout.
    InvalidCharacter,
    /// Not exactly 81 cells.
    InvalidLength,
}

impl std::fmt::Display for TextError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            TextError::InvalidCharacter => "invalid character in grid",
            TextError::InvalidLength => {
                "the text does not hold exactly one value a cell (81 for 9x9)"
            }
        })
    }
}

impl std::error::Error for TextError {}

/// A line of a boxed layout that draws only a border, such as
/// `*-----------*` or `------+-------+------`: its `*` are not cells.
fn is_border_line(line: &[u8]) -> bool {
    line.iter().any(|&b| b == b'-' || b == b'=')
        && line
            .iter()
            .all(|&b| matches!(b, b'-' | b'=' | b'+' | b'|' | b'*' | b' ' | b'\t' | b'\r'))
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &[u8; 81] =
        b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn parses_pasted_layouts() {
        let line = parse_text(PUZZLE).unwrap();
        assert_eq!(&line, PUZZLE);
        let nine_lines: Vec<u8> = PUZZLE
            .chunks(9)
            .flat_map(|row| row.iter().copied().chain(std::iter::once(b'\n')))
            .collect();
        assert_eq!(&parse_text(&nine_lines).unwrap(), PUZZLE);
        let boxed = b"*-----------*\n\
|53.|.7.|...|\n|6..|195|...|\n|.98|...|.6.|\n\
|---+---+---|\n\
|8..|.6.|..3|\n|4..|8.3|..1|\n|7..|.2.|..6|\n\
|---+---+---|\n\
|.6.|...|28.|\n|...|419|..5|\n|...|.8.|.79|\n\
*-----------*\n";
        assert_eq!(&parse_text(boxed).unwrap(), PUZZLE);
        let spaced = b"5 3 _ | _ 7 x | * _ _\r\n6 0 0 | 1 9 5 | 0 0 0\r\n. 9 8 | . . . | . 6 .\r\n\
------+-------+------\r\n8 . . | . 6 . | . . 3\r\n4 . . | 8 . 3 | . . 1\r\n7 . . | . 2 . | . . 6\r\n\
------+-------+------\r\n. 6 . | . . . | 2 8 .\r\n. . . | 4 1 9 | . . 5\r\n. . . | . 8 . | . 7 9\r\n";
        assert_eq!(&parse_text(spaced).unwrap(), PUZZLE);
    }

    #[test]
    fn refuses_bad_pasted_text() {
        assert_eq!(parse_text(b""), Err(TextError::InvalidLength));
        assert_eq!(parse_text(&PUZZLE[..80]), Err(TextError::InvalidLength));
        let mut long = PUZZLE.to_vec();
        long.push(b'1');
        assert_eq!(parse_text(&long), Err(TextError::InvalidLength));
        let mut bad = PUZZLE.to_vec();
        bad[5] = b'a';
        assert_eq!(parse_text(&bad), Err(TextError::InvalidCharacter));
    }
}
