//! The search work a logic call may spend over its whole path, shared by
//! its searches: the caller's bound on time, in units that are the same on
//! every machine. Each search also keeps its own fixed limit per step; this
//! one bounds their sum.

use std::cell::Cell;

/// Units of search work left: one unit is one potential taken off a chain
/// search's queue, one partial wing, strong link or aligned exclusion's
/// combination tried, or one loop walk extended.
#[derive(Debug)]
pub struct Work {
    left: Cell<u64>,
    ran_out: Cell<bool>,
}

impl Work {
    /// No bound but the searches' own.
    pub fn unlimited() -> Work {
        Work::new(u64::MAX)
    }

    /// At most `units` units.
    pub fn new(units: u64) -> Work {
        Work {
            left: Cell::new(units),
            ran_out: Cell::new(false),
        }
    }

    /// Spends one unit; false, from then on, once none is left.
    #[inline]
    pub fn take(&self) -> bool {
        self.spend(1)
    }

    /// Spends `units`, or all that is left and false.
    #[inline]
    pub fn spend(&self, units: u64) -> bool {
        let left = self.left.get();
        if left < units {
            self.left.set(0);
            self.ran_out.set(true);
            return false;
        }
        self.left.set(left - units);
        true
    }

    /// Whether a search stopped because no unit was left.
    pub fn ran_out(&self) -> bool {
        self.ran_out.get()
    }

    /// Units left.
    pub fn left(&self) -> u64 {
        self.left.get()
    }
}

#[cfg(test)]
mod tests {
    use super::Work;

    #[test]
    fn takes_until_none_is_left_then_says_so() {
        let work = Work::new(2);
        assert!(work.take() && work.take());
        assert!(!work.ran_out());
        assert!(!work.take());
        assert!(work.ran_out());
        assert_eq!(work.left(), 0);
    }

    #[test]
    fn spending_more_than_is_left_empties_it() {
        let work = Work::new(5);
        assert!(work.spend(3));
        assert!(!work.spend(3));
        assert!(work.ran_out());
        assert_eq!(work.left(), 0);
    }
}
