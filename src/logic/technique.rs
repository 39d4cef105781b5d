//! The techniques, with their fixed numbers, names and Sudoku Explainer
//! ratings.

/// A solving technique (or, for a player's grid, a check).
///
/// The numbers are fixed and only ever appended to: the hundreds give the
/// family (singles 1xx, intersections 2xx, subsets 3xx, fish 4xx, wings 5xx,
/// uniqueness 6xx, exclusion 7xx, chains 8xx, the last resort 9xx), and each
/// family leaves room for later members. Dynamic forcing chains come in
/// levels, ten numbers apart: plain (84x), "(+)" with the simple techniques
/// inside the chains (85x), then nested forcing chains of levels 2 to 5
/// (86x-89x).
#[repr(u16)]
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Technique {
    /// A digit the player entered that is not the solution's.
    WrongEntry = 1,
    /// An empty cell whose pencil marks lack the solution's digit.
    MissingCandidate = 2,

    /// The last empty cell of a house.
    FullHouse = 100,
    /// The only cell of a box that can hold a digit.
    HiddenSingleBox = 101,
    /// The only cell of a row that can hold a digit.
    HiddenSingleRow = 102,
    /// The only cell of a column that can hold a digit.
    HiddenSingleColumn = 103,
    /// A cell with one candidate left.
    NakedSingle = 110,

    /// A box's candidates for a digit lie in one line, which leaves a
    /// hidden single in another box.
    DirectPointing = 200,
    /// A line's candidates for a digit lie in one box, which leaves a
    /// hidden single in another line.
    DirectClaiming = 201,
    /// A box's candidates for a digit lie in one line: the rest of the line
    /// loses the digit.
    Pointing = 210,
    /// A line's candidates for a digit lie in one box: the rest of the box
    /// loses the digit.
    Claiming = 211,

    /// A hidden pair whose eliminations leave a hidden single in its house.
    DirectHiddenPair = 300,
    /// A hidden triple whose eliminations leave a hidden single in its house.
    DirectHiddenTriple = 301,
    NakedPair = 310,
    NakedTriple = 311,
    NakedQuad = 312,
    HiddenPair = 320,
    HiddenTriple = 321,
    HiddenQuad = 322,

    XWing = 400,
    Swordfish = 401,
    Jellyfish = 402,

    XYWing = 500,
    XYZWing = 501,

    UniqueRectangleType1 = 600,
    UniqueRectangleType2 = 601,
    UniqueRectangleType3 = 602,
    UniqueRectangleType4 = 603,
    /// A unique loop: the rectangle's argument on 6, 8 or more cells.
    UniqueLoopType1 = 610,
    UniqueLoopType2 = 611,
    UniqueLoopType3 = 612,
    UniqueLoopType4 = 613,
    /// Bivalue universal grave.
    BugType1 = 620,
    BugType2 = 621,
    BugType3 = 622,
    BugType4 = 623,

    AlignedPairExclusion = 700,
    /// Aligned pair exclusion on three cells.
    AlignedTripletExclusion = 701,

    /// A cycle of one digit: candidates that see two of its ends go.
    XCycle = 800,
    /// A cycle of bivalue cells.
    YCycle = 801,
    /// A cycle through cells and houses.
    XYCycle = 802,
    /// A chain of one digit from a candidate to its negation.
    ForcingXChain = 810,
    /// A forcing X-chain of two strong links (six potentials).
    TurbotFish = 811,
    /// A chain through cells and houses from a candidate to its negation.
    ForcingChain = 812,
    /// A candidate whose assumption leads to a contradiction, with the
    /// links of its own digit only, on the grid the chain reduces.
    NishioForcingChain = 820,
    /// Every candidate of a cell leads to the same conclusion.
    CellForcingChains = 830,
    /// Every place of a digit in a house leads to the same conclusion.
    RegionForcingChains = 831,
    /// Dynamic chains: each potential reduces the grid the next ones see.
    /// A candidate leads to a contradiction.
    DynamicContradictionChains = 840,
    /// A candidate and its negation lead to the same conclusion.
    DynamicDoubleChains = 841,
    DynamicCellChains = 842,
    DynamicRegionChains = 843,
    /// Dynamic chains that also use intersections, pairs and X-Wings on the
    /// reduced grid: "(+)".
    DynamicContradictionChainsPlus = 850,
    DynamicDoubleChainsPlus = 851,
    DynamicCellChainsPlus = 852,
    DynamicRegionChainsPlus = 853,
    /// Dynamic chains with forcing chains and cycles nested inside.
    NestedContradictionChains2 = 860,
    NestedDoubleChains2 = 861,
    NestedCellChains2 = 862,
    NestedRegionChains2 = 863,
    /// Dynamic chains with multiple forcing chains nested inside.
    NestedContradictionChains3 = 870,
    NestedDoubleChains3 = 871,
    NestedCellChains3 = 872,
    NestedRegionChains3 = 873,
    /// Dynamic chains with dynamic forcing chains nested inside.
    NestedContradictionChains4 = 880,
    NestedDoubleChains4 = 881,
    NestedCellChains4 = 882,
    NestedRegionChains4 = 883,
    /// Dynamic chains with dynamic chains nested inside that nest forcing
    /// chains in turn.
    NestedContradictionChains5 = 890,
    NestedDoubleChains5 = 891,
    NestedCellChains5 = 892,
    NestedRegionChains5 = 893,

    /// Past every technique: the cell's digit is the one the puzzle's
    /// unique solution has (every other candidate leads to no solution).
    BruteForce = 900,
}

