//! Assembly text output: what `llvm-mc` prints without `-filetype=obj` (its default), the
//! source re-emitted in llvm-mc-19's normalised spelling, as the statements are assembled:
//! macros, loops and conditionals expanded, sections switched with `.section NAME,"flags",@type`,
//! data directives one value per line (`.byte 1, 2` is two lines, `.space` is `.zero`),
//! alignment as `.p2align`, assignments as `.set`, expressions printed the way llvm-mc prints
//! them (constant parts folded, operands of operators parenthesised unless they are a symbol
//! or a constant, `x+-4` as `x-4`), instructions in canonical syntax (with `--show-encoding`
//! followed by `; encoding: [...]` and fixup lines, as [`crate::listing`] prints them), and an
//! `.amdhsa_kernel` block with every field llvm-mc-19 prints, each field extracted from the
//! descriptor words that the directives build by successive bit-field updates, printed
//! unfolded while a symbol in them is not yet known.
//!
//! The printer only runs when asked for ([`crate::assemble_text`]); object assembly pays one
//! `Option` check per statement. Decisions and probed facts: docs/0018-assembly-text-output.md.

use crate::KernelBlock;
use crate::asm::Assembler;
use crate::expr::{BinOp, Expr, ExprKind, ExprParser, Func, ParseEnv, SymbolLookup, SymbolValue, UnOp};
use crate::lexer::{Tok, lex};
use crate::listing::ListingLine;
use crate::section::{SectionId, shf, sht};
use crate::source::{FileId, Span};
use crate::symbol::SymDef;
use amdgpu_hsa::descriptor::{FieldSpec, Word, field};
use amdgpu_hsa::directives::{Directive as D, Target as DTarget};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The text being printed and the printer's state.
#[derive(Debug, Default)]
pub(crate) struct TextOut {
    /// Everything printed so far.
    pub(crate) out: String,
    /// Print `; encoding:` comments after instructions.
    pub(crate) show_encoding: bool,
    /// The section the text is in (switches are printed when the assembler's differs).
    section: Option<SectionId>,
    /// Numbers of the temporary labels (`1:` and `1f`/`1b` become `.Ltmp<n>`).
    tmp: HashMap<String, usize>,
    /// An empty line is due after the section switch of the current directive.
    blank_after_switch: bool,
    /// `.loc`'s `is_stmt` flag carries over from one `.loc` to the next (false: 0).
    loc_not_stmt: bool,
}

impl TextOut {
    pub(crate) fn new(show_encoding: bool) -> Self {
        TextOut { show_encoding, ..TextOut::default() }
    }

