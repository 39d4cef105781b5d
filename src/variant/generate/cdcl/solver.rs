//! A conflict-driven clause-learning search over "cell holds digit"
//! variables: variable `cell * size + digit - 1`, literal `2 * var` (holds)
//! or `2 * var + 1` (does not). "One digit a cell" and "peers differ" are
//! never stored: a literal that places a digit clears the cell's other
//! digits and the digit from the cell's peers by direct propagation, each
//! with the placing literal as a binary reason. "At least one digit a
//! cell" and "each digit somewhere in each full house" are clauses, kept
//! with the learned ones under two watched literals.
//!
//! The caller's facts (givens, an excluded digit) are assumptions, all
//! decided at level 1, never clauses: a learned clause then follows from
//! the rules alone, so it holds for every later call on the same rules.
//! Conflict analysis is first-UIP with the learned clause's literals
//! minimised against their reasons, a backjump to the second-highest level,
//! VSIDS activities, phase saving (the phases start at the caller's grid),
//! Luby restarts and a bounded store of learned clauses (the least active
//! half deleted when it fills).

use super::heap::ActivityHeap;

pub(super) type Lit = u32;

const TRUE: u8 = 1;
const FALSE: u8 = 0;
const UNSET: u8 = 2;
/// `reason` of a decision, an assumption or a level-0 fact.
const NO_REASON: u32 = u32::MAX;
/// `reason` flag: the rest is the other (false) literal of a binary rule
/// clause; without it, the index of the clause whose first literal this is.
const BINARY: u32 = 1 << 31;
/// Conflicts between restarts, times the Luby sequence.
const RESTART_UNIT: u64 = 64;
/// Learned clauses kept before the first reduction.
const FIRST_LEARNED_LIMIT: usize = 8_000;

/// How a [`Solver::solve`] call ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    /// Every variable set, the rules and the assumptions kept.
    Satisfiable,
    /// The rules and the assumptions contradict.
    Unsatisfiable,
    /// The conflict budget ran out first.
    BudgetExhausted,
}

/// Both literals false (a binary rule), or a clause's literals all false.
enum Conflict {
    Binary(Lit, Lit),
    Clause(u32),
}

struct Clause {
    lits: Vec<Lit>,
    learned: bool,
    activity: f64,
}

#[derive(Clone, Copy)]
struct Watch {
    clause: u32,
    /// A literal of the clause: when true, the clause needs no visit.
    blocker: Lit,
}

pub(super) fn positive(cell: usize, digit_index: usize, size: usize) -> Lit {
    ((cell * size + digit_index) as u32) << 1
}

fn var(lit: Lit) -> usize {
    (lit >> 1) as usize
}

pub(super) struct Solver {
    size: usize,
    /// Per cell: the cells its digit must differ from.
    peers: Vec<Vec<u32>>,
    /// Per variable: TRUE, FALSE or UNSET.
    assigns: Vec<u8>,
    level: Vec<u32>,
    reason: Vec<u32>,
    trail: Vec<Lit>,
    /// Where each decision level starts in `trail`.
    trail_limits: Vec<usize>,
    propagated: usize,
    clauses: Vec<Clause>,
    /// Per literal: the clauses watching it, visited when it turns false.
    watches: Vec<Vec<Watch>>,
    activity: Vec<f64>,
    var_increment: f64,
    clause_increment: f64,
    heap: ActivityHeap,
    phase: Vec<bool>,
    seen: Vec<bool>,
    learned_count: usize,
    learned_limit: usize,
    /// Scratch of the conflict analysis.
    learned: Vec<Lit>,
    to_clear: Vec<Lit>,
    model: Vec<u8>,
    /// Facts fixed since clauses last lost their false literals.
    fixed_since_simplify: usize,
    /// Conflicts over every call, for the statistics.
    pub(super) conflicts: u64,
}

