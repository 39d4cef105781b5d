//! The singles at the start of a walk, on bit boards: a cell set per digit
//! and a candidate mask per cell, with no per-house counts kept at each
//! removal (a house's count of a digit is read, when needed, as its cells
//! in the digit's set). It takes the steps [`super::board::Board`]'s
//! queues give (full house, naked single, hidden single, each the oldest
//! queued, HoDoKu's order), keeping the same two queues: an entry is
//! pushed at the removal the board would push it at, found from the
//! removal's cells instead of a count per house and digit.
//!
//! It walks only grids that keep every cell a candidate and every house a
//! place for each digit it lacks: there the board's readers reduce to set
//! tests (a full house is a queued cell alone in a house; a queued hidden
//! single still holds). Anything else (clashing givens, a contradiction, a
//! digit placed off its candidates) gives up, and the walk starts again
//! on the board, which tells those cases as it always did.

use super::board::{bit, Board, ALL_DIGITS};
use crate::geometry::{CellSet, CELLS, HOUSES, HOUSES_OF, HOUSE_CELLS, HOUSE_SETS, PEER_SETS};

/// A set with one element.
#[inline]
fn single(set: u128) -> bool {
    set != 0 && set & (set - 1) == 0
}

/// The index of `HOUSE_SETS[house]`, as plain words.
const HOUSE_BITS: [u128; HOUSES] = {
    let mut bits = [0u128; HOUSES];
    let mut house = 0;
    while house < HOUSES {
        bits[house] = HOUSE_SETS[house].0;
        house += 1;
    }
    bits
};

/// Per cell, its three houses as bits of a house mask.
const HOUSE_MASKS: [u32; CELLS] = {
    let mut masks = [0u32; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let houses = HOUSES_OF[cell];
        masks[cell] = 1 << houses[0] | 1 << houses[1] | 1 << houses[2];
        cell += 1;
    }
    masks
};

/// One single: its row in [`super::STEPS`] (0 full house, 1 naked, 2
/// hidden), its cell and its digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Single {
    pub row: u8,
    pub cell: u8,
    pub digit: u8,
}

/// Singles taken on the bit grid, in order.
struct Singles {
    steps: [Single; CELLS],
    len: usize,
}

impl Singles {
    fn new() -> Singles {
        Singles {
            steps: [Single {
                row: 0,
                cell: 0,
                digit: 0,
            }; CELLS],
            len: 0,
        }
    }

    pub fn steps(&self) -> &[Single] {
        &self.steps[..self.len]
    }
}

/// The singles a walk starts with, and where they leave it.
pub(super) struct Phase {
    singles: Singles,
    /// The board after them, with the singles' queues read empty (as the
    /// board's own readers leave them on a grid with no single); `None`
    /// when they fill the grid.
    pub rest: Option<Board>,
}

impl Phase {
    pub fn steps(&self) -> &[Single] {
        self.singles.steps()
    }
}

/// The grid: values, candidates, the cells of each digit, and the queues.
struct Grid {
    values: [u8; CELLS],
    cands: [u16; CELLS],
    /// Per digit (index 1-9), the empty cells that can hold it.
    planes: [u128; 10],
    empty: u128,
    givens: u128,
    /// Empty cells that are the last empty cell of a house.
    lonely: u128,
    /// The cells that lost a candidate (placed ones included).
    changed: u128,
    /// One slot past the most entries, for pushes written before it is
    /// known whether they count.
    naked: [(u8, u8); CELLS + 1],
    naked_head: usize,
    naked_tail: usize,
    hidden: [(u8, u8); HOUSES * 9 + 1],
    hidden_head: usize,
    hidden_tail: usize,
}

/// Gave up: the grid left what this walk handles (see the module's note).
struct GaveUp;

/// The singles HoDoKu's walk takes first from `puzzle` (cell values, 0
/// for empty), until a step is not a single or the grid is full; `None`
/// when the grid is not one this walk handles (the board's walk then runs
/// from the start).
pub(super) fn singles_phase(puzzle: &[u8; CELLS]) -> Option<Phase> {
    let mut grid = Grid::load(puzzle)?;
    let mut singles = Singles::new();
    let stuck = grid.walk(&mut singles).ok()?;
    let rest = stuck.then(|| grid.board(singles.len as u32));
    Some(Phase { singles, rest })
}

