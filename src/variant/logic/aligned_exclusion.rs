//! Aligned pair exclusion (6.2) and aligned triplet exclusion (7.5) as
//! SukakuExplainer (serate 1.18.1) finds them; learned from reading its
//! source and running it in scratch, none of its code.
//!
//! A few base cells with common excluders: cells of two (for a triplet,
//! two or three) candidates that every base cell sees. A combination of one
//! candidate per base cell is impossible when two base cells that see each
//! other hold the same digit, or when it covers every candidate of an
//! excluder (that cell would be left empty). A base cell's candidate that
//! no possible combination uses goes.
//!
//! Which sets are tried, in order (the first that removes something is the
//! step): base cells are the cells of two or more candidates (cell order)
//! that see an excluder-sized cell and no cell of one candidate. Their
//! pairs come with the second cell's index rising slowest (0-1, 0-2, 1-2,
//! 0-3, ...). A triplet's third cell is a base cell of two or three
//! candidates that one of the pair sees, taken in the order the first
//! cell's seen cells, then the second's, are listed: classic peers
//! ascending, then the variant's house cells (a windoku group between the
//! windows column by column), then anti-king and anti-knight neighbours in
//! SukakuExplainer's order of offsets. Two or more common excluders are
//! needed.

use super::board::{bit, digits, LogicBoard};
use super::explain::{cell_name, why_sees};
use super::layout::{CellSet, Layout};
use super::step::{Step, Technique};
use super::work::Work;

/// Combinations of candidates checked per step before the search gives up.
const COMBINATION_BUDGET: usize = 50_000_000;

pub(super) const NEEDS_ALIGNED_BUDGET: &str = "an aligned exclusion search past its budget";

/// The difficulty in tenths of an aligned exclusion of `degree` cells.
pub(super) fn aligned_difficulty(degree: usize) -> u8 {
    if degree == 2 {
        62
    } else {
        75
    }
}

fn cands(board: &LogicBoard, cell: usize) -> u32 {
    if board.values[cell] != 0 {
        0
    } else {
        board.candidates[cell]
    }
}

/// What the aligned exclusion searches keep from call to call over a
/// rating's steps: lists refilled rather than allocated per call.
#[derive(Default)]
pub(super) struct AlignedScratch {
    excluders: Vec<Vec<usize>>,
    base: Vec<usize>,
    /// A base cell's place in `base` (stale entries for other cells).
    base_index: Vec<usize>,
    tails: Vec<usize>,
}

/// SukakuExplainer's first aligned exclusion of `degree` (2 or 3) cells
/// that removes something, or None; refuses past the budget.
#[cfg(test)]
pub(super) fn aligned_exclusion(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    degree: usize,
) -> Result<Option<Step>, &'static str> {
    aligned_exclusion_kept(layout, board, work, degree, &mut AlignedScratch::default())
}

/// `aligned_exclusion` with the lists of `scratch`, kept from call to call.
pub(super) fn aligned_exclusion_kept(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    degree: usize,
    scratch: &mut AlignedScratch,
) -> Result<Option<Step>, &'static str> {
    let cells = layout.size * layout.size;
    let count = |c: usize| cands(board, c).count_ones() as usize;
    // Base cells and, for each, the cells it sees that may exclude.
    scratch.excluders.resize_with(cells, Vec::new);
    scratch.base.clear();
    for cell in 0..cells {
        let list = &mut scratch.excluders[cell];
        list.clear();
        if count(cell) < 2 {
            continue;
        }
        let seen = layout.seen_in_order(cell);
        // A naked single pending: SukakuExplainer skips the cell.
        if seen.iter().any(|&c| count(c) == 1) {
            continue;
        }
        list.extend(
            seen.iter()
                .copied()
                .filter(|&c| (2..=degree).contains(&count(c))),
        );
        if !list.is_empty() {
            scratch.base.push(cell);
        }
    }
    if cells <= 128 {
        search::<u128>(layout, board, work, degree, scratch)
    } else {
        search::<CellSet>(layout, board, work, degree, scratch)
    }
}

