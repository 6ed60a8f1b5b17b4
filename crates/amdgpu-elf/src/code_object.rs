//! The AMDGPU layer over [`crate::reader`]: code object version, target, metadata notes and
//! kernels (descriptor or `amd_kernel_code_t`, entry point, metadata).

use amdgpu_hsa::KernelDescriptor;
use amdgpu_hsa::akc::{AMD_KERNEL_CODE_SIZE, AmdKernelCode};
use amdgpu_metadata::{MetadataError, SchemaError, Value, v2, v3};
use amdgpu_target::eflags::{self, CodeObjectVersion, EFlags};
use amdgpu_target::processor::Arch;
use amdgpu_target::target_id::Os;

use crate::consts::*;
use crate::error::ElfError;
use crate::reader::{Class, Elf, Section, Symbol};

/// The metadata note, decoded.
#[derive(Debug, Clone, PartialEq)]
pub enum Metadata {
    /// V3+: the MessagePack map of `NT_AMDGPU_METADATA` (HSA or PAL).
    MsgPack {
        /// Index in [`Elf::notes`].
        note: usize,
        /// The decoded map, exactly as encoded (key order kept).
        value: Value,
        /// The typed HSA view, or why the map does not fit the HSA schema (PAL metadata never
        /// does).
        typed: Result<v3::Metadata, SchemaError>,
    },
    /// V2: the YAML text of `NT_AMD_HSA_METADATA`.
    Yaml {
        /// Index in [`Elf::notes`].
        note: usize,
        /// The text (trailing NULs removed).
        text: String,
        /// The typed view, or the YAML/schema error (with line:col).
        typed: Result<v2::Metadata, MetadataError>,
    },
}

/// Where a kernel's descriptor bytes were found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Located<T> {
    /// The decoded structure.
    pub value: T,
    /// The symbol naming it.
    pub symbol: String,
    /// Its address (`st_value`).
    pub address: u64,
    /// Its file offset.
    pub file_offset: u64,
}

/// One kernel.
#[derive(Debug, Clone, PartialEq)]
pub struct Kernel {
    /// The kernel name (descriptor symbol without `.kd`, or the V2 kernel symbol).
    pub name: String,
    /// V3+: the kernel descriptor.
    pub descriptor: Option<Located<KernelDescriptor>>,
    /// V2: the `amd_kernel_code_t`.
    pub kernel_code: Option<Located<AmdKernelCode>>,
    /// Entry point address, when it can be computed (descriptor offset, or the relocation
    /// that fills it in a relocatable object).
    pub entry: Option<u64>,
    /// The symbol at the entry point, if any.
    pub entry_symbol: Option<String>,
    /// The section holding the entry point (in a relocatable object `entry` is an offset in
    /// it).
    pub entry_section: Option<u32>,
    /// Index of this kernel in the typed metadata's kernel list, if listed.
    pub metadata_index: Option<usize>,
}

/// A whole AMDGPU code object.
#[derive(Debug, Clone, PartialEq)]
pub struct CodeObject {
    /// The generic ELF structures.
    pub elf: Elf,
    /// Architecture from the ELF class.
    pub arch: Arch,
    /// The OS from `EI_OSABI` (`None` for values AMDGPU does not define).
    pub os: Option<Os>,
    /// Code object version (HSA objects only; from `EI_ABIVERSION`).
    pub version: Option<CodeObjectVersion>,
    /// Decoded `e_flags`, or why they do not decode.
    pub flags: Result<EFlags, String>,
    /// The metadata note, if present.
    pub metadata: Option<Metadata>,
    /// Kernels.
    pub kernels: Vec<Kernel>,
}

