//! Round trips through LLVM 19 (ignored by default; run with `--ignored`):
//!
//! * relocatable objects: disassemble, assemble with llvm-mc-19, and compare section contents,
//!   flags and alignment, symbols, relocations and the metadata note with the original;
//! * linked objects: disassemble, assemble, link with ld.lld-19, disassemble again: the two
//!   sources are identical and so are all allocated sections;
//! * the same for fresh clang-19 objects of every processor the ISA layer covers;
//! * `bless_objdump`: re-makes the committed llvm-objdump-19 listings the golden test compares
//!   against.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use amdgpu_disasm::{DisasmOptions, disassemble, disassemble_full};
use amdgpu_elf::CodeObject;
use amdgpu_testkit::oracle::{NEEDS_LLVM19, require_tool, tool_version};

/// The `LLVM version x.y.z` of a tool; Debian builds print `Debian LLVM version`, which
/// `tool_version` does not find, so look for the phrase anywhere in the output.
fn llvm_version(tool: &str) -> String {
    if let Some(v) = tool_version(tool) {
        return v;
    }
    let out = run(Command::new(tool).arg("--version"));
    let line = out.lines().find(|l| l.contains("LLVM version")).expect("a version line");
    line[line.find("LLVM version").unwrap()..].trim().to_string()
}
use common::*;

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && !stderr.contains("error"), "{cmd:?} failed:\n{stderr}");
    assert!(!stderr.contains("warning"), "{cmd:?} warned:\n{stderr}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn tmp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("amdgpu-disasm-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The llvm-mc triple and processor of an object.
fn triple_cpu(data: &[u8]) -> (String, String) {
    use amdgpu_target::target_id::Os;
    let co = amdgpu_elf::read(data).unwrap();
    let triple = match co.os {
        Some(Os::Amdpal) => "amdgcn-amd-amdpal",
        Some(Os::Mesa3d) => "amdgcn-mesa-mesa3d",
        _ => "amdgcn-amd-amdhsa",
    };
    let cpu = co.flags.as_ref().ok().and_then(|f| f.processor).expect("processor").name;
    (triple.to_string(), cpu.to_string())
}

fn assemble(src: &str, data: &[u8], dir: &Path, stem: &str) -> Vec<u8> {
    let (triple, cpu) = triple_cpu(data);
    let s = dir.join(format!("{stem}.s"));
    let o = dir.join(format!("{stem}.o"));
    std::fs::write(&s, src).unwrap();
    run(Command::new("llvm-mc-19")
        .args([&format!("-triple={triple}"), &format!("-mcpu={cpu}"), "-filetype=obj", "-o"])
        .arg(&o)
        .arg(&s));
    std::fs::read(&o).unwrap()
}

fn link(obj: &[u8], dir: &Path, stem: &str) -> Vec<u8> {
    let o = dir.join(format!("{stem}.link-in.o"));
    let h = dir.join(format!("{stem}.hsaco"));
    std::fs::write(&o, obj).unwrap();
    run(Command::new("ld.lld-19").arg("-shared").arg(&o).arg("-o").arg(&h));
    std::fs::read(&h).unwrap()
}

/// Symbols as (name, value, size, type, bind, visibility, section name), in table order.
fn symbols(co: &CodeObject) -> Vec<(String, u64, u64, u8, u8, u8, String)> {
    co.symbols()
        .iter()
        .filter(|s| s.index != 0 && s.kind != 3)
        .map(|s| (s.name.clone(), s.value, s.size, s.kind, s.bind, s.other & 3, section_name(co, s.shndx)))
        .collect()
}

fn metadata_note(co: &CodeObject) -> Option<Vec<u8>> {
    co.elf.notes.iter().find(|n| n.n_type == amdgpu_elf::consts::NT_AMDGPU_METADATA).map(|n| n.desc.clone())
}

/// Disassembles a relocatable object, reassembles it, and compares everything that matters.
fn relocatable_round_trip(name: &str, data: &[u8], dir: &Path) -> amdgpu_disasm::Stats {
    let out = disassemble_full(data, &DisasmOptions::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
    let back = assemble(&out.text, data, dir, name);
    let (a, b) = (amdgpu_elf::read(data).unwrap(), amdgpu_elf::read(&back).unwrap());
    let (sa, sb) = (sections(&a, data), sections(&b, &back));
    assert_eq!(sa.keys().collect::<Vec<_>>(), sb.keys().collect::<Vec<_>>(), "{name}: section names");
    for (k, v) in &sa {
        assert_eq!(v, &sb[k], "{name}: section {k}");
    }
    assert_eq!(symbols(&a), symbols(&b), "{name}: symbols");
    assert_eq!(relocations(&a), relocations(&b), "{name}: relocations");
    assert_eq!(metadata_note(&a), metadata_note(&b), "{name}: metadata");
    assert_eq!(a.elf.header.e_flags, b.elf.header.e_flags, "{name}: e_flags");
    assert_eq!(a.elf.header.abi_version, b.elf.header.abi_version, "{name}: ABI version");
    out.stats
}

/// Disassembles a linked object, reassembles and relinks it, disassembles again.
fn linked_round_trip(name: &str, data: &[u8], dir: &Path) {
    let opts = DisasmOptions::default();
    let first = disassemble(data, &opts).unwrap_or_else(|e| panic!("{name}: {e}"));
    let obj = assemble(&first, data, dir, name);
    let relinked = link(&obj, dir, name);
    let second = disassemble(&relinked, &opts).unwrap();
    assert_eq!(first, second, "{name}: sources differ after assemble + link");
    let (a, b) = (amdgpu_elf::read(data).unwrap(), amdgpu_elf::read(&relinked).unwrap());
    let (sa, sb) = (sections(&a, data), sections(&b, &relinked));
    // A linker's merged sections without an entry size are printed without M/S (docs/0011).
    let unmerge = |v: &(u32, u64, u64, u64, Vec<u8>)| {
        let mut v = v.clone();
        if v.3 == 0 {
            v.1 &= !0x30;
        }
        v
    };
    for (k, v) in sa.iter().filter(|(_, v)| v.1 & 2 != 0) {
        assert_eq!(Some(unmerge(v)), sb.get(k).map(unmerge), "{name}: allocated section {k}");
    }
    assert_eq!(metadata_note(&a), metadata_note(&b), "{name}: metadata");
    let kds = |co: &CodeObject| co.kernels.iter().map(|k| k.descriptor.clone()).collect::<Vec<_>>();
    assert_eq!(kds(&a), kds(&b), "{name}: descriptors");
}

/// Fixtures llvm-mc-19 cannot rebuild: code object V3 target IDs (`gfx900+xnack`) are only
/// accepted by LLVM 14, which in turn lacks LLVM 19's directives; V2 needs LLVM 14 (tested by
/// `v2_round_trip_with_llvm14`).
const NOT_LLVM19: &[&str] = &["v3-gfx900-xnack.o", "v2-gfx803.o"];

#[test]
#[ignore = "needs LLVM 19 (llvm-mc-19); run with --ignored"]
fn fixtures_relocatable_round_trip() {
    require_tool("llvm-mc-19");
    let dir = tmp_dir("rel");
    let mut n = 0;
    for path in fixture_objects().into_iter().filter(|p| p.extension().is_some_and(|e| e == "o")) {
        let name = file_name(&path);
        if NOT_LLVM19.contains(&name.as_str()) {
            continue;
        }
        relocatable_round_trip(&name, &std::fs::read(&path).unwrap(), &dir);
        n += 1;
    }
    assert!(n >= 10);
}

#[test]
#[ignore = "needs LLVM 19 (llvm-mc-19, ld.lld-19); run with --ignored"]
fn fixtures_linked_round_trip() {
    require_tool("llvm-mc-19");
    require_tool("ld.lld-19");
    let dir = tmp_dir("link");
    let mut n = 0;
    for path in fixture_objects().into_iter().filter(|p| p.extension().is_some_and(|e| e == "hsaco")) {
        let name = file_name(&path);
        linked_round_trip(&name, &std::fs::read(&path).unwrap(), &dir);
        n += 1;
    }
    assert!(n >= 3);
}

/// Fresh clang-19 objects of the fixture sources for every processor the ISA layer covers,
/// code object V4 and V5: relocatable and linked round trips, and the decode counts.
#[test]
#[ignore = "needs LLVM 19 (clang-19, llvm-mc-19, ld.lld-19); run with --ignored"]
fn every_processor_round_trips() {
    for t in ["clang-19", "llvm-mc-19", "ld.lld-19"] {
        require_tool(t);
    }
    let dir = tmp_dir("cpus");
    let mut report = String::new();
    let srcs = amdgpu_testkit::corpus::files(&fixtures().join("src"), ".cl");
    assert!(srcs.len() >= 3);
    for cpu in amdgpu_isa::table::PROCESSORS {
        for v in ["4", "5"] {
            for src in &srcs {
                let stem = format!("{}-{cpu}-v{v}", src.file_stem().unwrap().to_string_lossy());
                let o = dir.join(format!("{stem}.clang.o"));
                run(Command::new("clang-19")
                    .args([
                        "-x",
                        "cl",
                        "-cl-std=CL2.0",
                        "-target",
                        "amdgcn-amd-amdhsa",
                        "-nogpulib",
                        "-O2",
                        "-c",
                    ])
                    .arg(format!("-mcpu={cpu}"))
                    .arg(format!("-mcode-object-version={v}"))
                    .arg(src)
                    .arg("-o")
                    .arg(&o));
                let data = std::fs::read(&o).unwrap();
                let stats = relocatable_round_trip(&stem, &data, &dir);
                // The listing equals llvm-objdump-19's (apart from the file-name line), where
                // llvm-objdump-19 can disassemble the processor at all.
                if llvm_disassembles(cpu) {
                    let theirs = run(Command::new("llvm-objdump-19")
                        .current_dir(&dir)
                        .args(["-d", "-r"])
                        .arg(o.file_name().unwrap()));
                    let opts = DisasmOptions {
                        file_name: Some(o.file_name().unwrap().to_string_lossy().into()),
                        ..DisasmOptions::default()
                    };
                    let ours = amdgpu_disasm::listing(&data, &opts).unwrap();
                    assert_eq!(ours, theirs, "{stem}: listing");
                }
                let linked = link(&data, &dir, &format!("{stem}.orig"));
                linked_round_trip(&format!("{stem}.hsaco"), &linked, &dir);
                report.push_str(&format!(
                    "{stem}: {} instructions, {} fallback words\n",
                    stats.instructions, stats.fallback_words
                ));
            }
        }
    }
    eprintln!("{report}");
}

/// Re-makes `tests/golden/*.objdump` (llvm-objdump-19 -d -r of each fixture, with the tool
/// version in the first line). Fails when a committed file differs, unless `BLESS=1`.
#[test]
#[ignore = "needs LLVM 19 (llvm-objdump-19); run with --ignored"]
fn bless_objdump() {
    require_tool("llvm-objdump-19");
    let version = llvm_version("llvm-objdump-19");
    let _ = NEEDS_LLVM19;
    for path in fixture_objects() {
        let name = file_name(&path);
        let text = run(Command::new("llvm-objdump-19").args(["-d", "-r"]).arg(&path));
        // Drop the line that holds the file path.
        let body: String =
            text.lines().filter(|l| !l.contains("file format")).map(|l| format!("{l}\n")).collect();
        let golden = format!("# llvm-objdump-19 -d -r {name} ({version})\n{body}");
        amdgpu_testkit::golden::assert_eq_file(&golden_dir().join(format!("{name}.objdump")), &golden);
    }
}

/// Code object V2 (LLVM 14 is the only V2 writer): disassemble, assemble with LLVM 14's
/// `llvm-mc`, compare as for V3+.
#[test]
#[ignore = "needs LLVM 14 (llvm-mc); run with --ignored"]
fn v2_round_trip_with_llvm14() {
    require_tool("llvm-mc");
    let dir = tmp_dir("v2");
    let path = fixtures().join("v2-gfx803.o");
    let data = std::fs::read(&path).unwrap();
    let out = disassemble_full(&data, &DisasmOptions::default()).unwrap();
    let s = dir.join("v2.s");
    let o = dir.join("v2.o");
    std::fs::write(&s, &out.text).unwrap();
    run(Command::new("llvm-mc")
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx803",
            "--amdhsa-code-object-version=2",
            "-filetype=obj",
            "-o",
        ])
        .arg(&o)
        .arg(&s));
    let back = std::fs::read(&o).unwrap();
    let (a, b) = (amdgpu_elf::read(&data).unwrap(), amdgpu_elf::read(&back).unwrap());
    assert_eq!(sections(&a, &data), sections(&b, &back));
    assert_eq!(symbols(&a), symbols(&b));
    assert_eq!(relocations(&a), relocations(&b));
    let notes = |co: &CodeObject| {
        co.elf.notes.iter().map(|n| (n.name.clone(), n.n_type, n.desc.clone())).collect::<Vec<_>>()
    };
    assert_eq!(notes(&a), notes(&b));
}

