//! Instruction sizes without decoding: what a disassembler needs to find where instructions
//! start and where branches go, at a few instructions of work per word.
//!
//! [`Prescan::size`] looks at the encoding bits of a word, the opcode's form in the table (does
//! it take a 32-bit constant? is it a branch?) and the source fields that can ask for a literal
//! (code 255) or a DPP/SDWA dword, and answers with what [`decode`](crate::decode) would do:
//!
//! * [`Size::Exact`]: `decode` succeeds with this size (and, for a branch, this `simm16`);
//! * [`Size::Either`]: `decode` either succeeds with this size or fails: the size does not
//!   depend on whether the operands are valid (a 4-byte VALU word without a literal, a
//!   64-bit memory word); the caller knows what it does with words that fail;
//! * [`Size::Invalid`]: `decode` fails (no such opcode, no such encoding);
//! * [`Size::Ask`]: the size depends on validity checks this table does not make (VOP3 words,
//!   literals, DPP/SDWA, `s_setreg_imm32_b32`, GFX6/7 SMRD): decode the word.
//!
//! The tables are made from the instruction table only (no generation is named): per ALU
//! encoding and opcode, whether the form exists, takes an `Imm32`, or branches. The unit test
//! sweeps random words of every processor and requires the general decoder's answer.
//!
//! ```
//! use amdgpu_isa::{Target, prescan::{Prescan, Size}};
//! let t = Target::new("gfx900").unwrap();
//! let p = Prescan::new(&t);
//! // v_add_f32_e32 v0, v1, v2: four bytes whether or not its operands are valid.
//! assert_eq!(p.size(&[0x01, 0x05, 0x00, 0x02]), Size::Either(4));
//! // s_branch 3 (simm16 = 3): a branch, always valid.
//! assert_eq!(p.size(&[0x03, 0x00, 0x82, 0xbf]), Size::Exact { len: 4, branch: Some(3) });
//! // v_mov_b32_e32 v0, 0x12345678: the literal is taken only if the word is valid.
//! assert_eq!(p.size(&[0xff, 0x02, 0x00, 0x7e, 0x78, 0x56, 0x34, 0x12]), Size::Ask);
//! ```

use crate::decode::classify;
use crate::table::{Enc, Field, INSTS, ImmFmt};
use crate::target::Target;

/// What [`Prescan::size`] knows about the instruction at the start of some bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// [`decode`](crate::decode) succeeds with `len` bytes; `branch` is the `simm16` of a
    /// branch (a form whose immediate is a label).
    Exact { len: usize, branch: Option<i16> },
    /// `decode` succeeds with this many bytes, or fails.
    Either(usize),
    /// `decode` fails.
    Invalid,
    /// Not known without decoding.
    Ask,
}

/// Per-opcode classes of the ALU encodings.
const NONE: u8 = 0;
/// A form whose size is the encoding's unless a source field asks for a literal or an
/// extension dword.
const PLAIN: u8 = 1;
/// A SOPP branch: one `simm16` label operand, nothing else (always decodes).
const BRANCH: u8 = 2;
/// Decode to know (a form with a 32-bit constant, a branch with other operands, VOP3).
const ASK: u8 = 3;

/// The ALU encodings [`classify`] returns, with their opcode field.
const ENCS: [Enc; 11] = [
    Enc::Sop2,
    Enc::Sopk,
    Enc::Sop1,
    Enc::Sopc,
    Enc::Sopp,
    Enc::Vop1,
    Enc::Vop2,
    Enc::Vopc,
    Enc::Vop3,
    Enc::Vop3p,
    Enc::Vintrp,
];

/// The size tables of one target.
pub struct Prescan<'t> {
    target: &'t Target,
    /// Per encoding of [`ENCS`], the class of each opcode.
    class: [Vec<u8>; 11],
}

fn enc_index(enc: Enc) -> Option<usize> {
    ENCS.iter().position(|&e| e == enc)
}

