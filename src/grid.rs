//! Reading and checking the 81-byte text form of a grid. Knows nothing of C.

pub use crate::geometry::CELLS;
use crate::geometry::{box_of, col_of, row_of, HOUSES_OF};

/// A grid of cell values: 0 for empty, 1-9 for a digit.
pub type Cells = [u8; CELLS];

/// Why a grid was refused, and the first cell (row-major) that made it so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridError {
    /// The byte at `cell` is none of `1`-`9`, `.`, `0`.
    InvalidCharacter { cell: usize },
    /// The given at `cell` repeats an earlier given in its row, column or box.
    ConflictingGivens { cell: usize },
}

impl GridError {
    /// The offending cell, 0-80.
    pub fn cell(self) -> usize {
        match self {
            GridError::InvalidCharacter { cell } | GridError::ConflictingGivens { cell } => cell,
        }
    }
}

// The texts start with those of the C library's sudoku_status_str, so that
// every door (C, the command line, the bindings) says the same thing.
impl std::fmt::Display for GridError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = match self {
            GridError::InvalidCharacter { .. } => "invalid character in grid",
            GridError::ConflictingGivens { .. } => "two equal givens share a row, column or box",
        };
        let cell = self.cell();
        write!(
            f,
            "{what} at cell {cell} (row {}, column {})",
            row_of(cell) + 1,
            col_of(cell) + 1
        )
    }
}

impl std::error::Error for GridError {}

/// Parses 81 bytes: `1`-`9` are givens, `.` and `0` empty cells.
///
/// Cells are checked in row-major order and the first offending one is
/// reported, so for two clashing givens it is the later of the two.
pub fn parse(text: &[u8; CELLS]) -> Result<Cells, GridError> {
    let mut cells = [0u8; CELLS];
    // One bit per digit already seen in each row, column and box (houses
    // 0-8, 9-17 and 18-26).
    let mut seen = [0u16; 27];
    for (cell, &byte) in text.iter().enumerate() {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 || (digit == 0 && byte != b'0') {
            if byte == b'.' {
                continue;
            }
            return Err(GridError::InvalidCharacter { cell });
        }
        if digit == 0 {
            continue;
        }
        let bit = 1u16 << digit;
        let [r, c, b] = HOUSES_OF[cell].map(usize::from);
        if (seen[r] | seen[c] | seen[b]) & bit != 0 {
            return Err(GridError::ConflictingGivens { cell });
        }
        seen[r] |= bit;
        seen[c] |= bit;
        seen[b] |= bit;
        cells[cell] = digit;
    }
    Ok(cells)
}

/// Writes cells back as text: digits, and `.` for empty cells.
pub fn format(cells: &Cells) -> [u8; CELLS] {
    // Branch-free, so that it compiles to a few vector instructions.
    cells.map(|value| b'0' + value - (value == 0) as u8 * (b'0' - b'.'))
}

/// True when `solution` is a complete valid grid that keeps every given of
/// `puzzle`. Independent of the solver; used by tests and debug checks.
pub fn is_solution_of(puzzle: &Cells, solution: &Cells) -> bool {
    let kept = puzzle
        .iter()
        .zip(solution.iter())
        .all(|(&p, &s)| p == 0 || p == s);
    let mut rows = [0u16; 9];
    let mut cols = [0u16; 9];
    let mut boxes = [0u16; 9];
    for (cell, &value) in solution.iter().enumerate() {
        if !(1..=9).contains(&value) {
            return false;
        }
        let bit = 1u16 << value;
        rows[row_of(cell)] |= bit;
        cols[col_of(cell)] |= bit;
        boxes[box_of(cell)] |= bit;
    }
    let all = 0b11_1111_1110;
    kept && rows
        .iter()
        .chain(cols.iter())
        .chain(boxes.iter())
        .all(|&m| m == all)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &[u8; 81] =
        b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLUTION: &[u8; 81] =
        b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn parses_digits_dots_and_zeros() {
        let mut text = *PUZZLE;
        text[2] = b'0';
        let cells = parse(&text).unwrap();
        assert_eq!(cells[0], 5);
        assert_eq!(cells[2], 0);
        assert_eq!(cells[80], 9);
        assert_eq!(&format(&cells), PUZZLE);
    }

    #[test]
    fn reports_first_invalid_character() {
        let mut text = *PUZZLE;
        text[40] = b'a';
        text[60] = b'\0';
        assert_eq!(parse(&text), Err(GridError::InvalidCharacter { cell: 40 }));
    }

    #[test]
    fn reports_later_cell_of_a_conflict() {
        let mut text = [b'.'; 81];
        text[10] = b'4';
        text[70] = b'4'; // different row, column and box
        assert!(parse(&text).is_ok());
        text[64] = b'4'; // column 1, clashes with cell 10
        assert_eq!(parse(&text), Err(GridError::ConflictingGivens { cell: 64 }));
        let mut text = [b'.'; 81];
        text[0] = b'9';
        text[20] = b'9'; // same box
        assert_eq!(parse(&text), Err(GridError::ConflictingGivens { cell: 20 }));
        let mut text = [b'.'; 81];
        text[3] = b'2';
        text[8] = b'2'; // same row
        assert_eq!(parse(&text), Err(GridError::ConflictingGivens { cell: 8 }));
    }

    #[test]
    fn character_before_conflict_wins_by_position() {
        let mut text = [b'.'; 81];
        text[0] = b'1';
        text[1] = b'1';
        text[2] = b'?';
        assert_eq!(parse(&text), Err(GridError::ConflictingGivens { cell: 1 }));
        text[1] = b'?';
        assert_eq!(parse(&text), Err(GridError::InvalidCharacter { cell: 1 }));
    }

    #[test]
    fn checks_solutions_independently() {
        let puzzle = parse(PUZZLE).unwrap();
        let solution = parse(SOLUTION).unwrap();
        assert!(is_solution_of(&puzzle, &solution));
        let mut swapped = solution;
        swapped.swap(0, 1);
        assert!(!is_solution_of(&puzzle, &swapped));
        let other_puzzle = parse(&[b'.'; 81]).unwrap();
        assert!(is_solution_of(&other_puzzle, &solution));
        let mut given_changed = puzzle;
        given_changed[0] = 6;
        assert!(!is_solution_of(&given_changed, &solution));
        assert!(!is_solution_of(&puzzle, &puzzle));
    }
}
