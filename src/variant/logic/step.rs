//! One step of a logical solve: the technique, what it places and removes,
//! and the houses and cells of its pattern.

use super::layout::Layout;
use super::singles::cells_at;

/// The techniques, each named as players name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Technique {
    /// The last empty cell of a house.
    LastInHouse,
    /// The only place left for a digit in a house.
    HiddenSingle,
    /// The only digit left for a cell.
    NakedSingle,
    /// A digit locked in the intersection of two houses leaves a hidden
    /// single in a third house (placement only, as SukakuExplainer's
    /// "direct pointing" reports it).
    DirectPointing,
    /// A hidden set of this many digits leaves a hidden single in its house.
    DirectHiddenSet(u8),
    /// A digit locked in a box's intersection with a line, removed from the
    /// rest of the line.
    Pointing,
    /// A digit locked in a line's (or extra house's) intersection with a
    /// box, removed from the rest of the box.
    Claiming,
    /// A digit whose places in a house all see a cell cannot be in that
    /// cell (SukakuExplainer's "generalized intersections", VLocking).
    GeneralisedLocking,
    /// N cells of a house with N digits between them: the digits leave the
    /// house's other cells.
    NakedSet(u8),
    /// A naked set whose digits leave every cell that sees all of the set's
    /// cells holding that digit, inside the house or not.
    GeneralisedNakedSet(u8),
    /// N digits with N places between them in a house: those cells hold
    /// nothing else.
    HiddenSet(u8),
    /// X-wing (2), swordfish (3), jellyfish (4), over rows and columns.
    Fish(u8),
    /// A candidate that no candidate of its partner in a pair rule
    /// (thermometer, dot, non-consecutive) allows.
    PairRule,
    /// A cell of two or three candidates whose every candidate forbids a
    /// digit in its non-consecutive neighbours.
    NonConsecutiveForcingCell,
    /// A digit's places in a house all touch (or are) a cell, which then
    /// cannot hold the digit's consecutive neighbours.
    LockedNonConsecutive,
    /// A candidate that no filling of its killer cage's sum allows (the
    /// cage's digits differ, and it holds every digit a full house can
    /// place only inside it).
    CageCombination,
    /// A digit every filling of a cage uses, whose places in the cage all
    /// see a cell outside it: that cell cannot hold it.
    CagePointing,
    /// The 45 rule over this many houses: the cells left out of the cages
    /// wholly inside them add up to what those cages leave.
    Innies(u8),
    /// The 45 rule over this many houses: the cells of the cages that stick
    /// out of them add up to the cages' sum less the houses' total.
    Outies(u8),
    /// The 45 rule over this many houses, each crossing cage counted by
    /// its smaller side: the innies less the outies make a known number.
    InniesLessOuties(u8),
    /// Jigsaw: this many consecutive rows or columns and as many regions
    /// leave cells that hold the same digits.
    LawOfLeftovers(u8),
    /// Two strong links in parallel lines joined by a weak link.
    Skyscraper,
    /// Two strong links, one in a row and one in a column.
    TwoStringKite,
    /// A two-candidate pivot seeing two two-candidate pincers that share a
    /// third digit: cells seeing both pincers lose it.
    XyWing,
    /// A three-candidate pivot seeing two two-candidate pincers within its
    /// digits: cells seeing all three lose the pincers' shared digit.
    XyzWing,
    /// Two strong links in other houses (a box, an extra house), or two
    /// links closed into a loop.
    TurbotFish,
    /// A chain of this many strong links (three or more) on one digit,
    /// joined by weak links: one of its far ends holds the digit; closed
    /// into a loop, every weak link's two sides do too.
    StrongLinks(u8),
    /// A loop of cells holding the same two digits (a unique rectangle or
    /// longer loop) that one solution forbids, of this type (1, 2 or 4).
    UniqueLoop(u8),
    /// Three cells that see each other hold four digits, and a fourth cell
    /// of two of them sees every wing cell holding one: the other leaves
    /// every cell seeing the fourth cell and the wing cells holding it.
    WxyzWing,
    /// Four cells that see each other hold five digits, and a pivot of two
    /// of them sees every wing cell holding one: the other leaves every
    /// cell seeing the pivot and the wing cells holding it.
    VwxyzWing,
    /// The same with five wing cells holding six digits.
    UvwxyzWing,
    /// The same with six wing cells holding seven digits.
    TuvwxyzWing,
    /// Assuming a candidate true (or false) leads, link by link, to its
    /// opposite: the assumption is wrong.
    ForcingChain(ChainLinks),
    /// A chain of links that closes on itself: a candidate seen by an on
    /// and an off potential of its digit goes.
    BidirectionalCycle(ChainLinks),
    /// This many cells (2 or 3) with two or more common excluders (cells
    /// they all see, of few candidates): a candidate that every
    /// combination with the others' candidates rules out (a digit twice
    /// in cells that see each other, or an excluder left empty) goes.
    AlignedExclusion(u8),
    /// SukakuExplainer's dynamic forcing chains (+): a cell, region,
    /// contradiction or double chain whose walk, when its links run dry,
    /// also takes what pointing and claiming (or generalised locking),
    /// hidden and naked pairs and X-wings remove from the grid it has
    /// reached.
    ForcingChainPlus(ChainLinks),
    /// A bivalue universal grave of this type (1 to 4): a grid whose every
    /// empty cell held two candidates and every digit two places in each
    /// house would have two solutions, so the extra candidates that keep
    /// it from one decide.
    Bug(u8),
    /// Not a technique: the project's own scale's last resort. No
    /// technique of the scale finds a step, so one cell takes its digit
    /// from the puzzle's unique solution (counted by the search engine).
    Guess,
}

