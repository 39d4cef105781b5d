//! The logic API's contract: candidates and true candidates checked by the
//! tests' own computations, every refusal with its own error, ratings and
//! paths that agree with each other, the techniques' fixed numbers, and a
//! sentence for every step.

mod logic_support;

use logic_support::{load_rated, sees, solution, solutions, CELLS};
use sudoku::logic::{
    candidates, explain, explain_each, hint, rate, rate_capped, true_candidates, Family,
    LogicError, Step, StepKind, Technique,
};

const PUZZLE: &[u8; 81] =
    b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// A puzzle the techniques cannot finish: Sudoku Explainer rates it 6.6.
fn needs_chains() -> [u8; 81] {
    load_rated("se_rated_dev.txt")
        .into_iter()
        .find(|e| e.er > 62)
        .unwrap()
        .puzzle
}

fn digit(b: u8) -> u8 {
    if b.is_ascii_digit() {
        b - b'0'
    } else {
        0
    }
}

#[test]
fn candidates_are_the_digits_no_peer_holds() {
    for entry in load_rated("se_rated_dev.txt").iter().step_by(10) {
        let masks = candidates(&entry.puzzle).unwrap();
        for (cell, &mask) in masks.iter().enumerate() {
            let own = digit(entry.puzzle[cell]);
            let want = if own != 0 {
                1 << (own - 1)
            } else {
                (1..=9u8)
                    .filter(|&d| (0..CELLS).all(|o| !sees(cell, o) || digit(entry.puzzle[o]) != d))
                    .fold(0u16, |m, d| m | 1 << (d - 1))
            };
            assert_eq!(mask, want, "cell {cell}");
        }
    }
}

#[test]
fn true_candidates_are_the_digits_of_some_solution() {
    // A unique puzzle: its solution.
    let answer = solution(PUZZLE);
    let masks = true_candidates(PUZZLE).unwrap();
    for cell in 0..CELLS {
        assert_eq!(masks[cell], 1 << (answer[cell] - 1));
    }
    // Several solutions: the union of all of them, enumerated here.
    let mut open = *PUZZLE;
    for cell in [0, 1, 4, 10, 13, 19, 20, 27, 31] {
        open[cell] = b'.';
    }
    let all = solutions(&open, 100_000);
    assert!(
        all.len() > 1 && all.len() < 100_000,
        "{} solutions",
        all.len()
    );
    let mut union = [0u16; CELLS];
    for grid in &all {
        for cell in 0..CELLS {
            union[cell] |= 1 << (grid[cell] - 1);
        }
    }
    assert_eq!(true_candidates(&open).unwrap(), union);
    // The empty grid: every digit everywhere.
    assert_eq!(true_candidates(&[b'.'; 81]).unwrap(), [0x1FF; 81]);
    // None.
    let mut dead = [b'.'; 81];
    dead[..8].copy_from_slice(b"12345678");
    dead[9 * 4 + 8] = b'9';
    assert_eq!(true_candidates(&dead), Err(LogicError::NoSolution));
}

#[test]
fn bad_grids_are_refused_with_the_cell() {
    let mut bad = *PUZZLE;
    bad[5] = b'x';
    let mut clash = *PUZZLE;
    clash[2] = b'5'; // row 1 has a 5 at cell 0
    for (grid, want) in [
        (bad, LogicError::InvalidCharacter { cell: 5 }),
        (clash, LogicError::ConflictingGivens { cell: 2 }),
    ] {
        assert_eq!(candidates(&grid), Err(want));
        assert_eq!(true_candidates(&grid), Err(want));
        assert_eq!(rate(&grid), Err(want));
        assert_eq!(explain(&grid, &mut []), Err(want));
        assert_eq!(hint(&grid, None, None), Err(want));
    }
}

