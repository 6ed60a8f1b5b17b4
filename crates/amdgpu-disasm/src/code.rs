//! Decoding a code section into items (instructions or undecoded words), finding branch
//! targets and PC-relative address computations.

use std::collections::{BTreeMap, HashMap};
use std::fmt::{self, Write};

use amdgpu_isa::fast::{Cursor, Fast, LINE_ROOM, Run};

/// Scratch text room for a run of fast-path lines ([`ItemIter::print_run`]; a run stops when
/// less than a line's room is left).
const RUN_ROOM: usize = 32 * 1024;
use amdgpu_isa::table::{Field, ImmFmt, Ty};
use amdgpu_isa::{
    DecodeError, DecodeErrorKind, ExprHandle, FloatConst, Inst, Operand, Reg, Symbolizer, Target,
};

use crate::model::Sec;
use crate::text::Text;

/// One piece of a code section.
#[derive(Debug, Clone)]
pub(crate) enum Item {
    /// A decoded instruction of `len` bytes at `off`.
    Inst { off: u64, len: usize, inst: Inst },
    /// Undecoded dwords (or trailing bytes) at `off`, with the reason.
    Raw { off: u64, len: usize, why: String },
    /// A kernel descriptor or `amd_kernel_code_t` printed as a directive block.
    Block { off: u64, len: usize },
}

impl Item {
    pub fn off(&self) -> u64 {
        match self {
            Item::Inst { off, .. } | Item::Raw { off, .. } | Item::Block { off, .. } => *off,
        }
    }
    pub fn len(&self) -> usize {
        match self {
            Item::Inst { len, .. } | Item::Raw { len, .. } | Item::Block { len, .. } => *len,
        }
    }
}

/// Size of a GFX8/GFX9 instruction whose encoding the ISA layer does not decode yet, from the
/// encoding bits of its first dword (SMEM, EXP, DS, FLAT/GLOBAL/SCRATCH, MUBUF, MTBUF and MIMG
/// are 8 bytes; VINTRP is 4).
const fn unsupported_size(w: u32) -> Option<(usize, &'static str)> {
    match w >> 26 {
        0b110000 => Some((8, "SMEM")),
        0b110001 => Some((8, "EXP")),
        0b110110 => Some((8, "DS")),
        0b110111 => Some((8, "FLAT")),
        0b111000 => Some((8, "MUBUF")),
        0b111010 => Some((8, "MTBUF")),
        0b111100 => Some((8, "MIMG")),
        0b110101 => Some((4, "VINTRP")),
        _ => None,
    }
}

/// Sorted label and descriptor positions of a section, answering "does an instruction over
/// `a..b` swallow a label or descriptor" with cursors (the decoder asks in increasing `a`).
#[derive(Clone)]
pub(crate) struct Bounds {
    /// (Shared: every chunk of a section clones the bounds.)
    labels: std::sync::Arc<[u64]>,
    kds: std::sync::Arc<[(u64, u64)]>,
    /// First label after the last `a` asked about.
    li: usize,
    /// First descriptor starting after the last `a`.
    ki: usize,
    /// `lo..=hi` bounds of instructions `a..b` known clear: `a >= lo` and `b <= hi` after a
    /// full check answered true at `lo` (no label or descriptor starts in `(lo, hi)`), so the
    /// decoder's next instructions skip the cursor walk. Empty when `lo > hi`.
    fast: (u64, u64),
}

impl Bounds {
    pub fn new(sec: &Sec) -> Bounds {
        Bounds {
            labels: sec.labels.keys().copied().collect::<Vec<_>>().into(),
            kds: sec.kds.iter().map(|(k, b)| (*k, b.len)).collect::<Vec<_>>().into(),
            li: 0,
            ki: 0,
            fast: (1, 0),
        }
    }

    fn seek(&mut self, a: u64) {
        if self.li > 0 && self.labels[self.li - 1] > a || self.ki > 0 && self.kds[self.ki - 1].0 > a {
            // Asked about an earlier position: start over (never on the decoder's path).
            self.li = 0;
            self.ki = 0;
        }
        if self.li == 0 && self.ki == 0 {
            // A first question (a chunk resumes anywhere): jump there, not a walk per label.
            self.li = self.labels.partition_point(|&l| l <= a);
            self.ki = self.kds.partition_point(|&(k, _)| k <= a);
        }
        while self.labels.get(self.li).is_some_and(|&l| l <= a) {
            self.li += 1;
        }
        while self.kds.get(self.ki).is_some_and(|&(k, _)| k <= a) {
            self.ki += 1;
        }
    }

    /// True when no label or descriptor starts strictly inside `(a, b)` and `a` is not inside
    /// a descriptor.
    #[inline]
    pub fn clear(&mut self, a: u64, b: u64) -> bool {
        if a >= self.fast.0 && b <= self.fast.1 {
            return true;
        }
        self.clear_slow(a, b)
    }

    fn clear_slow(&mut self, a: u64, b: u64) -> bool {
        self.seek(a);
        let next_label = self.labels.get(self.li).copied().unwrap_or(u64::MAX);
        let next_kd = self.kds.get(self.ki).map_or(u64::MAX, |&(k, _)| k);
        let ok = next_label >= b
            && next_kd >= b
            && (self.ki == 0 || {
                let (k, len) = self.kds[self.ki - 1];
                a >= k.saturating_add(len)
            });
        // Until the next label or descriptor, later instructions are clear too (the cursors
        // would not move, and `a` only grows).
        self.fast = if ok { (a, next_label.min(next_kd)) } else { (1, 0) };
        ok
    }
}

/// Why the pieces of a split instruction are data.
const SPLIT: &str = "a relocation patches it";

/// The items of a code section in order: instructions, undecoded words, descriptor blocks.
/// Gaps between descriptors are decoded; an instruction that would swallow a label or
/// descriptor is printed as data, and with `split_fixes` so is one that a relocation patches
/// anywhere but in its literal (or a branch's `R_AMDGPU_REL16`).
pub(crate) struct ItemIter<'a> {
    sec: &'a Sec,
    bytes: &'a [u8],
    target: Option<&'a Target>,
    split_fixes: bool,
    bounds: Bounds,
    /// Next offset to decode.
    pos: u64,
    /// End of the gap being decoded: the next descriptor, or the section end.
    gap_end: u64,
    /// Whether `gap_end` is a descriptor's offset.
    gap_kd: bool,
    done: bool,
    /// Pieces of a split item, last first.
    pending: Vec<Item>,
    /// Whether the last item returned is a piece of a split instruction (decoding does not
    /// resume there).
    pub piece: bool,
    /// The decode-and-print fast path ([`ItemIter::print_next`] prints what it takes),
    /// and whether lines carry the `// ADDRESS: WORDS` comment.
    fast: Option<&'a Fast<'a>>,
    comments: bool,
}

/// The next item of [`ItemIter::print_next`].
pub(crate) enum Next {
    /// An instruction of `len` bytes the fast path printed (its whole line, with its comment;
    /// a literal it takes reassembles to its bytes: docs/0022, so no re-encode check).
    Fast { len: usize },
    /// Any other item.
    Item(Item),
}

impl<'a> ItemIter<'a> {
    /// Items from the start of the section.
    pub fn new(sec: &'a Sec, bytes: &'a [u8], target: Option<&'a Target>, split_fixes: bool) -> Self {
        Self::starting(sec, bytes, target, split_fixes, Bounds::new(sec), 0, 0)
    }

    /// Items from `pos`, which must be where the iteration from the start has an instruction or
    /// undecoded word in a gap (not a descriptor block, not a piece of a split item): decoding
    /// from there gives the same items.
    pub fn resume(
        sec: &'a Sec,
        bytes: &'a [u8],
        target: Option<&'a Target>,
        split_fixes: bool,
        bounds: Bounds,
        pos: u64,
    ) -> Self {
        Self::starting(sec, bytes, target, split_fixes, bounds, pos, pos + 1)
    }

