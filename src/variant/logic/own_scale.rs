//! The project's own difficulty scale, for every rule set the variant
//! engine takes (killer, jigsaw, thermometers, dots, any size), in
//! Sudoku Explainer's ER/EP/ED form. Its definition, each value and the
//! reason for it, is in docs/VARIANT-LOGIC.md ("The project's own scale").
//!
//! - The techniques are tried in a fixed order, easiest first; each step
//!   is the first one the first technique with a step finds.
//! - A step's difficulty comes from the table in `difficulty`: Sudoku
//!   Explainer's values for the techniques it has, and values placed among
//!   them for the killer and jigsaw techniques.
//! - When the order has no step, the chain families follow (WXYZ- and
//!   VWXYZ-wings, forcing chains and cycles over X, Y, then both kinds of
//!   links, forcing nets, forcing nets with locking inside, then, with
//!   cages, the same with each cage's fillings matched exactly), each
//!   rating its own steps by size or length and each search bounded by a
//!   fixed budget.
//! - When neither has a step, the last resort (`own_guess.rs`): one cell
//!   takes its digit from the puzzle's unique solution, rated above every
//!   technique, and the techniques go on; the rating counts such guesses.
//! - ER is the hardest step, EP the hardest up to the first placement, ED
//!   the first step's. A puzzle with no solution or several, or whose
//!   rating runs past the scale's bound on work, is not rated.

use super::super::rules::{HouseKind, Rules};
use super::board::{BoardError, LogicBoard};
use super::layout::Layout;
use super::step::{ChainLinks, Step, Technique};
use super::work::Work;
use super::{
    als_wings, apply, chains, forcing_nets, own_guess, run, strong_links, unique_loops, Search,
};

/// The scale's order: each entry's easiest step is no harder than the
/// next entry's.
const OWN_ORDER: [Search; 25] = [
    Search::HiddenSingle,
    Search::CageCombination,
    Search::PairRule,
    Search::NakedSingle,
    Search::NonConsecutiveForcingCell,
    Search::LockedNonConsecutive,
    Search::InniesOuties,
    Search::GeneralisedLocking,
    Search::CagePointing,
    Search::InniesLessOuties,
    Search::LawOfLeftovers,
    Search::GeneralisedNakedSet(2),
    Search::Fish(2),
    Search::HiddenSet(2),
    Search::GeneralisedNakedSet(3),
    Search::Fish(3),
    Search::HiddenSet(3),
    Search::StrongLinks,
    Search::XyWing,
    Search::XyzWing,
    Search::GeneralisedNakedSet(4),
    Search::Fish(4),
    Search::HiddenSet(4),
    // Larger sets only matter past 9x9; rated as quads.
    Search::GeneralisedNakedSet(5),
    Search::HiddenSet(5),
];

/// The families tried when the order above has no step, easiest first;
/// each rates its own steps (a wing by its size, a chain by its length).
#[derive(Clone, Copy)]
enum Family {
    /// A wing of this many cells and a pivot (WXYZ 3, VWXYZ 4).
    Wing(usize),
    /// Forcing chains and cycles over these links only.
    Chains(ChainLinks),
    /// Forcing nets: contradiction, cell, house (`forcing_nets.rs`).
    Nets,
    /// The same nets with locking applied inside each (after Sudoku
    /// Explainer's dynamic forcing chains (+)).
    NetsWithLocking,
    /// The nets with locking, each cage's cells matched exactly with its
    /// combinations at every level (killer's big cages).
    NetsWithCageFillings,
}

const OWN_FAMILIES: [Family; 8] = [
    Family::Wing(3),
    Family::Wing(4),
    Family::Chains(ChainLinks::X),
    Family::Chains(ChainLinks::Y),
    Family::Chains(ChainLinks::Both),
    Family::Nets,
    Family::NetsWithLocking,
    Family::NetsWithCageFillings,
];

// Each search's budget is fixed, whatever the size: one search on a
// 16x16 grid costs many times one on 9x9, and a step tries them all.
// 9x9 searches stay well inside (measured on the shared sets).

