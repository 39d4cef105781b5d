//! The technique numbers and names of the C API: `SUDOKU_TECHNIQUE_*`, the
//! numbers of [`crate::logic::Technique`], whose table is the one source.
//! cbindgen reads only a written-out enum, so the constants are copied
//! here; tests/technique_table.rs compares the header's values, names and
//! documented ratings with the table. The names come from the table.

use std::ffi::{c_char, c_int};

use super::guarded;
use crate::logic::Technique as T;

/// A solving technique, the `technique` of a sudoku_step or sudoku_rating.
/// The values are fixed and only ever appended; the hundreds give the
/// family: checks of a player's grid below 100, singles 1xx, intersections
/// 2xx, subsets 3xx, fish 4xx, wings 5xx, uniqueness 6xx, exclusion 7xx,
/// chains 8xx, and brute force past every technique 9xx. Each family
/// leaves room for later members. A program should treat a value it does not know as a harder
/// technique of its family: sudoku_technique_name names it.
///
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=prefix:SUDOKU_TECHNIQUE_
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Spelled as C sees them, SUDOKU_TECHNIQUE_ prefix aside.
#[allow(non_camel_case_types)]
pub enum Technique {
    /// No technique: the `technique` of a rating with no step (a complete
    /// grid).
    NONE = 0,

    // Checks of a player's grid (sudoku_hint): 1-99.
    /// Wrong entry (no SE rating). A digit the player entered that is not the
    /// solution's.
    WRONG_ENTRY = 1,
    /// Missing candidate (no SE rating). An empty cell whose pencil marks lack
    /// the solution's digit.
    MISSING_CANDIDATE = 2,

    // Singles: 1xx.
    /// Full house (SE 1.0). The last empty cell of a house.
    FULL_HOUSE = 100,
    /// Hidden single in a box (SE 1.2). The only cell of a box that can hold a
    /// digit.
    HIDDEN_SINGLE_BOX = 101,
    /// Hidden single in a row (SE 1.5). The only cell of a row that can hold a
    /// digit.
    HIDDEN_SINGLE_ROW = 102,
    /// Hidden single in a column (SE 1.5). The only cell of a column that can
    /// hold a digit.
    HIDDEN_SINGLE_COLUMN = 103,
    /// Naked single (SE 2.3). A cell with one candidate left.
    NAKED_SINGLE = 110,

    // Intersections: 2xx.
    /// Direct pointing (SE 1.7). A box's candidates for a digit lie in one
    /// line, which leaves a hidden single in another box.
    DIRECT_POINTING = 200,
    /// Direct claiming (SE 1.9). A line's candidates for a digit lie in one
    /// box, which leaves a hidden single in another line.
    DIRECT_CLAIMING = 201,
    /// Pointing (SE 2.6). A box's candidates for a digit lie in one line: the
    /// rest of the line loses the digit.
    POINTING = 210,
    /// Claiming (SE 2.8). A line's candidates for a digit lie in one box: the
    /// rest of the box loses the digit.
    CLAIMING = 211,

    // Subsets: 3xx.
    /// Direct hidden pair (SE 2.0). A hidden pair whose eliminations leave a
    /// hidden single in its house.
    DIRECT_HIDDEN_PAIR = 300,
    /// Direct hidden triple (SE 2.5). A hidden triple whose eliminations leave
    /// a hidden single in its house.
    DIRECT_HIDDEN_TRIPLE = 301,
    /// Naked pair (SE 3.0).
    NAKED_PAIR = 310,
    /// Naked triple (SE 3.6).
    NAKED_TRIPLE = 311,
    /// Naked quad (SE 5.0).
    NAKED_QUAD = 312,
    /// Hidden pair (SE 3.4).
    HIDDEN_PAIR = 320,
    /// Hidden triple (SE 4.0).
    HIDDEN_TRIPLE = 321,
    /// Hidden quad (SE 5.4).
    HIDDEN_QUAD = 322,

