//! `amd_kernel_code_t` headers written by LLVM 14 from `.amd_kernel_code_t` blocks (code
//! object V2) decode to the values the blocks gave.
//!
//! Each `tests/akc/NAME.akc` holds `; target: gfxNNN` and `key = value` lines; `NAME.bytes`
//! holds the 256 bytes llvm-mc (LLVM 14) wrote at the kernel symbol, with the tool version.
//! Regenerate with `BLESS=1 cargo test -p amdgpu-hsa --test akc_corpus -- --ignored`.

mod common;

use std::path::{Path, PathBuf};

use amdgpu_hsa::AbiTarget;
use amdgpu_hsa::akc::{AmdKernelCode, machine_version};
use amdgpu_testkit::{corpus, golden, oracle};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/akc")
}

fn read_case(path: &Path) -> (String, Vec<(String, u64)>) {
    let (cpu, keys, _) = read_case_full(path);
    (cpu, keys)
}

/// The target, the keys, and the keys LLVM 14 accepts but does not write (`; llvm14-drops:`).
fn read_case_full(path: &Path) -> (String, Vec<(String, u64)>, Vec<String>) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut cpu = None;
    let mut keys = Vec::new();
    let mut dropped = Vec::new();
    for line in text.lines() {
        if let Some(d) = line.strip_prefix("; llvm14-drops: ") {
            dropped.push(d.split_whitespace().next().unwrap_or("").to_string());
        } else if let Some(c) = line.strip_prefix("; target: ") {
            cpu = Some(c.trim().to_string());
        } else if let Some((k, v)) = line.split_once('=') {
            if !line.starts_with(';') {
                keys.push((k.trim().to_string(), v.trim().parse().unwrap()));
            }
        }
    }
    (cpu.expect("; target: line"), keys, dropped)
}

fn parse_hex(text: &str) -> Vec<u8> {
    let hex: String = text.lines().filter(|l| !l.starts_with('#')).flat_map(str::split_whitespace).collect();
    (0..hex.len() / 2).map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap()).collect()
}

#[test]
fn llvm14_headers_decode_to_the_given_fields() {
    let cases = corpus::files(&dir(), ".akc");
    assert!(cases.len() >= 5, "akc corpus went missing");
    for path in cases {
        let (cpu, keys, dropped) = read_case_full(&path);
        let bytes = parse_hex(&std::fs::read_to_string(path.with_extension("bytes")).unwrap());
        let akc = AmdKernelCode::parse(&bytes).unwrap();
        assert_eq!(akc.to_bytes().to_vec(), bytes);
        for (k, v) in &keys {
            let got = akc.get(k).unwrap_or_else(|| panic!("{}: unknown key {k}", path.display()));
            let want = if dropped.contains(k) { 0 } else { *v };
            assert_eq!(got, want, "{}: {k}", path.display());
        }
        let mv = machine_version(&cpu).unwrap();
        assert_eq!(
            (
                akc.get("amd_machine_version_major"),
                akc.get("amd_machine_version_minor"),
                akc.get("amd_machine_version_stepping")
            ),
            (Some(u64::from(mv.0)), Some(u64::from(mv.1)), Some(u64::from(mv.2))),
            "{}",
            path.display()
        );
        // Header -> descriptor -> header keeps every field the descriptor can hold.
        let target = AbiTarget::from_processor(&cpu).unwrap();
        let kd = akc.to_descriptor(&target);
        let back = AmdKernelCode::from_descriptor(&kd.value, &target, mv).value;
        for k in [
            "compute_pgm_rsrc1",
            "compute_pgm_rsrc2",
            "workitem_private_segment_byte_size",
            "workgroup_group_segment_byte_size",
            "enable_sgpr_private_segment_buffer",
            "enable_sgpr_dispatch_ptr",
            "enable_sgpr_queue_ptr",
            "enable_sgpr_kernarg_segment_ptr",
            "enable_sgpr_dispatch_id",
            "enable_sgpr_flat_scratch_init",
            "enable_sgpr_private_segment_size",
            "is_dynamic_callstack",
        ] {
            assert_eq!(back.get(k), akc.get(k), "{}: {k} through the descriptor", path.display());
        }
        if akc.get("kernarg_segment_byte_size").unwrap() <= u64::from(u32::MAX) {
            assert!(kd.lost.iter().all(|l| !l.contains("kernarg")), "{:?}", kd.lost);
        } else {
            assert!(kd.lost.iter().any(|l| l.contains("kernarg")));
        }
    }
}

#[test]
fn llvm14_defaults_match_ours() {
    for cpu in ["gfx700", "gfx1030"] {
        let bytes = parse_hex(&std::fs::read_to_string(dir().join(format!("{cpu}-defaults.bytes"))).unwrap());
        let target = AbiTarget::from_processor(cpu).unwrap();
        let ours = AmdKernelCode::llvm_default_for(&target, machine_version(cpu).unwrap());
        assert_eq!(AmdKernelCode::parse(&bytes).unwrap(), ours, "{cpu}");
    }
}

#[test]
#[ignore = "needs LLVM 14 (llvm-mc, llvm-objdump); run with --ignored"]
fn goldens_match_llvm14() {
    oracle::require_tool("llvm-mc");
    let version = oracle::tool_version_line("llvm-mc").expect("llvm-mc --version names its version");
    assert!(version.contains("14."), "llvm-mc must be LLVM 14 (the last to write code object V2): {version}");
    let tmp = std::env::temp_dir().join(format!("amdgpu-hsa-akc-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    for path in corpus::files(&dir(), ".akc") {
        let (cpu, keys) = read_case(&path);
        let mut src = String::from(
            ".hsa_code_object_version 2,1\n.hsa_code_object_isa\n.text\n.globl k\n.p2align 8\n.amdgpu_hsa_kernel k\nk:\n.amd_kernel_code_t\n",
        );
        for (k, v) in &keys {
            src.push_str(&format!("  {k} = {v}\n"));
        }
        src.push_str(".end_amd_kernel_code_t\ns_endpgm\n");
        let out = common::assemble("llvm-mc", &cpu, &["--amdhsa-code-object-version=2"], &src, &tmp);
        assert!(out.ok && out.stderr.is_empty(), "{}: {}", path.display(), out.stderr);
        let bytes = oracle::section_bytes("llvm-objdump", &out.obj, ".text");
        assert!(bytes.len() >= 256, "{}: .text too short", path.display());
        let mut text =
            format!("# llvm-mc ({version}) amd_kernel_code_t bytes at the kernel symbol, -mcpu={cpu}\n");
        for row in bytes[..256].chunks(16) {
            let words: Vec<String> =
                row.chunks(4).map(|w| w.iter().map(|b| format!("{b:02x}")).collect()).collect();
            text.push_str(&words.join(" "));
            text.push('\n');
        }
        golden::assert_eq_file(&path.with_extension("bytes"), &text);
    }
}
