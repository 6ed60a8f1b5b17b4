//! A fused decode-and-print fast path for the common ALU and memory words
//! (docs/0022-disasm-fast-path.md).
//!
//! [`decode`](fn@crate::decode) builds an [`Inst`](crate::Inst) (about 110 bytes) by walking the
//! form's operand table with every generation's special case in the way, and
//! [`print_with`](crate::print_with) walks it again. For the words that need none of those
//! special cases this module goes from the bytes straight to text through a *plan* compiled
//! once per form from the table data: the padded mnemonic, one record per operand with its
//! field's position, separator and *class* (a 512-entry table from the field's code to a
//! pre-printed name, or "decline", or "literal"), a mask of the bits that must be zero, and the
//! form's tail (VOP3 clamp/omod, memory offsets and cache bits). Whatever a plan does not
//! cover, it declines (`None`), and the caller uses the general decoder and printer:
//!
//! * encodings other than SOP1/SOP2/SOPC/SOPK/SOPP/VOP1/VOP2/VOPC/VOP3 and the plain loads and
//!   stores of SMEM (the GFX8/9 word), DS, GLOBAL and MUBUF (so VOP3P, VINTRP, MTBUF, FLAT,
//!   SCRATCH, MIMG, EXP, atomics; memory words on GFX10 and those with gfx90a's AGPR select
//!   bits set), DPP/SDWA words (VOP src0 `0xe9/0xea/0xf9/0xfa`);
//! * forms with op_sel, packed or MAI modifiers, interpolation operands, a VOP3b carry-out,
//!   AGPRs, `Imm32`, or a hwreg/sendmsg/gpr_idx/version immediate; branches unless the caller
//!   names labels ([`Fast::write_line`], [`Fast::write_lines`]);
//! * VOP3 literals, two literal operands, literals in 16-bit operands, literals an assembler
//!   could write as an inline constant or beside an operand that does not re-encode (see
//!   [`Taken`]), TTMPs,
//!   `flat_scratch`/`xnack_mask`/`tba`/`tma`/`null`, the `src_*` registers, `lds_direct`,
//!   tuples wider than four.
//!
//! What it accepts it prints exactly as the general path does; the tests sweep random words of
//! every plan on every generation and compare (`fast_path_agrees_with_decode_and_print`).
//!
//! ```
//! use amdgpu_isa::{Target, fast::Fast};
//! let t = Target::new("gfx900").unwrap();
//! let fast = Fast::new(&t);
//! let mut text = Vec::new();
//! // v_add_f32_e32 v0, v1, v2
//! assert_eq!(fast.print(&[0x01, 0x05, 0x00, 0x02], &mut text), Some(4));
//! assert_eq!(text, b"v_add_f32_e32 v0, v1, v2");
//! // An SDWA word: declined (the general path prints it).
//! assert_eq!(fast.len(&[0xf9, 0x02, 0x00, 0x7e, 0x00, 0x06, 0x06, 0x00]), None);
//! // A whole line with its comment, a branch named by the caller.
//! let mut buf = [0u8; amdgpu_isa::fast::LINE_ROOM];
//! let took = fast
//!     .write_line(&[0x03, 0x00, 0x82, 0xbf], 0x10, 0x10, true, &mut buf, |t, out| {
//!         out.put(format!(".L{t:x}").as_bytes());
//!         true
//!     })
//!     .unwrap();
//! let line = std::str::from_utf8(&buf[..took.n]).unwrap();
//! assert_eq!(line, format!("\ts_branch .L20{}// 000000000010: BF820003\n", " ".repeat(46)));
//! ```

mod build;
mod text;

#[cfg(test)]
mod tests;

#[cfg(test)]
use crate::table::Enc;
use crate::table::{ImmFmt, Ty};
use crate::target::Target;

/// Room [`Fast::write_line`] needs at the start of its output; the line it writes is at most
/// 511 bytes (an instruction line with its comment is under 200; a label name adds its own).
pub const LINE_ROOM: usize = 1024;

/// Where printed bytes go (the old [`Line`] interface; [`Cursor`] is the fast path's own).
pub trait Out {
    fn put(&mut self, s: &[u8]);
    /// Appends the first `len` bytes of a fixed-size piece (a line buffer copies all `N` at
    /// once, cheaper than a variable-length copy).
    #[inline]
    fn put_fixed<const N: usize>(&mut self, b: &[u8; N], len: usize) {
        self.put(&b[..len.min(N)]);
    }
}

impl Out for Vec<u8> {
    #[inline]
    fn put(&mut self, s: &[u8]) {
        self.extend_from_slice(s);
    }
}

/// A write position in a buffer of [`LINE_ROOM`] bytes. Pieces are stored by fixed-size
/// copies at the position modulo 512 (so no copy can leave the buffer and none needs a bounds
/// check); the bytes after a piece's length are scratch, overwritten by the next piece. A line
/// is good while the position stays below 512 ([`Cursor::overflowed`] says when it did not:
/// then some piece may have wrapped and the text must not be used).
pub struct Cursor<'a> {
    buf: &'a mut [u8; LINE_ROOM],
    n: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor writing into `buf` from `at`.
    pub fn new(buf: &'a mut [u8; LINE_ROOM], at: usize) -> Cursor<'a> {
        Cursor { buf, n: at }
    }
    /// The position (bytes written, with the start).
    #[must_use]
    pub fn len(&self) -> usize {
        self.n
    }
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }
    /// True when the text went past 511 bytes (it is not usable).
    #[must_use]
    pub fn overflowed(&self) -> bool {
        self.n >= 512
    }
    /// Appends `s` (a piece longer than 256 bytes overflows the line).
    #[inline]
    pub fn put(&mut self, s: &[u8]) {
        let i = self.n & 511;
        match self.buf.get_mut(i..i + s.len()) {
            Some(d) if s.len() <= 256 => {
                d.copy_from_slice(s);
                self.n += s.len();
            }
            _ => self.n += 1024,
        }
    }
    /// Appends the first `len` bytes of `b` (all `N` are stored; `N` at most 256).
    #[inline(always)]
    pub fn put_n<const N: usize>(&mut self, b: &[u8; N], len: usize) {
        const { assert!(N <= 256) };
        let i = self.n & 511;
        if let Some(d) = self.buf.get_mut(i..i + N) {
            d.copy_from_slice(b);
        }
        self.n += len;
    }
}

