//! The header states only what holds on every machine (statuses, bounds,
//! units, complexity): no measured times, and no claims about the
//! techniques that an earlier version made. Its text comes from the doc
//! comments of src/ffi/ and cbindgen.toml, so those are read too.

use std::path::Path;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The doc-comment lines (`///`, `//!`) of every file of src/ffi/, each with
/// where it is, for the messages.
fn ffi_doc_lines() -> Vec<(String, String)> {
    let mut lines = Vec::new();
    let dir = Path::new(ROOT).join("src/ffi");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("src/ffi exists")
        .map(|entry| entry.expect("readable entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .collect();
    files.sort();
    assert!(files.len() > 5, "src/ffi/*.rs not found");
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable source");
        for (number, line) in text.lines().enumerate() {
            let trimmed = line.trim_start();
            if trimmed.starts_with("///") || trimmed.starts_with("//!") {
                let place = format!("{}:{}", file.display(), number + 1);
                lines.push((place, trimmed.to_string()));
            }
        }
    }
    lines
}

/// The header's lines, each with where it is.
fn header_lines() -> Vec<(String, String)> {
    read("include/sudoku.h")
        .lines()
        .enumerate()
        .map(|(number, line)| (format!("include/sudoku.h:{}", number + 1), line.to_string()))
        .collect()
}

/// Words and phrases that only a measured time uses. "one thread per core"
/// is a count of threads, not a time, so "core" is caught only where a
/// machine is named with it.
const TIMING_PHRASES: [&str; 11] = [
    "microsecond",
    "millisecond",
    "nanosecond",
    "a second",
    "per second",
    "on one core",
    "core of a",
    "x86-64 core",
    "x86-64 server",
    "ghz",
    "2020s",
];

/// Units that, after a number, make it a time ("0.3 ms", "1,250 µs").
const TIME_UNITS: [&str; 6] = ["ms", "µs", "us", "ns", "s", "seconds"];

/// Where `line` quotes a time: a timing phrase, or a number followed by a
/// unit of time (either "0.8 ms" or "0.8ms").
fn timing_in(line: &str) -> Option<String> {
    let lower = line.to_lowercase();
    if let Some(phrase) = TIMING_PHRASES.iter().find(|p| lower.contains(*p)) {
        return Some(format!("the phrase {phrase:?}"));
    }
    let words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || "(),;".contains(c))
        .filter(|w| !w.is_empty())
        .collect();
    for (index, word) in words.iter().enumerate() {
        let digits_end = word
            .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
            .unwrap_or(word.len());
        if digits_end == 0 || !word[..digits_end].chars().any(|c| c.is_ascii_digit()) {
            continue;
        }
        let attached = word[digits_end..].trim_end_matches('.');
        let unit = if attached.is_empty() {
            words.get(index + 1).map(|next| next.trim_end_matches('.'))
        } else {
            Some(attached)
        };
        if let Some(unit) = unit.filter(|u| TIME_UNITS.contains(u)) {
            return Some(format!("the time {word} {unit}"));
        }
    }
    None
}

#[test]
fn timing_detector_finds_the_figures_the_header_once_quoted() {
    // The sentences these tests keep out, as the header had them.
    for quoted in [
        "2020s x86-64 core (at most 0.62 microseconds a guess was measured, on",
        "Time: microseconds for most puzzles, under 0.2 ms for the hardest",
        "(600,000 a second on one core).",
        "with no solution) take about 1,250 guesses, under 0.8 ms on a 2020s",
        "about 30,000 puzzles every 2s",
        "a guess costs 0.42 µs",
    ] {
        assert!(timing_in(quoted).is_some(), "not caught: {quoted}");
    }
    for fine in [
        "@param threads 0 for one thread per core, else the most threads to use.",
        "A path has at most 729 steps (at most 81 placements; every other step",
        "SUDOKU_CHAIN_UNITS_PER_GUESS times N potentials",
        "the slowest grids two 30-minute attacks found",
    ] {
        assert_eq!(timing_in(fine), None, "{fine}");
    }
}

#[test]
fn header_and_ffi_docs_quote_no_measured_time() {
    let mut found = Vec::new();
    for (place, line) in header_lines().into_iter().chain(ffi_doc_lines()) {
        if let Some(what) = timing_in(&line) {
            found.push(format!("{place}: {what}: {}", line.trim()));
        }
    }
    assert!(
        found.is_empty(),
        "measured times belong in docs/, beside the command that measures them:\n{}",
        found.join("\n")
    );
}

#[test]
fn header_names_no_processor() {
    // Machine names only come with measurements. (src/ffi/ may name one
    // for a struct's layout, which holds on that target: only the header's
    // text is checked here.)
    for (place, line) in header_lines() {
        let lower = line.to_lowercase();
        for machine in ["x86", "amd64", "aarch64", "xeon", "epyc"] {
            assert!(
                !lower.contains(machine),
                "{place}: names {machine:?}: {line}"
            );
        }
    }
}

#[test]
fn no_rating_ceiling_of_earlier_versions_is_claimed() {
    // Since the chains and the brute-force step, every puzzle with one
    // solution is rated; 6.2 is only aligned pair exclusion's own rating.
    let logic_mod = read("src/logic/mod.rs");
    let logic_docs = logic_mod
        .lines()
        .enumerate()
        .filter(|(_, line)| line.trim_start().starts_with("//!"))
        .map(|(number, line)| (format!("src/logic/mod.rs:{}", number + 1), line.to_string()));
    let mut found = Vec::new();
    for (place, line) in header_lines()
        .into_iter()
        .chain(ffi_doc_lines())
        .chain(logic_docs)
    {
        let lower = line.to_lowercase();
        let stale_phrase = [
            "up to aligned pair exclusion",
            "chains or harder",
            "puzzle needs chains",
            "state needs chains",
        ]
        .into_iter()
        .find(|p| lower.contains(p));
        let bare_six_two = lower
            .match_indices("6.2")
            .any(|(at, _)| !lower[..at].ends_with("se "));
        if stale_phrase.is_some() || bare_six_two {
            found.push(format!("{place}: {}", line.trim()));
        }
    }
    assert!(
        found.is_empty(),
        "stale rating ceiling:\n{}",
        found.join("\n")
    );
}
