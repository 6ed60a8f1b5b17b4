//! Mergeable allocated sections (`SHF_MERGE`, e.g. `.rodata.str1.1` string literals and
//! `.rodata.cst8` constants): identical pieces are stored once, in lld's shard order (see
//! `strings.rs`), and every offset into an input section is mapped to its piece's new place.

use std::collections::HashMap;

use crate::LinkError;
use crate::input::{InSection, SHF_MERGE, SHF_STRINGS, SHT_PROGBITS};

const SHARDS: usize = 32;

/// One piece of an input section: its offset and length there, and its offset in the merged
/// contents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Piece {
    pub input: u64,
    pub len: u64,
    pub output: u64,
}

/// Sections whose pieces are merged: `SHF_MERGE` PROGBITS with an entry size (`.comment` is
/// merged separately, with the linker's identification).
pub(crate) fn mergeable(s: &InSection<'_>) -> bool {
    s.flags & SHF_MERGE != 0 && s.sh_type == SHT_PROGBITS && s.entsize != 0
}

/// Splits one section into pieces (offset, bytes including the terminator for strings).
fn split<'a>(file: &str, s: &InSection<'a>) -> Result<Vec<(u64, &'a [u8])>, LinkError> {
    let k = s.entsize as usize;
    let bad = |detail: String| LinkError::Malformed { file: file.to_string(), offset: s.header_at, detail };
    let data = s.data;
    let mut out = Vec::new();
    if s.flags & SHF_STRINGS != 0 {
        let mut pos = 0usize;
        while pos < data.len() {
            // A string ends at the first all-zero entry of `k` bytes.
            let mut end = pos;
            loop {
                let Some(entry) = data.get(end..end + k) else {
                    return Err(bad(format!(
                        "string at offset {pos:#x} of a mergeable section is not NUL-terminated"
                    )));
                };
                end += k;
                if entry.iter().all(|&c| c == 0) {
                    break;
                }
            }
            out.push((pos as u64, &data[pos..end]));
            pos = end;
        }
    } else {
        if data.len() % k != 0 {
            return Err(bad(format!(
                "mergeable section size {:#x} is not a multiple of its entry size {k}",
                data.len()
            )));
        }
        out.extend(data.chunks(k).enumerate().map(|(i, c)| ((i * k) as u64, c)));
    }
    Ok(out)
}

/// Merges a group of sections with the same flags, entry size and alignment. Returns the
/// merged bytes and, per member, its piece map.
pub(crate) fn merge(
    members: &[(&str, &InSection<'_>)],
    align: u64,
) -> Result<(Vec<u8>, Vec<Vec<Piece>>), LinkError> {
    let mut split_members = Vec::with_capacity(members.len());
    for (file, s) in members {
        let strings = s.flags & SHF_STRINGS != 0;
        split_members.push((split(file, s)?, strings, s.entsize as usize));
    }
    // Unique pieces per shard, in first-seen order.
    let mut shards: Vec<Vec<&[u8]>> = vec![Vec::new(); SHARDS];
    let mut where_: HashMap<&[u8], (usize, usize)> = HashMap::new();
    for (list, strings, k) in &split_members {
        for &(_, bytes) in list {
            if where_.contains_key(bytes) {
                continue;
            }
            let key = if *strings { &bytes[..bytes.len() - k] } else { bytes };
            let shard = crate::strings::shard_of(key);
            where_.insert(bytes, (shard, shards[shard].len()));
            shards[shard].push(bytes);
        }
    }
    let mut data = Vec::new();
    let mut offsets: Vec<Vec<u64>> = Vec::with_capacity(SHARDS);
    for shard in &shards {
        let start = data.len().div_ceil(align as usize) * align as usize;
        data.resize(start, 0);
        let mut offs = Vec::with_capacity(shard.len());
        for p in shard {
            offs.push(data.len() as u64);
            data.extend_from_slice(p);
        }
        offsets.push(offs);
    }
    let maps = split_members
        .iter()
        .map(|(list, _, _)| {
            list.iter()
                .map(|&(input, bytes)| {
                    let (s, i) = where_[bytes];
                    Piece { input, len: bytes.len() as u64, output: offsets[s][i] }
                })
                .collect()
        })
        .collect();
    Ok((data, maps))
}

/// Maps an offset in an input section through its piece map (the end of the section maps to
/// the end of its last piece).
pub(crate) fn map(pieces: &[Piece], off: u64) -> Option<u64> {
    let i = pieces.partition_point(|p| p.input <= off);
    if i == 0 {
        return None;
    }
    let p = pieces[i - 1];
    (off - p.input <= p.len).then(|| p.output + (off - p.input))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn section(data: &[u8], strings: bool, entsize: u64) -> InSection<'_> {
        InSection {
            name: b".rodata.str1.1",
            sh_type: SHT_PROGBITS,
            flags: crate::input::SHF_ALLOC | SHF_MERGE | if strings { SHF_STRINGS } else { 0 },
            size: data.len() as u64,
            link: 0,
            info: 0,
            align: 1,
            entsize,
            data,
            header_at: 0x40,
            data_at: 0,
        }
    }

    #[test]
    fn strings_are_deduplicated_and_mapped() {
        let a = section(b"hello\0world\0hello\0", true, 1);
        let b = section(b"world\0x\0", true, 1);
        let (data, maps) = merge(&[("a.o", &a), ("b.o", &b)], 1).unwrap();
        assert_eq!(data.len(), 6 + 6 + 2);
        let at = |m: &[Piece], off| map(m, off).unwrap() as usize;
        assert_eq!(&data[at(&maps[0], 0)..][..6], b"hello\0");
        assert_eq!(at(&maps[0], 12), at(&maps[0], 0));
        assert_eq!(&data[at(&maps[0], 8)..][..4], b"rld\0");
        assert_eq!(at(&maps[1], 0), at(&maps[0], 6));
        assert_eq!(&data[at(&maps[1], 6)..][..2], b"x\0");
    }

    #[test]
    fn unterminated_strings_and_ragged_constants_are_errors() {
        let a = section(b"abc", true, 1);
        assert!(merge(&[("a.o", &a)], 1).is_err());
        let c = section(&[1, 2, 3, 4, 5], false, 4);
        assert!(merge(&[("c.o", &c)], 4).is_err());
        let d = section(&[1, 0, 0, 0, 1, 0, 0, 0], false, 4);
        let (data, _) = merge(&[("d.o", &d)], 4).unwrap();
        assert_eq!(data.len(), 4);
    }
}
