//! `sudoku generate --scale hodoku`: puzzles that teach, on HoDoKu 2.2.0's
//! scale: of a level (`--level hard`), or whose path takes a technique
//! (`--technique x-wing`), with nothing harder around it (`--hardest`).

use sudoku::generate::teach::{self, HodokuTarget, TeachError};
use sudoku::generate::{GenerateError, GenerateOptions};
use sudoku::logic::hodoku::{Level, STEPS, VARIANTS};

use crate::args::{Failure, Flag, Parsed};
use crate::output::Out;

pub const LEVEL: Flag = Flag {
    name: "level",
    value: Some("NAME"),
    help: "with --scale hodoku: the HoDoKu level, easy, medium, hard, unfair or extreme",
};
pub const TECHNIQUE: Flag = Flag {
    name: "technique",
    value: Some("NAME"),
    help: "with --scale hodoku: a technique the path must take, by HoDoKu name (x-wing) or number",
};
pub const HARDEST: Flag = Flag {
    name: "hardest",
    value: None,
    help: "with --technique: no step of the path harder than it",
};

/// Whether any of this file's flags is given.
pub fn asked(parsed: &Parsed) -> bool {
    [&LEVEL, &TECHNIQUE, &HARDEST]
        .iter()
        .any(|flag| parsed.has(flag.name))
}

/// A name as compared: lower case, letters, digits and '+' only.
fn key(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '+')
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// A HoDoKu step number from a name ("x-wing", "2-String Kite") or number.
fn technique_of(text: &str) -> Result<u32, Failure> {
    if let Ok(number) = text.parse::<u32>() {
        return Ok(number);
    }
    let names = STEPS
        .iter()
        .map(|row| (row.number, row.name))
        .chain(VARIANTS.iter().map(|v| (v.0, v.1)));
    for (number, name) in names {
        if key(name) == key(text) {
            return Ok(number);
        }
    }
    Err(Failure::Usage(format!(
        "--technique {text:?}: no HoDoKu technique has that name"
    )))
}

fn level_of(text: &str) -> Result<Level, Failure> {
    [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Unfair,
        Level::Extreme,
    ]
    .into_iter()
    .find(|level| level.name().eq_ignore_ascii_case(text))
    .ok_or_else(|| {
        Failure::Usage(format!(
            "--level {text:?}: the levels are easy, medium, hard, unfair and extreme"
        ))
    })
}

/// The target the flags name, refused before anything is made when no
/// puzzle could meet it.
fn target_of(parsed: &Parsed) -> Result<HodokuTarget, Failure> {
    let level = parsed.value(LEVEL.name).map(level_of).transpose()?;
    let technique = parsed.value(TECHNIQUE.name).map(technique_of).transpose()?;
    let hardest = parsed.has(HARDEST.name);
    if hardest && technique.is_none() {
        return Err(Failure::Usage("--hardest needs --technique".into()));
    }
    if let Some(number) = technique {
        teach::check_technique(number).map_err(|err| Failure::Usage(err.to_string()))?;
    }
    Ok(HodokuTarget {
        level,
        technique,
        hardest,
    })
}

/// `count` puzzles from seed `options.seed` on, one a line (with its
/// solution after it when asked); the puzzles not made, each reported on
/// standard error.
pub fn run(
    parsed: &Parsed,
    options: &GenerateOptions,
    count: u64,
    with_solution: bool,
    out: &mut Out,
) -> Result<u64, Failure> {
    let target = target_of(parsed)?;
    let mut not_made = 0;
    for i in 0..count {
        let seed = options.seed.wrapping_add(i);
        let made = teach::generate_hodoku(&GenerateOptions { seed, ..*options }, &target);
        match made {
            Ok(made) => {
                let mut line = String::from_utf8_lossy(&made.puzzle).into_owned();
                if with_solution {
                    line.push(' ');
                    line.push_str(&String::from_utf8_lossy(&made.solution));
                }
                out.line(&line)?;
            }
            Err(TeachError::Generate(err @ GenerateError::BudgetExhausted { .. })) => {
                out.flush()?;
                eprintln!("sudoku: seed {seed}: {err}");
                not_made += 1;
            }
            Err(err) => return Err(Failure::Usage(err.to_string())),
        }
    }
    Ok(not_made)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_numbers() {
        assert_eq!(technique_of("x-wing").ok(), Some(2200));
        assert_eq!(technique_of("2-String Kite").ok(), Some(3100));
        assert_eq!(technique_of("aic").ok(), Some(5602));
        assert_eq!(technique_of("3000").ok(), Some(3000));
        assert!(technique_of("no such").is_err());
        assert_eq!(level_of("Hard").ok(), Some(Level::Hard));
        assert!(level_of("hardest").is_err());
        assert_eq!(sudoku::logic::hodoku::technique_name(2200), Some("X-Wing"));
    }
}
