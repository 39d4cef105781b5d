//! `sudoku`: the command-line door to libsudoku.
//!
//! `sudoku COMMAND [FLAGS] [FILE]`. Each command is one file under
//! `commands/`, listed once in `commands::COMMANDS`; the parts they share are
//! reading puzzles (`input`), writing answers (`output`), steps of the logic
//! engine as text and JSON (`steps`), the terminal progress line
//! (`progress`) and flag parsing (`args`); variant puzzles are read by
//! `variant_input` and put in words by `variant_rules`.

mod args;
mod book;
mod commands;
mod draw;
mod hodoku;
mod input;
mod output;
mod progress;
mod steps;
mod variant_current;
mod variant_input;
mod variant_rules;

use std::process::ExitCode;

use args::Failure;

fn main() -> ExitCode {
    let mut argv = std::env::args_os().skip(1);
    let Some(first) = argv.next() else {
        eprint!("{}", commands::overview());
        return ExitCode::from(args::EXIT_USAGE);
    };
    let outcome = match first.to_str() {
        Some("--help" | "-h" | "help") => {
            print!("{}", commands::overview());
            Ok(())
        }
        Some("--version" | "-V") => {
            println!("{}", version_line());
            Ok(())
        }
        Some(name) => match commands::find(name) {
            Some(command) => commands::run(command, argv),
            None => Err(Failure::Usage(format!(
                "unknown command '{name}' (commands: {})",
                commands::names().join(", ")
            ))),
        },
        None => Err(Failure::Usage("the command name is not valid UTF-8".into())),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(),
    }
}

/// What `sudoku --version` prints: this program's version and the library's.
fn version_line() -> String {
    format!(
        "sudoku {} (libsudoku {})",
        env!("CARGO_PKG_VERSION"),
        sudoku::VERSION
    )
}
