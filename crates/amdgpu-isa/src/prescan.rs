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
/// Decode to know (a form with a 32-bit constant, a branch with other operands, VOP3),
/// unless the form's probed table answers.
const ASK: u8 = 3;
/// Decode to know: an `ASK` form of an encoding without probe fields.
const DECODE: u8 = 4;

/// The size tables of one target.
pub struct Prescan<'t> {
    target: &'t Target,
    /// The class of each opcode of each encoding of [`ENCS`], one encoding after the other
    /// (from the routes' bases).
    class: Box<[u8]>,
    /// The probed table of each opcode, at its class's index (used for the `ASK` and `PLAIN`
    /// classes of encodings with probe fields).
    lazy: Box<[Lazy]>,
    /// Questions about a form before its table is probed.
    after: u32,
    /// Tables probed (at most [`Prescan::MAX_TABLES`]).
    built: AtomicU32,
    /// By the top nine bits of a word, and (+ 512) with both FLAT segment bits set (the only
    /// other bits `decode` reads to tell encodings apart: `crate::mem::decode::classify`): the
    /// word's class when those bits hold the opcode (or tell that it is a memory word, an
    /// invalid one, or one to decode), else [`DEEP`]; the encoding (an index of [`ENCS`]) and
    /// the source fields that can ask for a literal (`L_*`). See [`step`].
    steps: Box<[u32; 1024]>,
    /// Per encoding of [`ENCS`], where its opcode field is and where its classes start (16
    /// entries: the index is 4 bits of a step).
    routes: [Route; 16],
}

/// A [`Prescan::steps`] entry.
const fn step(class: u8, e: usize, lits: u8) -> u32 {
    class as u32 | (e as u32) << 8 | (lits as u32) << 12
}

/// [`Prescan::steps`]: look the opcode's class up through the encoding's route.
const DEEP: u8 = 0xff;
/// A class for the steps: a 64-bit memory word (8 bytes when it decodes, `Either(8)`).
const MEM8: u8 = 0xfe;

/// Where an encoding's opcode field is and where its classes start in [`Prescan::class`].
#[derive(Clone, Copy, Default)]
struct Route {
    shift: u8,
    mask: u16,
    base: u32,
}

/// [`step`] `lits`: the 9-bit VOP source field (bits 0..9) may hold 255 (a literal) or a
/// DPP/SDWA/DPP8 code.
const L_VOP: u8 = 1;
/// The 8-bit SOP source field at bits 0..8 may hold 255.
const L_S0: u8 = 2;
/// The 8-bit SOP source field at bits 8..16 may hold 255.
const L_S1: u8 = 4;

/// By the low nine bits of a word: the `L_*` fields whose value there asks for a dword.
const ASKS_LOW: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut v = 0;
    while v < 512 {
        if v == 255 || v == 0xe9 || v == 0xea || v == 0xf9 || v == 0xfa {
            t[v] |= L_VOP;
        }
        if v & 0xff == 255 {
            t[v] |= L_S0;
        }
        v += 1;
    }
    t
};

/// By bits 8..16 of a word: the `L_*` fields whose value there asks for a dword.
const ASKS_HIGH: [u8; 256] = {
    let mut t = [0u8; 256];
    t[255] = L_S1;
    t
};

