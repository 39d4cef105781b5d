//! A book's pages as drawings: a title page, the puzzles a few to a page
//! with their number, label and rating, then the answers, smaller and many
//! to a page, numbered to match.

use sudoku::CELLS;

use super::labels::Labels;
use super::layout::{self, LayoutError, Sheet, Slot, ANSWERS_HEADING};
use crate::draw::grid::{self, Mark, Shape};
use crate::draw::pdf::text_width;
use crate::draw::{Anchor, Drawing, TextStyle, Weight};
use crate::output::tenths;

/// Text sizes in mm (3.5 mm is about 10 pt).
const CAPTION_SIZE: f64 = 3.5;
const TECHNIQUE_SIZE: f64 = 3.2;
const ANSWER_CAPTION_SIZE: f64 = 2.8;
const HEADING_SIZE: f64 = 5.0;
const PAGE_NUMBER_SIZE: f64 = 3.2;
const TITLE_SIZE: f64 = 12.0;
const SUBTITLE_SIZE: f64 = 5.0;

const BOLD_START: TextStyle = TextStyle::new(Weight::Bold, Anchor::Start);
const REGULAR_END: TextStyle = TextStyle::new(Weight::Regular, Anchor::End);
const REGULAR_MIDDLE: TextStyle = TextStyle::new(Weight::Regular, Anchor::Middle);

/// One puzzle of the book, rated and solved.
pub struct Entry {
    pub puzzle: [u8; CELLS],
    pub solution: [u8; CELLS],
    /// The Sudoku Explainer rating (ER), in tenths.
    pub rating: u32,
    /// False when the techniques ran out: the rating is then a lower bound.
    pub rated_fully: bool,
    pub technique: Option<&'static str>,
}

impl Entry {
    /// A puzzle the generator made within rating bounds: its rating is
    /// `rate`'s ER of a path that reached the solution.
    pub fn generated(made: &sudoku::generate::Generated) -> Entry {
        Entry {
            puzzle: made.puzzle,
            solution: made.solution,
            rating: made.rating,
            rated_fully: true,
            technique: None,
        }
    }

    fn rating_text(&self) -> String {
        let plus = if self.rated_fully { "" } else { "+" };
        format!("SE {}{plus}", tenths(self.rating))
    }
}

/// How the book is set.
pub struct Book {
    pub sheet: Sheet,
    pub per_page: usize,
    pub title: Option<String>,
    pub labels: Labels,
    pub technique: bool,
}

impl Book {
    /// Every page, in order: title, puzzles, answers.
    pub fn pages(&self, entries: &[Entry]) -> Result<Vec<Drawing>, LayoutError> {
        let puzzle_slots = layout::puzzle_slots(&self.sheet, self.per_page, self.technique)?;
        let answer_slots = layout::answer_slots(&self.sheet, puzzle_slots[0].grid.side)?;
        let mut pages = Vec::new();
        if let Some(title) = &self.title {
            pages.push(self.title_page(title, entries.len()));
        }
        for (page, chunk) in entries.chunks(puzzle_slots.len()).enumerate() {
            let mut drawing = self.blank();
            for (i, (entry, slot)) in chunk.iter().zip(&puzzle_slots).enumerate() {
                let number = page * puzzle_slots.len() + i + 1;
                self.puzzle(&mut drawing, slot, number, entry);
            }
            pages.push(drawing);
        }
        for (page, chunk) in entries.chunks(answer_slots.len()).enumerate() {
            let mut drawing = self.blank();
            let block = self.sheet.block()?;
            drawing.text(
                (block.left, block.top + ANSWERS_HEADING * 0.6),
                HEADING_SIZE,
                BOLD_START,
                "Answers",
            );
            for (i, (entry, slot)) in chunk.iter().zip(&answer_slots).enumerate() {
                let number = page * answer_slots.len() + i + 1;
                self.answer(&mut drawing, slot, number, entry);
            }
            pages.push(drawing);
        }
        // Pages count from the first sheet; the title page shows no number.
        let first_numbered = usize::from(self.title.is_some());
        for (index, drawing) in pages.iter_mut().enumerate().skip(first_numbered) {
            drawing.text(
                self.sheet.page_number_at(),
                PAGE_NUMBER_SIZE,
                REGULAR_MIDDLE,
                (index + 1).to_string(),
            );
        }
        Ok(pages)
    }

    fn blank(&self) -> Drawing {
        Drawing::new(self.sheet.width(), self.sheet.height())
    }

    fn title_page(&self, title: &str, count: usize) -> Drawing {
        let mut drawing = self.blank();
        let centre = self.sheet.bleed + self.sheet.size.width / 2.0;
        let top = self.sheet.bleed + self.sheet.size.height * 0.38;
        let room = self.sheet.size.width - 2.0 * self.sheet.margin;
        let size = fitted(title, TITLE_SIZE, Weight::Bold, room);
        let style = TextStyle::new(Weight::Bold, Anchor::Middle);
        drawing.text((centre, top), size, style, title);
        let plural = if count == 1 { "" } else { "s" };
        drawing.text(
            (centre, top + 3.0 * SUBTITLE_SIZE),
            SUBTITLE_SIZE,
            REGULAR_MIDDLE,
            format!("{count} Sudoku puzzle{plural}, with answers"),
        );
        drawing
    }

