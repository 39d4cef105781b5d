//! Naked, locked and hidden subsets (pairs, triples, quadruples). HoDoKu
//! scans boxes, then rows, then columns; within a house the subsets in
//! lexicographic order of their cells (naked) or digits (hidden), and takes
//! the first that eliminates something. A naked pair or triple in one box
//! and one line that eliminates in both is a locked pair or triple; naked
//! pairs and triples never include those.

mod closed;
mod memo;

pub(super) use memo::Memo;

use super::board::{bit, digits_of, ones, Board, CROSSING};
use super::house_places::HousePlaces;
use super::step::HodokuStep;
use super::table::numbers::{
    HIDDEN_PAIR, HIDDEN_QUADRUPLE, HIDDEN_TRIPLE, LOCKED_PAIR, LOCKED_TRIPLE, NAKED_PAIR,
    NAKED_QUADRUPLE, NAKED_TRIPLE,
};
use crate::geometry::{CellSet, HOUSES, HOUSES_OF, HOUSE_CELLS, HOUSE_SETS};
use closed::{Closed, Items, Lists, KEPT, LISTED};

/// The first `size`-combination of `0..n` (lexicographic order) for which
/// `visit` gives an answer.
pub(super) fn first_combination<R>(
    n: usize,
    size: usize,
    mut visit: impl FnMut(&[usize]) -> Option<R>,
) -> Option<R> {
    if size > n || size == 0 {
        return None;
    }
    // No allocation: fish searches call this once per base choice.
    let mut buffer = [0usize; 8];
    let picked = &mut buffer[..size];
    for (i, p) in picked.iter_mut().enumerate() {
        *p = i;
    }
    loop {
        if let Some(found) = visit(picked) {
            return Some(found);
        }
        // Advance to the next combination.
        let mut k = size;
        loop {
            if k == 0 {
                return None;
            }
            k -= 1;
            if picked[k] < n - size + k {
                break;
            }
        }
        picked[k] += 1;
        for j in k + 1..size {
            picked[j] = picked[j - 1] + 1;
        }
    }
}

/// The first `size`-combination of `masks` (lexicographic order of
/// positions) whose union holds exactly `size` bits and for which `visit`
/// (given the positions and the union) gives an answer. A branch whose
/// union already holds more is cut: every combination below it fails the
/// same way, so the order of those tried is unchanged.
pub(super) fn first_closed_subset<R>(
    masks: &[u16],
    size: usize,
    mut visit: impl FnMut(&[usize], u16) -> Option<R>,
) -> Option<R> {
    let n = masks.len();
    if size == 0 || size > n || size > 4 {
        return None;
    }
    // A loop over the depth, not a recursion: the searches call this per
    // house (and per digit and direction) on every step they run on.
    let mut picked = [0usize; 4];
    // `unions[d]`: the union of the masks picked above depth `d`.
    let mut unions = [0u16; 4];
    let mut depth = 0;
    loop {
        let i = picked[depth];
        if i > n - (size - depth) {
            if depth == 0 {
                return None;
            }
            depth -= 1;
            picked[depth] += 1;
            continue;
        }
        let wider = unions[depth] | masks[i];
        let bits = ones(wider) as usize;
        if bits <= size {
            if depth + 1 == size {
                if bits == size {
                    if let Some(found) = visit(&picked[..size], wider) {
                        return Some(found);
                    }
                }
            } else {
                depth += 1;
                unions[depth] = wider;
                picked[depth] = i + 1;
                continue;
            }
        }
        picked[depth] += 1;
    }
}

