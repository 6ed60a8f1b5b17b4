//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::process::Command;

/// The line of `tool --version` naming the LLVM version (Debian prints
/// `Debian LLVM version 19.1.7`, which `amdgpu_testkit::oracle::tool_version` does not match).
pub fn llvm_version(tool: &str) -> String {
    let out = Command::new(tool).arg("--version").output().unwrap_or_else(|e| panic!("{tool}: {e}"));
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let text = if text.trim().is_empty() { String::from_utf8_lossy(&out.stderr).into_owned() } else { text };
    text.lines()
        .map(str::trim)
        .find(|l| l.contains("LLVM version") || l.contains("clang version"))
        .unwrap_or_else(|| panic!("{tool} --version names no version"))
        .to_string()
}
