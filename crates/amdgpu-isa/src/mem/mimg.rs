//! MIMG (image) instructions of GFX8 and GFX9: decoding, printing, encoding and parsing as
//! llvm-mc-19 does (docs/0014-memory-encodings.md, "MIMG").
//!
//! [`crate::decode()`], [`crate::print()`], [`crate::encode()`] and [`crate::parse_inst`] reach this
//! module for `Enc::Mimg` forms through [`to_inst`]/[`from_inst`]; the functions below work on
//! a [`MimgInst`] directly.
//!
//! ```
//! use amdgpu_isa::Target;
//! use amdgpu_isa::mem::mimg;
//! let t = Target::new("gfx900").unwrap();
//! let bytes = [0x00, 0x0f, 0x80, 0xf0, 0x01, 0x08, 0x41, 0x00];
//! let (inst, len) = mimg::decode(&bytes, &t).unwrap();
//! assert_eq!(len, 8);
//! let mut text = String::new();
//! mimg::print(&inst, &t, &mut text).unwrap();
//! assert_eq!(text, "image_sample v[8:11], v1, s[4:11], s[8:11] dmask:0xf");
//! ```

use crate::decode::{DecodeError, DecodeErrorKind};
use crate::generated::mem::MIMG_INSTS;
use crate::operand::Reg;
use crate::table::Enc;
use crate::target::Target;
use std::fmt::{self, Write};

/// What an MIMG form does with its data register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MimgKind {
    /// Writes `vdata` (loads, samples, resinfo, get_lod).
    Load,
    /// Reads `vdata`.
    Store,
    /// Reads and (with glc) writes `vdata`.
    Atomic,
    /// Always four channels.
    Gather4,
}

/// One MIMG form (generated from `facts/*-mem-mimg.tsv`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MimgDesc {
    pub name: &'static str,
    pub opcode: u8,
    /// Processor mask (as `InstDesc::procs`).
    pub procs: u64,
    /// The form takes a sampler (`ssamp`).
    pub sampler: bool,
    /// The address width llvm-mc's disassembler prints.
    pub vaddr: u8,
    /// Bit `w` set: the assembler accepts an address of `w` registers.
    pub vaddr_ok: u32,
    /// The form accepts d16 (on the processors of `procs`).
    pub d16: bool,
    pub kind: MimgKind,
}

/// A decoded MIMG instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MimgInst {
    pub desc: &'static MimgDesc,
    pub vdata: Reg,
    pub vaddr: Reg,
    pub srsrc: Reg,
    pub ssamp: Option<Reg>,
    pub dmask: u8,
    pub unorm: bool,
    pub glc: bool,
    pub slc: bool,
    /// gfx90a system coherence bit.
    pub scc: bool,
    /// r128 on GFX8, a16 on GFX9.
    pub r128: bool,
    pub tfe: bool,
    pub lwe: bool,
    pub da: bool,
    pub d16: bool,
    /// Spelling of bit 15: `a16` (GFX9) or `r128` (GFX8).
    pub a16_name: bool,
}

/// The MIMG form with `opcode` on `target`.
#[must_use]
pub fn lookup(opcode: u32, target: &Target) -> Option<&'static MimgDesc> {
    MIMG_INSTS.iter().find(|d| u32::from(d.opcode) == opcode && target.has_procs(d.procs))
}

/// True when the first dword `w` is an MIMG word (GFX8/GFX9 prefix `111100`).
#[must_use]
pub const fn is_mimg(w: u32) -> bool {
    w >> 26 == 0b11_1100
}

/// Width of the data register as llvm-mc-19 prints it.
#[must_use]
pub fn data_width(d: &MimgDesc, dmask: u8, d16: bool, tfe: bool, target: &Target) -> u8 {
    let mut n = if d.kind == MimgKind::Gather4 { 4 } else { (dmask.count_ones() as u8).max(1) };
    if d16 && packed_d16(target) {
        n = n.div_ceil(2);
    }
    let n = n + u8::from(tfe);
    match d.kind {
        MimgKind::Atomic => {}
        // Gathers exist with 2 (d16), 4 and 5 (tfe) registers; others print as 4.
        MimgKind::Gather4 => return if matches!(n, 2 | 4 | 5) { n } else { 4 },
        _ => return n,
    }
    // Atomics exist with one or two data registers (cmpswap: two or four); llvm-mc-19's
    // disassembler prints other channel counts with these widths (observed per count).
    if d.name == "image_atomic_cmpswap" {
        if n == 4 { 4 } else { 2 }
    } else {
        match n {
            1 | 2 => n,
            4 => 5,
            _ => 1,
        }
    }
}

