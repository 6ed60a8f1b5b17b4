//! `amdgpu abi kernarg | descriptor | initial-state` end to end, on committed code objects
//! (crates/amdgpu-hsa/tests/objects, see the README there for how they were made).

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

fn amdgpu(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_amdgpu")).args(args).output().expect("run amdgpu")
}

fn objects() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../amdgpu-hsa/tests")
}

fn stdout_json(o: &Output) -> Value {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_slice(&o.stdout).expect("JSON output")
}

#[test]
fn kernarg_signature_json() {
    let o = amdgpu(&[
        "abi",
        "kernarg",
        "--signature",
        "typedef struct { char c; int i; double d; char3 v; } S; global int *out, char3 a, S s, local float *l",
        "--json",
    ]);
    let v = stdout_json(&o);
    let offsets: Vec<u64> = v.as_array().unwrap().iter().map(|a| a[".offset"].as_u64().unwrap()).collect();
    assert_eq!(offsets, [0, 8, 16, 40]);
    assert_eq!(v[3][".value_kind"], "dynamic_shared_pointer");
    assert_eq!(v[3][".address_space"], "local");
}

#[test]
fn kernarg_bad_signature_has_caret() {
    let o = amdgpu(&["abi", "kernarg", "--signature", "global int *p, flaot x"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.starts_with("amdgpu: error: invalid signature: 1:16: unknown type `flaot`"), "{err}");
    assert!(err.contains(&format!("\n  {}^", " ".repeat(15))), "{err}");
}

#[test]
fn kernarg_from_code_object_matches_the_computed_layout() {
    let file = objects().join("objects/implicitarg-gfx900-v5.o");
    let from_file = stdout_json(&amdgpu(&[
        "abi",
        "kernarg",
        file.to_str().unwrap(),
        "--kernel",
        "implicitarg",
        "--json",
    ]));
    let computed = stdout_json(&amdgpu(&[
        "abi",
        "kernarg",
        "--signature",
        "global int *o, int x",
        "--hidden",
        "implicit",
        "--json",
    ]));
    assert_eq!(from_file, computed);
    let missing = amdgpu(&["abi", "kernarg", file.to_str().unwrap(), "--kernel", "nope"]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("kernels: implicitarg"));
}

#[test]
fn descriptor_from_v5_object() {
    let file = objects().join("objects/implicitarg-gfx900-v5.o");
    let v = stdout_json(&amdgpu(&[
        "abi",
        "descriptor",
        file.to_str().unwrap(),
        "--kernel",
        "implicitarg",
        "--json",
    ]));
    assert_eq!(v["source"], "kernel descriptor");
    assert_eq!(v["processor"], "gfx900");
    let d = &v["kernel_descriptor"]["directives"];
    assert_eq!(d[".amdhsa_user_sgpr_kernarg_segment_ptr"], 1);
    assert_eq!(d[".amdhsa_kernarg_size"], 272);
    assert_eq!(v["amd_kernel_code_t"]["fields"]["kernarg_segment_byte_size"], 272);
    assert_eq!(v["amd_kernel_code_t"]["fields"]["amd_machine_version_major"], 9);
    let text = amdgpu(&["abi", "descriptor", file.to_str().unwrap(), "--kernel", "implicitarg"]);
    let t = String::from_utf8_lossy(&text.stdout);
    assert!(t.contains(".amdhsa_kernel kernel\n") && t.contains(".end_amd_kernel_code_t\n"), "{t}");
}

#[test]
fn descriptor_from_v2_object() {
    let file = objects().join("objects/hello-world-gfx803-v2.o");
    let v = stdout_json(&amdgpu(&[
        "abi",
        "descriptor",
        file.to_str().unwrap(),
        "--kernel",
        "hello_world",
        "--json",
    ]));
    assert_eq!(v["source"], "amd_kernel_code_t");
    let f = &v["amd_kernel_code_t"]["fields"];
    assert_eq!(f["compute_pgm_rsrc2"], 4);
    assert_eq!(f["enable_sgpr_kernarg_segment_ptr"], 1);
    assert_eq!(f["is_ptr64"], 1);
    assert_eq!(f["amd_machine_version_stepping"], 3);
    assert_eq!(v["kernel_descriptor"]["directives"][".amdhsa_user_sgpr_count"], 2);
    let st = stdout_json(&amdgpu(&[
        "abi",
        "initial-state",
        file.to_str().unwrap(),
        "--kernel",
        "hello_world",
        "--json",
    ]));
    assert_eq!(st["sgprs"][0]["name"], "kernarg_segment_ptr");
    assert_eq!(st["sgprs"][0]["first"], 0);
}

#[test]
fn raw_bytes_modes() {
    let golden = std::fs::read_to_string(objects().join("descriptors/gfx90a-accum.bytes")).unwrap();
    let hex: String = golden.lines().filter(|l| !l.starts_with('#')).collect::<Vec<_>>().join(" ");
    let v = stdout_json(&amdgpu(&["abi", "descriptor", "--raw", &hex, "--mcpu", "gfx90a", "--json"]));
    let d = &v["kernel_descriptor"]["directives"];
    assert_eq!(d[".amdhsa_accum_offset"], 8);
    assert_eq!(d[".amdhsa_user_sgpr_kernarg_preload_length"], 2);
    assert!(v["not_converted"].as_array().unwrap().iter().any(|l| l.as_str().unwrap().contains("RSRC3")));
    let st = stdout_json(&amdgpu(&["abi", "initial-state", "--raw", &hex, "--mcpu", "gfx90a", "--json"]));
    assert_eq!(st["packed_workitem_ids"], true);
    assert_eq!(st["sgprs"][1]["name"], "preloaded_kernargs");
    let bad = amdgpu(&["abi", "descriptor", "--raw", "00 11", "--mcpu", "gfx900"]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("expected 64 bytes"));
    let no_cpu = amdgpu(&["abi", "descriptor", "--raw", &hex]);
    assert_eq!(no_cpu.status.code(), Some(1));
}

#[test]
fn kernarg_from_v2_metadata() {
    let file = objects().join("objects/metadata-gfx803-v2.o");
    let v = stdout_json(&amdgpu(&["abi", "kernarg", file.to_str().unwrap(), "--kernel", "test", "--json"]));
    let got: Vec<(u64, &str)> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|a| (a[".offset"].as_u64().unwrap(), a[".value_kind"].as_str().unwrap()))
        .collect();
    assert_eq!(got, [(0, "by_value"), (8, "global_buffer"), (16, "hidden_global_offset_x")]);
    assert_eq!(v[1][".address_space"], "global");
    // LLVM 14 drops ValueType when it writes the note, so none is shown.
    assert!(v[0].get(".value_type").is_none());
    assert!(v[0].get(".address_space").is_none());
    // The same layout from the signature, as code object V2 lays it out.
    let computed = stdout_json(&amdgpu(&[
        "abi",
        "kernarg",
        "--signature",
        "char a, global int *p",
        "--code-object-version",
        "2",
        "--json",
    ]));
    assert_eq!(computed[1][".offset"], 8);
}

#[test]
fn aql_build_and_validate() {
    let v = stdout_json(&amdgpu(&[
        "abi",
        "aql",
        "--grid",
        "1024,768",
        "--workgroup",
        "16,16",
        "--kernel-object",
        "0x70000040",
        "--kernarg",
        "0x71000000",
        "--json",
    ]));
    assert_eq!(v["fields"]["setup"], 2);
    assert_eq!(v["fields"]["header"], 0x1502);
    assert_eq!(v["fields"]["grid_size_y"], 768);
    assert!(v["errors"].as_array().unwrap().is_empty());
    let bytes = v["bytes"].as_str().unwrap().to_string();
    let back = amdgpu(&["abi", "aql", "--raw", &bytes]);
    assert!(back.status.success());
    // A misaligned kernel object is reported with its byte offset, exit status 1.
    let bad = amdgpu(&["abi", "aql", "--grid", "64", "--workgroup", "64", "--kernel-object", "0x20"]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("kernel_object (byte 32)"));
}
