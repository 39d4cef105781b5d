//! The logic functions on arbitrary grids, players' grids and pencil marks:
//! sudoku_candidates, sudoku_player_candidates, sudoku_true_candidates_ex,
//! sudoku_hint_ex,
//! sudoku_step_text (on the hint and on arbitrary steps), sudoku_rate_ex
//! and sudoku_explain_ex. Every buffer is exact and at an odd address;
//! nothing is written on a refusal; answers agree with each other and with
//! the solution. Searches get a guess budget, so that no input is slow.
//!
//! Input: 81 puzzle bytes, then
//!   [0] flags: bit 0 raw puzzle bytes, bit 1 a current grid, bit 2 pencil
//!       marks, bit 3 marks kept to 9 bits, bit 4 raw current bytes
//!   [1..82] the current grid: a byte below 64 keeps the puzzle's cell,
//!       others become grid characters (or stay raw)
//!   [82..244] 81 pencil-mark masks, little-endian
//!   [244] explain's capacity (% 8) and stride (/ 8 % 3: 368, 372, 376)
//!   [245..] changes to a step for sudoku_step_text: (field, 4 value bytes)
#![no_main]

use std::mem::size_of;
use std::ptr;

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::{self, Rating, Status, Step, StepKind};
use sudoku_fuzz::{is_known, reference_check, solve, split, tractable, Exact, Tail};

/// Guesses each search may make: far more than any real puzzle needs, few
/// enough that no input takes long.
const BUDGET: u64 = 2_000;
const STEP_V1: usize = 368;
const FILL: u8 = 0xEE;

fuzz_target!(|data: &[u8]| {
    let flags = data.get(81).copied().unwrap_or(0);
    let (puzzle, tail) = split(data, flags & 1 != 0);
    let tail = Tail(tail.0.get(1..).unwrap_or(&[]));
    let current = (flags & 2 != 0).then(|| current_grid(&puzzle, &tail, flags & 16 != 0));
    let marks = (flags & 4 != 0).then(|| {
        let mut masks = [0u16; 81];
        for (cell, mask) in masks.iter_mut().enumerate() {
            *mask = u16::from_le_bytes([tail.byte(81 + 2 * cell), tail.byte(82 + 2 * cell)]);
            if flags & 8 != 0 {
                *mask &= 0x1FF;
            }
        }
        masks
    });

    let valid = reference_check(&puzzle).is_none();
    // The solution, when the search finds it within a bound (the library's
    // calls below have budgets, the reference solve has none).
    let truth = if tractable(&puzzle) {
        match solve(&puzzle) {
            (Status::OK, solution) => Truth::Unique(solution),
            _ => Truth::NotUnique,
        }
    } else {
        Truth::Unknown
    };

    check_candidates(&puzzle, valid);
    if let Some(current) = &current {
        check_player_marks(&puzzle, current, valid);
    }
    check_true_candidates(&puzzle, valid, &truth);
    let hint = check_hint(&puzzle, current.as_ref(), marks.as_ref(), &truth);
    check_rate_and_explain(&puzzle, &tail, &truth);
    check_step_text(hint.unwrap_or_else(zeroed_step), &tail);
});

/// What the reference solve says of the puzzle.
enum Truth {
    Unique([u8; 81]),
    NotUnique,
    Unknown,
}

impl Truth {
    fn solution(&self) -> Option<&[u8; 81]> {
        match self {
            Truth::Unique(solution) => Some(solution),
            _ => None,
        }
    }

    /// Panics when the reference solve found no unique solution.
    fn assert_unique(&self) {
        assert!(
            !matches!(self, Truth::NotUnique),
            "an answer for a puzzle without one solution"
        );
    }
}

fn current_grid(puzzle: &[u8; 81], tail: &Tail, raw: bool) -> [u8; 81] {
    let mut grid = *puzzle;
    for (cell, slot) in grid.iter_mut().enumerate() {
        let byte = tail.byte(cell);
        *slot = match byte {
            0..=63 => *slot,
            _ if raw => byte,
            64..=127 => b'.',
            _ => b'1' + byte % 9,
        };
    }
    grid
}

fn zeroed_step() -> Step {
    // SAFETY: a Step is plain integers, for which zero bytes are valid.
    unsafe { std::mem::zeroed() }
}

