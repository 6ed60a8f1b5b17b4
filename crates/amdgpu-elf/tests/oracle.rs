//! Oracle tests (need LLVM 19): llvm-readobj-19's note decoding of every fixture must match the
//! committed copy in tests/fixtures/readobj/ (`BLESS=1` rewrites the copies), and llvm-readelf-19
//! must agree with our symbol and section counts.

mod common;

use std::path::Path;
use std::process::Command;

use amdgpu_testkit::{golden, oracle};

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn readobj_notes_match_committed_copies() {
    oracle::require_tool("llvm-readobj-19");
    let version =
        oracle::tool_version("llvm-readobj-19").expect("llvm-readobj-19 --version names its LLVM version");
    for f in common::fixtures() {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let out = Command::new("llvm-readobj-19")
            .args(["--notes", "--elf-output-style=JSON"])
            .arg(&name)
            .current_dir(f.parent().unwrap())
            .output()
            .unwrap();
        assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
        let text = format!(
            "# llvm-readobj-19 --notes --elf-output-style=JSON {name} ({version})\n{}\n",
            String::from_utf8_lossy(&out.stdout).trim_end()
        );
        golden::assert_eq_file(&f.parent().unwrap().join("readobj").join(format!("{name}.json")), &text);
    }
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn readelf_agrees_on_sections_symbols_and_relocations() {
    oracle::require_tool("llvm-readelf-19");
    for f in common::fixtures() {
        let co = amdgpu_elf::read(&std::fs::read(&f).unwrap()).unwrap();
        let out = Command::new("llvm-readobj-19")
            .args(["-S", "-s", "-r", "--elf-output-style=JSON"])
            .arg(&f)
            .output()
            .unwrap();
        let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let sections = j[0]["Sections"].as_array().map_or(0, Vec::len);
        assert_eq!(sections, co.elf.sections.len(), "{}", f.display());
        let symbols = j[0]["Symbols"].as_array().map_or(0, Vec::len);
        let ours = co
            .elf
            .symbol_tables
            .iter()
            .find(|t| co.elf.sections[t.section as usize].name == ".symtab")
            .map_or(0, |t| t.symbols.len());
        assert_eq!(symbols, ours, "{}", f.display());
        let relocs: usize = j[0]["Relocations"]
            .as_array()
            .map_or(0, |a| a.iter().map(|s| s["Relocs"].as_array().map_or(0, Vec::len)).sum());
        let ours: usize = co.elf.relocation_sections.iter().map(|r| r.relocations.len()).sum();
        assert_eq!(relocs, ours, "{}", f.display());
    }
}

/// Runs a command, failing the test with its stderr when it fails.
fn run(cmd: &mut Command) {
    let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    assert!(out.status.success(), "{cmd:?}: {}", String::from_utf8_lossy(&out.stderr));
}

/// Issue 6 acceptance: for freshly built objects (clang-19 V4-V6, linked with ld.lld-19, and
/// LLVM 14's llvm-mc V2/V3), `amdgpu inspect --json`'s metadata equals llvm-readobj-19's
/// independent decoding of the note.
#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh) and LLVM 14's llvm-mc; run with --ignored"]
fn fresh_objects_metadata_matches_llvm_readobj() {
    for t in ["clang-19", "ld.lld-19", "llvm-readobj-19", "llvm-mc"] {
        oracle::require_tool(t);
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/src");
    let tmp = std::env::temp_dir().join(format!("amdgpu-elf-acceptance-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut files = Vec::new();
    for v in [4, 5, 6] {
        for (cl, cpu) in [("k.cl", "gfx900"), ("hidden.cl", "gfx90a"), ("printf.cl", "gfx1030")] {
            let o = tmp.join(format!("{cl}-{cpu}-v{v}.o"));
            run(Command::new("clang-19")
                .args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-O2", "-c"])
                .arg(format!("-mcpu={cpu}"))
                .arg(format!("-mcode-object-version={v}"))
                .arg(src.join(cl))
                .arg("-o")
                .arg(&o));
            let so = o.with_extension("hsaco");
            run(Command::new("ld.lld-19").arg("-shared").arg(&o).arg("-o").arg(&so));
            files.push(o);
            files.push(so);
        }
    }
    for (s, v, cpu) in [("v2.s", "2", "gfx803"), ("v3.s", "3", "gfx900")] {
        let o = tmp.join(format!("{s}.o"));
        run(Command::new("llvm-mc")
            .args(["-triple=amdgcn-amd-amdhsa", "-filetype=obj"])
            .arg(format!("-mcpu={cpu}"))
            .arg(format!("--amdhsa-code-object-version={v}"))
            .arg(src.join(s))
            .arg("-o")
            .arg(&o));
        files.push(o);
    }
    for f in &files {
        let co =
            amdgpu_elf::read(&std::fs::read(f).unwrap()).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let ours = amdgpu_elf::inspect::to_json(&co);
        let out = Command::new("llvm-readobj-19")
            .args(["--notes", "--elf-output-style=JSON"])
            .arg(f)
            .output()
            .unwrap();
        let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let notes: Vec<&serde_json::Value> = j[0]["NoteSections"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|s| s["NoteSection"]["Notes"].as_array().into_iter().flatten())
            .collect();
        if let Some(y) = notes.iter().find_map(|n| n["AMDGPU Metadata"].as_str()) {
            let theirs = amdgpu_metadata::yaml::parse(y).unwrap();
            assert_eq!(ours["metadata"], amdgpu_metadata::json::to_json(&theirs.value), "{}", f.display());
        } else if let Some(y) = notes.iter().find_map(|n| n["AMD HSA Metadata"].as_str()) {
            assert_eq!(
                ours["metadata_yaml"].as_str().map(str::trim_end),
                Some(y.trim_end()),
                "{}",
                f.display()
            );
            assert!(ours["metadata"].is_object(), "{}: V2 metadata did not parse", f.display());
        } else {
            panic!("{}: llvm-readobj-19 found no metadata note", f.display());
        }
        assert_eq!(ours["code_object_version"], serde_json::json!(co.version.map(|v| v.number())));
        // Linked clang-19 objects must pass the loadability checker.
        if f.extension().is_some_and(|e| e == "hsaco") {
            let errors: Vec<_> = amdgpu_elf::check::check(&co)
                .into_iter()
                .filter(|x| x.severity == amdgpu_elf::check::Severity::Error)
                .collect();
            assert!(errors.is_empty(), "{}: {errors:#?}", f.display());
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
}
