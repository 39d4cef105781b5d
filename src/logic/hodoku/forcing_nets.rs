//! Forcing nets (contradiction and verity), found as HoDoKu 2.2.0 finds
//! them with its default settings.
//!
//! Each candidate's tables, set and removed, come from `net_tables.rs`:
//! grown on a copy of the board with rounds of singles.
//!
//! The checks are the forcing chains' (see `forcing_chains.rs`). A
//! conclusion whose chains have no branch is a forcing chain, which HoDoKu
//! leaves to that technique, so it is dropped. One step is kept per
//! conclusion and type, the shortest first found; the step taken is
//! chosen as for forcing chains.

use super::board::{digits_of, Board};
use super::forcing_chains::{chosen_step, Lengths};
use super::net_tables::{candidate_node, is_on, Nets, Table};
use super::step::HodokuStep;
use super::table::numbers::{FORCING_NET_CONTRADICTION, FORCING_NET_VERITY};
use crate::geometry::{CellSet, CELLS, HOUSE_SETS, PEER_SETS};
use crate::logic::budget::{Budget, Exhausted};

struct Conclusions {
    placements: Vec<Lengths>,
    eliminations: Vec<Lengths>,
    /// The lowest candidate (`cell * 10 + digit`) with a placement found
    /// so far, and with an elimination: the step taken is one of these
    /// two (see [`chosen_step`]), so a conclusion past them cannot be it.
    first_placement: usize,
    first_elimination: usize,
}

/// HoDoKu keeps at most this many chains in one step.
const MAX_CHAINS: usize = 9;

impl Conclusions {
    fn new() -> Conclusions {
        Conclusions {
            placements: vec![[None; 2]; CELLS * 10],
            eliminations: vec![[None; 2]; CELLS * 10],
            first_placement: CELLS * 10,
            first_elimination: CELLS * 10,
        }
    }

    /// Whether a conclusion could still change the step taken (see
    /// [`Conclusions::add`]).
    fn wanted(&self, place: bool, cell: usize, digit: usize, verity: bool) -> bool {
        let index = cell * 10 + digit;
        if place {
            index <= self.first_placement && self.placements[index][verity as usize].is_none()
        } else {
            self.first_placement == CELLS * 10 && index <= self.first_elimination
        }
    }

    /// Records the conclusion (`place`, `cell`, `digit`) of a step whose
    /// chains end at `ends` (a table and a node each), if it is a net.
    ///
    /// Following the chains back is the costly part, so it is done only
    /// where it can change the step taken: [`chosen_step`] takes the
    /// lowest placement, asking only which types found it, and only
    /// without placements the lowest elimination, comparing its types'
    /// lengths. Anything past those, or a placement's type already found,
    /// is skipped.
    fn add(
        &mut self,
        nets: &Nets,
        place: bool,
        cell: usize,
        digit: usize,
        verity: bool,
        ends: &[(&Table, u32)],
    ) {
        if !self.wanted(place, cell, digit, verity) {
            return;
        }
        let index = cell * 10 + digit;
        let chains = || {
            ends.iter()
                .take(MAX_CHAINS)
                .filter_map(|&(table, node)| nets.chain(table, node))
        };
        if place {
            // A placement's length is never compared: whether it is a net
            // is enough.
            if chains().any(|(_, branched)| branched) {
                self.placements[index][verity as usize] = Some(0);
                self.first_placement = index;
            }
            return;
        }
        let (mut length, mut net) = (0, false);
        for (chain, branched) in chains() {
            length += chain;
            net |= branched;
        }
        if !net {
            return;
        }
        let slot = &mut self.eliminations[index][verity as usize];
        if slot.map_or(true, |old| old > length) {
            *slot = Some(length);
        }
        self.first_elimination = index;
    }
}

/// The premise of `table` (cell, digit, on).
fn premise(table: &Table) -> (usize, u8, bool) {
    let node = table.entries[0].node;
    ((node / 20) as usize, (node / 2 % 10) as u8, is_on(node))
}

