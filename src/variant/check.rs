//! Which rule a grid breaks, and where: the first cell, in cell order, that
//! completes a broken rule among the filled cells.

use std::fmt;

use super::rules::{HouseKind, PairKind, PairSource, Rules};
use super::VariantError;

/// A rule a grid breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BrokenRule {
    /// Two equal digits in house `index` of [`Rules::houses`].
    House {
        kind: HouseKind,
        index: usize,
    },
    AntiKnight,
    AntiKing,
    /// Cage `cage`'s digits exceed its sum, or fill it to another sum.
    CageSum {
        cage: usize,
    },
    /// A rule between two cells.
    Pair(PairSource),
}

/// Where a grid breaks a rule: the cell (`row * size + column`) that
/// completes the break.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Violation {
    pub cell: usize,
    pub rule: BrokenRule,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cell {} breaks ", self.cell)?;
        match self.rule {
            BrokenRule::House { kind, index } => write!(f, "house {index} ({kind:?})"),
            BrokenRule::AntiKnight => write!(f, "the anti-knight rule"),
            BrokenRule::AntiKing => write!(f, "the anti-king rule"),
            BrokenRule::CageSum { cage } => write!(f, "cage {cage}'s sum"),
            BrokenRule::Pair(source) => write!(f, "{source:?}"),
        }
    }
}

/// Checks a grid of N * N values (0 empty) against `rules`: its length,
/// its values, and every rule among its filled cells. A complete grid that
/// passes is a solution.
pub fn check(rules: &Rules, grid: &[u8]) -> Result<(), VariantError> {
    let n = rules.size();
    if grid.len() != n * n {
        return Err(VariantError::Length {
            expected: n * n,
            found: grid.len(),
        });
    }
    if let Some(cell) = grid.iter().position(|&v| v as usize > n) {
        return Err(VariantError::Digit {
            cell,
            value: grid[cell],
        });
    }
    match first_violation(rules, grid) {
        Some(violation) => Err(VariantError::Broken(violation)),
        None => Ok(()),
    }
}

fn first_violation(rules: &Rules, grid: &[u8]) -> Option<Violation> {
    let n = rules.size();
    let mut first: Option<Violation> = None;
    let mut note = |cell: usize, rule: BrokenRule| {
        if first.map_or(true, |f| cell < f.cell) {
            first = Some(Violation { cell, rule });
        }
    };
    for (index, house) in rules.houses().iter().enumerate() {
        for (i, &a) in house.cells.iter().enumerate() {
            for &b in &house.cells[..i] {
                if grid[a] != 0 && grid[a] == grid[b] {
                    note(
                        a.max(b),
                        BrokenRule::House {
                            kind: house.kind,
                            index,
                        },
                    );
                }
            }
        }
    }
    let neighbours = rules.neighbours();
    for a in 0..n * n {
        for b in 0..a {
            if grid[a] == 0 || grid[a] != grid[b] {
                continue;
            }
            let (dr, dc) = ((a / n).abs_diff(b / n), (a % n).abs_diff(b % n));
            if neighbours.anti_knight && dr.min(dc) == 1 && dr.max(dc) == 2 {
                note(a, BrokenRule::AntiKnight);
            }
            if neighbours.anti_king && dr <= 1 && dc <= 1 {
                note(a, BrokenRule::AntiKing);
            }
        }
    }
    for (index, cage) in rules.cages().iter().enumerate() {
        let Some(sum) = cage.sum else { continue };
        let mut order = cage.cells.clone();
        order.sort_unstable();
        let mut total = 0u32;
        let mut filled = 0;
        for &cell in &order {
            if grid[cell] == 0 {
                continue;
            }
            total += grid[cell] as u32;
            filled += 1;
            if total > sum || (filled == order.len() && total != sum) {
                note(cell, BrokenRule::CageSum { cage: index });
                break;
            }
        }
    }
    for pair in rules.pairs() {
        let [a, b] = pair.cells;
        let (x, y) = (grid[a] as u32, grid[b] as u32);
        if x == 0 || y == 0 {
            continue;
        }
        let holds = match pair.kind {
            PairKind::Less => x < y,
            PairKind::Difference(v) => x.abs_diff(y) == v,
            PairKind::Ratio(r) => x * r == y || y * r == x,
            PairKind::NotDifference(v) => x.abs_diff(y) != v,
            PairKind::NotRatio(r) => x * r != y && y * r != x,
        };
        if !holds {
            note(a.max(b), BrokenRule::Pair(pair.source));
        }
    }
    first
}
