//! The least reading of a row whose digits all take fresh labels (the
//! first row with a given), looked up instead of searched.
//!
//! When no label is given yet and a row's digits are distinct, its reading
//! under a column order is its empty cells as `0` and its digits as 1, 2,
//! 3, ... in order: it depends only on which places hold a given. So the
//! least reading and the column orders that reach it depend only on the
//! row's 9-bit mask of givens, and a table over the 512 masks answers for
//! every such row.

use std::sync::OnceLock;

use super::COLUMN_ORDERS;

/// For each mask of source columns holding a given (bit c: column c), the
/// least output mask reachable (bit 8 - p: place p holds a given, so a
/// smaller number reads as a smaller string) and the column orders that
/// reach it, in increasing order.
pub(super) struct FreshRows {
    least: [u16; 512],
    /// `orders[starts[m]..starts[m + 1]]`: the orders reaching `least[m]`.
    starts: [u32; 513],
    orders: Vec<u16>,
}

impl FreshRows {
    /// The table, built on first use (512 masks under 1,296 orders).
    pub(super) fn get() -> &'static FreshRows {
        static TABLE: OnceLock<FreshRows> = OnceLock::new();
        TABLE.get_or_init(FreshRows::build)
    }

    fn build() -> FreshRows {
        let mut least = [u16::MAX; 512];
        let mut starts = [0u32; 513];
        let mut orders = Vec::new();
        for mask in 0..512usize {
            let start = orders.len();
            for (index, order) in COLUMN_ORDERS.iter().enumerate() {
                let out = output_mask(mask, order);
                if out < least[mask] {
                    least[mask] = out;
                    orders.truncate(start);
                }
                if out == least[mask] {
                    orders.push(index as u16);
                }
            }
            starts[mask + 1] = orders.len() as u32;
        }
        FreshRows {
            least,
            starts,
            orders,
        }
    }

    /// The least output mask of source mask `mask`, and the orders that
    /// reach it.
    pub(super) fn least(&self, mask: usize) -> (u16, &[u16]) {
        let range = self.starts[mask] as usize..self.starts[mask + 1] as usize;
        (self.least[mask], &self.orders[range])
    }
}

/// The output mask of source mask `mask` under `order`: bit 8 - p is set
/// when place p holds a given.
fn output_mask(mask: usize, order: &[u8; 9]) -> u16 {
    let mut out = 0u16;
    for (place, &column) in order.iter().enumerate() {
        out |= (((mask >> column) & 1) as u16) << (8 - place);
    }
    out
}

/// The reading of output mask `out`: `0` where empty, then 1, 2, 3, ...
pub(super) fn reading(out: u16) -> [u8; 9] {
    let mut row = [0u8; 9];
    let mut next = 1;
    for (place, cell) in row.iter_mut().enumerate() {
        if out >> (8 - place) & 1 == 1 {
            *cell = next;
            next += 1;
        }
    }
    row
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mask_reaches_its_least_by_the_listed_orders_only() {
        let table = FreshRows::get();
        for mask in 0..512usize {
            let (least, orders) = table.least(mask);
            assert_eq!(least.count_ones(), mask.count_ones());
            let reaching: Vec<u16> = (0..1296u16)
                .filter(|&i| output_mask(mask, &COLUMN_ORDERS[i as usize]) == least)
                .collect();
            assert_eq!(orders, &reaching[..]);
            assert!((0..1296).all(|i| output_mask(mask, &COLUMN_ORDERS[i]) >= least));
        }
        // The empty row: every order; one given goes last.
        assert_eq!(table.least(0).1.len(), 1296);
        assert_eq!(table.least(1 << 4).0, 1);
        assert_eq!(reading(0b000_001_011), [0, 0, 0, 0, 0, 1, 0, 2, 3]);
    }
}
