//! Propagation to a fixed point, driven by the cells that changed, cheapest
//! rules first:
//! 1. naked singles: a placed digit leaves its peers;
//! 2. hidden singles: a digit with one place left in a full house;
//! 3. pair rules (thermometers, dots, non-consecutive, negative) and cage
//!    combinations (the digits of the sum-valid sets that fit the cage's
//!    candidates; a digit every such set needs, with one place left, goes
//!    there);
//! 4. intersections: a digit of a full house locked into its cells in
//!    another house leaves the rest of that house (pointing and claiming,
//!    and the same for every extra house and cage);
//! 5. places seen: a cell that sees every place left for a digit in a full
//!    house cannot hold it (anti-knight and anti-king peers included), and
//!    a cell beside every such place under a not-consecutive rule (or one
//!    of the places and beside all the others) cannot hold the digits next
//!    to it.
//!
//! Each step runs only once the ones before it have nothing left to do, and
//! only on what the cells narrowed since it last ran belong to: a house's
//! hidden singles, intersections and places depend on its own cells alone,
//! a pair rule on its two cells, a cage on its cells. A search node, one
//! cell narrowed from a board at a fixed point, so wakes a few houses and
//! pairs rather than sweeping the grid.

use super::board::{Board, Contradiction};
use super::house_pairs::{hidden_pairs, naked_pairs};
use super::rules::{Pair, PairKind, Rules};

type Step = Result<(), Contradiction>;

/// What the cells narrowed since each step last ran woke, one bit each.
pub(super) struct Woken {
    /// Full houses (positions in `full_houses`) for hidden singles.
    houses: Vec<u64>,
    /// Per full house: the digits that lost a place there, the only ones
    /// that can have become hidden singles.
    house_digits: Vec<u32>,
    /// Full houses for intersections.
    slow_houses: Vec<u64>,
    /// Per full house: the digits that lost a place there since
    /// intersections last ran, the only ones whose places can tell them
    /// something new.
    slow_digits: Vec<u32>,
    /// Full houses for hidden pairs, with the digits that lost a place
    /// there since.
    pair_houses: Vec<u64>,
    pair_digits: Vec<u32>,
    /// Cells narrowed to two candidates, for naked pairs.
    bivalue_cells: Vec<u64>,
    /// Full houses and digits for places seen, as `slow_*`. Each late step
    /// keeps its own set and empties it when it runs, so a house is looked
    /// at once a change, not again on every round the steps before find
    /// something elsewhere.
    seen_houses: Vec<u64>,
    seen_digits: Vec<u32>,
    /// Cells whose pair rules need revising.
    pair_cells: Vec<u64>,
    cages: Vec<u64>,
}

#[inline]
fn set_bit(bits: &mut [u64], index: usize) {
    bits[index / 64] |= 1 << (index % 64);
}

#[inline]
fn has_bit(bits: &[u64], index: usize) -> bool {
    bits[index / 64] >> (index % 64) & 1 == 1
}

/// Takes the set bits out of `bits`, lowest first, calling `f` on each.
#[inline]
fn drain_bits(bits: &mut [u64], mut f: impl FnMut(usize) -> Step) -> Step {
    for (w, word) in bits.iter_mut().enumerate() {
        while *word != 0 {
            let bit = word.trailing_zeros() as usize;
            *word &= *word - 1;
            f(w * 64 + bit)?;
        }
    }
    Ok(())
}

fn any_bit(bits: &[u64]) -> bool {
    bits.iter().any(|&w| w != 0)
}

