//! `sudoku book`: a printable PDF of puzzles and their answers, from the
//! input or from the generator.

use std::ffi::OsString;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use sudoku::batch::{for_each_share, share_size, thread_count, MIN_RECORDS_PER_THREAD};
use sudoku::generate::Generated;
use sudoku::logic;
use sudoku::CELLS;

use crate::args::{Failure, Flag, Parsed};
use crate::book::labels::{Labels, DEFAULT_LABELS};
use crate::book::layout::{self, Sheet};
use crate::book::pages::{Book, Entry};
use crate::commands::generate::{self, GENERATOR_FLAGS};
use crate::commands::{Command, INPUT};
use crate::draw::pdf;
use crate::input;

const OUTPUT: Flag = Flag {
    name: "output",
    value: Some("FILE"),
    help: "write the PDF to FILE (required; also -o FILE)",
};
const PAGE: Flag = Flag {
    name: "page",
    value: Some("SIZE"),
    help: "the trimmed page: a4 (default), letter, a5, 6x9, 8.5x11",
};
const PER_PAGE: Flag = Flag {
    name: "per-page",
    value: Some("N"),
    help: "puzzles a page: 1, 2, 4 (default) or 6",
};
const MARGIN: Flag = Flag {
    name: "margin",
    value: Some("MM"),
    help: "white margin inside the trim, in mm (default 12)",
};
const BLEED: Flag = Flag {
    name: "bleed",
    value: Some("MM"),
    help: "bleed outside the trim on each side, in mm (default 0; 3.175 is 1/8 in)",
};
const TITLE: Flag = Flag {
    name: "title",
    value: Some("TEXT"),
    help: "begin with a title page",
};
const LABELS: Flag = Flag {
    name: "labels",
    value: Some("SPEC"),
    help: "difficulty names for rating ranges, as NAME:MIN-MAX,... (default below)",
};
const TECHNIQUE: Flag = Flag {
    name: "technique",
    value: None,
    help: "print each puzzle's hardest technique under it",
};
const GENERATE: Flag = Flag {
    name: "generate",
    value: None,
    help: "make the puzzles with the generator instead of reading them",
};

pub const COMMAND: Command = Command {
    name: "book",
    operands: INPUT,
    summary: "make a printable PDF book of puzzles, rated and numbered, with answers",
    details: "\nReads puzzles as every command does, or, with --generate, makes them as\n\
              'sudoku generate' does, from the generator's flags above (--count N for\n\
              how many; the symmetry names are in 'sudoku generate --help'). Each\n\
              puzzle gets its number, its Sudoku Explainer rating (ER) and the label\n\
              of its range; the answers follow, smaller and many to a page, numbered\n\
              to match. The PDF embeds DejaVu Sans; grids and text are vectors.\n\
              Nothing is left at FILE when the book cannot be made. Default labels:\n  \
              Easy:1.0-2.5,Medium:2.6-4.0,Hard:4.1-6.2,Expert:6.3-7.9,Extreme:8.0-20.0\n\
              \n\
              sudoku book --generate --count 100 --rating 4.0-6.2 --per-page 4 -o book.pdf\n",
    flags: &[
        &OUTPUT,
        &PAGE,
        &PER_PAGE,
        &MARGIN,
        &BLEED,
        &TITLE,
        &LABELS,
        &TECHNIQUE,
        &GENERATE,
        GENERATOR_FLAGS[0],
        GENERATOR_FLAGS[1],
        GENERATOR_FLAGS[2],
        GENERATOR_FLAGS[3],
        GENERATOR_FLAGS[4],
        GENERATOR_FLAGS[5],
        GENERATOR_FLAGS[6],
        GENERATOR_FLAGS[7],
        GENERATOR_FLAGS[8],
    ],
    run,
};

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let output = parsed
        .value(OUTPUT.name)
        .filter(|path| !path.is_empty())
        .ok_or_else(|| Failure::Usage("book needs --output FILE (or -o FILE)".into()))?;
    let book = book_of(parsed)?;
    // Check the layout before the slow part.
    layout::puzzle_slots(&book.sheet, book.per_page, book.technique)
        .and_then(|slots| layout::answer_slots(&book.sheet, slots[0].grid.side))
        .map_err(|err| Failure::Usage(err.to_string()))?;
    let threads: u32 = parsed.number(generate::THREADS.name, 0)?;
    let entries = if parsed.has(GENERATE.name) {
        let (made, rated) = generated(parsed)?;
        if rated && !book.technique {
            // The generator rated them (the same ER as `rate`) and knows
            // their solutions: no need to do it twice.
            made.iter().map(Entry::generated).collect()
        } else {
            let puzzles: Vec<Numbered> = made.iter().map(|made| (0, made.puzzle)).collect();
            rate_and_solve(&puzzles, threads)?
        }
    } else {
        rate_and_solve(&read(parsed)?, threads)?
    };
    let pages = book
        .pages(&entries)
        .map_err(|err| Failure::Usage(err.to_string()))?;
    let title = book.title.as_deref().unwrap_or("");
    let bytes = pdf::to_pdf(&pages, book.sheet.bleed, title).map_err(Failure::Input)?;
    write_whole(Path::new(output), &bytes).map_err(Failure::Output)
}