/// A step element longer than the first version holds the later fields
/// that fit (link_count, links_cut, then links), each in range.
fn assert_written_links_fit(element: &[u8]) {
    let u16_at = |at: usize| u16::from_ne_bytes([element[at], element[at + 1]]);
    if element.len() >= STEP_V1 + 2 {
        assert!(u16_at(STEP_V1) <= 256, "link_count {}", u16_at(STEP_V1));
    }
    if element.len() >= STEP_V1 + 4 {
        assert!(
            u16_at(STEP_V1 + 2) <= 1,
            "links_cut {}",
            u16_at(STEP_V1 + 2)
        );
    }
    for at in (STEP_V1 + 4..element.len().saturating_sub(1)).step_by(2) {
        assert_eq!(u16_at(at) >> 13, 0, "a link with bits above 12");
    }
}

/// The Step whose first-version fields are `bytes[..STEP_V1]`, the later
/// fields (chain links) zero: this target passes first-version steps.
fn step_of_v1(bytes: &[u8]) -> Step {
    let mut step = zeroed_step();
    let v1 = &bytes[..STEP_V1];
    // SAFETY: STEP_V1 bytes fit in a Step (the 1.0 prefix of the current
    // layout), and any bytes are valid for its plain integers.
    unsafe {
        ptr::copy_nonoverlapping(v1.as_ptr(), ptr::from_mut(&mut step).cast::<u8>(), STEP_V1);
    }
    step
}

fn digit_bit(byte: u8) -> u16 {
    1 << (byte - b'1')
}

/// Each cell's candidates, worked out here.
fn own_candidates(grid: &[u8; 81]) -> [u16; 81] {
    let sees = |a: usize, b: usize| {
        a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
    };
    let mut masks = [0u16; 81];
    for (cell, mask) in masks.iter_mut().enumerate() {
        *mask = match grid[cell] {
            b'1'..=b'9' => digit_bit(grid[cell]),
            _ => (b'1'..=b'9')
                .filter(|&d| (0..81).all(|o| !sees(cell, o) || grid[o] != d))
                .fold(0, |m, d| m | digit_bit(d)),
        };
    }
    masks
}

fn read_masks(buf: &Exact) -> [u16; 81] {
    let mut masks = [0u16; 81];
    for (cell, mask) in masks.iter_mut().enumerate() {
        *mask = u16::from_ne_bytes([buf.bytes()[2 * cell], buf.bytes()[2 * cell + 1]]);
    }
    masks
}

fn check_candidates(puzzle: &[u8; 81], valid: bool) {
    let mut grid = Exact::new(puzzle);
    let mut out = Exact::new(&[FILL; 162]);
    // SAFETY: 81 readable bytes; 162 writable bytes.
    let status = unsafe { ffi::sudoku_candidates(grid.ptr().cast(), out.ptr().cast()) };
    assert_eq!(grid.bytes(), puzzle);
    match reference_check(puzzle) {
        Some((refused, _)) => {
            assert_eq!(status, refused);
            assert_eq!(out.bytes(), [FILL; 162]);
        }
        None => {
            assert!(valid);
            assert_eq!(status, Status::OK);
            assert_eq!(read_masks(&out), own_candidates(puzzle));
        }
    }
}

/// The player's marks: on success, every entry is taken or listed as a
/// clash with a peer holding its digit, and the candidates are those of the
/// grid of givens and entries taken; on a refusal, nothing is written.
fn check_player_marks(puzzle: &[u8; 81], current: &[u8; 81], valid: bool) {
    const SIZE: usize = size_of::<ffi::PlayerMarks>();
    let mut grids = (Exact::new(puzzle), Exact::new(current));
    let mut before = [FILL; SIZE];
    before[..4].copy_from_slice(&(SIZE as u32).to_ne_bytes());
    let mut out = Exact::new(&before);
    // SAFETY: 81 readable bytes each; SIZE readable and writable bytes.
    let status = unsafe {
        ffi::sudoku_player_candidates(grids.0.ptr().cast(), grids.1.ptr().cast(), out.ptr().cast())
    };
    assert_eq!((grids.0.bytes(), grids.1.bytes()), (&puzzle[..], &current[..]));
    assert!(is_known(status));
    if status != Status::OK {
        assert_eq!(out.bytes(), before, "written on {status:?}");
        assert!(matches!(
            status,
            Status::INVALID_CHARACTER | Status::CONFLICTING_GIVENS | Status::CURRENT_CONTRADICTS_PUZZLE
        ));
        assert!(valid || status != Status::CURRENT_CONTRADICTS_PUZZLE);
        return;
    }
    assert!(valid);
    // SAFETY: SIZE bytes of plain integers, any bit pattern valid.
    let found: ffi::PlayerMarks = unsafe { ptr::read_unaligned(out.ptr().cast()) };
    let count = found.clash_count as usize;
    assert!(count <= 81);
    let sees = |a: usize, b: usize| {
        a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
    };
    let mut taken = *puzzle;
    let mut listed = (0..count).map(|i| usize::from(found.clash_cells[i])).peekable();
    for cell in 0..81 {
        let is_entry = current[cell].is_ascii_digit() && current[cell] != b'0' && !puzzle[cell].is_ascii_digit();
        if listed.peek() == Some(&cell) {
            listed.next();
            assert!(is_entry);
            let i = (0..count).find(|&i| usize::from(found.clash_cells[i]) == cell).unwrap();
            let other = usize::from(found.clash_others[i]);
            assert_eq!(found.clash_digits[i], current[cell] - b'0');
            assert!(sees(cell, other) && current[other] == current[cell]);
        } else if is_entry {
            taken[cell] = current[cell];
        }
    }
    assert!(listed.next().is_none(), "clash cells out of order");
    assert_eq!(found.candidates, own_candidates(&taken));
}

