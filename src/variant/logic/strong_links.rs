//! Two strong links on one digit joined by a weak link: skyscraper,
//! 2-string kite and turbot fish, in any houses of the rule set.
//!
//! A strong link is a full house where the digit has exactly two places:
//! one of them holds it. Two such links whose "bridge" ends share a house
//! (at most one of the bridges holds the digit) leave the digit in one of
//! the two far ends, so every cell that sees both far ends loses it. When
//! the far ends share a house too, the four cells make a loop and the
//! bridges' common peers lose it as well.
//!
//! A link may also be grouped (`link_shapes.rs`): a house's places of the
//! digit split into two groups, one of which holds it; a cell must then see
//! every cell of a group to see it. SukakuExplainer rates grouped patterns
//! 4.3.

use super::super::rules::HouseKind;
use super::board::{bit, LogicBoard};
use super::layout::{kind_rank, CellSet, Layout};
use super::link_shapes::HouseLink;
use super::step::{Step, Technique};

pub(super) mod readings;

pub(super) use readings::LinkReadings;
use readings::Reading;

/// The house kinds a link may lie in: SukakuExplainer's region order, the
/// one locking searches too.
pub(crate) const LINK_KINDS: [HouseKind; 12] = super::LOCKING_KINDS;

/// The order in which the house shared by two bridge cells is chosen
/// (SukakuExplainer's: columns before rows before boxes).
const SHARE_KINDS: [HouseKind; 12] = [
    HouseKind::Column,
    HouseKind::Row,
    HouseKind::Region,
    HouseKind::DisjointGroup,
    HouseKind::Window,
    HouseKind::Girandola,
    HouseKind::Asterisk,
    HouseKind::CentreDot,
    HouseKind::MainDiagonal,
    HouseKind::AntiDiagonal,
    HouseKind::Extra,
    HouseKind::Cage,
];

/// Each kind's place in `SHARE_KINDS`, by `kind_rank`.
const SHARE_RANK: [usize; 12] = {
    let mut rank = [0; 12];
    let mut i = 0;
    while i < SHARE_KINDS.len() {
        rank[kind_rank(SHARE_KINDS[i])] = i;
        i += 1;
    }
    rank
};

/// One pattern found, with what SukakuExplainer sorts its hints by.
pub(super) struct LinkHint {
    pub step: Step,
    /// Tenths on SukakuExplainer's scale.
    pub difficulty: u8,
    /// Eliminations counted as SukakuExplainer counts them (a loop's two
    /// sides each count theirs).
    pub eliminations_counted: usize,
    /// How many links are grouped, then the links' house types, as
    /// SukakuExplainer names the pattern.
    pub suffix: String,
    /// Read from a link that is not one (see `HouseLink::unsound`).
    pub unsound: bool,
}

/// SukakuExplainer's name for the two links' house types ("11" for two
/// parallel lines, "12" for a row and a column, "01" for a box and a line):
/// rows and columns are interchangeable, the smaller spelling wins.
fn suffix(t1: usize, t2: usize) -> String {
    let spell = |v: &[usize]| v.iter().map(|t| t.to_string()).collect::<String>();
    let swap = |t: usize| match t {
        1 => 2,
        2 => 1,
        t => t,
    };
    let (a, b) = if t1 <= t2 { (t1, t2) } else { (t2, t1) };
    let original = spell(&[a, b]);
    let name = if a == 1 || b == 1 {
        let swapped = spell(&[swap(a), swap(b)]);
        let reversed = spell(&[swap(b), swap(a)]);
        original.min(swapped.min(reversed))
    } else {
        spell(&[if a == 2 { 1 } else { a }, if b == 2 { 1 } else { b }])
    };
    format!("0{name}")
}

/// The rating of a plain two-link pattern: 4.0 for two parallel lines,
/// 4.1 with a box or crossing lines, 4.3 with any other house.
fn difficulty(suffix: &str) -> u8 {
    let types = &suffix[1..];
    if types.bytes().any(|b| b > b'2') {
        43
    } else if !types.contains('0') && !types.contains('2') {
        40
    } else if types.contains('0') && types.contains('2') {
        42
    } else {
        41
    }
}

