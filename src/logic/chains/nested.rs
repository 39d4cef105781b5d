//! Nested forcing chains (levels 2 to 5): dynamic chains whose propagation,
//! when it runs dry and the simple techniques find nothing on the reduced
//! grid, asks chain rules for more: forcing chains and cycles (levels 2 and
//! 3), multiple forcing chains (level 3), dynamic forcing chains (levels 4
//! and 5), and dynamic chains of level 2 (level 5). As Sudoku Explainer
//! does, every step of the first rule that has any becomes "off"
//! potentials, taken in the rule's sorted order, each with the step's rule
//! parents (the removed candidates its chains needed gone: those of a cell
//! or house where a chain concluded "on") and the nested chain, whose
//! complexity the chains using it add to theirs (once per chain, as Sudoku
//! Explainer compares them).

use super::super::budget::{Budget, Exhausted};
use super::advanced::{Counts, Plus};
use super::cycles::{self, CycleSpace};
use super::forcing::{self, ForcingSpace, Found as FoundForcing, Kind, Rule, Shortcuts};
use super::grid::Cands;
use super::potential::{cell_of, digit_of, is_on, pot, Cause, Key, PotSet, CANDS};
use super::propagate::{Advanced, Nested, Run};
use super::reach::{Reach, Starts};
use crate::geometry::{box_of, col_of, row_of, CELLS, HOUSE_CELLS};

/// Steps of one nested rule kept, and what they remove and need. Beyond
/// these, later steps are dropped.
pub const INNER_HINTS: usize = 4096;
const INNER_REMOVES: usize = 4 * INNER_HINTS;
const INNER_NEEDS: usize = 16 * INNER_HINTS;

#[derive(Clone, Copy)]
struct Hint {
    key: Key,
    removes: u32,
    removes_len: u16,
    needs: u32,
    needs_len: u16,
    nested: Nested,
}

/// The steps a nested rule found, to turn into potentials in their order.
pub struct InnerHints {
    hints: [Hint; INNER_HINTS],
    len: usize,
    order: [u16; INNER_HINTS],
    removes: [(u8, u16); INNER_REMOVES],
    removes_len: usize,
    needs: [u16; INNER_NEEDS],
    needs_len: usize,
    /// The candidates needed by the step being collected.
    needed: [u64; 12],
    /// Scratch: parents of a potential, and the nodes of a chain.
    parents: [u16; CANDS],
    marks: PotSet,
    queue: [u16; super::propagate::RUN_NODES],
    pub dropped: bool,
}

/// FNV-1a over 16-bit values: the identity of a nested chain.
fn hash(state: u64, value: u16) -> u64 {
    (state ^ u64::from(value)).wrapping_mul(0x100_0000_01b3)
}
const HASH_START: u64 = 0xcbf2_9ce4_8422_2325;

impl InnerHints {
    fn clear(&mut self) {
        self.len = 0;
        self.removes_len = 0;
        self.needs_len = 0;
        self.dropped = false;
    }

    fn start_needs(&mut self) {
        self.needed = [0; 12];
    }

    /// The candidates removed from the source that a potential "on" with
    /// `cause` relied on: its cell's, or its house's places of its digit.
    fn need(&mut self, source: &Cands, reduced: &Cands, cell: usize, digit: usize, cause: u8) {
        let mut mark = |c: usize, d: usize| {
            let cand = c * 9 + d;
            self.needed[cand >> 6] |= 1 << (cand & 63);
        };
        if cause == Cause::Cell as u8 {
            let mut gone = source.cand[cell] & !reduced.cand[cell];
            while gone != 0 {
                let d = gone.trailing_zeros() as usize;
                gone &= gone - 1;
                mark(cell, d);
            }
            return;
        }
        let house = if cause == Cause::Box as u8 {
            18 + box_of(cell)
        } else if cause == Cause::Row as u8 {
            row_of(cell)
        } else if cause == Cause::Column as u8 {
            9 + col_of(cell)
        } else {
            return;
        };
        let mut gone = source.pos[house][digit] & !reduced.pos[house][digit];
        while gone != 0 {
            let k = gone.trailing_zeros() as usize;
            gone &= gone - 1;
            mark(HOUSE_CELLS[house][k] as usize, digit);
        }
    }