/// The data width of the form itself (what llvm-mc prints when the computed tuple does not fit).
fn base_width(d: &MimgDesc) -> u8 {
    match d.kind {
        MimgKind::Gather4 => 4,
        MimgKind::Atomic if d.name == "image_atomic_cmpswap" => 2,
        _ => 1,
    }
}

/// d16 data is packed two to a register on gfx810 and GFX9, one per register on gfx801-803.
fn packed_d16(target: &Target) -> bool {
    target.is_gfx9() || target.processor().name == "gfx810"
}

/// A resource or sampler tuple: SGPRs or TTMPs only (llvm-mc prints other codes with an
/// "Invalid register" note and its assembler rejects them).
fn resource(v: u32, width: u8, target: &Target) -> Option<Reg> {
    let r = super::decode::scalar(v, width, target)?;
    let ttmp = target.ttmp_base();
    let end = r.index + u16::from(width);
    ((r.index < ttmp && end <= 104 && r.index <= 100) || (r.index >= ttmp && end <= ttmp + 16)).then_some(r)
}

/// Decodes an MIMG instruction (8 bytes).
///
/// # Errors
/// Truncation, a word that is not MIMG, unknown opcodes and invalid fields (offset 0).
pub fn decode(bytes: &[u8], target: &Target) -> Result<(MimgInst, usize), DecodeError> {
    let err = |kind| DecodeError { offset: 0, kind };
    let b = bytes.get(..8).ok_or(err(DecodeErrorKind::Truncated { needed: 8, available: bytes.len() }))?;
    let w = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    let hi = u32::from_le_bytes([b[4], b[5], b[6], b[7]]);
    if !is_mimg(w) {
        return Err(err(DecodeErrorKind::UnsupportedEncoding));
    }
    let opcode = (w >> 18) & 0x7f;
    let d = lookup(opcode, target).ok_or(err(DecodeErrorKind::UnknownOpcode { enc: Enc::Mubuf, opcode }))?;
    let bad = |i: u8, v: u32| err(DecodeErrorKind::InvalidOperand { index: i, value: v });
    if w & 1 != 0 {
        return Err(err(DecodeErrorKind::ReservedBits));
    }
    let gfx90a = target.is_gfx90a();
    let dmask = ((w >> 8) & 0xf) as u8;
    let tfe_bit = (w >> 16) & 1 != 0;
    let (tfe, acc) = if gfx90a { (false, tfe_bit) } else { (tfe_bit, false) };
    let d16 = hi >> 31 != 0;
    if d16 && !d.d16 {
        return Err(err(DecodeErrorKind::ReservedBits));
    }
    let vd = (hi >> 8) & 0xff;
    // The form's own width must fit; a computed tuple past v255 prints with the form's width.
    if vd + u32::from(base_width(d)) > 256 {
        return Err(bad(0, vd));
    }
    let mut width = data_width(d, dmask, d16, tfe, target);
    if vd + u32::from(width) > 256 {
        width = base_width(d);
    }
    let vdata = if acc { Reg::agpr(vd as u16, width) } else { Reg::vgpr(vd as u16, width) };
    let va = hi & 0xff;
    if va + u32::from(d.vaddr) > 256 {
        return Err(bad(1, va));
    }
    let vaddr = Reg::vgpr(va as u16, d.vaddr);
    let rs = ((hi >> 16) & 0x1f) * 4;
    let srsrc = resource(rs, 8, target).ok_or(bad(2, rs))?;
    let ss = ((hi >> 21) & 0x1f) * 4;
    let ssamp = if d.sampler {
        Some(resource(ss, 4, target).ok_or(bad(3, ss))?)
    } else if ss != 0 {
        return Err(bad(3, ss));
    } else {
        None
    };
    let inst = MimgInst {
        desc: d,
        vdata,
        vaddr,
        srsrc,
        ssamp,
        dmask,
        unorm: (w >> 12) & 1 != 0,
        glc: (w >> 13) & 1 != 0,
        slc: (w >> 25) & 1 != 0,
        scc: gfx90a && (w >> 7) & 1 != 0,
        r128: (w >> 15) & 1 != 0,
        tfe,
        lwe: (w >> 17) & 1 != 0,
        da: (w >> 14) & 1 != 0,
        d16,
        a16_name: target.is_gfx9(),
    };
    Ok((inst, 8))
}

