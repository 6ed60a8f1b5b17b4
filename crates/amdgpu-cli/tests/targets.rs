//! Integration tests of `amdgpu targets` and `amdgpu target-id`, run on the built binary.

use std::process::{Command, Output};

fn amdgpu(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_amdgpu")).args(args).output().expect("run amdgpu")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8 stdout")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("utf-8 stderr")
}

#[test]
fn targets_table_lists_processors() {
    let o = amdgpu(&["targets"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let header = text.lines().next().unwrap();
    for col in ["NAME", "ALIASES", "ARCH", "GENERATION", "MACH", "FEATURES", "WAVES"] {
        assert!(header.contains(col), "{header}");
    }
    let gfx803 = text.lines().find(|l| l.starts_with("gfx803 ")).expect("gfx803 row");
    for cell in ["fiji,polaris10,polaris11", "amdgcn", "GFX8", "0x02a", "64"] {
        assert!(gfx803.contains(cell), "{gfx803}");
    }
    let gfx1100 = text.lines().find(|l| l.starts_with("gfx1100 ")).expect("gfx1100 row");
    assert!(gfx1100.contains("wavefrontsize64,cumode") && gfx1100.ends_with("32,64"), "{gfx1100}");
    assert_eq!(text.lines().count(), 1 + amdgpu_target_count(&text));
}

fn amdgpu_target_count(text: &str) -> usize {
    text.lines().skip(1).filter(|l| !l.trim().is_empty()).count()
}

#[test]
fn targets_json_has_required_fields() {
    let o = amdgpu(&["targets", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("valid JSON");
    let list = v.as_array().expect("array");
    assert_eq!(list.len(), 66);
    let gfx90a = list.iter().find(|p| p["name"] == "gfx90a").expect("gfx90a");
    assert_eq!(gfx90a["mach"], 0x3f);
    assert_eq!(gfx90a["arch"], "amdgcn");
    assert_eq!(gfx90a["generation"], "GFX9");
    assert_eq!(gfx90a["version"]["stepping"], 10);
    assert_eq!(gfx90a["registers"]["vgpr_granule_wave64"], 8);
    assert_eq!(gfx90a["registers"]["unified_vgprs"], 512);
    assert_eq!(gfx90a["features"], serde_json::json!(["xnack", "sramecc", "tgsplit"]));
    let fiji = list.iter().find(|p| p["name"] == "gfx803").expect("gfx803");
    assert_eq!(fiji["aliases"], serde_json::json!(["fiji", "polaris10", "polaris11"]));
    let generic = list.iter().find(|p| p["name"] == "gfx11-generic").expect("gfx11-generic");
    assert_eq!(generic["code_object_versions"], serde_json::json!([6]));
    for p in list {
        for key in ["name", "aliases", "arch", "generation", "mach", "features"] {
            assert!(p.get(key).is_some(), "{key} missing in {p}");
        }
    }
}

#[test]
fn target_id_text() {
    let o = amdgpu(&["target-id", "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let t = stdout(&o);
    assert!(t.contains("e_flags:        0x00000e3f"), "{t}");
    assert!(t.contains("EF_AMDGPU_FEATURE_XNACK_OFF_V4"), "{t}");
    assert!(t.contains("EI_OSABI:       64 (ELFOSABI_AMDGPU_HSA)"), "{t}");
    assert!(t.contains("EI_ABIVERSION:  3"), "{t}");
}

#[test]
fn target_id_json_and_versions() {
    let run = |args: &[&str]| {
        let o = amdgpu(args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        serde_json::from_str::<serde_json::Value>(&stdout(&o)).expect("valid JSON")
    };
    let v = run(&["target-id", "amdgcn-amd-amdhsa--gfx902+xnack", "--json"]);
    assert_eq!(v["code_object_version"], 3);
    assert_eq!(v["e_flags"], 0x12d);
    assert_eq!(v["abi_version"], 1);
    assert_eq!(v["target_id"], "amdgcn-amd-amdhsa--gfx902+xnack");
    let v = run(&["target-id", "amdgcn-amd-amdhsa--gfx902+xnack", "--code-object-version", "4", "--json"]);
    assert_eq!(v["e_flags"], 0x32d);
    assert_eq!(v["target_id"], "amdgcn-amd-amdhsa--gfx902:xnack+");
    let v = run(&["target-id", "gfx10-3-generic", "--json"]);
    assert_eq!(v["code_object_version"], 6);
    assert_eq!(v["e_flags_hex"], "0x01000053");
    assert_eq!(v["abi_version"], 4);
    let v = run(&["target-id", "amdgcn-amd-amdpal--gfx906", "--json"]);
    assert_eq!(v["osabi"], 65);
    assert_eq!(v["abi_version"], 0);
    assert_eq!(v["e_flags"], 0x32f);
}

#[test]
fn target_id_mattr_overrides_features() {
    let o = amdgpu(&["target-id", "gfx90a:xnack+", "--mattr=-xnack,+sramecc", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["target_id"], "gfx90a:sramecc+:xnack-");
    assert_eq!(v["e_flags"], 0xe3f);
    let o = amdgpu(&["target-id", "gfx1030", "--mattr=+wavefrontsize64", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["wave_size"], 64);
    let o = amdgpu(&["target-id", "gfx900", "--mattr=+sramecc"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("gfx900 has no feature 'sramecc'"), "{}", stderr(&o));
}

#[test]
fn target_id_errors_exit_1_with_message() {
    for (args, needle) in [
        (vec!["target-id", "gfx803:sramecc+"], "gfx803 has no feature 'sramecc'; it supports: none"),
        (vec!["target-id", "gfx9000"], "did you mean gfx900?"),
        (vec!["target-id", "gfx1100", "--code-object-version", "7"], "unsupported code object version 7"),
        (vec!["target-id", "gfx11-generic", "--code-object-version", "5"], "needs V6 to V6"),
    ] {
        let o = amdgpu(&args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let e = stderr(&o);
        assert!(e.starts_with("amdgpu: error: "), "{e}");
        assert!(e.contains(needle), "{args:?}: {e}");
        assert!(o.stdout.is_empty());
    }
}

#[test]
fn target_id_works_for_every_listed_processor_and_alias() {
    let o = amdgpu(&["targets", "--json"]);
    let list: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    for p in list.as_array().unwrap() {
        let name = p["name"].as_str().unwrap();
        let mut names = vec![name.to_string()];
        names.extend(p["aliases"].as_array().unwrap().iter().map(|a| a.as_str().unwrap().to_string()));
        for n in names {
            let o = amdgpu(&["target-id", &n, "--json"]);
            assert!(o.status.success(), "{n}: {}", stderr(&o));
            let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
            assert_eq!(v["processor"]["name"], name, "{n}");
            assert_eq!(v["e_flags"].as_u64().unwrap() & 0xff, p["mach"].as_u64().unwrap(), "{n}");
        }
    }
}
