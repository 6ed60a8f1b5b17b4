//! A fused decode-and-print fast path for the common ALU and memory words
//! (docs/0022-disasm-fast-path.md).
//!
//! [`decode`](crate::decode) builds an [`Inst`](crate::Inst) (about 110 bytes) by walking the
//! form's operand table with every generation's special case in the way, and
//! [`print_with`](crate::print_with) walks it again. For the words that need none of those
//! special cases this module goes from the bytes straight to text through a *plan* made once
//! per form: the mnemonic, and per operand the field it lives in, its register file, width and
//! accepted kinds, and whether it takes `neg`/`abs`. Whatever a plan does not cover, it
//! declines (`None`), and the caller uses the general decoder and printer:
//!
//! * encodings other than SOP1/SOP2/SOPC/SOPK/SOPP/VOP1/VOP2/VOPC/VOP3 and the plain loads and
//!   stores of SMEM (the GFX8/9 word), DS and GLOBAL (so VOP3P, VINTRP, MUBUF, MTBUF, FLAT,
//!   SCRATCH, MIMG, EXP, atomics; memory words on gfx90a/gfx940 and GFX10), DPP/SDWA words
//!   (VOP src0 `0xe9/0xea/0xf9/0xfa`);
//! * forms with op_sel, packed or MAI modifiers, interpolation operands, a VOP3b carry-out, a
//!   scalar VALU destination, AGPRs, `Imm32`, or a branch/hwreg/sendmsg/gpr_idx/version
//!   immediate;
//! * VOP3 literals, two literal operands, literals in 16-bit operands, TTMPs,
//!   `flat_scratch`/`xnack_mask`/`tba`/`tma`/`null`, the `src_*` registers, `lds_direct`,
//!   tuples wider than four.
//!
//! A taken literal is reported ([`Taken::literal`]) so that the disassembler can run its
//! re-encode check on the text.
//!
//! What it accepts it prints exactly as the general path does; the tests sweep random words of
//! every plan on every generation and compare (`fast_path_agrees_with_decode_and_print`).
//!
//! ```
//! use amdgpu_isa::{Target, fast::Fast};
//! let t = Target::new("gfx900").unwrap();
//! let fast = Fast::new(&t);
//! let mut text = Vec::new();
//! // v_add_f32_e32 v0, v1, v2
//! assert_eq!(fast.print(&[0x01, 0x05, 0x00, 0x02], &mut text), Some(4));
//! assert_eq!(text, b"v_add_f32_e32 v0, v1, v2");
//! // An SDWA word: declined (the general path prints it).
//! assert_eq!(fast.len(&[0xf9, 0x02, 0x00, 0x7e, 0x00, 0x06, 0x06, 0x00]), None);
//! ```

use std::fmt;

use crate::mem::MemField;
use crate::operand::{FloatConst, code};
use crate::table::{Class, Enc, Field, INSTS, ImmFmt, InstDesc, Ty, accept, mods};
use crate::target::Target;

/// Where printed bytes go: a buffer, or nowhere (to check that a word is taken).
pub trait Out {
    fn put(&mut self, s: &[u8]);
    /// Appends the first `len` bytes of a fixed-size piece (a line buffer copies all `N` at
    /// once, cheaper than a variable-length copy).
    #[inline]
    fn put_fixed<const N: usize>(&mut self, b: &[u8; N], len: usize) {
        self.put(&b[..len.min(N)]);
    }
}

/// A printed name: a register from the padded name table, or any static text.
#[derive(Clone, Copy, Debug)]
enum Name {
    Slot(&'static [u8; 16], usize),
    Str(&'static str),
}

impl Name {
    #[inline]
    fn put<O: Out>(self, out: &mut O) {
        match self {
            Name::Slot(b, len) => out.put_fixed(b, len),
            Name::Str(s) => out.put(s.as_bytes()),
        }
    }
}

impl Out for Vec<u8> {
    #[inline]
    fn put(&mut self, s: &[u8]) {
        self.extend_from_slice(s);
    }
}

/// A line of text built on the stack and appended in one copy (the pieces of an instruction
/// are short: one `Vec` capacity check and `memcpy` call per piece cost more than the bytes).
/// A line that would not fit is marked [`Line::overflowed`] and must not be used.
pub struct Line {
    buf: [u8; Line::CAP],
    n: usize,
    over: bool,
}

impl Default for Line {
    fn default() -> Line {
        Line { buf: [b' '; Line::CAP], n: 0, over: false }
    }
}

impl Line {
    /// Bytes a line holds (an instruction line with its comment is under 200).
    pub const CAP: usize = 320;

    /// Empties the line.
    #[inline]
    pub fn clear(&mut self) {
        self.n = 0;
        self.over = false;
    }
    /// The bytes so far.
    #[must_use]
    pub fn as_bytes(&self) -> &[u8] {
        &self.buf[..self.n.min(Line::CAP)]
    }
    #[must_use]
    pub fn len(&self) -> usize {
        self.n
    }
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }
    /// True when a piece did not fit (the line is incomplete).
    #[must_use]
    pub fn overflowed(&self) -> bool {
        self.over
    }
    /// Appends `k` spaces (`k` at most 64).
    #[inline]
    pub fn spaces(&mut self, k: usize) {
        const SPACES: [u8; 64] = [b' '; 64];
        match self.buf.get_mut(self.n..self.n + 64) {
            Some(d) if k <= 64 => {
                d.copy_from_slice(&SPACES);
                self.n += k;
            }
            _ => self.over = true,
        }
    }
    /// Appends a fixed-size piece of which the first `len` bytes count (one fixed-size copy).
    #[inline]
    pub fn put_n<const N: usize>(&mut self, b: &[u8; N], len: usize) {
        match self.buf.get_mut(self.n..self.n + N) {
            Some(d) if len <= N => {
                d.copy_from_slice(b);
                self.n += len;
            }
            _ => self.over = true,
        }
    }
}

impl Out for Line {
    #[inline]
    fn put(&mut self, s: &[u8]) {
        match self.buf.get_mut(self.n..self.n + s.len()) {
            Some(d) => {
                d.copy_from_slice(s);
                self.n += s.len();
            }
            None => self.over = true,
        }
    }
    #[inline]
    fn put_fixed<const N: usize>(&mut self, b: &[u8; N], len: usize) {
        self.put_n(b, len);
    }
}

/// Discards the text ([`Fast::len`]).
struct Nowhere;

impl Out for Nowhere {
    #[inline]
    fn put(&mut self, _: &[u8]) {}
}

/// `fmt::Write` onto an [`Out`] (for `s_waitcnt`'s shared printer).
struct FmtOut<'a, O: Out>(&'a mut O);

