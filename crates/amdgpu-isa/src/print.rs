//! Printing [`Inst`] values in llvm-mc-19's canonical syntax.

use crate::inst::Inst;
use crate::operand::{FloatConst, Operand, Reg, RegFile, code};
use crate::symbolic;
use crate::table::{Field, ImmFmt, Ty, mods};
use crate::target::Target;
use std::fmt::{self, Write};

/// A hook for printing branch targets and literals symbolically (e.g. as labels from a symbol
/// table). Return `None` to get the default numeric form.
pub trait Symbolizer {
    /// `simm16` of a branch instruction; the target is `pc + 4 + simm16 * 4`.
    fn branch_target(&self, _simm16: i16, _out: &mut dyn Write) -> Option<fmt::Result> {
        None
    }
}

/// The symbolizer that prints everything numerically.
pub struct NoSymbols;

impl Symbolizer for NoSymbols {}

/// Writes `v` in decimal. The printer's integer writers bypass `core::fmt` (its formatting
/// machinery was the largest cost of disassembly; docs/performance.md).
///
/// # Errors
/// Only those of `out`.
pub fn write_dec(out: &mut (impl Write + ?Sized), v: u32) -> fmt::Result {
    if let Some(t) = small_dec(v) {
        return out.write_str(t);
    }
    // Above 1023: the thousands from the table's digits, then three digits of the rest (the
    // digits go out as characters: `str::from_utf8` of a digit buffer cost more than them).
    let (high, low) = (v / 1000, v % 1000);
    write_dec(out, high)?;
    let d = small_dec_padded(low);
    for &b in &d {
        out.write_char(char::from(b))?;
    }
    Ok(())
}

/// The three decimal digits of `v` < 1000, zero-padded.
fn small_dec_padded(v: u32) -> [u8; 3] {
    [b'0' + (v / 100 % 10) as u8, b'0' + (v / 10 % 10) as u8, b'0' + (v % 10) as u8]
}

/// The decimal texts of 0..1024 in slots of 4 bytes, made at compile time.
const SMALL_DEC_BYTES: [u8; 4096] = {
    let mut b = [b' '; 4096];
    let mut n = 0usize;
    while n < 1024 {
        let len = 1 + (n >= 10) as usize + (n >= 100) as usize + (n >= 1000) as usize;
        let (mut v, mut i) = (n, len);
        while i > 0 {
            i -= 1;
            b[n * 4 + i] = b'0' + (v % 10) as u8;
            v /= 10;
        }
        n += 1;
    }
    b
};
const SMALL_DEC: &str = match std::str::from_utf8(&SMALL_DEC_BYTES) {
    Ok(s) => s,
    Err(_) => "",
};

/// The decimal text of `v` when it is below 1024 (register numbers, offsets, counters).
fn small_dec(v: u32) -> Option<&'static str> {
    if v >= 1024 {
        return None;
    }
    let len = 1 + usize::from(v >= 10) + usize::from(v >= 100) + usize::from(v >= 1000);
    let at = v as usize * 4;
    SMALL_DEC.get(at..at + len)
}

/// Writes `v` in decimal with a `-` when negative.
///
/// # Errors
/// Only those of `out`.
pub fn write_signed(out: &mut (impl Write + ?Sized), v: i64) -> fmt::Result {
    if v < 0 {
        out.write_char('-')?;
    }
    let u = v.unsigned_abs();
    match u32::try_from(u) {
        Ok(u) => write_dec(out, u),
        Err(_) => write!(out, "{u}"),
    }
}

/// Writes `v` as `0x` and lowercase hex digits without leading zeros (as `{v:#x}`).
///
/// # Errors
/// Only those of `out`.
pub fn write_hex(out: &mut (impl Write + ?Sized), v: u32) -> fmt::Result {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    out.write_str("0x")?;
    // Digits as characters (cheaper than validating a digit buffer with `str::from_utf8`).
    let n = (32 - v.leading_zeros()).div_ceil(4).max(1);
    for i in (0..n).rev() {
        out.write_char(char::from(DIGITS[((v >> (4 * i)) & 15) as usize]))?;
    }
    Ok(())
}

