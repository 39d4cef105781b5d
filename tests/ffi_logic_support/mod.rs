//! Calls of the variant logic's C ABI for the tests that drive it
//! (tests/ffi_variant_logic.rs, tests/ffi_variant_logic_refusals.rs): owned
//! rule sets, rate/hint/explain with outputs poisoned first, and each C step
//! compared with the Rust API's and checked against a solution.

use std::ptr;

use sudoku::ffi::*;
use sudoku::variant::logic::Step;

pub use crate::variant_support::ffi::{from_text, text_of, Owned};
use crate::variant_support::rated::{self, Rated};

pub const SUKAKU: i32 = Scale::SUKAKU as i32;
pub const UNRATED: i32 = Scale::UNRATED as i32;

/// A struct full of 0xEE bytes but its `size`, to see what a call writes.
pub fn poisoned<T>() -> T {
    // SAFETY: plain C data; every byte pattern is valid for its fields but
    // the enums, which are compared only as bytes until a call writes them.
    let mut value: T = unsafe { std::mem::zeroed() };
    // SAFETY: `value` is ours, size_of::<T>() bytes.
    unsafe {
        ptr::write_bytes(
            ptr::from_mut(&mut value).cast::<u8>(),
            0xEE,
            std::mem::size_of::<T>(),
        )
    };
    // SAFETY: every struct here starts with its u32 size.
    unsafe {
        ptr::from_mut(&mut value)
            .cast::<u32>()
            .write(std::mem::size_of::<T>() as u32)
    };
    value
}

pub fn bytes_of<T>(value: &T) -> Vec<u8> {
    // SAFETY: reading the bytes of a value we own.
    unsafe {
        std::slice::from_raw_parts(ptr::from_ref(value).cast::<u8>(), std::mem::size_of::<T>())
    }
    .to_vec()
}

pub fn rate(
    rules: &Owned,
    givens: Option<&[u8]>,
    marks: Option<&[u32]>,
    scale: i32,
    budget: u64,
) -> (Status, RulesRating) {
    let mut out: RulesRating = poisoned();
    let before = bytes_of(&out);
    // SAFETY: a live rule set, N*N values or masks, a sized rating.
    let status = unsafe {
        sudoku_rules_rate(
            rules.0,
            givens.map_or(ptr::null(), <[u8]>::as_ptr),
            marks.map_or(ptr::null(), <[u32]>::as_ptr),
            scale,
            budget,
            &mut out,
        )
    };
    if status != Status::OK && status != Status::NOT_RATED {
        assert_eq!(bytes_of(&out), before, "rating written on {status:?}");
    }
    (status, out)
}

pub fn hint(
    rules: &Owned,
    givens: Option<&[u8]>,
    marks: Option<&[u32]>,
) -> (Status, Box<RulesStep>) {
    let mut out: Box<RulesStep> = Box::new(poisoned());
    let before = bytes_of(&*out);
    // SAFETY: as for `rate`, with a sized step.
    let status = unsafe {
        sudoku_rules_hint(
            rules.0,
            givens.map_or(ptr::null(), <[u8]>::as_ptr),
            marks.map_or(ptr::null(), <[u32]>::as_ptr),
            0,
            &mut *out,
        )
    };
    if status != Status::OK {
        assert_eq!(bytes_of(&*out), before, "step written on {status:?}");
    }
    (status, out)
}

