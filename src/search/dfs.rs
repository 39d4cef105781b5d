//! The depth-first search: propagate, guess on a copy of the board, and
//! come back to the branch not taken. Nothing is ever undone, and there is
//! no recursion: the boards to come back to sit in a fixed array.

use super::board::{Board, Solution, ValueMasks};
use super::directed::{COUNT_AFTER, DIRECT_AFTER};
use super::guess::{words_placing_changes, Guess};
use super::lanes::WORDS;
use super::probe::{propagate_and_probe, PROBE_BUDGET};
use super::propagate::Rules;
use super::rules::Scratch;
use super::trail::{Branch, SavedTriads, Trail, WholeLevel};
use super::{Found, Limits};
use crate::geometry::CELLS;

/// Grids with at least this many givens are searched with the band rule and
/// singles alone, guessing in the box with the most open cells: with so
/// many givens, singles decide the grid or it has many solutions, and the
/// stack rule, the triad rule and the scoring of guesses cost more than
/// they save (docs/ENGINE.md).
const MANY_GIVENS: u32 = 30;

/// Candidates to take out before a search: `[digit - 1][band]`, the cells
/// as in [`ValueMasks`]; only ever of empty cells.
pub(crate) type Exclusions = [[u32; 3]; 9];

/// The search from the givens as value masks, without the `excluded`
/// candidates; None when two givens conflict. Sparse grids get the
/// thorough search. Searches with exclusions look for any one solution of
/// puzzles that mostly have many, which the light search finds faster (the
/// generator made 1.35 times as many puzzles a second with it,
/// docs/GENERATE.md); but without the stack and triad rules a grid with no
/// solution can take the light search millions of guesses, so after
/// [`LIGHT_EXCLUSION_GUESSES`] it starts over with the thorough one.
#[inline(always)]
pub(super) fn search_givens(
    givens: &ValueMasks,
    excluded: Option<&Exclusions>,
    limits: Limits,
    whole: &mut [WholeLevel],
) -> Option<Found> {
    let mut board = Board::with_givens(givens)?;
    let open_cells = givens[0]
        .iter()
        .map(|cells| cells.count_ones())
        .sum::<u32>();
    let sparse = CELLS as u32 - open_cells < MANY_GIVENS;
    let Some(excluded) = excluded else {
        return Some(search_board(board, limits, sparse, whole));
    };
    for (digit, cells) in excluded.iter().enumerate() {
        for band in 0..3 {
            board.candidates[3 * digit + band] &= !cells[band];
        }
    }
    let light_budget = match limits.guess_budget {
        0 => LIGHT_EXCLUSION_GUESSES,
        budget => budget.min(LIGHT_EXCLUSION_GUESSES),
    };
    let light = Limits {
        guess_budget: light_budget,
        ..limits
    };
    let outcome = search_board(board, light, false, whole);
    if !outcome.budget_exhausted || light_budget == limits.guess_budget {
        return Some(outcome);
    }
    let rest = Limits {
        guess_budget: limits.guess_budget.saturating_sub(light_budget),
        ..limits
    };
    let mut thorough = search_board(board, rest, true, whole);
    thorough.guesses += outcome.guesses;
    Some(thorough)
}

/// Guesses after which a light search with exclusions gives way to the
/// thorough one. Nearly every exclusion search of the generator ends far
/// sooner.
const LIGHT_EXCLUSION_GUESSES: u64 = 2_000;

/// Guesses after which a thorough search adds the placement rule
/// (`placement.rs`). Most puzzles are decided sooner, and on them the rule
/// costs more than it saves; on the hard ones it halves the guesses.
const PLACEMENT_AFTER: u64 = 16;

