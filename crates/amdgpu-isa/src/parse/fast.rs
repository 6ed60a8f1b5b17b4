//! A fast path for the most common instruction shapes, tried before the general parser.
//!
//! It takes scalar and vector ALU forms (SOP1/SOP2/SOPC, VOP1/VOP2/VOPC/VOP3 without SDWA,
//! DPP, packed math or MFMA) whose operands are plain registers (`v7`, `s[4:5]`, `vcc`),
//! numbers (`-3`, `0x4010c0f3`, `1.0`) with `-`/`|..|` modifiers, followed by an optional
//! `clamp`. The text is scanned once, registers are read by hand, and the forms are checked
//! with the general parser's own rules (the same helpers: `constant`, `fold_sign`,
//! `float_source`, `constant_bus_violation`). Anything else, including every text the general
//! parser would reject, returns `None` and goes the general way, so error messages and
//! unusual spellings never depend on this module. `tests::fast_path_agrees` checks the
//! results against the general parser.

use super::{
    ExprValue, Num, OperandExprs, constant, constant_bus_violation, float_source, fold_sign, parse_number,
    parse_reg, writes_agpr,
};
use crate::inst::{Inst, MAX_OPERANDS, Mods};
use crate::operand::{FloatConst, Operand, Reg, RegFile, code};
use crate::table::{Class, Enc, Ext, Field, INSTS, ImmFmt, InstDesc, OpDesc, Ty, accept, mods};
use crate::target::Target;
use amdgpu_target::Generation;

/// One operand as written: the whole text (for the float-spelling test of 64-bit folding),
/// the value without its modifiers, the modifiers, and what the value is (classified once,
/// when the line is scanned, so that no form re-reads the text).
#[derive(Clone, Copy)]
pub(super) struct Tok<'a> {
    pub(super) text: &'a str,
    pub(super) core: &'a str,
    pub(super) neg: bool,
    pub(super) abs: bool,
    pub(super) val: Val,
}

/// The value of an operand, read once by its first byte.
#[derive(Clone, Copy)]
pub(super) enum Val {
    /// `v<n>`, `s<n>`, `v[a:b]`, `s[a:b]` within their files.
    Reg(Reg),
    /// A number (the core starts with a digit or `-`).
    Num(Num),
    /// Anything else (a named register such as `vcc`, or an implicit operand's name): read by
    /// `parse_reg` when a form needs it.
    Name,
}

pub(super) const EMPTY_TOK: Tok<'static> = Tok { text: "", core: "", neg: false, abs: false, val: Val::Name };

/// Bytes allowed anywhere in a fast-path line: printable ASCII without quotes, parentheses,
/// comment or expression characters that the general parser treats specially.
const PLAIN: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = b'a';
    while c <= b'z' {
        t[c as usize] = true;
        c += 1;
    }
    c = b'0';
    while c <= b'9' {
        t[c as usize] = true;
        c += 1;
    }
    c = b'A';
    while c <= b'F' {
        // Upper-case hex digits in numbers; registers and names must be lower case.
        t[c as usize] = true;
        c += 1;
    }
    t[b'_' as usize] = true;
    t[b'.' as usize] = true;
    t[b'-' as usize] = true;
    t[b'|' as usize] = true;
    t[b'[' as usize] = true;
    t[b']' as usize] = true;
    t[b':' as usize] = true;
    t[b',' as usize] = true;
    t[b' ' as usize] = true;
    t[b'\t' as usize] = true;
    t
};

/// [`PLAIN`] by what the operand scan does with a byte: 0 take it, [`MODS`] take it and note
/// a modifier character (`-`, `|`), [`UPPER`] take it and note an upper-case letter, [`STOP`]
/// end the word (blank, `,`), [`BAD`] not a fast-path line.
pub(super) const WORD: [u8; 256] = {
    let mut t = [BAD; 256];
    let mut c = 0;
    while c < 256 {
        if PLAIN[c] {
            t[c] = match c as u8 {
                b'-' | b'|' => MODS,
                b'A'..=b'F' => UPPER,
                b' ' | b'\t' | b',' => STOP,
                _ => 0,
            };
        }
        c += 1;
    }
    t
};
pub(super) const MODS: u8 = 1;
pub(super) const UPPER: u8 = 2;
pub(super) const STOP: u8 = 4;
pub(super) const BAD: u8 = 8;

/// Bytes of a mnemonic: lower-case letters, digits and `_` (what every spelling of the tables
/// is made of; see `tests::spellings_are_mnemonic_bytes`).
#[cfg(test)]
static MNEMONIC: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_';
        c += 1;
    }
    t
};

/// Position of the first byte below `!` (a blank, a control character) in `b[from..]`, or
/// `b.len()`: eight bytes at a time.
fn control_byte(b: &[u8], from: usize) -> usize {
    crate::scan::find(b, from, b.len(), |w| crate::scan::below(w, b'!'), |c| c < b'!')
}

/// A blank: what separates words on an instruction line (comments are gone already).
#[inline]
pub(super) fn is_blank(c: u8) -> bool {
    c == b' ' || c == b'\t'
}

/// The mnemonic of an instruction line: `(start, end)` of its first word, or `None` when the
/// line is blank or the word ends in anything but a blank or the line's end. The word ends at
/// the first byte below `!` (eight bytes at a time). Its bytes are not checked here: every
/// spelling of the tables consists of `MNEMONIC` bytes (`tests::spellings_are_mnemonic_bytes`),
/// so a word with any other byte finds no form, as a byte check would have refused it.
#[inline]
pub(super) fn mnemonic(b: &[u8]) -> Option<(usize, usize)> {
    let mut m0 = 0;
    while m0 < b.len() && is_blank(b[m0]) {
        m0 += 1;
    }
    let i = control_byte(b, m0);
    (i != m0 && (i == b.len() || is_blank(b[i]))).then_some((m0, i))
}

/// The operand word at `*i` after blanks: `(start, end)` up to a blank, a comma or the end, with
/// `*i` at its end; `None` when it holds a byte outside [`PLAIN`].
#[inline]
pub(super) fn plain_word(b: &[u8], i: &mut usize) -> Option<(usize, usize)> {
    while *i < b.len() && is_blank(b[*i]) {
        *i += 1;
    }
    let s = *i;
    while *i < b.len() && !is_blank(b[*i]) && b[*i] != b',' {
        if !PLAIN[usize::from(b[*i])] {
            return None;
        }
        *i += 1;
    }
    Some((s, *i))
}

