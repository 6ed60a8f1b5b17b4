//! The reader: header, program headers, sections, symbols, relocations and notes of a 32- or
//! 64-bit little-endian AMDGPU ELF file, on top of `object`'s raw ELF structures.
//!
//! Every table is bounds-checked against the file before it is read, so memory use is a small
//! multiple of the file size whatever the header claims.

use object::LittleEndian as LE;
use object::read::elf::{FileHeader, ProgramHeader as _, Rel as _, Rela as _, SectionHeader as _, Sym as _};

use crate::consts;
use crate::error::{ElfError, ErrorKind};
use crate::note::{Note, parse_notes};

/// ELF class.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// ELFCLASS32 (r600).
    Elf32,
    /// ELFCLASS64 (amdgcn).
    Elf64,
}

/// The ELF file header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// `EI_CLASS`.
    pub class: Class,
    /// `EI_OSABI`.
    pub os_abi: u8,
    /// `EI_ABIVERSION`.
    pub abi_version: u8,
    /// `e_type`.
    pub e_type: u16,
    /// `e_machine` (always `EM_AMDGPU` after a successful read).
    pub e_machine: u16,
    /// `e_version`.
    pub e_version: u32,
    /// `e_entry`.
    pub e_entry: u64,
    /// `e_phoff`.
    pub e_phoff: u64,
    /// `e_shoff`.
    pub e_shoff: u64,
    /// `e_flags`.
    pub e_flags: u32,
    /// Section count (after extended numbering).
    pub shnum: u32,
    /// Section-name string table index (after extended numbering).
    pub shstrndx: u32,
}

/// One program header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    /// `p_type`.
    pub p_type: u32,
    /// `p_flags`.
    pub p_flags: u32,
    /// `p_offset`.
    pub offset: u64,
    /// `p_vaddr`.
    pub vaddr: u64,
    /// `p_filesz`.
    pub filesz: u64,
    /// `p_memsz`.
    pub memsz: u64,
    /// `p_align`.
    pub align: u64,
}

/// One section header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// Index in the section header table.
    pub index: u32,
    /// Name.
    pub name: String,
    /// `sh_type`.
    pub sh_type: u32,
    /// `sh_flags`.
    pub flags: u64,
    /// `sh_addr`.
    pub addr: u64,
    /// `sh_offset`.
    pub offset: u64,
    /// `sh_size`.
    pub size: u64,
    /// `sh_link`.
    pub link: u32,
    /// `sh_info`.
    pub info: u32,
    /// `sh_addralign`.
    pub addralign: u64,
    /// `sh_entsize`.
    pub entsize: u64,
    /// File offset of this section header.
    pub header_offset: u64,
}

impl Section {
    /// True for `SHT_NOBITS` (no file contents).
    #[must_use]
    pub fn is_nobits(&self) -> bool {
        self.sh_type == object::elf::SHT_NOBITS.0
    }
}

/// One symbol.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Symbol {
    /// Index in its table.
    pub index: u32,
    /// Name.
    pub name: String,
    /// `st_value`.
    pub value: u64,
    /// `st_size`.
    pub size: u64,
    /// `ELF_ST_TYPE`.
    pub kind: u8,
    /// `ELF_ST_BIND`.
    pub bind: u8,
    /// `st_other` (visibility in the low 2 bits).
    pub other: u8,
    /// `st_shndx`.
    pub shndx: u16,
}

/// A symbol table (`.symtab` or `.dynsym`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymbolTable {
    /// Index of the table's section.
    pub section: u32,
    /// The symbols (index 0 included).
    pub symbols: Vec<Symbol>,
}

/// One relocation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Relocation {
    /// `r_offset`.
    pub offset: u64,
    /// Relocation type (`R_AMDGPU_*`).
    pub r_type: u32,
    /// Symbol index in the linked table.
    pub symbol: u32,
    /// Addend (`SHT_RELA`; `None` for `SHT_REL`).
    pub addend: Option<i64>,
}

/// A relocation section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RelocationSection {
    /// Index of the relocation section.
    pub section: u32,
    /// Index of the section the relocations apply to (`sh_info`; 0 for `.rela.dyn`).
    pub target: u32,
    /// Index of the symbol table (`sh_link`).
    pub symtab: u32,
    /// The relocations.
    pub relocations: Vec<Relocation>,
}

/// The generic parts of an ELF file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Elf {
    /// File header.
    pub header: Header,
    /// Program headers.
    pub segments: Vec<Segment>,
    /// Section headers.
    pub sections: Vec<Section>,
    /// Symbol tables.
    pub symbol_tables: Vec<SymbolTable>,
    /// Relocation sections.
    pub relocation_sections: Vec<RelocationSection>,
    /// Notes from every `SHT_NOTE` section (or, without sections, every `PT_NOTE` segment).
    pub notes: Vec<Note>,
}