/// A form's probed table, made when it has been asked about [`Prescan::after`] times.
#[derive(Default)]
struct Lazy {
    asked: AtomicU32,
    /// (Boxed: a few of the ~2,400 forms get a table; the others cost 16 bytes.)
    table: OnceLock<Option<Box<Table>>>,
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
            let probes = probe_fields(enc, target).is_some();
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
                        if probes { ASK } else { DECODE }
                    } else {
                        PLAIN
                    }
                })
                .collect::<Vec<u8>>()
        });
        let mut at = 0;
        let fields = ENCS.map(|enc| {
            let n = opcodes(enc, target);
            // The field's lowest bit: where the opcode of the word with only bit `b` set is 1.
            let shift = (0..32).find(|&b| opcode(enc, 1 << b, target) == 1).unwrap_or(0);
            let base = at;
            at += n as usize;
            let lits = match enc {
                Enc::Sop2 | Enc::Sopc => L_S0 | L_S1,
                Enc::Sop1 => L_S0,
                Enc::Vop1 | Enc::Vop2 | Enc::Vopc => L_VOP,
                _ => 0,
            };
            (shift as u8, n.saturating_sub(1) as u16, base as u32, lits)
        });
        let mut routes = [Route::default(); 16];
        for (r, &(shift, mask, base, _)) in routes.iter_mut().zip(&fields) {
            *r = Route { shift, mask, base };
        }
        let mut steps = Box::new([0u32; 1024]);
        for (i, st) in steps.iter_mut().enumerate() {
            let w = (((i as u32) & 511) << 23) | (((i as u32) >> 9) * (3 << 14));
            let kind = kind_of(w, target);
            let e = usize::from(kind);
            *st = match kind {
                K_MEM8 => step(MEM8, 0, 0),
                K_INVALID => step(NONE, 0, 0),
                K_ASK => step(DECODE, 0, 0),
                _ => {
                    let (shift, mask, _, lits) = fields[e];
                    // The opcode within the top nine bits: its class is the step's.
                    let class = if shift >= 23 {
                        classes[e].get(((w >> shift) & u32::from(mask)) as usize).copied().unwrap_or(NONE)
                    } else {
                        DEEP
                    };
                    step(class, e, lits)
                }
            };
        }
        let class = classes.concat().into_boxed_slice();
        let lazy = class.iter().map(|_| Lazy::default()).collect();
        Prescan { target, class, lazy, after: Self::PROBE_AFTER, built: AtomicU32::new(0), steps, routes }
    }

    /// Probes a form's table after `n` questions about it (tests: 0).
    #[must_use]
    pub fn probing_after(mut self, n: u32) -> Self {
        self.after = n;
        self
    }

    /// The answer of the probed table of the form at class index `i` (opcode `op` of the
    /// `e`-th of [`ENCS`]) for a word that needs one, once it is made.
    #[inline]
    fn probed(&self, i: usize, e: usize, op: u32, w: u32, bytes: &[u8]) -> Size {
        let Some(lazy) = self.lazy.get(i) else { return Size::Ask };
        match lazy.table.get() {
            Some(Some(t)) => t.answer(w, bytes),
            Some(None) => Size::Ask,
            None => self.probe(lazy, e, op, w, bytes),
        }
    }

    /// [`Prescan::probed`] before the table is made: counts the question, and makes the table
    /// when the form has been asked about often enough.
    #[cold]
    #[inline(never)]
    fn probe(&self, lazy: &Lazy, e: usize, op: u32, w: u32, bytes: &[u8]) -> Size {
        if lazy.asked.fetch_add(1, Ordering::Relaxed) < self.after
            || self.built.load(Ordering::Relaxed) >= Self::MAX_TABLES
        {
            return Size::Ask;
        }
        let enc = ENCS[e % ENCS.len()];
        let table = lazy.table.get_or_init(|| {
            self.built.fetch_add(1, Ordering::Relaxed);
            let form = self.target.lookup(enc, op)?;
            // The first dword's prefix and opcode: the word minus its fields.
            let fields = probe_fields(enc, self.target)?;
            let w0 = fields.iter().filter(|f| !f.hi).fold(w, |x, f| x & !(((1 << f.width) - 1) << f.shift));
            Table::probe(&INSTS[form], enc, w0, self.target).map(Box::new)
        });
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
        self.size_of(u32::from_le_bytes(*b), bytes)
    }

    /// The class of the word `w` (a `NONE`..`DECODE` class or [`MEM8`]) and its step (for the
    /// encoding and literal fields).
    #[inline(always)]
    fn class_of(&self, w: u32) -> (u8, u32) {
        // The encoding from the top nine bits and, for the FLAT-family prefix, the segment.
        let seg3 = (w >> 14) & (w >> 15) & 1;
        let s = self.steps[((w >> 23) | seg3 << 9) as usize & 1023];
        let class = match s as u8 {
            DEEP => self.class.get(self.index(s, w)).copied().unwrap_or(NONE),
            c => c,
        };
        (class, s)
    }

    /// The index in [`Prescan::class`] of the ALU word `w` of step `s`.
    #[inline(always)]
    fn index(&self, s: u32, w: u32) -> usize {
        let r = self.routes[((s >> 8) & 15) as usize];
        r.base as usize + ((w >> r.shift) & u32::from(r.mask)) as usize
    }

    /// Whether a `PLAIN` word's source fields ask for a literal dword (255) or, in
    /// VOP1/VOP2/VOPC, for an SDWA/DPP/DPP8 dword (0xf9, 0xfa; 0xe9, 0xea): [`ASKS_LOW`] and
    /// [`ASKS_HIGH`] give the `L_*` fields a value asks in.
    #[inline(always)]
    fn asks(s: u32, w: u32) -> bool {
        let lits = (s >> 12) as u8;
        (ASKS_LOW[(w & 0x1ff) as usize] | ASKS_HIGH[((w >> 8) & 0xff) as usize]) & lits != 0
    }

    /// The probed answer for the ALU word `w` of step `s` at the start of `bytes`.
    #[inline(always)]
    fn probed_word(&self, s: u32, w: u32, bytes: &[u8]) -> Size {
        let e = ((s >> 8) & 15) as usize;
        let r = self.routes[e];
        let op = (w >> r.shift) & u32::from(r.mask);
        self.probed(self.index(s, w), e, op, w, bytes)
    }

    /// [`Prescan::size`] of `bytes`, whose first dword is `w`.
    #[inline(always)]
    fn size_of(&self, w: u32, bytes: &[u8]) -> Size {
        let (class, s) = self.class_of(w);
        match class {
            MEM8 => Size::Either(8),
            NONE => Size::Invalid,
            BRANCH => Size::Exact { len: 4, branch: Some(w as u16 as i16) },
            PLAIN if !Self::asks(s, w) => Size::Either(4),
            PLAIN | ASK => self.probed_word(s, w, bytes),
            _ => Size::Ask,
        }
    }

    /// Steps over the items of `bytes` from `pos` while their sizes are known without
    /// decoding, marking each item's offset in `starts` (a bit per byte offset: bit `o % 64` of
    /// word `o / 64`) and pushing `(offset, simm16)` of each branch to `branches`; returns
    /// where it stopped, the items it stepped over, and why it stopped. An item is a word
    /// [`Prescan::size`] answers for:
    ///
    /// * `Exact { len, branch }`: `len` bytes, which must end by `end`;
    /// * `Either(n)` with `n == fallback[word >> 26]`, or `Invalid`: the fallback size of the
    ///   word (what the caller makes of a word the decoder rejects), or 4 bytes when those do
    ///   not end by `end`.
    ///
    /// `bytes` ends where the words end (a descriptor, the section end), `end <= bytes.len()`
    /// is where the caller's items must end (the next label), and the walk stops before an
    /// item that starts at `until` or later ([`Stop::Item`]). This is the loop the
    /// disassembler's pre-scan runs over every word: the same answers as [`Prescan::size`]
    /// (test `walks_agree_with_sizes`), one table lookup for most words, no call per word.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    pub fn walk(
        &self,
        bytes: &[u8],
        mut pos: usize,
        end: usize,
        until: usize,
        fallback: &[u8; 64],
        starts: &mut [u64],
        branches: &mut Vec<(usize, i16)>,
    ) -> (usize, usize, Stop) {
        let end = end.min(bytes.len());
        let mut items = 0usize;
        // One comparison a word: before `end`, `until` and the last whole word.
        let go = end.min(until).min(bytes.len().saturating_sub(3));
        let stop = loop {
            if pos >= go {
                break if pos >= end {
                    Stop::End
                } else if pos >= until {
                    Stop::Item
                } else {
                    Stop::Ask
                };
            }
            let Some(&b) = bytes.get(pos..).and_then(<[u8]>::first_chunk::<4>) else { break Stop::Ask };
            let w = u32::from_le_bytes(b);
            let (class, s) = self.class_of(w);
            let len = match class {
                // Either(4): the fallback size, or stop.
                PLAIN if !Self::asks(s, w) => {
                    if fallback[(w >> 26) as usize & 63] != 4 {
                        break Stop::Ask;
                    }
                    4
                }
                MEM8 => {
                    if fallback[(w >> 26) as usize & 63] != 8 {
                        break Stop::Ask;
                    }
                    if pos + 8 <= end { 8 } else { 4 }
                }
                NONE => {
                    let n = usize::from(fallback[(w >> 26) as usize & 63]);
                    if pos + n <= end { n } else { 4 }
                }
                BRANCH => {
                    if pos + 4 > end {
                        break Stop::End;
                    }
                    branches.push((pos, w as u16 as i16));
                    4
                }
                PLAIN | ASK => match self.probed_word(s, w, &bytes[pos..]) {
                    Size::Exact { len, .. } => {
                        if pos + len > end {
                            break Stop::End;
                        }
                        len
                    }
                    Size::Invalid => {
                        let n = usize::from(fallback[(w >> 26) as usize & 63]);
                        if pos + n <= end { n } else { 4 }
                    }
                    _ => break Stop::Ask,
                },
                _ => break Stop::Ask,
            };
            if let Some(m) = starts.get_mut(pos / 64) {
                *m |= 1 << (pos % 64);
            }
            items += 1;
            pos += len;
        };
        (pos, items, stop)
    }
}