/// Parses `text` when it has one of the shapes this module handles and the general parser
/// would accept it; `None` otherwise (the caller then runs the general parser).
pub(super) fn parse(text: &str, target: &Target) -> Option<Inst> {
    // GFX8 and GFX9 only: the rules mirrored here were checked there (GFX6/7 differ in
    // inline constants and modifiers).
    if !matches!(target.generation(), Generation::Gfx8 | Generation::Gfx9) {
        return None;
    }
    let b = text.as_bytes();
    let (m0, i) = mnemonic(b)?;
    let mnem = &text[m0..i];
    // A spelling with ALU forms names no memory form (a test of `Target` checks that the two
    // tables share no spelling), so the general parser would not take the memory path.
    let (cands, mem) = target.forms_and_mem_form(mnem);
    if cands.is_empty() {
        return memory(mem?, &text[i..], target);
    }
    if mnem == "s_waitcnt" {
        return waitcnt(&text[i..], cands, target);
    }
    let mut toks = [EMPTY_TOK; MAX_OPERANDS];
    let (n, clamp) = scan_alu(text, i, target, &mut toks)?;
    for &idx in cands {
        match match_form(usize::from(idx), &toks[..n], clamp, target) {
            Fit::Yes(inst) => return Some(inst),
            Fit::No => {}
            Fit::Unsure => return None,
        }
    }
    None
}

/// The operands of an ALU line from `i` (after the mnemonic) into `toks`: comma-separated words
/// without blanks inside, the last one optionally followed by blank-separated modifiers (only
/// `clamp` here). Each word is scanned once: its bytes are checked, and whether it holds
/// modifier characters or upper-case letters noted; then it is classified. Returns the number
/// of operands and whether `clamp` was written; `None` when the line is not of this shape.
pub(super) fn scan_alu<'a>(
    text: &'a str,
    mut i: usize,
    target: &Target,
    toks: &mut [Tok<'a>; MAX_OPERANDS],
) -> Option<(usize, bool)> {
    let b = text.as_bytes();
    let mut n = 0usize;
    let mut clamp = false;
    let word = |i: &mut usize| plain_word(b, i);
    loop {
        while i < b.len() && is_blank(b[i]) {
            i += 1;
        }
        let s = i;
        // Bit 0: `-` or `|` seen; bit 1: an upper-case letter (PLAIN admits `A`-`F` only).
        let mut seen = 0u8;
        while i < b.len() {
            let c = b[i];
            let class = WORD[usize::from(c)];
            if class != 0 {
                if class == STOP {
                    break;
                }
                if class == BAD {
                    return None;
                }
                seen |= class;
            }
            i += 1;
        }
        let e = i;
        if s == e {
            // Nothing (no operands at all) or an empty operand (left to the general parser).
            if n == 0 && e == b.len() {
                break;
            }
            return None;
        }
        if n == MAX_OPERANDS {
            return None;
        }
        toks[n] = classify(&text[s..e], seen, target)?;
        n += 1;
        while i < b.len() && is_blank(b[i]) {
            i += 1;
        }
        if i < b.len() && b[i] == b',' {
            i += 1;
            continue;
        }
        // The last operand: what follows are modifiers.
        while i < b.len() {
            let (s, e) = word(&mut i)?;
            if s == e {
                if i < b.len() {
                    return None;
                }
                break;
            }
            if &text[s..e] != "clamp" || clamp {
                return None;
            }
            clamp = true;
        }
        break;
    }
    Some((n, clamp))
}

/// A branch to a label (`s_cbranch_scc0 .LBB0_1`): a mnemonic whose only form is a SOPP with a
/// branch offset, and one operand that is a name starting with `.` and a letter or `_` (which is
/// never a register, a number or a modifier). The name is handed to `exprs` once; when it is a
/// relocatable value the instruction is what the general parser makes of it (the offset is an
/// expression operand), otherwise `None` (the caller runs the general parser, which asks again:
/// the assembler's contexts have no side effect for an absolute value or an error).
pub(super) fn branch(text: &str, target: &Target, exprs: &mut dyn OperandExprs) -> Option<Inst> {
    let b = text.as_bytes();
    let (m0, mut i) = mnemonic(b)?;
    if i == b.len() {
        return None;
    }
    let &[idx] = target.forms_named(&text[m0..i]) else { return None };
    let d = &INSTS[usize::from(idx)];
    let [od] = d.operands else { return None };
    if d.enc != Enc::Sopp || d.imm != ImmFmt::Label || d.ext != Ext::None || od.field != Field::Simm16 {
        return None;
    }
    while i < b.len() && is_blank(b[i]) {
        i += 1;
    }
    let s = i;
    if b.get(i) != Some(&b'.') || !b.get(i + 1).is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_') {
        return None;
    }
    i += 2;
    while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
        i += 1;
    }
    let e = i;
    while i < b.len() && is_blank(b[i]) {
        i += 1;
    }
    if i != b.len() {
        return None;
    }
    let ExprValue::Reloc(h) = exprs.eval(&text[s..e]).ok()? else { return None };
    let mut inst = Inst { form: idx, operands: [Operand::None; MAX_OPERANDS], mods: Mods::default() };
    inst.operands[0] = Operand::Expr(h);
    Some(inst)
}

/// The memory forms this module handles: DS, SMEM, GLOBAL and MUBUF loads and stores without
/// returning atomics, two-offset, GWS, swizzle, LDS-only or offset-less forms.
pub(super) fn mem_handled(d: &InstDesc) -> bool {
    use crate::mem::flags;
    matches!(d.enc, Enc::Ds | Enc::Smem | Enc::Global | Enc::Mubuf)
        && d.mods
            & (flags::OFFSET01
                | flags::ATOMIC_RET
                | flags::SDATA_IMM
                | flags::LDS_ONLY
                | flags::GDS_ONLY
                | flags::NO_OFFSET)
            == 0
        && !d.name.starts_with("ds_gws")
        && d.name != "ds_swizzle_b32"
}

/// A memory instruction (`mem::parse::parse_form`'s rules for the forms of [`mem_handled`]):
/// operands that are registers, `off` or numbers, then `offen` and `offset:N` (in that order).
fn memory(form: u16, rest: &str, target: &Target) -> Option<Inst> {
    let line = mem_operands(form, rest, target)?;
    let mut inst = Inst { form, operands: line.operands, mods: Mods::default() };
    inst.mods.mem =
        crate::mem::MemMods { offen: line.offen, offset: line.offset, ..crate::mem::MemMods::default() };
    Some(inst)
}

/// A memory line read by [`mem_operands`]: the form, its operands (`Operand::None` for `off`)
/// and the two modifiers the fast path takes.
#[derive(Clone, Copy)]
pub(super) struct MemLine {
    pub(super) desc: &'static InstDesc,
    pub(super) operands: [Operand; MAX_OPERANDS],
    pub(super) offen: bool,
    pub(super) offset: i32,
}

