//! The drawing model that every picture of the command is made of: lines,
//! rectangles and text at positions in millimetres on a page, y downwards.
//! `grid` lays a puzzle out in it; `svg` and `pdf` turn it into a file, so
//! `render --svg` and `book` share one drawing code. `rules` draws what a
//! variant adds: regions, shading, cages, thermometers, dots.

pub mod grid;
pub mod pdf;
pub mod rules;
pub mod svg;

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Color(pub u8, pub u8, pub u8);

impl Color {
    pub const BLACK: Color = Color(0, 0, 0);
    pub const WHITE: Color = Color(0xff, 0xff, 0xff);
    /// The digits a solution adds.
    pub const BLUE: Color = Color(0x1f, 0x4f, 0xa8);
}

/// The two faces of the one font family used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

/// Where a text's x coordinate is on the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// One mark on a page; lengths in mm.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A straight stroke with square caps, so that crossing lines meet cleanly.
    Line {
        from: (f64, f64),
        to: (f64, f64),
        width: f64,
        color: Color,
    },
    /// A filled rectangle (top left corner, size).
    Rect {
        at: (f64, f64),
        size: (f64, f64),
        fill: Color,
    },
    /// Strokes through points: each run is one stroke, its points joined.
    /// `dash` is the length of a dash and of the gap after it; `round`
    /// gives round ends and joins (square ends otherwise, butt when dashed).
    Path {
        runs: Vec<Vec<(f64, f64)>>,
        width: f64,
        color: Color,
        dash: Option<f64>,
        round: bool,
    },
    /// A circle, filled and (with `outline`'s width and colour) outlined.
    Circle {
        center: (f64, f64),
        radius: f64,
        fill: Color,
        outline: Option<(f64, Color)>,
    },
    /// Text on its baseline at `at`.
    Text {
        at: (f64, f64),
        size: f64,
        weight: Weight,
        anchor: Anchor,
        color: Color,
        text: String,
    },
}

/// A page: its size in mm and its marks, drawn in order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drawing {
    pub width: f64,
    pub height: f64,
    pub items: Vec<Item>,
}

impl Drawing {
    pub fn new(width: f64, height: f64) -> Drawing {
        Drawing {
            width,
            height,
            items: Vec::new(),
        }
    }

    pub fn line(&mut self, from: (f64, f64), to: (f64, f64), width: f64) {
        self.items.push(Item::Line {
            from,
            to,
            width,
            color: Color::BLACK,
        });
    }

    pub fn rect(&mut self, at: (f64, f64), size: (f64, f64), fill: Color) {
        self.items.push(Item::Rect { at, size, fill });
    }

    pub fn text(&mut self, at: (f64, f64), size: f64, style: TextStyle, text: impl Into<String>) {
        self.items.push(Item::Text {
            at,
            size,
            weight: style.weight,
            anchor: style.anchor,
            color: style.color,
            text: text.into(),
        });
    }
}

/// How a text is set, but for its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextStyle {
    pub weight: Weight,
    pub anchor: Anchor,
    pub color: Color,
}

impl TextStyle {
    pub const fn new(weight: Weight, anchor: Anchor) -> TextStyle {
        TextStyle {
            weight,
            anchor,
            color: Color::BLACK,
        }
    }
}
