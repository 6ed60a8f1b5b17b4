//! Differential test against LLVM 14 (the last writer of code object V2): random
//! `.amd_kernel_code_t` blocks must give the bytes that [`AmdKernelCode::llvm_default_for`] plus
//! one [`AmdKernelCode::set`] per key gives. Blocks LLVM 14 rejects are counted, not compared
//! (its checks are not modelled).
//!
//! `cargo test -p amdgpu-hsa --test akc_differential -- --ignored` (needs LLVM 14 llvm-mc).
//! `AMDGPU_HSA_DIFF_CASES=N` sets the number of blocks (default 300).

mod common;

use amdgpu_hsa::AbiTarget;
use amdgpu_hsa::akc::{AmdKernelCode, KEYS, Loc, machine_version};
use amdgpu_testkit::oracle;
use amdgpu_testkit::rng::Rng;

/// Keys LLVM 14 does not accept in `.amd_kernel_code_t`, or accepts and does not write.
const NOT_LLVM14: &[&str] = &[
    "kernel_code_prefetch_byte_offset",
    "max_scratch_backing_memory_byte_size",
    "compute_pgm_rsrc1",
    "compute_pgm_rsrc2",
    "kernel_code_properties",
    "float_round_mode_32",
    "float_round_mode_16_64",
    "float_denorm_mode_32",
    "float_denorm_mode_16_64",
    "bulky",
    "cdbg_user",
    "fp16_ovfl",
    "enable_wgp_mode",
    "enable_mem_ordered",
    "enable_fwd_progress",
    "enable_wavefront_size32",
];

#[test]
#[ignore = "needs LLVM 14 (llvm-mc); run with --ignored"]
fn random_blocks_agree_with_llvm14() {
    oracle::require_tool("llvm-mc");
    let version = oracle::tool_version_line("llvm-mc").expect("llvm-mc --version names its version");
    assert!(version.contains("14."), "llvm-mc must be LLVM 14: {version}");
    let cases: u64 = std::env::var("AMDGPU_HSA_DIFF_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    let tmp = std::env::temp_dir().join(format!("amdgpu-hsa-akcdiff-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut rng = Rng::new(0xA11C_E5ED_0000_0001);
    let cpus = ["gfx700", "gfx801", "gfx803", "gfx900", "gfx906", "gfx90a", "gfx1010", "gfx1030"];
    let keys: Vec<(&str, Loc)> = KEYS.iter().copied().filter(|(k, _)| !NOT_LLVM14.contains(k)).collect();
    let (mut same, mut rejected) = (0, 0);
    let mut failures = Vec::new();
    for case in 0..cases {
        let cpu = *rng.pick(&cpus);
        let target = AbiTarget::from_processor(cpu).unwrap();
        let mut ours = AmdKernelCode::llvm_default_for(&target, machine_version(cpu).unwrap());
        let mut src = String::from(
            ".hsa_code_object_version 2,1\n.hsa_code_object_isa\n.text\n.globl k\n.p2align 8\n.amdgpu_hsa_kernel k\nk:\n.amd_kernel_code_t\n",
        );
        let mut used = std::collections::HashSet::new();
        for _ in 0..1 + rng.below_u64(8) {
            let (k, loc) = *rng.pick(&keys);
            let max = match loc {
                Loc::Bytes { size: 8, .. } => u64::from(u32::MAX) * 4,
                Loc::Bytes { size, .. } => (1u64 << (8 * size)) - 1,
                Loc::Bits { width, .. } => (1u64 << width) - 1,
            };
            let v = rng.below_u64(max + 1);
            if !used.insert(loc_key(loc)) {
                continue; // aliases of one field: keep the block unambiguous
            }
            src.push_str(&format!("  {k} = {v}\n"));
            ours.set(k, v).unwrap();
        }
        src.push_str(".end_amd_kernel_code_t\ns_endpgm\n");
        let out = common::assemble("llvm-mc", cpu, &["--amdhsa-code-object-version=2"], &src, &tmp);
        if !out.ok || !out.stderr.is_empty() {
            rejected += 1;
            continue;
        }
        let bytes = oracle::section_bytes("llvm-objdump", &out.obj, ".text");
        if bytes.get(..256) == Some(&ours.to_bytes()[..]) {
            same += 1;
        } else {
            failures.push(format!(
                "case {case} {cpu}:\n{src}ours {:02x?}\nllvm {:02x?}",
                ours.to_bytes(),
                bytes.get(..256)
            ));
        }
    }
    eprintln!(
        "{cases} blocks: {same} identical, {rejected} rejected by LLVM 14, {} different",
        failures.len()
    );
    assert!(same >= cases as usize / 2, "too few blocks compared ({same})");
    assert!(failures.is_empty(), "{} differ; first:\n{}", failures.len(), failures[0]);
}

fn loc_key(loc: Loc) -> (usize, u32, u32) {
    match loc {
        Loc::Bytes { offset, size, .. } => (offset, 0, size as u32 * 8),
        Loc::Bits { offset, lo, width } => (offset, lo, width),
    }
}
