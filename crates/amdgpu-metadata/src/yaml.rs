//! YAML text (as written between `.amdgpu_metadata` and `.end_amdgpu_metadata`) -> MessagePack
//! [`Value`], typed the way llvm-mc-19 types it.
//!
//! Scalar typing, observed byte by byte in llvm-mc-19 (LLVM 19.1.7) output (see
//! docs/0007-metadata.md and the corpus in `tests/yaml/`):
//!
//! * Quoting does not matter: `'12'` and `12` are both the integer 12.
//! * An integer is an optional `-` and then `0x`/`0X` hex, `0b`/`0B` binary, `0o` octal, a
//!   leading `0` (octal) or decimal digits; it must fit in 64 bits (`-` values in `i64`).
//!   Non-negative integers are unsigned, negative ones signed.
//! * `true/True/TRUE/yes/Yes/YES/on/On/ON/y/Y` and `false/.../no/off/n/N` are booleans.
//! * Anything else C's `strtod` reads completely (`1.5`, `1e3`, `+5`, `08`, `nan`, ` 5`, hex
//!   floats, the empty quoted string) is a float, and LLVM 19 writes floats as **nil** (0xc0).
//! * Everything else is a string. An untagged empty plain value (`key:`) becomes an empty array.
//! * Tags on values: `!int`, `!bool`, `!float`, `!nil`, `!str` force the type (`!int abc` is an
//!   error); `!!str` is ignored; any other tag makes a string. Tags on map keys are ignored.
//! * Map keys are typed like values and sorted as [`crate::msgpack::key_order`] says.
//!
//! Aliases are rejected (they could expand without bound); repeated keys are errors.

use std::collections::HashSet;
use std::fmt;

use rmpv::Value;
use yaml_rust2::parser::{Event, Parser, Tag};
use yaml_rust2::scanner::{Marker, TScalarStyle};

/// A 1-based line and column in the YAML text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Loc {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub col: usize,
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

impl From<Marker> for Loc {
    fn from(m: Marker) -> Self {
        Loc { line: m.line(), col: m.col() + 1 }
    }
}

/// Nesting limit for YAML documents.
pub const MAX_DEPTH: usize = 128;

/// Why YAML text could not be turned into a MessagePack value.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum YamlError {
    /// The YAML scanner or parser rejected the text.
    #[error("{loc}: YAML syntax error: {message}")]
    Syntax {
        /// Where.
        loc: Loc,
        /// The parser's message.
        message: String,
    },
    /// `*alias` nodes are not supported.
    #[error("{loc}: YAML aliases are not supported in metadata")]
    Alias {
        /// Where.
        loc: Loc,
    },
    /// A map key that is a sequence or a map.
    #[error("{loc}: map key must be a scalar")]
    NonScalarKey {
        /// Where.
        loc: Loc,
    },
    /// The same key twice in one map.
    #[error("{loc}: duplicated mapping key '{key}'")]
    DuplicateKey {
        /// Where (the second occurrence).
        loc: Loc,
        /// The key as written.
        key: String,
    },
    /// `!int`, `!bool` or `!float` on a scalar that is not one.
    #[error("{loc}: invalid {tag} value '{text}'")]
    BadTaggedScalar {
        /// Where.
        loc: Loc,
        /// The tag, e.g. `!int`.
        tag: String,
        /// The scalar text.
        text: String,
    },
    /// Not exactly one document.
    #[error("{loc}: expected exactly one YAML document, found {count}")]
    DocumentCount {
        /// Where.
        loc: Loc,
        /// How many documents were found.
        count: usize,
    },
    /// Nesting deeper than [`MAX_DEPTH`].
    #[error("{loc}: nesting deeper than {MAX_DEPTH}")]
    TooDeep {
        /// Where.
        loc: Loc,
    },
}

impl YamlError {
    /// Where in the text the error is.
    #[must_use]
    pub fn loc(&self) -> Loc {
        match self {
            Self::Syntax { loc, .. }
            | Self::Alias { loc }
            | Self::NonScalarKey { loc }
            | Self::DuplicateKey { loc, .. }
            | Self::BadTaggedScalar { loc, .. }
            | Self::DocumentCount { loc, .. }
            | Self::TooDeep { loc } => *loc,
        }
    }
}

