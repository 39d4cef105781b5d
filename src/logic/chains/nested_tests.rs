//! Nested forcing chains of levels 2 to 5, and the brute force past them,
//! called rule by rule on boards of real paths. No sample's path needs
//! levels 4 and 5 or brute force, so only these tests run that code. Every
//! step is checked with the integration tests' own tools (tests/logic_support,
//! which knows nothing of the library's search): against the unique solution
//! found by their backtracking, and chain by chain, each potential re-derived
//! from the grid and the ones before it.

use super::super::board::Board;
use super::super::step::{Step, StepKind};
use super::super::technique::Technique;
use super::*;
use crate::geometry::CELLS;

#[path = "../../../tests/logic_support/mod.rs"]
mod logic_support;
use logic_support::{check_chain, solution, solutions, ChainCheck, Replay};

/// A board: its values (81 bytes, `.` empty) and the candidates of its
/// empty cells in row order, one group of digits each.
fn board(values: &str, marks: &str) -> Board {
    let values: [u8; CELLS] = values.as_bytes().try_into().expect("81 cells");
    let mut digits = [0u8; CELLS];
    let mut candidates = [0u16; CELLS];
    let mut groups = marks.split_whitespace();
    for cell in 0..CELLS {
        if values[cell] == b'.' {
            let group = groups.next().expect("marks for every empty cell");
            candidates[cell] = group.bytes().fold(0, |m, d| m | 1 << (d - b'1'));
        } else {
            digits[cell] = values[cell] - b'0';
        }
    }
    assert!(groups.next().is_none(), "marks left over");
    Board::from_parts(&digits, &candidates)
}

/// The board's unique solution, by the tests' own backtracking on its
/// values; the board must keep every solution digit as a candidate.
fn answer(board: &Board) -> [u8; CELLS] {
    let text: [u8; CELLS] = std::array::from_fn(|c| match board.values[c] {
        0 => b'.',
        v => b'0' + v,
    });
    let answer = solution(&text);
    for cell in (0..CELLS).filter(|&c| board.values[c] == 0) {
        assert!(
            board.candidates[cell] >> (answer[cell] - 1) & 1 != 0,
            "the board lost the solution's digit in cell {cell}"
        );
    }
    answer
}

/// Level `level`'s rule alone on `board`, as the rule list runs it, with no
/// work limit: its step, and the work it took.
fn nested_rule(board: &Board, level: u8) -> (Option<Step>, u64) {
    let mut space = allocate().expect("memory for a workspace");
    let Workspace {
        forcing,
        best_forcing,
        inner,
        deep,
        ..
    } = &mut *space;
    let forcing = forcing.get();
    forcing.prop.source.set_from(board);
    forcing.prop.work.set_from(board);
    let counts = advanced::Counts {
        empty_in_house: board.empty_in_house,
        placed: board.placed,
    };
    let mut nest = nested::Nest {
        level,
        plus: advanced::Plus::new(counts),
        inner: inner.get(),
        deep: deep.get(),
    };
    let mut budget = Budget::new(0);
    let mut step = Step::default();
    let found = best::forcing_chains(
        forcing,
        best_forcing,
        Rule::dynamic(level),
        &mut nest,
        &mut budget,
        &mut step,
        super::Shortcuts::NONE,
    )
    .expect("no work limit");
    (found.then_some(step), u64::MAX - budget.left())
}

/// The techniques of level `level`: contradiction, double, cell, region.
fn techniques(level: u8) -> [Technique; 4] {
    use Technique::*;
    match level {
        2 => [
            NestedContradictionChains2,
            NestedDoubleChains2,
            NestedCellChains2,
            NestedRegionChains2,
        ],
        3 => [
            NestedContradictionChains3,
            NestedDoubleChains3,
            NestedCellChains3,
            NestedRegionChains3,
        ],
        4 => [
            NestedContradictionChains4,
            NestedDoubleChains4,
            NestedCellChains4,
            NestedRegionChains4,
        ],
        _ => [
            NestedContradictionChains5,
            NestedDoubleChains5,
            NestedCellChains5,
            NestedRegionChains5,
        ],
    }
}

