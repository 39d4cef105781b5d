//! The symmetries of the Sudoku grid: the 3,359,232 geometric transforms
//! (an order of the bands, of the rows within each band, of the stacks, of
//! the columns within each stack, and a transpose or not) combined with the
//! 9! relabellings of the digits. Each keeps every row, column and box a
//! row, column or box, so a transformed puzzle has as many solutions as the
//! original, each the transform of one of the original's.
//!
//! A [`Transform`] is applied to the 81-byte text form and can be inverted;
//! [`crate::canon`] finds the one that gives a grid's least form.

use crate::geometry::CELLS;

/// Bytes of a transform's fixed encoding ([`Transform::to_bytes`]).
pub const TRANSFORM_BYTES: usize = 28;

/// One symmetry of the grid with a relabelling of the digits.
///
/// Cell (r, c) of the result is cell (`rows[r]`, `cols[c]`) of the source,
/// where the source is the original grid, or its transpose when `transpose`
/// is set; digit d (1-9) of the source becomes `digits[d - 1]`. Empty cells
/// stay empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Transform {
    /// Transpose the grid before moving rows and columns.
    pub transpose: bool,
    /// Row r of the result is row `rows[r]` of the (transposed) original.
    pub rows: [u8; 9],
    /// Column c of the result is column `cols[c]` of the (transposed) original.
    pub cols: [u8; 9],
    /// Digit d of the original becomes `digits[d - 1]` ('1'-'9' as 1-9).
    pub digits: [u8; 9],
}

/// Why bytes or fields are not a transform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransformError {
    /// The transpose byte is neither 0 nor 1.
    Transpose,
    /// The row order is not a permutation of 0-8 that keeps bands whole.
    Rows,
    /// The column order is not a permutation of 0-8 that keeps stacks whole.
    Cols,
    /// The digits are not a permutation of 1-9.
    Digits,
}

impl std::fmt::Display for TransformError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            TransformError::Transpose => "transform: the transpose byte is neither 0 nor 1",
            TransformError::Rows => "transform: the rows are not an order that keeps bands whole",
            TransformError::Cols => {
                "transform: the columns are not an order that keeps stacks whole"
            }
            TransformError::Digits => "transform: the digits are not a permutation of 1-9",
        })
    }
}

impl std::error::Error for TransformError {}

/// Whether `order` is a permutation of 0-8 that moves the three lines of
/// each band (stack) together.
fn keeps_bands(order: &[u8; 9]) -> bool {
    let mut seen = 0u16;
    for (line, &source) in order.iter().enumerate() {
        if source > 8 || seen & (1 << source) != 0 {
            return false;
        }
        seen |= 1 << source;
        if source / 3 != order[line / 3 * 3] / 3 {
            return false;
        }
    }
    true
}

/// A random order of `0..n` in the first `n` places (Fisher-Yates).
fn permutation(n: usize, below: &mut impl FnMut(usize) -> usize) -> [u8; 9] {
    let mut order: [u8; 9] = std::array::from_fn(|i| i as u8);
    for i in (1..n).rev() {
        order.swap(i, below(i + 1));
    }
    order
}

/// A random order of the nine rows (or columns) that keeps bands whole.
fn line_order(below: &mut impl FnMut(usize) -> usize) -> [u8; 9] {
    let bands = permutation(3, below);
    let within: [[u8; 9]; 3] = std::array::from_fn(|_| permutation(3, below));
    std::array::from_fn(|line| bands[line / 3] * 3 + within[line / 3][line % 3])
}

fn inverse<const N: usize>(order: &[u8; N], offset: u8) -> [u8; N] {
    let mut inverse = [0u8; N];
    for (to, &from) in order.iter().enumerate() {
        inverse[(from - offset) as usize] = to as u8 + offset;
    }
    inverse
}

impl Transform {
    /// The transform that changes nothing.
    pub const IDENTITY: Transform = Transform {
        transpose: false,
        rows: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        digits: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    };

    /// Checks that the fields describe a symmetry.
    pub fn validate(&self) -> Result<(), TransformError> {
        if !keeps_bands(&self.rows) {
            return Err(TransformError::Rows);
        }
        if !keeps_bands(&self.cols) {
            return Err(TransformError::Cols);
        }
        let mut seen = 0u16;
        for &d in &self.digits {
            if !(1..=9).contains(&d) || seen & (1 << d) != 0 {
                return Err(TransformError::Digits);
            }
            seen |= 1 << d;
        }
        Ok(())
    }

    /// A random transform, every one of the 3,359,232 x 9! equally likely
    /// when `below(n)` is uniform in `0..n` (it is called with n <= 9).
    pub fn draw(mut below: impl FnMut(usize) -> usize) -> Transform {
        let rows = line_order(&mut below);
        let cols = line_order(&mut below);
        let transpose = below(2) == 1;
        let digits = permutation(9, &mut below).map(|d| d + 1);
        // Drawn as "move, then transpose" (the benchmark's order since its
        // first seeds); stored as "transpose, then move".
        let (rows, cols) = if transpose {
            (cols, rows)
        } else {
            (rows, cols)
        };
        Transform {
            transpose,
            rows,
            cols,
            digits,
        }
    }

