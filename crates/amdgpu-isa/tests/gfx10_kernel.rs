//! A clang-19 `-mcpu=gfx1030` / `gfx1010` kernel (`tests/gfx10/kernel.cl`, its instruction
//! lines in `kernel-<cpu>.s` at -O2 and `kernel-o0-<cpu>.s` at -O0, where the kernel keeps its
//! values in scratch through MUBUF `buffer_load/store_dword`) assembles to llvm-mc-19's bytes
//! and text, and those bytes disassemble to llvm-mc-19's text (`<stem>-<cpu>.s.mc`,
//! `<stem>-<cpu>.dis.mc`: llvm-mc-19 output with the tool version in the first line; the
//! ignored test re-runs llvm-mc-19 and checks that the committed files are still what it
//! prints). The instruction lines are clang-19 `-S` output without directives, labels and
//! comments. `lanes-w64-<cpu>.s` is `tests/gfx10/lanes.cl` compiled with
//! `-mwavefrontsize64`, assembled and disassembled with `-mattr=+wavefrontsize64`: its lane
//! masks are SGPR pairs and `vcc` (docs/0026-wave64.md).

use amdgpu_isa::{Target, WaveSize, listing};
use std::path::{Path, PathBuf};

const CPUS: [&str; 2] = ["gfx1030", "gfx1010"];

/// The kernel files per processor: -O2 and -O0 (`-nogpulib -S`), and a wave64 one.
const STEMS: [&str; 3] = ["kernel", "kernel-o0", "lanes-w64"];

/// The target of a kernel file: wave64 for the `-w64` ones.
fn target(cpu: &str, stem: &str) -> Target {
    let wave = if stem.ends_with("-w64") { WaveSize::Wave64 } else { WaveSize::Wave32 };
    Target::with_wave_size(cpu, wave).unwrap()
}

/// llvm-mc-19's `-mattr` for a kernel file.
fn mattr(stem: &str) -> &'static [&'static str] {
    if stem.ends_with("-w64") { &["-mattr=+wavefrontsize64"] } else { &[] }
}

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/gfx10")
}

fn norm(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The lines of a committed llvm-mc-19 output file (without its header).
fn expected(name: &str) -> Vec<String> {
    let text = std::fs::read_to_string(dir().join(name)).unwrap();
    assert!(text.starts_with("# LLVM version 19."), "{name}: tool version header missing");
    text.lines().skip(1).filter(|l| !l.trim().is_empty()).map(norm).collect()
}

#[test]
fn clang_kernel_assembles_and_disassembles_like_llvm_mc() {
    for (cpu, stem) in CPUS.iter().flat_map(|c| STEMS.map(|s| (*c, s))) {
        let target = target(cpu, stem);
        let src = std::fs::read_to_string(dir().join(format!("{stem}-{cpu}.s"))).unwrap();
        let asm = listing::assemble(&src, &target, true);
        assert!(asm.diags.is_empty(), "{cpu}: {:?}", asm.diags.iter().map(|d| &d.msg).collect::<Vec<_>>());
        let ours: Vec<String> = asm.lines.iter().map(|l| norm(l)).collect();
        assert_eq!(ours, expected(&format!("{stem}-{cpu}.s.mc")), "{stem}-{cpu}: assembly");
        // The encodings as llvm-mc's byte-list input, one instruction per line.
        let bytes: String = ours
            .iter()
            .filter_map(|l| {
                l.split_once("encoding: [").map(|(_, b)| b.trim_end_matches(']').to_string() + "\n")
            })
            .collect();
        assert_eq!(bytes.lines().count(), ours.len());
        let dis = listing::disassemble(&bytes, &target);
        assert!(dis.diags.is_empty(), "{stem}-{cpu}: disassembly diagnostics");
        let ours: Vec<String> = dis.lines.iter().map(|l| norm(l)).collect();
        assert_eq!(ours, expected(&format!("{stem}-{cpu}.dis.mc")), "{stem}-{cpu}: disassembly");
    }
}

fn llvm_mc(cpu: &str, args: &[&str], input: &str) -> Vec<String> {
    use std::io::Write;
    let mut child = std::process::Command::new("llvm-mc-19")
        .args(["-triple=amdgcn", &format!("-mcpu={cpu}")])
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.trim().starts_with(".text"))
        .map(norm)
        .collect()
}

