//! The lane: instruction text to machine code in one pass, for the lines of compiler output and
//! of the benchmark mix, without building an [`Inst`](crate::Inst).
//!
//! Every spelling's candidate forms carry a [`Form`] prepared once per [`Target`] (from the
//! table row and the generation's layout): per operand its kind, width, accepted operands and
//! the bits it goes to, plus the fixed bits (opcode and encoding prefix in place), the modifier
//! bits and the constant-bus facts. A line is scanned once by the parser fast path's scanner
//! (`fast::scan_alu`, the same record of operands), a form is chosen by the same rules in the
//! same order as `fast::match_form`, and its words are assembled with shifts and ORs straight
//! into the caller's byte vector; the register maxima come from the same record. Memory lines
//! use the fast path's operand reader (`fast::mem_operands`) and place its operands here;
//! `s_waitcnt` uses its counter reader.
//!
//! The lane answers only where the fast path answers, with the bytes `encode` makes of the fast
//! path's instruction: whenever it is unsure (a number with a modifier, a named register it
//! does not know, a form with unusual constant-bus reads) it declines, and the caller takes the
//! usual way. `tests::lane_agrees` checks every line it takes against the general parser and
//! encoder on seven processors.

use super::fast::{self, Val};
use super::{constant, parse_reg};
use crate::inst::MAX_OPERANDS;
use crate::layout::Layout;
use crate::mem::MemField;
use crate::operand::{FloatConst, Operand, Reg, RegFile, code};
use crate::table::{Class, Enc, Field, INSTS, ImmFmt, InstDesc, Ty, accept, mods};
use crate::target::Target;
use amdgpu_target::Generation;

mod sig;
pub(crate) use sig::{MemSig, mem_sig};

/// What an operand slot takes (the cases of `fast::operand`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Not an operand of the form (unused slot).
    Unused,
    /// Printed, not encoded (`vcc` of a carry): the text must be the name.
    Implicit,
    /// A VGPR destination.
    VdstV,
    /// The VGPR source 1 of VOP2/VOPC.
    Vsrc1,
    /// A scalar destination (SOP `sdst`, or `vdst` of a scalar class).
    Sdst,
    /// A VALU source (`src0`..`src2`): registers, constants, a literal; reads the constant bus.
    Src,
    /// A SALU source (`ssrc0`, `ssrc1`).
    Ssrc,
}

/// One operand slot of a [`Form`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Slot {
    kind: Kind,
    width: u8,
    accept: u8,
    ty: Ty,
    /// Hardware source slot (modifier bits).
    k: u8,
    /// A 64-bit float source (literals are the high half of a double).
    f64_op: bool,
    /// The bits: `(value & mask) << shift` into the second dword when `hi`, else the first.
    hi: bool,
    shift: u8,
    mask: u16,
}

const UNUSED: Slot = Slot {
    kind: Kind::Unused,
    width: 0,
    accept: 0,
    ty: Ty::B32,
    k: 0,
    f64_op: false,
    hi: false,
    shift: 0,
    mask: 0,
};

/// An ALU form prepared for the lane.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Form {
    /// False: a form the lane leaves to the fast path (it declines the line when it meets one).
    ok: bool,
    n: u8,
    /// VOP3 (two dwords; modifier bits).
    vop3: bool,
    /// A VALU form: the constant-bus limit applies.
    bus: bool,
    bus_limit: u8,
    /// The implicit constant-bus read of the form (`vcc` of a carry-in, `m0` of `v_movrel`).
    implicit_read: Option<(u16, u8)>,
    /// The fixed bits: encoding prefix and opcode (and GFX10's `exec` destination of `v_cmpx`).
    lo: u32,
    hi: u32,
    /// Source slots taking `-` and `|..|`.
    neg_ok: u8,
    abs_ok: u8,
    clamp_ok: bool,
    /// The clamp bit in the first dword (VOP3), 0 when the encoding has none.
    clamp_bit: u32,
    /// The name of the form's implicit operands (all have the same one).
    implicit: &'static str,
    slots: [Slot; MAX_OPERANDS],
    /// The signature tier's code for this form ([`sig::classify`]), 0 for none.
    sig: u32,
}

/// A form the lane never takes.
pub(crate) const NO_FORM: Form = Form {
    ok: false,
    n: 0,
    vop3: false,
    bus: false,
    bus_limit: 0,
    implicit_read: None,
    lo: 0,
    hi: 0,
    neg_ok: 0,
    abs_ok: 0,
    clamp_ok: false,
    clamp_bit: 0,
    implicit: "",
    slots: [UNUSED; MAX_OPERANDS],
    sig: 0,
};

/// True for the generations whose rules the fast path (and so the lane) mirrors.
pub(crate) fn covers(generation: Generation) -> bool {
    matches!(generation, Generation::Gfx8 | Generation::Gfx9)
}

/// Prepares `INSTS[idx]` for the lane on a processor of `layout`.
pub(crate) fn form(idx: u16, layout: &Layout) -> Form {
    let Some(d) = INSTS.get(usize::from(idx)) else { return NO_FORM };
    if !fast::handled(d) || d.operands.len() > MAX_OPERANDS || d.name.starts_with("v_writelane") {
        return NO_FORM;
    }
    let op = u32::from(d.opcode);
    let vop3 = d.enc == Enc::Vop3;
    let mut lo = match d.enc {
        Enc::Sop2 => 0x8000_0000 | op << 23,
        Enc::Sop1 => 0xbe80_0000 | op << 8,
        Enc::Sopc => 0xbf00_0000 | op << 16,
        Enc::Vop1 => 0x7e00_0000 | op << 9,
        Enc::Vop2 => op << 25,
        Enc::Vopc => 0x7c00_0000 | op << 17,
        Enc::Vop3 => layout.vop3_prefix << 26 | op << layout.vop3_op_shift,
        _ => return NO_FORM,
    };
    if vop3
        && op < 256
        && let Some(exec) = layout.cmpx_e64_dst
        && !d.operands.iter().any(|o| o.field == Field::Vdst)
    {
        lo |= exec;
    }
    let mut f = Form {
        ok: true,
        n: d.operands.len() as u8,
        vop3,
        bus: matches!(d.enc, Enc::Vop1 | Enc::Vop2 | Enc::Vopc | Enc::Vop3),
        bus_limit: 1,
        implicit_read: None,
        lo,
        hi: 0,
        neg_ok: (d.mods & 7) as u8,
        abs_ok: ((d.mods >> 3) & 7) as u8,
        clamp_ok: d.mods & mods::CLAMP != 0,
        clamp_bit: if vop3 { 1 << layout.vop3_clamp_bit } else { 0 },
        implicit: "",
        slots: [UNUSED; MAX_OPERANDS],
        sig: 0,
    };
    // `constant_bus_violation`'s limit and implicit reads.
    if d.procs & crate::generated::insts::LATE_PROCS != 0
        && !matches!(d.base_name(), "v_lshlrev_b64" | "v_lshrrev_b64" | "v_ashrrev_i64")
    {
        f.bus_limit = crate::layout::GFX10.const_bus.min(2) as u8;
    }
    let mut implicit = 0;
    if d.name.starts_with("v_movrel") {
        f.implicit_read = Some((code::M0, 1));
        implicit += 1;
    }
    if d.name.starts_with("v_div_fmas") {
        f.implicit_read = Some((code::VCC_LO, 2));
        implicit += 1;
    }
    let mut after_src = false;
    for (slot, od) in f.slots.iter_mut().zip(d.operands) {
        let (kind, hi, shift, mask) = match od.field {
            Field::Implicit(name) => {
                if after_src && matches!(name, "vcc" | "vcc_lo") {
                    f.implicit_read = Some((code::VCC_LO, if name == "vcc" { 2 } else { 1 }));
                    implicit += 1;
                }
                if !f.implicit.is_empty() && f.implicit != name {
                    return NO_FORM;
                }
                f.implicit = name;
                (Kind::Implicit, false, 0, 0)
            }
            Field::Vdst if od.class == Class::V => (Kind::VdstV, false, if vop3 { 0 } else { 17 }, 0xff),
            Field::Vdst => (Kind::Sdst, false, if vop3 { 0 } else { 17 }, 0xff),
            Field::Sdst => (Kind::Sdst, false, 16, 0x7f),
            Field::Vsrc1 => (Kind::Vsrc1, false, 9, 0xff),
            Field::Ssrc0 => (Kind::Ssrc, false, 0, 0xff),
            Field::Ssrc1 => (Kind::Ssrc, false, 8, 0xff),
            Field::Src0 => (Kind::Src, vop3, 0, 0x1ff),
            Field::Src1 => (Kind::Src, true, 9, 0x1ff),
            Field::Src2 => (Kind::Src, true, 18, 0x1ff),
            _ => return NO_FORM,
        };
        after_src |= od.field == Field::Src0;
        *slot = Slot {
            kind,
            width: od.width,
            accept: od.accept,
            ty: od.ty,
            k: crate::table::src_slot(od.field).unwrap_or(0) as u8,
            f64_op: od.ty == Ty::B64 && !d.enc.is_scalar() && d.name.contains("f64"),
            hi,
            shift,
            mask,
        };
    }
    if implicit > 1 {
        return NO_FORM;
    }
    f.sig = sig::classify(&f);
    f
}

/// Whether a form fits the operands.
enum Fit {
    Yes,
    No,
    Unsure,
}

