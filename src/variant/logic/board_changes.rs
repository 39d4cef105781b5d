//! What each step changed on the board, for a rating loop that searches
//! the same houses step after step (SukakuExplainer's scale). The board
//! only loses candidates, so a house search that found nothing finds
//! nothing again while the places it reads stay the same: it records the
//! stamp of what it read (`NothingSince`) and skips while the stamp holds.
//! The per-house counts also answer hidden singles, "solved" and "broken"
//! without a pass over every cell.

use std::cell::Cell;

use super::board::{BoardError, LogicBoard};
use super::layout::Layout;

/// The board as of the last `update`, with counts per house and a stamp
/// per house, digit, and house and digit: the update that last changed
/// it. Stamps start at 1, so a fresh `NothingSince` (0) never holds.
pub(super) struct BoardChanges {
    n: usize,
    /// Each cell's candidates at the last update.
    last: Vec<u32>,
    unsolved: usize,
    now: u32,
    house_stamp: Vec<u32>,
    digit_stamp: Vec<u32>,
    /// `house * n + digit - 1`.
    house_digit_stamp: Vec<u32>,
    /// Per house: empty cells.
    empty: Vec<u32>,
    /// Per house and digit (`house * n + digit - 1`): the places, bit `i`
    /// for the house's cell `i` (as `singles::places` reads them).
    places: Vec<u32>,
    /// Per house: the digits with one place (bit `d - 1`).
    single: Vec<u32>,
    /// Houses that hold every digit (and at most 32 cells), as a bit set
    /// by house: the only ones singles reason from.
    full: Vec<u64>,
    /// Full houses with a single (`single` not 0), and those of them with
    /// one empty cell: a hidden single's search reads a word per kind of
    /// house instead of every house.
    with_single: Vec<u64>,
    with_last: Vec<u64>,
    /// Cells with one candidate left, as a bit set by cell: the first is
    /// the naked single, instead of a pass over every cell.
    one_left: Vec<u64>,
    /// Per digit, the cells holding it as a bit set by cell
    /// (`(digit - 1) * words + word`): a placement meets the peers that
    /// lose its digit through one `&` a word, instead of testing each.
    holding: Vec<u64>,
    /// Words in a set by cell.
    words: usize,
}

thread_local! {
    /// A finished rating's tables, refilled by the next rating on the
    /// thread instead of allocated: an easy puzzle rates in about 15 µs,
    /// and its dozen allocations and frees (some over a kilobyte) were
    /// about a tenth of that. Boxed: a library's thread-locals take room
    /// on each thread's stack (glibc's static TLS), and the C tests run
    /// searches on PTHREAD_STACK_MIN, which the unboxed tables (about 300
    /// bytes) overflowed.
    static SPARE: Cell<Option<Box<BoardChanges>>> = const { Cell::new(None) };
}

/// `list` as `len` copies of `value`, in its own allocation.
fn refill<T: Copy>(list: &mut Vec<T>, value: T, len: usize) {
    list.clear();
    list.resize(len, value);
}

/// Bit `i` of a set of houses.
#[inline(always)]
fn has(set: &[u64], i: usize) -> bool {
    set[i / 64] >> (i % 64) & 1 == 1
}

/// Sets bit `i` of a set of houses to `on`, without a branch: whether a
/// house has a single goes either way from change to change.
#[inline(always)]
fn put(set: &mut [u64], i: usize, on: bool) {
    let word = &mut set[i / 64];
    *word = *word & !(1u64 << (i % 64)) | u64::from(on) << (i % 64);
}

/// The first house of `houses` (ascending and contiguous, as a kind's
/// houses are) in `set`.
fn first_of(set: &[u64], houses: &[usize]) -> Option<usize> {
    let (&first, &last) = (houses.first()?, houses.last()?);
    let mut at = first;
    while at <= last {
        let word = set[at / 64] >> (at % 64);
        if word != 0 {
            let found = at + word.trailing_zeros() as usize;
            return (found <= last).then_some(found);
        }
        at = (at / 64 + 1) * 64;
    }
    None
}

