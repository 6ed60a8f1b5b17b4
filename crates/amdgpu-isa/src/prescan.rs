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
//! encoding and opcode, whether the form exists, takes an `Imm32`, or branches.
//!
//! Words whose size depends on validity (VOP3, and words with a literal source) are answered
//! from *probed* tables once a form has been asked about often enough: the decoder's
//! validity checks of these encodings are a conjunction of checks on separate bit fields
//! (each operand field, the abs/clamp and omod/neg groups), so decoding a valid word of the
//! form with one field swept through all its values gives, per field and value, whether the
//! word decodes and whether it takes a literal dword. A word is then valid exactly when each
//! of its field values is, and takes at most one literal (the decoder rejects a second). The
//! DPP/SDWA codes of a VOP1/VOP2/VOPC source field select other forms and stay unanswered.
//!
//! The unit tests sweep random words of every processor, with tables probed on first sight,
//! and require the general decoder's answer.
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

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

use crate::decode::classify;
use crate::table::{Enc, Field, INSTS, ImmFmt, InstDesc, accept};
// ENCS: the ALU encodings `classify` returns, in the target's opcode-table order.
use crate::target::{ENCS, Target};

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

/// The size tables of one target.
pub struct Prescan<'t> {
    target: &'t Target,
    /// The class of each opcode of each encoding of [`ENCS`], one encoding after the other
    /// (from `opcode_field`'s offsets).
    class: Box<[u8]>,
    /// Per encoding of [`ENCS`] with probe fields, the probed table of each opcode.
    probed: [Vec<Lazy>; 11],
    /// Questions about a form before its table is probed.
    after: u32,
    /// Tables probed (at most [`Prescan::MAX_TABLES`]).
    built: AtomicU32,
    /// [`kind_of`] by the top nine bits of a word, and (+ 512) with both FLAT segment bits set:
    /// the only other bits `decode` reads to tell encodings apart (`crate::mem::decode::classify`).
    kind: [u8; 1024],
    /// Per encoding of [`ENCS`], the opcode field's shift and mask and where its classes start
    /// in `class`.
    opcode_field: [(u32, u32, usize); 11],
}

/// A form's probed table, made when it has been asked about [`Prescan::after`] times.
#[derive(Default)]
struct Lazy {
    asked: AtomicU32,
    table: OnceLock<Option<Table>>,
}

/// Answers per value of one field (see the module docs), as weights that add up over a word's
/// fields (at most six, so the sums cannot carry into the next kind): the word decodes
/// without a literal dword from this field.
const OK: u8 = 0;
/// The word decodes with a literal dword.
const LIT: u8 = 1;
/// The word does not decode.
const BAD: u8 = 8;
/// Not probed (the value selects another form), or an unexpected size: decode.
const UNSURE: u8 = 64;
/// Fields of a probed table at most.
const MAX_FIELDS: usize = 6;

/// A bit field of a word: in the second dword (`hi`), its first bit and width.
#[derive(Clone, Copy)]
struct Bits {
    hi: bool,
    shift: u8,
    width: u8,
}

const fn bits(hi: bool, shift: u8, width: u8) -> Bits {
    Bits { hi, shift, width }
}

/// The fields of `enc` besides its prefix and opcode (so together they cover the word), split
/// where the decoder's operand fields and modifier groups split.
fn probe_fields(enc: Enc, target: &Target) -> Option<Vec<Bits>> {
    let l = target.layout();
    Some(match enc {
        Enc::Vop1 => vec![bits(false, 0, 9), bits(false, 17, 8)],
        Enc::Vop2 => vec![bits(false, 0, 9), bits(false, 9, 8), bits(false, 17, 8)],
        Enc::Vopc => vec![bits(false, 0, 9), bits(false, 9, 8)],
        Enc::Sop2 => vec![bits(false, 0, 8), bits(false, 8, 8), bits(false, 16, 7)],
        Enc::Sop1 => vec![bits(false, 0, 8), bits(false, 16, 7)],
        Enc::Sopc => vec![bits(false, 0, 8), bits(false, 8, 8)],
        // The opcode must end at the prefix (bit 26) for the fields to cover the word.
        Enc::Vop3 if l.vop3_op_shift > 8 && (l.vop3_op_mask + 1) << l.vop3_op_shift == 1 << 26 => vec![
            bits(false, 0, 8),
            bits(false, 8, (l.vop3_op_shift - 8) as u8),
            bits(true, 0, 9),
            bits(true, 9, 9),
            bits(true, 18, 9),
            bits(true, 27, 5),
        ],
        _ => return None,
    })
}

