//! `amdgpu inspect`: a code object as JSON and as readable text.
//!
//! The JSON has the keys `header`, `target_id`, `code_object_version`, `segments`, `sections`,
//! `symbols`, `relocations`, `notes`, `metadata` (the decoded metadata exactly as encoded:
//! MessagePack maps as JSON objects, or the V2 YAML typed by its schema), `metadata_yaml` (V2
//! only: the note text), `kernels` and `warnings`. The text form shows the same facts.

use std::fmt::Write as _;

use amdgpu_hsa::descriptor::{Word, fields_of};
use amdgpu_hsa::target::Family;
use amdgpu_metadata::json::to_json as msgpack_json;
use amdgpu_target::processor::Processor;
use amdgpu_target::regs;
use serde_json::{Value as J, json};

use crate::code_object::{CodeObject, Kernel, Metadata};
use crate::consts;
use crate::note::V2Note;
use crate::reader::Class;

/// A symbol name as shown once per relocation: names past 256 bytes are cut (the full name is
/// in the symbol listing), so hostile files with many relocations to one huge name cannot
/// multiply the output.
fn short(name: &str) -> String {
    if name.len() <= 256 {
        return name.to_string();
    }
    let mut end = 256;
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}...({} bytes)", &name[..end], name.len())
}

fn hex(v: u64) -> String {
    format!("{v:#x}")
}

fn processor(co: &CodeObject) -> Option<&'static Processor> {
    co.flags.as_ref().ok().and_then(|f| f.processor)
}

fn section_name(co: &CodeObject, index: u32) -> String {
    co.elf.sections.get(index as usize).map_or_else(|| format!("#{index}"), |s| s.name.clone())
}

fn shndx_text(co: &CodeObject, shndx: u16) -> String {
    match shndx {
        0 => "UND".into(),
        0xfff1 => "ABS".into(),
        0xfff2 => "COMMON".into(),
        consts::SHN_AMDGPU_LDS => "AMDGPU_LDS".into(),
        n => section_name(co, u32::from(n)),
    }
}

/// The canonical `amd_kernel_code_t` keys (aliases follow `kernel_code_version_major` in the
/// table).
fn akc_keys() -> impl Iterator<Item = &'static (&'static str, amdgpu_hsa::akc::Loc)> {
    amdgpu_hsa::akc::KEYS.iter().take_while(|(k, _)| *k != "kernel_code_version_major")
}

/// Problems that do not stop reading (undecodable e_flags, metadata that breaks its schema).
#[must_use]
pub fn warnings(co: &CodeObject) -> Vec<String> {
    let mut w = Vec::new();
    if let Err(e) = &co.flags {
        w.push(format!("e_flags: {e}"));
    }
    if co.os.is_none() {
        w.push(format!(
            "EI_OSABI {} / EI_ABIVERSION {} are not an AMDGPU OS ABI",
            co.elf.header.os_abi, co.elf.header.abi_version
        ));
    }
    match &co.metadata {
        Some(Metadata::MsgPack { typed: Err(e), value, .. }) => {
            let is_pal = value
                .as_map()
                .is_some_and(|m| m.iter().any(|(k, _)| k.as_str().is_some_and(|s| s.starts_with("amdpal."))));
            if !is_pal {
                w.push(format!("metadata does not fit the HSA schema: {e}"));
            }
        }
        Some(Metadata::Yaml { typed: Err(e), .. }) => w.push(format!("metadata: {e}")),
        _ => {}
    }
    w
}

