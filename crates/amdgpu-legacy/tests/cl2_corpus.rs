//! Data-driven tests of the Catalyst OpenCL 2.0 ABI: one case per line in `corpus/cl2/*.txt`,
//! outputs in the `.expected` files beside them.
//! Re-bless with `BLESS=1 cargo test -p amdgpu-legacy --test cl2_corpus`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use amdgpu_legacy::cl2;
use amdgpu_testkit::golden;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/cl2")
}

fn cases(name: &str) -> Vec<String> {
    let text = std::fs::read_to_string(dir().join(name)).unwrap();
    text.lines().filter(|l| !l.is_empty() && !l.starts_with('#')).map(str::to_string).collect()
}

#[test]
fn signatures() {
    let cases = cases("signatures.txt");
    assert!(cases.len() >= 20);
    let mut out = String::new();
    for case in cases {
        let (head, sig) = case.split_once(" |").unwrap();
        let sig = sig.strip_prefix(' ').unwrap_or(sig);
        let (bits, align) = head.split_once(' ').unwrap();
        let bits = if bits == "32" { cl2::Bits::B32 } else { cl2::Bits::B64 };
        let align = if align == "element" { cl2::VectorAlign::Element } else { cl2::VectorAlign::Vector };
        writeln!(out, "{case}").unwrap();
        match cl2::parse_signature(sig) {
            Ok(params) => {
                let l = cl2::layout(&params, bits, align);
                for a in l.user {
                    writeln!(
                        out,
                        "  {:>3} +{:<2} align {:<2} {} {}",
                        a.offset, a.size, a.align, a.ty, a.name
                    )
                    .unwrap();
                }
                writeln!(out, "  end {}", l.end).unwrap();
            }
            Err(e) => {
                for line in e.render(sig).lines() {
                    writeln!(out, "  {line}").unwrap();
                }
            }
        }
    }
    golden::assert_eq_file(&dir().join("signatures.expected"), &out);
}

#[test]
fn user_sgprs() {
    let mut out = String::new();
    for case in cases("user-sgprs.txt") {
        let (list, gfx9) = match case.strip_suffix(" gfx9") {
            Some(l) => (l, true),
            None => (case.as_str(), false),
        };
        let list = if list == "none" { "" } else { list };
        writeln!(out, "{case}").unwrap();
        match cl2::Features::parse(list) {
            Ok(f) => {
                let l = cl2::user_sgprs(f, gfx9);
                writeln!(out, "  {} user SGPRs ({:?})", l.count, l.rule).unwrap();
                for g in l.groups {
                    let regs = if g.count == 1 {
                        format!("s{}", g.first)
                    } else {
                        format!("s[{}:{}]", g.first, g.first + g.count - 1)
                    };
                    writeln!(out, "  {regs:<8} {}", g.role).unwrap();
                }
            }
            Err(e) => writeln!(out, "  error: {e}").unwrap(),
        }
    }
    golden::assert_eq_file(&dir().join("user-sgprs.expected"), &out);
}
