//! Parsing one instruction's text (llvm-mc syntax) into an [`Inst`].
//!
//! Operands that are not registers, numbers or modifiers (symbols, `label`, `sym+4`, `(a-b)/4`)
//! are handed to a caller-supplied [`OperandExprs`], which returns an absolute value or an opaque
//! relocatable handle; [`PlainExprs`] evaluates plain integer expressions.

use crate::inst::{Inst, MAX_OPERANDS, Mods};
use crate::operand::{ExprHandle, FloatConst, Operand, Reg, RegFile, code};
use crate::symbolic;
use crate::table::{Class, Enc, Field, INSTS, ImmFmt, InstDesc, OpDesc, Ty, accept, mods};
use crate::target::Target;
use amdgpu_target::processor;

mod fast;
pub(crate) mod lane;

/// The value of an expression operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExprValue {
    /// Known now.
    Abs(i64),
    /// Known at link time; encoding emits a [`crate::Fixup`].
    Reloc(ExprHandle),
}

/// Evaluates operand expressions the instruction parser does not understand itself.
pub trait OperandExprs {
    /// Evaluates `text`; the error message is reported at the operand.
    ///
    /// # Errors
    /// A message saying why `text` is not a valid expression.
    fn eval(&mut self, text: &str) -> Result<ExprValue, String>;
}

/// Evaluates integer expressions: numbers (decimal, `0x`, `0b`), `+ - * / % << >> & | ^ ~ !`,
/// parentheses. No symbols.
#[derive(Clone, Copy, Debug, Default)]
pub struct PlainExprs;

impl OperandExprs for PlainExprs {
    fn eval(&mut self, text: &str) -> Result<ExprValue, String> {
        let mut p = ExprParser { s: text.as_bytes(), i: 0, depth: 0 };
        let v = p.expr(0)?;
        p.ws();
        if p.i != p.s.len() {
            return Err(format!("unexpected '{}' in expression", &text[p.i..]));
        }
        Ok(ExprValue::Abs(v))
    }
}

struct ExprParser<'a> {
    s: &'a [u8],
    i: usize,
    depth: u32,
}

impl ExprParser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn peek_op(&mut self) -> Option<(&'static str, u8)> {
        self.ws();
        let rest = &self.s[self.i..];
        for (op, prec) in [
            ("<<", 5),
            (">>", 5),
            ("|", 1),
            ("^", 2),
            ("&", 3),
            ("+", 6),
            ("-", 6),
            ("*", 7),
            ("/", 7),
            ("%", 7),
        ] {
            if rest.starts_with(op.as_bytes()) {
                return Some((op, prec));
            }
        }
        None
    }
    fn expr(&mut self, min: u8) -> Result<i64, String> {
        self.depth += 1;
        if self.depth > 64 {
            return Err("expression nested too deeply".into());
        }
        let mut lhs = self.unary()?;
        while let Some((op, prec)) = self.peek_op() {
            if prec < min {
                break;
            }
            self.i += op.len();
            let rhs = self.expr(prec + 1)?;
            lhs = match op {
                "<<" => lhs.checked_shl(u32::try_from(rhs).map_err(|_| "bad shift")?).ok_or("bad shift")?,
                ">>" => lhs.checked_shr(u32::try_from(rhs).map_err(|_| "bad shift")?).ok_or("bad shift")?,
                "|" => lhs | rhs,
                "^" => lhs ^ rhs,
                "&" => lhs & rhs,
                "+" => lhs.wrapping_add(rhs),
                "-" => lhs.wrapping_sub(rhs),
                "*" => lhs.wrapping_mul(rhs),
                "/" => lhs.checked_div(rhs).ok_or("division by zero")?,
                _ => lhs.checked_rem(rhs).ok_or("division by zero")?,
            };
        }
        self.depth -= 1;
        Ok(lhs)
    }
    fn unary(&mut self) -> Result<i64, String> {
        self.ws();
        match self.s.get(self.i) {
            Some(b'-') => {
                self.i += 1;
                Ok(self.unary()?.wrapping_neg())
            }
            Some(b'+') => {
                self.i += 1;
                self.unary()
            }
            Some(b'~') => {
                self.i += 1;
                Ok(!self.unary()?)
            }
            Some(b'!') => {
                self.i += 1;
                Ok(i64::from(self.unary()? == 0))
            }
            Some(b'(') => {
                self.i += 1;
                let v = self.expr(0)?;
                self.ws();
                if self.s.get(self.i) != Some(&b')') {
                    return Err("expected ')'".into());
                }
                self.i += 1;
                Ok(v)
            }
            Some(c) if c.is_ascii_digit() => {
                let start = self.i;
                while self.i < self.s.len() && self.s[self.i].is_ascii_alphanumeric() {
                    self.i += 1;
                }
                let t = std::str::from_utf8(&self.s[start..self.i]).map_err(|_| "bad number")?;
                parse_int(t).ok_or_else(|| format!("invalid number '{t}'"))
            }
            _ => Err("expected an integer expression".into()),
        }
    }
}

/// Parses an integer literal: decimal, `0x`/`0X` hex, `0b` binary, or hex with an `h` suffix.
#[must_use]
pub fn parse_int(t: &str) -> Option<i64> {
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    let v = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()?
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        u64::from_str_radix(b, 2).ok()?
    } else if let Some(h) = t.strip_suffix('h').or_else(|| t.strip_suffix('H')) {
        u64::from_str_radix(h, 16).ok()?
    } else {
        t.parse::<u64>().ok()?
    };
    let v = v as i64;
    Some(if neg { v.wrapping_neg() } else { v })
}

/// A parse error: a message and the byte span (start, end) in the instruction text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{msg}")]
pub struct ParseError {
    pub start: usize,
    pub end: usize,
    pub msg: String,
}

fn perr(start: usize, end: usize, msg: impl Into<String>) -> ParseError {
    ParseError { start, end, msg: msg.into() }
}

/// A piece of the text with its byte offset.
#[derive(Clone, Copy, Debug)]
struct Piece<'a> {
    text: &'a str,
    at: usize,
}

const EMPTY: Piece<'static> = Piece { text: "", at: 0 };

fn trim_piece(p: Piece<'_>) -> Piece<'_> {
    // Fast path: no white space at either end (an ASCII non-space first and last byte).
    let solid = |c: &u8| c.is_ascii() && !char::from(*c).is_whitespace();
    let b = p.text.as_bytes();
    if b.first().is_some_and(solid) && b.last().is_some_and(solid) {
        return p;
    }
    let lead = p.text.len() - p.text.trim_start().len();
    Piece { text: p.text.trim(), at: p.at + lead }
}

/// Pieces of one instruction, inline up to `INLINE` (no heap allocation for ordinary
/// instructions), spilled to a `Vec` beyond.
struct Pieces<'a> {
    inline: [Piece<'a>; Pieces::INLINE],
    len: usize,
    spill: Vec<Piece<'a>>,
}

impl<'a> Pieces<'a> {
    const INLINE: usize = 8;

    fn new() -> Self {
        Pieces { inline: [EMPTY; Pieces::INLINE], len: 0, spill: Vec::new() }
    }

    fn push(&mut self, p: Piece<'a>) {
        if self.len < Self::INLINE {
            self.inline[self.len] = p;
        } else {
            if self.spill.is_empty() {
                self.spill.extend_from_slice(&self.inline);
            }
            self.spill.push(p);
        }
        self.len += 1;
    }

    fn pop(&mut self) -> Option<Piece<'a>> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        if self.len < Self::INLINE {
            if !self.spill.is_empty() {
                // Back to the inline part: `inline` holds the first INLINE pieces already.
                let p = self.spill[self.len];
                self.spill.clear();
                return Some(p);
            }
            Some(self.inline[self.len])
        } else {
            self.spill.pop()
        }
    }

    fn as_slice(&self) -> &[Piece<'a>] {
        if self.spill.is_empty() { &self.inline[..self.len] } else { &self.spill }
    }
}

