//! The committed tables must be exactly what the generator makes from the committed facts.

use std::path::Path;

#[test]
fn generated_tables_match_the_facts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let files = amdgpu_isa_gen::tables::generate(&root.join("crates/amdgpu-isa/facts")).unwrap();
    assert!(files.len() >= 2);
    for (name, text) in files {
        let path = root.join("crates/amdgpu-isa/src/generated").join(&name);
        let committed = std::fs::read_to_string(&path).unwrap();
        assert!(
            committed == text,
            "{} is stale; run `cargo run -p amdgpu-isa-gen -- tables`:\n{}",
            path.display(),
            amdgpu_testkit::golden::first_difference(&committed, &text)
        );
    }
}

#[test]
fn printed_operands_split_like_llvm_mc_prints_them() {
    let (m, ops, mods) = amdgpu_isa_gen::tables::split_text(
        "v_min3_f16 v8, -|v4|, -|v12|, |v16| op_sel:[1,1,1,1] clamp mul:2",
    );
    assert_eq!(m, "v_min3_f16");
    assert_eq!(ops, ["v8", "-|v4|", "-|v12|", "|v16|"]);
    assert_eq!(mods, ["op_sel:[1,1,1,1]", "clamp", "mul:2"]);
    let p = amdgpu_isa_gen::tables::parse_printed("-|v[4:5]|");
    assert!(p.neg && p.abs);
    assert_eq!((p.file, p.start, p.width), (Some('v'), 4, 2));
}
