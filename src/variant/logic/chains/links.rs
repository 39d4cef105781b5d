//! What each potential implies on the search's grid, in SukakuExplainer's
//! order: listed once per search for each cell and digit, since the grid
//! does not change during one and the walks reach the same potentials
//! again and again.

use super::super::board::{bit, digits};
use super::{Node, Search};

impl Search<'_> {
    /// What an on potential turns off, in SukakuExplainer's order, pushed
    /// on `out`.
    pub(super) fn on_to_off(&mut self, p: &Node, parent: usize, y: bool, out: &mut Vec<Node>) {
        let off = |cell, digit, house| Node {
            cell,
            digit,
            on: false,
            parent: Some(parent),
            house,
        };
        if y {
            for d in digits(self.cands(p.cell)).filter(|&d| d != p.digit) {
                out.push(off(p.cell, d, None));
            }
        }
        let (from, to) = self.offs_of(p.cell, p.digit);
        for &(c, d, house) in &self.offs[from as usize..to as usize] {
            out.push(off(c, d, house));
        }
    }

    /// The range in `offs` of what an on potential at `cell` and `digit`
    /// turns off besides its cell, listed at its first call.
    fn offs_of(&mut self, cell: usize, digit: u8) -> (u32, u32) {
        let n = self.layout.size;
        if let Some(range) = self.off_lists[cell * n + digit as usize - 1] {
            return range;
        }
        let from = self.offs.len() as u32;
        let b = bit(digit);
        for &(c, house) in &self.reach[cell] {
            if self.cands(c) & b != 0 {
                self.offs.push((c, digit, house));
            }
        }
        for &c in &self.layout.not_consecutive[cell] {
            for d in [digit + 1, digit.wrapping_sub(1)] {
                if (1..=n as u8).contains(&d) && self.cands(c) & bit(d) != 0 {
                    self.offs.push((c, d, None));
                }
            }
        }
        let range = (from, self.offs.len() as u32);
        self.off_lists[cell * n + digit as usize - 1] = Some(range);
        range
    }

    /// What an off potential turns on, pushed on `out` (empty).
    pub(super) fn off_to_on(
        &mut self,
        p: &Node,
        parent: usize,
        y: bool,
        x: bool,
        out: &mut Vec<Node>,
    ) {
        let (from, to) = self.ons_of(p, y, x, out);
        for &(cell, digit, house) in &self.ons[from as usize..to as usize] {
            out.push(Node {
                cell,
                digit,
                on: true,
                parent: Some(parent),
                house,
            });
        }
    }

    /// The range in `ons` of what the off potential `p` turns on with
    /// these links, listed at its first call (`out`: a list to use, left
    /// empty).
    pub(super) fn ons_of(&mut self, p: &Node, y: bool, x: bool, out: &mut Vec<Node>) -> (u32, u32) {
        let n = self.layout.size;
        let kind = y as usize | (x as usize) << 1;
        let slot = p.cell * n + p.digit as usize - 1;
        if self.on_lists[kind].is_empty() {
            self.on_lists[kind] = vec![None; n * n * n];
        }
        if let Some(range) = self.on_lists[kind][slot] {
            return range;
        }
        let from = self.ons.len() as u32;
        out.clear();
        self.list_ons(p, 0, y, x, out);
        self.ons
            .extend(out.iter().map(|q| (q.cell, q.digit, q.house)));
        out.clear();
        let range = (from, self.ons.len() as u32);
        self.on_lists[kind][slot] = Some(range);
        range
    }

    /// `off_to_on`'s potentials, read from the grid.
    fn list_ons(&self, p: &Node, parent: usize, y: bool, x: bool, out: &mut Vec<Node>) {
        let cands = self.cands(p.cell);
        if y && cands.count_ones() == 2 {
            let other = digits(cands).find(|&d| d != p.digit).expect("two digits");
            out.push(Node {
                cell: p.cell,
                digit: other,
                on: true,
                parent: Some(parent),
                house: None,
            });
        }
        if x {
            let n = self.layout.size;
            let own = cands & bit(p.digit) != 0;
            for &h in &self.houses_of[p.cell] {
                let (count, sum) = self.places[h * n + p.digit as usize - 1];
                // The places other than the cell: exactly one.
                let (others, rest) = if own {
                    (count - 1, sum - p.cell)
                } else {
                    (count, sum)
                };
                if others == 1 {
                    let c = rest;
                    if !out.iter().any(|q| q.cell == c && q.digit == p.digit) {
                        out.push(Node {
                            cell: c,
                            digit: p.digit,
                            on: true,
                            parent: Some(parent),
                            house: Some(h),
                        });
                    }
                }
            }
        }
    }
}
