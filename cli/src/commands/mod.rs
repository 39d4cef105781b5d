//! The subcommands, one file each, and what they share: the table below is
//! the only list of them (help, dispatch and the man page test read it).
//! A new command is a new file and one line in [`COMMANDS`].

mod book;
mod canon;
mod check;
mod count;
mod dedupe;
mod explain;
pub mod generate;
mod generate_hodoku;
mod generate_variant;
mod hint;
mod rate;
mod render;
mod solve;

use std::ffi::OsString;
use std::io::IsTerminal;

use crate::args::{self, Failure, Flag, Parsed};
use crate::input::{self, Record};
use crate::output::Out;
use crate::progress::Progress;

/// A subcommand: `sudoku NAME [FLAGS] [FILE]`.
pub struct Command {
    pub name: &'static str,
    /// What follows the flags in the usage line: `[FILE | -]` for the
    /// commands that read puzzles.
    pub operands: &'static str,
    /// One line for the overview.
    pub summary: &'static str,
    /// What follows the flag table in `sudoku NAME --help`.
    pub details: &'static str,
    pub flags: &'static [&'static Flag],
    pub run: fn(&Parsed) -> Result<(), Failure>,
}

pub const COMMANDS: &[&Command] = &[
    &solve::COMMAND,
    &check::COMMAND,
    &count::COMMAND,
    &generate::COMMAND,
    &rate::COMMAND,
    &hint::COMMAND,
    &explain::COMMAND,
    &render::COMMAND,
    &book::COMMAND,
    &canon::COMMAND,
    &dedupe::COMMAND,
];

/// `--stats`, for the commands that answer every puzzle of their input.
/// The operands of the commands that read puzzles.
pub const INPUT: &str = "[FILE | -]";

pub const STATS: Flag = Flag {
    name: "stats",
    value: None,
    help: "print the number of puzzles and the time taken on standard error",
};

/// `--budget`, for the commands of the logic engine: it bounds the search
/// that finds the solution or counts the solutions.
pub const LOGIC_BUDGET: Flag = Flag {
    name: "budget",
    value: Some("N"),
    help: "give up on a puzzle whose solution takes over N guesses to find (0: no limit)",
};

pub fn find(name: &str) -> Option<&'static Command> {
    COMMANDS
        .iter()
        .copied()
        .find(|command| command.name == name)
}

pub fn names() -> Vec<&'static str> {
    COMMANDS.iter().map(|command| command.name).collect()
}

/// `sudoku --help`.
pub fn overview() -> String {
    let mut text = String::from(
        "usage: sudoku COMMAND [FLAGS] [FILE | -]\n\
         \n\
         Solves, checks, counts, rates, explains, generates and draws 9x9 Sudoku\n\
         puzzles with libsudoku.\n\
         Puzzles are read from FILE, or from standard input when FILE is '-' or\n\
         missing: one 81-character line each ('1'-'9' givens, '.' or '0' empty),\n\
         or grid-shaped (9 lines of 9, or a boxed layout with '|', '-', '+').\n\
         '#' lines are comments. What follows a one-line puzzle after a blank, ';'\n\
         or ',' (a name, a rating) comes out after its answer. One answer line is\n\
         printed per puzzle ('explain'\n\
         prints a step a line; 'generate' reads nothing and prints a puzzle a line).\n\
         Variants (4x4 to 25x25, jigsaw, killer, X, thermo, kropki...) are read\n\
         too, told apart without a flag: f-puzzles JSON, an export string or\n\
         ?load= link, or the compact form ('16 1...G...'); solve, check, count\n\
         and render take them (docs/VARIANTS.md).\n\
         \n\
         Commands:\n",
    );
    for command in COMMANDS {
        text.push_str(&format!("  {:8}  {}\n", command.name, command.summary));
    }
    text.push_str(
        "\n\
         Flags:\n  \
         --version  print the version and exit\n  \
         --help     print this help and exit\n\
         \n\
         'sudoku COMMAND --help' gives a command's flags. Exit status: 0 when all\n\
         input was read (whatever the answers), 2 for bad usage or unreadable\n\
         input, 1 when the output cannot be written, 3 when 'generate' made fewer\n\
         puzzles than asked (each failure is on standard error).\n",
    );
    text
}

