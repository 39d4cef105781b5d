//! `sudoku-bench --variants [FILE.jsonl ...]`: the variant engine on the
//! f-puzzles sets (default: every ../shared/data/variants/solve/*.jsonl,
//! then tests/data/variants/25x25.jsonl), counting each puzzle's solutions
//! to 2 on this thread, timed by the thread's CPU clock. Prints per set the
//! mean, median and largest time, the guesses a puzzle (mean and median)
//! and the slowest puzzle, beside the targets from CP-SAT's times in
//! ../shared/data/variants/README.md (its mean / 100, its max / 10). Every
//! count must be 1 and every solution the stored one. With `--cp-sat
//! FILE` (written by bench/anchors/cpsat.py), CP-SAT's measured times on
//! the same puzzles follow, side by side (variant_anchors.rs); with
//! `--crate N`, the `sudoku-variants` crate's on the first N puzzles of
//! each set whose rules it has (variant_crate.rs).

use std::path::PathBuf;

use crate::generate::thread_cpu_seconds;

#[path = "variant_anchors.rs"]
mod anchors;
#[path = "variant_crate.rs"]
mod variant_crate;

/// CP-SAT's mean and (where published) largest time a puzzle, in seconds.
const CP_SAT: &[(&str, f64, Option<f64>)] = &[
    ("6x6", 0.019, None),
    ("12x12", 0.074, None),
    ("16x16", 0.44, None),
    ("25x25", 1.2, None),
    ("jigsaw", 0.095, None),
    ("killer", 6.7, Some(94.0)),
    ("x", 0.041, None),
    ("windoku", 0.048, None),
    ("antiknight", 0.28, None),
    ("antiking", 0.11, None),
    ("nonconsecutive", 2.2, Some(22.0)),
    ("thermo", 0.076, None),
    ("kropki", 0.064, None),
];

pub fn run(args: impl Iterator<Item = String>) -> Result<bool, String> {
    let mut cp_sat_file = None;
    let mut crate_per_set = 0usize;
    let mut files: Vec<PathBuf> = Vec::new();
    let mut args = args;
    while let Some(arg) = args.next() {
        if arg == "--cp-sat" {
            cp_sat_file = Some(args.next().ok_or("--cp-sat needs a file")?);
        } else if arg == "--crate" {
            let n = args.next().ok_or("--crate needs a count a set")?;
            crate_per_set = n.parse().map_err(|e| format!("--crate {n}: {e}"))?;
        } else {
            files.push(PathBuf::from(arg));
        }
    }
    let mut measured: Vec<(String, String, f64)> = Vec::new();
    let mut by_crate = anchors::Times::new();
    if files.is_empty() {
        let dir =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/variants/solve");
        let mut found: Vec<PathBuf> = std::fs::read_dir(&dir)
            .map_err(|e| format!("{}: {e}", dir.display()))?
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|path| path.extension().is_some_and(|x| x == "jsonl"))
            .collect();
        found.sort();
        // The shared sets have no 25x25: the project's own sample.
        found.push(
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/data/variants/25x25.jsonl"),
        );
        files = found;
    }
    println!(
        "set              puzzles    mean      median    max       target mean  target max  guesses mean/median  slowest"
    );
    let mut all_right = true;
    for path in &files {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let set = path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string();
        let mut times = Vec::new();
        let mut guesses = Vec::new();
        let mut slowest = (0.0f64, String::new());
        for (number, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let at = || format!("{}:{}", path.display(), number + 1);
            let record: serde_json::Value =
                serde_json::from_str(line).map_err(|e| format!("{}: {e}", at()))?;
            let json = record["puzzle"].to_string();
            let puzzle = sudoku::variant::fpuzzles::parse_json(&json)
                .map_err(|e| format!("{}: {e}", at()))?;
            let start = thread_cpu_seconds();
            let (count, stats) = sudoku::variant::count(&puzzle.rules, &puzzle.givens, 2, 0);
            let seconds = thread_cpu_seconds() - start;
            let stored: Vec<u8> = record["solution"]
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|v| v.as_u64())
                        .map(|v| v as u8)
                        .collect()
                })
                .unwrap_or_default();
            let solved = sudoku::variant::solve(&puzzle.rules, &puzzle.givens, 0).0;
            if count != Ok(1) || solved.as_ref().ok() != Some(&stored) {
                eprintln!(
                    "{}: count {count:?}, solution differs from the stored one or missing",
                    at()
                );
                all_right = false;
            }
            if seconds > slowest.0 {
                slowest = (
                    seconds,
                    format!(
                        "{} ({} guesses)",
                        record["id"].as_str().unwrap_or("?"),
                        stats.guesses
                    ),
                );
            }
            times.push(seconds);
            guesses.push(stats.guesses);
            let id = record["id"].as_str().unwrap_or("?").to_string();
            if times.len() <= crate_per_set {
                match variant_crate::time(&record["puzzle"], &stored) {
                    Some(Ok(seconds)) => {
                        by_crate.insert((set.clone(), id.clone()), seconds);
                    }
                    Some(Err(e)) => eprintln!("{}: sudoku-variants: {e}", at()),
                    None => {}
                }
            }
            measured.push((set.clone(), id, seconds));
        }
        if times.is_empty() {
            continue;
        }
        let mean = times.iter().sum::<f64>() / times.len() as f64;
        let mut sorted = times.clone();
        sorted.sort_by(f64::total_cmp);
        let median = sorted[sorted.len() / 2];
        guesses.sort_unstable();
        let mean_guesses = guesses.iter().sum::<u64>() as f64 / guesses.len() as f64;
        let median_guesses = guesses[guesses.len() / 2];
        let target = CP_SAT.iter().find(|(name, _, _)| *name == set);
        let ms = |s: f64| format!("{:.3} ms", s * 1e3);
        let (target_mean, target_max) = match target {
            Some((_, mean, max)) => (
                ms(mean / 100.0),
                max.map_or("-".to_string(), |m| ms(m / 10.0)),
            ),
            None => ("-".to_string(), "-".to_string()),
        };
        println!(
            "{set:<16} {:>7}    {:<9} {:<9} {:<9} {target_mean:<12} {target_max:<11} {:<20} {}",
            times.len(),
            ms(mean),
            ms(median),
            ms(slowest.0),
            format!("{mean_guesses:.0} / {median_guesses}"),
            slowest.1
        );
    }
    if let Some(file) = cp_sat_file {
        let (cp_sat, counts_right) = anchors::read_cp_sat(&file)?;
        anchors::print_beside("CP-SAT", &cp_sat, &measured);
        all_right &= counts_right;
    }
    if crate_per_set > 0 {
        anchors::print_beside("sudoku-variants", &by_crate, &measured);
    }
    Ok(all_right)
}