    /// The cell of the original that cell `cell` of the result comes from.
    pub fn source_cell(&self, cell: usize) -> usize {
        let (r, c) = (self.rows[cell / 9] as usize, self.cols[cell % 9] as usize);
        if self.transpose {
            c * 9 + r
        } else {
            r * 9 + c
        }
    }

    /// The transform of an 81-byte grid: digits '1'-'9' relabelled, every
    /// other byte (empty cells, and anything else) moved as it is.
    pub fn apply(&self, grid: &[u8; CELLS]) -> [u8; CELLS] {
        std::array::from_fn(|cell| match grid[self.source_cell(cell)] {
            digit @ b'1'..=b'9' => b'0' + self.digits[(digit - b'1') as usize],
            other => other,
        })
    }

    /// The transform that undoes this one: `t.inverse().apply(&t.apply(g))
    /// == g`.
    pub fn inverse(&self) -> Transform {
        let (rows, cols) = (inverse(&self.rows, 0), inverse(&self.cols, 0));
        let (rows, cols) = if self.transpose {
            (cols, rows)
        } else {
            (rows, cols)
        };
        Transform {
            transpose: self.transpose,
            rows,
            cols,
            digits: inverse(&self.digits, 1),
        }
    }

    /// The fixed 28-byte encoding: byte 0 the transpose flag (0 or 1),
    /// bytes 1-9 `rows`, 10-18 `cols` (0-8 each), 19-27 `digits` (1-9).
    pub fn to_bytes(&self) -> [u8; TRANSFORM_BYTES] {
        let mut bytes = [0u8; TRANSFORM_BYTES];
        bytes[0] = u8::from(self.transpose);
        bytes[1..10].copy_from_slice(&self.rows);
        bytes[10..19].copy_from_slice(&self.cols);
        bytes[19..28].copy_from_slice(&self.digits);
        bytes
    }

    /// Reads the encoding of [`Transform::to_bytes`], checking it.
    pub fn from_bytes(bytes: &[u8; TRANSFORM_BYTES]) -> Result<Transform, TransformError> {
        let transpose = match bytes[0] {
            0 => false,
            1 => true,
            _ => return Err(TransformError::Transpose),
        };
        let field = |at: usize| -> [u8; 9] { std::array::from_fn(|i| bytes[at + i]) };
        let transform = Transform {
            transpose,
            rows: field(1),
            cols: field(10),
            digits: field(19),
        };
        transform.validate()?;
        Ok(transform)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::HOUSES;

    /// A small LCG, enough to draw test transforms.
    fn below_from(seed: u64) -> impl FnMut(usize) -> usize {
        let mut state = seed;
        move |n| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((state >> 33) % n as u64) as usize
        }
    }

    fn houses() -> Vec<[usize; 9]> {
        (0..HOUSES)
            .map(|h| crate::geometry::HOUSE_CELLS[h].map(usize::from))
            .collect()
    }

    #[test]
    fn drawn_transforms_are_valid_and_keep_houses() {
        let houses = houses();
        let mut below = below_from(3);
        let mut transposed = 0;
        for _ in 0..200 {
            let t = Transform::draw(&mut below);
            t.validate().unwrap();
            transposed += usize::from(t.transpose);
            let mut sources: Vec<usize> = (0..CELLS).map(|c| t.source_cell(c)).collect();
            sources.sort_unstable();
            assert_eq!(sources, (0..CELLS).collect::<Vec<_>>());
            for house in &houses {
                let mut image = house.map(|cell| t.source_cell(cell));
                image.sort_unstable();
                assert!(houses.iter().any(|h| {
                    let mut h = *h;
                    h.sort_unstable();
                    h == image
                }));
            }
        }
        assert!((50..150).contains(&transposed), "{transposed}");
    }

    #[test]
    fn inverse_undoes_and_bytes_round_trip() {
        let mut below = below_from(11);
        let grid =
            *b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        for _ in 0..100 {
            let t = Transform::draw(&mut below);
            assert_eq!(t.inverse().apply(&t.apply(&grid)), grid);
            assert_eq!(t.apply(&t.inverse().apply(&grid)), grid);
            assert_eq!(Transform::from_bytes(&t.to_bytes()), Ok(t));
        }
        assert_eq!(Transform::IDENTITY.apply(&grid), grid);
    }

    #[test]
    fn refuses_bytes_that_are_no_symmetry() {
        let good = Transform::IDENTITY.to_bytes();
        let mut bad = good;
        bad[0] = 2;
        assert_eq!(Transform::from_bytes(&bad), Err(TransformError::Transpose));
        let mut bad = good;
        bad.swap(1, 4); // rows 0 and 3 swapped: bands torn apart
        assert_eq!(Transform::from_bytes(&bad), Err(TransformError::Rows));
        let mut bad = good;
        bad[18] = 7; // column 7 twice
        assert_eq!(Transform::from_bytes(&bad), Err(TransformError::Cols));
        let mut bad = good;
        bad[27] = 0;
        assert_eq!(Transform::from_bytes(&bad), Err(TransformError::Digits));
        let mut swapped_bands = good;
        swapped_bands[1..10].copy_from_slice(&[3, 4, 5, 0, 1, 2, 6, 7, 8]);
        assert!(Transform::from_bytes(&swapped_bands).is_ok());
    }
}
