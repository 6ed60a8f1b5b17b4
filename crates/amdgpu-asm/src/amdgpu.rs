//! AMDGPU directives: `.amdgcn_target`, `.amdhsa_code_object_version`, `.amdhsa_kernel`,
//! `.amdgpu_hsa_kernel`, and the kernel-descriptor emission at `.end_amdhsa_kernel`.

use crate::KernelBlock;
use crate::asm::{Args, Assembler};
use crate::diag::DiagKind;
use crate::expr::{BinOp, Expr, ExprKind};
use crate::lexer::Tok;
use crate::section::{Fixup, FixupKind};
use crate::source::Span;
use crate::symbol::{Binding, SymDef, stt, stv};
use amdgpu_metadata::Value;

/// True when `word` is an AMDGPU directive llvm-mc-19 does not know for this target, so it
/// is an `unknown directive` (probed): the code object V3+ directives (`.amdhsa_kernel`,
/// `.amdhsa_code_object_version`, `.amdgpu_metadata`) exist only for the `amdhsa` OS; the
/// V2 note directives `.hsa_code_object_version`/`.hsa_code_object_isa` not at all from
/// code object version 4 on; and `.amdgpu_hsa_kernel`, `.amd_kernel_code_t`,
/// `.amd_amdgpu_isa` and `.amd_amdgpu_hsa_metadata` not for `amdhsa` from version 4 on (LLVM
/// 14, the reference for versions 2 and 3, accepts them there).
pub(crate) fn unknown_for_target(a: &Assembler<'_>, word: &str) -> bool {
    let hsa = a.target.os == amdgpu_target::Os::Amdhsa;
    let v4 = a.target.cov >= 4;
    match word {
        ".amdhsa_code_object_version" | ".amdhsa_kernel" | ".amdgpu_metadata" => !hsa,
        ".hsa_code_object_version" | ".hsa_code_object_isa" => v4,
        ".amdgpu_hsa_kernel" | ".amd_kernel_code_t" | ".amd_amdgpu_isa" | ".amd_amdgpu_hsa_metadata" => {
            hsa && v4
        }
        _ => false,
    }
}

/// The target ID `.amdgcn_target` must name. For the `amdhsa` OS, the target ID with its
/// feature settings; for other OSes llvm-mc-19 expects the bare processor, with empty triple
/// parts spelled `unknown` (`amdgcn-amd-unknown--gfx810` for `-triple amdgcn-amd-
/// -mattr=+xnack`; probed).
pub(crate) fn expected_target_id(a: &Assembler<'_>) -> String {
    let full = a.target.target_id_string();
    if a.target.os == amdgpu_target::Os::Amdhsa {
        return full;
    }
    let Some(t) = a.target.id.triple else { return full };
    let triple = t.to_string();
    let parts: Vec<&str> = triple.splitn(4, '-').collect();
    let part = |i: usize| parts.get(i).copied().filter(|p| !p.is_empty()).unwrap_or("unknown");
    format!("{}-{}-{}--{}", part(0), part(1), part(2), a.target.id.processor.name)
}

/// `.amdhsa_kernel` fields whose value llvm-mc-19 needs when it reads the line (they decide
/// the user SGPR layout or the wave size), so a symbol defined later is "directive should
/// have resolvable expression" there (probed on gfx90a and gfx1100).
const RESOLVED_AT_ONCE: &[&str] = &[
    ".amdhsa_shared_vgpr_count",
    ".amdhsa_user_sgpr_count",
    ".amdhsa_user_sgpr_dispatch_id",
    ".amdhsa_user_sgpr_dispatch_ptr",
    ".amdhsa_user_sgpr_flat_scratch_init",
    ".amdhsa_user_sgpr_kernarg_preload_length",
    ".amdhsa_user_sgpr_kernarg_preload_offset",
    ".amdhsa_user_sgpr_kernarg_segment_ptr",
    ".amdhsa_user_sgpr_private_segment_buffer",
    ".amdhsa_user_sgpr_private_segment_size",
    ".amdhsa_user_sgpr_queue_ptr",
    ".amdhsa_wavefront_size32",
];

