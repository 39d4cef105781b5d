//! `--variant-generate --crate N`: the library's variant generator beside
//! the `sudoku-variants` crate's (its `Generator` fills a grid by random
//! backtracking, its `Reducer` removes givens in a random order while its
//! solver says unique: a minimal puzzle, as ours are by default) on the
//! rule sets the crate has, and beside CP-SAT's generator
//! (bench/anchors/cpsat_generate.py, read from its file with
//! `--cp-sat-generate FILE`) on those and a few more. One thread; each
//! round makes N puzzles (seeds 0..N) with each generator, alternately,
//! timed by the thread's CPU clock (each crate puzzle on a thread of its
//! own, so that one the crate does not finish in `--crate-limit` seconds
//! can be left behind). Every puzzle is then counted (untimed)
//! to have one solution: by test-support's rule-list counter up to 9x9
//! (non-consecutive, jigsaw and killer excepted), by the library's engine
//! for the others; the
//! full grids are checked against the rules by test-support's checker.

use rand::rngs::StdRng;
use rand::SeedableRng;
use sudoku::variant::generate::{generate, KillerOptions, Layout, VariantGenerateOptions};
use sudoku::variant::{self, fpuzzles, ExtraHouse, Rules, RulesBuilder};
use sudoku_test_support::variant as independent;
use sudoku_variants::constraint::{
    AdjacentConsecutiveConstraint, CompositeConstraint, Constraint, DefaultConstraint,
    DiagonalsConstraint, KingsMoveConstraint, KnightsMoveConstraint,
};
use sudoku_variants::generator::{Generator, Reducer};
use sudoku_variants::solver::strategy::{
    CompositeStrategy, NakedSingleStrategy, OnlyCellStrategy, StrategicBacktrackingSolver,
};

use crate::generate::thread_cpu_seconds;
use crate::report::median;