/// Naked subsets of `size` cells that are locked (`locked`) or not.
pub(super) fn naked(
    board: &Board,
    size: usize,
    locked: bool,
    memo: &mut Memo,
) -> Option<HodokuStep> {
    // Quadruples lie in one house: none where the hidden complement is
    // known empty. Pairs and triples may be locked (two houses).
    let skip = if size == 4 {
        memo.complement_none(board, size, true)
    } else if !locked {
        memo.small_lines(board, size)
    } else {
        0
    };
    let small = memo.small_of(board);
    let (of_size, listed) = (small[size - 2], small[LISTED - 2]);
    // The houses with `size` cells of few candidates, but `skip`: in one
    // pass without branches (the counts are unpredictable).
    let mut houses = 0u32;
    for (house, &positions) in of_size.iter().enumerate() {
        houses |= u32::from(ones(positions) as usize >= size) << house;
    }
    houses &= !skip;
    let index = if locked { size - 2 } else { size };
    let seen = &mut memo.naked[index];
    let lists = &mut memo.naked_lists;
    let mut search = |first| {
        naked_in(
            board, first, size, locked, &of_size, &listed, houses, seen, lists,
        )
    };
    let found = match search(18) {
        Some(step) => Some(step),
        None if locked => None,
        None => search(0).or_else(|| search(9)),
    };
    if found.is_none() {
        memo.naked_none[index] = board.stamp();
    }
    found
}

#[allow(clippy::too_many_arguments)]
fn naked_in(
    board: &Board,
    first: usize,
    size: usize,
    locked: bool,
    small: &[u16; HOUSES],
    listed: &[u16; HOUSES],
    houses: u32,
    seen: &mut [u32; HOUSES],
    lists: &mut Lists,
) -> Option<HodokuStep> {
    // `houses`' nine from `first`, in order.
    let mut rest = houses >> first & 0x1ff;
    while rest != 0 {
        let house = first + rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let house_cells = &HOUSE_CELLS[house];
        let positions = small[house];
        // Before the crossing houses' stamps: one house's stamp and a bit.
        if size <= LISTED && lists.all_kept(board, house, size) {
            continue;
        }
        if board.unchanged_since(seen[house], &CROSSING[house]) {
            continue;
        }
        let list = if size <= LISTED {
            lists.of(board, house, size, || {
                let mut items = Items::default();
                let mut rest = listed[house];
                while rest != 0 {
                    let j = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    items.push(1 << j, board.cands[house_cells[j] as usize]);
                }
                items
            })
        } else {
            None
        };
        let listed_here = list.is_some();
        let found = match list {
            Some((list, notes)) => list.iter().enumerate().find_map(|(i, &closed)| {
                let Closed { members, union } = closed;
                // What the subset does, asked once per grid (the locked and
                // the naked search of a size meet the same subsets).
                let note = *notes >> (2 * i) & 3;
                if note == NOTHING || note == if locked { NOT_LOCKED } else { LOCKED } {
                    return None;
                }
                let mut subset = [0usize; 4];
                let mut rest = members;
                for slot in subset.iter_mut().take(size) {
                    *slot = house_cells[rest.trailing_zeros() as usize] as usize;
                    rest &= rest - 1;
                }
                let cells = &subset[..size];
                let Some(hits) = naked_hits(board, cells, union) else {
                    *notes |= NOTHING << (2 * i);
                    return None;
                };
                *notes |= if hits.locked { LOCKED } else { NOT_LOCKED } << (2 * i);
                (hits.locked == locked).then(|| naked_build(board, cells, union, &hits))
            }),
            None => naked_walk(board, house_cells, positions, size, locked),
        };
        if found.is_some() {
            return found;
        }
        if listed_here {
            lists.note_if_all_kept(house, size);
        }
        seen[house] = board.stamp();
    }
    None
}

/// The house's first naked subset of `size` among the cells at `positions`
/// (those with 1..=size candidates) that is locked (`locked`) or not.
fn naked_walk(
    board: &Board,
    house_cells: &[u8; 9],
    mut positions: u16,
    size: usize,
    locked: bool,
) -> Option<HodokuStep> {
    // On the stack: every subset search scans all 27 houses.
    let mut buffer = [0usize; 9];
    let mut masks = [0u16; 9];
    let mut count = 0;
    while positions != 0 {
        let cell = house_cells[positions.trailing_zeros() as usize] as usize;
        positions &= positions - 1;
        buffer[count] = cell;
        masks[count] = board.cands[cell];
        count += 1;
    }
    let cells = &buffer[..count];
    first_closed_subset(&masks[..count], size, |picked, union| {
        let mut subset = [0usize; 4];
        for (slot, &i) in subset.iter_mut().zip(picked) {
            *slot = cells[i];
        }
        naked_step(board, &subset[..size], union, locked)
    })
}