/// The families of techniques, as the hundreds of their numbers.
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    Checks,
    Singles,
    Intersections,
    Subsets,
    Fish,
    Wings,
    Uniqueness,
    Exclusion,
    Chains,
    LastResort,
}

impl Technique {
    /// Every technique, in number order.
    pub const ALL: [Technique; 72] = [
        Technique::WrongEntry,
        Technique::MissingCandidate,
        Technique::FullHouse,
        Technique::HiddenSingleBox,
        Technique::HiddenSingleRow,
        Technique::HiddenSingleColumn,
        Technique::NakedSingle,
        Technique::DirectPointing,
        Technique::DirectClaiming,
        Technique::Pointing,
        Technique::Claiming,
        Technique::DirectHiddenPair,
        Technique::DirectHiddenTriple,
        Technique::NakedPair,
        Technique::NakedTriple,
        Technique::NakedQuad,
        Technique::HiddenPair,
        Technique::HiddenTriple,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::UniqueRectangleType1,
        Technique::UniqueRectangleType2,
        Technique::UniqueRectangleType3,
        Technique::UniqueRectangleType4,
        Technique::UniqueLoopType1,
        Technique::UniqueLoopType2,
        Technique::UniqueLoopType3,
        Technique::UniqueLoopType4,
        Technique::BugType1,
        Technique::BugType2,
        Technique::BugType3,
        Technique::BugType4,
        Technique::AlignedPairExclusion,
        Technique::AlignedTripletExclusion,
        Technique::XCycle,
        Technique::YCycle,
        Technique::XYCycle,
        Technique::ForcingXChain,
        Technique::TurbotFish,
        Technique::ForcingChain,
        Technique::NishioForcingChain,
        Technique::CellForcingChains,
        Technique::RegionForcingChains,
        Technique::DynamicContradictionChains,
        Technique::DynamicDoubleChains,
        Technique::DynamicCellChains,
        Technique::DynamicRegionChains,
        Technique::DynamicContradictionChainsPlus,
        Technique::DynamicDoubleChainsPlus,
        Technique::DynamicCellChainsPlus,
        Technique::DynamicRegionChainsPlus,
        Technique::NestedContradictionChains2,
        Technique::NestedDoubleChains2,
        Technique::NestedCellChains2,
        Technique::NestedRegionChains2,
        Technique::NestedContradictionChains3,
        Technique::NestedDoubleChains3,
        Technique::NestedCellChains3,
        Technique::NestedRegionChains3,
        Technique::NestedContradictionChains4,
        Technique::NestedDoubleChains4,
        Technique::NestedCellChains4,
        Technique::NestedRegionChains4,
        Technique::NestedContradictionChains5,
        Technique::NestedDoubleChains5,
        Technique::NestedCellChains5,
        Technique::NestedRegionChains5,
        Technique::BruteForce,
    ];

    /// The technique with this number, if there is one.
    pub fn from_number(number: u16) -> Option<Technique> {
        Technique::ALL.into_iter().find(|&t| t as u16 == number)
    }

    /// The fixed number (the C value).
    pub const fn number(self) -> u16 {
        self as u16
    }