    fn starting(
        sec: &'a Sec,
        bytes: &'a [u8],
        target: Option<&'a Target>,
        split_fixes: bool,
        bounds: Bounds,
        pos: u64,
        gap_from: u64,
    ) -> Self {
        let mut it = ItemIter {
            sec,
            bytes,
            target,
            split_fixes,
            bounds,
            pos,
            gap_end: 0,
            gap_kd: false,
            done: false,
            pending: Vec::new(),
            piece: false,
            fast: None,
            comments: false,
        };
        (it.gap_end, it.gap_kd) = it.gap_after(gap_from);
        it
    }

    /// Lets [`ItemIter::print_next`] print the words `fast` takes as [`Next::Fast`],
    /// their lines printed with or without `comments`.
    pub fn with_fast(mut self, fast: Option<&'a Fast<'a>>, comments: bool) -> Self {
        self.fast = fast;
        self.comments = comments;
        self
    }

    /// Where the next item starts (`None` at the end): a pending piece of a split
    /// instruction, else the next offset to decode (a descriptor block starts there too).
    pub fn next_off(&self) -> Option<u64> {
        if let Some(p) = self.pending.last() {
            return Some(p.off());
        }
        (!self.done && (self.pos < self.gap_end || self.gap_kd)).then_some(self.pos)
    }

    /// The next item; an instruction the fast path takes is printed as a whole line into
    /// `out` (`label(target, cursor)` names its branch target, as [`Fast::write_line`] asks)
    /// and comes back as [`Next::Fast`]. `None` at the end.
    /// `try_fast`: false when the caller knows the fast path declines the next word (a
    /// [`ItemIter::print_run`] of no lines), so it is not asked again.
    pub fn print_next<F: FnMut(u64, &mut Cursor<'_>) -> bool>(
        &mut self,
        out: &mut Text,
        label: F,
        try_fast: bool,
    ) -> Option<Next> {
        let plain = self.pending.is_empty() && (!self.split_fixes || self.sec.fixes.is_empty());
        if plain && !self.done && self.pos < self.gap_end {
            let pos = self.pos;
            let rest = &self.bytes[pos as usize..self.gap_end as usize];
            let addr = self.sec.addr.wrapping_add(pos);
            if try_fast
                && let Some(f) = self.fast
                && let Some(took) = f.write_line(rest, pos, addr, self.comments, out.tail(LINE_ROOM), label)
                && self.bounds.clear(pos, pos + took.len as u64)
                && out.advance(took.n)
            {
                self.piece = false;
                self.pos += took.len as u64;
                return Some(Next::Fast { len: took.len });
            }
            if let Some(t) = self.target
                && rest.len() >= 4
                && let Ok((inst, len)) = amdgpu_isa::decode(rest, t)
                && self.bounds.clear(pos, pos + len as u64)
            {
                // What decode_one and split give for this word.
                self.piece = false;
                self.pos += len as u64;
                return Some(Next::Item(Item::Inst { off: pos, len, inst }));
            }
        }
        self.next().map(Next::Item)
    }

    /// Prints the lines of the fast-path words from the next item on, one after the other
    /// ([`Fast::write_lines_each`]): the words before `limit`, which must be the first label
    /// after the next item or beyond (an instruction over a label is declined, as
    /// [`Bounds::clear`] declines it; descriptors end the gap), while `each(offset, pos)` says
    /// so (`pos`: where the word's line would start in `out`, from the text's length before
    /// the run). `None` (nothing printed) where the words are not plain (a split pending,
    /// relocations to split at, no fast path, not in a gap); a run of no lines when the fast
    /// path declines the first word. `each` may also be called for the word after the last
    /// line (which the run then does not print).
    pub fn print_run<F: FnMut(u64, &mut Cursor<'_>) -> bool, G: FnMut(u64, usize) -> bool>(
        &mut self,
        out: &mut Text,
        limit: u64,
        label: F,
        each: G,
    ) -> Option<Run> {
        let f = self.fast?;
        let plain = self.pending.is_empty() && (!self.split_fixes || self.sec.fixes.is_empty());
        if !plain || self.done || self.pos >= self.gap_end {
            return None;
        }
        let pos = self.pos;
        let end = self.gap_end.min(limit.max(pos));
        let rest = &self.bytes[pos as usize..end as usize];
        let addr = self.sec.addr.wrapping_add(pos);
        let run = f.write_lines_at(rest, pos, addr, self.comments, out.tail(RUN_ROOM), label, each);
        if run.lines == 0 || !out.advance(run.text) {
            return Some(Run::default());
        }
        self.piece = false;
        self.pos += run.bytes as u64;
        Some(run)
    }

    /// The first descriptor at or after `lo` that lies in the section, else the section end.
    fn gap_after(&self, lo: u64) -> (u64, bool) {
        let end = self.bytes.len() as u64;
        match self.sec.kds.range(lo..).next() {
            Some((&k, _)) if k <= end => (k, true),
            _ => (end, false),
        }
    }

    /// Decodes one item at `pos` in the current gap.
    fn decode_one(&mut self) -> Decoded {
        let pos = self.pos;
        let rest = &self.bytes[pos as usize..self.gap_end as usize];
        if rest.len() < 4 {
            self.pos = self.gap_end;
            return Decoded::Raw { off: pos, len: rest.len(), why: Why::Trailing };
        }
        let decoded = match self.target {
            Some(t) => amdgpu_isa::decode(rest, t)
                .map_err(|e| Why::Decode(e, u32::from_le_bytes([rest[0], rest[1], rest[2], rest[3]]))),
            None => Err(Why::NoTables),
        };
        let (item, len) = match decoded {
            Ok((inst, len)) if self.bounds.clear(pos, pos + len as u64) => {
                (Decoded::Inst { off: pos, len, inst }, len)
            }
            Ok(_) => (Decoded::Raw { off: pos, len: 4, why: Why::Splits }, 4),
            Err(why) => {
                let w = u32::from_le_bytes([rest[0], rest[1], rest[2], rest[3]]);
                let len = match unsupported_size(w) {
                    Some((n, _)) if n <= rest.len() && self.bounds.clear(pos, pos + n as u64) => n,
                    _ => 4,
                };
                (Decoded::Raw { off: pos, len, why }, len)
            }
        };
        self.pos += len as u64;
        item
    }

    /// The next item of the gaps and descriptor blocks, before splitting (`None` at the end).
    fn step(&mut self) -> Option<Step> {
        loop {
            if self.done {
                return None;
            }
            if self.pos < self.gap_end {
                return Some(Step::Decoded(self.decode_one()));
            }
            if !self.gap_kd {
                self.done = true;
                return None;
            }
            // A descriptor at the end of the gap: a block when it fits in the section.
            let k = self.gap_end;
            let len = self.sec.kds.get(&k).map_or(0, |b| b.len);
            let end = self.bytes.len() as u64;
            let block = if len > 0 && k.checked_add(len).is_some_and(|e| e <= end) {
                self.pos = k + len;
                Some(Item::Block { off: k, len: len as usize })
            } else {
                self.pos = k;
                None
            };
            (self.gap_end, self.gap_kd) = self.gap_after(self.pos.max(k + 1));
            if let Some(b) = block {
                return Some(Step::Block(b));
            }
        }
    }