/// Prints `inst` as llvm-mc does (mnemonic, a space, operands separated by `, `, modifiers).
///
/// # Errors
/// Only those of `out`.
pub fn print(inst: &Inst, target: &Target, out: &mut impl Write) -> fmt::Result {
    print_with(inst, target, &NoSymbols, out)
}

/// [`print()`] with a [`Symbolizer`].
///
/// # Errors
/// Only those of `out`.
pub fn print_with(inst: &Inst, target: &Target, sym: &dyn Symbolizer, out: &mut impl Write) -> fmt::Result {
    let d = inst.desc();
    if crate::mem::is_mem(d.enc) {
        return crate::mem::print::print(inst, d, target, out);
    }
    out.write_str(d.name)?;
    let mut first = true;
    for (i, od) in d.operands.iter().enumerate() {
        let op = inst.operands.get(i).copied().unwrap_or_default();
        let is_src = matches!(od.field, Field::Src0 | Field::Src1 | Field::Src2 | Field::Vsrc1);
        if d.imm == ImmFmt::DecOmitZero && op == Operand::Imm(0) {
            continue;
        }
        out.write_str(if first { " " } else { ", " })?;
        first = false;
        if let Field::Implicit(name) = od.field {
            out.write_str(name)?;
            continue;
        }
        let slot = crate::table::src_slot(od.field).unwrap_or(0);
        let (neg, abs) = if is_src {
            let k = slot;
            let allowed_neg = d.mods & (mods::NEG0 << k) != 0 || d.mods & mods::NEG_LO != 0;
            let allowed_abs = d.mods & (mods::ABS0 << k) != 0 && d.mods & mods::NEG_HI == 0;
            (
                allowed_neg && d.mods & mods::NEG_LO == 0 && inst.mods.neg & (1 << k) != 0,
                allowed_abs && inst.mods.abs & (1 << k) != 0,
            )
        } else {
            (false, false)
        };
        // A negated negative constant prints as neg(...) (`--2.0` would not parse back).
        let neg_fn = neg && !abs && !matches!(op, Operand::Reg(_));
        if neg_fn {
            out.write_str("neg(")?;
        } else if neg {
            out.write_char('-')?;
        }
        if abs {
            out.write_char('|')?;
        }
        let sext = (d.ext == crate::table::Ext::Sdwa && matches!(od.field, Field::Src0 | Field::Src1)
            || is_src && d.vop3_sext() & (1 << slot) != 0)
            && inst.mods.sext & (1 << slot) != 0;
        if sext {
            out.write_str("sext(")?;
        }
        match op {
            Operand::Imm(v) if od.field == Field::Attr => {
                out.write_str("attr")?;
                write_dec(out, v & 0x3f)?;
                out.write_char('.')?;
                out.write_char(['x', 'y', 'z', 'w'][((v >> 6) & 3) as usize])?;
            }
            Operand::Imm(v) if od.field == Field::Param => match v {
                0 => out.write_str("p10")?,
                1 => out.write_str("p20")?,
                2 => out.write_str("p0")?,
                _ => {
                    out.write_str("invalid_param_")?;
                    write_dec(out, v)?;
                }
            },
            Operand::Imm(v) if od.field != Field::Imm32 => print_simm16(d.imm, v as u16, target, sym, out)?,
            Operand::Imm(v) if d.enc == crate::table::Enc::Sopk => print_imm32(v, Ty::B32, out)?,
            Operand::Imm(v) => write_hex(out, v)?,
            Operand::FloatConst(f) if od.ty == Ty::I16 && inst.mods.float_text & (1 << slot) != 0 => {
                out.write_str(f.text())?;
            }
            // A packed-f16 literal (VOP3P, GFX10) is small only as a whole dword and prints
            // whole, in hex, when its high half is set, as llvm-mc-19 prints it
            // (`v_pk_add_f16 v1, 0x1e240, v2`, `0x3f800000`, `0xffff`); otherwise it prints
            // as other f16 literals do (`-1.0` for 0xbc00, `0x4500`, `5`).
            Operand::Literal(v)
                if d.enc == crate::table::Enc::Vop3p && od.ty == Ty::F16 && (v >> 16 != 0 || v >= 0xfff0) =>
            {
                write_hex(out, v)?;
            }
            _ => print_operand(op, d.const_ty(od), target, out)?,
        }
        if sext {
            out.write_char(')')?;
        }
        if abs {
            out.write_char('|')?;
        }
        if neg_fn {
            out.write_char(')')?;
        }
    }
    print_mods(inst, target, out)
}

