//! Basic, finned and sashimi fish (X-Wing, Swordfish, Jellyfish): `size` rows (or columns)
//! whose places for a digit lie in `size` columns (or rows). HoDoKu tries
//! digits 1-9, for each rows before columns, the base lines in
//! lexicographic order among those with 2..=size places, and takes the
//! first fish that eliminates something.

use super::board::{bit, Board};
use super::house_places::HousePlaces;
use super::step::HodokuStep;
use super::subsets::{first_closed_subset, first_combination};
use super::table::numbers::{
    FINNED_JELLYFISH, FINNED_SWORDFISH, FINNED_X_WING, JELLYFISH, SASHIMI_JELLYFISH,
    SASHIMI_SWORDFISH, SASHIMI_X_WING, SWORDFISH, X_WING,
};
use crate::geometry::{CellSet, HOUSES_OF, HOUSE_SETS, PEER_SETS};

/// `memo`: as the finned search's, a digit's places with no basic fish,
/// and which sizes found none on the grid (see [`BasicMemo`]).
/// Each base line is its places' positions along it (the cover lines it
/// meets), so a choice of base lines is an OR of 9-bit masks and a fish is
/// a choice whose OR has `size` bits: [`first_closed_subset`] tries the
/// choices in the same lexicographic order, cutting a branch once its
/// lines meet more than `size` covers (every choice below it fails so).
pub(super) fn basic(
    board: &Board,
    size: usize,
    memo: &mut BasicMemo,
    house_places: &mut HousePlaces,
) -> Option<HodokuStep> {
    let found = basic_search(board, size, memo, house_places);
    if found.is_none() {
        memo.none_at[size - 2] = board.stamp();
    }
    found
}

fn basic_search(
    board: &Board,
    size: usize,
    memo: &mut BasicMemo,
    house_places: &mut HousePlaces,
) -> Option<HodokuStep> {
    let stamp = board.stamp();
    let none_at = memo.none_at;
    let memo = &mut memo.places.0[size - 2];
    for digit in 1..=9u8 {
        let places = board.digit_cells[digit as usize];
        if places.is_empty() || memo[digit as usize] == Some(places) {
            continue;
        }
        let (rows, single) = lines_of(board, digit);
        if complement_searched(rows, single, size, stamp, &none_at) {
            memo[digit as usize] = Some(places);
            continue;
        }
        for (base_first, cover_first) in [(0, 9), (9, 0)] {
            // A column fish's complement is a row fish of `rows - size`:
            // of this size, the rows just found none.
            if base_first == 9 && rows == 2 * size && !single {
                break;
            }
            let mut lines = [0u16; 9];
            let mut line_houses = [0usize; 9];
            let mut line_count = 0;
            for line in base_first..base_first + 9 {
                // The board's count, not a popcount of the 128-bit set
                // (no instruction for it on the baseline target).
                if (2..=size as u8).contains(&board.free[line][digit as usize]) {
                    // A row's positions are its columns, a column's its rows.
                    lines[line_count] = house_places.of(board, line)[digit as usize - 1];
                    line_houses[line_count] = line;
                    line_count += 1;
                }
            }
            let found = first_closed_subset(&lines[..line_count], size, |picked, covers| {
                let mut cover = CellSet::EMPTY;
                let mut rest = covers;
                while rest != 0 {
                    cover = cover.or(HOUSE_SETS[cover_first + rest.trailing_zeros() as usize]);
                    rest &= rest - 1;
                }
                let base = picked.iter().fold(CellSet::EMPTY, |m, &i| {
                    m.or(places.and(HOUSE_SETS[line_houses[i]]))
                });
                let gone = places.and(cover).minus(base);
                if gone.is_empty() {
                    return None;
                }
                let mut step = HodokuStep::new(match size {
                    2 => X_WING,
                    3 => SWORDFISH,
                    _ => JELLYFISH,
                });
                step.digits = bit(digit);
                step.cells = base.iter().map(|c| c as u8).collect();
                for cell in gone {
                    step.eliminate(cell, digit);
                }
                Some(step)
            });
            if found.is_some() {
                return found;
            }
        }
        memo[digit as usize] = Some(places);
    }
    None
}

/// What the basic fish searches keep across a walk's grids.
#[derive(Default)]
pub(super) struct BasicMemo {
    /// A digit's places on which a size found no fish.
    places: Memo,
    /// Per size (2-4), the [`Board::stamp`] of the last grid on which it
    /// found no fish of any digit.
    none_at: [u32; 3],
}