/// An operand as encoded: its source code (or register number) and, for the register maxima,
/// the register it names.
#[derive(Clone, Copy)]
struct Enc1 {
    code: u32,
    reg: Option<Reg>,
}

/// The register maxima of `regs` (one past the highest VGPR, SGPR (s0..s105) and AGPR).
#[inline]
fn maxima<'a>(regs: impl Iterator<Item = &'a Reg>) -> (u32, u32, u32) {
    let mut m = (0, 0, 0);
    for r in regs {
        bump(&mut m, r);
    }
    m
}

/// Raises the maxima `m` ([`maxima`]) to cover `r`.
#[inline(always)]
fn bump(m: &mut (u32, u32, u32), r: &Reg) {
    let end = u32::from(r.index) + u32::from(r.count.max(1));
    match r.file {
        RegFile::Vgpr => m.0 = m.0.max(end),
        RegFile::Agpr => m.2 = m.2.max(end),
        RegFile::Scalar if r.index <= 105 => m.1 = m.1.max(end),
        RegFile::Scalar => {}
    }
}

/// Encodes `text` into `out` when the lane takes it: `Some((vgpr, sgpr, agpr))`, the register
/// maxima, with the bytes `encode` makes of `parse_inst`'s instruction appended; `None` (and
/// `out` unchanged) otherwise.
pub(super) fn encode(text: &str, target: &Target, out: &mut Vec<u8>) -> Option<(u32, u32, u32)> {
    encode_tiers(text, target, out, true)
}

/// [`encode`] for the instruction whose mnemonic starts at `text[s]` and which ends at the
/// first `\n` after it (or the text's end), read in one pass by the signature tier (and the
/// `s_waitcnt` reader): `Some((end, maxima))` with `end` that `\n`'s index (or `text.len()`),
/// what [`encode`] gives for the line without its trailing blanks; `None`, with `out`
/// unchanged, for every line those readers decline (the caller then finds the line's end and
/// takes the usual way).
pub(super) fn encode_line(
    text: &str,
    s: usize,
    target: &Target,
    out: &mut Vec<u8>,
) -> Option<(usize, (u32, u32, u32))> {
    if !covers(target.generation()) {
        return None;
    }
    let b = text.as_bytes().get(s..)?;
    let (m0, i) = fast::mnemonic(b)?;
    if m0 != 0 || label_or_assignment(b, i) {
        return None;
    }
    let (cands, forms, _, msig) = target.lane_forms(b, m0, i);
    let (end, regs) = if cands.is_empty() {
        sig::memory(msig?, b, i, target, out)?
    } else if let Some(f) = forms.first()
        && f.sig != 0
    {
        sig::alu(f, b, i, target, out)?
    } else if &b[..i] == b"s_waitcnt" {
        // The counters up to the line's end, without trailing blanks.
        let mut nl = i;
        while nl < b.len() && b[nl] != b'\n' {
            nl += 1;
        }
        let mut e = nl;
        while e > i && matches!(b[e - 1], b' ' | b'\t') {
            e -= 1;
        }
        (nl, waitcnt_line(cands, &b[i..e], target, out)?)
    } else {
        return None;
    };
    Some((s + end, regs))
}

/// True when the line whose mnemonic starts at `text[s]` is a branch with a label offset (the
/// spelling's one form a SOPP whose one operand is a `simm16` label) to a name starting with
/// `.` and a letter or `_` ([`fast::branch`]'s shape). Such a name is never a register, a
/// number or a modifier, so [`encode`] (which makes no fixup) and the fast path (which reads
/// no expression) decline the line whatever follows the name; only the general way, with the
/// symbol table, encodes it.
pub(super) fn branch_to_name(text: &str, s: usize, target: &Target) -> bool {
    let Some(b) = text.as_bytes().get(s..) else { return false };
    let Some((0, i)) = fast::mnemonic(b) else { return false };
    let (cands, ..) = target.lane_forms(b, 0, i);
    let &[idx] = cands else { return false };
    let d = &INSTS[usize::from(idx)];
    let [od] = d.operands else { return false };
    if d.enc != Enc::Sopp
        || d.imm != ImmFmt::Label
        || d.ext != crate::table::Ext::None
        || od.field != Field::Simm16
    {
        return false;
    }
    let mut j = i;
    while j < b.len() && fast::is_blank(b[j]) {
        j += 1;
    }
    b.get(j) == Some(&b'.') && b.get(j + 1).is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_')
}

/// True when the first word of a line (ending at `b[i]`) is followed, after blanks, by `:` or
/// `=`: a label or an assignment, which [`encode_line`] declines whatever the word is (the
/// assembler's pre-encoding hands it every line that starts with a letter).
#[inline(always)]
fn label_or_assignment(b: &[u8], mut i: usize) -> bool {
    while i < b.len() && fast::is_blank(b[i]) {
        i += 1;
    }
    matches!(b.get(i), Some(b':' | b'='))
}

/// [`encode`] without the signature tier (the generic lane alone).
pub(super) fn encode_generic(text: &str, target: &Target, out: &mut Vec<u8>) -> Option<(u32, u32, u32)> {
    encode_tiers(text, target, out, false)
}

/// [`encode`], with the signature tier (`sig`) or without it (the generic lane alone, for the
/// tests that hold the two against each other).
#[inline(always)]
fn encode_tiers(text: &str, target: &Target, out: &mut Vec<u8>, sig: bool) -> Option<(u32, u32, u32)> {
    if !covers(target.generation()) {
        return None;
    }
    let b = text.as_bytes();
    let (m0, i) = fast::mnemonic(b)?;
    let (cands, forms, mem, msig) = target.lane_forms(b, m0, i);
    // The signature tier first (the spelling's first form, or its single memory form, read
    // by its signature's reader). It stops at a `\n`: a text with one inside is the generic
    // lane's (which declines it).
    let at = out.len();
    if cands.is_empty() {
        if sig && let Some(s) = msig {
            match sig::memory(s, b, i, target, out) {
                Some((end, regs)) if end == b.len() => return Some(regs),
                Some(_) => out.truncate(at),
                None => {}
            }
        }
        return memory(mem?, &text[i..], target, out);
    }
    if sig
        && let Some(f) = forms.first()
        && f.sig != 0
    {
        match sig::alu(f, b, i, target, out) {
            Some((end, regs)) if end == b.len() => return Some(regs),
            Some(_) => out.truncate(at),
            None => {}
        }
    }
    if &b[m0..i] == b"s_waitcnt" {
        return waitcnt_line(cands, &b[i..], target, out);
    }
    alu(text, i, forms, target, out)
}

/// An `s_waitcnt` line: the counters after the mnemonic (`rest`).
#[inline(never)]
fn waitcnt_line(cands: &[u16], rest: &[u8], target: &Target, out: &mut Vec<u8>) -> Option<(u32, u32, u32)> {
    let &[idx] = cands else { return None };
    let d = &INSTS[usize::from(idx)];
    let [od] = d.operands else { return None };
    if d.enc != Enc::Sopp || d.imm != ImmFmt::Waitcnt || od.field != Field::Simm16 || od.class != Class::None
    {
        return None;
    }
    let v = waitcnt(rest, target)?;
    let w = 0xbf80_0000 | u32::from(d.opcode) << 16 | u32::from(v);
    out.extend_from_slice(&w.to_le_bytes());
    Some((0, 0, 0))
}

/// An ALU line: the operands after the mnemonic (from `i`), matched against the spelling's
/// prepared `forms`.
fn alu(text: &str, i: usize, forms: &[Form], target: &Target, out: &mut Vec<u8>) -> Option<(u32, u32, u32)> {
    let b = text.as_bytes();
    let mut toks = [EMPTY_OP; MAX_OPERANDS];
    let (n, clamp) = scan(text, i, target, &mut toks)?;
    let toks = &toks[..n];
    let mut ops = [Enc1 { code: 0, reg: None }; MAX_OPERANDS];
    for f in forms {
        if !f.ok {
            return None;
        }
        let mut neg = 0u32;
        let mut abs = 0u32;
        let mut literal: Option<u32> = None;
        match fit(f, toks, b, clamp, target, &mut ops, &mut neg, &mut abs, &mut literal) {
            Fit::Yes => {}
            Fit::No => continue,
            Fit::Unsure => return None,
        }
        let (mut lo, mut hi) = (f.lo, f.hi);
        // The words and the register maxima in one pass over the slots.
        let mut m = (0, 0, 0);
        for (s, o) in f.slots[..n].iter().zip(&ops) {
            if s.kind == Kind::Implicit {
                continue;
            }
            let v = (o.code & u32::from(s.mask)) << s.shift;
            if s.hi {
                hi |= v;
            } else {
                lo |= v;
            }
            if let Some(r) = &o.reg {
                bump(&mut m, r);
            }
        }
        if f.vop3 {
            lo |= abs << 8 | if clamp { f.clamp_bit } else { 0 };
            hi |= neg << 29;
        }
        push_dwords(out, lo, f.vop3.then_some(hi), literal);
        return Some(m);
    }
    None
}

