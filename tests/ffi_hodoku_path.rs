//! HoDoKu's whole path and its teaching generator through the C ABI:
//! sudoku_explain_hodoku's steps against HoDoKu 2.2.0's own paths
//! (tests/data/hodoku/sample.jsonl), and sudoku_generate_hodoku's puzzles
//! checked by test-support (one solution, givens within bounds and
//! symmetric) and by their path. Buffers sit at odd addresses between
//! guard bytes; failures leave them as they were.

mod ffi_support;
mod logic_support;

use std::ffi::CStr;
use std::mem::size_of;
use std::ptr;

use ffi_support::*;
use sudoku::ffi::*;

const HINT_SIZE: usize = size_of::<HodokuHint>();
/// The first version's size, the smallest stride accepted.
const HINT_V1: usize = 356;

/// Puzzle, solution, whether HoDoKu's path is whole here, and its steps
/// (name, sorted placements, sorted eliminations), from the sample.
type Sample = ([u8; 81], [u8; 81], Vec<(String, Vec<String>, Vec<String>)>);

fn tokens(text: &str) -> Vec<String> {
    let mut list: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
    list.sort();
    list
}

fn sample() -> Vec<Sample> {
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
            let steps = v["steps"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| {
                    (
                        s["technique"].as_str().unwrap().to_owned(),
                        tokens(s["placements"].as_str().unwrap()),
                        tokens(s["eliminations"].as_str().unwrap()),
                    )
                })
                .collect();
            (grid("puzzle"), grid("solution"), steps)
        })
        .collect()
}

struct Path {
    status: Status,
    count: Option<usize>,
    elements: Vec<Vec<u8>>,
    /// The array's bytes after the call, guard bytes around it intact.
    untouched: bool,
}

/// sudoku_explain_hodoku into `capacity` elements of `stride` bytes (the
/// first one's size set), at an odd address.
fn explain(puzzle: &[u8; 81], capacity: usize, stride: usize, budget: u64) -> Path {
    let mut input = Buffer::with(puzzle);
    let mut bytes = vec![GUARD; capacity * stride];
    if capacity > 0 {
        bytes[..4].copy_from_slice(&(stride as u32).to_ne_bytes());
    }
    let before = bytes.clone();
    let mut steps = Buffer::with(&bytes);
    let mut count = Buffer::new(size_of::<usize>());
    let steps_ptr = if capacity == 0 {
        ptr::null_mut()
    } else {
        steps.ptr().cast()
    };
    // SAFETY: every buffer is as large as the contract says.
    let status = unsafe {
        sudoku_explain_hodoku(
            input.ptr().cast(),
            budget,
            steps_ptr,
            capacity,
            count.ptr().cast(),
        )
    };
    assert!(steps.guards_intact() && count.guards_intact() && input.guards_intact());
    assert_eq!(input.bytes(), puzzle, "the puzzle was written");
    let count = (count.bytes() != [GUARD; size_of::<usize>()])
        .then(|| usize::from_ne_bytes(count.bytes().try_into().unwrap()));
    Path {
        status,
        count,
        elements: steps
            .bytes()
            .chunks(stride.max(1))
            .map(<[u8]>::to_vec)
            .collect(),
        untouched: steps.bytes() == before,
    }
}

fn read_hint(bytes: &[u8]) -> HodokuHint {
    assert!(bytes.len() >= HINT_SIZE);
    // SAFETY: plain integers, read without alignment.
    unsafe { bytes.as_ptr().cast::<HodokuHint>().read_unaligned() }
}

/// A candidate's name in HoDoKu's notation.
fn notation(cell: usize, digit: u32, placed: bool) -> String {
    let op = if placed { "=" } else { "<>" };
    format!("r{}c{}{op}{digit}", cell / 9 + 1, cell % 9 + 1)
}