/// Partial wings one wing search may try.
const WING_BUDGET: usize = 300_000;

/// Potentials one chain search (one kind of links) may expand.
const CHAIN_BUDGET: usize = 1_000_000;

/// Consequences one forcing-net search may derive.
const NET_BUDGET: usize = 500_000;

/// Search work one rating may spend over its whole path on a 9x9 grid,
/// whatever the caller allows: the per-search budgets above bound one
/// step, not the number of steps that run every family to its budget (a
/// killer with big cages may run many such steps). 4 to 7 s of CPU at
/// most on the machine measured (docs/VARIANT-LOGIC.md); every dev and
/// held-out killer stays well inside. A larger grid may spend more, by the square of its
/// cells (a search there costs more, and there are more steps).
const RATING_WORK_9X9: u64 = 40_000_000;

/// A guess's difficulty: above every step the scale can rate on any size
/// (the nets' most, 10.6, is checked in `forcing_nets.rs`; a chain's
/// most is 9.6 on 25x25), so a rating with a guess is told apart by its
/// ER alone.
pub(super) const GUESS_TENTHS: u8 = 110;

/// The work one rating of an `size` x `size` grid may spend.
pub(super) fn rating_work(size: usize) -> u64 {
    let cells = (size * size) as u64;
    RATING_WORK_9X9.saturating_mul(cells * cells) / (81 * 81)
}

/// The first family's easiest step with its difficulty; a search past its
/// budget finds nothing (the puzzle may then stop, unrated).
fn family_step(layout: &Layout, board: &LogicBoard, work: &Work) -> Option<(Step, u8)> {
    OWN_FAMILIES.iter().find_map(|&family| match family {
        Family::Wing(k) => als_wings::wings_within(layout, board, work, k, WING_BUDGET)
            .ok()?
            .into_iter()
            .next()
            .map(|hint| (hint.step, hint.difficulty)),
        Family::Chains(links) => chains::chain_hints_of(layout, board, links, work, CHAIN_BUDGET)
            .ok()?
            .into_iter()
            .next()
            .map(|hint| (hint.step, hint.difficulty)),
        Family::Nets => forcing_nets::forcing_net(layout, board, work, NET_BUDGET)
            .map(|hint| (hint.step, hint.difficulty)),
        Family::NetsWithLocking => {
            forcing_nets::forcing_net_with_locking(layout, board, work, NET_BUDGET)
                .map(|hint| (hint.step, hint.difficulty))
        }
        Family::NetsWithCageFillings if !layout.cage_sums.is_empty() => {
            forcing_nets::forcing_net_with_cage_fillings(layout, board, work, NET_BUDGET)
                .map(|hint| (hint.step, hint.difficulty))
        }
        Family::NetsWithCageFillings => None,
    })
}

/// A rating on the project's own scale, in tenths.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnRating {
    pub er: u8,
    pub ep: u8,
    pub ed: u8,
    /// Every step of the solve, with its difficulty.
    pub steps: Vec<(Step, u8)>,
    /// How many of the steps are guesses ([`Technique::Guess`]): 0 for a
    /// puzzle the techniques solve without guessing.
    pub guesses: u32,
}

/// Why a rating stopped short of the solution ([`OwnUnrated::Stuck`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StuckReason {
    /// The scale's bound on a rating's work ran out (or the caller's: the
    /// rating is then [`OwnUnrated::OutOfWork`]).
    WorkBound,
    /// The techniques stopped and the givens have no solution.
    NoSolution,
    /// The techniques stopped and the givens have more than one solution.
    SeveralSolutions,
}

/// Why a puzzle has no rating on the project's own scale.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OwnUnrated {
    /// The grid is malformed or breaks a rule.
    Board(BoardError),
    /// The rating stopped: the scale's bound on work ran out, or the
    /// techniques stopped and there is no unique solution to guess from.
    Stuck {
        /// Steps taken before.
        after_steps: usize,
        /// Cells still empty.
        empty_cells: usize,
        /// Which of these.
        reason: StuckReason,
    },
    /// The caller's work ran out (see [`rate_own_scale_within`]).
    OutOfWork {
        /// Steps taken before.
        after_steps: usize,
    },
}