    fn line(&mut self, s: &str) {
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn tab(&mut self, directive: &str, args: &str) {
        let _ = writeln!(self.out, "\t{directive}\t{args}");
    }

    /// `.Ltmp<n>` for a numeric label's internal name, numbered in order of first use.
    fn tmp_name(&mut self, internal: &str) -> String {
        crate::listing::tmp_name(&mut self.tmp, internal)
    }
}

// ----- hooks called by the statement layer ---------------------------------------------------

/// The first lines llvm-mc prints: the initial section and, for `amdhsa`, the target ID.
pub(crate) fn start(a: &mut Assembler<'_>) {
    let hsa = a.target.os == amdgpu_target::Os::Amdhsa;
    let target = a.target.target_id_string();
    let cur = a.cur;
    let Some(t) = a.text.as_mut() else { return };
    t.line("\t.text");
    t.section = Some(cur);
    if hsa {
        let _ = writeln!(t.out, "\t.amdgcn_target \"{target}\"");
    }
}

/// A source line that is blank (comments do not count as blank): llvm-mc prints an empty line.
pub(crate) fn source_line(a: &mut Assembler<'_>, file: FileId, base: usize, len: usize) {
    let text = &a.sm.get(file).text;
    let blank = text.get(base..base + len).is_some_and(|l| l.bytes().all(|b| b.is_ascii_whitespace()));
    if blank {
        if let Some(t) = a.text.as_mut() {
            t.out.push('\n');
        }
    }
}

/// Prints a section switch when the assembler changed sections.
pub(crate) fn sync_section(a: &mut Assembler<'_>) {
    let cur = a.cur;
    if a.text.as_ref().is_none_or(|t| t.section == Some(cur)) {
        return;
    }
    let s = &a.sections[cur.0 as usize];
    let line = section_switch(&s.name, s.sh_type, s.flags, s.entsize);
    if let Some(t) = a.text.as_mut() {
        t.section = Some(cur);
        t.line(&line);
    }
}

/// After a directive: its section switch, then the empty line of `.popsection`/`.previous`.
pub(crate) fn after_directive(a: &mut Assembler<'_>) {
    sync_section(a);
    if let Some(t) = a.text.as_mut() {
        if std::mem::take(&mut t.blank_after_switch) {
            t.out.push('\n');
        }
    }
}

/// `name:`.
pub(crate) fn label(a: &mut Assembler<'_>, name: &str) {
    sync_section(a);
    let Some(t) = a.text.as_mut() else { return };
    let printed = if name.starts_with("\u{1}L") { t.tmp_name(name) } else { symbol_text(name) };
    t.line(&format!("{printed}:"));
}

/// `name = e` (`no_dead_strip` false) or `.set`/`.equ`/`.equiv` (true): llvm-mc prints
/// `.set name, value` and, for the directives, `.no_dead_strip name`.
pub(crate) fn assignment(a: &mut Assembler<'_>, name: &str, e: &Expr, no_dead_strip: bool) {
    let value = print_top(a, e);
    let Some(t) = a.text.as_mut() else { return };
    let n = symbol_text(name);
    let _ = writeln!(t.out, ".set {n}, {value}");
    if no_dead_strip {
        t.tab(".no_dead_strip", &n);
    }
}

/// An instruction the back end listed (its temporary labels named here: `.` in an operand
/// is a new `.Ltmp<n>` printed as a label before the instruction, as llvm-mc-19 does).
pub(crate) fn instruction(a: &mut Assembler<'_>, line: &ListingLine) {
    sync_section(a);
    let Some(t) = a.text.as_mut() else { return };
    // Only lines with a temporary label (rare) are copied to be rewritten.
    let resolved;
    let line = if crate::listing::has_temps(line) {
        let mut copy = line.clone();
        for l in crate::listing::resolve_temps(&mut copy, &mut t.tmp) {
            t.line(&format!("{l}:"));
        }
        resolved = copy;
        &resolved
    } else {
        line
    };
    if t.show_encoding {
        let mut s = line.render();
        s.push('\n');
        t.out.push_str(&s);
    } else if let ListingLine::Inst { text, .. } = line {
        let _ = writeln!(t.out, "\t{text}");
    }
}

/// A directive, printed before the assembler acts on it (expressions see the symbols as they
/// were when llvm-mc parsed them).
pub(crate) fn directive(a: &mut Assembler<'_>, word: &str, file: FileId, base: usize, rest: &str) {
    sync_section(a);
    if word == ".file" {
        if let Some(line) = file_entry(a, rest) {
            if let Some(t) = a.text.as_mut() {
                t.line(&line);
            }
        }
        return;
    }
    let Ok(toks) = lex(rest) else { return };
    let mut p = Args { toks: &toks, pos: 0, file, base };
    let mut lines: Vec<String> = Vec::new();
    match word {
        ".byte" | ".short" | ".2byte" | ".value" | ".long" | ".4byte" | ".int" | ".quad" | ".8byte" => {
            let d = match word {
                ".byte" => ".byte",
                ".short" | ".2byte" | ".value" => ".short",
                ".long" | ".4byte" | ".int" => ".long",
                _ => ".quad",
            };
            let size = match d {
                ".byte" => 1,
                ".short" => 2,
                ".long" => 4,
                _ => 8,
            };
            // Each value is printed as it is parsed (a `.` in the next one prints its label
            // after this line); a constant out of range is an error and ends the directive
            // (the values before it are printed; probed).
            loop {
                let Some(e) = p.expr(a) else { return };
                let folded = parsed_form(a, &e);
                if as_const(&folded).is_some_and(|v| !crate::asm::fits(v, size)) {
                    return;
                }
                let line = format!("\t{d}\t{}", print_top(a, &e));
                if let Some(t) = a.text.as_mut() {
                    t.line(&line);
                }
                if !p.eat(",") {
                    break;
                }
            }
        }
        ".ascii" | ".asciz" | ".string" => loop {
            let Some(Tok::Str(bytes)) = p.peek().cloned() else { return };
            p.pos += 1;
            push_bytes(&mut lines, &bytes);
            if word != ".ascii" {
                lines.push("\t.byte\t0".into());
            }
            if !p.eat(",") {
                break;
            }
        },
        ".zero" | ".space" | ".skip" => {
            let Some(n) = p.expr(a) else { return };
            let n = print_top(a, &n);
            if p.eat(",") {
                let Some(f) = p.expr(a) else { return };
                lines.push(format!("\t.zero\t{n},{}", print_top(a, &f)));
            } else {
                lines.push(format!("\t.zero\t{n}"));
            }
        }
        ".fill" => {
            let Some(n) = p.expr(a) else { return };
            let (mut size, mut value) = (1i64, 0i64);
            if p.eat(",") {
                size = p.abs(a).unwrap_or(1);
                if p.eat(",") {
                    value = p.abs(a).unwrap_or(0);
                }
            }
            // llvm-mc-19 takes at most 8 bytes per value (`.fill 1, 9, 0` prints size 8).
            let size = size.min(8);
            let v = if size >= 8 { value as u64 } else { (value as u64) & ((1u64 << (size.max(1) * 8)) - 1) };
            lines.push(format!("\t.fill\t{}, {size}, {v:#x}", print_top(a, &n)));
        }
        ".p2align" | ".align" | ".balign" | ".p2alignw" | ".p2alignl" | ".balignw" | ".balignl" => {
            let Some(n) = p.abs(a) else { return };
            let mut fill = None;
            let mut max = None;
            if p.eat(",") {
                if p.peek() != Some(&Tok::Punct(",")) {
                    fill = p.abs(a);
                }
                if p.eat(",") {
                    max = p.abs(a);
                }
            }
            // An alignment that is not a power of two is an error but prints rounded down, a
            // power above 2^31 prints as 31 (llvm-mc-19, probed: `.align 3` is `.p2align 1`,
            // `.p2align 100` is `.p2align 31`).
            let pow = if word.starts_with(".p2align") {
                n.min(31)
            } else {
                i64::from(63 - u64::try_from(n.max(1)).unwrap_or(1).leading_zeros()).min(31)
            };
            let width = match word {
                ".p2alignw" | ".balignw" => 2,
                ".p2alignl" | ".balignl" => 4,
                _ => 1,
            };
            let code = a.sections[a.cur.0 as usize].is_code();
            if width > 1 {
                let f = fill.unwrap_or(0);
                let suffix = if width == 2 { "w" } else { "l" };
                lines.push(format!(".p2align{suffix} {pow}, {f:#x}"));
            } else if code && fill.unwrap_or(0) == 0 {
                match max {
                    Some(m) => lines.push(format!("\t.p2align\t{pow}, , {m}")),
                    None => lines.push(format!("\t.p2align\t{pow}")),
                }
            } else {
                let f = (fill.unwrap_or(0) as u64) & 0xff;
                match max {
                    Some(m) => lines.push(format!("\t.p2align\t{pow}, {f:#x}, {m}")),
                    None => lines.push(format!("\t.p2align\t{pow}, {f:#x}")),
                }
            }
        }
        ".globl" | ".global" | ".local" | ".weak" | ".hidden" | ".protected" | ".internal" => {
            let d = if word == ".global" { ".globl" } else { word };
            loop {
                let Some(name) = p.ident() else { return };
                lines.push(format!("\t{d}\t{}", symbol_text(&name)));
                if !p.eat(",") {
                    break;
                }
            }
        }
        ".type" => {
            let Some(name) = p.ident() else { return };
            p.eat(",");
            let kind = match p.peek().cloned() {
                Some(Tok::Punct("@" | "%")) => {
                    p.pos += 1;
                    p.ident()
                }
                Some(Tok::Str(s)) => Some(String::from_utf8_lossy(&s).into_owned()),
                _ => p.ident(),
            };
            let Some(kind) = kind else { return };
            let kind = match kind.to_ascii_lowercase().as_str() {
                "function" | "stt_func" => "function",
                "object" | "stt_object" => "object",
                "tls_object" | "stt_tls" => "tls_object",
                "common" | "stt_common" => "common",
                "notype" | "stt_notype" => "notype",
                "gnu_indirect_function" | "stt_gnu_ifunc" => "gnu_indirect_function",
                "gnu_unique_object" => "gnu_unique_object",
                "stt_amdgpu_hsa_kernel" => "amdgpu_hsa_kernel",
                _ => return,
            };
            lines.push(format!("\t.type\t{},@{kind}", symbol_text(&name)));
        }
        ".size" => {
            let Some(name) = p.ident() else { return };
            p.eat(",");
            let Some(e) = p.expr(a) else { return };
            lines.push(format!("\t.size\t{}, {}", symbol_text(&name), print_top(a, &e)));
        }
        ".comm" | ".lcomm" | ".amdgpu_lds" => {
            let Some(name) = p.ident() else { return };
            let mut nums = Vec::new();
            while p.eat(",") {
                let Some(v) = p.abs(a) else { return };
                nums.push(v);
            }
            let n = symbol_text(&name);
            match word {
                // A negative size is an error: nothing printed (probed).
                ".comm" | ".lcomm" if nums.first().is_some_and(|v| *v < 0) => return,
                ".comm" => {
                    let size = nums.first().copied().unwrap_or(0);
                    let al = nums.get(1).copied().unwrap_or(0);
                    lines.push(format!("\t.comm\t{n},{size},{al}"));
                }
                ".lcomm" => lines.push(format!("\t.lcomm\t{n},{}", nums.first().copied().unwrap_or(0))),
                _ => {
                    let size = nums.first().copied().unwrap_or(0);
                    let al = nums.get(1).copied().unwrap_or(4);
                    lines.push(format!("\t.amdgpu_lds {n}, {size}, {al}"));
                }
            }
        }
        ".set" | ".equ" | ".equiv" => {
            let Some(name) = p.ident() else { return };
            if !p.eat(",") {
                return;
            }
            let Some(e) = p.expr(a) else { return };
            // Trailing tokens are an error ("expected newline"): nothing printed.
            if p.peek().is_some_and(|t| *t != Tok::Eol) {
                return;
            }
            assignment(a, &name, &e, true);
            return;
        }
        ".ident" => {
            let Some(Tok::Str(s)) = p.peek().cloned() else { return };
            lines.push(format!("\t.ident\t\"{}\"", escape(&s)));
        }
        ".addrsig" => lines.push("\t.addrsig".into()),
        ".addrsig_sym" => {
            let Some(name) = p.ident() else { return };
            lines.push(format!("\t.addrsig_sym {}", symbol_text(&name)));
        }
        ".reloc" => {
            let Some(off) = p.expr(a) else { return };
            if !p.eat(",") {
                return;
            }
            let Some(kind) = p.ident() else { return };
            let value = if p.eat(",") { p.expr(a).map(|e| print_top(a, &e)) } else { None };
            match value {
                Some(v) => lines.push(format!("\t.reloc {}, {kind}, {v}", print_top(a, &off))),
                None => lines.push(format!("\t.reloc {}, {kind}", print_top(a, &off))),
            }
        }
        ".amdhsa_code_object_version" => {
            let Some(v) = p.abs(a) else { return };
            // llvm-mc-19 leaves the end of this statement unread: it prints an empty line.
            lines.push(format!("\t.amdhsa_code_object_version {v}\n"));
        }
        // llvm-mc-19 leaves the end of these statements unread: an empty line each (not for a
        // target ID that does not match, an error).
        ".amdgcn_target" => {
            let Some(Tok::Str(s)) = p.peek().cloned() else { return };
            if s != crate::amdgpu::expected_target_id(a).as_bytes() {
                return;
            }
            lines.push(String::new());
        }
        ".macro" => lines.push(String::new()),
        ".popsection" | ".previous" => {
            if let Some(t) = a.text.as_mut() {
                t.blank_after_switch = true;
            }
        }
        ".amd_amdgpu_isa" => {
            let Some(Tok::Str(s)) = p.peek().cloned() else { return };
            lines.push(format!("\t.amd_amdgpu_isa \"{}\"\n", escape(&s)));
        }
        ".loc" => {
            let mut nums = Vec::new();
            while let Some(Tok::Int(v)) = p.peek().cloned() {
                p.pos += 1;
                nums.push(v);
            }
            let (Some(&f), Some(&l)) = (nums.first(), nums.get(1)) else { return };
            // Truncated as llvm-mc-19 prints them: line and column 32 bits.
            let (l, col) = (l as u32, nums.get(2).copied().unwrap_or(0) as u32);
            let (mut flags, mut isa, mut disc, mut stmt) = (Vec::new(), None, None, None);
            while let Some(w) = p.ident() {
                match w.as_str() {
                    "basic_block" | "prologue_end" | "epilogue_begin" => flags.push(w),
                    "is_stmt" => stmt = p.abs(a),
                    "isa" => isa = p.abs(a),
                    "discriminator" => disc = p.abs(a),
                    _ => return,
                }
            }
            let mut text = format!(".loc\t{f} {l} {col}");
            for flag in ["basic_block", "prologue_end", "epilogue_begin"] {
                if flags.iter().any(|x| x == flag) {
                    text.push(' ');
                    text.push_str(flag);
                }
            }
            if let (Some(v), Some(t)) = (stmt, a.text.as_mut()) {
                if (v == 0) != t.loc_not_stmt {
                    t.loc_not_stmt = v == 0;
                    let _ = write!(text, " is_stmt {}", i64::from(v != 0));
                }
            }
            if let Some(v) = isa.map(|v| v as u32).filter(|v| *v != 0) {
                let _ = write!(text, " isa {v}");
            }
            if let Some(v) = disc.map(|v| v as u32).filter(|v| *v != 0) {
                let _ = write!(text, " discriminator {v}");
            }
            // The comment starts at column 40 (the leading tab counts 0, the inner one 8).
            let width = 8 + text.len() - ".loc\t".len();
            let pad = 40usize.saturating_sub(width).max(1);
            lines.push(format!("\t{text}{} ; :{l}:{col}", " ".repeat(pad - 1)));
        }
        ".uleb128" | ".sleb128" => loop {
            let Some(e) = p.expr(a) else { return };
            let e2 = substitute(a, &e, 0);
            match const_value(a, &e2).filter(|_| all_const_leaves(&e2)) {
                Some(v) => push_bytes(&mut lines, &leb128(v, word == ".sleb128")),
                None => lines.push(format!("\t{word} {}", print_top(a, &e))),
            }
            if !p.eat(",") {
                break;
            }
        },
        // CFI: registers as DWARF numbers (printed as 32-bit signed: `vcc` is -1), values
        // folded, `.cfi_escape` bytes in hexadecimal followed by an empty line (llvm-mc-19
        // leaves its end of statement unread); `.cfi_sections` as written.
        w if w.starts_with(".cfi_") && w != ".cfi_sections" => {
            let mut parts = Vec::new();
            while p.peek().is_some_and(|t| *t != Tok::Eol) {
                let reg = match p.peek() {
                    Some(Tok::Ident(r)) => crate::dwarf::register_number(r),
                    _ => None,
                };
                if let Some(n) = reg {
                    p.pos += 1;
                    parts.push((n as u32 as i32).to_string());
                } else {
                    let Some(e) = p.expr(a) else { return };
                    let e2 = substitute(a, &e, 0);
                    parts.push(match const_value(a, &e2).filter(|_| all_const_leaves(&e2)) {
                        Some(v) if w == ".cfi_escape" => format!("{:#04x}", v as u8),
                        _ => print_top(a, &e),
                    });
                }
                if !p.eat(",") {
                    break;
                }
            }
            let mut line = format!("\t{w}");
            if !parts.is_empty() {
                line.push(' ');
                line.push_str(&parts.join(", "));
            }
            if w == ".cfi_escape" {
                line.push('\n');
            }
            lines.push(line);
        }
        ".cfi_sections" => lines.push(format!("\t.cfi_sections {}", squeeze(rest))),
        ".amdgpu_hsa_kernel" => {
            let Some(name) = p.ident() else { return };
            lines.push(format!("\t.amdgpu_hsa_kernel {}\n", symbol_text(&name)));
        }
        _ => return,
    }
    if let Some(t) = a.text.as_mut() {
        for l in lines {
            t.line(&l);
        }
    }
}

/// LEB128 bytes of `v` (signed or unsigned).
/// A numbered `.file` entry as llvm-mc-19 prints it (`.file "name"` alone prints nothing, nor
/// does an entry the assembler rejects): the directory is dropped when it equals the root
/// file's (`.file 0`), and a file without directory is split at its last slash (`"./x.c"` is
/// `"." "x.c"`, `"x/"` is `"x" "."`); the root entry prints as given. `md5` is printed as 32
/// hexadecimal digits, strings with llvm-mc's escapes (probed).
fn file_entry(a: &Assembler<'_>, rest: &str) -> Option<String> {
    let mut text = rest.to_string();
    let mut md5 = None;
    if let Some((s, e)) = crate::dwarf::find_md5_number(rest) {
        md5 = Some(crate::dwarf::parse_u128(&rest[s..e]).ok()?);
        text.replace_range(s..e, &" ".repeat(e - s));
    }
    let toks = lex(&text).ok()?;
    let mut it = toks.iter().map(|t| &t.tok).peekable();
    let Some(Tok::Int(n)) = it.next() else { return None };
    let n = u32::try_from(*n).ok()?;
    if n != 0 && a.dwarf.file_dir(n).is_some() {
        return None;
    }
    let Some(Tok::Str(first)) = it.next() else { return None };
    let (mut dir, mut name) = match it.peek() {
        Some(Tok::Str(second)) => {
            let d = String::from_utf8_lossy(first).into_owned();
            let f = String::from_utf8_lossy(second).into_owned();
            it.next();
            (d, f)
        }
        _ => (String::new(), String::from_utf8_lossy(first).into_owned()),
    };
    let mut tail = String::new();
    loop {
        match it.next()? {
            Tok::Eol => break,
            Tok::Ident(k) if k == "md5" => {
                let _ = write!(tail, " md5 0x{:032x}", md5.take()?);
            }
            Tok::Ident(k) if k == "source" => {
                let Some(Tok::Str(s)) = it.next() else { return None };
                let _ = write!(tail, " source \"{}\"", escape(s));
            }
            _ => return None,
        }
    }
    if n != 0 {
        if !dir.is_empty() && a.dwarf.file_dir(0) == Some(dir.as_str()) {
            dir.clear();
        }
        if dir.is_empty() {
            let (p, n) = crate::dwarf::split_path(&name);
            (dir, name) = (p.to_string(), n.to_string());
        }
    }
    let name = escape(name.as_bytes());
    Some(if dir.is_empty() {
        format!("\t.file\t{n} \"{name}\"{tail}")
    } else {
        format!("\t.file\t{n} \"{}\" \"{name}\"{tail}", escape(dir.as_bytes()))
    })
}

fn leb128(mut v: i64, signed: bool) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let byte = (v & 0x7f) as u8;
        v = if signed { v >> 7 } else { ((v as u64) >> 7) as i64 };
        let done =
            if signed { (v == 0 && byte & 0x40 == 0) || (v == -1 && byte & 0x40 != 0) } else { v == 0 };
        if done {
            out.push(byte);
            return out;
        }
        out.push(byte | 0x80);
    }
}