/// Prints `inst` as llvm-mc-19 does.
///
/// # Errors
/// Only those of `out`.
pub fn print(inst: &MimgInst, target: &Target, out: &mut impl Write) -> fmt::Result {
    out.write_str(inst.desc.name)?;
    out.write_char(' ')?;
    crate::print::print_reg(inst.vdata, target, out)?;
    out.write_str(", ")?;
    crate::print::print_reg(inst.vaddr, target, out)?;
    out.write_str(", ")?;
    crate::print::print_reg(inst.srsrc, target, out)?;
    if let Some(s) = inst.ssamp {
        out.write_str(", ")?;
        crate::print::print_reg(s, target, out)?;
    }
    if inst.dmask != 0 {
        write!(out, " dmask:{:#x}", inst.dmask)?;
    }
    let flags = [
        (inst.unorm, "unorm"),
        (inst.glc, "glc"),
        (inst.slc, "slc"),
        (inst.scc, "scc"),
        (inst.r128, if inst.a16_name { "a16" } else { "r128" }),
        (inst.tfe, "tfe"),
        (inst.lwe, "lwe"),
        (inst.da, "da"),
        (inst.d16, "d16"),
    ];
    for (on, name) in flags {
        if on {
            out.write_char(' ')?;
            out.write_str(name)?;
        }
    }
    Ok(())
}

/// Encoding errors of MIMG instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MimgEncodeError {
    #[error("{0} does not exist on this processor")]
    NotOnTarget(&'static str),
    #[error("operand {0} cannot be encoded in its field")]
    BadOperand(u8),
}

/// Encodes `inst` (8 bytes), appending to `out`.
///
/// # Errors
/// The form is not on `target`, or a register does not fit its field.
pub fn encode(inst: &MimgInst, target: &Target, out: &mut Vec<u8>) -> Result<(), MimgEncodeError> {
    use crate::operand::RegFile;
    let d = inst.desc;
    if !target.has_procs(d.procs) {
        return Err(MimgEncodeError::NotOnTarget(d.name));
    }
    let gfx90a = target.is_gfx90a();
    let acc = inst.vdata.file == RegFile::Agpr;
    if (acc && !gfx90a)
        || !matches!(inst.vdata.file, RegFile::Vgpr | RegFile::Agpr)
        || inst.vaddr.file != RegFile::Vgpr
    {
        return Err(MimgEncodeError::BadOperand(0));
    }
    let quad_code = |r: Reg, i: u8| -> Result<u32, MimgEncodeError> {
        if r.file != RegFile::Scalar || r.index % 4 != 0 || r.index >= 128 {
            return Err(MimgEncodeError::BadOperand(i));
        }
        Ok(u32::from(r.index) / 4)
    };
    let rs = quad_code(inst.srsrc, 2)?;
    let ss = match inst.ssamp {
        Some(r) if d.sampler => quad_code(r, 3)?,
        None if !d.sampler => 0,
        _ => return Err(MimgEncodeError::BadOperand(3)),
    };
    let b = |v: bool, bit: u32| u32::from(v) << bit;
    let w = 0xf000_0000
        | u32::from(d.opcode) << 18
        | u32::from(inst.dmask & 0xf) << 8
        | b(inst.scc && gfx90a, 7)
        | b(inst.unorm, 12)
        | b(inst.glc, 13)
        | b(inst.da, 14)
        | b(inst.r128, 15)
        | b(inst.tfe || acc, 16)
        | b(inst.lwe, 17)
        | b(inst.slc, 25);
    let hi = u32::from(inst.vaddr.index & 0xff)
        | u32::from(inst.vdata.index & 0xff) << 8
        | rs << 16
        | ss << 21
        | b(inst.d16, 31);
    out.extend_from_slice(&w.to_le_bytes());
    out.extend_from_slice(&hi.to_le_bytes());
    Ok(())
}

