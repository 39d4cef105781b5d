//! HoDoKu's scale through the C ABI: sudoku_rate_scale against HoDoKu
//! 2.2.0's own levels and scores (tests/data/hodoku/sample.jsonl), the
//! technique names against the step table, and sudoku_hint_hodoku's hints
//! walked to the solution and checked by test-support. Buffers sit at odd
//! addresses between guard bytes; failures leave them as they were.

mod ffi_support;
mod logic_support;

use std::ffi::{c_char, CStr};
use std::mem::size_of;
use std::ptr;

use ffi_support::*;
use sudoku::ffi::*;
use sudoku::logic::hodoku;

const HINT_SIZE: usize = size_of::<HodokuHint>();
const RATING_SIZE: usize = size_of::<Rating>();

/// Puzzle, solution, HoDoKu's level and score, from the committed sample.
fn sample() -> Vec<([u8; 81], [u8; 81], String, u32)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/hodoku/sample.jsonl"
    );
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|line| line.starts_with('{'))
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            let grid =
                |key: &str| -> [u8; 81] { v[key].as_str().unwrap().as_bytes().try_into().unwrap() };
            (
                grid("puzzle"),
                grid("solution"),
                v["level"].as_str().unwrap().to_owned(),
                v["score"].as_u64().unwrap() as u32,
            )
        })
        .collect()
}

/// sudoku_rate_scale into a rating of `size` bytes: the status and, when
/// anything was written, the rating (fields past `size` 0).
fn rate_scale(puzzle: &[u8], scale: i32, budget: u64, size: usize) -> (Status, Option<Rating>) {
    let mut input = Buffer::with(puzzle);
    let mut out = rating_buffer(size);
    let before = out.bytes().to_vec();
    // SAFETY: 81 readable bytes; a rating of its `size` bytes.
    let status = unsafe { sudoku_rate_scale(input.ptr().cast(), scale, budget, out.ptr().cast()) };
    assert_eq!(&out.bytes()[..4], &before[..4], "size was written");
    let written = out.bytes() != before;
    let mut padded = out.bytes().to_vec();
    padded.resize(RATING_SIZE.max(size), 0);
    (status, written.then(|| read_rating(&padded)))
}

fn level_name(level: i32) -> &'static str {
    match level {
        l if l == HodokuLevel::EASY as i32 => "EASY",
        l if l == HodokuLevel::MEDIUM as i32 => "MEDIUM",
        l if l == HodokuLevel::HARD as i32 => "HARD",
        l if l == HodokuLevel::UNFAIR as i32 => "UNFAIR",
        l if l == HodokuLevel::EXTREME as i32 => "EXTREME",
        _ => "NONE",
    }
}

fn name(technique: i32) -> String {
    // SAFETY: the library returns static NUL-terminated strings.
    unsafe { CStr::from_ptr(sudoku_hodoku_technique_name(technique)) }
        .to_str()
        .unwrap()
        .to_owned()
}

#[test]
fn hodoku_ratings_are_hodokus_or_not_rated() {
    let (mut rated, mut refused) = (0, 0);
    for (puzzle, _, level, score) in sample() {
        let (status, rating) = rate_scale(&puzzle, Scale::HODOKU as i32, 0, RATING_SIZE);
        let rating = rating.expect("written on OK and NOT_RATED");
        assert_eq!(rating.scale, Scale::HODOKU as i32);
        assert_eq!((rating.er, rating.ep, rating.ed), (0, 0, 0));
        assert_eq!(rating.technique, Technique::NONE as i32);
        match status {
            Status::OK => {
                assert_eq!((level_name(rating.level), rating.score), (&*level, score));
                assert_eq!(rating.solved, 1);
                assert_ne!(name(rating.hodoku_technique), "unknown technique");
                rated += 1;
            }
            Status::NOT_RATED => {
                assert_eq!(rating.level, HodokuLevel::NONE as i32);
                assert_eq!((rating.score, rating.solved), (0, 0));
                let needs = u32::try_from(rating.hodoku_technique).unwrap();
                let row = hodoku::step_row(needs).expect("a row of the table");
                assert!(row.enabled && !hodoku::IMPLEMENTED.contains(&needs));
                refused += 1;
            }
            other => panic!("{other:?}"),
        }
    }
    // The sample holds two puzzles per implemented technique, then ten
    // that need more.
    assert!(rated >= 40, "{rated} rated");
    assert!(refused <= 10, "{refused} refused");
}

