//! SukakuExplainer's cell and region forcing chains (8.0 and up, its
//! "multiple forcing chains"), tried after the Nishio chains; learned from
//! its behaviour as documented in docs/VARIANT-LOGIC.md, none of its code.
//!
//! Each candidate assumed on spreads, static (the grid as it stands), with
//! X and Y links (`nishio.rs`'s walk): on turns off the cell's other
//! candidates, the digit's other places in the cell's houses and peers and
//! the consecutive digits of its non-consecutive neighbours; off turns on a
//! cell's last candidate and a digit's last place in a house. A walk stops
//! at its first potential both on and off, keeping what it reached.
//!
//! - Cell forcing chains: for a cell of three or more candidates, a
//!   potential every one of its candidates reaches holds.
//! - Region forcing chains: for such a cell, each digit and each of its
//!   houses where the digit has two or more places, the cell being the
//!   first of them (in SukakuExplainer's order of the house's cells), a
//!   potential every place reaches holds.
//!
//! Difficulty: 8.0 plus the chains' length tenths, the length being the
//! sum over the chains of the potentials behind the target. Every hint is
//! collected and the easiest taken, then the shortest, then cell before
//! region chains, then the first found (cell order; per cell, region
//! chains by digit and house, then cell chains; ons before offs).
//!
//! Dynamic forcing chains (8.5 and up) are the same search with the walk
//! dynamic, from cells of two or more candidates, with contradiction
//! chains (either state of a candidate meets a conflict) and double
//! chains (both states reach one potential) besides. Dynamic forcing
//! chains (+) (9.0 and up) are the dynamic search whose walks, when their
//! links run dry, run the simple rules of `plus_rules.rs` on their grid.

use std::cell::Cell;

use super::board::{bit, digits, LogicBoard};
use super::chains::length_tenths;
use super::layout::Layout;
use super::nishio::{Arena, KeptWalk, Potential, Search, UNREACHED};
use super::step::{ChainLinks, Step, Technique};
use super::work::Work;
use crate::variant::rules::HouseKind;

/// The base difficulty of a cell or region forcing chain, in tenths.
const MULTIPLE_BASE: u8 = 80;

/// One rated cell or region forcing chain hint.
pub(super) struct MultipleChainHint {
    pub step: Step,
    pub difficulty: u8,
    complexity: usize,
    /// Cell chains before region chains among equals.
    sort_key: u8,
}

/// The base difficulty of a dynamic forcing chain, in tenths.
const DYNAMIC_BASE: u8 = 85;

/// Which of SukakuExplainer's multiple chains to search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ChainLevel {
    /// Cell and region forcing chains (8.0 and up), static walks.
    Multiple,
    /// Dynamic forcing chains (8.5 and up).
    Dynamic,
    /// Dynamic forcing chains (+) (9.0 and up), with SukakuExplainer's
    /// variant rules if `generalised`.
    DynamicPlus { generalised: bool },
}

impl ChainLevel {
    fn base(self) -> u8 {
        match self {
            ChainLevel::Multiple => MULTIPLE_BASE,
            ChainLevel::Dynamic => DYNAMIC_BASE,
            ChainLevel::DynamicPlus { .. } => DYNAMIC_BASE + 5,
        }
    }

    fn technique(self, links: ChainLinks) -> Technique {
        match self {
            ChainLevel::DynamicPlus { .. } => Technique::ForcingChainPlus(links),
            _ => Technique::ForcingChain(links),
        }
    }
}

/// What one candidate assumed on reaches.
struct Outcome {
    arena: Arena,
    /// Per potential key, its arena entry, or `UNREACHED`.
    index: Vec<u32>,
    /// The potential found both on and off, if the walk met one.
    conflict: Option<(usize, usize)>,
    /// Per arena entry, its count of ancestors once asked (0 before): an
    /// outcome serves its cell's chains and each house's region chains.
    counts: Vec<Cell<u32>>,
    /// For `DynamicWalks`: where a dry walk's grid ended, and its charge.
    grid: Vec<u32>,
    expansions: usize,
}