#[test]
fn puzzles_without_one_solution_are_refused() {
    let mut several = *PUZZLE;
    for cell in [0, 1, 4, 10, 13, 19, 20, 27, 31] {
        several[cell] = b'.';
    }
    let mut none = [b'.'; 81];
    none[..8].copy_from_slice(b"12345678");
    none[9 * 4 + 8] = b'9';
    for (grid, want) in [
        (several, LogicError::MultipleSolutions),
        (none, LogicError::NoSolution),
        ([b'.'; 81], LogicError::MultipleSolutions),
    ] {
        assert_eq!(rate(&grid), Err(want));
        assert_eq!(explain(&grid, &mut []), Err(want));
        assert_eq!(hint(&grid, None, None), Err(want));
    }
}

#[test]
fn the_players_grid_is_checked_against_the_puzzle() {
    let mut current = *PUZZLE;
    current[2] = b'4';
    let mut changed = current;
    changed[0] = b'6'; // a given changed
    let mut cleared = current;
    cleared[1] = b'.'; // a given cleared
    let mut bad = current;
    bad[80] = b'a';
    assert_eq!(
        hint(PUZZLE, Some(&changed), None),
        Err(LogicError::CurrentContradictsPuzzle { cell: 0 })
    );
    assert_eq!(
        hint(PUZZLE, Some(&cleared), None),
        Err(LogicError::CurrentContradictsPuzzle { cell: 1 })
    );
    assert_eq!(
        hint(PUZZLE, Some(&bad), None),
        Err(LogicError::InvalidCharacter { cell: 80 })
    );
    // Marks with bits above 9 in an empty cell are refused; in a filled
    // cell they are not read.
    let mut marks = candidates(&current).unwrap();
    marks[0] = 0xFFFF;
    assert!(hint(PUZZLE, Some(&current), Some(&marks)).is_ok());
    marks[3] |= 1 << 9;
    assert_eq!(
        hint(PUZZLE, Some(&current), Some(&marks)),
        Err(LogicError::InvalidCandidates { cell: 3 })
    );
    // Two of a digit in a row are a mistake, not an error.
    let mut clash = *PUZZLE;
    clash[2] = b'5';
    let step = hint(PUZZLE, Some(&clash), None).unwrap();
    assert_eq!(
        (step.kind, step.cell, step.digit),
        (StepKind::Mistake, 2, 5)
    );
}

#[test]
fn a_solved_grid_has_no_next_step_but_a_wrong_one_has_a_mistake() {
    let answer = solution(PUZZLE).map(|d| b'0' + d);
    assert_eq!(hint(PUZZLE, Some(&answer), None), Err(LogicError::Solved));
    let mut wrong = answer;
    wrong.swap(2, 3); // two entries swapped in row 1, neither a given
    let step = hint(PUZZLE, Some(&wrong), None).unwrap();
    assert_eq!((step.kind, step.cell), (StepKind::Mistake, 2));
    // A full grid as the puzzle: nothing to rate.
    let rating = rate(&answer).unwrap();
    assert_eq!((rating.er, rating.steps, rating.solved), (0, 0, true));
}

#[test]
fn past_the_simple_techniques_chains_rate_and_hint() {
    let puzzle = needs_chains();
    let rating = rate(&puzzle).unwrap();
    assert!(rating.solved);
    assert!(rating.er > 62);
    // Capped below the chains, the rating stops and says it is above.
    let capped = rate_capped(&puzzle, 62, 0).unwrap();
    assert!(!capped.solved);
    assert!(capped.er > 62 && capped.steps < rating.steps);
    // Capped at its own rating, it is the full rating.
    assert_eq!(rate_capped(&puzzle, rating.er, 0), Ok(rating));
    // From where the simple techniques stop, the hint is a chain.
    let mut current = puzzle;
    let mut marks = candidates(&puzzle).unwrap();
    let mut stop = false;
    explain_each(&puzzle, |_, step| {
        if stop || step.technique.family() == Family::Chains {
            stop = true;
            return;
        }
        for (cell, d) in step.eliminated() {
            marks[cell] &= !(1 << (d - 1));
        }
        if let Some((cell, d)) = step.placed() {
            current[cell] = b'0' + d;
            for other in (0..CELLS).filter(|&o| sees(cell, o)) {
                marks[other] &= !(1 << (d - 1));
            }
        }
    })
    .unwrap();
    let step = hint(&puzzle, Some(&current), Some(&marks)).unwrap();
    assert_eq!(step.technique.family(), Family::Chains);
    assert!(step.link_count > 0);
}

