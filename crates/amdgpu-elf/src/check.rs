//! `amdgpu check`: would the HSA loader accept this code object, and does it agree with itself?
//!
//! Each rule has a stable id. Rules (from seed 001's ELF, note, symbol and kernel descriptor
//! sections and LLVM 19's AMDGPUUsage):
//!
//! | id | severity | rule |
//! |---|---|---|
//! | `elf-class` | error | amdgcn code objects are ELFCLASS64 (r600 objects cannot be loaded by HSA) |
//! | `os-abi` | error | `EI_OSABI` is `ELFOSABI_AMDGPU_HSA` with a known `EI_ABIVERSION` (V2-V6) |
//! | `file-type` | error | `e_type` is `ET_DYN` (the loader requires a linked shared object) |
//! | `e-flags` | error | `e_flags` decode: a known, non-reserved MACH and legal feature bits |
//! | `metadata-note` | error | the metadata note of the version is present (V2 YAML, V3+ MessagePack) |
//! | `metadata-schema` | error | the metadata fits the HSA schema (what llvm-mc-19 enforces) |
//! | `metadata-version` | error | `amdhsa.version` matches the code object version (V3 1.0, V4 1.1, V5 1.2, V6 1.2 or 1.3) |
//! | `metadata-lint` | warning | loader-level rules llvm-mc does not enforce (`Metadata::lint`) |
//! | `target-id` | error | `amdhsa.target` names the processor and feature settings of `e_flags` |
//! | `kernel-descriptor` | error | each metadata kernel's `.symbol` is a 64-byte `STT_OBJECT`, 64-byte aligned |
//! | `descriptor-fields` | error | reserved descriptor bits are 0 for the processor family (`amdgpu-hsa` validate) |
//! | `entry-point` | error | the entry point is 256-byte aligned inside an executable section |
//! | `descriptor-metadata` | error | descriptor segment sizes equal the metadata's |
//! | `register-counts` | error | metadata `.sgpr_count`/`.vgpr_count` fit in what COMPUTE_PGM_RSRC1 allocates |
//! | `note-segment` | error | in an `ET_DYN` object the metadata note lies inside a `PT_NOTE` segment (the loader finds notes through program headers) |
//! | `dynamic-relocations` | error | an `ET_DYN` object only has dynamic relocation types (ABS32_LO/HI, ABS64, RELATIVE64) |
//! | `undefined-symbols` | warning | an `ET_DYN` object has no undefined dynamic symbols (the loader must supply them) |

use amdgpu_hsa::AbiTarget;
use amdgpu_target::eflags::CodeObjectVersion;
use amdgpu_target::processor::Arch;
use amdgpu_target::target_id::{Os, TargetId};

use crate::code_object::{CodeObject, Metadata};
use crate::inspect::register_counts;

/// How bad a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// The loader would reject the object, or it contradicts itself.
    Error,
    /// Suspicious but loadable.
    Warning,
}

/// One problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The rule id (see the module docs).
    pub rule: &'static str,
    /// Error or warning.
    pub severity: Severity,
    /// What is wrong.
    pub message: String,
    /// A file offset pointing at the offending structure, when there is one.
    pub offset: Option<u64>,
}

struct Out(Vec<Finding>);

impl Out {
    fn error(&mut self, rule: &'static str, offset: Option<u64>, message: String) {
        self.0.push(Finding { rule, severity: Severity::Error, message, offset });
    }
    fn warn(&mut self, rule: &'static str, offset: Option<u64>, message: String) {
        self.0.push(Finding { rule, severity: Severity::Warning, message, offset });
    }
}

