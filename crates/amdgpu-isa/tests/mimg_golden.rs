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

/// Every decoded golden text the parser accepts encodes to bytes that decode to the same text.
#[test]
fn parsed_mimg_texts_round_trip() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let (mut accepted, mut total) = (0usize, 0usize);
    for f in amdgpu_testkit::corpus::files(&dir, ".tsv") {
        let fname = f.file_name().unwrap().to_str().unwrap().to_string();
        let Some(cpu) = fname.strip_prefix("mem-mimg-").and_then(|s| s.strip_suffix(".tsv")) else {
            continue;
        };
        if !cpu.starts_with("gfx") {
            continue;
        }
        let t = Target::new(cpu).unwrap();
        for line in std::fs::read_to_string(&f).unwrap().lines().filter(|l| !l.starts_with('#')) {
            let (_, text) = line.split_once('\t').unwrap();
            if text == "<invalid>" || text.contains("/*") {
                continue;
            }
            total += 1;
            let Ok(inst) = mimg::parse(text, &t) else { continue };
            accepted += 1;
            let mut bytes = Vec::new();
            mimg::encode(&inst, &t, &mut bytes).unwrap();
            let (back, _) = mimg::decode(&bytes, &t).unwrap();
            let mut s = String::new();
            mimg::print(&back, &t, &mut s).unwrap();
            assert_eq!(s, text, "{cpu}: {bytes:02x?}");
        }
    }
    eprintln!("{accepted} of {total} decoded texts parse");
    // Most random words carry the data width the assembler requires.
    assert!(accepted * 2 > total, "{accepted} of {total}");
}

/// LLVM's MIMG assembler tests: each `image_*` line must encode to the bytes of its CHECK line.
#[test]
#[ignore = "needs LLVM 19's MC test corpus"]
fn llvm_mimg_asm_tests_encode_like_llvm_mc() {
    let corpus = amdgpu_testkit::oracle::require_corpus();
    for (file, cpu) in
        [("test/MC/AMDGPU/gfx8_asm_mimg.s", "gfx802"), ("test/MC/AMDGPU/gfx9_asm_mimg.s", "gfx900")]
    {
        let t = Target::new(cpu).unwrap();
        let text = std::fs::read_to_string(corpus.join(file)).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let (mut ok, mut n) = (0usize, 0usize);
        let mut shown = 0;
        for (i, l) in lines.iter().enumerate() {
            if !l.starts_with("image_") {
                continue;
            }
            let Some(check) = lines.get(i + 1).and_then(|c| c.strip_prefix("// CHECK: [")) else { continue };
            let want = parse_bytes(check.trim_end_matches(']'));
            n += 1;
            let got = mimg::parse(l, &t).map_err(|e| e.to_string()).and_then(|inst| {
                let mut b = Vec::new();
                mimg::encode(&inst, &t, &mut b).map_err(|e| e.to_string())?;
                Ok(b)
            });
            if got.as_ref() == Ok(&want) {
                ok += 1;
            } else if shown < 10 {
                shown += 1;
                eprintln!("{file}:{}: {l}: {got:02x?}", i + 1);
            }
        }
        eprintln!("{file}: {ok} of {n}");
        assert!(n > 2000 && ok == n, "{file}: {ok} of {n}");
    }
}
