//! OpenCL C kernel signatures and the Catalyst OpenCL 2.0 argument buffer (seed 003 L42-53).

use serde::Serialize;

use crate::diag::{Location, caret_snippet};
use crate::names::named_enum;

/// The six hidden setup arguments that open the argument buffer, in order (seed 003 L44-49).
pub const HIDDEN_ARGS: [&str; 6] = [
    "global_offset_0",
    "global_offset_1",
    "global_offset_2",
    "printf_buffer",
    "vqueue_pointer",
    "aqlwrap_pointer",
];

/// 32- or 64-bit AMD OpenCL 2.0: the size of pointers and setup arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Bits {
    /// 4-byte pointers.
    #[serde(rename = "32")]
    B32,
    /// 8-byte pointers.
    #[serde(rename = "64")]
    B64,
}

impl Bits {
    /// Pointer size in bytes.
    #[must_use]
    pub const fn pointer_bytes(self) -> u64 {
        match self {
            Bits::B32 => 4,
            Bits::B64 => 8,
        }
    }
}

/// How vectors are aligned in the argument buffer: the seed says "alignment depends on same
/// type or type of element (for vectors)", which reads either way (docs/0006).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum VectorAlign {
    /// To the vector's size (3-component vectors as 4), as OpenCL C aligns vector types. Default.
    Vector,
    /// To the element's size.
    Element,
}

named_enum! {
    /// Scalar element types of OpenCL C.
    pub enum Scalar {
        /// 8-bit.
        Char => "char",
        /// 8-bit unsigned.
        Uchar => "uchar",
        /// 16-bit.
        Short => "short",
        /// 16-bit unsigned.
        Ushort => "ushort",
        /// 32-bit.
        Int => "int",
        /// 32-bit unsigned.
        Uint => "uint",
        /// 64-bit.
        Long => "long",
        /// 64-bit unsigned.
        Ulong => "ulong",
        /// 16-bit float.
        Half => "half",
        /// 32-bit float.
        Float => "float",
        /// 64-bit float.
        Double => "double",
    }
}

impl Scalar {
    /// Size in bytes.
    #[must_use]
    pub const fn bytes(self) -> u64 {
        match self {
            Scalar::Char | Scalar::Uchar => 1,
            Scalar::Short | Scalar::Ushort | Scalar::Half => 2,
            Scalar::Int | Scalar::Uint | Scalar::Float => 4,
            Scalar::Long | Scalar::Ulong | Scalar::Double => 8,
        }
    }
}

/// The type of one kernel parameter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ParamType {
    /// A scalar (`width` 1) or vector (2, 3, 4, 8, 16).
    Value {
        /// Element type.
        scalar: Scalar,
        /// Component count.
        width: u8,
    },
    /// A pointer; `pointee` is the written type (e.g. `float4`, `struct S`).
    Pointer {
        /// The pointee type as written.
        pointee: String,
    },
    /// `image1d_t`, `image2d_t`, ... (name as written).
    Image {
        /// Type name.
        name: String,
    },
    /// `sampler_t`.
    Sampler,
    /// `queue_t` (command queue).
    Queue,
    /// `clk_event_t`.
    ClkEvent,
    /// `struct Name` passed by value (the ABI passes it by reference).
    Struct {
        /// Tag name.
        name: String,
    },
    /// `union Name` passed by value (by reference in the ABI).
    Union {
        /// Tag name.
        name: String,
    },
}

impl std::fmt::Display for ParamType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ParamType::Value { scalar, width: 1 } => write!(f, "{scalar}"),
            ParamType::Value { scalar, width } => write!(f, "{scalar}{width}"),
            ParamType::Pointer { pointee } => write!(f, "{pointee}*"),
            ParamType::Image { name } => f.write_str(name),
            ParamType::Sampler => f.write_str("sampler_t"),
            ParamType::Queue => f.write_str("queue_t"),
            ParamType::ClkEvent => f.write_str("clk_event_t"),
            ParamType::Struct { name } => write!(f, "struct {name}"),
            ParamType::Union { name } => write!(f, "union {name}"),
        }
    }
}

/// One kernel parameter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Param {
    /// The name, if written.
    pub name: Option<String>,
    /// The type.
    #[serde(rename = "type")]
    pub ty: ParamType,
    /// 1-based column where the parameter starts.
    pub col: usize,
}

/// A malformed signature.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{loc}: {kind}")]
pub struct SignatureError {
    /// Where (line 1; column in characters).
    pub loc: Location,
    /// What.
    pub kind: SignatureErrorKind,
}

impl SignatureError {
    /// The message and the signature with a caret under the column.
    #[must_use]
    pub fn render(&self, source: &str) -> String {
        format!("{}: {}\n{}", self.loc, self.kind, caret_snippet(source, self.loc))
    }
}

