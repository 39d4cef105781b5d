//! Variant puzzles made to order through C: `sudoku_rules_generate` over a
//! rule set, with killer cages, jigsaw regions, kropki dots or
//! thermometers made from the seed (src/variant/generate/).

use std::ffi::c_char;
use std::mem::offset_of;
use std::ptr;

use super::rules::{rules_ref, RulesHandle};
use super::text::rules_text;
use crate::ffi::{caller_size, guarded, read_versioned, write_versioned, Status, Versioned};
use crate::generate::Symmetry;
use crate::variant::generate::{
    self, KillerOptions, KropkiOptions, Layout, Minimality, ThermoOptions, VariantGenerateError,
    VariantGenerateOptions, VariantGenerated, DEFAULT_ATTEMPT_BUDGET, DEFAULT_GUESS_BUDGET,
};

/// What the generator adds to the rule set: the `layout` of
/// sudoku_rules_generate_options. Values are fixed and only ever appended.
///
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=prefix:SUDOKU_LAYOUT_
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Spelled as C sees them, SUDOKU_LAYOUT_ prefix aside.
#[allow(non_camel_case_types)]
pub enum LayoutKind {
    /// Givens only, on the rules as they are.
    RULES = 0,
    /// Killer cages covering the grid, made from the solution.
    KILLER = 1,
    /// Random connected jigsaw regions in place of the boxes.
    JIGSAW = 2,
    /// Kropki dots of the solution.
    KROPKI = 3,
    /// Thermometers along the solution's increasing digits.
    THERMO = 4,
}

/// The text sudoku_rules_generate and sudoku_rules_to_text write. Values
/// are fixed and only ever appended.
///
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=prefix:SUDOKU_RULES_TEXT_
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Spelled as C sees them, SUDOKU_RULES_TEXT_ prefix aside.
#[allow(non_camel_case_types)]
pub enum RulesTextFormat {
    /// f-puzzles JSON (rules and givens), as sudoku_rules_from_text reads.
    FPUZZLES = 0,
    /// The compact line (`9+x ...`), for rules without cages,
    /// thermometers, dots or jigsaw regions.
    COMPACT = 1,
}

/// What sudoku_rules_generate makes. Take it from
/// sudoku_rules_generate_options_default() and change fields; `size` is
/// then set. docs/VARIANTS.md ("Generating") gives the algorithm.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct RulesGenerateOptions {
    /// sizeof(sudoku_rules_generate_options) as the caller compiled it.
    pub size: u32,
    /// A sudoku_symmetry value for the givens' positions (default NONE);
    /// the rules must map onto themselves under it, and a layout other
    /// than RULES takes none.
    pub symmetry: u32,
    /// The same seed, rules and options give the same puzzle on every
    /// platform (default 0).
    pub seed: u64,
    /// Guesses allowed to each search (a grid fill, a count to two); 0 for
    /// none; 100000 by default. A removal the budget leaves undecided
    /// keeps its givens.
    pub guess_budget: u64,
    /// Candidates tried before SUDOKU_BUDGET_EXHAUSTED; at least 1, 1000 by
    /// default.
    pub attempt_budget: u64,
    /// 1 (default): removing any given (or symmetric group) leaves more
    /// than one solution. 0: removal stops once within the given bounds.
    pub minimal: u32,
    /// At least this many givens, at most N*N (0, the default: no bound).
    pub min_givens: u32,
    /// At most this many givens, at most N*N (0, the default: no bound).
    pub max_givens: u32,
    /// 1: a given goes only when propagation alone, with no guess, still
    /// solves the puzzle. 0 (default): when the puzzle stays unique.
    pub propagation_only: u32,
    /// A sudoku_layout value (default RULES).
    pub layout: u32,
    /// KILLER: cells per cage, 1 to `max_cage` (default 2).
    pub min_cage: u32,
    /// KILLER: at most N (default 5).
    pub max_cage: u32,
    /// KILLER: 0 (default): no givens, the cages split until unique; 1:
    /// givens removed as for any rule set.
    pub cage_givens: u32,
    /// KILLER: 1: neighbouring cages merged while unique, until no cage can
    /// merge into a neighbour without losing uniqueness (default 0).
    pub minimal_cages: u32,
    /// KROPKI: 1 (default): every dot, with the negative rules; 0: `dots`
    /// of them, no negative rule.
    pub all_dots: u32,
    /// KROPKI with `all_dots` 0: this many dots (0: every one); must be 0
    /// with `all_dots` 1.
    pub dots: u32,
    /// THERMO: lines, at least 1 (default 5), and `thermometers *
    /// min_thermometer` at most N*N.
    pub thermometers: u32,
    /// THERMO: cells per line, at least 2 (default 3).
    pub min_thermometer: u32,
    /// THERMO: at most N, at least `min_thermometer` (default 5).
    pub max_thermometer: u32,
    /// Since version 2 (96 bytes; a caller's 88-byte struct reads as no
    /// bound): the least ER in tenths (0, the default: no bound) on the
    /// scale that applies to the made rule set: Sudoku Explainer's for
    /// classic 9x9 (as sudoku_rate), SukakuExplainer's for the 9x9
    /// variants it rates (as sudoku_rules_rate), the project's own for
    /// killer, jigsaw, thermometers, kropki and other sizes. With a bound,
    /// puzzles the scale's techniques cannot finish are refused, and one
    /// outside the bounds is dropped for the next attempt; bounds no
    /// puzzle meets end in SUDOKU_BUDGET_EXHAUSTED.
    pub min_rating: u32,
    /// Since version 2: the greatest ER in tenths; 0 (the default): no
    /// bound. `min_rating` above a non-zero `max_rating`:
    /// SUDOKU_MIN_ABOVE_MAX.
    pub max_rating: u32,
    /// Since version 3 (104 bytes; a caller's smaller struct reads as 0):
    /// guesses allowed to each removal's search of its own, the grid fill
    /// and cage fixes keeping `guess_budget`; 0 (the default):
    /// `guess_budget`. A removal whose search runs out keeps its givens,
    /// so the puzzle stays unique, and sudoku_rules_generated's
    /// `minimality` says SUDOKU_MINIMALITY_AS_FAR_AS_BUDGET_PROVED. It
    /// counts guesses, not time: the puzzle is still the seed's.
    pub removal_budget: u64,
}

