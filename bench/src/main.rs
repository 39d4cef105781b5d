//! Benchmark: libsudoku (through its C ABI) against the `sudoku` crate and a
//! naive backtracking baseline, on the shared puzzle sets, plus the batch
//! API's thread scaling. Run it with
//! `cargo run --release -p sudoku-bench -- [options]`; `--help` lists them.

mod canon;
mod data;
mod generate;
mod hodoku;
mod hodoku_candidates;
mod hodoku_teach;
mod naive;
mod rate;
mod report;
mod solvers;
mod transform;
mod variant_generate;
mod variant_generate_crate;
mod variants;
mod wasm;

use std::collections::BTreeMap;
use std::hint::black_box;
use std::ops::Range;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use data::PuzzleSet;
use solvers::{Decision, Solver};

const USAGE: &str = "\
Usage: cargo run --release -p sudoku-bench -- [options]

  --data DIR          folder of puzzle files, *.txt, one 81-character puzzle a
                      line, '#' lines skipped (default: ../shared/data from the
                      repository root)
  --rounds N          timed rounds per file (default: as many as fit in about
                      6 s of solving per file, judged from the first round;
                      3 to 25)
  --limit N           only the first N puzzles of each file
  --quick             smoke test: 200 puzzles per file, 1 round
  --only NAME,...     only these files (names without .txt)
  --transform SEED    relabel every puzzle and move it by a random symmetry
                      of the grid (bands, stacks, rows in a band, columns in
                      a stack, transpose), drawn from SEED (a whole number)
                      and the file's name; the same SEED gives the same
                      puzzles
  --naive-all         run the naive baseline on every file, not only kaggle_10k
  --naive-cap STEPS   digit tries after which the naive baseline gives up on a
                      puzzle, reported as capped (default 1000000)
  --batch-file NAME   file for the batch benchmark: a name in the data folder
                      or a path (default forum_hardest_1905_11plus)
  --batch-limit N     puzzles of that file given to the batch call (default
                      5000; --limit applies too)
  --batch-rounds N    rounds of the batch benchmark (default 3)
  --no-batch          skip the batch benchmark
  --rate              (first) the logic rater's speed instead; --rate --help
  --hodoku            (first) HoDoKu-scale rating speed on its 709 dev puzzles
  --hodoku-teach      (first) HoDoKu teaching generator: technique shares, speed per level and technique
  --variants [FILE]   (first) the variant engine on ../shared/data/variants/solve/*.jsonl
                      (or the files given), counting to 2, beside CP-SAT's targets;
                      --cp-sat FILE adds CP-SAT's times from bench/anchors/cpsat.py,
                      --crate N the sudoku-variants crate's on N puzzles a set
  --variant-generate  (first) variant puzzles made a CPU-second; --variant-generate --help;
                      --crate N beside the sudoku-variants crate's and CP-SAT's generators
  --canon             (first) canonical forms a second against the sudoku
                      crate's, and complete grids; --canon --help
  --generate          benchmark the generator instead (see bench/src/generate.rs):
                      unique minimal puzzles and random grids against the crate's
  --generate-rounds N timed rounds of --generate (default 7)
  --generate-puzzles N
                      puzzles per generator per round (default 2000; grids: ten
                      times as many)
  --wasm              the WebAssembly build under Node (bindings/js/bench/
                      bench.mjs) beside the native build, by CPU time, 5
                      rounds per file unless --rounds; needs node, and
                      `npm ci && npm run build` in bindings/js first
  -h, --help          this text

Exits with 1 when the solvers disagree on any puzzle, 2 on bad arguments or
data.";

/// Seconds of timed solving aimed at per file when the rounds are not given;
/// every file gets at least MIN_ROUNDS, so that the A B A B alternation and
/// the median of rounds mean something even on the biggest files.
const FILE_BUDGET_SECS: f64 = 6.0;
const MIN_ROUNDS: usize = 3;
const MAX_ROUNDS: usize = 25;
/// Enough puzzles for the batch call to dwarf thread start-up, few enough to
/// keep three rounds at three thread settings short.
const BATCH_LIMIT: usize = 5_000;
/// The file the naive baseline runs on by default: the only one where it
/// finishes in reasonable time.
const NAIVE_FILE: &str = "kaggle_10k";
const DEFAULT_BATCH_FILE: &str = "forum_hardest_1905_11plus";
/// Puzzles solved untimed before the first round, so that no solver pays
/// for cold caches and page faults in round 1.
const WARM_UP: usize = 1000;

struct Options {
    data: PathBuf,
    rounds: Option<usize>,
    limit: Option<usize>,
    only: Vec<String>,
    naive_all: bool,
    naive_cap: u64,
    batch_file: Option<String>,
    batch_limit: usize,
    batch_rounds: usize,
    batch: bool,
    generate: Option<generate::GenerateBench>,
    wasm: bool,
    /// The seed of `--transform`; None: the files' puzzles as written.
    transform: Option<u64>,
}

fn parse_args() -> Result<Options, String> {
    // ../shared/data from the repository root (the bench crate's parent),
    // wherever the command runs.
    let beside_repo = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .unwrap_or(std::path::Path::new(".."));
    let mut options = Options {
        data: beside_repo.join("shared").join("data"),
        rounds: None,
        limit: None,
        only: Vec::new(),
        naive_all: false,
        naive_cap: 1_000_000,
        batch_file: None,
        batch_limit: BATCH_LIMIT,
        batch_rounds: 3,
        batch: true,
        generate: None,
        wasm: false,
        transform: None,
    };
    let mut quick = false;
    let mut generate = false;
    let mut generate_rounds = None;
    let mut generate_puzzles = None;
    let mut batch_rounds = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .ok_or_else(|| format!("{name} needs a value\n\n{USAGE}"))
        };
        let number = |name: &str, text: String| {
            text.parse::<u64>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("{name} needs a positive whole number, not {text:?}"))
        };
        match arg.as_str() {
            "--data" => options.data = PathBuf::from(value("--data")?),
            "--rounds" => options.rounds = Some(number("--rounds", value("--rounds")?)? as usize),
            "--limit" => options.limit = Some(number("--limit", value("--limit")?)? as usize),
            "--only" => {
                let list = value("--only")?;
                options.only.extend(
                    list.split(',')
                        .map(|name| name.trim().trim_end_matches(".txt").to_string())
                        .filter(|name| !name.is_empty()),
                );
            }
            "--quick" => quick = true,
            "--transform" => {
                let text = value("--transform")?;
                let seed = text.parse::<u64>().map_err(|_| {
                    format!("--transform needs a whole number (the seed), not {text:?}")
                })?;
                options.transform = Some(seed);
            }
            "--naive-all" => options.naive_all = true,
            "--naive-cap" => options.naive_cap = number("--naive-cap", value("--naive-cap")?)?,
            "--batch-file" => options.batch_file = Some(value("--batch-file")?),
            "--batch-limit" => {
                options.batch_limit = number("--batch-limit", value("--batch-limit")?)? as usize
            }
            "--batch-rounds" => {
                batch_rounds = Some(number("--batch-rounds", value("--batch-rounds")?)? as usize)
            }
            "--no-batch" => options.batch = false,
            "--generate" => generate = true,
            "--wasm" => options.wasm = true,
            "--generate-rounds" => {
                let text = value("--generate-rounds")?;
                generate_rounds = Some(number("--generate-rounds", text)? as usize);
            }
            "--generate-puzzles" => {
                let text = value("--generate-puzzles")?;
                generate_puzzles = Some(number("--generate-puzzles", text)? as usize);
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            other => return Err(format!("unknown argument {other:?}\n\n{USAGE}")),
        }
    }
    // --quick sets defaults only; explicit --limit and --rounds still win.
    if quick {
        options.limit.get_or_insert(200);
        options.rounds.get_or_insert(1);
        batch_rounds.get_or_insert(1);
    }
    options.batch_rounds = batch_rounds.unwrap_or(options.batch_rounds);
    if options.transform.is_some() && (generate || options.wasm) {
        return Err(
            "--transform applies to the solving benchmark, not --generate or --wasm".into(),
        );
    }
    if generate {
        options.generate = Some(generate::GenerateBench {
            rounds: generate_rounds.unwrap_or(if quick { 1 } else { 7 }),
            puzzles: generate_puzzles.unwrap_or(if quick { 200 } else { 2000 }),
        });
    }
    Ok(options)
}

/// One solver's measurements on one file.
pub struct SolverRun {
    pub solver: Solver,
    /// Mean nanoseconds per puzzle, one entry per round.
    pub round_means: Vec<f64>,
    /// Every puzzle's time in nanoseconds, all rounds pooled.
    pub times: Vec<u64>,
    /// Puzzles the naive baseline gave up on (per round; the cap is a step
    /// count, so every round caps the same ones).
    pub capped: usize,
    /// The slowest puzzle's best time in nanoseconds (see `worst_puzzle`).
    pub worst: u64,
}

/// Everything measured on one file.
pub struct FileResult {
    pub name: String,
    pub puzzles: usize,
    pub runs: Vec<SolverRun>,
    /// Mean guesses per puzzle of libsudoku, from the untimed pass.
    pub guesses: f64,
    /// libsudoku's answers from the untimed pass, which every timed answer
    /// must match.
    pub expected: Vec<Decision>,
}

/// A puzzle on which a solver did not give libsudoku's untimed answer.
pub struct Disagreement {
    pub file: String,
    pub index: usize,
    pub puzzle: String,
    pub solver: String,
    pub said: Decision,
    pub expected: Decision,
}

/// Collects disagreements, one per puzzle and solver however many rounds
/// repeat it.
#[derive(Default)]
pub struct Checker {
    seen: BTreeMap<(String, usize, String), Disagreement>,
}

impl Checker {
    fn check(&mut self, set: &PuzzleSet, solver: &str, said: &[Decision], expected: &[Decision]) {
        for (index, (&said, &expected)) in said.iter().zip(expected).enumerate() {
            if said == expected || said == Decision::Capped {
                continue;
            }
            self.seen
                .entry((set.name.clone(), index, solver.to_string()))
                .or_insert_with(|| Disagreement {
                    file: set.name.clone(),
                    index,
                    puzzle: set.line(index).to_string(),
                    solver: solver.to_string(),
                    said,
                    expected,
                });
        }
    }

    pub fn all(&self) -> impl Iterator<Item = &Disagreement> {
        self.seen.values()
    }

    pub fn count(&self) -> usize {
        self.seen.len()
    }
}

/// Solves puzzles 0..n once with `solve`, timing each one alone, and stores
/// each decision. `prepare` builds the solver's input outside the timed span
/// (libsudoku solves in place, so it gets a fresh copy). Returns the mean
/// nanoseconds per puzzle.
fn timed_round<T>(
    n: usize,
    prepare: impl Fn(usize) -> T,
    mut solve: impl FnMut(T) -> Decision,
    times: &mut Vec<u64>,
    decisions: &mut [Decision],
) -> f64 {
    let mut total: u64 = 0;
    for (i, decision) in decisions.iter_mut().enumerate().take(n) {
        // black_box keeps the input's construction before the clock starts.
        let input = black_box(prepare(i));
        let start = Instant::now();
        let said = solve(input);
        let ns = start.elapsed().as_nanos() as u64;
        *decision = black_box(said);
        times.push(ns);
        total += ns;
    }
    total as f64 / n as f64
}

/// Runs one round of `solver` over `puzzles` of `set`, the decisions in
/// `decisions` from index 0.
fn round(
    solver: Solver,
    set: &PuzzleSet,
    puzzles: Range<usize>,
    naive_cap: u64,
    times: &mut Vec<u64>,
    decisions: &mut [Decision],
) -> f64 {
    let (first, n) = (puzzles.start, puzzles.len());
    match solver {
        Solver::Lib => timed_round(
            n,
            |i| *set.grid(first + i),
            |mut g| solvers::lib(&mut g),
            times,
            decisions,
        ),
        Solver::Crate => timed_round(n, |i| set.line(first + i), solvers::jcz, times, decisions),
        Solver::Naive => timed_round(
            n,
            |i| set.grid(first + i),
            |g| solvers::naive(g, naive_cap),
            times,
            decisions,
        ),
    }
}

/// How many of the slowest puzzles `worst_puzzle` times again, and how
/// many times each.
const WORST_CANDIDATES: usize = 16;
const WORST_RETIMES: usize = 50;

/// Each puzzle's best time over the rounds (`times` holds the rounds one
/// after another, `n` times each).
fn best_of_rounds(times: &[u64], n: usize) -> Vec<u64> {
    let mut best = vec![u64::MAX; n];
    for round in times.chunks_exact(n) {
        for (best, &time) in best.iter_mut().zip(round) {
            *best = (*best).min(time);
        }
    }
    best
}

/// The slowest puzzle, each puzzle timed by its best run. A pause of the
/// machine only ever adds time, so this is the solver's own worst case;
/// but with a few rounds on a shared machine some puzzle is paused in every
/// one, so the slowest few by best round are timed `WORST_RETIMES` times
/// more. Any other puzzle's best round is at most the fastest of those
/// few's, which bounds it.
fn worst_puzzle(run: &SolverRun, set: &PuzzleSet, n: usize, naive_cap: u64) -> u64 {
    if n == 0 || run.times.len() < n {
        return 0;
    }
    let best = best_of_rounds(&run.times, n);
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_unstable_by_key(|&i| std::cmp::Reverse(best[i]));
    let (candidates, rest) = order.split_at(WORST_CANDIDATES.min(n));
    let mut worst = rest.first().map_or(0, |&i| best[i]);
    let mut times = Vec::with_capacity(WORST_RETIMES);
    let mut decision = [Decision::None];
    for &i in candidates {
        times.clear();
        for _ in 0..WORST_RETIMES {
            round(
                run.solver,
                set,
                i..i + 1,
                naive_cap,
                &mut times,
                &mut decision,
            );
        }
        let fastest = times.iter().copied().min().unwrap_or(u64::MAX);
        worst = worst.max(fastest.min(best[i]));
    }
    worst
}

fn bench_file(set: &PuzzleSet, options: &Options, checker: &mut Checker) -> FileResult {
    let n = set.len();
    // The untimed pass: the reference answers, the guess counts, and a warm
    // start for libsudoku.
    let mut expected = Vec::with_capacity(n);
    let mut guesses: u64 = 0;
    for i in 0..n {
        let (decision, g) = solvers::lib_with_report(set.grid(i));
        expected.push(decision);
        guesses += g;
    }
    let mut solvers_here = vec![Solver::Lib, Solver::Crate];
    if options.naive_all || set.name == NAIVE_FILE {
        solvers_here.push(Solver::Naive);
    }
    let mut runs: Vec<SolverRun> = solvers_here
        .iter()
        .map(|&solver| SolverRun {
            solver,
            round_means: Vec::new(),
            times: Vec::new(),
            capped: 0,
            worst: 0,
        })
        .collect();
    let mut scratch = vec![Decision::None; n];
    for run in &runs {
        // The naive baseline may hit its cap on hard files: warm it briefly.
        let warm = if run.solver == Solver::Naive {
            100
        } else {
            WARM_UP
        };
        let mut ignored = Vec::new();
        round(
            run.solver,
            set,
            0..warm.min(n),
            options.naive_cap,
            &mut ignored,
            &mut scratch,
        );
    }

    let mut rounds = options.rounds.unwrap_or(1);
    let started = Instant::now();
    let mut r = 0;
    while r < rounds {
        // A B A B ...: each round runs every solver once, so drift in the
        // machine's speed hits them all alike.
        for run in &mut runs {
            let mean = round(
                run.solver,
                set,
                0..n,
                options.naive_cap,
                &mut run.times,
                &mut scratch,
            );
            run.round_means.push(mean);
            checker.check(set, run.solver.name(), &scratch, &expected);
            if r == 0 {
                run.capped = scratch.iter().filter(|&&d| d == Decision::Capped).count();
            }
        }
        if r == 0 && options.rounds.is_none() {
            // Fit the budget from the first round's cost.
            let per_round = started.elapsed().as_secs_f64().max(1e-6);
            rounds = ((FILE_BUDGET_SECS / per_round) as usize).clamp(MIN_ROUNDS, MAX_ROUNDS);
        }
        r += 1;
        if options.rounds.is_none()
            && r >= MIN_ROUNDS
            && r < rounds
            && started.elapsed().as_secs_f64() > 2.0 * FILE_BUDGET_SECS
        {
            // The machine slowed down after round 1 (it is shared): stop
            // rather than overrun the budget.
            rounds = r;
        }
        eprintln!(
            "  {}: round {r}/{rounds} ({:.1} s)",
            set.name,
            started.elapsed().as_secs_f64()
        );
    }
    for run in &mut runs {
        run.worst = worst_puzzle(run, set, n, options.naive_cap);
    }
    FileResult {
        name: set.name.clone(),
        puzzles: n,
        runs,
        guesses: guesses as f64 / n as f64,
        expected,
    }
}

/// One thread setting of the batch benchmark.
pub struct BatchRun {
    pub threads: u32,
    /// Wall time of each round's call.
    pub times: Vec<Duration>,
}

pub struct BatchResult {
    pub file: String,
    pub puzzles: usize,
    pub runs: Vec<BatchRun>,
}

/// Times `sudoku_solve_batch` over the whole set with 1, 2 and all threads,
/// alternating, and checks every status against the per-puzzle answers.
fn bench_batch(
    set: &PuzzleSet,
    rounds: usize,
    known: Option<&[Decision]>,
    checker: &mut Checker,
) -> BatchResult {
    use sudoku::ffi::{sudoku_solve_batch, Status};

    let n = set.len();
    // The per-file pass already has the answers when it covered these
    // puzzles; on the current engine that saves a long pass.
    let expected: Vec<Decision> = match known {
        Some(known) if known.len() >= n => known[..n].to_vec(),
        _ => (0..n)
            .map(|i| solvers::lib_with_report(set.grid(i)).0)
            .collect(),
    };
    let mut runs: Vec<BatchRun> = [1, 2, 0]
        .into_iter()
        .map(|threads| BatchRun {
            threads,
            times: Vec::new(),
        })
        .collect();
    let mut grids = set.records(n).to_vec();
    let mut statuses = vec![Status::OK; n];
    for r in 0..rounds {
        for run in &mut runs {
            // A fresh copy each time: the call solves in place.
            grids.copy_from_slice(set.records(n));
            let start = Instant::now();
            // SAFETY: `grids` holds n 81-byte records and `statuses` n slots;
            // they are distinct allocations.
            let solved = unsafe {
                sudoku_solve_batch(
                    grids.as_mut_ptr().cast(),
                    n,
                    statuses.as_mut_ptr(),
                    run.threads,
                )
            };
            run.times.push(start.elapsed());
            black_box(solved);
            let said: Vec<Decision> = statuses.iter().map(|&s| solvers::from_status(s)).collect();
            let label = format!("batch, threads={}", run.threads);
            checker.check(set, &label, &said, &expected);
        }
        eprintln!("  batch {}: round {}/{rounds}", set.name, r + 1);
    }
    BatchResult {
        file: set.name.clone(),
        puzzles: n,
        runs,
    }
}

fn run(options: &Options) -> Result<bool, String> {
    if let Some(settings) = &options.generate {
        report::print_machine_line();
        return Ok(generate::run(settings));
    }
    let started = Instant::now();
    let mut sets = data::load_dir(&options.data)?;
    for name in &options.only {
        if !sets.iter().any(|set| &set.name == name) {
            return Err(format!(
                "--only: no {name}.txt in {}",
                options.data.display()
            ));
        }
    }
    let mut batch_set = if !options.batch {
        None
    } else {
        let wanted = options.batch_file.as_deref().unwrap_or(DEFAULT_BATCH_FILE);
        let stem = wanted.trim_end_matches(".txt");
        match sets.iter().find(|set| set.name == stem) {
            Some(set) => Some(set.clone()),
            None if options.batch_file.is_some() => {
                Some(data::load_file(std::path::Path::new(wanted))?)
            }
            None => {
                eprintln!(
                    "note: no {DEFAULT_BATCH_FILE}.txt in {}: skipping the batch benchmark",
                    options.data.display()
                );
                None
            }
        }
    };
    if let Some(seed) = options.transform {
        // Before --limit, which must keep the first puzzles' transforms.
        for set in sets.iter_mut().chain(batch_set.as_mut()) {
            transform::transform_set(set, seed);
        }
    }
    if let Some(limit) = options.limit {
        for set in sets.iter_mut().chain(batch_set.as_mut()) {
            set.truncate(limit);
        }
    }
    if let Some(set) = batch_set.as_mut() {
        set.truncate(options.batch_limit);
    }

    if options.wasm {
        let chosen: Vec<PuzzleSet> = sets
            .into_iter()
            .filter(|set| options.only.is_empty() || options.only.contains(&set.name))
            .collect();
        return wasm::run(&chosen, &options.data, options.rounds);
    }

    let mut checker = Checker::default();
    let mut results = Vec::new();
    for set in &sets {
        if !options.only.is_empty() && !options.only.contains(&set.name) {
            continue;
        }
        if set.len() == 0 {
            eprintln!("note: {} holds no puzzles: skipped", set.name);
            continue;
        }
        eprintln!("{}: {} puzzles", set.name, set.len());
        results.push(bench_file(set, options, &mut checker));
    }
    let batch = batch_set.filter(|set| set.len() > 0).map(|set| {
        // Reuse only answers for the very same puzzles (a --batch-file path
        // may share a data file's name, not its content).
        let same = |other: &PuzzleSet| {
            other.name == set.name
                && other.len() >= set.len()
                && other.records(set.len()) == set.records(set.len())
        };
        let known = results
            .iter()
            .find(|result| result.name == set.name && sets.iter().any(same))
            .map(|result| result.expected.as_slice());
        bench_batch(&set, options.batch_rounds, known, &mut checker)
    });

    report::print(
        &results,
        batch.as_ref(),
        &checker,
        options.transform,
        started.elapsed(),
    );
    Ok(checker.count() == 0)
}

/// The modes named by the first argument, each with its own arguments:
/// Ok(false) is a wrong answer (exit 1), Err bad arguments or data (exit 2).
type Mode = fn(std::iter::Skip<std::env::Args>) -> Result<bool, String>;
const MODES: [(&str, Mode); 6] = [
    ("--canon", |args| canon::run(args)),
    ("--hodoku", |args| hodoku::run(args).map(|_| true)),
    ("--hodoku-teach", |args| hodoku_teach::run(args)),
    ("--rate", |args| rate::run(args)),
    ("--variant-generate", |args| variant_generate::run(args)),
    ("--variants", |args| variants::run(args)),
];

fn main() -> ExitCode {
    let first = std::env::args().nth(1);
    if let Some((_, mode)) = MODES
        .iter()
        .find(|(name, _)| first.as_deref() == Some(name))
    {
        return match mode(std::env::args().skip(2)) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::from(1),
            Err(message) => {
                eprintln!("sudoku-bench: {message}");
                ExitCode::from(2)
            }
        };
    }
    let options = match parse_args() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("sudoku-bench: {message}");
            return ExitCode::from(2);
        }
    };
    match run(&options) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("sudoku-bench: {message}");
            ExitCode::from(2)
        }
    }
}