/// The kinds of [`SignatureError`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SignatureErrorKind {
    /// A character that cannot appear in a parameter list.
    #[error("unexpected character `{0}`")]
    BadChar(char),
    /// A parameter with no type.
    #[error("expected a parameter type")]
    MissingType,
    /// A type name that is not an OpenCL C kernel argument type this ABI describes.
    #[error("unknown or unsupported type `{0}`")]
    UnknownType(String),
    /// `struct`/`union` without a tag name.
    #[error("expected a name after `{0}`")]
    MissingTag(&'static str),
    /// Pointer to pointer, or `*` in the wrong place.
    #[error("kernel arguments cannot be pointers to pointers")]
    PointerToPointer,
    /// Text after the parameter name.
    #[error("expected `,` or the end of the signature")]
    Trailing,
    /// More than 1024 parameters.
    #[error("more than {0} parameters")]
    TooMany(usize),
}

const MAX_PARAMS: usize = 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok<'a> {
    Word(&'a str),
    Star,
    Comma,
}

fn tokens(sig: &str) -> Result<Vec<(usize, Tok<'_>)>, SignatureError> {
    let mut out = Vec::new();
    let b = sig.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'*' {
            out.push((i, Tok::Star));
            i += 1;
        } else if c == b',' {
            out.push((i, Tok::Comma));
            i += 1;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push((start, Tok::Word(&sig[start..i])));
        } else {
            let ch = sig[i..].chars().next().unwrap_or('?');
            return Err(SignatureError {
                loc: Location::of_offset(sig, i),
                kind: SignatureErrorKind::BadChar(ch),
            });
        }
    }
    Ok(out)
}

const QUALIFIERS: &[&str] = &[
    "const",
    "volatile",
    "restrict",
    "__restrict",
    "global",
    "__global",
    "local",
    "__local",
    "constant",
    "__constant",
    "private",
    "__private",
    "generic",
    "__generic",
    "read_only",
    "__read_only",
    "write_only",
    "__write_only",
    "read_write",
    "__read_write",
    "signed",
];

const IMAGES: &[&str] = &[
    "image1d_t",
    "image1d_array_t",
    "image1d_buffer_t",
    "image2d_t",
    "image2d_array_t",
    "image2d_depth_t",
    "image2d_array_depth_t",
    "image3d_t",
];

fn value_type(word: &str) -> Option<(Scalar, u8)> {
    let digits = word.bytes().rev().take_while(u8::is_ascii_digit).count();
    let (base, num) = word.split_at(word.len() - digits);
    let width = match num {
        "" => 1,
        "2" => 2,
        "3" => 3,
        "4" => 4,
        "8" => 8,
        "16" => 16,
        _ => return None,
    };
    Some((Scalar::from_name(base)?, width))
}

