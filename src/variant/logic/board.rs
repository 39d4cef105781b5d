//! The logic engine's grid: a value and a candidate set per cell. A
//! placement removes the digit from the cell's peers and every digit its
//! pair rules (thermometers, dots, non-consecutive) forbid next to it.

use super::layout::Layout;

/// Why a grid cannot be worked on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The grid or candidate list has the wrong number of cells.
    Length { expected: usize, found: usize },
    /// A value above N.
    Value { cell: usize, value: u8 },
    /// Two givens break a rule, or a cell is left without candidates.
    Contradiction { cell: usize },
}

impl std::fmt::Display for BoardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BoardError::Length { expected, found } => {
                write!(f, "the grid needs {expected} cells, found {found}")
            }
            BoardError::Value { cell, value } => {
                write!(f, "cell {cell} holds {value}, above the size")
            }
            BoardError::Contradiction { cell } => {
                write!(
                    f,
                    "cell {cell} has no candidate left: the givens break a rule"
                )
            }
        }
    }
}

impl std::error::Error for BoardError {}

/// Values and candidates, cell by cell (`row * size + column`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogicBoard {
    pub(super) size: usize,
    /// 0 for an empty cell.
    pub(super) values: Vec<u8>,
    /// Bit `d - 1` for digit `d`; 0 for a filled cell.
    pub(super) candidates: Vec<u32>,
}

impl LogicBoard {
    /// From givens (0 empty, 1..=N): every candidate the givens allow.
    pub fn from_givens(layout: &Layout, givens: &[u8]) -> Result<LogicBoard, BoardError> {
        let n = layout.size;
        check_length(n, givens.len())?;
        if let Some(board) = LogicBoard::from_givens_by_houses(layout, givens) {
            board.consistent()?;
            return Ok(board);
        }
        let mut board = LogicBoard {
            size: n,
            values: vec![0; n * n],
            candidates: vec![full(n); n * n],
        };
        for (cell, &v) in givens.iter().enumerate() {
            if v as usize > n {
                return Err(BoardError::Value { cell, value: v });
            }
            if v != 0 {
                if board.candidates[cell] & bit(v) == 0 {
                    return Err(BoardError::Contradiction { cell });
                }
                board.place(layout, cell, v);
            }
        }
        board.consistent()?;
        Ok(board)
    }

    /// `from_givens` through the digits each house holds, when the peers
    /// are the houses' cells and no pair rule holds: a pass over the
    /// givens and one over the cells instead of a walk of every given's
    /// peers. None, for the walk to find and name the error, when a value
    /// is out of range or a house holds a digit twice.
    fn from_givens_by_houses(layout: &Layout, givens: &[u8]) -> Option<LogicBoard> {
        let n = layout.size;
        // On the stack: a rating loads a board per puzzle.
        let mut held = [0u32; 64];
        if !layout.peers_by_houses || layout.houses.len() > held.len() {
            return None;
        }
        for (cell, &v) in givens.iter().enumerate() {
            if v == 0 {
                continue;
            }
            if v as usize > n {
                return None;
            }
            for &(h, _) in layout.positions_of_cell(cell) {
                if held[h] & bit(v) != 0 {
                    return None;
                }
                held[h] |= bit(v);
            }
        }
        let candidates = givens
            .iter()
            .enumerate()
            .map(|(cell, &v)| match v {
                0 => layout
                    .positions_of_cell(cell)
                    .iter()
                    .fold(full(n), |left, &(h, _)| left & !held[h]),
                _ => 0,
            })
            .collect();
        Some(LogicBoard {
            size: n,
            values: givens.to_vec(),
            candidates,
        })
    }

    /// From candidate sets alone, every cell unsolved (a pencil-mark
    /// puzzle). A cell with one candidate is a naked single, not a given
    /// (SukakuExplainer's scale settles some: `place_settled_singles`).
    pub fn from_candidates(layout: &Layout, masks: &[u32]) -> Result<LogicBoard, BoardError> {
        let n = layout.size;
        check_length(n, masks.len())?;
        let board = LogicBoard {
            size: n,
            values: vec![0; n * n],
            candidates: masks.iter().map(|m| m & full(n)).collect(),
        };
        board.consistent()?;
        Ok(board)
    }