/// Moves the board's changed cells into what they wake, and takes the
/// digits they lost out of their full houses' places.
fn absorb_changed(rules: &Rules, board: &mut Board, woken: &mut Woken) {
    let size = rules.size;
    for w in 0..board.changed.len() {
        let mut bits = std::mem::take(&mut board.changed[w]);
        while bits != 0 {
            let cell = w * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let lost = std::mem::take(&mut board.removed[cell]);
            let slots = &rules.full_slots_of_cell[cell];
            let positions = &rules.full_positions_of_cell[cell];
            for (&slot, &position) in slots.iter().zip(positions) {
                let slot = slot as usize;
                if lost == 0 {
                    continue;
                }
                set_bit(&mut woken.slow_houses, slot);
                woken.slow_digits[slot] |= lost;
                if rules.house_pairs_add {
                    set_bit(&mut woken.pair_houses, slot);
                    woken.pair_digits[slot] |= lost;
                }
                set_bit(&mut woken.seen_houses, slot);
                woken.seen_digits[slot] |= lost;
                set_bit(&mut woken.houses, slot);
                woken.house_digits[slot] |= lost;
                let places = &mut board.places[slot * size..slot * size + size];
                let keep = !(1u32 << position);
                let mut digits = lost;
                while digits != 0 {
                    places[digits.trailing_zeros() as usize] &= keep;
                    digits &= digits - 1;
                }
            }
            if rules.house_pairs_add && lost != 0 && board.candidates[cell].count_ones() == 2 {
                set_bit(&mut woken.bivalue_cells, cell);
            }
            if !rules.pairs_of_cell[cell].is_empty() {
                set_bit(&mut woken.pair_cells, cell);
            }
            for &cage in &rules.cages_of_cell[cell] {
                set_bit(&mut woken.cages, cage as usize);
            }
        }
    }
}

impl Woken {
    /// Nothing woken, sized for `rules`.
    pub(super) fn new(rules: &Rules) -> Woken {
        let house_words = rules.full_houses.len().div_ceil(64);
        let cell_words = rules.cells().div_ceil(64);
        Woken {
            houses: vec![0; house_words],
            house_digits: vec![0; rules.full_houses.len()],
            slow_houses: vec![0; house_words],
            slow_digits: vec![0; rules.full_houses.len()],
            pair_houses: vec![0; house_words],
            pair_digits: vec![0; rules.full_houses.len()],
            bivalue_cells: vec![0; cell_words],
            seen_houses: vec![0; house_words],
            seen_digits: vec![0; rules.full_houses.len()],
            pair_cells: vec![0; cell_words],
            cages: vec![0; rules.cages.len().div_ceil(64)],
        }
    }

    fn is_empty(&self) -> bool {
        [
            &self.houses,
            &self.slow_houses,
            &self.pair_houses,
            &self.bivalue_cells,
            &self.seen_houses,
            &self.pair_cells,
            &self.cages,
        ]
        .iter()
        .all(|bits| !any_bit(bits))
            && [
                &self.house_digits,
                &self.slow_digits,
                &self.pair_digits,
                &self.seen_digits,
            ]
            .iter()
            .all(|digits| digits.iter().all(|&d| d == 0))
    }

    /// Wakes nothing again, after a contradiction left some sets mid-way.
    fn clear(&mut self) {
        for bits in [
            &mut self.houses,
            &mut self.slow_houses,
            &mut self.pair_houses,
            &mut self.bivalue_cells,
            &mut self.seen_houses,
            &mut self.pair_cells,
            &mut self.cages,
        ] {
            bits.fill(0);
        }
        for digits in [
            &mut self.house_digits,
            &mut self.slow_digits,
            &mut self.pair_digits,
            &mut self.seen_digits,
        ] {
            digits.fill(0);
        }
    }
}

/// Runs every rule until none narrows a candidate.
pub(super) fn propagate(rules: &Rules, board: &mut Board) -> Step {
    propagate_with(rules, board, &mut Woken::new(rules))
}

/// `propagate` with the caller's `woken` sets, empty before and after, so
/// a search allocates them once rather than once a node.
pub(super) fn propagate_with(rules: &Rules, board: &mut Board, woken: &mut Woken) -> Step {
    let result = run_to_fixed_point(rules, board, woken);
    if result.is_err() {
        woken.clear();
    }
    debug_assert!(woken.is_empty(), "propagation left woken sets behind");
    result
}