/// Splits at top-level `sep` (outside () and []), passing each piece to `f`.
fn split_top<'a>(p: Piece<'a>, sep: impl Fn(char) -> bool, mut f: impl FnMut(Piece<'a>)) {
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in p.text.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            _ if depth == 0 && sep(c) => {
                f(Piece { text: &p.text[start..i], at: p.at + start });
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    f(Piece { text: &p.text[start..], at: p.at + start });
}

/// Whether two blank-separated words belong to one expression: the first ends with a binary
/// operator or `:`, or the second starts with one (see [`split_words`]).
pub(crate) fn words_join(prev: &str, next: &str) -> bool {
    ends_open(prev) || starts_open(next)
}

fn bars_odd(t: &str) -> bool {
    t.bytes().filter(|&b| b == b'|').count() % 2 == 1
}
fn ends_open(t: &str) -> bool {
    match t.as_bytes().last() {
        Some(b'+' | b'-' | b'*' | b'/' | b'%' | b'&' | b'^' | b'<' | b'>' | b'=' | b'!' | b'~' | b':') => {
            true
        }
        Some(b'|') => bars_odd(t),
        _ => false,
    }
}
fn starts_open(t: &str) -> bool {
    match t.as_bytes().first() {
        Some(b'+' | b'-' | b'*' | b'/' | b'%' | b'&' | b'^' | b'<' | b'>' | b'=' | b'!') => true,
        Some(b'|') => bars_odd(t),
        _ => false,
    }
}

/// Splits `p` at top-level blanks into trimmed, non-empty words, keeping an expression written
/// with blanks in one word: two words join when the first ends with a binary operator or `:`
/// (`sym +`, `row_shl:`) or the second starts with one (`+ 4`, `-2`), as llvm-mc-19 reads
/// `s_mov_b32 s0, sym + 4` and `v_mov_b32 v0, v0 row_shl: two - 1`. A `|` joins only when it
/// is not the closing bar of `|x|` (an odd count of bars in the word).
fn split_words<'a>(p: Piece<'a>, mut f: impl FnMut(Piece<'a>)) {
    let mut pending: Option<Piece<'a>> = None;
    split_top(p, char::is_whitespace, |w| {
        let w = trim_piece(w);
        if w.text.is_empty() {
            return;
        }
        pending = Some(match pending.take() {
            Some(prev) if words_join(prev.text, w.text) => {
                let start = prev.at - p.at;
                let end = w.at + w.text.len() - p.at;
                Piece { text: &p.text[start..end], at: prev.at }
            }
            Some(prev) => {
                f(prev);
                w
            }
            None => w,
        });
    });
    if let Some(last) = pending {
        f(last);
    }
}

/// Text in ASCII lower case: borrowed when it has no upper-case letters (the usual case), else
/// lowered on the stack when short, on the heap when long.
pub(crate) enum Lower<'a> {
    Borrowed(&'a str),
    Stack([u8; LOWER_CAP], usize),
    Heap(String),
}

const LOWER_CAP: usize = 64;

impl<'a> Lower<'a> {
    pub(crate) fn new(t: &'a str) -> Self {
        if !t.bytes().any(|b| b.is_ascii_uppercase()) {
            Lower::Borrowed(t)
        } else if t.len() <= LOWER_CAP {
            let mut buf = [0u8; LOWER_CAP];
            buf[..t.len()].copy_from_slice(t.as_bytes());
            buf[..t.len()].make_ascii_lowercase();
            Lower::Stack(buf, t.len())
        } else {
            Lower::Heap(t.to_ascii_lowercase())
        }
    }

    pub(crate) fn as_str(&self) -> &str {
        match self {
            Lower::Borrowed(t) => t,
            // ASCII lowering of a whole `str` keeps it valid UTF-8.
            Lower::Stack(buf, len) => std::str::from_utf8(&buf[..*len]).unwrap_or_default(),
            Lower::Heap(s) => s,
        }
    }
}

/// Parses one instruction (`mnemonic operands modifiers`, no label, no comment).
///
/// # Errors
/// [`ParseError`] with the span of the offending part: unknown mnemonics, instructions that
/// exist on other processors only (naming them), and operands that do not fit (naming the
/// operand and what was expected).
pub fn parse_inst(text: &str, target: &Target, exprs: &mut dyn OperandExprs) -> Result<Inst, ParseError> {
    // Common shapes (plain registers and numbers in ALU forms) take a one-pass path that
    // answers only what this function would answer; everything else goes the general way.
    if let Some(inst) = fast::parse(text, target) {
        return Ok(inst);
    }
    parse_general(text, target, exprs)
}

/// [`parse_inst`] for the common shapes only: `Some` exactly when its fast path answers (then
/// with the same instruction `parse_inst` returns), `None` otherwise. The fast path reads no
/// operand expressions and takes no text with quotes, so a caller can try it before any
/// preparation the general parser needs (the assembler's quoted-name placeholders).
#[must_use]
pub fn parse_inst_fast(text: &str, target: &Target) -> Option<Inst> {
    fast::parse(text, target)
}

/// The assembler's one-pass path: encodes `text` straight into `out` when it is one of the
/// common shapes (ALU forms with plain registers, numbers and `-`/`|..|`/`clamp`; DS, SMEM,
/// GLOBAL and MUBUF loads and stores with `offen` and `offset:N`; `s_waitcnt` counters) and
/// returns the register maxima (one past the highest VGPR, SGPR `s0`..`s105` and AGPR its
/// operands name). The bytes are those [`crate::encode()`] makes of [`parse_inst`]'s
/// instruction, and that encoding has no fixup; `None` (with `out` unchanged) for every other
/// text, which the caller then parses and encodes the usual way.
///
/// ```
/// use amdgpu_isa::{Target, parse::encode_plain};
/// let t = Target::new("gfx900").unwrap();
/// let mut out = Vec::new();
/// assert_eq!(encode_plain("v_add_u32_e32 v2, s12, v0", &t, &mut out), Some((3, 13, 0)));
/// assert_eq!(out, [0x0c, 0x00, 0x04, 0x68]);
/// assert_eq!(encode_plain("v_add_u32_e32 v2, sym, v0", &t, &mut out), None);
/// assert_eq!(out.len(), 4);
/// ```
#[must_use]
pub fn encode_plain(text: &str, target: &Target, out: &mut Vec<u8>) -> Option<(u32, u32, u32)> {
    lane::encode(text, target, out)
}

/// [`encode_plain`] for the instruction whose mnemonic starts at `text[s]` inside a longer
/// text, up to the first `\n` after it (or the text's end), in one pass: `Some((end, maxima))`
/// with `end` the index of that `\n` (or `text.len()`) and the bytes `encode_plain` makes of
/// the line without its trailing blanks appended to `out`; `None`, with `out` unchanged, when
/// the one-pass readers decline the line (then find its end and call `encode_plain`). A line
/// whose first word is followed, after blanks, by `:` or `=` (a label or an assignment) is
/// always declined.
///
/// ```
/// use amdgpu_isa::{Target, parse::encode_plain_line};
/// let t = Target::new("gfx900").unwrap();
/// let text = "\tv_add_u32_e32 v2, s12, v0 \n\ts_nop 0\n";
/// let mut out = Vec::new();
/// assert_eq!(encode_plain_line(text, 1, &mut out, &t), Some((27, (3, 13, 0))));
/// assert_eq!(out, [0x0c, 0x00, 0x04, 0x68]);
/// assert_eq!(encode_plain_line("s_nop = 1\n", 0, &mut out, &t), None);
/// ```
#[must_use]
pub fn encode_plain_line(
    text: &str,
    s: usize,
    out: &mut Vec<u8>,
    target: &Target,
) -> Option<(usize, (u32, u32, u32))> {
    lane::encode_line(text, s, target, out)
}

/// True when [`encode_plain`] certainly declines the instruction whose mnemonic starts at
/// `text[s]` (up to its line's end): a branch with a label offset to a name that starts with
/// `.` and a letter or `_` (`s_cbranch_scc0 .LBB0_1`), which needs the symbol table. A caller
/// whose [`encode_plain_line`] was declined can then take the general way at once. `false`
/// says nothing.
///
/// ```
/// use amdgpu_isa::{Target, parse::needs_symbol_table};
/// let t = Target::new("gfx900").unwrap();
/// assert!(needs_symbol_table("\ts_cbranch_scc0 .LBB0_1\n", 1, &t));
/// assert!(!needs_symbol_table("\ts_branch 4\n", 1, &t));
/// ```
#[must_use]
pub fn needs_symbol_table(text: &str, s: usize, target: &Target) -> bool {
    lane::branch_to_name(text, s, target)
}

/// [`encode_plain`] without the lane's first tier (the signature readers): the generic lane
/// alone. What the first tier takes, this takes to the same bytes and register maxima; the
/// fuzz target `asm_source` and the lane's tests hold the two against each other.
#[doc(hidden)]
#[must_use]
pub fn encode_plain_generic(text: &str, target: &Target, out: &mut Vec<u8>) -> Option<(u32, u32, u32)> {
    lane::encode_generic(text, target, out)
}

/// [`parse_inst`] for a branch to a label (`s_cbranch_scc0 .LBB0_1`: a SOPP branch mnemonic and a
/// name starting with `.` and a letter or `_`), without the general parser: `Some` exactly when
/// the name evaluates to a relocatable value (then with the instruction `parse_inst` returns),
/// `None` otherwise. `exprs` is asked at most once; after `None` the caller runs `parse_inst`,
/// which asks again, so an absolute value or an error must not depend on being asked twice.
pub fn parse_inst_branch(text: &str, target: &Target, exprs: &mut dyn OperandExprs) -> Option<Inst> {
    fast::branch(text, target, exprs)
}

/// [`parse_inst`] without the fast path.
fn parse_general(text: &str, target: &Target, exprs: &mut dyn OperandExprs) -> Result<Inst, ParseError> {
    let lead = text.len() - text.trim_start().len();
    let body = text.trim_end();
    let rest_start = body[lead..].find(char::is_whitespace).map_or(body.len(), |i| lead + i);
    let mnem_raw = &body[lead..rest_start];
    let lowered = Lower::new(mnem_raw);
    let mnem = lowered.as_str();
    let rest = Piece { text: &body[rest_start..], at: rest_start };
    let cands = target.forms_named(mnem);
    // Memory mnemonics: the hashed set first; the scan of `mem::by_name` only for spellings
    // that are in neither table (errors, and memory forms outside `MEM_INSTS`). The two tables
    // share no spelling (tested), so the order of the checks does not matter.
    if target.has_mem_named(mnem) || (cands.is_empty() && crate::mem::by_name(mnem, target).next().is_some())
    {
        return crate::mem::parse::parse(mnem, &body[rest_start..], rest_start, target, exprs);
    }
    if cands.is_empty() {
        let elsewhere = other_processors(mnem);
        return Err(perr(
            lead,
            rest_start,
            if elsewhere.is_empty() {
                "invalid instruction".to_string()
            } else {
                format!(
                    "instruction not supported on {}; available on {}",
                    target.processor().name,
                    elsewhere
                )
            },
        ));
    }
    let (mut ops, mut modifiers) = (Pieces::new(), Pieces::new());
    split_operands(mnem, rest, &mut ops, &mut modifiers);
    let mut best: Option<(usize, ParseError)> = None;
    for &idx in cands {
        match match_form(usize::from(idx), ops.as_slice(), modifiers.as_slice(), target, exprs) {
            Ok(inst) => return Ok(inst),
            Err((score, e)) => {
                if best.as_ref().is_none_or(|(s, _)| score > *s) {
                    best = Some((score, e));
                }
            }
        }
    }
    // llvm-mc takes operands separated by blanks only (`v_cmp_lt_f32 s[2:3] -v4, v6`): when
    // every form wanted more operands than the commas gave, split at blanks too.
    if let Some((0, e)) = &best
        && e.msg.starts_with("too few")
    {
        let (mut ops2, mut mods2) = (Pieces::new(), Pieces::new());
        split_operands_blank(rest, &mut ops2, &mut mods2);
        if ops2.len > ops.len {
            for &idx in cands {
                if let Ok(inst) =
                    match_form(usize::from(idx), ops2.as_slice(), mods2.as_slice(), target, exprs)
                {
                    return Ok(inst);
                }
            }
        }
    }
    Err(best.map_or_else(|| perr(lead, rest_start, "invalid instruction"), |(_, e)| e))
}

/// [`split_operands`] for operands separated by blanks (with or without commas): each blank
/// separated word is an operand up to the first modifier of the last comma piece
/// (`s[2:3] -v4` is two operands, as llvm-mc reads it after a register).
fn split_operands_blank<'a>(rest: Piece<'a>, ops: &mut Pieces<'a>, mods: &mut Pieces<'a>) {
    let rest = trim_piece(rest);
    let mut in_mods = false;
    split_top(
        rest,
        |c| c == ',',
        |piece| {
            split_top(piece, char::is_whitespace, |w| {
                let w = trim_piece(w);
                if w.text.is_empty() {
                    return;
                }
                in_mods |= ops.len > 0 && looks_like_modifier(w.text);
                if in_mods {
                    mods.push(w);
                } else {
                    ops.push(w);
                }
            });
        },
    );
}

/// `src_shared_base` and the other GFX9-only special sources (codes 235..=239).
fn is_gfx9_source_name(t: &str) -> bool {
    let t = t.strip_prefix("src_").unwrap_or(t);
    matches!(t, "shared_base" | "shared_limit" | "private_base" | "private_limit" | "pops_exiting_wave_id")
}

/// A modifier word of the last operand piece (`clamp`, `mul:2`, `row_mirror`, `dst_sel:WORD_1`).
fn looks_like_modifier(w: &str) -> bool {
    let mut depth = 0i32;
    for c in w.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ':' if depth == 0 => return true,
            _ => {}
        }
    }
    is_modifier(w) || w.eq_ignore_ascii_case("row_mirror") || w.eq_ignore_ascii_case("row_half_mirror")
}

/// Processors (of those in the tables) that have `mnem`.
fn other_processors(mnem: &str) -> String {
    let mut mask = 0u64;
    for d in INSTS.iter().filter(|d| d.name == mnem || d.base_name() == mnem) {
        mask |= d.procs;
    }
    let names: Vec<&str> = crate::table::PROCESSORS
        .iter()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, p)| *p)
        .filter(|p| processor(p).is_some())
        .collect();
    names.join(", ")
}

const MODIFIER_WORDS: [&str; 12] = [
    "clamp",
    "noclamp",
    "mul:",
    "div:",
    "op_sel:",
    "op_sel_hi:",
    "neg_lo:",
    "neg_hi:",
    "cbsz:",
    "abid:",
    "blgp:",
    "high",
];

fn is_modifier(w: &str) -> bool {
    MODIFIER_WORDS.iter().any(|m| {
        if m.ends_with(':') {
            w.len() >= m.len() && w.as_bytes()[..m.len()].eq_ignore_ascii_case(m.as_bytes())
        } else {
            w.eq_ignore_ascii_case(m)
        }
    })
}

/// Operand pieces and trailing modifier pieces.
fn split_operands<'a>(mnem: &str, rest: Piece<'a>, ops: &mut Pieces<'a>, mods: &mut Pieces<'a>) {
    let rest = trim_piece(rest);
    if rest.text.is_empty() {
        return;
    }
    // Counter lists may be separated by blanks, `&` or `,`: one operand.
    if matches!(mnem, "s_waitcnt" | "s_waitcnt_depctr") {
        ops.push(rest);
        return;
    }
    split_top(rest, |c| c == ',', |p| ops.push(trim_piece(p)));
    if let Some(last) = ops.pop() {
        let mut first = true;
        let has_ops = ops.len > 0;
        split_words(last, |p| {
            if first {
                first = false;
                // (Without operands a DPP/SDWA control is a modifier: `v_nop row_shl:1 ...`.)
                if has_ops && is_modifier(p.text) || !has_ops && looks_like_modifier(p.text) {
                    mods.push(p);
                } else {
                    ops.push(p);
                }
            } else {
                mods.push(p);
            }
        });
    }
    // Modifiers written among the operands (`v_add_f32_e64 v0, v1, v2, clamp` is not valid, but
    // llvm-mc accepts modifiers before the last operand in some forms): keep operands only.
}

type MatchErr = (usize, ParseError);