/// Runs every rule; an empty list means the object looks loadable.
#[must_use]
pub fn check(co: &CodeObject) -> Vec<Finding> {
    let mut out = Out(Vec::new());
    let h = &co.elf.header;
    if co.arch != Arch::Amdgcn {
        out.error(
            "elf-class",
            Some(4),
            "ELFCLASS32 (r600) objects cannot be loaded by the HSA runtime".into(),
        );
    }
    if co.os != Some(Os::Amdhsa) || co.version.is_none() {
        out.error(
            "os-abi",
            Some(7),
            format!(
                "EI_OSABI {} / EI_ABIVERSION {} is not an HSA code object V2-V6",
                h.os_abi, h.abi_version
            ),
        );
    }
    if h.e_type != object::elf::ET_DYN.0 {
        out.error(
            "file-type",
            Some(16),
            format!(
                "e_type is {} (the loader needs ET_DYN; link with ld.lld -shared)",
                crate::consts::file_type_name(h.e_type)
            ),
        );
    }
    if let Err(e) = &co.flags {
        out.error("e-flags", Some(if co.arch == Arch::Amdgcn { 48 } else { 36 }), e.clone());
    }
    check_metadata(co, &mut out);
    check_kernels(co, &mut out);
    check_dynamic(co, &mut out);
    out.0
}

fn metadata_offset(co: &CodeObject) -> Option<u64> {
    match &co.metadata {
        Some(Metadata::MsgPack { note, .. } | Metadata::Yaml { note, .. }) => {
            co.elf.notes.get(*note).map(|n| n.desc_offset)
        }
        None => None,
    }
}

fn check_metadata(co: &CodeObject, out: &mut Out) {
    let at = metadata_offset(co);
    match (&co.metadata, co.version) {
        (None, _) => out.error(
            "metadata-note",
            None,
            "no metadata note (NT_AMDGPU_METADATA or NT_AMD_HSA_METADATA)".into(),
        ),
        (Some(Metadata::Yaml { .. }), Some(v)) if v != CodeObjectVersion::V2 => {
            out.error("metadata-note", at, format!("code object {v} carries V2 YAML metadata"));
        }
        (Some(Metadata::MsgPack { .. }), Some(CodeObjectVersion::V2)) => {
            out.error("metadata-note", at, "code object V2 carries V3+ MessagePack metadata".into());
        }
        _ => {}
    }
    match &co.metadata {
        Some(Metadata::MsgPack { typed: Err(e), .. }) => out.error("metadata-schema", at, e.to_string()),
        Some(Metadata::Yaml { typed: Err(e), .. }) => out.error("metadata-schema", at, e.to_string()),
        Some(Metadata::MsgPack { typed: Ok(m), .. }) => {
            let want: &[[u64; 2]] = match co.version {
                Some(CodeObjectVersion::V3) => &[[1, 0]],
                Some(CodeObjectVersion::V4) => &[[1, 1]],
                Some(CodeObjectVersion::V5) => &[[1, 2]],
                Some(CodeObjectVersion::V6) => &[[1, 2], [1, 3]],
                _ => &[],
            };
            if !want.is_empty() && !want.iter().any(|w| m.version == w) {
                out.error(
                    "metadata-version",
                    at,
                    format!(
                        "amdhsa.version {:?} does not match code object {}",
                        m.version,
                        co.version.map_or(0, |v| v.number())
                    ),
                );
            }
            for e in m.lint() {
                out.warn("metadata-lint", at, e.to_string());
            }
            check_target(co, m.target.as_deref(), at, out);
        }
        _ => {}
    }
}

fn check_target(co: &CodeObject, target: Option<&str>, at: Option<u64>, out: &mut Out) {
    let Ok(flags) = &co.flags else { return };
    let Some(version) = co.version else { return };
    let Some(target) = target else {
        if version >= CodeObjectVersion::V4 {
            out.error("target-id", at, "code object V4+ metadata has no amdhsa.target".into());
        }
        return;
    };
    let parsed = match TargetId::parse(target) {
        Ok(t) => t,
        Err(e) => {
            out.error("target-id", at, format!("amdhsa.target {target:?} does not parse: {e}"));
            return;
        }
    };
    let Some(p) = flags.processor else { return };
    if parsed.processor.name != p.name {
        out.error(
            "target-id",
            at,
            format!("amdhsa.target names {}, e_flags say {}", parsed.processor.name, p.name),
        );
    }
    if parsed.xnack != flags.xnack || parsed.sramecc != flags.sramecc {
        out.error(
            "target-id",
            at,
            format!(
                "amdhsa.target {target:?} has xnack {} sramecc {}, e_flags say xnack {} sramecc {}",
                parsed.xnack, parsed.sramecc, flags.xnack, flags.sramecc
            ),
        );
    }
}

