//! Reading typed fields out of MessagePack maps (and writing them back), with errors that name
//! the path of the offending node.

use rmpv::Value;

use crate::yaml::{path_index, path_key};

/// A metadata document that is well-formed MessagePack/YAML but breaks the schema.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SchemaError {
    /// A required key is absent.
    #[error("{path}: missing required key '{key}'")]
    Missing {
        /// The map that lacks the key.
        path: String,
        /// The key.
        key: String,
    },
    /// A value has the wrong type.
    #[error("{path}: expected {expected}, found {found}")]
    WrongType {
        /// Where.
        path: String,
        /// What the schema wants.
        expected: &'static str,
        /// What is there (its type and, for scalars, its value).
        found: String,
    },
    /// A string that is not one of the allowed values.
    #[error("{path}: '{value}' is not one of: {}", allowed.join(", "))]
    NotAllowed {
        /// Where.
        path: String,
        /// The value found.
        value: String,
        /// The allowed values.
        allowed: &'static [&'static str],
    },
    /// Any other rule.
    #[error("{path}: {message}")]
    Invalid {
        /// Where.
        path: String,
        /// What is wrong.
        message: String,
    },
}

impl SchemaError {
    /// The path (`/amdhsa.kernels/0/.args/1/.size` style) of the node in error.
    #[must_use]
    pub fn path(&self) -> &str {
        match self {
            Self::Missing { path, .. }
            | Self::WrongType { path, .. }
            | Self::NotAllowed { path, .. }
            | Self::Invalid { path, .. } => path,
        }
    }
}

/// A short description of a value for error messages.
#[must_use]
pub fn describe(v: &Value) -> String {
    match v {
        Value::Nil => "nil".into(),
        Value::Boolean(b) => format!("boolean {b}"),
        Value::Integer(i) => format!("integer {i}"),
        Value::F32(f) => format!("float {f}"),
        Value::F64(f) => format!("float {f}"),
        Value::String(s) => format!("string {:?}", String::from_utf8_lossy(s.as_bytes())),
        Value::Binary(b) => format!("binary of {} bytes", b.len()),
        Value::Array(a) => format!("array of {}", a.len()),
        Value::Map(m) => format!("map of {}", m.len()),
        Value::Ext(t, _) => format!("extension type {t}"),
    }
}

/// Takes typed entries out of a map; whatever is left is kept as "extra" (unknown) entries.
pub struct MapReader {
    path: String,
    entries: Vec<(Value, Value)>,
}

impl MapReader {
    /// Starts reading `value`, which must be a map.
    ///
    /// # Errors
    /// [`SchemaError::WrongType`] when it is not a map.
    pub fn new(value: &Value, path: &str) -> Result<Self, SchemaError> {
        match value {
            Value::Map(entries) => Ok(Self { path: path.to_string(), entries: entries.clone() }),
            other => Err(SchemaError::WrongType {
                path: path.to_string(),
                expected: "map",
                found: describe(other),
            }),
        }
    }

    /// The path of the map.
    #[must_use]
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The path of `key` inside this map.
    #[must_use]
    pub fn child(&self, key: &str) -> String {
        path_key(&self.path, key)
    }

    /// Removes and returns the value of `key`, if present.
    pub fn take(&mut self, key: &str) -> Option<Value> {
        let i = self.entries.iter().position(|(k, _)| k.as_str() == Some(key))?;
        Some(self.entries.remove(i).1)
    }

    /// Like [`Self::take`] but the key must be present.
    ///
    /// # Errors
    /// [`SchemaError::Missing`].
    pub fn require(&mut self, key: &str) -> Result<Value, SchemaError> {
        self.take(key).ok_or_else(|| SchemaError::Missing { path: self.path.clone(), key: key.to_string() })
    }

    /// An optional unsigned integer.
    ///
    /// # Errors
    /// [`SchemaError::WrongType`].
    pub fn opt_u64(&mut self, key: &str) -> Result<Option<u64>, SchemaError> {
        self.take(key).map(|v| as_u64(&v, &self.child(key))).transpose()
    }

