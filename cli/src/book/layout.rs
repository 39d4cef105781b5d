//! Where things go on a book's pages: page sizes, margins and bleed, and
//! the slots of the puzzle and answer grids. Plain arithmetic in mm, so it
//! is tested without drawing anything.

use std::fmt;

use crate::draw::grid::Placement;

/// A trimmed page size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PageSize {
    pub name: &'static str,
    pub width: f64,
    pub height: f64,
}

/// The sizes `--page` accepts, by name.
pub const PAGE_SIZES: [PageSize; 5] = [
    PageSize {
        name: "a4",
        width: 210.0,
        height: 297.0,
    },
    PageSize {
        name: "letter",
        width: 215.9,
        height: 279.4,
    },
    PageSize {
        name: "a5",
        width: 148.0,
        height: 210.0,
    },
    PageSize {
        name: "6x9",
        width: 152.4,
        height: 228.6,
    },
    PageSize {
        name: "8.5x11",
        width: 215.9,
        height: 279.4,
    },
];

/// The puzzles a page can hold, as `--per-page` takes them.
pub const PER_PAGE: [usize; 4] = [1, 2, 4, 6];

/// A puzzle grid's least side: cells of 5 mm, about the least that is
/// comfortable to write in with a pencil (pocket books use 5-6 mm).
pub const MIN_PUZZLE_SIDE: f64 = 45.0;
/// An answer grid's least side: digits of about 2.9 mm (8 pt).
pub const MIN_ANSWER_SIDE: f64 = 40.0;
/// Space between grids, across and down.
pub const GAP: f64 = 8.0;
/// Above a puzzle grid: its caption (number, label, rating).
pub const PUZZLE_CAPTION: f64 = 7.0;
/// Below a puzzle grid with `--technique`: the hardest technique.
pub const TECHNIQUE_LINE: f64 = 5.0;
/// Above an answer grid: its number and rating.
pub const ANSWER_CAPTION: f64 = 5.0;
/// At the top of each answer page: the heading "Answers".
pub const ANSWERS_HEADING: f64 = 10.0;
/// At the foot of the text block: the page number.
pub const FOOTER: f64 = 8.0;

/// Why a page cannot be laid out.
#[derive(Debug, PartialEq)]
pub enum LayoutError {
    UnknownPageSize(String),
    PerPage(usize),
    /// The margins leave no room (page name, margin).
    NoRoom(&'static str, f64),
    /// Puzzles of this many to a page would be too small: the side they
    /// would get.
    TooSmall {
        per_page: usize,
        page: &'static str,
        margin: f64,
        side: f64,
    },
    /// Not one answer grid fits.
    NoAnswerRoom(&'static str, f64),
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::UnknownPageSize(name) => write!(
                f,
                "unknown page size '{name}' (one of {})",
                PAGE_SIZES.map(|size| size.name).join(", ")
            ),
            LayoutError::PerPage(n) => {
                let allowed = PER_PAGE.map(|n| n.to_string()).join(", ");
                write!(f, "--per-page must be one of {allowed}, not {n}")
            }
            LayoutError::NoRoom(page, margin) => {
                write!(f, "margins of {margin} mm leave no room on the {page} page")
            }
            LayoutError::TooSmall {
                per_page,
                page,
                margin,
                side,
            } => write!(
                f,
                "{per_page} puzzles a page do not fit the {page} page with {margin} mm margins: \
                 each grid would be {side:.1} mm, under the {MIN_PUZZLE_SIDE} mm least; \
                 use fewer puzzles a page, a bigger page or smaller margins"
            ),
            LayoutError::NoAnswerRoom(page, margin) => write!(
                f,
                "no answer grid of {MIN_ANSWER_SIDE} mm fits the {page} page with {margin} mm margins"
            ),
        }
    }
}

pub fn page_size(name: &str) -> Result<PageSize, LayoutError> {
    let wanted = name.to_ascii_lowercase();
    PAGE_SIZES
        .iter()
        .find(|size| size.name == wanted || (wanted == "us-letter" && size.name == "letter"))
        .copied()
        .ok_or_else(|| LayoutError::UnknownPageSize(name.into()))
}

/// A sheet: its trimmed size, the white margin inside the trim, and the
/// bleed outside it (printed, then cut off).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sheet {
    pub size: PageSize,
    pub margin: f64,
    pub bleed: f64,
}

/// A rectangle: left, top, width, height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Area {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub height: f64,
}

