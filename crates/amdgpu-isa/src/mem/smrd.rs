//! SMRD: the GFX6/GFX7 layout of the scalar memory encoding (docs/0017-gfx6-gfx7.md).
//!
//! The forms are the `Enc::Smem` rows of `facts/gfx6-mem.tsv`/`gfx7-mem.tsv` (their printed
//! syntax is that of GFX8 SMEM: `s_load_dword s8, s[4:5], 0x18`); only the word differs, so
//! [`Layout::smrd`](crate::layout::Layout::smrd) selects these functions instead of the GFX8/9
//! ones and parsing and printing stay shared.
//!
//! One dword: bits 31:27 = 0b11000, op 26:22, sdst 21:15, sbase 14:9 (an SGPR pair index), imm 8,
//! offset 7:0 (dwords when imm is set, else an SGPR code). GFX7 adds a 32-bit literal dword
//! offset: imm clear and offset 0xff, the literal in the next dword.

use super::{MemField, flags, lookup};
use crate::decode::{DecodeError, DecodeErrorKind};
use crate::encode::EncodeError;
use crate::inst::{Inst, MAX_OPERANDS, Mods};
use crate::operand::{Operand, Reg, code};
use crate::table::{Enc, Field, InstDesc};
use crate::target::Target;

/// True when `w` is an SMRD word (bits 31:27 = 0b11000).
#[must_use]
pub const fn is_smrd(w: u32) -> bool {
    w >> 27 == 0b1_1000
}

/// Decodes an SMRD instruction at the start of `bytes` (its first dword already known to be
/// SMRD on a target with this layout).
///
/// # Errors
/// Truncation, unknown opcodes and invalid operand fields, at offset 0.
pub fn decode(bytes: &[u8], target: &Target) -> Result<(Inst, usize), DecodeError> {
    let err = |kind| DecodeError { offset: 0, kind };
    let dword = |at: usize| {
        bytes
            .get(at..at + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .ok_or(err(DecodeErrorKind::Truncated { needed: at + 4, available: bytes.len() }))
    };
    let w = dword(0)?;
    let opcode = (w >> 22) & 0x1f;
    let form = lookup(Enc::Smem, opcode, target)
        .ok_or(err(DecodeErrorKind::UnknownOpcode { enc: Enc::Smem, opcode }))?;
    let d = super::desc(form).ok_or(err(DecodeErrorKind::UnknownOpcode { enc: Enc::Smem, opcode }))?;
    let mut inst = Inst { form, operands: [Operand::None; MAX_OPERANDS], mods: Mods::default() };
    let bad = |i: usize, raw: u32| err(DecodeErrorKind::InvalidOperand { index: i as u8, value: raw });
    let mut size = 4;
    let has = |f: MemField| d.operands.iter().any(|o| o.field == Field::Mem(f));
    // Fields of operands the form does not have must be zero (s_memtime, s_dcache_inv).
    if (!has(MemField::Sdata) && (w >> 15) & 0x7f != 0)
        || (!has(MemField::Sbase) && (w >> 9) & 0x3f != 0)
        || (!has(MemField::SmemOffset) && w & 0x1ff != 0)
    {
        return Err(err(DecodeErrorKind::ReservedBits));
    }
    // Tuples of four or more registers are SGPRs or TTMPs only (as for GFX8/9 SMEM).
    let ttmp = target.ttmp_base();
    let fs = target.layout().flat_scratch;
    let tuple_ok = |r: &Reg| {
        let named = (102..=105).contains(&r.index) && r.index >= target.layout().sgprs;
        if named && fs != Some(r.index & !1) {
            return false;
        }
        r.count < 4
            || r.index < ttmp && r.index + u16::from(r.count) <= target.layout().sgprs
            || r.index >= ttmp && r.index + u16::from(r.count) <= code::M0
    };
    for (i, od) in d.operands.iter().enumerate().take(MAX_OPERANDS) {
        let Field::Mem(f) = od.field else { continue };
        let width = od.width;
        inst.operands[i] = match f {
            MemField::Sdata => {
                let raw = (w >> 15) & 0x7f;
                if d.mods & flags::SDATA_IMM != 0 {
                    Operand::Imm(raw)
                } else {
                    let r = super::decode::scalar(raw, width, target).ok_or(bad(i, raw))?;
                    if r.index >= code::M0 || !tuple_ok(&r) {
                        return Err(bad(i, raw));
                    }
                    Operand::Reg(r)
                }
            }
            MemField::Sbase => {
                let raw = ((w >> 9) & 0x3f) << 1;
                let r = super::decode::scalar(raw, width, target).ok_or(bad(i, raw))?;
                if !tuple_ok(&r) {
                    return Err(bad(i, raw));
                }
                Operand::Reg(r)
            }
            MemField::SmemOffset => {
                let (imm, off) = ((w >> 8) & 1 != 0, w & 0xff);
                if imm {
                    Operand::Imm(off)
                } else if off == 0xff && target.layout().smrd_literal {
                    size = 8;
                    Operand::Imm(dword(4)?)
                } else {
                    // Codes 102..=105 name registers only where flat_scratch is (GFX7).
                    let fs = target.layout().flat_scratch;
                    if (102..=105).contains(&off)
                        && off >= u32::from(target.layout().sgprs)
                        && fs.map(u32::from) != Some(off & !1)
                    {
                        return Err(bad(i, off));
                    }
                    Operand::Reg(super::decode::scalar(off, 1, target).ok_or(bad(i, off))?)
                }
            }
            _ => return Err(bad(i, 0)),
        };
    }
    Ok((inst, size))
}

/// Encodes an SMRD instruction of form `d`.
///
/// # Errors
/// An operand that does not fit (an immediate offset above 255 on GFX6, a non-scalar operand).
pub fn encode(inst: &Inst, d: &InstDesc, target: &Target, out: &mut Vec<u8>) -> Result<(), EncodeError> {
    let bad = |i: usize| EncodeError::BadOperand(i as u8);
    let m = &inst.mods.mem;
    if m.glc || m.slc || m.nv || m.smem_both {
        return Err(EncodeError::Unsupported("cache policy is not supported for SMRD instructions"));
    }
    let mut w = 0xc000_0000 | u32::from(d.opcode & 0x1f) << 22;
    let mut literal = None;
    let reg = |o: &Operand| match o {
        Operand::Reg(Reg { index, .. }) => Some(u32::from(*index)),
        _ => None,
    };
    for (i, (od, o)) in d.operands.iter().zip(inst.operands.iter()).enumerate() {
        let Field::Mem(f) = od.field else { continue };
        match f {
            MemField::Sdata => {
                let v = match o {
                    Operand::Imm(v) => *v,
                    o => reg(o).ok_or(bad(i))?,
                };
                w |= (v & 0x7f) << 15;
            }
            MemField::Sbase => w |= ((reg(o).ok_or(bad(i))? >> 1) & 0x3f) << 9,
            MemField::SmemOffset => match o {
                Operand::Imm(v) if *v <= 0xff => w |= 1 << 8 | v,
                Operand::Imm(v) if target.layout().smrd_literal => {
                    w |= 0xff;
                    literal = Some(*v);
                }
                Operand::Imm(_) => {
                    return Err(EncodeError::Unsupported("operands are not valid for this GPU or mode"));
                }
                Operand::Reg(r) => w |= u32::from(r.index) & 0xff,
                _ => return Err(bad(i)),
            },
            _ => return Err(bad(i)),
        }
    }
    out.extend_from_slice(&w.to_le_bytes());
    if let Some(l) = literal {
        out.extend_from_slice(&l.to_le_bytes());
    }
    Ok(())
}
