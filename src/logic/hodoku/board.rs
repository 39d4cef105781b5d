//! The grid as HoDoKu's solver keeps it: values, candidates, per digit the
//! cells that can hold it, per house and digit how many cells can, and the
//! two queues of singles that elimination fills.
//!
//! The queues decide which single HoDoKu takes next, so they are kept as it
//! keeps them: a cell enters the naked-single queue when an elimination
//! leaves it one candidate, a (cell, digit) enters the hidden-single queue
//! when an elimination or placement leaves the digit one place in a house.
//! Givens are placed one by one on a grid full of candidates, so loading a
//! puzzle fills the queues too.

use crate::geometry::{CellSet, CELLS, HOUSES, HOUSES_OF, HOUSE_CELLS, HOUSE_SETS, PEER_SETS};

pub(super) const ALL_DIGITS: u16 = 0x1ff;

/// One digit as a candidate bit (`digit` in 1..=9).
#[inline]
pub(super) const fn bit(digit: u8) -> u16 {
    1 << (digit - 1)
}

/// How many digits a candidate mask holds: a table, since the release
/// build targets baseline x86-64, where `count_ones` has no instruction.
#[inline]
pub(super) fn ones(mask: u16) -> u32 {
    const TABLE: [u8; 512] = {
        let mut table = [0u8; 512];
        let mut mask = 1;
        while mask < 512 {
            table[mask] = table[mask >> 1] + (mask & 1) as u8;
            mask += 1;
        }
        table
    };
    TABLE[(mask & ALL_DIGITS) as usize] as u32
}

/// Per house, the house and every house that meets it in two or three
/// cells (a line's three boxes, a box's three rows and three columns): what
/// a search for a pattern of two or more cells of the house reads.
pub(super) const CROSSING: [[u8; 7]; HOUSES] = {
    let mut reads = [[0u8; 7]; HOUSES];
    let mut house = 0;
    while house < HOUSES {
        reads[house][0] = house as u8;
        let mut k = 1;
        while k < 7 {
            // Repeats fill a line's unused slots: reading one twice is harmless.
            reads[house][k] = house as u8;
            k += 1;
        }
        if house < 9 {
            let band = house / 3;
            let mut j = 0;
            while j < 3 {
                reads[house][1 + j] = (18 + band * 3 + j) as u8;
                j += 1;
            }
        } else if house < 18 {
            let stack = (house - 9) / 3;
            let mut j = 0;
            while j < 3 {
                reads[house][1 + j] = (18 + stack + 3 * j) as u8;
                j += 1;
            }
        } else {
            let b = house - 18;
            let mut j = 0;
            while j < 3 {
                reads[house][1 + j] = ((b / 3) * 3 + j) as u8;
                reads[house][4 + j] = (9 + (b % 3) * 3 + j) as u8;
                j += 1;
            }
        }
        house += 1;
    }
    reads
};

/// A first-in first-out queue of (cell, digit) with room for every entry
/// a board can ever make (`N`), so it never allocates and never wraps:
/// the board pushes an entry on a transition that happens once at most
/// (a cell left with one candidate, a house's count of a digit reaching
/// one), and candidates are only ever removed.
#[derive(Clone)]
pub(super) struct Queue<const N: usize> {
    entries: [(u8, u8); N],
    head: usize,
    tail: usize,
}

impl<const N: usize> Queue<N> {
    const fn new() -> Self {
        Queue {
            entries: [(0, 0); N],
            head: 0,
            tail: 0,
        }
    }

    #[inline]
    fn push_back(&mut self, entry: (u8, u8)) {
        self.entries[self.tail] = entry;
        self.tail += 1;
    }

    #[inline]
    pub fn pop_front(&mut self) -> Option<(u8, u8)> {
        let entry = *self.entries[self.head..self.tail].first()?;
        self.head += 1;
        Some(entry)
    }

    /// Empties the queue, as if every entry had been read.
    #[inline]
    fn clear(&mut self) {
        self.head = 0;
        self.tail = 0;
    }

