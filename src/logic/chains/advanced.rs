//! Dynamic chains of level 1 and up ("(+)"): when a propagation runs dry,
//! Sudoku Explainer looks on the grid it has reduced for the simple
//! techniques, in this order, and takes every step of the first that has
//! any: pointing and claiming, hidden pairs, naked pairs, X-Wings (then, at
//! levels 2 and up, nested chains). Each candidate such a step removes
//! becomes an "off" potential whose parents are the potentials that removed
//! the candidates the step needed gone (its rule parents); a step the
//! unreduced grid has too has none, and is skipped.
//!
//! The steps come in Sudoku Explainer's scanning order; the candidates a
//! step removes, cell by cell (Sudoku Explainer's own order there is that of
//! a hash map).

use super::super::board::shared;
use super::super::budget::{Budget, Exhausted};
use super::super::order::BOXES_COLUMNS_ROWS;
use super::grid::Cands;
use super::links::two_bits;
use super::potential::pot;
use super::propagate::{Advanced, Nested, Run};
use crate::geometry::{CELLS, HOUSES, HOUSE_CELLS};

/// The most candidates a simple step removes or relies on: 14 (the 7 other
/// cells of a house, two digits each).
const LIST: usize = 32;

/// A step found on the reduced grid: the candidates it removes (cell, digit
/// mask) and those it needed removed (`cell * 9 + digit`).
pub struct Rule {
    removes: [(u8, u16); LIST],
    removes_len: usize,
    needs: [u16; LIST],
    needs_len: usize,
}

impl Rule {
    const EMPTY: Rule = Rule {
        removes: [(0, 0); LIST],
        removes_len: 0,
        needs: [0; LIST],
        needs_len: 0,
    };

    fn clear(&mut self) {
        self.removes_len = 0;
        self.needs_len = 0;
    }

    fn remove(&mut self, cell: usize, mask: u16) {
        self.removes[self.removes_len] = (cell as u8, mask);
        self.removes_len += 1;
    }

    fn need(&mut self, cell: usize, digit: usize) {
        self.needs[self.needs_len] = (cell * 9 + digit) as u16;
        self.needs_len += 1;
    }

    /// The cells of `house` in `places` lose `digit`.
    fn remove_places(&mut self, house: usize, places: u16, digit: usize) {
        each(places, |k| {
            self.remove(HOUSE_CELLS[house][k] as usize, 1 << digit)
        });
    }

    /// The cells of `house` in `places` needed `digit` gone.
    fn need_places(&mut self, house: usize, places: u16, digit: usize) {
        each(places, |k| self.need(HOUSE_CELLS[house][k] as usize, digit));
    }
}

fn each(mut bits: u16, mut f: impl FnMut(usize)) {
    while bits != 0 {
        let k = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        f(k);
    }
}

/// What the simple techniques read besides the candidates: empty cells per
/// house and digits placed (a chain never places).
#[derive(Clone, Copy)]
pub struct Counts {
    pub empty_in_house: [u8; HOUSES],
    pub placed: [u8; 9],
}

/// Pointing and claiming, in Sudoku Explainer's order: boxes with columns,
/// boxes with rows, columns with boxes, rows with boxes; then digits.
fn locking(grid: &Cands, source: &Cands, rule: &mut Rule, mut f: impl FnMut(&Rule)) {
    // Houses: rows 0, columns 9, boxes 18.
    for (first, second) in [(18, 9), (18, 0), (9, 18), (0, 18)] {
        for h1 in first..first + 9 {
            let crossing = crossing_houses(h1, second);
            for h2 in crossing {
                let inside = shared(h1, h2);
                for digit in 0..9 {
                    let places = grid.positions(h1, digit);
                    if places & places.wrapping_sub(1) == 0 || places & !inside != 0 {
                        continue;
                    }
                    let gone = grid.positions(h2, digit) & !shared(h2, h1);
                    if gone == 0 {
                        continue;
                    }
                    rule.clear();
                    rule.remove_places(h2, gone, digit);
                    let lost = source.positions(h1, digit) & !places & !inside;
                    rule.need_places(h1, lost, digit);
                    f(rule);
                }
            }
        }
    }
}