/// A plain pattern's rating, from its two link houses.
pub(super) fn difficulty_of(layout: &Layout, step: &Step) -> u8 {
    let kind = |i: usize| kind_rank(layout.houses[step.houses[i]].kind);
    difficulty(&suffix(kind(0), kind(1)))
}

/// Every two-link pattern (plain or grouped) that eliminates something,
/// sorted as SukakuExplainer sorts them: easiest first, then most
/// eliminations, then by name (plain before grouped), then in the order
/// found. Unsound readings (see `HouseLink::unsound`) are kept, marked, so
/// that the caller knows when SukakuExplainer's choice cannot be followed.
pub(super) fn two_strong_links(layout: &Layout, board: &LogicBoard) -> Vec<LinkHint> {
    let mut found = Hints::all();
    two_strong_links_memo(
        layout,
        board,
        &mut DigitMemo::default(),
        &mut LinkReadings::default(),
        &mut found,
    );
    found.into_sorted()
}

/// The hints a search finds: every one, or (for the rating, which takes
/// the first alone) only the first in SukakuExplainer's order, so that
/// the others are compared by their key and never built.
pub(super) struct Hints {
    list: Vec<LinkHint>,
    best_only: bool,
    /// The hints offered (each that removes something), kept or not.
    offered: usize,
}

impl Hints {
    pub fn all() -> Hints {
        Hints {
            list: Vec::new(),
            best_only: false,
            offered: 0,
        }
    }

    pub fn best() -> Hints {
        Hints {
            best_only: true,
            ..Hints::all()
        }
    }

    pub fn offered(&self) -> usize {
        self.offered
    }

    /// Counts a hint that removes something and says whether to build
    /// it: always when every hint is kept, else when it sorts before the
    /// best so far (by difficulty, then most eliminations, then its name,
    /// `grouped` followed by `types`; a tie keeps the one found first).
    pub fn wants(&mut self, difficulty: u8, counted: usize, grouped: usize, types: &str) -> bool {
        self.offered += 1;
        let Some(best) = self.list.first().filter(|_| self.best_only) else {
            return true;
        };
        let name = || {
            if grouped < 10 {
                std::iter::once(b'0' + grouped as u8)
                    .chain(types.bytes())
                    .cmp(best.suffix.bytes())
            } else {
                format!("{grouped}{types}").as_str().cmp(&best.suffix)
            }
        };
        difficulty
            .cmp(&best.difficulty)
            .then(best.eliminations_counted.cmp(&counted))
            .then_with(name)
            .is_lt()
    }

    /// Keeps a hint `wants` asked for.
    pub fn push(&mut self, hint: LinkHint) {
        if self.best_only {
            self.list.clear();
        }
        self.list.push(hint);
    }

    /// The hints in SukakuExplainer's order: easiest first, then most
    /// eliminations, then by name, then in the order found.
    pub fn into_sorted(mut self) -> Vec<LinkHint> {
        self.list.sort_by(|a, b| {
            a.difficulty
                .cmp(&b.difficulty)
                .then(b.eliminations_counted.cmp(&a.eliminations_counted))
                .then(a.suffix.cmp(&b.suffix))
        });
        self.list
    }
}