    // Fish: 4xx.
    /// X-Wing (SE 3.2).
    X_WING = 400,
    /// Swordfish (SE 3.8).
    SWORDFISH = 401,
    /// Jellyfish (SE 5.2).
    JELLYFISH = 402,

    // Wings: 5xx.
    /// XY-Wing (SE 4.2).
    XY_WING = 500,
    /// XYZ-Wing (SE 4.4).
    XYZ_WING = 501,

    // Uniqueness: 6xx.
    /// Unique rectangle type 1 (SE 4.5).
    UNIQUE_RECTANGLE_TYPE_1 = 600,
    /// Unique rectangle type 2 (SE 4.5).
    UNIQUE_RECTANGLE_TYPE_2 = 601,
    /// Unique rectangle type 3 (SE 4.5 and up, by the size of its subset).
    UNIQUE_RECTANGLE_TYPE_3 = 602,
    /// Unique rectangle type 4 (SE 4.5).
    UNIQUE_RECTANGLE_TYPE_4 = 603,
    /// Unique loop type 1 (SE 4.6 and up, by the loop's length). A unique
    /// loop: the rectangle's argument on 6, 8 or more cells.
    UNIQUE_LOOP_TYPE_1 = 610,
    /// Unique loop type 2 (SE 4.6 and up, by the loop's length).
    UNIQUE_LOOP_TYPE_2 = 611,
    /// Unique loop type 3 (SE 4.6 and up, by the loop's length and its
    /// subset).
    UNIQUE_LOOP_TYPE_3 = 612,
    /// Unique loop type 4 (SE 4.6 and up, by the loop's length).
    UNIQUE_LOOP_TYPE_4 = 613,
    /// BUG type 1 (SE 5.6). Bivalue universal grave.
    BUG_TYPE_1 = 620,
    /// BUG type 2 (SE 5.7).
    BUG_TYPE_2 = 621,
    /// BUG type 3 (SE 5.8 and up, by the size of its subset).
    BUG_TYPE_3 = 622,
    /// BUG type 4 (SE 5.7).
    BUG_TYPE_4 = 623,

