//! Links every case of `fixtures/cases.txt` (clang-19 objects) and compares the result with
//! ld.lld-19's output for the same inputs, committed beside them (`fixtures/gen.sh`).

use std::path::{Path, PathBuf};

use amdgpu_link::{LinkOptions, link};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// The identification ld.lld writes into `.comment`, from the recorded `ld.lld-19 --version`.
fn lld_comment() -> String {
    let versions = std::fs::read_to_string(fixtures().join("VERSIONS")).expect("VERSIONS");
    let line = versions.lines().find(|l| l.contains("LLD")).expect("an LLD version line");
    let version = line.split(" (compatible").next().unwrap_or(line);
    format!("Linker: {version}")
}

fn cases() -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string(fixtures().join("cases.txt")).expect("cases.txt");
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let (name, inputs) = line.split_once(':').expect("name: inputs");
        out.push((name.trim().to_string(), inputs.split_whitespace().map(str::to_string).collect()));
    }
    assert!(out.len() >= 10, "the corpus shrank");
    out
}

fn read(name: &str) -> Vec<u8> {
    let p = fixtures().join(name);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn link_case(inputs: &[String], comment: &str) -> Result<Vec<u8>, String> {
    let data: Vec<(String, Vec<u8>)> =
        inputs.iter().map(|i| (format!("{i}.o"), read(&format!("{i}.o")))).collect();
    let refs: Vec<(&str, &[u8])> = data.iter().map(|(n, d)| (n.as_str(), d.as_slice())).collect();
    link(&refs, &LinkOptions { comment: comment.to_string(), ..LinkOptions::default() })
        .map_err(|e| e.to_string())
}

/// Section name and range holding byte `at` of an ELF64 file (for failure messages).
fn where_is(file: &[u8], at: usize) -> String {
    let u16_at = |o: usize| u16::from_le_bytes([file[o], file[o + 1]]) as usize;
    let u64_at = |o: usize| u64::from_le_bytes(file[o..o + 8].try_into().unwrap()) as usize;
    let shoff = u64_at(40);
    let shnum = u16_at(60);
    let shstr = shoff + 64 * u16_at(62);
    let names = u64_at(shstr + 24);
    if at < 64 {
        return "the ELF header".into();
    }
    if at >= shoff {
        return format!("section header {}", (at - shoff) / 64);
    }
    for i in 1..shnum {
        let h = shoff + 64 * i;
        let (off, size) = (u64_at(h + 24), u64_at(h + 32));
        if (off..off + size).contains(&at) {
            let n = names + u32::from_le_bytes(file[h..h + 4].try_into().unwrap()) as usize;
            let end = file[n..].iter().position(|&c| c == 0).unwrap_or(0);
            return format!("section {} (+{:#x})", String::from_utf8_lossy(&file[n..n + end]), at - off);
        }
    }
    "padding or program headers".into()
}

#[test]
fn byte_identical_to_lld() {
    let comment = lld_comment();
    let mut failures = Vec::new();
    for (name, inputs) in cases() {
        let expected = read(&format!("{name}.lld.hsaco"));
        let actual = match link_case(&inputs, &comment) {
            Ok(a) => a,
            Err(e) => {
                failures.push(format!("{name}: link failed: {e}"));
                continue;
            }
        };
        if let Some(dir) = std::env::var_os("AMDGPU_LINK_DUMP") {
            std::fs::write(Path::new(&dir).join(format!("{name}.hsaco")), &actual).expect("dump");
        }
        if actual != expected {
            let at = actual
                .iter()
                .zip(&expected)
                .position(|(a, b)| a != b)
                .unwrap_or(actual.len().min(expected.len()));
            failures.push(format!(
                "{name}: differs at byte {at:#x} in {} (sizes {:#x} vs lld {:#x})",
                where_is(&expected, at.min(expected.len() - 1)),
                actual.len(),
                expected.len()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} case(s) differ from ld.lld-19:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// With our own `.comment` identification (the default), everything up to `.comment`
/// (headers, every loaded byte) is still lld's, except `e_shoff`, which moves with the
/// longer or shorter string.
#[test]
fn loaded_image_identical_with_default_comment() {
    for (name, inputs) in cases() {
        let expected = read(&format!("{name}.lld.hsaco"));
        let actual = link_case(&inputs, &amdgpu_link::default_comment()).expect(&name);
        let u64_at = |f: &[u8], o: usize| u64::from_le_bytes(f[o..o + 8].try_into().unwrap()) as usize;
        // .comment follows the last loaded byte: find it through the section headers.
        let shoff = u64_at(&expected, 40);
        let shnum = u16::from_le_bytes([expected[60], expected[61]]) as usize;
        let comment_off = (1..shnum)
            .map(|i| shoff + 64 * i)
            .find(|&h| u64_at(&expected, h + 8) == 0x30 && u64_at(&expected, h + 56) == 1)
            .map(|h| u64_at(&expected, h + 24))
            .expect("a .comment section");
        assert_eq!(actual[..40], expected[..40], "{name}: ELF header");
        assert_eq!(actual[48..comment_off], expected[48..comment_off], "{name}: loaded image");
        let c = amdgpu_link::default_comment();
        assert!(actual.windows(c.len()).any(|w| w == c.as_bytes()), "{name}: our identification");
    }
}

/// The project's own reader and checker accept every output linked with merged metadata:
/// kernels with descriptors and entry points, no check errors. (In lld's mode, linking a
/// `gfx900` object with a `gfx900:xnack+` one keeps the first note's `amdhsa.target`
/// "gfx900" while `e_flags` say xnack+, and `amdgpu check` rightly reports it, for lld's
/// output too.)
#[test]
fn outputs_pass_amdgpu_elf_check() {
    // The assembler fixtures (`*-asm`) carry no metadata note, which `check` requires.
    for (name, inputs) in cases().into_iter().filter(|(n, _)| !n.ends_with("-asm")) {
        let data: Vec<(String, Vec<u8>)> =
            inputs.iter().map(|i| (format!("{i}.o"), read(&format!("{i}.o")))).collect();
        let refs: Vec<(&str, &[u8])> = data.iter().map(|(n, d)| (n.as_str(), d.as_slice())).collect();
        let out = link(&refs, &LinkOptions { merge_metadata: true, ..LinkOptions::default() }).expect(&name);
        let co = amdgpu_elf::read(&out).unwrap_or_else(|e| panic!("{name}: {e}"));
        let errors: Vec<String> = amdgpu_elf::check::check(&co)
            .into_iter()
            .filter(|f| f.severity == amdgpu_elf::check::Severity::Error)
            .map(|f| f.message)
            .collect();
        assert!(errors.is_empty(), "{name}: {errors:?}");
        for k in &co.kernels {
            assert!(k.descriptor.is_some() && k.entry.is_some(), "{name}: kernel {}", k.name);
        }
    }
}
