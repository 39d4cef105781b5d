//! sudoku_player_candidates through the C ABI: the candidates of a player's
//! grid that holds mistakes, with its clashing entries listed beside them,
//! checked against a model written here from the rules.

mod ffi_support;
mod logic_support;

use std::mem::size_of;
use std::ptr;

use ffi_support::*;
use logic_support::{load_rated, sees, solution};
use sudoku::ffi::*;

/// The struct's size as first defined (include/sudoku.h).
const PLAYER_V1: usize = 416;

/// What the call gave: its status, and the struct when anything was written.
struct Called {
    status: Status,
    written: Option<PlayerMarks>,
}

/// Calls sudoku_player_candidates with the grids in exact odd buffers and a
/// struct of `size` bytes (its `size` field set to `size`) at an odd address.
fn call(puzzle: &[u8; 81], current: &[u8; 81], size: usize) -> Called {
    let mut puzzle_in = Buffer::with(puzzle);
    let mut current_in = Buffer::with(current);
    let mut bytes = vec![GUARD; size.max(4)];
    bytes[..4].copy_from_slice(&(size as u32).to_ne_bytes());
    let mut out = Buffer::with(&bytes);
    // SAFETY: 81 readable bytes each; `size` bytes readable and writable.
    let status = unsafe {
        sudoku_player_candidates(
            puzzle_in.ptr().cast(),
            current_in.ptr().cast(),
            out.ptr().cast(),
        )
    };
    assert_eq!(puzzle_in.bytes(), puzzle, "the puzzle was written");
    assert_eq!(current_in.bytes(), current, "the current grid was written");
    assert_eq!(
        &out.bytes()[..4],
        &(size as u32).to_ne_bytes(),
        "`size` was written"
    );
    let written = out.bytes()[4..].iter().any(|&b| b != GUARD);
    let found = written.then(|| {
        let mut all = vec![0u8; size_of::<PlayerMarks>()];
        let known = size.min(all.len());
        all[..known].copy_from_slice(&out.bytes()[..known]);
        // SAFETY: `all` holds size_of::<PlayerMarks>() bytes, and every
        // field is plain data for which any bytes are valid.
        unsafe { ptr::read_unaligned(all.as_ptr().cast::<PlayerMarks>()) }
    });
    if size > size_of::<PlayerMarks>() {
        assert!(
            out.bytes()[size_of::<PlayerMarks>()..]
                .iter()
                .all(|&b| b == GUARD),
            "bytes past the struct were written"
        );
    }
    Called {
        status,
        written: found,
    }
}

/// The model: (the grid of givens and the entries taken, the clashes as
/// (cell, digit, other)), from the rules as the header states them.
fn model(puzzle: &[u8; 81], current: &[u8; 81]) -> ([u8; 81], Vec<(u8, u8, u8)>) {
    let mut taken = *puzzle;
    let mut clashes = Vec::new();
    for cell in 0..81 {
        let d = digit(current[cell]);
        if d == 0 || digit(puzzle[cell]) != 0 {
            continue;
        }
        let holding = |grid: &[u8; 81]| (0..81).find(|&o| sees(cell, o) && digit(grid[o]) == d);
        match holding(puzzle).or_else(|| holding(&taken)) {
            None => taken[cell] = current[cell],
            Some(other) => clashes.push((cell as u8, d, other as u8)),
        }
    }
    (taken, clashes)
}

/// A small deterministic generator (xorshift), so that the grids are the
/// same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A player's grid: the givens, with empty cells filled at random, some
/// with the solution's digit and some with any digit (mistakes, many of
/// which clash).
fn player_grid(puzzle: &[u8; 81], solved: &[u8; 81], rng: &mut Rng) -> [u8; 81] {
    let mut current = *puzzle;
    for cell in 0..81 {
        if digit(puzzle[cell]) != 0 {
            continue;
        }
        current[cell] = match rng.below(4) {
            0 => b'0' + solved[cell],
            1 => b'1' + rng.below(9) as u8,
            _ => puzzle[cell],
        };
    }
    current
}

#[test]
fn candidates_and_clashes_follow_the_rules() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut clashes_seen = 0;
    for entry in load_rated("logic_techniques.txt").iter().take(40) {
        let solved = solution(&entry.puzzle);
        for _ in 0..5 {
            let current = player_grid(&entry.puzzle, &solved, &mut rng);
            let called = call(&entry.puzzle, &current, PLAYER_V1);
            assert_eq!(called.status, Status::OK);
            let found = called.written.expect("written on OK");
            let (taken, clashes) = model(&entry.puzzle, &current);
            assert_eq!(found.candidates, own_candidates(&taken));
            let count = found.clash_count as usize;
            let listed: Vec<(u8, u8, u8)> = (0..count)
                .map(|i| {
                    (
                        found.clash_cells[i],
                        found.clash_digits[i],
                        found.clash_others[i],
                    )
                })
                .collect();
            assert_eq!(listed, clashes);
            for (cell, d, other) in listed {
                assert!(sees(cell.into(), other.into()));
                assert_eq!(digit(current[usize::from(other)]), d);
                assert_eq!(digit(current[usize::from(cell)]), d);
            }
            assert!(found.clash_cells[count..].iter().all(|&b| b == 0));
            assert!(found.clash_digits[count..].iter().all(|&b| b == 0));
            assert!(found.clash_others[count..].iter().all(|&b| b == 0));
            clashes_seen += count;
        }
    }
    assert!(
        clashes_seen > 100,
        "the grids held too few clashes to test: {clashes_seen}"
    );
}

