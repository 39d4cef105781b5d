//! The classic generator's symmetries on an N x N grid: the groups of
//! cells they tie, and whether a rule set maps onto itself under them
//! (only then may a puzzle's givens follow the symmetry).

use crate::generate::Symmetry;
use crate::variant::rules::{PairKind, Rules};

/// One of the eight symmetries of the square, on (row, column).
#[derive(Clone, Copy)]
enum Map {
    Turn90,
    Turn180,
    Turn270,
    LeftRight,
    TopBottom,
    Diagonal,
    AntiDiagonal,
}

impl Map {
    fn apply(self, n: usize, cell: usize) -> usize {
        let (r, c, last) = (cell / n, cell % n, n - 1);
        let (r, c) = match self {
            Map::Turn90 => (c, last - r),
            Map::Turn180 => (last - r, last - c),
            Map::Turn270 => (last - c, r),
            Map::LeftRight => (r, last - c),
            Map::TopBottom => (last - r, c),
            Map::Diagonal => (c, r),
            Map::AntiDiagonal => (last - c, last - r),
        };
        r * n + c
    }
}

/// The maps besides the identity that the positions must be unchanged by,
/// as in docs/GENERATE.md's table.
fn maps(symmetry: Symmetry) -> &'static [Map] {
    use Map::*;
    match symmetry {
        Symmetry::None => &[],
        Symmetry::Rotate180 => &[Turn180],
        Symmetry::Rotate90 => &[Turn90, Turn180, Turn270],
        Symmetry::MirrorLeftRight => &[LeftRight],
        Symmetry::MirrorTopBottom => &[TopBottom],
        Symmetry::Diagonal => &[Diagonal],
        Symmetry::AntiDiagonal => &[AntiDiagonal],
        Symmetry::BothDiagonals => &[Diagonal, AntiDiagonal, Turn180],
        Symmetry::BothMirrors => &[LeftRight, TopBottom, Turn180],
        Symmetry::Full => &[
            Turn90,
            Turn180,
            Turn270,
            LeftRight,
            TopBottom,
            Diagonal,
            AntiDiagonal,
        ],
    }
}

/// The groups of cells a symmetry ties, in one list (one allocation, not
/// one a cell: a small grid's fixed cost, docs/VARIANTS.md).
pub(super) struct Groups {
    cells: Vec<usize>,
    /// Group `g` is `cells[starts[g]..starts[g + 1]]`.
    starts: Vec<usize>,
}

impl Groups {
    pub(super) fn len(&self) -> usize {
        self.starts.len() - 1
    }
}

impl std::ops::Index<usize> for Groups {
    type Output = [usize];
    fn index(&self, group: usize) -> &[usize] {
        &self.cells[self.starts[group]..self.starts[group + 1]]
    }
}

/// The groups of cells `symmetry` ties on an N x N grid, each in
/// increasing order, numbered in increasing order of their lowest cell.
pub(super) fn groups(symmetry: Symmetry, n: usize) -> Groups {
    let cells = n * n;
    let mut seen = vec![false; cells];
    let mut groups = Groups {
        cells: Vec::with_capacity(cells),
        starts: vec![0],
    };
    for cell in 0..cells {
        if seen[cell] {
            continue;
        }
        let start = groups.cells.len();
        groups.cells.push(cell);
        groups
            .cells
            .extend(maps(symmetry).iter().map(|m| m.apply(n, cell)));
        let group = &mut groups.cells[start..];
        group.sort_unstable();
        let mut kept = 0;
        for i in 0..group.len() {
            if i == 0 || group[i] != group[kept - 1] {
                group[kept] = group[i];
                kept += 1;
            }
        }
        groups.cells.truncate(start + kept);
        for &c in &groups.cells[start..] {
            seen[c] = true;
        }
        groups.starts.push(groups.cells.len());
    }
    groups
}