impl BoardChanges {
    pub fn new(layout: &Layout, board: &LogicBoard) -> BoardChanges {
        let n = layout.size;
        let houses = layout.houses.len();
        let words = houses.div_ceil(64);
        let mut changes = SPARE.with(Cell::take).map_or_else(
            || BoardChanges {
                n,
                last: Vec::new(),
                unsolved: 0,
                now: 1,
                house_stamp: Vec::new(),
                digit_stamp: Vec::new(),
                house_digit_stamp: Vec::new(),
                empty: Vec::new(),
                places: Vec::new(),
                single: Vec::new(),
                full: Vec::new(),
                with_single: Vec::new(),
                with_last: Vec::new(),
                one_left: Vec::new(),
                holding: Vec::new(),
                words: 0,
            },
            |spare| *spare,
        );
        changes.n = n;
        changes.now = 1;
        changes.unsolved = board.values.iter().filter(|&&v| v == 0).count();
        changes.last.clear();
        changes.last.extend_from_slice(&board.candidates);
        refill(&mut changes.house_stamp, 1, houses);
        refill(&mut changes.digit_stamp, 1, n);
        refill(&mut changes.house_digit_stamp, 1, houses * n);
        refill(&mut changes.empty, 0, houses);
        refill(&mut changes.places, 0, houses * n);
        refill(&mut changes.single, 0, houses);
        refill(&mut changes.full, 0, words);
        refill(&mut changes.with_single, 0, words);
        refill(&mut changes.with_last, 0, words);
        let cell_words = changes.last.len().div_ceil(64);
        changes.words = cell_words;
        refill(&mut changes.one_left, 0, cell_words);
        refill(&mut changes.holding, 0, n * cell_words);
        for (h, house) in layout.houses.iter().enumerate() {
            put(&mut changes.full, h, house.full && house.cells.len() <= 32);
        }
        for c in 0..changes.last.len() {
            // A filled cell has no candidate and counts in no house.
            if board.values[c] != 0 {
                continue;
            }
            let candidates = board.candidates[c];
            put(&mut changes.one_left, c, candidates.is_power_of_two());
            let mut rest = candidates;
            while rest != 0 {
                let d = rest.trailing_zeros() as usize;
                changes.holding[d * cell_words + c / 64] |= 1 << (c % 64);
                rest &= rest - 1;
            }
            for &(h, bit) in layout.positions_of_cell(c) {
                changes.empty[h] += 1;
                let mut rest = candidates;
                while rest != 0 {
                    changes.places[h * n + rest.trailing_zeros() as usize] |= bit;
                    rest &= rest - 1;
                }
            }
        }
        for h in 0..houses {
            changes.single[h] = (0..n)
                .filter(|&d| changes.places[h * n + d].count_ones() == 1)
                .map(|d| 1u32 << d)
                .sum();
            changes.sort_house(h);
        }
        changes
    }

    /// Keeps the tables for the next rating on this thread to refill.
    pub fn recycle(self) {
        SPARE.with(|spare| spare.set(Some(Box::new(self))));
    }

    /// Whether some full house has a single (with `last`, a single and one
    /// empty cell): most steps of an easy path find none with `last`.
    pub fn any_single(&self, last: bool) -> bool {
        let set = if last {
            &self.with_last
        } else {
            &self.with_single
        };
        set.iter().any(|&word| word != 0)
    }

    /// Files house `h` in `with_single` and `with_last` by its counts
    /// (`&`, not `&&`: no branch on counts that go either way).
    #[inline(always)]
    fn sort_house(&mut self, h: usize) {
        let single = has(&self.full, h) & (self.single[h] != 0);
        put(&mut self.with_single, h, single);
        put(&mut self.with_last, h, single & (self.empty[h] == 1));
    }

    /// Reads what changed since the last update (or `new`); the first
    /// empty cell with no candidate left, as `LogicBoard::consistent`
    /// names it, if a changed cell is one (an unchanged cell was not).
    pub fn update(&mut self, layout: &Layout, board: &LogicBoard) -> Result<(), BoardError> {
        self.now += 1;
        let mut broken = false;
        let cells = self.last.len();
        // Most cells are unchanged: compare eight at a time.
        let mut block = 0;
        while block < cells {
            let end = (block + 8).min(cells);
            let was = &self.last[block..end];
            let differs = was
                .iter()
                .zip(&board.candidates[block..end])
                .fold(0, |acc, (a, b)| acc | (a ^ b));
            if differs != 0 {
                for c in block..end {
                    let filled = board.values[c] != 0;
                    broken |= self.cell_changed(layout, c, board.candidates[c], filled);
                }
            }
            block = end;
        }
        if broken {
            board.consistent()
        } else {
            Ok(())
        }
    }

