//! Puzzles that teach, on HoDoKu 2.2.0's scale: generated as the options
//! ask (seed, symmetry, given bounds, pattern, Sudoku Explainer rating
//! bounds), then kept only when HoDoKu's path has the level asked for,
//! or needs the technique asked for (and, if asked, nothing harder).
//!
//! A candidate whose HoDoKu path reaches a technique this engine does not
//! have is refused like any other: its level is unknown.

use super::{generate_where, GenerateError, GenerateOptions, Generated, LogicRater, Removal};
use crate::geometry::CELLS;
use crate::logic::hodoku::{self, Level, StepRow, IMPLEMENTED};

/// What HoDoKu's path must show. Both parts may be set: both must hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HodokuTarget {
    /// The puzzle's HoDoKu level; `None` for any.
    pub level: Option<Level>,
    /// A HoDoKu step number the path must take: a row of the table (any
    /// step reported under it counts, so 5600 "Continuous Nice Loop" is
    /// met by an AIC) or a variant's own number (5602 "AIC": only that).
    pub technique: Option<u32>,
    /// With `technique`: no step of the path is harder than it (a higher
    /// level, or the same level and a higher base score), so a learner
    /// meets it with nothing harder around it.
    pub hardest: bool,
}

/// The techniques this generator makes puzzles for: those this engine
/// implements that appear on at least 1% of random minimal puzzles'
/// HoDoKu paths. Measured on 40,000 minimal puzzles with no symmetry, seeds
/// 0-39999 (`cargo run --release -p sudoku-bench -- --hodoku-teach --share
/// 40000 --per-level 0 --per-technique 0`, which prints every technique's
/// share; docs/HODOKU.md has the table), as step numbers: a row stands for
/// every step reported under it, a variant (5602 AIC) for itself.
pub const TEACHABLE: &[u32] = &[
    100, 200, 300, // singles
    1000, 1100, 1200, 1210, 1300, 1400, 1500, 1600, // intersections, subsets
    2200, 2300, // X-Wing, Swordfish (1.59%)
    2800, 2900, 3000, 3100, 3120, 3170, // remote pair, BUG+1, single digit
    3200, 3300, 3400, // wings
    3500, 3700, 3800, 4010, // uniqueness 1, 3, 4, hidden rectangle
    4100, 4300, // finned X-Wing, finned Swordfish
    5300, 5500, // Sue de Coq, XY-Chain
    5600, 5601, 5602, 5650, 5651, // nice loops and AICs
    5700, 5800, // ALS-XZ (1.12%), ALS-XY-Wing (1.07%)
    8500, // forcing chains, contradiction or verity (1.05%)
];

/// Why no teaching puzzle was generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TeachError {
    /// The options or the search failed as [`super::generate`] would.
    Generate(GenerateError),
    /// `technique` is no step number of HoDoKu's table or its variants.
    UnknownTechnique { technique: u32 },
    /// `level` is Incomplete, which no puzzle has.
    UnknownLevel,
    /// The engine cannot make puzzles for `technique`: it does not
    /// implement it, HoDoKu has it off by default, or it is on fewer than
    /// 1% of minimal puzzles' paths ([`TEACHABLE`]).
    NotTeachable { technique: u32 },
}

impl From<GenerateError> for TeachError {
    fn from(err: GenerateError) -> TeachError {
        TeachError::Generate(err)
    }
}

impl std::fmt::Display for TeachError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            TeachError::Generate(err) => err.fmt(f),
            TeachError::UnknownTechnique { technique } => {
                write!(f, "{technique} is no HoDoKu step number")
            }
            TeachError::UnknownLevel => f.write_str("no puzzle has the level Incomplete"),
            TeachError::NotTeachable { technique } => write!(
                f,
                "cannot generate puzzles for {} ({technique}): not implemented, off by \
                 default, or on fewer than 1% of minimal puzzles' paths",
                hodoku::technique_name(technique).unwrap_or("?")
            ),
        }
    }
}

