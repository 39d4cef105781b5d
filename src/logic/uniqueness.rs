//! Unique rectangles and loops. If the cells of a closed loop, each pair of
//! neighbours sharing a house and every house visited twice, could only hold
//! digits x and y, the two could be swapped: a second solution. A puzzle
//! with one solution cannot come to that, so one of the loop's extra
//! candidates must be true:
//! - type 1: one cell has extras; it loses x and y;
//! - type 2: the cells with extras share one extra digit z; cells seeing them
//!   all lose z;
//! - type 3: two cells with extras act as one cell holding one of the extras,
//!   which with other cells of a shared house forms a naked subset (or, with
//!   x and y, a hidden one);
//! - type 4: two cells with extras share a house where x can only go in them;
//!   so neither can be y.
//!
//! The loops are found and rated as Sudoku Explainer finds and rates them,
//! including which of several it takes: the lowest rated, then the lowest
//! type, then the first found.

use super::board::Board;
use super::masks::{masks_of, Count, ALL_DIGITS};
use super::order::box_row_column;
use super::step::{Step, StepKind};
use super::technique::Technique;
use crate::geometry::{CellSet, CELLS, HOUSES_OF, HOUSE_CELLS, HOUSE_SETS, PEER_SETS};

/// The best unique rectangle or loop step, if any is worth making.
pub fn unique_loop(board: &Board) -> Option<Step> {
    let mut search = LoopSearch {
        board,
        pair: 0,
        pair_cells: CellSet::EMPTY,
        pair_only_cells: CellSet::EMPTY,
        path: [0; LONGEST_PATH],
        len: 0,
        in_path: CellSet::EMPTY,
        visited: [0; 2],
        places: [const { Place::EMPTY }; LONGEST_PATH],
        done: [CellSet::EMPTY; DONE],
        done_len: 0,
        offers: Offers {
            best: None,
            best_step: Step::default(),
            candidate: Step::default(),
        },
    };
    for cell in 0..CELLS {
        let mask = board.candidates[cell];
        if mask.count() == 2 {
            search.pair = mask;
            search.pair_cells = (0..CELLS)
                .filter(|&c| board.candidates[c] & mask == mask)
                .collect();
            search.pair_only_cells = (0..CELLS)
                .filter(|&c| board.candidates[c] == mask)
                .collect();
            // When the cells' extra candidates are all one digit, every path
            // is open to the search whatever it met before, so each loop
            // through an earlier start on this pair was found from there
            // first: leave those starts out.
            let extras = search
                .pair_cells
                .iter()
                .fold(0, |m, c| m | board.candidates[c] & !mask);
            if extras.count() <= 1 {
                let earlier = CellSet((1u128 << cell) - 1);
                search.pair_cells = search.pair_cells.minus(search.pair_only_cells.and(earlier));
            }
            search.paths_from(cell);
        }
    }
    let Offers {
        best, best_step, ..
    } = search.offers;
    best.map(|_| best_step)
}

/// The longest path the search can build: the cells at even places lie in
/// houses no other even place has, so in different rows, nine at most;
/// and as many at odd places.
const LONGEST_PATH: usize = 18;

/// The steps of the loops found, and the best of them: built in place, so
/// that no step sits in the search's frames.
struct Offers {
    /// The best step's rating and type (Sudoku Explainer's sort key), when
    /// there is one; the step is `best_step`.
    best: Option<(f64, u8)>,
    best_step: Step,
    /// Where each shape builds its step before offering it.
    candidate: Step,
}

impl Offers {
    /// Keeps the candidate step, rated `difficulty`, of loop type `kind`, if
    /// it sorts strictly before the best so far.
    fn offer(&mut self, difficulty: f64, kind: u8) {
        if self.candidate.elimination_count() == 0 {
            return;
        }
        let better = match self.best {
            None => true,
            Some((best, best_kind)) => {
                difficulty < best || (difficulty == best && kind < best_kind)
            }
        };
        if better {
            self.best = Some((difficulty, kind));
            std::mem::swap(&mut self.best_step, &mut self.candidate);
        }
    }
}

/// A cell on the path and where the search is in the houses it follows
/// from there: an explicit stack rather than recursion, so that the stack
/// a search takes is fixed.
#[derive(Clone, Copy)]
struct Place {
    cell: u8,
    /// The kind of house (box, row, column: 0-2) the path came in by, which
    /// it does not leave by; [`NO_HOUSE`] at the start.
    came_by: u8,
    /// The kind of house being followed.
    kind: u8,
    /// The cells of that house still to try.
    untried: CellSet,
    /// See [`LoopSearch::enter`].
    allowed_extra: i32,
    extra: u16,
    /// `visited` at this place's parity before the cell joined.
    saved_visited: u32,
}

