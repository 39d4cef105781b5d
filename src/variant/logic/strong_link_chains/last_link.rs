//! The last link of a strong-link chain pick, read from tables filled
//! once per digit: which of the digit's links join (share a house at an
//! end), and which cells holding the digit see each link end. A reading
//! whose pick cannot be read as a chain, or whose chain could remove
//! nothing, is charged as `read_chains` would charge it, unread.

use super::{Chosen, LinkHouse, Search, NO_HOUSE};
use crate::variant::logic::layout::CellSet;

impl Search<'_> {
    /// Fills `joins` for the digit's links (`LinkHouse::first_end` / 2 +
    /// reading), on grids of up to 128 cells with up to 128 links; leaves
    /// it empty otherwise. Only links in houses with disjoint places are
    /// paired: no pick holds the others.
    pub(super) fn fill_joins(&mut self, houses: &[LinkHouse<'_>]) {
        self.joins.clear();
        let links = self.ends / 2;
        if self.layout.size * self.layout.size > 128 || links > 128 || self.count > 8 {
            return;
        }
        self.joins.resize(links, 0);
        for (p, one) in houses.iter().enumerate() {
            for two in &houses[p + 1..] {
                if one.low & two.low != 0 {
                    continue;
                }
                for r in 0..one.links.len() {
                    for t in 0..two.links.len() {
                        let meets = (0..4).any(|e| {
                            let (x, y) = (e / 2, e % 2);
                            let ex = one.first_end + 2 * r + x;
                            let ey = two.first_end + 2 * t + y;
                            let (a, b) = (&one.links[r].ends[x], &two.links[t].ends[y]);
                            self.shared_house(ex, ey, a, b) != NO_HOUSE
                        });
                        if meets {
                            let (i, j) = (one.first_end / 2 + r, two.first_end / 2 + t);
                            self.joins[i] |= 1 << j;
                            self.joins[j] |= 1 << i;
                        }
                    }
                }
            }
        }
    }

    /// Fills `end_victims` for the digit's link ends when `joins` is
    /// filled (a grid of up to 128 cells): the cells holding the digit
    /// (`plane`) that see every cell of the end.
    pub(super) fn fill_end_victims(&mut self, houses: &[LinkHouse<'_>], plane: &CellSet) {
        self.end_victims.clear();
        if self.joins.is_empty() {
            return;
        }
        let low = |set: &CellSet| {
            set.cells()
                .filter(|&c| c < 128)
                .fold(0u128, |m, c| m | 1 << c)
        };
        let holding = low(plane);
        self.end_victims.resize(self.ends, 0);
        for house in houses {
            for (r, link) in house.links.iter().enumerate() {
                for (e, cells) in link.ends.iter().enumerate() {
                    let seen = cells
                        .iter()
                        .fold(holding, |m, &c| m & low(&self.layout.peers[c]));
                    self.end_victims[house.first_end + 2 * r + e] = seen;
                }
            }
        }
    }

    /// Whether some cell outside the picked links' places, holding the
    /// digit, sees both ends of two of the links: every cell a chain or
    /// a loop of them removes is one (it sees the chain's two ends, or a
    /// weak link's two sides), so a pick without one removes nothing.
    fn may_remove(&self, chosen: &[Chosen<'_>]) -> bool {
        let outside = !chosen.iter().fold(0u128, |m, (h, _)| m | h.low);
        let end = |i: usize, e: usize| {
            let (house, reading) = chosen[i];
            self.end_victims[house.first_end + 2 * reading + e]
        };
        (0..chosen.len()).any(|j| {
            (0..j).any(|i| {
                let near = (end(j, 0) | end(j, 1)) & outside;
                (end(i, 0) & near) != 0 || (end(i, 1) & near) != 0
            })
        })
    }

    /// The last link's readings in `candidate` (its places disjoint from
    /// the picked links'), read from `joins`: a reading that joins no
    /// picked link is charged (when the picked links join) or skipped,
    /// as `read_chains` would, without looking up its ends; one that
    /// joins some is read as in `choose`.
    pub(super) fn choose_last<'h>(
        &mut self,
        houses: &[&'h [LinkHouse<'h>]],
        set: &[usize],
        digit: u8,
        chosen: &mut Vec<Chosen<'h>>,
        candidate: &'h LinkHouse<'h>,
    ) -> Result<(), &'static str> {
        let n = self.count;
        let j = chosen.len();
        let mut prior = self.joined;
        for i in 0..j {
            prior &= !(1 << (i * n + j) | 1 << (j * n + i));
        }
        let k = candidate.links.len();
        let first = candidate.first_end / 2;
        let span = if k >= 128 { u128::MAX } else { (1 << k) - 1 };
        let mut rows = [0u128; 8];
        let mut union = 0;
        for (i, &(house, reading)) in chosen.iter().enumerate() {
            rows[i] = self.joins[house.first_end / 2 + reading] >> first & span;
            union |= rows[i];
        }
        let per_pick = self.orders.len() << n;
        let lonely = k - union.count_ones() as usize;
        if prior != 0 && lonely > 0 {
            self.charge(lonely * per_pick)?;
        }
        let mut rest = union;
        while rest != 0 {
            let reading = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut joined = prior;
            for (i, row) in rows[..j].iter().enumerate() {
                if row >> reading & 1 != 0 {
                    joined |= 1 << (i * n + j) | 1 << (j * n + i);
                }
            }
            if !self.needs.iter().any(|&need| need & !joined == 0) {
                self.charge(per_pick)?;
                continue;
            }
            chosen.push((candidate, reading));
            if !self.may_remove(chosen) {
                chosen.pop();
                self.charge(per_pick)?;
                continue;
            }
            self.link_pairs(chosen);
            let result = self.choose(houses, set, digit, chosen);
            chosen.pop();
            result?;
        }
        Ok(())
    }
}
