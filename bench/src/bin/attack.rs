//! Searches for the slowest inputs of the library's search-based functions
//! by hill-climbing: see USAGE.

#[path = "../attack/mod.rs"]
mod attack;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use attack::record::{Found, Records};
use attack::target::{Function, Kind};
use attack::{Settings, Sources, Start};

const USAGE: &str = "\
Usage: cargo run --release -p sudoku-bench --bin attack -- [options]

Hill-climbs for the grids that cost the library most: from a start grid,
mutates one given at a time (add, remove, change, move; or relabels or
transforms the grid) and keeps the mutation when the cost does not drop.
The cost is the guess count (of solve, or of count_solutions_within for the
counts), which depends on the engine alone, so a run with --steps replays
exactly from its seed. Each climb ends after --patience steps without a new
best; its best grid is then measured in full, the function itself timed.

  --seconds S        stop after S seconds (default 60 unless --steps)
  --steps N          stop after N probes in all
  --seed N           (default 1)
  --function F,...   solve-unique, solve-first, count-N (N a limit), batch,
                     or all: solve-unique, solve-first, count-1, count-2,
                     count-LARGE, batch (default all); climbs take them in turn
  --large-limit N    LARGE above (default 100)
  --kind K,...       none, unique, multiple or any: the grids climbs keep to,
                     taken in turn (default none,unique,multiple,any)
  --start S,...      sets, adversarial, random, elite (a transformed peak of
                     earlier climbs of the same function and kind): where
                     climbs start, picked at random (default all four)
  --budget N         guesses after which a probe gives up, the grid counting
                     as worst (default 1000000)
  --patience N       steps without a new best that end a climb (default 2000)
  --runs N           timed calls per measure, the best kept (default 5)
  --top N            grids kept per function (default 10)
  --out FILE         write the worst grids there: `GRID guesses µs function`
                     a line, then '# kind, N givens'
  --data DIR         the standard sets (default ../shared/data)
  --adversarial FILE (default tests/data/adversarial.txt)
  --measure FILE     no climb: measure every grid of FILE (the first field of
                     each line) for each --function, and write the lines
  --quiet            no line per climb on stderr
  -h, --help         this text";

struct Args {
    settings: Settings,
    out: Option<PathBuf>,
    data: PathBuf,
    adversarial: PathBuf,
    measure: Option<PathBuf>,
}

fn list<T>(text: &str, parse: impl Fn(&str) -> Option<T>, what: &str) -> Result<Vec<T>, String> {
    let items: Option<Vec<T>> = text.split(',').map(|s| parse(s.trim())).collect();
    items
        .filter(|items| !items.is_empty())
        .ok_or_else(|| format!("bad {what} list {text:?}\n\n{USAGE}"))
}

fn parse_args() -> Result<Args, String> {
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map_or(PathBuf::from("."), |p| p.to_path_buf());
    let settings = Settings {
        seed: 1,
        seconds: None,
        steps: None,
        functions: Vec::new(),
        kinds: vec![
            Some(Kind::None),
            Some(Kind::Unique),
            Some(Kind::Multiple),
            None,
        ],
        starts: vec![Start::Sets, Start::Adversarial, Start::Random, Start::Elite],
        budget: 1_000_000,
        runs: 5,
        patience: 2000,
        top: 10,
        quiet: false,
    };
    let mut functions = "all".to_string();
    let mut large_limit = 100;
    let mut args = Args {
        settings,
        out: None,
        data: repo
            .parent()
            .map_or(PathBuf::from(".."), |p| p.join("shared").join("data")),
        adversarial: repo.join("tests").join("data").join("adversarial.txt"),
        measure: None,
    };
    let mut argv = std::env::args().skip(1);
    while let Some(arg) = argv.next() {
        let mut value = || {
            argv.next()
                .ok_or_else(|| format!("{arg} needs a value\n\n{USAGE}"))
        };
        let number = |text: String| {
            text.parse::<u64>()
                .map_err(|_| format!("{arg} needs a whole number, not {text:?}"))
        };
        let s = &mut args.settings;
        match arg.as_str() {
            "--seconds" => {
                let text = value()?;
                let seconds = text.parse::<f64>().ok().filter(|s| *s > 0.0);
                s.seconds = Some(seconds.ok_or(format!("bad --seconds {text:?}"))?);
            }
            "--steps" => s.steps = Some(number(value()?)?),
            "--seed" => s.seed = number(value()?)?,
            "--function" => functions = value()?,
            "--large-limit" => large_limit = number(value()?)?.clamp(3, u32::MAX as u64) as u32,
            "--kind" => {
                let parse = |k: &str| match k {
                    "any" => Some(None),
                    k => Kind::parse(k).map(Some),
                };
                s.kinds = list(&value()?, parse, "kind")?;
            }
            "--start" => s.starts = list(&value()?, Start::parse, "start")?,
            "--budget" => s.budget = number(value()?)?,
            "--patience" => s.patience = number(value()?)?,
            "--runs" => s.runs = number(value()?)?.max(1) as usize,
            "--top" => s.top = number(value()?)?.max(1) as usize,
            "--out" => args.out = Some(PathBuf::from(value()?)),
            "--data" => args.data = PathBuf::from(value()?),
            "--adversarial" => args.adversarial = PathBuf::from(value()?),
            "--measure" => args.measure = Some(PathBuf::from(value()?)),
            "--quiet" => s.quiet = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            other => return Err(format!("unknown argument {other:?}\n\n{USAGE}")),
        }
    }
    let s = &mut args.settings;
    s.functions = if functions == "all" {
        Function::all(large_limit)
    } else {
        list(&functions, Function::parse, "function")?
    };
    if s.seconds.is_none() && s.steps.is_none() {
        s.seconds = Some(60.0);
    }
    Ok(args)
}

fn write(out: &Option<PathBuf>, text: &str) -> Result<(), String> {
    match out {
        Some(path) => std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display())),
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let command: Vec<String> = std::env::args().collect();
    let header = format!("attack {}", command[1..].join(" "));
    let settings = &args.settings;
    if let Some(path) = &args.measure {
        let mut records = Records::new(usize::MAX);
        for grid in attack::read_grids(path)? {
            for &function in &settings.functions {
                records.offer(Found::measure(&grid, function, settings.runs));
            }
        }
        return write(&args.out, &records.render(&header));
    }
    let sources = Sources::load(&args.data, &args.adversarial)?;
    let started = Instant::now();
    let (records, climbs) = attack::attack(settings, &sources);
    let seconds = started.elapsed().as_secs_f64();
    let header = format!("{header}\n{climbs} climbs in {seconds:.0} s");
    write(&args.out, &records.render(&header))?;
    eprintln!("{climbs} climbs in {seconds:.0} s; the worst per function:");
    for &function in &settings.functions {
        if let Some(found) = records.worst(function) {
            eprintln!("  {}", found.line());
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
    }
}
