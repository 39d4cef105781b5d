//! Franken fish, basic and finned (HoDoKu enables the X-Wing and Swordfish
//! sizes by default): `size` base houses, rows and boxes (or columns and
//! boxes), whose places for a digit lie in `size` cover houses, columns and
//! boxes (or rows and boxes), but for fins. At least one box takes part,
//! or it would be a basic fish.
//!
//! A place in two base houses is an endo fin: the basic form allows none,
//! the finned form at most two. A cover place outside the base loses the
//! digit, and so does a base place in two covers (cannibalism); with fins
//! (external and endo, 1-5 in all) only the places that see every fin.
//!
//! HoDoKu's order, and its step is the first found: digits 1-9; row bases
//! (rows then boxes, covers columns then boxes) before column bases;
//! base houses then cover houses in lexicographic order of those lists. A
//! cover house is taken only if it meets the base and is not itself a base
//! house; the finned search drops a choice of covers that already takes in
//! every base place before the last cover is picked.

use super::board::{bit, Board};
use super::step::HodokuStep;
use super::subsets::first_combination;
use super::table::numbers::{
    FINNED_FRANKEN_SWORDFISH, FINNED_FRANKEN_X_WING, FRANKEN_SWORDFISH, FRANKEN_X_WING,
};
use crate::geometry::{house_kind, CellSet, HouseKind, CELLS, HOUSES_OF, HOUSE_SETS, PEER_SETS};
use crate::logic::budget::{Budget, Exhausted};

/// HoDoKu's default limits on fins.
const MAX_FINS: u32 = 5;
const MAX_ENDO_FINS: u32 = 2;

/// One house of a base or cover: its index (0-26) and the digit's places in it.
#[derive(Clone, Copy)]
struct Unit {
    house: usize,
    places: CellSet,
}

/// What stays fixed while covers are chosen for one set of base houses.
/// The choice itself runs on masks of the base's places (bit `k` is the
/// base's `k`-th place, at most 27), so that the fin counts of the inner
/// loops are done on 32 bits, not on the 81-cell sets.
struct Search<'a> {
    size: usize,
    finned: bool,
    digit: u8,
    places: CellSet,
    base: CellSet,
    endo_fins: CellSet,
    base_houses: &'a [usize],
    covers: &'a [Unit],
    /// Per cover, the base places it takes in, as a mask.
    masks: &'a [u32],
    /// Every base place, as a mask, and the endo fins'.
    all: u32,
    endo_mask: u32,
    most_from: [u32; 28],
}

/// What the searches on a walk's earlier grids found: per form (size and
/// finned) and digit, the digit's places on which there was no Franken
/// fish, and the budget units that search spent. A digit's search reads
/// only its places, so on the same places it would find nothing again;
/// most steps of a hard path leave most digits' places as they were.
#[derive(Default)]
pub(super) struct Memo([[Option<(CellSet, u64)>; 10]; 4]);

