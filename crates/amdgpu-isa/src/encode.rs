//! Encoding [`Inst`] values into machine code (the inverse of [`crate::decode()`]).

use crate::inst::Inst;
use crate::operand::{ExprHandle, Operand, RegFile};
use crate::table::{Enc, Field};
use crate::target::Target;

/// What a [`Fixup`] patches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FixupKind {
    /// A 32-bit literal dword (value of the expression).
    Literal32,
    /// The 16-bit SOPP/SOPK branch offset: `(target - (pc + 4)) / 4`, where pc is the address of
    /// the instruction.
    Simm16PcRel,
    /// A plain 16-bit immediate.
    Simm16,
}

/// A value the encoder could not know: patch `kind` at `offset` (relative to the start of this
/// instruction's bytes) with the value of `expr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fixup {
    pub offset: usize,
    pub kind: FixupKind,
    pub expr: ExprHandle,
}

/// Why an instruction could not be encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EncodeError {
    #[error("instruction form {0} does not exist on this processor")]
    NotOnTarget(u16),
    #[error("operand {0} cannot be encoded in its field")]
    BadOperand(u8),
    #[error("more than one distinct literal")]
    TwoLiterals,
    /// A modifier the encoding has no bits for on this processor (llvm-mc's message).
    #[error("{0}")]
    Unsupported(&'static str),
}

/// The encoding value of a source operand (9-bit code; a literal sets code 255).
fn src_code(op: &Operand) -> Option<u32> {
    op.src_code().map(u32::from)
}

