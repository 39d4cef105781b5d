//! Agreement of the logic engine's ratings with Sudoku Explainer 1.2.1
//! (serate 1.2.1.3) on the rated dev set and on the technique samples.
//!
//! `cargo test --release --test logic_agreement -- --nocapture` prints the
//! confusion table (SE's ER against ours, per band) and every disagreement;
//! it asserts the targets.

mod logic_support;

use std::collections::BTreeMap;

use logic_support::load_rated;
use sudoku::logic::{explain_each, rate, Family, Rating, StepKind};

/// ER bands of the report, in tenths: [low, high).
const BANDS: [(u8, u8, &str); 8] = [
    (0, 20, "1.0-1.9"),
    (20, 40, "2.0-3.9"),
    (40, 63, "4.0-6.2"),
    (63, 70, "6.3-6.9"),
    (70, 80, "7.0-7.9"),
    (80, 90, "8.0-8.9"),
    (90, 100, "9.0-9.9"),
    (100, 255, "10.0+"),
];

fn band(er: u8) -> usize {
    BANDS
        .iter()
        .position(|(low, high, _)| (*low..*high).contains(&er))
        .expect("a band")
}

fn show(tenths: u8) -> String {
    format!("{}.{}", tenths / 10, tenths % 10)
}

#[derive(Default)]
struct Tally {
    puzzles: usize,
    er: usize,
    er_near: usize,
    ep: usize,
    ed: usize,
    solved: usize,
}

impl Tally {
    fn add(&mut self, se: (u8, u8, u8), ours: &Rating) {
        self.puzzles += 1;
        self.er += usize::from(ours.er == se.0);
        self.er_near += usize::from(ours.er.abs_diff(se.0) <= 1);
        self.ep += usize::from(ours.ep == se.1);
        self.ed += usize::from(ours.ed == se.2);
        self.solved += usize::from(ours.solved);
    }

    fn percent(n: usize, of: usize) -> f64 {
        100.0 * n as f64 / of.max(1) as f64
    }

    fn line(&self, name: &str) -> String {
        let p = |n| Tally::percent(n, self.puzzles);
        format!(
            "{name}: {} puzzles; ER equal {:.1}%, within 0.1 {:.1}%, EP equal {:.1}%, ED equal {:.1}%, solved {}",
            self.puzzles,
            p(self.er),
            p(self.er_near),
            p(self.ep),
            p(self.ed),
            self.solved
        )
    }
}

#[test]
fn agrees_with_sudoku_explainer_on_the_dev_set() {
    let rated = load_rated("se_rated_dev.txt");
    assert_eq!(rated.len(), 709);
    // Per band of SE's ER: ours -> count.
    let mut confusion: Vec<BTreeMap<u8, usize>> = vec![BTreeMap::new(); BANDS.len()];
    let (mut all, mut simple, mut chains) = (Tally::default(), Tally::default(), Tally::default());
    let mut disagreements = Vec::new();
    for entry in &rated {
        let ours = rate(&entry.puzzle).expect("dev puzzles have one solution");
        *confusion[band(entry.er)].entry(ours.er).or_default() += 1;
        let se = (entry.er, entry.ep, entry.ed);
        all.add(se, &ours);
        if entry.er <= 62 {
            simple.add(se, &ours);
        } else {
            chains.add(se, &ours);
        }
        if (ours.er, ours.ep, ours.ed) != se || !ours.solved {
            disagreements.push(format!(
                "{} SE {}/{}/{} ours {}/{}/{} solved {}",
                String::from_utf8_lossy(&entry.puzzle),
                show(entry.er),
                show(entry.ep),
                show(entry.ed),
                show(ours.er),
                show(ours.ep),
                show(ours.ed),
                ours.solved
            ));
        }
    }

    println!("SE ER band: ours (count), by our ER's band");
    for (i, (_, _, name)) in BANDS.iter().enumerate() {
        let mut by_band: BTreeMap<usize, usize> = BTreeMap::new();
        for (&er, &n) in &confusion[i] {
            *by_band.entry(band(er)).or_default() += n;
        }
        let cells: Vec<String> = by_band
            .iter()
            .map(|(&b, &n)| format!("{} ({n})", BANDS[b].2))
            .collect();
        println!("  {name:8} {}", cells.join(", "));
    }
    println!("{}", all.line("all"));
    println!("{}", simple.line("SE ER <= 6.2"));
    println!("{}", chains.line("SE ER > 6.2"));
    for line in &disagreements {
        println!("  differs: {line}");
    }

    let p = |n| Tally::percent(n, all.puzzles);
    assert_eq!(all.solved, all.puzzles, "a dev puzzle not solved");
    assert!(p(all.er) >= 90.0, "ER agreement");
    assert!(p(all.er_near) >= 97.0, "ER within 0.1");
    assert!(p(all.ep) >= 90.0, "EP agreement");
    assert!(p(all.ed) >= 90.0, "ED agreement");
    // Up to 6.2 the engine matches Sudoku Explainer on every puzzle.
    assert_eq!(simple.puzzles, 434);
    assert_eq!((simple.er, simple.ep, simple.ed), (434, 434, 434));
}

/// The technique samples give SE's rating over its steps before its first
/// chain: ours over the same steps must be the same, step count included,
/// and ours must stop short of the solution exactly where SE needed chains.
#[test]
fn follows_sudoku_explainer_on_the_technique_samples() {
    let rated = load_rated("logic_techniques.txt");
    assert!(rated.len() > 100);
    let mut wrong = Vec::new();
    for entry in &rated {
        let (mut er, mut ep, mut ed, mut steps) = (0u8, 0u8, 0u8, 0u32);
        let mut placed = false;
        let mut chained = false;
        explain_each(&entry.puzzle, |_, step| {
            if chained || step.technique.family() == Family::Chains {
                chained = true;
                return;
            }
            er = er.max(step.difficulty);
            if steps == 0 {
                ed = er;
            }
            if !placed && step.kind == StepKind::Placement {
                ep = er;
                placed = true;
            }
            steps += 1;
        })
        .expect("samples have one solution");
        let (se_steps, outcome) = entry.rest.split_once(' ').expect("steps and outcome");
        let expected = (
            entry.er,
            entry.ep,
            entry.ed,
            se_steps.parse::<u32>().unwrap(),
            outcome == "chains",
        );
        let got = (er, ep, ed, steps, chained);
        if got != expected {
            wrong.push(format!(
                "{}: SE {expected:?}, ours {got:?}",
                String::from_utf8_lossy(&entry.puzzle)
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
