//! `sudoku dedupe`: keeps the first puzzle of each equivalence class, in
//! input order, and reports the classes on standard error.

use std::collections::HashMap;

use crate::args::{Failure, Parsed};
use crate::commands::canon::{forms, BATCH, PATTERN, THREADS};
use crate::commands::{print_chunks, Command, INPUT};

pub const COMMAND: Command = Command {
    name: "dedupe",
    operands: INPUT,
    summary: "keep the first puzzle of each class of equivalent puzzles",
    details: "\nTwo puzzles are equivalent when one is a transform of the other (bands,\n\
              rows in a band, stacks, columns in a stack, transpose, relabelling):\n\
              when they have the same canonical form ('sudoku canon'). Each puzzle\n\
              whose class is new is printed as it was read, in input order; the\n\
              output is the same for any --threads. At the end, standard error gets\n\
              the number of puzzles and classes and how many classes have each size.\n\
              Unreadable puzzles are reported on standard error and skipped.\n",
    flags: &[&PATTERN, &THREADS],
    run,
};

fn run(parsed: &Parsed) -> Result<(), Failure> {
    let pattern = parsed.has(PATTERN.name);
    let threads: u32 = parsed.number(THREADS.name, 1)?;
    // Each class's size, by form.
    let mut classes: HashMap<[u8; 81], u64> = HashMap::new();
    let mut puzzles = 0u64;
    let mut skipped = 0u64;
    print_chunks(parsed, BATCH, |records| {
        let mut kept = Vec::new();
        for (record, form) in records.iter().zip(forms(records, pattern, threads)) {
            match form {
                Ok(canon) => {
                    puzzles += 1;
                    let size = classes.entry(canon.form).or_insert(0);
                    *size += 1;
                    if *size == 1 {
                        // Kept as read, with what followed it on its line.
                        kept.push(record.puzzle_text() + &record.rest);
                    }
                }
                Err(status) => {
                    skipped += 1;
                    eprintln!(
                        "sudoku dedupe: line {}: {}",
                        record.line,
                        status.error.unwrap_or_default()
                    );
                }
            }
        }
        kept
    })?;
    eprintln!("{}", summary(puzzles, skipped, &classes));
    Ok(())
}

/// "N puzzles, K classes; sizes: 1 x A, 2 x B, ...", sizes ascending.
fn summary(puzzles: u64, skipped: u64, classes: &HashMap<[u8; 81], u64>) -> String {
    let mut by_size: Vec<(u64, u64)> = Vec::new();
    let mut sizes: Vec<u64> = classes.values().copied().collect();
    sizes.sort_unstable();
    for size in sizes {
        match by_size.last_mut() {
            Some((last, count)) if *last == size => *count += 1,
            _ => by_size.push((size, 1)),
        }
    }
    let sizes: Vec<String> = by_size
        .iter()
        .map(|(size, count)| format!("{count} of size {size}"))
        .collect();
    let mut text = format!("{puzzles} puzzles, {} classes", classes.len());
    if !sizes.is_empty() {
        text.push_str(&format!(": {}", sizes.join(", ")));
    }
    if skipped > 0 {
        text.push_str(&format!("; {skipped} unreadable puzzles skipped"));
    }
    text
}