    /// A required unsigned integer.
    ///
    /// # Errors
    /// [`SchemaError::Missing`] or [`SchemaError::WrongType`].
    pub fn req_u64(&mut self, key: &str) -> Result<u64, SchemaError> {
        let v = self.require(key)?;
        as_u64(&v, &self.child(key))
    }

    /// An optional string.
    ///
    /// # Errors
    /// [`SchemaError::WrongType`].
    pub fn opt_str(&mut self, key: &str) -> Result<Option<String>, SchemaError> {
        self.take(key).map(|v| as_string(&v, &self.child(key))).transpose()
    }

    /// A required string.
    ///
    /// # Errors
    /// [`SchemaError::Missing`] or [`SchemaError::WrongType`].
    pub fn req_str(&mut self, key: &str) -> Result<String, SchemaError> {
        let v = self.require(key)?;
        as_string(&v, &self.child(key))
    }

    /// An optional string that must be one of `allowed`.
    ///
    /// # Errors
    /// [`SchemaError::WrongType`] or [`SchemaError::NotAllowed`].
    pub fn opt_enum(
        &mut self,
        key: &str,
        allowed: &'static [&'static str],
    ) -> Result<Option<String>, SchemaError> {
        let path = self.child(key);
        let Some(s) = self.opt_str(key)? else { return Ok(None) };
        check_enum(s, &path, allowed).map(Some)
    }

    /// An optional boolean.
    ///
    /// # Errors
    /// [`SchemaError::WrongType`].
    pub fn opt_bool(&mut self, key: &str) -> Result<Option<bool>, SchemaError> {
        let path = self.child(key);
        self.take(key)
            .map(|v| match v {
                Value::Boolean(b) => Ok(b),
                other => Err(SchemaError::WrongType {
                    path: path.clone(),
                    expected: "boolean",
                    found: describe(&other),
                }),
            })
            .transpose()
    }

    /// An optional array of unsigned integers of length `len` (any length when `None`).
    ///
    /// # Errors
    /// [`SchemaError::WrongType`] or [`SchemaError::Invalid`] for a wrong length.
    pub fn opt_u64_array(&mut self, key: &str, len: Option<usize>) -> Result<Option<Vec<u64>>, SchemaError> {
        let path = self.child(key);
        let Some(v) = self.take(key) else { return Ok(None) };
        u64_array(&v, &path, len).map(Some)
    }

    /// An optional array of strings.
    ///
    /// # Errors
    /// [`SchemaError::WrongType`].
    pub fn opt_str_array(&mut self, key: &str) -> Result<Option<Vec<String>>, SchemaError> {
        let path = self.child(key);
        let Some(v) = self.take(key) else { return Ok(None) };
        let items = as_array(&v, &path)?;
        items
            .iter()
            .enumerate()
            .map(|(i, x)| as_string(x, &path_index(&path, i)))
            .collect::<Result<_, _>>()
            .map(Some)
    }

    /// An unsigned integer that llvm-mc-19 does not check: taken only when it is one, left
    /// among the unknown entries otherwise.
    pub fn lenient_u64(&mut self, key: &str) -> Option<u64> {
        let i = self.entries.iter().position(|(k, v)| k.as_str() == Some(key) && v.as_u64().is_some())?;
        self.entries.remove(i).1.as_u64()
    }

    /// A string that llvm-mc-19 does not check: taken only when it is one.
    pub fn lenient_str(&mut self, key: &str) -> Option<String> {
        let i = self.entries.iter().position(|(k, v)| k.as_str() == Some(key) && v.is_str())?;
        self.entries.remove(i).1.as_str().map(str::to_string)
    }

    /// The entries not taken: unknown keys, preserved as they were.
    #[must_use]
    pub fn rest(self) -> Vec<(Value, Value)> {
        self.entries
    }
}

