//! MessagePack bytes <-> [`Value`] (maps keep their order), and the key order LLVM writes.

use std::cmp::Ordering;

use rmpv::Value;

/// Nesting limit for decoding. AMDGPU metadata is at most ~6 levels deep and PAL metadata a few
/// more; the limit keeps recursion (and the stack) bounded on hostile input.
pub const MAX_DEPTH: usize = 128;

/// Why MessagePack bytes could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MsgPackError {
    /// The bytes end inside a value.
    #[error("byte {offset}: MessagePack value truncated")]
    Truncated {
        /// Offset (from the start of the MessagePack data) where the data ran out.
        offset: usize,
    },
    /// A reserved marker byte (0xc1) or otherwise undecodable value.
    #[error("byte {offset}: invalid MessagePack value ({detail})")]
    Invalid {
        /// Offset of the value being read when decoding failed.
        offset: usize,
        /// What the decoder reported.
        detail: String,
    },
    /// Nesting deeper than [`MAX_DEPTH`].
    #[error("byte {offset}: MessagePack nesting deeper than {MAX_DEPTH}")]
    TooDeep {
        /// Offset reached when the limit was hit.
        offset: usize,
    },
    /// Bytes left over after the first value.
    #[error("byte {offset}: {extra} trailing byte(s) after the MessagePack value")]
    Trailing {
        /// Offset of the first trailing byte.
        offset: usize,
        /// How many bytes follow.
        extra: usize,
    },
}

impl MsgPackError {
    /// The byte offset (from the start of the MessagePack data) the error refers to.
    #[must_use]
    pub fn offset(&self) -> usize {
        match self {
            Self::Truncated { offset }
            | Self::Invalid { offset, .. }
            | Self::TooDeep { offset }
            | Self::Trailing { offset, .. } => *offset,
        }
    }
}

/// Decodes exactly one MessagePack value that spans all of `bytes`.
///
/// # Errors
/// [`MsgPackError`] with the byte offset where decoding stopped.
pub fn decode(bytes: &[u8]) -> Result<Value, MsgPackError> {
    let (value, used) = decode_prefix(bytes)?;
    if used != bytes.len() {
        return Err(MsgPackError::Trailing { offset: used, extra: bytes.len() - used });
    }
    Ok(value)
}

