//! `--rate` variant rows: `rate_sukaku_scale` (the rating with its path)
//! and `score_sukaku_scale` (the rating alone) on the SukakuExplainer-rated
//! variant dev sets (../shared/data/variants/rated_dev.tsv and
//! rated_extra_dev.tsv), by SukakuExplainer's ER band as the issue quotes
//! its times. Each puzzle is rated once untimed (both ways, which must
//! agree), then timed alone in every round by this thread's CPU clock, the
//! path then the rating alone; its time is the median over the rounds.
//! Per band: puzzles, how many we rate exactly and how many we refuse (a
//! rating that differs is counted as wrong), our mean and largest time
//! with the path and our mean time for the rating alone over the puzzles
//! we rate, and SukakuExplainer's mean time over the same puzzles from the
//! files' own column (measured when the sets were made, not side by side
//! with this run).
//!
//! With `SUKAKU_DUMP=FILE` in the environment it first writes every
//! puzzle's rating and full step list (or its refusal) to FILE, so that two
//! builds' files can be compared byte for byte.

use std::hint::black_box;
use std::path::Path;

use sudoku::variant::logic::{
    rate_sukaku_scale, score_sukaku_scale, SukakuRating, SukakuScore, SukakuVariant, Unrated,
};

use super::cpu_ns;

const FILES: [&str; 2] = ["rated_dev.tsv", "rated_extra_dev.tsv"];

/// The bands, by SukakuExplainer's ER in tenths (each up to, not
/// including, the next).
const BANDS: [(&str, u8); 7] = [
    ("below 2", 20),
    ("2-4", 40),
    ("4-6.2", 62),
    ("6.2-7", 70),
    ("7-8", 80),
    ("8-9", 90),
    ("9-10", 255),
];

struct Rated {
    variant: SukakuVariant,
    givens: Vec<u8>,
    /// SukakuExplainer's ER in tenths and its time in seconds.
    er: u8,
    seconds: f64,
}

fn load(path: &Path) -> Result<Vec<Rated>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|err| format!("cannot read {}: {err}", path.display()))?;
    let mut rated = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let bad = |what: &str| format!("{} line {}: {what}", path.display(), n + 1);
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 5 {
            return Err(bad("expected 5 tab-separated fields"));
        }
        let variant = SukakuVariant::from_name(f[0]).ok_or_else(|| bad("unknown variant"))?;
        let givens: Vec<u8> = f[1]
            .bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect();
        let er = f[3]
            .split('/')
            .next()
            .and_then(|t| t.parse::<f64>().ok())
            .ok_or_else(|| bad("bad ER/EP/ED"))?;
        let seconds = f[4].trim().parse::<f64>().map_err(|_| bad("bad seconds"))?;
        rated.push(Rated {
            variant,
            givens,
            er: (er * 10.0).round() as u8,
            seconds,
        });
    }
    Ok(rated)
}

