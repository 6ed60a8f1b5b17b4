//! The two ELF symbol hash tables a shared object carries: SysV `.hash` and GNU `.gnu.hash`.

/// The SysV ELF hash of a symbol name.
#[must_use]
pub fn sysv_hash(name: &[u8]) -> u32 {
    let mut h: u32 = 0;
    for &c in name {
        h = (h << 4).wrapping_add(u32::from(c));
        let g = h & 0xf000_0000;
        if g != 0 {
            h ^= g >> 24;
        }
        h &= !g;
    }
    h
}

/// The GNU hash (Bernstein's, seed 5381) of a symbol name.
#[must_use]
pub fn gnu_hash(name: &[u8]) -> u32 {
    name.iter().fold(5381u32, |h, &c| h.wrapping_mul(33).wrapping_add(u32::from(c)))
}

/// Number of `.gnu.hash` buckets for `n` hashed symbols (a quarter of them, at least one).
#[must_use]
pub fn gnu_bucket_count(n: usize) -> usize {
    (n / 4).max(1)
}

/// `.hash` contents for the dynamic symbol names (index 0 is the null symbol): as many buckets
/// as symbols, chains built in index order.
#[must_use]
pub fn sysv_table(names: &[&[u8]]) -> Vec<u8> {
    let n = names.len();
    let mut buckets = vec![0u32; n.max(1)];
    let mut chains = vec![0u32; n];
    for (i, name) in names.iter().enumerate().skip(1) {
        let b = sysv_hash(name) as usize % buckets.len();
        chains[i] = buckets[b];
        buckets[b] = i as u32;
    }
    let mut out = Vec::with_capacity(4 * (2 + buckets.len() + n));
    out.extend_from_slice(&(buckets.len() as u32).to_le_bytes());
    out.extend_from_slice(&(n as u32).to_le_bytes());
    for v in buckets.iter().chain(&chains) {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

/// `.gnu.hash` contents. `hashed` are the names of the dynamic symbols from index `symoffset`
/// on, already ordered by bucket (see [`gnu_bucket_count`]).
#[must_use]
pub fn gnu_table(symoffset: usize, hashed: &[&[u8]]) -> Vec<u8> {
    const SHIFT2: u32 = 26;
    let nbuckets = gnu_bucket_count(hashed.len());
    // 12 bloom bits per symbol, rounded to the next power of two 64-bit words strictly above.
    let words = hashed.len() * 12 / 64;
    let mask_words = (words + 1).next_power_of_two();
    let hashes: Vec<u32> = hashed.iter().map(|n| gnu_hash(n)).collect();
    let mut bloom = vec![0u64; mask_words];
    for &h in &hashes {
        let w = (h as usize / 64) % mask_words;
        bloom[w] |= 1u64 << (h % 64);
        bloom[w] |= 1u64 << ((h >> SHIFT2) % 64);
    }
    let mut buckets = vec![0u32; nbuckets];
    let mut values = vec![0u32; hashes.len()];
    for (i, &h) in hashes.iter().enumerate() {
        let b = h as usize % nbuckets;
        if buckets[b] == 0 {
            buckets[b] = (symoffset + i) as u32;
        }
        let last = hashes.get(i + 1).is_none_or(|&next| next as usize % nbuckets != b);
        values[i] = (h & !1) | u32::from(last);
    }
    let mut out = Vec::with_capacity(16 + 8 * mask_words + 4 * (nbuckets + values.len()));
    for v in [nbuckets as u32, symoffset as u32, mask_words as u32, SHIFT2] {
        out.extend_from_slice(&v.to_le_bytes());
    }
    for w in bloom {
        out.extend_from_slice(&w.to_le_bytes());
    }
    for v in buckets.iter().chain(&values) {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_hashes() {
        // Values from the System V ABI and the GNU hash definition.
        assert_eq!(sysv_hash(b""), 0);
        assert_eq!(gnu_hash(b""), 5381);
        assert_eq!(gnu_hash(b"a"), 5381 * 33 + 97);
        assert_eq!(sysv_hash(b"printf"), 0x077905a6);
    }

    #[test]
    fn bloom_size_grows_in_powers_of_two() {
        let names: Vec<Vec<u8>> = (0..40).map(|i| format!("s{i}").into_bytes()).collect();
        let refs: Vec<&[u8]> = names.iter().map(Vec::as_slice).collect();
        // 40 * 12 / 64 = 7 -> 8 words.
        let t = gnu_table(1, &refs);
        assert_eq!(u32::from_le_bytes(t[8..12].try_into().unwrap()), 8);
        assert_eq!(u32::from_le_bytes(t[0..4].try_into().unwrap()), 10);
    }
}