/// `two_strong_links` into `found`, skipping the digits `memo` shows
/// unchanged since they last found nothing (the same result: a digit's
/// patterns depend on its places alone), with the houses' readings kept
/// in `readings`.
pub(super) fn two_strong_links_memo(
    layout: &Layout,
    board: &LogicBoard,
    memo: &mut DigitMemo,
    readings: &mut LinkReadings,
    found: &mut Hints,
) {
    let n = layout.size;
    let places_now = memo.planes(board);
    let skip: Vec<bool> = (0..n).map(|i| memo.unchanged(i, &places_now[i])).collect();
    let mut found_by_digit = vec![0usize; n];
    // Each house's readings of each digit searched, read once per call
    // rather than once per pair of kinds it is in, and kept from call to
    // call (`LinkReadings`). The pairs of kinds, with their names, depend
    // on the layout alone: listed at the first call of a rating.
    if memo.kind_pairs.is_empty() {
        memo.kind_pairs = kind_pairs(layout);
        memo.linked = vec![Vec::new(); n * KINDS];
    }
    // Per digit and kind, the houses with a reading (by their place among
    // the kind's houses): the pair walk skips the others unread.
    for digit in 1..=n as u8 {
        if skip[digit as usize - 1] {
            continue;
        }
        readings.refresh(layout, board, digit, &places_now[digit as usize - 1]);
        let read = readings.row(digit);
        for &([k1, k2], _) in &memo.kind_pairs {
            if k1 != k2 {
                continue;
            }
            let linked = &mut memo.linked[(digit as usize - 1) * KINDS + kind_rank(k1)];
            linked.clear();
            let houses = layout.houses_of_kind(k1);
            linked.extend((0..houses.len()).filter(|&p| !read[houses[p]].links.is_empty()));
        }
    }
    // SukakuExplainer's pairs of house types: by the second, then the first.
    let mut scratch = Scratch::default();
    for (kinds, tag) in &memo.kind_pairs {
        for digit in 1..=n as u8 {
            if skip[digit as usize - 1] {
                continue;
            }
            let before = found.offered();
            let read = readings.row(digit);
            let linked =
                |k: HouseKind| memo.linked[(digit as usize - 1) * KINDS + kind_rank(k)].as_slice();
            let linked = [linked(kinds[0]), linked(kinds[1])];
            let pair = Pair {
                read,
                kinds: *kinds,
                linked,
                tag,
                digit,
            };
            search_pair(layout, board, &pair, &mut scratch, found);
            found_by_digit[digit as usize - 1] += found.offered() - before;
        }
    }
    for i in 0..n {
        if !skip[i] {
            memo.record(i, places_now[i], found_by_digit[i] == 0, 0);
        }
    }
}

/// Per digit, the digit's places when a search of patterns on one digit
/// last found nothing there, and the work it did (the searches' budget
/// units): while the places stay the same it would find nothing again.
#[derive(Default)]
pub(super) struct DigitMemo {
    nothing: Vec<Option<(CellSet, usize)>>,
    /// Two strong links' pairs of house kinds (by the second, then the
    /// first), each with its pattern name (`suffix`), from the layout.
    kind_pairs: Vec<([HouseKind; 2], String)>,
    /// Per digit and kind (`(digit - 1) * KINDS + kind_rank`), the
    /// places among the kind's houses of those with a reading, refilled
    /// per call for the digits searched.
    linked: Vec<Vec<usize>>,
}

/// House kinds, by `kind_rank`.
const KINDS: usize = SHARE_KINDS.len();

/// The kinds with a full house, in `LINK_KINDS` order, paired as
/// SukakuExplainer pairs them, each pair with its name.
fn kind_pairs(layout: &Layout) -> Vec<([HouseKind; 2], String)> {
    let kinds: Vec<HouseKind> = LINK_KINDS
        .iter()
        .copied()
        .filter(|&k| {
            layout
                .houses_of_kind(k)
                .iter()
                .any(|&h| layout.houses[h].full)
        })
        .collect();
    let mut pairs = Vec::new();
    for (i2, &k2) in kinds.iter().enumerate() {
        for &k1 in &kinds[..=i2] {
            pairs.push(([k1, k2], suffix(kind_rank(k1), kind_rank(k2))));
        }
    }
    pairs
}