/// [`memory`] without building an [`Inst`]: the operands of memory form `form` in `rest` (the
/// text after the mnemonic), checked with `mem::parse::parse_form`'s rules.
pub(super) fn mem_operands(form: u16, rest: &str, target: &Target) -> Option<MemLine> {
    use crate::mem::MemField as F;
    let d = crate::mem::desc(form)?;
    if !mem_handled(d) || d.operands.len() > MAX_OPERANDS {
        return None;
    }
    let b = rest.as_bytes();
    let mut words: [&str; MAX_OPERANDS] = [""; MAX_OPERANDS];
    let mut n = 0usize;
    let mut i = 0;
    let word = |i: &mut usize| plain_word(b, i);
    let (mut offen, mut offset) = (false, None::<&str>);
    loop {
        let (s, e) = word(&mut i)?;
        if s == e || n == MAX_OPERANDS {
            return None;
        }
        words[n] = &rest[s..e];
        n += 1;
        while i < b.len() && is_blank(b[i]) {
            i += 1;
        }
        if i < b.len() && b[i] == b',' {
            i += 1;
            continue;
        }
        // Modifiers after the last operand: `offen` (MUBUF) before `offset:N`, each once.
        while i < b.len() {
            let (s, e) = word(&mut i)?;
            if s == e {
                if i < b.len() {
                    return None;
                }
                break;
            }
            let w = &rest[s..e];
            if w == "offen" && d.enc == Enc::Mubuf && !offen && offset.is_none() {
                offen = true;
            } else if let Some(v) = w.strip_prefix("offset:")
                && offset.is_none()
                && d.enc != Enc::Smem
            {
                offset = Some(v);
            } else {
                return None;
            }
        }
        break;
    }
    if n != d.operands.len() {
        return None;
    }
    // The operand words must not read as modifiers (the general parser would move them).
    if words[..n].iter().any(|w| mem_modifier_word(w)) {
        return None;
    }
    let mut m = MemLine { desc: d, operands: [Operand::None; MAX_OPERANDS], offen, offset: 0 };
    if let Some(v) = offset {
        let v = super::parse_int(v)?;
        let (lo, hi) = match d.enc {
            Enc::Ds => (0, 0xffff),
            Enc::Mubuf => (0, 0xfff),
            Enc::Global => (-4096, 4095),
            _ => return None,
        };
        if !(lo..=hi).contains(&v) {
            return None;
        }
        m.offset = v as i32;
    }
    for (k, (od, w)) in d.operands.iter().zip(&words[..n]).enumerate() {
        let Field::Mem(f) = od.field else { return None };
        if w.bytes().any(|c| c.is_ascii_uppercase()) {
            return None;
        }
        let reg = || -> Option<Reg> {
            match numbered(w, target) {
                Numbered::Reg(r) => Some(r),
                Numbered::Bad => None,
                Numbered::Other if w.contains('[') => None,
                Numbered::Other => parse_reg(w, target),
            }
        };
        let vgpr = |width: u8| -> Option<Operand> {
            let r = reg()?;
            (r.file == RegFile::Vgpr
                && r.count == width
                && !(target.is_gfx90a() && r.count > 1 && r.index % 2 != 0))
                .then_some(Operand::Reg(r))
        };
        let sreg = |width: u8| -> Option<Operand> {
            let r = reg()?;
            let align = u16::from(width.min(4));
            let aligned =
                !(r.index <= 101 && r.index % align != 0 || r.index > 101 && width > 1 && r.index % 2 != 0);
            (r.file == RegFile::Scalar && r.count == width && r.index < 128 && aligned)
                .then_some(Operand::Reg(r))
        };
        let op = match f {
            F::Vdst | F::Vdata | F::Data0 | F::Data1 | F::Addr => vgpr(od.width)?,
            F::Sdata => match sreg(od.width)? {
                Operand::Reg(r) if r.index >= code::M0 => return None,
                o => o,
            },
            F::Sbase => sreg(od.width)?,
            F::Srsrc => sreg(4)?,
            F::SmemOffset => {
                if w.as_bytes()[0].is_ascii_digit() {
                    let v = super::parse_int(w)?;
                    let buffer = d.operands.iter().any(|o| o.field == Field::Mem(F::Sbase) && o.width == 4);
                    let ok = if target.is_gfx9() && !buffer {
                        (-(1 << 20)..(1 << 20)).contains(&v)
                    } else {
                        (0..(1 << 20)).contains(&v)
                    };
                    if !ok {
                        return None;
                    }
                    Operand::Imm(v as u32)
                } else {
                    match sreg(1)? {
                        Operand::Reg(r) if r.index == 125 => return None,
                        o => o,
                    }
                }
            }
            F::Vaddr => {
                let width = match d.enc {
                    Enc::Mubuf => u8::from(m.offen),
                    _ => 0,
                };
                if *w == "off" {
                    if width == 0 && d.enc != Enc::Mubuf { Operand::None } else { return None }
                } else if d.enc == Enc::Global {
                    let r = reg()?;
                    if !matches!(r.count, 1 | 2) {
                        return None;
                    }
                    vgpr(r.count)?
                } else if width == 0 {
                    return None;
                } else {
                    vgpr(width)?
                }
            }
            F::Saddr => {
                if *w == "off" {
                    Operand::None
                } else {
                    let width = if d.enc == Enc::Global { 2 } else { 1 };
                    match sreg(width)? {
                        Operand::Reg(r)
                            if r.index == 125 || r.index == 127 || (width == 2 && r.index == code::M0) =>
                        {
                            return None;
                        }
                        o => o,
                    }
                }
            }
            F::Soffset => {
                if w.as_bytes()[0].is_ascii_digit() {
                    if w.contains('.') {
                        return None;
                    }
                    let v = super::parse_int(w)?;
                    if !(-16..=64).contains(&v) {
                        return None;
                    }
                    Operand::IntConst(v as i8)
                } else {
                    let r = reg()?;
                    if r.file != RegFile::Scalar
                        || r.count != 1
                        || r.index == code::LDS_DIRECT
                        || r.index == 125
                        || r.index >= 235
                    {
                        return None;
                    }
                    Operand::Reg(r)
                }
            }
            _ => return None,
        };
        m.operands[k] = op;
    }
    // GLOBAL: a 64-bit address without saddr, a 32-bit one with it.
    let slot = |f: F| d.operands.iter().position(|o| o.field == Field::Mem(f));
    if let (Some(vi), Some(si)) = (slot(F::Vaddr), slot(F::Saddr)) {
        let bad = match (m.operands[vi], m.operands[si]) {
            (Operand::Reg(r), Operand::None) => r.count != 2,
            (Operand::Reg(r), Operand::Reg(_)) => r.count != 1,
            _ => false,
        };
        if bad || d.enc != Enc::Global {
            return None;
        }
    }
    Some(m)
}

