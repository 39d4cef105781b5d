//! The variant logic engine (src/variant/logic): every step of every
//! committed sample puzzle checked against a solution that test-support
//! verified rule by rule, and SukakuExplainer's ratings matched on a
//! committed sample.

mod variant_support;

use std::path::Path;

use sudoku::variant::fpuzzles;
use sudoku::variant::logic::{
    parse_pencil_marks, rate_own_scale, rate_sukaku_scale, ChainLinks, LogicEngine, OwnRating,
    OwnUnrated, Step, SukakuVariant, Technique, Unrated,
};
use sudoku::variant::HouseKind;
use sudoku_test_support::variant as independent;
use variant_support::rated::{self, Rated};

/// Checks a step against the solution: placements agree with it and no
/// elimination removes its digit.
fn check_step(step: &Step, solution: &[u8], what: &str) {
    for &(cell, digit) in &step.placements {
        assert_eq!(
            solution[cell], digit,
            "{what}: {step:?} places a wrong digit"
        );
    }
    for &(cell, digit) in &step.eliminations {
        assert_ne!(
            solution[cell], digit,
            "{what}: {step:?} removes the solution's digit"
        );
    }
    assert!(
        !step.placements.is_empty() || !step.eliminations.is_empty(),
        "{what}: {step:?} does nothing"
    );
}

/// Walks the engine's own steps on each sample, checking every one; returns
/// (steps, puzzles solved to the end).
fn walk_samples(samples: &[variant_support::Sample]) -> (usize, usize) {
    let mut steps_checked = 0;
    let mut solved = 0;
    for sample in samples {
        let list = independent::from_fpuzzles(&sample.json);
        independent::check_solution(&list, &sample.solution)
            .unwrap_or_else(|e| panic!("{}: stored solution: {e}", sample.id));
        let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
        let engine = LogicEngine::new(&puzzle.rules);
        let mut board = engine.board(&puzzle.givens).unwrap();
        let mut steps = 0;
        for step in engine.steps(&mut board) {
            check_step(&step, &sample.solution, &sample.id);
            steps += 1;
        }
        steps_checked += steps;
        // What the board holds now must agree with the solution too.
        for (cell, &v) in board.values().iter().enumerate() {
            assert!(v == 0 || v == sample.solution[cell], "{}", sample.id);
            if v == 0 {
                let d = sample.solution[cell];
                assert_ne!(board.candidates(cell) & (1 << (d - 1)), 0, "{}", sample.id);
            }
        }
        solved += board.is_solved() as usize;
        if std::env::var_os("VARIANT_LOGIC_VERBOSE").is_some() {
            println!("{} solved {}", sample.id, board.is_solved());
        }
    }
    (steps_checked, solved)
}

#[test]
fn every_step_on_the_committed_variant_samples_agrees_with_the_solution() {
    let samples = variant_support::samples();
    let (steps_checked, solved) = walk_samples(&samples);
    // Most samples are minimal puzzles that need more than subsets, fish
    // and two strong links; 10 of 36 are solved to the end (7 before the
    // cage and 45-rule techniques solved the three killer samples, 6
    // without strong links).
    assert!(steps_checked > 500, "{steps_checked} steps");
    assert!(solved >= 10, "{solved} of {} solved", samples.len());
}

/// Every development set of ../shared/data/variants/solve; run with
/// `cargo test --test variant_logic -- --ignored --nocapture shared_solve_sets`.
#[test]
#[ignore]
fn every_step_on_the_shared_solve_sets_agrees_with_the_solution() {
    for (set, samples) in shared_solve_sets() {
        let (steps, solved) = walk_samples(&samples);
        println!(
            "{set}: {} puzzles, {steps} steps checked, {solved} solved to the end",
            samples.len()
        );
    }
}

/// The shared development sets of ../shared/data/variants/solve, or of
/// the directory OWN_DIR names (a held-out one), by name, only those named
/// in OWN_SETS (comma-separated) when it is set; every stored solution
/// checked by test-support's rule checker first.
fn shared_solve_sets() -> Vec<(String, Vec<variant_support::Sample>)> {
    let root = std::env::var_os("OWN_DIR").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/variants/solve"),
        Into::into,
    );
    let only = std::env::var("OWN_SETS").ok();
    let mut paths: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    let mut sets = Vec::new();
    for path in paths {
        let set = path.file_stem().unwrap().to_string_lossy().to_string();
        if only
            .as_ref()
            .is_some_and(|o| !o.split(',').any(|s| s == set))
        {
            continue;
        }
        let samples = variant_support::read_path(&path);
        for sample in &samples {
            let list = independent::from_fpuzzles(&sample.json);
            independent::check_solution(&list, &sample.solution)
                .unwrap_or_else(|e| panic!("{}: stored solution: {e}", sample.id));
        }
        sets.push((set, samples));
    }
    sets
}

