//! Solving, counting and checking a grid under a rule set.

use std::mem::offset_of;
use std::ptr;

use super::rules::{rules_ref, RulesHandle};
use crate::ffi::solve::with_report;
use crate::ffi::{caller_size, guarded, write_versioned, Report, Status, Versioned};
use crate::variant::{self, BrokenRule, HouseKind, PairSource, Rules, VariantError, VariantStats};

/// The rule a grid breaks: the `rule` of sudoku_rule_violation. Values are
/// fixed and only ever appended.
///
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=prefix:SUDOKU_BROKEN_
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Spelled as C sees them, SUDOKU_BROKEN_ prefix aside.
#[allow(non_camel_case_types)]
pub enum BrokenRuleKind {
    /// No rule (the grid breaks none, or the call failed before checking).
    NONE = 0,
    /// Two equal digits in a row (`index`: the row, from 0).
    ROW = 1,
    /// In a column (`index`: the column).
    COLUMN = 2,
    /// In a box or jigsaw region (`index`: the region, row-major for boxes).
    REGION = 3,
    /// On the diagonal from top left to bottom right.
    MAIN_DIAGONAL = 4,
    /// On the diagonal from bottom left to top right.
    ANTI_DIAGONAL = 5,
    /// In a windoku window (`index`: 0-3).
    WINDOW = 6,
    /// In a disjoint group (`index`: the position in the box).
    DISJOINT_GROUP = 7,
    ASTERISK = 8,
    CENTRE_DOT = 9,
    GIRANDOLA = 10,
    /// In a listed extra region (`index`: in the order added).
    EXTRA_REGION = 11,
    /// In a killer cage (`index`: the cage).
    CAGE = 12,
    /// A knight's move apart.
    ANTI_KNIGHT = 13,
    /// A king's move apart.
    ANTI_KING = 14,
    /// A cage's digits pass its sum, or fill it to another (`index`).
    CAGE_SUM = 15,
    /// A thermometer does not increase from its bulb (`index`: the line).
    THERMOMETER = 16,
    /// A dot's rule fails (`index`: the dot).
    DOT = 17,
    /// Orthogonal neighbours without a dot are consecutive.
    NONCONSECUTIVE = 18,
    /// Neighbours without a black dot are in ratio 2 (every black dot given).
    NEGATIVE_RATIO = 19,
    /// Neighbours without a white dot differ by 1 (every white dot given).
    NEGATIVE_DIFFERENCE = 20,
}

/// Where a grid breaks a rule: sudoku_rules_check's report. Set `size` to
/// sizeof(sudoku_rule_violation) before the call; the library writes only
/// the fields that fit in it, and never `size` itself.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Violation {
    /// sizeof(sudoku_rule_violation) as the caller compiled it.
    pub size: u32,
    /// The status the call returned.
    pub status: Status,
    /// For SUDOKU_GRID_BREAKS_RULE, the first cell (`row * N + column`), in cell
    /// order, that completes a broken rule; for SUDOKU_INVALID_VALUE the
    /// first cell above N; -1 otherwise.
    pub cell: i32,
    /// A sudoku_broken_rule value, SUDOKU_BROKEN_NONE but for
    /// SUDOKU_GRID_BREAKS_RULE.
    pub rule: BrokenRuleKind,
    /// Which rule of its kind, from 0 (see sudoku_broken_rule); -1 when the
    /// kind has one rule or none.
    pub index: i32,
}

impl Versioned for Violation {
    const V1_SIZE: usize = 20;
}

const _: () = {
    assert!(offset_of!(Violation, status) == 4);
    assert!(offset_of!(Violation, cell) == 8);
    assert!(offset_of!(Violation, rule) == 12);
    assert!(offset_of!(Violation, index) == 16);
    assert!(std::mem::size_of::<Violation>() == Violation::V1_SIZE);
};

/// Copies `count` bytes of a caller's grid.
///
/// # Safety
/// `grid` is non-NULL and valid for `count` reads.
pub(crate) unsafe fn read_cells(grid: *const u8, count: usize) -> Vec<u8> {
    let mut cells = vec![0u8; count];
    // SAFETY: `count` readable bytes by contract; `cells` is ours.
    unsafe { ptr::copy_nonoverlapping(grid, cells.as_mut_ptr(), count) };
    cells
}

/// The status of a refused grid or failed search, and its cell.
pub(super) fn failure(err: &VariantError) -> (Status, i32) {
    match err {
        VariantError::Digit { cell, .. } => (Status::INVALID_VALUE, *cell as i32),
        VariantError::Broken(violation) => (Status::GRID_BREAKS_RULE, violation.cell as i32),
        VariantError::NoSolution => (Status::NO_SOLUTION, -1),
        VariantError::MultipleSolutions => (Status::MULTIPLE_SOLUTIONS, -1),
        VariantError::BudgetExhausted => (Status::BUDGET_EXHAUSTED, -1),
        // The grid is read N*N long from the rule set's size.
        VariantError::Length { .. } => (Status::INTERNAL_ERROR, -1),
    }
}