/// The data width llvm-mc-19's assembler requires: one register per dmask channel (four for
/// gathers), halved for packed d16, one more for tfe.
#[must_use]
pub fn asm_data_width(d: &MimgDesc, dmask: u8, d16: bool, tfe: bool, target: &Target) -> u8 {
    let mut n = if d.kind == MimgKind::Gather4 { 4 } else { (dmask.count_ones() as u8).max(1) };
    if d16 && packed_d16(target) {
        n = n.div_ceil(2);
    }
    n + u8::from(tfe)
}

/// A parse error of an MIMG instruction, with the byte range in the text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{start}..{end}: {msg}")]
pub struct MimgParseError {
    pub start: usize,
    pub end: usize,
    pub msg: String,
}

/// Parses one MIMG instruction (`image_* vdata, vaddr, srsrc[, ssamp] modifiers...`).
///
/// Accepts the address widths llvm-mc-19's assembler accepts for the form
/// ([`MimgDesc::vaddr_ok`]) and requires the data width it requires ([`asm_data_width`]);
/// atomics take dmask 0x1 or 0x3 (cmpswap 0x3 or 0xf), gathers exactly one dmask bit.
///
/// # Errors
/// Unknown mnemonics, malformed or misplaced operands and modifiers, widths that do not match.
pub fn parse(text: &str, target: &Target) -> Result<MimgInst, MimgParseError> {
    let trimmed = text.trim_start();
    let base = text.len() - trimmed.len();
    let (name, rest) = trimmed.split_once(char::is_whitespace).unwrap_or((trimmed, ""));
    let d = MIMG_INSTS.iter().find(|d| d.name == name && target.has_procs(d.procs)).ok_or_else(|| {
        MimgParseError {
            start: base,
            end: base + name.len(),
            msg: "not an MIMG instruction on this processor".to_string(),
        }
    })?;
    let spans = Spans { name: (base, base + name.len()), all: (base, text.len()) };
    parse_operands(d, spans, rest, base + name.len() + 1, target)
}

/// Spans the operand parser reports whole-instruction errors at: the mnemonic and the whole
/// instruction.
#[derive(Clone, Copy)]
pub(crate) struct Spans {
    pub name: (usize, usize),
    pub all: (usize, usize),
}

