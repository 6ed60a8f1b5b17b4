//! The lane's first tier: one reader per operand signature.
//!
//! When a [`Target`] is built, every prepared ALU [`Form`] gets a signature code
//! ([`classify`]): the sequence of its slots' reader kinds (a VGPR field, a VALU source, a scalar
//! destination or source of one or two registers, the implicit `vcc`), four bits per slot, and a
//! bit for VOP3. A line whose spelling's first form has a signature is read by that
//! signature's reader ([`run`], one copy per signature: the slot kinds are constants there, so
//! the loop over the slots unrolls into straight-line code): each operand is read straight
//! into its field as the line is scanned (`v<n>` -> `n` or `256 + n` at the slot's shift, a
//! number through the same `constant` the general parser uses), with the register maxima
//! raised as the numbers are placed, and no record of operands in between.
//!
//! The reader accepts only a subset of what the generic lane's first form accepts (a modifier
//! it does not expect, a name where a register number is expected, a second literal, an
//! out-of-range or misaligned register, an unusual blank: it declines, and the line goes to the
//! generic lane, then the fast path and the general parser). The generic lane takes the first
//! form that fits, so on what this tier takes both give the same bytes and maxima by
//! construction; `tests::sig_agrees_with_the_generic_lane` checks it on every line both take.
//!
//! Memory lines have their own readers ([`memory`]): the operands of the spelling's single
//! memory form are placed while they are read, from a [`MemSig`] prepared with the target.

use super::{Form, Kind, Op, Quick, number_in};
use crate::layout::Layout;
use crate::mem::MemField;
use crate::operand::{FloatConst, Operand, code};
use crate::table::{Enc, Field, Ty, accept};
use crate::target::Target;

/// Slot reader kinds (four bits each in a signature code).
const END: u32 = 0;
/// A VGPR in an 8-bit field (`vdst` of a VALU form, `vsrc1`), one register.
const VD: u32 = 1;
/// A 32-bit VALU source (`src0`..`src2`): a VGPR, an SGPR, a constant, a literal.
const SRC: u32 = 2;
/// A scalar destination of one register.
const SD: u32 = 3;
/// A scalar destination of two registers.
const SD2: u32 = 4;
/// A 32-bit SALU source.
const SS: u32 = 5;
/// A 64-bit SALU source.
const SS2: u32 = 6;
/// The implicit `vcc` (written, not encoded).
const VCC: u32 = 7;
/// The form is VOP3 (two dwords, modifiers, no literal).
const VOP3: u32 = 1 << 31;
/// The most slots a signature has.
const MAX_SLOTS: usize = 6;

/// The signature code of `kinds`.
const fn sig(kinds: &[u32], vop3: bool) -> u32 {
    let mut s = 0;
    let mut k = 0;
    while k < kinds.len() {
        s |= kinds[k] << (4 * k);
        k += 1;
    }
    if vop3 { s | VOP3 } else { s }
}

const VOP1: u32 = sig(&[VD, SRC], false);
const VOP2: u32 = sig(&[VD, SRC, VD], false);
const VOP2_VCC_IN: u32 = sig(&[VD, SRC, VD, VCC], false);
const VOP2_CARRY: u32 = sig(&[VD, VCC, SRC, VD], false);
const VOP2_CARRY_IN: u32 = sig(&[VD, VCC, SRC, VD, VCC], false);
const VOPC: u32 = sig(&[VCC, SRC, VD], false);
const VOP3_1: u32 = sig(&[VD, SRC], true);
const VOP3_2: u32 = sig(&[VD, SRC, SRC], true);
const VOP3_3: u32 = sig(&[VD, SRC, SRC, SRC], true);
const VOP3_CMP: u32 = sig(&[SD2, SRC, SRC], true);
const SOP1: u32 = sig(&[SD, SS], false);
const SOP1_64: u32 = sig(&[SD2, SS2], false);
const SOP2: u32 = sig(&[SD, SS, SS], false);
const SOP2_64: u32 = sig(&[SD2, SS2, SS2], false);
const SOP2_64_32: u32 = sig(&[SD2, SS2, SS], false);
const SOPC: u32 = sig(&[SS, SS], false);

