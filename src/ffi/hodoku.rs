//! HoDoKu 2.2.0's scale from C: a rating on the scale the caller names,
//! HoDoKu's technique names, and its hints in three levels.

use std::ffi::{c_char, c_int};
use std::mem::{offset_of, size_of};

use super::logic::Rating;
use super::step::StepKind;
use super::technique::Technique;
use super::{caller_size, guarded, read_grid, read_versioned, write_versioned, Status, Versioned};
use crate::geometry::{CellSet, CELLS};
use crate::logic::{self, hodoku};

/// The scale a rating is on: the `scale` argument of sudoku_rate_scale and
/// the `scale` of a sudoku_rating. Values are fixed and only ever appended.
///
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=prefix:SUDOKU_SCALE_
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Spelled as C sees them, SUDOKU_SCALE_ prefix aside.
#[allow(non_camel_case_types)]
pub enum Scale {
    /// Sudoku Explainer 1.2.1's: `er`, `ep`, `ed` (sudoku_rate's).
    SE = 0,
    /// HoDoKu 2.2.0's with its default settings: `level`, `score`,
    /// `hodoku_technique`.
    HODOKU = 1,
    /// SukakuExplainer's (serate 1.18.1), for the 9x9 variants it rates and
    /// pencil-mark puzzles: `er`, `ep`, `ed` of a sudoku_rules_rating
    /// (sudoku_rules_rate, sudoku_rules_explain; not sudoku_rate_scale).
    SUKAKU = 2,
    /// No scale: the variant logic engine's own order, simplest technique
    /// first, for any rule set and size (sudoku_rules_explain); steps carry
    /// no difficulty.
    UNRATED = 3,
    /// libsudoku's own scale, for any rule set and size the variant engine
    /// takes (killer, jigsaw, thermometers, dots, 4x4 to 25x25), in the
    /// same ER/EP/ED form; each technique's value and the reason for it are
    /// in docs/VARIANT-LOGIC.md (sudoku_rules_rate, sudoku_rules_explain,
    /// sudoku_rules_explain_text; from givens).
    OWN = 4,
}

/// HoDoKu's levels, the `level` of a sudoku_rating. Values are fixed.
///
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=prefix:SUDOKU_HODOKU_LEVEL_
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Spelled as C sees them, SUDOKU_HODOKU_LEVEL_ prefix aside.
#[allow(non_camel_case_types)]
pub enum HodokuLevel {
    /// No HoDoKu level: another scale, or not rated.
    NONE = 0,
    /// Score at most 800, singles only.
    EASY = 1,
    /// Score at most 1000.
    MEDIUM = 2,
    /// Score at most 1600.
    HARD = 3,
    /// Score at most 1800.
    UNFAIR = 4,
    EXTREME = 5,
}

impl HodokuLevel {
    fn of(level: hodoku::Level) -> HodokuLevel {
        match level {
            hodoku::Level::Easy => HodokuLevel::EASY,
            hodoku::Level::Medium => HodokuLevel::MEDIUM,
            hodoku::Level::Hard => HodokuLevel::HARD,
            hodoku::Level::Unfair => HodokuLevel::UNFAIR,
            hodoku::Level::Extreme => HodokuLevel::EXTREME,
            hodoku::Level::Incomplete => HodokuLevel::NONE,
        }
    }
}

/// The number of rows of HoDoKu's step table: sudoku_hodoku_technique_at
/// gives their step numbers for indices 0 to this minus 1.
pub const SUDOKU_HODOKU_TECHNIQUE_COUNT: usize = 92;

const _: () = assert!(SUDOKU_HODOKU_TECHNIQUE_COUNT == hodoku::STEPS.len());

/// Room for the longest HoDoKu name and its NUL.
const NAME_ROOM: usize = 64;

/// A name with its NUL, made at compile time.
const fn c_name(name: &str) -> [u8; NAME_ROOM] {
    let name = name.as_bytes();
    assert!(name.len() < NAME_ROOM, "a HoDoKu name is too long");
    let mut out = [0u8; NAME_ROOM];
    let mut k = 0;
    while k < name.len() {
        assert!(name[k] != 0);
        out[k] = name[k];
        k += 1;
    }
    out
}