fn print_mods(inst: &Inst, target: &Target, out: &mut impl Write) -> fmt::Result {
    let d = inst.desc();
    let m = &inst.mods;
    if d.ext == crate::table::Ext::Dpp {
        out.write_char(' ')?;
        if m.dpp8 != 0 {
            return crate::dpp::print_dpp8(m.dpp8, m.fi, out);
        }
        let dp64 = target.is_gfx90a() && d.operands.iter().any(|o| o.width == 2);
        if target.layout().dpp16 {
            crate::dpp::print_ctrl_dpp16(m.dpp_ctrl, out)?;
        } else {
            crate::dpp::print_ctrl_for(m.dpp_ctrl, target.is_gfx90a(), dp64, out)?;
        }
        out.write_str(" row_mask:")?;
        write_hex(out, u32::from(m.row_mask))?;
        out.write_str(" bank_mask:")?;
        write_hex(out, u32::from(m.bank_mask))?;
        if m.bound_ctrl {
            out.write_str(" bound_ctrl:1")?;
        }
        if m.fi {
            out.write_str(" fi:1")?;
        }
        return Ok(());
    }
    // Counted only for the forms that print per-source lists (most forms print none).
    let n_src =
        || d.operands.iter().filter(|o| matches!(o.field, Field::Src0 | Field::Src1 | Field::Src2)).count();
    let list = |out: &mut dyn Write, name: &str, bits: u8, n: usize| -> fmt::Result {
        out.write_char(' ')?;
        out.write_str(name)?;
        out.write_str(":[")?;
        for i in 0..n {
            if i > 0 {
                out.write_char(',')?;
            }
            out.write_char(if (bits >> i) & 1 != 0 { '1' } else { '0' })?;
        }
        out.write_char(']')
    };
    if d.mods & mods::CBSZ != 0 {
        for (name, v) in [("cbsz", m.cbsz), ("abid", m.abid), ("blgp", m.blgp)] {
            if v != 0 {
                out.write_char(' ')?;
                out.write_str(name)?;
                out.write_char(':')?;
                write_dec(out, u32::from(v))?;
            }
        }
        return Ok(());
    }
    if d.mods & mods::HIGH != 0 && m.high {
        out.write_str(" high")?;
    }
    if d.mods & mods::OPSEL != 0 && m.op_sel != 0 {
        // VOP3: one entry per source, the last for the destination (op_sel bit 3); forms with
        // no more entries than sources (v_permlane16_b32: 2 of 3) have no destination entry.
        let n = d.op_sel_len();
        let bits = if d.enc == crate::table::Enc::Vop3 && (1..4).contains(&n) && n > n_src() {
            (m.op_sel & ((1 << (n - 1)) - 1)) | ((m.op_sel >> 3) & 1) << (n - 1)
        } else {
            m.op_sel
        };
        list(out, "op_sel", bits, n)?;
    }
    if d.mods & mods::OPSEL_HI != 0 {
        let n_src = n_src();
        let all = (1u8 << n_src) - 1;
        // Packed math defaults to op_sel_hi all ones; the mix instructions (which have abs) to 0.
        let default = if d.mods & mods::ABS0 != 0 { 0 } else { all };
        if m.op_sel_hi & all != default {
            list(out, "op_sel_hi", m.op_sel_hi, n_src)?;
        }
    }
    if d.mods & mods::NEG_LO != 0 && m.neg != 0 {
        list(out, "neg_lo", m.neg, n_src())?;
    }
    if d.mods & mods::NEG_HI != 0 && m.neg_hi != 0 {
        list(out, "neg_hi", m.neg_hi, n_src())?;
    }
    if d.mods & mods::CLAMP != 0 && m.clamp {
        out.write_str(" clamp")?;
    }
    if d.mods & mods::OMOD != 0 {
        match m.omod {
            1 => out.write_str(" mul:2")?,
            2 => out.write_str(" mul:4")?,
            3 => out.write_str(" div:2")?,
            _ => {}
        }
    }
    // SDWA v_nop (no operands) prints no selects.
    if d.ext == crate::table::Ext::Sdwa && !d.operands.is_empty() {
        if d.mods & mods::SDWA_DST != 0 {
            write!(
                out,
                " dst_sel:{} dst_unused:{}",
                sel_name(m.dst_sel),
                UNUSED_NAMES[usize::from(m.dst_unused.min(2))]
            )?;
        }
        write!(out, " src0_sel:{}", sel_name(m.src0_sel))?;
        if d.mods & mods::SDWA_SRC1 != 0 {
            write!(out, " src1_sel:{}", sel_name(m.src1_sel))?;
        }
    }
    Ok(())
}

