//! `hint --current` for a variant puzzle of any size: the player's entries,
//! and pencil marks when given, read for the puzzle's N.
//!
//! Three forms, as for classic puzzles but N*N cells long:
//! - N*N cells (whitespace and the separators `|`, `-`, `+` skipped): each
//!   a value, `.` or `0` empty;
//! - N*N fields separated by blanks, each the digits of a cell (its pencil
//!   marks; `.` or `0` for none): a cell with one digit is filled with it;
//! - N*N*N characters, N a cell: a digit for each candidate, `.` or `0`
//!   for none.
//!
//! Values are `1`-`9`, then `A` = 10 to `P` = 25 in either case, as the
//! compact form writes them.

/// The player's state of one variant puzzle.
#[derive(Debug, PartialEq, Eq)]
pub struct PlayerState {
    /// N*N values, 0 empty: the givens and the player's entries.
    pub entries: Vec<u8>,
    /// N*N masks (bit d-1 for d), when the player gave marks.
    pub marks: Option<Vec<u32>>,
}

/// Whether `text` has the shape of a --current of some size other than
/// 9x9, so that a classic reading's refusal should wait for the puzzle.
pub fn fits_another_size(text: &str) -> bool {
    let fields = fields(text);
    let cells: usize = fields.iter().map(|f| f.len()).sum();
    (4..=25).filter(|&n| n != 9).any(|n| {
        let area = n * n;
        fields.len() == area || cells == area || (fields.len() == 1 && cells == area * n)
    })
}

/// Reads `text` for a puzzle of size `n` with these givens. A given's cell
/// keeps the given when its digits hold it, so a mark form that lists a
/// given's digit among others is read as meant.
pub fn read(text: &str, n: usize, givens: &[u8]) -> Result<PlayerState, String> {
    let area = n * n;
    let fields = fields(text);
    let cells: usize = fields.iter().map(|f| f.len()).sum();
    let single_cells = fields.iter().all(|f| f.len() == 1);
    if cells == area && (fields.len() != area || single_cells) {
        let mut entries = Vec::with_capacity(area);
        for field in &fields {
            for &byte in field.as_bytes() {
                entries.push(value_of(byte)?);
            }
        }
        return Ok(PlayerState {
            entries,
            marks: None,
        });
    }
    let masks = if fields.len() == area {
        fields
            .iter()
            .map(|field| mask_of(field.as_bytes()))
            .collect::<Result<Vec<u32>, String>>()?
    } else if fields.len() == 1 && cells == area * n {
        fields[0]
            .as_bytes()
            .chunks(n)
            .map(mask_of)
            .collect::<Result<Vec<u32>, String>>()?
    } else {
        return Err(format!(
            "--current needs, for this {n}x{n} puzzle, {area} cells, {area} fields of digits or \
             {} characters ({n} a cell), not {cells} characters in {} fields",
            area * n,
            fields.len()
        ));
    };
    let entries = (0..area)
        .map(|cell| {
            let (given, mask) = (givens[cell], masks[cell]);
            if given != 0 && mask & 1 << (given - 1) != 0 {
                given
            } else if mask.count_ones() == 1 {
                mask.trailing_zeros() as u8 + 1
            } else {
                0
            }
        })
        .collect();
    Ok(PlayerState {
        entries,
        marks: Some(masks),
    })
}

/// The blank-separated words of `text`, separator-only words dropped.
fn fields(text: &str) -> Vec<&str> {
    text.split_ascii_whitespace()
        .filter(|field| !field.bytes().all(|b| matches!(b, b'|' | b'-' | b'+')))
        .collect()
}

fn value_of(byte: u8) -> Result<u8, String> {
    match byte {
        b'.' | b'0' => Ok(0),
        b'1'..=b'9' => Ok(byte - b'0'),
        b'A'..=b'P' => Ok(byte - b'A' + 10),
        b'a'..=b'p' => Ok(byte - b'a' + 10),
        _ => Err(format!(
            "--current: {:?} is not a value ('1'-'9', 'A'-'P', '.' or '0')",
            byte as char
        )),
    }
}

fn mask_of(cell: &[u8]) -> Result<u32, String> {
    cell.iter().try_fold(0u32, |mask, &byte| {
        Ok(match value_of(byte)? {
            0 => mask,
            v => mask | 1 << (v - 1),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_each_form_for_a_4x4() {
        let givens = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        let entries = read("12.. | .... \n 3... ....", 4, &givens).unwrap();
        assert_eq!(entries.entries[..3], [1, 2, 0]);
        assert_eq!(entries.entries[8], 3);
        assert_eq!(entries.marks, None);
        let fields = "1 2 34 34 34 34 1234 . 1 1 1 1 1 1 1 1";
        let marked = read(fields, 4, &givens).unwrap();
        assert_eq!(marked.entries[..3], [1, 2, 0]);
        assert_eq!(marked.marks.as_ref().unwrap()[2], 0b1100);
        assert_eq!(marked.marks.as_ref().unwrap()[7], 0);
        let long = "1...".repeat(2) + &"..34".repeat(14);
        let long = read(&long, 4, &givens).unwrap();
        assert_eq!(long.entries[..3], [1, 1, 0]);
        assert_eq!(long.marks.unwrap()[2], 0b1100);
    }

    #[test]
    fn reads_values_past_nine_and_names_what_is_wrong() {
        let givens = vec![0; 256];
        let text = "G".to_string() + &".".repeat(255);
        assert_eq!(read(&text, 16, &givens).unwrap().entries[0], 16);
        let err = read("12 3", 4, &givens[..16]).unwrap_err();
        assert!(err.contains("16 cells") && err.contains("not 3 characters in 2 fields"));
        let err = read(&("Z".to_string() + &".".repeat(15)), 4, &givens[..16]).unwrap_err();
        assert!(err.contains("'Z'"), "{err}");
        assert!(fits_another_size(&".".repeat(256)));
        assert!(!fits_another_size("123"));
        assert!(!fits_another_size(&".".repeat(81)));
    }
}