/// Every row's name with a NUL, made at compile time from the step table,
/// in its order.
static NAMES: [[u8; NAME_ROOM]; SUDOKU_HODOKU_TECHNIQUE_COUNT] = {
    let mut table = [[0u8; NAME_ROOM]; SUDOKU_HODOKU_TECHNIQUE_COUNT];
    let mut i = 0;
    while i < SUDOKU_HODOKU_TECHNIQUE_COUNT {
        table[i] = c_name(hodoku::STEPS[i].name);
        i += 1;
    }
    table
};

/// The names of the techniques HoDoKu reports under another row's number
/// plus one (Discontinuous Nice Loop, AIC, ...), in hodoku::VARIANTS' order.
static VARIANT_NAMES: [[u8; NAME_ROOM]; hodoku::VARIANTS.len()] = {
    let mut table = [[0u8; NAME_ROOM]; hodoku::VARIANTS.len()];
    let mut i = 0;
    while i < hodoku::VARIANTS.len() {
        table[i] = c_name(hodoku::VARIANTS[i].1);
        i += 1;
    }
    table
};

/// A step number's export falls back to 0, "no row".
impl super::Fallback for i32 {
    fn fallback() -> i32 {
        0
    }
}

/// The HoDoKu step number of row `index` of HoDoKu's step table, in its
/// priority order (100 "Full House" first).
///
/// @param index 0 to SUDOKU_HODOKU_TECHNIQUE_COUNT - 1.
/// @return the step number; 0 for an index past the table.
#[no_mangle]
pub extern "C" fn sudoku_hodoku_technique_at(index: usize) -> i32 {
    guarded(|| hodoku::STEPS.get(index).map_or(0, |row| row.number as i32))
}

/// HoDoKu's name of a step number, as HoDoKu prints it ("2-String Kite"),
/// for a row of its table or a technique reported under a row, which has a
/// number just above the row's (5601 "Discontinuous Nice Loop", 5602 "AIC"
/// under 5600 "Continuous Nice Loop", ...).
///
/// @param technique any value; it is an int so that every value is safe.
/// @return a static NUL-terminated string, never NULL, never to be freed:
///   "unknown technique" for a value that is no row of HoDoKu's table.
#[no_mangle]
pub extern "C" fn sudoku_hodoku_technique_name(technique: c_int) -> *const c_char {
    guarded(|| {
        let row = hodoku::STEPS
            .iter()
            .position(|row| row.number as c_int == technique);
        let variant = hodoku::VARIANTS
            .iter()
            .position(|variant| variant.0 as c_int == technique);
        match (row, variant) {
            (Some(index), _) => NAMES[index].as_ptr().cast(),
            (None, Some(index)) => VARIANT_NAMES[index].as_ptr().cast(),
            (None, None) => c"unknown technique".as_ptr(),
        }
    })
}

