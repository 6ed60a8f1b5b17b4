//! Helpers shared by the integration tests: where the fixture objects are.
#![allow(dead_code)] // each test file uses a part

use std::path::{Path, PathBuf};

use amdgpu_testkit::corpus;

/// `tests/fixtures`.
pub fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// The bytes of `tests/fixtures/NAME`.
pub fn read_fixture(name: &str) -> Vec<u8> {
    let path = fixture_dir().join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
}

/// Every fixture object (`*.o`, `*.hsaco`) directly in `tests/fixtures`, sorted.
pub fn fixtures() -> Vec<PathBuf> {
    let dir = fixture_dir();
    let mut v = corpus::files(&dir, ".o");
    v.extend(corpus::files(&dir, ".hsaco"));
    v.retain(|p| p.parent() == Some(dir.as_path()));
    v.sort();
    v
}