impl std::fmt::Display for OwnUnrated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OwnUnrated::Board(e) => write!(f, "not rated: {e}"),
            OwnUnrated::Stuck {
                after_steps,
                empty_cells,
                reason,
            } => {
                let why = match reason {
                    StuckReason::WorkBound => "the scale's bound on a rating's work ran out",
                    StuckReason::NoSolution => {
                        "no technique of the scale applies and the puzzle has no solution"
                    }
                    StuckReason::SeveralSolutions => {
                        "no technique of the scale applies and the puzzle has more than \
                         one solution"
                    }
                };
                write!(
                    f,
                    "not rated: {why} after {after_steps} steps, {empty_cells} cells empty"
                )
            }
            OwnUnrated::OutOfWork { after_steps } => {
                write!(f, "not rated: out of work after {after_steps} steps")
            }
        }
    }
}

impl std::error::Error for OwnUnrated {}

/// Rates a puzzle of any rule set on the project's own scale; `givens` has
/// N*N values, 0 for empty.
pub fn rate_own_scale(rules: &Rules, givens: &[u8]) -> Result<OwnRating, OwnUnrated> {
    rate_own_scale_within(rules, givens, &Work::unlimited())
}

/// [`rate_own_scale`] within `work`: its searches (wings, chains, forcing
/// nets) stop when it runs out, and the rating is
/// [`OwnUnrated::OutOfWork`]. The scale's own bound on a rating's work
/// (`rating_work`, a few seconds of CPU on 9x9) applies too: a puzzle past it
/// stops where its searches ran out ([`OwnUnrated::Stuck`] with
/// [`StuckReason::WorkBound`]), without guessing, the same on every
/// machine. The count of solutions behind a guess spends from the same
/// work, 30 units per guess of its search (about its time).
pub fn rate_own_scale_within(
    rules: &Rules,
    givens: &[u8],
    work: &Work,
) -> Result<OwnRating, OwnUnrated> {
    rate_bounded(rules, givens, work, rating_work(rules.size()))
}

/// [`rate_own_scale_within`] with the scale's bound on a rating's work
/// given.
fn rate_bounded(
    rules: &Rules,
    givens: &[u8],
    work: &Work,
    scale_bound: u64,
) -> Result<OwnRating, OwnUnrated> {
    let layout = Layout::new(rules);
    let callers = work.left();
    let own = Work::new(callers.min(scale_bound));
    let rated = rate_within(rules, &layout, givens, &own);
    // The caller pays what the rating spent; past the caller's own
    // bound the rating is out of work, past the scale's it stopped.
    let spent = callers.min(scale_bound) - own.left();
    if own.ran_out() && callers <= scale_bound {
        work.spend(callers.saturating_add(1));
        if let Err(OwnUnrated::Stuck { after_steps, .. }) = rated {
            return Err(OwnUnrated::OutOfWork { after_steps });
        }
        return rated;
    }
    work.spend(spent);
    rated
}

