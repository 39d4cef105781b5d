//! `--canon`: canonical (minlex) forms a second, libsudoku's
//! `sudoku::canon::canonical` beside the `sudoku` crate's
//! `Sudoku::canonicalized`, side by side on one core, on the puzzles the
//! crate accepts (it canonicalizes only puzzles with one solution); then
//! complete grids (the puzzles' solutions); then the distinct forms of
//! every 17-clue puzzle, a list known to hold no two equivalent puzzles.
//!
//! Rounds alternate the two, each timed by the thread's CPU clock (the
//! machines are shared); the figure is the median round.

use std::collections::HashSet;
use std::hint::black_box;
use std::path::{Path, PathBuf};

use sudoku::canon::canonical;

use crate::data;
use crate::rate::cpu_ns;
use crate::report::{grouped, median};

pub const USAGE: &str = "\
Usage: cargo run --release -p sudoku-bench -- --canon [options]

  --data DIR      folder of puzzle files (default: ../shared/data from the
                  repository root)
  --rounds N      timed rounds of each (default 5)
  --limit N       puzzles from each set (default 20000)
  --forms FILE    write instead each set's first N puzzles (all of them,
                  with serg_multiple_solutions and unsolvable_10k) and the
                  solutions of those with one, one line each: the grid, its
                  form and its automorphism count, to compare two versions
                  of the search (`cmp`)
  --copies N FILE write instead minimal_100k's first --limit puzzles N
                  times each, every copy under its own random transform
                  (seed 35), copy by copy: the input of docs/CANON.md's
                  `sudoku dedupe` measurement
  -h, --help      this text

Exits with 1 when two 17-clue puzzles share a form, 2 on bad arguments or
data.";

const SETS: [&str; 3] = ["17_clue", "minimal_100k", "forum_hardest_1905_11plus"];

struct Options {
    data: PathBuf,
    rounds: usize,
    limit: usize,
    forms: Option<PathBuf>,
    copies: Option<(usize, PathBuf)>,
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Option<Options>, String> {
    let beside_repo = Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .unwrap_or(Path::new(".."));
    let mut options = Options {
        data: beside_repo.join("shared").join("data"),
        rounds: 5,
        limit: 20_000,
        forms: None,
        copies: None,
    };
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
            "--limit" => options.limit = number("--limit", value("--limit")?)?,
            "--forms" => options.forms = Some(PathBuf::from(value("--forms")?)),
            "--copies" => {
                let n = number("--copies", value("--copies")?)?;
                options.copies = Some((n, PathBuf::from(value("--copies")?)));
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(None);
            }
            other => return Err(format!("unknown option {other:?}\n\n{USAGE}")),
        }
    }
    Ok(Some(options))
}

/// The crate's grid type for `grid`, if it takes it.
fn crate_sudoku(grid: &[u8; 81]) -> Option<jcz::Sudoku> {
    let bytes = grid.map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 });
    jcz::Sudoku::from_bytes(bytes).ok()
}

/// Median over `rounds` of the puzzles a second each of `runs` reaches,
/// the runs alternating within each round.
fn side_by_side(rounds: usize, count: usize, runs: &mut [&mut dyn FnMut()]) -> Vec<f64> {
    let mut seconds: Vec<Vec<f64>> = vec![Vec::new(); runs.len()];
    for _ in 0..rounds {
        for (run, times) in runs.iter_mut().zip(&mut seconds) {
            let start = cpu_ns();
            run();
            times.push((cpu_ns() - start) as f64 / 1e9);
        }
    }
    seconds
        .iter()
        .map(|times| count as f64 / median(times))
        .collect()
}

fn row(what: &str, count: usize, ours: f64, theirs: f64) {
    println!(
        "{what:<28} {:>8} {:>14} {:>14} {:>7.1}x",
        grouped(count as u64),
        grouped(ours as u64),
        grouped(theirs as u64),
        ours / theirs
    );
}

