//! The scratch the generator's searches reuse: propagation's woken sets
//! and boards, kept from one search to the next, one puzzle to the next
//! and, per thread, one call to the next. On small grids the fixed cost of
//! a puzzle outweighed the searches: a third of a 4x4 puzzle's time went
//! to allocation and freeing (docs/VARIANTS.md, "Generating"). Every
//! board is overwritten before it is read and the woken sets are empty
//! between propagations, so nothing carries over but capacity: the
//! puzzles are the same.

use std::cell::RefCell;

use crate::variant::board::Board;
use crate::variant::propagate::Woken;
use crate::variant::rules::Rules;

/// Boards kept a thread between calls: deeper walks are rare, and a
/// 25x25 board is about 13 KB.
const KEPT_DEPTH: usize = 64;

pub(super) struct Buffers {
    /// Sized for rules of this shape: (cells, full houses, cages).
    shape: (usize, usize, usize),
    pub(super) woken: Woken,
    /// `boards[d]`: a walk's board at depth `d`.
    pub(super) boards: Vec<Board>,
    /// The exclusion searches' boards (exclude.rs): the givens kept, the
    /// block's and the search's common start.
    pub(super) kept: Option<Board>,
    pub(super) block: Option<Board>,
    pub(super) common: Option<Board>,
    /// The exclusion walk's completions (exclude.rs): a grid and the
    /// cells where it differs from the solution.
    pub(super) completion: Vec<u8>,
    pub(super) changed: Vec<usize>,
    /// The walks' states below their root (house_walk.rs).
    pub(super) states: Vec<super::house_walk::State>,
}

// Boxed: a thread-local's inline size is static TLS, which glibc carves
// out of every thread's stack; inline, these buffers took 880 bytes of a
// 16 KiB stack from every caller, and a hint on PTHREAD_STACK_MIN
// (tests/c/test_logic.c) overflowed.
thread_local! {
    static SPARE: RefCell<Option<Box<Buffers>>> = const { RefCell::new(None) };
}

fn shape(rules: &Rules) -> (usize, usize, usize) {
    (rules.cells(), rules.full_houses.len(), rules.cages.len())
}

impl Buffers {
    pub(super) fn new(rules: &Rules) -> Buffers {
        Buffers {
            shape: shape(rules),
            woken: Woken::new(rules),
            boards: Vec::new(),
            kept: None,
            block: None,
            common: None,
            completion: Vec::new(),
            changed: Vec::new(),
            states: Vec::new(),
        }
    }

    /// The thread's spare buffers (or new ones), sized for `rules`.
    pub(super) fn take(rules: &Rules) -> Buffers {
        let mut buffers = SPARE
            .with(|spare| spare.borrow_mut().take())
            .map_or_else(|| Buffers::new(rules), |spare| *spare);
        buffers.fit(rules);
        buffers
    }

    /// Back as the thread's spare, for the next call.
    pub(super) fn give_back(mut self) {
        self.boards.truncate(KEPT_DEPTH);
        self.states.truncate(KEPT_DEPTH);
        SPARE.with(|spare| *spare.borrow_mut() = Some(Box::new(self)));
    }

    /// Woken sets sized for `rules` (the boards resize as they are
    /// overwritten).
    pub(super) fn fit(&mut self, rules: &Rules) {
        if self.shape != shape(rules) {
            self.shape = shape(rules);
            self.woken = Woken::new(rules);
        }
    }

    /// The boards at `depth` and `depth + 1`, the second added if new.
    pub(super) fn pair(&mut self, depth: usize) -> (&Board, &mut Board) {
        if self.boards.len() <= depth + 1 {
            let copy = self.boards[depth].clone();
            self.boards.push(copy);
        }
        let (low, high) = self.boards.split_at_mut(depth + 1);
        (&low[depth], &mut high[0])
    }

    /// `boards[0]`, reset to the givens of `rules`.
    pub(super) fn first(&mut self, rules: &Rules, givens: &[u8]) -> Result<&mut Board, ()> {
        match self.boards.first_mut() {
            Some(board) => board.reset(rules, givens).map_err(|_| ())?,
            None => self.boards.push(Board::new(rules, givens).map_err(|_| ())?),
        }
        Ok(&mut self.boards[0])
    }
}

/// `from` copied into `slot`, reusing its buffers.
pub(super) fn copy_into<'s>(slot: &'s mut Option<Board>, from: &Board) -> &'s mut Board {
    match slot {
        Some(board) => {
            board.clone_from(from);
            board
        }
        None => slot.insert(from.clone()),
    }
}
