//! `R_AMDGPU_*` relocations: the scan that decides GOT slots and dynamic relocations, and the
//! pass that writes resolved values into section contents.

use crate::LinkError;
use crate::input::{InRela, SHF_ALLOC, SHF_WRITE, SHT_NOBITS};
use crate::link::{DynReloc, Linker, SymRef, Synth};

pub(crate) const R_NONE: u32 = 0;
pub(crate) const R_ABS32_LO: u32 = 1;
pub(crate) const R_ABS32_HI: u32 = 2;
pub(crate) const R_ABS64: u32 = 3;
pub(crate) const R_REL32: u32 = 4;
pub(crate) const R_REL64: u32 = 5;
pub(crate) const R_ABS32: u32 = 6;
pub(crate) const R_GOTPCREL: u32 = 7;
pub(crate) const R_GOTPCREL32_LO: u32 = 8;
pub(crate) const R_GOTPCREL32_HI: u32 = 9;
pub(crate) const R_REL32_LO: u32 = 10;
pub(crate) const R_REL32_HI: u32 = 11;
pub(crate) const R_RELATIVE64: u32 = 13;
pub(crate) const R_REL16: u32 = 14;

/// The `R_AMDGPU_*` name of a relocation type.
#[must_use]
pub fn name(rtype: u32) -> &'static str {
    match rtype {
        R_NONE => "R_AMDGPU_NONE",
        R_ABS32_LO => "R_AMDGPU_ABS32_LO",
        R_ABS32_HI => "R_AMDGPU_ABS32_HI",
        R_ABS64 => "R_AMDGPU_ABS64",
        R_REL32 => "R_AMDGPU_REL32",
        R_REL64 => "R_AMDGPU_REL64",
        R_ABS32 => "R_AMDGPU_ABS32",
        R_GOTPCREL => "R_AMDGPU_GOTPCREL",
        R_GOTPCREL32_LO => "R_AMDGPU_GOTPCREL32_LO",
        R_GOTPCREL32_HI => "R_AMDGPU_GOTPCREL32_HI",
        R_REL32_LO => "R_AMDGPU_REL32_LO",
        R_REL32_HI => "R_AMDGPU_REL32_HI",
        R_RELATIVE64 => "R_AMDGPU_RELATIVE64",
        R_REL16 => "R_AMDGPU_REL16",
        _ => "unknown",
    }
}

/// Bytes a relocation type writes.
fn width(rtype: u32) -> Option<u64> {
    match rtype {
        R_ABS64 | R_REL64 => Some(8),
        R_ABS32_LO | R_ABS32_HI | R_REL32 | R_ABS32 | R_GOTPCREL | R_GOTPCREL32_LO | R_GOTPCREL32_HI
        | R_REL32_LO | R_REL32_HI => Some(4),
        R_REL16 => Some(2),
        _ => None,
    }
}

/// What the scan decided for one relocation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Action {
    /// Nothing to write (R_AMDGPU_NONE, or the section is not in the output).
    Skip,
    /// Write the resolved value.
    Static,
    /// A dynamic relocation carries it; the place keeps the input's bytes.
    Dynamic,
}

/// Kind of reference, for documentation and errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RelocKind {
    Absolute,
    PcRelative,
    Got,
}

fn kind(rtype: u32) -> Option<RelocKind> {
    match rtype {
        R_ABS32_LO | R_ABS32_HI | R_ABS64 | R_ABS32 => Some(RelocKind::Absolute),
        R_REL32 | R_REL64 | R_REL32_LO | R_REL32_HI | R_REL16 => Some(RelocKind::PcRelative),
        R_GOTPCREL | R_GOTPCREL32_LO | R_GOTPCREL32_HI => Some(RelocKind::Got),
        _ => None,
    }
}