/// Directive arguments with runs of blanks outside quotes reduced to one and `,` followed by
/// one blank.
fn squeeze(rest: &str) -> String {
    let mut out = String::new();
    let (mut quoted, mut blank) = (false, false);
    for c in rest.trim().chars() {
        if quoted {
            out.push(c);
            quoted = c != '"';
            continue;
        }
        match c {
            ' ' | '\t' => blank = true,
            ',' => {
                out.push_str(", ");
                blank = false;
            }
            _ => {
                if blank && !out.ends_with(' ') {
                    out.push(' ');
                }
                blank = false;
                quoted = c == '"';
                out.push(c);
            }
        }
    }
    out
}

/// Bytes of `.ascii`: a single byte prints as `.byte N`, more as an escaped `.ascii` string.
fn push_bytes(lines: &mut Vec<String>, bytes: &[u8]) {
    match bytes {
        [] => {}
        [b] => lines.push(format!("\t.byte\t{b}")),
        _ => lines.push(format!("\t.ascii\t\"{}\"", escape(bytes))),
    }
}

/// llvm-mc's string escapes: `\"`, `\\`, `\b \f \n \r \t`, other non-printables as 3-digit octal.
fn escape(bytes: &[u8]) -> String {
    let mut s = String::new();
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            8 => s.push_str("\\b"),
            12 => s.push_str("\\f"),
            b'\n' => s.push_str("\\n"),
            b'\r' => s.push_str("\\r"),
            b'\t' => s.push_str("\\t"),
            0x20..=0x7e => s.push(char::from(b)),
            _ => {
                let _ = write!(s, "\\{b:03o}");
            }
        }
    }
    s
}