fn check_true_candidates(puzzle: &[u8; 81], valid: bool, truth: &Truth) {
    let solution = truth.solution();
    let mut grid = Exact::new(puzzle);
    let mut out = Exact::new(&[FILL; 162]);
    // SAFETY: 81 readable bytes; 162 writable bytes.
    let status =
        unsafe { ffi::sudoku_true_candidates_ex(grid.ptr().cast(), BUDGET, out.ptr().cast()) };
    assert!(is_known(status));
    if status != Status::OK {
        assert_eq!(out.bytes(), [FILL; 162], "written on {status:?}");
        assert!(matches!(
            status,
            Status::INVALID_CHARACTER
                | Status::CONFLICTING_GIVENS
                | Status::NO_SOLUTION
                | Status::BUDGET_EXHAUSTED
        ));
        assert_eq!(
            valid,
            !matches!(
                status,
                Status::INVALID_CHARACTER | Status::CONFLICTING_GIVENS
            )
        );
        if solution.is_some() {
            assert_eq!(status, Status::BUDGET_EXHAUSTED);
        }
        return;
    }
    let found = read_masks(&out);
    let candidates = own_candidates(puzzle);
    for cell in 0..81 {
        assert_ne!(found[cell], 0);
        assert_eq!(
            found[cell] & !candidates[cell],
            0,
            "a true candidate no peer allows"
        );
    }
    if let Some(solution) = solution {
        assert_eq!(found, solution.map(digit_bit));
    }
}