/// What the walk resumed after a step that is not a single works in,
/// kept for the path's every such step (its queues need no clearing).
pub(super) struct Resume {
    grid: Grid,
    singles: Singles,
}

impl Resume {
    pub fn new() -> Resume {
        Resume {
            grid: Grid {
                values: [0; CELLS],
                cands: [0; CELLS],
                planes: [0; 10],
                empty: 0,
                givens: 0,
                lonely: 0,
                changed: 0,
                naked: [(0, 0); CELLS + 1],
                naked_head: 0,
                naked_tail: 0,
                hidden: [(0, 0); HOUSES * 9 + 1],
                hidden_head: 0,
                hidden_tail: 0,
            },
            singles: Singles::new(),
        }
    }

    /// The singles the last [`resume_after_step`] that returned true took.
    pub fn steps(&self) -> &[Single] {
        self.singles.steps()
    }
}

/// The singles HoDoKu's walk takes on `board` after a step that is not a
/// single, until the next such step or a full grid, taken here as at the
/// start: on success `board` holds the grid they leave (as the board's own
/// singles would leave it, its queues read empty) and `work` the singles.
/// False, with `board` as it was, when its queues hold no single or the
/// walk gives up (the board then takes the singles itself).
///
/// `board` must have kept every cell a candidate and every house a place
/// for each digit it lacks (the readers reduce to set tests only there):
/// a board the singles at the start handed on keeps so while no step
/// places a digit and no contradiction is flagged (an elimination that
/// breaks the grid flags one).
pub(super) fn resume_after_step(board: &mut Board, work: &mut Resume) -> bool {
    let open = |&(cell, _): &(u8, u8)| board.values[cell as usize] == 0;
    if !board.naked_queue.entries().iter().any(open)
        && !board.hidden_queue.entries().iter().any(open)
    {
        return false;
    }
    let Resume { grid, singles } = work;
    grid.reload(board);
    singles.len = 0;
    if grid.walk(singles).is_err() {
        return false;
    }
    board.resume_after_singles(
        &grid.values,
        &grid.cands,
        &grid.planes,
        singles.len as u32,
        grid.changed,
    );
    true
}

