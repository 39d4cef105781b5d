//! ALS-XY-Chain: ALSes linked one to the next by restricted commons, each
//! link's digit different from the one before it, so that one end or the
//! other holds a digit z both ends have: z goes from every cell seeing
//! all the ends' z's.
//!
//! HoDoKu's search, which decides the step taken:
//! - chains start from every ALS in collection order and only move to a
//!   later ALS (its restricted commons are forward only), depth first over
//!   the commons in their order, at most 50 links, no ALS twice;
//! - a pair joined by two digits is tried as the first link once with
//!   each; later, a link may use those of its digits not used by the link
//!   before it (of a link that had both, HoDoKu counts only the first as
//!   used);
//! - every chain of at least three links is checked: the digits of the
//!   first and last links are not eliminated;
//! - one step per set of eliminations, the one with fewest ALS cells (the
//!   first found among equals); then the most eliminations first, ties to
//!   the smaller weighted index sum, then the first found.

use std::collections::HashMap;

use super::als::{common_eliminations, pattern_step, Als, AlsSet, Restricted};
use super::board::bit;
use super::step::{Candidate, HodokuStep};
use super::table::numbers::ALS_XY_CHAIN;
use crate::logic::budget::{Budget, Exhausted};

const MAX_LINKS: usize = 50;

/// A link of the chain: a restricted common and the digits it uses.
#[derive(Clone, Copy)]
struct Link {
    rc: Restricted,
    /// Bit 1: its first digit is used, bit 2: its second.
    used: u8,
}

impl Link {
    fn used_digits(&self) -> u16 {
        let mut mask = 0;
        if self.used & 1 != 0 {
            mask |= bit(self.rc.digit);
        }
        if self.used & 2 != 0 {
            mask |= bit(self.rc.second_digit);
        }
        mask
    }

    /// The digit the next link may not use: the one used, or the first of
    /// two (HoDoKu's rule).
    fn blocked_digit(&self) -> u8 {
        if self.used == 2 {
            self.rc.second_digit
        } else {
            self.rc.digit
        }
    }
}

struct Search<'a> {
    alses: &'a [Als],
    commons: &'a [Restricted],
    /// Per ALS, the range of `commons` starting from it.
    from: Vec<(usize, usize)>,
    in_chain: Vec<bool>,
    chain: Vec<Link>,
    start: usize,
    /// Kept steps, in the order their elimination sets were first found.
    steps: Vec<(usize, HodokuStep)>,
    by_eliminations: HashMap<Vec<Candidate>, usize>,
    budget: &'a mut Budget,
}

pub(super) fn als_xy_chain(
    set: &AlsSet,
    budget: &mut Budget,
) -> Result<Option<HodokuStep>, Exhausted> {
    let (alses, commons) = (&set.alses, &set.commons);
    let mut from = vec![(0, 0); alses.len()];
    let mut index = 0;
    for (als, range) in from.iter_mut().enumerate() {
        let begin = index;
        while index < commons.len() && commons[index].first == als {
            index += 1;
        }
        *range = (begin, index);
    }
    let mut search = Search {
        alses,
        commons,
        from,
        in_chain: vec![false; alses.len()],
        chain: Vec::new(),
        start: 0,
        steps: Vec::new(),
        by_eliminations: HashMap::new(),
        budget,
    };
    for start in 0..alses.len() {
        search.start = start;
        search.in_chain[start] = true;
        search.extend(start)?;
        search.in_chain[start] = false;
    }
    let mut steps: Vec<HodokuStep> = search.steps.into_iter().map(|(_, step)| step).collect();
    steps.sort_by_key(|step| {
        (
            std::cmp::Reverse(step.eliminations.len()),
            index_sum(&step.eliminations),
        )
    });
    Ok(steps.into_iter().next())
}

/// HoDoKu's tie-break among chains: eliminations sorted by digit then
/// cell, each cell weighted by a factor growing by 80 from 1.
fn index_sum(eliminations: &[Candidate]) -> u64 {
    let mut sorted: Vec<(u8, u8)> = eliminations.iter().map(|c| (c.digit, c.cell)).collect();
    sorted.sort_unstable();
    sorted
        .iter()
        .enumerate()
        .map(|(k, &(digit, cell))| cell as u64 * (1 + 80 * k as u64) + digit as u64)
        .sum()
}