impl CodeObject {
    /// The target ID: from the metadata (`amdhsa.target`), the V2 ISA-name note, or `e_flags`.
    #[must_use]
    pub fn target_id(&self) -> Option<String> {
        if let Some(Metadata::MsgPack { typed: Ok(m), .. }) = &self.metadata
            && let Some(t) = &m.target
        {
            return Some(t.clone());
        }
        if let Some(n) =
            self.elf.notes.iter().find(|n| n.name == NOTE_NAME_AMD && n.n_type == NT_AMD_HSA_ISA_NAME)
        {
            let t = n.desc.strip_suffix(&[0]).unwrap_or(&n.desc);
            return Some(String::from_utf8_lossy(t).into_owned());
        }
        let flags = self.flags.as_ref().ok()?;
        let id = flags.target_id(self.layout_version())?;
        let triple = match (self.arch, self.os) {
            (Arch::R600, _) => "r600---".to_string(),
            (Arch::Amdgcn, Some(Os::Amdhsa)) => "amdgcn-amd-amdhsa-".to_string(),
            (Arch::Amdgcn, Some(Os::Amdpal)) => "amdgcn-amd-amdpal-".to_string(),
            (Arch::Amdgcn, Some(Os::Mesa3d)) => "amdgcn-mesa-mesa3d-".to_string(),
            (Arch::Amdgcn, _) => "amdgcn---".to_string(),
        };
        Some(format!("{triple}-{id}"))
    }

    /// The `e_flags` layout version (HSA: the object's version; other OSes: V3's layout).
    #[must_use]
    pub fn layout_version(&self) -> CodeObjectVersion {
        match (self.os, self.version) {
            (Some(os), Some(v)) => eflags::layout_version(os, v),
            (Some(os), None) => eflags::layout_version(os, CodeObjectVersion::V3),
            _ => CodeObjectVersion::V3,
        }
    }

    /// The symbols of `.symtab` (or `.dynsym` when there is no `.symtab`).
    #[must_use]
    pub fn symbols(&self) -> &[Symbol] {
        let tables = &self.elf.symbol_tables;
        let symtab = tables.iter().find(|t| {
            self.elf.sections.get(t.section as usize).is_some_and(|s| s.sh_type == object::elf::SHT_SYMTAB.0)
        });
        symtab.or(tables.first()).map_or(&[], |t| &t.symbols)
    }
}

/// Reads an AMDGPU code object.
///
/// # Errors
/// [`ElfError`] with the byte offset of the first malformed structure: a bad header, a table
/// or section outside the file, a bad name, symbol or relocation, a malformed note, undecodable
/// MessagePack metadata (offset inside the note), or a descriptor outside its section.
pub fn read(data: &[u8]) -> Result<CodeObject, ElfError> {
    let elf = crate::reader::parse(data)?;
    let arch = match elf.header.class {
        Class::Elf32 => Arch::R600,
        Class::Elf64 => Arch::Amdgcn,
    };
    let ident = eflags::decode_ident(elf.header.os_abi, elf.header.abi_version);
    let (os, version) = match &ident {
        Ok((os, v)) => (Some(*os), *v),
        Err(_) => (None, None),
    };
    let layout = match (os, version) {
        (Some(os), Some(v)) => eflags::layout_version(os, v),
        _ => CodeObjectVersion::V3,
    };
    let flags = eflags::decode(elf.header.e_flags, arch, layout).map_err(|e| e.to_string());

    let metadata = read_metadata(&elf)?;
    let mut co = CodeObject { elf, arch, os, version, flags, metadata, kernels: Vec::new() };
    co.kernels = find_kernels(&co, data)?;
    Ok(co)
}

fn read_metadata(elf: &Elf) -> Result<Option<Metadata>, ElfError> {
    for (i, n) in elf.notes.iter().enumerate() {
        if n.name == NOTE_NAME_AMDGPU && n.n_type == NT_AMDGPU_METADATA {
            let value = amdgpu_metadata::msgpack::decode(&n.desc).map_err(|e| {
                ElfError::bad(n.desc_offset + e.offset() as u64, "NT_AMDGPU_METADATA note", e.to_string())
            })?;
            let typed = v3::Metadata::from_value(&value);
            return Ok(Some(Metadata::MsgPack { note: i, value, typed }));
        }
        if n.name == NOTE_NAME_AMD && n.n_type == NT_AMD_HSA_METADATA {
            let raw = n.desc.iter().rposition(|&b| b != 0).map_or(&n.desc[..0], |end| &n.desc[..=end]);
            let text = std::str::from_utf8(raw)
                .map_err(|e| {
                    ElfError::bad(
                        n.desc_offset + e.valid_up_to() as u64,
                        "NT_AMD_HSA_METADATA note",
                        "text is not UTF-8",
                    )
                })?
                .to_string();
            let typed = v2::Metadata::parse(&text);
            return Ok(Some(Metadata::Yaml { note: i, text, typed }));
        }
    }
    Ok(None)
}

