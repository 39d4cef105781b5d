//! The variant engine against test-support's rule lists: a sample of the
//! development sets (tests/data/variants/sample.jsonl, three puzzles from
//! each of shared/data/variants/solve/*.jsonl), the 25x25 set, puzzles made
//! to have no or several solutions, the lz-string export form against the
//! reference JavaScript package, and the classic engine on classic puzzles.

use std::path::Path;

use serde_json::Value;
use sudoku::variant::{self, fpuzzles, lzstring, Engine, RulesBuilder, VariantError};
use sudoku_test_support::variant as independent;

mod variant_support;

use variant_support::{read_set, samples, Sample};

#[test]
fn every_sample_solves_to_its_stored_solution_and_is_unique() {
    let samples = samples();
    assert_eq!(samples.len(), 36);
    for sample in &samples {
        let puzzle =
            fpuzzles::parse_json(&sample.json).unwrap_or_else(|e| panic!("{}: {e}", sample.id));
        let (result, stats) = variant::solve(&puzzle.rules, &puzzle.givens, 0);
        let solution = result.unwrap_or_else(|e| panic!("{}: {e}", sample.id));
        assert_eq!(solution, sample.solution, "{}", sample.id);
        assert_eq!(
            stats.solutions,
            2.min(stats.solutions).max(1),
            "{}",
            sample.id
        );
        let list = independent::from_fpuzzles(&sample.json);
        independent::check_solution(&list, &solution)
            .unwrap_or_else(|e| panic!("{}: {e}", sample.id));
        let (count, _) = variant::count(&puzzle.rules, &puzzle.givens, 2, 0);
        assert_eq!(count, Ok(1), "{}", sample.id);
        // The engine's own checker agrees that the solution breaks nothing.
        assert_eq!(
            variant::check(&puzzle.rules, &solution),
            Ok(()),
            "{}",
            sample.id
        );
    }
}

/// The 25x25 set the benchmark times (tests/data/variants/25x25.jsonl,
/// see its README): each unique under the engine, solved to the stored
/// grid, which test-support's rule-by-rule checker accepts.
#[test]
fn every_25x25_puzzle_is_unique_with_its_stored_solution() {
    let set = read_set("25x25.jsonl");
    assert!(set.len() >= 3, "{}", set.len());
    for sample in &set {
        let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
        assert_eq!(puzzle.rules.size(), 25, "{}", sample.id);
        let (result, _) = variant::solve(&puzzle.rules, &puzzle.givens, 0);
        assert_eq!(result.as_ref(), Ok(&sample.solution), "{}", sample.id);
        let list = independent::from_fpuzzles(&sample.json);
        independent::check_solution(&list, &sample.solution)
            .unwrap_or_else(|e| panic!("{}: {e}", sample.id));
        // The solution keeps every given.
        for (cell, &given) in puzzle.givens.iter().enumerate() {
            assert!(
                given == 0 || given == sample.solution[cell],
                "{}",
                sample.id
            );
        }
    }
}

/// The plain counter is quick on 6x6 and on 9x9 grids half filled in: every
/// sample of those sizes, with the solution's digits written into every
/// other empty cell.
fn half_filled(sample: &Sample) -> Option<(fpuzzles::Puzzle, independent::RuleList)> {
    let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
    let n = puzzle.rules.size();
    if n > 9 {
        return None;
    }
    let mut list = independent::from_fpuzzles(&sample.json);
    let mut puzzle = puzzle;
    let cells: Vec<usize> = (0..n * n)
        .filter(|&c| c % 2 == 0 && puzzle.givens[c] == 0)
        .collect();
    for cell in cells {
        puzzle.givens[cell] = sample.solution[cell];
    }
    list.givens = puzzle.givens.clone();
    Some((puzzle, list))
}