impl Grid {
    /// The grid of `puzzle` with the queues [`Board::new`] fills placing
    /// the givens one by one (the order [`Board`]'s loading reproduces,
    /// kept the same here); `None` for clashing givens or a contradiction.
    fn load(puzzle: &[u8; CELLS]) -> Option<Grid> {
        // Per house and digit, the cell where it is given; NONE (past
        // every cell) where it is not.
        const NONE: u8 = 127;
        let mut given_at = [[NONE; 10]; HOUSES];
        let mut placed = [0u16; HOUSES];
        let mut seen = [0u128; 10];
        let mut givens = 0u128;
        for (cell, &value) in puzzle.iter().enumerate() {
            if value == 0 {
                continue;
            }
            givens |= 1 << cell;
            seen[value as usize] |= PEER_SETS[cell].0;
            for &house in &HOUSES_OF[cell] {
                let house = house as usize;
                if placed[house] & bit(value) != 0 {
                    return None;
                }
                placed[house] |= bit(value);
                given_at[house][value as usize] = cell as u8;
            }
        }
        // The first given peer holding `d` of the cell in houses r, c, b:
        // when placing the givens in cell order takes `d` from it.
        let first_given = |[r, c, b]: [usize; 3], d: usize| {
            given_at[r][d].min(given_at[c][d]).min(given_at[b][d])
        };
        let empty = CellSet::ALL.0 & !givens;
        let mut grid = Grid {
            values: *puzzle,
            cands: [0; CELLS],
            planes: [0; 10],
            empty,
            givens,
            lonely: 0,
            naked: [(0, 0); CELLS + 1],
            naked_head: 0,
            naked_tail: 0,
            hidden: [(0, 0); HOUSES * 9 + 1],
            hidden_head: 0,
            hidden_tail: 0,
            changed: 0,
        };
        grid.planes = seen.map(|seen| empty & !seen);
        // Index 0, unused, empty as before.
        grid.planes[0] = 0;
        // A cell is left one candidate when the eighth distinct digit
        // among its given peers is placed: the latest of the other digits'
        // first given peers; its peers in cell order within that turn.
        // Keys: turn, cell, digit, a byte each.
        let mut naked = [0u32; CELLS];
        let mut naked_count = 0;
        let mut rest = empty;
        while rest != 0 {
            let cell = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let houses = HOUSES_OF[cell].map(usize::from);
            let [r, c, b] = houses;
            let left = ALL_DIGITS & !(placed[r] | placed[c] | placed[b]);
            if left == 0 {
                return None;
            }
            grid.cands[cell] = left;
            if left & (left - 1) == 0 {
                let digit = left.trailing_zeros() + 1;
                let last = (1..=9)
                    .filter(|&d| d != digit as usize)
                    .map(|d| first_given(houses, d))
                    .max()
                    .unwrap_or(0);
                naked[naked_count] = (last as u32) << 16 | (cell as u32) << 8 | digit;
                naked_count += 1;
            }
        }
        naked[..naked_count].sort_unstable();
        for &key in &naked[..naked_count] {
            grid.push_naked((key >> 8) as u8, key as u8);
        }
        // A house's digit gets its one place when the digit leaves the
        // house's second last other cell: in the turn of that cell's first
        // given peer holding the digit (its peers in cell order, each
        // one's houses row, column, box), or, for a given cell with no such
        // peer before it, when that cell's own candidates are cleared
        // (after its peers, digits in order). Houses where the digit is
        // given have no place for it (left out, as readers skip givens).
        // Keys: the turn's key (32 bits), the place, the digit.
        let mut hidden = [0u64; HOUSES * 9];
        let mut hidden_count = 0;
        for (house, &cells) in HOUSE_BITS.iter().enumerate() {
            let open = empty & cells;
            if single(open) {
                grid.lonely |= open;
            }
            // The digits with one place and with two or more, at once.
            let (mut once, mut twice) = (0u16, 0u16);
            for &cell in &HOUSE_CELLS[house] {
                let cands = grid.cands[cell as usize];
                twice |= once & cands;
                once |= cands;
            }
            if once | placed[house] != ALL_DIGITS {
                return None;
            }
            let in_turn = (house / 9) as u32;
            let mut one_place = once & !twice;
            while one_place != 0 {
                let digit = one_place.trailing_zeros() as u8 + 1;
                one_place &= one_place - 1;
                let d = digit as usize;
                let mut last = 0u32;
                let mut place = 0u8;
                for &other in &HOUSE_CELLS[house] {
                    let remover = first_given(HOUSES_OF[other as usize].map(usize::from), d) as u32;
                    let at = other as u32;
                    let removed = remover << 16 | at << 2 | in_turn;
                    let cleared = at << 16 | 1 << 15 | (d as u32) << 2 | in_turn;
                    let by_peer = remover < at || puzzle[other as usize] == 0;
                    // Without branches: which way each goes is close to a
                    // coin toss. The place itself never loses the digit.
                    let is_place = grid.cands[other as usize] & bit(digit) != 0;
                    let key = if by_peer { removed } else { cleared };
                    last = last.max(if is_place { 0 } else { key });
                    place = if is_place { other } else { place };
                }
                hidden[hidden_count] = (last as u64) << 16 | (place as u64) << 8 | d as u64;
                hidden_count += 1;
            }
        }
        hidden[..hidden_count].sort_unstable();
        for &key in &hidden[..hidden_count] {
            grid.push_hidden((key >> 8) as u8, key as u8);
        }
        Some(grid)
    }

