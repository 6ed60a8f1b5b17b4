//! The error corpus: each `tests/errors/*.s` must fail, and its rendered diagnostics (all of
//! them, llvm-mc format with carets and expansion chains) must equal `*.s.err`.
//! Re-bless after an intended change: `BLESS=1 cargo test -p amdgpu-asm --test errors`.

use amdgpu_asm::{AsmOptions, IsaBackend, MemoryLoader, SourceFile, assemble};
use amdgpu_testkit::{corpus, golden};
use std::path::Path;

#[test]
fn error_corpus() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/errors");
    let files = corpus::files(&dir, ".s");
    assert!(files.len() >= 7, "error corpus went missing");
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.file_name().unwrap().to_str().unwrap().to_string();
        let src = SourceFile { name: name.clone(), text };
        let opts = AsmOptions::default();
        let mut isa = IsaBackend::new(&opts.mcpu).expect("gfx900 tables");
        // Files the corpus may `.include`.
        let mut loader = MemoryLoader::new()
            .with("inc-bad.s", ".byte 1\n.byte 300\n.include \"inc-inner.s\"\n")
            .with("inc-inner.s", ".macro m\n.long 1 +\n.endm\nm\n");
        let result = assemble(&src, &mut loader, &mut isa, &opts);
        let d = match result {
            Ok(_) => panic!("{name} assembled without errors"),
            Err(d) => d,
        };
        // Every diagnostic except whole-run ones has a location.
        assert!(d.items.iter().all(|x| x.span.is_some()), "{name}: unlocated diagnostic");
        golden::assert_eq_file(&f.with_extension("s.err"), &d.render());
    }
}
