//! `--hodoku`: the speed of `sudoku::logic::hodoku::rate` (HoDoKu's scale)
//! on the 709 dev puzzles of ../shared/data/hodoku, the refused ones (paths
//! needing a technique not implemented yet) included: they are rated up to
//! the technique they need.
//!
//! Each round rates every puzzle once, timed by the thread's CPU clock;
//! the figure is the median round.

use std::hint::black_box;
use std::path::PathBuf;

use sudoku::logic::hodoku;

use crate::rate::cpu_ns;

pub const USAGE: &str = "\
Usage: cargo run --release -p sudoku-bench -- --hodoku [--data DIR] [--rounds N]

  --data DIR      folder holding hodoku/hodoku_dev.tsv (default ../shared/data)
  --rounds N      timed rounds (default 5)";

pub fn run(mut args: impl Iterator<Item = String>) -> Result<bool, String> {
    let mut data = PathBuf::from("../shared/data");
    let mut rounds = 5usize;
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--data" => data = PathBuf::from(value()?),
            "--rounds" => {
                let text = value()?;
                rounds = text.parse().map_err(|_| format!("--rounds {text:?}"))?;
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(true);
            }
            other => return Err(format!("unknown option {other:?}\n{USAGE}")),
        }
    }
    let path = data.join("hodoku/hodoku_dev.tsv");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let puzzles: Vec<[u8; 81]> = text
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split('\t').next()?.as_bytes().try_into().ok())
        .collect();
    if puzzles.is_empty() {
        return Err(format!("{}: no puzzles", path.display()));
    }
    let rated = puzzles.iter().filter(|p| hodoku::rate(p).is_ok()).count();
    let mut times: Vec<u64> = (0..rounds.max(1))
        .map(|_| {
            let start = cpu_ns();
            for puzzle in &puzzles {
                let _ = black_box(hodoku::rate(black_box(puzzle)));
            }
            cpu_ns() - start
        })
        .collect();
    times.sort_unstable();
    let median = times[times.len() / 2] as f64 / 1e9;
    println!(
        "hodoku rate: {} puzzles ({} rated, {} refused as needing a technique not implemented), \
         median round {:.3} s CPU, {:.0} puzzles/s",
        puzzles.len(),
        rated,
        puzzles.len() - rated,
        median,
        puzzles.len() as f64 / median
    );
    Ok(true)
}
