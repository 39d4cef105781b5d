//! Rule sets built call by call: size and boxes, then regions, extra
//! houses, flags, cages, thermometers and dots, then sudoku_rules_build.

use std::ptr;

use super::report::{check_report, fill_report, rules_error, RulesErrorReport};
use super::rules::{into_raw, RulesHandle};
use crate::ffi::{guarded, Status};
use crate::variant::{most_rules, ExtraHouse, RulesBuilder, MAX_SIZE, MIN_SIZE};

/// Extra house: the diagonal from top left to bottom right.
pub const SUDOKU_RULE_MAIN_DIAGONAL: u32 = 1 << 0;
/// Extra house: the diagonal from bottom left to top right.
pub const SUDOKU_RULE_ANTI_DIAGONAL: u32 = 1 << 1;
/// Extra houses: windoku's four windows (9x9 with 3x3 boxes).
pub const SUDOKU_RULE_WINDOKU: u32 = 1 << 2;
/// Extra houses: the disjoint groups, the cells at one position in every
/// box (needs boxes).
pub const SUDOKU_RULE_DISJOINT_GROUPS: u32 = 1 << 3;
/// Extra house: asterisk (9x9 with 3x3 boxes).
pub const SUDOKU_RULE_ASTERISK: u32 = 1 << 4;
/// Extra house: the centre cell of each box (9x9 with 3x3 boxes).
pub const SUDOKU_RULE_CENTRE_DOT: u32 = 1 << 5;
/// Extra house: girandola (9x9 with 3x3 boxes).
pub const SUDOKU_RULE_GIRANDOLA: u32 = 1 << 6;
/// Cells a knight's move apart differ.
pub const SUDOKU_RULE_ANTI_KNIGHT: u32 = 1 << 7;
/// Cells a king's move apart differ.
pub const SUDOKU_RULE_ANTI_KING: u32 = 1 << 8;
/// Orthogonal neighbours are never consecutive, except a pair with a dot.
pub const SUDOKU_RULE_NONCONSECUTIVE: u32 = 1 << 9;
/// Every black dot is given: neighbours without one are not in ratio 2.
pub const SUDOKU_RULE_ALL_RATIOS_GIVEN: u32 = 1 << 10;
/// Every white dot is given: neighbours without one do not differ by 1.
pub const SUDOKU_RULE_ALL_DIFFERENCES_GIVEN: u32 = 1 << 11;
/// No boxes: rows and columns only (unless jigsaw regions are added).
pub const SUDOKU_RULE_NO_REGIONS: u32 = 1 << 12;
/// Every flag above.
pub const SUDOKU_RULE_ALL_FLAGS: u32 = (1 << 13) - 1;

/// A white kropki dot: the digits differ by its value (default 1).
pub const SUDOKU_DOT_WHITE: u32 = 0;
/// A black kropki dot: one digit is its value (default 2) times the other.
pub const SUDOKU_DOT_BLACK: u32 = 1;

/// A rule set under construction. Opaque; made by
/// sudoku_rules_builder_new, freed by sudoku_rules_builder_free. Not for
/// use by two threads at once.
pub struct RulesBuilderHandle {
    size: usize,
    builder: RulesBuilder,
    regions: Vec<Vec<usize>>,
    no_regions: bool,
    /// Rules added, by kind: regions, extra regions, cages,
    /// thermometers, dots.
    counts: [usize; 5],
}

/// Starts a rule set: an N x N grid with boxes.
///
/// @param size N, 4 to 25.
/// @param box_rows, box_cols the boxes' shape (box_rows * box_cols = N);
///   both 0 for the size's default: 4 2x2, 6 2x3, 8 2x4, 9 3x3, 10 2x5, 12
///   3x4, 15 3x5, 16 4x4, 20 4x5, 25 5x5. Jigsaw regions or
///   SUDOKU_RULE_NO_REGIONS replace the boxes.
/// @param builder where the new builder goes, on SUDOKU_OK only.
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER, SUDOKU_INVALID_RULES (`size`
///   outside 4..25), SUDOKU_INVALID_ARGUMENT (one box side 0, not both).
///   A box shape that does not tile the grid is refused by
///   sudoku_rules_build.
///
/// # Safety
/// `builder` is NULL or writable.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_builder_new(
    size: u32,
    box_rows: u32,
    box_cols: u32,
    builder: *mut *mut RulesBuilderHandle,
) -> Status {
    guarded(|| {
        if builder.is_null() {
            return Status::NULL_POINTER;
        }
        let size = size as usize;
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Status::INVALID_RULES;
        }
        let mut rules = RulesBuilder::new(size);
        match (box_rows, box_cols) {
            (0, 0) => {}
            (0, _) | (_, 0) => return Status::INVALID_ARGUMENT,
            (rows, cols) => rules = rules.boxes(rows as usize, cols as usize),
        }
        let handle = Box::new(RulesBuilderHandle {
            size,
            builder: rules,
            regions: Vec::new(),
            no_regions: false,
            counts: [0; 5],
        });
        // SAFETY: non-NULL and writable, by contract.
        unsafe { builder.write_unaligned(Box::into_raw(handle)) };
        Status::OK
    })
}