fn check_one(
    nets: &Nets,
    table: &Table,
    board: &Board,
    allowed: &[CellSet; 10],
    found: &mut Conclusions,
) {
    if table.is_empty() {
        return;
    }
    let (cell, digit, on) = premise(table);
    let d = digit as usize;
    // Every conclusion here is the premise's opposite.
    if !found.wanted(!on, cell, d, false) {
        return;
    }
    let mut false_premise = |ends: &[(&Table, u32)]| {
        found.add(nets, !on, cell, d, false, ends);
    };
    let opposite = if on {
        table.off_sets[d]
    } else {
        table.on_sets[d]
    };
    if opposite.contains(cell) {
        false_premise(&[(table, candidate_node(cell, digit, !on))]);
    }
    for x in 0..=9u8 {
        if let Some(at) = table.on_sets[x as usize]
            .and(table.off_sets[x as usize])
            .first()
        {
            false_premise(&[
                (table, candidate_node(at, x, false)),
                (table, candidate_node(at, x, true)),
            ]);
        }
    }
    for x in 1..=9u8 {
        for y in x + 1..=9u8 {
            if let Some(at) = table.on_sets[x as usize]
                .and(table.on_sets[y as usize])
                .first()
            {
                false_premise(&[
                    (table, candidate_node(at, x, true)),
                    (table, candidate_node(at, y, true)),
                ]);
            }
        }
    }
    for kind in 0..3 {
        for x in 1..=9u8 {
            for house in HOUSE_SETS.iter().skip(kind * 9).take(9) {
                let set = house.and(table.on_sets[x as usize]);
                if set.len() > 1 {
                    let ends: Vec<_> = set
                        .iter()
                        .map(|at| (table, candidate_node(at, x, true)))
                        .collect();
                    false_premise(&ends);
                }
            }
        }
    }
    let mut emptied = CellSet::ALL;
    for x in 1..=9 {
        emptied = emptied.and(table.off_sets[x].or(CellSet::ALL.minus(board.digit_cells[x])));
    }
    for x in 0..=9 {
        emptied = emptied.minus(table.on_sets[x]);
    }
    for at in emptied.iter().filter(|&at| board.values[at] == 0) {
        let ends: Vec<_> = digits_of(board.cands[at])
            .map(|x| (table, candidate_node(at, x, false)))
            .collect();
        false_premise(&ends);
    }
    for kind in 0..3 {
        for x in 1..=9u8 {
            for house in HOUSE_SETS.iter().skip(kind * 9).take(9) {
                let places = house.and(allowed[x as usize]);
                if !places.is_empty() && places.minus(table.off_sets[x as usize]).is_empty() {
                    let ends: Vec<_> = places
                        .iter()
                        .map(|at| (table, candidate_node(at, x, false)))
                        .collect();
                    false_premise(&ends);
                }
            }
        }
    }
}

/// What every table of `list` holds is true.
fn check_all(nets: &Nets, list: &[&Table], found: &mut Conclusions) {
    let Some(first) = list.first() else {
        return;
    };
    for x in 1..=9u8 {
        let d = x as usize;
        for on in [true, false] {
            let sets = |t: &Table| if on { t.on_sets[d] } else { t.off_sets[d] };
            let common = list.iter().fold(sets(first), |set, t| set.and(sets(t)));
            for at in common {
                if !found.wanted(on, at, d, true) {
                    continue;
                }
                let ends: Vec<_> = list
                    .iter()
                    .map(|&t| (t, candidate_node(at, x, on)))
                    .collect();
                found.add(nets, on, at, d, true, &ends);
            }
        }
    }
}