/// File offset and address of `size` bytes at symbol `sym`.
fn symbol_bytes<'a>(
    co: &CodeObject,
    data: &'a [u8],
    sym: &Symbol,
    size: usize,
    what: &str,
) -> Result<Option<(&'a [u8], u64)>, ElfError> {
    let Some(sec): Option<&Section> =
        co.elf.sections.get(usize::from(sym.shndx)).filter(|_| sym.shndx != 0 && sym.shndx < 0xff00)
    else {
        return Ok(None);
    };
    let rel = co.elf.header.e_type == object::elf::ET_REL.0;
    let in_section = if rel { Some(sym.value) } else { sym.value.checked_sub(sec.addr) };
    let fits = in_section.and_then(|o| o.checked_add(size as u64)).is_some_and(|end| end <= sec.size);
    if !fits || sec.is_nobits() {
        return Err(ElfError::bad(
            sec.header_offset,
            what,
            format!(
                "symbol {} ({:#x}, {size} bytes) is outside section {} ({})",
                sym.name, sym.value, sec.index, sec.name
            ),
        ));
    }
    let file_offset = sec.offset.saturating_add(in_section.unwrap_or(0));
    // Sections without contents (SHT_NULL) were not range-checked when read: check here.
    let bytes = usize::try_from(file_offset)
        .ok()
        .and_then(|start| data.get(start..start.checked_add(size)?))
        .ok_or_else(|| {
            ElfError::bad(
                sec.header_offset,
                what,
                format!(
                    "symbol {} lies in section {} whose contents are outside the file",
                    sym.name, sec.index
                ),
            )
        })?;
    Ok(Some((bytes, file_offset)))
}