    // Exclusion: 7xx.
    /// Aligned pair exclusion (SE 6.2).
    ALIGNED_PAIR_EXCLUSION = 700,
    /// Aligned triplet exclusion (SE 7.5).
    ALIGNED_TRIPLET_EXCLUSION = 701,
    // Chains: 8xx. Cycles and forcing chains 800-839, dynamic chains 840-859,
    // nested chains 860-899 (the tens give the level).
    /// X-cycle (SE 6.5 + length bonus).
    X_CYCLE = 800,
    /// Y-cycle (SE 6.5 + length bonus).
    Y_CYCLE = 801,
    /// XY-cycle (SE 7.0 + length bonus).
    XY_CYCLE = 802,
    /// Forcing X-chain (SE 6.6 + length bonus).
    FORCING_X_CHAIN = 810,
    /// Turbot fish (SE 6.6 + length bonus).
    TURBOT_FISH = 811,
    /// Forcing chain (SE 7.0 + length bonus).
    FORCING_CHAIN = 812,
    /// Nishio forcing chain (SE 7.5 + length bonus).
    NISHIO_FORCING_CHAIN = 820,
    /// Cell forcing chains (SE 8.0 + length bonus).
    CELL_FORCING_CHAINS = 830,
    /// Region forcing chains (SE 8.0 + length bonus).
    REGION_FORCING_CHAINS = 831,
    /// Dynamic contradiction forcing chains (SE 8.5 + length bonus).
    DYNAMIC_CONTRADICTION_CHAINS = 840,
    /// Dynamic double forcing chains (SE 8.5 + length bonus).
    DYNAMIC_DOUBLE_CHAINS = 841,
    /// Dynamic cell forcing chains (SE 8.5 + length bonus).
    DYNAMIC_CELL_CHAINS = 842,
    /// Dynamic region forcing chains (SE 8.5 + length bonus).
    DYNAMIC_REGION_CHAINS = 843,
    /// Dynamic contradiction forcing chains (+) (SE 9.0 + length bonus).
    DYNAMIC_CONTRADICTION_CHAINS_PLUS = 850,
    /// Dynamic double forcing chains (+) (SE 9.0 + length bonus).
    DYNAMIC_DOUBLE_CHAINS_PLUS = 851,
    /// Dynamic cell forcing chains (+) (SE 9.0 + length bonus).
    DYNAMIC_CELL_CHAINS_PLUS = 852,
    /// Dynamic region forcing chains (+) (SE 9.0 + length bonus).
    DYNAMIC_REGION_CHAINS_PLUS = 853,
    /// Dynamic contradiction forcing chains (+ forcing chains) (SE 9.5 + length
    /// bonus).
    NESTED_CONTRADICTION_CHAINS_2 = 860,
    /// Dynamic double forcing chains (+ forcing chains) (SE 9.5 + length
    /// bonus).
    NESTED_DOUBLE_CHAINS_2 = 861,
    /// Dynamic cell forcing chains (+ forcing chains) (SE 9.5 + length bonus).
    NESTED_CELL_CHAINS_2 = 862,
    /// Dynamic region forcing chains (+ forcing chains) (SE 9.5 + length
    /// bonus).
    NESTED_REGION_CHAINS_2 = 863,
    /// Dynamic contradiction forcing chains (+ multiple forcing chains) (SE
    /// 10.0 + length bonus).
    NESTED_CONTRADICTION_CHAINS_3 = 870,
    /// Dynamic double forcing chains (+ multiple forcing chains) (SE 10.0 +
    /// length bonus).
    NESTED_DOUBLE_CHAINS_3 = 871,
    /// Dynamic cell forcing chains (+ multiple forcing chains) (SE 10.0 +
    /// length bonus).
    NESTED_CELL_CHAINS_3 = 872,
    /// Dynamic region forcing chains (+ multiple forcing chains) (SE 10.0 +
    /// length bonus).
    NESTED_REGION_CHAINS_3 = 873,
    /// Dynamic contradiction forcing chains (+ dynamic forcing chains) (SE 10.5
    /// + length bonus).
    NESTED_CONTRADICTION_CHAINS_4 = 880,
    /// Dynamic double forcing chains (+ dynamic forcing chains) (SE 10.5 +
    /// length bonus).
    NESTED_DOUBLE_CHAINS_4 = 881,
    /// Dynamic cell forcing chains (+ dynamic forcing chains) (SE 10.5 + length
    /// bonus).
    NESTED_CELL_CHAINS_4 = 882,
    /// Dynamic region forcing chains (+ dynamic forcing chains) (SE 10.5 +
    /// length bonus).
    NESTED_REGION_CHAINS_4 = 883,
    /// Dynamic contradiction forcing chains (+ dynamic forcing chains (+
    /// forcing chains)) (SE 11.0 + length bonus).
    NESTED_CONTRADICTION_CHAINS_5 = 890,
    /// Dynamic double forcing chains (+ dynamic forcing chains (+ forcing
    /// chains)) (SE 11.0 + length bonus).
    NESTED_DOUBLE_CHAINS_5 = 891,
    /// Dynamic cell forcing chains (+ dynamic forcing chains (+ forcing
    /// chains)) (SE 11.0 + length bonus).
    NESTED_CELL_CHAINS_5 = 892,
    /// Dynamic region forcing chains (+ dynamic forcing chains (+ forcing
    /// chains)) (SE 11.0 + length bonus).
    NESTED_REGION_CHAINS_5 = 893,
    // Last resort: 9xx.
    /// Brute force (SE 20.0).
    BRUTE_FORCE = 900,
}