#[test]
#[ignore = "needs LLVM 19 (llvm-mc-19); run with --ignored"]
fn committed_outputs_are_llvm_mc_19s() {
    amdgpu_testkit::oracle::require_tool("llvm-mc-19");
    for (cpu, stem) in CPUS.iter().flat_map(|c| STEMS.map(|s| (*c, s))) {
        let src = std::fs::read_to_string(dir().join(format!("{stem}-{cpu}.s"))).unwrap();
        let asm = llvm_mc(cpu, &[mattr(stem), &["-show-encoding"]].concat(), &src);
        assert_eq!(asm, expected(&format!("{stem}-{cpu}.s.mc")), "{stem}-{cpu}");
        let bytes: String = asm
            .iter()
            .filter_map(|l| {
                l.split_once("encoding: [").map(|(_, b)| b.trim_end_matches(']').to_string() + "\n")
            })
            .collect();
        let dis = llvm_mc(cpu, &[mattr(stem), &["-disassemble", "-show-encoding"]].concat(), &bytes);
        assert_eq!(dis, expected(&format!("{stem}-{cpu}.dis.mc")), "{stem}-{cpu}");
    }
}

/// `null` is an operand from GFX10 on: the SMEM soffset and the VOP3b carry-out take it, as
/// clang-19's gfx10 code and llvm-objdump-19 print them (encodings from llvm-mc-19 19.1.7
/// `-mcpu=gfx1010 -show-encoding`); GFX9 refuses both, as llvm-mc-19 does.
#[test]
fn null_is_an_operand_from_gfx10_on() {
    let src = "s_load_dwordx8 s[8:15], s[4:5], null\nv_mad_u64_u32 v[6:7], null, v0, 3, v[2:3]\n";
    for cpu in CPUS {
        let asm = listing::assemble(src, &Target::new(cpu).unwrap(), true);
        assert!(asm.diags.is_empty(), "{cpu}: {:?}", asm.diags.iter().map(|d| &d.msg).collect::<Vec<_>>());
        let ours: Vec<String> = asm.lines.iter().map(|l| norm(l)).collect();
        assert_eq!(
            ours,
            [
                "s_load_dwordx8 s[8:15], s[4:5], null ; encoding: [0x02,0x02,0x0c,0xf4,0x00,0x00,0x00,0xfa]",
                "v_mad_u64_u32 v[6:7], null, v0, 3, v[2:3] ; encoding: [0x06,0x7d,0x76,0xd5,0x00,0x07,0x09,0x04]",
            ],
            "{cpu}"
        );
    }
    let asm = listing::assemble(src, &Target::new("gfx900").unwrap(), true);
    assert_eq!(asm.diags.len(), 2, "gfx900 must refuse null");
}

/// VOP3 takes a literal on every GFX10 processor (encodings from llvm-mc-19 19.1.7
/// `-mcpu=gfx1010 -show-encoding`); the general parser refused it where the fast path did not
/// take the line (clang-19's gfx1010 `v_cmp_gt_u32_e64 s0, 0x80, v0`). GFX9 refuses it.
#[test]
fn vop3_literals_on_every_gfx10_processor() {
    let src = "v_cmp_gt_u32_e64 s0, 0x80, v0\nv_add_f32_e64 v0, 0x1234, v1\n";
    for cpu in ["gfx1010", "gfx1013", "gfx1030", "gfx1036"] {
        let asm = listing::assemble(src, &Target::new(cpu).unwrap(), true);
        assert!(asm.diags.is_empty(), "{cpu}: {:?}", asm.diags.iter().map(|d| &d.msg).collect::<Vec<_>>());
        let ours: Vec<String> = asm.lines.iter().map(|l| norm(l)).collect();
        assert_eq!(
            ours,
            [
                "v_cmp_gt_u32_e64 s0, 0x80, v0 ; encoding: [0x00,0x00,0xc4,0xd4,0xff,0x00,0x02,0x00,0x80,0x00,0x00,0x00]",
                "v_add_f32_e64 v0, 0x1234, v1 ; encoding: [0x00,0x00,0x03,0xd5,0xff,0x02,0x02,0x00,0x34,0x12,0x00,0x00]",
            ],
            "{cpu}"
        );
    }
    let asm = listing::assemble(src, &Target::new("gfx900").unwrap(), true);
    assert_eq!(asm.diags.len(), 2, "gfx900 must refuse VOP3 literals");
}