/// True when `.amdhsa_kernel` field `word` must be absolute where it is written and `e` is not.
pub(crate) fn unresolved_field(a: &Assembler<'_>, word: &str, e: &Expr) -> bool {
    RESOLVED_AT_ONCE.contains(&word) && !is_absolute_now(a, e)
}

fn is_absolute_now(a: &Assembler<'_>, e: &Expr) -> bool {
    crate::expr::eval(e, &a.symbols).ok().and_then(|v| v.as_abs()).is_some()
}

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
            let expected = expected_target_id(a);
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
        ".hsa_code_object_version" => {
            let Some((major, _)) = a.parse_abs(args) else { return true };
            if !a.expect_comma(args) {
                return true;
            }
            let Some((minor, _)) = a.parse_abs(args) else { return true };
            if !a.expect_eol(args) {
                return true;
            }
            let mut desc = Vec::with_capacity(8);
            desc.extend_from_slice(&(major as u32).to_le_bytes());
            desc.extend_from_slice(&(minor as u32).to_le_bytes());
            emit_note(a, b"AMD\0", 1, &desc, span); // NT_AMD_HSA_CODE_OBJECT_VERSION
        }
        ".hsa_code_object_isa" => {
            let (mut major, mut minor, mut stepping) = a.target.v2_isa_version();
            let (mut vendor, mut arch) = (b"AMD".to_vec(), b"AMDGPU".to_vec());
            if !args.at_eol() {
                let mut nums = [0i64; 3];
                for (i, n) in nums.iter_mut().enumerate() {
                    if i > 0 && !a.expect_comma(args) {
                        return true;
                    }
                    let Some((v, _)) = a.parse_abs(args) else { return true };
                    *n = v;
                }
                (major, minor, stepping) = (nums[0] as u32, nums[1] as u32, nums[2] as u32);
                for slot in [&mut vendor, &mut arch] {
                    if !a.expect_comma(args) {
                        return true;
                    }
                    let sp = args.span_here();
                    let Tok::Str(v) = args.peek().clone() else {
                        a.error(DiagKind::Syntax, sp, "expected string");
                        return true;
                    };
                    args.pos += 1;
                    *slot = v;
                }
            }
            if !a.expect_eol(args) {
                return true;
            }
            // NT_AMD_HSA_ISA_VERSION: u16 vendor size, u16 arch size, u32 major, minor,
            // stepping, then both names NUL-terminated.
            let (vlen, alen) = (vendor.len() + 1, arch.len() + 1);
            let mut desc = Vec::with_capacity(16 + vlen + alen);
            desc.extend_from_slice(&(vlen as u16).to_le_bytes());
            desc.extend_from_slice(&(alen as u16).to_le_bytes());
            for v in [major, minor, stepping] {
                desc.extend_from_slice(&v.to_le_bytes());
            }
            desc.extend_from_slice(&vendor);
            desc.push(0);
            desc.extend_from_slice(&arch);
            desc.push(0);
            emit_note(a, b"AMD\0", 3, &desc, span);
        }
        ".amd_amdgpu_isa" => {
            let sp = args.span_here();
            // r600 is not an amdgcn architecture (llvm-mc-19 -triple=r600, at the token after
            // the name; elf-notes-verify-r600.s).
            if a.target.id.triple.is_some_and(|t| t.arch == amdgpu_target::Arch::R600) {
                let msg = ".amd_amdgpu_isa directive is not available on non-amdgcn architectures";
                a.error(DiagKind::Amdgpu, sp, msg);
                return true;
            }
            let Tok::Str(name) = args.peek().clone() else {
                a.error(DiagKind::Syntax, sp, "expected string");
                return true;
            };
            args.pos += 1;
            if !a.expect_eol(args) {
                return true;
            }
            // Outside amdhsa (where only code objects 2 and 3 have the directive) the string
            // must be the options' target ID without features, as llvm-mc-19 checks it
            // (isa-version-pal.s, isa-version-unk.s; probed).
            if a.target.os != amdgpu_target::Os::Amdhsa && name != expected_target_id(a).as_bytes() {
                a.error(DiagKind::Amdgpu, sp, "target id must match options");
                return true;
            }
            isa_name_note(a, &name, span);
        }
        ".amdgpu_hsa_kernel" => {
            let Some((name, _)) = a.parse_ident(args, "symbol name after .amdgpu_hsa_kernel") else {
                return true;
            };
            if a.expect_eol(args) {
                a.set_type(&name, stt::AMDGPU_HSA_KERNEL);
                a.reset_kernel_scope();
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
    // llvm-mc-19 needs the kernarg size when the block ends (error at the end of the line).
    let kernarg = k.fields.iter().find(|(n, _, _)| n == ".amdhsa_kernarg_size").map(|(_, e, _)| e);
    if kernarg.is_some_and(|e| !is_absolute_now(a, e)) {
        let end = Span { start: span.end, ..span };
        a.error(DiagKind::Amdgpu, end, "Kernarg size should be resolvable");
        return;
    }
    if a.cur_section().sh_type == crate::section::sht::NOBITS {
        a.error(DiagKind::Amdgpu, span, "kernel descriptor cannot be placed in a SHT_NOBITS section");
        return;
    }
    // No alignment is added: llvm-mc-19 places the descriptor at the current offset (compilers
    // write `.p2align 6` before the block themselves).
    let offset = a.cur_section().size();
    crate::dwarf::emission(a);
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
    emit_note(a, b"AMDGPU\0", 32, &desc, span); // NT_AMDGPU_METADATA
}

/// `.amd_amdgpu_hsa_metadata` (code object V2): the YAML is validated and re-written the way
/// LLVM 14 does (`amdgpu_metadata::v2`), then stored as an `NT_AMD_HSA_METADATA` note.
pub(crate) fn v2_metadata_note(a: &mut Assembler<'_>, yaml: &str, span: Span) {
    match amdgpu_metadata::v2::Metadata::parse(yaml) {
        Ok(m) => {
            let text = m.normalized().to_yaml();
            emit_note(a, b"AMD\0", 10, text.as_bytes(), span);
        }
        Err(e) => a.error(DiagKind::Amdgpu, span, format!("invalid HSA metadata: {e}")),
    }
}

/// `.amdgpu_pal_metadata`: the YAML document becomes the MessagePack of an
/// `NT_AMDGPU_METADATA` note written when assembly ends (a later block replaces an earlier
/// one, as in llvm-mc-19). Keys of a pipeline's `.registers` map are register numbers: a key
/// written as text (`0x2e12 (COMPUTE_PGM_RSRC1)`, quoted or not) is the number before the
/// name, and text without a leading number is an error, as in llvm-mc-19. Keys elsewhere stay
/// as written. `amdpal.pipelines[0].registers` always exists (an empty map if absent).
pub(crate) fn pal_metadata(a: &mut Assembler<'_>, yaml: &str, span: Span) {
    let mut parsed = match amdgpu_metadata::yaml::parse(yaml) {
        Ok(p) => p.value,
        Err(e) => {
            a.error(DiagKind::Amdgpu, span, format!("invalid PAL metadata: {e}"));
            return;
        }
    };
    let Value::Map(top) = &mut parsed else {
        a.error(DiagKind::Amdgpu, span, "invalid PAL metadata: expected a map");
        return;
    };
    let pipelines = match top.iter().position(|(k, _)| k.as_str() == Some("amdpal.pipelines")) {
        Some(i) => &mut top[i].1,
        None => {
            top.push((Value::from("amdpal.pipelines"), Value::Array(Vec::new())));
            &mut top.last_mut().expect("just pushed").1
        }
    };
    let Value::Array(list) = pipelines else {
        a.error(DiagKind::Amdgpu, span, "invalid PAL metadata: amdpal.pipelines is not a list");
        return;
    };
    if list.is_empty() {
        list.push(Value::Map(Vec::new()));
    }
    let Value::Map(first) = &mut list[0] else {
        a.error(DiagKind::Amdgpu, span, "invalid PAL metadata: a pipeline is not a map");
        return;
    };
    if !first.iter().any(|(k, _)| k.as_str() == Some(".registers")) {
        first.push((Value::from(".registers"), Value::Map(Vec::new())));
    }
    for pipeline in list.iter_mut() {
        let Value::Map(entries) = pipeline else { continue };
        for (key, regs) in entries.iter_mut() {
            if key.as_str() != Some(".registers") {
                continue;
            }
            let Value::Map(regs) = regs else {
                a.error(DiagKind::Amdgpu, span, "invalid PAL metadata: .registers is not a map");
                return;
            };
            for (k, _) in regs.iter_mut() {
                let Some(text) = k.as_str() else { continue };
                let Some(n) = register_number(text) else {
                    let msg = format!("invalid PAL metadata: unrecognized register key '{text}'");
                    a.error(DiagKind::Amdgpu, span, msg);
                    return;
                };
                *k = Value::from(n);
            }
        }
    }
    amdgpu_metadata::msgpack::sort_maps(&mut parsed);
    a.pal_metadata = Some((amdgpu_metadata::msgpack::encode(&parsed), span));
}

/// Writes the pending PAL metadata note (at the end of assembly, as llvm-mc-19 does).
pub(crate) fn finish_pal_metadata(a: &mut Assembler<'_>) {
    if let Some((desc, span)) = a.pal_metadata.take() {
        emit_note(a, b"AMDGPU\0", 32, &desc, span); // NT_AMDGPU_METADATA
    }
}

/// The register number of a textual `.registers` key: `0x2e12 (COMPUTE_PGM_RSRC1)` -> 0x2e12,
/// `12` -> 12 (hex with 0x, else decimal; a name in parentheses may follow after blanks).
fn register_number(text: &str) -> Option<u64> {
    let t = text.trim();
    let end = t.find(|c: char| c.is_ascii_whitespace() || c == '(').unwrap_or(t.len());
    let (num, rest) = t.split_at(end);
    let rest = rest.trim_start();
    if !(rest.is_empty() || rest.starts_with('(') && rest.ends_with(')')) {
        return None;
    }
    match num.strip_prefix("0x").or_else(|| num.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => num.parse().ok(),
    }
}

/// `.amd_amdgpu_isa "<target>"`: an `NT_AMD_HSA_ISA_NAME` note holding the string (no NUL).
pub(crate) fn isa_name_note(a: &mut Assembler<'_>, name: &[u8], span: Span) {
    emit_note(a, b"AMD\0", 11, name, span);
}

/// Appends an ELF note (`name` includes its NUL) to `.note` (SHT_NOTE, align 4; `SHF_ALLOC`
/// only for `amdhsa`, as llvm-mc-19 and LLVM 14 write it).
fn emit_note(a: &mut Assembler<'_>, name: &[u8], ntype: u32, desc: &[u8], span: Span) {
    let (Ok(namesz), Ok(descsz)) = (u32::try_from(name.len()), u32::try_from(desc.len())) else {
        a.error(DiagKind::Limit, span, "note too large");
        return;
    };
    let mut note = Vec::with_capacity(desc.len() + name.len() + 20);
    note.extend_from_slice(&namesz.to_le_bytes());
    note.extend_from_slice(&descsz.to_le_bytes());
    note.extend_from_slice(&ntype.to_le_bytes());
    note.extend_from_slice(name);
    note.resize(note.len().next_multiple_of(4), 0);
    note.extend_from_slice(desc);
    note.resize(note.len().next_multiple_of(4), 0);
    let cur = a.cur;
    let flags = if a.target.os == amdgpu_target::Os::Amdhsa { crate::section::shf::ALLOC } else { 0 };
    let id = a.get_section(".note", crate::section::sht::NOTE, flags);
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

/// An `.amd_kernel_code_t` block as llvm-mc-19 keeps it while reading: the plain fields as
/// numbers, the fields it keeps as expressions (the bit fields of `compute_pgm_rsrc1/2` as a
/// chain of bit-field updates of each word, `is_dynamic_callstack`, and the three counts
/// written like data values) as expressions, printed symbolically in text mode and resolved
/// when the object is written.
pub(crate) struct KernelCode {
    /// Defaults and plain fields.
    pub(crate) base: amdgpu_hsa::akc::AmdKernelCode,
    /// `compute_pgm_rsrc1` and `compute_pgm_rsrc2`: `(w & ~(m << lo)) | ((v & m) << lo)` per
    /// field, starting from the default word.
    pub(crate) rsrc: [Expr; 2],
    /// `is_dynamic_callstack`, when given.
    pub(crate) dynamic_callstack: Option<Expr>,
    /// `workitem_private_segment_byte_size`, `wavefront_sgpr_count`, `workitem_vgpr_count`,
    /// when given.
    pub(crate) values: [Option<Expr>; 3],
    /// Where each bit of `compute_pgm_rsrc1` was last given (for the end-of-block checks).
    rsrc1_bit_spans: [Option<Span>; 32],
}

/// Byte offset and size of the three fields llvm-mc-19 writes like data values.
const VALUE_FIELDS: [(&str, usize, u8); 3] = [
    ("workitem_private_segment_byte_size", 60, 4),
    ("wavefront_sgpr_count", 84, 2),
    ("workitem_vgpr_count", 86, 2),
];

impl KernelCode {
    fn new(base: amdgpu_hsa::akc::AmdKernelCode, span: Span) -> KernelCode {
        let word = |off: usize| {
            let b = base.to_bytes();
            i64::from(u32::from_le_bytes([b[off], b[off + 1], b[off + 2], b[off + 3]]))
        };
        KernelCode {
            base,
            rsrc: [konst(word(48), span), konst(word(52), span)],
            dynamic_callstack: None,
            values: [None, None, None],
            rsrc1_bit_spans: [None; 32],
        }
    }

    /// `compute_pgm_rsrc1` (index 0) or `compute_pgm_rsrc2` (1) with bits `lo..lo+width` set
    /// to `value`, as llvm-mc-19 builds it.
    fn set_bits(&mut self, i: usize, lo: u32, width: u32, value: Expr) {
        let span = value.span;
        let m = (1u64 << width) - 1;
        let keep = !((m << lo) as u32);
        let w = std::mem::replace(&mut self.rsrc[i], konst(0, span));
        let cleared = binop(BinOp::And, w, konst(i64::from(keep), span), span);
        let mut part = binop(BinOp::And, value, konst(m as i64, span), span);
        if lo != 0 {
            part = binop(BinOp::Shl, part, konst(i64::from(lo), span), span);
        }
        self.rsrc[i] = binop(BinOp::Or, cleared, part, span);
        if i == 0 {
            for b in lo..lo + width {
                self.rsrc1_bit_spans[b as usize] = Some(span);
            }
        }
    }

    /// The expression given for one of the three fields written like data values.
    pub(crate) fn value(&self, name: &str) -> Option<&Expr> {
        let i = VALUE_FIELDS.iter().position(|(n, _, _)| *n == name)?;
        self.values[i].as_ref()
    }

    /// The `kernel_code_properties` word: the plain bits, with bit 20 from
    /// `is_dynamic_callstack` when it was given.
    fn properties(&self, span: Span) -> Expr {
        let plain = konst(
            self.base.read(amdgpu_hsa::akc::Loc::Bytes { offset: 56, size: 4, signed: false }) as i64,
            span,
        );
        match &self.dynamic_callstack {
            None => plain,
            Some(d) => {
                let span = d.span;
                let cleared = binop(BinOp::And, plain, konst(i64::from(!(1u32 << 20)), span), span);
                let bit = binop(BinOp::And, d.clone(), konst(1, span), span);
                binop(BinOp::Or, cleared, binop(BinOp::Shl, bit, konst(20, span), span), span)
            }
        }
    }

    /// The per-field checks llvm-mc-19 makes after each value (error at the next token).
    fn check_wave_size(&self, abi: &amdgpu_hsa::AbiTarget) -> Result<(), &'static str> {
        let gfx10 = abi.family.major() >= 10;
        let props = self.base.read(amdgpu_hsa::akc::Loc::Bytes { offset: 56, size: 4, signed: false });
        if props >> 10 & 1 == 1 {
            if !gfx10 {
                return Err("enable_wavefront_size32=1 is only allowed on GFX10+");
            }
            if !abi.wave32 {
                return Err("enable_wavefront_size32=1 requires +WavefrontSize32");
            }
        } else if gfx10 && abi.wave32 {
            return Err("enable_wavefront_size32=0 requires +WavefrontSize64");
        }
        match self.base.get("wavefront_size") {
            Some(5) if !gfx10 => Err("wavefront_size=5 is only allowed on GFX10+"),
            Some(5) if !abi.wave32 => Err("wavefront_size=5 requires +WavefrontSize32"),
            Some(6) if gfx10 && abi.wave32 => Err("wavefront_size=6 requires +WavefrontSize64"),
            _ => Ok(()),
        }
    }

    /// The checks llvm-mc-19 makes on `compute_pgm_rsrc1` when the block ends, if the word is
    /// known then (it reports them without a location; we point at the field's value).
    fn check_rsrc1(&self, a: &Assembler<'_>, at: Span) -> Option<(Span, &'static str)> {
        let w = crate::expr::eval(&self.rsrc[0], &a.symbols).ok()?.as_abs()?;
        let major = a.target.abi.family.major();
        let checks: &[(u32, &str)] = if major < 10 {
            &[
                (29, "enable_wgp_mode=1 is only allowed on GFX10+"),
                (30, "enable_mem_ordered=1 is only allowed on GFX10+"),
                (31, "enable_fwd_progress=1 is only allowed on GFX10+"),
            ]
        } else if major >= 12 {
            &[
                (21, "enable_dx10_clamp=1 is not allowed on GFX12+"),
                (23, "enable_ieee_mode=1 is not allowed on GFX12+"),
            ]
        } else {
            &[]
        };
        checks
            .iter()
            .find(|(bit, _)| w >> bit & 1 == 1)
            .map(|(bit, msg)| (self.rsrc1_bit_spans[*bit as usize].unwrap_or(at), *msg))
    }
}

fn konst(v: i64, span: Span) -> Expr {
    Expr { kind: ExprKind::Const(v), span }
}

fn binop(op: BinOp, l: Expr, r: Expr, span: Span) -> Expr {
    Expr { kind: ExprKind::Binary(op, Box::new(l), Box::new(r)), span }
}

/// `.amd_kernel_code_t` ... `.end_amd_kernel_code_t` (code object V2): a 256-byte
/// `amd_kernel_code_t` at the current location, starting from LLVM's defaults for the
/// target. Read as llvm-mc-19 reads it, line by line from the buffer: a stream of
/// `key = value` items (after a value one token is skipped, normally the end of the line); at
/// the first error the block is abandoned and the lines after it are read as ordinary
/// statements (so `.end_amd_kernel_code_t` is then an unknown directive), with llvm-mc-19's
/// messages (probed). Each line is read once, so abandoned blocks cost no more than others.
pub(crate) fn amd_kernel_code_t(
    a: &mut Assembler<'_>,
    span: Span,
    file: crate::source::FileId,
    base: usize,
    rest: &str,
) {
    use amdgpu_hsa::akc::{Llvm19Form, Loc};
    if !rest.trim().is_empty() {
        a.error(DiagKind::Syntax, Span::new(file, base, base + rest.len()), "unexpected token");
    }
    let p = a.target.id.processor;
    let machine = p.version.map_or((0, 0, 0), |v| (v.major as u16, v.minor as u16, v.stepping as u16));
    let abi = a.target.abi;
    let mut k = KernelCode::new(amdgpu_hsa::akc::AmdKernelCode::llvm_default_for(&abi, machine), span);
    // The line being read: its file, start, end and tokens.
    let mut cur: Option<(crate::source::FileId, usize, usize, Args)> = None;
    loop {
        // Ends of lines between items.
        while cur.as_ref().is_none_or(|(_, _, _, args)| args.at_eol()) {
            let Some((lfile, start, end, text)) = a.next_body_line() else {
                let len = a.sm.get(file).text.len();
                let at = Span::new(file, len, len);
                a.error(DiagKind::Syntax, at, "expected value identifier or .end_amd_kernel_code_t");
                return;
            };
            let line = text[start..end].trim_end_matches('\r');
            // A line the lexer rejects is reported by it; the block ends there.
            let Some(args) = a.lex_args(lfile, start, line) else { return };
            cur = Some((lfile, start, end, args));
        }
        let Some((lfile, lstart, lend, args)) = cur.as_mut() else { return };
        let first_on_line = args.pos == 0;
        let Tok::Ident(key) = args.peek().clone() else {
            let at = args.span_here();
            a.error(DiagKind::Syntax, at, "expected value identifier or .end_amd_kernel_code_t");
            // llvm-mc-19 reads a line that starts with the bad token again as a statement.
            if first_on_line {
                a.resume_at(*lstart);
            }
            return;
        };
        args.pos += 1;
        if key == ".end_amd_kernel_code_t" {
            return finish_kernel_code(a, k, span);
        }
        let Some((loc, form)) = amdgpu_hsa::akc::llvm19_key(&key) else {
            let at = args.span_here();
            a.error(DiagKind::Amdgpu, at, format!("unexpected amd_kernel_code_t field name {key}"));
            return;
        };
        if !args.eat("=") {
            let at = args.span_here();
            a.error(DiagKind::Syntax, at, "expected '='");
            return;
        }
        let Some(e) = a.parse_expr(args) else {
            if let Some(at) = a.diags.last().and_then(|d| d.span) {
                a.error(DiagKind::Expression, at, "Could not parse expression");
            }
            return;
        };
        let e = crate::text_out::parsed_form(a, &e);
        match (form, loc) {
            (Llvm19Form::RsrcBits, Loc::Bits { offset, lo, width }) => {
                k.set_bits(usize::from(offset == 52), lo, width, e);
            }
            (Llvm19Form::DynamicCallstack, _) => k.dynamic_callstack = Some(e),
            (Llvm19Form::Ignored, _) => {}
            (Llvm19Form::Value, _) => {
                if let Some(i) = VALUE_FIELDS.iter().position(|(n, _, _)| *n == key) {
                    k.values[i] = Some(e);
                }
            }
            _ => match crate::expr::eval(&e, &a.symbols).ok().and_then(|v| v.as_abs()) {
                Some(v) => k.base.write_truncated(loc, v),
                None => {
                    a.error(DiagKind::Expression, e.span, "expected absolute expression");
                    let after = Span { start: e.span.end, end: e.span.end + 1, ..e.span };
                    a.error(DiagKind::Expression, after, "integer absolute expression expected");
                    return;
                }
            },
        }
        // One token after the value is skipped (normally the end of the line).
        let skipped_eol = args.at_eol();
        if !skipped_eol {
            args.pos += 1;
        }
        if let Err(msg) = k.check_wave_size(&abi) {
            // Reported at the token after the skipped one: after an end of line, the first
            // token of the next line, which is then read as a statement.
            let at = if skipped_eol { first_token_at(a, *lfile, *lend + 1) } else { args.span_here() };
            a.error(DiagKind::Amdgpu, at, msg);
            return;
        }
    }
}

/// A zero-width span at the first character of the line at `start` that is not a blank (a
/// token, a comment or the end of the line), where llvm-mc-19 reports an error "at the next
/// token" after an end of line.
fn first_token_at(a: &Assembler<'_>, file: crate::source::FileId, start: usize) -> Span {
    let text = a.sm.get(file).text.as_bytes();
    let mut i = start.min(text.len());
    while i < text.len() && (text[i] == b' ' || text[i] == b'\t') {
        i += 1;
    }
    Span::new(file, i, (i + 1).min(text.len()))
}

/// The end of a complete `.amd_kernel_code_t` block: llvm-mc-19's checks of
/// `compute_pgm_rsrc1`, the text, then the 256 bytes (fields still unresolved become data
/// fixups, resolved when the object is written).
fn finish_kernel_code(a: &mut Assembler<'_>, k: KernelCode, span: Span) {
    // LLVM 14, the reference for code object V2/V3 (amdhsa), has no end-of-block checks: the
    // seed's V2 example sets compute_pgm_rsrc1_fwd_progress = 1 on any processor.
    let llvm14 = a.target.os == amdgpu_target::Os::Amdhsa && a.target.cov <= 3;
    if let Some((at, msg)) = k.check_rsrc1(a, span).filter(|_| !llvm14) {
        a.error(DiagKind::Amdgpu, at, msg);
    }
    if a.text.is_some() {
        crate::text_out::amd_kernel_code(a, &k);
    }
    crate::dwarf::emission(a);
    let bytes = k.base.to_bytes();
    let props = k.properties(span);
    let mut values = k.values.into_iter();
    let [rsrc1, rsrc2] = k.rsrc;
    a.emit(&bytes[..48], span);
    kernel_code_value(a, rsrc1, 4, false);
    kernel_code_value(a, rsrc2, 4, false);
    kernel_code_value(a, props, 4, false);
    let mut at = 60;
    for (_, offset, size) in VALUE_FIELDS {
        if offset > at {
            a.emit(&bytes[at..offset], span);
        }
        let e = values.next().flatten();
        match e {
            Some(e) => kernel_code_value(a, e, size, true),
            None => a.emit(&bytes[offset..offset + usize::from(size)], span),
        }
        at = offset + usize::from(size);
    }
    a.emit(&bytes[at..], span);
}

/// One expression field of an `.amd_kernel_code_t`: its bytes now when it is absolute, else a
/// data fixup. `checked`: llvm-mc-19's range check of a value written like data ("value
/// evaluated as N is out of range.", signed or unsigned of the field's size).
fn kernel_code_value(a: &mut Assembler<'_>, e: Expr, size: u8, checked: bool) {
    let span = e.span;
    match crate::expr::eval(&e, &a.symbols).ok().and_then(|v| v.as_abs()) {
        Some(v) => {
            let bits = 8 * u32::from(size);
            if checked && !(-(1i64 << (bits - 1))..(1i64 << bits)).contains(&v) {
                a.error(DiagKind::Range, span, format!("value evaluated as {v} is out of range."));
            }
            a.emit(&v.to_le_bytes()[..usize::from(size)], span);
        }
        None => a.emit_value(e, size, FixupKind::Data),
    }
}

#[cfg(test)]
mod tests {
    use super::register_number;

    #[test]
    fn pal_register_keys() {
        assert_eq!(register_number("0x2e12 (COMPUTE_PGM_RSRC1)"), Some(0x2e12));
        assert_eq!(register_number("0X2E13"), Some(0x2e13));
        assert_eq!(register_number("12 (DEC)"), Some(12));
        assert_eq!(register_number("12(DEC)"), Some(12));
        assert_eq!(register_number("abc (Y)"), None);
        assert_eq!(register_number("12 DEC"), None);
        assert_eq!(register_number("0x"), None);
    }
}
