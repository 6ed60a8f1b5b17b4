//! Printing a large code section with one decode per instruction (docs/0011-disassembler.md,
//! "Throughput"): one thread decodes the section in order into chunks of items; workers print
//! a chunk as soon as the decoding has passed the reach of every branch that could land in
//! it, and this thread writes the printed chunks in order.
//!
//! Why a window is enough: a label is printed at an item that a branch targets, and branches
//! (SOPP `simm16`) reach at most 128 KiB: a branch at `off` goes to `off + 4 + 4 * simm16`,
//! so every branch into `[start, end)` lies in `[start - 131_072, end + 131_068)`, and a
//! branch printed in the chunk goes to `[start - 131_068, end + 131_072]`. The chunks that
//! overlap `[start - REACH, end + REACH)` therefore hold every branch and every item start a
//! chunk's text depends on. Only the decoded chunks near the printing front are kept, so
//! memory does not grow with the section.
//!
//! Used for sections without PC-relative windows (relocatable objects, or
//! `symbolize_pc_rel` off); linked code keeps the label pass of [`crate::code::LabelPass`].

use std::collections::BTreeMap;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use amdgpu_isa::Target;
use amdgpu_isa::fast::{Fast, Line, Out};

use crate::code::{self, CodeCtx, Item, ItemIter, ReparseCache};
use crate::model::Sec;
use crate::text::Text;
use crate::{DisasmError, Sink, Stats};

/// Items per chunk (about 50 KB of code, 750 KB of text).
pub(crate) const CHUNK_ITEMS: usize = 8192;

/// Farthest a branch reaches in bytes (see the module docs), with a margin.
const REACH: u64 = 131_072 + 16;

/// Decoded chunks kept ahead of the lowest chunk no worker has taken yet (beyond those its
/// window needs), per worker.
const AHEAD_PER_WORKER: usize = 3;

/// Consecutive items of the section, decoded once.
struct Chunk {
    items: Vec<Item>,
    /// The lines of its [`Item::Fast`] items.
    text: Vec<u8>,
    /// Offset of the first item.
    start: u64,
    /// End of the last item.
    end: u64,
    /// Where the chunk's branches go (branches that no relocation patches).
    targets: Vec<u64>,
    /// Item offsets from `start`, for the label lookups: searching the items themselves
    /// (about 130 bytes each, a megabyte per chunk) missed the cache on most probes.
    offs: Vec<u32>,
}

impl Chunk {
    fn starts_at(&self, t: u64) -> bool {
        if !(self.start..self.end).contains(&t) {
            return false;
        }
        match u32::try_from(t - self.start) {
            Ok(o) if self.offs.len() == self.items.len() => self.offs.binary_search(&o).is_ok(),
            _ => self.items.binary_search_by_key(&t, Item::off).is_ok(),
        }
    }
}

/// What the decoder, the workers and the writer share.
#[derive(Default)]
struct State {
    /// Chunks by index; `None` once no chunk left to print needs it.
    chunks: Vec<Option<Arc<Chunk>>>,
    /// Chunks a worker has taken.
    taken: Vec<bool>,
    /// Lowest chunk index not taken.
    low: usize,
    /// Lowest chunk index still held.
    live: usize,
    /// End of the decoded items.
    decoded_to: u64,
    /// The decoder has finished (or stopped).
    finished: bool,
    /// A branch goes to the section end.
    targets_end: bool,
    /// Stop everything (the writer failed).
    abort: bool,
    /// Emptied buffers of chunks no one holds any more, for the next chunks (a fresh
    /// megabyte per chunk cost page faults, and freeing it `munmap` calls).
    spare: Vec<Buffers>,
}

/// The buffers of a chunk: items, text, targets, offsets.
type Buffers = (Vec<Item>, Vec<u8>, Vec<u64>, Vec<u32>);

/// Spare buffers kept at most.
const SPARE: usize = 4;

impl State {
    /// Keeps the buffers of `c` when this was the last holder.
    fn recycle(&mut self, c: Arc<Chunk>) {
        if self.spare.len() < SPARE
            && let Ok(c) = Arc::try_unwrap(c)
        {
            let Chunk { mut items, mut text, mut targets, mut offs, .. } = c;
            items.clear();
            text.clear();
            targets.clear();
            offs.clear();
            self.spare.push((items, text, targets, offs));
        }
    }
}