/// What the rating loop keeps from one of these searches to the next.
/// The plain dynamic search's walks, for the (+) search that follows it on
/// the same grid when it finds nothing: each (+) walk begins as the plain
/// walk from the same start did (`Search::resume`). Walks are kept only
/// while the plain search has found nothing (else the (+) search does not
/// run on that grid). And the buffers of finished walks (an arena, an
/// index, ancestor counts), filled again by later walks instead of
/// allocated and grown anew.
#[derive(Default)]
pub(super) struct DynamicWalks {
    /// The grid the walks were made on (candidates, 0 for a solved cell).
    source: Vec<u32>,
    /// Per start's potential key (cell, digit, on or off), its walk.
    walks: Vec<Option<KeptWalk>>,
    spare: Vec<(Arena, Vec<u32>, Vec<Cell<u32>>)>,
}

impl DynamicWalks {
    fn clear(&mut self) {
        self.source.clear();
        for walk in self.walks.drain(..).flatten() {
            self.spare.push((walk.arena, walk.index, Vec::new()));
        }
    }

    /// An index for a fresh walk, its arena lent to `search` (the walk
    /// fills both from scratch).
    fn buffers(&mut self, search: &mut Search, keys: usize) -> (Vec<u32>, Vec<Cell<u32>>) {
        match self.spare.pop() {
            Some((arena, index, counts)) => {
                search.recycle(arena);
                (index, counts)
            }
            None => (vec![UNREACHED; keys], Vec::new()),
        }
    }

    fn give_back(&mut self, arena: Arena, index: Vec<u32>, counts: Vec<Cell<u32>>) {
        self.spare.push((arena, index, counts));
    }

    /// The kept walk from `key`, if the grid is the one it was made on.
    fn take(&mut self, search: &Search, key: usize) -> Option<KeptWalk> {
        if self.source != search.source {
            return None;
        }
        self.walks.get_mut(key).and_then(Option::take)
    }
}

/// What the dynamic searches do with `DynamicWalks`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kept {
    /// Nothing (the static search, or the plain one once it found a hint).
    Ignore,
    /// The plain dynamic search keeps its walks.
    Keep,
    /// The (+) search takes them up.
    Resume,
}

impl Outcome {
    fn ancestors(&self, search: &mut Search, entry: usize) -> usize {
        let known = self.counts[entry].get();
        if known != 0 {
            return known as usize;
        }
        let count = search.ancestors(&self.arena, entry);
        self.counts[entry].set(count as u32);
        count
    }
}

