//! The link itself: resolve symbols, place sections, scan relocations, lay out the file the
//! way ld.lld lays out an AMDGPU shared object, and write it.

use std::collections::HashMap;

use crate::hash;
use crate::input::*;
use crate::reloc::{self, Action};
use crate::{LinkError, LinkOptions};

/// Page size of AMDGPU code objects (lld's max and common page size for the target).
pub(crate) const PAGE: u64 = 0x1000;
/// Upper bound for an output file, so hostile alignments or sizes cannot make us allocate
/// without bound.
const MAX_OUTPUT: u64 = 1 << 32;

const R_AMDGPU_RELATIVE64: u32 = 13;

/// A resolved global symbol.
#[derive(Debug)]
pub(crate) struct Global<'a> {
    pub name: &'a [u8],
    /// Defining input and its symbol index.
    pub def: Option<(usize, usize)>,
    pub weak_def: bool,
    pub visibility: u8,
    /// Every reference and definition was weak.
    pub all_weak: bool,
    /// The first input that mentions the symbol.
    pub first_file: usize,
    /// For a common symbol: its merged size and alignment.
    pub common: Option<(u64, u64)>,
}

impl Global<'_> {
    pub fn preemptible(&self) -> bool {
        self.visibility == 0
    }
    pub fn exported(&self) -> bool {
        self.visibility == 0 || self.visibility == 3
    }
}

/// What a symbol-table entry in an input refers to after resolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum SymRef {
    Global(usize),
    Local(usize, usize),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Synth {
    None,
    MergedNotes,
    Comment,
    DynSym,
    GnuHash,
    Hash,
    DynStr,
    RelaDyn,
    Dynamic,
    Got,
    RelroPadding,
    SymTab,
    ShStrTab,
    StrTab,
}

/// One output section.
#[derive(Debug)]
pub(crate) struct OutSec {
    pub name: Vec<u8>,
    pub sh_type: u32,
    pub flags: u64,
    pub align: u64,
    pub entsize: u64,
    pub link: u32,
    pub info: u32,
    pub synth: Synth,
    /// (class, sub-rank, order of first appearance).
    pub rank: (u8, u8, usize),
    /// Input members: (file, section index, offset in this section).
    pub members: Vec<(usize, usize, u64)>,
    /// Merged contents of mergeable input sections: (offset in this section, bytes).
    pub merged: Vec<(u64, Vec<u8>)>,
    pub all_merge: bool,
    pub size: u64,
    pub addr: u64,
    pub offset: u64,
    pub data: Vec<u8>,
}

impl OutSec {
    fn synthetic(
        name: &str,
        sh_type: u32,
        flags: u64,
        align: u64,
        entsize: u64,
        synth: Synth,
        rank: (u8, u8, usize),
    ) -> Self {
        OutSec {
            name: name.as_bytes().to_vec(),
            sh_type,
            flags,
            align,
            entsize,
            link: 0,
            info: 0,
            synth,
            rank,
            members: Vec::new(),
            merged: Vec::new(),
            all_merge: false,
            size: 0,
            addr: 0,
            offset: 0,
            data: Vec::new(),
        }
    }
    fn alloc(&self) -> bool {
        self.flags & SHF_ALLOC != 0
    }
    /// Which PT_LOAD group an allocated section belongs to: 0 read-only, 1 executable,
    /// 2 RELRO, 3 read-write.
    fn load_group(&self) -> u8 {
        self.rank.0
    }
}

/// A dynamic relocation before the final layout.
#[derive(Debug, Clone, Copy)]
pub(crate) struct DynReloc {
    /// Output section index (in `outs` before sorting) and offset within it.
    pub sec: usize,
    pub off: u64,
    pub rtype: u32,
    /// The global symbol (symbolic relocations) or `None` (relative: value = target + addend).
    pub global: Option<usize>,
    pub target: Option<SymRef>,
    pub addend: i64,
}

/// One unit of an output section's contents, in order.
#[derive(Debug, Clone, Copy)]
enum Unit {
    Input(usize, usize),
    Merge(usize),
    /// A common symbol (global id, size, alignment).
    Common(usize, u64, u64),
}

/// Mergeable input sections with the same output section, flags, entry size and alignment.
#[derive(Debug)]
struct MergeGroup {
    align: u64,
    inputs: Vec<(usize, usize)>,
    data: Vec<u8>,
    base: u64,
}

/// Maps an input section name to its output section name (lld's default rules).
fn output_name(name: &[u8]) -> &[u8] {
    const PREFIXES: [&[u8]; 13] = [
        b".data.rel.ro",
        b".data",
        b".rodata",
        b".bss.rel.ro",
        b".bss",
        b".ldata",
        b".lrodata",
        b".lbss",
        b".init_array",
        b".fini_array",
        b".tbss",
        b".tdata",
        b".text",
    ];
    for p in PREFIXES {
        if name == p || (name.starts_with(p) && name.get(p.len()) == Some(&b'.')) {
            return p;
        }
    }
    name
}

fn is_relro(name: &[u8]) -> bool {
    matches!(name, b".data.rel.ro" | b".bss.rel.ro" | b".init_array" | b".fini_array" | b".preinit_array")
}

fn align_to(v: u64, a: u64) -> Option<u64> {
    let a = a.max(1);
    v.checked_add(a - 1).map(|x| x / a * a)
}

fn too_large(what: &str) -> LinkError {
    LinkError::TooLarge(what.to_string())
}

pub(crate) fn name_str(n: &[u8]) -> String {
    String::from_utf8_lossy(n).into_owned()
}

