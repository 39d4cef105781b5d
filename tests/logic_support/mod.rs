//! What the logic tests share: the rated puzzle files, a plain backtracking
//! solver that is not the library's, a replay of a path on a candidate grid
//! of the tests' own, and a checker that a step follows from its pattern.

#![allow(dead_code)] // each test file uses its own part

use std::path::PathBuf;

use sudoku::logic::{Family, Step, StepKind};

mod chains;
#[allow(unused_imports)] // not every test file names the result
pub use chains::{check_chain, ChainCheck};

pub const CELLS: usize = 81;

/// A puzzle with the ratings a file gives it, in tenths.
pub struct Rated {
    pub puzzle: [u8; CELLS],
    pub er: u8,
    pub ep: u8,
    pub ed: u8,
    /// What follows the ratings on the line.
    pub rest: String,
}

fn tenths(text: &str) -> u8 {
    let (whole, tenth) = text.split_once('.').expect("a rating like 4.5");
    (whole.parse::<u32>().unwrap() * 10 + tenth.parse::<u32>().unwrap()) as u8
}

/// Reads `tests/data/<name>`: `PUZZLE ER/EP/ED [more]` lines, `#` comments.
pub fn load_rated(name: &str) -> Vec<Rated> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    let text = std::fs::read_to_string(&path).expect("rated puzzle file");
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let mut parts = line.split_whitespace();
            let puzzle: [u8; CELLS] = parts.next().unwrap().as_bytes().try_into().unwrap();
            let ratings: Vec<u8> = parts.next().unwrap().split('/').map(tenths).collect();
            Rated {
                puzzle,
                er: ratings[0],
                ep: ratings[1],
                ed: ratings[2],
                rest: parts.collect::<Vec<_>>().join(" "),
            }
        })
        .collect()
}

/// Whether two cells share a row, column or box.
pub fn sees(a: usize, b: usize) -> bool {
    a != b && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3))
}

/// The cells of house `h`: rows 0-8, columns 9-17, boxes 18-26.
pub fn house(h: usize) -> [usize; 9] {
    let mut cells = [0; 9];
    for (k, cell) in cells.iter_mut().enumerate() {
        *cell = match h / 9 {
            0 => 9 * h + k,
            1 => 9 * k + (h - 9),
            _ => {
                let b = h - 18;
                9 * (3 * (b / 3) + k / 3) + 3 * (b % 3) + k % 3
            }
        };
    }
    cells
}

/// The solutions of a puzzle, up to `limit`, by plain backtracking (rows,
/// columns and boxes as digit masks, the cell with fewest options first).
pub fn solutions(puzzle: &[u8; CELLS], limit: usize) -> Vec<[u8; CELLS]> {
    let mut search = Backtrack {
        grid: [0; CELLS],
        used: [[0; 9]; 3],
        found: Vec::new(),
        limit,
    };
    for (cell, &b) in puzzle.iter().enumerate() {
        if (b'1'..=b'9').contains(&b) {
            let digit = b - b'0';
            if search.allowed(cell) & (1 << digit) == 0 {
                return Vec::new();
            }
            search.set(cell, digit);
        }
    }
    search.run();
    search.found
}

struct Backtrack {
    grid: [u8; CELLS],
    /// Digits used per row, column and box (bit d).
    used: [[u16; 9]; 3],
    found: Vec<[u8; CELLS]>,
    limit: usize,
}

impl Backtrack {
    fn units(cell: usize) -> [usize; 3] {
        [cell / 9, cell % 9, cell / 27 * 3 + cell % 9 / 3]
    }

    fn allowed(&self, cell: usize) -> u16 {
        let [r, c, b] = Backtrack::units(cell);
        0x3FE & !(self.used[0][r] | self.used[1][c] | self.used[2][b])
    }