impl Cursor<'_> {
    /// The `// ADDRESS: WORDS` comment and the newline: `head` and `mid` are `// `, the twelve
    /// address digits and `:` (bytes 0..8 and 8..16), `h0` and `h1` the words' hex digits in text order (`h1` only with `TWO`).
    #[inline(always)]
    fn put_comment<const TWO: bool>(&mut self, head: u64, mid: u64, h0: u64, h1: u64) {
        let i = self.n & 511;
        if let Some(d) = self.buf.get_mut(i..i + 40).and_then(<[u8]>::first_chunk_mut::<40>) {
            d[..8].copy_from_slice(&head.to_le_bytes());
            d[8..16].copy_from_slice(&mid.to_le_bytes());
            d[16] = b' ';
            d[17..25].copy_from_slice(&h0.to_le_bytes());
            if TWO {
                d[25] = b' ';
                d[26..34].copy_from_slice(&h1.to_le_bytes());
                d[34] = b'\n';
            } else {
                d[25] = b'\n';
            }
        }
        self.n += if TWO { 35 } else { 26 };
    }
}

/// A line of text built on the stack (the interface of [`Fast::print_line`]).
/// A line that would not fit is marked [`Line::overflowed`] and must not be used.
pub struct Line {
    buf: [u8; LINE_ROOM],
    n: usize,
    over: bool,
}

impl Default for Line {
    fn default() -> Line {
        Line { buf: [b' '; LINE_ROOM], n: 0, over: false }
    }
}

impl Line {
    /// Bytes a line holds (an instruction line with its comment is under 200).
    pub const CAP: usize = LINE_ROOM;

    /// Empties the line.
    #[inline]
    pub fn clear(&mut self) {
        self.n = 0;
        self.over = false;
    }
    /// The bytes so far.
    #[must_use]
    pub fn as_bytes(&self) -> &[u8] {
        &self.buf[..self.n.min(Line::CAP)]
    }
    #[must_use]
    pub fn len(&self) -> usize {
        self.n
    }
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }
    /// True when a piece did not fit (the line is incomplete).
    #[must_use]
    pub fn overflowed(&self) -> bool {
        self.over
    }
    /// Appends `k` spaces (`k` at most 64).
    #[inline]
    pub fn spaces(&mut self, k: usize) {
        const SPACES: [u8; 64] = [b' '; 64];
        match self.buf.get_mut(self.n..self.n + 64) {
            Some(d) if k <= 64 => {
                d.copy_from_slice(&SPACES);
                self.n += k;
            }
            _ => self.over = true,
        }
    }
    /// Appends a fixed-size piece of which the first `len` bytes count (one fixed-size copy).
    #[inline]
    pub fn put_n<const N: usize>(&mut self, b: &[u8; N], len: usize) {
        match self.buf.get_mut(self.n..self.n + N) {
            Some(d) if len <= N => {
                d.copy_from_slice(b);
                self.n += len;
            }
            _ => self.over = true,
        }
    }
}

impl Out for Line {
    #[inline]
    fn put(&mut self, s: &[u8]) {
        match self.buf.get_mut(self.n..self.n + s.len()) {
            Some(d) => {
                d.copy_from_slice(s);
                self.n += s.len();
            }
            None => self.over = true,
        }
    }
    #[inline]
    fn put_fixed<const N: usize>(&mut self, b: &[u8; N], len: usize) {
        self.put_n(b, len);
    }
}

/// What the fast path took: the instruction's size, its literal's value and operand type when
/// it has one, and (from [`Fast::write_line`]) the bytes of text written.
///
/// A literal is taken only when it is *generic* for its operand (`0x10000..0xfffffff0` and no
/// inline float pattern, 32-bit or 64-bit): then the text assembles back to the same bytes, a
/// property checked over every form with a literal plan on every processor
/// (`literal_lines_reassemble_to_their_bytes`; the argument is in docs/0022), so the caller's
/// re-encode check has nothing to find for fast-path lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Taken {
    pub len: usize,
    pub literal: Option<(u32, Ty)>,
    /// Bytes written by [`Fast::write_line`] (the line with its newline); the text's length
    /// for the other entry points.
    pub n: usize,
}

/// What [`Fast::write_lines`] wrote: instruction bytes consumed, text bytes written and lines
/// (one per instruction). (No literal count: nobody read it, and counting cost ~4 instructions
/// a line.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Run {
    pub bytes: usize,
    pub text: usize,
    pub lines: usize,
}

/// True when a literal `v` of an operand of type `ty` can only be written as a literal: the
/// fast path's condition for taking it (see [`Taken`]).
#[must_use]
#[inline]
pub fn generic_literal(v: u32, ty: Ty) -> bool {
    use crate::operand::FloatConst;
    if !(matches!(ty, Ty::B32 | Ty::B64) && (0x1_0000..0xffff_fff0).contains(&v)) {
        return false;
    }
    // Every inline float pattern but 1/(2*pi)'s has its low 20 bits clear (test
    // `float_patterns_have_low_bits_clear`).
    let inv = FloatConst::InvTwoPi;
    if v & 0xf_ffff != 0 && v != inv.bits32() && v != (inv.bits64() >> 32) as u32 {
        return true;
    }
    !FloatConst::ALL.iter().any(|f| f.bits32() == v || (f.bits64() >> 32) as u32 == v)
}

/// How one operand is read and printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Act {
    /// `class[(q >> shift) & mask + add]`: a name, a literal, or declined.
    Name,
    /// A 16-bit immediate (`q & 0xffff`) in the plan's format.
    Imm,
    /// A branch target (needs the caller's label names).
    Branch,
    /// The SMEM offset (GFX8/9 word): an immediate or an SGPR.
    SmemOffset,
    /// A VGPR address whose width the word selects: `alt[sel]`, see [`Fast::vaddr_sel`].
    GlobalVaddr,
    BufVaddr,
}

