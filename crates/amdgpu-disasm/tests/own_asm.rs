//! Round trip through our own assembler (`amdgpu-asm`), no LLVM needed: whenever
//! `amdgpu_asm::assemble_str` accepts the source of a relocatable fixture, the object it makes
//! has the same sections, symbols (in order), relocations and notes as the fixture. Sources it
//! rejects (features the assembler does not have yet) are listed on stderr; at least five
//! fixtures must rebuild (the clang-19 kernels without relocations in code did when this was
//! written).

mod common;

use amdgpu_disasm::{DisasmOptions, disassemble};
use amdgpu_elf::CodeObject;
use common::*;

/// Symbols with their raw section index: stricter than the oracle test's section names, since
/// our assembler must also keep the section order.
fn symbols(co: &CodeObject) -> Vec<(String, u64, u64, u8, u8, u8, u16)> {
    co.symbols()
        .iter()
        .filter(|s| s.index != 0 && s.kind != 3)
        .map(|s| (s.name.clone(), s.value, s.size, s.kind, s.bind, s.other & 3, s.shndx))
        .collect()
}

/// The assembler options that rebuild `co`.
fn asm_options(co: &CodeObject) -> amdgpu_asm::AsmOptions {
    amdgpu_asm::AsmOptions {
        mcpu: co.flags.as_ref().ok().and_then(|f| f.processor).unwrap().name.to_string(),
        triple: match co.os {
            Some(amdgpu_target::target_id::Os::Amdpal) => "amdgcn-amd-amdpal".into(),
            Some(amdgpu_target::target_id::Os::Mesa3d) => "amdgcn-mesa-mesa3d".into(),
            _ => "amdgcn-amd-amdhsa".into(),
        },
        code_object_version: co.version.map(|v| v.number() as u32).filter(|n| *n <= 3),
        ..amdgpu_asm::AsmOptions::default()
    }
}

#[test]
fn relocatable_fixtures_rebuild_with_amdgpu_asm() {
    let mut report = String::new();
    for path in fixture_objects().into_iter().filter(|p| p.extension().is_some_and(|e| e == "o")) {
        let name = file_name(&path);
        let data = std::fs::read(&path).unwrap();
        let co = amdgpu_elf::read(&data).unwrap();
        let src = disassemble(&data, &DisasmOptions::default()).unwrap();
        let out = match amdgpu_asm::assemble_str(&src, &asm_options(&co)) {
            Ok(o) => o,
            Err(d) => {
                report.push_str(&format!("{name}: rejected: {}\n", d.render().lines().next().unwrap_or("")));
                continue;
            }
        };
        let back = amdgpu_elf::read(&out.object).unwrap();
        let mut diffs = Vec::new();
        if sections(&co, &data) != sections(&back, &out.object) {
            diffs.push("sections");
        }
        if symbols(&co) != symbols(&back) {
            diffs.push("symbols");
        }
        if relocations(&co) != relocations(&back) {
            diffs.push("relocations");
        }
        let note =
            |c: &CodeObject| c.elf.notes.iter().map(|n| (n.n_type, n.desc.clone())).collect::<Vec<_>>();
        if note(&co) != note(&back) {
            diffs.push("notes");
        }
        if diffs.is_empty() {
            report.push_str(&format!("{name}: identical\n"));
        } else {
            report.push_str(&format!("{name}: differs in {}\n", diffs.join(", ")));
        }
    }
    eprintln!("{report}");
    assert!(
        !report.contains("differs"),
        "amdgpu-asm accepted the source but built another object:\n{report}"
    );
    assert!(report.matches(": identical").count() >= 5, "{report}");
}

/// The linker identification in a linked object's `.comment` (`Linker: LLD 19.1.7`).
fn linker_comment(co: &CodeObject, data: &[u8]) -> String {
    let sec = co.elf.sections.iter().find(|s| s.name == ".comment").expect(".comment");
    let bytes = &data[sec.offset as usize..(sec.offset + sec.size) as usize];
    let text = String::from_utf8_lossy(bytes);
    text.split('\0').find(|s| s.starts_with("Linker:")).expect("a linker identification").to_string()
}

/// Issue 7's linked round trip through our own tools only: disassemble an ld.lld-19 output,
/// assemble the source with amdgpu-asm, link with amdgpu-link, disassemble again. The two sources
/// are identical (so are the code bytes: the layout does not change), and so are the kernel
/// descriptors and the metadata. The linker is given lld's identification string for `.comment`,
/// the one part of the output that names the tool.
#[test]
fn linked_fixtures_round_trip_through_amdgpu_asm_and_link() {
    let mut checked = 0;
    for path in fixture_objects().into_iter().filter(|p| p.extension().is_some_and(|e| e == "hsaco")) {
        let name = file_name(&path);
        let data = std::fs::read(&path).unwrap();
        let co = amdgpu_elf::read(&data).unwrap();
        let src = disassemble(&data, &DisasmOptions::default()).unwrap();
        let obj = amdgpu_asm::assemble_str(&src, &asm_options(&co))
            .unwrap_or_else(|d| panic!("{name}: amdgpu-asm rejected the disassembly:\n{}", d.render()));
        let opts = amdgpu_link::LinkOptions { comment: linker_comment(&co, &data), ..Default::default() };
        let linked = amdgpu_link::link(&[("rebuilt.o", &obj.object)], &opts)
            .unwrap_or_else(|e| panic!("{name}: amdgpu-link failed: {e}"));
        let again = disassemble(&linked, &DisasmOptions::default()).unwrap();
        if src != again {
            let diff = amdgpu_testkit::golden::first_difference(&src, &again);
            panic!("{name}: the second disassembly differs:\n{diff}");
        }
        let back = amdgpu_elf::read(&linked).unwrap();
        let descriptors = |c: &CodeObject| {
            c.kernels
                .iter()
                .map(|k| (k.name.clone(), k.descriptor.as_ref().map(|d| d.value)))
                .collect::<Vec<_>>()
        };
        assert_eq!(descriptors(&co), descriptors(&back), "{name}: kernel descriptors");
        let note =
            |c: &CodeObject| c.elf.notes.iter().map(|n| (n.n_type, n.desc.clone())).collect::<Vec<_>>();
        assert_eq!(note(&co), note(&back), "{name}: notes (metadata)");
        let text = |c: &CodeObject, d: &[u8]| sections(c, d).remove(".text");
        assert_eq!(text(&co, &data), text(&back, &linked), "{name}: .text");
        checked += 1;
    }
    assert!(checked >= 5, "only {checked} linked fixtures");
}