/// A symbol name as llvm-mc prints it: quoted unless it is made of identifier characters.
fn symbol_text(name: &str) -> String {
    let plain = !name.is_empty()
        && !name.as_bytes()[0].is_ascii_digit()
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'@'));
    if plain { name.to_string() } else { format!("\"{}\"", name.replace('"', "\\\"")) }
}

/// The `.section` line llvm-mc prints when switching to a section.
pub(crate) fn section_switch(name: &str, sh_type: u32, flags: u64, entsize: u64) -> String {
    if name == ".text" || name == ".data" {
        return format!("\t{name}");
    }
    let mut f = String::new();
    for (bit, c) in [
        (shf::EXCLUDE, 'e'),
        (shf::ALLOC, 'a'),
        (shf::EXECINSTR, 'x'),
        (shf::GROUP, 'G'),
        (shf::WRITE, 'w'),
        (shf::MERGE, 'M'),
        (shf::STRINGS, 'S'),
        (shf::TLS, 'T'),
    ] {
        if flags & bit != 0 {
            f.push(c);
        }
    }
    let ty = match sh_type {
        sht::NOBITS => "@nobits",
        sht::NOTE => "@note",
        sht::INIT_ARRAY => "@init_array",
        sht::FINI_ARRAY => "@fini_array",
        sht::PREINIT_ARRAY => "@preinit_array",
        _ => "@progbits",
    };
    let mut s = format!("\t.section\t{},\"{f}\",{ty}", section_name_text(name));
    if flags & (shf::MERGE | shf::STRINGS) != 0 {
        let _ = write!(s, ",{entsize}");
    }
    s
}

fn section_name_text(name: &str) -> String {
    let plain = name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.'));
    if plain { name.to_string() } else { format!("\"{name}\"") }
}

// ----- argument parsing without diagnostics ---------------------------------------------------

/// A cursor over a directive's tokens (errors are the assembler's business: this parser only
/// gives up).
struct Args<'t> {
    toks: &'t [crate::lexer::Token],
    pos: usize,
    file: FileId,
    base: usize,
}

struct Env<'x, 'a> {
    a: &'x Assembler<'a>,
    file: FileId,
    base: usize,
}

impl ParseEnv for Env<'_, '_> {
    fn dot(&self) -> (SectionId, u64) {
        (self.a.cur, self.a.sections[self.a.cur.0 as usize].size())
    }
    fn local_label(&mut self, n: u64, forward: bool) -> Result<String, String> {
        let count = self.a.local_label_count(n);
        if forward {
            Ok(crate::asm::local_label_name(n, count + 1))
        } else if count == 0 {
            Err("directional label undefined".into())
        } else {
            Ok(crate::asm::local_label_name(n, count))
        }
    }
    fn span(&self, s: usize, e: usize) -> Span {
        Span::new(self.file, self.base + s, self.base + e)
    }
}

impl Args<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.tok)
    }

    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Punct(x)) if *x == p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn ident(&mut self) -> Option<String> {
        match self.peek().cloned() {
            Some(Tok::Ident(s)) => {
                self.pos += 1;
                Some(s)
            }
            Some(Tok::Str(s)) => {
                self.pos += 1;
                Some(String::from_utf8_lossy(&s).into_owned())
            }
            _ => None,
        }
    }

    fn expr(&mut self, a: &Assembler<'_>) -> Option<Expr> {
        let mut env = Env { a, file: self.file, base: self.base };
        let mut p = ExprParser::new(self.toks, self.pos, &mut env);
        let e = p.parse().ok()?;
        self.pos = p.pos;
        Some(e)
    }

    fn abs(&mut self, a: &Assembler<'_>) -> Option<i64> {
        let e = self.expr(a)?;
        let e = substitute(a, &e, 0);
        if all_const_leaves(&e) { const_value(a, &e) } else { None }
    }
}

// ----- expressions as llvm-mc prints them ---------------------------------------------------

fn as_const(e: &Expr) -> Option<i64> {
    match e.kind {
        ExprKind::Const(v) => Some(v),
        _ => None,
    }
}

