//! Cross-checks the processor table against the `EF_AMDGPU_MACH` tables of the documentation:
//! seed 001 (`../shared/seeds`, LLVM ~11 AMDGPUUsage) and LLVM 19's AMDGPUUsage from the oracle
//! corpus. Ignored in plain runs because both live outside the repository.

use std::path::{Path, PathBuf};

use amdgpu_target::processor::RESERVED_MACHS;
use amdgpu_target::{PROCESSORS, processor_by_mach};

/// (name or "*reserved*", first value, last value) for each row of the MACH table in `text`.
fn mach_rows(text: &str) -> Vec<(String, u32, u32)> {
    let lines: Vec<&str> = text.lines().collect();
    fn hex(s: &str) -> Option<u32> {
        let t = s.split_whitespace().find(|t| t.starts_with("0x"))?.trim_end_matches('.');
        u32::from_str_radix(t.trim_start_matches("0x"), 16).ok()
    }
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim_start();
        let name = if let Some(rest) = t.strip_prefix("``EF_AMDGPU_MACH_") {
            format!("EF_AMDGPU_MACH_{}", rest.split("``").next().unwrap_or_default())
        } else if t.starts_with("*reserved*") {
            "*reserved*".to_string()
        } else {
            continue;
        };
        let Some(first) = hex(t) else { continue };
        // A range continues on the next line: "0x011 -" then "0x01f".
        let last = if t.contains(&format!("0x{first:03x} -")) {
            lines.get(i + 1).and_then(|n| hex(n)).unwrap_or(first)
        } else {
            first
        };
        out.push((name, first, last));
    }
    out
}

fn check(path: &Path, newest: bool) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    let rows = mach_rows(&text);
    assert!(rows.len() > 30, "{}: only {} MACH rows found", path.display(), rows.len());
    let mut named = 0;
    for (name, first, last) in rows {
        if name == "EF_AMDGPU_MACH_NONE" {
            assert_eq!(first, 0);
            continue;
        }
        if name == "*reserved*" {
            for v in first..=last {
                if newest {
                    assert!(
                        RESERVED_MACHS.iter().any(|&r| u32::from(r) == v),
                        "0x{v:03x} reserved in the docs"
                    );
                }
                // An older document's reserved value may have been assigned since.
            }
            continue;
        }
        let p = processor_by_mach(first).unwrap_or_else(|| panic!("{name} 0x{first:03x}: no processor"));
        assert_eq!(p.mach_name(), name, "0x{first:03x}");
        named += 1;
    }
    if newest {
        assert_eq!(named, PROCESSORS.len(), "every processor's MACH is in the LLVM 19 table");
    }
}

fn shared_seeds() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/seeds")
}

#[test]
#[ignore = "needs ../shared/seeds (the project's spec seeds); run with --ignored"]
fn seed_001_mach_table_agrees() {
    let dir = shared_seeds();
    let seed = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("read {}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("001_")))
        .expect("seed 001");
    check(&seed, false);
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn llvm19_mach_table_agrees() {
    let dir = amdgpu_testkit::oracle::require_corpus();
    check(&dir.join("docs/AMDGPUUsage.rst"), true);
}
