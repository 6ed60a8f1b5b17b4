//! `amdgpu abi` legacy-ABI subcommands (crate amdgpu-legacy), run as a process.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn amdgpu(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_amdgpu")).args(args).output().expect("run amdgpu")
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../amdgpu-legacy/tests/corpus/amdil")
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}

#[test]
fn amdil_metadata_emit_gives_the_input_back() {
    let files = amdgpu_testkit::corpus::files(&corpus().join("ok"), ".txt");
    assert!(!files.is_empty());
    for f in files {
        let out = amdgpu(&["abi", "amdil-metadata", "--emit", f.to_str().unwrap()]);
        assert!(out.status.success(), "{}", f.display());
        assert_eq!(out.stdout, std::fs::read(&f).unwrap(), "{}", f.display());
    }
}

#[test]
fn amdil_metadata_report_and_json() {
    let f = corpus().join("ok/multikernel.txt");
    let out = amdgpu(&["abi", "amdil-metadata", f.to_str().unwrap()]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("kernel __OpenCL_first_kernel"), "{text}");
    assert!(text.contains("cb1 +16"), "{text}");
    assert!(text.contains("validation: ok"), "{text}");
    let out = amdgpu(&["abi", "amdil-metadata", "--json", f.to_str().unwrap()]);
    assert!(out.status.success());
    let v = json(&out);
    assert_eq!(v["kernels"].as_array().unwrap().len(), 2);
    assert_eq!(v["kernels"][1]["args"][0]["bytes"], 32, "image = 2 slots");
    assert_eq!(v["cb0_rows"].as_array().unwrap().len(), 35);
}

#[test]
fn amdil_metadata_errors_are_located_and_fail() {
    let f = corpus().join("err/seed-data-2-elided.txt");
    let out = amdgpu(&["abi", "amdil-metadata", f.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("amdgpu: error: "), "{err}");
    assert!(err.contains("seed-data-2-elided.txt:3:26: unknown data value `....`"), "{err}");
    assert!(err.contains("\n  |                          ^"), "{err}");
    // parses, but breaks rules: report printed, exit 1
    let f = corpus().join("ok/diagnostics.txt");
    let out = amdgpu(&["abi", "amdil-metadata", f.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8(out.stdout).unwrap().contains("line 5: error: second `;uniqueid`"));
}

#[test]
fn amdil_cb0() {
    let out =
        amdgpu(&["abi", "amdil-cb0", "--work-dim", "2", "--global", "1024,768", "--local", "64,4", "--json"]);
    assert!(out.status.success());
    let v = json(&out);
    assert_eq!(v["rows"][8]["value"], 16);
    assert_eq!(v["rows"][9]["value"], 192);
    assert_eq!(v["rows"][21]["value"], 0x3F00_0000u32);
    let out = amdgpu(&["abi", "amdil-cb0", "--task", "--json"]);
    assert_eq!(json(&out)["rows"][3]["value"], 0);
    let out = amdgpu(&["abi", "amdil-cb0", "--global", "100", "--local", "64"]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn cl2_commands() {
    let out = amdgpu(&[
        "abi",
        "cl2-args",
        "--signature",
        "global float* p, int n, float3 v",
        "--bits",
        "32",
        "--json",
    ]);
    assert!(out.status.success());
    let v = json(&out);
    let offs: Vec<u64> =
        v["user"].as_array().unwrap().iter().map(|a| a["offset"].as_u64().unwrap()).collect();
    assert_eq!(offs, [24, 28, 32]);
    let out = amdgpu(&["abi", "cl2-args", "--signature", "int a b"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8(out.stderr).unwrap().contains("1:7: expected `,`"));

    let out = amdgpu(&["abi", "cl2-user-sgprs", "--features", "usesetup,usegeneric", "--gfx9", "--json"]);
    assert_eq!(json(&out)["count"], 10);
    let out = amdgpu(&["abi", "cl2-user-sgprs", "--features", "usegeneric"]);
    assert!(String::from_utf8(out.stdout).unwrap().contains("s[8:9]   argument buffer pointer"));

    let out = amdgpu(&["abi", "cl2-image", "0x1F3", "9"]);
    assert!(out.status.success());
    assert!(String::from_utf8(out.stdout).unwrap().contains("CL_UNORM_INT16"));
    assert_eq!(amdgpu(&["abi", "cl2-image", "0", "0x35"]).status.code(), Some(1));

    let out =
        amdgpu(&["abi", "cl2-setup", "--dims", "2", "--local", "16,16", "--global", "1024,768", "--json"]);
    assert_eq!(json(&out)["dwords"][1], 0x0010_0010);
}