impl Sheet {
    /// The whole sheet as drawn, bleed included.
    pub fn width(&self) -> f64 {
        self.size.width + 2.0 * self.bleed
    }

    pub fn height(&self) -> f64 {
        self.size.height + 2.0 * self.bleed
    }

    /// The text block: inside the margins, above the footer.
    pub fn block(&self) -> Result<Area, LayoutError> {
        let area = Area {
            left: self.bleed + self.margin,
            top: self.bleed + self.margin,
            width: self.size.width - 2.0 * self.margin,
            height: self.size.height - 2.0 * self.margin - FOOTER,
        };
        if area.width < MIN_ANSWER_SIDE || area.height < MIN_ANSWER_SIDE {
            return Err(LayoutError::NoRoom(self.size.name, self.margin));
        }
        Ok(area)
    }

    /// Where the page number's baseline is: centred under the block.
    pub fn page_number_at(&self) -> (f64, f64) {
        let bottom = self.bleed + self.size.height - self.margin;
        (self.bleed + self.size.width / 2.0, bottom - 1.5)
    }
}

/// A puzzle's place: its grid, and the baseline of its caption above it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slot {
    pub grid: Placement,
    pub caption_baseline: f64,
}

/// The grid's columns and rows for `per_page` puzzles.
fn arrangement(per_page: usize) -> Result<(usize, usize), LayoutError> {
    match per_page {
        1 => Ok((1, 1)),
        2 => Ok((1, 2)),
        4 => Ok((2, 2)),
        6 => Ok((2, 3)),
        other => Err(LayoutError::PerPage(other)),
    }
}

/// Grids of equal side in `cols` x `rows` cells of `area`, each with
/// `above` mm over it and `below` under it, each block centred in its cell.
/// The side is the largest that fits, at most `max_side`.
fn grids(area: Area, cols: usize, rows: usize, above: f64, below: f64, max_side: f64) -> Vec<Slot> {
    let cell_width = (area.width - (cols - 1) as f64 * GAP) / cols as f64;
    let cell_height = (area.height - (rows - 1) as f64 * GAP) / rows as f64;
    let side = cell_width.min(cell_height - above - below).min(max_side);
    let mut slots = Vec::with_capacity(cols * rows);
    for row in 0..rows {
        for col in 0..cols {
            let left = area.left + col as f64 * (cell_width + GAP) + (cell_width - side) / 2.0;
            let block_top = area.top
                + row as f64 * (cell_height + GAP)
                + (cell_height - above - side - below) / 2.0;
            slots.push(Slot {
                grid: Placement {
                    left,
                    top: block_top + above,
                    side,
                },
                caption_baseline: block_top + above * 0.7,
            });
        }
    }
    slots
}

/// The puzzle slots of a page, in reading order.
pub fn puzzle_slots(
    sheet: &Sheet,
    per_page: usize,
    technique: bool,
) -> Result<Vec<Slot>, LayoutError> {
    let (cols, rows) = arrangement(per_page)?;
    let below = if technique { TECHNIQUE_LINE } else { 0.0 };
    let slots = grids(
        sheet.block()?,
        cols,
        rows,
        PUZZLE_CAPTION,
        below,
        f64::INFINITY,
    );
    let side = slots[0].grid.side;
    if side < MIN_PUZZLE_SIDE {
        return Err(LayoutError::TooSmall {
            per_page,
            page: sheet.size.name,
            margin: sheet.margin,
            side,
        });
    }
    Ok(slots)
}

