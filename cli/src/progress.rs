//! The progress line: on a terminal only (standard error), rewritten at most
//! once a second, from the first second of a run on, so short runs show
//! nothing. Also the `--stats` summary.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

const EVERY: Duration = Duration::from_secs(1);

pub struct Progress {
    on_terminal: bool,
    start: Instant,
    next: Instant,
    shown: bool,
    done: usize,
}

impl Progress {
    pub fn new() -> Progress {
        let start = Instant::now();
        Progress {
            on_terminal: std::io::stderr().is_terminal(),
            start,
            next: start + EVERY,
            shown: false,
            done: 0,
        }
    }

    /// Counts `count` more puzzles done, and redraws the line when it is due.
    pub fn add(&mut self, count: usize) {
        self.done += count;
        if !self.on_terminal {
            return;
        }
        let now = Instant::now();
        if now < self.next {
            return;
        }
        let rate = self.done as f64 / (now - self.start).as_secs_f64();
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\rsudoku: {} puzzles, {rate:.0} puzzles/s ", self.done);
        let _ = err.flush();
        self.shown = true;
        self.next = now + EVERY;
    }

    /// Ends the progress line, and prints the summary when asked to.
    pub fn finish(self, summary: bool) {
        if self.shown {
            eprintln!();
        }
        if summary {
            let seconds = self.start.elapsed().as_secs_f64();
            let rate = if seconds > 0.0 {
                format!(", {:.0} puzzles/s", self.done as f64 / seconds)
            } else {
                String::new()
            };
            eprintln!("sudoku: {} puzzles in {seconds:.3} s{rate}", self.done);
        }
    }
}
