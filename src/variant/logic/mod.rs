//! The logic engine over any variant rule set: hints a player can follow,
//! one step at a time, for any size from 4 to 25 and every rule the variant
//! engine knows.
//!
//! - `layout.rs`: houses, peers, pair rules and cage sums read from the
//!   rule set once (windoku's four windows become its nine groups).
//! - `board.rs`: values and candidate sets; a placement clears what it
//!   forbids through peers and pair rules. `board_changes.rs`: what each
//!   step changed, so that a rating's house searches skip what found
//!   nothing on the same places.
//! - `singles.rs`, `locking.rs`, `subsets.rs`, `nonconsecutive.rs`,
//!   `rule_specific.rs`, `strong_links.rs` (with `link_shapes.rs`, the
//!   plain and grouped links a house gives), `strong_link_chains.rs`
//!   (three and four strong links), `wings.rs`: the techniques;
//!   `pointing_table.rs`: direct pointing's reads of a layout, laid out.
//! - `chains.rs`: forcing chains and cycles; `bug.rs`: SukakuExplainer's
//!   BUG (types 1 to 4); `plus_rules.rs`: the simple rules its dynamic
//!   forcing chains (+) run inside a walk.
//! - `cages.rs` (cage combinations and cage pointing, over
//!   `sum_groups.rs`, the fillings of a group with a known total),
//!   `innies_outies.rs` (the 45 rule over `house_unions.rs`),
//!   `leftovers.rs` (jigsaw's law of leftovers): killer and jigsaw.
//! - `own_scale.rs`: the project's own scale, for every rule set;
//!   `forcing_nets.rs`: its last families, forcing nets over every rule
//!   (`cage_matchings.rs`: a cage's exact fillings for the last);
//!   `own_guess.rs`: its last resort, a cell's digit from the solution.
//! - `sukaku_scale.rs`: SukakuExplainer's order for the 9x9 rule sets it
//!   rates; `sukaku_rating.rs`: its ratings, with the steps or without.
//!   `pencil.rs`: the 729-character candidate grid.
//! - `player.rs`: a hint from a player's grid (a wrong entry or a wrongly
//!   crossed-off mark first).
//!
//! ```
//! use sudoku::variant::logic::{LogicEngine, Technique};
//! use sudoku::variant::RulesBuilder;
//!
//! // 4x4 with 2x2 boxes.
//! let rules = RulesBuilder::new(4).build().unwrap();
//! let engine = LogicEngine::new(&rules);
//! let givens = [1, 2, 0, 4, 0, 4, 1, 0, 2, 0, 4, 3, 0, 3, 0, 1];
//! let mut board = engine.board(&givens).unwrap();
//! let first = engine.next_step(&board).unwrap();
//! assert_eq!(first.technique, Technique::LastInHouse);
//! // Boxes are searched first: cell 4 is the last empty cell of the first box.
//! assert_eq!(first.placements, vec![(4, 3)]);
//! let steps: Vec<_> = engine.steps(&mut board).collect();
//! assert_eq!(steps.len(), 6);
//! assert!(board.is_solved());
//! ```

mod aligned_exclusion;
mod als_wings;
mod board;
mod board_changes;
mod bug;
mod cage_matchings;
mod cages;
mod chains;
mod combinations;
mod explain;
mod forcing_nets;
mod house_unions;
mod innies_outies;
mod layout;
mod leftovers;
mod link_shapes;
mod locking;
mod multiple_chains;
mod nishio;
mod nonconsecutive;
mod own_guess;
mod own_scale;
mod pencil;
mod player;
mod plus_rules;
mod pointing_table;
mod rule_specific;
mod seen_order;
mod singles;
mod step;
mod strong_link_chains;
mod strong_links;
mod subsets;
mod sukaku_rating;
mod sukaku_scale;
mod sum_groups;
#[cfg(test)]
mod tests;
mod unique_loop_sets;
mod unique_loops;
mod wings;
mod work;

use super::rules::{HouseKind, Rules};
use board_changes::Recall;

