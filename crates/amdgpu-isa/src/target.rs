//! The processor an instruction is decoded, printed, parsed or encoded for.

use crate::generated::mem::MEM_INSTS;
use crate::table::{Enc, Ext, INSTS, PROCESSORS};
use amdgpu_target::{Generation, Processor};
use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Errors creating a [`Target`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TargetError {
    #[error("unknown processor '{0}'")]
    Unknown(String),
    #[error(
        "processor '{name}' ({generation}) is not covered by the instruction tables yet (covered: {covered})"
    )]
    Unsupported { name: String, generation: String, covered: String },
    #[error("processor '{name}' has no wave{wave} mode (wave sizes: {sizes})")]
    WaveSize { name: String, wave: u32, sizes: String },
}

/// The number of lanes of a wave, which sets the width of lane masks (`vcc_lo` or `vcc`, one
/// SGPR or a pair) in the instructions of GFX10 and later.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WaveSize {
    /// 32 lanes: a lane mask is one SGPR (`vcc_lo`, `s4`); GFX10 and later only.
    Wave32,
    /// 64 lanes: a lane mask is an SGPR pair (`vcc`, `s[4:5]`); every processor before GFX10.
    Wave64,
}

impl WaveSize {
    /// The size in lanes (32 or 64); `None` for any other number.
    #[must_use]
    pub fn from_lanes(lanes: u32) -> Option<WaveSize> {
        match lanes {
            32 => Some(WaveSize::Wave32),
            64 => Some(WaveSize::Wave64),
            _ => None,
        }
    }
    /// The wave size llvm-mc-19's `-mattr` list `mattr` selects, `None` when it selects none
    /// (the processor's default). Each feature takes its last setting; wave64 needs
    /// `wavefrontsize64` on and `wavefrontsize32` not, wave32 `wavefrontsize32` on (with
    /// both on, the descriptor llvm-mc-19 writes is wave32's): `+wavefrontsize64,
    /// -wavefrontsize64` and `-wavefrontsize32` select nothing.
    #[must_use]
    pub fn from_mattr(mattr: &str) -> Option<WaveSize> {
        let (mut on32, mut on64) = (false, false);
        for f in mattr.split(',').map(str::trim) {
            let (on, name) = match f.strip_prefix('-') {
                Some(name) => (false, name),
                None => (true, f.strip_prefix('+').unwrap_or(f)),
            };
            match name {
                "wavefrontsize32" => on32 = on,
                "wavefrontsize64" => on64 = on,
                _ => {}
            }
        }
        if on32 {
            Some(WaveSize::Wave32)
        } else if on64 {
            Some(WaveSize::Wave64)
        } else {
            None
        }
    }
    /// 32 or 64.
    #[must_use]
    pub fn lanes(self) -> u32 {
        match self {
            WaveSize::Wave32 => 32,
            WaveSize::Wave64 => 64,
        }
    }
    /// The [`InstDesc::waves`](crate::table::InstDesc::waves) flag of this size.
    fn flag(self) -> u8 {
        match self {
            WaveSize::Wave32 => crate::table::waves::WAVE32,
            WaveSize::Wave64 => crate::table::waves::WAVE64,
        }
    }
}

/// Number of opcode slots reserved per encoding in the dense lookup table.
const fn slots(enc: Enc) -> usize {
    match enc {
        Enc::Sop2 | Enc::Sopc | Enc::Sopp | Enc::Vop3p => 128,
        Enc::Sopk => 32,
        Enc::Vintrp => 4,
        Enc::Sop1 | Enc::Vop1 | Enc::Vopc => 256,
        Enc::Vop2 => 64,
        Enc::Vop3 => 1024,
        // Memory forms are looked up in `crate::mem`.
        Enc::Smem | Enc::Ds | Enc::Mubuf | Enc::Mtbuf | Enc::Flat | Enc::Global | Enc::Scratch => 0,
        Enc::Exp | Enc::Mimg => 0,
    }
}

/// The ALU encodings, in the order of the dense opcode table.
pub(crate) const ENCS: [Enc; 11] = [
    Enc::Sop2,
    Enc::Sopk,
    Enc::Sop1,
    Enc::Sopc,
    Enc::Sopp,
    Enc::Vop1,
    Enc::Vop2,
    Enc::Vopc,
    Enc::Vop3,
    Enc::Vop3p,
    Enc::Vintrp,
];

const fn base(enc: Enc) -> usize {
    let mut i = 0;
    let mut b = 0;
    while i < ENCS.len() {
        if ENCS[i] as u8 == enc as u8 {
            return b;
        }
        b += slots(ENCS[i]);
        i += 1;
    }
    b
}

const TOTAL_SLOTS: usize = base(Enc::Vintrp) + slots(Enc::Vintrp);
const NONE: u16 = u16::MAX;
/// Upper bound of `Enc as usize` (every encoding, memory ones included), for opcode tables.
const MEM_ENCODINGS: usize = 32;

