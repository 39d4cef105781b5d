//! sudoku_generate with arbitrary options (every field, the pattern, the
//! size and the reserved fields), sudoku_random_solution with any seed and
//! a two-record sudoku_generate_batch: the refusal the header's order
//! gives, worked out here; nothing written on a refusal; on success the
//! solution given (test-support's checker), one solution and minimality
//! (the library's sudoku_count_solutions: test-support's plain counter takes
//! a second per puzzle in a fuzzing build; tests/generate.rs uses it), and
//! the bounds, symmetry and pattern held. Attempt budgets stay small so that
//! every call is cheap.
//!
//! Input:
//!   [0] flags: bit 0 a pattern, bit 1 raw pattern bytes, bit 2 a reserved
//!       field set, bit 3 raw symmetry, bit 4 NULL solution, bit 5 a batch,
//!       bit 6 a size other than the struct's
//!   [1..9] seed
//!   [9] symmetry (% 11 unless raw: 10 is unknown), [9..13] when raw
//!   [13] minimal (% 3: 2 is invalid)
//!   [14], [15] min and max givens (% 90)
//!   [16], [17] min and max rating (% 80)
//!   [18] attempt budget (% 6: 0 is invalid)
//!   [19] size (with bit 6)
//!   [20..101] pattern: 'x' for bytes of bit 0 set, else '.' (unless raw)
#![no_main]

use std::mem::size_of;
use std::ptr;

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::{self, GenerateOptions, Rating, Status};
use sudoku_fuzz::{is_known, Exact, Tail};
use sudoku_test_support::check_solution;

const FILL: u8 = 0xEE;

fuzz_target!(|data: &[u8]| {
    let input = Tail(data);
    let flags = input.byte(0);
    let mut options = ffi::sudoku_generate_options_default();
    options.seed = input.u64_at(1);
    options.symmetry = if flags & 8 != 0 {
        input.u32_at(9)
    } else {
        u32::from(input.byte(9)) % 11
    };
    options.minimal = u32::from(input.byte(13)) % 3;
    options.min_givens = u32::from(input.byte(14)) % 90;
    options.max_givens = u32::from(input.byte(15)) % 90;
    options.min_rating = u32::from(input.byte(16)) % 80;
    options.max_rating = u32::from(input.byte(17)) % 80;
    options.attempt_budget = u64::from(input.byte(18)) % 6;
    if flags & 4 != 0 {
        options.reserved[usize::from(input.byte(19)) % 15] = 1 + u32::from(input.byte(19));
    }
    if flags & 64 != 0 {
        options.size = u32::from(input.byte(19)) * 2;
    }
    let pattern: Option<[u8; 81]> = (flags & 1 != 0).then(|| {
        let mut cells = [b'.'; 81];
        for (cell, slot) in cells.iter_mut().enumerate() {
            let byte = input.byte(20 + cell);
            *slot = match byte {
                _ if flags & 2 != 0 => byte,
                _ if byte & 1 != 0 => b'x',
                _ => b'.',
            };
        }
        cells
    });
    let mut pattern_buf = pattern.map(|p| Exact::new(&p));
    options.pattern = pattern_buf
        .as_mut()
        .map_or(ptr::null(), |b| b.ptr().cast_const().cast());

    let expected = refusal(&options, pattern.as_ref());
    // The options themselves at an odd address, exactly their size.
    // SAFETY: plain data, viewed as its bytes.
    let option_bytes = unsafe {
        std::slice::from_raw_parts(
            ptr::from_ref(&options).cast::<u8>(),
            size_of::<GenerateOptions>(),
        )
    };
    let mut options_buf = Exact::new(option_bytes);
    let mut puzzle = Exact::new(&[FILL; 81]);
    let mut solution = Exact::new(&[FILL; 81]);
    let null_solution = flags & 16 != 0;
    // SAFETY: the options' bytes, their pattern of 81 bytes, 81 writable
    // bytes for each output.
    let status = unsafe {
        ffi::sudoku_generate(
            options_buf.ptr().cast(),
            puzzle.ptr().cast(),
            if null_solution {
                ptr::null_mut()
            } else {
                solution.ptr().cast()
            },
        )
    };
    assert!(is_known(status));
    match expected {
        Some(refused) => assert_eq!(status, refused, "{options:?}"),
        None => assert!(
            status == Status::OK || status == Status::BUDGET_EXHAUSTED,
            "{status:?} for {options:?}"
        ),
    }
    if status == Status::OK {
        let puzzle: [u8; 81] = puzzle.bytes().try_into().unwrap();
        check_puzzle(&puzzle, &options, pattern.as_ref());
        if null_solution {
            assert_eq!(solution.bytes(), [FILL; 81]);
        } else {
            check_solution(&puzzle, solution.bytes()).expect("the solution solves the puzzle");
        }
    } else {
        assert_eq!(puzzle.bytes(), [FILL; 81], "puzzle written on {status:?}");
        assert_eq!(
            solution.bytes(),
            [FILL; 81],
            "solution written on {status:?}"
        );
    }

    let mut grid = Exact::new(&[FILL; 81]);
    // SAFETY: 81 writable bytes.
    assert_eq!(
        unsafe { ffi::sudoku_random_solution(options.seed, grid.ptr().cast()) },
        Status::OK
    );
    check_solution(&[b'.'; 81], grid.bytes()).expect("a valid complete grid");

    if flags & 32 != 0 {
        check_batch(&options_buf, status, puzzle.bytes());
    }
});

