//! Tokens of one statement (directive arguments and expressions).
//!
//! Instruction operands are not tokenised here: the instruction back end receives the operand
//! text and asks for expressions through [`crate::backend::ExprContext`].

/// A token kind with its payload.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// Identifier or directive name (`foo`, `.L1`, `.amdhsa_foo`, `$x`).
    Ident(String),
    /// Integer constant (decimal, `0x`, `0b`, leading-0 octal, `'c'`).
    Int(u64),
    /// Reference to a numeric local label: `1f` (`forward == true`) or `1b`.
    LocalRef { n: u64, forward: bool },
    /// Double-quoted string, escapes decoded.
    Str(Vec<u8>),
    /// Operator or punctuation (`+`, `<<`, `(`, `,`, ...).
    Punct(&'static str),
    /// End of the statement.
    Eol,
}

/// A token and its byte range relative to the statement start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// Kind and payload.
    pub tok: Tok,
    /// First byte (relative to the lexed text).
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
}

/// A lexing error at a byte offset relative to the lexed text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    /// Offset of the offending character.
    pub at: usize,
    /// What is wrong.
    pub message: String,
}

const PUNCTS: [&str; 27] = [
    "<<", ">>", "<=", ">=", "==", "!=", "<>", "&&", "||", "+", "-", "*", "/", "%", "<", ">", "&", "|", "^",
    "~", "!", "(", ")", ",", ":", "=", "@",
];
const MORE_PUNCTS: [&str; 4] = ["[", "]", "{", "}"];

/// Byte classes: bit 0 starts an identifier, bit 1 continues one.
const CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphabetic() || b == b'_' || b == b'.' || b == b'$' {
            t[c] = 3;
        } else if b.is_ascii_digit() {
            t[c] = 2;
        }
        c += 1;
    }
    t
};

/// True for characters that may start an identifier.
#[must_use]
#[inline]
pub fn is_ident_start(c: u8) -> bool {
    CLASS[c as usize] & 1 != 0
}

/// True for characters that may continue an identifier.
#[must_use]
#[inline]
pub fn is_ident_char(c: u8) -> bool {
    CLASS[c as usize] & 2 != 0
}

/// Splits `text` into tokens; the last token is always [`Tok::Eol`].
///
/// # Errors
/// On a character that starts no token, a malformed number or an unterminated string.
pub fn lex(text: &str) -> Result<Vec<Token>, LexError> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        if is_ident_start(c) {
            while i < b.len() && is_ident_char(b[i]) {
                i += 1;
            }
            out.push(Token { tok: Tok::Ident(text[start..i].to_string()), start, end: i });
            continue;
        }
        if c.is_ascii_digit() {
            let (tok, end) = lex_number(b, i)?;
            i = end;
            out.push(Token { tok, start, end });
            continue;
        }
        if c == b'"' {
            let (s, end) = lex_string(b, i)?;
            i = end;
            out.push(Token { tok: Tok::Str(s), start, end });
            continue;
        }
        if c == b'\'' {
            let (v, end) = lex_char(b, i)?;
            i = end;
            out.push(Token { tok: Tok::Int(v), start, end });
            continue;
        }
        let rest = &text[i..];
        if let Some(p) = PUNCTS.iter().chain(MORE_PUNCTS.iter()).find(|p| rest.starts_with(**p)) {
            i += p.len();
            out.push(Token { tok: Tok::Punct(p), start, end: i });
            continue;
        }
        let ch = rest.chars().next().unwrap_or('?');
        return Err(LexError { at: i, message: format!("unexpected character '{ch}'") });
    }
    out.push(Token { tok: Tok::Eol, start: b.len(), end: b.len() });
    Ok(out)
}

fn lex_number(b: &[u8], start: usize) -> Result<(Tok, usize), LexError> {
    let mut i = start;
    while i < b.len() && b[i].is_ascii_alphanumeric() {
        i += 1;
    }
    let word = std::str::from_utf8(&b[start..i]).unwrap_or("");
    let bad = |m: &str| LexError { at: start, message: m.to_string() };
    // Local label references: digits followed by `f` or `b`.
    if word.len() >= 2 && word[..word.len() - 1].bytes().all(|c| c.is_ascii_digit()) {
        let last = word.as_bytes()[word.len() - 1];
        if last == b'f' || last == b'b' {
            let n =
                word[..word.len() - 1].parse::<u64>().map_err(|_| bad("invalid local label reference"))?;
            return Ok((Tok::LocalRef { n, forward: last == b'f' }, i));
        }
    }
    let lower = word.to_ascii_lowercase();
    let (digits, radix) = if let Some(h) = lower.strip_prefix("0x") {
        (h, 16)
    } else if let Some(bin) = lower.strip_prefix("0b") {
        (bin, 2)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8)
    } else {
        (lower.as_str(), 10)
    };
    if digits.is_empty() {
        return Err(bad("invalid number"));
    }
    let v = u64::from_str_radix(digits, radix).map_err(|e| {
        if matches!(e.kind(), std::num::IntErrorKind::PosOverflow) {
            bad("integer constant is too large")
        } else {
            bad(match radix {
                16 => "invalid hexadecimal number",
                2 => "invalid binary number",
                8 => "invalid octal number",
                _ => "invalid decimal number",
            })
        }
    })?;
    Ok((Tok::Int(v), i))
}

