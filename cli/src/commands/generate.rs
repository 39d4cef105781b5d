//! `sudoku generate`: makes puzzles, one a line, from a seed.

use std::io::IsTerminal;
use std::path::Path;

use sudoku::batch::{for_each_share, share_size, thread_count, MIN_RECORDS_PER_THREAD};
use sudoku::generate::{self, GenerateError, GenerateOptions, Generated, Symmetry};
use sudoku::CELLS;

use crate::args::{Failure, Flag, Parsed, JSON};
use crate::commands::{generate_hodoku, generate_variant, Command, STATS};
use crate::output::{tenths, Json, Out, Status};
use crate::progress::Progress;

pub const COUNT: Flag = Flag {
    name: "count",
    value: Some("N"),
    help: "make N puzzles (default 1; also given as the operand: sudoku generate N)",
};
pub const SEED: Flag = Flag {
    name: "seed",
    value: Some("S"),
    help: "the first puzzle's seed (default 0); puzzle i has seed S+i",
};
pub const SYMMETRY: Flag = Flag {
    name: "symmetry",
    value: Some("NAME"),
    help: "the symmetry of the givens' positions (names below; default none)",
};
pub const GIVENS: Flag = Flag {
    name: "givens",
    value: Some("MIN-MAX"),
    help: "the number of givens, as 25-30 or 30 (puzzles not minimal then)",
};
pub const RATING: Flag = Flag {
    name: "rating",
    value: Some("MIN-MAX"),
    help: "rating bounds, as 2.0-3.9 (ER on the scale 'sudoku rate' gives the puzzles)",
};
pub const PATTERN: Flag = Flag {
    name: "pattern",
    value: Some("FILE"),
    help: "givens exactly where FILE has 'x', none where '.' (not minimal then)",
};
pub const MINIMAL: Flag = Flag {
    name: "minimal",
    value: None,
    help: "keep puzzles minimal with --givens or --pattern too",
};
pub const ATTEMPTS: Flag = Flag {
    name: "attempts",
    value: Some("N"),
    help: "give up on a puzzle after N candidate grids (default 10000)",
};
pub const THREADS: Flag = Flag {
    name: "threads",
    value: Some("N"),
    help: "generate on N threads (0: one per core), in batches; same output",
};
const WITH_SOLUTION: Flag = Flag {
    name: "with-solution",
    value: None,
    help: "print each puzzle's solution after it, on the same line",
};

pub const COMMAND: Command = Command {
    name: "generate",
    operands: "[N]",
    summary: "make puzzles with one solution: minimal, symmetric, rated, from a seed",
    details: "\nReads no input. Prints one puzzle a line ('1'-'9' givens, '.' empty); when\n\
              none was made within the attempts, says so on standard error (with --json,\n\
              a line whose status is BUDGET_EXHAUSTED) and exits with status 3 at the\n\
              end. The same seed and flags give the\n\
              same puzzles on every machine, with any --threads. Puzzles are minimal\n\
              (removing any given, or symmetric group of givens, leaves several\n\
              solutions) unless --givens or --pattern is given without --minimal.\n\
              \n\
              Symmetries: none, rotate-180, rotate-90, mirror-left-right,\n\
              mirror-top-bottom, diagonal, anti-diagonal, both-diagonals, both-mirrors,\n\
              full ('_' may stand for '-', as in the bindings). A --pattern FILE holds 81 cells in any layout: 'x' or a digit for\n\
              a given, '.' or '0' for none; spaces and '|', '-', '+' are skipped.\n\
              \n\
              Variants: --rules FILE (the rules of FILE's first puzzle) or --size N,\n\
              with or without --killer, --jigsaw, --kropki, --dots N or --thermo N,\n\
              make puzzles of the variant engine, one a line: a compact line when it\n\
              can say the rules, else f-puzzles JSON (--format). --givens,\n\
              --symmetry and --rating apply (ER on the scale 'sudoku rate' uses for\n\
              the made rules: SukakuExplainer's for the 9x9 variants it rates, the\n\
              project's own for killer, jigsaw and other sizes); --pattern,\n\
              --threads and --json are for classic puzzles.\n\
              \n\
              Puzzles that teach: --scale hodoku with --level NAME (HoDoKu's level)\n\
              or --technique NAME (a technique HoDoKu's path must take, 'x-wing'),\n\
              and with --hardest nothing harder on the path. Techniques on fewer\n\
              than 1% of minimal puzzles' paths, or not implemented, are refused.\n\
              The symmetry, given, rating, pattern and attempt flags apply.\n",
    flags: &[
        &COUNT,
        &SEED,
        &SYMMETRY,
        &GIVENS,
        &RATING,
        &PATTERN,
        &MINIMAL,
        &ATTEMPTS,
        &THREADS,
        &WITH_SOLUTION,
        &JSON,
        &STATS,
        &generate_variant::RULES,
        &generate_variant::SIZE,
        &generate_variant::KILLER,
        &generate_variant::CAGES,
        &generate_variant::MINIMAL_CAGES,
        &generate_variant::JIGSAW,
        &generate_variant::KROPKI,
        &generate_variant::DOTS,
        &generate_variant::THERMO,
        &generate_variant::THERMO_LENGTH,
        &generate_variant::REMOVAL_BUDGET,
        &generate_variant::FORMAT,
        &crate::hodoku::SCALE,
        &generate_hodoku::LEVEL,
        &generate_hodoku::TECHNIQUE,
        &generate_hodoku::HARDEST,
    ],
    run,
};