#[test]
fn the_hardest_technique_is_the_paths_hardest_step() {
    let (puzzle, ..) = sample().into_iter().next().unwrap();
    let rust = hodoku::rate(&puzzle).unwrap();
    let (_, rating) = rate_scale(&puzzle, Scale::HODOKU as i32, 0, RATING_SIZE);
    let rating = rating.unwrap();
    assert_eq!(rating.steps as usize, rust.steps.len());
    let hardest = rust
        .steps
        .iter()
        .map(|s| s.row())
        .max_by_key(|row| (row.level, row.score))
        .unwrap();
    let named = hodoku::step_row(rating.hodoku_technique as u32).unwrap();
    assert_eq!((named.level, named.score), (hardest.level, hardest.score));
}

#[test]
fn the_se_scale_is_sudoku_rate_ex_field_for_field() {
    for puzzle in [PUZZLE, HARD] {
        let (status, old) = rate_call(puzzle, 0);
        let (new_status, new) = rate_scale(puzzle, Scale::SE as i32, 0, RATING_SIZE);
        assert_eq!((status, new_status), (Status::OK, Status::OK));
        let (old, new) = (old.unwrap(), new.unwrap());
        assert_eq!(
            (old.er, old.ep, old.ed, old.technique, old.steps, old.solved),
            (new.er, new.ep, new.ed, new.technique, new.steps, new.solved)
        );
        assert_eq!(
            (new.scale, new.level, new.score, new.hodoku_technique),
            (Scale::SE as i32, 0, 0, 0)
        );
    }
}

#[test]
fn a_first_version_rating_gets_only_its_fields() {
    let (status, rating) = rate_scale(PUZZLE, Scale::HODOKU as i32, 0, RATING_V1);
    assert_eq!(status, Status::OK);
    let rating = rating.unwrap();
    assert_eq!((rating.steps > 0, rating.solved), (true, 1));
    assert_eq!((rating.scale, rating.level, rating.score), (0, 0, 0));
}