/// What llvm-mc's parser does to an expression: a symbol that is a variable with a constant
/// value is replaced by the value, and constant parts are folded only where llvm-mc folds:
/// a parenthesised sub-expression and a function argument (the whole expression is folded by
/// the callers). Our parser folds constant binary operations as it builds them, so a
/// constant that came from such a fold elsewhere (`2*3` in `u+2*3`) is parsed again from its
/// source text without folding (llvm-mc-19 prints `u+(2*3)`, but `u+(2*3)` as `u+6`).
fn substitute(a: &Assembler<'_>, e: &Expr, depth: usize) -> Expr {
    if depth > crate::expr::MAX_EXPR_DEPTH {
        return e.clone();
    }
    let kind = match &e.kind {
        ExprKind::Const(_) => match unfolded(a, e) {
            Some(x) => return substitute(a, &x, depth + 1),
            None => e.kind.clone(),
        },
        ExprKind::Sym(name, None) => match a.symbols.find(name).map(|id| &a.symbols.get(id).def) {
            Some(SymDef::Variable(Expr { kind: ExprKind::Const(v), .. }) | SymDef::Predefined(v)) => {
                ExprKind::Const(*v)
            }
            _ => e.kind.clone(),
        },
        ExprKind::Unary(op, x) => {
            let x = substitute(a, x, depth + 1);
            // `-1` stays a negation of 1 unless it was parenthesised (`(-1)`).
            match (as_const(&x), paren_group(a, e.span)) {
                (Some(v), true) => ExprKind::Const(fold_unary(*op, v)),
                _ => ExprKind::Unary(*op, Box::new(x)),
            }
        }
        ExprKind::Binary(op, l, r) => {
            let l = substitute(a, l, depth + 1);
            let r = substitute(a, r, depth + 1);
            let node = Expr { kind: ExprKind::Binary(*op, Box::new(l), Box::new(r)), span: e.span };
            match const_value(a, &node) {
                Some(v) if all_const_leaves(&node) && paren_group(a, e.span) => ExprKind::Const(v),
                _ => node.kind,
            }
        }
        ExprKind::Call(f, args) => ExprKind::Call(
            *f,
            args.iter()
                .map(|x| {
                    let x = substitute(a, x, depth + 1);
                    match const_value(a, &x) {
                        Some(v) if all_const_leaves(&x) => Expr { kind: ExprKind::Const(v), span: x.span },
                        _ => x,
                    }
                })
                .collect(),
        ),
        _ => e.kind.clone(),
    };
    Expr { kind, span: e.span }
}

/// The tree llvm-mc's parser builds for a constant our parser folded (its source text holds
/// an operation and is not one parenthesised group); `None` for a plain number, a group, or
/// a constant made by the assembler.
fn unfolded(a: &Assembler<'_>, e: &Expr) -> Option<Expr> {
    let text = a.sm.get(e.span.file).text.get(e.span.start as usize..e.span.end as usize)?;
    // A number or a name (the common case) is one token: nothing to lex.
    if text.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$')) {
        return None;
    }
    // (The last token is the end of line.)
    let toks = lex(text).ok()?;
    if toks.len() < 3 || paren_group(a, e.span) {
        return None;
    }
    let mut env = Env { a, file: e.span.file, base: e.span.start as usize };
    let mut p = ExprParser::new(&toks, 0, &mut env).without_folding();
    let x = p.parse().ok()?;
    // Only a tree of constants stands for the folded value.
    (p.pos + 1 == toks.len() && all_const_leaves(&x)).then_some(x)
}

fn fold_unary(op: UnOp, v: i64) -> i64 {
    match op {
        UnOp::Neg => v.wrapping_neg(),
        UnOp::Not => !v,
        UnOp::LNot => i64::from(v == 0),
        UnOp::Plus => v,
    }
}

fn all_const_leaves(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Const(_) => true,
        ExprKind::Unary(_, x) => all_const_leaves(x),
        ExprKind::Binary(_, l, r) => all_const_leaves(l) && all_const_leaves(r),
        ExprKind::Call(_, args) => args.iter().all(all_const_leaves),
        _ => false,
    }
}

/// True when the source text of `span` is one parenthesised group (`(...)`).
fn paren_group(a: &Assembler<'_>, span: Span) -> bool {
    let text = &a.sm.get(span.file).text;
    let Some(s) = text.get(span.start as usize..span.end as usize) else { return false };
    let b = s.as_bytes();
    if b.first() != Some(&b'(') || b.last() != Some(&b')') {
        return false;
    }
    let mut depth = 0usize;
    for (i, &c) in b.iter().enumerate() {
        match c {
            b'(' => depth += 1,
            b')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 && i + 1 != b.len() {
                    return false;
                }
            }
            _ => {}
        }
    }
    true
}

/// Symbols that are not constants make an expression non-constant; AMDGPU functions are
/// evaluated for the target.
struct NoSymbols<'x>(&'x crate::symbol::Symbols);

impl SymbolLookup for NoSymbols<'_> {
    fn lookup(&self, _name: &str) -> SymbolValue {
        SymbolValue::Undefined
    }
    fn target_function(&self, f: Func, args: &[i64]) -> Option<i64> {
        self.0.target_function(f, args)
    }
}

/// The value of an expression whose leaves are constants, as llvm-mc folds it.
fn const_value(a: &Assembler<'_>, e: &Expr) -> Option<i64> {
    crate::expr::eval(e, &NoSymbols(&a.symbols)).ok()?.as_abs()
}

/// Prints an expression as llvm-mc does after parsing it (substituted and folded).
fn print_top(a: &mut Assembler<'_>, e: &Expr) -> String {
    let e = substitute(a, e, 0);
    let e = match const_value(a, &e) {
        Some(v) if all_const_leaves(&e) => Expr { kind: ExprKind::Const(v), span: e.span },
        _ => e,
    };
    print_expr(a, &e)
}

fn print_expr(a: &mut Assembler<'_>, e: &Expr) -> String {
    let mut s = String::new();
    write_llvm(a, e, &mut s, 0);
    s
}

/// llvm-mc's expression printer.
fn write_llvm(a: &mut Assembler<'_>, e: &Expr, out: &mut String, depth: usize) {
    if depth > crate::expr::MAX_EXPR_DEPTH {
        out.push_str("...");
        return;
    }
    match &e.kind {
        ExprKind::Const(v) => {
            let _ = write!(out, "{v}");
        }
        ExprKind::Sym(name, spec) => {
            if name.starts_with("\u{1}L") {
                let n = a.text.as_mut().map_or_else(|| name.clone(), |t| t.tmp_name(name));
                out.push_str(&n);
            } else {
                out.push_str(&symbol_text(name));
            }
            match spec {
                // llvm-mc-19 spells this one variant in capitals.
                Some(crate::expr::RelocSpec::GotPcRel) => out.push_str("@GOTPCREL"),
                Some(s) => {
                    out.push('@');
                    out.push_str(s.text());
                }
                None => {}
            }
        }
        ExprKind::Loc(..) => {
            // llvm-mc names the location with a temporary label printed before the statement.
            match a.text.as_mut() {
                Some(t) => {
                    let key = format!("\u{1}.{}", t.tmp.len());
                    let n = t.tmp_name(&key);
                    t.line(&format!("{n}:"));
                    out.push_str(&n);
                }
                None => out.push('.'),
            }
        }
        ExprKind::Unary(op, x) => {
            out.push_str(match op {
                UnOp::Neg => "-",
                UnOp::Not => "~",
                UnOp::LNot => "!",
                UnOp::Plus => "+",
            });
            let paren = matches!(x.kind, ExprKind::Binary(..));
            if paren {
                out.push('(');
            }
            write_llvm(a, x, out, depth + 1);
            if paren {
                out.push(')');
            }
        }
        ExprKind::Binary(op, l, r) => {
            operand(a, l, out, depth);
            if *op == BinOp::Add {
                if let ExprKind::Const(v) = r.kind {
                    if v < 0 {
                        let _ = write!(out, "{v}");
                        return;
                    }
                }
            }
            out.push_str(op.text());
            operand(a, r, out, depth);
        }
        ExprKind::Call(f, args) => {
            out.push_str(f.name());
            out.push('(');
            for (i, x) in args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_llvm(a, x, out, depth + 1);
            }
            out.push(')');
        }
    }
}