/// Parses an OpenCL C parameter list such as `global float* p, int n, float3 v, image2d_t img`.
/// An empty list or `void` gives no parameters. Address-space and access qualifiers, `const`,
/// `volatile` and `restrict` are accepted and ignored; `unsigned char` etc. are accepted.
///
/// # Errors
/// The first malformed parameter, with its column.
pub fn parse_signature(sig: &str) -> Result<Vec<Param>, SignatureError> {
    let toks = tokens(sig)?;
    let err = |at: usize, kind| SignatureError { loc: Location::of_offset(sig, at), kind };
    if toks.is_empty() || toks == [(toks[0].0, Tok::Word("void"))] {
        return Ok(Vec::new());
    }
    let mut params = Vec::new();
    for group in toks.split(|(_, t)| *t == Tok::Comma) {
        if params.len() == MAX_PARAMS {
            return Err(err(
                group.first().map_or(sig.len(), |t| t.0),
                SignatureErrorKind::TooMany(MAX_PARAMS),
            ));
        }
        let start = group.first().map_or(sig.len(), |t| t.0);
        let mut it = group.iter().copied().peekable();
        // qualifiers
        while let Some((_, Tok::Word(w))) = it.peek().copied() {
            if !QUALIFIERS.contains(&w) {
                break;
            }
            it.next();
        }
        let Some((at, Tok::Word(first))) = it.next() else {
            return Err(err(start, SignatureErrorKind::MissingType));
        };
        let mut ty_text = first.to_string();
        let mut ty = match first {
            "struct" | "union" => {
                let kw: &'static str = if first == "struct" { "struct" } else { "union" };
                let Some((_, Tok::Word(name))) = it.next() else {
                    return Err(err(at, SignatureErrorKind::MissingTag(kw)));
                };
                ty_text = format!("{kw} {name}");
                if kw == "struct" {
                    ParamType::Struct { name: name.to_string() }
                } else {
                    ParamType::Union { name: name.to_string() }
                }
            }
            "unsigned" => {
                let next = match it.peek().copied() {
                    Some((_, Tok::Word(w @ ("char" | "short" | "int" | "long")))) => {
                        it.next();
                        w
                    }
                    _ => "int",
                };
                let scalar = match next {
                    "char" => Scalar::Uchar,
                    "short" => Scalar::Ushort,
                    "long" => Scalar::Ulong,
                    _ => Scalar::Uint,
                };
                ty_text = scalar.as_str().to_string();
                ParamType::Value { scalar, width: 1 }
            }
            "sampler_t" => ParamType::Sampler,
            "queue_t" => ParamType::Queue,
            "clk_event_t" => ParamType::ClkEvent,
            w if IMAGES.contains(&w) => ParamType::Image { name: w.to_string() },
            w => match value_type(w) {
                Some((scalar, width)) => ParamType::Value { scalar, width },
                None => return Err(err(at, SignatureErrorKind::UnknownType(w.chars().take(40).collect()))),
            },
        };
        // trailing qualifiers (`float const* p`) and the pointer star
        let mut stars = 0;
        while let Some((sat, t)) = it.peek().copied() {
            match t {
                Tok::Star => {
                    stars += 1;
                    if stars > 1 {
                        return Err(err(sat, SignatureErrorKind::PointerToPointer));
                    }
                }
                Tok::Word(w) if QUALIFIERS.contains(&w) => {}
                _ => break,
            }
            it.next();
        }
        if stars == 1 {
            ty = ParamType::Pointer { pointee: ty_text };
        }
        let name = match it.next() {
            None => None,
            Some((_, Tok::Word(w))) => Some(w.to_string()),
            Some((at, _)) => return Err(err(at, SignatureErrorKind::Trailing)),
        };
        if let Some((at, _)) = it.next() {
            return Err(err(at, SignatureErrorKind::Trailing));
        }
        let col = Location::of_offset(sig, start).col;
        params.push(Param { name, ty, col });
    }
    Ok(params)
}

/// One argument in the argument buffer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ArgSlot {
    /// Parameter name (hidden arguments use the seed's names; unnamed parameters `argN`).
    pub name: String,
    /// Type as written (normalised).
    #[serde(rename = "type")]
    pub ty: String,
    /// Byte offset in the argument buffer.
    pub offset: u64,
    /// Bytes occupied.
    pub size: u64,
    /// Alignment used.
    pub align: u64,
}

/// The argument buffer of a kernel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ArgLayout {
    /// 32- or 64-bit.
    pub bits: Bits,
    /// Vector alignment rule used.
    pub vector_align: VectorAlign,
    /// The six hidden setup arguments.
    pub hidden: Vec<ArgSlot>,
    /// The kernel's own arguments.
    pub user: Vec<ArgSlot>,
    /// First byte after the last argument.
    pub end: u64,
}

/// Size and alignment of a parameter in the argument buffer.
#[must_use]
pub fn size_align(ty: &ParamType, bits: Bits, vector_align: VectorAlign) -> (u64, u64) {
    match ty {
        ParamType::Value { scalar, width } => {
            let elem = scalar.bytes();
            let comps = if *width == 3 { 4 } else { u64::from(*width) };
            let size = elem * comps;
            let align = if *width == 1 || vector_align == VectorAlign::Element { elem } else { size };
            (size, align)
        }
        _ => (bits.pointer_bytes(), bits.pointer_bytes()),
    }
}

/// Lays out the argument buffer: the six hidden arguments (pointer-sized), then `params`, each
/// at the next multiple of its alignment.
#[must_use]
pub fn layout(params: &[Param], bits: Bits, vector_align: VectorAlign) -> ArgLayout {
    let p = bits.pointer_bytes();
    let ptr_ty = |i: usize| if i < 3 { "size_t" } else { "void*" };
    let hidden: Vec<ArgSlot> = HIDDEN_ARGS
        .iter()
        .enumerate()
        .map(|(i, n)| ArgSlot {
            name: (*n).to_string(),
            ty: ptr_ty(i).into(),
            offset: i as u64 * p,
            size: p,
            align: p,
        })
        .collect();
    let mut at = 6 * p;
    let mut user = Vec::with_capacity(params.len());
    for (i, prm) in params.iter().enumerate() {
        let (size, align) = size_align(&prm.ty, bits, vector_align);
        let offset = at.div_ceil(align) * align;
        at = offset + size;
        user.push(ArgSlot {
            name: prm.name.clone().unwrap_or_else(|| format!("arg{i}")),
            ty: prm.ty.to_string(),
            offset,
            size,
            align,
        });
    }
    ArgLayout { bits, vector_align, hidden, user, end: at }
}
