//! `--generate`: libsudoku's generator against the `sudoku` crate's, side
//! by side and alternating, on this thread, timed by its CPU time.
//!
//! Workloads: unique minimal puzzles without symmetry and with 180°
//! symmetry (the crate's `Sudoku::generate_with_symmetry`, whose puzzles
//! are minimal under the symmetry too), and random complete grids
//! (`Sudoku::generate_solved`). Every round runs each workload's two
//! generators one after the other, a fixed number of items each, so that
//! drift in the shared machine's speed hits both alike; the rates reported
//! are medians over rounds, the ratio the median of the rounds' ratios. Every puzzle made, timed or not, is checked
//! afterwards to have one solution.

use std::hint::black_box;

use jcz::{Sudoku, Symmetry as CrateSymmetry};
use sudoku::generate::{generate, random_solution, GenerateOptions, Symmetry};

use crate::report::{grouped, median};

/// Settings of the generation benchmark.
pub struct GenerateBench {
    /// Timed rounds.
    pub rounds: usize,
    /// Puzzles per generator per round (grids: ten times as many).
    pub puzzles: usize,
}

/// Seconds of CPU time this thread has used.
pub(crate) fn thread_cpu_seconds() -> f64 {
    let mut time = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `time` is a valid timespec for the call to fill.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut time) };
    assert_eq!(status, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    time.tv_sec as f64 + time.tv_nsec as f64 * 1e-9
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Workload {
    Minimal,
    Minimal180,
    Grids,
}

impl Workload {
    fn name(self) -> &'static str {
        match self {
            Workload::Minimal => "unique minimal, no symmetry",
            Workload::Minimal180 => "unique minimal, 180° symmetry",
            Workload::Grids => "random complete grids",
        }
    }
}

/// One generator's results on one workload.
#[derive(Default)]
struct Run {
    /// Items per CPU second, one entry per round.
    rates: Vec<f64>,
    /// Givens over all puzzles made, and their number.
    givens: u64,
    made: u64,
    /// Puzzles that did not have exactly one solution.
    bad: u64,
}

impl Run {
    fn record(&mut self, puzzle: &[u8; 81]) {
        self.givens += puzzle.iter().filter(|&&b| b != b'.').count() as u64;
        self.made += 1;
        if sudoku::count_solutions(puzzle, 2) != Ok(1) {
            self.bad += 1;
        }
    }
}

/// The crate's puzzle as 81 bytes with `.` for empty cells.
fn crate_text(puzzle: &Sudoku) -> [u8; 81] {
    puzzle
        .to_bytes()
        .map(|d| if d == 0 { b'.' } else { b'0' + d })
}

/// Times `count` items of libsudoku's generator from `first_seed`, then
/// checks them untimed.
fn lib_round(workload: Workload, count: usize, first_seed: u64, run: &mut Run) {
    let mut made = Vec::with_capacity(count);
    let start = thread_cpu_seconds();
    for seed in first_seed..first_seed + count as u64 {
        let item = match workload {
            Workload::Grids => random_solution(seed),
            Workload::Minimal | Workload::Minimal180 => {
                let symmetry = if workload == Workload::Minimal {
                    Symmetry::None
                } else {
                    Symmetry::Rotate180
                };
                let options = GenerateOptions {
                    seed,
                    symmetry,
                    ..GenerateOptions::default()
                };
                generate(&options)
                    .expect("default options always succeed")
                    .puzzle
            }
        };
        made.push(black_box(item));
    }
    run.rates
        .push(count as f64 / (thread_cpu_seconds() - start));
    for puzzle in &made {
        run.record(puzzle);
    }
}

/// Times `count` items of the crate's generator, then checks them untimed.
fn crate_round(workload: Workload, count: usize, run: &mut Run) {
    let mut made = Vec::with_capacity(count);
    let start = thread_cpu_seconds();
    for _ in 0..count {
        let item = match workload {
            Workload::Grids => Sudoku::generate_solved(),
            Workload::Minimal => Sudoku::generate_with_symmetry(CrateSymmetry::None),
            Workload::Minimal180 => Sudoku::generate_with_symmetry(CrateSymmetry::HalfRotation),
        };
        made.push(black_box(item));
    }
    run.rates
        .push(count as f64 / (thread_cpu_seconds() - start));
    for puzzle in &made {
        run.record(&crate_text(puzzle));
    }
}

