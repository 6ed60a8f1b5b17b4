//! Memory encodings against llvm-mc-19: the random words of `tests/golden/mem-<cpu>.tsv`
//! (generated with `cargo run -p amdgpu-isa-gen -- mem-golden`) must decode and print exactly as
//! llvm-mc printed them, or be rejected where it rejected them; every decoded word's text must
//! parse, encode and decode back to the same text (a fixed point).
//!
//! Mismatch counts per processor are a ratchet in `tests/golden/mem-status.tsv` (may only go
//! down; `BLESS=1` rewrites it).

use amdgpu_isa::{PlainExprs, Target, decode, encode, parse_inst, print};
use std::path::Path;

fn parse_bytes(s: &str) -> Vec<u8> {
    s.split(',').map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap()).collect()
}

fn text_of(bytes: &[u8], t: &Target) -> Option<String> {
    let (inst, _) = decode(bytes, t).ok()?;
    let mut s = String::new();
    print(&inst, t, &mut s).unwrap();
    Some(s)
}

/// (cases, golden mismatches, round-trip failures).
fn check(path: &Path) -> (usize, Vec<String>, Vec<String>) {
    let text = std::fs::read_to_string(path).unwrap();
    let cpu = path.file_stem().unwrap().to_str().unwrap().trim_start_matches("mem-").to_string();
    let t = Target::new(&cpu).unwrap();
    let (mut n, mut fails, mut trips) = (0, Vec::new(), Vec::new());
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let (b, expected) = line.split_once('\t').unwrap();
        let bytes = parse_bytes(b);
        n += 1;
        let got = text_of(&bytes, &t);
        let flagged = expected.contains("/*Invalid") && got.is_none();
        if got.as_deref().unwrap_or("<invalid>") != expected && !flagged {
            fails.push(format!("{cpu}: {line}\n   got: {}", got.as_deref().unwrap_or("<invalid>")));
        }
        if let Some(g) = got {
            let back = parse_inst(&g, &t, &mut PlainExprs).map_err(|e| e.msg).and_then(|inst| {
                let mut out = Vec::new();
                encode(&inst, &t, &mut out).map_err(|e| e.to_string())?;
                text_of(&out, &t).ok_or_else(|| format!("re-encoded bytes {out:02x?} do not decode"))
            });
            if back.as_deref() != Ok(g.as_str()) {
                trips.push(format!("{cpu}: {g} -> {back:?}"));
            }
        }
    }
    (n, fails, trips)
}

#[test]
fn random_memory_words_decode_like_llvm_mc() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let files: Vec<_> = amdgpu_testkit::corpus::files(&dir, ".tsv")
        .into_iter()
        .filter(|f| f.file_name().unwrap().to_str().unwrap().starts_with("mem-gfx"))
        .collect();
    assert!(files.len() >= 12, "memory golden files missing in {}", dir.display());
    let status_path = dir.join("mem-status.tsv");
    let allowed: std::collections::HashMap<String, (usize, usize)> = std::fs::read_to_string(&status_path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Some((f.first()?.to_string(), (f.get(2)?.parse().ok()?, f.get(3)?.parse().ok()?)))
        })
        .collect();
    let mut status = String::from(
        "# processor\tcases\tmismatches\tround-trip failures (may only go down; BLESS=1 rewrites)\n",
    );
    let mut regressions = Vec::new();
    for f in &files {
        let cpu = f.file_stem().unwrap().to_str().unwrap().trim_start_matches("mem-").to_string();
        let (n, fails, trips) = check(f);
        status.push_str(&format!("{cpu}\t{n}\t{}\t{}\n", fails.len(), trips.len()));
        let (lf, lt) = allowed.get(&cpu).copied().unwrap_or((0, 0));
        if fails.len() > lf || trips.len() > lt || std::env::var_os("MEM_SHOW").is_some() {
            regressions.push(format!(
                "{cpu}: {} mismatches (allowed {lf}), {} round-trip failures (allowed {lt})\n{}\n{}",
                fails.len(),
                trips.len(),
                fails.iter().take(40).cloned().collect::<Vec<_>>().join("\n"),
                trips.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
            ));
        }
    }
    if amdgpu_testkit::golden::blessing() {
        std::fs::write(&status_path, status).unwrap();
        return;
    }
    assert!(regressions.is_empty(), "{}", regressions.join("\n"));
}