const NO_HOUSE: u8 = 3;

impl Place {
    const EMPTY: Place = Place {
        cell: 0,
        came_by: NO_HOUSE,
        kind: 0,
        untried: CellSet::EMPTY,
        allowed_extra: 0,
        extra: 0,
        saved_visited: 0,
    };
}

/// The depth-first search for loops on one pair of digits.
struct LoopSearch<'a> {
    board: &'a Board,
    pair: u16,
    /// The cells holding both digits of the pair, and those holding only
    /// them.
    pair_cells: CellSet,
    pair_only_cells: CellSet,
    path: [u8; LONGEST_PATH],
    len: usize,
    in_path: CellSet,
    /// The houses of the path's cells at even and at odd places.
    visited: [u32; 2],
    /// The search's state at each place of the path.
    places: [Place; LONGEST_PATH],
    /// Loops already rated: found again from another cell or the other way
    /// round, a loop gives the same steps in the same order, which can only
    /// tie with the first finding.
    done: [CellSet; DONE],
    done_len: usize,
    offers: Offers,
}

/// How many rated loops are remembered; past that, loops are rated again,
/// which is only slower.
const DONE: usize = 32;

/// The three houses of each cell, as bits of a house mask.
const HOUSE_BITS: [u32; CELLS] = {
    let mut table = [0u32; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut k = 0;
        while k < 3 {
            table[cell] |= 1 << HOUSES_OF[cell][k];
            k += 1;
        }
        cell += 1;
    }
    table
};