    /// Takes the grid of `board` (sound, see [`resume_after_step`]), its
    /// queues' entries copied in order.
    fn reload(&mut self, board: &Board) {
        let mut empty = 0;
        for digit in 1..=9 {
            self.planes[digit] = board.digit_cells[digit].0;
            // Every empty cell of a sound grid holds a candidate.
            empty |= self.planes[digit];
        }
        let mut lonely = 0;
        for cells in HOUSE_BITS {
            let open = empty & cells;
            lonely |= if single(open) { open } else { 0 };
        }
        self.values = board.values;
        self.cands = board.cands;
        self.empty = empty;
        self.givens = board.givens.0;
        self.lonely = lonely;
        self.changed = 0;
        let naked = board.naked_queue.entries();
        self.naked[..naked.len()].copy_from_slice(naked);
        self.naked_head = 0;
        self.naked_tail = naked.len();
        let hidden = board.hidden_queue.entries();
        self.hidden[..hidden.len()].copy_from_slice(hidden);
        self.hidden_head = 0;
        self.hidden_tail = hidden.len();
    }

    /// Takes singles into `taken` until a step is not a single (true) or
    /// the grid is full (false).
    fn walk(&mut self, taken: &mut Singles) -> Result<bool, GaveUp> {
        while self.empty != 0 {
            let Some(step) = self.next()? else {
                return Ok(true);
            };
            self.place(step.cell as usize, step.digit)?;
            taken.steps[taken.len] = step;
            taken.len += 1;
        }
        Ok(false)
    }

    #[inline]
    fn push_naked(&mut self, cell: u8, digit: u8) {
        self.naked[self.naked_tail] = (cell, digit);
        self.naked_tail += 1;
    }

    #[inline]
    fn push_hidden(&mut self, cell: u8, digit: u8) {
        self.hidden[self.hidden_tail] = (cell, digit);
        self.hidden_tail += 1;
    }

    #[inline]
    fn is_empty(&self, cell: u8) -> bool {
        self.empty >> cell & 1 != 0
    }

    /// The single the board's readers give next, in priority order, or
    /// `None` when there is none (the queues then read empty).
    fn next(&mut self) -> Result<Option<Single>, GaveUp> {
        while self.naked_head < self.naked_tail && !self.is_empty(self.naked[self.naked_head].0) {
            self.naked_head += 1;
        }
        if self.lonely != 0 {
            // The first queued cell alone in a house: on a grid without a
            // contradiction, the board's "only this digit left in a house".
            for &(cell, digit) in &self.naked[self.naked_head..self.naked_tail] {
                if self.lonely >> cell & 1 != 0 {
                    return Ok(Some(Single {
                        row: 0,
                        cell,
                        digit,
                    }));
                }
            }
            return Err(GaveUp);
        }
        if self.naked_head < self.naked_tail {
            let (cell, digit) = self.naked[self.naked_head];
            self.naked_head += 1;
            return Ok(Some(Single {
                row: 1,
                cell,
                digit,
            }));
        }
        while self.hidden_head < self.hidden_tail {
            let (cell, digit) = self.hidden[self.hidden_head];
            self.hidden_head += 1;
            if !self.is_empty(cell) {
                continue;
            }
            let places = self.planes[digit as usize];
            let still_single = HOUSES_OF[cell as usize]
                .iter()
                .any(|&house| single(places & HOUSE_BITS[house as usize]));
            // The board would give up on this round, keeping the rest of
            // its queue: only after a contradiction.
            return match still_single {
                true => Ok(Some(Single {
                    row: 2,
                    cell,
                    digit,
                })),
                false => Err(GaveUp),
            };
        }
        Ok(None)
    }