/// A processor with its instruction lookup tables. Build once and share by reference.
#[derive(Debug, Clone)]
pub struct Target {
    processor: &'static Processor,
    layout: &'static crate::layout::Layout,
    bit: u64,
    /// The wave size ([`WaveSize`]) as an `InstDesc::waves` flag.
    wave: u8,
    /// (encoding, opcode) -> index into `INSTS`.
    by_opcode: Box<[u16]>,
    /// The same for DPP forms.
    dpp: Box<[u16]>,
    /// The same for SDWA forms.
    sdwa: Box<[u16]>,
    /// Every mnemonic spelling the parser accepts on this target with its forms (indices into
    /// `INSTS`, in the order the parser tries them) and its memory forms (`crate::mem`): the one
    /// index of spellings (one probe per line; a `Target` is cloned for each assembler thread,
    /// so it is a few flat buffers, not maps of boxed keys).
    fast_names: FastNames,
    /// (memory encoding, opcode below 256) -> the target's first memory form there
    /// (`crate::mem::FORM_BASE + index`), `NONE` when it has none: built here so that decoding
    /// never allocates, not even once.
    mem_by_opcode: Box<[u16]>,
    /// The named registers compiler output writes most (`vcc`, `exec`, `m0`, ...) as
    /// `parse_reg` reads them on this target, keyed by their bytes as one word
    /// ([`Target::named_reg`]).
    named: [(u64, Option<crate::operand::Reg>); NAMED.len()],
}

/// The names [`Target::named_reg`] knows (each at most eight bytes).
const NAMED: [&str; 10] =
    ["vcc", "exec", "vcc_lo", "vcc_hi", "exec_lo", "exec_hi", "m0", "scc", "vccz", "execz"];

/// A map from mnemonic spellings (used while building a [`Target`]), hashed with [`WordHash`]:
/// the keys are a fixed set built from the tables, so a fast non-keyed hash is enough.
type NameMap<K, V> = HashMap<K, V, BuildHasherDefault<WordHash>>;

/// The spellings of a target with their ALU forms (sorted as the parser tries them), and the
/// memory spellings with their single form (`NONE` when there are several).
type NameMaps = (NameMap<Cow<'static, str>, Vec<u16>>, NameMap<&'static str, u16>);

/// A word-at-a-time hash for building the spelling maps: the first, middle and last eight bytes
/// of a spelling and its length, multiplied and folded.
#[derive(Default)]
struct WordHash(u64);

/// Up to eight bytes of `b` from `at`, little-endian (one load when eight are there).
#[inline]
fn word8(b: &[u8], at: usize) -> u64 {
    if let Some(w) = b.get(at..at + 8) {
        let mut a = [0u8; 8];
        a.copy_from_slice(w);
        return u64::from_le_bytes(a);
    }
    let mut v = 0u64;
    for (k, &c) in b.iter().skip(at).take(8).enumerate() {
        v |= u64::from(c) << (8 * k);
    }
    v
}

impl Hasher for WordHash {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let n = bytes.len();
        let x = if n <= 8 {
            word8(bytes, 0)
        } else {
            let mid = if n > 16 { word8(bytes, n / 2 - 4).rotate_left(42) } else { 0 };
            word8(bytes, 0) ^ word8(bytes, n - 8).rotate_left(21) ^ mid
        };
        let h = (self.0 ^ x ^ (n as u64).rotate_right(8)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = h ^ (h >> 29);
    }
    // `str` hashes its bytes and then this end marker: one cheap step, not a second `write`.
    fn write_u8(&mut self, i: u8) {
        self.0 = (self.0 ^ u64::from(i)).rotate_left(7);
    }
}

/// Every spelling of a target with its ALU forms and its memory forms, in an open-addressing
/// table of entry numbers probed linearly from a multiplicative hash of the spelling's three
/// key words ([`key_words`]: first, last and middle eight bytes, loaded unmasked from the
/// line) and length; the table is at most a quarter full, so a probe is usually one slot, and
/// an entry keeps those words, so a spelling of up to 24 bytes is compared with three word
/// comparisons. Spellings and form lists live in two shared buffers
/// (no allocation per entry: a `Target` is copied for each assembler thread).
#[derive(Debug, Clone)]
struct FastNames {
    /// Entry index + 1; 0 is an empty slot. The length is a power of two, `1 << bits`.
    slots: Box<[u32]>,
    bits: u32,
    entries: Box<[FastName]>,
    keys: Box<str>,
    forms: Box<[u16]>,
    /// `forms` prepared for the assembler's lane (`crate::parse::lane`), one for one; empty on
    /// generations the lane does not cover.
    lane: Box<[crate::parse::lane::Form]>,
    /// The single memory forms prepared for the lane's signature tier (`FastName::mem_sig`).
    mem_sigs: Box<[crate::parse::lane::MemSig]>,
}

