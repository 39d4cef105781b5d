//! `--hodoku-teach --candidates N`: where a teaching target's time goes.
//! The candidates of every target but Easy are `generate`'s minimal
//! puzzles; this times making them and rating each whole on HoDoKu's
//! scale, per level, so a target's cost per kept puzzle can be split into
//! generation, candidates rejected per level and the kept one's walk.
//!
//! For the Extreme candidates it also says how their path leaves Unfair's
//! bounds (where an Unfair target rejects them and an Extreme one keeps
//! them): by an Extreme step, or by a score past Unfair's 1,800. And how
//! many steps other than singles come before that, against before a
//! lower bound could tell (the score so far plus 4, the cheapest placing
//! step, for each empty cell left: above 1,800 the path must leave).

use std::collections::BTreeMap;

use sudoku::generate::{self, GenerateOptions, Symmetry};
use sudoku::logic::hodoku::{self, HodokuRating, Level};

use crate::rate::cpu_ns;

/// Per level: candidates, and the nanoseconds their whole ratings took.
#[derive(Default)]
struct Tally {
    candidates: u64,
    rating_ns: u64,
}

/// How an Extreme candidate's path leaves Unfair's bounds.
#[derive(Default)]
struct ExtremeExit {
    by_score: u64,
    by_step: u64,
    /// Steps other than singles before the path leaves the bounds.
    hard_steps: u64,
    /// The same, before the score's lower bound passes 1,800.
    hard_steps_to_bound: u64,
}

const SINGLES: [u32; 3] = [100, 200, 300];

impl ExtremeExit {
    fn add(&mut self, puzzle: &[u8; 81], rating: &HodokuRating) {
        let max = Level::Unfair.max_score();
        let mut empty = puzzle.iter().filter(|&&b| b == b'.').count() as u32;
        let (mut score, mut hard, mut to_bound) = (0, 0, None);
        for step in &rating.steps {
            let row = step.row();
            score += row.score;
            empty -= step.placements.len() as u32;
            hard += u64::from(!SINGLES.contains(&step.technique));
            if to_bound.is_none() && score + 4 * empty > max {
                to_bound = Some(hard);
            }
            let past_level = row.level > Level::Unfair;
            if past_level || score > max {
                if past_level {
                    self.by_step += 1;
                } else {
                    self.by_score += 1;
                }
                self.hard_steps += hard;
                self.hard_steps_to_bound += to_bound.unwrap_or(hard).min(hard);
                return;
            }
        }
        unreachable!("an Extreme path leaves Unfair's bounds");
    }
}

/// Rates `count` minimal puzzles (seeds 0 on) whole and prints the table.
pub fn run(count: u64, symmetry: Symmetry) {
    let mut levels: BTreeMap<Option<Level>, Tally> = BTreeMap::new();
    let mut exits = ExtremeExit::default();
    let mut generation_ns = 0;
    for seed in 0..count {
        let options = GenerateOptions {
            seed,
            symmetry,
            ..GenerateOptions::default()
        };
        let start = cpu_ns();
        let made = generate::generate(&options).expect("a minimal puzzle");
        let generated = cpu_ns();
        let rating = hodoku::rate(&made.puzzle);
        let rated = cpu_ns();
        generation_ns += generated - start;
        let level = rating.as_ref().ok().map(|rating| rating.level);
        let tally = levels.entry(level).or_default();
        tally.candidates += 1;
        tally.rating_ns += rated - generated;
        if let Ok(rating) = &rating {
            if rating.level == Level::Extreme {
                exits.add(&made.puzzle, rating);
            }
        }
    }
    println!(
        "candidates: {count} minimal puzzles ({symmetry:?}, seeds 0-{}), generated in {:.1} µs \
         each on average",
        count.saturating_sub(1),
        generation_ns as f64 / count.max(1) as f64 / 1e3
    );
    println!("| level | candidates | share | mean µs, whole rating |");
    println!("|---|---:|---:|---:|");
    for (level, tally) in &levels {
        println!(
            "| {} | {} | {:.1}% | {:.1} |",
            level.map_or("refused", |level| level.name()),
            tally.candidates,
            100.0 * tally.candidates as f64 / count as f64,
            tally.rating_ns as f64 / tally.candidates as f64 / 1e3
        );
    }
    let extreme = exits.by_score + exits.by_step;
    if extreme > 0 {
        println!(
            "Extreme candidates leaving Unfair's bounds: {} by the score, {} by an Extreme \
             step; steps past singles before that {:.2} on average, before the score's lower \
             bound passes 1,800 {:.2}",
            exits.by_score,
            exits.by_step,
            exits.hard_steps as f64 / extreme as f64,
            exits.hard_steps_to_bound as f64 / extreme as f64
        );
    }
}
