//! The object corpus: every `tests/corpus/*.s` is assembled and compared, section by section,
//! symbol by symbol and relocation by relocation, with the object llvm-mc-19 wrote for it
//! (committed as `*.s.golden`, first line naming the tool version).
//!
//! Regenerate the goldens (needs LLVM 19):
//! `BLESS=1 cargo test -p amdgpu-asm --test corpus -- --ignored llvm_goldens`

mod common;

use amdgpu_asm::{FsLoader, InstructionBackend, IsaBackend, NoInstructions, SourceFile, assemble};
use amdgpu_testkit::{corpus, golden, oracle};
use std::path::{Path, PathBuf};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

/// The corpus files plus the shipped examples (`<workspace>/examples/*.s`).
fn inputs() -> Vec<PathBuf> {
    let mut v = corpus::files(&corpus_dir(), ".s");
    v.extend(corpus::files(&corpus::workspace_root().join("examples"), ".s"));
    v
}

fn ours(path: &Path) -> Result<Vec<u8>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let opts = common::options_of(&text);
    let src = SourceFile { name: path.display().to_string(), text };
    let mut isa = IsaBackend::new(&opts.mcpu).ok();
    let mut none = NoInstructions;
    let backend: &mut dyn InstructionBackend = match isa.as_mut() {
        Some(b) => b,
        None => &mut none,
    };
    assemble(&src, &mut FsLoader::default(), backend, &opts).map(|o| o.object).map_err(|d| d.render())
}

/// `x.s.golden` next to corpus files; examples keep theirs in the corpus folder.
fn golden_path(path: &Path) -> PathBuf {
    if path.starts_with(corpus_dir()) {
        path.with_extension("s.golden")
    } else {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("x");
        corpus_dir().join(format!("example-{name}.golden"))
    }
}

fn strip_header(golden: &str) -> &str {
    golden.split_once('\n').map_or("", |(_, rest)| rest)
}

#[test]
fn corpus_matches_llvm_goldens() {
    let files = corpus::files(&corpus_dir(), ".s");
    assert!(files.len() >= 6, "corpus went missing");
    let mut failures = Vec::new();
    for f in &files {
        let golden = std::fs::read_to_string(golden_path(f)).unwrap_or_else(|e| {
            panic!("{}: {e}; regenerate goldens (see module docs)", golden_path(f).display())
        });
        match ours(f) {
            Ok(bytes) => {
                let got = common::dump(&bytes);
                let want = strip_header(&golden);
                if got != want {
                    if let Some(dir) = std::env::var_os("AMDGPU_ASM_DUMP_DIR") {
                        let n = f.file_name().and_then(|n| n.to_str()).unwrap_or("x");
                        let _ = std::fs::write(Path::new(&dir).join(format!("{n}.ours")), &got);
                    }
                    failures.push(format!("{}:\n{}", f.display(), common::line_diff(want, &got)));
                }
            }
            Err(e) => failures.push(format!("{}: assembly failed:\n{e}", f.display())),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} corpus files differ:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn llvm_goldens_are_current() {
    oracle::require_tool("llvm-mc-19");
    let mut identical = 0;
    let files = inputs();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let opts = common::options_of(&text);
        let tool = common::tool_of(&text);
        oracle::require_tool(tool);
        let version = common::llvm_version(tool);
        let bytes =
            common::run_mc(tool, f, &opts).unwrap_or_else(|e| panic!("{tool} rejected {}: {e}", f.display()));
        let header = format!("# {tool} ({version}) {}\n", common::llvm_args(&opts).join(" "));
        golden::assert_eq_file(&golden_path(f), &(header + &common::dump(&bytes)));
        match ours(f) {
            Ok(o) if o == bytes => identical += 1,
            Ok(o) => {
                let at = o.iter().zip(&bytes).position(|(x, y)| x != y).unwrap_or(o.len().min(bytes.len()));
                println!(
                    "{}: whole file differs from byte {at:#x} (ours {} bytes, {tool} {})",
                    f.display(),
                    o.len(),
                    bytes.len()
                );
            }
            Err(e) => println!("{}: ours failed: {e}", f.display()),
        }
    }
    println!("{identical} of {} corpus objects are byte-identical to the reference assembler's", files.len());
}

/// The shipped example (`examples/vector_add.s`, the README's main example) must match
/// llvm-mc-19's object. Until `amdgpu-isa` encodes every instruction it uses, the only errors
/// allowed are instruction-encoding errors from the back end; everything else (directives,
/// kernel descriptor, metadata note, symbols) is checked as soon as the ISA covers it.
#[test]
fn shipped_examples() {
    let files = corpus::files(&corpus::workspace_root().join("examples"), ".s");
    assert!(!files.is_empty(), "examples/*.s went missing");
    for f in files {
        let golden = std::fs::read_to_string(golden_path(&f)).expect("example golden");
        let text = std::fs::read_to_string(&f).unwrap();
        let opts = common::options_of(&text);
        let src = SourceFile { name: f.display().to_string(), text };
        let mut isa = IsaBackend::new(&opts.mcpu).expect("gfx900 ISA tables");
        match assemble(&src, &mut FsLoader::default(), &mut isa, &opts) {
            Ok(out) => {
                let got = common::dump(&out.object);
                assert!(
                    got == strip_header(&golden),
                    "{}:\n{}",
                    f.display(),
                    common::line_diff(strip_header(&golden), &got)
                );
            }
            Err(d) => {
                let other: Vec<_> =
                    d.items.iter().filter(|x| x.kind != amdgpu_asm::DiagKind::Instruction).collect();
                assert!(other.is_empty(), "{}: non-instruction errors:\n{}", f.display(), d.render());
                eprintln!(
                    "{}: {} instruction(s) not yet encodable by amdgpu-isa",
                    f.display(),
                    d.items.len()
                );
            }
        }
    }
}