/// Tries to match the operand pieces against form `idx`; on failure the score says how far it
/// got (to pick the most relevant error among candidates).
fn match_form(
    idx: usize,
    ops: &[Piece<'_>],
    modifiers: &[Piece<'_>],
    target: &Target,
    exprs: &mut dyn OperandExprs,
) -> Result<Inst, MatchErr> {
    let d = &INSTS[idx];
    let mut inst = Inst { form: idx as u16, operands: [Operand::None; MAX_OPERANDS], mods: Mods::default() };
    if d.enc == Enc::Vop3p && d.mods & mods::ABS0 == 0 && d.mods & mods::CBSZ == 0 {
        inst.mods.op_sel_hi = 7;
    }
    if d.enc == Enc::Vop3p && !d.operands.iter().any(|o| o.field == Field::Src2) {
        inst.mods.op_sel_hi |= 4;
    }
    let n = d.operands.len();
    let omit_zero = d.imm == ImmFmt::DecOmitZero && ops.is_empty() && n == 1;
    let end = ops.last().map_or(0, |p| p.at + p.text.len());
    if ops.len() != n && !omit_zero {
        let msg = if ops.len() > n {
            "too many operands for instruction"
        } else {
            "too few operands for instruction"
        };
        let at = ops.get(n).map_or(end, |p| p.at);
        return Err((0, perr(at, end.max(at + 1), msg)));
    }
    if omit_zero {
        inst.operands[0] = Operand::Imm(0);
    }
    let mut src_k = 0usize;
    let mut literal: Option<Operand> = None;
    for (i, (od, p)) in d.operands.iter().zip(ops.iter()).enumerate() {
        let is_src = matches!(od.field, Field::Src0 | Field::Src1 | Field::Src2 | Field::Vsrc1);
        let k = crate::table::src_slot(od.field).unwrap_or(0);
        if matches!(od.field, Field::Src0 | Field::Src1 | Field::Src2 | Field::Vsrc1) {
            src_k += 1;
        }
        let score = 10 + i * 10;
        let (mut op, mut neg, mut abs, sext) =
            parse_operand(d, od, i, *p, target, exprs).map_err(|e| (score, e))?;
        // A 32-bit encoding has no modifier bits: llvm-mc folds neg/abs of a constant into its
        // bit pattern when the source is a floating-point one (the VOP3 form takes neg there).
        if (neg || abs)
            && is_src
            && d.enc.size() == 4
            && d.mods & (mods::NEG0 << k) == 0
            && float_source(d, k, target)
            // 64-bit sources fold only constants written as floats (`abs(1.0)`, not the bit
            // pattern `abs(0x3fc45f306dc9c882)`).
            && (od.ty != Ty::B64 || p.text.contains('.'))
            && let Some(folded) = fold_sign(op, od.ty, neg, abs)
        {
            (op, neg, abs) = (folded, false, false);
        }
        if sext {
            if d.mods & (mods::SEXT0 << k) == 0 && d.vop3_sext() & (1 << k) == 0 || !is_src {
                return Err((
                    score,
                    perr(p.at, p.at + p.text.len(), format!("operand {} does not accept sext", i + 1)),
                ));
            }
            inst.mods.sext |= 1 << k;
        }
        if neg || abs {
            // Packed math takes neg_lo/neg_hi only, not `-x` (llvm-mc: "not a valid operand.").
            let (allowed_neg, allowed_abs) = if d.enc == Enc::Vop3p && d.mods & mods::ABS0 == 0 {
                (false, false)
            } else {
                (d.mods & (mods::NEG0 << k) != 0, d.mods & (mods::ABS0 << k) != 0)
            };
            if !is_src || (neg && !allowed_neg) || (abs && !allowed_abs) {
                return Err((
                    score,
                    perr(p.at, p.at + p.text.len(), format!("operand {} does not accept modifiers", i + 1)),
                ));
            }
            if neg {
                inst.mods.neg |= 1 << k;
            }
            if abs {
                inst.mods.abs |= 1 << k;
            }
        }
        if matches!(op, Operand::Literal(_) | Operand::Expr(_))
            && matches!(od.field, Field::Src0 | Field::Src1 | Field::Src2 | Field::Ssrc0 | Field::Ssrc1)
        {
            if d.enc.size() == 8 && !target.layout().vop3_literal {
                return Err((score, perr(p.at, p.at + p.text.len(), "literal operands are not supported")));
            }
            if let Some(l) = literal
                && l != op
            {
                return Err((
                    score,
                    perr(p.at, p.at + p.text.len(), "only one unique literal operand is allowed"),
                ));
            }
            literal = Some(op);
        }
        if od.field == Field::Imm32
            && d.enc != Enc::Sopk
            && let (Some(Operand::Literal(l)), Operand::Imm(k)) = (literal, op)
            && l != k
        {
            return Err((
                score,
                perr(p.at, p.at + p.text.len(), "only one unique literal operand is allowed"),
            ));
        }
        if is_src && od.ty == Ty::I16 && matches!(op, Operand::FloatConst(_)) {
            inst.mods.float_text |= 1 << k;
        }
        inst.operands[i] = op;
    }
    let score = 10 + n * 10;
    if let Some(i) = constant_bus_violation(d, &inst) {
        let p = ops.get(i).copied().unwrap_or(EMPTY);
        return Err((
            score,
            perr(p.at, p.at + p.text.len().max(1), "invalid operand (violates constant bus restrictions)"),
        ));
    }
    if d.ext == crate::table::Ext::Sdwa && n > 0 {
        inst.mods.dst_sel = 6;
        inst.mods.src0_sel = 6;
        inst.mods.src1_sel = if d.mods & mods::SDWA_SRC1 != 0 { 6 } else { 0 };
        // An omitted dst_unused means UNUSED_PRESERVE, as in llvm-mc.
        inst.mods.dst_unused = 2;
        if d.mods & mods::SDWA_DST == 0 {
            inst.mods.dst_sel = 0;
            inst.mods.dst_unused = 0;
        }
    }
    if d.ext == crate::table::Ext::Dpp {
        inst.mods.row_mask = 0xf;
        inst.mods.bank_mask = 0xf;
        inst.mods.dpp_ctrl = 0xe4;
    }
    for m in modifiers {
        // Values written as expressions (`row_shl:two-1`, `op_sel:[2-i1,0]`) are evaluated
        // first and the modifier read as if written with numbers.
        let owned = modifier_values(*m, exprs).map_err(|e| (score, e))?;
        let m = owned.as_deref().map_or(*m, |text| Piece { text, at: m.at });
        apply_modifier(d, &mut inst.mods, m, src_k).map_err(|e| (score, e))?;
    }
    // v_mac_*_sdwa read their destination: only a whole-dword destination assembles (llvm-mc-19
    // reports it at the mnemonic; its decoder takes any dst_sel).
    if d.ext == crate::table::Ext::Sdwa && d.name.starts_with("v_mac_") && inst.mods.dst_sel != 6 {
        return Err((score, perr(0, 1, "invalid operand for instruction")));
    }
    if d.enc == Enc::Vop3p && d.mods & mods::CBSZ != 0 {
        // MFMA: C (src2) must not partially overlap D, and takes no constant on gfx908.
        let get = |f: Field| {
            d.operands.iter().position(|o| o.field == f).map(|i| (inst.operands[i], ops.get(i).copied()))
        };
        if let (Some((Operand::Reg(dst), _)), Some((c, Some(p)))) = (get(Field::Vdst), get(Field::Src2)) {
            let span = (p.at, p.at + p.text.len());
            if let Operand::Reg(src) = c {
                let (a0, a1) = (dst.index, dst.index + u16::from(dst.count));
                let (b0, b1) = (src.index, src.index + u16::from(src.count));
                // llvm-mc checks only results wider than four registers.
                if dst.count > 4 && src.file == dst.file && a0 < b1 && b0 < a1 && (a0, a1) != (b0, b1) {
                    return Err((
                        score,
                        perr(span.0, span.1, "source 2 operand must not partially overlap with dst"),
                    ));
                }
            } else if !target.is_gfx90a() {
                return Err((
                    score,
                    perr(span.0, span.1, "inline constants are not allowed for this operand"),
                ));
            }
        }
    }
    if d.ext == crate::table::Ext::Dpp {
        // row_newbcast is gfx90a's, and the only control of 64-bit (DP ALU) operations there.
        // GFX10 DPP16/DPP8 syntax before GFX10, and the controls GFX10 dropped.
        let shared = inst.mods.dpp_ctrl & crate::dpp::ROW_SHARE_WRITTEN != 0;
        inst.mods.dpp_ctrl &= !crate::dpp::ROW_SHARE_WRITTEN;
        let m = &inst.mods;
        let wrong_generation = if target.layout().dpp16 {
            matches!(m.dpp_ctrl, 0x130 | 0x134 | 0x138 | 0x13c | 0x142 | 0x143)
                || (0x150..=0x15f).contains(&m.dpp_ctrl) && !shared
        } else {
            m.fi || m.dpp8 != 0 || (0x160..=0x16f).contains(&m.dpp_ctrl) || shared
        };
        if wrong_generation {
            let at = modifiers.first().map_or(end, |p| p.at);
            return Err((score, perr(at, end.max(at + 1), "not a valid operand.")));
        }
        let newbcast = (0x150..=0x15f).contains(&inst.mods.dpp_ctrl) && !target.layout().dpp16;
        let dp64 = target.is_gfx90a() && d.operands.iter().any(|o| o.width == 2);
        if newbcast != dp64 && (dp64 || !target.is_gfx90a()) {
            let at = modifiers.first().map_or(end, |p| p.at);
            let msg = if dp64 { "DP ALU dpp only supports row_newbcast" } else { "not a valid operand." };
            return Err((score, perr(at, end.max(at + 1), msg)));
        }
    }
    Ok(inst)
}

/// Modifiers whose values may be expressions (llvm-mc-19 evaluates them: vop_dpp_expr.s,
/// expressions-gfx9.s).
const VALUE_MODIFIERS: [&str; 20] = [
    "quad_perm",
    "row_shl",
    "row_shr",
    "row_ror",
    "wave_shl",
    "wave_rol",
    "wave_shr",
    "wave_ror",
    "row_bcast",
    "row_newbcast",
    "row_mask",
    "bank_mask",
    "bound_ctrl",
    "op_sel",
    "op_sel_hi",
    "neg_lo",
    "neg_hi",
    "cbsz",
    "abid",
    "blgp",
];

/// `p` with the values of a `name:value` or `name:[a,b,..]` modifier evaluated through
/// `exprs` when one of them is not a plain number (`row_shl: two - 1` -> `row_shl:1`);
/// `None` when there is nothing to evaluate (the usual case: no allocation).
fn modifier_values(p: Piece<'_>, exprs: &mut dyn OperandExprs) -> Result<Option<String>, ParseError> {
    let Some((key, val)) = p.text.split_once(':') else { return Ok(None) };
    if !VALUE_MODIFIERS.iter().any(|k| key.eq_ignore_ascii_case(k)) {
        return Ok(None);
    }
    let val_at = p.at + key.len() + 1;
    let (list, inner, inner_at) = match val.trim().strip_prefix('[').and_then(|v| v.strip_suffix(']')) {
        Some(inner) => (true, inner, p.at + (inner.as_ptr() as usize - p.text.as_ptr() as usize)),
        None => (false, val, val_at),
    };
    let plain = |e: &str| e.is_empty() || parse_int(e).is_some();
    if !val.starts_with(char::is_whitespace) && inner.split(',').all(plain) {
        return Ok(None);
    }
    let mut out = String::with_capacity(p.text.len());
    out.push_str(key);
    out.push(':');
    if list {
        out.push('[');
    }
    let mut off = 0;
    for (i, e) in inner.split(',').enumerate() {
        if i > 0 {
            out.push(',');
        }
        let at = inner_at + off + (e.len() - e.trim_start().len());
        off += e.len() + 1;
        let e = e.trim();
        if plain(e) {
            out.push_str(e);
            continue;
        }
        match exprs.eval(e).map_err(|m| perr(at, at + e.len(), m))? {
            ExprValue::Abs(v) => out.push_str(&v.to_string()),
            ExprValue::Reloc(_) => return Err(perr(at, at + e.len(), "expected absolute expression")),
        }
    }
    if list {
        out.push(']');
    }
    Ok(Some(out))
}

fn apply_modifier(d: &InstDesc, m: &mut Mods, p: Piece<'_>, n_src: usize) -> Result<(), ParseError> {
    let lowered = Lower::new(p.text);
    let t = lowered.as_str();
    let err = |msg: &str| perr(p.at, p.at + p.text.len(), msg.to_string());
    let not_supported = || err(&format!("'{}' is not supported by this instruction", p.text));
    // `[b0,b1,..]` with one to four 0/1 entries, as llvm-mc accepts them: missing entries are
    // 0 and entries beyond the `n` the form has are ignored.
    let list = |name: &str, v: &str, n: usize| -> Result<u8, ParseError> {
        let inner = v.strip_prefix('[').ok_or_else(|| err("expected a left square bracket"))?;
        let inner = inner.strip_suffix(']').ok_or_else(|| err("expected a closing square bracket"))?;
        let mut out = 0u8;
        for (i, b) in inner.split(',').map(str::trim).enumerate() {
            if i >= 4 {
                return Err(err("expected a closing square bracket"));
            }
            match b {
                "" => return Err(err("unknown token in expression")),
                "0" => {}
                "1" => out |= 1 << i,
                _ if b.contains(char::is_whitespace) => return Err(err("expected a comma")),
                _ => return Err(err(&format!("invalid {name} value."))),
            }
        }
        Ok(out & ((1u8 << n.min(7)) - 1))
    };
    if d.ext == crate::table::Ext::Sdwa {
        let sel = |v: &str| -> Result<u8, ParseError> {
            crate::print::SEL_NAMES
                .iter()
                .position(|n| n.eq_ignore_ascii_case(v))
                .map(|i| i as u8)
                .ok_or_else(|| err("invalid SDWA select"))
        };
        if let Some(v) = t.strip_prefix("dst_sel:")
            && d.mods & mods::SDWA_DST != 0
        {
            m.dst_sel = sel(v)?;
            return Ok(());
        }
        if let Some(v) = t.strip_prefix("dst_unused:")
            && d.mods & mods::SDWA_DST != 0
        {
            m.dst_unused = crate::print::UNUSED_NAMES
                .iter()
                .position(|n| n.eq_ignore_ascii_case(v))
                .ok_or_else(|| err("invalid dst_unused"))? as u8;
            return Ok(());
        }
        if let Some(v) = t.strip_prefix("src0_sel:") {
            m.src0_sel = sel(v)?;
            return Ok(());
        }
        if let Some(v) = t.strip_prefix("src1_sel:")
            && d.mods & mods::SDWA_SRC1 != 0
        {
            m.src1_sel = sel(v)?;
            return Ok(());
        }
    }
    if d.ext == crate::table::Ext::Dpp {
        if let Some(ctrl) = crate::dpp::parse_ctrl(t) {
            m.dpp_ctrl = ctrl.map_err(|e| err(&e))?;
            return Ok(());
        }
        let mask = |v: &str| -> Result<u8, ParseError> {
            parse_int(v)
                .and_then(|x| u8::try_from(x).ok())
                .filter(|x| *x <= 15)
                .ok_or_else(|| err("expected a 4-bit mask"))
        };
        if let Some(v) = t.strip_prefix("row_mask:") {
            m.row_mask = mask(v)?;
            return Ok(());
        }
        if let Some(v) = t.strip_prefix("bank_mask:") {
            m.bank_mask = mask(v)?;
            return Ok(());
        }
        if t == "bound_ctrl:0" || t == "bound_ctrl:1" {
            m.bound_ctrl = true;
            return Ok(());
        }
        if let Some(r) = crate::dpp::parse_dpp16_extra(t, &mut m.fi, &mut m.dpp8) {
            return r.map_err(|e| err(&e));
        }
    }
    if t == "high" {
        if d.mods & mods::HIGH == 0 {
            return Err(not_supported());
        }
        m.high = true;
        return Ok(());
    }
    if t == "clamp" || t == "noclamp" {
        if d.mods & mods::CLAMP == 0 {
            return Err(not_supported());
        }
        m.clamp = t == "clamp";
        return Ok(());
    }
    let (key, val) = t.split_once(':').ok_or_else(not_supported)?;
    if d.mods & mods::CBSZ != 0 && matches!(key, "cbsz" | "abid" | "blgp") {
        let max = if key == "abid" { 15 } else { 7 };
        let v = parse_int(val)
            .filter(|v| (0..=max).contains(v))
            .ok_or_else(|| err(&format!("{key} must be 0..{max}")))? as u8;
        match key {
            "cbsz" => m.cbsz = v,
            "abid" => m.abid = v,
            _ => m.blgp = v,
        }
        return Ok(());
    }
    match key {
        "mul" | "div" => {
            if d.mods & mods::OMOD == 0 {
                return Err(not_supported());
            }
            m.omod = match (key, val) {
                ("mul", "1") | ("div", "1") => 0,
                ("mul", "2") => 1,
                ("mul", "4") => 2,
                ("div", "2") => 3,
                _ => return Err(err("invalid output modifier")),
            };
        }
        "op_sel" if d.mods & mods::OPSEL != 0 => {
            let n = if d.enc == Enc::Vop3 { d.op_sel_len().max(n_src) } else { n_src };
            let bits = list("op_sel", val, n)?;
            // VOP3: the entry after the sources is the destination (op_sel bit 3).
            m.op_sel = if d.enc == Enc::Vop3 && (1..4).contains(&n) {
                (bits & ((1 << (n - 1)) - 1)) | ((bits >> (n - 1)) & 1) << 3
            } else {
                bits
            };
        }
        "op_sel_hi" if d.mods & mods::OPSEL_HI != 0 => {
            m.op_sel_hi =
                list("op_sel_hi", val, n_src)? | if d.enc == Enc::Vop3p && n_src < 3 { 4 } else { 0 };
        }
        "neg_lo" if d.mods & mods::NEG_LO != 0 => m.neg = list("neg_lo", val, n_src)?,
        "neg_hi" if d.mods & mods::NEG_HI != 0 => m.neg_hi = list("neg_hi", val, n_src)?,
        _ => return Err(not_supported()),
    }
    Ok(())
}

/// Parses one operand for `od`: the value and the neg/abs modifiers written around it.
fn parse_operand(
    d: &InstDesc,
    od: &OpDesc,
    i: usize,
    p: Piece<'_>,
    target: &Target,
    exprs: &mut dyn OperandExprs,
) -> Result<(Operand, bool, bool, bool), ParseError> {
    let span = (p.at, p.at + p.text.len());
    let expected =
        |what: &str| perr(span.0, span.1, format!("operand {} is invalid: expected {what}", i + 1));
    let mut t = p.text;
    // `--1` in a source that takes neg: llvm-mc wants `neg(-1)` (elsewhere it is `-(-1)`).
    if t.starts_with("--")
        && let Some(k) = crate::table::src_slot(od.field)
        && (d.mods & (mods::NEG0 << k) != 0 || float_source(d, k, target))
    {
        return Err(perr(span.0, span.1, "invalid syntax, expected 'neg' modifier"));
    }
    let mut neg = false;
    let mut abs = false;
    if let Some(inner) = strip_fn(t, "neg") {
        neg = true;
        t = inner;
    } else if let Some(r) = t.strip_prefix('-')
        && (r.starts_with('|') || strip_fn(r, "abs").is_some() || reg_like(r, target))
    {
        // `-` is the neg modifier only before a register, `|x|` or `abs(x)`; otherwise it
        // belongs to the expression (`-u`, `-i1+3`, `-v` for a symbol `v`), as in llvm-mc-19.
        neg = true;
        t = r.trim_start();
    }
    let mut bars = false;
    if let Some(inner) = strip_fn(t, "abs") {
        abs = true;
        t = inner;
    } else if t.len() >= 2 && t.starts_with('|') && t.ends_with('|') {
        abs = true;
        bars = true;
        t = t[1..t.len() - 1].trim();
    }
    let mut sext = false;
    if (d.ext == crate::table::Ext::Sdwa || d.vop3_sext() != 0)
        && let Some(inner) = strip_fn(t, "sext")
    {
        sext = true;
        t = inner;
    }
    // `lit(x)` (sp3 syntax) is just x before GFX11: it does not force a literal (llvm-mc-19).
    let mut lit = false;
    if let Some(r) = t.strip_prefix("lit")
        && let Some(inner) = r.trim_start().strip_prefix('(')
    {
        let inner =
            inner.strip_suffix(')').ok_or_else(|| perr(span.0, span.1, "expected closing parentheses"))?;
        let inner = inner.trim();
        if parse_reg(Lower::new(inner).as_str(), target).is_some() {
            return Err(perr(span.0, span.1, "expected immediate with lit modifier"));
        }
        lit = true;
        t = inner;
    }
    let lowered = Lower::new(t);
    let lower = lowered.as_str();
    match od.field {
        Field::Implicit(name) => {
            if lower == name {
                return Ok((Operand::None, false, false, false));
            }
            return Err(expected(name));
        }
        // The unsigned compares of SOPK take 0..=0xffff only.
        Field::Simm16
            if d.enc == Enc::Sopk
                && d.name.starts_with("s_cmpk_")
                && d.name.ends_with("_u32")
                && matches!(parse_number(t), Some(Num::Int(v)) if v < 0) =>
        {
            return Err(expected("an unsigned 16-bit immediate"));
        }
        Field::Simm16 | Field::Ssrc1 if od.class == Class::None => {
            let v = parse_simm16(d.imm, t, target, exprs).map_err(|m| perr(span.0, span.1, m))?;
            return Ok((v, false, false, false));
        }
        Field::Attr => {
            let v = lower
                .strip_prefix("attr")
                .and_then(|r| r.split_once('.'))
                .and_then(|(n, c)| {
                    let n: u32 = n.parse().ok().filter(|n| *n <= 32)?;
                    let c = "xyzw".find(c).filter(|_| c.len() == 1)? as u32;
                    Some(n | c << 6)
                })
                .ok_or_else(|| expected("an attribute (attrN.x|y|z|w, N <= 32)"))?;
            return Ok((Operand::Imm(v), false, false, false));
        }
        Field::Param => {
            let v = match lower {
                "p10" => 0,
                "p20" => 1,
                "p0" => 2,
                _ => return Err(expected("an interpolation parameter (p10, p20 or p0)")),
            };
            return Ok((Operand::Imm(v), false, false, false));
        }
        Field::Imm32 => {
            // The K of v_madmk_f16/v_madak_f16 is a half-precision constant: a 16-bit integer
            // (-16 is 0xfff0) or a float rounded to f16 (1.0 is 0x3c00), as llvm-mc-19 takes it.
            let half = d.enc == Enc::Vop2 && d.name.ends_with("_f16");
            let (range, what) = if half {
                (-(1i64 << 15)..(1i64 << 16), "a 16-bit constant")
            } else {
                (-(1i64 << 31)..(1i64 << 32), "a 32-bit constant")
            };
            let int = |v: i64| Operand::Imm(if half { u32::from(v as u16) } else { v as u32 });
            let v = match parse_number(t) {
                Some(Num::Int(v)) if range.contains(&v) => int(v),
                Some(Num::Float(f)) if half => {
                    let h = f64_to_f16(f);
                    if h & 0x7c00 == 0x7c00 && f.is_finite() {
                        return Err(expected(what));
                    }
                    Operand::Imm(u32::from(h))
                }
                Some(Num::Float(f)) => Operand::Imm((f as f32).to_bits()),
                Some(Num::Int(_)) => return Err(expected(what)),
                None => match exprs.eval(t).map_err(|m| perr(span.0, span.1, m))? {
                    ExprValue::Abs(v) if range.contains(&v) => int(v),
                    ExprValue::Abs(_) => return Err(expected(what)),
                    // The constant of madak/madmk and s_setreg_imm32_b32 takes no relocatable
                    // value (llvm-mc-19).
                    ExprValue::Reloc(_) => {
                        return Err(perr(span.0, span.1, "invalid operand for instruction"));
                    }
                },
            };
            return Ok((v, false, false, false));
        }
        _ => {}
    }
    // Registers (indices may be expressions: `v[2 * n]`).
    let reg = match parse_reg(lower, target) {
        None if t.ends_with(']') && t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '[') => {
            parse_reg_expr(t, target, exprs).transpose().map_err(|m| perr(span.0, span.1, m))?
        }
        r => r,
    };
    // The aperture and POPS sources on GFX8 (parse_reg has them on GFX9 only), as llvm-mc-19
    // words it.
    if reg.is_none() && !target.is_gfx9() && is_gfx9_source_name(lower) {
        return Err(perr(span.0, span.1, "register not available on this GPU"));
    }
    if let Some(mut r) = reg {
        if r.file == RegFile::Scalar && r.index == 125 && !target.layout().null_operand {
            return Err(perr(span.0, span.1, "'null' operand is not supported on this GPU"));
        }
        // null and the src_* special sources have no width of their own.
        if r.file == RegFile::Scalar && (r.index == 125 || r.index >= 235) {
            r.count = od.width;
        }
        let ok_width = r.count == od.width;
        let mai = d.enc == Enc::Vop3p && d.mods & mods::CBSZ != 0;
        let vector = matches!(r.file, RegFile::Vgpr | RegFile::Agpr);
        let ok = match od.field {
            // MFMA: A/B in VGPRs or AGPRs; C and D in AGPRs (gfx908) or either (gfx90a).
            Field::Src0 | Field::Src1 if mai => vector,
            Field::Vdst | Field::Src2 if mai => {
                r.file == RegFile::Agpr
                    || (target.is_gfx90a() && r.file == RegFile::Vgpr)
                    // src C also takes the src_* apertures and vccz/execz/scc (llvm-mc-19).
                    || (od.field == Field::Src2
                        && r.file == RegFile::Scalar
                        && matches!(r.index, 235..=239 | 251..=253))
            }
            Field::Vdst if od.class == Class::V => r.file == RegFile::Vgpr,
            Field::Vdst if od.class == Class::A => r.file == RegFile::Agpr,
            // GFX6/7 v_readlane_b32 (VOP2): an SGPR lane select in the vsrc1 field.
            Field::Vsrc1 if od.class == Class::S => r.file == RegFile::Scalar && r.index < 128,
            Field::Vsrc1 | Field::Vsrc => r.file == RegFile::Vgpr,
            Field::Sdst | Field::Sdst3b | Field::Vdst => r.file == RegFile::Scalar && r.index < 128,
            _ if r.file == RegFile::Scalar && r.index == code::M0 && r.count > 1 => false,
            // lds_direct: only in plain VALU sources (not SDWA/DPP), not in `*rev` operations, and
            // not on gfx90a.
            _ if r.file == RegFile::Scalar && r.index == code::LDS_DIRECT => {
                od.field == Field::Src0
                    && od.width == 1
                    && matches!(d.enc, Enc::Vop1 | Enc::Vop2 | Enc::Vopc | Enc::Vop3 | Enc::Vop3p)
                    && d.ext == crate::table::Ext::None
                    && !LDS_DIRECT_REV.iter().any(|r| d.name.contains(r))
                    && (!d.name.starts_with("v_writelane") || d.enc == Enc::Vop2)
                    && !target.is_gfx90a()
            }
            // An AGPR-class source (v_accvgpr_read_b32) takes AGPRs only.
            _ if od.class == Class::A => r.file == RegFile::Agpr,
            _ => match r.file {
                RegFile::Scalar => {
                    od.accept & accept::SGPR != 0
                        && !(d.enc.is_scalar() && r.index == code::LDS_DIRECT)
                        && (!writes_agpr(d) || target.is_gfx90a())
                }
                RegFile::Vgpr => od.accept & accept::VGPR != 0,
                RegFile::Agpr => od.class == Class::A,
            },
        };
        if !ok || !ok_width {
            if r.file == RegFile::Scalar && r.index == code::LDS_DIRECT {
                let (at, msg) = lds_direct_error(d, od, target);
                return Err(match at {
                    Some(()) => perr(span.0, span.1, msg),
                    None => perr(0, 1, msg),
                });
            }
            return Err(expected(&describe(od)));
        }
        if target.is_gfx90a() && r.file != RegFile::Scalar && r.count > 1 && r.index % 2 != 0 {
            return Err(perr(
                span.0,
                span.1,
                format!("operand {}: invalid register class: vgpr tuples must be 64 bit aligned", i + 1),
            ));
        }
        if r.file == RegFile::Scalar && r.count > 1 && r.index < 125 {
            // SGPR tuples (s0..s101, GFX10 s105) align to their size up to four.
            let aligned = if r.index < target.layout().sgprs {
                r.index % u16::from(r.count.min(4)) == 0
            } else {
                r.index % 2 == 0
            };
            if !aligned {
                return Err(perr(span.0, span.1, format!("operand {}: invalid register alignment", i + 1)));
            }
        }
        return Ok((Operand::Reg(r), neg, abs, sext));
    }
    // (GFX6/7 VOP2 v_readlane/v_writelane: an integer constant as the lane select.)
    let lane_select = od.field == Field::Vsrc1 && od.class == Class::S;
    let is_src = matches!(od.field, Field::Src0 | Field::Src1 | Field::Src2 | Field::Ssrc0 | Field::Ssrc1)
        || lane_select;
    if !is_src {
        return Err(expected(&describe(od)));
    }
    let mai_ab =
        d.enc == Enc::Vop3p && d.mods & mods::CBSZ != 0 && matches!(od.field, Field::Src0 | Field::Src1);
    // gfx908's MFMA src C (an AGPR operand) takes no constant, in llvm-mc-19's words.
    if d.enc == Enc::Vop3p && d.mods & mods::CBSZ != 0 && od.field == Field::Src2 && od.class == Class::A {
        return Err(perr(span.0, span.1, "inline constants are not allowed for this operand"));
    }
    if od.accept & accept::CONST == 0 || od.class == Class::A || mai_ab {
        return Err(expected(&describe(od)));
    }
    let f64_op = od.ty == Ty::B64 && !d.enc.is_scalar() && d.name.contains("f64");
    let value = match parse_number(t) {
        Some(n) => n,
        None => {
            // The span of `t` itself (inside `|..|`, `neg(..)`, `sext(..)`).
            let at = p.at + (t.as_ptr() as usize - p.text.as_ptr() as usize);
            let inner = (at, at + t.len().max(1));
            if bars && let Some(k) = not_primary(t) {
                // Between SP3 bars only a primary expression: `|i1+1|` would close at `+`.
                return Err(perr(at + k, at + k + 1, "expected vertical bar"));
            }
            match exprs.eval(t).map_err(|m| perr(inner.0, inner.1, m))? {
                ExprValue::Abs(v) => Num::Int(v),
                ExprValue::Reloc(_) if neg || abs || sext => {
                    return Err(perr(inner.0, inner.1, "expected an absolute expression"));
                }
                // A relocatable value fills a 32-bit literal only: not a 16- or 64-bit
                // operand, packed math, SDWA or DPP (llvm-mc-19).
                ExprValue::Reloc(_)
                    if od.ty != Ty::B32
                        || d.enc == Enc::Vop3p
                        || matches!(d.ext, crate::table::Ext::Sdwa | crate::table::Ext::Dpp) =>
                {
                    return Err(perr(inner.0, inner.1, "invalid operand for instruction"));
                }
                ExprValue::Reloc(_) if lit => return Err(perr(span.0, span.1, "failed parsing operand.")),
                ExprValue::Reloc(h) => return Ok((Operand::Expr(h), neg, abs, sext)),
            }
        }
    };
    // Packed (v2*16) sources of VOP3P take 32-bit integers (0xffff is a literal there,
    // 0xffffffff is -1) but still 16-bit float patterns (0x3c00 is 1.0).
    let packed = d.enc == Enc::Vop3p && d.mods & mods::ABS0 == 0;
    let op = match value {
        Num::Int(v) if packed && !(0..=0xffff).contains(&v) => constant(Num::Int(v), Ty::B32, f64_op),
        Num::Int(v) if packed && (0x41..=0xffff).contains(&v) => {
            let f = FloatConst::ALL.iter().find(|f| od.ty == Ty::F16 && u32::from(f.bits16()) == v as u32);
            Some(f.map_or(Operand::Literal(v as u32), |f| Operand::FloatConst(*f)))
        }
        _ => constant(value, d.const_ty(od), f64_op),
    }
    .ok_or_else(|| expected(&describe(od)))?;
    // GFX6/7 have no inline 1/(2*pi): the value is a literal (the high half for 64 bits).
    let op = match op {
        Operand::FloatConst(f @ FloatConst::InvTwoPi) if !target.layout().inv_2pi => {
            Operand::Literal(if od.ty == Ty::B64 { (f.bits64() >> 32) as u32 } else { f.bits32() })
        }
        o => o,
    };
    if d.ext == crate::table::Ext::Sdwa && matches!(op, Operand::Literal(_)) {
        return Err(expected("a VGPR, SGPR or inline constant (SDWA takes no literals)"));
    }
    if lane_select && !matches!(op, Operand::IntConst(_)) {
        return Err(expected(&describe(od)));
    }
    Ok((op, neg, abs, sext))
}

/// The operand index at which a VALU instruction reads a second scalar value: GFX8/GFX9 read at
/// most one SGPR (or special scalar source) and literal per instruction, counting the same
/// register once and the implicit reads (m0 of `v_movrel*`, vcc of `v_div_fmas*` and of the
/// VOP2 carry-in / condition operand). Inline constants, `lds_direct` and an m0 lane select of
/// `v_writelane_b32` are free.
/// GFX10 reads up to two scalar values (`Layout::const_bus`; the forms of the tables' GFX10
/// processors, `LATE_PROCS`), except in its 64-bit shifts (one).
fn constant_bus_violation(d: &InstDesc, inst: &Inst) -> Option<usize> {
    let late = d.procs & crate::generated::insts::LATE_PROCS != 0;
    let limit = if late && !matches!(d.base_name(), "v_lshlrev_b64" | "v_lshrrev_b64" | "v_ashrrev_i64") {
        crate::layout::GFX10.const_bus
    } else {
        1
    };
    if !matches!(d.enc, Enc::Vop1 | Enc::Vop2 | Enc::Vopc | Enc::Vop3 | Enc::Vop3p)
        || d.mods & mods::CBSZ != 0
    {
        return None;
    }
    // (register code, count); a literal is (LITERAL, 0).
    let mut reads: [(u16, u8); 2] = [(0, 0); 2];
    let mut n = 0usize;
    let mut add = |key: (u16, u8)| -> bool {
        if reads[..n].contains(&key) {
            return true;
        }
        if n == reads.len() {
            return false;
        }
        reads[n] = key;
        n += 1;
        n <= limit
    };
    let vcc = (code::VCC_LO, 2);
    if d.name.starts_with("v_movrel") {
        add((code::M0, 1));
    }
    if d.name.starts_with("v_div_fmas") {
        add(vcc);
    }
    let mut after_src = false;
    for (i, od) in d.operands.iter().enumerate() {
        let ok = match (od.field, inst.operands.get(i).copied().unwrap_or_default()) {
            (Field::Implicit("vcc"), _) if after_src => add(vcc),
            (Field::Implicit("vcc_lo"), _) if after_src => add((code::VCC_LO, 1)),
            // v_writelane's lane select may be m0 besides the value (writelane_m0.s).
            (Field::Src1, Operand::Reg(r)) if r.index == code::M0 && d.name.starts_with("v_writelane") => {
                true
            }
            (Field::Src0 | Field::Src1 | Field::Src2, Operand::Reg(r))
                if r.file == RegFile::Scalar && r.index != code::LDS_DIRECT =>
            {
                add((r.index, r.count))
            }
            // A literal read by a 64-bit operand is another read than the same value read by a
            // 32-bit one (gfx10-constant-bus.s: `v_lshlrev_b64 v[5:6], 0x3f717273, 0x3f717273`).
            (
                Field::Src0 | Field::Src1 | Field::Src2 | Field::Imm32,
                Operand::Literal(_) | Operand::Imm(_) | Operand::Expr(_),
            ) => add((code::LITERAL, u8::from(od.width > 1))),
            _ => true,
        };
        after_src |= matches!(od.field, Field::Src0);
        if !ok {
            return Some(i);
        }
    }
    None
}

/// True when source slot `k` of `d`'s instruction takes floating-point modifiers in its VOP3 form.
fn float_source(d: &InstDesc, k: usize, target: &Target) -> bool {
    target.forms_named(d.base_name()).iter().any(|&i| {
        let e = &INSTS[usize::from(i)];
        e.enc == Enc::Vop3 && e.mods & (mods::NEG0 << k) != 0 && e.mods & (mods::ABS0 << k) != 0
    })
}

/// `op` with its sign bit cleared (`abs`) and then flipped (`neg`), as the constant of type `ty`
/// it then is; `None` for operands that are not constants (or 64-bit non-inline values).
fn fold_sign(op: Operand, ty: Ty, neg: bool, abs: bool) -> Option<Operand> {
    let apply = |bits: u64, sign: u64| {
        let b = if abs { bits & !sign } else { bits };
        if neg { b ^ sign } else { b }
    };
    match ty {
        Ty::F16 | Ty::I16 | Ty::B32 => {
            let (bits, sign) = match (ty, op) {
                (Ty::B32, Operand::IntConst(v)) => (u64::from(i32::from(v) as u32), 1 << 31),
                (Ty::B32, Operand::FloatConst(f)) => (u64::from(f.bits32()), 1 << 31),
                (Ty::B32, Operand::Literal(l)) => (u64::from(l), 1 << 31),
                (_, Operand::IntConst(v)) => (u64::from(i16::from(v) as u16), 1 << 15),
                (_, Operand::FloatConst(f)) => (u64::from(f.bits16()), 1 << 15),
                (_, Operand::Literal(l)) => (u64::from(l & 0xffff), 1 << 15),
                _ => return None,
            };
            constant(Num::Int(apply(bits, sign) as i64), ty, false)
        }
        Ty::B64 => {
            let Operand::FloatConst(f) = op else { return None };
            let b = apply(f.bits64(), 1 << 63);
            FloatConst::ALL.iter().find(|g| g.bits64() == b).map(|g| Operand::FloatConst(*g))
        }
    }
}

/// v_accvgpr_write_b32 and friends: a VOP3P form (not MFMA) that writes an AGPR takes a VGPR
/// or an inline constant, on gfx908 never an SGPR (gfx90a accepts SGPRs).
fn writes_agpr(d: &InstDesc) -> bool {
    d.enc == Enc::Vop3p
        && d.mods & mods::CBSZ == 0
        && d.operands.iter().any(|o| o.field == Field::Vdst && o.class == Class::A)
}

fn describe(od: &OpDesc) -> String {
    let w = od.width;
    let reg = |p: &str| if w == 1 { format!("a {p}") } else { format!("a {}-register {p} tuple", w) };
    match (od.field, od.class) {
        (Field::Vdst | Field::Vsrc1, Class::V) => reg("VGPR"),
        (Field::Vdst, Class::A) => reg("AGPR"),
        (Field::Sdst | Field::Sdst3b | Field::Vdst, _) => reg("scalar register"),
        _ => {
            let mut kinds = Vec::new();
            if od.accept & accept::VGPR != 0 {
                kinds.push("VGPR");
            }
            if od.accept & accept::SGPR != 0 {
                kinds.push("SGPR");
            }
            if od.accept & accept::CONST != 0 {
                kinds.push("constant");
            }
            let size = match od.ty {
                Ty::F16 | Ty::I16 => "16-bit",
                Ty::B32 => "32-bit",
                Ty::B64 => "64-bit",
            };
            format!("a {size} {}", kinds.join(" or "))
        }
    }
}

/// Operations that read their sources reversed, where lds_direct is not allowed.
const LDS_DIRECT_REV: [&str; 4] = ["subrev", "subbrev", "shlrev", "shrrev"];

/// llvm-mc-19's message for lds_direct where an operand cannot take it (probed on gfx900 and
/// gfx90a, lds_direct-err.s), and whether it is reported at the operand (`Some`) or at the
/// instruction start (`None`, for `v_writelane_b32`).
fn lds_direct_error(d: &InstDesc, od: &OpDesc, target: &Target) -> (Option<()>, &'static str) {
    let source = matches!(od.field, Field::Src0 | Field::Src1 | Field::Src2 | Field::Vsrc1);
    let valu = matches!(d.enc, Enc::Vop1 | Enc::Vop2 | Enc::Vopc | Enc::Vop3 | Enc::Vop3p);
    if target.is_gfx90a() {
        (Some(()), "lds_direct is not supported on this GPU")
    } else if !valu || !source || od.width > 1 || d.ext == crate::table::Ext::Dpp {
        (Some(()), "invalid operand for instruction")
    } else if LDS_DIRECT_REV.iter().any(|r| d.name.contains(r)) || d.ext == crate::table::Ext::Sdwa {
        (Some(()), "lds_direct cannot be used with this instruction")
    } else if d.name.starts_with("v_writelane") {
        (None, "operands are not valid for this GPU or mode")
    } else {
        (Some(()), "lds_direct may be used as src0 only")
    }
}

/// Whether the operand text `t` (after a `-`) is written as a register: a register list, a
/// name the processor has, a numbered register of any file even when out of range (`s1000`,
/// `v[0]`, `ttmp16`) or a trap/xnack register of another processor. llvm-mc-19 then reads the
/// `-` as the neg modifier and never takes the name as a symbol (`-v` with a symbol `v` is an
/// expression, `-v0` a register).
pub(crate) fn reg_like(t: &str, target: &Target) -> bool {
    let t = t.trim_start();
    if t.starts_with('[') {
        return true;
    }
    let end = t.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(t.len());
    let lowered = Lower::new(&t[..end]);
    let w = lowered.as_str();
    let numbered = ["v", "s", "a", "ttmp", "acc"].iter().any(|prefix| {
        w.strip_prefix(prefix).is_some_and(|r| {
            r.starts_with(|c: char| c.is_ascii_digit()) || (r.is_empty() && t[end..].starts_with('['))
        })
    });
    numbered
        || parse_reg(w, target).is_some()
        || ["tba", "tma", "xnack_mask"].iter().any(|n| w.starts_with(n))
        || is_gfx9_source_name(w)
}

/// Where `t` stops being a primary expression (unary operators, then a number, a symbol or a
/// parenthesised expression), or `None` when it is one.
fn not_primary(t: &str) -> Option<usize> {
    let b = t.as_bytes();
    let mut i = 0;
    while i < b.len() && (matches!(b[i], b'-' | b'+' | b'~' | b'!') || b[i].is_ascii_whitespace()) {
        i += 1;
    }
    if b.get(i) == Some(&b'(') {
        let mut depth = 0usize;
        while i < b.len() {
            match b[i] {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        i += 1;
                        break;
                    }
                }
                _ => {}
            }
            i += 1;
        }
    } else {
        while i < b.len() && (b[i].is_ascii_alphanumeric() || matches!(b[i], b'_' | b'.' | b'$' | b'@')) {
            i += 1;
        }
    }
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    (i < b.len()).then_some(i)
}

