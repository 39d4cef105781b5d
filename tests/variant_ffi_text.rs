//! A rule set written back as text through the C ABI
//! (sudoku_rules_to_text): f-puzzles JSON for every committed sample and a
//! builder-made killer, the compact line where it can say the rules.
//! Whether the text keeps every rule is judged by test-support's own
//! f-puzzles reader (test-support/src/variant.rs), never the library's:
//! the constraints it reads from the written text are those it reads from
//! the original.

mod variant_support;

use std::ptr;

use sudoku::ffi::*;
use sudoku_test_support::variant::{self as independent, Constraint};

use variant_support::ffi::{from_text, Owned};

/// The text of a rule set and grid in `format`, asked for its length first.
fn to_text(rules: &Owned, grid: Option<&[u8]>, format: u32) -> Result<String, Status> {
    let grid = grid.map_or(ptr::null(), <[u8]>::as_ptr);
    let mut len = usize::MAX;
    // SAFETY: a live handle, N*N readable values or NULL, no text, a length.
    let status =
        unsafe { sudoku_rules_to_text(rules.0, grid, format, ptr::null_mut(), 0, &mut len) };
    if status != Status::CAPACITY_TOO_SMALL {
        assert_eq!(len, usize::MAX, "the length is written on failure");
        return Err(status);
    }
    let mut text = vec![0xEEu8; len + 8];
    let mut written = 0usize;
    // SAFETY: as above, with `text.len()` writable bytes.
    let status = unsafe {
        sudoku_rules_to_text(
            rules.0,
            grid,
            format,
            text.as_mut_ptr().cast(),
            text.len(),
            &mut written,
        )
    };
    assert_eq!((status, written), (Status::OK, len));
    assert!(
        text[len..].iter().all(|&b| b == 0xEE),
        "no byte past the text"
    );
    text.truncate(len);
    Ok(String::from_utf8(text).expect("UTF-8"))
}