fn check_kernels(co: &CodeObject, out: &mut Out) {
    let Some(Metadata::MsgPack { typed: Ok(m), .. }) = &co.metadata else { return };
    let processor = co.flags.as_ref().ok().and_then(|f| f.processor);
    let mut by_name = std::collections::HashMap::new();
    for s in co.symbols().iter().filter(|s| s.shndx != 0) {
        by_name.entry(s.name.as_str()).or_insert(s);
    }
    let mut by_descriptor = std::collections::HashMap::new();
    for k in &co.kernels {
        if let Some(d) = &k.descriptor {
            by_descriptor.entry(d.symbol.as_str()).or_insert(k);
        }
    }
    for mk in &m.kernels {
        let Some(sym) = by_name.get(mk.symbol.as_str()) else {
            out.error(
                "kernel-descriptor",
                None,
                format!("kernel {}: descriptor symbol {} is not defined", mk.name, mk.symbol),
            );
            continue;
        };
        if sym.kind != object::elf::STT_OBJECT.0 || sym.size != 64 || sym.value % 64 != 0 {
            out.error(
                "kernel-descriptor",
                None,
                format!(
                    "kernel {}: {} must be a 64-byte, 64-byte aligned STT_OBJECT (is {}, {} bytes at {:#x})",
                    mk.name,
                    mk.symbol,
                    crate::consts::symbol_type_name(sym.kind),
                    sym.size,
                    sym.value
                ),
            );
        }
        let Some(k) = by_descriptor.get(mk.symbol.as_str()) else { continue };
        let Some(d) = &k.descriptor else { continue };
        let kd = &d.value;
        if let Some(p) = processor
            && let Ok(target) = AbiTarget::from_processor(p.name)
        {
            for v in kd.validate(&target) {
                out.error(
                    "descriptor-fields",
                    Some(d.file_offset + v.offset as u64),
                    format!("kernel {}: {}", mk.name, v.message),
                );
            }
        }
        match k.entry {
            Some(entry) if entry % 256 != 0 => {
                out.error(
                    "entry-point",
                    Some(d.file_offset + 16),
                    format!("kernel {}: entry {entry:#x} is not 256-byte aligned", mk.name),
                );
            }
            Some(entry) => {
                let exec = co.elf.sections.iter().any(|s| {
                    s.flags & object::elf::SHF_EXECINSTR.0 != 0 && entry >= s.addr && entry - s.addr < s.size
                });
                if !exec && co.elf.header.e_type == object::elf::ET_DYN.0 {
                    out.error(
                        "entry-point",
                        Some(d.file_offset + 16),
                        format!("kernel {}: entry {entry:#x} is not inside an executable section", mk.name),
                    );
                }
            }
            None => out.error(
                "entry-point",
                Some(d.file_offset + 16),
                format!("kernel {}: no entry point", mk.name),
            ),
        }
        let pairs = [
            (
                "group_segment_fixed_size",
                u64::from(kd.group_segment_fixed_size),
                mk.group_segment_fixed_size,
                0,
            ),
            (
                "private_segment_fixed_size",
                u64::from(kd.private_segment_fixed_size),
                mk.private_segment_fixed_size,
                4,
            ),
        ];
        for (name, ours, meta, off) in pairs {
            if ours != meta {
                out.error(
                    "descriptor-metadata",
                    Some(d.file_offset + off),
                    format!("kernel {}: descriptor {name} {ours} but metadata says {meta}", mk.name),
                );
            }
        }
        if kd.kernarg_size != 0 && u64::from(kd.kernarg_size) != mk.kernarg_segment_size {
            out.error(
                "descriptor-metadata",
                Some(d.file_offset + 8),
                format!(
                    "kernel {}: descriptor KERNARG_SIZE {} but metadata says {}",
                    mk.name, kd.kernarg_size, mk.kernarg_segment_size
                ),
            );
        }
        if let Some(p) = processor
            && let Ok(f) = amdgpu_hsa::Family::from_processor(p.name)
        {
            let wave = if kd.wave32(f) { 32 } else { 64 };
            if mk.wavefront_size != wave {
                out.error(
                    "descriptor-metadata",
                    Some(d.file_offset + 56),
                    format!(
                        "kernel {}: descriptor runs wave{wave} but metadata says .wavefront_size {}",
                        mk.name, mk.wavefront_size
                    ),
                );
            }
        }
        if let Some((vgprs, sgprs)) = register_counts(co, k) {
            let agprs = u32::try_from(mk.agpr_count.unwrap_or(0)).unwrap_or(u32::MAX);
            let arch_vgprs = u32::try_from(mk.vgpr_count).unwrap_or(u32::MAX);
            let need_v = processor.map_or(u64::from(arch_vgprs), |p| {
                u64::from(amdgpu_target::regs::descriptor_vgpr_count(p, arch_vgprs, agprs))
            });
            if need_v > u64::from(vgprs) {
                out.error(
                    "register-counts",
                    Some(d.file_offset + 48),
                    format!(
                        "kernel {}: metadata needs {need_v} VGPRs but COMPUTE_PGM_RSRC1 allocates {vgprs}",
                        mk.name
                    ),
                );
            }
            // GFX10+ do not use the SGPR field.
            if let Some(sgprs) = sgprs
                && mk.sgpr_count > u64::from(sgprs)
            {
                out.error(
                    "register-counts",
                    Some(d.file_offset + 48),
                    format!(
                        "kernel {}: metadata .sgpr_count {} but COMPUTE_PGM_RSRC1 allocates {sgprs}",
                        mk.name, mk.sgpr_count
                    ),
                );
            }
        }
    }
}

