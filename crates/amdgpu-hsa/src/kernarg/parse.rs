//! A parser for OpenCL C kernel parameter lists (with optional leading `typedef` / `struct`
//! declarations), producing typed parameters. Errors carry the byte offset; [`SignatureError::render`]
//! draws the column and a caret.

use std::collections::HashMap;

use super::types::{Access, AddressSpace, Member, Param, Scalar, Type};

/// How deep struct/union definitions may nest, and how many parameters/members are accepted.
pub const MAX_NESTING: usize = 32;
/// Largest number of tokens in a signature.
pub const MAX_TOKENS: usize = 100_000;
/// Types of this size (bytes) or larger are rejected.
pub const MAX_TYPE_SIZE: u64 = 1 << 32;

/// A malformed signature.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message} at byte {offset}")]
pub struct SignatureError {
    /// Byte offset into the signature text.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl SignatureError {
    fn new(offset: usize, message: impl Into<String>) -> SignatureError {
        SignatureError { offset, message: message.into() }
    }

    /// `line:col: error: message`, the source line and a caret under the offending column.
    #[must_use]
    pub fn render(&self, source: &str) -> String {
        let off = self.offset.min(source.len());
        let before = &source[..floor_char_boundary(source, off)];
        let line_no = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let line_end = source[line_start..].find('\n').map_or(source.len(), |i| line_start + i);
        let col = source[line_start..floor_char_boundary(source, off)].chars().count() + 1;
        let line = &source[line_start..line_end];
        format!("{line_no}:{col}: {}\n  {line}\n  {}^", self.message, " ".repeat(col - 1))
    }
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Num(u64),
    Punct(char),
}

struct Lexer;

impl Lexer {
    fn lex(src: &str) -> Result<Vec<(Tok, usize)>, SignatureError> {
        let b = src.as_bytes();
        let mut i = 0;
        let mut out = Vec::new();
        while i < b.len() {
            if out.len() > MAX_TOKENS {
                return Err(SignatureError::new(i, "signature too long"));
            }
            let c = b[i];
            if c.is_ascii_whitespace() {
                i += 1;
            } else if c == b'/' && b.get(i + 1) == Some(&b'/') {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
                let start = i;
                i += 2;
                loop {
                    if i + 1 >= b.len() {
                        return Err(SignatureError::new(start, "unterminated comment"));
                    }
                    if b[i] == b'*' && b[i + 1] == b'/' {
                        i += 2;
                        break;
                    }
                    i += 1;
                }
            } else if c.is_ascii_alphabetic() || c == b'_' {
                let s = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                out.push((Tok::Ident(src[s..i].to_string()), s));
            } else if c.is_ascii_digit() {
                let s = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric()) {
                    i += 1;
                }
                let text = src[s..i].trim_end_matches(['u', 'U', 'l', 'L']);
                let v = if let Some(h) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
                    u64::from_str_radix(h, 16)
                } else {
                    text.parse::<u64>()
                };
                let v = v.map_err(|_| SignatureError::new(s, format!("bad number `{}`", &src[s..i])))?;
                out.push((Tok::Num(v), s));
            } else if b"(){}[]*,;".contains(&c) {
                out.push((Tok::Punct(c as char), i));
                i += 1;
            } else {
                let ch = src[i..].chars().next().unwrap_or('?');
                return Err(SignatureError::new(i, format!("unexpected character `{ch}`")));
            }
        }
        Ok(out)
    }
}

/// The parsed signature: the parameters, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Signature {
    /// The kernel's parameters.
    pub params: Vec<Param>,
}

/// The fuzzing entry point: UTF-8 is checked first (the error points at the first bad byte),
/// then as [`parse_signature`].
///
/// # Errors
/// A [`SignatureError`] locating the first problem.
pub fn parse_signature_bytes(bytes: &[u8]) -> Result<Signature, SignatureError> {
    let text =
        std::str::from_utf8(bytes).map_err(|e| SignatureError::new(e.valid_up_to(), "invalid UTF-8"))?;
    parse_signature(text)
}

