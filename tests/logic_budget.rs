//! The guess budgets of the logic engine's search-based calls: with enough
//! guesses each answers exactly as without a budget, with one guess fewer
//! than its searches need it gives up with `BudgetExhausted`.

use sudoku::logic::{
    hint, hint_within, rate, rate_within, true_candidates, true_candidates_within, LogicError,
};
use sudoku::{count_solutions_within, solve, SolveMode, SolveOptions};

/// Hard for the search (tests/data/forum_hardest_1106.txt): one solution,
/// found only after many guesses; its path needs nested chains (10.3).
const HARD: &[u8; 81] =
    b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

/// Guesses a unique solve of `puzzle` takes.
fn solve_guesses(puzzle: &[u8; 81]) -> u64 {
    let options = SolveOptions {
        mode: SolveMode::Unique,
        guess_budget: 0,
    };
    solve(puzzle, options).1.guesses
}

#[test]
fn hint_within_needs_the_guesses_of_one_solve() {
    let needed = solve_guesses(HARD);
    assert!(needed >= 2, "{needed} guesses: too easy to test a budget");
    let want = hint(HARD, None, None);
    assert!(want.is_ok());
    assert_eq!(hint_within(HARD, None, None, needed), want);
    assert_eq!(hint_within(HARD, None, None, 0), want);
    assert_eq!(
        hint_within(HARD, None, None, needed - 1),
        Err(LogicError::BudgetExhausted)
    );
    // Refusals come before the search, whatever the budget.
    let mut bad = *HARD;
    bad[3] = b'x';
    assert_eq!(
        hint_within(&bad, None, None, 1),
        Err(LogicError::InvalidCharacter { cell: 3 })
    );
}

#[test]
fn rate_within_bounds_the_count_and_the_chains() {
    // This puzzle needs chains, which count its solutions first.
    let rating = rate(HARD).unwrap();
    assert!(rating.solved && rating.er > 90);
    let needed = count_solutions_within(HARD, 2, 0).1.guesses;
    assert!(needed >= 2, "{needed} guesses: too easy to test a budget");
    assert_eq!(
        rate_within(HARD, needed - 1),
        Err(LogicError::BudgetExhausted)
    );
    // Enough for the count, too little for the chains: the chain search
    // gives up too; some larger budget rates the puzzle as without one.
    assert_eq!(rate_within(HARD, needed), Err(LogicError::BudgetExhausted));
    let mut budget = needed;
    while rate_within(HARD, budget) == Err(LogicError::BudgetExhausted) {
        budget *= 2;
        assert!(budget < 1 << 40, "no budget is enough");
    }
    assert_eq!(rate_within(HARD, budget), Ok(rating));
    // A path solved without uniqueness techniques counts nothing: any
    // budget does.
    let easy = b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    assert_eq!(rate_within(easy, 1), rate(easy));
}

#[test]
fn true_candidates_within_counts_the_guesses_of_all_its_searches() {
    // HARD: one solution, and many other candidates, each refuted by a
    // search of its own; the empty grid: every digit everywhere.
    for grid in [*HARD, [b'.'; 81]] {
        let want = true_candidates(&grid).unwrap();
        let works = |budget: u64| match true_candidates_within(&grid, budget) {
            Ok(masks) => {
                assert_eq!(masks, want);
                true
            }
            Err(err) => {
                assert_eq!(err, LogicError::BudgetExhausted);
                false
            }
        };
        // The least budget that works, by bisection: a budget works exactly
        // when it covers the searches' guesses together.
        let (mut low, mut high) = (1u64, 1u64 << 30);
        assert!(works(high));
        while low < high {
            let mid = low + (high - low) / 2;
            if works(mid) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        if low > 1 {
            assert!(!works(low - 1));
        }
        assert!(works(low) && works(low + 1) && works(0));
        if grid == *HARD {
            // More than one search's worth: the budget is shared.
            assert!(low > solve_guesses(HARD), "{low}");
        }
    }
}