/// Frees a builder (NULL: nothing happens). The rule sets it built live on.
///
/// # Safety
/// `builder` is NULL or a live builder, not used again.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_builder_free(builder: *mut RulesBuilderHandle) {
    guarded(|| {
        if !builder.is_null() {
            // SAFETY: made by Box::into_raw and live, by contract.
            drop(unsafe { Box::from_raw(builder) });
        }
    })
}

impl RulesBuilderHandle {
    /// Applies one of RulesBuilder's by-value calls in place, without
    /// copying what was added before.
    fn update(&mut self, add: impl FnOnce(RulesBuilder) -> RulesBuilder) {
        let draft = std::mem::replace(&mut self.builder, RulesBuilder::new(self.size));
        self.builder = add(draft);
    }
}

/// Which counter of [`RulesBuilderHandle::counts`].
#[derive(Clone, Copy)]
enum Kind {
    Region = 0,
    ExtraRegion = 1,
    Cage = 2,
    Thermometer = 3,
    Dot = 4,
}

/// Runs `add` on the builder after the checks every add call shares: NULL
/// pointers, a list longer than the grid, and more than most_rules(N) =
/// 4*N*N rules of one kind.
///
/// # Safety
/// `builder` is NULL or a live builder; `cells` is NULL or valid for
/// `count` reads of uint16_t.
unsafe fn add_list(
    builder: *mut RulesBuilderHandle,
    cells: *const u16,
    count: usize,
    kind: Kind,
    add: impl FnOnce(&mut RulesBuilderHandle, Vec<usize>),
) -> Status {
    guarded(|| {
        // SAFETY: NULL or a live builder, used by this thread only.
        let Some(handle) = (unsafe { builder.as_mut() }) else {
            return Status::NULL_POINTER;
        };
        if cells.is_null() && count > 0 {
            return Status::NULL_POINTER;
        }
        if count > handle.size * handle.size {
            return Status::INVALID_ARGUMENT;
        }
        if handle.counts[kind as usize] >= most_rules(handle.size) {
            return Status::INVALID_RULES;
        }
        let list = (0..count)
            // SAFETY: `count` readable uint16_t at any alignment, by
            // contract.
            .map(|i| usize::from(unsafe { cells.add(i).read_unaligned() }))
            .collect();
        handle.counts[kind as usize] += 1;
        add(handle, list);
        Status::OK
    })
}

/// Adds a jigsaw region: N cells (`row * N + column`) whose digits differ.
/// Added regions replace the boxes; together they must cover the grid,
/// each with N cells, none shared (checked by sudoku_rules_build).
///
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER (`builder`; `cells` when `count`
///   is not 0), SUDOKU_INVALID_ARGUMENT (`count` above N*N),
///   SUDOKU_INVALID_RULES (more than 4*N*N rules of this kind).
///
/// # Safety
/// `builder` is NULL or a live builder; `cells` is NULL or valid for
/// `count` reads.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_builder_add_region(
    builder: *mut RulesBuilderHandle,
    cells: *const u16,
    count: usize,
) -> Status {
    // SAFETY: as this function's contract.
    unsafe {
        add_list(builder, cells, count, Kind::Region, |h, list| {
            h.regions.push(list)
        })
    }
}

/// Adds an extra region: any cells, at most N, whose digits differ.
///
/// @return as sudoku_rules_builder_add_region.
///
/// # Safety
/// As sudoku_rules_builder_add_region.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_builder_add_extra_region(
    builder: *mut RulesBuilderHandle,
    cells: *const u16,
    count: usize,
) -> Status {
    // SAFETY: as this function's contract.
    unsafe {
        add_list(builder, cells, count, Kind::ExtraRegion, |h, list| {
            h.update(|b| b.extra_region(list));
        })
    }
}