/// GFX10 MTBUF/MUBUF/EXP rules (encodings and texts from llvm-mc-19 19.1.7 `-mcpu=gfx1010` and
/// `-mcpu=gfx1030 -show-encoding`, identical on both): a dfmt/nfmt pair is the unified format of
/// that name, `format:` may precede the soffset, atomics take `dlc` without encoding it, `null`
/// is a buffer soffset, pos4 and prim are export targets. The texts disassemble back to the same
/// lines (but the atomic, whose dlc llvm-mc's disassembler does not print either). GFX10 refuses
/// `dfmt:`/`nfmt:` operands.
#[test]
fn gfx10_buffer_and_export_forms_like_llvm_mc() {
    let src = "tbuffer_load_format_x v8, v1, s[4:7], s2 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen offset:4 dlc
tbuffer_load_format_xyzw v[0:3], off, s[0:3], format:78, 0 offset:42
tbuffer_store_format_d16_xyzw v[0:1], v1, s[4:7], s0 format:[BUF_DATA_FORMAT_INVALID] idxen
buffer_atomic_add v1, off, s[4:7], null glc slc dlc
exp pos4 v1, v2, off, off done
exp prim v1, off, off, off
";
    let want = [
        "tbuffer_load_format_x v8, v1, s[4:7], s2 format:[BUF_FMT_32_FLOAT] offen offset:4 dlc ; encoding: [0x04,0x90,0xb0,0xe8,0x01,0x08,0x01,0x02]",
        "tbuffer_load_format_xyzw v[0:3], off, s[0:3], 0 format:78 offset:42 ; encoding: [0x2a,0x00,0x73,0xea,0x00,0x00,0x00,0x80]",
        "tbuffer_store_format_d16_xyzw v[0:1], v1, s[4:7], s0 format:[BUF_FMT_INVALID] idxen ; encoding: [0x00,0x20,0x07,0xe8,0x01,0x00,0x21,0x00]",
        "buffer_atomic_add v1, off, s[4:7], null glc slc dlc ; encoding: [0x00,0x40,0xc8,0xe0,0x00,0x01,0x41,0x7d]",
        "exp pos4 v1, v2, off, off done ; encoding: [0x03,0x09,0x00,0xf8,0x01,0x02,0x00,0x00]",
        "exp prim v1, off, off, off ; encoding: [0x41,0x01,0x00,0xf8,0x01,0x00,0x00,0x00]",
    ];
    for cpu in CPUS {
        let target = Target::new(cpu).unwrap();
        let asm = listing::assemble(src, &target, true);
        assert!(asm.diags.is_empty(), "{cpu}: {:?}", asm.diags.iter().map(|d| &d.msg).collect::<Vec<_>>());
        let ours: Vec<String> = asm.lines.iter().map(|l| norm(l)).collect();
        assert_eq!(ours, want, "{cpu}");
        let bytes: String = want
            .iter()
            .map(|l| l.split_once("encoding: [").unwrap().1.trim_end_matches(']').to_string() + "\n")
            .collect();
        let dis = listing::disassemble(&bytes, &target);
        assert!(dis.diags.is_empty(), "{cpu}: disassembly diagnostics");
        for (got, want) in dis.lines.iter().map(|l| norm(l)).zip(want) {
            let want = if want.contains("atomic") { want.replace(" dlc ;", " ;") } else { want.to_string() };
            assert_eq!(got, want, "{cpu}");
        }
        let bad =
            listing::assemble("tbuffer_load_format_x v1, off, s[4:7], dfmt:4, nfmt:2, s1\n", &target, true);
        assert_eq!(bad.diags.len(), 1, "{cpu}: dfmt/nfmt must be refused");
    }
    let gfx9 = listing::assemble("exp pos4 v1, v2, off, off done\n", &Target::new("gfx900").unwrap(), true);
    assert_eq!(gfx9.diags.len(), 1, "gfx900 has no pos4");
}
