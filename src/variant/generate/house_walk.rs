//! The exclusion walk below its root for rule sets made of full houses
//! alone (rows, columns, boxes, and full extra houses such as diagonals or
//! windoku's), on grids up to 16x16. Profiles of 16x16 generation put
//! three quarters of the time in the general engine's propagation, most of
//! it a node of these walks (docs/VARIANTS.md, "Generating", branches
//! vgen10 to vgen12); a node here is a copy of 512 bytes of candidates and
//! a propagation over fixed tables with no woken sets or places to keep.
//!
//! Its propagation is sound (naked and hidden singles, intersections of
//! full houses, naked pairs): it removes only digits that lead to no
//! solution, so the walk's verdict is the same as the engine's. It is not
//! the engine's propagation, so a walk may take other guesses: only a
//! removal budget can then see a difference (`undecided`).

use super::unavoidable::swap_holds;
use crate::variant::board::Board;
use crate::variant::rules::Rules;

/// Cells a state holds: 16x16 at most.
const MOST_CELLS: usize = 256;

/// A walk's board: each cell's candidates, bit `d - 1` for digit `d`.
#[derive(Clone)]
pub(super) struct State {
    candidates: [u16; MOST_CELLS],
    /// Per house: the digits of its cells whose peers were cleared. Any
    /// later narrowing by such a digit of a cell that sees its place does
    /// nothing, so hidden singles and intersections leave them out (a
    /// placed digit is a hidden single of each of its houses, and locked
    /// in each of their meets that holds it: the second scan, and the
    /// narrowing of the meets' rest, ran for nothing; measured,
    /// docs/VARIANTS.md, vgen13).
    placed: [u16; MOST_HOUSES],
}

impl State {
    pub(super) fn new() -> State {
        State {
            candidates: [0; MOST_CELLS],
            placed: [0; MOST_HOUSES],
        }
    }

    /// The engine's board: its candidates, and the digits of its placed
    /// cells (their peers cleared there) in their houses.
    pub(super) fn load(&mut self, board: &Board, tables: &HouseTables) {
        for (to, &from) in self.candidates.iter_mut().zip(&board.candidates) {
            *to = from as u16;
        }
        self.placed = [0; MOST_HOUSES];
        for cell in 0..tables.cells {
            let digits = self.candidates[cell];
            if board.is_placed(cell) && digits.is_power_of_two() {
                self.mark_placed(tables, cell, digits);
            }
        }
    }

    #[inline]
    fn mark_placed(&mut self, tables: &HouseTables, cell: usize, digit: u16) {
        let mut houses = tables.houses_of_cell[cell];
        while houses != 0 {
            self.placed[houses.trailing_zeros() as usize] |= digit;
            houses &= houses - 1;
        }
    }
}

/// Where an intersection's cells lie in `HouseTables::meet_cells`.
struct Meet {
    /// The full house's cells inside the other house.
    inside: std::ops::Range<usize>,
    /// Its cells outside it.
    outside: std::ops::Range<usize>,
    /// The other house's cells outside the full house.
    rest: std::ops::Range<usize>,
    /// Whether its outside is read cell by cell: its house's meets of a
    /// partition (rows of a box...) take it from their insides instead.
    direct: bool,
}

/// The most full houses the walk takes (one bit each in a `u64`).
const MOST_HOUSES: usize = 64;

/// The most meets a house may have for this walk (its scratch is fixed).
const MOST_MEETS: usize = 64;

/// The rules' full houses as flat tables of cells.
pub(super) struct HouseTables {
    size: usize,
    cells: usize,
    all: u16,
    /// House `slot`'s cells at `slot * size..`.
    house_cells: Vec<u8>,
    /// Per cell: its houses (slots), one bit each.
    houses_of_cell: Vec<u64>,
    /// Per cell: its slots, as in `Rules::full_slots_of_cell`.
    slots_of_cell: Vec<Vec<u32>>,
    /// Cell `c`'s peers at `peer_start[c]..peer_start[c + 1]`.
    peers: Vec<u8>,
    peer_start: Vec<usize>,
    meets: Vec<Meet>,
    /// Per house: its range in `meets`.
    meets_of_slot: Vec<std::ops::Range<usize>>,
    meet_cells: Vec<u8>,
    /// Per house: its partitions, each a range of `partition_members`
    /// (indices into the house's meets) whose insides tile the house.
    partitions_of_slot: Vec<std::ops::Range<usize>>,
    partitions: Vec<std::ops::Range<usize>>,
    partition_members: Vec<u8>,
}