/// Runs the benchmark and prints its table. Returns false when any
/// generator made a puzzle without exactly one solution.
pub fn run(settings: &GenerateBench) -> bool {
    let workloads = [Workload::Minimal, Workload::Minimal180, Workload::Grids];
    let mut lib: Vec<Run> = workloads.iter().map(|_| Run::default()).collect();
    let mut other: Vec<Run> = workloads.iter().map(|_| Run::default()).collect();
    // Warm both up untimed: page faults, caches, the crate's thread RNG.
    for &workload in &workloads {
        lib_round(workload, 200, u64::MAX - 1000, &mut Run::default());
        crate_round(workload, 200, &mut Run::default());
    }
    for round in 0..settings.rounds {
        for (i, &workload) in workloads.iter().enumerate() {
            let count = if workload == Workload::Grids {
                10 * settings.puzzles
            } else {
                settings.puzzles
            };
            // Fresh seeds every round: the crate draws fresh puzzles too.
            let first_seed = (round * count) as u64;
            lib_round(workload, count, first_seed, &mut lib[i]);
            crate_round(workload, count, &mut other[i]);
        }
        eprintln!("  generate: round {}/{}", round + 1, settings.rounds);
    }
    println!(
        "\nGeneration, one thread, CPU time: median of {} rounds of {} puzzles \
         ({} grids) per generator, alternating.\n",
        settings.rounds,
        settings.puzzles,
        10 * settings.puzzles
    );
    println!(
        "| workload | libsudoku /s | crate /s | libsudoku/crate | libsudoku givens | crate givens |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    let mut all_unique = true;
    for (i, &workload) in workloads.iter().enumerate() {
        let (ours, theirs) = (&lib[i], &other[i]);
        let (our_rate, their_rate) = (median(&ours.rates), median(&theirs.rates));
        // Each round's two rates were measured back to back: the median of
        // their ratios cancels drift that a ratio of medians would keep.
        let ratios: Vec<f64> = ours
            .rates
            .iter()
            .zip(&theirs.rates)
            .map(|(ours, theirs)| ours / theirs)
            .collect();
        let mean_givens = |run: &Run| {
            if workload == Workload::Grids {
                "—".to_string()
            } else {
                format!("{:.2}", run.givens as f64 / run.made.max(1) as f64)
            }
        };
        println!(
            "| {} | {} | {} | {:.2} | {} | {} |",
            workload.name(),
            grouped(our_rate.round() as u64),
            grouped(their_rate.round() as u64),
            median(&ratios),
            mean_givens(ours),
            mean_givens(theirs),
        );
        for (name, run) in [("libsudoku", ours), ("crate", theirs)] {
            if run.bad > 0 {
                println!(
                    "{name}: {} of {} {} without exactly one solution",
                    run.bad,
                    run.made,
                    workload.name()
                );
                all_unique = false;
            }
        }
    }
    all_unique & bands(settings)
}

/// The rating bands: libsudoku alone (the crate rates nothing), minimal
/// puzzles with the logic engine's ER within each band. Prints puzzles per
/// CPU second (median over rounds), the share of candidates accepted, and
/// mean givens. Returns false when a puzzle is outside its band or not
/// unique.
fn bands(settings: &GenerateBench) -> bool {
    const BANDS: [(u32, u32); 3] = [(10, 19), (20, 39), (40, 62)];
    let count = (settings.puzzles / 10).max(10);
    println!(
        "\nRating bands, libsudoku alone: minimal puzzles rated within the band \
         by the logic engine (ER), median of {} rounds of {count} puzzles.\n",
        settings.rounds
    );
    println!("| band | symmetry | puzzles/s | accepted | givens |");
    println!("|---|---|---:|---:|---:|");
    let mut all_good = true;
    for symmetry in [Symmetry::None, Symmetry::Rotate180] {
        for (low, high) in BANDS {
            let (mut rates, mut attempts, mut givens) = (Vec::new(), 0u64, 0u64);
            let mut made = Vec::with_capacity(count);
            for round in 0..settings.rounds {
                made.clear();
                let start = thread_cpu_seconds();
                for seed in (round * count) as u64..((round + 1) * count) as u64 {
                    let options = GenerateOptions {
                        seed,
                        symmetry,
                        min_rating: low,
                        max_rating: high,
                        attempt_budget: 1_000_000,
                        ..GenerateOptions::default()
                    };
                    made.push(black_box(generate(&options)));
                }
                rates.push(count as f64 / (thread_cpu_seconds() - start));
                for generated in made.iter().flatten() {
                    attempts += generated.attempts;
                    givens += u64::from(generated.givens);
                    let rated = sudoku::logic::rate(&generated.puzzle).map(|r| r.er);
                    let unique = sudoku::count_solutions(&generated.puzzle, 2) == Ok(1);
                    if !unique || rated != Ok(generated.rating as u8) {
                        all_good = false;
                    }
                }
                all_good &= made.iter().all(Result::is_ok);
            }
            let puzzles = (count * settings.rounds) as f64;
            println!(
                "| {}.{}-{}.{} | {} | {} | {:.1}% | {:.2} |",
                low / 10,
                low % 10,
                high / 10,
                high % 10,
                if symmetry == Symmetry::None {
                    "none"
                } else {
                    "180°"
                },
                grouped(median(&rates).round() as u64),
                100.0 * puzzles / attempts.max(1) as f64,
                givens as f64 / puzzles,
            );
        }
    }
    all_good &= chain_bands(settings);
    if !all_good {
        println!("a puzzle of a band failed: not unique, rated otherwise, or not found");
    }
    all_good
}

/// The bands that only chains rate, ER 7.0 and up and 9.0 and up, with no
/// symmetry: few puzzles, since one of ER 9+ costs seconds. Prints the mean
/// CPU time per puzzle over every round (a median of rounds of one or two
/// puzzles says little) and the slowest puzzle. Returns false when a puzzle
/// is outside its band, not unique, or not found.
fn chain_bands(settings: &GenerateBench) -> bool {
    let bands: [(u32, usize); 2] = [
        (70, (settings.puzzles / 100).max(2)),
        (90, (settings.puzzles / 1000).max(1)),
    ];
    println!(
        "\nChain bands, libsudoku alone: minimal puzzles, no symmetry, ER at least \
         the bound, {} rounds; CPU time per puzzle.\n",
        settings.rounds
    );
    println!("| band | puzzles | mean s/puzzle | slowest s | accepted | givens |");
    println!("|---|---:|---:|---:|---:|---:|");
    let mut all_good = true;
    for (low, count) in bands {
        let (mut seconds, mut slowest, mut attempts, mut givens) = (0.0, 0.0f64, 0u64, 0u64);
        let puzzles = count * settings.rounds;
        for seed in 0..puzzles as u64 {
            let options = GenerateOptions {
                seed,
                min_rating: low,
                attempt_budget: 1_000_000,
                ..GenerateOptions::default()
            };
            let start = thread_cpu_seconds();
            let made = black_box(generate(&options));
            let took = thread_cpu_seconds() - start;
            seconds += took;
            slowest = slowest.max(took);
            let Ok(generated) = made else {
                all_good = false;
                continue;
            };
            attempts += generated.attempts;
            givens += u64::from(generated.givens);
            let rated = sudoku::logic::rate(&generated.puzzle).map(|r| r.er);
            let unique = sudoku::count_solutions(&generated.puzzle, 2) == Ok(1);
            if !unique || rated != Ok(generated.rating as u8) || generated.rating < low {
                all_good = false;
            }
        }
        println!(
            "| {}.{}+ | {puzzles} | {:.3} | {:.3} | {:.2}% | {:.2} |",
            low / 10,
            low % 10,
            seconds / puzzles as f64,
            slowest,
            100.0 * puzzles as f64 / attempts.max(1) as f64,
            givens as f64 / puzzles as f64,
        );
    }
    all_good
}
