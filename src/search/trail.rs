//! The stack of guesses a search comes back to, in a fixed few kilobytes so
//! that a search fits a thread of 16 KiB. The shallow levels keep their
//! board whole, in room the caller gives; deeper ones keep only the
//! candidates and open cells their board lost since the level above, which
//! is enough because along one path of the search a board only ever loses
//! candidates.

use std::mem::MaybeUninit;

use super::board::Board;
use super::lanes::WORDS;
use super::rules::Triads;
use crate::geometry::CELLS;

/// Levels whose board and triads the trail of a solving call keeps whole.
/// Searches of the standard sets go deeper than 10 levels on a few puzzles
/// of serg_multiple_solutions and forum_hardest_1905_11plus only; grids
/// built to be slow go to about 45 (docs/ENGINE.md).
pub(super) const WHOLE_LEVELS: usize = 10;

/// Whole levels for the searches of calls whose own frames sit above the
/// search (the logic engine's and the generator's): each level is 240
/// bytes of stack, and their searches seldom go deeper.
pub(super) const LEAN_WHOLE_LEVELS: usize = 4;

/// The words a deep level records losses in: the candidates of each digit
/// and band (not the last word, always empty), then the open cells of each
/// band; 27 bits each.
const TRACKED_WORDS: usize = 27 + 3;

/// Each lost candidate or open cell is logged once along a path, so the log
/// never holds more than every bit of every tracked word.
const LOG_CAPACITY: usize = TRACKED_WORDS * 27;

/// What is left to try at a guess: for a cell, its candidates not yet
/// tried; for a link, its second cell.
#[derive(Clone, Copy)]
pub(super) struct Branch {
    /// The guessed cell, or the link's second cell, as a bit of `band`.
    pub(super) cell: u32,
    pub(super) band: u32,
    /// The digit tried first.
    pub(super) digit: u32,
    /// The cell's other candidates, as bits 0-8; 0 for a link, whose
    /// `digit` goes to `cell` next.
    pub(super) others: u32,
}

/// The triads a level comes back with.
pub(super) enum SavedTriads {
    /// A light search, which keeps none.
    None,
    /// As they were when the level was pushed.
    Saved(Triads),
    /// A deep level keeps none: the rules must go over every word again to
    /// record them.
    Lost,
}

/// A level taken off the trail: the board before its guess, and the rest.
pub(super) struct Level {
    pub(super) branch: Branch,
    pub(super) board: Board,
    pub(super) triads: SavedTriads,
}

/// One level kept whole. Left uninitialised, as the trail's arrays:
/// filling them on every call costs as much as solving an easy puzzle.
pub(super) struct WholeLevel {
    board: MaybeUninit<Board>,
    /// Saved only in a thorough search.
    triads: MaybeUninit<Triads>,
}

/// Room for `N` whole levels, on the stack of the search's caller.
pub(super) struct WholeLevels<const N: usize>([WholeLevel; N]);

impl<const N: usize> WholeLevels<N> {
    #[inline(always)]
    pub(super) fn new() -> Self {
        WholeLevels(
            [const {
                WholeLevel {
                    board: MaybeUninit::uninit(),
                    triads: MaybeUninit::uninit(),
                }
            }; N],
        )
    }

    #[inline(always)]
    pub(super) fn levels(&mut self) -> &mut [WholeLevel] {
        &mut self.0
    }
}

/// The trail of a search, its first levels whole in the room it is given.
pub(super) struct Trail<'room> {
    /// Left uninitialised, as the log below.
    branches: [MaybeUninit<Branch>; CELLS],
    whole: &'room mut [WholeLevel],
    /// The board of the deepest level, while that level is deep.
    deepest: Board,
    /// What deep levels lost, each entry `word << 5 | bit`.
    lost: [MaybeUninit<u16>; LOG_CAPACITY],
    /// Where each deep level's entries begin in `lost`.
    lost_from: [u16; CELLS],
    lost_len: usize,
    depth: usize,
    /// Whether the root's room holds a board kept by `stash_root`.
    stashed: bool,
}

impl<'room> Trail<'room> {
    /// A trail keeping as many levels whole as `whole` has room for, at
    /// least one.
    #[inline(always)]
    pub(super) fn new(whole: &'room mut [WholeLevel]) -> Self {
        assert!(!whole.is_empty(), "the root level is always whole");
        Trail {
            branches: [const { MaybeUninit::uninit() }; CELLS],
            whole,
            deepest: Board {
                candidates: [0; WORDS],
                open_cells: [0; 4],
            },
            lost: [const { MaybeUninit::uninit() }; LOG_CAPACITY],
            lost_from: [0; CELLS],
            lost_len: 0,
            depth: 0,
            stashed: false,
        }
    }

