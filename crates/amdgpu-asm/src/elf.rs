//! Writes an ELF64 little-endian relocatable object in llvm-mc's layout.
//!
//! The layout follows llvm-mc-19 so objects can be compared byte for byte: section headers
//! `NULL, .strtab, <sections, each followed by its .rela>, .symtab`; file contents in the order
//! header, section data, `.symtab`, `.rela*`, `.strtab`, section header table. Symbol and
//! section names share the one `.strtab`, built with the `object` crate's tail-merging
//! [`object::write::StringTable`].

use crate::section::{shf, sht};
use object::write::{StringId, StringTable};

/// Where a symbol lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SymSection {
    Undef,
    Abs,
    Common,
    /// `SHN_AMDGPU_LDS` (0xff00).
    Lds,
    /// Index into [`ElfObject::sections`].
    Section(usize),
}

#[derive(Clone, Debug)]
pub(crate) struct ElfSymbol {
    pub(crate) name: String,
    pub(crate) info: u8,
    pub(crate) other: u8,
    pub(crate) section: SymSection,
    pub(crate) value: u64,
    pub(crate) size: u64,
}

#[derive(Clone, Debug)]
pub(crate) struct Rela {
    pub(crate) offset: u64,
    /// Index into [`ElfObject::symbols`] (0 = none), final symbol table order.
    pub(crate) symbol: u32,
    pub(crate) rtype: u32,
    pub(crate) addend: i64,
}

#[derive(Clone, Debug)]
pub(crate) struct ElfSection {
    pub(crate) name: String,
    pub(crate) sh_type: u32,
    pub(crate) flags: u64,
    pub(crate) align: u64,
    pub(crate) entsize: u64,
    pub(crate) data: Vec<u8>,
    pub(crate) nobits_size: u64,
    pub(crate) relocs: Vec<Rela>,
    /// `sh_link` to the symbol table (for `.llvm_addrsig`).
    pub(crate) link_symtab: bool,
}

pub(crate) struct ElfObject {
    /// RELA (explicit addends, HSA) or REL (addends already in the data, other OSes).
    pub(crate) rela: bool,
    pub(crate) os_abi: u8,
    pub(crate) abi_version: u8,
    pub(crate) e_flags: u32,
    pub(crate) sections: Vec<ElfSection>,
    /// Symbol table without the null entry; locals first.
    pub(crate) symbols: Vec<ElfSymbol>,
    pub(crate) num_locals: usize,
}

const EM_AMDGPU: u16 = 224;
const SHN_ABS: u16 = 0xfff1;
const SHN_COMMON: u16 = 0xfff2;
const SHN_AMDGPU_LDS: u16 = 0xff00;

fn align_vec(out: &mut Vec<u8>, align: u64) {
    let a = align.max(1) as usize;
    let n = out.len().next_multiple_of(a);
    out.resize(n, 0);
}

struct Shdr {
    name: StringId,
    sh_type: u32,
    flags: u64,
    offset: u64,
    size: u64,
    link: u32,
    info: u32,
    align: u64,
    entsize: u64,
}