/// The C value of a technique: its number. The match is exhaustive, so a
/// technique added to the engine cannot compile without its constant here.
pub(crate) fn c_technique(technique: T) -> Technique {
    match technique {
        T::WrongEntry => Technique::WRONG_ENTRY,
        T::MissingCandidate => Technique::MISSING_CANDIDATE,
        T::FullHouse => Technique::FULL_HOUSE,
        T::HiddenSingleBox => Technique::HIDDEN_SINGLE_BOX,
        T::HiddenSingleRow => Technique::HIDDEN_SINGLE_ROW,
        T::HiddenSingleColumn => Technique::HIDDEN_SINGLE_COLUMN,
        T::NakedSingle => Technique::NAKED_SINGLE,
        T::DirectPointing => Technique::DIRECT_POINTING,
        T::DirectClaiming => Technique::DIRECT_CLAIMING,
        T::Pointing => Technique::POINTING,
        T::Claiming => Technique::CLAIMING,
        T::DirectHiddenPair => Technique::DIRECT_HIDDEN_PAIR,
        T::DirectHiddenTriple => Technique::DIRECT_HIDDEN_TRIPLE,
        T::NakedPair => Technique::NAKED_PAIR,
        T::NakedTriple => Technique::NAKED_TRIPLE,
        T::NakedQuad => Technique::NAKED_QUAD,
        T::HiddenPair => Technique::HIDDEN_PAIR,
        T::HiddenTriple => Technique::HIDDEN_TRIPLE,
        T::HiddenQuad => Technique::HIDDEN_QUAD,
        T::XWing => Technique::X_WING,
        T::Swordfish => Technique::SWORDFISH,
        T::Jellyfish => Technique::JELLYFISH,
        T::XYWing => Technique::XY_WING,
        T::XYZWing => Technique::XYZ_WING,
        T::UniqueRectangleType1 => Technique::UNIQUE_RECTANGLE_TYPE_1,
        T::UniqueRectangleType2 => Technique::UNIQUE_RECTANGLE_TYPE_2,
        T::UniqueRectangleType3 => Technique::UNIQUE_RECTANGLE_TYPE_3,
        T::UniqueRectangleType4 => Technique::UNIQUE_RECTANGLE_TYPE_4,
        T::UniqueLoopType1 => Technique::UNIQUE_LOOP_TYPE_1,
        T::UniqueLoopType2 => Technique::UNIQUE_LOOP_TYPE_2,
        T::UniqueLoopType3 => Technique::UNIQUE_LOOP_TYPE_3,
        T::UniqueLoopType4 => Technique::UNIQUE_LOOP_TYPE_4,
        T::BugType1 => Technique::BUG_TYPE_1,
        T::BugType2 => Technique::BUG_TYPE_2,
        T::BugType3 => Technique::BUG_TYPE_3,
        T::BugType4 => Technique::BUG_TYPE_4,
        T::AlignedPairExclusion => Technique::ALIGNED_PAIR_EXCLUSION,
        T::AlignedTripletExclusion => Technique::ALIGNED_TRIPLET_EXCLUSION,
        T::XCycle => Technique::X_CYCLE,
        T::YCycle => Technique::Y_CYCLE,
        T::XYCycle => Technique::XY_CYCLE,
        T::ForcingXChain => Technique::FORCING_X_CHAIN,
        T::TurbotFish => Technique::TURBOT_FISH,
        T::ForcingChain => Technique::FORCING_CHAIN,
        T::NishioForcingChain => Technique::NISHIO_FORCING_CHAIN,
        T::CellForcingChains => Technique::CELL_FORCING_CHAINS,
        T::RegionForcingChains => Technique::REGION_FORCING_CHAINS,
        T::DynamicContradictionChains => Technique::DYNAMIC_CONTRADICTION_CHAINS,
        T::DynamicDoubleChains => Technique::DYNAMIC_DOUBLE_CHAINS,
        T::DynamicCellChains => Technique::DYNAMIC_CELL_CHAINS,
        T::DynamicRegionChains => Technique::DYNAMIC_REGION_CHAINS,
        T::DynamicContradictionChainsPlus => Technique::DYNAMIC_CONTRADICTION_CHAINS_PLUS,
        T::DynamicDoubleChainsPlus => Technique::DYNAMIC_DOUBLE_CHAINS_PLUS,
        T::DynamicCellChainsPlus => Technique::DYNAMIC_CELL_CHAINS_PLUS,
        T::DynamicRegionChainsPlus => Technique::DYNAMIC_REGION_CHAINS_PLUS,
        T::NestedContradictionChains2 => Technique::NESTED_CONTRADICTION_CHAINS_2,
        T::NestedDoubleChains2 => Technique::NESTED_DOUBLE_CHAINS_2,
        T::NestedCellChains2 => Technique::NESTED_CELL_CHAINS_2,
        T::NestedRegionChains2 => Technique::NESTED_REGION_CHAINS_2,
        T::NestedContradictionChains3 => Technique::NESTED_CONTRADICTION_CHAINS_3,
        T::NestedDoubleChains3 => Technique::NESTED_DOUBLE_CHAINS_3,
        T::NestedCellChains3 => Technique::NESTED_CELL_CHAINS_3,
        T::NestedRegionChains3 => Technique::NESTED_REGION_CHAINS_3,
        T::NestedContradictionChains4 => Technique::NESTED_CONTRADICTION_CHAINS_4,
        T::NestedDoubleChains4 => Technique::NESTED_DOUBLE_CHAINS_4,
        T::NestedCellChains4 => Technique::NESTED_CELL_CHAINS_4,
        T::NestedRegionChains4 => Technique::NESTED_REGION_CHAINS_4,
        T::NestedContradictionChains5 => Technique::NESTED_CONTRADICTION_CHAINS_5,
        T::NestedDoubleChains5 => Technique::NESTED_DOUBLE_CHAINS_5,
        T::NestedCellChains5 => Technique::NESTED_CELL_CHAINS_5,
        T::NestedRegionChains5 => Technique::NESTED_REGION_CHAINS_5,
        T::BruteForce => Technique::BRUTE_FORCE,
    }
}