/// Sudoku Explainer's length bonus (its getLengthDifficulty), in tenths: one
/// for each threshold 4, 6, 8, 12, 16, 24, 32, 48, ... that the complexity
/// less 2 exceeds.
fn length_bonus(complexity: u32) -> u8 {
    let length = i64::from(complexity) - 2;
    let (mut bonus, mut ceiling, mut odd) = (0, 4i64, false);
    while length > ceiling {
        bonus += 1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    bonus
}

/// Checks a step of level `level` on `board`: true to the solution, of the
/// level's techniques, rated as Sudoku Explainer rates it, and its chains
/// sound link by link. Returns what the chain check saw.
fn check_step(board: &Board, level: u8, step: &Step) -> ChainCheck {
    let answer = answer(board);
    assert!(techniques(level).contains(&step.technique), "{step:?}");
    if let Some((cell, digit)) = step.placed() {
        assert_eq!(answer[cell], digit, "places a wrong digit: {step:?}");
    } else {
        assert_eq!(step.kind, StepKind::Elimination);
    }
    assert!(step.elimination_count() > 0, "removes nothing: {step:?}");
    for (cell, digit) in step.eliminated() {
        assert!(board.candidates[cell] >> (digit - 1) & 1 != 0, "{step:?}");
        assert_ne!(answer[cell], digit, "removes the solution: {step:?}");
    }
    let before = Replay {
        values: board.values,
        candidates: board.candidates,
    };
    let check = check_chain(&before, step).unwrap_or_else(|why| panic!("{why}: {step:?}"));
    assert!(!check.cut, "chains cut: only some links were checked");
    // The rating is the level's base (9.5, 10.0, 10.5, 11.0) and the length
    // bonus of its complexity: the chains' own potentials (the links),
    // plus, for each nested chain they rely on, that chain's. Only a step
    // with such a potential (one the check had to search for) may rate
    // above its links' bonus.
    let base = 95 + 5 * (level - 2);
    let own = base + length_bonus(u32::from(step.link_count));
    if check.searched == 0 {
        assert_eq!(step.difficulty, own, "{step:?}");
    } else {
        assert!(step.difficulty >= own, "{step:?}");
    }
    check
}

/// Puzzle 2 of tests/data/chain_techniques.txt
/// (`98.7..6....7.65....`) before step 7 of its path, a nested cell chain
/// of level 3 (11.0): no rule below level 3 has a step here.
fn needs_level_3() -> Board {
    board(
        "98.7..6....7.65..........7.4...7...3..85...9.....2.5...1....3....96...5...63...8.",
        "1245 134 1234 1234 1245 123 234 12489 1489 1234 2489 12356 23456 12345 12489 13489 \
         123489 12489 1245 2569 125 189 1689 128 126 12367 2367 134 1346 1247 12467 1367 679 \
         13 1489 134689 146 14678 2578 245 2489 589 24789 246 24679 2378 2347 148 12478 1247 \
         1247 257 2457 1459 12479 12479 12479",
    )
}

/// Puzzle 4 of chain_techniques.txt (`........1.....2.3..`) before step 43,
/// a dynamic region chain (9.0): 194 candidates left, where every level is
/// quick.
fn late_board() -> Board {
    board(
        "........1.....2.3...4.5.6....52......4.1....78...6.4....8.....3.5..9.8.69.6....7.",
        "2357 68 29 346789 378 46789 2579 24589 1567 1689 19 68 147 579 459 237 12379 3789 17 \
         289 289 167 1679 3478 479 39 1689 89 236 239 38 589 2359 25689 1279 12379 3579 3579 \
         1259 259 47 27 4567 12 1567 159 459 12347 1237 347 37 24 23 3458 124 13458 125 245",
    )
}

/// Puzzle 1 of chain_techniques.txt (`.......12.....3..4.`) before step 46,
/// a dynamic cell chain (9.1), where the nested levels' best steps rely on
/// a nested chain.
fn late_board_nesting() -> Board {
    board(
        ".......12.....3..4..4.2.5....5.3..2..3.6..7..8....9.....7.46..1.9.3.....6..8.....",
        "3579 5678 3689 4579 68 4578 3689 1257 12568 12689 1579 1689 689 6789 1379 16 179 78 \
         36789 36789 79 1467 147 478 168 689 14 129 158 124 589 589 27 16 257 157 1346 3456 \
         356 235 258 259 2389 39 124 128 57 1257 2468 45678 5678 45 123 19 127 239 457 357",
    )
}

#[test]
fn levels_2_and_3_find_true_sound_steps_on_a_late_board() {
    let board = late_board();
    for level in [2, 3] {
        let (step, _) = nested_rule(&board, level);
        let step = step.unwrap_or_else(|| panic!("level {level} finds no step"));
        check_step(&board, level, &step);
        // The double form of level 3 is one no sample's path meets.
        assert_eq!(step.technique, techniques(level)[1], "{step:?}");
    }
}

#[test]
fn level_4_finds_a_true_sound_step_where_the_path_needs_level_3() {
    let board = needs_level_3();
    // As the path found: nothing at level 2, a step at level 3.
    assert!(nested_rule(&board, 2).0.is_none());
    let (step, _) = nested_rule(&board, 3);
    check_step(&board, 3, &step.expect("the path's level-3 step"));
    let (step, _) = nested_rule(&board, 4);
    let check = check_step(&board, 4, &step.expect("a level-4 step"));
    // Dynamic chains with the simple techniques inside find nothing here,
    // so the step relies on a potential only a nested chain gives.
    assert!(check.searched > 0, "{check:?}");
}

#[test]
fn levels_4_and_5_find_true_sound_steps_on_late_boards() {
    for (name, board) in [
        ("late", late_board()),
        ("late, nesting", late_board_nesting()),
    ] {
        let (four, _) = nested_rule(&board, 4);
        let (five, _) = nested_rule(&board, 5);
        let four = four.unwrap_or_else(|| panic!("{name}: no level-4 step"));
        let five = five.unwrap_or_else(|| panic!("{name}: no level-5 step"));
        let check_4 = check_step(&board, 4, &four);
        let check_5 = check_step(&board, 5, &five);
        if name == "late, nesting" {
            assert!(check_4.searched > 0 && check_5.searched > 0, "{name}");
        }
    }
}

/// A puzzle of tests/data/serg_multiple_solutions.txt
/// (`8.........95.......76...`) with the cells all its solutions agree on
/// filled in, and r1c2 from one of them: six solutions. Each empty cell
/// holds the digits it has in some solution, so no candidate can be
/// removed or placed, and a sound rule finds nothing.
fn nothing_provable() -> Board {
    let puzzle =
        b"81.....7..95..7....76........3492768...571243.2.836915...754.9...1928437.4.613..2";
    let all = solutions(puzzle, 100);
    assert_eq!(all.len(), 6);
    let mut candidates = [0u16; CELLS];
    for grid in &all {
        for (mask, &digit) in candidates.iter_mut().zip(grid) {
            *mask |= 1 << (digit - 1);
        }
    }
    let values: [u8; CELLS] = std::array::from_fn(|c| match puzzle[c] {
        b'.' => 0,
        d => d - b'0',
    });
    Board::from_parts(&values, &candidates)
}

#[test]
fn where_nothing_is_provable_every_level_finds_nothing_and_brute_force_is_tried() {
    let board = nothing_provable();
    let mut work = [0; 6];
    for level in 2..=5 {
        let (step, spent) = nested_rule(&board, level);
        assert!(step.is_none(), "level {level} proves something: {step:?}");
        work[level as usize] = spent;
    }
    // Where the dynamic chains nested in level 5 find nothing, it nests
    // dynamic chains of level 2 too: more work than level 4.
    assert!(work[5] > work[4], "{work:?}");
    // Every rule runs to brute force, which finds no single solution; with
    // a ceiling below brute force's 20.0, the same rules run and stop there.
    let mut space = allocate().expect("memory for a workspace");
    let mut step = Step::default();
    let run = |space: &mut Workspace, step: &mut Step, ceiling| {
        rules(&board, space, &mut Budget::new(0), step, ceiling).expect("no work limit")
    };
    assert!(matches!(
        run(&mut space, &mut step, u8::MAX),
        Outcome::Nothing
    ));
    assert!(matches!(run(&mut space, &mut step, 199), Outcome::Capped));
    let mut chains = Chains::new(0, None);
    assert!(!chains.next_step(&board, &mut step).expect("no error"));
    assert!(!chains.capped);
}

/// Level 5, the deepest nesting, inside a 16 KiB thread (PTHREAD_STACK_MIN)
/// with 5 KiB of it taken first, more than the frames of a rating or an
/// explanation above the rules take (docs/LOGIC.md): the header's promise
/// for puzzles that need it, which no puzzle at hand does.
#[test]
fn level_5_fits_a_small_thread_under_the_frames_of_a_path() {
    let found = std::thread::Builder::new()
        .stack_size(sudoku_test_support::stack_bound(16 * 1024))
        .spawn(|| {
            let taken = std::hint::black_box([0u8; 5 * 1024]);
            let (step, _) = nested_rule(&late_board_nesting(), 5);
            std::hint::black_box(&taken);
            step.map(|step| step.difficulty)
        })
        .expect("start a thread")
        .join()
        .expect("the level-5 rule overflowed its stack or panicked");
    assert!(found.is_some_and(|tenths| tenths >= 110), "{found:?}");
}
