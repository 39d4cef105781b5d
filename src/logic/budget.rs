//! The work a logic call may do: its budget, counted in guesses of the
//! solver at the API and in potentials expanded by the chain searches, and
//! the error when it runs out.

/// The work budget ran out.
#[derive(Debug)]
pub struct Exhausted;

/// Chain-search units (potentials expanded) per unit of a call's budget,
/// so that one budget unit is about a microsecond of chain search as it is
/// a guess of the solver.
pub const CHAIN_UNITS_PER_GUESS: u64 = 16;

/// Work left: potentials a chain search may still expand. One unit is one
/// potential taken from a walk's queue and its implications listed (tens of
/// nanoseconds).
pub struct Budget {
    left: u64,
}

impl Budget {
    /// `units` of work, or no limit for 0.
    pub fn new(units: u64) -> Budget {
        Budget {
            left: if units == 0 { u64::MAX } else { units },
        }
    }

    #[inline(always)]
    pub fn spend(&mut self, units: u64) -> Result<(), Exhausted> {
        if self.left < units {
            self.left = 0;
            return Err(Exhausted);
        }
        self.left -= units;
        Ok(())
    }

    /// The units not yet spent, for tests that measure a search's work.
    #[cfg(test)]
    pub fn left(&self) -> u64 {
        self.left
    }
}
