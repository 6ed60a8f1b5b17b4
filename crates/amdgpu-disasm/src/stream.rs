//! Printing a large code section on all cores (docs/0023-disasm-pipeline.md, "Session 9"):
//! the section is cut at guessed offsets into chunks; every thread takes the next chunk by a
//! counter and decodes and prints it from its guessed start, on past its end by [`OVERLAP`]
//! bytes, recording where each item's text starts and where each branch goes; the calling
//! thread stitches neighbours where their items first agree, splices in the label lines of
//! branch targets and writes the chunks in order while the others go on.
//!
//! Decoding is deterministic from an item start, so once chunk `k - 1` is exact from its sync
//! point on, the first offset at or after chunk `k`'s guessed start where both chunks start a
//! resumable item (an instruction or undecoded word of a gap, not a piece of a split
//! instruction) is chunk `k`'s sync point: from there chunk `k`'s items and text are the exact
//! ones (the same argument as the label pass's stitching, docs/0011). Chunk 0 starts at 0.
//! Where no offset in the overlap agrees (hand-made or corrupt code), nothing from the chunk
//! that needs the seam on has been written, and [`Streamed::Fallback`] asks the caller to
//! print the rest the two-pass way.
//!
//! Printing does not know the branch targets of other chunks: it names every branch target
//! optimistically (a `.L` symbol there, else `.LBB<section>_<offset>`, where an item could
//! start) and puts a label line before an item that a branch printed earlier in the chunk
//! goes to. A chunk is written when every chunk within branch reach (`REACH` on either side)
//! is printed and stitched: the writer checks each branch of the chunk's exact range against
//! the exact item starts (a wrong name: the chunk is printed again with the exact starts) and
//! the chunk's label lines against the exact branches that go into it (missing or extra
//! lines: the text is written in pieces with the lines spliced in or left out).
//!
//! Used for sections without PC-relative windows (relocatable objects, or
//! `symbolize_pc_rel` off); linked code keeps the label pass of [`crate::code::LabelPass`].

use std::cell::{Cell, RefCell};
use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};
use std::sync::{Condvar, Mutex, MutexGuard};

use amdgpu_isa::Target;
use amdgpu_isa::fast::{Cursor, Fast};

use crate::code::{self, Bounds, CodeCtx, Item, ItemIter, Names, Next, ReparseCache};
use crate::model::Sec;
use crate::text::Text;
use crate::{DisasmError, Isa, Sink, Stats};

/// Items per chunk by default (about 48 KiB of code, 750 KB of text).
pub(crate) const CHUNK_ITEMS: usize = 8192;

/// Bytes of code per item assumed when cutting chunks (the bench's average is about 5.9).
const ITEM_BYTES: u64 = 6;

/// Bytes a chunk is printed past its end (and its first bytes, where the neighbour before it
/// goes on): the sync point of two chunks must lie within.
const OVERLAP: u64 = 256;

/// Farthest a branch reaches in bytes (a branch at `off` goes to `off + 4 + 4 * simm16`), with
/// a margin.
const REACH: u64 = 131_072 + 16;

/// Code a thread may print ahead of the chunks the writer waits for (bounds the memory held
/// in printed chunks: about 15 bytes of text per byte of code).
const AHEAD: u64 = 256 * 1024;

/// How [`emit`] ended.
pub(crate) enum Streamed {
    /// The whole section is written; `to_end`: a branch goes to the section end.
    Done { to_end: bool },
    /// The text before `from` (an item start where decoding resumes) is written; two chunks
    /// found no common item start after that.
    Fallback { from: u64 },
}

/// An item of a chunk's first or last [`OVERLAP`] bytes, where chunks are stitched.
struct Edge {
    off: u64,
    /// Where its text starts (its symbol labels first).
    pre: usize,
    /// Decoding resumes there (not a descriptor block, not a piece of a split instruction).
    resumable: bool,
    /// Its own statistics (only the exact range counts).
    stats: Stats,
}

/// A printed chunk.
#[derive(Default)]
struct Printed {
    text: Text,
    /// Every item: its offset and where its own text starts (after its symbol labels and
    /// label line), in order.
    items: Vec<(u64, usize)>,
    /// The items of the head (`edges[..heads]`) and of the tail.
    edges: Vec<Edge>,
    heads: usize,
    /// Statistics of the items between head and tail.
    body: Stats,
    /// (offset, target) of every unrelocated branch, in item order.
    branches: Vec<(u64, u64)>,
    /// The label lines printed: target, where the line starts and ends.
    lines: Vec<(u64, usize, usize)>,
}

impl Printed {
    fn clear(&mut self) {
        self.text.clear();
        self.items.clear();
        self.edges.clear();
        self.heads = 0;
        self.body = Stats::default();
        self.branches.clear();
        self.lines.clear();
    }

    /// The index of the item at `t`.
    fn item(&self, t: u64) -> Option<usize> {
        self.items.binary_search_by_key(&t, |&(o, _)| o).ok()
    }
}

/// What the printing threads and the writer share.
#[derive(Default)]
struct State {
    /// Next chunk to take.
    next: usize,
    /// Printed chunks the writer has not taken yet, by index.
    done: Vec<Option<Printed>>,
    /// The chunk the writer writes next.
    writing: usize,
    /// Stop: the writer failed or gave up.
    abort: bool,
    /// Chunks the writer no longer needs (without their texts), and texts written.
    spare: Vec<Printed>,
    texts: Vec<Text>,
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

/// Sets `abort` when the writer leaves, also early (a write error, a panic), so the others
/// stop.
struct Abort<'a>(&'a Shared);