    /// Places `digit` in `cell` (if empty) and takes in what that changed:
    /// `LogicBoard::place` then `update`, reading only the cells the
    /// placement changed.
    pub fn place(
        &mut self,
        layout: &Layout,
        board: &mut LogicBoard,
        cell: usize,
        digit: u8,
    ) -> Result<(), BoardError> {
        self.now += 1;
        if board.values[cell] != 0 {
            return Ok(());
        }
        // The placed cell, then each peer that held the digit (the
        // digit's cells among the cell's peers): a peer loses that digit
        // alone, so its intake needs no walk of removed digits and stamps
        // the digit once for all of them.
        board.values[cell] = digit;
        board.candidates[cell] = 0;
        let mut broken = self.cell_changed(layout, cell, 0, true);
        let lost = super::board::bit(digit);
        let d = digit as usize - 1;
        self.digit_stamp[d] = self.now;
        let peers = &layout.peers[cell];
        for w in 0..self.words {
            let mut losing = peers.word(w) & self.holding[d * self.words + w];
            while losing != 0 {
                let peer = w * 64 + losing.trailing_zeros() as usize;
                losing &= losing - 1;
                debug_assert!(board.candidates[peer] & lost != 0);
                let now = board.candidates[peer] & !lost;
                board.candidates[peer] = now;
                broken |= self.peer_lost(layout, peer, now, d);
            }
        }
        board.apply_pair_rules(layout, cell, digit, |c, now| {
            broken |= self.cell_changed(layout, c, now, false);
        });
        if broken {
            board.consistent()
        } else {
            Ok(())
        }
    }

    /// Takes in cell `c`'s change to candidates `now` (if any; `filled`
    /// if it holds a value); whether it is left empty with no candidate.
    #[inline(always)]
    fn cell_changed(&mut self, layout: &Layout, c: usize, now: u32, filled: bool) -> bool {
        let n = self.n;
        let was = self.last[c];
        if now == was {
            return false;
        }
        self.last[c] = now;
        put(&mut self.one_left, c, now.is_power_of_two());
        let removed = was & !now;
        let placed = now == 0 && filled;
        self.unsolved -= usize::from(placed);
        let mut rest = removed;
        while rest != 0 {
            let d = rest.trailing_zeros() as usize;
            self.digit_stamp[d] = self.now;
            self.holding[d * self.words + c / 64] &= !(1 << (c % 64));
            rest &= rest - 1;
        }
        for &(h, bit) in layout.positions_of_cell(c) {
            self.house_stamp[h] = self.now;
            self.empty[h] -= u32::from(placed);
            let places = &mut self.places[h * n..(h + 1) * n];
            let stamps = &mut self.house_digit_stamp[h * n..(h + 1) * n];
            let mut single = self.single[h];
            let mut rest = removed;
            while rest != 0 {
                let d = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                stamps[d] = self.now;
                places[d] &= !bit;
                let one = u32::from(places[d].is_power_of_two());
                single = single & !(1 << d) | one << d;
            }
            self.single[h] = single;
            self.sort_house(h);
        }
        now == 0 && !filled
    }

    /// `cell_changed` for an empty cell that lost digit `d + 1` alone (a
    /// peer of a placement): `digit_stamp` is the caller's, once per
    /// placement (the placed cell held the digit).
    #[inline(always)]
    fn peer_lost(&mut self, layout: &Layout, c: usize, now: u32, d: usize) -> bool {
        let n = self.n;
        self.last[c] = now;
        put(&mut self.one_left, c, now.is_power_of_two());
        self.holding[d * self.words + c / 64] &= !(1 << (c % 64));
        for &(h, bit) in layout.positions_of_cell(c) {
            self.house_stamp[h] = self.now;
            self.house_digit_stamp[h * n + d] = self.now;
            let places = &mut self.places[h * n + d];
            *places &= !bit;
            let one = u32::from(places.is_power_of_two());
            self.single[h] = self.single[h] & !(1 << d) | one << d;
            self.sort_house(h);
        }
        now == 0
    }

    /// The first cell, in cell order, with one candidate left, and that
    /// candidate's digit.
    pub fn first_naked_single(&self) -> Option<(usize, u8)> {
        let (w, &word) = self.one_left.iter().enumerate().find(|(_, &w)| w != 0)?;
        let cell = w * 64 + word.trailing_zeros() as usize;
        Some((cell, self.last[cell].trailing_zeros() as u8 + 1))
    }

