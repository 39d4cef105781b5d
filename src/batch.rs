//! The work-sharing pool behind the batch functions: many independent
//! records, cut into shares that threads take in turn. Results never depend
//! on the number of threads, only the time does.

use std::sync::Mutex;

/// Below this many records per thread, starting a thread costs more than it
/// saves.
pub const MIN_RECORDS_PER_THREAD: usize = 16;

/// Shares per thread: records vary in cost, so each thread takes several
/// smaller shares rather than one large one, and none waits long for the
/// slowest.
const SHARES_PER_THREAD: usize = 8;

/// The number of threads to use for `records` records when the caller asks
/// for `threads` (0: one per core): never more than the records keep busy,
/// and at least one (the calling thread).
pub fn thread_count(threads: u32, records: usize) -> usize {
    let wanted = match threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n as usize,
    };
    wanted.min(records / MIN_RECORDS_PER_THREAD).max(1)
}

/// The number of records in each share when `records` are spread over
/// `threads` threads.
pub fn share_size(records: usize, threads: usize) -> usize {
    let shares = (threads * SHARES_PER_THREAD).clamp(1, records.max(1));
    records.div_ceil(shares).max(1)
}

/// Runs `work` on every share of `shares`, on `threads` threads: the
/// calling thread and `threads - 1` scoped ones, each taking the next share
/// until none is left. A thread that cannot be started leaves its shares to
/// the others. A panic in `work` reaches the caller once every thread has
/// stopped.
pub fn for_each_share<I, W>(shares: I, threads: usize, work: W)
where
    I: Iterator + Send,
    I::Item: Send,
    W: Fn(I::Item) + Sync,
{
    if threads <= 1 {
        shares.for_each(work);
        return;
    }
    let next = Mutex::new(shares);
    let worker = || loop {
        // A poisoned lock means another worker panicked: stop taking work,
        // and let the scope pass the panic on.
        let share = match next.lock() {
            Ok(mut shares) => shares.next(),
            Err(_) => None,
        };
        let Some(share) = share else { break };
        work(share);
    };
    std::thread::scope(|scope| {
        for _ in 1..threads {
            let _ = std::thread::Builder::new().spawn_scoped(scope, worker);
        }
        worker();
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn every_share_is_worked_once_for_any_thread_count() {
        for threads in [1, 2, 3, 8] {
            let mut records = [0u32; 1000];
            let size = share_size(records.len(), threads);
            let shares_seen = AtomicUsize::new(0);
            for_each_share(records.chunks_mut(size), threads, |share| {
                shares_seen.fetch_add(1, Ordering::Relaxed);
                for record in share {
                    *record += 1;
                }
            });
            assert!(records.iter().all(|&r| r == 1), "threads: {threads}");
            assert_eq!(shares_seen.into_inner(), 1000usize.div_ceil(size));
        }
    }

    #[test]
    fn small_batches_stay_on_one_thread() {
        assert_eq!(thread_count(8, 10), 1);
        assert_eq!(thread_count(8, 0), 1);
        assert_eq!(thread_count(2, 1000), 2);
        assert_eq!(thread_count(1, 1000), 1);
        assert!(thread_count(0, 1 << 20) >= 1);
        assert_eq!(share_size(0, 4), 1);
        assert_eq!(share_size(10, 1), 2);
    }
}