/// The symmetry names, in the order of their C values.
const SYMMETRY_NAMES: [&str; 10] = [
    "none",
    "rotate-180",
    "rotate-90",
    "mirror-left-right",
    "mirror-top-bottom",
    "diagonal",
    "anti-diagonal",
    "both-diagonals",
    "both-mirrors",
    "full",
];

/// Puzzles per batch with --threads, per thread: enough to keep each busy,
/// few enough to print and show progress as it goes.
const BATCH_PER_THREAD: usize = 64;

/// The flags that say what to generate, which `book --generate` takes too.
pub const GENERATOR_FLAGS: [&Flag; 9] = [
    &COUNT, &SEED, &SYMMETRY, &GIVENS, &RATING, &PATTERN, &MINIMAL, &ATTEMPTS, &THREADS,
];

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let count = count_of(parsed)?;
    if generate_variant::asked(parsed) {
        return run_variant(parsed, count);
    }
    if crate::hodoku::wants_hodoku(parsed)? || generate_hodoku::asked(parsed) {
        return run_hodoku(parsed, count);
    }
    let options = checked_options(parsed)?;
    let shape = Shape {
        json: parsed.has(JSON.name),
        with_solution: parsed.has(WITH_SOLUTION.name),
        rated: options.min_rating != 0 || options.max_rating != 0,
    };
    let threads = match parsed.value(THREADS.name) {
        None => None,
        Some(_) => Some(parsed.number::<u32>(THREADS.name, 0)?),
    };
    let mut out = Out::new();
    let interactive = std::io::stdout().is_terminal();
    let mut progress = Progress::new();
    let mut done: u64 = 0;
    let mut not_made: u64 = 0;
    while done < count {
        let chunk = match threads {
            None => 1,
            Some(t) => (thread_count(t, usize::MAX) * BATCH_PER_THREAD) as u64,
        }
        .min(count - done);
        let first = options.seed.wrapping_add(done);
        let made = match threads {
            None => vec![generate::generate(&GenerateOptions {
                seed: first,
                ..options
            })],
            Some(t) => generate_batch(&options, first, chunk as usize, t),
        };
        for (i, result) in made.iter().enumerate() {
            let seed = first.wrapping_add(i as u64);
            match result {
                // A failure is not a puzzle: it goes to standard error, so
                // that the output holds puzzles only (unless --json, whose
                // lines carry their status).
                Err(err) if !shape.json => {
                    out.flush()?;
                    eprintln!("sudoku: seed {seed}: {err}");
                }
                _ => out.line(&shape.line(seed, result))?,
            }
            not_made += u64::from(result.is_err());
        }
        if interactive {
            out.flush()?;
        }
        done += chunk;
        progress.add(chunk as usize);
    }
    out.flush()?;
    progress.finish(parsed.has(STATS.name));
    if not_made > 0 {
        return Err(Failure::NotMade(not_made));
    }
    Ok(())
}