impl<O: Out> fmt::Write for FmtOut<'_, O> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.put(s.as_bytes());
        Ok(())
    }
}

/// Which field an operand comes from, as the general decoder reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Printed, not encoded (`vcc` of VOP2 carry forms).
    Implicit(&'static str),
    /// SOP* bits 22:16, a scalar register.
    Sdst,
    /// An 8-bit scalar source: SOP* bits 7:0 or 15:8.
    Ssrc0,
    Ssrc1,
    /// SOPK/SOPP bits 15:0.
    Simm16,
    /// A VGPR destination (VOP1/VOP2/VOPC bits 24:17, VOP3 bits 7:0).
    Vdst,
    /// A 9-bit source: VOP1/2/C bits 8:0; VOP3 second dword bits 8:0, 17:9, 26:18.
    Src0,
    Src1,
    Src2,
    /// VOP2/VOPC bits 16:9, a VGPR.
    Vsrc1,
}

/// One operand of a plan.
#[derive(Clone, Copy, Debug)]
struct Op {
    kind: Kind,
    width: u8,
    accept: u8,
    ty: Ty,
    /// Source slot (for the VOP3 neg/abs bits) and whether the form prints them there.
    slot: u8,
    neg: bool,
    abs: bool,
}

/// How one form is decoded and printed.
#[derive(Clone, Copy, Debug)]
struct Plan {
    /// The mnemonic, padded to a fixed size for one fixed-size copy, and its length.
    name: [u8; 48],
    name_len: u8,
    /// A VOP3 word (two dwords, modifiers).
    vop3: bool,
    ops: [Op; 6],
    n: u8,
    imm: ImmFmt,
    mods: u32,
    /// VOP3: source fields the form has (bit i: src i).
    used_srcs: u8,
    /// SOPP without a simm16 operand: bits 15:0 must be zero.
    no_simm16: bool,
}

const NONE: u16 = u16::MAX;
/// Encodings with plans, and their opcode-slot counts (VOP3: 10-bit opcodes).
const ENCS: [(Enc, usize); 9] = [
    (Enc::Sop2, 128),
    (Enc::Sopk, 32),
    (Enc::Sop1, 256),
    (Enc::Sopc, 128),
    (Enc::Sopp, 128),
    (Enc::Vop1, 256),
    (Enc::Vop2, 64),
    (Enc::Vopc, 256),
    (Enc::Vop3, 1024),
];

/// Memory encodings with plans, and their opcode-slot counts.
const MEM_ENCS: [(Enc, usize); 3] = [(Enc::Smem, 256), (Enc::Ds, 256), (Enc::Global, 128)];

/// How one memory form is decoded and printed (the plain loads and stores of SMEM, DS and
/// GLOBAL; see [`mem_plan_of`]).
#[derive(Clone, Copy, Debug)]
struct MemPlan {
    name: &'static str,
    /// Index of the encoding in [`MEM_ENCS`].
    kind: u8,
    ops: [(MemField, u8); 4],
    n: u8,
}

/// The fast path of one target: plans by encoding and opcode.
pub struct Fast<'t> {
    target: &'t Target,
    /// Per encoding of [`ENCS`], the plan index of each opcode (`NONE`: declined).
    slots: [Vec<u16>; 9],
    plans: Vec<Plan>,
    /// Per encoding of [`MEM_ENCS`], the memory plan of each opcode.
    mem_slots: [Vec<Option<MemPlan>>; 3],
}

