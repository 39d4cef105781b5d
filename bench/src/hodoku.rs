//! `--hodoku`: the speed of `sudoku::logic::hodoku::rate` (HoDoKu's scale;
//! with `--score`, of `score_within`, the rating without its path)
//! on the 709 dev puzzles of ../shared/data/hodoku, the refused ones (paths
//! needing a technique not implemented yet) included: they are rated up to
//! the technique they need.
//!
//! Each round rates every puzzle once, each puzzle timed alone by the
//! thread's CPU clock; the figure is the median round. Per Sudoku Explainer
//! band (the dev file's ER, bands as `--rate` prints them) it also prints
//! the mean of each puzzle's median time over the rounds, and what the
//! uniqueness check alone costs of it.

use std::hint::black_box;
use std::path::PathBuf;

use sudoku::logic::hodoku;

use crate::rate::cpu_ns;

pub const USAGE: &str = "\
Usage: cargo run --release -p sudoku-bench -- --hodoku [--data DIR] [--rounds N] [--score]

  --data DIR      folder holding hodoku/hodoku_dev.tsv (default ../shared/data)
  --rounds N      timed rounds (default 5)
  --score         time `score_within` (level and score, no path) instead of `rate`";

/// Sudoku Explainer bands by ER in tenths, as `--rate` names them.
const BANDS: [(&str, u32, u32); 8] = [
    ("1.0-1.9", 0, 19),
    ("2.0-3.9", 20, 39),
    ("4.0-6.2", 40, 62),
    ("6.3-7.0", 63, 70),
    ("7.1-8.0", 71, 80),
    ("8.1-9.0", 81, 90),
    ("9.1-10.0", 91, 100),
    ("10.1+", 101, u32::MAX),
];

/// The band of an ER field such as "7.2/1.2/1.2", by its first number.
fn band_of(se_rating: &str) -> Option<usize> {
    let er: f64 = se_rating.split('/').next()?.trim().parse().ok()?;
    let tenths = (er * 10.0).round() as u32;
    BANDS
        .iter()
        .position(|&(_, low, high)| (low..=high).contains(&tenths))
}

pub fn run(mut args: impl Iterator<Item = String>) -> Result<bool, String> {
    let mut data = PathBuf::from("../shared/data");
    let mut rounds = 5usize;
    let mut score_only = false;
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--data" => data = PathBuf::from(value()?),
            "--rounds" => {
                let text = value()?;
                rounds = text.parse().map_err(|_| format!("--rounds {text:?}"))?;
            }
            "--score" => score_only = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(true);
            }
            other => return Err(format!("unknown option {other:?}\n{USAGE}")),
        }
    }
    let path = data.join("hodoku/hodoku_dev.tsv");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    // (puzzle, band); the band is None when the line has no ER column.
    let puzzles: Vec<([u8; 81], Option<usize>)> = text
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let mut fields = line.split('\t');
            let puzzle: [u8; 81] = fields.next()?.as_bytes().try_into().ok()?;
            Some((puzzle, fields.nth(9).and_then(band_of)))
        })
        .collect();
    if puzzles.is_empty() {
        return Err(format!("{}: no puzzles", path.display()));
    }
    let rated = puzzles
        .iter()
        .filter(|(p, _)| hodoku::rate(p).is_ok())
        .count();
    let rounds = rounds.max(1);
    let mut each: Vec<Vec<u64>> = vec![Vec::with_capacity(rounds); puzzles.len()];
    let mut times: Vec<u64> = (0..rounds)
        .map(|_| {
            let mut round = 0;
            for ((puzzle, _), times) in puzzles.iter().zip(&mut each) {
                let start = cpu_ns();
                if score_only {
                    let _ = black_box(hodoku::score_within(black_box(puzzle), 0));
                } else {
                    let _ = black_box(hodoku::rate(black_box(puzzle)));
                }
                let took = cpu_ns() - start;
                times.push(took);
                round += took;
            }
            round
        })
        .collect();
    times.sort_unstable();
    let median = times[times.len() / 2] as f64 / 1e9;
    println!(
        "hodoku {}: {} puzzles ({} rated, {} refused as needing a technique not implemented), \
         median round {:.3} s CPU, {:.0} puzzles/s",
        if score_only { "score_within" } else { "rate" },
        puzzles.len(),
        rated,
        puzzles.len() - rated,
        median,
        puzzles.len() as f64 / median
    );
    println!("| SE band | puzzles | mean ms/puzzle | puzzles/s |");
    println!("|---|---:|---:|---:|");
    let mut band_means = Vec::new();
    for (b, (name, _, _)) in BANDS.iter().enumerate() {
        let medians: Vec<u64> = puzzles
            .iter()
            .zip(&mut each)
            .filter(|((_, band), _)| *band == Some(b))
            .map(|(_, times)| {
                times.sort_unstable();
                times[times.len() / 2]
            })
            .collect();
        if medians.is_empty() {
            continue;
        }
        let mean = medians.iter().sum::<u64>() as f64 / medians.len() as f64;
        println!(
            "| {name} | {} | {:.4} | {:.0} |",
            medians.len(),
            mean / 1e6,
            1e9 / mean
        );
        band_means.push((b, mean));
    }
    // What `rate` spends before its walk: the uniqueness check (the crate's
    // counter, stopped at a second solution). One takes about a
    // microsecond, near the cost of reading the clock, so a band's checks
    // are timed together; median over the rounds.
    println!();
    println!("| SE band | uniqueness check alone, ms/puzzle | share of the rating |");
    println!("|---|---:|---:|");
    for (b, mean) in band_means {
        let band: Vec<&[u8; 81]> = puzzles
            .iter()
            .filter(|(_, band)| *band == Some(b))
            .map(|(puzzle, _)| puzzle)
            .collect();
        let mut runs: Vec<u64> = (0..rounds)
            .map(|_| {
                let start = cpu_ns();
                for puzzle in &band {
                    let _ = black_box(sudoku::count_solutions_within(black_box(puzzle), 2, 0));
                }
                cpu_ns() - start
            })
            .collect();
        runs.sort_unstable();
        let check = runs[runs.len() / 2] as f64 / band.len() as f64;
        println!(
            "| {} | {:.5} | {:.0}% |",
            BANDS[b].0,
            check / 1e6,
            100.0 * check / mean
        );
    }
    Ok(true)
}