pub fn run(args: impl Iterator<Item = String>) -> Result<bool, String> {
    let Some(options) = parse_args(args)? else {
        return Ok(true);
    };
    if let Some(path) = &options.forms {
        write_forms(&options, path)?;
        return Ok(true);
    }
    if let Some((copies, path)) = &options.copies {
        write_copies(&options, *copies, path)?;
        return Ok(true);
    }
    crate::report::print_machine_line();
    println!(
        "one core, CPU time, median of {} rounds; the crate on the puzzles it accepts",
        options.rounds
    );
    println!(
        "{:<28} {:>8} {:>14} {:>14} {:>8}",
        "set", "puzzles", "libsudoku/s", "crate/s", "ratio"
    );
    let mut all_17 = Vec::new();
    for name in SETS {
        let set = data::load_file(&options.data.join(format!("{name}.txt")))?;
        let grids: Vec<[u8; 81]> = (0..set.len()).map(|i| *set.grid(i)).collect();
        if name == "17_clue" {
            all_17 = grids.clone();
        }
        let taken: Vec<([u8; 81], jcz::Sudoku)> = grids
            .iter()
            .take(options.limit)
            .filter_map(|g| {
                crate_sudoku(g)
                    .filter(|s| s.is_uniquely_solvable())
                    .map(|s| (*g, s))
            })
            .collect();
        let mut ours = || {
            for (grid, _) in &taken {
                black_box(canonical(black_box(grid)).expect("a grid of the set"));
            }
        };
        let mut theirs = || {
            for (_, sudoku) in &taken {
                black_box(black_box(sudoku).canonicalized());
            }
        };
        let rates = side_by_side(options.rounds, taken.len(), &mut [&mut ours, &mut theirs]);
        row(name, taken.len(), rates[0], rates[1]);

        // The same puzzles' solutions: complete grids.
        let solved: Vec<([u8; 81], jcz::Sudoku)> = taken
            .iter()
            .filter_map(|(_, s)| s.solution())
            .map(|s| {
                let line: [u8; 81] = s.to_str_line().as_bytes().try_into().expect("81 bytes");
                (line, s)
            })
            .collect();
        let mut ours = || {
            for (grid, _) in &solved {
                black_box(canonical(black_box(grid)).expect("a complete grid"));
            }
        };
        let mut theirs = || {
            for (_, sudoku) in &solved {
                black_box(black_box(sudoku).canonicalized());
            }
        };
        let rates = side_by_side(options.rounds, solved.len(), &mut [&mut ours, &mut theirs]);
        row(
            &format!("{name} solutions"),
            solved.len(),
            rates[0],
            rates[1],
        );
    }

    let start = cpu_ns();
    let forms: HashSet<[u8; 81]> = all_17
        .iter()
        .map(|g| canonical(g).expect("a 17-clue puzzle").form)
        .collect();
    let seconds = (cpu_ns() - start) as f64 / 1e9;
    println!(
        "17_clue: {} puzzles, {} distinct forms ({:.2} s)",
        grouped(all_17.len() as u64),
        grouped(forms.len() as u64),
        seconds
    );
    Ok(forms.len() == all_17.len())
}

/// `--forms`: every grid's form and automorphism count, one line each.
fn write_forms(options: &Options, path: &Path) -> Result<(), String> {
    use std::fmt::Write as _;
    let mut out = String::new();
    let mut line = |grid: &[u8; 81]| {
        let canon = canonical(grid).expect("a grid of the set");
        let _ = writeln!(
            out,
            "{} {} {}",
            String::from_utf8_lossy(grid),
            String::from_utf8_lossy(&canon.form),
            canon.automorphisms
        );
    };
    let sets = SETS
        .iter()
        .chain(&["serg_multiple_solutions", "unsolvable_10k"]);
    for name in sets {
        let set = data::load_file(&options.data.join(format!("{name}.txt")))?;
        for i in 0..set.len().min(options.limit) {
            let grid = set.grid(i);
            line(grid);
            let solution = crate_sudoku(grid)
                .filter(|s| s.is_uniquely_solvable())
                .and_then(|s| s.solution());
            if let Some(solution) = solution {
                let solved: [u8; 81] = solution
                    .to_str_line()
                    .as_bytes()
                    .try_into()
                    .expect("81 bytes");
                line(&solved);
            }
        }
    }
    std::fs::write(path, out).map_err(|e| format!("{}: {e}", path.display()))
}

/// `--copies`: minimal_100k's puzzles `copies` times under random
/// transforms, one line each, every puzzle once before any twice.
fn write_copies(options: &Options, copies: usize, path: &Path) -> Result<(), String> {
    use crate::transform::{draw, SplitMix64};
    let set = data::load_file(&options.data.join("minimal_100k.txt"))?;
    let count = set.len().min(options.limit);
    let mut random = SplitMix64(35);
    let mut out = Vec::with_capacity(copies * count * 82);
    for _ in 0..copies {
        for i in 0..count {
            out.extend_from_slice(&draw(&mut random).apply(set.grid(i)));
            out.push(b'\n');
        }
    }
    std::fs::write(path, out).map_err(|e| format!("{}: {e}", path.display()))
}
