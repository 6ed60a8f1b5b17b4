//! Deterministic mutations of ELF code objects.
//!
//! [`mutate`]`(bytes, seed, index)` always gives the same mutant and a short description of what
//! changed, so a failure is reproduced from `(fixture, index)` alone. Structural mutations find
//! the field they change through the (unmutated) headers, so they reach deep into the reader:
//! huge `e_shnum`/`e_phnum`/`e_shoff`, `sh_size`/`sh_offset`/`sh_entsize`/`sh_link` values,
//! overlapping sections, cyclic `sh_link`s, huge `st_name`s and note `namesz`/`descsz`.

/// splitmix64: small, fast, good enough to spread mutations.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator for one `(seed, index)` pair.
    #[must_use]
    pub fn new(seed: u64, index: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ index.wrapping_mul(0xd1b5_4a32_d192_ed03) ^ 0x5eed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`0` when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { usize::try_from(self.next_u64() % n as u64).unwrap_or(0) }
    }

    /// A value likely to break size arithmetic: 0, 1, all ones, sign bits, near-maximum, or random.
    pub fn nasty(&mut self, width: usize) -> u64 {
        let max = if width >= 8 { u64::MAX } else { (1u64 << (width * 8)) - 1 };
        let v = match self.below(9) {
            0 => 0,
            1 => 1,
            2 => max,
            3 => max >> 1,
            4 => (max >> 1) + 1,
            5 => max - self.below(64) as u64,
            6 => 1 << self.below(width * 8),
            7 => self.next_u64() & 0xffff,
            _ => self.next_u64(),
        };
        v & max
    }
}

/// Field positions of an ELF file's headers, read from its (valid) header.
#[derive(Clone, Copy, Debug)]
struct Layout {
    is64: bool,
    phoff: usize,
    phnum: usize,
    shoff: usize,
    shnum: usize,
}

impl Layout {
    fn of(b: &[u8]) -> Option<Layout> {
        if b.len() < 0x34 || &b[..4] != b"\x7fELF" {
            return None;
        }
        let is64 = b[4] == 2;
        let (phoff, shoff, phnum, shnum) = if is64 {
            (rd(b, 0x20, 8)?, rd(b, 0x28, 8)?, rd(b, 0x38, 2)?, rd(b, 0x3c, 2)?)
        } else {
            (rd(b, 0x1c, 4)?, rd(b, 0x20, 4)?, rd(b, 0x2c, 2)?, rd(b, 0x30, 2)?)
        };
        let u = |v: u64| usize::try_from(v).ok();
        Some(Layout { is64, phoff: u(phoff)?, phnum: u(phnum)?, shoff: u(shoff)?, shnum: u(shnum)? })
    }

    fn shdr(&self, i: usize) -> usize {
        self.shoff.saturating_add(i.saturating_mul(if self.is64 { 64 } else { 40 }))
    }

    fn phdr(&self, i: usize) -> usize {
        self.phoff.saturating_add(i.saturating_mul(if self.is64 { 56 } else { 32 }))
    }

    /// (offset, width) of a section-header field by name.
    fn sh_field(&self, i: usize, name: &str) -> (usize, usize) {
        let base = self.shdr(i);
        let (o, w) = match (self.is64, name) {
            (_, "sh_name") => (0, 4),
            (_, "sh_type") => (4, 4),
            (true, "sh_offset") => (24, 8),
            (true, "sh_size") => (32, 8),
            (true, "sh_link") => (40, 4),
            (true, "sh_info") => (44, 4),
            (true, "sh_addralign") => (48, 8),
            (true, "sh_entsize") => (56, 8),
            (false, "sh_offset") => (16, 4),
            (false, "sh_size") => (20, 4),
            (false, "sh_link") => (24, 4),
            (false, "sh_info") => (28, 4),
            (false, "sh_addralign") => (32, 4),
            (false, "sh_entsize") => (36, 4),
            _ => unreachable!("unknown section header field {name}"),
        };
        (base.saturating_add(o), w)
    }

    fn section(&self, b: &[u8], i: usize) -> Option<(u32, usize, usize, usize)> {
        let f = |n| {
            let (o, w) = self.sh_field(i, n);
            rd(b, o, w)
        };
        let ty = u32::try_from(f("sh_type")?).ok()?;
        let u = |v: u64| usize::try_from(v).ok();
        Some((ty, u(f("sh_offset")?)?, u(f("sh_size")?)?, u(f("sh_entsize")?)?))
    }
}

fn rd(b: &[u8], at: usize, width: usize) -> Option<u64> {
    let s = b.get(at..at.checked_add(width)?)?;
    Some(s.iter().rev().fold(0u64, |v, &x| (v << 8) | u64::from(x)))
}

fn wr(b: &mut [u8], at: usize, width: usize, v: u64) -> bool {
    let Some(s) = at.checked_add(width).and_then(|end| b.get_mut(at..end)) else { return false };
    for (i, x) in s.iter_mut().enumerate() {
        *x = (v >> (8 * i)) as u8;
    }
    true
}

