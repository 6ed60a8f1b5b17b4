//! Every fixture object (tests/fixtures, made by clang-19 / llvm-mc-19 / LLVM 14's llvm-mc; see
//! tests/fixtures/README.md): inspect output against committed goldens (`BLESS=1` rewrites
//! them), the metadata against llvm-readobj-19's independent decoding (committed in
//! tests/fixtures/readobj/, re-made by the ignored oracle test with `BLESS=1`), and exact
//! metadata round trips.

mod common;

use std::path::{Path, PathBuf};

use amdgpu_elf::{Metadata, inspect, read};
use amdgpu_metadata::{json, msgpack, v2, v3};
use amdgpu_testkit::golden;

fn fixtures() -> Vec<PathBuf> {
    let v = common::fixtures();
    assert!(v.len() >= 10, "fixtures missing: {v:?}");
    v
}

fn name(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

#[test]
fn inspect_output_matches_goldens() {
    for f in fixtures() {
        let data = std::fs::read(&f).unwrap();
        let co = read(&data).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let dir = f.parent().unwrap().join("golden");
        golden::assert_eq_file(&dir.join(format!("{}.txt", name(&f))), &inspect::to_text(&co));
        let j = serde_json::to_string_pretty(&inspect::to_json(&co)).unwrap() + "\n";
        golden::assert_eq_file(&dir.join(format!("{}.json", name(&f))), &j);
    }
}

/// The metadata llvm-readobj-19 printed for a fixture (YAML text inside its JSON output).
pub fn readobj_metadata(f: &Path) -> Option<(String, String)> {
    let path = f.parent().unwrap().join("readobj").join(format!("{}.json", name(f)));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let body = text.split_once('\n').expect("header line").1;
    let j: serde_json::Value = serde_json::from_str(body).unwrap();
    let notes = j[0]["NoteSections"].as_array()?;
    for sec in notes {
        for n in sec["NoteSection"]["Notes"].as_array().into_iter().flatten() {
            if let Some(y) = n["AMDGPU Metadata"].as_str() {
                return Some(("msgpack".into(), y.to_string()));
            }
            if let Some(y) = n["AMD HSA Metadata"].as_str() {
                return Some(("yaml".into(), y.to_string()));
            }
        }
    }
    None
}

#[test]
fn metadata_equals_llvm_readobj_decoding() {
    let mut compared = 0;
    for f in fixtures() {
        let data = std::fs::read(&f).unwrap();
        let co = read(&data).unwrap();
        let theirs = readobj_metadata(&f);
        match (&co.metadata, theirs) {
            (None, None) => {}
            (Some(Metadata::MsgPack { value, .. }), Some((kind, yaml))) => {
                assert_eq!(kind, "msgpack", "{}", f.display());
                // llvm-readobj prints the MessagePack document as YAML; read it back with
                // llvm-mc's typing and compare as JSON (maps as objects).
                let parsed =
                    amdgpu_metadata::yaml::parse(&yaml).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
                assert_eq!(json::to_json(value), json::to_json(&parsed.value), "{}", f.display());
                let ours = inspect::to_json(&co);
                assert_eq!(ours["metadata"], json::to_json(&parsed.value), "{}", f.display());
                compared += 1;
            }
            (Some(Metadata::Yaml { text, .. }), Some((kind, yaml))) => {
                assert_eq!(kind, "yaml", "{}", f.display());
                assert_eq!(text.trim_end(), yaml.trim_end(), "{}", f.display());
                compared += 1;
            }
            (ours, theirs) => panic!("{}: ours {ours:?}, llvm-readobj {theirs:?}", f.display()),
        }
    }
    assert!(compared >= 9, "only {compared} fixtures had metadata");
}

#[test]
fn v2_notes_equal_llvm_readobj_decoding() {
    let mut compared = 0;
    for f in fixtures() {
        let co = read(&std::fs::read(&f).unwrap()).unwrap();
        let path = f.parent().unwrap().join("readobj").join(format!("{}.json", name(&f)));
        let text = std::fs::read_to_string(&path).unwrap();
        let j: serde_json::Value = serde_json::from_str(text.split_once('\n').unwrap().1).unwrap();
        let theirs: Vec<&serde_json::Value> = j[0]["NoteSections"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|s| s["NoteSection"]["Notes"].as_array().into_iter().flatten())
            .collect();
        assert_eq!(theirs.len(), co.elf.notes.len(), "{}", f.display());
        for (n, t) in co.elf.notes.iter().zip(theirs) {
            assert_eq!(t["Owner"].as_str(), Some(n.name.as_str()));
            let expected = match n.v2_value() {
                Some(amdgpu_elf::V2Note::CodeObjectVersion(a, b)) => {
                    (t["AMD HSA Code Object Version"].as_str(), format!("[Major: {a}, Minor: {b}]"))
                }
                Some(amdgpu_elf::V2Note::IsaVersion { vendor, arch, major, minor, stepping }) => (
                    t["AMD HSA ISA Version"].as_str(),
                    format!(
                        "[Vendor: {vendor}, Architecture: {arch}, Major: {major}, Minor: {minor}, Stepping: {stepping}]"
                    ),
                ),
                Some(amdgpu_elf::V2Note::IsaName(s)) => (t["AMD HSA ISA Name"].as_str(), s),
                None => continue,
            };
            assert_eq!(expected.0, Some(expected.1.as_str()), "{}", f.display());
            compared += 1;
        }
    }
    assert!(compared >= 4, "{compared}");
}

#[test]
fn metadata_round_trips_exactly() {
    for f in fixtures() {
        let data = std::fs::read(&f).unwrap();
        let co = read(&data).unwrap();
        match &co.metadata {
            Some(Metadata::MsgPack { note, value, typed }) => {
                let bytes = &co.elf.notes[*note].desc;
                assert_eq!(&msgpack::encode(value), bytes, "{}: encode(decode(bytes))", f.display());
                if let Ok(m) = typed {
                    assert_eq!(&m.encode(), bytes, "{}: typed model re-encoding", f.display());
                    assert_eq!(&v3::Metadata::from_value(&m.to_value()).unwrap(), m, "{}", f.display());
                } else {
                    assert!(name(&f).starts_with("pal"), "{}: {typed:?}", f.display());
                }
                // JSON -> MessagePack gives the same bytes for string-keyed documents.
                if !name(&f).starts_with("pal") {
                    assert_eq!(
                        &msgpack::encode(&json::from_json(&json::to_json(value))),
                        bytes,
                        "{}",
                        f.display()
                    );
                }
            }
            Some(Metadata::Yaml { text, typed, .. }) => {
                let m = typed.as_ref().unwrap();
                assert_eq!(&m.to_yaml(), text, "{}: V2 YAML re-written", f.display());
                assert_eq!(&v2::Metadata::parse(&m.to_yaml()).unwrap(), m);
            }
            None => {}
        }
    }
}

#[test]
fn kernels_are_found_with_entries_and_metadata() {
    let dir = common::fixture_dir();
    let co = read(&std::fs::read(dir.join("k-gfx900-v5.hsaco")).unwrap()).unwrap();
    let names: Vec<_> = co.kernels.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(names, ["add", "fill"]);
    for k in &co.kernels {
        let d = k.descriptor.as_ref().unwrap();
        assert_eq!(k.entry, Some(d.address.wrapping_add_signed(d.value.kernel_code_entry_byte_offset)));
        assert_eq!(k.entry_symbol.as_deref(), Some(k.name.as_str()));
        assert!(k.metadata_index.is_some());
    }
    // Relocatable V3: the entry comes from the R_AMDGPU_REL64 at kd+16.
    let co = read(&std::fs::read(dir.join("v3-gfx900-xnack.o")).unwrap()).unwrap();
    assert_eq!(co.version.map(|v| v.number()), Some(3));
    assert_eq!(co.kernels[0].entry_symbol.as_deref(), Some("hello_world"));
    // V3 spells features the old way.
    assert_eq!(co.target_id().as_deref(), Some("amdgcn-amd-amdhsa--gfx900+xnack"));
    // V2: the STT_AMDGPU_HSA_KERNEL symbol and its amd_kernel_code_t.
    let co = read(&std::fs::read(dir.join("v2-gfx803.o")).unwrap()).unwrap();
    assert_eq!(co.version.map(|v| v.number()), Some(2));
    let k = &co.kernels[0];
    assert_eq!(k.kernel_code.as_ref().unwrap().value.get("kernel_code_entry_byte_offset"), Some(256));
    assert_eq!(k.entry, Some(256));
    assert_eq!(co.target_id().as_deref(), Some("amdgcn-amd-amdhsa--gfx803"));
    // Mesa3D: OS ABI 66, a V2-style kernel, the target from the ISA-name note.
    let co = read(&std::fs::read(dir.join("mesa-gfx803.o")).unwrap()).unwrap();
    assert_eq!(co.os, Some(amdgpu_target::target_id::Os::Mesa3d));
    assert_eq!(co.kernels[0].entry, Some(256));
    assert!(co.kernels[0].kernel_code.is_some());
    assert_eq!(co.target_id().as_deref(), Some("amdgcn-mesa-mesa3d--gfx803"));
    // V6 generic target, linked: dynamic RELATIVE64 relocations.
    let co = read(&std::fs::read(dir.join("globals-gfx9-generic-v6.hsaco")).unwrap()).unwrap();
    let flags = co.flags.as_ref().unwrap();
    assert_eq!((flags.processor.unwrap().name, flags.generic_version), ("gfx9-generic", 1));
    let dynrel =
        co.elf.relocation_sections.iter().find(|r| co.elf.sections[r.section as usize].name == ".rela.dyn");
    assert!(dynrel.unwrap().relocations.iter().all(|r| r.r_type == 13 && r.symbol == 0));
    // r600: ELFCLASS32.
    let co = read(&std::fs::read(dir.join("r600-cypress.o")).unwrap()).unwrap();
    assert_eq!(co.elf.header.class, amdgpu_elf::Class::Elf32);
    assert_eq!(co.flags.as_ref().unwrap().processor.unwrap().name, "cypress");
}

#[test]
fn notes_come_from_pt_note_when_section_headers_are_stripped() {
    let dir = common::fixture_dir();
    let mut d = std::fs::read(dir.join("k-gfx900-v5.hsaco")).unwrap();
    d[0x28..0x30].copy_from_slice(&0u64.to_le_bytes()); // e_shoff
    d[0x3c..0x3e].copy_from_slice(&0u16.to_le_bytes()); // e_shnum
    d[0x3e..0x40].copy_from_slice(&0u16.to_le_bytes()); // e_shstrndx
    let co = read(&d).unwrap();
    assert!(co.elf.sections.is_empty());
    assert_eq!(co.elf.notes.len(), 1);
    let Some(Metadata::MsgPack { typed: Ok(m), .. }) = &co.metadata else { panic!("{:?}", co.metadata) };
    assert_eq!(m.kernels.len(), 2);
}
