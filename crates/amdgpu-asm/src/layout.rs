//! The end of a run: kernel descriptors, fixups to values or relocations, the symbol table,
//! and the ELF image.

use crate::Module;
use crate::diag::{DiagKind, Diagnostic};
use crate::elf::{ElfObject, ElfSection, ElfSymbol, Rela, SymSection};
use crate::expr::{RelocSpec, Term, Value, eval};
use crate::section::{FixupKind, SectionId};
use crate::symbol::{Binding, SymDef, SymbolId, is_temporary};
use std::collections::HashMap;

/// `R_AMDGPU_*` relocation types.
pub mod r {
    /// `R_AMDGPU_ABS32_LO`
    pub const ABS32_LO: u32 = 1;
    /// `R_AMDGPU_ABS32_HI`
    pub const ABS32_HI: u32 = 2;
    /// `R_AMDGPU_ABS64`
    pub const ABS64: u32 = 3;
    /// `R_AMDGPU_REL32`
    pub const REL32: u32 = 4;
    /// `R_AMDGPU_REL64`
    pub const REL64: u32 = 5;
    /// `R_AMDGPU_ABS32`
    pub const ABS32: u32 = 6;
    /// `R_AMDGPU_GOTPCREL`
    pub const GOTPCREL: u32 = 7;
    /// `R_AMDGPU_GOTPCREL32_LO`
    pub const GOTPCREL32_LO: u32 = 8;
    /// `R_AMDGPU_GOTPCREL32_HI`
    pub const GOTPCREL32_HI: u32 = 9;
    /// `R_AMDGPU_REL32_LO`
    pub const REL32_LO: u32 = 10;
    /// `R_AMDGPU_REL32_HI`
    pub const REL32_HI: u32 = 11;
    /// `R_AMDGPU_REL16`
    pub const REL16: u32 = 14;
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum RelocTarget {
    Symbol(SymbolId),
    Section(SectionId),
}

struct PendingReloc {
    offset: u64,
    target: Option<RelocTarget>,
    rtype: u32,
    addend: i64,
}

fn err(diags: &mut Vec<Diagnostic>, kind: DiagKind, span: crate::source::Span, msg: impl Into<String>) {
    diags.push(Diagnostic::error(kind, span, msg));
}

/// Produces the object bytes, or `None` after reporting errors in `diags`.
pub(crate) fn finish(mut m: Module, diags: &mut Vec<Diagnostic>) -> Option<Vec<u8>> {
    let before = diags.len();
    // A section name used as a symbol (and not defined otherwise) is the section's start.
    let mut section_aliases = vec![false; m.symbols.list.len()];
    let mut section_by_name = crate::symbol::FastMap::default();
    for (si, sec) in m.sections.iter().enumerate().rev() {
        section_by_name.insert(sec.name.as_str(), si);
    }
    for (i, s) in m.symbols.list.iter_mut().enumerate() {
        if matches!(s.def, SymDef::Undefined) && s.binding.is_none() {
            if let Some(&si) = section_by_name.get(s.name.as_str()) {
                s.def = SymDef::Label(SectionId(si as u32), 0);
                section_aliases[i] = true;
            }
        }
    }
    kernel_descriptors(&mut m, diags);
    // Fixups.
    let mut relocs: Vec<Vec<PendingReloc>> = (0..m.sections.len()).map(|_| Vec::new()).collect();
    for (si, sec_relocs) in relocs.iter_mut().enumerate() {
        let fixups = std::mem::take(&mut m.sections[si].fixups);
        for f in &fixups {
            if f.kind == FixupKind::Branch16
                && let Some(words) = local_branch(&m, SectionId(si as u32), f)
            {
                if let Some(dst) = m.sections[si].data.get_mut(f.offset as usize..f.offset as usize + 2) {
                    dst.copy_from_slice(&words.to_le_bytes());
                }
                continue;
            }
            let v = match eval(&f.expr, &m.symbols) {
                Ok(v) => v,
                Err(e) => {
                    // llvm-mc words every unrepresentable fixup value this way.
                    let msg = if e.message == "expected absolute expression" {
                        "expected relocatable expression".to_string()
                    } else {
                        e.message
                    };
                    err(diags, DiagKind::Expression, f.expr.span, msg);
                    continue;
                }
            };
            let sec = SectionId(si as u32);
            // A PC-relative instruction literal whose value turned out absolute (`x` with
            // `x = b - a`, a symbol assigned a constant later) is not resolved by llvm-mc-19:
            // it writes R_AMDGPU_REL32 against no symbol with the value as addend (probed).
            let resolved = match v.as_abs() {
                Some(c) if f.kind == FixupKind::Literal32 && crate::expr::is_pc_relative(&f.expr) => {
                    Ok(Resolved::Reloc(PendingReloc {
                        offset: f.offset,
                        target: None,
                        rtype: r::REL32,
                        addend: c,
                    }))
                }
                _ => resolve(&m, sec, f.offset, f.size, f.kind, &v),
            };
            match resolved {
                Ok(Resolved::Value(x)) => {
                    let at = f.offset as usize;
                    let bytes = x.to_le_bytes();
                    // Out of bounds only after an output-limit error stopped emission.
                    if let Some(dst) = m.sections[si].data.get_mut(at..at + f.size as usize) {
                        dst.copy_from_slice(&bytes[..f.size as usize]);
                    }
                }
                Ok(Resolved::Reloc(mut rel)) => {
                    if f.kind == FixupKind::Branch16 {
                        // RELA: the field holds -1 words (the branch base is the next
                        // instruction) and the addend is explicit. REL: the field holds
                        // `(addend - 4) / 4`, which the REL writer below stores as the addend.
                        let field = (rel.addend.wrapping_sub(4) / 4) as u16;
                        let field = if m.target.os == amdgpu_target::Os::Amdhsa { 0xffff } else { field };
                        if m.target.os != amdgpu_target::Os::Amdhsa {
                            rel.addend = i64::from(field as i16);
                        }
                        let at = f.offset as usize;
                        if let Some(dst) = m.sections[si].data.get_mut(at..at + 2) {
                            dst.copy_from_slice(&field.to_le_bytes());
                        }
                    }
                    if let Some(RelocTarget::Symbol(id)) = rel.target {
                        let sym = m.symbols.get_mut(id);
                        sym.used_in_reloc = true;
                        if is_scratch_rsrc(&sym.name) {
                            rel.rtype = r::ABS32_LO;
                        }
                    }
                    sec_relocs.push(rel);
                }
                Err(msg) => err(diags, DiagKind::Expression, f.expr.span, msg),
            }
        }
    }
    for r in std::mem::take(&mut m.explicit_relocs) {
        let (target, addend) = match &r.expr {
            None => (None, 0),
            Some(e) => match eval(e, &m.symbols) {
                Ok(v) if v.sub.is_none() => match &v.add {
                    None => (None, v.constant),
                    Some(t) => match target_of(&m, t, v.constant) {
                        Ok((tg, extra)) => (Some(tg), v.constant.wrapping_add(extra)),
                        Err(msg) => {
                            err(diags, DiagKind::Expression, e.span, msg);
                            continue;
                        }
                    },
                },
                Ok(_) => {
                    err(diags, DiagKind::Expression, e.span, "expected relocatable expression");
                    continue;
                }
                Err(x) => {
                    err(diags, DiagKind::Expression, x.span, x.message);
                    continue;
                }
            },
        };
        if let Some(RelocTarget::Symbol(id)) = target {
            m.symbols.get_mut(id).used_in_reloc = true;
        }
        let _ = r.span;
        relocs[r.section.0 as usize].push(PendingReloc { offset: r.offset, target, rtype: r.rtype, addend });
    }
    if diags[before..].iter().any(|d| d.severity == crate::Severity::Error) {
        return None;
    }
    for name in &m.addrsig_syms {
        if let Some(id) = m.symbols.find(name) {
            m.symbols.get_mut(id).used_in_reloc = true;
        }
    }
    // Symbol table: section symbols for sections named by relocations, then symbols.
    let mut needs_section_sym = vec![false; m.sections.len()];
    for rs in &relocs {
        for r in rs {
            if let Some(RelocTarget::Section(s)) = r.target {
                needs_section_sym[s.0 as usize] = true;
            }
        }
    }
    struct Entry {
        order: u64,
        local: bool,
        sym: ElfSymbol,
        key: RelocTarget,
    }
    let mut entries: Vec<Entry> = Vec::new();
    for (i, need) in needs_section_sym.iter().enumerate() {
        if *need {
            // A symbol spelled like the section and registered before the section existed
            // (`.reloc 0, R_AMDGPU_ABS64, .rodata` ahead of `.rodata`) is the section symbol.
            let alias =
                m.symbols.find(&m.sections[i].name).map(|id| m.symbols.get(id).order).filter(|o| *o != 0);
            entries.push(Entry {
                order: alias.map_or(m.section_order[i], |o| o.min(m.section_order[i])),
                local: true,
                sym: ElfSymbol {
                    name: String::new(),
                    info: 3, // STB_LOCAL, STT_SECTION
                    other: 0,
                    section: SymSection::Section(i),
                    value: 0,
                    size: 0,
                },
                key: RelocTarget::Section(SectionId(i as u32)),
            });
        }
    }
    for (idx, s) in m.symbols.list.iter().enumerate() {
        if (is_temporary(&s.name) && !s.used_in_reloc) || section_aliases[idx] {
            continue;
        }
        let (section, value, defined, default_size) = match &s.def {
            SymDef::Undefined => {
                if s.binding.is_none() && !s.used_in_reloc && s.sym_type == 0 && s.visibility == 0 {
                    continue;
                }
                (SymSection::Undef, 0, false, 0)
            }
            SymDef::Label(sec, off) => (SymSection::Section(sec.0 as usize), *off, true, 0),
            SymDef::Common { size, align } => (SymSection::Common, *align, true, *size),
            SymDef::Lds { size, align } => {
                if s.binding.is_none() && !s.used_in_reloc {
                    continue;
                }
                (SymSection::Lds, *align, false, *size)
            }
            SymDef::Predefined(_) => continue,
            SymDef::Variable(e) => match eval(e, &m.symbols) {
                Ok(v) => match (&v.add, &v.sub, v.spec) {
                    (None, None, None) => (SymSection::Abs, v.constant as u64, true, 0),
                    (Some(Term { place: Some((sec, off)), .. }), None, None) => {
                        (SymSection::Section(sec.0 as usize), off.wrapping_add(v.constant as u64), true, 0)
                    }
                    _ => continue,
                },
                Err(_) => continue,
            },
        };
        let binding = match s.binding {
            Some(Binding::Local) if defined => 0u8,
            Some(Binding::Local) => 1,
            Some(Binding::Global) => 1,
            Some(Binding::Weak) => 2,
            Some(Binding::Unique) => 10,
            None if defined => 0,
            None => 1,
        };
        let size = match &s.size {
            Some(e) => match eval(e, &m.symbols) {
                Ok(v) => match v.as_abs() {
                    Some(c) => c as u64,
                    None => {
                        err(diags, DiagKind::Expression, e.span, "Size expression must be absolute.");
                        0
                    }
                },
                Err(x) => {
                    err(diags, DiagKind::Expression, x.span, x.message);
                    0
                }
            },
            None => default_size,
        };
        // Symbols never registered (only named by resolved expressions) go last, in creation
        // order.
        let order = if s.order == 0 { u64::MAX / 2 + idx as u64 } else { s.order };
        entries.push(Entry {
            order,
            local: binding == 0,
            sym: ElfSymbol {
                name: s.name.clone(),
                info: (binding << 4) | (s.sym_type & 0xf),
                other: s.visibility,
                section,
                value,
                size,
            },
            key: RelocTarget::Symbol(SymbolId(idx as u32)),
        });
    }
    // ELF string tables cannot hold NUL inside a name (quoted names may contain `\0`).
    for (idx, s) in m.symbols.list.iter().enumerate() {
        if s.name.contains('\0') && entries.iter().any(|e| e.key == RelocTarget::Symbol(SymbolId(idx as u32)))
        {
            let span =
                s.def_span.or(s.use_span).unwrap_or(crate::source::Span::new(crate::source::FileId(0), 0, 0));
            err(diags, DiagKind::Symbol, span, "symbol name contains a NUL byte");
        }
    }
    entries.sort_by_key(|e| (!e.local, e.order));
    let num_locals = entries.iter().filter(|e| e.local).count();
    let index: HashMap<RelocTarget, u32> =
        entries.iter().enumerate().map(|(i, e)| (e.key, u32::try_from(i + 1).unwrap_or(0))).collect();
    // The section contents move into the object description (no copy of the code).
    let mut sections: Vec<ElfSection> = m
        .sections
        .iter_mut()
        .zip(relocs)
        .map(|(s, rs)| ElfSection {
            name: s.name.clone(),
            sh_type: s.sh_type,
            flags: s.flags,
            align: s.align,
            entsize: s.entsize,
            data: std::mem::take(&mut s.data),
            nobits_size: s.nobits_size,
            relocs: rs
                .into_iter()
                .map(|r| Rela {
                    offset: r.offset,
                    symbol: r.target.and_then(|t| index.get(&t).copied()).unwrap_or(0),
                    rtype: r.rtype,
                    addend: r.addend,
                })
                .collect(),
            link_symtab: s.sh_type == 0x6fff_4c03,
        })
        .collect();
    if m.addrsig {
        // `.llvm_addrsig`: ULEB128 symbol-table indices of the `.addrsig_sym` symbols.
        let mut data = Vec::new();
        for name in &m.addrsig_syms {
            if let Some(&i) = m.symbols.find(name).and_then(|id| index.get(&RelocTarget::Symbol(id))) {
                let mut v = i;
                loop {
                    let byte = (v & 0x7f) as u8;
                    v >>= 7;
                    if v == 0 {
                        data.push(byte);
                        break;
                    }
                    data.push(byte | 0x80);
                }
            }
        }
        sections.push(ElfSection {
            name: ".llvm_addrsig".into(),
            sh_type: 0x6fff_4c03,
            flags: crate::section::shf::EXCLUDE,
            align: 1,
            entsize: 0,
            data,
            nobits_size: 0,
            relocs: Vec::new(),
            link_symtab: true,
        });
    }
    if diags[before..].iter().any(|d| d.severity == crate::Severity::Error) {
        return None;
    }
    let cov = m.target.version();
    let e_flags = match cov.and_then(|v| {
        amdgpu_target::eflags::encode_for_os(&m.target.id, m.target.os, v, None).map_err(|e| e.to_string())
    }) {
        Ok(f) => f,
        Err(msg) => {
            diags.push(Diagnostic {
                severity: crate::Severity::Error,
                kind: DiagKind::Amdgpu,
                message: msg,
                span: None,
            });
            return None;
        }
    };
    let (os_abi, abi_version) = match m.target.os {
        amdgpu_target::Os::Amdhsa => (64, (m.target.cov.saturating_sub(2)) as u8),
        amdgpu_target::Os::Amdpal => (65, 0),
        amdgpu_target::Os::Mesa3d => (66, 0),
        amdgpu_target::Os::Unknown => (0, 0),
    };
    // HSA objects carry explicit addends (RELA); other OSes use REL with the addend written
    // into the relocated field (probed with llvm-mc-19 for amdgcn--, amdpal and mesa3d).
    let rela = m.target.os == amdgpu_target::Os::Amdhsa;
    if !rela {
        for sec in &mut sections {
            for r in &sec.relocs {
                let width = match r.rtype {
                    r::ABS64 | r::REL64 | 13 => 8,
                    r::REL16 => 2,
                    0 => 0,
                    _ => 4,
                };
                // A zero addend leaves the field as written (a branch keeps its 0xffff).
                if width == 2 && r.addend == 0 {
                    continue;
                }
                let at = r.offset as usize;
                if let Some(dst) = sec.data.get_mut(at..at + width) {
                    dst.copy_from_slice(&r.addend.to_le_bytes()[..width]);
                }
            }
        }
    }
    let obj = ElfObject {
        rela,
        os_abi,
        abi_version,
        e_flags,
        sections,
        symbols: entries.into_iter().map(|e| e.sym).collect(),
        num_locals,
    };
    match crate::elf::write(obj) {
        Ok(bytes) => Some(bytes),
        Err(message) => {
            diags.push(Diagnostic {
                severity: crate::Severity::Error,
                kind: DiagKind::Limit,
                message,
                span: None,
            });
            None
        }
    }
}

enum Resolved {
    Value(i64),
    Reloc(PendingReloc),
}

/// `SHF_MERGE` section flag.
const SHF_MERGE: u64 = 0x10;

/// The field of a branch fixup that names one label of its own section, alone and not
/// preemptible (`s_cbranch_scc0 .LBB0_1`, what compiler output is made of), in range and
/// aligned: what `eval` and [`resolve`] give for it, with one symbol lookup instead of two and
/// no copy of the name. `None` for anything else (the general way decides, errors included).
fn local_branch(m: &Module, sec: SectionId, f: &crate::section::Fixup) -> Option<u16> {
    let crate::expr::ExprKind::Sym(name, None) = &f.expr.kind else { return None };
    let s = m.symbols.get(m.symbols.find(name)?);
    let SymDef::Label(ts, toff) = s.def else { return None };
    if ts != sec || matches!(s.binding, Some(Binding::Global | Binding::Weak | Binding::Unique)) {
        return None;
    }
    let delta = (toff as i64).wrapping_sub(f.offset as i64 + 4);
    let words = delta / 4;
    (delta % 4 == 0 && (-32768..=32767).contains(&words)).then_some((words & 0xffff) as u16)
}

fn is_preemptible(m: &Module, name: &str) -> Option<SymbolId> {
    let id = m.symbols.find(name)?;
    let s = m.symbols.get(id);
    let global = matches!(s.binding, Some(Binding::Global | Binding::Weak | Binding::Unique));
    let undefined = matches!(s.def, SymDef::Undefined | SymDef::Common { .. } | SymDef::Lds { .. });
    (global || undefined).then_some(id)
}

/// The relocation target and extra addend for an added term.
///
/// `constant` is the expression's constant part: a label in a mergeable (`SHF_MERGE`) section
/// is relocated against itself rather than the section symbol when it is non-zero, since the
/// linker may move the pieces of such a section apart (probed with llvm-mc-19:
/// `.quad .str+2` uses `.str`, `.quad .str` uses `.rodata.str1.1`).
/// The scratch resource words `SCRATCH_RSRC_DWORD0`/`1`: llvm-mc-19 writes R_AMDGPU_ABS32_LO
/// against these two names (exact case) whatever the fixup: an instruction literal, `.byte`,
/// `.short`, `.long`, `.quad`, `@abs32@hi`, `x - .` (probed; reloc.s).
fn is_scratch_rsrc(name: &str) -> bool {
    matches!(name, "SCRATCH_RSRC_DWORD0" | "SCRATCH_RSRC_DWORD1")
}

fn target_of(m: &Module, t: &Term, constant: i64) -> Result<(RelocTarget, i64), String> {
    if !t.name.is_empty() {
        if let Some(id) = is_preemptible(m, &t.name) {
            return Ok((RelocTarget::Symbol(id), 0));
        }
    }
    if let (Some((sec, _)), false, Some(id)) = (t.place, t.name.is_empty(), m.symbols.find(&t.name)) {
        let merge = m.sections.get(sec.0 as usize).is_some_and(|s| s.flags & SHF_MERGE != 0);
        if merge && constant != 0 {
            return Ok((RelocTarget::Symbol(id), 0));
        }
    }
    match t.place {
        Some((sec, off)) => Ok((RelocTarget::Section(sec), off as i64)),
        None => {
            // An undefined symbol reached through a variable.
            let id = m.symbols.find(&t.name).ok_or_else(|| format!("undefined symbol '{}'", t.name))?;
            Ok((RelocTarget::Symbol(id), 0))
        }
    }
}

fn resolve(
    m: &Module,
    sec: SectionId,
    offset: u64,
    size: u8,
    kind: FixupKind,
    v: &Value,
) -> Result<Resolved, String> {
    match kind {
        FixupKind::Branch16 => {
            // A branch to a global or weak label, or to a label in another section, stays an
            // R_AMDGPU_REL16 against the symbol (or the section symbol plus the label's
            // offset), as in llvm-mc-19. The field is written in `finish`.
            if let Some(t @ Term { place: Some((ts, _)), .. }) = &v.add {
                if v.sub.is_none()
                    && v.spec.is_none()
                    && v.constant == 0
                    && (*ts != sec || is_preemptible(m, &t.name).is_some())
                {
                    let (target, extra) = target_of(m, t, 0)?;
                    return Ok(Resolved::Reloc(PendingReloc {
                        offset,
                        target: Some(target),
                        rtype: r::REL16,
                        addend: extra,
                    }));
                }
            }
            let Some(Term { place: Some((ts, toff)), .. }) = &v.add else {
                // A symbol never defined (llvm-mc-19's wording, also for the generic processor).
                if let (Some(t), None, None) = (&v.add, &v.sub, &v.spec) {
                    return Err(format!("undefined label '{}'", t.name));
                }
                return Err("branch target must be a label defined in the same section".into());
            };
            if *ts != sec || v.sub.is_some() || v.spec.is_some() {
                return Err("branch target must be a label defined in the same section".into());
            }
            let delta = (*toff as i64).wrapping_add(v.constant) - (offset as i64 + 4);
            if delta % 4 != 0 {
                return Err("branch target is not aligned to 4 bytes".into());
            }
            let words = delta / 4;
            if !(-32768..=32767).contains(&words) {
                return Err("branch size exceeds simm16".into());
            }
            Ok(Resolved::Value(words & 0xffff))
        }
        FixupKind::Simm16 => match v.as_abs() {
            Some(c) if crate::asm::fits(c, 2) => Ok(Resolved::Value(c & 0xffff)),
            Some(_) => Err("out of range literal value".into()),
            None => Err("expected absolute expression".into()),
        },
        FixupKind::KernelCodeEntry => {
            // kernel - descriptor: llvm-mc-19 always leaves this to an R_AMDGPU_REL64 (addend 16,
            // plus the kernel's offset when relocating against a section symbol), even when
            // kernel and descriptor share a section.
            let _ = sec;
            match &v.add {
                Some(t) => {
                    let (target, extra) = target_of(m, t, 0)?;
                    Ok(Resolved::Reloc(PendingReloc {
                        offset,
                        target: Some(target),
                        rtype: r::REL64,
                        addend: extra + 16,
                    }))
                }
                None => Err("kernel code symbol is not a symbol".into()),
            }
        }
        FixupKind::Data | FixupKind::Literal32 => {
            if let Some(c) = v.as_abs() {
                if !crate::asm::fits(c, size) {
                    return Err("out of range literal value".into());
                }
                return Ok(Resolved::Value(c));
            }
            let Some(add) = &v.add else {
                // `c - .` (or `c - label` in this section): PC-relative against no symbol
                // (symbol index 0), as llvm-mc-19 writes it.
                if let (Some(Term { place: Some((ss, soff)), .. }), None) = (&v.sub, v.spec) {
                    if *ss == sec {
                        let rtype = match size {
                            4 => r::REL32,
                            8 => r::REL64,
                            _ => return Err("expected relocatable expression".into()),
                        };
                        let addend = v.constant.wrapping_add(offset as i64 - *soff as i64);
                        return Ok(Resolved::Reloc(PendingReloc { offset, target: None, rtype, addend }));
                    }
                }
                return Err("expected relocatable expression".into());
            };
            if let Some(sub) = &v.sub {
                // PC-relative: `sym - label` where label is in this section.
                let Some((ss, soff)) = sub.place else {
                    return Err(format!(
                        "symbol '{}' can not be undefined in a subtraction expression",
                        sub.name
                    ));
                };
                if ss != sec {
                    return Err("Cannot represent a difference across sections".into());
                }
                let (target, extra) = target_of(m, add, v.constant)?;
                let rtype = match size {
                    4 => r::REL32,
                    8 => r::REL64,
                    _ => return Err(format!("unsupported {size}-byte PC-relative relocation")),
                };
                let addend = v.constant.wrapping_add(extra).wrapping_add(offset as i64 - soff as i64);
                return Ok(Resolved::Reloc(PendingReloc { offset, target: Some(target), rtype, addend }));
            }
            let (target, extra) = target_of(m, add, v.constant)?;
            // A plain symbol in an instruction literal is PC-relative in llvm-mc-19
            // (`s_mov_b32 s0, sym` gives R_AMDGPU_REL32; a label earlier in the same section
            // resolves to `sym + c - P`, P being the literal's own offset; probed).
            if kind == FixupKind::Literal32 && v.spec.is_none() {
                if let RelocTarget::Section(ts) = target {
                    if ts == sec {
                        let value = extra.wrapping_add(v.constant).wrapping_sub(offset as i64);
                        return Ok(Resolved::Value(value & 0xffff_ffff));
                    }
                }
                return Ok(Resolved::Reloc(PendingReloc {
                    offset,
                    target: Some(target),
                    rtype: r::REL32,
                    addend: v.constant.wrapping_add(extra),
                }));
            }
            // The specifier alone picks the type (llvm-mc-19 accepts `.byte x@rel32@lo`);
            // plain 2-byte data becomes R_AMDGPU_REL16 and needs a defined label (probed).
            if v.spec.is_none() && size < 4 && !is_scratch_rsrc(&add.name) {
                if add.place.is_none() {
                    return Err(format!("undefined label '{}'", add.name));
                }
                if size == 1 {
                    return Err("unsupported 1-byte relocation".into());
                }
                return Ok(Resolved::Reloc(PendingReloc {
                    offset,
                    target: Some(target),
                    rtype: r::REL16,
                    addend: v.constant.wrapping_add(extra),
                }));
            }
            let rtype = match (v.spec, size) {
                (Some(RelocSpec::Abs32Lo), _) => r::ABS32_LO,
                (Some(RelocSpec::Abs32Hi), _) => r::ABS32_HI,
                (Some(RelocSpec::Rel32Lo), _) => r::REL32_LO,
                (Some(RelocSpec::Rel32Hi), _) => r::REL32_HI,
                (Some(RelocSpec::Rel64), _) => r::REL64,
                (Some(RelocSpec::GotPcRel), _) => r::GOTPCREL,
                (Some(RelocSpec::GotPcRel32Lo), _) => r::GOTPCREL32_LO,
                (Some(RelocSpec::GotPcRel32Hi), _) => r::GOTPCREL32_HI,
                (None, 8) => r::ABS64,
                (None, _) => r::ABS32,
            };
            Ok(Resolved::Reloc(PendingReloc {
                offset,
                target: Some(target),
                rtype,
                addend: v.constant.wrapping_add(extra),
            }))
        }
    }
}

/// Builds each kernel descriptor from its `.amdhsa_*` expressions (evaluated now, so forward
/// references work) and writes it over the 64 reserved bytes.
fn kernel_descriptors(m: &mut Module, diags: &mut Vec<Diagnostic>) {
    for k in &m.kernels {
        let mut block = amdgpu_hsa::AmdhsaKernel::new(m.target.abi);
        // llvm-mc-19 checks most fields as it reads each directive and abandons the block at
        // the first error; the register counts, accum_offset and the required directives are
        // checked when the block ends (probed: hsa-diag-v4.s). End-of-block errors are
        // reported only when no directive failed, those of accum_offset and the required
        // directives just after `.end_amdhsa_kernel`.
        let end_of_block = crate::source::Span { start: k.end_span.end, ..k.end_span };
        let mut now: Vec<(crate::source::Span, String)> = Vec::new();
        let mut at_end: Vec<(crate::source::Span, String)> = Vec::new();
        for (name, e, span) in &k.fields {
            let value = match eval(e, &m.symbols).map(|v| v.as_abs()) {
                Ok(Some(c)) => c,
                Ok(None) => {
                    now.push((e.span, "directive should have resolvable expression".into()));
                    continue;
                }
                Err(x) => {
                    now.push((x.span, x.message));
                    continue;
                }
            };
            if let Err(x) = block.set(name, i128::from(value)) {
                use amdgpu_hsa::DirectiveError as D;
                match (&x, name.as_str()) {
                    (D::OutOfRange { .. } | D::Invalid(_), ".amdhsa_accum_offset") => at_end.push((
                        end_of_block,
                        "accum_offset should be in range [4..256] in increments of 4".into(),
                    )),
                    (D::OutOfRange { .. }, ".amdhsa_next_free_vgpr" | ".amdhsa_next_free_sgpr") => {
                        at_end.push((e.span, x.to_string()))
                    }
                    // Bad values point at the value (as llvm-mc does); the rest at the directive.
                    (D::OutOfRange { .. } | D::Invalid(_), _) => now.push((e.span, x.to_string())),
                    _ => now.push((*span, x.to_string())),
                }
            }
        }
        let failed = !now.is_empty() || !at_end.is_empty();
        let report = if now.is_empty() { at_end } else { now };
        for (at, msg) in report {
            err(diags, DiagKind::Amdgpu, at, msg);
        }
        if failed {
            continue;
        }
        match block.finish() {
            Ok(kd) => {
                let bytes = kd.to_bytes();
                let sec = &mut m.sections[k.section.0 as usize];
                let at = k.offset as usize;
                // Bytes 16..24 (kernel_code_entry_byte_offset) belong to the fixup.
                if let Some(dst) = sec.data.get_mut(at..at + 64) {
                    dst[..16].copy_from_slice(&bytes[..16]);
                    dst[24..].copy_from_slice(&bytes[24..]);
                }
            }
            Err(x) => err(diags, DiagKind::Amdgpu, end_of_block, x.to_string()),
        }
    }
}
