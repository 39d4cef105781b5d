//! Rating bounds for variant puzzles: each rule set is rated on the scale
//! that applies to it, through the logic engines' public entry points.
//! Classic 9x9 on Sudoku Explainer 1.2.1's (`crate::logic`, as the classic
//! generator rates), the 9x9 variants SukakuExplainer rates on its scale,
//! every other rule set (killer, jigsaw, thermometers, kropki, other
//! sizes) on the project's own (docs/VARIANT-LOGIC.md).

use crate::generate::{LogicRater, Rater};
use crate::variant::logic::{rate_own_scale, score_sukaku_scale, SukakuVariant};
use crate::variant::Rules;

/// The scale a rule set's puzzles are rated on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RatingScale {
    /// Classic 9x9: Sudoku Explainer 1.2.1's ER, as `crate::logic::rate`.
    SudokuExplainer,
    /// A 9x9 variant SukakuExplainer rates: its ER, as
    /// [`score_sukaku_scale`] gives it (the same ER as `rate_sukaku_scale`).
    SukakuExplainer(SukakuVariant),
    /// Any other rule set: the project's own ER, as [`rate_own_scale`].
    Own,
}

/// The scale that applies to `rules` (with the cages, regions, dots or
/// lines a layout made: a jigsaw 9x9 is rated on the own scale).
pub fn rating_scale(rules: &Rules) -> RatingScale {
    if rules.is_classic() {
        return RatingScale::SudokuExplainer;
    }
    match SukakuVariant::from_rules(rules) {
        Some(variant) => RatingScale::SukakuExplainer(variant),
        None => RatingScale::Own,
    }
}

/// The ER of `puzzle` (N * N values, 0 empty) in tenths on `scale`, when
/// it lies in `low..=high`; None when it lies outside or the scale's
/// techniques cannot finish it (no number that could be wrong; on the own
/// scale, a path that guesses).
pub fn rate_within(
    rules: &Rules,
    scale: RatingScale,
    puzzle: &[u8],
    low: u32,
    high: u32,
) -> Option<u32> {
    let er = match scale {
        RatingScale::SudokuExplainer => {
            let mut text = [b'.'; 81];
            for (byte, &value) in text.iter_mut().zip(puzzle) {
                if value != 0 {
                    *byte = b'0' + value;
                }
            }
            // Stops at the first step above `high`: a candidate too hard
            // is not rated to the end.
            return LogicRater.rate_bounded(&text, low, high);
        }
        RatingScale::SukakuExplainer(variant) => score_sukaku_scale(variant, puzzle, None).ok()?.er,
        // A path with a guess has no rating by logic: refused, as before
        // the scale guessed.
        RatingScale::Own => {
            let rating = rate_own_scale(rules, puzzle).ok()?;
            if rating.guesses > 0 {
                return None;
            }
            rating.er
        }
    };
    let er = u32::from(er);
    (low..=high).contains(&er).then_some(er)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::RulesBuilder;

    #[test]
    fn each_rule_set_gets_its_scale() {
        let classic = RulesBuilder::new(9).build().unwrap();
        assert_eq!(rating_scale(&classic), RatingScale::SudokuExplainer);
        let x = SukakuVariant::X.rules();
        assert_eq!(
            rating_scale(&x),
            RatingScale::SukakuExplainer(SukakuVariant::X)
        );
        let six = RulesBuilder::new(6).build().unwrap();
        assert_eq!(rating_scale(&six), RatingScale::Own);
        let killer = RulesBuilder::new(4)
            .cage(vec![0, 1], Some(3))
            .build()
            .unwrap();
        assert_eq!(rating_scale(&killer), RatingScale::Own);
    }

    #[test]
    fn bounds_keep_or_refuse_the_rating() {
        // A 4x4 that hidden singles solve: rated on the own scale.
        let rules = RulesBuilder::new(4).build().unwrap();
        let givens = [1, 2, 0, 4, 0, 4, 1, 0, 2, 0, 4, 3, 0, 3, 0, 1];
        let er = u32::from(rate_own_scale(&rules, &givens).unwrap().er);
        assert_eq!(
            rate_within(&rules, RatingScale::Own, &givens, er, er),
            Some(er)
        );
        assert_eq!(
            rate_within(&rules, RatingScale::Own, &givens, er + 1, 99),
            None
        );
        assert_eq!(
            rate_within(&rules, RatingScale::Own, &givens, 0, er - 1),
            None
        );
        // An empty grid has many solutions: the techniques stop, no rating.
        assert_eq!(
            rate_within(&rules, RatingScale::Own, &[0; 16], 0, 255),
            None
        );
    }
}
