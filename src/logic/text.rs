//! The one English sentence that explains a step, written without
//! allocating: through `Display`, or into a caller's byte buffer.

use std::fmt::{self, Write};

use super::masks::{digits, first_digit, Count};
use super::step::{Step, StepKind};
use super::technique::Technique;
use crate::geometry::{col_of, house_kind, row_of, CellSet, HouseKind, CELLS, HOUSE_SETS};

impl Step {
    /// Writes the step's sentence into `buf` as far as it fits, followed by
    /// a NUL byte when there is room for one, and returns the sentence's
    /// full length (without the NUL), as C's `snprintf` does. Never
    /// allocates.
    pub fn write_text(&self, buf: &mut [u8]) -> usize {
        let mut out = SliceWriter::new(buf);
        // Writing to a slice never fails; a full slice just counts on.
        let _ = write!(out, "{self}");
        out.finish()
    }
}

/// Copies what fits, counts everything.
pub(super) struct SliceWriter<'a> {
    buf: &'a mut [u8],
    len: usize,
}

impl<'a> SliceWriter<'a> {
    pub(super) fn new(buf: &'a mut [u8]) -> SliceWriter<'a> {
        SliceWriter { buf, len: 0 }
    }

    /// Ends the text with a NUL where there is room for one, and returns
    /// its full length (without the NUL), as `snprintf` does.
    pub(super) fn finish(self) -> usize {
        if !self.buf.is_empty() {
            let end = self.len.min(self.buf.len() - 1);
            self.buf[end] = 0;
        }
        self.len
    }
}

impl Write for SliceWriter<'_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let bytes = text.as_bytes();
        // Keep one byte for the NUL.
        let room = self.buf.len().saturating_sub(1).saturating_sub(self.len);
        let n = bytes.len().min(room);
        if n > 0 {
            self.buf[self.len..self.len + n].copy_from_slice(&bytes[..n]);
        }
        self.len += bytes.len();
        Ok(())
    }
}

/// A cell as `r3c5`.
pub(super) struct Cell(pub(super) usize);

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", row_of(self.0) + 1, col_of(self.0) + 1)
    }
}

/// A house as `row 3`, `column 5`, `box 7`.
pub(super) struct House(pub(super) usize);

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match house_kind(self.0) {
            HouseKind::Row => "row",
            HouseKind::Column => "column",
            HouseKind::Box => "box",
        };
        write!(f, "{kind} {}", self.0 % 9 + 1)
    }
}

/// Cells as `r1c1, r1c5`.
struct Cells(CellSet);

impl fmt::Display for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, cell) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{}", Cell(cell))?;
        }
        Ok(())
    }
}

/// Digits as `3, 8`.
struct Digits(u16);

impl fmt::Display for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, digit) in digits(self.0).enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{digit}")?;
        }
        Ok(())
    }
}

/// Houses of one kind among `houses`, as `rows 2, 7`.
struct Lines(u32, HouseKind);

impl fmt::Display for Lines {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (name, base) = match self.1 {
            HouseKind::Row => ("rows", 0),
            HouseKind::Column => ("columns", 9),
            HouseKind::Box => ("boxes", 18),
        };
        f.write_str(name)?;
        let mut first = true;
        for i in 0..9 {
            if self.0 >> (base + i) & 1 != 0 {
                f.write_str(if first { " " } else { ", " })?;
                write!(f, "{}", i + 1)?;
                first = false;
            }
        }
        Ok(())
    }
}

/// The eliminations, digit by digit: `removes 5 from r2c4, r2c7; 7 from r1c1`.
struct Removals<'a>(&'a Step);

impl fmt::Display for Removals<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("removes ")?;
        let mut first = true;
        for digit in 1..=9u8 {
            let cells: CellSet = (0..CELLS)
                .filter(|&c| self.0.eliminations[c] >> (digit - 1) & 1 != 0)
                .collect();
            if cells.is_empty() {
                continue;
            }
            if !first {
                f.write_str("; ")?;
            }
            write!(f, "{digit} from {}", Cells(cells))?;
            first = false;
        }
        if first {
            f.write_str("nothing")?;
        }
        Ok(())
    }
}