fn listed(masks: &[u16; 81], placed: bool) -> Vec<String> {
    let mut list = Vec::new();
    for (cell, &mask) in masks.iter().enumerate() {
        for digit in 1..=9 {
            if mask & 1 << (digit - 1) != 0 {
                list.push(notation(cell, digit, placed));
            }
        }
    }
    list.sort();
    list
}

fn name(technique: i32) -> String {
    // SAFETY: a static NUL-terminated string.
    unsafe { CStr::from_ptr(sudoku_hodoku_technique_name(technique)) }
        .to_str()
        .unwrap()
        .to_owned()
}

#[test]
fn the_path_is_hodokus_step_for_step() {
    let mut whole = 0;
    for (puzzle, solution, expected) in sample() {
        let path = explain(&puzzle, 729, HINT_SIZE, 0);
        assert!(matches!(path.status, Status::OK | Status::NOT_RATED));
        let count = path.count.unwrap();
        assert!(count <= expected.len());
        let mut grid = puzzle;
        for (index, bytes) in path.elements.iter().take(count).enumerate() {
            let step = read_hint(bytes);
            assert_eq!((step.size as usize, step.level), (HINT_SIZE, 3));
            let (technique, placements, eliminations) = &expected[index];
            assert_eq!(&name(step.technique), technique, "step {index}");
            assert_eq!(&listed(&step.placements, true), placements, "step {index}");
            assert_eq!(
                &listed(&step.eliminations, false),
                eliminations,
                "step {index}"
            );
            for (cell, &mask) in step.placements.iter().enumerate() {
                if mask != 0 {
                    grid[cell] = b'1' + mask.trailing_zeros() as u8;
                }
            }
        }
        // Untouched elements keep their guard bytes.
        assert!(path.elements[count..].iter().skip(1).all(|e| untouched(e)));
        if path.status == Status::OK {
            assert_eq!(count, expected.len());
            assert_eq!(grid, solution);
            sudoku_test_support::assert_solution_of(&puzzle, &grid);
            whole += 1;
        }
    }
    assert!(whole >= 50, "only {whole} whole paths");
}

#[test]
fn a_small_array_gets_the_count_and_nothing_else() {
    let (puzzle, _, expected) = &sample()[0];
    let needed = expected.len();
    for capacity in [0, 1, needed - 1] {
        let path = explain(puzzle, capacity, HINT_SIZE, 0);
        assert_eq!(path.status, Status::CAPACITY_TOO_SMALL);
        assert_eq!(path.count, Some(needed));
        assert!(path.untouched);
    }
    // A larger stride: each element at its stride, its size set to it,
    // the bytes past the struct left alone.
    let stride = HINT_SIZE + 6;
    let path = explain(puzzle, needed, stride, 0);
    assert_eq!((path.status, path.count), (Status::OK, Some(needed)));
    for element in &path.elements {
        assert_eq!(read_hint(element).size as usize, stride);
        assert!(element[HINT_SIZE..].iter().all(|&b| b == GUARD));
    }
}

