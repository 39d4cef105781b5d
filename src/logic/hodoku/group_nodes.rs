//! Group nodes for grouped nice loops and AICs: the two or three places of
//! a digit where a line crosses a box, taken as one node, and their links
//! in HoDoKu's order (rows then columns, digits, boxes; per group its
//! visible places, then the other groups).

use super::board::Board;
use crate::geometry::{CellSet, HOUSE_SETS, PEER_SETS};

#[derive(Clone, Copy)]
pub(super) struct Group {
    pub digit: u8,
    pub cells: CellSet,
    /// Cells seeing every cell of the group.
    pub buddies: CellSet,
    pub block: usize,
    /// The row's or column's house number (0-17).
    pub line: usize,
}

/// Every group node, in HoDoKu's order.
pub(super) fn groups(board: &Board) -> Vec<Group> {
    let mut groups = Vec::new();
    for first_line in [0usize, 9] {
        for (line, &line_cells) in HOUSE_SETS.iter().enumerate().skip(first_line).take(9) {
            for digit in 1..=9u8 {
                let in_line = board.digit_cells[digit as usize].and(line_cells);
                if in_line.is_empty() {
                    continue;
                }
                for block in 0..9 {
                    let cells = in_line.and(HOUSE_SETS[18 + block]);
                    if cells.len() >= 2 {
                        let buddies = cells
                            .iter()
                            .fold(CellSet::ALL, |seen, cell| seen.and(PEER_SETS[cell]));
                        groups.push(Group {
                            digit,
                            cells,
                            buddies,
                            block,
                            line,
                        });
                    }
                }
            }
        }
    }
    groups
}

/// A link of a group node: to a place (`Place(cell)`) or another group.
#[derive(Clone, Copy)]
pub(super) enum Target {
    Place(usize),
    Group(usize),
}

/// The links of a group node: when it is on, what goes off; when it is
/// off, what goes on.
pub(super) struct GroupLinks {
    pub when_on: Vec<Target>,
    pub when_off: Vec<Target>,
}

/// Group `g`'s links; `place_link(cell, on)` is told, in HoDoKu's order,
/// each place whose premise (set when `on`, removed otherwise) reaches the
/// group (off, resp. on).
pub(super) fn links(
    board: &Board,
    groups: &[Group],
    g: usize,
    mut place_link: impl FnMut(usize, bool),
) -> GroupLinks {
    let gn = groups[g];
    let mut links = GroupLinks {
        when_on: Vec::new(),
        when_off: Vec::new(),
    };
    let places = board.digit_cells[gn.digit as usize];
    let visible = places.and(gn.buddies);
    if !visible.is_empty() {
        for cell in visible {
            links.when_on.push(Target::Place(cell));
            // The place set: the group goes off.
            place_link(cell, true);
        }
        for house in [18 + gn.block, gn.line] {
            let alone = visible.and(HOUSE_SETS[house]);
            if alone.len() == 1 {
                let cell = alone.first().expect("one cell");
                links.when_off.push(Target::Place(cell));
                // The place removed: the group goes on.
                place_link(cell, false);
            }
        }
    }
    let (mut line_links, mut block_links) = (Vec::new(), Vec::new());
    for (j, other) in groups.iter().enumerate() {
        if j == g || other.digit != gn.digit || !other.cells.and(gn.cells).is_empty() {
            continue;
        }
        // Row groups link through rows, column groups through columns.
        if other.line == gn.line {
            line_links.push(j);
            links.when_on.push(Target::Group(j));
        }
        if other.block == gn.block {
            block_links.push(j);
            links.when_on.push(Target::Group(j));
        }
    }
    for (house, found) in [(gn.line, &line_links), (18 + gn.block, &block_links)] {
        if found.len() == 1 {
            let other = groups[found[0]];
            let rest = places
                .and(HOUSE_SETS[house])
                .minus(gn.cells)
                .minus(other.cells);
            if rest.is_empty() {
                links.when_off.push(Target::Group(found[0]));
            }
        }
    }
    links
}
