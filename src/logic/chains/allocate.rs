//! The chain rules' one heap allocation: a zeroed [`Workspace`] of
//! [`WORKSPACE_BYTES`], or [`LogicError::OutOfMemory`] where `Box::new`
//! would abort, since a C caller is owed a status. Its own file so that
//! scripts/check-miri.sh runs its test under Miri.

use super::{Workspace, WORKSPACE_BYTES};
use crate::logic::error::LogicError;

/// Allocates a zeroed workspace, or says there is no memory for it.
pub(super) fn allocate() -> Result<Box<Workspace>, LogicError> {
    let layout = std::alloc::Layout::new::<Workspace>();
    const { assert!(WORKSPACE_BYTES > 0) };
    // SAFETY: the layout is Workspace's, which is not zero-sized (asserted
    // above).
    let raw = unsafe { std::alloc::alloc_zeroed(layout) }.cast::<Workspace>();
    if raw.is_null() {
        return Err(LogicError::OutOfMemory);
    }
    // SAFETY: `raw` was allocated by the global allocator with Workspace's
    // layout, and all-zero bytes are a valid Workspace (only integers,
    // floats and arrays of them).
    Ok(unsafe { Box::from_raw(raw) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_workspace_comes_zeroed_and_is_freed() {
        let space = allocate().expect("memory for a workspace");
        // SAFETY: the workspace's own bytes, read while it lives.
        let bytes = unsafe {
            std::slice::from_raw_parts(std::ptr::from_ref(&*space).cast::<u8>(), WORKSPACE_BYTES)
        };
        // Every 509th byte: enough to catch a non-zeroed allocation, few
        // enough reads for Miri.
        assert!(bytes.iter().step_by(509).all(|&b| b == 0));
        assert_eq!(bytes[WORKSPACE_BYTES - 1], 0);
        drop(space);
    }
}
