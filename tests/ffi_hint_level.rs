//! sudoku_hint_at_level and sudoku_step_text_at_level: Sudoku Explainer's
//! hints told vaguely first. Walked from C's side on rated puzzles: each
//! level tells the whole step's technique and digits, level 2 its cells,
//! level 3 the step itself (sudoku_hint_ex's, byte for byte); every step
//! followed is checked against the tests' own solver's solution.

mod ffi_support;
mod logic_support;

use std::ptr;

use ffi_support::*;
use logic_support::{load_rated, solution};
use sudoku::ffi::*;

/// sudoku_hint_at_level with exact odd buffers, a whole-size step; the
/// step when anything was written.
fn hint_at(
    puzzle: &[u8; 81],
    current: Option<&[u8; 81]>,
    marks: Option<&[u16; 81]>,
    level: i32,
) -> (Status, Option<Step>) {
    let mut puzzle_buf = Buffer::with(puzzle);
    let mut current_buf = current.map(|c| Buffer::with(c));
    let mut marks_buf = marks.map(|m| Buffer::with(&mask_bytes(m)));
    let mut step = step_buffer(std::mem::size_of::<Step>());
    let before = step.bytes().to_vec();
    // SAFETY: every buffer is as large as the contract says.
    let status = unsafe {
        sudoku_hint_at_level(
            puzzle_buf.ptr().cast(),
            current_buf
                .as_mut()
                .map_or(ptr::null(), |b| b.ptr().cast_const().cast()),
            marks_buf
                .as_mut()
                .map_or(ptr::null(), |b| b.ptr().cast_const().cast()),
            level,
            0,
            step.ptr().cast(),
        )
    };
    let written = step.bytes() != before;
    (status, written.then(|| read_step(step.bytes())))
}

/// sudoku_step_text_at_level's sentence.
fn text_at(step: &Step, level: i32) -> String {
    let mut input = Buffer::with(&struct_bytes(step));
    let mut out = Buffer::new(4096);
    // SAFETY: the step's `size` bytes readable; 4096 writable.
    let n = unsafe { sudoku_step_text_at_level(input.ptr().cast(), level, out.ptr().cast(), 4096) };
    String::from_utf8(out.bytes()[..n].to_vec()).unwrap()
}

/// The name of the step's technique, as sudoku_technique_name gives it.
fn technique_name(step: &Step) -> String {
    // SAFETY: a static NUL-terminated string for any value.
    let name = unsafe { std::ffi::CStr::from_ptr(sudoku_technique_name(step.technique)) };
    name.to_str().unwrap().to_owned()
}

#[test]
fn every_level_tells_the_same_step_and_the_steps_reach_the_solution() {
    let mut states = 0;
    for entry in load_rated("se_rated_dev.txt")
        .iter()
        .filter(|e| e.er <= 62)
        .step_by(12)
    {
        let answer = solution(&entry.puzzle);
        let mut current = entry.puzzle;
        let mut marks = own_candidates(&current);
        for _ in 0..729 {
            let whole = hint_of(&entry.puzzle, Some(&current), Some(&marks));
            if whole.status == Status::ALREADY_SOLVED {
                break;
            }
            let whole = whole.step.expect("a step on OK");
            let told: Vec<Step> = (1..=3)
                .map(|level| {
                    let (status, step) =
                        hint_at(&entry.puzzle, Some(&current), Some(&marks), level);
                    assert_eq!(status, Status::OK);
                    step.expect("a step on OK")
                })
                .collect();
            for step in &told {
                assert_eq!(
                    (step.kind, step.technique, step.difficulty, step.digits),
                    (whole.kind, whole.technique, whole.difficulty, whole.digits)
                );
            }
            // sudoku_hint_ex's step (read at the first version's size here).
            assert_eq!(
                struct_bytes(&told[2])[4..STEP_V1],
                struct_bytes(&whole)[4..STEP_V1]
            );
            let (vague, pattern) = (&told[0], &told[1]);
            assert_eq!((vague.cell, vague.digit, vague.houses), (-1, 0, 0));
            assert_eq!((vague.cells, vague.link_count), ([0; 3], 0));
            assert!(vague
                .pattern
                .iter()
                .chain(&vague.eliminations)
                .all(|&m| m == 0));
            assert_eq!((pattern.cell, pattern.digit), (-1, 0));
            assert_eq!(pattern.houses, whole.houses);
            // A single found in a house tells the house, not its cell.
            if (100..200).contains(&whole.technique) && whole.houses != 0 {
                assert_eq!(pattern.cells, [0; 3]);
                assert!(pattern.pattern.iter().all(|&m| m == 0));
            } else {
                assert_eq!(
                    (pattern.cells, pattern.pattern),
                    (whole.cells, whole.pattern)
                );
            }
            assert!(pattern.eliminations.iter().all(|&m| m == 0));
            let name = technique_name(&whole);
            let sentences: Vec<String> = (1..=3).map(|l| text_at(&told[l - 1], l as i32)).collect();
            assert!(
                sentences[0].starts_with(&format!("Look for: {name}")),
                "{sentences:?}"
            );
            assert!(sentences[1].starts_with(&name), "{sentences:?}");
            assert_eq!(sentences[2], step_text_string(&whole));
            // The whole step, checked against the solution, then followed.
            if whole.kind == StepKind::PLACEMENT as i32 {
                assert_eq!(whole.digit as u8, answer[whole.cell as usize]);
            }
            for (removed, &digit) in whole.eliminations.iter().zip(&answer) {
                assert_eq!(removed & 1 << (digit - 1), 0, "a solution digit eliminated");
            }
            apply(&mut current, &mut marks, &whole);
            states += 1;
        }
        assert_eq!(current.map(digit), answer);
    }
    assert!(states > 500, "{states} states");
}