/// The links a chain may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChainLinks {
    /// A digit's places in houses only (X links).
    X,
    /// A cell's candidates only (Y links).
    Y,
    /// Both.
    Both,
    /// A digit's places in houses, each place turned off removed before
    /// the next link is read (Nishio: a contradiction, not the start's
    /// opposite, ends the chain).
    Nishio,
    /// Every candidate of one cell, each assumed true, leads to the same
    /// potential (X and Y links, static): cell forcing chains.
    Cell,
    /// Every place of a digit in one house, each assumed true, leads to the
    /// same potential: region forcing chains.
    Region,
    /// A candidate assumed true (or false) leads, each place turned off
    /// gone for later links, to a candidate both true and false: the
    /// assumption is wrong (dynamic contradiction chains).
    Contradiction,
    /// A candidate assumed true and assumed false leads to the same
    /// potential (dynamic double chains).
    Double,
}

impl Technique {
    /// The name a player reads.
    pub fn name(&self) -> String {
        let set = |k: u8| match k {
            2 => "Pair",
            3 => "Triple",
            4 => "Quad",
            _ => "Set",
        };
        match *self {
            Technique::LastInHouse => "Last Cell in House".into(),
            Technique::HiddenSingle => "Hidden Single".into(),
            Technique::NakedSingle => "Naked Single".into(),
            Technique::DirectPointing => "Direct Pointing".into(),
            Technique::DirectHiddenSet(k) => format!("Direct Hidden {}", set(k)),
            Technique::Pointing => "Pointing".into(),
            Technique::Claiming => "Claiming".into(),
            Technique::GeneralisedLocking => "Generalised Locking".into(),
            Technique::NakedSet(k) => format!("Naked {}", set(k)),
            Technique::GeneralisedNakedSet(k) => format!("Generalised Naked {}", set(k)),
            Technique::HiddenSet(k) => format!("Hidden {}", set(k)),
            Technique::Fish(2) => "X-Wing".into(),
            Technique::Fish(3) => "Swordfish".into(),
            Technique::Fish(_) => "Jellyfish".into(),
            Technique::NonConsecutiveForcingCell => "Non-Consecutive Forcing Cell".into(),
            Technique::LockedNonConsecutive => "Locked Non-Consecutive".into(),
            Technique::PairRule => "Pair Rule".into(),
            Technique::CageCombination => "Cage Combination".into(),
            Technique::CagePointing => "Cage Pointing".into(),
            Technique::Innies(1) => "Innies (45 rule)".into(),
            Technique::Innies(k) => format!("Innies (45 rule over {k} houses)"),
            Technique::Outies(1) => "Outies (45 rule)".into(),
            Technique::Outies(k) => format!("Outies (45 rule over {k} houses)"),
            Technique::InniesLessOuties(1) => "Innies and Outies (45 rule)".into(),
            Technique::InniesLessOuties(k) => {
                format!("Innies and Outies (45 rule over {k} houses)")
            }
            Technique::LawOfLeftovers(_) => "Law of Leftovers".into(),
            Technique::Skyscraper => "Skyscraper".into(),
            Technique::XyWing => "XY-Wing".into(),
            Technique::XyzWing => "XYZ-Wing".into(),
            Technique::TwoStringKite => "2-String Kite".into(),
            Technique::TurbotFish => "Turbot Fish".into(),
            Technique::StrongLinks(3) => "Three Strong Links".into(),
            Technique::StrongLinks(4) => "Four Strong Links".into(),
            Technique::StrongLinks(k) => format!("{k} Strong Links"),
            Technique::UniqueLoop(k) => format!("Unique Loop type {k}"),
            Technique::WxyzWing => "WXYZ-Wing".into(),
            Technique::VwxyzWing => "VWXYZ-Wing".into(),
            Technique::UvwxyzWing => "UVWXYZ-Wing".into(),
            Technique::TuvwxyzWing => "TUVWXYZ-Wing".into(),
            Technique::ForcingChain(ChainLinks::X) => "Forcing X-Chain".into(),
            Technique::ForcingChain(ChainLinks::Y) => "Forcing Y-Chain".into(),
            Technique::ForcingChain(ChainLinks::Both) => "Forcing Chain".into(),
            Technique::BidirectionalCycle(ChainLinks::X) => "Bidirectional X-Cycle".into(),
            Technique::BidirectionalCycle(ChainLinks::Y) => "Bidirectional Y-Cycle".into(),
            Technique::BidirectionalCycle(ChainLinks::Both) => "Bidirectional Cycle".into(),
            Technique::ForcingChain(ChainLinks::Nishio) => "Nishio Forcing Chain".into(),
            Technique::BidirectionalCycle(ChainLinks::Nishio) => "Nishio Cycle".into(),
            Technique::ForcingChain(ChainLinks::Cell) => "Cell Forcing Chains".into(),
            Technique::ForcingChain(ChainLinks::Region) => "Region Forcing Chains".into(),
            Technique::ForcingChain(ChainLinks::Contradiction) => {
                "Contradiction Forcing Chain".into()
            }
            Technique::ForcingChain(ChainLinks::Double) => "Double Forcing Chain".into(),
            // Not made: these chains do not close.
            Technique::BidirectionalCycle(
                ChainLinks::Cell
                | ChainLinks::Region
                | ChainLinks::Contradiction
                | ChainLinks::Double,
            ) => "Forcing Chains Cycle".into(),
            Technique::AlignedExclusion(2) => "Aligned Pair Exclusion".into(),
            Technique::AlignedExclusion(3) => "Aligned Triplet Exclusion".into(),
            Technique::AlignedExclusion(k) => format!("Aligned Exclusion of {k} Cells"),
            Technique::ForcingChainPlus(links) => {
                format!("{} (+)", Technique::ForcingChain(links).name())
            }
            Technique::Bug(k) => format!("BUG type {k}"),
            Technique::Guess => "Guess".into(),
        }
    }
}