/// Every cell and region forcing chain hint, the easiest first (an error
/// past the budget, which the walk counts). A dynamic `level`:
/// SukakuExplainer's dynamic forcing chains instead (8.5 and up, 9.0 and
/// up with (+)): the walks dynamic, cells of two candidates too, and
/// contradiction and double chains besides.
/// `walks`: the plain dynamic search fills it, the (+) search takes it up
/// (and empties it), the static search leaves it.
pub(super) fn multiple_chain_hints(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    level: ChainLevel,
    walks: &mut DynamicWalks,
) -> Result<Vec<MultipleChainHint>, &'static str> {
    let dynamic = level != ChainLevel::Multiple;
    let mut search = Search::new(layout, board, work, true, dynamic);
    if let ChainLevel::DynamicPlus { generalised } = level {
        search = search.with_plus(board, generalised);
    }
    let base = level.base();
    let size = layout.size;
    let cells = size * size;
    let mut kept = match level {
        ChainLevel::Multiple => Kept::Ignore,
        ChainLevel::Dynamic => {
            walks.clear();
            walks.source.extend_from_slice(&search.source);
            walks.walks.resize_with(cells * size * 2, || None);
            Kept::Keep
        }
        ChainLevel::DynamicPlus { .. } => Kept::Resume,
    };
    let mut outcomes: Vec<Option<Outcome>> = (0..cells * size).map(|_| None).collect();
    let mut hints = Vec::new();
    for cell in 0..cells {
        let cands = search.source[cell];
        if cands.count_ones() < if dynamic { 2 } else { 3 } {
            continue;
        }
        for digit in digits(cands) {
            if kept == Kept::Keep && !hints.is_empty() {
                // The (+) search will not run on this grid.
                kept = Kept::Ignore;
                walks.clear();
            }
            reach(&mut search, &mut outcomes, (cell, digit), (kept, walks))?;
            if dynamic {
                let on = outcomes[cell * size + digit as usize - 1]
                    .as_ref()
                    .expect("reached");
                binary_hints(
                    &mut search,
                    on,
                    (cell, digit, cands),
                    (level, kept, walks),
                    &mut hints,
                )?;
            }
            for h in search.houses_of[cell].clone() {
                let places = places_in_order(layout, &search, h, digit);
                if places.len() < 2 || places[0] != cell {
                    continue;
                }
                for &c in &places {
                    reach(&mut search, &mut outcomes, (c, digit), (kept, walks))?;
                }
                let sources: Vec<&Outcome> = places
                    .iter()
                    .map(|&c| {
                        outcomes[c * size + digit as usize - 1]
                            .as_ref()
                            .expect("reached")
                    })
                    .collect();
                for (target, complexity) in common_targets(&mut search, &sources) {
                    hints.push(hint(
                        target,
                        (base, complexity, 6),
                        level.technique(ChainLinks::Region),
                        &places,
                        Some(h),
                        bit(digit),
                    ));
                }
            }
        }
        let sources: Vec<&Outcome> = digits(cands)
            .map(|d| {
                outcomes[cell * size + d as usize - 1]
                    .as_ref()
                    .expect("reached")
            })
            .collect();
        for (target, complexity) in common_targets(&mut search, &sources) {
            hints.push(hint(
                target,
                (base, complexity, 5),
                level.technique(ChainLinks::Cell),
                &[cell],
                None,
                cands,
            ));
        }
    }
    match kept {
        Kept::Keep if hints.is_empty() => {
            // The on walks, kept till now for the region chains.
            for (slot, outcome) in outcomes.into_iter().enumerate() {
                if let Some(o) = outcome {
                    walks.walks[slot * 2 + 1] = Some(KeptWalk {
                        arena: o.arena,
                        index: o.index,
                        conflict: o.conflict,
                        grid: o.grid,
                        expansions: o.expansions,
                    });
                }
            }
        }
        _ => {
            walks.clear();
            for o in outcomes.into_iter().flatten() {
                walks.give_back(o.arena, o.index, o.counts);
            }
        }
    }
    // A stable sort keeps the order found among equals.
    hints.sort_by_key(|h| (h.difficulty, h.complexity, h.sort_key));
    Ok(hints)
}

/// Walks `digit` at `cell` assumed on, once per step (or takes up the
/// plain dynamic search's walk, or keeps what `DynamicWalks` needs).
fn reach(
    search: &mut Search,
    outcomes: &mut [Option<Outcome>],
    (cell, digit): (usize, u8),
    (kept, walks): (Kept, &mut DynamicWalks),
) -> Result<(), &'static str> {
    let size = outcomes.len() / search.source.len();
    let slot = cell * size + digit as usize - 1;
    if outcomes[slot].is_some() {
        return Ok(());
    }
    let start = Potential {
        cell,
        digit,
        on: true,
        house: None,
    };
    let taken = match kept {
        Kept::Resume => walks.take(search, search.key(cell, digit, true)),
        _ => None,
    };
    let before = search.expansions();
    let ((arena, conflict), index, mut counts) = match taken {
        Some(walk) => {
            let (spread, index) = search.resume(walk)?;
            (spread, index, Vec::new())
        }
        None => {
            let (mut index, counts) = walks.buffers(search, size * search.source.len() * 2);
            (search.spread(start, &mut index)?, index, counts)
        }
    };
    let keep_grid = kept == Kept::Keep && conflict.is_none();
    counts.clear();
    counts.resize(arena.nodes.len(), Cell::new(0));
    outcomes[slot] = Some(Outcome {
        counts,
        arena,
        index,
        conflict,
        grid: if keep_grid {
            search.last_grid().to_vec()
        } else {
            Vec::new()
        },
        expansions: search.expansions() - before,
    });
    Ok(())
}