impl Solver {
    /// `peers[cell]`: the cells that must hold another digit;
    /// `full_houses`: the cell lists where each digit must appear;
    /// `phase_grid`: a solution, whose digits the first decisions try.
    pub(super) fn new(
        size: usize,
        peers: Vec<Vec<u32>>,
        full_houses: &[Vec<usize>],
        phase_grid: &[u8],
    ) -> Solver {
        let cells = size * size;
        let vars = cells * size;
        let mut solver = Solver {
            size,
            peers,
            assigns: vec![UNSET; vars],
            level: vec![0; vars],
            reason: vec![NO_REASON; vars],
            trail: Vec::with_capacity(vars),
            trail_limits: Vec::new(),
            propagated: 0,
            clauses: Vec::new(),
            watches: vec![Vec::new(); 2 * vars],
            activity: vec![0.0; vars],
            var_increment: 1.0,
            clause_increment: 1.0,
            heap: ActivityHeap::new(vars),
            phase: vec![false; vars],
            seen: vec![false; vars],
            learned_count: 0,
            learned_limit: FIRST_LEARNED_LIMIT,
            learned: Vec::new(),
            to_clear: Vec::new(),
            model: Vec::new(),
            fixed_since_simplify: 0,
            conflicts: 0,
        };
        for (cell, &grid_digit) in phase_grid.iter().enumerate().take(cells) {
            let digit = grid_digit as usize - 1;
            solver.phase[cell * size + digit] = true;
            let lits = (0..size).map(|d| positive(cell, d, size)).collect();
            solver.add_clause(lits, false);
        }
        for house in full_houses {
            for d in 0..size {
                let lits = house.iter().map(|&cell| positive(cell, d, size)).collect();
                solver.add_clause(lits, false);
            }
        }
        for v in 0..vars as u32 {
            solver.heap.insert(v, &solver.activity);
        }
        solver
    }

    fn value(&self, lit: Lit) -> u8 {
        match self.assigns[var(lit)] {
            UNSET => UNSET,
            value => value ^ (lit & 1) as u8,
        }
    }

    fn decision_level(&self) -> u32 {
        self.trail_limits.len() as u32
    }

    fn add_clause(&mut self, lits: Vec<Lit>, learned: bool) -> u32 {
        let index = self.clauses.len() as u32;
        self.watches[lits[0] as usize].push(Watch {
            clause: index,
            blocker: lits[1],
        });
        self.watches[lits[1] as usize].push(Watch {
            clause: index,
            blocker: lits[0],
        });
        self.clauses.push(Clause {
            lits,
            learned,
            activity: 0.0,
        });
        index
    }

    fn assign(&mut self, lit: Lit, reason: u32) {
        let v = var(lit);
        self.assigns[v] = (lit & 1) as u8 ^ 1;
        self.level[v] = self.decision_level();
        self.reason[v] = reason;
        self.trail.push(lit);
    }

    fn cancel_until(&mut self, level: u32) {
        if self.decision_level() <= level {
            return;
        }
        let start = self.trail_limits[level as usize];
        for i in (start..self.trail.len()).rev() {
            let lit = self.trail[i];
            let v = var(lit);
            self.phase[v] = lit & 1 == 0;
            self.assigns[v] = UNSET;
            self.heap.insert(v as u32, &self.activity);
        }
        self.trail.truncate(start);
        self.trail_limits.truncate(level as usize);
        self.propagated = start;
    }

    /// Sets `cleared` false because `because` is true (a binary rule
    /// clause); a conflict when it is true already.
    fn clear(&mut self, cleared: Lit, because: Lit) -> Option<Conflict> {
        match self.value(cleared) {
            FALSE => None,
            TRUE => Some(Conflict::Binary(because ^ 1, cleared ^ 1)),
            _ => {
                self.assign(cleared ^ 1, BINARY | (because ^ 1));
                None
            }
        }
    }

    fn propagate(&mut self) -> Option<Conflict> {
        while self.propagated < self.trail.len() {
            let lit = self.trail[self.propagated];
            self.propagated += 1;
            if lit & 1 == 0 {
                let v = var(lit);
                let (cell, digit) = (v / self.size, v % self.size);
                for d in (0..self.size).filter(|&d| d != digit) {
                    let other = positive(cell, d, self.size);
                    if let Some(conflict) = self.clear(other, lit) {
                        return Some(conflict);
                    }
                }
                for i in 0..self.peers[cell].len() {
                    let other = positive(self.peers[cell][i] as usize, digit, self.size);
                    if let Some(conflict) = self.clear(other, lit) {
                        return Some(conflict);
                    }
                }
            }
            if let Some(conflict) = self.propagate_clauses(lit ^ 1) {
                return Some(conflict);
            }
        }
        None
    }

