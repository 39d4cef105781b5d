//! What the tests of the logic engine's C ABI share: puzzles, buffers that
//! end where the contract says at odd addresses with guard bytes around
//! them, and calls of the exports on such buffers.

#![allow(dead_code)] // each test file uses its own part

use std::mem::size_of;
use std::ptr;

use super::logic_support::sees;
use sudoku::ffi::*;

pub const PUZZLE: &[u8; 81] =
    b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// PUZZLE's solution with a rectangle emptied: two solutions.
pub const TWO_SOLUTIONS: &[u8; 81] =
    b"53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179";
/// Consistent givens, but the top-left box has no place left for a 1.
pub const NO_SOLUTION: &[u8; 81] =
    b"...1...........1..234............................................................";
/// Hard for the search (forum_hardest_1106): one solution, many guesses,
/// and the techniques of this version do not finish it.
pub const HARD: &[u8; 81] =
    b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

pub const GUARD: u8 = 0xA5;
pub const STEP_V1: usize = 368;
pub const RATING_V1: usize = 28;

/// `len` bytes at an odd address of their own allocation, with guard bytes
/// before and after: any write outside them, or any alignment assumed, is
/// caught.
pub struct Buffer {
    storage: Vec<u8>,
    len: usize,
}

pub const PAD: usize = 9;

impl Buffer {
    pub fn new(len: usize) -> Buffer {
        Buffer::with(&vec![GUARD; len])
    }

    pub fn with(bytes: &[u8]) -> Buffer {
        let mut storage = vec![GUARD; PAD + bytes.len() + PAD];
        storage[PAD..PAD + bytes.len()].copy_from_slice(bytes);
        Buffer {
            storage,
            len: bytes.len(),
        }
    }

    pub fn ptr(&mut self) -> *mut u8 {
        let p = self.storage[PAD..].as_mut_ptr();
        assert_eq!(p as usize % 2, 1, "the buffer must be at an odd address");
        p
    }

    pub fn bytes(&self) -> &[u8] {
        &self.storage[PAD..PAD + self.len]
    }

    pub fn guards_intact(&self) -> bool {
        let (head, rest) = self.storage.split_at(PAD);
        head.iter().chain(&rest[self.len..]).all(|&b| b == GUARD)
    }
}

impl Drop for Buffer {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            assert!(self.guards_intact(), "a guard byte changed");
        }
    }
}

pub fn masks_of(bytes: &[u8]) -> [u16; 81] {
    let mut masks = [0u16; 81];
    for (cell, mask) in masks.iter_mut().enumerate() {
        *mask = u16::from_ne_bytes([bytes[2 * cell], bytes[2 * cell + 1]]);
    }
    masks
}

pub fn mask_bytes(masks: &[u16; 81]) -> Vec<u8> {
    masks.iter().flat_map(|m| m.to_ne_bytes()).collect()
}

pub fn digit(byte: u8) -> u8 {
    if byte.is_ascii_digit() {
        byte - b'0'
    } else {
        0
    }
}

pub fn with(grid: &[u8; 81], cell: usize, byte: u8) -> [u8; 81] {
    let mut out = *grid;
    out[cell] = byte;
    out
}

/// The candidates of every cell, computed here from the rules.
pub fn own_candidates(grid: &[u8; 81]) -> [u16; 81] {
    let mut masks = [0u16; 81];
    for (cell, mask) in masks.iter_mut().enumerate() {
        *mask = match digit(grid[cell]) {
            0 => (1..=9u8)
                .filter(|&d| (0..81).all(|o| !sees(cell, o) || digit(grid[o]) != d))
                .fold(0, |m, d| m | 1 << (d - 1)),
            d => 1 << (d - 1),
        };
    }
    masks
}

// ---- hints -------------------------------------------------------------------

/// A step-sized buffer (or `size` bytes) with its `size` field set to
/// `size`, at an odd address.
pub fn step_buffer(size: usize) -> Buffer {
    let mut bytes = vec![GUARD; size.max(4)];
    bytes[..4].copy_from_slice(&(size as u32).to_ne_bytes());
    Buffer::with(&bytes)
}

/// The fields of a step written to a buffer (of the first version's size
/// or more), read without alignment; fields past the buffer are 0.
pub fn read_step(bytes: &[u8]) -> Step {
    assert!(bytes.len() >= STEP_V1);
    // SAFETY: a Step is plain integers, for which zero bytes are valid.
    let mut step: Step = unsafe { std::mem::zeroed() };
    let known = bytes.len().min(size_of::<Step>());
    // SAFETY: `known` bytes lie within both `bytes` and `step`.
    unsafe {
        ptr::copy_nonoverlapping(bytes.as_ptr(), ptr::addr_of_mut!(step).cast::<u8>(), known)
    };
    step
}

pub struct Hint {
    pub status: Status,
    /// The step, when anything was written.
    pub step: Option<Step>,
}

/// sudoku_hint_ex with every buffer exact and odd; `current` and
/// `candidates` NULL when None.
pub fn hint_call(
    puzzle: &[u8; 81],
    current: Option<&[u8; 81]>,
    marks: Option<&[u16; 81]>,
    budget: u64,
) -> Hint {
    let mut puzzle_buf = Buffer::with(puzzle);
    let mut current_buf = current.map(|c| Buffer::with(c));
    let mut marks_buf = marks.map(|m| Buffer::with(&mask_bytes(m)));
    let mut step = step_buffer(STEP_V1);
    let before = step.bytes().to_vec();
    // SAFETY: every buffer is as large as the contract says.
    let status = unsafe {
        sudoku_hint_ex(
            puzzle_buf.ptr().cast(),
            current_buf
                .as_mut()
                .map_or(ptr::null(), |b| b.ptr().cast_const().cast()),
            marks_buf
                .as_mut()
                .map_or(ptr::null(), |b| b.ptr().cast_const().cast()),
            budget,
            step.ptr().cast(),
        )
    };
    assert_eq!(&step.bytes()[..4], &before[..4], "size was written");
    let written = step.bytes() != before;
    Hint {
        status,
        step: written.then(|| read_step(step.bytes())),
    }
}

