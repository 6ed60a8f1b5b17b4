//! `.amd_kernel_code_t` errors as llvm-mc-19 reports them: each `tests/kernel-code/*.s` is
//! assembled to an object and its errors must be the ones llvm-mc-19 reported for it (with
//! `-filetype=obj`), committed as `*.s.errors` with the tool version on the first line, one
//! `line:col: message` per error. llvm-mc-19 reports the errors of values resolved when the
//! object is written (and of the end-of-block `compute_pgm_rsrc1` checks) without a location
//! (`<unknown>:0`), written `-:-: message` in the golden: ours must then carry the same
//! message at some location. Our message may add to llvm-mc-19's (`unknown directive
//! '.end_amd_kernel_code_t'`). Errors only we report fail the test.
//!
//! Regenerate the goldens (needs LLVM 19):
//! `BLESS=1 cargo test -p amdgpu-asm --test kernel_code -- --ignored`

mod common;

use amdgpu_asm::{InstructionBackend, IsaBackend, NoIncludes, NoInstructions, SourceFile, assemble};
use amdgpu_testkit::{corpus, golden, oracle};
use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernel-code")
}

fn name_of(f: &Path) -> String {
    f.file_name().unwrap().to_str().unwrap().to_string()
}

/// `(line, col, message)` of a golden line; `None` for the location of `-:-:` lines.
fn parse_golden(line: &str) -> Option<(Option<(usize, usize)>, String)> {
    let (loc, msg) = line.split_once(": ")?;
    if loc == "-:-" {
        return Some((None, msg.to_string()));
    }
    let (l, c) = loc.split_once(':')?;
    Some((Some((l.parse().ok()?, c.parse().ok()?)), msg.to_string()))
}

#[test]
fn kernel_code_errors_match_llvm_goldens() {
    let files = corpus::files(&dir(), ".s");
    assert!(files.len() >= 5, "kernel-code corpus went missing");
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let opts = common::options_of(&text);
        let name = name_of(f);
        let src = SourceFile { name: name.clone(), text };
        // The sources hold no instructions (processors without tables assemble them too).
        let mut isa = IsaBackend::new(&opts.mcpu).ok();
        let mut none = NoInstructions;
        let backend: &mut dyn InstructionBackend = match isa.as_mut() {
            Some(b) => b,
            None => &mut none,
        };
        let rendered = match assemble(&src, &mut NoIncludes, backend, &opts) {
            Ok(_) => panic!("{name} assembled without errors"),
            Err(d) => d.render(),
        };
        let mut ours = common::errors_of(&rendered, &name);
        let golden = std::fs::read_to_string(f.with_extension("s.errors")).expect("golden");
        let mut missing = Vec::new();
        for line in golden.lines().skip(1) {
            let (loc, msg) = parse_golden(line).unwrap_or_else(|| panic!("{name}: bad golden line {line}"));
            let found =
                ours.iter().position(|(l, c, m)| m.contains(&msg) && loc.is_none_or(|x| x == (*l, *c)));
            match found {
                Some(i) => {
                    ours.remove(i);
                }
                None => missing.push(line.to_string()),
            }
        }
        assert!(
            missing.is_empty() && ours.is_empty(),
            "{name}: llvm-mc-19's errors we miss: {missing:?}; errors only we report: {ours:?}\n{rendered}"
        );
    }
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn kernel_code_goldens_are_current() {
    oracle::require_tool("llvm-mc-19");
    let out_path = std::env::temp_dir().join(format!("amdgpu-asm-kernel-code-{}.o", std::process::id()));
    for f in corpus::files(&dir(), ".s") {
        let text = std::fs::read_to_string(&f).unwrap();
        let mut args = common::llvm_args(&common::options_of(&text));
        args.push("-filetype=obj".into());
        let out = Command::new("llvm-mc-19")
            .args(&args)
            .arg(&f)
            .arg("-o")
            .arg(&out_path)
            .output()
            .expect("run llvm-mc-19");
        let stderr = String::from_utf8_lossy(&out.stderr);
        let version = common::llvm_version("llvm-mc-19");
        let mut want = format!("# llvm-mc-19 ({version}) {}\n", args.join(" "));
        let name = name_of(&f);
        for (l, c, m) in common::errors_of(&stderr, &name) {
            want.push_str(&format!("{l}:{c}: {m}\n"));
        }
        for l in stderr.lines() {
            if let Some(m) = l.strip_prefix("<unknown>:0: error: ") {
                want.push_str(&format!("-:-: {m}\n"));
            }
        }
        golden::assert_eq_file(&f.with_extension("s.errors"), &want);
    }
    let _ = std::fs::remove_file(&out_path);
}