/// Parses an OpenCL C parameter list, optionally preceded by `typedef ...;` and `struct X {...};`
/// declarations, e.g. `typedef struct { int a; } S; global int *out, S s, local float *tmp`.
/// An outer pair of parentheses is accepted too.
///
/// # Errors
/// A [`SignatureError`] locating the first problem.
pub fn parse_signature(src: &str) -> Result<Signature, SignatureError> {
    let toks = Lexer::lex(src)?;
    let mut p = Parser {
        toks,
        pos: 0,
        end: src.len(),
        typedefs: HashMap::new(),
        tags: HashMap::new(),
        depth: 0,
        last_typedef: None,
    };
    p.parse_all()
}

struct Parser {
    toks: Vec<(Tok, usize)>,
    pos: usize,
    end: usize,
    typedefs: HashMap<String, Type>,
    tags: HashMap<String, Type>,
    depth: usize,
    last_typedef: Option<String>,
}

#[derive(Default, Clone, Copy)]
struct Quals {
    space: Option<AddressSpace>,
    access: Option<Access>,
    is_const: bool,
    is_volatile: bool,
    is_restrict: bool,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.0)
    }
    fn peek_at(&self, n: usize) -> Option<&Tok> {
        self.toks.get(self.pos + n).map(|t| &t.0)
    }
    fn offset(&self) -> usize {
        self.toks.get(self.pos).map_or(self.end, |t| t.1)
    }
    fn err<T>(&self, msg: impl Into<String>) -> Result<T, SignatureError> {
        Err(SignatureError::new(self.offset(), msg))
    }
    fn is_punct(&self, c: char) -> bool {
        self.peek() == Some(&Tok::Punct(c))
    }
    fn eat_punct(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect_punct(&mut self, c: char) -> Result<(), SignatureError> {
        if self.eat_punct(c) { Ok(()) } else { self.err(format!("expected `{c}`")) }
    }
    fn ident(&self) -> Option<&str> {
        match self.peek() {
            Some(Tok::Ident(s)) => Some(s),
            _ => None,
        }
    }

    fn parse_all(&mut self) -> Result<Signature, SignatureError> {
        // Leading declarations.
        loop {
            match self.ident() {
                Some("typedef") => self.parse_typedef()?,
                Some("struct" | "union") if self.is_tag_declaration() => {
                    self.parse_type_spec()?;
                    self.expect_punct(';')?;
                }
                _ => break,
            }
        }
        let wrapped = self.eat_punct('(');
        let mut params = Vec::new();
        if self.ident() == Some("void") && matches!(self.peek_at(1), Some(Tok::Punct(')')) | None) {
            self.pos += 1;
        } else if !(self.peek().is_none() || (wrapped && self.is_punct(')'))) {
            loop {
                if params.len() >= 10_000 {
                    return self.err("too many parameters");
                }
                params.push(self.parse_param(params.len())?);
                if !self.eat_punct(',') {
                    break;
                }
            }
        }
        if wrapped {
            self.expect_punct(')')?;
        }
        if self.peek().is_some() {
            return self.err("unexpected text after the parameter list");
        }
        Ok(Signature { params })
    }

    /// `struct Name {` ... `};` at top level (a tag declaration, not a parameter).
    fn is_tag_declaration(&self) -> bool {
        // struct [attrs] Name { ... } ;   — scan to the matching brace and look for ';'.
        let mut i = self.pos + 1;
        let mut depth = 0usize;
        while let Some((t, _)) = self.toks.get(i) {
            match t {
                Tok::Punct('{' | '(') => depth += 1,
                Tok::Punct('}' | ')') => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 && matches!(t, Tok::Punct('}')) {
                        return matches!(self.toks.get(i + 1), Some((Tok::Punct(';'), _)));
                    }
                }
                Tok::Punct(',' | ';') if depth == 0 => return false,
                _ => {}
            }
            i += 1;
        }
        false
    }

    fn parse_typedef(&mut self) -> Result<(), SignatureError> {
        self.pos += 1; // typedef
        let mut q = Quals::default();
        self.parse_quals(&mut q)?;
        let base = self.parse_type_spec()?;
        self.parse_quals(&mut q)?;
        loop {
            let (name, ty, off) = self.parse_declarator(base.clone(), &mut Quals::default())?;
            let Some(name) = name else {
                return Err(SignatureError::new(off, "typedef needs a name"));
            };
            self.typedefs.insert(name, ty);
            if !self.eat_punct(',') {
                break;
            }
        }
        self.expect_punct(';')
    }

    fn parse_quals(&mut self, q: &mut Quals) -> Result<(), SignatureError> {
        loop {
            let Some(id) = self.ident() else { return Ok(()) };
            match id {
                "__global" | "global" => q.space = Some(AddressSpace::Global),
                "__local" | "local" => q.space = Some(AddressSpace::Local),
                "__constant" | "constant" => q.space = Some(AddressSpace::Constant),
                "__private" | "private" => q.space = Some(AddressSpace::Private),
                "__generic" | "generic" => q.space = Some(AddressSpace::Generic),
                "__read_only" | "read_only" => q.access = Some(Access::ReadOnly),
                "__write_only" | "write_only" => q.access = Some(Access::WriteOnly),
                "__read_write" | "read_write" => q.access = Some(Access::ReadWrite),
                "const" => q.is_const = true,
                "volatile" => q.is_volatile = true,
                "restrict" | "__restrict" => q.is_restrict = true,
                "__attribute__" => {
                    self.skip_attribute()?;
                    continue;
                }
                _ => return Ok(()),
            }
            self.pos += 1;
        }
    }

    /// Skips `__attribute__((...))`, returning the attributes it names (for packed/aligned).
    fn skip_attribute(&mut self) -> Result<Vec<(String, Option<u64>)>, SignatureError> {
        self.pos += 1;
        self.expect_punct('(')?;
        self.expect_punct('(')?;
        let mut out = Vec::new();
        let mut depth = 2usize;
        let mut last: Option<String> = None;
        while depth > 0 {
            match self.peek().cloned() {
                None => return self.err("unterminated __attribute__"),
                Some(Tok::Punct('(')) => depth += 1,
                Some(Tok::Punct(')')) => {
                    depth -= 1;
                    if depth == 2 {
                        last = None;
                    }
                }
                Some(Tok::Ident(s)) if depth == 2 => {
                    let s = s.trim_matches('_').to_string();
                    out.push((s.clone(), None));
                    last = Some(s);
                }
                Some(Tok::Num(n)) if depth == 3 && last.is_some() => {
                    if let Some(e) = out.last_mut() {
                        e.1 = Some(n);
                    }
                }
                _ => {}
            }
            self.pos += 1;
        }
        Ok(out)
    }

    fn parse_type_spec(&mut self) -> Result<Type, SignatureError> {
        let off = self.offset();
        let Some(id) = self.ident().map(str::to_string) else {
            return self.err("expected a type");
        };
        match id.as_str() {
            "struct" | "union" => return self.parse_record(id == "union"),
            "pipe" => {
                self.pos += 1;
                let mut q = Quals::default();
                self.parse_quals(&mut q)?;
                let elem = self.parse_type_spec()?;
                let (_, elem, _) = self.parse_abstract_pointers(elem, &mut q)?;
                return Ok(Type::Pipe(Box::new(elem)));
            }
            "enum" => return self.err("enum parameters are not supported"),
            _ => {}
        }
        // Multi-word integer types.
        let mut words = Vec::new();
        while let Some(w) = self.ident() {
            if matches!(w, "unsigned" | "signed" | "char" | "short" | "int" | "long") {
                words.push(w.to_string());
                self.pos += 1;
            } else {
                break;
            }
        }
        if !words.is_empty() {
            return int_from_words(&words)
                .ok_or_else(|| SignatureError::new(off, format!("bad type `{}`", words.join(" "))));
        }
        self.pos += 1;
        if let Some(t) = self.typedefs.get(&id) {
            self.last_typedef = Some(id.clone());
            return Ok(t.clone());
        }
        builtin_type(&id).ok_or_else(|| SignatureError::new(off, format!("unknown type `{id}`")))
    }

    fn parse_record(&mut self, is_union: bool) -> Result<Type, SignatureError> {
        let kw_off = self.offset();
        self.pos += 1;
        let mut packed = false;
        let mut aligned = None;
        let mut attrs = |p: &mut Parser| -> Result<(), SignatureError> {
            while p.ident() == Some("__attribute__") {
                for (a, n) in p.skip_attribute()? {
                    match a.as_str() {
                        "packed" => packed = true,
                        "aligned" => aligned = Some(n.unwrap_or(16)),
                        _ => {}
                    }
                }
            }
            Ok(())
        };
        attrs(self)?;
        let tag = match self.ident() {
            Some(n) if !is_keyword(n) => {
                let n = n.to_string();
                self.pos += 1;
                Some(n)
            }
            _ => None,
        };
        if !self.is_punct('{') {
            let Some(tag) = tag else { return self.err("expected `{` or a struct name") };
            return self.tags.get(&tag).cloned().ok_or_else(|| {
                SignatureError::new(
                    kw_off,
                    format!("incomplete type `{} {tag}`", if is_union { "union" } else { "struct" }),
                )
            });
        }
        self.pos += 1;
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return self.err("structs nested too deeply");
        }
        let mut members = Vec::new();
        while !self.eat_punct('}') {
            if self.peek().is_none() {
                return self.err("expected `}`");
            }
            if members.len() >= 10_000 {
                return self.err("too many members");
            }
            let mut q = Quals::default();
            self.parse_quals(&mut q)?;
            let base = self.parse_type_spec()?;
            self.parse_quals(&mut q)?;
            loop {
                let mut mq = q;
                let (name, mut ty, off) = self.parse_declarator(base.clone(), &mut mq)?;
                let mut m_aligned = None;
                while self.ident() == Some("__attribute__") {
                    for (a, n) in self.skip_attribute()? {
                        if a == "aligned" {
                            m_aligned = Some(n.unwrap_or(16));
                        }
                    }
                }
                if let Type::Pointer { space, .. } = &mut ty {
                    if space.is_none() {
                        *space = Some(AddressSpace::Generic);
                    }
                }
                check_align(m_aligned, off)?;
                members.push(Member { name: name.unwrap_or_default(), ty, aligned: m_aligned });
                if !self.eat_punct(',') {
                    break;
                }
            }
            self.expect_punct(';')?;
        }
        self.depth -= 1;
        attrs(self)?;
        check_align(aligned, kw_off)?;
        let ty = Type::Record { tag: tag.clone(), is_union, members, packed, aligned };
        let size = ty.size();
        if size.is_none_or(|s| s >= MAX_TYPE_SIZE) {
            return Err(SignatureError::new(kw_off, "type too large"));
        }
        if let Some(tag) = tag {
            self.tags.insert(tag, ty.clone());
        }
        Ok(ty)
    }

    fn parse_abstract_pointers(
        &mut self,
        mut ty: Type,
        q: &mut Quals,
    ) -> Result<(Option<String>, Type, usize), SignatureError> {
        while self.eat_punct('*') {
            let pointee_quals = *q;
            *q = Quals { space: None, access: q.access, ..Quals::default() };
            ty = Type::Pointer {
                space: pointee_quals.space,
                pointee: Box::new(ty),
                is_const: pointee_quals.is_const,
                is_volatile: pointee_quals.is_volatile,
                is_restrict: false,
            };
            self.parse_quals(q)?;
            if let Type::Pointer { is_restrict, .. } = &mut ty {
                *is_restrict = q.is_restrict;
            }
        }
        Ok((None, ty, self.offset()))
    }

    /// `*`s with qualifiers, an optional name, `[N]` suffixes.
    fn parse_declarator(
        &mut self,
        base: Type,
        q: &mut Quals,
    ) -> Result<(Option<String>, Type, usize), SignatureError> {
        let (_, mut ty, _) = self.parse_abstract_pointers(base, q)?;
        let off = self.offset();
        let name = match self.ident() {
            Some(n) if !is_keyword(n) => {
                let n = n.to_string();
                self.pos += 1;
                Some(n)
            }
            _ => None,
        };
        let mut dims = Vec::new();
        while self.eat_punct('[') {
            let n_off = self.offset();
            let n = match self.peek() {
                Some(Tok::Num(n)) => *n,
                _ => return self.err("expected an array length"),
            };
            if n == 0 {
                return Err(SignatureError::new(n_off, "zero-length array"));
            }
            self.pos += 1;
            self.expect_punct(']')?;
            dims.push((n, n_off));
        }
        for (n, n_off) in dims.into_iter().rev() {
            ty = Type::Array(Box::new(ty), n);
            if ty.size().is_none_or(|s| s >= MAX_TYPE_SIZE) {
                return Err(SignatureError::new(n_off, "array too large"));
            }
        }
        Ok((name, ty, off))
    }

    fn parse_param(&mut self, index: usize) -> Result<Param, SignatureError> {
        let start = self.offset();
        let mut q = Quals::default();
        self.parse_quals(&mut q)?;
        let type_off = self.offset();
        let type_word = self.ident().unwrap_or("").to_string();
        self.last_typedef = None;
        let base = self.parse_type_spec()?;
        let typedef_name = self.last_typedef.take();
        self.parse_quals(&mut q)?;
        let access = q.access;
        let outer_space = if matches!(self.peek(), Some(Tok::Punct('*'))) { None } else { q.space };
        let mut dq = q;
        let (name, ty, _) = self.parse_declarator(base, &mut dq)?;
        if !matches!(ty, Type::Pointer { .. })
            && matches!(type_word.as_str(), "bool" | "size_t" | "ptrdiff_t" | "intptr_t" | "uintptr_t")
        {
            return Err(SignatureError::new(
                type_off,
                format!("`{type_word}` cannot be the type of a kernel parameter"),
            ));
        }
        if let Type::Array(..) = ty {
            return Err(SignatureError::new(start, "kernel parameters cannot be arrays"));
        }
        if let Some(s) = outer_space {
            if !matches!(s, AddressSpace::Private) {
                return Err(SignatureError::new(
                    start,
                    "a by-value kernel parameter cannot be in a named address space",
                ));
            }
        }
        if let Type::Pointer { space, .. } = &ty {
            match space {
                None => {
                    return Err(SignatureError::new(
                        start,
                        "kernel pointer parameters must name an address space (global, local, constant)",
                    ));
                }
                Some(AddressSpace::Private) => {
                    return Err(SignatureError::new(
                        start,
                        "kernel pointer parameters cannot point to the private address space",
                    ));
                }
                _ => {}
            }
        }
        let type_name = match typedef_name {
            Some(t) => {
                let mut depth = 0;
                let mut inner = &ty;
                while let Type::Pointer { pointee, .. } = inner {
                    depth += 1;
                    inner = pointee;
                }
                format!("{t}{}", "*".repeat(depth))
            }
            None => ty.type_name(),
        };
        Ok(Param { name: name.unwrap_or_else(|| format!("arg{index}")), ty, access, type_name })
    }
}

