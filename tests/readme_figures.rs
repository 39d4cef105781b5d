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

/// The backquoted words of the source tree's `fuzz/` entry in
/// docs/CONTRIBUTING.md (the bullet that starts with "- `fuzz/`" and its
/// continuation lines).
fn readme_fuzz_entry() -> Vec<String> {
    let readme = read("docs/CONTRIBUTING.md");
    let mut lines = readme
        .lines()
        .skip_while(|line| !line.starts_with("- `fuzz/`"));
    let first = lines
        .next()
        .expect("docs/CONTRIBUTING.md has a `fuzz/` entry in its layout");
    let entry: String = std::iter::once(first)
        .chain(lines.take_while(|line| line.starts_with("  ")))
        .collect::<Vec<_>>()
        .join(" ");
    entry
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

#[test]
fn readme_lists_every_fuzz_target_and_no_other() {
    let targets = fuzz_targets();
    assert!(
        targets.len() >= 8,
        "fuzz/Cargo.toml's [[bin]] names not read: {targets:?}"
    );
    let listed: Vec<String> = readme_fuzz_entry()
        .into_iter()
        .filter(|word| !word.contains('/') && !word.contains('.'))
        .collect();
    let mut sorted_targets = targets.clone();
    sorted_targets.sort();
    let mut sorted_listed = listed.clone();
    sorted_listed.sort();
    assert_eq!(
        sorted_listed, sorted_targets,
        "docs/CONTRIBUTING.md's `fuzz/` entry must name exactly fuzz/Cargo.toml's targets"
    );
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
