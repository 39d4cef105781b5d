//! The structs and technique numbers of the variant logic calls
//! (`logic.rs`): one layout for every size, 4x4 to 25x25, so that steps
//! past 81 cells and 9 digits need no second layout.

use std::ffi::c_char;
use std::mem::{offset_of, size_of};

use super::rules::SUDOKU_RULES_MAX_CELLS;
use crate::ffi::Versioned;
use crate::variant::logic::{ChainLinks, Step, Technique};

/// A technique of the variant logic engine, the `technique` of a
/// sudoku_rules_step or sudoku_rules_rating. Values are fixed and only ever
/// appended; a set's size (pair, triple...) is in `set_size`, and `name`
/// spells the technique as a player reads it.
///
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=prefix:SUDOKU_RULES_TECHNIQUE_
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Spelled as C sees them, SUDOKU_RULES_TECHNIQUE_ prefix aside.
#[allow(non_camel_case_types)]
pub enum RulesTechnique {
    /// No technique: a rating with no step.
    NONE = 0,
    /// The last empty cell of a house.
    LAST_IN_HOUSE = 1,
    /// The only place left for a digit in a house.
    HIDDEN_SINGLE = 2,
    /// The only digit left for a cell.
    NAKED_SINGLE = 3,
    /// A locked digit leaves a hidden single (SukakuExplainer's placement).
    DIRECT_POINTING = 4,
    /// A hidden set (`set_size` digits) leaves a hidden single.
    DIRECT_HIDDEN_SET = 5,
    /// A digit locked in a box's intersection with a line.
    POINTING = 6,
    /// A digit locked in a line's intersection with a box.
    CLAIMING = 7,
    /// A digit whose places in a house all see a cell leaves that cell.
    GENERALISED_LOCKING = 8,
    /// `set_size` cells of a house with that many digits between them.
    NAKED_SET = 9,
    /// A naked set whose digits leave every cell that sees all its holders.
    GENERALISED_NAKED_SET = 10,
    /// `set_size` digits with that many places between them in a house.
    HIDDEN_SET = 11,
    /// X-wing, swordfish, jellyfish (`set_size` 2, 3, 4).
    FISH = 12,
    /// A candidate no candidate of its pair-rule partner allows.
    PAIR_RULE = 13,
    /// Non-consecutive forcing cell.
    NONCONSECUTIVE_FORCING_CELL = 14,
    /// Locked non-consecutive digit.
    LOCKED_NONCONSECUTIVE = 15,
    /// A candidate in no combination of its killer cage's sum.
    CAGE_COMBINATION = 16,
    /// Two strong links in parallel lines.
    SKYSCRAPER = 17,
    /// Two strong links, a row's and a column's.
    TWO_STRING_KITE = 18,
    /// XY-wing.
    XY_WING = 19,
    /// XYZ-wing.
    XYZ_WING = 20,
    /// Two strong links through other houses, or closed into a loop.
    TURBOT_FISH = 21,
    /// A digit every filling of a cage uses, whose places in the cage all
    /// see a cell outside it: that cell cannot hold it.
    CAGE_POINTING = 22,
    /// The 45 rule: the cells of `set_size` houses left out of the cages
    /// inside them add up to what those cages leave.
    INNIES = 23,
    /// The 45 rule: the cells of cages sticking out of `set_size` houses
    /// add up to the cages' sum less the houses' total.
    OUTIES = 24,
    /// The 45 rule over `set_size` houses, each crossing cage counted by
    /// its smaller side: the innies less the outies make a known number.
    INNIES_LESS_OUTIES = 25,
    /// Jigsaw: `set_size` consecutive rows or columns and as many regions
    /// leave cells that hold the same digits.
    LAW_OF_LEFTOVERS = 26,
    /// A unique rectangle or longer unique loop, of type `set_size` (1, 2
    /// or 4): one solution forbids the loop's two digits swapping.
    UNIQUE_LOOP = 27,
    /// WXYZ-wing: three cells that see each other hold four digits, and a
    /// fourth cell of two of them sees every wing cell holding one.
    WXYZ_WING = 28,
    /// A forcing chain: assuming a candidate true (or false) leads to its
    /// opposite. `set_size` 1: X links only (a digit's places in houses),
    /// 2: Y links only (a cell's candidates), 3: both, 4: Nishio (X links
    /// on the grid left by the chain so far, ending in a candidate both
    /// true and false), 5: cell forcing chains (every candidate of one cell
    /// leads to the result), 6: region forcing chains (every place of a
    /// digit in one house does), 7: a dynamic contradiction chain (a
    /// candidate assumed true or false leads to a candidate both true and
    /// false), 8: a dynamic double chain (both states of a candidate lead
    /// to the result).
    FORCING_CHAIN = 29,
    /// A bidirectional cycle: a chain closing on itself; `set_size` as for
    /// `FORCING_CHAIN`.
    BIDIRECTIONAL_CYCLE = 30,
    /// VWXYZ-wing: four cells that see each other hold five digits, and a
    /// fifth cell of two of them sees every wing cell holding one.
    VWXYZ_WING = 31,
    /// UVWXYZ-wing: five cells that see each other hold six digits, and a
    /// sixth cell of two of them sees every wing cell holding one.
    UVWXYZ_WING = 32,
    /// TUVWXYZ-wing: six cells that see each other hold seven digits, and
    /// a seventh cell of two of them sees every wing cell holding one.
    TUVWXYZ_WING = 33,
    /// A chain of `set_size` strong links (three or more) on one digit,
    /// joined by weak links: cells seeing both far ends lose the digit (a
    /// closed chain, an X-loop, also clears each weak link's common peers).
    STRONG_LINKS = 34,
    /// Not a technique: an entry of the player's grid is not the
    /// solution's digit (sudoku_rules_hint_player). `cells` holds its cell,
    /// `digits` the wrong digit.
    WRONG_ENTRY = 35,
    /// Not a technique: the pencil marks of an empty cell lack its solution
    /// digit (sudoku_rules_hint_player). `cells` holds the cell, `digits`
    /// the missing digit.
    MISSING_CANDIDATE = 36,
    /// Aligned exclusion of `set_size` cells (2: aligned pair, 3: aligned
    /// triplet) with two or more common excluders: a candidate that every
    /// combination with the other cells' candidates rules out goes.
    ALIGNED_EXCLUSION = 37,
    /// SukakuExplainer's dynamic forcing chains (+): a chain of
    /// `FORCING_CHAIN`'s kinds 5 to 8 (`set_size` as there) whose walk, when
    /// its links run dry, also takes what pointing and claiming (or
    /// generalised locking), hidden and naked pairs and X-wings remove from
    /// the grid it has reached.
    FORCING_CHAIN_PLUS = 38,
    /// A BUG (bivalue universal grave) of type `set_size` (1 to 4): a grid
    /// whose every empty cell held two candidates and every digit two
    /// places in each house would have two solutions, so the extra
    /// candidates that keep it from one decide.
    BUG = 39,
    /// Not a technique: the project's own scale's last resort
    /// (SUDOKU_SCALE_OWN only). No technique of the scale finds a step, so
    /// the cell in `cells` takes the digit of the puzzle's unique solution
    /// (its count checked by the search engine); rated 11.0, above every
    /// technique.
    GUESS = 40,
}

