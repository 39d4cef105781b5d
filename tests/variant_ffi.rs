//! The variant C API (sudoku_rules_*) through the C ABI: rule sets from
//! every text format and from the builder, solving, counting and checking,
//! NULL pointers, bad input, parse errors that name the place, caller
//! memory left as it was on failure, budgets, and one rule set shared by
//! threads. Answers are checked with test-support's own reader, counter and
//! rule checker (test-support/src/variant.rs), never the engine's path.

// The error reports are what these helpers return.
#![allow(clippy::result_large_err)]

use std::ffi::CStr;
use std::path::Path;
use std::ptr;

use serde_json::Value;
use sudoku::ffi::*;
use sudoku_test_support::variant::{self as independent, Constraint, RuleList};

fn error_report() -> RulesErrorReport {
    // SAFETY: plain data; every byte pattern is valid, and `size` is set.
    let mut report: RulesErrorReport = unsafe { std::mem::zeroed() };
    report.size = std::mem::size_of::<RulesErrorReport>() as u32;
    report.status = Status::INTERNAL_ERROR;
    report
}

fn from_text(text: &str) -> Result<(Owned, Vec<u8>), RulesErrorReport> {
    let mut rules: *mut RulesHandle = ptr::null_mut();
    let mut givens = vec![0xEEu8; SUDOKU_RULES_MAX_CELLS];
    let mut report = error_report();
    // SAFETY: valid text, out pointer, buffer and report.
    let status = unsafe {
        sudoku_rules_from_text(
            text.as_ptr().cast(),
            text.len(),
            &mut rules,
            givens.as_mut_ptr(),
            givens.len(),
            &mut report,
        )
    };
    assert_eq!(report.status, status);
    if status != Status::OK {
        assert!(rules.is_null(), "rules written on {status:?}");
        assert!(
            givens.iter().all(|&b| b == 0xEE),
            "givens written on {status:?}"
        );
        return Err(report);
    }
    let rules = Owned(rules);
    let n = size(&rules);
    givens.truncate(n * n);
    Ok((rules, givens))
}

fn size(rules: &Owned) -> usize {
    // SAFETY: a live handle.
    unsafe { sudoku_rules_size(rules.0) as usize }
}

fn report() -> Report {
    Report {
        size: std::mem::size_of::<Report>() as u32,
        status: Status::INTERNAL_ERROR,
        cell: 1234,
        solutions: 1234,
        guesses: 1234,
    }
}

/// Solves; the grid is 0xEE bytes, unchanged, on failure.
fn solve(rules: &Owned, givens: &[u8], budget: u64) -> (Status, Vec<u8>, Report) {
    let mut solution = vec![0xEEu8; givens.len()];
    let mut out = report();
    // SAFETY: N*N readable givens and writable solution, a valid report.
    let status = unsafe {
        sudoku_rules_solve(
            rules.0,
            givens.as_ptr(),
            budget,
            solution.as_mut_ptr(),
            &mut out,
        )
    };
    assert_eq!(out.status, status);
    if status != Status::OK {
        assert!(solution.iter().all(|&b| b == 0xEE), "written on {status:?}");
    }
    (status, solution, out)
}

fn count(rules: &Owned, givens: &[u8], limit: u32, budget: u64) -> (Status, Option<u32>, Report) {
    let mut found = 0xDEAD_BEEF;
    let mut out = report();
    // SAFETY: N*N readable givens, a writable count and report.
    let status = unsafe {
        sudoku_rules_count(
            rules.0,
            givens.as_ptr(),
            limit,
            budget,
            &mut found,
            &mut out,
        )
    };
    assert_eq!(out.status, status);
    if status != Status::OK {
        assert_eq!(found, 0xDEAD_BEEF, "count written on {status:?}");
        return (status, None, out);
    }
    (status, Some(found), out)
}

fn check(rules: &Owned, grid: &[u8]) -> Violation {
    let mut violation = Violation {
        size: std::mem::size_of::<Violation>() as u32,
        status: Status::INTERNAL_ERROR,
        cell: 1234,
        rule: BrokenRuleKind::NONE,
        index: 1234,
    };
    // SAFETY: N*N readable values, a writable violation.
    let status = unsafe { sudoku_rules_check(rules.0, grid.as_ptr(), &mut violation) };
    assert_eq!(violation.status, status);
    violation
}

