//! `sudoku render`: draws one puzzle, as print-ready SVG or as text.

use sudoku::CELLS;

use crate::args::{Failure, Flag, Parsed};
use crate::commands::{Command, INPUT};
use crate::draw::svg;
use crate::input;
use crate::variant_input::{self, Variant};
use sudoku::variant::{compact, fpuzzles};

const SVG: Flag = Flag {
    name: "svg",
    value: None,
    help: "draw an SVG image, 90 mm square, for print",
};
const TEXT: Flag = Flag {
    name: "text",
    value: None,
    help: "draw a boxed text grid (which sudoku reads back)",
};
const SOLUTION: Flag = Flag {
    name: "solution",
    value: None,
    help: "draw the solution too: givens bold, the digits it adds in blue",
};
const NUMBER: Flag = Flag {
    name: "number",
    value: Some("N"),
    help: "draw the Nth puzzle of the input (default 1)",
};

pub const COMMAND: Command = Command {
    name: "render",
    operands: INPUT,
    summary: "draw a puzzle (and its solution) as SVG for print, or as text",
    details: "\nGive --svg or --text. The drawing goes to standard output:\n\
              sudoku render --svg --solution puzzles.txt > puzzle.svg\n\
              A variant is drawn with its rules: thick lines between regions, shaded\n\
              diagonals and extra regions, dashed cages with their sums, thermometers,\n\
              kropki dots, and a caption for the rules between neighbours. --text\n\
              writes a variant in the compact form, or as f-puzzles JSON when it has\n\
              cages, thermometers, dots or jigsaw regions.\n",
    flags: &[&SVG, &TEXT, &SOLUTION, &NUMBER],
    run,
};

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let as_svg = match (parsed.has(SVG.name), parsed.has(TEXT.name)) {
        (true, false) => true,
        (false, true) => false,
        _ => {
            return Err(Failure::Usage(
                "render needs one of --svg and --text".into(),
            ))
        }
    };
    let number: usize = parsed.number(NUMBER.name, 1)?;
    if number == 0 {
        return Err(Failure::Usage("--number counts from 1".into()));
    }
    let mut puzzles = input::open(parsed.input()?)?;
    let mut held = 0;
    let record = loop {
        match puzzles.next() {
            Some(Ok(record)) if held + 1 == number => break record,
            Some(Ok(_)) => held += 1,
            Some(Err(err)) => return Err(Failure::Input(format!("cannot read the input: {err}"))),
            None => return Err(Failure::Input(missing_puzzle(held, number))),
        }
    };
    let refused = |err: &dyn std::fmt::Display| {
        Failure::Input(format!("the puzzle on line {}: {err}", record.line))
    };
    if let Some(read) = &record.variant {
        let variant = read.as_ref().map_err(|err| refused(err))?;
        let drawing = render_variant(variant, as_svg, parsed.has(SOLUTION.name))
            .map_err(|err| refused(&err))?;
        let mut out = crate::output::Out::new();
        for line in drawing.lines() {
            out.line(line)?;
        }
        out.flush()?;
        return Ok(());
    }
    let puzzle = record.grid.as_ref().map_err(|err| refused(err)).copied()?;
    sudoku::check(&puzzle).map_err(|err| refused(&err))?;
    let solution = if parsed.has(SOLUTION.name) {
        Some(
            sudoku::solve(&puzzle, Default::default())
                .0
                .map_err(|err| refused(&err))?,
        )
    } else {
        None
    };
    let drawing = if as_svg {
        svg::render(&puzzle, solution.as_ref())
    } else {
        boxed_text(solution.as_ref().unwrap_or(&puzzle))
    };
    let mut out = crate::output::Out::new();
    for line in drawing.lines() {
        out.line(line)?;
    }
    out.flush()?;
    Ok(())
}

/// A variant drawn: as SVG, or as text that reads back (the compact form
/// when it holds the rules, else f-puzzles JSON); with its solution.
fn render_variant(variant: &Variant, as_svg: bool, with_solution: bool) -> Result<String, String> {
    let rules = &variant.rules;
    let checked = sudoku::variant::check(rules, &variant.givens).map_err(|err| {
        variant_input::status_of(rules, &err)
            .error
            .unwrap_or_default()
    });
    checked?;
    let solution = if with_solution {
        let solved = sudoku::variant::solve(rules, &variant.givens, 0).0;
        Some(solved.map_err(|err| {
            variant_input::status_of(rules, &err)
                .error
                .unwrap_or_default()
        })?)
    } else {
        None
    };
    if as_svg {
        return Ok(svg::render_variant(
            rules,
            &variant.givens,
            solution.as_deref(),
        ));
    }
    let grid = solution.as_deref().unwrap_or(&variant.givens);
    Ok(compact::write(rules, grid).unwrap_or_else(|| fpuzzles::to_json(rules, grid)))
}

/// Why there is no puzzle number `number`, when the input holds `held`.
fn missing_puzzle(held: usize, number: usize) -> String {
    match held {
        0 => "the input holds no puzzle".to_string(),
        1 => format!("the input holds 1 puzzle; --number {number} asks for puzzle {number}"),
        _ => format!("the input holds {held} puzzles; --number {number} asks for puzzle {number}"),
    }
}

/// The grid in boxes drawn with `+`, `-` and `|`, `.` for empty cells.
fn boxed_text(grid: &[u8; CELLS]) -> String {
    let border = "+-------+-------+-------+\n";
    let mut text = String::from(border);
    for row in 0..9 {
        text.push('|');
        for col in 0..9 {
            let byte = grid[row * 9 + col];
            text.push(' ');
            text.push(if byte.is_ascii_digit() && byte != b'0' {
                byte as char
            } else {
                '.'
            });
            if col % 3 == 2 {
                text.push_str(" |");
            }
        }
        text.push('\n');
        if row % 3 == 2 {
            text.push_str(border);
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxed_text_reads_back() {
        let puzzle =
            *b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let text = boxed_text(&puzzle);
        assert_eq!(text.lines().count(), 13);
        assert_eq!(text.lines().nth(1), Some("| 5 3 . | . 7 . | . . . |"));
        assert_eq!(sudoku::parse_text(text.as_bytes()), Ok(puzzle));
    }
}