/// The search from `board`; `thorough` adds the stack and triad rules and
/// the scoring of guesses. The trail keeps as many levels whole as `whole`
/// has room for.
#[inline(always)]
pub(super) fn search_board(
    board: Board,
    limits: Limits,
    thorough: bool,
    whole: &mut [WholeLevel],
) -> Found {
    let mut board = board;
    let mut thorough = thorough;
    let mut outcome = Found {
        solutions: 0,
        first: Solution::NONE,
        guesses: 0,
        budget_exhausted: false,
    };
    let max_solutions = limits.max_solutions.max(1);
    let mut scratch = Scratch::new();
    let mut trail = Trail::new(whole);
    let mut known_changes = None;
    // Guesses aim at past contradictions once the search has grown
    // (`directed.rs`).
    let mut directed = false;
    loop {
        let rules = rules_for(thorough, outcome.guesses);
        if board.propagate(&mut scratch, known_changes, rules) {
            if !board.solved() {
                if limits.guess_budget != 0 && outcome.guesses >= limits.guess_budget {
                    outcome.budget_exhausted = true;
                    return outcome;
                }
                if outcome.guesses == COUNT_AFTER {
                    scratch.conflicts.counting = true;
                }
                if !directed && outcome.guesses >= DIRECT_AFTER {
                    directed = true;
                    match start_over(&mut board, &mut scratch, &mut trail, &mut outcome, limits) {
                        StartOver::Refuted => return outcome,
                        StartOver::Ready => {
                            thorough = true;
                            known_changes = Some(0);
                            continue;
                        }
                        StartOver::Not => {}
                    }
                }
                outcome.guesses += 1;
                let guess = if directed {
                    board.most_conflicted_cell(&scratch.conflicts)
                } else {
                    board.choose_guess(&scratch.pairs, thorough)
                };
                known_changes = Some(take_guess(
                    &mut board, guess, &mut trail, &scratch, thorough,
                ));
                continue;
            }
            if record_solution(&mut outcome, &board, max_solutions) {
                return outcome;
            }
        }
        let Some(level) = trail.pop(thorough) else {
            return outcome;
        };
        board = level.board;
        let changed = take_other_branch(&mut board, &level.branch);
        if let SavedTriads::Lost = level.triads {
            // The rules go over every word again, to record the triads.
            scratch.seen = [u32::MAX; WORDS];
            scratch.stack_seen = [u32::MAX; WORDS];
            known_changes = None;
        } else {
            if let SavedTriads::Saved(triads) = level.triads {
                scratch.triads = triads;
            }
            // The saved board was at a fixed point: only what we change now
            // needs the rules again.
            scratch.seen = level.board.candidates;
            scratch.stack_seen = level.board.candidates;
            known_changes = Some(changed);
        }
    }
}

/// Counts the solution `board`, keeping the first. Returns whether that
/// makes `max_solutions`.
#[inline(always)]
fn record_solution(outcome: &mut Found, board: &Board, max_solutions: u32) -> bool {
    if outcome.solutions == 0 {
        outcome.first = board.solution();
    }
    outcome.solutions += 1;
    outcome.solutions >= max_solutions
}

/// The rules of a search after `guesses` guesses.
#[inline(always)]
fn rules_for(thorough: bool, guesses: u64) -> Rules {
    if !thorough {
        Rules::Light
    } else if guesses < PLACEMENT_AFTER {
        Rules::Thorough
    } else {
        Rules::Placement
    }
}

/// What [`start_over`] did.
enum StartOver {
    /// The board is the root again, at a fixed point, for a thorough search.
    Ready,
    /// The root has no solution.
    Refuted,
    /// The search goes on where it is: it has found a solution, which
    /// starting over would count again, or made no guess to go back over.
    Not,
}