mod variant_support;

use variant_support::ffi::{text_of, Owned};

use variant_support::{first_sample, samples, Sample};

#[test]
fn every_sample_read_as_json_solves_to_an_independently_checked_solution() {
    for sample in samples() {
        let (rules, givens) = from_text(&sample.json).unwrap_or_else(|r| {
            panic!("{}: {}", sample.id, text_of(&r.message));
        });
        let list = independent::from_fpuzzles(&sample.json);
        assert_eq!(givens, list.givens, "{}", sample.id);
        // Non-consecutive puzzles take the engine a second each in a debug
        // build: read only, to keep this test to seconds (tests/variant.rs
        // solves them through the Rust API).
        if sample.id.starts_with("nonconsecutive") {
            continue;
        }
        let (status, solution, out) = solve(&rules, &givens, 0);
        assert_eq!(status, Status::OK, "{}", sample.id);
        assert_eq!(solution, sample.solution, "{}", sample.id);
        independent::check_solution(&list, &solution)
            .unwrap_or_else(|e| panic!("{}: {e}", sample.id));
        assert_eq!((out.solutions, out.cell), (1, -1), "{}", sample.id);
        // The solution breaks no rule, by the library's check too.
        assert_eq!(check(&rules, &solution).status, Status::OK, "{}", sample.id);
    }
}

#[test]
fn export_strings_and_links_read_as_their_json() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants/lzstring.jsonl");
    let text = std::fs::read_to_string(path).unwrap();
    let mut read = 0;
    for line in text.lines().take(5) {
        let record: Value = serde_json::from_str(line).unwrap();
        let (json, export) = (
            record["text"].as_str().unwrap(),
            record["base64"].as_str().unwrap(),
        );
        if !json.starts_with('{') {
            continue;
        }
        let list = independent::from_fpuzzles(json);
        let link = format!("  https://www.f-puzzles.com/?load={export}\n");
        for text in [export.to_string(), link] {
            let (rules, givens) =
                from_text(&text).unwrap_or_else(|r| panic!("{}", text_of(&r.message)));
            assert_eq!(givens, list.givens);
            let (status, solution, _) = solve(&rules, &givens, 0);
            assert_eq!(status, Status::OK);
            independent::check_solution(&list, &solution).unwrap();
        }
        read += 1;
    }
    assert!(read >= 3, "only {read} export strings read");
}

/// Rows, columns and boxes as an explicit list.
fn plain(n: usize, box_rows: usize, box_cols: usize, givens: Vec<u8>) -> RuleList {
    let mut constraints = Vec::new();
    for i in 0..n {
        constraints.push(Constraint::AllDifferent(
            (0..n).map(|c| i * n + c).collect(),
        ));
        constraints.push(Constraint::AllDifferent(
            (0..n).map(|r| r * n + i).collect(),
        ));
    }
    if box_rows > 0 {
        for b in 0..n {
            let (top, left) = (b / (n / box_cols) * box_rows, b % (n / box_cols) * box_cols);
            constraints.push(Constraint::AllDifferent(
                (0..n)
                    .map(|k| (top + k / box_cols) * n + left + k % box_cols)
                    .collect(),
            ));
        }
    }
    RuleList {
        size: n,
        givens,
        constraints,
    }
}

fn builder(size: u32, box_rows: u32, box_cols: u32) -> *mut RulesBuilderHandle {
    let mut builder = ptr::null_mut();
    // SAFETY: a writable out pointer.
    let status = unsafe { sudoku_rules_builder_new(size, box_rows, box_cols, &mut builder) };
    assert_eq!(status, Status::OK);
    builder
}

fn build(builder: *mut RulesBuilderHandle) -> Result<Owned, RulesErrorReport> {
    let mut rules = ptr::null_mut();
    let mut report = error_report();
    // SAFETY: a live builder, writable out pointer and report.
    let status = unsafe { sudoku_rules_build(builder, &mut rules, &mut report) };
    assert_eq!(report.status, status);
    if status == Status::OK {
        Ok(Owned(rules))
    } else {
        assert!(rules.is_null());
        Err(report)
    }
}