#[derive(Default, Debug)]
struct Tally {
    exact: usize,
    refused: usize,
    wrong: usize,
    ep_ed_wrong: usize,
    /// `confusion[theirs][ours]`: SukakuExplainer's ER band against ours
    /// (`BANDS`), the last column for a refused puzzle.
    confusion: [[usize; 8]; 7],
}

/// The ER bands, in tenths: below 2, 2-4, 4-6.2, 6.2-7, 7-8, 8-9,
/// 9 and up (each from its lower bound up to, not including, the next).
const BANDS: [&str; 7] = ["<2", "2-4", "4-6.2", "6.2-7", "7-8", "8-9", "9+"];

fn band(er: u8) -> usize {
    [20, 40, 62, 70, 80, 90]
        .iter()
        .position(|&top| er < top)
        .unwrap_or(6)
}

/// Rates each puzzle, checks every step against the solution (verified by
/// test-support first), and counts agreement with SukakuExplainer.
fn compare(puzzles: &[Rated], verbose: bool) -> Vec<(String, Tally)> {
    let mut tallies: Vec<(String, Tally)> = Vec::new();
    for (i, p) in puzzles.iter().enumerate() {
        let list = independent::from_fpuzzles(&variant_support::sukaku_variant_json(
            &p.variant, &p.givens,
        ));
        independent::check_solution(&list, &p.solution)
            .unwrap_or_else(|e| panic!("puzzle {i}: stored solution: {e}"));
        let variant = SukakuVariant::from_name(&p.variant).unwrap();
        if !tallies.iter().any(|(v, _)| *v == p.variant) {
            tallies.push((p.variant.clone(), Tally::default()));
        }
        let tally = &mut tallies.iter_mut().find(|(v, _)| *v == p.variant).unwrap().1;
        match rate_sukaku_scale(variant, &p.givens, None) {
            Ok(rating) => {
                for (step, _) in &rating.steps {
                    check_step(step, &p.solution, &format!("puzzle {i}"));
                }
                let ours = [rating.er, rating.ep, rating.ed];
                tally.confusion[band(p.rating[0])][band(rating.er)] += 1;
                if ours[0] == p.rating[0] {
                    tally.exact += 1;
                    if verbose && p.rating[0] >= 65 {
                        let givens: String = p.givens.iter().map(|d| d.to_string()).collect();
                        println!("exact past 6.5: {} {givens} {:?}", p.variant, p.rating);
                    }
                    if ours != p.rating {
                        tally.ep_ed_wrong += 1;
                    }
                } else {
                    tally.wrong += 1;
                    if verbose {
                        println!("wrong: {} {:?} expected {:?}", p.variant, ours, p.rating);
                    }
                }
            }
            Err(Unrated::NeedsTechnique { needs, .. }) => {
                tally.refused += 1;
                tally.confusion[band(p.rating[0])][7] += 1;
                if verbose {
                    println!("refused: {} ER {} needs {needs}", p.variant, p.rating[0]);
                }
            }
            Err(e) => panic!("puzzle {i}: {e:?}"),
        }
    }
    tallies
}

#[test]
fn sukaku_scale_matches_sukakuexplainer_on_the_committed_sample() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants/sukaku_rated.tsv");
    let puzzles = rated::read_path(&path);
    assert!(puzzles.len() >= 20);
    let tallies = compare(&puzzles, true);
    println!("{tallies:?}");
    let total = |f: fn(&Tally) -> usize| tallies.iter().map(|(_, t)| f(t)).sum::<usize>();
    assert_eq!(total(|t| t.wrong), 0, "{tallies:?}");
    assert_eq!(total(|t| t.ep_ed_wrong), 0, "{tallies:?}");
    // The puzzles above ER 4.4 need techniques the engine lacks (three
    // strong links, larger wings, chains): 35 of 44 are rated with two strong
    // links and wings (grouped links and wings add none here), 30 without,
    // so at least five of them take a strong-link step.
    assert!(total(|t| t.exact) >= 35, "{tallies:?}");
}