fn lex_escape(b: &[u8], i: &mut usize, start: usize) -> Result<u8, LexError> {
    // b[*i] is the character after the backslash.
    let Some(&c) = b.get(*i) else {
        return Err(LexError { at: start, message: "unterminated string constant".into() });
    };
    *i += 1;
    Ok(match c {
        b'n' => b'\n',
        b't' => b'\t',
        b'r' => b'\r',
        b'b' => 8,
        b'f' => 12,
        b'0'..=b'7' => {
            let mut v: u32 = u32::from(c - b'0');
            let mut n = 1;
            while n < 3 && *i < b.len() && (b'0'..=b'7').contains(&b[*i]) {
                v = v * 8 + u32::from(b[*i] - b'0');
                *i += 1;
                n += 1;
            }
            (v & 0xff) as u8
        }
        b'x' | b'X' => {
            let s = *i;
            let mut v: u32 = 0;
            while *i < b.len() && b[*i].is_ascii_hexdigit() {
                v = (v << 4 | (b[*i] as char).to_digit(16).unwrap_or(0)) & 0xffff;
                *i += 1;
            }
            if *i == s {
                return Err(LexError { at: s, message: "invalid hexadecimal escape sequence".into() });
            }
            (v & 0xff) as u8
        }
        other => other,
    })
}

fn lex_string(b: &[u8], start: usize) -> Result<(Vec<u8>, usize), LexError> {
    let mut i = start + 1;
    let mut out = Vec::new();
    loop {
        match b.get(i) {
            None => return Err(LexError { at: start, message: "unterminated string constant".into() }),
            Some(b'"') => return Ok((out, i + 1)),
            Some(b'\\') => {
                i += 1;
                out.push(lex_escape(b, &mut i, start)?);
            }
            Some(&c) => {
                out.push(c);
                i += 1;
            }
        }
    }
}

fn lex_char(b: &[u8], start: usize) -> Result<(u64, usize), LexError> {
    let mut i = start + 1;
    let v = match b.get(i) {
        Some(b'\\') => {
            i += 1;
            lex_escape(b, &mut i, start)?
        }
        Some(&c) => {
            i += 1;
            c
        }
        None => return Err(LexError { at: start, message: "unterminated character constant".into() }),
    };
    if b.get(i) != Some(&b'\'') {
        return Err(LexError { at: start, message: "unterminated character constant".into() });
    }
    Ok((u64::from(v), i + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        lex(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn numbers() {
        assert_eq!(
            kinds("0x10 010 0b11 7 'a' '\\n' 1f 2b 0"),
            vec![
                Tok::Int(16),
                Tok::Int(8),
                Tok::Int(3),
                Tok::Int(7),
                Tok::Int(97),
                Tok::Int(10),
                Tok::LocalRef { n: 1, forward: true },
                Tok::LocalRef { n: 2, forward: false },
                Tok::Int(0),
                Tok::Eol
            ]
        );
        assert!(lex("0x").is_err());
        assert!(lex("99999999999999999999999").is_err());
        assert!(lex("09").is_err());
    }

    #[test]
    fn ident_classes() {
        for c in 0..=255u8 {
            let start = c.is_ascii_alphabetic() || matches!(c, b'_' | b'.' | b'$');
            assert_eq!(is_ident_start(c), start, "{c}");
            assert_eq!(is_ident_char(c), start || c.is_ascii_digit(), "{c}");
        }
    }

    #[test]
    fn punct_and_strings() {
        assert_eq!(
            kinds("a<<b, \"x\\ty\\101\""),
            vec![
                Tok::Ident("a".into()),
                Tok::Punct("<<"),
                Tok::Ident("b".into()),
                Tok::Punct(","),
                Tok::Str(b"x\tyA".to_vec()),
                Tok::Eol
            ]
        );
        assert!(lex("\"abc").is_err());
        assert!(lex("a ` b").is_err());
    }
}