impl Versioned for RulesGenerateOptions {
    /// 4 + 4 + 3 * 8 + 14 * 4 = 88 bytes on every target (the 64-bit
    /// fields fall on multiples of 8).
    const V1_SIZE: usize = 88;
}

/// Version 2 appends the rating bounds: 96 bytes.
pub(crate) const RULES_GENERATE_OPTIONS_V2_SIZE: usize = 96;
/// Version 3 appends the removal budget: 104 bytes.
pub(crate) const RULES_GENERATE_OPTIONS_V3_SIZE: usize = 104;

const _: () = {
    assert!(std::mem::size_of::<RulesGenerateOptions>() == RULES_GENERATE_OPTIONS_V3_SIZE);
    assert!(offset_of!(RulesGenerateOptions, removal_budget) == RULES_GENERATE_OPTIONS_V2_SIZE);
    assert!(offset_of!(RulesGenerateOptions, seed) == 8);
    assert!(offset_of!(RulesGenerateOptions, minimal) == 32);
    assert!(offset_of!(RulesGenerateOptions, max_thermometer) == 84);
    assert!(offset_of!(RulesGenerateOptions, min_rating) == 88);
    assert!(offset_of!(RulesGenerateOptions, max_rating) == 92);
};

/// What sudoku_rules_generate_ex made, beside the text. Set `size` to
/// sizeof(sudoku_rules_generated); the struct only grows, and a caller's
/// larger struct keeps its later bytes.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct RulesGenerated {
    /// sizeof(sudoku_rules_generated) as the caller compiled it, set by
    /// the caller.
    pub size: u32,
    /// The puzzle's ER in tenths (29 is 2.9) on the scale that applies to
    /// the made rule set (as at sudoku_rules_generate_options'
    /// `min_rating`) when rating bounds were asked for; 0 without bounds
    /// (no rating is done then).
    pub rating: u32,
    /// The givens, N*N at most (0 for a killer without givens).
    pub givens: u32,
    /// Removals the guess budget left undecided (their givens kept): the
    /// puzzle is minimal as asked only when this is 0.
    pub undecided: u32,
    /// Candidates tried, this one included.
    pub attempts: u64,
    /// Since version 2 (32 bytes): a sudoku_minimality value, how far the
    /// givens are minimal.
    pub minimality: u32,
    /// Since version 2: written 0.
    pub reserved: u32,
}

