//! One step of a solution path, or a hint, as C sees it: `sudoku_step`,
//! its kinds, the copy to and from the engine's [`logic::Step`], and its
//! sentence.

use std::ffi::{c_char, c_int};
use std::mem::offset_of;
use std::ptr;

use super::technique::c_technique;
use super::{guarded, read_versioned, Versioned};
use crate::geometry::{CellSet, CELLS};
use crate::logic::{self, StepKind as Kind, Technique, NO_CELL};

/// What a step does: the `kind` of a sudoku_step. Values are fixed and only
/// ever appended.
///
/// cbindgen:prefix-with-name=false
/// cbindgen:rename-all=prefix:SUDOKU_STEP_
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Spelled as C sees them, SUDOKU_STEP_ prefix aside.
#[allow(non_camel_case_types)]
pub enum StepKind {
    /// Puts `digit` in `cell`.
    PLACEMENT = 1,
    /// Removes the candidates in `eliminations`.
    ELIMINATION = 2,
    /// The player's entry in `cell` (`digit`) is wrong (sudoku_hint only).
    MISTAKE = 3,
    /// The player's pencil marks of `cell` lack `digit`, which the cell can
    /// still hold (sudoku_hint only).
    MISSING_CANDIDATE = 4,
}

/// One step: what it does, why, and what to highlight. Filled in by
/// sudoku_hint and sudoku_explain; read by sudoku_step_text.
///
/// Candidate masks have bit d-1 set for digit d (0x1FF: all nine). Cells are
/// numbered 0-80 row by row; houses 0-26: rows 0-8, columns 9-17, boxes
/// 18-26 (box 18 + 3 * (row / 3) + column / 3).
///
/// A placement found by a "direct" technique (direct pointing, direct hidden
/// pair, ...) lists in `eliminations` the candidates its reasoning removes on
/// the way to the single; all are sound to remove, though Sudoku Explainer
/// applies only the placement, and so does sudoku_explain's path.
///
/// A chain step (SUDOKU_TECHNIQUE_* 800 to 899) also lists its chains'
/// links, to draw them: see `links`.
///
/// The struct only grows: set `size` to sizeof(sudoku_step), and the
/// library reads and writes only the fields that fit in it (a program built
/// with version 1.0's header, 368 bytes, gets every field but the links).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// sizeof(sudoku_step) as the caller compiled it, set by the caller
    /// (for sudoku_explain, in the first element of the array); these 4
    /// bytes are always read.
    pub size: u32,
    /// A SUDOKU_STEP_* value.
    pub kind: i32,
    /// A SUDOKU_TECHNIQUE_* value.
    pub technique: i32,
    /// The step's Sudoku Explainer rating in tenths (23 is 2.3): its
    /// technique's rating, plus the bonus of a longer unique loop or a
    /// larger subset. 0 for MISTAKE and MISSING_CANDIDATE.
    pub difficulty: i32,
    /// The cell placed, wrongly entered or missing a mark (0-80); -1 for an
    /// ELIMINATION.
    pub cell: i32,
    /// The digit placed, wrongly entered or missing (1-9); 0 for an
    /// ELIMINATION.
    pub digit: i32,
    /// For each cell, the candidates the step removes.
    pub eliminations: [u16; 81],
    /// For each cell, the candidates that make up the pattern, to highlight.
    pub pattern: [u16; 81],
    /// The houses of the pattern: bit h for house h.
    pub houses: u32,
    /// The digits the pattern is about (a subset's, a fish's, a loop's pair,
    /// the BUG values), as a candidate mask.
    pub digits: u32,
    /// The pattern's cells (a subset, a fish's corners, a wing's pivot and
    /// wings, a loop, the BUG cells, an excluded pair, a mistake's cell):
    /// bit c % 32 of cells[c / 32] for cell c.
    pub cells: [u32; 3],
    /// Since version 1.1: how many of `links` a chain step fills (0 for
    /// other steps).
    pub link_count: u16,
    /// 1 when the chains had more than SUDOKU_MAX_CHAIN_LINKS links: `links`
    /// holds the first ones. 0 otherwise.
    pub links_cut: u16,
    /// The chains' links in order, each a candidate assumed true (on,
    /// "r1c2=5") or false (off, "r1c2<>5"): bits 0-6 the cell (0-80), bits
    /// 7-10 the digit (1-9), bit 11 set for on, bit 12 set on the first link
    /// of each chain (its assumption; a step with several chains, one per
    /// candidate of a cell say, starts each so), other bits 0. Each link
    /// follows from the grid and the links before it in its chain; a cycle
    /// ends with its first link again.
    pub links: [u16; SUDOKU_MAX_CHAIN_LINKS],
}