/// The dynamic chains' contradiction chains (the candidate assumed on, or
/// off, meets a potential both on and off: it is off, or on) and, for a
/// cell of three or more candidates, double chains (a potential both
/// states of the candidate reach), in SukakuExplainer's order.
fn binary_hints(
    search: &mut Search,
    on: &Outcome,
    (cell, digit, cands): (usize, u8, u32),
    (level, kept, walks): (ChainLevel, Kept, &mut DynamicWalks),
    hints: &mut Vec<MultipleChainHint>,
) -> Result<(), &'static str> {
    let costs = (level.base(), 0, 7);
    let start = |on| Potential {
        cell,
        digit,
        on,
        house: None,
    };
    if let Some((a, b)) = on.conflict {
        let complexity = search.ancestors(&on.arena, a) + search.ancestors(&on.arena, b);
        let links = level.technique(ChainLinks::Contradiction);
        hints.push(hint(
            start(false),
            (costs.0, complexity, 7),
            links,
            &[cell],
            None,
            bit(digit),
        ));
    }
    let off_key = search.key(cell, digit, false);
    let before = search.expansions();
    let taken = match kept {
        Kept::Resume => walks.take(search, off_key),
        _ => None,
    };
    let ((off_arena, off_conflict), scratch) = match taken {
        Some(walk) => search.resume(walk)?,
        None => {
            let (mut index, _) = walks.buffers(search, on.index.len());
            (search.spread(start(false), &mut index)?, index)
        }
    };
    // Kept for the (+) search, or given back for later walks.
    let done = |search: &mut Search, walks: &mut DynamicWalks, arena: Arena, index: Vec<u32>| {
        if kept == Kept::Keep {
            walks.walks[off_key] = Some(KeptWalk {
                arena,
                index,
                conflict: off_conflict,
                grid: if off_conflict.is_none() {
                    search.last_grid().to_vec()
                } else {
                    Vec::new()
                },
                expansions: search.expansions() - before,
            });
        } else {
            walks.give_back(arena, index, Vec::new());
        }
    };
    if let Some((a, b)) = off_conflict {
        let complexity = search.ancestors(&off_arena, a) + search.ancestors(&off_arena, b);
        let links = level.technique(ChainLinks::Contradiction);
        hints.push(hint(
            start(true),
            (costs.0, complexity, costs.2),
            links,
            &[cell],
            None,
            bit(digit),
        ));
    }
    if cands.count_ones() < 3 {
        done(search, walks, off_arena, scratch);
        return Ok(());
    }
    for state in [true, false] {
        for (i, p) in on.arena.nodes.iter().enumerate() {
            let key = search.key(p.cell, p.digit, p.on);
            if p.on != state
                || on.index[key] as usize != i
                || scratch[key] == UNREACHED
                || !worth(search, p)
            {
                continue;
            }
            let complexity = search.ancestors(&on.arena, i)
                + search.ancestors(&off_arena, scratch[key] as usize);
            let links = level.technique(ChainLinks::Double);
            hints.push(hint(
                *p,
                (costs.0, complexity, 1),
                links,
                &[cell],
                None,
                bit(digit),
            ));
        }
    }
    done(search, walks, off_arena, scratch);
    Ok(())
}

/// The digit's places in house `h`, in SukakuExplainer's order of the
/// house's cells: ascending, except its window groups that lie in the
/// columns between the windows (columns 1, 5 and 9), which it lists column
/// by column. The first place decides which cell's search reads the house.
fn places_in_order(layout: &Layout, search: &Search, h: usize, digit: u8) -> Vec<usize> {
    let n = layout.size;
    let house = &layout.houses[h];
    let mut places: Vec<usize> = house
        .cells
        .iter()
        .copied()
        .filter(|&c| search.source[c] & bit(digit) != 0)
        .collect();
    let between_windows = |c: usize| n == 9 && [0, 4, 8].contains(&(c % n));
    if house.kind == HouseKind::Window && house.cells.iter().all(|&c| between_windows(c)) {
        places.sort_by_key(|&c| (c % n, c / n));
    } else {
        places.sort_unstable();
    }
    places
}

