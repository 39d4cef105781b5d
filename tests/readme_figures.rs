//! Figures in the READMEs and docs/ that go stale as the code moves are either
//! checked here against what they describe, or not written.

use std::path::Path;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The `name` of every `[[bin]]` of fuzz/Cargo.toml, in order.
fn fuzz_targets() -> Vec<String> {
    let manifest = read("fuzz/Cargo.toml");
    let mut names = Vec::new();
    let mut in_bin = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_bin = line == "[[bin]]";
        } else if in_bin {
            if let Some(value) = line.strip_prefix("name") {
                let value = value.trim_start().trim_start_matches('=').trim();
                names.push(value.trim_matches('"').to_string());
            }
        }
    }
    names
}

/// The backquoted words of the passage of `path` that starts with a line
/// beginning with `start` and goes on while lines are indented or, for a
/// sentence, until the line that ends with a full stop.
fn listed_in(path: &str, start: &str) -> Vec<String> {
    let text = read(path);
    let mut lines = text.lines().skip_while(|line| !line.starts_with(start));
    let first = lines
        .next()
        .unwrap_or_else(|| panic!("{path} has no line starting with {start:?}"));
    let mut passage = vec![first];
    if !first.trim_end().ends_with('.') {
        for line in lines {
            if line.trim().is_empty() || line.starts_with("- ") {
                break;
            }
            passage.push(line);
            if line.trim_end().ends_with('.') {
                break;
            }
        }
    }
    passage
        .join(" ")
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|word| !word.contains('/') && !word.contains('.'))
        .map(str::to_string)
        .collect()
}

#[test]
fn the_docs_list_every_fuzz_target_and_no_other() {
    let mut targets = fuzz_targets();
    assert!(
        targets.len() >= 8,
        "fuzz/Cargo.toml's [[bin]] names not read: {targets:?}"
    );
    targets.sort();
    for (path, start) in [
        ("docs/CONTRIBUTING.md", "- `fuzz/`"),
        ("docs/GUARANTEES.md", "Targets:"),
    ] {
        let mut listed = listed_in(path, start);
        listed.sort();
        assert_eq!(
            listed, targets,
            "{path} must name exactly fuzz/Cargo.toml's targets"
        );
    }
}

/// The paragraphs (text between blank lines) of a Markdown file.
fn paragraphs(text: &str) -> Vec<String> {
    text.split("\n\n").map(str::to_string).collect()
}

#[test]
fn wasm_size_is_not_written_where_no_test_checks_it() {
    // The size depends on the toolchain and on whether wasm-opt ran:
    // `npm run build` prints it; a README copy of it went stale (161.9 KiB
    // written, 363.1 KiB built).
    for path in [
        "README.md",
        "bindings/js/README.md",
        "docs/LANGUAGES.md",
        "docs/SPEED.md",
    ] {
        for paragraph in paragraphs(&read(path)) {
            let lower = paragraph.to_lowercase();
            if lower.contains("wasm") {
                assert!(
                    !lower.contains("kib") && !lower.contains("gzipped:") && !lower.contains(" kb"),
                    "{path}: a paragraph on the wasm states a size:\n{paragraph}"
                );
            }
        }
    }
}