impl Drop for Abort<'_> {
    fn drop(&mut self) {
        self.0.lock().abort = true;
        self.0.changed.notify_all();
    }
}

/// Sets `abort` when a printing thread panics, so the writer does not wait for its chunk.
struct Quit<'a>(&'a Shared);

impl Drop for Quit<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.lock().abort = true;
            self.0.changed.notify_all();
        }
    }
}

/// What every chunk's printing reads.
struct Ctx<'a> {
    sec: &'a Sec,
    bytes: &'a [u8],
    target: Option<&'a Target>,
    fast: Option<&'a Fast<'a>>,
    comments: bool,
    bounds: &'a Bounds,
    /// Guessed chunk starts, then the section end: chunk `k` is printed from `cuts[k]` to
    /// past `cuts[k + 1]`.
    cuts: &'a [u64],
    /// For chunk `j`: the last chunk whose exact range may hold a branch into chunk `j` or a
    /// target of one of its branches.
    window: &'a [usize],
    /// The distance between cuts asked for (see [`cut`]).
    chunk: u64,
}

impl Ctx<'_> {
    fn chunks(&self) -> usize {
        self.cuts.len() - 1
    }

    /// The part of chunk `k` to print: from its guessed start, its body (between head and
    /// tail) and where it stops (the first item there or after is not printed).
    fn part(&self, k: usize) -> (u64, (u64, u64), u64) {
        let from = self.cuts[k];
        let head_end = if k == 0 { 0 } else { from + OVERLAP };
        if k + 1 == self.chunks() {
            (from, (head_end, u64::MAX), u64::MAX)
        } else {
            let next = self.cuts[k + 1];
            (from, (head_end, next), next + OVERLAP)
        }
    }
}

/// Guessed chunk starts about every `chunk` bytes, then `len`: on dword boundaries, moved to
/// a symbol label just after (decoding restarts there: no instruction covers a label) and out
/// of descriptors, at least `2 * OVERLAP` apart.
fn cut(sec: &Sec, len: u64, chunk: u64) -> Vec<u64> {
    let chunk = chunk.max(4 * OVERLAP);
    let mut cuts = vec![0u64];
    let mut at = chunk;
    while at.saturating_add(2 * OVERLAP) < len {
        let mut x = at & !3;
        if let Some((&l, _)) = sec.labels.range(x..x + OVERLAP / 2).find(|(l, _)| *l % 4 == 0) {
            x = l;
        }
        // Past every descriptor that covers `x` (or starts there).
        while let Some((&k, b)) = sec.kds.range(..=x).next_back()
            && x < k.saturating_add(b.len.max(1))
        {
            x = k.saturating_add(b.len.max(1)).saturating_add(3) & !3;
        }
        let last = cuts[cuts.len() - 1];
        if x >= last + 2 * OVERLAP && x.saturating_add(2 * OVERLAP) < len {
            cuts.push(x);
        }
        at = x.max(at).saturating_add(chunk);
    }
    cuts.push(len);
    cuts
}

/// Prints a code section (without PC-relative literals) on `workers` threads, about
/// `chunk_items` items per chunk; the section's end labels are left to the caller.
#[allow(clippy::too_many_arguments)]
pub(crate) fn emit(
    sec: &Sec,
    bytes: &[u8],
    target: Option<&Target>,
    isa: Option<&Isa<'_>>,
    comments: bool,
    workers: usize,
    chunk_items: usize,
    stats: &mut Stats,
    out: &mut Text,
    sink: &mut Sink<'_>,
) -> Result<Streamed, DisasmError> {
    let workers = workers.max(1);
    // The tables built ahead (`isa` is `target`'s), else this section's own.
    let own_fast = match isa {
        Some(_) => None,
        None => target.map(Fast::new),
    };
    let fast = isa.map(|i| &i.fast).or(own_fast.as_ref());
    let bounds = Bounds::new(sec);
    let len = bytes.len() as u64;
    let chunk = (chunk_items.max(1) as u64).saturating_mul(ITEM_BYTES).max(1);
    #[allow(unused_mut)]
    let mut cuts = cut(sec, len, chunk);
    #[cfg(test)]
    if let Some(spoil) = SPOIL.get() {
        (spoil.cuts)(&mut cuts);
    }
    let n = cuts.len() - 1;
    // The window of chunk `j`: chunks starting before its end + OVERLAP + REACH.
    let window: Vec<usize> = (0..n)
        .map(|j| {
            let reach = cuts[j + 1].saturating_add(OVERLAP + REACH);
            (cuts.partition_point(|&c| c < reach) - 1).min(n - 1)
        })
        .collect();
    let cx = Ctx { sec, bytes, target, fast, comments, bounds: &bounds, cuts: &cuts, window: &window, chunk };
    let r = print(&cx, workers, stats, out, sink)?;
    #[cfg(test)]
    if let Streamed::Fallback { from } = r {
        FELL_BACK.set(Some(from));
    }
    Ok(r)
}