fn strip_fn<'a>(t: &'a str, name: &str) -> Option<&'a str> {
    let r = t.strip_prefix(name)?.trim_start();
    r.strip_prefix('(')?.strip_suffix(')').map(str::trim)
}

#[derive(Clone, Copy)]
enum Num {
    Int(i64),
    Float(f64),
}

fn parse_number(t: &str) -> Option<Num> {
    let t = t.trim();
    let body = t.strip_prefix('-').unwrap_or(t);
    if body.is_empty() || !body.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    if let Some(v) = parse_int(t) {
        return Some(Num::Int(v));
    }
    let is_float =
        body.contains('.') || ((body.contains('e') || body.contains('E')) && !body.starts_with("0x"));
    if is_float && body.chars().all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-')) {
        return t.parse::<f64>().ok().map(Num::Float);
    }
    None
}

/// The operand for a numeric value in a source of type `ty` (inline constant or literal), as
/// llvm-mc chooses it.
fn constant(n: Num, ty: Ty, f64_op: bool) -> Option<Operand> {
    match n {
        Num::Int(v) => {
            if (-16..=64).contains(&v) {
                return Some(Operand::IntConst(v as i8));
            }
            // A 32-bit (half-precision) pattern of a small negative integer is that inline
            // constant (0xffffffff is -1), as in llvm-mc; a 16-bit integer operand keeps
            // 0xfff0 as a literal (llvm-mc-19).
            let narrow = match ty {
                Ty::B32 if (1i64 << 31..1i64 << 32).contains(&v) => i64::from(v as u32 as i32),
                Ty::F16 if (1i64 << 15..1i64 << 16).contains(&v) => i64::from(v as u16 as i16),
                _ => v,
            };
            if (-16..=-1).contains(&narrow) {
                return Some(Operand::IntConst(narrow as i8));
            }
            match ty {
                Ty::F16 | Ty::I16 => {
                    if !(-32768..=65535).contains(&v) {
                        return None;
                    }
                    let h = v as u16;
                    if ty == Ty::F16
                        && let Some(f) = FloatConst::ALL.iter().find(|f| f.bits16() == h)
                    {
                        return Some(Operand::FloatConst(*f));
                    }
                    Some(Operand::Literal(u32::from(h)))
                }
                Ty::B32 | Ty::B64 => {
                    // A full 64-bit pattern of an inline double (0x3fc45f306dc9c882).
                    if ty == Ty::B64
                        && let Some(f) = FloatConst::ALL.iter().find(|f| f.bits64() == v as u64)
                    {
                        return Some(Operand::FloatConst(*f));
                    }
                    if !(-(1i64 << 31)..(1i64 << 32)).contains(&v) {
                        return None;
                    }
                    let w = v as u32;
                    if ty == Ty::B32 {
                        // Every inline float but 1/(2pi) has its low 19 bits clear
                        // (`tests::inline_float_bits`): other literals skip the search.
                        if (w & 0x7_ffff == 0 || w == FloatConst::InvTwoPi.bits32())
                            && let Some(f) = FloatConst::ALL.iter().find(|f| f.bits32() == w)
                        {
                            return Some(Operand::FloatConst(*f));
                        }
                    } else if f64_op
                        && let Some(f) = FloatConst::ALL.iter().find(|f| f.bits64() == u64::from(w) << 32)
                    {
                        return Some(Operand::FloatConst(*f));
                    }
                    Some(Operand::Literal(w))
                }
            }
        }
        Num::Float(x) => {
            // llvm-mc rejects a float that overflows or underflows (becomes zero or subnormal,
            // inexactly) in the operand's format: f16, or f32 for 32-bit and 16-bit integer ones.
            if x.is_finite() && x != 0.0 {
                let lost = match ty {
                    Ty::F16 => {
                        let h = f64_to_f16(x);
                        h & 0x7c00 == 0x7c00 || (h & 0x7c00 == 0 && f16_to_f64(h) != x)
                    }
                    Ty::I16 | Ty::B32 => {
                        let f = x as f32;
                        f.is_infinite() || ((f == 0.0 || f.is_subnormal()) && f64::from(f) != x)
                    }
                    Ty::B64 => false,
                };
                if lost {
                    return None;
                }
            }
            // A value that rounds to +0.0 in the operand's format is the inline constant 0.
            let zero = match ty {
                Ty::F16 => f64_to_f16(x) == 0,
                Ty::I16 | Ty::B32 => (x as f32).to_bits() == 0,
                Ty::B64 => x.to_bits() == 0,
            };
            if zero {
                return Some(Operand::IntConst(0));
            }
            let inline =
                |bits_eq: &dyn Fn(&FloatConst) -> bool| FloatConst::ALL.iter().find(|f| bits_eq(f)).copied();
            match ty {
                Ty::F16 => {
                    let h = f64_to_f16(x);
                    Some(
                        inline(&|f| f.bits16() == h)
                            .map_or(Operand::Literal(u32::from(h)), Operand::FloatConst),
                    )
                }
                Ty::I16 | Ty::B32 => {
                    let w = (x as f32).to_bits();
                    Some(inline(&|f| f.bits32() == w).map_or(Operand::Literal(w), Operand::FloatConst))
                }
                Ty::B64 => {
                    let b = x.to_bits();
                    if let Some(f) = inline(&|f| f.bits64() == b) {
                        return Some(Operand::FloatConst(f));
                    }
                    if !f64_op {
                        return None;
                    }
                    // Only the high half is encoded; llvm-mc-19 makes a zero high half
                    // (`1.0e-320`) the inline constant 0.
                    if b >> 32 == 0 {
                        return Some(Operand::IntConst(0));
                    }
                    Some(Operand::Literal((b >> 32) as u32))
                }
            }
        }
    }
}

