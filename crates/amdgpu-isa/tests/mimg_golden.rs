//! MIMG against llvm-mc-19: the random words of `tests/golden/mem-mimg-<cpu>.tsv` (generated with
//! `cargo run -p amdgpu-isa-gen -- mimg-golden`) must decode and print exactly as llvm-mc printed
//! them, or be rejected where it rejected them. The number of mismatches per processor is a
//! ratchet in `tests/golden/mem-mimg-status.tsv` (may only go down; `BLESS=1` rewrites it).

use amdgpu_isa::Target;
use amdgpu_isa::mem::mimg;
use std::fmt::Write as _;
use std::path::Path;

fn parse_bytes(s: &str) -> Vec<u8> {
    s.split(',').map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap()).collect()
}

#[test]
fn random_mimg_words_decode_like_llvm_mc() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let files: Vec<_> = amdgpu_testkit::corpus::files(&dir, ".tsv")
        .into_iter()
        .filter(|f| f.file_name().unwrap().to_str().unwrap().starts_with("mem-mimg-gfx"))
        .collect();
    assert!(files.len() >= 12, "MIMG golden files missing in {}", dir.display());
    let mut status = String::from("# processor\tcases\tmismatches (ratchet: may only go down)\n");
    let mut all_fails = Vec::new();
    for f in &files {
        let cpu = f.file_stem().unwrap().to_str().unwrap().trim_start_matches("mem-mimg-").to_string();
        let t = Target::new(&cpu).unwrap();
        let text = std::fs::read_to_string(f).unwrap();
        let (mut n, mut fails) = (0usize, 0usize);
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let (b, expected) = line.split_once('\t').unwrap();
            n += 1;
            let got = mimg::decode(&parse_bytes(b), &t).ok().map(|(inst, _)| {
                let mut s = String::new();
                mimg::print(&inst, &t, &mut s).unwrap();
                s
            });
            let got = got.as_deref().unwrap_or("<invalid>");
            // llvm-mc prints some words it cannot decode with an `/*Invalid register*/` note.
            let flagged = expected.contains("/*Invalid") && got == "<invalid>";
            if got != expected && !flagged {
                fails += 1;
                all_fails.push(format!("{cpu}: {line}\n   got: {got}"));
            }
        }
        let _ = writeln!(status, "{cpu}\t{n}\t{fails}");
    }
    for f in all_fails.iter().take(40) {
        eprintln!("{f}");
    }
    let status_path = dir.join("mem-mimg-status.tsv");
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&status_path, &status).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&status_path).unwrap_or_default();
    for line in status.lines().filter(|l| !l.starts_with('#')) {
        let c: Vec<&str> = line.split('\t').collect();
        let old = committed
            .lines()
            .find(|l| l.split('\t').next() == Some(c[0]))
            .and_then(|l| l.split('\t').nth(2))
            .and_then(|v| v.parse::<usize>().ok());
        let now: usize = c[2].parse().unwrap();
        assert!(old.is_some_and(|o| now <= o), "{}: {now} mismatches, ratchet {old:?}", c[0]);
    }
}