/// Checks that `s` is one of `allowed`.
///
/// # Errors
/// [`SchemaError::NotAllowed`].
pub fn check_enum(s: String, path: &str, allowed: &'static [&'static str]) -> Result<String, SchemaError> {
    if allowed.contains(&s.as_str()) {
        Ok(s)
    } else {
        Err(SchemaError::NotAllowed { path: path.to_string(), value: s, allowed })
    }
}

/// The value as an unsigned integer.
///
/// # Errors
/// [`SchemaError::WrongType`].
pub fn as_u64(v: &Value, path: &str) -> Result<u64, SchemaError> {
    v.as_u64().ok_or_else(|| SchemaError::WrongType {
        path: path.to_string(),
        expected: "unsigned integer",
        found: describe(v),
    })
}

/// The value as a (UTF-8) string.
///
/// # Errors
/// [`SchemaError::WrongType`].
pub fn as_string(v: &Value, path: &str) -> Result<String, SchemaError> {
    v.as_str().map(str::to_string).ok_or_else(|| SchemaError::WrongType {
        path: path.to_string(),
        expected: "string",
        found: describe(v),
    })
}

/// The value as an array.
///
/// # Errors
/// [`SchemaError::WrongType`].
pub fn as_array<'a>(v: &'a Value, path: &str) -> Result<&'a [Value], SchemaError> {
    v.as_array().map(Vec::as_slice).ok_or_else(|| SchemaError::WrongType {
        path: path.to_string(),
        expected: "array",
        found: describe(v),
    })
}

/// The value as an array of unsigned integers, of length `len` if given.
///
/// # Errors
/// [`SchemaError::WrongType`] or [`SchemaError::Invalid`].
pub fn u64_array(v: &Value, path: &str, len: Option<usize>) -> Result<Vec<u64>, SchemaError> {
    integer_array(v, path, len, as_u64)
}

/// The value as an array of integers read by `item` (given each element and its path), of
/// length `len` if given. Shared by the V3 MessagePack and the V2 YAML readers, whose integers
/// are typed values and strings respectively.
///
/// # Errors
/// [`SchemaError::WrongType`], [`SchemaError::Invalid`], or what `item` returns.
pub(crate) fn integer_array<T>(
    v: &Value,
    path: &str,
    len: Option<usize>,
    item: impl Fn(&Value, &str) -> Result<T, SchemaError>,
) -> Result<Vec<T>, SchemaError> {
    let items = as_array(v, path)?;
    if let Some(n) = len
        && items.len() != n
    {
        return Err(SchemaError::Invalid {
            path: path.to_string(),
            message: format!("expected {n} integers, found {}", items.len()),
        });
    }
    items.iter().enumerate().map(|(i, x)| item(x, &path_index(path, i))).collect()
}

/// Builds a map from typed fields plus preserved extra entries, in LLVM's key order.
#[derive(Default)]
pub struct MapWriter {
    entries: Vec<(Value, Value)>,
}

impl MapWriter {
    /// An empty map.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `key: value`.
    pub fn put(&mut self, key: &str, value: Value) {
        self.entries.push((Value::from(key), value));
    }

    /// Adds `key: value` when present.
    pub fn opt<T: Into<Value>>(&mut self, key: &str, value: Option<T>) {
        if let Some(v) = value {
            self.put(key, v.into());
        }
    }

    /// Adds an array of integers when present.
    pub fn opt_u64s(&mut self, key: &str, value: Option<&Vec<u64>>) {
        if let Some(v) = value {
            self.put(key, u64s(v));
        }
    }

    /// Finishes with `extra` entries added and every key sorted as LLVM sorts them.
    #[must_use]
    pub fn finish(mut self, extra: &[(Value, Value)]) -> Value {
        self.entries.extend(extra.iter().cloned());
        self.entries.sort_by(|a, b| crate::msgpack::key_order(&a.0, &b.0));
        Value::Map(self.entries)
    }
}

/// An array of unsigned integers.
#[must_use]
pub fn u64s(v: &[u64]) -> Value {
    Value::Array(v.iter().map(|x| Value::from(*x)).collect())
}