const USAGE: &str = "\
Usage: cargo run --release -p sudoku-bench -- --variant-generate --crate N [options]

  N                    puzzles a round for each generator (4x4: 20N, 6x6: 5N,
                       16x16: N/10, at least 1)
  --rounds R           timed rounds (default 3)
  --only NAME          only workloads whose name contains NAME
  --crate-limit S      wall seconds allowed to one crate puzzle (default 60);
                       past it the crate's round is cut, and its column
                       gives the rate it stayed below (\"< R (cut)\")
  --cp-sat-generate F  CP-SAT's times from bench/anchors/cpsat_generate.py
                       (bench/anchors/cpsat-generate-2026-12-05.tsv holds a run)";

/// The rules beside the default boxes, as the crate names them.
#[derive(Clone, Copy, PartialEq)]
enum Extra {
    None,
    Diagonals,
    AntiKnight,
    AntiKing,
    NonConsecutive,
    /// Rules the crate lacks: only ours and CP-SAT's.
    NotInCrate,
}

struct Workload {
    name: &'static str,
    rules: Rules,
    layout: Layout,
    extra: Extra,
    /// Puzzles a round, as a share of N (the 16x16 round is smaller, the
    /// 4x4 and 6x6 rounds larger, to be timed at all).
    share: f64,
    /// Counted by test-support's counter (false: by the engine, where the
    /// plain backtracking takes minutes a puzzle).
    independent: bool,
}

fn workloads() -> Vec<Workload> {
    let with = |n, extra: fn(RulesBuilder) -> RulesBuilder| extra(RulesBuilder::new(n)).build();
    let plain = |name, n, extra, add: fn(RulesBuilder) -> RulesBuilder| Workload {
        name,
        rules: with(n, add).unwrap(),
        layout: Layout::Rules,
        extra,
        share: 1.0,
        independent: n <= 9,
    };
    let same = |b| b;
    vec![
        Workload {
            share: 20.0,
            ..plain("4x4", 4, Extra::None, same)
        },
        Workload {
            share: 5.0,
            ..plain("6x6", 6, Extra::None, same)
        },
        plain("9x9", 9, Extra::None, same),
        plain("X 9x9", 9, Extra::Diagonals, |b| {
            b.extra(ExtraHouse::MainDiagonal)
                .extra(ExtraHouse::AntiDiagonal)
        }),
        plain("anti-knight", 9, Extra::AntiKnight, |b| b.anti_knight()),
        plain("anti-king", 9, Extra::AntiKing, |b| b.anti_king()),
        // Minimal non-consecutive puzzles have about 7 givens: too few for
        // the plain counter.
        Workload {
            independent: false,
            ..plain("non-consecutive", 9, Extra::NonConsecutive, |b| {
                b.nonconsecutive()
            })
        },
        plain("12x12", 12, Extra::None, same),
        Workload {
            share: 0.1,
            ..plain("16x16", 16, Extra::None, same)
        },
        plain("windoku", 9, Extra::NotInCrate, |b| {
            b.extra(ExtraHouse::Windoku)
        }),
        // Minimal jigsaw puzzles (about 16 givens) took the plain counter
        // over 400 s for 10 (6 December 2026, branch vgen8): the engine
        // counts them, as for non-consecutive.
        Workload {
            layout: Layout::Jigsaw,
            independent: false,
            ..plain("jigsaw 9x9", 9, Extra::NotInCrate, same)
        },
        // No givens: the plain counter would take minutes a puzzle.
        Workload {
            layout: Layout::Killer(KillerOptions::default()),
            independent: false,
            ..plain("killer 9x9", 9, Extra::NotInCrate, same)
        },
    ]
}

/// One generator's puzzles: (rules, givens) each, and the full grids.
type Made = Vec<(Rules, Vec<u8>, Vec<u8>)>;

fn ours(work: &Workload, seeds: std::ops::Range<u64>) -> Result<Made, String> {
    seeds
        .map(|seed| {
            let options = VariantGenerateOptions {
                seed,
                layout: work.layout,
                ..Default::default()
            };
            let made = generate(&work.rules, &options).map_err(|e| e.to_string())?;
            Ok((made.rules, made.puzzle, made.solution))
        })
        .collect()
}

/// The crate's minimal puzzle from `seed`: its generator and reducer, the
/// reducer's solver the crate's fastest exact one (backtracking with its
/// naked and hidden singles; variant_crate.rs says why).
fn crate_one<C: Constraint + Clone>(
    (rows, cols): (usize, usize),
    constraint: C,
    seed: u64,
) -> (Vec<u8>, Vec<u8>) {
    let mut generator = Generator::new(StdRng::seed_from_u64(seed));
    let mut sudoku = generator
        .generate(cols, rows, constraint)
        .expect("the crate fills an empty grid");
    let cells = |s: &sudoku_variants::Sudoku<C>| -> Vec<u8> {
        s.grid()
            .cells()
            .iter()
            .map(|v| v.map_or(0, |v| v as u8))
            .collect()
    };
    let full = cells(&sudoku);
    let solver = StrategicBacktrackingSolver::new(CompositeStrategy::new(
        NakedSingleStrategy,
        OnlyCellStrategy,
    ));
    // A different stream from the fill's, from the same seed.
    let mut reducer = Reducer::new(solver, StdRng::seed_from_u64(seed ^ 0x9E37_79B9_7F4A_7C15));
    reducer.reduce(&mut sudoku);
    (cells(&sudoku), full)
}

/// The crate's puzzles from `seeds`, each made on a thread of its own and
/// timed by that thread's CPU clock, and their total CPU seconds. One that
/// takes more than `limit` seconds of wall time is cut (its thread is left
/// to run until the benchmark exits: the crate's search cannot be
/// stopped): then Err with the puzzles made, plus the cut one, and the CPU
/// seconds spent on them so far, which bound the crate's rate from above.
fn the_crate(
    work: &Workload,
    seeds: std::ops::Range<u64>,
    limit: f64,
) -> Result<(Made, f64), (usize, f64)> {
    let shape = work
        .rules
        .box_shape()
        .expect("the crate's rules have boxes");
    let extra = work.extra;
    let mut made = Vec::new();
    let mut seconds = 0.0;
    for seed in seeds {
        let (send, receive) = std::sync::mpsc::channel();
        let thread = std::thread::spawn(move || {
            let start = thread_cpu_seconds();
            let pair = match extra {
                Extra::None | Extra::NotInCrate => crate_one(shape, DefaultConstraint, seed),
                Extra::Diagonals => crate_one(
                    shape,
                    CompositeConstraint::new(DefaultConstraint, DiagonalsConstraint),
                    seed,
                ),
                Extra::AntiKnight => crate_one(
                    shape,
                    CompositeConstraint::new(DefaultConstraint, KnightsMoveConstraint),
                    seed,
                ),
                Extra::AntiKing => crate_one(
                    shape,
                    CompositeConstraint::new(DefaultConstraint, KingsMoveConstraint),
                    seed,
                ),
                Extra::NonConsecutive => crate_one(
                    shape,
                    CompositeConstraint::new(DefaultConstraint, AdjacentConsecutiveConstraint),
                    seed,
                ),
            };
            // The receiver is gone only after a cut: nothing to report.
            let _ = send.send((pair, thread_cpu_seconds() - start));
        });
        match receive.recv_timeout(std::time::Duration::from_secs_f64(limit)) {
            Ok(((givens, full), cpu)) => {
                seconds += cpu;
                made.push((work.rules.clone(), givens, full));
            }
            Err(_) => return Err((made.len() + 1, seconds + cpu_seconds_of(&thread))),
        }
    }
    Ok((made, seconds))
}

/// The CPU seconds a running thread has used so far.
fn cpu_seconds_of<T>(thread: &std::thread::JoinHandle<T>) -> f64 {
    use std::os::unix::thread::JoinHandleExt;
    let mut clock: libc::clockid_t = 0;
    let mut time = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: the handle is not joined or detached, so its pthread_t is
    // valid (even if the thread has just ended); both outputs are valid.
    let status = unsafe {
        let status = libc::pthread_getcpuclockid(thread.as_pthread_t(), &mut clock);
        if status == 0 {
            libc::clock_gettime(clock, &mut time)
        } else {
            status
        }
    };
    assert_eq!(status, 0, "the crate thread's CPU clock");
    time.tv_sec as f64 + time.tv_nsec as f64 * 1e-9
}

/// Unique (test-support's counter up to 9x9 but non-consecutive, jigsaw
/// and killer, the engine for those), and the full grid a solution by test-support's
/// checker. The error says which.
fn check(work: &Workload, by: &str, made: &Made) -> Result<(), String> {
    let name = format!("{} ({by})", work.name);
    for (i, (rules, givens, full)) in made.iter().enumerate() {
        let list = independent::from_fpuzzles(&fpuzzles::to_json(rules, givens));
        let count = if work.independent {
            independent::count_solutions(&list, 2)
        } else {
            variant::count(rules, givens, 2, 0)
                .0
                .map_err(|e| e.to_string())? as usize
        };
        if count != 1 {
            return Err(format!("{name}: puzzle {i} has {count} solutions"));
        }
        independent::check_solution(&list, full).map_err(|e| format!("{name} {i}: {e}"))?;
    }
    Ok(())
}

fn mean_givens(made: &Made) -> f64 {
    let total: usize = made
        .iter()
        .map(|(_, g, _)| g.iter().filter(|&&v| v != 0).count())
        .sum();
    total as f64 / made.len() as f64
}

/// CP-SAT's puzzles a CPU-second (its solves' time) and mean givens, by
/// workload, from cpsat_generate.py's
/// `workload<TAB>seed<TAB>seconds<TAB>givens<TAB>count<TAB>...` lines. A
/// puzzle CP-SAT counted to anything but 1 is an error.
fn read_cp_sat(file: &str) -> Result<Vec<(String, f64, f64, usize)>, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let mut rows: Vec<(String, f64, f64, usize)> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let at = |e: String| format!("{file}:{}: {e}", number + 1);
        let fields: Vec<&str> = line.split('\t').collect();
        let [name, _seed, seconds, givens, count, ..] = fields[..] else {
            return Err(at("not workload, seed, seconds, givens, count".into()));
        };
        if count != "1" {
            return Err(at(format!("CP-SAT counted {count} solutions")));
        }
        let seconds: f64 = seconds.parse().map_err(|e| at(format!("{e}")))?;
        let givens: f64 = givens.parse().map_err(|e| at(format!("{e}")))?;
        match rows.iter_mut().find(|r| r.0 == name) {
            Some(row) => {
                row.1 += seconds;
                row.2 += givens;
                row.3 += 1;
            }
            None => rows.push((name.to_string(), seconds, givens, 1)),
        }
    }
    Ok(rows)
}