impl LoopSearch<'_> {
    /// Every path from `start`: each place follows the houses of its cell
    /// but the one it came in by, in order (box, row, column), each
    /// house's cells in increasing order, depth first.
    fn paths_from(&mut self, start: usize) {
        self.enter(start, 2, 0, NO_HOUSE);
        while self.len > 0 {
            let top = self.len - 1;
            let Some(next) = self.next_untried(top) else {
                self.leave();
                continue;
            };
            if next == start && self.len >= 4 {
                self.closed();
                continue;
            }
            if self.in_path.contains(next) {
                continue;
            }
            let place = &mut self.places[top];
            let mask = self.board.candidates[next];
            place.extra = (place.extra | mask) & !self.pair;
            let (extra, allowed_extra, kind) = (place.extra, place.allowed_extra, place.kind);
            let size = mask.count();
            if size == 2 || extra.count() == 1 || allowed_extra > 0 {
                // A cell whose house is already on the path at the same
                // parity can only close an invalid loop: skip it. So can
                // a cell after which some house visited once has no free
                // cell left to be visited again.
                let allowed = allowed_extra - i32::from(size > 2);
                if self.visited[self.len % 2] & HOUSE_BITS[next] == 0
                    && self.can_beat_best(self.len + 1)
                    && self.can_close_after(next, allowed <= 0 && extra.count() > 1)
                {
                    self.enter(next, allowed, extra, kind);
                }
            }
        }
    }

    /// Adds `cell` to the path, come in by a house of kind `came_by`.
    /// `allowed_extra` and `extra` follow Sudoku Explainer: at most two
    /// cells with extra candidates, more only while all the extras seen
    /// from this cell (including cells tried and left) are one digit.
    fn enter(&mut self, cell: usize, allowed_extra: i32, extra: u16, came_by: u8) {
        let at = self.len;
        debug_assert!(at < LONGEST_PATH, "a valid path is at most 18 cells");
        let parity = at % 2;
        self.places[at] = Place {
            cell: cell as u8,
            came_by,
            kind: 0,
            untried: CellSet::EMPTY,
            allowed_extra,
            extra,
            saved_visited: self.visited[parity],
        };
        self.path[at] = cell as u8;
        self.len += 1;
        self.in_path.insert(cell);
        self.visited[parity] |= HOUSE_BITS[cell];
        self.start_house(at);
    }

    /// Takes the last cell off the path.
    fn leave(&mut self) {
        self.len -= 1;
        let place = &self.places[self.len];
        self.in_path.remove(usize::from(place.cell));
        self.visited[self.len % 2] = place.saved_visited;
    }

    /// Sets place `at` on the cells of its house of kind `kind`, or on none
    /// when that is the house it came in by.
    fn start_house(&mut self, at: usize) {
        let place = &mut self.places[at];
        place.untried = if place.kind == place.came_by {
            CellSet::EMPTY
        } else {
            let house = box_row_column(usize::from(place.cell))[usize::from(place.kind)];
            HOUSE_SETS[house].and(self.pair_cells)
        };
    }

    /// The next cell to try from place `at`, moving on to its next house
    /// when one is done; None when all three are.
    fn next_untried(&mut self, at: usize) -> Option<usize> {
        loop {
            let place = &mut self.places[at];
            if let Some(cell) = place.untried.first() {
                place.untried.remove(cell);
                return Some(cell);
            }
            if place.kind == 2 {
                return None;
            }
            place.kind += 1;
            self.start_house(at);
        }
    }

    /// Whether a loop through a path of `len` cells could still sort before
    /// the best step so far: loops only get dearer with length, and a tie
    /// needs a lower type.
    fn can_beat_best(&self, len: usize) -> bool {
        let Some((best, best_kind)) = self.offers.best else {
            return true;
        };
        let shortest = (len + len % 2).max(4);
        let rating = loop_difficulty(shortest);
        rating < best || (rating == best && best_kind > 1)
    }
    /// Whether, with `next` added to the path, every house the path visits
    /// once still has a cell off the path that could join it at the other
    /// parity: a valid loop visits each of its houses twice, at an even and
    /// at an odd place. When no more cells with extra
    /// candidates may join (`pairs_only`), only cells holding just the two
    /// digits can.
    fn can_close_after(&self, next: usize, pairs_only: bool) -> bool {
        let mut visited = self.visited;
        visited[self.len % 2] |= HOUSE_BITS[next];
        let joinable = if pairs_only {
            self.pair_only_cells
        } else {
            self.pair_cells
        };
        let free = joinable.minus(self.in_path).minus(CellSet::single(next));
        // A house visited at one parity needs a cell at the other, which
        // cannot be in a house the path already visits at that parity.
        for parity in 0..2 {
            let mut once = visited[1 - parity] & !visited[parity];
            while once != 0 {
                let house = once.trailing_zeros() as usize;
                once &= once - 1;
                let fits = HOUSE_SETS[house]
                    .and(free)
                    .iter()
                    .any(|cell| HOUSE_BITS[cell] & visited[parity] == 0);
                if !fits {
                    return false;
                }
            }
        }
        true
    }

    /// The path closes on its first cell: rate the loop's steps.
    fn closed(&mut self) {
        // Every house visited as often at even places as at odd ones (each
        // at most once per parity, which `paths_from` ensures).
        if self.visited[0] != self.visited[1] {
            return;
        }
        let loop_cells = &self.path[..self.len];
        let set: CellSet = loop_cells.iter().map(|&c| c as usize).collect();
        if self.done[..self.done_len].contains(&set) {
            return;
        }
        if self.done_len < DONE {
            self.done[self.done_len] = set;
            self.done_len += 1;
        }
        let board = self.board;
        let mut extra_cells = [0u8; LONGEST_PATH];
        let mut count = 0;
        for &cell in loop_cells {
            if board.candidates[cell as usize].count() > 2 {
                extra_cells[count] = cell;
                count += 1;
            }
        }
        let extras = &extra_cells[..count];
        let cell = |k: usize| usize::from(extras[k]);
        let shape = Shape {
            board,
            cells: set,
            len: self.len,
            pair: self.pair,
        };
        let offers = &mut self.offers;
        match count {
            0 => {}
            1 => shape.type1(cell(0), offers),
            2 => {
                let (c1, c2) = (cell(0), cell(1));
                let others = (board.candidates[c1] | board.candidates[c2]) & !self.pair;
                if others.count() == 1 {
                    shape.type2(extras, offers);
                } else {
                    shape.type3(c1, c2, offers);
                }
                shape.type4(c1, c2, offers);
            }
            _ => shape.type2(extras, offers),
        }
    }
}

/// Sudoku Explainer's rating of a loop of `len` cells, computed as it does
/// in floating point, so that its order among loops is the same.
fn loop_difficulty(len: usize) -> f64 {
    let mut rating = 4.5;
    if len >= 10 {
        rating += 0.3;
    }
    if len >= 8 {
        rating += 0.2;
    } else if len >= 6 {
        rating += 0.1;
    }
    rating
}

