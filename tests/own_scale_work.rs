//! What an own-scale rating costs, puzzle by puzzle: the search work it
//! spends (`Work` units) and the CPU time it takes, to set and check the
//! rating's fixed bound (docs/VARIANT-LOGIC.md, "The project's own
//! scale"). Reads the `{"id", "solution", "puzzle"}` lines of each file
//! OWN_FILES names (colon-separated; by default the shared dev killers),
//! checks every step of every puzzle explained to the end against the
//! stored solution, and prints one line a puzzle (with the guesses its
//! path took) and the worst case;
//! `OWN_FILES=a.jsonl:b.jsonl cargo test --release --test own_scale_work -- --ignored --nocapture`.

mod variant_support;

use std::path::PathBuf;

use sudoku::variant::fpuzzles;
use sudoku::variant::logic::{rate_own_scale_within, OwnUnrated, Work};

/// This thread's CPU time (user and system) in seconds, from
/// /proc/thread-self/stat (Linux; ticks of 1/100 s): the machine is
/// shared, so wall time says little.
fn thread_cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap();
    // Fields after the command's closing parenthesis: utime and stime are
    // the 14th and 15th of the line, the 12th and 13th after it.
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    ticks as f64 / 100.0
}

#[test]
#[ignore]
fn own_scale_work_and_time_per_puzzle() {
    let files: Vec<PathBuf> = match std::env::var("OWN_FILES") {
        Ok(list) => list.split(':').map(PathBuf::from).collect(),
        Err(_) => vec![PathBuf::from("../shared/data/variants/solve/killer.jsonl")],
    };
    let (mut worst_cpu, mut worst_units) = (0f64, 0u64);
    for file in &files {
        for sample in variant_support::read_path(file) {
            let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
            let work = Work::unlimited();
            let started = thread_cpu_seconds();
            let result = rate_own_scale_within(&puzzle.rules, &puzzle.givens, &work);
            let cpu = thread_cpu_seconds() - started;
            let units = u64::MAX - work.left();
            let answer = match &result {
                Ok(rating) => {
                    for (step, _) in &rating.steps {
                        for &(cell, digit) in &step.placements {
                            assert_eq!(sample.solution[cell], digit, "{}: {step:?}", sample.id);
                        }
                        for &(cell, digit) in &step.eliminations {
                            assert_ne!(sample.solution[cell], digit, "{}: {step:?}", sample.id);
                        }
                    }
                    format!(
                        "er {} steps {} guesses {}",
                        rating.er,
                        rating.steps.len(),
                        rating.guesses
                    )
                }
                Err(OwnUnrated::Stuck {
                    empty_cells,
                    reason,
                    ..
                }) => format!("stuck {empty_cells} {reason:?}"),
                Err(e) => panic!("{}: {e}", sample.id),
            };
            println!("{}\t{answer}\t{units}\t{cpu:.3}", sample.id);
            worst_cpu = worst_cpu.max(cpu);
            worst_units = worst_units.max(units);
        }
    }
    println!("worst: {worst_units} units, {worst_cpu:.3} s of CPU");
}