/// The value of a half-precision bit pattern.
#[must_use]
pub fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let mant = f64::from(h & 0x3ff);
    sign * match exp {
        0 => mant * 2f64.powi(-24),
        31 if mant == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + mant / 1024.0) * 2f64.powi(exp - 15),
    }
}

/// Rounds a double to the nearest half-precision value (ties to even).
#[must_use]
pub fn f64_to_f16(x: f64) -> u16 {
    let bits = x.to_bits();
    let sign = ((bits >> 48) & 0x8000) as u16;
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let mant = bits & 0x000f_ffff_ffff_ffff;
    if exp == 0x7ff {
        return sign | 0x7c00 | if mant != 0 { 0x200 } else { 0 };
    }
    let e = exp - 1023 + 15;
    if e >= 31 {
        return sign | 0x7c00;
    }
    // Full significand with the implicit bit, as a 53-bit integer.
    let sig = if exp == 0 { mant } else { mant | (1 << 52) };
    let (shift, base_exp) = if e <= 0 { (42 + 1 - e, 0u16) } else { (42, e as u16) };
    if shift >= 64 {
        return sign;
    }
    let shift = shift as u32;
    let mut m = sig >> shift;
    let rem = sig & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rem > half || (rem == half && m & 1 == 1) {
        m += 1;
    }
    if e <= 0 {
        // Subnormal (m may round up into the smallest normal, which the addition handles).
        return sign | m as u16;
    }
    let mut out = (base_exp << 10) + (m as u16 & 0x3ff);
    if m >> 11 != 0 {
        // Rounded past the significand: bump the exponent.
        out = ((base_exp + 1) << 10) | ((m >> 1) as u16 & 0x3ff);
    }
    if out >= 0x7c00 {
        return sign | 0x7c00;
    }
    sign | out
}