    /// The entries, oldest first.
    #[inline]
    pub fn entries(&self) -> &[(u8, u8)] {
        &self.entries[self.head..self.tail]
    }
}

impl<'a, const N: usize> IntoIterator for &'a Queue<N> {
    type Item = &'a (u8, u8);
    type IntoIter = std::slice::Iter<'a, (u8, u8)>;
    fn into_iter(self) -> Self::IntoIter {
        self.entries().iter()
    }
}

/// The digits of a candidate mask, smallest first.
pub(super) fn digits_of(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |&d| mask & bit(d) != 0)
}

/// A candidate mask spread to a byte per digit (byte `d` for digit `d`)
/// with its digit count in byte 10: a house's masks added give its
/// `free` row and its candidate count at once.
const SPREAD_BYTES: [u128; 512] = {
    let mut table = [0u128; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut d = 0;
        while d < 9 {
            table[mask] |= ((mask >> d & 1) as u128) << (8 * (d + 1));
            d += 1;
        }
        table[mask] |= (mask.count_ones() as u128) << 80;
        mask += 1;
    }
    table
};

impl Board {
    /// Counts `house`'s `free` row (index 0, unused, 9 as the one-by-one
    /// board leaves it) and candidates from its cells' candidates.
    #[inline]
    fn count_house(&mut self, house: usize) {
        let mut sum = 9u128;
        for &cell in &HOUSE_CELLS[house] {
            sum += SPREAD_BYTES[self.cands[cell as usize] as usize];
        }
        let bytes = sum.to_le_bytes();
        self.free[house].copy_from_slice(&bytes[..10]);
        self.house_candidates[house] = bytes[10];
    }
}

/// A candidate mask spread to a 4-bit field per digit, so that adding a
/// house's masks counts each digit's places in one word.
const SPREAD: [u64; 512] = {
    let mut table = [0u64; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut d = 0;
        while d < 9 {
            table[mask] |= ((mask >> d & 1) as u64) << (4 * d);
            d += 1;
        }
        mask += 1;
    }
    table
};

#[derive(Clone)]
pub(super) struct Board {
    /// 0 for an empty cell.
    pub values: [u8; CELLS],
    /// Candidate bits of the empty cells; 0 for a filled cell.
    pub cands: [u16; CELLS],
    /// Per digit (index 1-9), the empty cells that can hold it.
    pub digit_cells: [CellSet; 10],
    /// Per house and digit, how many empty cells of the house can hold it.
    pub free: [[u8; 10]; HOUSES],
    /// Per house, the sum of its `free` counts (its candidates).
    pub house_candidates: [u8; HOUSES],
    /// The puzzle's givens (cells placed later are not).
    pub givens: CellSet,
    /// Cells left with one candidate, with that digit, oldest first (a
    /// cell enters once at most).
    pub naked_queue: Queue<CELLS>,
    /// (cell, digit) left as the digit's one place in a house, oldest
    /// first (once at most per house and digit).
    pub hidden_queue: Queue<{ HOUSES * 9 }>,
    /// How many cells are empty.
    empty: u8,
    /// The walk's step count: [`super::solver::apply`] raises it before
    /// applying a step, so a search can tell which houses changed since it
    /// last ran (see `touched`).
    pub epoch: u32,
    /// Per house, the epoch of the last change of its candidates.
    pub touched: [u32; HOUSES],
    /// Set once a cell is left with no candidate or a house with no place
    /// for a digit it lacks: the puzzle has no solution. A walk that has
    /// not checked uniqueness stops there to check it.
    pub contradiction: bool,
    /// Set once a digit is placed that was not a candidate of its cell
    /// (clashing givens, a wrong step): only then can a full grid break a
    /// house, since a placement removes its digit from every peer.
    pub placed_off_candidate: bool,
}