fn run_to_fixed_point(rules: &Rules, board: &mut Board, woken: &mut Woken) -> Step {
    loop {
        place_singles(rules, board)?;
        absorb_changed(rules, board, woken);
        if any_bit(&woken.houses) {
            let house_digits = &mut woken.house_digits;
            drain_bits(&mut woken.houses, |slot| {
                let digits = std::mem::take(&mut house_digits[slot]);
                hidden_singles(rules, slot, digits, board)
            })?;
            if !board.queue.is_empty() {
                continue;
            }
        }
        if any_bit(&woken.pair_cells) || any_bit(&woken.cages) {
            drain_bits(&mut woken.pair_cells, |cell| {
                for &pair in &rules.pairs_of_cell[cell] {
                    revise_partner(&rules.pairs[pair as usize], cell, board)?;
                }
                Ok(())
            })?;
            drain_bits(&mut woken.cages, |cage| revise_cage(rules, cage, board))?;
            continue;
        }
        let before = board.changes;
        if any_bit(&woken.slow_houses) {
            intersections(rules, &woken.slow_houses, &woken.slow_digits, board)?;
            woken.slow_houses.fill(0);
            woken.slow_digits.fill(0);
            if board.changes != before {
                continue;
            }
        }
        if rules.house_pairs_add {
            let pair_digits = &mut woken.pair_digits;
            drain_bits(&mut woken.pair_houses, |slot| {
                let digits = std::mem::take(&mut pair_digits[slot]);
                hidden_pairs(rules, slot, digits, board)
            })?;
            drain_bits(&mut woken.bivalue_cells, |cell| {
                naked_pairs(rules, cell, board)
            })?;
            if board.changes != before {
                continue;
            }
        }
        if !any_bit(&woken.seen_houses) {
            return Ok(());
        }
        if rules.places_seen_adds {
            places_seen(rules, &woken.seen_houses, &woken.seen_digits, board)?;
        }
        woken.seen_houses.fill(0);
        woken.seen_digits.fill(0);
    }
}

/// Clears each newly single cell's digit from its peers. In each of its
/// full houses only the digit's places there are looked at, which hold
/// every cell of the house that may still have it (a few of 24 on 25x25,
/// where a walk over all 72 peers took most of the time); the peers
/// outside its full houses are added one by one. The cells are cleared in
/// increasing order, as the walk over the sorted peer list did, so the
/// search meets the same contradictions and makes the same guesses.
fn place_singles(rules: &Rules, board: &mut Board) -> Step {
    let size = rules.size;
    let words = rules.words;
    let mut hits = [0u64; 10];
    while let Some(cell) = board.queue.pop() {
        if board.placed[cell] {
            continue;
        }
        board.placed[cell] = true;
        board.open -= 1;
        let digit = board.candidates[cell];
        let index = digit.trailing_zeros() as usize;
        let slots = &rules.full_slots_of_cell[cell];
        let positions = &rules.full_positions_of_cell[cell];
        for (&slot, &position) in slots.iter().zip(positions) {
            let slot = slot as usize;
            let cells = &rules.houses[rules.full_houses[slot]].cells;
            let mut others = board.places[slot * size + index] & !(1u32 << position);
            while others != 0 {
                let peer = cells[others.trailing_zeros() as usize];
                others &= others - 1;
                set_bit(&mut hits, peer);
            }
        }
        for &peer in &rules.peers_outside_full_houses[cell] {
            set_bit(&mut hits, usize::from(peer));
        }
        for (w, word) in hits.iter_mut().enumerate().take(words) {
            let mut bits = std::mem::take(word);
            while bits != 0 {
                let peer = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                board.narrow(peer, !digit)?;
            }
        }
    }
    Ok(())
}