/// The C number and set size of an engine technique. Exhaustive on
/// purpose: a technique added to the engine needs a number here.
pub(crate) fn c_rules_technique(technique: Technique) -> (RulesTechnique, u32) {
    use RulesTechnique as C;
    match technique {
        Technique::LastInHouse => (C::LAST_IN_HOUSE, 0),
        Technique::HiddenSingle => (C::HIDDEN_SINGLE, 0),
        Technique::NakedSingle => (C::NAKED_SINGLE, 0),
        Technique::DirectPointing => (C::DIRECT_POINTING, 0),
        Technique::DirectHiddenSet(k) => (C::DIRECT_HIDDEN_SET, u32::from(k)),
        Technique::Pointing => (C::POINTING, 0),
        Technique::Claiming => (C::CLAIMING, 0),
        Technique::GeneralisedLocking => (C::GENERALISED_LOCKING, 0),
        Technique::NakedSet(k) => (C::NAKED_SET, u32::from(k)),
        Technique::GeneralisedNakedSet(k) => (C::GENERALISED_NAKED_SET, u32::from(k)),
        Technique::HiddenSet(k) => (C::HIDDEN_SET, u32::from(k)),
        Technique::Fish(k) => (C::FISH, u32::from(k)),
        Technique::PairRule => (C::PAIR_RULE, 0),
        Technique::NonConsecutiveForcingCell => (C::NONCONSECUTIVE_FORCING_CELL, 0),
        Technique::LockedNonConsecutive => (C::LOCKED_NONCONSECUTIVE, 0),
        Technique::CageCombination => (C::CAGE_COMBINATION, 0),
        Technique::Skyscraper => (C::SKYSCRAPER, 0),
        Technique::TwoStringKite => (C::TWO_STRING_KITE, 0),
        Technique::XyWing => (C::XY_WING, 0),
        Technique::XyzWing => (C::XYZ_WING, 0),
        Technique::TurbotFish => (C::TURBOT_FISH, 0),
        Technique::CagePointing => (C::CAGE_POINTING, 0),
        Technique::Innies(k) => (C::INNIES, u32::from(k)),
        Technique::Outies(k) => (C::OUTIES, u32::from(k)),
        Technique::InniesLessOuties(k) => (C::INNIES_LESS_OUTIES, u32::from(k)),
        Technique::LawOfLeftovers(k) => (C::LAW_OF_LEFTOVERS, u32::from(k)),
        Technique::UniqueLoop(k) => (C::UNIQUE_LOOP, u32::from(k)),
        Technique::WxyzWing => (C::WXYZ_WING, 0),
        Technique::VwxyzWing => (C::VWXYZ_WING, 0),
        Technique::UvwxyzWing => (C::UVWXYZ_WING, 0),
        Technique::TuvwxyzWing => (C::TUVWXYZ_WING, 0),
        Technique::StrongLinks(k) => (C::STRONG_LINKS, u32::from(k)),
        Technique::ForcingChain(links) => (C::FORCING_CHAIN, chain_links(links)),
        Technique::BidirectionalCycle(links) => (C::BIDIRECTIONAL_CYCLE, chain_links(links)),
        Technique::AlignedExclusion(k) => (C::ALIGNED_EXCLUSION, u32::from(k)),
        Technique::ForcingChainPlus(links) => (C::FORCING_CHAIN_PLUS, chain_links(links)),
        Technique::Bug(k) => (C::BUG, u32::from(k)),
        Technique::Guess => (C::GUESS, 0),
    }
}