/// The most links a sudoku_step holds.
pub const SUDOKU_MAX_CHAIN_LINKS: usize = 256;

const _: () = assert!(SUDOKU_MAX_CHAIN_LINKS == logic::MAX_CHAIN_LINKS);

/// The bits of a link that are defined.
const LINK_BITS: u16 = 0x1FFF;

impl Versioned for Step {
    /// Everything up to and including `cells`.
    const V1_SIZE: usize = 368;
}

// The first version's fields never move.
const _: () = {
    assert!(offset_of!(Step, size) == 0);
    assert!(offset_of!(Step, kind) == 4);
    assert!(offset_of!(Step, technique) == 8);
    assert!(offset_of!(Step, difficulty) == 12);
    assert!(offset_of!(Step, cell) == 16);
    assert!(offset_of!(Step, digit) == 20);
    assert!(offset_of!(Step, eliminations) == 24);
    assert!(offset_of!(Step, pattern) == 186);
    assert!(offset_of!(Step, houses) == 348);
    assert!(offset_of!(Step, digits) == 352);
    assert!(offset_of!(Step, cells) == 356);
    assert!(std::mem::size_of::<Step>() >= Step::V1_SIZE);
    assert!(std::mem::align_of::<Step>() == 4);
    // Version 1.1 appends the links.
    assert!(offset_of!(Step, link_count) == Step::V1_SIZE);
    assert!(offset_of!(Step, links_cut) == 370);
    assert!(offset_of!(Step, links) == 372);
    assert!(std::mem::size_of::<Step>() == 372 + 2 * SUDOKU_MAX_CHAIN_LINKS);
};

/// Every digit's bit.
const ALL_DIGITS: u16 = 0x1FF;

impl Step {
    /// The C form of an engine step, with `size` 0 (never written to the
    /// caller's struct but by sudoku_explain, which sets it).
    pub(crate) fn from_logic(step: &logic::Step) -> Step {
        let cells = step.cells.0;
        Step {
            size: 0,
            kind: step.kind as i32,
            technique: c_technique(step.technique) as i32,
            difficulty: i32::from(step.difficulty),
            cell: if step.cell == NO_CELL {
                -1
            } else {
                i32::from(step.cell)
            },
            digit: i32::from(step.digit),
            eliminations: step.eliminations,
            pattern: step.pattern,
            houses: step.houses,
            digits: u32::from(step.digits),
            cells: [cells as u32, (cells >> 32) as u32, (cells >> 64) as u32],
            link_count: step.link_count,
            links_cut: u16::from(step.links_cut),
            links: step.links,
        }
    }

    /// The engine step this struct describes, when every field is in range
    /// and the kind, cell and digit agree (a placement, mistake or missing
    /// mark has a cell and a digit, an elimination neither): what
    /// sudoku_step_text accepts.
    pub(crate) fn as_logic(&self) -> Option<logic::Step> {
        self.as_logic_told(false)
    }

    /// [`Step::as_logic`] for a step told below level 3
    /// (sudoku_hint_at_level), which may also lack its digit, and its cell
    /// (a mistake's cell is told at level 2).
    pub(crate) fn as_told(&self) -> Option<logic::Step> {
        self.as_logic_told(true)
    }

