//! What each step changed on the board, for a rating loop that searches
//! the same houses step after step (SukakuExplainer's scale). The board
//! only loses candidates, so a house search that found nothing finds
//! nothing again while the places it reads stay the same: it records the
//! stamp of what it read (`NothingSince`) and skips while the stamp holds.
//! The per-house counts also answer hidden singles, "solved" and "broken"
//! without a pass over every cell.

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
    /// Per house and digit (`house * n + digit - 1`): the places.
    places: Vec<u32>,
    /// Per house: the digits with one place (bit `d - 1`).
    single: Vec<u32>,
}

impl BoardChanges {
    pub fn new(layout: &Layout, board: &LogicBoard) -> BoardChanges {
        let n = layout.size;
        let houses = layout.houses.len();
        let mut changes = BoardChanges {
            n,
            last: board.candidates.clone(),
            unsolved: board.values.iter().filter(|&&v| v == 0).count(),
            now: 1,
            house_stamp: vec![1; houses],
            digit_stamp: vec![1; n],
            house_digit_stamp: vec![1; houses * n],
            empty: vec![0; houses],
            places: vec![0; houses * n],
            single: vec![0; houses],
        };
        for (h, house) in layout.houses.iter().enumerate() {
            for &c in &house.cells {
                changes.empty[h] += u32::from(board.values[c] == 0);
                let mut rest = board.candidates[c];
                while rest != 0 {
                    changes.places[h * n + rest.trailing_zeros() as usize] += 1;
                    rest &= rest - 1;
                }
            }
            changes.single[h] = (0..n)
                .filter(|&d| changes.places[h * n + d] == 1)
                .map(|d| 1u32 << d)
                .sum();
        }
        changes
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
                    broken |= self.cell_changed(layout, board, c);
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

    /// Takes in cell `c`'s change, if any; whether it is left empty with
    /// no candidate.
    fn cell_changed(&mut self, layout: &Layout, board: &LogicBoard, c: usize) -> bool {
        let n = self.n;
        let now = board.candidates[c];
        let was = self.last[c];
        if now == was {
            return false;
        }
        self.last[c] = now;
        let removed = was & !now;
        let placed = now == 0 && board.values[c] != 0;
        self.unsolved -= usize::from(placed);
        let mut rest = removed;
        while rest != 0 {
            self.digit_stamp[rest.trailing_zeros() as usize] = self.now;
            rest &= rest - 1;
        }
        for &h in &layout.houses_of_cell[c] {
            self.house_stamp[h] = self.now;
            self.empty[h] -= u32::from(placed);
            let mut rest = removed;
            while rest != 0 {
                let d = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let at = h * n + d;
                self.house_digit_stamp[at] = self.now;
                self.places[at] -= 1;
                if self.places[at] == 1 {
                    self.single[h] |= 1 << d;
                } else {
                    self.single[h] &= !(1 << d);
                }
            }
        }
        now == 0 && board.values[c] == 0
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