/// The opcode field of an ALU word of `enc`, as [`decode`](crate::decode) reads it.
#[inline]
fn opcode(enc: Enc, w: u32, target: &Target) -> u32 {
    match enc {
        Enc::Sop2 => (w >> 23) & 0x7f,
        Enc::Sopk => (w >> 23) & 0x1f,
        Enc::Sop1 => (w >> 8) & 0xff,
        Enc::Vop1 => (w >> 9) & 0xff,
        Enc::Sopc | Enc::Sopp | Enc::Vop3p => (w >> 16) & 0x7f,
        Enc::Vop2 => (w >> 25) & 0x3f,
        Enc::Vopc => (w >> 17) & 0xff,
        Enc::Vop3 => (w >> target.layout().vop3_op_shift) & target.layout().vop3_op_mask,
        Enc::Vintrp => (w >> 16) & 3,
        _ => u32::MAX,
    }
}

/// The largest opcode field value of `enc` plus one.
fn opcodes(enc: Enc, target: &Target) -> u32 {
    match enc {
        Enc::Sop2 | Enc::Sopc | Enc::Sopp | Enc::Vop3p => 128,
        Enc::Sopk => 32,
        Enc::Sop1 | Enc::Vop1 | Enc::Vopc => 256,
        Enc::Vop2 => 64,
        Enc::Vop3 => target.layout().vop3_op_mask + 1,
        Enc::Vintrp => 4,
        _ => 0,
    }
}

impl<'t> Prescan<'t> {
    /// The tables of `target`.
    #[must_use]
    pub fn new(target: &'t Target) -> Prescan<'t> {
        let class = ENCS.map(|enc| {
            (0..opcodes(enc, target))
                .map(|op| {
                    let Some(form) = target.lookup(enc, op) else { return NONE };
                    let d = &INSTS[form];
                    let imm32 = d.operands.iter().any(|o| o.field == Field::Imm32);
                    let label = d.imm == ImmFmt::Label;
                    if enc == Enc::Sopp
                        && label
                        && d.operands.len() == 1
                        && d.operands[0].field == Field::Simm16
                    {
                        BRANCH
                    } else if imm32 || label || enc.size() != 4 {
                        ASK
                    } else {
                        PLAIN
                    }
                })
                .collect()
        });
        Prescan { target, class }
    }

    /// What [`decode`](crate::decode) does with the instruction at the start of `bytes`, as
    /// far as the tables know without decoding (see the module docs).
    #[must_use]
    #[inline]
    pub fn size(&self, bytes: &[u8]) -> Size {
        let Some(b) = bytes.get(..4) else { return Size::Ask };
        let w = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        let t = self.target;
        let layout = t.layout();
        if w >> 30 == 0b11 {
            if let Some(enc) = crate::mem::decode::classify(w) {
                // As `decode`: the SMEM/EXP prefixes are SMRD on GFX6/7 (4 or 8 bytes) and
                // nothing on GFX10; the other memory words are 8 bytes when they decode.
                if matches!(enc, Enc::Smem | Enc::Exp) && (layout.smrd || layout.smem_prefix != 0b11_0000) {
                    return if layout.smrd { Size::Ask } else { Size::Invalid };
                }
                return Size::Either(8);
            }
        }
        let Some(enc) = classify(w, t) else {
            return if w >> 26 == layout.exp_prefix || w >> 26 == layout.smem_prefix {
                Size::Either(8)
            } else {
                Size::Invalid
            };
        };
        let Some(e) = enc_index(enc) else { return Size::Ask };
        let op = opcode(enc, w, t);
        match self.class[e].get(op as usize).copied().unwrap_or(NONE) {
            NONE => Size::Invalid,
            BRANCH => Size::Exact { len: 4, branch: Some(w as u16 as i16) },
            PLAIN => {
                // Source fields that can ask for a literal dword (255) or, in VOP1/VOP2/VOPC,
                // for an SDWA/DPP/DPP8 dword.
                let asks = match enc {
                    Enc::Sop2 | Enc::Sopc => w & 0xff == 255 || (w >> 8) & 0xff == 255,
                    Enc::Sop1 => w & 0xff == 255,
                    Enc::Vop1 | Enc::Vop2 | Enc::Vopc => matches!(w & 0x1ff, 255 | 0xe9 | 0xea | 0xf9 | 0xfa),
                    _ => false,
                };
                if asks { Size::Ask } else { Size::Either(4) }
            }
            _ => Size::Ask,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::PROCESSORS;

    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u32 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 >> 16) as u32
        }
    }