    /// Fills, without a step, each one-candidate cell whose digit no peer
    /// holds and whose pair rules forbid no neighbour's candidate: what
    /// SukakuExplainer does to pencil marks on loading (those cells count
    /// as givens there, so they take no naked single).
    pub(super) fn place_settled_singles(&mut self, layout: &Layout) {
        for cell in 0..self.values.len() {
            let m = self.candidates[cell];
            if self.values[cell] != 0 || m.count_ones() != 1 {
                continue;
            }
            let digit = m.trailing_zeros() + 1;
            let seen = layout.peers[cell]
                .cells()
                .any(|peer| self.candidates[peer] & m != 0);
            let clashes = layout.pairs_of_cell[cell].iter().any(|&(other, rule)| {
                let mut rest = self.candidates[other];
                while rest != 0 {
                    let d = rest.trailing_zeros() + 1;
                    rest &= rest - 1;
                    if !rule.allows(digit, d) {
                        return true;
                    }
                }
                false
            });
            if !seen && !clashes {
                self.values[cell] = digit as u8;
                self.candidates[cell] = 0;
            }
        }
    }

    pub fn size(&self) -> usize {
        self.size
    }
    /// 0 for an empty cell.
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }
    /// The cell's candidates as a bit set (bit `d - 1`); 0 once filled.
    pub fn candidates(&self, cell: usize) -> u32 {
        self.candidates[cell]
    }
    pub fn values(&self) -> &[u8] {
        &self.values
    }
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Sets `cell` to `digit` and removes what that forbids elsewhere.
    pub(super) fn place(&mut self, layout: &Layout, cell: usize, digit: u8) {
        self.values[cell] = digit;
        self.candidates[cell] = 0;
        // No one to tell which peers changed: clear the digit in each
        // without a test (loading the givens is mostly this walk).
        for &peer in layout.peer_list(cell) {
            self.candidates[peer] &= !bit(digit);
        }
        self.apply_pair_rules(layout, cell, digit, |_, _| {});
    }

    /// What `digit` in `cell` forbids its pair-rule neighbours, telling
    /// `changed` each cell whose candidates change.
    pub(super) fn apply_pair_rules(
        &mut self,
        layout: &Layout,
        cell: usize,
        digit: u8,
        mut changed: impl FnMut(usize, u32),
    ) {
        for &(other, rule) in &layout.pairs_of_cell[cell] {
            let mut keep = 0;
            let mut rest = self.candidates[other];
            while rest != 0 {
                let d = rest.trailing_zeros() + 1;
                rest &= rest - 1;
                if rule.allows(digit as u32, d) {
                    keep |= 1 << (d - 1);
                }
            }
            if keep != self.candidates[other] {
                self.candidates[other] = keep;
                changed(other, keep);
            }
        }
    }

    pub(super) fn eliminate(&mut self, cell: usize, digit: u8) {
        self.candidates[cell] &= !bit(digit);
    }

    /// The first empty cell with no candidate left.
    pub(super) fn consistent(&self) -> Result<(), BoardError> {
        match (0..self.values.len()).find(|&c| self.values[c] == 0 && self.candidates[c] == 0) {
            Some(cell) => Err(BoardError::Contradiction { cell }),
            None => Ok(()),
        }
    }
}

fn check_length(n: usize, found: usize) -> Result<(), BoardError> {
    if found != n * n {
        return Err(BoardError::Length {
            expected: n * n,
            found,
        });
    }
    Ok(())
}

pub(super) const fn bit(digit: u8) -> u32 {
    1 << (digit - 1)
}

pub(super) const fn full(n: usize) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1 << n) - 1
    }
}

/// The digits of a candidate set, ascending.
pub(super) fn digits(mask: u32) -> impl Iterator<Item = u8> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let d = rest.trailing_zeros() as u8 + 1;
        rest &= rest - 1;
        Some(d)
    })
}
