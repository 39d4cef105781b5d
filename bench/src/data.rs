//! Puzzle files, loaded whole into memory before any timing.

use std::fs;
use std::path::Path;

/// The shared data sets, easiest first, as their README orders them; other
/// files follow in name order.
const KNOWN_ORDER: [&str; 8] = [
    "kaggle_10k",
    "minimal_100k",
    "17_clue",
    "magictour_top1465",
    "forum_hardest_1905_11plus",
    "forum_hardest_1106",
    "serg_multiple_solutions",
    "unsolvable_10k",
];

/// One file's puzzles, stored back to back (81 bytes each, no separators) so
/// that a puzzle is both a `&str` for the crate and the byte record that
/// `sudoku_solve_batch` takes.
#[derive(Clone)]
pub struct PuzzleSet {
    /// The file name without `.txt`.
    pub name: String,
    text: String,
}

impl PuzzleSet {
    pub fn len(&self) -> usize {
        self.text.len() / 81
    }

    pub fn line(&self, i: usize) -> &str {
        &self.text[i * 81..(i + 1) * 81]
    }

    pub fn grid(&self, i: usize) -> &[u8; 81] {
        self.text.as_bytes()[i * 81..(i + 1) * 81]
            .try_into()
            .expect("slices are 81 bytes")
    }

    /// The first `n` puzzles as consecutive 81-byte records.
    pub fn records(&self, n: usize) -> &[u8] {
        &self.text.as_bytes()[..n * 81]
    }

    /// Replaces every puzzle by `f` of it. `f` must keep ASCII bytes ASCII,
    /// so that every 81-byte slice stays on a char boundary.
    pub fn map_grids(&mut self, mut f: impl FnMut(&[u8; 81]) -> [u8; 81]) {
        let mut bytes = std::mem::take(&mut self.text).into_bytes();
        for chunk in bytes.chunks_exact_mut(81) {
            let grid: &[u8; 81] = (&*chunk).try_into().expect("chunks are 81 bytes");
            let mapped = f(grid);
            assert!(mapped.is_ascii(), "a mapped puzzle is not ASCII");
            chunk.copy_from_slice(&mapped);
        }
        self.text = String::from_utf8(bytes).expect("ASCII is UTF-8");
    }

    /// Keeps only the first `n` puzzles.
    pub fn truncate(&mut self, n: usize) {
        let n = n.min(self.len());
        self.text.truncate(n * 81);
    }
}

/// Reads one file: one 81-character puzzle a line, optionally followed by
/// whitespace and notes (as in the rated files, `PUZZLE ER/EP/ED`); blank
/// lines and lines starting with `#` are skipped. Cell characters are not checked here: a
/// byte the solvers refuse shows up as a disagreement or an error.
pub fn load_file(path: &Path) -> Result<PuzzleSet, String> {
    let content =
        fs::read_to_string(path).map_err(|err| format!("cannot read {}: {err}", path.display()))?;
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut text = String::with_capacity(content.len());
    for (number, line) in content.lines().enumerate() {
        let line = line.trim_end();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let line = line.split_whitespace().next().unwrap_or(line);
        // ASCII keeps every 81-byte slice of `text` on a char boundary.
        if line.len() != 81 || !line.is_ascii() {
            return Err(format!(
                "{}:{}: expected 81 ASCII characters, found {:?}",
                path.display(),
                number + 1,
                line
            ));
        }
        text.push_str(line);
    }
    Ok(PuzzleSet { name, text })
}

/// Loads every `*.txt` file of `dir`, in the data sets' order.
pub fn load_dir(dir: &Path) -> Result<Vec<PuzzleSet>, String> {
    let entries = fs::read_dir(dir).map_err(|err| {
        format!(
            "cannot read the data folder {}: {err}\n\
             (pass --data DIR with a folder of puzzle files, one 81-character puzzle a line)",
            dir.display()
        )
    })?;
    let mut paths = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|err| format!("cannot list {}: {err}", dir.display()))?
            .path();
        if path.extension().is_some_and(|ext| ext == "txt") && path.is_file() {
            paths.push(path);
        }
    }
    if paths.is_empty() {
        return Err(format!("no *.txt puzzle files in {}", dir.display()));
    }
    let rank = |path: &Path| {
        let stem = path.file_stem().unwrap_or_default().to_string_lossy();
        let known = KNOWN_ORDER.iter().position(|name| *name == stem);
        (known.unwrap_or(KNOWN_ORDER.len()), stem.into_owned())
    };
    paths.sort_by_cached_key(|path| rank(path));
    paths.iter().map(|path| load_file(path)).collect()
}
