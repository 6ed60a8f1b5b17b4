//! Merging of `SHF_MERGE | SHF_STRINGS` sections (`.comment`) the way ld.lld does at its
//! default optimisation level: duplicates removed, no tail merging, and each string placed in
//! one of 32 shards chosen by its xxh3 hash, shards concatenated in order.

use std::collections::HashSet;

const SHARDS: usize = 32;

/// Which shard a string (without its NUL) lands in: the top five bits of the low 32 bits of
/// its xxh3 hash (observed: ld.lld-19 orders `.comment` strings this way).
pub(crate) fn shard_of(s: &[u8]) -> usize {
    ((xxhash_rust::xxh3::xxh3_64(s) as u32) >> 27) as usize
}

/// Splits NUL-terminated strings (a trailing unterminated piece is kept as if terminated).
fn pieces(data: &[u8]) -> impl Iterator<Item = &[u8]> {
    let body = data.strip_suffix(&[0]).unwrap_or(data);
    let empty = data.is_empty();
    body.split(|&c| c == 0).filter(move |_| !empty)
}

/// The merged contents for a `.comment` section: `first` (the linker's identification) and
/// then each input section's strings.
pub(crate) fn merge_comment(first: &[u8], inputs: &[&[u8]]) -> Vec<u8> {
    let mut shards: Vec<Vec<&[u8]>> = vec![Vec::new(); SHARDS];
    let mut seen: HashSet<&[u8]> = HashSet::new();
    let first = first.split(|&c| c == 0).next().unwrap_or(first);
    let all = (!first.is_empty()).then_some(first).into_iter().chain(inputs.iter().flat_map(|d| pieces(d)));
    for p in all {
        if seen.insert(p) {
            shards[shard_of(p)].push(p);
        }
    }
    let mut out = Vec::new();
    for shard in shards {
        for p in shard {
            out.extend_from_slice(p);
            out.push(0);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Order observed from ld.lld-19 19.1.7 for an input `.comment` holding "one" .. "eight".
    #[test]
    fn matches_lld_order() {
        let input = b"one\0two\0three\0four\0five\0six\0seven\0eight\0";
        let expected = b"seven\0six\0one\0Linker: Debian LLD 19.1.7\0five\0three\0four\0two\0eight\0";
        assert_eq!(merge_comment(b"Linker: Debian LLD 19.1.7", &[input]), expected.to_vec());
    }

    #[test]
    fn duplicates_and_empty_strings() {
        // clang's .comment starts with an empty string; two inputs share their string.
        let a = b"\0clang\0";
        let out = merge_comment(b"Linker: x", &[a, a]);
        let mut parts: Vec<&[u8]> = out.strip_suffix(&[0]).unwrap().split(|&c| c == 0).collect();
        parts.sort();
        assert_eq!(parts, [&b""[..], b"Linker: x", b"clang"]);
        assert!(merge_comment(b"", &[]).is_empty());
    }
}