/// Variant puzzles, one a line; the classic-only flags refused.
fn run_variant(parsed: &Parsed, count: u64) -> Result<(), Failure> {
    if let Some(flag) = [&PATTERN, &THREADS, &JSON]
        .iter()
        .find(|flag| parsed.has(flag.name))
    {
        return Err(Failure::CommandUsage(
            "generate",
            format!("--{} is for classic puzzles, not variants", flag.name),
        ));
    }
    let mut out = Out::new();
    let symmetry = symmetry_of(parsed)?;
    let with_solution = parsed.has(WITH_SOLUTION.name);
    let not_made = generate_variant::run(parsed, count, symmetry, with_solution, &mut out)?;
    out.flush()?;
    if not_made > 0 {
        return Err(Failure::NotMade(not_made));
    }
    Ok(())
}

/// Puzzles that teach on HoDoKu's scale, one a line.
fn run_hodoku(parsed: &Parsed, count: u64) -> Result<(), Failure> {
    if !crate::hodoku::wants_hodoku(parsed)? {
        return Err(Failure::Usage(
            "--level, --technique and --hardest need --scale hodoku".into(),
        ));
    }
    if let Some(flag) = [&THREADS, &JSON].iter().find(|flag| parsed.has(flag.name)) {
        return Err(Failure::CommandUsage(
            "generate",
            format!("--{} is not for --scale hodoku", flag.name),
        ));
    }
    let options = checked_options(parsed)?;
    let mut out = Out::new();
    let with_solution = parsed.has(WITH_SOLUTION.name);
    let not_made = generate_hodoku::run(parsed, &options, count, with_solution, &mut out)?;
    out.flush()?;
    if not_made > 0 {
        return Err(Failure::NotMade(not_made));
    }
    Ok(())
}

/// The options the flags give, refused before anything is made when they
/// cannot be met: one attempt is enough to hear the refusal.
pub fn checked_options(parsed: &Parsed) -> Result<GenerateOptions, Failure> {
    let options = options_of(parsed)?;
    if let Err(err) = generate::generate(&GenerateOptions {
        attempt_budget: 1,
        ..options
    }) {
        if !matches!(err, GenerateError::BudgetExhausted { .. }) {
            return Err(Failure::Usage(err.to_string()));
        }
    }
    Ok(options)
}

/// Puzzles for seeds `first`, `first + 1`, ... on the library's pool:
/// each puzzle is worth a thread of its own, so any count is shared out.
pub fn generate_batch(
    options: &GenerateOptions,
    first: u64,
    count: usize,
    threads: u32,
) -> Vec<Result<Generated, GenerateError>> {
    let threads = thread_count(threads, count.saturating_mul(MIN_RECORDS_PER_THREAD));
    let mut made: Vec<Option<Result<Generated, GenerateError>>> = vec![None; count];
    let per_share = share_size(count, threads);
    for_each_share(
        made.chunks_mut(per_share).enumerate(),
        threads,
        |(share, slots)| {
            for (i, slot) in slots.iter_mut().enumerate() {
                let seed = first.wrapping_add((share * per_share + i) as u64);
                *slot = Some(generate::generate(&GenerateOptions { seed, ..*options }));
            }
        },
    );
    made.into_iter()
        .map(|slot| slot.expect("every share was worked"))
        .collect()
}

/// How puzzles are printed.
struct Shape {
    json: bool,
    with_solution: bool,
    rated: bool,
}

