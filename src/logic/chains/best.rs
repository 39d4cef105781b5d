//! The best chain a rule has found so far, kept as the rule's walks go, and
//! the step made from it.

use super::super::budget::{Budget, Exhausted};
use super::super::masks::Count;
use super::super::step::{ChainLink, Step, StepKind};
use super::super::technique::Technique;
use super::cycles::{self, Found as FoundCycle, Links, Sink, PATH_NODES};
use super::forcing::{self, ForcingSpace, Found, Kind, Rule, Shortcuts};
use super::potential::{cell_of, digit_of, is_on, negation, pot, tenths, Key};
use super::propagate::Advanced;
use super::Workspace;
use crate::geometry::CELLS;

/// The first cycle or forcing chain in Sudoku Explainer's sort, so far.
pub struct BestCycle {
    found: bool,
    key: Key,
    /// 0 X, 1 Y, 2 XY.
    links: u8,
    cycle: bool,
    path: [u16; PATH_NODES],
    len: usize,
    removable: [u16; CELLS],
}

impl Sink for BestCycle {
    fn bound(&self) -> Key {
        if self.found {
            self.key
        } else {
            Key::WORST
        }
    }

    fn offer(&mut self, found: &FoundCycle) {
        if self.found && !found.key.before(&self.key) {
            return;
        }
        self.found = true;
        self.key = found.key;
        self.links = match found.links {
            Links::X => 0,
            Links::Y => 1,
            Links::XY => 2,
        };
        self.cycle = found.cycle;
        self.len = found.path.len();
        self.path[..self.len].copy_from_slice(found.path);
        self.removable = *found.removable;
    }
}

/// Sudoku Explainer's "forcing chains and cycles" rule.
#[inline(never)]
pub fn cycles_and_forcing_chains(
    space: &mut Workspace,
    budget: &mut Budget,
    out: &mut Step,
) -> Result<bool, Exhausted> {
    space.best.found = false;
    let starting = cycles::Starting::Changed(&mut space.unchanged);
    cycles::search_from(
        &space.grid,
        space.cycles.get(),
        &mut space.best,
        budget,
        starting,
    )?;
    let best = &space.best;
    if !best.found {
        space.unchanged.remember(&space.grid);
        return Ok(false);
    }
    let path = &best.path[..best.len];
    let technique = match (best.cycle, best.links) {
        (true, 0) => Technique::XCycle,
        (true, 1) => Technique::YCycle,
        (true, _) => Technique::XYCycle,
        (false, 0) if best.key.complexity == 6 => Technique::TurbotFish,
        (false, 0) => Technique::ForcingXChain,
        (false, _) => Technique::ForcingChain,
    };
    let target = path[best.len - 1];
    let placement = !best.cycle && is_on(target);
    let kind = if placement {
        StepKind::Placement
    } else {
        StepKind::Elimination
    };
    *out = Step::new(kind, technique, tenths(best.key.difficulty));
    if placement {
        out.cell = cell_of(target) as u8;
        out.digit = digit_of(target) as u8 + 1;
    }
    out.eliminations = best.removable;
    add_chain(out, path);
    debug_assert!(!best.cycle || path[0] == target);
    debug_assert!(best.cycle || path[0] == negation(target));
    debug_assert!(out.eliminations.iter().map(|m| m.count()).sum::<u32>() > 0);
    Ok(true)
}

/// Adds a chain's potentials to the step: its links, and its cells and
/// candidates to highlight.
pub fn add_chain(step: &mut Step, path: &[u16]) {
    for (i, &p) in path.iter().enumerate() {
        let (cell, digit) = (cell_of(p), digit_of(p));
        step.add_cell(cell, 1 << digit);
        step.digits |= 1 << digit;
        step.push_link(ChainLink {
            cell: cell as u8,
            digit: digit as u8 + 1,
            on: is_on(p),
            starts_chain: i == 0,
        });
    }
}

/// The first forcing chain in Sudoku Explainer's sort, so far.
pub struct BestForcing {
    found: bool,
    best: Found,
    removable: [u16; CELLS],
}

impl forcing::Sink for BestForcing {
    fn bound(&self) -> Key {
        if self.found {
            self.best.key
        } else {
            Key::WORST
        }
    }

    fn offer(
        &mut self,
        found: &Found,
        removable: &[u16; CELLS],
        _: &ForcingSpace,
        _: &[(usize, u16)],
    ) {
        if self.found && !found.key.before(&self.best.key) {
            return;
        }
        self.found = true;
        self.best = *found;
        self.removable = *removable;
    }
}