/// A word the memory parser takes as a modifier (`mem::parse::is_modifier`'s keys, lower case).
fn mem_modifier_word(w: &str) -> bool {
    let b = w.as_bytes();
    // Numbers and numbered registers (`v7`, `s[4:7]`) are out at once: every key starts with a
    // letter, and none with `v` or `s` and then a digit or `[` (`memory_modifier_words`).
    match b {
        [c, ..] if c.is_ascii_digit() => return false,
        [b'v' | b's', c, ..] if c.is_ascii_digit() || *c == b'[' => return false,
        _ => {}
    }
    match b.iter().position(|&c| c == b':') {
        Some(k) => crate::mem::parse::modifier_key(&b[..k], true),
        // Registers and numbers are quickly out: the plain modifiers are 2-6 letters (and
        // `addr64`).
        None if b.len() > 6 || b.len() < 2 || b[b.len() - 1].is_ascii_digit() && w != "addr64" => false,
        None => crate::mem::parse::modifier_key(b, false),
    }
}

/// `s_waitcnt` with counters written `vmcnt(N)`, `expcnt(N)`, `lgkmcnt(N)` (decimal, within
/// the counter's range), separated by blanks or `&`: what `parse_waitcnt` computes for them.
fn waitcnt(rest: &str, cands: &[u16], target: &Target) -> Option<Inst> {
    let (idx, v) = waitcnt_imm(rest, cands, target)?;
    let mut inst = Inst { form: idx, operands: [Operand::None; MAX_OPERANDS], mods: Mods::default() };
    inst.operands[0] = Operand::Imm(u32::from(v));
    Some(inst)
}

/// [`waitcnt`] without building an [`Inst`]: the form and the immediate.
pub(super) fn waitcnt_imm(rest: &str, cands: &[u16], target: &Target) -> Option<(u16, u16)> {
    let &[idx] = cands else { return None };
    let d = &INSTS[usize::from(idx)];
    let [od] = d.operands else { return None };
    if d.enc != Enc::Sopp || d.imm != ImmFmt::Waitcnt || od.field != Field::Simm16 || od.class != Class::None
    {
        return None;
    }
    let (mvm, mexp, mlgkm) = crate::symbolic::waitcnt_limits(target);
    let (mut vm, mut exp, mut lgkm) = (mvm, mexp, mlgkm);
    let b = rest.as_bytes();
    let mut i = 0;
    let mut any = false;
    loop {
        while i < b.len() && matches!(b[i], b' ' | b'\t' | b'&') {
            i += 1;
        }
        if i == b.len() {
            break;
        }
        let s = i;
        while i < b.len() && b[i].is_ascii_lowercase() {
            i += 1;
        }
        let (slot, max) = match &rest[s..i] {
            "vmcnt" => (&mut vm, mvm),
            "expcnt" => (&mut exp, mexp),
            "lgkmcnt" => (&mut lgkm, mlgkm),
            _ => return None,
        };
        if b.get(i) != Some(&b'(') {
            return None;
        }
        let d0 = i + 1;
        i = d0;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == d0 || i - d0 > 5 || b.get(i) != Some(&b')') {
            return None;
        }
        let v: u32 = rest[d0..i].parse().ok()?;
        if v > u32::from(max) {
            return None;
        }
        *slot = v as u16;
        i += 1;
        any = true;
        // Counters are separated (`vmcnt(0)lgkmcnt(0)` goes the general way).
        if i < b.len() && !matches!(b[i], b' ' | b'\t' | b'&') {
            return None;
        }
    }
    // A trailing `&` wants another counter: an error, left to the general parser.
    if !any || rest.trim_end_matches([' ', '\t']).ends_with('&') {
        return None;
    }
    Some((idx, crate::symbolic::waitcnt_encode(vm, exp, lgkm, target)))
}

/// Splits the `-` and `|..|` modifiers off an operand word, as `parse_operand` reads them.
fn token(text: &str) -> Option<Tok<'_>> {
    let b = text.as_bytes();
    let (mut s, mut e) = (0, b.len());
    let mut neg = false;
    let mut abs = false;
    if b.first() == Some(&b'-') {
        match b.get(1) {
            Some(c) if *c == b'|' || c.is_ascii_alphabetic() => {
                neg = true;
                s = 1;
            }
            // `-5`: a negative number.
            Some(c) if c.is_ascii_digit() => {}
            _ => return None,
        }
    }
    if e - s >= 2 && b[s] == b'|' && b[e - 1] == b'|' {
        abs = true;
        s += 1;
        e -= 1;
    }
    // What is left is one register, name or number: no further modifiers or signs inside
    // (those go the general way).
    if s >= e
        || b[s] == b'|'
        || (b[s] == b'-' && (neg || abs))
        || b[s + 1..e].iter().any(|&c| c == b'|' || c == b'-')
    {
        return None;
    }
    Some(Tok { text, core: &text[s..e], neg, abs, val: Val::Name })
}

/// An operand word read once: its modifiers split off when the scan saw `-` or `|` (`seen`
/// bit [`MODS`]), then its value classified by the first byte (numbers and numbered registers
/// read here, other names left for `parse_reg`). `None` for words `operand` would leave to
/// the general parser in every form that reaches them (numbers it cannot read, out-of-range
/// registers, upper-case names): the line is then not a fast-path line at all.
pub(super) fn classify<'a>(text: &'a str, seen: u8, target: &Target) -> Option<Tok<'a>> {
    let mut t = if seen & MODS == 0 {
        Tok { text, core: text, neg: false, abs: false, val: Val::Name }
    } else {
        token(text)?
    };
    let first = *t.core.as_bytes().first()?;
    if first.is_ascii_digit() || first == b'-' {
        t.val = Val::Num(number(t.core)?);
    } else if seen & UPPER != 0 {
        return None;
    } else {
        match numbered(t.core, target) {
            Numbered::Reg(r) => t.val = Val::Reg(r),
            Numbered::Bad => return None,
            Numbered::Other => {}
        }
    }
    Some(t)
}

enum Fit {
    Yes(Inst),
    /// The general parser rejects this form for these operands (it tries the next one).
    No,
    /// Not a shape this module decides: the general parser must run.
    Unsure,
}

/// The forms this module handles: ALU encodings without extensions, packed math or MFMA, with
/// register/constant operand fields only.
pub(super) fn handled(d: &InstDesc) -> bool {
    matches!(d.enc, Enc::Sop1 | Enc::Sop2 | Enc::Sopc | Enc::Vop1 | Enc::Vop2 | Enc::Vopc | Enc::Vop3)
        && d.ext == Ext::None
        && d.mods & mods::CBSZ == 0
        && d.operands.iter().all(|od| {
            od.class != Class::A
                && match od.field {
                    Field::Vdst | Field::Sdst | Field::Src0 | Field::Src1 | Field::Src2 | Field::Vsrc1 => {
                        true
                    }
                    Field::Ssrc0 | Field::Ssrc1 => od.class != Class::None,
                    Field::Implicit(_) => true,
                    _ => false,
                }
        })
}

