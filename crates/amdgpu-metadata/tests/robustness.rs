//! Hostile input for the parsers: truncations, byte flips and deep nesting of the YAML corpus
//! and of MessagePack encodings. Nothing may panic; errors carry locations inside the input.

use std::path::Path;

use amdgpu_metadata::{MetadataError, msgpack, v2, yaml, yaml_to_msgpack};
use amdgpu_testkit::{corpus, mutate, rng::Rng};

fn docs() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/yaml");
    corpus::files(&dir, ".yaml").into_iter().map(|p| std::fs::read_to_string(p).unwrap()).collect()
}

fn check_yaml(text: &str) {
    let lines = text.lines().count().max(1) + 1;
    match yaml_to_msgpack(text) {
        Ok(bytes) => {
            // Whatever we produce must decode again.
            msgpack::decode(&bytes).unwrap();
        }
        Err(MetadataError::Yaml(e)) => assert!(e.loc().line <= lines, "{e} in {lines} lines"),
        Err(MetadataError::Located { loc, .. }) => assert!(loc.line <= lines, "{loc}"),
        Err(e) => panic!("unexpected error kind {e:?}"),
    }
    let _ = v2::Metadata::parse(text);
}

#[test]
fn yaml_truncations_and_flips() {
    let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
    let mut n = 0;
    for doc in docs() {
        for cut in mutate::truncations(doc.len(), 0, 3) {
            if doc.is_char_boundary(cut) {
                check_yaml(&doc[..cut]);
                n += 1;
            }
        }
        for _ in 0..150 {
            let mut b = doc.clone().into_bytes();
            mutate::set_byte_from(&mut b, &mut rng, b"-:[]{}'\"!&*#|>? \n\t0xa");
            if let Ok(s) = String::from_utf8(b) {
                check_yaml(&s);
                n += 1;
            }
        }
    }
    assert!(n > 1500, "{n}");
}

#[test]
fn deep_yaml_nesting_is_an_error_not_a_crash() {
    let deep = format!("a: {}1{}\n", "[".repeat(5000), "]".repeat(5000));
    assert!(yaml::parse(&deep).is_err());
    let deep_block: String = (0..400).map(|i| format!("{}k{i}:\n", " ".repeat(i))).collect();
    let _ = yaml::parse(&deep_block);
}

#[test]
fn deep_documents_with_long_keys_stay_bounded() {
    // 120 nested maps, each key 1000 bytes (YAML's limit for implicit keys), and 500 leaves at
    // the bottom: full paths for every node would be ~60 MB; paths keep 256 bytes per key and
    // the location budget keeps the total near the input size.
    let key = "k".repeat(1000);
    let mut doc = String::new();
    for d in 0..120 {
        doc.push_str(&" ".repeat(d));
        doc.push_str(&key);
        doc.push_str(":\n");
    }
    for i in 0..500 {
        doc.push_str(&" ".repeat(120));
        doc.push_str(&format!("x{i}: {i}\n"));
    }
    let p = yaml::parse(&doc).unwrap();
    let recorded: usize = p.locations.iter().map(|(path, _)| path.len()).sum();
    assert!(recorded <= doc.len() * 8 + (1 << 20), "{recorded}");
}

#[test]
fn msgpack_truncations_and_flips() {
    let mut rng = Rng::new(0x1234_5678_9abc_def1);
    for doc in docs() {
        let Ok(bytes) = amdgpu_metadata::yaml_to_msgpack_unchecked(&doc) else { continue };
        for cut in 0..bytes.len() {
            let e = msgpack::decode(&bytes[..cut]).unwrap_err();
            assert!(e.offset() <= cut, "{e}");
        }
        for _ in 0..300 {
            let mut b = bytes.clone();
            mutate::set_random_byte(&mut b, &mut rng, usize::MAX);
            match msgpack::decode(&b) {
                Ok(v) => {
                    let _ = amdgpu_metadata::v3::Metadata::from_value(&v);
                    let _ = amdgpu_metadata::json::to_json(&v);
                }
                Err(e) => assert!(e.offset() <= b.len(), "{e}"),
            }
        }
    }
}
