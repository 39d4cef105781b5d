//! The C ABI of the logic engine's ratings, paths and technique names,
//! exercised from Rust: every status, exact buffers at odd addresses
//! between guard bytes, array strides and capacities, and ratings checked
//! against Sudoku Explainer's.

mod ffi_support;
mod logic_support;

use std::ffi::CStr;
use std::mem::size_of;
use std::ptr;

use ffi_support::*;
use logic_support::{load_rated, solution};
use sudoku::ffi::*;

#[test]
fn ratings_are_sudoku_explainers() {
    let mut rated = 0;
    let mut chains_equal = 0;
    for entry in load_rated("se_rated_dev.txt") {
        let (status, rating) = rate_call(&entry.puzzle, 0);
        let rating = rating.expect("a rating");
        let ours = (rating.er, rating.ep, rating.ed);
        let theirs = (
            i32::from(entry.er),
            i32::from(entry.ep),
            i32::from(entry.ed),
        );
        // Every puzzle is rated to its solution; up to 6.2 exactly as
        // Sudoku Explainer, above it mostly so (docs/LOGIC.md says how
        // often; tests/logic_agreement.rs holds the targets).
        assert_eq!(status, Status::OK);
        assert_eq!(rating.solved, 1);
        assert!(rating.steps > 0);
        if entry.er <= 62 {
            assert_eq!(ours, theirs, "{}", String::from_utf8_lossy(&entry.puzzle));
            rated += 1;
        } else if ours.0 == theirs.0 {
            chains_equal += 1;
        }
        // SAFETY: static strings.
        let name = unsafe { CStr::from_ptr(sudoku_technique_name(rating.technique)) };
        assert_ne!(name.to_bytes(), b"unknown technique");
    }
    assert!(rated > 400);
    assert!(
        chains_equal > 200,
        "{chains_equal} ratings above 6.2 equal SE's"
    );
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
    assert_eq!(rate_call(HARD, 1 << 40).0, Status::OK);
    // Pointers and sizes.
    let mut short = rating_buffer(RATING_V1 - 1);
    let mut large = rating_buffer(size_of::<Rating>() + 12);
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
    assert!(large.bytes()[size_of::<Rating>()..]
        .iter()
        .all(|&b| b == GUARD));
    let rating = read_rating(large.bytes());
    assert_eq!(rating.size as usize, size_of::<Rating>() + 12);
    assert!(rating.er > 0 && rating.solved == 1);
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
        // The bytes past the first version: the link fields that fit, 0
        // for a step without chains.
        assert!(wide[STEP_V1..].iter().all(|&b| b == 0));
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
    // A puzzle that needs chains is explained to its solution too.
    let hard = explain_call(HARD, 729, STEP_V1, 0);
    assert_eq!(hard.status, Status::OK);
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
        702,
        803,
        899,
        901,
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
    // Version 1.1 appended the chain links.
    assert_eq!(size_of::<Step>(), STEP_V1 + 4 + 2 * SUDOKU_MAX_CHAIN_LINKS);
    assert_eq!(std::mem::offset_of!(Step, link_count), STEP_V1);
    assert_eq!(std::mem::offset_of!(Step, links), STEP_V1 + 4);
    assert_eq!(std::mem::align_of::<Step>(), 4);
    // Version 1.1 appended the scale's fields.
    assert_eq!(std::mem::offset_of!(Rating, scale), RATING_V1);
    assert_eq!(size_of::<Rating>(), RATING_V1 + 16);
    assert_eq!(StepKind::PLACEMENT as i32, 1);
    assert_eq!(StepKind::ELIMINATION as i32, 2);
    assert_eq!(StepKind::MISTAKE as i32, 3);
    assert_eq!(StepKind::MISSING_CANDIDATE as i32, 4);
}