/// The refusal of invalid options, in the order sudoku_generate_options
/// documents; None when the options are valid.
fn refusal(o: &GenerateOptions, pattern: Option<&[u8; 81]>) -> Option<Status> {
    if (o.size as usize) < size_of::<GenerateOptions>() {
        return Some(Status::INVALID_ARGUMENT);
    }
    if o.minimal > 1 || o.reserved.iter().any(|&r| r != 0) {
        return Some(Status::INVALID_ARGUMENT);
    }
    if o.symmetry > 9 {
        return Some(Status::UNKNOWN_SYMMETRY);
    }
    if o.min_givens > 81 || o.max_givens > 81 {
        return Some(Status::INVALID_ARGUMENT);
    }
    if (o.max_givens != 0 && o.min_givens > o.max_givens)
        || (o.max_rating != 0 && o.min_rating > o.max_rating)
    {
        return Some(Status::MIN_ABOVE_MAX);
    }
    if let Some(pattern) = pattern {
        if pattern.iter().any(|&b| b != b'x' && b != b'.') {
            return Some(Status::INVALID_PATTERN);
        }
        let given = |cell: usize| pattern[cell] == b'x';
        if (0..81).any(|cell| {
            images(o.symmetry, cell)
                .iter()
                .any(|&i| given(i) != given(cell))
        }) {
            return Some(Status::PATTERN_BREAKS_SYMMETRY);
        }
        let count = pattern.iter().filter(|&&b| b == b'x').count() as u32;
        let max = if o.max_givens == 0 { 81 } else { o.max_givens };
        if count < o.min_givens || count > max {
            return Some(Status::PATTERN_OUTSIDE_GIVEN_BOUNDS);
        }
    }
    if o.attempt_budget == 0 {
        return Some(Status::INVALID_ARGUMENT);
    }
    None
}

/// The cells a symmetry maps `cell` to, by row and column arithmetic.
fn images(symmetry: u32, cell: usize) -> Vec<usize> {
    let (r, c) = (cell / 9, cell % 9);
    let at = |r: usize, c: usize| 9 * r + c;
    let (turn, half, three) = (at(c, 8 - r), at(8 - r, 8 - c), at(8 - c, r));
    let (left_right, top_bottom) = (at(r, 8 - c), at(8 - r, c));
    let (diagonal, anti) = (at(c, r), at(8 - c, 8 - r));
    match symmetry {
        1 => vec![half],
        2 => vec![turn, half, three],
        3 => vec![left_right],
        4 => vec![top_bottom],
        5 => vec![diagonal],
        6 => vec![anti],
        7 => vec![diagonal, anti, half],
        8 => vec![left_right, top_bottom, half],
        9 => vec![turn, half, three, left_right, top_bottom, diagonal, anti],
        _ => vec![],
    }
}

