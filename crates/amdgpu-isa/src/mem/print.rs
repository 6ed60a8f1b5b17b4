//! Printing memory instructions in llvm-mc-19's syntax.

use super::{DFMT, MemField, RET_SLOT, flags};
use crate::inst::Inst;
use crate::operand::Operand;
use crate::print::{print_reg, write_dec, write_hex, write_signed};
use crate::table::{Enc, Field, InstDesc};
use crate::target::Target;
use std::fmt::{self, Write};

/// Prints an SMEM immediate offset as llvm-mc does (`0x18`, `-0x8`).
fn smem_imm(v: i32, out: &mut impl Write) -> fmt::Result {
    if v < 0 {
        out.write_char('-')?;
    }
    write_hex(out, v.unsigned_abs())
}

pub(crate) fn operand(op: Operand, target: &Target, out: &mut impl Write) -> fmt::Result {
    match op {
        Operand::None => out.write_str("off"),
        Operand::Reg(r) => print_reg(r, target, out),
        Operand::IntConst(v) => write_signed(out, i64::from(v)),
        Operand::FloatConst(f) => out.write_str(f.text()),
        Operand::Literal(v) | Operand::Imm(v) if v > 64 => write_hex(out, v),
        Operand::Literal(v) | Operand::Imm(v) => write_dec(out, v),
        Operand::Expr(h) => write!(out, "<expr{}>", h.0),
    }
}