/// One deduction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub technique: Technique,
    /// (cell, digit) set by the step.
    pub placements: Vec<(usize, u8)>,
    /// (cell, digit) candidates removed by the step.
    pub eliminations: Vec<(usize, u8)>,
    /// The pattern's houses, as indices into the layout's houses, in the
    /// order the technique uses them (base house first).
    pub houses: Vec<usize>,
    /// The pattern's cells.
    pub cells: Vec<usize>,
    /// The pattern's digits, bit `d - 1` for digit `d`.
    pub digits: u32,
}

impl Step {
    pub(super) fn placing(
        technique: Technique,
        cell: usize,
        digit: u8,
        houses: Vec<usize>,
    ) -> Step {
        Step {
            technique,
            placements: vec![(cell, digit)],
            eliminations: Vec::new(),
            houses,
            cells: vec![cell],
            digits: 1 << (digit - 1),
        }
    }
}

/// A step that places one digit and removes nothing (SukakuExplainer's
/// singles and direct techniques), in the few numbers it is made of: a
/// rating that keeps no path never builds its `Step` (three lists).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Placing {
    pub technique: Technique,
    pub cell: usize,
    pub digit: u8,
    /// The pattern's houses, base house first: `houses[..house_count]`.
    houses: [usize; 3],
    house_count: u8,
    /// The pattern's cells besides `cell`, as positions in the base house.
    pattern: u32,
    /// The pattern's digits, bit `d - 1` for digit `d`.
    digits: u32,
}

impl Placing {
    /// Placing `digit` in `cell` from at most three houses.
    pub fn new(technique: Technique, cell: usize, digit: u8, houses: &[usize]) -> Placing {
        let mut kept = [0; 3];
        kept[..houses.len()].copy_from_slice(houses);
        Placing {
            technique,
            cell,
            digit,
            houses: kept,
            house_count: houses.len() as u8,
            pattern: 0,
            digits: 1 << (digit - 1),
        }
    }

    /// With the pattern's other cells (positions in the base house) and
    /// its digits.
    pub fn with_pattern(self, pattern: u32, digits: u32) -> Placing {
        Placing {
            pattern,
            digits,
            ..self
        }
    }

    /// The pattern's houses, base house first.
    pub fn houses(&self) -> &[usize] {
        &self.houses[..usize::from(self.house_count)]
    }

    /// The `Step` it stands for: the pattern's cells (those of the base
    /// house at `pattern`, then `cell`).
    pub fn step(&self, layout: &Layout) -> Step {
        let mut step = Step::placing(
            self.technique,
            self.cell,
            self.digit,
            self.houses().to_vec(),
        );
        if self.pattern != 0 {
            step.cells = cells_at(layout, self.houses[0], self.pattern);
            step.cells.push(self.cell);
        }
        step.digits = self.digits;
        step
    }
}