/// Test-support's constraints, each with its cells in order and the list
/// sorted, so that two texts of the same rules compare equal.
fn constraints(json: &str) -> Vec<String> {
    let mut out: Vec<String> = independent::from_fpuzzles(json)
        .constraints
        .into_iter()
        .map(|c| {
            let c = match c {
                Constraint::AllDifferent(mut cells) => {
                    cells.sort_unstable();
                    Constraint::AllDifferent(cells)
                }
                Constraint::Sum(mut cells, sum) => {
                    cells.sort_unstable();
                    Constraint::Sum(cells, sum)
                }
                Constraint::Difference(a, b, k) => Constraint::Difference(a.min(b), a.max(b), k),
                Constraint::Ratio(a, b, k) => Constraint::Ratio(a.min(b), a.max(b), k),
                Constraint::NotDifference(a, b, k) => {
                    Constraint::NotDifference(a.min(b), a.max(b), k)
                }
                Constraint::NotRatio(a, b, k) => Constraint::NotRatio(a.min(b), a.max(b), k),
                other => other,
            };
            format!("{c:?}")
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

#[test]
fn every_sample_written_as_fpuzzles_keeps_its_rules_and_givens() {
    for sample in variant_support::samples() {
        let (rules, givens) = from_text(&sample.json);
        let written = to_text(&rules, Some(&givens), RulesTextFormat::FPUZZLES as u32)
            .unwrap_or_else(|status| panic!("{}: {status:?}", sample.id));
        assert_eq!(
            constraints(&written),
            constraints(&sample.json),
            "{}",
            sample.id
        );
        assert_eq!(
            independent::from_fpuzzles(&written).givens,
            independent::from_fpuzzles(&sample.json).givens,
            "{}",
            sample.id
        );
        independent::check_solution(&independent::from_fpuzzles(&written), &sample.solution)
            .unwrap_or_else(|e| panic!("{}: {e}", sample.id));
        // Read back by the library: the same givens.
        let (_, again) = from_text(&written);
        assert_eq!(again, givens, "{}", sample.id);
    }
}

#[test]
fn the_compact_line_is_written_where_it_can_say_the_rules() {
    let line = "9+x+antiknight 2.........6....2.7.....8...92.8..1.46...9...2....1..6.79.5.......6.........48....";
    let (rules, givens) = from_text(line);
    let written = to_text(&rules, Some(&givens), RulesTextFormat::COMPACT as u32).unwrap();
    let (_, again) = from_text(&written);
    assert_eq!(again, givens);
    let json = to_text(&rules, Some(&givens), RulesTextFormat::FPUZZLES as u32).unwrap();
    let compact_json = to_text(
        &from_text(&written).0,
        None,
        RulesTextFormat::FPUZZLES as u32,
    );
    assert_eq!(constraints(&json), constraints(&compact_json.unwrap()));
    // No grid: every cell empty.
    let empty = to_text(&rules, None, RulesTextFormat::COMPACT as u32).unwrap();
    assert_eq!(from_text(&empty).1, vec![0; 81]);
    // A killer cage the compact line cannot say.
    let killer = variant_support::samples()
        .into_iter()
        .find(|s| s.id.starts_with("killer"))
        .unwrap();
    let (killer, givens) = from_text(&killer.json);
    assert_eq!(
        to_text(&killer, Some(&givens), RulesTextFormat::COMPACT as u32),
        Err(Status::INVALID_ARGUMENT)
    );
}

#[test]
fn a_killer_built_from_c_becomes_a_puzzle_other_tools_open() {
    let mut builder = ptr::null_mut();
    // SAFETY: a builder out.
    assert_eq!(
        unsafe { sudoku_rules_builder_new(4, 0, 0, &mut builder) },
        Status::OK
    );
    let cage: [u16; 2] = [0, 1];
    // SAFETY: a live builder, two cells.
    let status = unsafe { sudoku_rules_builder_add_cage(builder, cage.as_ptr(), 2, 3) };
    assert_eq!(status, Status::OK);
    let mut rules = ptr::null_mut();
    // SAFETY: a live builder, a handle out, no report.
    let status = unsafe { sudoku_rules_build(builder, &mut rules, ptr::null_mut()) };
    assert_eq!(status, Status::OK);
    // SAFETY: a live builder, freed once.
    unsafe { sudoku_rules_builder_free(builder) };
    let rules = Owned(rules);
    let json = to_text(&rules, None, RulesTextFormat::FPUZZLES as u32).unwrap();
    let list = independent::from_fpuzzles(&json);
    assert_eq!(list.size, 4);
    assert!(
        list.constraints.contains(&Constraint::Sum(vec![0, 1], 3))
            || list.constraints.contains(&Constraint::Sum(vec![1, 0], 3)),
        "{json}"
    );
}

#[test]
fn bad_arguments_are_refused_and_nothing_is_written() {
    let (rules, mut givens) = from_text("4 12.4.41.2.43.3.1");
    let mut text = [0x7Fu8; 64];
    let mut len = 77usize;
    let call = |rules: *const RulesHandle, grid: &[u8], format, text: *mut u8, cap, len| {
        // SAFETY: a live handle or NULL, 16 values, `cap` writable bytes or
        // NULL, a length or NULL.
        unsafe { sudoku_rules_to_text(rules, grid.as_ptr(), format, text.cast(), cap, len) }
    };
    let at = text.as_mut_ptr();
    assert_eq!(
        call(ptr::null(), &givens, 0, at, 64, &mut len),
        Status::NULL_POINTER
    );
    assert_eq!(
        call(rules.0, &givens, 0, at, 64, ptr::null_mut()),
        Status::NULL_POINTER
    );
    assert_eq!(
        call(rules.0, &givens, 0, ptr::null_mut(), 64, &mut len),
        Status::NULL_POINTER
    );
    assert_eq!(
        call(rules.0, &givens, 2, at, 64, &mut len),
        Status::INVALID_ARGUMENT
    );
    givens[2] = 5;
    assert_eq!(
        call(rules.0, &givens, 1, at, 64, &mut len),
        Status::INVALID_VALUE
    );
    givens[2] = 0;
    assert_eq!(
        call(rules.0, &givens, 1, at, 4, &mut len),
        Status::CAPACITY_TOO_SMALL
    );
    assert_eq!(len, 18);
    assert!(text.iter().all(|&b| b == 0x7F));
    assert_eq!(call(rules.0, &givens, 1, at, 64, &mut len), Status::OK);
    assert_eq!(&text[..len], b"4 12.4.41.2.43.3.1");
}