/// Solutions of a grid up to 2, by sudoku_count_solutions.
fn count_solutions(grid: &[u8; 81]) -> u32 {
    let mut buf = Exact::new(grid);
    let mut found = u32::MAX;
    // SAFETY: 81 readable bytes; a writable count.
    let status = unsafe { ffi::sudoku_count_solutions(buf.ptr().cast(), 2, &mut found) };
    assert_eq!(status, Status::OK);
    found
}

/// Everything a generated puzzle promises.
fn check_puzzle(puzzle: &[u8; 81], o: &GenerateOptions, pattern: Option<&[u8; 81]>) {
    assert!(puzzle
        .iter()
        .all(|&b| b == b'.' || (b'1'..=b'9').contains(&b)));
    assert_eq!(count_solutions(puzzle), 1, "not unique");
    let given = |cell: usize| puzzle[cell] != b'.';
    for cell in 0..81 {
        for image in images(o.symmetry, cell) {
            assert_eq!(given(cell), given(image), "symmetry {}", o.symmetry);
        }
    }
    let count = (0..81).filter(|&c| given(c)).count() as u32;
    match pattern {
        Some(pattern) => {
            assert!((0..81).all(|c| given(c) == (pattern[c] == b'x')));
        }
        None => {
            assert!(count >= o.min_givens);
            assert!(o.max_givens == 0 || count <= o.max_givens);
        }
    }
    if o.minimal == 1 && o.symmetry == 0 {
        for cell in (0..81).filter(|&c| given(c)) {
            let mut less = *puzzle;
            less[cell] = b'.';
            assert_eq!(count_solutions(&less), 2, "given {cell} can go");
        }
    }
    if o.min_rating != 0 || o.max_rating != 0 {
        // SAFETY: a rating is plain integers, for which zero bytes are valid.
        let mut rating: Rating = unsafe { std::mem::zeroed() };
        rating.size = size_of::<Rating>() as u32;
        // SAFETY: 81 readable bytes; a whole rating.
        let rated = unsafe { ffi::sudoku_rate(puzzle.as_ptr().cast(), &mut rating) };
        assert_eq!(rated, Status::OK);
        let er = rating.er as u32;
        assert!(er >= o.min_rating && (o.max_rating == 0 || er <= o.max_rating));
    }
}

/// A batch of two on the calling thread: record 0 is what sudoku_generate
/// gave, record 1 what it gives with the next seed.
fn check_batch(options: &Exact, first: Status, first_puzzle: &[u8]) {
    let mut puzzles = Exact::new(&[FILL; 162]);
    let mut statuses = Exact::new(&[FILL; 8]);
    // SAFETY: the options' bytes; 2 records and 2 status slots (unaligned).
    let made = unsafe {
        ffi::sudoku_generate_batch(
            options.bytes().as_ptr().cast(),
            2,
            puzzles.ptr().cast(),
            statuses.ptr().cast(),
            1,
        )
    };
    let status_of = |i: usize| {
        let code = i32::from_ne_bytes(statuses.bytes()[4 * i..4 * i + 4].try_into().unwrap());
        Status::from_code(code).expect("a status")
    };
    assert_eq!(status_of(0), first);
    let record = &puzzles.bytes()[..81];
    if first == Status::OK {
        assert_eq!(record, first_puzzle);
    } else {
        assert_eq!(record, [FILL; 81]);
    }
    let ok = usize::from(first == Status::OK) + usize::from(status_of(1) == Status::OK);
    assert_eq!(made, ok);
    if status_of(1) != Status::OK {
        assert_eq!(&puzzles.bytes()[81..], [FILL; 81]);
    }
}