/// How far a generated puzzle's givens are minimal: the `minimality` of
/// sudoku_rules_generated. Values are fixed and only ever appended.
///
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=prefix:SUDOKU_MINIMALITY_
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Spelled as C sees them, SUDOKU_MINIMALITY_ prefix aside.
#[allow(non_camel_case_types)]
pub enum MinimalityKind {
    /// `minimal` was 0: removal stopped within the given bounds.
    NOT_ASKED = 0,
    /// No given (or symmetric group) can go without losing uniqueness.
    MINIMAL = 1,
    /// Minimal as far as the budget proved: `undecided` removals ran out
    /// of their guess budget and kept their givens, one of which might
    /// still go. Unique all the same.
    AS_FAR_AS_BUDGET_PROVED = 2,
}

impl Versioned for RulesGenerated {
    /// 4 * 4 + 8 = 24 bytes on every target.
    const V1_SIZE: usize = 24;
}

/// Version 2 appends `minimality`: 32 bytes.
pub(crate) const RULES_GENERATED_V2_SIZE: usize = 32;

const _: () = {
    assert!(offset_of!(RulesGenerated, rating) == 4);
    assert!(offset_of!(RulesGenerated, attempts) == 16);
    assert!(offset_of!(RulesGenerated, minimality) == RulesGenerated::V1_SIZE);
    assert!(std::mem::size_of::<RulesGenerated>() == RULES_GENERATED_V2_SIZE);
};

impl RulesGenerated {
    fn of(made: &VariantGenerated) -> RulesGenerated {
        RulesGenerated {
            size: 0,
            rating: made.rating,
            givens: made.givens,
            undecided: made.undecided,
            attempts: made.attempts,
            minimality: match made.minimality {
                Minimality::NotAsked => MinimalityKind::NOT_ASKED,
                Minimality::Minimal => MinimalityKind::MINIMAL,
                Minimality::AsFarAsBudgetProved => MinimalityKind::AS_FAR_AS_BUDGET_PROVED,
            } as u32,
            reserved: 0,
        }
    }
}

/// The default options: `size` set, no symmetry, seed 0, minimal, no given
/// or rating bounds, layout RULES, cages of 2 to 5 cells without givens, every dot,
/// 5 thermometers of 3 to 5 cells, the default budgets.
#[no_mangle]
pub extern "C" fn sudoku_rules_generate_options_default() -> RulesGenerateOptions {
    guarded(default_options)
}

fn default_options() -> RulesGenerateOptions {
    let (killer, kropki, thermo) = (
        KillerOptions::default(),
        KropkiOptions::default(),
        ThermoOptions::default(),
    );
    RulesGenerateOptions {
        size: std::mem::size_of::<RulesGenerateOptions>() as u32,
        symmetry: 0,
        seed: 0,
        guess_budget: DEFAULT_GUESS_BUDGET,
        attempt_budget: DEFAULT_ATTEMPT_BUDGET,
        minimal: 1,
        min_givens: 0,
        max_givens: 0,
        propagation_only: 0,
        layout: LayoutKind::RULES as u32,
        min_cage: killer.min_cage,
        max_cage: killer.max_cage,
        cage_givens: u32::from(killer.givens),
        minimal_cages: u32::from(killer.minimal_cages),
        all_dots: u32::from(kropki.all_given),
        dots: kropki.dots,
        thermometers: thermo.count,
        min_thermometer: thermo.min_length,
        max_thermometer: thermo.max_length,
        min_rating: 0,
        max_rating: 0,
        removal_budget: 0,
    }
}

impl crate::ffi::Fallback for RulesGenerateOptions {
    fn fallback() -> RulesGenerateOptions {
        default_options()
    }
}

/// A 0/1 field, or SUDOKU_INVALID_ARGUMENT.
fn flag(value: u32) -> Result<bool, Status> {
    match value {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(Status::INVALID_ARGUMENT),
    }
}

