//! Random jigsaw regions: N connected regions of N cells, made by swapping
//! cells between neighbouring regions, starting from the size's default
//! boxes (rows where it has none), and keeping a swap only when both
//! regions stay connected.

use crate::generate::rng::Rng;
use crate::variant::default_box_shape;
use crate::variant::rules::offset;

/// Swaps tried per cell of the grid.
const SWAPS_PER_CELL: usize = 4;

/// Random regions for an N x N grid, each a sorted list of N cells; the
/// list is in order of lowest cell.
pub(super) fn random_regions(n: usize, rng: &mut Rng) -> Vec<Vec<usize>> {
    let cells = n * n;
    let mut region: Vec<usize> = match default_box_shape(n) {
        Some((h, w)) => (0..cells)
            .map(|c| (c / n / h) * (n / w) + (c % n) / w)
            .collect(),
        None => (0..cells).map(|c| c / n).collect(),
    };
    let sides = |cell: usize| {
        [(-1, 0), (0, -1), (0, 1), (1, 0)]
            .into_iter()
            .filter_map(move |(dr, dc)| offset(n, cell, dr, dc))
    };
    for _ in 0..SWAPS_PER_CELL * cells {
        let a = rng.below(cells as u32) as usize;
        let outside: Vec<usize> = sides(a).filter(|&x| region[x] != region[a]).collect();
        if outside.is_empty() {
            continue;
        }
        let (from, to) = (
            region[a],
            region[outside[rng.below(outside.len() as u32) as usize]],
        );
        // A cell of the other region touching this one comes back in exchange.
        let back: Vec<usize> = (0..cells)
            .filter(|&b| region[b] == to && sides(b).any(|x| region[x] == from && x != a))
            .collect();
        if back.is_empty() {
            continue;
        }
        let b = back[rng.below(back.len() as u32) as usize];
        region[a] = to;
        region[b] = from;
        if !region_connected(n, &region, from) || !region_connected(n, &region, to) {
            region[a] = from;
            region[b] = to;
        }
    }
    let mut lists = vec![Vec::new(); n];
    for (cell, &r) in region.iter().enumerate() {
        lists[r].push(cell);
    }
    lists.sort_unstable();
    lists
}

fn region_connected(n: usize, region: &[usize], which: usize) -> bool {
    let cells: Vec<usize> = (0..n * n).filter(|&c| region[c] == which).collect();
    super::killer::connected(n, &cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_are_connected_partitions_and_move_away_from_boxes() {
        for n in [4, 6, 9, 7] {
            let regions = random_regions(n, &mut Rng::new(3));
            let mut seen = vec![0; n * n];
            for region in &regions {
                assert_eq!(region.len(), n);
                assert!(super::super::killer::connected(n, region));
                for &c in region {
                    seen[c] += 1;
                }
            }
            assert!(seen.iter().all(|&k| k == 1));
        }
        let regions = random_regions(9, &mut Rng::new(3));
        let boxes: Vec<Vec<usize>> = (0..9)
            .map(|b| {
                (0..9)
                    .map(|k| (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3)
                    .collect()
            })
            .collect();
        assert!(regions.iter().any(|r| !boxes.contains(r)));
    }
}
