//! Pencil-mark ("sukaku") puzzles as text: N*N*N characters, cell by cell,
//! where character `N * cell + d - 1` is the digit `d` if `d` is a
//! candidate of the cell and `.` or `0` if not. For 9x9 that is the
//! 729-character form SukakuExplainer reads. Sizes above 9 have no
//! one-character digits and are not accepted.

use std::fmt;

/// Why a pencil-mark line was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PencilError {
    /// The line is not N*N*N characters long.
    Length { expected: usize, found: usize },
    /// The size has no one-character digits (above 9).
    Size(usize),
    /// A character that is neither its position's digit nor `.` / `0`.
    Character { position: usize, found: char },
}

impl fmt::Display for PencilError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PencilError::Length { expected, found } => {
                write!(f, "pencil marks need {expected} characters, found {found}")
            }
            PencilError::Size(n) => write!(f, "pencil-mark text is for sizes up to 9, not {n}"),
            PencilError::Character { position, found } => write!(
                f,
                "character {} is {found:?}: expected its position's digit or '.'",
                position + 1
            ),
        }
    }
}

impl std::error::Error for PencilError {}

/// Candidate sets (bit `d - 1` for digit `d`), one per cell.
pub fn parse_pencil_marks(text: &str, size: usize) -> Result<Vec<u32>, PencilError> {
    if size > 9 {
        return Err(PencilError::Size(size));
    }
    let chars: Vec<char> = text.trim().chars().collect();
    let expected = size * size * size;
    if chars.len() != expected {
        return Err(PencilError::Length {
            expected,
            found: chars.len(),
        });
    }
    let mut masks = vec![0u32; size * size];
    for (position, &ch) in chars.iter().enumerate() {
        let digit = position % size + 1;
        match ch {
            '.' | '0' => {}
            c if c.to_digit(10) == Some(digit as u32) => masks[position / size] |= 1 << (digit - 1),
            found => return Err(PencilError::Character { position, found }),
        }
    }
    Ok(masks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_candidates_and_names_a_bad_character() {
        let mut text = "123456789".repeat(81);
        text.replace_range(9..18, ".2.......");
        let masks = parse_pencil_marks(&text, 9).unwrap();
        assert_eq!(masks[0], 0x1ff);
        assert_eq!(masks[1], 0b10);
        let mut bad = text.clone();
        bad.replace_range(20..21, "7");
        assert_eq!(
            parse_pencil_marks(&bad, 9),
            Err(PencilError::Character {
                position: 20,
                found: '7'
            })
        );
        assert_eq!(
            parse_pencil_marks("12", 9),
            Err(PencilError::Length {
                expected: 729,
                found: 2
            })
        );
    }
}