    fn as_logic_told(&self, told: bool) -> Option<logic::Step> {
        let kind = match self.kind {
            1 => Kind::Placement,
            2 => Kind::Elimination,
            3 => Kind::Mistake,
            4 => Kind::MissingCandidate,
            _ => return None,
        };
        let technique = Technique::from_number(u16::try_from(self.technique).ok()?)?;
        let difficulty = u8::try_from(self.difficulty).ok()?;
        let (cell, digit) = match (kind, self.cell, self.digit) {
            (Kind::Elimination, -1, 0) => (NO_CELL, 0),
            (Kind::Elimination, _, _) => return None,
            (_, 0..=80, 1..=9) => (self.cell as u8, self.digit as u8),
            (_, -1, 0) if told => (NO_CELL, 0),
            (Kind::Mistake | Kind::MissingCandidate, 0..=80, 0) if told => (self.cell as u8, 0),
            _ => return None,
        };
        let masks_ok = self
            .eliminations
            .iter()
            .chain(self.pattern.iter())
            .all(|&mask| mask & !ALL_DIGITS == 0);
        let cells = u128::from(self.cells[0])
            | u128::from(self.cells[1]) << 32
            | u128::from(self.cells[2]) << 64;
        let link_count = usize::from(self.link_count);
        let links_ok = link_count <= SUDOKU_MAX_CHAIN_LINKS
            && self.links_cut <= 1
            && self.links[..link_count].iter().all(|&bits| {
                let link = logic::ChainLink::from_bits(bits);
                bits & !LINK_BITS == 0 && link.cell <= 80 && (1..=9).contains(&link.digit)
            });
        if !masks_ok
            || !links_ok
            || self.houses >> 27 != 0
            || self.digits & !u32::from(ALL_DIGITS) != 0
            || cells & !CellSet::ALL.0 != 0
        {
            return None;
        }
        let mut step = logic::Step::new(kind, technique, difficulty);
        step.cell = cell;
        step.digit = digit;
        step.eliminations = self.eliminations;
        step.pattern = self.pattern;
        step.houses = self.houses;
        step.digits = self.digits as u16;
        step.cells = CellSet(cells);
        step.links = self.links;
        step.link_count = self.link_count;
        step.links_cut = self.links_cut == 1;
        Some(step)
    }
}

/// A zeroed step, the base for reading a caller's.
fn zeroed() -> Step {
    Step {
        size: 0,
        kind: 0,
        technique: 0,
        difficulty: 0,
        cell: 0,
        digit: 0,
        eliminations: [0; CELLS],
        pattern: [0; CELLS],
        houses: 0,
        digits: 0,
        cells: [0; 3],
        link_count: 0,
        links_cut: 0,
        links: [0; SUDOKU_MAX_CHAIN_LINKS],
    }
}

/// Writes one English sentence that explains a step, for example "Hidden
/// single in row 3: r3c5 is the only place for 7" (rows, columns and boxes
/// numbered from 1, cells as r<row>c<column>).
///
/// Works as snprintf: writes at most `len` bytes, the sentence cut short if
/// need be and always followed by a NUL when `len` is at least 1, and
/// returns the sentence's full length (without the NUL). So a call with
/// `len` 0 (and `buf` NULL) measures it. A step of a technique below the
/// chains needs at most about 200 bytes; a chain step's sentence spells its
/// links as "r1c2=5 -> r1c7<>5 -> ..." (up to 11 bytes a link, "; " between
/// chains, " ..." when `links_cut`), so it may need a few kilobytes: 4096
/// hold nearly any, and the return value tells when one needs more.
///
/// @param step a step from sudoku_hint or sudoku_explain (or one built
///   alike); the fields that fit in `step->size` are read.
/// @param buf where to write; NULL only when `len` is 0.
/// @param len the bytes `buf` holds.
/// @return the sentence's length. 0, and nothing written, when `step` is
///   NULL, `buf` is NULL with `len` above 0, `step->size` is smaller than
///   the first version of the struct, or the step is not one the library
///   could give: an unknown kind or technique, a cell outside -1..80, a
///   digit outside 0..9, a placement, mistake or missing mark without a
///   cell and a digit, an elimination with one, a mask with bits above the
///   ninth, a house above 26 or a cell above 80 in `houses` or `cells`,
///   a `link_count` above SUDOKU_MAX_CHAIN_LINKS, a `links_cut` above 1, or
///   a link with a cell above 80, a digit outside 1..9 or an undefined bit.
///
/// Any alignment of `step` and `buf`; no allocation.
///
/// # Safety
/// `step` is NULL or points to `step->size` readable bytes; `buf` is NULL
/// or valid for `len` writes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_step_text(
    step: *const Step,
    buf: *mut c_char,
    len: usize,
) -> usize {
    guarded(|| {
        if step.is_null() || (buf.is_null() && len > 0) {
            return 0;
        }
        // SAFETY: a non-NULL step has `size` readable bytes, by contract.
        let Ok(raw) = (unsafe { read_versioned(step, zeroed()) }) else {
            return 0;
        };
        let Some(step) = raw.as_logic() else {
            return 0;
        };
        if len == 0 {
            return step.write_text(&mut []);
        }
        // SAFETY: non-NULL and valid for `len` writes, by contract; bytes
        // have no alignment. No Rust reference to the caller's memory
        // outlives the call.
        let out = unsafe { std::slice::from_raw_parts_mut(buf.cast::<u8>(), len) };
        step.write_text(out)
    })
}

