//! The code object as the disassembler sees it: which sections become source, where the labels
//! are, which relocations sit where, which kernel descriptors can be printed as
//! `.amdhsa_kernel` blocks.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use amdgpu_elf::reader::{Section, Symbol};
use amdgpu_elf::{CodeObject, consts};
use amdgpu_hsa::akc::AmdKernelCode;
use amdgpu_hsa::descriptor::field;
use amdgpu_hsa::{AbiTarget, AmdhsaKernel, KernelDescriptor};

use crate::DisasmError;

pub(crate) const SHT_PROGBITS: u32 = 1;
pub(crate) const SHT_NOBITS: u32 = 8;
pub(crate) const SHF_WRITE: u64 = 1;
pub(crate) const SHF_ALLOC: u64 = 2;
pub(crate) const SHF_EXECINSTR: u64 = 4;
pub(crate) const SHF_MERGE: u64 = 0x10;
pub(crate) const SHF_STRINGS: u64 = 0x20;
pub(crate) const SHF_TLS: u64 = 0x400;
pub(crate) const SHF_GNU_RETAIN: u64 = 0x20_0000;
pub(crate) const SHF_EXCLUDE: u64 = 0x8000_0000;
pub(crate) const SHT_LLVM_ADDRSIG: u32 = 0x6fff_4c03;
pub(crate) const ET_REL: u16 = 1;

/// Names of sections a linker makes; a linked object's source leaves them out.
const LINKER_SECTIONS: &[&str] = &[".got", ".got.plt", ".relro_padding", ".interp", ".eh_frame_hdr"];

/// A relocation that the source must reproduce, as an expression.
#[derive(Debug, Clone)]
pub(crate) struct Fix {
    pub r_type: u32,
    /// Symbol text (a name, or a section label).
    pub sym: String,
    pub addend: i64,
}

impl Fix {
    /// Width in bytes of the field the relocation patches in data.
    pub fn width(&self) -> usize {
        match self.r_type {
            3 | 5 | 13 => 8,
            14 => 2,
            _ => 4,
        }
    }

    fn plus(&self, addend: i64) -> String {
        match addend {
            0 => String::new(),
            a if a < 0 => format!("-{}", a.unsigned_abs()),
            a => format!("+{a}"),
        }
    }

    /// The operand text for an instruction literal, if this relocation type has one.
    pub fn operand_text(&self) -> Option<String> {
        let variant = match self.r_type {
            1 => "@abs32@lo",
            2 => "@abs32@hi",
            8 => "@gotpcrel32@lo",
            9 => "@gotpcrel32@hi",
            10 => "@rel32@lo",
            11 => "@rel32@hi",
            _ => return None,
        };
        Some(format!("{}{variant}{}", self.sym, self.plus(self.addend)))
    }

    /// The branch operand for an `R_AMDGPU_REL16` (`sym`, `sym+8`).
    pub fn branch_text(&self) -> Option<String> {
        (self.r_type == 14).then(|| format!("{}{}", self.sym, self.plus(self.addend)))
    }

    /// A data directive that produces this relocation.
    pub fn data_directive(&self) -> Option<String> {
        let s = &self.sym;
        let a = self.plus(self.addend);
        Some(match self.r_type {
            1 | 2 | 8 | 9 | 10 | 11 => format!(".long {}", self.operand_text()?),
            3 | 13 => format!(".quad {s}{a}"),
            4 => format!(".long {s}{a}-."),
            5 => format!(".quad {s}{a}-."),
            6 => format!(".long {s}{a}"),
            7 => format!(".long {s}@gotpcrel{a}"),
            _ => return None,
        })
    }
}

/// A kernel descriptor printed as an `.amdhsa_kernel` block.
#[derive(Debug, Clone)]
pub(crate) struct KdBlock {
    pub text: String,
    /// Bytes the block produces (64 for a descriptor, 256 for `amd_kernel_code_t`).
    pub len: u64,
}

/// One section that becomes source.
#[derive(Debug, Clone)]
pub(crate) struct Sec {
    pub index: u32,
    /// A label-safe key from the name (`_text`, `_debug_str`), unique in the object; section
    /// indexes are not used because a relinked object numbers its sections differently.
    pub key: String,
    pub name: String,
    pub sh_type: u32,
    pub flags: u64,
    pub addr: u64,
    pub size: u64,
    pub align: u64,
    pub entsize: u64,
    /// File bytes (empty for NOBITS).
    pub file_range: std::ops::Range<usize>,
    /// Offset -> label names (symbols defined there; temporary labels for branch targets).
    pub labels: BTreeMap<u64, Vec<String>>,
    /// Offset -> relocation.
    pub fixes: BTreeMap<u64, Fix>,
    /// Offset -> descriptor block (64 bytes).
    pub kds: BTreeMap<u64, KdBlock>,
    /// Offsets of `kds` entries that are data with a comment, not blocks (GFX10+ descriptors
    /// with a reserved field set).
    pub kds_as_data: BTreeSet<u64>,
}

impl Sec {
    pub fn is_code(&self) -> bool {
        self.flags & SHF_EXECINSTR != 0 && self.sh_type != SHT_NOBITS
    }
    pub fn label(&self) -> String {
        format!(".Lsec{}", self.key)
    }
}