/// The writer's view of the chunks: the printed ones it took, the sync points and exact text
/// ranges found so far.
struct Stitch {
    /// Printed chunks taken from the shared state (`None`: not yet, or released).
    have: Vec<Option<Printed>>,
    /// Sync points: chunk `k`'s exact range starts at `sync[k]` (known for `k < sync.len()`).
    sync: Vec<u64>,
    /// Where chunk `k`'s exact text starts in its text, and ends (known with `sync[k + 1]`).
    from: Vec<usize>,
    to: Vec<usize>,
    len: u64,
    /// Targets of the exact branches of the chunks before `bucketed`, by the chunk whose
    /// guessed range holds them (a label line goes into that chunk or the one before).
    targets: Vec<Vec<u64>>,
    bucketed: usize,
    /// Emptied target lists (their room is reused).
    free: Vec<Vec<u64>>,
}

impl Stitch {
    /// Where chunk `c`'s exact range ends (`u64::MAX` for the last; `None` while unknown).
    fn end(&self, c: usize) -> Option<u64> {
        if c + 1 == self.have.len() { Some(u64::MAX) } else { self.sync.get(c + 1).copied() }
    }

    /// True when an item of the exact decoding starts at `t` (asked within the chunks whose
    /// exact ranges are known and not released).
    fn is_start(&self, t: u64) -> bool {
        let k = self.sync.partition_point(|&s| s <= t);
        let Some(c) = k.checked_sub(1) else { return false };
        self.end(c).is_some_and(|e| t < e) && self.have[c].as_ref().is_some_and(|p| p.item(t).is_some())
    }

    /// Files the targets of the exact branches of each chunk whose exact range became known.
    fn bucket(&mut self, cuts: &[u64], chunk: u64) {
        while let c = self.bucketed
            && c < self.have.len()
            && c < self.sync.len()
            && let (Some(p), Some(e)) = (&self.have[c], self.end(c))
        {
            let s = self.sync[c];
            let lo = p.branches.partition_point(|b| b.0 < s);
            for &(_, t) in p.branches[lo..].iter().take_while(|b| b.0 < e) {
                if t < self.len {
                    // (Cuts lie at or after `k * chunk`: from there down, mostly no step.)
                    let mut b = usize::try_from(t / chunk).unwrap_or(usize::MAX).min(cuts.len() - 2);
                    while cuts[b] > t {
                        b -= 1;
                    }
                    while cuts[b + 1] <= t {
                        b += 1;
                    }
                    let list = &mut self.targets[b];
                    if list.capacity() == 0
                        && let Some(v) = self.free.pop()
                    {
                        *list = v;
                    }
                    list.push(t);
                }
            }
            self.bucketed += 1;
        }
    }

    /// Finds the sync point of chunks `k - 1` and `k` (both printed, `k - 1`'s start known):
    /// the first item start of `k - 1`'s tail that is also one of `k`'s head, both resumable.
    fn stitch(&mut self, k: usize) -> bool {
        let (Some(prev), Some(cur)) = (&self.have[k - 1], &self.have[k]) else { return false };
        let lo = self.sync[k - 1];
        let (tail, head) = (&prev.edges[prev.heads..], &cur.edges[..cur.heads]);
        let (mut i, mut j) = (0, 0);
        while let (Some(a), Some(b)) = (tail.get(i), head.get(j)) {
            if a.off < b.off {
                i += 1;
            } else if b.off < a.off {
                j += 1;
            } else if a.resumable && b.resumable && a.off >= lo {
                self.sync.push(a.off);
                self.to[k - 1] = a.pre;
                self.from[k] = b.pre;
                return true;
            } else {
                (i, j) = (i + 1, j + 1);
            }
        }
        false
    }
}