fn find_kernels(co: &CodeObject, data: &[u8]) -> Result<Vec<Kernel>, ElfError> {
    use std::collections::HashMap;
    let symbols = co.symbols();
    let rel = co.elf.header.e_type == object::elf::ET_REL.0;
    // Indexes, so hostile files with many descriptors, relocations and symbols stay linear.
    let mut relocs_at: HashMap<(u32, u64), (&crate::reader::RelocationSection, &crate::reader::Relocation)> =
        HashMap::new();
    for rs in &co.elf.relocation_sections {
        for r in &rs.relocations {
            relocs_at.entry((rs.target, r.offset)).or_insert((rs, r));
        }
    }
    // Code symbols by (section, value) in relocatable objects (values are section offsets) and
    // by (0, address) in linked ones.
    let mut code_at: HashMap<(u32, u64), &Symbol> = HashMap::new();
    for s in symbols {
        if s.shndx != 0
            && (s.kind == object::elf::STT_FUNC.0 || s.kind == STT_AMDGPU_HSA_KERNEL)
            && !s.name.is_empty()
        {
            let sec = if rel { u32::from(s.shndx) } else { 0 };
            code_at.entry((sec, s.value)).or_insert(s);
        }
    }
    // Allocated sections sorted by address, to find the section holding an address.
    let mut alloc: Vec<&crate::reader::Section> =
        co.elf.sections.iter().filter(|s| s.flags & object::elf::SHF_ALLOC.0 != 0 && s.size != 0).collect();
    alloc.sort_by_key(|s| s.addr);
    let section_of = |addr: u64| -> Option<u32> {
        let i = alloc.partition_point(|s| s.addr <= addr);
        let s = alloc.get(i.checked_sub(1)?)?;
        (addr - s.addr < s.size).then_some(s.index)
    };
    let mut md_index: HashMap<&str, usize> = HashMap::new();
    match &co.metadata {
        Some(Metadata::MsgPack { typed: Ok(m), .. }) => {
            for (i, mk) in m.kernels.iter().enumerate() {
                md_index.entry(mk.symbol.as_str()).or_insert(i);
            }
        }
        Some(Metadata::Yaml { typed: Ok(m), .. }) => {
            for (i, mk) in m.kernels.iter().enumerate() {
                md_index.entry(mk.name.as_str()).or_insert(i);
            }
        }
        _ => {}
    }
    let mut kernels = Vec::new();
    for sym in symbols {
        let v3 = sym.name.ends_with(".kd") && sym.kind == object::elf::STT_OBJECT.0 && sym.shndx != 0;
        let v2 = sym.kind == STT_AMDGPU_HSA_KERNEL && sym.shndx != 0;
        if !v3 && !v2 {
            continue;
        }
        let mut k = Kernel {
            name: sym.name.strip_suffix(".kd").unwrap_or(&sym.name).to_string(),
            descriptor: None,
            kernel_code: None,
            entry: None,
            entry_symbol: None,
            entry_section: None,
            metadata_index: None,
        };
        if v3 {
            let Some((bytes, file_offset)) = symbol_bytes(co, data, sym, 64, "kernel descriptor")? else {
                continue;
            };
            let kd = KernelDescriptor::parse(bytes)
                .map_err(|e| ElfError::bad(file_offset, "kernel descriptor", e.to_string()))?;
            if rel {
                // The entry offset is filled by a relocation at kd + 16: S + A - P, so the entry
                // address is S + A - 16 relative to the same section base as the descriptor.
                let reloc = relocs_at.get(&(u32::from(sym.shndx), sym.value.wrapping_add(16))).copied();
                if let Some((rs, r)) = reloc
                    && let Some(target) = co
                        .elf
                        .symbol_tables
                        .iter()
                        .find(|t| t.section == rs.symtab)
                        .and_then(|t| t.symbols.get(r.symbol as usize))
                {
                    k.entry = Some(target.value.wrapping_add_signed(r.addend.unwrap_or(0)).wrapping_sub(16));
                    k.entry_symbol = Some(target.name.clone());
                    k.entry_section =
                        (target.shndx != 0 && target.shndx < 0xff00).then_some(u32::from(target.shndx));
                } else if kd.kernel_code_entry_byte_offset != 0 {
                    k.entry = Some(sym.value.wrapping_add_signed(kd.kernel_code_entry_byte_offset));
                    k.entry_section = Some(u32::from(sym.shndx));
                }
            } else {
                k.entry = Some(sym.value.wrapping_add_signed(kd.kernel_code_entry_byte_offset));
            }
            k.descriptor =
                Some(Located { value: kd, symbol: sym.name.clone(), address: sym.value, file_offset });
        } else {
            let Some((bytes, file_offset)) =
                symbol_bytes(co, data, sym, AMD_KERNEL_CODE_SIZE, "amd_kernel_code_t")?
            else {
                continue;
            };
            let kc = AmdKernelCode::parse(bytes)
                .map_err(|e| ElfError::bad(file_offset, "amd_kernel_code_t", e.to_string()))?;
            let entry_offset = kc.get("kernel_code_entry_byte_offset").unwrap_or(0) as i64;
            k.entry = Some(sym.value.wrapping_add_signed(entry_offset));
            if rel {
                k.entry_section = Some(u32::from(sym.shndx));
            }
            k.kernel_code =
                Some(Located { value: kc, symbol: sym.name.clone(), address: sym.value, file_offset });
        }
        if let Some(entry) = k.entry {
            if !rel {
                k.entry_section = section_of(entry);
            }
            if k.entry_symbol.is_none() {
                let key = (if rel { k.entry_section.unwrap_or(0) } else { 0 }, entry);
                k.entry_symbol = code_at.get(&key).map(|s| s.name.clone());
            }
        }
        k.metadata_index = match &co.metadata {
            Some(Metadata::MsgPack { .. }) => md_index.get(sym.name.as_str()).copied(),
            Some(Metadata::Yaml { .. }) => md_index.get(k.name.as_str()).copied(),
            None => None,
        };
        kernels.push(k);
    }
    Ok(kernels)
}