    /// Its family.
    pub const fn family(self) -> Family {
        match self as u16 / 100 {
            0 => Family::Checks,
            1 => Family::Singles,
            2 => Family::Intersections,
            3 => Family::Subsets,
            4 => Family::Fish,
            5 => Family::Wings,
            6 => Family::Uniqueness,
            7 => Family::Exclusion,
            8 => Family::Chains,
            _ => Family::LastResort,
        }
    }

    /// The English name, stable across versions.
    pub const fn name(self) -> &'static str {
        use Technique::*;
        match self {
            WrongEntry => "Wrong entry",
            MissingCandidate => "Missing candidate",
            FullHouse => "Full house",
            HiddenSingleBox => "Hidden single in a box",
            HiddenSingleRow => "Hidden single in a row",
            HiddenSingleColumn => "Hidden single in a column",
            NakedSingle => "Naked single",
            DirectPointing => "Direct pointing",
            DirectClaiming => "Direct claiming",
            Pointing => "Pointing",
            Claiming => "Claiming",
            DirectHiddenPair => "Direct hidden pair",
            DirectHiddenTriple => "Direct hidden triple",
            NakedPair => "Naked pair",
            NakedTriple => "Naked triple",
            NakedQuad => "Naked quad",
            HiddenPair => "Hidden pair",
            HiddenTriple => "Hidden triple",
            HiddenQuad => "Hidden quad",
            XWing => "X-Wing",
            Swordfish => "Swordfish",
            Jellyfish => "Jellyfish",
            XYWing => "XY-Wing",
            XYZWing => "XYZ-Wing",
            UniqueRectangleType1 => "Unique rectangle type 1",
            UniqueRectangleType2 => "Unique rectangle type 2",
            UniqueRectangleType3 => "Unique rectangle type 3",
            UniqueRectangleType4 => "Unique rectangle type 4",
            UniqueLoopType1 => "Unique loop type 1",
            UniqueLoopType2 => "Unique loop type 2",
            UniqueLoopType3 => "Unique loop type 3",
            UniqueLoopType4 => "Unique loop type 4",
            BugType1 => "BUG type 1",
            BugType2 => "BUG type 2",
            BugType3 => "BUG type 3",
            BugType4 => "BUG type 4",
            AlignedPairExclusion => "Aligned pair exclusion",
            AlignedTripletExclusion => "Aligned triplet exclusion",
            XCycle => "X-cycle",
            YCycle => "Y-cycle",
            XYCycle => "XY-cycle",
            ForcingXChain => "Forcing X-chain",
            TurbotFish => "Turbot fish",
            ForcingChain => "Forcing chain",
            NishioForcingChain => "Nishio forcing chain",
            CellForcingChains => "Cell forcing chains",
            RegionForcingChains => "Region forcing chains",
            DynamicContradictionChains => "Dynamic contradiction forcing chains",
            DynamicDoubleChains => "Dynamic double forcing chains",
            DynamicCellChains => "Dynamic cell forcing chains",
            DynamicRegionChains => "Dynamic region forcing chains",
            DynamicContradictionChainsPlus => "Dynamic contradiction forcing chains (+)",
            DynamicDoubleChainsPlus => "Dynamic double forcing chains (+)",
            DynamicCellChainsPlus => "Dynamic cell forcing chains (+)",
            DynamicRegionChainsPlus => "Dynamic region forcing chains (+)",
            NestedContradictionChains2 => "Dynamic contradiction forcing chains (+ forcing chains)",
            NestedDoubleChains2 => "Dynamic double forcing chains (+ forcing chains)",
            NestedCellChains2 => "Dynamic cell forcing chains (+ forcing chains)",
            NestedRegionChains2 => "Dynamic region forcing chains (+ forcing chains)",
            NestedContradictionChains3 => {
                "Dynamic contradiction forcing chains (+ multiple forcing chains)"
            }
            NestedDoubleChains3 => "Dynamic double forcing chains (+ multiple forcing chains)",
            NestedCellChains3 => "Dynamic cell forcing chains (+ multiple forcing chains)",
            NestedRegionChains3 => "Dynamic region forcing chains (+ multiple forcing chains)",
            NestedContradictionChains4 => {
                "Dynamic contradiction forcing chains (+ dynamic forcing chains)"
            }
            NestedDoubleChains4 => "Dynamic double forcing chains (+ dynamic forcing chains)",
            NestedCellChains4 => "Dynamic cell forcing chains (+ dynamic forcing chains)",
            NestedRegionChains4 => "Dynamic region forcing chains (+ dynamic forcing chains)",
            NestedContradictionChains5 => {
                "Dynamic contradiction forcing chains (+ dynamic forcing chains (+ forcing chains))"
            }
            NestedDoubleChains5 => {
                "Dynamic double forcing chains (+ dynamic forcing chains (+ forcing chains))"
            }
            NestedCellChains5 => {
                "Dynamic cell forcing chains (+ dynamic forcing chains (+ forcing chains))"
            }
            NestedRegionChains5 => {
                "Dynamic region forcing chains (+ dynamic forcing chains (+ forcing chains))"
            }
            BruteForce => "Brute force",
        }
    }

    /// The Sudoku Explainer rating in tenths, for the smallest pattern of the
    /// technique. Unique loops add 0.1 for 6 or 7 cells, 0.2 for 8 or 9 and
    /// 0.5 for 10 or more; a type-3 rectangle or loop and BUG type 3 add
    /// 0.1 for each cell of their subset beyond the first; chains add 0.1
    /// for each of the lengths 4, 6, 8, 12, 16, 24, 32, ... that their
    /// length (less 2) exceeds; a step carries its own rating in
    /// [`Step::difficulty`](super::Step::difficulty). Brute force, past
    /// every technique, is 20.0, the rating serate prints for a puzzle its
    /// rules cannot solve.
    pub const fn difficulty(self) -> u8 {
        use Technique::*;
        match self {
            WrongEntry | MissingCandidate => 0,
            FullHouse => 10,
            HiddenSingleBox => 12,
            HiddenSingleRow | HiddenSingleColumn => 15,
            DirectPointing => 17,
            DirectClaiming => 19,
            DirectHiddenPair => 20,
            NakedSingle => 23,
            DirectHiddenTriple => 25,
            Pointing => 26,
            Claiming => 28,
            NakedPair => 30,
            XWing => 32,
            HiddenPair => 34,
            NakedTriple => 36,
            Swordfish => 38,
            HiddenTriple => 40,
            XYWing => 42,
            XYZWing => 44,
            UniqueRectangleType1 | UniqueRectangleType2 | UniqueRectangleType3
            | UniqueRectangleType4 => 45,
            UniqueLoopType1 | UniqueLoopType2 | UniqueLoopType3 | UniqueLoopType4 => 46,
            NakedQuad => 50,
            Jellyfish => 52,
            HiddenQuad => 54,
            BugType1 => 56,
            BugType2 | BugType4 => 57,
            BugType3 => 58,
            AlignedPairExclusion => 62,
            XCycle | YCycle => 65,
            ForcingXChain | TurbotFish => 66,
            XYCycle | ForcingChain => 70,
            AlignedTripletExclusion | NishioForcingChain => 75,
            CellForcingChains | RegionForcingChains => 80,
            DynamicContradictionChains
            | DynamicDoubleChains
            | DynamicCellChains
            | DynamicRegionChains => 85,
            DynamicContradictionChainsPlus
            | DynamicDoubleChainsPlus
            | DynamicCellChainsPlus
            | DynamicRegionChainsPlus => 90,
            NestedContradictionChains2
            | NestedDoubleChains2
            | NestedCellChains2
            | NestedRegionChains2 => 95,
            NestedContradictionChains3
            | NestedDoubleChains3
            | NestedCellChains3
            | NestedRegionChains3 => 100,
            NestedContradictionChains4
            | NestedDoubleChains4
            | NestedCellChains4
            | NestedRegionChains4 => 105,
            NestedContradictionChains5
            | NestedDoubleChains5
            | NestedCellChains5
            | NestedRegionChains5 => 110,
            BruteForce => 200,
        }
    }
}

impl std::fmt::Display for Technique {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_unique_and_found_again() {
        let all = Technique::ALL;
        for (i, &t) in all.iter().enumerate() {
            assert_eq!(Technique::from_number(t.number()), Some(t));
            assert!(all[..i].iter().all(|&u| u.number() < t.number()));
            assert!(!t.name().is_empty());
        }
        assert_eq!(Technique::from_number(0), None);
        assert_eq!(Technique::from_number(699), None);
        assert_eq!(Technique::XWing.family(), Family::Fish);
        assert_eq!(Technique::AlignedPairExclusion.family(), Family::Exclusion);
    }
}
