//! Sets of full houses that cover each cell at most once, for the 45 rule
//! and the law of leftovers: a run of consecutive rows or columns holds
//! every digit once per line, as does a region or two regions side by side.

use super::super::rules::HouseKind;
use super::layout::{CellSet, Layout};

/// Disjoint full houses, and their cells.
pub(super) struct HouseUnion {
    /// Indices into the layout's houses.
    pub houses: Vec<usize>,
    pub cells: CellSet,
    pub cell_list: Vec<usize>,
}

impl HouseUnion {
    fn of(layout: &Layout, houses: Vec<usize>) -> HouseUnion {
        let mut cells = CellSet::default();
        for &h in &houses {
            for &c in &layout.houses[h].cells {
                cells.insert(c);
            }
        }
        let cell_list = cells.cells().collect();
        HouseUnion {
            houses,
            cells,
            cell_list,
        }
    }
}

/// The full houses of one kind, ordered by their first cell.
pub(super) fn lines(layout: &Layout, kind: HouseKind) -> Vec<usize> {
    let mut found: Vec<usize> = (0..layout.houses.len())
        .filter(|&h| layout.houses[h].kind == kind && layout.houses[h].full)
        .collect();
    found.sort_by_key(|&h| layout.houses[h].cells.iter().min().copied());
    found
}

/// Runs of `length` consecutive lines of a kind (rows or columns).
pub(super) fn runs(layout: &Layout, kind: HouseKind, length: usize) -> Vec<HouseUnion> {
    let all = lines(layout, kind);
    if length == 0 || length > all.len() {
        return Vec::new();
    }
    all.windows(length)
        .map(|w| HouseUnion::of(layout, w.to_vec()))
        .collect()
}

/// The unions the 45 rule looks at, smallest first: each row, column and
/// region; then runs of two and more rows or columns and pairs of regions
/// that touch.
pub(super) fn unions_for_sums(layout: &Layout) -> Vec<HouseUnion> {
    let mut out = Vec::new();
    for kind in [HouseKind::Region, HouseKind::Row, HouseKind::Column] {
        out.extend(
            lines(layout, kind)
                .into_iter()
                .map(|h| HouseUnion::of(layout, vec![h])),
        );
    }
    let regions = lines(layout, HouseKind::Region);
    let n = layout.size;
    for (i, &a) in regions.iter().enumerate() {
        for &b in &regions[i + 1..] {
            let touch = layout.houses[a].cells.iter().any(|&x| {
                layout.houses[b]
                    .cells
                    .iter()
                    .any(|&y| (x / n == y / n && x.abs_diff(y) == 1) || x.abs_diff(y) == n)
            });
            if touch {
                out.push(HouseUnion::of(layout, vec![a, b]));
            }
        }
    }
    for length in 2..n {
        out.extend(runs(layout, HouseKind::Row, length));
        out.extend(runs(layout, HouseKind::Column, length));
    }
    out
}
