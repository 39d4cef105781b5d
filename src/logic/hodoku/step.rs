//! One step of a HoDoKu path: its technique (a step number of the table),
//! the cells and digits of its pattern, its placements and eliminations.

use super::table::{step_row, technique_name, StepRow};
use crate::geometry::{col_of, row_of};

/// A candidate: a cell (0-80, row-major) and a digit (1-9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Candidate {
    pub cell: u8,
    pub digit: u8,
}

/// One step of HoDoKu's solution path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HodokuStep {
    /// The HoDoKu step number of its technique (a row of [`super::STEPS`],
    /// or a variant of [`super::VARIANTS`] reported under one).
    pub technique: u32,
    /// The cells that make the pattern, in HoDoKu's order.
    pub cells: Vec<u8>,
    /// The pattern's digits, bit `d - 1` for digit `d`.
    pub digits: u16,
    pub placements: Vec<Candidate>,
    pub eliminations: Vec<Candidate>,
}

impl HodokuStep {
    pub(super) fn new(technique: u32) -> HodokuStep {
        HodokuStep {
            technique,
            cells: Vec::new(),
            digits: 0,
            placements: Vec::new(),
            eliminations: Vec::new(),
        }
    }

    pub(super) fn placing(technique: u32, cell: usize, digit: u8) -> HodokuStep {
        // Sized at once: a single is most of a path's steps.
        HodokuStep {
            technique,
            cells: vec![cell as u8],
            digits: 1 << (digit - 1),
            placements: vec![Candidate {
                cell: cell as u8,
                digit,
            }],
            eliminations: Vec::new(),
        }
    }

    pub(super) fn eliminate(&mut self, cell: usize, digit: u8) {
        self.eliminations.push(Candidate {
            cell: cell as u8,
            digit,
        });
    }

    /// The technique's row of the step table (for a variant such as
    /// Simple Colors Wrap, the row it is reported under).
    pub fn row(&self) -> &'static StepRow {
        step_row(self.technique).expect("steps carry numbers of the table")
    }

    /// The technique's name, as HoDoKu prints it (a variant's own name).
    pub fn name(&self) -> &'static str {
        technique_name(self.technique).expect("steps carry numbers of the table")
    }
}

/// `r1c2=5` for a placement, `r1c2<>5` for an elimination: HoDoKu's notation.
impl Candidate {
    pub fn write(&self, f: &mut impl std::fmt::Write, placed: bool) -> std::fmt::Result {
        let cell = self.cell as usize;
        let op = if placed { "=" } else { "<>" };
        write!(
            f,
            "r{}c{}{}{}",
            row_of(cell) + 1,
            col_of(cell) + 1,
            op,
            self.digit
        )
    }
}

impl std::fmt::Display for HodokuStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())?;
        f.write_str(":")?;
        for placement in &self.placements {
            f.write_str(" ")?;
            placement.write(f, true)?;
        }
        for elimination in &self.eliminations {
            f.write_str(" ")?;
            elimination.write(f, false)?;
        }
        Ok(())
    }
}