#[test]
fn refusals_write_nothing() {
    let (puzzle, _, _) = &sample()[0];
    let mut bad = *puzzle;
    bad[5] = b'x';
    let mut clash = *puzzle;
    clash[0] = clash[5];
    let mut open = *puzzle;
    open[..40].fill(b'.');
    for (grid, budget, stride, status) in [
        (bad, 0, HINT_SIZE, Status::INVALID_CHARACTER),
        (clash, 0, HINT_SIZE, Status::CONFLICTING_GIVENS),
        (open, 0, HINT_SIZE, Status::MULTIPLE_SOLUTIONS),
        (*puzzle, 1, HINT_SIZE, Status::BUDGET_EXHAUSTED),
        (*puzzle, 0, HINT_V1 - 1, Status::INVALID_ARGUMENT),
    ] {
        let path = explain(&grid, 729, stride, budget);
        assert_eq!(path.status, status);
        assert_eq!(path.count, None);
        assert!(path.untouched, "{status:?}");
    }
    let mut count = 7usize;
    let mut steps = [0u8; HINT_SIZE];
    // SAFETY: NULL pointers are refused before anything is read.
    unsafe {
        let p = puzzle.as_ptr().cast();
        let s: *mut HodokuHint = steps.as_mut_ptr().cast();
        assert_eq!(
            sudoku_explain_hodoku(ptr::null(), 0, s, 1, &mut count),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_explain_hodoku(p, 0, s, 1, ptr::null_mut()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_explain_hodoku(p, 0, ptr::null_mut(), 1, &mut count),
            Status::NULL_POINTER
        );
    }
    assert_eq!(count, 7);
}

// ---- the teaching generator -------------------------------------------------

struct Made {
    status: Status,
    puzzle: [u8; 81],
    solution: [u8; 81],
}

fn generate(options: &GenerateOptions, level: i32, technique: i32, hardest: i32) -> Made {
    let mut puzzle = Buffer::new(81);
    let mut solution = Buffer::new(81);
    // SAFETY: options from the defaults; 81 writable bytes each.
    let status = unsafe {
        sudoku_generate_hodoku(
            options,
            level,
            technique,
            hardest,
            puzzle.ptr().cast(),
            solution.ptr().cast(),
        )
    };
    assert!(puzzle.guards_intact() && solution.guards_intact());
    if status != Status::OK {
        assert_eq!(puzzle.bytes(), [GUARD; 81], "written on {status:?}");
        assert_eq!(solution.bytes(), [GUARD; 81], "written on {status:?}");
    }
    Made {
        status,
        puzzle: puzzle.bytes().try_into().unwrap(),
        solution: solution.bytes().try_into().unwrap(),
    }
}

/// The puzzle's HoDoKu rating through the C call.
fn rate_hodoku(puzzle: &[u8; 81]) -> Rating {
    let mut rating: Rating = unsafe { std::mem::zeroed() };
    rating.size = size_of::<Rating>() as u32;
    // SAFETY: 81 readable bytes; a whole rating.
    let status = unsafe { sudoku_rate_scale(puzzle.as_ptr().cast(), 1, 0, &mut rating) };
    assert_eq!(status, Status::OK);
    rating
}

/// Checks a generated puzzle with test-support: one solution, the one
/// written.
fn check_made(made: &Made) {
    assert_eq!(made.status, Status::OK);
    assert_eq!(
        sudoku_test_support::count_solutions(&made.puzzle, 2),
        Some(1)
    );
    sudoku_test_support::assert_solution_of(&made.puzzle, &made.solution);
}

#[test]
fn puzzles_of_each_common_level() {
    let mut options = sudoku_generate_options_default();
    for (level, seed) in [(1, 1), (2, 2), (3, 3)] {
        options.seed = seed;
        let made = generate(&options, level, 0, 0);
        check_made(&made);
        assert_eq!(rate_hodoku(&made.puzzle).level, level);
        // Seeded: the same seed, the same puzzle.
        assert_eq!(generate(&options, level, 0, 0).puzzle, made.puzzle);
    }
}

/// The path's technique numbers, through the C call.
fn path_techniques(puzzle: &[u8; 81]) -> Vec<i32> {
    let path = explain(puzzle, 729, HINT_SIZE, 0);
    assert_eq!(path.status, Status::OK);
    path.elements[..path.count.unwrap()]
        .iter()
        .map(|e| read_hint(e).technique)
        .collect()
}

#[test]
fn puzzles_that_need_a_technique_with_symmetry_and_bounds() {
    let mut options = sudoku_generate_options_default();
    options.symmetry = Symmetry::ROTATE_180 as u32;
    options.min_givens = 24;
    options.max_givens = 30;
    options.seed = 11;
    // X-Wing (2200, Hard, 140) and Skyscraper (3000, Hard, 130).
    for (technique, hardest) in [(2200, 0), (2200, 1), (3000, 1)] {
        let made = generate(&options, 0, technique, hardest);
        check_made(&made);
        let givens = made.puzzle.iter().filter(|&&b| b != b'.').count();
        assert!((24..=30).contains(&givens), "{givens} givens");
        for cell in 0..81 {
            assert_eq!(made.puzzle[cell] == b'.', made.puzzle[80 - cell] == b'.');
        }
        let path = path_techniques(&made.puzzle);
        assert!(path.contains(&technique), "{technique} not on the path");
        if hardest == 1 {
            // No step of a higher level, or of its level and a higher base
            // score (the step table, checked against HoDoKu's jar).
            let key = |t: i32| {
                let row = sudoku::logic::hodoku::step_row(t as u32).unwrap();
                (row.level, row.score)
            };
            let harder = path.iter().any(|&t| key(t) > key(technique));
            assert!(!harder, "a harder step in {path:?}");
        }
    }
}

/// The techniques offered since the list was measured again, with every
/// enabled technique in: ALS-XZ, ALS-XY-Wing, the forcing chain row
/// (1.05-1.12% of minimal puzzles' paths; about 100 candidates each).
#[test]
fn puzzles_that_need_an_als_or_a_forcing_chain() {
    let mut options = sudoku_generate_options_default();
    options.seed = 0;
    for technique in [5700, 5800, 8500] {
        let made = generate(&options, 0, technique, 0);
        check_made(&made);
        let path = path_techniques(&made.puzzle);
        let row = |t: i32| sudoku::logic::hodoku::step_row(t as u32).unwrap().number as i32;
        assert!(
            path.iter().any(|&t| row(t) == technique),
            "{technique} not on {path:?}"
        );
    }
}

#[test]
fn generator_refusals() {
    let options = sudoku_generate_options_default();
    for (level, technique, hardest, status) in [
        (6, 0, 0, Status::INVALID_ARGUMENT),
        (-1, 0, 0, Status::INVALID_ARGUMENT),
        (0, 1234, 0, Status::INVALID_ARGUMENT),
        (0, -2200, 0, Status::INVALID_ARGUMENT),
        (0, 0, 1, Status::INVALID_ARGUMENT),
        (0, 2200, 2, Status::INVALID_ARGUMENT),
        // Jellyfish: implemented, on 0.08% of minimal puzzles' paths.
        (0, 2400, 0, Status::NOT_TEACHABLE),
        // Grouped AIC: implemented, 0.77%; its row (5650) is teachable.
        (0, 5652, 1, Status::NOT_TEACHABLE),
        // ALS-XY-Chain (0.37%) and Uniqueness Test 6 (0.73%, teachable
        // until the 40,000-puzzle measurement).
        (0, 5900, 0, Status::NOT_TEACHABLE),
        (0, 4000, 0, Status::NOT_TEACHABLE),
        // Kraken Fish: off by default in HoDoKu.
        (0, 8450, 0, Status::NOT_TEACHABLE),
        // Template Set: off by default.
        (0, 8700, 0, Status::NOT_TEACHABLE),
    ] {
        let made = generate(&options, level, technique, hardest);
        assert_eq!(made.status, status, "{level} {technique} {hardest}");
    }
    let mut tight = options;
    tight.attempt_budget = 1;
    assert_eq!(generate(&tight, 5, 0, 0).status, Status::BUDGET_EXHAUSTED);
    let mut bad = options;
    bad.symmetry = 99;
    assert_eq!(generate(&bad, 1, 0, 0).status, Status::UNKNOWN_SYMMETRY);
    // SAFETY: a NULL puzzle is refused first.
    let status =
        unsafe { sudoku_generate_hodoku(&options, 1, 0, 0, ptr::null_mut(), ptr::null_mut()) };
    assert_eq!(status, Status::NULL_POINTER);
}
