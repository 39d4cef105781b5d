//! The C ABI of the generator, exercised from Rust: the golden outputs of
//! tests/data/generate/golden.txt (which an independent Python
//! implementation reproduces), every puzzle checked by test-support's own
//! counter, every refusal with its status and nothing written, options at
//! odd addresses, and batches equal to one-by-one generation for 1, 2 and 8
//! threads.

use std::mem::size_of;
use std::ptr;

use sudoku::ffi::*;
use sudoku_test_support::{check_solution, count_solutions};

const GUARD: u8 = 0xA5;
const GOLDEN: &str = include_str!("data/generate/golden.txt");

fn defaults() -> GenerateOptions {
    sudoku_generate_options_default()
}

/// The options' bytes at an odd address, in a buffer of exactly their size.
struct OddOptions {
    storage: Vec<u8>,
}

impl OddOptions {
    fn new(options: &GenerateOptions) -> OddOptions {
        let mut storage = vec![0u8; 1 + size_of::<GenerateOptions>()];
        // SAFETY: plain data, copied as bytes.
        let bytes = unsafe {
            std::slice::from_raw_parts(
                ptr::from_ref(options).cast::<u8>(),
                size_of::<GenerateOptions>(),
            )
        };
        storage[1..].copy_from_slice(bytes);
        OddOptions { storage }
    }

    fn ptr(&self) -> *const GenerateOptions {
        self.storage[1..].as_ptr().cast()
    }
}

struct Made {
    status: Status,
    puzzle: Option<[u8; 81]>,
    solution: Option<[u8; 81]>,
}

/// sudoku_generate with the options at an odd address and both outputs in
/// guarded buffers at odd addresses.
fn generate_call(options: Option<&GenerateOptions>) -> Made {
    let odd = options.map(OddOptions::new);
    let mut puzzle = [GUARD; 83];
    let mut solution = [GUARD; 83];
    // SAFETY: options NULL or whole; 81 writable bytes each, at offset 1.
    let status = unsafe {
        sudoku_generate(
            odd.as_ref().map_or(ptr::null(), OddOptions::ptr),
            puzzle.as_mut_ptr().add(1).cast(),
            solution.as_mut_ptr().add(1).cast(),
        )
    };
    for buf in [&puzzle, &solution] {
        assert_eq!((buf[0], buf[82]), (GUARD, GUARD), "a guard byte changed");
    }
    let read = |buf: &[u8; 83]| -> Option<[u8; 81]> {
        let inner: [u8; 81] = buf[1..82].try_into().unwrap();
        (inner != [GUARD; 81]).then_some(inner)
    };
    Made {
        status,
        puzzle: read(&puzzle),
        solution: read(&solution),
    }
}

/// Checks a puzzle by test-support's counter: one solution, the one given;
/// minimal when asked (each given removed: two solutions or more).
fn check_puzzle(puzzle: &[u8; 81], solution: &[u8; 81], minimal: bool) {
    assert!(puzzle
        .iter()
        .all(|&b| b == b'.' || (b'1'..=b'9').contains(&b)));
    check_solution(puzzle, solution).expect("the solution solves the puzzle");
    assert_eq!(count_solutions(puzzle, 2), Some(1), "not unique");
    if minimal {
        for cell in (0..81).filter(|&c| puzzle[c] != b'.') {
            let mut less = *puzzle;
            less[cell] = b'.';
            assert_eq!(count_solutions(&less, 2), Some(2), "given {cell} can go");
        }
    }
}

#[test]
fn the_defaults_are_documented_ones() {
    let o = defaults();
    assert_eq!(o.size as usize, size_of::<GenerateOptions>());
    assert_eq!(size_of::<GenerateOptions>(), 112);
    assert_eq!(
        (o.symmetry, o.seed, o.minimal),
        (Symmetry::NONE as u32, 0, 1)
    );
    assert!(o.pattern.is_null());
    assert_eq!(o.attempt_budget, 10_000);
    assert_eq!(
        (o.min_givens, o.max_givens, o.min_rating, o.max_rating),
        (0, 0, 0, 0)
    );
    assert_eq!(o.reserved, [0; 15]);
    // NULL options are the defaults.
    let (a, b) = (generate_call(None), generate_call(Some(&o)));
    assert_eq!(a.status, Status::OK);
    assert_eq!((a.puzzle, a.solution), (b.puzzle, b.solution));
}

