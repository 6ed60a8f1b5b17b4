//! `LinkOptions::merge_metadata`: one metadata note for a multi-object link, read back with
//! the project's own reader (`amdgpu-elf`).

use std::path::Path;

use amdgpu_link::{LinkOptions, link};

fn read(name: &str) -> Vec<u8> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn link_files(names: &[&str], merge: bool) -> Result<Vec<u8>, String> {
    let data: Vec<(String, Vec<u8>)> =
        names.iter().map(|n| (format!("{n}.o"), read(&format!("{n}.o")))).collect();
    let refs: Vec<(&str, &[u8])> = data.iter().map(|(n, d)| (n.as_str(), d.as_slice())).collect();
    link(&refs, &LinkOptions { merge_metadata: merge, ..LinkOptions::default() }).map_err(|e| e.to_string())
}

fn metadata_notes(out: &[u8]) -> usize {
    let co = amdgpu_elf::read(out).expect("our output reads back");
    co.elf.notes.iter().filter(|n| n.name == "AMDGPU" && n.n_type == 32).count()
}

#[test]
fn multi_object_link_gets_one_note_with_every_kernel() {
    let names = ["multi_a-gfx900-v5", "multi_b-gfx900-v5", "kernels-gfx900-v5"];
    let plain = link_files(&names, false).unwrap();
    assert_eq!(metadata_notes(&plain), 3, "lld-compatible mode keeps one note per input");
    let merged = link_files(&names, true).unwrap();
    assert_eq!(metadata_notes(&merged), 1);
    let co = amdgpu_elf::read(&merged).unwrap();
    let mut kernels: Vec<&str> = co.kernels.iter().map(|k| k.name.as_str()).collect();
    kernels.sort_unstable();
    assert_eq!(kernels, ["add_one", "call_helper", "k_b", "k_ext", "use_table"]);
    let md = co.metadata.as_ref().expect("metadata");
    let json = format!("{md:?}");
    assert!(json.contains("amdgcn-amd-amdhsa--gfx900"), "{json}");
    // Every kernel has its descriptor and entry point.
    for k in &co.kernels {
        assert!(k.descriptor.is_some() && k.entry.is_some(), "{}", k.name);
    }
}

#[test]
fn merged_target_takes_the_specific_xnack_setting() {
    let merged = link_files(&["tiny-gfx900-v5", "tiny-gfx900-xnack-on-v5"], true).unwrap();
    let co = amdgpu_elf::read(&merged).unwrap();
    assert_eq!(co.target_id().as_deref(), Some("amdgcn-amd-amdhsa--gfx900:xnack+"));
    assert!(format!("{:?}", co.metadata).contains("gfx900:xnack+"));
}

#[test]
fn single_object_merge_is_the_same_metadata() {
    let plain = link_files(&["kernels-gfx906-v5"], false).unwrap();
    let merged = link_files(&["kernels-gfx906-v5"], true).unwrap();
    assert_eq!(plain, merged, "re-encoding one note must give LLVM's bytes back");
}