fn range(
    data: &[u8],
    offset: u64,
    size: u64,
    what: &str,
    at: u64,
) -> Result<std::ops::Range<usize>, ElfError> {
    let end = offset
        .checked_add(size)
        .filter(|&e| e <= data.len() as u64)
        .ok_or_else(|| ElfError::oob(at, what))?;
    Ok(offset as usize..end as usize)
}

/// Bytes of names copied out of string tables so far, against a limit proportional to the file:
/// many symbols may share one long string, and copying it for each must not multiply memory.
struct NameBudget {
    left: usize,
}

impl NameBudget {
    fn new(file_len: usize) -> Self {
        NameBudget { left: file_len.saturating_mul(4).saturating_add(1 << 20) }
    }

    fn cstr(&mut self, strtab: &[u8], off: u32, what: &str, at: u64) -> Result<String, ElfError> {
        let start = off as usize;
        let rest = strtab.get(start..).ok_or_else(|| {
            ElfError::bad(at, what, format!("name offset {off} is outside its string table"))
        })?;
        let end = rest
            .iter()
            .position(|&b| b == 0)
            .ok_or_else(|| ElfError::bad(at, what, "name is not NUL-terminated"))?;
        self.left = self.left.checked_sub(end).ok_or_else(|| {
            ElfError::bad(at, what, "names add up to more than 4 times the file size (shared long strings)")
        })?;
        Ok(String::from_utf8_lossy(&rest[..end]).into_owned())
    }
}

/// Parses the generic ELF structures.
///
/// # Errors
/// [`ElfError`] at the offset of the first problem.
pub fn parse(data: &[u8]) -> Result<Elf, ElfError> {
    if data.len() < 16 || &data[..4] != b"\x7fELF" {
        return Err(ElfError { offset: 0, kind: ErrorKind::NotElf });
    }
    if data[5] != object::elf::ELFDATA2LSB.0 {
        return Err(ElfError { offset: 5, kind: ErrorKind::NotLittleEndian(data[5]) });
    }
    match data[4] {
        c if c == object::elf::ELFCLASS32.0 => parse_as::<object::elf::FileHeader32<LE>>(data, Class::Elf32),
        c if c == object::elf::ELFCLASS64.0 => parse_as::<object::elf::FileHeader64<LE>>(data, Class::Elf64),
        c => Err(ElfError { offset: 4, kind: ErrorKind::BadClass(c) }),
    }
}

