//! Sudoku Explainer's forcing chains that start from every candidate of a
//! cell (its `getMultipleChainsHintList`): Nishio chains (7.5), multiple
//! forcing chains (8.0), dynamic forcing chains (8.5), and the dynamic ones
//! with more techniques inside (levels 1 and up, 9.0 and up).
//!
//! For each cell, row by row, and each of its candidates: the propagation
//! of "r c = d" and (dynamic, Nishio) of "r c <> d". Then, in the order
//! Sudoku Explainer lists them:
//!
//! - a contradiction in either: the candidate goes, or is placed;
//! - (dynamic, 3+ candidates) a potential both propagations reach: it holds;
//! - (not Nishio) for each of the cell's box, row and column where the
//!   candidate's digit has two places (or more, for multiple chains) and
//!   this cell is the first: a potential every place's propagation reaches;
//! - (not Nishio) after the cell's candidates: a potential every
//!   candidate's propagation reaches.
//!
//! Multiple (static) chains start only from cells of 3 or more candidates.

use super::cache::RunCache;
use super::closure::Closure;
use super::grid::Cands;
use super::potential::{cell_of, difficulty, digit_of, is_on, pot, Key, PotSet, CANDS};
use super::propagate::{Advanced, Mode, NestedList, Plain, Propagator, Run, RUN_NODES};

use super::super::budget::{Budget, Exhausted};
use crate::geometry::{box_of, col_of, row_of, CELLS, HOUSE_CELLS};

/// Which of Sudoku Explainer's forcing-chain rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rule {
    pub nishio: bool,
    pub multiple: bool,
    pub dynamic: bool,
    /// 0 plain; 1 "(+)"; 2-5 nested.
    pub level: u8,
}

impl Rule {
    pub const NISHIO: Rule = Rule {
        nishio: true,
        multiple: false,
        dynamic: true,
        level: 0,
    };
    pub const MULTIPLE: Rule = Rule {
        nishio: false,
        multiple: true,
        dynamic: false,
        level: 0,
    };
    pub const fn dynamic(level: u8) -> Rule {
        Rule {
            nishio: false,
            multiple: true,
            dynamic: true,
            level,
        }
    }

    /// Sudoku Explainer's base rating.
    pub fn base(self) -> f64 {
        match self.level {
            0 if self.nishio => 7.5,
            0 if self.dynamic => 8.5,
            0 => 8.0,
            1 => 9.0,
            level => 9.5 + 0.5 * f64::from(level - 2),
        }
    }

    pub fn mode(self) -> Mode {
        Mode {
            y_links: !self.nishio,
            dynamic: self.dynamic,
        }
    }
}

/// The grid of the last Nishio search that found nothing. A Nishio
/// propagation has no Y-links: from a candidate of digit `d` it reads and
/// removes only places of `d`, so on a reduction of that grid where `d`
/// kept all its places it is the propagation made then, which met no
/// contradiction (every contradiction there, from a cell of two candidates
/// or more, removes something). Only the digits that lost a place need
/// searching.
pub struct NishioMemo {
    base: Cands,
    known: bool,
}

impl NishioMemo {
    /// The digits (bit `d`) whose candidates may start a Nishio chain on
    /// `grid`: every digit but those that kept their places since the grid
    /// remembered, when `grid` is a reduction of it.
    pub fn digits_to_search(&self, grid: &Cands) -> u16 {
        const ALL: u16 = 0x1FF;
        let reduced = grid
            .cand
            .iter()
            .zip(&self.base.cand)
            .all(|(&now, &then)| now & !then == 0);
        if !self.known || !reduced {
            return ALL;
        }
        let mut changed = 0;
        for (now, then) in grid.pos.iter().zip(&self.base.pos) {
            for digit in 0..9 {
                if now[digit] != then[digit] {
                    changed |= 1 << digit;
                }
            }
        }
        changed
    }

    /// A Nishio search of `grid` found nothing.
    pub fn remember(&mut self, grid: &Cands) {
        self.base.clone_from(grid);
        self.known = true;
    }
}