/// Starts a search over from the board before its first guess, as a
/// thorough search with the placement rule (a light search kept no triads,
/// so propagation runs from scratch), so that the directed guesses begin
/// at the root, and probes the root (`probe.rs`).
#[inline(always)]
fn start_over(
    board: &mut Board,
    scratch: &mut Scratch,
    trail: &mut Trail<'_>,
    outcome: &mut Found,
    limits: Limits,
) -> StartOver {
    if outcome.solutions > 0 {
        return StartOver::Not;
    }
    let Some(root) = trail.back_to_root() else {
        return StartOver::Not;
    };
    *board = root;
    scratch.seen = [u32::MAX; WORDS];
    scratch.stack_seen = [u32::MAX; WORDS];
    // Probes count as guesses: each costs about as much, and a budget of
    // guesses bounds them too.
    let budget = match limits.guess_budget {
        0 => PROBE_BUDGET,
        budget => PROBE_BUDGET.min(budget.saturating_sub(outcome.guesses)),
    };
    let rules = rules_for(true, outcome.guesses);
    let probed = propagate_and_probe(board, scratch, trail, rules, budget);
    outcome.guesses += probed.probes;
    if probed.open {
        StartOver::Ready
    } else {
        StartOver::Refuted
    }
}

/// Saves the board with the branch not taken, and takes the first branch
/// of `guess`. Returns the words that changed.
#[inline(always)]
fn take_guess(
    board: &mut Board,
    guess: Guess,
    trail: &mut Trail<'_>,
    scratch: &Scratch,
    thorough: bool,
) -> u32 {
    // What to place now (with the cell's candidates), and what to leave for
    // later.
    let (digit, (band, bit), digits, later) = match guess {
        Guess::Cell { band, bit } => {
            let digits = board.digits_at(band, bit);
            assert!(
                digits != 0,
                "an open cell has a candidate after propagation"
            );
            let digit = digits.trailing_zeros() as usize;
            let later = (band, bit, digits & (digits - 1));
            (digit, (band, bit), digits, later)
        }
        Guess::Link {
            digit,
            first,
            second,
        } => {
            let digits = board.digits_at(first.0, first.1);
            (digit, first, digits, (second.0, second.1, 0))
        }
    };
    // Bands are below 3, digits below 9, and candidates 9 bits.
    let branch = Branch {
        cell: 1 << later.1,
        band: later.0 as u32,
        digit: digit as u32,
        others: later.2,
    };
    trail.push(branch, board, thorough.then_some(&scratch.triads));
    let placed = board.place(digit, band, 1 << bit);
    debug_assert!(placed, "a single cell never sees itself");
    words_placing_changes(digit, band, digits)
}

