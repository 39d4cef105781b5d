//! Failed-literal probing, when a search starts over (`directed.rs`): each
//! candidate of an open cell is placed on a copy of the root and
//! propagated, and one whose propagation fails is taken out of the root.
//!
//! Why: the grids an attacker builds to be slow have no solution because of
//! a few houses that no rule sees at the root, and every guess elsewhere
//! fails there again. Probing finds, one candidate at a time, what those
//! houses cannot hold: it refutes at the restart, after at most 111 probes,
//! every grid with no solution that the attacks before it had found (in
//! `tests/data/adversarial.txt`), where the directed search alone took up
//! to 2,556 guesses (docs/ENGINE.md, "Probing at the restart").

use super::board::Board;
use super::directed::Conflicts;
use super::guess::words_placing_changes;
use super::propagate::Rules;
use super::rules::Scratch;
use super::trail::Trail;

/// Probes a restart may make, at most: a grid with solutions gains nothing
/// from them, so they cost it about as much as the guesses before the
/// restart.
pub(super) const PROBE_BUDGET: u64 = 256;

/// What probing did.
pub(super) struct Probed {
    /// Whether the root still may have a solution.
    pub(super) open: bool,
    /// Probes made.
    pub(super) probes: u64,
}

/// Propagates `board`, a root that `scratch` has not seen (its `seen`
/// words reset), then probes its candidates, cells with the most
/// contradictions in their houses first, until a pass takes nothing out,
/// the root is refuted, or `budget` probes are made. Each probe runs on the
/// board itself, which comes back from `trail`, empty. Leaves the board at
/// a fixed point that `scratch` describes.
///
/// One call of propagation serves the root, the probes and the
/// eliminations they lead to: each inlined copy of it takes room in the
/// search's frame.
#[inline(always)]
pub(super) fn propagate_and_probe(
    board: &mut Board,
    scratch: &mut Scratch,
    trail: &mut Trail<'_>,
    rules: Rules,
    budget: u64,
) -> Probed {
    let mut probes = 0;
    let mut cursor = Cursor {
        done: [0; 3],
        cell: None,
        digits: 0,
        took_out: false,
    };
    let mut pairs = [0; 4];
    let mut step = Step::Root;
    loop {
        let changed = match step {
            Step::Root => None,
            Step::TakeOut(digit, band, bit) => {
                scratch.seen = board.candidates;
                scratch.stack_seen = board.candidates;
                board.candidates[3 * digit + band] &= !(1 << bit);
                Some(1 << (3 * digit + band))
            }
            Step::Probe(digit, band, bit) => {
                scratch.seen = board.candidates;
                scratch.stack_seen = board.candidates;
                let digits = board.digits_at(band, bit);
                let placed = board.place(digit, band, 1 << bit);
                debug_assert!(placed, "a single cell never sees itself");
                Some(words_placing_changes(digit, band, digits))
            }
        };
        let holds = board.propagate(scratch, changed, rules);
        match step {
            Step::Root | Step::TakeOut(..) => {
                if !holds {
                    return Probed {
                        open: false,
                        probes,
                    };
                }
                trail.stash_root(board, &scratch.triads);
                pairs = scratch.pairs;
                if let Step::TakeOut(..) = step {
                    cursor.took_out = true;
                }
            }
            Step::Probe(digit, band, bit) => {
                trail.restore_root(board, &mut scratch.triads);
                if !holds {
                    step = Step::TakeOut(digit, band, bit);
                    continue;
                }
            }
        }
        if probes == budget {
            break;
        }
        let Some((digit, band, bit)) = cursor.next(board, &scratch.conflicts) else {
            break;
        };
        probes += 1;
        step = Step::Probe(digit, band, bit);
    }
    scratch.seen = board.candidates;
    scratch.stack_seen = board.candidates;
    scratch.pairs = pairs;
    Probed { open: true, probes }
}

/// What propagation runs on next: (digit, band, bit) of a candidate.
#[derive(Clone, Copy)]
enum Step {
    /// The root, from scratch.
    Root,
    /// A candidate placed on the root.
    Probe(usize, usize, u32),
    /// A candidate taken out of the root, its probe having failed.
    TakeOut(usize, usize, u32),
}

/// Where probing is: the cells probed in this pass, the cell being probed
/// and its digits not yet probed.
struct Cursor {
    done: [u32; 3],
    cell: Option<(usize, u32)>,
    digits: u32,
    /// Whether this pass took a candidate out, which calls for another.
    took_out: bool,
}

impl Cursor {
    /// The next candidate of `board` to probe, as (digit, band, bit); None
    /// when a pass has taken nothing out.
    #[inline(always)]
    fn next(&mut self, board: &Board, conflicts: &Conflicts) -> Option<(usize, usize, u32)> {
        loop {
            if let Some((band, bit)) = self.cell {
                // What probing took out, or placed, since.
                if board.open_cells[band] >> bit & 1 == 0 {
                    self.digits = 0;
                }
                self.digits &= board.digits_at(band, bit);
                if self.digits != 0 {
                    let digit = self.digits.trailing_zeros() as usize;
                    self.digits &= self.digits - 1;
                    return Some((digit, band, bit));
                }
            }
            match most_conflicted_unprobed(board, conflicts, &self.done) {
                Some((band, bit)) => {
                    self.done[band] |= 1 << bit;
                    self.cell = Some((band, bit));
                    self.digits = board.digits_at(band, bit);
                }
                None if self.took_out => {
                    self.done = [0; 3];
                    self.cell = None;
                    self.took_out = false;
                }
                None => return None,
            }
        }
    }
}