/// The whole source model.
pub(crate) struct Model {
    pub relocatable: bool,
    pub secs: Vec<Sec>,
    /// Symbol directives, in symbol table order.
    pub sym_directives: Vec<String>,
    /// Symbols referenced by `.addrsig_sym`.
    pub addrsig: Option<Vec<String>>,
    pub warnings: Vec<String>,
    /// Linked objects: GOT entry address -> the symbol its dynamic relocation names.
    pub got_slots: BTreeMap<u64, String>,
    /// Defined symbols: (name, section index, address, binding, visibility), in symbol
    /// table order.
    pub defined: Vec<(String, u32, u64, u8, u8)>,
    /// Name -> index in `defined` of its first definition.
    first_defined: HashMap<String, usize>,
    /// Printed names of the defined symbols that are local, hidden or protected.
    local_like: HashSet<String>,
    /// The allocated sections by address, for [`Model::sec_at_addr`].
    by_addr: AddrIndex,
}

/// The allocated sections of `Model::secs` by address, so that finding the section of an
/// address (once per dynamic relocation, `R_AMDGPU_RELATIVE64` target and symbolized address)
/// is a binary search: a linear search was sections x relocations, 6.5 s for a linked object
/// of 40,000 sections and 20,000 dynamic relocations (docs/0013, "Quadratic paths").
#[derive(Default)]
struct AddrIndex {
    /// Elementary address ranges `[start, next start)`, sorted, each with the first section
    /// (in table order) whose `[addr, addr + size)` covers it.
    segs: Vec<(u64, Option<usize>)>,
    /// A section end (`addr + size`, saturating) -> the first section ending there.
    ends: HashMap<u64, usize>,
}

impl AddrIndex {
    fn new(secs: &[Sec]) -> AddrIndex {
        let mut ends = HashMap::new();
        let (mut starts, mut stops) = (Vec::new(), Vec::new());
        for (i, s) in secs.iter().enumerate().filter(|(_, s)| s.flags & SHF_ALLOC != 0) {
            let end = s.addr.saturating_add(s.size);
            ends.entry(end).or_insert(i);
            if end > s.addr {
                starts.push((s.addr, i));
                stops.push((end, i));
            }
        }
        starts.sort_unstable();
        stops.sort_unstable();
        // Sweep the boundaries in order; the covering sections of each range are `active`.
        let mut segs = Vec::with_capacity(starts.len() + stops.len());
        let mut active = BTreeSet::new();
        let (mut a, mut b) = (0, 0);
        loop {
            let p = match (starts.get(a), stops.get(b)) {
                (Some(s), Some(e)) => s.0.min(e.0),
                (Some(s), None) => s.0,
                (None, Some(e)) => e.0,
                (None, None) => break,
            };
            while let Some(&(_, i)) = stops.get(b).filter(|e| e.0 == p) {
                active.remove(&i);
                b += 1;
            }
            while let Some(&(_, i)) = starts.get(a).filter(|s| s.0 == p) {
                active.insert(i);
                a += 1;
            }
            segs.push((p, active.first().copied()));
        }
        AddrIndex { segs, ends }
    }

    /// The first section whose `[addr, addr + size)` holds `addr`, else the first whose end is
    /// `addr` (see [`Model::sec_at_addr`]).
    fn find(&self, addr: u64) -> Option<usize> {
        let i = self.segs.partition_point(|s| s.0 <= addr);
        i.checked_sub(1).and_then(|i| self.segs[i].1).or_else(|| self.ends.get(&addr).copied())
    }
}

/// Quotes a symbol name for llvm-mc when it is not a plain identifier.
pub(crate) fn sym_name(name: &str) -> String {
    let plain = !name.is_empty()
        && !name.as_bytes()[0].is_ascii_digit()
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$'));
    if plain {
        name.to_string()
    } else {
        let mut s = String::from("\"");
        for c in name.chars() {
            match c {
                '"' => s.push_str("\\\""),
                '\\' => s.push_str("\\\\"),
                c => s.push(c),
            }
        }
        s.push('"');
        s
    }
}

fn emitted(s: &Section, relocatable: bool) -> bool {
    if s.index == 0 || s.name.is_empty() {
        return false;
    }
    match s.sh_type {
        SHT_PROGBITS | SHT_NOBITS => {}
        14..=16 => {}
        _ => return false,
    }
    if !relocatable {
        // Non-allocated sections (`.comment`, DWARF) are printed whole: the linker resolved
        // their relocations, so their bytes (addresses included) rebuild as plain data.
        if LINKER_SECTIONS.contains(&s.name.as_str()) {
            return false;
        }
    }
    true
}