impl Board {
    /// The puzzle's board, its givens placed in cell order.
    pub fn new(puzzle: &[u8; CELLS]) -> Board {
        Board::loaded(puzzle).unwrap_or_else(|| Board::placed_one_by_one(puzzle))
    }

    /// [`Board::new`] by placing the givens one by one, every removal in
    /// turn: what [`Board::loaded`] reproduces.
    fn placed_one_by_one(puzzle: &[u8; CELLS]) -> Board {
        let mut board = Board {
            values: [0; CELLS],
            cands: [ALL_DIGITS; CELLS],
            digit_cells: [CellSet::ALL; 10],
            free: [[9; 10]; HOUSES],
            house_candidates: [81; HOUSES],
            naked_queue: Queue::new(),
            hidden_queue: Queue::new(),
            empty: CELLS as u8,
            givens: CellSet::EMPTY,
            epoch: 0,
            touched: [0; HOUSES],
            contradiction: false,
            placed_off_candidate: false,
        };
        for (cell, &value) in puzzle.iter().enumerate() {
            if value != 0 {
                board.place(cell, value);
                board.givens.insert(cell);
            }
        }
        board
    }

    /// The board of [`Board::placed_one_by_one`], built from the givens'
    /// sets instead of removal by removal, with the same queues in the same
    /// order: `None` when the givens clash or leave a cell without a
    /// candidate or a house without a place for a digit (that walk then
    /// tells the queues).
    fn loaded(puzzle: &[u8; CELLS]) -> Option<Board> {
        // Per house and digit, the cell where it is given (NONE: not given).
        const NONE: u8 = u8::MAX;
        let mut given_at = [[NONE; 10]; HOUSES];
        let mut placed = [0u16; HOUSES];
        let mut givens = CellSet::EMPTY;
        let mut seen = [CellSet::EMPTY; 10];
        for (cell, &value) in puzzle.iter().enumerate() {
            if value == 0 {
                continue;
            }
            givens.insert(cell);
            seen[value as usize] = seen[value as usize].or(PEER_SETS[cell]);
            for &house in &HOUSES_OF[cell] {
                let house = house as usize;
                if placed[house] & bit(value) != 0 {
                    return None;
                }
                placed[house] |= bit(value);
                given_at[house][value as usize] = cell as u8;
            }
        }
        let empty_cells = CellSet::ALL.minus(givens);
        // Index 0, unused, as the one-by-one board leaves it.
        let mut digit_cells = [CellSet::ALL; 10];
        for digit in 1..=9 {
            digit_cells[digit] = empty_cells.minus(seen[digit]);
        }
        let mut cands = [0u16; CELLS];
        for cell in empty_cells {
            let [r, c, b] = HOUSES_OF[cell].map(usize::from);
            cands[cell] = ALL_DIGITS & !(placed[r] | placed[c] | placed[b]);
            if cands[cell] == 0 {
                return None;
            }
        }
        // Index 0, unused, as the one-by-one board leaves it.
        let mut free = [[9u8; 10]; HOUSES];
        let mut house_candidates = [0u8; HOUSES];
        // Per house, the digits not given there with one place.
        let mut one_place = [0u16; HOUSES];
        for house in 0..HOUSES {
            let mut counts = 0u64;
            let mut present = 0u16;
            let mut total = 0;
            for &cell in &HOUSE_CELLS[house] {
                let mask = cands[cell as usize];
                counts += SPREAD[mask as usize];
                present |= mask;
                total += ones(mask);
            }
            if present | placed[house] != ALL_DIGITS {
                return None;
            }
            house_candidates[house] = total as u8;
            let mut ones = 0u16;
            for digit in 1..=9u8 {
                let count = (counts >> (4 * (digit - 1)) & 15) as u8;
                free[house][digit as usize] = count;
                ones |= ((count == 1) as u16) << (digit - 1);
            }
            one_place[house] = ones & !placed[house];
        }
        let mut board = Board {
            values: *puzzle,
            cands,
            digit_cells,
            free,
            house_candidates,
            naked_queue: Queue::new(),
            hidden_queue: Queue::new(),
            empty: empty_cells.len() as u8,
            givens,
            epoch: 0,
            touched: [0; HOUSES],
            contradiction: false,
            placed_off_candidate: false,
        };
        // Placing the givens in cell order, a cell is left one candidate
        // when the eighth distinct digit among its given peers is placed:
        // in that given's turn, its peers in cell order. Entries of cells
        // that are givens themselves are never read (readers skip filled
        // cells), so they are left out.
        let mut naked = [(0u8, 0u8, 0u8); CELLS];
        let mut count = 0;
        for cell in empty_cells {
            let left = cands[cell];
            if left & (left - 1) != 0 {
                continue;
            }
            let mut seen = 0u16;
            for given in PEER_SETS[cell].and(givens) {
                seen |= bit(puzzle[given]);
                if ones(seen) == 8 {
                    naked[count] = (given as u8, cell as u8, left.trailing_zeros() as u8 + 1);
                    count += 1;
                    break;
                }
            }
        }
        naked[..count].sort_unstable();
        for &(_, cell, digit) in &naked[..count] {
            board.naked_queue.push_back((cell, digit));
        }
        // A house's digit gets its one place when the digit leaves the
        // house's second last other cell: in the turn of that cell's first
        // given peer holding the digit (its peers in cell order, each
        // one's houses row, column, box), or, for a given cell with no such
        // peer before it, when that cell's own candidates are cleared
        // (after its peers, digits in order). Houses where the digit is
        // given only queue given cells: left out as above.
        let mut hidden = [(0u32, 0u8, 0u8); HOUSES * 9];
        let mut count = 0;
        for house in 0..HOUSES {
            // The house's place among a cell's houses: rows, columns, boxes.
            let in_turn = (house / 9) as u32;
            for digit in digits_of(one_place[house]) {
                let d = digit as usize;
                let mut last = 0u32;
                let mut place = 0u8;
                for &other in &HOUSE_CELLS[house] {
                    if cands[other as usize] & bit(digit) != 0 {
                        place = other;
                        continue;
                    }
                    let [r, c, b] = HOUSES_OF[other as usize].map(usize::from);
                    let remover = given_at[r][d].min(given_at[c][d]).min(given_at[b][d]);
                    let key = if remover < other || puzzle[other as usize] == 0 {
                        (remover as u32) << 16 | (other as u32) << 2 | in_turn
                    } else {
                        (other as u32) << 16 | 1 << 15 | (digit as u32) << 2 | in_turn
                    };
                    last = last.max(key);
                }
                hidden[count] = (last, place, digit);
                count += 1;
            }
        }
        hidden[..count].sort_unstable();
        for &(_, cell, digit) in &hidden[..count] {
            board.hidden_queue.push_back((cell, digit));
        }
        Some(board)
    }

