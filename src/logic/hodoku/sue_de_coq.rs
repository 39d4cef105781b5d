//! Sue de Coq: two or three cells where a line crosses a box, holding at
//! least two more digits than cells, split between a set of other line
//! cells and a set of other box cells. Each set is locked on its digits,
//! so the line loses the line set's and the intersection's digits the box
//! set does not hold, the box likewise, and both lose the extra digits
//! (not in the intersection) the two sets share.
//!
//! HoDoKu's order, which decides which step is taken: rows then columns,
//! each with boxes 1-9; intersection cells chosen as pairs, each pair
//! followed by the triples extending it; line sets before box sets, both
//! grown cell by cell in index order; the first pattern that eliminates.

use super::board::{digits_of, Board};
use super::step::HodokuStep;
use super::table::numbers::SUE_DE_COQ;
use crate::geometry::{CellSet, HOUSE_SETS};

const ROWS: usize = 0;
const COLUMNS: usize = 9;
const BOXES: usize = 18;

pub(super) fn sue_de_coq(board: &Board) -> Option<HodokuStep> {
    let empty: CellSet = (0..81).filter(|&c| board.values[c] == 0).collect();
    for first_line in [ROWS, COLUMNS] {
        for line in HOUSE_SETS.iter().skip(first_line).take(9) {
            let line_cells = line.and(empty);
            for block in HOUSE_SETS.iter().skip(BOXES).take(9) {
                let box_cells = block.and(empty);
                let crossing = line_cells.and(box_cells);
                if crossing.len() < 2 {
                    continue;
                }
                let search = Search {
                    board,
                    line_cells,
                    box_cells,
                };
                if let Some(step) = search.intersections(crossing) {
                    return Some(step);
                }
            }
        }
    }
    None
}

struct Search<'a> {
    board: &'a Board,
    line_cells: CellSet,
    box_cells: CellSet,
}

/// A chosen set of cells and the union of their candidates.
#[derive(Clone, Copy)]
struct Part {
    cells: CellSet,
    digits: u16,
}

impl Search<'_> {
    fn cands(&self, cell: usize) -> u16 {
        self.board.cands[cell]
    }

    /// Pairs of the crossing cells, each followed by its triples.
    fn intersections(&self, crossing: CellSet) -> Option<HodokuStep> {
        let cells: Vec<usize> = crossing.iter().collect();
        for (i, &a) in cells.iter().enumerate() {
            for (j, &b) in cells.iter().enumerate().skip(i + 1) {
                let pair = Part {
                    cells: CellSet::single(a).or(CellSet::single(b)),
                    digits: self.cands(a) | self.cands(b),
                };
                if let Some(step) = self.with_intersection(pair) {
                    return Some(step);
                }
                for &c in &cells[j + 1..] {
                    let mut triple = pair;
                    triple.cells.insert(c);
                    triple.digits |= self.cands(c);
                    if let Some(step) = self.with_intersection(triple) {
                        return Some(step);
                    }
                }
            }
        }
        None
    }

    fn with_intersection(&self, inter: Part) -> Option<HodokuStep> {
        let extra = inter.digits.count_ones() as i32 - inter.cells.len() as i32;
        if extra < 2 {
            return None;
        }
        let source: Vec<usize> = self.line_cells.minus(inter.cells).iter().collect();
        let empty = Part {
            cells: CellSet::EMPTY,
            digits: 0,
        };
        self.line_sets(inter, extra, &source, 0, 0, empty)
    }

    /// Line sets: at least one intersection digit, more cells than digits
    /// from outside the intersection, and leaving some of the
    /// intersection's surplus for the box set.
    fn line_sets(
        &self,
        inter: Part,
        extra: i32,
        source: &[usize],
        from: usize,
        size: i32,
        chosen: Part,
    ) -> Option<HodokuStep> {
        for (i, &cell) in source.iter().enumerate().skip(from) {
            let mut set = chosen;
            set.cells.insert(cell);
            set.digits |= self.cands(cell);
            let size = size + 1;
            let shared = set.digits & inter.digits;
            let outside = (set.digits & !inter.digits).count_ones() as i32;
            if shared != 0 && size > outside && size - outside < extra {
                let left = extra - (size - outside);
                let box_source: Vec<usize> = self
                    .box_cells
                    .minus(inter.cells)
                    .minus(set.cells)
                    .iter()
                    .collect();
                let empty = Part {
                    cells: CellSet::EMPTY,
                    digits: 0,
                };
                let found = self.box_sets(inter, set, shared, left, &box_source, 0, 0, empty);
                if found.is_some() {
                    return found;
                }
            }
            let found = self.line_sets(inter, extra, source, i + 1, size, set);
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// Box sets: no intersection digit the line set holds, covering
    /// exactly the surplus left.
    #[allow(clippy::too_many_arguments)]
    fn box_sets(
        &self,
        inter: Part,
        line_set: Part,
        forbidden: u16,
        left: i32,
        source: &[usize],
        from: usize,
        size: i32,
        chosen: Part,
    ) -> Option<HodokuStep> {
        for (i, &cell) in source.iter().enumerate().skip(from) {
            if self.cands(cell) & forbidden != 0 {
                continue;
            }
            let mut set = chosen;
            set.cells.insert(cell);
            set.digits |= self.cands(cell);
            let size = size + 1;
            let shared = set.digits & inter.digits;
            let outside = (set.digits & !inter.digits).count_ones() as i32;
            if shared != 0 && size - outside == left {
                if let Some(step) = self.step(inter, line_set, set) {
                    return Some(step);
                }
            }
            if size - outside <= left {
                let found =
                    self.box_sets(inter, line_set, forbidden, left, source, i + 1, size, set);
                if found.is_some() {
                    return found;
                }
            }
        }
        None
    }

    fn step(&self, inter: Part, line_set: Part, box_set: Part) -> Option<HodokuStep> {
        let both_extra = line_set.digits & box_set.digits & !inter.digits;
        let mut step = HodokuStep::new(SUE_DE_COQ);
        let box_gone = ((inter.digits | box_set.digits) & !line_set.digits) | both_extra;
        let box_rest = self.box_cells.minus(inter.cells).minus(box_set.cells);
        self.eliminate(&mut step, box_rest, box_gone);
        let line_gone = ((inter.digits | line_set.digits) & !box_set.digits) | both_extra;
        let line_rest = self.line_cells.minus(inter.cells).minus(line_set.cells);
        self.eliminate(&mut step, line_rest, line_gone);
        if step.eliminations.is_empty() {
            return None;
        }
        step.cells = inter.cells.iter().map(|c| c as u8).collect();
        step.digits = inter.digits;
        Some(step)
    }

    fn eliminate(&self, step: &mut HodokuStep, cells: CellSet, digits: u16) {
        for cell in cells {
            for digit in digits_of(self.cands(cell) & digits) {
                step.eliminate(cell, digit);
            }
        }
    }
}