fn chain_links(links: ChainLinks) -> u32 {
    match links {
        ChainLinks::X => 1,
        ChainLinks::Y => 2,
        ChainLinks::Both => 3,
        ChainLinks::Nishio => 4,
        ChainLinks::Cell => 5,
        ChainLinks::Region => 6,
        ChainLinks::Contradiction => 7,
        ChainLinks::Double => 8,
    }
}

/// Copies `text` into a NUL-terminated field, cut at a character boundary
/// if it does not fit.
fn fill_text(field: &mut [c_char], text: &str) {
    let mut end = text.len().min(field.len() - 1);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    for (slot, &byte) in field.iter_mut().zip(&text.as_bytes()[..end]) {
        *slot = byte as c_char;
    }
    field[end..].fill(0);
}

/// One step of a variant puzzle's logical solve: sudoku_rules_hint's hint
/// and each element of sudoku_rules_explain's path. Cells are numbered
/// `row * N + column` and digits 1..N, for every N from 4 to 25: the
/// arrays hold 625 cells, of which the first N*N are used and the rest are
/// 0. Set `size` to sizeof(sudoku_rules_step); the struct only grows.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct RulesStep {
    /// sizeof(sudoku_rules_step) as the caller compiled it, set by the
    /// caller.
    pub size: u32,
    /// A sudoku_rules_technique value.
    pub technique: RulesTechnique,
    /// For sets and fish: how many cells, digits or lines (2 for a pair or
    /// an X-wing); 0 otherwise.
    pub set_size: u32,
    /// The step's difficulty in tenths on the scale of the call (29 is
    /// 2.9); 0 on SUDOKU_SCALE_UNRATED.
    pub difficulty: u32,
    /// The pattern's digits: bit d-1 for digit d.
    pub digits: u32,
    /// How many cells `placements` fills.
    pub placement_count: u32,
    /// How many candidates `eliminations` removes, over all cells.
    pub elimination_count: u32,
    /// N, the grid's size.
    pub grid_size: u32,
    /// The technique's name ("Hidden Pair", "X-Wing"), NUL-terminated.
    pub name: [c_char; 48],
    /// The pattern's cells: cell c is bit c % 64 of word c / 64.
    pub cells: [u64; 10],
    /// For each cell, the candidates the step removes (bit d-1 for d).
    pub eliminations: [u32; SUDOKU_RULES_MAX_CELLS],
    /// For each cell, the digit the step places there, 0 for none.
    pub placements: [u8; SUDOKU_RULES_MAX_CELLS],
}

