//! The symbol table of a module.

use crate::expr::{Expr, SymbolLookup, SymbolValue};
use crate::section::SectionId;
use crate::source::Span;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A fast, unkeyed hasher (the multiply-rotate scheme of rustc's `FxHasher`, written here) for
/// the assembler's maps. The keys are names from the source; a keyed hash (SipHash) only guards
/// against inputs crafted to collide, and the tables here are bounded by the assembler's limits
/// (symbol count, source bytes), so a collision flood costs time bounded by those limits.
#[derive(Clone, Copy, Debug, Default)]
pub struct FastHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FastHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 59));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        // The multiply-rotate steps leave the low bits depending on few input bits; tables
        // index by the low bits, so mix everything into them (a 64-bit finalizer).
        let mut v = self.hash;
        v ^= v >> 33;
        v = v.wrapping_mul(0xff51_afd7_ed55_8ccd);
        v ^= v >> 33;
        v = v.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        v ^ (v >> 33)
    }
}

/// A `HashMap` with [`FastHasher`].
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

fn hash_name(name: &str) -> u64 {
    let mut h = FastHasher::default();
    h.write(name.as_bytes());
    h.finish()
}

/// Open-addressing index from names to symbol ids: each slot holds an id and 32 bits of the
/// name's hash (8 bytes, at most half the slots used); the names are those of
/// [`Symbols::list`], so a name is stored once, and a probe only reads a name when the hash
/// bits match.
#[derive(Clone, Debug, Default)]
struct NameIndex {
    /// (`id + 1`, hash tag), `id + 1 == 0` for an empty slot; the length is 0 or a power of two.
    slots: Vec<(u32, u32)>,
}

impl NameIndex {
    fn find(&self, list: &[Symbol], name: &str) -> Option<SymbolId> {
        if self.slots.is_empty() {
            return None;
        }
        let h = hash_name(name);
        let tag = (h >> 32) as u32;
        let mask = self.slots.len() - 1;
        let mut i = (h as usize) & mask;
        loop {
            let (v, t) = self.slots[i];
            if v == 0 {
                return None;
            }
            if t == tag && list[(v - 1) as usize].name == name {
                return Some(SymbolId(v - 1));
            }
            i = (i + 1) & mask;
        }
    }

    fn place(slots: &mut [(u32, u32)], v: u32, h: u64) {
        let mask = slots.len() - 1;
        let mut i = (h as usize) & mask;
        while slots[i].0 != 0 {
            i = (i + 1) & mask;
        }
        slots[i] = (v, (h >> 32) as u32);
    }

    /// Adds `id` (whose name is not in the index yet); `count` is the number of symbols after
    /// adding it.
    fn insert(&mut self, list: &[Symbol], id: SymbolId, count: usize) {
        if count * 2 > self.slots.len() {
            let mut bigger = vec![(0u32, 0u32); (self.slots.len() * 2).max(64)];
            for &(v, _) in self.slots.iter().filter(|s| s.0 != 0) {
                Self::place(&mut bigger, v, hash_name(&list[(v - 1) as usize].name));
            }
            self.slots = bigger;
        }
        Self::place(&mut self.slots, id.0.saturating_add(1), hash_name(&list[id.0 as usize].name));
    }
}

/// Index into [`Symbols`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SymbolId(pub u32);

/// ELF symbol binding requested by directives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    /// `.local`
    Local,
    /// `.globl` / `.global`
    Global,
    /// `.weak`
    Weak,
    /// `.type x,@gnu_unique_object`
    Unique,
}

/// What defines a symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SymDef {
    /// Not defined (yet).
    Undefined,
    /// A label.
    Label(SectionId, u64),
    /// `x = expr`, `.set`, `.equ`.
    Variable(Expr),
    /// `.comm name, size, align` (value is the alignment).
    Common {
        /// Size in bytes.
        size: u64,
        /// Alignment in bytes.
        align: u64,
    },
    /// `.amdgpu_lds name, size, align`.
    Lds {
        /// Size in bytes.
        size: u64,
        /// Alignment in bytes.
        align: u64,
    },
    /// Predefined absolute value (`.amdgcn.gfx_generation_number`), never written out.
    Predefined(i64),
}

/// One symbol.
#[derive(Clone, Debug)]
pub struct Symbol {
    /// Name.
    pub name: String,
    /// Definition.
    pub def: SymDef,
    /// Explicit binding.
    pub binding: Option<Binding>,
    /// `STV_*`.
    pub visibility: u8,
    /// `STT_*`.
    pub sym_type: u8,
    /// `.size` expression.
    pub size: Option<Expr>,
    /// Referenced by an expression that was not resolved at once.
    pub used_in_reloc: bool,
    /// Registration order across sections and symbols (symbol table order); 0 until the symbol
    /// is defined, given an attribute, or used by an unresolved value.
    pub order: u64,
    /// Where it was defined.
    pub def_span: Option<Span>,
    /// Where it was first named.
    pub use_span: Option<Span>,
    /// `.set` style symbols may be redefined; labels may not.
    pub redefinable: bool,
}

/// `STT_*` values.
pub mod stt {
    /// No type.
    pub const NOTYPE: u8 = 0;
    /// Data object.
    pub const OBJECT: u8 = 1;
    /// Function.
    pub const FUNC: u8 = 2;
    /// Section.
    pub const SECTION: u8 = 3;
    /// Thread-local.
    pub const TLS: u8 = 6;
    /// `STT_GNU_IFUNC`.
    pub const GNU_IFUNC: u8 = 10;
    /// `STT_AMDGPU_HSA_KERNEL` (code object V2/V3 `.amdgpu_hsa_kernel`).
    pub const AMDGPU_HSA_KERNEL: u8 = 10;
}