/// The potentials every outcome reaches, in the first outcome's order,
/// each with the sum of its ancestors over the outcomes, ons before offs.
fn common_targets(search: &mut Search, sources: &[&Outcome]) -> Vec<(Potential, usize)> {
    let first = sources[0];
    let mut out = Vec::new();
    for on in [true, false] {
        for (i, p) in first.arena.nodes.iter().enumerate() {
            if p.on != on {
                continue;
            }
            let key = search.key(p.cell, p.digit, p.on);
            if first.index[key] as usize != i {
                // A conflict's last potential, not reached.
                continue;
            }
            if !worth(search, p) || sources.iter().any(|o| o.index[key] == UNREACHED) {
                continue;
            }
            let complexity = sources
                .iter()
                .map(|o| o.ancestors(search, o.index[key] as usize))
                .sum();
            out.push((*p, complexity));
        }
    }
    out
}

/// Whether the target removes something: an on one from a cell with other
/// candidates (an off one is a candidate the grid holds).
fn worth(search: &Search, p: &Potential) -> bool {
    !p.on || search.source[p.cell] & !bit(p.digit) != 0
}

/// A hint removing or placing `target`; `costs`: the base difficulty, the
/// length and SukakuExplainer's order among equals.
fn hint(
    target: Potential,
    costs: (u8, usize, u8),
    technique: Technique,
    starts: &[usize],
    house: Option<usize>,
    mask: u32,
) -> MultipleChainHint {
    let mut cells = starts.to_vec();
    if !cells.contains(&target.cell) {
        cells.push(target.cell);
    }
    let mut step = Step {
        technique,
        placements: Vec::new(),
        eliminations: Vec::new(),
        houses: house.into_iter().collect(),
        cells,
        // The cell's candidates, or the house's digit.
        digits: mask,
    };
    if target.on {
        step.placements.push((target.cell, target.digit));
    } else {
        step.eliminations.push((target.cell, target.digit));
    }
    let (base, complexity, sort_key) = costs;
    MultipleChainHint {
        step,
        difficulty: base + length_tenths(complexity),
        complexity,
        sort_key,
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::builder::RulesBuilder;
    use super::*;

    #[test]
    fn every_hint_keeps_the_solution() {
        // A solved grid (r, c) = (3r + r/3 + c) mod 9 + 1 with wrong
        // candidates added to half its cells by a fixed generator: every
        // cell or region chain found must keep each cell's own digit.
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        let solution = |cell: usize| ((3 * (cell / 9) + cell / 27 + cell % 9) % 9 + 1) as u8;
        let mut seed = 12345u32;
        let mut next = || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (seed >> 16) as usize
        };
        let mut masks: Vec<u32> = (0..81).map(|c| bit(solution(c))).collect();
        for _ in 0..60 {
            let cell = next() % 81;
            masks[cell] |= bit((next() % 9) as u8 + 1);
        }
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        let levels = [
            ChainLevel::Multiple,
            ChainLevel::Dynamic,
            ChainLevel::DynamicPlus { generalised: false },
            ChainLevel::DynamicPlus { generalised: true },
        ];
        for level in levels {
            let mut walks = DynamicWalks::default();
            let hints =
                multiple_chain_hints(&layout, &board, &Work::unlimited(), level, &mut walks)
                    .unwrap();
            assert!(!hints.is_empty(), "some chain applies");
            for h in &hints {
                let links = match h.step.technique {
                    Technique::ForcingChain(links)
                        if !matches!(level, ChainLevel::DynamicPlus { .. }) =>
                    {
                        links
                    }
                    Technique::ForcingChainPlus(links)
                        if matches!(level, ChainLevel::DynamicPlus { .. }) =>
                    {
                        links
                    }
                    other => panic!("{other:?} from {level:?}"),
                };
                assert!(matches!(
                    links,
                    ChainLinks::Cell
                        | ChainLinks::Region
                        | ChainLinks::Contradiction
                        | ChainLinks::Double
                ));
                assert!(h.difficulty >= level.base());
                for &(c, d) in &h.step.eliminations {
                    assert_ne!(d, solution(c), "r{}c{} loses {d}", c / 9 + 1, c % 9 + 1);
                }
                for &(c, d) in &h.step.placements {
                    assert_eq!(d, solution(c), "r{}c{} gets {d}", c / 9 + 1, c % 9 + 1);
                }
            }
            // Easiest first.
            assert!(hints.windows(2).all(|w| w[0].difficulty <= w[1].difficulty));
        }
    }
}