impl Search<'_> {
    fn extend(&mut self, als: usize) -> Result<(), Exhausted> {
        if self.chain.len() >= MAX_LINKS {
            return Ok(());
        }
        let (begin, end) = self.from[als];
        let mut i = begin;
        let mut first_try = true;
        while i < end {
            let rc = self.commons[i];
            let used = self.usable(&rc, first_try);
            if used == 0 || self.in_chain[rc.second] {
                i += 1;
                first_try = true;
                continue;
            }
            self.budget.spend(1)?;
            self.chain.push(Link { rc, used });
            self.in_chain[rc.second] = true;
            if self.chain.len() >= 3 {
                self.check();
            }
            self.extend(rc.second)?;
            self.in_chain[rc.second] = false;
            self.chain.pop();
            if self.chain.is_empty() && rc.second_digit != 0 && first_try {
                first_try = false;
            } else {
                i += 1;
                first_try = true;
            }
        }
        Ok(())
    }

    /// The digits of `rc` this link may use (bits as [`Link::used`]).
    fn usable(&self, rc: &Restricted, first_try: bool) -> u8 {
        let Some(last) = self.chain.last() else {
            return if rc.second_digit == 0 || first_try {
                1
            } else {
                2
            };
        };
        let blocked = last.blocked_digit();
        let mut used = 0;
        if rc.digit != blocked {
            used |= 1;
        }
        if rc.second_digit != 0 && rc.second_digit != blocked {
            used |= 2;
        }
        used
    }

    fn check(&mut self) {
        let first = self.chain[0];
        let last = *self.chain.last().expect("three links");
        let (start, end) = (&self.alses[self.start], &self.alses[last.rc.second]);
        let mut sets = vec![start];
        sets.extend(self.chain.iter().map(|link| &self.alses[link.rc.second]));
        let links = self
            .chain
            .iter()
            .fold(0, |mask, link| mask | link.rc.digit_mask());
        let mut step = pattern_step(ALS_XY_CHAIN, &sets, links);
        common_eliminations(
            &mut step,
            start,
            end,
            first.used_digits() | last.used_digits(),
        );
        if step.eliminations.is_empty() {
            return;
        }
        let cells = step.cells.len();
        let mut key = step.eliminations.clone();
        key.sort_unstable();
        match self.by_eliminations.get(&key) {
            None => {
                self.by_eliminations.insert(key, self.steps.len());
                self.steps.push((cells, step));
            }
            Some(&kept) if self.steps[kept].0 > cells => self.steps[kept] = (cells, step),
            Some(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::als::tests::{cell_names, first_step_of};
    use super::super::board::Board;
    use super::*;

    // Dev puzzle 544 and its step, from HoDoKu 2.2.0's path
    // (../shared/data/hodoku).
    #[test]
    fn als_xy_chain_takes_hodokus_best_chain() {
        let (step, eliminations) = first_step_of(
            "5..7...1...7..8.9...4.25...8.........63..4.8.........6........94...528...1...927.",
            ALS_XY_CHAIN,
        );
        assert_eq!(eliminations, "r4c7<>5 r4c9<>5 r6c7<>5");
        assert_eq!(
            cell_names(&step.cells),
            "r5c1 r5c5 r5c7 r5c9 r2c1 r3c1 r7c1 r9c1 r1c2 r2c2 r3c2 r7c2 \
             r3c8 r7c8 r8c8 r4c8 r6c8"
        );
    }

    #[test]
    fn the_chain_search_stops_when_the_budget_runs_out() {
        let puzzle =
            b"5..7...1...7..8.9...4.25...8.........63..4.8.........6........94...528...1...927.";
        let values = crate::grid::parse(puzzle).unwrap();
        let mut board = Board::new(&values);
        // Far into the path, where chains are many.
        let mut budget = Budget::new(0);
        for _ in 0..7 {
            let step = super::super::solver::next_step(&mut board, &mut budget).unwrap();
            super::super::solver::apply(&mut board, &step);
        }
        let set = AlsSet::of(&board);
        assert!(als_xy_chain(&set, &mut Budget::new(3)).is_err());
        assert!(als_xy_chain(&set, &mut Budget::new(0)).unwrap().is_some());
    }
}