/// [`Lists::notes`] of the naked searches: what a listed subset does.
/// Nothing, on the walk's later grids too: its cells keep fewer
/// candidates and the houses' other cells fewer of its digits.
const NOTHING: u32 = KEPT;
const LOCKED: u32 = 2;
const NOT_LOCKED: u32 = 3;

/// Where a naked subset eliminates: the houses it lies in (row, column,
/// box) and the cells losing a digit in each; whether it is locked.
#[derive(Clone, Copy)]
struct Hits {
    first: [u8; 3],
    hit_cells: [CellSet; 3],
    locked: bool,
}

fn naked_step(board: &Board, cells: &[usize], digits: u16, locked: bool) -> Option<HodokuStep> {
    let hits = naked_hits(board, cells, digits)?;
    (hits.locked == locked).then(|| naked_build(board, cells, digits, &hits))
}

/// The subset's [`Hits`], `None` when it eliminates nothing.
fn naked_hits(board: &Board, cells: &[usize], digits: u16) -> Option<Hits> {
    let first = HOUSES_OF[cells[0]];
    let mut same = [true; 3];
    let mut subset = CellSet::single(cells[0]);
    for &cell in &cells[1..] {
        let houses = HOUSES_OF[cell];
        for k in 0..3 {
            same[k] &= houses[k] == first[k];
        }
        subset.insert(cell);
    }
    let mut holders = CellSet::EMPTY;
    let mut rest = digits;
    while rest != 0 {
        holders = holders.or(board.digit_cells[rest.trailing_zeros() as usize + 1]);
        rest &= rest - 1;
    }
    let holders = holders.minus(subset);
    // The cells that lose a digit, per house the subset lies in. Houses
    // with eliminations: the box counts, a line only for cells outside the
    // subset's box.
    let mut hit_cells = [CellSet::EMPTY; 3];
    let mut houses_hit = 0;
    for k in 0..3 {
        if !same[k] {
            continue;
        }
        hit_cells[k] = holders.and(HOUSE_SETS[first[k] as usize]);
        let counted = if k == 2 {
            hit_cells[k]
        } else {
            hit_cells[k].minus(HOUSE_SETS[first[2] as usize])
        };
        if !counted.is_empty() {
            houses_hit += 1;
        }
    }
    if hit_cells.iter().all(|set| set.is_empty()) {
        return None;
    }
    let locked = cells.len() < 4 && houses_hit > 1 && same[2] && (same[0] || same[1]);
    Some(Hits {
        first,
        hit_cells,
        locked,
    })
}

fn naked_build(board: &Board, cells: &[usize], digits: u16, hits: &Hits) -> HodokuStep {
    let Hits {
        first,
        hit_cells,
        locked: is_locked,
    } = *hits;
    let size = cells.len();
    let technique = match (size, is_locked) {
        (2, true) => LOCKED_PAIR,
        (3, true) => LOCKED_TRIPLE,
        (2, false) => NAKED_PAIR,
        (3, false) => NAKED_TRIPLE,
        _ => NAKED_QUADRUPLE,
    };
    let mut step = HodokuStep::new(technique);
    step.cells = cells.iter().map(|&c| c as u8).collect();
    step.digits = digits;
    // Row, column, box, each in the house's cell order, every cell once
    // (it loses the same digits from whichever house it is reached).
    let mut done = CellSet::EMPTY;
    for k in 0..3 {
        for &cell in &HOUSE_CELLS[first[k] as usize] {
            let cell = cell as usize;
            if !hit_cells[k].contains(cell) || done.contains(cell) {
                continue;
            }
            done.insert(cell);
            for digit in digits_of(board.cands[cell] & digits) {
                step.eliminate(cell, digit);
            }
        }
    }
    step
}

