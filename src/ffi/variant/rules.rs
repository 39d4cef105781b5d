//! The opaque rule set handed to C, its `_free` and its accessors.

use crate::ffi::{guarded, Fallback};
use crate::variant::{Rules, MAX_SIZE};

/// The most cells a variant grid has (25 x 25): a grid buffer this long
/// fits every rule set, and sudoku_rules_from_text needs no more for its
/// givens.
pub const SUDOKU_RULES_MAX_CELLS: usize = 625;

const _: () = assert!(SUDOKU_RULES_MAX_CELLS == MAX_SIZE * MAX_SIZE);

/// A variant rule set: the grid's size N (4 to 25), its boxes or jigsaw
/// regions, extra houses, neighbour rules, cages, thermometers and dots.
/// Opaque; made by sudoku_rules_from_text or sudoku_rules_build, freed by
/// sudoku_rules_free. Immutable once made, so one rule set may be used by
/// any number of threads at once.
pub struct RulesHandle {
    pub(crate) rules: Rules,
}

// The C API promises that a rule set is shareable between threads.
const _: () = {
    const fn send_sync<T: Send + Sync>() {}
    send_sync::<RulesHandle>();
};

/// Hands a rule set to the caller.
pub(crate) fn into_raw(rules: Rules) -> *mut RulesHandle {
    Box::into_raw(Box::new(RulesHandle { rules }))
}

/// The rule set behind a caller's handle.
///
/// # Safety
/// `rules` is NULL or a handle from this library that is not yet freed.
pub(crate) unsafe fn rules_ref<'a>(rules: *const RulesHandle) -> Option<&'a Rules> {
    // SAFETY: a non-NULL handle points to a live RulesHandle, by contract.
    unsafe { rules.as_ref() }.map(|handle| &handle.rules)
}

impl Fallback for u32 {
    fn fallback() -> u32 {
        0
    }
}

impl Fallback for () {
    fn fallback() {}
}

/// Frees a rule set.
///
/// @param rules NULL (nothing happens) or a rule set from
///   sudoku_rules_from_text or sudoku_rules_build, not yet freed. No other
///   thread may be using it.
///
/// # Safety
/// `rules` is NULL or a live handle from this library, used by no other
/// call, and not used again.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_free(rules: *mut RulesHandle) {
    guarded(|| {
        if !rules.is_null() {
            // SAFETY: a live handle made by Box::into_raw, by contract.
            drop(unsafe { Box::from_raw(rules) });
        }
    })
}

/// The size N of a rule set's grid (4 to 25): its grids are N*N values.
///
/// @param rules a rule set, or NULL.
/// @return N, or 0 for NULL.
///
/// # Safety
/// `rules` is NULL or a live handle from this library.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rules_size(rules: *const RulesHandle) -> u32 {
    guarded(|| {
        // SAFETY: as this function's contract.
        unsafe { rules_ref(rules) }.map_or(0, |rules| rules.size() as u32)
    })
}
