//! Byte-level mutations for hostile-input tests: truncations, bit flips, byte sets, inserted
//! and removed spans, and little-endian field pokes with boundary values.
//!
//! Every random helper draws its position first and then its value from the given
//! [`Rng`], so a test's sequence of cases depends only on its seed and on the order of calls.
//! Helpers that need a byte to work on do nothing (and return `false`) on empty data.
//!
//! ```
//! use amdgpu_testkit::{mutate, rng::Rng};
//! let mut rng = Rng::new(1);
//! let mut data = b"hello".to_vec();
//! assert!(mutate::flip_bit(&mut data, &mut rng, usize::MAX));
//! assert_eq!(data.iter().zip(b"hello").filter(|(a, b)| a != b).count(), 1);
//! mutate::put_le(&mut data, 0, 2, 0xffff);
//! assert_eq!(&data[..2], b"\xff\xff");
//! assert_eq!(mutate::truncations(10, 3, 4).collect::<Vec<_>>(), [0, 1, 2, 3, 7]);
//! ```

use crate::rng::Rng;

/// Values likely to break size and offset arithmetic when written into a header field:
/// zero, one, the top of each width, the sign bit and the first value past 32 bits.
pub const EDGE_VALUES: [u64; 8] =
    [0, 1, 0x7f, 0xffff, 0xffff_ffff, 0x8000_0000_0000_0000, u64::MAX, 0x1_0000_0000];

/// The lengths to cut data of `len` bytes to: every length below `dense` (at most `len - 1`),
/// then every `step`th length from `dense` on. `len` itself is not included. A `step` of 0 is
/// taken as 1.
pub fn truncations(len: usize, dense: usize, step: usize) -> impl Iterator<Item = usize> {
    let dense = dense.min(len);
    (0..dense).chain((dense..len).step_by(step.max(1)))
}

/// Flips one random bit in the first `window` bytes of `data`.
pub fn flip_bit(data: &mut [u8], rng: &mut Rng, window: usize) -> bool {
    let limit = window.min(data.len());
    if limit == 0 {
        return false;
    }
    let at = rng.below(limit);
    data[at] ^= 1 << rng.below(8);
    true
}

/// Sets one random byte in the first `window` bytes of `data` to a random value.
pub fn set_random_byte(data: &mut [u8], rng: &mut Rng, window: usize) -> bool {
    let limit = window.min(data.len());
    if limit == 0 {
        return false;
    }
    let at = rng.below(limit);
    data[at] = rng.byte();
    true
}

/// Sets one random byte of `data` to a byte picked from `alphabet` (nothing when either is
/// empty).
pub fn set_byte_from(data: &mut [u8], rng: &mut Rng, alphabet: &[u8]) -> bool {
    if data.is_empty() || alphabet.is_empty() {
        return false;
    }
    let at = rng.below(data.len());
    data[at] = *rng.pick(alphabet);
    true
}

/// Removes one random byte.
pub fn remove_byte(data: &mut Vec<u8>, rng: &mut Rng) -> bool {
    if data.is_empty() {
        return false;
    }
    let at = rng.below(data.len());
    data.remove(at);
    true
}

/// Removes a random span of fewer than `max` bytes (possibly none) starting at a random byte.
pub fn delete_span(data: &mut Vec<u8>, rng: &mut Rng, max: usize) -> bool {
    if data.is_empty() {
        return false;
    }
    let at = rng.below(data.len());
    let end = at.saturating_add(rng.below(max)).min(data.len());
    data.drain(at..end);
    true
}

/// Inserts, at a random position (end included), a copy of the fewer than `max` bytes that
/// follow it.
pub fn duplicate_span(data: &mut Vec<u8>, rng: &mut Rng, max: usize) {
    let at = rng.below(data.len() + 1);
    let end = at.saturating_add(rng.below(max)).min(data.len());
    let copy = data[at..end].to_vec();
    data.splice(at..at, copy);
}

/// Inserts one of `pieces` (byte strings or `str`s), picked at random, at a random position (end included); nothing
/// when `pieces` is empty.
pub fn insert_piece<P: AsRef<[u8]>>(data: &mut Vec<u8>, rng: &mut Rng, pieces: &[P]) {
    if pieces.is_empty() {
        return;
    }
    let at = rng.below(data.len() + 1);
    let piece = rng.pick(pieces).as_ref();
    data.splice(at..at, piece.iter().copied());
}

/// Inserts a byte picked from `alphabet` at a random position (end included); nothing when
/// `alphabet` is empty.
pub fn insert_byte_from(data: &mut Vec<u8>, rng: &mut Rng, alphabet: &[u8]) {
    if alphabet.is_empty() {
        return;
    }
    let at = rng.below(data.len() + 1);
    data.insert(at, *rng.pick(alphabet));
}

