//! `-show-encoding` listings through the assembler: each `tests/listing/*.s` is listed by
//! [`amdgpu_asm::listing_source`] and compared with what llvm-mc-19 `-show-encoding` printed
//! for it (labels, instructions, encodings and fixup lines; committed as `*.s.golden` with
//! the tool version on the first line).
//!
//! Regenerate the goldens (needs LLVM 19):
//! `BLESS=1 cargo test -p amdgpu-asm --test listing -- --ignored`

mod common;

use amdgpu_asm::{AsmOptions, SourceFile, listing_source};
use amdgpu_testkit::{corpus, golden, oracle};
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/listing")
}

fn ours(path: &Path) -> (Vec<String>, String) {
    let text = std::fs::read_to_string(path).expect("read");
    let opts: AsmOptions = common::options_of(&text);
    let src = SourceFile { name: path.display().to_string(), text };
    let l = listing_source(&src, &[], &opts).expect("ISA tables");
    let errors = l.result.as_ref().err().map(|d| d.render()).unwrap_or_default();
    (common::listing_lines(&l.render()), errors)
}

#[test]
fn listings_match_llvm_goldens() {
    let files = corpus::files(&dir(), ".s");
    assert!(!files.is_empty(), "listing corpus went missing");
    for f in &files {
        let golden = std::fs::read_to_string(f.with_extension("s.golden")).expect("golden");
        let want: Vec<&str> = golden.lines().skip(1).collect();
        let (got, errors) = ours(f);
        let got: Vec<&str> = got.iter().map(String::as_str).collect();
        assert!(
            want == got,
            "{}: listing differs:\n{}\nerrors:\n{errors}",
            f.display(),
            common::line_diff(&want.join("\n"), &got.join("\n"))
        );
    }
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn listing_goldens_are_current() {
    oracle::require_tool("llvm-mc-19");
    for f in corpus::files(&dir(), ".s") {
        let text = std::fs::read_to_string(&f).unwrap();
        let opts = common::options_of(&text);
        let args = common::llvm_args(&opts);
        let (stdout, _) = common::llvm_show_encoding(&args, &f);
        let version = common::llvm_version("llvm-mc-19");
        let mut want = format!("# llvm-mc-19 ({version}) {} -show-encoding\n", args.join(" "));
        for l in common::listing_lines(&stdout) {
            want.push_str(&l);
            want.push('\n');
        }
        golden::assert_eq_file(&f.with_extension("s.golden"), &want);
    }
}
