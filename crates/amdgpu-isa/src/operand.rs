//! Operands: registers, inline constants, literals, immediates and relocatable expressions.

/// A register file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegFile {
    /// Scalar operand space: SGPRs, TTMPs and special registers, addressed by the hardware
    /// operand code (0..=127 for registers, 235..=254 for special sources such as
    /// `src_shared_base`, `vccz`, `scc`, `lds_direct`).
    Scalar,
    /// Vector registers.
    Vgpr,
    /// Accumulation registers (gfx908+).
    Agpr,
}

/// A register or register tuple: `count` consecutive registers starting at `index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg {
    pub file: RegFile,
    /// For [`RegFile::Scalar`] the hardware operand code; otherwise the register number.
    pub index: u16,
    pub count: u8,
}

impl Reg {
    #[must_use]
    pub const fn sgpr(index: u16, count: u8) -> Reg {
        Reg { file: RegFile::Scalar, index, count }
    }
    #[must_use]
    pub const fn vgpr(index: u16, count: u8) -> Reg {
        Reg { file: RegFile::Vgpr, index, count }
    }
    #[must_use]
    pub const fn agpr(index: u16, count: u8) -> Reg {
        Reg { file: RegFile::Agpr, index, count }
    }
}

/// Scalar operand codes with names (GFX8/GFX9).
pub mod code {
    pub const FLAT_SCRATCH_LO: u16 = 102;
    pub const XNACK_MASK_LO: u16 = 104;
    pub const VCC_LO: u16 = 106;
    pub const TBA_LO: u16 = 108;
    pub const TMA_LO: u16 = 110;
    pub const TTMP_GFX8: u16 = 112;
    pub const TTMP_GFX9: u16 = 108;
    pub const M0: u16 = 124;
    pub const EXEC_LO: u16 = 126;
    pub const INT_ZERO: u16 = 128;
    pub const INT_POS_MAX: u16 = 192;
    pub const INT_NEG_MAX: u16 = 208;
    pub const SRC_SHARED_BASE: u16 = 235;
    pub const SRC_POPS_EXITING_WAVE_ID: u16 = 239;
    pub const FLOAT_FIRST: u16 = 240;
    pub const FLOAT_LAST: u16 = 248;
    pub const SDWA: u16 = 249;
    pub const DPP: u16 = 250;
    pub const VCCZ: u16 = 251;
    pub const EXECZ: u16 = 252;
    pub const SCC: u16 = 253;
    pub const LDS_DIRECT: u16 = 254;
    pub const LITERAL: u16 = 255;
}

/// The inline floating-point constants (operand codes 240..=248).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatConst {
    Half,
    MinusHalf,
    One,
    MinusOne,
    Two,
    MinusTwo,
    Four,
    MinusFour,
    /// 1/(2*pi), GFX8 and later.
    InvTwoPi,
}

impl FloatConst {
    pub const ALL: [FloatConst; 9] = [
        FloatConst::Half,
        FloatConst::MinusHalf,
        FloatConst::One,
        FloatConst::MinusOne,
        FloatConst::Two,
        FloatConst::MinusTwo,
        FloatConst::Four,
        FloatConst::MinusFour,
        FloatConst::InvTwoPi,
    ];
    /// The operand code (240..=248).
    #[must_use]
    pub const fn code(self) -> u16 {
        240 + self as u16
    }
    #[must_use]
    pub fn from_code(code: u16) -> Option<FloatConst> {
        Self::ALL.get(usize::from(code.checked_sub(240)?)).copied()
    }
    /// The text llvm-mc prints.
    #[must_use]
    pub const fn text(self) -> &'static str {
        match self {
            FloatConst::Half => "0.5",
            FloatConst::MinusHalf => "-0.5",
            FloatConst::One => "1.0",
            FloatConst::MinusOne => "-1.0",
            FloatConst::Two => "2.0",
            FloatConst::MinusTwo => "-2.0",
            FloatConst::Four => "4.0",
            FloatConst::MinusFour => "-4.0",
            FloatConst::InvTwoPi => "0.15915494",
        }
    }
    /// Bit patterns as f16, f32 and f64.
    #[must_use]
    pub const fn bits16(self) -> u16 {
        match self {
            FloatConst::Half => 0x3800,
            FloatConst::MinusHalf => 0xb800,
            FloatConst::One => 0x3c00,
            FloatConst::MinusOne => 0xbc00,
            FloatConst::Two => 0x4000,
            FloatConst::MinusTwo => 0xc000,
            FloatConst::Four => 0x4400,
            FloatConst::MinusFour => 0xc400,
            FloatConst::InvTwoPi => 0x3118,
        }
    }
    #[must_use]
    pub const fn bits32(self) -> u32 {
        match self {
            FloatConst::Half => 0x3f00_0000,
            FloatConst::MinusHalf => 0xbf00_0000,
            FloatConst::One => 0x3f80_0000,
            FloatConst::MinusOne => 0xbf80_0000,
            FloatConst::Two => 0x4000_0000,
            FloatConst::MinusTwo => 0xc000_0000,
            FloatConst::Four => 0x4080_0000,
            FloatConst::MinusFour => 0xc080_0000,
            FloatConst::InvTwoPi => 0x3e22_f983,
        }
    }
    #[must_use]
    pub const fn bits64(self) -> u64 {
        match self {
            FloatConst::Half => 0x3fe0_0000_0000_0000,
            FloatConst::MinusHalf => 0xbfe0_0000_0000_0000,
            FloatConst::One => 0x3ff0_0000_0000_0000,
            FloatConst::MinusOne => 0xbff0_0000_0000_0000,
            FloatConst::Two => 0x4000_0000_0000_0000,
            FloatConst::MinusTwo => 0xc000_0000_0000_0000,
            FloatConst::Four => 0x4010_0000_0000_0000,
            FloatConst::MinusFour => 0xc010_0000_0000_0000,
            FloatConst::InvTwoPi => 0x3fc4_5f30_6dc9_c882,
        }
    }
}

/// An opaque handle to a relocatable expression owned by the caller of the parser
/// (see [`crate::OperandExprs`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExprHandle(pub u32);

/// One operand value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Operand {
    /// Absent.
    #[default]
    None,
    Reg(Reg),
    /// Inline integer constant -16..=64 (codes 128..=208).
    IntConst(i8),
    /// Inline float constant (codes 240..=248).
    FloatConst(FloatConst),
    /// A literal dword following the instruction (code 255). For 16-bit operands only the low
    /// half is meaningful; for 64-bit float operands it is the high half of the double.
    Literal(u32),
    /// An immediate field value (SOPP/SOPK simm16, the imm32 of s_setreg_imm32_b32).
    Imm(u32),
    /// An unresolved expression; encoding it yields a [`crate::Fixup`].
    Expr(ExprHandle),
}

impl Operand {
    /// The 9-bit source code of a source operand (literal and expressions use 255).
    #[must_use]
    pub fn src_code(&self) -> Option<u16> {
        Some(match *self {
            Operand::Reg(r) => match r.file {
                RegFile::Scalar => r.index,
                RegFile::Vgpr | RegFile::Agpr => 256 + r.index,
            },
            Operand::IntConst(v) => {
                if v >= 0 {
                    128 + v as u16
                } else {
                    (192 - i16::from(v)) as u16
                }
            }
            Operand::FloatConst(f) => f.code(),
            Operand::Literal(_) | Operand::Expr(_) => code::LITERAL,
            Operand::None | Operand::Imm(_) => return None,
        })
    }
}