    /// Places `digit` in `cell` as [`Board::place`] does, pushing the
    /// queue entries it would push, in its order: the peers holding the
    /// digit in cell order (each one's houses row, column, box, then the
    /// cell itself), then the cell's other digits in order (houses row,
    /// column, box). Entries of the filled cell are left out.
    fn place(&mut self, cell: usize, digit: u8) -> Result<(), GaveUp> {
        let own = self.cands[cell];
        if own & bit(digit) == 0 {
            return Err(GaveUp);
        }
        let d = digit as usize;
        let removed = self.planes[d] & PEER_SETS[cell].0;
        let after = self.planes[d] & !removed & !(1u128 << cell);
        self.planes[d] = after;
        self.values[cell] = digit;
        self.empty &= !(1u128 << cell);
        self.lonely &= !(1u128 << cell);
        self.changed |= removed | 1u128 << cell;
        let houses = HOUSES_OF[cell];
        // Pushes are written at the tail and counted or not, and a broken
        // grid is told once at the end: the tests' outcomes are close to
        // coin tosses, and a walk that gives up keeps nothing of its grid.
        let mut broken = false;
        // The houses of the removed peers, but the placed cell's own (each
        // ends with the cell as the digit's place).
        let mut hit = 0u32;
        let mut rest = removed;
        while rest != 0 {
            let peer = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            hit |= HOUSE_MASKS[peer];
            let left = self.cands[peer] & !bit(digit);
            self.cands[peer] = left;
            broken |= left == 0;
            self.naked[self.naked_tail] = (peer as u8, left.trailing_zeros() as u8 + 1);
            self.naked_tail += (left != 0 && left & left.wrapping_sub(1) == 0) as usize;
        }
        hit &= !HOUSE_MASKS[cell];
        // A house left one place gets its entry at its last removed peer,
        // as the board's count reaches one there: ordered by that peer,
        // then by the house's slot among its houses (row, column, box).
        // Keys: peer, slot, place; written and counted or not.
        let mut found = [0u32; HOUSES];
        let mut count = 0;
        while hit != 0 {
            let house = hit.trailing_zeros() as usize;
            hit &= hit - 1;
            let cells = HOUSE_BITS[house];
            let places = after & cells;
            broken |= places == 0;
            let last = 127 - (removed & cells).leading_zeros();
            let slot = (house / 9) as u32;
            found[count] = last << 10 | slot << 8 | places.trailing_zeros();
            count += single(places) as usize;
        }
        let found = &mut found[..count];
        // Nearly always none or one.
        if count > 1 {
            found.sort_unstable();
        }
        for &key in found.iter() {
            self.push_hidden(key as u8, digit);
        }
        self.cands[cell] = 0;
        let mut others = own & !bit(digit);
        while others != 0 {
            let other = others.trailing_zeros() as u8 + 1;
            others &= others - 1;
            let plane = self.planes[other as usize] & !(1u128 << cell);
            self.planes[other as usize] = plane;
            for &house in &houses {
                let places = plane & HOUSE_BITS[house as usize];
                broken |= places == 0;
                self.hidden[self.hidden_tail] = (places.trailing_zeros() as u8, other);
                self.hidden_tail += single(places) as usize;
            }
        }
        if broken {
            return Err(GaveUp);
        }
        for &house in &houses {
            let open = self.empty & HOUSE_BITS[house as usize];
            if single(open) {
                self.lonely |= open;
            }
        }
        Ok(())
    }

