//! Printing a large code section on all cores (docs/0023-disasm-pipeline.md): a pre-scan
//! finds where items start and where branches go; then every thread takes chunks of the
//! section by a counter, decodes and prints each straight into a text buffer with its label
//! lines, and the calling thread writes the chunks in order while the others go on.
//!
//! The pre-scan ([`LabelPass`] with [`amdgpu_isa::prescan`] sizing the words, guessed starts on
//! each thread, stitched where they agree) gives the item starts (a bit per byte), the
//! branches and a resume offset every `chunk_items` items: the chunk boundaries. A chunk's
//! printing decodes exactly (the fast path, else the general decoder) from its start, so it
//! *checks* the pre-scan: every item it prints must be a pre-scanned start, it must print as
//! many items as the pre-scan found there and end exactly at the next chunk's start, and its
//! branches must be the pre-scan's. A chunk is written only when every chunk its text
//! depends on has passed: branches reach at most 128 KiB (a branch at `off` goes to
//! `off + 4 + 4 * simm16`), so the labels and branch operands of `[start, end)` depend on the
//! items of `[start - REACH, end + REACH)`. If a check fails (the pre-scan and the decoder
//! disagree: never seen, but the bytes are untrusted), nothing from that chunk on has been
//! written and [`Streamed::Fallback`] asks the caller to print the rest the two-pass way.
//!
//! Used for sections without PC-relative windows (relocatable objects, or
//! `symbolize_pc_rel` off); linked code keeps the label pass of [`LabelPass`] with decoding.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::sync::{Condvar, Mutex, MutexGuard};

use amdgpu_isa::Target;
use amdgpu_isa::fast::{Cursor, Fast};
use amdgpu_isa::prescan::Prescan;

use crate::code::{
    self, Bounds, CodeCtx, Item, ItemIter, LabelPass, Names, Next, PassOpts, ReparseCache, Scan,
};
use crate::model::Sec;
use crate::text::Text;
use crate::{DisasmError, Isa, Sink, Stats};

/// Items per chunk (about 50 KB of code, 750 KB of text).
pub(crate) const CHUNK_ITEMS: usize = 8192;

/// Farthest a branch reaches in bytes (see the module docs), with a margin.
const REACH: u64 = 131_072 + 16;

/// Code a thread may print ahead of the window the writer waits for (bounds the memory held
/// in printed chunks: about 15 bytes of text per byte of code).
const AHEAD: u64 = 256 * 1024;

/// How [`emit`] ended.
pub(crate) enum Streamed {
    /// The whole section is written; `to_end`: a branch goes to the section end.
    Done { to_end: bool },
    /// The chunks before `from` are written; the pre-scan was wrong after that.
    Fallback { from: u64 },
}

/// A printed chunk.
struct Printed {
    text: Text,
    stats: Stats,
    /// The chunk's decoding agreed with the pre-scan.
    ok: bool,
}

/// What the printing threads and the writer share.
#[derive(Default)]
struct State {
    /// Next chunk to take.
    next: usize,
    /// Printed chunks not written yet, by index.
    done: Vec<Option<Printed>>,
    /// Chunks written (or being written).
    written: usize,
    /// Stop: the writer failed or the pre-scan was wrong.
    abort: bool,
    /// Printed buffers given back by the writer.
    spare: Vec<Text>,
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
    pass: &'a LabelPass,
    /// Chunk boundaries: chunk `k` is `cuts[k]..cuts[k + 1]`.
    cuts: &'a [u64],
    /// Label lines: branch targets where items start, sorted.
    lines: &'a [u64],
}

/// Prints a code section (without PC-relative literals) on `workers` threads,
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
    let (own_fast, own_pre) = match isa {
        Some(_) => (None, None),
        None => (target.map(Fast::new), target.map(Prescan::new)),
    };
    let fast = isa.map(|i| &i.fast).or(own_fast.as_ref());
    let pre = isa.map(|i| &i.pre).or(own_pre.as_ref());
    let scan = pre.map(|pre| Scan { pre, fast });
    let bounds = Bounds::new(sec);
    let popts = PassOpts { pc_rel: false, workers, every: chunk_items.max(1), scan };
    #[allow(unused_mut)]
    let mut pass = LabelPass::run(sec, bytes, target, &bounds, popts);
    let len = bytes.len() as u64;
    let mut cuts = vec![0u64];
    cuts.extend(pass.resume.iter().copied().filter(|&o| o > 0 && o < len));
    cuts.push(len);
    #[cfg(test)]
    if let Some(spoil) = SPOIL.get() {
        spoil(&mut pass, &mut cuts);
    }
    let mut lines: Vec<u64> = pass.targets.iter().map(|&(_, t)| t).filter(|&t| pass.starts.get(t)).collect();
    lines.sort_unstable();
    lines.dedup();
    let to_end = pass.targets.iter().any(|&(_, t)| t == len);
    let cx =
        Ctx { sec, bytes, target, fast, comments, bounds: &bounds, pass: &pass, cuts: &cuts, lines: &lines };
    match print(&cx, workers, stats, out, sink)? {
        None => Ok(Streamed::Done { to_end }),
        Some(k) => {
            #[cfg(test)]
            FELL_BACK.set(Some(cuts[k]));
            Ok(Streamed::Fallback { from: cuts[k] })
        }
    }
}