/// HoDoKu's forcing net step on `board`, or `None`.
pub(super) fn forcing_net(
    board: &Board,
    budget: &mut Budget,
) -> Result<Option<HodokuStep>, Exhausted> {
    let nets = Nets::build(board, budget)?;
    let mut found = Conclusions::new();
    let mut empty = CellSet::EMPTY;
    for cell in (0..CELLS).filter(|&cell| board.values[cell] == 0) {
        empty.insert(cell);
    }
    let mut allowed = [empty; 10];
    for cell in (0..CELLS).filter(|&cell| board.values[cell] != 0) {
        let value = board.values[cell] as usize;
        allowed[value] = allowed[value].minus(PEER_SETS[cell]);
    }
    for index in 0..CELLS * 10 {
        for on in [true, false] {
            let table = nets.table_of((index * 2 + on as usize) as u32);
            check_one(&nets, table, board, &allowed, &mut found);
        }
    }
    for index in 0..CELLS * 10 {
        let on = nets.table_of((index * 2 + 1) as u32);
        let off = nets.table_of((index * 2) as u32);
        if on.is_empty() || off.is_empty() {
            continue;
        }
        let cell = index / 10;
        for sets_on in [true, false] {
            for x in 1..=9u8 {
                let d = x as usize;
                let of = |t: &Table| if sets_on { t.on_sets[d] } else { t.off_sets[d] };
                for at in of(on).and(of(off)).minus(CellSet::single(cell)) {
                    let node = candidate_node(at, x, sets_on);
                    found.add(&nets, sets_on, at, d, true, &[(on, node), (off, node)]);
                }
            }
        }
    }
    for cell in (0..CELLS).filter(|&cell| board.values[cell] == 0) {
        let list: Vec<&Table> = digits_of(board.cands[cell])
            .map(|x| nets.table_of(candidate_node(cell, x, true)))
            .collect();
        check_all(&nets, &list, &mut found);
    }
    for house in HOUSE_SETS {
        for x in 1..=9u8 {
            let list: Vec<&Table> = board.digit_cells[x as usize]
                .and(house)
                .iter()
                .map(|cell| nets.table_of(candidate_node(cell, x, true)))
                .collect();
            check_all(&nets, &list, &mut found);
        }
    }
    Ok(chosen_step(
        &found.placements,
        &found.eliminations,
        FORCING_NET_CONTRADICTION,
        FORCING_NET_VERITY,
    ))
}

#[cfg(test)]
mod tests {
    use super::super::solver::{apply, next_step, walk};
    use super::*;

    /// The board of `puzzle` after the first `steps` steps of its path.
    fn board_after(puzzle: &[u8; CELLS], steps: usize) -> Board {
        let mut board = Board::new(&crate::grid::parse(puzzle).unwrap());
        let mut budget = Budget::new(0);
        for _ in 0..steps {
            let step = next_step(&mut board, &mut budget).expect("implemented");
            apply(&mut board, &step);
        }
        board
    }

    /// Each placement of `step` leaves `puzzle` one solution, each
    /// elimination's digit none (test-support's counter).
    fn confirm(step: &HodokuStep, puzzle: &[u8; CELLS]) {
        for (candidates, solutions) in [(&step.placements, 1), (&step.eliminations, 0)] {
            for c in candidates {
                let mut with = *puzzle;
                with[c.cell as usize] = b'0' + c.digit;
                let count = sudoku_test_support::count_solutions(&with, 2);
                assert_eq!(count, Some(solutions), "{step}");
            }
        }
    }

    /// Each placement of `step` is `solution`'s digit, no elimination
    /// removes it; `solution` checked by test-support.
    fn check(step: &HodokuStep, puzzle: &[u8; CELLS], solution: &[u8; CELLS]) {
        sudoku_test_support::check_solution(puzzle, solution).expect("the data's solution");
        for c in &step.placements {
            assert_eq!(solution[c.cell as usize], b'0' + c.digit, "{step}");
        }
        for c in &step.eliminations {
            assert_ne!(solution[c.cell as usize], b'0' + c.digit, "{step}");
        }
    }