/// Notes what a search did in the report.
fn note(out: &mut Report, stats: VariantStats) {
    out.solutions = stats.solutions.min(2);
    out.guesses = stats.guesses;
}

/// Solves a variant grid: its solution when it has exactly one.
///
/// @param rules the rule set (N from sudoku_rules_size).
/// @param givens N*N values, row-major: 0 empty, 1..N given.
/// @param guess_budget give up with SUDOKU_BUDGET_EXHAUSTED after this many
///   guesses; 0 means no limit. A call never makes more guesses than this.
/// @param solution N*N bytes for the solution, 1..N; may be `givens`
///   itself. Written only on SUDOKU_OK.
/// @param report NULL, or a sudoku_report whose `size` the caller has set,
///   filled in on every status as by sudoku_solve_ex: `cell` is the cell
///   (`row * N + column`) of SUDOKU_INVALID_VALUE or SUDOKU_GRID_BREAKS_RULE,
///   `solutions` 0, 1 or 2 (two or more), `guesses` those made.
/// @return SUDOKU_OK; SUDOKU_NULL_POINTER (`rules`, `givens` or
///   `solution`); SUDOKU_INVALID_ARGUMENT (a report too small);
///   SUDOKU_INVALID_VALUE (a value above N); SUDOKU_GRID_BREAKS_RULE (the givens
///   break a rule; sudoku_rules_check names it); SUDOKU_NO_SOLUTION;
///   SUDOKU_MULTIPLE_SOLUTIONS; SUDOKU_BUDGET_EXHAUSTED.
///
/// Classic 9x9 rules with no other rule go to the classic engine (the same
/// answers as sudoku_solve_ex).
///
/// # Safety
/// `rules` is NULL or a live rule set; `givens` is NULL or valid for N*N
/// reads; `solution` is NULL or valid for N*N writes; `report` is NULL or
/// points to `report->size` readable and writable bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_solve(
    rules: *const RulesHandle,
    givens: *const u8,
    guess_budget: u64,
    solution: *mut u8,
    report: *mut Report,
) -> Status {
    guarded(|| {
        let body = |out: &mut Report| {
            // SAFETY: the pointers as this function's contract.
            let Some((rules, cells)) = (unsafe { read_input(rules, givens) }) else {
                return Status::NULL_POINTER;
            };
            if solution.is_null() {
                return Status::NULL_POINTER;
            }
            let (result, stats) = variant::solve(rules, &cells, guess_budget);
            note(out, stats);
            match result {
                Ok(found) => {
                    // SAFETY: N*N writable bytes by contract; `found` is
                    // ours.
                    unsafe { ptr::copy_nonoverlapping(found.as_ptr(), solution, found.len()) };
                    Status::OK
                }
                Err(err) => {
                    let (status, cell) = failure(&err);
                    out.cell = cell;
                    status
                }
            }
        };
        // SAFETY: `report` as this function's contract.
        unsafe { with_report(report, body) }
    })
}

/// The rule set and a copy of the grid, or None for a NULL pointer.
///
/// # Safety
/// `rules` is NULL or a live rule set; `grid` NULL or valid for N*N reads.
unsafe fn read_input<'a>(
    rules: *const RulesHandle,
    grid: *const u8,
) -> Option<(&'a Rules, Vec<u8>)> {
    // SAFETY: as this function's contract.
    let rules = unsafe { rules_ref(rules) }?;
    if grid.is_null() {
        return None;
    }
    // SAFETY: N*N readable bytes, by contract.
    let cells = unsafe { read_cells(grid, rules.cells()) };
    Some((rules, cells))
}

/// Counts the solutions of a variant grid, up to a limit.
///
/// @param rules the rule set.
/// @param givens N*N values as for sudoku_rules_solve; never written.
/// @param limit stop at this many solutions; at least 1 (0 gives
///   SUDOKU_INVALID_ARGUMENT). 2 decides uniqueness.
/// @param guess_budget as for sudoku_rules_solve (0: no limit). Reaching
///   `limit` decides the count even when the budget ran out with it.
/// @param count where the number found (0 to `limit`) is written on
///   SUDOKU_OK; not written otherwise.
/// @param report NULL, or a sudoku_report filled in on every status, with
///   `solutions` the number found (up to 2; when the budget ran out, those
///   found before it did).
/// @return SUDOKU_OK (a count of 0 included), SUDOKU_NULL_POINTER
///   (`rules`, `givens` or `count`), SUDOKU_INVALID_ARGUMENT,
///   SUDOKU_INVALID_VALUE, SUDOKU_GRID_BREAKS_RULE, SUDOKU_BUDGET_EXHAUSTED.
///
/// # Safety
/// `rules` is NULL or a live rule set; `givens` is NULL or valid for N*N
/// reads; `count` is NULL or writable; `report` is NULL or points to
/// `report->size` readable and writable bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_count(
    rules: *const RulesHandle,
    givens: *const u8,
    limit: u32,
    guess_budget: u64,
    count: *mut u32,
    report: *mut Report,
) -> Status {
    guarded(|| {
        let body = |out: &mut Report| {
            // SAFETY: the pointers as this function's contract.
            let Some((rules, cells)) = (unsafe { read_input(rules, givens) }) else {
                return Status::NULL_POINTER;
            };
            if count.is_null() {
                return Status::NULL_POINTER;
            }
            if limit == 0 {
                return Status::INVALID_ARGUMENT;
            }
            let (result, stats) = variant::count(rules, &cells, limit, guess_budget);
            note(out, stats);
            match result {
                Ok(found) => {
                    // SAFETY: non-NULL and writable, by contract.
                    unsafe { count.write_unaligned(found) };
                    Status::OK
                }
                Err(err) => {
                    let (status, cell) = failure(&err);
                    out.cell = cell;
                    status
                }
            }
        };
        // SAFETY: `report` as this function's contract.
        unsafe { with_report(report, body) }
    })
}