impl HouseTables {
    /// None unless every rule is a full house (no cages, pair rules or
    /// peers outside full houses), N is at most 16 and there are at most
    /// 64 houses.
    pub(super) fn of(rules: &Rules) -> Option<HouseTables> {
        let size = rules.size();
        let cells = rules.cells();
        let only_full_houses = size <= 16
            && rules.full_houses.len() <= MOST_HOUSES
            && rules.houses.len() == rules.full_houses.len()
            && rules.cages.is_empty()
            && rules.pairs.is_empty()
            && rules.peers_outside_full_houses.iter().all(Vec::is_empty);
        if !only_full_houses {
            return None;
        }
        let mut house_cells = Vec::with_capacity(rules.full_houses.len() * size);
        for &house in &rules.full_houses {
            house_cells.extend(rules.houses[house].cells.iter().map(|&c| c as u8));
        }
        let houses_of_cell = (0..cells)
            .map(|cell| {
                rules.full_slots_of_cell[cell]
                    .iter()
                    .fold(0u64, |bits, &slot| bits | 1 << slot)
            })
            .collect();
        let mut peers = Vec::new();
        let mut peer_start = vec![0];
        for cell in 0..cells {
            peers.extend(rules.peers[cell].iter().map(|&p| p as u8));
            peer_start.push(peers.len());
        }
        let (mut meets, mut meet_cells, mut meets_of_slot) = (Vec::new(), Vec::new(), Vec::new());
        let (mut partitions_of_slot, mut partitions, mut partition_members) =
            (Vec::new(), Vec::new(), Vec::new());
        let every_position = (1u32 << size) - 1;
        for slot in 0..rules.full_houses.len() {
            let start = meets.len();
            let own = &rules.houses[rules.full_houses[slot]].cells;
            let slot_meets = &rules.intersections[rules.intersections_of_slot[slot].clone()];
            if slot_meets.len() > MOST_MEETS {
                return None;
            }
            // Greedy: each meet joins the first group it does not overlap;
            // the groups that cover the house are its partitions.
            let mut groups: Vec<(u32, Vec<u8>)> = Vec::new();
            for (i, meet) in slot_meets.iter().enumerate() {
                match groups
                    .iter_mut()
                    .find(|(covered, _)| covered & meet.inside_positions == 0)
                {
                    Some((covered, members)) => {
                        *covered |= meet.inside_positions;
                        members.push(i as u8);
                    }
                    None => groups.push((meet.inside_positions, vec![i as u8])),
                }
            }
            let first_partition = partitions.len();
            let mut in_partition = vec![false; slot_meets.len()];
            for (covered, members) in groups {
                if covered == every_position {
                    let from = partition_members.len();
                    for &m in &members {
                        in_partition[usize::from(m)] = true;
                    }
                    partition_members.extend(members);
                    partitions.push(from..partition_members.len());
                }
            }
            partitions_of_slot.push(first_partition..partitions.len());
            for (i, meet) in slot_meets.iter().enumerate() {
                let mut push = |cells: &mut dyn Iterator<Item = usize>| {
                    let from = meet_cells.len();
                    meet_cells.extend(cells.map(|c| c as u8));
                    from..meet_cells.len()
                };
                let inside_at = |i: &usize| meet.inside_positions >> i & 1 == 1;
                let inside = push(&mut (0..size).filter(inside_at).map(|i| own[i]));
                let outside = push(&mut (0..size).filter(|i| !inside_at(i)).map(|i| own[i]));
                let rest = push(&mut meet.rest_of_other.iter().copied());
                meets.push(Meet {
                    inside,
                    outside,
                    rest,
                    direct: !in_partition[i],
                });
            }
            meets_of_slot.push(start..meets.len());
        }
        Some(HouseTables {
            size,
            cells,
            all: rules.all_digits() as u16,
            house_cells,
            houses_of_cell,
            slots_of_cell: rules.full_slots_of_cell.clone(),
            peers,
            peer_start,
            meets,
            meets_of_slot,
            meet_cells,
            partitions_of_slot,
            partitions,
            partition_members,
        })
    }

