//! Hints told vaguely first, then fully, on either scale: the levels, and a
//! Sudoku Explainer step told at one of them (the fields past the level
//! left empty, and a sentence that says no more than they do). HoDoKu's
//! hints are told at the same levels in `hodoku::hint`.

use std::fmt::{self, Write};

use super::masks::digits;
use super::step::{Step, StepKind, MAX_CHAIN_LINKS, NO_CELL};
use super::technique::Family;
use super::text::{Cell, House, SliceWriter};
use crate::geometry::{CellSet, CELLS};

/// How much a hint tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HintLevel {
    /// The technique and its digits: where to look ("a 2-String Kite on
    /// digit 4"). For a wrong entry, only that there is one.
    Technique = 1,
    /// Adds the cells and houses of the pattern (and a chain's links); for
    /// a wrong entry, its cell.
    Pattern = 2,
    /// The whole step: adds the placement and eliminations (for a wrong
    /// entry, its digit).
    Step = 3,
}

impl HintLevel {
    /// The level numbered 1-3.
    pub fn from_number(number: u32) -> Option<HintLevel> {
        match number {
            1 => Some(HintLevel::Technique),
            2 => Some(HintLevel::Pattern),
            3 => Some(HintLevel::Step),
            _ => None,
        }
    }
}

impl Step {
    /// The step told at `level`: what the level does not tell is emptied.
    /// Level 1 keeps the kind, technique, difficulty and digits; level 2
    /// also the pattern's cells, candidates, houses and chain links (for a
    /// hidden single only its house: its cell is the answer); level 3 is
    /// the step itself. A mistake or a missing mark keeps only its kind
    /// at level 1 and its cell at level 2. Every level of one step tells
    /// that step: a lower level only leaves fields out.
    pub fn told_at(&self, level: HintLevel) -> Step {
        let mut told = *self;
        if level == HintLevel::Step {
            return told;
        }
        told.digit = 0;
        told.eliminations = [0; CELLS];
        let clue = matches!(self.kind, StepKind::Mistake | StepKind::MissingCandidate);
        if clue {
            // Its digit is the answer: told only at level 3.
            told.digits = 0;
        }
        if level == HintLevel::Technique || clue {
            told.pattern = [0; CELLS];
            told.houses = 0;
            told.links = [0; MAX_CHAIN_LINKS];
            told.link_count = 0;
            told.links_cut = false;
        }
        // A hidden single's cell is its answer: its house is where to look.
        let hidden_single = self.technique.family() == Family::Singles && self.houses != 0;
        if level == HintLevel::Technique || hidden_single {
            told.cells = CellSet::EMPTY;
            told.pattern = [0; CELLS];
        }
        // A placement's cell is the answer; a mistake's is where to look.
        if level == HintLevel::Technique || !clue {
            told.cell = NO_CELL;
        }
        if clue && level == HintLevel::Pattern && self.cell != NO_CELL {
            told.cells = CellSet::EMPTY;
            told.cells.insert(self.cell as usize);
        }
        told
    }

    /// The step's sentence at `level`: at level 3 its whole sentence (the
    /// step's `Display`), below that one that names only what the level
    /// tells ("Look for: Naked pair on digits 3 and 7.", "Naked pair on
    /// digits 3 and 7, in r4c1 and r4c5."). Meant for a step told at that
    /// level; it reads only the fields the level keeps.
    pub fn text_at(&self, level: HintLevel) -> impl fmt::Display + '_ {
        TextAt { step: self, level }
    }

    /// [`Step::write_text`] for [`Step::text_at`]'s sentence.
    pub fn write_text_at(&self, level: HintLevel, buf: &mut [u8]) -> usize {
        let mut out = SliceWriter::new(buf);
        // Writing to a slice never fails; a full slice just counts on.
        let _ = write!(out, "{}", self.text_at(level));
        out.finish()
    }
}

struct TextAt<'a> {
    step: &'a Step,
    level: HintLevel,
}

/// "1", "1 and 2", "1, 2 and 3".
fn write_list<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    items: impl Iterator<Item = T>,
) -> fmt::Result {
    let items: Vec<T> = items.collect();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == items.len() { " and " } else { ", " })?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

