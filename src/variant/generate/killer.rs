//! Killer cages cut from a complete grid: connected groups of orthogonal
//! neighbours with different digits, of a size within bounds, each with its
//! sum. When the cages alone allow another solution, a cage on which the
//! two solutions differ is split in two (each part within the bounds)
//! until the solution is unique.

use crate::generate::rng::Rng;
use crate::variant::rules::{offset, Rules};
use crate::variant::{count, RulesBuilder};

use super::buffers::Buffers;
use super::fill::{first_solution, Outcome};

/// The four orthogonal neighbours of `cell` on the grid, in increasing
/// order.
fn neighbours(n: usize, cell: usize) -> impl Iterator<Item = usize> {
    [(-1, 0), (0, -1), (0, 1), (1, 0)]
        .into_iter()
        .filter_map(move |(dr, dc)| offset(n, cell, dr, dc))
}

/// Tries at cutting the grid, or re-cutting part of it, before giving up.
const CUT_TRIES: usize = 8;
/// Splits and re-cuts before a candidate is given up.
const FIXES: usize = 64;
/// Guesses the walk for another solution gets before the engine's count
/// decides whether there is one (see `Killer::other_solution`).
const QUICK_GUESSES: u64 = 2_000;

/// Cuts the whole grid into cages of `min..=max` cells with different
/// digits of `solution`; None when every try leaves a cage below `min`
/// that no neighbouring cage can take in.
pub(super) fn cut_cages(
    solution: &[u8],
    n: usize,
    sizes: (usize, usize),
    rng: &mut Rng,
) -> Option<Vec<Vec<usize>>> {
    let all: Vec<usize> = (0..n * n).collect();
    (0..CUT_TRIES).find_map(|_| cut(solution, n, sizes, Vec::new(), &all, rng))
}

/// Cuts the `free` cells into new cages beside the `kept` ones: cages
/// grown from the free cells in a random order to a random size, by
/// random free neighbours with digits not yet in the cage; a cage left
/// below `min` joins a neighbouring cage (kept or new) that stays within
/// `max` with different digits. Cages come out sorted.
fn cut(
    solution: &[u8],
    n: usize,
    (min, max): (usize, usize),
    mut cages: Vec<Vec<usize>>,
    free: &[usize],
    rng: &mut Rng,
) -> Option<Vec<Vec<usize>>> {
    let cells = n * n;
    let mut cage_of = vec![usize::MAX; cells];
    for (index, cage) in cages.iter().enumerate() {
        for &c in cage {
            cage_of[c] = index;
        }
    }
    let first_new = cages.len();
    let mut starts = free.to_vec();
    rng.shuffle(&mut starts);
    let digits_of = |cage: &[usize]| cage.iter().fold(0u32, |m, &c| m | 1 << solution[c]);
    for &start in &starts {
        if cage_of[start] != usize::MAX {
            continue;
        }
        let target = min + rng.below((max - min + 1) as u32) as usize;
        let index = cages.len();
        let mut cage = vec![start];
        cage_of[start] = index;
        while cage.len() < target {
            let used = digits_of(&cage);
            let mut frontier: Vec<usize> = cage
                .iter()
                .flat_map(|&c| neighbours(n, c))
                .filter(|&c| cage_of[c] == usize::MAX && used & 1 << solution[c] == 0)
                .collect();
            frontier.sort_unstable();
            frontier.dedup();
            if frontier.is_empty() {
                break;
            }
            let next = frontier[rng.below(frontier.len() as u32) as usize];
            cage_of[next] = index;
            cage.push(next);
        }
        cages.push(cage);
    }
    for small in first_new..cages.len() {
        let size = cages[small].len();
        if size == 0 || size >= min {
            continue;
        }
        let used = digits_of(&cages[small]);
        let mut hosts: Vec<usize> = cages[small]
            .iter()
            .flat_map(|&c| neighbours(n, c))
            .map(|c| cage_of[c])
            .filter(|&h| {
                h != small && cages[h].len() + size <= max && digits_of(&cages[h]) & used == 0
            })
            .collect();
        hosts.sort_unstable();
        hosts.dedup();
        if hosts.is_empty() {
            return None;
        }
        let host = hosts[rng.below(hosts.len() as u32) as usize];
        let moved = std::mem::take(&mut cages[small]);
        for &c in &moved {
            cage_of[c] = host;
        }
        cages[host].extend(moved);
    }
    cages.retain(|cage| !cage.is_empty());
    for cage in &mut cages {
        cage.sort_unstable();
    }
    cages.sort_unstable();
    Some(cages)
}