/// The number of slots of signature `s`.
const fn slots(s: u32) -> usize {
    let mut n = 0;
    while n < MAX_SLOTS && (s >> (4 * n)) & 15 != END {
        n += 1;
    }
    n
}

/// The signatures with a reader.
const SIGS: [u32; 16] = [
    VOP1,
    VOP2,
    VOP2_VCC_IN,
    VOP2_CARRY,
    VOP2_CARRY_IN,
    VOPC,
    VOP3_1,
    VOP3_2,
    VOP3_3,
    VOP3_CMP,
    SOP1,
    SOP1_64,
    SOP2,
    SOP2_64,
    SOP2_64_32,
    SOPC,
];

/// The signature code of a prepared form, 0 when no reader of this tier fits it.
pub(super) fn classify(f: &Form) -> u32 {
    let n = usize::from(f.n);
    if !f.ok || n > MAX_SLOTS {
        return 0;
    }
    let mut s = 0;
    for (k, slot) in f.slots[..n].iter().enumerate() {
        let one = slot.width == 1;
        let r = match slot.kind {
            Kind::VdstV | Kind::Vsrc1 if one => VD,
            Kind::Src if one && slot.ty == Ty::B32 && !slot.f64_op => SRC,
            Kind::Sdst if one => SD,
            Kind::Sdst if slot.width == 2 => SD2,
            Kind::Ssrc if one && slot.ty == Ty::B32 => SS,
            Kind::Ssrc if slot.width == 2 && slot.ty == Ty::B64 => SS2,
            Kind::Implicit if f.implicit == "vcc" => VCC,
            _ => return 0,
        };
        s |= r << (4 * k);
    }
    if f.vop3 {
        s |= VOP3;
    }
    if SIGS.contains(&s) { s } else { 0 }
}

/// The reader of `f`'s signature on the operands of `b` from `i` (after the mnemonic).
#[inline]
pub(super) fn alu(
    f: &Form,
    b: &[u8],
    i: usize,
    target: &Target,
    out: &mut Vec<u8>,
) -> Option<(usize, (u32, u32, u32))> {
    match f.sig {
        VOP1 => run::<VOP1>(f, b, i, target, out),
        VOP2 => run::<VOP2>(f, b, i, target, out),
        VOP2_VCC_IN => run::<VOP2_VCC_IN>(f, b, i, target, out),
        VOP2_CARRY => run::<VOP2_CARRY>(f, b, i, target, out),
        VOP2_CARRY_IN => run::<VOP2_CARRY_IN>(f, b, i, target, out),
        VOPC => run::<VOPC>(f, b, i, target, out),
        VOP3_1 => run::<VOP3_1>(f, b, i, target, out),
        VOP3_2 => run::<VOP3_2>(f, b, i, target, out),
        VOP3_3 => run::<VOP3_3>(f, b, i, target, out),
        VOP3_CMP => run::<VOP3_CMP>(f, b, i, target, out),
        SOP1 => run::<SOP1>(f, b, i, target, out),
        SOP1_64 => run::<SOP1_64>(f, b, i, target, out),
        SOP2 => run::<SOP2>(f, b, i, target, out),
        SOP2_64 => run::<SOP2_64>(f, b, i, target, out),
        SOP2_64_32 => run::<SOP2_64_32>(f, b, i, target, out),
        SOPC => run::<SOPC>(f, b, i, target, out),
        _ => None,
    }
}

/// True at the end of an operand word (the generic lane's `word_end`, and a line's `\n`).
#[inline(always)]
fn is_end(b: &[u8], i: usize) -> bool {
    b.get(i).is_none_or(|&c| STOPS[usize::from(c)])
}

/// The bytes that end an operand word: blanks, `,` and `\n`.
static STOPS: [bool; 256] = {
    let mut t = [false; 256];
    t[b' ' as usize] = true;
    t[b'\t' as usize] = true;
    t[b',' as usize] = true;
    t[b'\n' as usize] = true;
    t
};

