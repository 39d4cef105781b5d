//! Thermometers read from a complete grid: paths of king-move neighbours
//! (orthogonal or diagonal) along which the digits strictly increase, from
//! the bulb, no two sharing a cell.

use crate::generate::rng::Rng;
use crate::variant::rules::offset;

/// The eight king-move neighbours of `cell`, in increasing order.
fn around(n: usize, cell: usize) -> impl Iterator<Item = usize> {
    [
        (-1, -1),
        (-1, 0),
        (-1, 1),
        (0, -1),
        (0, 1),
        (1, -1),
        (1, 0),
        (1, 1),
    ]
    .into_iter()
    .filter_map(move |(dr, dc)| offset(n, cell, dr, dc))
}

/// `count` thermometers of `min..=max` cells on `solution`: bulbs tried
/// in a random order; from each free bulb a line grows to
/// `min + below(max - min + 1)` cells, each step to a random free
/// neighbour of the line's last cell with a higher digit, stopping early
/// when there is none; a line below `min` frees its cells. None when the
/// bulbs run out before `count` lines.
pub(super) fn thermometers(
    solution: &[u8],
    n: usize,
    count: usize,
    (min, max): (usize, usize),
    rng: &mut Rng,
) -> Option<Vec<Vec<usize>>> {
    let mut taken = vec![false; n * n];
    let mut bulbs: Vec<usize> = (0..n * n).collect();
    rng.shuffle(&mut bulbs);
    let mut lines = Vec::with_capacity(count);
    for bulb in bulbs {
        if lines.len() == count {
            break;
        }
        if taken[bulb] {
            continue;
        }
        let target = min + rng.below((max - min + 1) as u32) as usize;
        let mut line = vec![bulb];
        taken[bulb] = true;
        while line.len() < target {
            let last = line[line.len() - 1];
            let next: Vec<usize> = around(n, last)
                .filter(|&c| !taken[c] && solution[c] > solution[last])
                .collect();
            if next.is_empty() {
                break;
            }
            let step = next[rng.below(next.len() as u32) as usize];
            taken[step] = true;
            line.push(step);
        }
        if line.len() < min {
            for &c in &line {
                taken[c] = false;
            }
            continue;
        }
        lines.push(line);
    }
    (lines.len() == count).then_some(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_increase_step_by_king_moves_and_share_no_cell() {
        let solution: Vec<u8> = (0..81)
            .map(|c| ((c / 9 * 3 + c / 27 + c % 9) % 9 + 1) as u8)
            .collect();
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let lines = thermometers(&solution, 9, 5, (3, 6), &mut rng).unwrap();
            assert_eq!(lines.len(), 5);
            let mut seen = [false; 81];
            for line in &lines {
                assert!((3..=6).contains(&line.len()), "{line:?}");
                for w in line.windows(2) {
                    assert!(solution[w[0]] < solution[w[1]]);
                    let (r0, c0) = (w[0] / 9, w[0] % 9);
                    let (r1, c1) = (w[1] / 9, w[1] % 9);
                    assert!(r0.abs_diff(r1) <= 1 && c0.abs_diff(c1) <= 1);
                }
                for &c in line {
                    assert!(!seen[c]);
                    seen[c] = true;
                }
            }
        }
    }

    #[test]
    fn too_many_lines_for_the_grid_give_none() {
        let solution: Vec<u8> = (0..16)
            .map(|c| ((c / 4 * 2 + c / 8 + c % 4) % 4 + 1) as u8)
            .collect();
        let mut rng = Rng::new(0);
        assert!(thermometers(&solution, 4, 9, (2, 4), &mut rng).is_none());
    }
}
