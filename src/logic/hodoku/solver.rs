//! HoDoKu's solver loop: at every step try the enabled techniques in the
//! table's priority order, take the first step found, apply it, repeat
//! until the grid is full. Reaching an enabled technique this engine does
//! not have yet stops the walk: what HoDoKu would find there is unknown.

use super::als::AlsSet;
use super::board::Board;
use super::step::HodokuStep;
use super::table::{numbers::*, Level, StepRow, STEPS};
use super::{
    als, als_chain, avoidable, bit_singles, brute_force, bug, coloring, fish, forcing_chains,
    forcing_nets, franken, house_places, intersections, nice_loops, single_digit, singles, subsets,
    sue_de_coq, uniqueness, wings, x_chains, xy_chains,
};
use crate::geometry::CELLS;
use crate::logic::budget::{Budget, Exhausted};
use crate::logic::LogicError;

/// Why a walk stopped before the grid was full.
#[derive(Debug)]
pub(super) enum Stop {
    /// The first enabled technique not implemented, reached with no step
    /// found before it.
    Needs(&'static StepRow),
    /// The budget ran out.
    Budget(Exhausted),
    /// The uniqueness check failed (no solution, or several).
    Logic(LogicError),
    /// The path took, or would have to take, a row its [`Ceiling`] does
    /// not allow (or the walk's visitor stopped it).
    Ceiling,
}

/// The rows a walk may take, for callers that keep only paths within them
/// (the teaching generator): a walk that finds a step of another row stops
/// there, and so does one that has tried every row the ceiling allows,
/// without the costlier searches that come after (HoDoKu's priority order
/// is not ordered by level: Simple Colors, Hard, comes after Sue de Coq,
/// Unfair).
pub(super) struct Ceiling {
    /// The highest level a step may have.
    level: Level,
    /// No step harder than this row: a higher level, or the same level and
    /// a higher base score.
    hardest: Option<&'static StepRow>,
    /// The last enabled row in priority order that the ceiling allows.
    last: u32,
}

impl Ceiling {
    pub(super) fn new(level: Level, hardest: Option<&'static StepRow>) -> Ceiling {
        let mut ceiling = Ceiling {
            level,
            hardest,
            last: 0,
        };
        ceiling.last = STEPS
            .iter()
            .filter(|row| row.enabled && ceiling.allows(row))
            .map(|row| row.number)
            .max()
            .unwrap_or(0);
        ceiling
    }

    pub(super) fn allows(&self, row: &StepRow) -> bool {
        row.level <= self.level
            && self
                .hardest
                .map_or(true, |h| (row.level, row.score) <= (h.level, h.score))
    }
}

/// Whether the puzzle is known to have one solution, and the check that
/// tells, run once at most.
///
/// A walk may start without it: every technique before the uniqueness
/// tests in the priority order (but BUG+1) keeps every
/// solution's digits, so a walk that fills the grid with those alone, with
/// no two equal digits in a house and no cell or house ever left empty of
/// candidates, has found the only solution. The check runs the first time
/// the walk reaches a later technique, takes a BUG+1 step (it assumes
/// uniqueness) or meets a contradiction, or if the grid it fills breaks a
/// house: so a puzzle with no solution or several gets the check's error,
/// as when it ran first.
pub(super) struct Uniqueness<'a> {
    pub known: bool,
    pub check: &'a mut dyn FnMut() -> Result<(), LogicError>,
}

impl Uniqueness<'_> {
    fn ensure(&mut self) -> Result<(), Stop> {
        if !self.known {
            (self.check)().map_err(Stop::Logic)?;
            self.known = true;
        }
        Ok(())
    }
}

/// The index in [`STEPS`] of Uniqueness Test 1: the rows before it (but
/// BUG+1) are right on any grid whose candidates hold every solution's
/// digits, unique or not.
const FIRST_ASSUMING_UNIQUE: usize = {
    let mut i = 0;
    while STEPS[i].number != UNIQUENESS_1 {
        i += 1;
    }
    i
};

/// A step as the walk finds it: a single stays a cell and a digit, so a
/// walk that only rates builds no vectors for most of its steps.
pub(super) enum Found {
    Single { technique: u32, cell: u8, digit: u8 },
    Step(HodokuStep),
}

impl Found {
    pub fn technique(&self) -> u32 {
        match self {
            Found::Single { technique, .. } => *technique,
            Found::Step(step) => step.technique,
        }
    }

