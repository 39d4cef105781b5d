//! Forcing nets for the project's own scale: what follows from assuming a
//! candidate true, spread over every rule the layout knows, when the plain
//! chains (`chains.rs`) find nothing. The project's own design, after the
//! ideas of Sudoku Explainer's dynamic and multiple forcing chains.
//!
//! From the assumption "cell c holds d" the consequences spread level by
//! level, each one from what is known at that point (so a cell or a house
//! counts every candidate the net has removed so far, not only its start):
//!
//! - a cell holding d: its other candidates go, d leaves its peers (houses,
//!   cages, a king's or knight's move), and each pair rule (thermometer,
//!   dot, non-consecutive) removes the neighbour's digits it forbids;
//! - a cell with one candidate left holds it; a full house with one place
//!   left for a digit holds it there;
//! - with locking (the family after the plain nets, after Sudoku
//!   Explainer's dynamic forcing chains (+)): when nothing more follows, a
//!   digit whose places left in a full house all see a cell leaves it.
//!
//! Three hints, tried in this order:
//!
//! - contradiction: the assumption empties a cell or a house's places for a
//!   digit, or turns a candidate both on and off: it is false;
//! - cell: every candidate of one cell, assumed in turn, places or removes
//!   the same candidate: it holds;
//! - house: every place of a digit in a full house, assumed in turn, does.
//!
//! A search counts the consequences it derives and stops past its budget,
//! keeping what it found.

use std::rc::Rc;

use super::board::{bit, digits, LogicBoard};
use super::cage_matchings::filling_digits;
use super::layout::{CellSet, Layout};
use super::step::{ChainLinks, Step, Technique};
use super::work::Work;

/// One net's step with its difficulty in tenths.
pub(super) struct NetHint {
    pub step: Step,
    pub difficulty: u8,
}

/// Bases, in tenths (docs/VARIANT-LOGIC.md gives the reasons).
const CONTRADICTION_BASE: u8 = 75;
const CELL_BASE: u8 = 80;
const HOUSE_BASE: u8 = 82;
/// Added when a cage's sum took part: its open combinations held in mind
/// at every level.
const CAGE_TENTHS: u8 = 2;
/// Added when locking inside the net took part: each level the whole
/// grid's houses are looked over for a digit confined to one line or
/// region, as Sudoku Explainer's dynamic forcing chains (+) do (9.0 over
/// 8.5).
const LOCKING_TENTHS: u8 = 5;

/// A tenth per doubling of the levels the net needs past four.
fn level_tenths(levels: u16) -> u8 {
    let (mut ceil, mut added) = (4u16, 0u8);
    while levels > ceil {
        added += 1;
        ceil = ceil.saturating_mul(2);
    }
    added
}

/// The tenths the rules some of the nets went through add.
fn rule_tenths(through_cages: bool, through_locking: bool) -> u8 {
    let mut added = 0;
    if through_cages {
        added += CAGE_TENTHS;
    }
    if through_locking {
        added += LOCKING_TENTHS;
    }
    added
}

fn branch_tenths(branches: &[Rc<Implied>]) -> u8 {
    rule_tenths(
        branches.iter().any(|b| b.through_cages),
        branches.iter().any(|b| b.through_locking),
    )
}

/// What one assumption implies: per cell, the digits turned on and off,
/// with the level each was reached at.
struct Implied {
    on: Vec<u32>,
    off: Vec<u32>,
    level: Vec<u16>,
    /// The level a contradiction was reached at, if one was.
    contradiction: Option<u16>,
    /// Whether a cage's sum gave a consequence or the contradiction.
    through_cages: bool,
    /// Whether locking inside the net removed a candidate.
    through_locking: bool,
}