/// The three houses from `base` (rows 0, columns 9 or boxes 18) that cross
/// `house`, in order.
fn crossing_houses(house: usize, base: usize) -> [usize; 3] {
    let i = house % 9;
    match (house / 9, base) {
        // A box: its three columns, or its three rows.
        (2, 9) => [9 + i % 3 * 3, 10 + i % 3 * 3, 11 + i % 3 * 3],
        (2, _) => [i / 3 * 3, i / 3 * 3 + 1, i / 3 * 3 + 2],
        // A column or a row: its three boxes.
        (1, _) => [18 + i / 3, 21 + i / 3, 24 + i / 3],
        _ => [18 + i / 3 * 3, 19 + i / 3 * 3, 20 + i / 3 * 3],
    }
}

/// The pairs `(a, b)`, `a < b`, of the set bits of `mask`, in Sudoku
/// Explainer's order: by `b`, then `a`.
fn pairs(mask: u16, mut f: impl FnMut(usize, usize)) {
    let mut later = mask;
    while later != 0 {
        let b = later.trailing_zeros() as usize;
        later &= later - 1;
        let mut earlier = mask & ((1 << b) - 1);
        while earlier != 0 {
            let a = earlier.trailing_zeros() as usize;
            earlier &= earlier - 1;
            f(a, b);
        }
    }
}

/// Hidden pairs: houses boxes, columns, rows with more than 4 empty cells,
/// digit pairs in increasing order.
fn hidden_pairs(
    grid: &Cands,
    source: &Cands,
    counts: &Counts,
    rule: &mut Rule,
    mut f: impl FnMut(&Rule),
) {
    for &house in &BOXES_COLUMNS_ROWS {
        let house = house as usize;
        if counts.empty_in_house[house] <= 4 {
            continue;
        }
        // Only digits with exactly two places can pair.
        let mut two = 0u16;
        for digit in 0..9 {
            if two_bits(grid.positions(house, digit)) {
                two |= 1 << digit;
            }
        }
        pairs(two, |a, b| {
            let places = grid.positions(house, a);
            if places != grid.positions(house, b) {
                return;
            }
            let pair = (1u16 << a) | (1 << b);
            rule.clear();
            each(places, |k| {
                let cell = HOUSE_CELLS[house][k] as usize;
                let others = grid.cand[cell] & !pair;
                if others != 0 {
                    rule.remove(cell, others);
                }
            });
            if rule.removes_len == 0 {
                return;
            }
            each(!places & 0x1FF, |k| {
                let cell = HOUSE_CELLS[house][k] as usize;
                for digit in [a, b] {
                    if source.has(cell, digit) {
                        rule.need(cell, digit);
                    }
                }
            });
            f(rule);
        });
    }
}

/// Naked pairs: houses boxes, columns, rows with 4 or more empty cells,
/// cell pairs in increasing order.
fn naked_pairs(
    grid: &Cands,
    source: &Cands,
    counts: &Counts,
    rule: &mut Rule,
    mut f: impl FnMut(&Rule),
) {
    for &house in &BOXES_COLUMNS_ROWS {
        let house = house as usize;
        if counts.empty_in_house[house] < 4 {
            continue;
        }
        let cells = &HOUSE_CELLS[house];
        let mut two = 0u16;
        for (k, &cell) in cells.iter().enumerate() {
            if two_bits(grid.cand[cell as usize]) {
                two |= 1 << k;
            }
        }
        pairs(two, |i, j| {
            let (ci, cj) = (cells[i] as usize, cells[j] as usize);
            let union = grid.cand[ci];
            if union != grid.cand[cj] {
                return;
            }
            rule.clear();
            for (k, &cell) in cells.iter().enumerate() {
                let cell = cell as usize;
                if k != i && k != j && grid.cand[cell] & union != 0 {
                    rule.remove(cell, grid.cand[cell] & union);
                }
            }
            if rule.removes_len == 0 {
                return;
            }
            for cell in [ci, cj] {
                each(source.cand[cell] & !union, |digit| rule.need(cell, digit));
            }
            f(rule);
        });
    }
}