impl Model {
    pub fn build(co: &CodeObject, data: &[u8]) -> Result<Model, DisasmError> {
        let relocatable = co.elf.header.e_type == ET_REL;
        let mut warnings = Vec::new();
        let mut secs = Vec::new();
        for s in &co.elf.sections {
            if !emitted(s, relocatable) {
                continue;
            }
            let file_range = if s.sh_type == SHT_NOBITS {
                0..0
            } else {
                let start = usize::try_from(s.offset).ok();
                let end = start.and_then(|a| a.checked_add(usize::try_from(s.size).ok()?));
                match (start, end) {
                    (Some(a), Some(b)) if b <= data.len() => a..b,
                    _ => {
                        return Err(DisasmError::SectionBounds {
                            offset: s.header_offset,
                            name: s.name.clone(),
                        });
                    }
                }
            };
            secs.push(Sec {
                index: s.index,
                key: String::new(),
                name: s.name.clone(),
                sh_type: s.sh_type,
                flags: s.flags,
                addr: s.addr,
                size: s.size,
                align: s.addralign,
                entsize: s.entsize,
                file_range,
                labels: BTreeMap::new(),
                fixes: BTreeMap::new(),
                kds: BTreeMap::new(),
                kds_as_data: BTreeSet::new(),
            });
        }
        // Names used by more than one section (counted once: a hostile object may have 65,000
        // sections, and a count per section was quadratic).
        let keys: Vec<String> = {
            let mut uses: HashMap<&str, usize> = HashMap::new();
            for s in &secs {
                *uses.entry(s.name.as_str()).or_default() += 1;
            }
            secs.iter()
                .map(|s| {
                    let base: String =
                        s.name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
                    if uses[s.name.as_str()] > 1 { format!("{base}_{}", s.index) } else { base }
                })
                .collect()
        };
        for (s, key) in secs.iter_mut().zip(keys) {
            s.key = key;
        }
        let mut model = Model {
            relocatable,
            secs,
            sym_directives: Vec::new(),
            addrsig: None,
            warnings: Vec::new(),
            got_slots: BTreeMap::new(),
            defined: Vec::new(),
            first_defined: HashMap::new(),
            local_like: HashSet::new(),
            by_addr: AddrIndex::default(),
        };
        model.by_addr = AddrIndex::new(&model.secs);
        model.symbols(co, &mut warnings);
        model.relocations(co, &mut warnings);
        model.descriptors(co, data, &mut warnings);
        model.addrsig(co, data);
        model.warnings.extend(warnings);
        Ok(model)
    }

    pub fn sec_by_index(&self, index: u32) -> Option<usize> {
        // `secs` keeps the section table's order, so it is sorted by index.
        self.secs.binary_search_by_key(&index, |s| s.index).ok()
    }

    /// The emitted section holding address `addr`: the first allocated section (in table
    /// order) with `addr` in `[addr, addr + size)`, else the first one ending at `addr`.
    /// Non-allocated sections (DWARF) sit at address 0 and hold no addresses.
    pub fn sec_at_addr(&self, addr: u64) -> Option<usize> {
        self.by_addr.find(addr)
    }

    fn symbols(&mut self, co: &CodeObject, warnings: &mut Vec<String>) {
        for sym in co.symbols() {
            if sym.index == 0 || sym.name.is_empty() {
                continue;
            }
            // STT_SECTION: the section label stands in.
            if sym.kind == 3 {
                continue;
            }
            let name = sym_name(&sym.name);
            if sym.kind == 4 {
                self.sym_directives.push(format!("\t.file\t{}", quote_str(&sym.name)));
                continue;
            }
            let place = match sym.shndx {
                0 => Place::Undef,
                0xfff1 => Place::Abs,
                0xfff2 => Place::Common,
                consts::SHN_AMDGPU_LDS => Place::Lds,
                i => match self.sec_by_index(u32::from(i)) {
                    Some(si) => Place::Sec(si),
                    None => {
                        if relocatable_or_named(self.relocatable, &sym.name) {
                            warnings.push(format!("symbol {} is in a section that is not printed", sym.name));
                        }
                        continue;
                    }
                },
            };
            let mut d = Vec::new();
            match sym.bind {
                1 => d.push(format!("\t.globl\t{name}")),
                2 => d.push(format!("\t.weak\t{name}")),
                // Locals are named here too, so that they enter the symbol table in its order.
                _ if !matches!(place, Place::Undef) => d.push(format!("\t.local\t{name}")),
                _ => {}
            }
            match sym.other & 3 {
                1 => d.push(format!("\t.internal\t{name}")),
                2 => d.push(format!("\t.hidden\t{name}")),
                3 => d.push(format!("\t.protected\t{name}")),
                _ => {}
            }
            match sym.kind {
                1 => d.push(format!("\t.type\t{name},@object")),
                2 => d.push(format!("\t.type\t{name},@function")),
                6 => d.push(format!("\t.type\t{name},@tls_object")),
                // STT_AMDGPU_HSA_KERNEL (the value of STT_GNU_IFUNC elsewhere).
                10 => d.push(format!("\t.amdgpu_hsa_kernel\t{name}")),
                _ => {}
            }
            match place {
                Place::Sec(si) => {
                    let sec = &mut self.secs[si];
                    let off = if self.relocatable { sym.value } else { sym.value.wrapping_sub(sec.addr) };
                    if off > sec.size {
                        warnings.push(format!("symbol {} lies outside its section", sym.name));
                        continue;
                    }
                    if sym.size != 0 || sym.kind == 2 || sym.kind == 1 {
                        d.push(format!("\t.size\t{name}, {}", sym.size));
                    }
                    sec.labels.entry(off).or_default().push(name.clone());
                    self.first_defined.entry(sym.name.clone()).or_insert(self.defined.len());
                    if sym.bind == 0 || sym.other & 3 >= 2 {
                        self.local_like.insert(name.clone());
                    }
                    self.defined.push((
                        sym.name.clone(),
                        sec.index,
                        sec.addr.wrapping_add(off),
                        sym.bind,
                        sym.other & 3,
                    ));
                }
                Place::Abs => {
                    d.push(format!("\t.set\t{name}, {:#x}", sym.value));
                    if sym.size != 0 {
                        d.push(format!("\t.size\t{name}, {}", sym.size));
                    }
                }
                Place::Common => {
                    d.push(format!("\t.comm\t{name}, {}, {}", sym.size, sym.value.max(1)));
                }
                Place::Lds => {
                    d.push(format!("\t.amdgpu_lds\t{name}, {}, {}", sym.size, sym.value.max(1)));
                }
                Place::Undef => {}
            }
            self.sym_directives.extend(d);
        }
    }