/// The cell sets the search intersects: bits of a `u128` on grids of up
/// to 128 cells (every grid SukakuExplainer rates), a `CellSet` beyond.
trait Cells: Copy + Default {
    fn insert(&mut self, cell: usize);
    fn contains(&self, cell: usize) -> bool;
    fn and(self, other: &Self) -> Self;
    fn two_or_more(&self) -> bool;
    fn for_each(&self, f: impl FnMut(usize));
}

impl Cells for u128 {
    fn insert(&mut self, cell: usize) {
        *self |= 1 << cell;
    }
    fn contains(&self, cell: usize) -> bool {
        *self >> cell & 1 != 0
    }
    fn and(self, other: &Self) -> Self {
        self & other
    }
    fn two_or_more(&self) -> bool {
        *self & self.wrapping_sub(1) != 0
    }
    fn for_each(&self, mut f: impl FnMut(usize)) {
        let mut rest = *self;
        while rest != 0 {
            f(rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }
}

impl Cells for CellSet {
    fn insert(&mut self, cell: usize) {
        CellSet::insert(self, cell);
    }
    fn contains(&self, cell: usize) -> bool {
        CellSet::contains(self, cell)
    }
    fn and(mut self, other: &Self) -> Self {
        self.intersect(other);
        self
    }
    fn two_or_more(&self) -> bool {
        self.cells().nth(1).is_some()
    }
    fn for_each(&self, f: impl FnMut(usize)) {
        self.cells().for_each(f);
    }
}

/// The picks of base cells in SukakuExplainer's order (see the module's
/// comment), each with two or more common excluders read by `exclusion`.
fn search<S: Cells>(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    degree: usize,
    scratch: &mut AlignedScratch,
) -> Result<Option<Step>, &'static str> {
    let AlignedScratch {
        excluders,
        base,
        base_index,
        tails,
        ..
    } = scratch;
    let mut is_base = S::default();
    base_index.resize(excluders.len(), usize::MAX);
    for (i, &c) in base.iter().enumerate() {
        is_base.insert(c);
        base_index[c] = i;
    }
    // The same lists as sets: a pick's common excluders are the sets'
    // intersection, and a pair with fewer than two has no triplet with two.
    let excluder_sets: Vec<S> = base
        .iter()
        .map(|&c| {
            let mut set = S::default();
            for &e in &excluders[c] {
                set.insert(e);
            }
            set
        })
        .collect();
    let mut spent = 0usize;
    for second in 1..base.len() {
        for first in 0..second {
            let (a, b) = (base[first], base[second]);
            let shared = excluder_sets[first].and(&excluder_sets[second]);
            // A pick with fewer than two common excluders is skipped
            // uncharged, as it always was.
            if !shared.two_or_more() {
                continue;
            }
            if degree == 2 {
                let pick = [a, b];
                if let Some(step) =
                    exclusion(layout, board, work, &pick, &shared, excluders, &mut spent)?
                {
                    return Ok(Some(step));
                }
                continue;
            }
            // The third cells in order: the first cell's excluders, then
            // the second's, each once.
            tails.clear();
            let mut listed = S::default();
            for &c in excluders[a].iter().chain(&excluders[b]) {
                if c != a && c != b && is_base.contains(c) && !listed.contains(c) {
                    listed.insert(c);
                    tails.push(c);
                }
            }
            for &t in tails.iter() {
                let common = shared.and(&excluder_sets[base_index[t]]);
                if !common.two_or_more() {
                    continue;
                }
                let pick = [a, b, t];
                if let Some(step) =
                    exclusion(layout, board, work, &pick, &common, excluders, &mut spent)?
                {
                    return Ok(Some(step));
                }
            }
        }
    }
    Ok(None)
}

/// The exclusion on these base cells, if it removes something; `common`:
/// their common excluders (two or more), `excluders`: each cell's
/// excluders in order (the step lists the common ones in the first
/// cell's order).
fn exclusion<S: Cells>(
    layout: &Layout,
    board: &LogicBoard,
    work: &Work,
    set: &[usize],
    common: &S,
    excluders: &[Vec<usize>],
    spent: &mut usize,
) -> Result<Option<Step>, &'static str> {
    let k = set.len();
    let mut full = [0u32; 3];
    for (i, &c) in set.iter().enumerate() {
        full[i] = cands(board, c);
    }
    // Every combination was always tried (none stops the search), so the
    // budget is charged for all of them at once: a unit each, as the walk
    // counted; the walk below may stop early, its answer being settled.
    let combinations: usize = full[..k].iter().map(|m| m.count_ones() as usize).product();
    let allowed = COMBINATION_BUDGET.saturating_sub(*spent);
    if combinations > allowed {
        // The walk would have spent up to the budget, then refused.
        work.spend(allowed as u64);
        *spent = COMBINATION_BUDGET + 1;
        return Err(NEEDS_ALIGNED_BUDGET);
    }
    *spent += combinations;
    if !work.spend(combinations as u64) {
        return Err(NEEDS_ALIGNED_BUDGET);
    }
    // A combination that takes every candidate of an excluder empties it:
    // with two candidates, any combination holding both; with three, one
    // made of those three.
    let mut excluded = Excluded::default();
    common.for_each(|e| excluded.add(cands(board, e)));
    let sees = |i: usize, j: usize| layout.peers[set[i]].contains(set[j]);
    let used = if k == 2 {
        pair_uses(full, sees(0, 1), &excluded)
    } else {
        triplet_uses(full, [sees(0, 1), sees(0, 2), sees(1, 2)], &excluded)
    };
    if (0..k).all(|i| used[i] == full[i]) {
        return Ok(None);
    }
    let mut eliminations = Vec::new();
    for (i, &c) in set.iter().enumerate() {
        for d in digits(full[i] & !used[i]) {
            eliminations.push((c, d));
        }
    }
    let removed = eliminations.iter().fold(0u32, |m, &(_, d)| m | bit(d));
    let mut pattern = set.to_vec();
    pattern.extend(excluders[set[0]].iter().filter(|&&e| common.contains(e)));
    Ok(Some(Step {
        technique: Technique::AlignedExclusion(k as u8),
        placements: Vec::new(),
        eliminations,
        houses: Vec::new(),
        cells: pattern,
        digits: removed,
    }))
}