    /// Random words with the fields that change sizes biased to the values that do: the
    /// encoding prefixes, source fields of 255 (a literal) and the DPP/SDWA codes.
    fn word(r: &mut Rng) -> u32 {
        let mut w = r.next();
        match r.next() % 8 {
            // SOP*/VOP*/VOP3 prefixes by their top bits.
            0 => w = (w & 0x03ff_ffff) | (0b11_0100 << 26),
            1 => w = (w & 0x03ff_ffff) | ((0b11_0000 | (r.next() & 0xf)) << 26),
            2 => w = (w & 0x007f_ffff) | (0b1_0111_1101 + (r.next() % 3)) << 23,
            _ => {}
        }
        match r.next() % 6 {
            0 => w = (w & !0x1ff) | [255, 0xe9, 0xea, 0xf9, 0xfa, 0x1ff][(r.next() % 6) as usize],
            1 => w = (w & !0xff00) | 0xff00,
            2 => w |= 0xff,
            _ => {}
        }
        w
    }

    #[test]
    fn sizes_agree_with_the_decoder_on_every_processor() {
        let mut r = Rng(0x853c_49e6_748f_ea9b);
        for name in PROCESSORS {
            let t = Target::new(name).unwrap();
            let p = Prescan::new(&t);
            let (mut known, mut branches) = (0usize, 0usize);
            let n = 12_000;
            for _ in 0..n {
                let w = word(&mut r);
                let mut bytes = w.to_le_bytes().to_vec();
                for _ in 0..3 {
                    bytes.extend_from_slice(&r.next().to_le_bytes());
                }
                // Sometimes the bytes end early (truncated instructions).
                let cut = match r.next() % 16 {
                    0 => 4,
                    1 => 8,
                    _ => 16,
                };
                let bytes = &bytes[..cut];
                let got = p.size(bytes);
                let dec = crate::decode(bytes, &t);
                let why = format!("{name}: {:02x?} -> {got:?}, decode {dec:?}", bytes);
                match got {
                    Size::Exact { len, branch } => {
                        known += 1;
                        let (inst, n) = dec.expect(&why);
                        assert_eq!(n, len, "{why}");
                        let is_branch = inst.desc().imm == ImmFmt::Label;
                        assert_eq!(is_branch, branch.is_some(), "{why}");
                        if let Some(s) = branch {
                            branches += 1;
                            assert_eq!(inst.operands()[0], crate::Operand::Imm(u32::from(s as u16)), "{why}");
                        }
                    }
                    Size::Either(len) => {
                        known += 1;
                        if let Ok((inst, n)) = dec {
                            assert_eq!(n, len, "{why}");
                            assert_ne!(inst.desc().imm, ImmFmt::Label, "{why}");
                        }
                    }
                    Size::Invalid => {
                        known += 1;
                        assert!(dec.is_err(), "{why}");
                    }
                    Size::Ask => {}
                }
            }
            // The cheap answers must be the common ones, or the pre-scan is no cheaper.
            assert!(known * 2 > n, "{name}: {known} of {n} sized without decoding");
            assert!(branches > 0, "{name}: no branch among the random words");
        }
    }

    #[test]
    fn truncated_words_ask() {
        let t = Target::new("gfx900").unwrap();
        let p = Prescan::new(&t);
        assert_eq!(p.size(&[]), Size::Ask);
        assert_eq!(p.size(&[0x01, 0x05, 0x00]), Size::Ask);
        // A 64-bit memory word cut short fails to decode: Either(8) still holds.
        assert_eq!(p.size(&[0x00, 0x00, 0x50, 0xe0]), Size::Either(8));
        assert!(crate::decode(&[0x00, 0x00, 0x50, 0xe0], &t).is_err());
    }
}