/// Parses a register name (lower case): `v0`, `v[0:1]`, `s[2:3]`, `a4`, `ttmp[0:1]`, `vcc`, ...
#[must_use]
pub fn parse_reg(t: &str, target: &Target) -> Option<Reg> {
    // A register list `[s0,s1]` / `[ttmp4,ttmp5]`: consecutive single registers of one kind.
    if let Some(inner) = t.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let mut regs = inner.split(',').map(|r| parse_reg(r.trim(), target));
        let first = regs.next()??;
        if first.count != 1 {
            return None;
        }
        let mut count = 1u8;
        for r in regs {
            let r = r?;
            if r.file != first.file
                || r.count != 1
                || r.index != first.index + u16::from(count)
                || count >= 32
            {
                return None;
            }
            count += 1;
        }
        return Some(Reg { count, ..first });
    }
    let range = |prefix: &str| -> Option<(u16, u8)> {
        let r = t.strip_prefix(prefix)?;
        if let Some(inner) = r.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            let (a, b) = match inner.split_once(':') {
                Some((a, b)) => (a.trim().parse::<u16>().ok()?, b.trim().parse::<u16>().ok()?),
                None => {
                    let a = inner.trim().parse::<u16>().ok()?;
                    (a, a)
                }
            };
            if b < a || b - a >= 32 {
                return None;
            }
            return Some((a, (b - a + 1) as u8));
        }
        if r.is_empty() || !r.bytes().all(|c| c.is_ascii_digit()) || (r.len() > 1 && r.starts_with('0')) {
            return None;
        }
        Some((r.parse().ok()?, 1))
    };
    if let Some((i, n)) = range("v") {
        return (usize::from(i) + usize::from(n) <= 256).then_some(Reg::vgpr(i, n));
    }
    // `acc0`, `acc[0:31]`: llvm-mc's other spelling of AGPRs (accvgpr-altnames.s).
    if let Some((i, n)) = range("a").or_else(|| range("acc")) {
        return (target.has_agprs() && usize::from(i) + usize::from(n) <= 256).then_some(Reg::agpr(i, n));
    }
    if let Some((i, n)) = range("ttmp") {
        let base = target.ttmp_base();
        let limit = 124 - base;
        return (i + u16::from(n) <= limit).then_some(Reg::sgpr(base + i, n));
    }
    if let Some((i, n)) = range("s") {
        return (i + u16::from(n) <= target.layout().sgprs).then_some(Reg::sgpr(i, n));
    }
    let pair = |name: &str, base: u16| -> Option<Reg> {
        if t == name {
            Some(Reg::sgpr(base, 2))
        } else if t.strip_prefix(name)? == "_lo" {
            Some(Reg::sgpr(base, 1))
        } else if t.strip_prefix(name)? == "_hi" {
            Some(Reg::sgpr(base + 1, 1))
        } else {
            None
        }
    };
    let gfx9 = target.is_gfx9();
    let layout = target.layout();
    let special = [
        ("flat_scratch", layout.flat_scratch),
        ("xnack_mask", layout.xnack_mask),
        ("vcc", Some(106)),
        ("exec", Some(126)),
    ];
    for (name, base) in special {
        if let Some(r) = pair(name, base.unwrap_or(0)) {
            // xnack_mask exists only where xnack does (llvm-mc-19: not on gfx802/gfx803), and
            // flat_scratch not on GFX6.
            if base.is_none()
                || name == "xnack_mask"
                    && !target.processor().features.contains(&amdgpu_target::Feature::Xnack)
            {
                return None;
            }
            return Some(r);
        }
    }
    if !gfx9 {
        for (name, base) in [("tba", 108u16), ("tma", 110)] {
            if let Some(r) = pair(name, base) {
                return Some(r);
            }
        }
    }
    let single = match t {
        "m0" => code::M0,
        "null" => 125,
        "src_shared_base" | "shared_base" => 235,
        "src_shared_limit" | "shared_limit" => 236,
        "src_private_base" | "private_base" => 237,
        "src_private_limit" | "private_limit" => 238,
        "src_pops_exiting_wave_id" | "pops_exiting_wave_id" => 239,
        "src_vccz" | "vccz" => code::VCCZ,
        "src_execz" | "execz" => code::EXECZ,
        "src_scc" | "scc" => code::SCC,
        "src_lds_direct" | "lds_direct" => code::LDS_DIRECT,
        _ => return None,
    };
    // The aperture and POPS sources are GFX9's (GFX8 decodes but does not assemble them).
    if (235..=239).contains(&single) && !gfx9 {
        return None;
    }
    Some(Reg::sgpr(single, 1))
}

