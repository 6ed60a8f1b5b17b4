//! Differential test against clang-19: random OpenCL kernel signatures (scalars, vectors,
//! pointers, images, samplers, pipes, queues, structs/unions/arrays with packed/aligned
//! attributes) must get the same kernarg layout clang writes into the V5 metadata.
//!
//! `cargo test -p amdgpu-hsa --test kernarg_differential -- --ignored` (needs clang-19 and
//! llvm-readelf-19). `AMDGPU_HSA_DIFF_CASES=N` sets the number of kernels (default 300).

mod common;

use std::fmt::Write as _;
use std::process::Command;

use amdgpu_hsa::kernarg::{HiddenUsage, LayoutOptions, kernarg_layout};
use amdgpu_testkit::oracle;
use amdgpu_testkit::rng::Rng;
use common::KEYS;

const SCALARS: &[&str] =
    &["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double", "half"];
const VECTOR_ELEMS: &[&str] =
    &["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double", "half"];
const WIDTHS: &[&str] = &["2", "3", "4", "8", "16"];

fn scalar_or_vector(rng: &mut Rng) -> String {
    if rng.below(2) == 0 {
        rng.pick(SCALARS).to_string()
    } else {
        format!("{}{}", rng.pick(VECTOR_ELEMS), rng.pick(WIDTHS))
    }
}

/// A struct/union typedef; returns its name.
fn record(rng: &mut Rng, decls: &mut String, counter: &mut usize, depth: usize) -> String {
    *counter += 1;
    let name = format!("R{counter}");
    let is_union = rng.below(5) == 0;
    let packed = rng.below(5) == 0;
    let mut body = String::new();
    for m in 0..1 + rng.below(4) {
        let ty = if depth < 2 && rng.below(4) == 0 {
            record(rng, decls, counter, depth + 1)
        } else {
            scalar_or_vector(rng)
        };
        let array = if rng.below(4) == 0 { format!("[{}]", 1 + rng.below(5)) } else { String::new() };
        let aligned = if !packed && rng.below(8) == 0 {
            format!(" __attribute__((aligned({})))", 1 << rng.below(6))
        } else {
            String::new()
        };
        let _ = write!(body, " {ty} m{m}{array}{aligned};");
    }
    let kw = if is_union { "union" } else { "struct" };
    let attr = if packed { " __attribute__((packed))" } else { "" };
    let _ = writeln!(decls, "typedef {kw}{attr} {{{body} }} {name};");
    name
}

fn param(rng: &mut Rng, decls: &mut String, counter: &mut usize, i: usize) -> String {
    match rng.below(12) {
        0..=2 => format!("{} p{i}", scalar_or_vector(rng)),
        3..=5 => {
            let space = *rng.pick(&["global", "local", "constant"]);
            let q = rng.pick(&["", "const ", "volatile "]);
            let restrict = if space != "local" && rng.below(4) == 0 { " restrict" } else { "" };
            let pointee =
                if rng.below(4) == 0 { record(rng, decls, counter, 0) } else { scalar_or_vector(rng) };
            format!("{space} {q}{pointee} *{restrict}p{i}")
        }
        6 | 7 => format!("{} p{i}", record(rng, decls, counter, 0)),
        8 => format!(
            "{} {} p{i}",
            rng.pick(&["read_only", "write_only", "read_write", ""]),
            rng.pick(&[
                "image1d_t",
                "image2d_t",
                "image3d_t",
                "image1d_array_t",
                "image2d_array_t",
                "image1d_buffer_t",
                "image2d_depth_t"
            ])
        ),
        9 => format!("sampler_t p{i}"),
        10 => format!("{} pipe {} p{i}", rng.pick(&["read_only", "write_only", ""]), scalar_or_vector(rng)),
        _ => format!("queue_t p{i}"),
    }
}