/// Rates a puzzle on the scale the caller names.
///
/// SUDOKU_SCALE_SE is sudoku_rate_ex's rating, field for field (with
/// `scale` set). SUDOKU_SCALE_HODOKU rates as HoDoKu 2.2.0 does with its
/// default settings: its path, `score` (the sum of the steps' base scores),
/// `level` and `hodoku_technique`; `steps` is the path's length and
/// `solved` is 1. A path that reaches a technique this version does not
/// have for HoDoKu gets SUDOKU_NOT_RATED, never a guessed level.
///
/// @param puzzle 81 bytes as for sudoku_solve; never written.
/// @param scale SUDOKU_SCALE_SE or SUDOKU_SCALE_HODOKU (the variant
///   scales, SUDOKU_SCALE_SUKAKU, SUDOKU_SCALE_UNRATED and
///   SUDOKU_SCALE_OWN, belong to sudoku_rules_rate and
///   sudoku_rules_explain: here they are unknown).
/// @param guess_budget 0 for no limit. On SUDOKU_SCALE_SE as for
///   sudoku_rate_ex. On SUDOKU_SCALE_HODOKU, N allows N guesses to count
///   the solutions, then N technique searches along the path (each
///   technique tried at each step counts one).
/// @param rating its `size` set by the caller; written on SUDOKU_OK,
///   SUDOKU_TECHNIQUES_EXHAUSTED and SUDOKU_NOT_RATED only (the fields that
///   fit in `size`). On SUDOKU_NOT_RATED: `level` SUDOKU_HODOKU_LEVEL_NONE,
///   `score` 0, `hodoku_technique` the technique the path needs, `steps`
///   the steps before it, `solved` 0.
/// @return as sudoku_rate_ex, plus SUDOKU_INVALID_ARGUMENT for an unknown
///   `scale` and SUDOKU_NOT_RATED.
///
/// Unlike sudoku_rate, HoDoKu's scale allocates (its path, on the heap) and
/// is outside the header's 16 KiB stack promise: give it the default stack.
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81]]
///
/// # Safety
/// As sudoku_rate.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_rate_scale(
    puzzle: *const c_char,
    scale: c_int,
    guess_budget: u64,
    rating: *mut Rating,
) -> Status {
    guarded(|| {
        if puzzle.is_null() || rating.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, so `size` is readable by contract.
        if unsafe { caller_size(rating) } < Rating::V1_SIZE {
            return Status::INVALID_ARGUMENT;
        }
        // SAFETY: non-NULL, 81 readable bytes by contract.
        let text = unsafe { read_grid(puzzle) };
        let (found, status) = match scale {
            0 => match logic::rate_within(&text, guess_budget) {
                Ok(found) if found.solved => (Rating::from_logic(&found), Status::OK),
                Ok(found) => (Rating::from_logic(&found), Status::TECHNIQUES_EXHAUSTED),
                Err(err) => return err.into(),
            },
            1 => match hodoku::score_within(&text, guess_budget) {
                Ok(found) => (hodoku_rating(&found), Status::OK),
                Err(hodoku::HodokuError::NotRated { needs, steps }) => {
                    let mut rating = blank_rating(steps.len());
                    rating.hodoku_technique = needs.number as i32;
                    (rating, Status::NOT_RATED)
                }
                Err(err) => return err.into(),
            },
            _ => return Status::INVALID_ARGUMENT,
        };
        // SAFETY: non-NULL, `size` bytes writable, checked above to hold
        // the first version.
        unsafe { write_versioned(rating, &found) };
        status
    })
}

/// A HoDoKu-scale rating with no level yet.
fn blank_rating(steps: usize) -> Rating {
    Rating {
        size: 0,
        er: 0,
        ep: 0,
        ed: 0,
        technique: Technique::NONE as i32,
        steps: steps as u32,
        solved: 0,
        scale: Scale::HODOKU as i32,
        level: HodokuLevel::NONE as i32,
        score: 0,
        hodoku_technique: 0,
    }
}

fn hodoku_rating(found: &hodoku::HodokuScore) -> Rating {
    let mut rating = blank_rating(found.steps);
    rating.solved = 1;
    rating.level = HodokuLevel::of(found.level) as i32;
    rating.score = found.score;
    rating.hodoku_technique = found.hardest.map_or(0, |row| row.number as i32);
    rating
}