/// A parsed YAML document: the MessagePack value and where each node came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Parsed {
    /// The value, typed and key-sorted as llvm-mc-19 would encode it.
    pub value: Value,
    /// `(path, location)` for every node; paths look like `/amdhsa.kernels/0/.args/1/.size`
    /// (see [`path_key`] and [`path_index`]).
    pub locations: Vec<(String, Loc)>,
}

impl Parsed {
    /// The location recorded for `path`, or for its closest recorded ancestor.
    #[must_use]
    pub fn loc_of(&self, path: &str) -> Loc {
        let mut p = path;
        loop {
            if let Some((_, l)) = self.locations.iter().find(|(q, _)| q == p) {
                return *l;
            }
            match p.rfind('/') {
                Some(i) => p = &p[..i],
                None => return Loc { line: 1, col: 1 },
            }
        }
    }
}

/// A typed node before it becomes a MessagePack value (floats are kept for key ordering).
#[derive(Debug, Clone, PartialEq)]
enum Node {
    Int(i64),
    UInt(u64),
    Nil,
    Bool(bool),
    Float(f64),
    Str(String),
    Seq(Vec<Node>),
    Map(Vec<(Node, Node)>),
}

impl Node {
    fn rank(&self) -> u8 {
        match self {
            Node::Int(_) => 0,
            Node::UInt(_) => 1,
            Node::Nil => 2,
            Node::Bool(_) => 3,
            Node::Float(_) => 4,
            Node::Str(_) => 5,
            Node::Seq(_) => 7,
            Node::Map(_) => 8,
        }
    }

    fn cmp_key(&self, other: &Node) -> std::cmp::Ordering {
        use std::cmp::Ordering;
        match (self, other) {
            (Node::Int(a), Node::Int(b)) => a.cmp(b),
            (Node::UInt(a), Node::UInt(b)) => a.cmp(b),
            (Node::Bool(a), Node::Bool(b)) => a.cmp(b),
            (Node::Float(a), Node::Float(b)) => a.total_cmp(b),
            (Node::Str(a), Node::Str(b)) => a.as_bytes().cmp(b.as_bytes()),
            (Node::Nil, Node::Nil) => Ordering::Equal,
            (a, b) => a.rank().cmp(&b.rank()),
        }
    }

    fn into_value(self) -> Value {
        match self {
            Node::Int(i) => Value::from(i),
            Node::UInt(u) => Value::from(u),
            // LLVM 19 writes YAML floats as nil.
            Node::Nil | Node::Float(_) => Value::Nil,
            Node::Bool(b) => Value::Boolean(b),
            Node::Str(s) => Value::from(s),
            Node::Seq(items) => Value::Array(items.into_iter().map(Node::into_value).collect()),
            Node::Map(entries) => {
                Value::Map(entries.into_iter().map(|(k, v)| (k.into_value(), v.into_value())).collect())
            }
        }
    }
}

/// Parses an unsigned integer with its radix taken from the prefix (`0x`, `0b`, `0o`, leading
/// `0` for octal, else decimal).
#[must_use]
pub fn parse_uint_text(text: &str) -> Option<u64> {
    parse_uint(text)
}

fn parse_uint(text: &str) -> Option<u64> {
    let (digits, radix) = if let Some(r) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        (r, 16)
    } else if let Some(r) = text.strip_prefix("0b").or_else(|| text.strip_prefix("0B")) {
        (r, 2)
    } else if let Some(r) = text.strip_prefix("0o") {
        (r, 8)
    } else if text.len() > 1 && text.starts_with('0') {
        (&text[1..], 8)
    } else {
        (text, 10)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u64::from_str_radix(digits, radix).ok()
}