/// Hidden subsets of `size` digits.
pub(super) fn hidden(
    board: &Board,
    size: usize,
    memo: &mut Memo,
    places: &mut HousePlaces,
) -> Option<HodokuStep> {
    let skip = memo.complement_none(board, size, false);
    let seen = &mut memo.hidden[size - 2];
    let lists = &mut memo.hidden_lists;
    let found = hidden_in(board, 18, size, skip, seen, places, lists)
        .or_else(|| hidden_in(board, 0, size, skip, seen, places, lists))
        .or_else(|| hidden_in(board, 9, size, skip, seen, places, lists));
    if found.is_none() {
        memo.hidden_none[size - 2] = board.stamp();
    }
    found
}

fn hidden_in(
    board: &Board,
    first: usize,
    size: usize,
    skip: u32,
    seen: &mut [u32; HOUSES],
    places: &mut HousePlaces,
    lists: &mut Lists,
) -> Option<HodokuStep> {
    for (house, cells) in HOUSE_CELLS.iter().enumerate().skip(first).take(9) {
        // A hidden subset and its eliminations lie in the house.
        if skip >> house & 1 != 0 || board.unchanged_since(seen[house], &[house as u8]) {
            continue;
        }
        // A house of `size` empty cells or fewer is in `skip`.
        let positions = places.of(board, house);
        let free = &board.free[house];
        let list = if size <= LISTED {
            lists.of(board, house, size, || {
                let mut items = Items::default();
                for digit in 1..=9u8 {
                    if (1..=LISTED).contains(&(free[digit as usize] as usize)) {
                        items.push(bit(digit), positions[digit as usize - 1]);
                    }
                }
                items
            })
        } else {
            None
        };
        let found = match list {
            Some((list, _)) => list
                .iter()
                .find_map(|&Closed { members, union }| hidden_step(board, cells, members, union)),
            None => hidden_walk(board, cells, positions, free, size),
        };
        if found.is_some() {
            return found;
        }
        seen[house] = board.stamp();
    }
    None
}

/// The house's first hidden subset of `size` digits with eliminations.
fn hidden_walk(
    board: &Board,
    cells: &[u8; 9],
    positions: &[u16; 9],
    free: &[u8; 10],
    size: usize,
) -> Option<HodokuStep> {
    // A hidden subset needs `size` digits with 1..=size places.
    let few = (1..=9u8)
        .filter(|&d| (1..=size).contains(&(free[d as usize] as usize)))
        .fold(0u16, |m, d| m | bit(d));
    if (ones(few) as usize) < size {
        return None;
    }
    let mut buffer = [(0u8, 0u16); 9];
    let mut count = 0;
    for digit in digits_of(few) {
        buffer[count] = (digit, positions[digit as usize - 1]);
        count += 1;
    }
    let digits = &buffer[..count];
    let mut masks = [0u16; 9];
    for (mask, &(_, positions)) in masks.iter_mut().zip(digits) {
        *mask = positions;
    }
    first_closed_subset(&masks[..count], size, |picked, positions| {
        let mask = picked.iter().fold(0, |m, &i| m | bit(digits[i].0));
        hidden_step(board, cells, mask, positions)
    })
}