/// A hint on HoDoKu's scale, at one of three levels (sudoku_hint_hodoku):
/// each level fills more fields, the others are 0. All three levels of one
/// state tell the same step.
///
/// Candidate masks have bit d-1 set for digit d; cells are numbered 0-80
/// row by row.
///
/// The struct only grows: set `size` to sizeof(sudoku_hodoku_hint).
/// Version 1 (356 bytes) ends at `eliminations`; version 2 (520 bytes)
/// adds the player's pencil marks, `candidates` and `use_candidates`, which
/// the caller sets and sudoku_hint_hodoku reads (zero them for a hint from
/// the entries alone).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HodokuHint {
    /// sizeof(sudoku_hodoku_hint) as the caller compiled it, set by the
    /// caller; these 4 bytes are always read.
    pub size: u32,
    /// The level the hint was asked at: 1 the technique and its digits
    /// (where to look), 2 also the pattern's cells, 3 also the placements
    /// and eliminations.
    pub level: i32,
    /// SUDOKU_STEP_PLACEMENT (the step places a digit),
    /// SUDOKU_STEP_ELIMINATION, SUDOKU_STEP_MISTAKE (an entry of the
    /// player's grid is wrong: level 2 gives its cell, level 3 its digit)
    /// or SUDOKU_STEP_MISSING_CANDIDATE (the pencil marks of an empty cell
    /// lack its solution digit: level 2 gives the cell, level 3 the digit).
    pub kind: i32,
    /// The HoDoKu step number (sudoku_hodoku_technique_name names it); 0
    /// for a mistake or a missing mark.
    pub technique: i32,
    /// The pattern's digits, as a candidate mask (for a mistake, level 3
    /// only: the wrong digit).
    pub digits: u32,
    /// Level 2 on: the pattern's cells, bit c % 32 of cells[c / 32] (for a
    /// mistake or a missing mark, its cell).
    pub cells: [u32; 3],
    /// Level 3: for each cell, the digit the step places (as a mask).
    pub placements: [u16; 81],
    /// Level 3: for each cell, the candidates the step removes.
    pub eliminations: [u16; 81],
    /// Version 2, set by the caller: the player's pencil marks, one mask
    /// per cell, read for the empty cells of the player's grid when
    /// `use_candidates` is 1. Written back unchanged by sudoku_hint_hodoku;
    /// 0 in the steps of sudoku_explain_hodoku.
    pub candidates: [u16; 81],
    /// Version 2, set by the caller: 1 to read `candidates`, 0 to take the
    /// candidates the entries leave (as version 1 does).
    pub use_candidates: u16,
}

impl Versioned for HodokuHint {
    const V1_SIZE: usize = 356;
}

/// The struct through `use_candidates`.
const V2_SIZE: usize = 520;

const _: () = {
    assert!(offset_of!(HodokuHint, level) == 4);
    assert!(offset_of!(HodokuHint, kind) == 8);
    assert!(offset_of!(HodokuHint, technique) == 12);
    assert!(offset_of!(HodokuHint, digits) == 16);
    assert!(offset_of!(HodokuHint, cells) == 20);
    assert!(offset_of!(HodokuHint, placements) == 32);
    assert!(offset_of!(HodokuHint, eliminations) == 194);
    assert!(offset_of!(HodokuHint, candidates) == HodokuHint::V1_SIZE);
    assert!(offset_of!(HodokuHint, use_candidates) == 518);
    assert!(size_of::<HodokuHint>() == V2_SIZE);
};

impl HodokuHint {
    pub(super) fn from_hodoku(hint: &hodoku::HodokuHint) -> HodokuHint {
        let cells = hint.cells.0;
        HodokuHint {
            size: 0,
            level: hint.level as i32,
            kind: match hint.kind {
                hodoku::HintKind::Placement => StepKind::PLACEMENT,
                hodoku::HintKind::Elimination => StepKind::ELIMINATION,
                hodoku::HintKind::Mistake => StepKind::MISTAKE,
                hodoku::HintKind::MissingCandidate => StepKind::MISSING_CANDIDATE,
            } as i32,
            technique: hint.technique as i32,
            digits: u32::from(hint.digits),
            cells: [cells as u32, (cells >> 32) as u32, (cells >> 64) as u32],
            placements: hint.placements,
            eliminations: hint.eliminations,
            candidates: [0; CELLS],
            use_candidates: 0,
        }
    }

    /// The hint this struct describes, when every field is in range: what
    /// sudoku_hodoku_hint_text accepts.
    fn as_hodoku(&self) -> Option<hodoku::HodokuHint> {
        let level = hodoku::HintLevel::from_number(u32::try_from(self.level).ok()?)?;
        let kind = match self.kind {
            1 => hodoku::HintKind::Placement,
            2 => hodoku::HintKind::Elimination,
            3 => hodoku::HintKind::Mistake,
            4 => hodoku::HintKind::MissingCandidate,
            _ => return None,
        };
        let technique = u32::try_from(self.technique).ok()?;
        let technique_ok = match kind {
            hodoku::HintKind::Mistake | hodoku::HintKind::MissingCandidate => technique == 0,
            _ => hodoku::step_row(technique).is_some(),
        };
        if !technique_ok {
            return None;
        }
        let cells = u128::from(self.cells[0])
            | u128::from(self.cells[1]) << 32
            | u128::from(self.cells[2]) << 64;
        let masks_ok = self
            .placements
            .iter()
            .chain(self.eliminations.iter())
            .all(|&mask| mask & !0x1FF == 0);
        if !masks_ok || self.digits & !0x1FF != 0 || cells & !CellSet::ALL.0 != 0 {
            return None;
        }
        Some(hodoku::HodokuHint {
            level,
            kind,
            technique,
            digits: self.digits as u16,
            cells: CellSet(cells),
            placements: self.placements,
            eliminations: self.eliminations,
        })
    }
}

