//! Data-driven cases: `tests/corpus/*.tsv`, one case per line, expected output beside the
//! input. `BLESS=1 cargo test -p amdgpu-target --test corpus` rewrites the expected column.

use std::path::PathBuf;

use amdgpu_target::{Arch, CodeObjectVersion, TargetError, TargetId, eflags};
use amdgpu_testkit::golden;

fn corpus(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus").join(name)
}

/// Re-evaluates every case line (`input columns <TAB> expected`) with `eval` and compares the
/// whole file with the result. Returns the number of cases.
fn run(name: &str, input_columns: usize, eval: impl Fn(&[&str]) -> String) -> usize {
    let path = corpus(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    let mut out = String::new();
    let mut cases = 0;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            out.push_str(line);
        } else {
            let cols: Vec<&str> = line.split('\t').collect();
            assert!(cols.len() > input_columns, "{}: malformed line: {line}", path.display());
            let inputs = &cols[..input_columns];
            out.push_str(&inputs.join("\t"));
            out.push('\t');
            out.push_str(&eval(inputs));
            cases += 1;
        }
        out.push('\n');
    }
    golden::assert_eq_file(&path, &out);
    cases
}

fn show<T>(r: Result<T, TargetError>, ok: impl Fn(T) -> String) -> String {
    match r {
        Ok(v) => format!("ok {}", ok(v)),
        Err(e) => format!("err {e}"),
    }
}

#[test]
fn target_id_cases() {
    let n = run("target-ids.tsv", 1, |c| {
        show(TargetId::parse(c[0]), |id| {
            // Printing then parsing again must give the same ID.
            let printed = id.to_string();
            assert_eq!(TargetId::parse_as(&printed, id.spelling), Ok(id), "{printed}");
            printed
        })
    });
    assert!(n >= 30, "{n} cases");
}

#[test]
fn eflags_cases() {
    let n = run("eflags.tsv", 3, |c| {
        let flags = u32::from_str_radix(c[0].trim_start_matches("0x"), 16).expect("hex flags");
        let arch = if c[1] == "r600" { Arch::R600 } else { Arch::Amdgcn };
        let r = CodeObjectVersion::from_number(c[2].parse().expect("version"))
            .and_then(|v| eflags::decode(flags, arch, v));
        show(r, |d| {
            format!(
                "{} xnack={} sramecc={} generic={} trap={}",
                d.processor.map_or("-", |p| p.name),
                d.xnack,
                d.sramecc,
                d.generic_version,
                d.trap_handler
            )
        })
    });
    assert!(n >= 20, "{n} cases");
}