    /// Visits the clauses watching `false_lit`, just turned false.
    fn propagate_clauses(&mut self, false_lit: Lit) -> Option<Conflict> {
        let mut watches = std::mem::take(&mut self.watches[false_lit as usize]);
        let (mut i, mut j) = (0, 0);
        let mut conflict = None;
        while i < watches.len() {
            let watch = watches[i];
            i += 1;
            if self.value(watch.blocker) == TRUE {
                watches[j] = watch;
                j += 1;
                continue;
            }
            let index = watch.clause as usize;
            let lits = &mut self.clauses[index].lits;
            if lits[0] == false_lit {
                lits.swap(0, 1);
            }
            let first = lits[0];
            let kept = Watch {
                clause: watch.clause,
                blocker: first,
            };
            if first != watch.blocker && value_of(&self.assigns, first) == TRUE {
                watches[j] = kept;
                j += 1;
                continue;
            }
            let replacement = (2..lits.len()).find(|&k| value_of(&self.assigns, lits[k]) != FALSE);
            if let Some(k) = replacement {
                lits.swap(1, k);
                let new_watch = lits[1];
                self.watches[new_watch as usize].push(kept);
                continue;
            }
            watches[j] = kept;
            j += 1;
            if self.value(first) == FALSE {
                conflict = Some(Conflict::Clause(watch.clause));
                while i < watches.len() {
                    watches[j] = watches[i];
                    i += 1;
                    j += 1;
                }
            } else {
                self.assign(first, watch.clause);
            }
        }
        watches.truncate(j);
        self.watches[false_lit as usize] = watches;
        conflict
    }

    fn bump_var(&mut self, v: usize) {
        self.activity[v] += self.var_increment;
        if self.activity[v] > 1e100 {
            for a in &mut self.activity {
                *a *= 1e-100;
            }
            self.var_increment *= 1e-100;
        }
        self.heap.increased(v as u32, &self.activity);
    }

    fn bump_clause(&mut self, index: usize) {
        let clause = &mut self.clauses[index];
        if !clause.learned {
            return;
        }
        clause.activity += self.clause_increment;
        if clause.activity > 1e20 {
            for c in &mut self.clauses {
                c.activity *= 1e-20;
            }
            self.clause_increment *= 1e-20;
        }
    }

    /// The false literals that implied `v` (none for a decision).
    fn reason_lits(&self, v: usize, out: &mut Vec<Lit>) {
        out.clear();
        match self.reason[v] {
            NO_REASON => {}
            r if r & BINARY != 0 => out.push(r & !BINARY),
            r => out.extend_from_slice(&self.clauses[r as usize].lits[1..]),
        }
    }

