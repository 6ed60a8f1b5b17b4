//! Generic (target-independent) directives: sections, symbols, data, alignment.

use crate::asm::{Args, Assembler};
use crate::diag::DiagKind;
use crate::lexer::Tok;
use crate::section::{FixupKind, default_kind, shf, sht};
use crate::source::Span;
use crate::symbol::{Binding, SymDef, stt, stv};

/// Handles `word` if it is a generic directive; returns false when it is not one.
pub(crate) fn generic(a: &mut Assembler<'_>, word: &str, span: Span, args: &mut Args) -> bool {
    match word {
        ".text" | ".data" | ".bss" | ".rodata" => {
            let (t, f) = default_kind(word);
            let id = a.get_section(word, t, f);
            a.switch_to(id);
            a.expect_eol(args);
        }
        // The HSA code section of code object V1/V2 (the seed's V2 example uses it; LLVM
        // dropped the directive): writable, executable, with the old SHF_AMDGPU_HSA_CODE and
        // SHF_AMDGPU_HSA_AGENT flags (0xc00007).
        ".hsatext" => {
            let flags =
                shf::ALLOC | shf::WRITE | shf::EXECINSTR | shf::AMDGPU_HSA_CODE | shf::AMDGPU_HSA_AGENT;
            let id = a.get_section(word, sht::PROGBITS, flags);
            a.switch_to(id);
            a.expect_eol(args);
        }
        ".section" | ".pushsection" => {
            if word == ".pushsection" {
                a.push_section();
            }
            section(a, args);
        }
        ".popsection" => {
            a.pop_section(span);
            a.expect_eol(args);
        }
        ".previous" => {
            a.previous_section();
            a.expect_eol(args);
        }
        ".globl" | ".global" | ".local" | ".weak" | ".hidden" | ".protected" | ".internal" => {
            loop {
                let Some((name, _)) = a.parse_ident(args, "identifier in directive") else { return true };
                match word {
                    ".globl" | ".global" => a.set_binding(&name, Binding::Global),
                    ".local" => a.set_binding(&name, Binding::Local),
                    ".weak" => a.set_binding(&name, Binding::Weak),
                    ".hidden" => a.set_visibility(&name, stv::HIDDEN),
                    ".protected" => a.set_visibility(&name, stv::PROTECTED),
                    _ => a.set_visibility(&name, stv::INTERNAL),
                }
                if !args.eat(",") {
                    break;
                }
            }
            a.expect_eol(args);
        }
        ".type" => symbol_type(a, args),
        ".size" => {
            let Some((name, _)) = a.parse_ident(args, "identifier in directive") else { return true };
            if !a.expect_comma(args) {
                return true;
            }
            let Some(e) = a.parse_expr(args) else { return true };
            if a.expect_eol(args) {
                let id = a.symbol(&name);
                a.symbols.get_mut(id).size = Some(e);
            }
        }
        ".set" | ".equ" | ".equiv" => {
            let Some((name, nspan)) = a.parse_ident(args, "identifier after '.set'") else { return true };
            if !a.expect_comma(args) {
                return true;
            }
            let Some(e) = a.assigned_value(args) else { return true };
            if word == ".equiv" {
                if let Some(id) = a.symbols.find(&name) {
                    if !matches!(a.symbols.get(id).def, SymDef::Undefined) {
                        a.error(DiagKind::Symbol, nspan, format!("redefinition of '{name}'"));
                        return true;
                    }
                }
            }
            a.assign(&name, e, nspan, word != ".equiv");
        }
        ".byte" | ".short" | ".2byte" | ".value" | ".long" | ".4byte" | ".int" | ".quad" | ".8byte" => {
            let size = match word {
                ".byte" => 1,
                ".short" | ".2byte" | ".value" => 2,
                ".long" | ".4byte" | ".int" => 4,
                _ => 8,
            };
            if args.at_eol() {
                return true;
            }
            loop {
                let Some(e) = a.parse_expr(args) else { return true };
                a.emit_value(e, size, FixupKind::Data);
                if !args.eat(",") {
                    break;
                }
            }
            a.expect_eol(args);
        }
        ".ascii" | ".asciz" | ".string" => {
            let zero = word != ".ascii";
            if args.at_eol() {
                return true;
            }
            loop {
                let sp = args.span_here();
                let Tok::Str(s) = args.peek().clone() else {
                    a.error(DiagKind::Syntax, sp, format!("expected string in '{word}' directive"));
                    return true;
                };
                args.pos += 1;
                // Adjacent strings concatenate.
                let mut bytes = s;
                while let Tok::Str(more) = args.peek().clone() {
                    args.pos += 1;
                    bytes.extend_from_slice(&more);
                }
                if zero {
                    bytes.push(0);
                }
                crate::dwarf::emission(a);
                a.emit(&bytes, sp);
                if !args.eat(",") {
                    break;
                }
            }
            a.expect_eol(args);
        }
        ".zero" | ".space" | ".skip" => {
            let Some((n, nspan)) = a.parse_abs(args) else { return true };
            let mut fill = 0i64;
            if args.eat(",") {
                let Some((f, _)) = a.parse_abs(args) else { return true };
                fill = f;
            }
            if !a.expect_eol(args) {
                return true;
            }
            if n < 0 {
                a.warning(
                    DiagKind::Directive,
                    nspan,
                    format!("'{word}' directive with negative repeat count has no effect"),
                );
                return true;
            }
            a.emit_fill(n as u64, fill as u8, nspan);
        }
        ".fill" => fill(a, args),
        ".p2align" | ".align" | ".balign" | ".p2alignw" | ".p2alignl" | ".balignw" | ".balignl" => {
            align(a, word, args);
        }
        ".comm" | ".lcomm" | ".amdgpu_lds" => common(a, word, span, args),
        ".error" | ".err" | ".warning" => {
            let msg = match args.peek().clone() {
                Tok::Str(s) => {
                    args.pos += 1;
                    String::from_utf8_lossy(&s).into_owned()
                }
                _ if word == ".warning" => "warning directive invoked in source file".to_string(),
                _ => ".error directive invoked in source file".to_string(),
            };
            if word == ".warning" {
                a.warning(DiagKind::Directive, span, msg);
            } else {
                a.error(DiagKind::Directive, span, msg);
            }
        }
        ".ident" => {
            let sp = args.span_here();
            let Tok::Str(text) = args.peek().clone() else {
                a.error(DiagKind::Syntax, sp, "expected string");
                return true;
            };
            args.pos += 1;
            if !a.expect_eol(args) {
                return true;
            }
            // `.comment`: a leading NUL, then each string NUL-terminated.
            let cur = a.cur;
            let id = a.get_section(".comment", sht::PROGBITS, shf::MERGE | shf::STRINGS);
            a.sections[id.0 as usize].entsize = 1;
            a.cur = id;
            if !a.ident_seen {
                a.ident_seen = true;
                a.emit(&[0], sp);
            }
            let mut bytes = text;
            bytes.push(0);
            a.emit(&bytes, sp);
            a.cur = cur;
        }
        ".addrsig" => {
            a.addrsig = true;
            a.expect_eol(args);
        }
        ".addrsig_sym" => {
            let Some((name, _)) = a.parse_ident(args, "identifier in directive") else { return true };
            if a.expect_eol(args) {
                a.symbol(&name);
                a.addrsig_syms.push(name);
            }
        }
        ".reloc" => reloc(a, args),
        _ => return false,
    }
    true
}

