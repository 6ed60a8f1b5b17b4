//! Kernel descriptors from `.amdhsa_kernel` blocks, checked against the bytes LLVM 19 writes.
//!
//! Each `tests/descriptors/NAME.kd` holds `# target: gfxNNN` and one `.amdhsa_*` directive per
//! line; `NAME.bytes` holds the 64 descriptor bytes llvm-mc-19 produced (with the tool version
//! in its header). Regenerate the goldens with
//! `BLESS=1 cargo test -p amdgpu-hsa --test descriptor_corpus -- --ignored`.

mod common;

use std::path::{Path, PathBuf};

use amdgpu_hsa::directives::{AmdhsaKernel, render, to_directives};
use amdgpu_hsa::{AbiTarget, KernelDescriptor};
use amdgpu_testkit::{corpus, golden, oracle};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/descriptors")
}

struct Case {
    cpu: String,
    directives: Vec<(String, i128)>,
}

fn read_case(path: &Path) -> Case {
    let text = std::fs::read_to_string(path).unwrap();
    let mut cpu = None;
    let mut directives = Vec::new();
    for line in text.lines() {
        if let Some(c) = line.strip_prefix("# target: ") {
            cpu = Some(c.trim().to_string());
        } else if !line.trim().is_empty() && !line.starts_with('#') {
            let (n, v) = line.trim().split_once(' ').unwrap();
            directives.push((n.to_string(), v.trim().parse().unwrap()));
        }
    }
    Case { cpu: cpu.expect("# target line"), directives }
}

fn parse_golden(text: &str) -> [u8; 64] {
    let hex: String =
        text.lines().filter(|l| !l.starts_with('#')).flat_map(|l| l.split_whitespace()).collect::<String>();
    assert_eq!(hex.len(), 128, "golden must hold 64 bytes");
    let mut b = [0u8; 64];
    for (i, byte) in b.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap();
    }
    b
}

fn format_golden(version: &str, b: &[u8]) -> String {
    let mut s = format!("# llvm-mc-19 ({version}) kernel descriptor bytes\n");
    for row in b.chunks(16) {
        let words: Vec<String> =
            row.chunks(4).map(|w| w.iter().map(|x| format!("{x:02x}")).collect::<String>()).collect();
        s.push_str(&words.join(" "));
        s.push('\n');
    }
    s
}

#[test]
fn directives_give_llvm19_bytes() {
    let cases = corpus::files(&dir(), ".kd");
    assert!(cases.len() >= 12, "descriptor corpus went missing");
    for path in cases {
        let case = read_case(&path);
        let target = AbiTarget::from_processor(&case.cpu).unwrap();
        let mut k = AmdhsaKernel::new(target);
        for (n, v) in &case.directives {
            k.set(n, *v).unwrap_or_else(|e| panic!("{}: {n}: {e}", path.display()));
        }
        let kd = k.finish().unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let golden_path = path.with_extension("bytes");
        let expected = parse_golden(&std::fs::read_to_string(&golden_path).unwrap());
        assert_eq!(
            format_golden("", &kd.to_bytes()),
            format_golden("", &expected),
            "{}: our bytes (left) vs LLVM 19 (right)",
            path.display()
        );
        // Decoding LLVM's bytes gives directives that reassemble to the same bytes.
        let decoded = KernelDescriptor::parse(&expected).unwrap();
        assert!(decoded.validate(&target).is_empty(), "{}: {:?}", path.display(), decoded.validate(&target));
        let mut again = AmdhsaKernel::new(target);
        for (d, v) in to_directives(&decoded, &target) {
            again.set_directive(d, i128::from(v)).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
        assert_eq!(again.finish().unwrap().to_bytes(), expected, "{}: re-assembly", path.display());
        // And every directive value given that maps 1:1 onto a field decodes back unchanged.
        let listed = to_directives(&decoded, &target);
        for (n, v) in &case.directives {
            let d = amdgpu_hsa::directives::Directive::from_name(n).unwrap();
            if matches!(
                d.target(),
                amdgpu_hsa::directives::Target::Field(_) | amdgpu_hsa::directives::Target::Size
            ) && d != amdgpu_hsa::directives::Directive::UserSgprCount
            {
                let got = listed.iter().find(|(x, _)| *x == d).map(|(_, v)| *v);
                assert_eq!(got.map(i128::from), Some(*v), "{}: {n}", path.display());
            }
        }
        assert!(render(&decoded, &target, "k").starts_with(".amdhsa_kernel k\n"));
    }
}

#[test]
#[ignore = "needs LLVM 19 (llvm-mc-19, llvm-objdump-19); run with --ignored"]
fn goldens_match_llvm19() {
    oracle::require_tool("llvm-mc-19");
    let version = oracle::tool_version_line("llvm-mc-19").expect("llvm-mc-19 --version names its version");
    let tmp = std::env::temp_dir().join(format!("amdgpu-hsa-kd-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    for path in corpus::files(&dir(), ".kd") {
        let case = read_case(&path);
        let mut src = String::from(
            ".text\n.globl k\n.p2align 8\nk:\n s_endpgm\n.rodata\n.p2align 6\n.amdhsa_kernel k\n",
        );
        for (n, v) in &case.directives {
            src.push_str(&format!("  {n} {v}\n"));
        }
        src.push_str(".end_amdhsa_kernel\n");
        let out = common::assemble("llvm-mc-19", &case.cpu, &[], &src, &tmp);
        assert!(out.ok && out.stderr.is_empty(), "{}: {}", path.display(), out.stderr);
        let bytes = rodata(&out.obj);
        golden::assert_eq_file(&path.with_extension("bytes"), &format_golden(&version, &bytes));
    }
}

/// The `.rodata` section contents: one 64-byte descriptor.
fn rodata(o: &Path) -> Vec<u8> {
    let bytes = oracle::section_bytes("llvm-objdump-19", o, ".rodata");
    assert_eq!(bytes.len(), 64, "{}: .rodata is not one descriptor", o.display());
    bytes
}