    /// The first-UIP clause of `conflict` in `self.learned` (its asserting
    /// literal first, a literal of the backjump level second), and that
    /// level.
    fn analyze(&mut self, conflict: Conflict) -> u32 {
        let current = self.decision_level();
        let mut learned = std::mem::take(&mut self.learned);
        learned.clear();
        learned.push(0);
        let mut lits = Vec::new();
        match conflict {
            Conflict::Binary(a, b) => lits.extend([a, b]),
            Conflict::Clause(c) => {
                self.bump_clause(c as usize);
                lits.extend_from_slice(&self.clauses[c as usize].lits);
            }
        }
        let mut path = 0;
        let mut index = self.trail.len();
        loop {
            for &q in &lits {
                let v = var(q);
                if !self.seen[v] && self.level[v] > 0 {
                    self.seen[v] = true;
                    self.bump_var(v);
                    if self.level[v] >= current {
                        path += 1;
                    } else {
                        learned.push(q);
                    }
                }
            }
            loop {
                index -= 1;
                if self.seen[var(self.trail[index])] {
                    break;
                }
            }
            let implied = self.trail[index];
            let v = var(implied);
            self.seen[v] = false;
            path -= 1;
            if path == 0 {
                learned[0] = implied ^ 1;
                break;
            }
            let r = self.reason[v];
            if r != NO_REASON && r & BINARY == 0 {
                self.bump_clause(r as usize);
            }
            self.reason_lits(v, &mut lits);
        }
        // A literal whose reason's other literals are all in the clause
        // (or fixed at level 0) adds nothing.
        self.to_clear.clear();
        self.to_clear.extend_from_slice(&learned);
        let mut kept = 1;
        for i in 1..learned.len() {
            let v = var(learned[i]);
            self.reason_lits(v, &mut lits);
            let redundant = self.reason[v] != NO_REASON
                && lits
                    .iter()
                    .all(|&q| self.seen[var(q)] || self.level[var(q)] == 0);
            if !redundant {
                learned[kept] = learned[i];
                kept += 1;
            }
        }
        learned.truncate(kept);
        for &lit in &self.to_clear {
            self.seen[var(lit)] = false;
        }
        let mut backjump = 0;
        if learned.len() > 1 {
            let (at, _) = learned
                .iter()
                .enumerate()
                .skip(1)
                .max_by_key(|&(_, &lit)| self.level[var(lit)])
                .expect("two literals");
            learned.swap(1, at);
            backjump = self.level[var(learned[1])];
        }
        self.learned = learned;
        backjump
    }

    /// Sets `lit` true for good: the caller's fact for every later call
    /// (a given the removal pass keeps to its end). Clauses then lose their
    /// literals it falsifies at the next [`Solver::simplify`].
    pub(super) fn fix(&mut self, lit: Lit) {
        self.cancel_until(0);
        if self.value(lit) == UNSET {
            self.assign(lit, NO_REASON);
            self.fixed_since_simplify += 1;
        }
    }

    /// Propagates the level-0 facts, then drops the clauses they satisfy
    /// and the literals they falsify (the long learned clauses name many
    /// givens: scanning their false literals for a watch was most of the
    /// time). When `reduce_learned`, also deletes the less active half of
    /// the learned clauses longer than two. False when the facts
    /// contradict.
    fn simplify(&mut self, reduce_learned: bool) -> bool {
        self.cancel_until(0);
        if self.propagate().is_some() {
            return false;
        }
        for v in self.trail.iter().map(|&lit| var(lit)) {
            self.reason[v] = NO_REASON;
        }
        let threshold = if reduce_learned {
            let mut activities: Vec<f64> = self
                .clauses
                .iter()
                .filter(|c| c.learned && c.lits.len() > 2)
                .map(|c| c.activity)
                .collect();
            let middle = activities.len() / 2;
            if activities.is_empty() {
                f64::NEG_INFINITY
            } else {
                activities.select_nth_unstable_by(middle, |a, b| a.total_cmp(b));
                activities[middle]
            }
        } else {
            f64::NEG_INFINITY
        };
        let assigns = &self.assigns;
        let mut units = Vec::new();
        self.clauses.retain_mut(|c| {
            if c.learned && c.lits.len() > 2 && c.activity < threshold {
                return false;
            }
            if c.lits.iter().any(|&l| value_of(assigns, l) == TRUE) {
                return false;
            }
            c.lits.retain(|&l| value_of(assigns, l) != FALSE);
            if c.lits.len() < 2 {
                units.extend(c.lits.first().copied());
                return false;
            }
            true
        });
        self.learned_count = self.clauses.iter().filter(|c| c.learned).count();
        for watches in &mut self.watches {
            watches.clear();
        }
        for (index, clause) in self.clauses.iter().enumerate() {
            for (watched, blocker) in [(0, 1), (1, 0)] {
                self.watches[clause.lits[watched] as usize].push(Watch {
                    clause: index as u32,
                    blocker: clause.lits[blocker],
                });
            }
        }
        if reduce_learned {
            self.learned_limit += self.learned_limit / 10;
        }
        for lit in units {
            if self.value(lit) == UNSET {
                self.assign(lit, NO_REASON);
            }
        }
        self.propagate().is_none()
    }

