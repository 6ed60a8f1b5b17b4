//! A bounded reader for AMDGPU ELF64 relocatable objects (`ET_REL`): header, section headers,
//! the symbol table and `SHT_RELA` relocations. Every table is checked against the file size
//! before it is read, so the work and memory are linear in the input's size.

use crate::LinkError;

pub(crate) const SHT_NULL: u32 = 0;
pub(crate) const SHT_PROGBITS: u32 = 1;
pub(crate) const SHT_SYMTAB: u32 = 2;
pub(crate) const SHT_STRTAB: u32 = 3;
pub(crate) const SHT_RELA: u32 = 4;
pub(crate) const SHT_HASH: u32 = 5;
pub(crate) const SHT_DYNAMIC: u32 = 6;
pub(crate) const SHT_NOTE: u32 = 7;
pub(crate) const SHT_NOBITS: u32 = 8;
pub(crate) const SHT_REL: u32 = 9;
pub(crate) const SHT_DYNSYM: u32 = 11;
pub(crate) const SHT_GROUP: u32 = 17;
pub(crate) const SHT_SYMTAB_SHNDX: u32 = 18;
pub(crate) const SHT_GNU_HASH: u32 = 0x6fff_fff6;

pub(crate) const SHF_WRITE: u64 = 0x1;
pub(crate) const SHF_ALLOC: u64 = 0x2;
pub(crate) const SHF_EXECINSTR: u64 = 0x4;
pub(crate) const SHF_MERGE: u64 = 0x10;
pub(crate) const SHF_STRINGS: u64 = 0x20;
pub(crate) const SHF_INFO_LINK: u64 = 0x40;
pub(crate) const SHF_GROUP: u64 = 0x200;
pub(crate) const SHF_EXCLUDE: u64 = 0x8000_0000;

pub(crate) const SHN_UNDEF: u16 = 0;
pub(crate) const SHN_LORESERVE: u16 = 0xff00;
pub(crate) const SHN_ABS: u16 = 0xfff1;
pub(crate) const SHN_COMMON: u16 = 0xfff2;
pub(crate) const SHN_XINDEX: u16 = 0xffff;

pub(crate) const STB_LOCAL: u8 = 0;
pub(crate) const STB_GLOBAL: u8 = 1;
pub(crate) const STB_WEAK: u8 = 2;
pub(crate) const STT_SECTION: u8 = 3;

/// Largest section alignment accepted (anything bigger is surely corrupt).
const MAX_ALIGN: u64 = 1 << 16;

/// One input section header.
#[derive(Debug, Clone)]
pub(crate) struct InSection<'a> {
    pub name: &'a [u8],
    pub sh_type: u32,
    pub flags: u64,
    pub size: u64,
    pub link: u32,
    pub info: u32,
    pub align: u64,
    pub entsize: u64,
    /// File contents (empty for `SHT_NOBITS`).
    pub data: &'a [u8],
    /// File offset of this section's header.
    pub header_at: u64,
    /// File offset of the contents.
    pub data_at: u64,
}

/// One input symbol.
#[derive(Debug, Clone)]
pub(crate) struct InSymbol<'a> {
    pub name: &'a [u8],
    pub value: u64,
    pub size: u64,
    pub info: u8,
    pub other: u8,
    pub shndx: u16,
    /// File offset of the symbol table entry.
    pub at: u64,
}

impl InSymbol<'_> {
    pub fn binding(&self) -> u8 {
        self.info >> 4
    }
    pub fn kind(&self) -> u8 {
        self.info & 0xf
    }
    pub fn visibility(&self) -> u8 {
        self.other & 3
    }
}

/// One `Elf64_Rela`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct InRela {
    pub offset: u64,
    pub sym: u32,
    pub rtype: u32,
    pub addend: i64,
    /// File offset of the entry.
    pub at: u64,
}