/// The next step from a player's grid on HoDoKu's scale, as a hint: a
/// wrong entry first (every later step depends on it), then, with pencil
/// marks, the first empty cell whose marks lack its solution digit, then
/// the step HoDoKu 2.2.0's solver takes from the player's entries and
/// marks. The marks are read as sudoku_hint reads them: for empty cells
/// only; a mark a filled peer rules out is dropped silently; an extra mark
/// is not a mistake.
///
/// @param puzzle 81 bytes as for sudoku_solve: the givens, with exactly one
///   solution.
/// @param current NULL for the puzzle itself, or 81 bytes: the givens, each
///   kept, plus the player's entries, as for sudoku_hint.
/// @param level 1, 2 or 3: how much the hint tells (sudoku_hodoku_hint, above).
/// @param guess_budget 0 for no limit; N allows N guesses to find the
///   solution, then N technique searches along HoDoKu's path.
/// @param hint its `size` set by the caller; with version 2's size,
///   `use_candidates` 1 gives the player's pencil marks in `candidates`
///   (sudoku_hodoku_hint, above). Written on SUDOKU_OK only (the marks
///   written back as they were).
/// @return SUDOKU_OK; SUDOKU_NULL_POINTER (`puzzle` or `hint`);
///   SUDOKU_INVALID_ARGUMENT (`hint->size` too small, `level` not 1-3,
///   `use_candidates` not 0 or 1);
///   SUDOKU_INVALID_CHARACTER; SUDOKU_CONFLICTING_GIVENS;
///   SUDOKU_CURRENT_CONTRADICTS_PUZZLE; SUDOKU_INVALID_CANDIDATES (a mark of
///   an empty cell above bit 8); SUDOKU_NO_SOLUTION;
///   SUDOKU_MULTIPLE_SOLUTIONS; SUDOKU_BUDGET_EXHAUSTED;
///   SUDOKU_ALREADY_SOLVED; SUDOKU_NOT_RATED (the step needs a technique
///   this version does not have for HoDoKu).
///
/// Allocates, and is outside the 16 KiB stack promise, as
/// sudoku_rate_scale on HoDoKu's scale.
///
/// cbindgen:ptrs-as-arrays=[[puzzle; 81]]
///
/// # Safety
/// `puzzle` is NULL or valid for 81 reads; `current` NULL or valid for 81
/// reads; `hint` NULL or valid for reading and writing `hint->size` bytes.
#[must_use]
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint_hodoku(
    puzzle: *const c_char,
    current: *const c_char,
    level: c_int,
    guess_budget: u64,
    hint: *mut HodokuHint,
) -> Status {
    guarded(|| {
        if puzzle.is_null() || hint.is_null() {
            return Status::NULL_POINTER;
        }
        // SAFETY: non-NULL, so `size` bytes are readable by contract; a
        // size below the first version's is refused.
        let Ok(asked) = (unsafe { read_versioned(hint, zeroed_hint()) }) else {
            return Status::INVALID_ARGUMENT;
        };
        let Some(level) = u32::try_from(level)
            .ok()
            .and_then(hodoku::HintLevel::from_number)
        else {
            return Status::INVALID_ARGUMENT;
        };
        let marks = match asked.use_candidates {
            0 => None,
            1 => Some(asked.candidates),
            _ => return Status::INVALID_ARGUMENT,
        };
        // SAFETY: non-NULL pointers are readable as the contract says.
        let (puzzle, current) = unsafe {
            (
                read_grid(puzzle),
                (!current.is_null()).then(|| read_grid(current)),
            )
        };
        match hodoku::hint_within(
            &puzzle,
            current.as_ref(),
            marks.as_ref(),
            level,
            guess_budget,
        ) {
            Ok(found) => {
                let mut out = HodokuHint::from_hodoku(&found);
                out.candidates = asked.candidates;
                out.use_candidates = asked.use_candidates;
                // SAFETY: non-NULL, `size` bytes writable, checked above.
                unsafe { write_versioned(hint, &out) };
                Status::OK
            }
            Err(err) => err.into(),
        }
    })
}

