//! A variant puzzle laid out in the drawing model: any size, thick lines
//! where regions (boxes or jigsaw pieces) meet, shaded diagonals, windows
//! and extra regions, thermometers (a bulb and a line through the cells),
//! killer cages (dashed outlines inside their cells, the sum in the first
//! cell's corner), kropki dots on the edges, and the digits (`A` = 10 ...
//! for values above 9, as the compact form writes them). Drawn in that
//! order, so that lines cover shading and digits cover everything.

use sudoku::variant::{DotKind, HouseKind, Rules};

use super::grid::{Placement, Shape, FONT_SIZE, THICK, THIN};
use super::{Anchor, Color, Drawing, Item, TextStyle, Weight};
use crate::variant_input::value_char;

/// Diagonals, and the other extra houses (windows, asterisk, listed regions).
pub const DIAGONAL_SHADE: Color = Color(0xd6, 0xe2, 0xf5);
pub const REGION_SHADE: Color = Color(0xe4, 0xe4, 0xe4);
const THERMOMETER: Color = Color(0xb4, 0xb4, 0xb4);
/// As fractions of a cell's side.
const CAGE_INSET: f64 = 0.09;
const CAGE_LINE: f64 = 0.025;
const CAGE_DASH: f64 = 0.06;
const SUM_SIZE: f64 = 0.22;
const BULB_RADIUS: f64 = 0.36;
const THERMOMETER_WIDTH: f64 = 0.28;
const DOT_RADIUS: f64 = 0.12;
const DOT_LINE: f64 = 0.025;

/// Draws `rules` with `givens` (N * N values, 0 empty) and, with a
/// solution, the digits it adds.
pub fn draw(
    drawing: &mut Drawing,
    rules: &Rules,
    at: Placement,
    givens: &[u8],
    solution: Option<&[u8]>,
) {
    let n = rules.size();
    let c = at.side / n as f64;
    let corner = |cell: usize| {
        (
            at.left + (cell % n) as f64 * c,
            at.top + (cell / n) as f64 * c,
        )
    };
    let centre = |cell: usize| {
        let (x, y) = corner(cell);
        (x + c / 2.0, y + c / 2.0)
    };
    shading(drawing, rules, c, corner);
    thermometers(drawing, rules, c, centre);
    grid_lines(drawing, rules, at);
    cages(drawing, rules, at);
    dots(drawing, rules, c, centre);
    digits(drawing, rules, at, givens, solution);
}

fn shading(drawing: &mut Drawing, rules: &Rules, c: f64, corner: impl Fn(usize) -> (f64, f64)) {
    for house in rules.houses() {
        let shade = match house.kind {
            HouseKind::MainDiagonal | HouseKind::AntiDiagonal => DIAGONAL_SHADE,
            HouseKind::Window
            | HouseKind::Asterisk
            | HouseKind::CentreDot
            | HouseKind::Girandola
            | HouseKind::Extra => REGION_SHADE,
            // Disjoint groups would shade every cell: the caption says them.
            _ => continue,
        };
        for &cell in &house.cells {
            drawing.rect(corner(cell), (c, c), shade);
        }
    }
}

fn thermometers(
    drawing: &mut Drawing,
    rules: &Rules,
    c: f64,
    centre: impl Fn(usize) -> (f64, f64),
) {
    let mut bulbs: Vec<usize> = rules.thermometers().iter().map(|line| line[0]).collect();
    bulbs.sort_unstable();
    bulbs.dedup();
    for bulb in bulbs {
        drawing.items.push(Item::Circle {
            center: centre(bulb),
            radius: BULB_RADIUS * c,
            fill: THERMOMETER,
            outline: None,
        });
    }
    let runs: Vec<Vec<(f64, f64)>> = rules
        .thermometers()
        .iter()
        .map(|line| line.iter().map(|&cell| centre(cell)).collect())
        .collect();
    if !runs.is_empty() {
        drawing.items.push(Item::Path {
            runs,
            width: THERMOMETER_WIDTH * c,
            color: THERMOMETER,
            dash: None,
            round: true,
        });
    }
}