fn section(a: &mut Assembler<'_>, args: &mut Args) {
    let sp = args.span_here();
    // Section names may contain characters the lexer splits (`.AMDGPU.csdata` is one ident;
    // `.text.foo-bar` is not): join tokens up to a comma.
    let mut name = String::new();
    let mut prev_end = None;
    loop {
        let t = args.toks.get(args.pos).cloned();
        let Some(t) = t else { break };
        match &t.tok {
            Tok::Eol | Tok::Punct(",") => break,
            _ if prev_end.is_some_and(|e| e != t.start) => break,
            Tok::Ident(s) => name.push_str(s),
            Tok::Str(s) if name.is_empty() => name.push_str(&String::from_utf8_lossy(s)),
            Tok::Int(v) => name.push_str(&v.to_string()),
            Tok::Punct(p) => name.push_str(p),
            _ => break,
        }
        prev_end = Some(t.end);
        args.pos += 1;
    }
    if name.is_empty() {
        a.error(DiagKind::Syntax, sp, "expected identifier in directive");
        return;
    }
    if name.contains('\0') {
        a.error(DiagKind::Syntax, sp, "section name contains a NUL byte");
        return;
    }
    let (mut ty, mut flags) = default_kind(&name);
    let mut entsize = 0;
    let mut explicit_type = false;
    if args.eat(",") {
        let fsp = args.span_here();
        let Tok::Str(f) = args.peek().clone() else {
            a.error(DiagKind::Syntax, fsp, "expected string in directive");
            return;
        };
        args.pos += 1;
        flags = 0;
        for c in f {
            flags |= match c {
                b'a' => shf::ALLOC,
                b'w' => shf::WRITE,
                b'x' => shf::EXECINSTR,
                b'M' => shf::MERGE,
                b'S' => shf::STRINGS,
                b'T' => shf::TLS,
                b'e' => shf::EXCLUDE,
                b'G' => shf::GROUP,
                _ => {
                    a.error(DiagKind::Directive, fsp, "unknown flag");
                    return;
                }
            };
        }
        if args.eat(",") {
            let tsp = args.span_here();
            let _ = args.eat("@") || args.eat("%");
            let Some((t, _)) = a.parse_ident(args, "section type") else { return };
            ty = match t.as_str() {
                "progbits" => sht::PROGBITS,
                "nobits" => sht::NOBITS,
                "note" => sht::NOTE,
                "init_array" => sht::INIT_ARRAY,
                "fini_array" => sht::FINI_ARRAY,
                "preinit_array" => sht::PREINIT_ARRAY,
                _ => {
                    a.error(DiagKind::Directive, tsp, "unknown section type");
                    return;
                }
            };
            explicit_type = true;
            if args.eat(",") {
                let Some((e, _)) = a.parse_abs(args) else { return };
                entsize = e as u64;
            }
        } else if flags & shf::MERGE != 0 {
            a.error(DiagKind::Directive, args.span_here(), "Mergeable section must specify the type");
            return;
        }
    }
    if !a.expect_eol(args) {
        return;
    }
    let id = a.get_section(&name, ty, flags);
    let sec = &mut a.sections[id.0 as usize];
    if explicit_type && sec.sh_type != ty && sec.size() == 0 {
        sec.sh_type = ty;
    }
    if entsize != 0 {
        sec.entsize = entsize;
    }
    a.switch_to(id);
}