/// A register whose indices are expressions (`v[8 + (\i * 4):8 + (\i * 4) + 3]`, `s[n]`):
/// each index is evaluated through `exprs` and the register is then parsed as if written
/// with numbers. `None` when `t` does not have that shape or is no register once evaluated
/// (the caller reports its usual error); an index that is not absolute is an error. Callers
/// reach this only after [`parse_reg`] failed, so plain registers never evaluate anything.
pub(crate) fn parse_reg_expr(
    t: &str,
    target: &Target,
    exprs: &mut dyn OperandExprs,
) -> Option<Result<Reg, String>> {
    // A list of consecutive single registers whose indices may be expressions
    // (`[ttmp[8],ttmp[8+1],ttmp[5*2],ttmp11]`, `[v[8/2+4],v9,v[10],v[11/2+6]]`).
    if let Some(inner) = t.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let mut elems = Vec::new();
        split_top(Piece { text: inner, at: 0 }, |c| c == ',', |p| elems.push(p.text.trim()));
        let mut first: Option<Reg> = None;
        let mut count = 0u8;
        for e in elems {
            let r = match parse_reg(Lower::new(e).as_str(), target) {
                Some(r) => r,
                None => match parse_reg_expr(e, target, exprs)? {
                    Ok(r) => r,
                    Err(m) => return Some(Err(m)),
                },
            };
            match first {
                None => first = Some(r),
                Some(f) if r.count == 1 && r.file == f.file && r.index == f.index + u16::from(count) => {}
                Some(_) => return Some(Err("registers in a list must have consecutive indices".into())),
            }
            if r.count != 1 || count == 32 {
                return None;
            }
            count += 1;
        }
        return first.map(|f| Ok(Reg { count, ..f }));
    }
    let open = t.find('[')?;
    let prefix = &t[..open];
    if !["v", "s", "a", "ttmp"].iter().any(|p| prefix.eq_ignore_ascii_case(p)) {
        return None;
    }
    let inner = t[open + 1..].strip_suffix(']')?;
    // One top-level `:` at most (outside parentheses).
    let mut depth = 0i32;
    let mut colon = None;
    for (i, c) in inner.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ':' if depth == 0 => {
                if colon.is_some() {
                    return None;
                }
                colon = Some(i);
            }
            _ => {}
        }
    }
    let parts = match colon {
        Some(i) => [&inner[..i], &inner[i + 1..]],
        None => [inner, inner],
    };
    let mut idx = [0i64; 2];
    for (k, part) in parts.iter().enumerate() {
        let part = part.trim();
        if part.is_empty() {
            return None;
        }
        idx[k] = match parse_int(part) {
            Some(v) => v,
            None => match exprs.eval(part) {
                Ok(ExprValue::Abs(v)) => v,
                Ok(ExprValue::Reloc(_)) => return Some(Err("expected absolute expression".into())),
                Err(e) => return Some(Err(e)),
            },
        };
    }
    if idx.iter().any(|v| !(0..=0xffff).contains(v)) {
        return None;
    }
    let text = format!("{}[{}:{}]", prefix.to_ascii_lowercase(), idx[0], idx[1]);
    parse_reg(&text, target).map(Ok)
}

/// Parses a SOPP/SOPK immediate of format `fmt`.
fn parse_simm16(
    fmt: ImmFmt,
    t: &str,
    target: &Target,
    exprs: &mut dyn OperandExprs,
) -> Result<Operand, String> {
    let lowered = Lower::new(t);
    let lower = lowered.as_str();
    // A macro is its name and a parenthesis; the bare name is a symbol (`sendmsg=2`).
    let call = |name: &str| lower.strip_prefix(name).is_some_and(|r| r.trim_start().starts_with('('));
    let sym = match fmt {
        ImmFmt::Waitcnt => parse_waitcnt(lower, target, exprs),
        ImmFmt::Hwreg if call("hwreg") => Some(parse_hwreg(t, target, exprs)?),
        ImmFmt::Hwreg if t.starts_with('{') => Some(parse_hwreg_struct(t, exprs)?),
        ImmFmt::SendMsg if call("sendmsg") => Some(parse_sendmsg(t, target, exprs)?),
        ImmFmt::GprIdx if call("gpr_idx") => Some(parse_gpr_idx(lower)?),
        ImmFmt::UcVersion => crate::symbolic::parse_uc_version(lower),
        ImmFmt::Depctr if lower.starts_with("depctr_") => Some(crate::symbolic::parse_depctr(lower, target)?),
        _ => None,
    };
    if let Some(v) = sym {
        return Ok(Operand::Imm(u32::from(v)));
    }
    let v = match parse_number(t) {
        Some(Num::Int(v)) => v,
        Some(Num::Float(_)) => return Err("expected an integer".into()),
        None => match exprs.eval(t)? {
            ExprValue::Abs(v) => v,
            // Only branch targets take a relocatable value (a fixup); the other 16-bit fields
            // reject it with these messages (llvm-mc-19).
            ExprValue::Reloc(h) if fmt == ImmFmt::Label => return Ok(Operand::Expr(h)),
            ExprValue::Reloc(_) => {
                return Err(match fmt {
                    ImmFmt::Waitcnt | ImmFmt::GprIdx => "expected absolute expression",
                    ImmFmt::Hwreg => "expected a hwreg macro, structured immediate or an absolute expression",
                    ImmFmt::SendMsg => "expected a sendmsg macro or an absolute expression",
                    _ => "invalid operand for instruction",
                }
                .into());
            }
        },
    };
    if fmt == ImmFmt::GprIdx && !(0..=15).contains(&v) {
        return Err("invalid immediate: only 4-bit values are legal".into());
    }
    if fmt == ImmFmt::Label {
        if !(-32768..=65535).contains(&v) {
            return Err("branch offset out of range".into());
        }
    } else if !(-32768..=65535).contains(&v) {
        return Err("immediate out of range for a 16-bit field".into());
    }
    Ok(Operand::Imm(u32::from(v as u16)))
}