/// Decodes one MessagePack value from the start of `bytes`; returns it and the bytes it used.
///
/// Strict: the reserved marker 0xc1 and strings that are not UTF-8 are errors. Every declared
/// length is checked against the bytes left before anything is allocated.
///
/// # Errors
/// [`MsgPackError`] with the byte offset where decoding stopped.
pub fn decode_prefix(bytes: &[u8]) -> Result<(Value, usize), MsgPackError> {
    let mut r = Reader { bytes, pos: 0 };
    let v = r.value(0)?;
    Ok((v, r.pos))
}

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], MsgPackError> {
        let end = self.pos.checked_add(n).filter(|&e| e <= self.bytes.len());
        match end {
            Some(end) => {
                let s = &self.bytes[self.pos..end];
                self.pos = end;
                Ok(s)
            }
            None => Err(MsgPackError::Truncated { offset: self.bytes.len() }),
        }
    }

    fn be(&mut self, n: usize) -> Result<u64, MsgPackError> {
        Ok(self.take(n)?.iter().fold(0u64, |acc, &b| (acc << 8) | u64::from(b)))
    }

    fn value(&mut self, depth: usize) -> Result<Value, MsgPackError> {
        let at = self.pos;
        if depth > MAX_DEPTH {
            return Err(MsgPackError::TooDeep { offset: at });
        }
        let m = self.take(1)?[0];
        Ok(match m {
            0x00..=0x7f => Value::from(u64::from(m)),
            0x80..=0x8f => self.map(usize::from(m & 0x0f), depth)?,
            0x90..=0x9f => self.array(usize::from(m & 0x0f), depth)?,
            0xa0..=0xbf => self.string(usize::from(m & 0x1f), at)?,
            0xc0 => Value::Nil,
            0xc1 => return Err(MsgPackError::Invalid { offset: at, detail: "reserved marker 0xc1".into() }),
            0xc2 => Value::Boolean(false),
            0xc3 => Value::Boolean(true),
            0xc4..=0xc6 => {
                let n = self.len(1 << (m - 0xc4))?;
                Value::Binary(self.take(n)?.to_vec())
            }
            0xc7..=0xc9 => {
                let n = self.len(1 << (m - 0xc7))?;
                self.ext(n)?
            }
            0xca => Value::F32(f32::from_bits(self.be(4)? as u32)),
            0xcb => Value::F64(f64::from_bits(self.be(8)?)),
            0xcc..=0xcf => Value::from(self.be(1 << (m - 0xcc))?),
            0xd0..=0xd3 => {
                let width = 1usize << (m - 0xd0);
                let raw = self.be(width)?;
                let shift = 64 - 8 * width as u32;
                Value::from(((raw << shift) as i64) >> shift)
            }
            0xd4..=0xd8 => self.ext(1 << (m - 0xd4))?,
            0xd9..=0xdb => {
                let n = self.len(1 << (m - 0xd9))?;
                self.string(n, at)?
            }
            0xdc | 0xdd => {
                let n = self.len(if m == 0xdc { 2 } else { 4 })?;
                self.array(n, depth)?
            }
            0xde | 0xdf => {
                let n = self.len(if m == 0xde { 2 } else { 4 })?;
                self.map(n, depth)?
            }
            0xe0..=0xff => Value::from(i64::from(m as i8)),
        })
    }

    /// A declared length (`width` bytes, big-endian).
    fn len(&mut self, width: usize) -> Result<usize, MsgPackError> {
        usize::try_from(self.be(width)?).map_err(|_| MsgPackError::Truncated { offset: self.bytes.len() })
    }

    /// Fails early when `n` items of at least `min` bytes each cannot fit in what is left.
    fn check_room(&self, n: usize, min: usize) -> Result<(), MsgPackError> {
        let left = self.bytes.len() - self.pos;
        if n.saturating_mul(min) > left {
            return Err(MsgPackError::Truncated { offset: self.bytes.len() });
        }
        Ok(())
    }

    fn string(&mut self, n: usize, at: usize) -> Result<Value, MsgPackError> {
        let b = self.take(n)?;
        match std::str::from_utf8(b) {
            Ok(s) => Ok(Value::from(s)),
            Err(e) => Err(MsgPackError::Invalid { offset: at, detail: format!("string is not UTF-8 ({e})") }),
        }
    }

    fn ext(&mut self, n: usize) -> Result<Value, MsgPackError> {
        let ty = self.take(1)?[0] as i8;
        Ok(Value::Ext(ty, self.take(n)?.to_vec()))
    }

    fn array(&mut self, n: usize, depth: usize) -> Result<Value, MsgPackError> {
        self.check_room(n, 1)?;
        let mut items = Vec::with_capacity(n);
        for _ in 0..n {
            items.push(self.value(depth + 1)?);
        }
        Ok(Value::Array(items))
    }

    fn map(&mut self, n: usize, depth: usize) -> Result<Value, MsgPackError> {
        self.check_room(n, 2)?;
        let mut entries = Vec::with_capacity(n);
        for _ in 0..n {
            let k = self.value(depth + 1)?;
            let v = self.value(depth + 1)?;
            entries.push((k, v));
        }
        Ok(Value::Map(entries))
    }
}

/// Encodes `value` with the smallest encoding of each integer, string, array and map header, as
/// LLVM's MessagePack writer does.
#[must_use]
pub fn encode(value: &Value) -> Vec<u8> {
    let mut out = Vec::new();
    // Writing into a Vec cannot fail.
    rmpv::encode::write_value(&mut out, value).expect("writing to a Vec cannot fail");
    out
}

/// The rank of a value's kind in LLVM's map-key order: negative integers, non-negative
/// integers, nil, booleans, floats, strings, binary, arrays, maps, extensions.
fn kind_rank(v: &Value) -> u8 {
    match v {
        Value::Integer(i) if i.as_i64().is_some_and(|x| x < 0) => 0,
        Value::Integer(_) => 1,
        Value::Nil => 2,
        Value::Boolean(_) => 3,
        Value::F32(_) | Value::F64(_) => 4,
        Value::String(_) => 5,
        Value::Binary(_) => 6,
        Value::Array(_) => 7,
        Value::Map(_) => 8,
        Value::Ext(..) => 9,
    }
}

