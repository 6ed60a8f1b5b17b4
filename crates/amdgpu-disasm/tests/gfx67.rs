//! GFX6/GFX7 code objects disassemble (no LLVM can; see `tests/gfx67/README.md`): every
//! instruction we print equals the line clang-19 wrote in its own assembly output for the same
//! source (branch labels aside), with no word left undecoded.

use amdgpu_disasm::{DisasmOptions, disassemble_full};
use std::path::Path;

/// An instruction line without comment, label names replaced, blanks collapsed.
fn norm(line: &str) -> String {
    let code = line.split("//").next().unwrap_or("").split(';').next().unwrap_or("");
    code.split_whitespace()
        .map(|w| if w.starts_with(".LBB") { "LABEL" } else { w })
        .collect::<Vec<_>>()
        .join(" ")
}

fn is_inst(line: &str) -> bool {
    let t = line.trim_start();
    line.starts_with('\t')
        && ["s_", "v_", "ds_", "flat_", "buffer_", "tbuffer_", "image_", "exp "]
            .iter()
            .any(|p| t.starts_with(p))
}

/// (instructions matching clang-19's, undecoded instructions) for one fixture.
fn compare(cpu: &str) -> (usize, usize) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/gfx67");
    let data = std::fs::read(dir.join(format!("k-{cpu}-v5.o"))).unwrap();
    let clang = std::fs::read_to_string(dir.join(format!("k-{cpu}-v5.clang.s"))).unwrap();
    assert!(clang.starts_with("// Debian clang version 19"), "{cpu}: header with the clang version");
    let out = disassemble_full(&data, &DisasmOptions::default()).unwrap();
    let theirs: Vec<String> =
        clang.lines().filter(|l| is_inst(l)).map(norm).filter(|l| l != "s_nop 0").collect();
    let ours: Vec<String> = out
        .text
        .lines()
        .filter(|l| is_inst(l) || l.trim_start().starts_with(".long\t") && l.contains("// 0"))
        .map(|l| if is_inst(l) { norm(l) } else { "<undecoded>".to_string() })
        .filter(|l| l != "s_nop 0")
        .collect();
    assert_eq!(ours.len(), theirs.len(), "{cpu}: instruction counts\nours: {ours:#?}\ntheirs: {theirs:#?}");
    let (mut same, mut undecoded) = (0, 0);
    for (o, t) in ours.iter().zip(&theirs) {
        if o == "<undecoded>" {
            undecoded += 1;
        } else {
            assert_eq!(o, t, "{cpu}: our line differs from clang-19's");
            same += 1;
        }
    }
    assert_eq!(out.stats.fallback_words, undecoded * 2, "{cpu}: undecoded words are 64-bit instructions");
    (same, undecoded)
}

#[test]
fn gfx700_object_disassembles_like_clang_wrote_it() {
    let (same, undecoded) = compare("gfx700");
    assert_eq!(undecoded, 0);
    assert!(same >= 60, "{same}");
}

#[test]
fn gfx601_object_disassembles_like_clang_wrote_it() {
    // GFX6 global memory is MUBUF with addr64.
    let (same, undecoded) = compare("gfx601");
    assert_eq!(undecoded, 0);
    assert!(same >= 64, "{same}");
}