pub fn run(puzzles: &str, args: impl Iterator<Item = String>) -> Result<bool, String> {
    let puzzles: usize = puzzles
        .parse()
        .map_err(|_| format!("--crate needs a whole number\n{USAGE}"))?;
    let (mut rounds, mut only, mut cp_sat) = (3usize, None::<String>, None::<String>);
    let mut limit = 60.0f64;
    let mut args = args;
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--rounds" => {
                rounds = value("--rounds")?
                    .parse()
                    .map_err(|_| "--rounds needs a whole number")?
            }
            "--only" => only = Some(value("--only")?),
            "--crate-limit" => {
                limit = value("--crate-limit")?
                    .parse()
                    .map_err(|_| "--crate-limit needs a number")?
            }
            "--cp-sat-generate" => cp_sat = Some(value("--cp-sat-generate")?),
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(true);
            }
            other => return Err(format!("--crate: unknown option {other}\n{USAGE}")),
        }
    }
    let cp_sat = cp_sat.as_deref().map(read_cp_sat).transpose()?;
    println!("puzzles a CPU-second (median of {rounds} rounds), one thread; minimal, unique");
    println!("| workload | puzzles | ours | givens | crate | givens | ours / crate | CP-SAT | givens | ours / CP-SAT |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for work in workloads() {
        if only
            .as_ref()
            .is_some_and(|o| !work.name.contains(o.as_str()))
        {
            continue;
        }
        let count = ((puzzles as f64 * work.share).round() as u64).max(1);
        let in_crate = work.extra != Extra::NotInCrate;
        let (mut our_rates, mut crate_rates) = (Vec::new(), Vec::new());
        let (mut our_givens, mut crate_givens) = (Vec::new(), Vec::new());
        let mut crate_cut = None;
        for round in 0..rounds as u64 {
            let seeds = round * count..(round + 1) * count;
            let start = thread_cpu_seconds();
            let made = ours(&work, seeds.clone())?;
            our_rates.push(count as f64 / (thread_cpu_seconds() - start));
            check(&work, "ours", &made)?;
            our_givens.push(mean_givens(&made));
            if in_crate && crate_cut.is_none() {
                match the_crate(&work, seeds, limit) {
                    Ok((made, seconds)) => {
                        crate_rates.push(count as f64 / seconds);
                        check(&work, "the crate", &made)?;
                        crate_givens.push(mean_givens(&made));
                    }
                    Err(cut) => crate_cut = Some(cut),
                }
            }
        }
        let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
        let ours_rate = median(&our_rates);
        let crate_cols = if let Some((puzzles, seconds)) = crate_cut {
            // At most this rate: the cut puzzle needs more than its time so far.
            let bound = puzzles as f64 / seconds;
            format!(
                "< {} (cut at {limit:.0} s) | - | > {:.0}x",
                rate_text(bound),
                ours_rate / bound
            )
        } else if in_crate {
            let rate = median(&crate_rates);
            format!(
                "{} | {:.1} | {:.0}x",
                rate_text(rate),
                mean(&crate_givens),
                ours_rate / rate
            )
        } else {
            "- | - | -".to_string()
        };
        let cp_sat_cols = match cp_sat
            .as_ref()
            .and_then(|rows| rows.iter().find(|r| r.0 == work.name))
        {
            Some((_, seconds, givens, made)) => {
                let rate = *made as f64 / seconds;
                format!(
                    "{} | {:.1} | {:.0}x",
                    rate_text(rate),
                    givens / *made as f64,
                    ours_rate / rate
                )
            }
            None => "- | - | -".to_string(),
        };
        println!(
            "| {} | {count} | {} | {:.1} | {crate_cols} | {cp_sat_cols} |",
            work.name,
            rate_text(ours_rate),
            mean(&our_givens),
        );
    }
    Ok(true)
}

/// A rate with three significant digits or so, small rates included.
fn rate_text(rate: f64) -> String {
    if rate >= 100.0 {
        format!("{rate:.0}")
    } else if rate >= 1.0 {
        format!("{rate:.1}")
    } else {
        format!("{rate:.3}")
    }
}
