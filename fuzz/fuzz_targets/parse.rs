//! sudoku_parse on arbitrary text of any length, in a heap buffer of exactly
//! that length; also sudoku_status_str and sudoku_version on any value.
//!
//! Input: the text. Its first four bytes, as an i32, also go to
//! sudoku_status_str.
#![no_main]

use std::ffi::CStr;

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::{self, Status};
use sudoku_fuzz::{is_known, Exact, Tail, STATUS_CODES};

/// Bytes that may appear in accepted text: cells, empty-cell spellings and
/// layout.
fn allowed(byte: u8) -> bool {
    matches!(byte, b'1'..=b'9' | b'.' | b'0' | b'_' | b'*' | b'x' | b'X')
        || matches!(
            byte,
            b' ' | b'\t' | b'\r' | b'\n' | b'|' | b'-' | b'+' | b'='
        )
}

fuzz_target!(|data: &[u8]| {
    let mut text = Exact::new(data);
    let untouched = [0xEE; 81];
    let mut out = Exact::new(&untouched);
    // SAFETY: `text` holds data.len() readable bytes, `out` 81 writable ones.
    let status = unsafe { ffi::sudoku_parse(text.ptr().cast(), data.len(), out.ptr().cast()) };
    assert!(is_known(status));
    assert_eq!(text.bytes(), data, "text written");
    match status {
        Status::OK => {
            let cells = out.bytes();
            assert!(cells
                .iter()
                .all(|&b| b == b'.' || (b'1'..=b'9').contains(&b)));
            assert!(data.iter().all(|&b| allowed(b)), "accepted a foreign byte");
            // Layout never holds digits: the givens are the text's digits,
            // in order.
            let given = |bytes: &[u8]| -> Vec<u8> {
                bytes
                    .iter()
                    .copied()
                    .filter(u8::is_ascii_digit)
                    .filter(|&b| b != b'0')
                    .collect()
            };
            assert_eq!(given(cells), given(data));
            // The output parses to itself.
            let mut again = Exact::new(&untouched);
            let mut copy = Exact::new(cells);
            // SAFETY: as above.
            let status = unsafe { ffi::sudoku_parse(copy.ptr().cast(), 81, again.ptr().cast()) };
            assert_eq!(status, Status::OK);
            assert_eq!(again.bytes(), cells);
        }
        Status::INVALID_CHARACTER | Status::INVALID_LENGTH => {
            assert_eq!(out.bytes(), &untouched[..], "out written on {status:?}");
            // A plain line of 81 cells is always accepted.
            let plain = data.len() == 81 && data.iter().all(|&b| b == b'.' || b.is_ascii_digit());
            assert!(!plain, "refused a plain 81-cell line");
        }
        other => panic!("sudoku_parse returned {other:?}"),
    }

    let value = Tail(data).u32_at(0) as i32;
    // SAFETY: the library returns static NUL-terminated strings.
    let name = unsafe { CStr::from_ptr(ffi::sudoku_status_str(value)) };
    assert_eq!(
        name.to_bytes() == b"unknown status",
        !STATUS_CODES.contains(&value)
    );
    // SAFETY: as above.
    let version = unsafe { CStr::from_ptr(ffi::sudoku_version()) };
    assert!(!version.to_bytes().is_empty());
});