/// SDWA select names (0..=6).
pub const SEL_NAMES: [&str; 7] = ["BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"];
/// SDWA dst_unused names (0..=2).
pub const UNUSED_NAMES: [&str; 3] = ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"];

fn sel_name(v: u8) -> &'static str {
    SEL_NAMES[usize::from(v.min(6))]
}

/// Prints a register.
///
/// # Errors
/// Only those of `out`.
#[inline]
pub fn print_reg(r: Reg, target: &Target, out: &mut impl Write) -> fmt::Result {
    // Most registers are VGPR/AGPR tuples of the name table: inlined at the caller, one load
    // and one copy (the call and its frame cost more than the lookup).
    let p = match r.file {
        RegFile::Vgpr => 0,
        RegFile::Agpr => 1,
        RegFile::Scalar => 4,
    };
    if p < 4
        && r.count <= 4
        && r.index <= 255
        && let Some(name) =
            REG_STRS.get(p * 1024 + usize::from(r.count.max(1) - 1) * 256 + usize::from(r.index))
    {
        return out.write_str(name);
    }
    print_reg_slow(r, target, out)
}

/// [`print_reg`] beyond the inlined table lookup.
fn print_reg_slow(r: Reg, target: &Target, out: &mut impl Write) -> fmt::Result {
    // `p`: index of the prefix in REG_PREFIXES.
    fn range<W: Write + ?Sized>(out: &mut W, p: usize, start: u16, count: u8) -> fmt::Result {
        if let Some(name) = reg_name(p, start, count) {
            return out.write_str(name);
        }
        out.write_str(REG_PREFIXES[p])?;
        if count <= 1 {
            write_dec(out, u32::from(start))
        } else {
            out.write_char('[')?;
            write_dec(out, u32::from(start))?;
            out.write_char(':')?;
            write_dec(out, u32::from(start) + u32::from(count) - 1)?;
            out.write_char(']')
        }
    }
    match r.file {
        RegFile::Vgpr => range(out, 0, r.index, r.count),
        RegFile::Agpr => range(out, 1, r.index, r.count),
        RegFile::Scalar => {
            let c = r.index;
            let pair = |out: &mut dyn Write, name: &str, base: u16| -> fmt::Result {
                match (c - base, r.count) {
                    (0, 2) => out.write_str(name),
                    (0, _) => {
                        out.write_str(name)?;
                        out.write_str("_lo")
                    }
                    _ => {
                        out.write_str(name)?;
                        out.write_str("_hi")
                    }
                }
            };
            let layout = target.layout();
            if c < layout.sgprs {
                return range(out, 2, c, r.count);
            }
            let ttmp = target.ttmp_base();
            match c {
                102..=105 if layout.flat_scratch == Some(c & !1) => pair(out, "flat_scratch", c & !1),
                102..=105 if layout.xnack_mask == Some(c & !1) => pair(out, "xnack_mask", c & !1),
                106..=107 => pair(out, "vcc", 106),
                108..=109 if ttmp > 108 => pair(out, "tba", 108),
                110..=111 if ttmp > 108 => pair(out, "tma", 110),
                108..=123 => range(out, 3, c - ttmp, r.count),
                code::M0 => out.write_str("m0"),
                125 => out.write_str("null"),
                126..=127 => pair(out, "exec", 126),
                235 => out.write_str("src_shared_base"),
                236 => out.write_str("src_shared_limit"),
                237 => out.write_str("src_private_base"),
                238 => out.write_str("src_private_limit"),
                239 => out.write_str("src_pops_exiting_wave_id"),
                code::VCCZ => out.write_str("src_vccz"),
                code::EXECZ => out.write_str("src_execz"),
                code::SCC => out.write_str("src_scc"),
                code::LDS_DIRECT => out.write_str("src_lds_direct"),
                _ => {
                    out.write_str("<reg")?;
                    write_dec(out, u32::from(c))?;
                    out.write_char('>')
                }
            }
        }
    }
}