/// Takes the branch `branch` left for later on `board` (the board it saved).
/// Returns the words that changed.
#[inline(always)]
fn take_other_branch(board: &mut Board, branch: &Branch) -> u32 {
    let (band, digit, others) = (branch.band as usize, branch.digit as usize, branch.others);
    if others == 0 {
        // A link: the digit goes to its second cell.
        let bit = branch.cell.trailing_zeros();
        let digits = board.digits_at(band, bit);
        let placed = board.place(digit, band, branch.cell);
        debug_assert!(placed, "a single cell never sees itself");
        words_placing_changes(digit, band, digits)
    } else if others.count_ones() == 1 {
        // The cell's last candidate: place it now rather than leave it to a
        // pass of naked singles.
        let last = others.trailing_zeros() as usize;
        let placed = board.place(last, band, branch.cell);
        debug_assert!(placed, "a single cell never sees itself");
        words_placing_changes(last, band, others | 1 << digit)
    } else {
        let index = 3 * digit + band;
        board.candidates[index] &= !branch.cell;
        // Only that word differs from `seen`: no need to compare them all.
        1 << index
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{is_solution_of, parse};
    use crate::search::board::cells_to_masks;
    use crate::search::trail::{WholeLevels, LEAN_WHOLE_LEVELS, WHOLE_LEVELS};
    use crate::search::{search, Outcome};

    /// The search of `board` with room for `N` whole levels.
    fn search_keeping<const N: usize>(board: Board, limits: Limits, thorough: bool) -> Found {
        search_board(board, limits, thorough, WholeLevels::<N>::new().levels())
    }

    /// The search of `givens` as solving calls run it.
    fn search_givens_whole(
        givens: &ValueMasks,
        excluded: Option<&Exclusions>,
        limits: Limits,
    ) -> Option<Found> {
        search_givens(
            givens,
            excluded,
            limits,
            WholeLevels::<WHOLE_LEVELS>::new().levels(),
        )
    }

    fn outcome(text: &[u8; 81], max_solutions: u32) -> Outcome {
        search(
            &parse(text).unwrap(),
            Limits {
                max_solutions,
                guess_budget: 0,
            },
        )
    }

    #[test]
    fn excluded_candidates_are_never_placed() {
        let limits = Limits {
            max_solutions: 1,
            guess_budget: 0,
        };
        // A unique puzzle without its solution's digit in a cell: none.
        let text =
            b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        let cells = parse(text).unwrap();
        let solution = outcome(text, 1).first;
        let mut excluded = [[0u32; 3]; 9];
        // Cell 30 is empty: band 1, bit 3.
        excluded[solution[30] as usize - 1][1] = 1 << 3;
        let found = search_givens_whole(&cells_to_masks(&cells), Some(&excluded), limits).unwrap();
        assert_eq!(found.solutions, 0);
        // The empty grid without a 1, 2 or 3 in cell 0, nor a 9 in cell 80.
        let mut excluded = [[0u32; 3]; 9];
        for digit in 0..3 {
            excluded[digit][0] = 1;
        }
        excluded[8][2] = 1 << 26;
        let empty = cells_to_masks(&[0; 81]);
        let found = search_givens_whole(&empty, Some(&excluded), limits).unwrap();
        let first = found.first.cells();
        assert_eq!(found.solutions, 1);
        assert!(is_solution_of(&[0; 81], &first));
        assert!(first[0] > 3 && first[80] != 9, "{first:?}");
    }

    /// Sparse grids with no solution that the attack (bench/src/bin/attack.rs)
    /// found, with the guesses they took before directed guesses: each now
    /// takes at most a few more than [`DIRECT_AFTER`].
    const HOSTILE: [(&[u8; 81], u64); 4] = [
        // Four digits left three cells of the bottom-right box.
        (
            b"........7........85............5......4..671.........4758.4...................1..",
            1_848_351,
        ),
        // 30 givens, so a light search until it starts over.
        (
            b"........8.....................6.743.34612.8.7...438162...78.31....31.28....2.67.4",
            107_449,
        ),
        // The 2s have no placement over the grid (the placement rule).
        (
            b".9.....3....24......5.3...9......27......1...28.....5...3....9.....12....5......3",
            4_799,
        ),
        (
            b"5................6.28.9.3......87...4...29....893..7.....23..1...........32..89..",
            630,
        ),
    ];

    #[test]
    #[cfg_attr(miri, ignore = "a minute under Miri; the next test starts over too")]
    fn hostile_grids_are_decided_soon_after_the_search_starts_over() {
        for (text, before) in HOSTILE {
            let found = outcome(text, 2);
            assert_eq!(found.solutions, 0);
            assert!(
                found.guesses <= DIRECT_AFTER + 50 && found.guesses < before,
                "{} guesses",
                found.guesses
            );
        }
    }

    #[test]
    fn a_search_that_starts_over_counts_every_solution_once() {
        // No solution in the first 256 guesses, many after; the second has
        // 30 givens, so its search starts light and goes on thorough.
        let grids: [&[u8; 81]; 2] = [
            b"...9...15......7......4.3......3..........4..7..6.....2........387......4..82....",
            b"....1.....31...6....4..89.....967......32........8....7..1..2431...43857.4.87.196",
        ];
        let (limit, grids) = if cfg!(miri) {
            (3, &grids[1..])
        } else {
            (300, &grids[..])
        };
        for &text in grids {
            // Under Miri one search, which starts over on its way to the
            // third solution, stands for both: each guess is interpreted.
            if !cfg!(miri) {
                assert!(outcome(text, 1).guesses > DIRECT_AFTER, "it starts over");
            }
            let found = outcome(text, limit);
            assert!(found.guesses > DIRECT_AFTER, "it starts over");
            // The independent counter's plain backtracking recomputes every
            // cell's candidates at each node, slow when Miri interprets it;
            // Miri looks for undefined behaviour in the search, and the
            // native run compares the counts.
            if !cfg!(miri) {
                let independent = sudoku_test_support::count_solutions(text, limit as usize);
                assert_eq!(Some(found.solutions as usize), independent);
            }
            assert!(is_solution_of(&parse(text).unwrap(), &found.first));
        }
    }

    #[test]
    fn solves_a_hard_puzzle_and_proves_it_unique() {
        let text =
            b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        let found = outcome(text, 2);
        assert_eq!(found.solutions, 1);
        assert!(found.guesses > 0);
        assert!(is_solution_of(&parse(text).unwrap(), &found.first));
    }

    #[test]
    fn counts_solutions_of_the_empty_grid_up_to_the_limit() {
        let empty = [b'.'; 81];
        // Under Miri, which interprets each step, 100 solutions take a minute.
        let limits: &[u32] = if cfg!(miri) {
            &[1, 2, 7]
        } else {
            &[1, 2, 7, 100]
        };
        for &limit in limits {
            let found = outcome(&empty, limit);
            assert_eq!(found.solutions, limit);
            assert!(is_solution_of(&[0; 81], &found.first));
        }
    }

    #[test]
    fn finds_no_solution_when_none_exists() {
        // Consistent givens, but row 0 leaves cell 8 no digit: 1-8 in the row
        // and 9 in its column.
        let mut text = [b'.'; 81];
        text[..8].copy_from_slice(b"12345678");
        text[9 * 4 + 8] = b'9';
        let found = outcome(&text, 2);
        assert_eq!(found.solutions, 0);
    }

    #[test]
    fn stops_at_the_guess_budget() {
        let text =
            b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        let found = search(
            &parse(text).unwrap(),
            Limits {
                max_solutions: 2,
                guess_budget: 1,
            },
        );
        assert!(found.budget_exhausted);
        assert_eq!(found.guesses, 1);
    }

    #[test]
    fn light_and_thorough_searches_agree() {
        let mut no_solution = [b'.'; 81];
        no_solution[..8].copy_from_slice(b"12345678");
        no_solution[9 * 4 + 8] = b'9';
        // Each grid with its number of solutions, up to 1,000.
        let grids: [(&[u8; 81], u32); 4] = [
            // 35 givens (serg_multiple_solutions).
            (
                b"8.........95.......76.........426798...571243...893165......916....3.487....1.532",
                872,
            ),
            // 24 givens (forum_hardest_1106).
            (
                b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
                1,
            ),
            // 27 givens, the top band of a solution: far more solutions.
            (
                b"123456789456789123789123456......................................................",
                1000,
            ),
            // Consistent givens, but row 0 leaves cell 8 no digit.
            (&no_solution, 0),
        ];
        // Miri interprets each step: counting a thousand solutions there
        // would take minutes, so it counts a few, and leaves the hard
        // puzzle to solves_a_hard_puzzle_and_proves_it_unique (light) and
        // the search that starts over (thorough).
        let max_solutions = if cfg!(miri) { 3 } else { 1000 };
        let grids = grids
            .into_iter()
            .filter(|&(_, solutions)| !cfg!(miri) || solutions != 1);
        let limits = Limits {
            max_solutions,
            guess_budget: 0,
        };
        for (text, solutions) in grids {
            let solutions = solutions.min(max_solutions);
            let cells = parse(text).unwrap();
            let givens = cells_to_masks(&cells);
            for thorough in [false, true] {
                let found = search_keeping::<WHOLE_LEVELS>(
                    Board::with_givens(&givens).unwrap(),
                    limits,
                    thorough,
                );
                assert_eq!(found.solutions, solutions, "thorough: {thorough}");
                if solutions > 0 {
                    assert!(is_solution_of(&cells, &found.first.cells()));
                }
            }
        }
    }

    #[test]
    #[cfg_attr(miri, ignore = "2,000 guesses take minutes under Miri")]
    fn an_exclusion_search_that_grows_starts_over_thorough() {
        // The grid the triad rule refutes at the root (below): the light
        // search, which exclusions take first, needs millions of guesses.
        let text =
            b"..............2..5..0............3...2.5.7........39.......1..2..3..............7";
        let givens = cells_to_masks(&parse(text).unwrap());
        let nothing: Exclusions = [[0; 3]; 9];
        let limits = Limits {
            max_solutions: 1,
            guess_budget: 0,
        };
        let found = search_givens_whole(&givens, Some(&nothing), limits).unwrap();
        assert_eq!(found.solutions, 0);
        assert!(!found.budget_exhausted);
        // The light search itself starts over thorough, with directed
        // guesses, after DIRECT_AFTER guesses: it decides the grid there,
        // before the switch at LIGHT_EXCLUSION_GUESSES.
        assert!(found.guesses <= DIRECT_AFTER + 50, "{}", found.guesses);
        // A caller's budget below the switch stays the whole budget.
        let small = Limits {
            guess_budget: 100,
            ..limits
        };
        let found = search_givens_whole(&givens, Some(&nothing), small).unwrap();
        assert!(found.budget_exhausted);
        assert_eq!(found.guesses, 100);
    }

    /// The crafted grids go up to 45 levels deep, past the trail's whole
    /// levels; a trail that keeps fewer whole must find the same. Not guess
    /// for guess: a deep level goes back without its triads, and the rules
    /// that record them again can take out more than they had.
    #[test]
    #[cfg_attr(miri, ignore = "hundreds of searches take minutes under Miri")]
    fn deep_levels_give_the_search_whole_levels_give() {
        let text = include_str!("../../tests/data/adversarial.txt");
        let grids = text
            .lines()
            .filter(|line| line.len() >= 81 && !line.starts_with('#'));
        let limits = Limits {
            max_solutions: 2,
            guess_budget: 0,
        };
        let (mut searched, mut guesses) = (0, [0u64; 3]);
        for line in grids {
            let Ok(cells) = parse(line.as_bytes()[..81].try_into().unwrap()) else {
                continue;
            };
            let Some(board) = Board::with_givens(&cells_to_masks(&cells)) else {
                continue;
            };
            for thorough in [false, true] {
                let whole = search_keeping::<WHOLE_LEVELS>(board, limits, thorough);
                let fewer = [
                    search_keeping::<1>(board, limits, thorough),
                    search_keeping::<LEAN_WHOLE_LEVELS>(board, limits, thorough),
                ];
                for found in fewer {
                    assert_eq!(found.solutions, whole.solutions, "{line}");
                    if whole.solutions == 1 {
                        assert_eq!(found.first, whole.first, "{line}");
                    }
                }
                guesses[0] += whole.guesses;
                guesses[1] += fewer[0].guesses;
                guesses[2] += fewer[1].guesses;
                searched += 1;
            }
        }
        assert!(searched > 150, "{searched} searches");
        // The same search in all but the deepest levels, where rules that
        // record the triads again take out more (on the grids the third
        // attack found, 6-8% fewer guesses in all).
        for fewer in &guesses[1..] {
            assert!(fewer.abs_diff(guesses[0]) * 7 < guesses[0], "{guesses:?}");
        }
    }

    #[test]
    fn the_triad_rule_refutes_a_grid_without_guessing() {
        // Found by fuzzing: with the band and stack rules alone, only a
        // search of about 3 million guesses shows it has no solution. With
        // the triad rule, propagation at the root refutes it.
        let text =
            b"..............2..5..0............3...2.5.7........39.......1..2..3..............7";
        let givens = cells_to_masks(&parse(text).unwrap());
        let limits = Limits {
            max_solutions: 2,
            guess_budget: 1,
        };
        let found =
            search_keeping::<WHOLE_LEVELS>(Board::with_givens(&givens).unwrap(), limits, true);
        assert_eq!(found.solutions, 0);
        assert_eq!(found.guesses, 0);
        assert!(!found.budget_exhausted);
    }
}
