//! Ratings for the rating bounds: the [`Rater`] hook, and the library's
//! own rater, the logic engine's Sudoku Explainer rating.

use crate::geometry::CELLS;

/// Rates puzzles for the rating bounds.
pub trait Rater {
    /// The Sudoku Explainer rating of `puzzle` (81 bytes, `.` for empty
    /// cells) in tenths, or None when it cannot be rated (the candidate is
    /// then refused).
    fn rate(&self, puzzle: &[u8; CELLS]) -> Option<u32>;
}

impl<F: Fn(&[u8; CELLS]) -> Option<u32>> Rater for F {
    fn rate(&self, puzzle: &[u8; CELLS]) -> Option<u32> {
        self(puzzle)
    }
}

/// [`crate::logic::rate`]'s ER. A puzzle its techniques do not solve (one
/// that needs chains, until they join the engine) has no rating yet: it is
/// refused, since its ER is only a lower bound.
pub struct LogicRater;

impl Rater for LogicRater {
    fn rate(&self, puzzle: &[u8; CELLS]) -> Option<u32> {
        let rating = crate::logic::rate(puzzle).ok()?;
        rating.solved.then_some(u32::from(rating.er))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_logic_rater_gives_er_and_refuses_unsolved_paths() {
        // A singles puzzle (ER 1.2 or so) and one that needs chains.
        let easy =
            b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let rating = crate::logic::rate(easy).unwrap();
        assert!(rating.solved);
        assert_eq!(LogicRater.rate(easy), Some(u32::from(rating.er)));
        let hard =
            b"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
        assert!(!crate::logic::rate(hard).unwrap().solved);
        assert_eq!(LogicRater.rate(hard), None);
        assert_eq!(LogicRater.rate(&[b'?'; CELLS]), None);
    }
}
