//! sudoku_rules_solve_batch and sudoku_rules_count_batch through the C ABI:
//! each record answered as the single calls answer it, the same output for
//! any thread count, OK answers checked by test-support's own checker and
//! counter, records left as they were on failure, and NULL pointers
//! refused with nothing written.

use std::ptr;

use sudoku::ffi::*;
use sudoku_test_support::variant::{self as independent, RuleList};

mod variant_support;

use variant_support::ffi::{from_text, Owned};
use variant_support::{samples, Sample};

fn sample(prefix: &str) -> Sample {
    samples()
        .into_iter()
        .find(|s| s.id.starts_with(prefix))
        .unwrap()
}

/// Records of every outcome: the puzzle (one solution), the puzzle with
/// givens taken away (several), the solution with two cells swapped
/// (breaks a rule), a value above N, an empty grid, and the solution with
/// one given changed to another digit (no solution or a broken rule).
/// Cages with no givens take their cells from the solution.
fn records(sample: &Sample, givens: &[u8], copies: usize) -> Vec<Vec<u8>> {
    let n = (givens.len() as f64).sqrt() as usize;
    let mut seed = 0x9E37_79B9u32;
    let mut next = move || {
        seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        (seed >> 8) as usize
    };
    // A killer may have no givens: take cells from its solution instead.
    let givens = if givens.iter().any(|&v| v != 0) {
        givens
    } else {
        &sample.solution
    };
    let mut out = Vec::new();
    for _ in 0..copies {
        out.push(givens.to_vec());
        let mut fewer = givens.to_vec();
        for _ in 0..3 {
            let given: Vec<usize> = (0..fewer.len()).filter(|&i| fewer[i] != 0).collect();
            fewer[given[next() % given.len()]] = 0;
        }
        out.push(fewer);
        let mut swapped = sample.solution.clone();
        swapped.swap(0, 1);
        out.push(swapped);
        let mut too_big = givens.to_vec();
        let cell = next() % too_big.len();
        too_big[cell] = n as u8 + 1;
        out.push(too_big);
        out.push(vec![0; n * n]);
        let mut changed = givens.to_vec();
        let given: Vec<usize> = (0..changed.len()).filter(|&i| changed[i] != 0).collect();
        let cell = given[next() % given.len()];
        changed[cell] = changed[cell] % n as u8 + 1;
        out.push(changed);
    }
    out
}

/// The batch's records, statuses and return value for `threads`.
fn solve_batch(
    rules: &Owned,
    records: &[Vec<u8>],
    budget: u64,
    threads: u32,
) -> (Vec<u8>, Vec<Status>, usize) {
    let mut grids: Vec<u8> = records.concat();
    let mut statuses = vec![Status::INTERNAL_ERROR; records.len()];
    // SAFETY: records.len() records of N*N bytes, as many status slots.
    let solved = unsafe {
        sudoku_rules_solve_batch(
            rules.0,
            grids.as_mut_ptr(),
            records.len(),
            budget,
            statuses.as_mut_ptr(),
            threads,
        )
    };
    (grids, statuses, solved)
}

fn count_batch(
    rules: &Owned,
    records: &[Vec<u8>],
    limit: u32,
    budget: u64,
    threads: u32,
) -> (Vec<u32>, Vec<Status>, usize) {
    let grids: Vec<u8> = records.concat();
    let mut counts = vec![0xDEAD_BEEFu32; records.len()];
    let mut statuses = vec![Status::INTERNAL_ERROR; records.len()];
    // SAFETY: records.len() records of N*N bytes, as many slots of each.
    let counted = unsafe {
        sudoku_rules_count_batch(
            rules.0,
            grids.as_ptr(),
            records.len(),
            limit,
            budget,
            counts.as_mut_ptr(),
            statuses.as_mut_ptr(),
            threads,
        )
    };
    (counts, statuses, counted)
}

fn with_givens(list: &RuleList, givens: &[u8]) -> RuleList {
    RuleList {
        givens: givens.to_vec(),
        ..list.clone()
    }
}

#[test]
fn solve_batch_answers_each_record_as_solve_does_on_any_thread_count() {
    // Killer searches are slower in a debug build: fewer copies.
    for (prefix, copies) in [("6x6", 8), ("x-", 8), ("killer", 3)] {
        let sample = sample(prefix);
        let (rules, givens) = from_text(&sample.json);
        let list = independent::from_fpuzzles(&sample.json);
        let records = records(&sample, &givens, copies);
        let cells = givens.len();
        let budget = 200;
        let (grids, statuses, solved) = solve_batch(&rules, &records, budget, 1);
        let mut kinds = std::collections::BTreeSet::new();
        for (i, record) in records.iter().enumerate() {
            let got = &grids[i * cells..(i + 1) * cells];
            let mut single = vec![0u8; cells];
            // SAFETY: N*N readable givens and writable solution; no report.
            let status = unsafe {
                sudoku_rules_solve(
                    rules.0,
                    record.as_ptr(),
                    budget,
                    single.as_mut_ptr(),
                    ptr::null_mut(),
                )
            };
            assert_eq!(statuses[i], status, "{prefix} record {i}");
            kinds.insert(status as i32);
            if status == Status::OK {
                assert_eq!(got, single.as_slice());
                independent::check_solution(&with_givens(&list, record), got)
                    .unwrap_or_else(|e| panic!("{prefix} record {i}: {e}"));
            } else {
                assert_eq!(got, record.as_slice(), "{prefix} record {i} written");
            }
        }
        assert_eq!(
            solved,
            statuses.iter().filter(|&&s| s == Status::OK).count()
        );
        assert!(kinds.len() >= 3, "{prefix}: only statuses {kinds:?}");
        for threads in [0, 2, 3, 7] {
            assert_eq!(
                solve_batch(&rules, &records, budget, threads),
                (grids.clone(), statuses.clone(), solved),
                "{prefix}, {threads} threads"
            );
        }
    }
}