    /// Keeps `board` and `triads` in the root level's room, free while the
    /// trail is empty, to come back to with [`Trail::restore_root`]: a copy
    /// there takes no stack of the search's own.
    #[inline(always)]
    pub(super) fn stash_root(&mut self, board: &Board, triads: &Triads) {
        assert_eq!(
            self.depth, 0,
            "the root's room is free only while the trail is empty"
        );
        let level = &mut self.whole[0];
        level.board.write(*board);
        level.triads.write(*triads);
        self.stashed = true;
    }

    /// The board and triads last stashed, copied into `board` and `triads`.
    #[inline(always)]
    pub(super) fn restore_root(&self, board: &mut Board, triads: &mut Triads) {
        assert!(
            self.stashed && self.depth == 0,
            "a stashed root, not pushed over"
        );
        let level = &self.whole[0];
        // SAFETY: `stash_root` wrote both, and no push has written the room
        // since (a push clears `stashed`).
        unsafe {
            *board = level.board.assume_init_read();
            *triads = level.triads.assume_init_read();
        }
    }

    /// Saves a guess made on `board`, a descendant of every board on the
    /// trail, with the triads of a thorough search.
    #[inline(always)]
    pub(super) fn push(&mut self, branch: Branch, board: &Board, triads: Option<&Triads>) {
        let depth = self.depth;
        self.stashed = false;
        self.branches[depth].write(branch);
        if depth < self.whole.len() {
            let level = &mut self.whole[depth];
            level.board.write(*board);
            if let Some(triads) = triads {
                level.triads.write(*triads);
            }
        } else {
            self.push_deep(board);
        }
        self.depth = depth + 1;
    }

    /// Logs what `board` lost since the level above, and keeps it as the
    /// deepest board.
    #[inline(always)]
    fn push_deep(&mut self, board: &Board) {
        let depth = self.depth;
        let above = if depth == self.whole.len() {
            // SAFETY: levels below `depth` were written when pushed, and
            // the one just above is whole.
            unsafe { self.whole[depth - 1].board.assume_init_ref() }
        } else {
            &self.deepest
        };
        let (before, after) = (tracked(above), tracked(board));
        self.lost_from[depth] = self.lost_len as u16;
        for word in 0..TRACKED_WORDS {
            debug_assert_eq!(after[word] & !before[word], 0, "boards only lose");
            debug_assert_eq!(before[word] >> 27, 0, "27 cells a band");
            let mut lost = before[word] & !after[word];
            while lost != 0 {
                let bit = lost.trailing_zeros();
                lost &= lost - 1;
                self.lost[self.lost_len].write((word as u16) << 5 | bit as u16);
                self.lost_len += 1;
            }
        }
        self.deepest = *board;
    }

    /// The deepest level, taken off; None when the trail is empty.
    /// `with_triads` says the search is thorough (and saved triads).
    #[inline(always)]
    pub(super) fn pop(&mut self, with_triads: bool) -> Option<Level> {
        if self.depth == 0 {
            return None;
        }
        self.depth -= 1;
        let depth = self.depth;
        // SAFETY: every level below the old depth was written when it was
        // pushed, and the depth only decreases here.
        let branch = unsafe { self.branches[depth].assume_init_read() };
        if depth >= self.whole.len() {
            return Some(self.pop_deep(branch, with_triads));
        }
        let level = &self.whole[depth];
        // SAFETY: as for `branch`; the level is whole.
        let board = unsafe { level.board.assume_init_read() };
        let triads = if with_triads {
            // SAFETY: as for `branch`; a thorough search (the only one that
            // asks) pushes triads at every level.
            SavedTriads::Saved(unsafe { level.triads.assume_init_read() })
        } else {
            SavedTriads::None
        };
        Some(Level {
            branch,
            board,
            triads,
        })
    }

    /// Takes off the deep level at `self.depth`: its board is the deepest,
    /// and the one above it is that board with what it lost put back.
    #[inline(always)]
    fn pop_deep(&mut self, branch: Branch, with_triads: bool) -> Level {
        let board = self.deepest;
        let from = self.lost_from[self.depth] as usize;
        if self.depth > self.whole.len() {
            for index in from..self.lost_len {
                // SAFETY: entries below `lost_len` were written by
                // `push_deep`, and `lost_len` only ever shrinks back to a
                // level's start.
                let entry = unsafe { self.lost[index].assume_init() };
                let (word, bit) = (usize::from(entry >> 5), entry & 31);
                if word < 27 {
                    self.deepest.candidates[word] |= 1 << bit;
                } else {
                    self.deepest.open_cells[word - 27] |= 1 << bit;
                }
            }
        }
        self.lost_len = from;
        Level {
            branch,
            board,
            triads: if with_triads {
                SavedTriads::Lost
            } else {
                SavedTriads::None
            },
        }
    }