/// The whole shared dev set; run with
/// `cargo test --test variant_logic -- --ignored --nocapture`.
#[test]
#[ignore]
fn sukaku_scale_on_the_shared_dev_sets() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/variants");
    let mut puzzles = rated::read_path(&root.join("rated_dev.tsv"));
    puzzles.extend(rated::read_path(&root.join("rated_extra_dev.tsv")));
    let tallies = compare(&puzzles, true);
    println!("variant exact refused wrong (of which EP/ED differ among exact)");
    for (v, t) in &tallies {
        println!(
            "{v} {} {} {} ({})",
            t.exact, t.refused, t.wrong, t.ep_ed_wrong
        );
    }
    // The confusion matrices as one Markdown table: per variant, a row per
    // SukakuExplainer's band, a column per ours (or refused); empty rows
    // left out.
    println!("\n| variant | SE's ER | {} | refused |", BANDS.join(" | "));
    println!("|---|---|{}---:|", "---:|".repeat(BANDS.len()));
    for (v, t) in &tallies {
        for (b, row) in t.confusion.iter().enumerate() {
            if row.iter().sum::<usize>() > 0 {
                let cells: Vec<String> = row
                    .iter()
                    .map(|&n| if n == 0 { ".".into() } else { n.to_string() })
                    .collect();
                println!("| {v} | {} | {} |", BANDS[b], cells.join(" | "));
            }
        }
    }
}

/// Puzzles SukakuExplainer rates through a unique rectangle: rated the
/// same, every step checked, a unique-loop step on each path.
#[test]
fn unique_loops_rate_as_sukakuexplainer_rates_them() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants/sukaku_unique_loops.tsv");
    let puzzles = rated::read_path(&path);
    assert_eq!(puzzles.len(), 3);
    let tallies = compare(&puzzles, true);
    assert!(
        tallies
            .iter()
            .all(|(_, t)| t.exact == 1 && t.ep_ed_wrong == 0),
        "{tallies:?}"
    );
    let mut types = Vec::new();
    for p in &puzzles {
        let variant = SukakuVariant::from_name(&p.variant).unwrap();
        let rating = rate_sukaku_scale(variant, &p.givens, None).unwrap();
        let loops: Vec<&(Step, u8)> = rating
            .steps
            .iter()
            .filter(|(s, _)| matches!(s.technique, Technique::UniqueLoop(_)))
            .collect();
        assert!(!loops.is_empty(), "{}: no unique loop", p.variant);
        for (step, d) in loops {
            assert_eq!(*d, 45, "{step:?}");
            assert_eq!(step.cells.len(), 4, "{step:?}");
            types.push(step.technique);
        }
    }
    // Types 1, 2 and 3 each appear.
    for k in 1..=3 {
        assert!(types.contains(&Technique::UniqueLoop(k)), "{types:?}");
    }
}

/// The `count` puzzles of tests/data/variants/`name`, each checked to have
/// one solution by test-support's counter.
fn read_unique(name: &str, count: usize) -> Vec<Rated> {
    let puzzles = rated::read_unique(name);
    assert_eq!(puzzles.len(), count, "{name}");
    puzzles
}

/// Puzzles SukakuExplainer rates through WXYZ-wings and nothing harder:
/// each has one solution by test-support's counter, is rated the same,
/// every step checked against that solution, and takes a WXYZ-wing (5.5 or
/// 5.6) on its path.
#[test]
fn wxyz_wings_rate_as_sukakuexplainer_rates_them() {
    let puzzles = read_unique("sukaku_wxyz_wings.tsv", 4);
    let tallies = compare(&puzzles, true);
    assert!(
        tallies
            .iter()
            .all(|(_, t)| t.exact == 1 && t.ep_ed_wrong == 0),
        "{tallies:?}"
    );
    // The wing SukakuExplainer takes on each path (the file's header):
    // the three wing cells, then the fourth.
    let expected: [[usize; 4]; 4] = [
        [52, 62, 79, 56],
        [46, 48, 53, 57],
        [54, 55, 60, 37],
        [30, 41, 50, 34],
    ];
    for (p, cells) in puzzles.iter().zip(expected) {
        let variant = SukakuVariant::from_name(&p.variant).unwrap();
        let rating = rate_sukaku_scale(variant, &p.givens, None).unwrap();
        let first = rating
            .steps
            .iter()
            .find(|(s, _)| s.technique == Technique::WxyzWing)
            .map(|(s, _)| s.cells.clone());
        assert_eq!(first, Some(cells.to_vec()), "{}", p.variant);
        let wings: Vec<u8> = rating
            .steps
            .iter()
            .filter(|(s, _)| s.technique == Technique::WxyzWing)
            .map(|(_, d)| *d)
            .collect();
        assert!(!wings.is_empty(), "{}: no WXYZ-wing", p.variant);
        assert!(wings.iter().all(|d| (55..=56).contains(d)), "{wings:?}");
        assert_eq!(wings.iter().max(), Some(&rating.er), "{}", p.variant);
    }
}

