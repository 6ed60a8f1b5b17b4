//! Probes of the reference tools that (re)generate the golden tables under `tests/golden/`.
//!
//! Run: `cargo test -p amdgpu-target --test oracle -- --ignored` (compares with the committed
//! goldens; fails when a tool is missing), or with `BLESS=1` to rewrite them. Each file's header
//! records the tool version. The plain tests in `golden.rs` check the crate's tables against
//! these files without any tool installed.

mod common;

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use amdgpu_target::{Arch, Feature, FlatScratch, Generation, PROCESSORS, Processor};
use amdgpu_testkit::{golden, oracle};
use common::{REGEN, SGPR_GRID, VGPR_GRID, golden_path, mattr_combos};

const MC19: &str = "llvm-mc-19";
const MC14: &str = "llvm-mc";

fn require(tool: &str) -> String {
    oracle::require_tool(tool);
    oracle::tool_version_line(tool).unwrap_or_else(|| panic!("{tool} --version names no LLVM version"))
}

fn scratch_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("amdgpu-target-oracle-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&d).expect("create scratch dir");
    d
}

/// Removes a test's scratch folder when the test ends (also on failure).
struct Cleanup(&'static str);
impl Drop for Cleanup {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(scratch_dir(self.0));
    }
}

/// Assembles `source` into an object; `Err(stderr)` when the tool reports anything on stderr
/// (llvm-mc exits 0 on an unknown -mcpu and only warns).
fn assemble(tool: &str, args: &[String], source: &str, tag: &str) -> Result<Vec<u8>, String> {
    let dir = scratch_dir(tag);
    let src = dir.join(format!("{tag}.s"));
    let obj = dir.join(format!("{tag}.o"));
    std::fs::write(&src, source).expect("write source");
    let _ = std::fs::remove_file(&obj);
    let out = Command::new(tool)
        .args(args)
        .arg("-filetype=obj")
        .arg(&src)
        .arg("-o")
        .arg(&obj)
        .output()
        .unwrap_or_else(|e| panic!("run {tool}: {e}"));
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    if !out.status.success() || !stderr.trim().is_empty() {
        return Err(stderr);
    }
    Ok(std::fs::read(&obj).expect("read object"))
}

fn u16_at(b: &[u8], o: usize) -> usize {
    usize::from(u16::from_le_bytes([b[o], b[o + 1]]))
}
fn u32_at(b: &[u8], o: usize) -> u32 {
    u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]])
}
fn u64_at(b: &[u8], o: usize) -> usize {
    usize::try_from(u64::from_le_bytes(b[o..o + 8].try_into().unwrap())).unwrap()
}

/// (e_flags, EI_OSABI, EI_ABIVERSION) of an ELF32 or ELF64 little-endian object.
fn header(elf: &[u8]) -> (u32, u8, u8) {
    assert_eq!(&elf[..4], b"\x7fELF");
    let flags = if elf[4] == 2 { u32_at(elf, 0x30) } else { u32_at(elf, 0x24) };
    (flags, elf[7], elf[8])
}

/// The bytes of the named section of an ELF64 object.
fn section<'a>(elf: &'a [u8], name: &str) -> &'a [u8] {
    assert_eq!(elf[4], 2, "ELF64 expected");
    let shoff = u64_at(elf, 0x28);
    let shentsize = u16_at(elf, 0x3a);
    let shnum = u16_at(elf, 0x3c);
    let shstrndx = u16_at(elf, 0x3e);
    let sh = |i: usize| &elf[shoff + i * shentsize..shoff + (i + 1) * shentsize];
    let strtab = sh(shstrndx);
    let stroff = u64_at(strtab, 0x18);
    for i in 0..shnum {
        let h = sh(i);
        let n = stroff + u32_at(h, 0) as usize;
        let end = elf[n..].iter().position(|&c| c == 0).unwrap() + n;
        if &elf[n..end] == name.as_bytes() {
            let (off, size) = (u64_at(h, 0x18), u64_at(h, 0x20));
            return &elf[off..off + size];
        }
    }
    panic!("no section {name}");
}

fn amdgcn() -> impl Iterator<Item = &'static Processor> {
    PROCESSORS.iter().filter(|p| p.arch == Arch::Amdgcn)
}

