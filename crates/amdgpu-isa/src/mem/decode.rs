//! Decoding the memory encodings (total, no allocation).

use super::{MemField, MemMods, RET_SLOT, flags, lookup, ret_width};
use crate::decode::{DecodeError, DecodeErrorKind};
use crate::inst::{Inst, MAX_OPERANDS, Mods};
use crate::operand::{FloatConst, Operand, Reg, code};
use crate::table::{Class, Enc, Field, InstDesc};
use crate::target::Target;

/// The memory encoding of a first dword, by its prefix (GFX8/GFX9).
#[must_use]
pub fn classify(w: u32) -> Option<Enc> {
    Some(match w >> 26 {
        0b11_0000 => Enc::Smem,
        0b11_0110 => Enc::Ds,
        0b11_1000 => Enc::Mubuf,
        0b11_1010 => Enc::Mtbuf,
        0b11_0001 => Enc::Exp,
        0b11_1100 => Enc::Mimg,
        0b11_0111 => match (w >> 14) & 3 {
            0 => Enc::Flat,
            1 => Enc::Scratch,
            2 => Enc::Global,
            _ => return None,
        },
        _ => return None,
    })
}

/// A scalar register tuple at operand code `v` as llvm-mc decodes it (SGPR/TTMP tuples aligned
/// down; special-register pairs must be even; m0 only alone).
pub(crate) fn scalar(v: u32, width: u8, target: &Target) -> Option<Reg> {
    let v = u16::try_from(v).ok()?;
    if v >= 128 {
        return None;
    }
    if width == 1 {
        return Some(Reg::sgpr(v, 1));
    }
    let ttmp = target.ttmp_base();
    let align = u16::from(width.min(4));
    // Where a tuple may end: SGPR tuples at s103, TTMP tuples at ttmp15 on GFX9 (code 123) but
    // anywhere up to code 127 on GFX8 (llvm-mc prints `ttmp[8:15]` there).
    // GFX10's SGPRs go up to s105 (`Layout::sgprs`).
    let sgprs = target.layout().sgprs;
    let (v, limit) = match v {
        0..=101 => (v & !(align - 1), 104.max(sgprs)),
        _ if v < sgprs && sgprs > 104 => (v & !(align - 1), sgprs),
        _ if (ttmp..=123).contains(&v) => {
            (ttmp + ((v - ttmp) & !(align - 1)), if target.is_gfx9() { 124 } else { 128 })
        }
        code::M0 | 125 => return None,
        _ if v % 2 == 1 => return None,
        _ => (v, 128),
    };
    (usize::from(v) + usize::from(width) <= usize::from(limit)).then_some(Reg::sgpr(v, width))
}

/// gfx908's float atomics (`*_add_f32`, `*_pk_add_f16`) have no returning form: glc is invalid.
fn gfx908_float_atomic_glc(d: &InstDesc, glc: bool, target: &Target) -> bool {
    glc && target.processor().name == "gfx908"
        && (d.name.ends_with("add_f32") || d.name.ends_with("pk_add_f16"))
}

/// Float atomics (gfx90a rejects them with scc set).
pub(crate) fn is_float_atomic(name: &str) -> bool {
    name.contains("atomic") && (name.contains("_f64") || name.contains("_f32") || name.contains("_f16"))
}

/// A 4-SGPR tuple (buffer resource): SGPRs or TTMPs only, aligned down as llvm-mc does.
pub(crate) fn quad(v: u32, target: &Target) -> Option<Reg> {
    let r = scalar(v, 4, target)?;
    let ttmp = target.ttmp_base();
    (r.index <= 100 || (r.index >= ttmp && r.index + 4 <= 124)).then_some(r)
}

fn vreg(v: u32, width: u8, agpr: bool) -> Option<Reg> {
    let v = u16::try_from(v).ok()?;
    if usize::from(v) + usize::from(width) > 256 {
        return None;
    }
    Some(if agpr { Reg::agpr(v, width) } else { Reg::vgpr(v, width) })
}