#[test]
fn givens_removed_give_the_independent_count() {
    let mut checked = 0;
    for sample in &samples() {
        let Some((mut puzzle, mut list)) = half_filled(sample) else {
            continue;
        };
        // Take out the first few givens: several solutions, usually.
        let n = puzzle.rules.size();
        let cells: Vec<usize> = (0..n * n)
            .filter(|&c| puzzle.givens[c] != 0)
            .take(n + 3)
            .collect();
        for cell in cells {
            puzzle.givens[cell] = 0;
            list.givens[cell] = 0;
        }
        let want = independent::count_solutions(&list, 20);
        let (got, _) = variant::count(&puzzle.rules, &puzzle.givens, 20, 0);
        assert_eq!(got, Ok(want as u32), "{}", sample.id);
        assert!(want >= 1, "{}", sample.id);
        checked += 1;
    }
    assert_eq!(checked, 30);
}

#[test]
fn a_wrong_given_that_breaks_no_rule_gives_no_solution() {
    for sample in &samples() {
        let Some((puzzle, mut list)) = half_filled(sample) else {
            continue;
        };
        let n = puzzle.rules.size();
        // The first empty cell and digit that break no rule among the givens
        // but differ from the (unique) solution.
        let mut made = false;
        'search: for cell in 0..n * n {
            if puzzle.givens[cell] != 0 {
                continue;
            }
            for digit in 1..=n as u8 {
                if digit == sample.solution[cell] {
                    continue;
                }
                let mut givens = puzzle.givens.clone();
                givens[cell] = digit;
                if variant::check(&puzzle.rules, &givens).is_ok() {
                    list.givens[cell] = digit;
                    assert_eq!(independent::count_solutions(&list, 2), 0, "{}", sample.id);
                    let (got, _) = variant::count(&puzzle.rules, &givens, 2, 0);
                    assert_eq!(got, Ok(0), "{} with {digit} at {cell}", sample.id);
                    let (solved, _) = variant::solve(&puzzle.rules, &givens, 0);
                    assert_eq!(solved, Err(VariantError::NoSolution), "{}", sample.id);
                    made = true;
                    break 'search;
                }
            }
        }
        assert!(made, "{}", sample.id);
    }
}