    fn house(&self, slot: usize) -> &[u8] {
        &self.house_cells[slot * self.size..(slot + 1) * self.size]
    }
}

/// One propagation: the state, the cells placed whose peers still need
/// clearing, and the houses woken for each later step.
struct Propagation<'a> {
    tables: &'a HouseTables,
    state: &'a mut State,
    queue: [u8; MOST_CELLS],
    queued: usize,
    /// Houses for hidden singles.
    singles: u64,
    /// Houses for intersections.
    meets: u64,
    /// Cells narrowed to two candidates, for naked pairs.
    pairs: [u64; MOST_CELLS / 64],
    changed: bool,
}

/// The cell where propagation found a contradiction.
type Failed = usize;

impl<'a> Propagation<'a> {
    fn new(tables: &'a HouseTables, state: &'a mut State) -> Propagation<'a> {
        Propagation {
            tables,
            state,
            queue: [0; MOST_CELLS],
            queued: 0,
            singles: 0,
            meets: 0,
            pairs: [0; MOST_CELLS / 64],
            changed: false,
        }
    }

    /// `cell` was narrowed before the state was loaded: its houses wake,
    /// and it joins the queue when `single` (it holds one digit whose
    /// peers may still have it).
    fn woken(&mut self, cell: usize, single: bool) {
        let houses = self.tables.houses_of_cell[cell];
        self.singles |= houses;
        self.meets |= houses;
        let digits = self.state.candidates[cell];
        if single {
            self.queue[self.queued] = cell as u8;
            self.queued += 1;
        } else if digits.count_ones() == 2 {
            self.pairs[cell / 64] |= 1 << (cell % 64);
        }
    }

    #[inline]
    fn narrow(&mut self, cell: usize, keep: u16) -> Result<(), Failed> {
        let old = self.state.candidates[cell];
        let new = old & keep;
        if new == old {
            return Ok(());
        }
        if new == 0 {
            return Err(cell);
        }
        self.state.candidates[cell] = new;
        let houses = self.tables.houses_of_cell[cell];
        self.singles |= houses;
        self.meets |= houses;
        self.changed = true;
        if new.is_power_of_two() {
            self.queue[self.queued] = cell as u8;
            self.queued += 1;
        } else if new.count_ones() == 2 {
            self.pairs[cell / 64] |= 1 << (cell % 64);
        }
        Ok(())
    }

    fn run(&mut self) -> Result<(), Failed> {
        loop {
            while self.queued > 0 {
                self.queued -= 1;
                let cell = usize::from(self.queue[self.queued]);
                let digit = self.state.candidates[cell];
                let tables = self.tables;
                for &peer in &tables.peers[tables.peer_start[cell]..tables.peer_start[cell + 1]] {
                    self.narrow(usize::from(peer), !digit)?;
                }
                self.state.mark_placed(tables, cell, digit);
            }
            if self.singles != 0 {
                let mut houses = std::mem::take(&mut self.singles);
                while houses != 0 {
                    let slot = houses.trailing_zeros() as usize;
                    houses &= houses - 1;
                    self.hidden_singles(slot)?;
                }
                if self.queued > 0 {
                    continue;
                }
            }
            if self.meets != 0 {
                self.changed = false;
                let mut houses = std::mem::take(&mut self.meets);
                while houses != 0 {
                    let slot = houses.trailing_zeros() as usize;
                    houses &= houses - 1;
                    self.intersections(slot)?;
                }
                if self.changed {
                    continue;
                }
            }
            if self.pairs.iter().any(|&w| w != 0) {
                self.changed = false;
                for w in 0..self.pairs.len() {
                    while self.pairs[w] != 0 {
                        let cell = w * 64 + self.pairs[w].trailing_zeros() as usize;
                        self.pairs[w] &= self.pairs[w] - 1;
                        self.naked_pair(cell)?;
                    }
                }
                if self.changed {
                    continue;
                }
            }
            return Ok(());
        }
    }

    /// A digit with one place left in the house goes there; one with
    /// none, or two digits with the same one place, is a contradiction.
    fn hidden_singles(&mut self, slot: usize) -> Result<(), Failed> {
        let tables = self.tables;
        let house = tables.house(slot);
        let (mut once, mut twice) = (0u16, 0u16);
        for &cell in house {
            let digits = self.state.candidates[usize::from(cell)];
            twice |= once & digits;
            once |= digits;
        }
        if once != tables.all {
            return Err(usize::from(house[0]));
        }
        let singles = once & !twice & !self.state.placed[slot];
        if singles == 0 {
            return Ok(());
        }
        for &cell in house {
            let cell = usize::from(cell);
            let digits = self.state.candidates[cell];
            let single = digits & singles;
            if single != 0 && single != digits {
                if !single.is_power_of_two() {
                    return Err(cell);
                }
                self.narrow(cell, single)?;
            }
        }
        Ok(())
    }

    /// A digit of the house whose places all lie in another house leaves
    /// the rest of that one.
    fn intersections(&mut self, slot: usize) -> Result<(), Failed> {
        let tables = self.tables;
        let meets = &tables.meets[tables.meets_of_slot[slot].clone()];
        // Narrowing touches only cells outside this house, so every union
        // of its cells is read first: a partition's outsides come from its
        // insides (a box's rows: 16 reads, not 16 a row).
        let (mut inside, mut outside) = ([0u16; MOST_MEETS], [0u16; MOST_MEETS]);
        let union = |cells: &[u8]| {
            cells
                .iter()
                .fold(0u16, |u, &c| u | self.state.candidates[usize::from(c)])
        };
        let placed = self.state.placed[slot];
        for (i, meet) in meets.iter().enumerate() {
            inside[i] = union(&tables.meet_cells[meet.inside.clone()]) & !placed;
            if meet.direct {
                outside[i] = union(&tables.meet_cells[meet.outside.clone()]);
            }
        }
        for partition in &tables.partitions[tables.partitions_of_slot[slot].clone()] {
            let members = &tables.partition_members[partition.clone()];
            let mut before = 0u16;
            for &m in members {
                outside[usize::from(m)] = before;
                before |= inside[usize::from(m)];
            }
            let mut after = 0u16;
            for &m in members.iter().rev() {
                outside[usize::from(m)] |= after;
                after |= inside[usize::from(m)];
            }
        }
        for (i, meet) in meets.iter().enumerate() {
            let locked = inside[i] & !outside[i];
            if locked == 0 {
                continue;
            }
            for &cell in &tables.meet_cells[meet.rest.clone()] {
                self.narrow(usize::from(cell), !locked)?;
            }
        }
        Ok(())
    }

    /// `cell`, with two candidates, and another cell of one of its houses
    /// with the same two: the rest of that house loses both.
    fn naked_pair(&mut self, cell: usize) -> Result<(), Failed> {
        let tables = self.tables;
        let pair = self.state.candidates[cell];
        if pair.count_ones() != 2 {
            return Ok(());
        }
        for &slot in &tables.slots_of_cell[cell] {
            let house = tables.house(slot as usize);
            let Some(&partner) = house.iter().find(|&&other| {
                usize::from(other) != cell && self.state.candidates[usize::from(other)] == pair
            }) else {
                continue;
            };
            for &other in house {
                if other != partner && usize::from(other) != cell {
                    self.narrow(usize::from(other), !pair)?;
                }
            }
        }
        Ok(())
    }
}