impl DigitMemo {
    /// The cells holding each digit (index `digit - 1`), in one pass over
    /// the cells rather than one per digit.
    pub fn planes(&self, board: &LogicBoard) -> Vec<CellSet> {
        let mut sets = vec![CellSet::default(); board.size];
        for (c, &m) in board.candidates.iter().enumerate() {
            let mut rest = m;
            while rest != 0 {
                sets[rest.trailing_zeros() as usize].insert(c);
                rest &= rest - 1;
            }
        }
        sets
    }

    /// Whether digit `index + 1` last found nothing on these places.
    pub fn unchanged(&self, index: usize, places: &CellSet) -> bool {
        self.work_if_unchanged(index, places).is_some()
    }

    /// The work the digit's last search did, when it found nothing on
    /// these places.
    pub fn work_if_unchanged(&self, index: usize, places: &CellSet) -> Option<usize> {
        match self.nothing.get(index) {
            Some(Some((then, work))) if then == places => Some(*work),
            _ => None,
        }
    }

    pub fn record(&mut self, index: usize, places: CellSet, nothing: bool, work: usize) {
        if self.nothing.len() <= index {
            self.nothing.resize(index + 1, None);
        }
        self.nothing[index] = nothing.then_some((places, work));
    }
}

/// A house kind's place in the order `shared_by_all` prefers kinds in.
pub(super) fn share_rank(kind: HouseKind) -> usize {
    SHARE_RANK[kind_rank(kind)]
}

/// `shared_by_both`, from `Layout::pair_share` for two single cells.
fn shared_by_pair(layout: &Layout, a: &[usize], b: &[usize]) -> Option<usize> {
    match (a, b) {
        ([x], [y]) => layout.pair_share(*x, *y),
        _ => shared_by_both(layout, a, b),
    }
}

/// The first house, in `SHARE_KINDS` order, holding every cell.
pub(super) fn shared_by_all(layout: &Layout, cells: &[usize]) -> Option<usize> {
    shared_by_both(layout, cells, &[])
}

/// `shared_by_all` of the cells of `a` and of `b` together, without
/// listing them in one.
pub(super) fn shared_by_both(layout: &Layout, a: &[usize], b: &[usize]) -> Option<usize> {
    let (first, rest_a, rest_b) = match (a, b) {
        // A house holding them all holds the first of each: most pairs
        // of groups fail there, in one read of the layout's pair table
        // (a table up to 128 cells).
        ([x, ..], [y, ..]) if layout.peers.len() <= 128 && layout.pair_share(*x, *y).is_none() => {
            return None
        }
        ([first, rest @ ..], _) => (*first, rest, b),
        ([], [first, rest @ ..]) => (*first, a, rest),
        ([], []) => return layout.houses_of_kinds(&SHARE_KINDS).next(),
    };
    // Only the first cell's houses can hold them all: the first of those
    // by kind in that order, then by number (each kind's order).
    let mut best: Option<(usize, usize)> = None;
    for &h in &layout.houses_of_cell[first] {
        let rank = SHARE_RANK[kind_rank(layout.houses[h].kind)];
        if !matches!(best, Some(b) if b <= (rank, h))
            && rest_a
                .iter()
                .chain(rest_b)
                .all(|&c| layout.house_sets[h].contains(c))
        {
            best = Some((rank, h));
        }
    }
    best.map(|(_, h)| h)
}

/// Adds to `found` the cells holding `digit` that see every cell of
/// `group`, outside `excluded`.
pub(super) fn victims(
    layout: &Layout,
    board: &LogicBoard,
    group: &[usize],
    digit: u8,
    excluded: &[usize],
    found: &mut Vec<usize>,
) {
    let mut seen: CellSet = layout.peers[group[0]];
    for &c in &group[1..] {
        seen.intersect(&layout.peers[c]);
    }
    found.extend(seen.cells().filter(|&c| {
        !group.contains(&c)
            && board.candidates[c] & bit(digit) != 0
            && !excluded.iter().any(|&h| layout.house_sets[h].contains(c))
    }));
}