fn check_align(a: Option<u64>, off: usize) -> Result<(), SignatureError> {
    match a {
        Some(n) if n == 0 || !n.is_power_of_two() || n > (1 << 16) => {
            Err(SignatureError::new(off, "alignment must be a power of two up to 65536"))
        }
        _ => Ok(()),
    }
}

fn is_keyword(s: &str) -> bool {
    matches!(
        s,
        "const"
            | "volatile"
            | "restrict"
            | "struct"
            | "union"
            | "global"
            | "local"
            | "constant"
            | "private"
            | "__global"
            | "__local"
            | "__constant"
            | "__private"
            | "__attribute__"
    )
}

fn int_from_words(words: &[String]) -> Option<Type> {
    let unsigned = words.iter().any(|w| w == "unsigned");
    let signed = words.iter().any(|w| w == "signed");
    if unsigned && signed {
        return None;
    }
    let rest: Vec<&str> =
        words.iter().map(String::as_str).filter(|w| !matches!(*w, "unsigned" | "signed")).collect();
    let s = match rest.as_slice() {
        ["char"] => Scalar::I8,
        ["short"] | ["short", "int"] => Scalar::I16,
        [] | ["int"] => Scalar::I32,
        ["long"] | ["long", "int"] => Scalar::I64,
        _ => return None,
    };
    Some(Type::Scalar(if unsigned { s.to_unsigned() } else { s }))
}