/// The golden file's lines for `kind`, split into words.
fn golden(kind: &str) -> Vec<Vec<&'static str>> {
    GOLDEN
        .lines()
        .filter(|l| l.split_whitespace().next() == Some(kind))
        .map(|l| l.split_whitespace().skip(1).collect())
        .collect()
}

#[test]
fn the_c_api_gives_the_golden_outputs() {
    for line in golden("grid") {
        let mut grid = [GUARD; 82];
        // SAFETY: 81 writable bytes.
        let status =
            unsafe { sudoku_random_solution(line[0].parse().unwrap(), grid.as_mut_ptr().cast()) };
        assert_eq!(status, Status::OK);
        assert_eq!(&grid[..81], line[1].as_bytes());
        assert_eq!(grid[81], GUARD);
        check_solution(&[b'.'; 81], &grid[..81]).expect("a complete valid grid");
    }
    let puzzles = golden("puzzle");
    assert!(puzzles.len() >= 10);
    for line in puzzles {
        let options = GenerateOptions {
            seed: line[0].parse().unwrap(),
            symmetry: line[1].parse().unwrap(),
            minimal: line[2].parse().unwrap(),
            min_givens: line[3].parse().unwrap(),
            max_givens: line[4].parse().unwrap(),
            ..defaults()
        };
        let made = generate_call(Some(&options));
        assert_eq!(made.status, Status::OK);
        let puzzle = made.puzzle.unwrap();
        assert_eq!(&puzzle, line[6].as_bytes(), "{line:?}");
        check_puzzle(
            &puzzle,
            &made.solution.unwrap(),
            options.minimal == 1 && options.symmetry == 0,
        );
    }
    for line in golden("pattern") {
        let pattern: [u8; 81] = line[4].as_bytes().try_into().unwrap();
        // The pattern read at an odd address.
        let mut storage = vec![0u8; 82].into_boxed_slice();
        storage[1..].copy_from_slice(&pattern);
        let options = GenerateOptions {
            seed: line[0].parse().unwrap(),
            symmetry: line[1].parse().unwrap(),
            minimal: line[2].parse().unwrap(),
            pattern: storage[1..].as_ptr().cast(),
            attempt_budget: 1_000_000,
            ..defaults()
        };
        let made = generate_call(Some(&options));
        assert_eq!(made.status, Status::OK);
        let puzzle = made.puzzle.unwrap();
        assert_eq!(&puzzle, line[5].as_bytes(), "{line:?}");
        for cell in 0..81 {
            assert_eq!(puzzle[cell] != b'.', pattern[cell] == b'x');
        }
    }
}

#[test]
fn every_symmetry_gives_unique_minimal_symmetric_puzzles() {
    for value in 0..10u32 {
        for seed in 0..3 {
            let options = GenerateOptions {
                seed,
                symmetry: value,
                ..defaults()
            };
            let made = generate_call(Some(&options));
            assert_eq!(made.status, Status::OK);
            let puzzle = made.puzzle.unwrap();
            // Minimal under a symmetry means no group can go; the groups
            // are checked by tests/generate.rs, uniqueness here.
            check_puzzle(&puzzle, &made.solution.unwrap(), value == 0);
            let given = |r: usize, c: usize| puzzle[9 * r + c] != b'.';
            for r in 0..9 {
                for c in 0..9 {
                    let images: &[(usize, usize)] = match value {
                        1 => &[(8 - r, 8 - c)],
                        2 => &[(c, 8 - r)],
                        3 => &[(r, 8 - c)],
                        4 => &[(8 - r, c)],
                        5 => &[(c, r)],
                        6 => &[(8 - c, 8 - r)],
                        7 => &[(c, r), (8 - c, 8 - r)],
                        8 => &[(r, 8 - c), (8 - r, c)],
                        9 => &[(c, 8 - r), (r, 8 - c), (c, r)],
                        _ => &[],
                    };
                    for &(ir, ic) in images {
                        assert_eq!(given(r, c), given(ir, ic), "symmetry {value}");
                    }
                }
            }
        }
    }
}