/// Prints the chunks on `workers` threads and writes them in order.
fn print(
    cx: &Ctx<'_>,
    workers: usize,
    stats: &mut Stats,
    out: &mut Text,
    sink: &mut Sink<'_>,
) -> Result<Streamed, DisasmError> {
    let n = cx.chunks();
    let shared = Shared { state: Mutex::new(State::default()), changed: Condvar::new() };
    shared.lock().done.resize_with(n, || None);
    let shared = &shared;
    // Chunks a thread may print beyond those the writer needs.
    let ahead = usize::try_from(AHEAD / cx.cuts.get(1).copied().unwrap_or(1).max(1)).unwrap_or(1).max(1);
    let mut caches = ReparseCache::shared(workers.min(n) + 1);
    let mut own_cache = caches.pop().unwrap_or_default();
    std::thread::scope(|scope| {
        let abort = Abort(shared);
        for mut cache in caches {
            scope.spawn(move || {
                let _quit = Quit(shared);
                loop {
                    let mut st = shared.lock();
                    // Take the next chunk when it is not too far ahead of the writer.
                    let k = loop {
                        if st.abort || st.next >= n {
                            return;
                        }
                        if st.next <= cx.window[st.writing.min(n - 1)] + 1 + ahead {
                            break st.next;
                        }
                        st = shared.wait(st);
                    };
                    st.next += 1;
                    let mut p = st.spare.pop().unwrap_or_default();
                    p.text = st.texts.pop().unwrap_or_else(|| Text::with_capacity(2 * Sink::CHUNK));
                    drop(st);
                    let (from, body, to) = cx.part(k);
                    print_part(cx, from, body, to, None, &mut p, &mut cache);
                    shared.lock().done[k] = Some(p);
                    shared.changed.notify_all();
                }
            });
        }
        let mut sx = Stitch {
            have: (0..n).map(|_| None).collect(),
            sync: vec![0],
            from: vec![0; n],
            to: vec![0; n],
            len: cx.bytes.len() as u64,
            targets: vec![Vec::new(); n],
            bucketed: 0,
            free: Vec::new(),
        };
        let (mut to_end, mut released, mut spare, mut texts) = (false, 0usize, Vec::new(), Vec::new());
        // (A chunk printed again with the exact starts, on this thread.)
        let mut redo = Printed::default();
        for j in 0..n {
            // Chunks through the window's next one printed, and their seams stitched.
            let need = (cx.window[j] + 1).min(n - 1);
            let mut st = shared.lock();
            st.writing = j;
            st.spare.append(&mut spare);
            st.texts.append(&mut texts);
            shared.changed.notify_all();
            loop {
                if st.abort {
                    // (A printing thread panicked; the scope passes the panic on.)
                    return Ok(Streamed::Fallback { from: sx.sync[j] });
                }
                for k in sx.sync.len() - 1..st.next.min(n) {
                    if let Some(p) = st.done[k].take() {
                        #[cfg(test)]
                        let p = {
                            let mut p = p;
                            if let Some(spoil) = SPOIL.get() {
                                (spoil.chunk)(k, &mut p);
                            }
                            p
                        };
                        sx.have[k] = Some(p);
                    }
                }
                // (Chunk `k - 1` is never released before seam `k` is stitched.)
                while sx.sync.len() <= need
                    && sx.have[sx.sync.len() - 1].is_some()
                    && sx.have[sx.sync.len()].is_some()
                {
                    if !sx.stitch(sx.sync.len()) {
                        drop(st);
                        drop(abort);
                        return Ok(Streamed::Fallback { from: sx.sync[j] });
                    }
                }
                if sx.sync.len() > need && sx.have[need].is_some() {
                    break;
                }
                st = shared.wait(st);
            }
            drop(st);
            sx.bucket(cx.cuts, cx.chunk);
            to_end |= write_chunk(cx, &sx, j, &mut redo, &mut own_cache, stats, out, sink)?;
            // Its text goes back to the printing threads at once (its records stay while in
            // reach); the targets filed for it are done.
            if let Some(p) = sx.have[j].as_mut() {
                texts.push(std::mem::take(&mut p.text));
            }
            let mut filed = std::mem::take(&mut sx.targets[j]);
            filed.clear();
            sx.free.push(filed);
            // Chunks out of every later chunk's reach go back to the printing threads.
            let next = sx.sync.get(j + 1).copied().unwrap_or(u64::MAX);
            while released <= j && sx.end(released).is_some_and(|e| e.saturating_add(REACH) <= next) {
                if let Some(mut p) = sx.have[released].take() {
                    p.clear();
                    spare.push(p);
                }
                released += 1;
            }
        }
        drop(abort);
        Ok(Streamed::Done { to_end })
    })
}

