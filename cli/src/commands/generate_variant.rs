//! `sudoku generate` for variants: `--rules FILE`, `--size N`, `--killer`,
//! `--jigsaw`, `--kropki`, `--dots N`, `--thermo N`, `--removal-budget N` (with `--givens`,
//! `--symmetry` and `--rating` bounds) make puzzles of the
//! variant engine (`sudoku::variant::generate`), one a line, as a compact
//! line or f-puzzles JSON.

use std::path::Path;

use sudoku::generate::Symmetry;
use sudoku::variant::generate::{
    self, KillerOptions, KropkiOptions, Layout, Minimality, ThermoOptions, VariantGenerateOptions,
    VariantGenerated,
};
use sudoku::variant::{compact, fpuzzles, Rules, RulesBuilder};

use crate::args::{Failure, Flag, Parsed};
use crate::commands::generate::{range, rating_of, ATTEMPTS, GIVENS, MINIMAL, SEED};
use crate::variant_input::{self, cells_text};

pub const RULES: Flag = Flag {
    name: "rules",
    value: Some("FILE"),
    help:
        "variant puzzles on the rules of FILE's first puzzle (any variant form; its givens unused)",
};
pub const SIZE: Flag = Flag {
    name: "size",
    value: Some("N"),
    help: "variant puzzles on an N x N grid with its default boxes (4 to 25; default 9)",
};
pub const KILLER: Flag = Flag {
    name: "killer",
    value: None,
    help: "killer cages made from the solution, no givens (with --givens: givens too)",
};
pub const CAGES: Flag = Flag {
    name: "cages",
    value: Some("MIN-MAX"),
    help: "cells per killer cage (default 2-5)",
};
pub const MINIMAL_CAGES: Flag = Flag {
    name: "minimal-cages",
    value: None,
    help: "merge killer cages until no two neighbours can merge and stay unique",
};
pub const JIGSAW: Flag = Flag {
    name: "jigsaw",
    value: None,
    help: "random jigsaw regions in place of the boxes",
};
pub const KROPKI: Flag = Flag {
    name: "kropki",
    value: None,
    help: "every kropki dot of the solution, with the negative rules",
};
pub const DOTS: Flag = Flag {
    name: "dots",
    value: Some("N"),
    help: "N kropki dots of the solution, without the negative rules",
};
pub const THERMO: Flag = Flag {
    name: "thermo",
    value: Some("N"),
    help: "N thermometers along the solution's increasing digits",
};
pub const THERMO_LENGTH: Flag = Flag {
    name: "thermo-length",
    value: Some("MIN-MAX"),
    help: "cells per thermometer, bulb included (default 3-5)",
};
pub const REMOVAL_BUDGET: Flag = Flag {
    name: "removal-budget",
    value: Some("N"),
    help: "at most N guesses to prove each removal (default: no limit of its own); a puzzle one ran out on is unique but minimal only as far as the budget proved, said on standard error",
};
pub const FORMAT: Flag = Flag {
    name: "format",
    value: Some("NAME"),
    help: "variant output: compact or fpuzzles (default: compact when it can say the rules)",
};

/// The flags that ask for a variant puzzle.
pub const VARIANT_FLAGS: [&Flag; 11] = [
    &RULES,
    &SIZE,
    &KILLER,
    &CAGES,
    &MINIMAL_CAGES,
    &JIGSAW,
    &KROPKI,
    &DOTS,
    &THERMO,
    &THERMO_LENGTH,
    &REMOVAL_BUDGET,
];

/// True when the flags ask for a variant puzzle.
pub fn asked(parsed: &Parsed) -> bool {
    VARIANT_FLAGS.iter().any(|flag| parsed.has(flag.name)) || parsed.has(FORMAT.name)
}

/// How the puzzles are written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    Compact,
    Fpuzzles,
    /// Compact when the rules fit it, else f-puzzles.
    Either,
}

