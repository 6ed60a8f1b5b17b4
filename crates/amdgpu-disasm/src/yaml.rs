//! MessagePack metadata -> the YAML text of an `.amdgpu_metadata` block.
//!
//! The text is written so that llvm-mc-19 (and `amdgpu_metadata::yaml`) type every scalar
//! back to the MessagePack type it came from: integers and booleans plain, strings plain when
//! they cannot be read as anything else, else single-quoted with a `!str` tag. Maps keep their
//! order (LLVM writes them sorted, and sorts again when it reads).

use amdgpu_metadata::Value;
use std::fmt::Write;

/// What the YAML cannot carry exactly.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct YamlLoss {
    /// Paths of values written in a form that does not read back identically (floats, which
    /// LLVM 19 reads as nil; binary and extension values, written as strings).
    pub lossy: Vec<String>,
}

/// Renders `value` (the whole metadata map) as a YAML document: `---` ... `...`.
#[must_use]
pub fn to_yaml(value: &Value) -> (String, YamlLoss) {
    let mut out = String::from("---\n");
    let mut loss = YamlLoss::default();
    match value {
        Value::Map(entries) if !entries.is_empty() => map_body(entries, 0, "", &mut out, &mut loss),
        other => {
            scalar_or_flow(other, "", &mut out, &mut loss);
            out.push('\n');
        }
    }
    out.push_str("...\n");
    (out, loss)
}

fn indent(out: &mut String, n: usize) {
    for _ in 0..n {
        out.push(' ');
    }
}

fn is_block(v: &Value) -> bool {
    matches!(v, Value::Map(m) if !m.is_empty()) || matches!(v, Value::Array(a) if !a.is_empty())
}

fn map_body(entries: &[(Value, Value)], ind: usize, path: &str, out: &mut String, loss: &mut YamlLoss) {
    for (i, (k, v)) in entries.iter().enumerate() {
        if i > 0 {
            indent(out, ind);
        }
        let key = key_text(k);
        let p = format!("{path}/{key}");
        // llvm-mc ignores tags on keys: a string key that reads as a number or boolean
        // cannot be written.
        if matches!(k, Value::String(s) if s.as_str().is_some_and(types_as_other)) {
            loss.lossy.push(p.clone());
        }
        out.push_str(&key);
        out.push(':');
        entry_value(v, ind, &p, out, loss);
    }
}

fn entry_value(v: &Value, ind: usize, path: &str, out: &mut String, loss: &mut YamlLoss) {
    match v {
        Value::Map(m) if !m.is_empty() => {
            out.push('\n');
            indent(out, ind + 2);
            map_body(m, ind + 2, path, out, loss);
        }
        Value::Array(a) if !a.is_empty() => {
            out.push('\n');
            seq_body(a, ind + 2, path, out, loss);
        }
        _ => {
            out.push(' ');
            scalar_or_flow(v, path, out, loss);
            out.push('\n');
        }
    }
}

fn seq_body(items: &[Value], ind: usize, path: &str, out: &mut String, loss: &mut YamlLoss) {
    for (i, item) in items.iter().enumerate() {
        let p = format!("{path}/{i}");
        indent(out, ind);
        out.push('-');
        match item {
            Value::Map(m) if !m.is_empty() => {
                out.push(' ');
                map_body(m, ind + 2, &p, out, loss);
            }
            Value::Array(a) if !a.is_empty() => {
                out.push('\n');
                seq_body(a, ind + 2, &p, out, loss);
            }
            _ => {
                out.push(' ');
                scalar_or_flow(item, &p, out, loss);
                out.push('\n');
            }
        }
    }
}

fn key_text(k: &Value) -> String {
    let mut s = String::new();
    let mut loss = YamlLoss::default();
    scalar_or_flow(k, "", &mut s, &mut loss);
    s.strip_prefix("!str ").map(str::to_string).unwrap_or(s)
}