fn builtin_type(name: &str) -> Option<Type> {
    let scalar = |n: &str| -> Option<Scalar> {
        Some(match n {
            "char" => Scalar::I8,
            "uchar" => Scalar::U8,
            "short" => Scalar::I16,
            "ushort" => Scalar::U16,
            "int" => Scalar::I32,
            "uint" => Scalar::U32,
            "long" => Scalar::I64,
            "ulong" => Scalar::U64,
            "half" => Scalar::F16,
            "float" => Scalar::F32,
            "double" => Scalar::F64,
            "size_t" | "uintptr_t" => Scalar::U64,
            "ptrdiff_t" | "intptr_t" => Scalar::I64,
            "bool" => Scalar::Bool,
            _ => return None,
        })
    };
    if let Some(s) = scalar(name) {
        return Some(Type::Scalar(s));
    }
    if name == "void" {
        return Some(Type::Void);
    }
    if let Some(k) = super::types::ImageKind::from_name(name) {
        return Some(Type::Image(k));
    }
    match name {
        "sampler_t" => return Some(Type::Sampler),
        "queue_t" => return Some(Type::Queue),
        "clk_event_t" | "reserve_id_t" | "event_t" => return Some(Type::Opaque(name_static(name))),
        _ => {}
    }
    // Vectors: <scalar><n>
    let digits = name.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    let base = &name[..name.len() - digits.len()];
    let n: u32 = digits.parse().ok()?;
    let s = scalar(base).filter(|s| !matches!(s, Scalar::Bool))?;
    if matches!(base, "size_t" | "uintptr_t" | "ptrdiff_t" | "intptr_t") {
        return None;
    }
    matches!(n, 2 | 3 | 4 | 8 | 16).then_some(Type::Vector(s, n))
}

