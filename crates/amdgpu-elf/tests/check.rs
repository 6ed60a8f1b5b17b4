//! `amdgpu check`: one test per rule, each on a fixture or a fixture patched to break exactly
//! that rule, plus clean objects that must pass.

mod common;

use amdgpu_elf::check::{Finding, Severity, check};
use amdgpu_elf::{CodeObject, read};

fn fixture(name: &str) -> Vec<u8> {
    common::read_fixture(name)
}

fn findings(data: &[u8]) -> Vec<Finding> {
    check(&read(data).unwrap())
}

fn rules(f: &[Finding]) -> Vec<&'static str> {
    let mut r: Vec<_> = f.iter().map(|x| x.rule).collect();
    r.dedup();
    r
}

/// Patches `data` and returns the findings; `f` gets the parsed original for offsets.
fn patched(name: &str, f: impl FnOnce(&mut Vec<u8>, &CodeObject)) -> Vec<Finding> {
    let mut data = fixture(name);
    let co = read(&data).unwrap();
    f(&mut data, &co);
    findings(&data)
}

/// Replaces the first occurrence of `from` inside the metadata note with `to` (same length).
fn patch_metadata(data: &mut [u8], co: &CodeObject, from: &[u8], to: &[u8]) {
    assert_eq!(from.len(), to.len());
    let n = co.elf.notes.iter().find(|n| n.n_type == 32).unwrap();
    let start = n.desc_offset as usize;
    let desc = &data[start..start + n.desc.len()];
    let i = desc
        .windows(from.len())
        .position(|w| w == from)
        .unwrap_or_else(|| panic!("{from:x?} not in metadata"));
    data[start + i..start + i + to.len()].copy_from_slice(to);
}

fn kd_offset(co: &CodeObject, kernel: &str) -> usize {
    co.kernels.iter().find(|k| k.name == kernel).unwrap().descriptor.as_ref().unwrap().file_offset as usize
}

fn has(f: &[Finding], rule: &str) -> bool {
    f.iter().any(|x| x.rule == rule)
}

#[test]
fn linked_clang_objects_are_clean() {
    for name in ["k-gfx900-v4.hsaco", "k-gfx900-v5.hsaco"] {
        let f = findings(&fixture(name));
        assert!(f.is_empty(), "{name}: {f:#?}");
    }
}

#[test]
fn elf_class() {
    assert!(has(&findings(&fixture("r600-cypress.o")), "elf-class"));
}

#[test]
fn os_abi() {
    assert!(has(&findings(&fixture("pal-gfx1030.o")), "os-abi"));
}

#[test]
fn file_type() {
    let f = findings(&fixture("k-gfx900-v5.o"));
    assert_eq!(rules(&f), ["file-type"], "{f:#?}");
}

#[test]
fn e_flags() {
    // MACH 0x0fe is not a processor.
    let f = patched("k-gfx900-v5.hsaco", |d, _| d[48] = 0xfe);
    assert!(has(&f, "e-flags"), "{f:#?}");
}

#[test]
fn metadata_note() {
    let f = patched("k-gfx900-v5.hsaco", |d, co| {
        let n = co.elf.notes[0].offset as usize;
        d[n + 8] = 33;
    });
    assert!(has(&f, "metadata-note"), "{f:#?}");
}

#[test]
fn metadata_schema() {
    let f = patched("k-gfx900-v5.hsaco", |d, co| patch_metadata(d, co, b"\xa7.symbol", b"\xa7.symbox"));
    assert!(has(&f, "metadata-schema"), "{f:#?}");
}

#[test]
fn metadata_version() {
    let f = patched("k-gfx900-v5.hsaco", |d, co| {
        patch_metadata(d, co, b"version\x92\x01\x02", b"version\x92\x01\x01")
    });
    assert_eq!(rules(&f), ["metadata-version"], "{f:#?}");
}

#[test]
fn metadata_lint() {
    // The last argument of `add` (offset 20) moved to 127, past the 24-byte kernarg segment.
    let f =
        patched("k-gfx900-v5.hsaco", |d, co| patch_metadata(d, co, b"\xa7.offset\x14", b"\xa7.offset\x7f"));
    assert_eq!(rules(&f), ["metadata-lint"], "{f:#?}");
    assert!(f.iter().all(|x| x.severity == Severity::Warning));
}

#[test]
fn target_id() {
    let f = patched("k-gfx900-v5.hsaco", |d, co| patch_metadata(d, co, b"--gfx900", b"--gfx906"));
    assert_eq!(rules(&f), ["target-id"], "{f:#?}");
}

#[test]
fn kernel_descriptor() {
    let f = patched("k-gfx900-v5.hsaco", |d, co| patch_metadata(d, co, b"add.kd", b"add.kx"));
    assert_eq!(rules(&f), ["kernel-descriptor"], "{f:#?}");
}

#[test]
fn descriptor_fields() {
    let f = patched("k-gfx900-v5.hsaco", |d, co| {
        let kd = kd_offset(co, "add");
        d[kd + 12] = 1;
    });
    assert_eq!(rules(&f), ["descriptor-fields"], "{f:#?}");
}

#[test]
fn entry_point() {
    let f = patched("k-gfx900-v5.hsaco", |d, co| {
        let kd = kd_offset(co, "add");
        d[kd + 16] = d[kd + 16].wrapping_add(4);
    });
    assert!(has(&f, "entry-point"), "{f:#?}");
}

#[test]
fn descriptor_metadata() {
    let f = patched("k-gfx900-v5.hsaco", |d, co| {
        let kd = kd_offset(co, "fill");
        d[kd] = 16;
    });
    assert_eq!(rules(&f), ["descriptor-metadata"], "{f:#?}");
}

#[test]
fn register_counts() {
    let f = patched("k-gfx900-v5.hsaco", |d, co| {
        patch_metadata(d, co, b"\xab.sgpr_count\x0c", b"\xab.sgpr_count\x7f")
    });
    assert_eq!(rules(&f), ["register-counts"], "{f:#?}");
}

#[test]
fn dynamic_relocations() {
    // A relocatable object relabelled ET_DYN still has its static R_AMDGPU_REL64.
    let f = patched("v3-gfx900-xnack.o", |d, _| d[16] = 3);
    assert!(has(&f, "dynamic-relocations"), "{f:#?}");
}

#[test]
fn undefined_symbols() {
    let f = patched("k-gfx900-v5.hsaco", |d, co| {
        let dynsym = co.elf.sections.iter().find(|s| s.name == ".dynsym").unwrap();
        // Symbol 1's st_shndx (Elf64_Sym: name 4, info 1, other 1, shndx 2).
        let at = dynsym.offset as usize + 24 + 6;
        d[at] = 0;
        d[at + 1] = 0;
    });
    assert!(has(&f, "undefined-symbols"), "{f:#?}");
}

#[test]
fn note_segment() {
    let f = patched("k-gfx900-v5.hsaco", |d, co| {
        // Turn the PT_NOTE program header (the last one) into PT_NULL.
        let phoff = co.elf.header.e_phoff as usize;
        let i = co.elf.segments.iter().position(|p| p.p_type == 4).unwrap();
        d[phoff + 56 * i..phoff + 56 * i + 4].copy_from_slice(&0u32.to_le_bytes());
    });
    assert_eq!(rules(&f), ["note-segment"], "{f:#?}");
}