/// What the lane finds for a spelling: its ALU forms, their prepared forms, the single memory
/// form and that form's signature-tier reader.
pub(crate) type LaneEntry<'a> =
    (&'a [u16], &'a [crate::parse::lane::Form], Option<u16>, Option<&'a crate::parse::lane::MemSig>);

#[derive(Debug, Clone, Copy)]
struct FastName {
    /// The spelling as three words ([`key_words`]).
    k: [u64; 3],
    /// `keys[key..key + key_len]`, `forms[forms..forms + forms_len]`.
    key: u32,
    forms: u32,
    key_len: u8,
    forms_len: u16,
    /// `mem_sigs[mem_sig]` for the single memory form, `NONE` when it has none.
    mem_sig: u16,
    /// The single memory form, `NONE` when there are none or several.
    mem: u16,
    /// The spelling names at least one memory form.
    has_mem: bool,
}

/// The low `n` bytes of `w` (all of it from eight).
#[inline(always)]
fn low_bytes(w: u64, n: usize) -> u64 {
    if n >= 8 { w } else { w & ((1u64 << (8 * n)) - 1) }
}

/// The spelling `b[s..e]` as three little-endian words. From eight bytes on: its first eight
/// bytes, its last eight bytes and, when it is longer than sixteen, its bytes 8..16; the words
/// overlap in shorter spellings, so none is masked, and they cover every byte of a spelling of
/// up to 24 bytes (two spellings of one length up to 24 are equal exactly when their words
/// are). Below eight bytes: its bytes zero-padded, then two zeros. Three zeros when `s..e` is
/// not inside `b` (no spelling has those words and a length).
#[inline(always)]
fn key_words(b: &[u8], s: usize, e: usize) -> [u64; 3] {
    let Some(m) = b.get(s..e) else { return [0; 3] };
    if let (Some(&a), Some(&z)) = (m.first_chunk::<8>(), m.last_chunk::<8>()) {
        let mid = match m.get(8..).and_then(<[u8]>::first_chunk::<8>) {
            Some(&w) if m.len() > 16 => u64::from_le_bytes(w),
            _ => 0,
        };
        return [u64::from_le_bytes(a), u64::from_le_bytes(z), mid];
    }
    let w = match b.get(s..).and_then(<[u8]>::first_chunk::<8>) {
        Some(&w) => low_bytes(u64::from_le_bytes(w), m.len()),
        None => word8(m, 0),
    };
    [w, 0, 0]
}

/// The slot a spelling starts probing from: the high `bits` bits of a multiplicative hash of
/// its words ([`key_words`]) and its length.
#[inline(always)]
fn slot_of(k: [u64; 3], n: usize, bits: u32) -> usize {
    let h =
        (k[0] ^ k[1].rotate_left(23) ^ k[2].rotate_left(47) ^ n as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (h >> (64 - bits)) as usize
}

/// `a == b` for two slices of the same length, eight bytes at a time (the slice comparison
/// calls `memcmp`).
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    let mut at = 0;
    while at + 8 <= a.len() {
        if word8(a, at) != word8(b, at) {
            return false;
        }
        at += 8;
    }
    word8(a, at) == word8(b, at)
}

impl FastNames {
    fn new(
        names: &NameMap<Cow<'static, str>, Vec<u16>>,
        mem_names: &NameMap<&'static str, u16>,
        lane: Option<(&crate::layout::Layout, bool)>,
    ) -> Self {
        let mut keys = String::new();
        let mut forms: Vec<u16> = Vec::new();
        let mut entries = Vec::with_capacity(names.len() + mem_names.len());
        let mut add = |k: &str, f: &[u16], mem: Option<u16>| {
            let (Ok(key), Ok(at), Ok(key_len), Ok(forms_len)) = (
                u32::try_from(keys.len()),
                u32::try_from(forms.len()),
                u8::try_from(k.len()),
                u16::try_from(f.len()),
            ) else {
                return;
            };
            entries.push(FastName {
                k: key_words(k.as_bytes(), 0, k.len()),
                key,
                forms: at,
                key_len,
                forms_len,
                mem_sig: NONE,
                mem: mem.unwrap_or(NONE),
                has_mem: mem.is_some(),
            });
            keys.push_str(k);
            forms.extend_from_slice(f);
        };
        for (k, v) in names {
            add(k, v, mem_names.get(&**k).copied());
        }
        for (k, &m) in mem_names {
            if !names.contains_key(*k) {
                add(k, &[], Some(m));
            }
        }
        let size = (entries.len() * 4).next_power_of_two().max(16);
        let bits = size.trailing_zeros();
        let mut slots = vec![0u32; size].into_boxed_slice();
        for (n, e) in entries.iter().enumerate() {
            let mut i = slot_of(e.k, usize::from(e.key_len), bits);
            while slots[i] != 0 {
                i = (i + 1) & (size - 1);
            }
            slots[i] = u32::try_from(n + 1).unwrap_or(u32::MAX);
        }
        let mut mem_sigs = Vec::new();
        let lane = match lane {
            Some((layout, gfx9)) => {
                for e in &mut entries {
                    if e.mem != NONE
                        && let Some(s) = crate::parse::lane::mem_sig(e.mem, layout, gfx9)
                        && let Ok(at) = u16::try_from(mem_sigs.len())
                        && at != NONE
                    {
                        e.mem_sig = at;
                        mem_sigs.push(s);
                    }
                }
                forms.iter().map(|&f| crate::parse::lane::form(f, layout)).collect()
            }
            None => Box::default(),
        };
        FastNames {
            slots,
            bits,
            entries: entries.into_boxed_slice(),
            keys: keys.into_boxed_str(),
            forms: forms.into_boxed_slice(),
            lane,
            mem_sigs: mem_sigs.into_boxed_slice(),
        }
    }

    /// The entry of the spelling `line[s..e]`.
    #[inline(always)]
    fn entry(&self, line: &[u8], s: usize, e: usize) -> Option<&FastName> {
        let w = key_words(line, s, e);
        let n = e - s;
        let mask = self.slots.len() - 1;
        let mut i = slot_of(w, n, self.bits);
        loop {
            let e = self.entries.get(self.slots.get(i)?.checked_sub(1)? as usize)?;
            if e.k == w && usize::from(e.key_len) == n {
                if n <= 24 {
                    return Some(e);
                }
                let k = e.key as usize;
                let (Some(a), Some(b)) = (self.keys.as_bytes().get(k..k + n), line.get(s..s + n)) else {
                    return None;
                };
                if same_bytes(a, b) {
                    return Some(e);
                }
            }
            i = (i + 1) & mask;
        }
    }

    fn get(&self, key: &str) -> (&[u16], Option<u16>) {
        let (forms, _, mem, _) = self.get_lane(key.as_bytes(), 0, key.len());
        (forms, mem)
    }

    /// [`FastNames::get`] of `line[s..e]` with the lane's prepared forms (empty when the lane
    /// does not cover the target). Not inlined: in the lane's one large function the probe
    /// loop's registers cost more than the call (callgrind).
    #[inline(never)]
    fn get_lane(&self, line: &[u8], s: usize, e: usize) -> LaneEntry<'_> {
        let Some(e) = self.entry(line, s, e) else { return (&[], &[], None, None) };
        let f = e.forms as usize;
        let range = f..f + usize::from(e.forms_len);
        let forms = self.forms.get(range.clone()).unwrap_or(&[]);
        let lane = self.lane.get(range).unwrap_or(&[]);
        (forms, lane, (e.mem != NONE).then_some(e.mem), self.mem_sigs.get(usize::from(e.mem_sig)))
    }

    /// Every spelling with its entry (for tests of the lookup tables).
    #[cfg(test)]
    fn spellings(&self) -> impl Iterator<Item = (&str, &FastName)> {
        self.entries.iter().map(|e| {
            let k = e.key as usize;
            (self.keys.get(k..k + usize::from(e.key_len)).unwrap_or(""), e)
        })
    }
}