/// The open cell of `board` outside `done` with the most contradictions
/// in its houses, the first in board order among equals. A scan per cell
/// rather than a sorted list: the search's frame holds no list, and the
/// scans cost far less than the probes.
#[inline(always)]
fn most_conflicted_unprobed(
    board: &Board,
    conflicts: &Conflicts,
    done: &[u32; 3],
) -> Option<(usize, u32)> {
    let mut best = None;
    let mut most = 0;
    for band in 0..3 {
        let mut rest = board.open_cells[band] & !done[band];
        while rest != 0 {
            let bit = rest.trailing_zeros();
            rest &= rest - 1;
            let weight = conflicts.around(band, bit as usize);
            if best.is_none() || weight > most {
                best = Some((band, bit));
                most = weight;
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse;
    use crate::search::board::cells_to_masks;
    use crate::search::trail::{WholeLevels, LEAN_WHOLE_LEVELS};

    /// The root of `text` propagated and probed within `budget` probes.
    fn probe(board: &mut Board, scratch: &mut Scratch, budget: u64) -> Probed {
        let mut room = WholeLevels::<LEAN_WHOLE_LEVELS>::new();
        let mut trail = Trail::new(room.levels());
        propagate_and_probe(board, scratch, &mut trail, Rules::Placement, budget)
    }

    /// The root of `text`, propagated with every rule, and its scratch.
    fn root(text: &str) -> Option<(Board, Scratch)> {
        let cells = parse(text.as_bytes()[..81].try_into().unwrap()).unwrap();
        let mut board = Board::with_givens(&cells_to_masks(&cells))?;
        let mut scratch = Scratch::new();
        board
            .propagate(&mut scratch, None, Rules::Placement)
            .then_some((board, scratch))
    }

    /// The crafted grids with no solution that took the directed search
    /// longest (tests/data/adversarial.txt, the third attack's).
    const SLOWEST_WITHOUT_SOLUTION: [&str; 5] = [
        ".......3.....879....4..9......1....3..3...1.........79.........39.4....878.....9.",
        ".......2.8.7...3....36........2..4.........73.4......2....78.3...........6..23..8",
        "..........7....69.....28.7.7.9......2.......5.5...2...6..27...1...........796....",
        "..........41...3.....3..97..1.2.........93...........21.3..7..6.........9.7.3....",
        "..........2.98.......2..1.4.....3....3......12.9........2...89.8....621..........",
    ];

    #[test]
    #[cfg_attr(miri, ignore = "a thousand propagations take minutes under Miri")]
    fn probing_refutes_the_slowest_grids_without_a_solution_at_the_root() {
        for text in SLOWEST_WITHOUT_SOLUTION {
            let (mut board, mut scratch) = root(text).expect("no rule refutes the root alone");
            let unprobed = probe(&mut { board }, &mut Scratch::new(), 0);
            assert!(unprobed.open && unprobed.probes == 0, "{text}");
            let probed = probe(&mut board, &mut scratch, PROBE_BUDGET);
            assert!(!probed.open, "{text}");
            assert!(probed.probes <= PROBE_BUDGET, "{text}: {}", probed.probes);
        }
    }

    #[test]
    #[cfg_attr(miri, ignore = "searches and probes take minutes under Miri")]
    fn probing_keeps_every_solution_digit_and_its_budget() {
        let text = include_str!("../../tests/data/forum_hardest_1106.txt");
        let (mut checked, mut taken_out) = (0, 0);
        let lines = text
            .lines()
            .filter(|l| l.len() >= 81 && !l.starts_with('#'));
        for line in lines.take(40) {
            let puzzle: &[u8; 81] = line.as_bytes()[..81].try_into().unwrap();
            let Some((mut board, mut scratch)) = root(line) else {
                continue;
            };
            let before = board;
            let probed = probe(&mut board, &mut scratch, 40);
            assert!(probed.open, "{line}");
            assert!(probed.probes <= 40, "{}", probed.probes);
            // Only ever candidates out, and never the solution's: the one
            // solution, as the tests' own backtracking confirms.
            let solution = crate::solve(puzzle, crate::SolveOptions::default())
                .0
                .expect("one solution");
            sudoku_test_support::assert_solution_of(puzzle, &solution);
            assert_eq!(sudoku_test_support::count_solutions(puzzle, 2), Some(1));
            for band in 0..3 {
                for bit in 0..27 {
                    let cell = 27 * band + bit as usize;
                    let digit = usize::from(solution[cell] - b'1');
                    let (now, was) = (board.digits_at(band, bit), before.digits_at(band, bit));
                    assert_eq!(now & !was, 0, "{line}: cell {cell} gained a candidate");
                    assert_ne!(now >> digit & 1, 0, "{line}: cell {cell} lost its digit");
                    taken_out += (was & !now).count_ones();
                }
            }
            checked += 1;
        }
        assert!(checked >= 20, "{checked}");
        // Else the check above would be idle.
        assert!(taken_out > 0, "probing took out nothing");
    }
}