#[test]
fn explain_writes_the_path_rate_measures() {
    for entry in load_rated("logic_techniques.txt").iter().step_by(3) {
        let rating = rate(&entry.puzzle).unwrap();
        let needed = rating.steps as usize;
        let mut steps = vec![Step::default(); needed + 2];
        assert_eq!(explain(&entry.puzzle, &mut steps), Ok(rating));
        let mut seen = Vec::new();
        assert_eq!(
            explain_each(&entry.puzzle, |i, step| seen.push((i, *step))),
            Ok(rating)
        );
        assert_eq!(seen.len(), needed);
        for (i, step) in seen {
            assert_eq!(steps[i], step);
        }
        // The hardest step is the rating's; the first is ED.
        let hardest = steps[..needed].iter().map(|s| s.difficulty).max();
        assert_eq!(hardest.unwrap_or(0), rating.er);
        assert_eq!(steps.first().map_or(0, |s| s.difficulty), rating.ed);
        if needed > 1 {
            let mut short = vec![Step::default(); needed - 1];
            assert_eq!(
                explain(&entry.puzzle, &mut short),
                Err(LogicError::CapacityTooSmall { needed })
            );
            assert_eq!(short[..], steps[..needed - 1]);
        }
    }
}

/// The numbers are the C values: fixed forever, only appended to.
#[test]
fn technique_numbers_are_fixed() {
    let numbers: Vec<(u16, &str)> = Technique::ALL
        .iter()
        .map(|t| (t.number(), t.name()))
        .collect();
    assert_eq!(
        numbers,
        [
            (1, "Wrong entry"),
            (2, "Missing candidate"),
            (100, "Full house"),
            (101, "Hidden single in a box"),
            (102, "Hidden single in a row"),
            (103, "Hidden single in a column"),
            (110, "Naked single"),
            (200, "Direct pointing"),
            (201, "Direct claiming"),
            (210, "Pointing"),
            (211, "Claiming"),
            (300, "Direct hidden pair"),
            (301, "Direct hidden triple"),
            (310, "Naked pair"),
            (311, "Naked triple"),
            (312, "Naked quad"),
            (320, "Hidden pair"),
            (321, "Hidden triple"),
            (322, "Hidden quad"),
            (400, "X-Wing"),
            (401, "Swordfish"),
            (402, "Jellyfish"),
            (500, "XY-Wing"),
            (501, "XYZ-Wing"),
            (600, "Unique rectangle type 1"),
            (601, "Unique rectangle type 2"),
            (602, "Unique rectangle type 3"),
            (603, "Unique rectangle type 4"),
            (610, "Unique loop type 1"),
            (611, "Unique loop type 2"),
            (612, "Unique loop type 3"),
            (613, "Unique loop type 4"),
            (620, "BUG type 1"),
            (621, "BUG type 2"),
            (622, "BUG type 3"),
            (623, "BUG type 4"),
            (700, "Aligned pair exclusion"),
            (701, "Aligned triplet exclusion"),
            (800, "X-cycle"),
            (801, "Y-cycle"),
            (802, "XY-cycle"),
            (810, "Forcing X-chain"),
            (811, "Turbot fish"),
            (812, "Forcing chain"),
            (820, "Nishio forcing chain"),
            (830, "Cell forcing chains"),
            (831, "Region forcing chains"),
            (840, "Dynamic contradiction forcing chains"),
            (841, "Dynamic double forcing chains"),
            (842, "Dynamic cell forcing chains"),
            (843, "Dynamic region forcing chains"),
            (850, "Dynamic contradiction forcing chains (+)"),
            (851, "Dynamic double forcing chains (+)"),
            (852, "Dynamic cell forcing chains (+)"),
            (853, "Dynamic region forcing chains (+)"),
            (860, "Dynamic contradiction forcing chains (+ forcing chains)"),
            (861, "Dynamic double forcing chains (+ forcing chains)"),
            (862, "Dynamic cell forcing chains (+ forcing chains)"),
            (863, "Dynamic region forcing chains (+ forcing chains)"),
            (870, "Dynamic contradiction forcing chains (+ multiple forcing chains)"),
            (871, "Dynamic double forcing chains (+ multiple forcing chains)"),
            (872, "Dynamic cell forcing chains (+ multiple forcing chains)"),
            (873, "Dynamic region forcing chains (+ multiple forcing chains)"),
            (880, "Dynamic contradiction forcing chains (+ dynamic forcing chains)"),
            (881, "Dynamic double forcing chains (+ dynamic forcing chains)"),
            (882, "Dynamic cell forcing chains (+ dynamic forcing chains)"),
            (883, "Dynamic region forcing chains (+ dynamic forcing chains)"),
            (
                890,
                "Dynamic contradiction forcing chains (+ dynamic forcing chains (+ forcing chains))"
            ),
            (
                891,
                "Dynamic double forcing chains (+ dynamic forcing chains (+ forcing chains))"
            ),
            (
                892,
                "Dynamic cell forcing chains (+ dynamic forcing chains (+ forcing chains))"
            ),
            (
                893,
                "Dynamic region forcing chains (+ dynamic forcing chains (+ forcing chains))"
            ),
            (900, "Brute force"),
        ]
    );
}

