//! `--variant-generate`: variant puzzles made a CPU-second by
//! `sudoku::variant::generate`, one thread, release build: 6x6, 9x9 with
//! extra rules, jigsaw, kropki (every dot, or 12 without the negative
//! rules), killer without givens (and with a minimal cage set),
//! thermometers, 16x16, 25x25 (minimal, and propagation only); windoku,
//! jigsaw and killer within rating bounds.
//! Each round makes
//! `puzzles` puzzles from consecutive seeds, timed by the thread's CPU
//! clock; every puzzle is then counted (untimed) to have one solution.

use sudoku::generate::Symmetry;
use sudoku::variant::generate::{
    generate, KillerOptions, KropkiOptions, Layout, ThermoOptions, VariantGenerateOptions,
    DEFAULT_GUESS_BUDGET,
};
use sudoku::variant::{self, ExtraHouse, Rules, RulesBuilder};

use crate::generate::thread_cpu_seconds;
use crate::report::median;

const USAGE: &str = "\
Usage: cargo run --release -p sudoku-bench -- --variant-generate [options]

  --rounds N     timed rounds per workload (default 3)
  --scale X      puzzles per round times X (default 1; the base counts are
                 in bench/src/variant_generate.rs, docs/VARIANTS.md says them)
  --only NAME    only workloads whose name contains NAME (\"25x25 minimal\"
                 runs only when named so: it may take minutes)
  --crate N      (first) beside the sudoku-variants crate's and CP-SAT's
                 generators instead; --variant-generate --crate N --help";

struct Workload {
    name: &'static str,
    rules: Rules,
    layout: Layout,
    symmetry: Symmetry,
    /// Rating bounds in tenths (0: none).
    rating: (u32, u32),
    /// Givens removed only while propagation alone solves.
    propagation_only: bool,
    /// Run only when `--only` names it (it may take minutes).
    on_request: bool,
    /// Guesses allowed to each search; removals it leaves undecided keep
    /// their givens (counted, and allowed only below the default).
    guess_budget: u64,
    /// Guesses allowed to each removal's search of its own (0: the guess
    /// budget); removals it leaves undecided keep their givens (counted).
    removal_budget: u64,
    /// Puzzles per round at scale 1.
    puzzles: usize,
}

fn workloads() -> Vec<Workload> {
    let boxes = |n| RulesBuilder::new(n).build().unwrap();
    let nine = |b: RulesBuilder| b.build().unwrap();
    let plain = |name, rules, puzzles| Workload {
        name,
        rules,
        layout: Layout::Rules,
        symmetry: Symmetry::None,
        rating: (0, 0),
        propagation_only: false,
        on_request: false,
        guess_budget: DEFAULT_GUESS_BUDGET,
        removal_budget: 0,
        puzzles,
    };
    vec![
        plain("6x6", boxes(6), 400),
        Workload {
            symmetry: Symmetry::Rotate180,
            ..plain("6x6 180", boxes(6), 400)
        },
        plain(
            "X 9x9",
            nine(
                RulesBuilder::new(9)
                    .extra(ExtraHouse::MainDiagonal)
                    .extra(ExtraHouse::AntiDiagonal),
            ),
            40,
        ),
        plain(
            "windoku",
            nine(RulesBuilder::new(9).extra(ExtraHouse::Windoku)),
            40,
        ),
        plain("anti-knight", nine(RulesBuilder::new(9).anti_knight()), 20),
        Workload {
            layout: Layout::Jigsaw,
            ..plain("jigsaw 9x9", boxes(9), 40)
        },
        Workload {
            layout: Layout::Kropki(KropkiOptions::default()),
            ..plain("kropki 9x9", boxes(9), 20)
        },
        Workload {
            layout: Layout::Killer(KillerOptions::default()),
            ..plain("killer 9x9", boxes(9), 10)
        },
        Workload {
            layout: Layout::Killer(KillerOptions {
                minimal_cages: true,
                ..KillerOptions::default()
            }),
            ..plain("killer 9x9 minimal cages", boxes(9), 4)
        },
        Workload {
            layout: Layout::Kropki(KropkiOptions {
                all_given: false,
                dots: 12,
            }),
            ..plain("kropki 9x9 12 dots", boxes(9), 20)
        },
        Workload {
            layout: Layout::Thermo(ThermoOptions::default()),
            ..plain("thermo 9x9", boxes(9), 20)
        },
        // Enough puzzles a round for a mean (about 0.5 s a round).
        plain("16x16", boxes(16), 20),
        // Minimal 25x25: the late exclusion searches run to the guess
        // budget (docs/VARIANTS.md, "Measured"); run alone, with a limit.
        Workload {
            on_request: true,
            ..plain("25x25 minimal", boxes(25), 1)
        },
        Workload {
            propagation_only: true,
            ..plain("25x25 propagation only", boxes(25), 2)
        },
        Workload {
            guess_budget: 1_000,
            ..plain("25x25 1000 guesses a search", boxes(25), 1)
        },
        // Minimal as far as a budget of guesses a removal proves.
        Workload {
            removal_budget: 10,
            ..plain("25x25 10 guesses a removal", boxes(25), 2)
        },
        Workload {
            removal_budget: 100,
            ..plain("25x25 100 guesses a removal", boxes(25), 1)
        },
        Workload {
            removal_budget: 30,
            ..plain("25x25 30 guesses a removal", boxes(25), 2)
        },
        Workload {
            removal_budget: 10,
            ..plain("16x16 10 guesses a removal", boxes(16), 20)
        },
        Workload {
            removal_budget: 30,
            ..plain("16x16 30 guesses a removal", boxes(16), 20)
        },
        Workload {
            rating: (40, 44),
            ..plain(
                "windoku ER 4.0-4.4",
                nine(RulesBuilder::new(9).extra(ExtraHouse::Windoku)),
                10,
            )
        },
        Workload {
            layout: Layout::Jigsaw,
            rating: (0, 44),
            ..plain("jigsaw 9x9 ER at most 4.4", boxes(9), 10)
        },
        Workload {
            layout: Layout::Killer(KillerOptions::default()),
            rating: (28, 40),
            ..plain("killer 9x9 ER 2.8-4.0", boxes(9), 10)
        },
    ]
}