    fn relocations(&mut self, co: &CodeObject, warnings: &mut Vec<String>) {
        // Symbol tables by section index (the first of each), once: a search per relocation
        // section was quadratic in a hostile object's section count.
        let mut tables = HashMap::new();
        for t in &co.elf.symbol_tables {
            tables.entry(t.section).or_insert(t);
        }
        for rs in &co.elf.relocation_sections {
            let symtab = tables.get(&rs.symtab).copied();
            let dynamic = rs.target == 0 || !self.relocatable;
            for r in &rs.relocations {
                let addend = r.addend.unwrap_or(0);
                let sym_text = if r.symbol == 0 {
                    None
                } else {
                    match symtab.and_then(|t| t.symbols.get(r.symbol as usize)) {
                        Some(s) => self.symbol_text(s),
                        None => {
                            warnings.push(format!(
                                "relocation at {:#x}: bad symbol index {}",
                                r.offset, r.symbol
                            ));
                            continue;
                        }
                    }
                };
                let (si, off) = if dynamic {
                    match self.sec_at_addr(r.offset) {
                        Some(si) => (si, r.offset - self.secs[si].addr),
                        None => {
                            if r.r_type == 3
                                && addend == 0
                                && let Some(sym) = &sym_text
                            {
                                self.got_slots.insert(r.offset, sym.clone());
                            }
                            continue;
                        }
                    }
                } else {
                    match self.sec_by_index(rs.target) {
                        Some(si) => (si, r.offset),
                        None => continue,
                    }
                };
                let fix = match (r.r_type, sym_text) {
                    // Dynamic RELATIVE64: the addend is an address in this object.
                    (13, _) => match self.addr_expr(addend as u64) {
                        Some((sym, a)) => Fix { r_type: 13, sym, addend: a },
                        None => {
                            warnings.push(format!(
                                "R_AMDGPU_RELATIVE64 at {:#x}: target not in a section",
                                r.offset
                            ));
                            continue;
                        }
                    },
                    // An absolute reference into a mergeable section through its section
                    // symbol: llvm-mc keeps a label symbol when the reference has an addend,
                    // so point a label at the target and refer to it without one.
                    (t @ (3 | 6), Some(_))
                        if let Some(ti) = self.merge_section_of(symtab, r.symbol)
                            && (0..=self.secs[ti].size as i64).contains(&addend) =>
                    {
                        let label = format!("{}_{addend:x}", self.secs[ti].label());
                        let v = self.secs[ti].labels.entry(addend as u64).or_default();
                        if !v.contains(&label) {
                            v.push(label.clone());
                        }
                        Fix { r_type: t, sym: label, addend: 0 }
                    }
                    (t, Some(sym)) => Fix { r_type: t, sym, addend },
                    (t, None) if r.symbol == 0 => Fix { r_type: t, sym: "0".into(), addend },
                    (t, None) => {
                        // An unnamed symbol, or the section symbol of a section not printed.
                        warnings
                            .push(format!("relocation type {t} at {:#x}: symbol not printable", r.offset));
                        continue;
                    }
                };
                if fix.data_directive().is_none() && fix.branch_text().is_none() {
                    warnings
                        .push(format!("relocation type {} at {:#x} cannot be printed", fix.r_type, r.offset));
                }
                self.secs[si].fixes.insert(off, fix);
            }
        }
    }

    /// The emitted SHF_MERGE section whose section symbol is `index` in `symtab`.
    fn merge_section_of(&self, symtab: Option<&amdgpu_elf::SymbolTable>, index: u32) -> Option<usize> {
        let s = symtab?.symbols.get(index as usize)?;
        if s.kind != 3 {
            return None;
        }
        let si = self.sec_by_index(u32::from(s.shndx))?;
        (self.secs[si].flags & SHF_MERGE != 0).then_some(si)
    }

    fn symbol_text(&self, s: &Symbol) -> Option<String> {
        if s.kind == 3 {
            let si = self.sec_by_index(u32::from(s.shndx))?;
            return Some(self.secs[si].label());
        }
        if s.name.is_empty() {
            return None;
        }
        Some(sym_name(&s.name))
    }

    /// The expression for an address of a linked object: a section label plus an offset.
    pub fn addr_expr(&self, addr: u64) -> Option<(String, i64)> {
        let si = self.sec_at_addr(addr)?;
        let s = &self.secs[si];
        if let Some(names) = s.labels.get(&(addr - s.addr))
            && let Some(n) = names.iter().find(|n| !n.starts_with(".L") && self.is_local_like(n))
        {
            return Some((n.clone(), 0));
        }
        Some((s.label(), (addr - s.addr) as i64))
    }

