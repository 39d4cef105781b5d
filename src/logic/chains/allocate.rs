//! The chain rules' one heap allocation: a [`Workspace`] of
//! [`WORKSPACE_BYTES`], or [`LogicError::OutOfMemory`] where `Box::new`
//! would abort, since a C caller is owed a status. Its large parts are
//! [`Zeroed`]: zeroed when a search first needs them, so that a path whose
//! chains are all simple does not write megabytes it never reads. Its own
//! file so that scripts/check-miri.sh runs its tests under Miri.

use std::mem::MaybeUninit;
use std::ptr::addr_of_mut;

use super::{Workspace, WORKSPACE_BYTES};
use crate::logic::error::LogicError;

/// A part of the workspace, zeroed the first time it is used. Its type
/// holds only integers, floats and arrays of them (and enums whose first
/// variant is 0), so that all-zero bytes are a valid value.
pub struct Zeroed<T> {
    ready: bool,
    value: MaybeUninit<T>,
}

impl<T> Zeroed<T> {
    /// The part, zeroed first if this is its first use.
    #[inline(always)]
    pub fn get(&mut self) -> &mut T {
        if !self.ready {
            self.zero();
        }
        // SAFETY: `value` has been zeroed (`ready` says so), and all-zero
        // bytes are a valid T (the type's documented rule).
        unsafe { self.value.assume_init_mut() }
    }

    #[cold]
    #[inline(never)]
    fn zero(&mut self) {
        // SAFETY: the pointer is to this part's own storage, valid for
        // writes of one T.
        unsafe { self.value.as_mut_ptr().write_bytes(0, 1) };
        self.ready = true;
    }
}

/// Allocates a workspace whose small parts are zeroed and whose
/// [`Zeroed`] parts are not yet, or says there is no memory for it.
pub(super) fn allocate() -> Result<Box<Workspace>, LogicError> {
    let layout = std::alloc::Layout::new::<Workspace>();
    const { assert!(WORKSPACE_BYTES > 0) };
    // SAFETY: the layout is Workspace's, which is not zero-sized (asserted
    // above).
    let raw = unsafe { std::alloc::alloc(layout) }.cast::<Workspace>();
    if raw.is_null() {
        return Err(LogicError::OutOfMemory);
    }
    // SAFETY: `raw` is valid for writes of a Workspace; these writes give
    // every field a value (`every_field_is_initialised` fails to compile
    // when a field is added): the small parts all-zero bytes, which are
    // valid values of their integer arrays, and the large parts their
    // `ready` flag, their values staying uninitialised until `get`.
    unsafe {
        addr_of_mut!((*raw).grid).write_bytes(0, 1);
        addr_of_mut!((*raw).best).write_bytes(0, 1);
        addr_of_mut!((*raw).best_forcing).write_bytes(0, 1);
        addr_of_mut!((*raw).pairs).write_bytes(0, 1);
        addr_of_mut!((*raw).triplets).write_bytes(0, 1);
        addr_of_mut!((*raw).nishio).write_bytes(0, 1);
        addr_of_mut!((*raw).unchanged).write_bytes(0, 1);
        addr_of_mut!((*raw).cycles.ready).write(false);
        addr_of_mut!((*raw).closure.ready).write(false);
        addr_of_mut!((*raw).forcing.ready).write(false);
        addr_of_mut!((*raw).inner.ready).write(false);
        addr_of_mut!((*raw).deep.ready).write(false);
    }
    // SAFETY: `raw` was allocated by the global allocator with Workspace's
    // layout, and every field is initialised above.
    Ok(unsafe { Box::from_raw(raw) })
}

/// Names every field of [`Workspace`] without `..`: adding one fails here
/// until [`allocate`] initialises it too.
#[allow(dead_code)]
fn every_field_is_initialised(space: &Workspace) {
    let Workspace {
        grid: _,
        best: _,
        best_forcing: _,
        pairs: _,
        triplets: _,
        nishio: _,
        unchanged: _,
        cycles: _,
        closure: _,
        forcing: _,
        inner: _,
        deep: _,
    } = space;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every 509th byte of `value` and its last: enough to catch bytes
    /// left unzeroed, few enough reads for Miri.
    fn sampled_zero<T>(value: &T) -> bool {
        let size = std::mem::size_of::<T>();
        // SAFETY: the value's own bytes, read while it is borrowed; the
        // zeroing wrote every one of them, padding included.
        let bytes =
            unsafe { std::slice::from_raw_parts(std::ptr::from_ref(value).cast::<u8>(), size) };
        bytes.iter().step_by(509).all(|&b| b == 0) && bytes[size - 1] == 0
    }

    #[test]
    fn each_part_comes_zeroed_when_first_used_and_is_freed() {
        let mut space = allocate().expect("memory for a workspace");
        assert!(sampled_zero(&space.grid));
        assert!(sampled_zero(&space.best));
        assert!(sampled_zero(&space.best_forcing));
        assert!(sampled_zero(&space.pairs));
        assert!(sampled_zero(&space.triplets));
        assert!(sampled_zero(&space.nishio));
        assert!(sampled_zero(&space.unchanged));
        assert!(!space.cycles.ready && !space.forcing.ready);
        assert!(!space.inner.ready && !space.deep.ready);
        assert!(sampled_zero(space.cycles.get()));
        assert!(sampled_zero(space.closure.get()));
        assert!(sampled_zero(space.forcing.get()));
        assert!(sampled_zero(space.inner.get()));
        assert!(sampled_zero(space.deep.get()));
        assert!(space.cycles.ready && space.deep.ready);
        drop(space);
    }

    #[test]
    fn a_part_keeps_what_was_written_to_it() {
        let mut part = Zeroed::<[u32; 4]> {
            ready: false,
            value: MaybeUninit::uninit(),
        };
        assert_eq!(*part.get(), [0; 4]);
        part.get()[2] = 7;
        assert_eq!(*part.get(), [0, 0, 7, 0]);
    }
}
