//! Ratings for the rating bounds: the [`Rater`] hook, and the library's
//! own rater, the logic engine's Sudoku Explainer rating.

use crate::geometry::CELLS;

/// Rates puzzles for the rating bounds.
pub trait Rater {
    /// The Sudoku Explainer rating of `puzzle` (81 bytes, `.` for empty
    /// cells) in tenths, or None when it cannot be rated (the candidate is
    /// then refused).
    fn rate(&self, puzzle: &[u8; CELLS]) -> Option<u32>;

    /// The rating of `puzzle` if it lies in `low..=high`, else None. A
    /// rater may stop early on a puzzle it sees is too hard.
    fn rate_bounded(&self, puzzle: &[u8; CELLS], low: u32, high: u32) -> Option<u32> {
        self.rate(puzzle).filter(|r| (low..=high).contains(r))
    }
}

impl<F: Fn(&[u8; CELLS]) -> Option<u32>> Rater for F {
    fn rate(&self, puzzle: &[u8; CELLS]) -> Option<u32> {
        self(puzzle)
    }
}

/// [`crate::logic::rate`]'s ER. Every puzzle with one solution gets one
/// (past Sudoku Explainer's rules, a brute-force step rated 20.0 finishes
/// the path); a path that did not reach the solution would give only a
/// lower bound, and is refused.
pub struct LogicRater;

impl Rater for LogicRater {
    fn rate(&self, puzzle: &[u8; CELLS]) -> Option<u32> {
        let rating = crate::logic::rate(puzzle).ok()?;
        rating.solved.then_some(u32::from(rating.er))
    }

    /// Stops at the first step rated above `high`, so a candidate too hard
    /// is not rated to the end (and one that needs no chains below the
    /// bound is refused without searching for them).
    fn rate_bounded(&self, puzzle: &[u8; CELLS], low: u32, high: u32) -> Option<u32> {
        let cap = u8::try_from(high).unwrap_or(u8::MAX);
        let rating = crate::logic::rate_capped(puzzle, cap, 0).ok()?;
        let er = u32::from(rating.er);
        (rating.solved && (low..=high).contains(&er)).then_some(er)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_logic_rater_gives_er_and_refuses_bad_grids() {
        // A singles puzzle (ER 1.2 or so) and one that needs nested chains.
        let easy =
            b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let rating = crate::logic::rate(easy).unwrap();
        assert!(rating.solved);
        assert_eq!(LogicRater.rate(easy), Some(u32::from(rating.er)));
        let hard =
            b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        let rating = crate::logic::rate(hard).unwrap();
        assert!(rating.solved && rating.er >= 95);
        assert_eq!(LogicRater.rate(hard), Some(u32::from(rating.er)));
        assert_eq!(LogicRater.rate(&[b'?'; CELLS]), None);
        let er = u32::from(rating.er);
        assert_eq!(LogicRater.rate_bounded(hard, er, er), Some(er));
        assert_eq!(LogicRater.rate_bounded(hard, 0, er - 1), None);
        assert_eq!(LogicRater.rate_bounded(hard, er + 1, 200), None);
        assert!(LogicRater.rate_bounded(easy, 0, 62).is_some());
    }
}