impl<'t> Fast<'t> {
    /// Plans for every form of `target` the fast path covers.
    #[must_use]
    pub fn new(target: &'t Target) -> Fast<'t> {
        let mut plans = Vec::new();
        let slots = ENCS.map(|(enc, n)| {
            (0..n)
                .map(|op| {
                    let plan = target.lookup(enc, op as u32).and_then(|f| plan_of(&INSTS[f], target));
                    match plan {
                        Some(p) if plans.len() < usize::from(NONE) => {
                            plans.push(p);
                            (plans.len() - 1) as u16
                        }
                        _ => NONE,
                    }
                })
                .collect()
        });
        let mem_slots = MEM_ENCS.map(|(enc, n)| {
            (0..n)
                .map(|op| {
                    let form = crate::mem::lookup(enc, op as u32, target)?;
                    mem_plan_of(crate::mem::desc(form)?, target)
                })
                .collect()
        });
        Fast { target, slots, plans, mem_slots }
    }

    /// The size of the instruction at the start of `bytes` when the fast path takes it.
    #[must_use]
    pub fn len(&self, bytes: &[u8]) -> Option<usize> {
        self.run(bytes, &mut Nowhere).map(|t| t.len)
    }

    /// Appends the text of the instruction at the start of `bytes` (as
    /// [`print_with`](crate::print_with) writes it) and returns its size; `None` (with
    /// nothing appended) when the fast path does not take it.
    pub fn print(&self, bytes: &[u8], out: &mut Vec<u8>) -> Option<usize> {
        let start = out.len();
        let r = self.run(bytes, out);
        if r.is_none() {
            out.truncate(start);
        }
        r.map(|t| t.len)
    }

    /// [`Fast::print`] onto a [`Line`], with the literal the text holds (the caller's
    /// re-encode check needs it); `None` also when the line overflowed.
    pub fn print_line(&self, bytes: &[u8], line: &mut Line) -> Option<Taken> {
        let r = self.run(bytes, line);
        if line.overflowed() { None } else { r }
    }

    fn plan(&self, e: usize, opcode: u32) -> Option<&Plan> {
        let i = *self.slots[e].get(opcode as usize)?;
        self.plans.get(usize::from(i))
    }

    #[inline]
    fn run<O: Out>(&self, bytes: &[u8], out: &mut O) -> Option<Taken> {
        let b = bytes.get(..4)?;
        let w = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        let layout = self.target.layout();
        // Encoding and opcode, as `decode::classify` finds them (memory words start 0b11 and
        // are never taken here).
        let (e, opcode) = if w >> 31 == 0 {
            // VOP: DPP/SDWA/DPP8 words are left to the general path.
            if matches!(w & 0x1ff, 0xe9 | 0xea | 0xf9 | 0xfa) {
                return None;
            }
            match w >> 25 {
                0x3f => (5, (w >> 9) & 0xff),
                0x3e => (7, (w >> 17) & 0xff),
                _ => (6, (w >> 25) & 0x3f),
            }
        } else if w >> 30 == 0b10 {
            if w >> 28 != 0b1011 {
                (0, (w >> 23) & 0x7f)
            } else {
                match w >> 23 {
                    0x17d => (2, (w >> 8) & 0xff),
                    0x17e => (3, (w >> 16) & 0x7f),
                    0x17f => (4, (w >> 16) & 0x7f),
                    _ => (1, (w >> 23) & 0x1f),
                }
            }
        } else if let Some(enc) = crate::mem::decode::classify(w) {
            let e = match enc {
                Enc::Smem if !layout.smrd && layout.smem_prefix == 0b11_0000 && !layout.smem_soffset => 0,
                Enc::Ds => 1,
                Enc::Global if self.target.is_gfx9() => 2,
                _ => return None,
            };
            return self.run_mem(e, w, bytes, out).map(|len| Taken { len, literal: None });
        } else if w >> 26 == layout.vop3_prefix
            && w >> 26 != layout.vintrp_prefix
            && !(w >> 23 == layout.vop3p_prefix && self.target.is_gfx9())
            && crate::mem::decode::classify(w).is_none()
        {
            (8, (w >> layout.vop3_op_shift) & layout.vop3_op_mask)
        } else {
            return None;
        };
        let p = self.plan(e, opcode)?;
        let vop3 = p.vop3;
        let hi = if vop3 {
            let b = bytes.get(4..8)?;
            u32::from_le_bytes([b[0], b[1], b[2], b[3]])
        } else {
            0
        };
        if p.no_simm16 && w & 0xffff != 0 {
            return None;
        }
        // VOP3 modifiers, checked as the general decoder checks them.
        let (mut neg, mut abs, mut clamp, omod) = (0u32, 0u32, false, (hi >> 27) & 3);
        if vop3 {
            let m = p.mods;
            let any = m & 0x3f != 0;
            let (allowed_abs, allowed_neg) = if any { ((m >> 3) & 7, m & 7) } else { (0, 0) };
            abs = (w >> 8) & 7;
            neg = (hi >> 29) & 7;
            clamp = (w >> layout.vop3_clamp_bit) & 1 != 0;
            if clamp && m & mods::CLAMP == 0 && layout.vop3_clamp_strict
                || abs & !allowed_abs != 0
                || neg & !allowed_neg != 0
                || m & mods::OMOD == 0 && omod != 0
                || p.used_srcs & 1 == 0 && hi & 0x1ff != 0
                || p.used_srcs & 2 == 0 && (hi >> 9) & 0x1ff != 0
                || p.used_srcs & 4 == 0 && (hi >> 18) & 0x1ff != 0
            {
                return None;
            }
            if !any {
                abs = 0;
                neg = 0;
            }
            clamp &= m & mods::CLAMP != 0;
        }
        out.put_fixed(&p.name, usize::from(p.name_len));
        let mut first = true;
        let mut literal = None;
        for op in &p.ops[..usize::from(p.n)] {
            let raw = match op.kind {
                Kind::Implicit(name) => {
                    out.put(if first { b" " } else { b", " });
                    first = false;
                    out.put(name.as_bytes());
                    continue;
                }
                Kind::Sdst => (w >> 16) & 0x7f,
                Kind::Ssrc0 => w & 0xff,
                Kind::Ssrc1 => (w >> 8) & 0xff,
                Kind::Simm16 => w & 0xffff,
                Kind::Vdst if vop3 => w & 0xff,
                Kind::Vdst => (w >> 17) & 0xff,
                Kind::Src0 if vop3 => hi & 0x1ff,
                Kind::Src0 => w & 0x1ff,
                Kind::Src1 => (hi >> 9) & 0x1ff,
                Kind::Src2 => (hi >> 18) & 0x1ff,
                Kind::Vsrc1 => (w >> 9) & 0xff,
            };
            if op.kind == Kind::Simm16 {
                if p.imm == ImmFmt::DecOmitZero && raw == 0 {
                    continue;
                }
                out.put(if first { b" " } else { b", " });
                first = false;
                simm16(p.imm, raw as u16, self.target, out);
                continue;
            }
            out.put(if first { b" " } else { b", " });
            first = false;
            match op.kind {
                Kind::Vdst | Kind::Vsrc1 => vgpr(raw, op.width)?.put(out),
                Kind::Sdst => scalar(raw, op.width, self.target)?.put(out),
                _ if raw == 255 => {
                    // A 32-bit literal after a 4-byte word, in a 32- or 64-bit operand, printed
                    // as the general printer does; one per instruction (the general decoder
                    // gives a second literal operand the same value: left to it).
                    if vop3
                        || literal.is_some()
                        || op.accept & accept::CONST == 0
                        || !matches!(op.ty, Ty::B32 | Ty::B64)
                    {
                        return None;
                    }
                    let b = bytes.get(4..8)?;
                    let v = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
                    literal = Some((v, op.ty));
                    let _ = crate::print::print_imm32(v, op.ty, &mut FmtOut(out));
                }
                _ => {
                    let bit = 1u32 << op.slot;
                    let n = op.neg && neg & bit != 0;
                    let a = op.abs && abs & bit != 0;
                    let text = source(raw, op, self.target)?;
                    let reg = !(128..256).contains(&raw);
                    // A negated constant prints as neg(...) (as the general printer).
                    let neg_fn = n && !a && !reg;
                    if neg_fn {
                        out.put(b"neg(");
                    } else if n {
                        out.put(b"-");
                    }
                    if a {
                        out.put(b"|");
                    }
                    text.put(out);
                    if a {
                        out.put(b"|");
                    }
                    if neg_fn {
                        out.put(b")");
                    }
                }
            }
        }
        if vop3 {
            if clamp {
                out.put(b" clamp");
            }
            if p.mods & mods::OMOD != 0 {
                match omod {
                    1 => out.put(b" mul:2"),
                    2 => out.put(b" mul:4"),
                    3 => out.put(b" div:2"),
                    _ => {}
                }
            }
        }
        Some(Taken { len: if vop3 || literal.is_some() { 8 } else { 4 }, literal })
    }
}

/// What [`Fast::print_line`] took: the instruction's size, and its literal's value and
/// operand type when it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Taken {
    pub len: usize,
    pub literal: Option<(u32, Ty)>,
}

