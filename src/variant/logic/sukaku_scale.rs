//! SukakuExplainer's scale (serate 1.18.1, default settings) for the 9x9
//! rule sets it rates, learned from its behaviour and its published
//! difficulty table; no code of it is used. What it does, as measured:
//!
//! - Each step is the first hint of the first technique, in a fixed order,
//!   that has one; the rating (ER) is the hardest step, EP the hardest up to
//!   the first placement, ED the first step's.
//! - For every variant but non-consecutive it turns pointing/claiming and
//!   the plain naked sets off, and generalised locking ("VLocking", at most
//!   six places) and generalised naked sets on. Classic and non-consecutive
//!   keep the classic set; non-consecutive adds two techniques of its own
//!   right after naked singles (a forcing cell, 2.4, and a locked digit,
//!   2.5).
//! - Windoku has nine houses: the four windows and the five groups they
//!   leave. Anti-king forbids diagonal touches (orthogonal ones are peers).
//!
//! The engine knows the techniques up to hidden triples, two strong links,
//! plain (skyscraper 4.0, kite and turbot fish 4.1, 4.3 through a variant
//! house) or grouped (4.3), XY-wings (4.2), XYZ-wings (4.4), unique loops
//! of types 1 to 4 (4.5 to 5.0), the quads and jellyfish (5.0 to 5.4),
//! three and four strong links (5.4 to 6.1), WXYZ-, VWXYZ- and
//! UVWXYZ-wings (5.5 to 6.6), forcing chains and cycles (6.5 and up),
//! TUVWXYZ-wings (7.5), aligned pair and triplet exclusion (6.2, 7.5),
//! Nishio forcing chains (7.5 and up), cell and region forcing chains (8.0
//! and up), dynamic chains (8.5 and up) and dynamic chains (+) (9.0 and
//! up). Where SukakuExplainer would
//! look further (nested chains...), or takes a link
//! reading whose eliminations do
//! not follow, the puzzle is refused with what it needs rather than given
//! a wrong number.

use std::sync::OnceLock;

mod order;

use order::{Entry, CLASSIC_ORDER, NONCONSECUTIVE_ORDER, VARIANT_ORDER};

use super::super::builder::{ExtraHouse, RulesBuilder};
use super::super::rules::{HouseKind, Rules};
use super::aligned_exclusion::AlignedScratch;
use super::board::LogicBoard;
use super::board_changes::{BoardChanges, NothingSince, Recall};
use super::layout::Layout;
use super::multiple_chains::{ChainLevel, DynamicWalks};
use super::pointing_table::PointingTable;
use super::step::{ChainLinks, Placing, Step, Technique};
use super::strong_link_chains::ChainMemo;
use super::strong_links::{DigitMemo, Hints, LinkReadings};
use super::sukaku_rating::Unrated;
use super::work::Work;
use super::{
    aligned_exclusion, als_wings, apply, bug, chains, locking, multiple_chains, nishio,
    nonconsecutive, singles, strong_link_chains, strong_links, subsets, unique_loops, wings,
    LOCKED_PAIRS, LOCKING_KINDS, SINGLE_KINDS,
};

/// The rule sets SukakuExplainer rates, by its command-line flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SukakuVariant {
    Classic,
    /// `--isX=1`: both diagonals.
    X,
    /// `--isWindows=1`.
    Windoku,
    /// `--isDG=1`.
    DisjointGroups,
    /// `--isAntiKing=1`.
    AntiKing,
    /// `--isAntiKnight=1`.
    AntiKnight,
    /// `--isNC=1`: orthogonal neighbours not consecutive (1 and 9 are not).
    NonConsecutive,
    /// `--isAsterisk=1`.
    Asterisk,
    /// `--isCD=1`.
    CentreDot,
    /// `--isGirandola=1`.
    Girandola,
}

impl SukakuVariant {
    /// From the names the shared rated sets use (`x`, `windoku`,
    /// `disjoint`, `antiking`, `antiknight`, `nonconsecutive`, `asterisk`,
    /// `centredot`, `girandola`, `classic`).
    pub fn from_name(name: &str) -> Option<SukakuVariant> {
        Some(match name {
            "classic" => SukakuVariant::Classic,
            "x" => SukakuVariant::X,
            "windoku" => SukakuVariant::Windoku,
            "disjoint" => SukakuVariant::DisjointGroups,
            "antiking" => SukakuVariant::AntiKing,
            "antiknight" => SukakuVariant::AntiKnight,
            "nonconsecutive" => SukakuVariant::NonConsecutive,
            "asterisk" => SukakuVariant::Asterisk,
            "centredot" => SukakuVariant::CentreDot,
            "girandola" => SukakuVariant::Girandola,
            _ => return None,
        })
    }