    fn set(&mut self, cell: usize, digit: u8) {
        let [r, c, b] = Backtrack::units(cell);
        self.grid[cell] = digit;
        self.used[0][r] |= 1 << digit;
        self.used[1][c] |= 1 << digit;
        self.used[2][b] |= 1 << digit;
    }

    fn clear(&mut self, cell: usize) {
        let [r, c, b] = Backtrack::units(cell);
        let bit = !(1u16 << self.grid[cell]);
        self.grid[cell] = 0;
        self.used[0][r] &= bit;
        self.used[1][c] &= bit;
        self.used[2][b] &= bit;
    }

    fn run(&mut self) {
        let mut best: Option<(usize, u16)> = None;
        for cell in (0..CELLS).filter(|&c| self.grid[c] == 0) {
            let allowed = self.allowed(cell);
            if best.map_or(true, |(_, m)| allowed.count_ones() < m.count_ones()) {
                best = Some((cell, allowed));
            }
        }
        let Some((cell, allowed)) = best else {
            self.found.push(self.grid);
            return;
        };
        for digit in 1..=9u8 {
            if allowed >> digit & 1 != 0 && self.found.len() < self.limit {
                self.set(cell, digit);
                self.run();
                self.clear(cell);
            }
        }
    }
}

/// The unique solution, or a panic.
pub fn solution(puzzle: &[u8; CELLS]) -> [u8; CELLS] {
    let found = solutions(puzzle, 2);
    assert_eq!(found.len(), 1, "puzzle without a unique solution");
    found[0]
}

/// A candidate grid kept by the tests: values, and 9-bit masks.
#[derive(Clone)]
pub struct Replay {
    pub values: [u8; CELLS],
    pub candidates: [u16; CELLS],
}

impl Replay {
    /// The puzzle, each empty cell holding the digits no given excludes.
    pub fn new(puzzle: &[u8; CELLS]) -> Replay {
        let mut replay = Replay {
            values: [0; CELLS],
            candidates: [0x1FF; CELLS],
        };
        for (cell, &b) in puzzle.iter().enumerate() {
            if b.is_ascii_digit() && b != b'0' {
                replay.place(cell, b - b'0');
            }
        }
        replay
    }

    pub fn place(&mut self, cell: usize, digit: u8) {
        self.values[cell] = digit;
        self.candidates[cell] = 0;
        for other in 0..CELLS {
            if sees(cell, other) {
                self.candidates[other] &= !(1 << (digit - 1));
            }
        }
    }

    /// Applies a step the way the engine's path does: a placement only
    /// places, an elimination removes.
    pub fn apply(&mut self, step: &Step) {
        match step.kind {
            StepKind::Placement => self.place(step.cell as usize, step.digit),
            StepKind::Elimination => {
                for cell in 0..CELLS {
                    self.candidates[cell] &= !step.eliminations[cell];
                }
            }
            _ => panic!("not a path step: {step:?}"),
        }
    }

    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }
}