/// Where [`Prescan::walk`] stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// At an item that starts at `until` or later (not stepped over).
    Item,
    /// At `end` or beyond, or the item at the returned offset would end past `end`.
    End,
    /// The word at the returned offset needs decoding: [`Size::Ask`], an `Either` size that
    /// is not the fallback size, or fewer than 4 bytes left.
    Ask,
}

/// [`Route::kind`] values beyond the indices of [`ENCS`].
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

    /// What `walk` must do, item by item, from `size`'s answers (the pre-scan's loop as it
    /// was written before the walk).
    fn walk_by_sizes(
        p: &Prescan<'_>,
        bytes: &[u8],
        mut pos: usize,
        end: usize,
        until: usize,
        fb: &[u8; 64],
        items: &mut Vec<(usize, Option<i16>)>,
    ) -> (usize, Stop) {
        let end = end.min(bytes.len());
        loop {
            if pos >= end {
                return (pos, Stop::End);
            }
            if pos >= until {
                return (pos, Stop::Item);
            }
            let rest = &bytes[pos..];
            let Some(b) = rest.first_chunk::<4>() else { return (pos, Stop::Ask) };
            let w = u32::from_le_bytes(*b);
            let (len, branch) = match p.size(rest) {
                Size::Exact { len, branch } => {
                    if pos + len > end {
                        return (pos, Stop::End);
                    }
                    (len, branch)
                }
                s @ (Size::Either(_) | Size::Invalid) => {
                    let n = usize::from(fb[(w >> 26) as usize]);
                    if matches!(s, Size::Either(m) if m != n) {
                        return (pos, Stop::Ask);
                    }
                    (if pos + n <= end { n } else { 4 }, None)
                }
                Size::Ask => return (pos, Stop::Ask),
            };
            items.push((pos, branch));
            pos += len;
        }
    }

    /// `walk` steps over the items `size` answers for, and stops where it must, on random
    /// streams of words (biased as above) of processors of every layout, with random window
    /// ends and item stops.
    #[test]
    fn walks_agree_with_sizes() {
        let mut r = Rng(0x9e37_79b9_7f4a_7c15);
        // A disassembler's fallback sizes: 8 for some memory prefixes, else 4.
        let mut fb = [4u8; 64];
        for p in [0b110000, 0b110001, 0b110110, 0b110111, 0b111000, 0b111010, 0b111100] {
            fb[p] = 8;
        }
        for name in ["gfx600", "gfx700", "gfx803", "gfx900", "gfx90a", "gfx940", "gfx1010", "gfx1030"] {
            let t = Target::new(name).unwrap();
            // Two alike (tables are probed after two questions: the same questions to each).
            let (p, q) = (Prescan::new(&t).probing_after(2), Prescan::new(&t).probing_after(2));
            let (mut walked, mut stops) = (0usize, [0usize; 3]);
            for _ in 0..1000 {
                let n = 1 + r.next() as usize % 64;
                let mut bytes: Vec<u8> = (0..n).flat_map(|_| word(&mut r).to_le_bytes()).collect();
                bytes.truncate(bytes.len() - r.next() as usize % 4);
                let end = match r.next() % 3 {
                    0 => bytes.len(),
                    _ => r.next() as usize % (bytes.len() + 1),
                };
                let start = 4 * (r.next() as usize % 4);
                let until = if r.next() % 2 == 0 { usize::MAX } else { r.next() as usize % 300 };
                let mut want = Vec::new();
                let want_end = walk_by_sizes(&q, &bytes, start, end, until, &fb, &mut want);
                let (mut starts, mut branches) = (vec![0u64; bytes.len() / 64 + 1], Vec::new());
                let (at, n, stop) = p.walk(&bytes, start, end, until, &fb, &mut starts, &mut branches);
                let got: Vec<(usize, Option<i16>)> = (0..bytes.len())
                    .filter(|o| starts[o / 64] >> (o % 64) & 1 != 0)
                    .map(|o| (o, branches.iter().find(|b| b.0 == o).map(|b| b.1)))
                    .collect();
                let why = format!("{name}: {bytes:02x?} from {start} to {end}, until {until}");
                assert_eq!(got, want, "{why}");
                assert_eq!((at, stop), want_end, "{why}");
                assert_eq!(n, want.len(), "{why}");
                assert_eq!(branches.len(), want.iter().filter(|w| w.1.is_some()).count(), "{why}");
                walked += n;
                stops[stop as usize] += 1;
            }
            assert!(walked > 1000 && stops.iter().all(|&k| k > 5), "{name}: {walked} items, stops {stops:?}");
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
