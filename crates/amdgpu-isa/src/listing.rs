//! Whole-text front ends in llvm-mc's formats: assembling lines of instructions with
//! `-show-encoding` output, and disassembling byte lists as `llvm-mc -disassemble` reads them.
//! The `amdgpu asm`/`amdgpu disasm` commands and the corpus tests are built on these.

use crate::{PlainExprs, Target, decode, encode, parse_inst, print};
use std::fmt::Write;

/// A diagnostic at a 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diag {
    pub line: usize,
    pub col: usize,
    /// Width of the offending text (for the caret line), at least 1.
    pub len: usize,
    pub msg: String,
    /// The source line.
    pub source: String,
}

impl Diag {
    /// `FILE:LINE:COL: error: MSG`, the source line and a caret line (`^~~~`).
    #[must_use]
    pub fn render(&self, file: &str) -> String {
        let mut s = format!("{file}:{}:{}: error: {}\n{}\n", self.line, self.col, self.msg, self.source);
        let pad: String = self
            .source
            .chars()
            .take(self.col.saturating_sub(1))
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        s.push_str(&pad);
        s.push('^');
        for _ in 1..self.len {
            s.push('~');
        }
        s.push('\n');
        s
    }
}

/// Output lines (without the leading tab) and diagnostics.
#[derive(Clone, Debug, Default)]
pub struct Listing {
    pub lines: Vec<String>,
    pub diags: Vec<Diag>,
}

/// Formats `text` and its encoding as llvm-mc does: the text padded to column 40, then
/// `; encoding: [0x..,...]`.
#[must_use]
pub fn with_encoding(text: &str, bytes: &[u8]) -> String {
    let mut s = String::with_capacity(64 + bytes.len() * 5);
    s.push_str(text);
    let width = text.chars().count();
    if width < 40 {
        s.extend(std::iter::repeat_n(' ', 40 - width));
    } else {
        s.push(' ');
    }
    s.push_str("; encoding: [");
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(s, "{b:#04x}");
    }
    s.push(']');
    s
}

/// Strips a `//` or `;` comment (outside of nothing fancier than plain text).
fn strip_comment(line: &str) -> &str {
    let mut end = line.len();
    if let Some(i) = line.find("//") {
        end = end.min(i);
    }
    if let Some(i) = line.find(';') {
        end = end.min(i);
    }
    &line[..end]
}

/// Operand expressions over the constant symbols of the listing (`i1 = 1`, `.set two, 2`):
/// each known name is replaced by its value and the text evaluated by [`PlainExprs`].
struct Consts<'a> {
    syms: &'a std::collections::HashMap<String, i64>,
    target: &'a Target,
}

impl crate::OperandExprs for Consts<'_> {
    fn eval(&mut self, text: &str) -> Result<crate::ExprValue, String> {
        // A register name of another processor or out of range (`s1000`, `xnack_mask_lo` on
        // gfx803) is never a symbol, even when one of that name was assigned (llvm-mc-19).
        if crate::parse::reg_like(text.trim().trim_start_matches('-'), self.target) {
            return Err("invalid register".into());
        }
        let b = text.as_bytes();
        let mut out = String::with_capacity(text.len() + 8);
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            let word = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$');
            if !word(c) {
                out.push(char::from(c));
                i += 1;
                continue;
            }
            let start = i;
            while i < b.len() && word(b[i]) {
                i += 1;
            }
            let w = &text[start..i];
            match self.syms.get(w) {
                Some(v) if !c.is_ascii_digit() => {
                    let _ = write!(out, "({v})");
                }
                None if !c.is_ascii_digit() => return Err(format!("unknown symbol '{w}'")),
                _ => out.push_str(w),
            }
        }
        PlainExprs.eval(&out)
    }
}

/// `name = expr` or `.set name, expr` (also `.equ`): the name and the expression text.
fn assignment(line: &str) -> Option<(&str, &str)> {
    let t = line.trim();
    let (name, value) = if let Some(r) = t.strip_prefix(".set").or_else(|| t.strip_prefix(".equ")) {
        r.split_once(',')?
    } else {
        let (n, v) = t.split_once('=')?;
        if v.starts_with('=') {
            return None;
        }
        (n, v)
    };
    let name = name.trim();
    let ident = name.bytes().enumerate().all(|(i, c)| {
        c.is_ascii_alphabetic() || matches!(c, b'_' | b'.' | b'$') || (i > 0 && c.is_ascii_digit())
    });
    (!name.is_empty() && ident).then_some((name, value.trim()))
}