/// Small rule sets built directly, every count against the plain counter.
#[test]
fn small_grids_count_as_the_rule_list_does() {
    let blank4 = r#""grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]"#;
    let cases = [
        format!(r#"{{"size":4,{blank4}}}"#),
        format!(r#"{{"size":4,{blank4},"diagonal+":true}}"#),
        format!(r#"{{"size":4,{blank4},"diagonal-":true,"diagonal+":true}}"#),
        format!(r#"{{"size":4,{blank4},"antiking":true}}"#),
        format!(
            r#"{{"size":4,{blank4},"nonconsecutive":true,"difference":[{{"cells":["R1C1","R1C2"]}}]}}"#
        ),
        format!(
            r#"{{"size":4,{blank4},"killercage":[{{"cells":["R1C1","R2C1","R2C2"],"value":"6"}},{{"cells":["R3C3","R3C4"],"value":"7"}}]}}"#
        ),
        format!(
            r#"{{"size":4,{blank4},"thermometer":[{{"lines":[["R1C1","R1C2","R2C2"],["R1C1","R2C1"]]}}]}}"#
        ),
        format!(
            r#"{{"size":4,{blank4},"ratio":[{{"cells":["R1C1","R1C2"]}}],"negative":["ratio"]}}"#
        ),
        format!(
            r#"{{"size":4,{blank4},"difference":[{{"cells":["R4C1","R4C2"],"value":"2"}}],"ratio":[{{"cells":["R2C3","R3C3"],"value":"3"}}]}}"#
        ),
        format!(
            r#"{{"size":4,{blank4},"extraregion":[{{"cells":["R1C1","R2C2","R3C3","R4C4"]}}],"killercage":[{{"cells":["R4C1","R4C2"]}}]}}"#
        ),
    ];
    for json in &cases {
        let puzzle = fpuzzles::parse_json(json).unwrap_or_else(|e| panic!("{json}: {e}"));
        let want = independent::count_solutions(&independent::from_fpuzzles(json), 1000);
        let (got, _) = variant::count(&puzzle.rules, &puzzle.givens, 1000, 0);
        assert_eq!(got, Ok(want as u32), "{json}");
    }
    // 6x6 in both box orientations with a jigsaw-free diagonal and cage.
    for boxes in [(2, 3), (3, 2)] {
        let rules = RulesBuilder::new(6)
            .boxes(boxes.0, boxes.1)
            .extra(variant::ExtraHouse::MainDiagonal)
            .cage(vec![0, 1, 6], Some(6))
            .anti_king()
            .build()
            .unwrap();
        let json = fpuzzles::to_json(&rules, &[0; 36]);
        // to_json writes 3x2 boxes as regions; the counter reads them back.
        let want = independent::count_solutions(&independent::from_fpuzzles(&json), 500);
        let (got, _) = variant::count(&rules, &[0; 36], 500, 0);
        assert_eq!(got, Ok(want as u32), "{boxes:?}");
    }
}

#[test]
fn both_engines_agree_on_classic_puzzles() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/magictour_top1465.txt");
    let rules = RulesBuilder::new(9).build().unwrap();
    assert!(rules.is_classic());
    let mut puzzles = sudoku_test_support::read_puzzles(&path);
    puzzles.truncate(40);
    // Multiple solutions too: the first ten with a given taken out.
    for i in 0..10 {
        let mut p = puzzles[i];
        let at = p.iter().position(|&b| b != b'.' && b != b'0').unwrap();
        p[at] = b'.';
        puzzles.push(p);
    }
    for text in &puzzles {
        let givens: Vec<u8> = text
            .iter()
            .map(|&b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect();
        for limit in [1, 2, 5] {
            let classic = variant::count_with(&rules, &givens, limit, 0, Engine::Auto).0;
            let general = variant::count_with(&rules, &givens, limit, 0, Engine::General).0;
            assert_eq!(classic, general, "{}", String::from_utf8_lossy(text));
        }
        let (classic, _) = variant::solve(&rules, &givens, 0);
        if let Ok(solution) = &classic {
            let solved: Vec<u8> = solution.iter().map(|d| b'0' + d).collect();
            sudoku_test_support::check_solution(text, &solved).unwrap();
        }
    }
}

#[test]
fn budgets_are_never_overrun() {
    let sample = samples()
        .into_iter()
        .find(|s| s.id.starts_with("16x16"))
        .unwrap();
    let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
    let (full, full_stats) = variant::count(&puzzle.rules, &puzzle.givens, 2, 0);
    assert_eq!(full, Ok(1));
    for budget in [1, 2, 5, full_stats.guesses.saturating_sub(1).max(1)] {
        let (result, stats) = variant::count(&puzzle.rules, &puzzle.givens, 2, budget);
        assert!(stats.guesses <= budget, "{} > {budget}", stats.guesses);
        if budget < full_stats.guesses {
            assert_eq!(
                result,
                Err(VariantError::BudgetExhausted),
                "budget {budget}"
            );
        }
    }
    // An empty 16x16 has many solutions: found within a small budget.
    let rules = RulesBuilder::new(16).build().unwrap();
    let (result, stats) = variant::count(&rules, &[0; 256], 2, 10_000);
    assert_eq!(result, Ok(2));
    assert!(stats.guesses <= 10_000);
}

#[test]
fn lz_string_matches_the_reference_package() {
    // Made by tests/data/variants/lzstring.jsonl's generator: lz-string 1.5.0
    // from npm, LZString.compressToBase64 of each text.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants/lzstring.jsonl");
    let mut n = 0;
    for line in std::fs::read_to_string(path).unwrap().lines() {
        let record: Value = serde_json::from_str(line).unwrap();
        let text = record["text"].as_str().unwrap();
        let base64 = record["base64"].as_str().unwrap();
        assert_eq!(
            lzstring::decompress_from_base64(base64).as_deref(),
            Ok(text)
        );
        let link = format!("https://www.f-puzzles.com/?load={base64}&x=1");
        assert_eq!(lzstring::decompress_from_base64(&link).as_deref(), Ok(text));
        if text.starts_with("{\"size\"") {
            let from_export = fpuzzles::parse_any(base64).unwrap();
            let from_json = fpuzzles::parse_any(text).unwrap();
            assert_eq!(from_export.givens, from_json.givens);
        }
        n += 1;
    }
    assert_eq!(n, 17);
    assert_eq!(
        lzstring::decompress_from_base64("AB!C"),
        Err(lzstring::LzError::Character { byte: 2 })
    );
    assert_eq!(
        lzstring::decompress_from_base64(""),
        Err(lzstring::LzError::Empty)
    );
    assert!(lzstring::decompress_from_base64("N4IgzglgXgpiBcIBMAGAFmA").is_err());
}

#[test]
fn json_written_reads_back_to_the_same_puzzle() {
    for sample in samples() {
        let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
        let json = fpuzzles::to_json(&puzzle.rules, &puzzle.givens);
        let again =
            fpuzzles::parse_json(&json).unwrap_or_else(|e| panic!("{}: {e}\n{json}", sample.id));
        assert_eq!(again.givens, puzzle.givens, "{}", sample.id);
        assert_eq!(again.rules.houses(), puzzle.rules.houses(), "{}", sample.id);
        assert_eq!(again.rules.pairs(), puzzle.rules.pairs(), "{}", sample.id);
        assert_eq!(again.rules.cages(), puzzle.rules.cages(), "{}", sample.id);
    }
}

#[test]
fn refusals_name_the_field_and_cell() {
    use fpuzzles::FpuzzlesError;
    let blank4 = r#""grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]"#;
    let err = |json: String| fpuzzles::parse_json(&json).unwrap_err();
    assert_eq!(
        err(format!(r#"{{"size":4,{blank4},"arrow":[]}}"#)),
        FpuzzlesError::Unsupported {
            field: "arrow".into()
        }
    );
    assert_eq!(
        err(format!(r#"{{"size":4,{blank4},"negative":["xv"]}}"#)),
        FpuzzlesError::Unsupported {
            field: "negative: xv".into()
        }
    );
    assert_eq!(
        err(r#"{"size":4,"grid":[[{"value":5,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#.into()),
        FpuzzlesError::Cell { field: "grid".into(), cell: "R1C1".into(), message: "value is not a digit 1..4".into() }
    );
    assert_eq!(
        err(format!(
            r#"{{"size":4,{blank4},"killercage":[{{"cells":["R1C1","R5C1"]}}]}}"#
        )),
        FpuzzlesError::Cell {
            field: "killercage".into(),
            cell: "R5C1".into(),
            message: "not a cell of the grid".into()
        }
    );
    assert!(matches!(
        err(format!(
            r#"{{"size":4,{blank4},"killercage":[{{"cells":["R1C1","R1C2"],"value":"99"}}]}}"#
        )),
        FpuzzlesError::Rules(variant::RulesError::CageSum {
            cage: 0,
            sum: 99,
            ..
        })
    ));
    assert!(matches!(
        err("{\"size\":4,\n\"grid\":[}".into()),
        FpuzzlesError::Json { line: 2, .. }
    ));
    // A million cages: refused by count, quickly, before any table is built.
    let cage = r#"{"cells":["R1C1"]},"#;
    let json = format!(
        r#"{{"size":4,{blank4},"killercage":[{}{{"cells":["R1C1"]}}]}}"#,
        cage.repeat(999_999)
    );
    let start = std::time::Instant::now();
    assert!(matches!(
        err(json),
        FpuzzlesError::Rules(variant::RulesError::TooMany {
            what: "cage",
            count: 1_000_000,
            most: 64
        })
    ));
    assert!(start.elapsed().as_secs() < 20);
    let deep = "[".repeat(100_000);
    assert!(matches!(err(deep), FpuzzlesError::Json { .. }));
    // Cosmetic fields are skipped.
    let json = format!(
        r#"{{"size":4,{blank4},"title":"t","line":[{{"lines":[["R1C1"]]}}],"cage":[{{"cells":["R1C1"]}}]}}"#
    );
    assert!(fpuzzles::parse_json(&json).is_ok());
}