/// Prints the chunks on `workers` threads and writes them in order; `Some(k)`: chunks from
/// `k` on are not written (a chunk in reach disagreed with the pre-scan).
fn print(
    cx: &Ctx<'_>,
    workers: usize,
    stats: &mut Stats,
    out: &mut Text,
    sink: &mut Sink<'_>,
) -> Result<Option<usize>, DisasmError> {
    let n = cx.cuts.len() - 1;
    let shared = Shared { state: Mutex::new(State::default()), changed: Condvar::new() };
    shared.lock().done.resize_with(n, || None);
    let shared = &shared;
    // The last chunk whose text chunk `j` depends on (those starting before its end + REACH).
    let window =
        |j: usize| (cx.cuts.partition_point(|&c| c < cx.cuts[j + 1].saturating_add(REACH)) - 1).min(n - 1);
    std::thread::scope(|scope| {
        let abort = Abort(shared);
        for mut cache in ReparseCache::shared(workers.min(n)) {
            scope.spawn(move || {
                let _quit = Quit(shared);
                loop {
                    let mut st = shared.lock();
                    // Take the next chunk when it is not too far ahead of the writer.
                    let k = loop {
                        if st.abort || st.next >= n {
                            return;
                        }
                        let limit = cx.cuts[(st.written + 1).min(n)].saturating_add(REACH + AHEAD);
                        if cx.cuts[st.next] < limit {
                            break st.next;
                        }
                        st = shared.wait(st);
                    };
                    st.next += 1;
                    let mut text = st.spare.pop().unwrap_or_else(|| Text::with_capacity(2 * Sink::CHUNK));
                    drop(st);
                    let mut stats = Stats::default();
                    let ok = print_chunk(cx, k, &mut stats, &mut text, &mut cache);
                    shared.lock().done[k] = Some(Printed { text, stats, ok });
                    shared.changed.notify_all();
                }
            });
        }
        for j in 0..n {
            let last = window(j);
            let mut st = shared.lock();
            // Wait for chunks j..=last; a disagreement among them stops the streaming here.
            loop {
                if st.abort {
                    // (A printing thread panicked; the scope passes the panic on.)
                    return Ok(Some(j));
                }
                let got = st.done[j..=last].iter().filter(|p| p.is_some()).count();
                if st.done[j..=last].iter().flatten().any(|p| !p.ok) {
                    drop(st);
                    drop(abort);
                    return Ok(Some(j));
                }
                if got == last + 1 - j {
                    break;
                }
                st = shared.wait(st);
            }
            let Some(p) = st.done[j].take() else { unreachable!("chunk {j} was just seen printed") };
            st.written = j + 1;
            drop(st);
            shared.changed.notify_all();
            let mut text = p.text;
            crate::add_stats(stats, p.stats);
            if out.is_empty() && sink.writes() {
                sink.flush(&mut text)?;
            } else {
                out.append(&text);
                text.clear();
                if out.len() >= Sink::CHUNK {
                    sink.flush(out)?;
                }
            }
            shared.lock().spare.push(text);
        }
        drop(abort);
        Ok(None)
    })
}

