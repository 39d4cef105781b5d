//! The textbook baseline: row, column and box `used` arrays, cells in
//! row-major order, digits 1-9 in order, no propagation at all. It shows what
//! a real solver buys over plain backtracking, nothing more.

/// What the naive search established.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Solutions found, up to 2 ("two or more").
    Solutions(u32),
    /// The step cap ran out first: the answer is unknown.
    Capped,
    /// A byte is neither a digit nor `.`.
    Invalid,
}

struct Search {
    rows: [[bool; 10]; 9],
    cols: [[bool; 10]; 9],
    boxes: [[bool; 10]; 9],
    empties: [u8; 81],
    empty_count: usize,
    found: u32,
    steps: u64,
    cap: u64,
    capped: bool,
}

fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

/// Counts the solutions of an 81-byte grid up to 2, giving up after `cap`
/// digit tries so that one pathological puzzle cannot stall a run (a step
/// count rather than a clock, so the same puzzles are capped on every run).
pub fn count_up_to_2(grid: &[u8; 81], cap: u64) -> Outcome {
    let mut search = Search {
        rows: [[false; 10]; 9],
        cols: [[false; 10]; 9],
        boxes: [[false; 10]; 9],
        empties: [0; 81],
        empty_count: 0,
        found: 0,
        steps: 0,
        cap,
        capped: false,
    };
    for (cell, &byte) in grid.iter().enumerate() {
        let (r, c, b) = (cell / 9, cell % 9, box_of(cell));
        match byte {
            b'1'..=b'9' => {
                let d = usize::from(byte - b'0');
                if search.rows[r][d] || search.cols[c][d] || search.boxes[b][d] {
                    return Outcome::Solutions(0);
                }
                search.rows[r][d] = true;
                search.cols[c][d] = true;
                search.boxes[b][d] = true;
            }
            b'.' | b'0' => {
                search.empties[search.empty_count] = cell as u8;
                search.empty_count += 1;
            }
            _ => return Outcome::Invalid,
        }
    }
    search.fill(0);
    if search.capped {
        Outcome::Capped
    } else {
        Outcome::Solutions(search.found)
    }
}

impl Search {
    /// Fills empty cell `k` onwards; returns true when the search must stop
    /// (two solutions found, or the cap reached).
    fn fill(&mut self, k: usize) -> bool {
        if k == self.empty_count {
            self.found += 1;
            return self.found >= 2;
        }
        let cell = usize::from(self.empties[k]);
        let (r, c, b) = (cell / 9, cell % 9, box_of(cell));
        for d in 1..=9 {
            self.steps += 1;
            if self.steps > self.cap {
                self.capped = true;
                return true;
            }
            if self.rows[r][d] || self.cols[c][d] || self.boxes[b][d] {
                continue;
            }
            self.rows[r][d] = true;
            self.cols[c][d] = true;
            self.boxes[b][d] = true;
            if self.fill(k + 1) {
                return true;
            }
            self.rows[r][d] = false;
            self.cols[c][d] = false;
            self.boxes[b][d] = false;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &[u8; 81] =
        b"..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";

    #[test]
    fn decides_unique_multiple_none_and_capped() {
        assert_eq!(count_up_to_2(PUZZLE, u64::MAX), Outcome::Solutions(1));
        assert_eq!(count_up_to_2(&[b'.'; 81], u64::MAX), Outcome::Solutions(2));
        let mut clash = *PUZZLE;
        clash[0] = b'4';
        assert_eq!(count_up_to_2(&clash, u64::MAX), Outcome::Solutions(0));
        assert_eq!(count_up_to_2(PUZZLE, 5), Outcome::Capped);
        let mut bad = *PUZZLE;
        bad[3] = b'x';
        assert_eq!(count_up_to_2(&bad, u64::MAX), Outcome::Invalid);
    }
}