/// Puzzles SukakuExplainer rates through three strong links and nothing
/// harder: each has one solution by test-support's counter, is rated the
/// same (ER, EP, ED), every step checked against that solution, and takes
/// on its path the chains SukakuExplainer names (the file's header), in
/// its order and with its ratings: start, each link's two cells, end.
#[test]
fn three_strong_links_rate_as_sukakuexplainer_rates_them() {
    let puzzles = read_unique("sukaku_three_links.tsv", 4);
    let tallies = compare(&puzzles, true);
    assert!(
        tallies
            .iter()
            .all(|(_, t)| t.exact > 0 && t.refused + t.wrong + t.ep_ed_wrong == 0),
        "{tallies:?}"
    );
    let cell = |name: &str| {
        let b = name.as_bytes();
        usize::from(b[1] - b'1') * 9 + usize::from(b[3] - b'1')
    };
    let chain = |d: u8, cells: &str, digit: u8| (d, cells.split(',').map(cell).collect(), digit);
    let expected: [Vec<(u8, Vec<usize>, u8)>; 4] = [
        vec![chain(55, "r9c5,r9c2,r3c2,r3c8,r2c6,r5c6", 9)],
        vec![chain(55, "r9c2,r7c3,r8c5,r8c4,r3c4,r3c1", 5)],
        vec![chain(57, "r3c3,r3c7,r9c7,r9c1,r8c2,r4c2", 1)],
        vec![
            chain(56, "r2c1,r2c7,r9c7,r7c9,r7c2,r6c2", 8),
            chain(55, "r8c5,r8c4,r5c4,r5c3,r6c2,r7c2", 8),
        ],
    ];
    for (p, chains) in puzzles.iter().zip(expected) {
        let variant = SukakuVariant::from_name(&p.variant).unwrap();
        let rating = rate_sukaku_scale(variant, &p.givens, None).unwrap();
        let taken: Vec<(u8, Vec<usize>, u8)> = rating
            .steps
            .iter()
            .filter(|(s, _)| s.technique == Technique::StrongLinks(3))
            .map(|(s, d)| {
                (
                    *d,
                    s.cells[..6].to_vec(),
                    s.digits.trailing_zeros() as u8 + 1,
                )
            })
            .collect();
        assert_eq!(taken, chains, "{}", p.variant);
    }
}

/// Puzzles SukakuExplainer rates through VWXYZ- and UVWXYZ-wings and
/// nothing harder: each has one solution by test-support's counter, is
/// rated the same (ER, EP, ED), every step checked against that solution,
/// and takes on its path the wings SukakuExplainer names (the file's
/// header), in its order: the wing cells, then the pivot.
#[test]
fn vwxyz_and_uvwxyz_wings_rate_as_sukakuexplainer_rates_them() {
    let puzzles = read_unique("sukaku_vwxyz_wings.tsv", 8);
    let tallies = compare(&puzzles, true);
    assert!(
        tallies
            .iter()
            .all(|(_, t)| t.exact > 0 && t.refused + t.wrong + t.ep_ed_wrong == 0),
        "{tallies:?}"
    );
    let expected: [Vec<Vec<usize>>; 8] = [
        vec![vec![39, 40, 42, 44, 49]],
        vec![
            vec![5, 14, 41, 68, 7],
            vec![10, 12, 14, 17, 29],
            vec![14, 32, 50, 68, 49],
        ],
        vec![vec![75, 77, 78, 80, 47]],
        vec![
            vec![12, 13, 15, 16, 17, 3],
            vec![46, 47, 50, 53, 22],
            vec![47, 50, 53, 74, 78],
            vec![15, 16, 17, 24, 51],
        ],
        vec![vec![25, 43, 52, 70, 13]],
        vec![vec![22, 31, 32, 40, 49]],
        vec![vec![27, 28, 29, 34, 37], vec![36, 40, 41, 43, 13]],
        vec![
            vec![28, 31, 34, 35, 42],
            vec![36, 45, 54, 72, 64],
            vec![33, 35, 42, 51, 31],
            vec![0, 9, 36, 63, 72, 64],
        ],
    ];
    for (p, wings) in puzzles.iter().zip(expected) {
        let variant = SukakuVariant::from_name(&p.variant).unwrap();
        let rating = rate_sukaku_scale(variant, &p.givens, None).unwrap();
        let taken: Vec<&(Step, u8)> = rating
            .steps
            .iter()
            .filter(|(s, _)| matches!(s.technique, Technique::VwxyzWing | Technique::UvwxyzWing))
            .collect();
        let cells: Vec<Vec<usize>> = taken.iter().map(|(s, _)| s.cells.clone()).collect();
        assert_eq!(cells, wings, "{}", p.variant);
        for (step, d) in &taken {
            let range = if step.technique == Technique::VwxyzWing {
                62..=64
            } else {
                66..=66
            };
            assert!(range.contains(d), "{step:?} {d}");
        }
        assert_eq!(
            taken.iter().map(|(_, d)| *d).max(),
            Some(rating.er),
            "{}",
            p.variant
        );
        // The text names the wing and why each removed candidate's cell
        // sees the pattern.
        let text = LogicEngine::new(&variant.rules()).explain(&taken[0].0);
        assert!(text.contains("-Wing") && text.contains(" sees "), "{text}");
    }
}