/// Parses an integer: unsigned, or `-` and a magnitude that fits in `i64`.
fn parse_int(text: &str) -> Option<Node> {
    if let Some(rest) = text.strip_prefix('-') {
        let mag = parse_uint(rest)?;
        if mag <= 1u64 << 63 {
            // -(2^63) wraps to i64::MIN exactly.
            return Some(Node::Int(0i64.wrapping_sub_unsigned(mag)));
        }
        return None;
    }
    parse_uint(text).map(Node::UInt)
}

fn parse_bool(text: &str) -> Option<bool> {
    match text {
        "true" | "True" | "TRUE" | "yes" | "Yes" | "YES" | "on" | "On" | "ON" | "y" | "Y" => Some(true),
        "false" | "False" | "FALSE" | "no" | "No" | "NO" | "off" | "Off" | "OFF" | "n" | "N" => Some(false),
        _ => None,
    }
}

/// What C's `strtod` accepts when it must consume the whole text: leading white space, a sign,
/// decimal or hexadecimal floats, `inf`, `infinity`, `nan` and `nan(chars)`.
fn parse_strtod(text: &str) -> Option<f64> {
    let t = text.trim_start_matches([' ', '\t', '\n', '\r', '\u{b}', '\u{c}']);
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let lower = body.to_ascii_lowercase();
    let magnitude = if lower == "inf" || lower == "infinity" {
        f64::INFINITY
    } else if lower == "nan"
        || (lower.starts_with("nan(")
            && lower.ends_with(')')
            && lower[4..lower.len() - 1].chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
    {
        f64::NAN
    } else if let Some(hex) = lower.strip_prefix("0x") {
        parse_hex_float(hex)?
    } else {
        parse_dec_float(body)?
    };
    Some(if neg { -magnitude } else { magnitude })
}

fn parse_dec_float(body: &str) -> Option<f64> {
    if !is_decimal_float(body) {
        return None;
    }
    body.parse::<f64>().ok().or(Some(0.0))
}

/// True when `body` (sign already removed) is a decimal number in YAML's float syntax:
/// `(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
pub(crate) fn is_decimal_float(body: &str) -> bool {
    let b = body.as_bytes();
    let int_digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    let mut i = int_digits;
    let mut frac_digits = 0;
    if b.get(i) == Some(&b'.') {
        i += 1;
        frac_digits = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        i += frac_digits;
    }
    if int_digits + frac_digits == 0 {
        return false;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        let mut j = i + 1;
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        let exp_digits = b[j..].iter().take_while(|c| c.is_ascii_digit()).count();
        if exp_digits == 0 {
            return false;
        }
        i = j + exp_digits;
    }
    i == b.len()
}

fn parse_hex_float(hex: &str) -> Option<f64> {
    let b = hex.as_bytes();
    let mut value = 0f64;
    let mut i = 0;
    let mut digits = 0;
    while i < b.len() && b[i].is_ascii_hexdigit() {
        value = value * 16.0 + f64::from((b[i] as char).to_digit(16)?);
        i += 1;
        digits += 1;
    }
    let mut scale = 0i32;
    if b.get(i) == Some(&b'.') {
        i += 1;
        while i < b.len() && b[i].is_ascii_hexdigit() {
            value = value * 16.0 + f64::from((b[i] as char).to_digit(16)?);
            scale = scale.saturating_sub(4);
            i += 1;
            digits += 1;
        }
    }
    if digits == 0 {
        return None;
    }
    if b.get(i) == Some(&b'p') {
        let mut j = i + 1;
        let neg = b.get(j) == Some(&b'-');
        if matches!(b.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        let exp_digits = b[j..].iter().take_while(|c| c.is_ascii_digit()).count();
        if exp_digits == 0 {
            return None;
        }
        let e: i32 = hex[j..j + exp_digits].parse().unwrap_or(i32::MAX);
        scale = scale.saturating_add(if neg { -e } else { e });
        i = j + exp_digits;
    }
    if i != b.len() {
        return None;
    }
    Some(value * 2f64.powi(scale))
}

/// Types an untagged scalar the way llvm-mc-19 does.
fn guess(text: &str) -> Node {
    if let Some(n) = parse_int(text) {
        return n;
    }
    if let Some(b) = parse_bool(text) {
        return Node::Bool(b);
    }
    if text.is_empty() {
        return Node::Float(0.0);
    }
    if let Some(f) = parse_strtod(text) {
        return Node::Float(f);
    }
    Node::Str(text.to_string())
}

fn tag_name(tag: &Tag) -> String {
    format!("{}{}", tag.handle, tag.suffix)
}

fn typed_scalar(text: &str, style: TScalarStyle, tag: Option<&Tag>, loc: Loc) -> Result<Node, YamlError> {
    let Some(tag) = tag else {
        if text.is_empty() && style == TScalarStyle::Plain {
            return Ok(Node::Seq(Vec::new()));
        }
        return Ok(guess(text));
    };
    let bad = || YamlError::BadTaggedScalar { loc, tag: tag_name(tag), text: text.to_string() };
    let local = if tag.handle == "!" { Some(tag.suffix.as_str()) } else { None };
    let core_str = (tag.handle == "!!" || tag.handle == "tag:yaml.org,2002:") && tag.suffix == "str";
    Ok(match local {
        Some("int") => parse_int(text).ok_or_else(bad)?,
        Some("bool") => Node::Bool(parse_bool(text).ok_or_else(bad)?),
        Some("float") => Node::Float(parse_strtod(text).ok_or_else(bad)?),
        Some("nil") => Node::Nil,
        Some("str") => Node::Str(text.to_string()),
        _ if core_str => guess(text),
        _ => Node::Str(text.to_string()),
    })
}

/// Joins a path and a map key (`/` separated; `~` and `/` in keys are escaped as `~0`, `~1`).
#[must_use]
pub fn path_key(parent: &str, key: &str) -> String {
    format!("{parent}/{}", key.replace('~', "~0").replace('/', "~1"))
}

/// Joins a path and an array index.
#[must_use]
pub fn path_index(parent: &str, index: usize) -> String {
    format!("{parent}/{index}")
}

enum Frame {
    Seq { items: Vec<Node>, path: String },
    Map { entries: Vec<(Node, Node, Loc)>, seen: HashSet<String>, key: Option<(Node, String)>, path: String },
}

/// Records where a node is, while the paths recorded so far stay within `budget` bytes (deep
/// documents with long keys would otherwise need memory quadratic in their size); past it,
/// errors are located at the nearest recorded ancestor.
fn record(locations: &mut Vec<(String, Loc)>, budget: &mut usize, path: String, loc: Loc) {
    if let Some(left) = budget.checked_sub(path.len() + 16) {
        *budget = left;
        locations.push((path, loc));
    }
}

/// Longest key text kept in a path.
const MAX_PATH_KEY: usize = 256;

fn child_path(stack: &[Frame]) -> String {
    match stack.last() {
        None => String::new(),
        Some(Frame::Seq { items, path }) => path_index(path, items.len()),
        Some(Frame::Map { key: Some((_, raw)), path, .. }) => {
            if raw.len() > MAX_PATH_KEY {
                let mut end = MAX_PATH_KEY;
                while !raw.is_char_boundary(end) {
                    end -= 1;
                }
                path_key(path, &format!("{}...", &raw[..end]))
            } else {
                path_key(path, raw)
            }
        }
        Some(Frame::Map { path, .. }) => path.clone(),
    }
}

/// Parses YAML text into a MessagePack value with llvm-mc-19's typing and key order.
///
/// # Errors
/// [`YamlError`] with the line and column.
pub fn parse(text: &str) -> Result<Parsed, YamlError> {
    parse_mode(text, false)
}

/// [`parse`] for raw bytes (the fuzzing entry point): text that is not UTF-8 is an error at
/// the line and column of the first bad byte.
///
/// # Errors
/// [`YamlError`] with the line and column.
pub fn parse_bytes(bytes: &[u8]) -> Result<Parsed, YamlError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => parse(text),
        Err(e) => {
            let good = &bytes[..e.valid_up_to()];
            let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
            let col = good.len() - good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1) + 1;
            Err(YamlError::Syntax { loc: Loc { line, col }, message: "text is not UTF-8".into() })
        }
    }
}

