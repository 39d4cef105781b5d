//! `--rate`: the speed of `sudoku::logic::rate`, by rating band, on the
//! Sudoku Explainer-rated dev set and on samples of the standard sets.
//!
//! Each puzzle is rated once untimed (warm-up, and its band), then timed
//! alone in every round by the thread's CPU clock (the machines are shared:
//! wall time counts other programs' turns); a puzzle's time is its median
//! over the rounds. Per
//! band: puzzles, puzzles per second (from the mean of those medians), the
//! median, and the slowest puzzle. Bands are by the rating found, the chain
//! bands as the issue quotes serate's times (6.2-7, 7-8, 8-9, 9-10, 10+).
//! Then the variant rows (`rate_variants.rs`): SukakuExplainer's scale on
//! the variant dev sets.

use std::hint::black_box;
use std::path::{Path, PathBuf};

use sudoku::logic::{rate, Rating};

#[path = "rate_variants.rs"]
mod variants;

pub const USAGE: &str = "\
Usage: cargo run --release -p sudoku-bench -- --rate [options]

  --data DIR      folder of puzzle files (default: ../shared/data from the
                  repository root)
  --rounds N      timed rounds (default 5)
  --sample N      puzzles taken, evenly spread, from each standard set
                  (default 2000; the dev set is always whole)
  --sets A,B      the standard sets to time, and 'variants' for the variant
                  rows (default all; 'none' for the dev set alone)
  -h, --help      this text

Exits with 1 when a rating of the dev set differs from Sudoku Explainer's
for a puzzle it rates 6.2 or less, or a variant rating differs from
SukakuExplainer's (a refusal does not count), 2 on bad arguments or data.";

/// The standard sets sampled, easiest first.
const SETS: [&str; 6] = [
    "kaggle_10k",
    "minimal_100k",
    "17_clue",
    "magictour_top1465",
    "forum_hardest_1905_11plus",
    "forum_hardest_1106",
];

const DEV: &str = "se_rated_dev";

struct Options {
    data: PathBuf,
    rounds: usize,
    sample: usize,
    sets: Option<Vec<String>>,
}

fn parse_args(args: impl Iterator<Item = String>) -> Result<Options, String> {
    let beside_repo = Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .unwrap_or(Path::new(".."));
    let mut options = Options {
        data: beside_repo.join("shared").join("data"),
        rounds: 5,
        sample: 2000,
        sets: None,
    };
    let mut args = args;
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .ok_or_else(|| format!("{name} needs a value\n\n{USAGE}"))
        };
        let number = |name: &str, text: String| {
            text.parse::<usize>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("{name} needs a positive whole number, not {text:?}"))
        };
        match arg.as_str() {
            "--data" => options.data = PathBuf::from(value("--data")?),
            "--rounds" => options.rounds = number("--rounds", value("--rounds")?)?,
            "--sample" => options.sample = number("--sample", value("--sample")?)?,
            "--sets" => {
                options.sets = Some(value("--sets")?.split(',').map(String::from).collect())
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            other => return Err(format!("unknown argument {other:?}\n\n{USAGE}")),
        }
    }
    Ok(options)
}

/// A puzzle and, for the rated file, Sudoku Explainer's ER/EP/ED in tenths.
struct Entry {
    puzzle: [u8; 81],
    se: Option<[u8; 3]>,
}

fn tenths(text: &str) -> Option<u8> {
    let (whole, tenth) = text.split_once('.')?;
    Some((whole.parse::<u32>().ok()? * 10 + tenth.parse::<u32>().ok()?) as u8)
}

fn load(path: &Path) -> Result<Vec<Entry>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|err| format!("cannot read {}: {err}", path.display()))?;
    let mut entries = Vec::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut parts = line.split_whitespace();
        let grid = parts.next().unwrap_or("");
        let puzzle: [u8; 81] = grid
            .as_bytes()
            .try_into()
            .map_err(|_| format!("{}: not an 81-character puzzle: {grid:?}", path.display()))?;
        let se = parts.next().and_then(|r| {
            let v: Vec<u8> = r.split('/').filter_map(tenths).collect();
            (v.len() == 3).then(|| [v[0], v[1], v[2]])
        });
        entries.push(Entry { puzzle, se });
    }
    Ok(entries)
}

/// `n` entries spread evenly over the file.
fn sample(entries: Vec<Entry>, n: usize) -> Vec<Entry> {
    if entries.len() <= n {
        return entries;
    }
    let step = entries.len() as f64 / n as f64;
    let mut picked = Vec::with_capacity(n);
    let mut entries: Vec<Option<Entry>> = entries.into_iter().map(Some).collect();
    for i in 0..n {
        let index = (i as f64 * step) as usize;
        if let Some(entry) = entries[index].take() {
            picked.push(entry);
        }
    }
    picked
}

const BANDS: [&str; 9] = [
    "1.0-1.9", "2.0-3.9", "4.0-6.2", "6.3-7.0", "7.1-8.0", "8.1-9.0", "9.1-10.0", "10.1+",
    "ran out",
];