/// Serialises `obj`.
///
/// # Errors
/// When the string table cannot be written (a name containing NUL, over 4 GiB of names).
pub(crate) fn write(mut obj: ElfObject) -> Result<Vec<u8>, String> {
    // Contents sizes, taken before the first section's contents move into the image.
    let data_len: Vec<u64> = obj.sections.iter().map(|s| s.data.len() as u64).collect();
    // The image is built in the first section's own vector (the code of a large file): the
    // header's room is made in front of its contents, in memory already faulted in, instead of
    // copying the contents into a fresh image (6 MB of new pages for 1M instructions).
    let first =
        obj.sections.iter().position(|s| !s.link_symtab).filter(|&i| obj.sections[i].sh_type != sht::NOBITS);
    let first_data = first.map(|i| std::mem::take(&mut obj.sections[i].data));
    let mut strtab = StringTable::default();
    // Section header indices: 0 null, 1 .strtab, then sections (+ rela), then .symtab.
    let mut index_of = Vec::with_capacity(obj.sections.len());
    let mut next = 2u32;
    for s in &obj.sections {
        index_of.push(next);
        next += if s.relocs.is_empty() { 1 } else { 2 };
    }
    let symtab_index = next;
    let prefix = if obj.rela { ".rela" } else { ".rel" };
    let rela_names: Vec<String> = obj.sections.iter().map(|s| format!("{prefix}{}", s.name)).collect();
    let strtab_name = strtab.add(b".strtab");
    let symtab_name = strtab.add(b".symtab");
    let sec_names: Vec<StringId> = obj.sections.iter().map(|s| strtab.add(s.name.as_bytes())).collect();
    let rela_ids: Vec<Option<StringId>> = obj
        .sections
        .iter()
        .zip(&rela_names)
        .map(|(s, n)| (!s.relocs.is_empty()).then(|| strtab.add(n.as_bytes())))
        .collect();
    let sym_names: Vec<Option<StringId>> =
        obj.symbols.iter().map(|s| (!s.name.is_empty()).then(|| strtab.add(s.name.as_bytes()))).collect();

    // Sized up front for everything but alignment padding (the code of a large file is
    // copied once, into memory faulted in once, instead of into a vector that keeps growing).
    let names: usize = 16
        + obj.sections.iter().zip(&rela_names).map(|(s, r)| s.name.len() + r.len() + 2).sum::<usize>()
        + obj.symbols.iter().map(|s| s.name.len() + 1).sum::<usize>();
    let estimate = obj
        .sections
        .iter()
        .zip(&data_len)
        .map(|(s, &n)| if s.sh_type == sht::NOBITS { 0 } else { n as usize } + 24 * s.relocs.len() + 8)
        .sum::<usize>()
        .saturating_add(24 * (obj.symbols.len() + 1) + names + 64 * (2 * obj.sections.len() + 4) + 4096);
    let mut data_offsets = vec![0u64; obj.sections.len()];
    let mut out = match (first, first_data) {
        (Some(i), Some(mut data)) => {
            let at = 64usize.next_multiple_of(obj.sections[i].align.max(1) as usize);
            data.reserve(estimate.saturating_sub(data.len()));
            data.splice(0..0, std::iter::repeat_n(0u8, at));
            data_offsets[i] = at as u64;
            data
        }
        _ => {
            let mut out = Vec::with_capacity(estimate);
            out.resize(64, 0u8);
            out
        }
    };
    // Sections linked to the symbol table (`.llvm_addrsig`) are written with the relocations,
    // after the symbol table, as llvm-mc does.
    for (i, s) in obj.sections.iter().enumerate().filter(|(_, s)| !s.link_symtab) {
        if Some(i) == first {
            continue;
        }
        align_vec(&mut out, s.align);
        data_offsets[i] = out.len() as u64;
        if s.sh_type != sht::NOBITS {
            out.extend_from_slice(&s.data);
        }
    }
    // .symtab
    align_vec(&mut out, 8);
    let symtab_off = out.len() as u64;
    out.extend_from_slice(&[0u8; 24]);
    for (s, name) in obj.symbols.iter().zip(&sym_names) {
        let shndx: u16 = match s.section {
            SymSection::Undef => 0,
            SymSection::Abs => SHN_ABS,
            SymSection::Common => SHN_COMMON,
            SymSection::Lds => SHN_AMDGPU_LDS,
            SymSection::Section(i) => u16::try_from(index_of[i]).unwrap_or(0xffff),
        };
        // Name offsets are known only after the table is written; patched below.
        let _ = name;
        out.extend_from_slice(&[0u8; 4]);
        out.push(s.info);
        out.push(s.other);
        out.extend_from_slice(&shndx.to_le_bytes());
        out.extend_from_slice(&s.value.to_le_bytes());
        out.extend_from_slice(&s.size.to_le_bytes());
    }
    let symtab_size = out.len() as u64 - symtab_off;
    // .rela sections
    let mut rela_offsets = Vec::with_capacity(obj.sections.len());
    for s in &obj.sections {
        if s.relocs.is_empty() {
            rela_offsets.push(0);
            continue;
        }
        align_vec(&mut out, 8);
        rela_offsets.push(out.len() as u64);
        for r in &s.relocs {
            out.extend_from_slice(&r.offset.to_le_bytes());
            let info = (u64::from(r.symbol) << 32) | u64::from(r.rtype);
            out.extend_from_slice(&info.to_le_bytes());
            if obj.rela {
                out.extend_from_slice(&r.addend.to_le_bytes());
            }
        }
    }
    for (i, s) in obj.sections.iter().enumerate().filter(|(_, s)| s.link_symtab) {
        align_vec(&mut out, s.align);
        data_offsets[i] = out.len() as u64;
        out.extend_from_slice(&s.data);
    }
    // .strtab
    let strtab_off = out.len() as u64;
    out.push(0);
    strtab.write(&mut out, 1).map_err(|e| format!("cannot write the string table: {e}"))?;
    let strtab_size = out.len() as u64 - strtab_off;
    // Patch symbol names now that offsets are known.
    for (i, name) in sym_names.iter().enumerate() {
        if let Some(n) = name {
            let off = strtab.get_offset(*n);
            let at = symtab_off as usize + 24 * (i + 1);
            out[at..at + 4].copy_from_slice(&off.to_le_bytes());
        }
    }
    // Section headers.
    let mut shdrs = Vec::new();
    shdrs.push(Shdr {
        name: strtab_name,
        sh_type: sht::STRTAB,
        flags: 0,
        offset: strtab_off,
        size: strtab_size,
        link: 0,
        info: 0,
        align: 1,
        entsize: 0,
    });
    for (i, s) in obj.sections.iter().enumerate() {
        shdrs.push(Shdr {
            name: sec_names[i],
            sh_type: s.sh_type,
            flags: s.flags,
            offset: data_offsets[i],
            size: if s.sh_type == sht::NOBITS { s.nobits_size } else { data_len[i] },
            link: if s.link_symtab { symtab_index } else { 0 },
            info: 0,
            align: s.align.max(1),
            entsize: s.entsize,
        });
        if let Some(rn) = rela_ids[i] {
            let entsize = if obj.rela { 24 } else { 16 };
            shdrs.push(Shdr {
                name: rn,
                sh_type: if obj.rela { sht::RELA } else { sht::REL },
                flags: shf::INFO_LINK,
                offset: rela_offsets[i],
                size: entsize * s.relocs.len() as u64,
                link: symtab_index,
                info: index_of[i],
                align: 8,
                entsize,
            });
        }
    }
    shdrs.push(Shdr {
        name: symtab_name,
        sh_type: sht::SYMTAB,
        flags: 0,
        offset: symtab_off,
        size: symtab_size,
        link: 1,
        info: u32::try_from(obj.num_locals + 1).unwrap_or(u32::MAX),
        align: 8,
        entsize: 24,
    });
    align_vec(&mut out, 8);
    let shoff = out.len() as u64;
    out.extend_from_slice(&[0u8; 64]);
    for h in &shdrs {
        out.extend_from_slice(&strtab.get_offset(h.name).to_le_bytes());
        out.extend_from_slice(&h.sh_type.to_le_bytes());
        out.extend_from_slice(&h.flags.to_le_bytes());
        out.extend_from_slice(&0u64.to_le_bytes());
        out.extend_from_slice(&h.offset.to_le_bytes());
        out.extend_from_slice(&h.size.to_le_bytes());
        out.extend_from_slice(&h.link.to_le_bytes());
        out.extend_from_slice(&h.info.to_le_bytes());
        out.extend_from_slice(&h.align.to_le_bytes());
        out.extend_from_slice(&h.entsize.to_le_bytes());
    }
    let shnum = u16::try_from(shdrs.len() + 1).unwrap_or(0);
    // ELF header.
    let mut h = Vec::with_capacity(64);
    h.extend_from_slice(&[0x7f, b'E', b'L', b'F', 2, 1, 1, obj.os_abi, obj.abi_version, 0, 0, 0, 0, 0, 0, 0]);
    h.extend_from_slice(&1u16.to_le_bytes()); // ET_REL
    h.extend_from_slice(&EM_AMDGPU.to_le_bytes());
    h.extend_from_slice(&1u32.to_le_bytes());
    h.extend_from_slice(&0u64.to_le_bytes()); // entry
    h.extend_from_slice(&0u64.to_le_bytes()); // phoff
    h.extend_from_slice(&shoff.to_le_bytes());
    h.extend_from_slice(&obj.e_flags.to_le_bytes());
    h.extend_from_slice(&64u16.to_le_bytes());
    h.extend_from_slice(&0u16.to_le_bytes());
    h.extend_from_slice(&0u16.to_le_bytes());
    h.extend_from_slice(&64u16.to_le_bytes());
    h.extend_from_slice(&shnum.to_le_bytes());
    h.extend_from_slice(&1u16.to_le_bytes()); // shstrndx = .strtab
    out[..64].copy_from_slice(&h);
    Ok(out)
}