/// Writes the low `width` bytes (at most 8) of `value`, little-endian, at `data[at..]`.
///
/// # Panics
/// When the field does not lie inside `data`: the test chose a wrong offset.
pub fn put_le(data: &mut [u8], at: usize, width: usize, value: u64) {
    let width = width.min(8);
    data[at..at + width].copy_from_slice(&value.to_le_bytes()[..width]);
}

/// Reads a little-endian field of `width` bytes (at most 8) at `data[at..]`.
///
/// # Panics
/// When the field does not lie inside `data`.
#[must_use]
pub fn get_le(data: &[u8], at: usize, width: usize) -> u64 {
    let width = width.min(8);
    let mut bytes = [0u8; 8];
    bytes[..width].copy_from_slice(&data[at..at + width]);
    u64::from_le_bytes(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncation_lengths() {
        assert_eq!(truncations(5, 0, 2).collect::<Vec<_>>(), [0, 2, 4]);
        assert_eq!(truncations(5, 100, 7).collect::<Vec<_>>(), [0, 1, 2, 3, 4]);
        assert_eq!(truncations(20, 4, 7).collect::<Vec<_>>(), [0, 1, 2, 3, 4, 11, 18]);
        assert_eq!(truncations(3, 0, 0).collect::<Vec<_>>(), [0, 1, 2]);
        assert_eq!(truncations(0, 10, 1).count(), 0);
    }

    #[test]
    fn flips_and_sets_stay_in_the_window() {
        let mut rng = Rng::new(3);
        for _ in 0..500 {
            let mut d = vec![0u8; 100];
            assert!(flip_bit(&mut d, &mut rng, 10));
            let changed: Vec<usize> = (0..100).filter(|&i| d[i] != 0).collect();
            assert_eq!(changed.len(), 1);
            assert!(changed[0] < 10 && d[changed[0]].count_ones() == 1);
            let mut d = vec![0u8; 100];
            assert!(set_random_byte(&mut d, &mut rng, 16));
            assert!(d[16..].iter().all(|&b| b == 0));
            let mut d = vec![0u8; 10];
            assert!(set_byte_from(&mut d, &mut rng, b"xy"));
            assert_eq!(d.iter().filter(|&&b| b == b'x' || b == b'y').count(), 1);
        }
        assert!(!flip_bit(&mut [], &mut rng, 10));
        assert!(!set_random_byte(&mut [], &mut rng, 10));
        assert!(!set_byte_from(&mut [1], &mut rng, b""));
    }

    #[test]
    fn edits_change_lengths_as_documented() {
        let mut rng = Rng::new(11);
        for _ in 0..500 {
            let base: Vec<u8> = (0..20).collect();
            let mut d = base.clone();
            assert!(remove_byte(&mut d, &mut rng));
            assert_eq!(d.len(), 19);
            let mut d = base.clone();
            assert!(delete_span(&mut d, &mut rng, 8));
            assert!(d.len() > 12 && d.len() <= 20);
            let mut d = base.clone();
            duplicate_span(&mut d, &mut rng, 5);
            assert!(d.len() >= 20 && d.len() < 25);
            assert!(d.windows(2).filter(|w| w[1] != w[0] + 1).count() <= 1, "{d:?}");
            let mut d = base.clone();
            insert_piece(&mut d, &mut rng, &["ab", "c"]);
            assert!(d.len() == 21 || d.len() == 22);
            let mut d = base.clone();
            insert_byte_from(&mut d, &mut rng, b"z");
            assert_eq!(d.iter().filter(|&&b| b == b'z').count(), 1);
        }
        let mut empty = Vec::new();
        assert!(!remove_byte(&mut empty, &mut rng));
        assert!(!delete_span(&mut empty, &mut rng, 3));
        duplicate_span(&mut empty, &mut rng, 3);
        assert!(empty.is_empty());
    }

    #[test]
    fn positions_are_drawn_before_values() {
        // flip_bit = below(len) then below(8): the same draws as two calls on a twin generator.
        let mut a = Rng::new(77);
        let mut b = Rng::new(77);
        let mut d = vec![0u8; 50];
        flip_bit(&mut d, &mut a, usize::MAX);
        let at = b.below(50);
        let bit = b.below(8);
        assert_eq!(d[at], 1 << bit);
    }

    #[test]
    fn little_endian_fields() {
        let mut d = vec![0u8; 12];
        put_le(&mut d, 2, 4, 0x1122_3344_5566_7788);
        assert_eq!(&d[2..6], &[0x88, 0x77, 0x66, 0x55]);
        assert_eq!(get_le(&d, 2, 4), 0x5566_7788);
        put_le(&mut d, 4, 8, u64::MAX);
        assert_eq!(get_le(&d, 4, 8), u64::MAX);
        assert_eq!(get_le(&d, 0, 2), 0);
        assert_eq!(get_le(&d, 2, 1), 0x88);
    }
}