    /// The board of this grid after `steps` steps, its queues empty.
    fn board(&self, steps: u32) -> Board {
        // Index 0, unused, as the board leaves it.
        let mut digit_cells = self.planes.map(CellSet);
        digit_cells[0] = CellSet::ALL;
        Board::after_singles(
            &self.values,
            &self.cands,
            digit_cells,
            CellSet(self.givens),
            steps,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::budget::Budget;
    use crate::logic::hodoku::random_puzzles::RandomPuzzles;
    use crate::logic::hodoku::{singles, solver};

    /// Whether the board lost a solution's shape: a flag the board keeps,
    /// or a cell or a house's missing digit without a place (clearing a
    /// placed cell's other digits sets no flag).
    fn broken(board: &Board) -> bool {
        let lacks = (0..HOUSES).any(|house| {
            let placed = HOUSE_CELLS[house].iter().fold(0u16, |seen, &c| {
                seen | (1u16 << board.values[c as usize]) >> 1
            });
            (1..=9u8).any(|d| placed & bit(d) == 0 && board.free[house][d as usize] == 0)
        });
        let stuck_cell = (0..CELLS).any(|c| board.values[c] == 0 && board.cands[c] == 0);
        board.contradiction || board.placed_off_candidate || lacks || stuck_cell
    }

    /// The singles the board's own readers give from `puzzle`, and the
    /// board after them (its readers having found nothing, or the grid
    /// full, or a contradiction flagged).
    fn board_singles(puzzle: &[u8; CELLS]) -> (Vec<Single>, Board) {
        board_singles_from(Board::new(puzzle))
    }

    /// [`board_singles`] from `board`.
    fn board_singles_from(mut board: Board) -> (Vec<Single>, Board) {
        let mut steps = Vec::new();
        while !board.is_solved() && !board.contradiction {
            let found = singles::full_house(&mut board)
                .map(|s| (0, s))
                .or_else(|| singles::naked_single(&mut board).map(|s| (1, s)))
                .or_else(|| singles::hidden_single(&mut board).map(|s| (2, s)));
            let Some((row, (cell, digit))) = found else {
                break;
            };
            board.epoch += 1;
            board.place(cell as usize, digit);
            steps.push(Single { row, cell, digit });
        }
        (steps, board)
    }

    /// Returns whether the bit walk took the puzzle (and handed a board on).
    fn assert_same_singles(puzzle: &[u8; CELLS]) -> Option<bool> {
        let (expected, board) = board_singles(puzzle);
        let Some(phase) = singles_phase(puzzle) else {
            assert!(broken(&board), "gave up on a sound grid: {puzzle:?}");
            return None;
        };
        assert_eq!(phase.steps(), &expected[..], "{puzzle:?}");
        assert!(!board.contradiction && !board.placed_off_candidate);
        let Some(rest) = phase.rest else {
            assert!(board.is_solved(), "{puzzle:?}");
            return Some(false);
        };
        assert!(!board.is_solved());
        assert_eq!(rest.values, board.values);
        assert_eq!(rest.cands, board.cands);
        assert_eq!(rest.digit_cells, board.digit_cells);
        assert_eq!(rest.free, board.free);
        assert_eq!(rest.house_candidates, board.house_candidates);
        assert_eq!(rest.givens, board.givens);
        assert_eq!(rest.epoch, board.epoch);
        assert!(rest.contradiction == board.contradiction);
        assert!(rest.placed_off_candidate == board.placed_off_candidate);
        // The board's readers found nothing: every entry left is of a
        // filled cell, as in the bit walk's empty queues.
        let open = |cell: &(u8, u8)| board.values[cell.0 as usize] == 0;
        assert!(!board.naked_queue.entries().iter().any(open), "{puzzle:?}");
        assert!(!board.hidden_queue.entries().iter().any(open), "{puzzle:?}");
        assert!(rest.naked_queue.entries().is_empty());
        assert!(rest.hidden_queue.entries().is_empty());
        Some(true)
    }

    /// Walks `puzzle`'s path on the board (its own singles, then each
    /// step that is not a single applied as the solver applies it), at
    /// most `most` such steps, and after each compares the bit walk
    /// resumed on a copy of the board with the board's own singles.
    /// Returns how many times the bit walk took singles and how many
    /// times it gave up.
    fn assert_same_after_steps(puzzle: &[u8; CELLS], most: usize) -> [usize; 2] {
        let mut counts = [0; 2];
        // The solver resumes only on a path the bit walk started.
        if singles_phase(puzzle).is_none() {
            return counts;
        }
        let (_, mut board) = board_singles(puzzle);
        for _ in 0..most {
            if board.is_solved() || board.contradiction {
                break;
            }
            let Ok(step) = solver::next_step(&mut board, &mut Budget::new(0)) else {
                break;
            };
            solver::apply(&mut board, &step);
            // Where the solver stops resuming for good, or checks the
            // puzzle's uniqueness.
            if !step.placements.is_empty() || board.contradiction {
                break;
            }
            let before = board.clone();
            let mut bits = board.clone();
            let mut taken = Resume::new();
            let resumed = resume_after_step(&mut bits, &mut taken);
            let (expected, after) = board_singles_from(board);
            if !resumed {
                assert!(expected.is_empty() || broken(&after), "{puzzle:?}");
                assert_eq!(bits.values, before.values);
                assert_eq!(bits.cands, before.cands);
                assert_eq!(bits.free, before.free);
                assert_eq!(bits.epoch, before.epoch);
                counts[1] += !expected.is_empty() as usize;
                board = after;
                continue;
            }
            counts[0] += 1;
            assert_eq!(taken.steps(), &expected[..], "{puzzle:?}");
            assert!(!after.contradiction && !after.placed_off_candidate);
            assert_eq!(bits.values, after.values);
            assert_eq!(bits.cands, after.cands);
            assert_eq!(bits.digit_cells, after.digit_cells);
            assert_eq!(bits.free, after.free);
            assert_eq!(bits.house_candidates, after.house_candidates);
            assert_eq!(bits.givens, after.givens);
            assert_eq!(bits.epoch, after.epoch);
            assert_eq!(bits.is_solved(), after.is_solved());
            assert!(!bits.contradiction && !bits.placed_off_candidate);
            // A house touched by the singles is touched after every stamp
            // taken before them (at most `before.epoch`) and before any
            // taken after; one they did not touch keeps its epoch.
            for (bit, board) in bits.touched.iter().zip(&after.touched) {
                let by_singles = |t: u32| t > before.epoch && t <= after.epoch;
                assert!(bit == board || by_singles(*bit) && by_singles(*board));
            }
            let open = |cell: &(u8, u8)| after.values[cell.0 as usize] == 0;
            assert!(!after.naked_queue.entries().iter().any(open), "{puzzle:?}");
            assert!(!after.hidden_queue.entries().iter().any(open), "{puzzle:?}");
            assert!(bits.naked_queue.entries().is_empty());
            assert!(bits.hidden_queue.entries().is_empty());
            board = after;
        }
        counts
    }

    fn puzzles_of(file: &str) -> Vec<[u8; CELLS]> {
        let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect(&path);
        text.lines()
            .filter(|line| !line.starts_with('#'))
            .filter_map(|line| line.get(..CELLS))
            .map(|text| crate::grid::parse(text.as_bytes().try_into().unwrap()).unwrap())
            .collect()
    }

    #[test]
    fn the_bit_walk_takes_the_boards_singles() {
        let mut taken = [0usize; 3];
        let mut tally = |outcome: Option<bool>| match outcome {
            None => taken[0] += 1,
            Some(false) => taken[1] += 1,
            Some(true) => taken[2] += 1,
        };
        // Rated puzzles (every band) and easy ones (most solved by singles).
        for file in ["se_rated_dev.txt", "kaggle_10k.txt"] {
            for puzzle in puzzles_of(file) {
                tally(assert_same_singles(&puzzle));
            }
        }
        assert_eq!(taken[0], 0, "a unique puzzle's grid stays sound");
        assert!(taken[1] > 1000 && taken[2] > 400, "{taken:?}");
        // Random givens of a relabelled solution grid (sound grids with
        // one solution or many), and random digits (clashes, contradictions).
        let mut puzzles = RandomPuzzles::new(0x9e37_79b9_7f4a_7c15);
        let mut taken = [0usize; 3];
        for round in 0..6000 {
            let keep = 20 + puzzles.below(60);
            let puzzle = puzzles.puzzle(keep, if round % 4 == 3 { 8 } else { 0 });
            let outcome = assert_same_singles(&puzzle);
            taken[outcome.map_or(0, |rest| 1 + rest as usize)] += 1;
        }
        assert!(taken.iter().all(|&n| n > 500), "{taken:?}");
    }

    #[test]
    fn the_bit_walk_resumed_after_a_step_takes_the_boards_singles() {
        let mut counts = [0usize; 2];
        for file in ["se_rated_dev.txt", "kaggle_10k.txt"] {
            for puzzle in puzzles_of(file) {
                let [taken, gave_up] = assert_same_after_steps(&puzzle, 40);
                counts[0] += taken;
                counts[1] += gave_up;
            }
        }
        // Unique puzzles' grids stay sound.
        assert_eq!(counts[1], 0);
        assert!(counts[0] > 1000, "{counts:?}");
        // Sound grids with one solution or many, and random digits.
        let mut puzzles = RandomPuzzles::new(0x6a09_e667_f3bc_c908);
        let mut counts = [0usize; 2];
        for round in 0..1500 {
            let keep = 20 + puzzles.below(40);
            let puzzle = puzzles.puzzle(keep, if round % 4 == 3 { 12 } else { 0 });
            let [taken, gave_up] = assert_same_after_steps(&puzzle, 12);
            counts[0] += taken;
            counts[1] += gave_up;
        }
        // Most random grids need no step but singles, or many: 360 taken,
        // and 1 given up on a grid the singles break.
        assert!(counts[0] > 300, "{counts:?}");
    }
}
