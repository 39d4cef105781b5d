//! Agreement of the logic engine's ratings with Sudoku Explainer 1.2.1
//! (serate 1.2.1.3) on the rated dev set and on the technique samples.
//!
//! `cargo test --release --test logic_agreement -- --nocapture` prints the
//! confusion table (SE's ER against ours, per band) and every disagreement.

mod logic_support;

use std::collections::BTreeMap;

use logic_support::load_rated;
use sudoku::logic::{rate, Rating};

/// ER bands of the report, in tenths: [low, high).
const BANDS: [(u8, u8, &str); 5] = [
    (0, 20, "1.0-1.9"),
    (20, 40, "2.0-3.9"),
    (40, 63, "4.0-6.2"),
    (63, 100, "6.3-9.9"),
    (100, 201, "10.0+"),
];

fn band(er: u8) -> &'static str {
    BANDS
        .iter()
        .find(|(low, high, _)| (*low..*high).contains(&er))
        .map_or("?", |b| b.2)
}

fn show(tenths: u8) -> String {
    format!("{}.{}", tenths / 10, tenths % 10)
}

#[derive(Default)]
struct Tally {
    puzzles: usize,
    er: usize,
    ep: usize,
    ed: usize,
    solved: usize,
}

#[test]
fn agrees_with_sudoku_explainer_on_the_dev_set() {
    let rated = load_rated("se_rated_dev.txt");
    assert_eq!(rated.len(), 709);
    // (SE's ER, ours) -> count, per band of SE's ER.
    let mut confusion: BTreeMap<(u8, u8), usize> = BTreeMap::new();
    let mut within = Tally::default();
    let mut beyond = Tally::default();
    let mut above_se = Vec::new();
    let mut disagreements = Vec::new();
    for entry in &rated {
        let ours: Rating = rate(&entry.puzzle).expect("dev puzzles have one solution");
        *confusion.entry((entry.er, ours.er)).or_default() += 1;
        let tally = if entry.er <= 62 {
            &mut within
        } else {
            &mut beyond
        };
        tally.puzzles += 1;
        tally.er += usize::from(ours.er == entry.er);
        tally.ep += usize::from(ours.ep == entry.ep);
        tally.ed += usize::from(ours.ed == entry.ed);
        tally.solved += usize::from(ours.solved);
        if entry.er > 62 && ours.er > entry.er {
            above_se.push(entry);
        }
        let differs = if entry.er <= 62 {
            (ours.er, ours.ep, ours.ed) != (entry.er, entry.ep, entry.ed) || !ours.solved
        } else {
            ours.solved
        };
        if differs {
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

    println!("SE ER -> ours (count), by band of SE's ER:");
    for (_, _, name) in BANDS {
        let cells: Vec<String> = confusion
            .iter()
            .filter(|((se, _), _)| band(*se) == name)
            .map(|((se, ours), n)| format!("{}->{} ({n})", show(*se), show(*ours)))
            .collect();
        println!("  {name:8} {}", cells.join(", "));
    }
    let percent = |n: usize, of: usize| 100.0 * n as f64 / of.max(1) as f64;
    println!(
        "SE ER <= 6.2: {} puzzles; ER equal {:.1}%, EP equal {:.1}%, ED equal {:.1}%, solved {}",
        within.puzzles,
        percent(within.er, within.puzzles),
        percent(within.ep, within.puzzles),
        percent(within.ed, within.puzzles),
        within.solved
    );
    println!(
        "SE ER > 6.2: {} puzzles; ours stops on all but {}; ER above SE's on {}; \
         EP equal {:.1}%, ED equal {:.1}%",
        beyond.puzzles,
        beyond.solved,
        above_se.len(),
        percent(beyond.ep, beyond.puzzles),
        percent(beyond.ed, beyond.puzzles)
    );
    for line in &disagreements {
        println!("  differs: {line}");
    }

    assert_eq!(within.puzzles, 434);
    assert_eq!(
        within.solved, within.puzzles,
        "a puzzle up to 6.2 not solved"
    );
    assert!(percent(within.er, within.puzzles) >= 98.0, "ER agreement");
    assert!(percent(within.ep, within.puzzles) >= 95.0, "EP agreement");
    assert!(percent(within.ed, within.puzzles) >= 95.0, "ED agreement");
    assert!(above_se.is_empty(), "an ER above Sudoku Explainer's");
    assert_eq!(beyond.solved, 0, "a puzzle SE rates above 6.2 was solved");
}

/// The technique samples give SE's rating over its steps before its first
/// chain: ours must be the same, step count included.
#[test]
fn follows_sudoku_explainer_on_the_technique_samples() {
    let rated = load_rated("logic_techniques.txt");
    assert!(rated.len() > 100);
    let mut wrong = Vec::new();
    for entry in &rated {
        let ours = rate(&entry.puzzle).expect("samples have one solution");
        let (steps, outcome) = entry.rest.split_once(' ').expect("steps and outcome");
        let steps: u32 = steps.parse().unwrap();
        let expected = (entry.er, entry.ep, entry.ed, steps, outcome == "solved");
        let got = (ours.er, ours.ep, ours.ed, ours.steps, ours.solved);
        if got != expected {
            wrong.push(format!(
                "{}: SE {expected:?}, ours {got:?}",
                String::from_utf8_lossy(&entry.puzzle)
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