    /// The rule set: 9x9 with 3x3 boxes and this variant's rule.
    pub fn rules(self) -> Rules {
        let b = RulesBuilder::new(9);
        let b = match self {
            SukakuVariant::Classic => b,
            SukakuVariant::X => b
                .extra(ExtraHouse::MainDiagonal)
                .extra(ExtraHouse::AntiDiagonal),
            SukakuVariant::Windoku => b.extra(ExtraHouse::Windoku),
            SukakuVariant::DisjointGroups => b.extra(ExtraHouse::DisjointGroups),
            SukakuVariant::AntiKing => b.anti_king(),
            SukakuVariant::AntiKnight => b.anti_knight(),
            SukakuVariant::NonConsecutive => b.nonconsecutive(),
            SukakuVariant::Asterisk => b.extra(ExtraHouse::Asterisk),
            SukakuVariant::CentreDot => b.extra(ExtraHouse::CentreDot),
            SukakuVariant::Girandola => b.extra(ExtraHouse::Girandola),
        };
        b.build().expect("a fixed 9x9 rule set is valid")
    }

    /// The SukakuExplainer variant a rule set is, if any: 9x9 with boxes
    /// and exactly that variant's houses and neighbour rules (however the
    /// rule set was written: f-puzzles JSON, the compact form, a builder).
    pub fn from_rules(rules: &Rules) -> Option<SukakuVariant> {
        if rules.size() != 9 {
            return None;
        }
        let layout = Layout::new(rules);
        ALL.iter().copied().find(|v| v.layout().same_logic(&layout))
    }

    /// The rule set's layout, built once per process: building it (the
    /// rule set's tables) cost more than rating an easy puzzle.
    fn layout(self) -> &'static Layout {
        static LAYOUTS: [OnceLock<Layout>; ALL.len()] = [const { OnceLock::new() }; ALL.len()];
        let index = ALL
            .iter()
            .position(|&v| v == self)
            .expect("every variant is in ALL");
        LAYOUTS[index].get_or_init(|| Layout::new(&self.rules()))
    }

    /// Direct pointing's table for the rule set's layout and
    /// `LOCKED_PAIRS`, built once per process with the layout.
    fn pointing_table(self) -> &'static PointingTable {
        static TABLES: [OnceLock<PointingTable>; ALL.len()] =
            [const { OnceLock::new() }; ALL.len()];
        let index = ALL
            .iter()
            .position(|&v| v == self)
            .expect("every variant is in ALL");
        TABLES[index].get_or_init(|| PointingTable::new(self.layout(), &LOCKED_PAIRS))
    }

    /// The name `from_name` reads.
    pub fn name(self) -> &'static str {
        match self {
            SukakuVariant::Classic => "classic",
            SukakuVariant::X => "x",
            SukakuVariant::Windoku => "windoku",
            SukakuVariant::DisjointGroups => "disjoint",
            SukakuVariant::AntiKing => "antiking",
            SukakuVariant::AntiKnight => "antiknight",
            SukakuVariant::NonConsecutive => "nonconsecutive",
            SukakuVariant::Asterisk => "asterisk",
            SukakuVariant::CentreDot => "centredot",
            SukakuVariant::Girandola => "girandola",
        }
    }

    /// Whether SukakuExplainer uses its variant technique set.
    fn generalised(self) -> bool {
        !matches!(self, SukakuVariant::Classic | SukakuVariant::NonConsecutive)
    }
}

/// Every variant SukakuExplainer rates.
pub(super) const ALL: [SukakuVariant; 10] = [
    SukakuVariant::Classic,
    SukakuVariant::X,
    SukakuVariant::Windoku,
    SukakuVariant::DisjointGroups,
    SukakuVariant::AntiKing,
    SukakuVariant::AntiKnight,
    SukakuVariant::NonConsecutive,
    SukakuVariant::Asterisk,
    SukakuVariant::CentreDot,
    SukakuVariant::Girandola,
];