fn rate_within(
    rules: &Rules,
    layout: &Layout,
    givens: &[u8],
    work: &Work,
) -> Result<OwnRating, OwnUnrated> {
    let mut board = LogicBoard::from_givens(layout, givens).map_err(OwnUnrated::Board)?;
    let (mut er, mut ep, mut ed) = (0u8, None, None);
    let mut steps = Vec::new();
    // Counted at the first guess, kept for the next ones.
    let mut solution: Option<Vec<u8>> = None;
    let mut guesses = 0;
    while !board.is_solved() {
        let stuck = |board: &LogicBoard, steps: &Vec<(Step, u8)>, reason| OwnUnrated::Stuck {
            after_steps: steps.len(),
            empty_cells: board.values().iter().filter(|&&v| v == 0).count(),
            reason,
        };
        board.consistent().map_err(OwnUnrated::Board)?;
        let found = OWN_ORDER
            .iter()
            .find_map(|&search| run(layout, &board, search))
            .map(|step| {
                let d = own_difficulty(layout, &step);
                (step, d)
            })
            .or_else(|| family_step(layout, &board, work));
        if work.ran_out() {
            // A search stopped short: what follows would not be the path
            // (the caller turns this into OutOfWork when the bound was
            // its own), so no guess either.
            return Err(stuck(&board, &steps, StuckReason::WorkBound));
        }
        let (step, d) = match found {
            Some(found) => found,
            None => {
                let known = match solution.take() {
                    Some(known) => known,
                    None => own_guess::unique_solution(rules, givens, work)
                        .map_err(|reason| stuck(&board, &steps, reason))?,
                };
                let step = own_guess::guess_step(&board, &known);
                solution = Some(known);
                guesses += 1;
                (step, GUESS_TENTHS)
            }
        };
        er = er.max(d);
        ed.get_or_insert(d);
        if ep.is_none() && !step.placements.is_empty() {
            ep = Some(er);
        }
        apply(layout, &mut board, &step);
        steps.push((step, d));
    }
    Ok(OwnRating {
        er,
        ep: ep.unwrap_or(er),
        ed: ed.unwrap_or(er),
        steps,
        guesses,
    })
}

/// A step's difficulty on the project's own scale, in tenths (see
/// docs/VARIANT-LOGIC.md for why each value).
pub fn own_difficulty(layout: &Layout, step: &Step) -> u8 {
    let first_kind = step.houses.first().map(|&h| layout.houses[h].kind);
    // Cells past the first few make a sum or a leftover harder to see.
    let extra_cells = |cells: usize, free: usize| cells.saturating_sub(free).min(4) as u8;
    match step.technique {
        Technique::LastInHouse => 10,
        Technique::HiddenSingle if first_kind == Some(HouseKind::Region) => 12,
        Technique::HiddenSingle => 15,
        Technique::CageCombination => {
            let one_combination = layout
                .cage_sums
                .iter()
                .any(|(cells, combos)| *cells == step.cells && combos.len() == 1);
            if step.houses.len() > 1 {
                // A house forced a digit into the cage.
                24
            } else if one_combination {
                13
            } else {
                20
            }
        }
        Technique::PairRule => 15,
        Technique::DirectPointing if first_kind == Some(HouseKind::Region) => 17,
        Technique::DirectPointing => 19,
        Technique::DirectHiddenSet(2) => 20,
        Technique::DirectHiddenSet(_) => 25,
        Technique::NakedSingle => 23,
        Technique::NonConsecutiveForcingCell => 24,
        Technique::LockedNonConsecutive => 25,
        Technique::Innies(k) => 22 + 3 * (k.max(1) - 1) + extra_cells(step.cells.len(), 2),
        Technique::Outies(k) => 24 + 3 * (k.max(1) - 1) + extra_cells(step.cells.len(), 2),
        Technique::InniesLessOuties(k) => {
            27 + 3 * (k.max(1) - 1) + extra_cells(step.cells.len(), 2)
        }
        Technique::Pointing | Technique::GeneralisedLocking => 26,
        Technique::CagePointing => 27,
        Technique::Claiming => 28,
        Technique::LawOfLeftovers(k) => {
            28 + 3 * (k.max(1) - 1) + extra_cells(step.cells.len() / 2, 1)
        }
        Technique::NakedSet(2) | Technique::GeneralisedNakedSet(2) => 30,
        Technique::Fish(2) => 32,
        Technique::HiddenSet(2) => 34,
        Technique::NakedSet(3) | Technique::GeneralisedNakedSet(3) => 36,
        Technique::Fish(3) => 38,
        Technique::HiddenSet(3) => 40,
        Technique::Skyscraper | Technique::TwoStringKite | Technique::TurbotFish => {
            strong_links::difficulty_of(layout, step)
        }
        Technique::XyWing => 42,
        Technique::XyzWing => 44,
        // Not searched on this scale; SukakuExplainer's base.
        Technique::StrongLinks(k) => 54 + 4 * k.saturating_sub(3),
        // Searched after the order; the search gives each step's value
        // (SukakuExplainer's, by the wing's largest cell); these are the
        // least of each range.
        Technique::WxyzWing => 55,
        Technique::VwxyzWing => 62,
        Technique::UvwxyzWing => 66,
        Technique::TuvwxyzWing => 75,
        Technique::AlignedExclusion(2) => 62,
        Technique::AlignedExclusion(_) => 75,
        Technique::NakedSet(_) | Technique::GeneralisedNakedSet(_) => 50,
        Technique::Fish(_) => 52,
        Technique::HiddenSet(_) => 54,
        // Not searched on this scale (a hint's puzzle may not be unique).
        Technique::UniqueLoop(_) => unique_loops::loop_difficulty(step.cells.len()),
        // Bases: the search adds tenths for the length (a forcing net,
        // reported as a chain over both links, starts at 7.5).
        Technique::ForcingChain(ChainLinks::Both)
        | Technique::BidirectionalCycle(ChainLinks::Both) => 70,
        Technique::ForcingChain(_) => 66,
        Technique::BidirectionalCycle(_) => 65,
        // Not searched on this scale; SukakuExplainer's base.
        Technique::ForcingChainPlus(_) => 90,
        Technique::Bug(1) => 56,
        Technique::Bug(_) => 57,
        Technique::Guess => GUESS_TENTHS,
    }
}