impl std::error::Error for TeachError {}

/// Whether the generator makes puzzles for `technique`, a HoDoKu step
/// number (a row or a variant); the error says why not.
pub fn check_technique(technique: u32) -> Result<(), TeachError> {
    let row = hodoku::step_row(technique).ok_or(TeachError::UnknownTechnique { technique })?;
    let known = row.enabled && IMPLEMENTED.contains(&row.number);
    if known && TEACHABLE.contains(&technique) {
        Ok(())
    } else {
        Err(TeachError::NotTeachable { technique })
    }
}

/// Whether `step_number` is `technique`: the same number, or a variant
/// reported under the row `technique` names.
fn is_technique(step_number: u32, technique: u32) -> bool {
    step_number == technique || hodoku::step_row(step_number).map(|r| r.number) == Some(technique)
}

/// Harder means a higher level, or the same level and a higher score.
fn harder(row: &StepRow, than: &StepRow) -> bool {
    (row.level, row.score) > (than.level, than.score)
}

/// Whether `rating`'s path meets `target`.
pub fn meets(rating: &hodoku::HodokuRating, target: &HodokuTarget) -> bool {
    if target.level.is_some_and(|level| level != rating.level) {
        return false;
    }
    let Some(technique) = target.technique else {
        return true;
    };
    let Some(row) = hodoku::step_row(technique) else {
        return false;
    };
    let on_path = rating
        .steps
        .iter()
        .any(|step| is_technique(step.technique, technique));
    on_path && !(target.hardest && rating.steps.iter().any(|step| harder(step.row(), row)))
}

/// Whether `target` (the Extreme level alone) is met as soon as the path
/// leaves Unfair's bounds, so that a candidate is kept without the rest of
/// its path.
fn decided_at_first_extreme_step(target: &HodokuTarget) -> bool {
    target.level == Some(Level::Extreme) && target.technique.is_none()
}

