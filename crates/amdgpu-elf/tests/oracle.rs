//! Oracle tests (need LLVM 19): llvm-readobj-19's note decoding of every fixture must match the
//! committed copy in tests/fixtures/readobj/ (`BLESS=1` rewrites the copies), and llvm-readelf-19
//! must agree with our symbol and section counts.

use std::path::{Path, PathBuf};
use std::process::Command;

use amdgpu_testkit::{corpus, golden, oracle};

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut v = corpus::files(&dir, ".o");
    v.extend(corpus::files(&dir, ".hsaco"));
    v.retain(|p| p.parent() == Some(dir.as_path()));
    v.sort();
    v
}

/// `LLVM version 19.1.7` from `tool --version` (Debian prefixes the line with "Debian").
fn llvm_version(tool: &str) -> String {
    let out = Command::new(tool).arg("--version").output().expect(tool);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let line = text.lines().find_map(|l| l.find("LLVM version").map(|i| l[i..].trim().to_string()));
    line.unwrap_or_else(|| panic!("{tool} --version has no LLVM version line"))
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn readobj_notes_match_committed_copies() {
    oracle::require_tool("llvm-readobj-19");
    let version = llvm_version("llvm-readobj-19");
    for f in fixtures() {
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
    for f in fixtures() {
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
