//! Differential test against llvm-mc-19: random `.amdhsa_kernel` blocks on every family must be
//! accepted or rejected alike, and accepted ones must give the same 64 bytes.
//!
//! `cargo test -p amdgpu-hsa --test descriptor_differential -- --ignored` (needs LLVM 19).
//! `AMDGPU_HSA_DIFF_CASES=N` changes the number of blocks (default 400).

mod common;

use amdgpu_hsa::directives::{ALL_DIRECTIVES, AmdhsaKernel, Directive, to_directives};
use amdgpu_hsa::{AbiTarget, KernelDescriptor};
use amdgpu_testkit::oracle;
use amdgpu_testkit::rng::Rng;

const CPUS: [&str; 14] = [
    "gfx600", "gfx700", "gfx801", "gfx802", "gfx803", "gfx900", "gfx906", "gfx90a", "gfx940", "gfx1010",
    "gfx1030", "gfx1100", "gfx1151", "gfx1200",
];

fn value_for(d: Directive, rng: &mut Rng) -> i128 {
    let r = rng.below_u64(100);
    match d {
        Directive::GroupSegmentFixedSize | Directive::PrivateSegmentFixedSize | Directive::KernargSize => {
            i128::from(rng.below_u64(70_000))
        }
        Directive::NextFreeVgpr => i128::from(rng.below_u64(if r < 5 { 600 } else { 260 })),
        Directive::NextFreeSgpr => i128::from(rng.below_u64(if r < 5 { 120 } else { 100 })),
        Directive::AccumOffset => i128::from(4 * (1 + rng.below_u64(if r < 5 { 70 } else { 20 }))),
        Directive::UserSgprCount => i128::from(rng.below_u64(34)),
        Directive::UserSgprKernargPreloadLength | Directive::UserSgprKernargPreloadOffset => {
            i128::from(rng.below_u64(12))
        }
        Directive::SharedVgprCount => i128::from(rng.below_u64(17)),
        Directive::SystemVgprWorkitemId
        | Directive::FloatRoundMode32
        | Directive::FloatRoundMode1664
        | Directive::FloatDenormMode32
        | Directive::FloatDenormMode1664 => i128::from(rng.below_u64(if r < 3 { 6 } else { 4 })),
        _ => i128::from(rng.below_u64(if r < 3 { 3 } else { 2 })),
    }
}

#[test]
#[ignore = "needs LLVM 19 (llvm-mc-19, llvm-objdump-19); run with --ignored"]
fn random_blocks_agree_with_llvm19() {
    oracle::require_tool("llvm-mc-19");
    let cases: usize =
        std::env::var("AMDGPU_HSA_DIFF_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(400);
    let tmp = std::env::temp_dir().join(format!("amdgpu-hsa-diff-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut rng = Rng::new(0x5EED_1234_ABCD_0001);
    let mut failures = Vec::new();
    let (mut accepted, mut rejected) = (0, 0);
    for case in 0..cases {
        let cpu = *rng.pick(&CPUS);
        let target = AbiTarget::from_processor(cpu).unwrap();
        let mut chosen: Vec<(Directive, i128)> = Vec::new();
        for d in ALL_DIRECTIVES {
            let required = matches!(d, Directive::NextFreeVgpr | Directive::NextFreeSgpr)
                || (d == Directive::AccumOffset && matches!(cpu, "gfx90a" | "gfx940"));
            // Mostly directives valid on the target (so most blocks assemble), a few that are not.
            let percent = if d.check_supported(&target).is_ok() { 12 } else { 1 };
            if required || rng.below_u64(100) < percent {
                chosen.push((d, value_for(d, &mut rng)));
            }
        }
        if rng.below_u64(100) < 3 {
            chosen.retain(|(d, _)| *d != Directive::NextFreeSgpr);
        }
        let mut k = AmdhsaKernel::new(target);
        let ours = chosen
            .iter()
            .try_for_each(|(d, v)| k.set_directive(*d, *v).map(|_| ()))
            .and_then(|()| k.finish());
        let mut src = String::from(
            ".text\n.globl k\n.p2align 8\nk:\n s_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel k\n",
        );
        for (d, v) in &chosen {
            src.push_str(&format!("  {} {v}\n", d.name()));
        }
        src.push_str(".end_amdhsa_kernel\n");
        let out = common::assemble("llvm-mc-19", cpu, &[], &src, &tmp);
        let llvm_ok = out.ok && !out.stderr.contains("error");
        let llvm_bytes =
            if llvm_ok { Some(oracle::section_bytes("llvm-objdump-19", &out.obj, ".rodata")) } else { None };
        match (&ours, &llvm_bytes) {
            (Ok(kd), Some(b)) => {
                accepted += 1;
                if kd.to_bytes().to_vec() != *b {
                    failures.push(format!(
                        "case {case} {cpu}: bytes differ\n{src}ours {:02x?}\nllvm {b:02x?}",
                        kd.to_bytes()
                    ));
                }
                // Decoding LLVM's bytes back to directives reassembles to the same bytes.
                let decoded = KernelDescriptor::parse(b).unwrap();
                let mut again = AmdhsaKernel::new(target);
                let back = to_directives(&decoded, &target)
                    .into_iter()
                    .try_for_each(|(d, v)| again.set_directive(d, i128::from(v)))
                    .and_then(|()| again.finish());
                if back.as_ref().map(|k| k.to_bytes().to_vec()).ok().as_ref() != Some(b) {
                    failures.push(format!("case {case} {cpu}: decode/re-encode differs: {back:?}\n{src}"));
                }
            }
            (Err(_), None) => rejected += 1,
            (Ok(_), None) => failures.push(format!(
                "case {case} {cpu}: LLVM rejects, we accept\n{src}{}",
                out.stderr.lines().find(|l| l.contains("error")).unwrap_or("")
            )),
            (Err(e), Some(_)) => {
                failures.push(format!("case {case} {cpu}: we reject ({e}), LLVM accepts\n{src}"))
            }
        }
    }
    eprintln!(
        "{cases} blocks: {accepted} accepted alike, {rejected} rejected alike, {} disagreements",
        failures.len()
    );
    assert!(failures.is_empty(), "{} disagreements; first:\n{}", failures.len(), failures[0]);
}