struct Nets<'a> {
    layout: &'a Layout,
    board: &'a LogicBoard,
    /// Per cell, the full houses it is in.
    full_houses_of: Vec<Vec<usize>>,
    /// Per cell, the cages with a sum it is in (`Layout::cage_sums`).
    cages_of: Vec<Vec<usize>>,
    /// Per assumption (cell * N + digit - 1), its net once derived, with
    /// the consequences it cost: the three kinds of hint assume the same
    /// candidates, and a net taken again is charged its cost again, so
    /// that the budget runs out where it would deriving it anew.
    known: Vec<Option<(Rc<Implied>, usize)>>,
    /// Per full house and digit (house * N + digit - 1): the board's places
    /// for it and the sum of their cells, or None once the digit is placed
    /// there; a net counts down its own copy.
    places: Vec<Option<(u32, usize)>>,
    spent: usize,
    budget: usize,
    /// Whether the net also applies locking when singles run out.
    locking: bool,
    /// Whether a cage's cells are matched exactly with its combinations
    /// (`cage_matchings.rs`) rather than each only checked against them.
    exact_cages: bool,
}

/// Cages of more cells than this (only past 16x16) are left to their
/// peers.
const MAX_CAGE: usize = 16;

/// Nets kept for reuse up to this size (a 16x16 step keeps about 40 MB).
const KEEP_UP_TO: usize = 16;