/// Register counts and bit fields of a descriptor word list, for one kernel.
fn descriptor_json(co: &CodeObject, k: &Kernel) -> Option<J> {
    let d = k.descriptor.as_ref()?;
    let kd = &d.value;
    let p = processor(co);
    let family = p.and_then(|p| Family::from_processor(p.name).ok());
    let mut words = serde_json::Map::new();
    for w in [Word::Rsrc1, Word::Rsrc2, Word::Rsrc3, Word::Properties, Word::KernargPreload] {
        let mut fields = serde_json::Map::new();
        if let Some(f) = family {
            for spec in fields_of(w, f) {
                fields.insert(spec.name.to_string(), json!(kd.get(spec)));
            }
        }
        words.insert(w.name().to_string(), json!({ "value": kd.word(w), "fields": fields }));
    }
    let (vgprs, sgprs) = register_counts(co, k).unzip();
    let sgprs = sgprs.flatten();
    Some(json!({
        "symbol": d.symbol,
        "address": d.address,
        "file_offset": d.file_offset,
        "group_segment_fixed_size": kd.group_segment_fixed_size,
        "private_segment_fixed_size": kd.private_segment_fixed_size,
        "kernarg_size": kd.kernarg_size,
        "kernel_code_entry_byte_offset": kd.kernel_code_entry_byte_offset,
        "words": words,
        "vgprs": vgprs,
        "sgprs": sgprs,
    }))
}

/// VGPR and SGPR counts from the granulated fields of COMPUTE_PGM_RSRC1 (the allocation the
/// descriptor asks for: `(granulated + 1) * granule`). The SGPR count is `None` where the
/// processor does not use the field (GFX10+ allocate SGPRs by a fixed rule).
#[must_use]
pub fn register_counts(co: &CodeObject, k: &Kernel) -> Option<(u32, Option<u32>)> {
    let p = processor(co)?;
    let family = Family::from_processor(p.name).ok();
    let (rsrc1, wave32) = if let Some(d) = &k.descriptor {
        (d.value.compute_pgm_rsrc1, family.is_some_and(|f| d.value.wave32(f)))
    } else {
        let kc = &k.kernel_code.as_ref()?.value;
        (kc.get("compute_pgm_rsrc1").unwrap_or(0) as u32, kc.get("wavefront_size") == Some(5))
    };
    let vgpr_blocks = rsrc1 & 0x3f;
    let sgpr_blocks = (rsrc1 >> 6) & 0xf;
    let sgprs = regs::sgprs_from_blocks(p, sgpr_blocks);
    Some((regs::vgprs_from_blocks(p, vgpr_blocks, wave32), (sgprs != 0).then_some(sgprs)))
}

fn kernarg_json(co: &CodeObject, k: &Kernel) -> J {
    match (&co.metadata, k.metadata_index) {
        (Some(Metadata::MsgPack { typed: Ok(m), .. }), Some(i)) => {
            let mk = &m.kernels[i];
            let args: Vec<J> = mk
                .args
                .iter()
                .flatten()
                .map(|a| {
                    json!({
                        "offset": a.offset, "size": a.size, "value_kind": a.value_kind,
                        "name": a.name, "type_name": a.type_name, "address_space": a.address_space,
                    })
                })
                .collect();
            json!({ "size": mk.kernarg_segment_size, "align": mk.kernarg_segment_align, "args": args })
        }
        (Some(Metadata::Yaml { typed: Ok(m), .. }), Some(i)) => {
            // V2 metadata has no offsets: lay the arguments out by size and alignment.
            let mk = &m.kernels[i];
            let mut offset = 0u64;
            let args: Vec<J> = mk
                .args
                .iter()
                .flatten()
                .map(|a| {
                    let align = a.align.max(1);
                    offset = offset.div_ceil(align).saturating_mul(align);
                    let j = json!({
                        "offset": offset, "size": a.size, "value_kind": a.value_kind,
                        "name": a.name, "type_name": a.type_name, "address_space": a.addr_space_qual,
                    });
                    offset = offset.saturating_add(a.size);
                    j
                })
                .collect();
            let cp = mk.code_props.as_ref();
            json!({
                "size": cp.map(|c| c.kernarg_segment_size),
                "align": cp.map(|c| c.kernarg_segment_align),
                "args": args,
            })
        }
        _ => J::Null,
    }
}