/// The order the parser tries the forms a spelling `key` denotes: plain forms first unless
/// the spelling names the extension, then forms named exactly `key`, then the shorter encoding
/// (a stable sort, so table order breaks ties).
fn sort_forms(key: &str, forms: &mut [u16]) {
    let explicit_ext = key.ends_with("_sdwa") || key.ends_with("_dpp");
    forms.sort_by_key(|&i| {
        let d = &INSTS[usize::from(i)];
        (d.ext != Ext::None && !explicit_ext, d.name != key, d.enc.size())
    });
}

/// True when the form `d` is on the processor with table bit `bit` in the wave size `wave`
/// (an `InstDesc::waves` flag).
fn selects(d: &crate::table::InstDesc, bit: u64, wave: u8) -> bool {
    d.procs & bit != 0 && d.waves & wave != 0
}

/// The spelling maps of the processor with table bit `bit` in wave size `wave` ([`NameMaps`]).
fn name_maps(bit: u64, wave: u8) -> NameMaps {
    let mut names: NameMap<Cow<'static, str>, Vec<u16>> = NameMap::default();
    for (i, d) in INSTS.iter().enumerate().filter(|(_, d)| selects(d, bit, wave)) {
        let mut keys: [Option<Cow<'static, str>>; 3] = [Some(Cow::Borrowed(d.name)), None, None];
        if d.base_name() != d.name {
            keys[1] = Some(Cow::Borrowed(d.base_name()));
        }
        let suffixed = d.name.ends_with("_e32") || d.name.ends_with("_e64");
        keys[2] = match d.ext {
            // Unsuffixed mnemonics select DPP/SDWA through their modifiers; GFX8 VOPC SDWA
            // forms print without the suffix but accept it.
            Ext::Dpp => d.name.strip_suffix("_dpp").map(Cow::Borrowed),
            Ext::Sdwa => match d.name.strip_suffix("_sdwa") {
                Some(stem) => Some(Cow::Borrowed(stem)),
                None => Some(Cow::Owned(format!("{}_sdwa", d.name))),
            },
            // An explicit encoding suffix on a form printed without one (v_nop_e64).
            Ext::None if !suffixed && d.enc == Enc::Vop3 => Some(Cow::Owned(format!("{}_e64", d.name))),
            Ext::None if !suffixed && d.enc.size() == 4 => Some(Cow::Owned(format!("{}_e32", d.name))),
            Ext::None => None,
        };
        // Each distinct spelling once.
        if keys[2] == keys[0] || keys[2] == keys[1] {
            keys[2] = None;
        }
        for k in keys.into_iter().flatten() {
            names.entry(k).or_default().push(i as u16);
        }
    }
    for (alias, canon) in crate::generated::insts::ALIASES {
        if let Some(forms) = names.get(canon).cloned() {
            names.entry(Cow::Borrowed(alias)).or_default().extend(forms);
        }
    }
    for (k, v) in &mut names {
        sort_forms(k, v);
    }
    let mut mem_names: NameMap<&'static str, u16> = NameMap::default();
    for (i, d) in MEM_INSTS.iter().enumerate().filter(|(_, d)| d.procs & bit != 0) {
        let form = u16::try_from(i).map_or(NONE, |i| crate::mem::FORM_BASE + i);
        mem_names.entry(d.name).and_modify(|f| *f = NONE).or_insert(form);
    }
    (names, mem_names)
}

impl Target {
    /// The target for a processor name or alias (`gfx900`, `fiji`) in its default wave size
    /// (wave32 from GFX10 on, as llvm-mc and clang default to).
    ///
    /// # Errors
    /// Unknown processors, and processors whose generation has no tables yet.
    pub fn new(name: &str) -> Result<Target, TargetError> {
        let processor =
            amdgpu_target::processor(name).ok_or_else(|| TargetError::Unknown(name.to_string()))?;
        let wave = WaveSize::from_lanes(processor.default_wave_size()).unwrap_or(WaveSize::Wave64);
        Target::with_wave_size(name, wave)
    }

    /// The target for a processor in the wave size `wave` (llvm-mc's `-mattr=+wavefrontsize64`
    /// on a GFX10 processor is `WaveSize::Wave64`).
    ///
    /// # Errors
    /// As [`Target::new`], and [`TargetError::WaveSize`] for a wave size the processor lacks.
    ///
    /// # Example
    /// ```
    /// use amdgpu_isa::{Target, WaveSize, decode, print};
    /// let words = [0x02, 0x09, 0x02, 0x7c]; // VOPC v_cmp_lt_f32 with v2, v4
    /// for (wave, text) in [
    ///     (WaveSize::Wave32, "v_cmp_lt_f32_e32 vcc_lo, v2, v4"),
    ///     (WaveSize::Wave64, "v_cmp_lt_f32_e32 vcc, v2, v4"),
    /// ] {
    ///     let target = Target::with_wave_size("gfx1030", wave)?;
    ///     let (inst, _) = decode(&words, &target)?;
    ///     let mut s = String::new();
    ///     print(&inst, &target, &mut s)?;
    ///     assert_eq!(s, text);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_wave_size(name: &str, wave: WaveSize) -> Result<Target, TargetError> {
        let processor =
            amdgpu_target::processor(name).ok_or_else(|| TargetError::Unknown(name.to_string()))?;
        if !processor.wave_sizes().contains(&wave.lanes()) {
            return Err(TargetError::WaveSize {
                name: name.to_string(),
                wave: wave.lanes(),
                sizes: processor.wave_sizes().iter().map(u32::to_string).collect::<Vec<_>>().join(", "),
            });
        }
        let wave = wave.flag();
        let Some(idx) = PROCESSORS.iter().position(|p| *p == processor.name) else {
            return Err(TargetError::Unsupported {
                name: name.to_string(),
                generation: processor.generation.name().to_string(),
                covered: PROCESSORS.join(", "),
            });
        };
        let bit = 1u64 << idx;
        let mut by_opcode = vec![NONE; TOTAL_SLOTS].into_boxed_slice();
        let mut dpp = vec![NONE; TOTAL_SLOTS].into_boxed_slice();
        let mut sdwa = vec![NONE; TOTAL_SLOTS].into_boxed_slice();
        for (i, d) in INSTS.iter().enumerate() {
            if selects(d, bit, wave) && usize::from(d.opcode) < slots(d.enc) {
                let table = match d.ext {
                    Ext::None => &mut by_opcode,
                    Ext::Dpp => &mut dpp,
                    Ext::Sdwa => &mut sdwa,
                };
                table[base(d.enc) + usize::from(d.opcode)] = i as u16;
            }
        }
        let (names, mem_names) = name_maps(bit, wave);
        let mut mem_by_opcode = vec![NONE; MEM_ENCODINGS * 256].into_boxed_slice();
        for (i, d) in MEM_INSTS.iter().enumerate().rev().filter(|(_, d)| d.procs & bit != 0) {
            if let (Some(slot), Ok(i)) =
                (mem_by_opcode.get_mut(d.enc as usize * 256 + usize::from(d.opcode)), u16::try_from(i))
                && d.opcode < 256
            {
                *slot = crate::mem::FORM_BASE + i;
            }
        }
        let layout = crate::layout::for_processor(processor);
        let lane = crate::parse::lane::covers(processor.generation)
            .then_some((layout, processor.generation >= Generation::Gfx9));
        let fast_names = FastNames::new(&names, &mem_names, lane);
        let mut target = Target {
            processor,
            layout,
            bit,
            wave,
            by_opcode,
            dpp,
            sdwa,
            fast_names,
            mem_by_opcode,
            named: [(0, None); NAMED.len()],
        };
        let mut named = [(0, None); NAMED.len()];
        for (slot, name) in named.iter_mut().zip(NAMED) {
            *slot = (word8(name.as_bytes(), 0), crate::parse::parse_reg(name, &target));
        }
        target.named = named;
        Ok(target)
    }

    /// `parse_reg` of the name `line[s..e]` when it is one of the few names compiler output
    /// writes most (`vcc`, `exec`, `m0`, ...): `Some(its answer)`, read as one word and
    /// compared with a table made by `parse_reg` itself in [`Target::new`]; `None` for any
    /// other text (the caller asks `parse_reg`).
    #[inline]
    pub(crate) fn named_reg(&self, line: &[u8], s: usize, e: usize) -> Option<Option<crate::operand::Reg>> {
        let n = e.checked_sub(s)?;
        if n == 0 || n > 8 {
            return None;
        }
        let w = match line.get(s..s + 8) {
            Some(w) => {
                let mut a = [0u8; 8];
                a.copy_from_slice(w);
                low_bytes(u64::from_le_bytes(a), n)
            }
            None => word8(line.get(s..e)?, 0),
        };
        self.named.iter().find(|(k, _)| *k == w).map(|&(_, r)| r)
    }

    /// The processor.
    #[must_use]
    pub fn processor(&self) -> &'static Processor {
        self.processor
    }

    /// The generation.
    #[must_use]
    pub fn generation(&self) -> Generation {
        self.processor.generation
    }

    /// The target for processor `name` in wave size `wave` when the processor has that size,
    /// else in its default size (llvm-mc-19 ignores `+wavefrontsize32` on a wave64-only
    /// processor); `None` is the default size.
    ///
    /// # Errors
    /// As [`Target::new`].
    pub fn with_wave_size_if_any(name: &str, wave: Option<WaveSize>) -> Result<Target, TargetError> {
        match wave {
            Some(w)
                if amdgpu_target::processor(name).is_some_and(|p| p.wave_sizes().contains(&w.lanes())) =>
            {
                Target::with_wave_size(name, w)
            }
            _ => Target::new(name),
        }
    }

    /// The wave size.
    #[must_use]
    pub fn wave_size(&self) -> WaveSize {
        if self.wave == crate::table::waves::WAVE32 { WaveSize::Wave32 } else { WaveSize::Wave64 }
    }

    /// True when the instruction form `INSTS[idx]` exists on this target (its processor and
    /// wave size).
    #[must_use]
    pub fn has(&self, idx: usize) -> bool {
        INSTS.get(idx).is_some_and(|d| selects(d, self.bit, self.wave))
    }

    /// True when a processor mask of the tables includes this target.
    #[must_use]
    pub fn has_procs(&self, mask: u64) -> bool {
        mask & self.bit != 0
    }

    /// The form with `opcode` in `enc`, as an index into `INSTS`.
    #[must_use]
    pub fn lookup(&self, enc: Enc, opcode: u32) -> Option<usize> {
        if opcode as usize >= slots(enc) {
            return None;
        }
        let v = self.by_opcode[base(enc) + opcode as usize];
        (v != NONE).then_some(usize::from(v))
    }

    /// The DPP form of `opcode` in `enc`, as an index into `INSTS`.
    #[must_use]
    pub fn lookup_dpp(&self, enc: Enc, opcode: u32) -> Option<usize> {
        if opcode as usize >= slots(enc) {
            return None;
        }
        let v = self.dpp[base(enc) + opcode as usize];
        (v != NONE).then_some(usize::from(v))
    }

    /// The SDWA form of `opcode` in `enc`, as an index into `INSTS`.
    #[must_use]
    pub fn lookup_sdwa(&self, enc: Enc, opcode: u32) -> Option<usize> {
        if opcode as usize >= slots(enc) {
            return None;
        }
        let v = self.sdwa[base(enc) + opcode as usize];
        (v != NONE).then_some(usize::from(v))
    }

    /// The forms (indices into `INSTS`) a mnemonic spelling (lower case) may denote on this
    /// target, in order of preference: plain forms before DPP/SDWA unless the spelling ends in
    /// `_dpp`/`_sdwa`, exact names first, then the shorter encoding.
    #[must_use]
    pub fn forms_named(&self, mnem: &str) -> &[u16] {
        self.fast_names.get(mnem).0
    }

    /// Every mnemonic spelling `forms_named` knows (for tests of the lookup tables).
    #[cfg(test)]
    pub(crate) fn spellings(&self) -> impl Iterator<Item = &str> {
        self.fast_names.spellings().filter(|(_, e)| e.forms_len > 0).map(|(k, _)| k)
    }

    /// Every memory spelling `has_mem_named` knows (for tests of the lookup tables).
    #[cfg(test)]
    pub(crate) fn mem_spellings(&self) -> impl Iterator<Item = &str> {
        self.fast_names.spellings().filter(|(_, e)| e.has_mem).map(|(k, _)| k)
    }

    /// The spelling maps the index is built from: every ALU spelling with its forms in order,
    /// every memory spelling with its single form (`None` when it has several); the reference
    /// the index's tests compare to.
    #[cfg(test)]
    pub(crate) fn reference_names(&self) -> (HashMap<String, Vec<u16>>, HashMap<String, Option<u16>>) {
        let (names, mem) = name_maps(self.bit, self.wave);
        (
            names.into_iter().map(|(k, v)| (k.into_owned(), v)).collect(),
            mem.into_iter().map(|(k, v)| (k.to_string(), (v != NONE).then_some(v))).collect(),
        )
    }

    /// [`Target::forms_named`] and [`Target::mem_form_named`] of `mnem` with one probe.
    pub(crate) fn forms_and_mem_form(&self, mnem: &str) -> (&[u16], Option<u16>) {
        self.fast_names.get(mnem)
    }

    /// [`Target::forms_and_mem_form`] of the spelling `line[s..e]`, with the lane's prepared
    /// forms, one per form (empty when the lane does not cover this target). Takes the line
    /// so that the spelling's words can be loaded whole from it.
    #[inline]
    pub(crate) fn lane_forms(&self, line: &[u8], s: usize, e: usize) -> LaneEntry<'_> {
        self.fast_names.get_lane(line, s, e)
    }

    /// True when `mnem` (lower case) names a memory instruction (`crate::mem`) on this target.
    #[must_use]
    pub fn has_mem_named(&self, mnem: &str) -> bool {
        self.fast_names.entry(mnem.as_bytes(), 0, mnem.len()).is_some_and(|e| e.has_mem)
    }

    /// The memory form (`crate::mem::desc`) of `mnem` when the target has exactly one (the
    /// parser uses [`Target::forms_and_mem_form`]; this is the reference its tests compare to).
    #[cfg(test)]
    #[must_use]
    pub(crate) fn mem_form_named(&self, mnem: &str) -> Option<u16> {
        self.reference_names().1.get(mnem).copied().flatten()
    }

    /// The first memory form of `enc` with `opcode` on this target, when `opcode` is below 256
    /// (`Some(None)`: there is none); `None` for larger opcodes, which the caller searches.
    #[must_use]
    pub(crate) fn mem_form_by_opcode(&self, enc: Enc, opcode: u32) -> Option<Option<u16>> {
        if opcode >= 256 {
            return None;
        }
        let f = *self.mem_by_opcode.get(enc as usize * 256 + opcode as usize)?;
        Some((f != NONE).then_some(f))
    }

    /// The generation's field layouts and operand codes.
    #[must_use]
    pub fn layout(&self) -> &'static crate::layout::Layout {
        self.layout
    }

    /// First operand code of the trap temporaries (ttmp0).
    #[must_use]
    pub fn ttmp_base(&self) -> u16 {
        if self.generation() >= Generation::Gfx9 { 108 } else { 112 }
    }

    /// True for GFX9 and later (VOP3 op_sel, VOP3P, ...).
    #[must_use]
    pub fn is_gfx9(&self) -> bool {
        self.generation() >= Generation::Gfx9
    }

    /// True for processors with AGPRs and MAI instructions (gfx908, gfx90a, gfx940-gfx942).
    #[must_use]
    pub fn has_agprs(&self) -> bool {
        self.processor.regs.agprs > 0
    }

    /// True for the processors with gfx90a's instruction features (64-bit DPP, aligned
    /// register tuples, acc_cd, the scc cache bit): those with one VGPR+AGPR register file,
    /// gfx90a and gfx940/gfx941/gfx942.
    #[must_use]
    pub fn is_gfx90a(&self) -> bool {
        self.processor.regs.unified
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// GFX10 processors have both wave sizes, each with its own lane-mask forms; earlier ones
    /// only wave64, whose forms they always had.
    #[test]
    fn wave_sizes_select_their_forms() {
        let w32 = Target::new("gfx1030").unwrap();
        let w64 = Target::with_wave_size("gfx1030", WaveSize::Wave64).unwrap();
        assert_eq!((w32.wave_size(), w64.wave_size()), (WaveSize::Wave32, WaveSize::Wave64));
        assert_eq!(Target::new("gfx900").unwrap().wave_size(), WaveSize::Wave64);
        let err = Target::with_wave_size("gfx900", WaveSize::Wave32).unwrap_err();
        assert_eq!(err.to_string(), "processor 'gfx900' has no wave32 mode (wave sizes: 64)");
        // A compare: one form per size, each seen by its own target only.
        let (a, b) = (w32.forms_named("v_cmp_lt_f32_e64"), w64.forms_named("v_cmp_lt_f32_e64"));
        assert_eq!((a.len(), b.len()), (1, 1));
        assert_ne!(a, b);
        assert!(w32.has(usize::from(a[0])) && !w32.has(usize::from(b[0])));
        assert!(w64.has(usize::from(b[0])) && !w64.has(usize::from(a[0])));
        assert_eq!(INSTS[usize::from(b[0])].operands[0].width, 2);
        // Forms without a lane mask are shared.
        assert_eq!(w32.forms_named("v_add_f32_e32"), w64.forms_named("v_add_f32_e32"));
        assert_eq!(WaveSize::from_mattr("+xnack,+wavefrontsize64"), Some(WaveSize::Wave64));
        assert_eq!(WaveSize::from_mattr("+wavefrontsize64,+wavefrontsize32"), Some(WaveSize::Wave32));
        assert_eq!(WaveSize::from_mattr("-xnack"), None);
        // llvm-mc-19: the last setting of each feature counts; wave32 wins when both are on.
        assert_eq!(WaveSize::from_mattr("+wavefrontsize64,-wavefrontsize64"), None);
        assert_eq!(WaveSize::from_mattr("-wavefrontsize32"), None);
        assert_eq!(WaveSize::from_mattr("+wavefrontsize32,+wavefrontsize64"), Some(WaveSize::Wave32));
        assert_eq!(
            Target::with_wave_size_if_any("gfx900", Some(WaveSize::Wave32)).unwrap().wave_size(),
            WaveSize::Wave64
        );
    }

    /// The index stays a one-probe lookup: over every spelling of a few processors, few probes
    /// on average and no long cluster.
    #[test]
    fn spelling_probes_are_short() {
        for name in ["gfx803", "gfx900", "gfx90a", "gfx1030"] {
            let target = Target::new(name).unwrap();
            let f = &target.fast_names;
            let mask = f.slots.len() - 1;
            let (mut total, mut worst, mut n) = (0usize, 0usize, 0usize);
            for (k, e) in f.spellings() {
                let mut i = slot_of(e.k, k.len(), f.bits);
                let mut probes = 1;
                while f.entries[f.slots[i] as usize - 1].key as usize != e.key as usize {
                    i = (i + 1) & mask;
                    probes += 1;
                }
                total += probes;
                worst = worst.max(probes);
                n += 1;
            }
            eprintln!("{name}: {n} spellings, {} slots, {total} probes, worst {worst}", f.slots.len());
            assert!(total * 10 < n * 13, "{name}: {total} probes for {n} spellings");
            assert!(worst <= 8, "{name}: a cluster of {worst}");
        }
    }

    /// The lookup finds each spelling inside a line (operands after it, as the lane reads it)
    /// and alone, and a word that differs from a spelling in one byte, or is one byte shorter
    /// or longer, finds the entry of exactly that word or none (the key words cover every
    /// byte up to 24, longer spellings are compared whole).
    #[test]
    fn lookup_finds_exactly_the_word() {
        for name in ["gfx803", "gfx900", "gfx90a", "gfx1030"] {
            let target = Target::new(name).unwrap();
            let f = &target.fast_names;
            let key_of = |e: &FastName| {
                let k = e.key as usize;
                f.keys[k..k + usize::from(e.key_len)].to_owned()
            };
            let check = |word: &[u8]| {
                let mut line = word.to_vec();
                line.extend_from_slice(b" v[2:3], off offset:16\n");
                for (b, e) in [(word, word.len()), (&line[..], word.len())] {
                    if let Some(got) = f.entry(b, 0, e) {
                        assert_eq!(key_of(got).as_bytes(), word, "{name}");
                    }
                }
            };
            let mut long = 0;
            for (k, e) in f.spellings() {
                let mut line = k.as_bytes().to_vec();
                line.extend_from_slice(b"\tv1, s[4:5]");
                assert!(std::ptr::eq(f.entry(k.as_bytes(), 0, k.len()).unwrap(), e), "{name} {k}");
                assert!(std::ptr::eq(f.entry(&line, 0, k.len()).unwrap(), e), "{name} {k}");
                long += usize::from(k.len() > 24);
                let b = k.as_bytes();
                for at in 0..b.len() {
                    let mut w = b.to_vec();
                    w[at] = if w[at] == b'_' { b'a' } else { b'_' };
                    check(&w);
                    check(&b[..at]);
                }
                check(&[b, b"4"].concat());
            }
            assert!(long > 0, "{name}: no spelling longer than 24 bytes");
        }
    }

    /// The table of named registers answers as `parse_reg` does, for its names inside a line
    /// and alone, and answers nothing for other words.
    #[test]
    fn named_regs_like_parse_reg() {
        for name in ["gfx600", "gfx700", "gfx803", "gfx900", "gfx90a", "gfx940", "gfx1030"] {
            let Ok(target) = Target::new(name) else { continue };
            for w in NAMED.iter().chain(&[
                "vc",
                "vcc_l",
                "execx",
                "m00",
                "s0",
                "v1",
                "exec_lo_",
                "flat_scratch",
                "",
            ]) {
                let want = crate::parse::parse_reg(w, &target);
                for line in [w.to_string(), format!("x {w}, v1, v2, v3, v4"), format!("x {w}")] {
                    let s = line.len() - line.trim_start_matches('x').trim_start().len();
                    let s = if line.starts_with('x') { s } else { 0 };
                    let e = s + w.len();
                    match target.named_reg(line.as_bytes(), s, e) {
                        Some(r) => assert_eq!(r, want, "{name}: {line:?}"),
                        None => assert!(!NAMED.contains(w), "{name}: {line:?}"),
                    }
                }
            }
        }
    }
}