fn parse_as<H: FileHeader<Endian = LE>>(data: &[u8], class: Class) -> Result<Elf, ElfError> {
    let e = LE;
    let (h, _) = object::pod::from_bytes::<H>(data).map_err(|_| ElfError::oob(0, "ELF header"))?;
    let machine = h.e_machine(e).0;
    if machine != consts::EM_AMDGPU {
        return Err(ElfError { offset: 18, kind: ErrorKind::NotAmdgpu(machine) });
    }
    let shoff: u64 = h.e_shoff(e).into();
    let phoff: u64 = h.e_phoff(e).into();
    // Offsets of e_phentsize/e_shentsize/e_shnum in the header.
    let (phent_at, shent_at) = if class == Class::Elf64 { (54u64, 58u64) } else { (42, 46) };
    // Errors about a whole table point at the header field that locates it (inside the file).
    let (phoff_at, shoff_at) = if class == Class::Elf64 { (0x20u64, 0x28u64) } else { (0x1c, 0x20) };

    // Section headers (with extended numbering: e_shnum 0 -> section 0's sh_size, e_shstrndx
    // SHN_XINDEX -> section 0's sh_link).
    let sh_size = std::mem::size_of::<H::SectionHeader>() as u64;
    let mut shnum = u64::from(h.e_shnum(e));
    let mut shstrndx = u32::from(h.e_shstrndx(e).0);
    let mut raw_sections: &[H::SectionHeader] = &[];
    if shoff != 0 {
        if u64::from(h.e_shentsize(e)) != sh_size {
            return Err(ElfError::bad(
                shent_at,
                "e_shentsize",
                format!("{} (expected {sh_size})", h.e_shentsize(e)),
            ));
        }
        let first = range(data, shoff, sh_size, "section header table", shoff_at)?;
        let (s0, _) = object::pod::from_bytes::<H::SectionHeader>(&data[first])
            .map_err(|_| ElfError::oob(shoff_at, "section header 0"))?;
        if shnum == 0 {
            shnum = s0.sh_size(e).into();
        }
        if shstrndx == u32::from(object::elf::SHN_XINDEX.0) {
            shstrndx = s0.sh_link(e);
        }
        let table_size =
            shnum.checked_mul(sh_size).ok_or_else(|| ElfError::oob(shoff_at, "section header table"))?;
        let r = range(data, shoff, table_size, "section header table", shoff_at)?;
        raw_sections = object::pod::slice_from_all_bytes::<H::SectionHeader>(&data[r])
            .map_err(|_| ElfError::oob(shoff_at, "section header table"))?;
    }
    let header = Header {
        class,
        os_abi: data[7],
        abi_version: data[8],
        e_type: h.e_type(e).0,
        e_machine: machine,
        e_version: h.e_version(e),
        e_entry: h.e_entry(e).into(),
        e_phoff: phoff,
        e_shoff: shoff,
        e_flags: h.e_flags(e).0,
        shnum: shnum as u32,
        shstrndx,
    };

    // Program headers.
    let mut segments = Vec::new();
    let phnum = u64::from(h.e_phnum(e));
    if phoff != 0 && phnum != 0 {
        let ph_size = std::mem::size_of::<H::ProgramHeader>() as u64;
        if u64::from(h.e_phentsize(e)) != ph_size {
            return Err(ElfError::bad(
                phent_at,
                "e_phentsize",
                format!("{} (expected {ph_size})", h.e_phentsize(e)),
            ));
        }
        let r = range(data, phoff, phnum * ph_size, "program header table", phoff_at)?;
        let phs = object::pod::slice_from_all_bytes::<H::ProgramHeader>(&data[r])
            .map_err(|_| ElfError::oob(phoff_at, "program header table"))?;
        for p in phs {
            segments.push(Segment {
                p_type: p.p_type(e).0,
                p_flags: p.p_flags(e).0,
                offset: p.p_offset(e).into(),
                vaddr: p.p_vaddr(e).into(),
                filesz: p.p_filesz(e).into(),
                memsz: p.p_memsz(e).into(),
                align: p.p_align(e).into(),
            });
        }
    }

    let mut budget = NameBudget::new(data.len());
    // Sections: check every file range first, then resolve names.
    let header_at = |i: usize| shoff + i as u64 * sh_size;
    let mut sections = Vec::with_capacity(raw_sections.len());
    for (i, s) in raw_sections.iter().enumerate() {
        let sec = Section {
            index: i as u32,
            name: String::new(),
            sh_type: s.sh_type(e).0,
            flags: s.sh_flags(e).0,
            addr: s.sh_addr(e).into(),
            offset: s.sh_offset(e).into(),
            size: s.sh_size(e).into(),
            link: s.sh_link(e),
            info: s.sh_info(e),
            addralign: s.sh_addralign(e).into(),
            entsize: s.sh_entsize(e).into(),
            header_offset: header_at(i),
        };
        // Every section with contents is checked, section 0 included: a hostile e_shstrndx
        // may name it.
        if !sec.is_nobits() && sec.sh_type != 0 {
            range(data, sec.offset, sec.size, &format!("section {i} contents"), sec.header_offset)?;
        }
        sections.push(sec);
    }
    let section_data = |s: &Section| -> &[u8] {
        if s.is_nobits() || s.sh_type == 0 {
            &[]
        } else {
            // Checked above.
            &data[s.offset as usize..(s.offset + s.size) as usize]
        }
    };
    if !sections.is_empty() {
        let names_idx = shstrndx as usize;
        let names = sections.get(names_idx).map(section_data).ok_or_else(|| {
            ElfError::bad(
                if class == Class::Elf64 { 62 } else { 50 },
                "e_shstrndx",
                format!("{shstrndx} is not a section"),
            )
        })?;
        let names = names.to_vec();
        for s in &mut sections {
            s.name = budget.cstr(
                &names,
                raw_sections[s.index as usize].sh_name(e),
                "section name",
                s.header_offset,
            )?;
        }
    }

    // Symbol tables.
    let mut symbol_tables = Vec::new();
    for s in &sections {
        if s.sh_type != object::elf::SHT_SYMTAB.0 && s.sh_type != object::elf::SHT_DYNSYM.0 {
            continue;
        }
        let ent = std::mem::size_of::<H::Sym>() as u64;
        if s.entsize != ent && s.entsize != 0 {
            return Err(ElfError::bad(
                s.header_offset,
                format!("section {} ({})", s.index, s.name),
                format!("sh_entsize {} (expected {ent})", s.entsize),
            ));
        }
        if s.size % ent != 0 {
            return Err(ElfError::bad(
                s.header_offset,
                format!("section {} ({})", s.index, s.name),
                "size is not a multiple of the symbol size",
            ));
        }
        let strtab = sections
            .get(s.link as usize)
            .filter(|t| t.sh_type == object::elf::SHT_STRTAB.0)
            .ok_or_else(|| {
                ElfError::bad(
                    s.header_offset,
                    format!("section {} ({})", s.index, s.name),
                    format!("sh_link {} is not a string table", s.link),
                )
            })?;
        let strings = section_data(strtab);
        let raw = object::pod::slice_from_all_bytes::<H::Sym>(section_data(s))
            .map_err(|_| ElfError::oob(s.offset, "symbol table"))?;
        let mut symbols = Vec::with_capacity(raw.len());
        for (i, sym) in raw.iter().enumerate() {
            let at = s.offset + i as u64 * ent;
            symbols.push(Symbol {
                index: i as u32,
                name: budget.cstr(strings, sym.st_name(e), "symbol name", at)?,
                value: sym.st_value(e).into(),
                size: sym.st_size(e).into(),
                kind: sym.st_type().0,
                bind: sym.st_bind().0,
                other: sym.st_other().0,
                shndx: sym.st_shndx(e).0,
            });
        }
        symbol_tables.push(SymbolTable { section: s.index, symbols });
    }

    // Relocations.
    let mut relocation_sections = Vec::new();
    for s in &sections {
        let rela = s.sh_type == object::elf::SHT_RELA.0;
        if !rela && s.sh_type != object::elf::SHT_REL.0 {
            continue;
        }
        let what = format!("section {} ({})", s.index, s.name);
        let ent = if rela { std::mem::size_of::<H::Rela>() } else { std::mem::size_of::<H::Rel>() } as u64;
        if (s.entsize != ent && s.entsize != 0) || s.size % ent != 0 {
            return Err(ElfError::bad(
                s.header_offset,
                what,
                format!("sh_entsize {} / size {} do not fit {ent}-byte entries", s.entsize, s.size),
            ));
        }
        let count = symbol_tables.iter().find(|t| t.section == s.link).map(|t| t.symbols.len());
        if s.link != 0 && count.is_none() {
            return Err(ElfError::bad(
                s.header_offset,
                what,
                format!("sh_link {} is not a symbol table", s.link),
            ));
        }
        if s.info as usize >= sections.len() && s.info != 0 {
            return Err(ElfError::bad(s.header_offset, what, format!("sh_info {} is not a section", s.info)));
        }
        let bytes = section_data(s);
        let mut relocations = Vec::new();
        let mut push = |i: usize, offset: u64, r_type: u32, symbol: u32, addend: Option<i64>| {
            if symbol != 0 && count.is_none_or(|c| symbol as usize >= c) {
                return Err(ElfError::bad(
                    s.offset + i as u64 * ent,
                    "relocation",
                    format!("symbol index {symbol} is out of range"),
                ));
            }
            relocations.push(Relocation { offset, r_type, symbol, addend });
            Ok(())
        };
        if rela {
            let raw = object::pod::slice_from_all_bytes::<H::Rela>(bytes)
                .map_err(|_| ElfError::oob(s.offset, "relocations"))?;
            for (i, r) in raw.iter().enumerate() {
                push(
                    i,
                    r.r_offset(e).into(),
                    r.r_type(e, false).0,
                    r.r_sym(e, false),
                    Some(r.r_addend(e).into()),
                )?;
            }
        } else {
            let raw = object::pod::slice_from_all_bytes::<H::Rel>(bytes)
                .map_err(|_| ElfError::oob(s.offset, "relocations"))?;
            for (i, r) in raw.iter().enumerate() {
                push(i, r.r_offset(e).into(), r.r_type(e).0, r.r_sym(e), None)?;
            }
        }
        relocation_sections.push(RelocationSection {
            section: s.index,
            target: s.info,
            symtab: s.link,
            relocations,
        });
    }

    // Notes: from note sections, or from PT_NOTE segments when there are no sections.
    let mut notes = Vec::new();
    for s in sections.iter().filter(|s| s.sh_type == object::elf::SHT_NOTE.0) {
        notes.extend(parse_notes(section_data(s), s.offset, s.addralign)?);
    }
    if sections.is_empty() {
        let ph_size = std::mem::size_of::<H::ProgramHeader>() as u64;
        for (i, p) in segments.iter().enumerate().filter(|(_, p)| p.p_type == object::elf::PT_NOTE.0) {
            let r = range(data, p.offset, p.filesz, "PT_NOTE segment", phoff + i as u64 * ph_size)?;
            notes.extend(parse_notes(&data[r], p.offset, p.align)?);
        }
    }
    Ok(Elf { header, segments, sections, symbol_tables, relocation_sections, notes })
}