/// r600 (ELFCLASS32): the source prints code as data and llvm-mc-19 `-triple=r600` rebuilds
/// the same sections, symbols and `e_flags`.
#[test]
#[ignore = "needs LLVM 19 (llvm-mc-19); run with --ignored"]
fn r600_round_trip_with_llvm_mc() {
    require_tool("llvm-mc-19");
    let dir = tmp_dir("r600");
    let data = std::fs::read(fixtures().join("r600/r600-cypress.o")).unwrap();
    let src = disassemble(&data, &DisasmOptions::default()).unwrap();
    let (s, o) = (dir.join("r600.s"), dir.join("r600.o"));
    std::fs::write(&s, &src).unwrap();
    run(Command::new("llvm-mc-19")
        .args(["-triple=r600", "-mcpu=cypress", "-filetype=obj", "-o"])
        .arg(&o)
        .arg(&s));
    let back = std::fs::read(&o).unwrap();
    let (a, b) = (amdgpu_elf::read(&data).unwrap(), amdgpu_elf::read(&back).unwrap());
    assert_eq!(sections(&a, &data), sections(&b, &back));
    assert_eq!(symbols(&a), symbols(&b));
    assert_eq!(relocations(&a), relocations(&b));
    assert_eq!(a.elf.header.e_flags, b.elf.header.e_flags);
}