/// Puzzles SukakuExplainer rates through forcing chains and cycles: each
/// has one solution by test-support's counter, is rated the same (ER, EP,
/// ED), every step checked against that solution, and its hardest step is
/// a chain or cycle (6.5 and up).
#[test]
fn forcing_chains_rate_as_sukakuexplainer_rates_them() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants/sukaku_chains.tsv");
    let puzzles = rated::read_path(&path);
    assert_eq!(puzzles.len(), 4);
    for p in &puzzles {
        let list = independent::from_fpuzzles(&variant_support::sukaku_variant_json(
            &p.variant, &p.givens,
        ));
        assert_eq!(independent::count_solutions(&list, 2), 1, "{}", p.variant);
    }
    let tallies = compare(&puzzles, true);
    assert!(
        tallies
            .iter()
            .all(|(_, t)| t.exact == 1 && t.ep_ed_wrong == 0),
        "{tallies:?}"
    );
    for p in &puzzles {
        let variant = SukakuVariant::from_name(&p.variant).unwrap();
        let rating = rate_sukaku_scale(variant, &p.givens, None).unwrap();
        let chains: Vec<u8> = rating
            .steps
            .iter()
            .filter(|(s, _)| {
                matches!(
                    s.technique,
                    Technique::ForcingChain(_) | Technique::BidirectionalCycle(_)
                )
            })
            .map(|(_, d)| *d)
            .collect();
        assert!(chains.iter().all(|&d| d >= 65), "{chains:?}");
        assert_eq!(chains.iter().max(), Some(&rating.er), "{}", p.variant);
        // The text says what was assumed and where it led, or that the
        // links close into a cycle.
        let engine = LogicEngine::new(&variant.rules());
        let (step, _) = rating
            .steps
            .iter()
            .find(|(s, _)| {
                s.technique.name().contains("Chain") || s.technique.name().contains("Cycle")
            })
            .unwrap();
        let text = engine.explain(step);
        assert!(
            text.contains("assuming") || text.contains("close into a cycle"),
            "{text}"
        );
    }
}

/// Puzzles SukakuExplainer rates through Nishio forcing chains: rated the
/// same, every step checked, and the Nishio steps the ones its step list
/// names (assumption, conflict, difficulty), in order.
#[test]
fn nishio_forcing_chains_rate_as_sukakuexplainer_rates_them() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants/sukaku_nishio.tsv");
    let puzzles = read_unique("sukaku_nishio.tsv", 4);
    let tallies = compare(&puzzles, true);
    assert!(
        tallies
            .iter()
            .all(|(_, t)| t.exact == 1 && t.ep_ed_wrong == 0),
        "{tallies:?}"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let expected: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split('\t').nth(5).unwrap())
        .collect();
    let name = |c: usize| format!("r{}c{}", c / 9 + 1, c % 9 + 1);
    for (p, expected) in puzzles.iter().zip(expected) {
        let variant = SukakuVariant::from_name(&p.variant).unwrap();
        let rating = rate_sukaku_scale(variant, &p.givens, None).unwrap();
        let engine = LogicEngine::new(&variant.rules());
        let mut ours = Vec::new();
        for (step, d) in &rating.steps {
            if step.technique != Technique::ForcingChain(ChainLinks::Nishio) {
                continue;
            }
            let (assumed, state) = match (step.eliminations.first(), step.placements.first()) {
                (Some(&(c, d)), None) => ((c, d), "on"),
                (None, Some(&(c, d))) => ((c, d), "off"),
                _ => panic!("{step:?}"),
            };
            let text = engine.explain(step);
            assert!(text.contains("both true and false"), "{text}");
            // The step names the conflict's cell (its last), not its digit.
            ours.push(format!(
                "{}.{} {}.{} {state} {}",
                d / 10,
                d % 10,
                name(assumed.0),
                assumed.1,
                name(*step.cells.last().unwrap())
            ));
        }
        let expected: Vec<&str> = expected
            .split(';')
            .map(|s| s.rsplit_once('.').unwrap().0)
            .collect();
        assert_eq!(ours, expected, "{}", p.variant);
    }
}

