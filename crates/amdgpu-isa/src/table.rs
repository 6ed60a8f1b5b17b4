//! The instruction table: one [`InstDesc`] per (encoding, opcode, processor set), generated from
//! the fact files by `amdgpu-isa-gen` (see `src/generated/`).

pub use crate::generated::insts::{INSTS, PROCESSORS};

/// Encoding families. The bit layout of each is fixed per generation range (GFX8/GFX9 here).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Enc {
    Sop2,
    Sopk,
    Sop1,
    Sopc,
    Sopp,
    Vop1,
    Vop2,
    Vopc,
    Vop3,
    Vop3p,
    /// Interpolation (32-bit; the VOP3 forms use `Vop3`).
    Vintrp,
    // Memory encodings (see `crate::mem`).
    Smem,
    Ds,
    Mubuf,
    Mtbuf,
    Flat,
    Global,
    Scratch,
    Exp,
    /// Image instructions (see `crate::mem::mimg`).
    Mimg,
}

impl Enc {
    /// The encoding's name as used in the fact files.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Enc::Sop2 => "SOP2",
            Enc::Sopk => "SOPK",
            Enc::Sop1 => "SOP1",
            Enc::Sopc => "SOPC",
            Enc::Sopp => "SOPP",
            Enc::Vop1 => "VOP1",
            Enc::Vop2 => "VOP2",
            Enc::Vopc => "VOPC",
            Enc::Vop3 => "VOP3",
            Enc::Vop3p => "VOP3P",
            Enc::Vintrp => "VINTRP",
            Enc::Smem => "SMEM",
            Enc::Ds => "DS",
            Enc::Mubuf => "MUBUF",
            Enc::Mtbuf => "MTBUF",
            Enc::Flat => "FLAT",
            Enc::Global => "GLOBAL",
            Enc::Scratch => "SCRATCH",
            Enc::Exp => "EXP",
            Enc::Mimg => "MIMG",
        }
    }
    /// True for the scalar ALU encodings.
    #[must_use]
    pub const fn is_scalar(self) -> bool {
        matches!(self, Enc::Sop2 | Enc::Sopk | Enc::Sop1 | Enc::Sopc | Enc::Sopp)
    }
    /// Size of the base encoding in bytes (without a trailing literal).
    #[must_use]
    pub const fn size(self) -> usize {
        match self {
            Enc::Vop3 | Enc::Vop3p => 8,
            Enc::Smem | Enc::Ds | Enc::Mubuf | Enc::Mtbuf | Enc::Flat | Enc::Global | Enc::Scratch => 8,
            Enc::Exp | Enc::Mimg => 8,
            _ => 4,
        }
    }
}

/// An extension of a VOP1/VOP2/VOPC encoding selected by the src0 field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ext {
    /// The plain encoding.
    None,
    /// DPP (src0 = 0xfa, a second dword with the data-parallel-primitive control).
    Dpp,
    /// SDWA (src0 = 0xf9, a second dword with sub-dword selects).
    Sdwa,
}

/// The encoding field an operand lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// SOP* scalar destination (bits 22:16); SOPK/SOPC reuse it as a source in some opcodes.
    Sdst,
    /// SOP* first scalar source (bits 7:0).
    Ssrc0,
    /// SOP2/SOPC second scalar source (bits 15:8).
    Ssrc1,
    /// SOPK/SOPP 16-bit immediate.
    Simm16,
    /// The 32-bit literal that always follows the instruction (s_setreg_imm32_b32).
    Imm32,
    /// VALU destination (VOP1/VOP2 bits 24:17, VOP3 bits 7:0).
    Vdst,
    /// VALU 9-bit source 0.
    Src0,
    /// VOP2/VOPC 8-bit VGPR source 1 (bits 16:9).
    Vsrc1,
    /// VOP3 9-bit source 1.
    Src1,
    /// VOP3 9-bit source 2.
    Src2,
    /// VOP3b scalar destination (bits 14:8).
    Sdst3b,
    /// VINTRP VGPR source (bits 7:0).
    Vsrc,
    /// An interpolation attribute and channel (`attr4.x`): VINTRP bits 15:8, VOP3 src0.
    Attr,
    /// An interpolation parameter (`p10`, `p20`, `p0`): VINTRP vsrc field, VOP3 src1.
    Param,
    /// Printed but not encoded (e.g. `vcc` of VOP2 carry instructions).
    Implicit(&'static str),
    /// A field of a memory encoding (see `crate::mem`).
    Mem(crate::mem::MemField),
}

/// The register file an operand prints from when it is a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    /// Scalar (SGPR, TTMP, special registers, constants).
    S,
    /// VGPR (or, for 9-bit sources, anything).
    V,
    /// AGPR.
    A,
    /// Not a register (immediates, implicit operands).
    None,
}

/// How an immediate or inline constant in this operand is interpreted and printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// 32-bit (integer or float).
    B32,
    /// 64-bit (integer or float); a literal is the high half of a double.
    B64,
    /// 16-bit float.
    F16,
    /// 16-bit integer (float inline constants print as their half-precision bit pattern).
    I16,
}

/// How a 16-bit immediate field prints and parses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImmFmt {
    /// Not an immediate field.
    None,
    /// Always hexadecimal (`0x5`).
    Hex,
    /// Decimal up to 64, hexadecimal above (`5`, `0x41`).
    SmallDec,
    /// Unsigned decimal.
    Dec,
    /// Unsigned decimal, omitted when zero (`s_endpgm`).
    DecOmitZero,
    /// A branch target (PC-relative dword offset; unsigned decimal when printed raw).
    Label,
    /// `s_waitcnt` counters.
    Waitcnt,
    /// `hwreg(...)`.
    Hwreg,
    /// `sendmsg(...)`.
    SendMsg,
    /// `gpr_idx(...)`.
    GprIdx,
    /// `s_version` (GFX10+): `UC_VERSION_*` names joined by `|`, or hexadecimal.
    UcVersion,
    /// `s_waitcnt_depctr` (GFX10+): `depctr_*(n)` fields (`symbolic::DEPCTR_FIELDS`), or
    /// hexadecimal when bits outside the fields are set.
    Depctr,
}