/// Whether a basic fish of `size` for `digit` cannot eliminate, from what
/// the smaller sizes found on this grid (`none_at`, as [`BasicMemo`]'s).
/// With `m` rows lacking the digit (`rows`) (as many columns: the grids searched
/// keep a solution's digits, or the walk ends in the uniqueness check's
/// error whatever it finds), a fish of `size` rows and the fish of the
/// other `m - size` columns on the other rows eliminate the same
/// candidates (the places in the first fish's covers off its base), and
/// the same for columns. So the fish is there only if that complement
/// is: none when it has no line (`m <= size`), none when it has one and
/// no line holds the digit once (a line of one place is the complement's
/// only base), none when a smaller size, searched in both directions,
/// found nothing. HoDoKu's base lines hold two places or more: with a line
/// of one place the complement may be a fish its search does not see, so
/// then only the first rule holds.
fn complement_searched(
    rows: usize,
    single: bool,
    size: usize,
    stamp: u32,
    none_at: &[u32; 3],
) -> bool {
    let other = rows.saturating_sub(size);
    match other {
        0 => true,
        1 => !single,
        _ => other < size && none_at[other - 2] == stamp && !single,
    }
}

/// How many rows lack `digit` (hold a place for it), and whether a line
/// holds it once.
fn lines_of(board: &Board, digit: u8) -> (usize, bool) {
    let mut rows = 0;
    let mut single = false;
    for (line, free) in board.free[..18].iter().enumerate() {
        let count = free[digit as usize];
        rows += usize::from(line < 9 && count != 0);
        single |= count == 1;
    }
    (rows, single)
}

/// The sashimi fish found while searching for a finned fish of `size` that
/// did not exist: HoDoKu tries the sashimi form next on the same grid, so
/// one pass answers both.
#[derive(Default)]
pub(super) struct SashimiAhead(Option<(usize, Option<HodokuStep>)>);

/// What the finned and sashimi searches on a walk's earlier grids found:
/// per size (2-4) and digit, the digit's places on which there was no fish
/// of either form. A digit's search reads only its places, so on the same
/// places it would find nothing again.
#[derive(Default)]
pub(super) struct Memo([[Option<CellSet>; 10]; 3]);

/// One finned or sashimi fish that eliminates something.
struct FinnedFish {
    digit: u8,
    base: CellSet,
    gone: CellSet,
    sashimi: bool,
}

/// Finned (`sashimi` false) or sashimi fish of `size` lines: base lines
/// (any with the digit) whose places lie in `size` cover lines but for
/// fins (at most 5); a cover cell seeing every fin loses the digit. It is
/// sashimi when a base line keeps at most one place inside the covers.
/// HoDoKu's order: digits, rows before columns, base lines then cover
/// lines in lexicographic order (at most `size + 3` lines hit); the first.
/// A finned search that finds nothing leaves the first sashimi fish in
/// `ahead` for the sashimi search that follows it on the same grid.
pub(super) fn finned(
    board: &Board,
    size: usize,
    sashimi: bool,
    ahead: &mut SashimiAhead,
    memo: &mut Memo,
) -> Option<HodokuStep> {
    let memo = &mut memo.0[size - 2];
    let known = ahead.0.take();
    if sashimi {
        if let Some((known_size, found)) = known {
            if known_size == size {
                return found;
            }
        }
        let mut first = None;
        each_finned(board, size, memo, |fish| {
            let stop = fish.sashimi;
            if stop {
                first = Some(fish);
            }
            stop
        });
        return first.map(|fish| step_of(&fish, size));
    }
    let (mut first_finned, mut first_sashimi) = (None, None);
    each_finned(board, size, memo, |fish| {
        if fish.sashimi {
            first_sashimi.get_or_insert(fish);
            false
        } else {
            first_finned = Some(fish);
            true
        }
    });
    if first_finned.is_none() {
        ahead.0 = Some((size, first_sashimi.map(|fish| step_of(&fish, size))));
    }
    first_finned.map(|fish| step_of(&fish, size))
}

fn step_of(fish: &FinnedFish, size: usize) -> HodokuStep {
    let mut step = HodokuStep::new(match (size, fish.sashimi) {
        (2, false) => FINNED_X_WING,
        (2, true) => SASHIMI_X_WING,
        (3, false) => FINNED_SWORDFISH,
        (3, true) => SASHIMI_SWORDFISH,
        (_, false) => FINNED_JELLYFISH,
        (_, true) => SASHIMI_JELLYFISH,
    });
    step.digits = bit(fish.digit);
    step.cells = fish.base.iter().map(|c| c as u8).collect();
    for cell in fish.gone {
        step.eliminate(cell, fish.digit);
    }
    step
}