/// Register prefixes with a precomputed name table, in table order.
const REG_PREFIXES: [&str; 4] = ["v", "a", "s", "ttmp"];
/// Bytes per name slot of [`REG_NAMES`] (the longest name, `ttmp[255:258]`, has 13).
const REG_SLOT: usize = 16;
/// Slots of [`REG_NAMES`]: prefix x count 1..=4 x first register 0..=255.
const REG_SLOTS: usize = REG_PREFIXES.len() * 4 * 256;

/// The names `v0`, `v[0:1]`, ... `ttmp[255:258]` as `range` prints them, one per slot (padded
/// with spaces), with their lengths; made at compile time so that printing a register is one
/// string copy (a register was a prefix, brackets and two decimal numbers, ~170 instructions).
const REG_NAME_BYTES: ([u8; REG_SLOTS * REG_SLOT], [u8; REG_SLOTS]) = {
    let mut b = [b' '; REG_SLOTS * REG_SLOT];
    let mut lens = [0u8; REG_SLOTS];
    let mut slot = 0usize;
    while slot < REG_SLOTS {
        let start = slot % 256;
        let count = (slot / 256) % 4 + 1;
        let prefix = REG_PREFIXES[slot / 1024].as_bytes();
        let at = slot * REG_SLOT;
        let mut n = 0usize;
        let mut i = 0usize;
        while i < prefix.len() {
            b[at + n] = prefix[i];
            n += 1;
            i += 1;
        }
        if count > 1 {
            b[at + n] = b'[';
            n += 1;
        }
        n += put_dec(&mut b, at + n, start);
        if count > 1 {
            b[at + n] = b':';
            n += 1;
            n += put_dec(&mut b, at + n, start + count - 1);
            b[at + n] = b']';
            n += 1;
        }
        lens[slot] = n as u8;
        slot += 1;
    }
    (b, lens)
};
static REG_NAMES: &str = match std::str::from_utf8(&REG_NAME_BYTES.0) {
    Ok(s) => s,
    Err(_) => "",
};
static REG_NAME_LENS: [u8; REG_SLOTS] = REG_NAME_BYTES.1;
/// The names of [`REG_NAMES`] as string slices, so that a lookup is one indexed load (slicing
/// the table per register cost about 40 instructions).
static REG_STRS: [&str; REG_SLOTS] = {
    let mut t = [""; REG_SLOTS];
    let bytes = REG_NAMES.as_bytes();
    let mut slot = 0usize;
    while slot < REG_SLOTS && (slot + 1) * REG_SLOT <= bytes.len() {
        let (_, rest) = bytes.split_at(slot * REG_SLOT);
        let (name, _) = rest.split_at(REG_NAME_LENS[slot] as usize);
        t[slot] = match std::str::from_utf8(name) {
            Ok(s) => s,
            Err(_) => "",
        };
        slot += 1;
    }
    t
};