/// What a search may skip, or take as known.
#[derive(Clone, Copy)]
pub struct Shortcuts<'a> {
    /// (Nishio) Only candidates of these digits (bit `d` for digit `d`)
    /// start propagations.
    pub digits: u16,
    /// (Static rules) The potentials of each start's propagation: only the
    /// propagations whose chains are wanted are made.
    pub closure: Option<&'a Closure>,
}

impl Shortcuts<'_> {
    pub const NONE: Shortcuts<'static> = Shortcuts {
        digits: 0x1FF,
        closure: None,
    };
}

/// What a forcing chain proves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// "r c = d" leads to a contradiction: the candidate goes.
    ContradictionOn,
    /// "r c <> d" leads to a contradiction: the digit is placed.
    ContradictionOff,
    /// "r c = d" and "r c <> d" lead to the target.
    Double,
    /// Every candidate of the cell leads to the target.
    Cell,
    /// Every place of the digit in the house leads to the target.
    Region,
}

impl Kind {
    fn sort_key(self) -> u8 {
        match self {
            Kind::Double => 1,
            Kind::Cell => 5,
            Kind::Region => 6,
            Kind::ContradictionOn | Kind::ContradictionOff => 7,
        }
    }
}

/// A forcing chain found: enough to find it again.
#[derive(Clone, Copy, Debug)]
pub struct Found {
    pub key: Key,
    pub kind: Kind,
    pub cell: usize,
    pub digit: usize,
    /// The house of a region chain.
    pub house: usize,
    /// What the chains reach (for a contradiction: the assumption's
    /// negation).
    pub target: u16,
}

pub trait Sink {
    fn bound(&self) -> Key;
    /// `removable`: per cell, what the step removes; `targets`: the chains'
    /// ends, as (run, node) in `space`.
    fn offer(
        &mut self,
        found: &Found,
        removable: &[u16; CELLS],
        space: &ForcingSpace,
        targets: &[(usize, u16)],
    );
}

/// Cell runs (one per candidate), the "off" run, and region runs.
pub const RUNS: usize = 9 + 1 + 9;
const OFF_RUN: usize = 9;
const REGION_RUNS: usize = 10;

/// The memory of a forcing-chain search.
pub struct ForcingSpace {
    pub prop: Propagator,
    pub runs: [Run; RUNS],
    seen: PotSet,
    pub stack: [u16; RUN_NODES],
    pub marks: [bool; RUN_NODES],
    nested: NestedList,
    cache: RunCache,
    /// Per run, the candidate whose "on" propagation it stands for, and
    /// whether that propagation is in the run (else only in the cache,
    /// copied in when a chain needs more than its potentials).
    held: [u16; RUNS],
    loaded: [bool; RUNS],
}

impl ForcingSpace {
    /// Makes run `r` stand for the propagation of "`cell` = `digit`": kept
    /// from earlier in the search, or made (and kept).
    fn on_run(
        &mut self,
        r: usize,
        cell: usize,
        digit: usize,
        mode: Mode,
        advanced: &mut impl Advanced,
        budget: &mut Budget,
    ) -> Result<(), Exhausted> {
        let cand = cell * 9 + digit;
        self.held[r] = cand as u16;
        self.loaded[r] = !self.cache.has(cand);
        if !self.loaded[r] {
            return Ok(());
        }
        self.prop.propagate(
            &mut self.runs[r],
            pot(cell, digit, true),
            mode,
            advanced,
            budget,
        )?;
        self.cache.store(cand, &self.runs[r]);
        Ok(())
    }

    /// The potentials of the propagation run `r` stands for.
    fn member(&self, r: usize) -> &PotSet {
        if self.loaded[r] {
            &self.runs[r].member
        } else {
            self.cache.member(self.held[r] as usize)
        }
    }

    /// Whether the propagation run `r` stands for met a contradiction.
    fn conflict(&self, r: usize) -> bool {
        if self.loaded[r] {
            self.runs[r].conflict
        } else {
            self.cache.conflict(self.held[r] as usize)
        }
    }