/// Thin lines between all cells, then thick ones where two regions meet
/// (one line for each run of such edges) and around the grid.
fn grid_lines(drawing: &mut Drawing, rules: &Rules, at: Placement) {
    let n = rules.size();
    let c = at.side / n as f64;
    let (right, bottom) = (at.left + at.side, at.top + at.side);
    for i in 1..n {
        let offset = i as f64 * c;
        drawing.line(
            (at.left + offset, at.top),
            (at.left + offset, bottom),
            THIN * c,
        );
        drawing.line(
            (at.left, at.top + offset),
            (right, at.top + offset),
            THIN * c,
        );
    }
    let region = |row: usize, col: usize| rules.region_of(row * n + col);
    for line in 1..n {
        // Vertical line `line`: between columns line - 1 and line, row by row;
        // horizontal line `line`: between rows line - 1 and line.
        for vertical in [true, false] {
            let thick = |k: usize| {
                let (a, b) = if vertical {
                    (region(k, line - 1), region(k, line))
                } else {
                    (region(line - 1, k), region(line, k))
                };
                a != b
            };
            let mut k = 0;
            while k < n {
                if !thick(k) {
                    k += 1;
                    continue;
                }
                let start = k;
                while k < n && thick(k) {
                    k += 1;
                }
                let along = |k: usize| k as f64 * c;
                let across = line as f64 * c;
                let (from, to) = if vertical {
                    (
                        (at.left + across, at.top + along(start)),
                        (at.left + across, at.top + along(k)),
                    )
                } else {
                    (
                        (at.left + along(start), at.top + across),
                        (at.left + along(k), at.top + across),
                    )
                };
                drawing.line(from, to, THICK * c);
            }
        }
    }
    let w = THICK * c;
    drawing.line((at.left, at.top), (right, at.top), w);
    drawing.line((at.left, bottom), (right, bottom), w);
    drawing.line((at.left, at.top), (at.left, bottom), w);
    drawing.line((right, at.top), (right, bottom), w);
}

/// The stretches of a cage's outline, inset from its cells' sides: one per
/// side of a cell whose neighbour across it is outside the cage. Each runs
/// to the inset corner, to the cell's edge where the outline goes on
/// straight, or past it where the outline turns a concave corner.
pub fn cage_outline(n: usize, cells: &[usize], inset: f64) -> Vec<[(f64, f64); 2]> {
    let inside = |row: isize, col: isize| {
        row >= 0
            && col >= 0
            && (row as usize) < n
            && (col as usize) < n
            && cells.contains(&(row as usize * n + col as usize))
    };
    let mut stretches = Vec::new();
    for &cell in cells {
        let (r, col) = ((cell / n) as isize, (cell % n) as isize);
        let (x0, y0) = (col as f64, r as f64);
        // For each side: the step outwards, and the step along it.
        for (out, along) in [
            ((-1, 0), (0, 1)),
            ((1, 0), (0, 1)),
            ((0, -1), (1, 0)),
            ((0, 1), (1, 0)),
        ] {
            if inside(r + out.0, col + out.1) {
                continue;
            }
            // How far past each end of the side the stretch goes: -inset
            // (it stops short), 0 (it meets the next cell's), +inset.
            let end = |sign: isize| {
                let (ar, ac) = (r + sign * along.0, col + sign * along.1);
                match (inside(ar, ac), inside(ar + out.0, ac + out.1)) {
                    (false, _) => -inset,
                    (true, false) => 0.0,
                    (true, true) => inset,
                }
            };
            let (before, after) = (end(-1), end(1));
            let stretch = if along == (0, 1) {
                // A top or bottom side, left to right.
                let y = if out.0 < 0 {
                    y0 + inset
                } else {
                    y0 + 1.0 - inset
                };
                [(x0 - before, y), (x0 + 1.0 + after, y)]
            } else {
                let x = if out.1 < 0 {
                    x0 + inset
                } else {
                    x0 + 1.0 - inset
                };
                [(x, y0 - before), (x, y0 + 1.0 + after)]
            };
            stretches.push(stretch);
        }
    }
    stretches
}

fn cages(drawing: &mut Drawing, rules: &Rules, at: Placement) {
    let n = rules.size();
    let c = at.side / n as f64;
    let to_page = |(x, y): (f64, f64)| (at.left + x * c, at.top + y * c);
    for cage in rules.cages() {
        let runs = cage_outline(n, &cage.cells, CAGE_INSET)
            .into_iter()
            .map(|[a, b]| vec![to_page(a), to_page(b)])
            .collect();
        drawing.items.push(Item::Path {
            runs,
            width: CAGE_LINE * c,
            color: Color::BLACK,
            dash: Some(CAGE_DASH * c),
            round: false,
        });
    }
    // The sums last, on white, so that no outline crosses them.
    for cage in rules.cages() {
        let Some(sum) = cage.sum else { continue };
        let first = *cage.cells.iter().min().expect("a cage has cells");
        let (x, y) = to_page(((first % n) as f64, (first / n) as f64));
        let text = sum.to_string();
        let width = (0.6 * text.len() as f64 + 0.2) * SUM_SIZE * c;
        drawing.rect(
            (x + CAGE_INSET * c / 2.0, y + CAGE_INSET * c / 2.0),
            (width, SUM_SIZE * c * 1.05),
            Color::WHITE,
        );
        drawing.text(
            (
                x + CAGE_INSET * c / 2.0 + 0.1 * SUM_SIZE * c,
                y + CAGE_INSET * c / 2.0 + 0.9 * SUM_SIZE * c,
            ),
            SUM_SIZE * c,
            TextStyle::new(Weight::Regular, Anchor::Start),
            text,
        );
    }
}