    // Dev puzzles 558, 533, 542 and 539 (../shared/data/hodoku): the step
    // HoDoKu 2.2.0 took at their first forcing net, after the steps before
    // it (which this engine takes as HoDoKu does).
    #[test]
    fn the_first_forcing_nets_are_hodokus() {
        let cases: [(&[u8; CELLS], usize, &str); 4] = [
            (
                b".3..2.61.6.2......1..5....98..95...6..7.......9...8.5...4.7.3..2..3....1...4...6.",
                4,
                "Forcing Net Contradiction: r1c1<>4",
            ),
            (
                b"5....9....4.3.2.8.........7.38.....4...6...9..9.8..15...2..3..87...1.......5...4.",
                18,
                "Forcing Net Verity: r2c5=7",
            ),
            (
                b".2...7..4...98...29...2.5.....2.....34..6.7.9..6....4...95..836.7............1.5.",
                19,
                "Forcing Net Verity: r1c3<>1",
            ),
            (
                b"7..9....8.98..1......3...1.28.6...4...61.....5...3..2...5..7....7....48.....63.7.",
                14,
                "Forcing Net Contradiction: r2c9=4",
            ),
        ];
        for (puzzle, steps, expected) in cases {
            let board = board_after(puzzle, steps);
            let step = forcing_net(&board, &mut Budget::new(0))
                .unwrap()
                .expect("a forcing net");
            confirm(&step, puzzle);
            assert_eq!(step.to_string(), expected);
        }
    }

    /// A few dev puzzles' whole paths (tests/data/hodoku/forcing_nets.jsonl,
    /// its first line says how it was made): every step HoDoKu's.
    #[test]
    fn whole_paths_through_forcing_nets_are_hodokus() {
        let text = include_str!("../../../tests/data/hodoku/forcing_nets.jsonl");
        let mut nets = 0;
        for line in text.lines().filter(|line| line.starts_with('{')) {
            let value: serde_json::Value = serde_json::from_str(line).unwrap();
            let puzzle: [u8; CELLS] = value["puzzle"]
                .as_str()
                .unwrap()
                .as_bytes()
                .try_into()
                .unwrap();
            let solution: [u8; CELLS] = value["solution"]
                .as_str()
                .unwrap()
                .as_bytes()
                .try_into()
                .unwrap();
            let mut ours = Vec::new();
            walk(
                &crate::grid::parse(&puzzle).unwrap(),
                &mut Budget::new(0),
                |step| ours.push(step.clone()),
            )
            .expect("rated");
            let expected = value["steps"].as_array().unwrap();
            assert_eq!(ours.len(), expected.len());
            for (step, want) in ours.iter().zip(expected) {
                check(step, &puzzle, &solution);
                let sorted = |text: &str| {
                    let mut tokens: Vec<&str> = text.split_whitespace().collect();
                    tokens.sort();
                    tokens.join(" ")
                };
                let mut placements: Vec<String> = step
                    .placements
                    .iter()
                    .map(|c| format!("r{}c{}={}", c.cell / 9 + 1, c.cell % 9 + 1, c.digit))
                    .collect();
                placements.sort();
                let mut eliminations: Vec<String> = step
                    .eliminations
                    .iter()
                    .map(|c| format!("r{}c{}<>{}", c.cell / 9 + 1, c.cell % 9 + 1, c.digit))
                    .collect();
                eliminations.sort();
                assert_eq!(
                    (step.name(), placements.join(" "), eliminations.join(" ")),
                    (
                        want["technique"].as_str().unwrap(),
                        sorted(want["placements"].as_str().unwrap()),
                        sorted(want["eliminations"].as_str().unwrap())
                    )
                );
                nets += step.name().starts_with("Forcing Net") as usize;
            }
        }
        assert!(nets >= 3, "{nets} forcing net steps");
    }

    #[test]
    fn the_search_stops_when_the_budget_runs_out() {
        let puzzle =
            b"1..4..7...2..5..8...3..6..94..7..1...5..8..2...6..3..47..1..6...8..2..3...9..4..5";
        let board = board_after(puzzle, 4);
        assert!(forcing_net(&board, &mut Budget::new(1000)).is_err());
    }
}