/// Writes chunk `j`'s exact range with the label lines of the exact branches into it (the
/// chunks in reach are stitched); prints it again with the exact item starts (into `redo`)
/// when a branch name it printed was a wrong guess. True when a branch of it goes to the
/// section end.
#[allow(clippy::too_many_arguments)]
fn write_chunk(
    cx: &Ctx<'_>,
    sx: &Stitch,
    j: usize,
    redo: &mut Printed,
    cache: &mut ReparseCache,
    stats: &mut Stats,
    out: &mut Text,
    sink: &mut Sink<'_>,
) -> Result<bool, DisasmError> {
    let Some(p) = sx.have[j].as_ref() else { return Ok(false) };
    let len = sx.len;
    let (s, e) = (sx.sync[j], sx.end(j).unwrap_or(u64::MAX));
    let exact = |o: u64| s <= o && o < e;
    // Statistics of the exact range.
    let mut own = p.body.clone();
    for edge in p.edges.iter().filter(|x| exact(x.off)) {
        crate::add_stats(&mut own, edge.stats.clone());
    }
    crate::add_stats(stats, own);
    // The label lines: exact branches (of the chunks in reach, filed by target) that go to
    // an item of this range (a `.L` symbol there has its line among the symbol lines
    // already).
    let dot_l = |t: u64| cx.sec.labels.get(&t).is_some_and(|v| v.iter().any(|n| n.starts_with(".L")));
    let mut want: Vec<u64> =
        sx.targets[j..sx.targets.len().min(j + 2)].iter().flatten().copied().filter(|&t| exact(t)).collect();
    want.sort_unstable();
    want.dedup();
    // The label lines printed in the range (at items, without `.L` symbols), in order.
    let lines = &p.lines[p.lines.partition_point(|l| l.0 < s)..];
    let lines = &lines[..lines.partition_point(|l| l.0 < e)];
    // A target with a printed line is an item; the others are searched.
    let mut li = 0;
    want.retain(|&t| {
        while lines.get(li).is_some_and(|l| l.0 < t) {
            li += 1;
        }
        lines.get(li).is_some_and(|l| l.0 == t) || p.item(t).is_some() && !dot_l(t)
    });
    // The branch names printed are the guess's; the exact ones name items and the end. A
    // target in the range is an item when it is wanted (or has a `.L` symbol: searched).
    let (mut wrong, mut to_end) = (false, false);
    let lo = p.branches.partition_point(|b| b.0 < s);
    for &(_, t) in p.branches[lo..].iter().take_while(|b| b.0 < e) {
        let guessed = t == len || guess(len, t);
        let here = if exact(t) {
            want.binary_search(&t).is_ok() || dot_l(t) && p.item(t).is_some()
        } else {
            sx.is_start(t)
        };
        wrong |= guessed != (t == len || here);
        to_end |= t == len;
    }
    let (p, a, b) = if wrong {
        #[cfg(test)]
        REDONE.set(REDONE.get() + 1);
        print_part(cx, s, (s, e), e, Some(&|t| sx.is_start(t)), redo, cache);
        (&*redo, 0, redo.text.len())
    } else {
        let b = if j + 1 == sx.have.len() { p.text.len() } else { sx.to[j] };
        (p, sx.from[j], b)
    };
    let bytes = p.text.as_bytes();
    // (Printed again: its own lines.)
    let lines = &p.lines[p.lines.partition_point(|l| l.0 < s)..];
    let lines = &lines[..lines.partition_point(|l| l.0 < e)];
    if lines.len() == want.len() && lines.iter().zip(&want).all(|(l, t)| l.0 == *t) {
        put(sink, out, &bytes[a..b])?;
        return Ok(to_end);
    }
    // Lines to add or leave out: the text in pieces (a `None` piece is the label line of
    // its target).
    let mut pieces: Vec<(usize, usize, Option<u64>)> = Vec::new();
    let (mut at, mut li, mut wi) = (a, 0, 0);
    loop {
        let add = match (lines.get(li), want.get(wi)) {
            (None, None) => break,
            (Some(l), Some(&t)) if l.0 == t => {
                (li, wi) = (li + 1, wi + 1);
                continue;
            }
            (Some(l), Some(&t)) if t < l.0 => t,
            (None, Some(&t)) => t,
            (Some(l), _) => {
                // A line no exact branch asks for: left out.
                pieces.push((at, l.1, None));
                at = l.2;
                li += 1;
                continue;
            }
        };
        // A line printing did not know of: before the item's own text.
        #[cfg(test)]
        if add == s {
            SEAM_LINES.set(SEAM_LINES.get() + 1);
        }
        let pos = p.item(add).map_or(at, |i| p.items[i].1);
        pieces.push((at, pos, Some(add)));
        at = pos;
        wi += 1;
    }
    pieces.push((at, b, None));
    let prefix = format!(".LBB{}_", cx.sec.key);
    let mut line = Text::default();
    let label = |line: &mut Text, t: u64| {
        line.push_str(&prefix);
        let (hex, digits) = hex_digits(t);
        line.push_ascii(&hex[..digits]);
        line.push_str(":\n");
    };
    if pieces.len() <= 32 {
        // A few: written one by one.
        for &(x, y, t) in &pieces {
            put(sink, out, &bytes[x..y])?;
            if let Some(t) = t {
                line.clear();
                label(&mut line, t);
                put(sink, out, line.as_bytes())?;
            }
        }
    } else {
        let mut buf = Text::with_capacity(b - a + 32 * want.len());
        for &(x, y, t) in &pieces {
            push_bytes(&mut buf, &bytes[x..y]);
            if let Some(t) = t {
                label(&mut buf, t);
            }
        }
        put(sink, out, buf.as_bytes())?;
    }
    Ok(to_end)
}

/// The guess of printing: an item may start at `t` (inside the section, on a dword).
fn guess(len: u64, t: u64) -> bool {
    t < len && t % 4 == 0
}

/// Appends text bytes cut at line boundaries of a text (so UTF-8).
fn push_bytes(buf: &mut Text, b: &[u8]) {
    match std::str::from_utf8(b) {
        Ok(s) => buf.push_str(s),
        Err(_) => buf.push_str(&String::from_utf8_lossy(b)),
    }
}

/// Writes text bytes: straight to the writer (after what `out` holds), else kept in `out`.
fn put(sink: &mut Sink<'_>, out: &mut Text, b: &[u8]) -> Result<(), DisasmError> {
    if !sink.writes() {
        push_bytes(out, b);
        return Ok(());
    }
    if !out.is_empty() {
        sink.flush(out)?;
    }
    let Some(w) = sink.w.as_mut() else { return Ok(()) };
    w.write_all(b).map_err(|e| DisasmError::Write { offset: sink.written, message: e.to_string() })?;
    sink.written += b.len() as u64;
    Ok(())
}