/// Prints `count` puzzles from `symmetry` and the variant flags; each
/// failure goes to standard error. Returns how many were not made.
pub fn run(
    parsed: &Parsed,
    count: u64,
    symmetry: Symmetry,
    with_solution: bool,
    out: &mut crate::output::Out,
) -> Result<u64, Failure> {
    let usage = |message: String| Failure::CommandUsage("generate", message);
    let rules = rules_of(parsed)?;
    let format = match parsed.value(FORMAT.name) {
        None => Format::Either,
        Some("compact") => Format::Compact,
        Some("fpuzzles" | "json") => Format::Fpuzzles,
        Some(other) => {
            return Err(usage(format!(
                "--format is compact or fpuzzles, not '{other}'"
            )))
        }
    };
    let options = options_of(parsed, &rules, symmetry)?;
    if format == Format::Compact
        && (options.layout != Layout::Rules
            || compact::write(&rules, &vec![0; rules.cells()]).is_none())
    {
        return Err(usage(
            "--format compact cannot say cages, dots, thermometers or jigsaw regions".into(),
        ));
    }
    // One attempt hears a refused option before any puzzle is made.
    if let Err(err) = generate::generate(
        &rules,
        &VariantGenerateOptions {
            attempt_budget: 1,
            ..options
        },
    ) {
        if !matches!(err, generate::VariantGenerateError::BudgetExhausted { .. }) {
            return Err(usage(err.to_string()));
        }
    }
    let mut not_made = 0;
    for i in 0..count {
        let seed = options.seed.wrapping_add(i);
        match generate::generate(&rules, &VariantGenerateOptions { seed, ..options }) {
            Ok(made) => {
                out.line(&line_of(&made, format, with_solution))?;
                if made.minimality == Minimality::AsFarAsBudgetProved {
                    out.flush()?;
                    eprintln!(
                        "sudoku: seed {seed}: minimal as far as the budget proved ({} removals undecided, their givens kept)",
                        made.undecided
                    );
                }
            }
            Err(err) => {
                out.flush()?;
                eprintln!("sudoku: seed {seed}: {err}");
                not_made += 1;
            }
        }
    }
    Ok(not_made)
}

fn line_of(made: &VariantGenerated, format: Format, with_solution: bool) -> String {
    let compact = match format {
        Format::Fpuzzles => None,
        Format::Compact | Format::Either => compact::write(&made.rules, &made.puzzle),
    };
    let mut line = compact.unwrap_or_else(|| fpuzzles::to_json(&made.rules, &made.puzzle));
    if with_solution {
        line.push(' ');
        line.push_str(&cells_text(&made.solution));
    }
    line
}

/// The rules of `--rules FILE` or of `--size N` (9 by default).
fn rules_of(parsed: &Parsed) -> Result<Rules, Failure> {
    if let Some(path) = parsed.value(RULES.name) {
        if parsed.has(SIZE.name) {
            return Err(Failure::CommandUsage(
                "generate",
                "give --rules FILE or --size N, not both".into(),
            ));
        }
        return read_rules(Path::new(path));
    }
    let size: usize = parsed.number(SIZE.name, 9)?;
    RulesBuilder::new(size)
        .build()
        .map_err(|err| Failure::CommandUsage("generate", format!("--size {size}: {err}")))
}

/// The rules of the first puzzle in FILE.
fn read_rules(path: &Path) -> Result<Rules, Failure> {
    let bytes = std::fs::read(path)
        .map_err(|err| Failure::Input(format!("cannot open {}: {err}", path.display())))?;
    let start = bytes
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(bytes.len());
    let text = &bytes[start..];
    let first_line = bytes[..start].iter().filter(|&&b| b == b'\n').count() + 1;
    let line_end = text.iter().position(|&b| b == b'\n').unwrap_or(text.len());
    let form = variant_input::form_of(&text[..line_end]).ok_or_else(|| {
        Failure::Input(format!(
            "{}: line {first_line} is no variant puzzle (f-puzzles JSON, an export string or a compact line)",
            path.display()
        ))
    })?;
    // JSON may span lines; the other forms are one line.
    let record = match form {
        variant_input::Form::Json => text,
        _ => variant_input::trim_end(&text[..line_end]),
    };
    variant_input::read(form, record, first_line)
        .map(|variant| variant.rules)
        .map_err(|err| Failure::Input(format!("{}: {}", path.display(), err.message)))
}