/// An operand of a binary operation: bare when it is a constant or a symbol.
fn operand(a: &mut Assembler<'_>, e: &Expr, out: &mut String, depth: usize) {
    if matches!(e.kind, ExprKind::Const(_) | ExprKind::Sym(..) | ExprKind::Loc(..)) {
        write_llvm(a, e, out, depth + 1);
    } else {
        out.push('(');
        write_llvm(a, e, out, depth + 1);
        out.push(')');
    }
}

// ----- .amdhsa_kernel --------------------------------------------------------------------------

fn c(v: i64, span: Span) -> Expr {
    Expr { kind: ExprKind::Const(v), span }
}

fn bin(op: BinOp, l: Expr, r: Expr) -> Expr {
    let span = l.span;
    Expr { kind: ExprKind::Binary(op, Box::new(l), Box::new(r)), span }
}

fn call(f: Func, args: Vec<Expr>, span: Span) -> Expr {
    Expr { kind: ExprKind::Call(f, args), span }
}

/// The descriptor words as llvm-mc-19 builds them: `w = (w & ~mask) | (value << shift)` for
/// each default, directive and derived count, in that order.
struct Words {
    words: [Expr; 5],
}

fn word_index(w: Word) -> usize {
    match w {
        Word::Rsrc1 => 0,
        Word::Rsrc2 => 1,
        Word::Rsrc3 => 2,
        Word::Properties => 3,
        Word::KernargPreload => 4,
    }
}

impl Words {
    fn set(&mut self, f: &FieldSpec, value: Expr) {
        let i = word_index(f.word);
        let span = value.span;
        let w = std::mem::replace(&mut self.words[i], c(0, span));
        let cleared = bin(
            BinOp::And,
            w,
            Expr { kind: ExprKind::Unary(UnOp::Not, Box::new(c(i64::from(f.mask()), span))), span },
        );
        self.words[i] = bin(BinOp::Or, cleared, bin(BinOp::Shl, value, c(i64::from(f.lo), span)));
    }

    fn get(&self, f: &FieldSpec) -> Expr {
        let span = self.words[word_index(f.word)].span;
        bin(
            BinOp::Shr,
            bin(BinOp::And, self.words[word_index(f.word)].clone(), c(i64::from(f.mask()), span)),
            c(i64::from(f.lo), span),
        )
    }
}

/// The directives llvm-mc-19 prints in an `.amdhsa_kernel` block, in its order.
const PRINT_ORDER: [D; 48] = [
    D::GroupSegmentFixedSize,
    D::PrivateSegmentFixedSize,
    D::KernargSize,
    D::UserSgprCount,
    D::UserSgprPrivateSegmentBuffer,
    D::UserSgprDispatchPtr,
    D::UserSgprQueuePtr,
    D::UserSgprKernargSegmentPtr,
    D::UserSgprDispatchId,
    D::UserSgprFlatScratchInit,
    D::UserSgprKernargPreloadLength,
    D::UserSgprKernargPreloadOffset,
    D::UserSgprPrivateSegmentSize,
    D::WavefrontSize32,
    D::UsesDynamicStack,
    D::SystemSgprPrivateSegmentWavefrontOffset,
    D::EnablePrivateSegment,
    D::SystemSgprWorkgroupIdX,
    D::SystemSgprWorkgroupIdY,
    D::SystemSgprWorkgroupIdZ,
    D::SystemSgprWorkgroupInfo,
    D::SystemVgprWorkitemId,
    D::NextFreeVgpr,
    D::NextFreeSgpr,
    D::AccumOffset,
    D::ReserveVcc,
    D::ReserveFlatScratch,
    D::ReserveXnackMask,
    D::FloatRoundMode32,
    D::FloatRoundMode1664,
    D::FloatDenormMode32,
    D::FloatDenormMode1664,
    D::Dx10Clamp,
    D::IeeeMode,
    D::Fp16Overflow,
    D::TgSplit,
    D::WorkgroupProcessorMode,
    D::MemoryOrdered,
    D::ForwardProgress,
    D::SharedVgprCount,
    D::RoundRobinScheduling,
    D::ExceptionFpIeeeInvalidOp,
    D::ExceptionFpDenormSrc,
    D::ExceptionFpIeeeDivZero,
    D::ExceptionFpIeeeOverflow,
    D::ExceptionFpIeeeUnderflow,
    D::ExceptionFpIeeeInexact,
    D::ExceptionIntDivZero,
];

/// User SGPRs each enable directive adds to the implied count.
fn user_sgprs(d: D) -> i64 {
    match d {
        D::UserSgprPrivateSegmentBuffer => 4,
        D::UserSgprDispatchPtr
        | D::UserSgprQueuePtr
        | D::UserSgprKernargSegmentPtr
        | D::UserSgprDispatchId
        | D::UserSgprFlatScratchInit => 2,
        D::UserSgprPrivateSegmentSize => 1,
        _ => 0,
    }
}

