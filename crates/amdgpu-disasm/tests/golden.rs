//! Golden tests over the committed fixtures: the source, the listing and the decode counts of
//! every fixture object (re-bless with `BLESS=1 cargo test -p amdgpu-disasm --test golden`),
//! and each decoded instruction's listing line against llvm-objdump-19's line for the same
//! bytes (`tests/golden/*.objdump`, made by the ignored oracle test `bless_objdump`).

mod common;

use amdgpu_disasm::{DisasmOptions, disassemble_full, listing};
use amdgpu_testkit::golden::assert_eq_file;
use common::*;

#[test]
fn sources_listings_and_counts_match_goldens() {
    let opts = DisasmOptions::default();
    for path in fixture_objects() {
        let name = file_name(&path);
        let data = std::fs::read(&path).unwrap();
        let out = disassemble_full(&data, &opts).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq_file(&golden_dir().join(format!("{name}.s")), &out.text);
        let lst = listing(&data, &opts).unwrap();
        assert_eq_file(&golden_dir().join(format!("{name}.lst")), &lst);
        let mut stats = format!("{:#?}\n", out.stats);
        for w in &out.warnings {
            stats.push_str(&format!("warning: {w}\n"));
        }
        assert_eq_file(&golden_dir().join(format!("{name}.stats")), &stats);
    }
}

/// Every instruction we decode prints exactly the line llvm-objdump-19 prints (text, padding,
/// address, words and branch annotation); every word we do not decode is counted.
#[test]
fn decoded_lines_equal_llvm_objdump() {
    let opts = DisasmOptions::default();
    let mut total = (0usize, 0usize, 0usize);
    let mut report = String::new();
    for path in fixture_objects() {
        let name = file_name(&path);
        let expected_path = golden_dir().join(format!("{name}.objdump"));
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_else(|e| {
            panic!("{}: {e}; run the ignored oracle test bless_objdump", expected_path.display())
        });
        assert!(expected.starts_with("# llvm-objdump-19 -d"), "{name}: header line with the tool version");
        let theirs: std::collections::BTreeMap<u64, String> = listing_lines(&expected).into_iter().collect();
        let data = std::fs::read(&path).unwrap();
        let ours = listing_lines(&listing(&data, &opts).unwrap());
        let (mut same, mut undecoded) = (0, 0);
        for (addr, line) in &ours {
            if line.contains("<unknown>") {
                undecoded += 1;
                continue;
            }
            let t =
                theirs.get(addr).unwrap_or_else(|| panic!("{name}: llvm-objdump has no line at {addr:#x}"));
            assert_eq!(line, t, "{name} at {addr:#x}");
            same += 1;
        }
        total = (total.0 + same, total.1 + undecoded, total.2 + ours.len());
        report.push_str(&format!("{name}: {same} equal, {undecoded} undecoded of {}\n", ours.len()));
    }
    report.push_str(&format!("total: {} equal, {} undecoded of {}\n", total.0, total.1, total.2));
    assert_eq_file(&golden_dir().join("objdump-agreement.txt"), &report);
    assert!(total.0 > 0);
}

/// The whole listing (section and symbol headers, blank lines, instruction lines, branch
/// annotations, relocation lines) equals llvm-objdump-19's, apart from leading blank lines.
/// Left out: objects with `amd_kernel_code_t` headers (which llvm-objdump-19 prints as `.byte`
/// lines while we print a one-line note).
#[test]
fn whole_listings_equal_llvm_objdump() {
    const SKIP: &[&str] = &["mesa-gfx803.o", "v2-gfx803.o"];
    let opts = DisasmOptions::default();
    let mut compared = 0;
    for path in fixture_objects() {
        let name = file_name(&path);
        if SKIP.contains(&name.as_str()) {
            continue;
        }
        let expected = std::fs::read_to_string(golden_dir().join(format!("{name}.objdump"))).unwrap();
        let body: String = expected.lines().skip(1).map(|l| format!("{l}\n")).collect();
        let ours = listing(&std::fs::read(&path).unwrap(), &opts).unwrap();
        // With a file name, the header line comes first, as llvm-objdump prints it.
        let named = DisasmOptions { file_name: Some(name.clone()), ..opts.clone() };
        let with_header = listing(&std::fs::read(&path).unwrap(), &named).unwrap();
        assert_eq!(with_header, format!("\n{name}:\tfile format elf64-amdgpu\n{ours}"));
        assert_eq!(
            ours.trim_start_matches('\n'),
            body.trim_start_matches('\n'),
            "{name}: {}",
            amdgpu_testkit::golden::first_difference(
                body.trim_start_matches('\n'),
                ours.trim_start_matches('\n')
            )
        );
        compared += 1;
    }
    assert!(compared >= 15, "{compared}");
}

/// r600 objects (no ISA tables, and llvm-objdump-19 has no r600 disassembler): the source
/// prints code as data and matches its golden; the listing is refused with a typed error. The
/// oracle test `r600_round_trip_with_llvm_mc` rebuilds the source with llvm-mc-19.
#[test]
fn r600_source_matches_golden() {
    let path = fixtures().join("r600/r600-cypress.o");
    let data = std::fs::read(&path).unwrap();
    let out = disassemble_full(&data, &DisasmOptions::default()).unwrap();
    assert!(
        out.text.starts_with("\t// r600 code (printed as data): llvm-mc-19 -triple=r600 -mcpu=cypress\n")
    );
    assert_eq!(out.stats.instructions, 0);
    assert_eq_file(&golden_dir().join("r600-cypress.o.s"), &out.text);
    assert!(listing(&data, &DisasmOptions::default()).is_err());
}