/// Parses the operands and modifiers of MIMG form `d`: `rest` is the text after the mnemonic
/// (after one blank), at byte `rest_at`. No heap allocation unless an error is reported.
pub(crate) fn parse_operands(
    d: &'static MimgDesc,
    spans: Spans,
    rest: &str,
    rest_at: usize,
    target: &Target,
) -> Result<MimgInst, MimgParseError> {
    let e =
        |s: usize, t: &str, msg: &str| MimgParseError { start: s, end: s + t.len(), msg: msg.to_string() };
    let gfx9 = target.is_gfx9();
    let gfx90a = target.is_gfx90a();
    // Operands are comma separated; modifiers follow the last operand, blank separated (the
    // words after the first one of the last part).
    let mut regs: [(usize, &str); 4] = [(0, ""); 4];
    let mut nregs = 0usize;
    let mut last_part: (usize, &str) = (rest_at, "");
    let nparts = rest.split(',').count();
    let mut start = rest_at;
    for (i, part) in rest.split(',').enumerate() {
        let mut words = part.split_whitespace();
        let Some(first) = words.next() else { return Err(e(start, part, "missing operand")) };
        let off = start + part.find(first).unwrap_or(0);
        if let Some(slot) = regs.get_mut(nregs) {
            *slot = (off, first);
        }
        nregs += 1;
        if words.next().is_some() && i + 1 != nparts {
            return Err(e(off, part, "unexpected text"));
        }
        last_part = (start, part);
        start += part.len() + 1;
    }
    let mods = {
        let (start, part) = last_part;
        part.split_whitespace().skip(1).map(move |w| (start + part.find(w).unwrap_or(0), w))
    };
    let want = if d.sampler { 4 } else { 3 };
    if nregs != want {
        let (a, b) = spans.all;
        return Err(MimgParseError { start: a, end: b, msg: format!("{} takes {want} operands", d.name) });
    }
    let reg = |i: usize| {
        let (o, t) = regs[i];
        crate::parse::parse_reg(t, target).ok_or_else(|| e(o, t, "expected a register"))
    };
    let (vdata, vaddr, srsrc) = (reg(0)?, reg(1)?, reg(2)?);
    let ssamp = if d.sampler { Some(reg(3)?) } else { None };
    let mut inst = MimgInst {
        desc: d,
        vdata,
        vaddr,
        srsrc,
        ssamp,
        dmask: 0,
        unorm: false,
        glc: false,
        slc: false,
        scc: false,
        r128: false,
        tfe: false,
        lwe: false,
        da: false,
        d16: false,
        a16_name: gfx9,
    };
    let mut seen_dmask = false;
    let mut mods_dmask: Option<(usize, &str)> = None;
    // llvm-mc's order (observed by assembling every permutation): dmask unorm {glc slc scc}
    // r128|a16 tfe lwe da d16; the cache-policy bits in any order among themselves.
    let mut last_slot = 0u8;
    for (o, m) in mods {
        let slot = match m {
            "unorm" => 2,
            "glc" | "slc" | "scc" => 3,
            "r128" | "a16" => 4,
            "tfe" => 5,
            "lwe" => 6,
            "da" => 7,
            "d16" => 8,
            _ => u8::from(m.starts_with("dmask:")),
        };
        if slot != 0 {
            if slot < last_slot || slot == last_slot && slot != 3 {
                return Err(e(o, m, "invalid operand for instruction"));
            }
            last_slot = slot;
        }
        let flag = match m {
            "unorm" => &mut inst.unorm,
            "glc" => &mut inst.glc,
            "slc" => &mut inst.slc,
            "scc" if gfx90a => &mut inst.scc,
            "a16" if gfx9 => &mut inst.r128,
            "r128" if !gfx9 => &mut inst.r128,
            "tfe" if !gfx90a => &mut inst.tfe,
            "lwe" => &mut inst.lwe,
            "da" => &mut inst.da,
            "d16" if d.d16 => &mut inst.d16,
            _ => {
                let v = m.strip_prefix("dmask:").ok_or_else(|| e(o, m, "unknown modifier"))?;
                let v = crate::parse::parse_int(v)
                    .and_then(|v| u8::try_from(v).ok())
                    .filter(|v| *v <= 0xf)
                    .ok_or_else(|| e(o, m, "dmask must be 0..15"))?;
                if seen_dmask {
                    return Err(e(o, m, "duplicate dmask"));
                }
                seen_dmask = true;
                mods_dmask = Some((o, m));
                inst.dmask = v;
                continue;
            }
        };
        if *flag {
            return Err(e(o, m, "duplicate modifier"));
        }
        *flag = true;
    }
    // Register files and widths.
    use crate::operand::RegFile;
    let (o0, t0) = regs[0];
    let data_ok = match vdata.file {
        RegFile::Vgpr => true,
        RegFile::Agpr => gfx90a,
        _ => false,
    };
    let width = asm_data_width(d, inst.dmask, inst.d16, inst.tfe, target);
    let aligned = |r: Reg| !gfx90a || r.count == 1 || r.index % 2 == 0;
    // llvm-mc: atomics take dmask 0x1 or 0x3 (cmpswap 0x3 or 0xf); gathers exactly one channel.
    let dmask_ok = match d.kind {
        MimgKind::Atomic if d.name == "image_atomic_cmpswap" => matches!(inst.dmask, 0x3 | 0xf),
        MimgKind::Atomic => matches!(inst.dmask, 0x1 | 0x3),
        MimgKind::Gather4 => inst.dmask.count_ones() == 1,
        _ => true,
    };
    if !dmask_ok {
        let (a, b) = mods_dmask.map_or(spans.name, |(o, t)| (o, o + t.len()));
        return Err(MimgParseError { start: a, end: b, msg: "invalid dmask for this instruction".into() });
    }
    if !data_ok || vdata.count != width || !aligned(vdata) {
        return Err(e(o0, t0, "invalid data register for these dmask/tfe/d16 bits"));
    }
    let (o1, t1) = regs[1];
    if vaddr.file != RegFile::Vgpr || d.vaddr_ok >> vaddr.count & 1 == 0 || !aligned(vaddr) {
        return Err(e(o1, t1, "invalid address register"));
    }
    let ttmp = target.ttmp_base();
    let scalar_ok = |r: Reg, n: u8| {
        r.file == RegFile::Scalar
            && r.count == n
            && r.index % 4 == 0
            && ((r.index < ttmp && r.index + u16::from(n) <= 104)
                || (r.index >= ttmp && r.index + u16::from(n) <= ttmp + 16))
    };
    let (o2, t2) = regs[2];
    if !scalar_ok(srsrc, 8) {
        return Err(e(o2, t2, "the resource must be 8 aligned SGPRs or TTMPs"));
    }
    if let Some(s) = ssamp {
        let (o3, t3) = regs[3];
        if !scalar_ok(s, 4) {
            return Err(e(o3, t3, "the sampler must be 4 aligned SGPRs or TTMPs"));
        }
    }
    Ok(inst)
}