    /// Empties the trail and returns the board before its first guess, a
    /// fixed point of propagation less the branches already refuted there;
    /// None when the trail is empty.
    #[inline(always)]
    pub(super) fn back_to_root(&mut self) -> Option<Board> {
        if self.depth == 0 {
            return None;
        }
        self.depth = 0;
        self.lost_len = 0;
        // SAFETY: the trail was not empty, so level 0 was written, whole
        // (`new` refuses a trail without room for it).
        Some(unsafe { self.whole[0].board.assume_init_read() })
    }
}

/// The words a deep level logs: candidates, then open cells per band.
#[inline(always)]
fn tracked(board: &Board) -> [u32; TRACKED_WORDS] {
    let mut words = [0; TRACKED_WORDS];
    words[..27].copy_from_slice(&board.candidates[..27]);
    words[27..].copy_from_slice(&board.open_cells[..3]);
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board with `lost` candidates of the full board gone.
    fn board_without(lost: &[(usize, u32)]) -> Board {
        let mut board = Board {
            candidates: [(1 << 27) - 1; WORDS],
            open_cells: [(1 << 27) - 1, (1 << 27) - 1, (1 << 27) - 1, 0],
        };
        board.candidates[27] = 0;
        for &(word, bits) in lost {
            if word < 27 {
                board.candidates[word] &= !bits;
            } else {
                board.open_cells[word - 27] &= !bits;
            }
        }
        board
    }

    fn branch(digit: usize) -> Branch {
        Branch {
            band: 0,
            cell: 1,
            digit: digit as u32,
            others: 0,
        }
    }

    #[test]
    fn deep_levels_come_back_as_they_were_pushed() {
        // Each level loses more than the one above, in candidates and in
        // open cells; one whole level, the rest logged.
        let boards: Vec<Board> = (0..6)
            .map(|level| {
                let lost: Vec<(usize, u32)> = (0..level)
                    .flat_map(|l| [(l, 0b101 << l), (27 + l % 3, 1 << (l + 3))])
                    .collect();
                board_without(&lost)
            })
            .collect();
        let triads = Triads {
            rows: [7; WORDS],
            columns: [9; WORDS],
        };
        let mut room = WholeLevels::<1>::new();
        let mut trail = Trail::new(room.levels());
        for (level, board) in boards.iter().enumerate() {
            trail.push(branch(level), board, Some(&triads));
        }
        for (level, board) in boards.iter().enumerate().rev() {
            let popped = trail.pop(true).expect("a level");
            assert_eq!(popped.branch.digit as usize, level);
            assert_eq!(popped.board.candidates, board.candidates);
            assert_eq!(popped.board.open_cells, board.open_cells);
            match popped.triads {
                SavedTriads::Saved(saved) => {
                    assert_eq!(level, 0);
                    assert_eq!((saved.rows, saved.columns), (triads.rows, triads.columns));
                }
                SavedTriads::Lost => assert!(level > 0),
                SavedTriads::None => panic!("a thorough search's level without triads"),
            }
        }
        assert!(trail.pop(true).is_none());
    }

    #[test]
    fn a_stashed_root_comes_back_until_a_push() {
        let mut room = WholeLevels::<1>::new();
        let mut trail = Trail::new(room.levels());
        let root = board_without(&[(3, 1)]);
        let triads = Triads {
            rows: [5; WORDS],
            columns: [6; WORDS],
        };
        trail.stash_root(&root, &triads);
        let (mut board, mut back) = (
            board_without(&[]),
            Triads {
                rows: [0; WORDS],
                columns: [0; WORDS],
            },
        );
        trail.restore_root(&mut board, &mut back);
        assert_eq!(board.candidates, root.candidates);
        assert_eq!((back.rows, back.columns), (triads.rows, triads.columns));
        trail.push(branch(0), &board_without(&[]), None);
        assert!(trail.pop(false).is_some());
        let pushed_over = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            trail.restore_root(&mut board, &mut back);
        }));
        assert!(pushed_over.is_err(), "a push clears the stash");
    }

    #[test]
    fn a_level_pushed_again_logs_from_the_level_above() {
        let mut room = WholeLevels::<1>::new();
        let mut trail = Trail::new(room.levels());
        let root = board_without(&[]);
        let first = board_without(&[(0, 1)]);
        let again = board_without(&[(0, 1), (1, 1), (27, 4)]);
        let deeper = board_without(&[(0, 1), (1, 3), (27, 4)]);
        trail.push(branch(0), &root, None);
        trail.push(branch(1), &first, None);
        assert_eq!(trail.pop(false).unwrap().board.candidates, first.candidates);
        trail.push(branch(2), &again, None);
        trail.push(branch(3), &deeper, None);
        assert_eq!(
            trail.pop(false).unwrap().board.candidates,
            deeper.candidates
        );
        let popped = trail.pop(false).unwrap();
        assert_eq!(popped.branch.digit, 2);
        assert_eq!(popped.board.candidates, again.candidates);
        assert_eq!(popped.board.open_cells, again.open_cells);
        assert_eq!(trail.back_to_root().unwrap().candidates, root.candidates);
    }
}