/// The first Franken fish of `size` (2 or 3) on `board`, finned or not.
/// Spends one budget unit per set of base houses tried (for a digit known
/// from `memo` to have no fish, the units its search took).
pub(super) fn franken(
    board: &Board,
    size: usize,
    finned: bool,
    budget: &mut Budget,
    memo: &mut Memo,
) -> Result<Option<HodokuStep>, Exhausted> {
    let known = &mut memo.0[(size - 2) * 2 + finned as usize];
    for digit in 1..=9u8 {
        let places = board.digit_cells[digit as usize];
        if places.is_empty() {
            continue;
        }
        if let Some((none_on, tried)) = known[digit as usize] {
            if none_on == places {
                budget.spend(tried)?;
                continue;
            }
        }
        let mut tried = 0;
        // Rows, then columns, as the base lines; boxes join both sides.
        // `cross` picks the cover line of a cell from `HOUSES_OF`.
        for (lines, cross_lines, cross) in [(0..9, 9..18, 1), (9..18, 0..9, 0)] {
            let units = |range: std::ops::Range<usize>| -> Vec<Unit> {
                range
                    .chain(18..27)
                    .map(|house| Unit {
                        house,
                        places: places.and(HOUSE_SETS[house]),
                    })
                    .filter(|unit| !unit.places.is_empty())
                    .collect()
            };
            let bases: Vec<Base> = units(lines)
                .into_iter()
                .filter(|unit| finned || unit.places.len() as usize <= size)
                .map(|unit| Base::new(unit, places, cross))
                .collect();
            let covers = units(cross_lines);
            let mut spent = Ok(());
            let found = first_combination(bases.len(), size, |picked| {
                if let Err(exhausted) = budget.spend(1) {
                    spent = Err(exhausted);
                    return Some(None);
                }
                tried += 1;
                fish_on(&bases, picked, &covers, cross, size, finned, digit, places).map(Some)
            });
            spent?;
            if let Some(Some(step)) = found {
                return Ok(Some(step));
            }
        }
        known[digit as usize] = Some((places, tried));
    }
    Ok(None)
}

/// A base house, with what its places reach on the cover side: the cover
/// houses holding them (bit per house number) and the digit's places in
/// those houses.
#[derive(Clone, Copy)]
struct Base {
    unit: Unit,
    touches: u32,
    reach: CellSet,
}

impl Base {
    fn new(unit: Unit, places: CellSet, cross: usize) -> Base {
        let touches = unit.places.iter().fold(0u32, |bits, cell| {
            bits | 1 << HOUSES_OF[cell][cross] | 1 << HOUSES_OF[cell][2]
        });
        let reach = (0..27)
            .filter(|house| touches >> house & 1 == 1)
            .fold(CellSet::EMPTY, |reach, house| {
                reach.or(places.and(HOUSE_SETS[house]))
            });
        Base {
            unit,
            touches,
            reach,
        }
    }
}

/// The first fish whose base houses are `bases[picked]`, if any.
#[allow(clippy::too_many_arguments)]
fn fish_on(
    bases: &[Base],
    picked: &[usize],
    covers: &[Unit],
    cross: usize,
    size: usize,
    finned: bool,
    digit: u8,
    places: CellSet,
) -> Option<HodokuStep> {
    let mut base = CellSet::EMPTY;
    let mut endo_fins = CellSet::EMPTY;
    let (mut base_bits, mut touches, mut targets) = (0u32, 0u32, CellSet::EMPTY);
    for &i in picked {
        let Base {
            unit,
            touches: more,
            reach,
        } = bases[i];
        let overlap = base.and(unit.places);
        if !overlap.is_empty() {
            if !finned || endo_fins.or(overlap).len() > MAX_ENDO_FINS {
                return None;
            }
            endo_fins = endo_fins.or(overlap);
        }
        base = base.or(unit.places);
        base_bits |= 1 << unit.house;
        touches |= more;
        targets = targets.or(reach);
    }
    // The covers the search below may choose: cover houses that meet the
    // base and are not base houses.
    let cover_bits = touches & !base_bits;
    if (cover_bits.count_ones() as usize) < size
        || !may_eliminate(base, endo_fins, targets, cover_bits, cross, size, finned)
    {
        return None;
    }
    let mut base_houses = [0usize; 3];
    for (house, &i) in base_houses.iter_mut().zip(picked) {
        *house = bases[i].unit.house;
    }
    let base_houses = &base_houses[..picked.len()];
    let mut chosen_covers = [Unit {
        house: 0,
        places: CellSet::EMPTY,
    }; 27];
    let mut count = 0;
    for unit in covers {
        if !base_houses.contains(&unit.house) && !unit.places.and(base).is_empty() {
            chosen_covers[count] = *unit;
            count += 1;
        }
    }
    if count < size {
        return None;
    }
    let covers = &chosen_covers[..count];
    // Bit k of a mask is the base's k-th place; a base place lies in two
    // covers at most (its cross line and its box).
    let mut position = [0u8; CELLS];
    for (k, cell) in base.iter().enumerate() {
        position[cell] = k as u8;
    }
    let mask_of = |set: CellSet| set.iter().fold(0u32, |m, c| m | 1 << position[c]);
    let mut masks = [0u32; 27];
    for (mask, unit) in masks.iter_mut().zip(covers) {
        *mask = mask_of(unit.places.and(base));
    }
    let masks = &masks[..count];
    let all = (1u32 << base.len()) - 1;
    let endo_mask = mask_of(endo_fins);
    // Per cover index, the most base places one cover from there on takes
    // in: it bounds the fins a branch must leave, to skip branches that
    // cannot end within HoDoKu's fin limits.
    let mut most_from = [0u32; 28];
    for i in (0..count).rev() {
        most_from[i] = most_from[i + 1].max(masks[i].count_ones());
    }
    let search = Search {
        size,
        finned,
        digit,
        places,
        base,
        endo_fins,
        base_houses,
        covers,
        masks,
        all,
        endo_mask,
        most_from,
    };
    let mut chosen = [0usize; 3];
    search.covers_from(0, 0, &mut chosen, 0)
}

