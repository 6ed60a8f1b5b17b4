//! Encoding [`Inst`] values into machine code (the inverse of [`crate::decode`]).

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
        Enc::Vop3 => 0xd000_0000 | op << 16,
        Enc::Vop3p => 0xd380_0000 | op << 16,
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
            Field::Implicit(_) => {}
            Field::Sdst => w |= (reg_index(&o).ok_or(bad(i))? & 0x7f) << 16,
            Field::Sdst3b => w |= (reg_index(&o).ok_or(bad(i))? & 0x7f) << 8,
            Field::Vdst => {
                let v = reg_index(&o).ok_or(bad(i))? & 0xff;
                w |= if matches!(d.enc, Enc::Vop3 | Enc::Vop3p) { v } else { v << 17 };
            }
            Field::Vsrc1 => w |= (reg_index(&o).ok_or(bad(i))? & 0xff) << 9,
            Field::Simm16 | Field::Ssrc1 if matches!(o, Operand::Imm(_) | Operand::Expr(_)) => {
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
                    if d.enc.size() == 8 {
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
            let has_sdst3b = d.operands.iter().any(|o| o.field == Field::Sdst3b);
            if !has_sdst3b {
                w |= u32::from(m.abs & 7) << 8 | u32::from(m.op_sel & 0xf) << 11;
            }
            w |= u32::from(m.clamp) << 15;
            hi |= u32::from(m.omod & 3) << 27 | u32::from(m.neg & 7) << 29;
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
    let start = out.len();
    out.extend_from_slice(&w.to_le_bytes());
    if d.enc.size() == 8 {
        out.extend_from_slice(&hi.to_le_bytes());
    }
    let mut fixup = fixup_kind_simm.map(|(expr, kind)| Fixup { offset: 0, kind, expr });
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