/// Where two strong links or a chain of them read a box's corner that may
/// hold the digit as a link: refused rather than rated.
const NEEDS_SOUND_LINK: &str =
    "two strong links through a box's corner that may hold the digit (4.3)";
const NEEDS_SOUND_LINK_CHAIN: &str =
    "a strong-link chain through a box's corner that may hold the digit (5.7)";

/// A step the walk found: a placement in its few numbers (the singles and
/// direct techniques, most of an easy path), or any other step.
pub(super) enum Found {
    Placing(Placing),
    Step(Step),
}

impl Found {
    pub fn technique(&self) -> Technique {
        match self {
            Found::Placing(found) => found.technique,
            Found::Step(step) => step.technique,
        }
    }
    /// The step, built for a caller that keeps the path.
    pub fn into_step(self, layout: &Layout) -> Step {
        match self {
            Found::Placing(found) => found.step(layout),
            Found::Step(step) => step,
        }
    }
}

/// The entry's step; `changes` and `memo` let a house search skip what
/// found nothing on the same places at an earlier step.
fn find(
    layout: &Layout,
    pointing: &PointingTable,
    board: &LogicBoard,
    entry: Entry,
    changes: &BoardChanges,
    memo: &mut NothingSince,
) -> Option<Found> {
    let recall = Recall::with(changes, memo);
    let placing = match entry {
        Entry::HiddenSingle => singles::hidden_single_counted(layout, changes, &SINGLE_KINDS),
        Entry::DirectPointing => {
            singles::direct_pointing(layout, board, &LOCKED_PAIRS, pointing, recall)
        }
        Entry::DirectHiddenSet(k) => {
            singles::direct_hidden_set(layout, board, &SINGLE_KINDS, k, recall)
        }
        Entry::NakedSingle => singles::naked_single_counted(changes),
        _ => return find_step(layout, board, entry, recall).map(Found::Step),
    };
    placing.map(Found::Placing)
}

/// `find` for the entries whose steps are not placements alone.
fn find_step(layout: &Layout, board: &LogicBoard, entry: Entry, recall: Recall) -> Option<Step> {
    match entry {
        Entry::PointingClaiming => locking::pointing_claiming(layout, board, &LOCKED_PAIRS, recall),
        Entry::GeneralisedLocking => {
            locking::generalised_locking(layout, board, &LOCKING_KINDS, 6, recall)
        }
        Entry::NakedSet(k) => subsets::naked_set(layout, board, &SINGLE_KINDS, k, false, recall),
        Entry::GeneralisedNakedSet(k) => {
            subsets::naked_set(layout, board, &SINGLE_KINDS, k, true, recall)
        }
        Entry::Fish(k) => locking::fish(layout, board, k, recall),
        Entry::HiddenSet(k) => subsets::hidden_set(layout, board, &SINGLE_KINDS, k, recall),
        Entry::NonConsecutiveForcingCell => nonconsecutive::forcing_cell(layout, board),
        Entry::XyWing => wings::xy_wing(layout, board),
        Entry::XyzWing => wings::xyz_wing(layout, board),
        Entry::LockedNonConsecutive => nonconsecutive::locked(layout, board, recall),
        // Handled where refusals are possible, or in `find`.
        Entry::HiddenSingle
        | Entry::DirectPointing
        | Entry::DirectHiddenSet(_)
        | Entry::NakedSingle
        | Entry::StrongLinks
        | Entry::UniqueLoop
        | Entry::StrongLinkChain(_)
        | Entry::Wing(_)
        | Entry::Bug
        | Entry::AlignedExclusion(_)
        | Entry::Chains
        | Entry::Nishio
        | Entry::MultipleChains
        | Entry::DynamicChains
        | Entry::DynamicChainsPlus
        | Entry::Missing(_) => None,
    }
}

/// SukakuExplainer's two-strong-link step with its difficulty, None when
/// it finds none, or why it cannot be followed.
fn strong_links_step(
    layout: &Layout,
    board: &LogicBoard,
    memo: &mut DigitMemo,
    readings: &mut LinkReadings,
) -> Result<Option<(Step, u8)>, &'static str> {
    let mut best = Hints::best();
    strong_links::two_strong_links_memo(layout, board, memo, readings, &mut best);
    match best.into_sorted().into_iter().next() {
        None => Ok(None),
        Some(hint) if hint.unsound => Err(NEEDS_SOUND_LINK),
        Some(hint) => Ok(Some((hint.step, hint.difficulty))),
    }
}