fn book_of(parsed: &Parsed) -> Result<Book, Failure> {
    let usage = |message: String| Failure::Usage(message);
    let size = layout::page_size(parsed.value(PAGE.name).unwrap_or("a4"))
        .map_err(|err| usage(err.to_string()))?;
    let length = |flag: &Flag, default: f64| -> Result<f64, Failure> {
        let value: f64 = parsed.number(flag.name, default)?;
        if !(0.0..=100.0).contains(&value) {
            return Err(usage(format!(
                "--{} needs millimetres from 0 to 100, not {value}",
                flag.name
            )));
        }
        Ok(value)
    };
    let sheet = Sheet {
        size,
        margin: length(&MARGIN, 12.0)?,
        bleed: length(&BLEED, 0.0)?,
    };
    let title = parsed.value(TITLE.name).map(String::from);
    if let Some(ch) = title.as_deref().and_then(pdf::unprintable) {
        return Err(usage(format!(
            "the title holds '{ch}', which the book's font (DejaVu Sans, WinAnsi characters) lacks"
        )));
    }
    let labels =
        Labels::parse(parsed.value(LABELS.name).unwrap_or(DEFAULT_LABELS)).map_err(usage)?;
    Ok(Book {
        sheet,
        per_page: parsed.number(PER_PAGE.name, 4)?,
        title,
        labels,
        technique: parsed.has(TECHNIQUE.name),
    })
}

/// A puzzle and the line it was read from (0 for generated ones).
type Numbered = (usize, [u8; CELLS]);

/// The puzzles of the input; every one must be a valid puzzle.
fn read(parsed: &Parsed) -> Result<Vec<Numbered>, Failure> {
    if let Some(flag) = GENERATOR_FLAGS.iter().find(|flag| parsed.has(flag.name)) {
        if flag.name != generate::THREADS.name {
            return Err(Failure::Usage(format!("--{} needs --generate", flag.name)));
        }
    }
    let mut puzzles = Vec::new();
    for record in input::open(parsed.input()?)? {
        let record =
            record.map_err(|err| Failure::Input(format!("cannot read the input: {err}")))?;
        let grid = record
            .grid
            .map_err(|err| Failure::Input(format!("the puzzle on line {}: {err}", record.line)))?;
        puzzles.push((record.line, grid));
    }
    if puzzles.is_empty() {
        return Err(Failure::Input("the input holds no puzzles".into()));
    }
    Ok(puzzles)
}