/// Rates pencil-mark puzzles (variant, 729 characters, solution, ER/EP/ED)
/// and counts exact / refused / wrong, checking every step.
fn compare_pencil(path: &Path) -> (usize, usize, usize, usize) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let (mut exact, mut refused, mut wrong, mut total) = (0, 0, 0, 0);
    for (i, line) in text.lines().filter(|l| !l.starts_with('#')).enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        let masks = parse_pencil_marks(f[1], 9).unwrap();
        let solution: Vec<u8> = f[2].bytes().map(|b| b - b'0').collect();
        let givens: Vec<u8> = masks
            .iter()
            .map(|&m| {
                if m.count_ones() == 1 {
                    m.trailing_zeros() as u8 + 1
                } else {
                    0
                }
            })
            .collect();
        let list = independent::from_fpuzzles(&variant_support::sukaku_variant_json(f[0], &givens));
        independent::check_solution(&list, &solution)
            .unwrap_or_else(|e| panic!("pencil puzzle {i}: stored solution: {e}"));
        let expected: Vec<u8> = f[3].split('/').map(rated::tenths).collect();
        let variant = SukakuVariant::from_name(f[0]).unwrap();
        total += 1;
        match rate_sukaku_scale(variant, &[], Some(&masks)) {
            Ok(rating) => {
                for (step, _) in &rating.steps {
                    check_step(step, &solution, &format!("pencil puzzle {i}"));
                }
                if [rating.er, rating.ep, rating.ed] == expected[..] {
                    exact += 1;
                } else {
                    wrong += 1;
                    println!(
                        "wrong: pencil {} {:?} expected {expected:?}",
                        f[0],
                        [rating.er, rating.ep, rating.ed]
                    );
                }
            }
            Err(Unrated::NeedsTechnique { .. }) => refused += 1,
            Err(e) => panic!("pencil puzzle {i}: {e:?}"),
        }
    }
    (exact, refused, wrong, total)
}

#[test]
fn pencil_mark_puzzles_rate_as_sukakuexplainer_rates_them() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants/sukaku_pencil_rated.tsv");
    let (exact, refused, wrong, total) = compare_pencil(&path);
    println!("pencil marks: {exact} exact, {refused} refused, {wrong} wrong of {total}");
    assert_eq!(wrong, 0);
    // 27 of the 36 are rated (25 before grouped strong links and wings);
    // the rest need unique loops or harder.
    assert!(exact >= 27, "{exact} of {total}");
}

/// A larger pencil-mark file made the same way (not committed); run with
/// `SUKAKU_PENCIL_TSV=FILE cargo test --test variant_logic -- --ignored --nocapture`.
#[test]
#[ignore]
fn pencil_marks_from_a_file() {
    let Some(path) = std::env::var_os("SUKAKU_PENCIL_TSV") else {
        return;
    };
    let (exact, refused, wrong, total) = compare_pencil(Path::new(&path));
    println!("pencil marks: {exact} exact, {refused} refused, {wrong} wrong of {total}");
}

/// Rates a sample on the project's own scale, checking the stored solution
/// with test-support first and every step against it.
fn own_rating(sample: &variant_support::Sample) -> Option<OwnRating> {
    let list = independent::from_fpuzzles(&sample.json);
    independent::check_solution(&list, &sample.solution)
        .unwrap_or_else(|e| panic!("{}: stored solution: {e}", sample.id));
    let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
    match rate_own_scale(&puzzle.rules, &puzzle.givens) {
        Ok(rating) => {
            for (step, d) in &rating.steps {
                check_step(step, &sample.solution, &sample.id);
                assert!(
                    *d >= 10 && *d <= rating.er,
                    "{}: {step:?} rated {d}",
                    sample.id
                );
            }
            assert!(
                rating.ed <= rating.ep && rating.ep <= rating.er,
                "{rating:?}"
            );
            Some(rating)
        }
        Err(OwnUnrated::Stuck { .. }) => None,
        Err(e) => panic!("{}: {e}", sample.id),
    }
}