/// sudoku_hint_ex on exact buffers; the step when one was given.
fn check_hint(
    puzzle: &[u8; 81],
    current: Option<&[u8; 81]>,
    marks: Option<&[u16; 81]>,
    truth: &Truth,
) -> Option<Step> {
    let mut puzzle_buf = Exact::new(puzzle);
    let mut current_buf = current.map(|c| Exact::new(c));
    let mark_bytes: Option<Vec<u8>> =
        marks.map(|m| m.iter().flat_map(|v| v.to_ne_bytes()).collect());
    let mut marks_buf = mark_bytes.as_ref().map(|b| Exact::new(b));
    let mut fresh = vec![FILL; STEP_V1];
    fresh[..4].copy_from_slice(&(STEP_V1 as u32).to_ne_bytes());
    let mut step_buf = Exact::new(&fresh);
    // SAFETY: every buffer is exactly as large as the contract says.
    let status = unsafe {
        ffi::sudoku_hint_ex(
            puzzle_buf.ptr().cast(),
            current_buf
                .as_mut()
                .map_or(ptr::null(), |b| b.ptr().cast_const().cast()),
            marks_buf
                .as_mut()
                .map_or(ptr::null(), |b| b.ptr().cast_const().cast()),
            BUDGET,
            step_buf.ptr().cast(),
        )
    };
    assert!(is_known(status));
    if status != Status::OK {
        assert_eq!(step_buf.bytes(), &fresh[..], "step written on {status:?}");
        if let (Status::ALREADY_SOLVED, Some(solution)) = (status, truth.solution()) {
            assert_eq!(current.unwrap_or(puzzle), solution);
        }
        return None;
    }
    truth.assert_unique();
    let mut text = Exact::new(&[FILL; 300]);
    let step = step_of_v1(step_buf.bytes());
    // SAFETY: a whole step; 300 writable bytes.
    let len = unsafe { ffi::sudoku_step_text(&step, text.ptr().cast(), 300) };
    assert!(len > 0 && len < 300);
    assert_eq!(text.bytes()[len], 0);
    let Some(solution) = truth.solution() else {
        return Some(step);
    };
    assert_eq!(step.size as usize, STEP_V1);
    let state = current.unwrap_or(puzzle);
    match step.kind {
        k if k == StepKind::MISTAKE as i32 => {
            let cell = step.cell as usize;
            assert_eq!(state[cell], b'0' + step.digit as u8);
            assert_ne!(state[cell], solution[cell]);
        }
        k if k == StepKind::MISSING_CANDIDATE as i32 => {
            let cell = step.cell as usize;
            assert_eq!(b'0' + step.digit as u8, solution[cell]);
            let marks = marks.expect("a missing mark needs marks");
            assert_eq!(marks[cell] & digit_bit(solution[cell]), 0);
        }
        k => {
            // A right state: every entry is the solution's.
            for cell in 0..81 {
                assert!(
                    !state[cell].is_ascii_digit()
                        || state[cell] == b'0'
                        || state[cell] == solution[cell]
                );
            }
            if k == StepKind::PLACEMENT as i32 {
                assert_eq!(b'0' + step.digit as u8, solution[step.cell as usize]);
            } else {
                assert_eq!(k, StepKind::ELIMINATION as i32);
            }
            for cell in 0..81 {
                assert_eq!(step.eliminations[cell] & digit_bit(solution[cell]), 0);
            }
        }
    }
    Some(step)
}

fn check_rate_and_explain(puzzle: &[u8; 81], tail: &Tail, truth: &Truth) {
    let mut grid = Exact::new(puzzle);
    let mut fresh = vec![FILL; size_of::<Rating>()];
    fresh[..4].copy_from_slice(&(size_of::<Rating>() as u32).to_ne_bytes());
    let mut rating_buf = Exact::new(&fresh);
    // SAFETY: 81 readable bytes; a whole rating.
    let rated = unsafe { ffi::sudoku_rate_ex(grid.ptr().cast(), BUDGET, rating_buf.ptr().cast()) };
    assert!(is_known(rated));
    let rating = match rated {
        Status::OK | Status::TECHNIQUES_EXHAUSTED => {
            truth.assert_unique();
            // SAFETY: a whole Rating of plain integers.
            let r = unsafe {
                rating_buf
                    .bytes()
                    .as_ptr()
                    .cast::<Rating>()
                    .read_unaligned()
            };
            assert_eq!(r.solved, u32::from(rated == Status::OK));
            // Every rating of SE's scale is below 20.0 (nested chains: 11 and up).
            assert!(r.ep <= r.er && r.ed <= r.er && r.er < 200);
            Some(r)
        }
        _ => {
            assert_eq!(
                rating_buf.bytes(),
                &fresh[..],
                "rating written on {rated:?}"
            );
            None
        }
    };

    let capacity = usize::from(tail.byte(243)) % 8;
    let stride = STEP_V1 + 4 * (usize::from(tail.byte(243)) / 8 % 3);
    let mut steps_fresh = vec![FILL; capacity * stride];
    if capacity > 0 {
        steps_fresh[..4].copy_from_slice(&(stride as u32).to_ne_bytes());
    }
    let mut steps = Exact::new(&steps_fresh);
    let mut count = Exact::new(&[FILL; size_of::<usize>()]);
    let steps_ptr = if capacity == 0 {
        ptr::null_mut()
    } else {
        steps.ptr().cast()
    };
    // SAFETY: `capacity` elements of `stride` bytes; a count.
    let explained = unsafe {
        ffi::sudoku_explain_ex(
            grid.ptr().cast(),
            BUDGET,
            steps_ptr,
            capacity,
            count.ptr().cast(),
        )
    };
    assert!(is_known(explained));
    let written = (count.bytes() != [FILL; size_of::<usize>()])
        .then(|| usize::from_ne_bytes(count.bytes().try_into().unwrap()));
    match explained {
        Status::OK | Status::TECHNIQUES_EXHAUSTED | Status::CAPACITY_TOO_SMALL => {
            let n = written.expect("a count");
            if let Some(r) = rating {
                assert_eq!(n, r.steps as usize);
                if n <= capacity {
                    assert_eq!(explained, rated);
                }
            }
            assert_eq!(explained == Status::CAPACITY_TOO_SMALL, n > capacity);
            let shown = n.min(capacity);
            for (i, element) in steps.bytes().chunks(stride.max(1)).enumerate() {
                if i >= shown {
                    // The first element's size is the caller's.
                    let from = if i == 0 { 4 } else { 0 };
                    assert!(
                        element[from..].iter().all(|&b| b == FILL),
                        "element {i} written"
                    );
                    continue;
                }
                assert_eq!(&element[..4], &(stride as u32).to_ne_bytes());
                assert_written_links_fit(element);
                let step = step_of_v1(element);
                let Some(solution) = truth.solution() else {
                    continue;
                };
                if step.kind == StepKind::PLACEMENT as i32 {
                    assert_eq!(b'0' + step.digit as u8, solution[step.cell as usize]);
                }
                for cell in 0..81 {
                    assert_eq!(step.eliminations[cell] & digit_bit(solution[cell]), 0);
                }
            }
        }
        Status::BUDGET_EXHAUSTED => {
            assert_eq!(written, None, "count written on {explained:?}");
            // The header: when the chain search runs out, `steps` may hold
            // the path's beginning; every element after it is untouched.
            let mut prefix = true;
            for (i, element) in steps.bytes().chunks(stride.max(1)).enumerate() {
                let from = if i == 0 { 4 } else { 0 };
                let untouched = element[from..].iter().all(|&b| b == FILL);
                if !untouched {
                    assert!(prefix, "element {i} written after an untouched one");
                    assert_eq!(&element[..4], &(stride as u32).to_ne_bytes());
                    assert_written_links_fit(element);
                }
                prefix &= !untouched;
            }
        }
        _ => {
            assert_eq!(written, None, "count written on {explained:?}");
            assert_eq!(
                steps.bytes(),
                &steps_fresh[..],
                "steps written on {explained:?}"
            );
            if explained != Status::BUDGET_EXHAUSTED && rated != Status::BUDGET_EXHAUSTED {
                assert_eq!(explained, rated);
            }
        }
    }
}