/// `fast::waitcnt_imm`'s immediate for the counters after `s_waitcnt` (`vmcnt(0)
/// lgkmcnt(1)`, separated by blanks or `&`), read as bytes in one pass; `None` where that
/// declines (`tests::waitcnt_like_the_fast_path`).
/// Appends an ALU instruction's words in one append: `lo`, then `hi` for a 64-bit encoding,
/// then the literal if there is one.
#[inline(always)]
pub(super) fn push_dwords(out: &mut Vec<u8>, lo: u32, hi: Option<u32>, literal: Option<u32>) {
    let mut buf = [0u8; 12];
    buf[..4].copy_from_slice(&lo.to_le_bytes());
    let mut len = 4;
    if let Some(hi) = hi {
        buf[4..8].copy_from_slice(&hi.to_le_bytes());
        len = 8;
    }
    if let Some(v) = literal {
        buf[len..len + 4].copy_from_slice(&v.to_le_bytes());
        len += 4;
    }
    out.extend_from_slice(&buf[..len]);
}

fn waitcnt(b: &[u8], target: &Target) -> Option<u16> {
    let (mvm, mexp, mlgkm) = crate::symbolic::waitcnt_limits(target);
    let max = [mvm, mexp, mlgkm];
    let mut c = max;
    let mut i = 0;
    let mut any = false;
    loop {
        while i < b.len() && matches!(b[i], b' ' | b'\t' | b'&') {
            i += 1;
        }
        if i == b.len() {
            break;
        }
        let s = i;
        while i < b.len() && b[i].is_ascii_lowercase() {
            i += 1;
        }
        let k = match &b[s..i] {
            b"vmcnt" => 0,
            b"expcnt" => 1,
            b"lgkmcnt" => 2,
            _ => return None,
        };
        if b.get(i) != Some(&b'(') {
            return None;
        }
        i += 1;
        let d0 = i;
        let mut v = 0u32;
        while i < b.len() && b[i].is_ascii_digit() {
            // At most five digits.
            if i - d0 == 5 {
                return None;
            }
            v = v * 10 + u32::from(b[i] - b'0');
            i += 1;
        }
        if i == d0 || b.get(i) != Some(&b')') || v > u32::from(max[k]) {
            return None;
        }
        c[k] = v as u16;
        i += 1;
        any = true;
        if i < b.len() && !matches!(b[i], b' ' | b'\t' | b'&') {
            return None;
        }
    }
    // A trailing `&` wants another counter.
    let mut e = b.len();
    while e > 0 && matches!(b[e - 1], b' ' | b'\t') {
        e -= 1;
    }
    if !any || (e > 0 && b[e - 1] == b'&') {
        return None;
    }
    Some(crate::symbolic::waitcnt_encode(c[0], c[1], c[2], target))
}

/// An operand as the lane reads it: `fast::Tok` without its texts, the value's bytes as a
/// span of the line (`s..e`, without the modifiers).
#[derive(Clone, Copy)]
struct Op {
    s: u32,
    e: u32,
    neg: bool,
    abs: bool,
    val: Val,
}

const EMPTY_OP: Op = Op { s: 0, e: 0, neg: false, abs: false, val: Val::Name };

impl Op {
    /// The value's text (`fast::Tok::core`).
    fn core<'a>(&self, b: &'a [u8]) -> &'a [u8] {
        b.get(self.s as usize..self.e as usize).unwrap_or(&[])
    }
}

/// `fast::scan_alu` with the common operand shapes read inline ([`quick`]); other words take
/// the fast path's word scan and `classify`, so the record is the same for every text
/// (`tests::scan_like_the_fast_path`).
fn scan(text: &str, mut i: usize, target: &Target, ops: &mut [Op; MAX_OPERANDS]) -> Option<(usize, bool)> {
    let b = text.as_bytes();
    let sgprs = target.layout().sgprs;
    let mut n = 0usize;
    let mut clamp = false;
    loop {
        while i < b.len() && fast::is_blank(b[i]) {
            i += 1;
        }
        let s = i;
        let op = match quick(b, s, sgprs) {
            Quick::Op(op, e) => {
                i = e;
                op
            }
            Quick::Bad => return None,
            Quick::Slow => {
                let mut seen = 0u8;
                while i < b.len() {
                    let class = fast::WORD[usize::from(b[i])];
                    if class != 0 {
                        if class == fast::STOP {
                            break;
                        }
                        if class == fast::BAD {
                            return None;
                        }
                        seen |= class;
                    }
                    i += 1;
                }
                if s == i {
                    if n == 0 && i == b.len() {
                        break;
                    }
                    return None;
                }
                if n == MAX_OPERANDS {
                    return None;
                }
                let t = fast::classify(text.get(s..i)?, seen, target)?;
                // The core's place in the line (it is a part of the word).
                let c = t.core.as_ptr() as usize - text.as_ptr() as usize;
                Op { s: c as u32, e: (c + t.core.len()) as u32, neg: t.neg, abs: t.abs, val: t.val }
            }
        };
        if n == MAX_OPERANDS {
            return None;
        }
        ops[n] = op;
        n += 1;
        while i < b.len() && fast::is_blank(b[i]) {
            i += 1;
        }
        if i < b.len() && b[i] == b',' {
            i += 1;
            continue;
        }
        while i < b.len() {
            let (s, e) = fast::plain_word(b, &mut i)?;
            if s == e {
                if i < b.len() {
                    return None;
                }
                break;
            }
            if &b[s..e] != b"clamp" || clamp {
                return None;
            }
            clamp = true;
        }
        break;
    }
    Some((n, clamp))
}

/// An operand word read inline.
enum Quick {
    /// The operand (as `classify` makes it) and the word's end.
    Op(Op, usize),
    /// `classify` refuses it (an out-of-range register): not a fast-path line.
    Bad,
    /// Not one of the inline shapes: scan it the fast path's way.
    Slow,
}

/// True at the end of an operand word (`fast::WORD`'s stop bytes, or the end).
#[inline]
fn word_end(b: &[u8], i: usize) -> bool {
    i == b.len() || matches!(b[i], b' ' | b'\t' | b',')
}

/// The word at `s` when it is `v<n>`, `s<n>`, `v[a:b]`, `s[a:b]` (up to three digits each;
/// no leading zero in `v<n>`), those with `-`, `|..|` or `-|..|`, a lower-case name, a decimal
/// number of up to nine digits or `0x` with up to eight hex digits (either with a leading `-`),
/// or `<digits>.0`/`<digits>.5`: exactly what `classify` makes of it. Anything else is
/// [`Quick::Slow`].
#[inline(always)]
fn quick(b: &[u8], s: usize, sgprs: u16) -> Quick {
    let Some(&c) = b.get(s) else { return Quick::Slow };
    match c {
        b'v' | b's' | b'-' | b'|' => {
            // A register, possibly with modifiers.
            let mut i = s;
            let neg = c == b'-';
            if neg {
                i += 1;
                match b.get(i) {
                    Some(b'0'..=b'9') => return number(b, s, s + 1, true),
                    Some(b'v' | b's' | b'|') => {}
                    _ => return Quick::Slow,
                }
            }
            let abs = b.get(i) == Some(&b'|');
            i += usize::from(abs);
            let c0 = i;
            let vector = match b.get(i) {
                Some(b'v') => true,
                Some(b's') => false,
                _ => return Quick::Slow,
            };
            i += 1;
            let d = |b: &[u8], i: usize| b.get(i).map_or(10, |&c| c.wrapping_sub(b'0'));
            let (index, count) = match b.get(i) {
                Some(b'0'..=b'9') => {
                    // One to three digits, no leading zero.
                    let mut v = u32::from(d(b, i));
                    i += 1;
                    if v != 0 {
                        for _ in 0..2 {
                            let x = d(b, i);
                            if x > 9 {
                                break;
                            }
                            v = v * 10 + u32::from(x);
                            i += 1;
                        }
                    }
                    if d(b, i) <= 9 {
                        return Quick::Slow;
                    }
                    (v, 1)
                }
                Some(b'[') => {
                    // `[a:z]`, one to three digits each (leading zeros allowed).
                    i += 1;
                    let mut pair = [0u32; 2];
                    for (k, v) in pair.iter_mut().enumerate() {
                        let from = i;
                        while i - from < 3 && d(b, i) <= 9 {
                            *v = *v * 10 + u32::from(d(b, i));
                            i += 1;
                        }
                        if i == from || d(b, i) <= 9 || b.get(i) != Some(if k == 0 { &b':' } else { &b']' }) {
                            return Quick::Slow;
                        }
                        i += 1;
                    }
                    let [a, z] = pair;
                    (a, if z < a { 0 } else { z - a + 1 })
                }
                _ if neg || abs => return Quick::Slow,
                _ => return name(b, s),
            };
            let c1 = i;
            if abs {
                if b.get(i) != Some(&b'|') {
                    return Quick::Slow;
                }
                i += 1;
            }
            if !word_end(b, i) {
                return Quick::Slow;
            }
            // `numbered`'s limits: a list of 1 to 32 registers within the file.
            let end = index + count;
            if count == 0 || count > 32 || end > if vector { 256 } else { u32::from(sgprs) } {
                return Quick::Bad;
            }
            let (index, count) = (index as u16, count as u8);
            let r = if vector { Reg::vgpr(index, count) } else { Reg::sgpr(index, count) };
            Quick::Op(Op { s: c0 as u32, e: c1 as u32, neg, abs, val: Val::Reg(r) }, i)
        }
        b'0'..=b'9' => number(b, s, s, false),
        b'a'..=b'z' | b'_' => name(b, s),
        _ => Quick::Slow,
    }
}