impl<'a> Nets<'a> {
    fn new(layout: &'a Layout, board: &'a LogicBoard, budget: usize, rules: NetRules) -> Nets<'a> {
        let mut full_houses_of = vec![Vec::new(); layout.size * layout.size];
        for (h, house) in layout.houses.iter().enumerate().filter(|(_, h)| h.full) {
            for &c in &house.cells {
                full_houses_of[c].push(h);
            }
        }
        let mut cages_of = vec![Vec::new(); layout.size * layout.size];
        for (k, (cells, _)) in layout.cage_sums.iter().enumerate() {
            for &c in cells {
                cages_of[c].push(k);
            }
        }
        let known = if layout.size <= KEEP_UP_TO {
            vec![None; layout.size * layout.size * layout.size]
        } else {
            Vec::new()
        };
        let n = layout.size;
        let mut places = vec![Some((0u32, 0usize)); layout.houses.len() * n];
        for (h, house) in layout.houses.iter().enumerate().filter(|(_, h)| h.full) {
            for &c in &house.cells {
                match board.values[c] {
                    0 => {
                        for d in digits(board.candidates[c]) {
                            if let Some((count, sum)) = &mut places[h * n + d as usize - 1] {
                                *count += 1;
                                *sum += c;
                            }
                        }
                    }
                    v => places[h * n + v as usize - 1] = None,
                }
            }
        }
        Nets {
            layout,
            board,
            full_houses_of,
            cages_of,
            known,
            places,
            spent: 0,
            budget,
            locking: rules != NetRules::Plain,
            exact_cages: rules == NetRules::LockingAndCageFillings,
        }
    }

    fn over_budget(&self) -> bool {
        self.spent > self.budget
    }

    /// What "`cell` holds `digit`" implies (None past the budget), derived
    /// once and then charged its cost each time it is taken again.
    fn implied(&mut self, cell: usize, digit: u8) -> Option<Rc<Implied>> {
        let index = cell * self.layout.size + digit as usize - 1;
        if let Some(Some((net, cost))) = self.known.get(index) {
            self.spent += cost;
            return (!self.over_budget()).then(|| Rc::clone(net));
        }
        let before = self.spent;
        let net = Rc::new(self.derive(cell, digit)?);
        if let Some(slot) = self.known.get_mut(index) {
            *slot = Some((Rc::clone(&net), self.spent - before));
        }
        Some(net)
    }

    /// Spreads "`cell` holds `digit`" until nothing new follows, a
    /// contradiction is reached or the budget runs out (then None).
    fn derive(&mut self, cell: usize, digit: u8) -> Option<Implied> {
        let n = self.layout.size;
        let cells = n * n;
        let mut net = Implied {
            on: vec![0; cells],
            off: vec![0; cells],
            level: vec![0; cells * n],
            contradiction: None,
            through_cages: false,
            through_locking: false,
        };
        // Each full house's places left per digit, as the net stands.
        let mut places = self.places.clone();
        // (cell, digit, on) in the order derived; levels are kept per
        // potential in `net.level` (on and off of one candidate never both
        // stand without a contradiction).
        let mut queue = std::collections::VecDeque::new();
        let (board, full_houses_of) = (self.board, &self.full_houses_of);
        let cands = |c: usize| {
            if board.values[c] != 0 {
                0
            } else {
                board.candidates[c]
            }
        };
        let set = |net: &mut Implied,
                   queue: &mut std::collections::VecDeque<_>,
                   places: &mut [Option<(u32, usize)>],
                   c: usize,
                   d: u8,
                   on: bool,
                   lvl: u16| {
            let b = bit(d);
            let (mine, other) = if on {
                (net.on[c], net.off[c])
            } else {
                (net.off[c], net.on[c])
            };
            if mine & b != 0 {
                return;
            }
            if other & b != 0 {
                net.contradiction.get_or_insert(lvl);
                return;
            }
            if on {
                net.on[c] |= b;
            } else {
                net.off[c] |= b;
                if cands(c) & b != 0 {
                    for &h in &full_houses_of[c] {
                        if let Some((count, sum)) = &mut places[h * n + d as usize - 1] {
                            *count -= 1;
                            *sum -= c;
                        }
                    }
                }
            }
            net.level[c * n + d as usize - 1] = lvl;
            queue.push_back((c, d, on, lvl));
        };
        set(&mut net, &mut queue, &mut places, cell, digit, true, 0);
        let mut deepest = 0;
        loop {
            let Some((c, d, on, lvl)) = queue.pop_front() else {
                // Singles ran out: with locking, one level past the deepest.
                if !self.locking || net.contradiction.is_some() {
                    break;
                }
                let removed = locked_out(self.layout, self.board, &net, &places, &mut self.spent);
                if self.spent > self.budget {
                    return None;
                }
                if removed.is_empty() {
                    break;
                }
                net.through_locking = true;
                for (p, e) in removed {
                    set(&mut net, &mut queue, &mut places, p, e, false, deepest + 1);
                }
                continue;
            };
            if net.contradiction.is_some() {
                return Some(net);
            }
            self.spent += 1;
            if self.spent > self.budget {
                return None;
            }
            deepest = deepest.max(lvl);
            let next = lvl + 1;
            if on {
                for e in digits(cands(c)).filter(|&e| e != d) {
                    set(&mut net, &mut queue, &mut places, c, e, false, next);
                }
                for p in self.layout.peers[c].cells() {
                    if cands(p) & bit(d) != 0 {
                        set(&mut net, &mut queue, &mut places, p, d, false, next);
                    }
                }
                for &p in &self.layout.not_consecutive[c] {
                    for e in [d + 1, d.wrapping_sub(1)] {
                        if (1..=n as u8).contains(&e) && cands(p) & bit(e) != 0 {
                            set(&mut net, &mut queue, &mut places, p, e, false, next);
                        }
                    }
                }
                for &(p, rule) in &self.layout.pairs_of_cell[c] {
                    for e in digits(cands(p)) {
                        if !rule.allows(d as u32, e as u32) {
                            set(&mut net, &mut queue, &mut places, p, e, false, next);
                        }
                    }
                }
            } else {
                let left = cands(c) & !net.off[c];
                if left == 0 {
                    net.contradiction.get_or_insert(next);
                    continue;
                }
                if left.count_ones() == 1 {
                    let e = left.trailing_zeros() as u8 + 1;
                    set(&mut net, &mut queue, &mut places, c, e, true, next);
                }
                for &h in &full_houses_of[c] {
                    // None: the digit is placed in the house already.
                    match places[h * n + d as usize - 1] {
                        Some((0, _)) => {
                            net.contradiction.get_or_insert(next);
                        }
                        // One place left: the sum of the places is its cell.
                        Some((1, q)) => set(&mut net, &mut queue, &mut places, q, d, true, next),
                        _ => {}
                    }
                }
            }
            // Cage sums: the combinations still open to the cage as the
            // net stands; a digit in none of them leaves its cell.
            for &k in &self.cages_of[c] {
                let (cells, combos) = &self.layout.cage_sums[k];
                let mut masks = [0u32; MAX_CAGE];
                if cells.len() > MAX_CAGE {
                    continue;
                }
                for (m, &q) in masks.iter_mut().zip(cells) {
                    *m = match board.values[q] {
                        0 if net.on[q] != 0 => net.on[q],
                        0 => cands(q) & !net.off[q],
                        v => bit(v),
                    };
                }
                let masks = &masks[..cells.len()];
                let mut allowed = [0u32; MAX_CAGE];
                let mut open = false;
                if self.exact_cages {
                    open = filling_digits(masks, combos, &mut allowed[..cells.len()]);
                }
                for &combo in combos.iter().filter(|_| !self.exact_cages) {
                    // Every cell takes a digit of it, and every digit of it
                    // has a cell: necessary for the cage to use it.
                    let fits = masks.iter().all(|m| m & combo != 0)
                        && masks.iter().fold(0, |u, m| u | (m & combo)) == combo;
                    if fits {
                        open = true;
                        for (a, m) in allowed.iter_mut().zip(masks) {
                            *a |= m & combo;
                        }
                    }
                }
                if !open {
                    net.through_cages = true;
                    net.contradiction.get_or_insert(next);
                    break;
                }
                for (i, &q) in cells.iter().enumerate() {
                    if board.values[q] != 0 {
                        continue;
                    }
                    for e in digits(cands(q) & !net.off[q] & !allowed[i]) {
                        net.through_cages = true;
                        set(&mut net, &mut queue, &mut places, q, e, false, next);
                    }
                }
            }
        }
        Some(net)
    }
}