/// The C options as the generator's, checked where the generator does not
/// (flags, enum values).
fn engine_options(raw: &RulesGenerateOptions) -> Result<VariantGenerateOptions, Status> {
    let symmetry = Symmetry::try_from(raw.symmetry).map_err(Status::from)?;
    let layout = match raw.layout {
        0 => Layout::Rules,
        1 => Layout::Killer(KillerOptions {
            min_cage: raw.min_cage,
            max_cage: raw.max_cage,
            givens: flag(raw.cage_givens)?,
            minimal_cages: flag(raw.minimal_cages)?,
        }),
        2 => Layout::Jigsaw,
        3 => Layout::Kropki(KropkiOptions {
            all_given: flag(raw.all_dots)?,
            dots: raw.dots,
        }),
        4 => Layout::Thermo(ThermoOptions {
            count: raw.thermometers,
            min_length: raw.min_thermometer,
            max_length: raw.max_thermometer,
        }),
        _ => return Err(Status::INVALID_LAYOUT),
    };
    Ok(VariantGenerateOptions {
        seed: raw.seed,
        symmetry,
        minimal: flag(raw.minimal)?,
        min_givens: raw.min_givens,
        max_givens: raw.max_givens,
        layout,
        propagation_only: flag(raw.propagation_only)?,
        guess_budget: raw.guess_budget,
        removal_budget: raw.removal_budget,
        attempt_budget: raw.attempt_budget,
        min_rating: raw.min_rating,
        max_rating: raw.max_rating,
    })
}

fn status_of(err: &VariantGenerateError) -> Status {
    use VariantGenerateError::*;
    match err {
        GivensOutOfRange { .. } | ZeroAttemptBudget => Status::INVALID_ARGUMENT,
        MinGivensAboveMax { .. } | MinRatingAboveMax { .. } => Status::MIN_ABOVE_MAX,
        CageSizes { .. }
        | KillerWithoutGivens { .. }
        | DotCountWithEveryDot { .. }
        | ThermoLengths { .. }
        | ThermoCount { .. }
        | Rules(_) => Status::INVALID_LAYOUT,
        SymmetryBreaksRules { .. } | SymmetryWithRandomLayout { .. } => {
            Status::SYMMETRY_BREAKS_RULES
        }
        BudgetExhausted { .. } => Status::BUDGET_EXHAUSTED,
    }
}

/// Generates a variant puzzle with exactly one solution on a rule set,
/// with killer cages, jigsaw regions, kropki dots or thermometers made
/// from the seed when asked, and writes it as text.
///
/// @param rules the rule set (N from sudoku_rules_size); its cages, lines
///   and dots stay, and the layout adds to them.
/// @param options NULL for the defaults, or from
///   sudoku_rules_generate_options_default() with fields changed.
/// @param format a sudoku_rules_text value: f-puzzles JSON, or the compact
///   line (refused with SUDOKU_INVALID_ARGUMENT, before any work, for a
///   rule set or layout it cannot say).
/// @param text `capacity` bytes for the puzzle's text (rules and givens,
///   no NUL), which sudoku_rules_from_text reads back; written on
///   SUDOKU_OK only.
/// @param len where the text's length is written on SUDOKU_OK, and the
///   length needed on SUDOKU_CAPACITY_TOO_SMALL.
/// @param puzzle NULL, or N*N bytes written on SUDOKU_OK only: 0 empty,
///   1..N given.
/// @param solution NULL, or N*N bytes written on SUDOKU_OK only.
/// @return SUDOKU_OK; SUDOKU_NULL_POINTER (`rules`, `text` or `len`);
///   SUDOKU_INVALID_ARGUMENT (`options->size` too small, a 0/1 field with
///   another value, an unknown format, given bounds above N*N,
///   `attempt_budget` 0); SUDOKU_UNKNOWN_SYMMETRY; SUDOKU_MIN_ABOVE_MAX
///   (given or rating bounds);
///   SUDOKU_SYMMETRY_BREAKS_RULES; SUDOKU_INVALID_LAYOUT (all these before
///   any work); SUDOKU_BUDGET_EXHAUSTED (no candidate of `attempt_budget`
///   met the options); SUDOKU_CAPACITY_TOO_SMALL.
///
/// Work: each attempt fills a grid and counts to two once per given (or
/// cage fix, or merge) tried, each search bounded by `guess_budget`; with
/// rating bounds, one logical solve of the made puzzle; the attempts
/// bounded by `attempt_budget`. Times measured on one machine, with the
/// command that measures them: docs/VARIANTS.md ("Measured").
///
/// # Safety
/// `rules` is NULL or a live rule set; `options` is NULL or points to
/// `options->size` readable bytes; `text` is NULL or valid for `capacity`
/// writes; `len` NULL or writable; `puzzle` and `solution` NULL or valid
/// for N*N writes, and none of the outputs overlap.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_generate(
    rules: *const RulesHandle,
    options: *const RulesGenerateOptions,
    format: u32,
    text: *mut c_char,
    capacity: usize,
    len: *mut usize,
    puzzle: *mut u8,
    solution: *mut u8,
) -> Status {
    // SAFETY: as this function's contract, with no report.
    unsafe {
        sudoku_rules_generate_ex(
            rules,
            options,
            format,
            text,
            capacity,
            len,
            puzzle,
            solution,
            ptr::null_mut(),
        )
    }
}