    /// Puts the propagation run `r` stands for into it, if not there:
    /// copied from the cache, or made when the cache has only its
    /// potentials (a static propagation, whose potentials came from the
    /// closure).
    fn load(&mut self, r: usize, mode: Mode, budget: &mut Budget) -> Result<(), Exhausted> {
        if self.loaded[r] {
            return Ok(());
        }
        let cand = self.held[r] as usize;
        if !self.cache.load(cand, &mut self.runs[r]) {
            debug_assert!(!mode.dynamic);
            let start = pot(cand / 9, cand % 9, true);
            self.prop
                .propagate(&mut self.runs[r], start, mode, &mut Plain, budget)?;
            debug_assert!(self.runs[r].member == *self.cache.member(cand));
            self.cache.store(cand, &self.runs[r]);
        }
        self.loaded[r] = true;
        Ok(())
    }

    /// Sudoku Explainer's complexity of a chain whose ends are `targets`:
    /// the potentials each end follows from, plus the complexity of every
    /// nested chain they rely on, counted once.
    fn complexity(&mut self, targets: &[(usize, u16)]) -> u32 {
        self.nested.clear();
        let mut total = 0;
        for &(r, node) in targets {
            total +=
                self.runs[r].ancestors(node, &mut self.seen, &mut self.stack, &mut self.nested);
        }
        total + self.nested.complexity()
    }
}

/// Runs `rule` over every cell, offering each chain found that could sort
/// before the sink's bound, taking the `shortcuts` given.
pub fn search(
    rule: Rule,
    space: &mut ForcingSpace,
    advanced: &mut impl Advanced,
    sink: &mut impl Sink,
    budget: &mut Budget,
    shortcuts: Shortcuts,
) -> Result<(), Exhausted> {
    space.cache.reset();
    if let Some(closure) = shortcuts.closure {
        debug_assert!(!rule.dynamic);
        for cand in 0..CANDS {
            if let Some(member) = closure.member(cand) {
                space.cache.keep_member(cand, member);
            }
        }
    }
    let digits = shortcuts.digits;
    let mut search = Search {
        rule,
        space,
        advanced,
        sink,
        budget,
        seq: 0,
    };
    for cell in 0..CELLS {
        let count = search.space.prop.source.count(cell);
        if !(count > 2 || (count > 1 && rule.dynamic)) {
            continue;
        }
        let mut k = 0;
        let mut rest = search.space.prop.source.cand[cell];
        while rest != 0 {
            let digit = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if rule.nishio && digits >> digit & 1 == 0 {
                k += 1;
                continue;
            }
            search.binary(cell, digit, k, count)?;
            if !rule.nishio {
                search.regions(cell, digit, k)?;
            }
            k += 1;
        }
        if !rule.nishio && (count == 2 || rule.multiple) {
            let order = [0, 1, 2, 3, 4, 5, 6, 7, 8];
            search.reduction_of(&order[..k], Kind::Cell, cell, 0, 0)?;
        }
    }
    Ok(())
}

/// The lowest key a chain of at least `complexity` potentials could have.
fn least(rule: Rule, complexity: u32, sort_key: u8, seq: u32) -> Key {
    key(rule, complexity, sort_key, seq)
}

fn key(rule: Rule, complexity: u32, sort_key: u8, seq: u32) -> Key {
    Key {
        difficulty: difficulty(rule.base(), complexity),
        complexity,
        sort_key,
        seq,
    }
}

/// What a step with `target` removes: an "on" target's cell loses its other
/// candidates, an "off" target goes.
fn removable_of(grid: &Cands, target: u16) -> Option<[u16; CELLS]> {
    let (cell, digit) = (cell_of(target), digit_of(target));
    let mut removable = [0u16; CELLS];
    removable[cell] = if is_on(target) {
        grid.cand[cell] & !(1 << digit)
    } else {
        1 << digit
    };
    (removable[cell] != 0).then_some(removable)
}