#[test]
fn bounds_are_held() {
    let options = GenerateOptions {
        seed: 11,
        minimal: 0,
        min_givens: 30,
        max_givens: 32,
        ..defaults()
    };
    let made = generate_call(Some(&options));
    assert_eq!(made.status, Status::OK);
    let puzzle = made.puzzle.unwrap();
    let givens = puzzle.iter().filter(|&&b| b != b'.').count();
    assert!((30..=32).contains(&givens), "{givens}");
    check_puzzle(&puzzle, &made.solution.unwrap(), false);
    // A rating band, rated again by sudoku_rate.
    let options = GenerateOptions {
        seed: 5,
        min_rating: 20,
        max_rating: 39,
        ..defaults()
    };
    let made = generate_call(Some(&options));
    assert_eq!(made.status, Status::OK);
    let puzzle = made.puzzle.unwrap();
    let mut rating = Rating {
        size: size_of::<Rating>() as u32,
        er: -1,
        ep: -1,
        ed: -1,
        technique: -1,
        steps: 0,
        solved: 0,
        scale: 0,
        level: 0,
        score: 0,
        hodoku_technique: 0,
    };
    // SAFETY: 81 readable bytes; a whole rating.
    assert_eq!(
        unsafe { sudoku_rate(puzzle.as_ptr().cast(), &mut rating) },
        Status::OK
    );
    assert!((20..=39).contains(&rating.er), "{}", rating.er);
    check_puzzle(&puzzle, &made.solution.unwrap(), true);
    // No solution wanted: the puzzle alone.
    let mut out = [GUARD; 81];
    // SAFETY: 81 writable bytes; NULL solution allowed.
    let status = unsafe { sudoku_generate(ptr::null(), out.as_mut_ptr().cast(), ptr::null_mut()) };
    assert_eq!(status, Status::OK);
    assert_eq!(Some(out), generate_call(None).puzzle);
}