fn help_names(tool: &str, triple: &str) -> BTreeSet<String> {
    let out = Command::new(tool)
        .args([&format!("-triple={triple}"), "-mcpu=help"])
        .output()
        .unwrap_or_else(|e| panic!("run {tool}: {e}"));
    // The CPU list goes to stdout or stderr depending on the version.
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let mut names = BTreeSet::new();
    let mut in_cpus = false;
    for line in text.lines() {
        if line.starts_with("Available CPUs") {
            in_cpus = true;
        } else if line.starts_with("Available features") {
            break;
        } else if in_cpus
            && let Some(name) = line.split_whitespace().next()
            && name != "generic"
            && name != "generic-hsa"
        {
            names.insert(name.to_string());
        }
    }
    names
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn processors_llvm19() {
    let v = require(MC19);
    let mut out = format!("# processor names llvm-mc-19 -mcpu=help lists ({v})\n# regenerate: {REGEN}\n");
    for (arch, triple) in [("amdgcn", "amdgcn"), ("r600", "r600")] {
        for n in help_names(MC19, triple) {
            writeln!(out, "{arch}\t{n}").unwrap();
        }
    }
    golden::assert_eq_file(&golden_path("processors-llvm19.tsv"), &out);
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn processors_llvm14() {
    let v = require(MC14);
    let mut out =
        format!("# processor names LLVM 14 llvm-mc -mcpu=help lists ({v})\n# regenerate: {REGEN}\n");
    for n in help_names(MC14, "amdgcn") {
        writeln!(out, "amdgcn\t{n}").unwrap();
    }
    golden::assert_eq_file(&golden_path("processors-llvm14.tsv"), &out);
}

fn eflags_row(
    out: &mut String,
    tool: &str,
    triple: &str,
    mcpu: &str,
    cov: Option<u8>,
    mattr: &str,
    tag: &str,
) {
    let mut args = vec![format!("-triple={triple}"), format!("-mcpu={mcpu}")];
    if let Some(c) = cov {
        args.push(format!("--amdhsa-code-object-version={c}"));
    }
    if mattr != "-" {
        args.push(format!("-mattr={mattr}"));
    }
    let obj = assemble(tool, &args, "", tag).unwrap_or_else(|e| panic!("{tool} {args:?} reported: {e}"));
    let (flags, osabi, abiv) = header(&obj);
    // The target ID the tool prints in its `.amdgcn_target` directive ("-" when it prints none).
    let asm =
        Command::new(tool).args(&args).arg("-filetype=asm").arg("/dev/null").output().expect("run tool");
    let asm = String::from_utf8_lossy(&asm.stdout).to_string();
    let tid = asm
        .lines()
        .find_map(|l| l.trim().strip_prefix(".amdgcn_target "))
        .map_or("-".to_string(), |t| t.trim_matches('"').to_string());
    let cov = cov.map_or("-".to_string(), |c| c.to_string());
    writeln!(out, "{triple}\t{mcpu}\t{cov}\t{mattr}\t0x{flags:08x}\t{osabi}\t{abiv}\t{tid}").unwrap();
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn eflags_llvm19() {
    let v = require(MC19);
    let _cleanup = Cleanup("ef19");
    let mut out = format!(
        "# e_flags, EI_OSABI, EI_ABIVERSION of empty objects written by llvm-mc-19 ({v})\n\
         # regenerate: {REGEN}\n# triple\tmcpu\tcode-object-version\tmattr\te_flags\tosabi\tabiversion\t.amdgcn_target\n"
    );
    for p in amdgcn() {
        for cov in [4u8, 5, 6] {
            for m in mattr_combos(p) {
                eflags_row(&mut out, MC19, "amdgcn-amd-amdhsa", p.name, Some(cov), &m, "ef19");
            }
        }
        for a in p.aliases {
            eflags_row(&mut out, MC19, "amdgcn-amd-amdhsa", a, Some(5), "-", "ef19");
        }
    }
    for triple in ["amdgcn-amd-amdpal", "amdgcn-mesa-mesa3d", "amdgcn--"] {
        for name in ["gfx906", "gfx90a", "gfx1030", "gfx10-3-generic"] {
            let p = amdgpu_target::processor(name).expect("known processor");
            for m in mattr_combos(p) {
                eflags_row(&mut out, MC19, triple, name, None, &m, "ef19");
            }
        }
    }
    for p in PROCESSORS.iter().filter(|p| p.arch == Arch::R600) {
        eflags_row(&mut out, MC19, "r600--", p.name, None, "-", "ef19");
    }
    golden::assert_eq_file(&golden_path("eflags-llvm19.tsv"), &out);
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn eflags_llvm14() {
    let v = require(MC14);
    let _cleanup = Cleanup("ef14");
    let mut out = format!(
        "# e_flags, EI_OSABI, EI_ABIVERSION of empty objects written by LLVM 14 llvm-mc ({v}),\n\
         # the only local writer of code object V2/V3. regenerate: {REGEN}\n\
         # triple\tmcpu\tcode-object-version\tmattr\te_flags\tosabi\tabiversion\t.amdgcn_target\n"
    );
    for p in amdgcn().filter(|p| p.llvm14) {
        for cov in [2u8, 3, 4] {
            for m in mattr_combos(p) {
                eflags_row(&mut out, MC14, "amdgcn-amd-amdhsa", p.name, Some(cov), &m, "ef14");
            }
        }
    }
    golden::assert_eq_file(&golden_path("eflags-llvm14.tsv"), &out);
}

/// One kernel-descriptor probe case.
struct KdCase {
    wave32: bool,
    /// False: no `.amdhsa_wavefront_size32` directive (the processor's default wave size).
    explicit_wave: bool,
    vgpr: u32,
    sgpr: u32,
    vcc: bool,
    /// `None`: directive omitted (not allowed on this processor; LLVM's default applies).
    flat: Option<bool>,
    xnack: Option<bool>,
}

fn kd_cases(p: &Processor) -> Vec<KdCase> {
    let flat_allowed = p.generation >= Generation::Gfx7 && p.flat_scratch != FlatScratch::Architected;
    let waves: &[bool] = if p.supports(Feature::Wavefrontsize64) { &[true, false] } else { &[false] };
    let mut cases = Vec::new();
    for &wave32 in waves {
        for &vgpr in VGPR_GRID {
            if p.regs.unified && vgpr < 4 {
                continue; // accum_offset is at least 4
            }
            cases.push(KdCase {
                wave32,
                explicit_wave: true,
                vgpr,
                sgpr: 1,
                vcc: true,
                flat: None,
                xnack: None,
            });
        }
    }
    // The default wave size: 9 VGPRs give 1 block with granule 8 (wave32), 2 with granule 4.
    for vgpr in [9, 17] {
        cases.push(KdCase {
            wave32: false,
            explicit_wave: false,
            vgpr,
            sgpr: 1,
            vcc: true,
            flat: None,
            xnack: None,
        });
    }
    let xnacks: &[Option<bool>] =
        if p.supports(Feature::Xnack) { &[Some(false), Some(true)] } else { &[None] };
    let flats: &[Option<bool>] = if flat_allowed { &[Some(false), Some(true)] } else { &[None] };
    for &sgpr in SGPR_GRID {
        for vcc in [false, true] {
            for &flat in flats {
                for &xnack in xnacks {
                    cases.push(KdCase {
                        wave32: waves[0],
                        explicit_wave: true,
                        vgpr: 1,
                        sgpr,
                        vcc,
                        flat,
                        xnack,
                    });
                }
            }
        }
    }
    cases
}

fn kd_source(p: &Processor, cases: &[(usize, &KdCase)]) -> (String, Vec<(usize, usize)>) {
    // Returns the source and, per case, its (first line, last line) for mapping diagnostics.
    let mut s = String::from(".text\n");
    for (i, _) in cases {
        writeln!(s, "k{i}:").unwrap();
    }
    s.push_str(" s_endpgm\n.rodata\n");
    let mut lines = Vec::new();
    for (i, c) in cases {
        let first = s.lines().count() + 1;
        writeln!(s, ".amdhsa_kernel k{i}").unwrap();
        writeln!(s, " .amdhsa_next_free_vgpr {}", c.vgpr).unwrap();
        writeln!(s, " .amdhsa_next_free_sgpr {}", c.sgpr).unwrap();
        writeln!(s, " .amdhsa_reserve_vcc {}", u8::from(c.vcc)).unwrap();
        if let Some(f) = c.flat {
            writeln!(s, " .amdhsa_reserve_flat_scratch {}", u8::from(f)).unwrap();
        }
        if let Some(x) = c.xnack {
            writeln!(s, " .amdhsa_reserve_xnack_mask {}", u8::from(x)).unwrap();
        }
        if p.regs.unified {
            writeln!(s, " .amdhsa_accum_offset 4").unwrap();
        }
        if p.supports(Feature::Wavefrontsize64) && c.explicit_wave {
            writeln!(s, " .amdhsa_wavefront_size32 {}", u8::from(c.wave32)).unwrap();
        }
        s.push_str(".end_amdhsa_kernel\n");
        lines.push((first, s.lines().count()));
    }
    (s, lines)
}

fn error_lines(stderr: &str, file: &Path) -> BTreeSet<usize> {
    let prefix = format!("{}:", file.display());
    stderr
        .lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .filter_map(|rest| rest.split(':').next()?.parse().ok())
        .collect()
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn kernel_descriptor_granules_llvm19() {
    let v = require(MC19);
    let _cleanup = Cleanup("kd");
    let mut out = format!(
        "# GRANULATED_WORKITEM_VGPR_COUNT / GRANULATED_WAVEFRONT_SGPR_COUNT written by llvm-mc-19 ({v})\n\
         # for .amdhsa_kernel descriptors; flat/xnack '-' = directive not allowed, LLVM default.\n\
         # regenerate: {REGEN}\n\
         # mcpu\twave (32, 64, or default: no directive)\tnext_free_vgpr\tnext_free_sgpr\treserve_vcc\treserve_flat\treserve_xnack\tvgpr_blocks\tsgpr_blocks\n"
    );
    for p in amdgcn() {
        let cases = kd_cases(p);
        // The xnack reservation must match -mattr, so run each xnack value separately.
        let mut results = std::collections::BTreeMap::new();
        for x in [None, Some(false), Some(true)] {
            let subset: Vec<(usize, &KdCase)> =
                cases.iter().enumerate().filter(|(_, c)| c.xnack == x).collect();
            if subset.is_empty() {
                continue;
            }
            let mut live = subset;
            loop {
                let (src, lines) = kd_source(p, &live);
                let mut args = vec!["-triple=amdgcn-amd-amdhsa".to_string(), format!("-mcpu={}", p.name)];
                if let Some(x) = x {
                    args.push(format!("-mattr={}xnack", if x { '+' } else { '-' }));
                }
                match assemble(MC19, &args, &src, "kd") {
                    Ok(obj) => {
                        let ro = section(&obj, ".rodata");
                        for (k, (i, _)) in live.iter().enumerate() {
                            let rsrc1 = u32_at(ro, k * 64 + 48);
                            results.insert(*i, Some((rsrc1 & 0x3f, (rsrc1 >> 6) & 0xf)));
                        }
                        break;
                    }
                    Err(e) => {
                        let path = scratch_dir("kd").join("kd.s");
                        let bad = error_lines(&e, &path);
                        assert!(!bad.is_empty(), "{}: {e}", p.name);
                        let before = live.len();
                        live = live
                            .into_iter()
                            .zip(lines)
                            .filter_map(|(c, (a, b))| {
                                if bad.iter().any(|l| (a..=b).contains(l)) {
                                    results.insert(c.0, None);
                                    None
                                } else {
                                    Some(c)
                                }
                            })
                            .collect();
                        assert!(live.len() < before, "{}: no progress: {e}", p.name);
                        if live.is_empty() {
                            break;
                        }
                    }
                }
            }
        }
        for (i, c) in cases.iter().enumerate() {
            let opt = |o: Option<bool>| o.map_or("-".to_string(), |b| u8::from(b).to_string());
            let res = match results.get(&i).copied().flatten() {
                Some((vb, sb)) => format!("{vb}\t{sb}"),
                None => "error\terror".to_string(),
            };
            writeln!(
                out,
                "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{res}",
                p.name,
                match (c.explicit_wave, c.wave32) {
                    (false, _) => "default",
                    (true, true) => "32",
                    (true, false) => "64",
                },
                c.vgpr,
                c.sgpr,
                u8::from(c.vcc),
                opt(c.flat),
                opt(c.xnack)
            )
            .unwrap();
        }
    }
    golden::assert_eq_file(&golden_path("kd-granules-llvm19.tsv"), &out);
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn gfx_version_symbols_llvm19() {
    let v = require(MC19);
    let _cleanup = Cleanup("ver");
    let mut out = format!(
        "# values of .amdgcn.gfx_generation_number/_minor/_stepping in llvm-mc-19 ({v})\n\
         # regenerate: {REGEN}\n# mcpu\tmajor\tminor\tstepping\n"
    );
    let src = ".long .amdgcn.gfx_generation_number\n.long .amdgcn.gfx_generation_minor\n\
               .long .amdgcn.gfx_generation_stepping\n";
    for p in amdgcn() {
        let args = vec!["-triple=amdgcn-amd-amdhsa".to_string(), format!("-mcpu={}", p.name)];
        let obj = assemble(MC19, &args, src, "ver").unwrap_or_else(|e| panic!("{}: {e}", p.name));
        let t = section(&obj, ".text");
        writeln!(out, "{}\t{}\t{}\t{}", p.name, u32_at(t, 0), u32_at(t, 4), u32_at(t, 8)).unwrap();
    }
    golden::assert_eq_file(&golden_path("gfx-version-llvm19.tsv"), &out);
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn machine_version_symbols_llvm14_v2() {
    let v = require(MC14);
    let _cleanup = Cleanup("ver14");
    let mut out = format!(
        "# values of .option.machine_version_major/_minor/_stepping in LLVM 14 llvm-mc, code object V2 ({v})\n\
         # regenerate: {REGEN}\n# mcpu\tmajor\tminor\tstepping\n"
    );
    let src = ".long .option.machine_version_major\n.long .option.machine_version_minor\n\
               .long .option.machine_version_stepping\n";
    for p in amdgcn().filter(|p| p.llvm14) {
        let args = vec![
            "-triple=amdgcn-amd-amdhsa".to_string(),
            format!("-mcpu={}", p.name),
            "--amdhsa-code-object-version=2".to_string(),
        ];
        let obj = assemble(MC14, &args, src, "ver14").unwrap_or_else(|e| panic!("{}: {e}", p.name));
        let t = section(&obj, ".text");
        writeln!(out, "{}\t{}\t{}\t{}", p.name, u32_at(t, 0), u32_at(t, 4), u32_at(t, 8)).unwrap();
    }
    golden::assert_eq_file(&golden_path("machine-version-llvm14.tsv"), &out);
}

/// clang-19's `.amdhsa_next_free_vgpr` for kernels touching VGPR `v` and AGPR `a` matches
/// `regs::descriptor_vgpr_count` (live check; the unit test `vgpr_granules` holds the values).
#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn agpr_vgpr_counts_clang19() {
    oracle::require_tool("clang-19");
    let _cleanup = Cleanup("agpr");
    let dir = scratch_dir("agpr");
    for name in ["gfx908", "gfx90a", "gfx942"] {
        let p = amdgpu_target::processor(name).unwrap();
        for (v, a) in [(3u32, 20u32), (9, 2), (0, 0), (30, 100)] {
            let src = format!(
                "__kernel void k(__global int *p) {{\n\
                 __asm volatile(\"v_accvgpr_write_b32 a{a}, 0\" ::: \"a{a}\");\n\
                 __asm volatile(\"v_mov_b32 v{v}, 0\" ::: \"v{v}\");\n}}\n"
            );
            let path = dir.join("k.cl");
            std::fs::write(&path, src).unwrap();
            let out = Command::new("clang-19")
                .args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-O2", "-S"])
                .arg(format!("-mcpu={name}"))
                .arg(&path)
                .args(["-o", "-"])
                .output()
                .expect("run clang-19");
            assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
            let text = String::from_utf8_lossy(&out.stdout);
            let got: u32 = text
                .lines()
                .find_map(|l| l.trim().strip_prefix(".amdhsa_next_free_vgpr "))
                .expect("directive")
                .trim()
                .parse()
                .unwrap();
            // The kernel uses registers 0..=v and 0..=a (the kernarg pointer needs v0 anyway).
            assert_eq!(regs_count(p, v + 1, a + 1), got, "{name} v{v} a{a}");
        }
    }
}

fn regs_count(p: &Processor, v: u32, a: u32) -> u32 {
    amdgpu_target::regs::descriptor_vgpr_count(p, v, a)
}
