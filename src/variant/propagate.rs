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
//!    a cell beside every such place under a not-consecutive rule cannot
//!    hold the digits next to it.
//!
//! Each step runs only once the ones before it have nothing left to do, and
//! only on what the cells narrowed since it last ran belong to: a house's
//! hidden singles, intersections and places depend on its own cells alone,
//! a pair rule on its two cells, a cage on its cells. A search node, one
//! cell narrowed from a board at a fixed point, so wakes a few houses and
//! pairs rather than sweeping the grid.

use super::board::{Board, Contradiction};
use super::rules::{Pair, PairKind, Rules};

type Step = Result<(), Contradiction>;

/// What the cells narrowed since each step last ran woke, one bit each.
struct Woken {
    /// Full houses (positions in `full_houses`) for hidden singles.
    houses: Vec<u64>,
    /// Full houses for intersections and places seen.
    slow_houses: Vec<u64>,
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

/// Moves the board's changed cells into what they wake.
fn absorb_changed(rules: &Rules, board: &mut Board, woken: &mut Woken) {
    for w in 0..board.changed.len() {
        let mut bits = std::mem::take(&mut board.changed[w]);
        while bits != 0 {
            let cell = w * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            for &slot in &rules.full_slots_of_cell[cell] {
                set_bit(&mut woken.houses, slot as usize);
                set_bit(&mut woken.slow_houses, slot as usize);
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

/// Runs every rule until none narrows a candidate.
pub(super) fn propagate(rules: &Rules, board: &mut Board) -> Step {
    let house_words = rules.full_houses.len().div_ceil(64);
    let mut woken = Woken {
        houses: vec![0; house_words],
        slow_houses: vec![0; house_words],
        pair_cells: vec![0; board.changed.len()],
        cages: vec![0; rules.cages.len().div_ceil(64)],
    };
    loop {
        place_singles(rules, board)?;
        absorb_changed(rules, board, &mut woken);
        if any_bit(&woken.houses) {
            drain_bits(&mut woken.houses, |slot| hidden_singles(rules, slot, board))?;
            if !board.queue.is_empty() {
                continue;
            }
        }
        if any_bit(&woken.pair_cells) || any_bit(&woken.cages) {
            drain_bits(&mut woken.pair_cells, |cell| {
                for &pair in &rules.pairs_of_cell[cell] {
                    revise_pair(&rules.pairs[pair as usize], board)?;
                }
                Ok(())
            })?;
            drain_bits(&mut woken.cages, |cage| revise_cage(rules, cage, board))?;
            continue;
        }
        if !any_bit(&woken.slow_houses) {
            return Ok(());
        }
        let before = board.changes;
        intersections(rules, &woken.slow_houses, board)?;
        if board.changes != before {
            continue;
        }
        if rules.places_seen_adds {
            places_seen(rules, &woken.slow_houses, board)?;
        }
        woken.slow_houses.fill(0);
    }
}

/// Clears each newly single cell's digit from its peers.
fn place_singles(rules: &Rules, board: &mut Board) -> Step {
    while let Some(cell) = board.queue.pop() {
        if board.placed[cell] {
            continue;
        }
        board.placed[cell] = true;
        board.open -= 1;
        let digit = board.candidates[cell];
        for &peer in rules.peers(cell) {
            board.narrow(peer, !digit)?;
        }
    }
    Ok(())
}

/// A digit with one place left in full house `slot` goes there; a digit
/// with none is a contradiction.
fn hidden_singles(rules: &Rules, slot: usize, board: &mut Board) -> Step {
    let all = rules.all_digits();
    let cells = &rules.houses[rules.full_houses[slot]].cells;
    let (mut once, mut twice) = (0u32, 0u32);
    for &cell in cells {
        let c = board.candidates[cell];
        twice |= once & c;
        once |= c;
    }
    if once != all {
        board.failed = cells[0];
        return Err(Contradiction);
    }
    let mut singles = once & !twice;
    while singles != 0 {
        let digit = singles & singles.wrapping_neg();
        singles &= singles - 1;
        for &cell in cells {
            if board.candidates[cell] & digit != 0 {
                board.narrow(cell, digit)?;
                break;
            }
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

fn revise_pair(pair: &Pair, board: &mut Board) -> Step {
    let [a, b] = pair.cells;
    let (ca, cb) = (board.candidates[a], board.candidates[b]);
    board.narrow(a, supported(pair.kind, ca, cb, true))?;
    let ca = board.candidates[a];
    board.narrow(b, supported(pair.kind, cb, ca, false))
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

/// Intersections whose full house is in `houses`.
fn intersections(rules: &Rules, houses: &[u64], board: &mut Board) -> Step {
    for meet in &rules.intersections {
        if !has_bit(houses, meet.full_slot) {
            continue;
        }
        let inside = meet.inside.iter().fold(0, |u, &c| u | board.candidates[c]);
        let outside = meet
            .rest_of_full
            .iter()
            .fold(0, |u, &c| u | board.candidates[c]);
        let locked = inside & !outside;
        if locked == 0 {
            continue;
        }
        for &cell in &meet.rest_of_other {
            board.narrow(cell, !locked)?;
        }
    }
    Ok(())
}

/// Cells that see every place of a digit in a full house lose it; cells
/// beside every place (not consecutive) lose its neighbours.
fn places_seen(rules: &Rules, houses: &[u64], board: &mut Board) -> Step {
    const MOST_PLACES: usize = 4;
    let words = rules.words;
    let mut seen = [0u64; 10];
    let mut beside = [0u64; 10];
    let any_adjacent = rules.neighbours.nonconsecutive || rules.neighbours.all_differences_given;
    for (slot, &house) in rules.full_houses.iter().enumerate() {
        if !has_bit(houses, slot) {
            continue;
        }
        let cells = &rules.houses[house].cells;
        // Digits with two to four places, not yet placed, from bit counters
        // over the house's cells, before looking at any one digit.
        let (mut one, mut two, mut three, mut four, mut more, mut placed) =
            (0u32, 0u32, 0u32, 0u32, 0u32, 0u32);
        for &cell in cells {
            let c = board.candidates[cell];
            if board.placed[cell] {
                placed |= c;
            }
            more |= four & c;
            four |= three & c;
            three |= two & c;
            two |= one & c;
            one |= c;
        }
        let mut digits = two & !more & !placed;
        while digits != 0 {
            let digit = digits & digits.wrapping_neg();
            digits &= digits - 1;
            let mut places = [0usize; MOST_PLACES];
            let mut count = 0;
            for &cell in cells {
                if board.candidates[cell] & digit != 0 {
                    places[count] = cell;
                    count += 1;
                }
            }
            // Narrowing for an earlier digit may have taken places away;
            // hidden singles deal with one or none left.
            if count < 2 {
                continue;
            }
            let first = places[0] * words;
            seen[..words].copy_from_slice(&rules.peer_bits[first..first + words]);
            beside[..words].copy_from_slice(&rules.adjacent_bits[first..first + words]);
            for &place in &places[1..count] {
                let at = place * words;
                for w in 0..words {
                    seen[w] &= rules.peer_bits[at + w];
                    beside[w] &= rules.adjacent_bits[at + w];
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
        let n = 7u32;
        let mut seed = 12345u64;
        for _ in 0..4000 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let a_set = (seed >> 20) as u32 & ((1 << n) - 1);
            let b_set = (seed >> 40) as u32 & ((1 << n) - 1);
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