/// Parses YAML text keeping every scalar as its string text and every map in document order
/// (the V2 metadata model types scalars by its schema instead).
///
/// # Errors
/// [`YamlError`] with the line and column.
pub fn parse_untyped(text: &str) -> Result<Parsed, YamlError> {
    parse_mode(text, true)
}

fn parse_mode(text: &str, untyped: bool) -> Result<Parsed, YamlError> {
    let mut parser = Parser::new_from_str(text);
    let mut stack: Vec<Frame> = Vec::new();
    let mut locations = Vec::new();
    let mut budget = text.len().saturating_mul(8).saturating_add(1 << 20);
    let mut docs = 0usize;
    let mut root: Option<Node> = None;
    loop {
        let (event, mark) = parser
            .next_token()
            .map_err(|e| YamlError::Syntax { loc: Loc::from(*e.marker()), message: e.info().to_string() })?;
        let loc = Loc::from(mark);
        let finished: Option<Node> = match event {
            Event::StreamEnd => break,
            Event::StreamStart | Event::Nothing | Event::DocumentEnd => None,
            Event::DocumentStart => {
                docs += 1;
                if docs > 1 {
                    return Err(YamlError::DocumentCount { loc, count: docs });
                }
                None
            }
            Event::Alias(_) => return Err(YamlError::Alias { loc }),
            Event::Scalar(text, style, _, tag) => {
                if let Some(Frame::Map { seen, key: key @ None, .. }) = stack.last_mut() {
                    if !seen.insert(text.clone()) {
                        return Err(YamlError::DuplicateKey { loc, key: text });
                    }
                    *key = Some((if untyped { Node::Str(text.clone()) } else { guess(&text) }, text));
                    None
                } else {
                    let node = if untyped {
                        Node::Str(text)
                    } else {
                        typed_scalar(&text, style, tag.as_ref(), loc)?
                    };
                    record(&mut locations, &mut budget, child_path(&stack), loc);
                    Some(node)
                }
            }
            Event::SequenceStart(..) | Event::MappingStart(..) => {
                if matches!(stack.last(), Some(Frame::Map { key: None, .. })) {
                    return Err(YamlError::NonScalarKey { loc });
                }
                if stack.len() >= MAX_DEPTH {
                    return Err(YamlError::TooDeep { loc });
                }
                let path = child_path(&stack);
                record(&mut locations, &mut budget, path.clone(), loc);
                stack.push(if matches!(event, Event::SequenceStart(..)) {
                    Frame::Seq { items: Vec::new(), path }
                } else {
                    Frame::Map { entries: Vec::new(), seen: HashSet::new(), key: None, path }
                });
                None
            }
            Event::SequenceEnd => match stack.pop() {
                Some(Frame::Seq { items, .. }) => Some(Node::Seq(items)),
                _ => return Err(YamlError::Syntax { loc, message: "unbalanced sequence end".into() }),
            },
            Event::MappingEnd => match stack.pop() {
                Some(Frame::Map { mut entries, .. }) if untyped => {
                    let _ = &mut entries;
                    Some(Node::Map(entries.into_iter().map(|(k, v, _)| (k, v)).collect()))
                }
                Some(Frame::Map { mut entries, .. }) => {
                    entries.sort_by(|a, b| a.0.cmp_key(&b.0));
                    for pair in entries.windows(2) {
                        if pair[0].0.cmp_key(&pair[1].0).is_eq() && pair[0].0 == pair[1].0 {
                            return Err(YamlError::DuplicateKey {
                                loc: pair[1].2,
                                key: format!("{:?}", pair[1].0),
                            });
                        }
                    }
                    Some(Node::Map(entries.into_iter().map(|(k, v, _)| (k, v)).collect()))
                }
                _ => return Err(YamlError::Syntax { loc, message: "unbalanced mapping end".into() }),
            },
        };
        if let Some(node) = finished {
            match stack.last_mut() {
                None => root = Some(node),
                Some(Frame::Seq { items, .. }) => items.push(node),
                Some(Frame::Map { entries, key, .. }) => {
                    if let Some((k, _)) = key.take() {
                        entries.push((k, node, loc));
                    } else {
                        return Err(YamlError::NonScalarKey { loc });
                    }
                }
            }
        }
    }
    let root = root.ok_or(YamlError::DocumentCount { loc: Loc { line: 1, col: 1 }, count: docs })?;
    Ok(Parsed { value: root.into_value(), locations })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_float_syntax() {
        for yes in ["0", "1.", ".5", "1.5", "1e3", "1.5E-3", "2.e+7", "007"] {
            assert!(is_decimal_float(yes), "{yes}");
        }
        for no in ["", ".", "e3", ".e3", "1e", "1e+", "1.5.2", "1x", "-1", "0x10", " 1"] {
            assert!(!is_decimal_float(no), "{no}");
        }
    }

    fn scalar(text: &str) -> Value {
        let doc = format!("k: {text}\n");
        let p = parse(&doc).unwrap_or_else(|e| panic!("{text}: {e}"));
        p.value.as_map().unwrap()[0].1.clone()
    }

    #[test]
    fn integer_forms() {
        assert_eq!(scalar("12"), Value::from(12u64));
        assert_eq!(scalar("'12'"), Value::from(12u64));
        assert_eq!(scalar("0x1F"), Value::from(31u64));
        assert_eq!(scalar("0b101"), Value::from(5u64));
        assert_eq!(scalar("0o17"), Value::from(15u64));
        assert_eq!(scalar("017"), Value::from(15u64));
        assert_eq!(scalar("-0x10"), Value::from(-16i64));
        assert_eq!(scalar("-9223372036854775808"), Value::from(i64::MIN));
        assert_eq!(scalar("18446744073709551615"), Value::from(u64::MAX));
    }

    #[test]
    fn floats_become_nil_and_odd_text_stays_string() {
        for f in ["1.5", "1e3", "+5", "08", "nan", "' 5'", "0x1p3", "''", "99999999999999999999"] {
            assert_eq!(scalar(f), Value::Nil, "{f}");
        }
        for s in ["1_000", "0x", ".inf", "'5 '", "1e", "0O7", "TrUe", "~", "null"] {
            assert!(scalar(s).is_str(), "{s}");
        }
    }

    #[test]
    fn tags() {
        assert_eq!(scalar("!str 5"), Value::from("5"));
        assert_eq!(scalar("!!str true"), Value::Boolean(true));
        assert_eq!(scalar("!!int 5"), Value::from("5"));
        assert_eq!(scalar("!int 0x10"), Value::from(16u64));
        assert_eq!(scalar("!nil x"), Value::Nil);
        let e = parse("k: !int abc\n").unwrap_err();
        assert_eq!(e.loc(), Loc { line: 1, col: 9 });
    }

    #[test]
    fn empty_value_is_empty_array() {
        assert_eq!(scalar(""), Value::Array(vec![]));
    }

    #[test]
    fn duplicate_and_alias_errors_are_located() {
        let e = parse("a: 1\nb: 2\na: 3\n").unwrap_err();
        assert!(matches!(e, YamlError::DuplicateKey { .. }), "{e}");
        assert_eq!(e.loc().line, 3);
        let e = parse("a: &x 1\nb: *x\n").unwrap_err();
        assert!(matches!(e, YamlError::Alias { .. }), "{e}");
    }

    #[test]
    fn non_utf8_is_located() {
        let e = parse_bytes(b"a: 1\nb: \xff\n").unwrap_err();
        assert_eq!(e.loc(), Loc { line: 2, col: 4 });
        assert!(parse_bytes(b"a: 1\n").is_ok());
    }

    #[test]
    fn locations_are_recorded_by_path() {
        let p = parse("---\na:\n  - x: 1\n    y: 2\n...\n").unwrap();
        assert_eq!(p.loc_of("/a/0/y"), Loc { line: 4, col: 8 });
        assert_eq!(p.loc_of("/a/0/missing"), p.loc_of("/a/0"));
    }
}