    pub fn into_step(self) -> HodokuStep {
        match self {
            Found::Single {
                technique,
                cell,
                digit,
            } => HodokuStep::placing(technique, cell as usize, digit),
            Found::Step(step) => step,
        }
    }
}

/// The technique's next step on `board`, or `None` when it has none;
/// the outer `None` when this engine does not have the technique.
/// `als_sets` holds the board's ALSes once an ALS technique collected them.
fn find(
    board: &mut Board,
    technique: u32,
    budget: &mut Budget,
    als_sets: &mut Option<AlsSet>,
    ahead: &mut Ahead,
    memo: &mut Memo,
) -> Result<Option<Option<Found>>, Exhausted> {
    let single = match technique {
        FULL_HOUSE => singles::full_house(board),
        NAKED_SINGLE => singles::naked_single(board),
        HIDDEN_SINGLE => singles::hidden_single(board),
        _ => {
            let found = find_step(board, technique, budget, als_sets, ahead, memo)?;
            return Ok(found.map(|step| step.map(Found::Step)));
        }
    };
    Ok(Some(single.map(|(cell, digit)| Found::Single {
        technique,
        cell,
        digit,
    })))
}

/// [`find`] for the techniques past the singles.
fn find_step(
    board: &mut Board,
    technique: u32,
    budget: &mut Budget,
    als_sets: &mut Option<AlsSet>,
    ahead: &mut Ahead,
    memo: &mut Memo,
) -> Result<Option<Option<HodokuStep>>, Exhausted> {
    Ok(Some(match technique {
        LOCKED_PAIR => subsets::naked(board, 2, true, &mut memo.subsets),
        LOCKED_TRIPLE => subsets::naked(board, 3, true, &mut memo.subsets),
        LOCKED_CANDIDATES_1 => intersections::pointing(board, &mut memo.intersections),
        LOCKED_CANDIDATES_2 => intersections::claiming(board, &mut memo.intersections),
        NAKED_PAIR => subsets::naked(board, 2, false, &mut memo.subsets),
        NAKED_TRIPLE => subsets::naked(board, 3, false, &mut memo.subsets),
        HIDDEN_PAIR => subsets::hidden(board, 2, &mut memo.subsets, &mut memo.places),
        HIDDEN_TRIPLE => subsets::hidden(board, 3, &mut memo.subsets, &mut memo.places),
        NAKED_QUADRUPLE => subsets::naked(board, 4, false, &mut memo.subsets),
        HIDDEN_QUADRUPLE => subsets::hidden(board, 4, &mut memo.subsets, &mut memo.places),
        X_WING => fish::basic(board, 2, &mut memo.basic_fish, &mut memo.places),
        SWORDFISH => fish::basic(board, 3, &mut memo.basic_fish, &mut memo.places),
        JELLYFISH => fish::basic(board, 4, &mut memo.basic_fish, &mut memo.places),
        REMOTE_PAIR => xy_chains::remote_pair(board),
        BUG_PLUS_1 => bug::bug_plus_1(board),
        SKYSCRAPER => single_digit::skyscraper(board, &mut memo.single_digit),
        TWO_STRING_KITE => single_digit::two_string_kite(board, &mut memo.single_digit),
        TURBOT_FISH => x_chains::turbot_fish(board, &mut memo.x_chains),
        EMPTY_RECTANGLE => single_digit::empty_rectangle(board, &mut memo.single_digit),
        W_WING => wings::w_wing(board),
        XY_WING => wings::wing(board, false),
        XYZ_WING => wings::wing(board, true),
        UNIQUENESS_1 | UNIQUENESS_2 | UNIQUENESS_3 | UNIQUENESS_4 | UNIQUENESS_5 | UNIQUENESS_6
        | HIDDEN_RECTANGLE => uniqueness::find(board, technique, &mut ahead.rectangles),
        AVOIDABLE_RECTANGLE_1 | AVOIDABLE_RECTANGLE_2 => avoidable::find(board, technique),
        FINNED_X_WING => fish::finned(board, 2, false, &mut ahead.sashimi, &mut memo.finned),
        SASHIMI_X_WING => fish::finned(board, 2, true, &mut ahead.sashimi, &mut memo.finned),
        FINNED_SWORDFISH => fish::finned(board, 3, false, &mut ahead.sashimi, &mut memo.finned),
        SASHIMI_SWORDFISH => fish::finned(board, 3, true, &mut ahead.sashimi, &mut memo.finned),
        FINNED_JELLYFISH => fish::finned(board, 4, false, &mut ahead.sashimi, &mut memo.finned),
        SASHIMI_JELLYFISH => fish::finned(board, 4, true, &mut ahead.sashimi, &mut memo.finned),
        SUE_DE_COQ => sue_de_coq::sue_de_coq(board),
        SIMPLE_COLORS_TRAP => coloring::simple_colors(board, &mut memo.coloring),
        MULTI_COLORS_1 => coloring::multi_colors(board, &mut memo.coloring),
        X_CHAIN => x_chains::x_chain(board, &mut memo.x_chains),
        XY_CHAIN => xy_chains::xy_chain(board),
        CONTINUOUS_NICE_LOOP => nice_loops::nice_loop_or_aic(board, false, None),
        GROUPED_CONTINUOUS_NICE_LOOP => {
            nice_loops::nice_loop_or_aic(board, true, Some(&mut memo.walked))
        }
        ALS_XZ => als::als_xz(als_set(als_sets, board)),
        ALS_XY_WING => als::als_xy_wing(als_set(als_sets, board)),
        ALS_XY_CHAIN => als_chain::als_xy_chain(als_set(als_sets, board), budget)?,
        FRANKEN_X_WING => franken::franken(board, 2, false, budget, &mut memo.franken)?,
        FRANKEN_SWORDFISH => franken::franken(board, 3, false, budget, &mut memo.franken)?,
        FINNED_FRANKEN_X_WING => franken::franken(board, 2, true, budget, &mut memo.franken)?,
        FINNED_FRANKEN_SWORDFISH => franken::franken(board, 3, true, budget, &mut memo.franken)?,
        FORCING_CHAIN_CONTRADICTION => {
            let walked = memo.walked.ready.then_some(&memo.walked);
            forcing_chains::forcing_chain(board, budget, walked)?
        }
        FORCING_NET_CONTRADICTION => forcing_nets::forcing_net(board, budget)?,
        BRUTE_FORCE => brute_force::brute_force(board),
        _ => return Ok(None),
    }))
}