/// sudoku_step_text on a step changed field by field by the input: it must
/// give a sentence or 0, and write only within its buffer.
fn check_step_text(mut step: Step, tail: &Tail) {
    step.size = STEP_V1 as u32;
    let mut at = 244;
    while at + 5 <= tail.0.len() {
        let value = tail.u32_at(at + 1);
        let index = usize::from(tail.byte(at + 1)) % 81;
        match tail.byte(at) % 12 {
            0 => step.size = value % 400,
            1 => step.kind = value as i32 % 6,
            2 => step.technique = value as i32 % 1000,
            3 => step.difficulty = value as i32 % 300,
            4 => step.cell = value as i32 % 90 - 2,
            5 => step.digit = value as i32 % 12,
            6 => step.eliminations[index] = (value >> 8) as u16,
            7 => step.pattern[index] = (value >> 8) as u16,
            8 => step.houses = value,
            9 => step.digits = value % 0x400,
            10 => step.cells[index % 3] = value,
            _ => step.eliminations[index] = (value >> 8) as u16 & 0x1FF,
        }
        at += 5;
    }
    let size = (step.size as usize).clamp(4, STEP_V1);
    // SAFETY: a Step is plain integers, viewed as its bytes.
    let bytes = unsafe { std::slice::from_raw_parts(ptr::from_ref(&step).cast::<u8>(), size) };
    let mut input = Exact::new(bytes);
    for len in [0, 1, 17, 600] {
        let mut out = Exact::new(&vec![FILL; len]);
        let buf = if len == 0 {
            ptr::null_mut()
        } else {
            out.ptr().cast()
        };
        // SAFETY: `size` readable bytes of the step; `len` writable bytes.
        let n = unsafe { ffi::sudoku_step_text(input.ptr().cast(), buf, len) };
        if n == 0 {
            assert!(out.bytes().iter().all(|&b| b == FILL));
        } else if len > 0 {
            let end = n.min(len - 1);
            assert_eq!(out.bytes()[end], 0);
            assert!(out.bytes()[..end].iter().all(|&b| b != 0 && b.is_ascii()));
            assert!(out.bytes()[end + 1..].iter().all(|&b| b == FILL));
        }
    }
}