/// The walk's scratch and its answer, shared with the engine's walk in
/// exclude.rs (the same budget, weights and completion check).
pub(super) struct HouseWalk<'a> {
    pub(super) tables: &'a HouseTables,
    pub(super) rules: &'a Rules,
    pub(super) solution: &'a [u8],
    pub(super) budget: u64,
    pub(super) guesses: &'a mut u64,
    pub(super) exhausted: bool,
    pub(super) found: bool,
    pub(super) house_weight: &'a mut [u32],
    /// `states[d]`: the state at depth `d`, reused from walk to walk.
    pub(super) states: &'a mut Vec<State>,
    pub(super) completion: &'a mut Vec<u8>,
    pub(super) changed: &'a mut Vec<usize>,
}

impl HouseWalk<'_> {
    /// Walks from `states[depth]`, propagated.
    pub(super) fn branch(&mut self, depth: usize) {
        if self.completes_with_grid(depth) {
            self.found = true;
            return;
        }
        let Some(cell) = self.most_constrained(depth) else {
            self.found = true;
            return;
        };
        let mut digits = self.states[depth].candidates[cell];
        let grid_digit = 1u16 << (self.solution[cell] - 1) & digits;
        while digits != 0 {
            if self.found || self.exhausted {
                return;
            }
            if self.budget != 0 && *self.guesses >= self.budget {
                self.exhausted = true;
                return;
            }
            *self.guesses += 1;
            let digit = if digits & grid_digit != 0 {
                grid_digit
            } else {
                digits & digits.wrapping_neg()
            };
            digits &= !digit;
            if self.states.len() <= depth + 1 {
                self.states.push(State::new());
            }
            let (low, high) = self.states.split_at_mut(depth + 1);
            let child = &mut high[0];
            let cells = self.tables.cells;
            child.candidates[..cells].copy_from_slice(&low[depth].candidates[..cells]);
            child.placed = low[depth].placed;
            let mut propagation = Propagation::new(self.tables, child);
            let result = propagation
                .narrow(cell, digit)
                .and_then(|()| propagation.run());
            match result {
                Ok(()) => self.branch(depth + 1),
                Err(failed) => self.failed_at(failed),
            }
        }
    }

    /// Walks from the engine's board `root`, narrowed but not propagated
    /// since its cells in `root.changed` and `root.queue` were: only what
    /// they wake is propagated, as the engine would.
    pub(super) fn walk_from_root(&mut self, root: &Board) {
        if self.states.is_empty() {
            self.states.push(State::new());
        }
        let state = &mut self.states[0];
        state.load(root, self.tables);
        let mut propagation = Propagation::new(self.tables, state);
        let mut queued = [0u64; MOST_CELLS / 64];
        for &cell in &root.queue {
            if !root.is_placed(cell) && queued[cell / 64] >> (cell % 64) & 1 == 0 {
                queued[cell / 64] |= 1 << (cell % 64);
                propagation.woken(cell, true);
            }
        }
        for (w, &word) in root.changed.iter().enumerate() {
            let mut bits = word & !queued[w];
            while bits != 0 {
                let cell = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                propagation.woken(cell, false);
            }
        }
        match propagation.run() {
            Ok(()) => self.branch(0),
            Err(failed) => self.failed_at(failed),
        }
    }

    /// Weighs the houses of the cell where a contradiction was found.
    fn failed_at(&mut self, failed: Failed) {
        for &slot in &self.tables.slots_of_cell[failed] {
            self.house_weight[slot as usize] += 1;
        }
    }

    /// The open cell with the fewest candidates for the weight of its
    /// houses (the lowest cell on ties), as the engine's walk picks.
    fn most_constrained(&self, depth: usize) -> Option<usize> {
        let mut best: Option<(u64, u64, usize)> = None;
        let candidates = &self.states[depth].candidates[..self.tables.cells];
        for (cell, &digits) in candidates.iter().enumerate() {
            let count = u64::from(digits.count_ones());
            if count < 2 {
                continue;
            }
            let weight: u64 = self.tables.slots_of_cell[cell]
                .iter()
                .map(|&slot| u64::from(self.house_weight[slot as usize]))
                .sum::<u64>()
                .max(1);
            match best {
                Some((best_count, best_weight, _))
                    if count * best_weight >= best_count * weight => {}
                _ => best = Some((count, weight, cell)),
            }
        }
        best.map(|(_, _, cell)| cell)
    }

    /// As the engine's walk: the placed digits with the grid's digit in
    /// every open cell make another solution.
    fn completes_with_grid(&mut self, depth: usize) -> bool {
        let candidates = &self.states[depth].candidates[..self.tables.cells];
        self.changed.clear();
        for (cell, &digits) in candidates.iter().enumerate() {
            let grid_digit = 1u16 << (self.solution[cell] - 1);
            if digits & grid_digit != 0 {
                continue;
            }
            if digits.count_ones() != 1 {
                return false;
            }
            self.changed.push(cell);
        }
        for &cell in self.changed.iter() {
            self.completion[cell] = candidates[cell].trailing_zeros() as u8 + 1;
        }
        let holds =
            !self.changed.is_empty() && swap_holds(self.rules, self.completion, self.changed);
        for &cell in self.changed.iter() {
            self.completion[cell] = self.solution[cell];
        }
        holds
    }
}