/// The path, asked with `capacity` elements; on failure checks that
/// neither the array nor the count was written.
pub fn explain(
    rules: &Owned,
    givens: Option<&[u8]>,
    marks: Option<&[u32]>,
    scale: i32,
    capacity: usize,
) -> (Status, Vec<RulesStep>, usize) {
    let mut steps: Vec<RulesStep> = (0..capacity.max(1)).map(|_| poisoned()).collect();
    let before: Vec<Vec<u8>> = steps.iter().map(bytes_of).collect();
    let mut count = 0xEEEE_usize;
    // SAFETY: as for `rate`, with `capacity` sized steps and a count.
    let status = unsafe {
        sudoku_rules_explain(
            rules.0,
            givens.map_or(ptr::null(), <[u8]>::as_ptr),
            marks.map_or(ptr::null(), <[u32]>::as_ptr),
            scale,
            0,
            steps.as_mut_ptr(),
            capacity,
            &mut count,
        )
    };
    let wrote_steps = matches!(status, Status::OK | Status::TECHNIQUES_EXHAUSTED);
    if !wrote_steps {
        let after: Vec<Vec<u8>> = steps.iter().map(bytes_of).collect();
        assert_eq!(after, before, "steps written on {status:?}");
    }
    if !wrote_steps && status != Status::CAPACITY_TOO_SMALL {
        assert_eq!(count, 0xEEEE, "count written on {status:?}");
    }
    if wrote_steps {
        steps.truncate(count);
    } else {
        steps.clear();
    }
    (status, steps, count)
}

/// (cell, digit) pairs, sorted.
type Candidates = Vec<(usize, u8)>;

/// The placements and eliminations of a C step.
pub fn candidates_of(step: &RulesStep) -> (Candidates, Candidates) {
    let n = step.grid_size as usize;
    let mut placed = Vec::new();
    let mut removed = Vec::new();
    for cell in 0..SUDOKU_RULES_MAX_CELLS {
        if cell >= n * n {
            assert_eq!(step.placements[cell], 0, "a placement off the grid");
            assert_eq!(step.eliminations[cell], 0, "an elimination off the grid");
            continue;
        }
        if step.placements[cell] != 0 {
            placed.push((cell, step.placements[cell]));
        }
        for d in 1..=n as u8 {
            if step.eliminations[cell] & (1 << (d - 1)) != 0 {
                removed.push((cell, d));
            }
        }
        assert_eq!(step.eliminations[cell] >> n, 0, "a digit above N");
    }
    assert_eq!(placed.len(), step.placement_count as usize);
    assert_eq!(removed.len(), step.elimination_count as usize);
    (placed, removed)
}

/// Checks a C step against the solution: placements agree with it, no
/// elimination removes its digit, and it does something.
pub fn check_against_solution(step: &RulesStep, solution: &[u8], what: &str) {
    let (placed, removed) = candidates_of(step);
    for (cell, digit) in &placed {
        assert_eq!(solution[*cell], *digit, "{what}: a wrong placement");
    }
    for (cell, digit) in &removed {
        assert_ne!(
            solution[*cell], *digit,
            "{what}: removes the solution's digit"
        );
    }
    assert!(
        !placed.is_empty() || !removed.is_empty(),
        "{what}: does nothing"
    );
}

/// The C step says what the Rust step says.
pub fn same_step(c: &RulesStep, rust: &Step, what: &str) {
    let (placed, removed) = candidates_of(c);
    let sorted = |list: &[(usize, u8)]| {
        let mut list = list.to_vec();
        list.sort_unstable();
        list.dedup();
        list
    };
    assert_eq!(placed, sorted(&rust.placements), "{what}");
    assert_eq!(removed, sorted(&rust.eliminations), "{what}");
    assert_eq!(text_of(&c.name), rust.technique.name(), "{what}");
    assert_eq!(c.digits, rust.digits, "{what}");
    for &cell in &rust.cells {
        assert_ne!(c.cells[cell / 64] & (1 << (cell % 64)), 0, "{what}");
    }
}

/// tests/data/variants/sukaku_rated.tsv, each stored solution verified by
/// test-support's rule checker.
pub fn rated_sample() -> Vec<Rated> {
    rated::read_committed("sukaku_rated.tsv")
}

/// The rule set of a rated puzzle, in the compact form.
pub fn rated_rules(p: &Rated) -> (Owned, Vec<u8>) {
    let grid: String = p.givens.iter().map(|&v| char::from(b'0' + v)).collect();
    from_text(&format!("9+{} {grid}", p.variant))
}
