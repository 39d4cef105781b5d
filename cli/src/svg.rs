//! A grid drawn as SVG, for print: a fixed physical size (90 mm square),
//! black lines, thicker around boxes, and fonts that every system has.
//! Givens are bold black; with a solution, the digits filled in are blue.

use std::fmt::Write as _;

use sudoku::CELLS;

/// Drawing units per cell; the outer margin is a fifth of a cell.
const CELL: usize = 100;
const MARGIN: usize = 20;
const SIDE: usize = 9 * CELL + 2 * MARGIN;
const SIZE_MM: usize = 90;
const THIN: usize = 3;
const THICK: usize = 8;
const FONT_SIZE: usize = 64;
/// From a cell's centre down to the baseline of a digit that is centred:
/// about a third of the font size, for the digits of common fonts.
const BASELINE_DROP: usize = 23;

/// The SVG document for `puzzle` (81 bytes, `1`-`9` or empty), and with
/// `solution` the digits it adds.
pub fn render(puzzle: &[u8; CELLS], solution: Option<&[u8; CELLS]>) -> String {
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r##"<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{SIZE_MM}mm" height="{SIZE_MM}mm" viewBox="0 0 {SIDE} {SIDE}">
<title>{}</title>
<rect x="0" y="0" width="{SIDE}" height="{SIDE}" fill="#ffffff"/>"##,
        if solution.is_some() {
            "Sudoku solution"
        } else {
            "Sudoku puzzle"
        }
    );
    lines(&mut svg);
    let _ = writeln!(
        svg,
        r#"<g font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="{FONT_SIZE}" text-anchor="middle">"#
    );
    digits(
        &mut svg,
        "givens",
        r##"font-weight="bold" fill="#000000""##,
        |cell| given(puzzle[cell]),
    );
    if let Some(solution) = solution {
        digits(&mut svg, "solution", r##"fill="#1f4fa8""##, |cell| {
            given(puzzle[cell])
                .is_none()
                .then_some(solution[cell] as char)
        });
    }
    svg.push_str("</g>\n</svg>\n");
    svg
}

fn given(byte: u8) -> Option<char> {
    matches!(byte, b'1'..=b'9').then_some(byte as char)
}

/// The thin cell lines, then the thick box lines and border over them.
fn lines(svg: &mut String) {
    let end = MARGIN + 9 * CELL;
    for (width, thick) in [(THIN, false), (THICK, true)] {
        let _ = writeln!(
            svg,
            r##"<g stroke="#000000" stroke-width="{width}" stroke-linecap="square">"##
        );
        for i in 0..=9 {
            if (i % 3 == 0) != thick {
                continue;
            }
            let at = MARGIN + i * CELL;
            let _ = writeln!(
                svg,
                r#"<line x1="{at}" y1="{MARGIN}" x2="{at}" y2="{end}"/>"#
            );
            let _ = writeln!(
                svg,
                r#"<line x1="{MARGIN}" y1="{at}" x2="{end}" y2="{at}"/>"#
            );
        }
        svg.push_str("</g>\n");
    }
}

/// One group of digits: `digit(cell)` gives the digit drawn in each cell.
fn digits(svg: &mut String, class: &str, style: &str, digit: impl Fn(usize) -> Option<char>) {
    let _ = writeln!(svg, r#"<g class="{class}" {style}>"#);
    for cell in 0..CELLS {
        if let Some(ch) = digit(cell) {
            let (x, y) = digit_position(cell);
            let _ = writeln!(svg, r#"<text x="{x}" y="{y}">{ch}</text>"#);
        }
    }
    svg.push_str("</g>\n");
}

/// Where a cell's digit is anchored: the middle of the cell, on the baseline.
pub fn digit_position(cell: usize) -> (usize, usize) {
    let x = MARGIN + (cell % 9) * CELL + CELL / 2;
    let y = MARGIN + (cell / 9) * CELL + CELL / 2 + BASELINE_DROP;
    (x, y)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &[u8; 81] =
        b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// (x, y, digit) of every <text> element.
    fn texts(svg: &str) -> Vec<(usize, usize, char)> {
        svg.lines()
            .filter_map(|line| {
                let rest = line.strip_prefix("<text x=\"")?;
                let (x, rest) = rest.split_once("\" y=\"")?;
                let (y, rest) = rest.split_once("\">")?;
                let digit = rest.strip_suffix("</text>")?;
                Some((x.parse().ok()?, y.parse().ok()?, digit.chars().next()?))
            })
            .collect()
    }

    #[test]
    fn every_given_is_drawn_in_its_cell() {
        let svg = render(PUZZLE, None);
        let drawn = texts(&svg);
        let givens: Vec<usize> = (0..81).filter(|&c| PUZZLE[c] != b'.').collect();
        assert_eq!(drawn.len(), givens.len());
        for (cell, (x, y, digit)) in givens.into_iter().zip(drawn) {
            assert_eq!((x, y), digit_position(cell));
            assert_eq!(digit as u8, PUZZLE[cell]);
        }
        assert!(svg.contains("width=\"90mm\""));
        assert!(!svg.contains("class=\"solution\""));
    }

    #[test]
    fn a_solution_fills_every_other_cell() {
        let solution = sudoku::solve(PUZZLE, Default::default()).0.unwrap();
        let svg = render(PUZZLE, Some(&solution));
        let drawn = texts(&svg);
        assert_eq!(drawn.len(), 81);
        for (x, y, digit) in drawn {
            let cell = (0..81).find(|&c| digit_position(c) == (x, y)).unwrap();
            assert_eq!(digit as u8, solution[cell]);
        }
    }

    #[test]
    fn ten_lines_each_way() {
        let svg = render(PUZZLE, None);
        assert_eq!(svg.matches("<line ").count(), 20);
        assert_eq!(svg.matches("stroke-width=\"8\"").count(), 1);
    }
}