/// True when every map of `symmetry` sends the rule set onto itself: each
/// cell's peers onto the image's peers, each cage sum and each pair rule
/// onto one of the same kind. Those are all the constraints a solution
/// meets (a house of N cells only adds that its digits differ).
pub(super) fn preserves(rules: &Rules, symmetry: Symmetry) -> bool {
    let n = rules.size();
    maps(symmetry).iter().all(|&map| {
        let m = |cell: usize| map.apply(n, cell);
        let peers_kept = (0..rules.cells()).all(|cell| {
            let mut image: Vec<usize> = rules.peers(cell).iter().map(|&p| m(p)).collect();
            image.sort_unstable();
            let mut target = rules.peers(m(cell)).to_vec();
            target.sort_unstable();
            image == target
        });
        let sums = |f: &dyn Fn(usize) -> usize| {
            let mut list: Vec<(Vec<usize>, u32)> = rules
                .cages()
                .iter()
                .filter_map(|cage| {
                    let mut cells: Vec<usize> = cage.cells.iter().map(|&c| f(c)).collect();
                    cells.sort_unstable();
                    cage.sum.map(|sum| (cells, sum))
                })
                .collect();
            list.sort_unstable();
            list
        };
        let pairs = |f: &dyn Fn(usize) -> usize| {
            let mut list: Vec<(u8, u32, usize, usize)> = rules
                .pairs()
                .iter()
                .map(|pair| {
                    let (a, b) = (f(pair.cells[0]), f(pair.cells[1]));
                    let (code, value) = match pair.kind {
                        PairKind::Less => (0, 0),
                        PairKind::Difference(v) => (1, v),
                        PairKind::Ratio(v) => (2, v),
                        PairKind::NotDifference(v) => (3, v),
                        PairKind::NotRatio(v) => (4, v),
                    };
                    // Only "less" has a direction.
                    let (a, b) = if code == 0 {
                        (a, b)
                    } else {
                        (a.min(b), a.max(b))
                    };
                    (code, value, a, b)
                })
                .collect();
            list.sort_unstable();
            list.dedup();
            list
        };
        let same = |c: usize| c;
        peers_kept && sums(&m) == sums(&same) && pairs(&m) == pairs(&same)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::RulesBuilder;

    #[test]
    fn nine_by_nine_groups_match_the_classic_counts() {
        for (symmetry, count) in [
            (Symmetry::None, 81),
            (Symmetry::Rotate180, 41),
            (Symmetry::Rotate90, 21),
            (Symmetry::MirrorLeftRight, 45),
            (Symmetry::BothDiagonals, 25),
            (Symmetry::Full, 15),
        ] {
            assert_eq!(groups(symmetry, 9).len(), count, "{symmetry:?}");
        }
        assert_eq!(groups(Symmetry::Rotate180, 6).len(), 18);
        assert_eq!(groups(Symmetry::Rotate180, 6)[0], vec![0, 35]);
    }

    #[test]
    fn boxes_of_two_by_three_refuse_the_transposing_maps() {
        let rules = RulesBuilder::new(6).build().unwrap();
        assert!(preserves(&rules, Symmetry::Rotate180));
        assert!(preserves(&rules, Symmetry::BothMirrors));
        assert!(!preserves(&rules, Symmetry::Diagonal));
        assert!(!preserves(&rules, Symmetry::Rotate90));
        let square = RulesBuilder::new(9).anti_knight().build().unwrap();
        assert!(preserves(&square, Symmetry::Full));
    }

    #[test]
    fn thermometers_and_cages_must_map_onto_their_own_kind() {
        let one_way = RulesBuilder::new(4)
            .thermometer(vec![0, 1])
            .build()
            .unwrap();
        assert!(!preserves(&one_way, Symmetry::Rotate180));
        let both = RulesBuilder::new(4)
            .thermometer(vec![0, 1])
            .thermometer(vec![15, 14])
            .build()
            .unwrap();
        assert!(preserves(&both, Symmetry::Rotate180));
        let sums = RulesBuilder::new(4)
            .cage(vec![0, 1], Some(3))
            .cage(vec![14, 15], Some(4))
            .build()
            .unwrap();
        assert!(!preserves(&sums, Symmetry::Rotate180));
        let diagonal = RulesBuilder::new(9)
            .extra(crate::variant::ExtraHouse::MainDiagonal)
            .build()
            .unwrap();
        assert!(preserves(&diagonal, Symmetry::Rotate180));
        assert!(!preserves(&diagonal, Symmetry::MirrorLeftRight));
    }
}
