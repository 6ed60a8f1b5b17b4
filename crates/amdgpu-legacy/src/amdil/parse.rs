//! The parser: text (or bytes) to [`Document`]. Linear in the input; never panics.

use super::model::{
    DataScalar, DataSegment, DataType, DataValue, DataVector, Document, Entry, EntryKind, ImageAccess,
    ImageDim, Item, Kernel, MemType, MemorySpace, VectorType,
};
use crate::diag::{Location, caret_snippet};

/// A malformed metadata text: what is wrong and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{loc}: {kind}")]
pub struct ParseError {
    /// Where (line:col, byte offset).
    pub loc: Location,
    /// What.
    pub kind: ParseErrorKind,
}

impl ParseError {
    /// The message followed by the offending line with a caret under the column.
    #[must_use]
    pub fn render(&self, source: &str) -> String {
        format!("{}: {}\n{}", self.loc, self.kind, caret_snippet(source, self.loc))
    }
}

/// The kinds of [`ParseError`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseErrorKind {
    /// The bytes are not UTF-8.
    #[error("invalid UTF-8")]
    InvalidUtf8,
    /// Some lines end with `\r\n` and others with `\n`.
    #[error("inconsistent line endings (the first line ending was {first})")]
    MixedLineEndings {
        /// `"\\r\\n"` or `"\\n"`.
        first: &'static str,
    },
    /// A line ended (or a `:` was missing) before a required field.
    #[error("missing {0}")]
    MissingField(&'static str),
    /// A field is empty.
    #[error("empty {0}")]
    EmptyField(&'static str),
    /// A field that must be a decimal number is not one.
    #[error("{0} is not a decimal number")]
    InvalidNumber(&'static str),
    /// A number does not fit its field.
    #[error("{0} is out of range")]
    OutOfRange(&'static str),
    /// A number is written with a leading zero (or as `-0`); only the canonical form is accepted.
    #[error("{0} has a leading zero")]
    LeadingZero(&'static str),
    /// A field names no value of its enumeration.
    #[error("unknown {what} `{found}` (expected {expected})")]
    UnknownValue {
        /// The field.
        what: &'static str,
        /// What was written (cut to 40 characters).
        found: String,
        /// The accepted spellings.
        expected: &'static str,
    },
    /// A metadata line inside a kernel block starts with an unknown keyword.
    #[error("unknown metadata keyword `{0}`")]
    UnknownKeyword(String),
    /// A line has more fields than its form allows.
    #[error("unexpected extra field")]
    ExtraField,
    /// The count field of a list disagrees with the number of items that follow it.
    #[error("{what} declares {declared} item(s) but {found} follow")]
    CountMismatch {
        /// The list.
        what: &'static str,
        /// The count field.
        declared: u64,
        /// The items found.
        found: u64,
    },
    /// A printf format string is shorter than its strLen field.
    #[error("format string is shorter than its strLen {0}")]
    FormatTooShort(u32),
    /// strLen ends in the middle of a multi-byte character or an escape.
    #[error("strLen {0} ends inside a character or escape")]
    FormatSplit(u32),
    /// No `;` right after the strLen bytes of a format string, or text after it.
    #[error("expected `;` to end the {0}-byte format string, then the end of the line")]
    FormatTerminator(u32),
    /// A line that is not metadata inside a block.
    #[error("expected {0}")]
    UnexpectedLine(&'static str),
    /// A block opened inside another.
    #[error("{0} inside an open block (opened at line {1})")]
    NestedBlock(&'static str, usize),
    /// An end marker without its start.
    #[error("{0} without a matching start")]
    UnmatchedEnd(&'static str),
    /// `;ARGEND` names another function than `;ARGSTART`.
    #[error("`;ARGEND:{end}` does not close `;ARGSTART:{start}`")]
    MismatchedEnd {
        /// Name on ARGSTART (cut to 40 characters).
        start: String,
        /// Name on ARGEND (cut to 40 characters).
        end: String,
    },
    /// A block is still open at the end of the input.
    #[error("{0} opened here is never closed")]
    Unterminated(&'static str),
}

/// Parses a metadata text. See the [module docs](super) for the grammar.
///
/// # Errors
/// The first malformed line, with its location.
pub fn parse(source: &str) -> Result<Document, ParseError> {
    Parser { src: source }.run()
}

/// Like [`parse`], for bytes that should be UTF-8.
///
/// # Errors
/// [`ParseErrorKind::InvalidUtf8`] at the first invalid byte, or any error of [`parse`].
pub fn parse_bytes(bytes: &[u8]) -> Result<Document, ParseError> {
    match std::str::from_utf8(bytes) {
        Ok(s) => parse(s),
        Err(e) => {
            let good = e.valid_up_to();
            // The prefix is valid UTF-8 by construction.
            let prefix = std::str::from_utf8(&bytes[..good]).unwrap_or("");
            Err(ParseError { loc: Location::of_offset(prefix, good), kind: ParseErrorKind::InvalidUtf8 })
        }
    }
}

fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if out.len() < s.len() {
        out.push_str("...");
    }
    out
}

struct Parser<'a> {
    src: &'a str,
}

enum Open {
    None,
    Kernel(Kernel),
    Data(DataSegment),
    Debug { line: usize, lines: Vec<String> },
}

/// A cursor over one line; positions are byte offsets in the line.
struct Cur<'a> {
    text: &'a str,
    pos: usize,
}

type R<T> = Result<T, (usize, ParseErrorKind)>;

impl<'a> Cur<'a> {
    fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    /// Expects `:` and returns the field after it (up to the next `:` or the end).
    fn field(&mut self, what: &'static str) -> R<(usize, &'a str)> {
        if self.at_end() || self.text.as_bytes()[self.pos] != b':' {
            return Err((self.pos, ParseErrorKind::MissingField(what)));
        }
        self.pos += 1;
        let start = self.pos;
        let end = self.text[start..].find(':').map_or(self.text.len(), |i| start + i);
        self.pos = end;
        Ok((start, &self.text[start..end]))
    }

    fn name(&mut self, what: &'static str) -> R<String> {
        let (at, s) = self.field(what)?;
        if s.is_empty() {
            return Err((at, ParseErrorKind::EmptyField(what)));
        }
        Ok(s.to_string())
    }

    /// Expects `:` and returns everything after it.
    fn rest(&mut self, what: &'static str) -> R<String> {
        if self.at_end() || self.text.as_bytes()[self.pos] != b':' {
            return Err((self.pos, ParseErrorKind::MissingField(what)));
        }
        let s = &self.text[self.pos + 1..];
        self.pos = self.text.len();
        Ok(s.to_string())
    }

    fn num(&mut self, what: &'static str) -> R<u32> {
        let (at, s) = self.field(what)?;
        parse_u32(s, what).map_err(|k| (at, k))
    }

    fn word<T>(&mut self, what: &'static str, expected: &'static str, f: impl Fn(&str) -> Option<T>) -> R<T> {
        let (at, s) = self.field(what)?;
        f(s).ok_or_else(|| (at, ParseErrorKind::UnknownValue { what, found: clip(s), expected }))
    }

    fn end(&self) -> R<()> {
        if self.at_end() { Ok(()) } else { Err((self.pos, ParseErrorKind::ExtraField)) }
    }
}

fn parse_u32(s: &str, what: &'static str) -> Result<u32, ParseErrorKind> {
    let v = parse_decimal(s, what)?;
    u32::try_from(v).map_err(|_| ParseErrorKind::OutOfRange(what))
}

/// A canonical unsigned decimal (no sign, no leading zero), up to u64.
fn parse_decimal(s: &str, what: &'static str) -> Result<u64, ParseErrorKind> {
    if s.is_empty() {
        return Err(ParseErrorKind::EmptyField(what));
    }
    if !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseErrorKind::InvalidNumber(what));
    }
    if s.len() > 1 && s.starts_with('0') {
        return Err(ParseErrorKind::LeadingZero(what));
    }
    // At most 20 digits fit u64; longer digit strings are out of range without being read.
    if s.len() > 20 {
        return Err(ParseErrorKind::OutOfRange(what));
    }
    s.parse::<u64>().map_err(|_| ParseErrorKind::OutOfRange(what))
}

const MEMORY_SPACES: &str = "local, hwlocal, private, hwprivate, compilerwrite or datareqd";
const DATA_TYPES: &str = "i1, i8, i16, i32, i64, float, double, struct, union, event or opaque";
const MEM_TYPES: &str = "g, p, l, uav, c, r, hl, hp, hc or hr";

impl<'a> Parser<'a> {
    fn run(&self) -> Result<Document, ParseError> {
        let src = self.src;
        let mut doc = Document { final_newline: src.ends_with('\n'), ..Document::default() };
        let body = src.strip_suffix('\n').unwrap_or(src);
        let mut crlf: Option<bool> = None;
        let mut open = Open::None;
        let mut base = 0usize;
        let has_lines = !src.is_empty();
        let mut pieces = body.split('\n').peekable();
        let mut lineno = 0usize;
        while let Some(raw) = pieces.next() {
            if !has_lines {
                break;
            }
            lineno += 1;
            let terminated = pieces.peek().is_some() || doc.final_newline;
            let mut text = raw;
            if terminated {
                let this_crlf = raw.ends_with('\r');
                match crlf {
                    None => crlf = Some(this_crlf),
                    Some(c) if c != this_crlf => {
                        let first = if c { "\\r\\n" } else { "\\n" };
                        return Err(self.err(base + raw.len(), ParseErrorKind::MixedLineEndings { first }));
                    }
                    Some(_) => {}
                }
                if this_crlf {
                    text = &raw[..raw.len() - 1];
                }
            }
            open = self.line(&mut doc, open, text, base, lineno)?;
            base += raw.len() + 1;
        }
        doc.crlf = crlf.unwrap_or(false);
        match open {
            Open::None => Ok(doc),
            Open::Kernel(k) => {
                Err(self.err(self.line_offset(k.line), ParseErrorKind::Unterminated(";ARGSTART")))
            }
            Open::Data(d) => {
                Err(self.err(self.line_offset(d.line), ParseErrorKind::Unterminated(";#DATASTART")))
            }
            Open::Debug { line, .. } => {
                Err(self.err(self.line_offset(line), ParseErrorKind::Unterminated(";DEBUGSTART")))
            }
        }
    }

    fn err(&self, offset: usize, kind: ParseErrorKind) -> ParseError {
        ParseError { loc: Location::of_offset(self.src, offset), kind }
    }

    fn line_offset(&self, line: usize) -> usize {
        if line <= 1 {
            return 0;
        }
        self.src.match_indices('\n').nth(line - 2).map_or(self.src.len(), |(i, _)| i + 1)
    }

    fn line(
        &self,
        doc: &mut Document,
        open: Open,
        text: &str,
        base: usize,
        line: usize,
    ) -> Result<Open, ParseError> {
        let r = match open {
            Open::None => top_line(doc, text, line),
            Open::Kernel(k) => kernel_line(doc, k, text, line),
            Open::Data(d) => data_line(doc, d, text, line),
            Open::Debug { line: l, mut lines } => {
                if text == ";DEBUGEND" {
                    doc.items.push(Item::Debug { line: l, lines });
                    Ok(Open::None)
                } else {
                    lines.push(text.to_string());
                    Ok(Open::Debug { line: l, lines })
                }
            }
        };
        r.map_err(|(at, kind)| self.err(base + at, kind))
    }
}

fn kernel_line(doc: &mut Document, mut k: Kernel, text: &str, line: usize) -> R<Open> {
    let kw_end = text.find(':').unwrap_or(text.len());
    match &text[..kw_end] {
        ";ARGEND" => {
            let mut c = Cur { text, pos: kw_end };
            let name = c.name("function name")?;
            c.end()?;
            if name != k.name {
                return Err((
                    kw_end + 1,
                    ParseErrorKind::MismatchedEnd { start: clip(&k.name), end: clip(&name) },
                ));
            }
            k.end_line = line;
            doc.items.push(Item::Kernel(k));
            Ok(Open::None)
        }
        ";ARGSTART" => Err((0, ParseErrorKind::NestedBlock(";ARGSTART", k.line))),
        _ => {
            let kind = entry(text)?;
            k.entries.push(Entry { line, kind });
            Ok(Open::Kernel(k))
        }
    }
}

fn data_line(doc: &mut Document, mut d: DataSegment, text: &str, line: usize) -> R<Open> {
    let kw_end = text.find(':').unwrap_or(text.len());
    match &text[..kw_end] {
        ";#DATAEND" => {
            let mut c = Cur { text, pos: kw_end };
            if !c.at_end() {
                d.end_cb = Some(c.num("constant buffer id")?);
            }
            c.end()?;
            d.end_line = line;
            doc.items.push(Item::Data(d));
            Ok(Open::None)
        }
        ";#DATASTART" => Err((0, ParseErrorKind::NestedBlock(";#DATASTART", d.line))),
        _ => {
            d.vectors.push(data_vector(text, line)?);
            Ok(Open::Data(d))
        }
    }
}

fn top_line(doc: &mut Document, text: &str, line: usize) -> R<Open> {
    let kw_end = text.find(':').unwrap_or(text.len());
    match &text[..kw_end] {
        ";ARGSTART" => {
            let mut c = Cur { text, pos: kw_end };
            let name = c.name("function name")?;
            c.end()?;
            return Ok(Open::Kernel(Kernel { name, line, entries: Vec::new(), end_line: 0 }));
        }
        ";ARGEND" => return Err((0, ParseErrorKind::UnmatchedEnd(";ARGEND"))),
        ";#DATASTART" => {
            let mut c = Cur { text, pos: kw_end };
            let first = c.num("data segment size")?;
            let (cb, size) =
                if c.at_end() { (None, first) } else { (Some(first), c.num("data segment size")?) };
            c.end()?;
            return Ok(Open::Data(DataSegment {
                line,
                cb,
                size,
                vectors: Vec::new(),
                end_line: 0,
                end_cb: None,
            }));
        }
        ";#DATAEND" => return Err((0, ParseErrorKind::UnmatchedEnd(";#DATAEND"))),
        ";DEBUGEND" if kw_end == text.len() => return Err((0, ParseErrorKind::UnmatchedEnd(";DEBUGEND"))),
        ";DEBUGSTART" if kw_end == text.len() => {
            return Ok(Open::Debug { line, lines: Vec::new() });
        }
        _ => {}
    }
    if let Some(d) = text.strip_prefix(';')
        && (8..=10).contains(&d.len())
        && d.bytes().all(|b| b == b'$')
    {
        let dollars = u8::try_from(d.len()).unwrap_or(8);
        doc.items.push(Item::PseudoCall { line, dollars });
        return Ok(Open::None);
    }
    doc.items.push(Item::Text { line, text: text.to_string() });
    Ok(Open::None)
}

/// Parses one metadata line inside a kernel block.
fn entry(text: &str) -> R<EntryKind> {
    let Some(body) = text.strip_prefix(';') else {
        return Err((0, ParseErrorKind::UnexpectedLine("a metadata line starting with `;` or `;ARGEND`")));
    };
    let kw_end = body.find(':').map_or(text.len(), |i| i + 1);
    let kw = &text[1..kw_end];
    let mut c = Cur { text, pos: kw_end };
    let kind = match kw {
        "version" => EntryKind::Version {
            major: c.num("major")?,
            minor: c.num("minor")?,
            revision: c.num("revision")?,
        },
        "device" => EntryKind::Device { name: c.name("device name")? },
        "error" => EntryKind::Error { message: c.rest("error message")? },
        "warning" => EntryKind::Warning { message: c.rest("warning message")? },
        "memory" => {
            let (at, s) = c.field("address space")?;
            match s {
                "compilerwrite" => EntryKind::CompilerWrite,
                "datareqd" => EntryKind::DataRequired,
                _ => {
                    let space = MemorySpace::from_name(s).ok_or_else(|| {
                        (
                            at,
                            ParseErrorKind::UnknownValue {
                                what: "address space",
                                found: clip(s),
                                expected: MEMORY_SPACES,
                            },
                        )
                    })?;
                    EntryKind::Memory { space, size: c.num("memory size")? }
                }
            }
        }
        "uniqueid" => EntryKind::UniqueId { id: c.num("unique id")? },
        "sampler" => EntryKind::Sampler {
            arg: c.name("argument name")?,
            id: c.num("sampler id")?,
            location: c.num("sampler location")?,
            value: c.num("sampler value")?,
        },
        "image" => EntryKind::Image {
            arg: c.name("argument name")?,
            dimension: c.word("image dimension", "2D or 3D", ImageDim::from_name)?,
            access: c.word("image type", "RO, WO or RW", ImageAccess::from_name)?,
            id: c.num("image id")?,
            cb: c.num("constant buffer number")?,
            offset: c.num("constant offset")?,
        },
        "counter" => EntryKind::Counter {
            arg: c.name("argument name")?,
            bits: c.num("element size")?,
            id: c.num("counter id")?,
            cb: c.num("constant buffer number")?,
            offset: c.num("constant offset")?,
        },
        "value" => EntryKind::Value {
            arg: c.name("argument name")?,
            data_type: c.word("data type", DATA_TYPES, DataType::from_name)?,
            size: c.num("size")?,
            cb: c.num("constant buffer number")?,
            offset: c.num("constant offset")?,
        },
        "pointer" => EntryKind::Pointer {
            arg: c.name("argument name")?,
            data_type: c.word("data type", DATA_TYPES, DataType::from_name)?,
            num_elements: c.num("element count")?,
            cb: c.num("constant buffer number")?,
            offset: c.num("constant offset")?,
            memory: c.word("memory type", MEM_TYPES, MemType::from_name)?,
            buffer: c.num("buffer number")?,
            alignment: c.num("alignment")?,
        },
        "uavid" => EntryKind::UavId { id: c.num("uav id")? },
        "printf_fmt" => return printf(&mut c),
        "function" => EntryKind::Function { ids: id_list(&mut c, "function count", "function id")? },
        "intrinsic" => EntryKind::Intrinsic { ids: id_list(&mut c, "intrinsic count", "intrinsic id")? },
        "cws" => {
            EntryKind::Cws { sizes: [c.num("first size")?, c.num("second size")?, c.num("third size")?] }
        }
        "lws" => EntryKind::Lws { size: c.num("group size")? },
        "limitgroupsize" => EntryKind::LimitGroupSize,
        "ARG" => legacy_arg(&mut c)?,
        _ => return Err((1, ParseErrorKind::UnknownKeyword(clip(kw)))),
    };
    c.end()?;
    Ok(kind)
}

fn legacy_arg(c: &mut Cur<'_>) -> R<EntryKind> {
    let function = c.name("function name")?;
    let arg = c.name("argument name")?;
    let (at, ty) = c.field("data type")?;
    if ty == "pointer" {
        return Ok(EntryKind::LegacyPointer {
            function,
            arg,
            num_elements: c.num("element count")?,
            cb: c.num("constant buffer number")?,
            offset: c.num("constant offset")?,
            memory: c.word("memory type", MEM_TYPES, MemType::from_name)?,
            buffer: c.num("buffer number")?,
            alignment: c.num("alignment")?,
        });
    }
    let data_type = DataType::from_name(ty).ok_or_else(|| {
        (
            at,
            ParseErrorKind::UnknownValue {
                what: "data type",
                found: clip(ty),
                expected: "pointer or a data type",
            },
        )
    })?;
    Ok(EntryKind::LegacyValue {
        function,
        arg,
        data_type,
        num_elements: c.num("element count")?,
        cb: c.num("constant buffer number")?,
        offset: c.num("constant offset")?,
    })
}

fn id_list(c: &mut Cur<'_>, count_what: &'static str, what: &'static str) -> R<Vec<u32>> {
    let (at, s) = c.field(count_what)?;
    let declared = parse_u32(s, count_what).map_err(|k| (at, k))?;
    let mut ids = Vec::new();
    while !c.at_end() {
        ids.push(c.num(what)?);
    }
    if ids.len() as u64 != u64::from(declared) {
        return Err((
            at,
            ParseErrorKind::CountMismatch {
                what: count_what,
                declared: declared.into(),
                found: ids.len() as u64,
            },
        ));
    }
    Ok(ids)
}

fn printf(c: &mut Cur<'_>) -> R<EntryKind> {
    let id = c.num("printf id")?;
    let (at, s) = c.field("argument count")?;
    let n = parse_u32(s, "argument count").map_err(|k| (at, k))?;
    let mut arg_sizes = Vec::new();
    for _ in 0..n {
        // Each size consumes at least two bytes of the line, so this loop is bounded by it.
        arg_sizes.push(c.num("argument size").map_err(|(p, k)| match k {
            ParseErrorKind::MissingField(_) => (
                p,
                ParseErrorKind::CountMismatch {
                    what: "argument count",
                    declared: n.into(),
                    found: arg_sizes.len() as u64,
                },
            ),
            k => (p, k),
        })?);
    }
    let length = c.num("format string length")?;
    if c.at_end() {
        return Err((c.pos, ParseErrorKind::MissingField("format string")));
    }
    // `num` stopped at the `:` that starts the format string (it is not at the end).
    let start = c.pos + 1;
    let bytes = c.text.as_bytes();
    let mut decoded: u64 = 0;
    let mut i = start;
    while decoded < u64::from(length) {
        if i >= bytes.len() {
            return Err((i, ParseErrorKind::FormatTooShort(length)));
        }
        i += escape_len(&bytes[i..]);
        decoded += 1;
    }
    // `i` may sit inside a multi-byte character only if strLen counted part of it.
    if !c.text.is_char_boundary(i) {
        return Err((start, ParseErrorKind::FormatSplit(length)));
    }
    if i + 1 != bytes.len() || bytes[i] != b';' {
        return Err((i.min(bytes.len()), ParseErrorKind::FormatTerminator(length)));
    }
    let format = c.text[start..i].to_string();
    c.pos = bytes.len();
    Ok(EntryKind::Printf { id, arg_sizes, length, format })
}

/// Bytes of the source that make up the next decoded byte of a format string: a C escape
/// (`\n`, `\\`, `\"`, octal `\ooo`, hex `\xhh`) is one decoded byte; anything else is itself.
fn escape_len(b: &[u8]) -> usize {
    if b[0] != b'\\' || b.len() < 2 {
        return 1;
    }
    match b[1] {
        b'n' | b't' | b'r' | b'a' | b'b' | b'f' | b'v' | b'\\' | b'"' | b'\'' | b'?' => 2,
        b'0'..=b'7' => 2 + b[2..].iter().take(2).take_while(|d| (b'0'..=b'7').contains(d)).count(),
        b'x' => {
            let hex = b[2..].iter().take(2).take_while(|d| d.is_ascii_hexdigit()).count();
            if hex == 0 { 1 } else { 2 + hex }
        }
        _ => 1,
    }
}

/// Decoded byte length of a format string as written (see `escape_len`).
#[must_use]
pub fn format_decoded_len(format: &str) -> usize {
    let b = format.as_bytes();
    let (mut i, mut n) = (0, 0);
    while i < b.len() {
        i += escape_len(&b[i..]);
        n += 1;
    }
    n
}

fn data_vector(text: &str, line: usize) -> R<DataVector> {
    let Some(body) = text.strip_prefix(";#") else {
        return Err((
            0,
            ParseErrorKind::UnexpectedLine("a data line `;#type:offset:count:values` or `;#DATAEND`"),
        ));
    };
    let ty_end = body.find(':').map_or(text.len(), |i| i + 2);
    let ty_text = &text[2..ty_end];
    let ty = vector_type(ty_text).ok_or_else(|| {
        (
            2,
            ParseErrorKind::UnknownValue {
                what: "data type",
                found: clip(ty_text),
                expected: "i8, i16, i32, i64, float or double, optionally prefixed by v2, v3, v4, v8 or v16",
            },
        )
    })?;
    let mut c = Cur { text, pos: ty_end };
    let offset = c.num("data offset")?;
    let (count_at, s) = c.field("value count")?;
    let count = parse_u32(s, "value count").map_err(|k| (count_at, k))?;
    let mut values = Vec::new();
    while !c.at_end() {
        let (at, s) = c.field("value")?;
        values.push(data_value(s, ty.scalar).map_err(|k| (at, k))?);
    }
    if values.len() as u64 != u64::from(count) {
        return Err((
            count_at,
            ParseErrorKind::CountMismatch {
                what: "value count",
                declared: count.into(),
                found: values.len() as u64,
            },
        ));
    }
    Ok(DataVector { line, ty, offset, values })
}

fn vector_type(s: &str) -> Option<VectorType> {
    if let Some(rest) = s.strip_prefix('v') {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let width: u8 = match &rest[..digits] {
            "2" => 2,
            "3" => 3,
            "4" => 4,
            "8" => 8,
            "16" => 16,
            _ => return None,
        };
        return Some(VectorType { width: Some(width), scalar: DataScalar::from_name(&rest[digits..])? });
    }
    Some(VectorType { width: None, scalar: DataScalar::from_name(s)? })
}

fn data_value(s: &str, scalar: DataScalar) -> Result<DataValue, ParseErrorKind> {
    const WHAT: &str = "data value";
    if scalar.is_float() {
        let max_digits = if scalar == DataScalar::Float { 8 } else { 16 };
        if s.is_empty() {
            return Err(ParseErrorKind::EmptyField(WHAT));
        }
        if !s.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(ParseErrorKind::UnknownValue {
                what: WHAT,
                found: clip(s),
                expected: "a hexadecimal bit pattern such as 42B60000",
            });
        }
        if s.len() > max_digits {
            return Err(ParseErrorKind::OutOfRange(WHAT));
        }
        let lower = s.bytes().any(|b| b.is_ascii_lowercase());
        let upper = s.bytes().any(|b| b.is_ascii_uppercase());
        if lower && upper {
            return Err(ParseErrorKind::UnknownValue {
                what: WHAT,
                found: clip(s),
                expected: "hex digits of one letter case",
            });
        }
        let bits = u64::from_str_radix(s, 16).map_err(|_| ParseErrorKind::OutOfRange(WHAT))?;
        let digits = u8::try_from(s.len()).map_err(|_| ParseErrorKind::OutOfRange(WHAT))?;
        return Ok(DataValue::Hex { bits, digits, lowercase: lower });
    }
    let (neg, digits) = match s.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, s),
    };
    let mag = parse_decimal(digits, WHAT)?;
    if neg && mag == 0 {
        return Err(ParseErrorKind::LeadingZero(WHAT));
    }
    let bits = scalar.bytes() * 8;
    // Accept the signed and the unsigned range of the width (i64: signed only).
    let (min, max): (i128, i128) = if bits == 64 {
        (i64::MIN.into(), i64::MAX.into())
    } else {
        (-(1i128 << (bits - 1)), (1i128 << bits) - 1)
    };
    let v = if neg { -i128::from(mag) } else { i128::from(mag) };
    if v < min || v > max {
        return Err(ParseErrorKind::OutOfRange(WHAT));
    }
    i64::try_from(v).map(DataValue::Int).map_err(|_| ParseErrorKind::OutOfRange(WHAT))
}