/// The scratch of making one killer unique: the rules without the cages,
/// the solution, the bounds and the budget.
pub(super) struct Killer<'a> {
    pub(super) base: &'a RulesBuilder,
    pub(super) solution: &'a [u8],
    pub(super) n: usize,
    pub(super) sizes: (usize, usize),
    pub(super) guess_budget: u64,
}

impl Killer<'_> {
    /// The rules with `cages` and their sums.
    pub(super) fn rules_with(&self, cages: &[Vec<usize>]) -> Option<Rules> {
        let mut builder = self.base.clone();
        for cage in cages.iter().filter(|cage| !cage.is_empty()) {
            let sum = cage.iter().map(|&c| u32::from(self.solution[c])).sum();
            builder = builder.cage(cage.clone(), Some(sum));
        }
        builder.build().ok()
    }

    /// Splits cages until `givens` have one solution under the rules;
    /// None when another solution remains and no cage it touches can be
    /// split within the bounds, or a search runs out of budget.
    pub(super) fn make_unique(
        &self,
        mut cages: Vec<Vec<usize>>,
        givens: &[u8],
        rng: &mut Rng,
    ) -> Option<(Rules, Vec<Vec<usize>>)> {
        let n = self.n;
        let order = self.nearest_order();
        let mut fixes = 0;
        loop {
            let rules = self.rules_with(&cages)?;
            let other = self.other_solution(&rules, givens, &order)?;
            let Some(other) = other else {
                return Some((rules, cages));
            };
            fixes += 1;
            if fixes > FIXES {
                return None;
            }
            let touched: Vec<usize> = (0..cages.len())
                .filter(|&i| cages[i].iter().any(|&c| other[c] != self.solution[c]))
                .collect();
            let splittable: Vec<usize> = touched
                .iter()
                .copied()
                .filter(|&i| cages[i].len() >= 2 * self.sizes.0)
                .collect();
            // Every cage the other solution touches that can be split is.
            let mut split_any = false;
            for index in splittable {
                if let Some((a, b)) = self.split(&cages[index], rng) {
                    cages[index] = a;
                    cages.push(b);
                    split_any = true;
                }
            }
            if split_any {
                continue;
            }
            // No cage to split: cut the cages the other solution touches,
            // and the cages beside them, again in another random way. The
            // touched cages alone are often too small to cut any other
            // way, which left the same cages and the same other solution.
            let touched = with_neighbours(n, &cages, &touched);
            let free: Vec<usize> = touched.iter().flat_map(|&i| cages[i].clone()).collect();
            let kept: Vec<Vec<usize>> = (0..cages.len())
                .filter(|i| !touched.contains(i))
                .map(|i| cages[i].clone())
                .collect();
            let sizes = self.sizes;
            cages = (0..CUT_TRIES)
                .find_map(|_| cut(self.solution, n, sizes, kept.clone(), &free, rng))?;
        }
    }

    /// Merges neighbouring cages while `givens` stay unique: each pass
    /// lists the pairs of cages that touch orthogonally, fit within the
    /// upper bound together and share no digit (by lowest cells, in
    /// increasing order), shuffles them, and merges each pair whose cages
    /// are both untouched this pass when the merged rules still have one
    /// solution. Passes repeat until one merges nothing. A merge refused
    /// stays refused (merging only loosens the rules), so those pairs are
    /// not counted again. None when a count runs out of budget.
    pub(super) fn merge_cages(
        &self,
        mut cages: Vec<Vec<usize>>,
        givens: &[u8],
        rng: &mut Rng,
    ) -> Option<(Rules, Vec<Vec<usize>>)> {
        let (n, max) = (self.n, self.sizes.1);
        let mut refused: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
        loop {
            let mut cage_of = vec![0; n * n];
            for (index, cage) in cages.iter().enumerate() {
                for &c in cage {
                    cage_of[c] = index;
                }
            }
            let digits = |cage: &[usize]| cage.iter().fold(0u32, |m, &c| m | 1 << self.solution[c]);
            let mut pairs: Vec<(usize, usize)> = Vec::new();
            for (a, cage) in cages.iter().enumerate() {
                for b in cage
                    .iter()
                    .flat_map(|&c| neighbours(n, c))
                    .map(|c| cage_of[c])
                {
                    if a < b
                        && cage.len() + cages[b].len() <= max
                        && digits(cage) & digits(&cages[b]) == 0
                        && !refused.contains(&key(cage, &cages[b]))
                    {
                        pairs.push((a, b));
                    }
                }
            }
            pairs.sort_unstable();
            pairs.dedup();
            rng.shuffle(&mut pairs);
            // Merged cages leave an empty one behind until the pass ends,
            // so that the pairs' indices hold.
            let mut changed = vec![false; cages.len()];
            for (a, b) in pairs {
                if changed[a] || changed[b] {
                    continue;
                }
                let mut merged = cages.clone();
                let moved = std::mem::take(&mut merged[b]);
                merged[a].extend(moved);
                merged[a].sort_unstable();
                let rules = self.rules_with(&merged)?;
                // Most merges tried stay unique, which the engine's count
                // proves faster than the walk in cell order.
                match count(&rules, givens, 2, self.guess_budget).0 {
                    Ok(1) => {
                        (changed[a], changed[b]) = (true, true);
                        cages = merged;
                    }
                    Ok(_) => refused.push(key(&cages[a], &cages[b])),
                    Err(_) => return None,
                }
            }
            cages.retain(|cage| !cage.is_empty());
            if !changed.contains(&true) {
                cages.sort_unstable();
                return Some((self.rules_with(&cages)?, cages));
            }
        }
    }

    /// Each cell's digits, the grid's first then the others in increasing
    /// order: the first solution in this order other than the grid is the
    /// one agreeing with it on the longest run of cells from cell 0, which
    /// depends on the rules alone.
    fn nearest_order(&self) -> Vec<u8> {
        let n = self.n;
        let mut order = Vec::with_capacity(n * n * n);
        for &digit in self.solution {
            order.push(digit);
            order.extend((1..=n as u8).filter(|&d| d != digit));
        }
        order
    }

    /// The nearest other solution of `givens` under `rules` (in `order`,
    /// from [`Self::nearest_order`]), or None when the grid is the only
    /// one; Err (as None of the outer Option) when a search runs out of
    /// budget. The walk in cell order finds a near other solution in a few
    /// hundred guesses but can take long to prove there is none, which the
    /// engine's count does fast; so the walk gets [`QUICK_GUESSES`] first,
    /// then the count decides, and only when it finds two does the walk go
    /// on with the full budget. Both verdicts are exact, so the answer is
    /// the same whichever search gives it.
    fn other_solution(
        &self,
        rules: &Rules,
        givens: &[u8],
        order: &[u8],
    ) -> Option<Option<Vec<u8>>> {
        let mut buffers = Buffers::new(rules);
        let mut walk = |budget| {
            first_solution(
                rules,
                givens,
                order,
                Some(self.solution),
                budget,
                &mut buffers,
            )
        };
        let quick = match self.guess_budget {
            0 => QUICK_GUESSES,
            budget => budget.min(QUICK_GUESSES),
        };
        match walk(quick) {
            Outcome::Found(other) => return Some(Some(other)),
            Outcome::None => return Some(None),
            Outcome::BudgetExhausted => {}
        }
        match count(rules, givens, 2, self.guess_budget).0 {
            Ok(1) => Some(None),
            Ok(_) => match walk(self.guess_budget) {
                Outcome::Found(other) => Some(Some(other)),
                Outcome::None => Some(None),
                Outcome::BudgetExhausted => None,
            },
            Err(_) => None,
        }
    }

    /// Two connected parts of `cage`, each of at least the lower bound,
    /// grown from a random cell; a few tries.
    fn split(&self, cage: &[usize], rng: &mut Rng) -> Option<(Vec<usize>, Vec<usize>)> {
        let (min, n) = (self.sizes.0, self.n);
        for _ in 0..8 {
            let target = min + rng.below((cage.len() - 2 * min + 1) as u32) as usize;
            let mut part = vec![cage[rng.below(cage.len() as u32) as usize]];
            while part.len() < target {
                let mut frontier: Vec<usize> = part
                    .iter()
                    .flat_map(|&c| neighbours(n, c))
                    .filter(|c| cage.contains(c) && !part.contains(c))
                    .collect();
                frontier.sort_unstable();
                frontier.dedup();
                if frontier.is_empty() {
                    break;
                }
                part.push(frontier[rng.below(frontier.len() as u32) as usize]);
            }
            let rest: Vec<usize> = cage.iter().copied().filter(|c| !part.contains(c)).collect();
            if part.len() == target && connected(n, &rest) {
                part.sort_unstable();
                return Some((part, rest));
            }
        }
        None
    }
}