/// One operand of a plan.
#[derive(Clone, Copy, Debug)]
struct Op {
    act: Act,
    /// Separator before it: `" "` (first, stored as two spaces) or `", "`, and its length.
    sep: [u8; 2],
    sep_len: u8,
    /// 1 for the first operand (its entry in [`Fast::snames`] starts with one space), else 0.
    first: u8,
    shift: u8,
    mask: u16,
    add: u16,
    class: u16,
    /// Where the field's entries start in [`Fast::classes`]: `class * 512 + add` (a field's
    /// `mask + add` is below 512).
    at: u32,
    /// Classes chosen by the word (GLOBAL/MUBUF vaddr).
    alt: [u16; 3],
    /// VOP3: the bit positions of this source's neg and abs bits in the 64-bit word, and
    /// whether the form prints them (1) or not (0).
    neg_pos: u8,
    abs_pos: u8,
    neg_ok: u8,
    abs_ok: u8,
    /// SMEM offset: a signed 21-bit immediate (GFX9) rather than an unsigned 20-bit one.
    flag: u8,
}

/// What follows the operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tail {
    None,
    /// VOP3 clamp (at `clamp_pos`, printed when `clamp_ok`) and omod (when `omod_ok`).
    Vop3,
    /// SMEM glc.
    Smem,
    /// DS 16-bit offset and gds.
    Ds,
    /// GLOBAL 13-bit signed offset, glc, slc.
    Global,
    /// MUBUF idxen, offen, 12-bit offset, glc, slc.
    Mubuf,
}

/// How one form is decoded and printed.
#[derive(Clone, Copy, Debug)]
struct Plan {
    /// The mnemonic, padded for one fixed-size copy, and its length.
    name: [u8; 48],
    name_len: u8,
    /// Operand fields the form leaves unused: must be clear in a word with a literal.
    lit_zero: u64,
    /// Size without a literal (4 or 8).
    size: u8,
    /// Some operand prints VOP3 neg/abs.
    mods: bool,
    /// The operand writer: `k` in 1..=[`SHAPE_MAX`] when the plan's `k` operands are all plain
    /// names without neg/abs (an unrolled writer, [`Fast::names`]), [`SHAPE_SMEM`],
    /// [`SHAPE_GLOBAL`] or [`SHAPE_MUBUF`] for the memory forms those writers take, 0 for the
    /// general loop.
    shape: u8,
    n: u8,
    ops: [Op; 6],
    /// Bits of the (64-bit) word that must be zero for the fast path to take it.
    must_zero: u64,
    imm: ImmFmt,
    tail: Tail,
    clamp_pos: u8,
    clamp_ok: u8,
    omod_ok: u8,
}

const NONE: u16 = u16::MAX;
/// Most operands an unrolled writer ([`Plan::shape`]) handles.
const SHAPE_MAX: usize = 4;
/// SMEM: sdata, sbase (names) and the offset ([`Act::SmemOffset`]): [`Fast::smem`].
const SHAPE_SMEM: u8 = 5;
/// GLOBAL: three operands, names but one [`Act::GlobalVaddr`]: [`Fast::mem_names`].
const SHAPE_GLOBAL: u8 = 6;
/// MUBUF: four operands, names but one [`Act::BufVaddr`]: [`Fast::mem_names`].
const SHAPE_MUBUF: u8 = 7;
/// Class entries: 0 declines, 1 and 2 are a 32-bit literal of a 32-bit or 64-bit operand,
/// larger ones index [`Fast::names`].
const LIT32: u16 = 1;
const LIT64: u16 = 2;
const FIRST_NAME: u16 = 3;
/// Set in a class entry whose printed name stands for another code than the field's (an SGPR
/// tuple the decoder aligns down): the text does not assemble back to these bits, so a word
/// with a literal and such an operand is left to the general path and its re-encode check.
const ODD: u16 = 0x8000;
/// The entries of the tables the operand loop reads (`Fast::classes`, made by
/// `build::sep_tables`): 0 declines, [`S_LIT32`] and [`S_LIT64`] are literals, and from
/// [`S_FIRST`] on an entry is the index of a [`SepName`] times 16 (the name's index times 32,
/// plus 16 after the one-space separator), plus [`S_ODD`] for an [`ODD`] name.
const S_LIT32: u16 = LIT32 << 4;
const S_LIT64: u16 = LIT64 << 4;
const S_FIRST: u16 = FIRST_NAME << 5;
const S_ODD: u16 = 1;

/// A pre-printed operand name: up to 30 bytes of text, its length at [`NAME_LEN`], and at
/// [`NAME_CONST`] whether it is an inline constant (a negated constant prints as `neg(...)`).
type Name = [u8; 32];
const NAME_LEN: usize = 30;
const NAME_CONST: usize = 31;
/// Longest name text (so that a separator and the name fit one 16-byte [`SepName`]).
const NAME_MAX: usize = 13;
/// A name with its separator before it (`", "` or `" "`), padded, its length at byte 15: the
/// operand loop stores it with one 16-byte copy.
type SepName = [u8; 16];
/// Fixed table sizes (powers of two: indexed by a mask, no bounds checks): class tables (a
/// processor has at most 52, first-operand copies included), names (at most 1,423) and opcode
/// slots (at most 3,168).
const MAX_CLASSES: usize = 128;
const MAX_NAMES: usize = 2048;
const MAX_SLOTS: usize = 4096;

/// How a first dword is routed (by its top nine bits): the opcode is `(w >> shift) & mask`
/// and the plan index `slots[base + opcode]`. Words of encodings without plans are routed to
/// [`NO_SLOT`] (shift and mask 0). No kind test per word: the DPP/SDWA src0 codes of VOP1/VOP2/
/// VOPC words decline through the src0 class (or `must_zero` where the form reads no src0),
/// and GLOBAL's segment through `must_zero` (bit 14) and [`Fast::special`] (bit 15).
#[derive(Clone, Copy, Debug)]
struct Route {
    shift: u8,
    mask: u16,
    base: u32,
}
/// A slot that is always [`NONE`] (no encoding's slots reach it).
const NO_SLOT: u32 = MAX_SLOTS as u32 - 1;

