//! [`Text`]: printed source held as bytes.
//!
//! The printer appends many short pieces per instruction (mnemonic, registers, the comment
//! columns). A `String` can take bytes only through `str::from_utf8`, which validates them
//! (about 80 instructions per `// ADDRESS: WORDS` comment, the largest single cost of building
//! a line); `Text` takes `&str` pieces and ASCII bytes as they are and is written out as bytes.
//! It holds UTF-8 by construction: every piece is a `&str`, ASCII ([`Text::push_ascii`]) or a
//! fast-path line ([`Text::advance`]).

use std::fmt;

/// A growing text buffer (UTF-8 by construction, see the module docs). The text is
/// `v[..n]`; bytes of `v` past `n` are scratch room that [`Text::tail`] hands out (zeroed once
/// when the buffer grows, then reused: the fast path writes whole lines there with fixed-size
/// stores, and a recycled buffer is not zeroed again).
#[derive(Default, Debug, Clone)]
pub(crate) struct Text {
    v: Vec<u8>,
    n: usize,
}

impl Text {
    pub fn with_capacity(n: usize) -> Text {
        Text { v: Vec::with_capacity(n), n: 0 }
    }
    pub fn len(&self) -> usize {
        self.n
    }
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }
    pub fn clear(&mut self) {
        self.n = 0;
    }
    pub fn truncate(&mut self, n: usize) {
        self.n = self.n.min(n);
    }
    #[inline]
    fn put(&mut self, b: &[u8]) {
        let end = self.n + b.len();
        if let Some(d) = self.v.get_mut(self.n..end) {
            d.copy_from_slice(b);
        } else {
            self.v.truncate(self.n);
            self.v.extend_from_slice(b);
        }
        self.n = end;
    }
    #[inline]
    pub fn push_str(&mut self, s: &str) {
        self.put(s.as_bytes());
    }
    #[inline]
    pub fn push(&mut self, c: char) {
        let mut b = [0u8; 4];
        self.put(c.encode_utf8(&mut b).as_bytes());
    }
    /// Appends ASCII bytes (the caller makes them: hex digits, spaces, punctuation). Other
    /// bytes would break the UTF-8 invariant; they are replaced by `?` instead.
    #[inline]
    pub fn push_ascii(&mut self, b: &[u8]) {
        let at = self.n;
        self.put(b);
        if !b.is_ascii() {
            for x in &mut self.v[at..self.n] {
                if !x.is_ascii() {
                    *x = b'?';
                }
            }
        }
    }
    /// At least `k` bytes of scratch room after the text, for [`Text::advance`].
    #[inline]
    pub fn tail(&mut self, k: usize) -> &mut [u8] {
        if self.v.len() < self.n + k {
            self.v.resize(self.n + k, 0);
        }
        &mut self.v[self.n..]
    }
    /// Takes `k` bytes written into [`Text::tail`] into the text (false, taking nothing, when
    /// there are not that many). The caller wrote whole UTF-8 text there: the fast path's
    /// lines are its tables' ASCII pieces (equal to the general printer's `String` text:
    /// amdgpu_isa's tests, the isa_decode fuzz target and tests/stream.rs) and whole label
    /// names; validating each line cost about 85 instructions, a fifth of printing it.
    #[inline]
    pub fn advance(&mut self, k: usize) -> bool {
        let Some(b) = self.v.get(self.n..self.n + k) else { return false };
        debug_assert!(std::str::from_utf8(b).is_ok(), "a line that is not UTF-8");
        self.n += k;
        true
    }
    pub fn as_bytes(&self) -> &[u8] {
        &self.v[..self.n]
    }
    /// The text from byte `start` on (empty if `start` is not a character boundary, which the
    /// callers never ask for: they pass lengths taken between pieces).
    pub fn str_from(&self, start: usize) -> &str {
        self.as_bytes().get(start..).and_then(|b| std::str::from_utf8(b).ok()).unwrap_or_default()
    }
    /// Appends another text.
    pub fn append(&mut self, t: &Text) {
        self.put(t.as_bytes());
    }
    /// The text as a `String` (one validation of the whole buffer).
    pub fn into_string(mut self) -> String {
        self.v.truncate(self.n);
        String::from_utf8(self.v).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
    }
}

impl fmt::Write for Text {
    #[inline]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.put(s.as_bytes());
        Ok(())
    }
    #[inline]
    fn write_char(&mut self, c: char) -> fmt::Result {
        self.push(c);
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

    /// Text written into the scratch tail and taken by `advance` mixes with pushed pieces;
    /// cleared buffers reuse the room; `advance` takes no more than the room.
    #[test]
    fn tail_writes_mix_with_pieces() {
        let mut t = Text::default();
        t.push_str("a");
        t.tail(8)[..3].copy_from_slice(b"bcd");
        assert!(t.advance(3));
        t.push_str("é");
        t.tail(4)[..2].copy_from_slice("ß".as_bytes());
        assert!(t.advance(2));
        assert!(!t.advance(1 << 20));
        assert_eq!(t.as_bytes(), "abcdéß".as_bytes());
        t.clear();
        t.push_ascii(b"xy");
        t.truncate(1);
        assert_eq!(t.clone().into_string(), "x");
    }

    #[test]
    fn non_ascii_bytes_never_break_utf8() {
        let mut t = Text::default();
        t.push_ascii(&[b'a', 0xff, b'b']);
        assert_eq!(t.into_string(), "a?b");
    }
}