/// Adds a killer cage: distinct digits, adding up to `sum` when it is not
/// 0.
///
/// @return as sudoku_rules_builder_add_region. A sum the cage's cells
///   cannot make is refused by sudoku_rules_build
///   (SUDOKU_UNSATISFIABLE_RULES).
///
/// # Safety
/// As sudoku_rules_builder_add_region.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_builder_add_cage(
    builder: *mut RulesBuilderHandle,
    cells: *const u16,
    count: usize,
    sum: u32,
) -> Status {
    let sum = (sum != 0).then_some(sum);
    // SAFETY: as this function's contract.
    unsafe {
        add_list(builder, cells, count, Kind::Cage, |h, list| {
            h.update(|b| b.cage(list, sum));
        })
    }
}

/// Adds a thermometer: its cells from the bulb, strictly increasing. A
/// branch is another thermometer from the same bulb.
///
/// @return as sudoku_rules_builder_add_region.
///
/// # Safety
/// As sudoku_rules_builder_add_region.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_builder_add_thermometer(
    builder: *mut RulesBuilderHandle,
    cells: *const u16,
    count: usize,
) -> Status {
    // SAFETY: as this function's contract.
    unsafe {
        add_list(builder, cells, count, Kind::Thermometer, |h, list| {
            h.update(|b| b.thermometer(list));
        })
    }
}

/// Adds a kropki dot between two cells.
///
/// @param colour SUDOKU_DOT_WHITE (the digits differ by `value`, default 1)
///   or SUDOKU_DOT_BLACK (one is `value` times the other, default 2).
/// @param value 0 for the default.
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER, SUDOKU_INVALID_ARGUMENT (an
///   unknown colour), SUDOKU_INVALID_RULES (more than 4*N*N dots).
///
/// # Safety
/// `builder` is NULL or a live builder.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_builder_add_dot(
    builder: *mut RulesBuilderHandle,
    colour: u32,
    a: u16,
    b: u16,
    value: u32,
) -> Status {
    if colour != SUDOKU_DOT_WHITE && colour != SUDOKU_DOT_BLACK {
        return guarded(|| Status::INVALID_ARGUMENT);
    }
    let value = (value != 0).then_some(value);
    let cells = [a, b];
    // SAFETY: `builder` as this function's contract; `cells` is ours.
    unsafe {
        add_list(builder, cells.as_ptr(), 2, Kind::Dot, |h, list| {
            let (a, b) = (list[0], list[1]);
            if colour == SUDOKU_DOT_WHITE {
                h.update(|rules| rules.difference(a, b, value));
            } else {
                h.update(|rules| rules.ratio(a, b, value));
            }
        })
    }
}

/// Adds extra houses and neighbour rules: any SUDOKU_RULE_* flags, or-ed.
/// Adding a flag twice is adding it once.
///
/// @return SUDOKU_OK, SUDOKU_NULL_POINTER, SUDOKU_INVALID_ARGUMENT (a bit
///   outside SUDOKU_RULE_ALL_FLAGS; nothing is added). A house defined
///   only on other grids (windoku on 6x6) is refused by
///   sudoku_rules_build.
///
/// # Safety
/// `builder` is NULL or a live builder.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_builder_add_flags(
    builder: *mut RulesBuilderHandle,
    flags: u32,
) -> Status {
    guarded(|| {
        // SAFETY: NULL or a live builder, used by this thread only.
        let Some(handle) = (unsafe { builder.as_mut() }) else {
            return Status::NULL_POINTER;
        };
        if flags & !SUDOKU_RULE_ALL_FLAGS != 0 {
            return Status::INVALID_ARGUMENT;
        }
        let houses = [
            (SUDOKU_RULE_MAIN_DIAGONAL, ExtraHouse::MainDiagonal),
            (SUDOKU_RULE_ANTI_DIAGONAL, ExtraHouse::AntiDiagonal),
            (SUDOKU_RULE_WINDOKU, ExtraHouse::Windoku),
            (SUDOKU_RULE_DISJOINT_GROUPS, ExtraHouse::DisjointGroups),
            (SUDOKU_RULE_ASTERISK, ExtraHouse::Asterisk),
            (SUDOKU_RULE_CENTRE_DOT, ExtraHouse::CentreDot),
            (SUDOKU_RULE_GIRANDOLA, ExtraHouse::Girandola),
        ];
        let mut rules = std::mem::replace(&mut handle.builder, RulesBuilder::new(handle.size));
        for (flag, house) in houses {
            if flags & flag != 0 {
                rules = rules.extra(house);
            }
        }
        let set = |rules: RulesBuilder, flag: u32, add: fn(RulesBuilder) -> RulesBuilder| {
            if flags & flag != 0 {
                add(rules)
            } else {
                rules
            }
        };
        rules = set(rules, SUDOKU_RULE_ANTI_KNIGHT, RulesBuilder::anti_knight);
        rules = set(rules, SUDOKU_RULE_ANTI_KING, RulesBuilder::anti_king);
        rules = set(
            rules,
            SUDOKU_RULE_NONCONSECUTIVE,
            RulesBuilder::nonconsecutive,
        );
        rules = set(
            rules,
            SUDOKU_RULE_ALL_RATIOS_GIVEN,
            RulesBuilder::all_ratios_given,
        );
        rules = set(
            rules,
            SUDOKU_RULE_ALL_DIFFERENCES_GIVEN,
            RulesBuilder::all_differences_given,
        );
        handle.builder = rules;
        handle.no_regions |= flags & SUDOKU_RULE_NO_REGIONS != 0;
        Status::OK
    })
}

