//! The alias facts are observations: llvm-mc-19 assembles each alias to the same text and bytes
//! as its canonical mnemonic (needs LLVM 19; `--ignored`).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn assemble(mcpu: &str, line: &str) -> (String, String) {
    let mut child = Command::new("llvm-mc-19")
        .args(["-triple=amdgcn", &format!("-mcpu={mcpu}"), "-show-encoding"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("llvm-mc-19 runs");
    child.stdin.take().unwrap().write_all(format!("{line}\n").as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
#[ignore = "needs LLVM 19 (llvm-mc-19); run with --ignored"]
fn aliases_match_llvm_mc() {
    amdgpu_testkit::oracle::require_tool("llvm-mc-19");
    let facts = Path::new(env!("CARGO_MANIFEST_DIR")).join("../amdgpu-isa/facts");
    let rows = amdgpu_isa_gen::tables::read_aliases(&facts).unwrap();
    assert!(!rows.is_empty());
    for [alias, canon, cpu, ops] in rows {
        let (a_out, a_err) = assemble(&cpu, &format!("{alias} {ops}"));
        let (c_out, c_err) = assemble(&cpu, &format!("{canon} {ops}"));
        assert!(a_err.is_empty() && c_err.is_empty(), "{alias}: {a_err}{c_err}");
        assert!(a_out.contains(&canon), "{alias}: {a_out}");
        assert_eq!(a_out, c_out, "{alias} vs {canon}");
    }
}