/// `--generate`: the generator's puzzles, as `sudoku generate` makes them,
/// and whether it rated them (with `--rating`).
fn generated(parsed: &Parsed) -> Result<(Vec<Generated>, bool), Failure> {
    if !parsed.operands.is_empty() {
        return Err(Failure::Usage(
            "give an input file or --generate, not both".into(),
        ));
    }
    let count: usize = parsed.number(generate::COUNT.name, 1)?;
    if count == 0 {
        return Err(Failure::Usage("--count must be at least 1".into()));
    }
    let options = generate::checked_options(parsed)?;
    let threads: u32 = parsed.number(generate::THREADS.name, 0)?;
    let made = generate::generate_batch(&options, options.seed, count, threads)
        .into_iter()
        .enumerate()
        .map(|(i, result)| {
            result.map_err(|err| {
                Failure::Input(format!(
                    "puzzle {} (seed {}): {err}",
                    i + 1,
                    options.seed.wrapping_add(i as u64)
                ))
            })
        })
        .collect::<Result<Vec<Generated>, Failure>>()?;
    Ok((made, options.min_rating != 0 || options.max_rating != 0))
}

/// Rates and solves every puzzle, on the library's thread pool.
fn rate_and_solve(puzzles: &[Numbered], threads: u32) -> Result<Vec<Entry>, Failure> {
    let threads = thread_count(
        threads,
        puzzles.len().saturating_mul(MIN_RECORDS_PER_THREAD),
    );
    let mut done: Vec<Option<Result<Entry, String>>> = Vec::new();
    done.resize_with(puzzles.len(), || None);
    let per_share = share_size(puzzles.len(), threads);
    for_each_share(
        done.chunks_mut(per_share).zip(puzzles.chunks(per_share)),
        threads,
        |(slots, puzzles)| {
            for (slot, (_, puzzle)) in slots.iter_mut().zip(puzzles) {
                *slot = Some(entry(puzzle));
            }
        },
    );
    done.into_iter()
        .zip(puzzles)
        .enumerate()
        .map(|(i, (slot, (line, _)))| {
            slot.expect("every share was worked").map_err(|err| {
                let place = if *line == 0 {
                    format!("generated puzzle {}", i + 1)
                } else {
                    format!("the puzzle on line {line}")
                };
                Failure::Input(format!("{place}: {err}"))
            })
        })
        .collect()
}

fn entry(puzzle: &[u8; CELLS]) -> Result<Entry, String> {
    sudoku::check(puzzle).map_err(|err| err.to_string())?;
    let rating = logic::rate(puzzle).map_err(|err| err.to_string())?;
    let solution = sudoku::solve(puzzle, Default::default())
        .0
        .map_err(|err| err.to_string())?;
    Ok(Entry {
        puzzle: *puzzle,
        solution,
        rating: rating.er.into(),
        rated_fully: rating.solved,
        technique: rating.technique.map(|t| t.name()),
    })
}

/// Writes `bytes` to `path` whole or not at all: into a temporary file
/// beside it, renamed over it once complete.
fn write_whole(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let named = |err: io::Error| io::Error::new(err.kind(), format!("{}: {err}", path.display()));
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path.file_name().ok_or_else(|| {
        named(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a file name",
        ))
    })?;
    let mut temporary = OsString::from(".");
    temporary.push(name);
    temporary.push(format!(".{}.tmp", std::process::id()));
    let temporary = dir.join(temporary);
    let written = std::fs::File::create(&temporary).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    let result = written.and_then(|()| std::fs::rename(&temporary, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    result.map_err(named)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_write_leaves_nothing_behind() {
        let dir = std::env::temp_dir().join(format!("sudoku-book-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("book.pdf");
        write_whole(&path, b"%PDF-1.7").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"%PDF-1.7");
        // A directory where the file should go: the rename fails.
        let blocked = dir.join("taken");
        std::fs::create_dir_all(blocked.join("inside")).unwrap();
        let err = write_whole(&blocked, b"x").unwrap_err();
        assert!(err.to_string().contains("taken"), "{err}");
        let left: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left.len(), 2, "{left:?}");
        let missing = write_whole(&dir.join("no/such/dir/book.pdf"), b"x").unwrap_err();
        assert_eq!(missing.kind(), io::ErrorKind::NotFound);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