/// A digit whose places left in a full house, as the net stands, all
/// see a cell leaves that cell: pointing and claiming, and the same
/// through cages or any other peers.
fn locked_out(
    layout: &Layout,
    board: &LogicBoard,
    net: &Implied,
    places: &[Option<(u32, usize)>],
    spent: &mut usize,
) -> Vec<(usize, u8)> {
    let n = layout.size;
    let open = |c: usize, b: u32| {
        board.values[c] == 0 && board.candidates[c] & b != 0 && net.off[c] & b == 0
    };
    let mut removed = Vec::new();
    for (h, house) in layout.houses.iter().enumerate().filter(|(_, h)| h.full) {
        for d in 1..=n as u8 {
            if !matches!(places[h * n + d as usize - 1], Some((count, _)) if count >= 2) {
                continue;
            }
            *spent += 1;
            let b = bit(d);
            let mut seen: Option<CellSet> = None;
            for &c in house.cells.iter().filter(|&&c| open(c, b)) {
                match &mut seen {
                    None => seen = Some(layout.peers[c]),
                    Some(s) => s.intersect(&layout.peers[c]),
                }
            }
            removed.extend(
                seen.iter()
                    .flat_map(|s| s.cells())
                    .filter(|&p| open(p, b))
                    .map(|p| (p, d)),
            );
        }
    }
    removed.sort_unstable();
    removed.dedup();
    removed
}

fn net_step(cells: Vec<usize>, houses: Vec<usize>, digit_mask: u32) -> Step {
    Step {
        technique: Technique::ForcingChain(ChainLinks::Both),
        placements: Vec::new(),
        eliminations: Vec::new(),
        houses,
        cells,
        digits: digit_mask,
    }
}

/// Candidates placed, candidates removed, and the deepest level needed.
type Common = (Vec<(usize, u8)>, Vec<(usize, u8)>, u16);

/// What every one of `branches` implies (none contradicted): candidates
/// turned on in all, then off in all (past the assumptions' own cells),
/// with the deepest level any branch needed.
fn common(
    layout: &Layout,
    board: &LogicBoard,
    branches: &[Rc<Implied>],
    skip: &[usize],
) -> Option<Common> {
    let n = layout.size;
    let (mut placed, mut removed, mut deepest) = (Vec::new(), Vec::new(), 0u16);
    for cell in 0..n * n {
        if board.values[cell] != 0 || skip.contains(&cell) {
            continue;
        }
        let all = |mask: fn(&Implied) -> &Vec<u32>| {
            branches
                .iter()
                .fold(board.candidates[cell], |m, b| m & mask(b)[cell])
        };
        let (on, off) = (all(|b| &b.on), all(|b| &b.off));
        for d in digits(on | off) {
            let lvl = branches
                .iter()
                .map(|b| b.level[cell * n + d as usize - 1])
                .max()
                .unwrap_or(0);
            deepest = deepest.max(lvl);
            if on & bit(d) != 0 {
                placed.push((cell, d));
            } else {
                removed.push((cell, d));
            }
        }
    }
    if placed.is_empty() && removed.is_empty() {
        None
    } else {
        Some((placed, removed, deepest))
    }
}

