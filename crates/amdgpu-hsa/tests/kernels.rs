//! Kernarg layouts of OpenCL kernels, checked against the metadata clang-19 writes.
//!
//! Each `tests/kernels/NAME.cl` holds one kernel, a `// hidden: ...` line (the
//! [`HiddenUsage`] the kernel has) and optionally `// mcpu: gfxNNN` (default gfx900).
//! `NAME.v4.json`, `NAME.v5.json`, `NAME.v6.json` hold what clang-19 emitted for code object
//! V4 / V5 / V6
//! (`-cl-kernel-arg-info`, read with `llvm-readelf-19 --notes`), with the clang version.
//! Regenerate with `BLESS=1 cargo test -p amdgpu-hsa --test kernels -- --ignored`.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use amdgpu_hsa::kernarg::{HiddenUsage, LayoutOptions, kernarg_layout};
use amdgpu_testkit::{corpus, golden, oracle};
use common::KEYS;
use serde_json::{Map, Value, json};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels")
}

struct Kernel {
    name: String,
    signature: String,
    hidden: HiddenUsage,
    mcpu: String,
}

/// Splits a test kernel file into declarations + parameter list.
fn read_kernel(path: &Path) -> Kernel {
    let text = std::fs::read_to_string(path).unwrap();
    let mut hidden = None;
    let mut mcpu = "gfx900".to_string();
    let mut body = String::new();
    for line in text.lines() {
        if let Some(h) = line.strip_prefix("// hidden: ") {
            hidden = Some(HiddenUsage::parse(h.trim()).unwrap());
        } else if let Some(c) = line.strip_prefix("// mcpu: ") {
            mcpu = c.trim().to_string();
        } else if !line.starts_with('#') && !line.starts_with("//") {
            body.push_str(line);
            body.push('\n');
        }
    }
    let k = body.find("kernel void ").expect("kernel void");
    let decls = &body[..k];
    let rest = &body[k + "kernel void ".len()..];
    let open = rest.find('(').unwrap();
    let name = rest[..open].trim().to_string();
    let mut depth = 0;
    let mut close = 0;
    for (i, c) in rest.char_indices().skip(open) {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    close = i;
                    break;
                }
            }
            _ => {}
        }
    }
    let params = &rest[open + 1..close];
    Kernel { name, signature: format!("{decls}{params}"), hidden: hidden.expect("// hidden: line"), mcpu }
}

fn filter_arg(a: &Map<String, Value>, keep_type_name: bool) -> Value {
    let mut m = Map::new();
    for k in KEYS {
        if k == ".type_name" && !keep_type_name {
            continue;
        }
        if let Some(v) = a.get(k) {
            m.insert(k.to_string(), v.clone());
        }
    }
    Value::Object(m)
}

/// Type names clang writes for unnamed records (`struct (unnamed struct at k.cl:2:3)`) cannot
/// be reproduced; those are compared without `.type_name`.
fn comparable(golden_arg: &Map<String, Value>) -> bool {
    !golden_arg.get(".type_name").and_then(Value::as_str).is_some_and(|t| t.contains("unnamed"))
}

#[test]
fn layouts_match_clang19() {
    let files = corpus::files(&dir(), ".cl");
    assert!(files.len() >= 15, "kernel corpus went missing");
    let mut compared = 0;
    for path in files {
        let k = read_kernel(&path);
        for v in [4u32, 5, 6] {
            let gpath = path.with_extension(format!("v{v}.json"));
            let golden: Value = serde_json::from_str(&std::fs::read_to_string(&gpath).unwrap()).unwrap();
            let ours =
                kernarg_layout(&k.signature, &LayoutOptions { code_object_version: v, hidden: k.hidden })
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let want = golden["args"].as_array().unwrap();
            assert_eq!(ours.args.len(), want.len(), "{} v{v}: argument count", path.display());
            for (i, (o, w)) in ours.args.iter().zip(want).enumerate() {
                let w = w.as_object().unwrap();
                let keep = comparable(w);
                let o = o.to_json();
                assert_eq!(
                    filter_arg(o.as_object().unwrap(), keep),
                    filter_arg(w, keep),
                    "{} v{v}: argument {i}",
                    path.display()
                );
            }
            assert_eq!(
                json!(ours.segment_size),
                golden["kernarg_segment_size"],
                "{} v{v}: size",
                path.display()
            );
            assert_eq!(
                json!(ours.segment_align),
                golden["kernarg_segment_align"],
                "{} v{v}: align",
                path.display()
            );
            compared += 1;
        }
    }
    assert!(compared >= 45);
}

#[test]
#[ignore = "needs LLVM 19 (clang-19, llvm-readelf-19); run with --ignored"]
fn goldens_match_clang19() {
    oracle::require_tool("clang-19");
    oracle::require_tool("llvm-readelf-19");
    let version = oracle::tool_version_line("clang-19").expect("clang-19 --version names its version");
    let tmp = std::env::temp_dir().join(format!("amdgpu-hsa-kernels-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    for path in corpus::files(&dir(), ".cl") {
        let k = read_kernel(&path);
        for v in [4u32, 5, 6] {
            let o = tmp.join("k.o");
            let out = Command::new("clang-19")
                .args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa"])
                .arg(format!("-mcpu={}", k.mcpu))
                .args(["-nogpulib", "-O2", "-cl-kernel-arg-info", "-c"])
                .arg(format!("-mcode-object-version={v}"))
                // A relative path: clang writes it into unnamed record type names, and the
                // goldens must not depend on where the repository is checked out.
                .current_dir(dir())
                .arg(path.file_name().unwrap())
                .arg("-o")
                .arg(&o)
                .output()
                .unwrap();
            assert!(out.status.success(), "{}: {}", path.display(), String::from_utf8_lossy(&out.stderr));
            let notes = Command::new("llvm-readelf-19").arg("--notes").arg(&o).output().unwrap();
            let text = String::from_utf8(notes.stdout).unwrap();
            let kernel = parse_readelf_kernel(&text, &k.name);
            let mut doc = Map::new();
            doc.insert(
                "generator".into(),
                json!(format!(
                    "{version}: clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu={} -nogpulib -O2 \
                     -cl-kernel-arg-info -mcode-object-version={v}",
                    k.mcpu
                )),
            );
            for key in ["kernarg_segment_size", "kernarg_segment_align"] {
                doc.insert(key.into(), kernel[&format!(".{key}")].clone());
            }
            doc.insert("args".into(), kernel[".args"].clone());
            let mut s = serde_json::to_string_pretty(&Value::Object(doc)).unwrap();
            s.push('\n');
            golden::assert_eq_file(&path.with_extension(format!("v{v}.json")), &s);
        }
    }
}

/// Pulls one kernel's map out of `llvm-readelf --notes` YAML.
fn parse_readelf_kernel(text: &str, name: &str) -> Map<String, Value> {
    common::readelf_kernel(text, name).unwrap_or_else(|| panic!("kernel {name} not in the notes"))
}
