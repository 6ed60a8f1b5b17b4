//! AMDGPU directives: `.amdgcn_target`, `.amdhsa_code_object_version`, `.amdhsa_kernel`,
//! `.amdgpu_hsa_kernel`, and the kernel-descriptor emission at `.end_amdhsa_kernel`.

use crate::KernelBlock;
use crate::asm::{Args, Assembler};
use crate::diag::DiagKind;
use crate::expr::{Expr, ExprKind};
use crate::lexer::Tok;
use crate::section::{Fixup, FixupKind};
use crate::source::Span;
use crate::symbol::{Binding, SymDef, stt, stv};

/// Handles AMDGPU directives; false when `word` is not one.
pub(crate) fn directive(a: &mut Assembler<'_>, word: &str, span: Span, args: &mut Args) -> bool {
    match word {
        ".amdgcn_target" => {
            let sp = args.span_here();
            let Tok::Str(s) = args.peek().clone() else {
                a.error(DiagKind::Syntax, sp, "expected string");
                return true;
            };
            args.pos += 1;
            if !a.expect_eol(args) {
                return true;
            }
            let given = String::from_utf8_lossy(&s).into_owned();
            let expected = a.target.target_id_string();
            if given != expected {
                a.error(
                    DiagKind::Amdgpu,
                    sp,
                    format!(
                        ".amdgcn_target directive's target id {given} does not match the specified target id {expected}"
                    ),
                );
            }
        }
        ".amdhsa_code_object_version" => {
            let Some((v, vspan)) = a.parse_abs(args) else { return true };
            if !a.expect_eol(args) {
                return true;
            }
            if !(2..=6).contains(&v) {
                a.error(DiagKind::Amdgpu, vspan, format!("unsupported code object version {v}"));
                return true;
            }
            a.target.cov = v as u32;
        }
        ".amdhsa_kernel" => {
            let Some((name, nspan)) = a.parse_ident(args, "symbol name after .amdhsa_kernel") else {
                return true;
            };
            if !a.expect_eol(args) {
                return true;
            }
            if a.target.cov < 3 {
                a.error(
                    DiagKind::Amdgpu,
                    span,
                    "directive only supported for code object version 3 and above",
                );
                return true;
            }
            a.begin_kernel(KernelBlock {
                name,
                name_span: nspan,
                fields: Vec::new(),
                end_span: span,
                section: a.cur,
                offset: 0,
            });
        }
        ".amdgpu_hsa_kernel" => {
            let Some((name, _)) = a.parse_ident(args, "symbol name after .amdgpu_hsa_kernel") else {
                return true;
            };
            if a.expect_eol(args) {
                a.set_type(&name, stt::AMDGPU_HSA_KERNEL);
            }
        }
        _ => return false,
    }
    true
}

/// `.end_amdhsa_kernel`: places the 64-byte descriptor (filled in at the end, when every
/// expression can be evaluated) and defines `<name>.kd`.
pub(crate) fn end_kernel(a: &mut Assembler<'_>, mut k: KernelBlock, span: Span) {
    k.end_span = span;
    if a.cur_section().sh_type == crate::section::sht::NOBITS {
        a.error(DiagKind::Amdgpu, span, "kernel descriptor cannot be placed in a SHT_NOBITS section");
        return;
    }
    // No alignment is added: llvm-mc-19 places the descriptor at the current offset (compilers
    // write `.p2align 6` before the block themselves).
    let offset = a.cur_section().size();
    a.emit_fill(64, 0, span);
    k.section = a.cur;
    k.offset = offset;
    let kd_name = format!("{}.kd", k.name);
    let kd = a.registered_symbol(&kd_name);
    let code = a.symbol(&k.name);
    if !matches!(a.symbols.get(kd).def, SymDef::Undefined) {
        a.error(DiagKind::Symbol, k.name_span, format!("invalid symbol redefinition of '{kd_name}'"));
        return;
    }
    let code_sym = a.symbols.get(code).clone();
    let binding = match code_sym.binding {
        Some(b) => b,
        None if matches!(code_sym.def, SymDef::Undefined) => Binding::Global,
        None => Binding::Local,
    };
    {
        let s = a.symbols.get_mut(kd);
        s.def = SymDef::Label(k.section, offset);
        s.sym_type = stt::OBJECT;
        s.binding = Some(binding);
        s.visibility = code_sym.visibility;
        s.size = Some(Expr { kind: ExprKind::Const(64), span });
        s.def_span = Some(k.name_span);
    }
    a.symbols.get_mut(code).visibility = stv::PROTECTED;
    // kernel_code_entry_byte_offset (bytes 16..24) = kernel - descriptor.
    let kexpr = Expr { kind: ExprKind::Sym(k.name.clone(), None), span: k.name_span };
    // Symbols take their table places in descriptor byte order, as llvm-mc emits the fields:
    // the segment sizes (bytes 0..12), the kernel entry (16), then the rest.
    let first =
        [".amdhsa_group_segment_fixed_size", ".amdhsa_private_segment_fixed_size", ".amdhsa_kernarg_size"];
    for (name, e, _) in &k.fields {
        if first.contains(&name.as_str()) {
            a.register_used(e);
        }
    }
    a.register_used(&kexpr);
    for (name, e, _) in &k.fields {
        if !first.contains(&name.as_str()) {
            a.register_used(e);
        }
    }
    let sec = a.cur_section();
    sec.fixups.push(Fixup { offset: offset + 16, size: 8, expr: kexpr, kind: FixupKind::KernelCodeEntry });
    a.kernels.push(k);
}

/// `.amdgpu_metadata`: converts the YAML to MessagePack (checked against the V3+ schema, as
/// llvm-mc-19 does) and appends an `NT_AMDGPU_METADATA` note to `.note`.
pub(crate) fn metadata_note(a: &mut Assembler<'_>, yaml: &str, span: Span) {
    if a.target.cov < 3 {
        a.error(DiagKind::Amdgpu, span, ".amdgpu_metadata requires code object version 3 or above");
        return;
    }
    let desc = match amdgpu_metadata::yaml_to_msgpack(yaml) {
        Ok(d) => d,
        Err(e) => {
            a.error(DiagKind::Amdgpu, span, format!("invalid HSA metadata: {e}"));
            return;
        }
    };
    let Ok(descsz) = u32::try_from(desc.len()) else {
        a.error(DiagKind::Limit, span, "metadata too large");
        return;
    };
    let mut note = Vec::with_capacity(desc.len() + 24);
    note.extend_from_slice(&7u32.to_le_bytes());
    note.extend_from_slice(&descsz.to_le_bytes());
    note.extend_from_slice(&32u32.to_le_bytes()); // NT_AMDGPU_METADATA
    note.extend_from_slice(b"AMDGPU\0\0");
    note.extend_from_slice(&desc);
    note.resize(note.len().next_multiple_of(4), 0);
    let cur = a.cur;
    let id = a.get_section(".note", crate::section::sht::NOTE, crate::section::shf::ALLOC);
    a.cur = id;
    let sec = a.cur_section();
    if sec.align < 4 {
        sec.align = 4;
    }
    let size = sec.size();
    let pad = size.next_multiple_of(4) - size;
    a.emit_fill(pad, 0, span);
    a.emit(&note, span);
    a.cur = cur;
}
