//! The C ABI of the logic engine, exercised from Rust: every status of
//! every function, NULLs, buffers that end where the contract says and are
//! followed by guard bytes, odd (unaligned) addresses, struct sizes too
//! small, of the first version and larger, and answers checked against the
//! tests' own backtracking solver and Sudoku Explainer's ratings.

mod logic_support;

use std::ffi::{c_char, CStr};
use std::mem::size_of;
use std::ptr;

use logic_support::{load_rated, sees, solution, solutions};
use sudoku::ffi::*;

const PUZZLE: &[u8; 81] =
    b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// PUZZLE's solution with a rectangle emptied: two solutions.
const TWO_SOLUTIONS: &[u8; 81] =
    b"53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179";
/// Consistent givens, but the top-left box has no place left for a 1.
const NO_SOLUTION: &[u8; 81] =
    b"...1...........1..234............................................................";
/// Hard for the search (forum_hardest_1106): one solution, many guesses,
/// and the techniques of this version do not finish it.
const HARD: &[u8; 81] =
    b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

const GUARD: u8 = 0xA5;
const STEP_V1: usize = 368;
const RATING_V1: usize = 28;

/// `len` bytes at an odd address of their own allocation, with guard bytes
/// before and after: any write outside them, or any alignment assumed, is
/// caught.
struct Buffer {
    storage: Vec<u8>,
    len: usize,
}

const PAD: usize = 9;

impl Buffer {
    fn new(len: usize) -> Buffer {
        Buffer::with(&vec![GUARD; len])
    }

    fn with(bytes: &[u8]) -> Buffer {
        let mut storage = vec![GUARD; PAD + bytes.len() + PAD];
        storage[PAD..PAD + bytes.len()].copy_from_slice(bytes);
        Buffer {
            storage,
            len: bytes.len(),
        }
    }

    fn ptr(&mut self) -> *mut u8 {
        let p = self.storage[PAD..].as_mut_ptr();
        assert_eq!(p as usize % 2, 1, "the buffer must be at an odd address");
        p
    }

    fn bytes(&self) -> &[u8] {
        &self.storage[PAD..PAD + self.len]
    }