/// True at the end of the line (the text's end or a `\n`).
#[inline(always)]
fn eol(b: &[u8], i: usize) -> bool {
    i >= b.len() || b[i] == b'\n'
}

/// A number at `i` (a `-` and digits, or digits), read by the lane's number reader.
#[inline(always)]
fn number(b: &[u8], i: usize) -> Quick {
    if b.get(i) == Some(&b'-') { number_in(b, i, i + 1, true, true) } else { number_in(b, i, i, false, true) }
}

/// The index of the first byte at or after `i` that is not a blank.
#[inline(always)]
fn blanks(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && matches!(b[i], b' ' | b'\t') {
        i += 1;
    }
    i
}

/// The decimal digit at `i`, or a value above 9.
#[inline(always)]
fn digit(b: &[u8], i: usize) -> u32 {
    b.get(i).map_or(10, |&c| u32::from(c.wrapping_sub(b'0')))
}

/// One to three decimal digits at `i` without a leading zero (`0` itself is fine), followed by
/// `stop` (a word end when `None`): the number and the index after the digits.
#[inline(always)]
fn num3(b: &[u8], i: usize, stop: Option<u8>) -> Option<(u32, usize)> {
    let ends = |j: usize| match stop {
        None => is_end(b, j),
        Some(c) => b.get(j) == Some(&c),
    };
    let d0 = digit(b, i);
    if d0 > 9 {
        return None;
    }
    let d1 = digit(b, i + 1);
    if d1 > 9 {
        return ends(i + 1).then_some((d0, i + 1));
    }
    if d0 == 0 {
        return None;
    }
    let d2 = digit(b, i + 2);
    if d2 > 9 {
        return ends(i + 2).then_some((d0 * 10 + d1, i + 2));
    }
    ends(i + 3).then_some((d0 * 100 + d1 * 10 + d2, i + 3))
}

/// `[a:z]` at `i` followed by a word end: `(a, count, end)`.
#[inline(always)]
fn range(b: &[u8], i: usize) -> Option<(u32, u32, usize)> {
    if b.get(i) != Some(&b'[') {
        return None;
    }
    let (a, j) = num3(b, i + 1, Some(b':'))?;
    let (z, k) = num3(b, j + 1, Some(b']'))?;
    if z < a || !is_end(b, k + 1) {
        return None;
    }
    Some((a, z - a + 1, k + 1))
}

/// `v<n>` at `i` (n < 256): `(n, end)`.
#[inline(always)]
fn vgpr(b: &[u8], i: usize) -> Option<(u32, usize)> {
    if b.get(i) != Some(&b'v') {
        return None;
    }
    let (n, e) = num3(b, i + 1, None)?;
    (n < 256).then_some((n, e))
}

/// A VGPR list of `width` registers at `i` (`v<n>` for one, `v[a:z]` for more; GFX90A's
/// even start for more than one): `(first, end)`.
#[inline(always)]
fn vgprs(b: &[u8], i: usize, width: u8, gfx90a: bool) -> Option<(u32, usize)> {
    if width == 1 {
        return vgpr(b, i);
    }
    if b.get(i) != Some(&b'v') {
        return None;
    }
    let (a, count, e) = range(b, i + 1)?;
    let ok = count == u32::from(width) && a + count <= 256 && !(gfx90a && a % 2 != 0);
    ok.then_some((a, e))
}

