//! sudoku_canonical, sudoku_canonical_pattern, sudoku_transform,
//! sudoku_transform_invert and sudoku_count_batch through the C ABI: every
//! status, caller memory untouched on failure, and answers checked against
//! test-support's brute-force minlex and backtracking counter.

use std::ptr;

use sudoku::ffi::*;
use sudoku_test_support::{brute_force_minlex, count_solutions};

const PUZZLE: &[u8; 81] =
    b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const GUARD: u8 = 0xA5;

struct Canon {
    status: Status,
    form: [u8; 81],
    automorphisms: u32,
    transform: [u8; SUDOKU_TRANSFORM_BYTES],
}

fn canonical_call(grid: &[u8; 81], pattern: bool) -> Canon {
    let mut out = Canon {
        status: Status::OK,
        form: [GUARD; 81],
        automorphisms: 0xDEAD,
        transform: [GUARD; SUDOKU_TRANSFORM_BYTES],
    };
    let call = if pattern {
        sudoku_canonical_pattern
    } else {
        sudoku_canonical
    };
    // SAFETY: 81 readable bytes, 81 and 28 writable ones, a writable u32.
    out.status = unsafe {
        call(
            grid.as_ptr().cast(),
            out.form.as_mut_ptr().cast(),
            &mut out.automorphisms,
            out.transform.as_mut_ptr(),
        )
    };
    out
}

fn transform_call(grid: &[u8; 81], transform: &[u8; 28]) -> (Status, [u8; 81]) {
    let mut out = [GUARD; 81];
    // SAFETY: 81 readable, 28 readable, 81 writable bytes.
    let status = unsafe {
        sudoku_transform(
            grid.as_ptr().cast(),
            transform.as_ptr(),
            out.as_mut_ptr().cast(),
        )
    };
    (status, out)
}

#[test]
fn gives_the_brute_force_form_and_a_transform_onto_it() {
    let canon = canonical_call(PUZZLE, false);
    assert_eq!(canon.status, Status::OK);
    let (form, automorphisms) = brute_force_minlex(PUZZLE);
    assert_eq!(canon.form, form);
    assert_eq!(canon.automorphisms, automorphisms);
    let (status, moved) = transform_call(PUZZLE, &canon.transform);
    assert_eq!(status, Status::OK);
    assert_eq!(moved.map(|b| if b == b'.' { b'0' } else { b }), form);
    let mut inverse = [GUARD; 28];
    // SAFETY: 28 readable and 28 writable bytes.
    let status = unsafe { sudoku_transform_invert(canon.transform.as_ptr(), inverse.as_mut_ptr()) };
    assert_eq!(status, Status::OK);
    assert_eq!(transform_call(&moved, &inverse), (Status::OK, *PUZZLE));
}