#[cfg(test)]
mod tests {
    use super::{rate_bounded, rate_own_scale_within, rating_work, OwnUnrated};
    use crate::variant::fpuzzles;
    use crate::variant::logic::Work;

    #[test]
    fn the_bound_on_a_rating_grows_with_the_square_of_the_cells() {
        assert_eq!(rating_work(9), 40_000_000);
        assert_eq!(rating_work(16), 40_000_000 * 256 * 256 / (81 * 81));
        assert!(rating_work(6) < rating_work(9));
    }

    /// A committed jigsaw whose path spends search work (the committed
    /// killers spend none) stops where the scale's bound runs out (unrated, not out of the caller's work),
    /// and rates as without it when the bound is just enough.
    #[test]
    fn a_rating_past_the_scales_bound_stops_and_one_within_it_is_unchanged() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/variants/sample.jsonl"
        );
        let text = std::fs::read_to_string(path).unwrap();
        let (puzzle, used) = text
            .lines()
            .filter(|line| line.starts_with("{\"id\":\"jigsaw-"))
            .map(|line| {
                let record: serde_json::Value = serde_json::from_str(line).unwrap();
                let puzzle = fpuzzles::parse_json(&record["puzzle"].to_string()).unwrap();
                let work = Work::unlimited();
                let _ = rate_own_scale_within(&puzzle.rules, &puzzle.givens, &work);
                (puzzle, u64::MAX - work.left())
            })
            .find(|(_, used)| *used > 0)
            .expect("a committed jigsaw whose path searches");
        let (rules, givens) = (&puzzle.rules, &puzzle.givens);
        let unbounded = rate_own_scale_within(rules, givens, &Work::unlimited());
        assert!(unbounded.is_ok());
        let caller = Work::unlimited();
        match rate_bounded(rules, givens, &caller, used - 1) {
            Err(OwnUnrated::Stuck { .. }) => {}
            other => panic!("{used} units needed, a bound one short gave {other:?}"),
        }
        assert!(!caller.ran_out());
        assert_eq!(u64::MAX - caller.left(), used - 1);
        assert_eq!(
            rate_bounded(rules, givens, &Work::unlimited(), used),
            unbounded
        );
        // The caller's own bound, when smaller, is what runs out.
        match rate_bounded(rules, givens, &Work::new(used - 1), used + 1) {
            Err(OwnUnrated::OutOfWork { .. }) => {}
            other => panic!("{other:?}"),
        }
    }
}