/// The easiest forcing-net step (contradiction, then cell, then house),
/// None when there is none within `budget` consequences.
pub(super) fn forcing_net(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    budget: usize,
) -> Option<NetHint> {
    nets_hint(layout, board, work, budget, NetRules::Plain)
}

/// As `forcing_net`, with locking applied inside each net when its singles
/// run out (the family after the plain nets; it rates 0.5 higher when the
/// locking took part).
pub(super) fn forcing_net_with_locking(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    budget: usize,
) -> Option<NetHint> {
    nets_hint(layout, board, work, budget, NetRules::Locking)
}

/// As `forcing_net_with_locking`, with each cage's cells matched exactly
/// with its combinations at every level (the family after the nets with
/// locking; a cage's part rates as in the other nets).
pub(super) fn forcing_net_with_cage_fillings(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    budget: usize,
) -> Option<NetHint> {
    nets_hint(
        layout,
        board,
        work,
        budget,
        NetRules::LockingAndCageFillings,
    )
}

/// The rules a net spreads through besides singles and peers.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NetRules {
    /// Cage sums checked combination by combination.
    Plain,
    /// And locking when singles run out.
    Locking,
    /// And each cage's cells matched exactly with its combinations.
    LockingAndCageFillings,
}

/// The search within `budget` consequences and what `work` has left, its
/// consequences charged to `work` (all it has left when it ran over).
fn nets_hint(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    budget: usize,
    rules: NetRules,
) -> Option<NetHint> {
    let left = usize::try_from(work.left()).unwrap_or(usize::MAX);
    let mut nets = Nets::new(layout, board, budget.min(left), rules);
    let hint = search_nets(layout, board, &mut nets);
    work.spend(nets.spent as u64);
    hint
}

