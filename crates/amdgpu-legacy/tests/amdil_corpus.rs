//! Data-driven tests of the AMDIL metadata parser: every file under `corpus/amdil/ok` parses,
//! prints back byte for byte and matches its `.json` golden (document, diagnostics, argument
//! layout); every file under `corpus/amdil/err` fails with the located error of its `.err`
//! golden; `good-lines.txt` / `bad-lines.txt` hold one metadata line per case.
//! Re-bless with `BLESS=1 cargo test -p amdgpu-legacy --test amdil_corpus`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use amdgpu_legacy::amdil;
use amdgpu_testkit::{corpus, golden};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/amdil")
}

fn report(doc: &amdil::Document) -> String {
    let layouts: Vec<_> = doc
        .kernels()
        .map(|k| serde_json::json!({ "kernel": k.name, "args": amdil::pack::kernel_layout(k) }))
        .collect();
    let v = serde_json::json!({
        "document": doc,
        "diagnostics": amdil::validate(doc),
        "layouts": layouts,
    });
    serde_json::to_string_pretty(&v).unwrap() + "\n"
}

#[test]
fn ok_files_round_trip_and_match_golden() {
    let files = corpus::files(&dir().join("ok"), ".txt");
    assert!(files.len() >= 9, "corpus shrank: {}", files.len());
    for f in files {
        let bytes = std::fs::read(&f).unwrap();
        let doc = amdil::parse_bytes(&bytes)
            .unwrap_or_else(|e| panic!("{}: {}", f.display(), e.render(&String::from_utf8_lossy(&bytes))));
        assert_eq!(doc.to_string().as_bytes(), &bytes[..], "{}: round trip", f.display());
        golden::assert_eq_file(&f.with_extension("json"), &report(&doc));
    }
}

#[test]
fn err_files_fail_with_located_errors() {
    let files = corpus::files(&dir().join("err"), ".txt");
    assert!(files.len() >= 19, "corpus shrank: {}", files.len());
    for f in files {
        let bytes = std::fs::read(&f).unwrap();
        let e = amdil::parse_bytes(&bytes).expect_err(&f.display().to_string());
        let src = String::from_utf8_lossy(&bytes);
        golden::assert_eq_file(&f.with_extension("err"), &(e.render(&src) + "\n"));
    }
}

/// Cases of a line corpus: (line number in the corpus file, text).
fn cases(name: &str) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(dir().join(name)).unwrap();
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .map(|(i, l)| (i + 1, l.to_string()))
        .collect()
}

fn wrap(line: &str) -> String {
    format!(";ARGSTART:k\n{line}\n;ARGEND:k\n")
}

#[test]
fn good_lines_parse_and_round_trip() {
    let cases = cases("good-lines.txt");
    assert!(cases.len() >= 53, "{}", cases.len());
    let mut out = String::new();
    let mut keywords = std::collections::BTreeSet::new();
    for (n, line) in cases {
        let src = wrap(&line);
        let doc = amdil::parse(&src).unwrap_or_else(|e| panic!("good-lines.txt:{n}: {}", e.render(&src)));
        assert_eq!(doc.to_string(), src, "good-lines.txt:{n}");
        let k = doc.kernels().next().unwrap();
        assert_eq!(k.entries.len(), 1);
        keywords.insert(k.entries[0].kind.keyword());
        writeln!(out, "{line}\n  {}", serde_json::to_string(&k.entries[0].kind).unwrap()).unwrap();
    }
    // Every keyword of seed 004 L269-530 (ARGSTART/ARGEND are the wrapper) plus `;ARG:`.
    let want = [
        "version",
        "device",
        "error",
        "warning",
        "memory",
        "uniqueid",
        "sampler",
        "image",
        "counter",
        "value",
        "pointer",
        "uavid",
        "printf_fmt",
        "function",
        "intrinsic",
        "cws",
        "lws",
        "limitgroupsize",
        "ARG",
    ];
    for w in want {
        assert!(keywords.contains(w), "no case for `{w}`");
    }
    golden::assert_eq_file(&dir().join("good-lines.expected"), &out);
}

#[test]
fn bad_lines_fail_with_located_errors() {
    let cases = cases("bad-lines.txt");
    assert!(cases.len() >= 35, "{}", cases.len());
    let mut out = String::new();
    for (n, line) in cases {
        let src = wrap(&line);
        let e = amdil::parse(&src).expect_err(&format!("bad-lines.txt:{n} parsed: {line}"));
        assert!(e.loc.line >= 2, "bad-lines.txt:{n}: error not on the case line: {e}");
        writeln!(out, "{}", e.render(&src)).unwrap();
    }
    golden::assert_eq_file(&dir().join("bad-lines.expected"), &out);
}
