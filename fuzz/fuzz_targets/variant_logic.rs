//! sudoku_rules_rate, sudoku_rules_hint and sudoku_rules_explain on grids
//! or pencil marks made from bytes, under a rule set from a compact header
//! chosen by the first bytes: every status is a documented one, memory is
//! written only as documented, a hint on a grid with one solution agrees
//! with that solution, and the path's length is the same whatever the
//! array's capacity.
//!
//! Input: a size byte, a flags byte, a mode byte (bit 0: pencil marks,
//! only up to 9x9 so that an input stays quick; bits 1-3: explain's
//! capacity), a budget byte (1 to 256 guesses, which also bound the
//! rating's search work: an ER 9 puzzle unbounded outlasted the fuzzer's
//! timeout), then one byte a cell (givens: 0 or above 127 empty, else a
//! value modulo N + 1) or four (marks: a little-endian mask).
#![no_main]

use std::ptr;

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::{self, RulesRating, RulesStep, Scale, Status};
use sudoku_fuzz::Tail;

const SIZES: [usize; 8] = [4, 6, 8, 9, 10, 12, 15, 16];
const FLAGS: [&str; 6] = [
    "+x",
    "+diagonal-",
    "+antiknight",
    "+antiking",
    "+nonconsecutive",
    "+disjoint",
];

/// A value of `T` filled with `byte`, its u32 `size` first set.
fn poisoned<T>(byte: u8) -> Box<T> {
    // SAFETY: the ffi structs are plain data, compared only as bytes here
    // until a call writes them.
    let mut value: Box<T> = Box::new(unsafe { std::mem::zeroed() });
    let at = ptr::from_mut(&mut *value).cast::<u8>();
    // SAFETY: our own allocation of size_of::<T>() bytes, starting with
    // its u32 size.
    unsafe {
        ptr::write_bytes(at, byte, std::mem::size_of::<T>());
        at.cast::<u32>()
            .write_unaligned(std::mem::size_of::<T>() as u32);
    }
    value
}

fn bytes_of<T>(value: &T) -> Vec<u8> {
    // SAFETY: the bytes of a value we own.
    unsafe {
        std::slice::from_raw_parts(ptr::from_ref(value).cast::<u8>(), std::mem::size_of::<T>())
    }
    .to_vec()
}

fuzz_target!(|data: &[u8]| {
    let input = Tail(data);
    let marks_mode = input.byte(2) & 1 != 0;
    let sizes = if marks_mode { &SIZES[..4] } else { &SIZES[..] };
    let n = sizes[usize::from(input.byte(0)) % sizes.len()];
    let mut header = n.to_string();
    for (bit, flag) in FLAGS.iter().enumerate() {
        if input.byte(1) & (1 << bit) != 0 {
            header.push_str(flag);
        }
    }
    let line = format!("{header} {}", ".".repeat(n * n));
    let mut rules: *mut ffi::RulesHandle = ptr::null_mut();
    // SAFETY: the line's bytes; a writable out pointer; NULL givens and
    // report are allowed.
    let status = unsafe {
        ffi::sudoku_rules_from_text(
            line.as_ptr().cast(),
            line.len(),
            &mut rules,
            ptr::null_mut(),
            0,
            ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::OK, "{header}");
    let cells = n * n;
    let givens: Vec<u8> = (0..cells)
        .map(|cell| match input.byte(4 + cell) {
            0 | 128.. => 0,
            byte => byte % (n as u8 + 1),
        })
        .collect();
    let masks: Vec<u32> = (0..cells).map(|cell| input.u32_at(4 + 4 * cell)).collect();
    let (g, m) = if marks_mode {
        (ptr::null(), masks.as_ptr())
    } else {
        (givens.as_ptr(), ptr::null())
    };
    let budget = 1 + u64::from(input.byte(3));

    let mut rating: Box<RulesRating> = poisoned(0xA5);
    let before = bytes_of(&*rating);
    // SAFETY: a live rule set, N*N givens or masks, a sized rating.
    let status =
        unsafe { ffi::sudoku_rules_rate(rules, g, m, Scale::SUKAKU as i32, budget, &mut *rating) };
    if !matches!(status, Status::OK | Status::NOT_RATED) {
        assert_eq!(bytes_of(&*rating), before, "{status:?}");
    } else {
        assert!(rating.er >= rating.ed || status == Status::NOT_RATED);
    }

    let mut step: Box<RulesStep> = poisoned(0x5A);
    let before = bytes_of(&*step);
    // SAFETY: as above, with a sized step.
    let status = unsafe { ffi::sudoku_rules_hint(rules, g, m, budget, &mut *step) };
    if status == Status::OK {
        assert_eq!(step.grid_size as usize, n);
        assert!(step.placement_count + step.elimination_count > 0);
        if !marks_mode {
            let mut solution = vec![0u8; cells];
            // SAFETY: a live rule set, N*N givens, N*N writable bytes.
            let solved = unsafe {
                ffi::sudoku_rules_solve(
                    rules,
                    givens.as_ptr(),
                    0,
                    solution.as_mut_ptr(),
                    ptr::null_mut(),
                )
            };
            assert_eq!(solved, Status::OK, "a hint needs one solution");
            for cell in 0..cells {
                let digit = solution[cell];
                assert!(step.placements[cell] == 0 || step.placements[cell] == digit);
                assert_eq!(step.eliminations[cell] & (1 << (digit - 1)), 0);
            }
        }
    } else {
        assert_eq!(bytes_of(&*step), before, "{status:?}");
    }

    let capacity = usize::from((input.byte(2) >> 1) & 7);
    let mut steps: Vec<RulesStep> = (0..capacity.max(1))
        .map(|_| *poisoned::<RulesStep>(0x3C))
        .collect();
    let mut count = usize::MAX;
    // SAFETY: as above, with `capacity` sized steps and a count.
    let status = unsafe {
        ffi::sudoku_rules_explain(
            rules,
            g,
            m,
            Scale::UNRATED as i32,
            budget,
            steps.as_mut_ptr(),
            capacity,
            &mut count,
        )
    };
    match status {
        Status::OK | Status::TECHNIQUES_EXHAUSTED => assert!(count <= capacity),
        Status::CAPACITY_TOO_SMALL => assert!(count > capacity && count <= cells * n),
        _ => assert_eq!(count, usize::MAX, "{status:?}"),
    }
    // SAFETY: live, freed once.
    unsafe { ffi::sudoku_rules_free(rules) };
});