impl Versioned for RulesStep {
    const V1_SIZE: usize = 3288;
}

const _: () = {
    assert!(offset_of!(RulesStep, technique) == 4);
    assert!(offset_of!(RulesStep, grid_size) == 28);
    assert!(offset_of!(RulesStep, name) == 32);
    assert!(offset_of!(RulesStep, cells) == 80);
    assert!(offset_of!(RulesStep, eliminations) == 160);
    assert!(offset_of!(RulesStep, placements) == 2660);
    assert!(size_of::<RulesStep>() == RulesStep::V1_SIZE);
};

impl RulesStep {
    /// A step with nothing placed or removed, its `size` left 0.
    fn blank(technique: RulesTechnique, grid_size: usize) -> RulesStep {
        RulesStep {
            size: 0,
            technique,
            set_size: 0,
            difficulty: 0,
            digits: 0,
            placement_count: 0,
            elimination_count: 0,
            grid_size: grid_size as u32,
            name: [0; 48],
            cells: [0; 10],
            eliminations: [0; SUDOKU_RULES_MAX_CELLS],
            placements: [0; SUDOKU_RULES_MAX_CELLS],
        }
    }

    /// A player's mistake (RulesTechnique::WRONG_ENTRY or
    /// MISSING_CANDIDATE) at `cell`, about `digit`, its `size` left 0.
    pub(crate) fn mistake(
        technique: RulesTechnique,
        name: &str,
        cell: usize,
        digit: u8,
        grid_size: usize,
    ) -> RulesStep {
        let mut out = RulesStep::blank(technique, grid_size);
        out.digits = 1 << (digit - 1);
        out.cells[cell / 64] |= 1 << (cell % 64);
        fill_text(&mut out.name, name);
        out
    }

    /// `step` in the C layout, its `size` left 0.
    pub(crate) fn from_logic(step: &Step, grid_size: usize, difficulty: u8) -> RulesStep {
        let (technique, set_size) = c_rules_technique(step.technique);
        let mut out = RulesStep::blank(technique, grid_size);
        out.set_size = set_size;
        out.difficulty = u32::from(difficulty);
        out.digits = step.digits;
        fill_text(&mut out.name, &step.technique.name());
        for &cell in &step.cells {
            out.cells[cell / 64] |= 1 << (cell % 64);
        }
        for &(cell, digit) in &step.eliminations {
            let bit = 1u32 << (digit - 1);
            if out.eliminations[cell] & bit == 0 {
                out.eliminations[cell] |= bit;
                out.elimination_count += 1;
            }
        }
        for &(cell, digit) in &step.placements {
            if out.placements[cell] == 0 {
                out.placements[cell] = digit;
                out.placement_count += 1;
            }
        }
        out
    }
}