struct Shared {
    state: Mutex<State>,
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
    fn wait<'a>(&self, g: MutexGuard<'a, State>) -> MutexGuard<'a, State> {
        self.changed.wait(g).unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Marks the decoder finished when it ends, also by a panic (so no worker waits forever).
struct Finish<'a>(&'a Shared);

impl Drop for Finish<'_> {
    fn drop(&mut self) {
        self.0.lock().finished = true;
        self.0.changed.notify_all();
    }
}

/// Sets `abort` when the writer leaves, also early (a write error), so the others stop.
struct Abort<'a>(&'a Shared);

impl Drop for Abort<'_> {
    fn drop(&mut self) {
        self.0.lock().abort = true;
        self.0.changed.notify_all();
    }
}

/// Prints the items of a code section (without PC-relative literals) on `workers` threads
/// plus a decoding thread, `chunk_items` items per chunk; the section's end labels are left to
/// the caller, which gets whether a branch goes to the section end.
#[allow(clippy::too_many_arguments)]
pub(crate) fn emit(
    sec: &Sec,
    bytes: &[u8],
    target: Option<&Target>,
    comments: bool,
    workers: usize,
    chunk_items: usize,
    stats: &mut Stats,
    out: &mut Text,
    sink: &mut Sink<'_>,
) -> Result<bool, DisasmError> {
    let workers = workers.max(1);
    let chunk_items = chunk_items.max(1);
    let shared = Shared { state: Mutex::new(State::default()), changed: Condvar::new() };
    let shared = &shared;
    // Printed buffers come back from the writer for the next chunks (fresh megabyte buffers
    // cost page faults and zeroing in the kernel on every chunk).
    let pool: Mutex<Vec<Text>> = Mutex::new(Vec::new());
    let pool = &pool;
    // Plans of the decode-and-print fast path, made once and shared (docs/0022).
    let fast = target.map(Fast::new);
    let fast = fast.as_ref();
    std::thread::scope(|scope| {
        let abort = Abort(shared);
        scope.spawn(move || decode(sec, bytes, target, fast, comments, workers, chunk_items, shared));
        let mut rxs = Vec::new();
        for w in 0..workers {
            let (tx, rx) = std::sync::mpsc::sync_channel::<(Text, Stats)>(1);
            rxs.push(rx);
            scope.spawn(move || {
                let mut cache = ReparseCache::default();
                let mut k = w;
                while let Some((chunk, window)) = take(shared, k) {
                    let reused = pool.lock().unwrap_or_else(std::sync::PoisonError::into_inner).pop();
                    let mut text = reused.unwrap_or_else(|| Text::with_capacity(2 * Sink::CHUNK));
                    let mut st = Stats::default();
                    print_chunk(
                        sec, bytes, target, fast, comments, &chunk, &window, &mut st, &mut text, &mut cache,
                    );
                    let mut g = shared.lock();
                    for c in window {
                        g.recycle(c);
                    }
                    g.recycle(chunk);
                    drop(g);
                    if tx.send((text, st)).is_err() {
                        return;
                    }
                    k += workers;
                }
            });
        }
        let mut recycle = |t: Text| pool.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(t);
        sink.gather(&rxs, usize::MAX, stats, out, &mut recycle)?;
        let targets_end = shared.lock().targets_end;
        drop(abort);
        Ok(targets_end)
    })
}