/// Which kind and index the caller sees for a broken rule.
fn broken_rule(rules: &Rules, rule: BrokenRule) -> (BrokenRuleKind, i32) {
    use BrokenRuleKind as K;
    match rule {
        BrokenRule::House { kind, index } => {
            let within = rules.houses()[..index]
                .iter()
                .filter(|house| house.kind == kind)
                .count() as i32;
            let kind = match kind {
                HouseKind::Row => K::ROW,
                HouseKind::Column => K::COLUMN,
                HouseKind::Region => K::REGION,
                HouseKind::MainDiagonal => return (K::MAIN_DIAGONAL, -1),
                HouseKind::AntiDiagonal => return (K::ANTI_DIAGONAL, -1),
                HouseKind::Window => K::WINDOW,
                HouseKind::DisjointGroup => K::DISJOINT_GROUP,
                HouseKind::Asterisk => return (K::ASTERISK, -1),
                HouseKind::CentreDot => return (K::CENTRE_DOT, -1),
                HouseKind::Girandola => return (K::GIRANDOLA, -1),
                HouseKind::Extra => K::EXTRA_REGION,
                HouseKind::Cage => K::CAGE,
            };
            (kind, within)
        }
        BrokenRule::AntiKnight => (K::ANTI_KNIGHT, -1),
        BrokenRule::AntiKing => (K::ANTI_KING, -1),
        BrokenRule::CageSum { cage } => (K::CAGE_SUM, cage as i32),
        BrokenRule::Pair(PairSource::Thermometer(index)) => (K::THERMOMETER, index as i32),
        BrokenRule::Pair(PairSource::Dot(index)) => (K::DOT, index as i32),
        BrokenRule::Pair(PairSource::NonConsecutive) => (K::NONCONSECUTIVE, -1),
        BrokenRule::Pair(PairSource::NegativeRatio) => (K::NEGATIVE_RATIO, -1),
        BrokenRule::Pair(PairSource::NegativeDifference) => (K::NEGATIVE_DIFFERENCE, -1),
    }
}

/// Checks a variant grid without solving it: every rule among its filled
/// cells. A complete grid that passes is a solution.
///
/// @param rules the rule set.
/// @param grid N*N values, 0 empty; never written.
/// @param violation NULL, or a struct whose `size` the caller has set,
///   filled in on every status (but SUDOKU_INVALID_ARGUMENT for its own
///   size): the first cell, in cell order, that completes a broken rule,
///   and which rule.
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER (`rules` or `grid`),
///   SUDOKU_INVALID_ARGUMENT, SUDOKU_INVALID_VALUE, SUDOKU_GRID_BREAKS_RULE.
///
/// # Safety
/// `rules` is NULL or a live rule set; `grid` is NULL or valid for N*N
/// reads; `violation` is NULL or points to `violation->size` readable and
/// writable bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_check(
    rules: *const RulesHandle,
    grid: *const u8,
    violation: *mut Violation,
) -> Status {
    guarded(|| {
        // SAFETY: a non-NULL violation has `size` readable bytes.
        if !violation.is_null() && unsafe { caller_size(violation) } < Violation::V1_SIZE {
            return Status::INVALID_ARGUMENT;
        }
        let mut out = Violation {
            size: 0,
            status: Status::NULL_POINTER,
            cell: -1,
            rule: BrokenRuleKind::NONE,
            index: -1,
        };
        // SAFETY: the pointers as this function's contract.
        if let Some((rules, cells)) = unsafe { read_input(rules, grid) } {
            out.status = match variant::check(rules, &cells) {
                Ok(()) => Status::OK,
                Err(err) => {
                    let (status, cell) = failure(&err);
                    out.cell = cell;
                    if let VariantError::Broken(found) = err {
                        (out.rule, out.index) = broken_rule(rules, found.rule);
                    }
                    status
                }
            };
        }
        if !violation.is_null() {
            // SAFETY: checked above; `size` writable bytes by contract.
            unsafe { write_versioned(violation, &out) };
        }
        out.status
    })
}