/// X-Wings: base columns first, then base rows; line pairs in increasing
/// order, then digits.
fn x_wings(
    grid: &Cands,
    source: &Cands,
    counts: &Counts,
    rule: &mut Rule,
    mut f: impl FnMut(&Rule),
) {
    for (base, cover) in [(9, 0), (0, 9)] {
        pairs(0x1FF, |a, b| {
            let (l1, l2) = (base + a, base + b);
            for digit in 0..9 {
                if counts.placed[digit] + 4 > 9 {
                    continue;
                }
                let covers = grid.positions(l1, digit);
                if !two_bits(covers) || grid.positions(l2, digit) != covers {
                    continue;
                }
                let lines = (1u16 << a) | (1 << b);
                rule.clear();
                each(covers, |c| {
                    let line = cover + c;
                    let gone = grid.positions(line, digit) & !lines;
                    rule.remove_places(line, gone, digit);
                });
                if rule.removes_len == 0 {
                    continue;
                }
                for line in [l1, l2] {
                    rule.need_places(line, source.positions(line, digit) & !covers, digit);
                }
                f(rule);
            }
        });
    }
}

/// Level 1 ("(+)"): the four simple techniques.
pub struct Plus {
    pub counts: Counts,
    rule: Rule,
    parents: [u16; LIST],
}

impl Plus {
    pub fn new(counts: Counts) -> Plus {
        Plus {
            counts,
            rule: Rule::EMPTY,
            parents: [0; LIST],
        }
    }
}

/// Adds the potentials of a step to `run`: each candidate it removes, with
/// the step's rule parents. A step without rule parents is skipped.
fn add_step(run: &mut Run, rule: &Rule, parents: &mut [u16; LIST], nested: Option<Nested>) {
    if rule.needs_len == 0 {
        return;
    }
    let mut n = 0;
    for &cand in &rule.needs[..rule.needs_len] {
        let cand = cand as usize;
        if let Some(node) = run.node_of(pot(cand / 9, cand % 9, false)) {
            parents[n] = node;
            n += 1;
        }
    }
    let mut removes = rule.removes;
    let removes = &mut removes[..rule.removes_len];
    removes.sort_unstable_by_key(|&(cell, _)| cell);
    for &(cell, mask) in removes.iter() {
        each(mask, |digit| {
            run.add_advanced(pot(cell as usize, digit, false), &parents[..n], nested)
        });
    }
}

impl Advanced for Plus {
    fn more(
        &mut self,
        reduced: &Cands,
        source: &Cands,
        run: &mut Run,
        budget: &mut Budget,
    ) -> Result<bool, Exhausted> {
        budget.spend(4)?;
        let before = run.len;
        let (rule, parents) = (&mut self.rule, &mut self.parents);
        locking(reduced, source, rule, |r| add_step(run, r, parents, None));
        if run.len > before {
            return Ok(true);
        }
        hidden_pairs(reduced, source, &self.counts, rule, |r| {
            add_step(run, r, parents, None)
        });
        if run.len > before {
            return Ok(true);
        }
        naked_pairs(reduced, source, &self.counts, rule, |r| {
            add_step(run, r, parents, None)
        });
        if run.len > before {
            return Ok(true);
        }
        x_wings(reduced, source, &self.counts, rule, |r| {
            add_step(run, r, parents, None)
        });
        Ok(run.len > before)
    }
}

#[allow(dead_code)]
const _: () = assert!(CELLS == 81);