/// Decides, for every relocation in an allocated section, whether it is resolved statically
/// or needs a dynamic relocation, and allocates GOT slots.
pub(crate) fn scan(lk: &mut Linker<'_, '_>, got_sec: usize) -> Result<(), LinkError> {
    let objs = lk.objs;
    let mut all = Vec::with_capacity(objs.len());
    for (f, o) in objs.iter().enumerate() {
        let mut per_file = Vec::with_capacity(o.relocations.len());
        for (target, rels) in &o.relocations {
            let sec = &o.sections[*target];
            let Some((oi, base)) = lk.place[f][*target] else {
                per_file.push(vec![Action::Skip; rels.len()]);
                continue;
            };
            if lk.pieces[f][*target].is_some() && !rels.is_empty() {
                return Err(LinkError::UnsupportedRelocation {
                    file: o.name.to_string(),
                    offset: rels[0].at + 8,
                    rtype: rels[0].rtype,
                    name: name(rels[0].rtype),
                    symbol: "(relocations inside a mergeable section are not supported)".into(),
                });
            }
            if lk.outs[oi].synth == Synth::MergedNotes && !rels.is_empty() {
                return Err(LinkError::Metadata {
                    file: o.name.to_string(),
                    offset: rels[0].at,
                    detail: "a note section with relocations cannot be merged".into(),
                });
            }
            let mut acts = Vec::with_capacity(rels.len());
            for r in rels {
                let sref = lk.maps[f][r.sym as usize];
                let err_name = |lk: &Linker<'_, '_>| lk.sym_name(sref);
                if r.rtype == R_NONE {
                    acts.push(Action::Skip);
                    continue;
                }
                let (Some(w), Some(k)) = (width(r.rtype), kind(r.rtype)) else {
                    return Err(LinkError::UnsupportedRelocation {
                        file: o.name.to_string(),
                        offset: r.at + 8,
                        rtype: r.rtype,
                        name: name(r.rtype),
                        symbol: err_name(lk),
                    });
                };
                if sec.sh_type == SHT_NOBITS || r.offset.checked_add(w).is_none_or(|e| e > sec.size) {
                    return Err(LinkError::Malformed {
                        file: o.name.to_string(),
                        offset: r.at,
                        detail: format!(
                            "{} at offset {:#x} does not fit in section '{}' (size {:#x})",
                            name(r.rtype),
                            r.offset,
                            String::from_utf8_lossy(sec.name),
                            sec.size
                        ),
                    });
                }
                let not_pic = |lk: &Linker<'_, '_>, why: &'static str| LinkError::NotPic {
                    file: o.name.to_string(),
                    offset: r.at,
                    name: name(r.rtype),
                    symbol: lk.sym_name(sref),
                    why,
                };
                let preempt = lk.preemptible(sref);
                if sec.flags & SHF_ALLOC == 0 {
                    if k == RelocKind::Got {
                        return Err(not_pic(
                            lk,
                            "GOT-relative relocations are not supported in non-allocated sections",
                        ));
                    }
                    acts.push(Action::Static);
                    continue;
                }
                let act = match k {
                    RelocKind::Absolute if !preempt && lk.is_absolute(sref) => Action::Static,
                    RelocKind::Absolute if r.rtype == R_ABS64 => {
                        if sec.flags & SHF_WRITE == 0 {
                            return Err(not_pic(lk, "it needs a dynamic relocation in a read-only section"));
                        }
                        lk.dynrels.push(DynReloc {
                            sec: oi,
                            off: base + r.offset,
                            rtype: if preempt { R_ABS64 } else { R_RELATIVE64 },
                            global: match (preempt, sref) {
                                (true, SymRef::Global(g)) => Some(g),
                                _ => None,
                            },
                            target: Some(sref),
                            addend: r.addend,
                        });
                        Action::Dynamic
                    }
                    RelocKind::Absolute => {
                        return Err(not_pic(
                            lk,
                            "a 32-bit absolute address cannot be relocated at load time; recompile with -fPIC",
                        ));
                    }
                    RelocKind::PcRelative if preempt => {
                        return Err(not_pic(
                            lk,
                            "the symbol is preemptible (default visibility); recompile with -fPIC or make it hidden or protected",
                        ));
                    }
                    RelocKind::PcRelative => Action::Static,
                    RelocKind::Got => {
                        lk.got_index.entry(sref).or_insert(usize::MAX);
                        Action::Static
                    }
                };
                acts.push(act);
            }
            per_file.push(acts);
        }
        all.push(per_file);
    }
    lk.actions = all;
    // GOT slots in lld's order: global symbols as first seen, then each input's locals.
    let mut wanted: Vec<SymRef> = lk.got_index.keys().copied().collect();
    wanted.sort_by_key(|r| match *r {
        SymRef::Global(g) => (0, g, 0),
        SymRef::Local(f, i) => (1, f, i),
    });
    for (slot, sref) in wanted.into_iter().enumerate() {
        lk.got.push(sref);
        lk.got_index.insert(sref, slot);
        let preempt = lk.preemptible(sref);
        if preempt || !lk.is_absolute(sref) {
            lk.dynrels.push(DynReloc {
                sec: got_sec,
                off: 8 * slot as u64,
                rtype: if preempt { R_ABS64 } else { R_RELATIVE64 },
                global: match (preempt, sref) {
                    (true, SymRef::Global(g)) => Some(g),
                    _ => None,
                },
                target: Some(sref),
                addend: 0,
            });
        }
    }
    Ok(())
}

fn fits(v: i128, bits: u32) -> (bool, i128, i128) {
    let min = -(1i128 << (bits - 1));
    let max = (1i128 << (bits - 1)) - 1;
    (v >= min && v <= max, min, max)
}

