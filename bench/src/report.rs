//! The printed results: a header line, markdown tables, the disagreements.

use std::time::{Duration, Instant};

use crate::solvers::Solver;
use crate::{BatchResult, Checker, FileResult, SolverRun};

/// Disagreements listed in full; the count always covers all of them.
const SHOWN_DISAGREEMENTS: usize = 50;

pub fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mid = sorted.len() / 2;
    if sorted.len() % 2 == 1 {
        sorted[mid]
    } else {
        (sorted[mid - 1] + sorted[mid]) / 2.0
    }
}

/// The value below which `fraction` of the times fall (nearest rank).
fn percentile(times: &[u64], fraction: f64) -> u64 {
    let mut sorted = times.to_vec();
    let rank = ((fraction * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    *sorted.select_nth_unstable(rank - 1).1
}

/// Microseconds from nanoseconds, to about three significant digits.
fn micros(ns: f64) -> String {
    let us = ns / 1000.0;
    if us < 10.0 {
        format!("{us:.2}")
    } else if us < 100.0 {
        format!("{us:.1}")
    } else {
        grouped(us.round() as u64)
    }
}

/// A whole number with thousands separators, as the data README writes them.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The version the library reports, through its C ABI.
fn lib_version() -> String {
    // SAFETY: sudoku_version returns a static NUL-terminated string.
    unsafe { std::ffi::CStr::from_ptr(sudoku::ffi::sudoku_version()) }
        .to_string_lossy()
        .into_owned()
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split_once(':'))
                .map(|(_, model)| model.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".to_string())
}

fn utc_now() -> String {
    std::process::Command::new("date")
        .args(["-u", "+%Y-%m-%d %H:%M UTC"])
        .output()
        .ok()
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .map(|text| text.trim().to_string())
        .filter(|text| !text.is_empty())
        .unwrap_or_else(|| "unknown date".to_string())
}

/// The median cost of reading the clock once, which every per-puzzle time
/// includes.
fn timer_overhead_ns() -> u64 {
    let samples: Vec<u64> = (0..1001)
        .map(|_| {
            let start = Instant::now();
            start.elapsed().as_nanos() as u64
        })
        .collect();
    percentile(&samples, 0.5)
}

fn run_of(result: &FileResult, solver: Solver) -> Option<&SolverRun> {
    result.runs.iter().find(|run| run.solver == solver)
}

/// The run's header line: versions, CPU, date.
pub fn print_machine_line() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "libsudoku {} vs sudoku crate 0.8 | {} ({cores} logical cores) | {}",
        lib_version(),
        cpu_model(),
        utc_now(),
    );
}

pub fn print(
    results: &[FileResult],
    batch: Option<&BatchResult>,
    checker: &Checker,
    transform: Option<u64>,
    elapsed: Duration,
) {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let native = if cfg!(target_feature = "avx2") {
        "yes (avx2 on)"
    } else {
        "no (avx2 off)"
    };
    println!();
    println!(
        "libsudoku {} vs sudoku crate 0.8 | {} ({cores} logical cores) | {} | \
         target-cpu=native: {native} | timer overhead {} ns per puzzle, included",
        lib_version(),
        cpu_model(),
        utc_now(),
        timer_overhead_ns(),
    );
    match transform {
        Some(seed) => println!("puzzles: transformed (--transform {seed})"),
        None => println!("puzzles: as in the files (no --transform)"),
    }
    println!();
    println!(
        "| file | puzzles | libsudoku µs | crate µs | crate/libsudoku | libsudoku p99 µs \
         | libsudoku worst µs | crate worst µs | libsudoku max µs | guesses/puzzle | naive µs |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for result in results {
        let lib = run_of(result, Solver::Lib).expect("libsudoku always runs");
        let jcz = run_of(result, Solver::Crate).expect("the crate always runs");
        let ratios: Vec<f64> = jcz
            .round_means
            .iter()
            .zip(&lib.round_means)
            .map(|(c, l)| c / l)
            .collect();
        let naive = match run_of(result, Solver::Naive) {
            None => "—".to_string(),
            Some(run) if run.capped > 0 => {
                format!(
                    "≥ {} ({} capped)",
                    micros(median(&run.round_means)),
                    grouped(run.capped as u64)
                )
            }
            Some(run) => micros(median(&run.round_means)),
        };
        println!(
            "| {} | {} | {} | {} | {:.2} | {} | {} | {} | {} | {:.1} | {} |",
            result.name,
            grouped(result.puzzles as u64),
            micros(median(&lib.round_means)),
            micros(median(&jcz.round_means)),
            median(&ratios),
            micros(percentile(&lib.times, 0.99) as f64),
            micros(lib.worst as f64),
            micros(jcz.worst as f64),
            micros(lib.times.iter().copied().max().unwrap_or(0) as f64),
            result.guesses,
            naive,
        );
    }

    println!();
    println!(
        "| file | solver | rounds | puzzles/s | mean µs | median of rounds µs | round spread \
         | p99 µs | worst µs | max µs |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for result in results {
        for run in &result.runs {
            let mid = median(&run.round_means);
            let lo = run
                .round_means
                .iter()
                .copied()
                .fold(f64::INFINITY, f64::min);
            let hi = run.round_means.iter().copied().fold(0.0, f64::max);
            let mean = run.times.iter().sum::<u64>() as f64 / run.times.len() as f64;
            println!(
                "| {} | {} | {} | {} | {} | {} | {:.1}% | {} | {} | {} |",
                result.name,
                run.solver.name(),
                run.round_means.len(),
                grouped((1e9 / mid).round() as u64),
                micros(mean),
                micros(mid),
                100.0 * (hi - lo) / mid,
                micros(percentile(&run.times, 0.99) as f64),
                micros(run.worst as f64),
                micros(run.times.iter().copied().max().unwrap_or(0) as f64),
            );
        }
    }

    if let Some(batch) = batch {
        println!();
        println!(
            "sudoku_solve_batch on the first {} puzzles of {}, median of {} rounds:",
            grouped(batch.puzzles as u64),
            batch.file,
            batch.runs[0].times.len()
        );
        println!();
        println!("| threads | puzzles/s | ms per batch | speed-up vs 1 thread |");
        println!("|---|---:|---:|---:|");
        let secs = |times: &[Duration]| {
            median(&times.iter().map(Duration::as_secs_f64).collect::<Vec<_>>())
        };
        let single = secs(&batch.runs[0].times);
        for run in &batch.runs {
            let t = secs(&run.times);
            let label = match run.threads {
                0 => format!("0 (all {cores})"),
                n => n.to_string(),
            };
            println!(
                "| {label} | {} | {} | {:.2} |",
                grouped((batch.puzzles as f64 / t).round() as u64),
                micros(t * 1e6),
                single / t,
            );
        }
    }

    println!();
    for d in checker.all().take(SHOWN_DISAGREEMENTS) {
        println!(
            "DISAGREEMENT {} #{}: {} said {}, libsudoku's untimed pass said {}: {}",
            d.file, d.index, d.solver, d.said, d.expected, d.puzzle
        );
    }
    if checker.count() > SHOWN_DISAGREEMENTS {
        println!("... and {} more", checker.count() - SHOWN_DISAGREEMENTS);
    }
    println!("disagreements: {}", checker.count());
    println!("run time: {:.0} s", elapsed.as_secs_f64());
}