/// `STV_*` values.
pub mod stv {
    /// Default.
    pub const DEFAULT: u8 = 0;
    /// Internal.
    pub const INTERNAL: u8 = 1;
    /// Hidden.
    pub const HIDDEN: u8 = 2;
    /// Protected.
    pub const PROTECTED: u8 = 3;
}

/// All symbols, in creation order.
#[derive(Clone, Debug, Default)]
pub struct Symbols {
    /// The symbols.
    pub list: Vec<Symbol>,
    by_name: NameIndex,
    /// Target facts for `extrasgprs` / `totalnumvgprs`.
    pub target: Option<amdgpu_hsa::AbiTarget>,
}

impl Symbols {
    /// The id of `name`, if it exists.
    #[must_use]
    pub fn find(&self, name: &str) -> Option<SymbolId> {
        self.by_name.find(&self.list, name)
    }

    /// The id of `name`, creating an undefined, unregistered symbol if needed.
    pub fn get_or_create(&mut self, name: &str) -> SymbolId {
        if let Some(id) = self.find(name) {
            return id;
        }
        let id = SymbolId(u32::try_from(self.list.len()).unwrap_or(u32::MAX));
        self.list.push(Symbol {
            name: name.to_string(),
            def: SymDef::Undefined,
            binding: None,
            visibility: stv::DEFAULT,
            sym_type: stt::NOTYPE,
            size: None,
            used_in_reloc: false,
            order: 0,
            def_span: None,
            use_span: None,
            redefinable: false,
        });
        self.by_name.insert(&self.list, id, self.list.len());
        id
    }

    /// Gives `id` its place in the symbol table (the first definition, attribute directive or
    /// unresolved use decides it, as in llvm-mc); later calls keep the first place.
    pub fn register(&mut self, id: SymbolId, order: &mut u64) {
        let s = &mut self.list[id.0 as usize];
        if s.order == 0 {
            *order += 1;
            s.order = *order;
        }
    }

    /// The symbol `id`.
    #[must_use]
    pub fn get(&self, id: SymbolId) -> &Symbol {
        &self.list[id.0 as usize]
    }

    /// The symbol `id`, mutably.
    pub fn get_mut(&mut self, id: SymbolId) -> &mut Symbol {
        &mut self.list[id.0 as usize]
    }
}

impl SymbolLookup for Symbols {
    fn is_global_variable(&self, name: &str) -> bool {
        self.find(name).is_some_and(|id| {
            let s = self.get(id);
            matches!(s.def, SymDef::Variable(_))
                && matches!(s.binding, Some(Binding::Global | Binding::Weak | Binding::Unique))
        })
    }

    fn target_function(&self, f: crate::expr::Func, args: &[i64]) -> Option<i64> {
        let t = self.target.as_ref()?;
        match f {
            crate::expr::Func::ExtraSgprs => {
                Some(i64::from(t.extra_sgprs(args[0] != 0, args[1] != 0, args[2] != 0)))
            }
            crate::expr::Func::TotalNumVgprs => {
                let (agpr, vgpr) = (args[0], args[1]);
                // gfx90a/gfx940: AGPRs follow the VGPRs, which are allocated in fours;
                // elsewhere the two files are separate and the larger count wins (probed).
                Some(if t.family.has_gfx90a_insts() {
                    if agpr > 0 { ((vgpr.max(0) + 3) & !3) + agpr } else { vgpr }
                } else {
                    agpr.max(vgpr)
                })
            }
            _ => None,
        }
    }

    fn lookup(&self, name: &str) -> SymbolValue {
        let Some(id) = self.find(name) else { return SymbolValue::Undefined };
        match &self.get(id).def {
            SymDef::Undefined | SymDef::Common { .. } | SymDef::Lds { .. } => SymbolValue::Undefined,
            SymDef::Label(s, o) => SymbolValue::Label(*s, *o),
            SymDef::Variable(e) => SymbolValue::Variable(e.clone()),
            SymDef::Predefined(v) => SymbolValue::Absolute(*v),
        }
    }
}

/// True for names that never reach the symbol table: assembler-local labels (`.L...`) and
/// numeric local labels. (Predefined symbols are skipped by their definition, until the user
/// assigns them.)
#[must_use]
pub fn is_temporary(name: &str) -> bool {
    name.starts_with(".L") || name.starts_with('\u{1}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_finds_every_name() {
        let mut syms = Symbols::default();
        let names: Vec<String> = (0..20_000)
            .map(|k| if k % 2 == 0 { format!("\u{1}L1\u{2}{k}") } else { format!(".LBB0_{k}") })
            .collect();
        for (i, n) in names.iter().enumerate() {
            assert_eq!(syms.get_or_create(n).0 as usize, i);
        }
        for (i, n) in names.iter().enumerate() {
            assert_eq!(syms.find(n), Some(SymbolId(i as u32)));
            assert_eq!(syms.get_or_create(n), SymbolId(i as u32));
        }
        assert_eq!(syms.find("missing"), None);
        assert_eq!(syms.find(""), None);
        assert_eq!(syms.list.len(), names.len());
    }

    #[test]
    fn similar_names_spread_over_the_table() {
        // Names that differ in one position must not pile up in a few slots (numeric labels
        // `\u{1}L1\u{2}<k>` did with a weak finalizer).
        let mut lows = std::collections::HashSet::new();
        for k in 0..4096 {
            lows.insert(hash_name(&format!("\u{1}L1\u{2}{k}")) & 4095);
        }
        assert!(lows.len() > 2000, "{} distinct slots of 4096", lows.len());
    }
}