/// Copies input contents into output sections and applies every static relocation.
pub(crate) fn apply(lk: &mut Linker<'_, '_>) -> Result<(), LinkError> {
    let objs = lk.objs;
    for o in lk.outs.iter_mut().filter(|o| o.synth == Synth::None) {
        if o.sh_type == SHT_NOBITS {
            continue;
        }
        let mut data = vec![0u8; o.size as usize];
        for &(f, si, off) in &o.members {
            let src = objs[f].sections[si].data;
            data[off as usize..off as usize + src.len()].copy_from_slice(src);
        }
        for (off, bytes) in &o.merged {
            data[*off as usize..*off as usize + bytes.len()].copy_from_slice(bytes);
        }
        o.data = data;
    }
    let got_addr = lk.outs.iter().find(|o| o.synth == Synth::Got).map_or(0, |o| o.addr);
    for (f, o) in objs.iter().enumerate() {
        for (ri, (target, rels)) in o.relocations.iter().enumerate() {
            let Some((oi, base)) = lk.place[f][*target] else { continue };
            for (k, r) in rels.iter().enumerate() {
                if lk.actions[f][ri][k] != Action::Static {
                    continue;
                }
                let sref = lk.maps[f][r.sym as usize];
                let sa = lk.value_plus_addend(sref, r.addend)?;
                let p = lk.outs[oi].addr.wrapping_add(base).wrapping_add(r.offset);
                let value = compute(lk, o.name, r, sref, sa, p, got_addr)?;
                let at = (base + r.offset) as usize;
                let data = &mut lk.outs[oi].data;
                match value {
                    Written::U16(v) => data[at..at + 2].copy_from_slice(&v.to_le_bytes()),
                    Written::U32(v) => data[at..at + 4].copy_from_slice(&v.to_le_bytes()),
                    Written::U64(v) => data[at..at + 8].copy_from_slice(&v.to_le_bytes()),
                }
            }
        }
    }
    Ok(())
}

enum Written {
    U16(u16),
    U32(u32),
    U64(u64),
}

fn compute(
    lk: &Linker<'_, '_>,
    file: &str,
    r: &InRela,
    sref: SymRef,
    sa: u64,
    p: u64,
    got_addr: u64,
) -> Result<Written, LinkError> {
    let a = r.addend;
    let pcrel = sa.wrapping_sub(p);
    let got_entry = || got_addr + 8 * lk.got_index.get(&sref).copied().unwrap_or(0) as u64;
    let overflow = |value: i128, min: i128, max: i128| LinkError::Overflow {
        file: file.to_string(),
        offset: r.at,
        name: name(r.rtype),
        symbol: lk.sym_name(sref),
        value,
        min,
        max,
    };
    let check32 = |v: u64| {
        let signed = i128::from(v as i64);
        let (ok, min, max) = fits(signed, 32);
        if ok { Ok(Written::U32(v as u32)) } else { Err(overflow(signed, min, max)) }
    };
    Ok(match r.rtype {
        R_ABS32_LO => Written::U32(sa as u32),
        R_ABS32_HI => Written::U32((sa >> 32) as u32),
        R_ABS64 => Written::U64(sa),
        R_ABS32 => {
            let v = i128::from(sa as i64);
            if !(-(1i128 << 31)..=(1i128 << 32) - 1).contains(&v) {
                return Err(overflow(v, -(1i128 << 31), (1i128 << 32) - 1));
            }
            Written::U32(v as u32)
        }
        R_REL32 => check32(pcrel)?,
        R_REL64 => Written::U64(pcrel),
        R_REL32_LO => Written::U32(pcrel as u32),
        R_REL32_HI => Written::U32((pcrel >> 32) as u32),
        R_GOTPCREL => check32(got_entry().wrapping_add(a as u64).wrapping_sub(p))?,
        R_GOTPCREL32_LO => Written::U32(got_entry().wrapping_add(a as u64).wrapping_sub(p) as u32),
        R_GOTPCREL32_HI => Written::U32((got_entry().wrapping_add(a as u64).wrapping_sub(p) >> 32) as u32),
        R_REL16 => {
            let v = (i128::from(pcrel as i64) - 4) / 4;
            let (ok, min, max) = fits(v, 16);
            if !ok {
                return Err(overflow(v, min, max));
            }
            Written::U16(v as i16 as u16)
        }
        _ => {
            return Err(LinkError::UnsupportedRelocation {
                file: file.to_string(),
                offset: r.at + 8,
                rtype: r.rtype,
                name: name(r.rtype),
                symbol: lk.sym_name(sref),
            });
        }
    })
}