    /// The board a walk of singles leaves (see `bit_singles`): every
    /// count from the candidates, both queues read empty, `steps` steps
    /// taken (every house touched no later than the last).
    pub fn after_singles(
        values: &[u8; CELLS],
        cands: &[u16; CELLS],
        digit_cells: [CellSet; 10],
        givens: CellSet,
        steps: u32,
    ) -> Board {
        let mut board = Board {
            values: *values,
            cands: *cands,
            digit_cells,
            free: [[9; 10]; HOUSES],
            house_candidates: [0; HOUSES],
            givens,
            naked_queue: Queue::new(),
            hidden_queue: Queue::new(),
            empty: values.iter().filter(|&&v| v == 0).count() as u8,
            epoch: steps,
            touched: [steps; HOUSES],
            contradiction: false,
            placed_off_candidate: false,
        };
        for house in 0..HOUSES {
            board.count_house(house);
        }
        board
    }

    /// This board after a walk of `steps` singles on bit boards that
    /// started from it (see `bit_singles`), with the grid that walk left:
    /// the counts of the houses holding a cell in `changed` (those that
    /// lost a candidate) taken again from the candidates and those houses
    /// touched at the last step, both queues read empty. A search compares
    /// `touched` only with stamps taken before the walk or after it, so
    /// the last step stands for the one that changed the house.
    pub fn resume_after_singles(
        &mut self,
        values: &[u8; CELLS],
        cands: &[u16; CELLS],
        digit_cells: &[u128; 10],
        steps: u32,
        changed: u128,
    ) {
        self.values = *values;
        self.cands = *cands;
        // Index 0, unused, kept as it is.
        for (cells, &plane) in self.digit_cells.iter_mut().zip(digit_cells).skip(1) {
            *cells = CellSet(plane);
        }
        self.empty -= steps as u8;
        self.epoch += steps;
        for (house, cells) in HOUSE_SETS.iter().enumerate() {
            if cells.0 & changed != 0 {
                self.touched[house] = self.epoch;
                self.count_house(house);
            }
        }
        self.naked_queue.clear();
        self.hidden_queue.clear();
    }

