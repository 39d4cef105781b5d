//! sudoku_canonical, sudoku_canonical_pattern, sudoku_transform and
//! sudoku_transform_invert on arbitrary bytes: refusals write nothing; a
//! form is a fixed point, is reached by the transform given with it, is no
//! greater than the grid, and is the same for the grid moved by any valid
//! transform; the pattern form is the form of the givens' positions.
//!
//! Input: 81 grid bytes, a flags byte (bit 0: raw grid bytes), then 28
//! transform bytes (raw: most are no transform, and must be refused).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::{self, Status, SUDOKU_TRANSFORM_BYTES};
use sudoku_fuzz::{split, Exact};

/// When all but this many cells hold the same symbol (empty, or one
/// digit: the empty grid, or a complete grid's pattern of 81 givens), the
/// forms are still right but slow to find in an instrumented build: every
/// transform is an automorphism and is visited (0.15 s in a release build,
/// about 6 s here, past the timeout on a loaded machine).
const MIN_OTHER_CELLS: usize = 6;

/// Whether some symbol fills more than 81 - MIN_OTHER_CELLS cells.
fn nearly_uniform(grid: &[u8; 81]) -> bool {
    let mut counts = [0usize; 256];
    for &byte in grid {
        counts[usize::from(if byte == b'0' { b'.' } else { byte })] += 1;
    }
    counts.iter().any(|&count| count > 81 - MIN_OTHER_CELLS)
}

struct Form {
    status: Status,
    form: [u8; 81],
    automorphisms: u32,
    transform: [u8; SUDOKU_TRANSFORM_BYTES],
}

fn canonical(grid: &[u8; 81], pattern: bool) -> Form {
    let input = Exact::new(grid);
    let mut form = Exact::new(&[b'#'; 81]);
    let mut transform = Exact::new(&[0xA5; SUDOKU_TRANSFORM_BYTES]);
    let mut automorphisms = 0xDEAD_u32;
    let call = if pattern {
        ffi::sudoku_canonical_pattern
    } else {
        ffi::sudoku_canonical
    };
    // SAFETY: exact buffers of 81, 81 and 28 bytes, and a writable u32.
    let status = unsafe {
        call(
            input.bytes().as_ptr().cast(),
            form.ptr().cast(),
            &mut automorphisms,
            transform.ptr(),
        )
    };
    Form {
        status,
        form: form.bytes().try_into().unwrap(),
        automorphisms,
        transform: transform.bytes().try_into().unwrap(),
    }
}

fn transform(grid: &[u8; 81], transform: &[u8]) -> (Status, [u8; 81]) {
    let input = Exact::new(grid);
    let bytes = Exact::new(transform);
    let mut out = Exact::new(&[b'#'; 81]);
    // SAFETY: exact buffers of 81, 28 and 81 bytes.
    let status = unsafe {
        ffi::sudoku_transform(
            input.bytes().as_ptr().cast(),
            bytes.bytes().as_ptr(),
            out.ptr().cast(),
        )
    };
    (status, out.bytes().try_into().unwrap())
}

fn zeros(grid: &[u8; 81]) -> [u8; 81] {
    grid.map(|b| if b == b'.' { b'0' } else { b })
}

fuzz_target!(|data: &[u8]| {
    let raw = data.get(81).is_some_and(|flags| flags & 1 != 0);
    let (grid, tail) = split(data, raw);
    let moves: [u8; SUDOKU_TRANSFORM_BYTES] = std::array::from_fn(|i| tail.byte(1 + i));
    let bad = grid
        .iter()
        .any(|&b| !matches!(b, b'1'..=b'9' | b'.' | b'0'));
    if !bad && nearly_uniform(&grid) {
        return;
    }

    let found = canonical(&grid, false);
    if bad {
        assert_eq!(found.status, Status::INVALID_CHARACTER);
        assert_eq!((found.form, found.automorphisms), ([b'#'; 81], 0xDEAD));
        assert_eq!(found.transform, [0xA5; SUDOKU_TRANSFORM_BYTES]);
        assert_eq!(canonical(&grid, true).status, Status::INVALID_CHARACTER);
        assert_eq!(transform(&grid, &moves).1, [b'#'; 81]);
        return;
    }
    assert_eq!(found.status, Status::OK);
    assert!(found.form.iter().all(|b| b.is_ascii_digit()));
    assert!(found.form <= zeros(&grid));
    assert!(found.automorphisms >= 1);
    let (status, onto) = transform(&grid, &found.transform);
    assert_eq!(status, Status::OK);
    assert_eq!(zeros(&onto), found.form);
    let fixed = canonical(&found.form, false);
    assert_eq!((fixed.form, fixed.automorphisms), (found.form, found.automorphisms));

    // The inverse takes the form back to the grid.
    let mut inverse = Exact::new(&[0; SUDOKU_TRANSFORM_BYTES]);
    // SAFETY: 28 readable and 28 writable bytes.
    let status = unsafe { ffi::sudoku_transform_invert(found.transform.as_ptr(), inverse.ptr()) };
    assert_eq!(status, Status::OK);
    assert_eq!(transform(&onto, inverse.bytes()), (Status::OK, grid));

    // The fuzzer's transform: refused, or the same form.
    let (status, moved) = transform(&grid, &moves);
    if sudoku::transform::Transform::from_bytes(&moves).is_err() {
        assert_eq!((status, moved), (Status::INVALID_ARGUMENT, [b'#'; 81]));
    } else {
        assert_eq!(status, Status::OK);
        let again = canonical(&moved, false);
        assert_eq!((again.form, again.automorphisms), (found.form, found.automorphisms));
    }

    let mask = grid.map(|b| if (b'1'..=b'9').contains(&b) { b'1' } else { b'.' });
    if nearly_uniform(&mask) {
        return;
    }
    let pattern = canonical(&grid, true);
    assert_eq!(pattern.status, Status::OK);
    assert_eq!(pattern.form, canonical(&mask, false).form);
});
