//! A puzzle grid laid out in the drawing model: cell lines, thicker box
//! lines and border, and a digit centred in each filled cell. Nothing here
//! assumes 9x9 with 3x3 boxes: the shape is a parameter, so that other
//! sizes and box shapes (6x6 with 3x2 boxes, 16x16) draw the same way.

use super::{Anchor, Color, Drawing, TextStyle, Weight};

/// Line widths, digit size and baseline as fractions of a cell's side.
pub const THIN: f64 = 0.03;
pub const THICK: f64 = 0.08;
pub const FONT_SIZE: f64 = 0.64;
/// From a cell's centre down to the baseline of a digit that is centred:
/// about a third of the font size, for the digits of common fonts.
const BASELINE_DROP: f64 = 0.23;

/// The rows and columns of a grid, and of each of its boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub size: usize,
    pub box_width: usize,
    pub box_height: usize,
}

impl Shape {
    /// The classic 9x9 grid of 3x3 boxes.
    pub const CLASSIC: Shape = Shape {
        size: 9,
        box_width: 3,
        box_height: 3,
    };

    pub fn cells(&self) -> usize {
        self.size * self.size
    }
}

/// What a cell shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Empty,
    /// A given: bold black.
    Given(char),
    /// A digit the solution adds: regular, blue.
    Added(char),
}

/// Where and how big a grid is drawn: its top left corner and side, in mm.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placement {
    pub left: f64,
    pub top: f64,
    pub side: f64,
}

impl Placement {
    /// The side of one cell.
    pub fn cell(&self, shape: Shape) -> f64 {
        self.side / shape.size as f64
    }

    /// Where a cell's digit is anchored: the middle of the cell, on the baseline.
    pub fn digit_position(&self, shape: Shape, cell: usize) -> (f64, f64) {
        let c = self.cell(shape);
        let (row, col) = (cell / shape.size, cell % shape.size);
        (
            self.left + (col as f64 + 0.5) * c,
            self.top + (row as f64 + 0.5 + BASELINE_DROP) * c,
        )
    }
}

/// Draws the grid at `at`, with `marks[cell]` in each cell (row by row).
pub fn draw(drawing: &mut Drawing, shape: Shape, at: Placement, marks: &[Mark]) {
    debug_assert_eq!(marks.len(), shape.cells());
    let c = at.cell(shape);
    let (right, bottom) = (at.left + at.side, at.top + at.side);
    // The thin cell lines first, then the thick box lines and border over them.
    for thick in [false, true] {
        let width = if thick { THICK } else { THIN } * c;
        for i in 0..=shape.size {
            let offset = i as f64 * c;
            if (i % shape.box_width == 0) == thick {
                let x = at.left + offset;
                drawing.line((x, at.top), (x, bottom), width);
            }
            if (i % shape.box_height == 0) == thick {
                let y = at.top + offset;
                drawing.line((at.left, y), (right, y), width);
            }
        }
    }
    for (cell, mark) in marks.iter().enumerate() {
        let (digit, weight, color) = match *mark {
            Mark::Empty => continue,
            Mark::Given(digit) => (digit, Weight::Bold, Color::BLACK),
            Mark::Added(digit) => (digit, Weight::Regular, Color::BLUE),
        };
        let style = TextStyle {
            color,
            ..TextStyle::new(weight, Anchor::Middle)
        };
        drawing.text(
            at.digit_position(shape, cell),
            FONT_SIZE * c,
            style,
            digit.to_string(),
        );
    }
}

/// The marks of a classic puzzle (81 bytes, `1`-`9` givens) and, with its
/// solution, the digits the solution adds.
pub fn classic_marks(puzzle: &[u8], solution: Option<&[u8]>) -> Vec<Mark> {
    (0..puzzle.len())
        .map(|cell| match (puzzle[cell], solution) {
            (given @ b'1'..=b'9', _) => Mark::Given(given as char),
            (_, Some(solution)) => Mark::Added(solution[cell] as char),
            (_, None) => Mark::Empty,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::Item;

    fn lines_of(drawing: &Drawing) -> Vec<(f64, f64, f64, f64, f64)> {
        drawing
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Line {
                    from, to, width, ..
                } => Some((from.0, from.1, to.0, to.1, *width)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn box_lines_follow_the_box_shape() {
        // 6x6 with boxes 3 wide and 2 high: thick verticals at 0, 3, 6 and
        // thick horizontals at 0, 2, 4, 6.
        let shape = Shape {
            size: 6,
            box_width: 3,
            box_height: 2,
        };
        let at = Placement {
            left: 10.0,
            top: 20.0,
            side: 60.0,
        };
        let mut drawing = Drawing::new(100.0, 100.0);
        draw(&mut drawing, shape, at, &[Mark::Empty; 36]);
        let lines = lines_of(&drawing);
        assert_eq!(lines.len(), 14, "7 each way");
        let thick = THICK * 10.0;
        let thick_x: Vec<f64> = lines
            .iter()
            .filter(|l| l.0 == l.2 && l.4 == thick)
            .map(|l| l.0)
            .collect();
        let thick_y: Vec<f64> = lines
            .iter()
            .filter(|l| l.1 == l.3 && l.4 == thick)
            .map(|l| l.1)
            .collect();
        assert_eq!(thick_x, [10.0, 40.0, 70.0]);
        assert_eq!(thick_y, [20.0, 40.0, 60.0, 80.0]);
    }

    #[test]
    fn digits_sit_in_their_cells() {
        let at = Placement {
            left: 0.0,
            top: 0.0,
            side: 90.0,
        };
        let shape = Shape::CLASSIC;
        let (x, y) = at.digit_position(shape, 80);
        assert_eq!(x, 85.0);
        assert!(y > 80.0 && y < 90.0, "{y}");
        let marks = classic_marks(b"1".repeat(81).as_slice(), None);
        let mut drawing = Drawing::new(90.0, 90.0);
        draw(&mut drawing, shape, at, &marks);
        let texts = drawing
            .items
            .iter()
            .filter(|item| matches!(item, Item::Text { .. }))
            .count();
        assert_eq!(texts, 81);
    }
}