#[cfg(test)]
mod tests {
    use super::super::buffers::Buffers;
    use super::super::exclude::{Excluder, Exclusion};
    use super::*;
    use crate::generate::rng::Rng;
    use crate::variant::{count, solve_first, ExtraHouse, RulesBuilder};

    /// Removal passes whose walks run here, each step's verdict against
    /// the engine's count to two of the whole puzzle.
    #[test]
    fn removal_passes_agree_with_the_engines_count() {
        let rule_sets = [
            RulesBuilder::new(9)
                .extra(ExtraHouse::MainDiagonal)
                .extra(ExtraHouse::AntiDiagonal)
                .build()
                .unwrap(),
            RulesBuilder::new(9)
                .extra(ExtraHouse::Windoku)
                .build()
                .unwrap(),
            RulesBuilder::new(6).build().unwrap(),
        ];
        for rules in &rule_sets {
            assert!(HouseTables::of(rules).is_some());
            let cells = rules.cells();
            let (mut unique, mut several) = (0, 0);
            for seed in 0..3 {
                let mut rng = Rng::new(seed);
                let mut start = vec![0u8; cells];
                // A few random givens make the grids differ.
                for _ in 0..2 {
                    let cell = rng.below(cells as u32) as usize;
                    start[cell] = 1 + rng.below(rules.size() as u32) as u8;
                }
                let Ok(grid) = solve_first(rules, &start, 0).0 else {
                    continue;
                };
                let mut order: Vec<usize> = (0..cells).collect();
                rng.shuffle(&mut order);
                let mut buffers = Buffers::new(rules);
                let mut excluder = Excluder::new(rules, &grid, 0, &mut buffers);
                let mut puzzle = grid.clone();
                for (step, &cell) in order.iter().enumerate() {
                    if step % 8 == 0 {
                        excluder.start_block(&puzzle, order[step..(step + 8).min(cells)].iter());
                    }
                    puzzle[cell] = 0;
                    let expected = count(rules, &puzzle, 2, 0).0 == Ok(1);
                    let got = excluder.other_solution_exists(&puzzle, &[cell]);
                    assert_ne!(got, Exclusion::BudgetExhausted);
                    assert_eq!(
                        got == Exclusion::Unique,
                        expected,
                        "seed {seed} step {step}"
                    );
                    if expected {
                        unique += 1;
                    } else {
                        several += 1;
                        puzzle[cell] = grid[cell];
                        excluder.keep(&[cell]);
                    }
                }
            }
            assert!(
                unique > 0 && several > 0,
                "{unique} unique, {several} several"
            );
        }
    }

    #[test]
    fn only_rule_sets_of_full_houses_alone() {
        let anti_knight = RulesBuilder::new(9).anti_knight().build().unwrap();
        assert!(HouseTables::of(&anti_knight).is_none());
        let large = RulesBuilder::new(25).build().unwrap();
        assert!(HouseTables::of(&large).is_none());
        assert!(HouseTables::of(&RulesBuilder::new(16).build().unwrap()).is_some());
    }
}