/// The probe field an operand of `enc` lives in (its first bit), for the base word.
fn operand_bits(enc: Enc, f: Field) -> Option<(bool, u8)> {
    let vop3 = enc == Enc::Vop3;
    Some(match f {
        Field::Vdst if vop3 => (false, 0),
        Field::Vdst => (false, 17),
        Field::Src0 if vop3 => (true, 0),
        Field::Src0 | Field::Ssrc0 => (false, 0),
        Field::Src1 if vop3 => (true, 9),
        Field::Src2 if vop3 => (true, 18),
        Field::Vsrc1 | Field::Ssrc1 | Field::Sdst3b => (false, 8 + u8::from(f == Field::Vsrc1)),
        Field::Sdst => (false, 16),
        _ => return None,
    })
}

/// What a form's words decode to, by field value.
struct Table {
    /// Size without a literal.
    base: usize,
    /// The fields (the first `n`): dword (0 or 1), shift, mask, and where its answers start
    /// in `ans`.
    fields: [(usize, u32, u32, usize); MAX_FIELDS],
    n: usize,
    /// The answers of every field, one after the other (`mask + 1` each).
    ans: Box<[u8]>,
}

impl Table {
    /// Probes the form `d` (encoding `enc`, first dword `w0` with its prefix and opcode).
    fn probe(d: &InstDesc, enc: Enc, w0: u32, target: &Target) -> Option<Table> {
        let fields = probe_fields(enc, target)?;
        // A valid word: each operand field holds a register or constant it accepts (v0, s0,
        // 0), everything else zero.
        let (mut w, mut hi) = (w0, 0u32);
        for op in d.operands {
            if let Field::Implicit(_) = op.field {
                continue;
            }
            let (in_hi, shift) = operand_bits(enc, op.field)?;
            let nine = matches!(op.field, Field::Src0 | Field::Src1 | Field::Src2);
            let v = if nine && op.accept & accept::VGPR != 0 {
                256
            } else if op.accept & (accept::SGPR | accept::VGPR) != 0 || op.accept == 0 {
                0
            } else {
                128
            };
            if in_hi {
                hi |= v << shift;
            } else {
                w |= v << shift;
            }
        }
        const LIT_VALUE: u32 = 0x1234_5678;
        let run = |w: u32, hi: u32| {
            let mut b = [0u8; 16];
            b[..4].copy_from_slice(&w.to_le_bytes());
            let at = if enc.size() == 8 {
                b[4..8].copy_from_slice(&hi.to_le_bytes());
                8
            } else {
                4
            };
            b[at..at + 4].copy_from_slice(&LIT_VALUE.to_le_bytes());
            crate::decode(&b[..at + 4], target).ok().map(|(_, n)| n)
        };
        let base = enc.size();
        if run(w, hi) != Some(base) {
            return None;
        }
        let vop = matches!(enc, Enc::Vop1 | Enc::Vop2 | Enc::Vopc);
        if fields.len() > MAX_FIELDS {
            return None;
        }
        let mut table =
            Table { base, fields: [(0, 0, 0, 0); MAX_FIELDS], n: fields.len(), ans: Box::new([]) };
        let mut ans = Vec::new();
        for (i, f) in fields.into_iter().enumerate() {
            let mask = (1u32 << f.width) - 1;
            table.fields[i] = (usize::from(f.hi), u32::from(f.shift), mask, ans.len());
            ans.extend((0..=mask).map(|v| {
                if vop && !f.hi && f.shift == 0 && matches!(v, 0xe9 | 0xea | 0xf9 | 0xfa) {
                    return UNSURE;
                }
                let put = |x: u32| (x & !(mask << f.shift)) | v << f.shift;
                let (w, hi) = if f.hi { (w, put(hi)) } else { (put(w), hi) };
                match run(w, hi) {
                    None => BAD,
                    Some(n) if n == base => OK,
                    Some(n) if n == base + 4 => LIT,
                    Some(_) => UNSURE,
                }
            }));
        }
        table.ans = ans.into_boxed_slice();
        Some(table)
    }

