//! Shared helpers of the integration tests.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use amdgpu_elf::CodeObject;

/// Whether llvm-objdump-19 disassembles code for `cpu` (not GFX6/GFX7: it aborts with
/// "Disassembly not yet supported for subtarget"; tests/gfx67.rs covers those).
pub fn llvm_disassembles(cpu: &str) -> bool {
    use amdgpu_target::processor::Generation;
    amdgpu_isa::Target::new(cpu).map_or(true, |t| t.generation() >= Generation::Gfx8)
}

/// The fixtures folder.
pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// The goldens folder.
pub fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// Every amdgcn fixture object (`*.o`, `*.hsaco`), sorted; the r600 object in `fixtures/r600`
/// (no listing, no llvm-objdump disassembler) has tests of its own.
pub fn fixture_objects() -> Vec<PathBuf> {
    let mut v = amdgpu_testkit::corpus::files(&fixtures(), ".o");
    v.extend(amdgpu_testkit::corpus::files(&fixtures(), ".hsaco"));
    v.retain(|p| !p.parent().is_some_and(|d| d.ends_with("r600")));
    v.sort();
    assert!(v.len() >= 8, "fixtures missing: {v:?}");
    v
}

pub fn file_name(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

/// The processor in a fixture's name (`k-gfx900-v5.o` -> `gfx900`).
pub fn cpu_of(name: &str) -> String {
    name.split(['-', '.']).find(|p| p.starts_with("gfx")).expect("gfx in fixture name").to_string()
}

/// The instruction lines of an llvm-objdump listing, by address: (address, whole line).
pub fn listing_lines(text: &str) -> Vec<(u64, String)> {
    let mut out = Vec::new();
    for line in text.lines() {
        if !line.starts_with('\t') || line.starts_with("\t\t") {
            continue;
        }
        let Some(pos) = line.find("// ") else { continue };
        let rest = &line[pos + 3..];
        let Some(colon) = rest.find(':') else { continue };
        if let Ok(addr) = u64::from_str_radix(&rest[..colon], 16) {
            out.push((addr, line.to_string()));
        }
    }
    out
}

/// Sections by name: (type, flags, alignment, entsize, contents) of everything but the symbol,
/// string, relocation and address-significance tables (compared separately, by meaning).
pub fn sections(co: &CodeObject, data: &[u8]) -> BTreeMap<String, (u32, u64, u64, u64, Vec<u8>)> {
    let mut m = BTreeMap::new();
    for s in &co.elf.sections {
        if s.index == 0 || matches!(s.sh_type, 2 | 3 | 4 | 9 | 11 | 0x6fff_4c03) {
            continue;
        }
        let bytes = if s.sh_type == 8 {
            Vec::new()
        } else {
            data[s.offset as usize..(s.offset + s.size) as usize].to_vec()
        };
        m.insert(s.name.clone(), (s.sh_type, s.flags, s.addralign, s.entsize, bytes));
    }
    m
}

pub fn section_name(co: &CodeObject, shndx: u16) -> String {
    match shndx {
        0 => "UND".into(),
        0xff00.. => format!("special {shndx:#x}"),
        i => co.elf.sections.get(usize::from(i)).map_or(format!("bad {i}"), |s| s.name.clone()),
    }
}

/// Relocations as (patched section, offset, type, symbol or section name, addend), sorted.
pub fn relocations(co: &CodeObject) -> Vec<(String, u64, u32, String, i64)> {
    let mut v = Vec::new();
    for rs in &co.elf.relocation_sections {
        let syms = co.elf.symbol_tables.iter().find(|t| t.section == rs.symtab);
        let target = co.elf.sections.get(rs.target as usize).map_or(String::new(), |s| s.name.clone());
        for r in &rs.relocations {
            let sym = syms.and_then(|t| t.symbols.get(r.symbol as usize)).map_or(String::new(), |s| {
                if s.kind == 3 { section_name(co, s.shndx) } else { s.name.clone() }
            });
            v.push((target.clone(), r.offset, r.r_type, sym, r.addend.unwrap_or(0)));
        }
    }
    v.sort();
    v
}
