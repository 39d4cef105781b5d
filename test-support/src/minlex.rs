//! Minlex by brute force: every one of the 3,359,232 geometric transforms
//! is built as a full cell map and read out with the digits relabelled by
//! first appearance, and the least string kept. No pruning by rows, no
//! choice of first rows: a check on the library's search, sharing none of
//! its code.

/// Every order of 0-8 that keeps the three lines of each band together,
/// found by filtering all 9! permutations (1,296 survive).
fn band_orders() -> Vec<[usize; 9]> {
    let mut all = Vec::new();
    let mut current = [0usize; 9];
    fn permute(depth: usize, used: u16, current: &mut [usize; 9], all: &mut Vec<[usize; 9]>) {
        if depth == 9 {
            let whole = (0..9).all(|i| current[i] / 3 == current[i / 3 * 3] / 3);
            if whole {
                all.push(*current);
            }
            return;
        }
        for v in 0..9 {
            if used & (1 << v) == 0 {
                current[depth] = v;
                permute(depth + 1, used | (1 << v), current, all);
            }
        }
    }
    permute(0, 0, &mut current, &mut all);
    all
}

/// The minlex form of an 81-byte grid (`1`-`9`, `.` or `0` empty) as 81
/// bytes `0`-`9`, and how many geometric transforms reach it.
pub fn brute_force_minlex(grid: &[u8; 81]) -> ([u8; 81], u32) {
    let values: Vec<u8> = grid
        .iter()
        .map(|&b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect();
    let orders = band_orders();
    assert_eq!(orders.len(), 1296);
    let mut best = [u8::MAX; 81];
    let mut ties = 0u32;
    for transpose in [false, true] {
        for rows in &orders {
            for cols in &orders {
                let mut labels = [0u8; 10];
                let mut next = 1;
                let mut less = false;
                let mut worse = false;
                let mut candidate = [0u8; 81];
                for cell in 0..81 {
                    let (r, c) = (rows[cell / 9], cols[cell % 9]);
                    let source = if transpose { c * 9 + r } else { r * 9 + c };
                    let v = values[source] as usize;
                    let label = if v == 0 {
                        0
                    } else {
                        if labels[v] == 0 {
                            labels[v] = next;
                            next += 1;
                        }
                        labels[v]
                    };
                    candidate[cell] = label;
                    if !less {
                        if label > best[cell] {
                            worse = true;
                            break;
                        }
                        less = label < best[cell];
                    }
                }
                if worse {
                    continue;
                }
                if less {
                    best = candidate;
                    ties = 1;
                } else {
                    ties += 1;
                }
            }
        }
    }
    (best.map(|v| b'0' + v), ties)
}
