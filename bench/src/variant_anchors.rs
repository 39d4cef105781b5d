//! The anchors beside `--variants`: CP-SAT's times a puzzle, measured by
//! bench/anchors/cpsat.py on this machine (one worker, counting to 2, its
//! process CPU time without building the model), read from its
//! `set<TAB>id<TAB>seconds<TAB>count<TAB>model seconds` lines, and the
//! `sudoku-variants` crate's (variant_crate.rs), each printed beside the
//! library's times on the same puzzles.

use std::collections::HashMap;

/// Mean, median and largest of some times.
fn summary(times: &mut [f64]) -> (f64, f64, f64) {
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    (mean, times[times.len() / 2], times[times.len() - 1])
}

/// Times a puzzle by (set, id).
pub type Times = HashMap<(String, String), f64>;

/// CP-SAT's times from cpsat.py's file. The flag is false when CP-SAT
/// counted a puzzle to anything but 1 (every puzzle of the sets is
/// unique), so a wrong model is not timed unseen.
pub fn read_cp_sat(file: &str) -> Result<(Times, bool), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let mut theirs = HashMap::new();
    let mut all_right = true;
    for (number, line) in text.lines().enumerate() {
        let fields: Vec<&str> = line.split('\t').collect();
        let [set, id, seconds, count, ..] = fields[..] else {
            return Err(format!(
                "{file}:{}: not set, id, seconds, count",
                number + 1
            ));
        };
        let seconds: f64 = seconds
            .parse()
            .map_err(|e| format!("{file}:{}: {e}", number + 1))?;
        match count {
            "1" => {}
            "-1" => eprintln!("{file}: CP-SAT ran out of time on {id}; its time is a lower bound"),
            other => {
                eprintln!("{file}: CP-SAT counted {other} solutions of {id}, not 1");
                all_right = false;
            }
        }
        theirs.insert((set.to_string(), id.to_string()), seconds);
    }
    Ok((theirs, all_right))
}

/// Prints, per set, both engines' mean, median and largest time over the
/// puzzles both measured, and how many times faster the library is.
pub fn print_beside(name: &str, theirs: &Times, ours: &[(String, String, f64)]) {
    println!();
    println!("beside {name}, on the puzzles both measured; CPU time a puzzle, one core:");
    println!("| set | puzzles | ours mean / median / max | {name} mean / median / max | mean ratio | max ratio |");
    println!("|---|---:|---|---|---:|---:|");
    let mut sets: Vec<&str> = ours.iter().map(|(set, _, _)| set.as_str()).collect();
    sets.dedup();
    for set in sets {
        let (mut mine, mut cp): (Vec<f64>, Vec<f64>) = ours
            .iter()
            .filter(|(s, _, _)| s == set)
            .filter_map(|(s, id, t)| theirs.get(&(s.clone(), id.clone())).map(|c| (*t, *c)))
            .unzip();
        if mine.is_empty() {
            continue;
        }
        let ms = |s: f64| format!("{:.3}", s * 1e3);
        let (a, b) = (summary(&mut mine), summary(&mut cp));
        println!(
            "| {set} | {} | {} / {} / {} ms | {} / {} / {} ms | {:.0}x | {:.0}x |",
            mine.len(),
            ms(a.0),
            ms(a.1),
            ms(a.2),
            ms(b.0),
            ms(b.1),
            ms(b.2),
            b.0 / a.0,
            b.2 / a.2,
        );
    }
}