/// A lower-case name (`vcc`, `exec`): `[a-z0-9_]` up to the word's end.
#[inline]
fn name(b: &[u8], s: usize) -> Quick {
    let mut i = s;
    while i < b.len() && (b[i].is_ascii_lowercase() || b[i].is_ascii_digit() || b[i] == b'_') {
        i += 1;
    }
    if !word_end(b, i) {
        return Quick::Slow;
    }
    Quick::Op(Op { s: s as u32, e: i as u32, neg: false, abs: false, val: Val::Name }, i)
}

/// A number whose digits start at `d` (after a `-` at `s` when `neg`).
#[inline]
fn number(b: &[u8], s: usize, d: usize, neg: bool) -> Quick {
    number_in(b, s, d, neg, false)
}

/// [`number`], where a `\n` also ends the word when `nl` (the signature tier reads up to a
/// line's end inside a longer text).
#[inline]
fn number_in(b: &[u8], s: usize, d: usize, neg: bool, nl: bool) -> Quick {
    use crate::parse::Num;
    let word_end = |b: &[u8], i: usize| word_end(b, i) || (nl && b[i] == b'\n');
    let mut i = d;
    let mut v: u64 = 0;
    let val = if b.get(i) == Some(&b'0') && b.get(i + 1) == Some(&b'x') {
        i += 2;
        let h = i;
        while i < b.len() && i - h < 8 {
            let x = match b[i] {
                c @ b'0'..=b'9' => c - b'0',
                c @ b'a'..=b'f' => c - b'a' + 10,
                c @ b'A'..=b'F' => c - b'A' + 10,
                _ => break,
            };
            v = v << 4 | u64::from(x);
            i += 1;
        }
        if i == h {
            return Quick::Slow;
        }
        Num::Int(v as i64)
    } else {
        while i < b.len() && b[i].is_ascii_digit() && i - d < 9 {
            v = v * 10 + u64::from(b[i] - b'0');
            i += 1;
        }
        if i == d {
            return Quick::Slow;
        }
        if !neg && b.get(i) == Some(&b'.') && matches!(b.get(i + 1), Some(b'0' | b'5')) && word_end(b, i + 2)
        {
            // `1.0`, `0.5`: exact in binary, the value `str::parse::<f64>` gives.
            let half = b[i + 1] == b'5';
            i += 2;
            Num::Float(v as f64 + if half { 0.5 } else { 0.0 })
        } else {
            Num::Int(v as i64)
        }
    };
    if !word_end(b, i) {
        return Quick::Slow;
    }
    let val = match val {
        Num::Int(v) if neg => Num::Int(-v),
        v => v,
    };
    Quick::Op(Op { s: s as u32, e: i as u32, neg: false, abs: false, val: Val::Num(val) }, i)
}

/// `fast::match_form` on a prepared form, filling `ops` with the operands' codes.
#[allow(clippy::too_many_arguments)]
fn fit(
    f: &Form,
    toks: &[Op],
    b: &[u8],
    clamp: bool,
    target: &Target,
    ops: &mut [Enc1; MAX_OPERANDS],
    neg_bits: &mut u32,
    abs_bits: &mut u32,
    literal: &mut Option<u32>,
) -> Fit {
    if toks.len() != usize::from(f.n) {
        return Fit::No;
    }
    let mut bus = false;
    for ((s, t), o) in f.slots.iter().zip(toks).zip(ops.iter_mut()) {
        *o = Enc1 { code: 0, reg: None };
        if s.kind == Kind::Implicit {
            if t.neg || t.abs || t.core(b).iter().any(u8::is_ascii_uppercase) {
                return Fit::Unsure;
            }
            if t.core(b) != f.implicit.as_bytes() {
                return Fit::No;
            }
            continue;
        }
        let is_src = matches!(s.kind, Kind::Src | Kind::Vsrc1);
        let op = match t.val {
            Val::Num(value) => {
                if !matches!(s.kind, Kind::Src | Kind::Ssrc) || s.accept & accept::CONST == 0 {
                    return Fit::No;
                }
                // A number with `-`/`|..|` may fold into the constant (`fast::match_form`): left
                // to the fast path.
                if t.neg || t.abs {
                    return Fit::Unsure;
                }
                let Some(op) = constant(value, s.ty, s.f64_op) else { return Fit::No };
                match op {
                    Operand::FloatConst(FloatConst::InvTwoPi) if !target.layout().inv_2pi => {
                        return Fit::Unsure;
                    }
                    Operand::FloatConst(_) if s.ty == Ty::I16 && is_src => return Fit::Unsure,
                    _ => {}
                }
                op
            }
            Val::Reg(r) => match reg(s, r, target) {
                Ok(op) => op,
                Err(fit) => return fit,
            },
            Val::Name => {
                let r = match target.named_reg(b, t.s as usize, t.e as usize) {
                    Some(r) => r,
                    None => std::str::from_utf8(t.core(b)).ok().and_then(|c| parse_reg(c, target)),
                };
                let Some(r) = r else {
                    return Fit::Unsure;
                };
                match reg(s, r, target) {
                    Ok(op) => op,
                    Err(fit) => return fit,
                }
            }
        };
        if t.neg || t.abs {
            let k = 1 << s.k;
            if !is_src || (t.neg && f.neg_ok & k == 0) || (t.abs && f.abs_ok & k == 0) {
                return Fit::No;
            }
            if t.neg {
                *neg_bits |= u32::from(k);
            }
            if t.abs {
                *abs_bits |= u32::from(k);
            }
        }
        if let Operand::Literal(v) = op
            && matches!(s.kind, Kind::Src | Kind::Ssrc)
        {
            if f.vop3 || literal.is_some_and(|l| l != v) {
                return Fit::No;
            }
            *literal = Some(v);
        }
        bus |= s.kind == Kind::Src
            && match op {
                Operand::Reg(r) => r.file == RegFile::Scalar && r.index != code::LDS_DIRECT,
                Operand::Literal(_) => true,
                _ => false,
            };
        let Some(c) = op.src_code() else { return Fit::Unsure };
        o.code = u32::from(c);
        if let Operand::Reg(r) = op {
            o.reg = Some(r);
        }
    }
    if bus && f.bus && bus_violation(f, toks.len(), ops) {
        return Fit::No;
    }
    if clamp && !f.clamp_ok {
        return Fit::No;
    }
    Fit::Yes
}

/// `constant_bus_violation` for a prepared form: more distinct reads (implicit, SGPR sources
/// by register and width, literals by width) than the limit.
fn bus_violation(f: &Form, n: usize, ops: &[Enc1; MAX_OPERANDS]) -> bool {
    let mut keys: [(u16, u8); 4] = [(0, 0); 4];
    let mut k = 0usize;
    let mut add = |key: (u16, u8)| {
        if !keys[..k].contains(&key) && k < keys.len() {
            keys[k] = key;
            k += 1;
        }
    };
    if let Some(key) = f.implicit_read {
        add(key);
    }
    for (s, o) in f.slots[..n].iter().zip(ops) {
        if s.kind != Kind::Src {
            continue;
        }
        match o.reg {
            Some(r) if r.file == RegFile::Scalar && r.index != code::LDS_DIRECT => add((r.index, r.count)),
            Some(_) => {}
            None if o.code == u32::from(code::LITERAL) => add((code::LITERAL, u8::from(s.width > 1))),
            None => {}
        }
    }
    k > usize::from(f.bus_limit)
}

/// `fast::operand` for a register in slot `s`: the operand, or how the form fails.
#[inline]
fn reg(s: &Slot, mut r: Reg, target: &Target) -> Result<Operand, Fit> {
    if r.file == RegFile::Scalar && (r.index == 125 || r.index == code::LDS_DIRECT) {
        return Err(Fit::Unsure);
    }
    if r.file == RegFile::Scalar && r.index >= 235 {
        r.count = s.width;
    }
    let ok = match s.kind {
        Kind::VdstV | Kind::Vsrc1 => r.file == RegFile::Vgpr,
        Kind::Sdst => r.file == RegFile::Scalar && r.index < 128,
        _ if r.file == RegFile::Scalar && r.index == code::M0 && r.count > 1 => false,
        _ => match r.file {
            RegFile::Scalar => s.accept & accept::SGPR != 0,
            RegFile::Vgpr => s.accept & accept::VGPR != 0,
            RegFile::Agpr => false,
        },
    };
    if !ok || r.count != s.width {
        return Err(Fit::No);
    }
    if target.is_gfx90a() && r.file != RegFile::Scalar && r.count > 1 && r.index % 2 != 0 {
        return Err(Fit::No);
    }
    if r.file == RegFile::Scalar && r.count > 1 && r.index < 125 {
        let aligned = match r.index {
            0..=101 => r.index % u16::from(r.count.min(4)) == 0,
            _ => r.index % 2 == 0,
        };
        if !aligned {
            return Err(Fit::No);
        }
    }
    Ok(Operand::Reg(r))
}