/// Assembles each instruction line of `src` (one instruction per line; labels, directives and
/// comments are skipped; constant assignments such as `i1 = 1` name values for later operands).
/// With `show_encoding`, each output line carries its encoding.
#[must_use]
pub fn assemble(src: &str, target: &Target, show_encoding: bool) -> Listing {
    use crate::OperandExprs;
    let mut out = Listing::default();
    let mut syms = std::collections::HashMap::new();
    for (n, raw) in src.lines().enumerate() {
        let code = strip_comment(raw);
        let trimmed = code.trim();
        if let Some((name, value)) = assignment(trimmed) {
            if let Ok(crate::ExprValue::Abs(v)) = (Consts { syms: &syms, target }).eval(value) {
                syms.insert(name.to_string(), v);
            }
            continue;
        }
        if trimmed.is_empty()
            || trimmed.starts_with('.')
            || trimmed.starts_with('#')
            // A label is one word and a colon (`op_sel:` ending an instruction is not).
            || trimmed.ends_with(':') && !trimmed.contains(char::is_whitespace)
        {
            continue;
        }
        match parse_inst(code, target, &mut Consts { syms: &syms, target }) {
            Ok(inst) => {
                let mut bytes = Vec::new();
                let mut text = String::new();
                match encode(&inst, target, &mut bytes) {
                    Ok(_) => {
                        let _ = print(&inst, target, &mut text);
                        out.lines.push(if show_encoding { with_encoding(&text, &bytes) } else { text });
                    }
                    Err(e) => out.diags.push(Diag {
                        line: n + 1,
                        col: code.len() - code.trim_start().len() + 1,
                        len: 1,
                        msg: e.to_string(),
                        source: raw.to_string(),
                    }),
                }
            }
            Err(e) => out.diags.push(Diag {
                line: n + 1,
                col: e.start + 1,
                len: e.end.saturating_sub(e.start).max(1),
                msg: e.msg,
                source: raw.to_string(),
            }),
        }
    }
    out
}

/// One byte of disassembler input with its position.
#[derive(Clone, Copy, Debug)]
struct Byte {
    value: u8,
    line: usize,
    col: usize,
}

/// Reads bytes as `llvm-mc -disassemble` does: numbers (`0x..` or decimal) separated by commas
/// or whitespace; `#` and `;` start comments.
fn read_bytes(src: &str, diags: &mut Vec<Diag>) -> Vec<Byte> {
    let mut bytes = Vec::new();
    for (n, raw) in src.lines().enumerate() {
        let end = raw.find(['#', ';']).unwrap_or(raw.len());
        let line = &raw[..end];
        let mut i = 0;
        let b = line.as_bytes();
        while i < b.len() {
            if b[i].is_ascii_whitespace() || b[i] == b',' {
                i += 1;
                continue;
            }
            let start = i;
            while i < b.len() && !b[i].is_ascii_whitespace() && b[i] != b',' {
                i += 1;
            }
            let tok = &line[start..i];
            match crate::parse::parse_int(tok).and_then(|v| u8::try_from(v).ok()) {
                Some(v) => bytes.push(Byte { value: v, line: n + 1, col: start + 1 }),
                None => diags.push(Diag {
                    line: n + 1,
                    col: start + 1,
                    len: tok.len().max(1),
                    msg: "invalid input token".into(),
                    source: raw.to_string(),
                }),
            }
        }
    }
    bytes
}

/// Disassembles the byte list in `src`; invalid words are reported (4 bytes are skipped, as
/// llvm-mc does) and decoding continues. Output lines carry the re-encoded bytes.
#[must_use]
pub fn disassemble(src: &str, target: &Target) -> Listing {
    let mut out = Listing::default();
    let bytes = read_bytes(src, &mut out.diags);
    let lines: Vec<&str> = src.lines().collect();
    let values: Vec<u8> = bytes.iter().map(|b| b.value).collect();
    let mut p = 0;
    while p < values.len() {
        match decode(&values[p..], target) {
            Ok((inst, len)) => {
                let mut text = String::new();
                let _ = print(&inst, target, &mut text);
                let mut enc = Vec::new();
                let shown =
                    if encode(&inst, target, &mut enc).is_ok() { enc } else { values[p..p + len].to_vec() };
                out.lines.push(with_encoding(&text, &shown));
                p += len;
            }
            Err(_) => {
                let b = bytes[p];
                out.diags.push(Diag {
                    line: b.line,
                    col: b.col,
                    len: 1,
                    msg: "invalid instruction encoding".into(),
                    source: lines.get(b.line - 1).copied().unwrap_or("").to_string(),
                });
                p += 4;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Constant assignments name values for later operands (vop_dpp_expr.s, expressions.s);
    /// a register-shaped name stays an error even when assigned (llvm-mc-19).
    #[test]
    fn constants_in_operands() {
        let t = Target::new("gfx900").unwrap();
        let src = "i1 = 1\n.set two, i1 + 1\nv_mov_b32 v0, two*3\nv_mov_b32 v0, v0 row_shl:two-1\n\
                   s1000=1\nv_sin_f32 v0, -s1000\nv_mov_b32 v0, nowhere\n";
        let l = assemble(src, &t, false);
        assert_eq!(
            l.lines,
            ["v_mov_b32_e32 v0, 6", "v_mov_b32_dpp v0, v0 row_shl:1 row_mask:0xf bank_mask:0xf"]
        );
        let lines: Vec<usize> = l.diags.iter().map(|d| d.line).collect();
        assert_eq!(lines, [6, 7]);
        assert_eq!(assignment("x=5"), Some(("x", "5")));
        assert_eq!(assignment(".set y, x"), Some(("y", "x")));
        assert_eq!(assignment("v_cmp a==b"), None);
        assert_eq!(assignment("s_mov_b32 s0, 1"), None);
    }
}