/// Encodes `inst`, appending its bytes to `out`.
///
/// # Errors
/// [`EncodeError`] when the form is not on `target` or an operand does not fit.
pub fn encode(inst: &Inst, target: &Target, out: &mut Vec<u8>) -> Result<Option<Fixup>, EncodeError> {
    let d = inst.desc();
    if crate::mem::is_mem(d.enc) {
        if !target.has_procs(d.procs) {
            return Err(EncodeError::NotOnTarget(inst.form));
        }
        if d.enc == Enc::Smem && target.layout().smrd {
            crate::mem::smrd::encode(inst, d, target, out)?;
        } else {
            crate::mem::encode::encode(inst, d, target, out)?;
        }
        return Ok(None);
    }
    if !target.has(usize::from(inst.form)) {
        return Err(EncodeError::NotOnTarget(inst.form));
    }
    let op = u32::from(d.opcode);
    let mut w: u32 = match d.enc {
        Enc::Sop2 => 0x8000_0000 | op << 23,
        Enc::Sopk => 0xb000_0000 | op << 23,
        Enc::Sop1 => 0xbe80_0000 | op << 8,
        Enc::Sopc => 0xbf00_0000 | op << 16,
        Enc::Sopp => 0xbf80_0000 | op << 16,
        Enc::Vop1 => 0x7e00_0000 | op << 9,
        Enc::Vop2 => op << 25,
        Enc::Vopc => 0x7c00_0000 | op << 17,
        Enc::Vop3 => target.layout().vop3_prefix << 26 | op << target.layout().vop3_op_shift,
        Enc::Vop3p => target.layout().vop3p_prefix << 23 | op << 16,
        Enc::Vintrp => target.layout().vintrp_prefix << 26 | op << 16,
        _ => return Err(EncodeError::NotOnTarget(inst.form)),
    };
    let mut hi: u32 = 0;
    let mut literal: Option<Operand> = None;
    let mut imm32: Option<Operand> = None;
    let mut fixup_kind_simm: Option<(ExprHandle, FixupKind)> = None;
    let bad = |i: usize| EncodeError::BadOperand(i as u8);
    for (i, od) in d.operands.iter().enumerate() {
        let o = inst.operands.get(i).copied().unwrap_or_default();
        let reg_index = |o: &Operand| -> Option<u32> {
            match o {
                Operand::Reg(r) => Some(u32::from(r.index)),
                _ => None,
            }
        };
        match od.field {
            Field::Implicit(_) | Field::Mem(_) => {}
            Field::Sdst if d.ext == crate::table::Ext::Sdwa => {}
            Field::Sdst => w |= (reg_index(&o).ok_or(bad(i))? & 0x7f) << 16,
            Field::Sdst3b => w |= (reg_index(&o).ok_or(bad(i))? & 0x7f) << 8,
            Field::Vdst => {
                let v = reg_index(&o).ok_or(bad(i))? & 0xff;
                w |= match d.enc {
                    Enc::Vop3 | Enc::Vop3p => v,
                    Enc::Vintrp => v << 18,
                    _ => v << 17,
                };
            }
            Field::Vsrc => w |= reg_index(&o).ok_or(bad(i))? & 0xff,
            Field::Attr => {
                let Operand::Imm(v) = o else { return Err(bad(i)) };
                if d.enc == Enc::Vop3 {
                    hi |= (v & 0xff) | u32::from(inst.mods.high) << 8;
                } else {
                    w |= (v & 0x3f) << 10 | ((v >> 6) & 3) << 8;
                }
            }
            Field::Param => {
                let Operand::Imm(v) = o else { return Err(bad(i)) };
                if d.enc == Enc::Vop3 {
                    hi |= (v & 0x1ff) << 9;
                } else {
                    w |= v & 0xff;
                }
            }
            // An integer constant only in the SGPR lane select of GFX6/7 v_readlane/v_writelane.
            Field::Vsrc1 => {
                let code = match o {
                    Operand::IntConst(_) if od.class == crate::table::Class::S => src_code(&o),
                    _ => reg_index(&o),
                };
                w |= (code.ok_or(bad(i))? & 0xff) << 9;
            }
            // An immediate field: SOPK/SOPP simm16, or the mode byte in `ssrc1` of
            // s_set_gpr_idx_on (class None). A register-class `ssrc1` (SOP2/SOPC) takes
            // immediates and expressions as an ordinary source: inline constant or literal.
            Field::Simm16 | Field::Ssrc1
                if (od.field == Field::Simm16 || od.class == crate::table::Class::None)
                    && matches!(o, Operand::Imm(_) | Operand::Expr(_)) =>
            {
                let shift = if od.field == Field::Ssrc1 { 8 } else { 0 };
                match o {
                    Operand::Imm(v) => w |= (v & 0xffff) << shift,
                    Operand::Expr(h) => {
                        let kind = if d.imm == crate::table::ImmFmt::Label {
                            FixupKind::Simm16PcRel
                        } else {
                            FixupKind::Simm16
                        };
                        fixup_kind_simm = Some((h, kind));
                    }
                    _ => {}
                }
            }
            Field::Imm32 => imm32 = Some(o),
            Field::Simm16 => return Err(bad(i)),
            Field::Ssrc0 | Field::Ssrc1 | Field::Src0 | Field::Src1 | Field::Src2 => {
                let code = src_code(&o).ok_or(bad(i))?;
                if code == 255 {
                    if d.enc.size() == 8 && !target.layout().vop3_literal {
                        return Err(bad(i));
                    }
                    match literal {
                        Some(l) if l != o => return Err(EncodeError::TwoLiterals),
                        _ => literal = Some(o),
                    }
                }
                if let Operand::Reg(r) = o
                    && r.file == RegFile::Scalar
                    && code > 255
                {
                    return Err(bad(i));
                }
                match (d.enc, od.field) {
                    (_, Field::Ssrc0) => w |= code & 0xff,
                    (_, Field::Ssrc1) => w |= (code & 0xff) << 8,
                    (Enc::Vop3 | Enc::Vop3p, Field::Src0) => hi |= code & 0x1ff,
                    (_, Field::Src0) => w |= code & 0x1ff,
                    (_, Field::Src1) => hi |= (code & 0x1ff) << 9,
                    _ => hi |= (code & 0x1ff) << 18,
                }
            }
        }
    }
    let m = &inst.mods;
    match d.enc {
        Enc::Vop3 => {
            // GFX10 v_cmpx_*_e64: the destination field names exec_lo.
            if op < 256
                && let Some(exec) = target.layout().cmpx_e64_dst
                && !d.operands.iter().any(|o| o.field == Field::Vdst)
            {
                w |= exec;
            }
            let has_sdst3b = d.operands.iter().any(|o| o.field == Field::Sdst3b);
            if !has_sdst3b {
                w |= u32::from(m.abs & 7) << 8 | u32::from(m.op_sel & 0xf) << 11;
            }
            w |= u32::from(m.clamp) << target.layout().vop3_clamp_bit;
            let neg = m.neg | (m.sext & d.vop3_sext());
            hi |= u32::from(m.omod & 3) << 27 | u32::from(neg & 7) << 29;
        }
        Enc::Vop3p if d.mods & crate::table::mods::CBSZ != 0 => {
            let file = |f: Field| {
                d.operands.iter().zip(inst.operands.iter()).find(|(od, _)| od.field == f).and_then(
                    |(_, o)| match o {
                        Operand::Reg(r) => Some(r.file),
                        _ => None,
                    },
                )
            };
            let acc_cd = target.is_gfx90a()
                && (file(Field::Vdst) == Some(RegFile::Agpr) || file(Field::Src2) == Some(RegFile::Agpr));
            w |= u32::from(m.cbsz & 7) << 8 | u32::from(m.abid & 0xf) << 11 | u32::from(acc_cd) << 15;
            hi |= u32::from(file(Field::Src0) == Some(RegFile::Agpr)) << 27
                | u32::from(file(Field::Src1) == Some(RegFile::Agpr)) << 28
                | u32::from(m.blgp & 7) << 29;
        }
        Enc::Vop3p => {
            let neg_hi = if d.mods & crate::table::mods::ABS0 != 0 { m.abs } else { m.neg_hi };
            w |= u32::from(neg_hi & 7) << 8
                | u32::from(m.op_sel & 7) << 11
                | u32::from((m.op_sel_hi >> 2) & 1) << 14
                | u32::from(m.clamp) << 15;
            hi |= u32::from(m.op_sel_hi & 3) << 27 | u32::from(m.neg & 7) << 29;
        }
        _ => {}
    }
    if d.ext == crate::table::Ext::Sdwa {
        let gfx9 = target.is_gfx9();
        let mut sw: u32 = 0;
        for (i, od) in d.operands.iter().enumerate() {
            let o = inst.operands.get(i).copied().unwrap_or_default();
            match od.field {
                Field::Src0 | Field::Src1 => {
                    let (v, scalar) = match o {
                        Operand::Reg(r) if r.file == RegFile::Vgpr => (u32::from(r.index), false),
                        _ if gfx9 => match src_code(&o) {
                            Some(c) if c < 255 => (c, true),
                            _ => return Err(bad(i)),
                        },
                        _ => return Err(bad(i)),
                    };
                    if od.field == Field::Src0 {
                        sw |= v | u32::from(scalar) << 23;
                    } else {
                        w = (w & !(0xff << 9)) | v << 9;
                        sw |= u32::from(scalar) << 31;
                    }
                }
                Field::Sdst => {
                    // GFX9 VOPC: vcc is the default destination, any other SGPR pair sets SD.
                    if let Operand::Reg(r) = o
                        && r.index != crate::operand::code::VCC_LO
                    {
                        sw |= (u32::from(r.index) & 0x7f) << 8 | 1 << 15;
                    }
                }
                _ => {}
            }
        }
        let vopc_gfx9 = d.enc == Enc::Vopc && gfx9;
        if !vopc_gfx9 {
            sw |=
                u32::from(m.dst_sel & 7) << 8 | u32::from(m.dst_unused & 3) << 11 | u32::from(m.clamp) << 13;
            if gfx9 {
                sw |= u32::from(m.omod & 3) << 14;
            }
        }
        sw |= u32::from(m.src0_sel & 7) << 16
            | u32::from(m.sext & 1) << 19
            | u32::from(m.neg & 1) << 20
            | u32::from(m.abs & 1) << 21
            | u32::from(m.src1_sel & 7) << 24
            | u32::from((m.sext >> 1) & 1) << 27
            | u32::from((m.neg >> 1) & 1) << 28
            | u32::from((m.abs >> 1) & 1) << 29;
        w = (w & !0x1ff) | 0xf9;
        out.extend_from_slice(&w.to_le_bytes());
        out.extend_from_slice(&sw.to_le_bytes());
        return Ok(None);
    }
    if d.ext == crate::table::Ext::Dpp {
        // src0 moves into the DPP dword; the src0 field says "DPP".
        let src0 =
            inst.operands.iter().zip(d.operands).find(|(_, od)| od.field == Field::Src0).map(|(o, _)| *o);
        let v = match src0 {
            Some(Operand::Reg(r)) if r.file == RegFile::Vgpr => u32::from(r.index),
            None => 0,
            _ => return Err(EncodeError::BadOperand(1)),
        };
        if m.dpp8 != 0 {
            w = (w & !0x1ff) | if m.fi { 0xea } else { 0xe9 };
            out.extend_from_slice(&w.to_le_bytes());
            out.extend_from_slice(&(v | (m.dpp8 & 0xff_ffff) << 8).to_le_bytes());
            return Ok(None);
        }
        w = (w & !0x1ff) | 0xfa;
        let dw = v
            | u32::from(m.fi) << 18
            | u32::from(m.dpp_ctrl & 0x1ff) << 8
            | u32::from(m.bound_ctrl) << 19
            | u32::from(m.neg & 1) << 20
            | u32::from(m.abs & 1) << 21
            | u32::from((m.neg >> 1) & 1) << 22
            | u32::from((m.abs >> 1) & 1) << 23
            | u32::from(m.bank_mask & 0xf) << 24
            | u32::from(m.row_mask & 0xf) << 28;
        out.extend_from_slice(&w.to_le_bytes());
        out.extend_from_slice(&dw.to_le_bytes());
        return Ok(None);
    }
    let start = out.len();
    out.extend_from_slice(&w.to_le_bytes());
    if d.enc.size() == 8 {
        out.extend_from_slice(&hi.to_le_bytes());
    }
    let mut fixup = fixup_kind_simm.map(|(expr, kind)| Fixup { offset: 0, kind, expr });
    // v_madmk/v_madak: K and a literal src0 are one dword and must agree.
    if let (Some(Operand::Literal(a)), Some(Operand::Imm(b))) = (literal, imm32) {
        if a != b {
            return Err(EncodeError::TwoLiterals);
        }
        literal = None;
    }
    for extra in [literal, imm32].into_iter().flatten() {
        let offset = out.len() - start;
        match extra {
            Operand::Literal(v) | Operand::Imm(v) => out.extend_from_slice(&v.to_le_bytes()),
            Operand::Expr(h) => {
                out.extend_from_slice(&0u32.to_le_bytes());
                fixup = Some(Fixup { offset, kind: FixupKind::Literal32, expr: h });
            }
            _ => out.extend_from_slice(&src_code(&extra).unwrap_or(0).to_le_bytes()),
        }
    }
    Ok(fixup)
}