    fn puzzle(&self, drawing: &mut Drawing, slot: &Slot, number: usize, entry: &Entry) {
        let g = slot.grid;
        let at_left = (g.left, slot.caption_baseline);
        let at_right = (g.left + g.side, slot.caption_baseline);
        let left = format!("#{number}");
        let room = g.side - text_width(&left, CAPTION_SIZE, Weight::Bold) - CAPTION_SIZE;
        drawing.text(at_left, CAPTION_SIZE, BOLD_START, left);
        let rating = entry.rating_text();
        let right = match self.labels.of(entry.rating) {
            Some(label) => format!("{label} \u{b7} {rating}"),
            None => rating,
        };
        let size = fitted(&right, CAPTION_SIZE, Weight::Regular, room);
        drawing.text(at_right, size, REGULAR_END, right);
        let marks = grid::classic_marks(&entry.puzzle, None);
        grid::draw(drawing, Shape::CLASSIC, g, &marks);
        if let (true, Some(technique)) = (self.technique, entry.technique) {
            drawing.text(
                (
                    g.left + g.side / 2.0,
                    g.top + g.side + layout::TECHNIQUE_LINE * 0.8,
                ),
                fitted(technique, TECHNIQUE_SIZE, Weight::Regular, g.side),
                REGULAR_MIDDLE,
                technique,
            );
        }
    }

    fn answer(&self, drawing: &mut Drawing, slot: &Slot, number: usize, entry: &Entry) {
        let g = slot.grid;
        drawing.text(
            (g.left, slot.caption_baseline),
            ANSWER_CAPTION_SIZE,
            BOLD_START,
            format!("#{number}"),
        );
        drawing.text(
            (g.left + g.side, slot.caption_baseline),
            ANSWER_CAPTION_SIZE,
            REGULAR_END,
            entry.rating_text(),
        );
        let marks: Vec<Mark> = grid::classic_marks(&entry.puzzle, Some(&entry.solution));
        grid::draw(drawing, Shape::CLASSIC, g, &marks);
    }
}

/// `size`, or smaller for a text wider than `room` (mm): one line that fits.
fn fitted(text: &str, size: f64, weight: Weight, room: f64) -> f64 {
    let natural = text_width(text, size, weight);
    if natural > room {
        size * room / natural
    } else {
        size
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::labels::DEFAULT_LABELS;
    use crate::book::layout::page_size;
    use crate::draw::Item;

    const PUZZLE: &[u8; 81] =
        b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn book(per_page: usize, title: Option<&str>) -> Book {
        Book {
            sheet: Sheet {
                size: page_size("a4").unwrap(),
                margin: 12.0,
                bleed: 0.0,
            },
            per_page,
            title: title.map(String::from),
            labels: Labels::parse(DEFAULT_LABELS).unwrap(),
            technique: true,
        }
    }

    fn entries(count: usize) -> Vec<Entry> {
        let solution = sudoku::solve(PUZZLE, Default::default()).0.unwrap();
        (0..count)
            .map(|_| Entry {
                puzzle: *PUZZLE,
                solution,
                rating: 20,
                rated_fully: true,
                technique: Some("Hidden Single"),
            })
            .collect()
    }

    fn texts(page: &Drawing) -> Vec<String> {
        page.items
            .iter()
            .filter_map(|item| match item {
                Item::Text { text, .. } if text.chars().count() > 1 => Some(text.clone()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn page_count_title_puzzles_and_answers() {
        // 13 puzzles 4 a page: 4 pages; A4 holds 20 answers: 1 page.
        let pages = book(4, Some("Winter")).pages(&entries(13)).unwrap();
        assert_eq!(pages.len(), 1 + 4 + 1);
        assert_eq!(
            texts(&pages[0]),
            ["Winter", "13 Sudoku puzzles, with answers"]
        );
        let first = texts(&pages[1]);
        assert_eq!(&first[..3], ["#1", "Easy \u{b7} SE 2.0", "Hidden Single"]);
        assert!(first.contains(&"#4".to_string()));
        let last = texts(&pages[4]);
        assert!(last.contains(&"#13".to_string()) && !last.contains(&"#14".to_string()));
        let answers = texts(&pages[5]);
        assert_eq!(answers[0], "Answers");
        assert!(answers.contains(&"#13".to_string()));
        let digits_on_answers = pages[5]
            .items
            .iter()
            .filter(|item| matches!(item, Item::Text { text, .. } if text.len() == 1))
            .count();
        // 13 full grids and the page number "6".
        assert_eq!(digits_on_answers, 13 * 81 + 1);
    }

    #[test]
    fn long_captions_and_techniques_are_set_smaller_to_fit() {
        let mut entries = entries(1);
        entries[0].technique = Some("Dynamic region forcing chains (+ multiple forcing chains)");
        let mut book = book(6, None);
        book.labels = Labels::parse("Extraordinarily Diabolical and Fiendish:1-3").unwrap();
        let pages = book.pages(&entries).unwrap();
        let side = layout::puzzle_slots(&book.sheet, 6, true).unwrap()[0]
            .grid
            .side;
        for item in &pages[0].items {
            if let Item::Text {
                text, size, weight, ..
            } = item
            {
                assert!(text_width(text, *size, *weight) <= side + 1e-9, "{text}");
            }
        }
        let caption = pages[0].items.iter().find_map(|item| match item {
            Item::Text { text, size, .. } if text.starts_with("Extra") => Some(*size),
            _ => None,
        });
        assert!(caption.unwrap() < CAPTION_SIZE);
    }

    #[test]
    fn without_a_title_numbering_starts_on_the_first_puzzle_page() {
        let pages = book(1, None).pages(&entries(2)).unwrap();
        assert_eq!(pages.len(), 3);
        let numbers: Vec<bool> = pages
            .iter()
            .enumerate()
            .map(|(i, page)| {
                page.items.iter().any(
                    |item| matches!(item, Item::Text { text, .. } if *text == (i + 1).to_string()),
                )
            })
            .collect();
        assert_eq!(numbers, [true, true, true]);
    }
}