fn add_cage(builder: *mut RulesBuilderHandle, cells: &[u16], sum: u32) {
    // SAFETY: a live builder and `cells.len()` readable cells.
    let status =
        unsafe { sudoku_rules_builder_add_cage(builder, cells.as_ptr(), cells.len(), sum) };
    assert_eq!(status, Status::OK);
}

#[test]
fn a_killer_built_from_c_counts_as_the_rule_list_does() {
    // 6x6, 2x3 boxes, cages over the grid 123456/456123/... with their sums,
    // a few givens: counted to 50 by both.
    let solution: Vec<u8> = (0..36)
        .map(|i| ((i / 6 * 3 + i / 12 + i % 6) % 6 + 1) as u8)
        .collect();
    let b = builder(6, 2, 3);
    let mut list = plain(6, 2, 3, vec![0; 36]);
    for pair in [[0u16, 1], [2, 8], [14, 15], [20, 26], [33, 34], [30, 24]] {
        let sum: u32 = pair.iter().map(|&c| solution[c as usize] as u32).sum();
        add_cage(b, &pair, sum);
        let cells: Vec<usize> = pair.iter().map(|&c| c as usize).collect();
        list.constraints
            .push(Constraint::AllDifferent(cells.clone()));
        list.constraints.push(Constraint::Sum(cells, sum));
    }
    let rules = build(b).unwrap_or_else(|r| panic!("{}", text_of(&r.message)));
    // SAFETY: a live builder, freed once.
    unsafe { sudoku_rules_builder_free(b) };
    independent::check_solution(&list, &solution).unwrap();
    for givens_at in [&[][..], &[3, 17, 22][..], &[3, 10, 17, 22, 29, 35][..]] {
        let mut givens = vec![0u8; 36];
        for &cell in givens_at {
            givens[cell] = solution[cell];
        }
        list.givens = givens.clone();
        let want = independent::count_solutions(&list, 50) as u32;
        let (status, found, _) = count(&rules, &givens, 50, 0);
        assert_eq!(
            (status, found),
            (Status::OK, Some(want)),
            "givens at {givens_at:?}"
        );
    }
}

#[test]
fn a_jigsaw_built_from_c_counts_as_the_rule_list_does() {
    // 6x6 regions: two columns of three rows, shifted by one in the middle
    // band, so that they are no boxes.
    let mut region_of = [0usize; 36];
    for (cell, slot) in region_of.iter_mut().enumerate() {
        let (r, c) = (cell / 6, cell % 6);
        *slot = if r < 3 { c / 2 } else { 3 + c / 2 };
    }
    // Swap two cells between regions 0 and 1 so the shape is irregular.
    region_of.swap(2, 1);
    region_of[2] = 0;
    region_of[1] = 1;
    region_of.swap(0, 0);
    let b = builder(6, 0, 0);
    let mut list = plain(6, 0, 0, vec![0; 36]);
    for region in 0..6 {
        let cells: Vec<u16> = (0..36u16)
            .filter(|&c| region_of[c as usize] == region)
            .collect();
        // SAFETY: a live builder, `cells.len()` readable cells.
        let status = unsafe { sudoku_rules_builder_add_region(b, cells.as_ptr(), cells.len()) };
        assert_eq!(status, Status::OK);
        list.constraints.push(Constraint::AllDifferent(
            cells.iter().map(|&c| c as usize).collect(),
        ));
    }
    let built = build(b);
    // SAFETY: a live builder, freed once.
    unsafe { sudoku_rules_builder_free(b) };
    let rules = built.unwrap_or_else(|r| panic!("{}", text_of(&r.message)));
    let mut givens = vec![0u8; 36];
    givens[0] = 1;
    givens[7] = 2;
    givens[35] = 3;
    list.givens = givens.clone();
    let want = independent::count_solutions(&list, 40) as u32;
    let (status, found, _) = count(&rules, &givens, 40, 0);
    assert_eq!((status, found), (Status::OK, Some(want)));
}