/// Writes the sentence of a step told at a level (sudoku_hint_at_level):
/// at level 3 the step's whole sentence, as sudoku_step_text; at level 1
/// only the technique and its digits ("Look for: Naked pair on digits 3 and
/// 7."), or that an entry is wrong or a mark missing; at level 2 also the
/// pattern's cells ("Naked pair on digits 3 and 7, in r4c1 and r4c5."), or
/// the wrong entry's cell. Works as sudoku_step_text (snprintf's contract,
/// any alignment, no allocation).
///
/// @param step a step from sudoku_hint_at_level at the same `level` (or
///   any whole step, told at level 3); the fields that fit in `step->size`
///   are read.
/// @param level 1, 2 or 3.
/// @param buf where to write; NULL only when `len` is 0.
/// @param len the bytes `buf` holds.
/// @return the sentence's length. 0, and nothing written, when `level` is
///   not 1-3, or as for sudoku_step_text (below level 3 a placement,
///   mistake or missing mark may lack its cell and digit).
///
/// # Safety
/// As sudoku_step_text.
#[no_mangle]
pub unsafe extern "C" fn sudoku_step_text_at_level(
    step: *const Step,
    level: c_int,
    buf: *mut c_char,
    len: usize,
) -> usize {
    guarded(|| {
        let Some(level) = u32::try_from(level)
            .ok()
            .and_then(logic::HintLevel::from_number)
        else {
            return 0;
        };
        if step.is_null() || (buf.is_null() && len > 0) {
            return 0;
        }
        // SAFETY: a non-NULL step has `size` readable bytes, by contract.
        let Ok(raw) = (unsafe { read_versioned(step, zeroed()) }) else {
            return 0;
        };
        let read = match level {
            logic::HintLevel::Step => raw.as_logic(),
            _ => raw.as_told(),
        };
        let Some(step) = read else {
            return 0;
        };
        if len == 0 {
            return step.write_text_at(level, &mut []);
        }
        // SAFETY: non-NULL and valid for `len` writes, by contract; bytes
        // have no alignment. No Rust reference to the caller's memory
        // outlives the call.
        let out = unsafe { std::slice::from_raw_parts_mut(buf.cast::<u8>(), len) };
        step.write_text_at(level, out)
    })
}

/// Writes `value` whole, its `size` set to `size`, into a caller's struct
/// of `size` bytes: the fields that fit. For the elements of
/// sudoku_explain's array, whose size the first element gives.
///
/// # Safety
/// `ptr` is valid for writing `size` bytes, `size` at least
/// `Step::V1_SIZE`.
pub(crate) unsafe fn write_step_sized(ptr: *mut u8, value: &Step, size: usize) {
    let mut value = *value;
    value.size = size as u32;
    let known = size.min(std::mem::size_of::<Step>());
    // SAFETY: `known` bytes lie within both the caller's `size` bytes and
    // our value; they do not overlap.
    unsafe { ptr::copy_nonoverlapping(ptr::from_ref(&value).cast::<u8>(), ptr, known) };
}