/// Prints the items from `from` (an item start of the exact decoding when `from` is 0 or
/// `exact` is given) until the first at `to` or after into `p`: symbol labels, a label line
/// before an item that a branch printed before it goes to, each item; the items before
/// `body.0` and from `body.1` on are edges (see [`Edge`]). Branch targets are named where
/// `exact` says an item starts, else where [`guess`] does.
fn print_part(
    cx: &Ctx<'_>,
    from: u64,
    body: (u64, u64),
    to: u64,
    exact: Option<&(dyn Fn(u64) -> bool + Sync)>,
    p: &mut Printed,
    cache: &mut ReparseCache,
) {
    let (sec, bytes, target) = (cx.sec, cx.bytes, cx.target);
    let len = bytes.len() as u64;
    p.clear();
    let guessed = |t: u64| guess(len, t);
    let is_start: &(dyn Fn(u64) -> bool + Sync) = exact.unwrap_or(&guessed);
    let iter = if from == 0 {
        ItemIter::new(sec, bytes, target, true)
    } else {
        ItemIter::resume(sec, bytes, target, true, cx.bounds.clone(), from)
    };
    let mut iter = iter.with_fast(cx.fast, cx.comments);
    let pc_exprs = BTreeMap::new();
    let names = Names::Starts { is_start, sec, len };
    let ctx = CodeCtx { sec, bytes, target, names, pc_exprs: &pc_exprs, comments: cx.comments };
    let plain = sec.fixes.is_empty();
    // Symbol labels ahead, as a cursor.
    let mut labels = sec.labels.range(from..);
    let mut next_label = labels.next();
    // The label prefix of branch targets without a `.L` symbol (`.LBB<section>_<offset>`).
    let prefix = format!(".LBB{}_", sec.key);
    // Shared with the fast path's callbacks: the word it prints (`cur`, set by the run's hook
    // or before a single line), where the run stops (the next forward target, the body's
    // end), the branches, the forward targets ahead and the items.
    let (cur, stop) = (Cell::new(0u64), Cell::new(u64::MAX));
    let branches = RefCell::new(std::mem::take(&mut p.branches));
    let pending = RefCell::new(BinaryHeap::<Reverse<u64>>::new());
    let items = RefCell::new(std::mem::take(&mut p.items));
    let label = |t: u64, c: &mut Cursor<'_>| {
        let at = cur.get();
        branches.borrow_mut().push((at, t));
        if t > at {
            pending.borrow_mut().push(Reverse(t));
            if t < stop.get() {
                stop.set(t);
            }
        }
        if t != len && !is_start(t) {
            return false;
        }
        match sec.labels.get(&t).and_then(|v| v.iter().find(|n| n.starts_with(".L"))) {
            Some(n) => c.put(n.as_bytes()),
            None => {
                c.put(prefix.as_bytes());
                let (hex, digits) = hex_digits(t);
                c.put(&hex[..digits]);
            }
        }
        true
    };
    while let Some(off) = iter.next_off() {
        if off >= to {
            break;
        }
        let pre = p.text.len();
        while next_label.is_some_and(|(k, _)| *k < off) {
            next_label = labels.next();
        }
        let mut dot_l = false;
        if let Some((k, v)) = next_label
            && *k == off
        {
            next_label = labels.next();
            for n in v {
                p.text.push_str(n);
                p.text.push_str(":\n");
            }
            dot_l = v.iter().any(|n| n.starts_with(".L"));
        }
        // A label line where a branch printed before goes (unless a `.L` symbol is there
        // already: its line is among the symbol lines).
        let mut hit = false;
        {
            let mut pend = pending.borrow_mut();
            while let Some(&Reverse(t)) = pend.peek()
                && t <= off
            {
                hit |= t == off;
                pend.pop();
            }
        }
        if hit && !dot_l {
            let s = p.text.len();
            p.text.push_str(&prefix);
            let (hex, digits) = hex_digits(off);
            p.text.push_ascii(&hex[..digits]);
            p.text.push_str(":\n");
            p.lines.push((off, s, p.text.len()));
        }
        let at = p.text.len();
        let edge = off < body.0 || off >= body.1;
        let mut try_fast = true;
        if !edge {
            // The fast-path lines from here to the next forward target or the body's end
            // (a symbol label ends the bytes).
            stop.set(pending.borrow().peek().map_or(body.1, |r| r.0.min(body.1)));
            let limit = next_label.map_or(u64::MAX, |(k, _)| *k);
            let (n0, b0) = (items.borrow().len(), branches.borrow().len());
            let run = iter.print_run(&mut p.text, limit, label, |o, pos| {
                cur.set(o);
                let go = o < stop.get();
                if go {
                    items.borrow_mut().push((o, at + pos));
                }
                go
            });
            match run {
                Some(r) if r.lines > 0 => {
                    // (The hook and the label callback saw the word after the run too.)
                    let end = off + r.bytes as u64;
                    items.borrow_mut().truncate(n0 + r.lines);
                    let mut br = branches.borrow_mut();
                    while br.len() > b0 && br.last().is_some_and(|b| b.0 >= end) {
                        br.pop();
                    }
                    p.body.instructions += r.lines;
                    p.body.decoded_bytes += r.bytes;
                    continue;
                }
                Some(_) => {
                    items.borrow_mut().truncate(n0);
                    branches.borrow_mut().truncate(b0);
                    try_fast = false;
                }
                None => {}
            }
        }
        let mut own = Stats::default();
        let st = if edge { &mut own } else { &mut p.body };
        cur.set(off);
        let b0 = branches.borrow().len();
        let resumable = match iter.print_next(&mut p.text, label, try_fast) {
            None => break,
            Some(Next::Fast { len }) => {
                st.instructions += 1;
                st.decoded_bytes += len;
                true
            }
            Some(Next::Item(it)) => {
                // (A branch the fast path asked a name for and then declined is decoded here.)
                branches.borrow_mut().truncate(b0);
                if let Item::Inst { off, inst, .. } = &it
                    && code::is_branch(inst)
                    && sec.fixes.get(off).is_none_or(|f| f.r_type != 14)
                    && let Some(t) = code::branch_target(inst, *off)
                {
                    branches.borrow_mut().push((*off, t));
                    if t > *off {
                        pending.borrow_mut().push(Reverse(t));
                    }
                }
                let resumable = !iter.piece && !matches!(it, Item::Block { .. });
                code::print_item(&ctx, &it, plain, st, &mut p.text, cache);
                resumable
            }
        };
        items.borrow_mut().push((off, at));
        if edge {
            p.heads += usize::from(off < body.0);
            p.edges.push(Edge { off, pre, resumable, stats: own });
        }
    }
    p.items = items.into_inner();
    p.branches = branches.into_inner();
}