pub fn run(args: impl Iterator<Item = String>) -> Result<bool, String> {
    let (mut rounds, mut scale, mut only) = (3usize, 1.0f64, None::<String>);
    let mut args = args;
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--rounds" => {
                rounds = value("--rounds")?
                    .parse()
                    .map_err(|_| "--rounds needs a whole number")?
            }
            "--scale" => {
                scale = value("--scale")?
                    .parse()
                    .map_err(|_| "--scale needs a number")?
            }
            "--only" => only = Some(value("--only")?),
            "--crate" => {
                let puzzles = value("--crate")?;
                return crate::variant_generate_crate::run(&puzzles, args);
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(true);
            }
            other => {
                return Err(format!(
                    "--variant-generate: unknown option {other}\n{USAGE}"
                ))
            }
        }
    }
    println!(
        "| workload | puzzles/CPU-s (median of {rounds}) | ms/puzzle | givens | cages | attempts | mean ER | undecided |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    let mut all_unique = true;
    for work in workloads() {
        let named = only.as_ref().map(|o| work.name.contains(o.as_str()));
        if named == Some(false) || (work.on_request && named.is_none()) {
            continue;
        }
        let count = ((work.puzzles as f64 * scale).round() as usize).max(1);
        let mut rates = Vec::new();
        let (mut givens, mut cages, mut attempts, mut made_count) = (0u64, 0u64, 0u64, 0u64);
        let mut undecided = 0u64;
        let mut ratings = 0u64;
        for round in 0..rounds {
            let first_seed = (round * count) as u64;
            let mut made = Vec::with_capacity(count);
            let start = thread_cpu_seconds();
            for seed in first_seed..first_seed + count as u64 {
                let options = VariantGenerateOptions {
                    seed,
                    symmetry: work.symmetry,
                    layout: work.layout,
                    min_rating: work.rating.0,
                    max_rating: work.rating.1,
                    propagation_only: work.propagation_only,
                    guess_budget: work.guess_budget,
                    removal_budget: work.removal_budget,
                    ..Default::default()
                };
                made.push(generate(&work.rules, &options).map_err(|e| e.to_string())?);
            }
            rates.push(count as f64 / (thread_cpu_seconds() - start));
            for puzzle in &made {
                let counted = variant::count(&puzzle.rules, &puzzle.puzzle, 2, 0).0;
                let budget_cut =
                    work.guess_budget < DEFAULT_GUESS_BUDGET || work.removal_budget != 0;
                if counted != Ok(1) || (puzzle.undecided != 0 && !budget_cut) {
                    eprintln!("{}: seed gave {counted:?}", work.name);
                    all_unique = false;
                }
                undecided += u64::from(puzzle.undecided);
                givens += u64::from(puzzle.givens);
                cages += puzzle.rules.cages().len() as u64;
                attempts += puzzle.attempts;
                ratings += u64::from(puzzle.rating);
                made_count += 1;
            }
        }
        let rate = median(&rates);
        let mean = |total: u64| total as f64 / made_count as f64;
        let er = match work.rating {
            (0, 0) => "-".to_string(),
            _ => format!("{:.2}", mean(ratings) / 10.0),
        };
        println!(
            "| {} | {:.1} | {:.2} | {:.1} | {:.1} | {:.2} | {er} | {:.1} |",
            work.name,
            rate,
            1000.0 / rate,
            mean(givens),
            mean(cages),
            mean(attempts),
            mean(undecided)
        );
    }
    Ok(all_unique)
}