/// A pick's common excluders as tables of digits: `partners[d]`, the
/// digits that with digit `d + 1` make up an excluder of two candidates;
/// `triples`, the excluders of three.
#[derive(Default)]
struct Excluded {
    partners: [u32; 32],
    triples: Vec<u32>,
}

impl Excluded {
    fn add(&mut self, candidates: u32) {
        match candidates.count_ones() {
            2 => {
                let low = candidates & candidates.wrapping_neg();
                let high = candidates & !low;
                self.partners[low.trailing_zeros() as usize] |= high;
                self.partners[high.trailing_zeros() as usize] |= low;
            }
            3 => self.triples.push(candidates),
            // Excluders hold two or three candidates.
            _ => {}
        }
    }

    /// The digits (as bits) that complete an excluder with the two digits
    /// `one` and `two` (single bits; every digit when the two do).
    fn completing(&self, one: u32, two: u32) -> u32 {
        if self.partners[one.trailing_zeros() as usize] & two != 0 {
            return u32::MAX;
        }
        let mut out = self.partners[one.trailing_zeros() as usize]
            | self.partners[two.trailing_zeros() as usize];
        if one != two {
            for &t in &self.triples {
                if t & (one | two) == one | two {
                    out |= t & !(one | two);
                }
            }
        }
        out
    }
}

/// Each single bit of `mask`, lowest first.
fn bits(mask: u32) -> impl Iterator<Item = u32> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        let low = rest & rest.wrapping_neg();
        rest &= !low;
        (low != 0).then_some(low)
    })
}

/// The candidates of each of two cells that some possible combination
/// uses: not one digit in two cells that see each other (`sees`), not
/// every candidate of an excluder.
fn pair_uses(full: [u32; 3], sees: bool, excluded: &Excluded) -> [u32; 3] {
    let mut used = [0u32; 3];
    for b0 in bits(full[0]) {
        let clash = if sees { b0 } else { 0 };
        let seconds = full[1] & !excluded.partners[b0.trailing_zeros() as usize] & !clash;
        if seconds != 0 {
            used[0] |= b0;
            used[1] |= seconds;
        }
    }
    used
}