/// A memory line: `fast::mem_operands`' operands placed as `mem::encode` places them, for the
/// encodings the fast path takes (DS, SMEM, GLOBAL, MUBUF) with only `offen` and `offset:N`.
fn memory(form: u16, rest: &str, target: &Target, out: &mut Vec<u8>) -> Option<(u32, u32, u32)> {
    let line = mem_operands(form, rest, target)?;
    let d: &InstDesc = line.desc;
    let layout = target.layout();
    let op = u32::from(d.opcode);
    let (mut lo, mut hi) = match d.enc {
        Enc::Smem if !layout.smrd => (layout.smem_prefix << 26 | op << 18, 0),
        Enc::Ds => (0xd800_0000 | op << layout.ds_op_shift | (line.offset as u32 & 0xffff), 0),
        Enc::Mubuf => {
            (0xe000_0000 | op << 18 | (line.offset as u32 & 0xfff) | u32::from(line.offen) << 12, 0)
        }
        Enc::Global => (
            0xdc00_0000 | op << 18 | 2 << 14 | (line.offset as u32 & ((1 << layout.flat_offset_bits) - 1)),
            0,
        ),
        _ => return None,
    };
    let mut saddr_off = true;
    for (od, o) in d.operands.iter().zip(&line.operands) {
        let Field::Mem(f) = od.field else { return None };
        let r = match *o {
            Operand::Reg(r) if r.file != RegFile::Agpr => Some(u32::from(r.index)),
            Operand::Reg(_) => return None,
            _ => None,
        };
        match (f, r, *o) {
            (MemField::Sdata, Some(v), _) => lo |= (v & 0x7f) << 6,
            (MemField::Sbase, Some(v), _) => lo |= (v >> 1) & 0x3f,
            (MemField::SmemOffset, _, Operand::Imm(v)) if layout.smem_soffset => {
                hi |= v & 0x1f_ffff | 125 << 25
            }
            (MemField::SmemOffset, Some(v), _) if layout.smem_soffset && v < 128 => hi |= v << 25,
            (MemField::SmemOffset, _, Operand::Imm(v)) => {
                lo |= 1 << 17;
                hi |= v & if target.is_gfx9() { 0x1f_ffff } else { 0xf_ffff };
            }
            (MemField::SmemOffset, Some(v), _) if v < 128 => hi |= v,
            (MemField::Vdst, Some(v), _) => hi |= (v & 0xff) << 24,
            (MemField::Addr, Some(v), _) => hi |= v & 0xff,
            (MemField::Data0 | MemField::Vdata, Some(v), _) => hi |= (v & 0xff) << 8,
            (MemField::Data1, Some(v), _) => hi |= (v & 0xff) << 16,
            (MemField::Vaddr, Some(v), _) => hi |= v & 0xff,
            (MemField::Vaddr, None, Operand::None) => {}
            (MemField::Saddr, Some(v), _) => {
                saddr_off = false;
                hi |= (v & 0x7f) << 16;
            }
            (MemField::Saddr, None, Operand::None) => {}
            (MemField::Srsrc, Some(v), _) => hi |= ((v >> 2) & 0x1f) << 16,
            (MemField::Soffset, _, o) => {
                let c = o.src_code()?;
                if c >= 255 {
                    return None;
                }
                hi |= u32::from(c) << 24;
            }
            _ => return None,
        }
    }
    if d.enc == Enc::Global && saddr_off {
        hi |= layout.flat_off << 16;
    }
    out.extend_from_slice(&lo.to_le_bytes());
    out.extend_from_slice(&hi.to_le_bytes());
    Some(maxima(line.operands.iter().filter_map(|o| match o {
        Operand::Reg(r) => Some(r),
        _ => None,
    })))
}

