//! The AMDGPU instruction layer: generated instruction tables, the one [`Inst`] value type, and
//! the decoder, printer, parser and encoder built on them.
//!
//! ```
//! use amdgpu_isa::{Target, decode, print};
//! let target = Target::new("gfx900").unwrap();
//! // v_add_f32_e32 v0, v1, v2
//! let (inst, len) = decode(&[0x01, 0x05, 0x00, 0x02], &target).unwrap();
//! let mut text = String::new();
//! print(&inst, &target, &mut text).unwrap();
//! assert_eq!((text.as_str(), len), ("v_add_f32_e32 v0, v1, v2", 4));
//! ```
//!
//! GFX6 to GFX10 are covered (GFX10: ALU, SDWA/DPP, SMEM, DS, MUBUF, MTBUF, FLAT and EXP in
//! wave32 and, with [`Target::with_wave_size`], wave64; no MIMG yet, see docs/0019-gfx10.md and
//! docs/0026-wave64.md); where an encoding's fields moved between generations the difference
//! is data ([`layout::Layout`], docs/0017-gfx6-gfx7.md):
//!
//! ```
//! use amdgpu_isa::{Target, decode, print};
//! let ci = Target::new("gfx700").unwrap();
//! // v_add_f32_e64 v8, v4, v12 clamp: VOP3 opcode at bit 17, clamp at bit 11 on GFX6/7.
//! let (inst, _) = decode(&[0x08, 0x08, 0x06, 0xd2, 0x04, 0x19, 0x02, 0x00], &ci).unwrap();
//! let mut text = String::new();
//! print(&inst, &ci, &mut text).unwrap();
//! assert_eq!(text, "v_add_f32_e64 v8, v4, v12 clamp");
//!
//! // GFX10: VOP3 has its own prefix (0b110101) and takes a literal.
//! let rdna = Target::new("gfx1030").unwrap();
//! let bytes = [0x08, 0x00, 0x03, 0xd5, 0xff, 0x18, 0x02, 0x00, 0x78, 0x56, 0x34, 0x12];
//! let (inst, len) = decode(&bytes, &rdna).unwrap();
//! let mut text = String::new();
//! print(&inst, &rdna, &mut text).unwrap();
//! assert_eq!((text.as_str(), len), ("v_add_f32_e64 v8, 0x12345678, v12", 12));
//! ```

pub mod decode;
pub mod dpp;
pub mod encode;
pub mod fast;
mod generated;
pub mod inst;
pub mod layout;
pub mod listing;
pub mod mem;
pub mod operand;
pub mod parse;
pub mod print;
pub mod scan;
pub mod symbolic;
pub mod table;
pub mod target;

pub use decode::{DecodeError, DecodeErrorKind, decode};
pub use encode::{EncodeError, Fixup, FixupKind, encode};
pub use inst::{Inst, Mods};
pub use operand::{ExprHandle, FloatConst, Operand, Reg, RegFile};
pub use parse::{
    ExprValue, OperandExprs, ParseError, PlainExprs, parse_inst, parse_inst_branch, parse_inst_fast,
};
pub use print::{NoSymbols, Symbolizer, print, print_with};
pub use target::{Target, TargetError, WaveSize};
