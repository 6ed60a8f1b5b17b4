//! The V2 writer against LLVM 14 (the last writer of code object V2): llvm-mc re-emits a
//! `.amd_amdgpu_hsa_metadata` block in its own layout; `v2::Metadata::parse(block).to_yaml()`
//! must produce the same text, including string quoting.

use std::process::Command;

use amdgpu_metadata::v2;
use amdgpu_testkit::oracle;

/// Strings whose quoting was probed (kernel names exercise the scalar writer).
const NAMES: &[&str] = &[
    "a.b",
    "a-b",
    "-a",
    "a/b",
    "a^b",
    "a,b",
    "a(b)",
    "a b",
    " a",
    "a ",
    "1",
    "true",
    "null",
    "~",
    "1.5",
    "ü",
    "a=b",
    "a+b",
    "a<b>",
    "a$b",
    "a?b",
    ".a",
    "_a",
    "a_b",
    "a:b",
    "a!b",
    "a~b",
    "a|b",
    "a&b",
    "a'b",
    "0x1",
    "yes",
    "No",
    "A",
    "NULL",
    "False",
    "1e3",
    ".inf",
    "-",
    "?",
    "a]b",
    "a}b",
    "a%b",
    "a@b",
    "a`b",
    "@a",
    "a*",
    "*a",
    "!a",
    "&a",
    "%a",
    "a:",
    ":a",
    "a-",
    "1a",
    "Off",
    "y",
    "n",
    "0o7",
    "08",
    "-1",
    "+1",
    "0",
    "-1a",
    "a[b",
    "a{b",
    "?a",
    "nan",
    ".5",
    "1.",
    "0.0",
    "1_0",
    "_Z3fooPf",
    "kernel@kd",
    "OpenCL C",
];

fn yaml_double_quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The NT_AMD_HSA_METADATA text in an object written by LLVM 14.
fn note_text(elf: &[u8]) -> String {
    for i in 0..elf.len().saturating_sub(16) {
        if elf[i..i + 4] == [4, 0, 0, 0]
            && elf[i + 8..i + 12] == [10, 0, 0, 0]
            && &elf[i + 12..i + 16] == b"AMD\0"
        {
            let n = u32::from_le_bytes(elf[i + 4..i + 8].try_into().unwrap()) as usize;
            return String::from_utf8(elf[i + 16..i + 16 + n].to_vec()).unwrap();
        }
    }
    panic!("no NT_AMD_HSA_METADATA note")
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh) and LLVM 14's llvm-mc; run with --ignored"]
fn v2_writer_matches_llvm14() {
    oracle::require_tool("llvm-mc");
    let mut block =
        String::from("---\nVersion: [ 1, 0 ]\nPrintf: [ '1:1:4:%d\\n', \"2:0:x y\" ]\nKernels:\n");
    for (i, n) in NAMES.iter().enumerate() {
        block.push_str(&format!("  - Name: {}\n    SymbolName: 'k{i}@kd'\n", yaml_double_quoted(n)));
        if i % 3 == 0 {
            block.push_str("    Language: OpenCL C\n    LanguageVersion: [ 2, 0 ]\n");
            block.push_str("    Attrs:\n      ReqdWorkGroupSize: [ 64, 1, 1 ]\n      VecTypeHint: int\n");
            block.push_str(
                "    Args:\n      - Name: x\n        TypeName: 'float*'\n        Size: 8\n        Align: 8\n",
            );
            block.push_str(
                "        ValueKind: GlobalBuffer\n        ValueType: F32\n        AddrSpaceQual: Global\n",
            );
            block.push_str("        AccQual: Default\n        IsConst: true\n        IsRestrict: false\n");
            block.push_str("        IsVolatile: false\n        IsPipe: true\n        PointeeAlign: 0\n");
        }
        if i % 2 == 0 {
            block.push_str("    CodeProps:\n      KernargSegmentSize: 8\n      GroupSegmentFixedSize: 0\n");
            block.push_str(
                "      PrivateSegmentFixedSize: 16\n      KernargSegmentAlign: 8\n      WavefrontSize: 64\n",
            );
            block.push_str(&format!(
                "      NumSGPRs: {}\n      NumVGPRs: 0\n      MaxFlatWorkGroupSize: 256\n",
                i % 4
            ));
            block.push_str(&format!(
                "      IsDynamicCallStack: {}\n      NumSpilledSGPRs: {}\n",
                i % 4 == 0,
                i % 3
            ));
        }
    }
    block.push_str("...\n");
    let dir = std::env::temp_dir().join(format!("amdgpu-v2-llvm14-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("v2.s");
    let obj = dir.join("v2.o");
    std::fs::write(&src, format!(".amd_amdgpu_hsa_metadata\n{block}.end_amd_amdgpu_hsa_metadata\n")).unwrap();
    let out = Command::new("llvm-mc")
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx803",
            "--amdhsa-code-object-version=2",
            "-filetype=obj",
            "-o",
        ])
        .arg(&obj)
        .arg(&src)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let theirs = note_text(&std::fs::read(&obj).unwrap());
    // LLVM 14 drops ValueType and zero-valued optional keys; so does a re-parse of its output.
    let ours = v2::Metadata::parse(&theirs).unwrap().to_yaml();
    assert_eq!(ours, theirs);
    // And our parse of the input, normalized as LLVM 14 does, writes the same text.
    let m = v2::Metadata::parse(&block).unwrap().normalized();
    let ours = m.to_yaml();
    for (i, (a, b)) in ours.lines().zip(theirs.lines()).enumerate() {
        assert_eq!(a, b, "line {}", i + 1);
    }
    assert_eq!(ours, theirs);
    let _ = std::fs::remove_dir_all(&dir);
}