#[test]
fn own_scale_rates_the_killer_and_6x6_samples_with_every_step_checked() {
    let samples = variant_support::samples();
    let mut rated = 0;
    // The 16x16 and anti-knight samples need the nets with locking, seconds
    // each: tests/own_scale_locking_nets.rs rates them (ignored).
    let skipped = |id: &str| id.starts_with("16x16-") || id.starts_with("antiknight-");
    for sample in samples.iter().filter(|s| !skipped(&s.id)) {
        let rating = own_rating(sample);
        rated += rating.is_some() as usize;
        let set = sample.id.rsplit_once('-').unwrap().0;
        if set == "killer" {
            // Cages without givens: every one needs the cage and 45-rule
            // techniques (measured: all three are rated).
            let rating = rating
                .as_ref()
                .unwrap_or_else(|| panic!("{} not rated", sample.id));
            let used =
                |t: fn(&Technique) -> bool| rating.steps.iter().any(|(s, _)| t(&s.technique));
            assert!(used(|t| *t == Technique::CageCombination), "{}", sample.id);
            assert!(
                used(|t| matches!(t, Technique::Innies(_) | Technique::Outies(_))),
                "{}",
                sample.id
            );
            assert!(rating.er >= 22, "{}: {rating:?}", sample.id);
        }
        if set == "6x6" {
            assert!(rating.is_some(), "{} not rated", sample.id);
        }
    }
    println!("own scale: {rated} of {} samples rated", samples.len());
}

/// A step's technique and the kind of its first house.
type Seen = (Technique, Option<HouseKind>);

/// The classic techniques over other houses: hidden singles in jigsaw
/// regions and N x N boxes, locking and subsets on 6x6, 16x16 and jigsaw
/// samples (each step checked by `walk_samples`' rule).
#[test]
fn classic_techniques_work_over_jigsaw_regions_and_other_sizes() {
    let samples = variant_support::samples();
    for set in ["6x6", "16x16", "jigsaw"] {
        let mut seen: Vec<Seen> = Vec::new();
        for sample in samples
            .iter()
            .filter(|s| s.id.starts_with(&format!("{set}-")))
        {
            let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
            let engine = LogicEngine::new(&puzzle.rules);
            let mut board = engine.board(&puzzle.givens).unwrap();
            while let Some(step) = engine.next_step(&board) {
                check_step(&step, &sample.solution, &sample.id);
                let kind = step.houses.first().map(|&h| engine.layout().houses[h].kind);
                seen.push((step.technique, kind));
                engine.apply(&mut board, &step);
            }
        }
        let any = |f: &dyn Fn(&Seen) -> bool| seen.iter().any(f);
        assert!(
            any(&|(t, k)| *t == Technique::HiddenSingle && *k == Some(HouseKind::Region)),
            "{set}: no hidden single in a region"
        );
        if set == "6x6" {
            // The three 6x6 samples fall to singles.
            continue;
        }
        assert!(
            any(&|(t, _)| *t == Technique::GeneralisedLocking),
            "{set}: no locking"
        );
        assert!(
            any(&|(t, _)| matches!(
                t,
                Technique::GeneralisedNakedSet(_) | Technique::HiddenSet(_)
            )),
            "{set}: no subset"
        );
    }
}

/// The project's own scale on every shared development set: how many are
/// rated and their ER, every step checked; run with
/// `cargo test --test variant_logic -- --ignored --nocapture own_scale_on_the_shared`.
#[test]
#[ignore]
fn own_scale_on_the_shared_solve_sets() {
    println!("set | puzzles | rated | ER min | ER median | ER max");
    for (set, samples) in shared_solve_sets() {
        let mut ers: Vec<u8> = samples
            .iter()
            .filter_map(own_rating)
            .map(|r| r.er)
            .collect();
        ers.sort_unstable();
        let show = |v: Option<&u8>| v.map_or("-".into(), |&e| format!("{:.1}", e as f64 / 10.0));
        println!(
            "{set} | {} | {} | {} | {} | {}",
            samples.len(),
            ers.len(),
            show(ers.first()),
            show(ers.get(ers.len() / 2)),
            show(ers.last()),
        );
    }
}

/// The chain families' share of a rating's steps: (wings, chains).
fn family_steps(rating: &OwnRating) -> (usize, usize) {
    let count =
        |f: fn(&Technique) -> bool| rating.steps.iter().filter(|(s, _)| f(&s.technique)).count();
    (
        count(|t| matches!(t, Technique::WxyzWing | Technique::VwxyzWing)),
        count(|t| {
            matches!(
                t,
                Technique::ForcingChain(_) | Technique::BidirectionalCycle(_)
            )
        }),
    )
}