const SHT_SYMTAB: u32 = 2;
const SHT_NOTE: u32 = 7;
const SHT_DYNSYM: u32 = 11;
const PT_NOTE: u64 = 4;

/// Returns the mutant of `input` for `(seed, index)` and what was changed.
#[must_use]
pub fn mutate(input: &[u8], seed: u64, index: u64) -> (Vec<u8>, String) {
    let mut rng = Rng::new(seed, index);
    let mut out = input.to_vec();
    // One mutation in most cases, a few stacked in the rest.
    let rounds = if rng.below(4) == 0 { 2 + rng.below(3) } else { 1 };
    let mut what = Vec::new();
    for _ in 0..rounds {
        what.push(mutate_once(&mut out, &mut rng));
    }
    (out, what.join("; "))
}

fn mutate_once(b: &mut Vec<u8>, rng: &mut Rng) -> String {
    let layout = Layout::of(b);
    let kind = rng.below(12);
    let Some(l) = layout.filter(|_| kind >= 4) else {
        return mutate_bytes(b, rng, kind % 4);
    };
    match kind {
        4 | 5 => {
            // ELF header fields.
            let fields: &[(&str, usize, usize)] = if l.is64 {
                &[
                    ("e_phoff", 0x20, 8),
                    ("e_shoff", 0x28, 8),
                    ("e_phentsize", 0x36, 2),
                    ("e_phnum", 0x38, 2),
                    ("e_shentsize", 0x3a, 2),
                    ("e_shnum", 0x3c, 2),
                    ("e_shstrndx", 0x3e, 2),
                    ("e_entry", 0x18, 8),
                    ("e_flags", 0x30, 4),
                    ("e_type", 0x10, 2),
                    ("e_ident[EI_CLASS]", 4, 1),
                    ("e_ident[EI_DATA]", 5, 1),
                    ("e_ident[EI_ABIVERSION]", 8, 1),
                    ("e_ehsize", 0x34, 2),
                ]
            } else {
                &[
                    ("e_phoff", 0x1c, 4),
                    ("e_shoff", 0x20, 4),
                    ("e_phnum", 0x2c, 2),
                    ("e_shnum", 0x30, 2),
                    ("e_shstrndx", 0x32, 2),
                    ("e_shentsize", 0x2e, 2),
                    ("e_flags", 0x24, 4),
                ]
            };
            let (name, at, w) = fields[rng.below(fields.len())];
            let v = rng.nasty(w);
            wr(b, at, w, v);
            format!("{name}={v:#x}")
        }
        6 | 7 if l.shnum > 0 => {
            let i = rng.below(l.shnum);
            let names = [
                "sh_offset",
                "sh_size",
                "sh_entsize",
                "sh_link",
                "sh_info",
                "sh_name",
                "sh_type",
                "sh_addralign",
            ];
            let name = names[rng.below(names.len())];
            let (at, w) = l.sh_field(i, name);
            let v = rng.nasty(w);
            wr(b, at, w, v);
            format!("section {i} {name}={v:#x}")
        }
        8 if l.shnum > 1 => {
            // Overlap: copy another section's offset and size, or point into its middle.
            let (i, j) = (rng.below(l.shnum), rng.below(l.shnum));
            let (oi, w) = l.sh_field(i, "sh_offset");
            let (oj, _) = l.sh_field(j, "sh_offset");
            let (si, _) = l.sh_field(i, "sh_size");
            let (sj, _) = l.sh_field(j, "sh_size");
            let off = rd(b, oj, w).unwrap_or(0);
            let size = rd(b, sj, w).unwrap_or(0);
            let shift = if size > 0 { rng.next_u64() % size } else { 0 };
            wr(b, oi, w, off.wrapping_add(shift));
            wr(b, si, w, size);
            format!("section {i} overlaps section {j} (+{shift:#x})")
        }
        9 if l.shnum > 1 => {
            // Cyclic sh_link: i -> j -> i (or i -> i).
            let (i, j) = (rng.below(l.shnum), rng.below(l.shnum));
            let (li, w) = l.sh_field(i, "sh_link");
            let (lj, _) = l.sh_field(j, "sh_link");
            wr(b, li, w, j as u64);
            wr(b, lj, w, i as u64);
            format!("sh_link cycle {i} <-> {j}")
        }
        10 => mutate_symbol_or_note(b, &l, rng),
        11 if l.phnum > 0 => {
            let i = rng.below(l.phnum);
            let fields: &[(&str, usize, usize)] = if l.is64 {
                &[
                    ("p_type", 0, 4),
                    ("p_offset", 8, 8),
                    ("p_vaddr", 16, 8),
                    ("p_filesz", 32, 8),
                    ("p_memsz", 40, 8),
                    ("p_align", 48, 8),
                ]
            } else {
                &[
                    ("p_type", 0, 4),
                    ("p_offset", 4, 4),
                    ("p_filesz", 16, 4),
                    ("p_memsz", 20, 4),
                    ("p_align", 28, 4),
                ]
            };
            let (name, o, w) = fields[rng.below(fields.len())];
            let v = if name == "p_type" && rng.below(2) == 0 { PT_NOTE } else { rng.nasty(w) };
            wr(b, l.phdr(i).saturating_add(o), w, v);
            format!("segment {i} {name}={v:#x}")
        }
        _ => mutate_bytes(b, rng, kind % 4),
    }
}