impl Step {
    /// The houses of the step of one kind.
    fn houses_of(&self, kind: HouseKind) -> impl Iterator<Item = usize> + '_ {
        (0..27).filter(move |&h| self.houses >> h & 1 != 0 && house_kind(h) == kind)
    }

    /// The first house of the step of one kind that holds `cells`.
    fn house_holding(&self, kind: HouseKind, cells: CellSet) -> Option<usize> {
        self.houses_of(kind)
            .find(|&h| cells.minus(HOUSE_SETS[h]).is_empty())
    }

    /// The digits eliminated anywhere.
    fn removed_digits(&self) -> u16 {
        self.eliminations.iter().fold(0, |m, &e| m | e)
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use super::technique::Family;
        match self.technique.family() {
            Family::Checks | Family::Singles => self.fmt_single(f),
            Family::Intersections => self.fmt_intersection(f),
            Family::Subsets => self.fmt_subset(f),
            Family::Fish => write!(
                f,
                "{} on {} in {} and {}: {}",
                self.technique.name(),
                Digits(self.digits),
                Lines(self.houses, HouseKind::Row),
                Lines(self.houses, HouseKind::Column),
                Removals(self)
            ),
            Family::Wings => self.fmt_wing(f),
            Family::Uniqueness => self.fmt_uniqueness(f),
            Family::Exclusion => write!(
                f,
                "{} on {}: no possible {} uses these candidates, so it {}",
                self.technique.name(),
                Cells(self.cells),
                if self.technique == Technique::AlignedTripletExclusion {
                    "triplet"
                } else {
                    "pair"
                },
                Removals(self)
            ),
            Family::Chains => self.fmt_chain(f),
            Family::LastResort => write!(
                f,
                "{}: {} is {}, the only digit that leads to a solution",
                self.technique.name(),
                Cell(self.cell as usize),
                self.digit
            ),
        }
    }
}

impl Step {
    /// The first house of the step (a single's, a subset's).
    fn house(&self) -> House {
        House((0..27).find(|&h| self.houses >> h & 1 != 0).unwrap_or(0))
    }

    /// Singles, and a player's mistakes.
    fn fmt_single(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cell = Cell(self.cell as usize);
        let digit = self.digit;
        match self.technique {
            Technique::WrongEntry => write!(f, "Wrong entry: {cell} is not {digit}"),
            Technique::MissingCandidate => {
                write!(f, "Missing candidate: {cell} can still be {digit}")
            }
            Technique::FullHouse => write!(
                f,
                "Full house in {}: {cell} is its last empty cell, so it is {digit}",
                self.house()
            ),
            Technique::NakedSingle => {
                write!(
                    f,
                    "Naked single: {digit} is the only candidate left in {cell}"
                )
            }
            _ => write!(
                f,
                "Hidden single in {}: {cell} is the only place for {digit}",
                self.house()
            ),
        }
    }

    /// Naked and hidden subsets, and the direct hidden ones.
    fn fmt_subset(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} in {} at {}: ",
            self.technique.name(),
            Digits(self.digits),
            self.house(),
            Cells(self.cells)
        )?;
        match self.kind {
            StepKind::Placement => write!(
                f,
                "they leave {} as the only place for {}",
                Cell(self.cell as usize),
                self.digit
            ),
            _ => write!(f, "{}", Removals(self)),
        }
    }

    /// XY-Wing, XYZ-Wing: the pivot is the cell without the digit z (or,
    /// for XYZ, the one with three candidates).
    fn fmt_wing(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let z = self.removed_digits();
        let pivot = self.cells.iter().find(|&c| {
            let mask = self.pattern[c];
            mask & z == 0 || mask.count() == 3
        });
        let wings = match pivot {
            Some(p) => self.cells.minus(CellSet::single(p)),
            None => self.cells,
        };
        write!(
            f,
            "{} with pivot {} and wings {}: one of them is {}, so it {}",
            self.technique.name(),
            Cell(pivot.unwrap_or(0)),
            Cells(wings),
            Digits(z),
            Removals(self)
        )
    }

    /// Unique rectangles and loops, BUG.
    fn fmt_uniqueness(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.technique.name();
        let (digits, cells) = (Digits(self.digits), Cells(self.cells));
        let bug = matches!(
            self.technique,
            Technique::BugType1 | Technique::BugType2 | Technique::BugType3 | Technique::BugType4
        );
        if bug {
            write!(
                f,
                "{name}: one of the BUG candidates {digits} in {cells} is true, so it {}",
                Removals(self)
            )
        } else {
            write!(f, "{name} on {digits} in {cells}: {}", Removals(self))
        }
    }
}

