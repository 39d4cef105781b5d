//! A guard for SukakuExplainer's four strong links (5.8 to 6.1), which
//! this engine does not rate yet (three are rated, `strong_link_chains.rs`):
//! whether any chain of that many strong links
//! on one digit, joined by weak links, could remove a candidate. It is
//! looser than SukakuExplainer's search on purpose (a group counts only its
//! cells holding the digit, and any cell that sees both ends counts, not
//! only through houses), so that when it
//! answers no, SukakuExplainer finds no such hint either and the next
//! technique in its order may be rated; when it answers yes the puzzle is
//! refused rather than rated past a step the engine cannot take.

use super::board::{bit, LogicBoard};
use super::layout::{CellSet, Layout};
use super::link_shapes::house_links;
use super::strong_links::LINK_KINDS;

/// One reading of a house as a link, in one direction.
struct Oriented {
    /// Every place of the digit in the house: the houses of a chain share
    /// none, as in SukakuExplainer's search.
    places: CellSet,
    start: Vec<usize>,
    end: Vec<usize>,
}

/// Whether two groups, none of whose cells is shared, lie in one house: a
/// weak link as SukakuExplainer reads one.
fn weak(layout: &Layout, a: &[usize], b: &[usize]) -> bool {
    a.iter().all(|x| !b.contains(x))
        && layout
            .house_sets
            .iter()
            .any(|h| a.iter().all(|&c| h.contains(c)) && b.iter().all(|&c| h.contains(c)))
}

fn disjoint(a: &CellSet, b: &CellSet) -> bool {
    let mut both = *a;
    both.intersect(b);
    let none = both.cells().next().is_none();
    none
}

/// Whether some cell holding `digit`, outside `groups`, sees all of them.
fn has_victim(layout: &Layout, board: &LogicBoard, digit: u8, groups: &[&[usize]]) -> bool {
    let mut seen: Option<CellSet> = None;
    for &c in groups.iter().flat_map(|g| g.iter()) {
        match &mut seen {
            None => seen = Some(layout.peers[c]),
            Some(s) => s.intersect(&layout.peers[c]),
        }
    }
    seen.is_some_and(|s| {
        s.cells().any(|c| {
            board.candidates[c] & bit(digit) != 0 && !groups.iter().any(|g| g.contains(&c))
        })
    })
}

/// Whether a chain of `count` strong links could remove something (see
/// the module's note: never no when SukakuExplainer would find one;
/// SukakuExplainer's four strong links come after the WXYZ-wings); a
/// search past its budget answers yes.
pub(super) fn links_may_apply(layout: &Layout, board: &LogicBoard, count: usize) -> bool {
    (1..=layout.size as u8).any(|digit| chain_on(layout, board, digit, count))
}

/// Chains walked before the search gives up (and answers yes).
const WALK_BUDGET: usize = 2_000_000;

fn chain_on(layout: &Layout, board: &LogicBoard, digit: u8, count: usize) -> bool {
    let holds = |c: &usize| board.candidates[*c] & bit(digit) != 0 && board.values[*c] == 0;
    let mut links = Vec::new();
    for house in layout.houses_of_kinds(&LINK_KINDS) {
        let mut places = CellSet::default();
        for &c in layout.houses[house].cells.iter().filter(|c| holds(c)) {
            places.insert(c);
        }
        for link in house_links(layout, board, house, digit) {
            let [a, b] = link
                .ends
                .map(|g| g.into_iter().filter(holds).collect::<Vec<_>>());
            if a.is_empty() || b.is_empty() {
                continue;
            }
            links.push(Oriented {
                places,
                start: a.clone(),
                end: b.clone(),
            });
            links.push(Oriented {
                places,
                start: b,
                end: a,
            });
        }
    }
    let next: Vec<Vec<usize>> = links
        .iter()
        .map(|l| {
            (0..links.len())
                .filter(|&m| {
                    disjoint(&l.places, &links[m].places) && weak(layout, &l.end, &links[m].start)
                })
                .collect()
        })
        .collect();
    let mut walks = 0;
    let mut chain = Vec::with_capacity(count);
    (0..links.len()).any(|first| {
        chain.clear();
        chain.push(first);
        extend(
            layout, board, digit, &links, &next, count, &mut chain, &mut walks,
        )
    })
}

/// Whether the chain, grown to `count` links, can remove something.
#[allow(clippy::too_many_arguments)]
fn extend(
    layout: &Layout,
    board: &LogicBoard,
    digit: u8,
    links: &[Oriented],
    next: &[Vec<usize>],
    count: usize,
    chain: &mut Vec<usize>,
    walks: &mut usize,
) -> bool {
    *walks += 1;
    if *walks > WALK_BUDGET {
        return true;
    }
    if chain.len() == count {
        let first = &links[chain[0]];
        let last = &links[chain[count - 1]];
        if !disjoint(&last.places, &first.places) {
            return false;
        }
        let (start, end) = (&first.start, &last.end);
        if start.iter().any(|c| end.contains(c)) || has_victim(layout, board, digit, &[start, end])
        {
            return true;
        }
        // A loop: each weak link's two sides are seen together.
        if weak(layout, end, start) {
            let closing: [&[usize]; 2] = [end, start];
            return has_victim(layout, board, digit, &closing)
                || chain.windows(2).any(|w| {
                    let pair: [&[usize]; 2] = [&links[w[0]].end, &links[w[1]].start];
                    has_victim(layout, board, digit, &pair)
                });
        }
        return false;
    }
    let at = *chain.last().expect("a chain has a link");
    for &m in &next[at] {
        chain.push(m);
        let found = extend(layout, board, digit, links, next, count, chain, walks);
        chain.pop();
        if found {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::super::super::builder::RulesBuilder;
    use super::*;

    #[test]
    fn three_linked_rows_are_seen_and_a_lone_link_is_not() {
        let layout = Layout::new(&RulesBuilder::new(9).build().unwrap());
        // Digit 1 only in: r1c1, r1c5 (row 1); r5c5, r5c9 (row 5); r9c9,
        // r9c2 (row 9), and r4c1 (to be removed: it sees r1c1 and r9c2?
        // no: it sees r1c1 by column 1 only). Put the victim at r8c1:
        // column 1 holds r1c1 and it, box 7 holds r9c2 and it.
        let mut masks = vec![0x1feu32; 81];
        for cell in [0, 4, 40, 44, 80, 73, 63] {
            masks[cell] |= 1;
        }
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        assert!(links_may_apply(&layout, &board, 3));
        // Digit 1 in two cells of one row only: no chain.
        let mut masks = vec![0x1feu32; 81];
        masks[0] |= 1;
        masks[4] |= 1;
        let board = LogicBoard::from_candidates(&layout, &masks).unwrap();
        assert!(!links_may_apply(&layout, &board, 3));
    }
}