fn sixteen() -> Sample {
    samples()
        .into_iter()
        .find(|s| s.id.starts_with("16x16"))
        .unwrap()
}

#[test]
fn a_16x16_built_from_c_solves_and_round_trips_through_its_letters() {
    let sample = sixteen();
    let list = independent::from_fpuzzles(&sample.json);
    let b = builder(16, 0, 0);
    let rules = build(b).unwrap();
    // SAFETY: a live builder, freed once.
    unsafe { sudoku_rules_builder_free(b) };
    let (status, solution, _) = solve(&rules, &list.givens, 0);
    assert_eq!(status, Status::OK);
    independent::check_solution(&list, &solution).unwrap();

    let mut text = vec![0u8; 256];
    let mut cell = -7;
    // SAFETY: 256 readable values and writable bytes.
    let status = unsafe {
        sudoku_rules_grid_to_text(
            rules.0,
            solution.as_ptr(),
            text.as_mut_ptr().cast(),
            &mut cell,
        )
    };
    assert_eq!((status, cell), (Status::OK, -7));
    assert!(text.iter().all(|b| b"123456789ABCDEFG".contains(b)));
    let mut back = vec![0u8; 256];
    // SAFETY: `text.len()` readable bytes, 256 writable.
    let status = unsafe {
        sudoku_rules_grid_from_text(
            rules.0,
            text.as_ptr().cast(),
            text.len(),
            back.as_mut_ptr(),
            ptr::null_mut(),
        )
    };
    assert_eq!(status, Status::OK);
    assert_eq!(back, solution);

    // 'H' is 17: no value of a 16x16 grid.
    text[40] = b'H';
    let mut byte = -1i64;
    let mut untouched = vec![0xEEu8; 256];
    // SAFETY: as above.
    let status = unsafe {
        sudoku_rules_grid_from_text(
            rules.0,
            text.as_ptr().cast(),
            text.len(),
            untouched.as_mut_ptr(),
            &mut byte,
        )
    };
    assert_eq!((status, byte), (Status::INVALID_CHARACTER, 40));
    assert!(untouched.iter().all(|&b| b == 0xEE));
    // SAFETY: 255 readable bytes.
    let status = unsafe {
        sudoku_rules_grid_from_text(
            rules.0,
            text.as_ptr().cast(),
            39,
            untouched.as_mut_ptr(),
            &mut byte,
        )
    };
    assert_eq!(status, Status::INVALID_LENGTH);
    let mut bad = solution.clone();
    bad[9] = 17;
    let mut cell = -7;
    // SAFETY: 256 readable values and writable bytes.
    let status = unsafe {
        sudoku_rules_grid_to_text(rules.0, bad.as_ptr(), text.as_mut_ptr().cast(), &mut cell)
    };
    assert_eq!((status, cell), (Status::INVALID_VALUE, 9));
}

#[test]
fn budgets_are_never_overrun_and_leave_the_grid_untouched() {
    let sample = sixteen();
    let (rules, givens) = from_text(&sample.json).unwrap();
    let (status, _, full) = solve(&rules, &givens, 0);
    assert_eq!(status, Status::OK);
    // An empty 16x16 needs guesses to find two solutions.
    let empty = vec![0u8; 256];
    for budget in [1, 2, 5] {
        let (status, found, out) = count(&rules, &empty, 2, budget);
        assert!(out.guesses <= budget);
        assert!(
            status == Status::BUDGET_EXHAUSTED || found == Some(2),
            "{status:?}"
        );
        if full.guesses > budget {
            let (status, _, out) = solve(&rules, &givens, budget);
            assert_eq!(status, Status::BUDGET_EXHAUSTED, "budget {budget}");
            assert!(out.guesses <= budget);
        }
    }
    let (status, found, out) = count(&rules, &empty, 2, 10_000);
    assert_eq!((status, found), (Status::OK, Some(2)));
    assert!(out.guesses <= 10_000);
}