/// The answer slots of a page, in reading order: as many grids of at
/// least [`MIN_ANSWER_SIDE`] as fit under the heading, as large as the
/// space left shares out, but never larger than the puzzles' own grids.
pub fn answer_slots(sheet: &Sheet, puzzle_side: f64) -> Result<Vec<Slot>, LayoutError> {
    let block = sheet.block()?;
    let area = Area {
        top: block.top + ANSWERS_HEADING,
        height: block.height - ANSWERS_HEADING,
        ..block
    };
    let fit = |length: f64, each: f64| ((length + GAP) / (each + GAP)).floor() as usize;
    let cols = fit(area.width, MIN_ANSWER_SIDE);
    let rows = fit(area.height, MIN_ANSWER_SIDE + ANSWER_CAPTION);
    if cols == 0 || rows == 0 {
        return Err(LayoutError::NoAnswerRoom(sheet.size.name, sheet.margin));
    }
    Ok(grids(area, cols, rows, ANSWER_CAPTION, 0.0, puzzle_side))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(name: &str, margin: f64, bleed: f64) -> Sheet {
        Sheet {
            size: page_size(name).unwrap(),
            margin,
            bleed,
        }
    }

    fn inside(slot: &Slot, sheet: &Sheet) -> bool {
        let g = slot.grid;
        let b = sheet.block().unwrap();
        g.left >= b.left - 1e-9
            && g.top >= b.top - 1e-9
            && g.left + g.side <= b.left + b.width + 1e-9
            && g.top + g.side <= b.top + b.height + 1e-9
            && slot.caption_baseline < g.top
    }

    fn overlap(a: &Placement, b: &Placement) -> bool {
        a.left < b.left + b.side
            && b.left < a.left + a.side
            && a.top < b.top + b.side
            && b.top < a.top + a.side
    }

    #[test]
    fn page_sizes_by_name() {
        assert_eq!(page_size("A4").unwrap().width, 210.0);
        assert_eq!(page_size("us-letter").unwrap().height, 279.4);
        assert_eq!(page_size("6x9").unwrap().width, 152.4);
        let err = page_size("b5").unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown page size 'b5' (one of a4, letter, a5, 6x9, 8.5x11)"
        );
    }

    #[test]
    fn one_puzzle_on_a4_fills_the_width() {
        let a4 = sheet("a4", 12.0, 0.0);
        let slots = puzzle_slots(&a4, 1, false).unwrap();
        assert_eq!(slots.len(), 1);
        let grid = slots[0].grid;
        assert!((grid.side - 186.0).abs() < 1e-9, "{}", grid.side);
        assert!((grid.left - 12.0).abs() < 1e-9);
        assert!(inside(&slots[0], &a4));
    }

    #[test]
    fn every_layout_fits_inside_the_block_without_overlap() {
        for name in ["a4", "letter", "6x9", "8.5x11"] {
            for bleed in [0.0, 3.175] {
                let page = sheet(name, 12.0, bleed);
                for per_page in PER_PAGE {
                    for technique in [false, true] {
                        let slots = puzzle_slots(&page, per_page, technique).unwrap();
                        assert_eq!(slots.len(), per_page);
                        for (i, a) in slots.iter().enumerate() {
                            assert!(inside(a, &page), "{name} {per_page} {i}");
                            for b in &slots[i + 1..] {
                                assert!(!overlap(&a.grid, &b.grid));
                            }
                        }
                        // Reading order: left to right, then down.
                        if per_page >= 4 {
                            assert!(slots[0].grid.left < slots[1].grid.left);
                            assert!(slots[1].grid.top < slots[2].grid.top);
                        }
                    }
                }
                let answers = answer_slots(&page, 80.0).unwrap();
                assert!(answers.len() >= 6, "{name}: {}", answers.len());
                for a in &answers {
                    assert!(inside(a, &page));
                    assert!(a.grid.side >= MIN_ANSWER_SIDE && a.grid.side <= 80.0);
                }
            }
        }
    }

    #[test]
    fn bleed_moves_the_block_but_not_its_size() {
        let plain = sheet("a4", 12.0, 0.0);
        let bled = sheet("a4", 12.0, 3.0);
        assert_eq!(bled.width(), 216.0);
        let (a, b) = (plain.block().unwrap(), bled.block().unwrap());
        assert_eq!((a.width, a.height), (b.width, b.height));
        assert_eq!(b.left - a.left, 3.0);
    }

    #[test]
    fn what_does_not_fit_is_refused() {
        let a5 = sheet("a5", 20.0, 0.0);
        match puzzle_slots(&a5, 6, false) {
            Err(LayoutError::TooSmall { side, .. }) => assert!(side < MIN_PUZZLE_SIDE),
            other => panic!("{other:?}"),
        }
        assert!(puzzle_slots(&a5, 4, false).is_ok());
        assert_eq!(puzzle_slots(&a5, 3, false), Err(LayoutError::PerPage(3)));
        assert_eq!(
            puzzle_slots(&sheet("a4", 90.0, 0.0), 1, false),
            Err(LayoutError::NoRoom("a4", 90.0))
        );
        let message = puzzle_slots(&sheet("6x9", 30.0, 0.0), 6, false)
            .unwrap_err()
            .to_string();
        assert!(
            message.starts_with("6 puzzles a page do not fit the 6x9 page with 30 mm margins"),
            "{message}"
        );
    }
}
