//! A hang detector — not a benchmark, and not a timed assertion on speed.
//!
//! Work runs on a worker thread that reports progress after each case; the watchdog fails only
//! when no progress arrives for [`HANG_BOUND`], far above what any case needs even in an
//! unoptimised build on a loaded 2-core machine (the slowest case measured takes well under a
//! second). A hung worker cannot be killed from safe Rust; the test fails and the process
//! exits, taking the thread with it. Panics on the worker are caught and reported with the
//! case that raised them.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc;
use std::time::Duration;

/// Wall-clock time without progress after which a case is declared hung.
pub const HANG_BOUND: Duration = Duration::from_secs(20);

/// Stack size of the worker thread: Rust's default for spawned threads (2 MiB), smaller than a
/// main thread's 8 MiB, so deep recursion that survives here survives in the CLI too.
pub const WORKER_STACK: usize = 2 << 20;

/// What went wrong with one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The case panicked, with the message.
    Panic(String),
    /// The case did not finish within [`HANG_BOUND`].
    Hang,
}

/// Runs `run(i)` for each `i` in `0..count` on a worker thread; `run` returns `Err(message)`
/// for a failed check. Returns the first failure (case index, description), or `None`.
///
/// # Panics
/// When the worker thread cannot be spawned.
pub fn run_cases<F>(count: usize, run: F) -> Option<(usize, String)>
where
    F: Fn(usize) -> Result<(), String> + Send + 'static,
{
    let (tx, rx) = mpsc::channel::<(usize, Result<(), String>)>();
    let worker = std::thread::Builder::new()
        .name("hostile-worker".into())
        .stack_size(WORKER_STACK)
        .spawn(move || {
            for i in 0..count {
                let r = match catch_unwind(AssertUnwindSafe(|| run(i))) {
                    Ok(r) => r,
                    Err(p) => Err(format!("panic: {}", panic_message(&*p))),
                };
                let failed = r.is_err();
                if tx.send((i, r)).is_err() || failed {
                    return;
                }
            }
        })
        .expect("spawn the worker thread");
    let mut next = 0;
    while next < count {
        match rx.recv_timeout(HANG_BOUND) {
            Ok((i, Ok(()))) => next = i + 1,
            Ok((i, Err(e))) => return Some((i, e)),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                return Some((next, format!("hang: no result after {} s", HANG_BOUND.as_secs())));
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Some((next, "the worker thread died".into()));
            }
        }
    }
    let _ = worker.join();
    None
}

/// The message of a caught panic payload.
#[must_use]
pub fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "(non-string panic payload)".into()
    }
}

#[cfg(test)]
mod tests {
    use super::run_cases;

    #[test]
    fn reports_the_failing_case() {
        assert_eq!(run_cases(5, |_| Ok(())), None);
        assert_eq!(
            run_cases(5, |i| if i == 3 { Err("bad".into()) } else { Ok(()) }),
            Some((3, "bad".into()))
        );
        let r = run_cases(5, |i| {
            assert!(i != 2, "boom");
            Ok(())
        });
        assert_eq!(r.map(|(i, m)| (i, m.contains("boom"))), Some((2, true)));
    }
}