pub use board::{BoardError, LogicBoard};
pub use explain::{cell_name, describe, house_name, why_sees};
pub use layout::{CageTotal, Layout, LogicHouse};
pub use own_scale::{
    own_difficulty, rate_own_scale, rate_own_scale_within, OwnRating, OwnUnrated, StuckReason,
};
pub use pencil::{parse_pencil_marks, PencilError};
pub use player::{player_hint, PlayerError, PlayerGrid, PlayerHint};
pub use step::{ChainLinks, Step, Technique};
pub use sukaku_rating::{
    rate_sukaku_scale, rate_sukaku_scale_within, score_sukaku_scale, score_sukaku_scale_within,
    SukakuRating, SukakuScore, Unrated,
};
pub use sukaku_scale::SukakuVariant;
pub use work::Work;

/// One technique search, as an entry in a solving order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Search {
    /// Last cells of houses first, then other hidden singles.
    HiddenSingle,
    NakedSingle,
    GeneralisedLocking,
    GeneralisedNakedSet(u8),
    HiddenSet(u8),
    Fish(u8),
    PairRule,
    NonConsecutiveForcingCell,
    LockedNonConsecutive,
    CageCombination,
    CagePointing,
    InniesOuties,
    InniesLessOuties,
    LawOfLeftovers,
    StrongLinks,
    XyWing,
    XyzWing,
}

/// The house kinds in the order singles and sets search them.
pub(crate) const SINGLE_KINDS: [HouseKind; 12] = [
    HouseKind::Region,
    HouseKind::Column,
    HouseKind::Row,
    HouseKind::DisjointGroup,
    HouseKind::Window,
    HouseKind::MainDiagonal,
    HouseKind::AntiDiagonal,
    HouseKind::Girandola,
    HouseKind::Asterisk,
    HouseKind::CentreDot,
    HouseKind::Extra,
    HouseKind::Cage,
];

/// The house kinds in the order locking searches them.
pub(crate) const LOCKING_KINDS: [HouseKind; 12] = [
    HouseKind::Region,
    HouseKind::Row,
    HouseKind::Column,
    HouseKind::DisjointGroup,
    HouseKind::Window,
    HouseKind::MainDiagonal,
    HouseKind::AntiDiagonal,
    HouseKind::Girandola,
    HouseKind::Asterisk,
    HouseKind::CentreDot,
    HouseKind::Extra,
    HouseKind::Cage,
];

/// Pairs of house kinds for pointing and claiming, in search order.
pub(crate) const LOCKED_PAIRS: [(HouseKind, HouseKind); 18] = {
    use HouseKind::{Column, DisjointGroup as Dg, Region, Row, Window};
    [
        (Region, Column),
        (Region, Row),
        (Column, Region),
        (Row, Region),
        (Dg, Column),
        (Dg, Row),
        (Column, Dg),
        (Row, Dg),
        (Region, Dg),
        (Dg, Region),
        (Window, Column),
        (Window, Row),
        (Column, Window),
        (Row, Window),
        (Region, Window),
        (Window, Region),
        (Window, Dg),
        (Dg, Window),
    ]
};

/// The order the engine's own hints use: simplest first.
const DEFAULT_ORDER: [Search; 23] = [
    Search::HiddenSingle,
    Search::NakedSingle,
    Search::PairRule,
    Search::NonConsecutiveForcingCell,
    Search::LockedNonConsecutive,
    Search::CageCombination,
    Search::InniesOuties,
    Search::GeneralisedLocking,
    Search::CagePointing,
    Search::InniesLessOuties,
    Search::LawOfLeftovers,
    Search::GeneralisedNakedSet(2),
    Search::HiddenSet(2),
    Search::Fish(2),
    Search::GeneralisedNakedSet(3),
    Search::HiddenSet(3),
    Search::Fish(3),
    Search::StrongLinks,
    Search::XyWing,
    Search::XyzWing,
    Search::GeneralisedNakedSet(4),
    Search::HiddenSet(4),
    Search::Fish(4),
];

/// A rule set read for logical solving; cheap to keep, shareable.
#[derive(Clone, Debug)]
pub struct LogicEngine {
    layout: Layout,
}