    /// Level 1: every assumption decided and propagated. False when they
    /// contradict.
    fn assume(&mut self, assumptions: &[Lit]) -> bool {
        self.cancel_until(0);
        if self.propagate().is_some() {
            return false;
        }
        self.trail_limits.push(self.trail.len());
        for &lit in assumptions {
            match self.value(lit) {
                TRUE => {}
                FALSE => return false,
                _ => self.assign(lit, NO_REASON),
            }
        }
        self.propagate().is_none()
    }

    /// Whether the rules with `assumptions` true have a solution, within
    /// `budget` conflicts (0: no bound). The learned clauses stay for the
    /// next call.
    pub(super) fn solve(&mut self, assumptions: &[Lit], budget: u64) -> Outcome {
        if self.fixed_since_simplify > 0 {
            self.fixed_since_simplify = 0;
            if !self.simplify(false) {
                return Outcome::Unsatisfiable;
            }
        }
        let outcome = self.search(assumptions, budget);
        self.cancel_until(0);
        outcome
    }

    fn search(&mut self, assumptions: &[Lit], budget: u64) -> Outcome {
        if !self.assume(assumptions) {
            return Outcome::Unsatisfiable;
        }
        let mut conflicts = 0u64;
        let mut restart = 0u32;
        let mut next_restart = RESTART_UNIT * luby(restart);
        loop {
            if let Some(conflict) = self.propagate() {
                conflicts += 1;
                self.conflicts += 1;
                if self.decision_level() <= 1 {
                    return Outcome::Unsatisfiable;
                }
                let backjump = self.analyze(conflict);
                self.var_increment /= 0.95;
                self.clause_increment /= 0.999;
                let asserting = self.learned[0];
                if backjump == 0 {
                    // A fact of the rules alone: true at level 0, then the
                    // assumptions again.
                    self.cancel_until(0);
                    self.assign(asserting, NO_REASON);
                    if !self.assume(assumptions) {
                        return Outcome::Unsatisfiable;
                    }
                } else {
                    self.cancel_until(backjump);
                    let lits = self.learned.clone();
                    let index = self.add_clause(lits, true);
                    self.learned_count += 1;
                    self.assign(asserting, index);
                }
                if budget != 0 && conflicts >= budget {
                    return Outcome::BudgetExhausted;
                }
                if conflicts >= next_restart {
                    restart += 1;
                    next_restart = conflicts + RESTART_UNIT * luby(restart);
                    if self.learned_count > self.learned_limit {
                        if !self.simplify(true) || !self.assume(assumptions) {
                            return Outcome::Unsatisfiable;
                        }
                    } else {
                        self.cancel_until(1);
                    }
                }
            } else {
                let Some(v) = self.next_variable() else {
                    self.model.clear();
                    for cell in 0..self.size * self.size {
                        let holds = (0..self.size)
                            .find(|&d| self.assigns[cell * self.size + d] == TRUE)
                            .expect("every variable is set");
                        self.model.push(holds as u8 + 1);
                    }
                    return Outcome::Satisfiable;
                };
                self.trail_limits.push(self.trail.len());
                let lit = (v as u32) << 1 | u32::from(!self.phase[v]);
                self.assign(lit, NO_REASON);
            }
        }
    }

    fn next_variable(&mut self) -> Option<usize> {
        while let Some(v) = self.heap.pop(&self.activity) {
            if self.assigns[v as usize] == UNSET {
                return Some(v as usize);
            }
        }
        None
    }

    /// The solution the last satisfiable call found, a digit a cell.
    #[cfg(test)]
    pub(super) fn model(&self) -> &[u8] {
        &self.model
    }
}

fn value_of(assigns: &[u8], lit: Lit) -> u8 {
    match assigns[var(lit)] {
        UNSET => UNSET,
        value => value ^ (lit & 1) as u8,
    }
}

/// The Luby sequence 1, 1, 2, 1, 1, 2, 4, ... at `i` (from 0).
fn luby(i: u32) -> u64 {
    let (mut size, mut seq) = (1u64, 0u32);
    while size < u64::from(i) + 1 {
        seq += 1;
        size = 2 * size + 1;
    }
    let mut i = u64::from(i);
    while size - 1 != i {
        size = (size - 1) >> 1;
        seq -= 1;
        i %= size;
    }
    1 << seq
}
