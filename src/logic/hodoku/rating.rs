//! A HoDoKu rating from its path: the score is the sum of the steps' base
//! scores; the level is the hardest step's, then raised one level at a time
//! while the score is above the level's maximum.

use super::step::HodokuStep;
use super::table::numbers::{FULL_HOUSE, HIDDEN_SINGLE, NAKED_SINGLE};
use super::table::{step_row, Level, StepRow, STEPS};

/// The level and score of the steps added so far, and the hardest step's
/// row (the first of the highest level with the highest base score).
#[derive(Default)]
pub(super) struct Tally {
    pub score: u32,
    pub steps: usize,
    pub hardest: Option<&'static StepRow>,
    /// The last step's technique and row: paths run long stretches of one
    /// technique, and the lookup is a scan of the table.
    last: Option<(u32, &'static StepRow)>,
}

impl Tally {
    pub fn add(&mut self, technique: u32) -> &'static StepRow {
        let row = match (technique, self.last) {
            // The singles, most of a path, are the table's first rows.
            (FULL_HOUSE, _) => &STEPS[0],
            (NAKED_SINGLE, _) => &STEPS[1],
            (HIDDEN_SINGLE, _) => &STEPS[2],
            (_, Some((last, row))) if last == technique => row,
            _ => step_row(technique).expect("steps carry numbers of the table"),
        };
        self.last = Some((technique, row));
        self.score += row.score;
        self.steps += 1;
        if self
            .hardest
            .map_or(true, |h| (row.level, row.score) > (h.level, h.score))
        {
            self.hardest = Some(row);
        }
        row
    }

    pub fn level(&self) -> Level {
        let mut level = self.hardest.map_or(Level::Easy, |h| h.level);
        while self.score > level.max_score() {
            level = level.next();
        }
        level
    }
}

pub(super) fn level_and_score(steps: &[HodokuStep]) -> (Level, u32) {
    let mut tally = Tally::default();
    for step in steps {
        tally.add(step.technique);
    }
    (tally.level(), tally.score)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::hodoku::table::numbers::LOCKED_CANDIDATES_1;

    fn steps(technique: u32, count: usize) -> Vec<HodokuStep> {
        vec![HodokuStep::new(technique); count]
    }

    #[test]
    fn the_singles_rows_are_the_ones_the_lookup_finds() {
        for technique in [FULL_HOUSE, NAKED_SINGLE, HIDDEN_SINGLE] {
            let mut tally = Tally::default();
            let row = tally.add(technique);
            assert_eq!(row, step_row(technique).unwrap());
            assert_eq!(row.number, technique);
        }
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
