//! `--wasm`: the WebAssembly build (bindings/js) under Node beside the
//! native build, file by file. For each file, the native library's
//! `sudoku_solve` runs its rounds in this process, then
//! `node bindings/js/bench/bench.mjs` the same rounds on the same puzzles;
//! both are timed by CPU time (this thread's, Node's process), so that the
//! shared machine's other load counts against neither. Node's answers are
//! checked puzzle by puzzle against the native ones.

use std::path::Path;
use std::process::Command;

use crate::data::PuzzleSet;
use crate::generate::thread_cpu_seconds;
use crate::report::median;
use crate::solvers::{self, from_status, Decision};
use crate::Checker;

/// Rounds per file unless --rounds says: the Node side runs three ways per
/// round, so fewer rounds than the main benchmark keep the run short.
const DEFAULT_ROUNDS: usize = 5;

/// One file's numbers, nanoseconds per puzzle (medians of round means).
struct Row {
    name: String,
    puzzles: usize,
    native: f64,
    export: f64,
    solve: f64,
    batch: f64,
}

/// Native rounds over the file: mean CPU nanoseconds per puzzle each round.
fn native_rounds(set: &PuzzleSet, rounds: usize) -> Vec<f64> {
    let n = set.len();
    (0..rounds)
        .map(|_| {
            let start = thread_cpu_seconds();
            for i in 0..n {
                let mut grid = *set.grid(i);
                std::hint::black_box(solvers::lib(&mut grid));
            }
            (thread_cpu_seconds() - start) * 1e9 / n as f64
        })
        .collect()
}

/// Runs bench.mjs on one file; returns its three timings and its answers.
fn node_rounds(
    script: &Path,
    data: &Path,
    set: &PuzzleSet,
    rounds: usize,
) -> Result<([f64; 3], Vec<Decision>), String> {
    let output = Command::new("node")
        .arg(script)
        .args(["--data".as_ref(), data.as_os_str()])
        .args(["--only", &set.name])
        .args(["--rounds", &rounds.to_string()])
        .args(["--limit", &set.len().to_string()])
        .output()
        .map_err(|err| format!("cannot run node {}: {err}", script.display()))?;
    if !output.status.success() {
        return Err(format!(
            "node {} failed ({}): {}\n(build the package first: cd bindings/js && npm ci && npm run build)",
            script.display(),
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let line = text
        .lines()
        .find(|line| line.split('\t').next() == Some(set.name.as_str()))
        .ok_or_else(|| format!("bench.mjs printed no line for {}", set.name))?;
    let fields: Vec<&str> = line.split('\t').collect();
    let number = |i: usize| -> Result<f64, String> {
        fields
            .get(i)
            .and_then(|f| f.parse().ok())
            .ok_or_else(|| format!("bench.mjs: bad field {i} in {line:?}"))
    };
    let times = [number(3)?, number(4)?, number(5)?];
    let decisions = fields
        .get(6)
        .unwrap_or(&"")
        .chars()
        .map(|c| {
            let code = c.to_digit(36).map_or(-1, |d| d as i32);
            sudoku::ffi::Status::from_code(code).map_or(Decision::Error(code), from_status)
        })
        .collect();
    Ok((times, decisions))
}

/// Runs the comparison on every set; false when Node disagreed anywhere.
pub fn run(sets: &[PuzzleSet], data: &Path, rounds: Option<usize>) -> Result<bool, String> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../bindings/js/bench/bench.mjs");
    let rounds = rounds.unwrap_or(DEFAULT_ROUNDS);
    let mut checker = Checker::default();
    let mut rows = Vec::new();
    for set in sets.iter().filter(|set| set.len() > 0) {
        eprintln!(
            "{}: {} puzzles, {rounds} rounds native then wasm",
            set.name,
            set.len()
        );
        let expected: Vec<Decision> = (0..set.len())
            .map(|i| solvers::lib_with_report(set.grid(i)).0)
            .collect();
        let native = median(&native_rounds(set, rounds));
        let ([export, solve, batch], said) = node_rounds(&script, data, set, rounds)?;
        if said.len() != set.len() {
            return Err(format!(
                "bench.mjs answered {} of the {} puzzles of {}",
                said.len(),
                set.len(),
                set.name
            ));
        }
        checker.check(set, "wasm", &said, &expected);
        rows.push(Row {
            name: set.name.clone(),
            puzzles: set.len(),
            native,
            export,
            solve,
            batch,
        });
    }
    print(&rows, rounds);
    for d in checker.all() {
        println!(
            "DISAGREEMENT {} line {}: {} said {}, native {} ({})",
            d.file,
            d.index + 1,
            d.solver,
            d.said,
            d.expected,
            d.puzzle
        );
    }
    println!("disagreements: {}", checker.count());
    Ok(checker.count() == 0)
}

fn print(rows: &[Row], rounds: usize) {
    crate::report::print_machine_line();
    let node = Command::new("node")
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    println!(
        "\nWebAssembly under Node {node} against the native library: CPU µs per puzzle, \
         medians of {rounds} rounds (export: the module's sudoku_solve; solve(): the \
         package's function; solveBatch(): the whole file in one call)\n"
    );
    println!("| file | puzzles | native µs | wasm export µs | wasm/native | wasm solve() µs | wasm solveBatch() µs |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let us = |ns: f64| format!("{:.2}", ns / 1000.0);
    for row in rows {
        println!(
            "| {} | {} | {} | {} | {:.2} | {} | {} |",
            row.name,
            crate::report::grouped(row.puzzles as u64),
            us(row.native),
            us(row.export),
            row.export / row.native,
            us(row.solve),
            us(row.batch),
        );
    }
}