fn kernel_json(co: &CodeObject, k: &Kernel) -> J {
    let kernel_code = k.kernel_code.as_ref().map(|kc| {
        let (vgprs, sgprs) = register_counts(co, k).unzip();
        let sgprs = sgprs.flatten();
        let mut fields = serde_json::Map::new();
        for (key, _) in akc_keys() {
            if let Some(v) = kc.value.get(key) {
                fields.insert((*key).to_string(), json!(v));
            }
        }
        json!({
            "symbol": kc.symbol, "address": kc.address, "file_offset": kc.file_offset,
            "fields": fields, "vgprs": vgprs, "sgprs": sgprs,
        })
    });
    json!({
        "name": k.name,
        "entry": k.entry,
        "entry_symbol": k.entry_symbol,
        "entry_section": k.entry_section.map(|i| section_name(co, i)),
        "descriptor": descriptor_json(co, k),
        "amd_kernel_code_t": kernel_code,
        "kernarg_segment": kernarg_json(co, k),
        "metadata_index": k.metadata_index,
    })
}

fn v2_note_json(v: &V2Note) -> J {
    match v {
        V2Note::CodeObjectVersion(major, minor) => json!({ "major": major, "minor": minor }),
        V2Note::IsaVersion { vendor, arch, major, minor, stepping } => {
            json!({ "vendor": vendor, "arch": arch, "major": major, "minor": minor, "stepping": stepping })
        }
        V2Note::IsaName(name) => json!(name),
    }
}

fn v2_note_text(v: &V2Note) -> String {
    match v {
        V2Note::CodeObjectVersion(major, minor) => format!("{major}.{minor}"),
        V2Note::IsaVersion { vendor, arch, major, minor, stepping } => {
            format!("{vendor}:{arch}:{major}:{minor}:{stepping}")
        }
        V2Note::IsaName(name) => name.clone(),
    }
}