#[test]
fn bad_calls_get_their_status_and_write_nothing() {
    let hodoku = Scale::HODOKU as i32;
    let cases: [(&[u8], i32, u64, usize, Status); 7] = [
        (
            &with(PUZZLE, 3, b'x'),
            hodoku,
            0,
            RATING_SIZE,
            Status::INVALID_CHARACTER,
        ),
        (
            &with(PUZZLE, 2, b'5'),
            hodoku,
            0,
            RATING_SIZE,
            Status::CONFLICTING_GIVENS,
        ),
        (
            TWO_SOLUTIONS,
            hodoku,
            0,
            RATING_SIZE,
            Status::MULTIPLE_SOLUTIONS,
        ),
        (NO_SOLUTION, hodoku, 0, RATING_SIZE, Status::NO_SOLUTION),
        (PUZZLE, 2, 0, RATING_SIZE, Status::INVALID_ARGUMENT),
        (PUZZLE, hodoku, 0, RATING_V1 - 1, Status::INVALID_ARGUMENT),
        (HARD, hodoku, 1, RATING_SIZE, Status::BUDGET_EXHAUSTED),
    ];
    for (puzzle, scale, budget, size, expected) in cases {
        let (status, written) = rate_scale(puzzle, scale, budget, size);
        assert_eq!(status, expected);
        assert!(written.is_none(), "{expected:?} wrote");
    }
    let mut out = rating_buffer(RATING_SIZE);
    // SAFETY: NULLs are checked before anything is read.
    unsafe {
        assert_eq!(
            sudoku_rate_scale(ptr::null(), hodoku, 0, out.ptr().cast()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rate_scale(PUZZLE.as_ptr().cast(), hodoku, 0, ptr::null_mut()),
            Status::NULL_POINTER
        );
    }
    assert!(out.bytes()[4..].iter().all(|&b| b == GUARD));
}

#[test]
fn not_rated_names_the_technique_the_path_needs() {
    // A puzzle whose HoDoKu path needs forcing chains; it keeps passing
    // as long as the Rust API and the C call agree, whatever is added.
    let puzzle =
        b"1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
    let (status, rating) = rate_scale(puzzle, Scale::HODOKU as i32, 0, RATING_SIZE);
    let rating = rating.unwrap();
    match hodoku::rate(puzzle) {
        Err(hodoku::HodokuError::NotRated { needs, steps }) => {
            assert_eq!(status, Status::NOT_RATED);
            assert_eq!(rating.hodoku_technique as u32, needs.number);
            assert_eq!(rating.steps as usize, steps.len());
            assert_eq!(name(rating.hodoku_technique), needs.name);
        }
        Ok(found) => {
            assert_eq!(status, Status::OK);
            assert_eq!(rating.score, found.score);
        }
        Err(err) => panic!("{err}"),
    }
    // SAFETY: static strings.
    let text = unsafe { CStr::from_ptr(sudoku_status_str(Status::NOT_RATED as i32)) };
    assert!(text.to_str().unwrap().starts_with("not rated"));
}

#[test]
fn technique_names_are_the_step_table() {
    assert_eq!(SUDOKU_HODOKU_TECHNIQUE_COUNT, hodoku::STEPS.len());
    for (index, row) in hodoku::STEPS.iter().enumerate() {
        let number = sudoku_hodoku_technique_at(index);
        assert_eq!(number as u32, row.number);
        assert_eq!(name(number), row.name);
    }
    assert_eq!(sudoku_hodoku_technique_at(SUDOKU_HODOKU_TECHNIQUE_COUNT), 0);
    assert_eq!(sudoku_hodoku_technique_at(usize::MAX), 0);
    for unknown in [0, -1, 101, 99_999, i32::MIN] {
        assert_eq!(name(unknown), "unknown technique");
    }
}

/// Where version 2's pencil marks start, and its size.
const MARKS_AT: usize = 356;
const HINT_V2: usize = 520;

/// sudoku_hint_hodoku into a hint of `size` bytes.
fn hint(
    puzzle: &[u8],
    current: Option<&[u8; 81]>,
    level: i32,
    size: usize,
) -> (Status, Option<HodokuHint>) {
    hint_marked(puzzle, current, None, level, size)
}

/// sudoku_hint_hodoku with pencil marks (`use_candidates` and
/// `candidates` set, or zeroed for `None`) in a hint of `size` bytes;
/// checks that a written hint gives the marks back as they were.
fn hint_marked(
    puzzle: &[u8],
    current: Option<&[u8; 81]>,
    marks: Option<(u16, &[u16; 81])>,
    level: i32,
    size: usize,
) -> (Status, Option<HodokuHint>) {
    let mut input = Buffer::with(puzzle);
    let mut state = current.map(|c| Buffer::with(c));
    let mut bytes = vec![GUARD; size];
    bytes[..4].copy_from_slice(&(size as u32).to_ne_bytes());
    if size >= HINT_V2 {
        let (flag, masks) = marks.map_or((0, [0; 81]), |(flag, masks)| (flag, *masks));
        bytes[MARKS_AT..MARKS_AT + 162].copy_from_slice(&mask_bytes(&masks));
        bytes[MARKS_AT + 162..HINT_V2].copy_from_slice(&flag.to_ne_bytes());
    }
    let mut out = Buffer::with(&bytes);
    let current_ptr = state
        .as_mut()
        .map_or(ptr::null(), |b| b.ptr().cast_const().cast::<c_char>());
    // SAFETY: 81 readable bytes each; a hint of its `size` bytes.
    let status =
        unsafe { sudoku_hint_hodoku(input.ptr().cast(), current_ptr, level, 0, out.ptr().cast()) };
    assert_eq!(&out.bytes()[..4], &bytes[..4], "size was written");
    if out.bytes() == bytes.as_slice() {
        return (status, None);
    }
    if size >= HINT_V2 {
        assert_eq!(
            &out.bytes()[MARKS_AT..],
            &bytes[MARKS_AT..],
            "marks changed"
        );
    }
    let mut whole = out.bytes().to_vec();
    whole.resize(HINT_SIZE.max(size), 0);
    // SAFETY: the buffer holds a whole hint of plain integers.
    let found = unsafe { whole.as_ptr().cast::<HodokuHint>().read_unaligned() };
    (status, Some(found))
}

fn text(found: &HodokuHint) -> String {
    let mut input = Buffer::with(&hint_bytes(found));
    // SAFETY: a whole hint; a NULL buffer with length 0 measures.
    let len = unsafe { sudoku_hodoku_hint_text(input.ptr().cast(), ptr::null_mut(), 0) };
    let mut out = Buffer::new(len + 1);
    // SAFETY: `len + 1` writable bytes.
    let again = unsafe { sudoku_hodoku_hint_text(input.ptr().cast(), out.ptr().cast(), len + 1) };
    assert_eq!(again, len);
    assert_eq!(out.bytes()[len], 0);
    String::from_utf8(out.bytes()[..len].to_vec()).unwrap()
}

fn hint_bytes(found: &HodokuHint) -> Vec<u8> {
    // SAFETY: a HodokuHint is plain integers without padding.
    unsafe { std::slice::from_raw_parts(ptr::from_ref(found).cast::<u8>(), HINT_SIZE) }.to_vec()
}

fn cell_bits(found: &HodokuHint) -> u128 {
    u128::from(found.cells[0]) | u128::from(found.cells[1]) << 32 | u128::from(found.cells[2]) << 64
}

#[test]
fn level_3_hints_walk_to_the_solution_without_a_lie() {
    let mut hints = 0;
    for (puzzle, solution, ..) in sample().into_iter().take(30) {
        sudoku_test_support::check_solution(&puzzle, &solution).unwrap();
        let mut current = puzzle;
        loop {
            let (status, full) = hint(&puzzle, Some(&current), 3, HINT_SIZE);
            match status {
                Status::OK => {}
                Status::ALREADY_SOLVED => {
                    assert_eq!(current, solution);
                    break;
                }
                Status::NOT_RATED => break,
                other => panic!("{other:?}"),
            }
            let full = full.unwrap();
            // Levels 1 and 2 tell the same step, with less.
            let (_, vague) = hint(&puzzle, Some(&current), 1, HINT_SIZE);
            let (_, middle) = hint(&puzzle, Some(&current), 2, HINT_SIZE);
            let (vague, middle) = (vague.unwrap(), middle.unwrap());
            for part in [&vague, &middle] {
                assert_eq!((part.kind, part.technique), (full.kind, full.technique));
                assert_eq!(part.digits, full.digits);
                assert_eq!(part.placements, [0; 81]);
                assert_eq!(part.eliminations, [0; 81]);
            }
            assert_eq!(cell_bits(&vague), 0);
            assert_eq!(middle.cells, full.cells);
            assert!(text(&vague).starts_with("Look for: "));
            assert!(text(&full).contains(&name(full.technique)));
            let mut placed = false;
            for cell in 0..81 {
                let right = 1u16 << (solution[cell] - b'1');
                assert_eq!(full.eliminations[cell] & right, 0, "removes the solution");
                match full.placements[cell] {
                    0 => {}
                    mask => {
                        assert_eq!(mask, right, "places a wrong digit");
                        current[cell] = solution[cell];
                        placed = true;
                    }
                }
            }
            assert_eq!(placed, full.kind == StepKind::PLACEMENT as i32);
            if !placed {
                // Entries only: the next hint from the same digits would
                // repeat this step. The walk goes on from the Rust path.
                break;
            }
            hints += 1;
        }
    }
    assert!(hints > 200, "{hints} hints");
}

#[test]
fn a_wrong_entry_comes_first_vaguely_then_named() {
    let (puzzle, solution, ..) = sample().into_iter().next().unwrap();
    let cell = (0..81).rev().find(|&c| puzzle[c] == b'.').unwrap();
    let wrong = if solution[cell] == b'9' {
        b'1'
    } else {
        solution[cell] + 1
    };
    let current = with(&puzzle, cell, wrong);
    let (status, vague) = hint(&puzzle, Some(&current), 1, HINT_SIZE);
    assert_eq!(status, Status::OK);
    let vague = vague.unwrap();
    assert_eq!(vague.kind, StepKind::MISTAKE as i32);
    assert_eq!(
        (vague.technique, vague.digits, cell_bits(&vague)),
        (0, 0, 0)
    );
    let (_, full) = hint(&puzzle, Some(&current), 3, HINT_SIZE);
    let full = full.unwrap();
    assert_eq!(cell_bits(&full), 1u128 << cell);
    assert_eq!(full.digits, 1 << (wrong - b'1'));
    assert!(text(&full).contains(" is wrong."));
}

/// Puzzle, player's grid, level, the hint's size, the status expected.
type HintCase<'a> = (&'a [u8], Option<[u8; 81]>, i32, usize, Status);