/// A scalar register of `width` at `i`, numbered (`s<n>`, `s[a:z]`, within the processor's
/// `sgprs`) or, when `names`, one of the names `Target::named_reg` knows (index below 128):
/// `(code, end)`, with the general parser's checks of a scalar operand (not 125, not `m0`
/// as a pair, a pair or quad aligned); `dst` also wants a code below 128.
#[inline(always)]
fn sreg(b: &[u8], i: usize, width: u8, names: bool, target: &Target) -> Option<(u32, usize)> {
    let sgprs = u32::from(target.layout().sgprs);
    let (index, count, e) = match (b.get(i), b.get(i + 1)) {
        (Some(b's'), Some(b'0'..=b'9')) => {
            let (n, e) = num3(b, i + 1, None)?;
            if n >= sgprs {
                return None;
            }
            (n, 1, e)
        }
        (Some(b's'), Some(b'[')) => {
            let (a, count, e) = range(b, i + 1)?;
            if a + count > sgprs {
                return None;
            }
            (a, count, e)
        }
        (Some(b'a'..=b'z'), _) if names => {
            let mut e = i;
            while e < b.len() && (b[e].is_ascii_lowercase() || b[e].is_ascii_digit() || b[e] == b'_') {
                e += 1;
            }
            if !is_end(b, e) {
                return None;
            }
            let r = target.named_reg(b, i, e)??;
            if r.file != crate::operand::RegFile::Scalar || r.index >= 128 {
                return None;
            }
            (u32::from(r.index), u32::from(r.count), e)
        }
        _ => return None,
    };
    if count != u32::from(width) || index == 125 || (index == u32::from(code::M0) && count > 1) {
        return None;
    }
    if count > 1 {
        let aligned = if index <= 101 { index % count.min(4) == 0 } else { index % 2 == 0 };
        if !aligned {
            return None;
        }
    }
    Some((index, e))
}

/// Raises the SGPR maximum for `count` registers from `index` (s0..s105 count).
#[inline(always)]
fn bump_s(m: &mut u32, index: u32, count: u32) {
    if index <= 105 {
        *m = (*m).max(index + count);
    }
}

/// The distinct constant-bus reads of a VALU line (`constant_bus_violation`'s keys:
/// register code and count, `LITERAL` and width).
struct Bus {
    keys: [u32; 4],
    n: usize,
}

impl Bus {
    #[inline(always)]
    fn add(&mut self, key: u32) {
        if !self.keys[..self.n].contains(&key) && self.n < self.keys.len() {
            self.keys[self.n] = key;
            self.n += 1;
        }
    }
}

/// A number at `i` (digits, `-` and digits, `0x`, `1.0`) in a slot of 32 bits: its operand.
#[inline(always)]
fn constant_at(b: &[u8], i: usize, target: &Target) -> Option<(Operand, usize)> {
    let Quick::Op(Op { val: super::Val::Num(v), .. }, e) = number(b, i) else { return None };
    let op = crate::parse::constant(v, Ty::B32, false)?;
    if matches!(op, Operand::FloatConst(FloatConst::InvTwoPi)) && !target.layout().inv_2pi {
        return None;
    }
    Some((op, e))
}