/// The whole code object as JSON.
#[must_use]
pub fn to_json(co: &CodeObject) -> J {
    let h = &co.elf.header;
    let flags = match &co.flags {
        Ok(f) => json!({
            "value": h.e_flags,
            "processor": f.processor.map(|p| p.name),
            "xnack": f.xnack.to_string(),
            "sramecc": f.sramecc.to_string(),
            "generic_version": f.generic_version,
        }),
        Err(e) => json!({ "value": h.e_flags, "error": e }),
    };
    let header = json!({
        "class": match h.class { Class::Elf32 => "ELF32", Class::Elf64 => "ELF64" },
        "os_abi": h.os_abi,
        "os_abi_name": consts::os_abi_name(h.os_abi),
        "abi_version": h.abi_version,
        "type": consts::file_type_name(h.e_type),
        "machine": h.e_machine,
        "entry": h.e_entry,
        "flags": flags,
        "section_count": h.shnum,
        "shstrndx": h.shstrndx,
    });
    let sections: Vec<J> = co
        .elf
        .sections
        .iter()
        .map(|s| {
            json!({
                "index": s.index, "name": s.name,
                "type": consts::section_type_name(s.sh_type).map_or_else(|| hex(u64::from(s.sh_type)), str::to_string),
                "flags": s.flags, "address": s.addr, "offset": s.offset, "size": s.size,
                "link": s.link, "info": s.info, "align": s.addralign, "entsize": s.entsize,
            })
        })
        .collect();
    let symbols: Vec<J> = co
        .elf
        .symbol_tables
        .iter()
        .flat_map(|t| {
            let table = section_name(co, t.section);
            t.symbols.iter().map(move |s| (table.clone(), s))
        })
        .map(|(table, s)| {
            json!({
                "table": table, "index": s.index, "name": s.name, "value": s.value, "size": s.size,
                "type": consts::symbol_type_name(s.kind), "bind": consts::symbol_bind_name(s.bind),
                "visibility": consts::symbol_visibility_name(s.other), "section": shndx_text(co, s.shndx),
            })
        })
        .collect();
    let relocations: Vec<J> = co
        .elf
        .relocation_sections
        .iter()
        .flat_map(|rs| {
            let syms = co.elf.symbol_tables.iter().find(|t| t.section == rs.symtab);
            rs.relocations.iter().map(move |r| {
                json!({
                    "section": section_name(co, rs.section),
                    "target": if rs.target == 0 { J::Null } else { json!(section_name(co, rs.target)) },
                    "offset": r.offset,
                    "type": consts::relocation_name(r.r_type).map_or_else(|| r.r_type.to_string(), str::to_string),
                    "symbol": syms.and_then(|t| t.symbols.get(r.symbol as usize)).map(|s| short(&s.name)),
                    "addend": r.addend,
                })
            })
        })
        .collect();
    let notes: Vec<J> = co
        .elf
        .notes
        .iter()
        .map(|n| {
            json!({
                "owner": n.name, "type": n.n_type,
                "type_name": consts::note_type_name(&n.name, n.n_type),
                "offset": n.offset, "desc_offset": n.desc_offset, "desc_size": n.desc.len(),
                "value": n.v2_value().map(|v| v2_note_json(&v)),
            })
        })
        .collect();
    let (metadata, metadata_yaml) = match &co.metadata {
        Some(Metadata::MsgPack { value, .. }) => (msgpack_json(value), J::Null),
        Some(Metadata::Yaml { typed: Ok(m), text, .. }) => (m.to_json(), json!(text)),
        Some(Metadata::Yaml { text, .. }) => (J::Null, json!(text)),
        None => (J::Null, J::Null),
    };
    let segments: Vec<J> = co
        .elf
        .segments
        .iter()
        .map(|p| {
            json!({
                "type": p.p_type, "flags": p.p_flags, "offset": p.offset, "vaddr": p.vaddr,
                "filesz": p.filesz, "memsz": p.memsz, "align": p.align,
            })
        })
        .collect();
    json!({
        "header": header,
        "target_id": co.target_id(),
        "code_object_version": co.version.map(|v| v.number()),
        "segments": segments,
        "sections": sections,
        "symbols": symbols,
        "relocations": relocations,
        "notes": notes,
        "metadata": metadata,
        "metadata_yaml": metadata_yaml,
        "kernels": co.kernels.iter().map(|k| kernel_json(co, k)).collect::<Vec<_>>(),
        "warnings": warnings(co),
    })
}

