//! Byte scans eight bytes at a time, for the parsers' per-line loops (the assembler's comment,
//! newline and word scans and the instruction fast path's mnemonic scan). A line is about 30
//! bytes, too short for `memchr`'s set-up to pay.
//!
//! ```
//! use amdgpu_isa::scan;
//! let b = b"v_add_u32 v1, v2";
//! assert_eq!(scan::find(b, 0, b.len(), |w| scan::below(w, b'!'), |c| c < b'!'), 9);
//! assert_eq!(scan::find(b, 0, b.len(), |w| scan::eq(w, b','), |c| c == b','), 12);
//! ```

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// The high bit of each byte of `w` equal to `c`, and possibly of bytes above such a one: the
/// lowest flagged byte is always a true match, so an OR of such masks finds the first byte
/// matching any of them.
#[inline]
#[must_use]
pub fn eq(w: u64, c: u8) -> u64 {
    let x = w ^ (ONES * u64::from(c));
    x.wrapping_sub(ONES) & !x & HIGHS
}

/// The high bit of each byte of `w` below `c` (`c` at most 0x80), with [`eq`]'s guarantee (the
/// lowest flagged byte is a true match).
#[inline]
#[must_use]
pub fn below(w: u64, c: u8) -> u64 {
    w.wrapping_sub(ONES * u64::from(c)) & !w & HIGHS
}

/// The first position in `b[from..to]` of a byte that `stop` takes, or `to`. `word` is the same
/// test on eight little-endian bytes at once, made of [`eq`] and [`below`] masks; the two must
/// agree (`stop` is used for the last bytes).
#[inline]
pub fn find(b: &[u8], from: usize, to: usize, word: impl Fn(u64) -> u64, stop: impl Fn(u8) -> bool) -> usize {
    let to = to.min(b.len());
    let mut i = from;
    while i + 8 <= to {
        let mut a = [0u8; 8];
        a.copy_from_slice(&b[i..i + 8]);
        let m = word(u64::from_le_bytes(a));
        if m != 0 {
            return i + (m.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while i < to && !stop(b[i]) {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every start position of texts around the eight-byte boundaries, against a plain search.
    #[test]
    fn find_like_position() {
        let texts: [&[u8]; 6] = [
            b"",
            b"abc",
            b"abcdefgh,",
            b"abcdefghijklmnop\n",
            b"\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9 x",
            b"a:b=c d\te",
        ];
        for b in texts {
            for from in 0..=b.len() {
                for to in from..=b.len() {
                    let want = |f: &dyn Fn(u8) -> bool| {
                        b[from..to].iter().position(|&c| f(c)).map_or(to, |p| from + p)
                    };
                    assert_eq!(find(b, from, to, |w| below(w, b'!'), |c| c < b'!'), want(&|c| c < b'!'));
                    assert_eq!(
                        find(
                            b,
                            from,
                            to,
                            |w| eq(w, b',') | eq(w, b':') | eq(w, b'\n'),
                            |c| b",:\n".contains(&c)
                        ),
                        want(&|c| b",:\n".contains(&c))
                    );
                }
            }
        }
    }
}