fn symbol_type(a: &mut Assembler<'_>, args: &mut Args) {
    let Some((name, _)) = a.parse_ident(args, "identifier in directive") else { return };
    if !a.expect_comma(args) {
        return;
    }
    let _ = args.eat("@") || args.eat("%");
    let tsp = args.span_here();
    let t = match args.peek().clone() {
        Tok::Ident(t) => t,
        Tok::Str(s) => String::from_utf8_lossy(&s).into_owned(),
        _ => {
            a.error(DiagKind::Syntax, tsp, "expected symbol type");
            return;
        }
    };
    args.pos += 1;
    let ty = match t.as_str() {
        "function" | "STT_FUNC" => stt::FUNC,
        "object" | "STT_OBJECT" => stt::OBJECT,
        "notype" | "STT_NOTYPE" => stt::NOTYPE,
        "tls_object" | "STT_TLS" => stt::TLS,
        "common" | "STT_COMMON" => 5,
        "gnu_indirect_function" => stt::GNU_IFUNC,
        "gnu_unique_object" => {
            a.set_binding(&name, Binding::Unique);
            stt::OBJECT
        }
        "STT_AMDGPU_HSA_KERNEL" => stt::AMDGPU_HSA_KERNEL,
        _ => {
            a.error(DiagKind::Directive, tsp, "unsupported attribute");
            return;
        }
    };
    if a.expect_eol(args) {
        a.set_type(&name, ty);
    }
}