/// The reader of signature `S` (see [`classify`]).
#[inline(always)]
fn run<const S: u32>(
    f: &Form,
    b: &[u8],
    mut i: usize,
    target: &Target,
    out: &mut Vec<u8>,
) -> Option<(usize, (u32, u32, u32))> {
    let vop3 = S & VOP3 != 0;
    let (mut lo, mut hi) = (f.lo, f.hi);
    let (mut mv, mut ms) = (0u32, 0u32);
    let (mut neg, mut abs) = (0u32, 0u32);
    let mut literal: Option<u32> = None;
    let mut bus = Bus { keys: [0; 4], n: 0 };
    if let Some((r, c)) = f.implicit_read {
        bus.add(u32::from(r) << 8 | u32::from(c));
    }
    // The slots, unrolled: `kind` is a constant in each copy, so each `match` folds to its arm.
    macro_rules! slot {
        ($k:expr) => {{
            let k: usize = $k;
            let kind = (S >> (4 * k)) & 15;
            if kind != END {
                if k > 0 {
                    // `, ` is the usual separator.
                    if b.get(i..i + 2) == Some(b", ") {
                        i += 2;
                    } else {
                        i = blanks(b, i);
                        if b.get(i) != Some(&b',') {
                            return None;
                        }
                        i += 1;
                    }
                }
                i = blanks(b, i);
                let s = &f.slots[k];
                let code = match kind {
                    VD => {
                        let (n, e) = vgpr(b, i)?;
                        i = e;
                        mv = mv.max(n + 1);
                        n
                    }
                    SRC => {
                        let c = *b.get(i)?;
                        let modified = c == b'|' || (c == b'-' && digit(b, i + 1) > 9);
                        if modified {
                            // `-r`, `|r|`, `-|r|` on a register source of a VOP3 form that takes them.
                            let bit = 1u32 << s.k;
                            let n = c == b'-';
                            i += usize::from(n);
                            let a = b.get(i) == Some(&b'|');
                            i += usize::from(a);
                            if !vop3
                                || (n && u32::from(f.neg_ok) & bit == 0)
                                || (a && u32::from(f.abs_ok) & bit == 0)
                            {
                                return None;
                            }
                            neg |= if n { bit } else { 0 };
                            abs |= if a { bit } else { 0 };
                            // The register and its end, with `|` before the word end.
                            let e0 = match b.get(i) {
                                Some(b'v') => {
                                    let d = b.get(i + 1..)?;
                                    let len = d.iter().take_while(|c| c.is_ascii_digit()).count();
                                    i + 1 + len
                                }
                                Some(b's') => {
                                    let d = b.get(i + 1..)?;
                                    let len = d.iter().take_while(|c| c.is_ascii_digit()).count();
                                    i + 1 + len
                                }
                                _ => return None,
                            };
                            if a && b.get(e0) != Some(&b'|') {
                                return None;
                            }
                            let word = b.get(..e0)?;
                            let e = e0 + usize::from(a);
                            if !is_end(b, e) {
                                return None;
                            }
                            let code = if word[i] == b'v' {
                                let (n, _) = vgpr(word, i)?;
                                if s.accept & accept::VGPR == 0 {
                                    return None;
                                }
                                mv = mv.max(n + 1);
                                256 + n
                            } else {
                                let (n, _) = sreg(word, i, 1, false, target)?;
                                if s.accept & accept::SGPR == 0 {
                                    return None;
                                }
                                bus.add(n << 8 | 1);
                                bump_s(&mut ms, n, 1);
                                n
                            };
                            i = e;
                            code
                        } else if c == b'v' {
                            let (n, e) = vgpr(b, i)?;
                            if s.accept & accept::VGPR == 0 {
                                return None;
                            }
                            i = e;
                            mv = mv.max(n + 1);
                            256 + n
                        } else if c == b's' {
                            let (n, e) = sreg(b, i, 1, false, target)?;
                            if s.accept & accept::SGPR == 0 {
                                return None;
                            }
                            i = e;
                            bus.add(n << 8 | 1);
                            bump_s(&mut ms, n, 1);
                            n
                        } else {
                            if s.accept & accept::CONST == 0 {
                                return None;
                            }
                            let (op, e) = constant_at(b, i, target)?;
                            i = e;
                            if let Operand::Literal(v) = op {
                                if vop3 || literal.is_some_and(|l| l != v) {
                                    return None;
                                }
                                literal = Some(v);
                                bus.add(u32::from(code::LITERAL) << 8);
                            }
                            u32::from(op.src_code()?)
                        }
                    }
                    SD | SD2 => {
                        let width = if kind == SD { 1 } else { 2 };
                        let (n, e) = sreg(b, i, width, true, target)?;
                        i = e;
                        bump_s(&mut ms, n, u32::from(width));
                        n
                    }
                    SS | SS2 => {
                        let width = if kind == SS { 1 } else { 2 };
                        match b.get(i) {
                            Some(b'0'..=b'9' | b'-') => {
                                if s.accept & accept::CONST == 0 {
                                    return None;
                                }
                                let Quick::Op(Op { val: super::Val::Num(v), .. }, e) = number(b, i) else {
                                    return None;
                                };
                                let op = crate::parse::constant(v, s.ty, false)?;
                                if matches!(op, Operand::FloatConst(FloatConst::InvTwoPi))
                                    && !target.layout().inv_2pi
                                {
                                    return None;
                                }
                                i = e;
                                if let Operand::Literal(v) = op {
                                    if literal.is_some_and(|l| l != v) {
                                        return None;
                                    }
                                    literal = Some(v);
                                }
                                u32::from(op.src_code()?)
                            }
                            _ => {
                                let (n, e) = sreg(b, i, width, true, target)?;
                                if s.accept & accept::SGPR == 0 {
                                    return None;
                                }
                                i = e;
                                bump_s(&mut ms, n, u32::from(width));
                                n
                            }
                        }
                    }
                    VCC => {
                        if b.get(i..i + 3) != Some(b"vcc") || !is_end(b, i + 3) {
                            return None;
                        }
                        i += 3;
                        0
                    }
                    _ => return None,
                };
                if kind != VCC {
                    let v = (code & u32::from(s.mask)) << s.shift;
                    if s.hi {
                        hi |= v;
                    } else {
                        lo |= v;
                    }
                }
            }
        }};
    }
    slot!(0);
    slot!(1);
    slot!(2);
    slot!(3);
    slot!(4);
    slot!(5);
    if usize::from(f.n) != slots(S) {
        return None;
    }
    // After the operands: nothing, or `clamp` where the form takes it.
    i = blanks(b, i);
    let mut clamp = false;
    if !eol(b, i) {
        if !f.clamp_ok || b.get(i..i + 5) != Some(b"clamp") {
            return None;
        }
        i = blanks(b, i + 5);
        if !eol(b, i) {
            return None;
        }
        clamp = true;
    }
    if f.bus && bus.n > usize::from(f.bus_limit) {
        return None;
    }
    if vop3 {
        lo |= abs << 8 | if clamp { f.clamp_bit } else { 0 };
        hi |= neg << 29;
    }
    super::push_dwords(out, lo, vop3.then_some(hi), literal);
    Some((i, (mv, ms, 0)))
}