/// Prints a memory instruction.
///
/// # Errors
/// Only those of `out`.
pub fn print(inst: &Inst, d: &InstDesc, target: &Target, out: &mut impl Write) -> fmt::Result {
    if d.enc == Enc::Mimg {
        return match super::mimg::from_inst(inst, target) {
            Some(m) => super::mimg::print(&m, target, out),
            None => Err(fmt::Error),
        };
    }
    out.write_str(d.name)?;
    let m = &inst.mods.mem;
    if d.enc == Enc::Exp {
        out.write_char(' ')?;
        super::exp::print_target(m.exp_tgt, target.layout(), out)?;
        for (i, op) in inst.operands.iter().take(4).enumerate() {
            out.write_str(if i == 0 { " " } else { ", " })?;
            operand(*op, target, out)?;
        }
        for (on, word) in [(m.done, " done"), (m.compr, " compr"), (m.vm, " vm")] {
            if on {
                out.write_str(word)?;
            }
        }
        return Ok(());
    }
    let mut first = true;
    let mut sep = |out: &mut dyn Write| -> fmt::Result {
        let s = if first { " " } else { ", " };
        first = false;
        out.write_str(s)
    };
    if let Operand::Reg(r) = inst.operands[RET_SLOT]
        && d.mods & flags::ATOMIC_RET != 0
    {
        sep(out)?;
        print_reg(r, target, out)?;
    }
    for (i, od) in d.operands.iter().enumerate().take(RET_SLOT) {
        let Field::Mem(f) = od.field else { continue };
        let op = inst.operands[i];
        let skipped = match f {
            MemField::Vdst => m.lds,
            MemField::Vdata => m.lds && matches!(d.enc, Enc::Mubuf | Enc::Mtbuf) && d.name.contains("load"),
            _ => false,
        };
        if skipped {
            continue;
        }
        sep(out)?;
        match (f, op) {
            (MemField::SmemOffset, Operand::Imm(v)) if target.layout().smrd => write!(out, "{v:#x}")?,
            (MemField::SmemOffset, Operand::Imm(v)) => smem_imm(v as i32, out)?,
            _ => operand(op, target, out)?,
        }
    }
    let gfx90a = target.is_gfx90a();
    match d.enc {
        Enc::Smem => {
            if m.smem_both {
                out.write_str(" offset:")?;
                smem_imm(m.offset, out)?;
            }
            if m.glc {
                out.write_str(" glc")?;
            }
            if m.dlc {
                out.write_str(" dlc")?;
            }
            if m.nv {
                out.write_str(" nv")?;
            }
        }
        Enc::Ds => {
            if d.mods & flags::OFFSET01 != 0 {
                if m.offset != 0 {
                    out.write_str(" offset0:")?;
                    write_signed(out, i64::from(m.offset))?;
                }
                if m.offset1 != 0 {
                    out.write_str(" offset1:")?;
                    write_signed(out, i64::from(m.offset1))?;
                }
            } else if m.offset != 0 && d.name == "ds_swizzle_b32" {
                out.write_str(" offset:")?;
                super::swizzle::print(m.offset as u16, out)?;
            } else if m.offset != 0 {
                out.write_str(" offset:")?;
                write_signed(out, i64::from(m.offset))?;
            }
            if m.gds {
                out.write_str(" gds")?;
            }
        }
        // gfx940's buffer_wbl2/buffer_inv print sc0/sc1 (Layout::cache_op_cpol).
        Enc::Mubuf | Enc::Mtbuf if d.operands.is_empty() => {
            if target.layout().cache_op_cpol && matches!(d.name, "buffer_wbl2" | "buffer_inv") {
                flag_words(m.glc, false, m.scc, &target.layout().cpol, out)?;
            }
        }
        Enc::Mubuf | Enc::Mtbuf => {
            if let (Enc::Mtbuf, Some(ufmt)) = (d.enc, target.layout().ufmt) {
                // GFX10's unified format (kept as dfmt | nfmt << 4); 1 is the default.
                let f = usize::from(m.dfmt & 15) | usize::from(m.nfmt & 7) << 4;
                match ufmt.get(f) {
                    _ if f == 1 => {}
                    Some(name) => write!(out, " format:[{name}]")?,
                    None => write!(out, " format:{f}")?,
                }
            } else if d.enc == Enc::Mtbuf && (m.dfmt != 1 || m.nfmt != 0) {
                out.write_str(" format:[")?;
                if m.dfmt != 1 {
                    write!(out, "BUF_DATA_FORMAT_{}", DFMT[usize::from(m.dfmt & 15)])?;
                    if m.nfmt != 0 {
                        out.write_char(',')?;
                    }
                }
                if m.nfmt != 0 {
                    write!(out, "BUF_NUM_FORMAT_{}", target.layout().nfmt[usize::from(m.nfmt & 7)])?;
                }
                out.write_char(']')?;
            }
            if m.idxen {
                out.write_str(" idxen")?;
            }
            if m.offen {
                out.write_str(" offen")?;
            }
            if m.addr64 {
                out.write_str(" addr64")?;
            }
            if m.offset != 0 {
                out.write_str(" offset:")?;
                write_signed(out, i64::from(m.offset))?;
            }
            let lds_only = d.mods & flags::LDS_ONLY != 0;
            if m.lds && lds_only {
                out.write_str(" lds")?;
            }
            flag_words(m.glc, m.slc, m.scc && gfx90a, &target.layout().cpol, out)?;
            if m.dlc {
                out.write_str(" dlc")?;
            }
            if m.lds && !lds_only {
                out.write_str(" lds")?;
            }
            if m.tfe {
                out.write_str(" tfe")?;
            }
        }
        _ => {
            if m.offset != 0 {
                out.write_str(" offset:")?;
                write_signed(out, i64::from(m.offset))?;
            }
            flag_words(m.glc, m.slc, m.scc && gfx90a, &target.layout().cpol, out)?;
            if m.dlc {
                out.write_str(" dlc")?;
            }
            if m.lds {
                out.write_str(" lds")?;
            }
        }
    }
    Ok(())
}

/// The cache-policy words of the set bits, spelled as the layout names them (`Layout::cpol`).
fn flag_words(glc: bool, slc: bool, scc: bool, words: &[&str; 3], out: &mut impl Write) -> fmt::Result {
    for (set, word) in [glc, slc, scc].into_iter().zip(words) {
        if set {
            out.write_str(" ")?;
            out.write_str(word)?;
        }
    }
    Ok(())
}