/// The fast path of one target: plans by encoding and opcode.
pub struct Fast<'t> {
    target: &'t Target,
    routes: Box<[Route; 512]>,
    slots: Box<[u16; MAX_SLOTS]>,
    plans: Vec<Plan>,
    /// The class tables, 512 entries each, one after the other.
    classes: Box<[u16; MAX_CLASSES * 512]>,
    names: Vec<Name>,
    /// `snames[2 * i]` is `", "` and name `i`, `snames[2 * i + 1]` is `" "` and name `i`.
    snames: Box<[SepName; 2 * MAX_NAMES]>,
    /// s_waitcnt: (vmcnt, expcnt, lgkmcnt) maxima; vmcnt has high bits at 14..16 (GFX9).
    wait_max: (u16, u16, u16),
    wait_vm_hi: bool,
    lgkm_mask: u16,
    /// s_waitcnt's pieces, each with a space before it and its length at byte 15:
    /// `vmcnt(k)` at `k`, `expcnt(k)` at `64 + k`, `lgkmcnt(k)` at `128 + k`.
    wait: Box<[[u8; 16]; 192]>,
    /// Cache-policy words (glc, slc, scc) as the layout spells them, padded, with lengths.
    cpol: [([u8; 8], u8); 3],
    flat_off: u32,
    flat_offset_bits: u32,
    mubuf_slc_hi: bool,
    /// Bases of each encoding's opcodes in `slots` (for the tests).
    #[cfg(test)]
    bases: Vec<(Enc, u32, u32)>,
}

/// Suffix of a VOP3 instruction by `clamp | omod << 1`.
const VOP3_TAILS: [([u8; 16], u8); 8] = {
    const fn t(s: &[u8]) -> ([u8; 16], u8) {
        let mut b = [b' '; 16];
        let mut i = 0;
        while i < s.len() {
            b[i] = s[i];
            i += 1;
        }
        (b, s.len() as u8)
    }
    [
        t(b""),
        t(b" clamp"),
        t(b" mul:2"),
        t(b" clamp mul:2"),
        t(b" mul:4"),
        t(b" clamp mul:4"),
        t(b" div:2"),
        t(b" clamp div:2"),
    ]
};

/// Around a VOP3 source by `neg | abs << 1 | constant << 2`: prefix, its length, suffix.
const AROUND: [([u8; 4], u8, u8); 8] = [
    (*b"    ", 0, 0),
    (*b"-   ", 1, 0),
    (*b"|   ", 1, b'|'),
    (*b"-|  ", 2, b'|'),
    (*b"    ", 0, 0),
    (*b"neg(", 4, b')'),
    (*b"|   ", 1, b'|'),
    (*b"-|  ", 2, b'|'),
];

impl<'t> Fast<'t> {
    /// Plans for every form of `target` the fast path covers.
    #[must_use]
    pub fn new(target: &'t Target) -> Fast<'t> {
        build::build(target)
    }

    /// The processor the plans are for.
    #[must_use]
    pub fn target(&self) -> &'t Target {
        self.target
    }

    /// The size of the instruction at the start of `bytes` when the fast path takes it.
    #[must_use]
    pub fn len(&self, bytes: &[u8]) -> Option<usize> {
        let mut buf = [0u8; LINE_ROOM];
        let mut c = Cursor::new(&mut buf, 0);
        self.emit::<NoLabels>(bytes, 0, &mut c, None).filter(|_| !c.overflowed()).map(|t| t.len)
    }

    /// Appends the text of the instruction at the start of `bytes` (as
    /// [`print_with`](crate::print_with) writes it) and returns its size; `None` (with
    /// nothing appended) when the fast path does not take it.
    pub fn print(&self, bytes: &[u8], out: &mut Vec<u8>) -> Option<usize> {
        let mut buf = [0u8; LINE_ROOM];
        let mut c = Cursor::new(&mut buf, 0);
        let t = self.emit::<NoLabels>(bytes, 0, &mut c, None).filter(|_| !c.overflowed())?;
        let n = c.n;
        out.extend_from_slice(&buf[..n]);
        Some(t.len)
    }

    /// [`Fast::print`] onto a [`Line`], with the literal the text holds; `None` also when the
    /// line overflowed.
    pub fn print_line(&self, bytes: &[u8], line: &mut Line) -> Option<Taken> {
        let start = line.n;
        let mut c = Cursor::new(&mut line.buf, start);
        let r = self.emit::<NoLabels>(bytes, 0, &mut c, None);
        let (n, over) = (c.n, c.overflowed());
        line.n = n.min(Line::CAP);
        line.over |= over;
        if line.over { None } else { r.map(|t| Taken { n: n - start, ..t }) }
    }

    /// Writes the whole line of the instruction at the start of `bytes` at the start of `out`:
    /// a tab, the text, and either the padding to column 60 and the `// ADDRESS: WORDS`
    /// comment (`comments`, as llvm-objdump lays it out: 12 uppercase address digits, the
    /// instruction's dwords) or nothing, then a newline. `off` is the instruction's section
    /// offset (branch targets are `off + 4 + 4 * simm16`), `addr` its address for the comment.
    /// `label(target, out)` writes the name of a branch target and returns true, or returns
    /// false when there is no label there (the offset then prints as a number, as the general
    /// printer prints a branch without a symbol). `None` (nothing useful written) when the
    /// fast path does not take the word, the address is wider than 48 bits, `out` is shorter
    /// than [`LINE_ROOM`] or the line longer than 511 bytes.
    pub fn write_line<F: FnMut(u64, &mut Cursor<'_>) -> bool>(
        &self,
        bytes: &[u8],
        off: u64,
        addr: u64,
        comments: bool,
        out: &mut [u8],
        mut label: F,
    ) -> Option<Taken> {
        let out = out.first_chunk_mut::<LINE_ROOM>()?;
        let (c, ah) = (&mut Cursor::new(out, 0), &mut AddrHex::new());
        if comments {
            self.line_at::<true, true, F>(bytes, off, addr, c, &mut label, ah)
        } else {
            self.line_at::<false, false, F>(bytes, off, addr, c, &mut label, ah)
        }
    }

    /// [`Fast::write_line`] for consecutive instructions: writes the lines of the words at the
    /// start of `bytes` (at section offset `off`, address `addr`) one after the other into
    /// `out`, and stops at the first word the fast path declines, at the end of `bytes` (an
    /// instruction that would reach past it is declined: pass the bytes up to the next label or
    /// chunk end), or when fewer than [`LINE_ROOM`] bytes of `out` are left. One call per run
    /// of fast-path words saves the per-call work of [`Fast::write_line`] (about 40
    /// instructions a line). The lines are exactly those `write_line` would write.
    pub fn write_lines<F: FnMut(u64, &mut Cursor<'_>) -> bool>(
        &self,
        bytes: &[u8],
        off: u64,
        addr: u64,
        comments: bool,
        out: &mut [u8],
        label: F,
    ) -> Run {
        self.write_lines_each(bytes, off, addr, comments, out, label, |_| true)
    }