/// Whether some place of `targets` could lose the digit to a fish on the
/// base places `base` with `size` of the covers `cover_bits` (a bit per
/// house number). Such a place lies in a chosen cover (a base place in two:
/// a cannibal) and sees every fin, so it and the base places it does not
/// see, which cannot be fins, lie in the chosen covers; without fins every
/// base place does. A necessary condition only: the full search runs on the
/// base sets that pass. On the 8.1-9.0 dev paths it left about one finned
/// base set in 100,000 (each held a fish), where the search tried tens of
/// cover choices on each and tested their fins' common peers.
fn may_eliminate(
    base: CellSet,
    endo_fins: CellSet,
    targets: CellSet,
    cover_bits: u32,
    cross: usize,
    size: usize,
    finned: bool,
) -> bool {
    targets.iter().any(|place| {
        let peers = PEER_SETS[place];
        if !endo_fins.minus(peers).is_empty() {
            return false; // an endo fin is always a fin
        }
        let no_fins = if finned { base.minus(peers) } else { base };
        if !base.contains(place) {
            return coverable(no_fins.or(CellSet::single(place)), size, cover_bits, cross);
        }
        let [line, boxed] = [HOUSES_OF[place][cross], HOUSES_OF[place][2]];
        let both = 1 << line | 1 << boxed;
        cover_bits & both == both
            && coverable(
                no_fins
                    .minus(HOUSE_SETS[line as usize])
                    .minus(HOUSE_SETS[boxed as usize]),
                size - 2,
                cover_bits,
                cross,
            )
    })
}

/// Whether at most `slots` of the covers `cover_bits` take in every cell
/// of `cells`. Most sets fail, and most of those hold `slots + 1` cells no
/// two of which share a cover line or box: found greedily first.
fn coverable(cells: CellSet, slots: usize, cover_bits: u32, cross: usize) -> bool {
    let mut apart = cells;
    for _ in 0..=slots {
        let Some(cell) = apart.first() else {
            return covered_by(cells, slots, cover_bits, cross);
        };
        let [line, boxed] = [HOUSES_OF[cell][cross], HOUSES_OF[cell][2]];
        apart = apart
            .minus(HOUSE_SETS[line as usize])
            .minus(HOUSE_SETS[boxed as usize]);
    }
    false
}

/// The exact test: the lowest cell's cover line or box is one of them.
fn covered_by(cells: CellSet, slots: usize, cover_bits: u32, cross: usize) -> bool {
    let Some(cell) = cells.first() else {
        return true;
    };
    slots > 0
        && [HOUSES_OF[cell][cross], HOUSES_OF[cell][2]]
            .into_iter()
            .any(|house| {
                cover_bits >> house & 1 == 1
                    && covered_by(
                        cells.minus(HOUSE_SETS[house as usize]),
                        slots - 1,
                        cover_bits,
                        cross,
                    )
            })
}