fn fill(a: &mut Assembler<'_>, args: &mut Args) {
    let Some((n, nspan)) = a.parse_abs(args) else { return };
    let (mut size, mut value) = (1i64, 0i64);
    if args.eat(",") {
        let Some((s, sspan)) = a.parse_abs(args) else { return };
        size = s;
        if !(0..=8).contains(&size) {
            let s = size.clamp(0, 8);
            a.warning(
                DiagKind::Directive,
                sspan,
                "'.fill' directive with size greater than 8 has been truncated to 8",
            );
            size = s;
        }
        if args.eat(",") {
            let Some((v, _)) = a.parse_abs(args) else { return };
            value = v;
        }
    }
    if !a.expect_eol(args) {
        return;
    }
    if n < 0 {
        a.warning(DiagKind::Directive, nspan, "'.fill' directive with negative repeat count has no effect");
        return;
    }
    crate::dwarf::emission(a);
    let total = (n as u128) * (size as u128);
    if total > u128::from(a.limits.max_output_bytes) {
        a.error(
            DiagKind::Limit,
            nspan,
            format!("output exceeds the limit of {} bytes", a.limits.max_output_bytes),
        );
        return;
    }
    // Each element is the low `size` bytes of the value (a 4-byte value repeated for 8).
    let bytes = (value as u64).to_le_bytes();
    let elem: Vec<u8> = (0..size as usize).map(|i| if i < 4 { bytes[i] } else { 0 }).collect();
    if elem.iter().all(|b| *b == 0) {
        a.emit_fill(total as u64, 0, nspan);
        return;
    }
    let mut out = Vec::with_capacity(total as usize);
    for _ in 0..n {
        out.extend_from_slice(&elem);
    }
    a.emit(&out, nspan);
}

fn align(a: &mut Assembler<'_>, word: &str, args: &mut Args) {
    let Some((v, vspan)) = a.parse_abs(args) else { return };
    let pow2 = word.starts_with(".p2align");
    let width = match word {
        ".p2alignw" | ".balignw" => 2,
        ".p2alignl" | ".balignl" => 4,
        _ => 1,
    };
    let mut fill = None;
    let mut max_skip = None;
    if args.eat(",") {
        if !matches!(args.peek(), Tok::Punct(",")) {
            let Some((f, _)) = a.parse_abs(args) else { return };
            fill = Some((f, width));
        }
        if args.eat(",") {
            let Some((m, _)) = a.parse_abs(args) else { return };
            max_skip = Some(m.max(0) as u64);
        }
    }
    if !a.expect_eol(args) {
        return;
    }
    let align = if pow2 {
        if !(0..=32).contains(&v) {
            a.error(DiagKind::Range, vspan, "invalid alignment value");
            return;
        }
        1u64 << v
    } else {
        if v == 0 {
            1
        } else if v < 0 || (v as u64).count_ones() != 1 {
            a.error(DiagKind::Range, vspan, "alignment must be a power of 2");
            return;
        } else if v > 1 << 32 {
            a.error(DiagKind::Range, vspan, "alignment must be smaller than 2**32");
            return;
        } else {
            v as u64
        }
    };
    a.align_to(align, fill, max_skip, vspan);
}

fn common(a: &mut Assembler<'_>, word: &str, span: Span, args: &mut Args) {
    let Some((name, nspan)) = a.parse_ident(args, "identifier in directive") else { return };
    if !a.expect_comma(args) {
        return;
    }
    let Some((size, sspan)) = a.parse_abs(args) else { return };
    let mut align = None;
    if args.eat(",") {
        let Some((al, alspan)) = a.parse_abs(args) else { return };
        align = Some((al, alspan));
    }
    if !a.expect_eol(args) {
        return;
    }
    if size < 0 {
        a.error(DiagKind::Range, sspan, "size must be non-negative");
        return;
    }
    let id = a.symbol(&name);
    if !matches!(a.symbols.get(id).def, SymDef::Undefined) {
        a.error(DiagKind::Symbol, nspan, format!("invalid symbol redefinition of '{name}'"));
        return;
    }
    let id = a.registered_symbol(&name);
    match word {
        ".comm" => {
            // The alignment of `.comm` is a power of two on this target (probed).
            let al = match align {
                Some((al, alspan)) => {
                    if !(0..=32).contains(&al) {
                        a.error(DiagKind::Range, alspan, "invalid '.comm' or '.lcomm' directive alignment");
                        return;
                    }
                    1u64 << al
                }
                None => 1,
            };
            let s = a.symbols.get_mut(id);
            s.def = SymDef::Common { size: size as u64, align: al };
            s.sym_type = stt::OBJECT;
            s.binding = Some(Binding::Global);
        }
        ".lcomm" => {
            if let Some((_, alspan)) = align {
                a.error(DiagKind::Directive, alspan, "alignment not supported on this target");
                return;
            }
            let cur = a.cur;
            let bss = a.get_section(".bss", sht::NOBITS, shf::ALLOC | shf::WRITE);
            a.cur = bss;
            let off = a.cur_section().size();
            a.emit_fill(size as u64, 0, span);
            a.cur = cur;
            let s = a.symbols.get_mut(id);
            s.def = SymDef::Label(bss, off);
            s.sym_type = stt::OBJECT;
            s.size = Some(crate::expr::Expr { kind: crate::expr::ExprKind::Const(size), span: sspan });
            if s.binding.is_none() {
                s.binding = Some(Binding::Local);
            }
        }
        _ => {
            // .amdgpu_lds name, size[, align]: alignment in bytes, default 4 (LLVM 19).
            let al = match align {
                Some((al, alspan)) => {
                    if al <= 0 || (al as u64).count_ones() != 1 {
                        a.error(DiagKind::Range, alspan, "alignment must be a power of two");
                        return;
                    }
                    if al >= 1 << 31 {
                        a.error(DiagKind::Range, alspan, "alignment is too large");
                        return;
                    }
                    al as u64
                }
                None => 4,
            };
            if size > i64::from(a.target.lds_limit()) {
                a.error(DiagKind::Range, sspan, "size is too large");
                return;
            }
            let s = a.symbols.get_mut(id);
            // No binding is set: llvm-mc-19 writes an LDS symbol (as GLOBAL) only when it is
            // referenced by a relocation or given a binding explicitly.
            s.def = SymDef::Lds { size: size as u64, align: al };
            s.sym_type = stt::OBJECT;
        }
    }
}

