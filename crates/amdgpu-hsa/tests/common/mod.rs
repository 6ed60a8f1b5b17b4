//! Helpers shared by the clang-19 oracle tests: reading kernel metadata from
//! `llvm-readelf-19 --notes`.
#![allow(dead_code)] // each test file uses a part

use serde_json::{Map, Value, json};

/// The keys compared between clang's metadata and ours.
pub const KEYS: [&str; 11] = [
    ".name",
    ".offset",
    ".size",
    ".value_kind",
    ".address_space",
    ".access",
    ".pointee_align",
    ".is_const",
    ".is_volatile",
    ".is_restrict",
    ".type_name",
];

/// A scalar of `llvm-readelf --notes` YAML as JSON: `!str` strings, unsigned integers,
/// booleans, other strings (single quotes removed).
pub fn yaml_scalar(v: &str) -> Value {
    let v = v.trim();
    if let Some(s) = v.strip_prefix("!str ") {
        return json!(s.trim_matches('\'').replace("''", "'"));
    }
    if let Ok(n) = v.parse::<u64>() {
        return json!(n);
    }
    match v {
        "true" => json!(true),
        "false" => json!(false),
        _ => json!(v.trim_matches('\'').replace("''", "'")),
    }
}

/// One kernel's map out of `llvm-readelf --notes` YAML (the subset LLVM prints), `.args`
/// always present; `None` when no kernel has that `.name`.
pub fn readelf_kernel(text: &str, name: &str) -> Option<Map<String, Value>> {
    let mut kernels: Vec<Map<String, Value>> = Vec::new();
    let mut in_kernels = false;
    let mut in_args = false;
    for line in text.lines() {
        if line.starts_with("amdhsa.kernels:") {
            in_kernels = true;
            continue;
        }
        if !in_kernels {
            continue;
        }
        if !line.starts_with(' ') {
            in_kernels = line.starts_with("amdhsa.kernels");
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let t = line.trim_start();
        let (dash, t) = match t.strip_prefix("- ") {
            Some(r) => (true, r),
            None => (false, t),
        };
        if indent == 2 && dash {
            kernels.push(Map::new());
            in_args = false;
        }
        let Some(kmap) = kernels.last_mut() else { continue };
        let Some((key, value)) = t.split_once(':') else { continue };
        if indent <= 4 {
            in_args = key == ".args";
            if in_args {
                kmap.insert(".args".into(), json!([]));
            } else if !value.trim().is_empty() {
                kmap.insert(key.to_string(), yaml_scalar(value));
            }
        } else if in_args {
            let args = kmap.get_mut(".args").and_then(Value::as_array_mut).unwrap();
            if dash && indent == 6 {
                args.push(json!({}));
            }
            if let Some(Value::Object(a)) = args.last_mut() {
                a.insert(key.to_string(), yaml_scalar(value));
            }
        }
    }
    let mut k = kernels.into_iter().find(|k| k.get(".name").and_then(Value::as_str) == Some(name))?;
    k.entry(".args").or_insert(json!([]));
    Some(k)
}

/// What one assembler run gave.
pub struct Assembled {
    /// The object file (present only when the tool wrote it).
    pub obj: std::path::PathBuf,
    /// The tool exited with status 0.
    pub ok: bool,
    /// Its standard error (warnings and errors).
    pub stderr: String,
}

/// Writes `src` to `dir/k.s` and runs `tool -triple=amdgcn-amd-amdhsa -mcpu=CPU EXTRA...
/// -filetype=obj dir/k.s -o dir/k.o` (an old `k.o` is removed first).
pub fn assemble(tool: &str, cpu: &str, extra: &[&str], src: &str, dir: &std::path::Path) -> Assembled {
    let s = dir.join("k.s");
    let obj = dir.join("k.o");
    std::fs::write(&s, src).unwrap_or_else(|e| panic!("write {}: {e}", s.display()));
    let _ = std::fs::remove_file(&obj);
    let out = std::process::Command::new(tool)
        .args(["-triple=amdgcn-amd-amdhsa", &format!("-mcpu={cpu}")])
        .args(extra)
        .arg("-filetype=obj")
        .arg(&s)
        .arg("-o")
        .arg(&obj)
        .output()
        .unwrap_or_else(|e| panic!("run {tool}: {e}"));
    Assembled { obj, ok: out.status.success(), stderr: String::from_utf8_lossy(&out.stderr).into_owned() }
}
