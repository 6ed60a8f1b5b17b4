//! Locating the reference tools (LLVM 19, LLVM 14) and LLVM 19's AMDGPU MC test corpus.
//!
//! `../shared/tools/oracle-setup.sh` installs `llvm-mc-19`, `llvm-objdump-19`,
//! `llvm-readobj-19`, `ld.lld-19` and `clang-19`, and unpacks LLVM's AMDGPU MC tests and docs
//! into `${AMDGPU_ORACLE_DIR:-$HOME/.cache/amdgpu-oracle}/llvm-19`.

use std::path::PathBuf;
use std::process::Command;

/// The reason string used on `#[ignore]` for tests that need LLVM 19.
pub const NEEDS_LLVM19: &str = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored";

/// The unpacked LLVM 19 corpus folder (holding `test/MC/AMDGPU`, `docs/AMDGPU`), if complete.
#[must_use]
pub fn corpus_dir() -> Option<PathBuf> {
    let base = match std::env::var_os("AMDGPU_ORACLE_DIR") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(std::env::var_os("HOME")?).join(".cache/amdgpu-oracle"),
    };
    let dir = base.join("llvm-19");
    dir.join(".complete").is_file().then_some(dir)
}

/// Like [`corpus_dir`], but panics with instructions when the corpus is missing. For use in
/// tests marked `#[ignore = NEEDS_LLVM19]`.
#[must_use]
pub fn require_corpus() -> PathBuf {
    corpus_dir().unwrap_or_else(|| {
        panic!("LLVM 19 MC corpus not found; run ../shared/tools/oracle-setup.sh (or set AMDGPU_ORACLE_DIR)")
    })
}

/// True when `tool` (e.g. `llvm-mc-19`) can be run.
#[must_use]
pub fn has_tool(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok_and(|o| o.status.success())
}

/// Panics with instructions when `tool` is not installed. For use in ignored oracle tests.
pub fn require_tool(tool: &str) {
    assert!(has_tool(tool), "{tool} not found; run ../shared/tools/oracle-setup.sh");
}

/// The LLVM version `tool --version` reports, as `LLVM version 19.1.7` (distribution prefixes
/// such as Debian's `Debian LLVM version 19.1.7` are dropped); golden files record it.
#[must_use]
pub fn tool_version(tool: &str) -> Option<String> {
    let out = Command::new(tool).arg("--version").output().ok()?;
    version_line(&String::from_utf8_lossy(&out.stdout))
}

/// Extracts `LLVM version X.Y.Z` from the text of `--version`.
fn version_line(text: &str) -> Option<String> {
    text.lines().find_map(|l| l.find("LLVM version").map(|at| l[at..].trim().to_string()))
}

#[cfg(test)]
mod tests {
    use super::version_line;

    #[test]
    fn version_line_with_and_without_vendor_prefix() {
        let debian = "Ubuntu LLVM version 14.0.6\n  Optimized build.\n";
        assert_eq!(version_line(debian).as_deref(), Some("LLVM version 14.0.6"));
        let plain = "LLVM (http://llvm.org/):\n  LLVM version 19.1.7\n";
        assert_eq!(version_line(plain).as_deref(), Some("LLVM version 19.1.7"));
        assert_eq!(version_line("clang version 19\n"), None);
    }
}