fn dots(drawing: &mut Drawing, rules: &Rules, c: f64, centre: impl Fn(usize) -> (f64, f64)) {
    for dot in rules.dots() {
        let (a, b) = (centre(dot.cells[0]), centre(dot.cells[1]));
        let middle = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        // A value other than the usual one is written in the dot.
        let (fill, ink, value) = match dot.kind {
            DotKind::Difference(d) => (Color::WHITE, Color::BLACK, (d != 1).then_some(d)),
            DotKind::Ratio(r) => (Color::BLACK, Color::WHITE, (r != 2).then_some(r)),
        };
        drawing.items.push(Item::Circle {
            center: middle,
            radius: DOT_RADIUS * c,
            fill,
            outline: Some((DOT_LINE * c, Color::BLACK)),
        });
        if let Some(value) = value {
            let size = 1.3 * DOT_RADIUS * c;
            let style = TextStyle {
                color: ink,
                ..TextStyle::new(Weight::Bold, Anchor::Middle)
            };
            drawing.text(
                (middle.0, middle.1 + 0.35 * size),
                size,
                style,
                value.to_string(),
            );
        }
    }
}

fn digits(
    drawing: &mut Drawing,
    rules: &Rules,
    at: Placement,
    givens: &[u8],
    solution: Option<&[u8]>,
) {
    let n = rules.size();
    let shape = Shape {
        size: n,
        box_width: n,
        box_height: n,
    };
    let c = at.side / n as f64;
    for cell in 0..n * n {
        let (value, weight, color) = match (givens[cell], solution) {
            (0, None) => continue,
            (0, Some(solution)) => (solution[cell], Weight::Regular, Color::BLUE),
            (given, _) => (given, Weight::Bold, Color::BLACK),
        };
        let style = TextStyle {
            color,
            ..TextStyle::new(weight, Anchor::Middle)
        };
        drawing.text(
            at.digit_position(shape, cell),
            FONT_SIZE * c,
            style,
            value_char(value).to_string(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_cage_is_four_stretches_meeting_at_inset_corners() {
        // Cells 0, 1, 3, 4 of a 3-wide grid: a 2x2 square.
        let mut stretches = cage_outline(3, &[0, 1, 3, 4], 0.1);
        for s in &mut stretches {
            for p in s.iter_mut() {
                *p = ((p.0 * 10.0).round() / 10.0, (p.1 * 10.0).round() / 10.0);
            }
        }
        assert_eq!(stretches.len(), 8, "two sides of each cell");
        // The top of cell 0 runs from the inset corner to the cell's edge.
        assert!(
            stretches.contains(&[(0.1, 0.1), (1.0, 0.1)]),
            "{stretches:?}"
        );
        // Every end meets another stretch's end: the outline is closed.
        let ends: Vec<(f64, f64)> = stretches.iter().flat_map(|s| [s[0], s[1]]).collect();
        for end in &ends {
            assert_eq!(ends.iter().filter(|e| *e == end).count(), 2, "{end:?}");
        }
    }

    #[test]
    fn an_l_shaped_cage_turns_its_concave_corner() {
        // Cells 0, 3, 4 of a 3-wide grid: an L whose inner corner is at (1, 1).
        let stretches = cage_outline(3, &[0, 3, 4], 0.1);
        let ends: Vec<(i64, i64)> = stretches
            .iter()
            .flat_map(|s| [s[0], s[1]])
            .map(|p| ((p.0 * 10.0).round() as i64, (p.1 * 10.0).round() as i64))
            .collect();
        for end in &ends {
            assert_eq!(ends.iter().filter(|e| *e == end).count(), 2, "{end:?}");
        }
        // The concave corner: inside cell 0's right side, below cell 4's top.
        assert!(ends.contains(&(9, 11)), "{ends:?}");
    }
}
