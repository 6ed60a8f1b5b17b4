//! Instruction operand expressions rejected the way llvm-mc-19 rejects them: each
//! `tests/operand-exprs/*.s` is assembled and its errors (line, column, message) must equal
//! the ones llvm-mc-19 reported for it, committed as `*.s.errors` with the tool version on the
//! first line. (The accepted forms are in `tests/listing/operand-exprs.s`.)
//!
//! Regenerate the goldens (needs LLVM 19):
//! `BLESS=1 cargo test -p amdgpu-asm --test operand_exprs -- --ignored`

mod common;

use amdgpu_asm::{IsaBackend, NoIncludes, SourceFile, assemble};
use amdgpu_testkit::{corpus, golden, oracle};
use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/operand-exprs")
}

fn name_of(f: &Path) -> String {
    f.file_name().unwrap().to_str().unwrap().to_string()
}

/// `line:col: message` for every error in `rendered`, in order.
fn error_lines(rendered: &str, name: &str) -> Vec<String> {
    common::errors_of(rendered, name).into_iter().map(|(l, c, m)| format!("{l}:{c}: {m}")).collect()
}

#[test]
fn operand_expression_errors_match_llvm_goldens() {
    let files = corpus::files(&dir(), ".s");
    assert!(files.len() >= 2, "operand expression corpus went missing");
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let opts = common::options_of(&text);
        let name = name_of(f);
        let src = SourceFile { name: name.clone(), text };
        let mut isa = IsaBackend::new(&opts.mcpu).expect("ISA tables");
        let rendered = match assemble(&src, &mut NoIncludes, &mut isa, &opts) {
            Ok(_) => panic!("{name} assembled without errors"),
            Err(d) => d.render(),
        };
        let got = error_lines(&rendered, &name);
        let golden = std::fs::read_to_string(f.with_extension("s.errors")).expect("golden");
        let want: Vec<&str> = golden.lines().skip(1).collect();
        assert_eq!(want, got, "{name}: errors differ from llvm-mc-19's\n{rendered}");
    }
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn operand_expression_goldens_are_current() {
    oracle::require_tool("llvm-mc-19");
    for f in corpus::files(&dir(), ".s") {
        let text = std::fs::read_to_string(&f).unwrap();
        let args = common::llvm_args(&common::options_of(&text));
        let out = Command::new("llvm-mc-19").args(&args).arg(&f).output().expect("run llvm-mc-19");
        let stderr = String::from_utf8_lossy(&out.stderr);
        let version = common::llvm_version("llvm-mc-19");
        let mut want = format!("# llvm-mc-19 ({version}) {}\n", args.join(" "));
        for l in error_lines(&stderr, &name_of(&f)) {
            want.push_str(&l);
            want.push('\n');
        }
        golden::assert_eq_file(&f.with_extension("s.errors"), &want);
    }
}