/// Of `digits`, one with one place left in full house `slot` goes there;
/// one with none is a contradiction. Reads the places, which hold every
/// true place: one left there is the only one, none there means none.
fn hidden_singles(rules: &Rules, slot: usize, mut digits: u32, board: &mut Board) -> Step {
    let size = rules.size;
    let cells = &rules.houses[rules.full_houses[slot]].cells;
    while digits != 0 {
        let index = digits.trailing_zeros() as usize;
        digits &= digits - 1;
        let places = board.places[slot * size + index];
        if places == 0 {
            board.failed = cells[0];
            return Err(Contradiction);
        }
        if places.is_power_of_two() {
            board.narrow(cells[places.trailing_zeros() as usize], 1 << index)?;
        }
    }
    Ok(())
}

/// The digits of `set` that `kind` allows beside some digit of `other`.
/// Bit `d - 1` stands for digit `d`.
pub(super) fn supported(kind: PairKind, set: u32, other: u32, first: bool) -> u32 {
    match kind {
        PairKind::Less => {
            if first {
                // Below the other's largest digit.
                let top = 31 - other.leading_zeros();
                set & ((1u32 << top) - 1)
            } else {
                // Above the other's smallest digit.
                let low = other.trailing_zeros();
                set & !((2u32 << low).wrapping_sub(1))
            }
        }
        PairKind::Difference(v) => set & ((other << v) | (other >> v)),
        PairKind::Ratio(r) => {
            let mut kept = 0;
            for_each_digit(set, |d| {
                let mut partners = 0u32;
                if d * r <= 32 {
                    partners |= 1 << (d * r - 1);
                }
                if d % r == 0 {
                    partners |= 1 << (d / r - 1);
                }
                if other & partners != 0 {
                    kept |= 1 << (d - 1);
                }
            });
            kept
        }
        PairKind::NotDifference(1) => {
            // Non-consecutive: a digit x loses its partners exactly when
            // every digit of `other` lies within one of it, that is from
            // other's largest minus one to its smallest plus one. No loop.
            if other == 0 {
                return 0;
            }
            let low = other.trailing_zeros() + 1;
            let high = 32 - other.leading_zeros();
            if high > low + 2 {
                return set;
            }
            // Digits high - 1 ..= low + 1 (bits high - 2 ..= low).
            let from = high.saturating_sub(2);
            let to = low;
            let removed = (u32::MAX >> (31 - to)) & !((1u32 << from) - 1);
            set & !removed
        }
        PairKind::NotDifference(_) | PairKind::NotRatio(_) => {
            // These pairs are orthogonal neighbours, so peers too: each digit
            // forbids at most three in the other cell (itself and two), and
            // with four candidates there every digit has a partner.
            if other.count_ones() > 3 {
                return set;
            }
            // The relation is symmetric: d loses its partners exactly when
            // every digit of `other` forbids it.
            let mut removed = u32::MAX;
            for_each_digit(other, |b| {
                removed &= forbidden_beside(kind, b) | 1 << (b - 1)
            });
            set & !removed
        }
    }
}

/// The digits a NotDifference / NotRatio rule forbids beside digit `d`.
fn forbidden_beside(kind: PairKind, d: u32) -> u32 {
    let bit = |x: u32| {
        if (1..=32).contains(&x) {
            1u32 << (x - 1)
        } else {
            0
        }
    };
    match kind {
        PairKind::NotDifference(v) => bit(d + v) | if d > v { bit(d - v) } else { 0 },
        PairKind::NotRatio(r) => bit(d * r) | if d % r == 0 { bit(d / r) } else { 0 },
        _ => 0,
    }
}

#[inline]
fn for_each_digit(mut set: u32, mut f: impl FnMut(u32)) {
    while set != 0 {
        f(set.trailing_zeros() + 1);
        set &= set - 1;
    }
}