/// `pair_uses` for three cells; `sees`: cells 0-1, 0-2 and 1-2. Stops
/// once every candidate is used.
fn triplet_uses(full: [u32; 3], sees: [bool; 3], excluded: &Excluded) -> [u32; 3] {
    let mut used = [0u32; 3];
    for b0 in bits(full[0]) {
        for b1 in bits(full[1]) {
            if b0 == b1 && sees[0] {
                continue;
            }
            let mut thirds = full[2] & !excluded.completing(b0, b1);
            if sees[1] {
                thirds &= !b0;
            }
            if sees[2] {
                thirds &= !b1;
            }
            if thirds != 0 {
                used[0] |= b0;
                used[1] |= b1;
                used[2] |= thirds;
            }
            if used == full {
                return used;
            }
        }
    }
    used
}

/// The rule in words: which cells exclude, and why a combination is
/// impossible.
pub(super) fn exclusion_sentence(layout: &Layout, step: &Step) -> Option<String> {
    let Technique::AlignedExclusion(k) = step.technique else {
        return None;
    };
    let (set, common) = step.cells.split_at(usize::from(k).min(step.cells.len()));
    let names =
        |cells: &[usize]| -> Vec<String> { cells.iter().map(|&c| cell_name(layout, c)).collect() };
    let mut seeing = Vec::new();
    for (i, &a) in set.iter().enumerate() {
        for &b in &set[i + 1..] {
            if let Some(why) = why_sees(layout, a, b) {
                seeing.push(format!(
                    "{} sees {} {why}",
                    cell_name(layout, a),
                    cell_name(layout, b)
                ));
            }
        }
    }
    let repeat = if seeing.is_empty() {
        String::new()
    } else {
        format!(
            " or puts one digit twice in cells that see each other ({})",
            seeing.join(", ")
        )
    };
    Some(format!(
        "{} all see {}, so a choice of one candidate in each that takes every \
         candidate of one of those{repeat} is impossible; a candidate in no \
         other choice goes",
        names(set).join(", "),
        names(common).join(" and ")
    ))
}

#[cfg(test)]
mod tests {
    use super::super::sukaku_scale::SukakuVariant;
    use super::*;

    /// A position of a dev puzzle's path (`values`: 81 digits, `.` empty;
    /// `marks`: nine characters a cell, the candidates of the empty cells).
    fn position(layout: &Layout, values: &str, marks: &str) -> LogicBoard {
        let givens: Vec<u8> = values
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        let mut board = LogicBoard::from_givens(layout, &givens).unwrap();
        for (cell, chunk) in marks.as_bytes().chunks(9).enumerate() {
            if givens[cell] == 0 {
                board.candidates[cell] = chunk
                    .iter()
                    .filter(|&&b| b != b'.')
                    .fold(0, |m, &b| m | bit(b - b'0'));
            }
        }
        board
    }

    fn names(cells: &[usize]) -> Vec<String> {
        cells
            .iter()
            .map(|&c| format!("r{}c{}", c / 9 + 1, c % 9 + 1))
            .collect()
    }

    /// Each position is one SukakuExplainer reached on a dev puzzle's path
    /// (its step list names the base cells); the solution is the puzzle's.
    fn check(variant: SukakuVariant, values: &str, marks: &str, solution: &str, base: [&str; 3]) {
        let layout = Layout::new(&variant.rules());
        let board = position(&layout, values, marks);
        let solution: Vec<u8> = solution.bytes().map(|b| b - b'0').collect();
        for (cell, &digit) in solution.iter().enumerate() {
            let v = board.values[cell];
            assert!(v == 0 || v == digit);
            assert!(v != 0 || board.candidates[cell] & bit(digit) != 0);
        }
        assert_eq!(
            aligned_exclusion(&layout, &board, &Work::unlimited(), 2),
            Ok(None)
        );
        let step = aligned_exclusion(&layout, &board, &Work::unlimited(), 3)
            .unwrap()
            .unwrap();
        assert_eq!(names(&step.cells[..3]), base, "{step:?}");
        assert!(!step.eliminations.is_empty());
        for &(cell, d) in &step.eliminations {
            assert!(step.cells[..3].contains(&cell));
            assert_ne!(solution[cell], d, "{step:?}");
        }
        let text = super::super::explain::describe(&layout, &step);
        assert!(text.starts_with("Aligned Triplet Exclusion"), "{text}");
        assert!(text.contains("all see"), "{text}");
    }