    /// The next item as the label pass needs it: where it is, how long, and where it branches
    /// to. The same items as [`Iterator::next`] (which it calls where relocations split
    /// instructions), without moving whole instructions around or making texts.
    pub fn next_light(&mut self) -> Option<Light> {
        if !self.pending.is_empty() || (self.split_fixes && !self.sec.fixes.is_empty()) {
            let it = self.next()?;
            let branch = match &it {
                Item::Inst { off, inst, .. } => branch_info(inst, *off),
                _ => None,
            };
            let resumable = !self.piece && !matches!(it, Item::Block { .. });
            return Some(Light { off: it.off(), branch, resumable, piece: self.piece });
        }
        self.piece = false;
        Some(match self.step()? {
            Step::Decoded(Decoded::Inst { off, inst, .. }) => {
                Light { off, branch: branch_info(&inst, off), resumable: true, piece: false }
            }
            Step::Decoded(Decoded::Raw { off, .. }) => {
                Light { off, branch: None, resumable: true, piece: false }
            }
            Step::Block(b) => Light { off: b.off(), branch: None, resumable: false, piece: false },
        })
    }

    /// Splits an instruction that a relocation patches where the text cannot say so.
    fn split(&mut self, it: Item) -> Item {
        if !self.split_fixes || self.sec.fixes.is_empty() {
            return it;
        }
        let Item::Inst { off, len, inst } = &it else { return it };
        let (off, len) = (*off, *len as u64);
        let ok = self.sec.fixes.range(off..off + len).all(|(o, f)| {
            let literal = *o == off + inst.desc().enc.size() as u64
                && f.operand_text().is_some()
                && len == *o - off + 4;
            // R_AMDGPU_REL16 patches a branch's simm16 (a branch to a global symbol).
            let branch = *o == off && f.r_type == 14 && is_branch(inst);
            literal || branch
        });
        if ok {
            return it;
        }
        let mut o = off;
        while o < off + len {
            let n = (off + len - o).min(4);
            self.pending.push(Item::Raw { off: o, len: n as usize, why: SPLIT.into() });
            o += n;
        }
        self.pending.reverse();
        self.pending.pop().unwrap_or(it)
    }
}

impl Iterator for ItemIter<'_> {
    type Item = Item;

    fn next(&mut self) -> Option<Item> {
        if let Some(it) = self.pending.pop() {
            self.piece = true;
            return Some(it);
        }
        self.piece = false;
        match self.step()? {
            Step::Decoded(d) => {
                let it = self.split(d.into_item());
                self.piece = !self.pending.is_empty() || matches!(&it, Item::Raw { why, .. } if why == SPLIT);
                Some(it)
            }
            Step::Block(b) => Some(b),
        }
    }
}

/// An item of a gap as decoded, before the reason for undecoded words becomes text.
enum Decoded {
    Inst { off: u64, len: usize, inst: Inst },
    Raw { off: u64, len: usize, why: Why },
}

impl Decoded {
    fn into_item(self) -> Item {
        match self {
            Decoded::Inst { off, len, inst } => Item::Inst { off, len, inst },
            Decoded::Raw { off, len, why } => {
                let why = match why {
                    Why::Trailing => "trailing bytes".into(),
                    Why::Splits => "a label or relocation splits it".into(),
                    Why::NoTables => "no instruction tables for this processor".into(),
                    Why::Decode(e, w) => why_text(&e, w),
                };
                Item::Raw { off, len, why }
            }
        }
    }
}

/// Why words are not decoded.
enum Why {
    Trailing,
    /// A label or relocation would be inside the instruction.
    Splits,
    NoTables,
    /// The decoder's error and the first word.
    Decode(DecodeError, u32),
}

enum Step {
    Decoded(Decoded),
    Block(Item),
}

/// An item as the label pass sees it ([`ItemIter::next_light`]).
pub(crate) struct Light {
    pub off: u64,
    /// Where it branches to, when it is a branch (that goes somewhere).
    pub branch: Option<u64>,
    /// An instruction or undecoded word of a gap (not a descriptor block, not a piece of a
    /// split instruction): decoding from here gives the same items ([`ItemIter::resume`]).
    pub resumable: bool,
    /// A piece of a split instruction.
    pub piece: bool,
}

fn branch_info(inst: &Inst, off: u64) -> Option<u64> {
    if is_branch(inst) { branch_target(inst, off) } else { None }
}

/// The reason printed for words that did not decode (`w`: the first word).
fn why_text(e: &DecodeError, w: u32) -> String {
    match e.kind {
        DecodeErrorKind::UnsupportedEncoding => match unsupported_size(w) {
            Some((_, name)) => format!("{name} not decoded yet"),
            None => "unsupported encoding".into(),
        },
        k => k.to_string(),
    }
}

/// True for instructions whose simm16 is a branch offset.
pub(crate) fn is_branch(inst: &Inst) -> bool {
    inst.desc().imm == ImmFmt::Label
}

/// The byte offset (in the section) a branch at `off` goes to.
pub(crate) fn branch_target(inst: &Inst, off: u64) -> Option<u64> {
    let simm = inst.operands().iter().find_map(|o| match o {
        Operand::Imm(v) => Some(*v as u16 as i16),
        _ => None,
    })?;
    let t = off as i64 + 4 + i64::from(simm) * 4;
    u64::try_from(t).ok()
}

/// The names of branch targets.
#[derive(Clone, Copy)]
pub(crate) enum Names<'a> {
    /// A table of the targets that get a label.
    Map(&'a BTreeMap<u64, String>),
    /// Every target where `is_start` says an item starts (or at the section end), named as
    /// the two-pass printing names it (a `.L` symbol already there, else
    /// `.LBB<section>_<offset>`): a guess that the writer checks, or the exact starts
    /// (stream.rs).
    Starts { is_start: &'a (dyn Fn(u64) -> bool + Sync), sec: &'a Sec, len: u64 },
}

/// Prints branch targets from a label table.
pub(crate) struct Labels<'a> {
    pub off: u64,
    pub names: Names<'a>,
}

impl Symbolizer for Labels<'_> {
    fn branch_target(&self, simm16: i16, out: &mut dyn Write) -> Option<fmt::Result> {
        let t = u64::try_from(self.off as i64 + 4 + i64::from(simm16) * 4).ok()?;
        match self.names {
            Names::Map(m) => Some(out.write_str(m.get(&t)?)),
            Names::Starts { is_start, sec, len } => {
                if t != len && !is_start(t) {
                    return None;
                }
                match sec.labels.get(&t).and_then(|v| v.iter().find(|n| n.starts_with(".L"))) {
                    Some(n) => Some(out.write_str(n)),
                    None => Some(write!(out, ".LBB{}_{t:x}", sec.key)),
                }
            }
        }
    }
}

/// Prints every branch target as one fixed text (a relocated branch: `s_branch sym+4`).
pub(crate) struct Fixed(pub String);

impl Symbolizer for Fixed {
    fn branch_target(&self, _simm16: i16, out: &mut dyn Write) -> Option<fmt::Result> {
        Some(out.write_str(&self.0))
    }
}

/// A PC-relative address computation found in linked code: the literal at `lit_off` (lo or
/// hi half) of `s_getpc_b64` at `getpc_off` + a 64-bit displacement.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PcRel {
    pub getpc_off: u64,
    pub lit_off: u64,
    pub hi: bool,
    /// Displacement from the address after `s_getpc_b64`.
    pub disp: i64,
}

fn sgpr(op: Operand) -> Option<(u16, u8)> {
    match op {
        Operand::Reg(Reg { file: amdgpu_isa::RegFile::Scalar, index, count }) => Some((index, count)),
        _ => None,
    }
}

fn literal(op: Operand) -> Option<u32> {
    match op {
        Operand::Literal(v) => Some(v),
        _ => None,
    }
}

/// Items a PC-relative computation spans at most: `s_getpc_b64`, up to four other
/// instructions, `s_add_u32`, `s_addc_u32`.
pub(crate) const PC_REL_WINDOW: usize = 7;