/// Checks that `step` is true to `before` and follows from its pattern
/// alone: on the cells of its pattern, its houses and its targets, with their
/// candidates in `before`, no assignment that keeps peers distinct (and, for
/// a uniqueness step, avoids the deadly pattern) makes an eliminated
/// candidate true or the placed cell anything else. Returns what is wrong.
pub fn check_step(before: &Replay, step: &Step) -> Result<(), String> {
    match step.technique.family() {
        Family::Chains => return check_chain(before, step).map(|_| ()),
        // Brute force: its placement is checked against the solution.
        Family::LastResort => return Ok(()),
        _ => {}
    }
    let mut scope = [false; CELLS];
    let mut targets = Vec::new();
    for (cell, in_scope) in scope.iter_mut().enumerate() {
        let pattern = step.pattern[cell];
        if pattern & !before.candidates[cell] != 0 {
            return Err(format!(
                "pattern candidates {pattern:#x} not all in cell {cell}"
            ));
        }
        let gone = step.eliminations[cell];
        if gone & !before.candidates[cell] != 0 {
            return Err(format!(
                "eliminates {gone:#x} from cell {cell}, which lacks some"
            ));
        }
        if pattern != 0 || gone != 0 || step.cells.contains(cell) {
            *in_scope = true;
        }
        for digit in 1..=9u8 {
            if gone >> (digit - 1) & 1 != 0 {
                targets.push((cell, digit, true));
            }
        }
    }
    for h in (0..27).filter(|h| step.houses >> h & 1 != 0) {
        for cell in house(h) {
            scope[cell] = true;
        }
    }
    match step.kind {
        StepKind::Placement => {
            let cell = step.cell as usize;
            if before.candidates[cell] >> (step.digit - 1) & 1 == 0 {
                return Err(format!(
                    "places {} in cell {cell}, not a candidate",
                    step.digit
                ));
            }
            scope[cell] = true;
            // The claim: the cell cannot be anything else.
            targets.push((cell, step.digit, false));
        }
        StepKind::Elimination if targets.is_empty() => {
            return Err("an elimination step that removes nothing".into())
        }
        _ => {}
    }
    let deadly = match step.technique.family() {
        Family::Uniqueness if is_bug(step) => return check_bug(before, step, &targets),
        Family::Uniqueness => Some((step.cells, step.digits)),
        _ => None,
    };
    let cells: Vec<usize> = (0..CELLS).filter(|&c| scope[c]).collect();
    for &(cell, digit, is_elimination) in &targets {
        let mut domains = [0u16; CELLS];
        for &c in &cells {
            domains[c] = if before.values[c] != 0 {
                1 << (before.values[c] - 1)
            } else {
                before.candidates[c]
            };
        }
        let bit = 1u16 << (digit - 1);
        domains[cell] = if is_elimination {
            domains[cell] & bit
        } else {
            domains[cell] & !bit
        };
        if let Some(found) = assignment(&cells, &mut domains, deadly) {
            return Err(format!(
                "cell {cell} digit {digit} ({}) holds in an assignment of the pattern: {found:?}",
                if is_elimination {
                    "eliminated"
                } else {
                    "placed elsewhere"
                }
            ));
        }
    }
    Ok(())
}

/// A completion of the whole grid within `domains`, if there is one.
pub fn assignment_all(domains: &mut [u16; CELLS]) -> Option<Vec<(usize, u8)>> {
    let cells: Vec<usize> = (0..CELLS).collect();
    assignment(&cells, domains, None)
}

fn is_bug(step: &Step) -> bool {
    use sudoku::logic::Technique::*;
    matches!(step.technique, BugType1 | BugType2 | BugType3 | BugType4)
}

/// A consistent assignment of `cells` within `domains`, if there is one:
/// peers distinct, every digit somewhere in each house wholly in scope, and,
/// when `deadly` is given, not every loop cell within the loop's two digits.
fn assignment(
    cells: &[usize],
    domains: &mut [u16; CELLS],
    deadly: Option<(sudoku::geometry::CellSet, u16)>,
) -> Option<Vec<(usize, u8)>> {
    let mut in_scope = [false; CELLS];
    for &c in cells {
        in_scope[c] = true;
    }
    let full: Vec<[usize; 9]> = (0..27)
        .map(house)
        .filter(|h| h.iter().all(|&c| in_scope[c]))
        .collect();
    search(cells, &full, domains, deadly)
}

fn search(
    cells: &[usize],
    full: &[[usize; 9]],
    domains: &mut [u16; CELLS],
    deadly: Option<(sudoku::geometry::CellSet, u16)>,
) -> Option<Vec<(usize, u8)>> {
    if !propagate(cells, full, domains) {
        return None;
    }
    let open = cells
        .iter()
        .copied()
        .filter(|&c| domains[c].count_ones() > 1)
        .min_by_key(|&c| domains[c].count_ones());
    let Some(cell) = open else {
        if let Some((loop_cells, pair)) = deadly {
            if loop_cells.iter().all(|c| domains[c] & !pair == 0) {
                return None;
            }
        }
        return Some(
            cells
                .iter()
                .map(|&c| (c, domains[c].trailing_zeros() as u8 + 1))
                .collect(),
        );
    };
    for digit in 0..9 {
        let bit = 1u16 << digit;
        if domains[cell] & bit == 0 {
            continue;
        }
        let mut trial = *domains;
        trial[cell] = bit;
        if let Some(found) = search(cells, full, &mut trial, deadly) {
            return Some(found);
        }
    }
    None
}