fn check_dynamic(co: &CodeObject, out: &mut Out) {
    if co.elf.header.e_type != object::elf::ET_DYN.0 {
        return;
    }
    if let Some(Metadata::MsgPack { note, .. } | Metadata::Yaml { note, .. }) = &co.metadata
        && let Some(n) = co.elf.notes.get(*note)
    {
        let end = n.desc_offset.saturating_add(n.desc.len() as u64);
        let inside = co.elf.segments.iter().any(|p| {
            p.p_type == object::elf::PT_NOTE.0
                && p.offset <= n.offset
                && end <= p.offset.saturating_add(p.filesz)
        });
        if !inside {
            out.error(
                "note-segment",
                Some(n.offset),
                "the metadata note is not inside a PT_NOTE segment".into(),
            );
        }
    }
    for rs in &co.elf.relocation_sections {
        let sec = &co.elf.sections[rs.section as usize];
        for (i, r) in rs.relocations.iter().enumerate() {
            if !matches!(r.r_type, 1 | 2 | 3 | 13) {
                let name = crate::consts::relocation_name(r.r_type)
                    .map_or_else(|| r.r_type.to_string(), str::to_string);
                out.error(
                    "dynamic-relocations",
                    Some(sec.offset + i as u64 * sec.entsize.max(1)),
                    format!("{name} in {} is not a dynamic relocation", sec.name),
                );
            }
        }
    }
    for t in &co.elf.symbol_tables {
        let sec = &co.elf.sections[t.section as usize];
        if sec.sh_type != object::elf::SHT_DYNSYM.0 {
            continue;
        }
        for s in t.symbols.iter().skip(1).filter(|s| s.shndx == 0 && s.bind != object::elf::STB_WEAK.0) {
            out.warn(
                "undefined-symbols",
                None,
                format!("undefined dynamic symbol {} must be supplied by the runtime", s.name),
            );
        }
    }
}
