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
//!   left for a digit holds it there.
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
use super::layout::Layout;
use super::step::{ChainLinks, Step, Technique};

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

/// A tenth per doubling of the levels the net needs past four.
fn level_tenths(levels: u16) -> u8 {
    let (mut ceil, mut added) = (4u16, 0u8);
    while levels > ceil {
        added += 1;
        ceil = ceil.saturating_mul(2);
    }
    added
}

fn cage_tenths(through_cages: bool) -> u8 {
    if through_cages {
        CAGE_TENTHS
    } else {
        0
    }
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
}

/// Cages of more cells than this (only past 16x16) are left to their
/// peers.
const MAX_CAGE: usize = 16;

/// Nets kept for reuse up to this size (a 16x16 step keeps about 40 MB).
const KEEP_UP_TO: usize = 16;

impl<'a> Nets<'a> {
    fn new(layout: &'a Layout, board: &'a LogicBoard, budget: usize) -> Nets<'a> {
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
        while let Some((c, d, on, lvl)) = queue.pop_front() {
            if net.contradiction.is_some() {
                return Some(net);
            }
            self.spent += 1;
            if self.spent > self.budget {
                return None;
            }
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
                for &combo in combos {
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
pub(super) fn forcing_net(layout: &Layout, board: &LogicBoard, budget: usize) -> Option<NetHint> {
    let mut nets = Nets::new(layout, board, budget);
    let n = layout.size;
    let open: Vec<usize> = (0..n * n)
        .filter(|&c| board.values[c] == 0 && board.candidates[c].count_ones() > 1)
        .collect();
    // Contradictions: the shallowest one (then the first found).
    let mut best: Option<(u16, usize, u8, bool)> = None;
    for &cell in &open {
        for d in digits(board.candidates[cell]) {
            let Some(net) = nets.implied(cell, d) else {
                break;
            };
            if let Some(lvl) = net.contradiction {
                if best.map_or(true, |(b, _, _, _)| lvl < b) {
                    best = Some((lvl, cell, d, net.through_cages));
                }
            }
        }
        if nets.over_budget() {
            break;
        }
    }
    if let Some((lvl, cell, d, cages)) = best {
        let mut step = net_step(vec![cell], Vec::new(), bit(d));
        step.eliminations.push((cell, d));
        return Some(NetHint {
            step,
            difficulty: CONTRADICTION_BASE + level_tenths(lvl) + cage_tenths(cages),
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
            let cages = cage_tenths(branches.iter().any(|b| b.through_cages));
            let difficulty = CELL_BASE + extra + level_tenths(lvl) + cages;
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
                let cages = cage_tenths(branches.iter().any(|b| b.through_cages));
                let difficulty = HOUSE_BASE + extra + level_tenths(lvl) + cages;
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
        let hint = forcing_net(&layout, &board, 10_000).expect("a contradiction");
        assert_eq!(hint.step.eliminations, vec![(1, 1)]);
        assert!(hint.step.placements.is_empty());
        assert_eq!(hint.difficulty, CONTRADICTION_BASE);
        // No budget, no search.
        assert!(forcing_net(&layout, &board, 0).is_none());
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
        let hint = forcing_net(&layout, &board, 100_000).expect("a contradiction");
        assert_eq!(hint.step.eliminations, vec![(0, 5)]);
        assert_eq!(hint.difficulty, CONTRADICTION_BASE + CAGE_TENTHS);
        let plain = Layout::new(&RulesBuilder::new(9).build().unwrap());
        let board = LogicBoard::from_candidates(&plain, &[0x1ff; 81]).unwrap();
        assert!(forcing_net(&plain, &board, 1_000_000).is_none());
    }
}
