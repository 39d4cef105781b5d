//! The SVG backend of the drawing model, and `render --svg`: one grid at a
//! fixed physical size (90 mm square), black lines, thicker around boxes,
//! and fonts that every system has. Givens are bold black; with a
//! solution, the digits filled in are blue.

use std::fmt::Write as _;

use sudoku::CELLS;

use sudoku::variant::Rules;

use super::grid::{self, Placement, Shape};
use super::rules;
use super::{Anchor, Color, Drawing, Item, TextStyle, Weight};

/// `render --svg`: the grid's side, and the white margin around it as a
/// fraction of a cell.
const SIZE_MM: f64 = 90.0;
const MARGIN_CELLS: f64 = 0.2;
/// The caption's text size under a variant's grid.
const CAPTION_MM: f64 = 3.5;

/// The SVG document for `puzzle` (81 bytes, `1`-`9` or empty), and with
/// `solution` the digits it adds.
pub fn render(puzzle: &[u8; CELLS], solution: Option<&[u8; CELLS]>) -> String {
    let shape = Shape::CLASSIC;
    let mut drawing = Drawing::new(SIZE_MM, SIZE_MM);
    drawing.rect((0.0, 0.0), (SIZE_MM, SIZE_MM), Color::WHITE);
    grid::draw(
        &mut drawing,
        shape,
        render_placement(),
        &grid::classic_marks(puzzle, solution.map(|s| &s[..])),
    );
    let title = if solution.is_some() {
        "Sudoku solution"
    } else {
        "Sudoku puzzle"
    };
    to_svg(&drawing, title)
}

/// The SVG document for a variant: `rules` drawn with `givens` (N * N
/// values, 0 empty) and, with a solution, the digits it adds. The rules no
/// mark shows (anti-knight, non-consecutive...) are a caption below.
pub fn render_variant(rules: &Rules, givens: &[u8], solution: Option<&[u8]>) -> String {
    let n = rules.size() as f64;
    let cell = SIZE_MM / (n + 2.0 * MARGIN_CELLS);
    let at = Placement {
        left: MARGIN_CELLS * cell,
        top: MARGIN_CELLS * cell,
        side: n * cell,
    };
    let caption = crate::variant_rules::caption(rules);
    let height = if caption.is_empty() {
        SIZE_MM
    } else {
        SIZE_MM + CAPTION_MM * 2.0
    };
    let mut drawing = Drawing::new(SIZE_MM, height);
    drawing.rect((0.0, 0.0), (SIZE_MM, height), Color::WHITE);
    rules::draw(&mut drawing, rules, at, givens, solution);
    if !caption.is_empty() {
        drawing.text(
            (at.left, SIZE_MM + CAPTION_MM * 0.8),
            CAPTION_MM,
            TextStyle::new(Weight::Regular, Anchor::Start),
            caption,
        );
    }
    let size = rules.size();
    let title = match solution {
        Some(_) => format!("{size}x{size} variant Sudoku solution"),
        None => format!("{size}x{size} variant Sudoku puzzle"),
    };
    to_svg(&drawing, &title)
}

/// Where `render --svg` puts the grid: centred, a fifth of a cell inside.
pub fn render_placement() -> Placement {
    let cells = Shape::CLASSIC.size as f64;
    let cell = SIZE_MM / (cells + 2.0 * MARGIN_CELLS);
    Placement {
        left: MARGIN_CELLS * cell,
        top: MARGIN_CELLS * cell,
        side: cells * cell,
    }
}