/// SukakuExplainer's step of a chain of `count` strong links, with its
/// difficulty, None when it finds none, or why it cannot be followed.
fn strong_link_chain_step(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    count: usize,
    memo: &mut ChainMemo,
    readings: &mut LinkReadings,
) -> Result<Option<(Step, u8)>, &'static str> {
    let mut best = Hints::best();
    strong_link_chains::strong_link_chains_memo(
        layout, board, work, count, memo, readings, &mut best,
    )?;
    match best.into_sorted().into_iter().next() {
        None => Ok(None),
        Some(hint) if hint.unsound => Err(NEEDS_SOUND_LINK_CHAIN),
        Some(hint) => Ok(Some((hint.step, hint.difficulty))),
    }
}

/// SukakuExplainer's first wing of `wing_cells` cells, with its difficulty.
fn wing_step(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    wing_cells: usize,
) -> Result<Option<(Step, u8)>, &'static str> {
    Ok(als_wings::wings(layout, board, work, wing_cells)?
        .into_iter()
        .next()
        .map(|hint| (hint.step, hint.difficulty)))
}

/// SukakuExplainer's forcing chain or cycle step.
fn chains_step(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
) -> Result<Option<(Step, u8)>, &'static str> {
    Ok(chains::chain_hints(layout, board, work)?
        .into_iter()
        .next()
        .map(|hint| (hint.step, hint.difficulty)))
}

/// SukakuExplainer's aligned exclusion step of `degree` cells.
fn aligned_step(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    degree: usize,
    scratch: &mut AlignedScratch,
) -> Result<Option<(Step, u8)>, &'static str> {
    Ok(
        aligned_exclusion::aligned_exclusion_kept(layout, board, work, degree, scratch)?
            .map(|step| (step, aligned_exclusion::aligned_difficulty(degree))),
    )
}

/// SukakuExplainer's Nishio forcing chain step.
fn nishio_step(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
) -> Result<Option<(Step, u8)>, &'static str> {
    Ok(nishio::nishio_hints(layout, board, work)?
        .into_iter()
        .next()
        .map(|hint| (hint.step, hint.difficulty)))
}

/// SukakuExplainer's cell or region forcing chain step, or its dynamic
/// forcing chain step (+ or not).
fn multiple_chains_step(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    level: ChainLevel,
    walks: &mut DynamicWalks,
) -> Result<Option<(Step, u8)>, &'static str> {
    Ok(
        multiple_chains::multiple_chain_hints(layout, board, work, level, walks)?
            .into_iter()
            .next()
            .map(|hint| (hint.step, hint.difficulty)),
    )
}

/// A found step's difficulty in tenths, on SukakuExplainer's table.
fn found_difficulty(layout: &Layout, found: &Found) -> u8 {
    match found {
        Found::Placing(found) => {
            let first_kind = found.houses().first().map(|&h| layout.houses[h].kind);
            placing_difficulty(found.technique, first_kind)
        }
        Found::Step(step) => difficulty(layout, step),
    }
}

/// The difficulty of a single or a direct technique, by the kind of its
/// first house.
fn placing_difficulty(technique: Technique, first_kind: Option<HouseKind>) -> u8 {
    match technique {
        Technique::LastInHouse => 10,
        Technique::HiddenSingle if first_kind == Some(HouseKind::Region) => 12,
        Technique::HiddenSingle => 15,
        Technique::DirectPointing if first_kind == Some(HouseKind::Region) => 17,
        Technique::DirectPointing => 19,
        Technique::DirectHiddenSet(2) => 20,
        Technique::DirectHiddenSet(_) => 25,
        Technique::NakedSingle => 23,
        _ => unreachable!("{technique:?} is not a single or a direct technique"),
    }
}

