//! Walking a corpus folder: one test case per file, visited in sorted order so that failures
//! are reported the same way on every machine.

use std::path::{Path, PathBuf};

/// Every file below `dir` (recursively) whose name ends with `suffix`, sorted.
///
/// # Panics
/// When `dir` cannot be read: a corpus that silently vanished must not make a test pass.
#[must_use]
pub fn files(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    walk(dir, suffix, &mut out);
    out.sort();
    out
}

fn walk(dir: &Path, suffix: &str, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("read {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.unwrap_or_else(|e| panic!("read {}: {e}", dir.display())).path();
        if path.is_dir() {
            walk(&path, suffix, out);
        } else if path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.ends_with(suffix)) {
            out.push(path);
        }
    }
}

/// The root of the workspace (the folder holding the top-level `Cargo.toml`).
#[must_use]
pub fn workspace_root() -> PathBuf {
    // CARGO_MANIFEST_DIR of this crate is <root>/crates/amdgpu-testkit.
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("workspace root")
}
