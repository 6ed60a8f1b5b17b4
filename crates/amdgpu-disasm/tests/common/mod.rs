//! Shared helpers of the integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The fixtures folder.
pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// The goldens folder.
pub fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// Every fixture object (`*.o`, `*.hsaco`), sorted.
pub fn fixture_objects() -> Vec<PathBuf> {
    let mut v = amdgpu_testkit::corpus::files(&fixtures(), ".o");
    v.extend(amdgpu_testkit::corpus::files(&fixtures(), ".hsaco"));
    v.sort();
    assert!(v.len() >= 8, "fixtures missing: {v:?}");
    v
}

pub fn file_name(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

/// The processor in a fixture's name (`k-gfx900-v5.o` -> `gfx900`).
pub fn cpu_of(name: &str) -> String {
    name.split(['-', '.']).find(|p| p.starts_with("gfx")).expect("gfx in fixture name").to_string()
}

/// The instruction lines of an llvm-objdump listing, by address: (address, whole line).
pub fn listing_lines(text: &str) -> Vec<(u64, String)> {
    let mut out = Vec::new();
    for line in text.lines() {
        if !line.starts_with('\t') || line.starts_with("\t\t") {
            continue;
        }
        let Some(pos) = line.find("// ") else { continue };
        let rest = &line[pos + 3..];
        let Some(colon) = rest.find(':') else { continue };
        if let Ok(addr) = u64::from_str_radix(&rest[..colon], 16) {
            out.push((addr, line.to_string()));
        }
    }
    out
}
