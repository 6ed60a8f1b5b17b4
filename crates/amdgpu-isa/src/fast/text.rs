//! Number texts for the fast path: fixed-size stores of digit words, no `fmt`.

use super::Cursor;

/// The two hex digits of each byte value, uppercase ("00" .. "FF") or lowercase.
const fn pairs(digits: &[u8; 16]) -> [[u8; 2]; 256] {
    let mut t = [[0u8; 2]; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = [digits[i >> 4], digits[i & 15]];
        i += 1;
    }
    t
}
const HEX_PAIRS: [[u8; 2]; 256] = pairs(b"0123456789ABCDEF");
const HEX_PAIRS_LOWER: [[u8; 2]; 256] = pairs(b"0123456789abcdef");

/// The two uppercase hex digits of `b` as a little-endian `u16` (text order).
#[inline]
pub(super) fn hex2_upper(b: u8) -> u16 {
    u16::from_le_bytes(HEX_PAIRS[usize::from(b)])
}

/// The eight hex digits of `v` in text order, as a little-endian `u64` (two digits per table
/// lookup).
#[inline]
fn hex8_with(v: u32, t: &[[u8; 2]; 256]) -> u64 {
    let p = |s: u32| u64::from(u16::from_le_bytes(t[((v >> s) & 0xff) as usize]));
    p(24) | p(16) << 16 | p(8) << 32 | p(0) << 48
}

/// The eight uppercase hex digits of `v` in text order.
#[inline]
pub(super) fn hex8_upper(v: u32) -> [u8; 8] {
    hex8_with(v, &HEX_PAIRS).to_le_bytes()
}

/// The eight uppercase hex digits of `v` in text order, as a little-endian `u64`.
#[inline]
pub(super) fn hex8_upper_word(v: u32) -> u64 {
    hex8_with(v, &HEX_PAIRS)
}

/// `0x` and the lowercase hex digits of `v` without leading zeros (as `{v:#x}`).
#[inline]
pub(super) fn hex(v: u32, out: &mut Cursor<'_>) {
    let digits = ((32 - v.leading_zeros()).div_ceil(4)).max(1) as usize;
    let x = hex8_with(v, &HEX_PAIRS_LOWER) >> (8 * (8 - digits));
    let mut b = [0u8; 10];
    b[0] = b'0';
    b[1] = b'x';
    b[2..].copy_from_slice(&x.to_le_bytes());
    out.put_n(&b, 2 + digits);
}

/// "00" .. "99".
const PAIRS: [u8; 200] = {
    let mut b = [0u8; 200];
    let mut i = 0;
    while i < 100 {
        b[2 * i] = b'0' + (i / 10) as u8;
        b[2 * i + 1] = b'0' + (i % 10) as u8;
        i += 1;
    }
    b
};

/// The decimal digits of `v` (as `{v}`), by digit pairs: below 100,000 (every offset and
/// 16-bit immediate) five digits in one 8-byte word, the leading zeros shifted out, one store.
#[inline]
pub(super) fn dec(v: u32, out: &mut Cursor<'_>) {
    if v >= 100_000 {
        dec(v / 100_000, out);
        let r = v % 100_000;
        // The five low digits, zeros kept.
        let x = five(r);
        out.put_n(&x.to_le_bytes(), 5);
        return;
    }
    let n =
        1 + usize::from(v >= 10) + usize::from(v >= 100) + usize::from(v >= 1000) + usize::from(v >= 10_000);
    let x = five(v) >> (8 * (5 - n));
    out.put_n(&x.to_le_bytes(), n);
}

/// "00" .. "99" as little-endian `u16`s (text order), padded to 128 entries (indexed by a mask).
const PAIRS16: [u16; 128] = {
    let mut t = [0u16; 128];
    let mut i = 0;
    while i < 100 {
        t[i] = u16::from_le_bytes([PAIRS[2 * i], PAIRS[2 * i + 1]]);
        i += 1;
    }
    t
};

/// "000" .. "999" as little-endian `u32`s (text order, fourth byte zero), padded to 1,024.
const TRIPLES: [u32; 1024] = {
    let mut t = [0u32; 1024];
    let mut i = 0;
    while i < 1000 {
        t[i] = u32::from_le_bytes([
            b'0' + (i / 100) as u8,
            b'0' + (i / 10 % 10) as u8,
            b'0' + (i % 10) as u8,
            0,
        ]);
        i += 1;
    }
    t
};

/// The five decimal digits of `v` < 100,000 with leading zeros, first digit in the low byte:
/// two table words (the thousands as a pair, the rest as a triple).
#[inline]
fn five(v: u32) -> u64 {
    let (hi, lo) = ((v / 1000) as usize, (v % 1000) as usize);
    u64::from(PAIRS16[hi & 127]) | u64::from(TRIPLES[lo & 1023]) << 16
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(f: impl Fn(&mut Cursor<'_>)) -> String {
        let mut buf = [0u8; super::super::LINE_ROOM];
        let mut c = Cursor::new(&mut buf, 0);
        f(&mut c);
        let n = c.len();
        String::from_utf8(buf[..n].to_vec()).unwrap()
    }

    #[test]
    fn numbers_match_core_fmt() {
        let mut r = 0x1234_5678_9abc_def1u64;
        let mut vals = vec![0u32, 1, 9, 10, 15, 16, 99, 100, 101, 999, 1000, 65535, 0x9999_9999, u32::MAX];
        for _ in 0..20_000 {
            r ^= r << 13;
            r ^= r >> 7;
            r ^= r << 17;
            vals.push(r as u32);
            vals.push((r >> 40) as u32 & 0xffff);
        }
        for v in vals {
            assert_eq!(with(|c| hex(v, c)), format!("{v:#x}"));
            assert_eq!(with(|c| dec(v, c)), format!("{v}"));
            assert_eq!(hex8_upper(v), *format!("{v:08X}").as_bytes());
            assert_eq!(hex2_upper(v as u8).to_le_bytes(), *format!("{:02X}", v as u8).as_bytes());
        }
    }
}