#[test]
fn one_rule_set_serves_many_threads() {
    let sample = first_sample("killer");
    let (rules, givens) = from_text(&sample.json).unwrap();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..4)
            .map(|_| {
                scope.spawn(|| {
                    (0..3)
                        .map(|_| solve(&rules, &givens, 0))
                        .map(|(status, solution, _)| (status, solution))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for handle in handles {
            for (status, solution) in handle.join().unwrap() {
                assert_eq!(status, Status::OK);
                assert_eq!(solution, sample.solution);
            }
        }
    });
}

#[test]
fn check_names_the_first_cell_and_the_rule() {
    let sample = first_sample("killer");
    let (rules, _) = from_text(&sample.json).unwrap();
    let v = check(&rules, &sample.solution);
    assert_eq!(
        (v.status, v.cell, v.rule, v.index),
        (Status::OK, -1, BrokenRuleKind::NONE, -1)
    );
    // Two equal digits in row 3: the later cell is named.
    let mut grid = vec![0u8; 81];
    grid[27] = 4;
    grid[35] = 4;
    let v = check(&rules, &grid);
    assert_eq!((v.status, v.cell), (Status::GRID_BREAKS_RULE, 35));
    assert_eq!((v.rule, v.index), (BrokenRuleKind::ROW, 3));
    let mut grid = vec![0u8; 81];
    grid[60] = 10;
    let v = check(&rules, &grid);
    assert_eq!(
        (v.status, v.cell, v.rule),
        (Status::INVALID_VALUE, 60, BrokenRuleKind::NONE)
    );
    // A complete cage to another sum breaks CAGE_SUM.
    let b = builder(4, 0, 0);
    add_cage(b, &[0, 1], 3);
    let rules = build(b).unwrap();
    // SAFETY: a live builder, freed once.
    unsafe { sudoku_rules_builder_free(b) };
    let mut grid = vec![0u8; 16];
    grid[0] = 1;
    grid[1] = 3;
    let v = check(&rules, &grid);
    assert_eq!(
        (v.status, v.cell, v.rule, v.index),
        (Status::GRID_BREAKS_RULE, 1, BrokenRuleKind::CAGE_SUM, 0)
    );
    // Solve refuses it with the same cell.
    let (status, _, out) = solve(&rules, &grid, 0);
    assert_eq!((status, out.cell), (Status::GRID_BREAKS_RULE, 1));
}

#[test]
fn parse_errors_name_what_and_where() {
    // Bad JSON on line 2.
    let r = from_text("{\"size\": 9,\n  \"grid\": [}").err().unwrap();
    assert_eq!(r.status, Status::PARSE_ERROR);
    assert_eq!(text_of(&r.field), "json");
    assert_eq!(r.line, 2);
    assert_eq!(r.byte, 23);
    assert!(
        text_of(&r.message).contains("line 2"),
        "{}",
        text_of(&r.message)
    );

    // An unsupported rule, by name. A small killer, since Miri runs this
    // test and interprets every byte of the JSON read.
    let killer = serde_json::json!({
        "size": 4,
        "grid": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]],
        "killercage": [
            {"cells": ["R1C1", "R1C2"], "value": "3"},
            {"cells": ["R1C3", "R1C4"], "value": "7"},
            {"cells": ["R2C1", "R2C2", "R3C1"], "value": "9"},
        ],
    });
    from_text(&killer.to_string()).unwrap();
    let mut json = killer.clone();
    json["arrow"] = serde_json::json!([]);
    let r = from_text(&json.to_string()).err().unwrap();
    assert_eq!(
        (r.status, text_of(&r.field)),
        (Status::UNSUPPORTED_RULE, "arrow".to_string())
    );

    // A cage cell off the grid: its row and column as written.
    let mut json = killer.clone();
    json["killercage"][2]["cells"][0] = Value::from("R10C4");
    let r = from_text(&json.to_string()).err().unwrap();
    assert_eq!(r.status, Status::PARSE_ERROR);
    assert_eq!(text_of(&r.field), "killercage");
    assert_eq!((r.cell_row, r.cell_column, r.cell), (10, 4, -1));

    // A cage sum its cells cannot make: unsatisfiable, before any search.
    let mut json = killer;
    let cells = json["killercage"][2]["cells"].as_array().unwrap().len();
    json["killercage"][2]["value"] = Value::from((cells * 9 + 1).to_string());
    let r = from_text(&json.to_string()).err().unwrap();
    assert_eq!(r.status, Status::UNSATISFIABLE_RULES);
    assert_eq!((text_of(&r.field).as_str(), r.index), ("cage", 2));

    // The compact form: the byte and line of a bad flag and a bad cell.
    let cells = ".".repeat(36);
    let r = from_text(&format!("\n6+x+foo {cells}")).err().unwrap();
    assert_eq!(
        (r.status, text_of(&r.field).as_str()),
        (Status::PARSE_ERROR, "flag")
    );
    assert_eq!((r.line, r.byte), (2, 5));
    let r = from_text(&format!("6 ..7{}", &cells[3..])).err().unwrap();
    assert_eq!(
        (text_of(&r.field).as_str(), r.line, r.byte),
        ("cells", 1, 4)
    );
    let r = from_text("7 .......").err().unwrap();
    assert_eq!(
        (r.status, text_of(&r.field).as_str()),
        (Status::INVALID_RULES, "boxes")
    );

    // An export string with a character outside base64.
    let r = from_text("N4Ig*gWg").err().unwrap();
    assert_eq!(
        (r.status, text_of(&r.field).as_str(), r.byte),
        (Status::PARSE_ERROR, "export", 4)
    );

    // Not UTF-8, and nothing at all.
    let r = from_text("9 \u{0}").err().unwrap();
    assert_eq!(r.status, Status::PARSE_ERROR);
    let mut rules = ptr::null_mut();
    let mut report = error_report();
    let bytes = [b'{', 0xFF, b'}'];
    // SAFETY: 3 readable bytes, a writable out pointer and report.
    let status = unsafe {
        sudoku_rules_from_text(
            bytes.as_ptr().cast(),
            3,
            &mut rules,
            ptr::null_mut(),
            0,
            &mut report,
        )
    };
    assert_eq!(
        (status, report.byte, text_of(&report.field).as_str()),
        (Status::PARSE_ERROR, 1, "text")
    );
    let r = from_text(" \n ").err().unwrap();
    assert_eq!(r.status, Status::PARSE_ERROR);

    // A long field name is cut, NUL-terminated, in both buffers.
    let long = "z".repeat(500);
    let r = from_text(&format!("{{\"size\":4,\"{long}\":1}}"))
        .err()
        .unwrap();
    assert_eq!(r.status, Status::UNSUPPORTED_RULE);
    assert_eq!(text_of(&r.field).len(), SUDOKU_RULES_ERROR_FIELD_BYTES - 1);
    assert_eq!(
        text_of(&r.message).len(),
        SUDOKU_RULES_ERROR_MESSAGE_BYTES - 1
    );
}

