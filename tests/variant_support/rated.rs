//! SukakuExplainer's rated lines, as the shared dev sets
//! (../shared/data/variants/rated*_dev.tsv) and the committed samples
//! (tests/data/variants/sukaku_*.tsv) hold them: variant, givens, solution,
//! ER/EP/ED, then the columns a set adds. Lines starting with `#` say how a
//! file was made.

use std::path::Path;

use sudoku_test_support::variant as independent;

pub struct Rated {
    pub variant: String,
    pub givens: Vec<u8>,
    pub solution: Vec<u8>,
    /// ER, EP, ED in tenths, SukakuExplainer's.
    pub rating: [u8; 3],
    /// The line's columns past the fourth, for what a set adds (step lists,
    /// base cells).
    pub extra: Vec<String>,
}

/// "7.5" as 75.
pub fn tenths(text: &str) -> u8 {
    (text.parse::<f64>().unwrap() * 10.0).round() as u8
}

pub fn read_path(path: &Path) -> Vec<Rated> {
    let digits = |s: &str| -> Vec<u8> {
        s.bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect()
    };
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let r: Vec<u8> = f[3].split('/').map(tenths).collect();
            Rated {
                variant: f[0].to_string(),
                givens: digits(f[1]),
                solution: digits(f[2]),
                rating: [r[0], r[1], r[2]],
                extra: f[4..].iter().map(|s| s.to_string()).collect(),
            }
        })
        .collect()
}

/// tests/data/variants/`name`, each stored solution checked rule by rule
/// by test-support.
pub fn read_committed(name: &str) -> Vec<Rated> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/variants")
        .join(name);
    let puzzles = read_path(&path);
    for p in &puzzles {
        independent::check_solution(&independent_rules(p), &p.solution)
            .unwrap_or_else(|e| panic!("{name} {}: stored solution: {e}", p.variant));
    }
    puzzles
}

/// As read_committed, each puzzle also with one solution by test-support's
/// counter.
pub fn read_unique(name: &str) -> Vec<Rated> {
    let puzzles = read_committed(name);
    for p in &puzzles {
        assert_eq!(
            independent::count_solutions(&independent_rules(p), 2),
            1,
            "{name} {}: not one solution",
            p.variant
        );
    }
    puzzles
}

/// test-support's own reading of the puzzle's rules and givens.
pub fn independent_rules(p: &Rated) -> independent::RuleList {
    independent::from_fpuzzles(&super::sukaku_variant_json(&p.variant, &p.givens))
}