/// Sudoku's rules as far as they go without guessing: a settled cell's digit
/// leaves its peers in scope, a digit with one place in a house wholly in
/// scope goes there. False on a contradiction.
fn propagate(cells: &[usize], full: &[[usize; 9]], domains: &mut [u16; CELLS]) -> bool {
    loop {
        let mut changed = false;
        for &cell in cells {
            let bit = domains[cell];
            if bit == 0 {
                return false;
            }
            if bit.count_ones() != 1 {
                continue;
            }
            for &other in cells {
                if sees(cell, other) && domains[other] & bit != 0 {
                    domains[other] &= !bit;
                    if domains[other] == 0 {
                        return false;
                    }
                    changed = true;
                }
            }
        }
        for h in full {
            for digit in 0..9 {
                let bit = 1u16 << digit;
                let places: Vec<usize> = h
                    .iter()
                    .copied()
                    .filter(|&c| domains[c] & bit != 0)
                    .collect();
                match places.len() {
                    0 => return false,
                    1 if domains[places[0]] != bit => {
                        domains[places[0]] = bit;
                        changed = true;
                    }
                    _ => {}
                }
            }
        }
        if !changed {
            return true;
        }
    }
}

/// BUG: without the BUG candidates (the BUG digits of the BUG cells), every
/// empty cell has two candidates and every digit two places or none in each
/// house; and over the whole grid, with one BUG candidate true, no
/// eliminated candidate holds.
fn check_bug(before: &Replay, step: &Step, targets: &[(usize, u8, bool)]) -> Result<(), String> {
    // The BUG candidates: the BUG digits highlighted in the BUG cells.
    let bug_candidates = |cell: usize| step.pattern[cell] & step.digits;
    let mut rest = before.candidates;
    for cell in step.cells {
        rest[cell] &= !bug_candidates(cell);
    }
    for (cell, mask) in rest.iter().enumerate() {
        if before.values[cell] == 0 && mask.count_ones() != 2 {
            return Err(format!("cell {cell} is not bivalue without the BUG digits"));
        }
    }
    for h in 0..27 {
        for digit in 0..9 {
            let n = house(h)
                .iter()
                .filter(|&&c| rest[c] >> digit & 1 != 0)
                .count();
            if n != 0 && n != 2 {
                return Err(format!("digit {} has {n} places in house {h}", digit + 1));
            }
        }
    }
    let cells: Vec<usize> = (0..CELLS).collect();
    for &(cell, digit, _) in targets {
        let mut domains = [0u16; CELLS];
        for &c in &cells {
            domains[c] = match before.values[c] {
                0 => before.candidates[c],
                v => 1 << (v - 1),
            };
        }
        domains[cell] &= 1 << (digit - 1);
        // One BUG candidate true: solve once per BUG candidate.
        for bug_cell in step.cells {
            for d in 0..9 {
                if bug_candidates(bug_cell) >> d & 1 == 0 {
                    continue;
                }
                let mut trial = domains;
                trial[bug_cell] &= 1 << d;
                if cells.iter().all(|&c| trial[c] != 0) {
                    if let Some(found) = assignment(&cells, &mut trial, None) {
                        return Err(format!(
                            "cell {cell} digit {digit} holds with a BUG candidate: {:?}",
                            &found[..4.min(found.len())]
                        ));
                    }
                }
            }
        }
    }
    Ok(())
}