/// Hands every finned or sashimi fish of `size` to `visit`, in HoDoKu's
/// order, until `visit` says stop.
fn each_finned(
    board: &Board,
    size: usize,
    memo: &mut [Option<CellSet>; 10],
    mut visit: impl FnMut(FinnedFish) -> bool,
) {
    for digit in 1..=9u8 {
        let places = board.digit_cells[digit as usize];
        if places.is_empty() || memo[digit as usize] == Some(places) {
            continue;
        }
        let mut any = false;
        for (base_first, cover_first) in [(0, 9), (9, 0)] {
            let mut lines = [CellSet::EMPTY; 9];
            let mut line_count = 0;
            for &line in &HOUSE_SETS[base_first..base_first + 9] {
                let in_line = places.and(line);
                if !in_line.is_empty() {
                    lines[line_count] = in_line;
                    line_count += 1;
                }
            }
            let stopped = first_combination(line_count, size, |picked| {
                let base = picked.iter().fold(CellSet::EMPTY, |m, &i| m.or(lines[i]));
                let mut hit = [CellSet::EMPTY; 9];
                let mut hit_count = 0;
                for &line in &HOUSE_SETS[cover_first..cover_first + 9] {
                    if !base.and(line).is_empty() {
                        if hit_count == size + 3 {
                            return None;
                        }
                        hit[hit_count] = line;
                        hit_count += 1;
                    }
                }
                // With every hit line covered there is no fin.
                if hit_count <= size {
                    return None;
                }
                let (choices, count) = finned_covers(base, &hit[..hit_count], size);
                for &chosen in &choices[..count] {
                    let cover = (0..hit_count)
                        .filter(|&i| chosen & 1 << i != 0)
                        .fold(CellSet::EMPTY, |m, i| m.or(hit[i]));
                    let fins = base.minus(cover);
                    if fins.len() > 5 {
                        continue;
                    }
                    let seen_by_fins = fins.iter().fold(CellSet::ALL, |m, c| m.and(PEER_SETS[c]));
                    let gone = places.and(cover).and(seen_by_fins).minus(base);
                    if gone.is_empty() {
                        continue;
                    }
                    let sashimi = picked.iter().any(|&i| lines[i].and(cover).len() <= 1);
                    let fish = FinnedFish {
                        digit,
                        base,
                        gone,
                        sashimi,
                    };
                    any = true;
                    if visit(fish) {
                        return Some(());
                    }
                }
                None
            });
            if stopped.is_some() {
                return;
            }
        }
        if !any {
            memo[digit as usize] = Some(places);
        }
    }
}

/// The choices of `size` cover lines among `hit` (the lines of the other
/// direction that meet `base`) that leave fins, all in one box, as masks
/// of positions in `hit` (the first `count` of the array), in HoDoKu's
/// order of trying them (lexicographic), without the choices that would
/// fail. A cell eliminated is in a cover line and outside the base lines,
/// and a fin is in a base line and outside the covers: it sees a fin only
/// through their box, so fins in two boxes eliminate nothing. The lines
/// left uncovered hold the fins: each has its base cells in that box.
fn finned_covers(base: CellSet, hit: &[CellSet], size: usize) -> ([u16; 27], usize) {
    let uncovered = (hit.len() - size) as u32;
    // Per box, the hit lines whose base cells all lie in it.
    let mut in_box = [0u16; 9];
    for (i, &line) in hit.iter().enumerate() {
        let cells = base.and(line);
        let Some(first) = cells.first() else { continue };
        let the_box = HOUSES_OF[first][2] as usize;
        if cells.minus(HOUSE_SETS[the_box]).is_empty() {
            in_box[the_box - 18] |= 1 << i;
        }
    }
    let every = (1u16 << hit.len()) - 1;
    // A box meets at most 3 lines of a direction: few choices.
    let mut choices = [0u16; 27];
    let mut count = 0;
    for &lines in &in_box {
        let mut left_out = lines;
        while left_out != 0 {
            if left_out.count_ones() == uncovered {
                choices[count] = every & !left_out;
                count += 1;
            }
            left_out = (left_out - 1) & lines;
        }
    }
    // Of two sets of one size, the one holding the smallest position
    // where they differ comes first in lexicographic order.
    choices[..count].sort_unstable_by(|&a, &b| {
        let differ = a ^ b;
        if differ == 0 {
            std::cmp::Ordering::Equal
        } else if a & differ & differ.wrapping_neg() != 0 {
            std::cmp::Ordering::Less
        } else {
            std::cmp::Ordering::Greater
        }
    });
    (choices, count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::hodoku::random_puzzles::{along_sound_path, RandomPuzzles};

    #[test]
    fn fish_left_for_their_complement_change_no_step() {
        // The three sizes in HoDoKu's order on one memo (which leaves the
        // digits whose complement a smaller size found nothing of), each
        // against the same size on a fresh memo, along the solver's path
        // while its steps keep the solution (the grids the walk searches
        // keep a solution's digits).
        let mut puzzles = RandomPuzzles::new(0x4f6c_dd1d_2545_f491);
        let (mut grids, mut jellyfish) = (0, 0);
        for _ in 0..250 {
            let keep = 22 + puzzles.below(20);
            let puzzle = puzzles.puzzle(keep, 0);
            let mut memo = BasicMemo::default();
            let mut places = HousePlaces::default();
            along_sound_path(&puzzle, 60, |board| {
                grids += 1;
                for size in 2..=4 {
                    let fast = basic(board, size, &mut memo, &mut places);
                    let fresh = &mut BasicMemo::default();
                    let slow = basic(board, size, fresh, &mut HousePlaces::default());
                    assert_eq!(fast, slow, "{size}");
                    jellyfish += usize::from(size == 4);
                    if fast.is_some() {
                        break;
                    }
                }
            });
        }
        assert!(
            jellyfish > 1000 && grids > 2000,
            "{jellyfish} jellyfish searches on {grids} grids"
        );
    }
}