fn step_text_string(step: &Step) -> String {
    let (n, bytes) = step_text(step, 4096);
    String::from_utf8(bytes[..n].to_vec()).unwrap()
}

#[test]
fn a_wrong_entry_is_told_that_it_exists_then_where_then_what() {
    let entry = &load_rated("se_rated_dev.txt")[0];
    let answer = solution(&entry.puzzle);
    let cell = entry.puzzle.iter().position(|&b| b == b'.').unwrap();
    let wrong = if answer[cell] == 9 {
        b'1'
    } else {
        b'0' + answer[cell] + 1
    };
    let current = with(&entry.puzzle, cell, wrong);
    let told: Vec<Step> = (1..=3)
        .map(|level| {
            hint_at(&entry.puzzle, Some(&current), None, level)
                .1
                .unwrap()
        })
        .collect();
    assert!(told.iter().all(|s| s.kind == StepKind::MISTAKE as i32));
    assert_eq!((told[0].cell, told[0].digit), (-1, 0));
    assert_eq!((told[1].cell, told[1].digit), (cell as i32, 0));
    assert_eq!(
        (told[2].cell, told[2].digit),
        (cell as i32, (wrong - b'0') as i32)
    );
    assert_eq!(text_at(&told[0], 1), "One of the entries is wrong.");
    let (row, col) = (cell / 9 + 1, cell % 9 + 1);
    assert_eq!(
        text_at(&told[1], 2),
        format!("The entry in r{row}c{col} is wrong.")
    );
}

#[test]
fn bad_levels_and_pointers_are_refused_writing_nothing() {
    let puzzle = &load_rated("se_rated_dev.txt")[0].puzzle;
    for level in [0, 4, -1, i32::MAX] {
        assert_eq!(
            hint_at(puzzle, None, None, level),
            (Status::INVALID_ARGUMENT, None)
        );
    }
    assert_eq!(
        hint_at(NO_SOLUTION, None, None, 9),
        (Status::INVALID_ARGUMENT, None)
    );
    assert_eq!(
        hint_at(NO_SOLUTION, None, None, 1),
        (Status::NO_SOLUTION, None)
    );
    let mut step = step_buffer(STEP_V1 - 1);
    // SAFETY: 367 writable bytes, the size the step says it has.
    let status = unsafe {
        sudoku_hint_at_level(
            puzzle.as_ptr().cast(),
            ptr::null(),
            ptr::null(),
            1,
            0,
            step.ptr().cast(),
        )
    };
    assert_eq!(status, Status::INVALID_ARGUMENT);
    // SAFETY: NULLs are refused before any read.
    unsafe {
        let mut whole = step_buffer(std::mem::size_of::<Step>());
        let null_puzzle = sudoku_hint_at_level(
            ptr::null(),
            ptr::null(),
            ptr::null(),
            1,
            0,
            whole.ptr().cast(),
        );
        assert_eq!(null_puzzle, Status::NULL_POINTER);
        let null_step = sudoku_hint_at_level(
            puzzle.as_ptr().cast(),
            ptr::null(),
            ptr::null(),
            1,
            0,
            ptr::null_mut(),
        );
        assert_eq!(null_step, Status::NULL_POINTER);
    }
    // The text: a level outside 1-3 or a NULL step writes nothing.
    let told = hint_at(puzzle, None, None, 1).1.unwrap();
    for level in [0, 4] {
        let mut out = Buffer::new(64);
        let mut input = Buffer::with(&struct_bytes(&told));
        // SAFETY: the step's bytes readable, 64 writable.
        let n =
            unsafe { sudoku_step_text_at_level(input.ptr().cast(), level, out.ptr().cast(), 64) };
        assert_eq!(n, 0);
        assert!(out.bytes().iter().all(|&b| b == GUARD));
    }
    // SAFETY: a NULL step is refused.
    let n = unsafe { sudoku_step_text_at_level(ptr::null(), 1, ptr::null_mut(), 0) };
    assert_eq!(n, 0);
    // Measured with len 0, as snprintf.
    let mut input = Buffer::with(&struct_bytes(&told));
    // SAFETY: the step's bytes readable; nothing written with len 0.
    let n = unsafe { sudoku_step_text_at_level(input.ptr().cast(), 1, ptr::null_mut(), 0) };
    assert_eq!(n, text_at(&told, 1).len());
}