impl Fast<'_> {
    /// A word of memory encoding `e` of [`MEM_ENCS`], decoded as `mem::decode` and printed as
    /// `mem::print` do for the forms [`mem_plan_of`] keeps.
    fn run_mem<O: Out>(&self, e: usize, w: u32, bytes: &[u8], out: &mut O) -> Option<usize> {
        let t = self.target;
        let layout = t.layout();
        let opcode = match e {
            0 => (w >> 18) & 0xff,
            1 => (w >> layout.ds_op_shift) & 0xff,
            _ => (w >> 18) & 0x7f,
        };
        let p = self.mem_slots[e].get(opcode as usize)?.as_ref()?;
        let b = bytes.get(4..8)?;
        let hi = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        // Word bits that are not operands, and their checks.
        let (mut offset, mut glc, mut slc, mut gds) = (0i32, false, false, false);
        match p.kind {
            0 => {
                glc = (w >> 16) & 1 != 0;
            }
            1 => {
                offset = (w & 0xffff) as i32;
                gds = (w >> layout.ds_gds_bit) & 1 != 0;
                // Fields the form does not use must be zero.
                let has = |f: MemField| p.ops[..usize::from(p.n)].iter().any(|o| o.0 == f);
                for (f, v) in [
                    (MemField::Addr, hi & 0xff),
                    (MemField::Data0, (hi >> 8) & 0xff),
                    (MemField::Data1, (hi >> 16) & 0xff),
                    (MemField::Vdst, hi >> 24),
                ] {
                    if v != 0 && !has(f) {
                        return None;
                    }
                }
            }
            _ => {
                let bits = layout.flat_offset_bits;
                let off = w & ((1 << bits) - 1);
                offset = ((off << (32 - bits)) as i32) >> (32 - bits);
                // lds, dlc and reserved bits: left to the general path.
                if (w >> 13) & 1 != 0 || layout.dlc && (w >> 12) & 1 != 0 || hi & layout.flat_reserved_hi != 0
                {
                    return None;
                }
                glc = (w >> 16) & 1 != 0;
                slc = (w >> 17) & 1 != 0;
            }
        }
        out.put(p.name.as_bytes());
        let saddr_raw = (hi >> 16) & 0x7f;
        let mut first = true;
        for &(f, width) in &p.ops[..usize::from(p.n)] {
            out.put(if first { b" " } else { b", " });
            first = false;
            let name = match f {
                MemField::Sdata => sgpr((w >> 6) & 0x7f, width)?,
                MemField::Sbase => sgpr((w & 0x3f) << 1, width)?,
                MemField::SmemOffset => {
                    let imm = (w >> 17) & 1 != 0;
                    let soe = t.is_gfx9() && (w >> 14) & 1 != 0;
                    if soe {
                        return None;
                    }
                    if imm {
                        let v = if t.is_gfx9() {
                            (((hi & 0x1f_ffff) << 11) as i32) >> 11
                        } else {
                            (hi & 0xf_ffff) as i32
                        };
                        if v < 0 {
                            out.put(b"-");
                        }
                        hex(v.unsigned_abs(), out);
                        continue;
                    }
                    sgpr(hi & 0x7f, 1)?
                }
                MemField::Vdst => vgpr(hi >> 24, width)?,
                MemField::Addr => vgpr(hi & 0xff, 1)?,
                MemField::Data0 => vgpr((hi >> 8) & 0xff, width)?,
                MemField::Data1 => vgpr((hi >> 16) & 0xff, width)?,
                MemField::Vdata => vgpr((hi >> 8) & 0xff, width)?,
                MemField::Vaddr => vgpr(hi & 0xff, if saddr_raw == layout.flat_off { 2 } else { 1 })?,
                MemField::Saddr if saddr_raw == layout.flat_off => Name::Str("off"),
                MemField::Saddr => sgpr(saddr_raw, 2)?,
                _ => return None,
            };
            name.put(out);
        }
        if offset != 0 {
            out.put(b" offset:");
            if offset < 0 {
                out.put(b"-");
            }
            let _ = crate::print::write_dec(&mut FmtOut(out), offset.unsigned_abs());
        }
        if p.kind == 1 && gds {
            out.put(b" gds");
        }
        for (set, word) in [glc, slc].into_iter().zip(layout.cpol) {
            if set {
                out.put(b" ");
                out.put(word.as_bytes());
            }
        }
        Some(8)
    }
}