/// Prints an `.amdhsa_kernel` block as llvm-mc-19 does at `.end_amdhsa_kernel`.
pub(crate) fn kernel(a: &mut Assembler<'_>, k: &KernelBlock) {
    if a.text.is_none() {
        return;
    }
    sync_section(a);
    let abi = a.target.abi;
    let family = abi.family;
    let major = family.major();
    let span = k.name_span;
    let fld = |n: &str| field(n, family);
    let given: HashMap<D, Expr> =
        k.fields.iter().filter_map(|(n, e, _)| D::from_name(n).map(|d| (d, parsed_form(a, e)))).collect();
    let mut w = Words { words: std::array::from_fn(|_| c(0, span)) };
    // Defaults, in llvm-mc-19's order.
    let mut defaults: Vec<(&str, i64)> = vec![("FLOAT_DENORM_MODE_16_64", 3)];
    if major < 12 {
        defaults.push(("ENABLE_DX10_CLAMP", 1));
        defaults.push(("ENABLE_IEEE_MODE", 1));
    }
    if major >= 10 {
        if !abi.cumode {
            defaults.push(("WGP_MODE", 1));
        }
        defaults.push(("MEM_ORDERED", 1));
    }
    defaults.push(("ENABLE_SGPR_WORKGROUP_ID_X", 1));
    if major >= 10 && abi.wave32 {
        defaults.push(("ENABLE_WAVEFRONT_SIZE32", 1));
    }
    if abi.tg_split && family.has_gfx90a_insts() {
        defaults.push(("TG_SPLIT", 1));
    }
    for (n, v) in defaults {
        if let Some(f) = fld(n) {
            w.set(f, c(v, span));
        }
    }
    // Directives in source order.
    let mut implied = 0i64;
    for (n, _, _) in &k.fields {
        let Some(d) = D::from_name(n) else { continue };
        let Some(e) = given.get(&d).cloned() else { continue };
        if let Some(v) = as_const(&e) {
            if v != 0 {
                implied += user_sgprs(d);
            }
        }
        if d == D::UserSgprKernargPreloadLength {
            implied += as_const(&e).unwrap_or(0);
        }
        if d == D::UserSgprCount {
            continue;
        }
        if let DTarget::Field(name) = d.target() {
            if let Some(f) = fld(name) {
                w.set(f, e);
            }
        }
    }
    let dflt = |d: D| c(i64::try_from(d.default_value(&abi)).unwrap_or(0), span);
    let get = |d: D| given.get(&d).cloned().unwrap_or_else(|| dflt(d));
    // Granulated VGPR count.
    let wave32 = major >= 10 && as_const(&get(D::WavefrontSize32)).map_or(abi.wave32, |v| v != 0);
    let vg = i64::from(abi.vgpr_encoding_granule(wave32));
    let blocks = |x: Expr, g: i64| {
        bin(
            BinOp::Sub,
            bin(
                BinOp::Div,
                call(Func::AlignTo, vec![call(Func::Max, vec![x, c(1, span)], span), c(g, span)], span),
                c(g, span),
            ),
            c(1, span),
        )
    };
    if let Some(f) = fld("GRANULATED_WORKITEM_VGPR_COUNT") {
        w.set(f, blocks(get(D::NextFreeVgpr), vg));
    }
    if let Some(f) = fld("GRANULATED_WAVEFRONT_SGPR_COUNT") {
        let count = if major >= 10 {
            c(0, span)
        } else {
            let xnack = c(i64::from(abi.xnack), span);
            let flat = if major >= 7 { get(D::ReserveFlatScratch) } else { c(0, span) };
            bin(
                BinOp::Add,
                get(D::NextFreeSgpr),
                call(Func::ExtraSgprs, vec![get(D::ReserveVcc), flat, xnack], span),
            )
        };
        w.set(f, blocks(count, 8));
    }
    if family.has_gfx90a_insts() {
        if let Some(f) = fld("ACCUM_OFFSET") {
            w.set(f, bin(BinOp::Sub, bin(BinOp::Div, get(D::AccumOffset), c(4, span)), c(1, span)));
        }
    }
    if let Some(f) = fld("USER_SGPR_COUNT") {
        let count = given.get(&D::UserSgprCount).cloned().unwrap_or_else(|| c(implied, span));
        w.set(f, count);
    }
    // Print.
    let xnack_capable = a.target.id.xnack != amdgpu_target::FeatureSetting::Unsupported;
    let mut lines = vec![format!("\t.amdhsa_kernel {}", symbol_text(&k.name))];
    for d in PRINT_ORDER {
        if d.check_supported(&abi).is_err() {
            continue;
        }
        // (llvm-mc-19 prints no `.amdhsa_reserve_xnack_mask` for code object 6, probed on
        // gfx900, gfx942 and gfx1010 with and without xnack.)
        if (d == D::UsesDynamicStack && a.target.cov < 5)
            || (d == D::ReserveXnackMask && (!xnack_capable || a.target.cov >= 6))
        {
            continue;
        }
        let e = match d.target() {
            DTarget::Size => get(d),
            DTarget::Derived => match d {
                D::AccumOffset => match fld("ACCUM_OFFSET") {
                    Some(f) => bin(BinOp::Mul, bin(BinOp::Add, w.get(f), c(1, span)), c(4, span)),
                    None => continue,
                },
                D::ReserveXnackMask => {
                    given.get(&d).cloned().unwrap_or_else(|| c(i64::from(abi.xnack), span))
                }
                _ => get(d),
            },
            DTarget::Field(name) => match fld(name) {
                Some(f) => w.get(f),
                None => continue,
            },
        };
        let v = match const_value(a, &e) {
            Some(v) if all_const_leaves(&e) => v.to_string(),
            _ => print_expr(a, &e),
        };
        lines.push(format!("\t\t{} {v}", d.name()));
    }
    // llvm-mc-19 leaves the end of the `.end_amdhsa_kernel` statement unread: an empty line.
    lines.push("\t.end_amdhsa_kernel\n".into());
    if let Some(t) = a.text.as_mut() {
        for l in lines {
            t.line(&l);
        }
    }
}

// ----- .amdgpu_metadata -----------------------------------------------------------------------

/// `.amdgpu_metadata`: llvm-mc-19 prints the document it parsed back as YAML (keys sorted,
/// values aligned, strings quoted by its rules).
pub(crate) fn metadata(a: &mut Assembler<'_>, yaml: &str) {
    sync_section(a);
    let Ok(parsed) = amdgpu_metadata::yaml::parse(yaml) else { return };
    let mut s = String::from("\t.amdgpu_metadata\n");
    yaml_document(parsed.value, false, &mut s);
    // llvm-mc-19 leaves the end of the statement unread: an empty line after the block.
    s.push_str("\n\t.end_amdgpu_metadata\n\n");
    if let Some(t) = a.text.as_mut() {
        t.out.push_str(&s);
    }
}

/// `.amdgpu_pal_metadata` blocks print nothing where they are (but the empty line of the end
/// of statement llvm-mc-19 leaves unread); the final document is printed when assembly ends,
/// integers in hexadecimal and `.registers` keys with their names.
pub(crate) fn pal_metadata_block(a: &mut Assembler<'_>) {
    if let Some(t) = a.text.as_mut() {
        t.out.push('\n');
    }
}

/// At the end of assembly: the PAL metadata document, if any.
pub(crate) fn finish(a: &mut Assembler<'_>) {
    let Some((bytes, _)) = a.pal_metadata.as_ref() else { return };
    let Ok(value) = amdgpu_metadata::msgpack::decode(bytes) else { return };
    let mut s = String::from("\t.amdgpu_pal_metadata\n");
    yaml_document(value, true, &mut s);
    s.push_str("\t.end_amdgpu_pal_metadata\n");
    if let Some(t) = a.text.as_mut() {
        t.out.push_str(&s);
    }
}

fn yaml_document(mut value: amdgpu_metadata::Value, pal: bool, out: &mut String) {
    if pal {
        name_registers(&mut value, 0);
    }
    amdgpu_metadata::msgpack::sort_maps(&mut value);
    out.push_str("---\n");
    yaml_node(&value, 0, out, 0, pal);
    out.push_str("...\n");
}

