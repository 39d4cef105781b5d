//! sudoku_rules_builder_* calls made from bytes: a size and box shape, then
//! regions, extra regions, cages, thermometers, dots and flags with any
//! cells, then sudoku_rules_build. Every call returns a known status;
//! a rule set built is solved and counted within a small budget, on an
//! empty grid and one with a few givens.
//!
//! Input: size, box rows, box columns, then operations: a kind byte, a
//! length byte, that many cells of two bytes each (little-endian), and for
//! cages a sum byte, for dots a colour and value byte, for flags four
//! bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku::ffi::{self, Status};
use sudoku_fuzz::{assert_rules_report, is_known, rules_error_report, solve_and_count, Tail};

fuzz_target!(|data: &[u8]| {
    let input = Tail(data);
    let size = 4 + u32::from(input.byte(0)) % 22;
    let (box_rows, box_cols) = (u32::from(input.byte(1) % 6), u32::from(input.byte(2) % 6));
    let mut builder: *mut ffi::RulesBuilderHandle = std::ptr::null_mut();
    // SAFETY: a writable out pointer.
    let status = unsafe { ffi::sudoku_rules_builder_new(size, box_rows, box_cols, &mut builder) };
    if status != Status::OK {
        assert!(builder.is_null());
        assert!(matches!(
            status,
            Status::INVALID_ARGUMENT | Status::INVALID_RULES
        ));
        return;
    }
    let mut at = 3;
    while at < data.len() {
        let kind = input.byte(at) % 6;
        let len = usize::from(input.byte(at + 1) % 32);
        let cells: Vec<u16> = (0..len)
            .map(|i| {
                u16::from_le_bytes([input.byte(at + 2 + 2 * i), input.byte(at + 3 + 2 * i)]) % 700
            })
            .collect();
        let extra = at + 2 + 2 * len;
        // SAFETY: a live builder; `cells` holds `len` cells.
        let status = unsafe {
            match kind {
                0 => ffi::sudoku_rules_builder_add_region(builder, cells.as_ptr(), len),
                1 => ffi::sudoku_rules_builder_add_extra_region(builder, cells.as_ptr(), len),
                2 => ffi::sudoku_rules_builder_add_cage(
                    builder,
                    cells.as_ptr(),
                    len,
                    u32::from(input.byte(extra)),
                ),
                3 => ffi::sudoku_rules_builder_add_thermometer(builder, cells.as_ptr(), len),
                4 => ffi::sudoku_rules_builder_add_dot(
                    builder,
                    u32::from(input.byte(extra) % 3),
                    cells.first().copied().unwrap_or(0),
                    cells.get(1).copied().unwrap_or(1),
                    u32::from(input.byte(extra + 1) % 8),
                ),
                _ => ffi::sudoku_rules_builder_add_flags(builder, input.u32_at(extra) & 0x3FFF),
            }
        };
        assert!(is_known(status));
        at = extra + 4;
    }
    let mut rules: *mut ffi::RulesHandle = std::ptr::null_mut();
    let mut report = rules_error_report();
    // SAFETY: a live builder, a writable out pointer and report.
    let status = unsafe { ffi::sudoku_rules_build(builder, &mut rules, &mut report) };
    // SAFETY: live, freed once; the rule set outlives it.
    unsafe { ffi::sudoku_rules_builder_free(builder) };
    assert_rules_report(&report, status);
    if status != Status::OK {
        assert!(rules.is_null());
        assert!(
            matches!(status, Status::INVALID_RULES | Status::UNSATISFIABLE_RULES),
            "{status:?}"
        );
        return;
    }
    let n = size as usize;
    let mut givens = vec![0u8; n * n];
    // SAFETY: a live rule set of size N and N*N givens.
    unsafe { solve_and_count(rules, &givens, 16) };
    for (i, &byte) in data.iter().rev().take(6).enumerate() {
        givens[(usize::from(byte) * 7 + i * 31) % (n * n)] = byte % (size as u8 + 1);
    }
    // SAFETY: as above.
    unsafe { solve_and_count(rules, &givens, 16) };
    // SAFETY: live, freed once.
    unsafe { ffi::sudoku_rules_free(rules) };
});