/// If `win[0]` is `s_getpc_b64 s[n:n+1]` followed (within a few instructions of `win`) by
/// `s_add_u32 sn, sn, lit` and directly by `s_addc_u32 sn+1, sn+1, lit`, the two literals.
pub(crate) fn pc_rel_at(win: &[Item]) -> Option<[PcRel; 2]> {
    let Item::Inst { off, inst, .. } = win.first()? else { return None };
    if inst.mnemonic() != "s_getpc_b64" {
        return None;
    }
    let Some((n, 2)) = inst.operands().first().copied().and_then(sgpr) else { return None };
    for j in 1..win.len().min(PC_REL_WINDOW - 1) {
        let Item::Inst { off: add_off, len: add_len, inst: add } = &win[j] else { return None };
        let ops = add.operands();
        if add.mnemonic() == "s_add_u32" && ops.len() == 3 {
            let (d, s0) = (sgpr(ops[0]), sgpr(ops[1]));
            let (Some(lo), true) = (literal(ops[2]), d == Some((n, 1)) && s0 == Some((n, 1))) else {
                return None;
            };
            let Some(Item::Inst { off: addc_off, len: addc_len, inst: addc }) = win.get(j + 1) else {
                return None;
            };
            let ops2 = addc.operands();
            if addc.mnemonic() != "s_addc_u32" || ops2.len() != 3 {
                return None;
            }
            let ok2 = sgpr(ops2[0]) == Some((n + 1, 1)) && sgpr(ops2[1]) == Some((n + 1, 1));
            let hi = literal(ops2[2]).filter(|_| ok2)?;
            let disp = ((u64::from(hi) << 32) | u64::from(lo)) as i64;
            // The literal is the last dword of each instruction.
            let lit = |o: u64, len: usize| o + len as u64 - 4;
            return Some([
                PcRel { getpc_off: *off, lit_off: lit(*add_off, *add_len), hi: false, disp },
                PcRel { getpc_off: *off, lit_off: lit(*addc_off, *addc_len), hi: true, disp },
            ]);
        }
        // Anything that writes s[n:n+1] ends the search.
        if ops.first().copied().and_then(sgpr).is_some_and(|(r, c)| r <= n + 1 && n < r + u16::from(c)) {
            return None;
        }
    }
    None
}

/// Finds the PC-relative computations of a stream of items, holding only the last
/// [`PC_REL_WINDOW`] items.
#[derive(Default)]
pub(crate) struct PcRelScan {
    win: std::collections::VecDeque<Item>,
    pub found: Vec<PcRel>,
}

impl PcRelScan {
    pub fn push(&mut self, it: Item) {
        self.win.push_back(it);
        if self.win.len() == PC_REL_WINDOW {
            self.check_front();
        }
    }
    fn check_front(&mut self) {
        if let Some(p) = pc_rel_at(self.win.make_contiguous()) {
            self.found.extend(p);
        }
        self.win.pop_front();
    }
    pub fn finish(mut self) -> Vec<PcRel> {
        while !self.win.is_empty() {
            self.check_front();
        }
        self.found
    }
}

/// Prints `inst` with the literal replaced by `expr` (a relocation or symbolic address).
pub(crate) fn print_with_expr(
    inst: &Inst,
    target: &Target,
    sym: &dyn Symbolizer,
    expr: Option<&str>,
) -> Option<String> {
    let mut inst = *inst;
    if let Some(e) = expr {
        let slot = inst.operands.iter_mut().find(|o| matches!(o, Operand::Literal(_)))?;
        *slot = Operand::Expr(ExprHandle(0));
        let mut s = String::new();
        amdgpu_isa::print_with(&inst, target, sym, &mut s).ok()?;
        let marker = "<expr0>";
        if !s.contains(marker) {
            return None;
        }
        return Some(s.replacen(marker, e, 1));
    }
    let mut s = String::new();
    amdgpu_isa::print_with(&inst, target, sym, &mut s).ok()?;
    Some(s)
}

/// False when `text` parses (with the ISA layer's parser) and encodes to bytes other than
/// `bytes`: a non-canonical encoding (e.g. a literal that an assembler would turn into an
/// inline constant), which must be printed as data to come back exactly. Text the parser does
/// not take is trusted.
///
/// The parse is remembered per instruction shape in `cache` (docs/0011-disassembler.md,
/// "Throughput"): an instruction whose one literal is a *generic* value (see
/// [`generic_literal`]) parses like every other instruction that differs from it only in that
/// value, so the parse of the first is reused with the literal replaced; the encoding is always
/// computed and compared with `bytes`.
pub(crate) fn reencodes<'t>(
    inst: &Inst,
    text: impl Fn() -> &'t str,
    target: &Target,
    bytes: &[u8],
    cache: &mut ReparseCache,
) -> bool {
    let ops = inst.operands();
    // A memory instruction without operands (buffer_wbl2, buffer_wbinvl1, ...) prints no cache
    // bits, though its encoding may set them: clang-19 sets glc and slc on gfx90a's
    // buffer_wbl2, which llvm-mc-19 can neither print nor assemble. Rare: always parse them.
    if ops.is_empty() && amdgpu_isa::mem::is_mem(inst.desc().enc) {
        return reencodes_by_parse(text(), target, bytes);
    }
    // Otherwise only a literal can be folded into another encoding; skip the parse for the rest.
    let mut lits = ops.iter().enumerate().filter(|(_, o)| matches!(o, Operand::Literal(_)));
    let Some((slot, &Operand::Literal(v))) = lits.next() else {
        return true;
    };
    let desc = inst.desc();
    let memo = lits.next().is_none()
        && !amdgpu_isa::mem::is_mem(desc.enc)
        && !desc.operands.iter().any(|o| o.field == Field::Imm32)
        && desc.operands.get(slot).is_some_and(|od| generic_literal(v, od.ty));
    reencodes_literal(v, memo, text, target, bytes, cache)
}

/// [`reencodes`] for an instruction with one literal `v`; `memo`: the memo's conditions hold
/// (one literal, not a memory form, no `Imm32` field, a generic value for its operand type).
/// The fast path's instructions come here with what [`amdgpu_isa::fast::Taken`] reports.
pub(crate) fn reencodes_literal<'t>(
    v: u32,
    memo: bool,
    text: impl Fn() -> &'t str,
    target: &Target,
    bytes: &[u8],
    cache: &mut ReparseCache,
) -> bool {
    let key = shape_key(bytes, v).filter(|_| memo);
    let Some(key) = key else {
        return reencodes_by_parse(text(), target, bytes);
    };
    let parsed = match cache.map.get(&key) {
        Some(p) => *p,
        None => {
            let p = match cache.shared_get(key) {
                Some(p) => p,
                None => {
                    let p = match amdgpu_isa::parse_inst(text(), target, &mut amdgpu_isa::PlainExprs) {
                        Err(_) => Reparsed::Untaken,
                        Ok(p) => match literal_slot(&p, v) {
                            Some(j) => Reparsed::Literal(p, j),
                            // Not the shape the memo is for: check this one directly.
                            None => return encodes_to(&p, target, bytes, &mut cache.scratch),
                        },
                    };
                    cache.shared_put(key, p);
                    p
                }
            };
            if cache.map.len() < ReparseCache::MAX {
                cache.map.insert(key, p);
            }
            p
        }
    };
    match parsed {
        Reparsed::Untaken => true,
        Reparsed::Literal(mut p, j) => {
            p.operands[j] = Operand::Literal(v);
            encodes_to(&p, target, bytes, &mut cache.scratch)
        }
    }
}

/// The full check: parse `text`, encode, compare.
fn reencodes_by_parse(text: &str, target: &Target, bytes: &[u8]) -> bool {
    match amdgpu_isa::parse_inst(text, target, &mut amdgpu_isa::PlainExprs) {
        Ok(inst) => encodes_to(&inst, target, bytes, &mut Vec::with_capacity(bytes.len())),
        Err(_) => true,
    }
}