#[test]
fn classic_and_compact_lines_read_as_their_rules() {
    let classic =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let (rules, givens) = from_text(classic).unwrap();
    assert_eq!(size(&rules), 9);
    let list = plain(9, 3, 3, givens.clone());
    let (status, solution, _) = solve(&rules, &givens, 0);
    assert_eq!(status, Status::OK);
    independent::check_solution(&list, &solution).unwrap();

    let (rules, givens) = from_text("4/2x2+x 1...............").unwrap();
    let mut list = plain(4, 2, 2, givens.clone());
    list.constraints
        .push(Constraint::AllDifferent(vec![0, 5, 10, 15]));
    list.constraints
        .push(Constraint::AllDifferent(vec![3, 6, 9, 12]));
    let want = independent::count_solutions(&list, 100) as u32;
    assert_eq!(count(&rules, &givens, 100, 0).1, Some(want));
}

#[test]
fn builder_refusals_name_the_rule() {
    // Two regions sharing a cell.
    let b = builder(4, 0, 0);
    for cells in [
        [0u16, 1, 4, 5],
        [5, 2, 3, 6],
        [8, 9, 12, 13],
        [10, 11, 14, 15],
    ] {
        // SAFETY: a live builder, 4 readable cells.
        assert_eq!(
            unsafe { sudoku_rules_builder_add_region(b, cells.as_ptr(), 4) },
            Status::OK
        );
    }
    let r = build(b).err().unwrap();
    assert_eq!(
        (r.status, text_of(&r.field).as_str()),
        (Status::UNSATISFIABLE_RULES, "region")
    );
    assert_eq!((r.cell, r.cell_row, r.cell_column), (5, 2, 2));
    // SAFETY: freed once.
    unsafe { sudoku_rules_builder_free(b) };

    // A region of the wrong size; a cage cell off the grid; a cage sum out
    // of reach.
    let b = builder(4, 0, 0);
    // SAFETY: a live builder, 3 readable cells.
    assert_eq!(
        unsafe { sudoku_rules_builder_add_region(b, [0u16, 1, 2].as_ptr(), 3) },
        Status::OK
    );
    let r = build(b).err().unwrap();
    assert_eq!((r.status, r.index), (Status::UNSATISFIABLE_RULES, 0));
    // SAFETY: freed once.
    unsafe { sudoku_rules_builder_free(b) };
    let b = builder(4, 0, 0);
    add_cage(b, &[0, 1], 3);
    add_cage(b, &[2, 16], 0);
    let r = build(b).err().unwrap();
    assert_eq!(
        (r.status, text_of(&r.field).as_str(), r.index, r.cell),
        (Status::INVALID_RULES, "cage", 1, 16)
    );
    // SAFETY: freed once.
    unsafe { sudoku_rules_builder_free(b) };
    let b = builder(4, 0, 0);
    add_cage(b, &[0, 1], 8);
    let r = build(b).err().unwrap();
    assert_eq!((r.status, r.index), (Status::UNSATISFIABLE_RULES, 0));
    assert!(
        text_of(&r.message).contains("sum 8"),
        "{}",
        text_of(&r.message)
    );

    // Bad flags and dot colours change nothing; a builder builds again.
    // SAFETY: a live builder.
    unsafe {
        assert_eq!(
            sudoku_rules_builder_add_flags(b, 1 << 20),
            Status::INVALID_ARGUMENT
        );
        assert_eq!(
            sudoku_rules_builder_add_dot(b, 7, 0, 1, 0),
            Status::INVALID_ARGUMENT
        );
        assert_eq!(
            sudoku_rules_builder_add_flags(b, SUDOKU_RULE_WINDOKU),
            Status::OK
        );
    }
    // Windoku is defined on 9x9 only: malformed here.
    let r = build(b).err().unwrap();
    assert_eq!(r.status, Status::INVALID_RULES);
    // SAFETY: freed once.
    unsafe { sudoku_rules_builder_free(b) };

    let mut out = ptr::null_mut();
    // SAFETY: a writable out pointer.
    unsafe {
        assert_eq!(
            sudoku_rules_builder_new(26, 0, 0, &mut out),
            Status::INVALID_RULES
        );
        assert_eq!(
            sudoku_rules_builder_new(3, 0, 0, &mut out),
            Status::INVALID_RULES
        );
        assert_eq!(
            sudoku_rules_builder_new(9, 3, 0, &mut out),
            Status::INVALID_ARGUMENT
        );
    }
    assert!(out.is_null());
    let b = builder(9, 2, 4);
    let r = build(b).err().unwrap();
    assert_eq!(
        (r.status, text_of(&r.field).as_str()),
        (Status::INVALID_RULES, "boxes")
    );
    // SAFETY: freed once.
    unsafe { sudoku_rules_builder_free(b) };
}