/// The drawing as an SVG document whose user unit is the millimetre.
pub fn to_svg(drawing: &Drawing, title: &str) -> String {
    let (w, h) = (mm(drawing.width), mm(drawing.height));
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{w}mm" height="{h}mm" viewBox="0 0 {w} {h}">
<title>{}</title>
<g font-family="DejaVu Sans, Helvetica, Arial, sans-serif" stroke-linecap="square">"#,
        escape(title)
    );
    for item in &drawing.items {
        match item {
            Item::Line {
                from,
                to,
                width,
                color,
            } => {
                let _ = writeln!(
                    svg,
                    r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="{}"/>"#,
                    mm(from.0),
                    mm(from.1),
                    mm(to.0),
                    mm(to.1),
                    hex(*color),
                    mm(*width)
                );
            }
            Item::Rect { at, size, fill } => {
                let _ = writeln!(
                    svg,
                    r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}"/>"#,
                    mm(at.0),
                    mm(at.1),
                    mm(size.0),
                    mm(size.1),
                    hex(*fill)
                );
            }
            Item::Path {
                runs,
                width,
                color,
                dash,
                round,
            } => {
                let mut d = String::new();
                for run in runs {
                    for (i, point) in run.iter().enumerate() {
                        let command = if i == 0 { 'M' } else { 'L' };
                        let _ = write!(d, "{command}{} {}", mm(point.0), mm(point.1));
                    }
                }
                let style = match (dash, round) {
                    (_, true) => r#" stroke-linecap="round" stroke-linejoin="round""#.to_string(),
                    (Some(dash), false) => format!(
                        r#" stroke-linecap="butt" stroke-dasharray="{0} {0}""#,
                        mm(*dash)
                    ),
                    (None, false) => String::new(),
                };
                let _ = writeln!(
                    svg,
                    r#"<path d="{d}" fill="none" stroke="{}" stroke-width="{}"{style}/>"#,
                    hex(*color),
                    mm(*width)
                );
            }
            Item::Circle {
                center,
                radius,
                fill,
                outline,
            } => {
                let outline = match outline {
                    Some((width, color)) => {
                        format!(r#" stroke="{}" stroke-width="{}""#, hex(*color), mm(*width))
                    }
                    None => String::new(),
                };
                let _ = writeln!(
                    svg,
                    r#"<circle cx="{}" cy="{}" r="{}" fill="{}"{outline}/>"#,
                    mm(center.0),
                    mm(center.1),
                    mm(*radius),
                    hex(*fill)
                );
            }
            Item::Text {
                at,
                size,
                weight,
                anchor,
                color,
                text,
            } => {
                let anchor = match anchor {
                    Anchor::Start => "start",
                    Anchor::Middle => "middle",
                    Anchor::End => "end",
                };
                let bold = match weight {
                    Weight::Bold => r#" font-weight="bold""#,
                    Weight::Regular => "",
                };
                let _ = writeln!(
                    svg,
                    r#"<text x="{}" y="{}" font-size="{}"{bold} fill="{}" text-anchor="{anchor}">{}</text>"#,
                    mm(at.0),
                    mm(at.1),
                    mm(*size),
                    hex(*color),
                    escape(text)
                );
            }
        }
    }
    svg.push_str("</g>\n</svg>\n");
    svg
}

/// A length to a thousandth of a mm, without trailing zeros.
pub fn mm(value: f64) -> String {
    let text = format!("{value:.3}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".into()
    } else {
        text.into()
    }
}

fn hex(Color(r, g, b): Color) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &[u8; 81] =
        b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// (x, y, digit) of every <text> element.
    fn texts(svg: &str) -> Vec<(String, String, char)> {
        svg.lines()
            .filter_map(|line| {
                let rest = line.strip_prefix("<text x=\"")?;
                let (x, rest) = rest.split_once("\" y=\"")?;
                let (y, rest) = rest.split_once('"')?;
                let (_, digit) = rest.split_once('>')?;
                let digit = digit.strip_suffix("</text>")?;
                Some((x.into(), y.into(), digit.chars().next()?))
            })
            .collect()
    }

    fn position(cell: usize) -> (String, String) {
        let (x, y) = render_placement().digit_position(Shape::CLASSIC, cell);
        (mm(x), mm(y))
    }

    #[test]
    fn every_given_is_drawn_in_its_cell() {
        let svg = render(PUZZLE, None);
        let drawn = texts(&svg);
        let givens: Vec<usize> = (0..81).filter(|&c| PUZZLE[c] != b'.').collect();
        assert_eq!(drawn.len(), givens.len());
        for (cell, (x, y, digit)) in givens.into_iter().zip(drawn) {
            assert_eq!((x, y), position(cell));
            assert_eq!(digit as u8, PUZZLE[cell]);
        }
        assert!(svg.contains("width=\"90mm\""));
        assert!(!svg.contains("#1f4fa8"), "no solution digits");
    }

    #[test]
    fn a_solution_fills_every_other_cell() {
        let solution = sudoku::solve(PUZZLE, Default::default()).0.unwrap();
        let svg = render(PUZZLE, Some(&solution));
        let drawn = texts(&svg);
        assert_eq!(drawn.len(), 81);
        for (x, y, digit) in drawn {
            let cell = (0..81)
                .find(|&c| position(c) == (x.clone(), y.clone()))
                .unwrap();
            assert_eq!(digit as u8, solution[cell]);
        }
    }

    #[test]
    fn ten_lines_each_way_four_thick() {
        let svg = render(PUZZLE, None);
        assert_eq!(svg.matches("<line ").count(), 20);
        // A thick line is 0.08 of a 90/9.4 mm cell: 0.766 mm.
        assert_eq!(svg.matches("stroke-width=\"0.766\"").count(), 8);
    }

    #[test]
    fn lengths_are_short_and_exact() {
        assert_eq!(mm(90.0), "90");
        assert_eq!(mm(1.9148936), "1.915");
        assert_eq!(mm(-0.0001), "0");
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }
}