/// The decoding thread: items in order, in chunks, never too far ahead of the printing (the
/// fast path's lines printed on the way).
#[allow(clippy::too_many_arguments)]
fn decode(
    sec: &Sec,
    bytes: &[u8],
    target: Option<&Target>,
    fast: Option<&Fast<'_>>,
    comments: bool,
    workers: usize,
    chunk_items: usize,
    shared: &Shared,
) {
    let _finish = Finish(shared);
    let len = bytes.len() as u64;
    let mut iter = ItemIter::new(sec, bytes, target, true).with_fast(fast, comments);
    let mut targets_end = false;
    loop {
        let spare = shared.lock().spare.pop();
        let (mut items, mut text, mut targets, offs) = spare.unwrap_or_else(|| {
            (Vec::with_capacity(chunk_items), Vec::with_capacity(chunk_items * 96), Vec::new(), Vec::new())
        });
        // The decoding thread is the one thread that sees every word: it prints the fast-path
        // lines of two chunks in three, the workers print the third (with all of them it was
        // the longest thread; with half, the total grew more than the wall time fell).
        iter.print_fast = shared.lock().chunks.len() % 3 != 2;
        while items.len() < chunk_items && iter.push_next(&mut items, &mut text) {
            if let Some(Item::Inst { off, inst, .. }) = items.last()
                && code::is_branch(inst)
                && sec.fixes.get(off).is_none_or(|f| f.r_type != 14)
                && let Some(t) = code::branch_target(inst, *off)
            {
                targets_end |= t == len;
                targets.push(t);
            }
        }
        let (Some(first), Some(last)) = (items.first(), items.last()) else { break };
        let (start, end) = (first.off(), last.off() + last.len() as u64);
        // (Left empty for a chunk spanning 4 GiB or more, which searches its items.)
        let mut offs = offs;
        if end - start <= u64::from(u32::MAX) {
            offs.extend(items.iter().map(|it| (it.off() - start) as u32));
        }
        let chunk = Arc::new(Chunk { items, text, start, end, targets, offs });
        let mut st = shared.lock();
        // Wait while far enough ahead, but never while the lowest untaken chunk still needs
        // more decoded items (its worker would wait for this thread).
        loop {
            if st.abort {
                return;
            }
            let n = st.chunks.len();
            let low_needs_more =
                st.chunks.get(st.low).and_then(Option::as_ref).is_some_and(|c| st.decoded_to < c.end + REACH);
            if n < st.low + AHEAD_PER_WORKER * workers || low_needs_more {
                break;
            }
            st = shared.wait(st);
        }
        st.chunks.push(Some(chunk));
        st.taken.push(false);
        st.decoded_to = end;
        st.targets_end = targets_end;
        drop(st);
        shared.changed.notify_all();
    }
    shared.lock().targets_end = targets_end;
}

/// Waits until chunk `k` and every chunk its text depends on are decoded; takes them (`None`
/// when there is no chunk `k`, or on abort).
#[allow(clippy::type_complexity)]
fn take(shared: &Shared, k: usize) -> Option<(Arc<Chunk>, Vec<Arc<Chunk>>)> {
    let mut st = shared.lock();
    let chunk = loop {
        if st.abort {
            return None;
        }
        if let Some(c) = st.chunks.get(k) {
            let c = c.clone()?;
            if st.finished || st.decoded_to >= c.end + REACH {
                break c;
            }
        } else if st.finished {
            return None;
        }
        st = shared.wait(st);
    };
    let window: Vec<Arc<Chunk>> = st.chunks[st.live..]
        .iter()
        .flatten()
        .filter(|c| c.end + REACH > chunk.start && c.start < chunk.end + REACH)
        .cloned()
        .collect();
    st.taken[k] = true;
    while st.taken.get(st.low).copied() == Some(true) {
        st.low += 1;
    }
    // Chunks that no untaken chunk's window reaches are dropped.
    let low_start = match st.chunks.get(st.low) {
        Some(Some(c)) => c.start,
        _ => st.decoded_to,
    };
    while st.live < st.low {
        let live = st.live;
        match &st.chunks[live] {
            Some(c) if c.end + REACH > low_start => break,
            _ => {
                if let Some(c) = st.chunks[live].take() {
                    st.recycle(c);
                }
                st.live += 1;
            }
        }
    }
    drop(st);
    shared.changed.notify_all();
    Some((chunk, window))
}