/// Writes the decimal digits of `v` (< 1000) at `b[at..]`; returns how many.
const fn put_dec(b: &mut [u8; REG_SLOTS * REG_SLOT], at: usize, v: usize) -> usize {
    let len = 1 + (v >= 10) as usize + (v >= 100) as usize;
    let (mut v, mut i) = (v, len);
    while i > 0 {
        i -= 1;
        b[at + i] = b'0' + (v % 10) as u8;
        v /= 10;
    }
    len
}

/// The 16-byte slot of [`REG_NAMES`] holding the name of `count` registers from `start` with
/// prefix `REG_PREFIXES[p]` (padded with spaces), and the name's length; `None` outside the
/// table (the fast path copies the whole slot: one fixed-size copy).
pub(crate) fn reg_slot(p: usize, start: u16, count: u8) -> Option<(&'static [u8; 16], usize)> {
    let count = usize::from(count.max(1));
    if count > 4 || start > 255 || p >= REG_PREFIXES.len() {
        return None;
    }
    let slot = (p * 4 + count - 1) * 256 + usize::from(start);
    let b = REG_NAMES.as_bytes().get(slot * REG_SLOT..)?.first_chunk::<REG_SLOT>()?;
    Some((b, usize::from(*REG_NAME_LENS.get(slot)?)))
}

/// The name of `count` registers from `start` with prefix `REG_PREFIXES[p]`, from the table:
/// `None` outside it (longer tuples).
fn reg_name(p: usize, start: u16, count: u8) -> Option<&'static str> {
    let count = usize::from(count.max(1));
    if count > 4 || start > 255 || p >= REG_PREFIXES.len() {
        return None;
    }
    let name = *REG_STRS.get((p * 4 + count - 1) * 256 + usize::from(start))?;
    (!name.is_empty()).then_some(name)
}

fn print_operand(op: Operand, ty: Ty, target: &Target, out: &mut impl Write) -> fmt::Result {
    match op {
        Operand::None => Ok(()),
        Operand::Reg(r) => print_reg(r, target, out),
        Operand::IntConst(v) => write_signed(out, i64::from(v)),
        Operand::FloatConst(f) => match ty {
            Ty::I16 => write_hex(out, u32::from(f.bits16())),
            Ty::B64 if f == FloatConst::InvTwoPi => out.write_str("0.15915494309189532"),
            _ => out.write_str(f.text()),
        },
        Operand::Literal(v) => print_imm32(v, ty, out),
        Operand::Imm(v) => write_dec(out, v),
        Operand::Expr(h) => write!(out, "<expr{}>", h.0),
    }
}

/// Prints a literal or immediate value of type `ty` the way llvm-mc does: small integers in
/// decimal, values equal to an inline float constant as that float, others in hex.
///
/// # Errors
/// Only those of `out`.
pub fn print_imm32(v: u32, ty: Ty, out: &mut impl Write) -> fmt::Result {
    match ty {
        Ty::I16 | Ty::F16 => {
            let h = v as u16;
            // A 16-bit integer literal is small only as a whole dword (llvm-mc-19 prints
            // 0x0000fff0 as 0xfff0 and 0x00010005 as 0x5); a half-precision one by its low half.
            let s = if ty == Ty::I16 { v as i32 } else { i32::from(h as i16) };
            if (-16..=64).contains(&s) {
                return write_signed(out, i64::from(s));
            }
            if ty == Ty::F16
                && let Some(f) = FloatConst::ALL.iter().find(|f| f.bits16() == h)
            {
                return out.write_str(f.text());
            }
            write_hex(out, u32::from(h))
        }
        Ty::B32 | Ty::B64 => {
            let s = v as i32;
            // 64-bit operands: the literal is zero- or high-extended, never a small negative.
            if (-16..=64).contains(&s) && (ty == Ty::B32 || s >= 0) {
                return write_signed(out, i64::from(s));
            }
            if ty == Ty::B32
                && let Some(f) = FloatConst::ALL.iter().find(|f| f.bits32() == v)
            {
                return out.write_str(f.text());
            }
            write_hex(out, v)
        }
    }
}

