//! A HoDoKu rating from its path: the score is the sum of the steps' base
//! scores; the level is the hardest step's, then raised one level at a time
//! while the score is above the level's maximum.

use super::step::HodokuStep;
use super::table::{Level, StepRow};

pub(super) fn level_and_score(steps: &[HodokuStep]) -> (Level, u32) {
    // Paths run long stretches of one technique: look a row up only when
    // the technique changes (the lookup is a scan of the table).
    let mut score = 0;
    let mut hardest = Level::Easy;
    let mut last: Option<(u32, &StepRow)> = None;
    for step in steps {
        let row = match last {
            Some((technique, row)) if technique == step.technique => row,
            _ => step.row(),
        };
        last = Some((step.technique, row));
        score += row.score;
        hardest = hardest.max(row.level);
    }
    let mut level = hardest;
    while score > level.max_score() {
        level = level.next();
    }
    (level, score)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::hodoku::table::numbers::{HIDDEN_SINGLE, LOCKED_CANDIDATES_1};

    fn steps(technique: u32, count: usize) -> Vec<HodokuStep> {
        vec![HodokuStep::new(technique); count]
    }

    #[test]
    fn the_score_raises_the_level_past_each_maximum() {
        // 57 hidden singles: 798, Easy; 58: 812, raised to Medium.
        assert_eq!(
            level_and_score(&steps(HIDDEN_SINGLE, 57)),
            (Level::Easy, 798)
        );
        assert_eq!(
            level_and_score(&steps(HIDDEN_SINGLE, 58)),
            (Level::Medium, 812)
        );
        // 21 pointing steps: 1050 > 1000, raised from Medium to Hard.
        assert_eq!(
            level_and_score(&steps(LOCKED_CANDIDATES_1, 21)),
            (Level::Hard, 1050)
        );
    }
}