/// A zeroed hint, the base for reading a caller's.
fn zeroed_hint() -> HodokuHint {
    HodokuHint {
        size: 0,
        level: 0,
        kind: 0,
        technique: 0,
        digits: 0,
        cells: [0; 3],
        placements: [0; CELLS],
        eliminations: [0; CELLS],
        candidates: [0; CELLS],
        use_candidates: 0,
    }
}

/// Writes one English sentence for a HoDoKu hint, saying what its level
/// tells: "Look for: 2-String Kite on digit 4." (1), "2-String Kite on
/// digit 4, in r1c2, r1c6, r4c4 and r6c4." (2), "2-String Kite on digit 4:
/// r4c6<>4." (3; `=` places, `<>` removes).
///
/// Works as snprintf, as sudoku_step_text: at most `len` bytes, always a
/// NUL when `len` is at least 1; returns the sentence's full length.
///
/// @param hint a hint from sudoku_hint_hodoku (or one built alike).
/// @param buf where to write; NULL only when `len` is 0.
/// @param len the bytes `buf` holds.
/// @return the sentence's length. 0, and nothing written, when `hint` is
///   NULL, `buf` is NULL with `len` above 0, `hint->size` is too small, or
///   a field is out of range (a level not 1-3, an unknown kind or step
///   number, a mistake or a missing mark with a technique, a mask above
///   0x1FF, a cell above 80).
///
/// # Safety
/// `hint` is NULL or points to `hint->size` readable bytes; `buf` is NULL
/// or valid for `len` writes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hodoku_hint_text(
    hint: *const HodokuHint,
    buf: *mut c_char,
    len: usize,
) -> usize {
    guarded(|| {
        if hint.is_null() || (buf.is_null() && len > 0) {
            return 0;
        }
        // SAFETY: a non-NULL hint has `size` readable bytes, by contract.
        let Ok(raw) = (unsafe { read_versioned(hint, zeroed_hint()) }) else {
            return 0;
        };
        let Some(hint) = raw.as_hodoku() else {
            return 0;
        };
        let sentence = hint.to_string();
        if len > 0 {
            let written = sentence.len().min(len - 1);
            // SAFETY: non-NULL and valid for `len` writes, by contract;
            // `written + 1 <= len`; bytes have no alignment.
            unsafe {
                std::ptr::copy_nonoverlapping(sentence.as_ptr(), buf.cast::<u8>(), written);
                buf.add(written).write(0);
            }
        }
        sentence.len()
    })
}