fn search_nets(layout: &Layout, board: &LogicBoard, nets: &mut Nets) -> Option<NetHint> {
    let n = layout.size;
    let open: Vec<usize> = (0..n * n)
        .filter(|&c| board.values[c] == 0 && board.candidates[c].count_ones() > 1)
        .collect();
    // Contradictions: the shallowest one (then the first found).
    let mut best: Option<(u16, usize, u8, u8)> = None;
    for &cell in &open {
        for d in digits(board.candidates[cell]) {
            let Some(net) = nets.implied(cell, d) else {
                break;
            };
            if let Some(lvl) = net.contradiction {
                if best.map_or(true, |(b, _, _, _)| lvl < b) {
                    best = Some((
                        lvl,
                        cell,
                        d,
                        rule_tenths(net.through_cages, net.through_locking),
                    ));
                }
            }
        }
        if nets.over_budget() {
            break;
        }
    }
    if let Some((lvl, cell, d, rules)) = best {
        let mut step = net_step(vec![cell], Vec::new(), bit(d));
        step.eliminations.push((cell, d));
        return Some(NetHint {
            step,
            difficulty: CONTRADICTION_BASE + level_tenths(lvl) + rules,
        });
    }
    if nets.over_budget() {
        return None;
    }
    // Cells: every candidate of one cell leads to the same conclusion.
    let mut best: Option<NetHint> = None;
    let consider = |hint: NetHint, best: &mut Option<NetHint>| {
        if best
            .as_ref()
            .map_or(true, |b| hint.difficulty < b.difficulty)
        {
            *best = Some(hint);
        }
    };
    for &cell in &open {
        let branches: Option<Vec<Rc<Implied>>> = digits(board.candidates[cell])
            .map(|d| nets.implied(cell, d))
            .collect();
        let Some(branches) = branches else { break };
        if let Some((placed, removed, lvl)) = common(layout, board, &branches, &[cell]) {
            let extra = (board.candidates[cell].count_ones() as u8)
                .saturating_sub(2)
                .min(3);
            let mut step = net_step(vec![cell], Vec::new(), board.candidates[cell]);
            step.placements = placed;
            step.eliminations = removed;
            let difficulty = CELL_BASE + extra + level_tenths(lvl) + branch_tenths(&branches);
            consider(NetHint { step, difficulty }, &mut best);
        }
    }
    if best.is_some() || nets.over_budget() {
        return best;
    }
    // Houses: every place of a digit in a full house does.
    for (h, house) in layout.houses.iter().enumerate().filter(|(_, h)| h.full) {
        for d in 1..=n as u8 {
            let places: Vec<usize> = house
                .cells
                .iter()
                .copied()
                .filter(|&c| board.values[c] == 0 && board.candidates[c] & bit(d) != 0)
                .collect();
            if places.len() < 2 {
                continue;
            }
            let branches: Option<Vec<Rc<Implied>>> =
                places.iter().map(|&c| nets.implied(c, d)).collect();
            let Some(branches) = branches else {
                return best;
            };
            if let Some((placed, removed, lvl)) = common(layout, board, &branches, &[]) {
                // The places themselves: d is on in one, off in the others.
                let removed: Vec<(usize, u8)> = removed
                    .into_iter()
                    .filter(|&(c, e)| !(e == d && places.contains(&c)))
                    .collect();
                if placed.is_empty() && removed.is_empty() {
                    continue;
                }
                let extra = (places.len() as u8).saturating_sub(2).min(3);
                let mut step = net_step(places.clone(), vec![h], bit(d));
                step.placements = placed;
                step.eliminations = removed;
                let difficulty = HOUSE_BASE + extra + level_tenths(lvl) + branch_tenths(&branches);
                consider(NetHint { step, difficulty }, &mut best);
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::super::super::builder::RulesBuilder;
    use super::*;

    #[test]
    fn levels_add_a_tenth_per_doubling_past_four() {
        let added: Vec<u8> = [0, 4, 5, 8, 9, 16, 17, 33]
            .iter()
            .map(|&l| level_tenths(l))
            .collect();
        assert_eq!(added, vec![0, 0, 1, 1, 2, 2, 3, 4]);
    }

    /// The own scale's guess rates above any net on any size: the house
    /// net's base, three candidates past two, the most levels a net can
    /// count, a cage and locking.
    #[test]
    fn no_net_rates_as_high_as_a_guess() {
        let most = HOUSE_BASE + 3 + level_tenths(u16::MAX) + CAGE_TENTHS + LOCKING_TENTHS;
        assert_eq!(most, 106);
        assert!(most < super::super::own_scale::GUESS_TENTHS);
    }

    #[test]
    fn an_assumption_that_empties_a_cell_is_removed() {
        // A solved grid (r, c) = (3r + r/3 + c) mod 9 + 1, each cell left
        // with its own digit, and 1 added at r1c2 (which holds 2): 1 there
        // would empty r1c1, whose only candidate is 1.
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        let mut masks: Vec<u32> = (0..81)
            .map(|cell| {
                let (r, c) = (cell / 9, cell % 9);
                1 << ((3 * r + r / 3 + c) % 9)
            })
            .collect();
        masks[1] |= 1;
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        let hint =
            forcing_net(&layout, &board, &Work::unlimited(), 10_000).expect("a contradiction");
        assert_eq!(hint.step.eliminations, vec![(1, 1)]);
        assert!(hint.step.placements.is_empty());
        assert_eq!(hint.difficulty, CONTRADICTION_BASE);
        // No budget, no search.
        assert!(forcing_net(&layout, &board, &Work::unlimited(), 0).is_none());
        // The caller's work bounds it too, and is charged what it spent.
        let none_left = Work::new(0);
        assert!(forcing_net(&layout, &board, &none_left, 10_000).is_none());
        assert!(none_left.ran_out());
        let plenty = Work::new(10_000);
        assert!(forcing_net(&layout, &board, &plenty, 10_000).is_some());
        assert!(plenty.left() < 10_000 && !plenty.ran_out());
    }

    #[test]
    fn a_cage_sum_inside_the_net_refutes_what_peers_allow() {
        // An empty 9x9 grid with a cage r1c1-r1c2 of 10 (1+9, 2+8, 3+7,
        // 4+6): 5 in r1c1 would need a second 5 in r1c2, which its peer
        // takes away, so no combination stays open. Without the cage's sum
        // nothing follows on an empty grid.
        let rules = RulesBuilder::new(9).cage(vec![0, 1], Some(10)).build();
        let layout = Layout::new(&rules.unwrap());
        let board = LogicBoard::from_candidates(&layout, &[0x1ff; 81]).unwrap();
        let hint =
            forcing_net(&layout, &board, &Work::unlimited(), 100_000).expect("a contradiction");
        assert_eq!(hint.step.eliminations, vec![(0, 5)]);
        assert_eq!(hint.difficulty, CONTRADICTION_BASE + CAGE_TENTHS);
        let plain = Layout::new(&RulesBuilder::new(9).build().unwrap());
        let board = LogicBoard::from_candidates(&plain, &[0x1ff; 81]).unwrap();
        assert!(forcing_net(&plain, &board, &Work::unlimited(), 1_000_000).is_none());
    }

    #[test]
    fn locking_inside_the_nets_goes_on_where_singles_stop() {
        // Where the plain families stop on the shared set's jigsaw-013 (61
        // cells empty): its regions, the candidates left and its solution.
        let regions =
            "111111222333111288300002288333022885300024885340444855644447775666667755666777755";
        let solution =
            "824157693782963145495238716631425987518642379967514238173896524359781462246379851";
        let left =
            "56789 2789 4 1 5678 2578 5679 5679 3 456789 24789 2567 5679 567 3 1 456789 4567 \
            456789 234679 235679 245679 34567 45789 456789 1 24567 13456789 34789 13567 45679 2 \
            45789 45679 456789 4578 4567 1 8 24567 457 2457 3 24567 9 45789 2467 579 24567 1 2457 \
            24579 3 24578 147 2347 2357 8 9 6 2457 2457 12457 34789 5 3679 4679 34678 1 24789 \
            2467 2467 2 46789 1679 3 4578 45789 45789 4567 14567";
        let digit = |b: u8| b - b'0';
        let mut cells_of = vec![Vec::new(); 9];
        for (cell, r) in regions.bytes().enumerate() {
            cells_of[digit(r) as usize].push(cell);
        }
        let solution: Vec<u8> = solution.bytes().map(digit).collect();
        let masks: Vec<u32> = left
            .split_whitespace()
            .map(|t| t.bytes().fold(0, |m, b| m | bit(digit(b))))
            .collect();
        assert_eq!(masks.len(), 81);
        // The solution fills every row, column and region once and keeps to
        // the candidates, so a step that removes its digit is wrong.
        let houses = (0..9).flat_map(|i| {
            [
                (0..9).map(|j| i * 9 + j).collect::<Vec<_>>(),
                (0..9).map(|j| j * 9 + i).collect(),
                cells_of[i].clone(),
            ]
        });
        for house in houses {
            assert_eq!(house.iter().fold(0, |m, &c| m | bit(solution[c])), 0x1ff);
        }
        assert!((0..81).all(|c| masks[c] & bit(solution[c]) != 0));
        let rules = RulesBuilder::new(9).regions(cells_of).build().unwrap();
        let layout = Layout::new(&rules);
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        assert!(forcing_net(&layout, &board, &Work::unlimited(), 500_000).is_none());
        let hint =
            forcing_net_with_locking(&layout, &board, &Work::unlimited(), 500_000).expect("a step");
        assert!(!hint.step.placements.is_empty() || !hint.step.eliminations.is_empty());
        for &(cell, d) in &hint.step.placements {
            assert_eq!(solution[cell], d);
        }
        for &(cell, d) in &hint.step.eliminations {
            assert_ne!(solution[cell], d);
        }
        assert!(hint.difficulty >= CONTRADICTION_BASE + LOCKING_TENTHS);
    }
}
