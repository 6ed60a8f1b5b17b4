//! Assembly text output against llvm-mc-19's, offline: every file of the object corpus
//! (`tests/corpus/*.s`, options in its first lines) is printed by [`amdgpu_asm::text_source`]
//! in both modes (plain, and `-show-encoding`) and compared line for line with what
//! llvm-mc-19 printed for it, committed as `tests/text/NAME.txt` and `NAME.enc.txt` (first
//! line naming the tool version and options).
//!
//! Regenerate the goldens (needs LLVM 19):
//! `BLESS=1 cargo test -p amdgpu-asm --test text -- --ignored`
//!
//! Files the reference cannot print are left out: code object V2/V3 sources (`tool=llvm14`:
//! llvm-mc-19 rejects them). Known gaps would be listed in [`GAPS`] and must keep failing, so
//! the list shrinks when they are fixed.

mod common;

use amdgpu_testkit::{corpus, golden, oracle};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Corpus files whose text output still differs from llvm-mc-19's (docs/0018). Empty since
/// `.file` entries are re-split as llvm-mc-19 prints them (session 4).
const GAPS: &[&str] = &[];

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/text")
}

/// The corpus files llvm-mc-19 can print (the object corpus and the DWARF corpus
/// `tests/dwarf`, whose goldens are named `dwarf-NAME`), and their golden paths (plain,
/// `-show-encoding`).
fn cases() -> Vec<(PathBuf, PathBuf, PathBuf)> {
    let dwarf = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dwarf");
    let dirs = [(corpus_dir(), ""), (dwarf, "dwarf-")];
    dirs.iter()
        .flat_map(|(dir, prefix)| {
            // Only the folder itself (`tests/dwarf/errors` holds sources that must fail).
            corpus::files(dir, ".s")
                .into_iter()
                .filter(|f| f.parent() == Some(dir.as_path()))
                .map(move |f| (f, *prefix))
        })
        .filter(|(f, _)| common::tool_of(&std::fs::read_to_string(f).unwrap_or_default()) == "llvm-mc-19")
        .map(|(f, prefix)| {
            let stem = f.file_stem().and_then(|n| n.to_str()).unwrap_or("x").to_string();
            let dir = golden_dir();
            (f, dir.join(format!("{prefix}{stem}.txt")), dir.join(format!("{prefix}{stem}.enc.txt")))
        })
        .collect()
}

/// The name a case is known by in [`GAPS`].
fn case_name(golden: &Path) -> String {
    let stem = golden.file_stem().and_then(|n| n.to_str()).unwrap_or("?");
    format!("{stem}.s")
}

fn ours(path: &Path, show_encoding: bool) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let opts = common::options_of(&text);
    let src = amdgpu_asm::SourceFile { name: path.display().to_string(), text };
    amdgpu_asm::text_source(&src, &[], &opts, show_encoding).text
}

fn strip_header(golden: &str) -> &str {
    golden.split_once('\n').map_or("", |(_, rest)| rest)
}

#[test]
fn text_output_matches_llvm_goldens() {
    let cases = cases();
    assert!(cases.len() >= 20, "corpus went missing");
    let (mut failures, mut gaps_fixed) = (Vec::new(), Vec::new());
    for (f, plain, enc) in &cases {
        let name = case_name(plain);
        let name = name.as_str();
        let mut same = true;
        for (golden_path, show) in [(plain, false), (enc, true)] {
            let golden = std::fs::read_to_string(golden_path).unwrap_or_else(|e| {
                panic!("{}: {e}; regenerate goldens (see module docs)", golden_path.display())
            });
            let got = ours(f, show);
            let want = strip_header(&golden);
            if got != want {
                same = false;
                if !GAPS.contains(&name) {
                    let diff = common::line_diff(want, &got);
                    failures.push(format!(
                        "{} ({}):\n{diff}",
                        f.display(),
                        if show { "enc" } else { "text" }
                    ));
                }
            }
        }
        if same && GAPS.contains(&name) {
            gaps_fixed.push(name.to_string());
        }
    }
    assert!(failures.is_empty(), "{} text outputs differ:\n{}", failures.len(), failures.join("\n"));
    assert!(gaps_fixed.is_empty(), "now identical, remove from GAPS: {gaps_fixed:?}");
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn llvm_text_goldens_are_current() {
    oracle::require_tool("llvm-mc-19");
    let version = common::llvm_version("llvm-mc-19");
    std::fs::create_dir_all(golden_dir()).expect("golden dir");
    for (f, plain, enc) in cases() {
        let text = std::fs::read_to_string(&f).unwrap();
        let args = common::llvm_args(&common::options_of(&text));
        for (path, extra) in [(plain, None), (enc, Some("-show-encoding"))] {
            let out =
                Command::new("llvm-mc-19").args(&args).args(extra).arg(&f).output().expect("run llvm-mc-19");
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success() && !stderr.contains("error"), "{}: {stderr}", f.display());
            let mut header = format!("# llvm-mc-19 ({version}) {}", args.join(" "));
            if let Some(e) = extra {
                header = format!("{header} {e}");
            }
            header.push('\n');
            golden::assert_eq_file(&path, &(header + &String::from_utf8_lossy(&out.stdout)));
        }
    }
}