/// The order LLVM's MessagePack document writer uses for map keys: by kind (see the crate
/// docs), then by value (numbers numerically, strings and binary bytewise, anything else by its
/// encoding).
#[must_use]
pub fn key_order(a: &Value, b: &Value) -> Ordering {
    let (ra, rb) = (kind_rank(a), kind_rank(b));
    if ra != rb {
        return ra.cmp(&rb);
    }
    match (a, b) {
        (Value::Integer(x), Value::Integer(y)) => match (x.as_i64(), y.as_i64()) {
            (Some(x), Some(y)) => x.cmp(&y),
            _ => x.as_u64().cmp(&y.as_u64()),
        },
        (Value::Boolean(x), Value::Boolean(y)) => x.cmp(y),
        (Value::String(x), Value::String(y)) => x.as_bytes().cmp(y.as_bytes()),
        (Value::Binary(x), Value::Binary(y)) => x.cmp(y),
        (x, y) if ra == 4 => {
            let f = |v: &Value| v.as_f64().unwrap_or(0.0);
            f(x).total_cmp(&f(y))
        }
        (x, y) => encode(x).cmp(&encode(y)),
    }
}

/// Sorts every map in `value` (recursively) into LLVM's key order.
pub fn sort_maps(value: &mut Value) {
    let mut stack: Vec<&mut Value> = vec![value];
    while let Some(v) = stack.pop() {
        match v {
            Value::Map(entries) => {
                entries.sort_by(|a, b| key_order(&a.0, &b.0));
                for (k, v) in entries.iter_mut() {
                    stack.push(k);
                    stack.push(v);
                }
            }
            Value::Array(items) => stack.extend(items.iter_mut()),
            _ => {}
        }
    }
}

/// Looks `key` up in a map value (first match).
#[must_use]
pub fn map_get<'a>(map: &'a Value, key: &str) -> Option<&'a Value> {
    match map {
        Value::Map(entries) => entries.iter().find(|(k, _)| k.as_str() == Some(key)).map(|(_, v)| v),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decode_reports_truncation_offset() {
        // fixmap of 1 with a key but no value.
        let e = decode(&[0x81, 0xa1, b'a']).unwrap_err();
        assert_eq!(e, MsgPackError::Truncated { offset: 3 });
    }

    #[test]
    fn decode_rejects_reserved_marker_and_trailing() {
        let e = decode(&[0xc1]).unwrap_err();
        assert!(matches!(e, MsgPackError::Invalid { offset: 0, .. }), "{e:?}");
        assert_eq!(decode(&[0x01, 0x02]), Err(MsgPackError::Trailing { offset: 1, extra: 1 }));
    }

    #[test]
    fn decode_bounds_depth() {
        let bytes = vec![0x91u8; 10_000];
        assert!(matches!(decode(&bytes), Err(MsgPackError::TooDeep { .. })));
    }

    #[test]
    fn huge_declared_lengths_do_not_allocate() {
        // array32 of 4 billion entries, map32 likewise, str32 of 4 GiB: all truncated.
        for bytes in [
            &[0xdd, 0xff, 0xff, 0xff, 0xff][..],
            &[0xdf, 0xff, 0xff, 0xff, 0xff],
            &[0xdb, 0xff, 0xff, 0xff, 0xff],
        ] {
            assert!(matches!(decode(bytes), Err(MsgPackError::Truncated { .. })), "{bytes:x?}");
        }
    }

    #[test]
    fn encoding_is_minimal_like_llvm() {
        assert_eq!(encode(&Value::from(5u64)), [0x05]);
        assert_eq!(encode(&Value::from(-3i64)), [0xfd]);
        assert_eq!(encode(&Value::from(200u64)), [0xcc, 200]);
        assert_eq!(encode(&Value::from("a".repeat(40))).len(), 42); // str8
    }

    #[test]
    fn key_order_matches_llvm_observation() {
        // Observed with llvm-mc-19: { b, 2, -1, true, a, 10, B, aa, false } sorts as
        // -1, 2, 10, false, true, "B", "a", "aa", "b".
        let mut v = Value::Map(
            [
                Value::from("b"),
                Value::from(2u64),
                Value::from(-1i64),
                Value::from(true),
                Value::from("a"),
                Value::from(10u64),
                Value::from("B"),
                Value::from("aa"),
                Value::from(false),
            ]
            .into_iter()
            .map(|k| (k, Value::Nil))
            .collect(),
        );
        sort_maps(&mut v);
        let keys: Vec<String> = v.as_map().unwrap().iter().map(|(k, _)| k.to_string()).collect();
        assert_eq!(keys, ["-1", "2", "10", "false", "true", "\"B\"", "\"a\"", "\"aa\"", "\"b\""]);
    }
}