/// The technique of a forcing chain of `rule` proving `kind`.
fn forcing_technique(rule: Rule, kind: Kind) -> Technique {
    use Technique::*;
    if rule.nishio {
        return NishioForcingChain;
    }
    if !rule.dynamic {
        return match kind {
            Kind::Region => RegionForcingChains,
            _ => CellForcingChains,
        };
    }
    let row = match rule.level {
        0 => [
            DynamicContradictionChains,
            DynamicDoubleChains,
            DynamicCellChains,
            DynamicRegionChains,
        ],
        1 => [
            DynamicContradictionChainsPlus,
            DynamicDoubleChainsPlus,
            DynamicCellChainsPlus,
            DynamicRegionChainsPlus,
        ],
        2 => [
            NestedContradictionChains2,
            NestedDoubleChains2,
            NestedCellChains2,
            NestedRegionChains2,
        ],
        3 => [
            NestedContradictionChains3,
            NestedDoubleChains3,
            NestedCellChains3,
            NestedRegionChains3,
        ],
        4 => [
            NestedContradictionChains4,
            NestedDoubleChains4,
            NestedCellChains4,
            NestedRegionChains4,
        ],
        _ => [
            NestedContradictionChains5,
            NestedDoubleChains5,
            NestedCellChains5,
            NestedRegionChains5,
        ],
    };
    match kind {
        Kind::ContradictionOn | Kind::ContradictionOff => row[0],
        Kind::Double => row[1],
        Kind::Cell => row[2],
        Kind::Region => row[3],
    }
}

/// One of Sudoku Explainer's forcing-chain rules (Nishio, multiple,
/// dynamic) on the workspace's grid, with `shortcuts` as
/// [`forcing::search`] takes them.
#[inline(never)]
pub fn forcing_chains(
    space: &mut ForcingSpace,
    best_forcing: &mut BestForcing,
    rule: Rule,
    advanced: &mut impl Advanced,
    budget: &mut Budget,
    step: &mut Step,
    shortcuts: Shortcuts,
) -> Result<bool, Exhausted> {
    best_forcing.found = false;
    forcing::search(rule, space, advanced, best_forcing, budget, shortcuts)?;
    if !best_forcing.found {
        return Ok(false);
    }
    let best = best_forcing.best;
    let technique = forcing_technique(rule, best.kind);
    let result = match best.kind {
        Kind::ContradictionOn => pot(best.cell, best.digit, false),
        Kind::ContradictionOff => pot(best.cell, best.digit, true),
        _ => best.target,
    };
    let kind = if is_on(result) {
        StepKind::Placement
    } else {
        StepKind::Elimination
    };
    *step = Step::new(kind, technique, tenths(best.key.difficulty));
    if is_on(result) {
        step.cell = cell_of(result) as u8;
        step.digit = digit_of(result) as u8 + 1;
    }
    step.eliminations = best_forcing.removable;
    if best.kind == Kind::Region {
        step.add_house(best.house);
    }
    chains_of(space, rule, &best, advanced, step, budget)?;
    Ok(true)
}

/// Propagates again the assumptions of a forcing chain and adds each
/// chain to the step: the potentials its conclusion follows from, in the
/// order they were found.
#[inline(never)]
fn chains_of(
    forcing: &mut ForcingSpace,
    rule: Rule,
    best: &Found,
    advanced: &mut impl Advanced,
    step: &mut Step,
    budget: &mut Budget,
) -> Result<(), Exhausted> {
    let cell_candidates = forcing.prop.source.cand[best.cell];
    let places_in_house = forcing.prop.source.positions(best.house, best.digit);
    let mut starts = [0u16; 9];
    let mut n = 0;
    match best.kind {
        Kind::ContradictionOn => {
            starts[0] = pot(best.cell, best.digit, true);
            n = 1;
        }
        Kind::ContradictionOff => {
            starts[0] = pot(best.cell, best.digit, false);
            n = 1;
        }
        Kind::Double => {
            starts[0] = pot(best.cell, best.digit, true);
            starts[1] = pot(best.cell, best.digit, false);
            n = 2;
        }
        Kind::Cell => {
            for digit in 0..9 {
                if cell_candidates >> digit & 1 != 0 {
                    starts[n] = pot(best.cell, digit, true);
                    n += 1;
                }
            }
        }
        Kind::Region => {
            let mut places = places_in_house;
            while places != 0 {
                let k = places.trailing_zeros() as usize;
                places &= places - 1;
                let cell = crate::geometry::HOUSE_CELLS[best.house][k] as usize;
                starts[n] = pot(cell, best.digit, true);
                n += 1;
            }
        }
    }
    for &start in &starts[..n] {
        let run = &mut forcing.runs[0];
        forcing
            .prop
            .propagate(run, start, rule.mode(), advanced, budget)?;
        let contradiction = matches!(best.kind, Kind::ContradictionOn | Kind::ContradictionOff);
        let ends = if contradiction {
            [Some(run.conflict_on), Some(run.conflict_off)]
        } else {
            [run.node_of(best.target), None]
        };
        for end in ends.into_iter().flatten() {
            let marks = &mut forcing.marks[..run.len];
            marks.fill(false);
            run.mark_ancestors(end, marks, &mut forcing.stack);
            let mut first = true;
            for (i, _) in marks.iter().enumerate().filter(|(_, &m)| m) {
                let p = run.nodes[i].pot;
                let (cell, digit) = (cell_of(p), digit_of(p));
                step.add_cell(cell, 1 << digit);
                step.digits |= 1 << digit;
                step.push_link(ChainLink {
                    cell: cell as u8,
                    digit: digit as u8 + 1,
                    on: is_on(p),
                    starts_chain: first,
                });
                first = false;
            }
        }
    }
    Ok(())
}
