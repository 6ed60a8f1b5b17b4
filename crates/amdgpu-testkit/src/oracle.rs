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
    version_line(&version_text(tool)?)
}

/// The whole line of `tool --version` that names its version, vendor prefix kept
/// (`Debian LLVM version 19.1.7`, `Debian clang version 19.1.7 (3~deb12u1)`). For golden
/// files whose header records the line as the tool prints it; [`tool_version`] gives the
/// prefix-free form.
#[must_use]
pub fn tool_version_line(tool: &str) -> Option<String> {
    full_version_line(&version_text(tool)?)
}

/// The contents of `section` in the object file `obj`, as `objdump -s -j section obj` prints
/// them (`objdump` is e.g. `llvm-objdump-19`); see [`parse_hex_dump`].
///
/// # Panics
/// When the tool cannot be run or prints something that is not UTF-8.
#[must_use]
pub fn section_bytes(objdump: &str, obj: &std::path::Path, section: &str) -> Vec<u8> {
    let out = Command::new(objdump)
        .args(["-s", "-j", section])
        .arg(obj)
        .output()
        .unwrap_or_else(|e| panic!("run {objdump}: {e}"));
    parse_hex_dump(&String::from_utf8(out.stdout).expect("objdump output is UTF-8"))
}

/// The bytes of an `objdump -s` hex dump. Each data line (it starts with a space) is
/// ` ADDR WWWWWWWW WWWWWWWW WWWWWWWW WWWWWWWW  ASCII`: after the address come 35 columns of
/// hex words (a short last line leaves them partly blank or ends in a partial word), then
/// the ASCII column, which is never read.
#[must_use]
pub fn parse_hex_dump(text: &str) -> Vec<u8> {
    let mut bytes = Vec::new();
    for line in text.lines().filter(|l| l.starts_with(' ')) {
        let Some((_addr, rest)) = line.trim_start().split_once(' ') else { continue };
        let hex_area = rest.get(..35).unwrap_or(rest);
        for word in hex_area.split_whitespace() {
            let digits = word.as_bytes();
            if digits.len() % 2 != 0 || !digits.iter().all(u8::is_ascii_hexdigit) {
                continue;
            }
            for pair in digits.chunks(2) {
                let pair = std::str::from_utf8(pair).unwrap_or("00");
                bytes.push(u8::from_str_radix(pair, 16).unwrap_or(0));
            }
        }
    }
    bytes
}

/// What `tool --version` prints: standard output, or standard error when that is empty.
fn version_text(tool: &str) -> Option<String> {
    let out = Command::new(tool).arg("--version").output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    Some(if text.trim().is_empty() { String::from_utf8_lossy(&out.stderr).into_owned() } else { text })
}

/// Extracts `LLVM version X.Y.Z` from the text of `--version`.
fn version_line(text: &str) -> Option<String> {
    text.lines().find_map(|l| l.find("LLVM version").map(|at| l[at..].trim().to_string()))
}

/// The first trimmed line of `--version` text naming an LLVM or clang version.
fn full_version_line(text: &str) -> Option<String> {
    text.lines()
        .map(str::trim)
        .find(|l| l.contains("LLVM version") || l.contains("clang version"))
        .map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::{full_version_line, version_line};

    #[test]
    fn version_line_with_and_without_vendor_prefix() {
        let debian = "Ubuntu LLVM version 14.0.6\n  Optimized build.\n";
        assert_eq!(version_line(debian).as_deref(), Some("LLVM version 14.0.6"));
        let plain = "LLVM (http://llvm.org/):\n  LLVM version 19.1.7\n";
        assert_eq!(version_line(plain).as_deref(), Some("LLVM version 19.1.7"));
        assert_eq!(version_line("clang version 19\n"), None);
    }

    #[test]
    fn hex_dumps() {
        let dump = "\nk.o:\tfile format elf64-amdgpu\nContents of section .rodata:\n \
                    0000 00010203 04050607 08090a0b 0c0d0e0f  ................\n \
                    0010 ffeeddcc                             ....\n";
        let mut want: Vec<u8> = (0..16).collect();
        want.extend([0xff, 0xee, 0xdd, 0xcc]);
        assert_eq!(super::parse_hex_dump(dump), want);
        assert!(super::parse_hex_dump("Contents of section .text:\n").is_empty());
        // The ASCII column is not read even when it looks like hex; partial words are.
        let short = " 0000 61626364 61626364                    abcdabcd\n 0008 0102                                ..\n";
        assert_eq!(super::parse_hex_dump(short), [0x61, 0x62, 0x63, 0x64, 0x61, 0x62, 0x63, 0x64, 1, 2]);
        // llvm-objdump-19 -s of `.byte 1,2,...,10`.
        let real = "Contents of section .data:\n 0000 01020304 05060708 090a               ..........\n";
        assert_eq!(super::parse_hex_dump(real), (1..=10).collect::<Vec<u8>>());
    }

    #[test]
    fn full_version_line_keeps_the_vendor() {
        let debian = "Debian LLVM version 19.1.7\n  Optimized build.\n";
        assert_eq!(full_version_line(debian).as_deref(), Some("Debian LLVM version 19.1.7"));
        let plain = "LLVM (http://llvm.org/):\n  LLVM version 19.1.7\n";
        assert_eq!(full_version_line(plain).as_deref(), Some("LLVM version 19.1.7"));
        let clang = "Debian clang version 19.1.7 (3~deb12u1)\nTarget: x86_64-pc-linux-gnu\n";
        assert_eq!(full_version_line(clang).as_deref(), Some("Debian clang version 19.1.7 (3~deb12u1)"));
        assert_eq!(full_version_line("GNU ld 2.40\n"), None);
    }
}