/// Builds the rule set, validated before any search. The builder is left
/// as it was: it may build again, or take more rules.
///
/// @param builder the builder.
/// @param rules where the new rule set goes on SUDOKU_OK; free it with
///   sudoku_rules_free. Not written otherwise.
/// @param error NULL, or a report whose `size` the caller has set, filled
///   in on every status (but SUDOKU_INVALID_ARGUMENT for its own size): for
///   a refusal, the rule's kind in `field` ("cage", "region",
///   "thermometer", "dot", "extra region", "size", "boxes", ...), its
///   `index` in the order added, the `cell` when one is to blame, and a
///   sentence.
/// @return SUDOKU_OK; SUDOKU_NULL_POINTER (`builder` or `rules`);
///   SUDOKU_INVALID_ARGUMENT (`error->size` too small);
///   SUDOKU_INVALID_RULES (malformed: boxes that do not tile, a cell off
///   the grid or twice in one rule, an empty rule, a house defined only on
///   other grids, jigsaw regions with SUDOKU_RULE_NO_REGIONS);
///   SUDOKU_UNSATISFIABLE_RULES (no grid can satisfy it: a region of the
///   wrong size, two regions that share a cell, a cage or extra region
///   with more cells than digits, a cage sum its cells cannot make, a
///   thermometer longer than N, a dot value no two digits have).
///
/// Limits: N from 4 to 25; at most 4*N*N regions, extra regions, cages,
/// thermometers and dots, each kind counted alone.
///
/// Memory: a rule set holds what its rules list, and what is derived from
/// them once: each cell's peers (fewer than N*N a cell), the rules between
/// two cells (at most two per dot, thermometer step and orthogonal
/// neighbour pair), for each cage with a sum at most 16,384 digit sets of
/// 4 bytes, and for each house of N cells the cells it shares with each
/// other house. All of it grows with the rule set's size, which the
/// limits above bound. Solving, counting and checking allocate on the heap
/// (unlike the classic calls): at most one set of N*N candidates and work
/// lists a guess level, at most N*N levels, freed before they return.
///
/// # Safety
/// `builder` is NULL or a live builder; `rules` is NULL or writable;
/// `error` is NULL or points to `error->size` readable and writable bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_build(
    builder: *const RulesBuilderHandle,
    rules: *mut *mut RulesHandle,
    error: *mut RulesErrorReport,
) -> Status {
    guarded(|| {
        // SAFETY: `error` as this function's contract.
        if let Err(status) = unsafe { check_report(error) } {
            return status;
        }
        // SAFETY: NULL or a live builder, by contract.
        let report = match unsafe { builder.as_ref() } {
            _ if rules.is_null() => RulesErrorReport::new(Status::NULL_POINTER),
            None => RulesErrorReport::new(Status::NULL_POINTER),
            Some(handle) if handle.no_regions && !handle.regions.is_empty() => {
                RulesErrorReport::new(Status::INVALID_RULES)
                    .with_field("region")
                    .with_message("jigsaw regions and SUDOKU_RULE_NO_REGIONS together")
            }
            Some(handle) => {
                let mut draft = handle.builder.clone();
                if !handle.regions.is_empty() {
                    draft = draft.regions(handle.regions.clone());
                } else if handle.no_regions {
                    draft = draft.no_regions();
                }
                match draft.build() {
                    Ok(built) => {
                        // SAFETY: non-NULL and writable, by contract.
                        unsafe { ptr::write_unaligned(rules, into_raw(built)) };
                        RulesErrorReport::new(Status::OK)
                    }
                    Err(err) => rules_error(&err, Some(handle.size)),
                }
            }
        };
        // SAFETY: checked above; writable by contract.
        unsafe { fill_report(error, &report) };
        report.status
    })
}