/// Merges the input headers as lld does: same OS ABI and ABI version; for code object V4+
/// the same processor with `any` xnack/sramecc settings yielding to specific ones; for older
/// versions identical `e_flags`.
fn merge_headers(objs: &[Object<'_>]) -> Result<(u8, u8, u32), LinkError> {
    let first = &objs[0];
    let mut flags = first.e_flags;
    let v4_plus = first.os_abi == amdgpu_target::eflags::ELFOSABI_AMDGPU_HSA && first.abi_version >= 2;
    for o in &objs[1..] {
        for (what, a, b) in
            [("EI_OSABI", first.os_abi, o.os_abi), ("EI_ABIVERSION", first.abi_version, o.abi_version)]
        {
            if a != b {
                return Err(LinkError::IncompatibleHeader {
                    file: o.name.to_string(),
                    what,
                    expected: u32::from(a),
                    found: u32::from(b),
                });
            }
        }
        if !v4_plus {
            if o.e_flags != flags {
                return Err(LinkError::IncompatibleHeader {
                    file: o.name.to_string(),
                    what: "e_flags",
                    expected: flags,
                    found: o.e_flags,
                });
            }
            continue;
        }
        let mach = amdgpu_target::eflags::EF_AMDGPU_MACH | amdgpu_target::eflags::EF_AMDGPU_GENERIC_VERSION;
        if o.e_flags & mach != flags & mach {
            let name = |f: u32| {
                amdgpu_target::processor_by_mach(f & amdgpu_target::eflags::EF_AMDGPU_MACH)
                    .map_or_else(|| format!("mach {:#x}", f & 0xff), |p| p.name.to_string())
            };
            return Err(LinkError::IncompatibleMach {
                file: o.name.to_string(),
                expected: name(flags),
                found: name(o.e_flags),
            });
        }
        // Feature fields: 0 unsupported, 1 any, 2 off, 3 on.
        for (feature, mask, shift) in [("xnack", 0x300u32, 8u32), ("sramecc", 0xc00, 10)] {
            let a = (flags & mask) >> shift;
            let b = (o.e_flags & mask) >> shift;
            let merged = match (a, b) {
                _ if a == b => a,
                (1, x) => x,
                (x, 1) => x,
                _ => return Err(LinkError::IncompatibleFeature { file: o.name.to_string(), feature }),
            };
            flags = (flags & !mask) | (merged << shift);
        }
        let rest = !(mach | 0xf00);
        if o.e_flags & rest != flags & rest {
            return Err(LinkError::IncompatibleHeader {
                file: o.name.to_string(),
                what: "e_flags",
                expected: flags,
                found: o.e_flags,
            });
        }
    }
    Ok((first.os_abi, first.abi_version, flags))
}

/// Global symbol resolution across inputs.
fn resolve<'a>(
    objs: &[Object<'a>],
    discarded: &[Vec<bool>],
) -> Result<(Vec<Global<'a>>, Vec<Vec<SymRef>>), LinkError> {
    let mut globals: Vec<Global<'a>> = Vec::new();
    let mut by_name: HashMap<&'a [u8], usize> = HashMap::new();
    let mut maps = Vec::with_capacity(objs.len());
    for (fi, o) in objs.iter().enumerate() {
        let mut map = Vec::with_capacity(o.symbols.len());
        for (si, s) in o.symbols.iter().enumerate() {
            if si < o.first_global {
                map.push(SymRef::Local(fi, si));
                continue;
            }
            if s.shndx == SHN_COMMON && (s.value == 0 || !s.value.is_power_of_two() || s.value > 1 << 16) {
                return Err(LinkError::Malformed {
                    file: o.name.to_string(),
                    offset: s.at + 8,
                    detail: format!("common symbol '{}' has alignment {:#x}", name_str(s.name), s.value),
                });
            }
            let gid = *by_name.entry(s.name).or_insert_with(|| {
                globals.push(Global {
                    name: s.name,
                    def: None,
                    weak_def: false,
                    visibility: 0,
                    all_weak: true,
                    first_file: fi,
                    common: None,
                });
                globals.len() - 1
            });
            let g = &mut globals[gid];
            let vis = s.visibility();
            if vis != 0 {
                g.visibility = if g.visibility == 0 { vis } else { g.visibility.min(vis) };
            }
            let weak = s.binding() == STB_WEAK;
            if !weak {
                g.all_weak = false;
            }
            // A definition in a discarded COMDAT member is only a reference (the kept group
            // defines the symbol).
            let in_discarded = s.shndx != SHN_UNDEF
                && s.shndx < SHN_LORESERVE
                && discarded[fi].get(usize::from(s.shndx)).copied().unwrap_or(false);
            if s.shndx == SHN_COMMON {
                // Commons: a real definition wins; among commons the largest, with the
                // strictest alignment.
                match (g.def, g.common) {
                    (None, _) => {
                        g.def = Some((fi, si));
                        g.common = Some((s.size, s.value));
                    }
                    (Some(_), Some((size, align))) => {
                        if s.size > size {
                            g.def = Some((fi, si));
                        }
                        g.common = Some((size.max(s.size), align.max(s.value)));
                    }
                    (Some(_), None) => {}
                }
            } else if s.shndx != SHN_UNDEF && !in_discarded {
                if g.common.is_some() {
                    g.def = None;
                    g.common = None;
                }
                match g.def {
                    None => {
                        g.def = Some((fi, si));
                        g.weak_def = weak;
                    }
                    Some(_) if g.weak_def && !weak => {
                        g.def = Some((fi, si));
                        g.weak_def = false;
                    }
                    Some((df, _)) if !g.weak_def && !weak => {
                        return Err(LinkError::DuplicateSymbol {
                            symbol: name_str(s.name),
                            first: objs[df].name.to_string(),
                            second: o.name.to_string(),
                        });
                    }
                    Some(_) => {}
                }
            }
            map.push(SymRef::Global(gid));
        }
        maps.push(map);
    }
    Ok((globals, maps))
}

/// The linker's state between phases.
pub(crate) struct Linker<'a, 'o> {
    pub objs: &'o [Object<'a>],
    pub globals: Vec<Global<'a>>,
    pub maps: Vec<Vec<SymRef>>,
    pub outs: Vec<OutSec>,
    /// Per input, per section: (output section, offset).
    pub place: Vec<Vec<Option<(usize, u64)>>>,
    /// For mergeable input sections: where each piece went, relative to `place`.
    pub pieces: Vec<Vec<Option<Vec<crate::merge::Piece>>>>,
    /// Where common symbols were allocated: global id -> (output section, offset).
    pub commons: HashMap<usize, (usize, u64)>,
    pub got: Vec<SymRef>,
    pub got_index: HashMap<SymRef, usize>,
    pub dynrels: Vec<DynReloc>,
    /// Per input, per relocation section (same order as `Object::relocations`): actions.
    pub actions: Vec<Vec<Vec<Action>>>,
}