impl LogicEngine {
    pub fn new(rules: &Rules) -> LogicEngine {
        LogicEngine {
            layout: Layout::new(rules),
        }
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// A board from givens (0 empty, 1..=N), candidates cleared by them.
    pub fn board(&self, givens: &[u8]) -> Result<LogicBoard, BoardError> {
        LogicBoard::from_givens(&self.layout, givens)
    }

    /// A pencil-mark board: every cell unsolved, with these candidates.
    pub fn board_from_candidates(&self, masks: &[u32]) -> Result<LogicBoard, BoardError> {
        LogicBoard::from_candidates(&self.layout, masks)
    }

    /// The next step, simplest technique first; None when solved or stuck.
    pub fn next_step(&self, board: &LogicBoard) -> Option<Step> {
        next_step(&self.layout, board, &DEFAULT_ORDER)
    }

    /// The step in words, naming the houses and the rule that makes each
    /// removed candidate's cell see the pattern.
    pub fn explain(&self, step: &Step) -> String {
        describe(&self.layout, step)
    }

    /// Applies a step's placements and eliminations.
    pub fn apply(&self, board: &mut LogicBoard, step: &Step) {
        apply(&self.layout, board, step)
    }

    /// Steps until the board is solved or no technique applies, each
    /// applied to `board` as it is yielded.
    pub fn steps<'a>(&'a self, board: &'a mut LogicBoard) -> Steps<'a> {
        Steps {
            layout: &self.layout,
            board,
            order: &DEFAULT_ORDER,
        }
    }
}

/// The steps of a solve; each is applied before the next is searched.
pub struct Steps<'a> {
    layout: &'a Layout,
    board: &'a mut LogicBoard,
    order: &'a [Search],
}

impl Iterator for Steps<'_> {
    type Item = Step;
    fn next(&mut self) -> Option<Step> {
        if self.board.is_solved() || self.board.consistent().is_err() {
            return None;
        }
        let step = next_step(self.layout, self.board, self.order)?;
        apply(self.layout, self.board, &step);
        Some(step)
    }
}

pub(crate) fn apply(layout: &Layout, board: &mut LogicBoard, step: &Step) {
    for &(cell, digit) in &step.eliminations {
        board.eliminate(cell, digit);
    }
    for &(cell, digit) in &step.placements {
        if board.value(cell) == 0 {
            board.place(layout, cell, digit);
        }
    }
}

/// The first step of the first search in `order` that finds one.
pub(crate) fn next_step(layout: &Layout, board: &LogicBoard, order: &[Search]) -> Option<Step> {
    order.iter().find_map(|&search| run(layout, board, search))
}

pub(crate) fn run(layout: &Layout, board: &LogicBoard, search: Search) -> Option<Step> {
    match search {
        Search::HiddenSingle => singles::hidden_single(layout, board, &SINGLE_KINDS, true)
            .or_else(|| singles::hidden_single(layout, board, &SINGLE_KINDS, false)),
        Search::NakedSingle => singles::naked_single(board),
        Search::GeneralisedLocking => locking::generalised_locking(
            layout,
            board,
            &LOCKING_KINDS,
            layout.size as u32,
            Recall::none(),
        ),
        Search::GeneralisedNakedSet(k) => subsets::naked_set(
            layout,
            board,
            &SINGLE_KINDS,
            k as usize,
            true,
            Recall::none(),
        ),
        Search::HiddenSet(k) => {
            subsets::hidden_set(layout, board, &SINGLE_KINDS, k as usize, Recall::none())
        }
        Search::Fish(k) => locking::fish(layout, board, k as usize, Recall::none()),
        Search::PairRule => rule_specific::pair_rule(layout, board),
        Search::NonConsecutiveForcingCell => nonconsecutive::forcing_cell(layout, board),
        Search::LockedNonConsecutive => nonconsecutive::locked(layout, board, Recall::none()),
        Search::CageCombination => cages::cage_combination(layout, board),
        Search::CagePointing => cages::cage_pointing(layout, board),
        Search::InniesOuties => innies_outies::innies_outies(layout, board, false),
        Search::InniesLessOuties => innies_outies::innies_outies(layout, board, true),
        Search::LawOfLeftovers => leftovers::law_of_leftovers(layout, board),
        Search::StrongLinks => strong_links::two_strong_links(layout, board)
            .into_iter()
            .find(|hint| !hint.unsound)
            .map(|hint| hint.step),
        Search::XyWing => wings::xy_wing(layout, board),
        Search::XyzWing => wings::xyz_wing(layout, board),
    }
}