/// An SGPR (tuple) at a memory field's code, as `mem::decode` takes it and the printer names it,
/// for codes below 102 (tuples aligned down as there; other codes: declined).
#[inline]
fn sgpr(raw: u32, width: u8) -> Option<Name> {
    if raw > 101 || width == 0 || width > 4 {
        return None;
    }
    let v = if width == 1 { raw } else { raw & !(u32::from(width.min(4)) - 1) };
    if v + u32::from(width) > 104 {
        return None;
    }
    reg(2, v as u16, width)
}

/// A register name from the printer's padded table.
#[inline]
fn reg(p: usize, start: u16, count: u8) -> Option<Name> {
    let (b, len) = crate::print::reg_slot(p, start, count)?;
    Some(Name::Slot(b, len))
}

/// The plan of a memory form: SMEM loads and stores with an offset (GFX8/GFX9 word), DS forms
/// with one 16-bit offset, GLOBAL loads and stores; never on processors with AGPR selects in
/// memory words (gfx90a, gfx940) or for atomics and LDS forms.
fn mem_plan_of(d: &'static InstDesc, target: &Target) -> Option<MemPlan> {
    use crate::mem::flags;
    // GFX10 (the dlc layouts): memory words still being extended there; left to the general
    // path until they settle.
    if target.is_gfx90a()
        || target.layout().dlc
        || d.operands.len() > 4
        || d.operands.is_empty()
        || d.name.contains("atomic")
    {
        return None;
    }
    let mut ops = [(MemField::Vdst, 0u8); 4];
    for (i, od) in d.operands.iter().enumerate() {
        let Field::Mem(f) = od.field else { return None };
        if od.width == 0 || od.width > 4 {
            return None;
        }
        ops[i] = (f, od.width);
    }
    let has = |f: MemField| d.operands.iter().any(|o| o.field == Field::Mem(f));
    let ok = match d.enc {
        Enc::Smem => {
            has(MemField::Sdata)
                && has(MemField::Sbase)
                && has(MemField::SmemOffset)
                && d.mods & flags::SDATA_IMM == 0
        }
        Enc::Ds => {
            d.mods & (flags::OFFSET01 | flags::GDS_ONLY | flags::NO_OFFSET | flags::ATOMIC_RET) == 0
                && !d.name.starts_with("ds_gws")
                && !matches!(d.name, "ds_swizzle_b32" | "ds_permute_b32" | "ds_bpermute_b32")
                && (has(MemField::Vdst) || has(MemField::Data0) || has(MemField::Data1))
        }
        Enc::Global => {
            d.mods & (flags::ATOMIC_RET | flags::LDS_ONLY) == 0
                && has(MemField::Vaddr)
                && has(MemField::Saddr)
                && !target.layout().scratch_sve
        }
        _ => false,
    };
    let kind = MEM_ENCS.iter().position(|(e, _)| *e == d.enc)? as u8;
    ok.then_some(MemPlan { name: d.name, kind, ops, n: d.operands.len() as u8 })
}