impl<'a> Linker<'a, '_> {
    /// The symbol table entry a reference resolves to: the definition for globals.
    pub fn symbol(&self, r: SymRef) -> Option<(usize, &InSymbol<'a>)> {
        match r {
            SymRef::Local(f, i) => Some((f, &self.objs[f].symbols[i])),
            SymRef::Global(g) => self.globals[g].def.map(|(f, i)| (f, &self.objs[f].symbols[i])),
        }
    }

    pub fn sym_name(&self, r: SymRef) -> String {
        match r {
            SymRef::Global(g) => name_str(self.globals[g].name),
            SymRef::Local(f, i) => {
                let s = &self.objs[f].symbols[i];
                if s.kind() == STT_SECTION {
                    self.objs[f]
                        .sections
                        .get(usize::from(s.shndx))
                        .map_or_else(String::new, |sec| name_str(sec.name))
                } else {
                    name_str(s.name)
                }
            }
        }
    }

    pub fn preemptible(&self, r: SymRef) -> bool {
        matches!(r, SymRef::Global(g) if self.globals[g].preemptible())
    }

    /// A symbol whose address is a link-time constant independent of the load address:
    /// absolute symbols and undefined weak symbols that resolve to zero.
    pub fn is_absolute(&self, r: SymRef) -> bool {
        match self.symbol(r) {
            Some((_, s)) => s.shndx == SHN_ABS || s.shndx == SHN_UNDEF,
            None => !self.preemptible(r),
        }
    }

    /// The symbol's address in the output (0 for undefined symbols).
    pub fn value(&self, r: SymRef) -> Result<u64, LinkError> {
        let Some((f, s)) = self.symbol(r) else { return Ok(0) };
        if let SymRef::Global(g) = r
            && let Some(&(o, off)) = self.commons.get(&g)
        {
            return Ok(self.outs[o].addr.wrapping_add(off));
        }
        match s.shndx {
            SHN_UNDEF => Ok(0),
            SHN_ABS => Ok(s.value),
            i if i >= SHN_LORESERVE => Err(LinkError::Malformed {
                file: self.objs[f].name.to_string(),
                offset: s.at + 6,
                detail: format!("unsupported special section index {i:#x}"),
            }),
            i => {
                let (o, off) = self.place[f][usize::from(i)].ok_or_else(|| LinkError::Malformed {
                    file: self.objs[f].name.to_string(),
                    offset: s.at,
                    detail: format!(
                        "symbol '{}' is in a section that is not part of the output",
                        name_str(s.name)
                    ),
                })?;
                let within = self.map_offset(f, usize::from(i), s.value)?;
                Ok(self.outs[o].addr.wrapping_add(off).wrapping_add(within))
            }
        }
    }

    /// Where byte `off` of input section `si` of input `f` went, relative to the section's
    /// placement (identity except for mergeable sections).
    pub fn map_offset(&self, f: usize, si: usize, off: u64) -> Result<u64, LinkError> {
        match &self.pieces[f][si] {
            None => Ok(off),
            Some(map) => crate::merge::map(map, off).ok_or_else(|| LinkError::Malformed {
                file: self.objs[f].name.to_string(),
                offset: self.objs[f].sections[si].header_at,
                detail: format!(
                    "offset {off:#x} is outside mergeable section '{}'",
                    name_str(self.objs[f].sections[si].name)
                ),
            }),
        }
    }

    /// The value a relocation uses for `S + A`: for a section symbol of a mergeable section the
    /// addend selects the piece, so both are mapped together.
    pub fn value_plus_addend(&self, r: SymRef, addend: i64) -> Result<u64, LinkError> {
        if let Some((f, s)) = self.symbol(r) {
            let i = usize::from(s.shndx);
            if s.kind() == STT_SECTION
                && s.shndx != SHN_UNDEF
                && s.shndx < SHN_LORESERVE
                && self.pieces[f].get(i).is_some_and(Option::is_some)
            {
                let (o, off) = self.place[f][i].ok_or_else(|| LinkError::Malformed {
                    file: self.objs[f].name.to_string(),
                    offset: s.at,
                    detail: "section symbol of a section that is not part of the output".into(),
                })?;
                let within = self.map_offset(f, i, s.value.wrapping_add(addend as u64))?;
                return Ok(self.outs[o].addr.wrapping_add(off).wrapping_add(within));
            }
        }
        Ok(self.value(r)?.wrapping_add(addend as u64))
    }

    /// Output section index of a defined symbol (for symbol tables), or SHN_ABS / SHN_UNDEF.
    fn out_shndx(&self, f: usize, s: &InSymbol<'_>, index_of: &[usize], g: Option<usize>) -> u16 {
        if let Some(&(o, _)) = g.and_then(|g| self.commons.get(&g)) {
            return index_of[o] as u16;
        }
        match s.shndx {
            SHN_UNDEF => SHN_UNDEF,
            SHN_ABS => SHN_ABS,
            i if i >= SHN_LORESERVE => SHN_ABS,
            i => self.place[f][usize::from(i)].map_or(SHN_ABS, |(o, _)| index_of[o] as u16),
        }
    }
}

fn new_out(name: &[u8], s: &InSection<'_>, rank: (u8, u8, usize)) -> OutSec {
    OutSec {
        name: name.to_vec(),
        sh_type: s.sh_type,
        flags: 0,
        align: 1,
        entsize: s.entsize,
        link: 0,
        info: 0,
        synth: Synth::None,
        rank,
        members: Vec::new(),
        merged: Vec::new(),
        all_merge: true,
        size: 0,
        addr: 0,
        offset: 0,
        data: Vec::new(),
    }
}

/// Which input sections become part of the output.
fn placed(s: &InSection<'_>) -> bool {
    if s.flags & SHF_EXCLUDE != 0 || s.name == b".note.GNU-stack" {
        return false;
    }
    if s.flags & SHF_ALLOC == 0 && s.name == b".comment" {
        return false; // merged separately
    }
    !matches!(
        s.sh_type,
        SHT_NULL
            | SHT_SYMTAB
            | SHT_STRTAB
            | SHT_RELA
            | SHT_REL
            | SHT_GROUP
            | SHT_SYMTAB_SHNDX
            | SHT_HASH
            | SHT_DYNAMIC
            | SHT_DYNSYM
            | SHT_GNU_HASH
    ) && !(0x6fff_4c00..=0x6fff_4cff).contains(&s.sh_type)
}

fn rank_of(name: &[u8], s: &InSection<'_>) -> (u8, u8) {
    if s.flags & SHF_ALLOC == 0 {
        return (4, 0);
    }
    if s.flags & SHF_EXECINSTR != 0 {
        return (1, 0);
    }
    if s.flags & SHF_WRITE == 0 {
        return (0, if s.sh_type == SHT_NOTE { 0 } else { 2 });
    }
    if is_relro(name) {
        return (2, 0);
    }
    (3, if s.sh_type == SHT_NOBITS { 1 } else { 0 })
}

