//! MessagePack [`Value`] <-> JSON (`serde_json::Value`), maps as JSON objects.
//!
//! JSON object keys are strings: a non-string MessagePack key (PAL metadata uses integer
//! register numbers) becomes its decimal or textual form. `serde_json` keeps object keys sorted
//! bytewise, which is the order LLVM writes string keys in, so metadata written by LLVM keeps
//! its order. Binary values become arrays of byte values, extension values
//! `{"ext_type": n, "data": [..]}`, and non-finite floats `null`.

use rmpv::Value;
use serde_json::{Map, Number, Value as Json};

use crate::msgpack::sort_maps;

/// Converts a MessagePack value to JSON.
#[must_use]
pub fn to_json(value: &Value) -> Json {
    match value {
        Value::Nil => Json::Null,
        Value::Boolean(b) => Json::Bool(*b),
        Value::Integer(i) => {
            if let Some(u) = i.as_u64() {
                Json::Number(u.into())
            } else {
                Json::Number(i.as_i64().unwrap_or_default().into())
            }
        }
        Value::F32(f) => Number::from_f64(f64::from(*f)).map_or(Json::Null, Json::Number),
        Value::F64(f) => Number::from_f64(*f).map_or(Json::Null, Json::Number),
        Value::String(s) => Json::String(String::from_utf8_lossy(s.as_bytes()).into_owned()),
        Value::Binary(b) => Json::Array(b.iter().map(|x| Json::from(*x)).collect()),
        Value::Array(items) => Json::Array(items.iter().map(to_json).collect()),
        Value::Map(entries) => {
            let mut map = Map::new();
            for (k, v) in entries {
                map.insert(key_text(k), to_json(v));
            }
            Json::Object(map)
        }
        Value::Ext(ty, data) => {
            let mut map = Map::new();
            map.insert("ext_type".into(), Json::from(*ty));
            map.insert("data".into(), Json::Array(data.iter().map(|x| Json::from(*x)).collect()));
            Json::Object(map)
        }
    }
}

/// The text of a map key as a JSON object key.
#[must_use]
pub fn key_text(key: &Value) -> String {
    match key {
        Value::String(s) => String::from_utf8_lossy(s.as_bytes()).into_owned(),
        other => other.to_string(),
    }
}

/// Converts JSON to a MessagePack value: non-negative integers become unsigned, negative ones
/// signed, other numbers 64-bit floats; object keys become strings, sorted as LLVM sorts them.
#[must_use]
pub fn from_json(json: &Json) -> Value {
    let mut v = from_json_unsorted(json);
    sort_maps(&mut v);
    v
}

fn from_json_unsorted(json: &Json) -> Value {
    match json {
        Json::Null => Value::Nil,
        Json::Bool(b) => Value::Boolean(*b),
        Json::Number(n) => {
            if let Some(u) = n.as_u64() {
                Value::from(u)
            } else if let Some(i) = n.as_i64() {
                Value::from(i)
            } else {
                Value::F64(n.as_f64().unwrap_or(f64::NAN))
            }
        }
        Json::String(s) => Value::from(s.as_str()),
        Json::Array(items) => Value::Array(items.iter().map(from_json_unsorted).collect()),
        Json::Object(map) => {
            Value::Map(map.iter().map(|(k, v)| (Value::from(k.as_str()), from_json_unsorted(v))).collect())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_string_keyed_maps() {
        let j: Json = serde_json::json!({"amdhsa.version": [1, 2], "amdhsa.target": "x", "n": -4, "b": true, "z": null});
        let v = from_json(&j);
        assert_eq!(to_json(&v), j);
        // Keys come out in LLVM's order.
        let keys: Vec<_> = v.as_map().unwrap().iter().map(|(k, _)| k.as_str().unwrap().to_string()).collect();
        assert_eq!(keys, ["amdhsa.target", "amdhsa.version", "b", "n", "z"]);
    }

    #[test]
    fn integer_keys_become_text() {
        let v = Value::Map(vec![(Value::from(11794u64), Value::from(983_040u64))]);
        assert_eq!(to_json(&v), serde_json::json!({"11794": 983_040}));
    }
}
