//! Live check against LLVM 19: recompile the fixture sources with clang-19 (and llvm-mc-19),
//! link them with ld.lld-19 and with `amdgpu_link::link`, and require byte-identical outputs
//! (given lld's `.comment` identification); check that llvm-readelf-19 and llvm-objdump-19
//! read our outputs without a warning, and that the committed objects are still what
//! clang-19 produces.

use std::path::{Path, PathBuf};
use std::process::Command;

use amdgpu_link::{LinkOptions, link};
use amdgpu_testkit::oracle::{NEEDS_LLVM19, require_tool};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let p = e.unwrap().path();
        let dest = to.join(p.file_name().unwrap());
        if p.is_dir() {
            copy_dir(&p, &dest);
        } else if !p.extension().is_some_and(|x| x == "o" || x == "hsaco") {
            std::fs::copy(&p, &dest).unwrap();
        }
    }
}

#[test]
#[ignore = "needs LLVM 19 (clang-19, llvm-mc-19, ld.lld-19, llvm-readelf-19, llvm-objdump-19) and LLVM 14 llvm-mc; run with --ignored"]
fn recompile_and_compare_with_lld() {
    let _ = NEEDS_LLVM19;
    for t in ["clang-19", "llvm-mc-19", "llvm-mc", "ld.lld-19", "llvm-readelf-19", "llvm-objdump-19"] {
        require_tool(t);
    }
    let dir = std::env::temp_dir().join(format!("amdgpu-link-live-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(&fixtures(), &dir);
    let st = Command::new("sh").arg("gen.sh").current_dir(&dir).status().expect("run gen.sh");
    assert!(st.success(), "gen.sh failed (clang-19 / ld.lld-19 / an error case that lld accepted)");

    let versions = std::fs::read_to_string(dir.join("VERSIONS")).unwrap();
    let lld = versions.lines().find(|l| l.contains("LLD")).unwrap();
    let comment = format!("Linker: {}", lld.split(" (compatible").next().unwrap());
    let opts = LinkOptions { comment, ..LinkOptions::default() };

    let mut stale = Vec::new();
    let text = std::fs::read_to_string(dir.join("cases.txt")).unwrap();
    let mut n = 0;
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let (name, inputs) = line.split_once(':').unwrap();
        let files: Vec<(String, Vec<u8>)> = inputs
            .split_whitespace()
            .map(|i| {
                let fresh = std::fs::read(dir.join(format!("{i}.o"))).unwrap();
                if std::fs::read(fixtures().join(format!("{i}.o"))).ok().as_deref() != Some(&fresh[..]) {
                    stale.push(format!("{i}.o"));
                }
                (format!("{i}.o"), fresh)
            })
            .collect();
        let refs: Vec<(&str, &[u8])> = files.iter().map(|(n, d)| (n.as_str(), d.as_slice())).collect();
        let ours = link(&refs, &opts).unwrap_or_else(|e| panic!("{name}: {e}"));
        let theirs = std::fs::read(dir.join(format!("{name}.lld.hsaco"))).unwrap();
        assert!(ours == theirs, "{name}: output differs from ld.lld-19's");
        let path = dir.join(format!("{name}.ours.hsaco"));
        std::fs::write(&path, &ours).unwrap();
        for (tool, args) in [
            ("llvm-readelf-19", &["-a", "--dyn-syms", "-n"][..]),
            ("llvm-objdump-19", &["-d", "-r", "-R"][..]),
        ] {
            let out = Command::new(tool).args(args).arg(&path).output().unwrap();
            assert!(
                out.status.success() && out.stderr.is_empty(),
                "{name}: {tool}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        n += 1;
    }
    assert!(n >= 10);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(stale.is_empty(), "committed objects differ from clang-19's output (run gen.sh): {stale:?}");
}
