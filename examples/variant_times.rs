//! Times the variant engine on f-puzzles JSON lines files (the records of
//! ../shared/data/variants/solve/*.jsonl): per file, the mean and largest
//! time to count each puzzle's solutions to 2, on one thread.
//!
//! `cargo run --release --example variant_times -- ../shared/data/variants/solve/*.jsonl`

use std::time::Instant;

fn main() {
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).expect("readable file");
        let mut times = Vec::new();
        let mut worst = (0.0, String::new());
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let record: serde_json::Value = serde_json::from_str(line).expect("JSON line");
            let json = record["puzzle"].to_string();
            let puzzle = sudoku::variant::fpuzzles::parse_json(&json).expect("puzzle");
            let start = Instant::now();
            let (count, stats) = sudoku::variant::count(&puzzle.rules, &puzzle.givens, 2, 0);
            let seconds = start.elapsed().as_secs_f64();
            assert_eq!(count, Ok(1), "{}", record["id"]);
            if seconds > worst.0 {
                worst = (
                    seconds,
                    format!("{} ({} guesses)", record["id"], stats.guesses),
                );
            }
            times.push(seconds);
        }
        let mean = times.iter().sum::<f64>() / times.len() as f64;
        println!(
            "{path}: {} puzzles, mean {:.3} ms, max {:.3} ms: {}",
            times.len(),
            mean * 1e3,
            worst.0 * 1e3,
            worst.1
        );
    }
}