impl Shape {
    fn line(&self, seed: u64, result: &Result<Generated, GenerateError>) -> String {
        let text = |grid: &[u8; CELLS]| String::from_utf8_lossy(grid).into_owned();
        if self.json {
            let line = Json::new().number("seed", seed);
            return match result {
                Err(err) => line.status(&Status::of_generate(err)).finish(),
                Ok(made) => {
                    let mut line = line
                        .status(&Status::OK)
                        .string("puzzle", &text(&made.puzzle));
                    if self.with_solution {
                        line = line.string("solution", &text(&made.solution));
                    }
                    line = line
                        .number("givens", made.givens.into())
                        .number("attempts", made.attempts);
                    if self.rated {
                        line = line.tenths("rating", made.rating);
                    }
                    line.finish()
                }
            };
        }
        match result {
            Err(err) => format!("seed {seed}: {err}"),
            Ok(made) if self.with_solution => {
                format!("{} {}", text(&made.puzzle), text(&made.solution))
            }
            Ok(made) => text(&made.puzzle),
        }
    }
}

/// N from `--count N` or the operand, 1 by default.
fn count_of(parsed: &Parsed) -> Result<u64, Failure> {
    let operand = match parsed.operands.as_slice() {
        [] => None,
        [one] => Some(
            one.to_str()
                .ok_or_else(|| Failure::Usage("the number of puzzles is not valid UTF-8".into()))?,
        ),
        _ => return Err(Failure::Usage("give the number of puzzles once".into())),
    };
    match (operand, parsed.value(COUNT.name)) {
        (Some(_), Some(_)) => Err(Failure::Usage(
            "give the number of puzzles once: N or --count N".into(),
        )),
        (Some(text), None) => text.parse().map_err(|_| {
            Failure::Usage(format!(
                "the number of puzzles must be a number, not '{text}'"
            ))
        }),
        (None, _) => parsed.number(COUNT.name, 1),
    }
}

fn options_of(parsed: &Parsed) -> Result<GenerateOptions, Failure> {
    let mut options = GenerateOptions {
        seed: parsed.number(SEED.name, 0)?,
        attempt_budget: parsed.number(ATTEMPTS.name, generate::DEFAULT_ATTEMPT_BUDGET)?,
        ..GenerateOptions::default()
    };
    if options.attempt_budget == 0 {
        return Err(Failure::Usage("--attempts must be at least 1".into()));
    }
    options.symmetry = symmetry_of(parsed)?;
    if let Some(text) = parsed.value(GIVENS.name) {
        let (min, max) =
            bounds(text, |n| n.parse::<u32>().ok().filter(|&n| n <= 81)).ok_or_else(|| {
                Failure::Usage(format!("--givens needs MIN-MAX from 0 to 81, not '{text}'"))
            })?;
        if min > max {
            return Err(Failure::Usage(format!(
                "--givens {text}: the minimum {min} is above the maximum {max}"
            )));
        }
        (options.min_givens, options.max_givens) = (min, max);
        options.minimal = false;
    }
    if let Some((min, max)) = rating_of(parsed)? {
        (options.min_rating, options.max_rating) = (min, max);
    }
    if let Some(path) = parsed.value(PATTERN.name) {
        options.pattern = Some(read_pattern(Path::new(path))?);
        options.minimal = false;
    }
    if parsed.has(MINIMAL.name) {
        options.minimal = true;
    }
    Ok(options)
}

/// `--rating MIN-MAX` in tenths, for classic and variant puzzles alike.
pub fn rating_of(parsed: &Parsed) -> Result<Option<(u32, u32)>, Failure> {
    let Some(text) = parsed.value(RATING.name) else {
        return Ok(None);
    };
    let (min, max) = bounds(text, parse_tenths)
        .filter(|&(_, max)| max > 0)
        .ok_or_else(|| {
            Failure::Usage(format!("--rating needs MIN-MAX, as 2.0-3.9, not '{text}'"))
        })?;
    if min > max {
        return Err(Failure::Usage(format!(
            "--rating {text}: the minimum {} is above the maximum {}",
            tenths(min),
            tenths(max)
        )));
    }
    Ok(Some((min, max)))
}