fn scalar_or_flow(v: &Value, path: &str, out: &mut String, loss: &mut YamlLoss) {
    debug_assert!(!is_block(v));
    match v {
        Value::Nil => out.push_str("!nil ''"),
        Value::Boolean(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Integer(i) => {
            if let Some(u) = i.as_u64() {
                let _ = write!(out, "{u}");
            } else if let Some(s) = i.as_i64() {
                let _ = write!(out, "{s}");
            }
        }
        Value::F32(f) => {
            loss.lossy.push(path.to_string());
            let _ = write!(out, "!float {f:?}");
        }
        Value::F64(f) => {
            loss.lossy.push(path.to_string());
            let _ = write!(out, "!float {f:?}");
        }
        Value::String(s) => match s.as_str() {
            Some(t) => string(t, out),
            None => {
                loss.lossy.push(path.to_string());
                string(&String::from_utf8_lossy(s.as_bytes()), out);
            }
        },
        Value::Binary(b) | Value::Ext(_, b) => {
            loss.lossy.push(path.to_string());
            let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
            string(&hex, out);
        }
        Value::Array(_) => out.push_str("[]"),
        Value::Map(_) => out.push_str("{}"),
    }
}

/// True when a plain scalar `t` would be read back as something other than this string.
fn types_as_other(t: &str) -> bool {
    if t.is_empty() {
        return true;
    }
    let bool_words = [
        "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON", "y", "Y", "false", "False", "FALSE",
        "no", "No", "NO", "off", "Off", "OFF", "n", "N",
    ];
    if bool_words.contains(&t) {
        return true;
    }
    let body = t.strip_prefix('-').unwrap_or(t);
    if amdgpu_metadata::yaml_scalar_uint(body).is_some() {
        return true;
    }
    strtod_reads_all(t)
}

/// True when C's `strtod` consumes all of `t` (leading white space, sign, decimal and
/// hexadecimal floats, `inf`, `infinity`, `nan`, `nan(chars)`).
fn strtod_reads_all(t: &str) -> bool {
    let t = t.trim_start_matches([' ', '\t', '\n', '\r', '\u{b}', '\u{c}']);
    let body = t.strip_prefix(['+', '-']).unwrap_or(t);
    if body.parse::<f64>().is_ok() && !body.starts_with(['+', '-']) {
        return true;
    }
    let lower = body.to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix("nan(") {
        return rest
            .strip_suffix(')')
            .is_some_and(|x| x.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
    }
    let Some(hex) = lower.strip_prefix("0x") else { return false };
    let (mant, exp) = match hex.split_once('p') {
        Some((m, e)) => (m, Some(e)),
        None => (hex, None),
    };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    let digits_ok = int.chars().chain(frac.chars()).all(|c| c.is_ascii_hexdigit())
        && !(int.is_empty() && frac.is_empty());
    let exp_ok = exp.is_none_or(|e| {
        let e = e.strip_prefix(['+', '-']).unwrap_or(e);
        !e.is_empty() && e.chars().all(|c| c.is_ascii_digit())
    });
    digits_ok && exp_ok
}

fn plain_ok(t: &str) -> bool {
    let bytes = t.as_bytes();
    let Some(&first) = bytes.first() else { return false };
    if b"-?:,[]{}#&*!|>'\"%@`~ ".contains(&first) {
        return false;
    }
    if t.ends_with(' ') || t.ends_with(':') {
        return false;
    }
    if t.contains(": ") || t.contains(" #") {
        return false;
    }
    t.chars().all(|c| c.is_ascii_graphic() || c == ' ') && !t.contains(['[', ']', '{', '}', ','])
}

fn string(t: &str, out: &mut String) {
    let other = types_as_other(t);
    if other {
        out.push_str("!str ");
    }
    if !other && plain_ok(t) {
        out.push_str(t);
    } else if t.chars().all(|c| !c.is_control()) {
        out.push('\'');
        out.push_str(&t.replace('\'', "''"));
        out.push('\'');
    } else {
        out.push('"');
        for c in t.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\t' => out.push_str("\\t"),
                c if c.is_control() => {
                    let _ = write!(out, "\\u{:04x}", c as u32);
                }
                c => out.push(c),
            }
        }
        out.push('"');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(v: &Value) {
        let (text, loss) = to_yaml(v);
        assert!(loss.lossy.is_empty(), "{loss:?}");
        let back = amdgpu_metadata::yaml::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(&back.value, v, "{text}");
    }

    #[test]
    fn scalars_keep_their_types() {
        let v = Value::Map(vec![
            (Value::from("a"), Value::from(12u64)),
            (Value::from("b"), Value::from("12")),
            (Value::from("c"), Value::from("true")),
            (Value::from("d"), Value::from(true)),
            (Value::from("e"), Value::from(-3i64)),
            (Value::from("f"), Value::from("float*")),
            (Value::from("g"), Value::from("it's: here")),
            (Value::from("h"), Value::from("")),
            (Value::from("i"), Value::Array(vec![])),
            (Value::from("j"), Value::Array(vec![Value::from(1u64), Value::from("x")])),
            (Value::from("k"), Value::from("line\nbreak")),
            (Value::from("l"), Value::Nil),
            (Value::from("m"), Value::from("1.5")),
            (Value::from("m1"), Value::from("0x1p3")),
            (Value::from("m2"), Value::from("infinity")),
            (Value::from("m3"), Value::from(" 5")),
            (Value::from("m4"), Value::from("1e")),
            (Value::from("m5"), Value::from("2.0.1")),
            (
                Value::from("o"),
                Value::Array(vec![Value::Map(vec![
                    (Value::from(".x"), Value::from(1u64)),
                    (Value::from(".y"), Value::Array(vec![Value::Array(vec![Value::from(2u64)])])),
                ])]),
            ),
        ]);
        round_trip(&v);
    }

    #[test]
    fn keys_that_read_as_numbers_are_reported() {
        let v = Value::Map(vec![(Value::from("12"), Value::from(1u64))]);
        let (_, loss) = to_yaml(&v);
        assert_eq!(loss.lossy, vec!["/'12'".to_string()]);
    }
}
