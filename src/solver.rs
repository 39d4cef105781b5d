//! The search: finds solutions of a grid whose givens do not conflict.
//! Knows nothing of C; allocates nothing.

use crate::grid::{box_of, col_of, row_of, Cells, CELLS};

/// How far a search may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Stop after this many solutions (at least 1; 2 decides uniqueness).
    pub max_solutions: u32,
    /// Stop after this many guesses; 0 means no limit.
    pub guess_budget: u64,
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Solutions found, at most `max_solutions`.
    pub solutions: u32,
    /// The first solution found; meaningful only when `solutions > 0`.
    pub first: Cells,
    /// Guesses made: branches taken beyond the first candidate tried.
    pub guesses: u64,
    /// The guess budget ran out before the search was complete.
    pub budget_exhausted: bool,
}

const ALL: u16 = 0x1ff;

/// The 20 peers of each cell.
const PEERS: [[u8; 20]; CELLS] = {
    let mut peers = [[0u8; 20]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut n = 0;
        let mut other = 0;
        while other < CELLS {
            if other != cell
                && (row_of(other) == row_of(cell)
                    || col_of(other) == col_of(cell)
                    || box_of(other) == box_of(cell))
            {
                peers[cell][n] = other as u8;
                n += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    peers
};

/// The 27 houses (rows, columns, boxes), 9 cells each.
const HOUSES: [[u8; 9]; 27] = {
    let mut houses = [[0u8; 9]; 27];
    let mut cell = 0;
    while cell < CELLS {
        let (r, c, b) = (row_of(cell), col_of(cell), box_of(cell));
        houses[r][c] = cell as u8;
        houses[9 + c][r] = cell as u8;
        houses[18 + b][(r % 3) * 3 + c % 3] = cell as u8;
        cell += 1;
    }
    houses
};

#[derive(Clone, Copy)]
struct State {
    /// Candidate digits of each cell, bit d-1 for digit d.
    candidates: [u16; CELLS],
    /// Digit placed in each cell, 0 while open.
    values: Cells,
    open: u8,
}

impl State {
    /// Places `digit` in `cell`, then follows every single it implies.
    /// Returns false on a contradiction.
    fn assign(&mut self, cell: usize, digit: u8) -> bool {
        // A hidden-single pass can queue a cell once per house and digit;
        // naked singles add each cell at most once more.
        let mut queue = [(0u8, 0u8); 27 * 9 + CELLS];
        let (mut head, mut tail) = (0, 0);
        queue[tail] = (cell as u8, digit);
        tail += 1;
        loop {
            while head < tail {
                let (cell, digit) = queue[head];
                head += 1;
                let cell = cell as usize;
                let bit = 1u16 << (digit - 1);
                if self.values[cell] != 0 {
                    if self.values[cell] != digit {
                        return false;
                    }
                    continue;
                }
                if self.candidates[cell] & bit == 0 {
                    return false;
                }
                self.values[cell] = digit;
                self.candidates[cell] = bit;
                self.open -= 1;
                for &peer in &PEERS[cell] {
                    let peer = peer as usize;
                    if self.values[peer] != 0 || self.candidates[peer] & bit == 0 {
                        continue;
                    }
                    let left = self.candidates[peer] & !bit;
                    if left == 0 {
                        return false;
                    }
                    self.candidates[peer] = left;
                    if left.is_power_of_two() {
                        queue[tail] = (peer as u8, left.trailing_zeros() as u8 + 1);
                        tail += 1;
                    }
                }
            }
            // Hidden singles: a digit with one place left in a house.
            head = 0;
            tail = 0;
            for house in &HOUSES {
                let (mut once, mut twice, mut placed) = (0u16, 0u16, 0u16);
                for &cell in house {
                    let cell = cell as usize;
                    let c = self.candidates[cell];
                    if self.values[cell] != 0 {
                        placed |= c;
                    } else {
                        twice |= once & c;
                        once |= c;
                    }
                }
                if (once | placed) != ALL {
                    return false;
                }
                let mut single = once & !twice & !placed;
                while single != 0 {
                    let bit = single & single.wrapping_neg();
                    single &= single - 1;
                    for &cell in house {
                        if self.candidates[cell as usize] & bit != 0
                            && self.values[cell as usize] == 0
                        {
                            queue[tail] = (cell, bit.trailing_zeros() as u8 + 1);
                            tail += 1;
                            break;
                        }
                    }
                }
            }
            if head == tail {
                return true;
            }
        }
    }

    /// The open cell with the fewest candidates.
    fn best_cell(&self) -> usize {
        let mut best = CELLS;
        let mut best_count = 10;
        for cell in 0..CELLS {
            if self.values[cell] == 0 {
                let count = self.candidates[cell].count_ones();
                if count < best_count {
                    best = cell;
                    best_count = count;
                    if count == 2 {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// Searches `givens` (no two may conflict) for up to `limits.max_solutions`
/// solutions.
pub fn search(givens: &Cells, limits: Limits) -> Outcome {
    let mut outcome = Outcome {
        solutions: 0,
        first: [0; CELLS],
        guesses: 0,
        budget_exhausted: false,
    };
    let mut root = State {
        candidates: [ALL; CELLS],
        values: [0; CELLS],
        open: CELLS as u8,
    };
    for (cell, &digit) in givens.iter().enumerate() {
        if digit != 0 && root.values[cell] != digit && !root.assign(cell, digit) {
            return outcome;
        }
    }
    // Depth-first with an explicit stack: each level keeps the state before
    // its guess and the candidates still to try, so nothing is undone.
    let mut stack = [(root, 0usize, 0u16); CELLS + 1];
    let mut depth = 0;
    let mut current = root;
    loop {
        if current.open == 0 {
            if outcome.solutions == 0 {
                outcome.first = current.values;
            }
            outcome.solutions += 1;
            if outcome.solutions >= limits.max_solutions.max(1) {
                return outcome;
            }
        } else {
            let cell = current.best_cell();
            stack[depth] = (current, cell, current.candidates[cell]);
            depth += 1;
        }
        // Take the next candidate of the deepest level that has one.
        loop {
            if depth == 0 {
                return outcome;
            }
            let (saved, cell, remaining) = &mut stack[depth - 1];
            if *remaining == 0 {
                depth -= 1;
                continue;
            }
            let bit = *remaining & remaining.wrapping_neg();
            *remaining &= *remaining - 1;
            outcome.guesses += 1;
            if limits.guess_budget != 0 && outcome.guesses > limits.guess_budget {
                outcome.budget_exhausted = true;
                return outcome;
            }
            current = *saved;
            if current.assign(*cell, bit.trailing_zeros() as u8 + 1) {
                break;
            }
        }
    }
}