/// The lowercase hex digits of `t` (as `{t:x}`) and their count.
fn hex_digits(t: u64) -> ([u8; 16], usize) {
    let mut hex = [0u8; 16];
    let digits = (64 - t.leading_zeros()).div_ceil(4).max(1) as usize;
    for (i, h) in hex[..digits].iter_mut().enumerate() {
        *h = b"0123456789abcdef"[((t >> (4 * (digits - 1 - i))) & 15) as usize];
    }
    (hex, digits)
}

/// Test hooks: spoil the guessed cuts (given the section's bytes) and the printed chunks as
/// the writer takes them.
#[cfg(test)]
#[derive(Clone, Copy)]
struct Spoil {
    cuts: fn(&mut Vec<u64>),
    chunk: fn(usize, &mut Printed),
}

#[cfg(test)]
thread_local! {
    static SPOIL: std::cell::Cell<Option<Spoil>> = const { std::cell::Cell::new(None) };
    /// Label lines the writer added at a chunk's first item (a seam) on this thread.
    static SEAM_LINES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// Chunks printed again by the writer on this thread.
    static REDONE: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// Where the last streaming on this thread fell back (`None`: it did not).
    static FELL_BACK: std::cell::Cell<Option<u64>> = const { std::cell::Cell::new(None) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{DisasmOptions, disassemble};

    /// The bench mix (llvm-mc-19's bytes) six times over, each copy rotated, with branches
    /// far forward and back, and `extra` words at the end: about 700 KB of code, several
    /// times the branch reach. A global symbol `mid` stands before the fourth copy.
    fn object(extra: &[u32]) -> Vec<u8> {
        let text: &[u8] = include_bytes!("../../amdgpu-bench/fixtures/bench-20000.text.bin");
        let mut words: Vec<u32> =
            text.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        let mut src =
            String::from("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.text\n\t.globl k\nk:\n");
        let put = |src: &mut String, ws: &[u32]| {
            for line in ws.chunks(8) {
                let ws: Vec<String> = line.iter().map(|w| format!("{w:#x}")).collect();
                src.push_str(&format!("\t.long {}\n", ws.join(", ")));
            }
        };
        for copy in 0..6u32 {
            if copy == 3 {
                src.push_str("\t.globl mid\nmid:\n");
            }
            let mut all = vec![
                0xBF82_0000 | 0x7fff, // s_branch, as far forward as it goes
                0xBF84_8000,          // s_cbranch_scc0, as far back
            ];
            all.extend_from_slice(&words);
            all.push(0xBF82_0000 | (10_000 + copy));
            put(&mut src, &all);
            words.rotate_left(5);
        }
        put(&mut src, extra);
        let opts = amdgpu_asm::AsmOptions {
            triple: "amdgcn-amd-amdhsa".into(),
            mcpu: "gfx900".into(),
            ..amdgpu_asm::AsmOptions::default()
        };
        match amdgpu_asm::assemble_str(&src, &opts) {
            Ok(out) => out.object,
            Err(d) => panic!("{}", d.render()),
        }
    }

    /// Runs the streaming path with `spoil`; the text and where it fell back.
    fn streamed(obj: &[u8], spoil: Option<Spoil>, comments: bool) -> (String, Option<u64>) {
        SPOIL.set(spoil);
        FELL_BACK.set(None);
        let opts = DisasmOptions { threads: 2, chunk_items: 2000, comments, ..DisasmOptions::default() };
        let text = disassemble(obj, &opts).unwrap();
        SPOIL.set(None);
        (text, FELL_BACK.get())
    }

    fn one_thread(obj: &[u8], comments: bool) -> String {
        disassemble(obj, &DisasmOptions { threads: 1, comments, ..DisasmOptions::default() }).unwrap()
    }

    /// The size of [`object`]'s code with `extra` words.
    fn code_len(extra: usize) -> u64 {
        let mix = include_bytes!("../../amdgpu-bench/fixtures/bench-20000.text.bin").len() / 4;
        (4 * (6 * (mix + 3) + extra)) as u64
    }

    const NONE: Spoil = Spoil { cuts: |_| {}, chunk: |_, _| {} };

    /// Chunks cut anywhere, also mid-instruction and at a label line, stitch to the one-thread
    /// text; a seam where no item start agrees stops the streaming before anything the seam
    /// affects is written, and the rest comes out as the two-pass printing prints it.
    #[test]
    fn stitched_chunks_print_the_one_thread_text() {
        let obj = object(&[]);
        for comments in [true, false] {
            let one = one_thread(&obj, comments);
            assert!(one.contains(".LBB_text_"), "no branch labels");
            assert!(one.contains("mid:\n"), "no symbol label");
            let (same, fell) = streamed(&obj, None, comments);
            assert_eq!(fell, None, "an unspoilt streaming fell back");
            assert!(same == one, "the streamed text differs from the one-thread text");
            let spoils: [(&str, Spoil); 3] = [
                // Guessed starts inside instructions (on dwords: no item starts elsewhere).
                (
                    "cuts moved",
                    Spoil {
                        cuts: |cuts| {
                            let n = cuts.len();
                            for (i, c) in cuts[1..n - 1].iter_mut().enumerate() {
                                *c += [4, 8, 12, 20][i % 4];
                            }
                        },
                        ..NONE
                    },
                ),
                // Very small chunks: seams everywhere, branches over many of them.
                (
                    "small chunks",
                    Spoil {
                        cuts: |cuts| {
                            let end = cuts[cuts.len() - 1];
                            *cuts = (0..end).step_by(1200).chain([end]).collect();
                        },
                        ..NONE
                    },
                ),
                // Label lines that printing cannot know (a branch into the next chunk): cuts
                // right after each `s_cbranch_scc0` with offset 0 of the mix (its target).
                (
                    "cut at targets",
                    Spoil {
                        cuts: |cuts| {
                            let n = cuts.len();
                            for c in &mut cuts[1..n - 1] {
                                *c = (*c & !3) + 4;
                            }
                        },
                        ..NONE
                    },
                ),
            ];
            for (what, spoil) in spoils {
                SEAM_LINES.set(0);
                let (text, fell) = streamed(&obj, Some(spoil), comments);
                assert_eq!(fell, None, "{what}: fell back");
                if what == "small chunks" {
                    assert!(SEAM_LINES.get() > 0, "no label line at a seam");
                }
                assert!(text == one, "{what}: the text differs from the one-thread text");
            }
            // No common start at the fourth seam from the end.
            let no_sync = Spoil {
                chunk: |k, p| {
                    if k == 50 {
                        for e in &mut p.edges[..p.heads] {
                            e.resumable = false;
                        }
                    }
                },
                ..NONE
            };
            let (text, fell) = streamed(&obj, Some(no_sync), comments);
            let Some(from) = fell else { panic!("no sync: no fallback") };
            assert!(from > 200_000, "no sync: fell back from {from:#x}");
            assert!(text == one, "no sync: the text differs from the one-thread text");
        }
    }

    /// Branches whose guessed names are wrong (a target inside an instruction, past the end,
    /// not on a dword) make the chunk print again with the exact starts; a branch to the
    /// section end and one to a symbol label are named as on one thread.
    #[test]
    fn wrong_guesses_are_printed_again() {
        let extra = [
            0x7e00_02ff, // v_mov_b32 v0, literal
            0x1234_5678,
            0xBF82_FFFE, // s_branch to the literal above (not an item start)
            0xBF82_7FFF, // s_branch past the end
            0xBF84_0001, // s_cbranch_scc0 over the next word to the end
            0xBF82_0000, // s_branch to the section end
        ];
        let obj = object(&extra);
        for comments in [true, false] {
            let one = one_thread(&obj, comments);
            assert!(one.contains("\ts_branch 65534"), "the mid-instruction branch prints a label");
            assert!(one.contains("\ts_branch 32767"), "the branch past the end prints a label");
            assert!(one.contains(&format!("\n.LBB_text_{:x}:\n", code_len(extra.len()))), "no end label");
            // (The mix's far branches land inside instructions too.)
            REDONE.set(0);
            let _ = streamed(&object(&[]), None, comments);
            let before = REDONE.get();
            REDONE.set(0);
            let (text, fell) = streamed(&obj, None, comments);
            assert_eq!(fell, None, "fell back");
            assert_eq!(REDONE.get(), before + 1, "not printed again");
            assert!(text == one, "the streamed text differs from the one-thread text");
        }
    }

    /// Random code: the bench mix cut into pieces between random words, branches to random
    /// nearby offsets (inside instructions too, before the start, past the end), global and
    /// `.L` labels, printed in small chunks on two threads: always the one-thread text.
    #[test]
    fn random_code_streams_as_on_one_thread() {
        let text: &[u8] = include_bytes!("../../amdgpu-bench/fixtures/bench-20000.text.bin");
        let mix: Vec<u32> =
            text.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        for seed in 1..=4u64 {
            let mut r = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let mut next = move || {
                r ^= r << 13;
                r ^= r >> 7;
                r ^= r << 17;
                r
            };
            let mut src =
                String::from("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.text\n\t.globl k\nk:\n");
            let (mut at, mut words) = (0usize, 0usize);
            while words < 24_000 {
                let w = match next() % 16 {
                    0 => 0xBF82_0000 | (next() as u32 & 0xffff), // s_branch anywhere
                    1 => 0xBF84_0000 | (next() as u32 % 64),     // s_cbranch_scc0 just ahead
                    2 => 0xBF82_0000 | (0u32.wrapping_sub(next() as u32 % 64) & 0xffff), // back
                    3 => next() as u32,
                    _ => {
                        at = (at + 1) % mix.len();
                        mix[at]
                    }
                };
                src.push_str(&format!("\t.long {w:#x}\n"));
                words += 1;
                match next() % 500 {
                    0 => src.push_str(&format!("g{words}:\n")),
                    1 => src.push_str(&format!(".Ll{words}:\n\ts_branch .Ll{words}\n")),
                    _ => {}
                }
            }
            let opts = amdgpu_asm::AsmOptions {
                triple: "amdgcn-amd-amdhsa".into(),
                mcpu: "gfx900".into(),
                ..amdgpu_asm::AsmOptions::default()
            };
            let obj = match amdgpu_asm::assemble_str(&src, &opts) {
                Ok(out) => out.object,
                Err(d) => panic!("{}", d.render()),
            };
            for comments in [true, false] {
                let one = one_thread(&obj, comments);
                for chunk_items in [40, 300] {
                    SPOIL.set(None);
                    FELL_BACK.set(None);
                    let o = DisasmOptions { threads: 2, chunk_items, comments, ..DisasmOptions::default() };
                    let got = disassemble(&obj, &o).unwrap();
                    assert!(got == one, "seed {seed}, chunks of {chunk_items}: the text differs");
                }
            }
        }
    }
}