/// Links `inputs` into a shared code object.
pub(crate) fn link(inputs: &[(&str, &[u8])], opts: &LinkOptions) -> Result<Vec<u8>, LinkError> {
    if inputs.is_empty() {
        return Err(LinkError::NoInputs);
    }
    let objs: Vec<Object<'_>> = inputs.iter().map(|(n, d)| parse(n, d)).collect::<Result<_, _>>()?;
    let (os_abi, abi_version, e_flags) = merge_headers(&objs)?;
    // COMDAT groups: the first group with a signature is kept, later ones are discarded.
    let mut discarded: Vec<Vec<bool>> = objs.iter().map(|o| vec![false; o.sections.len()]).collect();
    let mut signatures: std::collections::HashSet<&[u8]> = std::collections::HashSet::new();
    for (f, o) in objs.iter().enumerate() {
        for (sig, members) in &o.comdats {
            if !signatures.insert(sig) {
                for &m in members {
                    discarded[f][m] = true;
                }
            }
        }
    }
    let (globals, maps) = resolve(&objs, &discarded)?;

    // Undefined symbols. A hidden or protected one is an error only when a relocation uses
    // it (ld.lld-19 keeps an unused one as a local undefined symbol, as clang -O0 leaves
    // `printf` next to the lowered `__printf_alloc` calls).
    let mut referenced = vec![false; globals.len()];
    for (f, o) in objs.iter().enumerate() {
        for (target, relas) in &o.relocations {
            if discarded[f].get(*target).copied().unwrap_or(false) {
                continue;
            }
            for r in relas {
                if let Some(SymRef::Global(g)) = maps[f].get(r.sym as usize)
                    && let Some(x) = referenced.get_mut(*g)
                {
                    *x = true;
                }
            }
        }
    }
    for (gi, g) in globals.iter().enumerate() {
        if g.def.is_some() {
            continue;
        }
        let file = objs[g.first_file].name.to_string();
        if g.visibility != 0 && !g.all_weak && referenced[gi] {
            let kind = if g.visibility == 3 { "protected " } else { "hidden " };
            return Err(LinkError::UndefinedSymbol { symbol: name_str(g.name), file, kind });
        }
        if opts.no_undefined && !g.all_weak {
            return Err(LinkError::UndefinedSymbol { symbol: name_str(g.name), file, kind: "" });
        }
    }

    // Place input sections: first decide each one's output section (mergeable sections join
    // a merge group, which sits where its first member would), then merge, then lay out.
    let mut outs: Vec<OutSec> = Vec::new();
    let mut out_by_name: HashMap<Vec<u8>, usize> = HashMap::new();
    let mut place: Vec<Vec<Option<(usize, u64)>>> =
        objs.iter().map(|o| vec![None; o.sections.len()]).collect();
    let mut comments: Vec<&[u8]> = Vec::new();
    // `.comment` sits where the first input `.comment` was among the non-allocated sections,
    // or after all of them when no input has one.
    let mut comment_order: Option<usize> = None;
    let mut order = 0usize;
    let mut units: Vec<Vec<Unit>> = Vec::new();
    let mut groups: Vec<MergeGroup> = Vec::new();
    let mut group_by_key: HashMap<(usize, u64, u64, u64), usize> = HashMap::new();
    for (f, o) in objs.iter().enumerate() {
        for (si, s) in o.sections.iter().enumerate() {
            if s.flags & SHF_ALLOC == 0 && s.name == b".comment" && s.sh_type == SHT_PROGBITS {
                comments.push(s.data);
                if comment_order.is_none() {
                    order += 1;
                    comment_order = Some(order);
                }
            }
            if !placed(s) || discarded[f][si] {
                continue;
            }
            let name = output_name(s.name);
            let oi = *out_by_name.entry(name.to_vec()).or_insert_with(|| {
                let (c, sub) = rank_of(name, s);
                order += 1;
                outs.push(new_out(name, s, (c, sub, order)));
                units.push(Vec::new());
                outs.len() - 1
            });
            let out = &mut outs[oi];
            out.align = out.align.max(s.align);
            out.flags |= s.flags & !(SHF_GROUP | SHF_INFO_LINK);
            if s.entsize != out.entsize {
                out.all_merge = false;
            }
            if s.sh_type != SHT_NOBITS && out.sh_type == SHT_NOBITS {
                out.sh_type = SHT_PROGBITS;
            }
            if crate::merge::mergeable(s) {
                let key = (oi, s.flags, s.entsize, s.align);
                let gid = *group_by_key.entry(key).or_insert_with(|| {
                    groups.push(MergeGroup { align: s.align, inputs: Vec::new(), data: Vec::new(), base: 0 });
                    units[oi].push(Unit::Merge(groups.len() - 1));
                    groups.len() - 1
                });
                groups[gid].inputs.push((f, si));
            } else {
                units[oi].push(Unit::Input(f, si));
            }
        }
    }
    let mut pieces: Vec<Vec<Option<Vec<crate::merge::Piece>>>> =
        objs.iter().map(|o| vec![None; o.sections.len()]).collect();
    for g in &mut groups {
        let members: Vec<(&str, &InSection<'_>)> =
            g.inputs.iter().map(|&(f, si)| (objs[f].name, &objs[f].sections[si])).collect();
        let (data, maps) = crate::merge::merge(&members, g.align)?;
        g.data = data;
        for (&(f, si), map) in g.inputs.iter().zip(maps) {
            pieces[f][si] = Some(map);
        }
    }
    // Common symbols are allocated at the start of `.bss`, in symbol order.
    let common_list: Vec<(usize, u64, u64)> = globals
        .iter()
        .enumerate()
        .filter_map(|(g, glob)| glob.common.map(|(size, align)| (g, size, align)))
        .collect();
    if !common_list.is_empty() {
        let oi = match out_by_name.get(&b".bss"[..]) {
            Some(&oi) => oi,
            None => {
                let mut o = OutSec::synthetic(
                    ".bss",
                    SHT_NOBITS,
                    SHF_ALLOC | SHF_WRITE,
                    1,
                    0,
                    Synth::None,
                    (3, 1, 0),
                );
                o.all_merge = true;
                outs.push(o);
                units.push(Vec::new());
                outs.len() - 1
            }
        };
        let max_align = common_list.iter().map(|c| c.2).max().unwrap_or(1);
        outs[oi].align = outs[oi].align.max(max_align);
        units[oi].splice(0..0, common_list.iter().map(|&(g, size, align)| Unit::Common(g, size, align)));
    }
    let mut commons: HashMap<usize, (usize, u64)> = HashMap::new();
    for (oi, list) in units.iter().enumerate() {
        let out = &mut outs[oi];
        let mut size = 0u64;
        for u in list {
            let (align, len) = match *u {
                Unit::Input(f, si) => (objs[f].sections[si].align, objs[f].sections[si].size),
                Unit::Merge(g) => (groups[g].align, groups[g].data.len() as u64),
                Unit::Common(_, size, align) => (align, size),
            };
            let off = align_to(size, align).ok_or_else(|| too_large("section size"))?;
            size = off
                .checked_add(len)
                .filter(|&v| v <= MAX_OUTPUT * 16)
                .ok_or_else(|| too_large("section size"))?;
            match *u {
                Unit::Input(f, si) => {
                    out.members.push((f, si, off));
                    place[f][si] = Some((oi, off));
                }
                Unit::Merge(g) => {
                    groups[g].base = off;
                    for &(f, si) in &groups[g].inputs {
                        place[f][si] = Some((oi, off));
                    }
                    out.merged.push((off, std::mem::take(&mut groups[g].data)));
                }
                Unit::Common(g, _, _) => {
                    commons.insert(g, (oi, off));
                }
            }
        }
        out.size = size;
    }
    for out in &mut outs {
        if !out.all_merge {
            out.entsize = 0;
        }
    }

    if opts.merge_metadata {
        for out in outs.iter_mut().filter(|o| o.sh_type == SHT_NOTE && o.flags & SHF_ALLOC != 0) {
            let members: Vec<(&str, &[u8], u64)> = out
                .members
                .iter()
                .map(|&(f, si, _)| (objs[f].name, objs[f].sections[si].data, objs[f].sections[si].data_at))
                .collect();
            out.data = crate::notes::merge(&members)?;
            out.size = out.data.len() as u64;
            out.synth = Synth::MergedNotes;
        }
    }

    let mut lk = Linker {
        objs: &objs,
        globals,
        maps,
        outs,
        place,
        pieces,
        commons,
        got: Vec::new(),
        got_index: HashMap::new(),
        dynrels: Vec::new(),
        actions: Vec::new(),
    };

    // Synthetic sections (their sizes are known before layout).
    let add = |lk: &mut Linker<'_, '_>, s: OutSec| {
        lk.outs.push(s);
        lk.outs.len() - 1
    };
    let dynsym_i =
        add(&mut lk, OutSec::synthetic(".dynsym", SHT_DYNSYM, SHF_ALLOC, 8, 24, Synth::DynSym, (0, 1, 0)));
    let gnuhash_i = add(
        &mut lk,
        OutSec::synthetic(".gnu.hash", SHT_GNU_HASH, SHF_ALLOC, 8, 0, Synth::GnuHash, (0, 1, 1)),
    );
    let hash_i = add(&mut lk, OutSec::synthetic(".hash", SHT_HASH, SHF_ALLOC, 4, 4, Synth::Hash, (0, 1, 2)));
    let dynstr_i =
        add(&mut lk, OutSec::synthetic(".dynstr", SHT_STRTAB, SHF_ALLOC, 1, 0, Synth::DynStr, (0, 1, 3)));
    let dynamic_i = add(
        &mut lk,
        OutSec::synthetic(".dynamic", SHT_DYNAMIC, SHF_ALLOC | SHF_WRITE, 8, 16, Synth::Dynamic, (2, 1, 0)),
    );
    let got_i = add(
        &mut lk,
        OutSec::synthetic(".got", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, 8, 0, Synth::Got, (2, 2, 0)),
    );

    // Scan relocations: GOT slots and dynamic relocations.
    reloc::scan(&mut lk, got_i)?;
    let rela_i = if lk.dynrels.is_empty() {
        None
    } else {
        Some(add(
            &mut lk,
            OutSec::synthetic(".rela.dyn", SHT_RELA, SHF_ALLOC, 8, 24, Synth::RelaDyn, (0, 1, 4)),
        ))
    };
    add(
        &mut lk,
        OutSec::synthetic(
            ".relro_padding",
            SHT_NOBITS,
            SHF_ALLOC | SHF_WRITE,
            1,
            0,
            Synth::RelroPadding,
            (2, 3, 0),
        ),
    );
    let comment_i = add(
        &mut lk,
        OutSec::synthetic(
            ".comment",
            SHT_PROGBITS,
            SHF_MERGE | SHF_STRINGS,
            1,
            1,
            Synth::Comment,
            comment_order.map_or((4, 1, 0), |o| (4, 0, o)),
        ),
    );
    let symtab_i = add(&mut lk, OutSec::synthetic(".symtab", SHT_SYMTAB, 0, 8, 24, Synth::SymTab, (5, 0, 0)));
    let shstrtab_i =
        add(&mut lk, OutSec::synthetic(".shstrtab", SHT_STRTAB, 0, 1, 0, Synth::ShStrTab, (5, 1, 0)));
    let strtab_i = add(&mut lk, OutSec::synthetic(".strtab", SHT_STRTAB, 0, 1, 0, Synth::StrTab, (5, 2, 0)));

    // Dynamic symbols: exported globals in first-seen order, undefined ones first, then the
    // hashed ones ordered by GNU hash bucket.
    let exported: Vec<usize> = (0..lk.globals.len()).filter(|&g| lk.globals[g].exported()).collect();
    let mut dynstr = StrTab::new();
    let mut dyn_name_off = HashMap::new();
    for &g in &exported {
        dyn_name_off.insert(g, dynstr.add(lk.globals[g].name));
    }
    let (mut dynsyms, defined): (Vec<usize>, Vec<usize>) =
        exported.iter().partition(|&&g| lk.globals[g].def.is_none());
    let symoffset = dynsyms.len() + 1;
    let nb = hash::gnu_bucket_count(defined.len());
    let mut defined = defined;
    defined.sort_by_key(|&g| hash::gnu_hash(lk.globals[g].name) as usize % nb);
    dynsyms.extend(&defined);
    let dynsym_index: HashMap<usize, usize> = dynsyms.iter().enumerate().map(|(i, &g)| (g, i + 1)).collect();
    let dyn_names: Vec<&[u8]> =
        std::iter::once(&b""[..]).chain(dynsyms.iter().map(|&g| lk.globals[g].name)).collect();
    lk.outs[hash_i].data = hash::sysv_table(&dyn_names);
    lk.outs[gnuhash_i].data = hash::gnu_table(symoffset, &dyn_names[symoffset..]);
    lk.outs[dynstr_i].data = dynstr.bytes.clone();
    lk.outs[dynsym_i].size = 24 * (dynsyms.len() as u64 + 1);
    lk.outs[dynsym_i].info = 1;

    // Dynamic relocations sorted as lld sorts them: relative first, then by symbol, offset.
    let relative_count = lk.dynrels.iter().filter(|r| r.rtype == R_AMDGPU_RELATIVE64).count();
    if let Some(ri) = rela_i {
        lk.outs[ri].size = 24 * lk.dynrels.len() as u64;
    }
    let dyn_count = if rela_i.is_some() { 3 + usize::from(relative_count > 0) } else { 0 } + 7;
    lk.outs[dynamic_i].size = 16 * dyn_count as u64;
    lk.outs[got_i].size = 8 * lk.got.len() as u64;

    // .comment: our identification first, then the inputs' strings, merged.
    lk.outs[comment_i].data = crate::strings::merge_comment(opts.comment.as_bytes(), &comments);

    // Symbol table and its string table.
    let (symtab_entries, first_global, strtab) = symtab_order(&lk);
    lk.outs[strtab_i].data = strtab.bytes;
    lk.outs[symtab_i].size = 24 * (symtab_entries.len() as u64 + 1);
    lk.outs[symtab_i].info = (first_global + 1) as u32;

    // Drop empty synthetic sections lld would not emit, then sort by rank.
    let keep: Vec<bool> = lk
        .outs
        .iter()
        .enumerate()
        .map(|(i, o)| !((i == got_i && lk.got.is_empty()) || (i == comment_i && o.data.is_empty())))
        .collect();
    let mut order_idx: Vec<usize> = (0..lk.outs.len()).filter(|&i| keep[i]).collect();
    order_idx.sort_by_key(|&i| lk.outs[i].rank);
    let mut index_of = vec![0usize; lk.outs.len()];
    for (n, &i) in order_idx.iter().enumerate() {
        index_of[i] = n + 1;
    }

    // Section name table.
    let mut shstr = StrTab::new();
    let mut sh_name = vec![0u32; lk.outs.len()];
    for &i in &order_idx {
        sh_name[i] = shstr.add_nodedup(&lk.outs[i].name);
    }
    lk.outs[shstrtab_i].data = shstr.bytes;

    // Program headers: PHDR, LOADs, DYNAMIC, GNU_RELRO, GNU_STACK, NOTEs.
    let alloc_order: Vec<usize> = order_idx.iter().copied().filter(|&i| lk.outs[i].alloc()).collect();
    let mut groups: Vec<u8> = alloc_order.iter().map(|&i| lk.outs[i].load_group()).collect();
    groups.dedup();
    let mut note_runs: Vec<Vec<usize>> = Vec::new();
    let mut prev_note: Option<u64> = None;
    for &i in &alloc_order {
        let o = &lk.outs[i];
        if o.sh_type == SHT_NOTE {
            match (prev_note, note_runs.last_mut()) {
                (Some(a), Some(run)) if a == o.align => run.push(i),
                _ => note_runs.push(vec![i]),
            }
            prev_note = Some(o.align);
        } else {
            prev_note = None;
        }
    }
    let phnum = 1 + groups.len() + 3 + note_runs.len();

    // Addresses and file offsets.
    for i in [hash_i, gnuhash_i, dynstr_i] {
        lk.outs[i].size = lk.outs[i].data.len() as u64;
    }
    let mut off = 64 + 56 * phnum as u64;
    let mut va = off;
    let mut delta = 0u64; // va - off within the current segment
    let mut cur_group: Option<u8> = None;
    let mut file_end = off;
    // The address the next segment is placed after: the end of the previous section, except
    // that `.relro_padding` does not count (observed: the RW segment after RELRO starts one
    // page above the end of the RELRO contents, not above the padded end).
    let mut dot = va;
    for &i in &alloc_order {
        let g = lk.outs[i].load_group();
        if lk.outs[i].synth == Synth::RelroPadding {
            let end = align_to(va, PAGE).ok_or_else(|| too_large("address space"))?;
            lk.outs[i].size = end - va;
        }
        let align = lk.outs[i].align;
        if cur_group.is_some() && cur_group != Some(g) {
            // A new PT_LOAD: the next page plus the same offset within the page, aligned; the
            // file offset is the next one congruent to the address modulo the page size.
            let base = align_to(dot, PAGE).ok_or_else(|| too_large("address space"))?;
            let v2 = align_to(base.checked_add(dot % PAGE).ok_or_else(|| too_large("address space"))?, align)
                .ok_or_else(|| too_large("address space"))?;
            // Sections aligned above a page raise the segment's alignment, and the file
            // offset must be congruent modulo that.
            let seg_align = seg_align_of(&lk.outs, &alloc_order, g);
            let o2 = file_end + (v2.wrapping_sub(file_end) % seg_align);
            file_end = o2;
            delta = v2.checked_sub(o2).ok_or_else(|| too_large("segment below its file offset"))?;
            va = v2;
        } else {
            va = align_to(va, align).ok_or_else(|| too_large("address space"))?;
        }
        let first_in_segment = cur_group != Some(g);
        cur_group = Some(g);
        let o = &mut lk.outs[i];
        o.addr = va;
        // NOBITS sections take no file space: inside a segment their offset is simply the
        // current end of the file contents (observed: not aligned).
        o.offset = if o.sh_type == SHT_NOBITS && !first_in_segment { file_end } else { va - delta };
        va = va.checked_add(o.size).ok_or_else(|| too_large("address space"))?;
        if o.synth != Synth::RelroPadding {
            dot = va;
        }
        if o.sh_type != SHT_NOBITS {
            file_end = o.offset + o.size;
        }
    }
    off = file_end;
    let non_alloc: Vec<usize> = order_idx.iter().copied().filter(|&i| !lk.outs[i].alloc()).collect();
    for i in non_alloc {
        let size = match lk.outs[i].synth {
            Synth::None | Synth::SymTab => lk.outs[i].size,
            _ => lk.outs[i].data.len() as u64,
        };
        let o = &mut lk.outs[i];
        o.size = size;
        off = align_to(off, o.align).ok_or_else(|| too_large("file offset"))?;
        o.offset = off;
        off = off.checked_add(size).ok_or_else(|| too_large("file offset"))?;
    }
    let shoff = align_to(off, 8).ok_or_else(|| too_large("file offset"))?;
    let total = shoff + 64 * (order_idx.len() as u64 + 1);
    // Every output byte comes from an input byte, a symbol, or bounded padding (64 KiB per
    // aligned section, a page per segment); anything beyond that budget means a section such
    // as a huge SHT_NOBITS input was merged into file-backed data.
    let input_bytes: u64 = inputs.iter().map(|(_, d)| d.len() as u64).sum();
    let budget = 8 * input_bytes + (1 << 16) * (lk.outs.len() as u64 + 8);
    for o in lk.outs.iter().filter(|o| o.sh_type != SHT_NOBITS) {
        if o.size > budget {
            return Err(too_large(&format!(
                "section {} needs {:#x} bytes of file data",
                name_str(&o.name),
                o.size
            )));
        }
    }
    if total > MAX_OUTPUT || total > budget {
        return Err(too_large(&format!("the output would be {total:#x} bytes")));
    }

    // Contents of input-backed sections, with relocations applied.
    reloc::apply(&mut lk)?;

    // Dynamic relocations.
    if let Some(ri) = rela_i {
        let mut rels: Vec<(bool, usize, u64, u32, i64)> = Vec::with_capacity(lk.dynrels.len());
        for r in &lk.dynrels {
            let place = lk.outs[r.sec].addr + r.off;
            let sym = r.global.map_or(0, |g| dynsym_index.get(&g).copied().unwrap_or(0));
            let addend = match (r.global, r.target) {
                (None, Some(t)) => lk.value_plus_addend(t, r.addend)? as i64,
                _ => r.addend,
            };
            rels.push((r.rtype != R_AMDGPU_RELATIVE64, sym, place, r.rtype, addend));
        }
        rels.sort_by_key(|&(k, s, p, _, _)| (k, s, p));
        let mut data = Vec::with_capacity(rels.len() * 24);
        for (_, sym, place, rtype, addend) in rels {
            data.extend_from_slice(&place.to_le_bytes());
            data.extend_from_slice(&(((sym as u64) << 32) | u64::from(rtype)).to_le_bytes());
            data.extend_from_slice(&addend.to_le_bytes());
        }
        lk.outs[ri].data = data;
        lk.outs[ri].link = index_of[dynsym_i] as u32;
    }
    let mut got = vec![0u8; lk.outs[got_i].size as usize];
    for (slot, &r) in lk.got.iter().enumerate() {
        if !lk.preemptible(r) && lk.is_absolute(r) {
            got[8 * slot..8 * slot + 8].copy_from_slice(&lk.value(r)?.to_le_bytes());
        }
    }
    lk.outs[got_i].data = got;

    // .dynsym
    let mut ds = vec![0u8; 24];
    for &g in &dynsyms {
        let glob = &lk.globals[g];
        let (info, other, shndx, value, size) = match glob.def {
            Some((f, si)) => {
                let s = &objs[f].symbols[si];
                (
                    s.info,
                    s.other,
                    lk.out_shndx(f, s, &index_of, Some(g)),
                    lk.value(SymRef::Global(g))?,
                    s.size,
                )
            }
            None => {
                let bind = if glob.all_weak { STB_WEAK } else { STB_GLOBAL };
                (bind << 4, glob.visibility, SHN_UNDEF, 0, 0)
            }
        };
        let other = (other & !3) | glob.visibility;
        let info =
            if glob.def.is_some() && info >> 4 == STB_WEAK { (STB_WEAK << 4) | (info & 0xf) } else { info };
        push_sym(&mut ds, dyn_name_off[&g], info, other, shndx, value, size);
    }
    lk.outs[dynsym_i].data = ds;
    lk.outs[dynsym_i].link = index_of[dynstr_i] as u32;
    lk.outs[hash_i].link = index_of[dynsym_i] as u32;
    lk.outs[gnuhash_i].link = index_of[dynsym_i] as u32;
    lk.outs[dynamic_i].link = index_of[dynstr_i] as u32;

    // .dynamic
    let mut dd = Vec::with_capacity(16 * dyn_count);
    let mut put = |tag: u64, val: u64| {
        dd.extend_from_slice(&tag.to_le_bytes());
        dd.extend_from_slice(&val.to_le_bytes());
    };
    if let Some(ri) = rela_i {
        put(7, lk.outs[ri].addr);
        put(8, lk.outs[ri].size);
        put(9, 24);
        if relative_count > 0 {
            put(0x6fff_fff9, relative_count as u64);
        }
    }
    put(6, lk.outs[dynsym_i].addr);
    put(11, 24);
    put(5, lk.outs[dynstr_i].addr);
    put(10, lk.outs[dynstr_i].size);
    put(0x6fff_fef5, lk.outs[gnuhash_i].addr);
    put(4, lk.outs[hash_i].addr);
    put(0, 0);
    lk.outs[dynamic_i].data = dd;

    // .symtab
    let mut st = vec![0u8; 24];
    for e in &symtab_entries {
        match *e {
            SymEntry::Local(f, si, name) => {
                let s = &objs[f].symbols[si];
                let v = lk.value(SymRef::Local(f, si))?;
                push_sym(&mut st, name, s.info, s.other, lk.out_shndx(f, s, &index_of, None), v, s.size);
            }
            SymEntry::Global(g, name) => {
                let glob = &lk.globals[g];
                let local = !glob.exported();
                let (info, shndx, value, size) = match glob.def {
                    Some((f, si)) => {
                        let s = &objs[f].symbols[si];
                        let bind = if local { STB_LOCAL } else { s.binding() };
                        (
                            (bind << 4) | s.kind(),
                            lk.out_shndx(f, s, &index_of, Some(g)),
                            lk.value(SymRef::Global(g))?,
                            s.size,
                        )
                    }
                    None => {
                        let bind = if local {
                            STB_LOCAL
                        } else if glob.all_weak {
                            STB_WEAK
                        } else {
                            STB_GLOBAL
                        };
                        (bind << 4, SHN_UNDEF, 0, 0)
                    }
                };
                let other = glob.def.map_or(0, |(f, si)| objs[f].symbols[si].other & !3) | glob.visibility;
                push_sym(&mut st, name, info, other, shndx, value, size);
            }
            SymEntry::Dynamic(name) => {
                push_sym(
                    &mut st,
                    name,
                    STB_LOCAL << 4,
                    2,
                    index_of[dynamic_i] as u16,
                    lk.outs[dynamic_i].addr,
                    0,
                );
            }
        }
    }
    lk.outs[symtab_i].data = st;
    lk.outs[symtab_i].link = index_of[strtab_i] as u32;

    if order_idx.len() + 1 >= usize::from(SHN_LORESERVE) {
        return Err(too_large(&format!("{} output sections", order_idx.len())));
    }
    // Every piece written below must lie inside the file (a layout bug must not panic).
    for &i in &order_idx {
        let o = &lk.outs[i];
        if o.sh_type != SHT_NOBITS && o.offset.checked_add(o.data.len() as u64).is_none_or(|e| e > shoff) {
            return Err(too_large(&format!("internal layout error in section {}", name_str(&o.name))));
        }
    }

    // Write the file.
    let mut out = vec![0u8; total as usize];
    let mut w = Writer { buf: &mut out };
    w.bytes(0, b"\x7fELF");
    w.bytes(4, &[2, 1, 1, os_abi, abi_version]);
    w.u16(16, 3);
    w.u16(18, amdgpu_target::eflags::EM_AMDGPU);
    w.u32(20, 1);
    w.u64(32, 64);
    w.u64(40, shoff);
    w.u32(48, e_flags);
    w.u16(52, 64);
    w.u16(54, 56);
    w.u16(56, phnum as u16);
    w.u16(58, 64);
    w.u16(60, order_idx.len() as u16 + 1);
    w.u16(62, index_of[shstrtab_i] as u16);

    // Program headers.
    let mut ph: Vec<[u64; 7]> = Vec::with_capacity(phnum); // type|flags<<32, off, va, pa, filesz, memsz, align
    let phsize = 56 * phnum as u64;
    ph.push([6 | (4 << 32), 64, 64, 64, phsize, phsize, 8]);
    let mut relro: Option<[u64; 4]> = None;
    for g in &groups {
        let secs: Vec<usize> =
            alloc_order.iter().copied().filter(|&i| lk.outs[i].load_group() == *g).collect();
        let first = &lk.outs[secs[0]];
        let (start_off, start_va) = if *g == groups[0] { (0, 0) } else { (first.offset, first.addr) };
        let mut fend = start_off;
        let mut mend = start_va;
        for &i in &secs {
            let o = &lk.outs[i];
            if o.sh_type != SHT_NOBITS {
                fend = fend.max(o.offset + o.size);
            }
            mend = mend.max(o.addr + o.size);
        }
        let flags: u64 = match g {
            0 => 4,
            1 => 5,
            _ => 6,
        };
        let filesz = fend - start_off;
        let memsz = mend - start_va;
        let align = seg_align_of(&lk.outs, &alloc_order, *g);
        ph.push([1 | (flags << 32), start_off, start_va, start_va, filesz, memsz, align]);
        if *g == 2 {
            // GNU_RELRO covers the same range as the RELRO PT_LOAD.
            relro = Some([start_off, start_va, filesz, memsz]);
        }
    }
    let d = &lk.outs[dynamic_i];
    ph.push([2 | (6 << 32), d.offset, d.addr, d.addr, d.size, d.size, 8]);
    if let Some([o, v, fs, ms]) = relro {
        ph.push([0x6474_e552 | (4 << 32), o, v, v, fs, ms, 1]);
    }
    ph.push([0x6474_e551 | (6 << 32), 0, 0, 0, 0, 0, 0]);
    for run in &note_runs {
        let a = &lk.outs[run[0]];
        let z = &lk.outs[*run.last().unwrap_or(&run[0])];
        let size = z.addr + z.size - a.addr;
        ph.push([4 | (4 << 32), a.offset, a.addr, a.addr, size, size, a.align]);
    }
    for (n, p) in ph.iter().enumerate() {
        let at = 64 + 56 * n;
        w.u32(at, p[0] as u32);
        w.u32(at + 4, (p[0] >> 32) as u32);
        for (k, v) in p.iter().enumerate().skip(1) {
            w.u64(at + 8 * k, *v);
        }
    }

    // Section contents and headers.
    for (n, &i) in order_idx.iter().enumerate() {
        let o = &lk.outs[i];
        if o.sh_type != SHT_NOBITS && !o.data.is_empty() {
            w.bytes(o.offset as usize, &o.data);
        }
        let at = shoff as usize + 64 * (n + 1);
        w.u32(at, sh_name[i]);
        w.u32(at + 4, o.sh_type);
        w.u64(at + 8, o.flags);
        w.u64(at + 16, o.addr);
        w.u64(at + 24, o.offset);
        w.u64(at + 32, o.size);
        w.u32(at + 40, o.link);
        w.u32(at + 44, o.info);
        w.u64(at + 48, o.align);
        w.u64(at + 56, o.entsize);
    }
    Ok(out)
}

/// A PT_LOAD's alignment: the page size, or the largest section alignment if bigger.
fn seg_align_of(outs: &[OutSec], alloc_order: &[usize], group: u8) -> u64 {
    alloc_order
        .iter()
        .filter(|&&i| outs[i].load_group() == group)
        .map(|&i| outs[i].align)
        .fold(PAGE, u64::max)
}

fn push_sym(out: &mut Vec<u8>, name: u32, info: u8, other: u8, shndx: u16, value: u64, size: u64) {
    out.extend_from_slice(&name.to_le_bytes());
    out.push(info);
    out.push(other);
    out.extend_from_slice(&shndx.to_le_bytes());
    out.extend_from_slice(&value.to_le_bytes());
    out.extend_from_slice(&size.to_le_bytes());
}

struct Writer<'b> {
    buf: &'b mut [u8],
}