    pub fn is_solved(&self) -> bool {
        self.unsolved == 0
    }
    /// The house's empty cells.
    pub fn empty(&self, house: usize) -> usize {
        self.empty[house] as usize
    }
    /// The digits with exactly one place in the house (bit `d - 1`).
    pub fn single(&self, house: usize) -> u32 {
        self.single[house]
    }
    /// The first of `houses` (one kind's) that holds every digit and has
    /// a single; with `last`, only such a house with one empty cell.
    pub fn first_single(&self, houses: &[usize], last: bool) -> Option<usize> {
        first_of(
            if last {
                &self.with_last
            } else {
                &self.with_single
            },
            houses,
        )
    }
    /// The digit's places in the house, as `singles::places` gives them.
    pub fn places(&self, house: usize, digit: u8) -> u32 {
        self.places[house * self.n + digit as usize - 1]
    }
    /// Every digit's places in the house (index `digit - 1`), as
    /// `singles::all_places` gives them.
    pub fn all_places(&self, house: usize) -> &[u32] {
        &self.places[house * self.n..(house + 1) * self.n]
    }
    /// Every house's places by digit (`house * n + digit - 1`).
    pub fn every_place(&self) -> &[u32] {
        &self.places
    }
    pub fn house_stamp(&self, house: usize) -> u32 {
        self.house_stamp[house]
    }
    pub fn digit_stamp(&self, digit: u8) -> u32 {
        self.digit_stamp[digit as usize - 1]
    }
    pub fn house_digit_stamp(&self, house: usize, digit: u8) -> u32 {
        self.house_digit_stamp[house * self.n + digit as usize - 1]
    }
}

/// Per key (a house, a digit, whatever a search counts by), the stamp of
/// what the search read when it last found nothing there.
#[derive(Clone, Default)]
pub(super) struct NothingSince(Vec<u32>);

impl NothingSince {
    /// Whether the search found nothing at `key` on what `stamp` stamps.
    pub fn holds(&self, key: usize, stamp: u32) -> bool {
        self.0.get(key) == Some(&stamp)
    }
    pub fn record(&mut self, key: usize, stamp: u32) {
        if self.0.len() <= key {
            self.0.resize(key + 1, 0);
        }
        self.0[key] = stamp;
    }
}

/// A search's memory between steps: none (every call searches all), or
/// the board's changes and what the search found nothing in.
pub(super) struct Recall<'a>(Option<(&'a BoardChanges, &'a mut NothingSince)>);

impl<'a> Recall<'a> {
    pub fn none() -> Recall<'a> {
        Recall(None)
    }
    pub fn with(changes: &'a BoardChanges, memo: &'a mut NothingSince) -> Recall<'a> {
        Recall(Some((changes, memo)))
    }

    /// The board's changes, when kept: their counts and places stand for
    /// a pass over the house's cells.
    pub fn changes(&self) -> Option<&'a BoardChanges> {
        self.0.as_ref().map(|&(changes, _)| changes)
    }

    fn holds(&self, key: usize, stamp: impl Fn(&BoardChanges) -> u32) -> bool {
        matches!(&self.0, Some((changes, memo)) if memo.holds(key, stamp(changes)))
    }
    fn record(&mut self, key: usize, stamp: impl Fn(&BoardChanges) -> u32) {
        if let Some((changes, memo)) = &mut self.0 {
            memo.record(key, stamp(changes));
        }
    }

    /// Whether the search found nothing at `key`, a function of `house`'s
    /// cells, and they have not changed since.
    pub fn house_unchanged(&self, key: usize, house: usize) -> bool {
        self.holds(key, |c| c.house_stamp(house))
    }
    pub fn nothing_in_house(&mut self, key: usize, house: usize) {
        self.record(key, |c| c.house_stamp(house));
    }
    /// The same for a function of `digit`'s places in `house`.
    pub fn house_digit_unchanged(&self, key: usize, house: usize, digit: u8) -> bool {
        self.holds(key, |c| c.house_digit_stamp(house, digit))
    }
    pub fn nothing_in_house_digit(&mut self, key: usize, house: usize, digit: u8) {
        self.record(key, |c| c.house_digit_stamp(house, digit));
    }
    /// The same for a function of `digit`'s places on the whole board.
    pub fn digit_unchanged(&self, key: usize, digit: u8) -> bool {
        self.holds(key, |c| c.digit_stamp(digit))
    }
    pub fn nothing_for_digit(&mut self, key: usize, digit: u8) {
        self.record(key, |c| c.digit_stamp(digit));
    }
}