/// PAL `.registers` keys llvm-mc-19 has a name for become text keys (`0x2e12 (NAME)`), which
/// sort after the numeric ones.
fn name_registers(v: &mut amdgpu_metadata::Value, depth: usize) {
    use amdgpu_metadata::Value;
    if depth > 64 {
        return;
    }
    match v {
        Value::Map(entries) => {
            for (k, val) in entries.iter_mut() {
                if k.as_str() == Some(".registers") {
                    if let Value::Map(regs) = val {
                        for (rk, _) in regs.iter_mut() {
                            let Some(n) = rk.as_u64() else { continue };
                            if let Some(name) = crate::pal_regs::pal_register_name(n) {
                                *rk = Value::from(format!("{} ({name})", hex(n)));
                            }
                        }
                    }
                } else {
                    name_registers(val, depth + 1);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|x| name_registers(x, depth + 1)),
        _ => {}
    }
}

/// Writes a map's entries or an array's items at `indent` (the first entry of a map that is
/// a list item follows its `- `).
fn yaml_node(v: &amdgpu_metadata::Value, indent: usize, out: &mut String, depth: usize, pal: bool) {
    use amdgpu_metadata::Value;
    if depth > 64 {
        return;
    }
    match v {
        Value::Map(entries) => {
            for (i, (k, val)) in entries.iter().enumerate() {
                if i > 0 || out.ends_with('\n') {
                    out.extend(std::iter::repeat_n(' ', indent));
                }
                let raw = yaml_raw_key(k, pal);
                let printed = if k.is_str() { yaml_string(&raw) } else { raw.clone() };
                yaml_entry(&printed, raw.len(), val, indent, out, depth, pal);
            }
        }
        Value::Array(items) => {
            for item in items {
                out.extend(std::iter::repeat_n(' ', indent));
                out.push_str("- ");
                match item {
                    Value::Map(m) if !m.is_empty() => yaml_node(item, indent + 2, out, depth + 1, pal),
                    Value::Array(x) if !x.is_empty() => {
                        out.push('\n');
                        yaml_node(item, indent + 2, out, depth + 1, pal);
                    }
                    _ => {
                        out.push_str(&yaml_scalar(item, pal));
                        out.push('\n');
                    }
                }
            }
        }
        _ => {
            out.push_str(&yaml_scalar(v, pal));
            out.push('\n');
        }
    }
}

fn yaml_entry(
    key: &str,
    raw_len: usize,
    val: &amdgpu_metadata::Value,
    indent: usize,
    out: &mut String,
    depth: usize,
    pal: bool,
) {
    use amdgpu_metadata::Value;
    out.push_str(key);
    out.push(':');
    match val {
        Value::Map(m) if !m.is_empty() => {
            out.push('\n');
            yaml_node(val, indent + 2, out, depth + 1, pal);
        }
        Value::Array(x) if !x.is_empty() => {
            out.push('\n');
            yaml_node(val, indent + 2, out, depth + 1, pal);
        }
        _ => {
            // Values (empty lists and maps too) line up 17 columns after the key as it reads
            // without quotes (at least one blank).
            out.extend(std::iter::repeat_n(' ', 16usize.saturating_sub(raw_len).max(1)));
            out.push_str(&yaml_scalar(val, pal));
            out.push('\n');
        }
    }
}

/// A map key's text before quoting: PAL integer keys in hexadecimal.
fn yaml_raw_key(k: &amdgpu_metadata::Value, pal: bool) -> String {
    match k {
        amdgpu_metadata::Value::Integer(i) if pal => i.as_u64().map_or_else(|| i.to_string(), hex),
        amdgpu_metadata::Value::Integer(i) => i.to_string(),
        amdgpu_metadata::Value::String(s) => s.as_str().unwrap_or("").to_string(),
        other => yaml_scalar(other, pal),
    }
}

fn hex(n: u64) -> String {
    if n == 0 { "0".into() } else { format!("{n:#x}") }
}

fn yaml_scalar(v: &amdgpu_metadata::Value, pal: bool) -> String {
    use amdgpu_metadata::Value;
    match v {
        Value::Nil => "~".into(),
        Value::Boolean(b) => b.to_string(),
        Value::Integer(i) if pal => i.as_u64().map_or_else(|| i.to_string(), hex),
        Value::Integer(i) => i.to_string(),
        Value::F32(f) => f.to_string(),
        Value::F64(f) => f.to_string(),
        Value::String(s) => yaml_string(s.as_str().unwrap_or("")),
        Value::Binary(b) => yaml_string(&String::from_utf8_lossy(b)),
        Value::Array(_) => "[]".into(),
        Value::Map(_) => "{}".into(),
        _ => String::new(),
    }
}

/// LLVM's YAML quoting: plain when the text is safe, single quotes when it has other
/// printable characters or reads as a number, boolean or null, double quotes for line breaks
/// and control characters.
fn yaml_string(s: &str) -> String {
    let looks_typed = s.parse::<i64>().is_ok()
        || s.parse::<f64>().is_ok()
        || crate::text_out::yaml_uint(s)
        || matches!(
            s,
            "true" | "True" | "TRUE" | "false" | "False" | "FALSE" | "null" | "Null" | "NULL" | "~"
        );
    let mut quote = if s.is_empty() || looks_typed { 1 } else { 0 };
    if s.starts_with([' ', '\t']) || s.ends_with([' ', '\t']) {
        quote = quote.max(1);
    }
    if s.starts_with([
        '-', '?', ':', '\\', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`',
    ]) {
        quote = quote.max(1);
    }
    for b in s.bytes() {
        match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'-' | b'^' | b'.' | b',' | b' ' | b'\t' => {}
            0x80..=0xff => {}
            b'\n' | b'\r' | 0x7f | 0..=0x1f => quote = 2,
            _ => quote = quote.max(1),
        }
    }
    match quote {
        0 => s.to_string(),
        1 => format!("'{}'", s.replace('\'', "''")),
        _ => {
            let mut o = String::from("\"");
            for ch in s.chars() {
                match ch {
                    '"' => o.push_str("\\\""),
                    '\\' => o.push_str("\\\\"),
                    '\n' => o.push_str("\\n"),
                    '\r' => o.push_str("\\r"),
                    '\t' => o.push_str("\\t"),
                    c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                        let _ = write!(o, "\\x{:02X}", c as u32);
                    }
                    c => o.push(c),
                }
            }
            o.push('"');
            o
        }
    }
}

fn yaml_uint(s: &str) -> bool {
    !s.is_empty() && amdgpu_metadata::yaml_scalar_uint(s).is_some()
}

// ----- .amd_kernel_code_t ----------------------------------------------------------------------

/// An `.amd_kernel_code_t` value as llvm-mc-19's parser leaves it: constant variables
/// replaced by their values, constant parts folded as its parser folds them.
pub(crate) fn parsed_form(a: &Assembler<'_>, e: &Expr) -> Expr {
    let e = substitute(a, e, 0);
    match const_value(a, &e) {
        Some(v) if all_const_leaves(&e) => Expr { kind: ExprKind::Const(v), span: e.span },
        _ => e,
    }
}

/// `.amd_kernel_code_t`: llvm-mc-19 prints every field of the finished structure; the bit
/// fields of `compute_pgm_rsrc1/2` as `(word >> lo) & mask` of the word's chain of updates,
/// `is_dynamic_callstack` and the three counts as their expressions (a number when every
/// leaf is a constant), the plain fields as numbers.
pub(crate) fn amd_kernel_code(a: &mut Assembler<'_>, k: &crate::amdgpu::KernelCode) {
    use amdgpu_hsa::akc::{Llvm19Form, Loc};
    sync_section(a);
    let mut lines = vec!["\t.amd_kernel_code_t".to_string()];
    for name in amdgpu_hsa::akc::LLVM19_PRINT_ORDER {
        let Some((loc, form)) = amdgpu_hsa::akc::llvm19_key(name) else { continue };
        let expr = match (form, loc) {
            (Llvm19Form::RsrcBits, Loc::Bits { offset, lo, width }) => {
                let w = k.rsrc[usize::from(offset == 52)].clone();
                let span = w.span;
                let m = c(((1u64 << width) - 1) as i64, span);
                let shifted = if lo == 0 { w } else { bin(BinOp::Shr, w, c(i64::from(lo), span)) };
                Some(bin(BinOp::And, shifted, m))
            }
            (Llvm19Form::DynamicCallstack, _) => k.dynamic_callstack.clone(),
            (Llvm19Form::Value, _) => k.value(name).cloned(),
            _ => None,
        };
        let v = match expr {
            Some(e) => match const_value(a, &e) {
                Some(v) if all_const_leaves(&e) => v.to_string(),
                _ => print_expr(a, &e),
            },
            None => k.base.llvm19_text(loc),
        };
        lines.push(format!("\t\t{name} = {v}"));
    }
    // llvm-mc-19 leaves the end of the statement unread: an empty line after the block.
    lines.push("\t.end_amd_kernel_code_t\n".into());
    if let Some(t) = a.text.as_mut() {
        for l in lines {
            t.line(&l);
        }
    }
}