impl fmt::Display for TextAt<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let step = self.step;
        if self.level == HintLevel::Step {
            return write!(f, "{step}");
        }
        let cell = step.cells.iter().next().or(Some(step.cell as usize));
        let cell = cell.filter(|&c| c < CELLS && self.level == HintLevel::Pattern);
        match (step.kind, cell) {
            (StepKind::Mistake, Some(cell)) => {
                return write!(f, "The entry in {} is wrong.", Cell(cell))
            }
            (StepKind::Mistake, None) => return f.write_str("One of the entries is wrong."),
            (StepKind::MissingCandidate, Some(cell)) => {
                return write!(f, "The pencil marks of {} lack a digit.", Cell(cell))
            }
            (StepKind::MissingCandidate, None) => return f.write_str("A pencil mark is missing."),
            _ => {}
        }
        if self.level == HintLevel::Technique {
            f.write_str("Look for: ")?;
        }
        f.write_str(step.technique.name())?;
        match digits(step.digits).count() {
            0 => {}
            1 => f.write_str(" on digit ")?,
            _ => f.write_str(" on digits ")?,
        }
        write_list(f, digits(step.digits))?;
        if self.level == HintLevel::Pattern {
            if !step.cells.is_empty() {
                f.write_str(", in ")?;
                write_list(f, step.cells.iter().map(Cell))?;
            } else if step.houses != 0 {
                f.write_str(", in ")?;
                write_list(f, (0..27).filter(|h| step.houses >> h & 1 != 0).map(House))?;
            }
        }
        f.write_str(".")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Technique;

    fn naked_pair() -> Step {
        let mut step = Step::of(StepKind::Elimination, Technique::NakedPair);
        step.digits = 0b100_0100;
        step.add_cell(27, 0b100_0100);
        step.add_cell(31, 0b100_0100);
        step.add_house(3);
        step.eliminations[28] = 0b100;
        step
    }

    #[test]
    fn each_level_adds_to_the_one_before() {
        let step = naked_pair();
        let texts: Vec<String> = [HintLevel::Technique, HintLevel::Pattern, HintLevel::Step]
            .iter()
            .map(|&level| step.told_at(level).text_at(level).to_string())
            .collect();
        assert_eq!(texts[0], "Look for: Naked pair on digits 3 and 7.");
        assert_eq!(texts[1], "Naked pair on digits 3 and 7, in r4c1 and r4c5.");
        assert_eq!(texts[2], step.to_string());
        let vague = step.told_at(HintLevel::Technique);
        assert_eq!(
            (vague.cells, vague.houses, vague.pattern, vague.eliminations),
            (CellSet::EMPTY, 0, [0; CELLS], [0; CELLS])
        );
        assert_eq!(
            (vague.technique, vague.digits),
            (step.technique, step.digits)
        );
        let pattern = step.told_at(HintLevel::Pattern);
        assert_eq!((pattern.cells, pattern.houses), (step.cells, step.houses));
        assert_eq!(pattern.eliminations, [0; CELLS]);
        assert_eq!(step.told_at(HintLevel::Step), step);
    }

    #[test]
    fn a_placement_keeps_its_cell_for_the_last_level() {
        let step = Step::placement(Technique::NakedSingle, 40, 5);
        for level in [HintLevel::Technique, HintLevel::Pattern] {
            let told = step.told_at(level);
            assert_eq!((told.cell, told.digit), (NO_CELL, 0));
        }
        assert_eq!(step.told_at(HintLevel::Step).placed(), Some((40, 5)));
    }

    #[test]
    fn a_hidden_single_names_its_house_before_its_cell() {
        let mut step = Step::placement(Technique::HiddenSingleBox, 19, 1);
        step.digits = 1;
        step.add_cell(19, 1);
        step.add_house(18);
        let pattern = step.told_at(HintLevel::Pattern);
        assert_eq!((pattern.cells, pattern.houses), (CellSet::EMPTY, 1 << 18));
        assert_eq!(
            pattern.text_at(HintLevel::Pattern).to_string(),
            "Hidden single in a box on digit 1, in box 1."
        );
    }

    #[test]
    fn a_mistake_is_named_vaguely_first() {
        let mut step = Step::of(StepKind::Mistake, Technique::WrongEntry);
        step.cell = 20;
        step.digit = 7;
        step.add_cell(20, 0);
        let text = |level| step.told_at(level).text_at(level).to_string();
        assert_eq!(text(HintLevel::Technique), "One of the entries is wrong.");
        assert_eq!(text(HintLevel::Pattern), "The entry in r3c3 is wrong.");
        assert_eq!(text(HintLevel::Step), step.to_string());
        let pattern = step.told_at(HintLevel::Pattern);
        assert_eq!((pattern.cell, pattern.digit), (20, 0));
        let vague = step.told_at(HintLevel::Technique);
        assert_eq!((vague.cell, vague.cells), (NO_CELL, CellSet::EMPTY));
    }

    #[test]
    fn the_sentence_fits_any_buffer_as_snprintf() {
        let step = naked_pair().told_at(HintLevel::Technique);
        let whole = step.text_at(HintLevel::Technique).to_string();
        let mut buf = [0xAA_u8; 12];
        assert_eq!(
            step.write_text_at(HintLevel::Technique, &mut buf),
            whole.len()
        );
        assert_eq!(&buf[..11], &whole.as_bytes()[..11]);
        assert_eq!(buf[11], 0);
    }
}