#[test]
#[ignore = "needs LLVM 19 (clang-19, llvm-readelf-19); run with --ignored"]
fn random_signatures_agree_with_clang19() {
    oracle::require_tool("clang-19");
    oracle::require_tool("llvm-readelf-19");
    let cases: usize =
        std::env::var("AMDGPU_HSA_DIFF_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    let tmp = std::env::temp_dir().join(format!("amdgpu-hsa-kdiff-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut rng = Rng::new(0xC0FF_EE12_3456_789B);
    let mut failures = Vec::new();
    let mut compared = 0;
    let mut keys_seen = 0usize;
    let per_file = 25;
    let mut done = 0;
    while done < cases {
        let mut src = String::from(
            "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n#pragma OPENCL EXTENSION cl_khr_3d_image_writes : enable\n",
        );
        let mut kernels = Vec::new();
        let mut counter = 0usize;
        for k in 0..per_file.min(cases - done) {
            let mut decls = String::new();
            let n = rng.below(7);
            let params: Vec<String> = (0..n).map(|i| param(&mut rng, &mut decls, &mut counter, i)).collect();
            let name = format!("k{done}_{k}");
            let _ = writeln!(src, "{decls}kernel void {name}({}) {{ }}", params.join(", "));
            kernels.push((name, format!("{decls}{}", params.join(", "))));
        }
        done += kernels.len();
        let cl = tmp.join("k.cl");
        let o = tmp.join("k.o");
        std::fs::write(&cl, &src).unwrap();
        let out = Command::new("clang-19")
            .args([
                "-x",
                "cl",
                "-cl-std=CL2.0",
                "-target",
                "amdgcn-amd-amdhsa",
                "-mcpu=gfx900",
                "-nogpulib",
                "-O2",
            ])
            .args(["-cl-kernel-arg-info", "-mcode-object-version=5", "-c"])
            .arg(&cl)
            .arg("-o")
            .arg(&o)
            .output()
            .unwrap();
        if !out.status.success() {
            // A generated declaration clang rejects (e.g. write_only 3D images): skip the file,
            // but our parser must accept or reject consistently with a located error.
            eprintln!(
                "clang rejected a generated file: {}",
                String::from_utf8_lossy(&out.stderr).lines().next().unwrap_or("")
            );
            continue;
        }
        let notes = Command::new("llvm-readelf-19").arg("--notes").arg(&o).output().unwrap();
        let meta = String::from_utf8_lossy(&notes.stdout).into_owned();
        for (name, sig) in kernels {
            let Some(k) = kernel_block(&meta, &name) else {
                failures.push(format!("{name}: not in metadata"));
                continue;
            };
            let ours = match kernarg_layout(
                &sig,
                &LayoutOptions { code_object_version: 5, hidden: HiddenUsage::none() },
            ) {
                Ok(l) => l,
                Err(e) => {
                    failures.push(format!("{name}: we reject: {e}\n{sig}"));
                    continue;
                }
            };
            compared += 1;
            keys_seen += k.args.iter().map(|a| a.len()).sum::<usize>();
            let want = &k.args;
            let got: Vec<ArgMap> = ours
                .args
                .iter()
                .map(|a| {
                    let j = a.to_json();
                    let mut m = ArgMap::new();
                    for (key, v) in j.as_object().unwrap() {
                        if KEYS.contains(&key.as_str()) {
                            m.insert(key.clone(), text(v));
                        }
                    }
                    m
                })
                .collect();
            if *want != got || (k.size, k.align) != (ours.segment_size, ours.segment_align) {
                failures.push(format!(
                    "{name}: clang {want:?} size {} align {}\n ours {got:?} size {} align {}\n{sig}",
                    k.size, k.align, ours.segment_size, ours.segment_align
                ));
            }
        }
    }
    eprintln!("{compared} kernels compared ({keys_seen} argument fields), {} disagreements", failures.len());
    assert!(keys_seen > compared * 4, "the metadata parser found too few fields ({keys_seen})");
    assert!(compared >= cases / 2, "too few kernels compiled ({compared})");
    assert!(failures.is_empty(), "{} disagreements; first:\n{}", failures.len(), failures[0]);
}

type ArgMap = std::collections::BTreeMap<String, String>;

struct KernelMeta {
    args: Vec<ArgMap>,
    size: u64,
    align: u64,
}

/// The compared argument fields (as text) and the kernarg size and alignment of kernel `name`
/// in `llvm-readelf-19 --notes` output.
fn kernel_block(yaml: &str, name: &str) -> Option<KernelMeta> {
    let k = common::readelf_kernel(yaml, name)?;
    let args = k[".args"]
        .as_array()?
        .iter()
        .map(|a| {
            let a = a.as_object()?;
            Some(KEYS.iter().filter_map(|key| Some((key.to_string(), text(a.get(*key)?)))).collect())
        })
        .collect::<Option<Vec<ArgMap>>>()?;
    Some(KernelMeta {
        args,
        size: k.get(".kernarg_segment_size")?.as_u64()?,
        align: k.get(".kernarg_segment_align")?.as_u64()?,
    })
}

/// A JSON value as the text it was written as (strings without quotes).
fn text(v: &serde_json::Value) -> String {
    v.as_str().map_or_else(|| v.to_string(), str::to_string)
}