/// The cages `chosen` (indices, increasing) and every cage orthogonally
/// beside one of them, in increasing order.
fn with_neighbours(n: usize, cages: &[Vec<usize>], chosen: &[usize]) -> Vec<usize> {
    let mut cage_of = vec![0; n * n];
    for (index, cage) in cages.iter().enumerate() {
        for &c in cage {
            cage_of[c] = index;
        }
    }
    let mut wider: Vec<usize> = chosen
        .iter()
        .flat_map(|&i| cages[i].iter().flat_map(|&c| neighbours(n, c)))
        .map(|c| cage_of[c])
        .chain(chosen.iter().copied())
        .collect();
    wider.sort_unstable();
    wider.dedup();
    wider
}

/// Two cages as an unordered pair, to remember a refused merge.
fn key(a: &[usize], b: &[usize]) -> (Vec<usize>, Vec<usize>) {
    let (a, b) = (a.to_vec(), b.to_vec());
    if a < b {
        (a, b)
    } else {
        (b, a)
    }
}

/// True when `cells` form one group of orthogonal neighbours.
pub(super) fn connected(n: usize, cells: &[usize]) -> bool {
    let Some(&first) = cells.first() else {
        return true;
    };
    let mut reached = vec![first];
    let mut next = 0;
    while next < reached.len() {
        let cell = reached[next];
        next += 1;
        for other in neighbours(n, cell) {
            if cells.contains(&other) && !reached.contains(&other) {
                reached.push(other);
            }
        }
    }
    reached.len() == cells.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cages_cover_the_grid_within_bounds_with_distinct_digits() {
        let solution: Vec<u8> = (0..81)
            .map(|c| ((c / 9 * 3 + c / 27 + c % 9) % 9 + 1) as u8)
            .collect();
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let Some(cages) = cut_cages(&solution, 9, (2, 5), &mut rng) else {
                continue;
            };
            let mut covered = [0; 81];
            for cage in &cages {
                assert!((2..=5).contains(&cage.len()), "{cage:?}");
                assert!(connected(9, cage));
                let mut digits: Vec<u8> = cage.iter().map(|&c| solution[c]).collect();
                digits.sort_unstable();
                digits.dedup();
                assert_eq!(digits.len(), cage.len());
                for &c in cage {
                    covered[c] += 1;
                }
            }
            assert!(covered.iter().all(|&k| k == 1));
        }
    }
}