/// Keeps the digits of `changed`'s partner in `pair` that have support in
/// `changed`. Only the partner: `changed` lost support only if the partner
/// changed too, and then the partner wakes this pair from its side. Half
/// the `supported` calls of revising both ways, the same fixed point.
fn revise_partner(pair: &Pair, changed: usize, board: &mut Board) -> Step {
    let [a, b] = pair.cells;
    let (ca, cb) = (board.candidates[a], board.candidates[b]);
    if pair.kind == PairKind::NotDifference(1) {
        // Non-consecutive: a changed cell whose digits span more than
        // three (say 2 and 6) leaves every digit of its partner a partner
        // of its own, so the partner keeps all; most wakes end here,
        // without the call.
        let other = if changed == a { ca } else { cb };
        if 32 - other.leading_zeros() > other.trailing_zeros() + 3 {
            return Ok(());
        }
    }
    if changed == a {
        board.narrow(b, supported(pair.kind, cb, ca, false))
    } else {
        board.narrow(a, supported(pair.kind, ca, cb, true))
    }
}

fn revise_cage(rules: &Rules, index: usize, board: &mut Board) -> Step {
    let cage = &rules.cages[index];
    let Some(sum) = cage.sum else { return Ok(()) };
    let Some(sets) = &rules.cage_combinations[index] else {
        return cage_bounds(&cage.cells, sum, board);
    };
    let union = cage.cells.iter().fold(0, |u, &c| u | board.candidates[c]);
    let (mut possible, mut needed) = (0u32, u32::MAX);
    for &set in sets {
        if set & !union != 0 || cage.cells.iter().any(|&c| board.candidates[c] & set == 0) {
            continue;
        }
        possible |= set;
        needed &= set;
    }
    if possible == 0 {
        return Err(Contradiction);
    }
    for &cell in &cage.cells {
        board.narrow(cell, possible)?;
    }
    // A digit every valid set holds, with one cell left for it.
    let mut needed = needed
        & !cage
            .cells
            .iter()
            .filter(|&&c| board.placed[c])
            .fold(0, |u, &c| u | board.candidates[c]);
    while needed != 0 {
        let digit = needed & needed.wrapping_neg();
        needed &= needed - 1;
        let mut places = cage
            .cells
            .iter()
            .filter(|&&c| board.candidates[c] & digit != 0);
        match (places.next(), places.next()) {
            (None, _) => return Err(Contradiction),
            (Some(&cell), None) => board.narrow(cell, digit)?,
            _ => {}
        }
    }
    Ok(())
}

/// For cages with too many combinations to list: the sum lies between the
/// smallest and largest candidates' totals.
fn cage_bounds(cells: &[usize], sum: u32, board: &Board) -> Step {
    let (mut low, mut high) = (0, 0);
    for &cell in cells {
        let c = board.candidates[cell];
        low += c.trailing_zeros() + 1;
        high += 32 - c.leading_zeros();
    }
    if low <= sum && sum <= high {
        Ok(())
    } else {
        Err(Contradiction)
    }
}

/// Intersections whose full house is in `houses`, for the digits that
/// lost a place there: a digit whose places all lie in the other group
/// leaves the rest of that group. The places may hold stale ones, never
/// miss a true one, so a lock they show is a true lock.
fn intersections(rules: &Rules, houses: &[u64], digits_of: &[u32], board: &mut Board) -> Step {
    let size = rules.size;
    for (w, &word) in houses.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            let slot = w * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let digits = digits_of[slot];
            for meet in &rules.intersections[rules.intersections_of_slot[slot].clone()] {
                let mut locked = 0u32;
                let mut rest = digits;
                while rest != 0 {
                    let index = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let places = board.places[slot * size + index];
                    if places != 0 && places & !meet.inside_positions == 0 {
                        locked |= 1 << index;
                    }
                }
                if locked == 0 {
                    continue;
                }
                for &cell in &meet.rest_of_other {
                    board.narrow(cell, !locked)?;
                }
            }
        }
    }
    Ok(())
}