/// Where the own scale stops and what the chain families add, per shared
/// set (optionally only the sets named in OWN_SETS, comma-separated):
/// puzzles explained to the end, steps checked, steps by the wing and
/// chain families, the cells left where it stops, and seconds per puzzle;
/// `cargo test --release --test variant_logic -- --ignored --nocapture own_scale_families`.
#[test]
#[ignore]
fn own_scale_families_on_the_shared_solve_sets() {
    println!("set | puzzles | to the end | steps checked | wing steps | chain steps | cells left where stuck | s/puzzle median | max | ER values");
    for (set, samples) in shared_solve_sets() {
        let (mut solved, mut checked, mut wings, mut chains) = (0, 0, 0, 0);
        let mut left = Vec::new();
        let mut times = Vec::new();
        let mut ers = Vec::new();
        for sample in &samples {
            let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
            let started = std::time::Instant::now();
            let result = rate_own_scale(&puzzle.rules, &puzzle.givens);
            times.push(started.elapsed().as_secs_f64());
            match result {
                Ok(rating) => {
                    for (step, _) in &rating.steps {
                        check_step(step, &sample.solution, &sample.id);
                    }
                    checked += rating.steps.len();
                    let (w, c) = family_steps(&rating);
                    if std::env::var_os("OWN_VERBOSE").is_some() {
                        println!(
                            "{} er {} steps {} wings {w} chains {c} {:.2}s",
                            sample.id,
                            rating.er,
                            rating.steps.len(),
                            times.last().unwrap()
                        );
                    }
                    wings += w;
                    chains += c;
                    solved += 1;
                    ers.push(rating.er);
                }
                Err(OwnUnrated::Stuck { empty_cells, .. }) => left.push(empty_cells),
                Err(e) => panic!("{}: {e}", sample.id),
            }
        }
        times.sort_by(f64::total_cmp);
        left.sort_unstable();
        ers.sort_unstable();
        println!(
            "{set} | {} | {solved} | {checked} | {wings} | {chains} | {left:?} | {:.2} | {:.2} | {ers:?}",
            samples.len(),
            times[times.len() / 2],
            times[times.len() - 1],
        );
    }
}

/// A jigsaw and a 12x12 puzzle of the shared development sets
/// (tests/data/variants/own_chains.jsonl), rated 7.1 and 6.8: past the
/// scale's techniques before the chain families (5.4 at most), so not
/// rated before them; now explained to the end through forcing chains or
/// cycles, every step checked against the solution test-support verified.
#[test]
fn own_scale_explains_a_jigsaw_and_a_12x12_puzzle_to_the_end_with_chains() {
    let samples = variant_support::read_set("own_chains.jsonl");
    assert_eq!(samples.len(), 2);
    for sample in &samples {
        let rating = own_rating(sample).unwrap_or_else(|| panic!("{} not rated", sample.id));
        let chain_steps: Vec<u8> = rating
            .steps
            .iter()
            .filter(|(s, _)| {
                matches!(
                    s.technique,
                    Technique::ForcingChain(_) | Technique::BidirectionalCycle(_)
                )
            })
            .map(|&(_, d)| d)
            .collect();
        assert!(!chain_steps.is_empty(), "{}: {rating:?}", sample.id);
        // Chains and cycles rate 6.5 and up: the rating is a chain's.
        assert!(chain_steps.iter().all(|&d| d >= 65), "{}", sample.id);
        assert_eq!(
            rating.er,
            *chain_steps.iter().max().unwrap(),
            "{}",
            sample.id
        );
    }
}

/// Every own-scale explanation of every shared solve set, step by step
/// (technique, cells, houses, placements, eliminations, difficulty; each
/// checked against the stored solution, itself checked by test-support),
/// or where it stops, written to the file OWN_DUMP names, with each set's
/// time on stderr: two builds' files compare the paths exactly;
/// `OWN_DUMP=FILE cargo test --release --test variant_logic -- --ignored --nocapture own_scale_dump`.
#[test]
#[ignore]
fn own_scale_dump_of_the_shared_solve_sets() {
    use std::fmt::Write as _;
    let Some(out) = std::env::var_os("OWN_DUMP") else {
        println!("OWN_DUMP not set: nothing written");
        return;
    };
    let mut text = String::new();
    for (set, samples) in shared_solve_sets() {
        let started = std::time::Instant::now();
        for sample in &samples {
            let puzzle = fpuzzles::parse_json(&sample.json).unwrap();
            match rate_own_scale(&puzzle.rules, &puzzle.givens) {
                Ok(rating) => {
                    writeln!(
                        text,
                        "{} er {} ep {} ed {}",
                        sample.id, rating.er, rating.ep, rating.ed
                    )
                    .unwrap();
                    for (step, d) in &rating.steps {
                        check_step(step, &sample.solution, &sample.id);
                        writeln!(text, "  {d} {step:?}").unwrap();
                    }
                }
                Err(e) => writeln!(text, "{} {e}", sample.id).unwrap(),
            }
        }
        eprintln!("{set}: {:.2} s", started.elapsed().as_secs_f64());
    }
    std::fs::write(out, text).unwrap();
}