fn print_simm16(
    fmt: ImmFmt,
    v: u16,
    target: &Target,
    sym: &dyn Symbolizer,
    out: &mut impl Write,
) -> fmt::Result {
    match fmt {
        ImmFmt::Hex => write_hex(out, u32::from(v)),
        ImmFmt::SmallDec => {
            if v <= 64 {
                write_dec(out, u32::from(v))
            } else {
                write_hex(out, u32::from(v))
            }
        }
        ImmFmt::Dec | ImmFmt::DecOmitZero | ImmFmt::None => write_dec(out, u32::from(v)),
        ImmFmt::Label => {
            let mut s = String::new();
            if let Some(r) = sym.branch_target(v as i16, &mut s) {
                r?;
                return out.write_str(&s);
            }
            write_dec(out, u32::from(v))
        }
        ImmFmt::Waitcnt => symbolic::print_waitcnt(v, target, out),
        ImmFmt::Hwreg => symbolic::print_hwreg(v, target, out),
        ImmFmt::SendMsg => symbolic::print_sendmsg(v, target, out),
        ImmFmt::GprIdx => symbolic::print_gpr_idx(v, out),
        ImmFmt::UcVersion => symbolic::print_uc_version(v, out),
        ImmFmt::Depctr => symbolic::print_depctr(v, target, out),
    }
}

#[cfg(test)]
mod reg_table_tests {
    use super::*;

    /// Every name in the table is what the general path writes (prefix, `[first:last]`).
    #[test]
    fn register_name_table_matches_the_general_form() {
        let mut n = 0;
        for (p, prefix) in REG_PREFIXES.iter().enumerate() {
            for start in 0..=300u16 {
                for count in 0..=17u8 {
                    let want = if count <= 1 {
                        format!("{prefix}{start}")
                    } else {
                        format!("{prefix}[{start}:{}]", u32::from(start) + u32::from(count) - 1)
                    };
                    if let Some(got) = reg_name(p, start, count) {
                        assert_eq!(got, want);
                        n += 1;
                    }
                }
            }
        }
        assert_eq!(n, REG_PREFIXES.len() * 256 * 5, "counts 0..=4 of starts 0..=255 come from the table");
    }

    /// The inlined VGPR/AGPR path of `print_reg` prints what the general form says, inside and
    /// outside the table (tuples beyond four, registers beyond 255).
    #[test]
    fn vector_registers_print_in_the_general_form() {
        let t = Target::new("gfx90a").unwrap();
        for (file, prefix) in [(RegFile::Vgpr, "v"), (RegFile::Agpr, "a")] {
            for index in 0..=300u16 {
                for count in 0..=17u8 {
                    let mut got = String::new();
                    print_reg(Reg { file, index, count }, &t, &mut got).unwrap();
                    let want = if count <= 1 {
                        format!("{prefix}{index}")
                    } else {
                        format!("{prefix}[{index}:{}]", u32::from(index) + u32::from(count) - 1)
                    };
                    assert_eq!(got, want);
                }
            }
        }
    }

    /// The integer writers agree with `core::fmt` around every digit-count and table boundary.
    #[test]
    fn integer_writers_match_core_fmt() {
        let mut vals: Vec<u32> = (0..2100).collect();
        for k in 0..32 {
            let p = 1u32 << k;
            vals.extend([p - 1, p, p + 1]);
        }
        let mut t = 1u32;
        while let Some(n) = t.checked_mul(10) {
            vals.extend([t - 1, t, t + 1, n - 1]);
            t = n;
        }
        vals.extend([999_999, 1_000_000, 1_000_999, 1_001_000, 1_023_999, 1_024_000, u32::MAX]);
        for v in vals {
            let (mut d, mut h, mut sg) = (String::new(), String::new(), String::new());
            write_dec(&mut d, v).unwrap();
            write_hex(&mut h, v).unwrap();
            write_signed(&mut sg, -i64::from(v)).unwrap();
            assert_eq!(d, format!("{v}"));
            assert_eq!(h, format!("{v:#x}"));
            assert_eq!(sg, format!("{}", -i64::from(v)));
        }
    }
}
