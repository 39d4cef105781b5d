//! The C ABI of the logic engine's candidates, hints and step texts,
//! exercised from Rust: every status, NULLs, exact buffers at odd addresses
//! between guard bytes, struct sizes too small, of the first version and
//! larger, and answers checked against the tests' own backtracking solver.

mod ffi_support;
mod logic_support;

use std::ffi::{c_char, CStr};
use std::ptr;

use ffi_support::*;
use logic_support::{load_rated, solution, solutions};
use sudoku::ffi::*;

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

/// A player's state where the path of `puzzle` first needs a chain: the
/// steps of sudoku_explain before it applied.
fn where_the_chains_start(puzzle: &[u8; 81]) -> ([u8; 81], [u16; 81]) {
    let path = explain_call(puzzle, 729, size_of::<Step>(), 0);
    assert_eq!(path.status, Status::OK);
    let mut current = *puzzle;
    let mut marks = own_candidates(puzzle);
    for element in &path.elements[..path.count.unwrap()] {
        let step = read_step(element);
        if step.link_count > 0 {
            return (current, marks);
        }
        apply(&mut current, &mut marks, &step);
    }
    panic!("no chain on the path");
}

/// A hint where chains are needed carries its links, and its sentence
/// spells them; a step of the first version's size gets the rest.
#[test]
fn a_chain_hint_carries_its_links() {
    let (current, marks) = where_the_chains_start(HARD);
    let answer = solution(HARD);
    let mut step = step_buffer(size_of::<Step>());
    // SAFETY: every buffer is as large as the contract says.
    let status = unsafe {
        sudoku_hint(
            HARD.as_ptr().cast(),
            current.as_ptr().cast(),
            marks.as_ptr(),
            step.ptr().cast(),
        )
    };
    assert_eq!(status, Status::OK);
    let chain = read_step(step.bytes());
    assert!((800..900).contains(&chain.technique));
    assert!(chain.link_count >= 2 && chain.links[0] >> 12 & 1 == 1);
    for (cell, mask) in chain.eliminations.iter().enumerate() {
        assert_eq!(mask >> (answer[cell] - 1) & 1, 0, "removes the solution");
    }
    let mut text = [0u8; 4096];
    // SAFETY: a whole step; `text` holds its length.
    let len = unsafe { sudoku_step_text(&chain, text.as_mut_ptr().cast(), text.len()) };
    let sentence = std::str::from_utf8(&text[..len]).unwrap();
    let first = chain.links[0];
    let (cell, digit, on) = (first & 0x7F, first >> 7 & 0xF, first >> 11 & 1 == 1);
    let spelled = format!(
        "r{}c{}{}{digit} -> ",
        cell / 9 + 1,
        cell % 9 + 1,
        if on { "=" } else { "<>" }
    );
    assert!(sentence.contains(&spelled), "{sentence}");
    let old = hint_call(HARD, Some(&current), Some(&marks), 0);
    let old = old.step.unwrap();
    assert_eq!((old.technique, old.link_count), (chain.technique, 0));
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
    type Case<'a> = (
        &'a [u8; 81],
        Option<&'a [u8; 81]>,
        Option<&'a [u16; 81]>,
        Status,
    );
    let cases: [Case; 9] = [
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
    let hint = hint_call(HARD, None, None, 1 << 40);
    assert_eq!(hint.status, Status::OK);
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
    let whole = size_of::<Step>();
    let mut large = step_buffer(whole + 40);
    // SAFETY: `whole + 40` bytes readable and writable.
    let status = unsafe {
        sudoku_hint(
            PUZZLE.as_ptr().cast(),
            ptr::null(),
            ptr::null(),
            large.ptr().cast(),
        )
    };
    assert_eq!(status, Status::OK);
    assert!(large.bytes()[whole..].iter().all(|&b| b == GUARD));
    let step = read_step(large.bytes());
    assert_eq!(step.size as usize, whole + 40);
    // No chain: no links.
    assert!(large.bytes()[STEP_V1..whole].iter().all(|&b| b == 0));
    assert_eq!(step.kind, StepKind::PLACEMENT as i32);
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