#[test]
fn every_refusal_has_its_status_and_writes_nothing() {
    let mut bad_byte = [b'.'; 81];
    bad_byte[10] = b'X';
    let mut asymmetric = [b'.'; 81];
    asymmetric[0] = b'x';
    let few = [b'.'; 81];
    let mut reserved = defaults();
    reserved.reserved[14] = 1;
    let cases: Vec<(GenerateOptions, Status)> = vec![
        (
            GenerateOptions {
                size: 0,
                ..defaults()
            },
            Status::INVALID_ARGUMENT,
        ),
        (
            GenerateOptions {
                size: 111,
                ..defaults()
            },
            Status::INVALID_ARGUMENT,
        ),
        (
            GenerateOptions {
                minimal: 2,
                ..defaults()
            },
            Status::INVALID_ARGUMENT,
        ),
        (reserved, Status::INVALID_ARGUMENT),
        (
            GenerateOptions {
                symmetry: 10,
                ..defaults()
            },
            Status::UNKNOWN_SYMMETRY,
        ),
        (
            GenerateOptions {
                symmetry: u32::MAX,
                ..defaults()
            },
            Status::UNKNOWN_SYMMETRY,
        ),
        (
            GenerateOptions {
                max_givens: 82,
                ..defaults()
            },
            Status::INVALID_ARGUMENT,
        ),
        (
            GenerateOptions {
                min_givens: 30,
                max_givens: 29,
                ..defaults()
            },
            Status::MIN_ABOVE_MAX,
        ),
        (
            GenerateOptions {
                min_rating: 40,
                max_rating: 30,
                ..defaults()
            },
            Status::MIN_ABOVE_MAX,
        ),
        (
            GenerateOptions {
                pattern: bad_byte.as_ptr().cast(),
                ..defaults()
            },
            Status::INVALID_PATTERN,
        ),
        (
            GenerateOptions {
                symmetry: Symmetry::ROTATE_180 as u32,
                pattern: asymmetric.as_ptr().cast(),
                ..defaults()
            },
            Status::PATTERN_BREAKS_SYMMETRY,
        ),
        (
            GenerateOptions {
                pattern: few.as_ptr().cast(),
                min_givens: 17,
                ..defaults()
            },
            Status::PATTERN_OUTSIDE_GIVEN_BOUNDS,
        ),
        (
            GenerateOptions {
                attempt_budget: 0,
                ..defaults()
            },
            Status::INVALID_ARGUMENT,
        ),
        // Minimal puzzles of at most 18 givens: none within 3 attempts.
        (
            GenerateOptions {
                max_givens: 18,
                attempt_budget: 3,
                ..defaults()
            },
            Status::BUDGET_EXHAUSTED,
        ),
        // An empty pattern has no unique puzzle.
        (
            GenerateOptions {
                pattern: few.as_ptr().cast(),
                attempt_budget: 2,
                ..defaults()
            },
            Status::BUDGET_EXHAUSTED,
        ),
    ];
    for (options, want) in &cases {
        let made = generate_call(Some(options));
        assert_eq!(made.status, *want, "{options:?}");
        assert_eq!(
            (made.puzzle, made.solution),
            (None, None),
            "written on {want:?}"
        );
    }
    // A NULL puzzle, whatever the options.
    for (options, _) in &cases[..2] {
        let mut solution = [GUARD; 81];
        // SAFETY: NULL is refused before anything is read or written.
        let status =
            unsafe { sudoku_generate(options, ptr::null_mut(), solution.as_mut_ptr().cast()) };
        assert_eq!(status, Status::NULL_POINTER);
        assert_eq!(solution, [GUARD; 81]);
    }
    // SAFETY: NULL is refused.
    assert_eq!(
        unsafe { sudoku_random_solution(1, ptr::null_mut()) },
        Status::NULL_POINTER
    );
}

// ---- batches -------------------------------------------------------------------

struct Batch {
    generated: usize,
    puzzles: Vec<u8>,
    statuses: Vec<Status>,
}

/// sudoku_generate_batch with the statuses at an odd address.
fn batch(options: Option<&GenerateOptions>, count: usize, threads: u32) -> Batch {
    let mut puzzles = vec![GUARD; count * 81 + 1];
    let mut status_bytes = vec![GUARD; count * 4 + 2];
    // SAFETY: `count` records and `count` status slots (at offset 1, so not
    // 4-aligned), options NULL or whole.
    let generated = unsafe {
        sudoku_generate_batch(
            options.map_or(ptr::null(), ptr::from_ref),
            count,
            puzzles.as_mut_ptr().cast(),
            status_bytes.as_mut_ptr().add(1).cast(),
            threads,
        )
    };
    assert_eq!(puzzles[count * 81], GUARD);
    assert_eq!(
        (status_bytes[0], status_bytes[count * 4 + 1]),
        (GUARD, GUARD)
    );
    let statuses = status_bytes[1..=count * 4]
        .chunks(4)
        .map(|b| Status::from_code(i32::from_ne_bytes(b.try_into().unwrap())).expect("a status"))
        .collect();
    puzzles.truncate(count * 81);
    Batch {
        generated,
        puzzles,
        statuses,
    }
}

/// What sudoku_generate gives for seeds `seed..seed + count`.
fn one_by_one(options: &GenerateOptions, count: usize) -> Batch {
    let mut puzzles = Vec::new();
    let mut statuses = Vec::new();
    for i in 0..count {
        let made = generate_call(Some(&GenerateOptions {
            seed: options.seed.wrapping_add(i as u64),
            ..*options
        }));
        puzzles.extend_from_slice(&made.puzzle.unwrap_or([GUARD; 81]));
        statuses.push(made.status);
    }
    let generated = statuses.iter().filter(|&&s| s == Status::OK).count();
    Batch {
        generated,
        puzzles,
        statuses,
    }
}