/// Small enough for Miri (scripts/check-miri.sh runs `ffi::`): unaligned
/// structs, exact sizes, refusals that write nothing.
#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;
    use std::ptr;

    const SOLUTION: &[u8; 81] =
        b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    /// The solution with its last cell emptied: one Full House.
    fn one_left() -> [u8; 81] {
        let mut puzzle = *SOLUTION;
        puzzle[80] = b'.';
        puzzle
    }

    /// A rating's bytes at offset 1 of `storage`, `size` first.
    fn unaligned(storage: &mut [u8], size: usize) -> *mut Rating {
        storage.fill(0xA5);
        storage[1..5].copy_from_slice(&(size as u32).to_ne_bytes());
        storage[1..].as_mut_ptr().cast()
    }

    #[test]
    fn a_rating_through_an_unaligned_pointer() {
        let mut storage = [0u8; 1 + size_of::<Rating>() + 4];
        let out = unaligned(&mut storage, size_of::<Rating>());
        let puzzle = one_left();
        // SAFETY: 81 readable bytes; `size` bytes at `out`.
        let status = unsafe { sudoku_rate_scale(puzzle.as_ptr().cast(), 1, 0, out) };
        assert_eq!(status, Status::OK);
        // SAFETY: a whole rating, read without alignment.
        let rating = unsafe { out.read_unaligned() };
        let full_house = hodoku::step_row(100).unwrap();
        assert_eq!((rating.steps, rating.score), (1, full_house.score));
        assert_eq!(rating.level, HodokuLevel::EASY as i32);
        assert_eq!(rating.hodoku_technique, 100);
        assert!(storage[1 + size_of::<Rating>()..]
            .iter()
            .all(|&b| b == 0xA5));
    }

    #[test]
    fn refusals_write_nothing() {
        let mut storage = [0u8; 1 + size_of::<Rating>()];
        let mut bad = one_left();
        bad[3] = b'x';
        for (puzzle, scale, size, expected) in [
            (bad, 1, size_of::<Rating>(), Status::INVALID_CHARACTER),
            (one_left(), 9, size_of::<Rating>(), Status::INVALID_ARGUMENT),
            (one_left(), 1, Rating::V1_SIZE - 1, Status::INVALID_ARGUMENT),
        ] {
            let out = unaligned(&mut storage, size);
            // SAFETY: 81 readable bytes; `size` bytes at `out`.
            let status = unsafe { sudoku_rate_scale(puzzle.as_ptr().cast(), scale, 0, out) };
            assert_eq!(status, expected);
            assert!(storage[5..].iter().all(|&b| b == 0xA5));
        }
        // SAFETY: NULL is checked first.
        let status = unsafe { sudoku_rate_scale(ptr::null(), 1, 0, ptr::null_mut()) };
        assert_eq!(status, Status::NULL_POINTER);
    }

    #[test]
    fn a_hint_and_its_text_through_unaligned_pointers() {
        let mut storage = vec![0xA5u8; 1 + size_of::<HodokuHint>()];
        storage[1..5].copy_from_slice(&(size_of::<HodokuHint>() as u32).to_ne_bytes());
        // Version 2's inputs, zeroed as a caller does: no pencil marks.
        storage[1 + offset_of!(HodokuHint, candidates)..].fill(0);
        let out: *mut HodokuHint = storage[1..].as_mut_ptr().cast();
        let puzzle = one_left();
        // SAFETY: 81 readable bytes; a whole hint at `out`.
        let status = unsafe { sudoku_hint_hodoku(puzzle.as_ptr().cast(), ptr::null(), 3, 0, out) };
        assert_eq!(status, Status::OK);
        // SAFETY: a whole hint, read without alignment.
        let hint = unsafe { out.read_unaligned() };
        assert_eq!((hint.technique, hint.placements[80]), (100, 1 << 8));
        let mut text = [0xA5u8; 1 + 12];
        // SAFETY: a whole hint; 12 writable bytes at an odd address.
        let len = unsafe { sudoku_hodoku_hint_text(out, text[1..].as_mut_ptr().cast(), 12) };
        assert_eq!(len, "Full House on digit 9: r9c9=9.".len());
        assert_eq!(&text[1..13], b"Full House \0");
        assert_eq!(text[0], 0xA5);
    }

    #[test]
    fn names_come_from_the_table() {
        let number = sudoku_hodoku_technique_at(0);
        // SAFETY: a static NUL-terminated string.
        let name = unsafe { CStr::from_ptr(sudoku_hodoku_technique_name(number)) };
        assert_eq!(name.to_str().unwrap(), hodoku::STEPS[0].name);
        // A technique reported under a row has its own number and name.
        for (number, expected, row) in hodoku::VARIANTS {
            // SAFETY: a static NUL-terminated string.
            let name = unsafe { CStr::from_ptr(sudoku_hodoku_technique_name(number as c_int)) };
            assert_eq!(name.to_str().unwrap(), expected);
            assert!(hodoku::STEPS.iter().all(|r| r.number != number));
            assert!(hodoku::STEPS.iter().any(|r| r.number == row));
        }
    }
}
