//! The techniques, with their fixed numbers, names and Sudoku Explainer
//! ratings: one table, the rows of `technique_table!` below, from which the
//! enum, [`Technique::ALL`], [`Technique::name`] and
//! [`Technique::difficulty`] are made. The C constants (src/ffi/technique.rs,
//! include/sudoku.h) and the Python enum are copies that
//! tests/technique_table.rs compares with it.

/// Makes [`Technique`] and its table from one list of rows, each
/// `Variant = number, "English name", Sudoku Explainer rating in tenths;`
/// (with the variant's documentation above it).
macro_rules! technique_table {
    ($($(#[$doc:meta])* $variant:ident = $number:literal, $name:literal, $rating:literal;)*) => {
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
            $($(#[$doc])* $variant = $number,)*
        }

        impl Technique {
            /// Every technique, in number order.
            pub const ALL: [Technique; 0 $(+ technique_table!(@one $variant))*] =
                [$(Technique::$variant,)*];

            /// The English name, stable across versions.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Technique::$variant => $name,)*
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
                match self {
                    $(Technique::$variant => $rating,)*
                }
            }
        }
    };
    (@one $variant:ident) => {
        1
    };
}

technique_table! {
    /// A digit the player entered that is not the solution's.
    WrongEntry = 1, "Wrong entry", 0;
    /// An empty cell whose pencil marks lack the solution's digit.
    MissingCandidate = 2, "Missing candidate", 0;

    /// The last empty cell of a house.
    FullHouse = 100, "Full house", 10;
    /// The only cell of a box that can hold a digit.
    HiddenSingleBox = 101, "Hidden single in a box", 12;
    /// The only cell of a row that can hold a digit.
    HiddenSingleRow = 102, "Hidden single in a row", 15;
    /// The only cell of a column that can hold a digit.
    HiddenSingleColumn = 103, "Hidden single in a column", 15;
    /// A cell with one candidate left.
    NakedSingle = 110, "Naked single", 23;

    /// A box's candidates for a digit lie in one line, which leaves a
    /// hidden single in another box.
    DirectPointing = 200, "Direct pointing", 17;
    /// A line's candidates for a digit lie in one box, which leaves a
    /// hidden single in another line.
    DirectClaiming = 201, "Direct claiming", 19;
    /// A box's candidates for a digit lie in one line: the rest of the line
    /// loses the digit.
    Pointing = 210, "Pointing", 26;
    /// A line's candidates for a digit lie in one box: the rest of the box
    /// loses the digit.
    Claiming = 211, "Claiming", 28;

    /// A hidden pair whose eliminations leave a hidden single in its house.
    DirectHiddenPair = 300, "Direct hidden pair", 20;
    /// A hidden triple whose eliminations leave a hidden single in its house.
    DirectHiddenTriple = 301, "Direct hidden triple", 25;
    NakedPair = 310, "Naked pair", 30;
    NakedTriple = 311, "Naked triple", 36;
    NakedQuad = 312, "Naked quad", 50;
    HiddenPair = 320, "Hidden pair", 34;
    HiddenTriple = 321, "Hidden triple", 40;
    HiddenQuad = 322, "Hidden quad", 54;

    XWing = 400, "X-Wing", 32;
    Swordfish = 401, "Swordfish", 38;
    Jellyfish = 402, "Jellyfish", 52;

    XYWing = 500, "XY-Wing", 42;
    XYZWing = 501, "XYZ-Wing", 44;

    UniqueRectangleType1 = 600, "Unique rectangle type 1", 45;
    UniqueRectangleType2 = 601, "Unique rectangle type 2", 45;
    UniqueRectangleType3 = 602, "Unique rectangle type 3", 45;
    UniqueRectangleType4 = 603, "Unique rectangle type 4", 45;
    /// A unique loop: the rectangle's argument on 6, 8 or more cells.
    UniqueLoopType1 = 610, "Unique loop type 1", 46;
    UniqueLoopType2 = 611, "Unique loop type 2", 46;
    UniqueLoopType3 = 612, "Unique loop type 3", 46;
    UniqueLoopType4 = 613, "Unique loop type 4", 46;
    /// Bivalue universal grave.
    BugType1 = 620, "BUG type 1", 56;
    BugType2 = 621, "BUG type 2", 57;
    BugType3 = 622, "BUG type 3", 58;
    BugType4 = 623, "BUG type 4", 57;

    AlignedPairExclusion = 700, "Aligned pair exclusion", 62;
    /// Aligned pair exclusion on three cells.
    AlignedTripletExclusion = 701, "Aligned triplet exclusion", 75;

    /// A cycle of one digit: candidates that see two of its ends go.
    XCycle = 800, "X-cycle", 65;
    /// A cycle of bivalue cells.
    YCycle = 801, "Y-cycle", 65;
    /// A cycle through cells and houses.
    XYCycle = 802, "XY-cycle", 70;
    /// A chain of one digit from a candidate to its negation.
    ForcingXChain = 810, "Forcing X-chain", 66;
    /// A forcing X-chain of two strong links (six potentials).
    TurbotFish = 811, "Turbot fish", 66;
    /// A chain through cells and houses from a candidate to its negation.
    ForcingChain = 812, "Forcing chain", 70;
    /// A candidate whose assumption leads to a contradiction, with the
    /// links of its own digit only, on the grid the chain reduces.
    NishioForcingChain = 820, "Nishio forcing chain", 75;
    /// Every candidate of a cell leads to the same conclusion.
    CellForcingChains = 830, "Cell forcing chains", 80;
    /// Every place of a digit in a house leads to the same conclusion.
    RegionForcingChains = 831, "Region forcing chains", 80;
    /// Dynamic chains: each potential reduces the grid the next ones see.
    /// A candidate leads to a contradiction.
    DynamicContradictionChains = 840, "Dynamic contradiction forcing chains", 85;
    /// A candidate and its negation lead to the same conclusion.
    DynamicDoubleChains = 841, "Dynamic double forcing chains", 85;
    DynamicCellChains = 842, "Dynamic cell forcing chains", 85;
    DynamicRegionChains = 843, "Dynamic region forcing chains", 85;
    /// Dynamic chains that also use intersections, pairs and X-Wings on the
    /// reduced grid: "(+)".
    DynamicContradictionChainsPlus = 850, "Dynamic contradiction forcing chains (+)", 90;
    DynamicDoubleChainsPlus = 851, "Dynamic double forcing chains (+)", 90;
    DynamicCellChainsPlus = 852, "Dynamic cell forcing chains (+)", 90;
    DynamicRegionChainsPlus = 853, "Dynamic region forcing chains (+)", 90;
    /// Dynamic chains with forcing chains and cycles nested inside.
    NestedContradictionChains2 = 860, "Dynamic contradiction forcing chains (+ forcing chains)", 95;
    NestedDoubleChains2 = 861, "Dynamic double forcing chains (+ forcing chains)", 95;
    NestedCellChains2 = 862, "Dynamic cell forcing chains (+ forcing chains)", 95;
    NestedRegionChains2 = 863, "Dynamic region forcing chains (+ forcing chains)", 95;
    /// Dynamic chains with multiple forcing chains nested inside.
    NestedContradictionChains3 = 870, "Dynamic contradiction forcing chains (+ multiple forcing chains)", 100;
    NestedDoubleChains3 = 871, "Dynamic double forcing chains (+ multiple forcing chains)", 100;
    NestedCellChains3 = 872, "Dynamic cell forcing chains (+ multiple forcing chains)", 100;
    NestedRegionChains3 = 873, "Dynamic region forcing chains (+ multiple forcing chains)", 100;
    /// Dynamic chains with dynamic forcing chains nested inside.
    NestedContradictionChains4 = 880, "Dynamic contradiction forcing chains (+ dynamic forcing chains)", 105;
    NestedDoubleChains4 = 881, "Dynamic double forcing chains (+ dynamic forcing chains)", 105;
    NestedCellChains4 = 882, "Dynamic cell forcing chains (+ dynamic forcing chains)", 105;
    NestedRegionChains4 = 883, "Dynamic region forcing chains (+ dynamic forcing chains)", 105;
    /// Dynamic chains with dynamic chains nested inside that nest forcing
    /// chains in turn.
    NestedContradictionChains5 = 890, "Dynamic contradiction forcing chains (+ dynamic forcing chains (+ forcing chains))", 110;
    NestedDoubleChains5 = 891, "Dynamic double forcing chains (+ dynamic forcing chains (+ forcing chains))", 110;
    NestedCellChains5 = 892, "Dynamic cell forcing chains (+ dynamic forcing chains (+ forcing chains))", 110;
    NestedRegionChains5 = 893, "Dynamic region forcing chains (+ dynamic forcing chains (+ forcing chains))", 110;

    /// Past every technique: the cell's digit is the one the puzzle's
    /// unique solution has (every other candidate leads to no solution).
    BruteForce = 900, "Brute force", 200;
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