/// Room for the longest name and its NUL.
const NAME_ROOM: usize = 96;

/// Every technique's name with a NUL, made at compile time from
/// [`T::name`], in the order of [`T::ALL`].
static NAMES: [[u8; NAME_ROOM]; T::ALL.len()] = {
    let mut table = [[0u8; NAME_ROOM]; T::ALL.len()];
    let mut i = 0;
    while i < T::ALL.len() {
        let name = T::ALL[i].name().as_bytes();
        assert!(name.len() < NAME_ROOM, "a technique name is too long");
        let mut k = 0;
        while k < name.len() {
            assert!(name[k] != 0);
            table[i][k] = name[k];
            k += 1;
        }
        i += 1;
    }
    table
};

/// The English name of a technique, as "Hidden single in a box" or
/// "X-Wing"; stable across versions.
///
/// @param technique any value; it is an int so that every value is safe.
/// @return a static NUL-terminated string, never NULL, never to be freed:
///   "none" for SUDOKU_TECHNIQUE_NONE, "unknown technique" for a value that
///   is no technique of this version.
#[no_mangle]
pub extern "C" fn sudoku_technique_name(technique: c_int) -> *const c_char {
    guarded(|| {
        if technique == Technique::NONE as c_int {
            return c"none".as_ptr();
        }
        let found = u16::try_from(technique)
            .ok()
            .and_then(|number| T::ALL.iter().position(|t| t.number() == number));
        match found {
            Some(index) => NAMES[index].as_ptr().cast(),
            None => c"unknown technique".as_ptr(),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;

    #[test]
    fn every_technique_has_its_number_and_name() {
        for technique in T::ALL {
            assert_eq!(c_technique(technique) as i32, i32::from(technique.number()));
            // SAFETY: the function returns static NUL-terminated strings.
            let name = unsafe { CStr::from_ptr(sudoku_technique_name(technique.number().into())) };
            assert_eq!(name.to_str().unwrap(), technique.name());
        }
    }
}
