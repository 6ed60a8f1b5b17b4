//! Decoding machine code into [`Inst`] values: a total function over any bytes, without
//! allocation.

use crate::inst::{Inst, MAX_OPERANDS, Mods};
use crate::operand::{FloatConst, Operand, Reg, RegFile, code};
use crate::table::{Class, Enc, Field, INSTS, accept, mods};
use crate::target::Target;

/// Why a word did not decode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeErrorKind {
    #[error("truncated instruction: {needed} bytes needed, {available} available")]
    Truncated { needed: usize, available: usize },
    #[error("unsupported encoding")]
    UnsupportedEncoding,
    #[error("no {enc:?} instruction with opcode {opcode} on this processor")]
    UnknownOpcode { enc: Enc, opcode: u32 },
    #[error("invalid operand value {value} in operand {index}")]
    InvalidOperand { index: u8, value: u32 },
    #[error("bits set that this instruction does not use")]
    ReservedBits,
}

/// A decoding error at a byte offset (relative to the start of the slice given to [`decode`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("offset {offset:#x}: {kind}")]
pub struct DecodeError {
    pub offset: usize,
    pub kind: DecodeErrorKind,
}

fn dword(bytes: &[u8], at: usize) -> Option<u32> {
    let b = bytes.get(at..at + 4)?;
    Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

/// The encoding family of a first dword (GFX8/GFX9 layouts).
#[must_use]
pub fn classify(w: u32, target: &Target) -> Option<Enc> {
    if w >> 31 == 0 {
        return Some(match w >> 25 {
            0x3f => Enc::Vop1,
            0x3e => Enc::Vopc,
            _ => Enc::Vop2,
        });
    }
    if w >> 30 == 0b10 {
        if w >> 28 != 0b1011 {
            return Some(Enc::Sop2);
        }
        return Some(match w >> 23 {
            0x17d => Enc::Sop1,
            0x17e => Enc::Sopc,
            0x17f => Enc::Sopp,
            _ => Enc::Sopk,
        });
    }
    let layout = target.layout();
    if w >> 26 == layout.vintrp_prefix {
        return Some(Enc::Vintrp);
    }
    if w >> 23 == layout.vop3p_prefix && target.is_gfx9() {
        return Some(Enc::Vop3p);
    }
    if w >> 26 == layout.vop3_prefix {
        return Some(Enc::Vop3);
    }
    None
}

/// Decodes one instruction at the start of `bytes`; returns it and its size in bytes.
///
/// # Errors
/// [`DecodeError`] with offset 0 (or 4 for a missing literal) and the reason.
pub fn decode(bytes: &[u8], target: &Target) -> Result<(Inst, usize), DecodeError> {
    let err = |offset, kind| DecodeError { offset, kind };
    let w =
        dword(bytes, 0).ok_or(err(0, DecodeErrorKind::Truncated { needed: 4, available: bytes.len() }))?;
    if let Some(enc) = crate::mem::decode::classify(w) {
        // GFX6/7: the GFX8/9 SMEM and EXP prefixes (0b110000, 0b110001) are the 32-bit SMRD
        // word (checked only here, off the GFX8/9 ALU path).
        if matches!(enc, Enc::Smem | Enc::Exp)
            && (target.layout().smrd || target.layout().smem_prefix != 0b11_0000)
        {
            if target.layout().smrd {
                return crate::mem::smrd::decode(bytes, target);
            }
            // GFX10: no SMEM/EXP words at the GFX8/9 prefixes.
            return Err(err(0, DecodeErrorKind::UnsupportedEncoding));
        }
        return crate::mem::decode::decode(bytes, enc, target);
    }
    let Some(enc) = classify(w, target) else {
        // GFX6/7 and GFX10 EXP (prefix 0b111110; GFX8/9's is classified above).
        if w >> 26 == target.layout().exp_prefix {
            return crate::mem::decode::decode(bytes, Enc::Exp, target);
        }
        // GFX10 SMEM (prefix 0b111101).
        if w >> 26 == target.layout().smem_prefix {
            return crate::mem::decode::decode(bytes, Enc::Smem, target);
        }
        return Err(err(0, DecodeErrorKind::UnsupportedEncoding));
    };
    let w1 = if enc.size() == 8 {
        Some(
            dword(bytes, 4)
                .ok_or(err(0, DecodeErrorKind::Truncated { needed: 8, available: bytes.len() }))?,
        )
    } else {
        None
    };
    let hi = w1.unwrap_or(0);
    let opcode = match enc {
        Enc::Sop2 => (w >> 23) & 0x7f,
        Enc::Sopk => (w >> 23) & 0x1f,
        Enc::Sop1 => (w >> 8) & 0xff,
        Enc::Sopc | Enc::Sopp | Enc::Vop3p => (w >> 16) & 0x7f,
        Enc::Vop1 => (w >> 9) & 0xff,
        Enc::Vop2 => (w >> 25) & 0x3f,
        Enc::Vopc => (w >> 17) & 0xff,
        Enc::Vop3 => (w >> target.layout().vop3_op_shift) & target.layout().vop3_op_mask,
        Enc::Vintrp => (w >> 16) & 3,
        _ => return Err(err(0, DecodeErrorKind::UnsupportedEncoding)),
    };
    let mut form =
        target.lookup(enc, opcode).ok_or(err(0, DecodeErrorKind::UnknownOpcode { enc, opcode }))?;
    let vop = matches!(enc, Enc::Vop1 | Enc::Vop2 | Enc::Vopc) && target.layout().sdwa_dpp;
    // A VOP1 form without src0 (v_clrexcp) and no SDWA/DPP form reads 0xf9/0xfa as an ignored
    // src0 field, as llvm-mc-19 does.
    let plain_no_src0 = enc == Enc::Vop1 && !INSTS[form].operands.iter().any(|o| o.field == Field::Src0);
    // SDWA v_nop: llvm-mc-19 takes the word only when the SDWA dword is zero but for the
    // dst_sel/dst_unused bits and bits 22 and 30 (which it drops); otherwise it is the 4-byte
    // v_nop with an ignored src0 field.
    let nop_sdwa_ok = |form: usize| {
        !INSTS[form].operands.is_empty()
            || dword(bytes, 4).is_some_and(|sw| sw & !(0x1f00 | 1 << 22 | 1 << 30) == 0)
    };
    let sdwa_word = if vop
        && w & 0x1ff == 0xf9
        && (!plain_no_src0 || target.lookup_sdwa(enc, opcode).is_some_and(nop_sdwa_ok))
    {
        form =
            target.lookup_sdwa(enc, opcode).ok_or(err(0, DecodeErrorKind::UnknownOpcode { enc, opcode }))?;
        Some(
            dword(bytes, 4)
                .ok_or(err(0, DecodeErrorKind::Truncated { needed: 8, available: bytes.len() }))?,
        )
    } else {
        None
    };
    // DPP v_nop likewise needs a zero src0 field and no neg/abs bits.
    let nop_dpp_ok = |form: usize| {
        !INSTS[form].operands.is_empty()
            || dword(bytes, 4).is_some_and(|dw| dw & 0xff == 0 && dw & 0x00f0_0000 == 0)
    };
    let dpp8 = vop && matches!(w & 0x1ff, 0xe9 | 0xea) && target.layout().dpp16;
    let dpp_word = if vop
        && (w & 0x1ff == 0xfa || dpp8)
        && (!plain_no_src0 || target.lookup_dpp(enc, opcode).is_some_and(nop_dpp_ok))
    {
        form =
            target.lookup_dpp(enc, opcode).ok_or(err(0, DecodeErrorKind::UnknownOpcode { enc, opcode }))?;
        Some(
            dword(bytes, 4)
                .ok_or(err(0, DecodeErrorKind::Truncated { needed: 8, available: bytes.len() }))?,
        )
    } else {
        None
    };
    let desc = &INSTS[form];
    let mut inst = Inst { form: form as u16, operands: [Operand::None; MAX_OPERANDS], mods: Mods::default() };
    let mut size = if dpp_word.is_some() || sdwa_word.is_some() { 8 } else { enc.size() };
    let mut literal: Option<u32> = None;
    let mut used_srcs = 0u8;
    // MAI (v_mfma_*): gfx908 always accumulates in AGPRs; gfx90a selects with acc_cd (bit 15).
    let mai = enc == Enc::Vop3p && desc.mods & mods::CBSZ != 0;
    let mai_acc_cd = mai && (!target.is_gfx90a() || (w >> 15) & 1 != 0);
    let bad = |i: usize, raw: u32| err(0, DecodeErrorKind::InvalidOperand { index: i as u8, value: raw });
    for (i, op) in desc.operands.iter().enumerate().take(MAX_OPERANDS) {
        let raw = match op.field {
            Field::Sdst => (w >> 16) & 0x7f,
            Field::Ssrc0 => w & 0xff,
            Field::Ssrc1 => (w >> 8) & 0xff,
            Field::Simm16 => w & 0xffff,
            Field::Imm32 => 0,
            Field::Vdst => match enc {
                Enc::Vop3 | Enc::Vop3p => w & 0xff,
                Enc::Vintrp => (w >> 18) & 0xff,
                _ => (w >> 17) & 0xff,
            },
            Field::Vsrc => w & 0xff,
            // attr | chan << 6 (| high << 8 in VOP3)
            Field::Attr => {
                if enc == Enc::Vop3 {
                    used_srcs |= 1;
                    hi & 0x1ff
                } else {
                    ((w >> 10) & 0x3f) | ((w >> 8) & 3) << 6
                }
            }
            Field::Param => {
                if enc == Enc::Vop3 {
                    used_srcs |= 2;
                    (hi >> 9) & 0x1ff
                } else {
                    w & 0xff
                }
            }
            Field::Src0 => {
                used_srcs |= 1;
                match (enc, dpp_word, sdwa_word) {
                    (Enc::Vop3 | Enc::Vop3p, _, _) => hi & 0x1ff,
                    (_, Some(dw), _) => 256 + (dw & 0xff),
                    (_, _, Some(sw)) if target.is_gfx9() && (sw >> 23) & 1 != 0 => sw & 0xff,
                    (_, _, Some(sw)) => 256 + (sw & 0xff),
                    _ => w & 0x1ff,
                }
            }
            Field::Vsrc1 => (w >> 9) & 0xff,
            Field::Src1 => {
                used_srcs |= 2;
                match sdwa_word {
                    Some(sw) if target.is_gfx9() && (sw >> 31) & 1 != 0 => (w >> 9) & 0xff,
                    Some(_) => 256 + ((w >> 9) & 0xff),
                    None => (hi >> 9) & 0x1ff,
                }
            }
            Field::Src2 => {
                used_srcs |= 4;
                (hi >> 18) & 0x1ff
            }
            Field::Sdst3b => (w >> 8) & 0x7f,
            Field::Implicit(_) | Field::Mem(_) => continue,
        };
        let width = op.width;
        let value = match op.field {
            Field::Simm16 => Operand::Imm(raw),
            Field::Imm32 => {
                // v_madmk/v_madak share one literal dword between K and a literal src0.
                let lit = match literal {
                    Some(l) if enc != Enc::Sopk => l,
                    _ => {
                        let l = dword(bytes, size).ok_or(err(
                            0,
                            DecodeErrorKind::Truncated { needed: size + 4, available: bytes.len() },
                        ))?;
                        size += 4;
                        literal = Some(l);
                        l
                    }
                };
                Operand::Imm(lit)
            }
            Field::Attr => {
                if enc == Enc::Vop3 {
                    inst.mods.high = (raw >> 8) & 1 != 0;
                }
                Operand::Imm(raw & 0xff)
            }
            _ if op.class == Class::None => Operand::Imm(raw),
            // GFX6/7 v_readlane_b32 (VOP2): the lane select is an SGPR in the vsrc1 field.
            Field::Vsrc1 if op.class == Class::S && raw >= 128 => match raw {
                128..=192 => Operand::IntConst((raw - 128) as i8),
                193..=208 => Operand::IntConst(-((raw - 192) as i8)),
                _ => return Err(bad(i, raw)),
            },
            Field::Vsrc1 if op.class == Class::S => scalar(raw as u16, width, target).ok_or(bad(i, raw))?,
            Field::Vsrc1 | Field::Vsrc => vector(Reg::vgpr(raw as u16, width)).ok_or(bad(i, raw))?,
            Field::Param => {
                if raw > 2 && enc != Enc::Vop3 {
                    return Err(bad(i, raw));
                }
                Operand::Imm(raw)
            }
            Field::Vdst if mai => {
                let r = if mai_acc_cd { Reg::agpr(raw as u16, width) } else { Reg::vgpr(raw as u16, width) };
                vector(r).ok_or(bad(i, raw))?
            }
            Field::Vdst if op.class == Class::V => vector(Reg::vgpr(raw as u16, width)).ok_or(bad(i, raw))?,
            Field::Vdst if op.class == Class::A => vector(Reg::agpr(raw as u16, width)).ok_or(bad(i, raw))?,
            Field::Sdst if sdwa_word.is_some() => {
                // GFX9 VOPC SDWA: SD selects an SGPR pair, else vcc.
                let sw = sdwa_word.unwrap_or(0);
                if (sw >> 15) & 1 != 0 {
                    scalar(((sw >> 8) & 0x7f) as u16, width, target).ok_or(bad(i, raw))?
                } else {
                    // vcc (vcc_lo in wave32).
                    Operand::Reg(Reg::sgpr(code::VCC_LO, width))
                }
            }
            // A scalar VALU destination (v_readfirstlane_b32, v_readlane_b32) also decodes the
            // special sources 235..=239 and 251..=253 as llvm-mc-19 prints them
            // (`v_readfirstlane_b32 src_shared_limit, v197`).
            Field::Vdst
                if width == 1
                    && matches!(raw, 235..=239 | 251..=253)
                    && matches!(enc, Enc::Vop1 | Enc::Vop3) =>
            {
                Operand::Reg(Reg::sgpr(raw as u16, 1))
            }
            Field::Sdst | Field::Sdst3b | Field::Vdst => {
                scalar(raw as u16, width, target).ok_or(bad(i, raw))?
            }
            _ => {
                // 8-bit scalar or 9-bit general source.
                // MAI: A/B sources select AGPRs with the acc bits, C goes with acc_cd.
                let agpr = if mai {
                    match op.field {
                        Field::Src0 => (hi >> 27) & 1 != 0,
                        Field::Src1 => (hi >> 28) & 1 != 0,
                        _ => mai_acc_cd,
                    }
                } else {
                    op.class == Class::A
                };
                let v = decode_src(raw as u16, width, agpr, target).ok_or(bad(i, raw))?;
                let ok = match v {
                    // llvm-mc decodes the src_* apertures (codes 235..=239) in the VGPR-only
                    // sources of MFMA A/B and of v_swap_b32 (its assembler rejects them there).
                    Operand::Reg(r)
                        if (code::SRC_SHARED_BASE..=code::SRC_POPS_EXITING_WAVE_ID).contains(&r.index)
                            && (mai && matches!(op.field, Field::Src0 | Field::Src1)
                                || desc.name == "v_swap_b32") =>
                    {
                        true
                    }
                    // ... and null, the src_* apertures and vccz/execz/scc as MFMA src C.
                    Operand::Reg(r)
                        if mai
                            && op.field == Field::Src2
                            && matches!(r.index, 125 | 235..=239 | 251..=253) =>
                    {
                        true
                    }
                    // ... and lds_direct in the VGPR-only source of v_readlane/v_readfirstlane.
                    Operand::Reg(r)
                        if r.index == code::LDS_DIRECT
                            && op.field == Field::Src0
                            && matches!(desc.name, "v_readlane_b32" | "v_readfirstlane_b32") =>
                    {
                        true
                    }
                    Operand::Reg(r) if r.file == RegFile::Scalar => {
                        op.accept & accept::SGPR != 0 && !(enc.is_scalar() && r.index == code::LDS_DIRECT)
                    }
                    Operand::Reg(_) => op.accept & accept::VGPR != 0,
                    _ => op.accept & accept::CONST != 0,
                };
                if !ok {
                    return Err(bad(i, raw));
                }
                if v == Operand::Literal(0) {
                    let vop3_lit = target.layout().vop3_literal && size == 8 && enc.size() == 8;
                    if (enc.size() == 8 || size == 8) && !vop3_lit {
                        return Err(err(0, DecodeErrorKind::InvalidOperand { index: i as u8, value: raw }));
                    }
                    let lit = match literal {
                        Some(l) => l,
                        None => {
                            let l = dword(bytes, size).ok_or(err(
                                0,
                                DecodeErrorKind::Truncated { needed: size + 4, available: bytes.len() },
                            ))?;
                            size += 4;
                            literal = Some(l);
                            l
                        }
                    };
                    Operand::Literal(lit)
                } else {
                    v
                }
            }
        };
        inst.operands[i] = value;
    }
    // Fields of operands a VALU form does not have must be zero (v_nop, v_clrexcp, ...), except
    // the src0 field of VOP1, which llvm-mc-19 ignores there (`0xd0,0x6b,0x00,0x7e` is
    // v_clrexcp).
    let has = |f: Field| desc.operands.iter().any(|o| o.field == f);
    let unused_nonzero = match enc {
        Enc::Vop1 => !has(Field::Vdst) && (w >> 17) & 0xff != 0,
        Enc::Vop3 | Enc::Vop3p => {
            // (GFX10 v_cmpx_*_e64 ignore the field: `Layout::cmpx_e64_dst`.)
            let exec_dst = || enc == Enc::Vop3 && opcode < 256 && target.layout().cmpx_e64_dst.is_some();
            !has(Field::Vdst) && !has(Field::Sdst3b) && w & 0xff != 0 && !exec_dst()
        }
        Enc::Sopp => !has(Field::Simm16) && w & 0xffff != 0,
        _ => false,
    };
    if unused_nonzero {
        return Err(err(0, DecodeErrorKind::ReservedBits));
    }
    if let Some(sw) = sdwa_word
        && !desc.operands.is_empty()
    {
        let m = desc.mods;
        let gfx9 = target.is_gfx9();
        let vopc = enc == Enc::Vopc;
        let neg = (((sw >> 20) & 1) | ((sw >> 28) & 1) << 1) as u8;
        let abs = (((sw >> 21) & 1) | ((sw >> 29) & 1) << 1) as u8;
        let sext = (((sw >> 19) & 1) | ((sw >> 27) & 1) << 1) as u8;
        let mm = &mut inst.mods;
        mm.src0_sel = ((sw >> 16) & 7) as u8;
        mm.src1_sel = ((sw >> 24) & 7) as u8;
        if !(vopc && gfx9) {
            mm.dst_sel = ((sw >> 8) & 7) as u8;
            mm.dst_unused = ((sw >> 11) & 3) as u8;
            mm.clamp = (sw >> 13) & 1 != 0 && m & mods::CLAMP != 0;
        }
        if gfx9 && !vopc && m & mods::OMOD != 0 {
            mm.omod = ((sw >> 14) & 3) as u8;
        }
        mm.neg = neg;
        mm.abs = abs;
        mm.sext = sext;
        let allowed_neg = (m & 3) as u8;
        let allowed_abs = ((m >> 3) & 3) as u8;
        let allowed_sext = ((m >> 20) & 3) as u8;
        if mm.src0_sel > 6
            || mm.src1_sel > 6
            || mm.dst_sel > 6
            || mm.dst_unused > 2
            || neg & !allowed_neg != 0
            || abs & !allowed_abs != 0
            || sext & !allowed_sext != 0
        {
            return Err(err(0, DecodeErrorKind::ReservedBits));
        }
        if m & mods::SDWA_SRC1 == 0 {
            mm.src1_sel = 0;
        }
        if m & mods::SDWA_DST == 0 {
            mm.dst_sel = 0;
            mm.dst_unused = 0;
        }
    }
    if let Some(dw) = dpp_word
        && dpp8
    {
        // DPP8: eight lane selects instead of controls and source modifiers; v_nop needs a
        // zero src0 byte.
        if desc.operands.is_empty() && dw & 0xff != 0 {
            return Err(err(0, DecodeErrorKind::ReservedBits));
        }
        inst.mods.dpp8 = crate::dpp::DPP8 | dw >> 8;
        inst.mods.fi = w & 0x1ff == 0xea;
    } else if let Some(dw) = dpp_word {
        let m = desc.mods;
        let ctrl = ((dw >> 8) & 0x1ff) as u16;
        let neg = (((dw >> 20) & 1) | ((dw >> 22) & 1) << 1) as u8;
        let abs = (((dw >> 21) & 1) | ((dw >> 23) & 1) << 1) as u8;
        // Any control decodes (llvm-mc prints the ones the processor lacks as comments).
        if neg & !(m & 3) as u8 != 0 || abs & !((m >> 3) & 3) as u8 != 0 {
            return Err(err(0, DecodeErrorKind::ReservedBits));
        }
        inst.mods.dpp_ctrl = ctrl;
        inst.mods.bound_ctrl = (dw >> 19) & 1 != 0;
        inst.mods.fi = target.layout().dpp16 && (dw >> 18) & 1 != 0;
        inst.mods.neg = neg;
        inst.mods.abs = abs;
        inst.mods.bank_mask = ((dw >> 24) & 0xf) as u8;
        inst.mods.row_mask = ((dw >> 28) & 0xf) as u8;
    }
    match enc {
        Enc::Vop3 => {
            let m = desc.mods;
            let has_sdst3b = desc.operands.iter().any(|o| o.field == Field::Sdst3b);
            let abs = ((w >> 8) & 7) as u8;
            let op_sel = ((w >> 11) & 0xf) as u8;
            let neg = ((hi >> 29) & 7) as u8;
            let any_mods = m & 0x3f != 0;
            inst.mods.clamp = (w >> target.layout().vop3_clamp_bit) & 1 != 0;
            inst.mods.omod = ((hi >> 27) & 3) as u8;
            if !has_sdst3b {
                inst.mods.abs = abs;
                inst.mods.op_sel = op_sel;
            }
            if any_mods {
                inst.mods.neg = neg;
            }
            // As llvm-mc: unused source fields, abs/neg of sources without modifiers and omod of
            // forms without it make the word invalid; op_sel and clamp bits of forms without them
            // are ignored.
            // Integer op_sel forms (v_mad_i16, ...) carry modifier operands for op_sel only: their
            // abs/neg bits are accepted and ignored; other forms without modifiers reject them.
            let (mut allowed_abs, mut allowed_neg) = if any_mods {
                (((m >> 3) & 7) as u8, (m & 7) as u8)
            } else if m & mods::OPSEL != 0 {
                (7, 7)
            } else {
                (0, 0)
            };
            // Integer-modifier sources: neg is sext, abs is ignored (see InstDesc::vop3_sext).
            let sext = desc.vop3_sext();
            if sext != 0 {
                inst.mods.sext = neg & sext;
                inst.mods.neg &= !sext;
                inst.mods.abs &= !sext;
                allowed_abs |= sext;
                allowed_neg |= sext;
            }
            if !any_mods {
                inst.mods.abs = 0;
            }
            if m & mods::OPSEL == 0 {
                inst.mods.op_sel = 0;
            }
            // The clamp bit of a GFX8/GFX9 form without clamp makes the word invalid (observed
            // with llvm-mc-19 on every such VOP3 form of gfx802, gfx900 and gfx90a).
            let clamp_invalid = inst.mods.clamp && m & mods::CLAMP == 0 && target.layout().vop3_clamp_strict;
            if m & mods::CLAMP == 0 {
                inst.mods.clamp = false;
            }
            if clamp_invalid
                || (!has_sdst3b && abs & !allowed_abs != 0)
                || neg & !allowed_neg != 0
                || (m & mods::OMOD == 0 && inst.mods.omod != 0)
                || (used_srcs & 1 == 0 && hi & 0x1ff != 0)
                || (used_srcs & 2 == 0 && (hi >> 9) & 0x1ff != 0)
                || (used_srcs & 4 == 0 && (hi >> 18) & 0x1ff != 0)
            {
                return Err(err(0, DecodeErrorKind::ReservedBits));
            }
        }
        Enc::Vop3p if mai => {
            inst.mods.cbsz = ((w >> 8) & 7) as u8;
            inst.mods.abid = ((w >> 11) & 0xf) as u8;
            inst.mods.blgp = ((hi >> 29) & 7) as u8;
            // llvm-mc rejects constants in the A/B sources of MFMA.
            let ab_const = inst.operands.iter().zip(desc.operands).any(|(o, od)| {
                matches!(od.field, Field::Src0 | Field::Src1)
                    && matches!(o, Operand::IntConst(_) | Operand::FloatConst(_) | Operand::Literal(_))
            });
            if ab_const {
                return Err(err(0, DecodeErrorKind::InvalidOperand { index: 1, value: 0 }));
            }
        }
        Enc::Vop3p => {
            let m = desc.mods;
            let neg_hi = ((w >> 8) & 7) as u8;
            let neg = ((hi >> 29) & 7) as u8;
            inst.mods.op_sel = ((w >> 11) & 7) as u8;
            inst.mods.op_sel_hi = (((w >> 14) & 1) << 2 | (hi >> 27) & 3) as u8;
            if used_srcs & 4 == 0 {
                // Two-source forms: the src2 op_sel_hi bit is not an operand; llvm-mc encodes it
                // as its default, 1.
                inst.mods.op_sel_hi |= 4;
            }
            if m & (mods::OPSEL_HI | mods::ABS0) == 0 {
                // Forms without op_sel_hi (v_accvgpr_*): the bits are ignored and encoded as 1.
                inst.mods.op_sel_hi = 7;
            }
            inst.mods.clamp = (w >> 15) & 1 != 0 && m & mods::CLAMP != 0;
            inst.mods.neg = neg;
            if m & mods::ABS0 != 0 {
                // The mix instructions use neg_hi as abs.
                inst.mods.abs = neg_hi;
            } else {
                inst.mods.neg_hi = neg_hi;
            }
            let allowed_neg = if m & (mods::NEG_LO | mods::NEG0) != 0 { used_srcs } else { 0 };
            let allowed_hi = if m & (mods::NEG_HI | mods::ABS0) != 0 { used_srcs } else { 0 };
            // As llvm-mc-19: packed two-source forms reject op_sel of the missing src2 (bit 13;
            // its op_sel_hi bit is free); forms without op_sel (v_accvgpr_*) ignore it.
            let src2_op_sel = used_srcs & 4 == 0 && m & mods::OPSEL != 0 && (w >> 13) & 1 != 0;
            if src2_op_sel
                || neg & !allowed_neg != 0
                || neg_hi & !allowed_hi != 0
                || (used_srcs & 1 == 0 && hi & 0x1ff != 0)
                || (used_srcs & 2 == 0 && (hi >> 9) & 0x1ff != 0)
                || (used_srcs & 4 == 0 && (hi >> 18) & 0x1ff != 0)
            {
                return Err(err(0, DecodeErrorKind::ReservedBits));
            }
        }
        _ => {}
    }
    Ok((inst, size))
}

/// A vector register tuple, if it fits in the register file.
fn vector(r: Reg) -> Option<Operand> {
    (usize::from(r.index) + usize::from(r.count) <= 256).then_some(Operand::Reg(r))
}

/// A scalar register operand of `width` dwords at code `v` (0..=127), as llvm-mc decodes it:
/// SGPR and TTMP tuples are aligned down (`s[36:37]` for code 37); a tuple of special registers
/// (vcc, exec, flat_scratch, xnack_mask, tba, tma) must start at its even half; m0 is never part
/// of a tuple.
fn scalar(v: u16, width: u8, target: &Target) -> Option<Operand> {
    if v >= 128 {
        return None;
    }
    let layout = target.layout();
    // null (125) and codes 102..=105 that are neither SGPRs nor flat_scratch/xnack_mask here
    // (GFX6/7) are refused by llvm-mc-19.
    let named = |base: Option<u16>| base == Some(v & !1);
    if v == 125 && !layout.gfx9_sources
        || (102..=105).contains(&v)
            && v >= layout.sgprs
            && !named(layout.flat_scratch)
            && !named(layout.xnack_mask)
    {
        return None;
    }
    if width == 1 {
        return Some(Operand::Reg(Reg::sgpr(v, 1)));
    }
    let ttmp = target.ttmp_base();
    let align = u16::from(width.min(4));
    let v = match v {
        _ if v < layout.sgprs => v & !(align - 1),
        _ if (ttmp..=123).contains(&v) => ttmp + ((v - ttmp) & !(align - 1)),
        code::M0 => return None,
        125 => v,
        _ if v % 2 == 1 => return None,
        _ => v,
    };
    if usize::from(v) + usize::from(width) > 128 && v != 125 {
        return None;
    }
    Some(Operand::Reg(Reg::sgpr(v, width)))
}

/// The operand a source code denotes (`Literal(0)` stands for "a literal follows").
fn decode_src(v: u16, width: u8, agpr: bool, target: &Target) -> Option<Operand> {
    Some(match v {
        0..=127 => return scalar(v, width, target),
        code::LDS_DIRECT if width > 1 => return None,
        128..=192 => Operand::IntConst((v - 128) as i8),
        193..=208 => Operand::IntConst(-((v - 192) as i8)),
        code::SRC_SHARED_BASE..=code::SRC_POPS_EXITING_WAVE_ID if !target.layout().gfx9_sources => {
            return None;
        }
        code::SRC_SHARED_BASE..=code::SRC_POPS_EXITING_WAVE_ID | code::VCCZ..=code::LDS_DIRECT => {
            Operand::Reg(Reg::sgpr(v, width))
        }
        code::FLOAT_LAST if !target.layout().inv_2pi => return None,
        code::FLOAT_FIRST..=code::FLOAT_LAST => Operand::FloatConst(FloatConst::from_code(v)?),
        code::LITERAL => Operand::Literal(0),
        256..=511 if agpr => return vector(Reg::agpr(v - 256, width)),
        256..=511 => return vector(Reg::vgpr(v - 256, width)),
        _ => return None,
    })
}