/// Prints the variant rows; `Ok(false)` when a rating differs from
/// SukakuExplainer's (a refusal is not a difference). Skipped, with a line
/// saying so, when the files are not there.
pub fn run(variants_dir: &Path, rounds: usize) -> Result<bool, String> {
    let mut puzzles = Vec::new();
    for file in FILES {
        let path = variants_dir.join(file);
        if !path.exists() {
            println!("\nvariants: {} not found, skipped", path.display());
            return Ok(true);
        }
        puzzles.extend(load(&path)?);
    }
    if let Some(out) = std::env::var_os("SUKAKU_DUMP") {
        dump(&puzzles, Path::new(&out))?;
    }
    // None: refused; Some(true): exact ER.
    let mut disagree = 0;
    let verdicts: Vec<Option<bool>> = puzzles
        .iter()
        .map(|p| {
            let rated = rate_sukaku_scale(p.variant, &p.givens, None);
            let scored = score_sukaku_scale(p.variant, &p.givens, None);
            if !agree(&rated, &scored) {
                disagree += 1;
            }
            rated.ok().map(|r| r.er == p.er)
        })
        .collect();
    let mut path_times = vec![Vec::with_capacity(rounds); puzzles.len()];
    let mut score_times = vec![Vec::with_capacity(rounds); puzzles.len()];
    for _ in 0..rounds {
        for (i, p) in puzzles.iter().enumerate() {
            let start = cpu_ns();
            black_box(rate_sukaku_scale(p.variant, black_box(&p.givens), None)).ok();
            let middle = cpu_ns();
            black_box(score_sukaku_scale(p.variant, black_box(&p.givens), None)).ok();
            path_times[i].push(middle - start);
            score_times[i].push(cpu_ns() - middle);
        }
    }
    let median = |times: &mut Vec<Vec<u64>>| -> Vec<u64> {
        times
            .iter_mut()
            .map(|t| {
                t.sort_unstable();
                t[t.len() / 2]
            })
            .collect()
    };
    let medians = median(&mut path_times);
    let score_medians = median(&mut score_times);
    println!(
        "\nvariants (SukakuExplainer's scale): {} puzzles, {rounds} rounds",
        puzzles.len()
    );
    println!("  path: rate_sukaku_scale, every step; score: score_sukaku_scale, the rating alone");
    println!(
        "  {:9} {:>7} {:>6} {:>7} {:>6} {:>10} {:>10} {:>12} {:>8} {:>10} {:>9}",
        "SE's ER",
        "puzzles",
        "exact",
        "refused",
        "wrong",
        "mean µs",
        "max µs",
        "SE mean µs",
        "SE/ours",
        "score µs",
        "SE/score"
    );
    let mut low = 0;
    let mut wrong_total = 0;
    for (name, top) in BANDS {
        let in_band: Vec<usize> = (0..puzzles.len())
            .filter(|&i| puzzles[i].er >= low && puzzles[i].er < top)
            .collect();
        low = top;
        if in_band.is_empty() {
            continue;
        }
        let exact: Vec<usize> = in_band
            .iter()
            .copied()
            .filter(|&i| verdicts[i] == Some(true))
            .collect();
        let refused = in_band.iter().filter(|&&i| verdicts[i].is_none()).count();
        let wrong = in_band.len() - exact.len() - refused;
        wrong_total += wrong;
        if exact.is_empty() {
            println!(
                "  {name:9} {:>7} {:>6} {refused:>7} {wrong:>6}",
                in_band.len(),
                0
            );
            continue;
        }
        let mean = |times: &[u64]| {
            exact.iter().map(|&i| times[i] as f64).sum::<f64>() / exact.len() as f64
        };
        let (ours, score) = (mean(&medians), mean(&score_medians));
        let max = exact.iter().map(|&i| medians[i]).max().unwrap_or(0);
        let theirs =
            exact.iter().map(|&i| puzzles[i].seconds * 1e9).sum::<f64>() / exact.len() as f64;
        println!(
            "  {name:9} {:>7} {:>6} {refused:>7} {wrong:>6} {:>10.1} {:>10.1} {:>12.0} {:>8.0} {:>10.1} {:>9.0}",
            in_band.len(),
            exact.len(),
            ours / 1e3,
            max as f64 / 1e3,
            theirs / 1e3,
            theirs / ours,
            score / 1e3,
            theirs / score
        );
    }
    if disagree > 0 {
        println!("  the rating alone differs from the path's on {disagree} puzzles");
    }
    Ok(wrong_total == 0 && disagree == 0)
}

/// Whether the rating alone gives what the path does: ER, EP, ED, the
/// step count and the first step rated ER, or the same refusal.
fn agree(rated: &Result<SukakuRating, Unrated>, scored: &Result<SukakuScore, Unrated>) -> bool {
    match (rated, scored) {
        (Ok(r), Ok(s)) => {
            let hardest = r.steps.iter().find(|(_, d)| *d == r.er);
            [r.er, r.ep, r.ed] == [s.er, s.ep, s.ed]
                && r.steps.len() == s.steps
                && hardest.map(|(step, _)| step.technique) == s.hardest
        }
        (Err(a), Err(b)) => a == b,
        _ => false,
    }
}

/// Every puzzle's rating and steps, or its refusal, one line each.
fn dump(puzzles: &[Rated], out: &Path) -> Result<(), String> {
    use std::fmt::Write as _;
    let mut text = String::new();
    for p in puzzles {
        let givens: String = p.givens.iter().map(|&v| (b'0' + v) as char).collect();
        let _ = write!(text, "{} {givens} ", p.variant.name());
        match rate_sukaku_scale(p.variant, &p.givens, None) {
            Ok(rating) => {
                let _ = writeln!(text, "er {} ep {} ed {}", rating.er, rating.ep, rating.ed);
                for (step, d) in &rating.steps {
                    let _ = writeln!(text, "  {d} {step:?}");
                }
            }
            Err(e) => {
                let _ = writeln!(text, "{e}");
            }
        }
    }
    std::fs::write(out, text).map_err(|err| format!("cannot write {}: {err}", out.display()))
}