impl Search<'_> {
    /// Picks the remaining covers from `start` on, depth first in index
    /// order; `covered` is the chosen covers' base places, as a mask.
    fn covers_from(
        &self,
        start: usize,
        covered: u32,
        chosen: &mut [usize; 3],
        picked: usize,
    ) -> Option<HodokuStep> {
        let left = self.size - picked;
        let max_fins = if self.finned { MAX_FINS } else { 0 };
        for i in start..=self.covers.len() - left {
            let now_covered = covered | self.masks[i];
            chosen[picked] = i;
            let found = if left > 1 {
                let uncovered = (self.all & !now_covered).count_ones();
                // HoDoKu stops a finned search on this branch once no
                // external fin can remain.
                if self.finned && uncovered == 0 {
                    None
                } else if uncovered > max_fins + (left as u32 - 1) * self.most_from[i + 1] {
                    // Even the largest covers left would leave too many
                    // fins: no fish on this branch.
                    None
                } else {
                    self.covers_from(i + 1, now_covered, chosen, picked + 1)
                }
            } else {
                let fins = (self.all & !now_covered) | self.endo_mask;
                let fins_fit = if self.finned {
                    fins != 0 && fins.count_ones() <= MAX_FINS
                } else {
                    fins == 0
                };
                if fins_fit {
                    self.fish(&chosen[..self.size])
                } else {
                    None
                }
            };
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// The step of one complete choice of covers whose fins are within
    /// the limits, if it is a Franken fish and eliminates something.
    fn fish(&self, chosen: &[usize]) -> Option<HodokuStep> {
        let (mut covered, mut cannibals) = (CellSet::EMPTY, CellSet::EMPTY);
        for &i in chosen {
            let unit = self.covers[i].places;
            cannibals = cannibals.or(covered.and(unit));
            covered = covered.or(unit);
        }
        // The places a fish of these covers could eliminate, before the fins
        // narrow them to their common peers.
        let open = self.places.and(covered.minus(self.base).or(cannibals));
        if open.is_empty() {
            return None;
        }
        let fins = self.base.minus(covered).or(self.endo_fins);
        let mut gone = open;
        for fin in fins {
            gone = gone.and(PEER_SETS[fin]);
            if gone.is_empty() {
                return None;
            }
        }
        let is_box = |house: usize| house_kind(house) == HouseKind::Box;
        if !self.base_houses.iter().any(|&house| is_box(house))
            && !chosen.iter().any(|&i| is_box(self.covers[i].house))
        {
            return None; // a basic fish, not a Franken one
        }
        let mut step = HodokuStep::new(match (self.size, self.finned) {
            (2, false) => FRANKEN_X_WING,
            (2, true) => FINNED_FRANKEN_X_WING,
            (_, false) => FRANKEN_SWORDFISH,
            (_, true) => FINNED_FRANKEN_SWORDFISH,
        });
        step.digits = bit(self.digit);
        step.cells = self.base.iter().map(|c| c as u8).collect();
        for cell in gone {
            step.eliminate(cell, self.digit);
        }
        Some(step)
    }
}

#[cfg(test)]
mod tests {
    use super::super::als::tests::{cell_names, first_step_of};
    use super::super::solver::{apply, next_step};
    use super::*;

    // Dev puzzles 416 and 562 and their steps, from HoDoKu 2.2.0's paths
    // (../shared/data/hodoku); `first_step_of` refutes every elimination
    // with test-support's counter.
    #[test]
    fn finned_franken_swordfish_takes_hodokus_first_fish() {
        let (step, eliminations) = first_step_of(
            "8.........2...7.5...421..3..8.45...2.1..2.........1.7...3..84...51..........75.9.",
            FINNED_FRANKEN_SWORDFISH,
        );
        assert_eq!(eliminations, "r7c5<>9");
        // HoDoKu's body r3c2 r3c6 r6c2 r6c4 r7c2 r7c4 and fins r1c5 r8c4.
        assert_eq!(
            cell_names(&step.cells),
            "r1c5 r3c2 r3c6 r6c2 r6c4 r7c2 r7c4 r8c4"
        );
        let (_, eliminations) = first_step_of(
            "54..9..6....6...8..3.7.2..1.2..7......14..5....9.3....3.4...2.........382......1.",
            FINNED_FRANKEN_SWORDFISH,
        );
        assert_eq!(eliminations, "r5c2<>8");
    }

    // The basic forms and the finned X-Wing never came up on a path
    // (docs/HODOKU.md); on the first boards of dev puzzles, before simpler
    // techniques, each form finds fish, and test-support's counter refutes
    // every elimination.
    #[test]
    fn every_form_eliminates_only_what_the_counter_refutes() {
        let puzzles = [
            "8.........2...7.5...421..3..8.45...2.1..2.........1.7...3..84...51..........75.9.",
            "54..9..6....6...8..3.7.2..1.2..7......14..5....9.3....3.4...2.........382......1.",
            "6..84..2...39.............45.7..6.4..6.........1.8.6.....37.....7..1.96.3.26..1..",
            "9............2.43...86....18..7....5.67.......15.......8.5....6.....32......4..9.",
        ];
        for (size, finned) in [(2, false), (3, false), (2, true), (3, true)] {
            let mut found = 0;
            for puzzle in puzzles {
                let puzzle: [u8; 81] = puzzle.as_bytes().try_into().unwrap();
                let board = Board::new(&crate::grid::parse(&puzzle).unwrap());
                let Some(step) = franken(
                    &board,
                    size,
                    finned,
                    &mut Budget::new(0),
                    &mut Memo::default(),
                )
                .unwrap() else {
                    continue;
                };
                found += 1;
                assert!(!step.eliminations.is_empty());
                for e in &step.eliminations {
                    let mut with = puzzle;
                    with[e.cell as usize] = b'0' + e.digit;
                    let count = sudoku_test_support::count_solutions(&with, 1);
                    assert_eq!(count, Some(0), "{step}");
                }
            }
            assert!(found > 0, "no fish of size {size}, finned {finned}");
        }
    }

    #[test]
    fn the_search_stops_when_the_budget_runs_out() {
        let puzzle =
            b"8.........2...7.5...421..3..8.45...2.1..2.........1.7...3..84...51..........75.9.";
        let mut board = Board::new(&crate::grid::parse(puzzle).unwrap());
        let mut budget = Budget::new(0);
        loop {
            let step = next_step(&mut board, &mut budget).unwrap();
            if step.technique == FINNED_FRANKEN_SWORDFISH {
                break;
            }
            apply(&mut board, &step);
        }
        assert!(franken(&board, 3, true, &mut Budget::new(3), &mut Memo::default()).is_err());
        assert!(
            franken(&board, 3, true, &mut Budget::new(0), &mut Memo::default())
                .unwrap()
                .is_some()
        );
        // No basic Franken fish here: HoDoKu went on to the finned one.
        // Searched again with what the first search remembered, it finds
        // none again and spends the same units, so a budget runs out at
        // the same step of a walk with or without the memo.
        let mut memo = Memo::default();
        let (mut first, mut again) = (Budget::new(1 << 40), Budget::new(1 << 40));
        assert!(franken(&board, 3, false, &mut first, &mut memo)
            .unwrap()
            .is_none());
        assert!(memo.0[2].iter().any(Option::is_some));
        assert!(franken(&board, 3, false, &mut again, &mut memo)
            .unwrap()
            .is_none());
        assert_eq!(first.left(), again.left());
        assert!(first.left() < 1 << 40);
        // The finned search still finds its fish with that memo.
        assert!(franken(&board, 3, true, &mut Budget::new(0), &mut memo)
            .unwrap()
            .is_some());
    }
}