    /// Keeps a step: its key, what it removes, the candidates it needed
    /// (collected since [`start_needs`]) and its identity.
    fn push(&mut self, key: Key, removable: &[u16; CELLS], nested_hash: u64) {
        let removes = removable.iter().filter(|&&m| m != 0).count();
        let needs: u32 = self.needed.iter().map(|w| w.count_ones()).sum();
        if self.len == INNER_HINTS
            || self.removes_len + removes > INNER_REMOVES
            || self.needs_len + needs as usize > INNER_NEEDS
        {
            self.dropped = true;
            return;
        }
        let hint = Hint {
            key,
            removes: self.removes_len as u32,
            removes_len: removes as u16,
            needs: self.needs_len as u32,
            needs_len: needs as u16,
            nested: Nested {
                hash: nested_hash,
                complexity: key.complexity,
            },
        };
        for (cell, &mask) in removable.iter().enumerate() {
            if mask != 0 {
                self.removes[self.removes_len] = (cell as u8, mask);
                self.removes_len += 1;
            }
        }
        for (w, &word) in self.needed.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                self.needs[self.needs_len] = (w * 64 + bit) as u16;
                self.needs_len += 1;
            }
        }
        self.hints[self.len] = hint;
        self.len += 1;
    }

    /// Turns the steps into "off" potentials of `run`, in Sudoku Explainer's
    /// sorted order; steps that needed nothing removed are skipped. Returns
    /// whether a step counted (Sudoku Explainer then stops at this rule).
    fn apply(&mut self, run: &mut Run) -> bool {
        let n = self.len;
        for (i, slot) in self.order[..n].iter_mut().enumerate() {
            *slot = i as u16;
        }
        let hints = &self.hints;
        self.order[..n].sort_unstable_by(|&a, &b| {
            let (ka, kb) = (&hints[a as usize].key, &hints[b as usize].key);
            if ka.before(kb) {
                std::cmp::Ordering::Less
            } else if kb.before(ka) {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        });
        let mut counted = false;
        for &i in &self.order[..n] {
            let hint = self.hints[i as usize];
            if hint.needs_len == 0 {
                continue;
            }
            counted = true;
            let mut count = 0;
            for &cand in &self.needs[hint.needs as usize..][..hint.needs_len as usize] {
                let cand = cand as usize;
                if let Some(node) = run.node_of(pot(cand / 9, cand % 9, false)) {
                    self.parents[count] = node;
                    count += 1;
                }
            }
            for &(cell, mask) in &self.removes[hint.removes as usize..][..hint.removes_len as usize]
            {
                let mut rest = mask;
                while rest != 0 {
                    let digit = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    run.add_advanced(
                        pot(cell as usize, digit, false),
                        &self.parents[..count],
                        Some(hint.nested),
                    );
                }
            }
        }
        counted
    }
}

/// Collects every forcing chain and cycle of a static search.
struct StaticCollector<'a> {
    hints: &'a mut InnerHints,
    source: &'a Cands,
    reduced: &'a Cands,
}

impl cycles::Sink for StaticCollector<'_> {
    fn bound(&self) -> Key {
        Key::WORST
    }

    fn offer(&mut self, found: &cycles::Found) {
        self.hints.start_needs();
        // A forcing chain's "on" potentials; a cycle's potentials are all
        // "on" in one of its two directions. The source is the assumption.
        let mut h = if found.cycle {
            HASH_START ^ 1
        } else {
            HASH_START
        };
        for (i, (&p, &cause)) in found.path.iter().zip(found.causes).enumerate() {
            h = hash(h, p);
            if i > 0 && (found.cycle || is_on(p)) {
                self.hints
                    .need(self.source, self.reduced, cell_of(p), digit_of(p), cause);
            }
        }
        self.hints.push(found.key, found.removable, h);
    }
}

/// Collects every chain of a forcing-chain search.
struct ForcingCollector<'a> {
    hints: &'a mut InnerHints,
    source: &'a Cands,
    reduced: &'a Cands,
}

impl forcing::Sink for ForcingCollector<'_> {
    fn bound(&self) -> Key {
        Key::WORST
    }

    fn offer(
        &mut self,
        found: &FoundForcing,
        removable: &[u16; CELLS],
        space: &ForcingSpace,
        targets: &[(usize, u16)],
    ) {
        let hints = &mut *self.hints;
        hints.start_needs();
        let mut h = HASH_START ^ (found.kind as u64 + 2);
        for &(r, end) in targets {
            let run = &space.runs[r];
            // The chain's potentials from its end, breadth first, as Sudoku
            // Explainer lists them.
            hints.marks.clear();
            hints.queue[0] = end;
            hints.marks.insert(run.nodes[end as usize].pot);
            let (mut head, mut tail) = (0, 1);
            while head < tail {
                let at = hints.queue[head];
                head += 1;
                let node = run.nodes[at as usize];
                h = hash(h, node.pot);
                if is_on(node.pot) {
                    let cause = match (node.cause, found.kind) {
                        (c, Kind::Cell) if c == Cause::Assumed as u8 => Cause::Cell as u8,
                        (c, Kind::Region) if c == Cause::Assumed as u8 => {
                            Cause::of_house(found.house) as u8
                        }
                        (c, _) => c,
                    };
                    hints.need(
                        self.source,
                        self.reduced,
                        cell_of(node.pot),
                        digit_of(node.pot),
                        cause,
                    );
                }
                for &parent in run.parents_of(at) {
                    let p = run.nodes[parent as usize].pot;
                    if !hints.marks.contains(p) {
                        hints.marks.insert(p);
                        hints.queue[tail] = parent;
                        tail += 1;
                    }
                }
            }
        }
        hints.push(found.key, removable, h);
    }
}