/// `sudoku NAME --help`.
pub fn help(command: &Command) -> String {
    format!(
        "usage: sudoku {} [FLAGS] {}\n\n{}\n\nFlags:\n{}{}",
        command.name,
        command.operands,
        command.summary,
        args::flag_help(command.flags),
        command.details
    )
}

pub fn run(command: &Command, argv: impl Iterator<Item = OsString>) -> Result<(), Failure> {
    // A usage mistake points to this command's own --help.
    let for_command = |failure| match failure {
        Failure::Usage(message) => Failure::CommandUsage(command.name, message),
        other => other,
    };
    let parsed = args::parse(command.name, command.flags, argv).map_err(for_command)?;
    if parsed.has("help") {
        print!("{}", help(command));
        return Ok(());
    }
    (command.run)(&parsed).map_err(for_command)
}

/// An answer in plain text with what followed its puzzle on the line
/// passed through: after the answer's first line, as it was separated
/// (`SOLUTION\t# name`); for answers drawn as grids (`--grid`), on a `#`
/// line before the grid, which reads back as a comment. A --json answer
/// carries it in its `rest` field instead.
fn with_rest(record: &Record, answer: &str, parsed: &Parsed) -> String {
    if record.rest.is_empty() || parsed.has(args::JSON.name) {
        return answer.to_string();
    }
    if parsed.has("grid") {
        return format!("#{}\n{answer}", record.rest);
    }
    match answer.split_once('\n') {
        Some((first, after)) => format!("{first}{}\n{after}", record.rest),
        None => format!("{answer}{}", record.rest),
    }
}

/// `f` of each item, in order, on `threads` threads (0: one per core):
/// the variant puzzles of a --threads run, which the batch calls of the
/// classic engine do not take.
pub fn parallel_map<T: Sync, R: Send>(
    items: &[T],
    threads: u32,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let threads = match threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n as usize,
    };
    if threads <= 1 || items.len() <= 1 {
        return items.iter().map(f).collect();
    }
    let per_thread = items.len().div_ceil(threads);
    let f = &f;
    std::thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks(per_thread)
            .map(|chunk| scope.spawn(move || chunk.iter().map(f).collect::<Vec<R>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| handle.join().expect("a worker thread panicked"))
            .collect()
    })
}

/// Reads every puzzle of the input, `chunk` at a time, and prints each
/// puzzle's answer, which `answer` gives a chunk at a time, one per puzzle,
/// with what followed the puzzle on its line (`with_rest`).
pub fn answer_all(
    parsed: &Parsed,
    chunk: usize,
    mut answer: impl FnMut(&[Record]) -> Vec<String>,
) -> Result<(), Failure> {
    print_chunks(parsed, chunk, |records| {
        let answers = answer(records);
        // A missing answer would give the next puzzle's rest to the wrong line.
        assert_eq!(answers.len(), records.len(), "one answer per puzzle");
        records
            .iter()
            .zip(&answers)
            .map(|(record, text)| with_rest(record, text, parsed))
            .collect()
    })
}

/// Reads every puzzle of the input, `chunk` at a time, and prints the lines
/// `lines` gives for each chunk (any number: `dedupe` keeps some puzzles
/// and drops others), with the progress line.
pub fn print_chunks(
    parsed: &Parsed,
    chunk: usize,
    mut lines: impl FnMut(&[Record]) -> Vec<String>,
) -> Result<(), Failure> {
    let path = parsed.input()?;
    // Someone typing puzzles wants each answer at once.
    let interactive = path.is_none() && std::io::stdin().is_terminal();
    let mut puzzles = input::open(path)?;
    let mut out = Out::new();
    let mut progress = Progress::new();
    let mut records = Vec::with_capacity(chunk);
    loop {
        records.clear();
        for record in puzzles.by_ref().take(chunk) {
            records.push(
                record.map_err(|err| Failure::Input(format!("cannot read the input: {err}")))?,
            );
        }
        if records.is_empty() {
            break;
        }
        for text in lines(&records) {
            out.line(&text)?;
        }
        if interactive {
            out.flush()?;
        }
        progress.add(records.len());
    }
    out.flush()?;
    progress.finish(parsed.has(STATS.name));
    Ok(())
}