/// What one technique's search learned for a later one on the same grid
/// (the grid does not change while a step is sought).
#[derive(Default)]
struct Ahead {
    sashimi: fish::SashimiAhead,
    rectangles: uniqueness::Rectangles,
}

/// What searches on a walk's earlier grids learned that still holds (see
/// [`fish::Memo`] and [`franken::Memo`]); a walk keeps one for its steps.
#[derive(Default)]
pub(super) struct Memo {
    subsets: subsets::Memo,
    /// Each house's digit positions on the grid now searched, for the
    /// hidden subsets and the basic fish.
    places: house_places::HousePlaces,
    intersections: intersections::Memo,
    basic_fish: fish::BasicMemo,
    finned: fish::Memo,
    x_chains: x_chains::Memo,
    single_digit: single_digit::Memo,
    coloring: coloring::Memo,
    franken: franken::Memo,
    /// The grouped nice-loop tables of the grid now searched, for the
    /// forcing chains (kept here so their buffers serve every step).
    walked: nice_loops::Walked,
}

fn als_set<'a>(sets: &'a mut Option<AlsSet>, board: &Board) -> &'a AlsSet {
    sets.get_or_insert_with(|| AlsSet::of(board))
}

/// The step numbers [`find`] answers for, in priority order.
pub const IMPLEMENTED: &[u32] = &[
    FULL_HOUSE,
    NAKED_SINGLE,
    HIDDEN_SINGLE,
    LOCKED_PAIR,
    LOCKED_TRIPLE,
    LOCKED_CANDIDATES_1,
    LOCKED_CANDIDATES_2,
    NAKED_PAIR,
    NAKED_TRIPLE,
    HIDDEN_PAIR,
    HIDDEN_TRIPLE,
    NAKED_QUADRUPLE,
    HIDDEN_QUADRUPLE,
    X_WING,
    SWORDFISH,
    JELLYFISH,
    REMOTE_PAIR,
    BUG_PLUS_1,
    SKYSCRAPER,
    TWO_STRING_KITE,
    TURBOT_FISH,
    EMPTY_RECTANGLE,
    W_WING,
    XY_WING,
    XYZ_WING,
    UNIQUENESS_1,
    UNIQUENESS_2,
    UNIQUENESS_3,
    UNIQUENESS_4,
    UNIQUENESS_5,
    UNIQUENESS_6,
    HIDDEN_RECTANGLE,
    AVOIDABLE_RECTANGLE_1,
    AVOIDABLE_RECTANGLE_2,
    FINNED_X_WING,
    SASHIMI_X_WING,
    FINNED_SWORDFISH,
    SASHIMI_SWORDFISH,
    FINNED_JELLYFISH,
    SASHIMI_JELLYFISH,
    SUE_DE_COQ,
    SIMPLE_COLORS_TRAP,
    MULTI_COLORS_1,
    X_CHAIN,
    XY_CHAIN,
    CONTINUOUS_NICE_LOOP,
    GROUPED_CONTINUOUS_NICE_LOOP,
    ALS_XZ,
    ALS_XY_WING,
    ALS_XY_CHAIN,
    FRANKEN_X_WING,
    FRANKEN_SWORDFISH,
    FINNED_FRANKEN_X_WING,
    FINNED_FRANKEN_SWORDFISH,
    FORCING_CHAIN_CONTRADICTION,
    FORCING_NET_CONTRADICTION,
    BRUTE_FORCE,
];

