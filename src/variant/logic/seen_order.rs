//! The cells a cell sees, in the order SukakuExplainer's visible-cell
//! lists give them (aligned exclusion picks its triplets' third cells in
//! it). It depends on the layout alone, so the layout keeps it
//! (`Layout::seen_in_order`) instead of a rebuild per search.

use super::super::rules::HouseKind;
use super::layout::{Layout, SUKAKU_LEAPS};

/// The cells `cell` sees, in SukakuExplainer's order (see the module's
/// comment); for sizes other than 9, ascending.
/// `Layout::seen_in_order` keeps it per cell.
pub(super) fn seen_in_order(layout: &Layout, cell: usize) -> Vec<usize> {
    let n = layout.size;
    let mut out: Vec<usize> = Vec::new();
    let in_kind = |kind: HouseKind, out: &mut Vec<usize>| {
        let mut add: Vec<usize> = Vec::new();
        for (h, house) in layout.houses.iter().enumerate() {
            if house.kind == kind && house.cells.contains(&cell) {
                for &c in layout.link_order(h) {
                    if c != cell && !out.contains(&c) && !add.contains(&c) {
                        add.push(c);
                    }
                }
            }
        }
        if kind != HouseKind::Window {
            add.sort_unstable();
        }
        out.extend(add);
    };
    let classic = [HouseKind::Row, HouseKind::Column, HouseKind::Region];
    for kind in classic {
        in_kind(kind, &mut out);
    }
    out.sort_unstable();
    if n != 9 {
        let mut all: Vec<usize> = layout.peers[cell].cells().collect();
        all.retain(|c| !out.contains(c));
        out.extend(all);
        out.sort_unstable();
        return out;
    }
    for kind in [
        HouseKind::Window,
        HouseKind::DisjointGroup,
        HouseKind::MainDiagonal,
        HouseKind::CentreDot,
        HouseKind::Girandola,
        HouseKind::Asterisk,
    ] {
        // The two diagonals are one list in SukakuExplainer.
        if kind == HouseKind::MainDiagonal {
            let mut add: Vec<usize> = Vec::new();
            for house in &layout.houses {
                let diagonal = matches!(
                    house.kind,
                    HouseKind::MainDiagonal | HouseKind::AntiDiagonal
                );
                if diagonal && house.cells.contains(&cell) {
                    add.extend(house.cells.iter().copied());
                }
            }
            add.sort_unstable();
            add.dedup();
            add.retain(|&c| c != cell && !out.contains(&c));
            out.extend(add);
        } else {
            in_kind(kind, &mut out);
        }
    }
    // Anti-king's diagonal touches, then anti-knight's moves, in the
    // order of SukakuExplainer's visible-cell lists: (rows down, columns
    // right).
    const OFFSETS: [(isize, isize); 12] = SUKAKU_LEAPS;
    let rank = |other: usize| {
        let (r, c) = ((other / n) as isize, (other % n) as isize);
        let (r0, c0) = ((cell / n) as isize, (cell % n) as isize);
        OFFSETS
            .iter()
            .position(|&o| o == (r - r0, c - c0))
            .unwrap_or(OFFSETS.len() + other)
    };
    let mut rest: Vec<usize> = layout.peers[cell]
        .cells()
        .filter(|c| !out.contains(c))
        .collect();
    rest.sort_by_key(|&c| rank(c));
    out.extend(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::super::layout::Layout;
    use super::super::sukaku_scale::{SukakuVariant, ALL};

    #[test]
    fn windoku_groups_between_the_windows_are_seen_column_by_column() {
        let layout = Layout::new(&SukakuVariant::Windoku.rules());
        // r2c1: its row, column and box ascending, then its group's cells
        // not yet listed, column by column: r3c5, r4c5, r3c9, r4c9.
        let seen = layout.seen_in_order(9);
        assert_eq!(&seen[seen.len() - 4..], &[22, 31, 26, 35]);
        let knight = Layout::new(&SukakuVariant::AntiKnight.rules());
        // r5c5: knight's moves (1, 2), (-1, 2), (1, -2), (-1, -2), (2, 1)...
        let seen = knight.seen_in_order(40);
        assert_eq!(&seen[seen.len() - 8..], &[51, 33, 47, 29, 59, 23, 57, 21]);
    }

    #[test]
    fn every_peer_is_listed_once() {
        for variant in ALL {
            let name = variant.name();
            let layout = Layout::new(&variant.rules());
            for cell in 0..81 {
                let mut seen = layout.seen_in_order(cell).to_vec();
                seen.sort_unstable();
                let peers: Vec<usize> = layout.peers[cell].cells().collect();
                assert_eq!(seen, peers, "{name}, cell {cell}");
            }
        }
    }
}