/// Every step has its sentence, naming its cell or cells, written whole
/// into a big buffer and cut (with its full length told) into a small one.
#[test]
fn every_step_has_a_sentence() {
    let mut buf = [0u8; 1024];
    for entry in load_rated("logic_techniques.txt") {
        explain_each(&entry.puzzle, |_, step| {
            let text = step.to_string();
            assert_eq!(step.write_text(&mut buf), text.len());
            assert_eq!(&buf[..text.len()], text.as_bytes());
            let (first_word, _) = step.technique.name().split_once(' ').unwrap_or(("", ""));
            assert!(text.starts_with(first_word), "{text}");
            let named = match step.placed() {
                Some((cell, _)) => vec![cell],
                None => step.eliminated().map(|(cell, _)| cell).collect(),
            };
            for cell in named {
                let name = format!("r{}c{}", cell / 9 + 1, cell % 9 + 1);
                assert!(text.contains(&name), "{name} not in {text:?}");
            }
            let mut small = [0xFFu8; 16];
            assert_eq!(step.write_text(&mut small), text.len());
            assert_eq!(&small[..15], &text.as_bytes()[..15]);
            assert_eq!(small[15], 0);
        })
        .unwrap();
    }
    // The example, on a step of that shape.
    let step = hint(PUZZLE, None, None).unwrap();
    assert_eq!(step.technique, Technique::HiddenSingleBox);
    assert_eq!(
        step.to_string(),
        format!(
            "Hidden single in box {}: r{}c{} is the only place for {}",
            (step.cell / 27) * 3 + step.cell % 9 / 3 + 1,
            step.cell / 9 + 1,
            step.cell % 9 + 1,
            step.digit
        )
    );
}

/// The sample files of puzzles without one solution: every one refused with
/// the right error, whatever the techniques meet on the way.
#[test]
fn sample_files_without_one_solution_are_refused() {
    for (file, want) in [
        ("unsolvable_10k.txt", LogicError::NoSolution),
        ("serg_multiple_solutions.txt", LogicError::MultipleSolutions),
    ] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(file);
        let puzzles = sudoku_test_support::read_puzzles(&path);
        assert!(puzzles.len() >= 500, "{file}");
        for puzzle in puzzles.iter().step_by(2) {
            assert_eq!(
                rate(puzzle),
                Err(want),
                "{}",
                String::from_utf8_lossy(puzzle)
            );
            assert_eq!(hint(puzzle, None, None).map(|s| s.kind), Err(want));
        }
    }
}