    #[test]
    fn an_x_position_gives_sukakuexplainers_triplet() {
        check(
            SukakuVariant::X,
            "........9.......174.7..98.572...4986...26...4.4.798..2182.....3.5...3..837...2..1",
            ".2..5....1....6.....3.5..8.1..456.8.1.3.5.78.1....67...234.6......4.6.............\
             2..5..89..3.....9..3.5..8....456.8..2345..8.....56.....34.6......................",
            "215687349938425617467319825721534986893261754546798132182956473654173298379842561",
            ["r1c6", "r4c4", "r2c6"],
        );
    }

    #[test]
    fn an_anti_knight_position_gives_sukakuexplainers_triplet() {
        check(
            SukakuVariant::AntiKnight,
            "3.....7....73.....9.278.3...958..1.78.31.7.59721.5....27..3.9.1.3..1..7...927..43",
            "............456.8....4.6.8....456....2.4.6..91....6............1....6.89.2.456.8.1..\
             456...1......8......................4.6..9.2..56......456....2...6.89...456.8..",
            "364521798187396425952784316695842137843167259721953864276435981438619572519278643",
            ["r1c9", "r2c9", "r3c9"],
        );
    }

    /// Every combination tried one by one: the rule as the module's note
    /// states it.
    fn uses_by_every_combination(full: &[u32], sees: &[bool; 3], excluders: &[u32]) -> [u32; 3] {
        let mut used = [0u32; 3];
        let k = full.len();
        let mut pick = [0u32; 3];
        let mut walk = |pick: &[u32]| {
            let clash = (0..k).any(|i| {
                (i + 1..k).any(|j| pick[i] == pick[j] && sees[if i == 0 { j - 1 } else { 2 }])
            });
            let taken = pick.iter().fold(0, |m, &b| m | b);
            if !clash && !excluders.iter().any(|&e| e & !taken == 0) {
                for (u, &b) in used.iter_mut().zip(pick) {
                    *u |= b;
                }
            }
        };
        for b0 in bits(full[0]) {
            pick[0] = b0;
            for b1 in bits(full[1]) {
                pick[1] = b1;
                if k == 2 {
                    walk(&pick[..2]);
                    continue;
                }
                for b2 in bits(full[2]) {
                    pick[2] = b2;
                    walk(&pick);
                }
            }
        }
        used
    }

    #[test]
    fn the_digit_tables_keep_the_combinations_every_combination_keeps() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        // Candidates drawn from five digits, so that excluders often fall
        // inside a pick's digits.
        let mask = |r: u64| {
            let a = (r >> 8) % 5;
            let b = (a + 1 + (r >> 16) % 4) % 5;
            (r as u32 & 0x1f) | 1 << a | 1 << b
        };
        let mut removing = 0;
        for _ in 0..20_000 {
            let k = 2 + (next() % 2) as usize;
            let full = [mask(next()), mask(next()), mask(next())];
            let sees = [next() % 2 == 0, next() % 2 == 0, next() % 2 == 0];
            let mut excluded = Excluded::default();
            let mut excluders = Vec::new();
            for _ in 0..1 + next() % 4 {
                let mut e = mask(next());
                while e.count_ones() > k as u32 {
                    e &= e - 1;
                }
                excluded.add(e);
                excluders.push(e);
            }
            let expected = uses_by_every_combination(&full[..k], &sees, &excluders);
            let got = if k == 2 {
                pair_uses(full, sees[0], &excluded)
            } else {
                triplet_uses(full, sees, &excluded)
            };
            assert_eq!(got[..k], expected[..k], "{full:?} {sees:?} {excluders:?}");
            removing += usize::from((0..k).any(|i| got[i] != full[i]));
        }
        // Some draws remove something (935 of the 20,000 when written).
        assert!(removing > 500, "{removing}");
    }
}