/// As sudoku_rules_generate, and also reports what was made: the rating
/// when rating bounds were asked for, the givens, the attempts.
///
/// @param generated NULL (then as sudoku_rules_generate), or a
///   sudoku_rules_generated with `size` set, its fields written on
///   SUDOKU_OK only (`size` and any bytes past this version's kept).
/// @return as sudoku_rules_generate; also SUDOKU_INVALID_ARGUMENT, before
///   any work, when `generated->size` is below the first version's (24).
///
/// # Safety
/// As sudoku_rules_generate; `generated` is NULL or points to
/// `generated->size` readable and writable bytes that overlap no other
/// output.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_generate_ex(
    rules: *const RulesHandle,
    options: *const RulesGenerateOptions,
    format: u32,
    text: *mut c_char,
    capacity: usize,
    len: *mut usize,
    puzzle: *mut u8,
    solution: *mut u8,
    generated: *mut RulesGenerated,
) -> Status {
    guarded(|| {
        // SAFETY: as this function's contract.
        let Some(rules) = (unsafe { rules_ref(rules) }) else {
            return Status::NULL_POINTER;
        };
        if text.is_null() || len.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: a non-NULL `generated` has `size` readable bytes.
        if !generated.is_null() && unsafe { caller_size(generated) } < RulesGenerated::V1_SIZE {
            return Status::INVALID_ARGUMENT;
        }
        let raw = if options.is_null() {
            default_options()
        } else {
            // SAFETY: `size` readable bytes, by contract.
            match unsafe { read_versioned(options, default_options()) } {
                Ok(raw) => raw,
                Err(status) => return status,
            }
        };
        let engine = match engine_options(&raw) {
            Ok(engine) => engine,
            Err(status) => return status,
        };
        let format = match format {
            0 => RulesTextFormat::FPUZZLES,
            1 => RulesTextFormat::COMPACT,
            _ => return Status::INVALID_ARGUMENT,
        };
        let empty = vec![0; rules.cells()];
        let compact_refused = format == RulesTextFormat::COMPACT
            && (engine.layout != Layout::Rules || rules_text(format, rules, &empty).is_none());
        if compact_refused {
            return Status::INVALID_ARGUMENT;
        }
        let made = match generate::generate(rules, &engine) {
            Ok(made) => made,
            Err(err) => return status_of(&err),
        };
        let Some(written) = rules_text(format, &made.rules, &made.puzzle) else {
            return Status::INTERNAL_ERROR;
        };
        // SAFETY: `len` is writable, by contract.
        unsafe { len.write_unaligned(written.len()) };
        if written.len() > capacity {
            return Status::CAPACITY_TOO_SMALL;
        }
        // SAFETY: `capacity` writable bytes at `text`, N*N at `puzzle` and
        // `solution` when not NULL, by contract; the sources are ours.
        unsafe {
            ptr::copy_nonoverlapping(written.as_ptr(), text.cast::<u8>(), written.len());
            if !puzzle.is_null() {
                ptr::copy_nonoverlapping(made.puzzle.as_ptr(), puzzle, made.puzzle.len());
            }
            if !solution.is_null() {
                ptr::copy_nonoverlapping(made.solution.as_ptr(), solution, made.solution.len());
            }
        }
        if !generated.is_null() {
            // SAFETY: `size` (checked above) readable and writable bytes.
            unsafe { write_versioned(generated, &RulesGenerated::of(&made)) };
        }
        Status::OK
    })
}