    /// [`Fast::write_lines`] with a hook: `each(offset)` is called with the section offset of
    /// each word before it is tried, and the run stops there (nothing written for that word)
    /// when it returns false. The caller can check every line's start this way, or stop at an
    /// offset where it has something else to print.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub fn write_lines_each<F: FnMut(u64, &mut Cursor<'_>) -> bool, G: FnMut(u64) -> bool>(
        &self,
        bytes: &[u8],
        off: u64,
        addr: u64,
        comments: bool,
        out: &mut [u8],
        label: F,
        mut each: G,
    ) -> Run {
        self.write_lines_at(bytes, off, addr, comments, out, label, |o, _| each(o))
    }

    /// [`Fast::write_lines_each`] whose hook also gets the text position: `each(offset, text)`
    /// where `text` is the number of bytes of `out` this run has written so far (where the
    /// word's line would start).
    #[allow(clippy::too_many_arguments)]
    pub fn write_lines_at<F: FnMut(u64, &mut Cursor<'_>) -> bool, G: FnMut(u64, usize) -> bool>(
        &self,
        bytes: &[u8],
        off: u64,
        addr: u64,
        comments: bool,
        out: &mut [u8],
        label: F,
        each: G,
    ) -> Run {
        // (One loop per case, so that the line's code tests neither: comments, and whether
        // some address of the run may be 2^48 or more.)
        let wide = addr.checked_add(bytes.len() as u64).is_none_or(|end| end >> 48 != 0);
        match (comments, wide) {
            (false, _) => self.run::<false, false, F, G>(bytes, off, addr, out, label, each),
            (true, false) => self.run::<true, false, F, G>(bytes, off, addr, out, label, each),
            (true, true) => self.run::<true, true, F, G>(bytes, off, addr, out, label, each),
        }
    }

    /// [`Fast::write_lines_at`] with or without comments (`COMMENTS`) and address checks
    /// (`WIDE`).
    #[inline(always)]
    fn run<const COMMENTS: bool, const WIDE: bool, F, G>(
        &self,
        bytes: &[u8],
        off: u64,
        addr: u64,
        out: &mut [u8],
        mut label: F,
        mut each: G,
    ) -> Run
    where
        F: FnMut(u64, &mut Cursor<'_>) -> bool,
        G: FnMut(u64, usize) -> bool,
    {
        let (mut at, mut text, mut lines) = (0usize, 0usize, 0usize);
        let mut ah = AddrHex::new();
        while let (Some(rest), Some(room)) =
            (bytes.get(at..), out.get_mut(text..).and_then(<[u8]>::first_chunk_mut::<LINE_ROOM>))
        {
            let o = off.wrapping_add(at as u64);
            if !each(o, text) {
                break;
            }
            let mut c = Cursor::new(room, 0);
            let a = addr.wrapping_add(at as u64);
            let Some(t) = self.line_at::<COMMENTS, WIDE, F>(rest, o, a, &mut c, &mut label, &mut ah) else {
                break;
            };
            at += t.len;
            text += t.n;
            lines += 1;
        }
        Run { bytes: at, text, lines }
    }

    /// The body of [`Fast::write_line`] on a cursor at the start of the line.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn line_at<const COMMENTS: bool, const WIDE: bool, F: FnMut(u64, &mut Cursor<'_>) -> bool>(
        &self,
        bytes: &[u8],
        off: u64,
        addr: u64,
        c: &mut Cursor<'_>,
        label: &mut F,
        ah: &mut AddrHex,
    ) -> Option<Taken> {
        c.put_n(b"\t", 1);
        let t = self.emit(bytes, off, c, Some(label))?;
        if COMMENTS {
            if WIDE && addr >> 48 != 0 {
                return None;
            }
            const SPACES: [u8; 64] = [b' '; 64];
            let n = c.n;
            c.put_n(&SPACES, 0);
            c.n = n.max(59) + 1;
            let (head, mid) = ah.get(addr);
            let w = bytes.first_chunk::<4>()?;
            let h0 = text::hex8_upper_word(u32::from_le_bytes(*w));
            if t.len == 8 {
                let h = bytes.get(4..)?.first_chunk::<4>()?;
                let h1 = text::hex8_upper_word(u32::from_le_bytes(*h));
                c.put_comment::<true>(head, mid, h0, h1);
            } else {
                c.put_comment::<false>(head, mid, h0, 0);
            }
        } else {
            c.put_n(b"\n", 1);
        }
        if c.overflowed() {
            return None;
        }
        Some(Taken { n: c.n, ..t })
    }

    /// The plan of the word `w`, and its 64-bit word (`hi` read when the plan needs it).
    #[inline(always)]
    fn plan_of(&self, w: u32, bytes: &[u8]) -> Option<(&Plan, u64)> {
        let r = self.routes[(w >> 23) as usize];
        let i =
            self.slots[(r.base as usize + ((w >> r.shift) & u32::from(r.mask)) as usize) & (MAX_SLOTS - 1)];
        let p = self.plans.get(usize::from(i))?;
        let q = if p.size == 8 {
            let h = bytes.get(4..8)?;
            u64::from(w) | u64::from(u32::from_le_bytes([h[0], h[1], h[2], h[3]])) << 32
        } else {
            u64::from(w)
        };
        Some((p, q))
    }

    /// Decodes and prints the instruction at the start of `bytes` onto `out`.
    #[inline(always)]
    fn emit<F: FnMut(u64, &mut Cursor<'_>) -> bool>(
        &self,
        bytes: &[u8],
        off: u64,
        out: &mut Cursor<'_>,
        label: Option<&mut F>,
    ) -> Option<Taken> {
        let w = u32::from_le_bytes(*bytes.first_chunk::<4>()?);
        let (p, q) = self.plan_of(w, bytes)?;
        if q & p.must_zero != 0 {
            return None;
        }
        out.put_n(&p.name, usize::from(p.name_len));
        let (literal, odd) = match p.shape {
            1 => self.names::<1>(p, q, bytes, out)?,
            2 => self.names::<2>(p, q, bytes, out)?,
            3 => self.names::<3>(p, q, bytes, out)?,
            4 => self.names::<4>(p, q, bytes, out)?,
            SHAPE_SMEM => self.smem(p, q, out)?,
            SHAPE_GLOBAL => {
                // (Segment 2, GLOBAL; bit 14 is in `must_zero`.)
                if (q >> 15) & 1 == 0 {
                    return None;
                }
                let sel = usize::from((q >> 48) as u32 & 0x7f == self.flat_off);
                self.mem_names::<3>(p, q, sel, out)?
            }
            SHAPE_MUBUF => {
                self.mem_names::<4>(p, q, ((q >> 12) & 1) as usize + ((q >> 13) & 1) as usize, out)?
            }
            _ if p.mods => self.operands::<true, F>(p, q, bytes, off, out, label)?,
            _ => self.operands::<false, F>(p, q, bytes, off, out, label)?,
        };
        match p.tail {
            Tail::None => {}
            Tail::Vop3 => Self::vop3_tail(p, q, out),
            _ => {
                let mut t = Cursor::new(&mut *out.buf, out.n);
                self.tail(p, q, &mut t);
                out.n = t.n;
            }
        }
        if literal.is_some() && (odd & S_ODD != 0 || q & p.lit_zero != 0) {
            return None;
        }
        let len = if literal.is_some() { 8 } else { usize::from(p.size) };
        Some(Taken { len, literal, n: 0 })
    }

    /// The operands of plan `p` (`MODS`: the plan prints VOP3 neg/abs somewhere); the
    /// literal taken and the entries' [`S_ODD`] bits.
    #[inline(always)]
    #[allow(clippy::type_complexity)]
    fn operands<const MODS: bool, F: FnMut(u64, &mut Cursor<'_>) -> bool>(
        &self,
        p: &Plan,
        q: u64,
        bytes: &[u8],
        off: u64,
        out: &mut Cursor<'_>,
        mut label: Option<&mut F>,
    ) -> Option<(Option<(u32, Ty)>, u16)> {
        let mut literal = None;
        let mut odd = 0;
        for op in &p.ops[..usize::from(p.n)] {
            let field = (q >> op.shift) as u32 & u32::from(op.mask);
            let at = if op.act == Act::Name {
                op.at + field
            } else {
                // (Through a copy of the cursor, so that `out` itself never has its address
                // taken and its position stays in a register.)
                let mut t = Cursor::new(&mut *out.buf, out.n);
                let r = self.special(p, op, q, off, &mut t, label.as_deref_mut());
                out.n = t.n;
                match r? {
                    Some(c) => u32::from(c) * 512 + ((field + u32::from(op.add)) & 511),
                    None => continue,
                }
            };
            let e = self.classes[at as usize & (MAX_CLASSES * 512 - 1)];
            odd |= e;
            // (An entry with its S_ODD bit set is never below S_FIRST.)
            if e < S_FIRST {
                // A 32-bit literal after the first dword (plans allow one).
                if e == 0 || literal.is_some() {
                    return None;
                }
                // (The cursor's buffer and position by value: `out` stays in registers.)
                let (l, n) = Self::literal(e, op, bytes, &mut *out.buf, out.n)?;
                (literal, out.n) = (Some(l), n);
                continue;
            }
            let na = if MODS {
                ((q >> op.neg_pos) as u8 & op.neg_ok) | ((q >> op.abs_pos) as u8 & op.abs_ok) << 1
            } else {
                0
            };
            if na == 0 {
                // The separator and the name in one 16-byte store.
                let s = &self.snames[usize::from(e >> 4)];
                out.put_n(s, usize::from(s[15]));
            } else {
                let name = self.names.get(usize::from(e >> 5))?;
                out.put_n(&op.sep, usize::from(op.sep_len));
                let (pre, plen, suf) = AROUND[usize::from(na | name[NAME_CONST] << 2) & 7];
                out.put_n(&pre, usize::from(plen));
                out.put_n(name, usize::from(name[NAME_LEN] & 31));
                out.put_n(&[suf], usize::from(suf != 0));
            }
        }
        Some((literal, odd))
    }

    /// The operands of a plan whose `N` operands are all plain names without neg/abs
    /// ([`Plan::shape`]): [`Fast::operands`] unrolled, with no per-operand kind test.
    #[inline(always)]
    #[allow(clippy::type_complexity)]
    fn names<const N: usize>(
        &self,
        p: &Plan,
        q: u64,
        bytes: &[u8],
        out: &mut Cursor<'_>,
    ) -> Option<(Option<(u32, Ty)>, u16)> {
        let mut lit = None;
        let mut odd = 0;
        // (Written out: the compiler keeps a loop over a constant count.)
        self.name_op(&p.ops[0], q, bytes, out, &mut lit, &mut odd)?;
        if N > 1 {
            self.name_op(&p.ops[1], q, bytes, out, &mut lit, &mut odd)?;
        }
        if N > 2 {
            self.name_op(&p.ops[2], q, bytes, out, &mut lit, &mut odd)?;
        }
        if N > 3 {
            self.name_op(&p.ops[3], q, bytes, out, &mut lit, &mut odd)?;
        }
        Some((lit, odd))
    }

    /// One operand of [`Fast::names`].
    #[inline(always)]
    fn name_op(
        &self,
        op: &Op,
        q: u64,
        bytes: &[u8],
        out: &mut Cursor<'_>,
        lit: &mut Option<(u32, Ty)>,
        odd: &mut u16,
    ) -> Option<()> {
        let field = (q >> op.shift) as u32 & u32::from(op.mask);
        let e = self.classes[(op.at + field) as usize & (MAX_CLASSES * 512 - 1)];
        *odd |= e;
        if e < S_FIRST {
            if e == 0 || lit.is_some() {
                return None;
            }
            let (l, n) = Self::literal(e, op, bytes, &mut *out.buf, out.n)?;
            (*lit, out.n) = (Some(l), n);
            return Some(());
        }
        let s = &self.snames[usize::from(e >> 4)];
        out.put_n(s, usize::from(s[15]));
        Some(())
    }

    /// The operands of a memory plan of [`SHAPE_GLOBAL`] or [`SHAPE_MUBUF`]: `N` names, the
    /// vaddr's class chosen by `sel` (what [`Fast::special`] chooses for it).
    #[inline(always)]
    #[allow(clippy::type_complexity)]
    fn mem_names<const N: usize>(
        &self,
        p: &Plan,
        q: u64,
        sel: usize,
        out: &mut Cursor<'_>,
    ) -> Option<(Option<(u32, Ty)>, u16)> {
        self.mem_op(&p.ops[0], q, sel, out)?;
        self.mem_op(&p.ops[1], q, sel, out)?;
        self.mem_op(&p.ops[2], q, sel, out)?;
        if N > 3 {
            self.mem_op(&p.ops[3], q, sel, out)?;
        }
        Some((None, 0))
    }

    /// One operand of [`Fast::mem_names`] (memory classes hold no literals).
    #[inline(always)]
    fn mem_op(&self, op: &Op, q: u64, sel: usize, out: &mut Cursor<'_>) -> Option<()> {
        let field = (q >> op.shift) as u32 & u32::from(op.mask);
        let at =
            if op.act == Act::Name { op.at } else { u32::from(op.alt[sel % 3]) * 512 + u32::from(op.add) };
        let e = self.classes[(at + field) as usize & (MAX_CLASSES * 512 - 1)];
        if e < S_FIRST {
            return None;
        }
        let s = &self.snames[usize::from(e >> 4)];
        out.put_n(s, usize::from(s[15]));
        Some(())
    }

    /// The operands of an SMEM plan of [`SHAPE_SMEM`]: sdata, sbase, and the offset as
    /// [`Fast::special`] prints it.
    #[inline(always)]
    #[allow(clippy::type_complexity)]
    fn smem(&self, p: &Plan, q: u64, out: &mut Cursor<'_>) -> Option<(Option<(u32, Ty)>, u16)> {
        self.mem_op(&p.ops[0], q, 0, out)?;
        self.mem_op(&p.ops[1], q, 0, out)?;
        let op = &p.ops[2];
        if (q >> 17) & 1 == 0 {
            // An SGPR offset: the op's class.
            let field = (q >> op.shift) as u32 & u32::from(op.mask);
            let e = self.classes[(u32::from(op.class) * 512 + field) as usize & (MAX_CLASSES * 512 - 1)];
            if e < S_FIRST {
                return None;
            }
            let s = &self.snames[usize::from(e >> 4)];
            out.put_n(s, usize::from(s[15]));
        } else {
            out.put_n(&op.sep, usize::from(op.sep_len));
            let hi = (q >> 32) as u32;
            let v =
                if op.flag != 0 { (((hi & 0x1f_ffff) << 11) as i32) >> 11 } else { (hi & 0xf_ffff) as i32 };
            out.put_n(b"-", usize::from(v < 0));
            text::hex(v.unsigned_abs(), out);
        }
        Some((None, 0))
    }

    /// A literal operand (class entry `e`, [`S_LIT32`] or [`S_LIT64`]): the second dword of
    /// `bytes`, its separator and hex, or `None` when it is not generic. (Out of line, so that
    /// the compiler does not hoist its work into every line.)
    #[inline(never)]
    fn literal(
        e: u16,
        op: &Op,
        bytes: &[u8],
        buf: &mut [u8; LINE_ROOM],
        n: usize,
    ) -> Option<((u32, Ty), usize)> {
        let ty = match e {
            S_LIT32 => Ty::B32,
            S_LIT64 => Ty::B64,
            _ => return None,
        };
        let v = u32::from_le_bytes(*bytes.get(4..)?.first_chunk::<4>()?);
        if !generic_literal(v, ty) {
            return None;
        }
        let mut t = Cursor::new(buf, n);
        t.put_n(&op.sep, usize::from(op.sep_len));
        text::hex(v, &mut t);
        Some(((v, ty), t.n))
    }

    /// The operands other than plain names: `Some(Some(class))` to print from a class the
    /// word selects, `Some(None)` when printed here, `None` to decline.
    #[inline(never)]
    fn special<F: FnMut(u64, &mut Cursor<'_>) -> bool>(
        &self,
        p: &Plan,
        op: &Op,
        q: u64,
        off: u64,
        out: &mut Cursor<'_>,
        label: Option<&mut F>,
    ) -> Option<Option<u16>> {
        let w = q as u32;
        Some(match op.act {
            Act::Name => Some(op.class),
            // (The FLAT prefix routes here: segment 2 is GLOBAL; bit 14 is in `must_zero`.)
            Act::GlobalVaddr if (w >> 15) & 1 == 0 => return None,
            Act::GlobalVaddr => Some(op.alt[usize::from((q >> 48) as u32 & 0x7f == self.flat_off)]),
            Act::BufVaddr => Some(op.alt[((q >> 12) & 1) as usize + ((q >> 13) & 1) as usize]),
            Act::Imm => {
                let v = q as u16;
                if p.imm == ImmFmt::Waitcnt {
                    // (The pieces start with their own space, the separator's last byte.)
                    out.put_n(&op.sep, usize::from(op.sep_len) - 1);
                    self.waitcnt(v, out);
                } else if !(p.imm == ImmFmt::DecOmitZero && v == 0) {
                    out.put_n(&op.sep, usize::from(op.sep_len));
                    self.imm(p.imm, v, out);
                }
                None
            }
            Act::Branch => {
                let label = label?;
                out.put_n(&op.sep, usize::from(op.sep_len));
                let t = (off as i64).wrapping_add(4 + i64::from(q as u16 as i16) * 4);
                if !(t >= 0 && label(t as u64, out)) {
                    text::dec(u32::from(q as u16), out);
                }
                None
            }
            // An SGPR, or with imm (bit 17) an immediate: a signed 21-bit (GFX9) or unsigned
            // 20-bit offset in hex.
            Act::SmemOffset if (w >> 17) & 1 == 0 => Some(op.class),
            Act::SmemOffset => {
                out.put_n(&op.sep, usize::from(op.sep_len));
                let hi = (q >> 32) as u32;
                let v = if op.flag != 0 {
                    (((hi & 0x1f_ffff) << 11) as i32) >> 11
                } else {
                    (hi & 0xf_ffff) as i32
                };
                if v < 0 {
                    out.put_n(b"-", 1);
                }
                text::hex(v.unsigned_abs(), out);
                None
            }
        })
    }

    /// What follows the operands (VOP3 clamp/omod, memory offsets and cache bits).
    #[inline(always)]
    fn tail(&self, p: &Plan, q: u64, out: &mut Cursor<'_>) {
        let w = q as u32;
        match p.tail {
            Tail::None => {}
            Tail::Vop3 => Self::vop3_tail(p, q, out),
            // (SMEM's bit prints as `glc` whatever the layout calls the vector memory bits.)
            Tail::Smem => {
                if (w >> 16) & 1 != 0 {
                    out.put_n(b" glc", 4);
                }
            }
            Tail::Ds => {
                let offset = w & 0xffff;
                if offset != 0 {
                    out.put_n(b" offset:", 8);
                    text::dec(offset, out);
                }
                if (w >> p.clamp_pos) as u8 & p.clamp_ok & 1 != 0 {
                    out.put_n(b" gds", 4);
                }
            }
            Tail::Global => {
                let bits = self.flat_offset_bits;
                let offset = (((w & ((1 << bits) - 1)) << (32 - bits)) as i32) >> (32 - bits);
                if offset != 0 {
                    out.put_n(b" offset:-", 8 + usize::from(offset < 0));
                    text::dec(offset.unsigned_abs(), out);
                }
                let scc = (w >> p.clamp_pos) as u8 & p.clamp_ok & 1 != 0;
                self.cache_bits((w >> 16) & 1 != 0, (w >> 17) & 1 != 0, scc, out);
            }
            Tail::Mubuf => {
                if (w >> 13) & 1 != 0 {
                    out.put_n(b" idxen", 6);
                }
                if (w >> 12) & 1 != 0 {
                    out.put_n(b" offen", 6);
                }
                let offset = w & 0xfff;
                if offset != 0 {
                    out.put_n(b" offset:", 8);
                    text::dec(offset, out);
                }
                let slc = if self.mubuf_slc_hi { (q >> 54) & 1 != 0 } else { (w >> 17) & 1 != 0 };
                let scc = (w >> p.clamp_pos) as u8 & p.clamp_ok & 1 != 0;
                self.cache_bits((w >> 14) & 1 != 0, slc, scc, out);
            }
        }
    }

    /// VOP3 clamp and omod.
    #[inline(always)]
    fn vop3_tail(p: &Plan, q: u64, out: &mut Cursor<'_>) {
        let i = ((q >> p.clamp_pos) as u8 & p.clamp_ok) | ((q >> 59) as u8 & 3 & p.omod_ok) << 1;
        let (b, k) = &VOP3_TAILS[usize::from(i & 7)];
        out.put_n(b, usize::from(*k));
    }

    /// ` glc` and ` slc` as the layout spells them.
    #[inline]
    fn cache_bits(&self, glc: bool, slc: bool, scc: bool, out: &mut Cursor<'_>) {
        if glc {
            let (b, k) = &self.cpol[0];
            out.put_n(b, usize::from(*k));
        }
        if slc {
            let (b, k) = &self.cpol[1];
            out.put_n(b, usize::from(*k));
        }
        if scc {
            let (b, k) = &self.cpol[2];
            out.put_n(b, usize::from(*k));
        }
    }

    /// A 16-bit immediate in the form's format (the formats the plans keep).
    #[inline]
    fn imm(&self, fmt: ImmFmt, v: u16, out: &mut Cursor<'_>) {
        match fmt {
            ImmFmt::Hex => text::hex(u32::from(v), out),
            ImmFmt::SmallDec if v > 64 => text::hex(u32::from(v), out),
            _ => text::dec(u32::from(v), out),
        }
    }

    /// `s_waitcnt`'s counters as `symbolic::print_waitcnt` prints them (the counters not at
    /// their maximum, or all three), each with a space before it: three table pieces whose
    /// lengths are zero when not shown.
    #[inline]
    fn waitcnt(&self, v: u16, out: &mut Cursor<'_>) {
        let mut vm = v & 0xf;
        if self.wait_vm_hi {
            vm |= ((v >> 14) & 3) << 4;
        }
        let (exp, lgkm) = ((v >> 4) & 7, (v >> 8) & self.lgkm_mask);
        let (mvm, mexp, mlgkm) = self.wait_max;
        let all = vm == mvm && exp == mexp && lgkm == mlgkm;
        for (i, shown) in [(vm & 63, vm != mvm), (64 + exp, exp != mexp), (128 + (lgkm & 63), lgkm != mlgkm)]
        {
            let piece = &self.wait[usize::from(i) % 192];
            out.put_n(piece, if all || shown { usize::from(piece[15]) } else { 0 });
        }
    }

    /// Whether a plan covers `opcode` of `enc` (tests).
    #[cfg(test)]
    fn has_plan(&self, enc: Enc, opcode: u32) -> bool {
        self.plan_index(enc, opcode).is_some()
    }

    /// The index in `plans` of the plan of `opcode` of `enc` (tests).
    #[cfg(test)]
    fn plan_index(&self, enc: Enc, opcode: u32) -> Option<usize> {
        self.bases.iter().find_map(|&(e, base, n)| {
            let i = *self.slots.get((base + opcode) as usize)?;
            (e == enc && opcode < n && i != NONE).then_some(usize::from(i))
        })
    }
}

