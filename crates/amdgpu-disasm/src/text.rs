//! [`Text`]: printed source held as bytes.
//!
//! The printer appends many short pieces per instruction (mnemonic, registers, the comment
//! columns). A `String` can take bytes only through `str::from_utf8`, which validates them
//! (about 80 instructions per `// ADDRESS: WORDS` comment, the largest single cost of building
//! a line); `Text` takes `&str` pieces and ASCII bytes as they are and is written out as bytes.
//! It holds UTF-8 by construction: every piece is a `&str` or ASCII ([`Text::push_ascii`]).

use std::fmt;

/// A growing text buffer (UTF-8 by construction, see the module docs).
#[derive(Default, Debug, Clone)]
pub(crate) struct Text(Vec<u8>);

impl Text {
    pub fn with_capacity(n: usize) -> Text {
        Text(Vec::with_capacity(n))
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn clear(&mut self) {
        self.0.clear();
    }
    pub fn truncate(&mut self, n: usize) {
        self.0.truncate(n);
    }
    #[inline]
    pub fn push_str(&mut self, s: &str) {
        self.0.extend_from_slice(s.as_bytes());
    }
    #[inline]
    pub fn push(&mut self, c: char) {
        let mut b = [0u8; 4];
        self.0.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
    }
    /// Appends ASCII bytes (the caller makes them: hex digits, spaces, punctuation). Other
    /// bytes would break the UTF-8 invariant; they are replaced by `?` instead.
    #[inline]
    pub fn push_ascii(&mut self, b: &[u8]) {
        let at = self.0.len();
        self.0.extend_from_slice(b);
        if !b.is_ascii() {
            for x in &mut self.0[at..] {
                if !x.is_ascii() {
                    *x = b'?';
                }
            }
        }
    }
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }
    /// The text from byte `start` on (empty if `start` is not a character boundary, which the
    /// callers never ask for: they pass lengths taken between pieces).
    pub fn str_from(&self, start: usize) -> &str {
        self.0.get(start..).and_then(|b| std::str::from_utf8(b).ok()).unwrap_or_default()
    }
    /// Appends another text.
    pub fn append(&mut self, t: &Text) {
        self.0.extend_from_slice(&t.0);
    }
    /// The text as a `String` (one validation of the whole buffer).
    pub fn into_string(self) -> String {
        String::from_utf8(self.0).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
    }
}

impl fmt::Write for Text {
    #[inline]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
    #[inline]
    fn write_char(&mut self, c: char) -> fmt::Result {
        if c.is_ascii() {
            self.0.push(c as u8);
        } else {
            self.push(c);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Write;

    #[test]
    fn pieces_make_the_same_text_as_a_string() {
        let mut t = Text::default();
        let mut s = String::new();
        for piece in ["\tv_mov_b32 ", "v1", ", ", "0x4010c0f3", " // é\n"] {
            t.push_str(piece);
            s.push_str(piece);
        }
        let (n, c) = (12, 'ß');
        let _ = write!(t, "{n}-{c}");
        let _ = write!(s, "{n}-{c}");
        t.push_ascii(b"AB\n");
        s.push_str("AB\n");
        assert_eq!(t.str_from(0), s);
        assert_eq!(t.str_from(1), &s[1..]);
        assert_eq!(t.clone().into_string(), s);
    }

    #[test]
    fn non_ascii_bytes_never_break_utf8() {
        let mut t = Text::default();
        t.push_ascii(&[b'a', 0xff, b'b']);
        assert_eq!(t.into_string(), "a?b");
    }
}