/// What every chain of one search reads and writes, passed as one value
/// (as regex-automata passes its `Cache`) so that each step of the search
/// takes only its own arguments.
struct Search<'a, A, S> {
    rule: Rule,
    space: &'a mut ForcingSpace,
    advanced: &'a mut A,
    sink: &'a mut S,
    budget: &'a mut Budget,
    /// The number of the next chain found: Sudoku Explainer's last sort
    /// key.
    seq: u32,
}

impl<A: Advanced, S: Sink> Search<'_, A, S> {
    /// The propagations of one candidate on and off, and the contradiction and
    /// double chains they give.
    fn binary(&mut self, cell: usize, digit: usize, k: usize, count: u32) -> Result<(), Exhausted> {
        let rule = self.rule;
        let mode = rule.mode();
        let off = pot(cell, digit, false);
        self.space
            .on_run(k, cell, digit, mode, self.advanced, self.budget)?;
        let contradictions = rule.dynamic || rule.nishio;
        if contradictions && self.space.conflict(k) {
            self.space.load(k, mode, self.budget)?;
            self.contradiction(k, Kind::ContradictionOn, cell, digit);
        }
        let double = count >= 3 && rule.dynamic && !rule.nishio;
        if !contradictions && !double {
            return Ok(());
        }
        self.space.prop.propagate(
            &mut self.space.runs[OFF_RUN],
            off,
            mode,
            self.advanced,
            self.budget,
        )?;
        if contradictions && self.space.runs[OFF_RUN].conflict {
            self.contradiction(OFF_RUN, Kind::ContradictionOff, cell, digit);
        }
        if double {
            self.doubles(k, cell, digit)?;
        }
        Ok(())
    }

    fn contradiction(&mut self, r: usize, kind: Kind, cell: usize, digit: usize) {
        let rule = self.rule;
        let run = &self.space.runs[r];
        let (a, b) = (run.conflict_on, run.conflict_off);
        let lower = u32::from(run.nodes[a as usize].depth) + u32::from(run.nodes[b as usize].depth);
        let sort_key = kind.sort_key();
        let this = self.seq;
        self.seq += 1;
        if !least(rule, lower, sort_key, this).before(&self.sink.bound()) {
            return;
        }
        let targets = [(r, a), (r, b)];
        let complexity = self.space.complexity(&targets);
        let key = key(rule, complexity, sort_key, this);
        if !key.before(&self.sink.bound()) {
            return;
        }
        let mut removable = [0u16; CELLS];
        let target = if kind == Kind::ContradictionOn {
            removable[cell] = 1 << digit;
            pot(cell, digit, false)
        } else {
            removable[cell] = self.space.prop.source.cand[cell] & !(1 << digit);
            pot(cell, digit, true)
        };
        if removable[cell] == 0 {
            return;
        }
        let found = Found {
            key,
            kind,
            cell,
            digit,
            house: 0,
            target,
        };
        self.sink.offer(&found, &removable, self.space, &targets);
    }

    /// Potentials both the "on" run `k` and the "off" run reach: the "on"
    /// ones, then the "off" ones, in the order the "on" run found them.
    fn doubles(&mut self, k: usize, cell: usize, digit: usize) -> Result<(), Exhausted> {
        let rule = self.rule;
        let mut common = *self.space.member(k);
        common.and_with(&self.space.runs[OFF_RUN].member);
        if common.is_empty() {
            return Ok(());
        }
        self.space.load(k, rule.mode(), self.budget)?;
        for want_on in [true, false] {
            for i in 0..self.space.runs[k].len {
                let p = self.space.runs[k].nodes[i].pot;
                if is_on(p) != want_on
                    || !common.contains(p)
                    || self.space.runs[k].node_of(p) != Some(i as u16)
                {
                    continue;
                }
                let Some(j) = self.space.runs[OFF_RUN].node_of(p) else {
                    continue;
                };
                let this = self.seq;
                self.seq += 1;
                let (on_run, off_run) = (&self.space.runs[k], &self.space.runs[OFF_RUN]);
                let lower =
                    u32::from(on_run.nodes[i].depth) + u32::from(off_run.nodes[j as usize].depth);
                if !least(rule, lower, 1, this).before(&self.sink.bound()) {
                    continue;
                }
                let Some(removable) = removable_of(&self.space.prop.source, p) else {
                    continue;
                };
                let targets = [(k, i as u16), (OFF_RUN, j)];
                let complexity = self.space.complexity(&targets);
                let key = key(rule, complexity, 1, this);
                if key.before(&self.sink.bound()) {
                    let found = Found {
                        key,
                        kind: Kind::Double,
                        cell,
                        digit,
                        house: 0,
                        target: p,
                    };
                    self.sink.offer(&found, &removable, self.space, &targets);
                }
            }
        }
        Ok(())
    }

    /// Region chains of the candidate `digit` of `cell`, whose "on" run is
    /// run `k`.
    fn regions(&mut self, cell: usize, digit: usize, k: usize) -> Result<(), Exhausted> {
        let rule = self.rule;
        for house in [18 + box_of(cell), row_of(cell), 9 + col_of(cell)] {
            let places = self.space.prop.source.positions(house, digit);
            let count = places.count_ones();
            if !(count == 2 || (rule.multiple && count > 2)) {
                continue;
            }
            if HOUSE_CELLS[house][places.trailing_zeros() as usize] as usize != cell {
                continue;
            }
            // The places' runs: this cell's is run `k`; the others go to the
            // region runs, in the house's order.
            let mut order = [usize::MAX; 9];
            let mut n = 0;
            let mut next = REGION_RUNS;
            let mut rest = places;
            while rest != 0 {
                let at = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let other = HOUSE_CELLS[house][at] as usize;
                if other == cell {
                    order[n] = k;
                } else {
                    self.space.on_run(
                        next,
                        other,
                        digit,
                        rule.mode(),
                        self.advanced,
                        self.budget,
                    )?;
                    order[n] = next;
                    next += 1;
                }
                n += 1;
            }
            self.reduction_of(&order[..n], Kind::Region, cell, digit, house)?;
        }
        Ok(())
    }

    /// Potentials every run of `order` reaches, the "on" ones then the "off"
    /// ones, in the order the first run found them.
    fn reduction_of(
        &mut self,
        order: &[usize],
        kind: Kind,
        cell: usize,
        digit: usize,
        house: usize,
    ) -> Result<(), Exhausted> {
        let rule = self.rule;
        let mut common = *self.space.member(order[0]);
        for &r in &order[1..] {
            common.and_with(self.space.member(r));
        }
        if common.is_empty() {
            return Ok(());
        }
        for &r in order {
            self.space.load(r, rule.mode(), self.budget)?;
        }
        let sort_key = kind.sort_key();
        let first = order[0];
        for want_on in [true, false] {
            for i in 0..self.space.runs[first].len {
                let p = self.space.runs[first].nodes[i].pot;
                if is_on(p) != want_on
                    || !common.contains(p)
                    || self.space.runs[first].node_of(p) != Some(i as u16)
                {
                    continue;
                }
                let Some(removable) = removable_of(&self.space.prop.source, p) else {
                    continue;
                };
                let this = self.seq;
                self.seq += 1;
                let lower: u32 = order
                    .iter()
                    .map(|&r| {
                        let run = &self.space.runs[r];
                        u32::from(run.nodes[run.node_of(p).expect("common") as usize].depth)
                    })
                    .sum();
                if !least(rule, lower, sort_key, this).before(&self.sink.bound()) {
                    continue;
                }
                let mut targets = [(0usize, 0u16); 9];
                for (t, &r) in targets.iter_mut().zip(order) {
                    *t = (r, self.space.runs[r].node_of(p).expect("common"));
                }
                let targets = &targets[..order.len()];
                let complexity = self.space.complexity(targets);
                let key = key(rule, complexity, sort_key, this);
                if key.before(&self.sink.bound()) {
                    let found = Found {
                        key,
                        kind,
                        cell,
                        digit,
                        house,
                        target: p,
                    };
                    self.sink.offer(&found, &removable, self.space, targets);
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "forcing_tests.rs"]
mod tests;