fn parse_waitcnt(t: &str, target: &Target, exprs: &mut dyn OperandExprs) -> Option<u16> {
    // A trailing separator wants another counter (llvm-mc: "expected a counter name").
    if !t.contains('(') || t.trim_end().ends_with([',', '&']) {
        return None;
    }
    let (mvm, mexp, mlgkm) = symbolic::waitcnt_limits(target);
    let (mut vm, mut exp, mut lgkm) = (mvm, mexp, mlgkm);
    let mut parts = Vec::new();
    split_top(
        Piece { text: t, at: 0 },
        |c| c == '&' || c == ',' || c.is_whitespace(),
        |p| {
            if !p.text.is_empty() {
                parts.push(p.text);
            }
        },
    );
    for part in parts {
        let (name, rest) = part.split_once('(')?;
        // Counter values are expressions (`lgkmcnt_sat(x+1)`).
        let v = abs_arg(rest.strip_suffix(')')?, exprs).ok()?;
        let (slot, max) = match name.trim_end().strip_suffix("_sat").unwrap_or(name.trim_end()) {
            "vmcnt" => (&mut vm, mvm),
            "expcnt" => (&mut exp, mexp),
            "lgkmcnt" => (&mut lgkm, mlgkm),
            _ => return None,
        };
        // A negative value is a large unsigned one: saturated, or too large (llvm-mc-19).
        if !(0..=i64::from(max)).contains(&v) {
            if name.trim_end().ends_with("_sat") {
                *slot = max;
                continue;
            }
            return None;
        }
        *slot = v as u16;
    }
    Some(symbolic::waitcnt_encode(vm, exp, lgkm, target))
}

/// The value of a macro argument: an integer or an absolute expression (symbols included).
fn abs_arg(s: &str, exprs: &mut dyn OperandExprs) -> Result<i64, String> {
    if let Some(v) = parse_int(s) {
        return Ok(v);
    }
    match exprs.eval(s.trim())? {
        ExprValue::Abs(v) => Ok(v),
        ExprValue::Reloc(_) => Err("expected absolute expression".into()),
    }
}

fn fn_args(t: &str, name: &str) -> Result<Vec<String>, String> {
    let inner = t
        .get(name.len()..)
        .map(str::trim_start)
        .and_then(|r| r.strip_prefix('('))
        .and_then(|r| r.strip_suffix(')'))
        .ok_or_else(|| format!("expected {name}(...)"))?;
    if inner.trim().is_empty() {
        return Ok(Vec::new());
    }
    let mut args = Vec::new();
    split_top(Piece { text: inner, at: 0 }, |c| c == ',', |p| args.push(p.text.trim().to_string()));
    Ok(args)
}

fn small_int(s: &str, exprs: &mut dyn OperandExprs) -> Result<u16, String> {
    abs_arg(s, exprs).ok().and_then(|v| u16::try_from(v).ok()).ok_or_else(|| format!("invalid value '{s}'"))
}

fn parse_hwreg(t: &str, target: &Target, exprs: &mut dyn OperandExprs) -> Result<u16, String> {
    let args = fn_args(t, "hwreg")?;
    let id = match args.first() {
        Some(a) if a.starts_with("HW_REG_") => {
            symbolic::hwreg_id(a, target).ok_or_else(|| format!("invalid hardware register '{a}'"))?
        }
        Some(a) => small_int(a, exprs)?,
        None => return Err("expected a hardware register".into()),
    };
    let (offset, size) = match args.len() {
        1 => (0, 32),
        3 => (small_int(&args[1], exprs)?, small_int(&args[2], exprs)?),
        _ => return Err("expected hwreg(reg[, offset, size])".into()),
    };
    if id > 63 || offset > 31 || !(1..=32).contains(&size) {
        return Err("hwreg value out of range".into());
    }
    Ok(id | offset << 6 | (size - 1) << 11)
}

/// The structured hwreg immediate `{id: 51, offset: 1, size: 31}`: fields in any order, each
/// at most once, each an absolute expression; omitted fields are id 0, offset 0, size 32.
fn parse_hwreg_struct(t: &str, exprs: &mut dyn OperandExprs) -> Result<u16, String> {
    let inner = t
        .strip_prefix('{')
        .and_then(|r| r.strip_suffix('}'))
        .ok_or_else(|| "expected a closing brace".to_string())?;
    let mut fields: [Option<i64>; 3] = [None; 3];
    if !inner.trim().is_empty() {
        let mut items = Vec::new();
        split_top(Piece { text: inner, at: 0 }, |c| c == ',', |p| items.push(p.text));
        for item in items {
            let Some((name, value)) = item.split_once(':') else {
                return Err(
                    if item.trim().is_empty() { "field name expected" } else { "colon expected" }.into()
                );
            };
            let slot = match name.trim() {
                "id" => 0,
                "offset" => 1,
                "size" => 2,
                "" => return Err("field name expected".into()),
                _ => return Err("unknown field".into()),
            };
            if fields[slot].is_some() {
                return Err("duplicate field".into());
            }
            fields[slot] = Some(abs_arg(value.trim(), exprs).map_err(|_| "expected absolute expression")?);
        }
    }
    let [id, offset, size] = fields;
    let (id, offset, size) = (id.unwrap_or(0), offset.unwrap_or(0), size.unwrap_or(32));
    if !(0..64).contains(&id) {
        return Err("invalid hardware register: only 6-bit values are legal".into());
    }
    if !(0..32).contains(&offset) {
        return Err("invalid bit offset: only 5-bit values are legal".into());
    }
    if !(1..=32).contains(&size) {
        return Err("invalid bitfield width: only values from 1 to 32 are legal".into());
    }
    Ok((id | offset << 6 | (size - 1) << 11) as u16)
}

fn parse_sendmsg(t: &str, target: &Target, exprs: &mut dyn OperandExprs) -> Result<u16, String> {
    let args = fn_args(t, "sendmsg")?;
    if args.len() > 3 {
        return Err("expected a closing parenthesis".into());
    }
    // Symbolic names win over symbols of the same name (`MSG_GS=-1` does not change
    // `sendmsg(MSG_GS, ...)`); other arguments are absolute expressions.
    let named = |a: &str| a.starts_with("MSG_") || a.starts_with("GS_OP_") || a.starts_with("SYSMSG_OP_");
    let vals: Vec<Option<i64>> =
        args.iter().map(|a| if named(a) { None } else { abs_arg(a, exprs).ok() }).collect();
    // Find the immediate whose canonical text names the same message, operation and stream:
    // each given argument as that name or as the number of its field, omitted trailing
    // arguments 0 (`sendmsg(MSG_GS, GS_OP_CUT)` is stream 0).
    for v in 0u16..1024 {
        if let Some(text) = symbolic::sendmsg_text(v, target)
            && let Ok(a) = fn_args(text, "sendmsg")
        {
            let field = [v & 0xf, (v >> 4) & 7, (v >> 8) & 3];
            let same = args.len() <= a.len()
                && a.iter().enumerate().all(|(i, c)| match args.get(i) {
                    Some(g) => g == c || vals[i] == Some(i64::from(field[i])),
                    None => c == "0",
                });
            if same {
                return Ok(v);
            }
        }
    }
    // Numeric forms: sendmsg(id[, op[, stream]]).
    let nums: Option<Vec<u16>> = vals.iter().map(|v| v.and_then(|v| u16::try_from(v).ok())).collect();
    let nums = nums.ok_or_else(|| "invalid message".to_string())?;
    let (id, op, stream) = (
        nums.first().copied().unwrap_or(0),
        nums.get(1).copied().unwrap_or(0),
        nums.get(2).copied().unwrap_or(0),
    );
    if nums.is_empty() || id > 15 || op > 7 || stream > 3 {
        return Err("invalid message".into());
    }
    Ok(id | op << 4 | stream << 8)
}

fn parse_gpr_idx(t: &str) -> Result<u16, String> {
    let args = fn_args(t, "gpr_idx")?;
    let mut v = 0u16;
    for a in args {
        let i = symbolic::GPR_IDX_NAMES
            .iter()
            .position(|n| n.eq_ignore_ascii_case(&a))
            .ok_or_else(|| format!("invalid gpr_idx mode '{a}'"))?;
        if v & (1 << i) != 0 {
            return Err("duplicate gpr_idx mode".into());
        }
        v |= 1 << i;
    }
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast mnemonic checks of `parse_inst` agree with the table scans they replace: the
    /// hashed memory set is `mem::by_name`, and no ALU spelling names a memory form.
    #[test]
    fn mnemonic_lookup_matches_table_scans() {
        for name in crate::table::PROCESSORS {
            let Ok(target) = Target::new(name) else { continue };
            for d in crate::generated::mem::MEM_INSTS.iter() {
                let scan = crate::mem::by_name(d.name, &target).next().is_some();
                assert_eq!(target.has_mem_named(d.name), scan, "{name}: {}", d.name);
            }
            for key in target.spellings() {
                assert!(crate::mem::by_name(key, &target).next().is_none(), "{name}: {key}");
            }
            for (i, d) in INSTS.iter().enumerate().filter(|(i, _)| target.has(*i)) {
                for key in [d.name, d.base_name()] {
                    assert!(target.forms_named(key).contains(&(i as u16)), "{name}: {key}");
                }
            }
        }
    }

    /// `constant`'s shortcut for 32-bit literals relies on it.
    #[test]
    fn inline_float_bits() {
        for f in FloatConst::ALL {
            assert!(f.bits32() & 0x7_ffff == 0 || f == FloatConst::InvTwoPi, "{f:?}");
        }
        // And it gives what the search gives.
        for w in [
            0u32,
            1,
            0x3f00_0000,
            0x3e22_f983,
            0x3e22_f984,
            0x4010_c0f3,
            0xbf80_0000,
            0xc080_0000,
            0x7fff_ffff,
        ] {
            let want = FloatConst::ALL.iter().find(|f| f.bits32() == w).map_or(
                if (-16..=64).contains(&i64::from(w)) {
                    Operand::IntConst(w as i8)
                } else {
                    Operand::Literal(w)
                },
                |f| Operand::FloatConst(*f),
            );
            let want = if w == 0xffff_ffff { Operand::IntConst(-1) } else { want };
            assert_eq!(constant(Num::Int(i64::from(w)), Ty::B32, false), Some(want), "{w:#x}");
        }
    }

    /// Operand lists longer than the inline capacity spill and keep their order.
    #[test]
    fn pieces_spill_in_order() {
        let text = (0..30).map(|i| format!("x{i}")).collect::<Vec<_>>().join(",");
        let mut ps = Pieces::new();
        split_top(Piece { text: &text, at: 0 }, |c| c == ',', |p| ps.push(p));
        let got: Vec<&str> = ps.as_slice().iter().map(|p| p.text).collect();
        let want: Vec<String> = (0..30).map(|i| format!("x{i}")).collect();
        assert_eq!(got, want);
        for i in (0..30).rev() {
            assert_eq!(ps.pop().map(|p| p.text.to_string()), Some(format!("x{i}")));
            assert_eq!(ps.as_slice().len(), i);
        }
        assert!(ps.pop().is_none());
        let long = "V".repeat(100);
        assert_eq!(Lower::new(&long).as_str(), "v".repeat(100));
        assert_eq!(Lower::new("S_MOV_B32").as_str(), "s_mov_b32");
    }

    #[test]
    fn half_precision_rounding() {
        assert_eq!(f64_to_f16(1.0), 0x3c00);
        assert_eq!(f64_to_f16(1.5), 0x3e00);
        assert_eq!(f64_to_f16(0.3), 0x34cd);
        assert_eq!(f64_to_f16(-4.0), 0xc400);
        assert_eq!(f64_to_f16(65504.0), 0x7bff);
        assert_eq!(f64_to_f16(1e6), 0x7c00);
        assert_eq!(f64_to_f16(0.0), 0);
    }

    #[test]
    fn plain_expressions() {
        let mut e = PlainExprs;
        assert_eq!(e.eval("(1+2)*4 - 0x10 / 2"), Ok(ExprValue::Abs(4)));
        assert_eq!(e.eval("1 << 4 | 1"), Ok(ExprValue::Abs(17)));
        assert!(e.eval("foo").is_err());
        assert!(e.eval("1/0").is_err());
        let deep = "(".repeat(200) + "1" + &")".repeat(200);
        assert!(e.eval(&deep).is_err());
    }
}