/// Memory slot reader kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum M {
    /// A VGPR list into the second dword at `shift` (`vdst`, `vdata`, `data0`, `data1`, `addr`).
    V,
    /// SMEM `sdata` (not `m0` or above).
    Sdata,
    /// SMEM `sbase`.
    Sbase,
    /// MUBUF `srsrc` (four registers).
    Srsrc,
    /// SMEM offset, an unsigned number only.
    SmemOffset,
    /// GLOBAL `vaddr`, a 64-bit address (the form's `saddr` must be `off`).
    GlobalVaddr,
    /// GLOBAL `saddr`: `off` only.
    GlobalSaddr,
    /// MUBUF `vaddr`, one VGPR (the line must say `offen`).
    BufVaddr,
    /// MUBUF `soffset`: a number 0..=64 or `s<n>`.
    Soffset,
}

/// One memory operand slot.
#[derive(Clone, Copy, Debug)]
struct MSlot {
    kind: M,
    width: u8,
    shift: u8,
}

/// A single memory form prepared for the signature tier: fixed bits, the slots' readers and
/// the modifiers it takes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MemSig {
    enc: Enc,
    n: u8,
    slots: [MSlot; 4],
    lo: u32,
    hi: u32,
    /// `offset:N`: the accepted range and the field's mask (`max < min`: not taken).
    off_min: i32,
    off_max: i32,
    off_mask: u32,
    /// SMEM: the offset's exclusive upper bound, its mask, and whether it goes to the
    /// `soffset`-style place (GFX9's `hi` with `soffset` = 125) or the `imm` bit.
    smem_max: i32,
    smem_mask: u32,
    smem_soffset: bool,
}