    /// True for symbols that a PC-relative reference may name without the linker objecting
    /// (not preemptible: local, hidden or protected).
    fn is_local_like(&self, name: &str) -> bool {
        self.local_like.contains(name)
    }

    fn descriptors(&mut self, co: &CodeObject, data: &[u8], warnings: &mut Vec<String>) {
        let target = co.target_id().and_then(|t| AbiTarget::from_target_id(&t).ok());
        // Where each label name is, and each symbol's binding and visibility, indexed once:
        // scans per kernel were kernels x labels (a hostile object may have tens of thousands).
        let mut places = LabelPlaces::new(&self.secs);
        let mut bind_vis: HashMap<&str, (u8, u8)> = HashMap::new();
        for s in co.symbols().iter().filter(|s| s.kind != 3) {
            bind_vis.entry(s.name.as_str()).or_insert((s.bind, s.other & 3));
        }
        for k in &co.kernels {
            if let Some(akc) = &k.kernel_code {
                self.akc_block(akc, &places, data, warnings);
            }
            let Some(loc) = &k.descriptor else { continue };
            let Some(target) = target else {
                warnings.push(format!("{}: no ABI target; descriptor printed as data", loc.symbol));
                continue;
            };
            let kd_name = sym_name(&loc.symbol);
            let Some((si, off)) = places.first(&kd_name) else { continue };
            let sec = &self.secs[si];
            let fo = sec.file_range.start as u64 + off;
            let Some(bytes) = usize::try_from(fo).ok().and_then(|f| data.get(f..f.checked_add(64)?)) else {
                continue;
            };
            // `.amdhsa_kernel` gives the `.kd` symbol the kernel's binding and visibility.
            let bv = |n: &str| bind_vis.get(n).copied();
            if bv(&loc.symbol) != bv(&k.name) {
                warnings.push(format!(
                    "{}: printed as data (binding or visibility differs from the kernel's)",
                    loc.symbol
                ));
                continue;
            }
            // GFX10+ reserves GRANULATED_WAVEFRONT_SGPR_COUNT: llvm-mc-19 writes 0 there
            // whatever `.amdhsa_next_free_sgpr` says, while clang-19's code generator writes
            // the GFX9-style granule. No block rebuilds such a descriptor: it is printed as
            // data, with the block of the same descriptor (granule 0) as a comment.
            let granule = field("GRANULATED_WAVEFRONT_SGPR_COUNT", target.family)
                .filter(|_| target.family.major() >= 10)
                .map(|f| (f, loc.value.get(f)))
                .filter(|(_, g)| *g != 0);
            let (kd, bytes) = match granule {
                Some((f, _)) => {
                    let mut kd = loc.value;
                    let _ = kd.set(f, 0);
                    (kd, kd.to_bytes().to_vec())
                }
                None => (loc.value, bytes.to_vec()),
            };
            let mut entry = bytes[16..24].to_vec();
            if let Some(orig) = data.get(fo as usize + 16..fo as usize + 24) {
                entry.copy_from_slice(orig);
            }
            let mut bytes = bytes;
            bytes[16..24].copy_from_slice(&entry);
            match (kd_block(&kd, &bytes, &target, &k.name, sec, off, self), granule) {
                (Ok(text), None) => {
                    // The block defines the `.kd` symbol itself.
                    let sec = &mut self.secs[si];
                    if let Some(v) = sec.labels.get_mut(&off) {
                        v.retain(|n| *n != kd_name);
                    }
                    places.remove(&kd_name, (si, off));
                    sec.fixes.remove(&(off + 16));
                    sec.kds.insert(off, KdBlock { text, len: 64 });
                }
                (Ok(text), Some((_, g))) => {
                    let orig = &data[fo as usize..fo as usize + 64];
                    let text = kd_as_data(orig, &k.name, g, &text);
                    self.secs[si].fixes.remove(&(off + 16));
                    self.secs[si].kds.insert(off, KdBlock { text, len: 64 });
                    self.secs[si].kds_as_data.insert(off);
                    warnings.push(format!(
                        "{}: printed as data (GRANULATED_WAVEFRONT_SGPR_COUNT {g} is reserved on GFX10+, \
                         where llvm-mc-19 writes 0)",
                        loc.symbol
                    ));
                }
                (Err(why), _) => warnings.push(format!("{}: printed as data ({why})", loc.symbol)),
            }
        }
    }

