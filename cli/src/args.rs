//! Flags and operands: each command declares its flags in a table, from
//! which both the parser and the help text are made. Flags may come in any
//! order, before or after the operands, as `--name VALUE` or `--name=VALUE`;
//! `--` ends the flags.

use std::ffi::OsString;
use std::io;
use std::process::ExitCode;
use std::str::FromStr;

/// Exit status for bad usage or input that cannot be read.
pub const EXIT_USAGE: u8 = 2;
/// Exit status when the output cannot be written.
pub const EXIT_OUTPUT: u8 = 1;
/// Exit status when `generate` did not make every puzzle asked for.
pub const EXIT_NOT_MADE: u8 = 3;

/// A flag a command accepts.
pub struct Flag {
    /// The name without its leading `--`.
    pub name: &'static str,
    /// The placeholder of its value in the help (`N`, `FILE`), or None for a
    /// flag without a value.
    pub value: Option<&'static str>,
    pub help: &'static str,
}

/// `--help`, which every command accepts.
pub const HELP: Flag = Flag {
    name: "help",
    value: None,
    help: "print this help and exit",
};

/// `--json`, shared by the commands that print one answer per puzzle.
pub const JSON: Flag = Flag {
    name: "json",
    value: None,
    help: "print one JSON object a line instead of plain text",
};

/// Why a command stopped early.
#[derive(Debug)]
pub enum Failure {
    /// Bad flags or operands: the message, then a pointer to `--help`.
    Usage(String),
    /// Bad flags or operands of a command: the message, then a pointer to
    /// that command's `--help`.
    CommandUsage(&'static str, String),
    /// `generate` made fewer puzzles than asked (each failure was reported
    /// on standard error as it happened): how many were not made.
    NotMade(u64),
    /// Input that cannot be read.
    Input(String),
    /// Output that cannot be written.
    Output(io::Error),
}

impl Failure {
    /// Prints the failure and gives the exit status.
    pub fn report(self) -> ExitCode {
        match self {
            Failure::Usage(message) => {
                eprintln!("sudoku: {message}\nRun 'sudoku --help' for usage.");
                ExitCode::from(EXIT_USAGE)
            }
            Failure::CommandUsage(command, message) => {
                eprintln!("sudoku: {message}\nRun 'sudoku {command} --help' for its flags.");
                ExitCode::from(EXIT_USAGE)
            }
            Failure::NotMade(count) => {
                let puzzles = if count == 1 { "puzzle" } else { "puzzles" };
                eprintln!("sudoku: {count} {puzzles} not made");
                ExitCode::from(EXIT_NOT_MADE)
            }
            Failure::Input(message) => {
                eprintln!("sudoku: {message}");
                ExitCode::from(EXIT_USAGE)
            }
            // A reader that stopped early (`sudoku solve big.txt | head`) is
            // not an error worth a message.
            Failure::Output(err) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Failure::Output(err) => {
                eprintln!("sudoku: cannot write the output: {err}");
                ExitCode::from(EXIT_OUTPUT)
            }
        }
    }
}

impl From<io::Error> for Failure {
    fn from(err: io::Error) -> Failure {
        Failure::Output(err)
    }
}

/// The flags given, and the operands (file names), in order.
pub struct Parsed {
    flags: Vec<(&'static str, Option<String>)>,
    pub operands: Vec<OsString>,
}

impl Parsed {
    /// Whether the flag was given.
    pub fn has(&self, name: &str) -> bool {
        self.flags.iter().any(|(flag, _)| *flag == name)
    }

    /// The value of the flag's last occurrence.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(flag, _)| *flag == name)
            .and_then(|(_, value)| value.as_deref())
    }

    /// The flag's value as a number, or `default` when it is not given.
    pub fn number<T: FromStr>(&self, name: &str, default: T) -> Result<T, Failure> {
        match self.value(name) {
            None => Ok(default),
            Some(text) => text
                .parse()
                .map_err(|_| Failure::Usage(format!("--{name} needs a number, not '{text}'"))),
        }
    }