/// Whether a pattern read from links with places missing (see
/// `HouseLink::missing`) still proves its eliminations once each missing
/// place joins one end of its link or the other: the bridges (for a loop,
/// also the ends) must see each other cell by cell, and each eliminated
/// cell must see every place of the ends (or, in a loop, of the bridges).
/// Cells without the digit in a group play no part.
fn holds_with_missing_places(
    layout: &Layout,
    board: &LogicBoard,
    digit: u8,
    links: [&HouseLink; 2],
    orientation: [usize; 2],
    eliminated: &[usize],
    is_loop: bool,
) -> bool {
    if links.iter().all(|l| l.missing.is_empty()) {
        return true;
    }
    let holds = |c: &usize| board.candidates[*c] & bit(digit) != 0;
    let all_see = |a: &[usize], b: &[usize]| {
        a.iter()
            .all(|&x| b.iter().all(|&y| x != y && layout.peers[x].contains(y)))
    };
    let sides = |l: &HouseLink| if l.missing.is_empty() { 1 } else { 2 };
    for s1 in 0..sides(links[0]) {
        for s2 in 0..sides(links[1]) {
            let mut ends = [links[0].ends.clone(), links[1].ends.clone()];
            ends[0][s1].extend(&links[0].missing);
            ends[1][s2].extend(&links[1].missing);
            let [u1, u2] = orientation;
            let group = |g: &Vec<usize>| g.iter().copied().filter(holds).collect::<Vec<_>>();
            let start = group(&ends[0][u1]);
            let bridge1 = group(&ends[0][1 - u1]);
            let bridge2 = group(&ends[1][u2]);
            let end = group(&ends[1][1 - u2]);
            let bridges_weak = all_see(&bridge1, &bridge2);
            let ends_weak = is_loop && all_see(&start, &end);
            let far = [start.as_slice(), &end].concat();
            let near = [bridge1.as_slice(), &bridge2].concat();
            if eliminated.iter().all(|&v| {
                (bridges_weak && all_see(&[v], &far)) || (ends_weak && all_see(&[v], &near))
            }) {
                return true;
            }
        }
    }
    false
}

/// The two groups as one list: `pair` when each is one cell, else
/// `list` refilled.
fn joined<'a>(
    a: &[usize],
    b: &[usize],
    pair: &'a mut [usize; 2],
    list: &'a mut Vec<usize>,
) -> &'a [usize] {
    if let ([x], [y]) = (a, b) {
        *pair = [*x, *y];
        return pair;
    }
    list.clear();
    list.extend_from_slice(a);
    list.extend_from_slice(b);
    list
}

/// One pair of house kinds on one digit, as `search_pair` walks it.
struct Pair<'r> {
    read: &'r [Reading],
    kinds: [HouseKind; 2],
    /// Per kind, the places among its houses of those with a reading.
    linked: [&'r [usize]; 2],
    /// The pattern's name for the kinds (`suffix`).
    tag: &'r str,
    digit: u8,
}

/// Lists `search_pair` refills from pattern to pattern.
#[derive(Default)]
struct Scratch {
    bridges: Vec<usize>,
    ends: Vec<usize>,
    eliminated: Vec<usize>,
}