fn band(rating: &Rating) -> usize {
    match (rating.solved, rating.er) {
        (false, _) => 8,
        (true, 0..=19) => 0,
        (true, 20..=39) => 1,
        (true, 40..=62) => 2,
        (true, 63..=70) => 3,
        (true, 71..=80) => 4,
        (true, 81..=90) => 5,
        (true, 91..=100) => 6,
        _ => 7,
    }
}

/// This thread's CPU time in nanoseconds.
pub fn cpu_ns() -> u64 {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec to write; the clock id is a
    // constant Linux and the BSDs define.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    now.tv_sec as u64 * 1_000_000_000 + now.tv_nsec as u64
}

/// Rates every entry `rounds` times and prints the table. Returns the
/// number of dev puzzles up to 6.2 whose rating differs from SE's.
fn bench_set(name: &str, entries: &[Entry], rounds: usize) -> usize {
    let mut ratings = Vec::with_capacity(entries.len());
    let mut errors = 0;
    for entry in entries {
        match rate(&entry.puzzle) {
            Ok(rating) => ratings.push(Some(rating)),
            Err(_) => {
                ratings.push(None);
                errors += 1;
            }
        }
    }
    let mut times = vec![Vec::with_capacity(rounds); entries.len()];
    for _ in 0..rounds {
        for (i, entry) in entries.iter().enumerate() {
            let puzzle = black_box(entry.puzzle);
            let start = cpu_ns();
            let result = rate(&puzzle);
            let ns = cpu_ns() - start;
            black_box(result).ok();
            times[i].push(ns);
        }
    }
    let medians: Vec<u64> = times
        .iter_mut()
        .map(|t| {
            t.sort_unstable();
            t[t.len() / 2]
        })
        .collect();

    println!(
        "\n{name}: {} puzzles, {rounds} rounds{}",
        entries.len(),
        if errors > 0 {
            format!(", {errors} refused (not one solution)")
        } else {
            String::new()
        }
    );
    println!(
        "  {:13} {:>7} {:>12} {:>10} {:>10} {:>10}  slowest puzzle (CPU time)",
        "band (ours)", "puzzles", "puzzles/s", "mean µs", "median µs", "max µs"
    );
    for (b, band_name) in BANDS.iter().enumerate() {
        let mut in_band: Vec<(u64, usize)> = (0..entries.len())
            .filter(|&i| ratings[i].as_ref().is_some_and(|r| band(r) == b))
            .map(|i| (medians[i], i))
            .collect();
        if in_band.is_empty() {
            continue;
        }
        in_band.sort_unstable();
        let mean = in_band.iter().map(|&(t, _)| t as f64).sum::<f64>() / in_band.len() as f64;
        let median = in_band[in_band.len() / 2].0;
        let (max, slowest) = *in_band.last().unwrap();
        println!(
            "  {:13} {:>7} {:>12.0} {:>10.1} {:>10.1} {:>10.1}  {} (ER {})",
            band_name,
            in_band.len(),
            1e9 / mean,
            mean / 1e3,
            median as f64 / 1e3,
            max as f64 / 1e3,
            String::from_utf8_lossy(&entries[slowest].puzzle),
            ratings[slowest].map_or(0.0, |r| f64::from(r.er) / 10.0)
        );
    }
    agreement(entries, &ratings)
}

/// For a rated file: how often ER/EP/ED equal Sudoku Explainer's, printed;
/// returns the disagreements on puzzles it rates 6.2 or less.
fn agreement(entries: &[Entry], ratings: &[Option<Rating>]) -> usize {
    let mut within = (0, 0);
    let mut differ = 0;
    for (entry, rating) in entries.iter().zip(ratings) {
        let (Some(se), Some(ours)) = (entry.se, rating) else {
            continue;
        };
        if se[0] <= 62 {
            within.0 += 1;
            if [ours.er, ours.ep, ours.ed] == se && ours.solved {
                within.1 += 1;
            } else {
                differ += 1;
            }
        }
    }
    if within.0 > 0 {
        println!(
            "  Sudoku Explainer ER/EP/ED equal on {} of {} puzzles it rates 6.2 or less",
            within.1, within.0
        );
    }
    differ
}

/// Runs the `--rate` mode. `Ok(false)` when the dev ratings disagree.
pub fn run(args: impl Iterator<Item = String>) -> Result<bool, String> {
    let options = parse_args(args)?;
    let mut differ = 0;
    let dev = load(&options.data.join(format!("{DEV}.txt")))?;
    differ += bench_set(DEV, &dev, options.rounds);
    for name in SETS {
        if let Some(sets) = &options.sets {
            if !sets.iter().any(|s| s == name) {
                continue;
            }
        }
        let path = options.data.join(format!("{name}.txt"));
        if !path.exists() {
            println!("\n{name}: not found in {}, skipped", options.data.display());
            continue;
        }
        let entries = sample(load(&path)?, options.sample);
        bench_set(name, &entries, options.rounds);
    }
    let wanted = |name: &str| !matches!(&options.sets, Some(s) if !s.iter().any(|x| x == name));
    if wanted("variants") && !variants::run(&options.data.join("variants"), options.rounds)? {
        differ += 1;
    }
    Ok(differ == 0)
}
