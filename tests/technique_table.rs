//! The technique table (`sudoku::logic::Technique`: number, name, Sudoku
//! Explainer rating) is the one source; the copies that must stay written
//! out are read here and compared with it, so that any drift fails:
//!
//! - the C constants of include/sudoku.h (cbindgen emits them from the
//!   hand-written enum of src/ffi/technique.rs): their values, and the name
//!   and rating each one's documentation starts with;
//! - the Python enum `Technique` of bindings/python/src/libsudoku/_logic.py.
//!
//! The JavaScript binding keeps no copy: its names come from
//! `sudoku_technique_name`, which reads the table.

use sudoku::logic::Technique;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{ROOT}/{path}")).unwrap_or_else(|e| panic!("read {path}: {e}"))
}

/// A constant as C and Python spell it: `FullHouse` is `FULL_HOUSE`,
/// `XWing` is `X_WING`: compared without underscores, case aside.
fn same_spelling(constant: &str, technique: Technique) -> bool {
    constant.replace('_', "").to_lowercase() == format!("{technique:?}").to_lowercase()
}

/// "(SE 4.5" for 45 tenths; "(no SE rating)" for the checks of a player's
/// grid, which have none.
fn rating_text(technique: Technique) -> String {
    match technique.difficulty() {
        0 => "(no SE rating)".to_string(),
        tenths => format!("(SE {}.{}", tenths / 10, tenths % 10),
    }
}

/// The `SUDOKU_TECHNIQUE_*` constants of the header, in order: name, value
/// and the text of the documentation comment above it, on one line.
fn header_constants() -> Vec<(String, i32, String)> {
    let header = read("include/sudoku.h");
    let mut constants = Vec::new();
    let mut doc = String::new();
    for line in header.lines() {
        let line = line.trim();
        if line == "/**" {
            doc.clear();
        } else if let Some(text) = line.strip_prefix("* ").or(line.strip_prefix('*')) {
            if text != "/" {
                doc.push_str(text.trim());
                doc.push(' ');
            }
        } else if let Some(rest) = line.strip_prefix("SUDOKU_TECHNIQUE_") {
            let (name, value) = rest
                .trim_end_matches(',')
                .split_once(" = ")
                .unwrap_or_else(|| panic!("NAME = value: {line}"));
            let value = value.parse().unwrap_or_else(|_| panic!("a number: {line}"));
            constants.push((name.to_string(), value, doc.trim().to_string()));
            doc.clear();
        }
    }
    constants
}

/// The members of the Python class `Technique`, in order: name and value.
fn python_members() -> Vec<(String, i32)> {
    let source = read("bindings/python/src/libsudoku/_logic.py");
    let start = source
        .find("class Technique(")
        .expect("class Technique in _logic.py");
    let mut members = Vec::new();
    // The class body ends at the next line that is not indented.
    for line in source[start..].lines().skip(1) {
        if !line.is_empty() && !line.starts_with(' ') {
            break;
        }
        let Some((name, value)) = line.trim().split_once(" = ") else {
            continue;
        };
        if name
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        {
            let value = value.parse().unwrap_or_else(|_| panic!("a number: {line}"));
            members.push((name.to_string(), value));
        }
    }
    members
}

#[test]
fn the_headers_constants_are_the_tables_numbers_names_and_ratings() {
    let constants = header_constants();
    assert_eq!(
        constants.len(),
        Technique::ALL.len() + 1,
        "NONE and one a technique"
    );
    assert_eq!((constants[0].0.as_str(), constants[0].1), ("NONE", 0));
    for ((name, value, doc), technique) in constants[1..].iter().zip(Technique::ALL) {
        assert_eq!(*value, i32::from(technique.number()), "{name}");
        assert!(same_spelling(name, technique), "{name} for {technique:?}");
        let starts = format!("{} {}", technique.name(), rating_text(technique));
        assert!(
            doc.starts_with(&starts),
            "SUDOKU_TECHNIQUE_{name}'s comment should start {starts:?}: {doc:?}"
        );
    }
}

#[test]
fn the_python_enum_is_the_headers_constants() {
    let members = python_members();
    let constants: Vec<(String, i32)> = header_constants()
        .into_iter()
        .map(|(name, value, _)| (name, value))
        .collect();
    assert_eq!(members, constants);
    for ((name, value), technique) in members[1..].iter().zip(Technique::ALL) {
        assert_eq!(*value, i32::from(technique.number()), "{name}");
        assert!(same_spelling(name, technique), "{name} for {technique:?}");
    }
}

/// The readers above find what they should: a copy changed in any way
/// they check is caught.
#[test]
fn a_drifted_copy_is_caught() {
    let technique = Technique::XWing;
    assert!(same_spelling("X_WING", technique));
    assert!(!same_spelling("XY_WING", technique));
    assert_eq!(rating_text(technique), "(SE 3.2");
    assert_eq!(rating_text(Technique::WrongEntry), "(no SE rating)");
    let constants = header_constants();
    let x_wing = constants
        .iter()
        .find(|(name, ..)| name == "X_WING")
        .expect("X_WING in the header");
    assert_eq!(x_wing.2, "X-Wing (SE 3.2).");
    assert!(python_members().contains(&("X_WING".to_string(), 400)));
}
