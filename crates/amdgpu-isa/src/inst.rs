//! The one instruction value shared by parser, encoder, decoder and printer.

use crate::operand::Operand;
use crate::table::{INSTS, InstDesc};

/// Maximum number of operands of one instruction form.
pub const MAX_OPERANDS: usize = 6;

/// Instruction modifiers. Which are meaningful depends on the form's [`InstDesc::mods`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Mods {
    /// Per-source negate (bit i = source i); `neg_lo` of VOP3P.
    pub neg: u8,
    /// Per-source absolute value.
    pub abs: u8,
    /// `neg_hi` of VOP3P.
    pub neg_hi: u8,
    pub clamp: bool,
    /// Output modifier: 0 none, 1 `mul:2`, 2 `mul:4`, 3 `div:2`.
    pub omod: u8,
    /// op_sel bits (bit 3 = destination for VOP3).
    pub op_sel: u8,
    /// op_sel_hi bits of VOP3P / mix instructions.
    pub op_sel_hi: u8,
    /// MAI modifiers.
    pub cbsz: u8,
    pub abid: u8,
    pub blgp: u8,
    /// Memory-encoding fields (offsets, cache bits, formats; see `crate::mem`).
    pub mem: crate::mem::MemMods,
    /// DPP: `dpp_ctrl` (9 bits), row and bank masks, bound_ctrl.
    pub dpp_ctrl: u16,
    pub row_mask: u8,
    pub bank_mask: u8,
    pub bound_ctrl: bool,
    /// GFX10+ DPP `fi:1` (fetch inactive lanes; DPP16 bit 18, DPP8 src0 0xea).
    pub fi: bool,
    /// GFX10+ DPP8: [`crate::dpp::DPP8`] with the eight 3-bit lane selects in bits 23:0; zero
    /// for DPP16 and everything else.
    pub dpp8: u32,
    /// SDWA selects (0..=3 BYTE_n, 4/5 WORD_n, 6 DWORD), dst_unused (0 pad, 1 sext,
    /// 2 preserve) and per-source sext.
    pub dst_sel: u8,
    pub dst_unused: u8,
    pub src0_sel: u8,
    pub src1_sel: u8,
    pub sext: u8,
    /// VOP3 interpolation `high`.
    pub high: bool,
    /// Bit i: source slot i is a float inline constant written as a float (`0.5`) in a 16-bit
    /// integer operand. llvm-mc prints such an assembled operand as written but the same
    /// decoded code as its half-precision bits (`0x3800`); only the printer reads this bit,
    /// the parser sets it and decoding never does.
    pub float_text: u8,
}

/// One instruction: a form of the table, its operands (in the order of
/// [`InstDesc::operands`]) and its modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Inst {
    /// Index into [`INSTS`].
    pub form: u16,
    pub operands: [Operand; MAX_OPERANDS],
    pub mods: Mods,
}

impl Inst {
    /// The instruction form.
    #[must_use]
    pub fn desc(&self) -> &'static InstDesc {
        if let Some(d) = crate::mem::desc(self.form) {
            return d;
        }
        &INSTS[usize::from(self.form)]
    }
    /// The canonical mnemonic.
    #[must_use]
    pub fn mnemonic(&self) -> &'static str {
        self.desc().name
    }
    /// The operands that the form has.
    #[must_use]
    pub fn operands(&self) -> &[Operand] {
        &self.operands[..self.desc().operands.len().min(MAX_OPERANDS)]
    }
    /// Size in bytes of the encoding (including a literal).
    #[must_use]
    pub fn size(&self) -> usize {
        let d = self.desc();
        if d.ext != crate::table::Ext::None {
            return 8;
        }
        let lit = self.operands().iter().any(|o| matches!(o, Operand::Literal(_) | Operand::Expr(_)))
            && d.enc.size() == 4
            || d.operands.iter().any(|o| o.field == crate::table::Field::Imm32);
        d.enc.size() + if lit { 4 } else { 0 }
    }
}