impl Writer<'_> {
    fn bytes(&mut self, at: usize, b: &[u8]) {
        self.buf[at..at + b.len()].copy_from_slice(b);
    }
    fn u16(&mut self, at: usize, v: u16) {
        self.bytes(at, &v.to_le_bytes());
    }
    fn u32(&mut self, at: usize, v: u32) {
        self.bytes(at, &v.to_le_bytes());
    }
    fn u64(&mut self, at: usize, v: u64) {
        self.bytes(at, &v.to_le_bytes());
    }
}

/// A string table under construction (leading NUL).
pub(crate) struct StrTab {
    pub bytes: Vec<u8>,
    seen: HashMap<Vec<u8>, u32>,
}

impl StrTab {
    pub fn new() -> Self {
        StrTab { bytes: vec![0], seen: HashMap::new() }
    }
    pub fn add(&mut self, s: &[u8]) -> u32 {
        if s.is_empty() {
            return 0;
        }
        if let Some(&o) = self.seen.get(s) {
            return o;
        }
        let o = self.add_nodedup(s);
        self.seen.insert(s.to_vec(), o);
        o
    }
    pub fn add_nodedup(&mut self, s: &[u8]) -> u32 {
        let o = self.bytes.len() as u32;
        self.bytes.extend_from_slice(s);
        self.bytes.push(0);
        o
    }
}