pub fn hint_of(puzzle: &[u8; 81], current: Option<&[u8; 81]>, marks: Option<&[u16; 81]>) -> Hint {
    hint_call(puzzle, current, marks, 0)
}

/// The candidate grid of a player who filled in `current` and whose marks
/// are `marks`, after `step`: what a player does with a hint.
pub fn apply(current: &mut [u8; 81], marks: &mut [u16; 81], step: &Step) {
    match step.kind {
        k if k == StepKind::PLACEMENT as i32 => {
            let cell = step.cell as usize;
            current[cell] = b'0' + step.digit as u8;
            let bit = 1u16 << (step.digit - 1);
            for other in (0..81).filter(|&o| sees(cell, o)) {
                marks[other] &= !bit;
            }
        }
        k if k == StepKind::ELIMINATION as i32 => {
            for (mark, removed) in marks.iter_mut().zip(step.eliminations) {
                *mark &= !removed;
            }
        }
        other => panic!("a hint of kind {other} on a right state"),
    }
}

// ---- step texts ----------------------------------------------------------------

pub fn step_text(step: &Step, len: usize) -> (usize, Vec<u8>) {
    let mut input = Buffer::with(&struct_bytes(step));
    let mut out = Buffer::new(len);
    // SAFETY: the step's `size` bytes readable; `len` bytes writable.
    let n = unsafe { sudoku_step_text(input.ptr().cast(), out.ptr().cast(), len) };
    (n, out.bytes().to_vec())
}

pub fn struct_bytes(step: &Step) -> Vec<u8> {
    let all = size_of::<Step>();
    // SAFETY: a Step is plain integers without padding (368 bytes).
    let bytes = unsafe { std::slice::from_raw_parts(ptr::from_ref(step).cast::<u8>(), all) };
    bytes[..(step.size as usize).clamp(4, all)].to_vec()
}

pub fn first_hint() -> Step {
    hint_of(PUZZLE, None, None).step.unwrap()
}

// ---- ratings -----------------------------------------------------------------

pub fn rating_buffer(size: usize) -> Buffer {
    step_buffer(size)
}

/// The fields of a rating written to a buffer (of the first version's
/// size or more); fields past the buffer are 0.
pub fn read_rating(bytes: &[u8]) -> Rating {
    assert!(bytes.len() >= RATING_V1);
    // SAFETY: a Rating is plain integers, for which zero bytes are valid.
    let mut rating: Rating = unsafe { std::mem::zeroed() };
    let known = bytes.len().min(size_of::<Rating>());
    // SAFETY: `known` bytes lie within both; they do not overlap.
    unsafe {
        ptr::copy_nonoverlapping(
            bytes.as_ptr(),
            ptr::from_mut(&mut rating).cast::<u8>(),
            known,
        )
    };
    rating
}

/// sudoku_rate_ex into a rating of exactly the first version's size.
pub fn rate_call(puzzle: &[u8; 81], budget: u64) -> (Status, Option<Rating>) {
    let mut input = Buffer::with(puzzle);
    let mut out = rating_buffer(RATING_V1);
    let before = out.bytes().to_vec();
    // SAFETY: 81 readable bytes; a rating of its `size` bytes.
    let status = unsafe { sudoku_rate_ex(input.ptr().cast(), budget, out.ptr().cast()) };
    assert_eq!(&out.bytes()[..4], &before[..4], "size was written");
    let written = out.bytes() != before;
    (status, written.then(|| read_rating(out.bytes())))
}

// ---- paths ---------------------------------------------------------------------

pub struct Explained {
    pub status: Status,
    pub count: Option<usize>,
    /// Each element's bytes, `stride` long.
    pub elements: Vec<Vec<u8>>,
}

/// sudoku_explain_ex into `capacity` elements of `stride` bytes, the first
/// one's size set to `stride`, the others' left as guard bytes.
pub fn explain_call(puzzle: &[u8; 81], capacity: usize, stride: usize, budget: u64) -> Explained {
    let mut input = Buffer::with(puzzle);
    let mut bytes = vec![GUARD; capacity * stride];
    if capacity > 0 {
        bytes[..4].copy_from_slice(&(stride as u32).to_ne_bytes());
    }
    let mut steps = Buffer::with(&bytes);
    let mut count = Buffer::new(size_of::<usize>());
    let steps_ptr = if capacity == 0 {
        ptr::null_mut()
    } else {
        steps.ptr().cast()
    };
    // SAFETY: every buffer is as large as the contract says.
    let status = unsafe {
        sudoku_explain_ex(
            input.ptr().cast(),
            budget,
            steps_ptr,
            capacity,
            count.ptr().cast(),
        )
    };
    let count = (count.bytes() != [GUARD; size_of::<usize>()])
        .then(|| usize::from_ne_bytes(count.bytes().try_into().unwrap()));
    Explained {
        status,
        count,
        elements: steps
            .bytes()
            .chunks(stride.max(1))
            .map(<[u8]>::to_vec)
            .collect(),
    }
}

pub fn untouched(element: &[u8]) -> bool {
    element.iter().all(|&b| b == GUARD)
}