fn mutate_symbol_or_note(b: &mut Vec<u8>, l: &Layout, rng: &mut Rng) -> String {
    let sections: Vec<(usize, (u32, usize, usize, usize))> =
        (0..l.shnum).filter_map(|i| Some((i, l.section(b, i)?))).collect();
    let pick_notes = rng.below(2) == 0;
    let want = |ty: u32| if pick_notes { ty == SHT_NOTE } else { ty == SHT_SYMTAB || ty == SHT_DYNSYM };
    let cands: Vec<_> = sections.iter().filter(|(_, s)| want(s.0)).collect();
    let Some(&&(i, (_, off, size, ent))) = cands.get(rng.below(cands.len())) else {
        return mutate_bytes(b, rng, 0);
    };
    if pick_notes {
        // Walk to a random note of the section, then break namesz, descsz or type.
        let mut at = off;
        let mut k = rng.below(4);
        while k > 0 {
            let (Some(n), Some(d)) = (rd(b, at, 4), rd(b, at.saturating_add(4), 4)) else { break };
            let pad = |v: u64| usize::try_from((v + 3) & !3).unwrap_or(usize::MAX);
            let next = at.saturating_add(12).saturating_add(pad(n)).saturating_add(pad(d));
            if next >= off.saturating_add(size) {
                break;
            }
            at = next;
            k -= 1;
        }
        let (name, o) = [("namesz", 0), ("descsz", 4), ("type", 8)][rng.below(3)];
        let v = rng.nasty(4);
        wr(b, at.saturating_add(o), 4, v);
        format!("note at {at:#x} in section {i} {name}={v:#x}")
    } else {
        let ent = if ent == 0 { if l.is64 { 24 } else { 16 } } else { ent };
        let n = size / ent;
        let s = rng.below(n);
        let fields: &[(&str, usize, usize)] = if l.is64 {
            &[
                ("st_name", 0, 4),
                ("st_info", 4, 1),
                ("st_shndx", 6, 2),
                ("st_value", 8, 8),
                ("st_size", 16, 8),
            ]
        } else {
            &[
                ("st_name", 0, 4),
                ("st_value", 4, 4),
                ("st_size", 8, 4),
                ("st_info", 12, 1),
                ("st_shndx", 14, 2),
            ]
        };
        let (name, o, w) = fields[rng.below(fields.len())];
        let v = rng.nasty(w);
        wr(b, off.saturating_add(s.saturating_mul(ent)).saturating_add(o), w, v);
        format!("symbol {s} of section {i} {name}={v:#x}")
    }
}

fn mutate_bytes(b: &mut Vec<u8>, rng: &mut Rng, kind: usize) -> String {
    if b.is_empty() {
        b.push(0x7f);
        return "empty input: one byte".into();
    }
    // Half of the raw mutations hit the first 64 bytes, where the ELF header lives.
    let at = if rng.below(2) == 0 { rng.below(b.len().min(64)) } else { rng.below(b.len()) };
    match kind {
        0 | 1 => {
            let bit = rng.below(8);
            b[at] ^= 1 << bit;
            format!("flip bit {bit} of byte {at:#x}")
        }
        2 => {
            let v = [0x00, 0xff, 0x7f, 0x80, 0x01][rng.below(5)];
            b[at] = v;
            format!("byte {at:#x}={v:#x}")
        }
        _ => {
            let len = rng.below(b.len());
            b.truncate(len);
            format!("truncate to {len:#x}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Layout, mutate};

    const ELF: &[u8] = include_bytes!("../../amdgpu-elf/tests/fixtures/k-gfx900-v5.hsaco");

    #[test]
    fn layout_of_a_real_object() {
        let l = Layout::of(ELF).unwrap();
        assert!(l.is64 && l.shnum > 5 && l.phnum > 0);
        // Section 0 is the null section.
        assert_eq!(l.section(ELF, 0), Some((0, 0, 0, 0)));
    }

    #[test]
    fn mutations_differ_and_repeat() {
        let mut kinds = std::collections::BTreeSet::new();
        for i in 0..500 {
            let (m, what) = mutate(ELF, 1, i);
            assert_eq!(mutate(ELF, 1, i).0, m);
            if what.contains("truncate") {
                assert!(m.len() < ELF.len());
            }
            kinds.insert(what.split(['=', ' ']).next().unwrap().to_string());
        }
        // Every family shows up in 500 draws.
        for k in ["flip", "byte", "truncate", "section", "sh_link", "note", "symbol", "segment", "e_shnum"] {
            assert!(kinds.contains(k), "no {k} mutation among {kinds:?}");
        }
    }
}