fn options_of(
    parsed: &Parsed,
    rules: &Rules,
    symmetry: Symmetry,
) -> Result<VariantGenerateOptions, Failure> {
    let usage = |message: String| Failure::CommandUsage("generate", message);
    let cells = rules.cells() as u32;
    let mut options = VariantGenerateOptions {
        seed: parsed.number(SEED.name, 0)?,
        symmetry,
        attempt_budget: parsed.number(ATTEMPTS.name, generate::DEFAULT_ATTEMPT_BUDGET)?,
        removal_budget: parsed.number(REMOVAL_BUDGET.name, 0)?,
        ..VariantGenerateOptions::default()
    };
    if let Some(text) = parsed.value(GIVENS.name) {
        let (min, max) = range(text, |n| n.parse::<u32>().ok().filter(|&n| n <= cells))
            .ok_or_else(|| {
                usage(format!(
                    "--givens needs MIN-MAX from 0 to {cells}, not '{text}'"
                ))
            })?;
        (options.min_givens, options.max_givens) = (min, max);
        options.minimal = parsed.has(MINIMAL.name);
    }
    if let Some((min, max)) = rating_of(parsed)? {
        (options.min_rating, options.max_rating) = (min, max);
    }
    let sizes = |flag: &Flag, default: (u32, u32)| -> Result<(u32, u32), Failure> {
        match parsed.value(flag.name) {
            None => Ok(default),
            Some(text) => range(text, |n| n.parse().ok())
                .ok_or_else(|| usage(format!("--{} needs MIN-MAX, not '{text}'", flag.name))),
        }
    };
    let layouts = [&KILLER, &JIGSAW, &KROPKI, &DOTS, &THERMO]
        .iter()
        .filter(|flag| parsed.has(flag.name))
        .count();
    if layouts > 1 {
        return Err(usage(
            "give one of --killer, --jigsaw, --kropki, --dots and --thermo".into(),
        ));
    }
    if parsed.has(KILLER.name) {
        let (min_cage, max_cage) = sizes(&CAGES, (2, 5))?;
        options.layout = Layout::Killer(KillerOptions {
            min_cage,
            max_cage,
            givens: parsed.has(GIVENS.name),
            minimal_cages: parsed.has(MINIMAL_CAGES.name),
        });
    } else if parsed.has(JIGSAW.name) {
        options.layout = Layout::Jigsaw;
    } else if parsed.has(KROPKI.name) {
        options.layout = Layout::Kropki(KropkiOptions::default());
    } else if parsed.has(DOTS.name) {
        options.layout = Layout::Kropki(KropkiOptions {
            all_given: false,
            dots: parsed.number(DOTS.name, 0)?,
        });
    } else if parsed.has(THERMO.name) {
        let (min_length, max_length) = sizes(&THERMO_LENGTH, (3, 5))?;
        options.layout = Layout::Thermo(ThermoOptions {
            count: parsed.number(THERMO.name, 5)?,
            min_length,
            max_length,
        });
    }
    let strays = [
        (&CAGES, matches!(options.layout, Layout::Killer(_))),
        (&MINIMAL_CAGES, matches!(options.layout, Layout::Killer(_))),
        (&THERMO_LENGTH, matches!(options.layout, Layout::Thermo(_))),
    ];
    if let Some((flag, _)) = strays
        .iter()
        .find(|(flag, ok)| !ok && parsed.has(flag.name))
    {
        return Err(usage(format!(
            "--{} goes with its layout's flag",
            flag.name
        )));
    }
    Ok(options)
}