#[test]
fn count_batch_counts_as_the_independent_counter_on_any_thread_count() {
    for prefix in ["6x6", "x-"] {
        let sample = sample(prefix);
        let (rules, givens) = from_text(&sample.json);
        let list = independent::from_fpuzzles(&sample.json);
        let records = records(&sample, &givens, 6);
        let (counts, statuses, counted) = count_batch(&rules, &records, 3, 0, 1);
        for (i, record) in records.iter().enumerate() {
            let n = list.size as u8;
            match statuses[i] {
                Status::OK => {
                    let expected = independent::count_solutions(&with_givens(&list, record), 3);
                    assert_eq!(counts[i] as usize, expected, "{prefix} record {i}");
                }
                Status::INVALID_VALUE => {
                    assert!(record.iter().any(|&v| v > n));
                    assert_eq!(counts[i], 0xDEAD_BEEF);
                }
                Status::GRID_BREAKS_RULE => {
                    // The givens alone break a rule: no solution either way.
                    assert_eq!(
                        independent::count_solutions(&with_givens(&list, record), 1),
                        0
                    );
                    assert_eq!(counts[i], 0xDEAD_BEEF);
                }
                other => panic!("{prefix} record {i}: {other:?}"),
            }
        }
        assert_eq!(
            counted,
            statuses.iter().filter(|&&s| s == Status::OK).count()
        );
        for threads in [0, 2, 5] {
            assert_eq!(
                count_batch(&rules, &records, 3, 0, threads),
                (counts.clone(), statuses.clone(), counted),
                "{prefix}, {threads} threads"
            );
        }
        // A budget of one guess: each record as the single call answers it.
        let (counts, statuses, _) = count_batch(&rules, &records, 2, 1, 2);
        for (i, record) in records.iter().enumerate() {
            let mut single = 0xDEAD_BEEFu32;
            // SAFETY: N*N readable givens, a writable count; no report.
            let status = unsafe {
                sudoku_rules_count(rules.0, record.as_ptr(), 2, 1, &mut single, ptr::null_mut())
            };
            assert_eq!((statuses[i], counts[i]), (status, single), "record {i}");
        }
        assert!(statuses.contains(&Status::BUDGET_EXHAUSTED));
    }
}

#[test]
fn null_pointers_and_a_zero_limit_write_nothing_but_what_is_promised() {
    let sample = sample("6x6");
    let (rules, givens) = from_text(&sample.json);
    let mut grids = givens.repeat(2);
    let mut statuses = [Status::INTERNAL_ERROR; 2];
    let mut counts = [7u32; 2];
    // SAFETY: each call has a NULL pointer the function must refuse; the
    // others are valid for 2 records.
    unsafe {
        let null_rules = ptr::null();
        assert_eq!(
            sudoku_rules_solve_batch(
                null_rules,
                grids.as_mut_ptr(),
                2,
                0,
                statuses.as_mut_ptr(),
                1
            ),
            0
        );
        assert_eq!(
            sudoku_rules_solve_batch(rules.0, ptr::null_mut(), 2, 0, statuses.as_mut_ptr(), 1),
            0
        );
        assert_eq!(
            sudoku_rules_solve_batch(rules.0, grids.as_mut_ptr(), 2, 0, ptr::null_mut(), 1),
            0
        );
        assert_eq!(
            sudoku_rules_count_batch(
                null_rules,
                grids.as_ptr(),
                2,
                2,
                0,
                counts.as_mut_ptr(),
                statuses.as_mut_ptr(),
                1
            ),
            0
        );
        assert_eq!(
            sudoku_rules_count_batch(
                rules.0,
                grids.as_ptr(),
                2,
                2,
                0,
                ptr::null_mut(),
                statuses.as_mut_ptr(),
                1
            ),
            0
        );
        assert_eq!(
            sudoku_rules_solve_batch(
                rules.0,
                grids.as_mut_ptr(),
                usize::MAX,
                0,
                statuses.as_mut_ptr(),
                1
            ),
            0
        );
    }
    assert_eq!(statuses, [Status::INTERNAL_ERROR; 2]);
    assert_eq!(counts, [7; 2]);
    assert_eq!(grids, givens.repeat(2));
    // SAFETY: valid for 2 records.
    let counted = unsafe {
        sudoku_rules_count_batch(
            rules.0,
            grids.as_ptr(),
            2,
            0,
            0,
            counts.as_mut_ptr(),
            statuses.as_mut_ptr(),
            1,
        )
    };
    assert_eq!(counted, 0);
    assert_eq!(statuses, [Status::INVALID_ARGUMENT; 2]);
    assert_eq!(counts, [7; 2]);
}