fn encodes_to(inst: &Inst, target: &Target, bytes: &[u8], scratch: &mut Vec<u8>) -> bool {
    scratch.clear();
    match amdgpu_isa::encode(inst, target, scratch) {
        Ok(_) => scratch.as_slice() == bytes,
        Err(_) => true,
    }
}

/// The one operand of a parsed (non-memory) instruction that holds `v`, when it is a literal
/// and no other operand holds `v`.
fn literal_slot(p: &Inst, v: u32) -> Option<usize> {
    if amdgpu_isa::mem::is_mem(p.desc().enc) {
        return None;
    }
    let mut found = None;
    for (j, o) in p.operands.iter().enumerate() {
        match o {
            Operand::Literal(x) if *x == v => {
                if found.is_some() {
                    return None;
                }
                found = Some(j);
            }
            Operand::Imm(x) if *x == v => return None,
            _ => {}
        }
    }
    found
}

/// A literal value that llvm-mc's rules (and the ISA layer's printer and parser) treat like any
/// other: in a 32- or 64-bit operand, printed as its full hex value, never an inline constant
/// in any reading (not a small integer in 16, 32 or 64 bits, not the bits of an inline float
/// as f32, f64 or the high half of an f64). Such a value is only ever printed as `0x...` and
/// parsed back as a literal of the same value.
pub(crate) fn generic_literal(v: u32, ty: Ty) -> bool {
    matches!(ty, Ty::B32 | Ty::B64)
        && (0x1_0000..0xffff_fff0).contains(&v)
        && !FloatConst::ALL.iter().any(|f| f.bits32() == v || (f.bits64() >> 32) as u32 == v)
}

/// What the parser made of an instruction's text.
#[derive(Clone, Copy)]
pub(crate) enum Reparsed {
    /// The parser did not take the text (trusted, as in the full check).
    Untaken,
    /// The parsed instruction; operand `.1` is the literal.
    Literal(Inst, usize),
}

/// Parses remembered by instruction shape (see [`shape_key`]).
#[derive(Default)]
pub(crate) struct ReparseCache {
    map: ShapeMap,
    scratch: Vec<u8>,
    /// The parses of the other printing threads (asked on a miss of `map`, so that a shape is
    /// parsed once, not once per thread).
    shared: Option<std::sync::Arc<std::sync::Mutex<ShapeMap>>>,
}

type ShapeMap = HashMap<u128, Reparsed, std::hash::BuildHasherDefault<FxHasher>>;

/// The memo key of an instruction whose literal `v` is its last dword: its other bytes (at most
/// 12) and their count. Decoding is a function of the bytes, so instructions with the same key
/// decode to the same instruction apart from the literal's value, which is what the memo needs
/// (the key used to be that decoded instruction with the literal zeroed; comparing and hashing
/// the whole `Inst` cost about 400 instructions per lookup, two 64-bit words cost a few).
/// `None` when the last dword is not `v` or the rest is longer.
fn shape_key(bytes: &[u8], v: u32) -> Option<u128> {
    let (head, lit) = bytes.split_at_checked(bytes.len().checked_sub(4)?)?;
    if lit != v.to_le_bytes() || head.len() > 12 {
        return None;
    }
    let mut k = [0u8; 16];
    k[..head.len()].copy_from_slice(head);
    k[15] = head.len() as u8;
    Some(u128::from_le_bytes(k))
}

/// A multiply-rotate hasher for the cache's small fixed-size keys (SipHash cost more than the
/// parses it saved). Keys come from the input, but a collision costs time, never correctness,
/// and the cache is bounded.
#[derive(Default)]
struct FxHasher(u64);

