//! Generic targets (`gfx9-generic`): the instruction set is the intersection of the processors
//! the target covers. `tests/generic/gfx9-generic-rejects.txt` lists instructions (one per
//! line) llvm-mc-19 rejects for gfx9-generic; we must reject each, and accept it on at least one
//! covered processor (so the list does not test unknown mnemonics). Accepted instructions are
//! covered byte for byte by `tests/corpus/generic-gfx9.s`.

use amdgpu_asm::{AsmOptions, IsaBackend, MemoryLoader, SourceFile, assemble};
use amdgpu_testkit::oracle;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn rejects() -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/generic/gfx9-generic-rejects.txt");
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

fn ours(mcpu: &str, inst: &str) -> Result<(), String> {
    let opts = AsmOptions {
        mcpu: mcpu.into(),
        code_object_version: amdgpu_target::processor(mcpu).filter(|p| p.generic).map(|_| 6),
        ..AsmOptions::default()
    };
    let mut isa = IsaBackend::new(mcpu)?;
    let src = SourceFile { name: "t.s".into(), text: format!("\t{inst}\n") };
    assemble(&src, &mut MemoryLoader::new(), &mut isa, &opts).map(|_| ()).map_err(|d| d.render())
}

#[test]
fn gfx9_generic_rejects_what_a_covered_processor_lacks() {
    let list = rejects();
    assert!(list.len() >= 5, "reject list went missing");
    let covers = amdgpu_target::processor("gfx9-generic").unwrap().covers;
    for inst in &list {
        let e = ours("gfx9-generic", inst).expect_err(inst);
        assert!(e.contains("error: instruction not supported on this GPU"), "{inst}: {e}");
        assert!(covers.iter().any(|p| ours(p, inst).is_ok()), "{inst}: no covered processor accepts it");
    }
}

#[test]
fn gfx9_generic_backend_builds_and_other_generics_explain() {
    assert!(IsaBackend::new("gfx9-generic").is_ok());
    // GFX10 has tables (docs/0019-gfx10.md); GFX11 not yet: the error names the generic target.
    assert!(IsaBackend::new("gfx10-1-generic").is_ok());
    assert!(IsaBackend::new("gfx10-3-generic").is_ok());
    let e = IsaBackend::new("gfx11-generic").unwrap_err();
    assert!(e.starts_with("gfx11-generic: "), "{e}");
}

#[test]
#[ignore = "needs LLVM 19 (llvm-mc-19); run with --ignored"]
fn llvm_mc_19_rejects_the_list_for_gfx9_generic() {
    oracle::require_tool("llvm-mc-19");
    for inst in rejects() {
        let mut child = Command::new("llvm-mc-19")
            .args(["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx9-generic", "-show-encoding"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(format!("{inst}\n").as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("error: instruction not supported on this GPU"), "{inst}: {stderr}");
    }
}
