//! HoDoKu's scale on arbitrary grids and players' grids: sudoku_rate_scale
//! (both scales), sudoku_hint_hodoku at each level and
//! sudoku_hodoku_hint_text, and sudoku_explain_hodoku's whole path into an
//! array of 0-6 or 729 steps. Every buffer is exact and at an odd address;
//! nothing is written on a refusal; a hint never places a wrong digit nor
//! removes the solution's. Searches get a guess budget.
//!
//! Input: 81 puzzle bytes, then
//!   [0] flags: bit 0 raw puzzle bytes, bit 1 a current grid, bit 2 the SE
//!       scale (else HoDoKu), bits 3-4 the hint level (0-3; 0 is refused)
//!   [1..82] the current grid: a byte below 64 keeps the puzzle's cell,
//!       128 and above become a digit, others an empty cell
//!   flags bits 5-7: the path's capacity, 0-6 steps, or 729 for 7
//!   [82..244] when present: the player's pencil marks, 81 little-endian
//!       masks (bits above the ninth kept, to be refused), read by the
//!       hint's version 2 (`use_candidates` 1)
#![no_main]

use std::mem::size_of;

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::{self, HodokuHint, Rating, Scale, Status, StepKind};
use sudoku_fuzz::{is_known, split, tractable, Exact, Tail};

const BUDGET: u64 = 2_000;
const FILL: u8 = 0xEE;

fuzz_target!(|data: &[u8]| {
    let flags = data.get(81).copied().unwrap_or(0);
    let (puzzle, tail) = split(data, flags & 1 != 0);
    let tail = Tail(tail.0.get(1..).unwrap_or(&[]));
    let current = (flags & 2 != 0).then(|| {
        let mut grid = puzzle;
        for (cell, slot) in grid.iter_mut().enumerate() {
            *slot = match tail.byte(cell) {
                0..=63 => *slot,
                64..=127 => b'.',
                byte => b'1' + byte % 9,
            };
        }
        grid
    });
    let tractable = tractable(&puzzle);
    let solution = if tractable {
        match sudoku_fuzz::solve(&puzzle) {
            (Status::OK, solution) => Some(solution),
            _ => None,
        }
    } else {
        None
    };
    let scale = if flags & 4 != 0 { Scale::SE } else { Scale::HODOKU };
    check_rate(&puzzle, scale, !tractable || solution.is_some());
    let marks = (tail.0.len() >= 81 + 162).then(|| {
        std::array::from_fn(|cell| {
            u16::from_le_bytes([tail.byte(81 + 2 * cell), tail.byte(82 + 2 * cell)]) & 0x3ff
        })
    });
    check_hint(
        &puzzle,
        current.as_ref(),
        marks.as_ref(),
        i32::from(flags >> 3 & 3),
        solution.as_ref(),
    );
    if scale == Scale::HODOKU {
        let capacity = match flags >> 5 {
            7 => 729,
            n => usize::from(n),
        };
        check_path(&puzzle, capacity, solution.as_ref());
    }
});

/// The whole path into `capacity` steps: written only on OK and NOT_RATED,
/// `count` only with them and CAPACITY_TOO_SMALL; no step lies.
fn check_path(puzzle: &[u8; 81], capacity: usize, solution: Option<&[u8; 81]>) {
    let size = size_of::<HodokuHint>();
    let mut grid = Exact::new(puzzle);
    let mut steps = Exact::new(&sized_array(size, capacity.max(1)));
    let before = steps.bytes().to_vec();
    let mut count = usize::MAX;
    // SAFETY: 81 readable bytes; `capacity` whole hints, the first's size set.
    let status = unsafe {
        ffi::sudoku_explain_hodoku(grid.ptr().cast(), BUDGET, steps.ptr().cast(), capacity, &mut count)
    };
    assert!(is_known(status));
    assert_eq!(grid.bytes(), puzzle, "the puzzle was written");
    match status {
        Status::OK | Status::NOT_RATED => assert!(count <= capacity),
        Status::CAPACITY_TOO_SMALL => {
            assert!(count > capacity);
            assert_eq!(steps.bytes(), &before[..], "steps written on {status:?}");
            return;
        }
        _ => {
            assert_eq!(count, usize::MAX, "count written on {status:?}");
            assert_eq!(steps.bytes(), &before[..], "written on {status:?}");
            return;
        }
    }
    for index in 0..count {
        // SAFETY: element `index` of the array, plain integers.
        let step = unsafe { steps.bytes().as_ptr().add(index * size).cast::<HodokuHint>().read_unaligned() };
        assert_eq!((step.size as usize, step.level), (size, 3));
        if let Some(solution) = solution {
            for cell in 0..81 {
                let right = 1u16 << (solution[cell] - b'1');
                assert_eq!(step.eliminations[cell] & right, 0, "removes the solution");
                assert!(step.placements[cell] == 0 || step.placements[cell] == right);
            }
        }
    }
}