/// The next step HoDoKu's solver takes on `board`.
/// The puzzle must have one solution.
pub(super) fn next_step(board: &mut Board, budget: &mut Budget) -> Result<HodokuStep, Stop> {
    let mut known = Uniqueness {
        known: true,
        check: &mut || Ok(()),
    };
    next_step_with(board, budget, &mut Memo::default(), &mut known, None)
}

/// As [`next_step`], with what the walk's earlier steps learned, checking
/// uniqueness before a step that needs it.
fn next_step_with(
    board: &mut Board,
    budget: &mut Budget,
    memo: &mut Memo,
    unique: &mut Uniqueness,
    ceiling: Option<&Ceiling>,
) -> Result<HodokuStep, Stop> {
    next_found(board, budget, memo, unique, ceiling).map(Found::into_step)
}

/// [`next_step_with`]'s step as found.
fn next_found(
    board: &mut Board,
    budget: &mut Budget,
    memo: &mut Memo,
    unique: &mut Uniqueness,
    ceiling: Option<&Ceiling>,
) -> Result<Found, Stop> {
    let mut als_sets = None;
    let mut ahead = Ahead::default();
    memo.walked.ready = false;
    for (index, row) in STEPS.iter().enumerate().filter(|(_, row)| row.enabled) {
        if ceiling.is_some_and(|ceiling| row.number > ceiling.last) {
            return Err(Stop::Ceiling);
        }
        budget.spend(1).map_err(Stop::Budget)?;
        if index >= FIRST_ASSUMING_UNIQUE {
            unique.ensure()?;
        }
        match find(board, row.number, budget, &mut als_sets, &mut ahead, memo)
            .map_err(Stop::Budget)?
        {
            Some(Some(_)) if ceiling.is_some_and(|ceiling| !ceiling.allows(row)) => {
                return Err(Stop::Ceiling)
            }
            Some(Some(step)) => {
                if row.number == BUG_PLUS_1 {
                    unique.ensure()?;
                }
                return Ok(step);
            }
            Some(None) => {}
            None => return Err(Stop::Needs(row)),
        }
    }
    unreachable!("Give Up, the last enabled row, is not implemented")
}

fn apply_found(board: &mut Board, found: &Found) {
    match found {
        Found::Single { cell, digit, .. } => {
            board.epoch += 1;
            board.place(*cell as usize, *digit);
        }
        Found::Step(step) => apply(board, step),
    }
}

pub(super) fn apply(board: &mut Board, step: &HodokuStep) {
    board.epoch += 1;
    for placement in &step.placements {
        board.place(placement.cell as usize, placement.digit);
    }
    for elimination in &step.eliminations {
        board.eliminate(elimination.cell as usize, elimination.digit);
    }
}

/// Walks the path from `puzzle` (cell values, 0 for empty; it must have
/// one solution), handing each step to `visit`.
#[cfg(test)]
pub(super) fn walk(
    puzzle: &[u8; CELLS],
    budget: &mut Budget,
    mut visit: impl FnMut(HodokuStep),
) -> Result<(), Stop> {
    let mut known = Uniqueness {
        known: true,
        check: &mut || Ok(()),
    };
    walk_checking(puzzle, budget, &mut known, None, |step| {
        visit(step);
        true
    })
}