/// A parsed relocatable object.
#[derive(Debug)]
pub(crate) struct Object<'a> {
    pub name: &'a str,
    pub os_abi: u8,
    pub abi_version: u8,
    pub e_flags: u32,
    pub sections: Vec<InSection<'a>>,
    pub symbols: Vec<InSymbol<'a>>,
    /// Index of the first non-local symbol (the symbol table's `sh_info`).
    pub first_global: usize,
    /// Relocations by the index of the section they apply to.
    pub relocations: Vec<(usize, Vec<InRela>)>,
    /// COMDAT groups: (signature, member section indices).
    pub comdats: Vec<(&'a [u8], Vec<usize>)>,
}

fn bad(file: &str, offset: u64, detail: impl Into<String>) -> LinkError {
    LinkError::Malformed { file: file.to_string(), offset, detail: detail.into() }
}

struct Reader<'a> {
    name: &'a str,
    data: &'a [u8],
}

impl<'a> Reader<'a> {
    fn bytes(&self, at: u64, len: u64, what: &str) -> Result<&'a [u8], LinkError> {
        let end = at.checked_add(len).ok_or_else(|| bad(self.name, at, format!("{what} size overflows")))?;
        if end > self.data.len() as u64 {
            return Err(bad(self.name, at, format!("{what} extends past the end of the file")));
        }
        Ok(&self.data[at as usize..end as usize])
    }
    fn u16(&self, at: u64) -> Result<u16, LinkError> {
        let b = self.bytes(at, 2, "field")?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }
    fn u32(&self, at: u64) -> Result<u32, LinkError> {
        let b = self.bytes(at, 4, "field")?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn u64(&self, at: u64) -> Result<u64, LinkError> {
        let b = self.bytes(at, 8, "field")?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }
    /// A NUL-terminated string at `strtab_at + off`, within the string table.
    fn string(&self, table: &'a [u8], table_at: u64, off: u32, what: &str) -> Result<&'a [u8], LinkError> {
        let off = off as usize;
        if off >= table.len() && !(off == 0 && table.is_empty()) {
            return Err(bad(
                self.name,
                table_at,
                format!("{what} name offset {off:#x} is outside the string table"),
            ));
        }
        if table.is_empty() {
            return Ok(&[]);
        }
        let rest = &table[off..];
        match rest.iter().position(|&c| c == 0) {
            Some(n) => Ok(&rest[..n]),
            None => Err(bad(self.name, table_at + off as u64, format!("{what} name is not NUL-terminated"))),
        }
    }
}

/// Parses one relocatable object.
pub(crate) fn parse<'a>(name: &'a str, data: &'a [u8]) -> Result<Object<'a>, LinkError> {
    let r = Reader { name, data };
    let ident = r.bytes(0, 16, "ELF identification")?;
    if &ident[..4] != b"\x7fELF" {
        return Err(bad(name, 0, "not an ELF file"));
    }
    if ident[4] != 2 {
        return Err(bad(
            name,
            4,
            format!("ELF class {} is not ELFCLASS64 (amdgcn objects are 64-bit)", ident[4]),
        ));
    }
    if ident[5] != 1 {
        return Err(bad(name, 5, format!("ELF data encoding {} is not little-endian", ident[5])));
    }
    let e_type = r.u16(16)?;
    if e_type != 1 {
        return Err(bad(name, 16, format!("e_type is {e_type}, not ET_REL (a relocatable object)")));
    }
    let machine = r.u16(18)?;
    if machine != amdgpu_target::eflags::EM_AMDGPU {
        return Err(bad(name, 18, format!("e_machine is {machine}, not EM_AMDGPU (224)")));
    }
    let e_flags = r.u32(48)?;
    let shoff = r.u64(40)?;
    let shentsize = r.u16(58)?;
    let shnum = r.u16(60)?;
    let shstrndx = r.u16(62)?;
    if shnum == 0 {
        return Err(bad(name, 60, "no section headers (e_shnum = 0; extended numbering is not supported)"));
    }
    if shentsize != 64 {
        return Err(bad(name, 58, format!("e_shentsize is {shentsize}, not 64")));
    }
    r.bytes(shoff, u64::from(shnum) * 64, "section header table")?;

    // Raw headers first.
    struct Raw {
        name: u32,
        sh_type: u32,
        flags: u64,
        offset: u64,
        size: u64,
        link: u32,
        info: u32,
        align: u64,
        entsize: u64,
        at: u64,
    }
    let mut raws = Vec::with_capacity(usize::from(shnum));
    for i in 0..u64::from(shnum) {
        let at = shoff + i * 64;
        raws.push(Raw {
            name: r.u32(at)?,
            sh_type: r.u32(at + 4)?,
            flags: r.u64(at + 8)?,
            offset: r.u64(at + 24)?,
            size: r.u64(at + 32)?,
            link: r.u32(at + 40)?,
            info: r.u32(at + 44)?,
            align: r.u64(at + 48)?,
            entsize: r.u64(at + 56)?,
            at,
        });
    }
    if shstrndx == SHN_XINDEX || usize::from(shstrndx) >= raws.len() {
        return Err(bad(name, 62, format!("e_shstrndx {shstrndx} is not a section")));
    }
    let shs = &raws[usize::from(shstrndx)];
    let shstrtab = r.bytes(shs.offset, shs.size, "section name table")?;
    let mut sections = Vec::with_capacity(raws.len());
    for raw in &raws {
        let sname = r.string(shstrtab, shs.offset, raw.name, "section")?;
        if raw.align > MAX_ALIGN || (raw.align > 1 && !raw.align.is_power_of_two()) {
            return Err(bad(
                name,
                raw.at + 48,
                format!("section alignment {:#x} is not a power of two up to 64 KiB", raw.align),
            ));
        }
        let data = if raw.sh_type == SHT_NOBITS || raw.sh_type == SHT_NULL {
            &[][..]
        } else {
            r.bytes(raw.offset, raw.size, "section contents")?
        };
        sections.push(InSection {
            name: sname,
            sh_type: raw.sh_type,
            flags: raw.flags,
            size: raw.size,
            link: raw.link,
            info: raw.info,
            align: raw.align.max(1),
            entsize: raw.entsize,
            data,
            header_at: raw.at,
            data_at: raw.offset,
        });
    }

    // The symbol table.
    let mut symbols = Vec::new();
    let mut first_global = 0usize;
    let symtabs: Vec<usize> = (0..sections.len()).filter(|&i| sections[i].sh_type == SHT_SYMTAB).collect();
    if symtabs.len() > 1 {
        return Err(bad(name, sections[symtabs[1]].header_at, "more than one SHT_SYMTAB section"));
    }
    let symtab_index = symtabs.first().copied();
    if let Some(si) = symtab_index {
        let st = &sections[si];
        if st.entsize != 24 {
            return Err(bad(
                name,
                st.header_at + 56,
                format!("symbol table entry size {} is not 24", st.entsize),
            ));
        }
        let strtab = sections
            .get(st.link as usize)
            .filter(|s| s.sh_type == SHT_STRTAB)
            .ok_or_else(|| bad(name, st.header_at + 40, "symbol table sh_link is not a string table"))?;
        let count = st.size / 24;
        first_global = st.info as usize;
        if first_global as u64 > count || (count > 0 && first_global == 0) {
            return Err(bad(
                name,
                st.header_at + 44,
                format!("symbol table sh_info {first_global} is out of range"),
            ));
        }
        symbols.reserve(count as usize);
        for i in 0..count {
            let at = st.data_at + i * 24;
            let sname = r.u32(at)?;
            let info = r.bytes(at + 4, 1, "symbol")?[0];
            let other = r.bytes(at + 5, 1, "symbol")?[0];
            let shndx = r.u16(at + 6)?;
            let sym = InSymbol {
                name: r.string(strtab.data, strtab.data_at, sname, "symbol")?,
                value: r.u64(at + 8)?,
                size: r.u64(at + 16)?,
                info,
                other,
                shndx,
                at,
            };
            if shndx == SHN_XINDEX {
                return Err(bad(name, at + 6, "extended section indices (SHN_XINDEX) are not supported"));
            }
            if shndx != SHN_UNDEF && shndx < SHN_LORESERVE && usize::from(shndx) >= sections.len() {
                return Err(bad(name, at + 6, format!("symbol section index {shndx} is not a section")));
            }
            let local = (i as usize) < first_global;
            if local != (sym.binding() == STB_LOCAL) && i > 0 {
                return Err(bad(name, at + 4, "symbol binding disagrees with the symbol table's sh_info"));
            }
            if !local && sym.binding() != STB_GLOBAL && sym.binding() != STB_WEAK {
                return Err(bad(name, at + 4, format!("unsupported symbol binding {}", sym.binding())));
            }
            symbols.push(sym);
        }
    }

    // Relocation sections.
    let mut relocations = Vec::new();
    for s in &sections {
        match s.sh_type {
            SHT_REL => {
                return Err(bad(
                    name,
                    s.header_at + 4,
                    "SHT_REL sections are not used on AMDGPU (expected SHT_RELA)",
                ));
            }
            SHT_RELA => {}
            _ => continue,
        }
        if s.entsize != 24 {
            return Err(bad(
                name,
                s.header_at + 56,
                format!("relocation entry size {} is not 24", s.entsize),
            ));
        }
        if Some(s.link as usize) != symtab_index {
            return Err(bad(name, s.header_at + 40, "relocation section sh_link is not the symbol table"));
        }
        let target = s.info as usize;
        if target == 0 || target >= sections.len() {
            return Err(bad(
                name,
                s.header_at + 44,
                format!("relocation section sh_info {target} is not a section"),
            ));
        }
        let count = s.size / 24;
        let mut list = Vec::with_capacity(count as usize);
        for i in 0..count {
            let at = s.data_at + i * 24;
            let info = r.u64(at + 8)?;
            let rel = InRela {
                offset: r.u64(at)?,
                sym: (info >> 32) as u32,
                rtype: info as u32,
                addend: r.u64(at + 16)? as i64,
                at,
            };
            if rel.sym as usize >= symbols.len() {
                return Err(bad(
                    name,
                    at + 8,
                    format!("relocation symbol index {} is out of range", rel.sym),
                ));
            }
            list.push(rel);
        }
        relocations.push((target, list));
    }

    // COMDAT groups (other group kinds carry no semantics for the link).
    let mut comdats = Vec::new();
    for s in sections.iter().filter(|s| s.sh_type == SHT_GROUP) {
        if s.data.len() < 4 || s.data.len() % 4 != 0 {
            return Err(bad(name, s.header_at + 32, "group section size is not a positive multiple of 4"));
        }
        let words: Vec<u32> =
            s.data.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        if words[0] & 1 == 0 {
            continue;
        }
        let sig = symbols
            .get(s.info as usize)
            .filter(|_| Some(s.link as usize) == symtab_index)
            .ok_or_else(|| bad(name, s.header_at + 44, "group signature is not a symbol"))?;
        let mut members = Vec::with_capacity(words.len() - 1);
        for (k, &m) in words[1..].iter().enumerate() {
            if m == 0 || m as usize >= sections.len() {
                return Err(bad(
                    name,
                    s.data_at + 4 * (k as u64 + 1),
                    format!("group member {m} is not a section"),
                ));
            }
            members.push(m as usize);
        }
        comdats.push((sig.name, members));
    }

    Ok(Object {
        name,
        os_abi: ident[7],
        abi_version: ident[8],
        e_flags,
        sections,
        symbols,
        first_global,
        relocations,
        comdats,
    })
}