/// A step's difficulty in tenths, on SukakuExplainer's table.
fn difficulty(layout: &Layout, step: &Step) -> u8 {
    match step.technique {
        Technique::LastInHouse
        | Technique::HiddenSingle
        | Technique::DirectPointing
        | Technique::DirectHiddenSet(_)
        | Technique::NakedSingle => {
            let first_kind = step.houses.first().map(|&h| layout.houses[h].kind);
            placing_difficulty(step.technique, first_kind)
        }
        Technique::Pointing => 26,
        Technique::Claiming => 28,
        Technique::GeneralisedLocking => 29,
        Technique::NakedSet(2) | Technique::GeneralisedNakedSet(2) => 30,
        Technique::NakedSet(3) | Technique::GeneralisedNakedSet(3) => 36,
        Technique::NakedSet(_) | Technique::GeneralisedNakedSet(_) => 50,
        Technique::Fish(2) => 32,
        Technique::Fish(3) => 38,
        Technique::Fish(_) => 52,
        Technique::HiddenSet(2) => 34,
        Technique::HiddenSet(3) => 40,
        Technique::HiddenSet(_) => 54,
        Technique::NonConsecutiveForcingCell => 24,
        Technique::LockedNonConsecutive => 25,
        // Not in SukakuExplainer's 9x9 variants.
        Technique::PairRule
        | Technique::CageCombination
        | Technique::CagePointing
        | Technique::Innies(_)
        | Technique::Outies(_)
        | Technique::InniesLessOuties(_)
        | Technique::LawOfLeftovers(_) => 0,
        Technique::XyWing => 42,
        Technique::XyzWing => 44,
        // By the wing's largest cell; the search gives it.
        Technique::WxyzWing => 55,
        Technique::VwxyzWing => 62,
        Technique::UvwxyzWing => 66,
        Technique::TuvwxyzWing => 75,
        Technique::AlignedExclusion(k) => aligned_exclusion::aligned_difficulty(usize::from(k)),
        Technique::Skyscraper | Technique::TwoStringKite | Technique::TurbotFish => {
            strong_links::difficulty_of(layout, step)
        }
        // The search rates each chain by its houses; this is the base.
        Technique::StrongLinks(k) => 54 + 4 * k.saturating_sub(3),
        Technique::UniqueLoop(_) => unique_loops::loop_difficulty(step.cells.len()),
        // The search rates each chain by its length; these are the bases.
        Technique::ForcingChain(ChainLinks::Nishio)
        | Technique::BidirectionalCycle(ChainLinks::Nishio) => 75,
        Technique::ForcingChain(ChainLinks::Cell | ChainLinks::Region)
        | Technique::BidirectionalCycle(ChainLinks::Cell | ChainLinks::Region) => 80,
        Technique::ForcingChain(ChainLinks::Contradiction | ChainLinks::Double)
        | Technique::BidirectionalCycle(ChainLinks::Contradiction | ChainLinks::Double) => 85,
        Technique::ForcingChain(links) | Technique::BidirectionalCycle(links)
            if links == ChainLinks::Both =>
        {
            70
        }
        Technique::ForcingChain(_) => 66,
        Technique::BidirectionalCycle(_) => 65,
        Technique::ForcingChainPlus(_) => 90,
        // The search rates each BUG by its type and set.
        Technique::Bug(1) => 56,
        Technique::Bug(_) => 57,
        // The own scale's last resort; never on this scale's path.
        Technique::Guess => 0,
    }
}

