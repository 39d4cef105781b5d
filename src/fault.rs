//! Panics on demand, to test the panic boundary of the C ABI: with the
//! `panic-injection` feature, which no release build has, a test can make
//! the next call of [`point`] (the first step of every guarded export, of
//! every record of a batch, and of every step sudoku_explain writes) panic. Without the feature, `point` is
//! empty and there is no state at all.

#[cfg(feature = "panic-injection")]
mod armed {
    use std::sync::atomic::{AtomicU64, Ordering};

    /// Calls of `point` left before the one that panics; 0 when disarmed.
    /// Global, so that batch worker threads see it too.
    static COUNTDOWN: AtomicU64 = AtomicU64::new(0);

    /// Makes the `calls`-th call of `point` from now panic (1: the next);
    /// 0 disarms.
    pub fn panic_at(calls: u64) {
        COUNTDOWN.store(calls, Ordering::SeqCst);
    }

    pub(crate) fn point() {
        let fire = COUNTDOWN
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |left| {
                left.checked_sub(1)
            })
            .is_ok_and(|left| left == 1);
        if fire {
            panic!("injected panic");
        }
    }
}

#[cfg(feature = "panic-injection")]
pub use armed::panic_at;
#[cfg(feature = "panic-injection")]
pub(crate) use armed::point;

#[cfg(not(feature = "panic-injection"))]
#[inline(always)]
pub(crate) fn point() {}
