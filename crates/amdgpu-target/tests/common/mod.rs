//! Golden tables shared by the plain tests (`golden.rs`) and the LLVM probes (`oracle.rs`).
//!
//! Every golden file starts with `#` header lines naming the tool version and the command that
//! regenerates it; the rest is tab-separated, one case per line.

#![allow(dead_code)]

use std::path::PathBuf;

pub const REGEN: &str = "BLESS=1 cargo test -p amdgpu-target --test oracle -- --ignored";

pub fn golden_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(name)
}

/// The data rows of a golden file (header `#` lines skipped), split on tabs.
pub fn rows(name: &str) -> Vec<Vec<String>> {
    let path = golden_path(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    let out: Vec<Vec<String>> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect();
    assert!(!out.is_empty(), "{} has no rows", path.display());
    out
}

pub fn parse_hex(s: &str) -> u32 {
    u32::from_str_radix(s.trim_start_matches("0x"), 16).unwrap_or_else(|e| panic!("bad hex {s}: {e}"))
}

/// The feature combinations probed for a processor: each subset of its target-ID features
/// (xnack, sramecc), each either absent, `+` or `-`. Returned as `-mattr` strings ("-" for
/// none).
pub fn mattr_combos(p: &amdgpu_target::Processor) -> Vec<String> {
    use amdgpu_target::Feature;
    let feats: Vec<&str> =
        [Feature::Xnack, Feature::Sramecc].iter().filter(|f| p.supports(**f)).map(|f| f.name()).collect();
    let mut combos: Vec<Vec<String>> = vec![vec![]];
    for f in feats {
        let mut next = Vec::new();
        for c in &combos {
            next.push(c.clone());
            for sign in ["+", "-"] {
                let mut d = c.clone();
                d.push(format!("{sign}{f}"));
                next.push(d);
            }
        }
        combos = next;
    }
    combos.into_iter().map(|c| if c.is_empty() { "-".to_string() } else { c.join(",") }).collect()
}

/// Kernel-descriptor probe grid: next_free_vgpr values.
pub const VGPR_GRID: &[u32] = &[1, 4, 5, 8, 9, 16, 17, 24, 25, 100, 255, 256, 257, 512, 513];
/// Kernel-descriptor probe grid: next_free_sgpr values.
pub const SGPR_GRID: &[u32] =
    &[0, 1, 7, 8, 9, 16, 17, 33, 90, 91, 94, 95, 96, 97, 100, 101, 102, 103, 104, 105];