#[test]
fn pattern_form_and_in_place_calls() {
    let pattern = canonical_call(PUZZLE, true);
    assert_eq!(pattern.status, Status::OK);
    let mask = PUZZLE.map(|b| if b == b'.' { b'.' } else { b'1' });
    assert_eq!(pattern.form, brute_force_minlex(&mask).0);
    assert_eq!(&pattern.transform[19..], &[1, 2, 3, 4, 5, 6, 7, 8, 9]);

    // The form may overwrite the grid; the optional outputs may be NULL.
    let mut grid = *PUZZLE;
    // SAFETY: 81 bytes, read before they are written.
    let status = unsafe {
        sudoku_canonical(
            grid.as_ptr().cast(),
            grid.as_mut_ptr().cast(),
            ptr::null_mut(),
            ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::OK);
    assert_eq!(grid, canonical_call(PUZZLE, false).form);
    let mut transform = canonical_call(PUZZLE, false).transform;
    let forward = transform;
    // SAFETY: 28 bytes, read before they are written.
    let status = unsafe { sudoku_transform_invert(transform.as_ptr(), transform.as_mut_ptr()) };
    assert_eq!(status, Status::OK);
    assert_ne!(transform, forward);
}

#[test]
fn refuses_null_and_bad_bytes_and_writes_nothing() {
    let mut bad = *PUZZLE;
    bad[12] = b'x';
    for pattern in [false, true] {
        let canon = canonical_call(&bad, pattern);
        assert_eq!(canon.status, Status::INVALID_CHARACTER);
        assert_eq!(canon.form, [GUARD; 81]);
        assert_eq!(canon.automorphisms, 0xDEAD);
        assert_eq!(canon.transform, [GUARD; 28]);
    }
    let mut form = [GUARD; 81];
    // SAFETY: NULL grid is allowed and refused.
    let status = unsafe {
        sudoku_canonical(
            ptr::null(),
            form.as_mut_ptr().cast(),
            ptr::null_mut(),
            ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::NULL_POINTER);
    // SAFETY: NULL form is allowed and refused.
    let status = unsafe {
        sudoku_canonical_pattern(
            PUZZLE.as_ptr().cast(),
            ptr::null_mut(),
            ptr::null_mut(),
            ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::NULL_POINTER);
    assert_eq!(form, [GUARD; 81]);

    // Clashing givens have a form all the same, as sudoku_check would not.
    let mut clash = *PUZZLE;
    clash[1] = b'5';
    assert_eq!(canonical_call(&clash, false).status, Status::OK);

    let identity: [u8; 28] = std::array::from_fn(|i| match i {
        0 => 0,
        1..=9 => i as u8 - 1,
        10..=18 => i as u8 - 10,
        _ => i as u8 - 18,
    });
    assert_eq!(transform_call(PUZZLE, &identity), (Status::OK, *PUZZLE));
    assert_eq!(
        transform_call(&bad, &identity),
        (Status::INVALID_CHARACTER, [GUARD; 81])
    );
    for (at, value) in [(0, 2), (1, 3), (12, 12), (27, 0), (20, 1)] {
        let mut broken = identity;
        broken[at] = value;
        assert_eq!(
            transform_call(PUZZLE, &broken),
            (Status::INVALID_ARGUMENT, [GUARD; 81]),
            "byte {at} = {value}"
        );
        let mut inverse = [GUARD; 28];
        // SAFETY: 28 readable and writable bytes.
        let status = unsafe { sudoku_transform_invert(broken.as_ptr(), inverse.as_mut_ptr()) };
        assert_eq!((status, inverse), (Status::INVALID_ARGUMENT, [GUARD; 28]));
    }
    let mut out = [GUARD; 81];
    // SAFETY: NULL pointers are allowed and refused.
    unsafe {
        assert_eq!(
            sudoku_transform(PUZZLE.as_ptr().cast(), ptr::null(), out.as_mut_ptr().cast()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_transform(ptr::null(), identity.as_ptr(), out.as_mut_ptr().cast()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_transform(PUZZLE.as_ptr().cast(), identity.as_ptr(), ptr::null_mut()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_transform_invert(identity.as_ptr(), ptr::null_mut()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_transform_invert(ptr::null(), out.as_mut_ptr()),
            Status::NULL_POINTER
        );
    }
    assert_eq!(out, [GUARD; 81]);
}

fn count_batch_call(grids: &[u8], limit: u32, threads: u32) -> (usize, Vec<u32>, Vec<Status>) {
    let count = grids.len() / 81;
    let mut found = vec![0xDEAD_u32; count];
    let mut statuses = vec![Status::INTERNAL_ERROR; count];
    // SAFETY: `count` records, slots and statuses.
    let ok = unsafe {
        sudoku_count_batch(
            grids.as_ptr().cast(),
            count,
            limit,
            found.as_mut_ptr(),
            statuses.as_mut_ptr(),
            threads,
        )
    };
    (ok, found, statuses)
}

#[test]
fn count_batch_counts_as_the_plain_counter_for_any_thread_count() {
    let mut records: Vec<[u8; 81]> = Vec::new();
    for i in 0..100 {
        let mut grid = *PUZZLE;
        // Emptying givens makes some records have several solutions.
        for cell in (0..81).filter(|c| c % 7 == i % 7).take(i % 9) {
            grid[cell] = b'.';
        }
        records.push(grid);
    }
    records[10][0] = b'x';
    records[20][1] = b'5'; // clashes with the 5 in cell 0
    let bytes: Vec<u8> = records.concat();
    let serial = count_batch_call(&bytes, 3, 1);
    for (i, record) in records.iter().enumerate() {
        match i {
            10 => assert_eq!(serial.2[i], Status::INVALID_CHARACTER),
            20 => assert_eq!(serial.2[i], Status::CONFLICTING_GIVENS),
            _ => {
                assert_eq!(serial.2[i], Status::OK);
                let expected = count_solutions(record, 3).unwrap() as u32;
                assert_eq!(serial.1[i], expected);
            }
        }
    }
    assert_eq!(serial.1[10], 0xDEAD);
    assert_eq!(serial.0, 98);
    assert!(serial.1.contains(&3) && serial.1.contains(&1));
    for threads in [0, 2, 3] {
        assert_eq!(count_batch_call(&bytes, 3, threads), serial);
    }
    let (ok, found, statuses) = count_batch_call(&bytes, 0, 2);
    assert_eq!(ok, 0);
    assert!(found.iter().all(|&n| n == 0xDEAD));
    assert!(statuses.iter().all(|&s| s == Status::INVALID_ARGUMENT));
    let mut statuses = [Status::INTERNAL_ERROR; 1];
    // SAFETY: NULL pointers are allowed: nothing is read or written.
    let ok = unsafe {
        sudoku_count_batch(
            PUZZLE.as_ptr().cast(),
            1,
            2,
            ptr::null_mut(),
            statuses.as_mut_ptr(),
            1,
        )
    };
    assert_eq!((ok, statuses[0]), (0, Status::INTERNAL_ERROR));
}