    /// The single input file operand: None for standard input (no operand,
    /// or `-`).
    pub fn input(&self) -> Result<Option<&OsString>, Failure> {
        match self.operands.as_slice() {
            [] => Ok(None),
            [one] if one == "-" => Ok(None),
            [one] => Ok(Some(one)),
            _ => Err(Failure::Usage("give at most one input file".into())),
        }
    }
}

/// Parses the arguments after the command name against `flags` (and `--help`).
pub fn parse(
    command: &str,
    flags: &[&'static Flag],
    args: impl Iterator<Item = OsString>,
) -> Result<Parsed, Failure> {
    let mut parsed = Parsed {
        flags: Vec::new(),
        operands: Vec::new(),
    };
    let mut args = args.peekable();
    while let Some(arg) = args.next() {
        let Some(text) = arg.to_str() else {
            parsed.operands.push(arg);
            continue;
        };
        if text == "--" {
            parsed.operands.extend(args);
            break;
        }
        if text == "-h" {
            parsed.flags.push((HELP.name, None));
            continue;
        }
        // `-o FILE` is `--output FILE`, for the commands that write a file.
        let text = match text {
            "-o" if flags.iter().any(|flag| flag.name == "output") => "--output",
            other => other,
        };
        let Some(body) = text.strip_prefix("--") else {
            if text.starts_with('-') && text != "-" {
                return Err(Failure::Usage(format!(
                    "unknown flag '{text}' for 'sudoku {command}'"
                )));
            }
            parsed.operands.push(arg);
            continue;
        };
        let (name, inline) = match body.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (body, None),
        };
        let flag = flags
            .iter()
            .copied()
            .chain([&HELP])
            .find(|flag| flag.name == name)
            .ok_or_else(|| {
                Failure::Usage(format!("unknown flag '--{name}' for 'sudoku {command}'"))
            })?;
        let value = match (flag.value, inline) {
            (None, None) => None,
            (None, Some(_)) => {
                return Err(Failure::Usage(format!("--{name} takes no value")));
            }
            (Some(_), Some(value)) => Some(value),
            (Some(placeholder), None) => {
                let next = args.next().and_then(|value| value.into_string().ok());
                Some(next.ok_or_else(|| {
                    Failure::Usage(format!("--{name} needs a value ({placeholder})"))
                })?)
            }
        };
        parsed.flags.push((flag.name, value));
    }
    Ok(parsed)
}

/// The flag table as help text: one aligned line per flag (`--help` last).
pub fn flag_help(flags: &[&'static Flag]) -> String {
    let all: Vec<&Flag> = flags.iter().copied().chain([&HELP]).collect();
    let spelled: Vec<String> = all
        .iter()
        .map(|flag| match flag.value {
            Some(value) => format!("--{} {value}", flag.name),
            None => format!("--{}", flag.name),
        })
        .collect();
    let width = spelled.iter().map(String::len).max().unwrap_or(0);
    let mut text = String::new();
    for (flag, spelled) in all.iter().zip(&spelled) {
        text.push_str(&format!("  {spelled:width$}  {}\n", flag.help));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMIT: Flag = Flag {
        name: "limit",
        value: Some("N"),
        help: "count up to N",
    };

    fn parse_strs(args: &[&str]) -> Result<Parsed, Failure> {
        parse("count", &[&LIMIT, &JSON], args.iter().map(OsString::from))
    }

    #[test]
    fn flags_in_any_order_and_both_spellings() {
        let parsed = parse_strs(&["file.txt", "--limit", "5", "--json"]).unwrap();
        assert!(parsed.has("json"));
        assert_eq!(parsed.number("limit", 2u32).unwrap(), 5);
        assert_eq!(parsed.operands, vec![OsString::from("file.txt")]);
        let parsed = parse_strs(&["--limit=7", "--limit=9"]).unwrap();
        assert_eq!(
            parsed.number("limit", 2u32).unwrap(),
            9,
            "the last one wins"
        );
        assert_eq!(parse_strs(&[]).unwrap().number("limit", 2u32).unwrap(), 2);
    }

    #[test]
    fn dash_is_stdin_and_double_dash_ends_flags() {
        assert!(parse_strs(&["-"]).unwrap().input().unwrap().is_none());
        let parsed = parse_strs(&["--", "--json"]).unwrap();
        assert!(!parsed.has("json"));
        assert_eq!(parsed.input().unwrap(), Some(&OsString::from("--json")));
    }

    #[test]
    fn mistakes_are_usage_failures() {
        for bad in [
            &["--nope"][..],
            &["-x"],
            &["--limit"],
            &["--json=yes"],
            &["a", "b"],
        ] {
            let result = parse_strs(bad).and_then(|p| p.input().map(|_| ()));
            assert!(matches!(result, Err(Failure::Usage(_))), "{bad:?}");
        }
        let parsed = parse_strs(&["--limit", "many"]).unwrap();
        assert!(matches!(
            parsed.number("limit", 2u32),
            Err(Failure::Usage(_))
        ));
    }

    #[test]
    fn dash_o_is_output_where_a_command_writes_a_file() {
        const OUTPUT: Flag = Flag {
            name: "output",
            value: Some("FILE"),
            help: "write to FILE",
        };
        let args = ["-o", "book.pdf"].map(OsString::from);
        let parsed = parse("book", &[&OUTPUT], args.clone().into_iter()).unwrap();
        assert_eq!(parsed.value("output"), Some("book.pdf"));
        assert!(matches!(
            parse("count", &[&LIMIT], args.into_iter()),
            Err(Failure::Usage(_))
        ));
    }

    #[test]
    fn help_lists_every_flag() {
        let text = flag_help(&[&LIMIT, &JSON]);
        assert!(text.contains("--limit N  count up to N"), "{text}");
        assert!(text.contains("--json"));
        assert!(text.contains("--help"));
    }
}