    /// An `amd_kernel_code_t` at a kernel symbol becomes an `.amd_kernel_code_t` block when
    /// its keys give back all 256 bytes.
    fn akc_block(
        &mut self,
        akc: &amdgpu_elf::Located<AmdKernelCode>,
        places: &LabelPlaces,
        data: &[u8],
        warnings: &mut Vec<String>,
    ) {
        let Some((si, off)) = places.first(&sym_name(&akc.symbol)) else {
            return;
        };
        let sec = &self.secs[si];
        let fo = sec.file_range.start as u64 + off;
        let Some(bytes) = usize::try_from(fo).ok().and_then(|f| data.get(f..f.checked_add(256)?)) else {
            return;
        };
        if sec.kds.range(off..off + 256).next().is_some()
            || sec.fixes.range(off..off + 256).next().is_some()
            || sec.labels.range(off + 1..off + 256).next().is_some()
        {
            warnings.push(format!("{}: amd_kernel_code_t printed as data (overlaps)", akc.symbol));
            return;
        }
        let v = &akc.value;
        // LLVM 14 (code object V2) and LLVM 19 accept the same keys (probed with both).
        let (text, rebuilt_keys) = match akc_text_llvm19(v) {
            Ok(x) => x,
            Err(k) => {
                warnings.push(format!("{}: amd_kernel_code_t printed as data ({k} has no key)", akc.symbol));
                return;
            }
        };
        self.finish_akc(akc, si, off, bytes, text, &rebuilt_keys, warnings);
    }

    #[allow(clippy::too_many_arguments)]
    fn finish_akc(
        &mut self,
        akc: &amdgpu_elf::Located<AmdKernelCode>,
        si: usize,
        off: u64,
        bytes: &[u8],
        text: String,
        rebuilt_keys: &[(String, u64)],
        warnings: &mut Vec<String>,
    ) {
        for start in [AmdKernelCode::default(), AmdKernelCode::llvm_default((0, 0, 0))] {
            let mut rebuilt = start;
            for (k, val) in rebuilt_keys {
                let r = match k.as_str() {
                    "enable_wavefront_size32" => {
                        let p = rebuilt.get("kernel_code_properties").unwrap_or(0) & !(1 << 10);
                        rebuilt.set("kernel_code_properties", p | (val << 10))
                    }
                    _ => rebuilt.set(k, *val),
                };
                if r.is_err() {
                    warnings.push(format!("{}: key {k} does not read back", akc.symbol));
                    return;
                }
            }
            if rebuilt.to_bytes()[..] != bytes[..] {
                warnings.push(format!(
                    "{}: amd_kernel_code_t printed as data (the keys do not give the bytes back)",
                    akc.symbol
                ));
                return;
            }
        }
        let text: String = text.lines().map(|l| format!("\t{l}\n")).collect();
        self.secs[si].kds.insert(off, KdBlock { text, len: 256 });
    }
}

/// `(key, value)` pairs of an `.amd_kernel_code_t` block.
type KeyValues = Vec<(String, u64)>;

/// The LLVM 19 `.amd_kernel_code_t` block of `v`, and the (key, value) pairs it sets; or the
/// name of a non-zero field LLVM 19 has no key for.
fn akc_text_llvm19(v: &AmdKernelCode) -> Result<(String, KeyValues), &'static str> {
    {
        // Fields LLVM 19's `.amd_kernel_code_t` has no key for must be 0 (as llvm-mc writes).
        for k in [
            "kernel_code_prefetch_byte_offset",
            "max_scratch_backing_memory_byte_size",
            "bulky",
            "cdbg_user",
            "fp16_ovfl",
        ] {
            if v.get(k).unwrap_or(0) != 0 {
                return Err(k);
            }
        }
        let mut text = String::from(".amd_kernel_code_t\n");
        let mut rebuilt_keys = Vec::new();
        for k in amdgpu_hsa::akc::LLVM19_PRINT_ORDER {
            let val = match *k {
                "enable_wavefront_size32" => (v.get("kernel_code_properties").unwrap_or(0) >> 10) & 1,
                _ => v.get(k).unwrap_or(0),
            };
            let shown = if matches!(
                *k,
                "call_convention"
                    | "debug_wavefront_private_segment_offset_sgpr"
                    | "debug_private_segment_buffer_sgpr"
                    | "reserved_vgpr_first"
                    | "reserved_sgpr_first"
            ) {
                // Signed fields print as i64 when negative.
                match *k {
                    "call_convention" => format!("{}", val as i32 as i64),
                    _ => format!("{val}"),
                }
            } else {
                format!("{val}")
            };
            text.push_str(&format!("\t{k} = {shown}\n"));
            rebuilt_keys.push((k.to_string(), val));
        }
        text.push_str(".end_amd_kernel_code_t\n");
        Ok((text, rebuilt_keys))
    }
}

impl Model {
    fn addrsig(&mut self, co: &CodeObject, data: &[u8]) {
        let Some(s) = co.elf.sections.iter().find(|s| s.sh_type == SHT_LLVM_ADDRSIG) else { return };
        let syms = co.elf.symbol_tables.iter().find(|t| t.section == s.link);
        let mut names = Vec::new();
        let start = usize::try_from(s.offset).unwrap_or(usize::MAX);
        let end = start.saturating_add(usize::try_from(s.size).unwrap_or(0));
        if let Some(bytes) = data.get(start..end) {
            let mut i = 0;
            while i < bytes.len() {
                let mut v: u64 = 0;
                let mut shift = 0;
                while i < bytes.len() {
                    let b = bytes[i];
                    i += 1;
                    if shift < 64 {
                        v |= u64::from(b & 0x7f) << shift;
                    }
                    shift += 7;
                    if b & 0x80 == 0 {
                        break;
                    }
                }
                if let Some(sym) = syms.and_then(|t| t.symbols.get(v as usize))
                    && !sym.name.is_empty()
                {
                    names.push(sym_name(&sym.name));
                }
            }
        }
        self.addrsig = Some(names);
    }
}