/// Walks SukakuExplainer's order to the solution from givens (81 values,
/// 0 empty) or, with `candidates`, pencil marks (81 candidate sets, every
/// cell unsolved), within `work`, handing each step and its difficulty in
/// tenths to `take` once applied; gives ER, EP and ED.
pub(super) fn walk(
    variant: SukakuVariant,
    givens: &[u8],
    candidates: Option<&[u32]>,
    work: &Work,
    mut take: impl FnMut(&Layout, Found, u8),
) -> Result<[u8; 3], Unrated> {
    let layout = variant.layout();
    let pointing = variant.pointing_table();
    let mut board = match candidates {
        Some(masks) => LogicBoard::from_candidates(layout, masks).map(|mut board| {
            board.place_settled_singles(layout);
            board
        }),
        None => LogicBoard::from_givens(layout, givens),
    }
    .map_err(Unrated::Board)?;
    let order: &[Entry] = match variant {
        SukakuVariant::NonConsecutive => &NONCONSECUTIVE_ORDER,
        v if v.generalised() => &VARIANT_ORDER,
        _ => &CLASSIC_ORDER,
    };
    let (mut er, mut ep, mut ed) = (0u8, None, None);
    let mut taken = 0;
    // What the one-digit searches last found nothing on, kept from step
    // to step: two strong links, then chains by their count of links.
    let mut link_memo = DigitMemo::default();
    let mut chain_memos: Vec<ChainMemo> = Vec::new();
    // Each house's readings as links of each digit, read again only where
    // its places changed: shared by two strong links and the chains.
    let mut link_readings = LinkReadings::default();
    let mut aligned = AlignedScratch::default();
    // The plain dynamic search's walks, for the (+) search of the same
    // step when the plain one finds nothing.
    let mut dynamic_walks = DynamicWalks::default();
    // The house searches' memories, by the entry's place in the order.
    let mut changes = BoardChanges::new(layout, &board);
    let mut house_memos = vec![NothingSince::default(); order.len()];
    board.consistent().map_err(Unrated::Board)?;
    while !changes.is_solved() {
        let mut found = None;
        for (at, &entry) in order.iter().enumerate() {
            if let Entry::Missing(needs) = entry {
                return Err(Unrated::NeedsTechnique {
                    needs,
                    after_steps: taken,
                });
            }
            let rated_step = match entry {
                Entry::StrongLinks => Some(strong_links_step(
                    layout,
                    &board,
                    &mut link_memo,
                    &mut link_readings,
                )),
                Entry::UniqueLoop => Some(unique_loops::unique_loop(layout, &board, work)),
                Entry::StrongLinkChain(k) => {
                    if chain_memos.len() <= k {
                        chain_memos.resize_with(k + 1, ChainMemo::default);
                    }
                    Some(strong_link_chain_step(
                        layout,
                        &board,
                        work,
                        k,
                        &mut chain_memos[k],
                        &mut link_readings,
                    ))
                }
                Entry::Bug => Some(Ok(bug::bug(layout, &board, variant.generalised()))),
                Entry::AlignedExclusion(k) => {
                    Some(aligned_step(layout, &board, work, k, &mut aligned))
                }
                Entry::Chains => Some(chains_step(layout, &board, work)),
                Entry::Nishio => Some(nishio_step(layout, &board, work)),
                Entry::MultipleChains => Some(multiple_chains_step(
                    layout,
                    &board,
                    work,
                    ChainLevel::Multiple,
                    &mut dynamic_walks,
                )),
                Entry::DynamicChains => Some(multiple_chains_step(
                    layout,
                    &board,
                    work,
                    ChainLevel::Dynamic,
                    &mut dynamic_walks,
                )),
                Entry::DynamicChainsPlus => Some(multiple_chains_step(
                    layout,
                    &board,
                    work,
                    ChainLevel::DynamicPlus {
                        generalised: variant.generalised(),
                    },
                    &mut dynamic_walks,
                )),
                Entry::Wing(k) => Some(wing_step(layout, &board, work, k)),
                _ => None,
            };
            if let Some(result) = rated_step {
                match result {
                    Ok(Some((step, rated))) => {
                        found = Some((Found::Step(step), Some(rated)));
                        break;
                    }
                    Ok(None) => continue,
                    Err(_) if work.ran_out() => {
                        return Err(Unrated::OutOfWork { after_steps: taken })
                    }
                    Err(needs) => {
                        return Err(Unrated::NeedsTechnique {
                            needs,
                            after_steps: taken,
                        })
                    }
                }
            }
            if let Some(step) = find(
                layout,
                pointing,
                &board,
                entry,
                &changes,
                &mut house_memos[at],
            ) {
                found = Some((step, None));
                break;
            }
        }
        let (step, rated) = found.expect("the order ends in Missing");
        let d = rated.unwrap_or_else(|| found_difficulty(layout, &step));
        er = er.max(d);
        ed.get_or_insert(er);
        match &step {
            Found::Placing(placing) => {
                ep.get_or_insert(er);
                changes
                    .place(layout, &mut board, placing.cell, placing.digit)
                    .map_err(Unrated::Board)?;
            }
            Found::Step(step) => {
                if ep.is_none() && !step.placements.is_empty() {
                    ep = Some(er);
                }
                apply(layout, &mut board, step);
                changes.update(layout, &board).map_err(Unrated::Board)?;
            }
        }
        take(layout, step, d);
        taken += 1;
    }
    changes.recycle();
    Ok([er, ep.unwrap_or(er), ed.unwrap_or(er)])
}