/// Prepares the memory form `form` for the signature tier; `None` when no reader fits it
/// (the generic lane's `memory` takes it as before).
pub(crate) fn mem_sig(form: u16, layout: &Layout, gfx9: bool) -> Option<MemSig> {
    use MemField as F;
    let d = crate::mem::desc(form)?;
    if !super::fast::mem_handled(d) || d.operands.is_empty() || d.operands.len() > 4 {
        return None;
    }
    let op = u32::from(d.opcode);
    let (lo, hi, off_min, off_max, off_mask) = match d.enc {
        Enc::Smem if !layout.smrd => (layout.smem_prefix << 26 | op << 18, 0, 1, 0, 0),
        Enc::Ds => (0xd800_0000 | op << layout.ds_op_shift, 0, 0, 0xffff, 0xffff),
        Enc::Mubuf => (0xe000_0000 | op << 18, 0, 0, 0xfff, 0xfff),
        Enc::Global => (
            0xdc00_0000 | op << 18 | 2 << 14,
            layout.flat_off << 16,
            -4096,
            4095,
            (1 << layout.flat_offset_bits) - 1,
        ),
        _ => return None,
    };
    let mut s = MemSig {
        enc: d.enc,
        n: d.operands.len() as u8,
        slots: [MSlot { kind: M::V, width: 0, shift: 0 }; 4],
        lo,
        hi,
        off_min,
        off_max,
        off_mask,
        smem_max: 1 << 20,
        smem_mask: if layout.smem_soffset || gfx9 { 0x1f_ffff } else { 0xf_ffff },
        smem_soffset: layout.smem_soffset,
    };
    let (mut vaddr, mut saddr) = (0, 0);
    for (slot, od) in s.slots.iter_mut().zip(d.operands) {
        let Field::Mem(f) = od.field else { return None };
        let (kind, shift) = match (f, d.enc) {
            (F::Vdst, _) => (M::V, 24),
            (F::Addr, _) => (M::V, 0),
            (F::Data0 | F::Vdata, _) => (M::V, 8),
            (F::Data1, _) => (M::V, 16),
            (F::Sdata, Enc::Smem) => (M::Sdata, 6),
            (F::Sbase, Enc::Smem) => (M::Sbase, 0),
            (F::SmemOffset, Enc::Smem) => (M::SmemOffset, 0),
            (F::Srsrc, Enc::Mubuf) if od.width == 4 => (M::Srsrc, 16),
            (F::Vaddr, Enc::Global) => {
                vaddr += 1;
                (M::GlobalVaddr, 0)
            }
            (F::Saddr, Enc::Global) => {
                saddr += 1;
                (M::GlobalSaddr, 0)
            }
            (F::Vaddr, Enc::Mubuf) => {
                vaddr += 1;
                (M::BufVaddr, 0)
            }
            (F::Soffset, Enc::Mubuf) => (M::Soffset, 24),
            _ => return None,
        };
        if od.width == 0 || (kind == M::V && od.width > 4) {
            return None;
        }
        *slot = MSlot { kind, width: od.width, shift };
    }
    let ok = match d.enc {
        Enc::Global => vaddr == 1 && saddr == 1,
        Enc::Mubuf => vaddr == 1,
        _ => vaddr == 0 && saddr == 0,
    };
    ok.then_some(s)
}