/// Walks the path from `puzzle` (cell values, 0 for empty), handing each
/// step to `visit` (by value: the rating keeps every one), which returns
/// whether to go on; `unique` checks the puzzle has one solution when the
/// path does not show it; with a `ceiling`, only the rows it allows.
pub(super) fn walk_checking(
    puzzle: &[u8; CELLS],
    budget: &mut Budget,
    unique: &mut Uniqueness,
    ceiling: Option<&Ceiling>,
    mut visit: impl FnMut(HodokuStep) -> bool,
) -> Result<(), Stop> {
    walk_found(puzzle, budget, unique, ceiling, |found| {
        visit(found.into_step())
    })
}

/// [`walk_checking`] handing each step as found.
pub(super) fn walk_found(
    puzzle: &[u8; CELLS],
    budget: &mut Budget,
    unique: &mut Uniqueness,
    ceiling: Option<&Ceiling>,
    mut visit: impl FnMut(Found) -> bool,
) -> Result<(), Stop> {
    match bit_singles::singles_phase(puzzle) {
        Some(phase) => {
            take_singles(phase.steps(), budget, ceiling, &mut visit)?;
            match phase.rest {
                Some(board) => walk_board(board, true, budget, unique, ceiling, visit),
                None => Ok(()),
            }
        }
        None => walk_board(Board::new(puzzle), false, budget, unique, ceiling, visit),
    }
}

/// Hands on singles the bit walk took, spending and checking what
/// `next_found` would on the rows it tries.
fn take_singles(
    singles: &[bit_singles::Single],
    budget: &mut Budget,
    ceiling: Option<&Ceiling>,
    visit: &mut impl FnMut(Found) -> bool,
) -> Result<(), Stop> {
    for single in singles {
        let rows = &STEPS[..=single.row as usize];
        let Some(ceiling) = ceiling else {
            // Without a ceiling, one unit a row, spent at once.
            budget.spend(rows.len() as u64).map_err(Stop::Budget)?;
            let found = Found::Single {
                technique: rows[single.row as usize].number,
                cell: single.cell,
                digit: single.digit,
            };
            if !visit(found) {
                return Err(Stop::Ceiling);
            }
            continue;
        };
        for row in rows {
            if row.number > ceiling.last {
                return Err(Stop::Ceiling);
            }
            budget.spend(1).map_err(Stop::Budget)?;
        }
        let row = &rows[single.row as usize];
        if !ceiling.allows(row) {
            return Err(Stop::Ceiling);
        }
        let found = Found::Single {
            technique: row.number,
            cell: single.cell,
            digit: single.digit,
        };
        if !visit(found) {
            return Err(Stop::Ceiling);
        }
    }
    Ok(())
}

/// [`walk_found`] from `board`, taking every step on it, but for the
/// singles after a step that is not a single, taken on bit boards while
/// the grid is `sound` (see [`bit_singles::resume_after_step`]).
fn walk_board(
    mut board: Board,
    mut sound: bool,
    budget: &mut Budget,
    unique: &mut Uniqueness,
    ceiling: Option<&Ceiling>,
    mut visit: impl FnMut(Found) -> bool,
) -> Result<(), Stop> {
    let mut memo = Memo::default();
    let mut work = bit_singles::Resume::new();
    while !board.is_solved() {
        if board.contradiction {
            unique.ensure()?;
        }
        let found = next_found(&mut board, budget, &mut memo, unique, ceiling)?;
        apply_found(&mut board, &found);
        let resume = match &found {
            Found::Single { .. } => false,
            Found::Step(step) => {
                // A placement can take a house's last place for another
                // digit without a flag: the grid is no longer known sound.
                sound &= step.placements.is_empty();
                sound && !board.contradiction
            }
        };
        if !visit(found) {
            return Err(Stop::Ceiling);
        }
        if resume && bit_singles::resume_after_step(&mut board, &mut work) {
            take_singles(work.steps(), budget, ceiling, &mut visit)?;
        }
    }
    if board.contradiction || (board.placed_off_candidate && !board.solution_is_valid()) {
        unique.ensure()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_implemented_list_is_what_find_dispatches() {
        for row in STEPS.iter() {
            let dispatched = find(
                &mut Board::new(&[0; CELLS]),
                row.number,
                &mut Budget::new(0),
                &mut None,
                &mut Ahead::default(),
                &mut Memo::default(),
            )
            .unwrap()
            .is_some();
            assert_eq!(
                dispatched,
                IMPLEMENTED.contains(&row.number),
                "{}",
                row.name
            );
        }
    }
}