/// Prints chunk `k`: labels at symbols and at branch targets, then each item; false when its
/// items are not the pre-scan's (see the module docs).
fn print_chunk(cx: &Ctx<'_>, k: usize, stats: &mut Stats, out: &mut Text, cache: &mut ReparseCache) -> bool {
    let (sec, bytes, target) = (cx.sec, cx.bytes, cx.target);
    let (from, to) = (cx.cuts[k], cx.cuts[k + 1]);
    let len = bytes.len() as u64;
    let starts = &cx.pass.starts;
    let iter = if from == 0 {
        ItemIter::new(sec, bytes, target, true)
    } else {
        ItemIter::resume(sec, bytes, target, true, cx.bounds.clone(), from)
    };
    let mut iter = iter.with_fast(cx.fast, cx.comments);
    let pc_exprs = BTreeMap::new();
    let names = Names::Starts { starts, sec, len };
    let ctx = CodeCtx { sec, bytes, target, names, pc_exprs: &pc_exprs, comments: cx.comments };
    let plain = sec.fixes.is_empty();
    // Symbol labels and label lines ahead, as cursors (one comparison per item).
    let mut labels = sec.labels.range(from..);
    let mut next_label = labels.next();
    let lines = cx.lines;
    let mut li = lines.partition_point(|&t| t < from);
    // The pre-scan's branches in the chunk, which the decoded ones must match.
    let branches = &cx.pass.targets;
    let (b0, b1) = (branches.partition_point(|b| b.0 < from), branches.partition_point(|b| b.0 < to));
    let (mut items, mut seen_branches) = (0usize, 0usize);
    // The label prefix of branch targets without a `.L` symbol (`.LBB<section>_<offset>`).
    let prefix = format!(".LBB{}_", sec.key);
    // The fast path's branches are checked in its label callback: `cur` is the word it is
    // printing (set by the run's hook, or before a single line), `asks` counts the targets it
    // asked names for, `last` is the word of the last ask (a word it may still decline) and
    // `wrong` the first word whose (offset, target) is not the pre-scan's.
    let (cur, asks, last, wrong) =
        (Cell::new(0u64), Cell::new(0usize), Cell::new(u64::MAX), Cell::new(u64::MAX));
    let label = |t: u64, c: &mut Cursor<'_>| {
        let at = cur.get();
        asks.set(asks.get() + 1);
        last.set(at);
        if wrong.get() == u64::MAX && branches[b0..b1].binary_search(&(at, t)).is_err() {
            wrong.set(at);
        }
        if t != len && !starts.get(t) {
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
        if !starts.get(off) {
            return false;
        }
        while next_label.is_some_and(|(k, _)| *k < off) {
            next_label = labels.next();
        }
        let here = match next_label {
            Some((k, v)) if *k == off => {
                next_label = labels.next();
                for n in v {
                    out.push_str(n);
                    out.push_str(":\n");
                }
                Some(v)
            }
            _ => None,
        };
        while lines.get(li).is_some_and(|&t| t < off) {
            li += 1;
        }
        // A label line (`.LBB<section>_<offset>`), unless a `.L` symbol is there already: its line
        // is among the symbol lines.
        if lines.get(li) == Some(&off) && !here.is_some_and(|v| v.iter().any(|n| n.starts_with(".L"))) {
            out.push_str(&prefix);
            let (hex, digits) = hex_digits(off);
            out.push_ascii(&hex[..digits]);
            out.push_str(":\n");
        }
        // The fast-path lines from here to the next label line or chunk end (a symbol label
        // ends the bytes), each at a pre-scanned start.
        let stop = lines.get(li + usize::from(lines.get(li) == Some(&off))).map_or(to, |&t| t.min(to));
        let limit = next_label.map_or(u64::MAX, |(k, _)| *k);
        asks.set(0);
        last.set(u64::MAX);
        wrong.set(u64::MAX);
        let run = iter.print_run(out, limit, label, |o| {
            cur.set(o);
            o < stop && starts.get(o)
        });
        if let Some(r) = run
            && r.lines > 0
        {
            let end = off + r.bytes as u64;
            if wrong.get() < end {
                return false;
            }
            // The last ask was the declined word's when it is at the run's end.
            seen_branches += asks.get() - usize::from(last.get() == end);
            items += r.lines;
            stats.instructions += r.lines;
            stats.decoded_bytes += r.bytes;
            continue;
        }
        items += 1;
        cur.set(off);
        asks.set(0);
        wrong.set(u64::MAX);
        match iter.print_next(out, label, run.is_none()) {
            None => return false,
            Some(Next::Fast { len }) => {
                if asks.get() > 0 {
                    seen_branches += 1;
                    if wrong.get() != u64::MAX {
                        return false;
                    }
                }
                stats.instructions += 1;
                stats.decoded_bytes += len;
            }
            Some(Next::Item(it)) => {
                if it.off() != off {
                    return false;
                }
                if let Item::Inst { off, inst, .. } = &it
                    && code::is_branch(inst)
                    && sec.fixes.get(off).is_none_or(|f| f.r_type != 14)
                    && let Some(t) = code::branch_target(inst, *off)
                {
                    seen_branches += 1;
                    if branches[b0..b1].binary_search(&(*off, t)).is_err() {
                        return false;
                    }
                }
                code::print_item(&ctx, &it, plain, stats, out, cache);
            }
        }
    }
    let ended =
        if k + 1 == cx.cuts.len() - 1 { iter.next_off().is_none() } else { iter.next_off() == Some(to) };
    ended && items == starts.count(from, to) && seen_branches == b1 - b0
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

/// Test hook: spoils the pre-scan (its starts, branches and chunk cuts) before printing.
#[cfg(test)]
type Spoil = fn(&mut LabelPass, &mut Vec<u64>);

#[cfg(test)]
thread_local! {
    static SPOIL: std::cell::Cell<Option<Spoil>> = const { std::cell::Cell::new(None) };
    /// Where the last streaming on this thread fell back (`None`: it did not).
    static FELL_BACK: std::cell::Cell<Option<u64>> = const { std::cell::Cell::new(None) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{DisasmOptions, disassemble};

    /// The bench mix (llvm-mc-19's bytes) six times over, each copy rotated, with branches
    /// far forward and back: about 700 KB of code, several times the branch reach.
    fn object() -> Vec<u8> {
        let text: &[u8] = include_bytes!("../../amdgpu-bench/fixtures/bench-20000.text.bin");
        let mut words: Vec<u32> =
            text.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        let mut all = Vec::new();
        for copy in 0..6u32 {
            all.push(0xBF82_0000 | 0x7fff); // s_branch, as far forward as it goes
            all.push(0xBF84_8000); // s_cbranch_scc0, as far back
            all.extend_from_slice(&words);
            all.push(0xBF82_0000 | (10_000 + copy));
            words.rotate_left(5);
        }
        let mut src =
            String::from("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.text\n\t.globl k\nk:\n");
        for line in all.chunks(8) {
            let ws: Vec<String> = line.iter().map(|w| format!("{w:#x}")).collect();
            src.push_str(&format!("\t.long {}\n", ws.join(", ")));
        }
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

    /// Runs the streaming path with `spoil` applied to its pre-scan; the text and where it fell
    /// back.
    fn streamed(obj: &[u8], spoil: Option<Spoil>) -> (String, Option<u64>) {
        SPOIL.set(spoil);
        FELL_BACK.set(None);
        let opts = DisasmOptions { threads: 2, chunk_items: 2000, ..DisasmOptions::default() };
        let text = disassemble(obj, &opts).unwrap();
        SPOIL.set(None);
        (text, FELL_BACK.get())
    }

    /// The first item start after `at` (an offset the pre-scan marked).
    fn start_after(pass: &LabelPass, at: u64) -> u64 {
        (at + 1..).find(|&o| pass.starts.get(o)).unwrap()
    }

    /// A pre-scan that disagrees with the decoder must stop the streaming before anything
    /// the disagreement affects is written, and the rest must come out as the two-pass
    /// printing prints it: the same text as on one thread.
    #[test]
    fn a_wrong_prescan_falls_back_before_writing_what_it_affects() {
        let obj = object();
        let one = disassemble(&obj, &DisasmOptions { threads: 1, ..DisasmOptions::default() }).unwrap();
        assert!(one.contains(".LBB_text_"), "no branch labels");
        let (same, fell) = streamed(&obj, None);
        assert_eq!(fell, None, "an unspoilt pre-scan fell back");
        assert!(same == one, "the streamed text differs from the one-thread text");
        let spoils: [(&str, Spoil); 5] = [
            // A chunk cut off an item start: the chunk before does not end there.
            ("cut moved", |_, cuts| {
                let k = cuts.len() - 4;
                cuts[k] += 2;
            }),
            // An item start missing: the decoded item there is not a pre-scanned start.
            ("start dropped", |pass, cuts| {
                let at = start_after(pass, cuts[cuts.len() - 4] + 1000);
                pass.starts.unset(at);
            }),
            // A start where no item starts: the chunk prints fewer items than counted.
            ("start added", |pass, cuts| {
                let at = start_after(pass, cuts[cuts.len() - 4] + 1000);
                pass.starts.set(at + 2);
            }),
            // A branch the pre-scan did not see.
            ("branch dropped", |pass, cuts| {
                let from = cuts[cuts.len() - 4];
                let i = pass.targets.iter().position(|b| b.0 > from).unwrap();
                pass.targets.remove(i);
            }),
            // A branch going elsewhere.
            ("branch moved", |pass, cuts| {
                let from = cuts[cuts.len() - 4];
                let i = pass.targets.iter().position(|b| b.0 > from).unwrap();
                pass.targets[i].1 += 4;
            }),
        ];
        for (what, spoil) in spoils {
            let (text, fell) = streamed(&obj, Some(spoil));
            let Some(from) = fell else { panic!("{what}: no fallback") };
            // Chunks were written before it (the spoilt chunk is the fourth from the end).
            assert!(from > 200_000, "{what}: fell back from {from:#x}");
            assert!(text == one, "{what}: the text differs from the one-thread text");
        }
    }
}
