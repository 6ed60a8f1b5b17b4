//! A counting global allocator (moved here from amdgpu-hostile in session 8), for the hostile
//! tests' memory bounds.
//!
//! It forwards every call to [`System`] and keeps, per thread, the bytes currently live and
//! the peak since the last [`measure`] started. Test binaries install it with
//! `#[global_allocator] static A: CountingAlloc = CountingAlloc;` and wrap each hostile case in
//! [`measure`], so cases running on other test threads do not disturb each other's numbers.
//! Memory freed on another thread than the one that allocated it makes that thread's live count
//! drift downwards; the peak of a [`measure`] is taken relative to the live count at its start,
//! so the drift can only make a peak smaller than the truth by what other threads freed, which
//! the parsers under test (single-threaded) never do.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

thread_local! {
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
    static CALLS: Cell<usize> = const { Cell::new(0) };
}

/// Forwards to [`System`], counting bytes per thread.
#[derive(Debug, Default, Clone, Copy)]
pub struct CountingAlloc;

fn count_call() {
    let _ = CALLS.try_with(|c| c.set(c.get().wrapping_add(1)));
}

fn add(delta: isize) {
    // `try_with`: never panic inside the allocator, even while thread-locals are torn down
    // (these cells have no destructor, so they stay reachable, but be defensive).
    let _ = LIVE.try_with(|live| {
        let now = live.get().wrapping_add(delta);
        live.set(now);
        let _ = PEAK.try_with(|peak| {
            if now > peak.get() {
                peak.set(now);
            }
        });
    });
}

fn size_delta(size: usize) -> isize {
    isize::try_from(size).unwrap_or(isize::MAX)
}

// SAFETY (the impl as a whole): every method forwards its arguments unchanged to `System`,
// which upholds the `GlobalAlloc` contract; the bookkeeping touches only thread-local `Cell`s
// (const-initialised, no allocation, no destructor) and never the memory handed out.
unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller guarantees `layout` has a non-zero size, as `System.alloc` requires.
        let p = unsafe { System.alloc(layout) };
        count_call();
        if !p.is_null() {
            add(size_delta(layout.size()));
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as for `alloc`: the caller guarantees a non-zero size.
        let p = unsafe { System.alloc_zeroed(layout) };
        count_call();
        if !p.is_null() {
            add(size_delta(layout.size()));
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller guarantees `ptr` came from this allocator (hence from `System`)
        // with this `layout`.
        unsafe { System.dealloc(ptr, layout) };
        add(-size_delta(layout.size()));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller guarantees `ptr` was allocated by this allocator (hence `System`)
        // with `layout`, and that `new_size` is non-zero and does not overflow when rounded.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        count_call();
        if !p.is_null() {
            add(size_delta(new_size).wrapping_sub(size_delta(layout.size())));
        }
        p
    }
}

/// Bytes live on this thread now (as counted by [`CountingAlloc`], when it is installed).
#[must_use]
pub fn live_bytes() -> isize {
    LIVE.try_with(Cell::get).unwrap_or(0)
}

/// Runs `f` and returns its result with the peak number of bytes it had live at once on this
/// thread (above what was live when it started). Zero when [`CountingAlloc`] is not installed.
pub fn measure<R>(f: impl FnOnce() -> R) -> (R, usize) {
    let base = live_bytes();
    let _ = PEAK.try_with(|p| p.set(base));
    let r = f();
    let peak = PEAK.try_with(Cell::get).unwrap_or(base);
    (r, usize::try_from(peak.saturating_sub(base)).unwrap_or(0))
}

/// Runs `f` and returns its result with the number of allocation calls (`alloc`,
/// `alloc_zeroed`, `realloc`) it made on this thread. Zero when [`CountingAlloc`] is not
/// installed.
pub fn count_allocations<R>(f: impl FnOnce() -> R) -> (R, usize) {
    let before = CALLS.try_with(Cell::get).unwrap_or(0);
    let r = f();
    let after = CALLS.try_with(Cell::get).unwrap_or(before);
    (r, after.wrapping_sub(before))
}