/// `fast::mem_operands` with the words read by [`quick`]: registers, `off` and numbers; a word
/// of another shape (or a register with a modifier, a negative number, a name other than `off`)
/// declines the line, which `fast::mem_operands` may still take. Where this answers, the
/// answer is the same (`tests::memory_like_the_fast_path`).
fn mem_operands(form: u16, rest: &str, target: &Target) -> Option<fast::MemLine> {
    use MemField as F;
    let d = crate::mem::desc(form)?;
    if !fast::mem_handled(d) || d.operands.len() > MAX_OPERANDS {
        return None;
    }
    let b = rest.as_bytes();
    let sgprs = target.layout().sgprs;
    let mut toks = [EMPTY_OP; MAX_OPERANDS];
    let mut n = 0usize;
    let mut i = 0;
    let (mut offen, mut offset) = (false, None::<&[u8]>);
    loop {
        while i < b.len() && fast::is_blank(b[i]) {
            i += 1;
        }
        let Quick::Op(t, e) = quick(b, i, sgprs) else { return None };
        if n == MAX_OPERANDS || t.neg || t.abs {
            return None;
        }
        toks[n] = t;
        n += 1;
        i = e;
        while i < b.len() && fast::is_blank(b[i]) {
            i += 1;
        }
        if i < b.len() && b[i] == b',' {
            i += 1;
            continue;
        }
        // Modifiers after the last operand: `offen` (MUBUF) before `offset:N`, each once.
        // The fast path reads them with `plain_word`, which also refuses bytes outside its
        // set; the only words taken here are `offen` and `offset:` with a number that
        // `number` reads whole, all made of such bytes, so that check is not needed.
        while i < b.len() {
            while i < b.len() && fast::is_blank(b[i]) {
                i += 1;
            }
            let s = i;
            while i < b.len() && !matches!(b[i], b' ' | b'\t' | b',') {
                i += 1;
            }
            if s == i {
                if i < b.len() {
                    return None;
                }
                break;
            }
            let w = &b[s..i];
            if w == b"offen" && d.enc == Enc::Mubuf && !offen && offset.is_none() {
                offen = true;
            } else if let Some(v) = w.strip_prefix(b"offset:")
                && offset.is_none()
                && d.enc != Enc::Smem
            {
                offset = Some(v);
            } else {
                return None;
            }
        }
        break;
    }
    if n != d.operands.len() {
        return None;
    }
    let mut m = fast::MemLine { desc: d, operands: [Operand::None; MAX_OPERANDS], offen, offset: 0 };
    if let Some(v) = offset {
        let (neg, digits) = match v.strip_prefix(b"-") {
            Some(r) => (true, r),
            None => (false, v),
        };
        // Decimal or `0x` digits only (what `parse_int` reads the same way).
        let Quick::Op(Op { val: Val::Num(crate::parse::Num::Int(x)), .. }, e) = number(digits, 0, 0, false)
        else {
            return None;
        };
        if e != digits.len() {
            return None;
        }
        let v = if neg { -x } else { x };
        let (lo, hi) = match d.enc {
            Enc::Ds => (0, 0xffff),
            Enc::Mubuf => (0, 0xfff),
            Enc::Global => (-4096, 4095),
            _ => return None,
        };
        if !(lo..=hi).contains(&v) {
            return None;
        }
        m.offset = v as i32;
    }
    let gfx90a = target.is_gfx90a();
    // The first `vaddr` and `saddr` slots (`fast::mem_operands` searches them afterwards).
    let (mut vslot, mut sslot) = (None, None);
    for (k, (od, t)) in d.operands.iter().zip(&toks[..n]).enumerate() {
        let Field::Mem(f) = od.field else { return None };
        match f {
            F::Vaddr if vslot.is_none() => vslot = Some(k),
            F::Saddr if sslot.is_none() => sslot = Some(k),
            _ => {}
        }
        // Without modifiers the core is the whole word.
        let w = t.core(b);
        let off = matches!(t.val, Val::Name) && w == b"off";
        let reg = || match t.val {
            Val::Reg(r) => Some(r),
            _ => None,
        };
        let vgpr = |width: u8| {
            let r = reg()?;
            (r.file == RegFile::Vgpr && r.count == width && !(gfx90a && r.count > 1 && r.index % 2 != 0))
                .then_some(Operand::Reg(r))
        };
        let sreg = |width: u8| {
            let r = reg()?;
            let align = u16::from(width.min(4));
            let aligned =
                !(r.index <= 101 && r.index % align != 0 || r.index > 101 && width > 1 && r.index % 2 != 0);
            (r.file == RegFile::Scalar && r.count == width && r.index < 128 && aligned)
                .then_some(Operand::Reg(r))
        };
        // A number written with digits only (`0x688`, `0`): `parse_int`'s value.
        let int = || match t.val {
            Val::Num(crate::parse::Num::Int(v))
                if w[0].is_ascii_digit() && !w.iter().any(u8::is_ascii_uppercase) =>
            {
                Some(v)
            }
            _ => None,
        };
        let op = match f {
            F::Vdst | F::Vdata | F::Data0 | F::Data1 | F::Addr => vgpr(od.width)?,
            F::Sdata => match sreg(od.width)? {
                Operand::Reg(r) if r.index >= code::M0 => return None,
                o => o,
            },
            F::Sbase => sreg(od.width)?,
            F::Srsrc => sreg(4)?,
            F::SmemOffset => {
                if let Some(v) = int() {
                    let buffer = d.operands.iter().any(|o| o.field == Field::Mem(F::Sbase) && o.width == 4);
                    let ok = if target.is_gfx9() && !buffer {
                        (-(1 << 20)..(1 << 20)).contains(&v)
                    } else {
                        (0..(1 << 20)).contains(&v)
                    };
                    if !ok {
                        return None;
                    }
                    Operand::Imm(v as u32)
                } else {
                    match sreg(1)? {
                        Operand::Reg(r) if r.index == 125 => return None,
                        o => o,
                    }
                }
            }
            F::Vaddr => {
                let width = match d.enc {
                    Enc::Mubuf => u8::from(m.offen),
                    _ => 0,
                };
                if off {
                    if width == 0 && d.enc != Enc::Mubuf { Operand::None } else { return None }
                } else if d.enc == Enc::Global {
                    let r = reg()?;
                    if !matches!(r.count, 1 | 2) {
                        return None;
                    }
                    vgpr(r.count)?
                } else if width == 0 {
                    return None;
                } else {
                    vgpr(width)?
                }
            }
            F::Saddr => {
                if off {
                    Operand::None
                } else {
                    let width = if d.enc == Enc::Global { 2 } else { 1 };
                    match sreg(width)? {
                        Operand::Reg(r)
                            if r.index == 125 || r.index == 127 || (width == 2 && r.index == code::M0) =>
                        {
                            return None;
                        }
                        o => o,
                    }
                }
            }
            F::Soffset => {
                if let Some(v) = int() {
                    if !(-16..=64).contains(&v) {
                        return None;
                    }
                    Operand::IntConst(v as i8)
                } else {
                    let r = reg()?;
                    if r.file != RegFile::Scalar
                        || r.count != 1
                        || r.index == code::LDS_DIRECT
                        || r.index == 125
                        || r.index >= 235
                    {
                        return None;
                    }
                    Operand::Reg(r)
                }
            }
            _ => return None,
        };
        m.operands[k] = op;
    }
    // GLOBAL: a 64-bit address without saddr, a 32-bit one with it.
    if let (Some(vi), Some(si)) = (vslot, sslot) {
        let bad = match (m.operands[vi], m.operands[si]) {
            (Operand::Reg(r), Operand::None) => r.count != 2,
            (Operand::Reg(r), Operand::Reg(_)) => r.count != 1,
            _ => false,
        };
        if bad || d.enc != Enc::Global {
            return None;
        }
    }
    Some(m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PlainExprs;

    /// The register maxima the assembler computes from an instruction (its operands).
    fn inst_maxima(inst: &crate::Inst) -> (u32, u32, u32) {
        maxima(inst.operands.iter().filter_map(|o| match o {
            Operand::Reg(r) => Some(r),
            _ => None,
        }))
    }

    /// Runs the lane on `text`: when it answers, `parse_inst` + `encode` must give the same
    /// bytes (and no fixup) and the same register maxima. Returns whether the lane took it.
    pub(crate) fn agree(text: &str, target: &Target) -> bool {
        let mut out = vec![0xaa];
        let lane = encode(text, target, &mut out);
        let Some(regs) = lane else {
            assert_eq!(out, [0xaa], "{text:?}: declined but wrote bytes");
            return false;
        };
        let inst = super::super::parse_general(text, target, &mut PlainExprs).unwrap_or_else(|e| {
            panic!("{text:?} on {}: lane took it, parser says {e:?}", target.processor().name)
        });
        let mut want = vec![0xaa];
        let fix = crate::encode(&inst, target, &mut want);
        assert_eq!(fix, Ok(None), "{text:?} on {}", target.processor().name);
        assert_eq!(out, want, "{text:?} on {}", target.processor().name);
        assert_eq!(regs, inst_maxima(&inst), "{text:?} on {}: register maxima", target.processor().name);
        // The lane takes a line only where the fast path does.
        assert!(fast::parse(text, target).is_some(), "{text:?}");
        true
    }

    #[test]
    fn lane_agrees() {
        for name in ["gfx900", "gfx90a", "gfx906", "gfx908", "gfx803", "gfx940", "gfx700", "gfx1030"] {
            let Ok(target) = Target::new(name) else { continue };
            let texts = fast::tests::variants(&target);
            let taken = texts.iter().filter(|t| agree(t, &target)).count();
            let fast_taken = texts.iter().filter(|t| fast::parse(t, &target).is_some()).count();
            if covers(target.generation()) {
                // The lane must take most of what the fast path takes.
                assert!(taken * 10 > fast_taken * 7, "{name}: {taken} of {fast_taken}");
            } else {
                assert_eq!(taken, 0, "{name}");
            }
        }
    }

    /// The lane's scanner makes the fast path's record of every text (or declines with it).
    #[test]
    fn scan_like_the_fast_path() {
        let val = |v: Val| match v {
            Val::Reg(r) => format!("{r:?}"),
            Val::Num(crate::parse::Num::Int(v)) => format!("int {v}"),
            Val::Num(crate::parse::Num::Float(f)) => format!("float {:x}", f.to_bits()),
            Val::Name => "name".into(),
        };
        let mut texts = Vec::new();
        for name in ["gfx900", "gfx803", "gfx90a"] {
            texts.extend(fast::tests::variants(&Target::new(name).unwrap()));
        }
        let words = [
            "v1",
            "v255",
            "v256",
            "v1000",
            "v05",
            "v0",
            "s0",
            "s101",
            "s102",
            "s105",
            "s106",
            "v[0:1]",
            "v[1:0]",
            "v[1:0]x",
            "v[0:31]",
            "v[0:32]",
            "v[00:01]",
            "v[0:1",
            "v[0:1]]",
            "s[0:3]",
            "s[100:103]",
            "s[104:105]",
            "-v1",
            "|v1|",
            "-|v1|",
            "-|v1",
            "|-v1|",
            "-vcc",
            "|vcc|",
            "-s[0:1]",
            "|v[0:1]|",
            "|v[1:0]|",
            "v1x",
            "vcc",
            "vCC",
            "v",
            "s",
            "s_x",
            "_x",
            "off",
            "0",
            "00",
            "007",
            "-0",
            "-7",
            "123456789",
            "1234567890",
            "0x",
            "0x0",
            "0xffffffff",
            "0x123456789",
            "0xABCdef",
            "-0x10",
            "1.0",
            "1.5",
            "1.05",
            "10.5",
            "-1.0",
            "0.5",
            "01.0",
            "1.",
            ".5",
            "1e3",
            "0b11",
            "10h",
            "v1,",
            "|",
            "-",
            "--1",
            "-|",
            "v1|",
            "s1.0",
            "v\"1\"",
        ];
        for (a, b) in words.iter().zip(words.iter().rev()) {
            texts.push(format!("v_add_f32 {a}, {b}, v2"));
            texts.push(format!("v_add_f32 {a},{b}"));
            texts.push(format!("v_mov_b32 {a} clamp"));
            texts.push(format!("v_mov_b32 {a}\t,  {b}  clamp  clamp"));
        }
        for name in ["gfx900", "gfx803", "gfx90a"] {
            let target = Target::new(name).unwrap();
            for t in &texts {
                let Some((m0, i)) = fast::mnemonic(t.as_bytes()) else { continue };
                let _ = m0;
                let mut a = [EMPTY_OP; MAX_OPERANDS];
                let mut b = [fast::EMPTY_TOK; MAX_OPERANDS];
                let ra = scan(t, i, &target, &mut a);
                let rb = fast::scan_alu(t, i, &target, &mut b);
                assert_eq!(ra, rb, "{t:?} on {name}");
                if let Some((n, _)) = ra {
                    let ka: Vec<_> = a[..n]
                        .iter()
                        .map(|o| {
                            (
                                String::from_utf8_lossy(o.core(t.as_bytes())).into_owned(),
                                o.neg,
                                o.abs,
                                val(o.val),
                            )
                        })
                        .collect();
                    let kb: Vec<_> =
                        b[..n].iter().map(|o| (o.core.to_string(), o.neg, o.abs, val(o.val))).collect();
                    assert_eq!(ka, kb, "{t:?} on {name}");
                }
            }
        }
    }

    /// The lane's `s_waitcnt` reader answers exactly where the fast path's does, the same.
    #[test]
    fn waitcnt_like_the_fast_path() {
        let mut texts: Vec<String> = Vec::new();
        let words = [
            "vmcnt(0)",
            "expcnt(0)",
            "lgkmcnt(0)",
            "vmcnt(15)",
            "vmcnt(16)",
            "vmcnt(63)",
            "vmcnt(64)",
            "expcnt(7)",
            "expcnt(8)",
            "lgkmcnt(15)",
            "lgkmcnt(16)",
            "lgkmcnt(31)",
            "vmcnt(00000)",
            "vmcnt(000000)",
            "vmcnt(99999)",
            "vmcnt()",
            "vmcnt(1",
            "vmcnt 1",
            "VMCNT(0)",
            "vmcnt(0)x",
            "vmcnt(-1)",
            "foo(1)",
            "&",
            "",
            "0",
            "vmcnt(0)&",
            "lgkmcnt(0)&&expcnt(1)",
        ];
        for a in words {
            for b in words {
                for sep in [" ", " & ", "&", "\t", ""] {
                    texts.push(format!(" {a}{sep}{b}"));
                    texts.push(format!(" {a}{sep}{b} & "));
                    texts.push(format!("\t{a}{sep}{b}\t"));
                }
            }
        }
        for name in ["gfx803", "gfx900", "gfx90a", "gfx940"] {
            let target = Target::new(name).unwrap();
            let cands = target.forms_named("s_waitcnt");
            let mut taken = 0;
            for t in &texts {
                let want = fast::waitcnt_imm(t, cands, &target).map(|(_, v)| v);
                assert_eq!(waitcnt(t.as_bytes(), &target), want, "{t:?} on {name}");
                taken += usize::from(want.is_some());
            }
            assert!(taken > 500, "{name}: {taken}");
        }
    }

    /// The lane's memory reader gives the fast path's operands wherever it answers.
    #[test]
    fn memory_like_the_fast_path() {
        let mut taken = 0;
        for name in ["gfx900", "gfx803", "gfx90a", "gfx908", "gfx940"] {
            let target = Target::new(name).unwrap();
            let mut texts = fast::tests::variants(&target);
            for w in
                ["0x688", "0x68A", "0", "-1", "64", "65", "s0", "s[0:1]", "vcc", "m0", "off", "v[0:1]", "glc"]
            {
                texts.push(format!("s_load_dword s1, s[2:3], {w}"));
                texts.push(format!("buffer_load_dword v1, v2, s[4:7], {w} offen offset:{w}"));
                texts.push(format!("global_load_dword v1, {w}, off offset:-{w}"));
                texts.push(format!("global_store_dword v[2:3], v1, {w}"));
                texts.push(format!("ds_write_b32 {w}, v1 offset:{w}"));
            }
            for t in &texts {
                let Some((m0, i)) = fast::mnemonic(t.as_bytes()) else { continue };
                let (cands, mem) = target.forms_and_mem_form(&t[m0..i]);
                let Some(form) = mem.filter(|_| cands.is_empty()) else { continue };
                let Some(lane) = mem_operands(form, &t[i..], &target) else { continue };
                let f =
                    fast::mem_operands(form, &t[i..], &target).unwrap_or_else(|| panic!("{t:?} on {name}"));
                assert_eq!(
                    (lane.operands, lane.offen, lane.offset),
                    (f.operands, f.offen, f.offset),
                    "{t:?} on {name}"
                );
                taken += 1;
            }
        }
        assert!(taken > 1000, "{taken}");
    }

    /// Every instruction text of LLVM 19's AMDGPU MC tests (source lines and the texts of their
    /// CHECK lines) on six GFX8/GFX9 processors: what the lane takes, the general path takes the
    /// same way.
    #[test]
    #[ignore = "needs the LLVM 19 MC corpus (../shared/tools/oracle-setup.sh); run with --ignored"]
    fn lane_agrees_on_the_llvm_corpus() {
        let dir = amdgpu_testkit::oracle::require_corpus();
        let targets: Vec<Target> = ["gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940"]
            .iter()
            .map(|n| Target::new(n).unwrap())
            .collect();
        let mut texts = std::collections::BTreeSet::new();
        for sub in ["test/MC/AMDGPU", "test/MC/Disassembler/AMDGPU"] {
            let mut files: Vec<_> =
                std::fs::read_dir(dir.join(sub)).unwrap().map(|e| e.unwrap().path()).collect();
            files.sort();
            for f in files {
                let Ok(text) = std::fs::read_to_string(&f) else { continue };
                for line in text.lines() {
                    let code = line.split("//").next().unwrap_or("").split(';').next().unwrap_or("");
                    texts.insert(code.trim().to_string());
                    // `// GFX9: v_mov_b32_e32 v1, v2 ; encoding: [...]`
                    if let Some((_, rest)) = line.split_once(": ") {
                        texts.insert(rest.split(" ;").next().unwrap_or("").trim().to_string());
                    }
                }
            }
        }
        let (mut taken, mut sig) = (0, 0);
        for t in &texts {
            for target in &targets {
                taken += usize::from(agree(t, target));
                sig += usize::from(sig_agrees(t, target));
            }
        }
        eprintln!("lane: {taken} of {} texts x {} processors", texts.len(), targets.len());
        eprintln!("signature tier: {sig} (each the generic lane's bytes)");
        assert!(taken > 5000, "{taken} of {} texts x {} processors", texts.len(), targets.len());
    }

    /// The signature tier alone on `text`: `Some((bytes, maxima))` when it takes the line.
    fn sig_only(text: &str, target: &Target) -> Option<(Vec<u8>, (u32, u32, u32))> {
        let b = text.as_bytes();
        let (m0, i) = fast::mnemonic(b)?;
        let (cands, forms, _, msig) = target.lane_forms(b, m0, i);
        let mut out = vec![0xaa];
        let r = if cands.is_empty() {
            sig::memory(msig?, b, i, target, &mut out)
        } else {
            let f = forms.first().filter(|f| f.sig != 0)?;
            sig::alu(f, b, i, target, &mut out)
        };
        let r = r.map(|(end, regs)| {
            assert_eq!(end, b.len(), "{text:?}");
            regs
        });
        if r.is_none() {
            assert_eq!(out, [0xaa], "{text:?}: declined but wrote bytes");
        }
        r.map(|regs| (out, regs))
    }

    /// What the signature tier takes, the generic lane takes the same (bytes and maxima).
    /// Returns whether the signature tier took it.
    pub(crate) fn sig_agrees(text: &str, target: &Target) -> bool {
        let Some((bytes, regs)) = sig_only(text, target) else { return false };
        let mut out = vec![0xaa];
        let generic = encode_tiers(text, target, &mut out, false);
        let name = target.processor().name;
        assert_eq!(generic, Some(regs), "{text:?} on {name}: signature tier took it, generic lane says");
        assert_eq!(out, bytes, "{text:?} on {name}");
        true
    }

    /// Lines each check of the signature readers exists for: each must be declined by the
    /// signature tier (and give what the generic lane gives where it takes them).
    const SIG_HOSTILE: &[&str] = &[
        "s_and_b64 s[3:4], exec, vcc",
        "s_and_b64 s[2:3], s[5:6], vcc",
        "s_and_b64 s[2:3], s[4:6], vcc",
        "s_and_b64 s[2:2], exec, vcc",
        "s_and_b64 s[124:125], exec, vcc",
        "s_and_b64 s[2:3], m0, vcc",
        "s_and_b64 s[2:3], exec, s[100:101]",
        "s_and_b64 s[2:3], exec, s[101:102]",
        "s_mov_b64 s[2:3], s[0:1]x",
        "v_add_u32_e32 v256, s12, v0",
        "v_add_u32_e32 v2, s12, v256",
        "v_add_u32_e32 v2, v300, v0",
        "v_add_u32_e32 v02, s12, v0",
        "v_add_u32_e32 v2, s102, v0",
        "v_add_u32_e32 v2, s105, v0",
        "v_add_u32_e32 v2, s12, s0",
        "v_add_u32_e32 v2, -v1, v0",
        "v_add_u32_e32 v2, |v1|, v0",
        "v_add_u32_e32 v2, s12, v0 clamp",
        "v_add_u32_e32 v2, s12, v0, v1",
        "v_add_u32_e32 v2, s12",
        "v_add_u32_e32 v2,, s12, v0",
        "v_add_u32_e32 v2, vcc_lo, v0",
        "s_add_u32 s102, s1, s2",
        "s_add_u32 s1, s102, s2",
        "s_add_u32 s1, 0x1234, 0x5678",
        "s_add_u32 s1, 0x1234, 0x1234",
        "s_add_u32 s1, v1, s2",
        "s_add_u32 s125, s1, s2",
        "s_add_u32 m0, s1, s2",
        "s_add_u32 s1, s2, 1.0",
        "s_add_u32 s1, s2, 0.15915494",
        "s_mov_b32 s1, s2 clamp",
        "s_mov_b32 s1, -s2",
        "v_fma_f32 v1, v2, s3, 0x12345",
        "v_fma_f32 v1, v2, s3, s4",
        "v_fma_f32 v1, v2, s3, s3",
        "v_fma_f32 v1, -2, v3, v4",
        "v_fma_f32 v1, -|v2|, |s3|, -v4 clamp",
        "v_fma_f32 v1, -|v2, s3, v4",
        "v_fma_f32 v1, |v2, s3, v4",
        "v_fma_f32 v1, -|2|, s3, v4",
        "v_fma_f32 v1, v2, s3, v4 clamp clamp",
        "v_fma_f32 v1, v2, s3, v4 clam",
        "v_fma_f32 v1, v2, s3, 0.15915494",
        "v_mov_b32_e32 v1, 0x12345678",
        "v_mov_b32_e32 v1, 0.5",
        "v_mov_b32_e32 v1, -0.5",
        "v_mov_b32_e32 v1, 1.5",
        "v_mov_b32_e32 v1, -17",
        "v_mov_b32_e32 v1, -16",
        "v_mov_b32_e32 v1, 65",
        "v_cndmask_b32_e32 v7, s1, v108, vcc",
        "v_cndmask_b32_e32 v7, 0x1234, v108, vcc",
        "v_cndmask_b32_e32 v7, v1, v108, vcc_lo",
        "v_cndmask_b32_e32 v7, v1, v108, VCC",
        "v_add_co_u32_e32 v2, vcc, 0x5678, v2",
        "v_add_co_u32_e32 v2, exec, s26, v2",
        "v_cmp_lt_f32_e32 vcc, s1, v2",
        "v_cmp_lt_f32_e32 vcc, v1, s2",
        "v_cmp_lt_f32_e64 s[2:3], v1, s2",
        "v_cmp_lt_f32_e64 vcc, s1, s2",
        "v_cmp_lt_f32_e64 s[3:4], v1, s2",
        "v_cmp_lt_f32_e64 s[2:3], v1, 0x1234",
        "v_mul_f32_e64 v10, -v80, |v61| clamp",
        "v_mul_f32_e64 v10, -v80 , |v61|  clamp ",
        "v_mul_f32_e64 v10,-v80,|v61|",
        "v_mul_f32_e64 v10, --v80, |v61|",
        "v_mul_f32_e64 v10, -v80, ||v61||",
        "v_mul_f32_e64 v10, -v80, |v61|x",
        "v_mul_f32_e64 v10, v80, v61\tclamp",
        "global_load_dword v1, v[3:4], off offset:8",
        "global_load_dword v1, v[2:3], off offset:4096",
        "global_load_dword v1, v[2:3], off offset:-4096",
        "global_load_dword v1, v[2:3], s[4:5] offset:8",
        "global_load_dword v1, v2, off",
        "global_load_dword v1, v[2:4], off",
        "global_store_dword v[2:3], v256, off",
        "buffer_load_dword v1, v2, s[4:7], 0 offen offset:4096",
        "buffer_load_dword v1, v2, s[5:8], 0 offen offset:8",
        "buffer_load_dword v1, v2, s[4:7], 0 offset:8",
        "buffer_load_dword v1, v2, s[4:7], 65 offen",
        "buffer_load_dword v1, v2, s[4:7], s102 offen",
        "buffer_load_dword v1, v2, s[4:7], s3 offen offset:4095",
        "buffer_load_dword v1, v2, s[4:7], 0 offset:8 offen",
        "buffer_load_dword v1, v2, s[4:7], 0 offen offen",
        "ds_read_b32 v1, v2 offset:65536",
        "ds_read_b32 v1, v2 offset:65535",
        "ds_read_b32 v1, v2 offset:-1",
        "ds_read_b32 v256, v2",
        "ds_write_b32 v1, v2 offset:8, v3",
        "s_load_dword s1, s[3:4], 0x10",
        "s_load_dword m0, s[2:3], 0x10",
        "s_load_dword s1, s[2:3], 0x100000",
        "s_load_dword s1, s[2:3], 0xfffff",
        "s_load_dwordx4 s[2:5], s[2:3], 0x10",
        "s_load_dwordx4 s[4:7], s[2:3], 0x1A",
        "s_load_dword s1, s[2:3], 0x10 offset:4",
    ];

    #[test]
    fn sig_agrees_with_the_generic_lane() {
        let src = include_str!("../../../amdgpu-bench/fixtures/bench-20000.s");
        for name in ["gfx900", "gfx803", "gfx90a", "gfx906", "gfx908", "gfx940"] {
            let target = Target::new(name).unwrap();
            let mut texts = fast::tests::variants(&target);
            texts.extend(
                src.lines().filter(|l| l.starts_with('\t') && !l.starts_with("\t.")).map(String::from),
            );
            texts.extend(SIG_HOSTILE.iter().map(|t| t.to_string()));
            let taken = texts.iter().filter(|t| sig_agrees(t, &target)).count();
            // Most of the ALU lines of the mix and the variants.
            assert!(taken > 10_000, "{name}: {taken} of {}", texts.len());
        }
    }

    /// Each hostile line is declined by the signature tier where its check says so; the
    /// valid ones are taken (the readers are not simply declining everything).
    #[test]
    fn sig_declines_what_its_checks_refuse() {
        let target = Target::new("gfx900").unwrap();
        let taken: Vec<&str> = SIG_HOSTILE.iter().copied().filter(|t| sig_agrees(t, &target)).collect();
        // On gfx90a a VGPR pair starts even.
        let gfx90a = Target::new("gfx90a").unwrap();
        assert!(!sig_agrees("global_load_dword v1, v[3:4], off offset:8", &gfx90a));
        assert!(sig_agrees("global_load_dword v1, v[2:3], off offset:8", &gfx90a));
        assert_eq!(
            taken,
            [
                "s_and_b64 s[2:3], exec, s[100:101]",
                "s_add_u32 s1, 0x1234, 0x1234",
                "s_add_u32 m0, s1, s2",
                "s_add_u32 s1, s2, 1.0",
                "v_fma_f32 v1, v2, s3, s3",
                "v_fma_f32 v1, -2, v3, v4",
                "v_fma_f32 v1, -|v2|, |s3|, -v4 clamp",
                "v_mov_b32_e32 v1, 0x12345678",
                "v_mov_b32_e32 v1, 0.5",
                "v_mov_b32_e32 v1, 1.5",
                "v_mov_b32_e32 v1, -17",
                "v_mov_b32_e32 v1, -16",
                "v_mov_b32_e32 v1, 65",
                "v_add_co_u32_e32 v2, vcc, 0x5678, v2",
                "v_cmp_lt_f32_e32 vcc, s1, v2",
                "v_cmp_lt_f32_e64 s[2:3], v1, s2",
                "v_mul_f32_e64 v10, -v80, |v61| clamp",
                "v_mul_f32_e64 v10, -v80 , |v61|  clamp ",
                "v_mul_f32_e64 v10,-v80,|v61|",
                "v_mul_f32_e64 v10, v80, v61\tclamp",
                "global_load_dword v1, v[3:4], off offset:8",
                "global_load_dword v1, v[2:3], off offset:-4096",
                "buffer_load_dword v1, v2, s[4:7], s3 offen offset:4095",
                "ds_read_b32 v1, v2 offset:65535",
                "s_load_dword s1, s[2:3], 0xfffff",
            ]
        );
    }

    /// `encode_line` inside a longer text gives what `encode` gives for the trimmed line,
    /// and the line's end; on the bench mix it takes every line the signature tier takes.
    /// `branch_to_name` says yes to branches to `.`-names and to nothing else, and every text
    /// it says yes to is one `encode` and the fast path decline (the caller skips them).
    #[test]
    fn branch_to_name_only_where_encode_declines() {
        let yes = [
            "s_cbranch_scc0 .LBB0_1",
            "s_branch .LBB0_1\n",
            "s_branch\t.L_x \n",
            "s_cbranch_execz .Lfoo+4",
            "s_cbranch_vccnz ._a - 8\r\n",
            "s_branch .a, 1",
        ];
        let no = [
            "s_branch 4",
            "s_branch .",
            "s_branch .1",
            "s_branch 1f",
            "s_branch LBB0_1",
            "s_nop .LBB0_1",
            "v_mov_b32 v1, .L",
            "s_waitcnt .L",
            "s_branch:",
            " s_branch .L",
            "s_endpgm .L",
        ];
        for name in ["gfx803", "gfx900", "gfx90a", "gfx1030"] {
            let t = Target::new(name).unwrap();
            for text in yes {
                assert!(branch_to_name(text, 0, &t), "{name} {text:?}");
                let line = text.trim_end();
                let mut out = vec![];
                assert_eq!(encode(line, &t, &mut out), None, "{name} {text:?}");
                assert!(crate::parse::parse_inst_fast(line, &t).is_none(), "{name} {text:?}");
                let inner = format!("\t{text}\n");
                assert!(branch_to_name(&inner, 1, &t), "{name} {text:?}");
            }
            for text in no {
                assert!(!branch_to_name(text, 0, &t), "{name} {text:?}");
            }
        }
    }

    #[test]
    fn line_like_the_lane() {
        let src = include_str!("../../../amdgpu-bench/fixtures/bench-20000.s");
        let mut taken = 0;
        for name in ["gfx900", "gfx90a", "gfx803"] {
            let target = Target::new(name).unwrap();
            let mut texts = fast::tests::variants(&target);
            texts.extend(
                src.lines().filter(|l| l.starts_with('\t') && !l.starts_with("\t.")).map(String::from),
            );
            texts.extend(SIG_HOSTILE.iter().map(|t| t.to_string()));
            for (k, t) in texts.iter().enumerate() {
                let t = t.trim_start();
                let tail = ["\n", "  \n", "\r\n", "\nv_nop\n", "", " \t", "\x0b\n", "\t\n\n"][k % 8];
                let text = format!("\t{t}{tail}");
                let mut out = vec![0xaa];
                let Some((end, regs)) = encode_line(&text, 1, &target, &mut out) else {
                    assert_eq!(out, [0xaa], "{text:?}: declined but wrote bytes");
                    continue;
                };
                let nl = text[1..].find('\n').map_or(text.len(), |i| i + 1);
                assert_eq!(end, nl, "{text:?} on {name}");
                let line = text[1..nl].trim_end_matches(|c: char| c.is_ascii_whitespace() || c == '\x0b');
                let mut want = vec![0xaa];
                assert_eq!(encode(line, &target, &mut want), Some(regs), "{text:?} on {name}");
                assert_eq!(out, want, "{text:?} on {name}");
                taken += 1;
            }
        }
        assert!(taken > 20_000, "{taken}");
        // The mix's lines in one text: every one the lane takes, `encode_line` takes in one pass
        // but for the branches (and the line after a label).
        let target = Target::new("gfx900").unwrap();
        let (mut lines, mut one_pass) = (0, 0);
        let mut at = 0;
        while at < src.len() {
            let nl = src[at..].find('\n').map_or(src.len(), |i| at + i);
            let s = at + src[at..nl].len() - src[at..nl].trim_start().len();
            if src[s..nl].starts_with(|c: char| c.is_ascii_lowercase()) && !src[s..nl].ends_with(':') {
                lines += 1;
                let mut out = Vec::new();
                if let Some((end, _)) = encode_line(src, s, &target, &mut out) {
                    assert_eq!(end, nl);
                    one_pass += 1;
                }
            }
            at = nl + 1;
        }
        assert!(one_pass * 100 > lines * 97, "{one_pass} of {lines}");
    }

    #[test]
    fn lane_takes_the_bench_mix() {
        let target = Target::new("gfx900").unwrap();
        let src = include_str!("../../../amdgpu-bench/fixtures/bench-20000.s");
        let mut lines = 0;
        let mut taken = 0;
        for line in src.lines().filter(|l| l.starts_with('\t') && !l.starts_with("\t.")) {
            lines += 1;
            taken += usize::from(agree(line, &target));
        }
        // Everything but the branches to labels.
        assert!(taken * 100 > lines * 97, "{taken} of {lines}");
    }
}