#[test]
fn null_pointers_and_small_reports_are_refused_and_nothing_is_written() {
    let (rules, givens) = from_text("4 1...............").unwrap();
    let mut grid = [0xEEu8; 16];
    let mut n = 77u32;
    let mut out = ptr::null_mut();
    let text = "4 1...............";
    // SAFETY: every pointer is NULL or valid.
    unsafe {
        assert_eq!(sudoku_rules_size(ptr::null()), 0);
        sudoku_rules_free(ptr::null_mut());
        sudoku_rules_builder_free(ptr::null_mut());
        assert_eq!(
            sudoku_rules_from_text(
                ptr::null(),
                0,
                &mut out,
                ptr::null_mut(),
                0,
                ptr::null_mut()
            ),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_from_text(
                text.as_ptr().cast(),
                text.len(),
                ptr::null_mut(),
                ptr::null_mut(),
                0,
                ptr::null_mut()
            ),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_from_text(
                text.as_ptr().cast(),
                text.len(),
                &mut out,
                grid.as_mut_ptr(),
                15,
                ptr::null_mut()
            ),
            Status::CAPACITY_TOO_SMALL
        );
        assert!(out.is_null());
        let mut small = error_report();
        small.size = 8;
        let before = small.line;
        assert_eq!(
            sudoku_rules_from_text(
                text.as_ptr().cast(),
                text.len(),
                &mut out,
                ptr::null_mut(),
                0,
                &mut small
            ),
            Status::INVALID_ARGUMENT
        );
        assert_eq!((small.status, small.line), (Status::INTERNAL_ERROR, before));
        assert!(out.is_null());
        assert_eq!(
            sudoku_rules_solve(
                ptr::null(),
                givens.as_ptr(),
                0,
                grid.as_mut_ptr(),
                ptr::null_mut()
            ),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_solve(rules.0, ptr::null(), 0, grid.as_mut_ptr(), ptr::null_mut()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_solve(
                rules.0,
                givens.as_ptr(),
                0,
                ptr::null_mut(),
                ptr::null_mut()
            ),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_count(
                rules.0,
                givens.as_ptr(),
                2,
                0,
                ptr::null_mut(),
                ptr::null_mut()
            ),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_count(rules.0, givens.as_ptr(), 0, 0, &mut n, ptr::null_mut()),
            Status::INVALID_ARGUMENT
        );
        assert_eq!(n, 77);
        let mut small = report();
        small.size = 20;
        assert_eq!(
            sudoku_rules_solve(rules.0, givens.as_ptr(), 0, grid.as_mut_ptr(), &mut small),
            Status::INVALID_ARGUMENT
        );
        assert_eq!(small.guesses, 1234);
        assert!(grid.iter().all(|&b| b == 0xEE));
        assert_eq!(
            sudoku_rules_check(ptr::null(), givens.as_ptr(), ptr::null_mut()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_check(rules.0, ptr::null(), ptr::null_mut()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_build(ptr::null(), &mut out, ptr::null_mut()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_builder_new(9, 0, 0, ptr::null_mut()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_builder_add_cage(ptr::null_mut(), [0u16].as_ptr(), 1, 0),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_builder_add_flags(ptr::null_mut(), 0),
            Status::NULL_POINTER
        );
        let b = builder(4, 0, 0);
        assert_eq!(
            sudoku_rules_builder_add_cage(b, ptr::null(), 2, 0),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_builder_add_cage(b, [0u16; 17].as_ptr(), 17, 0),
            Status::INVALID_ARGUMENT
        );
        assert_eq!(
            sudoku_rules_build(b, ptr::null_mut(), ptr::null_mut()),
            Status::NULL_POINTER
        );
        // At most 4*N*N rules of a kind: the next is refused at once.
        for _ in 0..64 {
            assert_eq!(
                sudoku_rules_builder_add_dot(b, SUDOKU_DOT_WHITE, 0, 1, 0),
                Status::OK
            );
        }
        assert_eq!(
            sudoku_rules_builder_add_dot(b, SUDOKU_DOT_WHITE, 0, 1, 0),
            Status::INVALID_RULES
        );
        sudoku_rules_builder_free(b);
        assert_eq!(
            sudoku_rules_grid_to_text(
                ptr::null(),
                givens.as_ptr(),
                grid.as_mut_ptr().cast(),
                ptr::null_mut()
            ),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_grid_from_text(
                rules.0,
                ptr::null(),
                0,
                grid.as_mut_ptr(),
                ptr::null_mut()
            ),
            Status::NULL_POINTER
        );
    }
    assert!(grid.iter().all(|&b| b == 0xEE));
    let texts: Vec<&str> = [20, 21, 22, 23, 24, 25]
        .iter()
        // SAFETY: static strings.
        .map(|&s| {
            unsafe { CStr::from_ptr(sudoku_status_str(s)) }
                .to_str()
                .unwrap()
        })
        .collect();
    assert!(texts.iter().all(|t| *t != "unknown status"));
}