fn name_static(n: &str) -> &'static str {
    match n {
        "clk_event_t" => "clk_event_t",
        "reserve_id_t" => "reserve_id_t",
        _ => "event_t",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_common_forms() {
        let s = parse_signature(
            "typedef struct { char c; int i; } S; global int *out, char3 a, S s, local float *l, \
             constant int *c, read_only image2d_t img, sampler_t smp, pipe int p, unsigned long u",
        )
        .unwrap();
        assert_eq!(s.params.len(), 9);
        assert_eq!(s.params[0].name, "out");
        assert!(matches!(s.params[8].ty, Type::Scalar(Scalar::U64)));
        assert!(parse_signature("").unwrap().params.is_empty());
        assert!(parse_signature("void").unwrap().params.is_empty());
        assert!(parse_signature("(global int *p)").unwrap().params.len() == 1);
    }

    #[test]
    fn errors_are_located() {
        let src = "global int *p, flaot x";
        let e = parse_signature(src).unwrap_err();
        assert_eq!(e.offset, 15);
        let r = e.render(src);
        assert!(r.starts_with("1:16: unknown type `flaot`"), "{r}");
        assert!(r.ends_with(&format!("\n  {}^", " ".repeat(15))), "{r:?}");
        for bad in [
            "int *p",
            "private int *p",
            "global int",
            "struct { int a; } s, struct X x",
            "int a[4]",
            "char3 x,",
            "int x y",
            "struct { int a[0]; } s",
            "struct { char c[4294967296]; } s",
            "int é",
            "/* x",
            "size_t n",
            "bool b",
            "struct __attribute__((aligned(3))) { int a; } s",
        ] {
            assert!(parse_signature(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn nesting_is_bounded() {
        let mut s = String::new();
        for _ in 0..100 {
            s.push_str("struct { ");
        }
        s.push_str("int a; ");
        for _ in 0..100 {
            s.push_str("} m; ");
        }
        let e = parse_signature(&format!("{} x", s.trim_end_matches("m; "))).unwrap_err();
        assert!(e.message.contains("nested"), "{e}");
    }
}