#[test]
fn a_grid_without_clashes_has_the_candidates_of_sudoku_candidates() {
    let solved = solution(PUZZLE);
    let mut current = *PUZZLE;
    for cell in (0..81).step_by(4) {
        current[cell] = b'0' + solved[cell];
    }
    let called = call(PUZZLE, &current, PLAYER_V1);
    assert_eq!(called.status, Status::OK);
    let found = called.written.unwrap();
    assert_eq!(found.clash_count, 0);
    assert_eq!(found.candidates, own_candidates(&current));
}

#[test]
fn a_given_wins_over_an_earlier_entry() {
    // r1c3=2 is taken; r1c4=2 repeats that entry, since no given 2 sees
    // it; r2c3=5 repeats both the given r1c1=5 (its box) and the given
    // r2c6=5 (its row), and the lower cell is named.
    let mut current = *PUZZLE;
    current[2] = b'2';
    current[3] = b'2';
    current[11] = b'5';
    let found = call(PUZZLE, &current, PLAYER_V1).written.unwrap();
    let listed: Vec<(u8, u8, u8)> = (0..found.clash_count as usize)
        .map(|i| {
            (
                found.clash_cells[i],
                found.clash_digits[i],
                found.clash_others[i],
            )
        })
        .collect();
    assert_eq!(listed, vec![(3, 2, 2), (11, 5, 0)]);
    let mut taken = *PUZZLE;
    taken[2] = b'2';
    assert_eq!(found.candidates, own_candidates(&taken));
}

#[test]
fn errors_name_the_grid_and_nothing_is_written() {
    let good = *PUZZLE;
    let cases: [(&[u8; 81], [u8; 81], Status); 5] = [
        (&with(PUZZLE, 2, b'x'), good, Status::INVALID_CHARACTER),
        (&with(PUZZLE, 2, b'5'), good, Status::CONFLICTING_GIVENS),
        (PUZZLE, with(PUZZLE, 2, b'x'), Status::INVALID_CHARACTER),
        (
            PUZZLE,
            with(PUZZLE, 0, b'.'),
            Status::CURRENT_CONTRADICTS_PUZZLE,
        ),
        (
            PUZZLE,
            with(PUZZLE, 0, b'4'),
            Status::CURRENT_CONTRADICTS_PUZZLE,
        ),
    ];
    for (puzzle, current, status) in cases {
        let called = call(puzzle, &current, PLAYER_V1);
        assert_eq!(called.status, status);
        assert!(called.written.is_none(), "written on {status:?}");
    }
    // A clash among the player's entries is no error.
    assert_eq!(
        call(PUZZLE, &with(PUZZLE, 2, b'5'), PLAYER_V1).status,
        Status::OK
    );
}

#[test]
fn null_pointers_and_small_structs_are_refused() {
    let called = call(PUZZLE, PUZZLE, PLAYER_V1 - 1);
    assert_eq!(called.status, Status::INVALID_ARGUMENT);
    assert!(called.written.is_none());
    let mut out = PlayerMarks {
        size: PLAYER_V1 as u32,
        clash_count: 7,
        candidates: [7; 81],
        clash_cells: [7; 81],
        clash_digits: [7; 81],
        clash_others: [7; 81],
    };
    let before = out;
    let grid = PUZZLE.as_ptr().cast();
    // SAFETY: NULL is allowed for each pointer; the others are valid.
    unsafe {
        assert_eq!(
            sudoku_player_candidates(ptr::null(), grid, &mut out),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_player_candidates(grid, ptr::null(), &mut out),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_player_candidates(grid, grid, ptr::null_mut()),
            Status::NULL_POINTER
        );
    }
    assert_eq!(out, before);
}

#[test]
fn a_larger_struct_gets_the_known_fields_and_nothing_past_them() {
    let small = call(PUZZLE, PUZZLE, PLAYER_V1).written.unwrap();
    let large = call(PUZZLE, PUZZLE, PLAYER_V1 + 40).written.unwrap();
    assert_eq!(small.size, PLAYER_V1 as u32);
    assert_eq!(large.size, PLAYER_V1 as u32 + 40);
    assert_eq!(
        PlayerMarks { size: 0, ..small },
        PlayerMarks { size: 0, ..large }
    );
    assert_eq!(small.candidates, own_candidates(PUZZLE));
}