/// A closed valid loop on two digits.
struct Shape<'a> {
    board: &'a Board,
    cells: CellSet,
    len: usize,
    pair: u16,
}

impl Shape<'_> {
    /// The loop's base rating.
    fn difficulty(&self) -> f64 {
        loop_difficulty(self.len)
    }

    /// Starts `step` as a step of loop type `kind`, rated `difficulty`.
    fn start(&self, kind: u8, difficulty: f64, step: &mut Step) {
        use Technique::*;
        let rectangle = self.len == 4;
        let technique = match (kind, rectangle) {
            (1, true) => UniqueRectangleType1,
            (2, true) => UniqueRectangleType2,
            (3, true) => UniqueRectangleType3,
            (_, true) => UniqueRectangleType4,
            (1, false) => UniqueLoopType1,
            (2, false) => UniqueLoopType2,
            (3, false) => UniqueLoopType3,
            (_, false) => UniqueLoopType4,
        };
        let tenths = ((difficulty + 0.05) * 10.0) as u8;
        *step = Step::new(StepKind::Elimination, technique, tenths);
        step.digits = self.pair;
        for cell in self.cells {
            step.add_cell(cell, self.pair);
        }
    }

    /// One cell with extras: it cannot be x or y.
    fn type1(&self, rescue: usize, offers: &mut Offers) {
        let step = &mut offers.candidate;
        self.start(1, self.difficulty(), step);
        step.eliminations[rescue] = self.pair;
        offers.offer(self.difficulty(), 1);
    }

    /// The cells with extras share the extra digit of the first: cells that
    /// see them all lose it.
    fn type2(&self, extras: &[u8], offers: &mut Offers) {
        let board = self.board;
        let digit = board.candidates[usize::from(extras[0])] & !self.pair;
        let digit = digit & digit.wrapping_neg();
        let mut common = CellSet::ALL;
        let mut extra_set = CellSet::EMPTY;
        for &cell in extras {
            common = common.and(PEER_SETS[usize::from(cell)]);
            extra_set.insert(usize::from(cell));
        }
        let step = &mut offers.candidate;
        self.start(2, self.difficulty(), step);
        for &cell in extras {
            step.add_pattern(usize::from(cell), digit);
        }
        for cell in common.minus(extra_set) {
            step.eliminations[cell] = board.candidates[cell] & digit;
        }
        offers.offer(self.difficulty(), 2);
    }

    /// Two cells with extras, x locked in a house they share: neither is y
    /// (or y locked: neither is x). Sudoku Explainer takes the last house
    /// kind (box, row, column) where x is locked, else where y is.
    fn type4(&self, c1: usize, c2: usize, offers: &mut Offers) {
        let board = self.board;
        let (x, y) = (
            self.pair & self.pair.wrapping_neg(),
            self.pair & (self.pair - 1),
        );
        let mut lock_x = None;
        let mut lock_y = None;
        let h1 = box_row_column(c1);
        let h2 = box_row_column(c2);
        for kind in 0..3 {
            if h1[kind] != h2[kind] {
                continue;
            }
            let house = h1[kind];
            let mut seen = 0u16;
            for &cell in &HOUSE_CELLS[house] {
                let cell = cell as usize;
                if cell != c1 && cell != c2 {
                    seen |= board.candidates[cell];
                }
            }
            if seen & x == 0 {
                lock_x = Some(house);
            }
            if seen & y == 0 {
                lock_y = Some(house);
            }
        }
        let (house, locked, removed) = match (lock_x, lock_y) {
            (Some(house), _) => (house, x, y),
            (None, Some(house)) => (house, y, x),
            (None, None) => return,
        };
        let step = &mut offers.candidate;
        self.start(4, self.difficulty(), step);
        step.add_house(house);
        step.digits = locked | removed;
        step.eliminations[c1] = removed;
        step.eliminations[c2] = removed;
        offers.offer(self.difficulty(), 4);
    }

    /// Two cells with extras, seen as one cell holding one of the extras:
    /// naked subsets with other cells of a house they share, then hidden
    /// subsets that include x and y, degree by degree.
    fn type3(&self, c1: usize, c2: usize, offers: &mut Offers) {
        let board = self.board;
        let m1 = board.candidates[c1];
        let m2 = board.candidates[c2];
        let extra = (m1 | m2) & !self.pair;
        let h1 = box_row_column(c1);
        let h2 = box_row_column(c2);
        for degree in extra.count()..=7 {
            for kind in 0..3 {
                if h1[kind] != h2[kind] {
                    continue;
                }
                let house = h1[kind];
                let empty = u32::from(board.empty_in_house[house]);
                let index =
                    |cell: usize| HOUSE_CELLS[house].iter().position(|&c| c as usize == cell);
                let (Some(i1), Some(i2)) = (index(c1), index(c2)) else {
                    continue;
                };
                if degree * 2 <= empty {
                    self.type3_naked(house, degree, (c1, i1), i2, extra, offers);
                }
                if degree * 2 < empty {
                    self.type3_hidden(house, degree, (c1, i1), (c2, i2), extra, offers);
                }
            }
        }
    }

    fn type3_naked(
        &self,
        house: usize,
        degree: u32,
        (c1, i1): (usize, usize),
        i2: usize,
        extra: u16,
        offers: &mut Offers,
    ) {
        let board = self.board;
        let c2 = HOUSE_CELLS[house][i2] as usize;
        let both = extra & board.candidates[c1] & board.candidates[c2];
        for combo in masks_of(9, degree) {
            let combo = combo as u16;
            if combo >> i1 & 1 == 0 || combo >> i2 & 1 != 0 {
                continue;
            }
            let mut union = extra;
            let mut with_both = both;
            let mut every_two = true;
            for k in (0..9).filter(|&k| k != i1 && combo >> k & 1 != 0) {
                let mask = board.candidates[HOUSE_CELLS[house][k] as usize];
                every_two &= mask.count() >= 2;
                union |= mask;
                with_both |= mask;
            }
            if with_both.count() != degree || !every_two || union.count() != degree {
                continue;
            }
            let difficulty = self.difficulty() + f64::from(degree - 1) * 0.1;
            let step = &mut offers.candidate;
            self.start(3, difficulty, step);
            step.add_house(house);
            step.add_pattern(c1, extra & board.candidates[c1]);
            step.add_pattern(c2, extra & board.candidates[c2]);
            for (k, &cell) in HOUSE_CELLS[house].iter().enumerate() {
                let cell = cell as usize;
                if k == i1 || cell == c2 {
                    continue;
                }
                if combo >> k & 1 != 0 {
                    step.add_pattern(cell, board.candidates[cell]);
                } else {
                    step.eliminations[cell] = board.candidates[cell] & union;
                }
            }
            offers.offer(difficulty, 3);
        }
    }

    fn type3_hidden(
        &self,
        house: usize,
        degree: u32,
        (c1, i1): (usize, usize),
        (c2, i2): (usize, usize),
        extra: u16,
        offers: &mut Offers,
    ) {
        let board = self.board;
        // The digits that may join x and y: neither of them nor an extra.
        let mut rest = [0u8; 9];
        let mut rest_len = 0;
        for digit in 1..=9u8 {
            if (self.pair | extra) & (1 << (digit - 1)) == 0 {
                rest[rest_len] = digit;
                rest_len += 1;
            }
        }
        if degree - 2 > rest_len as u32 {
            return;
        }
        for pick in masks_of(rest_len as u32, degree - 2) {
            let pick = pick as u16;
            let mut hidden = self.pair;
            for (i, &digit) in rest[..rest_len].iter().enumerate() {
                if pick >> i & 1 != 0 {
                    hidden |= 1 << (digit - 1);
                }
            }
            let mut places = 0u16;
            let mut everywhere = true;
            for digit in (1..=9u8).filter(|d| hidden >> (d - 1) & 1 != 0) {
                let found = board.positions(house, digit) & !(1 << i2);
                everywhere &= found != 0;
                places |= found;
            }
            if !everywhere || places.count() != degree {
                continue;
            }
            let subset = places & !(1 << i1) & !(1 << i2);
            let difficulty = self.difficulty() + f64::from(subset.count() - 1) * 0.1;
            let step = &mut offers.candidate;
            self.start(3, difficulty, step);
            step.add_house(house);
            step.add_pattern(c1, hidden & board.candidates[c1]);
            step.add_pattern(c2, hidden & board.candidates[c2]);
            for k in (0..9).filter(|k| subset >> k & 1 != 0) {
                let cell = HOUSE_CELLS[house][k] as usize;
                step.add_pattern(cell, board.candidates[cell] & hidden);
                step.eliminations[cell] = board.candidates[cell] & !hidden & ALL_DIGITS;
            }
            offers.offer(difficulty, 3);
        }
    }
}