/// Label name -> every (section position, offset) it labels, the first in section order,
/// then by offset.
struct LabelPlaces(HashMap<String, BTreeSet<(usize, u64)>>);

impl LabelPlaces {
    fn new(secs: &[Sec]) -> LabelPlaces {
        let mut map: HashMap<String, BTreeSet<(usize, u64)>> = HashMap::new();
        for (si, s) in secs.iter().enumerate() {
            for (&off, names) in &s.labels {
                for n in names {
                    map.entry(n.clone()).or_default().insert((si, off));
                }
            }
        }
        LabelPlaces(map)
    }

    /// The first place labelled `name`.
    fn first(&self, name: &str) -> Option<(usize, u64)> {
        self.0.get(name).and_then(|p| p.first().copied())
    }

    /// `name` no longer labels `place`.
    fn remove(&mut self, name: &str, place: (usize, u64)) {
        if let Some(p) = self.0.get_mut(name) {
            p.remove(&place);
        }
    }
}

fn relocatable_or_named(relocatable: bool, name: &str) -> bool {
    relocatable || !matches!(name, "_DYNAMIC" | "__ehdr_start" | "__dso_handle")
}

enum Place {
    Sec(usize),
    Undef,
    Abs,
    Common,
    Lds,
}

/// A quoted string for `.file`, `.ascii`.
pub(crate) fn quote_str(s: &str) -> String {
    quote_bytes(s.as_bytes())
}

/// Bytes as a quoted assembler string (octal escapes for the unprintable).
pub(crate) fn quote_bytes(bytes: &[u8]) -> String {
    let mut out = String::from("\"");
    for &b in bytes {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b:03o}")),
        }
    }
    out.push('"');
    out
}

/// A GFX10+ descriptor whose reserved SGPR granule is not 0, as data: the words, the entry
/// offset as `.quad kernel+16-.` (an `R_AMDGPU_REL64`, resolved the same way by a linker), and
/// the block `block` (already verified for the descriptor with granule 0) as a comment.
fn kd_as_data(bytes: &[u8], kernel: &str, granule: u32, block: &str) -> String {
    let mut t = format!(
        "\t// GRANULATED_WAVEFRONT_SGPR_COUNT is {granule}, which GFX10+ reserves and llvm-mc-19 \
         always writes as 0:\n\t// the descriptor is printed as data; except for that field it equals\n"
    );
    for l in block.lines() {
        t.push_str(&format!("\t// {}\n", l.strip_prefix('\t').unwrap_or(l)));
    }
    let word = |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    let line = |t: &mut String, r: std::ops::Range<usize>| {
        let w: Vec<String> = r.step_by(4).map(|i| format!("0x{:08x}", word(i))).collect();
        for c in w.chunks(4) {
            t.push_str(&format!("\t.long\t{}\n", c.join(", ")));
        }
    };
    line(&mut t, 0..16);
    t.push_str(&format!("\t.quad {}+16-.\n", sym_name(kernel)));
    line(&mut t, 24..64);
    t
}