/// `size` bytes of FILL, the first four `size` itself.
fn sized(size: usize) -> Vec<u8> {
    sized_array(size, 1)
}

/// `count` structs of `size` bytes, filled, the first's `size` field set:
/// the stride the library reads from it is one element, not the array.
fn sized_array(size: usize, count: usize) -> Vec<u8> {
    let mut bytes = vec![FILL; size * count];
    bytes[..4].copy_from_slice(&(size as u32).to_ne_bytes());
    bytes
}

/// `may_be_unique`: the reference solve did not rule out one solution.
fn check_rate(puzzle: &[u8; 81], scale: Scale, may_be_unique: bool) {
    let size = size_of::<Rating>();
    let mut grid = Exact::new(puzzle);
    let mut out = Exact::new(&sized(size));
    let before = out.bytes().to_vec();
    // SAFETY: 81 readable bytes; a whole rating.
    let status =
        unsafe { ffi::sudoku_rate_scale(grid.ptr().cast(), scale as i32, BUDGET, out.ptr().cast()) };
    assert!(is_known(status));
    assert_eq!(grid.bytes(), puzzle, "the puzzle was written");
    match status {
        Status::OK | Status::NOT_RATED | Status::TECHNIQUES_EXHAUSTED => {
            // SAFETY: a whole rating of plain integers.
            let rating = unsafe { out.bytes().as_ptr().cast::<Rating>().read_unaligned() };
            assert_eq!(rating.scale, scale as i32);
            if scale == Scale::HODOKU && status == Status::OK {
                assert!((1..=5).contains(&rating.level) && rating.solved == 1);
            }
            assert!(may_be_unique, "rated a puzzle without one solution");
        }
        _ => assert_eq!(out.bytes(), &before[..], "written on {status:?}"),
    }
}

/// Where version 2's pencil marks start in a hint, and its flag.
const MARKS_AT: usize = 356;
const USE_MARKS_AT: usize = 518;

fn check_hint(
    puzzle: &[u8; 81],
    current: Option<&[u8; 81]>,
    marks: Option<&[u16; 81]>,
    level: i32,
    solution: Option<&[u8; 81]>,
) {
    let size = size_of::<HodokuHint>();
    let mut grid = Exact::new(puzzle);
    let mut state = current.map(|c| Exact::new(c));
    let mut bytes = sized(size);
    let masks = marks.copied().unwrap_or([0; 81]);
    for (cell, mask) in masks.iter().enumerate() {
        bytes[MARKS_AT + 2 * cell..MARKS_AT + 2 * cell + 2].copy_from_slice(&mask.to_ne_bytes());
    }
    let flag = u16::from(marks.is_some());
    bytes[USE_MARKS_AT..USE_MARKS_AT + 2].copy_from_slice(&flag.to_ne_bytes());
    let mut out = Exact::new(&bytes);
    let before = out.bytes().to_vec();
    let state_ptr = state.as_mut().map_or(std::ptr::null(), |s| s.ptr().cast_const());
    // SAFETY: 81 readable bytes each; a whole hint.
    let status = unsafe {
        ffi::sudoku_hint_hodoku(grid.ptr().cast(), state_ptr.cast(), level, BUDGET, out.ptr().cast())
    };
    assert!(is_known(status));
    if status != Status::OK {
        assert_eq!(out.bytes(), &before[..], "written on {status:?}");
        return;
    }
    assert!((1..=3).contains(&level));
    assert_eq!(&out.bytes()[MARKS_AT..], &before[MARKS_AT..], "the marks changed");
    // SAFETY: a whole hint of plain integers.
    let hint = unsafe { out.bytes().as_ptr().cast::<HodokuHint>().read_unaligned() };
    assert_eq!(hint.level, level);
    let technique_step = hint.kind != StepKind::MISTAKE as i32
        && hint.kind != StepKind::MISSING_CANDIDATE as i32;
    if let (Some(solution), true) = (solution, technique_step) {
        for cell in 0..81 {
            let right = 1u16 << (solution[cell] - b'1');
            assert_eq!(hint.eliminations[cell] & right, 0, "removes the solution");
            assert!(hint.placements[cell] == 0 || hint.placements[cell] == right);
        }
    }
    let mut text = Exact::new(&[0u8; 600]);
    // SAFETY: a whole hint; 600 writable bytes.
    let len = unsafe { ffi::sudoku_hodoku_hint_text(&hint, text.ptr().cast(), 600) };
    assert!(len > 0);
}
