//! Encoding memory instructions (the inverse of [`super::decode`]).

use super::{MemField, RET_SLOT, flags};
use crate::encode::EncodeError;
use crate::inst::Inst;
use crate::operand::{Operand, RegFile};
use crate::table::{Enc, Field, InstDesc};
use crate::target::Target;

fn reg_index(op: Operand) -> Option<u32> {
    match op {
        Operand::Reg(r) => Some(u32::from(r.index)),
        _ => None,
    }
}

fn is_acc(op: Operand) -> bool {
    matches!(op, Operand::Reg(r) if r.file == RegFile::Agpr)
}

/// Encodes a memory instruction, appending 8 bytes to `out`.
///
/// # Errors
/// Operands that do not fit their fields.
pub fn encode(inst: &Inst, d: &InstDesc, target: &Target, out: &mut Vec<u8>) -> Result<(), EncodeError> {
    if d.enc == Enc::Mimg {
        let mi = super::mimg::from_inst(inst, target).ok_or(EncodeError::BadOperand(0))?;
        return super::mimg::encode(&mi, target, out).map_err(|e| match e {
            super::mimg::MimgEncodeError::NotOnTarget(_) => EncodeError::NotOnTarget(inst.form),
            super::mimg::MimgEncodeError::BadOperand(i) => EncodeError::BadOperand(i),
        });
    }
    let m = &inst.mods.mem;
    let op = u32::from(d.opcode);
    let gfx9 = target.is_gfx9();
    let gfx90a = target.is_gfx90a();
    let bad = |i: usize| EncodeError::BadOperand(i as u8);
    let mut w: u32 = match d.enc {
        Enc::Smem => target.layout().smem_prefix << 26 | op << 18,
        Enc::Ds => 0xd800_0000 | op << target.layout().ds_op_shift,
        Enc::Mubuf => 0xe000_0000 | op << 18,
        Enc::Mtbuf => 0xe800_0000 | (op & target.layout().mtbuf_op_mask) << target.layout().mtbuf_op_shift,
        Enc::Flat => 0xdc00_0000 | op << 18,
        Enc::Scratch => 0xdc00_0000 | op << 18 | 1 << 14,
        Enc::Global => 0xdc00_0000 | op << 18 | 2 << 14,
        Enc::Exp => {
            target.layout().exp_prefix << 26
                | u32::from(m.exp_tgt & 0x3f) << 4
                | u32::from(m.compr) << 10
                | u32::from(m.done) << 11
                | u32::from(m.vm) << 12
        }
        _ => return Err(EncodeError::NotOnTarget(inst.form)),
    };
    // GFX10: the fourth MTBUF opcode bit sits in the second dword (bit 21).
    let mut hi: u32 = (u32::from(d.enc == Enc::Mtbuf && target.layout().mtbuf_op_hi) * (op >> 3 & 1)) << 21;
    let mut acc = false;
    let mut saddr_off = true;
    let mut vaddr_off = true;
    for (i, od) in d.operands.iter().enumerate().take(RET_SLOT) {
        let Field::Mem(f) = od.field else { continue };
        let o = inst.operands[i];
        acc |= is_acc(o);
        match f {
            MemField::Ssamp => return Err(EncodeError::BadOperand(i as u8)),
            MemField::ExpSrc => {
                if let Some(v) = reg_index(o) {
                    w |= 1 << i;
                    // Compressed exports use one register per pair; the first one written wins.
                    let shared = m.compr && i % 2 == 1 && reg_index(inst.operands[i - 1]).is_some();
                    if !shared {
                        let field = if m.compr { i / 2 } else { i };
                        hi |= (v & 0xff) << (8 * field);
                    }
                }
            }
            MemField::Sdata => {
                let v = match o {
                    Operand::Imm(v) => v,
                    _ => reg_index(o).ok_or(bad(i))?,
                };
                w |= (v & 0x7f) << 6;
            }
            MemField::Sbase => w |= (reg_index(o).ok_or(bad(i))? >> 1) & 0x3f,
            MemField::SmemOffset if target.layout().smem_soffset => match o {
                Operand::Imm(v) => hi |= v & 0x1f_ffff | 125 << 25,
                Operand::Reg(r) if r.file == RegFile::Scalar && r.index < 128 => {
                    hi |= u32::from(r.index) << 25;
                    if m.smem_both {
                        hi |= m.offset as u32 & 0x1f_ffff;
                    }
                }
                _ => return Err(bad(i)),
            },
            MemField::SmemOffset => match o {
                Operand::Imm(v) => {
                    w |= 1 << 17;
                    hi |= v & if gfx9 { 0x1f_ffff } else { 0xf_ffff };
                }
                Operand::Reg(r) if r.file == RegFile::Scalar && r.index < 128 => {
                    if m.smem_both {
                        if !gfx9 {
                            return Err(bad(i));
                        }
                        w |= 1 << 17 | 1 << 14;
                        hi |= u32::from(r.index) << 25 | (m.offset as u32 & 0x1f_ffff);
                    } else if m.smem_soe && gfx9 {
                        w |= 1 << 14;
                        hi |= u32::from(r.index) << 25;
                    } else {
                        hi |= u32::from(r.index);
                    }
                }
                _ => return Err(bad(i)),
            },
            MemField::Vdst => {
                if !m.lds {
                    hi |= (reg_index(o).ok_or(bad(i))? & 0xff) << 24;
                }
            }
            MemField::Addr => hi |= reg_index(o).ok_or(bad(i))? & 0xff,
            MemField::Data0 => hi |= (reg_index(o).ok_or(bad(i))? & 0xff) << 8,
            MemField::Data1 => hi |= (reg_index(o).ok_or(bad(i))? & 0xff) << 16,
            MemField::Vdata => {
                if let Some(v) = reg_index(o) {
                    hi |= (v & 0xff) << 8;
                }
            }
            MemField::Vaddr => {
                if let Some(v) = reg_index(o) {
                    vaddr_off = false;
                    hi |= v & 0xff;
                }
            }
            MemField::Saddr => {
                if let Some(v) = reg_index(o) {
                    saddr_off = false;
                    hi |= (v & 0x7f) << 16;
                }
            }
            MemField::Srsrc => hi |= ((reg_index(o).ok_or(bad(i))? >> 2) & 0x1f) << 16,
            MemField::Soffset => {
                let code = o.src_code().ok_or(bad(i))?;
                if code >= 255 {
                    return Err(bad(i));
                }
                hi |= u32::from(code) << 24;
            }
        }
    }
    if d.mods & flags::ATOMIC_RET != 0
        && let Some(v) = reg_index(inst.operands[RET_SLOT])
    {
        acc |= is_acc(inst.operands[RET_SLOT]);
        hi |= (v & 0xff) << 24;
    }
    // gfx90a's float atomics take `scc` in the assembler but llvm-mc-19 does not encode it (and
    // its decoder rejects the bit for them); the text keeps it (gfx90a_asm_features.s).
    let scc =
        m.scc && gfx90a && (target.layout().float_atomic_scc || !super::decode::is_float_atomic(d.name));
    match d.enc {
        Enc::Exp => {}
        Enc::Smem => {
            w |= u32::from(m.glc) << 16 | u32::from(m.nv && gfx90a) << 15;
            if target.layout().dlc {
                w |= u32::from(m.dlc) << 14;
            }
        }
        Enc::Ds => {
            let off = if d.mods & flags::OFFSET01 != 0 {
                (m.offset as u32 & 0xff) | u32::from(m.offset1) << 8
            } else {
                m.offset as u32 & 0xffff
            };
            w |= off | u32::from(m.gds) << target.layout().ds_gds_bit | u32::from(acc && gfx90a) << 25;
        }
        Enc::Mubuf | Enc::Mtbuf => {
            w |= (m.offset as u32 & 0xfff)
                | u32::from(m.offen) << 12
                | u32::from(m.idxen) << 13
                | u32::from(m.glc) << 14;
            if d.enc == Enc::Mubuf {
                // gfx940's buffer_wbl2/buffer_inv take `nt` without encoding it.
                let cache_op =
                    target.layout().cache_op_cpol && matches!(d.name, "buffer_wbl2" | "buffer_inv");
                w |= u32::from(m.lds) << 16 | u32::from(scc) << 15;
                if target.layout().mubuf_slc_hi {
                    hi |= u32::from(m.slc) << 22;
                } else {
                    w |= u32::from(m.slc && !cache_op) << 17;
                }
            } else {
                w |= u32::from(m.dfmt & 15) << 19 | u32::from(m.nfmt & 7) << 23;
                hi |= u32::from(m.slc) << 22 | u32::from(scc) << 21;
            }
            hi |= u32::from(m.tfe || (acc && gfx90a)) << 23;
            // GFX6/7: addr64 at bit 15; GFX10: dlc there, except on atomics (llvm-mc-19 takes
            // `dlc` on them but does not encode it, and its disassembler rejects the bit).
            let dlc = m.dlc && target.layout().dlc && !d.name.contains("atomic");
            w |= u32::from(m.addr64 && target.layout().buf_addr64) << 15 | u32::from(dlc) << 15;
        }
        _ => {
            let layout = target.layout();
            w |= (m.offset as u32 & ((1 << layout.flat_offset_bits) - 1))
                | u32::from(m.dlc && layout.dlc) << 12
                | u32::from(m.lds || (d.enc == Enc::Scratch && layout.scratch_sve && !vaddr_off)) << 13
                | u32::from(m.glc) << 16
                | u32::from(m.slc) << 17
                | u32::from(scc) << 25;
            if d.enc == Enc::Flat {
                hi |= layout.flat_saddr << 16;
            } else if let (true, true, Enc::Scratch, Some(st)) =
                (saddr_off, vaddr_off, d.enc, layout.scratch_st)
            {
                hi |= st << 16;
            } else if saddr_off {
                hi |= layout.flat_off << 16;
            }
            hi |= u32::from(acc && gfx90a) << 23;
        }
    }
    out.extend_from_slice(&w.to_le_bytes());
    out.extend_from_slice(&hi.to_le_bytes());
    Ok(())
}