#[test]
fn a_batch_is_generate_with_seed_plus_i_for_any_thread_count() {
    // Seeds that wrap past the largest, and a budget that some run out of:
    // statuses and untouched records mixed in.
    let options = GenerateOptions {
        seed: u64::MAX - 20,
        symmetry: Symmetry::ROTATE_180 as u32,
        max_givens: 26,
        attempt_budget: 4,
        ..defaults()
    };
    let count = 48;
    let serial = one_by_one(&options, count);
    assert!(
        serial.generated > 0 && serial.generated < count,
        "{}",
        serial.generated
    );
    for threads in [1, 2, 8, 0] {
        let run = batch(Some(&options), count, threads);
        assert_eq!(run.statuses, serial.statuses, "threads {threads}");
        assert_eq!(run.puzzles, serial.puzzles, "threads {threads}");
        assert_eq!(run.generated, serial.generated);
    }
    for record in serial.puzzles.chunks(81) {
        if record != [GUARD; 81] {
            assert_eq!(count_solutions(record.try_into().unwrap(), 2), Some(1));
        }
    }
    // NULL options: the defaults.
    let run = batch(None, 20, 2);
    assert_eq!(run.generated, 20);
    assert_eq!(run.puzzles, one_by_one(&defaults(), 20).puzzles);
}

#[test]
fn a_batch_refuses_invalid_options_in_every_status() {
    let options = GenerateOptions {
        symmetry: 99,
        ..defaults()
    };
    let run = batch(Some(&options), 5, 2);
    assert_eq!(run.generated, 0);
    assert!(run.statuses.iter().all(|&s| s == Status::UNKNOWN_SYMMETRY));
    assert!(run.puzzles.iter().all(|&b| b == GUARD));
    let options = GenerateOptions {
        min_givens: 40,
        max_givens: 30,
        ..defaults()
    };
    let run = batch(Some(&options), 3, 1);
    assert!(run.statuses.iter().all(|&s| s == Status::MIN_ABOVE_MAX));
    assert!(run.puzzles.iter().all(|&b| b == GUARD));
    // NULL arrays, an empty batch, a count too large to address.
    let mut puzzles = [GUARD; 81];
    let mut statuses = [Status::INTERNAL_ERROR; 1];
    // SAFETY: NULLs and impossible counts are refused before any access.
    unsafe {
        let o = ptr::null();
        assert_eq!(
            sudoku_generate_batch(o, 1, ptr::null_mut(), statuses.as_mut_ptr(), 1),
            0
        );
        assert_eq!(
            sudoku_generate_batch(o, 1, puzzles.as_mut_ptr().cast(), ptr::null_mut(), 1),
            0
        );
        assert_eq!(
            sudoku_generate_batch(o, 0, puzzles.as_mut_ptr().cast(), statuses.as_mut_ptr(), 1),
            0
        );
        assert_eq!(
            sudoku_generate_batch(
                o,
                usize::MAX / 2,
                puzzles.as_mut_ptr().cast(),
                statuses.as_mut_ptr(),
                1
            ),
            0
        );
    }
    assert_eq!(puzzles, [GUARD; 81]);
    assert_eq!(statuses, [Status::INTERNAL_ERROR]);
}

#[test]
fn random_solutions_are_valid_and_reproducible() {
    let mut seen = Vec::new();
    for seed in [0, 1, 2, 12345, u64::MAX] {
        let mut storage = [GUARD; 83];
        // SAFETY: 81 writable bytes at an odd offset.
        let status = unsafe { sudoku_random_solution(seed, storage.as_mut_ptr().add(1).cast()) };
        assert_eq!(status, Status::OK);
        assert_eq!((storage[0], storage[82]), (GUARD, GUARD));
        let grid = &storage[1..82];
        check_solution(&[b'.'; 81], grid).expect("a valid complete grid");
        let mut again = [0u8; 81];
        // SAFETY: 81 writable bytes.
        let status = unsafe { sudoku_random_solution(seed, again.as_mut_ptr().cast()) };
        assert_eq!((status, &again[..]), (Status::OK, grid));
        assert!(!seen.contains(&again), "two seeds gave one grid");
        seen.push(again);
    }
}