/// The [`Inst`](crate::Inst) of `m`: form `FORM_BASE + MIMG_FIRST + i` for `MIMG_INSTS[i]`,
/// operands vdata, vaddr, srsrc and (forms with a sampler) ssamp, flags in `mods.mem`.
#[must_use]
pub fn to_inst(m: &MimgInst, target: &Target) -> crate::Inst {
    use crate::operand::Operand;
    let _ = target;
    let i = MIMG_INSTS.iter().position(|d| std::ptr::eq(d, m.desc)).unwrap_or(0);
    let mut inst = crate::Inst {
        form: super::FORM_BASE + (crate::generated::mem::MIMG_FIRST + i) as u16,
        operands: [Operand::None; crate::inst::MAX_OPERANDS],
        mods: crate::inst::Mods::default(),
    };
    inst.operands[0] = Operand::Reg(m.vdata);
    inst.operands[1] = Operand::Reg(m.vaddr);
    inst.operands[2] = Operand::Reg(m.srsrc);
    if let Some(s) = m.ssamp {
        inst.operands[3] = Operand::Reg(s);
    }
    let mm = &mut inst.mods.mem;
    mm.dmask = m.dmask;
    mm.unorm = m.unorm;
    mm.glc = m.glc;
    mm.slc = m.slc;
    mm.scc = m.scc;
    mm.r128 = m.r128;
    mm.tfe = m.tfe;
    mm.lwe = m.lwe;
    mm.da = m.da;
    mm.d16 = m.d16;
    inst
}

/// The MIMG instruction held by `inst` (`None` when it is not an MIMG form or its operands are
/// not registers).
#[must_use]
pub fn from_inst(inst: &crate::Inst, target: &Target) -> Option<MimgInst> {
    use crate::operand::Operand;
    let i = usize::from(inst.form.checked_sub(super::FORM_BASE)?)
        .checked_sub(crate::generated::mem::MIMG_FIRST)?;
    let desc = MIMG_INSTS.get(i)?;
    let reg = |k: usize| match inst.operands[k] {
        Operand::Reg(r) => Some(r),
        _ => None,
    };
    let m = &inst.mods.mem;
    Some(MimgInst {
        desc,
        vdata: reg(0)?,
        vaddr: reg(1)?,
        srsrc: reg(2)?,
        ssamp: if desc.sampler { Some(reg(3)?) } else { None },
        dmask: m.dmask,
        unorm: m.unorm,
        glc: m.glc,
        slc: m.slc,
        scc: m.scc,
        r128: m.r128,
        tfe: m.tfe,
        lwe: m.lwe,
        da: m.da,
        d16: m.d16,
        a16_name: target.is_gfx9(),
    })
}