/// Sources llvm-mc-19 rejects (`tests/text-errors/*.s`, `tests/kernel-code/*.s`; some only
/// when it writes an object) and the text it prints for them, committed as `tests/text/errors-NAME.txt`: statements that
/// fail print nothing, an abandoned `.amd_kernel_code_t` block's lines print as statements.
fn error_cases() -> Vec<(PathBuf, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    ["text-errors", "kernel-code"]
        .iter()
        .flat_map(|d| corpus::files(&root.join(d), ".s"))
        .map(|f| {
            let stem = f.file_stem().and_then(|n| n.to_str()).unwrap_or("x").to_string();
            (f, golden_dir().join(format!("errors-{stem}.txt")))
        })
        .collect()
}

#[test]
fn text_of_rejected_sources_matches_llvm_goldens() {
    let cases = error_cases();
    assert!(cases.len() >= 7, "error text corpus went missing");
    let mut failures = Vec::new();
    for (f, golden_path) in &cases {
        let golden = std::fs::read_to_string(golden_path).unwrap_or_else(|e| {
            panic!("{}: {e}; regenerate goldens (see module docs)", golden_path.display())
        });
        let text = std::fs::read_to_string(f).unwrap();
        let opts = common::options_of(&text);
        let src = amdgpu_asm::SourceFile { name: f.display().to_string(), text };
        let out = amdgpu_asm::text_source(&src, &[], &opts, false);
        let want = strip_header(&golden);
        if out.text != want {
            failures.push(format!("{}:\n{}", f.display(), common::line_diff(want, &out.text)));
        }
    }
    assert!(failures.is_empty(), "{} texts differ:\n{}", failures.len(), failures.join("\n"));
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn llvm_error_text_goldens_are_current() {
    oracle::require_tool("llvm-mc-19");
    let version = common::llvm_version("llvm-mc-19");
    for (f, golden_path) in error_cases() {
        let text = std::fs::read_to_string(&f).unwrap();
        let args = common::llvm_args(&common::options_of(&text));
        // (The errors of some only show when an object is written.)
        let out = Command::new("llvm-mc-19").args(&args).arg(&f).output().expect("run llvm-mc-19");
        let header = format!("# llvm-mc-19 ({version}) {} (stdout)\n", args.join(" "));
        golden::assert_eq_file(&golden_path, &(header + &String::from_utf8_lossy(&out.stdout)));
    }
}

/// Text output facts probed with llvm-mc-19, one statement each (no LLVM needed).
#[test]
fn probed_spellings() {
    let opts = amdgpu_asm::AsmOptions::default();
    let cases: &[(&str, &str)] = &[
        // Data: one value per line, expressions folded and printed llvm-mc's way.
        (".data\n.byte 1, 0x10\n", "\t.data\n\t.byte\t1\n\t.byte\t16\n"),
        (
            ".data\n.long u + -1, u+(-2), (u*2)+(3*u), 2*3\n",
            "\t.data\n\t.long\tu+(-1)\n\t.long\tu-2\n\t.long\t(u*2)+(3*u)\n\t.long\t6\n",
        ),
        (
            ".data\n.asciz \"q\"\n.ascii \"a\\\"\\\\\\x01\"\n",
            "\t.data\n\t.byte\t113\n\t.byte\t0\n\t.ascii\t\"a\\\"\\\\\\001\"\n",
        ),
        (".data\n.space 4, 1\n.fill 3, 2\n", "\t.data\n\t.zero\t4,1\n\t.fill\t3, 2, 0x0\n"),
        // Alignment: code sections pad with s_nop (no fill printed), data sections say 0x0.
        (".p2align 4, 0, 3\n.data\n.balign 8, 1\n", "\t.p2align\t4, , 3\n\t.data\n\t.p2align\t3, 0x1\n"),
        // Assignments: `.set`/`.equ` add `.no_dead_strip`, `=` does not; constants are
        // substituted when parsed.
        (
            ".set a, 5\nb = a + 3\n.set c, u<<2>>1\n",
            ".set a, 5\n\t.no_dead_strip\ta\n.set b, 8\n.set c, (u<<2)>>1\n\t.no_dead_strip\tc\n",
        ),
        // Sections and symbols.
        (
            ".section .rodata.x,\"aM\",@progbits,4\n.globl g\n.type g,@object\n.comm cm,4\n",
            "\t.section\t.rodata.x,\"aM\",@progbits,4\n\t.globl\tg\n\t.type\tg,@object\n\t.comm\tcm,4,0\n",
        ),
        // Blank source lines are printed; comment lines are not; a macro definition leaves one.
        ("\n// c\n.macro m\n.endm\n", "\n\n"),
        // Numeric labels and `.` become temporary labels.
        ("1:\n.long 1b, . - 1b\n", ".Ltmp0:\n\t.long\t.Ltmp0\n.Ltmp1:\n\t.long\t.Ltmp1-.Ltmp0\n"),
        ("s_endpgm\n", "\ts_endpgm\n"),
    ];
    let head = "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n";
    for (src, want) in cases {
        let t = amdgpu_asm::text_str(src, &opts, false);
        assert_eq!(t.text, format!("{head}{want}"), "for {src:?}");
    }
    // Metadata is printed back as llvm-mc-19's YAML writer does: keys sorted, values aligned
    // (empty lists too), strings quoted by its rules, an empty line after the block.
    let md = ".amdhsa_code_object_version 5\n.amdgpu_metadata\namdhsa.version: [1, 2]\namdhsa.kernels:\n  - .name: k\n    .symbol: k.kd\n    .args: []\n    .language: OpenCL C\n    .kernarg_segment_size: 0\n    .group_segment_fixed_size: 0\n    .private_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n    .wavefront_size: 64\n    .sgpr_count: 1\n    .vgpr_count: 1\n    .max_flat_workgroup_size: 256\n.end_amdgpu_metadata\n";
    let want = "\t.amdhsa_code_object_version 5\n\n\t.amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:           []\n    .group_segment_fixed_size: 0\n    .kernarg_segment_align: 8\n    .kernarg_segment_size: 0\n    .language:       OpenCL C\n    .max_flat_workgroup_size: 256\n    .name:           k\n    .private_segment_fixed_size: 0\n    .sgpr_count:     1\n    .symbol:         k.kd\n    .vgpr_count:     1\n    .wavefront_size: 64\namdhsa.version:\n  - 1\n  - 2\n...\n\n\t.end_amdgpu_metadata\n\n";
    assert_eq!(amdgpu_asm::text_str(md, &opts, false).text, format!("{head}{want}"));
    let t = amdgpu_asm::text_str("s_endpgm\n", &opts, true);
    assert_eq!(t.text, format!("{head}\ts_endpgm{}; encoding: [0x00,0x00,0x81,0xbf]\n", " ".repeat(32)));
}

/// LLVM's `generic` processor (llvm-mc without `-mcpu`): target ID `gfx000`, e_flags 0, no
/// predefined symbols, GFX6 instructions (probed with llvm-mc-19).
#[test]
fn generic_processor() {
    let opts = amdgpu_asm::AsmOptions { mcpu: "generic".into(), ..amdgpu_asm::AsmOptions::default() };
    let t = amdgpu_asm::text_str("v_add_f32 v1, v2, v3\n", &opts, true);
    let want = format!(
        "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx000\"\n\tv_add_f32_e32 v1, v2, v3{}; encoding: [0x02,0x07,0x02,0x06]\n",
        " ".repeat(16)
    );
    assert_eq!(t.text, want);
    let obj = t.result.expect("assembles").object;
    assert_eq!(u32::from_le_bytes(obj[48..52].try_into().unwrap()), 0, "e_flags");
    // No predefined symbols: the name stays a symbol (gfx900 substitutes 9).
    let src = ".long .amdgcn.gfx_generation_number\n";
    let t = amdgpu_asm::text_str(src, &opts, false);
    assert!(t.text.ends_with("\t.long\t.amdgcn.gfx_generation_number\n"), "{}", t.text);
    let t = amdgpu_asm::text_str(src, &amdgpu_asm::AsmOptions::default(), false);
    assert!(t.text.ends_with("\t.long\t9\n"), "{}", t.text);
}

/// `occupancy(...)` as llvm-mc-19 folds it (expected values printed by llvm-mc-19; 400 random
/// argument sets across generations 0-11 agreed when this was written).
#[test]
fn occupancy_function() {
    let opts = amdgpu_asm::AsmOptions { mcpu: "generic".into(), ..amdgpu_asm::AsmOptions::default() };
    let cases = [
        ("occupancy(10, 4, 256, 6, 10, 49, 0)", "9"),
        ("occupancy(10, 4, 256, 7, 10, 81, 0)", "9"),
        ("occupancy(10, 4, 256, 9, 10, 120, 0)", "10"),
        ("occupancy(20, 4, 256, 8, 20, 0, 33)", "7"),
        ("occupancy(8, 8, 64, 8, 11, 0, 3)", "8"),
        ("occupancy(16, 4, 2, 8, 11, 0, 300)", "1"),
        ("occupancy(u, 4, 2, 8, 11, 0, 300)", "occupancy(u, 4, 2, 8, 11, 0, 300)"),
    ];
    for (e, want) in cases {
        let t = amdgpu_asm::text_str(&format!(".set x, {e}\n"), &opts, false);
        assert!(t.text.ends_with(&format!(".set x, {want}\n\t.no_dead_strip\tx\n")), "{e}: {}", t.text);
    }
}

/// Hostile sources in text mode end quickly, without a panic, with bounded output.
#[test]
fn hostile_sources_in_text_mode() {
    let opts =
        amdgpu_asm::AsmOptions { limits: amdgpu_asm::Limits::fuzz(), ..amdgpu_asm::AsmOptions::default() };
    let deep = format!(".long {}1{}\n", "(".repeat(500), ")".repeat(500));
    let unary = format!(".set x, {}1\n", "-~".repeat(300));
    let chain = format!(".set y, {}\n", (0..400).map(|i| format!("u{i}")).collect::<Vec<_>>().join("+"));
    let kernel = format!(
        ".amdhsa_kernel k\n{}.amdhsa_next_free_vgpr {}1{}\n.amdhsa_next_free_sgpr u\n.end_amdhsa_kernel\n",
        ".amdhsa_float_round_mode_32 u\n",
        "(".repeat(150),
        ")".repeat(150)
    );
    let yaml = format!(".amdgpu_metadata\n{}1\n.end_amdgpu_metadata\n", "- ".repeat(200));
    let cases = [
        deep,
        unary,
        chain,
        kernel,
        yaml,
        ".rept 100000\n.long .\n.endr\n".to_string(),
        ".cfi_startproc\n.cfi_undefined \u{e9}x\n.cfi_escape -1, 0x1ffff\n.cfi_endproc\n".to_string(),
        ".loc 1 99999999999999999999 -1 is_stmt 7 isa -3\n.uleb128 -1\n.sleb128 0x8000000000000000\n".to_string(),
        ".ascii \"\\0\\377\u{1}\"\n.file 1 \"\u{0}\" md5 0x\n\0\0.byte \0\n".to_string(),
        ".amdgpu_pal_metadata\n---\namdpal.pipelines:\n  - .registers:\n      0xffffffffffffffff: -1\n...\n.end_amdgpu_pal_metadata\n".to_string(),
    ];
    for src in &cases {
        let start = std::time::Instant::now();
        let t = amdgpu_asm::text_str(src, &opts, true);
        assert!(t.text.len() < 64 << 20, "output bounded");
        assert!(start.elapsed().as_secs() < 30, "took too long: {src:.60}");
    }
}