/// An 8-bit scalar source (buffer soffset): SGPRs, specials and inline constants.
pub(crate) fn ssrc8(v: u32, target: &Target) -> Option<Operand> {
    let layout = target.layout();
    Some(match v {
        // GFX6/7: no null, src_* apertures, 1/(2*pi), nor codes 102..=105 outside flat_scratch.
        125 | 235..=239 | 248 if !layout.gfx9_sources => return None,
        102..=105
            if v >= u32::from(layout.sgprs)
                && layout.flat_scratch.map(u32::from) != Some(v & !1)
                && layout.xnack_mask.map(u32::from) != Some(v & !1) =>
        {
            return None;
        }
        0..=127 => Operand::Reg(scalar(v, 1, target)?),
        128..=192 => Operand::IntConst((v - 128) as i8),
        193..=208 => Operand::IntConst(-((v - 192) as i8)),
        240..=248 => Operand::FloatConst(FloatConst::from_code(v as u16)?),
        235..=239 | 251..=253 => Operand::Reg(Reg::sgpr(v as u16, 1)),
        _ => return None,
    })
}

/// Decodes a memory instruction whose first dword is `w` (already known to be 8 bytes long
/// when `Some` is returned by [`classify`]).
///
/// # Errors
/// Truncation, unknown opcodes and invalid operand fields, at offset 0.
pub fn decode(bytes: &[u8], enc: Enc, target: &Target) -> Result<(Inst, usize), DecodeError> {
    if enc == Enc::Mimg {
        let (m, len) = super::mimg::decode(bytes, target)?;
        return Ok((super::mimg::to_inst(&m, target), len));
    }
    let err = |kind| DecodeError { offset: 0, kind };
    let b = bytes.get(..8).ok_or(err(DecodeErrorKind::Truncated { needed: 8, available: bytes.len() }))?;
    let w = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    let hi = u32::from_le_bytes([b[4], b[5], b[6], b[7]]);
    let gfx9 = target.is_gfx9();
    let gfx90a = target.is_gfx90a();
    let opcode = match enc {
        Enc::Smem => (w >> 18) & 0xff,
        Enc::Ds => (w >> target.layout().ds_op_shift) & 0xff,
        Enc::Mtbuf => {
            let l = target.layout();
            (w >> l.mtbuf_op_shift) & l.mtbuf_op_mask | (u32::from(l.mtbuf_op_hi) * ((hi >> 21) & 1)) << 3
        }
        Enc::Mubuf => (w >> 18) & target.layout().mubuf_op_mask,
        Enc::Exp => 0,
        _ => (w >> 18) & 0x7f,
    };
    if !gfx9 && matches!(enc, Enc::Global | Enc::Scratch) {
        return Err(err(DecodeErrorKind::UnsupportedEncoding));
    }
    let form = lookup(enc, opcode, target).ok_or(err(DecodeErrorKind::UnknownOpcode { enc, opcode }))?;
    let d = super::desc(form).ok_or(err(DecodeErrorKind::UnknownOpcode { enc, opcode }))?;
    let mut inst = Inst { form, operands: [Operand::None; MAX_OPERANDS], mods: Mods::default() };
    let mut m = MemMods::default();
    let bad = |i: usize, raw: u32| err(DecodeErrorKind::InvalidOperand { index: i as u8, value: raw });
    let has = |f: MemField| d.operands.iter().any(|o| o.field == Field::Mem(f));
    // Common bits.
    let acc = match enc {
        Enc::Ds => gfx90a && (w >> 25) & 1 != 0,
        Enc::Flat | Enc::Global | Enc::Scratch | Enc::Mubuf | Enc::Mtbuf => gfx90a && (hi >> 23) & 1 != 0,
        _ => false,
    };
    match enc {
        Enc::Exp => {
            m.exp_tgt = ((w >> 4) & 0x3f) as u8;
            m.compr = (w >> 10) & 1 != 0;
            m.done = (w >> 11) & 1 != 0;
            m.vm = (w >> 12) & 1 != 0;
        }
        Enc::Smem if target.layout().smem_soffset => {
            // GFX10: glc (printed for forms with data) and dlc.
            if has(MemField::SmemOffset) {
                // Both printed only for forms with data (as glc before GFX10).
                let data = has(MemField::Sdata) && d.mods & flags::SDATA_IMM == 0;
                m.glc = data && (w >> 16) & 1 != 0;
                m.dlc = data && (w >> 14) & 1 != 0;
            }
        }
        Enc::Smem => {
            // Forms without an offset operand (s_memtime, s_dcache_*) require imm = 0 and print
            // no cache bits.
            if has(MemField::SmemOffset) {
                // llvm-mc 19 prints glc only for forms with data and never prints nv.
                m.glc = has(MemField::Sdata) && d.mods & flags::SDATA_IMM == 0 && (w >> 16) & 1 != 0;
            } else if (w >> 17) & 1 != 0 {
                return Err(err(DecodeErrorKind::ReservedBits));
            }
        }
        Enc::Ds => {
            let gds_bit = target.layout().ds_gds_bit;
            m.offset = (w & 0xffff) as i32;
            m.gds = !gfx90a && (w >> gds_bit) & 1 != 0;
            if d.mods & flags::NO_OFFSET != 0 && w & (0xffff | 1 << gds_bit) != 0 {
                return Err(err(DecodeErrorKind::ReservedBits));
            }
            if d.mods & flags::GDS_ONLY != 0 {
                // Always printed, also on gfx90a.
                m.gds = (w >> gds_bit) & 1 != 0;
                if !m.gds {
                    return Err(err(DecodeErrorKind::ReservedBits));
                }
            }
            // Bit 25 (gfx90a's AGPR select) must be clear on forms without VGPR data.
            let data = has(MemField::Vdst)
                || has(MemField::Data0)
                || has(MemField::Data1)
                || d.name.starts_with("ds_gws") && has(MemField::Addr);
            // (GFX6/7: bit 25 is the top opcode bit.)
            if (w >> 25) & 1 != 0 && !data && target.layout().ds_op_shift == 17
                || (w >> gds_bit) & 1 != 0 && matches!(d.name, "ds_bpermute_b32" | "ds_permute_b32")
            {
                return Err(err(DecodeErrorKind::ReservedBits));
            }
            if d.mods & flags::OFFSET01 != 0 {
                m.offset = (w & 0xff) as i32;
                m.offset1 = ((w >> 8) & 0xff) as u8;
            }
        }
        Enc::Mubuf | Enc::Mtbuf => {
            m.offset = (w & 0xfff) as i32;
            m.offen = (w >> 12) & 1 != 0;
            m.idxen = (w >> 13) & 1 != 0;
            m.glc = (w >> 14) & 1 != 0;
            m.scc = gfx90a && if enc == Enc::Mubuf { (w >> 15) & 1 != 0 } else { (hi >> 21) & 1 != 0 };
            let addr64 = target.layout().buf_addr64;
            m.addr64 = addr64 && (w >> 15) & 1 != 0;
            // GFX10: dlc at bit 15.
            m.dlc = target.layout().dlc && (w >> 15) & 1 != 0;
            if enc == Enc::Mubuf {
                m.lds = (w >> 16) & 1 != 0;
                m.slc = if target.layout().mubuf_slc_hi { (hi >> 22) & 1 != 0 } else { (w >> 17) & 1 != 0 };
            } else {
                m.dfmt = ((w >> 19) & 0xf) as u8;
                m.nfmt = ((w >> 23) & 7) as u8;
                m.slc = (hi >> 22) & 1 != 0;
            }
            m.tfe = !gfx90a && (hi >> 23) & 1 != 0;
            // gfx90a's buffer_wbl2 ignores bits 14 and 15 (llvm-mc-19 prints plain `buffer_wbl2`
            // for them; its assembler cannot write them, so such words stay `.long` in disassembly).
            // gfx940's buffer_wbl2 and buffer_inv print them (sc0, sc1) and ignore slc.
            let cache_op = target.layout().cache_op_cpol && matches!(d.name, "buffer_wbl2" | "buffer_inv");
            let wbl2_cache_bits = gfx90a && d.name == "buffer_wbl2" || cache_op;
            if wbl2_cache_bits && !cache_op {
                m.glc = false;
                m.scc = false;
            }
            if cache_op {
                m.slc = false;
            }
            // MTBUF has no tfe form; MUBUF loads to LDS exist only for the dword-or-smaller loads.
            let lds_only = d.mods & flags::LDS_ONLY != 0;
            let bad_tfe = m.tfe && (enc == Enc::Mtbuf || d.name.contains("atomic") || m.lds);
            // GFX10 atomics take no dlc (the assembler drops it, see `super::encode`).
            if bad_tfe
                || m.dlc && d.name.contains("atomic")
                || m.addr64 && (m.offen || m.idxen)
                || lds_only && !m.lds
                || m.lds && acc
                || d.operands.is_empty()
                    && (m.offen || m.idxen || (w >> 14) & 3 != 0 && !wbl2_cache_bits || (hi >> 23) & 1 != 0)
                || gfx908_float_atomic_glc(d, m.glc, target)
                || m.scc && is_float_atomic(d.name) && !target.layout().float_atomic_scc
                || d.mods & flags::LDS_ONLY != 0 && (m.offen || m.idxen)
                || m.lds
                    && d.mods & flags::LDS_ONLY == 0
                    && !matches!(
                        d.name,
                        "buffer_load_ubyte"
                            | "buffer_load_sbyte"
                            | "buffer_load_ushort"
                            | "buffer_load_sshort"
                            | "buffer_load_dword"
                            | "buffer_load_format_x"
                    )
            {
                return Err(err(DecodeErrorKind::ReservedBits));
            }
        }
        _ => {
            let bits = target.layout().flat_offset_bits;
            let off = w & ((1 << bits) - 1);
            m.offset =
                if enc == Enc::Flat { off as i32 } else { ((off << (32 - bits)) as i32) >> (32 - bits) };
            m.dlc = target.layout().dlc && (w >> 12) & 1 != 0;
            // gfx940 SCRATCH: bit 13 enables vaddr (see the Vaddr operand below), no LDS bit.
            m.lds = (w >> 13) & 1 != 0 && !(enc == Enc::Scratch && target.layout().scratch_sve);
            if hi & target.layout().flat_reserved_hi != 0 {
                return Err(err(DecodeErrorKind::ReservedBits));
            }
            if m.scc && is_float_atomic(d.name) && !target.layout().float_atomic_scc {
                return Err(err(DecodeErrorKind::ReservedBits));
            }
            // LDS loads: GLOBAL/SCRATCH only, the dword-or-smaller loads, bit 23 of the second
            // dword (gfx90a's AGPR select) clear. (The name is only looked at when lds is set.)
            if m.lds
                && (enc == Enc::Flat
                    || (hi >> 23) & 1 != 0
                    || !matches!(
                        d.name.split_once('_').map_or("", |(_, b)| b),
                        "load_ubyte" | "load_sbyte" | "load_ushort" | "load_sshort" | "load_dword"
                    ))
            {
                return Err(err(DecodeErrorKind::ReservedBits));
            }
            m.glc = (w >> 16) & 1 != 0;
            if gfx908_float_atomic_glc(d, m.glc, target) {
                return Err(err(DecodeErrorKind::ReservedBits));
            }
            m.slc = (w >> 17) & 1 != 0;
            m.scc = gfx90a && (w >> 25) & 1 != 0;
            m.nv = false;
        }
    }
    let ret = d.mods & flags::ATOMIC_RET != 0 && m.glc;
    let saddr_raw = (hi >> 16) & 0x7f;
    let flat_off = target.layout().flat_off;
    if enc == Enc::Flat && saddr_raw != target.layout().flat_saddr {
        return Err(err(DecodeErrorKind::ReservedBits));
    }
    for (i, od) in d.operands.iter().enumerate().take(RET_SLOT) {
        let Field::Mem(f) = od.field else { continue };
        let width = od.width;
        let v = match f {
            MemField::Ssamp => return Err(err(DecodeErrorKind::UnsupportedEncoding)),
            MemField::ExpSrc => {
                if (w >> i) & 1 == 0 {
                    continue;
                }
                let field = if m.compr { i / 2 } else { i };
                let raw = (hi >> (8 * field)) & 0xff;
                Operand::Reg(vreg(raw, 1, false).ok_or(bad(i, raw))?)
            }
            MemField::Sdata => {
                let raw = (w >> 6) & 0x7f;
                if d.mods & flags::SDATA_IMM != 0 {
                    Operand::Imm(raw)
                } else {
                    // Code 125 prints as `null` on every processor here (any width).
                    if raw == 125 {
                        Operand::Reg(Reg::sgpr(125, width))
                    } else {
                        let r = scalar(raw, width, target).ok_or(bad(i, raw))?;
                        // No m0/exec; tuples of four or more are SGPRs or TTMPs only.
                        if r.index >= code::M0 || width >= 4 && (102..target.ttmp_base()).contains(&r.index) {
                            return Err(bad(i, raw));
                        }
                        Operand::Reg(r)
                    }
                }
            }
            MemField::Sbase => {
                let raw = (w & 0x3f) << 1;
                let r = if width == 4 { quad(raw, target) } else { scalar(raw, width, target) };
                Operand::Reg(r.ok_or(bad(i, raw))?)
            }
            MemField::SmemOffset if target.layout().smem_soffset => {
                let offset = (((hi & 0x1f_ffff) << 11) as i32) >> 11;
                let soff = hi >> 25;
                // A zero offset beside null prints as `null` (llvm-mc-19's disassembler; its
                // assembler writes `0x0` to the same bytes).
                if soff == 125 && offset != 0 {
                    Operand::Imm(offset as u32)
                } else {
                    if offset != 0 {
                        m.smem_both = true;
                        m.offset = offset;
                    }
                    Operand::Reg(scalar(soff, 1, target).ok_or(bad(i, soff))?)
                }
            }
            MemField::SmemOffset => {
                let imm = (w >> 17) & 1 != 0;
                let soe = gfx9 && (w >> 14) & 1 != 0;
                let offset =
                    if gfx9 { (((hi & 0x1f_ffff) << 11) as i32) >> 11 } else { (hi & 0xf_ffff) as i32 };
                match (imm, soe) {
                    (true, false) => Operand::Imm(offset as u32),
                    (false, false) => {
                        let raw = hi & 0x7f;
                        Operand::Reg(scalar(raw, 1, target).ok_or(bad(i, raw))?)
                    }
                    (imm, true) => {
                        let raw = hi >> 25;
                        if imm {
                            m.smem_both = true;
                            m.offset = offset;
                        } else {
                            m.smem_soe = true;
                        }
                        Operand::Reg(scalar(raw, 1, target).ok_or(bad(i, raw))?)
                    }
                }
            }
            MemField::Vdst => {
                if m.lds {
                    continue;
                }
                let raw = hi >> 24;
                let width = if m.tfe { width + 1 } else { width };
                Operand::Reg(vreg(raw, width, acc).ok_or(bad(i, raw))?)
            }
            // GWS instructions carry their data in the address field (AGPRs on gfx90a).
            MemField::Addr => {
                let gws = d.name.starts_with("ds_gws");
                Operand::Reg(vreg(hi & 0xff, 1, acc && gws).ok_or(bad(i, hi & 0xff))?)
            }
            MemField::Data0 => Operand::Reg(vreg((hi >> 8) & 0xff, width, acc).ok_or(bad(i, hi))?),
            MemField::Data1 => Operand::Reg(vreg((hi >> 16) & 0xff, width, acc).ok_or(bad(i, hi))?),
            MemField::Vdata => {
                let raw = (hi >> 8) & 0xff;
                let is_load = matches!(enc, Enc::Mubuf | Enc::Mtbuf) && d.name.contains("load");
                if m.lds && is_load {
                    continue;
                }
                let width = if m.tfe { width + 1 } else { width };
                Operand::Reg(vreg(raw, width, acc).ok_or(bad(i, raw))?)
            }
            MemField::Vaddr => {
                let raw = hi & 0xff;
                match enc {
                    Enc::Mubuf | Enc::Mtbuf => {
                        let n = u8::from(m.offen) + u8::from(m.idxen) + 2 * u8::from(m.addr64);
                        if n == 0 {
                            Operand::None
                        } else {
                            Operand::Reg(vreg(raw, n, false).ok_or(bad(i, raw))?)
                        }
                    }
                    Enc::Flat => Operand::Reg(vreg(raw, 2, false).ok_or(bad(i, raw))?),
                    Enc::Global => {
                        let n = if saddr_raw == flat_off { 2 } else { 1 };
                        Operand::Reg(vreg(raw, n, false).ok_or(bad(i, raw))?)
                    }
                    _ => {
                        let used = if target.layout().scratch_sve {
                            (w >> 13) & 1 != 0
                        } else {
                            saddr_raw == flat_off
                        };
                        if used {
                            Operand::Reg(vreg(raw, 1, false).ok_or(bad(i, raw))?)
                        } else {
                            Operand::None
                        }
                    }
                }
            }
            MemField::Saddr => {
                let st = enc == Enc::Scratch && target.layout().scratch_st == Some(saddr_raw);
                if saddr_raw == flat_off || st {
                    Operand::None
                } else {
                    let w = if enc == Enc::Global { 2 } else { 1 };
                    let r = scalar(saddr_raw, w, target).ok_or(bad(i, saddr_raw))?;
                    if w == 2 && r.index == code::M0 {
                        return Err(bad(i, saddr_raw));
                    }
                    Operand::Reg(r)
                }
            }
            MemField::Srsrc => {
                let raw = ((hi >> 16) & 0x1f) << 2;
                Operand::Reg(quad(raw, target).ok_or(bad(i, raw))?)
            }
            MemField::Soffset => ssrc8(hi >> 24, target).ok_or(bad(i, hi >> 24))?,
        };
        inst.operands[i] = v;
    }
    if ret {
        let raw = hi >> 24;
        inst.operands[RET_SLOT] = Operand::Reg(vreg(raw, ret_width(d), acc).ok_or(bad(RET_SLOT, raw))?);
    }
    // DS: fields the form does not use must be zero (as llvm-mc checks).
    if enc == Enc::Ds {
        let unused = [
            (MemField::Addr, hi & 0xff),
            (MemField::Data0, (hi >> 8) & 0xff),
            (MemField::Data1, (hi >> 16) & 0xff),
            (MemField::Vdst, hi >> 24),
        ];
        if unused.iter().any(|(f, v)| *v != 0 && !has(*f)) {
            return Err(err(DecodeErrorKind::ReservedBits));
        }
    }
    if d.operands.iter().any(|o| o.class == Class::A) && !gfx90a {
        return Err(err(DecodeErrorKind::UnsupportedEncoding));
    }
    inst.mods.mem = m;
    Ok((inst, 8))
}