/// Prints one chunk: labels at symbols and at branch targets, then each item.
#[allow(clippy::too_many_arguments)]
fn print_chunk(
    sec: &Sec,
    bytes: &[u8],
    target: Option<&Target>,
    fast: Option<&Fast<'_>>,
    comments: bool,
    chunk: &Chunk,
    window: &[Arc<Chunk>],
    stats: &mut Stats,
    out: &mut Text,
    cache: &mut ReparseCache,
) {
    let len = bytes.len() as u64;
    let starts = |t: u64| window.iter().any(|c| c.starts_at(t));
    // As emit_code names them: a `.L` symbol already there, else `.LBB<section>_<offset>`.
    let name = |t: u64| {
        let existing = sec.labels.get(&t).and_then(|v| v.iter().find(|n| n.starts_with(".L")).cloned());
        existing.unwrap_or_else(|| format!(".LBB{}_{t:x}", sec.key))
    };
    // Names of the targets of this chunk's branches (for their operands).
    let mut names: BTreeMap<u64, String> = BTreeMap::new();
    for &t in &chunk.targets {
        if !names.contains_key(&t) && (t == len || starts(t)) {
            names.insert(t, name(t));
        }
    }
    // Label lines: targets in this chunk of branches anywhere in reach, in order.
    let mut at: Vec<u64> =
        window.iter().flat_map(|c| c.targets.iter().copied()).filter(|&t| chunk.starts_at(t)).collect();
    at.sort_unstable();
    at.dedup();
    let lines: Vec<(u64, String)> =
        at.into_iter().map(|t| (t, names.get(&t).cloned().unwrap_or_else(|| name(t)))).collect();
    let mut lines = lines.iter().peekable();
    let pc_exprs = BTreeMap::new();
    let ctx = CodeCtx { sec, bytes, target, names: &names, pc_exprs: &pc_exprs, comments };
    let plain = sec.fixes.is_empty();
    let mut labels = sec.labels.range(chunk.start..).peekable();
    // The fast-path lines, checked once per chunk (they are ASCII by construction; if not,
    // their items are printed as any instruction).
    let fast_text = std::str::from_utf8(&chunk.text).unwrap_or_default();
    let mut own = Line::default();
    for it in &chunk.items {
        let off = it.off();
        while labels.next_if(|(k, _)| **k < off).is_some() {}
        let here = labels.next_if(|(k, _)| **k == off).map(|(_, v)| v);
        if let Some(v) = here {
            for n in v {
                out.push_str(n);
                out.push_str(":\n");
            }
        }
        while lines.next_if(|(t, _)| *t < off).is_some() {}
        if let Some((_, n)) = lines.next_if(|(t, _)| *t == off)
            && !here.is_some_and(|v| v.contains(n))
        {
            out.push_str(n);
            out.push_str(":\n");
        }
        if let Item::Fast { off, len, at, n, lit, text_len } = *it
            && let Some((line, lit, text_len)) = match n {
                0 => fast_line(fast, bytes, sec.addr, comments, off, len, &mut own),
                _ => fast_text.get(at..at + n).map(|l| (l, lit, text_len)),
            }
        {
            // The re-encode check, as `print_inst` makes it: only a literal can re-encode
            // differently.
            let ok = match lit {
                None => true,
                Some((v, ty)) => {
                    match (target, line.get(1..1 + text_len), bytes.get(off as usize..off as usize + len)) {
                        (Some(t), Some(text), Some(b)) => {
                            code::reencodes_literal(v, code::generic_literal(v, ty), || text, t, b, cache)
                        }
                        _ => false,
                    }
                }
            };
            if !ok {
                crate::raw_words(sec, bytes, off, len, "the text would assemble to other bytes", stats, out);
                continue;
            }
            out.push_str(line);
            stats.instructions += 1;
            stats.decoded_bytes += len;
            continue;
        }
        code::print_item(&ctx, it, plain, stats, out, cache);
    }
}

/// Prints the line of a fast-path item the decoding thread only checked, into `line`: the
/// line, its literal and the length of its instruction text (`None`: print it as any item).
#[allow(clippy::type_complexity)]
fn fast_line<'l>(
    fast: Option<&Fast<'_>>,
    bytes: &[u8],
    addr: u64,
    comments: bool,
    off: u64,
    len: usize,
    line: &'l mut Line,
) -> Option<(&'l str, Option<(u32, amdgpu_isa::table::Ty)>, usize)> {
    let b = bytes.get(off as usize..off as usize + len)?;
    line.clear();
    line.put(b"\t");
    let took = fast?.print_line(b, line)?;
    let text_len = line.len() - 1;
    if took.len != len || !code::end_fast_line(line, comments, addr.wrapping_add(off), b) {
        return None;
    }
    Some((std::str::from_utf8(line.as_bytes()).ok()?, took.literal, text_len))
}