    fn guards_intact(&self) -> bool {
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

fn masks_of(bytes: &[u8]) -> [u16; 81] {
    let mut masks = [0u16; 81];
    for (cell, mask) in masks.iter_mut().enumerate() {
        *mask = u16::from_ne_bytes([bytes[2 * cell], bytes[2 * cell + 1]]);
    }
    masks
}

fn mask_bytes(masks: &[u16; 81]) -> Vec<u8> {
    masks.iter().flat_map(|m| m.to_ne_bytes()).collect()
}

fn digit(byte: u8) -> u8 {
    if byte.is_ascii_digit() {
        byte - b'0'
    } else {
        0
    }
}

fn with(grid: &[u8; 81], cell: usize, byte: u8) -> [u8; 81] {
    let mut out = *grid;
    out[cell] = byte;
    out
}

/// The candidates of every cell, computed here from the rules.
fn own_candidates(grid: &[u8; 81]) -> [u16; 81] {
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

// ---- candidates and true candidates ----------------------------------------

type MaskFn = unsafe extern "C" fn(*const c_char, *mut u16) -> Status;

/// Calls `f` on a grid in an exact odd buffer, the masks into another.
fn masks_call(f: MaskFn, grid: &[u8; 81]) -> (Status, Option<[u16; 81]>) {
    let mut input = Buffer::with(grid);
    let mut out = Buffer::new(162);
    // SAFETY: 81 readable and 162 writable bytes.
    let status = unsafe { f(input.ptr().cast(), out.ptr().cast()) };
    assert_eq!(input.bytes(), grid, "the grid was written");
    let written = out.bytes().iter().any(|&b| b != GUARD);
    (status, written.then(|| masks_of(out.bytes())))
}

#[test]
fn candidates_are_the_digits_no_peer_holds() {
    for entry in load_rated("se_rated_dev.txt").iter().step_by(7) {
        let (status, masks) = masks_call(sudoku_candidates, &entry.puzzle);
        assert_eq!(status, Status::OK);
        assert_eq!(masks, Some(own_candidates(&entry.puzzle)));
    }
    // The candidates of a grid with no solution are still its candidates.
    let (status, masks) = masks_call(sudoku_candidates, NO_SOLUTION);
    assert_eq!(
        (status, masks),
        (Status::OK, Some(own_candidates(NO_SOLUTION)))
    );
}

#[test]
fn candidate_functions_refuse_bad_grids_and_nulls_writing_nothing() {
    let mut clash = [b'.'; 81];
    clash[0] = b'4';
    clash[80] = b'4';
    clash[8] = b'4';
    for f in [sudoku_candidates as MaskFn, sudoku_true_candidates] {
        for (grid, want) in [
            (with(PUZZLE, 5, b'x'), Status::INVALID_CHARACTER),
            (with(PUZZLE, 80, 0), Status::INVALID_CHARACTER),
            (clash, Status::CONFLICTING_GIVENS),
        ] {
            assert_eq!(masks_call(f, &grid), (want, None));
        }
        let mut out = [0xEEEEu16; 81];
        // SAFETY: NULLs are refused; `out` is 162 writable bytes.
        unsafe {
            assert_eq!(f(ptr::null(), out.as_mut_ptr()), Status::NULL_POINTER);
            assert_eq!(
                f(PUZZLE.as_ptr().cast(), ptr::null_mut()),
                Status::NULL_POINTER
            );
        }
        assert_eq!(out, [0xEEEE; 81]);
    }
}

#[test]
fn true_candidates_are_the_digits_of_some_solution() {
    // A unique puzzle: its solution, found by the tests' own solver.
    let answer = solution(PUZZLE);
    let want: [u16; 81] = answer.map(|d| 1 << (d - 1));
    assert_eq!(
        masks_call(sudoku_true_candidates, PUZZLE),
        (Status::OK, Some(want))
    );
    // Several solutions: the union of all of them.
    let mut open = *PUZZLE;
    for cell in [0, 1, 4, 10, 13, 19, 20, 27, 31] {
        open[cell] = b'.';
    }
    let all = solutions(&open, 100_000);
    assert!(all.len() > 1 && all.len() < 100_000);
    let mut union = [0u16; 81];
    for grid in &all {
        for cell in 0..81 {
            union[cell] |= 1 << (grid[cell] - 1);
        }
    }
    assert_eq!(
        masks_call(sudoku_true_candidates, &open),
        (Status::OK, Some(union))
    );
    assert_eq!(
        masks_call(sudoku_true_candidates, &[b'.'; 81]),
        (Status::OK, Some([0x1FF; 81]))
    );
    assert_eq!(
        masks_call(sudoku_true_candidates, NO_SOLUTION),
        (Status::NO_SOLUTION, None)
    );
}

#[test]
fn true_candidates_ex_gives_up_at_its_budget_and_writes_nothing() {
    let call = |budget: u64| {
        let mut input = Buffer::with(HARD);
        let mut out = Buffer::new(162);
        // SAFETY: 81 readable and 162 writable bytes.
        let status =
            unsafe { sudoku_true_candidates_ex(input.ptr().cast(), budget, out.ptr().cast()) };
        let written = out.bytes().iter().any(|&b| b != GUARD);
        (status, written.then(|| masks_of(out.bytes())))
    };
    let want = masks_call(sudoku_true_candidates, HARD);
    assert_eq!(want.0, Status::OK);
    assert_eq!(call(0), want);
    assert_eq!(call(1), (Status::BUDGET_EXHAUSTED, None));
    assert_eq!(call(1 << 40), want);
}

// ---- hints -------------------------------------------------------------------

/// A step-sized buffer (or `size` bytes) with its `size` field set to
/// `size`, at an odd address.
fn step_buffer(size: usize) -> Buffer {
    let mut bytes = vec![GUARD; size.max(4)];
    bytes[..4].copy_from_slice(&(size as u32).to_ne_bytes());
    Buffer::with(&bytes)
}

/// The fields of a step written to a buffer, read without alignment.
fn read_step(bytes: &[u8]) -> Step {
    assert!(bytes.len() >= size_of::<Step>());
    // SAFETY: `bytes` holds a whole Step, of plain integers.
    unsafe { bytes.as_ptr().cast::<Step>().read_unaligned() }
}

struct Hint {
    status: Status,
    /// The step, when anything was written.
    step: Option<Step>,
}

/// sudoku_hint_ex with every buffer exact and odd; `current` and
/// `candidates` NULL when None.
fn hint_call(
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

fn hint_of(puzzle: &[u8; 81], current: Option<&[u8; 81]>, marks: Option<&[u16; 81]>) -> Hint {
    hint_call(puzzle, current, marks, 0)
}

/// The candidate grid of a player who filled in `current` and whose marks
/// are `marks`, after `step`: what a player does with a hint.
fn apply(current: &mut [u8; 81], marks: &mut [u16; 81], step: &Step) {
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

#[test]
fn hints_followed_from_the_puzzle_reach_the_solution_and_never_lie() {
    let mut followed = 0;
    for entry in load_rated("se_rated_dev.txt")
        .iter()
        .filter(|e| e.er <= 62)
        .step_by(4)
    {
        let answer = solution(&entry.puzzle);
        let mut current = entry.puzzle;
        let mut marks = own_candidates(&current);
        for _ in 0..729 {
            let hint = hint_of(&entry.puzzle, Some(&current), Some(&marks));
            if hint.status == Status::ALREADY_SOLVED {
                break;
            }
            assert_eq!(hint.status, Status::OK);
            let step = hint.step.expect("a step on OK");
            assert!(step.difficulty > 0 && step.technique >= 100);
            if step.kind == StepKind::PLACEMENT as i32 {
                assert_eq!(
                    step.digit as u8, answer[step.cell as usize],
                    "a wrong placement"
                );
            } else {
                assert_eq!((step.cell, step.digit), (-1, 0));
                assert!(step.eliminations.iter().any(|&m| m != 0));
            }
            for (removed, &digit) in step.eliminations.iter().zip(&answer) {
                let bit = 1u16 << (digit - 1);
                assert_eq!(removed & bit, 0, "a solution digit eliminated");
            }
            apply(&mut current, &mut marks, &step);
        }
        assert_eq!(
            current.map(digit),
            answer,
            "the hints did not reach the solution"
        );
        followed += 1;
    }
    assert!(followed > 100);
}

#[test]
fn a_mistake_or_a_missing_mark_is_named_first() {
    let answer = solution(PUZZLE);
    // Two wrong entries: the first is named, with its digit.
    let mut current = *PUZZLE;
    let empties: Vec<usize> = (0..81).filter(|&c| PUZZLE[c] == b'.').collect();
    for &cell in &empties[3..5] {
        current[cell] = b'0' + answer[cell] % 9 + 1;
    }
    let hint = hint_of(PUZZLE, Some(&current), None);
    assert_eq!(hint.status, Status::OK);
    let step = hint.step.unwrap();
    assert_eq!(step.kind, StepKind::MISTAKE as i32);
    assert_eq!(step.technique, Technique::WRONG_ENTRY as i32);
    assert_eq!(
        (step.cell, step.digit),
        (empties[3] as i32, i32::from(answer[empties[3]] % 9 + 1))
    );
    assert_eq!(step.difficulty, 0);
    // Right entries, a missing mark.
    let mut current = *PUZZLE;
    current[empties[0]] = b'0' + answer[empties[0]];
    let mut marks = own_candidates(&current);
    let cell = empties[7];
    marks[cell] &= !(1 << (answer[cell] - 1));
    let step = hint_of(PUZZLE, Some(&current), Some(&marks)).step.unwrap();
    assert_eq!(step.kind, StepKind::MISSING_CANDIDATE as i32);
    assert_eq!(step.technique, Technique::MISSING_CANDIDATE as i32);
    assert_eq!(
        (step.cell, step.digit),
        (cell as i32, i32::from(answer[cell]))
    );
    // An extra mark is not a mistake; marks of filled cells are not read.
    let mut marks = own_candidates(&current);
    marks[cell] = 0x1FF;
    marks[0] = 0xFFFF;
    let step = hint_of(PUZZLE, Some(&current), Some(&marks)).step.unwrap();
    assert!(step.kind == StepKind::PLACEMENT as i32 || step.kind == StepKind::ELIMINATION as i32);
}

/// A player's state where the path of `puzzle` stops: every step of
/// sudoku_explain applied.
fn where_the_techniques_stop(puzzle: &[u8; 81]) -> ([u8; 81], [u16; 81]) {
    let path = explain_call(puzzle, 729, STEP_V1, 0);
    assert_eq!(path.status, Status::TECHNIQUES_EXHAUSTED);
    let mut current = *puzzle;
    let mut marks = own_candidates(puzzle);
    for element in &path.elements[..path.count.unwrap()] {
        apply(&mut current, &mut marks, &read_step(element));
    }
    (current, marks)
}

#[test]
fn hint_gives_every_status_and_writes_only_on_ok() {
    let answer = solution(PUZZLE);
    let complete: [u8; 81] = answer.map(|d| b'0' + d);
    let mut contradicting = *PUZZLE;
    contradicting[0] = b'.';
    let mut bad_marks = own_candidates(PUZZLE);
    bad_marks[2] = 0x200;
    let mut clash = *PUZZLE;
    clash[2] = b'5';
    let (stalled, stalled_marks) = where_the_techniques_stop(HARD);
    type Case<'a> = (
        &'a [u8; 81],
        Option<&'a [u8; 81]>,
        Option<&'a [u16; 81]>,
        Status,
    );
    let cases: [Case; 10] = [
        (
            &with(PUZZLE, 40, b'x'),
            None,
            None,
            Status::INVALID_CHARACTER,
        ),
        (&clash, None, None, Status::CONFLICTING_GIVENS),
        (
            PUZZLE,
            Some(&with(PUZZLE, 80, b'?')),
            None,
            Status::INVALID_CHARACTER,
        ),
        (
            PUZZLE,
            Some(&contradicting),
            None,
            Status::CURRENT_CONTRADICTS_PUZZLE,
        ),
        (
            PUZZLE,
            Some(&with(PUZZLE, 0, b'6')),
            None,
            Status::CURRENT_CONTRADICTS_PUZZLE,
        ),
        (PUZZLE, None, Some(&bad_marks), Status::INVALID_CANDIDATES),
        (NO_SOLUTION, None, None, Status::NO_SOLUTION),
        (TWO_SOLUTIONS, None, None, Status::MULTIPLE_SOLUTIONS),
        (PUZZLE, Some(&complete), None, Status::ALREADY_SOLVED),
        (
            HARD,
            Some(&stalled),
            Some(&stalled_marks),
            Status::TECHNIQUES_EXHAUSTED,
        ),
    ];
    for (puzzle, current, marks, want) in cases {
        let hint = hint_of(puzzle, current, marks);
        assert_eq!(hint.status, want);
        assert!(hint.step.is_none(), "step written on {want:?}");
    }
    // The budget: one guess is too few to solve HARD.
    let hint = hint_call(HARD, None, None, 1);
    assert_eq!(
        (hint.status, hint.step.is_none()),
        (Status::BUDGET_EXHAUSTED, true)
    );
    let hint = hint_call(HARD, Some(&stalled), Some(&stalled_marks), 1 << 40);
    assert_eq!(hint.status, Status::TECHNIQUES_EXHAUSTED);
    // An empty cell's clashing entries are mistakes, not errors.
    let mut clashing = *PUZZLE;
    clashing[2] = b'3';
    let step = hint_of(PUZZLE, Some(&clashing), None).step.unwrap();
    assert_eq!((step.kind, step.cell), (StepKind::MISTAKE as i32, 2));
}

#[test]
fn hint_checks_its_pointers_and_the_step_size() {
    let mut step = step_buffer(STEP_V1);
    // SAFETY: NULLs are refused before anything is read.
    unsafe {
        assert_eq!(
            sudoku_hint(ptr::null(), ptr::null(), ptr::null(), step.ptr().cast()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_hint(
                PUZZLE.as_ptr().cast(),
                ptr::null(),
                ptr::null(),
                ptr::null_mut()
            ),
            Status::NULL_POINTER
        );
    }
    assert!(step.bytes()[4..].iter().all(|&b| b == GUARD));
    // A size below the first version: refused, nothing written (the buffer
    // is only that large, so a write would hit the guard bytes).
    for size in [4, 24, STEP_V1 - 1] {
        let mut short = step_buffer(size);
        // SAFETY: `size` bytes readable and writable.
        let status = unsafe {
            sudoku_hint(
                PUZZLE.as_ptr().cast(),
                ptr::null(),
                ptr::null(),
                short.ptr().cast(),
            )
        };
        assert_eq!(status, Status::INVALID_ARGUMENT);
        assert!(short.bytes()[4..].iter().all(|&b| b == GUARD));
    }
    // A larger struct (a later version): the tail is left alone.
    let mut large = step_buffer(STEP_V1 + 40);
    // SAFETY: STEP_V1 + 40 bytes readable and writable.
    let status = unsafe {
        sudoku_hint(
            PUZZLE.as_ptr().cast(),
            ptr::null(),
            ptr::null(),
            large.ptr().cast(),
        )
    };
    assert_eq!(status, Status::OK);
    assert!(large.bytes()[STEP_V1..].iter().all(|&b| b == GUARD));
    let step = read_step(large.bytes());
    assert_eq!(step.size as usize, STEP_V1 + 40);
    assert_eq!(step.kind, StepKind::PLACEMENT as i32);
}

// ---- step texts ----------------------------------------------------------------

fn step_text(step: &Step, len: usize) -> (usize, Vec<u8>) {
    let mut input = Buffer::with(&struct_bytes(step));
    let mut out = Buffer::new(len);
    // SAFETY: the step's `size` bytes readable; `len` bytes writable.
    let n = unsafe { sudoku_step_text(input.ptr().cast(), out.ptr().cast(), len) };
    (n, out.bytes().to_vec())
}

fn struct_bytes(step: &Step) -> Vec<u8> {
    let all = size_of::<Step>();
    // SAFETY: a Step is plain integers without padding (368 bytes).
    let bytes = unsafe { std::slice::from_raw_parts(ptr::from_ref(step).cast::<u8>(), all) };
    bytes[..(step.size as usize).clamp(4, all)].to_vec()
}

fn first_hint() -> Step {
    hint_of(PUZZLE, None, None).step.unwrap()
}

#[test]
fn step_text_writes_like_snprintf() {
    let step = first_hint();
    let (n, full) = step_text(&step, 200);
    let text = CStr::from_bytes_until_nul(&full).unwrap().to_str().unwrap();
    assert_eq!(n, text.len());
    assert!(text.starts_with("Hidden single in box"), "{text}");
    assert!(
        text.contains(&format!("r{}c{}", step.cell / 9 + 1, step.cell % 9 + 1)),
        "{text}"
    );
    assert!(full[n + 1..].iter().all(|&b| b == GUARD));
    // Cut short, always ended by a NUL.
    let (m, short) = step_text(&step, 10);
    assert_eq!(m, n);
    assert_eq!(&short[..9], &text.as_bytes()[..9]);
    assert_eq!(short[9], 0);
    let (m, one) = step_text(&step, 1);
    assert_eq!((m, one[0]), (n, 0));
    // Measured with no buffer.
    let mut input = Buffer::with(&struct_bytes(&step));
    // SAFETY: a NULL buffer with length 0 is allowed.
    assert_eq!(
        unsafe { sudoku_step_text(input.ptr().cast(), ptr::null_mut(), 0) },
        n
    );
}

#[test]
fn step_text_refuses_steps_the_library_could_not_give() {
    let good = first_hint();
    let mut cases: Vec<Step> = Vec::new();
    let mut add = |change: &dyn Fn(&mut Step)| {
        let mut step = good;
        change(&mut step);
        cases.push(step);
    };
    add(&|s| s.size = STEP_V1 as u32 - 1);
    add(&|s| s.kind = 0);
    add(&|s| s.kind = 5);
    add(&|s| s.technique = 999);
    add(&|s| s.technique = -1);
    add(&|s| s.difficulty = 256);
    add(&|s| s.cell = 81);
    add(&|s| s.cell = -1);
    add(&|s| s.digit = 10);
    add(&|s| s.digit = 0);
    add(&|s| s.eliminations[5] = 0x200);
    add(&|s| s.pattern[80] = 0x8000);
    add(&|s| s.houses = 1 << 27);
    add(&|s| s.digits = 0x200);
    add(&|s| s.cells[2] = 1 << 17);
    add(&|s| {
        s.kind = StepKind::ELIMINATION as i32;
    });
    for step in &cases {
        let (n, out) = step_text(step, 64);
        assert_eq!(n, 0, "{step:?}");
        assert!(out.iter().all(|&b| b == GUARD), "written for {step:?}");
    }
    // And the NULLs.
    let mut out = [GUARD; 8];
    // SAFETY: NULLs are refused.
    unsafe {
        assert_eq!(sudoku_step_text(ptr::null(), out.as_mut_ptr().cast(), 8), 0);
        assert_eq!(sudoku_step_text(&good, ptr::null_mut(), 8), 0);
    }
    assert_eq!(out, [GUARD; 8]);
    // A right step built by hand reads too: an elimination has no cell.
    let mut elimination = good;
    elimination.kind = StepKind::ELIMINATION as i32;
    elimination.cell = -1;
    elimination.digit = 0;
    assert!(step_text(&elimination, 200).0 > 0);
}

// ---- ratings -----------------------------------------------------------------

fn rating_buffer(size: usize) -> Buffer {
    step_buffer(size)
}

fn read_rating(bytes: &[u8]) -> Rating {
    // SAFETY: the bytes hold a whole Rating, of plain integers.
    unsafe { bytes.as_ptr().cast::<Rating>().read_unaligned() }
}

/// sudoku_rate_ex into a rating of exactly the first version's size.
fn rate_call(puzzle: &[u8; 81], budget: u64) -> (Status, Option<Rating>) {
    let mut input = Buffer::with(puzzle);
    let mut out = rating_buffer(RATING_V1);
    let before = out.bytes().to_vec();
    // SAFETY: 81 readable bytes; a rating of its `size` bytes.
    let status = unsafe { sudoku_rate_ex(input.ptr().cast(), budget, out.ptr().cast()) };
    assert_eq!(&out.bytes()[..4], &before[..4], "size was written");
    let written = out.bytes() != before;
    (status, written.then(|| read_rating(out.bytes())))
}

#[test]
fn ratings_are_sudoku_explainers() {
    let mut rated = 0;
    for entry in load_rated("se_rated_dev.txt") {
        let (status, rating) = rate_call(&entry.puzzle, 0);
        let rating = rating.expect("a rating");
        let ours = (rating.er, rating.ep, rating.ed);
        let theirs = (
            i32::from(entry.er),
            i32::from(entry.ep),
            i32::from(entry.ed),
        );
        if entry.er <= 62 {
            assert_eq!(status, Status::OK);
            assert_eq!(ours, theirs, "{}", String::from_utf8_lossy(&entry.puzzle));
            assert_eq!(rating.solved, 1);
            rated += 1;
        } else {
            assert_eq!(status, Status::TECHNIQUES_EXHAUSTED);
            assert_eq!(rating.solved, 0);
            assert!(rating.er <= theirs.0);
        }
        assert!(rating.steps > 0 || entry.er > 62);
        // SAFETY: static strings.
        let name = unsafe { CStr::from_ptr(sudoku_technique_name(rating.technique)) };
        assert_ne!(name.to_bytes(), b"unknown technique");
    }
    assert!(rated > 400);
}

#[test]
fn rate_gives_every_status() {
    let solved = solution(PUZZLE).map(|d| b'0' + d);
    let (status, rating) = rate_call(&solved, 0);
    assert_eq!(status, Status::OK);
    let rating = rating.unwrap();
    assert_eq!(
        (rating.er, rating.steps, rating.technique),
        (0, 0, Technique::NONE as i32)
    );
    for (grid, want) in [
        (with(PUZZLE, 9, b'a'), Status::INVALID_CHARACTER),
        (with(PUZZLE, 2, b'5'), Status::CONFLICTING_GIVENS),
        (*NO_SOLUTION, Status::NO_SOLUTION),
        (*TWO_SOLUTIONS, Status::MULTIPLE_SOLUTIONS),
        ([b'.'; 81], Status::MULTIPLE_SOLUTIONS),
    ] {
        assert_eq!(rate_call(&grid, 0), (want, None));
    }
    // The budget bounds the count of HARD's solutions.
    assert_eq!(rate_call(HARD, 1), (Status::BUDGET_EXHAUSTED, None));
    assert_eq!(rate_call(HARD, 1 << 40).0, Status::TECHNIQUES_EXHAUSTED);
    // Pointers and sizes.
    let mut short = rating_buffer(RATING_V1 - 1);
    let mut large = rating_buffer(RATING_V1 + 12);
    // SAFETY: NULLs refused; each rating has its `size` bytes.
    unsafe {
        assert_eq!(
            sudoku_rate(ptr::null(), large.ptr().cast()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rate(PUZZLE.as_ptr().cast(), ptr::null_mut()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rate(PUZZLE.as_ptr().cast(), short.ptr().cast()),
            Status::INVALID_ARGUMENT
        );
        assert!(short.bytes()[4..].iter().all(|&b| b == GUARD));
        assert_eq!(
            sudoku_rate(PUZZLE.as_ptr().cast(), large.ptr().cast()),
            Status::OK
        );
    }
    assert!(large.bytes()[RATING_V1..].iter().all(|&b| b == GUARD));
    let rating = read_rating(large.bytes());
    assert_eq!(rating.size as usize, RATING_V1 + 12);
    assert!(rating.er > 0 && rating.solved == 1);
}

// ---- paths ---------------------------------------------------------------------

struct Explained {
    status: Status,
    count: Option<usize>,
    /// Each element's bytes, `stride` long.
    elements: Vec<Vec<u8>>,
}

/// sudoku_explain_ex into `capacity` elements of `stride` bytes, the first
/// one's size set to `stride`, the others' left as guard bytes.
fn explain_call(puzzle: &[u8; 81], capacity: usize, stride: usize, budget: u64) -> Explained {
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

fn untouched(element: &[u8]) -> bool {
    element.iter().all(|&b| b == GUARD)
}

#[test]
fn explain_gives_the_path_sudoku_rate_rates() {
    for entry in load_rated("se_rated_dev.txt").iter().step_by(9) {
        let (rated, rating) = rate_call(&entry.puzzle, 0);
        let rating = rating.unwrap();
        let path = explain_call(&entry.puzzle, 729, STEP_V1, 0);
        assert_eq!(path.status, rated);
        assert_eq!(path.count, Some(rating.steps as usize));
        let n = rating.steps as usize;
        let steps: Vec<Step> = path.elements[..n].iter().map(|e| read_step(e)).collect();
        assert!(path.elements[n..].iter().all(|e| untouched(e)));
        // The steps give the rating, as sudoku_rate computes it.
        let er = steps.iter().map(|s| s.difficulty).max().unwrap_or(0);
        assert_eq!(er, rating.er);
        assert_eq!(steps[0].difficulty, rating.ed);
        let first_placement = steps
            .iter()
            .position(|s| s.kind == StepKind::PLACEMENT as i32);
        let ep = first_placement.map_or(0, |p| {
            steps[..=p].iter().map(|s| s.difficulty).max().unwrap()
        });
        assert_eq!(ep, rating.ep);
        for step in &steps {
            assert_eq!(step.size as usize, STEP_V1);
            let (len, _) = step_text(step, 300);
            assert!(len > 10);
        }
        // Placements follow the solution.
        let answer = solution(&entry.puzzle);
        for step in steps
            .iter()
            .filter(|s| s.kind == StepKind::PLACEMENT as i32)
        {
            assert_eq!(step.digit as u8, answer[step.cell as usize]);
        }
    }
}

#[test]
fn explain_uses_the_first_elements_size_as_the_stride() {
    let stride = STEP_V1 + 24;
    let path = explain_call(PUZZLE, 100, stride, 0);
    assert_eq!(path.status, Status::OK);
    let n = path.count.unwrap();
    let plain = explain_call(PUZZLE, 100, STEP_V1, 0);
    assert_eq!(plain.count, Some(n));
    for (wide, narrow) in path.elements[..n].iter().zip(&plain.elements) {
        // Each element: its size set to the stride, the same fields, and the
        // bytes past the first version left alone.
        assert_eq!(&wide[..4], &(stride as u32).to_ne_bytes());
        assert_eq!(&wide[4..STEP_V1], &narrow[4..STEP_V1]);
        assert!(untouched(&wide[STEP_V1..]));
    }
    assert!(path.elements[n..].iter().all(|e| untouched(e)));
}

#[test]
fn explain_reports_the_capacity_needed_and_writes_the_beginning() {
    let full = explain_call(PUZZLE, 729, STEP_V1, 0);
    let n = full.count.unwrap();
    for capacity in [0, 1, n - 1] {
        let short = explain_call(PUZZLE, capacity, STEP_V1, 0);
        assert_eq!(short.status, Status::CAPACITY_TOO_SMALL);
        assert_eq!(short.count, Some(n));
        for (i, element) in short.elements.iter().enumerate().take(capacity) {
            assert_eq!(&element[4..], &full.elements[i][4..], "step {i}");
        }
    }
    let exact = explain_call(PUZZLE, n, STEP_V1, 0);
    assert_eq!((exact.status, exact.count), (Status::OK, Some(n)));
    // Techniques exhausted: the path so far.
    let hard = explain_call(HARD, 729, STEP_V1, 0);
    assert_eq!(hard.status, Status::TECHNIQUES_EXHAUSTED);
    assert!(hard.count.unwrap() > 0);
}

#[test]
fn explain_gives_every_status_and_writes_only_what_it_promises() {
    for (grid, want) in [
        (with(PUZZLE, 9, b'a'), Status::INVALID_CHARACTER),
        (with(PUZZLE, 2, b'5'), Status::CONFLICTING_GIVENS),
        (*NO_SOLUTION, Status::NO_SOLUTION),
        (*TWO_SOLUTIONS, Status::MULTIPLE_SOLUTIONS),
    ] {
        let path = explain_call(&grid, 50, STEP_V1, 0);
        assert_eq!((path.status, path.count), (want, None));
        assert!(path.elements[1..].iter().all(|e| untouched(e)));
        assert!(untouched(&path.elements[0][4..]));
    }
    let budget = explain_call(HARD, 50, STEP_V1, 1);
    assert_eq!(
        (budget.status, budget.count),
        (Status::BUDGET_EXHAUSTED, None)
    );
    assert!(untouched(&budget.elements[0][4..]));
    // Sizes and pointers.
    let short = explain_call(PUZZLE, 3, STEP_V1 - 4, 0);
    assert_eq!(
        (short.status, short.count),
        (Status::INVALID_ARGUMENT, None)
    );
    let mut count = usize::MAX;
    let mut one = step_buffer(STEP_V1);
    // SAFETY: NULLs are refused; capacities beyond the address space are
    // refused before any element is touched.
    unsafe {
        let p = PUZZLE.as_ptr().cast();
        assert_eq!(
            sudoku_explain(ptr::null(), ptr::null_mut(), 0, &mut count),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_explain(p, ptr::null_mut(), 0, ptr::null_mut()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_explain(p, ptr::null_mut(), 5, &mut count),
            Status::NULL_POINTER
        );
        assert_eq!(count, usize::MAX);
        assert_eq!(
            sudoku_explain(p, one.ptr().cast(), usize::MAX / 100, &mut count),
            Status::INVALID_ARGUMENT
        );
        assert_eq!(count, usize::MAX);
    }
    assert!(one.bytes()[4..].iter().all(|&b| b == GUARD));
    // A count at an odd address.
    let mut out = Buffer::new(size_of::<usize>());
    // SAFETY: 8 writable bytes.
    let status =
        unsafe { sudoku_explain(PUZZLE.as_ptr().cast(), ptr::null_mut(), 0, out.ptr().cast()) };
    assert_eq!(status, Status::CAPACITY_TOO_SMALL);
    let written = usize::from_ne_bytes(out.bytes().try_into().unwrap());
    assert_eq!(Some(written), explain_call(PUZZLE, 729, STEP_V1, 0).count);
}

// ---- technique names and constants ---------------------------------------------

/// The `SUDOKU_TECHNIQUE_*` constants of the committed header: name and value.
fn header_techniques() -> Vec<(String, i32)> {
    let header = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/include/sudoku.h"))
        .expect("read include/sudoku.h");
    header
        .lines()
        .filter_map(|line| line.trim().strip_prefix("SUDOKU_TECHNIQUE_"))
        .map(|rest| {
            let (name, value) = rest
                .trim_end_matches(',')
                .split_once(" = ")
                .expect("NAME = value");
            (name.to_string(), value.parse().expect("a number"))
        })
        .collect()
}

#[test]
fn the_header_lists_every_technique_with_its_number() {
    use sudoku::logic::Technique as Engine;
    let listed = header_techniques();
    assert_eq!(listed[0], ("NONE".to_string(), 0));
    assert_eq!(listed.len(), Engine::ALL.len() + 1);
    for ((name, value), technique) in listed[1..].iter().zip(Engine::ALL) {
        assert_eq!(*value, i32::from(technique.number()), "{name}");
        // FULL_HOUSE for FullHouse, X_WING for XWing.
        let spelled = format!("{technique:?}").to_lowercase();
        assert_eq!(name.replace('_', "").to_lowercase(), spelled);
        // SAFETY: static strings.
        let text = unsafe { CStr::from_ptr(sudoku_technique_name(*value)) };
        assert_eq!(text.to_str().unwrap(), technique.name());
    }
    for other in [
        -1,
        3,
        99,
        104,
        699,
        701,
        800,
        i32::MIN,
        i32::MAX,
        65536 + 100,
    ] {
        // SAFETY: static strings.
        let text = unsafe { CStr::from_ptr(sudoku_technique_name(other)) };
        assert_eq!(text.to_bytes(), b"unknown technique", "{other}");
    }
    // SAFETY: static strings.
    assert_eq!(
        unsafe { CStr::from_ptr(sudoku_technique_name(0)) }.to_bytes(),
        b"none"
    );
}

#[test]
fn struct_layouts_are_the_first_versions() {
    assert_eq!(size_of::<Step>(), STEP_V1);
    assert_eq!(std::mem::align_of::<Step>(), 4);
    assert_eq!(size_of::<Rating>(), RATING_V1);
    assert_eq!(StepKind::PLACEMENT as i32, 1);
    assert_eq!(StepKind::ELIMINATION as i32, 2);
    assert_eq!(StepKind::MISTAKE as i32, 3);
    assert_eq!(StepKind::MISSING_CANDIDATE as i32, 4);
}