    /// What `decode` does with `bytes` (first dword `w`), a word of this form.
    #[inline]
    fn answer(&self, w: u32, bytes: &[u8]) -> Size {
        let hi = match bytes.get(4..8) {
            Some(b) => u32::from_le_bytes([b[0], b[1], b[2], b[3]]),
            None if self.base == 8 => return Size::Invalid,
            None => 0,
        };
        // The sum of the fields' weights: any unsure field asks, else any bad one is invalid,
        // else the literal count (at most one) gives the size.
        let words = [w, hi];
        let mut sum = 0u32;
        for &(d, shift, mask, at) in &self.fields[..self.n.min(MAX_FIELDS)] {
            let v = (words[d & 1] >> shift) & mask;
            sum += u32::from(self.ans.get(at + v as usize).copied().unwrap_or(UNSURE));
        }
        let len = match sum {
            0 => self.base,
            1 => self.base + 4,
            s if s >= u32::from(UNSURE) => return Size::Ask,
            s if s >= u32::from(BAD) => return Size::Invalid,
            _ => return Size::Ask,
        };
        if bytes.len() < len { Size::Invalid } else { Size::Exact { len, branch: None } }
    }
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
    /// Questions about a form (of the words [`Size::Ask`] would answer) before its table is
    /// probed: about 2,000 decodes for a VOP3 form, so a form seen a few times is cheaper to
    /// decode each time.
    pub const PROBE_AFTER: u32 = 64;

    /// Tables probed at most (a VOP3 table is about 2,000 decodes: crafted code with every
    /// form many times would otherwise cost seconds; past this, words are decoded).
    pub const MAX_TABLES: u32 = 64;

