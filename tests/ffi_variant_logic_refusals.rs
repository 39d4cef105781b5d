//! Variant logic through the C ABI on bad input: NULL pointers, bad
//! arguments, marks and grids, refusals and budgets, each leaving the
//! caller's memory as it was.

#[allow(dead_code)]
mod ffi_logic_support;
#[allow(dead_code)]
mod variant_support;

use std::ptr;

use ffi_logic_support::*;
use sudoku::ffi::*;

#[test]
fn null_pointers_bad_input_and_refusals_leave_caller_memory_alone() {
    let p = &rated_sample()[0];
    let (rules, givens) = rated_rules(p);
    let masks = vec![0x1FFu32; 81];
    let mut out: RulesRating = poisoned();
    let mut step: Box<RulesStep> = Box::new(poisoned());
    let mut count = 0usize;
    // SAFETY: each call passes NULL where the test says and valid memory
    // elsewhere.
    unsafe {
        assert_eq!(
            sudoku_rules_rate(
                ptr::null(),
                givens.as_ptr(),
                ptr::null(),
                SUKAKU,
                0,
                &mut out
            ),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_rate(rules.0, ptr::null(), ptr::null(), SUKAKU, 0, &mut out),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_rate(
                rules.0,
                givens.as_ptr(),
                ptr::null(),
                SUKAKU,
                0,
                ptr::null_mut()
            ),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_hint(rules.0, givens.as_ptr(), ptr::null(), 0, ptr::null_mut()),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_hint(ptr::null(), givens.as_ptr(), ptr::null(), 0, &mut *step),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_explain(
                rules.0,
                givens.as_ptr(),
                ptr::null(),
                SUKAKU,
                0,
                ptr::null_mut(),
                0,
                ptr::null_mut()
            ),
            Status::NULL_POINTER
        );
        assert_eq!(
            sudoku_rules_explain(
                rules.0,
                givens.as_ptr(),
                ptr::null(),
                SUKAKU,
                0,
                ptr::null_mut(),
                3,
                &mut count
            ),
            Status::NULL_POINTER
        );
        // Both the givens and the marks.
        assert_eq!(
            sudoku_rules_rate(
                rules.0,
                givens.as_ptr(),
                masks.as_ptr(),
                SUKAKU,
                0,
                &mut out
            ),
            Status::INVALID_ARGUMENT
        );
        // A size too small.
        let mut small = out;
        small.size = 8;
        assert_eq!(
            sudoku_rules_rate(rules.0, givens.as_ptr(), ptr::null(), SUKAKU, 0, &mut small),
            Status::INVALID_ARGUMENT
        );
        let mut small_step: Box<RulesStep> = Box::new(poisoned());
        small_step.size = 100;
        assert_eq!(
            sudoku_rules_hint(rules.0, givens.as_ptr(), ptr::null(), 0, &mut *small_step),
            Status::INVALID_ARGUMENT
        );
        assert_eq!(
            sudoku_rules_explain(
                rules.0,
                givens.as_ptr(),
                ptr::null(),
                SUKAKU,
                0,
                &mut *small_step,
                1,
                &mut count
            ),
            Status::INVALID_ARGUMENT
        );
    }
    assert_eq!(count, 0, "count written on failure");
    // Unknown scales: classic ones belong to sudoku_rate_scale.
    for scale in [Scale::SE as i32, Scale::HODOKU as i32, UNRATED, 99, -1] {
        assert_eq!(
            rate(&rules, Some(&givens), None, scale, 0).0,
            Status::INVALID_ARGUMENT
        );
    }
    assert_eq!(
        explain(&rules, Some(&givens), None, 99, 1).0,
        Status::INVALID_ARGUMENT
    );
    // The variant scales are unknown to the classic sudoku_rate_scale.
    let classic =
        b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    for scale in [SUKAKU, UNRATED] {
        let mut rating: Rating = poisoned();
        // SAFETY: 81 readable bytes, a sized rating.
        let status = unsafe { sudoku_rate_scale(classic.as_ptr().cast(), scale, 0, &mut rating) };
        assert_eq!(status, Status::INVALID_ARGUMENT);
    }
    // A value above N, a mask above N, givens that break the rule.
    let mut bad = givens.clone();
    bad[80] = 10;
    assert_eq!(
        rate(&rules, Some(&bad), None, SUKAKU, 0).0,
        Status::INVALID_VALUE
    );
    assert_eq!(hint(&rules, Some(&bad), None).0, Status::INVALID_VALUE);
    let mut wide = masks.clone();
    wide[5] = 0x3FF;
    assert_eq!(
        rate(&rules, None, Some(&wide), SUKAKU, 0).0,
        Status::INVALID_CANDIDATES
    );
    let mut clash = vec![0u8; 81];
    clash[0] = 1;
    clash[10] = 1; // the same box and the main diagonal
    assert_eq!(
        rate(&rules, Some(&clash), None, SUKAKU, 0).0,
        Status::GRID_BREAKS_RULE
    );
    assert_eq!(hint(&rules, Some(&clash), None).0, Status::GRID_BREAKS_RULE);
    // No solution, several, and a budget too small to tell.
    let mut none = givens.clone();
    let empty = none.iter().position(|&v| v == 0).unwrap();
    let wrong = (1..=9).find(|&d| {
        d != p.solution[empty] && {
            let mut g = givens.clone();
            g[empty] = d;
            hint(&rules, Some(&g), None).0 != Status::GRID_BREAKS_RULE
        }
    });
    if let Some(d) = wrong {
        none[empty] = d;
        assert_eq!(
            rate(&rules, Some(&none), None, SUKAKU, 0).0,
            Status::NO_SOLUTION
        );
    }
    let blank = vec![0u8; 81];
    assert_eq!(
        rate(&rules, Some(&blank), None, SUKAKU, 0).0,
        Status::MULTIPLE_SOLUTIONS
    );
    assert_eq!(
        hint(&rules, Some(&blank), None).0,
        Status::MULTIPLE_SOLUTIONS
    );
    let hard = rated_sample()
        .into_iter()
        .max_by_key(|p| p.rating[0])
        .unwrap();
    let (hard_rules, hard_givens) = rated_rules(&hard);
    assert_eq!(
        rate(&hard_rules, Some(&hard_givens), None, SUKAKU, 1).0,
        Status::BUDGET_EXHAUSTED
    );
    // A solved grid has no next step.
    assert_eq!(
        hint(&rules, Some(&p.solution), None).0,
        Status::ALREADY_SOLVED
    );
    let (status, _, count) = explain(&rules, Some(&p.solution), None, UNRATED, 0);
    assert_eq!((status, count), (Status::OK, 0));
}