/// A step's chains: `r1c2=5 -> r1c7<>5 -> ...`, chains apart with `; `,
/// and `...` where they were cut.
struct Chain<'a>(&'a Step);

impl fmt::Display for Chain<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, link) in self.0.chain_links().enumerate() {
            if i > 0 {
                f.write_str(if link.starts_chain { "; " } else { " -> " })?;
            }
            let sign = if link.on { "=" } else { "<>" };
            write!(f, "{}{sign}{}", Cell(link.cell as usize), link.digit)?;
        }
        if self.0.links_cut {
            f.write_str(" ...")?;
        }
        Ok(())
    }
}

impl Step {
    /// "Forcing X-chain: r4c4=7 -> r5c6<>7 -> ... -> r4c4<>7, so it removes
    /// 7 from r4c4", or "..., so r4c4 is 7".
    fn fmt_chain(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}, so ", self.technique.name(), Chain(self))?;
        match self.kind {
            StepKind::Placement => write!(f, "{} is {}", Cell(self.cell as usize), self.digit),
            _ => write!(f, "it {}", Removals(self)),
        }
    }
}

impl Step {
    /// "Pointing: in box 1, 5 lies only in row 2, so it removes 5 from ..."
    /// and the direct forms, which name the single they leave.
    fn fmt_intersection(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.technique.name();
        let digit = first_digit(self.digits.max(1));
        let pointing = matches!(
            self.technique,
            Technique::Pointing | Technique::DirectPointing
        );
        let the_box = self.house_holding(HouseKind::Box, self.cells);
        let line = self
            .house_holding(HouseKind::Row, self.cells)
            .or_else(|| self.house_holding(HouseKind::Column, self.cells));
        let (source, target) = if pointing {
            (the_box, line)
        } else {
            (line, the_box)
        };
        let (source, target) = (source.unwrap_or(0), target.unwrap_or(0));
        write!(
            f,
            "{name}: in {}, {digit} lies only in {}, so ",
            House(source),
            House(target)
        )?;
        if self.kind == StepKind::Placement {
            let cell = self.cell as usize;
            let third = (0..27).find(|&h| {
                self.houses >> h & 1 != 0
                    && h != source
                    && h != target
                    && HOUSE_SETS[h].contains(cell)
            });
            write!(
                f,
                "{} is the only place for {digit} in {}",
                Cell(cell),
                House(third.unwrap_or(source))
            )
        } else {
            write!(f, "it {}", Removals(self))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffer_too_small_keeps_the_full_length() {
        let mut step = Step::placement(Technique::HiddenSingleRow, 22, 7);
        step.add_house(2);
        let text = "Hidden single in row 3: r3c5 is the only place for 7";
        assert_eq!(step.to_string(), text);
        let mut buf = [0xAAu8; 100];
        assert_eq!(step.write_text(&mut buf), text.len());
        assert_eq!(&buf[..text.len()], text.as_bytes());
        assert_eq!(buf[text.len()], 0);
        let mut small = [0xAAu8; 10];
        assert_eq!(step.write_text(&mut small), text.len());
        assert_eq!(&small[..9], &text.as_bytes()[..9]);
        assert_eq!(small[9], 0);
        assert_eq!(step.write_text(&mut []), text.len());
    }
}