/// The `.text` part of a source, from its `.section` line to the next `.section`.
fn text_part(src: &str) -> String {
    let start = src.find("\t.section\t.text,").expect(".text section");
    let rest = &src[start + 1..];
    let end = rest.find("\t.section").map_or(rest.len(), |e| e);
    rest[..end].to_string()
}

/// Linked objects rebuild correctly when the linker lays things out differently: 4 KiB of
/// read-only data inserted before everything moves `.text` and the data, and the relinked
/// code disassembles to the same `.text` source (PC-relative references printed against
/// symbols and section labels, so they follow their targets).
#[test]
#[ignore = "needs LLVM 19 (llvm-mc-19, ld.lld-19); run with --ignored"]
fn linked_code_survives_layout_change() {
    require_tool("llvm-mc-19");
    require_tool("ld.lld-19");
    let dir = tmp_dir("layout");
    let opts = DisasmOptions { comments: false, ..DisasmOptions::default() };
    for name in ["calls-gfx900-v5.hsaco", "globals-gfx900-v5.hsaco", "branches-gfx906-v5.hsaco"] {
        let data = std::fs::read(fixtures().join(name)).unwrap();
        let src = disassemble(&data, &opts).unwrap();
        assert!(src.contains("@rel32@lo+"), "{name}: has PC-relative references");
        let at = src.find("\t.section").unwrap();
        let padded = format!(
            "{}\t.section\t.rodata.pad,\"a\",@progbits\npad:\n\t.zero 4096\n{}",
            &src[..at],
            &src[at..]
        );
        let relinked = link(&assemble(&padded, &data, &dir, name), &dir, &format!("{name}.padded"));
        let text_addr = |d: &[u8]| {
            let co = amdgpu_elf::read(d).unwrap();
            co.elf.sections.iter().find(|s| s.name == ".text").unwrap().addr
        };
        assert_ne!(text_addr(&data), text_addr(&relinked), "{name}: the layout changed");
        let again = disassemble(&relinked, &opts).unwrap();
        assert_eq!(text_part(&src), text_part(&again), "{name}: code after relinking");
    }
}