/// One `.symtab` entry: (file, symbol index, name offset), a global (id, name offset) or
/// the linker-defined `_DYNAMIC`.
#[derive(Debug, Clone, Copy)]
enum SymEntry {
    Local(usize, usize, u32),
    Global(usize, u32),
    Dynamic(u32),
}

/// The `.symtab` order lld uses: every input's own local symbols, then the globals in the
/// order first seen, then `_DYNAMIC`; then locals (including hidden globals, which become
/// local) are moved first, grouped by defining input in order of first appearance.
fn symtab_order(lk: &Linker<'_, '_>) -> (Vec<SymEntry>, usize, StrTab) {
    let mut strtab = StrTab::new();
    // (group key, is local, entry)
    let mut list: Vec<(Option<usize>, bool, SymEntry)> = Vec::new();
    for (f, o) in lk.objs.iter().enumerate() {
        for si in 1..o.first_global.min(o.symbols.len()) {
            let s = &o.symbols[si];
            if s.kind() == STT_SECTION {
                continue;
            }
            if s.shndx != SHN_UNDEF && s.shndx < SHN_LORESERVE && lk.place[f][usize::from(s.shndx)].is_none()
            {
                continue;
            }
            let n = if s.name.is_empty() { 0 } else { strtab.add_nodedup(s.name) };
            list.push((Some(f), true, SymEntry::Local(f, si, n)));
        }
    }
    for (g, glob) in lk.globals.iter().enumerate() {
        let n = strtab.add(glob.name);
        let local = !glob.exported();
        list.push((Some(glob.def.map_or(glob.first_file, |d| d.0)), local, SymEntry::Global(g, n)));
    }
    let n = strtab.add(b"_DYNAMIC");
    list.push((None, true, SymEntry::Dynamic(n)));

    let mut keys: Vec<Option<usize>> = Vec::new();
    let mut groups: Vec<Vec<SymEntry>> = Vec::new();
    let mut globals = Vec::new();
    for (key, local, e) in list {
        if !local {
            globals.push(e);
            continue;
        }
        match keys.iter().position(|k| *k == key) {
            Some(p) => groups[p].push(e),
            None => {
                keys.push(key);
                groups.push(vec![e]);
            }
        }
    }
    let mut out: Vec<SymEntry> = groups.into_iter().flatten().collect();
    let nlocal = out.len();
    out.extend(globals);
    (out, nlocal, strtab)
}