fn search_pair(
    layout: &Layout,
    board: &LogicBoard,
    pair: &Pair<'_>,
    scratch: &mut Scratch,
    found: &mut Hints,
) {
    let Pair {
        read,
        kinds: [k1, k2],
        linked: [linked1, linked2],
        tag,
        digit,
    } = *pair;
    let houses1 = layout.houses_of_kind(k1);
    let houses2 = layout.houses_of_kind(k2);
    let plain_rating = difficulty(tag);
    // The bridges' and the ends' cells, refilled per orientation (or
    // pairs of cells, for plain links).
    let Scratch {
        bridges: bridge_list,
        ends: end_list,
        eliminated,
    } = scratch;
    let (mut bridge_pair, mut end_pair) = ([0; 2], [0; 2]);
    for &n1 in linked1 {
        let h1 = houses1[n1];
        let Reading {
            links: links1,
            places: places1,
            ..
        } = &read[h1];
        for link1 in links1 {
            let start2 = if k1 == k2 { n1 + 1 } else { 0 };
            for &n2 in linked2 {
                if n2 < start2 {
                    continue;
                }
                let h2 = houses2[n2];
                let links2 = &read[h2].links;
                if layout.overlap(h1, h2) & places1 != 0 {
                    continue;
                }
                for link2 in links2 {
                    let grouped = link1.grouped as usize + link2.grouped as usize;
                    let rating = if grouped > 0 { 43 } else { plain_rating };
                    for (u1, u2) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                        let (start, bridge1) = (&link1.ends[u1], &link1.ends[1 - u1]);
                        let (bridge2, end) = (&link2.ends[u2], &link2.ends[1 - u2]);
                        // The bridges can share a house only if their
                        // first cells do.
                        if layout.pair_share(bridge1[0], bridge2[0]).is_none() {
                            continue;
                        }
                        let Some(share) = shared_by_pair(layout, bridge1, bridge2) else {
                            continue;
                        };
                        let bridges = joined(bridge1, bridge2, &mut bridge_pair, bridge_list);
                        let ends = joined(start, end, &mut end_pair, end_list);
                        let loop_house = shared_by_pair(layout, start, end);
                        eliminated.clear();
                        let counted = if loop_house.is_some() {
                            // A loop is reported once, from its first orientation.
                            if u1 != 0 {
                                continue;
                            }
                            victims(layout, board, ends, digit, &[h1, h2], eliminated);
                            victims(layout, board, bridges, digit, &[h1, h2], eliminated);
                            let counted = eliminated.len();
                            eliminated.sort_unstable();
                            eliminated.dedup();
                            counted
                        } else {
                            victims(layout, board, ends, digit, &[h1, h2, share], eliminated);
                            eliminated.len()
                        };
                        if eliminated.is_empty()
                            || !found.wants(rating, counted, grouped, &tag[1..])
                        {
                            continue;
                        }
                        let technique = match (k1, k2) {
                            (HouseKind::Row, HouseKind::Row)
                            | (HouseKind::Column, HouseKind::Column) => Technique::Skyscraper,
                            (HouseKind::Row, HouseKind::Column)
                            | (HouseKind::Column, HouseKind::Row) => Technique::TwoStringKite,
                            _ => Technique::TurbotFish,
                        };
                        let mut houses = vec![h1, h2, share];
                        houses.extend(loop_house);
                        let mut cells = vec![start[0], bridge1[0], bridge2[0], end[0]];
                        for group in [start, bridge1, bridge2, end] {
                            cells.extend(&group[1..]);
                        }
                        found.push(LinkHint {
                            step: Step {
                                technique,
                                placements: Vec::new(),
                                eliminations: eliminated.iter().map(|&c| (c, digit)).collect(),
                                houses,
                                cells,
                                digits: bit(digit),
                            },
                            difficulty: rating,
                            eliminations_counted: counted,
                            suffix: format!("{grouped}{}", &tag[1..]),
                            unsound: !holds_with_missing_places(
                                layout,
                                board,
                                digit,
                                [link1, link2],
                                [u1, u2],
                                eliminated,
                                loop_house.is_some(),
                            ),
                        });
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::LogicBoard;
    use super::super::layout::Layout;
    use super::super::step::Technique;
    use super::{difficulty, suffix, two_strong_links};
    use crate::variant::RulesBuilder;

    #[test]
    fn a_skyscraper_clears_the_cells_that_see_both_tops() {
        let rules = RulesBuilder::new(9).build().unwrap();
        let layout = Layout::new(&rules);
        // Digit 1 has two places in column 1 (r1, r6) and in column 5
        // (r2, r6): the bottoms share row 6, so r1c1 or r2c5 holds 1.
        let mut masks = vec![0x1ff; 81];
        for r in 0..9 {
            if r != 0 && r != 5 {
                masks[r * 9] &= !1;
            }
            if r != 1 && r != 5 {
                masks[r * 9 + 4] &= !1;
            }
        }
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        let hints = two_strong_links(&layout, &board);
        assert_eq!(hints.len(), 1);
        let step = &hints[0].step;
        assert_eq!(step.technique, Technique::Skyscraper);
        assert_eq!(hints[0].difficulty, 40);
        assert_eq!(step.cells, vec![0, 45, 49, 13]);
        // r1c4, r1c6 (row 1 and box 2) and r2c2, r2c3 (row 2 and box 1).
        assert_eq!(step.eliminations, vec![(3, 1), (5, 1), (10, 1), (11, 1)]);
        let text = super::super::describe(&layout, step);
        assert!(
            text.starts_with("Skyscraper in column 1, column 5, row 6 on 1"),
            "{text}"
        );
        assert!(
            text.contains("r1c4 sees r1c1 in row 1, r1c4 sees r2c5 in box 2"),
            "{text}"
        );
    }

    #[test]
    fn the_layouts_pair_table_names_the_house_shared_by_all_names() {
        use crate::variant::ExtraHouse;
        for rules in [
            RulesBuilder::new(9).build().unwrap(),
            RulesBuilder::new(9)
                .extra(ExtraHouse::Windoku)
                .extra(ExtraHouse::MainDiagonal)
                .build()
                .unwrap(),
        ] {
            let layout = Layout::new(&rules);
            for a in 0..81 {
                for b in 0..81 {
                    assert_eq!(
                        layout.pair_share(a, b),
                        super::shared_by_all(&layout, &[a, b]),
                        "{a} {b}"
                    );
                }
            }
        }
    }

    #[test]
    fn pattern_names_and_ratings_follow_the_link_houses() {
        // Two rows or two columns: a skyscraper, 4.0.
        assert_eq!(suffix(1, 1), "011");
        assert_eq!(suffix(2, 2), "011");
        assert_eq!(difficulty("011"), 40);
        // A row and a column: a kite, 4.1.
        assert_eq!(suffix(1, 2), "012");
        assert_eq!(difficulty("012"), 41);
        // A box with a line or a box: 4.1.
        assert_eq!(suffix(0, 1), "001");
        assert_eq!(suffix(0, 2), "001");
        assert_eq!(suffix(0, 0), "000");
        assert_eq!(difficulty("001"), 41);
        // Any variant house: 4.3.
        assert_eq!(difficulty(&suffix(1, 5)), 43);
        assert_eq!(difficulty(&suffix(0, 3)), 43);
    }

    #[test]
    fn an_empty_rectangle_is_a_grouped_link_rated_4_3() {
        let rules = RulesBuilder::new(9).build().unwrap();
        let layout = Layout::new(&rules);
        // Digit 1 only at r1c2, r2c1, r3c1 (box 1: r1c2 or column 1's
        // group), r1c5, r7c5 (column 5) and r7c1.
        let mut masks = vec![0x1feu32; 81];
        for cell in [1, 9, 18, 4, 58, 54] {
            masks[cell] = 0x1ff;
        }
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        let hints = two_strong_links(&layout, &board);
        // r1c2 and r1c5 share row 1, so column 1's group (r1c1 counts as
        // its heart) or r7c5 holds 1: r7c1 sees both and loses it.
        let grouped = hints
            .iter()
            .find(|h| h.suffix.starts_with('1') && h.step.houses[..2] == [0, 22])
            .expect("the box and column 5");
        assert_eq!(grouped.difficulty, 43);
        assert!(!grouped.unsound);
        assert_eq!(grouped.step.eliminations, vec![(54, 1)]);
        // The start group (r2c1 named, with r1c1 and r3c1), r1c2, r1c5, r7c5.
        assert_eq!(grouped.step.cells, vec![9, 1, 4, 58, 0, 18]);
        // Every plain link sorts first.
        assert!(hints[0].suffix.starts_with('0'));
    }
}