    /// The tables of `target`.
    #[must_use]
    pub fn new(target: &'t Target) -> Prescan<'t> {
        let classes = ENCS.map(|enc| {
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
                .collect::<Vec<u8>>()
        });
        let probed = ENCS.map(|enc| {
            let n = if probe_fields(enc, target).is_some() { opcodes(enc, target) } else { 0 };
            (0..n).map(|_| Lazy::default()).collect()
        });
        let mut kind = [K_INVALID; 1024];
        for (i, k) in kind.iter_mut().enumerate() {
            let w = (((i as u32) & 511) << 23) | (((i as u32) >> 9) * (3 << 14));
            *k = kind_of(w, target);
        }
        let mut at = 0;
        let opcode_field = ENCS.map(|enc| {
            let n = opcodes(enc, target);
            // The field's lowest bit: where the opcode of the word with only bit `b` set is 1.
            let shift = (0..32).find(|&b| opcode(enc, 1 << b, target) == 1).unwrap_or(0);
            let base = at;
            at += n as usize;
            (shift, n.saturating_sub(1), base)
        });
        let class = classes.concat().into_boxed_slice();
        Prescan {
            target,
            class,
            probed,
            after: Self::PROBE_AFTER,
            built: AtomicU32::new(0),
            kind,
            opcode_field,
        }
    }

    /// Probes a form's table after `n` questions about it (tests: 0).
    #[must_use]
    pub fn probing_after(mut self, n: u32) -> Self {
        self.after = n;
        self
    }

    /// The answer of the probed table of `(enc, op)` (the `e`-th of [`ENCS`]) for a word that
    /// needs one, once it is made.
    #[inline(never)]
    fn probed(&self, e: usize, enc: Enc, op: u32, w: u32, bytes: &[u8]) -> Size {
        let Some(lazy) = self.probed[e].get(op as usize) else { return Size::Ask };
        let table = match lazy.table.get() {
            Some(t) => t,
            None => {
                if lazy.asked.fetch_add(1, Ordering::Relaxed) < self.after
                    || self.built.load(Ordering::Relaxed) >= Self::MAX_TABLES
                {
                    return Size::Ask;
                }
                lazy.table.get_or_init(|| {
                    self.built.fetch_add(1, Ordering::Relaxed);
                    let form = self.target.lookup(enc, op)?;
                    // The first dword's prefix and opcode: the word minus its fields.
                    let fields = probe_fields(enc, self.target)?;
                    let w0 = fields
                        .iter()
                        .filter(|f| !f.hi)
                        .fold(w, |x, f| x & !(((1 << f.width) - 1) << f.shift));
                    Table::probe(&INSTS[form], enc, w0, self.target)
                })
            }
        };
        match table {
            Some(t) => t.answer(w, bytes),
            None => Size::Ask,
        }
    }

    /// What [`decode`](crate::decode) does with the instruction at the start of `bytes`, as
    /// far as the tables know without decoding (see the module docs).
    #[must_use]
    #[inline(always)]
    pub fn size(&self, bytes: &[u8]) -> Size {
        let Some(b) = bytes.first_chunk::<4>() else { return Size::Ask };
        let w = u32::from_le_bytes(*b);
        // The encoding from the top nine bits and, for the FLAT-family prefix, the segment.
        let seg3 = (w >> 14) & (w >> 15) & 1;
        let e = self.kind[((w >> 23) | seg3 << 9) as usize];
        match e {
            K_MEM8 => return Size::Either(8),
            K_INVALID => return Size::Invalid,
            K_ASK => return Size::Ask,
            _ => {}
        }
        let e = usize::from(e);
        let (shift, mask, base) = self.opcode_field[e];
        let op = (w >> shift) & mask;
        match self.class.get(base + op as usize).copied().unwrap_or(NONE) {
            NONE => Size::Invalid,
            BRANCH => Size::Exact { len: 4, branch: Some(w as u16 as i16) },
            PLAIN => {
                // Source fields that can ask for a literal dword (255) or, in VOP1/VOP2/VOPC,
                // for an SDWA/DPP/DPP8 dword.
                let enc = ENCS[e];
                let asks = match enc {
                    Enc::Sop2 | Enc::Sopc => w & 0xff == 255 || (w >> 8) & 0xff == 255,
                    Enc::Sop1 => w & 0xff == 255,
                    Enc::Vop1 | Enc::Vop2 | Enc::Vopc => matches!(w & 0x1ff, 255 | 0xe9 | 0xea | 0xf9 | 0xfa),
                    _ => false,
                };
                if asks { self.probed(e, enc, op, w, bytes) } else { Size::Either(4) }
            }
            _ => self.probed(e, ENCS[e], op, w, bytes),
        }
    }
}

/// [`Prescan::kind`] values beyond the indices of [`ENCS`].
const K_MEM8: u8 = 100;
const K_INVALID: u8 = 101;
const K_ASK: u8 = 102;

/// What [`Prescan::size`] does with a first dword `w` before looking at the opcode: an index
/// of [`ENCS`], or one of the `K_*` answers (as `decode` reads the prefixes).
fn kind_of(w: u32, target: &Target) -> u8 {
    let layout = target.layout();
    if let Some(enc) = crate::mem::decode::classify(w) {
        // As `decode`: the SMEM/EXP prefixes are SMRD on GFX6/7 (4 or 8 bytes) and nothing on
        // GFX10; the other memory words are 8 bytes when they decode.
        return if matches!(enc, Enc::Smem | Enc::Exp) && (layout.smrd || layout.smem_prefix != 0b11_0000) {
            if layout.smrd { K_ASK } else { K_INVALID }
        } else {
            K_MEM8
        };
    }
    match classify(w, target) {
        Some(enc) => enc_index(enc).map_or(K_ASK, |e| e as u8),
        None if w >> 26 == layout.exp_prefix || w >> 26 == layout.smem_prefix => K_MEM8,
        None => K_INVALID,
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

    /// Checks `p.size(bytes)` against the decoder; true when answered without decoding.
    fn agrees(p: &Prescan<'_>, t: &Target, name: &str, bytes: &[u8], branches: &mut usize) -> bool {
        let got = p.size(bytes);
        let dec = crate::decode(bytes, t);
        let why = format!("{name}: {bytes:02x?} -> {got:?}, decode {dec:?}");
        match got {
            Size::Exact { len, branch } => {
                let (inst, n) = dec.expect(&why);
                assert_eq!(n, len, "{why}");
                let is_branch = inst.desc().imm == ImmFmt::Label;
                assert_eq!(is_branch, branch.is_some(), "{why}");
                if let Some(s) = branch {
                    *branches += 1;
                    assert_eq!(inst.operands()[0], crate::Operand::Imm(u32::from(s as u16)), "{why}");
                }
                true
            }
            Size::Either(len) => {
                if let Ok((inst, n)) = dec {
                    assert_eq!(n, len, "{why}");
                    assert_ne!(inst.desc().imm, ImmFmt::Label, "{why}");
                }
                true
            }
            Size::Invalid => {
                assert!(dec.is_err(), "{why}");
                true
            }
            Size::Ask => false,
        }
    }

    /// Operand codes worth trying in a source or destination field: registers at the ends
    /// of the files, specials, constants, the literal, random ones.
    fn code(r: &mut Rng) -> u32 {
        const CODES: [u32; 24] = [
            0, 1, 2, 3, 100, 101, 102, 103, 104, 105, 106, 107, 122, 124, 125, 126, 127, 128, 193, 209, 235,
            248, 253, 255,
        ];
        match r.next() % 4 {
            0 => CODES[(r.next() % 24) as usize],
            1 => 256 + r.next() % 256,
            2 => 250 + r.next() % 6,
            _ => r.next() % 512,
        }
    }

    /// Probed tables (made on first sight) agree with the decoder on words of VOP3 forms and
    /// on literal words, one processor per layout.
    #[test]
    fn probed_tables_agree_with_the_decoder() {
        let mut r = Rng(0x2545_f491_4f6c_dd1d);
        for name in ["gfx600", "gfx700", "gfx803", "gfx900", "gfx90a", "gfx940", "gfx1010", "gfx1030"] {
            let t = Target::new(name).unwrap();
            let p = Prescan::new(&t).probing_after(0);
            let l = t.layout();
            let (mut answered, mut tried, mut branches) = (0usize, 0usize, 0usize);
            // (encoding, prefix and opcode placement) of the forms to sweep.
            let encs: [(Enc, u32); 7] = [
                (Enc::Vop3, 24),
                (Enc::Vop1, 4),
                (Enc::Vop2, 4),
                (Enc::Vopc, 4),
                (Enc::Sop1, 3),
                (Enc::Sop2, 3),
                (Enc::Sopc, 3),
            ];
            for (enc, forms) in encs {
                let ops: Vec<u32> = (0..opcodes(enc, &t)).filter(|&o| t.lookup(enc, o).is_some()).collect();
                for _ in 0..forms {
                    let op = ops[(r.next() as usize) % ops.len()];
                    let w0 = match enc {
                        Enc::Vop3 => (l.vop3_prefix << 26) | (op << l.vop3_op_shift),
                        Enc::Vop1 => (0x3f << 25) | (op << 9),
                        Enc::Vop2 => op << 25,
                        Enc::Vopc => (0x3e << 25) | (op << 17),
                        Enc::Sop1 => (0x17d << 23) | (op << 8),
                        Enc::Sop2 => (0b10 << 30) | (op << 23),
                        _ => (0x17e << 23) | (op << 16),
                    };
                    if classify(w0, &t) != Some(enc) {
                        continue;
                    }
                    for _ in 0..60 {
                        let (w, hi) = match enc {
                            Enc::Vop3 => {
                                let mods = if r.next() % 2 == 0 { r.next() & 0xff00 } else { 0 };
                                let omod_neg = if r.next() % 2 == 0 { r.next() & 0xf800_0000 } else { 0 };
                                let w = w0
                                    | (code(&mut r) & 0xff)
                                    | (mods & !(l.vop3_op_mask << l.vop3_op_shift));
                                (w, code(&mut r) | code(&mut r) << 9 | code(&mut r) << 18 | omod_neg)
                            }
                            Enc::Vop1 => (
                                w0 | (if r.next() % 2 == 0 { 255 } else { code(&mut r) })
                                    | ((r.next() & 0xff) << 17),
                                0,
                            ),
                            Enc::Vop2 => (
                                w0 | (if r.next() % 2 == 0 { 255 } else { code(&mut r) })
                                    | (r.next() & 0xffff) << 9,
                                0,
                            ),
                            Enc::Vopc => (
                                w0 | (if r.next() % 2 == 0 { 255 } else { code(&mut r) })
                                    | (r.next() & 0xff) << 9,
                                0,
                            ),
                            Enc::Sop1 => (
                                w0 | (if r.next() % 2 == 0 { 255 } else { code(&mut r) & 0xff })
                                    | (code(&mut r) & 0x7f) << 16,
                                0,
                            ),
                            _ => {
                                let a = if r.next() % 2 == 0 { 255 } else { code(&mut r) & 0xff };
                                let b = if r.next() % 3 == 0 { 255 } else { code(&mut r) & 0xff };
                                let d = if enc == Enc::Sop2 { (code(&mut r) & 0x7f) << 16 } else { 0 };
                                (w0 | a | b << 8 | d, 0)
                            }
                        };
                        let mut bytes = w.to_le_bytes().to_vec();
                        if enc == Enc::Vop3 {
                            bytes.extend_from_slice(&hi.to_le_bytes());
                        }
                        bytes.extend_from_slice(&r.next().to_le_bytes());
                        if r.next() % 8 == 0 {
                            bytes.pop();
                        }
                        tried += 1;
                        answered += usize::from(agrees(&p, &t, name, &bytes, &mut branches));
                    }
                }
            }
            assert!(answered * 10 > tried * 9, "{name}: {answered} of {tried} answered from probed tables");
        }
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
                known += usize::from(agrees(&p, &t, name, bytes, &mut branches));
            }
            // The cheap answers must be the common ones, or the pre-scan is no cheaper.
            assert!(known * 2 > n, "{name}: {known} of {n} sized without decoding");
            assert!(branches > 0, "{name}: no branch among the random words");
        }
    }

    /// At most `MAX_TABLES` tables are probed; words of other forms are then left to the
    /// decoder.
    #[test]
    fn probing_stops_at_the_table_limit() {
        let t = Target::new("gfx900").unwrap();
        let p = Prescan::new(&t).probing_after(0);
        let l = t.layout();
        let ops: Vec<u32> =
            (0..opcodes(Enc::Vop3, &t)).filter(|&o| t.lookup(Enc::Vop3, o).is_some()).collect();
        assert!(ops.len() > Prescan::MAX_TABLES as usize + 10);
        let mut last = Size::Ask;
        for &op in &ops[..Prescan::MAX_TABLES as usize + 10] {
            let w = (l.vop3_prefix << 26) | (op << l.vop3_op_shift);
            if classify(w, &t) != Some(Enc::Vop3) {
                continue;
            }
            // v0 in every field the form may use.
            let hi: u32 = 256 | (256 << 9) | (256 << 18);
            let bytes = [w.to_le_bytes(), hi.to_le_bytes()].concat();
            last = p.size(&bytes);
        }
        assert_eq!(p.built.load(Ordering::Relaxed), Prescan::MAX_TABLES);
        assert_eq!(last, Size::Ask);
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