/// Renders a descriptor as a block, after checking that the block gives back every byte
/// except the entry offset, and that the entry offset is the one the block computes.
fn kd_block(
    kd: &KernelDescriptor,
    bytes: &[u8],
    target: &AbiTarget,
    kernel: &str,
    sec: &Sec,
    off: u64,
    model: &Model,
) -> Result<String, String> {
    let mut b = AmdhsaKernel::new(*target);
    for (d, v) in amdgpu_hsa::directives::to_directives(kd, target) {
        b.set_directive(d, i128::from(v)).map_err(|e| format!("{} {v}: {e}", d.name()))?;
    }
    let rebuilt = b.finish().map_err(|e| e.to_string())?.to_bytes();
    let differs: BTreeSet<usize> =
        (0..64).filter(|i| !(16..24).contains(i) && rebuilt[*i] != bytes[*i]).collect();
    if !differs.is_empty() {
        return Err(format!("the directives do not reproduce bytes {differs:?}"));
    }
    // The block has no place for labels or other relocations inside the descriptor.
    if sec.labels.range(off + 1..off + 64).next().is_some() {
        return Err("a symbol points inside the descriptor".into());
    }
    if sec.fixes.range(off..off + 64).any(|(o, _)| *o != off + 16) {
        return Err("a relocation other than the entry offset patches the descriptor".into());
    }
    let entry = i64::from_le_bytes(bytes[16..24].try_into().map_err(|_| "short")?);
    if model.relocatable {
        match sec.fixes.get(&(off + 16)) {
            Some(f) if f.r_type == 5 && f.sym == sym_name(kernel) && f.addend == 16 && entry == 0 => {}
            _ => return Err("the entry offset is not a relocation to the kernel".into()),
        }
    } else {
        let k = model.first_defined.get(kernel).map(|&i| &model.defined[i]).ok_or("no kernel symbol")?;
        if (k.2 as i64).wrapping_sub((sec.addr.wrapping_add(off)) as i64) != entry {
            return Err("the entry offset does not point at the kernel symbol".into());
        }
    }
    let mut text = amdgpu_hsa::directives::render(kd, target, &sym_name(kernel));
    // Indent the directives one tab like the rest of the source.
    text = text.lines().map(|l| format!("\t{l}\n")).collect();
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fix(r_type: u32, addend: i64) -> Fix {
        Fix { r_type, sym: "s".into(), addend }
    }

    #[test]
    fn relocation_texts() {
        assert_eq!(fix(10, 4).operand_text().as_deref(), Some("s@rel32@lo+4"));
        assert_eq!(fix(11, 12).operand_text().as_deref(), Some("s@rel32@hi+12"));
        assert_eq!(fix(8, -4).operand_text().as_deref(), Some("s@gotpcrel32@lo-4"));
        assert_eq!(fix(1, 0).operand_text().as_deref(), Some("s@abs32@lo"));
        assert_eq!(fix(3, 8).data_directive().as_deref(), Some(".quad s+8"));
        assert_eq!(fix(5, 16).data_directive().as_deref(), Some(".quad s+16-."));
        assert_eq!(fix(4, 0).data_directive().as_deref(), Some(".long s-."));
        assert_eq!(fix(6, 0).data_directive().as_deref(), Some(".long s"));
        assert_eq!(fix(3, 0).operand_text(), None);
        assert_eq!(fix(14, 0).data_directive(), None);
        assert_eq!(fix(14, 8).branch_text().as_deref(), Some("s+8"));
        assert_eq!(fix(10, 8).branch_text(), None);
        assert_eq!((fix(3, 0).width(), fix(5, 0).width(), fix(10, 0).width()), (8, 8, 4));
    }

    #[test]
    fn names_are_quoted_when_needed() {
        assert_eq!(sym_name("add.kd"), "add.kd");
        assert_eq!(sym_name("_Z3fooi$x"), "_Z3fooi$x");
        assert_eq!(sym_name("odd name"), "\"odd name\"");
        assert_eq!(sym_name("9lives"), "\"9lives\"");
        assert_eq!(sym_name("a\"b"), "\"a\\\"b\"");
        assert_eq!(quote_bytes(b"x\n\"y"), "\"x\\012\\\"y\"");
    }

    fn sec(index: u32, flags: u64, addr: u64, size: u64) -> Sec {
        Sec {
            index,
            key: String::new(),
            name: String::new(),
            sh_type: SHT_PROGBITS,
            flags,
            addr,
            size,
            align: 1,
            entsize: 0,
            file_range: 0..0,
            labels: BTreeMap::new(),
            fixes: BTreeMap::new(),
            kds: BTreeMap::new(),
            kds_as_data: BTreeSet::new(),
        }
    }

    /// `sec_at_addr`'s definition, one linear search per question (what the index replaced).
    fn sec_at_addr_linear(secs: &[Sec], addr: u64) -> Option<usize> {
        let alloc = |s: &Sec| s.flags & SHF_ALLOC != 0;
        let end = |s: &Sec| s.addr.saturating_add(s.size);
        secs.iter()
            .position(|s| alloc(s) && s.addr <= addr && addr < end(s))
            .or_else(|| secs.iter().position(|s| alloc(s) && s.addr <= addr && addr <= end(s)))
    }

    #[test]
    fn the_address_index_answers_as_the_linear_search() {
        // Random layouts: overlapping, nested, touching, empty, non-allocated and saturating
        // sections, asked about every boundary and its neighbours.
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for round in 0..400 {
            let n = 1 + (next() % 12) as usize;
            let secs: Vec<Sec> = (0..n)
                .map(|i| {
                    let flags = if next() % 5 == 0 { 0 } else { SHF_ALLOC };
                    let addr = if round % 50 == 0 && i == 0 { u64::MAX - 8 } else { next() % 64 };
                    let size = match next() % 6 {
                        0 => 0,
                        1 => u64::MAX,
                        _ => next() % 24,
                    };
                    sec(i as u32, flags, addr, size)
                })
                .collect();
            let index = AddrIndex::new(&secs);
            let mut asks: Vec<u64> = vec![0, 1, u64::MAX, u64::MAX - 1];
            for s in &secs {
                for p in [s.addr, s.addr.saturating_add(s.size)] {
                    asks.extend([p.saturating_sub(1), p, p.saturating_add(1)]);
                }
            }
            for a in asks {
                assert_eq!(index.find(a), sec_at_addr_linear(&secs, a), "round {round}, address {a:#x}");
            }
        }
    }

    #[test]
    fn label_places_answer_the_first_place_and_forget_removed_ones() {
        let mut secs = vec![sec(1, SHF_ALLOC, 0, 64), sec(2, SHF_ALLOC, 64, 64)];
        secs[0].labels.insert(32, vec!["k.kd".into()]);
        secs[1].labels.insert(0, vec!["k.kd".into(), "other".into()]);
        secs[1].labels.insert(8, vec!["k.kd".into()]);
        let mut places = LabelPlaces::new(&secs);
        assert_eq!(places.first("k.kd"), Some((0, 32)));
        places.remove("k.kd", (0, 32));
        assert_eq!(places.first("k.kd"), Some((1, 0)));
        places.remove("k.kd", (1, 0));
        assert_eq!(places.first("k.kd"), Some((1, 8)));
        assert_eq!(places.first("other"), Some((1, 0)));
        assert_eq!(places.first("none"), None);
    }
}
