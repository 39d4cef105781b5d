//! The attack: a hill-climb for the slowest inputs of every search-based
//! function of the library. See `src/bin/attack.rs` for its options.

pub mod climb;
pub mod grid;
pub mod record;
pub mod rng;
pub mod target;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use climb::Climb;
use grid::Grid;
use record::{Found, Records};
use rng::Rng;
use target::{Function, Kind};

/// Where a climb starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// A puzzle of the standard sets (../shared/data).
    Sets,
    /// A puzzle of tests/data/adversarial.txt.
    Adversarial,
    /// Random givens, none conflicting, on an empty grid.
    Random,
    /// One of the best grids earlier climbs of the same function and kind
    /// reached, transformed: a climb there goes on from a peak.
    Elite,
}

impl Start {
    pub fn parse(name: &str) -> Option<Start> {
        match name {
            "sets" => Some(Start::Sets),
            "adversarial" => Some(Start::Adversarial),
            "random" => Some(Start::Random),
            "elite" => Some(Start::Elite),
            _ => None,
        }
    }
}

/// The puzzles climbs start from.
pub struct Sources {
    pub sets: Vec<Grid>,
    pub adversarial: Vec<Grid>,
}

/// The grids of a puzzle file: the first field of each line that is not a
/// comment, when it is a grid of 81 cells with no conflict.
pub fn read_grids(path: &Path) -> Result<Vec<Grid>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(text
        .lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .filter_map(|line| line.split_whitespace().next())
        .filter_map(grid::parse)
        .collect())
}

impl Sources {
    pub fn load(data: &Path, adversarial: &Path) -> Result<Sources, String> {
        let mut files: Vec<_> = std::fs::read_dir(data)
            .map_err(|e| format!("{}: {e}", data.display()))?
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
            .collect();
        // Sorted, so that a seed picks the same puzzles on every machine.
        files.sort();
        let mut sets = Vec::new();
        for file in &files {
            sets.extend(read_grids(file)?);
        }
        Ok(Sources {
            sets,
            adversarial: read_grids(adversarial)?,
        })
    }

    fn pick(&self, start: Start, elite: &[(u64, Grid)], rng: &mut Rng) -> Grid {
        let from = |list: &[Grid], rng: &mut Rng| {
            if list.is_empty() {
                grid::random_sparse(rng.between(14, 24), rng)
            } else {
                list[rng.below(list.len())]
            }
        };
        match start {
            Start::Sets => from(&self.sets, rng),
            Start::Adversarial => from(&self.adversarial, rng),
            Start::Random => grid::random_sparse(rng.between(14, 24), rng),
            Start::Elite if elite.is_empty() => grid::random_sparse(rng.between(14, 24), rng),
            Start::Elite => {
                let mut grid = elite[rng.below(elite.len())].1;
                grid::transform(&mut grid, rng);
                grid
            }
        }
    }
}

/// Climb peaks as (cost, grid), costliest first.
type Peaks = Vec<(u64, Grid)>;

/// How many climb peaks each function and kind keeps for elite starts.
const ELITE: usize = 8;

/// Keeps `grid` among the `ELITE` costliest peaks, ordered by cost and then
/// by the grid itself, never by time, so that a seed replays.
fn keep_elite(pool: &mut Peaks, cost: u64, grid: Grid) {
    if pool.iter().any(|&(_, g)| g == grid) {
        return;
    }
    pool.push((cost, grid));
    pool.sort_by(|a, b| b.cmp(a));
    pool.truncate(ELITE);
}

pub struct Settings {
    pub seed: u64,
    pub seconds: Option<f64>,
    /// Probes in all, across climbs: with it a run replays exactly.
    pub steps: Option<u64>,
    pub functions: Vec<Function>,
    pub kinds: Vec<Option<Kind>>,
    pub starts: Vec<Start>,
    pub budget: u64,
    pub runs: usize,
    pub patience: u64,
    pub top: usize,
    pub quiet: bool,
}

/// Climbs until the time or the steps run out, each climb for the next
/// function and kind in turn from a start the seed picks; returns the worst
/// grids, each measured in full.
pub fn attack(settings: &Settings, sources: &Sources) -> (Records, u64) {
    let mut rng = Rng::new(settings.seed);
    let mut records = Records::new(settings.top);
    let deadline = settings
        .seconds
        .map(|s| Instant::now() + Duration::from_secs_f64(s));
    let mut steps_left = settings.steps.unwrap_or(u64::MAX);
    let mut climbs = 0u64;
    let mut elite: BTreeMap<(Function, Option<Kind>), Peaks> = BTreeMap::new();
    while steps_left > 0 && deadline.map_or(true, |d| Instant::now() < d) {
        let function = settings.functions[climbs as usize % settings.functions.len()];
        let round = climbs as usize / settings.functions.len();
        let kind = settings.kinds[round % settings.kinds.len()];
        let start = settings.starts[rng.below(settings.starts.len())];
        climbs += 1;
        let climb = Climb {
            function,
            kind,
            budget: settings.budget,
            patience: settings.patience,
        };
        let pool = elite.entry((function, kind)).or_default();
        let picked = sources.pick(start, pool, &mut rng);
        let Some(from) = climb.reach_kind(&picked, &mut rng) else {
            continue;
        };
        let climbed = climb.run(&from, &mut rng, deadline, steps_left);
        steps_left -= climbed.steps.min(steps_left);
        keep_elite(pool, climbed.cost, climbed.best);
        let found = Found::measure(&climbed.best, function, settings.runs);
        if !settings.quiet {
            eprintln!(
                "climb {climbs}: {} from {start:?}, kind {}, {} steps: {}",
                function.name(),
                kind.map_or("any", Kind::name),
                climbed.steps,
                found.line()
            );
        }
        records.offer(found);
    }
    (records, climbs)
}