/// `match_form` of the general parser for the forms of [`handled`].
fn match_form(idx: usize, toks: &[Tok<'_>], clamp: bool, target: &Target) -> Fit {
    let d = &INSTS[idx];
    if !handled(d) {
        return Fit::Unsure;
    }
    if toks.len() != d.operands.len() {
        // Rejected here; when every form is, the general parser runs (and may split at blanks).
        return Fit::No;
    }
    let mut inst = Inst { form: idx as u16, operands: [Operand::None; MAX_OPERANDS], mods: Mods::default() };
    let mut literal: Option<Operand> = None;
    // Whether a source reads the constant bus explicitly (an SGPR or a literal).
    let mut bus = false;
    for (i, (od, t)) in d.operands.iter().zip(toks).enumerate() {
        let is_src = matches!(od.field, Field::Src0 | Field::Src1 | Field::Src2 | Field::Vsrc1);
        let k = crate::table::src_slot(od.field).unwrap_or(0);
        let (mut op, mut neg, mut abs) = match operand(d, od, t, target) {
            Some(Some(v)) => v,
            Some(None) => return Fit::No,
            None => return Fit::Unsure,
        };
        if (neg || abs)
            && is_src
            && d.enc.size() == 4
            && d.mods & (mods::NEG0 << k) == 0
            && float_source(d, k, target)
            && (od.ty != Ty::B64 || t.text.contains('.'))
            && let Some(folded) = fold_sign(op, od.ty, neg, abs)
        {
            (op, neg, abs) = (folded, false, false);
        }
        if neg || abs {
            let (allowed_neg, allowed_abs) =
                (d.mods & (mods::NEG0 << k) != 0, d.mods & (mods::ABS0 << k) != 0);
            if !is_src || (neg && !allowed_neg) || (abs && !allowed_abs) {
                return Fit::No;
            }
            if neg {
                inst.mods.neg |= 1 << k;
            }
            if abs {
                inst.mods.abs |= 1 << k;
            }
        }
        if matches!(op, Operand::Literal(_))
            && matches!(od.field, Field::Src0 | Field::Src1 | Field::Src2 | Field::Ssrc0 | Field::Ssrc1)
        {
            if d.enc.size() == 8 {
                return Fit::No;
            }
            if literal.is_some_and(|l| l != op) {
                return Fit::No;
            }
            literal = Some(op);
        }
        // A float constant in a 16-bit integer source is marked for the printer by the
        // general parser: left to it.
        if is_src && od.ty == Ty::I16 && matches!(op, Operand::FloatConst(_)) {
            return Fit::Unsure;
        }
        bus |= matches!(od.field, Field::Src0 | Field::Src1 | Field::Src2)
            && match op {
                Operand::Reg(r) => r.file == RegFile::Scalar && r.index != code::LDS_DIRECT,
                Operand::Literal(_) => true,
                _ => false,
            };
        inst.operands[i] = op;
    }
    // Without an SGPR or literal source only implicit reads are left (`vcc` of a carry-in or
    // `v_div_fmas`, `m0` of `v_movrel*`): on GFX8/GFX9 a form has at most one of those, within
    // the limit, so the check could not fail.
    if bus && constant_bus_violation(d, &inst).is_some() {
        return Fit::No;
    }
    if clamp {
        if d.mods & mods::CLAMP == 0 {
            return Fit::No;
        }
        inst.mods.clamp = true;
    }
    Fit::Yes(inst)
}

/// `parse_operand` of the general parser for the fields of [`handled`]: `Some(Some(..))` the
/// operand with its neg/abs, `Some(None)` rejected for this form, `None` undecided here.
#[allow(clippy::option_option)]
fn operand(d: &InstDesc, od: &OpDesc, t: &Tok<'_>, target: &Target) -> Option<Option<(Operand, bool, bool)>> {
    if let Field::Implicit(name) = od.field {
        if t.neg || t.abs || t.core.bytes().any(|b| b.is_ascii_uppercase()) {
            return None;
        }
        return Some((t.core == name).then_some((Operand::None, false, false)));
    }
    let c = t.core;
    let mut r = match t.val {
        Val::Reg(r) => r,
        // Upper-case names never get here (`classify`).
        Val::Name => parse_reg(c, target)?,
        Val::Num(value) => return number_operand(d, od, t, value, target),
    };
    if r.file == RegFile::Scalar && r.index == 125 {
        return None;
    }
    if r.file == RegFile::Scalar && r.index >= 235 {
        r.count = od.width;
    }
    if r.file == RegFile::Scalar && r.index == code::LDS_DIRECT {
        return None;
    }
    let ok = match od.field {
        Field::Vdst if od.class == Class::V => r.file == RegFile::Vgpr,
        Field::Vsrc1 => r.file == RegFile::Vgpr,
        Field::Sdst | Field::Vdst => r.file == RegFile::Scalar && r.index < 128,
        _ if r.file == RegFile::Scalar && r.index == code::M0 && r.count > 1 => false,
        _ => match r.file {
            RegFile::Scalar => od.accept & accept::SGPR != 0 && (!writes_agpr(d) || target.is_gfx90a()),
            RegFile::Vgpr => od.accept & accept::VGPR != 0,
            RegFile::Agpr => false,
        },
    };
    if !ok || r.count != od.width {
        return Some(None);
    }
    if target.is_gfx90a() && r.file != RegFile::Scalar && r.count > 1 && r.index % 2 != 0 {
        return Some(None);
    }
    if r.file == RegFile::Scalar && r.count > 1 && r.index < 125 {
        let aligned = match r.index {
            0..=101 => r.index % u16::from(r.count.min(4)) == 0,
            _ => r.index % 2 == 0,
        };
        if !aligned {
            return Some(None);
        }
    }
    Some(Some((Operand::Reg(r), t.neg, t.abs)))
}

/// [`operand`] for a number.
#[allow(clippy::option_option)]
fn number_operand(
    d: &InstDesc,
    od: &OpDesc,
    t: &Tok<'_>,
    value: Num,
    target: &Target,
) -> Option<Option<(Operand, bool, bool)>> {
    let is_src = matches!(od.field, Field::Src0 | Field::Src1 | Field::Src2 | Field::Ssrc0 | Field::Ssrc1);
    if !is_src || od.accept & accept::CONST == 0 {
        return Some(None);
    }
    let f64_op = od.ty == Ty::B64 && !d.enc.is_scalar() && d.name.contains("f64");
    let op = constant(value, od.ty, f64_op);
    // Without an inline 1/(2*pi) the general parser makes it a literal.
    if matches!(op, Some(Operand::FloatConst(FloatConst::InvTwoPi))) && !target.layout().inv_2pi {
        return None;
    }
    Some(op.map(|op| (op, t.neg, t.abs)))
}

/// `parse_number` with decimal and `0x` integers read by hand.
fn number(c: &str) -> Option<Num> {
    let b = c.as_bytes();
    let (neg, body) = match b.split_first() {
        Some((b'-', r)) => (true, r),
        _ => (false, b),
    };
    let mut v: u64 = 0;
    let ok = if let Some(h) = body.strip_prefix(b"0x") {
        !h.is_empty()
            && h.len() <= 16
            && h.iter().all(|&d| {
                let x = match d {
                    b'0'..=b'9' => d - b'0',
                    b'a'..=b'f' => d - b'a' + 10,
                    b'A'..=b'F' => d - b'A' + 10,
                    _ => return false,
                };
                v = v << 4 | u64::from(x);
                true
            })
    } else {
        !body.is_empty()
            && body.len() <= 19
            && body.iter().all(|&d| {
                v = v * 10 + u64::from(d.wrapping_sub(b'0'));
                d.is_ascii_digit()
            })
    };
    if !ok {
        return parse_number(c);
    }
    let v = v as i64;
    Some(Num::Int(if neg { v.wrapping_neg() } else { v }))
}

enum Numbered {
    Reg(Reg),
    /// A numbered VGPR/SGPR spelling the general parser does not take as a register (out of
    /// range): it becomes an expression there.
    Bad,
    /// Not `v<n>`, `s<n>`, `v[a:b]` or `s[a:b]`.
    Other,
}

/// `v<n>`, `s<n>`, `v[a:b]` and `s[a:b]` read by hand, with `parse_reg`'s limits.
fn numbered(c: &str, target: &Target) -> Numbered {
    let b = c.as_bytes();
    let vector = match b.first() {
        Some(b'v') => true,
        Some(b's') => false,
        _ => return Numbered::Other,
    };
    let r = &b[1..];
    let (index, count) = if r.first() == Some(&b'[') {
        let Some(inner) = r.strip_prefix(b"[").and_then(|r| r.strip_suffix(b"]")) else {
            return Numbered::Other;
        };
        let Some(colon) = inner.iter().position(|&x| x == b':') else { return Numbered::Other };
        let (Some(a), Some(z)) = (digits(&inner[..colon], true), digits(&inner[colon + 1..], true)) else {
            return Numbered::Other;
        };
        if z < a || z - a >= 32 {
            return Numbered::Bad;
        }
        (a, (z - a + 1) as u8)
    } else {
        if r.is_empty() || !r[0].is_ascii_digit() {
            return Numbered::Other;
        }
        match digits(r, false) {
            Some(v) => (v, 1),
            None => return Numbered::Other,
        }
    };
    let end = usize::from(index) + usize::from(count);
    if vector {
        if end <= 256 { Numbered::Reg(Reg::vgpr(index, count)) } else { Numbered::Bad }
    } else if end <= usize::from(target.layout().sgprs) {
        Numbered::Reg(Reg::sgpr(index, count))
    } else {
        Numbered::Bad
    }
}

/// A decimal `u16` of digits only; leading zeros only when `zeros` (register lists take them,
/// single registers do not).
fn digits(b: &[u8], zeros: bool) -> Option<u16> {
    if b.is_empty() || b.len() > 5 || (!zeros && b.len() > 1 && b[0] == b'0') {
        return None;
    }
    let mut v = 0u32;
    for &c in b {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v * 10 + u32::from(c - b'0');
    }
    u16::try_from(v).ok()
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::PlainExprs;

    /// Runs both parsers on `text`: when the fast path answers, the general parser must give
    /// the same instruction.
    fn agree(text: &str, target: &Target) -> bool {
        let fast = parse(text, target);
        let general = super::super::parse_general(text, target, &mut PlainExprs);
        if let Some(f) = fast {
            assert_eq!(Ok(f), general, "{text:?} on {}", target.processor().name);
            true
        } else {
            false
        }
    }

    /// Operand spellings around the shapes of the fast path: every operand kind and
    /// modifier, edge values of constants, register ranges and alignment, special registers,
    /// out-of-range registers, things that are not operands.
    const POOL: [&str; 85] = [
        "v0",
        "v1",
        "v255",
        "v256",
        "v01",
        "v[2:3]",
        "v[3:4]",
        "v[0:1]",
        "v[0:3]",
        "v[4:4]",
        "v[10:9]",
        "s0",
        "s1",
        "s101",
        "s102",
        "s105",
        "s[2:3]",
        "s[1:2]",
        "s[4:7]",
        "s[0:1]",
        "s[100:101]",
        "s[0:2]",
        "vcc",
        "vcc_lo",
        "exec",
        "exec_lo",
        "m0",
        "scc",
        "flat_scratch",
        "ttmp0",
        "a0",
        "a[0:1]",
        "0",
        "1",
        "-1",
        "-16",
        "-17",
        "64",
        "65",
        "0x3f800000",
        "0x4010c0f3",
        "0xffffffff",
        "0x3c00",
        "0xABCD",
        "1.0",
        "-2.0",
        "0.5",
        "0.15915494",
        "3.5",
        "100000000000",
        "-v1",
        "|v1|",
        "-|v1|",
        "-s2",
        "|s2|",
        "-1.0",
        "-|1.0|",
        "|-1|",
        "-vcc",
        "vCC",
        "lds_direct",
        "null",
        "src_shared_base",
        "v",
        "s",
        "-",
        "0b101",
        "1e3",
        "x",
        "0x3fc45f306dc9c882",
        "-0.5",
        "execz",
        "off",
        "s[8:11]",
        "s[10:13]",
        "s[4:5] offset:8",
        "v1 offen",
        "v[2:3] offset:-8",
        "0x688",
        "0xfffff",
        "0x100000",
        "-1048576",
        "ttmp[0:3]",
        "s[0:3]",
        "v[0:2]",
    ];

    /// Seeds: the printed texts of the decode goldens of `target` and the bench mix; each is
    /// used as written and with one or two operands replaced from [`POOL`], a modifier added
    /// or the separators changed.
    pub(crate) fn variants(target: &Target) -> Vec<String> {
        let golden = match target.processor().name {
            "gfx900" => include_str!("../../tests/golden/decode-gfx900.tsv"),
            "gfx90a" => include_str!("../../tests/golden/decode-gfx90a.tsv"),
            "gfx906" => include_str!("../../tests/golden/decode-gfx906.tsv"),
            "gfx908" => include_str!("../../tests/golden/decode-gfx908.tsv"),
            _ => include_str!("../../tests/golden/decode-gfx803.tsv"),
        };
        let mem = match target.processor().name {
            "gfx900" => include_str!("../../tests/golden/mem-gfx900.tsv"),
            "gfx90a" => include_str!("../../tests/golden/mem-gfx90a.tsv"),
            "gfx906" => include_str!("../../tests/golden/mem-gfx906.tsv"),
            "gfx908" => include_str!("../../tests/golden/mem-gfx908.tsv"),
            _ => include_str!("../../tests/golden/mem-gfx803.tsv"),
        };
        let mut seeds: Vec<&str> = golden
            .lines()
            .chain(mem.lines())
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.split('\t').nth(1))
            .filter(|t| !t.starts_with('<'))
            .collect();
        seeds.extend(
            include_str!("../../../amdgpu-bench/fixtures/bench-20000.s").lines().take(3000).map(str::trim),
        );
        let waits = [
            "s_waitcnt vmcnt(0)",
            "s_waitcnt lgkmcnt(0)",
            "s_waitcnt expcnt(7)",
            "s_waitcnt vmcnt(63)",
            "s_waitcnt vmcnt(64)",
            "s_waitcnt vmcnt(15) expcnt(1) lgkmcnt(2)",
            "s_waitcnt vmcnt(1) & lgkmcnt(3)",
            "s_waitcnt vmcnt(1)&lgkmcnt(3)",
            "s_waitcnt vmcnt(1), lgkmcnt(3)",
            "s_waitcnt vmcnt(0) &",
            "s_waitcnt lgkmcnt(16)",
            "s_waitcnt lgkmcnt(15)",
            "s_waitcnt expcnt(8)",
            "s_waitcnt vmcnt(00)",
            "s_waitcnt vmcnt(+1)",
            "s_waitcnt vmcnt(-1)",
            "s_waitcnt vmcnt_sat(99)",
            "s_waitcnt vmcnt(0)lgkmcnt(0)",
            "s_waitcnt vmcnt(0) vmcnt(1)",
            "s_waitcnt 0",
            "s_waitcnt",
            "s_waitcnt vmcnt (0)",
            "s_waitcnt vmcnt(1 )",
            "s_waitcnt VMCNT(0)",
            "s_waitcnt lgkmcnt(99999)",
            "s_waitcnt lgkmcnt(0) ",
        ];
        seeds.extend(waits);
        let mut out = Vec::new();
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |bound: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % bound as u64) as usize
        };
        for s in seeds {
            out.push(s.to_string());
            let Some((mnem, rest)) = s.split_once(' ') else { continue };
            let ops: Vec<&str> = rest.split(", ").collect();
            for _ in 0..6 {
                let mut ops2: Vec<String> = ops.iter().map(|o| o.to_string()).collect();
                for _ in 0..1 + next(2) {
                    let k = next(ops2.len());
                    ops2[k] = POOL[next(POOL.len())].to_string();
                }
                let mut t = format!("{mnem} {}", ops2.join(", "));
                match next(14) {
                    10 => t.push_str(" offen offset:4095"),
                    11 => t.push_str(" offset:4096"),
                    12 => t.push_str(" offset:-4096"),
                    13 => t.push_str(" offset:0x10 offen"),
                    0 => t.push_str(" clamp"),
                    1 => t.push_str(" mul:2"),
                    2 => t.push(','),
                    3 => t = t.replace(", ", ","),
                    4 => t = t.replace(", ", " ,\t"),
                    5 => t.truncate(t.rfind(',').unwrap_or(t.len())),
                    _ => {}
                }
                out.push(t);
            }
        }
        out
    }

    #[test]
    fn fast_path_agrees() {
        for name in ["gfx900", "gfx90a", "gfx906", "gfx908", "gfx803", "gfx700", "gfx600"] {
            // GFX6/7 tables may not be there yet.
            let Ok(target) = Target::new(name) else { continue };
            for t in ["v_add_co_u32 v84, s[4:5], v13, v31 clamp", "v_add_i32 v84, s[4:5], v13, v31 clamp"] {
                agree(t, &target);
            }
            let texts = variants(&target);
            let taken = texts.iter().filter(|t| agree(t, &target)).count();
            if matches!(target.generation(), Generation::Gfx8 | Generation::Gfx9) {
                // The fast path must take a good share of these (otherwise it tests nothing).
                assert!(taken > texts.len() / 10, "{name}: {taken} of {}", texts.len());
            } else {
                assert_eq!(taken, 0, "{name}");
            }
        }
    }

    /// One probe gives what the two maps give, for every spelling and for some that are not.
    #[test]
    fn forms_and_mem_form_like_the_maps() {
        for name in ["gfx600", "gfx803", "gfx900", "gfx90a", "gfx1030"] {
            let Ok(target) = Target::new(name) else { continue };
            let (names, mems) = target.reference_names();
            let mut keys: Vec<String> = names.keys().chain(mems.keys()).cloned().collect();
            keys.extend(
                [
                    "",
                    "v",
                    "v_add",
                    "s_load_dwordx",
                    "buffer_load_dwordxx",
                    "V_ADD_F32",
                    "v_add_f32\0",
                    "buffer_atomic_cmpswap_x2_extra_long",
                ]
                .map(String::from),
            );
            for k in &keys {
                let (forms, mem) = target.forms_and_mem_form(k);
                assert_eq!(forms, names.get(k).map_or(&[][..], |v| v), "{name} {k}");
                assert_eq!(mem, mems.get(k).copied().flatten(), "{name} {k}");
                assert_eq!(target.forms_named(k), forms, "{name} {k}");
                assert_eq!(target.has_mem_named(k), mems.contains_key(k), "{name} {k}");
                // The lane's lookup reads the spelling inside a longer line.
                let line = format!("  {k} v1, v2, v3, v4, v5");
                let (lane, _, lane_mem, _) = target.lane_forms(line.as_bytes(), 2, 2 + k.len());
                assert_eq!((lane, lane_mem), (forms, mem), "{name} {k}");
            }
            // Nothing else is in the index.
            assert_eq!(target.spellings().count(), names.len(), "{name}");
            assert_eq!(target.mem_spellings().count(), mems.len(), "{name}");
        }
    }

    /// The mnemonic scan relies on it: no spelling has a byte outside [`MNEMONIC`].
    #[test]
    fn spellings_are_mnemonic_bytes() {
        for name in
            ["gfx600", "gfx700", "gfx803", "gfx900", "gfx90a", "gfx908", "gfx940", "gfx1010", "gfx1030"]
        {
            let Ok(target) = Target::new(name) else { continue };
            for s in target.spellings().chain(target.mem_spellings()) {
                assert!(s.bytes().all(|c| MNEMONIC[usize::from(c)]), "{name}: {s:?}");
            }
        }
    }

    #[test]
    fn control_byte_like_position() {
        let texts = [
            "",
            "v_add",
            "v_add_u32 v1",
            "v_add_u32_e32\tv1",
            "abcdefgh ",
            "abcdefghijklmnop\r",
            "\u{e9}\u{e9}\u{e9}\u{e9}\u{e9} x",
        ];
        for t in texts {
            let b = t.as_bytes();
            for from in 0..=b.len() {
                let want = b[from..].iter().position(|&c| c <= b' ').map_or(b.len(), |p| from + p);
                assert_eq!(control_byte(b, from), want, "{t:?} {from}");
            }
        }
    }

    #[test]
    fn single_memory_forms_like_by_name() {
        for name in ["gfx900", "gfx90a", "gfx803", "gfx908"] {
            let target = Target::new(name).unwrap();
            for d in crate::generated::mem::MEM_INSTS {
                let mut forms = crate::mem::by_name(d.name, &target);
                let single = match (forms.next(), forms.next()) {
                    (Some(f), None) => Some(f),
                    _ => None,
                };
                assert_eq!(target.mem_form_named(d.name), single, "{name} {}", d.name);
            }
        }
    }

    #[test]
    fn memory_modifier_words() {
        for w in [
            "glc",
            "slc",
            "nv",
            "scc",
            "gds",
            "offen",
            "addr64",
            "idxen",
            "lds",
            "tfe",
            "done",
            "compr",
            "vm",
            "offset:4",
            "inst_offset:x",
            "offset0:1",
            "offset1:",
            "format:[a]",
            "dfmt:1",
            "nfmt:2",
        ] {
            assert!(mem_modifier_word(w), "{w}");
        }
        for w in ["v1", "s[2:3]", "off", "0", "0x688", "vcc", "offset", "addr6", "m0", "g", "", "offsetx:1"] {
            assert!(!mem_modifier_word(w), "{w}");
        }
    }

    /// Hands out a new relocatable value for every expression, or an absolute one.
    struct Relocs {
        next: u32,
        absolute: bool,
    }

    impl OperandExprs for Relocs {
        fn eval(&mut self, text: &str) -> Result<ExprValue, String> {
            if self.absolute {
                return Ok(ExprValue::Abs(4));
            }
            if !text.starts_with('.') {
                return Err("not a label".into());
            }
            self.next += 1;
            Ok(ExprValue::Reloc(crate::operand::ExprHandle(self.next)))
        }
    }

    /// The branch path gives what the general parser gives, on every branch mnemonic of
    /// several generations, and declines the other shapes.
    #[test]
    fn branch_like_the_general_parser() {
        let mut taken = 0;
        for name in ["gfx600", "gfx803", "gfx900", "gfx90a", "gfx1010", "gfx1030"] {
            let Ok(target) = Target::new(name) else { continue };
            let branches: Vec<&str> = INSTS
                .iter()
                .filter(|d| d.enc == Enc::Sopp && d.imm == ImmFmt::Label && d.name.starts_with("s_"))
                .map(|d| d.name)
                .collect();
            assert!(!branches.is_empty());
            for m in branches {
                for (t, want) in [
                    (format!("{m} .LBB0_1"), true),
                    (format!("  {m}\t._x.y  "), true),
                    (format!("{m} .L"), true),
                    (format!("{m} .5"), false),
                    (format!("{m} .LBB0_1+4"), false),
                    (format!("{m} .LBB0_1, 1"), false),
                    (format!("{m} LBB0_1"), false),
                    (format!("{m} ."), false),
                    (m.to_string(), false),
                    (format!("{m} \".L\""), false),
                ] {
                    let mut a = Relocs { next: 0, absolute: false };
                    let mut g = Relocs { next: 0, absolute: false };
                    let fast = branch(&t, &target, &mut a);
                    let general = super::super::parse_general(&t, &target, &mut g);
                    if let Some(f) = fast {
                        taken += 1;
                        assert_eq!(Ok(f), general, "{t:?} on {name}");
                    } else if !target.forms_named(m).is_empty() {
                        assert!(!want, "{t:?} on {name} not taken");
                    }
                    // An absolute value is left to the general parser.
                    assert!(branch(&t, &target, &mut Relocs { next: 0, absolute: true }).is_none());
                }
            }
        }
        assert!(taken > 100, "{taken}");
    }

    #[test]
    fn takes_the_common_shapes() {
        let target = Target::new("gfx900").unwrap();
        for t in [
            "s_waitcnt vmcnt(0) lgkmcnt(0)",
            "v_mul_f32_e64 v90, -v95, |v132| clamp",
            "s_and_b64 s[68:69], exec, vcc",
            "v_cmp_lt_f32_e32 vcc, 0, v7",
            "v_fma_f32 v94, v82, s36, 1.0",
            "v_mov_b32_e32 v34, 0x4010c0f3",
            "ds_read_b32 v116, v189 offset:1020",
            "ds_write_b32 v6, v186 offset:948",
            "global_load_dword v153, v[60:61], off offset:3160",
            "global_store_dword v[148:149], v148, off",
            "buffer_load_dword v135, v125, s[72:75], 0 offen offset:1540",
            "s_load_dwordx4 s[48:51], s[68:69], 0x688",
            "s_load_dword s9, s[50:51], 0xe08",
        ] {
            assert!(agree(t, &target), "{t}");
        }
    }

    #[test]
    fn numbers_like_parse_number() {
        let key = |n: Option<Num>| match n {
            None => None,
            Some(Num::Int(v)) => Some((0, v as u64)),
            Some(Num::Float(f)) => Some((1, f.to_bits())),
        };
        let mut texts: Vec<String> = [
            "0",
            "7",
            "-7",
            "007",
            "-0",
            "18446744073709551615",
            "18446744073709551616",
            "9999999999999999999",
            "99999999999999999999",
            "-9223372036854775808",
            "0x",
            "-0x",
            "0x0",
            "0xffffffffffffffff",
            "0x10000000000000000",
            "0x0000000000000000001",
            "0xAbC",
            "-0x10",
            "1.5",
            "1e3",
            "10h",
            "0b11",
            "-",
            "--1",
            "0x1e3",
            "1-",
            "0xg",
        ]
        .iter()
        .map(|t| t.to_string())
        .collect();
        for k in 0..64u32 {
            texts.push(format!("{}", 1u128 << (k * 2)));
            texts.push(format!("0x{:x}", 1u128 << (k * 2)));
            texts.push(format!("-{}", 3u128 << k));
        }
        for t in &texts {
            assert_eq!(key(number(t)), key(parse_number(t)), "{t}");
        }
    }

    #[test]
    fn fast_path_agrees_on_the_bench_mix() {
        let target = Target::new("gfx900").unwrap();
        let src = include_str!("../../../amdgpu-bench/fixtures/bench-20000.s");
        let mut taken = 0;
        for line in src.lines() {
            taken += usize::from(agree(line, &target));
        }
        assert!(taken > 10_000, "{taken}");
    }
}
