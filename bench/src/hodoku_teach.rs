//! `--hodoku-teach`: the teaching generator on HoDoKu's scale
//! (`sudoku::generate::teach`). Three tables:
//! - each technique's share of random minimal puzzles' HoDoKu paths (what
//!   `teach::TEACHABLE` was chosen from: 1% or more);
//! - puzzles a second per HoDoKu level;
//! - per teachable technique, mean ms per puzzle whose path needs it, and
//!   per puzzle where it is also the hardest step.
//!
//! Times are the thread's CPU clock; seeds run 0, 1, 2, ... so every run
//! makes the same puzzles.

use std::collections::BTreeMap;

use sudoku::generate::teach::{self, HodokuTarget};
use sudoku::generate::{self, GenerateOptions, Symmetry};
use sudoku::logic::hodoku::{self, Level, STEPS};

use crate::hodoku_candidates;
use crate::rate::cpu_ns;

/// Candidates per puzzle before a target counts as out of reach.
const ATTEMPTS: u64 = 3000;

pub const USAGE: &str = "\
Usage: cargo run --release -p sudoku-bench -- --hodoku-teach [--share N] [--per-level N] [--per-technique N] [--no-hardest] [--symmetry NAME] [--level NAME]... [--technique N]... [--candidates N]

  --share N          minimal puzzles rated for the techniques' shares (default 2000)
  --per-level N      puzzles generated per level (default 20)
  --per-technique N  puzzles generated per technique, and again as the hardest (default 10)
  --no-hardest       per technique, only puzzles whose path takes it (not as the hardest)
  --symmetry NAME    the givens' symmetry for --per-level and --per-technique: none (default)
                     or rotate-180 (HoDoKu's own generator's: a cell and its half-turn image)
  --level NAME       only this level's row (easy, medium, hard, unfair, extreme; repeatable)
  --technique N      only this technique's row, a step number (repeatable)
  --candidates N     instead of the tables: N minimal puzzles (the candidates of every target
                     but Easy) generated and rated whole, the time and share per level";

pub fn run(mut args: impl Iterator<Item = String>) -> Result<bool, String> {
    let (mut share, mut per_level, mut per_technique) = (2000u64, 20u64, 10u64);
    let mut with_hardest = true;
    let mut symmetry = Symmetry::None;
    let (mut only_levels, mut only_techniques) = (Vec::new(), Vec::new());
    let mut candidates = None;
    while let Some(arg) = args.next() {
        let mut value = || -> Result<u64, String> {
            let text = args.next().ok_or(format!("{arg} needs a value"))?;
            text.parse().map_err(|_| format!("{arg} {text:?}"))
        };
        match arg.as_str() {
            "--share" => share = value()?,
            "--per-level" => per_level = value()?,
            "--per-technique" => per_technique = value()?,
            "--no-hardest" => with_hardest = false,
            "--symmetry" => {
                symmetry = match args.next().as_deref() {
                    Some("none") => Symmetry::None,
                    Some("rotate-180") => Symmetry::Rotate180,
                    other => return Err(format!("--symmetry {other:?}: none or rotate-180")),
                }
            }
            "--level" => {
                let name = args.next().unwrap_or_default();
                let level = LEVELS
                    .into_iter()
                    .find(|level| level.name().eq_ignore_ascii_case(&name))
                    .ok_or(format!(
                        "--level {name:?}: easy, medium, hard, unfair or extreme"
                    ))?;
                only_levels.push(level);
            }
            "--technique" => only_techniques.push(value()? as u32),
            "--candidates" => candidates = Some(value()?),
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(true);
            }
            other => return Err(format!("unknown option {other:?}\n{USAGE}")),
        }
    }
    if let Some(count) = candidates {
        hodoku_candidates::run(count, symmetry);
        return Ok(true);
    }
    shares(share);
    levels(per_level, symmetry, &only_levels);
    techniques(per_technique, with_hardest, symmetry, &only_techniques);
    Ok(true)
}