/// The hardware source slot (0..=2) of a source field, which selects its modifier bits.
#[must_use]
pub const fn src_slot(f: Field) -> Option<usize> {
    match f {
        Field::Src0 | Field::Ssrc0 => Some(0),
        Field::Src1 | Field::Vsrc1 | Field::Ssrc1 => Some(1),
        Field::Src2 => Some(2),
        _ => None,
    }
}

/// One operand of an instruction form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpDesc {
    pub field: Field,
    pub class: Class,
    /// Register count (1 for 32-bit, 2 for 64-bit, ...).
    pub width: u8,
    pub ty: Ty,
    /// For sources: [`accept`] flags.
    pub accept: u8,
}

/// Operand kinds a source accepts.
pub mod accept {
    pub const VGPR: u8 = 1;
    pub const SGPR: u8 = 2;
    /// Inline constants and literals.
    pub const CONST: u8 = 4;
}

/// Modifier flags accepted and printed by a form (see [`InstDesc::mods`]).
pub mod mods {
    pub const NEG0: u32 = 1 << 0;
    pub const NEG1: u32 = 1 << 1;
    pub const NEG2: u32 = 1 << 2;
    pub const ABS0: u32 = 1 << 3;
    pub const ABS1: u32 = 1 << 4;
    pub const ABS2: u32 = 1 << 5;
    pub const CLAMP: u32 = 1 << 6;
    pub const OMOD: u32 = 1 << 7;
    /// op_sel with as many entries as `(mods >> OPSEL_N_SHIFT) & 7`.
    pub const OPSEL: u32 = 1 << 8;
    pub const OPSEL_HI: u32 = 1 << 9;
    pub const NEG_LO: u32 = 1 << 10;
    pub const NEG_HI: u32 = 1 << 11;
    pub const CBSZ: u32 = 1 << 12;
    pub const ABID: u32 = 1 << 13;
    pub const BLGP: u32 = 1 << 14;
    pub const OPSEL_N_SHIFT: u32 = 16;
    /// VOP3 interpolation: `high` (src0 bit 8).
    pub const HIGH: u32 = 1 << 15;
    /// SDWA: sext of source 0 / 1.
    pub const SEXT0: u32 = 1 << 20;
    pub const SEXT1: u32 = 1 << 21;
    /// SDWA: dst_sel and dst_unused are printed (not VOPC).
    pub const SDWA_DST: u32 = 1 << 22;
    /// SDWA: src1_sel is printed.
    pub const SDWA_SRC1: u32 = 1 << 23;
}

/// [`InstDesc::waves`] flags.
pub mod waves {
    /// The form is for wave32 (a lane mask is one SGPR, `vcc_lo`).
    pub const WAVE32: u8 = 1;
    /// The form is for wave64 (a lane mask is an SGPR pair, `vcc`).
    pub const WAVE64: u8 = 2;
}

/// One instruction form: an opcode of an encoding on a set of processors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstDesc {
    /// The canonical printed mnemonic (`v_add_f32_e32`).
    pub name: &'static str,
    pub enc: Enc,
    pub opcode: u16,
    /// Bit i set when `PROCESSORS[i]` has this form.
    pub procs: u64,
    /// The wave sizes the form is for ([`waves`] flags): GFX10 forms that name a lane mask
    /// (`vcc_lo` / `vcc`, one SGPR / a pair) exist once per wave size.
    pub waves: u8,
    pub operands: &'static [OpDesc],
    /// [`mods`] flags.
    pub mods: u32,
    /// Format of the `Simm16` operand, if any.
    pub imm: ImmFmt,
    /// DPP/SDWA extension of a VOP1/VOP2/VOPC form.
    pub ext: Ext,
}

impl InstDesc {
    /// The mnemonic without an `_e32`/`_e64` suffix (`v_add_f32`).
    #[must_use]
    pub fn base_name(&self) -> &'static str {
        self.name.strip_suffix("_e32").or_else(|| self.name.strip_suffix("_e64")).unwrap_or(self.name)
    }
    /// VOP3 source slots whose neg bit is the integer modifier `sext(...)` (their abs bits are
    /// ignored): src1 and src2 of v_cvt_pk_u8_f32, as llvm-mc-19 decodes, prints and assembles
    /// them (`v_cvt_pk_u8_f32 v1, v2, s3, sext(24)`; `-x`/`|x|` are not valid there).
    #[must_use]
    pub fn vop3_sext(&self) -> u8 {
        if self.enc == Enc::Vop3 && self.name == "v_cvt_pk_u8_f32" { 0b110 } else { 0 }
    }
    /// The type constants of operand `od` take: an MFMA accumulator (src C) is 32-bit per
    /// element except for the f64 forms, whatever its register count (llvm-mc-19 prints and
    /// takes 1/(2*pi) there as `0.15915494`).
    #[must_use]
    pub fn const_ty(&self, od: &OpDesc) -> Ty {
        if self.enc == Enc::Vop3p && self.mods & mods::CBSZ != 0 && od.field == Field::Src2 {
            if self.name.contains("f64") { Ty::B64 } else { Ty::B32 }
        } else {
            od.ty
        }
    }
    /// Number of op_sel entries printed.
    #[must_use]
    pub fn op_sel_len(&self) -> usize {
        ((self.mods >> mods::OPSEL_N_SHIFT) & 7) as usize
    }
}