/// `R_AMDGPU_*` names accepted by `.reloc`.
const RELOC_NAMES: [(&str, u32); 14] = [
    ("R_AMDGPU_NONE", 0),
    ("R_AMDGPU_ABS32_LO", 1),
    ("R_AMDGPU_ABS32_HI", 2),
    ("R_AMDGPU_ABS64", 3),
    ("R_AMDGPU_REL32", 4),
    ("R_AMDGPU_REL64", 5),
    ("R_AMDGPU_ABS32", 6),
    ("R_AMDGPU_GOTPCREL", 7),
    ("R_AMDGPU_GOTPCREL32_LO", 8),
    ("R_AMDGPU_GOTPCREL32_HI", 9),
    ("R_AMDGPU_REL32_LO", 10),
    ("R_AMDGPU_REL32_HI", 11),
    ("R_AMDGPU_RELATIVE64", 13),
    ("R_AMDGPU_REL16", 14),
];

/// `.reloc offset, R_AMDGPU_*, [expr]`: an explicit relocation. An absolute offset is in the
/// current section; `label+c` or `.+c` is in the label's section at its offset plus c (llvm-mc-19
/// puts `.reloc d1, ...` written in `.text` into `.rela.data` when `d1` is a `.data` label).
fn reloc(a: &mut Assembler<'_>, args: &mut Args) {
    let Some(oexpr) = a.parse_expr(args) else { return };
    let ospan = oexpr.span;
    let (section, off) = match crate::expr::eval(&oexpr, &a.symbols) {
        Ok(v) => match (&v.add, &v.sub, v.spec) {
            (None, None, None) => (a.cur, v.constant),
            (Some(crate::expr::Term { place: Some((sec, o)), .. }), None, None) => {
                (*sec, (*o as i64).wrapping_add(v.constant))
            }
            _ => {
                a.error(DiagKind::Expression, ospan, "expected absolute expression");
                return;
            }
        },
        Err(err) => {
            a.error(DiagKind::Expression, err.span, err.message);
            return;
        }
    };
    if off < 0 {
        a.error(DiagKind::Directive, ospan, "expression is negative");
        return;
    }
    if !a.expect_comma(args) {
        return;
    }
    let Some((name, nspan)) = a.parse_ident(args, "relocation name") else { return };
    let Some(&(_, rtype)) = RELOC_NAMES.iter().find(|(n, _)| *n == name) else {
        a.error(DiagKind::Directive, nspan, "unknown relocation name");
        return;
    };
    let mut expr = None;
    if args.eat(",") {
        let Some(e) = a.parse_expr(args) else { return };
        a.register_used(&e);
        expr = Some(e);
    }
    if a.expect_eol(args) {
        a.explicit_relocs.push(crate::ExplicitReloc {
            section,
            offset: off as u64,
            rtype,
            expr,
            span: ospan,
        });
    }
}