/// The code object as readable text.
#[must_use]
pub fn to_text(co: &CodeObject) -> String {
    let mut o = String::new();
    let h = &co.elf.header;
    let _ = writeln!(o, "Header:");
    let _ = writeln!(
        o,
        "  class:       {}",
        match h.class {
            Class::Elf32 => "ELF32",
            Class::Elf64 => "ELF64",
        }
    );
    let version = co.version.map_or_else(|| "-".to_string(), |v| v.to_string());
    let _ = writeln!(
        o,
        "  OS ABI:      {} ({}), ABI version {} -> code object {version}",
        consts::os_abi_name(h.os_abi),
        h.os_abi,
        h.abi_version
    );
    let _ = writeln!(o, "  type:        {}", consts::file_type_name(h.e_type));
    match &co.flags {
        Ok(f) => {
            let _ = writeln!(
                o,
                "  e_flags:     {:#x} -> {}, xnack {}, sramecc {}{}",
                h.e_flags,
                f.processor.map_or("(processor in notes)", |p| p.name),
                f.xnack,
                f.sramecc,
                if f.generic_version != 0 {
                    format!(", generic version {}", f.generic_version)
                } else {
                    String::new()
                }
            );
        }
        Err(e) => {
            let _ = writeln!(o, "  e_flags:     {:#x} (does not decode: {e})", h.e_flags);
        }
    }
    let _ = writeln!(o, "  entry:       {:#x}", h.e_entry);
    let _ = writeln!(o, "Target ID:     {}", co.target_id().unwrap_or_else(|| "-".into()));

    let _ = writeln!(o, "\nSections ({}):", co.elf.sections.len());
    let _ = writeln!(
        o,
        "  {:>3} {:<20} {:<12} {:>10} {:>8} {:>8} {:>5} {:>4}",
        "Nr", "Name", "Type", "Address", "Offset", "Size", "Flags", "Al"
    );
    for s in &co.elf.sections {
        let ty =
            consts::section_type_name(s.sh_type).map_or_else(|| hex(u64::from(s.sh_type)), str::to_string);
        let mut fl = String::new();
        for (bit, c) in [(1u64, 'W'), (2, 'A'), (4, 'X'), (0x10, 'M'), (0x20, 'S'), (0x40, 'I')] {
            if s.flags & bit != 0 {
                fl.push(c);
            }
        }
        let _ = writeln!(
            o,
            "  {:>3} {:<20} {:<12} {:>10} {:>8} {:>8} {:>5} {:>4}",
            s.index,
            s.name,
            ty,
            hex(s.addr),
            hex(s.offset),
            hex(s.size),
            fl,
            s.addralign
        );
    }
    for t in &co.elf.symbol_tables {
        let _ = writeln!(o, "\nSymbols ({}, {}):", section_name(co, t.section), t.symbols.len());
        let _ = writeln!(
            o,
            "  {:>3} {:>10} {:>6} {:<17} {:<6} {:<9} {:<10} Name",
            "Num", "Value", "Size", "Type", "Bind", "Vis", "Section"
        );
        for s in &t.symbols {
            let _ = writeln!(
                o,
                "  {:>3} {:>10} {:>6} {:<17} {:<6} {:<9} {:<10} {}",
                s.index,
                hex(s.value),
                s.size,
                consts::symbol_type_name(s.kind),
                consts::symbol_bind_name(s.bind),
                consts::symbol_visibility_name(s.other),
                shndx_text(co, s.shndx),
                s.name
            );
        }
    }
    for rs in &co.elf.relocation_sections {
        let syms = co.elf.symbol_tables.iter().find(|t| t.section == rs.symtab);
        let _ = writeln!(
            o,
            "\nRelocations ({}, {} entries):",
            section_name(co, rs.section),
            rs.relocations.len()
        );
        for r in &rs.relocations {
            let name = syms
                .and_then(|t| t.symbols.get(r.symbol as usize))
                .map_or_else(String::new, |s| short(&s.name));
            let ty = consts::relocation_name(r.r_type).map_or_else(|| r.r_type.to_string(), str::to_string);
            let addend = r.addend.map_or_else(String::new, |a| format!(" {a:+#x}"));
            let _ = writeln!(o, "  {:>10} {:<24} {name}{addend}", hex(r.offset), ty);
        }
    }
    let _ = writeln!(o, "\nNotes ({}):", co.elf.notes.len());
    for n in &co.elf.notes {
        let tn = consts::note_type_name(&n.name, n.n_type).unwrap_or("unknown");
        let _ = writeln!(
            o,
            "  {:<7} {:<36} {:>6} bytes at {}",
            n.name,
            format!("{tn} ({})", n.n_type),
            n.desc.len(),
            hex(n.desc_offset)
        );
        if let Some(v) = n.v2_value() {
            let _ = writeln!(o, "          {}", v2_note_text(&v));
        }
    }
    match &co.metadata {
        Some(Metadata::MsgPack { value, .. }) => {
            let _ = writeln!(o, "\nMetadata (MessagePack, as JSON):");
            let text = serde_json::to_string_pretty(&msgpack_json(value)).unwrap_or_default();
            for line in text.lines() {
                let _ = writeln!(o, "  {line}");
            }
        }
        Some(Metadata::Yaml { text, .. }) => {
            let _ = writeln!(o, "\nMetadata (YAML):");
            for line in text.lines() {
                let _ = writeln!(o, "  {line}");
            }
        }
        None => {}
    }
    let _ = writeln!(o, "\nKernels ({}):", co.kernels.len());
    for k in &co.kernels {
        let _ = writeln!(o, "  {}:", k.name);
        let entry = match (k.entry, k.entry_section) {
            (None, _) => "-".to_string(),
            (Some(e), Some(sec)) if co.elf.header.e_type == object::elf::ET_REL.0 => {
                format!("{}+{}", section_name(co, sec), hex(e))
            }
            (Some(e), Some(sec)) => format!("{} (in {})", hex(e), section_name(co, sec)),
            (Some(e), None) => hex(e),
        };
        let _ = writeln!(
            o,
            "    entry:      {entry}{}",
            k.entry_symbol.as_ref().map_or_else(String::new, |s| format!(" ({s})"))
        );
        if let Some((v, s)) = register_counts(co, k) {
            let sg = s.map_or_else(|| "SGPRs by the fixed GFX10+ rule".to_string(), |s| format!("{s} SGPRs"));
            let _ = writeln!(o, "    registers:  {v} VGPRs, {sg} (allocated, from COMPUTE_PGM_RSRC1)");
        }
        if let Some(d) = &k.descriptor {
            let kd = &d.value;
            let _ = writeln!(
                o,
                "    descriptor: {} at {} (file offset {})",
                d.symbol,
                hex(d.address),
                hex(d.file_offset)
            );
            let _ = writeln!(
                o,
                "      group_segment_fixed_size {}, private_segment_fixed_size {}, kernarg_size {}, entry offset {}",
                kd.group_segment_fixed_size,
                kd.private_segment_fixed_size,
                kd.kernarg_size,
                kd.kernel_code_entry_byte_offset
            );
            let family = processor(co).and_then(|p| Family::from_processor(p.name).ok());
            for w in [Word::Rsrc1, Word::Rsrc2, Word::Rsrc3, Word::Properties, Word::KernargPreload] {
                let _ = write!(o, "      {:<22} {:#010x}", w.name(), kd.word(w));
                if let Some(f) = family {
                    let set: Vec<String> = fields_of(w, f)
                        .filter(|s| kd.get(s) != 0)
                        .map(|s| format!("{}={}", s.name, kd.get(s)))
                        .collect();
                    if !set.is_empty() {
                        let _ = write!(o, " {}", set.join(" "));
                    }
                }
                let _ = writeln!(o);
            }
        }
        if let Some(kc) = &k.kernel_code {
            let _ = writeln!(
                o,
                "    amd_kernel_code_t: {} at {} (file offset {})",
                kc.symbol,
                hex(kc.address),
                hex(kc.file_offset)
            );
            let set: Vec<String> = akc_keys()
                .filter_map(|(key, _)| kc.value.get(key).filter(|v| *v != 0).map(|v| format!("{key}={v}")))
                .collect();
            for chunk in set.chunks(4) {
                let _ = writeln!(o, "      {}", chunk.join(" "));
            }
        }
        let ka = kernarg_json(co, k);
        if let Some(args) = ka.get("args").and_then(J::as_array) {
            let _ = writeln!(
                o,
                "    kernarg segment: {} bytes, align {} (offset, size, kind, type, name)",
                ka["size"], ka["align"]
            );
            for a in args {
                let s = |k: &str| a.get(k).and_then(J::as_str).unwrap_or("").to_string();
                let n = |k: &str| a.get(k).and_then(J::as_u64).unwrap_or(0);
                let line = format!(
                    "      {:>4} {:>4}  {:<26} {} {}",
                    n("offset"),
                    n("size"),
                    s("value_kind"),
                    s("type_name"),
                    s("name")
                );
                let _ = writeln!(o, "{}", line.trim_end());
            }
        }
    }
    let w = warnings(co);
    if !w.is_empty() {
        let _ = writeln!(o, "\nWarnings:");
        for x in w {
            let _ = writeln!(o, "  {x}");
        }
    }
    o
}
