//! One step of a solution path, or a hint: plain fixed-size data, so that it
//! can be copied into a C struct and made without allocating.

use super::masks::Count;
use super::technique::Technique;
use crate::geometry::{CellSet, CELLS};

/// What a step does.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepKind {
    /// Puts [`Step::digit`] in [`Step::cell`].
    Placement = 1,
    /// Removes the candidates in [`Step::eliminations`].
    Elimination = 2,
    /// The player's entry in [`Step::cell`] ([`Step::digit`]) is wrong.
    Mistake = 3,
    /// The pencil marks of [`Step::cell`] lack [`Step::digit`], which the
    /// cell can still hold.
    MissingCandidate = 4,
}

/// [`Step::cell`] when the step has no cell.
pub const NO_CELL: u8 = 255;

/// The most potentials a step's chains keep ([`Step::links`]); a longer
/// chain keeps its first ones and sets [`Step::links_cut`].
pub const MAX_CHAIN_LINKS: usize = 256;

/// One potential of a chain: a candidate assumed true ("r1c2=5", `on`) or
/// false ("r1c2<>5"). A chain lists its potentials in the order they follow
/// from each other, its assumption first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ChainLink {
    /// 0-80, row by row.
    pub cell: u8,
    /// 1-9.
    pub digit: u8,
    /// The candidate is true (`=`), or false (`<>`).
    pub on: bool,
    /// This potential is the assumption a chain starts from; a step with
    /// several chains (one per candidate of a cell, say) starts each so.
    pub starts_chain: bool,
}

impl ChainLink {
    /// The link as [`Step::links`] stores it: bits 0-6 the cell, bits 7-10
    /// the digit, bit 11 `on`, bit 12 `starts_chain`.
    pub const fn to_bits(self) -> u16 {
        self.cell as u16
            | (self.digit as u16) << 7
            | (self.on as u16) << 11
            | (self.starts_chain as u16) << 12
    }

    /// The link stored as `bits` (see [`ChainLink::to_bits`]).
    pub const fn from_bits(bits: u16) -> ChainLink {
        ChainLink {
            cell: (bits & 0x7F) as u8,
            digit: (bits >> 7 & 0xF) as u8,
            on: bits >> 11 & 1 != 0,
            starts_chain: bits >> 12 & 1 != 0,
        }
    }
}

/// A step: what it does, why, and what to highlight.
///
/// A placement found by a "direct" technique (direct pointing, direct hidden
/// pair, ...) lists in `eliminations` the candidates its reasoning removes on
/// the way to the single; they are all sound to remove, but Sudoku Explainer
/// applies only the placement, and so does the rater.
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub kind: StepKind,
    pub technique: Technique,
    /// Sudoku Explainer's rating of this step, in tenths (23 is 2.3).
    pub difficulty: u8,
    /// The cell placed, or the cell of a mistake; [`NO_CELL`] otherwise.
    pub cell: u8,
    /// The digit placed (or wrongly entered, or missing); 0 otherwise.
    pub digit: u8,
    /// For each cell, the candidates the step removes (bit `d - 1` for `d`).
    pub eliminations: [u16; CELLS],
    /// For each cell, the candidates that make up the pattern, to highlight.
    pub pattern: [u16; CELLS],
    /// The pattern's cells: the subset, the fish's corners, the wing's
    /// pivot and wings, the loop, the BUG cells, the excluded pair.
    pub cells: CellSet,
    /// The houses of the pattern, bit `h` for house `h` (rows 0-8, columns
    /// 9-17, boxes 18-26).
    pub houses: u32,
    /// The digits the pattern is about (the subset's, the fish's, the loop's
    /// pair, the BUG values), bit `d - 1` for `d`.
    pub digits: u16,
    /// A chain step's chains, `link_count` potentials of them (0 for other
    /// steps), each a [`ChainLink`] packed as [`ChainLink::to_bits`] says
    /// (read them with [`Step::chain_links`]). Each chain starts with a link
    /// marked [`starts_chain`](ChainLink::starts_chain); every later
    /// potential of a chain follows from the grid and the potentials before
    /// it in that chain. A cycle ends with its first potential again.
    pub links: [u16; MAX_CHAIN_LINKS],
    pub link_count: u16,
    /// The chains had more than [`MAX_CHAIN_LINKS`] potentials: `links`
    /// holds the first ones.
    pub links_cut: bool,
}

impl Default for Step {
    /// An empty step, to fill a buffer for [`explain`](super::explain): an
    /// elimination that removes nothing (no real step is that).
    fn default() -> Step {
        Step::new(StepKind::Elimination, Technique::FullHouse, 0)
    }
}

impl Step {
    /// A step with nothing in it yet.
    pub(crate) fn new(kind: StepKind, technique: Technique, difficulty: u8) -> Step {
        Step {
            kind,
            technique,
            difficulty,
            cell: NO_CELL,
            digit: 0,
            eliminations: [0; CELLS],
            pattern: [0; CELLS],
            cells: CellSet::EMPTY,
            houses: 0,
            digits: 0,
            links: [0; MAX_CHAIN_LINKS],
            link_count: 0,
            links_cut: false,
        }
    }

    /// A step of `technique` at its base rating.
    pub(crate) fn of(kind: StepKind, technique: Technique) -> Step {
        Step::new(kind, technique, technique.difficulty())
    }

    /// A placement of `digit` in `cell`.
    pub(crate) fn placement(technique: Technique, cell: usize, digit: u8) -> Step {
        let mut step = Step::of(StepKind::Placement, technique);
        step.cell = cell as u8;
        step.digit = digit;
        step
    }

    /// The placed cell, if the step places a digit.
    pub fn placed(&self) -> Option<(usize, u8)> {
        (self.kind == StepKind::Placement).then_some((self.cell as usize, self.digit))
    }

    /// The number of candidates eliminated.
    pub fn elimination_count(&self) -> u32 {
        self.eliminations.iter().map(|m| m.count()).sum()
    }

    /// The candidates eliminated, as (cell, digit), cell by cell.
    pub fn eliminated(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        self.eliminations
            .iter()
            .enumerate()
            .flat_map(|(cell, &mask)| super::masks::digits(mask).map(move |d| (cell, d)))
    }

    pub(crate) fn add_house(&mut self, house: usize) {
        self.houses |= 1 << house;
    }

    /// Highlights the candidates `mask` of `cell` and makes it a pattern
    /// cell.
    pub(crate) fn add_cell(&mut self, cell: usize, mask: u16) {
        self.pattern[cell] |= mask;
        self.cells.insert(cell);
    }

    /// Highlights candidates without making the cell a pattern cell.
    pub(crate) fn add_pattern(&mut self, cell: usize, mask: u16) {
        self.pattern[cell] |= mask;
    }

    /// The chains' potentials kept, in order.
    pub fn chain_links(&self) -> impl Iterator<Item = ChainLink> + '_ {
        self.links[..self.link_count as usize]
            .iter()
            .map(|&bits| ChainLink::from_bits(bits))
    }

    /// Appends a chain potential (a cell 0-80, a digit 1-9), or notes that
    /// the chains were cut when there is no room left.
    pub(crate) fn push_link(&mut self, link: ChainLink) {
        match self.links.get_mut(self.link_count as usize) {
            Some(slot) => {
                *slot = link.to_bits();
                self.link_count += 1;
            }
            None => self.links_cut = true,
        }
    }
}