/// The memory line `b[i..]` (after the mnemonic) read with `s`'s readers: the words
/// `mem::encode` makes of `fast::mem_operands`' operands where this answers.
#[inline(never)]
pub(super) fn memory(
    s: &MemSig,
    b: &[u8],
    mut i: usize,
    target: &Target,
    out: &mut Vec<u8>,
) -> Option<(usize, (u32, u32, u32))> {
    let (mut lo, mut hi) = (s.lo, s.hi);
    let (mut mv, mut ms) = (0u32, 0u32);
    let gfx90a = target.is_gfx90a();
    let mut need_offen = false;
    for (k, slot) in s.slots[..usize::from(s.n)].iter().enumerate() {
        i = blanks(b, i);
        if k > 0 {
            if b.get(i) != Some(&b',') {
                return None;
            }
            i = blanks(b, i + 1);
        }
        match slot.kind {
            M::V | M::GlobalVaddr | M::BufVaddr => {
                let width = match slot.kind {
                    M::GlobalVaddr => 2,
                    M::BufVaddr => 1,
                    _ => slot.width,
                };
                let (n, e) = vgprs(b, i, width, gfx90a)?;
                i = e;
                mv = mv.max(n + u32::from(width));
                hi |= (n & 0xff) << slot.shift;
                need_offen |= slot.kind == M::BufVaddr;
            }
            M::GlobalSaddr => {
                if b.get(i..i + 3) != Some(b"off") || !is_end(b, i + 3) {
                    return None;
                }
                i += 3;
            }
            M::Sdata | M::Sbase | M::Srsrc => {
                let (n, e) = sreg(b, i, slot.width, false, target)?;
                if slot.kind == M::Sdata && n >= u32::from(code::M0) {
                    return None;
                }
                i = e;
                bump_s(&mut ms, n, u32::from(slot.width));
                match slot.kind {
                    M::Sdata => lo |= (n & 0x7f) << 6,
                    M::Sbase => lo |= (n >> 1) & 0x3f,
                    _ => hi |= ((n >> 2) & 0x1f) << 16,
                }
            }
            M::SmemOffset => {
                let (v, e) = uint(b, i)?;
                if v >= s.smem_max as u32 {
                    return None;
                }
                i = e;
                if s.smem_soffset {
                    hi |= v & s.smem_mask | 125 << 25;
                } else {
                    lo |= 1 << 17;
                    hi |= v & s.smem_mask;
                }
            }
            M::Soffset => {
                let c = if b.get(i) == Some(&b's') {
                    let (n, e) = sreg(b, i, 1, false, target)?;
                    i = e;
                    bump_s(&mut ms, n, 1);
                    n
                } else {
                    let (v, e) = uint(b, i)?;
                    if v > 64 {
                        return None;
                    }
                    i = e;
                    128 + v
                };
                hi |= c << 24;
            }
        }
    }
    // Modifiers: `offen` (MUBUF, first), then `offset:N`, each once.
    i = blanks(b, i);
    let mut offen = false;
    if s.enc == Enc::Mubuf && b.get(i..i + 5) == Some(b"offen") && is_end(b, i + 5) {
        offen = true;
        i = blanks(b, i + 5);
    }
    if offen != need_offen {
        return None;
    }
    if let Some(rest) = b.get(i..i + 7)
        && rest == b"offset:"
    {
        if s.off_max < s.off_min {
            return None;
        }
        let d = i + 7;
        let Quick::Op(Op { val: super::Val::Num(crate::parse::Num::Int(v)), .. }, e) = number(b, d) else {
            return None;
        };
        if !(i64::from(s.off_min)..=i64::from(s.off_max)).contains(&v) {
            return None;
        }
        lo |= v as u32 & s.off_mask;
        i = blanks(b, e);
    }
    if !eol(b, i) {
        return None;
    }
    if offen {
        lo |= 1 << 12;
    }
    let mut buf = [0u8; 8];
    buf[..4].copy_from_slice(&lo.to_le_bytes());
    buf[4..].copy_from_slice(&hi.to_le_bytes());
    out.extend_from_slice(&buf);
    Some((i, (mv, ms, 0)))
}

/// An unsigned number at `i` as `parse_int` reads it from a word that starts with a digit and
/// has no upper-case letter: decimal (up to nine digits) or `0x` and up to eight lower-case hex
/// digits, then a word end.
#[inline(always)]
fn uint(b: &[u8], i: usize) -> Option<(u32, usize)> {
    let mut j = i;
    let mut v: u64 = 0;
    if b.get(j) == Some(&b'0') && b.get(j + 1) == Some(&b'x') {
        j += 2;
        let h = j;
        while j < b.len() && j - h < 8 {
            let x = match b[j] {
                c @ b'0'..=b'9' => c - b'0',
                c @ b'a'..=b'f' => c - b'a' + 10,
                _ => break,
            };
            v = v << 4 | u64::from(x);
            j += 1;
        }
        if j == h {
            return None;
        }
    } else {
        while j < b.len() && b[j].is_ascii_digit() && j - i < 9 {
            v = v * 10 + u64::from(b[j] - b'0');
            j += 1;
        }
        if j == i {
            return None;
        }
    }
    is_end(b, j).then_some((v as u32, j))
}