    pub fn is_solved(&self) -> bool {
        self.empty == 0
    }

    /// Whether the full grid keeps every house's digits distinct (a walk
    /// that never checked uniqueness confirms its solution so, when it
    /// placed a digit off its cell's candidates).
    pub fn solution_is_valid(&self) -> bool {
        HOUSE_CELLS.iter().all(|cells| {
            cells.iter().fold(0u16, |seen, &c| {
                seen | (1u16 << self.values[c as usize]) >> 1
            }) == ALL_DIGITS
        })
    }

    /// The cell of `house` that can hold `digit`, when there is one left.
    fn last_place(&self, house: usize, digit: u8) -> Option<usize> {
        self.digit_cells[digit as usize]
            .and(HOUSE_SETS[house])
            .first()
    }

    /// Removes `digit` from `cell`'s candidates (nothing if it is not one).
    #[inline]
    pub fn eliminate(&mut self, cell: usize, digit: u8) {
        if self.cands[cell] & bit(digit) != 0 {
            self.remove_candidate(cell, digit);
        }
    }

    /// Removes `digit`, one of `cell`'s candidates, from them.
    fn remove_candidate(&mut self, cell: usize, digit: u8) {
        self.cands[cell] &= !bit(digit);
        self.digit_cells[digit as usize].remove(cell);
        for &house in &HOUSES_OF[cell] {
            let house = house as usize;
            self.touched[house] = self.epoch;
            self.house_candidates[house] -= 1;
            self.free[house][digit as usize] -= 1;
            match self.free[house][digit as usize] {
                1 => {
                    if let Some(last) = self.last_place(house, digit) {
                        self.hidden_queue.push_back((last as u8, digit));
                    }
                }
                // The cell was the digit's last place in the house.
                0 => self.contradiction = true,
                _ => {}
            }
        }
        let left = self.cands[cell];
        if left & left.wrapping_sub(1) == 0 {
            if left == 0 {
                self.contradiction = true;
            } else {
                self.naked_queue
                    .push_back((cell as u8, left.trailing_zeros() as u8 + 1));
            }
        }
    }

    /// Places `value` in `cell`: removes it from the peers (in cell order),
    /// then clears the cell's own candidates.
    pub fn place(&mut self, cell: usize, value: u8) {
        if self.values[cell] == value {
            return;
        }
        if self.values[cell] == 0 {
            self.empty -= 1;
        }
        self.placed_off_candidate |= self.cands[cell] & bit(value) == 0;
        self.values[cell] = value;
        // Only the peers holding the candidate, still in cell order.
        for peer in PEER_SETS[cell].and(self.digit_cells[value as usize]) {
            self.remove_candidate(peer, value);
        }
        let old = self.cands[cell];
        self.cands[cell] = 0;
        let mut rest = old;
        while rest != 0 {
            let digit = rest.trailing_zeros() as u8 + 1;
            rest &= rest - 1;
            self.digit_cells[digit as usize].remove(cell);
            for &house in &HOUSES_OF[cell] {
                let house = house as usize;
                self.touched[house] = self.epoch;
                self.house_candidates[house] -= 1;
                self.free[house][digit as usize] -= 1;
                if self.free[house][digit as usize] == 1 && digit != value {
                    if let Some(last) = self.last_place(house, digit) {
                        self.hidden_queue.push_back((last as u8, digit));
                    }
                }
            }
        }
    }