/// Generates a puzzle as `options` ask whose HoDoKu rating meets `target`.
/// Each candidate (each counted against `options.attempt_budget`) is rated
/// on HoDoKu's scale until its path passes the target's level or, with
/// `hardest`, the technique (the candidates that meet the target are rated
/// whole, so the same ones are kept); `Generated::rating` is its HoDoKu
/// score. For the Extreme level alone a candidate is kept as soon as its
/// path passes Unfair's bounds (the same candidates), so the score is not
/// known and `Generated::rating` is 0 (`hodoku::rate` gives it). For an
/// Easy target the candidates are still minimal, but their
/// givens go singles first (the groups singles fill again, then the rest),
/// so they are not [`super::generate`]'s.
pub fn generate_hodoku(
    options: &GenerateOptions,
    target: &HodokuTarget,
) -> Result<Generated, TeachError> {
    if target.level == Some(Level::Incomplete) {
        return Err(TeachError::UnknownLevel);
    }
    if let Some(technique) = target.technique {
        check_technique(technique)?;
    }
    let ceiling = target.level.unwrap_or(Level::Extreme);
    let hardest = match target.technique {
        Some(technique) if target.hardest => hodoku::step_row(technique),
        _ => None,
    };
    let mut score = 0;
    let settled_at_extreme = decided_at_first_extreme_step(target);
    // The generator's candidates have one solution each: no check.
    let mut accept = |puzzle: &[u8; CELLS]| {
        if settled_at_extreme {
            // Extreme exactly when the path leaves Unfair's bounds: a step
            // above Unfair, or a score past its maximum. Nothing after can
            // lower the level, so the rest of the path is not walked (and
            // the score stays unknown).
            return hodoku::rate_unique_under(puzzle, Level::Unfair, None).is_none();
        }
        match hodoku::rate_unique_under(puzzle, ceiling, hardest) {
            Some(rating) if meets(&rating, target) => {
                score = rating.score;
                true
            }
            _ => false,
        }
    };
    // An Easy path takes singles alone: candidates that keep singles enough
    // as long as they can are Easy more often (2.1 tries, not 2.4), and
    // cost fewer searches; one sure to need more than singles is dropped
    // before it is minimal, unrated. Other targets gain nothing (Medium
    // needed 5.7 tries, not 5.1), so theirs stay `generate`'s candidates.
    let removal = if target.level == Some(Level::Easy) {
        Removal::SinglesFirst
    } else {
        Removal::Classic
    };
    let mut made = generate_where(options, &LogicRater, removal, &mut accept)?;
    made.rating = score;
    Ok(made)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Symmetry;
    use crate::logic::hodoku::{HodokuRating, HodokuStep};

    fn step(technique: u32) -> HodokuStep {
        HodokuStep {
            technique,
            cells: Vec::new(),
            digits: 0,
            placements: Vec::new(),
            eliminations: Vec::new(),
        }
    }

    fn rating(level: Level, techniques: &[u32]) -> HodokuRating {
        HodokuRating {
            level,
            score: 0,
            steps: techniques.iter().map(|&t| step(t)).collect(),
        }
    }

    #[test]
    fn which_techniques_are_teachable() {
        assert_eq!(check_technique(2200), Ok(()));
        assert_eq!(check_technique(5602), Ok(()));
        let refused = |technique| Err(TeachError::NotTeachable { technique });
        // Grouped AIC is under 1% though its row is teachable; Jellyfish
        // and ALS-XY-Chain are rare; Kraken Fish is off by default.
        assert_eq!(check_technique(5652), refused(5652));
        assert_eq!(check_technique(5900), refused(5900));
        assert_eq!(check_technique(5800), Ok(()));
        assert_eq!(check_technique(2400), refused(2400));
        assert_eq!(check_technique(8450), refused(8450));
        assert_eq!(
            check_technique(1234),
            Err(TeachError::UnknownTechnique { technique: 1234 })
        );
    }

    #[test]
    fn a_path_meets_a_target() {
        // Singles, an X-Wing (Hard, 140), a Skyscraper (Hard, 130).
        let path = rating(Level::Hard, &[300, 2200, 3000, 200]);
        let x_wing = |hardest| HodokuTarget {
            level: None,
            technique: Some(2200),
            hardest,
        };
        assert!(meets(&path, &x_wing(true)));
        let skyscraper = HodokuTarget {
            technique: Some(3000),
            hardest: true,
            ..x_wing(false)
        };
        assert!(!meets(&path, &skyscraper));
        assert!(meets(
            &path,
            &HodokuTarget {
                hardest: false,
                ..skyscraper
            }
        ));
        assert!(!meets(
            &path,
            &HodokuTarget {
                level: Some(Level::Medium),
                ..x_wing(false)
            }
        ));
        // A row is met by a step reported under it; a variant only by itself.
        let aic = rating(Level::Unfair, &[5602]);
        let target = |technique| HodokuTarget {
            technique: Some(technique),
            ..HodokuTarget::default()
        };
        assert!(meets(&aic, &target(5600)) && meets(&aic, &target(5602)));
        assert!(!meets(&aic, &target(5601)));
    }

    /// Checks with the test-support counter that `made` has its solution,
    /// one solution, and two or more once any group of givens goes.
    fn assert_unique_and_minimal(made: &Generated, symmetry: Symmetry) {
        use sudoku_test_support::{check_solution, count_solutions};
        let puzzle = made.puzzle;
        assert_eq!(check_solution(&puzzle, &made.solution), Ok(()));
        assert_eq!(count_solutions(&puzzle, 2), Some(1));
        for &group in symmetry.orbits().groups() {
            if group.into_iter().any(|cell| puzzle[cell] == b'.') {
                continue;
            }
            let mut smaller = puzzle;
            for cell in group {
                smaller[cell] = b'.';
            }
            assert_eq!(count_solutions(&smaller, 2), Some(2));
        }
    }

    /// An Extreme target keeps a candidate at its path's first step past
    /// Unfair's bounds: the same candidates, so the same puzzle and
    /// attempts, as keeping those the whole path (`hodoku::rate`, which
    /// also checks uniqueness) rates Extreme.
    #[test]
    fn extreme_puzzles_are_decided_early_as_the_whole_rating_decides() {
        let target = HodokuTarget {
            level: Some(Level::Extreme),
            ..HodokuTarget::default()
        };
        for symmetry in [Symmetry::None, Symmetry::Rotate180] {
            for seed in 0..3 {
                let options = GenerateOptions {
                    seed,
                    symmetry,
                    ..GenerateOptions::default()
                };
                let made = generate_hodoku(&options, &target).unwrap();
                let mut whole_is_extreme = |puzzle: &[u8; CELLS]| {
                    hodoku::rate(puzzle).is_ok_and(|rating| rating.level == Level::Extreme)
                };
                let expected = generate_where(
                    &options,
                    &LogicRater,
                    Removal::Classic,
                    &mut whole_is_extreme,
                )
                .unwrap();
                assert_eq!(
                    (made.puzzle, made.attempts),
                    (expected.puzzle, expected.attempts)
                );
                assert_eq!(made.rating, 0, "the score is not known");
                assert_unique_and_minimal(&made, symmetry);
            }
        }
    }

    /// The singles-first removal's Easy puzzles, with and without symmetry,
    /// checked by the test-support counter (one solution, and two or more
    /// once any symmetric group of givens goes) and rated whole by
    /// `hodoku::rate`.
    #[test]
    fn easy_puzzles_are_unique_minimal_and_easy() {
        let target = HodokuTarget {
            level: Some(Level::Easy),
            ..HodokuTarget::default()
        };
        for symmetry in [Symmetry::None, Symmetry::Rotate180] {
            for seed in 0..6 {
                let options = GenerateOptions {
                    seed,
                    symmetry,
                    ..GenerateOptions::default()
                };
                let made = generate_hodoku(&options, &target).unwrap();
                let puzzle = made.puzzle;
                assert_unique_and_minimal(&made, symmetry);
                let whole = hodoku::rate(&puzzle).unwrap();
                assert_eq!(whole.level, Level::Easy);
                assert_eq!(whole.score, made.rating);
            }
        }
    }

    /// The bounded rating the generator uses gives the whole rating exactly
    /// when the path stays within the bounds, and nothing otherwise, on
    /// random minimal puzzles (rated whole by `hodoku::rate`, which checks
    /// uniqueness itself).
    #[test]
    fn a_bounded_rating_is_the_whole_rating_within_its_bounds() {
        let levels = [
            Level::Easy,
            Level::Medium,
            Level::Hard,
            Level::Unfair,
            Level::Extreme,
        ];
        let rows: Vec<&'static StepRow> = [300, 1300, 2200, 3300, 5600]
            .iter()
            .map(|&t| hodoku::step_row(t).unwrap())
            .collect();
        let mut kept = [0; 5];
        for seed in 0..120 {
            let options = GenerateOptions {
                seed,
                ..GenerateOptions::default()
            };
            let puzzle = super::super::generate(&options).unwrap().puzzle;
            let whole = hodoku::rate(&puzzle).ok();
            for (i, &level) in levels.iter().enumerate() {
                let expected = whole.clone().filter(|r| r.level <= level);
                kept[i] += usize::from(expected.is_some());
                let bounded = hodoku::rate_unique_under(&puzzle, level, None);
                assert_eq!(bounded, expected, "seed {seed}, {level:?}");
            }
            for &row in &rows {
                let expected = whole
                    .clone()
                    .filter(|r| !r.steps.iter().any(|s| harder(s.row(), row)));
                let bounded = hodoku::rate_unique_under(&puzzle, Level::Extreme, Some(row));
                assert_eq!(bounded, expected, "seed {seed}, {}", row.name);
            }
        }
        // The bounds both keep and drop puzzles on this sample.
        assert!(kept[0] > 0 && kept[0] < kept[4], "{kept:?}");
    }
}