/// Each row's share of the paths of `count` minimal puzzles (seeds 0 on).
fn shares(count: u64) {
    let mut on_path: BTreeMap<u32, u64> = BTreeMap::new();
    let mut refused = 0u64;
    let start = cpu_ns();
    for seed in 0..count {
        let options = GenerateOptions {
            seed,
            ..GenerateOptions::default()
        };
        let made = generate::generate(&options).expect("a minimal puzzle");
        let steps = match hodoku::rate(&made.puzzle) {
            Ok(rating) => rating.steps,
            Err(hodoku::HodokuError::NotRated { steps, .. }) => {
                refused += 1;
                steps
            }
            Err(err) => panic!("a generated puzzle: {err}"),
        };
        // Rows, and the techniques reported under a row by their own number.
        let mut rows: Vec<u32> = steps
            .iter()
            .flat_map(|s| [s.row().number, s.technique])
            .collect();
        rows.sort_unstable();
        rows.dedup();
        for row in rows {
            *on_path.entry(row).or_default() += 1;
        }
    }
    let seconds = (cpu_ns() - start) as f64 / 1e9;
    println!(
        "shares: {count} minimal puzzles (no symmetry, seeds 0-{}), {refused} refused \
         (path needs a technique not implemented), {seconds:.2} s CPU",
        count.saturating_sub(1)
    );
    println!("| technique | number | paths with it | share | teachable |");
    println!("|---|---:|---:|---:|---|");
    let numbers = STEPS
        .iter()
        .flat_map(|row| std::iter::once(row.number).chain(variants_of(row.number)));
    for number in numbers.filter(|number| on_path.contains_key(number)) {
        let n = on_path[&number];
        let teachable = teach::check_technique(number).is_ok();
        println!(
            "| {} | {number} | {n} | {:.2}% | {} |",
            hodoku::technique_name(number).unwrap_or("?"),
            100.0 * n as f64 / count as f64,
            if teachable { "yes" } else { "no" }
        );
    }
}

/// The techniques reported under `row` by their own numbers.
fn variants_of(row: u32) -> impl Iterator<Item = u32> {
    hodoku::VARIANTS
        .iter()
        .filter(move |variant| variant.2 == row)
        .map(|variant| variant.0)
}

/// Generates `count` puzzles for `target`, seeds 0 on; the CPU seconds and
/// the attempts, or the first error.
fn time(target: &HodokuTarget, count: u64, symmetry: Symmetry) -> Result<(f64, u64), String> {
    let mut attempts = 0;
    let start = cpu_ns();
    for seed in 0..count {
        let options = GenerateOptions {
            seed,
            attempt_budget: ATTEMPTS,
            symmetry,
            ..GenerateOptions::default()
        };
        let made = teach::generate_hodoku(&options, target).map_err(|e| e.to_string())?;
        attempts += made.attempts;
    }
    Ok(((cpu_ns() - start) as f64 / 1e9, attempts))
}

/// The symmetry's name in the tables' headings.
fn described(symmetry: Symmetry) -> &'static str {
    match symmetry {
        Symmetry::None => "no symmetry",
        _ => "rotate-180 symmetry",
    }
}

const LEVELS: [Level; 5] = [
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Unfair,
    Level::Extreme,
];

/// The levels' rows, only those of `only` when it names any.
fn levels(count: u64, symmetry: Symmetry, only: &[Level]) {
    if count == 0 {
        return;
    }
    println!(
        "\nlevels: {count} minimal puzzles each ({}, seeds 0-{})",
        described(symmetry),
        count - 1
    );
    println!("| level | puzzles/s | mean attempts |");
    println!("|---|---:|---:|");
    for level in LEVELS
        .into_iter()
        .filter(|level| only.is_empty() || only.contains(level))
    {
        let target = HodokuTarget {
            level: Some(level),
            ..HodokuTarget::default()
        };
        match time(&target, count, symmetry) {
            Ok((seconds, attempts)) => println!(
                "| {} | {:.0} | {:.1} |",
                level.name(),
                count as f64 / seconds,
                attempts as f64 / count as f64
            ),
            Err(err) => println!("| {} | {err} | |", level.name()),
        }
    }
}

/// The teachable techniques' rows, only those of `only` when it names any.
fn techniques(count: u64, with_hardest: bool, symmetry: Symmetry, only: &[u32]) {
    if count == 0 {
        return;
    }
    println!(
        "\ntechniques: {count} minimal puzzles each ({}, seeds 0-{})",
        described(symmetry),
        count - 1
    );
    if with_hardest {
        println!("| technique | number | mean ms | mean attempts | mean ms, hardest | mean attempts, hardest |");
        println!("|---|---:|---:|---:|---:|---:|");
    } else {
        println!("| technique | number | mean ms | mean attempts |");
        println!("|---|---:|---:|---:|");
    }
    for &number in teach::TEACHABLE
        .iter()
        .filter(|number| only.is_empty() || only.contains(number))
    {
        let name = hodoku::technique_name(number).unwrap_or("?");
        let mut cells = Vec::new();
        for hardest in [false, true].into_iter().filter(|&h| with_hardest || !h) {
            let target = HodokuTarget {
                technique: Some(number),
                hardest,
                ..HodokuTarget::default()
            };
            match time(&target, count, symmetry) {
                Ok((seconds, attempts)) => {
                    cells.push(format!("{:.1}", 1000.0 * seconds / count as f64));
                    cells.push(format!("{:.1}", attempts as f64 / count as f64));
                }
                Err(err) => cells.extend([err, String::new()]),
            }
        }
        println!("| {name} | {number} | {} |", cells.join(" | "));
    }
}