fn hidden_step(board: &Board, house: &[u8; 9], digits: u16, positions: u16) -> Option<HodokuStep> {
    let cells = (0..9)
        .filter(|&j| positions & 1 << j != 0)
        .map(|j| house[j] as usize);
    // Most subsets found eliminate nothing: no step built for those.
    if cells.clone().all(|cell| board.cands[cell] & !digits == 0) {
        return None;
    }
    let mut step = HodokuStep::new(match digits.count_ones() {
        2 => HIDDEN_PAIR,
        3 => HIDDEN_TRIPLE,
        _ => HIDDEN_QUADRUPLE,
    });
    for cell in cells.clone() {
        for digit in digits_of(board.cands[cell] & !digits) {
            step.eliminate(cell, digit);
        }
    }
    step.cells = cells.map(|c| c as u8).collect();
    step.digits = digits;
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::hodoku::random_puzzles::RandomPuzzles;

    #[test]
    fn closed_subsets_come_in_lexicographic_order() {
        // Every closed subset, as first_closed_subset hands them on, against
        // every combination's union counted in first_combination's order.
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..2000 {
            let n = (next() % 10) as usize;
            let masks: Vec<u16> = (0..n)
                .map(|_| {
                    let m = (next() & next()) as u16 & 0x1ff;
                    if next() % 3 == 0 {
                        m & 0x3f
                    } else {
                        m
                    }
                })
                .collect();
            for size in 1..=4 {
                let mut fast = Vec::new();
                first_closed_subset::<()>(&masks, size, |picked, union| {
                    fast.push((picked.to_vec(), union));
                    None
                });
                let mut slow = Vec::new();
                first_combination::<()>(n, size, |picked| {
                    let union = picked.iter().fold(0, |m, &i| m | masks[i]);
                    if ones(union) as usize == size {
                        slow.push((picked.to_vec(), union));
                    }
                    None
                });
                assert_eq!(fast, slow, "{masks:?} {size}");
            }
        }
    }

    #[test]
    fn houses_left_for_their_complement_change_no_step() {
        // The eight searches in HoDoKu's order on one memo (which leaves
        // the houses whose complement an earlier search found nothing of),
        // each against the same search on a fresh memo, along the solver's
        // path while its steps keep the solution (the grids the walk
        // searches keep a solution's digits).
        use crate::logic::hodoku::random_puzzles::along_sound_path;
        let order: [(usize, Option<bool>); 8] = [
            (2, Some(true)),
            (3, Some(true)),
            (2, Some(false)),
            (3, Some(false)),
            (2, None),
            (3, None),
            (4, Some(false)),
            (4, None),
        ];
        let run = |board: &Board,
                   (size, locked): (usize, Option<bool>),
                   memo: &mut Memo,
                   places: &mut HousePlaces| match locked {
            Some(locked) => naked(board, size, locked, memo),
            None => hidden(board, size, memo, places),
        };
        let mut puzzles = RandomPuzzles::new(0x7f4a_7c15_9e37_79b9);
        let (mut grids, mut quads) = (0, 0);
        for _ in 0..250 {
            let keep = 22 + puzzles.below(20);
            let puzzle = puzzles.puzzle(keep, 0);
            let mut memo = Memo::default();
            let mut places = HousePlaces::default();
            along_sound_path(&puzzle, 60, |board| {
                grids += 1;
                for search in order {
                    let fast = run(board, search, &mut memo, &mut places);
                    let slow = run(
                        board,
                        search,
                        &mut Memo::default(),
                        &mut HousePlaces::default(),
                    );
                    assert_eq!(fast, slow, "{search:?}");
                    if let (size @ 2..=3, Some(false)) = search {
                        // The generic walk of every house, lines of few
                        // empty cells included.
                        let walked = [18, 0, 9].iter().find_map(|&first| {
                            (first..first + 9).find_map(|house| {
                                let cells = &HOUSE_CELLS[house];
                                let positions = (0..9)
                                    .filter(|&j| {
                                        (1..=size as u32)
                                            .contains(&ones(board.cands[cells[j] as usize]))
                                    })
                                    .fold(0u16, |m, j| m | 1 << j);
                                naked_walk(board, cells, positions, size, false)
                            })
                        });
                        assert_eq!(fast, walked, "{search:?}");
                    }
                    quads += usize::from(search.0 == 4);
                    if fast.is_some() {
                        break;
                    }
                }
            });
        }
        assert!(
            quads > 1000 && grids > 2000,
            "{quads} quadruple searches on {grids} grids"
        );
    }

    #[test]
    fn small_holds_each_house_s_cells_of_few_candidates() {
        let mut puzzles = RandomPuzzles::new(0x9e6c_63d0_676a_9a99);
        let mut memo = Memo::default();
        for round in 0..300u32 {
            let keep = 20 + puzzles.below(40);
            let mut board = Board::new(&puzzles.puzzle(keep, 0));
            // A new grid, every house changed: `small` is taken again.
            board.epoch = round;
            board.touched = [round; HOUSES];
            let small = *memo.small_of(&board);
            for (house, cells) in HOUSE_CELLS.iter().enumerate() {
                for size in 2..=4 {
                    let slow = (0..9)
                        .filter(|&j| (1..=size).contains(&ones(board.cands[cells[j] as usize])))
                        .fold(0u16, |m, j| m | 1 << j);
                    assert_eq!(small[size as usize - 2][house], slow);
                }
            }
        }
    }
}