/// A variant puzzle's rating from sudoku_rules_rate, in tenths (29 is 2.9).
/// Set `size` to sizeof(sudoku_rules_rating); the struct only grows.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct RulesRating {
    /// sizeof(sudoku_rules_rating) as the caller compiled it, set by the
    /// caller.
    pub size: u32,
    /// The SUDOKU_SCALE_* value the rating is on.
    pub scale: i32,
    /// ER: the hardest step of the path; 0 on SUDOKU_NOT_RATED.
    pub er: u32,
    /// EP: the hardest step up to the first placement; 0 on
    /// SUDOKU_NOT_RATED.
    pub ep: u32,
    /// ED: the first step's; 0 on SUDOKU_NOT_RATED.
    pub ed: u32,
    /// The technique of the first step rated `er` (a
    /// sudoku_rules_technique value); SUDOKU_RULES_TECHNIQUE_NONE when not
    /// rated or the path has no step.
    pub technique: RulesTechnique,
    /// That technique's set size, as in sudoku_rules_step.
    pub set_size: u32,
    /// On SUDOKU_OK the path's length; on SUDOKU_NOT_RATED the steps taken
    /// before the technique the path lacks.
    pub steps: u32,
    /// 1 on SUDOKU_OK (the path reaches the solution), 0 otherwise.
    pub solved: u32,
    /// On SUDOKU_NOT_RATED, what the scale would try next and this version
    /// lacks, in words, NUL-terminated; empty otherwise.
    pub needs: [c_char; 96],
    /// Version 2: on SUDOKU_OK, how many steps of the path are guesses
    /// (SUDOKU_RULES_TECHNIQUE_GUESS, SUDOKU_SCALE_OWN's last resort); 0
    /// for a puzzle solved without guessing, and on SukakuExplainer's
    /// scale, which never guesses. Written only when `size` holds it.
    pub guesses: u32,
}

impl Versioned for RulesRating {
    const V1_SIZE: usize = 132;
}

/// The struct through `guesses`.
const RULES_RATING_V2_SIZE: usize = 136;

const _: () = {
    assert!(offset_of!(RulesRating, scale) == 4);
    assert!(offset_of!(RulesRating, technique) == 20);
    assert!(offset_of!(RulesRating, solved) == 32);
    assert!(offset_of!(RulesRating, needs) == 36);
    assert!(offset_of!(RulesRating, guesses) == RulesRating::V1_SIZE);
    assert!(size_of::<RulesRating>() == RULES_RATING_V2_SIZE);
};

impl RulesRating {
    /// A rating with nothing in it, on `scale`.
    pub(crate) fn blank(scale: i32) -> RulesRating {
        RulesRating {
            size: 0,
            scale,
            er: 0,
            ep: 0,
            ed: 0,
            technique: RulesTechnique::NONE,
            set_size: 0,
            steps: 0,
            solved: 0,
            needs: [0; 96],
            guesses: 0,
        }
    }

    /// The C form of a rating whose path reaches the solution: ER, EP and
    /// ED in tenths, and the path, each step with its difficulty (its
    /// guesses counted).
    pub(crate) fn solved(scale: i32, ratings: [u8; 3], steps: &[(Step, u8)]) -> RulesRating {
        let mut out = RulesRating::scored(
            scale,
            ratings,
            steps.len(),
            steps
                .iter()
                .find(|(_, d)| *d == ratings[0])
                .map(|(step, _)| step.technique),
        );
        out.guesses = steps
            .iter()
            .filter(|(step, _)| step.technique == Technique::Guess)
            .count() as u32;
        out
    }

    /// The C form of a rating reaching the solution in `steps` steps
    /// without a guess, `hardest` the technique of its first step rated
    /// ER (from the rating alone, no path kept).
    pub(crate) fn scored(
        scale: i32,
        [er, ep, ed]: [u8; 3],
        steps: usize,
        hardest: Option<Technique>,
    ) -> RulesRating {
        let mut out = RulesRating::blank(scale);
        out.er = u32::from(er);
        out.ep = u32::from(ep);
        out.ed = u32::from(ed);
        out.steps = steps as u32;
        out.solved = 1;
        if let Some(technique) = hardest {
            (out.technique, out.set_size) = c_rules_technique(technique);
        }
        out
    }

    /// The C form of a refusal: what the path lacks, after how many steps.
    pub(crate) fn needing(scale: i32, needs: &str, after_steps: usize) -> RulesRating {
        let mut out = RulesRating::blank(scale);
        out.steps = after_steps as u32;
        fill_text(&mut out.needs, needs);
        out
    }
}