#[test]
fn bad_hints_get_their_status_and_write_nothing() {
    let cases: [HintCase; 8] = [
        (PUZZLE, None, 0, HINT_SIZE, Status::INVALID_ARGUMENT),
        (PUZZLE, None, 4, HINT_SIZE, Status::INVALID_ARGUMENT),
        (PUZZLE, None, 1, MARKS_AT - 1, Status::INVALID_ARGUMENT),
        (&with(PUZZLE, 3, b'x'), None, 1, HINT_SIZE, Status::INVALID_CHARACTER),
        (TWO_SOLUTIONS, None, 1, HINT_SIZE, Status::MULTIPLE_SOLUTIONS),
        (PUZZLE, Some(with(PUZZLE, 0, b'.')), 1, HINT_SIZE, Status::CURRENT_CONTRADICTS_PUZZLE),
        (PUZZLE, Some(with(PUZZLE, 2, b'?')), 1, HINT_SIZE, Status::INVALID_CHARACTER),
        (
            PUZZLE,
            Some(*b"534678912672195348198342567859761423426853791713924856961537284287419635345286179"),
            2,
            HINT_SIZE,
            Status::ALREADY_SOLVED,
        ),
    ];
    for (puzzle, current, level, size, expected) in cases {
        let (status, written) = hint(puzzle, current.as_ref(), level, size);
        assert_eq!(status, expected);
        assert!(written.is_none(), "{expected:?} wrote");
    }
    let mut out = step_buffer(HINT_SIZE);
    // SAFETY: NULLs are checked before anything is read.
    unsafe {
        assert_eq!(
            sudoku_hint_hodoku(ptr::null(), ptr::null(), 1, 0, out.ptr().cast()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_hint_hodoku(PUZZLE.as_ptr().cast(), ptr::null(), 1, 0, ptr::null_mut()),
            Status::NULL_POINTER
        );
    }
}

#[test]
fn hint_texts_refuse_what_no_hint_holds() {
    let (_, found) = hint(PUZZLE, None, 3, HINT_SIZE);
    let found = found.unwrap();
    assert!(!text(&found).is_empty());
    let mut bad = Vec::new();
    for change in [
        |h: &mut HodokuHint| h.level = 0,
        |h: &mut HodokuHint| h.level = 4,
        |h: &mut HodokuHint| h.kind = 9,
        |h: &mut HodokuHint| h.technique = 101,
        |h: &mut HodokuHint| h.digits = 0x200,
        |h: &mut HodokuHint| h.cells[2] = 1 << 17,
        |h: &mut HodokuHint| h.eliminations[5] = 0x400,
        |h: &mut HodokuHint| h.size = 8,
    ] {
        let mut broken = found;
        change(&mut broken);
        bad.push(broken);
    }
    for broken in bad {
        let mut input = Buffer::with(&hint_bytes(&broken));
        let mut out = Buffer::new(64);
        // SAFETY: a whole hint; 64 writable bytes.
        let n = unsafe { sudoku_hodoku_hint_text(input.ptr().cast(), out.ptr().cast(), 64) };
        assert_eq!(n, 0);
        assert!(out.bytes().iter().all(|&b| b == GUARD));
    }
    // Cut short, as snprintf.
    let mut input = Buffer::with(&hint_bytes(&found));
    let mut out = Buffer::new(5);
    // SAFETY: a whole hint; 5 writable bytes.
    let n = unsafe { sudoku_hodoku_hint_text(input.ptr().cast(), out.ptr().cast(), 5) };
    assert!(n > 4);
    assert_eq!(out.bytes()[4], 0);
    // SAFETY: NULL is checked.
    assert_eq!(
        unsafe { sudoku_hodoku_hint_text(ptr::null(), ptr::null_mut(), 0) },
        0
    );
}

/// The solution's digit of `cell` as a mask.
fn right(solution: &[u8; 81], cell: usize) -> u16 {
    1 << (solution[cell] - b'1')
}

/// Level-3 hints from the player's pencil marks, walked to the solution:
/// placements fill the grid, eliminations come off the marks, so each
/// step starts where the last left off. Every step is checked against the
/// solution, which test-support's own counter proves the only one.
#[test]
fn hints_from_pencil_marks_walk_to_the_solution_without_a_lie() {
    let (mut steps, mut eliminating) = (0, 0);
    for (puzzle, solution, ..) in sample().into_iter().take(8) {
        sudoku_test_support::check_solution(&puzzle, &solution).unwrap();
        assert_eq!(sudoku_test_support::count_solutions(&puzzle, 2), Some(1));
        let mut current = puzzle;
        let mut marks = [0x1ffu16; 81];
        // Full marks read as no marks: the first hint is the same.
        let (_, plain) = hint(&puzzle, None, 3, HINT_SIZE);
        let (_, marked) = hint_marked(&puzzle, None, Some((1, &marks)), 3, HINT_SIZE);
        assert_eq!(
            hint_bytes(&plain.unwrap())[..MARKS_AT],
            hint_bytes(&marked.unwrap())[..MARKS_AT]
        );
        loop {
            let (status, full) =
                hint_marked(&puzzle, Some(&current), Some((1, &marks)), 3, HINT_SIZE);
            match status {
                Status::OK => {}
                Status::ALREADY_SOLVED => {
                    assert_eq!(current, solution);
                    break;
                }
                other => panic!("{other:?} after {steps} steps"),
            }
            let full = full.unwrap();
            assert!(
                full.kind == StepKind::PLACEMENT as i32
                    || full.kind == StepKind::ELIMINATION as i32,
                "{}",
                text(&full)
            );
            let (_, vague) = hint_marked(&puzzle, Some(&current), Some((1, &marks)), 1, HINT_SIZE);
            let vague = vague.unwrap();
            assert_eq!((vague.kind, vague.technique), (full.kind, full.technique));
            for cell in 0..81 {
                assert_eq!(
                    full.eliminations[cell] & right(&solution, cell),
                    0,
                    "removes the solution"
                );
                marks[cell] &= !full.eliminations[cell];
                if full.placements[cell] != 0 {
                    assert_eq!(
                        full.placements[cell],
                        right(&solution, cell),
                        "places a wrong digit"
                    );
                    current[cell] = solution[cell];
                }
            }
            eliminating += usize::from(full.kind == StepKind::ELIMINATION as i32);
            steps += 1;
            assert!(steps < 2000, "the walk does not end");
        }
    }
    assert!(
        steps > 200 && eliminating > 20,
        "{steps} steps, {eliminating} eliminating"
    );
}

#[test]
fn a_wrong_entry_then_a_missing_mark_come_first() {
    let (puzzle, solution, ..) = sample().into_iter().next().unwrap();
    let empty: Vec<usize> = (0..81).filter(|&c| puzzle[c] == b'.').collect();
    let (wrong_cell, marked_cell) = (empty[empty.len() - 1], empty[0]);
    let mut marks = [0x1ffu16; 81];
    marks[marked_cell] &= !right(&solution, marked_cell);
    // A missing mark, vaguely, then its cell, then its digit.
    let (status, vague) = hint_marked(&puzzle, None, Some((1, &marks)), 1, HINT_SIZE);
    assert_eq!(status, Status::OK);
    let vague = vague.unwrap();
    assert_eq!(vague.kind, StepKind::MISSING_CANDIDATE as i32);
    assert_eq!(
        (vague.technique, vague.digits, cell_bits(&vague)),
        (0, 0, 0)
    );
    assert_eq!(text(&vague), "A pencil mark is missing.");
    let (_, full) = hint_marked(&puzzle, None, Some((1, &marks)), 3, HINT_SIZE);
    let full = full.unwrap();
    assert_eq!(
        (full.digits, cell_bits(&full)),
        (
            u32::from(right(&solution, marked_cell)),
            1u128 << marked_cell
        )
    );
    assert!(text(&full).ends_with(&format!(" lack {}.", solution[marked_cell] as char)));
    // A first-version hint reads no marks: the technique step.
    let (_, old) = hint_marked(&puzzle, None, Some((1, &marks)), 3, MARKS_AT);
    assert_ne!(old.unwrap().kind, StepKind::MISSING_CANDIDATE as i32);
    // A wrong entry comes before the missing mark.
    let wrong = if solution[wrong_cell] == b'9' {
        b'1'
    } else {
        solution[wrong_cell] + 1
    };
    let current = with(&puzzle, wrong_cell, wrong);
    let (_, first) = hint_marked(&puzzle, Some(&current), Some((1, &marks)), 2, HINT_SIZE);
    let first = first.unwrap();
    assert_eq!(first.kind, StepKind::MISTAKE as i32);
    assert_eq!(cell_bits(&first), 1u128 << wrong_cell);
    // A filled cell's marks are not read; a mark a filled peer rules out
    // is dropped, not a mistake.
    let mut extra = [0u16; 81];
    for &cell in &empty {
        extra[cell] = 0x1ff;
    }
    let (_, same) = hint_marked(&puzzle, None, Some((1, &extra)), 3, HINT_SIZE);
    let (_, plain) = hint(&puzzle, None, 3, HINT_SIZE);
    assert_eq!(
        hint_bytes(&same.unwrap())[..MARKS_AT],
        hint_bytes(&plain.unwrap())[..MARKS_AT]
    );
}

#[test]
fn bad_marks_get_their_status_and_write_nothing() {
    let empty = (0..81).find(|&c| PUZZLE[c] == b'.').unwrap();
    let mut marks = [0x1ffu16; 81];
    marks[empty] = 0x200 | 0x1ff;
    let (status, written) = hint_marked(PUZZLE, None, Some((1, &marks)), 3, HINT_SIZE);
    assert_eq!(
        (status, written.is_none()),
        (Status::INVALID_CANDIDATES, true)
    );
    // A filled cell's marks are not read, so any bits pass there.
    let filled = (0..81).find(|&c| PUZZLE[c] != b'.').unwrap();
    let mut on_given = [0x1ffu16; 81];
    on_given[filled] = 0xffff;
    let (status, _) = hint_marked(PUZZLE, None, Some((1, &on_given)), 3, HINT_SIZE);
    assert_eq!(status, Status::OK);
    let (status, written) = hint_marked(PUZZLE, None, Some((2, &[0x1ff; 81])), 3, HINT_SIZE);
    assert_eq!(
        (status, written.is_none()),
        (Status::INVALID_ARGUMENT, true)
    );
}