/// The plan of a form, or `None` when the fast path leaves it to the general one.
fn plan_of(d: &'static InstDesc, target: &Target) -> Option<Plan> {
    const UNCOVERED: u32 = mods::OPSEL
        | mods::OPSEL_HI
        | mods::NEG_LO
        | mods::NEG_HI
        | mods::CBSZ
        | mods::ABID
        | mods::BLGP
        | mods::HIGH
        | mods::SEXT0
        | mods::SEXT1
        | mods::SDWA_DST
        | mods::SDWA_SRC1;
    if d.ext != crate::table::Ext::None
        || d.mods & UNCOVERED != 0
        || d.vop3_sext() != 0
        || d.operands.len() > 6
        || crate::mem::is_mem(d.enc)
        || !matches!(
            d.imm,
            ImmFmt::None | ImmFmt::Hex | ImmFmt::SmallDec | ImmFmt::Dec | ImmFmt::DecOmitZero | ImmFmt::Waitcnt
        )
        // The general decoder's exceptions by name (apertures, lds_direct).
        || matches!(d.name, "v_swap_b32" | "v_readlane_b32" | "v_readfirstlane_b32")
    {
        return None;
    }
    let vop3 = d.enc == Enc::Vop3;
    let mut ops =
        [Op { kind: Kind::Sdst, width: 1, accept: 0, ty: Ty::B32, slot: 0, neg: false, abs: false }; 6];
    let mut used_srcs = 0u8;
    let mut has_vdst = false;
    let mut has_simm16 = false;
    for (i, od) in d.operands.iter().enumerate() {
        if od.class == Class::A || od.width == 0 || od.width > 4 {
            return None;
        }
        let kind = match (od.field, d.enc) {
            (Field::Implicit(name), _) => Kind::Implicit(name),
            (Field::Sdst, Enc::Sop2 | Enc::Sop1 | Enc::Sopk | Enc::Sopc) if od.class == Class::S => {
                Kind::Sdst
            }
            (Field::Ssrc0, Enc::Sop2 | Enc::Sop1 | Enc::Sopc) if od.class == Class::S => Kind::Ssrc0,
            (Field::Ssrc1, Enc::Sop2 | Enc::Sopc) if od.class == Class::S => Kind::Ssrc1,
            (Field::Simm16, Enc::Sopk | Enc::Sopp) if od.class == Class::None => {
                has_simm16 = true;
                Kind::Simm16
            }
            (Field::Vdst, Enc::Vop1 | Enc::Vop2 | Enc::Vop3) if od.class == Class::V => {
                has_vdst = true;
                Kind::Vdst
            }
            (Field::Src0, Enc::Vop1 | Enc::Vop2 | Enc::Vopc | Enc::Vop3) if od.class != Class::None => {
                used_srcs |= 1;
                Kind::Src0
            }
            (Field::Src1, Enc::Vop3) if od.class != Class::None => {
                used_srcs |= 2;
                Kind::Src1
            }
            (Field::Src2, Enc::Vop3) if od.class != Class::None => {
                used_srcs |= 4;
                Kind::Src2
            }
            (Field::Vsrc1, Enc::Vop2 | Enc::Vopc) if od.class == Class::V => Kind::Vsrc1,
            _ => return None,
        };
        let slot = crate::table::src_slot(od.field).unwrap_or(0);
        let is_src = matches!(od.field, Field::Src0 | Field::Src1 | Field::Src2 | Field::Vsrc1);
        // As the general printer decides which source prints neg/abs (NEG_LO/NEG_HI excluded).
        let (neg, abs) = if is_src && vop3 {
            (d.mods & (mods::NEG0 << slot) != 0, d.mods & (mods::ABS0 << slot) != 0)
        } else {
            (false, false)
        };
        ops[i] = Op { kind, width: od.width, accept: od.accept, ty: od.ty, slot: slot as u8, neg, abs };
    }
    // Forms without a destination where the general decoder checks or ignores the field.
    if matches!(d.enc, Enc::Vop1 | Enc::Vop3) && !has_vdst {
        return None;
    }
    // (Only GFX8+ layouts keep abs/neg bits of forms without modifiers strictly; nothing else
    // of the target changes a plan.)
    let _ = target;
    let mut name = [b' '; 48];
    name.get_mut(..d.name.len())?.copy_from_slice(d.name.as_bytes());
    Some(Plan {
        name,
        name_len: d.name.len() as u8,
        vop3,
        ops,
        n: d.operands.len() as u8,
        imm: d.imm,
        mods: d.mods,
        used_srcs,
        no_simm16: d.enc == Enc::Sopp && !has_simm16,
    })
}

/// A VGPR (tuple) name, when it fits in the file and the name table.
#[inline]
fn vgpr(raw: u32, width: u8) -> Option<Name> {
    if raw + u32::from(width) > 256 {
        return None;
    }
    reg(0, raw as u16, width)
}

/// A scalar register operand at code `raw` (0..=127) as the general decoder takes and the
/// printer names it: SGPR tuples aligned down, and the vcc/exec halves and pairs and m0.
#[inline]
fn scalar(raw: u32, width: u8, target: &Target) -> Option<Name> {
    let layout = target.layout();
    let c = raw as u16;
    if c < layout.sgprs {
        let align = u16::from(width.min(4));
        let v = if width == 1 { c } else { c & !(align - 1) };
        if usize::from(v) + usize::from(width) > 128 {
            return None;
        }
        return reg(2, v, width);
    }
    let ttmp = target.ttmp_base();
    let names: [&'static str; 3] = match c {
        106 | 107 if c < ttmp => ["vcc_lo", "vcc_hi", "vcc"],
        126 | 127 => ["exec_lo", "exec_hi", "exec"],
        code::M0 if width == 1 => return Some(Name::Str("m0")),
        _ => return None,
    };
    match width {
        1 => Some(Name::Str(names[usize::from(c & 1)])),
        2 if c & 1 == 0 => Some(Name::Str(names[2])),
        _ => None,
    }
}

/// A source operand (9-bit code, or 8-bit scalar code) as text, when the plan's operand
/// accepts it and the fast path covers it.
#[inline]
fn source(raw: u32, op: &Op, target: &Target) -> Option<Name> {
    match raw {
        256..=511 if op.accept & accept::VGPR != 0 => vgpr(raw - 256, op.width),
        0..=127 if op.accept & accept::SGPR != 0 => scalar(raw, op.width, target),
        128..=208 if op.accept & accept::CONST != 0 => Some(Name::Str(INT_CONSTS[(raw - 128) as usize])),
        240..=248 if op.accept & accept::CONST != 0 => {
            let f = FloatConst::from_code(raw as u16)?;
            if raw == 248 && !target.layout().inv_2pi {
                return None;
            }
            Some(Name::Str(match op.ty {
                Ty::I16 => FLOAT_I16[(raw - 240) as usize],
                Ty::B64 if f == FloatConst::InvTwoPi => "0.15915494309189532",
                _ => f.text(),
            }))
        }
        _ => None,
    }
}

/// Inline integer constants 128..=208 as printed: 0..=64, then -1..=-16.
static INT_CONSTS: [&str; 81] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18",
    "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35",
    "36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46", "47", "48", "49", "50", "51", "52",
    "53", "54", "55", "56", "57", "58", "59", "60", "61", "62", "63", "64", "-1", "-2", "-3", "-4", "-5",
    "-6", "-7", "-8", "-9", "-10", "-11", "-12", "-13", "-14", "-15", "-16",
];