/// The memory of nested rules one level down: a static search, a
/// forcing-chain search, and the steps they find.
pub struct InnerSpace {
    pub cycles: CycleSpace,
    pub forcing: ForcingSpace,
    pub hints: InnerHints,
    pub starts: Starts,
    /// Reachability in the top grid, for the static rule's starts.
    pub reach: Reach,
}

/// Two levels down (the static searches of the level-2 chains that level 5
/// nests).
pub struct DeepSpace {
    pub cycles: CycleSpace,
    pub hints: InnerHints,
    pub starts: Starts,
}

/// Levels 2 to 5: the simple techniques, then the nested chain rules.
pub struct Nest<'a> {
    pub level: u8,
    pub plus: Plus,
    pub inner: &'a mut InnerSpace,
    pub deep: &'a mut DeepSpace,
}

/// Level 2 inside level 5: the simple techniques, then static chains.
struct Shallow<'a> {
    plus: Plus,
    deep: &'a mut DeepSpace,
}

/// The memory of a static-chain search inside a chain.
struct StaticSearch<'a> {
    cycles: &'a mut CycleSpace,
    hints: &'a mut InnerHints,
    starts: &'a mut Starts,
    /// With reachability (the source grid then has no static chain), the
    /// walks start only where a chain can; without, everywhere.
    reach: Option<&'a mut Reach>,
}

/// Every static chain of `reduced`, as potentials of `run`.
#[inline(never)]
fn static_rule(
    search: StaticSearch,
    reduced: &Cands,
    source: &Cands,
    run: &mut Run,
    budget: &mut Budget,
) -> Result<bool, Exhausted> {
    let StaticSearch {
        cycles: cycles_space,
        hints,
        starts,
        reach,
    } = search;
    hints.clear();
    let mut collector = StaticCollector {
        hints,
        source,
        reduced,
    };
    let starting = match reach {
        Some(reach) => cycles::Starting::NewLinks(source, reach, starts),
        None => cycles::Starting::Everywhere,
    };
    cycles::search_from(reduced, cycles_space, &mut collector, budget, starting)?;
    Ok(hints.apply(run))
}

impl Advanced for Shallow<'_> {
    fn more(
        &mut self,
        reduced: &Cands,
        source: &Cands,
        run: &mut Run,
        budget: &mut Budget,
    ) -> Result<bool, Exhausted> {
        if self.plus.more(reduced, source, run, budget)? {
            return Ok(true);
        }
        let deep = &mut *self.deep;
        let search = StaticSearch {
            cycles: &mut deep.cycles,
            hints: &mut deep.hints,
            starts: &mut deep.starts,
            reach: None,
        };
        static_rule(search, reduced, source, run, budget)
    }
}

impl Nest<'_> {
    /// Every chain of `rule` on `reduced`, as potentials of `run`.
    #[inline(never)]
    fn forcing_rule(
        &mut self,
        rule: Rule,
        reduced: &Cands,
        source: &Cands,
        run: &mut Run,
        budget: &mut Budget,
    ) -> Result<bool, Exhausted> {
        let inner = &mut *self.inner;
        inner.hints.clear();
        inner.forcing.prop.source.clone_from(reduced);
        inner.forcing.prop.work.clone_from(reduced);
        let mut collector = ForcingCollector {
            hints: &mut inner.hints,
            source,
            reduced,
        };
        if rule.level == 2 {
            let mut shallow = Shallow {
                plus: Plus::new(self.plus.counts),
                deep: &mut *self.deep,
            };
            forcing::search(
                rule,
                &mut inner.forcing,
                &mut shallow,
                &mut collector,
                budget,
                Shortcuts::NONE,
            )?;
        } else {
            forcing::search(
                rule,
                &mut inner.forcing,
                &mut super::propagate::Plain,
                &mut collector,
                budget,
                Shortcuts::NONE,
            )?;
        }
        Ok(inner.hints.apply(run))
    }
}

impl Advanced for Nest<'_> {
    fn more(
        &mut self,
        reduced: &Cands,
        source: &Cands,
        run: &mut Run,
        budget: &mut Budget,
    ) -> Result<bool, Exhausted> {
        if self.plus.more(reduced, source, run, budget)? {
            return Ok(true);
        }
        match self.level {
            2 | 3 => {
                let inner = &mut *self.inner;
                let search = StaticSearch {
                    cycles: &mut inner.cycles,
                    hints: &mut inner.hints,
                    starts: &mut inner.starts,
                    reach: Some(&mut inner.reach),
                };
                if static_rule(search, reduced, source, run, budget)? {
                    return Ok(true);
                }
                if self.level == 3 {
                    return self.forcing_rule(Rule::MULTIPLE, reduced, source, run, budget);
                }
                Ok(false)
            }
            _ => {
                if self.forcing_rule(Rule::dynamic(0), reduced, source, run, budget)? {
                    return Ok(true);
                }
                if self.level >= 5 {
                    return self.forcing_rule(Rule::dynamic(2), reduced, source, run, budget);
                }
                Ok(false)
            }
        }
    }
}

#[allow(dead_code)]
fn _counts(_: Counts) {}