/// The start of a comment, `// `, the twelve uppercase hex digits of its address (below 2^48)
/// and `:`, kept between lines: recomputed only when the address leaves the 256-byte block of
/// the last one (the last two digits are patched in).
struct AddrHex {
    block: u64,
    /// Bytes 0..8 (`// ` and five digits) and 8..16 (seven digits, the last two zero, and `:`).
    head: u64,
    mid: u64,
}

impl AddrHex {
    fn new() -> AddrHex {
        AddrHex { block: u64::MAX, head: 0, mid: 0 }
    }

    /// The comment's first 16 bytes as two words in text order.
    #[inline(always)]
    fn get(&mut self, addr: u64) -> (u64, u64) {
        if addr >> 8 != self.block {
            self.block = addr >> 8;
            let hi = text::hex8_upper((addr >> 32) as u32);
            let lo = text::hex8_upper(addr as u32);
            let mut h = [0u8; 16];
            h[..3].copy_from_slice(b"// ");
            h[3..7].copy_from_slice(&hi[4..]);
            h[7..13].copy_from_slice(&lo[..6]);
            h[15] = b':';
            let (a, b) = h.split_at(8);
            self.head = u64::from_le_bytes(a.try_into().unwrap_or_default());
            self.mid = u64::from_le_bytes(b.try_into().unwrap_or_default());
        }
        (self.head, self.mid | u64::from(text::hex2_upper(addr as u8)) << 40)
    }
}

/// The label callback of the entry points that have no label names (branches decline).
type NoLabels = fn(u64, &mut Cursor<'_>) -> bool;