/// The float inline constants 240..=248 in a 16-bit integer operand: their f16 bits in hex.
static FLOAT_I16: [&str; 9] =
    ["0x3800", "0xb800", "0x3c00", "0xbc00", "0x4000", "0xc000", "0x4400", "0xc400", "0x3118"];

/// A 16-bit immediate in the form's format (the formats [`plan_of`] keeps).
fn simm16<O: Out>(fmt: ImmFmt, v: u16, target: &Target, out: &mut O) {
    match fmt {
        ImmFmt::Waitcnt => {
            let _ = crate::symbolic::print_waitcnt(v, target, &mut FmtOut(out));
        }
        ImmFmt::Hex => hex(u32::from(v), out),
        ImmFmt::SmallDec if v > 64 => hex(u32::from(v), out),
        _ => {
            let mut w = FmtOut(out);
            let _ = crate::print::write_dec(&mut w, u32::from(v));
        }
    }
}

/// `0x` and lowercase hex digits (as `{v:#x}`).
fn hex<O: Out>(v: u32, out: &mut O) {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut b = [0u8; 10];
    b[0] = b'0';
    b[1] = b'x';
    let n = (32 - v.leading_zeros()).div_ceil(4).max(1) as usize;
    for i in 0..n {
        b[2 + i] = DIGITS[((v >> (4 * (n - 1 - i))) & 15) as usize];
    }
    out.put(&b[..2 + n]);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// xorshift64*: deterministic words without a dependency.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u32 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) as u32
        }
    }

    const TARGETS: [&str; 12] = [
        "gfx600", "gfx700", "gfx801", "gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx1010",
        "gfx1030", "gfx1036",
    ];

    /// A word of the plan's encoding and opcode with random operand fields.
    fn word(enc: Enc, opcode: u32, t: &Target, r: &mut Rng) -> [u32; 2] {
        let (a, b) = (r.next(), r.next());
        let l = t.layout();
        let w = match enc {
            Enc::Sop2 => 0b10 << 30 | opcode << 23 | a & 0x7f_ffff,
            Enc::Sopk => 0b1011 << 28 | opcode << 23 | a & 0x7f_ffff,
            Enc::Sop1 => 0x17d << 23 | (a & 0x7f) << 16 | opcode << 8 | a >> 24,
            Enc::Sopc => 0x17e << 23 | opcode << 16 | a & 0xffff,
            Enc::Sopp => 0x17f << 23 | opcode << 16 | if a & 3 == 0 { 0 } else { a >> 16 },
            Enc::Vop1 => 0x3f << 25 | (a & 0xff) << 17 | opcode << 9 | (a >> 20) & 0x1ff,
            Enc::Vop2 => opcode << 25 | a & 0x1ff_ffff,
            Enc::Vopc => 0x3e << 25 | opcode << 17 | a & 0x1_ffff,
            _ => l.vop3_prefix << 26 | opcode << l.vop3_op_shift | a & ((1 << l.vop3_op_shift) - 1),
        };
        // Sources: mostly VGPRs and SGPRs, some constants and specials; some literals.
        let mut hi = b;
        let mut w = w;
        if enc != Enc::Vop3 && r.next() % 4 == 0 {
            w = match enc {
                Enc::Vop1 | Enc::Vop2 | Enc::Vopc => w & !0x1ff | 255,
                Enc::Sop2 | Enc::Sopc if r.next() & 1 == 0 => w & !0xff00 | 255 << 8,
                _ => w & !0xff | 255,
            };
            const VALUES: [u32; 12] = [
                0,
                1,
                64,
                65,
                0xffff_fff0,
                0xffff_ffef,
                0x3f80_0000,
                0xbf00_0000,
                0x3e22_f983,
                0x4010_c0f3,
                0x1_0000,
                0xffff,
            ];
            let k = r.next() as usize;
            hi = if k % 3 == 0 { VALUES[(k / 3) % VALUES.len()] } else { b };
        }
        if enc == Enc::Vop3 && r.next() & 1 == 0 {
            hi = b & 0xe000_0000
                | (256 + (b & 0xff))
                | (256 + ((b >> 8) & 0xff)) << 9
                | ((b >> 16) & 0x1ff) << 18;
        }
        [w, hi]
    }

    /// Whatever the fast path takes, the general decoder takes with the same size, and the
    /// general printer prints the same text; `len` agrees with `print`.
    #[test]
    fn fast_path_agrees_with_decode_and_print() {
        let mut r = Rng(0x9e37_79b9_7f4a_7c15);
        for name in TARGETS {
            let t = Target::new(name).unwrap();
            let fast = Fast::new(&t);
            let (mut taken, mut tried, mut literals) = (0usize, 0usize, 0usize);
            for (e, &(enc, n)) in ENCS.iter().enumerate() {
                for opcode in 0..n as u32 {
                    if fast.plan(e, opcode).is_none() {
                        continue;
                    }
                    for _ in 0..200 {
                        let [w, hi] = word(enc, opcode, &t, &mut r);
                        let mut bytes = Vec::new();
                        bytes.extend_from_slice(&w.to_le_bytes());
                        bytes.extend_from_slice(&hi.to_le_bytes());
                        bytes.extend_from_slice(&r.next().to_le_bytes());
                        tried += 1;
                        let mut text = Vec::new();
                        let got = fast.print(&bytes, &mut text);
                        assert_eq!(got, fast.len(&bytes), "{name} {w:08x} {hi:08x}");
                        let mut line = Line::default();
                        line.put(b"\t");
                        let took = fast.print_line(&bytes, &mut line);
                        assert_eq!(got, took.map(|t| t.len), "{name} {w:08x} {hi:08x}");
                        if got.is_some() {
                            assert_eq!(&line.as_bytes()[1..], &text[..], "{name} {w:08x} {hi:08x}");
                        }
                        let Some(size) = got else { continue };
                        taken += 1;
                        let inst =
                            general_agrees(&t, &bytes, &text, size, &format!("{name} {w:08x} {hi:08x}"));
                        // The literal reported is the decoded instruction's, with its operand's type.
                        let lit =
                            inst.operands().iter().zip(inst.desc().operands).find_map(|(o, od)| match o {
                                crate::Operand::Literal(v) => Some((*v, od.ty)),
                                _ => None,
                            });
                        assert_eq!(took.and_then(|t| t.literal), lit, "{name} {w:08x} {hi:08x}");
                        literals += usize::from(lit.is_some());
                    }
                }
            }
            assert!(literals * 50 > taken, "{name}: {literals} literals in {taken} words");
            assert!(taken * 4 > tried, "{name}: the fast path took {taken} of {tried} words");
        }
    }

    /// Asserts that the general decoder and printer make `text` of `bytes`, `size` bytes long
    /// (what the fast path printed); returns the decoded instruction. `ctx` names the case.
    fn general_agrees(t: &Target, bytes: &[u8], text: &[u8], size: usize, ctx: &str) -> crate::Inst {
        let (inst, len) = crate::decode(bytes, t).unwrap_or_else(|e| panic!("{ctx}: fast took, decode: {e}"));
        let mut want = String::new();
        crate::print(&inst, t, &mut want).unwrap();
        assert_eq!((std::str::from_utf8(text).unwrap(), size), (want.as_str(), len), "{ctx}");
        inst
    }

    /// A memory word of the plan's encoding and opcode with random fields, operand fields
    /// often small or zero and `off` often in saddr.
    fn mem_word(enc: Enc, opcode: u32, t: &Target, r: &mut Rng) -> [u32; 2] {
        let (a, mut hi) = (r.next(), r.next());
        let l = t.layout();
        let w = match enc {
            Enc::Smem => 0b11_0000 << 26 | opcode << 18 | a & 0x3_ffff,
            Enc::Ds => {
                let keep = !(0xff << l.ds_op_shift) & 0x03ff_ffff;
                0b11_0110 << 26 | opcode << l.ds_op_shift | a & keep
            }
            _ => 0b11_0111 << 26 | opcode << 18 | 2 << 14 | a & 0x3_3fff,
        };
        let k = r.next();
        if k & 1 == 0 {
            // Small register fields.
            hi &= 0x3f3f_3f3f;
        }
        if k & 2 == 0 {
            // One of the fields zero, or saddr `off`.
            hi &= !(0xff << (8 * ((k >> 2) & 3)));
        }
        if enc == Enc::Global && k & 16 == 0 {
            hi = hi & !(0x7f << 16) | l.flat_off << 16;
        }
        [w, hi]
    }

    /// As [`fast_path_agrees_with_decode_and_print`], for the memory plans.
    #[test]
    fn memory_fast_path_agrees_with_decode_and_print() {
        let mut r = Rng(0x2545_f491_4f6c_dd1d);
        for name in TARGETS {
            let t = Target::new(name).unwrap();
            let fast = Fast::new(&t);
            let (mut taken, mut tried) = (0usize, 0usize);
            for (e, &(enc, n)) in MEM_ENCS.iter().enumerate() {
                for opcode in 0..n as u32 {
                    if fast.mem_slots[e][opcode as usize].is_none() {
                        continue;
                    }
                    for _ in 0..300 {
                        let [w, hi] = mem_word(enc, opcode, &t, &mut r);
                        let mut bytes = w.to_le_bytes().to_vec();
                        bytes.extend_from_slice(&hi.to_le_bytes());
                        tried += 1;
                        let mut text = Vec::new();
                        let got = fast.print(&bytes, &mut text);
                        assert_eq!(got, fast.len(&bytes), "{name} {w:08x} {hi:08x}");
                        let Some(size) = got else { continue };
                        taken += 1;
                        general_agrees(&t, &bytes, &text, size, &format!("{name} {w:08x} {hi:08x}"));
                    }
                }
            }
            if !t.is_gfx90a() && !t.layout().dlc {
                assert!(taken * 10 > tried, "{name}: the fast path took {taken} of {tried} memory words");
            }
        }
    }

    /// Words the fast path must leave alone: literals, DPP/SDWA, memory.
    #[test]
    fn declines_literals_extensions_and_memory() {
        let t = Target::new("gfx900").unwrap();
        let fast = Fast::new(&t);
        for w in [
            0x7e00_02f9u32, // SDWA
            0x7e00_02fa,    // DPP
            0xe050_0000,    // MUBUF
            0xdc4c_0000,    // FLAT
            0xbf82_0000,    // s_branch
        ] {
            let mut bytes = w.to_le_bytes().to_vec();
            bytes.extend_from_slice(&[0; 8]);
            assert_eq!(fast.len(&bytes), None, "{w:08x}");
        }
        // A literal is taken, with its value; a truncated one is not.
        let mov = [0xff, 0x02, 0x00, 0x7e, 0x78, 0x56, 0x34, 0x12];
        let mut line = Line::default();
        let took = fast.print_line(&mov, &mut line).unwrap();
        assert_eq!((took.len, took.literal), (8, Some((0x1234_5678, Ty::B32))));
        assert_eq!(line.as_bytes(), b"v_mov_b32_e32 v0, 0x12345678");
        assert_eq!(fast.len(&mov[..6]), None);
        // Truncated words are declined, not read past.
        assert_eq!(fast.len(&[0x01, 0x05]), None);
        assert_eq!(fast.len(&[0x00, 0x00, 0x00, 0xd1]), None);
    }
}