/// `--symmetry NAME`, none by default.
fn symmetry_of(parsed: &Parsed) -> Result<Symmetry, Failure> {
    let Some(name) = parsed.value(SYMMETRY.name) else {
        return Ok(Symmetry::None);
    };
    // Both spellings, as the bindings take them: rotate-180, rotate_180.
    let spelled = name.trim().to_ascii_lowercase().replace('_', "-");
    let index = SYMMETRY_NAMES
        .iter()
        .position(|n| *n == spelled)
        .ok_or_else(|| {
            Failure::Usage(format!(
                "unknown symmetry '{name}' (one of {}; '_' may stand for '-')",
                SYMMETRY_NAMES.join(", ")
            ))
        })?;
    Ok(Symmetry::ALL[index])
}

/// "MIN-MAX" (or "N" for N-N), each part read by `part`, MIN <= MAX.
pub fn range(text: &str, part: impl Fn(&str) -> Option<u32>) -> Option<(u32, u32)> {
    bounds(text, part).filter(|(low, high)| low <= high)
}

/// "MIN-MAX" (or "N" for N-N), each part read by `part`, in either order:
/// the caller says when MIN is above MAX.
fn bounds(text: &str, part: impl Fn(&str) -> Option<u32>) -> Option<(u32, u32)> {
    match text.split_once('-') {
        Some((low, high)) => Some((part(low)?, part(high)?)),
        None => {
            let n = part(text)?;
            Some((n, n))
        }
    }
}

/// A rating as "4" or "4.5", in tenths (45).
pub fn parse_tenths(text: &str) -> Option<u32> {
    let (whole, tenth) = match text.split_once('.') {
        Some((whole, tenth)) if tenth.len() == 1 => (whole, tenth),
        Some(_) => return None,
        None => (text, "0"),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(tenth) || whole.len() > 3 {
        return None;
    }
    Some(whole.parse::<u32>().ok()? * 10 + tenth.parse::<u32>().ok()?)
}

/// Reads --pattern FILE: 81 cells in any layout, blanks and '|', '-', '+'
/// skipped; 'x', 'X' and digits are givens, '.' and '0' empty. Other bytes
/// are passed on, for the library to refuse with their cell.
fn read_pattern(path: &Path) -> Result<[u8; CELLS], Failure> {
    let bytes = std::fs::read(path)
        .map_err(|err| Failure::Input(format!("cannot open {}: {err}", path.display())))?;
    let cells: Vec<u8> = bytes
        .iter()
        .filter(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'|' | b'-' | b'+'))
        .map(|&b| match b {
            b'.' | b'0' => b'.',
            b'x' | b'X' | b'1'..=b'9' => b'x',
            other => other,
        })
        .collect();
    <[u8; CELLS]>::try_from(cells.as_slice()).map_err(|_| {
        Failure::Input(format!(
            "{} holds {} cells, not 81",
            path.display(),
            cells.len()
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_and_ratings() {
        let number = |s: &str| s.parse::<u32>().ok();
        assert_eq!(range("25-30", number), Some((25, 30)));
        assert_eq!(range("30", number), Some((30, 30)));
        assert_eq!(range("30-25", number), None);
        assert_eq!(bounds("30-25", number), Some((30, 25)));
        assert_eq!(range("-3", number), None);
        assert_eq!(range("2.0-3.9", parse_tenths), Some((20, 39)));
        assert_eq!(range("4-6.2", parse_tenths), Some((40, 62)));
        for bad in ["4.55", "4.", ".5", "a", "-1", "4.5.1", "1000"] {
            assert_eq!(parse_tenths(bad), None, "{bad}");
        }
    }

    #[test]
    fn symmetry_names_follow_the_c_values() {
        for (i, symmetry) in Symmetry::ALL.iter().enumerate() {
            assert_eq!(*symmetry as u32, i as u32);
        }
        assert_eq!(SYMMETRY_NAMES.len(), Symmetry::ALL.len());
    }
}
