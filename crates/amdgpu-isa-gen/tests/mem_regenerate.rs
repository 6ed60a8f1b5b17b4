//! The committed memory forms (`generated/mem.rs`) must be exactly what `mem-tables` makes from
//! the committed memory facts.

use std::path::Path;

#[test]
fn generated_memory_forms_match_the_facts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let text = amdgpu_isa_gen::mem_tables::generate(&root.join("crates/amdgpu-isa/facts")).unwrap();
    let path = root.join("crates/amdgpu-isa/src/generated/mem.rs");
    let committed = std::fs::read_to_string(&path).unwrap();
    assert!(
        committed == text,
        "{} is stale; run `cargo run -p amdgpu-isa-gen -- mem-tables`:\n{}",
        path.display(),
        amdgpu_testkit::golden::first_difference(&committed, &text)
    );
    assert!(text.contains("name: \"global_load_dword\""));
}

#[test]
fn every_probe_variant_has_two_dwords_with_the_encoding_prefix() {
    for enc in amdgpu_isa_gen::mem_probe::ENCS {
        for op in [0, amdgpu_isa_gen::mem_probe::opcode_count(enc) - 1] {
            for (name, words) in amdgpu_isa_gen::mem_probe::variants(enc, op) {
                assert_eq!(words.len(), 2, "{enc} {op} {name}");
                let prefix = words[0] >> 26;
                assert!(
                    matches!(prefix, 0b110000 | 0b110110 | 0b111000 | 0b111010 | 0b110111 | 0b110001),
                    "{enc} {name}"
                );
            }
        }
    }
}