    /// What a search records when it found nothing in a house, for
    /// [`Board::unchanged_since`]: the epoch + 1, so 0 is "not yet".
    #[inline]
    pub fn stamp(&self) -> u32 {
        self.epoch + 1
    }

    /// Whether `stamp` was taken and none of `houses` changed after it.
    #[inline]
    pub fn unchanged_since(&self, stamp: u32, houses: &[u8]) -> bool {
        stamp != 0 && houses.iter().all(|&h| self.touched[h as usize] < stamp)
    }

    /// Whether `house` has no candidate left but `digit`'s.
    #[inline]
    pub fn only_digit_left(&self, house: usize, digit: u8) -> bool {
        self.house_candidates[house] == self.free[house][digit as usize]
    }

    /// Drops the naked-single queue's oldest entries whose cells are
    /// filled: every reader skips those, and a cell never empties again.
    #[inline]
    pub fn drop_filled_naked(&mut self) {
        while let Some(&(cell, _)) = self.naked_queue.entries().first() {
            if self.values[cell as usize] == 0 {
                break;
            }
            self.naked_queue.head += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::hodoku::random_puzzles::RandomPuzzles;

    /// The queue entries a reader can take: those of empty cells.
    fn open_entries<const N: usize>(board: &Board, queue: &Queue<N>) -> Vec<(u8, u8)> {
        let entries = queue.entries().iter();
        entries
            .filter(|&&(cell, _)| board.values[cell as usize] == 0)
            .copied()
            .collect()
    }

    fn assert_same(puzzle: &[u8; CELLS]) {
        let slow = Board::placed_one_by_one(puzzle);
        let Some(fast) = Board::loaded(puzzle) else {
            // Refused only for clashing givens or a contradiction.
            let clash = (0..CELLS)
                .any(|a| puzzle[a] != 0 && PEER_SETS[a].iter().any(|b| puzzle[b] == puzzle[a]));
            assert!(clash || slow.contradiction, "{puzzle:?}");
            return;
        };
        assert!(!slow.contradiction);
        assert_eq!(fast.values, slow.values);
        assert_eq!(fast.cands, slow.cands);
        assert_eq!(fast.digit_cells, slow.digit_cells);
        assert_eq!(fast.free, slow.free);
        assert_eq!(fast.house_candidates, slow.house_candidates);
        assert_eq!(fast.givens, slow.givens);
        assert_eq!(fast.empty, slow.empty);
        assert_eq!(fast.touched, slow.touched);
        assert_eq!(fast.placed_off_candidate, slow.placed_off_candidate);
        assert_eq!(
            open_entries(&fast, &fast.naked_queue),
            open_entries(&slow, &slow.naked_queue)
        );
        assert_eq!(
            open_entries(&fast, &fast.hidden_queue),
            open_entries(&slow, &slow.hidden_queue)
        );
    }

    #[test]
    fn loading_at_once_keeps_the_one_by_one_queues() {
        // A solution grid, its digits relabelled and cells kept at random:
        // never a contradiction. Random digits: clashes and contradictions.
        let mut puzzles = RandomPuzzles::new(0x2545_f491_4f6c_dd1d);
        let mut loaded = 0;
        for round in 0..3000 {
            let keep = 17 + puzzles.below(50);
            let puzzle = puzzles.puzzle(keep, if round % 3 == 2 { 1 } else { 0 });
            if Board::loaded(&puzzle).is_some() {
                loaded += 1;
            }
            assert_same(&puzzle);
        }
        assert!(loaded > 1900, "{loaded}");
        assert_same(&[0; CELLS]);
    }
}
