//! `.amdgpu_metadata` YAML -> MessagePack, byte for byte against llvm-mc-19.
//!
//! Corpus: tests/yaml/*.yaml, one document per file. Each has a `.expected` file whose first
//! line names the tool and version and whose second line is the hex of the note descriptor
//! llvm-mc-19 wrote, or `rejected` when llvm-mc-19 refused the document. The ignored oracle
//! tests re-make the `.expected` files (`BLESS=1`) and also run every `.amdgpu_metadata` block
//! of LLVM 19's own MC tests.

use std::path::{Path, PathBuf};
use std::process::Command;

use amdgpu_metadata::yaml_to_msgpack;
use amdgpu_testkit::{corpus, golden, oracle};

fn cases() -> Vec<PathBuf> {
    let v = corpus::files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/yaml"), ".yaml");
    assert!(v.len() >= 9, "{v:?}");
    v
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

#[test]
fn yaml_converts_exactly_as_llvm_mc_19() {
    for case in cases() {
        let yaml = std::fs::read_to_string(&case).unwrap();
        let expected_path = case.with_extension("expected");
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_else(|e| {
            panic!("{}: {e} (run the oracle test with BLESS=1)", expected_path.display())
        });
        let want = expected.lines().nth(1).expect("second line");
        match yaml_to_msgpack(&yaml) {
            Ok(bytes) => assert_eq!(hex(&bytes), want, "{}", case.display()),
            Err(e) => assert_eq!(want, "rejected", "{}: we rejected it: {e}", case.display()),
        }
    }
}

/// llvm-mc-19's bytes decode and re-encode to themselves, also through the typed model.
#[test]
fn llvm_mc_bytes_round_trip() {
    for case in cases() {
        let expected = std::fs::read_to_string(case.with_extension("expected")).unwrap();
        let want = expected.lines().nth(1).unwrap();
        if want == "rejected" {
            continue;
        }
        let bytes: Vec<u8> =
            (0..want.len()).step_by(2).map(|i| u8::from_str_radix(&want[i..i + 2], 16).unwrap()).collect();
        let v = amdgpu_metadata::msgpack::decode(&bytes).unwrap();
        assert_eq!(amdgpu_metadata::msgpack::encode(&v), bytes, "{}", case.display());
        let m = amdgpu_metadata::v3::Metadata::decode(&bytes).unwrap();
        assert_eq!(m.encode(), bytes, "{}", case.display());
        assert_eq!(amdgpu_metadata::v3::Metadata::decode(&m.encode()).unwrap(), m);
    }
}

#[test]
fn errors_are_located() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/yaml");
    let e =
        yaml_to_msgpack(&std::fs::read_to_string(dir.join("10-err-name-is-int.yaml")).unwrap()).unwrap_err();
    assert!(e.to_string().starts_with("4:12:"), "{e}");
    let e = yaml_to_msgpack(&std::fs::read_to_string(dir.join("12-err-bad-value-kind.yaml")).unwrap())
        .unwrap_err();
    assert!(e.to_string().contains("global_pointer"), "{e}");
    assert!(e.to_string().starts_with("5:"), "{e}");
}

/// The NT_AMDGPU_METADATA descriptor in an ELF file written by llvm-mc-19.
fn note_desc(elf: &[u8]) -> Vec<u8> {
    let pat = [7u8, 0, 0, 0];
    for i in 0..elf.len().saturating_sub(20) {
        if elf[i..i + 4] == pat && elf[i + 8..i + 12] == [32, 0, 0, 0] && &elf[i + 12..i + 19] == b"AMDGPU\0"
        {
            let n = u32::from_le_bytes(elf[i + 4..i + 8].try_into().unwrap()) as usize;
            return elf[i + 20..i + 20 + n].to_vec();
        }
    }
    panic!("no NT_AMDGPU_METADATA note")
}

/// Assembles a metadata block with llvm-mc-19; `None` when llvm-mc rejects it.
fn llvm_mc(yaml: &str, dir: &Path, tag: &str) -> Option<Vec<u8>> {
    let src = dir.join(format!("{tag}.s"));
    let obj = dir.join(format!("{tag}.o"));
    std::fs::write(
        &src,
        format!(
            ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.amdgpu_metadata\n{yaml}\n.end_amdgpu_metadata\n"
        ),
    )
    .unwrap();
    let out = Command::new("llvm-mc-19")
        .args(["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", "-o"])
        .arg(&obj)
        .arg(&src)
        .output()
        .unwrap();
    if !out.status.success() {
        return None;
    }
    Some(note_desc(&std::fs::read(&obj).unwrap()))
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn expected_files_match_llvm_mc_19() {
    oracle::require_tool("llvm-mc-19");
    let version = oracle::tool_version("llvm-mc-19").expect("llvm-mc-19 --version names its LLVM version");
    let tmp = std::env::temp_dir().join(format!("amdgpu-metadata-oracle-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    for case in cases() {
        let yaml = std::fs::read_to_string(&case).unwrap();
        let stem = case.file_stem().unwrap().to_string_lossy().into_owned();
        let line = llvm_mc(&yaml, &tmp, &stem).map_or_else(|| "rejected".to_string(), |b| hex(&b));
        let text = format!(
            "# llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj ({version})\n{line}\n"
        );
        golden::assert_eq_file(&case.with_extension("expected"), &text);
    }
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
#[ignore = "needs LLVM 19 (../shared/tools/oracle-setup.sh); run with --ignored"]
fn llvm_mc_test_corpus_blocks_convert_exactly() {
    oracle::require_tool("llvm-mc-19");
    let dir = oracle::require_corpus().join("test/MC/AMDGPU");
    let tmp = std::env::temp_dir().join(format!("amdgpu-metadata-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut compared = 0;
    for file in corpus::files(&dir, ".s") {
        let text = std::fs::read_to_string(&file).unwrap();
        let mut block: Option<Vec<&str>> = None;
        for line in text.lines() {
            let t = line.trim();
            if t.starts_with(';') || t.starts_with("//") {
                continue;
            }
            if t == ".amdgpu_metadata" {
                block = Some(Vec::new());
            } else if t == ".end_amdgpu_metadata" {
                let yaml = block.take().unwrap_or_default().join("\n");
                let tag = format!("c{compared}");
                let theirs = llvm_mc(&yaml, &tmp, &tag);
                let ours = yaml_to_msgpack(&yaml);
                match (theirs, ours) {
                    (Some(t), Ok(o)) => assert_eq!(hex(&o), hex(&t), "{}", file.display()),
                    (None, Err(_)) => {}
                    (t, o) => panic!("{}: llvm-mc {:?}, ours {:?}", file.display(), t.map(|b| hex(&b)), o),
                }
                compared += 1;
            } else if let Some(b) = block.as_mut() {
                b.push(line);
            }
        }
    }
    assert!(compared >= 5, "only {compared} blocks");
    let _ = std::fs::remove_dir_all(&tmp);
}