impl FxHasher {
    fn add(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl std::hash::Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for c in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..c.len()].copy_from_slice(c);
            self.add(u64::from_le_bytes(b));
        }
    }
    fn write_u8(&mut self, v: u8) {
        self.add(u64::from(v));
    }
    fn write_u16(&mut self, v: u16) {
        self.add(u64::from(v));
    }
    fn write_u32(&mut self, v: u32) {
        self.add(u64::from(v));
    }
    fn write_u64(&mut self, v: u64) {
        self.add(v);
    }
    fn write_u128(&mut self, v: u128) {
        self.add(v as u64);
        self.add((v >> 64) as u64);
    }
    fn write_usize(&mut self, v: usize) {
        self.add(v as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

impl ReparseCache {
    /// Entries kept at most (hostile input with millions of shapes falls back to parsing).
    const MAX: usize = 1 << 16;

    /// A cache for each of several threads, sharing their parses.
    pub fn shared(n: usize) -> Vec<ReparseCache> {
        let shared = std::sync::Arc::new(std::sync::Mutex::new(ShapeMap::default()));
        (0..n).map(|_| ReparseCache { shared: Some(shared.clone()), ..ReparseCache::default() }).collect()
    }

    fn shared_get(&self, key: u128) -> Option<Reparsed> {
        let m = self.shared.as_ref()?;
        m.lock().unwrap_or_else(std::sync::PoisonError::into_inner).get(&key).copied()
    }

    fn shared_put(&self, key: u128, p: Reparsed) {
        if let Some(m) = &self.shared {
            let mut m = m.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            if m.len() < Self::MAX {
                m.insert(key, p);
            }
        }
    }
}

/// Appends `v` in uppercase hex, zero-padded to at least `width` digits (as `{v:0width$X}`).
pub(crate) fn push_hex_upper(out: &mut Text, v: u64, width: usize) {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    let digits = (16 - (v.leading_zeros() as usize) / 4).max(1).max(width.min(16));
    for _ in digits..width {
        out.push('0');
    }
    for i in (0..digits.min(16)).rev() {
        out.push(char::from(DIGITS[((v >> (i * 4)) & 15) as usize]));
    }
}

/// Appends the bytes as llvm-objdump shows instruction words: dwords as 8 uppercase hex digits
/// (little-endian), a trailing partial dword byte by byte, separated by spaces.
pub(crate) fn push_words_hex(out: &mut Text, bytes: &[u8]) {
    for (i, c) in bytes.chunks(4).enumerate() {
        if i > 0 {
            out.push(' ');
        }
        if let [a, b, c, d] = *c {
            push_hex_upper(out, u64::from(u32::from_le_bytes([a, b, c, d])), 8);
        } else {
            for b in c {
                push_hex_upper(out, u64::from(*b), 2);
            }
        }
    }
}

/// The two uppercase hex digits of each byte value.
const HEX_PAIRS: [[u8; 2]; 256] = {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    let mut t = [[0u8; 2]; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = [DIGITS[i >> 4], DIGITS[i & 15]];
        i += 1;
    }
    t
};

/// Appends `// ADDRESS: WORDS` and a newline (`{addr:012X}`, [`push_words_hex`]), built in one
/// buffer for the common case of an instruction's whole dwords.
fn push_comment(out: &mut Text, addr: u64, bytes: &[u8]) {
    let mut buf = [0u8; 3 + 16 + 2 + 4 * 9 + 1];
    if addr >> 48 != 0 || bytes.len() > 16 || bytes.len() % 4 != 0 {
        out.push_str("// ");
        push_hex_upper(out, addr, 12);
        out.push_str(": ");
        push_words_hex(out, bytes);
        out.push('\n');
        return;
    }
    buf[..3].copy_from_slice(b"// ");
    let mut n = 3;
    for i in (0..6).rev() {
        buf[n..n + 2].copy_from_slice(&HEX_PAIRS[((addr >> (i * 8)) & 0xff) as usize]);
        n += 2;
    }
    buf[n..n + 2].copy_from_slice(b": ");
    n += 2;
    for (i, c) in bytes.chunks_exact(4).enumerate() {
        if i > 0 {
            buf[n] = b' ';
            n += 1;
        }
        // Little-endian bytes, most significant first.
        for &b in c.iter().rev() {
            buf[n..n + 2].copy_from_slice(&HEX_PAIRS[usize::from(b)]);
            n += 2;
        }
    }
    buf[n] = b'\n';
    n += 1;
    out.push_ascii(&buf[..n]);
}

/// Instructions per piece of a code section printed on its own (in parallel when large).
pub(crate) const CHUNK_ITEMS: usize = 16 * 1024;

/// What printing the items of a code section needs.
pub(crate) struct CodeCtx<'a> {
    pub sec: &'a Sec,
    pub bytes: &'a [u8],
    pub target: Option<&'a Target>,
    /// Branch-target labels, by section offset.
    pub names: Names<'a>,
    /// Symbolic PC-relative literals (linked objects), by the literal's offset.
    pub pc_exprs: &'a BTreeMap<u64, String>,
    pub comments: bool,
}

/// A bit per byte offset of a section.
#[derive(Clone)]
pub(crate) struct Bits(Vec<u64>);

impl Bits {
    fn new(len: usize) -> Bits {
        Bits(vec![0; (len + 1).div_ceil(64)])
    }
    pub fn set(&mut self, off: u64) {
        if let Some(w) = usize::try_from(off / 64).ok().and_then(|i| self.0.get_mut(i)) {
            *w |= 1 << (off % 64);
        }
    }
    #[inline]
    pub fn get(&self, off: u64) -> bool {
        usize::try_from(off / 64).ok().and_then(|i| self.0.get(i)).is_some_and(|w| w & (1 << (off % 64)) != 0)
    }
    /// Copies the bits of `from..to` from `src`.
    fn copy_range(&mut self, src: &Bits, from: u64, to: u64) {
        let mut o = from;
        let bit = |this: &mut Bits, o: u64| {
            if src.get(o) {
                this.set(o);
            }
        };
        while o < to && o % 64 != 0 {
            bit(self, o);
            o += 1;
        }
        // Whole words at once (the serial stitching copies a bit per byte of the section).
        if o < to {
            let (i, n) = ((o / 64) as usize, ((to - o) / 64) as usize);
            if let (Some(d), Some(s)) = (self.0.get_mut(i..i + n), src.0.get(i..i + n)) {
                d.copy_from_slice(s);
                o += n as u64 * 64;
            }
        }
        while o < to {
            bit(self, o);
            o += 1;
        }
    }
}

/// What the label pass finds in one stretch of a section.
struct Part {
    /// Item starts (for branch targets).
    starts: Bits,
    /// Offsets where decoding started an item (not pieces of split instructions): two
    /// stretches that both decode from one of these agree from there on.
    /// (`None` where nothing splits instructions: the starts.)
    heads: Option<Bits>,
    /// (branch offset, target) of branches that are not relocated.
    targets: Vec<(u64, u64)>,
    pc_rel: Vec<PcRel>,
    resume: Vec<u64>,
    /// The first instruction at or after the stretch's stop offset (or the section end),
    /// where it stopped.
    end: u64,
}

/// The label pass over a code section: where items start, where branches go, PC-relative
/// computations, and positions printing can start from.
pub(crate) struct LabelPass {
    /// Item starts.
    pub starts: Bits,
    /// (offset, target) of the branches that are not relocated, in item order.
    pub targets: Vec<(u64, u64)>,
    pub pc_rel: Vec<PcRel>,
    /// Offsets about every `every` items (see [`LabelPass::run`]) where printing can resume
    /// (instructions or undecoded words of a gap), in order, none at 0.
    pub resume: Vec<u64>,
}

/// How [`LabelPass::run`] scans.
#[derive(Clone, Copy)]
pub(crate) struct PassOpts {
    /// Find the PC-relative computations (decodes every item).
    pub pc_rel: bool,
    /// Threads (guessed starts, stitched).
    pub workers: usize,
    /// Items between resume offsets.
    pub every: usize,
}

/// Scans from `from` (the section start when `first`) until the first instruction at or
/// after `stop` for which `sync` holds (or the end), then a few items more for the
/// PC-relative windows.
#[allow(clippy::too_many_arguments)]
fn scan_part(
    sec: &Sec,
    bytes: &[u8],
    target: Option<&Target>,
    bounds: &Bounds,
    opts: PassOpts,
    from: u64,
    first: bool,
    stop: u64,
    sync: &dyn Fn(u64) -> bool,
) -> Part {
    let pc_rel = opts.pc_rel;
    let every = opts.every.max(1);
    let len = bytes.len();
    let mut part = Part {
        starts: Bits::new(len),
        heads: (!sec.fixes.is_empty()).then(|| Bits::new(len)),
        targets: Vec::new(),
        pc_rel: Vec::new(),
        resume: Vec::new(),
        end: len as u64,
    };
    let mut scan = PcRelScan::default();
    let mut since = 0usize;
    let mut iter = if first {
        ItemIter::starting(sec, bytes, target, true, bounds.clone(), 0, 0)
    } else {
        ItemIter::resume(sec, bytes, target, true, bounds.clone(), from)
    };
    if !pc_rel {
        // Without PC-relative windows only offsets, lengths and branch targets matter.
        while let Some(l) = iter.next_light() {
            if l.resumable {
                if l.off >= stop && sync(l.off) {
                    part.end = l.off;
                    break;
                }
                if since >= every {
                    part.resume.push(l.off);
                    since = 0;
                }
            }
            if let Some(t) = l.branch
                && sec.fixes.get(&l.off).is_none_or(|f| f.r_type != 14)
            {
                part.targets.push((l.off, t));
            }
            part.starts.set(l.off);
            if !l.piece {
                if let Some(h) = &mut part.heads {
                    h.set(l.off);
                }
            }
            since += 1;
        }
        return part;
    }
    let mut extra = None;
    while let Some(it) = iter.next() {
        if let Some(n) = &mut extra {
            // Past the end: only completing the PC-relative windows.
            if *n == 0 || !pc_rel {
                break;
            }
            *n -= 1;
            scan.push(it);
            continue;
        }
        let off = it.off();
        if let Item::Inst { off, inst, .. } = &it {
            if *off >= stop && sync(*off) {
                part.end = *off;
                extra = Some(PC_REL_WINDOW);
                if pc_rel {
                    scan.push(it);
                }
                continue;
            }
            if since >= every {
                part.resume.push(*off);
                since = 0;
            }
            if is_branch(inst)
                && sec.fixes.get(off).is_none_or(|f| f.r_type != 14)
                && let Some(t) = branch_target(inst, *off)
            {
                part.targets.push((*off, t));
            }
        }
        part.starts.set(off);
        if !iter.piece {
            if let Some(h) = &mut part.heads {
                h.set(off);
            }
        }
        since += 1;
        if pc_rel {
            scan.push(it);
        }
    }
    part.pc_rel = scan.finish();
    part
}

impl LabelPass {
    /// Runs the pass, on `workers` threads for a large section: each decodes from a guessed
    /// offset; a stretch is used from the first offset where the exact decoding (from the
    /// start) and its own agree, found by continuing the exact decoding when needed
    /// (docs/0011-disassembler.md, "Throughput").
    pub fn run(
        sec: &Sec,
        bytes: &[u8],
        target: Option<&Target>,
        bounds: &Bounds,
        opts: PassOpts,
    ) -> LabelPass {
        let len = bytes.len() as u64;
        let parts_n = if len >= 64 * 1024 { opts.workers.clamp(1, 8) } else { 1 };
        // Guessed starts, on dword boundaries.
        let guesses: Vec<u64> = (0..parts_n).map(|w| (len * w as u64 / parts_n as u64) & !3).collect();
        let parts: Vec<Part> = if parts_n == 1 {
            vec![scan_part(sec, bytes, target, bounds, opts, 0, true, u64::MAX, &|_| true)]
        } else {
            std::thread::scope(|scope| {
                let handles: Vec<_> = (0..parts_n)
                    .map(|w| {
                        let from = guesses[w];
                        let stop = guesses.get(w + 1).copied().unwrap_or(u64::MAX);
                        scope.spawn(move || {
                            scan_part(sec, bytes, target, bounds, opts, from, w == 0, stop, &|_| true)
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                    .collect()
            })
        };
        let mut pass = LabelPass {
            starts: Bits::new(bytes.len()),
            targets: Vec::new(),
            pc_rel: Vec::new(),
            resume: Vec::new(),
        };
        pass.take(&parts[0], 0);
        // `at`: where the exact decoding has an instruction; `w`: the first stretch not used.
        let (mut at, mut w) = (parts[0].end, 1);
        let agrees = |p: &Part, o: u64| p.heads.as_ref().unwrap_or(&p.starts).get(o) && p.end > o;
        while at < len {
            if let Some(k) = (w..parts.len()).find(|&k| agrees(&parts[k], at)) {
                pass.take(&parts[k], at);
                (at, w) = (parts[k].end, k + 1);
                continue;
            }
            // No stretch decodes from here: continue the exact decoding until one agrees.
            let later = &parts[w.min(parts.len())..];
            let p = scan_part(sec, bytes, target, bounds, opts, at, false, at, &|o| {
                later.iter().any(|p| agrees(p, o))
            });
            pass.take(&p, at);
            at = p.end;
        }
        pass
    }

    /// Takes what `part` found from `from` up to where it ended.
    fn take(&mut self, part: &Part, from: u64) {
        let to = part.end;
        let within = |o: u64| (from..to).contains(&o);
        self.starts.copy_range(&part.starts, from, to);
        // (Room first: growing by doubling copied the list a few times on this thread.)
        self.targets.reserve(part.targets.len());
        self.targets.extend(part.targets.iter().filter(|(o, _)| within(*o)));
        self.pc_rel.extend(part.pc_rel.iter().filter(|p| within(p.getpc_off)).copied());
        self.resume.extend(part.resume.iter().copied().filter(|&o| within(o) && o > 0));
    }

    /// True when an item starts at `off`.
    pub fn starts_at(&self, off: u64) -> bool {
        self.starts.get(off)
    }
}

/// Prints the items from `from` up to `to` (an item offset, or the end).
#[allow(clippy::too_many_arguments)]
pub(crate) fn print_items(
    ctx: &CodeCtx<'_>,
    bounds: Bounds,
    from: u64,
    to: u64,
    stats: &mut crate::Stats,
    out: &mut Text,
    cache: &mut ReparseCache,
    flush: &mut dyn FnMut(&mut Text) -> Result<(), crate::DisasmError>,
) -> Result<(), crate::DisasmError> {
    let sec = ctx.sec;
    let items = if from == 0 {
        ItemIter::starting(sec, ctx.bytes, ctx.target, true, bounds, 0, 0)
    } else {
        ItemIter::resume(sec, ctx.bytes, ctx.target, true, bounds, from)
    };
    let mut labels = sec.labels.range(from..).peekable();
    let plain = sec.fixes.is_empty() && ctx.pc_exprs.is_empty();
    for it in items {
        let off = it.off();
        if off >= to {
            break;
        }
        while labels.next_if(|(k, _)| **k < off).is_some() {}
        if let Some((_, names)) = labels.next_if(|(k, _)| **k == off) {
            for n in names {
                out.push_str(n);
                out.push_str(":\n");
            }
        }
        print_item(ctx, &it, plain, stats, out, cache);
        if out.len() >= crate::Sink::CHUNK {
            flush(out)?;
        }
    }
    Ok(())
}

/// Prints one item (`plain`: the section has no relocations or PC-relative literals).
pub(crate) fn print_item(
    ctx: &CodeCtx<'_>,
    it: &Item,
    plain: bool,
    stats: &mut crate::Stats,
    out: &mut Text,
    cache: &mut ReparseCache,
) {
    match it {
        Item::Inst { off, len, inst } => print_inst(ctx, *off, *len, inst, plain, stats, out, cache),
        Item::Raw { off, len, why } => crate::raw_words(ctx.sec, ctx.bytes, *off, *len, why, stats, out),
        Item::Block { off, .. } => {
            if let Some(b) = ctx.sec.kds.get(off) {
                out.push_str(&b.text);
            }
        }
    }
}

/// Ends an instruction line that starts at `start` (its tab): the padding and the
/// `// ADDRESS: WORDS` comment, or just the newline.
#[inline]
fn end_line(ctx: &CodeCtx<'_>, off: u64, b: &[u8], start: usize, out: &mut Text) {
    if ctx.comments {
        // Columns after the leading tab, as llvm-objdump lays the text out; at least one space.
        const SPACES: &[u8; 60] = &[b' '; 60];
        let width = out.len() - start - 1;
        out.push_ascii(&SPACES[..59usize.saturating_sub(width).clamp(1, SPACES.len())]);
        push_comment(out, ctx.sec.addr.wrapping_add(off), b);
    } else {
        out.push('\n');
    }
}

#[allow(clippy::too_many_arguments)]
fn print_inst(
    ctx: &CodeCtx<'_>,
    off: u64,
    len: usize,
    inst: &Inst,
    plain: bool,
    stats: &mut crate::Stats,
    out: &mut Text,
    cache: &mut ReparseCache,
) {
    let sec = ctx.sec;
    let (fixed_lit, expr, rel16) = if plain {
        (false, None, None)
    } else {
        let lit = off + inst.desc().enc.size() as u64;
        let fix_text = sec.fixes.get(&lit).and_then(crate::model::Fix::operand_text);
        let fixed_lit = fix_text.is_some();
        let expr = fix_text.or_else(|| ctx.pc_exprs.get(&lit).cloned());
        let rel16 = sec.fixes.get(&off).and_then(crate::model::Fix::branch_text).map(Fixed);
        (fixed_lit, expr, rel16)
    };
    let lab = Labels { off, names: ctx.names };
    let sym: &dyn Symbolizer = match &rel16 {
        Some(f) => f,
        None => &lab,
    };
    let b = &ctx.bytes[off as usize..off as usize + len];
    let start = out.len();
    let ok = match (ctx.target, &expr) {
        (None, _) => false,
        (Some(tgt), Some(e)) => match print_with_expr(inst, tgt, sym, Some(e)) {
            Some(text) => {
                out.push('\t');
                out.push_str(&text);
                true
            }
            None => false,
        },
        (Some(tgt), None) => {
            out.push('\t');
            let _ = amdgpu_isa::print_with(inst, tgt, sym, out);
            reencodes(inst, || out.str_from(start + 1), tgt, b, cache)
        }
    };
    if !ok {
        out.truncate(start);
        crate::raw_words(sec, ctx.bytes, off, len, "the text would assemble to other bytes", stats, out);
        return;
    }
    if fixed_lit || rel16.is_some() {
        stats.relocations += 1;
    } else if expr.is_some() {
        stats.pc_rel += 1;
    }
    stats.instructions += 1;
    stats.decoded_bytes += len;
    end_line(ctx, off, b, start, out);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// First dwords of every SALU/VALU encoding with a literal source (opcode and register
    /// fields swept, source 255 = literal).
    fn literal_words() -> Vec<u32> {
        let mut w = Vec::new();
        for op in 0..256u32 {
            w.push((0x3f << 25) | (op << 9) | (7 << 17) | 255); // VOP1
            w.push((0x3e << 25) | (op << 17) | (9 << 9) | 255); // VOPC
            w.push(0xBE80_0000 | (5 << 16) | (op << 8) | 255); // SOP1
            w.push(0xBF00_0000 | ((op & 0x7f) << 16) | (3 << 8) | 255); // SOPC
        }
        for op in 0..63u32 {
            w.push((op << 25) | (4 << 17) | (6 << 9) | 255); // VOP2
        }
        for op in 0..0x60u32 {
            w.push((0b10 << 30) | (op << 23) | (8 << 16) | (2 << 8) | 255); // SOP2
            w.push((0b10 << 30) | (op << 23) | (8 << 16) | (255 << 8) | 2); // SOP2, ssrc1
        }
        w
    }

    /// The memo answers exactly as the full parse does: for every literal form, a first value
    /// fills the cache and other generic values (and non-generic ones, which bypass it) are
    /// checked through it and through a fresh parse of their own text.
    #[test]
    fn reparse_memo_agrees_with_full_parse() {
        let values = [
            0x4010_c0f3u32,
            0x1_0000,
            0xffff_ffef,
            0x3f80_0001,
            0x3ff0_0000,
            0x3f80_0000,
            0x0000_ffff,
            0xffff_fff0,
            0x8000_0000,
            0x1234_5678,
            0x3e22_f983,
        ];
        let mut checked = 0;
        for cpu in ["gfx803", "gfx900", "gfx906", "gfx908", "gfx90a"] {
            let target = Target::new(cpu).unwrap();
            for w in literal_words() {
                let mut cache = ReparseCache::default();
                for v in values {
                    let bytes: Vec<u8> = [w, v].iter().flat_map(|d| d.to_le_bytes()).collect();
                    let Ok((inst, 8)) = amdgpu_isa::decode(&bytes, &target) else { continue };
                    if !inst.operands().iter().any(|o| matches!(o, Operand::Literal(_))) {
                        continue;
                    }
                    let mut text = String::new();
                    amdgpu_isa::print(&inst, &target, &mut text).unwrap();
                    let full = reencodes_by_parse(&text, &target, &bytes);
                    let memo = reencodes(&inst, || text.as_str(), &target, &bytes, &mut cache);
                    assert_eq!(memo, full, "{cpu}: {text} ({w:#010x} {v:#010x})");
                    checked += 1;
                }
            }
        }
        assert!(checked > 5000, "only {checked} literal instructions checked");
    }

    /// The cursor-and-window answers of `Bounds::clear` equal a scan of all labels and
    /// descriptors, for increasing positions (the decoder's order) and for jumps back.
    #[test]
    fn bounds_clear_agrees_with_a_scan() {
        let labels = vec![8, 40, 44, 100, 400];
        let kds = vec![(64u64, 16u64), (200, 64), (300, 8)];
        let naive = |a: u64, b: u64| {
            labels.iter().all(|&l| l <= a || l >= b)
                && kds.iter().all(|&(k, _)| k <= a || k >= b)
                && kds.iter().filter(|&&(k, _)| k <= a).all(|&(k, len)| a >= k + len)
        };
        let mut bounds =
            Bounds { labels: labels.clone().into(), kds: kds.clone().into(), li: 0, ki: 0, fast: (1, 0) };
        let mut seed = 12345u64;
        let mut a = 0u64;
        for step in 0..20_000 {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            // Mostly forward in 4- or 8-byte steps, sometimes back to an earlier position.
            a = if step % 97 == 0 { (seed >> 33) % 450 } else { (a + 4 * ((seed >> 40) % 2 + 1)) % 460 };
            let b = a + [4, 8, 12][((seed >> 20) % 3) as usize];
            assert_eq!(bounds.clear(a, b), naive(a, b), "a={a} b={b}");
        }
    }

    #[test]
    fn shape_keys_leave_out_the_literal_only() {
        let a = [0xff, 0x02, 0x00, 0x7e, 0x78, 0x56, 0x34, 0x12];
        let b = [0xff, 0x02, 0x00, 0x7e, 0x01, 0x00, 0x02, 0x00];
        let c = [0xff, 0x02, 0x02, 0x7e, 0x78, 0x56, 0x34, 0x12];
        let ka = shape_key(&a, 0x1234_5678).unwrap();
        assert_eq!(Some(ka), shape_key(&b, 0x0002_0001));
        assert_ne!(Some(ka), shape_key(&c, 0x1234_5678));
        // The literal must be the last dword; a longer head or a short slice has no key.
        assert_eq!(shape_key(&a, 0x1234_5679), None);
        assert_eq!(shape_key(&[0u8; 20], 0), None);
        assert_eq!(shape_key(&[0u8; 3], 0), None);
        // Heads of different lengths never share a key.
        assert_ne!(
            shape_key(&[0, 0, 0, 0, 9, 9, 9, 9], 0x0909_0909),
            shape_key(&[0, 0, 0, 0, 0, 0, 0, 0, 9, 9, 9, 9], 0x0909_0909)
        );
    }

    #[test]
    fn generic_literals_exclude_inline_patterns() {
        assert!(generic_literal(0x4010_c0f3, Ty::B32));
        assert!(!generic_literal(0x3f80_0000, Ty::B32)); // 1.0 as f32
        assert!(!generic_literal(0x3ff0_0000, Ty::B64)); // high half of 1.0 as f64
        assert!(!generic_literal(0xffff_fff0, Ty::B32)); // -16
        assert!(!generic_literal(0x40, Ty::B32));
        assert!(!generic_literal(0x1234_5678, Ty::F16));
    }

    #[test]
    fn hex_writers_match_core_fmt() {
        for v in [0u64, 1, 0xf, 0x10, 0xabc, 0xffff_ffff, 0x1_0000_0000_0000, u64::MAX] {
            let mut s = Text::default();
            push_hex_upper(&mut s, v, 12);
            assert_eq!(s.str_from(0), format!("{v:012X}"));
        }
        let mut s = Text::default();
        push_comment(&mut s, 0x1c, &[0x5a, 0x82, 0x05, 0xd1, 0x5f, 0x09, 0x03, 0x20]);
        assert_eq!(s.str_from(0), "// 00000000001C: D105825A 2003095F\n");
        // Every byte value in every position, against core::fmt.
        for v in 0..=255u8 {
            let bytes: Vec<u8> =
                (0..12u8).map(|i| v.wrapping_mul(7).wrapping_add(i.wrapping_mul(37))).collect();
            let addr = 0x0000_9876_5432_10ab_u64.rotate_left(u32::from(v) % 48) & 0xffff_ffff_ffff;
            let words: Vec<String> = bytes
                .chunks(4)
                .map(|c| format!("{:08X}", u32::from_le_bytes([c[0], c[1], c[2], c[3]])))
                .collect();
            let mut s = Text::default();
            push_comment(&mut s, addr, &bytes);
            assert_eq!(s.str_from(0), format!("// {addr:012X}: {}\n", words.join(" ")));
        }
    }
}

#[cfg(test)]
mod bits_tests {
    use super::Bits;

    /// `copy_range` (whole words in the middle) copies exactly the bits a bit-by-bit copy
    /// does, at every alignment of both ends.
    #[test]
    fn copy_range_equals_a_bitwise_copy() {
        let len = 700usize;
        let mut src = Bits::new(len);
        for o in (0..=len as u64).filter(|o| (o * 2_654_435_761) % 7 < 3) {
            src.set(o);
        }
        for from in [0u64, 1, 5, 63, 64, 65, 127, 128, 300] {
            for to in [from, from + 1, 64, 128, 129, 191, 256, 640, 700, 701] {
                if to < from {
                    continue;
                }
                let mut got = Bits::new(len);
                got.set(from.saturating_sub(1));
                got.set(to);
                let mut want = got.clone();
                got.copy_range(&src, from, to);
                for o in from..to {
                    if src.get(o) {
                        want.set(o);
                    }
                }
                assert_eq!(got.0, want.0, "{from}..{to}");
            }
        }
    }
}