/// `cell`'s bit in word `w` of a cell set (0 if it lies in another word).
#[inline]
fn own_bit(cell: usize, w: usize) -> u64 {
    u64::from(cell / 64 == w) << (cell % 64)
}

/// Cells that see every place of a digit in a full house lose it; cells
/// beside or on every place (not consecutive) lose its neighbours.
fn places_seen(rules: &Rules, houses: &[u64], digits_of: &[u32], board: &mut Board) -> Step {
    const MOST_PLACES: usize = 4;
    let words = rules.words;
    let size = rules.size;
    let mut seen = [0u64; 10];
    let mut beside = [0u64; 10];
    let any_adjacent = rules.neighbours.nonconsecutive || rules.neighbours.all_differences_given;
    for (slot, &house) in rules.full_houses.iter().enumerate() {
        if !has_bit(houses, slot) {
            continue;
        }
        let cells = &rules.houses[house].cells;
        // Only digits that lost a place can tell something new. The
        // places may hold stale ones: a cell that sees every one of them
        // still sees every true place.
        let mut digits = digits_of[slot];
        while digits != 0 {
            let index = digits.trailing_zeros() as usize;
            let digit = 1u32 << index;
            digits &= digits - 1;
            let mut positions = board.places[slot * size + index];
            let count = positions.count_ones() as usize;
            // Hidden singles deal with one or none left.
            if !(2..=MOST_PLACES).contains(&count) {
                continue;
            }
            let mut places = [0usize; MOST_PLACES];
            for place in places.iter_mut().take(count) {
                *place = cells[positions.trailing_zeros() as usize];
                positions &= positions - 1;
            }
            let first = places[0] * words;
            seen[..words].copy_from_slice(&rules.peer_bits[first..first + words]);
            // A place counts as beside itself: a cell that is one place and
            // beside all the others, holding a digit next to this one,
            // would leave the digit no place (it takes its own cell and its
            // neighbours). Measured: it halved non-consecutive's guesses.
            beside[..words].copy_from_slice(&rules.adjacent_bits[first..first + words]);
            beside[places[0] / 64] |= 1 << (places[0] % 64);
            for &place in &places[1..count] {
                let at = place * words;
                for w in 0..words {
                    seen[w] &= rules.peer_bits[at + w];
                    beside[w] &= rules.adjacent_bits[at + w] | own_bit(place, w);
                }
            }
            for w in 0..words {
                let mut bits = seen[w];
                while bits != 0 {
                    let cell = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    board.narrow(cell, !digit)?;
                }
                if !any_adjacent {
                    continue;
                }
                let mut bits = beside[w];
                while bits != 0 {
                    let cell = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    board.narrow(cell, !((digit << 1) | (digit >> 1)))?;
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{check, ExtraHouse, RulesBuilder};

    /// Every solution, by filling cells in order and asking check().
    fn all_solutions(rules: &Rules, grid: &mut Vec<u8>, cell: usize, out: &mut Vec<Vec<u8>>) {
        if cell == grid.len() {
            out.push(grid.clone());
            return;
        }
        if grid[cell] != 0 {
            return all_solutions(rules, grid, cell + 1, out);
        }
        for d in 1..=rules.size() as u8 {
            grid[cell] = d;
            if check(rules, grid).is_ok() {
                all_solutions(rules, grid, cell + 1, out);
            }
        }
        grid[cell] = 0;
    }

    /// Propagation keeps every digit some solution has, and finds a
    /// contradiction exactly when there is no solution (on 4x4 grids with
    /// every kind of rule, random givens).
    #[test]
    fn propagation_keeps_every_solution_on_small_grids() {
        let mut seed = 99u64;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        let mut compared = 0;
        for round in 0..300 {
            let mut b = RulesBuilder::new(4);
            match round % 6 {
                0 => b = b.extra(ExtraHouse::MainDiagonal).anti_king(),
                1 => {
                    b = b
                        .cage(vec![0, 1, 4], Some(6 + next(3) as u32))
                        .cage(vec![10, 11], Some(3 + next(5) as u32))
                }
                2 => {
                    b = b
                        .thermometer(vec![0, 1, 5])
                        .thermometer(vec![0, 4])
                        .ratio(10, 11, None)
                }
                3 => b = b.nonconsecutive().difference(0, 1, None),
                4 => {
                    b = b
                        .difference(5, 6, Some(2))
                        .ratio(9, 13, None)
                        .all_ratios_given()
                }
                _ => b = b.anti_knight().cage(vec![2, 3], None),
            }
            let rules = b.build().unwrap();
            let mut givens = vec![0u8; 16];
            for _ in 0..next(4) {
                givens[next(16) as usize] = 1 + next(4) as u8;
            }
            if check(&rules, &givens).is_err() {
                continue;
            }
            let mut solutions = Vec::new();
            all_solutions(&rules, &mut givens.clone(), 0, &mut solutions);
            let mut board = Board::new(&rules, &givens).unwrap();
            let result = propagate(&rules, &mut board);
            if solutions.is_empty() {
                // Propagation may miss that there is none; search finds it.
                continue;
            }
            assert_eq!(result, Ok(()), "round {round}: {givens:?}");
            for solution in &solutions {
                for (cell, &d) in solution.iter().enumerate() {
                    assert!(
                        board.candidates[cell] >> (d - 1) & 1 == 1,
                        "round {round}: cell {cell} lost {d}"
                    );
                }
            }
            let found = super::super::search::search(&rules, &givens, 1000, 0);
            assert_eq!(found.solutions as usize, solutions.len(), "round {round}");
            compared += 1;
        }
        assert!(compared >= 60, "{compared}");
    }

    /// On 12x12 and 16x16, where naked and hidden pairs run: propagation
    /// from a solution's digits with most cells blanked keeps every digit
    /// of that solution, and search finds solutions that check() accepts.
    #[test]
    fn propagation_with_house_pairs_keeps_a_known_solution() {
        let mut seed = 7u64;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        for (n, rows, cols) in [(12usize, 3usize, 4usize), (16, 4, 4)] {
            // A pattern solution, rows shifted by box widths.
            let solution: Vec<u8> = (0..n * n)
                .map(|cell| {
                    let (r, c) = (cell / n, cell % n);
                    ((cols * (r % rows) + r / rows + c) % n + 1) as u8
                })
                .collect();
            let rules = RulesBuilder::new(n).boxes(rows, cols).build().unwrap();
            assert!(rules.house_pairs_add);
            assert!(check(&rules, &solution).is_ok());
            for _ in 0..20 {
                let keep = 30 + next(40);
                let givens: Vec<u8> = solution
                    .iter()
                    .map(|&d| if next(100) < keep { d } else { 0 })
                    .collect();
                let mut board = Board::new(&rules, &givens).unwrap();
                assert_eq!(propagate(&rules, &mut board), Ok(()));
                for (cell, &d) in solution.iter().enumerate() {
                    assert!(
                        board.candidates[cell] >> (d - 1) & 1 == 1,
                        "{n}: cell {cell} lost {d}"
                    );
                }
                let found = super::super::search::search(&rules, &givens, 1, 100_000);
                assert_eq!(found.solutions, 1);
                assert!(check(&rules, &found.first.unwrap()).is_ok());
            }
        }
    }

    /// Two cells of a 12x12 row narrowed to {1, 2}: naked pairs take 1 and
    /// 2 from the rest of the row, which no other step would.
    #[test]
    fn a_naked_pair_clears_its_row_on_12x12() {
        let rules = RulesBuilder::new(12).boxes(3, 4).build().unwrap();
        let mut board = Board::new(&rules, &[0; 144]).unwrap();
        propagate(&rules, &mut board).unwrap();
        board.narrow(0, 0b11).unwrap();
        board.narrow(1, 0b11).unwrap();
        propagate(&rules, &mut board).unwrap();
        for cell in 2..12 {
            assert_eq!(board.candidates[cell] & 0b11, 0, "cell {cell}");
        }
        // The rest of the grid keeps them.
        assert_eq!(board.candidates[12 * 5 + 7] & 0b11, 0b11);
    }

    /// Non-consecutive 9x9 with 5's places in the first row down to its
    /// first two cells: each is one place and beside the other, so neither
    /// can hold 4 or 6 (that would leave 5 no place in the row).
    #[test]
    fn a_place_beside_the_others_loses_the_digits_next_to_it() {
        let rules = RulesBuilder::new(9).nonconsecutive().build().unwrap();
        let mut board = Board::new(&rules, &[0; 81]).unwrap();
        propagate(&rules, &mut board).unwrap();
        for cell in 2..9 {
            board.narrow(cell, !(1 << 4)).unwrap();
        }
        propagate(&rules, &mut board).unwrap();
        let next_to_five = 1 << 3 | 1 << 5;
        for cell in [0, 1] {
            assert_eq!(board.candidates[cell] & next_to_five, 0, "cell {cell}");
            assert_ne!(board.candidates[cell] & 1 << 4, 0, "cell {cell}");
        }
        // Cells that are not places keep them.
        assert_eq!(board.candidates[2] & next_to_five, next_to_five);
    }

    /// Each pair rule's supported() against the rule written digit by digit.
    #[test]
    fn pair_support_matches_brute_force() {
        let kinds = [
            PairKind::Less,
            PairKind::Difference(1),
            PairKind::Difference(3),
            PairKind::Ratio(2),
            PairKind::Ratio(3),
            PairKind::NotDifference(1),
            PairKind::NotRatio(2),
        ];
        let holds = |kind: PairKind, a: u32, b: u32| match kind {
            PairKind::Less => a < b,
            PairKind::Difference(v) => a.abs_diff(b) == v,
            PairKind::Ratio(r) => a * r == b || b * r == a,
            // Always between peers (orthogonal neighbours).
            PairKind::NotDifference(v) => a != b && a.abs_diff(b) != v,
            PairKind::NotRatio(r) => a != b && a * r != b && b * r != a,
        };
        let mut seed = 12345u64;
        // 7 digits, and 25 with the other cell often down to a few
        // neighbouring digits, where non-consecutive's shortcut works.
        for (n, round) in (0..4000)
            .map(|r| (7u32, r))
            .chain((0..2000).map(|r| (25, r)))
        {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let a_set = (seed >> 20) as u32 & ((1 << n) - 1);
            let mut b_set = (seed >> 37) as u32 & ((1 << n) - 1);
            if n > 7 && round % 2 == 0 {
                b_set &= 0b111 << ((seed >> 8) as u32 % (n - 2));
            }
            if a_set == 0 || b_set == 0 {
                continue;
            }
            for kind in kinds {
                let mut want_a = 0;
                let mut want_b = 0;
                for a in 1..=n {
                    for b in 1..=n {
                        let both = a_set >> (a - 1) & 1 == 1 && b_set >> (b - 1) & 1 == 1;
                        if both && holds(kind, a, b) {
                            want_a |= 1 << (a - 1);
                            want_b |= 1 << (b - 1);
                        }
                    }
                }
                assert_eq!(
                    supported(kind, a_set, b_set, true),
                    want_a,
                    "{kind:?} a {a_set:b} b {b_set:b}"
                );
                assert_eq!(
                    supported(kind, b_set, a_set, false),
                    want_b,
                    "{kind:?} b {b_set:b} a {a_set:b}"
                );
            }
        }
    }
}
